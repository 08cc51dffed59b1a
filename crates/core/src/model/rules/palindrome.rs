//! Palindrome: each palindrome line reads the same both ways, so two cells as far from either end
//! hold the same digit.

use super::{Fpuzzles, Mark, Rule, RuleData};
use crate::model::lines::LineKind;

/// Palindrome.
pub struct Palindrome;

impl Rule for Palindrome {
    fn name(&self) -> &'static str {
        "palindrome"
    }

    fn option_name(&self) -> &'static str {
        "palindrome"
    }

    fn other_names(&self) -> &'static [&'static str] {
        &["palindromes", "palindrome lines", "palindrome sudoku"]
    }

    fn option_key(&self) -> &'static str {
        "new-puzzle-palindrome"
    }

    fn name_key(&self) -> &'static str {
        "rule-palindrome"
    }

    fn oracle_key(&self) -> &'static str {
        "palindrome"
    }

    fn data(&self) -> RuleData {
        RuleData::Lines {
            head: "palindrome:",
            kind: LineKind::Palindrome,
        }
    }

    fn fpuzzles(&self) -> Fpuzzles {
        Fpuzzles::Lines {
            key: "palindrome",
            kind: LineKind::Palindrome,
        }
    }

    fn marks(&self) -> &'static [Mark] {
        &[Mark::Palindromes]
    }
}
