"""Makes sandwich puzzles with OR-Tools CP-SAT alone, sharing no code with the solver, as
f-puzzles JSON (one object per line): a `sandwichsum` array of clues, each with its `cell`
(R0C3 above column 3, R5C0 left of row 5) and its `value`, the sum of the digits strictly
between the row's (or column's) 1 and 9.

A random solution (CP-SAT with a random search seed), then 6 to 14 clues at random among the 18
rows and columns, each summing its house in the solution; givens are then taken away in random
order while CP-SAT finds no second solution. Between the crusts is written here as: a cell lies
between when exactly one crust stands before it and it is no crust itself.
Usage: python make_sandwich_puzzles.py COUNT SEED > puzzles.jsonl
(tests/data/sandwich_independent.jsonl is `40 41`).
"""
import random, sys
from line_maker import find, print_puzzle


def house_cells(clue):
    kind, k = clue[0], clue[1]
    return [k * 9 + i for i in range(9)] if kind == "row" else [i * 9 + k for i in range(9)]


def summed(m, x, clue):
    cells = house_cells(clue)
    crust = []
    for i in cells:
        is_one, is_nine = m.NewBoolVar(""), m.NewBoolVar("")
        m.Add(x[i] == 1).OnlyEnforceIf(is_one)
        m.Add(x[i] != 1).OnlyEnforceIf(is_one.Not())
        m.Add(x[i] == 9).OnlyEnforceIf(is_nine)
        m.Add(x[i] != 9).OnlyEnforceIf(is_nine.Not())
        crust.append((is_one, is_nine))
    parts = []
    for place, i in enumerate(cells):
        before = sum(a + b for a, b in crust[:place])
        one_before = m.NewBoolVar("")
        m.Add(before == 1).OnlyEnforceIf(one_before)
        m.Add(before != 1).OnlyEnforceIf(one_before.Not())
        here = crust[place]
        counted = m.NewBoolVar("")
        m.AddBoolAnd([one_before, here[0].Not(), here[1].Not()]).OnlyEnforceIf(counted)
        m.AddBoolOr([one_before.Not(), here[0], here[1]]).OnlyEnforceIf(counted.Not())
        value = m.NewIntVar(0, 9, "")
        m.Add(value == x[i]).OnlyEnforceIf(counted)
        m.Add(value == 0).OnlyEnforceIf(counted.Not())
        parts.append(value)
    m.Add(sum(parts) == clue[2])


def between(sol, clue):
    digits = [sol[i] for i in house_cells(clue)]
    a, b = sorted((digits.index(1), digits.index(9)))
    return sum(digits[a + 1:b])


def item(clue):
    kind, k, total = clue
    cell = f"R{k + 1}C0" if kind == "row" else f"R0C{k + 1}"
    return {"cell": cell, "value": str(total)}


def main(count, seed):
    rng = random.Random(seed)
    houses = [(kind, k) for kind in ("row", "column") for k in range(9)]
    for _ in range(count):
        sol = find([0] * 81, [], summed, seed=rng.randrange(1 << 30))
        chosen = rng.sample(houses, rng.randint(6, 14))
        clues = [(kind, k, between(sol, (kind, k))) for kind, k in chosen]
        print_puzzle(sol, clues, summed, rng, "sandwichsum", "", item)


main(int(sys.argv[1]), int(sys.argv[2]))
