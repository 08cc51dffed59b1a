"""Makes arrow puzzles with OR-Tools CP-SAT alone, sharing no code with the solver, as f-puzzles
JSON (one object per line) written the way f-puzzles writes them: one `arrow` item per circle,
its `cells` the circle (one cell, or a pill of two read as one number), its `lines` each shaft
starting at the circle.

A random solution, then 5 to 11 arrows: a circle (a pill of two cells side by side reading 10
to 29 a third of the time), and a shaft of 1 to 6 cells, a random walk through neighbouring
cells (orthogonal only, or diagonal too, half the time) whose digits add up to the circle's
number; a tenth of the circles get a second shaft. Givens are then taken away in random order
while CP-SAT finds no second solution. Usage: python make_arrow_puzzles.py COUNT SEED >
puzzles.jsonl (tests/data/arrow_independent.jsonl is `40 11`).
"""
import json, random, sys
from ortools.sat.python import cp_model


def model(givens, arrows):
    m = cp_model.CpModel()
    x = [m.NewIntVar(1, 9, f"x{i}") for i in range(81)]
    for r in range(9):
        m.AddAllDifferent([x[r * 9 + c] for c in range(9)])
        m.AddAllDifferent([x[c * 9 + r] for c in range(9)])
    for b in range(9):
        t, l = 3 * (b // 3), 3 * (b % 3)
        m.AddAllDifferent([x[(t + i) * 9 + l + j] for i in range(3) for j in range(3)])
    for circle, shafts in arrows:
        number = x[circle[0]] if len(circle) == 1 else 10 * x[circle[0]] + x[circle[1]]
        for shaft in shafts:
            m.Add(sum(x[i] for i in shaft) == number)
    for i, v in enumerate(givens):
        if v:
            m.Add(x[i] == v)
    return m, x


def solve(givens, arrows, exclude=None, seed=0):
    m, x = model(givens, arrows)
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


def nbrs(i, diag):
    r, c = divmod(i, 9)
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            if (dr, dc) == (0, 0) or (not diag and dr and dc):
                continue
            rr, cc = r + dr, c + dc
            if 0 <= rr < 9 and 0 <= cc < 9:
                yield rr * 9 + cc


def walk(rng, sol, start, target, used, diag):
    """A shaft from beside `start` whose digits add up to `target`, or None."""
    for _ in range(30):
        shaft, total, last = [], 0, start
        while total < target and len(shaft) < 6:
            opts = [n for n in nbrs(last, diag) if n not in used and n not in shaft
                    and total + sol[n] <= target]
            if not opts:
                break
            last = rng.choice(opts)
            shaft.append(last)
            total += sol[last]
        if total == target:
            return shaft
    return None


def main(count, seed):
    rng = random.Random(seed)
    while count > 0:
        sol = solve([0] * 81, [], seed=rng.randrange(1 << 30))
        diag = rng.random() < 0.5
        arrows, used = [], set()
        wanted = rng.randint(5, 11)
        for _ in range(200):
            if len(arrows) == wanted:
                break
            first = rng.randrange(81)
            circle = [first]
            if rng.random() < 1 / 3:
                r, c = divmod(first, 9)
                second = first + 1 if (rng.random() < 0.5 and c < 8) else first + 9
                if second >= 81 or (second == first + 1 and c == 8):
                    continue
                circle = [first, second]
            if any(i in used for i in circle):
                continue
            number = sol[first] if len(circle) == 1 else 10 * sol[circle[0]] + sol[circle[1]]
            if len(circle) == 2 and number > 29:
                continue
            taken = used | set(circle)
            shafts = []
            for _ in range(2 if rng.random() < 0.1 else 1):
                shaft = walk(rng, sol, rng.choice(circle), number, taken, diag)
                if shaft:
                    shafts.append(shaft)
                    taken |= set(shaft)
            if shafts:
                arrows.append((circle, shafts))
                used = taken
        givens = sol[:]
        order = list(range(81))
        rng.shuffle(order)
        for i in order:
            keep = givens[i]
            givens[i] = 0
            if solve(givens, arrows, exclude=sol) is not None:
                givens[i] = keep
        name = lambda i: f"R{i // 9 + 1}C{i % 9 + 1}"
        grid = [[({"value": givens[r * 9 + c], "given": True} if givens[r * 9 + c] else {})
                 for c in range(9)] for r in range(9)]
        items = []
        for circle, shafts in arrows:
            lines = []
            for shaft in shafts:
                start = next(c for c in circle if shaft[0] in nbrs(c, True))
                lines.append([name(start)] + [name(i) for i in shaft])
            items.append({"lines": lines, "cells": [name(i) for i in circle]})
        obj = {"size": 9, "title": "indep", "author": "cp-sat", "grid": grid, "arrow": items}
        print(json.dumps(obj, separators=(",", ":")), flush=True)
        count -= 1


main(int(sys.argv[1]), int(sys.argv[2]))
