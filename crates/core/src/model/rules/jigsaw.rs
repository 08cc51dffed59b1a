//! Jigsaw: irregular regions of `n` joined cells take the place of the boxes.

use super::{Fpuzzles, Mark, Rule, RuleData};

/// Jigsaw.
pub struct Jigsaw;

impl Rule for Jigsaw {
    fn name(&self) -> &'static str {
        "Jigsaw"
    }

    fn option_name(&self) -> &'static str {
        "jigsaw"
    }

    fn option_key(&self) -> &'static str {
        "new-puzzle-jigsaw"
    }

    fn name_key(&self) -> &'static str {
        "rule-jigsaw"
    }

    fn oracle_key(&self) -> &'static str {
        "regions"
    }

    fn data(&self) -> RuleData {
        RuleData::Regions("regions:")
    }

    fn fpuzzles(&self) -> Fpuzzles {
        Fpuzzles::Regions
    }

    fn marks(&self) -> &'static [Mark] {
        &[Mark::RegionBorders]
    }
}
