"""An independent oracle for variant puzzles: OR-Tools CP-SAT, sharing no code with the solver.

Reads one JSON object per line from the file given as the only argument:
  {"box": [rows, cols], "values": [0 or digit per cell, row by row],
   "diagonals": bool, "windows": bool, "regions": [region per cell] or null,
   "anti_knight": bool, "anti_king": bool, "parity": ["", "odd" or "even" per cell] or null,
   "cages": [{"cells": [cell, ...], "sum": number or null}, ...] or null}
and prints one line per puzzle: "unique <digits of the solution>", "none" or "multiple".
"""

import json
import sys

from ortools.sat.python import cp_model


def houses(puzzle, n):
    """Every group of n cells that holds each digit once."""
    box_rows, box_cols = puzzle["box"]
    groups = [[r * n + c for c in range(n)] for r in range(n)]
    groups += [[r * n + c for r in range(n)] for c in range(n)]
    regions = puzzle.get("regions")
    if regions:
        for region in sorted(set(regions)):
            groups.append([i for i in range(n * n) if regions[i] == region])
    else:
        for top in range(0, n, box_rows):
            for left in range(0, n, box_cols):
                groups.append(
                    [(top + r) * n + left + c for r in range(box_rows) for c in range(box_cols)]
                )
    if puzzle.get("diagonals"):
        groups.append([i * n + i for i in range(n)])
        groups.append([i * n + (n - 1 - i) for i in range(n)])
    if puzzle.get("windows"):
        tops = [s for s in range(1, n, box_rows + 1) if s + box_rows < n]
        lefts = [s for s in range(1, n, box_cols + 1) if s + box_cols < n]
        for top in tops:
            for left in lefts:
                groups.append(
                    [(top + r) * n + left + c for r in range(box_rows) for c in range(box_cols)]
                )
    return groups


def apart_pairs(puzzle, n):
    """Pairs of cells a knight's or king's move apart, when those rules are on."""
    steps = []
    if puzzle.get("anti_knight"):
        steps += [(1, 2), (2, 1), (1, -2), (2, -1)]
    if puzzle.get("anti_king"):
        steps += [(1, 1), (1, -1)]
    pairs = []
    for r in range(n):
        for c in range(n):
            for dr, dc in steps:
                r2, c2 = r + dr, c + dc
                if 0 <= r2 < n and 0 <= c2 < n:
                    pairs.append((r * n + c, r2 * n + c2))
    return pairs


def model_of(puzzle):
    box_rows, box_cols = puzzle["box"]
    n = box_rows * box_cols
    model = cp_model.CpModel()
    cells = [model.NewIntVar(1, n, f"c{i}") for i in range(n * n)]
    for group in houses(puzzle, n):
        model.AddAllDifferent([cells[i] for i in group])
    for a, b in apart_pairs(puzzle, n):
        model.Add(cells[a] != cells[b])
    for i, value in enumerate(puzzle["values"]):
        if value:
            model.Add(cells[i] == value)
    for cage in puzzle.get("cages") or []:
        members = [cells[i] for i in cage["cells"]]
        model.AddAllDifferent(members)
        if cage.get("sum") is not None:
            model.Add(sum(members) == cage["sum"])
    parity = puzzle.get("parity") or []
    for i, mark in enumerate(parity):
        if mark in ("odd", "even"):
            half = model.NewIntVar(0, n, f"h{i}")
            model.Add(cells[i] == 2 * half + (1 if mark == "odd" else 0))
    return model, cells


def solve(model, cells):
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    status = solver.Solve(model)
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return None
    return [solver.Value(c) for c in cells]


def main():
    with open(sys.argv[1], encoding="utf-8") as lines:
        for line in lines:
            puzzle = json.loads(line)
            model, cells = model_of(puzzle)
            first = solve(model, cells)
            if first is None:
                print("none")
                continue
            differs = []
            for i, value in enumerate(first):
                flag = model.NewBoolVar(f"d{i}")
                model.Add(cells[i] != value).OnlyEnforceIf(flag)
                model.Add(cells[i] == value).OnlyEnforceIf(flag.Not())
                differs.append(flag)
            model.AddBoolOr(differs)
            if solve(model, cells) is None:
                print("unique " + "".join(chr(ord("0") + v) if v < 10 else chr(ord("A") + v - 10) for v in first))
            else:
                print("multiple")


main()
