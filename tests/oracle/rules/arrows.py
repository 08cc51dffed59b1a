"""Arrow: the digits along each arrow's shaft add up to the number in its circle (a pill of
several cells reads its digits as one decimal number, first cell first)."""


def constrain(model, cells, _box_rows, _box_cols, arrows):
    for arrow in arrows:
        circle = [cells[i] for i in arrow["circle"]]
        number = circle[0]
        for digit in circle[1:]:
            number = number * 10 + digit
        model.Add(sum(cells[i] for i in arrow["shaft"]) == number)
