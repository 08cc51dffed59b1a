#!/usr/bin/env python3
"""Compare Sudoku Stepper's solve path and ratings with HoDoKu's, position by position.

HoDoKu's solver is used as an oracle through the `hodoku-py` package (`pip install hodoku-py`).
Nothing of it is copied here: this script only asks it for its next step and its rating.

    python3 examples/compare_hodoku.py path PUZZLES [--limit N] [--every K]
        For each puzzle, follows our default path (`sudoku-stepper solve --json`) and, at every
        position where we take a step that is not a single, asks HoDoKu for its next step at the
        same position (same placed digits, same candidates). Reports, per technique of ours, how
        often HoDoKu uses the same technique and the same eliminations (or placements).

    python3 examples/compare_hodoku.py rate PUZZLES [--limit N] [--every K]
        Rates every puzzle with both solvers: same level, score ratio.

    python3 examples/compare_hodoku.py speed PUZZLES [--limit N] [--every K]
        Times both solvers solving every puzzle logically, one thread each: HoDoKu's `solve` in
        this process, then ours (`sudoku-stepper bench logic --threads 1`, the best of three runs,
        parsing and counting included). Prints each total and how many times faster ours is.

    python3 examples/compare_hodoku.py generate OUT --per-level N [--seed S]
        Writes N HoDoKu-generated puzzles of each level Easy, Medium, Hard, Unfair (one per line,
        the level after a space) for `rate`.

PUZZLES is a collection file (one 81-character puzzle per line, `#` comments and text after the
puzzle ignored). `--every K` takes every K-th puzzle, `--limit N` stops after N puzzles.
`--binary` names the sudoku-stepper binary (default: target/release/sudoku-stepper).
"""

import argparse
import json
import random
import re
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict

from hodoku import Generator, Solver
from hodoku.config import DEFAULT_CONFIG
from hodoku.core.grid import Grid
from hodoku.core.types import DifficultyType
from hodoku.generator.generator import SudokuGenerator
from hodoku.solver.step_finder import SudokuStepFinder

SINGLES = {"Candidate Elimination", "Full House", "Naked Single", "Hidden Single"}

# HoDoKu's step types whose name is not our name written in its own words.
NAMES = {
    "LOCKED_CANDIDATES_1": "Locked Candidates Type 1 (Pointing)",
    "LOCKED_CANDIDATES_2": "Locked Candidates Type 2 (Claiming)",
    "BUG_PLUS_1": "BUG+1",
    "TWO_STRING_KITE": "2-String Kite",
    "DUAL_TWO_STRING_KITE": "2-String Kite",
    "DUAL_EMPTY_RECTANGLE": "Empty Rectangle",
    "X_CHAIN": "X-Chain",
    "XY_CHAIN": "XY-Chain",
    "X_WING": "X-Wing",
    "W_WING": "W-Wing",
    "XY_WING": "XY-Wing",
    "XYZ_WING": "XYZ-Wing",
    "WXYZ_WING": "WXYZ-Wing",
    "ALS_XZ": "ALS-XZ",
    "ALS_XY_WING": "ALS-XY-Wing",
    "ALS_XY_CHAIN": "ALS-XY-Chain",
    "SIMPLE_COLORS_TRAP": "Simple Colors",
    "SIMPLE_COLORS_WRAP": "Simple Colors",
    "MULTI_COLORS_1": "Multi Colors",
    "MULTI_COLORS_2": "Multi Colors",
    "CONTINUOUS_NICE_LOOP": "Nice Loop/AIC",
    "DISCONTINUOUS_NICE_LOOP": "Nice Loop/AIC",
    "AIC": "Nice Loop/AIC",
    "GROUPED_CONTINUOUS_NICE_LOOP": "Grouped Nice Loop/AIC",
    "GROUPED_DISCONTINUOUS_NICE_LOOP": "Grouped Nice Loop/AIC",
    "GROUPED_AIC": "Grouped Nice Loop/AIC",
    "FORCING_CHAIN_CONTRADICTION": "Forcing Chain",
    "FORCING_CHAIN_VERITY": "Forcing Chain",
    "FORCING_NET_CONTRADICTION": "Forcing Net",
    "FORCING_NET_VERITY": "Forcing Net",
    "SUE_DE_COQ": "Sue de Coq",
    "UNIQUENESS_1": "Uniqueness Test 1",
    "UNIQUENESS_2": "Uniqueness Test 2",
    "UNIQUENESS_3": "Uniqueness Test 3",
    "UNIQUENESS_4": "Uniqueness Test 4",
    "UNIQUENESS_5": "Uniqueness Test 5",
    "UNIQUENESS_6": "Uniqueness Test 6",
    "AVOIDABLE_RECTANGLE_1": "Avoidable Rectangle Type 1",
    "AVOIDABLE_RECTANGLE_2": "Avoidable Rectangle Type 2",
}

