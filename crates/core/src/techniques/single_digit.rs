//! Single-digit patterns built from two strong links: Skyscraper (two parallel lines whose links
//! share one cross line), 2-String Kite (a row link and a column link meeting in a box) and Turbot
//! Fish (any two strong links joined by a weak link), plus the Empty Rectangle (a box whose
//! candidates lie on one row and one column, with a strong link outside). Each proves that one of
//! two cells holds the digit, so cells seeing both lose it. Every board size works.

use super::links::{StrongLink, seeing_all, sees, strong_links};
use super::search::Found;
use crate::deduction::step::{Highlight, Link, Role, Step};
use crate::deduction::technique::Technique;
use crate::message::Piece;
use crate::message::{cell_list, elimination_list};
use crate::model::{Candidate, Cell, Digit, Grid, House};

fn is_line(house: House, rows: bool) -> bool {
    matches!(
        (house, rows),
        (House::Row(_), true) | (House::Col(_), false)
    )
}

/// Whether the two oriented links (x1 = y1, x2 = y2) form the shape of `technique`.
fn has_shape(
    grid: &Grid,
    technique: Technique,
    first: (&StrongLink, Cell, Cell),
    second: (&StrongLink, Cell, Cell),
) -> bool {
    let geometry = grid.geometry();
    let (l1, x1, y1) = first;
    let (l2, x2, y2) = second;
    match technique {
        Technique::Skyscraper => [true, false].into_iter().any(|rows| {
            let cross = |c: Cell| {
                if rows {
                    geometry.col_of(c)
                } else {
                    geometry.row_of(c)
                }
            };
            is_line(l1.house, rows)
                && is_line(l2.house, rows)
                && cross(x1) == cross(x2)
                && cross(y1) != cross(y2)
        }),
        Technique::TwoStringKite => {
            let row_then_col = is_line(l1.house, true) && is_line(l2.house, false);
            row_then_col && geometry.box_of(x1) == geometry.box_of(x2)
        }
        _ => true,
    }
}

/// Skyscraper, 2-String Kite or Turbot Fish: two strong links whose near ends see each other.
pub(super) fn two_links(grid: &Grid, technique: Technique, digit: Digit, found: &mut Found) {
    let links = strong_links(grid, digit);
    links.iter().enumerate().find_map(|(i, l1)| {
        links.iter().skip(i + 1).find_map(|l2| {
            let pairs = l1.orientations().into_iter().flat_map(|(x1, y1)| {
                l2.orientations()
                    .into_iter()
                    .map(move |(x2, y2)| (x1, y1, x2, y2))
            });
            pairs.into_iter().find_map(|(x1, y1, x2, y2)| {
                let cells = [x1, y1, x2, y2];
                let distinct = (0..4).all(|p| (p + 1..4).all(|q| cells[p] != cells[q]));
                let (first, second) =
                    if technique == Technique::TwoStringKite && is_line(l2.house, true) {
                        ((l2, x2, y2), (l1, x1, y1))
                    } else {
                        ((l1, x1, y1), (l2, x2, y2))
                    };
                if !distinct || !sees(grid, x1, x2) || !has_shape(grid, technique, first, second) {
                    return None;
                }
                let eliminations = seeing_all(grid, &[y1, y2], digit);
                if eliminations.is_empty() {
                    return None;
                }
                found
                    .add(link_step(
                        grid,
                        technique,
                        digit,
                        (l1, x1, y1),
                        (l2, x2, y2),
                        eliminations,
                    ))
                    .then_some(())
            })
        })
    });
}

fn link_step(
    grid: &Grid,
    technique: Technique,
    digit: Digit,
    (l1, x1, y1): (&StrongLink, Cell, Cell),
    (l2, x2, y2): (&StrongLink, Cell, Cell),
    eliminations: Vec<Candidate>,
) -> Step {
    let geometry = grid.geometry();
    let name = |c: Cell| Piece::cell(geometry, c);
    let message = template!(
        "single-digit-step",
        technique = technique,
        digit = digit,
        first_house = l1.house,
        first_end = name(x1),
        first_far = name(y1),
        second_house = l2.house,
        second_end = name(x2),
        second_far = name(y2),
        eliminations = elimination_list(geometry, &eliminations),
    );
    let at = |cell| Candidate { cell, digit };
    let highlight = Highlight {
        houses: vec![l1.house, l2.house],
        candidates: vec![
            (at(y1), Role::ChainOn),
            (at(x1), Role::ChainOff),
            (at(x2), Role::ChainOff),
            (at(y2), Role::ChainOn),
        ],
        links: vec![
            Link {
                from: at(y1),
                to: at(x1),
                strong: true,
            },
            Link {
                from: at(x1),
                to: at(x2),
                strong: false,
            },
            Link {
                from: at(x2),
                to: at(y2),
                strong: true,
            },
        ],
        ..Highlight::default()
    };
    Step::eliminating(technique, message, eliminations, highlight)
}

