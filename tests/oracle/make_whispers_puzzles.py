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
import random, sys
from line_maker import around, find, print_puzzle


def apart(m, x, line):
    for a, b in zip(line, line[1:]):
        far = m.NewBoolVar("")
        m.Add(x[a] - x[b] >= 5).OnlyEnforceIf(far)
        m.Add(x[b] - x[a] >= 5).OnlyEnforceIf(far.Not())


def main(count, seed):
    rng = random.Random(seed)
    for _ in range(count):
        sol = find([0] * 81, [], apart, seed=rng.randrange(1 << 30))
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
        print_puzzle(sol, whispers, apart, rng, "whispers", "#67F067")


main(int(sys.argv[1]), int(sys.argv[2]))
