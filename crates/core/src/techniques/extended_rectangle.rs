//! Extended Unique Rectangle (SudokuWiki's, type 1; a uniqueness technique, off by default): six
//! empty cells in two rows and three columns, each column's two cells in one box (or the same
//! turned: three rows and two columns, each row's two cells in one box). If all six held only the
//! same three digits, the two rows could trade their digits column by column (every row, column
//! and box keeps its digits) and the puzzle would have two solutions. So when five of the cells
//! hold nothing but three digits, the sixth cannot be any of them.
//!
//! Every board size works.

use super::search::Search;
use crate::deduction::step::{Highlight, Role, Step};
use crate::deduction::technique::Technique;
use crate::message::Piece;
use crate::message::{cell_list, digit_set_list, elimination_list};
use crate::model::{Candidate, Candidates, Cell, Grid};

/// Every Extended Unique Rectangle: rows as the pair first (pairs of rows, then triples of
/// columns, in order), then columns as the pair.
pub(super) fn extended_rectangle(search: &mut Search<'_>) {
    let grid = search.grid;
    let geometry = grid.geometry();
    let n = grid.n();
    for turned in [false, true] {
        let cell = |line: usize, across: usize| {
            if turned {
                geometry.cell_at(across, line)
            } else {
                geometry.cell_at(line, across)
            }
        };
        for first in 0..n {
            for second in first + 1..n {
                if geometry.box_of(cell(first, 0)) != geometry.box_of(cell(second, 0)) {
                    continue;
                }
                let across: Vec<usize> = (0..n)
                    .filter(|&a| {
                        grid.value(cell(first, a)).is_none()
                            && grid.value(cell(second, a)).is_none()
                    })
                    .collect();
                for (i, &a) in across.iter().enumerate() {
                    for (j, &b) in across.iter().enumerate().skip(i + 1) {
                        for &c in &across[j + 1..] {
                            let cells: Vec<Cell> = [a, b, c]
                                .iter()
                                .flat_map(|&x| [cell(first, x), cell(second, x)])
                                .collect();
                            if let Some(step) = rectangle_step(grid, &cells, turned)
                                && search.found.add(step)
                            {
                                return;
                            }
                        }
                    }
                }
            }
        }
    }
}

/// The step of the six `cells` (column by column, or row by row when `turned`), if five of them
/// hold only three digits and the sixth holds one of them and more.
fn rectangle_step(grid: &Grid, cells: &[Cell], turned: bool) -> Option<Step> {
    let geometry = grid.geometry();
    let masks: Vec<Candidates> = cells.iter().map(|&c| grid.candidates(c)).collect();
    let (odd, digits) = (0..cells.len()).find_map(|odd| {
        let digits = masks
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != odd)
            .fold(Candidates::EMPTY, |all, (_, &mask)| all | mask);
        let extra = masks[odd] & !digits;
        (digits.len() == 3
            && extra != Candidates::EMPTY
            && masks[odd] & digits != Candidates::EMPTY)
            .then_some((odd, digits))
    })?;
    let target = cells[odd];
    let eliminations: Vec<Candidate> = (masks[odd] & digits)
        .iter()
        .map(|digit| Candidate {
            cell: target,
            digit,
        })
        .collect();
    let mut sorted = cells.to_vec();
    sorted.sort_unstable();
    let others: Vec<Cell> = sorted.iter().copied().filter(|&c| c != target).collect();
    let message = template!(
        "extended-rectangle-step",
        technique = Technique::ExtendedUniqueRectangle,
        cells = cell_list(geometry, &sorted),
        turned = if turned { "columns" } else { "rows" },
        digits = digit_set_list(digits),
        others = cell_list(geometry, &others),
        target = Piece::cell(geometry, target),
        eliminations = elimination_list(geometry, &eliminations),
    );
    let highlight = Highlight {
        cells: sorted.iter().map(|&c| (c, Role::Pattern)).collect(),
        candidates: others
            .iter()
            .flat_map(|&cell| {
                grid.candidates(cell)
                    .iter()
                    .map(move |digit| (Candidate { cell, digit }, Role::Pattern))
            })
            .collect(),
        ..Highlight::default()
    };
    Some(Step::eliminating(
        Technique::ExtendedUniqueRectangle,
        message,
        eliminations,
        highlight,
    ))
}
