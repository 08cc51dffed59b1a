"""Kropki: a white dot's two cells hold consecutive digits, a black dot's a digit and its
double; under a dot's negative rule every two cells side by side with no dot between them hold
neither relation of that dot. The data: {"white": [[a, b], ...], "black": [...],
"negative": ["white", "black"]}, cells as indices row by row."""


def constrain(model, cells, box_rows, box_cols, data):
    n = box_rows * box_cols
    digits = range(1, n + 1)
    consecutive = [(a, b) for a in digits for b in digits if abs(a - b) == 1]
    double = [(a, b) for a in digits for b in digits if a == 2 * b or b == 2 * a]
    dotted = set()
    for a, b in data.get("white", []):
        model.AddAllowedAssignments([cells[a], cells[b]], consecutive)
        dotted.add((min(a, b), max(a, b)))
    for a, b in data.get("black", []):
        model.AddAllowedAssignments([cells[a], cells[b]], double)
        dotted.add((min(a, b), max(a, b)))
    negative = data.get("negative", [])
    for i in range(n * n):
        r, c = divmod(i, n)
        for j in ([i + 1] if c + 1 < n else []) + ([i + n] if r + 1 < n else []):
            if (i, j) in dotted:
                continue
            if "white" in negative:
                model.AddForbiddenAssignments([cells[i], cells[j]], consecutive)
            if "black" in negative:
                model.AddForbiddenAssignments([cells[i], cells[j]], double)
