"""Makes XV puzzles with OR-Tools CP-SAT alone, sharing no code with the solver, as f-puzzles JSON
(one object per line) written the way f-puzzles writes them: `xv` items, each
`{"cells": [a, b], "value": "X"}` or `"V"`, and `"negative": ["xv"]` when no other pair side by
side adds up to 10 or 5.

A random solution (a shuffled first row completed by CP-SAT), then one of three styles, in turn:
every X and V given with the negative rule on; every X and V given with no negative rule; or,
with no negative rule, three quarters of them. Givens are then taken away in random order while
CP-SAT finds no second solution.
Usage: python make_xv_puzzles.py COUNT SEED > puzzles.jsonl
(tests/data/xv_independent.jsonl is `40 17`).
"""
import json, random, sys
from ortools.sat.python import cp_model

SUMS = {"X": 10, "V": 5}


def neighbours():
    for r in range(9):
        for c in range(9):
            if c < 8:
                yield (r * 9 + c, r * 9 + c + 1)
            if r < 8:
                yield (r * 9 + c, (r + 1) * 9 + c)


def build(givens, letters, negative):
    m = cp_model.CpModel()
    x = [m.NewIntVar(1, 9, "") for _ in range(81)]
    groups = [[r * 9 + c for c in range(9)] for r in range(9)]
    groups += [[r * 9 + c for r in range(9)] for c in range(9)]
    groups += [[(3 * (b // 3) + i // 3) * 9 + 3 * (b % 3) + i % 3 for i in range(9)] for b in range(9)]
    for g in groups:
        m.AddAllDifferent([x[i] for i in g])
    for (a, b), letter in letters.items():
        m.Add(x[a] + x[b] == SUMS[letter])
    if negative:
        for a, b in neighbours():
            if (a, b) not in letters:
                m.Add(x[a] + x[b] != 10)
                m.Add(x[a] + x[b] != 5)
    for i, v in enumerate(givens):
        if v:
            m.Add(x[i] == v)
    return m, x


def find(givens, letters, negative, other_than=None, seed=0):
    m, x = build(givens, letters, negative)
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
        row = list(range(1, 10))
        rng.shuffle(row)
        sol = find(row + [0] * 72, {}, False, seed=rng.randrange(1 << 30))
        style = made % 3
        letters = {}
        for a, b in neighbours():
            total = sol[a] + sol[b]
            letter = {10: "X", 5: "V"}.get(total)
            if letter and (style < 2 or rng.random() < 0.75):
                letters[(a, b)] = letter
        negative = style == 0
        givens = sol[:]
        assert find(givens, letters, negative) == sol, "the letters fit the solution"
        order = list(range(81))
        rng.shuffle(order)
        for i in order:
            keep, givens[i] = givens[i], 0
            if find(givens, letters, negative, other_than=sol) is not None:
                givens[i] = keep
        name = lambda i: f"R{i // 9 + 1}C{i % 9 + 1}"
        grid = [[({"value": givens[r * 9 + c], "given": True} if givens[r * 9 + c] else {})
                 for c in range(9)] for r in range(9)]
        obj = {"size": 9, "title": "indep", "author": "cp-sat", "grid": grid}
        obj["xv"] = [{"cells": [name(a), name(b)], "value": v} for (a, b), v in letters.items()]
        if negative:
            obj["negative"] = ["xv"]
        print(json.dumps(obj, separators=(",", ":")), flush=True)


main(int(sys.argv[1]), int(sys.argv[2]))
