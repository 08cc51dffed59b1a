"""Makes Kropki puzzles with OR-Tools CP-SAT alone, sharing no code with the solver, as f-puzzles
JSON (one object per line) written the way f-puzzles writes them: `difference` items for white
dots, `ratio` items for black dots, each `{"cells": [a, b]}`, and a `negative` list naming the
dots whose negative rule is on.

A random solution (a shuffled first row completed by CP-SAT), then one of three styles, in turn: every dot given with both negative rules
on; every white dot (and every pair of 1 and 2) given with the white dots' negative rule on and half the other black dots; or,
with no negative rule, three quarters of the dots. A pair of 1 and 2 takes either dot at
random. Givens are then taken away in random order while CP-SAT finds no second solution.
Usage: python make_kropki_puzzles.py COUNT SEED > puzzles.jsonl
(tests/data/kropki_independent.jsonl is `40 13`).
"""
import json, random, sys
from ortools.sat.python import cp_model

WHITE = [(a, b) for a in range(1, 10) for b in range(1, 10) if abs(a - b) == 1]
BLACK = [(a, b) for a in range(1, 10) for b in range(1, 10) if a == 2 * b or b == 2 * a]


def pairs():
    for i in range(81):
        r, c = divmod(i, 9)
        if c < 8:
            yield (i, i + 1)
        if r < 8:
            yield (i, i + 9)


def model(givens, white, black, negative):
    m = cp_model.CpModel()
    x = [m.NewIntVar(1, 9, f"x{i}") for i in range(81)]
    for r in range(9):
        m.AddAllDifferent([x[r * 9 + c] for c in range(9)])
        m.AddAllDifferent([x[c * 9 + r] for c in range(9)])
    for b in range(9):
        t, l = 3 * (b // 3), 3 * (b % 3)
        m.AddAllDifferent([x[(t + i) * 9 + l + j] for i in range(3) for j in range(3)])
    for a, b in white:
        m.AddAllowedAssignments([x[a], x[b]], WHITE)
    for a, b in black:
        m.AddAllowedAssignments([x[a], x[b]], BLACK)
    dotted = set(white) | set(black)
    for a, b in pairs():
        if (a, b) in dotted:
            continue
        if "difference" in negative:
            m.AddForbiddenAssignments([x[a], x[b]], WHITE)
        if "ratio" in negative:
            m.AddForbiddenAssignments([x[a], x[b]], BLACK)
    for i, v in enumerate(givens):
        if v:
            m.Add(x[i] == v)
    return m, x


def solve(givens, dots, exclude=None, seed=0):
    m, x = model(givens, *dots)
    if exclude:
        bs = [m.NewBoolVar("") for _ in range(81)]
        for i in range(81):
            m.Add(x[i] != exclude[i]).OnlyEnforceIf(bs[i])
            m.Add(x[i] == exclude[i]).OnlyEnforceIf(bs[i].Not())
        m.AddBoolOr(bs)
    s = cp_model.CpSolver()
    s.parameters.num_workers = 1
    s.parameters.random_seed = seed
    s.parameters.randomize_search = True
    st = s.Solve(m)
    if st not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return None
    return [s.Value(v) for v in x]


def main(count, seed):
    rng = random.Random(seed)
    made = 0
    while made < count:
        first_row = list(range(1, 10))
        rng.shuffle(first_row)
        sol = solve(first_row + [0] * 72, ([], [], []), seed=rng.randrange(1 << 30))
        style = made % 3
        white, black = [], []
        for a, b in pairs():
            pair = (sol[a], sol[b])
            is_white, is_black = pair in WHITE, pair in BLACK
            consecutive = is_white
            if is_white and is_black:
                is_white = rng.random() < 0.5
                is_black = not is_white
            if style == 0:
                keep = True
            elif style == 1:
                keep = consecutive or rng.random() < 0.5
            else:
                keep = rng.random() < 0.75
            if keep and is_white:
                white.append((a, b))
            elif keep and is_black:
                black.append((a, b))
        negative = [["difference", "ratio"], ["difference"], []][style]
        dots = (white, black, negative)
        givens = sol[:]
        assert solve(givens, dots) == sol, "the dots fit the solution"
        order = list(range(81))
        rng.shuffle(order)
        for i in order:
            keep = givens[i]
            givens[i] = 0
            if solve(givens, dots, exclude=sol) is not None:
                givens[i] = keep
        name = lambda i: f"R{i // 9 + 1}C{i % 9 + 1}"
        grid = [[({"value": givens[r * 9 + c], "given": True} if givens[r * 9 + c] else {})
                 for c in range(9)] for r in range(9)]
        obj = {"size": 9, "title": "indep", "author": "cp-sat", "grid": grid}
        if white:
            obj["difference"] = [{"cells": [name(a), name(b)]} for a, b in white]
        if black:
            obj["ratio"] = [{"cells": [name(a), name(b)]} for a, b in black]
        if negative:
            obj["negative"] = negative
        print(json.dumps(obj, separators=(",", ":")), flush=True)
        made += 1


main(int(sys.argv[1]), int(sys.argv[2]))
