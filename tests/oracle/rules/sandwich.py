"""Sandwich: a clue left of a row or above a column; the digits strictly between that row's (or
column's) 1 and its largest digit n add up to the clue's sum."""


def constrain(model, cells, box_rows, box_cols, clues):
    n = box_rows * box_cols
    for number, clue in enumerate(clues):
        k = clue["index"]
        if clue["house"] == "row":
            line = [cells[k * n + i] for i in range(n)]
        else:
            line = [cells[i * n + k] for i in range(n)]
        tag = f"sw{number}"
        one_at = model.NewIntVar(0, n - 1, f"{tag}_one")
        top_at = model.NewIntVar(0, n - 1, f"{tag}_top")
        for i, cell in enumerate(line):
            is_one = model.NewBoolVar(f"{tag}_is1_{i}")
            model.Add(cell == 1).OnlyEnforceIf(is_one)
            model.Add(cell != 1).OnlyEnforceIf(is_one.Not())
            model.Add(one_at == i).OnlyEnforceIf(is_one)
            is_top = model.NewBoolVar(f"{tag}_isn_{i}")
            model.Add(cell == n).OnlyEnforceIf(is_top)
            model.Add(cell != n).OnlyEnforceIf(is_top.Not())
            model.Add(top_at == i).OnlyEnforceIf(is_top)
        low = model.NewIntVar(0, n - 1, f"{tag}_low")
        high = model.NewIntVar(0, n - 1, f"{tag}_high")
        model.AddMinEquality(low, [one_at, top_at])
        model.AddMaxEquality(high, [one_at, top_at])
        parts = []
        for i, cell in enumerate(line):
            after_low = model.NewBoolVar(f"{tag}_after_{i}")
            model.Add(low < i).OnlyEnforceIf(after_low)
            model.Add(low >= i).OnlyEnforceIf(after_low.Not())
            before_high = model.NewBoolVar(f"{tag}_before_{i}")
            model.Add(high > i).OnlyEnforceIf(before_high)
            model.Add(high <= i).OnlyEnforceIf(before_high.Not())
            inside = model.NewBoolVar(f"{tag}_in_{i}")
            model.AddBoolAnd([after_low, before_high]).OnlyEnforceIf(inside)
            model.AddBoolOr([after_low.Not(), before_high.Not()]).OnlyEnforceIf(inside.Not())
            part = model.NewIntVar(0, n, f"{tag}_part_{i}")
            model.Add(part == cell).OnlyEnforceIf(inside)
            model.Add(part == 0).OnlyEnforceIf(inside.Not())
            parts.append(part)
        model.Add(sum(parts) == clue["sum"])
