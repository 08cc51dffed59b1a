"""Odd/even: a cell marked "odd" holds an odd digit, one marked "even" an even one."""


def constrain(model, cells, box_rows, box_cols, marks):
    n = box_rows * box_cols
    for i, mark in enumerate(marks):
        if mark in ("odd", "even"):
            half = model.NewIntVar(0, n, f"h{i}")
            model.Add(cells[i] == 2 * half + (1 if mark == "odd" else 0))
