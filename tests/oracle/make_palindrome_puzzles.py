"""Makes palindrome puzzles with OR-Tools CP-SAT alone, sharing no code with the solver, as
f-puzzles JSON (one object per line): a `palindrome` array of items, each with its `lines` (one
line each here) and a colour the reader ignores.

A random solution (CP-SAT with a random search seed), then 3 to 14 tries at a palindrome of 3 to
9 cells, each grown from a random middle (for an even length, a cell and a neighbour holding the
same digit), adding a free neighbour at each end at a time (orthogonal only, or diagonal too, half
the time) where the two new ends hold the same digit; a line that stops short of 3 cells is
dropped, and the tries are drawn again until two or more lines come out. Givens are then taken
away in random order while CP-SAT finds no second solution.
Usage: python make_palindrome_puzzles.py COUNT SEED > puzzles.jsonl
(tests/data/palindrome_independent.jsonl is `40 31`).
"""
import random, sys
from line_maker import around, find, print_puzzle


def mirrored(m, x, line):
    for i in range(len(line) // 2):
        m.Add(x[line[i]] == x[line[-1 - i]])


def draw(sol, diagonal, rng):
    """3 to 14 tries at a palindrome over the solution `sol`: the lines that came out."""
    lines, taken = [], set()
    for _ in range(rng.randint(3, 14)):
        middle = rng.randrange(81)
        if middle in taken:
            continue
        wanted = rng.randint(3, 9)
        line = [middle]
        if wanted % 2 == 0:
            twins = [n for n in around(middle, True) if n not in taken and sol[n] == sol[middle]]
            if not twins:
                continue
            line.append(rng.choice(twins))
        while len(line) + 2 <= wanted:
            ends = [(a, b) for a in around(line[0], diagonal) for b in around(line[-1], diagonal)
                    if a != b and a not in taken and b not in taken and a not in line
                    and b not in line and sol[a] == sol[b]]
            if not ends:
                break
            a, b = rng.choice(ends)
            line = [a] + line + [b]
        if len(line) >= 3:
            lines.append(line)
            taken.update(line)
    return lines


def main(count, seed):
    rng = random.Random(seed)
    for _ in range(count):
        sol = find([0] * 81, [], mirrored, seed=rng.randrange(1 << 30))
        diagonal = rng.random() < 0.5
        lines = []
        while len(lines) < 2:
            lines = draw(sol, diagonal, rng)
        print_puzzle(sol, lines, mirrored, rng, "palindrome", "#CFCFCF")


main(int(sys.argv[1]), int(sys.argv[2]))
