//! German whispers: along each whisper line, the digits of cells next to each other on it differ
//! by 5 or more.

use super::{Fpuzzles, Mark, Rule, RuleData};
use crate::model::lines::LineKind;

/// German whispers.
pub struct Whispers;

impl Rule for Whispers {
    fn name(&self) -> &'static str {
        "German whispers"
    }

    fn option_name(&self) -> &'static str {
        "whispers"
    }

    fn other_names(&self) -> &'static [&'static str] {
        &["whisper", "german whisper", "german whispers sudoku"]
    }

    fn option_key(&self) -> &'static str {
        "new-puzzle-whispers"
    }

    fn name_key(&self) -> &'static str {
        "rule-whispers"
    }

    fn oracle_key(&self) -> &'static str {
        "whispers"
    }

    fn data(&self) -> RuleData {
        RuleData::Lines {
            head: "whispers:",
            kind: LineKind::Whisper,
        }
    }

    fn fpuzzles(&self) -> Fpuzzles {
        Fpuzzles::Lines {
            key: "whispers",
            kind: LineKind::Whisper,
        }
    }

    fn marks(&self) -> &'static [Mark] {
        &[Mark::Whispers]
    }
}
