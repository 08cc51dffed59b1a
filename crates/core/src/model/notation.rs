//! How cells, groups, houses and lines are named: HoDoKu's `r4c5` (rows and columns numbered) or
//! SudokuWiki's `E5` (rows lettered A, B, C..., columns numbered). This is the one place that
//! names them; messages keep them typed until they are rendered.

use super::{Cell, Geometry, House};
use crate::i18n::Language;

/// A way of naming cells and rows.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Notation {
    /// `r4c5`, `row 4`: rows and columns numbered from 1 (HoDoKu's).
    #[default]
    RowColumn,
    /// `E5`, `row E`: rows lettered from A, columns numbered from 1 (SudokuWiki's).
    Letters,
}

impl Notation {
    /// Both notations.
    pub const ALL: [Notation; 2] = [Notation::RowColumn, Notation::Letters];

    /// How the setting is shown and stored: "r4c5" or "E5".
    pub fn name(self) -> &'static str {
        match self {
            Notation::RowColumn => "r4c5",
            Notation::Letters => "E5",
        }
    }

    /// The notation called `name` (see `name`).
    pub fn from_name(name: &str) -> Option<Notation> {
        Notation::ALL.into_iter().find(|n| n.name() == name)
    }

    /// The label of 0-based row `row`: "5", or "E".
    pub fn row_label(self, row: usize) -> String {
        match self {
            Notation::RowColumn => (row + 1).to_string(),
            Notation::Letters => row_letter(row).to_string(),
        }
    }

    /// The name of `cell` of `geometry`'s board: "r4c5" or "E5".
    pub fn cell_of(self, geometry: &Geometry, cell: Cell) -> String {
        self.cell(geometry.row_of(cell), geometry.col_of(cell))
    }

    /// The name of the cell in 0-based `row` and `col`: "r4c5" or "E5".
    pub fn cell(self, row: usize, col: usize) -> String {
        match self {
            Notation::RowColumn => format!("r{}c{}", row + 1, col + 1),
            Notation::Letters => format!("{}{}", row_letter(row), col + 1),
        }
    }

    /// The name of the cells in every pair of 0-based `rows` and `cols`: "r123c4" ("r1,2,3c4"
    /// on a `wide` board), or "ABC4" ("E5,6" on a wide board: letters need no commas).
    pub fn group(self, rows: &[usize], cols: &[usize], wide: bool) -> String {
        let separator = if wide { "," } else { "" };
        let numbers = |list: &[usize]| {
            list.iter()
                .map(|i| (i + 1).to_string())
                .collect::<Vec<_>>()
                .join(separator)
        };
        match self {
            Notation::RowColumn => format!("r{}c{}", numbers(rows), numbers(cols)),
            Notation::Letters => {
                let letters: String = rows.iter().map(|&row| row_letter(row)).collect();
                format!("{letters}{}", numbers(cols))
            }
        }
    }

    /// The name of a house: "row 4" or "row D"; columns, boxes, regions and windows keep their
    /// numbers; Sudoku X's diagonals are "the falling diagonal" (from the top left corner down to
    /// the right) and "the rising diagonal" (from the bottom left corner up to the right).
    pub fn house(self, house: House) -> String {
        self.house_in(house, Language::English)
    }

    /// The name of a house in `language`: "row 4", "Zeile 4" (see `house`).
    pub fn house_in(self, house: House, language: Language) -> String {
        let number = |i: u8| (usize::from(i) + 1).to_string();
        let (key, label) = match house {
            House::Row(i) => ("house-row", self.row_label(usize::from(i))),
            House::Col(i) => ("house-column", number(i)),
            House::Box(i) => ("house-box", number(i)),
            House::Region(i) => ("house-region", number(i)),
            House::Diagonal(0) => ("house-falling-diagonal", String::new()),
            House::Diagonal(_) => ("house-rising-diagonal", String::new()),
            House::Window(i) => ("house-window", number(i)),
        };
        language.text_with(key, &[("label", &label)])
    }

    /// Rows or columns named together: "rows 1, 4 and 7", "rows A, D or G", "columns 2 and 8".
    pub fn lines(self, rows: bool, indices: &[usize], joiner: Joiner) -> String {
        self.lines_in(rows, indices, joiner, Language::English)
    }

    /// Rows or columns named together in `language`: "Zeilen 1, 4 und 7" (see `lines`).
    pub fn lines_in(
        self,
        rows: bool,
        indices: &[usize],
        joiner: Joiner,
        language: Language,
    ) -> String {
        let labels: Vec<String> = indices
            .iter()
            .map(|&i| {
                if rows {
                    self.row_label(i)
                } else {
                    (i + 1).to_string()
                }
            })
            .collect();
        let key = if rows { "lines-rows" } else { "lines-columns" };
        let list = match labels.as_slice() {
            [] => String::new(),
            [one] => one.clone(),
            [init @ .., last] => format!("{}{}{last}", init.join(", "), joiner.words(language)),
        };
        language.text_with(key, &[("list", &list)])
    }
}

/// How the last item of a list is joined to the others.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Joiner {
    /// "a, b and c".
    And,
    /// "a, b or c".
    Or,
}

impl Joiner {
    /// The catalogue key of the words before the last item (" and ", " or ").
    pub fn key(self) -> &'static str {
        match self {
            Joiner::And => "list-and",
            Joiner::Or => "list-or",
        }
    }

    /// The words before the last item in `language`: " and ", " und ".
    pub fn words(self, language: Language) -> String {
        language.text(self.key())
    }
}

/// The letter of 0-based row `row`: 0 is A, 24 is Y.
fn row_letter(row: usize) -> char {
    char::from(b'A' + (row % 26) as u8)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_follow_the_notation() {
        assert_eq!(Notation::Letters.row_label(0), "A");
        assert_eq!(Notation::Letters.row_label(24), "Y");
        assert_eq!(Notation::RowColumn.row_label(8), "9");
        assert_eq!(Notation::from_name("E5"), Some(Notation::Letters));
        assert_eq!(Notation::from_name("e5"), None);
        assert_eq!(Notation::RowColumn.house(House::Box(4)), "box 5");
        assert_eq!(Notation::Letters.house(House::Col(4)), "column 5");
        assert_eq!(Notation::RowColumn.house(House::Region(0)), "region 1");
        assert_eq!(
            Notation::RowColumn.house(House::Diagonal(1)),
            "the rising diagonal"
        );
        assert_eq!(Notation::Letters.house(House::Window(3)), "window 4");
    }
}
