"""Makes German whispers puzzles with OR-Tools CP-SAT alone, sharing no code with the solver, as
f-puzzles JSON (one object per line) in the form variant solvers read whispers from f-puzzles
files: a `whispers` array of items, each with its `lines` (one line each here) and a colour the
reader ignores.

A random solution (CP-SAT with a random search seed), then 4 to 12 whisper lines of 2 to 8
cells, each a random walk through free neighbouring cells (orthogonal only, or diagonal too,
half the time) whose digits next to each other differ by 5 or more. Givens are then taken away
in random order while CP-SAT finds no second solution.
Usage: python make_whispers_puzzles.py COUNT SEED > puzzles.jsonl
(tests/data/whispers_independent.jsonl is `40 23`).
"""
import json, random, sys
from ortools.sat.python import cp_model


def build(givens, whispers):
    m = cp_model.CpModel()
    x = [m.NewIntVar(1, 9, "") for _ in range(81)]
    for k in range(9):
        m.AddAllDifferent([x[k * 9 + c] for c in range(9)])
        m.AddAllDifferent([x[r * 9 + k] for r in range(9)])
        top, left = 3 * (k // 3), 3 * (k % 3)
        m.AddAllDifferent([x[(top + i) * 9 + left + j] for i in range(3) for j in range(3)])
    for line in whispers:
        for a, b in zip(line, line[1:]):
            apart = m.NewBoolVar("")
            m.Add(x[a] - x[b] >= 5).OnlyEnforceIf(apart)
            m.Add(x[b] - x[a] >= 5).OnlyEnforceIf(apart.Not())
    for i, v in enumerate(givens):
        if v:
            m.Add(x[i] == v)
    return m, x


def find(givens, whispers, other_than=None, seed=0):
    m, x = build(givens, whispers)
    if other_than:
        differs = []
        for i in range(81):
            d = m.NewBoolVar("")
            m.Add(x[i] != other_than[i]).OnlyEnforceIf(d)
            m.Add(x[i] == other_than[i]).OnlyEnforceIf(d.Not())
            differs.append(d)
        m.AddBoolOr(differs)
    s = cp_model.CpSolver()
    s.parameters.num_workers = 1
    s.parameters.random_seed = seed
    s.parameters.randomize_search = True
    if s.Solve(m) not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return None
    return [s.Value(v) for v in x]


def around(i, diagonal):
    r, c = divmod(i, 9)
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            if (dr, dc) == (0, 0) or (dr and dc and not diagonal):
                continue
            if 0 <= r + dr < 9 and 0 <= c + dc < 9:
                yield (r + dr) * 9 + c + dc


def main(count, seed):
    rng = random.Random(seed)
    for _ in range(count):
        sol = find([0] * 81, [], seed=rng.randrange(1 << 30))
        diagonal = rng.random() < 0.5
        whispers, taken = [], set()
        for _ in range(rng.randint(4, 12)):
            start = rng.randrange(81)
            if start in taken:
                continue
            line = [start]
            wanted = rng.randint(2, 8)
            while len(line) < wanted:
                steps = [n for n in around(line[-1], diagonal)
                         if n not in taken and n not in line and abs(sol[n] - sol[line[-1]]) >= 5]
                if not steps:
                    break
                line.append(rng.choice(steps))
            if len(line) >= 2:
                whispers.append(line)
                taken.update(line)
        givens = sol[:]
        order = list(range(81))
        rng.shuffle(order)
        for i in order:
            keep, givens[i] = givens[i], 0
            if find(givens, whispers, other_than=sol) is not None:
                givens[i] = keep
        assert find(givens, whispers) == sol, "the givens keep the solution"
        name = lambda i: f"R{i // 9 + 1}C{i % 9 + 1}"
        grid = [[({"value": givens[r * 9 + c], "given": True} if givens[r * 9 + c] else {})
                 for c in range(9)] for r in range(9)]
        obj = {"size": 9, "title": "indep", "author": "cp-sat", "grid": grid,
               "whispers": [{"lines": [[name(i) for i in line]], "lineC": "#67F067"}
                            for line in whispers]}
        print(json.dumps(obj, separators=(",", ":")), flush=True)


main(int(sys.argv[1]), int(sys.argv[2]))