/// Empty Rectangle: a box whose candidates of a digit lie on one row and one column, and a strong
/// link in a line outside the box with one end on that row (or column).
pub(super) fn empty_rectangle(grid: &Grid, digit: Digit, found: &mut Found) {
    let geometry = grid.geometry();
    let n = grid.n();
    let links = strong_links(grid, digit);
    (0..n).map(|b| geometry.block(b)).find_map(|block| {
        let cells: Vec<Cell> = geometry
            .cells_of(block)
            .iter()
            .copied()
            .filter(|&c| grid.candidates(c).contains(digit))
            .collect();
        let rows_of = |cells: &[Cell]| {
            cells
                .iter()
                .map(|&c| geometry.row_of(c))
                .collect::<Vec<_>>()
        };
        let cols_of = |cells: &[Cell]| {
            cells
                .iter()
                .map(|&c| geometry.col_of(c))
                .collect::<Vec<_>>()
        };
        let mut box_rows = rows_of(geometry.cells_of(block));
        let mut box_cols = cols_of(geometry.cells_of(block));
        box_rows.dedup();
        box_cols.sort_unstable();
        box_cols.dedup();
        if cells.len() < 2
            || rows_of(&cells)
                .iter()
                .all(|&r| r == geometry.row_of(cells[0]))
            || cols_of(&cells)
                .iter()
                .all(|&c| c == geometry.col_of(cells[0]))
        {
            return None;
        }
        let lines = box_rows
            .iter()
            .flat_map(|&r| box_cols.iter().map(move |&c| (r, c)));
        lines.into_iter().find_map(|(er_row, er_col)| {
            if !cells
                .iter()
                .all(|&c| geometry.row_of(c) == er_row || geometry.col_of(c) == er_col)
            {
                return None;
            }
            links.iter().find_map(|link| {
                link.orientations().into_iter().find_map(|(near, far)| {
                    let target = match link.house {
                        House::Col(_)
                            if geometry.row_of(near) == er_row
                                && !box_cols.contains(&geometry.col_of(near))
                                && !box_rows.contains(&geometry.row_of(far)) =>
                        {
                            geometry.cell_at(geometry.row_of(far), er_col)
                        }
                        House::Row(_)
                            if geometry.col_of(near) == er_col
                                && !box_rows.contains(&geometry.row_of(near))
                                && !box_cols.contains(&geometry.col_of(far)) =>
                        {
                            geometry.cell_at(er_row, geometry.col_of(far))
                        }
                        _ => return None,
                    };
                    if !grid.candidates(target).contains(digit) {
                        return None;
                    }
                    let elimination = Candidate {
                        cell: target,
                        digit,
                    };
                    let (er_line, line_name) = match link.house {
                        House::Col(_) => (House::Row(er_row as u8), House::Col(er_col as u8)),
                        _ => (House::Col(er_col as u8), House::Row(er_row as u8)),
                    };
                    let name = |c: Cell| Piece::cell(geometry, c);
                    let message = template!(
                        "empty-rectangle-step",
                        technique = Technique::EmptyRectangle,
                        digit = digit,
                        block = block,
                        row = House::Row(er_row as u8),
                        column = House::Col(er_col as u8),
                        cells = cell_list(geometry, &cells),
                        link = link.house,
                        near = name(near),
                        far = name(far),
                        line = er_line,
                        other_line = line_name,
                        target = name(target),
                        eliminations = elimination_list(geometry, &[elimination]),
                    );
                    let mut candidates: Vec<(Candidate, Role)> = cells
                        .iter()
                        .map(|&cell| (Candidate { cell, digit }, Role::Pattern))
                        .collect();
                    candidates.push((Candidate { cell: near, digit }, Role::ChainOff));
                    candidates.push((Candidate { cell: far, digit }, Role::ChainOn));
                    let highlight = Highlight {
                        houses: vec![block, link.house],
                        candidates,
                        ..Highlight::default()
                    };
                    found
                        .add(Step::eliminating(
                            Technique::EmptyRectangle,
                            message,
                            vec![elimination],
                            highlight,
                        ))
                        .then_some(())
                })
            })
        })
    });
}
