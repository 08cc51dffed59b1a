//! Locked Candidates: a digit of a box that lies in one row or column only (Type 1, Pointing), and a
//! digit of a row or column that lies in one box only (Type 2, Claiming). They work for every box
//! shape; with 2-row boxes a box meets each column in two cells only, which is still a valid lock.

use super::singles::{missing_digits, positions};
use crate::deduction::step::{Highlight, Role, Step};
use crate::deduction::technique::Technique;
use crate::message::{cell_list, elimination_list};
use crate::model::{Candidate, Cell, Digit, Grid, House};

/// The row or column that holds every cell of `cells`, rows first.
fn common_line(grid: &Grid, cells: &[Cell]) -> Option<House> {
    let geometry = grid.geometry();
    let row = geometry.row_of(cells[0]);
    let col = geometry.col_of(cells[0]);
    if cells.iter().all(|&c| geometry.row_of(c) == row) {
        Some(House::Row(row as u8))
    } else if cells.iter().all(|&c| geometry.col_of(c) == col) {
        Some(House::Col(col as u8))
    } else {
        None
    }
}

/// The candidates of `digit` in `target` outside `source`.
fn outside(grid: &Grid, target: House, source: House, digit: Digit) -> Vec<Candidate> {
    let source_cells = grid.geometry().cell_set_of(source);
    positions(grid, target, digit)
        .into_iter()
        .filter(|c| !source_cells.contains(*c))
        .map(|cell| Candidate { cell, digit })
        .collect()
}

fn pattern(pattern_cells: &[Cell], digit: Digit, houses: Vec<House>) -> Highlight {
    Highlight {
        houses,
        candidates: pattern_cells
            .iter()
            .map(|&cell| (Candidate { cell, digit }, Role::Pattern))
            .collect(),
        ..Highlight::default()
    }
}

/// A digit of a box confined to one line: the line's other cells lose it.
pub(super) fn pointing(grid: &Grid) -> impl Iterator<Item = Step> + '_ {
    let geometry = grid.geometry();
    (0..grid.n() as u8).map(House::Box).flat_map(move |block| {
        missing_digits(grid, block).iter().filter_map(move |digit| {
            let cells = positions(grid, block, digit);
            if cells.len() < 2 {
                return None;
            }
            let line = common_line(grid, &cells)?;
            let eliminations = outside(grid, line, block, digit);
            if eliminations.is_empty() {
                return None;
            }
            let message = message![
                Technique::LockedCandidatesPointing,
                ": in ",
                block,
                ", ",
                digit,
                " fits only in ",
                line,
                " \
                 (",
                cell_list(geometry, &cells),
                "), so the ",
                digit,
                " of ",
                line,
                " must be in ",
                block,
                " and ",
                digit,
                " can be removed \
                 from the rest of ",
                line,
                ": ",
                elimination_list(geometry, &eliminations),
                "."
            ];
            Some(Step::eliminating(
                Technique::LockedCandidatesPointing,
                message,
                eliminations,
                pattern(&cells, digit, vec![block, line]),
            ))
        })
    })
}

/// A digit of a line confined to one box: the box's other cells lose it.
pub(super) fn claiming(grid: &Grid) -> impl Iterator<Item = Step> + '_ {
    let geometry = grid.geometry();
    let n = grid.n() as u8;
    (0..n)
        .map(House::Row)
        .chain((0..n).map(House::Col))
        .flat_map(move |line| {
            missing_digits(grid, line).iter().filter_map(move |digit| {
                let cells = positions(grid, line, digit);
                if cells.len() < 2 {
                    return None;
                }
                let block = geometry.box_of(cells[0]);
                if cells.iter().any(|&c| geometry.box_of(c) != block) {
                    return None;
                }
                let block = House::Box(block as u8);
                let eliminations = outside(grid, block, line, digit);
                if eliminations.is_empty() {
                    return None;
                }
                let message = message![
                    Technique::LockedCandidatesClaiming,
                    ": in ",
                    line,
                    ", ",
                    digit,
                    " fits only in \
                     ",
                    block,
                    " (",
                    cell_list(geometry, &cells),
                    "), so the ",
                    digit,
                    " of ",
                    block,
                    " must be in ",
                    line,
                    " and ",
                    digit,
                    " can \
                     be removed from the rest of ",
                    block,
                    ": ",
                    elimination_list(geometry, &eliminations),
                    "."
                ];
                Some(Step::eliminating(
                    Technique::LockedCandidatesClaiming,
                    message,
                    eliminations,
                    pattern(&cells, digit, vec![line, block]),
                ))
            })
        })
}
