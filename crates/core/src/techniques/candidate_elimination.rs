//! Candidate Elimination: a new puzzle gives every empty cell all digits as candidates (on an
//! odd/even board only the odd or even ones in a marked cell); this step removes from each cell
//! the digits already placed in its row, column or box (and in the houses and moves a variant
//! adds). It is shown once, after loading, and again only if a later change leaves such
//! candidates behind.

use crate::deduction::step::{Highlight, Step};
use crate::deduction::technique::Technique;
use crate::message::{Message, or_list};
use crate::model::{Candidate, Candidates, Cell, Grid, HOUSE_SLOTS, Variant};

/// Every candidate that repeats a digit placed in the same row, column or box.
pub(super) fn find(grid: &Grid) -> Option<Step> {
    let geometry = grid.geometry();
    let n = grid.n();
    let mut placed = [0u32; HOUSE_SLOTS];
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
            .fold(0u32, |acc, house| acc | placed[house.index(n)])
            | geometry
                .moves_of(cell)
                .iter()
                .filter_map(|&(other, _)| grid.value(other))
                .fold(0, |acc, digit| acc | digit.bit());
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
    let variant = grid.layout().variant();
    let key = if variant.parity.is_some() {
        "candidate-elimination-parity-step"
    } else {
        "candidate-elimination-step"
    };
    let message = Message::template(
        key,
        vec![
            ("seen", seen_cells(&variant)),
            ("count", message![eliminations.len()]),
        ],
    );
    Some(Step::eliminating(
        Technique::CandidateElimination,
        message,
        eliminations,
        Highlight::default(),
    ))
}

/// The cells whose digits a cell may not repeat: "its row, column or box" (a sentence of the
/// catalogue on a classic board), and on a variant board its region, diagonal, window and the
/// cells a knight's or king's move away, in the student's language.
pub(super) fn seen_cells(variant: &Variant) -> Message {
    if variant.is_classic() {
        return Message::template("seen-row-column-box", Vec::new());
    }
    let mut houses = vec!["seen-row", "seen-column"];
    houses.push(if variant.regions.is_some() {
        "seen-region"
    } else {
        "seen-box"
    });
    houses.extend(variant.rules().rules().filter_map(|rule| rule.house_word()));
    let houses = or_list(
        houses
            .into_iter()
            .map(|key| Message::template(key, Vec::new())),
    );
    let moves: Vec<Message> = variant
        .moves()
        .iter()
        .map(|m| Message::template(m.away_key, Vec::new()))
        .collect();
    if moves.is_empty() {
        return template!("seen-houses", houses = houses);
    }
    template!(
        "seen-houses-and-moves",
        houses = houses,
        moves = or_list(moves)
    )
}
