"""XV: an X's two cells add up to 10, a V's to 5; under the negative rule every two cells side by
side with neither letter between them add up to neither 10 nor 5. The data: {"x": [[a, b], ...],
"v": [...], "negative": ["x", "v"]}, cells as indices row by row."""


def constrain(model, cells, box_rows, box_cols, data):
    n = box_rows * box_cols
    lettered = set()
    for letter, total in (("x", 10), ("v", 5)):
        for a, b in data.get(letter, []):
            model.Add(cells[a] + cells[b] == total)
            lettered.add((min(a, b), max(a, b)))
    negative = data.get("negative", [])
    for i in range(n * n):
        r, c = divmod(i, n)
        for j in ([i + 1] if c + 1 < n else []) + ([i + n] if r + 1 < n else []):
            if (i, j) in lettered:
                continue
            if "x" in negative:
                model.Add(cells[i] + cells[j] != 10)
            if "v" in negative:
                model.Add(cells[i] + cells[j] != 5)
