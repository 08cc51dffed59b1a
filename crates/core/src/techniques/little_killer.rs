//! Little Killer Sums: a little killer clue's diagonal is read as a cage whose digits may repeat
//! where no house holds two of its cells. A candidate goes when no filling of the diagonal's open
//! cells (a candidate in each, different where two share a house, adding up to what the placed
//! digits leave of the sum) puts it there; on a long diagonal, when the other cells' least or
//! largest digits leave it no room.

use super::cage_proof::Part;
use super::cages::{SumGroup, all_see_each_other, loose_sum_step, sum_step};
use crate::cancel::Cancel;
use crate::deduction::step::Step;
use crate::deduction::technique::Technique;
use crate::model::Grid;

/// The first little killer clue (in the board's order) whose diagonal leaves a candidate out;
/// nothing on a board without them, or once `cancel` is set.
pub(super) fn little_killer_sums(grid: &Grid, cancel: &Cancel) -> Option<Step> {
    let clues = grid.layout().variant().little_killers?;
    clues
        .iter()
        .take_while(|_| !cancel.is_set())
        .find_map(|clue| {
            let mut cells = clue.cells.clone();
            cells.sort_unstable();
            let group = SumGroup {
                technique: Technique::LittleKillerSums,
                cells,
                sum: clue.sum,
                noun: "cells",
                houses: Vec::new(),
                added: vec![Part::Diagonal(clue)],
                taken: Vec::new(),
            };
            match all_see_each_other(grid, &clue.cells) {
                true => sum_step(grid, &group),
                false => loose_sum_step(grid, &group),
            }
        })
}
