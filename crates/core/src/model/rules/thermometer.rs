//! Thermometer: along each thermometer the digits strictly rise from its bulb to its tip.

use super::{Fpuzzles, Mark, Rule, RuleData};
use crate::model::lines::LineKind;

/// Thermometer.
pub struct Thermometer;

impl Rule for Thermometer {
    fn name(&self) -> &'static str {
        "thermometer"
    }

    fn option_name(&self) -> &'static str {
        "thermo"
    }

    fn other_names(&self) -> &'static [&'static str] {
        &["thermometers", "thermo sudoku"]
    }

    fn option_key(&self) -> &'static str {
        "new-puzzle-thermometer"
    }

    fn name_key(&self) -> &'static str {
        "rule-thermometer"
    }

    fn oracle_key(&self) -> &'static str {
        "thermometers"
    }

    fn data(&self) -> RuleData {
        RuleData::Lines {
            head: "thermometers:",
            kind: LineKind::Thermometer,
        }
    }

    fn fpuzzles(&self) -> Fpuzzles {
        Fpuzzles::Lines {
            key: "thermometer",
            kind: LineKind::Thermometer,
        }
    }

    fn marks(&self) -> &'static [Mark] {
        &[Mark::Thermometers]
    }
}