LEVELS = ["Easy", "Medium", "Hard", "Unfair", "Extreme"]


def our_name(step_type):
    """Our name for one of HoDoKu's step types."""
    name = step_type.name
    if name in NAMES:
        return NAMES[name]
    words = name.split("_")
    return " ".join(w.capitalize() for w in words).replace(" X Wing", " X-Wing")


def read_puzzles(path, every, limit):
    """The puzzles of a collection file, every `every`-th one, at most `limit`."""
    puzzles = []
    with open(path) as lines:
        for line in lines:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            puzzles.append(line.split()[0][:81])
    puzzles = puzzles[::every]
    return puzzles[:limit] if limit else puzzles


def our_paths(binary, puzzles):
    """Our default solve path of each puzzle: a list of steps (dicts) and the result line."""
    with tempfile.NamedTemporaryFile("w", suffix=".txt") as collection:
        collection.write("\n".join(puzzles) + "\n")
        collection.flush()
        out = subprocess.run(
            [binary, "solve", "--json", collection.name],
            capture_output=True, text=True, check=True,
        ).stdout
    paths = [[[], None] for _ in puzzles]
    for line in out.splitlines():
        record = json.loads(line)
        if "step" in record:
            paths[record["puzzle"]][0].append(record)
        else:
            paths[record["puzzle"]][1] = record
    return paths


def index(row, col):
    """HoDoKu's cell index of a 1-based row and column."""
    return (row - 1) * 9 + (col - 1)


def hodoku_step(grid):
    """HoDoKu's next step at the position of `grid` (None when it finds none)."""
    finder = SudokuStepFinder(grid, DEFAULT_CONFIG.solve_search)
    for config in DEFAULT_CONFIG.solver_steps:
        step = finder.get_step(config.solution_type)
        if step is not None:
            return step
    return None


def effect_of_hodoku(step):
    """HoDoKu's step as (placements, eliminations), each a frozenset of (index, digit)."""
    placed = frozenset(zip(step.indices, step.values)) if not step.candidates_to_delete else frozenset()
    removed = frozenset((c.index, c.value) for c in step.candidates_to_delete)
    return placed, removed


def effect_of_ours(step):
    """Our step as (placements, eliminations); a placement's peer clean-up is left out."""
    placed = frozenset((index(r, c), d) for r, c, d in step["placements"])
    removed = frozenset() if placed else frozenset(
        (index(r, c), d) for r, c, d in step["eliminations"])
    return placed, removed


def same_effect_on(grid, theirs, ours):
    """Whether two effects do the same to `grid`: equal, or one places a digit where the other
    removes every other candidate of that cell (HoDoKu writes a loop that proves a digit so)."""
    if theirs == ours:
        return True

    def as_removals(effect):
        placed, removed = effect
        if len(placed) != 1:
            return removed
        ((cell, digit),) = placed
        return frozenset((cell, d) for d in grid.get_candidates(cell) if d != digit)

    return as_removals(theirs) == as_removals(ours)


def apply_ours(grid, step):
    """Plays one of our steps on HoDoKu's grid."""
    for r, c, d in step["placements"]:
        if grid.get_value(index(r, c)) == 0:
            grid.set_cell(index(r, c), d)
    for r, c, d in step["eliminations"]:
        if grid.get_value(index(r, c)) == 0 and d in grid.get_candidates(index(r, c)):
            grid.del_candidate(index(r, c), d)


def compare_path(args):
    """The `path` command."""
    puzzles = read_puzzles(args.puzzles, args.every, args.limit)
    paths = our_paths(args.binary, puzzles)
    per_technique = defaultdict(Counter)
    confusion = Counter()
    positions = same_technique = same_effect = 0
    for number, (puzzle, (steps, _)) in enumerate(zip(puzzles, paths)):
        grid = Grid()
        grid.set_sudoku(puzzle)
        for step in steps:
            ours = step["technique"]
            if ours not in SINGLES:
                theirs = hodoku_step(grid)
                their_name = our_name(theirs.type) if theirs else "(none)"
                positions += 1
                counts = per_technique[ours]
                counts["positions"] += 1
                if their_name == ours:
                    same_technique += 1
                    counts["same technique"] += 1
                    if same_effect_on(grid, effect_of_hodoku(theirs), effect_of_ours(step)):
                        same_effect += 1
                        counts["same effect"] += 1
                else:
                    confusion[(ours, their_name)] += 1
                    if args.verbose:
                        print(f"puzzle {number + 1} step {step['step']}: ours {ours}, "
                              f"HoDoKu {their_name}: {theirs}", file=sys.stderr)
            apply_ours(grid, step)
    print(f"{len(puzzles)} puzzles, {positions} non-single positions")
    if positions:
        print(f"same technique: {same_technique} ({100 * same_technique / positions:.1f}%)")
        print(f"same technique and effect: {same_effect} ({100 * same_effect / positions:.1f}%)")
    print(f"\n{'our technique':40} {'positions':>9} {'same tech':>9} {'same effect':>11}")
    for name, counts in sorted(per_technique.items(), key=lambda kv: -kv[1]["positions"]):
        print(f"{name:40} {counts['positions']:9} {counts['same technique']:9} "
              f"{counts['same effect']:11}")
    print("\nmost frequent differences (ours -> HoDoKu's):")
    for (ours, theirs), count in confusion.most_common(args.top):
        print(f"{count:6}  {ours} -> {theirs}")


