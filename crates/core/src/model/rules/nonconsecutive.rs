//! Non-consecutive: no two cells side by side hold consecutive digits (digits that differ by 1).

use super::{Fpuzzles, Rule};
use crate::model::lines::LineKind;

/// Non-consecutive.
pub struct Nonconsecutive;

impl Rule for Nonconsecutive {
    fn name(&self) -> &'static str {
        "non-consecutive"
    }

    fn option_name(&self) -> &'static str {
        "nonconsecutive"
    }

    fn other_names(&self) -> &'static [&'static str] {
        &["nonconsecutive sudoku", "non-consecutive sudoku"]
    }

    fn option_key(&self) -> &'static str {
        "new-puzzle-nonconsecutive"
    }

    fn name_key(&self) -> &'static str {
        "rule-nonconsecutive"
    }

    fn oracle_key(&self) -> &'static str {
        "nonconsecutive"
    }

    fn neighbours(&self) -> Option<LineKind> {
        Some(LineKind::Nonconsecutive)
    }

    fn fpuzzles(&self) -> Fpuzzles {
        Fpuzzles::Flags(&["nonconsecutive"])
    }
}
