"""Sudoku X: each main diagonal holds every digit once."""


def constrain(model, cells, box_rows, box_cols, _on):
    n = box_rows * box_cols
    model.AddAllDifferent([cells[i * n + i] for i in range(n)])
    model.AddAllDifferent([cells[i * n + (n - 1 - i)] for i in range(n)])