def our_ratings(binary, puzzles):
    """Our (level, score) of each puzzle, from the result lines of `solve --json`."""
    return [(result["level"], result["score"]) for _, result in our_paths(binary, puzzles)]


def compare_rate(args):
    """The `rate` command."""
    puzzles = read_puzzles(args.puzzles, args.every, args.limit)
    solver = Solver()
    ours = our_ratings(args.binary, puzzles)
    same_level = within_ten = 0
    ratios = []
    by_level = defaultdict(Counter)
    for number, (puzzle, (level, score)) in enumerate(zip(puzzles, ours)):
        theirs = solver.rate(puzzle)
        their_level = theirs.level.name.capitalize()
        by_level[their_level]["puzzles"] += 1
        if level == their_level:
            same_level += 1
            by_level[their_level]["same level"] += 1
        ratio = score / theirs.score if theirs.score else float("inf")
        ratios.append(ratio)
        if abs(ratio - 1) <= 0.10:
            within_ten += 1
            by_level[their_level]["within 10%"] += 1
        if args.verbose:
            print(f"puzzle {number + 1}: ours {level} {score}, HoDoKu {their_level} "
                  f"{theirs.score}", file=sys.stderr)
    count = len(puzzles)
    ratios.sort()
    print(f"{count} puzzles: same level {same_level} ({100 * same_level / count:.1f}%), "
          f"score within 10% {within_ten} ({100 * within_ten / count:.1f}%), "
          f"score ratio median {ratios[count // 2]:.2f}, range {ratios[0]:.2f}-{ratios[-1]:.2f}")
    for level in LEVELS:
        counts = by_level.get(level)
        if counts:
            print(f"  HoDoKu {level:8} {counts['puzzles']:4} puzzles: same level "
                  f"{counts['same level']}, within 10% {counts['within 10%']}")


def compare_speed(args):
    """The `speed` command."""
    puzzles = read_puzzles(args.puzzles, args.every, args.limit)
    solver = Solver()
    solver.solve(puzzles[0])
    begin = time.perf_counter()
    for puzzle in puzzles:
        solver.solve(puzzle)
    theirs = time.perf_counter() - begin
    with tempfile.NamedTemporaryFile("w", suffix=".txt") as collection:
        collection.write("\n".join(puzzles) + "\n")
        collection.flush()
        runs = []
        for _ in range(3):
            line = subprocess.run(
                [args.binary, "bench", "logic", collection.name, "--threads", "1"],
                capture_output=True, text=True, check=True,
            ).stdout
            runs.append(float(re.search(r" ([0-9.]+) puzzles/s", line).group(1)))
    count = len(puzzles)
    ours = count / max(runs)
    print(f"{count} puzzles: HoDoKu {theirs:.3f} s ({1000 * theirs / count:.2f} ms each), "
          f"ours {ours:.3f} s ({1000 * ours / count:.3f} ms each): {theirs / ours:.0f}x")


def generate(args):
    """The `generate` command."""
    generator = Generator()
    generator._generator = SudokuGenerator(random.Random(args.seed))
    with open(args.out, "w") as out:
        for level in [DifficultyType.EASY, DifficultyType.MEDIUM, DifficultyType.HARD,
                      DifficultyType.UNFAIR]:
            for _ in range(args.per_level):
                puzzle = generator.generate(difficulty=level)
                out.write(f"{puzzle} {level.name.capitalize()}\n")
                out.flush()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    for name in ("path", "rate", "speed"):
        command = commands.add_parser(name)
        command.add_argument("puzzles")
        command.add_argument("--binary", default="target/release/sudoku-stepper")
        command.add_argument("--limit", type=int, default=0)
        command.add_argument("--every", type=int, default=1)
        command.add_argument("--top", type=int, default=25)
        command.add_argument("--verbose", action="store_true")
    command = commands.add_parser("generate")
    command.add_argument("out")
    command.add_argument("--per-level", type=int, default=10)
    command.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    run = {"path": compare_path, "rate": compare_rate, "speed": compare_speed,
           "generate": generate}
    run[args.command](args)


if __name__ == "__main__":
    main()
