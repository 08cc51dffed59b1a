//! Candidate Elimination: a new puzzle gives every empty cell all digits as candidates; this step
//! removes from each cell the digits already placed in its row, column or box. It is shown once,
//! after loading, and again only if a later change leaves such candidates behind.

use crate::deduction::step::{Highlight, Step};
use crate::deduction::technique::Technique;
use crate::model::{Candidate, Candidates, Cell, Grid, MAX_DIGITS};

/// Every candidate that repeats a digit placed in the same row, column or box.
pub(super) fn find(grid: &Grid) -> Option<Step> {
    let geometry = grid.geometry();
    let n = grid.n();
    let mut placed = [0u32; 3 * MAX_DIGITS];
    for (index, &value) in grid.values().iter().enumerate() {
        if value != 0 {
            for house in geometry.houses_of(Cell::new(index)) {
                placed[house.index(n)] |= 1 << (value - 1);
            }
        }
    }
    let mut eliminations = Vec::new();
    for index in 0..grid.values().len() {
        let cell = Cell::new(index);
        let candidates = grid.candidates(cell);
        let seen = geometry
            .houses_of(cell)
            .iter()
            .fold(0u32, |acc, house| acc | placed[house.index(n)]);
        if candidates.bits() & seen == 0 {
            continue;
        }
        let repeated = Candidates::from_bits(candidates.bits() & seen);
        eliminations.extend(repeated.iter().map(|digit| Candidate { cell, digit }));
    }
    if eliminations.is_empty() {
        return None;
    }
    eliminations.sort();
    let message = message![
        "Candidate Elimination: every empty cell starts with all digits as candidates; each loses \
         the digits already placed in its row, column or box (",
        eliminations.len(),
        " candidates removed)."
    ];
    Some(Step::eliminating(
        Technique::CandidateElimination,
        message,
        eliminations,
        Highlight::default(),
    ))
}
