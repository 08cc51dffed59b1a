"""Jigsaw: the regions, one number per cell, take the place of the boxes."""

REPLACES_BOXES = True


def constrain(model, cells, _box_rows, _box_cols, regions):
    for region in sorted(set(regions)):
        model.AddAllDifferent([cells[i] for i, r in enumerate(regions) if r == region])
