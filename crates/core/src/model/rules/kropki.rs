//! Kropki: a white dot between two cells side by side says their digits are consecutive, a black
//! dot that one is double the other; with a dot's negative rule on, every pair side by side with
//! no dot between them has neither relation of that dot.

use super::{Fpuzzles, Mark, PairMark, PairMarks, Rule, RuleData};
use crate::model::lines::LineKind;

/// Kropki.
pub struct Kropki;

/// The white and black dots.
static DOTS: PairMarks = PairMarks {
    head: "kropki:",
    marks: &[
        PairMark {
            word: "white",
            kind: LineKind::WhiteDot,
            negative: LineKind::NoWhiteDot,
            fpuzzles_key: "difference",
            fpuzzles_value: "1",
            reading_key: "reading-white-dot",
        },
        PairMark {
            word: "black",
            kind: LineKind::BlackDot,
            negative: LineKind::NoBlackDot,
            fpuzzles_key: "ratio",
            fpuzzles_value: "2",
            reading_key: "reading-black-dot",
        },
    ],
};

impl Rule for Kropki {
    fn name(&self) -> &'static str {
        "Kropki"
    }

    fn option_name(&self) -> &'static str {
        "kropki"
    }

    fn other_names(&self) -> &'static [&'static str] {
        &["kropki sudoku", "dots"]
    }

    fn option_key(&self) -> &'static str {
        "new-puzzle-kropki"
    }

    fn name_key(&self) -> &'static str {
        "rule-kropki"
    }

    fn oracle_key(&self) -> &'static str {
        "kropki"
    }

    fn data(&self) -> RuleData {
        RuleData::Pairs(&DOTS)
    }

    fn fpuzzles(&self) -> Fpuzzles {
        Fpuzzles::Pairs(&DOTS)
    }

    fn marks(&self) -> &'static [Mark] {
        &[Mark::KropkiDots]
    }
}
