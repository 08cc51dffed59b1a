//! Renban: each renban line holds a run of consecutive digits, in any order, none twice.

use super::{Fpuzzles, Mark, Rule, RuleData};
use crate::model::lines::LineKind;

/// Renban.
pub struct Renban;

impl Rule for Renban {
    fn name(&self) -> &'static str {
        "renban"
    }

    fn option_name(&self) -> &'static str {
        "renban"
    }

    fn other_names(&self) -> &'static [&'static str] {
        &["renban lines", "renban sudoku"]
    }

    fn option_key(&self) -> &'static str {
        "new-puzzle-renban"
    }

    fn name_key(&self) -> &'static str {
        "rule-renban"
    }

    fn oracle_key(&self) -> &'static str {
        "renban"
    }

    fn data(&self) -> RuleData {
        RuleData::Lines {
            head: "renban:",
            kind: LineKind::Renban,
        }
    }

    fn fpuzzles(&self) -> Fpuzzles {
        Fpuzzles::Lines {
            key: "renban",
            kind: LineKind::Renban,
        }
    }

    fn marks(&self) -> &'static [Mark] {
        &[Mark::Renban]
    }
}
