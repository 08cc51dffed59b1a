//! BUG+1 (Bivalue Universal Grave plus one): when every empty cell holds two candidates except one
//! cell with three, and every digit appears exactly twice in each house except one extra candidate
//! in that cell, the grid without the extra candidate would have two solutions. A puzzle with a
//! unique solution cannot reach that state, so the extra candidate must be the cell's digit. This
//! assumes the puzzle has a unique solution. Every board size works.

use crate::deduction::step::{Highlight, Role, Step};
use crate::deduction::technique::Technique;
use crate::message::Piece;
use crate::model::{Candidate, Cell, Digit, Grid};

/// Whether every digit that is still open in every house has exactly two candidate places, with
/// `extra` left out.
fn is_grave_without(grid: &Grid, extra: Candidate) -> bool {
    let geometry = grid.geometry();
    geometry.houses().iter().all(|&house| {
        (1..=grid.n() as u8).map(Digit::new).all(|digit| {
            let count = geometry
                .cells_of(house)
                .iter()
                .filter(|&&c| {
                    grid.candidates(c).contains(digit) && !(c == extra.cell && digit == extra.digit)
                })
                .count();
            count == 0 || count == 2
        })
    })
}

/// The BUG+1 placement, if the grid is one candidate away from a bivalue universal grave.
pub(super) fn bug_plus_one(grid: &Grid) -> Option<Step> {
    let empty: Vec<Cell> = (0..grid.values().len())
        .map(Cell::new)
        .filter(|&c| grid.value(c).is_none())
        .collect();
    let mut three = empty.iter().filter(|&&c| grid.candidates(c).len() == 3);
    let cell = *three.next()?;
    if three.next().is_some()
        || empty
            .iter()
            .any(|&c| !matches!(grid.candidates(c).len(), 2 | 3))
    {
        return None;
    }
    let digit = grid
        .candidates(cell)
        .iter()
        .find(|&digit| is_grave_without(grid, Candidate { cell, digit }))?;
    let name = Piece::cell(grid.geometry(), cell);
    let message = template!(
        "bug-plus-one-step",
        technique = Technique::BugPlusOne,
        cell = name,
        digit = digit,
    );
    let highlight = Highlight {
        cells: vec![(cell, Role::Pattern)],
        ..Highlight::default()
    };
    Some(Step::placing(
        Technique::BugPlusOne,
        message,
        grid,
        Candidate { cell, digit },
        highlight,
    ))
}
