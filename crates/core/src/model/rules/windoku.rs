//! Windoku: windows of the box shape, one row and one column apart and one cell in from the
//! edges, are houses.

use super::{Fpuzzles, Mark, Rule};
use crate::model::units::House;

/// Windoku.
pub struct Windoku;

impl Rule for Windoku {
    fn name(&self) -> &'static str {
        "Windoku"
    }

    fn option_name(&self) -> &'static str {
        "windoku"
    }

    fn other_names(&self) -> &'static [&'static str] {
        &["hyper"]
    }

    fn option_key(&self) -> &'static str {
        "new-puzzle-windoku"
    }

    fn name_key(&self) -> &'static str {
        "rule-windoku"
    }

    fn oracle_key(&self) -> &'static str {
        "windows"
    }

    fn houses(&self, box_rows: usize, box_cols: usize) -> Vec<(House, Vec<usize>)> {
        let n = box_rows * box_cols;
        let mut windows = Vec::new();
        for top in window_starts(n, box_rows) {
            for left in window_starts(n, box_cols) {
                let cells = (top..top + box_rows)
                    .flat_map(|row| (left..left + box_cols).map(move |col| row * n + col))
                    .collect();
                windows.push((House::Window(windows.len() as u8), cells));
            }
        }
        windows
    }

    fn house_word(&self) -> Option<&'static str> {
        Some("seen-window")
    }

    fn fpuzzles(&self) -> Fpuzzles {
        Fpuzzles::Houses {
            key: "extraregion",
            mismatch: "fpuzzles-extra-region",
        }
    }

    fn marks(&self) -> &'static [Mark] {
        &[Mark::WindowTint]
    }
}

/// The 0-based first rows (or columns) of the windows along one side of an `n`-cell board whose
/// windows are `side` cells long: one cell in from the edge, one cell apart, each ending at least
/// one cell before the far edge.
fn window_starts(n: usize, side: usize) -> Vec<usize> {
    (0..)
        .map(|i| 1 + i * (side + 1))
        .take_while(|start| start + side < n)
        .collect()
}
