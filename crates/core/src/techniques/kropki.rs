//! Kropki Dots: a white dot joins consecutive digits, a black dot a digit and its double; with a
//! dot's negative rule on ("all dots are given"), two cells side by side with no dot between them
//! have neither relation. Either way each digit of one cell needs a partner in the other cell
//! that keeps the relation, and a digit with none goes. A pair's relation is exact for the pair:
//! a digit with a partner has a filling of the two cells.

use super::pair_marks::pair_steps;
use crate::deduction::step::Step;
use crate::deduction::technique::Technique;
use crate::model::{Grid, LineKind};

/// The kinds of pair, in the order their steps are looked for: the dots first, then the
/// unmarked pairs of the negative rules.
const KINDS: [LineKind; 4] = [
    LineKind::WhiteDot,
    LineKind::BlackDot,
    LineKind::NoWhiteDot,
    LineKind::NoBlackDot,
];

/// Every step: for each pair, dots first and in the board's order, the digits of its cells with
/// no partner across it; nothing on a board without Kropki dots.
pub(super) fn kropki_dots(grid: &Grid) -> impl Iterator<Item = Step> + '_ {
    pair_steps(grid, &KINDS, Technique::KropkiDots, "kropki-intro")
}
