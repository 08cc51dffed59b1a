//! XV Pairs: an X joins two digits that add up to 10, a V two that add up to 5; with the negative
//! rule on ("all X and V are given"), two cells side by side with no letter between them add up
//! to neither. Each digit of one cell needs a partner in the other cell that keeps the pair's
//! sum, a different digit (the cells share a row or a column, so an X never holds 5 and 5), and a
//! digit with none goes.

use super::pair_marks::pair_steps;
use crate::deduction::step::Step;
use crate::deduction::technique::Technique;
use crate::model::{Grid, LineKind};

/// The kinds of pair, in the order their steps are looked for: the letters first, then the
/// unmarked pairs of the negative rule.
const KINDS: [LineKind; 4] = [LineKind::X, LineKind::V, LineKind::NoX, LineKind::NoV];

/// Every step: for each pair, letters first and in the board's order, the digits of its cells
/// with no partner across it; nothing on a board without X or V.
pub(super) fn xv_pairs(grid: &Grid) -> impl Iterator<Item = Step> + '_ {
    pair_steps(grid, &KINDS, Technique::XvPairs, "xv-intro")
}
