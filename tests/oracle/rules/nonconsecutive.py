"""Non-consecutive: no two cells side by side hold digits that differ by 1."""


def constrain(model, cells, box_rows, box_cols, _on):
    n = box_rows * box_cols
    for i in range(n * n):
        r, c = divmod(i, n)
        for j in ([i + 1] if c + 1 < n else []) + ([i + n] if r + 1 < n else []):
            gap = model.NewIntVar(-n, n, "")
            model.Add(gap == cells[i] - cells[j])
            model.AddAbsEquality(model.NewIntVar(2, n, ""), gap)
