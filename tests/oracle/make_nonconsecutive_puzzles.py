"""Makes non-consecutive puzzles with OR-Tools CP-SAT alone, sharing no code with the solver, as
f-puzzles JSON (one object per line) written the way f-puzzles writes them:
`"nonconsecutive": true`.

A random solution (CP-SAT with a random search seed and one random given, since a shuffled first
row rarely extends), then givens taken away in random order while CP-SAT finds no second
solution. On every other puzzle a random third of the givens left is kept out of the removal
order, so the set has easier puzzles beside minimal ones.
Usage: python make_nonconsecutive_puzzles.py COUNT SEED > puzzles.jsonl
(tests/data/nonconsecutive_independent.jsonl is `40 19`).
"""
import json, random, sys
from ortools.sat.python import cp_model


def build(givens):
    m = cp_model.CpModel()
    x = [m.NewIntVar(1, 9, "") for _ in range(81)]
    for k in range(9):
        m.AddAllDifferent([x[k * 9 + c] for c in range(9)])
        m.AddAllDifferent([x[r * 9 + k] for r in range(9)])
        top, left = 3 * (k // 3), 3 * (k % 3)
        m.AddAllDifferent([x[(top + i) * 9 + left + j] for i in range(3) for j in range(3)])
    for r in range(9):
        for c in range(9):
            for r2, c2 in ((r, c + 1), (r + 1, c)):
                if r2 < 9 and c2 < 9:
                    a, b = x[r * 9 + c], x[r2 * 9 + c2]
                    step = m.NewIntVar(-8, 8, "")
                    m.Add(step == a - b)
                    m.Add(step != 1)
                    m.Add(step != -1)
    for i, v in enumerate(givens):
        if v:
            m.Add(x[i] == v)
    return m, x


def find(givens, other_than=None, seed=0):
    m, x = build(givens)
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


def main(count, seed):
    rng = random.Random(seed)
    for made in range(count):
        start = [0] * 81
        start[rng.randrange(81)] = rng.randint(1, 9)
        sol = find(start, seed=rng.randrange(1 << 30))
        givens = sol[:]
        order = list(range(81))
        rng.shuffle(order)
        if made % 2:
            order = order[27:]
        for i in order:
            keep, givens[i] = givens[i], 0
            if find(givens, other_than=sol) is not None:
                givens[i] = keep
        assert find(givens) == sol, "the givens keep the solution"
        grid = [[({"value": givens[r * 9 + c], "given": True} if givens[r * 9 + c] else {})
                 for c in range(9)] for r in range(9)]
        obj = {"size": 9, "title": "indep", "author": "cp-sat", "grid": grid,
               "nonconsecutive": True}
        print(json.dumps(obj, separators=(",", ":")), flush=True)


main(int(sys.argv[1]), int(sys.argv[2]))
