//! XV: an X between two cells side by side says their digits add up to 10, a V that they add up
//! to 5; with the negative rule on, every pair side by side with no letter between them adds up
//! to neither.

use super::{Fpuzzles, Mark, PairMark, PairMarks, Rule, RuleData};
use crate::model::lines::LineKind;

/// XV.
pub struct Xv;

/// The X and V letters. f-puzzles lists both under one key, the item's `value` telling them
/// apart, and one name in its `negative` list turns both negative rules on.
static LETTERS: PairMarks = PairMarks {
    head: "xv:",
    marks: &[
        PairMark {
            word: "x",
            kind: LineKind::X,
            negative: LineKind::NoX,
            fpuzzles_key: "xv",
            fpuzzles_value: "X",
            reading_key: "reading-x",
        },
        PairMark {
            word: "v",
            kind: LineKind::V,
            negative: LineKind::NoV,
            fpuzzles_key: "xv",
            fpuzzles_value: "V",
            reading_key: "reading-v",
        },
    ],
};

impl Rule for Xv {
    fn name(&self) -> &'static str {
        "XV"
    }

    fn option_name(&self) -> &'static str {
        "xv"
    }

    fn other_names(&self) -> &'static [&'static str] {
        &["xv sudoku"]
    }

    fn option_key(&self) -> &'static str {
        "new-puzzle-xv"
    }

    fn name_key(&self) -> &'static str {
        "rule-xv"
    }

    fn oracle_key(&self) -> &'static str {
        "xv"
    }

    fn data(&self) -> RuleData {
        RuleData::Pairs(&LETTERS)
    }

    fn fpuzzles(&self) -> Fpuzzles {
        Fpuzzles::Pairs(&LETTERS)
    }

    fn marks(&self) -> &'static [Mark] {
        &[Mark::XvLetters]
    }
}
