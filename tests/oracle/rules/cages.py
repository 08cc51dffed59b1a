"""Killer: a cage's digits differ and, when it has a sum, add up to it."""


def constrain(model, cells, _box_rows, _box_cols, cages):
    for cage in cages:
        members = [cells[i] for i in cage["cells"]]
        model.AddAllDifferent(members)
        if cage.get("sum") is not None:
            model.Add(sum(members) == cage["sum"])
