"""Renban: each renban line holds a run of consecutive digits, in any order, each once."""


def constrain(model, cells, _box_rows, _box_cols, renbans):
    for line in renbans:
        values = [cells[i] for i in line]
        model.AddAllDifferent(values)
        low = model.NewIntVar(1, 64, "")
        high = model.NewIntVar(1, 64, "")
        model.AddMinEquality(low, values)
        model.AddMaxEquality(high, values)
        model.Add(high - low == len(line) - 1)
