//! Little killer: clues outside the board, each a number with an arrow along a diagonal; the
//! diagonal's digits add up to the number, repeating where no house holds both cells.

use super::{Fpuzzles, Mark, Rule, RuleData};

/// Little killer.
pub struct LittleKiller;

impl Rule for LittleKiller {
    fn name(&self) -> &'static str {
        "little killer"
    }

    fn option_name(&self) -> &'static str {
        "littlekiller"
    }

    fn other_names(&self) -> &'static [&'static str] {
        &["little killers", "little killer sudoku", "little-killer"]
    }

    fn option_key(&self) -> &'static str {
        "new-puzzle-little-killer"
    }

    fn name_key(&self) -> &'static str {
        "rule-little-killer"
    }

    fn oracle_key(&self) -> &'static str {
        "littlekiller"
    }

    fn data(&self) -> RuleData {
        RuleData::Diagonals("little killer:")
    }

    fn fpuzzles(&self) -> Fpuzzles {
        Fpuzzles::Diagonals("littlekillersum")
    }

    fn marks(&self) -> &'static [Mark] {
        &[Mark::LittleKillers]
    }
}
