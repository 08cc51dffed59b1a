"""Makes renban puzzles with OR-Tools CP-SAT alone, sharing no code with the solver, as
f-puzzles JSON (one object per line) in the form variant solvers read renban lines from
f-puzzles files: a `renban` array of items, each with its `lines` (one line each here) and a
colour the reader ignores.

A random solution (CP-SAT with a random search seed), then 2 to 12 renban lines of 2 to 7
cells (4 to 12 tries, drawn again until two or more come out), each a random walk through free
neighbouring cells (orthogonal only, or diagonal too, half the time) that keeps its digits
different and within a run as long as the line is meant to be; a walk that stops short with a
gap in its digits is dropped. Givens are then taken away
in random order while CP-SAT finds no second solution.
Usage: python make_renban_puzzles.py COUNT SEED > puzzles.jsonl
(tests/data/renban_independent.jsonl is `40 29`).
"""
import random, sys
from line_maker import around, find, print_puzzle


def one_run(m, x, line):
    m.AddAllDifferent([x[i] for i in line])
    for a in line:
        for b in line:
            if a < b:
                m.Add(x[a] - x[b] <= len(line) - 1)
                m.Add(x[b] - x[a] <= len(line) - 1)


def draw(sol, diagonal, rng):
    """4 to 12 tries at a renban line over the solution `sol`: the lines that came out, and
    their cells."""
    renbans, taken = [], set()
    for _ in range(rng.randint(4, 12)):
        start = rng.randrange(81)
        if start in taken:
            continue
        line = [start]
        wanted = rng.randint(2, 7)
        while len(line) < wanted:
            held = [sol[i] for i in line]
            steps = [n for n in around(line[-1], diagonal)
                     if n not in taken and n not in line and sol[n] not in held
                     and max(held + [sol[n]]) - min(held + [sol[n]]) < wanted]
            if not steps:
                break
            line.append(rng.choice(steps))
        digits = [sol[i] for i in line]
        if len(line) >= 2 and max(digits) - min(digits) == len(line) - 1:
            renbans.append(line)
            taken.update(line)
    return renbans, taken


def main(count, seed):
    rng = random.Random(seed)
    for _ in range(count):
        sol = find([0] * 81, [], one_run, seed=rng.randrange(1 << 30))
        diagonal = rng.random() < 0.5
        renbans = []
        while len(renbans) < 2:
            renbans, _ = draw(sol, diagonal, rng)
        print_puzzle(sol, renbans, one_run, rng, "renban", "#F067F0")


main(int(sys.argv[1]), int(sys.argv[2]))
