//! Odd/even: a cell marked with a circle holds an odd digit, one marked with a square an even one.

use super::{Fpuzzles, Mark, Rule, RuleData};

/// Odd/even.
pub struct OddEven;

impl Rule for OddEven {
    fn name(&self) -> &'static str {
        "odd/even"
    }

    fn option_name(&self) -> &'static str {
        "oddeven"
    }

    fn other_names(&self) -> &'static [&'static str] {
        &["odd-even"]
    }

    fn option_key(&self) -> &'static str {
        "new-puzzle-odd-even"
    }

    fn name_key(&self) -> &'static str {
        "rule-odd-even"
    }

    fn oracle_key(&self) -> &'static str {
        "parity"
    }

    fn data(&self) -> RuleData {
        RuleData::Parity("odd/even:")
    }

    fn fpuzzles(&self) -> Fpuzzles {
        Fpuzzles::Parity {
            odd: "odd",
            even: "even",
        }
    }

    fn marks(&self) -> &'static [Mark] {
        &[Mark::ParityShapes]
    }
}
