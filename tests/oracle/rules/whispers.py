"""German whispers: along each whisper line, cells next to each other hold digits 5 or more apart."""


def constrain(model, cells, _box_rows, _box_cols, whispers):
    for whisper in whispers:
        for first, second in zip(whisper, whisper[1:]):
            gap = model.NewIntVar(0, 64, "")
            model.AddAbsEquality(gap, cells[first] - cells[second])
            model.Add(gap >= 5)
