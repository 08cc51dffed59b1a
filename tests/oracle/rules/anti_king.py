"""Anti-king: cells a chess king's move apart differ."""


def constrain(model, cells, box_rows, box_cols, _on):
    n = box_rows * box_cols
    for r in range(n):
        for c in range(n):
            for dr, dc in [(1, 1), (1, -1)]:
                r2, c2 = r + dr, c + dc
                if 0 <= r2 < n and 0 <= c2 < n:
                    model.Add(cells[r * n + c] != cells[r2 * n + c2])
