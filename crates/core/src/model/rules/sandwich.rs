//! Sandwich: clues outside the board at the start of rows and columns; the digits between the
//! row's (or column's) 1 and its largest digit add up to the number.

use super::{Fpuzzles, Mark, Rule, RuleData};

/// Sandwich.
pub struct Sandwich;

impl Rule for Sandwich {
    fn name(&self) -> &'static str {
        "sandwich"
    }

    fn option_name(&self) -> &'static str {
        "sandwich"
    }

    fn other_names(&self) -> &'static [&'static str] {
        &["sandwiches", "sandwich sudoku"]
    }

    fn option_key(&self) -> &'static str {
        "new-puzzle-sandwich"
    }

    fn name_key(&self) -> &'static str {
        "rule-sandwich"
    }

    fn oracle_key(&self) -> &'static str {
        "sandwich"
    }

    fn data(&self) -> RuleData {
        RuleData::Sandwiches("sandwich:")
    }

    fn fpuzzles(&self) -> Fpuzzles {
        Fpuzzles::Sandwiches("sandwichsum")
    }

    fn marks(&self) -> &'static [Mark] {
        &[Mark::Sandwiches]
    }
}
