"""Makes little killer puzzles with OR-Tools CP-SAT alone, sharing no code with the solver, as
f-puzzles JSON (one object per line): a `littlekillersum` array of clues, each with its `cell`
outside the grid (R0C3 above column 3, R10C4 below column 4, R5C0 left of row 5, ...), the
`direction` its arrow points (UL, UR, DL, DR) and its `value`.

A random solution (CP-SAT with a random search seed), then 4 to 12 clues at random among every
place just outside the grid and direction whose diagonal holds 2 cells or more (the corners'
four ways too), each summing its diagonal in the solution; givens are then taken away in random
order while CP-SAT finds no second solution.
Usage: python make_littlekiller_puzzles.py COUNT SEED > puzzles.jsonl
(tests/data/littlekiller_independent.jsonl is `40 37`).
"""
import random, sys
from line_maker import find, print_puzzle

STEPS = {"UL": (-1, -1), "UR": (-1, 1), "DL": (1, -1), "DR": (1, 1)}


def diagonal(clue):
    (r, c), (dr, dc) = clue[0], STEPS[clue[1]]
    cells = []
    r, c = r + dr, c + dc
    while 0 <= r < 9 and 0 <= c < 9:
        cells.append(r * 9 + c)
        r, c = r + dr, c + dc
    return cells


def every_clue():
    ring = [(r, c) for r in range(-1, 10) for c in range(-1, 10)
            if r in (-1, 9) or c in (-1, 9)]
    return [(place, d) for place in ring for d in STEPS if len(diagonal((place, d))) >= 2]


def summed(m, x, clue):
    m.Add(sum(x[i] for i in diagonal(clue)) == clue[2])


def item(clue):
    (r, c), direction, total = clue
    return {"cell": f"R{r + 1}C{c + 1}", "direction": direction, "value": str(total)}


def main(count, seed):
    rng = random.Random(seed)
    places = every_clue()
    for _ in range(count):
        sol = find([0] * 81, [], summed, seed=rng.randrange(1 << 30))
        chosen = rng.sample(places, rng.randint(4, 12))
        clues = [(p, d, sum(sol[i] for i in diagonal((p, d)))) for p, d in chosen]
        print_puzzle(sol, clues, summed, rng, "littlekillersum", "", item)


main(int(sys.argv[1]), int(sys.argv[2]))
