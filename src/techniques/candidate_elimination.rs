//! Candidate Elimination: a new puzzle gives every empty cell all digits as candidates; this step
//! removes from each cell the digits already placed in its row, column or box. It is shown once,
//! after loading, and again only if a later change leaves such candidates behind.

use crate::model::{Candidate, Cell, Grid};
use crate::step::{Highlight, Step};
use crate::techniques::Technique;

/// Every candidate that repeats a digit placed in the same row, column or box.
pub(super) fn find(grid: &Grid) -> Option<Step> {
    let geometry = grid.geometry();
    let mut eliminations = Vec::new();
    for index in 0..grid.values().len() {
        let cell = Cell::new(index);
        let candidates = grid.candidates(cell);
        if candidates.is_empty() {
            continue;
        }
        let mut seen = candidates;
        for &peer in geometry.peers(cell) {
            if let Some(digit) = grid.value(peer)
                && seen.remove(digit)
            {
                eliminations.push(Candidate { cell, digit });
            }
        }
    }
    if eliminations.is_empty() {
        return None;
    }
    eliminations.sort();
    let message = format!(
        "Candidate Elimination: every empty cell starts with all digits as candidates; each loses \
         the digits already placed in its row, column or box ({} candidates removed).",
        eliminations.len()
    );
    Some(Step::eliminating(
        Technique::CandidateElimination,
        message,
        eliminations,
        Highlight::default(),
    ))
}
