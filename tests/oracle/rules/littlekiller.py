"""Little killer: each clue outside the board, at a 0-based place one step off an edge, points
along a diagonal; the digits of the cells it passes, to the far edge, add up to its sum."""

STEPS = {"UL": (-1, -1), "UR": (-1, 1), "DL": (1, -1), "DR": (1, 1)}


def diagonal(place, direction, n):
    dr, dc = STEPS[direction]
    r, c = place[0] + dr, place[1] + dc
    cells = []
    while 0 <= r < n and 0 <= c < n:
        cells.append(r * n + c)
        r, c = r + dr, c + dc
    return cells


def constrain(model, cells, box_rows, box_cols, clues):
    n = box_rows * box_cols
    for clue in clues:
        line = diagonal(clue["place"], clue["direction"], n)
        model.Add(sum(cells[i] for i in line) == clue["sum"])
