//! Killer: cages whose digits all differ and add up to the cage's sum.

use super::{Fpuzzles, Mark, Rule, RuleData};

/// Killer.
pub struct Killer;

impl Rule for Killer {
    fn name(&self) -> &'static str {
        "Killer"
    }

    fn option_name(&self) -> &'static str {
        "killer"
    }

    fn option_key(&self) -> &'static str {
        "new-puzzle-killer"
    }

    fn name_key(&self) -> &'static str {
        "rule-killer"
    }

    fn oracle_key(&self) -> &'static str {
        "cages"
    }

    fn data(&self) -> RuleData {
        RuleData::Cages("cages:")
    }

    fn fpuzzles(&self) -> Fpuzzles {
        Fpuzzles::Cages(&["killercage", "cage"])
    }

    fn marks(&self) -> &'static [Mark] {
        &[Mark::CageOutlines]
    }
}
