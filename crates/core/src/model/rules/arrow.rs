//! Arrow: the digits along each arrow's shaft add up to the number in its circle.

use super::{Fpuzzles, Mark, Rule, RuleData};

/// Arrow.
pub struct Arrow;

impl Rule for Arrow {
    fn name(&self) -> &'static str {
        "arrow"
    }

    fn option_name(&self) -> &'static str {
        "arrow"
    }

    fn other_names(&self) -> &'static [&'static str] {
        &["arrows", "arrow sudoku"]
    }

    fn option_key(&self) -> &'static str {
        "new-puzzle-arrow"
    }

    fn name_key(&self) -> &'static str {
        "rule-arrow"
    }

    fn oracle_key(&self) -> &'static str {
        "arrows"
    }

    fn data(&self) -> RuleData {
        RuleData::Arrows("arrows:")
    }

    fn fpuzzles(&self) -> Fpuzzles {
        Fpuzzles::Arrows("arrow")
    }

    fn marks(&self) -> &'static [Mark] {
        &[Mark::Arrows]
    }
}
