//! Sudoku X: both main diagonals are houses.

use super::{Fpuzzles, Mark, Rule};
use crate::model::units::House;

/// Sudoku X.
pub struct SudokuX;

impl Rule for SudokuX {
    fn name(&self) -> &'static str {
        "Sudoku X"
    }

    fn option_name(&self) -> &'static str {
        "x"
    }

    fn other_names(&self) -> &'static [&'static str] {
        &["diagonals"]
    }

    fn option_key(&self) -> &'static str {
        "new-puzzle-sudoku-x"
    }

    fn name_key(&self) -> &'static str {
        "rule-sudoku-x"
    }

    fn oracle_key(&self) -> &'static str {
        "diagonals"
    }

    fn houses(&self, box_rows: usize, box_cols: usize) -> Vec<(House, Vec<usize>)> {
        let n = box_rows * box_cols;
        vec![
            (House::Diagonal(0), (0..n).map(|i| i * n + i).collect()),
            (
                House::Diagonal(1),
                (0..n).map(|i| i * n + n - 1 - i).collect(),
            ),
        ]
    }

    fn house_word(&self) -> Option<&'static str> {
        Some("seen-diagonal")
    }

    fn fpuzzles(&self) -> Fpuzzles {
        Fpuzzles::Flags(&["diagonal+", "diagonal-"])
    }

    fn marks(&self) -> &'static [Mark] {
        &[Mark::Diagonals]
    }
}
