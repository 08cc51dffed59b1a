//! Brute Force, the last resort: when no logical technique applies, place one digit of the solution
//! found by the backtracking solver, in the empty cell with the fewest candidates. The message says
//! plainly that this is a guess, not a deduction, and when the forcing searches of the solve path
//! have spent their allowance, that they have.

use crate::backtrack::solve;
use crate::cancel::Cancel;
use crate::deduction::step::{Highlight, Role, Step};
use crate::deduction::technique::Technique;
use crate::message::{Message, Piece};
use crate::model::{Candidate, Cell, Grid};

/// Places the solution's digit in the first empty cell with the fewest candidates; `cancel`
/// carries the path's allowance of forcing propagations, if any.
pub(super) fn find(grid: &Grid, cancel: &Cancel) -> Option<Step> {
    let cell = (0..grid.values().len())
        .map(Cell::new)
        .filter(|&c| grid.value(c).is_none())
        .min_by_key(|&c| grid.candidates(c).len())?;
    let solution = solve(grid)?;
    let digit = solution.value(cell)?;
    let name = Piece::cell(grid.geometry(), cell);
    let key = if cancel.allowance_left() == Some(0) {
        "brute-force-step-forcing-spent"
    } else {
        "brute-force-step"
    };
    let message = Message::template(
        key,
        vec![
            ("technique", message![Technique::BruteForce]),
            ("cell", message![name]),
            ("digit", message![digit]),
        ],
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
