//! Singles: Full House (the last empty cell of a house), Naked Single (a cell with one candidate)
//! and Hidden Single (a digit with one place left in a house). They work for every board size.

use super::candidate_elimination::seen_cells;
use crate::deduction::step::{Highlight, Role, Step};
use crate::deduction::technique::Technique;
use crate::message::{Message, Piece};
use crate::model::{Candidate, Candidates, Cell, Digit, Grid, House};

/// The digits of `house` that are not placed yet.
pub(super) fn missing_digits(grid: &Grid, house: House) -> Candidates {
    Candidates::all(grid.n()) & !grid.placed_in(grid.geometry().cells_of(house))
}

/// The empty cells of `house` where `digit` is still a candidate.
pub(super) fn positions(grid: &Grid, house: House, digit: Digit) -> Vec<Cell> {
    grid.geometry()
        .cells_of(house)
        .iter()
        .copied()
        .filter(|&c| grid.candidates(c).contains(digit))
        .collect()
}

/// Every house with exactly one empty cell, in house order.
pub(super) fn full_house(grid: &Grid) -> impl Iterator<Item = Step> + '_ {
    let geometry = grid.geometry();
    geometry.houses().iter().filter_map(move |&house| {
        let mut empty = geometry
            .cells_of(house)
            .iter()
            .filter(|&&c| grid.value(c).is_none());
        let cell = *empty.next()?;
        if empty.next().is_some() {
            return None;
        }
        let digit = missing_digits(grid, house).single()?;
        if !grid.candidates(cell).contains(digit) {
            return None;
        }
        let name = Piece::cell(geometry, cell);
        let message = Message::template(
            "full-house-step",
            vec![
                ("technique", message![Technique::FullHouse]),
                ("cell", message![name]),
                ("house", message![house]),
                ("digit", message![digit]),
            ],
        );
        let highlight = Highlight {
            houses: vec![house],
            ..Highlight::default()
        };
        Some(Step::placing(
            Technique::FullHouse,
            message,
            grid,
            Candidate { cell, digit },
            highlight,
        ))
    })
}

/// Every cell with a single candidate, in row order.
pub(super) fn naked_single(grid: &Grid) -> impl Iterator<Item = Step> + '_ {
    let geometry = grid.geometry();
    (0..grid.values().len())
        .map(Cell::new)
        .filter_map(move |cell| {
            let digit = grid.candidates(cell).single()?;
            let name = Piece::cell(geometry, cell);
            let message = Message::template(
                "naked-single-step",
                vec![
                    ("technique", message![Technique::NakedSingle]),
                    ("digit", message![digit]),
                    ("cell", message![name]),
                    ("seen", seen_cells(&geometry.layout().variant())),
                ],
            );
            let highlight = Highlight {
                cells: vec![(cell, Role::Pattern)],
                ..Highlight::default()
            };
            Some(Step::placing(
                Technique::NakedSingle,
                message,
                grid,
                Candidate { cell, digit },
                highlight,
            ))
        })
}

/// Every house and digit (in house order, then digit order) with one place left.
pub(super) fn hidden_single(grid: &Grid) -> impl Iterator<Item = Step> + '_ {
    let geometry = grid.geometry();
    geometry.houses().iter().flat_map(move |&house| {
        let cells = geometry.cells_of(house);
        let (once, twice) = cells.iter().fold((0, 0), |(once, twice), &c| {
            let bits = grid.candidates(c).bits();
            (once | bits, twice | (once & bits))
        });
        let alone = Candidates::from_bits(once & !twice);
        let lone = if alone.is_empty() {
            alone
        } else {
            missing_digits(grid, house) & alone
        };
        lone.iter().filter_map(move |digit| {
            let cell = *cells
                .iter()
                .find(|&&c| grid.candidates(c).contains(digit))?;
            let name = Piece::cell(geometry, cell);
            let message = Message::template(
                "hidden-single-step",
                vec![
                    ("technique", message![Technique::HiddenSingle]),
                    ("house", message![house]),
                    ("digit", message![digit]),
                    ("cell", message![name]),
                ],
            );
            let highlight = Highlight {
                houses: vec![house],
                ..Highlight::default()
            };
            Some(Step::placing(
                Technique::HiddenSingle,
                message,
                grid,
                Candidate { cell, digit },
                highlight,
            ))
        })
    })
}
