"""What the CP-SAT makers of line puzzles (whispers, renban, palindromes, little killers, sandwiches) share: a 9x9 model with a rule's
constraints added, a solver run that finds a solution (other than a given one), the cells around
a cell, and the puzzle made from a solution and its lines (givens taken away in random order while
CP-SAT finds no second solution), written as f-puzzles JSON with the lines under a key of their
own. It shares no code with the program's generator or solver."""
import json
from ortools.sat.python import cp_model


def build(givens, lines, constrain):
    m = cp_model.CpModel()
    x = [m.NewIntVar(1, 9, "") for _ in range(81)]
    for k in range(9):
        m.AddAllDifferent([x[k * 9 + c] for c in range(9)])
        m.AddAllDifferent([x[r * 9 + k] for r in range(9)])
        top, left = 3 * (k // 3), 3 * (k % 3)
        m.AddAllDifferent([x[(top + i) * 9 + left + j] for i in range(3) for j in range(3)])
    for line in lines:
        constrain(m, x, line)
    for i, v in enumerate(givens):
        if v:
            m.Add(x[i] == v)
    return m, x


def find(givens, lines, constrain, other_than=None, seed=0):
    m, x = build(givens, lines, constrain)
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


def print_puzzle(sol, lines, constrain, rng, key, colour, item=None):
    """Takes givens away from the solution `sol` while CP-SAT finds no second solution with the
    `lines` (each constrained by `constrain`), then prints the puzzle as f-puzzles JSON with each
    line under `key` as `item(line)` makes it (by default its `lines` and a `colour`)."""
    givens = sol[:]
    order = list(range(81))
    rng.shuffle(order)
    for i in order:
        keep, givens[i] = givens[i], 0
        if find(givens, lines, constrain, other_than=sol) is not None:
            givens[i] = keep
    assert find(givens, lines, constrain) == sol, "the givens keep the solution"
    name = lambda i: f"R{i // 9 + 1}C{i % 9 + 1}"
    grid = [[({"value": givens[r * 9 + c], "given": True} if givens[r * 9 + c] else {})
             for c in range(9)] for r in range(9)]
    obj = {"size": 9, "title": "indep", "author": "cp-sat", "grid": grid,
           key: [item(line) if item else {"lines": [[name(i) for i in line]], "lineC": colour}
                 for line in lines]}
    print(json.dumps(obj, separators=(",", ":")), flush=True)
