"""Thermometer: along each thermometer (its cells listed from the bulb) the digits strictly rise."""


def constrain(model, cells, _box_rows, _box_cols, thermometers):
    for thermometer in thermometers:
        for lower, higher in zip(thermometer, thermometer[1:]):
            model.Add(cells[lower] < cells[higher])
