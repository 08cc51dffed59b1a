"""Palindrome: each palindrome line reads the same both ways."""


def constrain(model, cells, _box_rows, _box_cols, palindromes):
    for line in palindromes:
        for i in range(len(line) // 2):
            model.Add(cells[line[i]] == cells[line[-1 - i]])
