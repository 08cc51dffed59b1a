"""Windoku: box-shaped windows, one cell in from the edges and one cell apart, hold every digit once."""


def constrain(model, cells, box_rows, box_cols, _on):
    n = box_rows * box_cols
    tops = [s for s in range(1, n, box_rows + 1) if s + box_rows < n]
    lefts = [s for s in range(1, n, box_cols + 1) if s + box_cols < n]
    for top in tops:
        for left in lefts:
            model.AddAllDifferent(
                [cells[(top + r) * n + left + c] for r in range(box_rows) for c in range(box_cols)]
            )
