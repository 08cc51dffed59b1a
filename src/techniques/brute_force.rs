//! Brute Force, the last resort: when no logical technique applies, place one digit of the solution
//! found by the backtracking solver, in the empty cell with the fewest candidates. The message says
//! plainly that this is a guess, not a deduction.

use crate::backtrack::solve;
use crate::deduction::step::{Highlight, Role, Step};
use crate::deduction::technique::Technique;
use crate::message::Piece;
use crate::model::{Candidate, Cell, Grid};

/// Places the solution's digit in the first empty cell with the fewest candidates.
pub(super) fn find(grid: &Grid) -> Option<Step> {
    let cell = (0..grid.values().len())
        .map(Cell::new)
        .filter(|&c| grid.value(c).is_none())
        .min_by_key(|&c| grid.candidates(c).len())?;
    let solution = solve(grid)?;
    let digit = solution.value(cell)?;
    let name = Piece::cell(grid.geometry(), cell);
    let message = template!(
        "brute-force-step",
        technique = Technique::BruteForce,
        cell = name,
        digit = digit,
    );
    let highlight = Highlight {
        cells: vec![(cell, Role::Pattern)],
        ..Highlight::default()
    };
    Some(Step::placing(
        Technique::BruteForce,
        message,
        grid,
        Candidate { cell, digit },
        highlight,
    ))
}
