"""An independent oracle for variant puzzles: OR-Tools CP-SAT, sharing no code with the solver.

Reads one JSON object per line from the file given as the only argument:
  {"box": [rows, cols], "values": [0 or digit per cell, row by row],
   "rules": {key: data, ...}}
where each key names a rule's model in rules/<key>.py (a module with a function
constrain(model, cells, box_rows, box_cols, data), and REPLACES_BOXES = True when its houses
take the place of the boxes), and prints one line per puzzle: "unique <digits of the
solution>", "none" or "multiple".
"""

import importlib
import json
import pathlib
import sys

from ortools.sat.python import cp_model

sys.path.insert(0, str(pathlib.Path(__file__).parent))


def model_of(puzzle):
    box_rows, box_cols = puzzle["box"]
    n = box_rows * box_cols
    model = cp_model.CpModel()
    cells = [model.NewIntVar(1, n, f"c{i}") for i in range(n * n)]
    for r in range(n):
        model.AddAllDifferent([cells[r * n + c] for c in range(n)])
    for c in range(n):
        model.AddAllDifferent([cells[r * n + c] for r in range(n)])
    rules = {key: importlib.import_module(f"rules.{key}") for key in puzzle["rules"]}
    if not any(getattr(rule, "REPLACES_BOXES", False) for rule in rules.values()):
        for top in range(0, n, box_rows):
            for left in range(0, n, box_cols):
                model.AddAllDifferent(
                    [cells[(top + r) * n + left + c] for r in range(box_rows) for c in range(box_cols)]
                )
    for key, rule in rules.items():
        rule.constrain(model, cells, box_rows, box_cols, puzzle["rules"][key])
    for i, value in enumerate(puzzle["values"]):
        if value:
            model.Add(cells[i] == value)
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
