//! Wings: XY-Wing (a pivot with two candidates and two pincers that each share one of them), XYZ-Wing
//! (the pivot also holds the pincers' common digit) and W-Wing (two equal bivalue cells joined by
//! a strong link). Each shows that one of the pincers holds a digit z, so cells seeing both lose z.
//! Every board size works.

use super::links::{bivalue_cells, seeing_all, sees, strong_links};
use super::search::Found;
use crate::model::{Candidate, Candidates, Cell, Digit, Grid};
use crate::step::{Highlight, Role, Step, digit_list, elimination_list};
use crate::technique::Technique;

fn digits(mask: Candidates) -> Vec<Digit> {
    mask.iter().collect()
}

fn wing_highlight(grid: &Grid, cells: &[Cell], z: Digit) -> Highlight {
    let mut candidates = Vec::new();
    for &cell in cells {
        for digit in grid.candidates(cell).iter() {
            let role = if digit == z { Role::Fin } else { Role::Pattern };
            candidates.push((Candidate { cell, digit }, role));
        }
    }
    Highlight {
        cells: cells.iter().map(|&c| (c, Role::Pattern)).collect(),
        candidates,
        ..Highlight::default()
    }
}

/// XY-Wing: pivot {x, y}, pincers {x, z} and {y, z} that see the pivot; z leaves cells seeing both
/// pincers.
pub(super) fn xy_wing(grid: &Grid, found: &mut Found) {
    let geometry = grid.geometry();
    let bivalue = bivalue_cells(grid);
    bivalue.iter().find_map(|&pivot| {
        let pivot_mask = grid.candidates(pivot);
        let wings: Vec<Cell> = bivalue
            .iter()
            .copied()
            .filter(|&c| sees(grid, pivot, c) && (grid.candidates(c) & pivot_mask).len() == 1)
            .collect();
        wings.iter().enumerate().find_map(|(i, &first)| {
            wings.iter().skip(i + 1).find_map(|&second| {
                let (m1, m2) = (grid.candidates(first), grid.candidates(second));
                let z = (m1 & m2).single()?;
                if pivot_mask.contains(z) || (m1 & m2 & pivot_mask) != Candidates::EMPTY {
                    return None;
                }
                if (m1 | m2) & pivot_mask != pivot_mask {
                    return None;
                }
                let eliminations = seeing_all(grid, &[first, second], z);
                if eliminations.is_empty() {
                    return None;
                }
                let (mut first, mut second) = (first, second);
                let mut x = (m1 & pivot_mask).single()?;
                let mut y = (m2 & pivot_mask).single()?;
                if x > y {
                    std::mem::swap(&mut first, &mut second);
                    std::mem::swap(&mut x, &mut y);
                }
                let name = |c: Cell| geometry.cell_name(c);
                let message = format!(
                    "XY-Wing: {} holds {x} or {y}. If it is {x}, {} ({x} or {z}) must be {z}; if \
                     it is {y}, {} ({y} or {z}) must be {z}. Either way one of them is {z}, so \
                     {z} can be removed from every cell that sees both: {}.",
                    name(pivot),
                    name(first),
                    name(second),
                    elimination_list(geometry, &eliminations)
                );
                found
                    .add(Step::eliminating(
                        Technique::XyWing,
                        message,
                        eliminations,
                        wing_highlight(grid, &[pivot, first, second], z),
                    ))
                    .then_some(())
            })
        })
    });
}

/// XYZ-Wing: pivot {x, y, z}, pincers {x, z} and {y, z} that see the pivot; z leaves cells seeing
/// all three.
pub(super) fn xyz_wing(grid: &Grid, found: &mut Found) {
    let geometry = grid.geometry();
    let bivalue = bivalue_cells(grid);
    (0..grid.values().len()).map(Cell::new).find_map(|pivot| {
        let pivot_mask = grid.candidates(pivot);
        if pivot_mask.len() != 3 {
            return None;
        }
        let wings: Vec<Cell> = bivalue
            .iter()
            .copied()
            .filter(|&c| {
                sees(grid, pivot, c) && grid.candidates(c) & pivot_mask == grid.candidates(c)
            })
            .collect();
        wings.iter().enumerate().find_map(|(i, &first)| {
            wings.iter().skip(i + 1).find_map(|&second| {
                let (m1, m2) = (grid.candidates(first), grid.candidates(second));
                if m1 == m2 {
                    return None;
                }
                let z = (m1 & m2).single()?;
                let eliminations = seeing_all(grid, &[pivot, first, second], z);
                if eliminations.is_empty() {
                    return None;
                }
                let name = |c: Cell| geometry.cell_name(c);
                let message = format!(
                    "XYZ-Wing: {} holds {}; {} holds {} and {} holds {}. Whichever digit the \
                     first cell takes, one of the three cells is {z}, so {z} can be removed from \
                     every cell that sees all three: {}.",
                    name(pivot),
                    digit_list(&digits(pivot_mask)),
                    name(first),
                    digit_list(&digits(m1)),
                    name(second),
                    digit_list(&digits(m2)),
                    elimination_list(geometry, &eliminations)
                );
                found
                    .add(Step::eliminating(
                        Technique::XyzWing,
                        message,
                        eliminations,
                        wing_highlight(grid, &[pivot, first, second], z),
                    ))
                    .then_some(())
            })
        })
    });
}

/// W-Wing: two cells holding only {x, y} that do not see each other, and a strong link on x whose
/// ends see one cell each; y leaves cells seeing both.
pub(super) fn w_wing(grid: &Grid, found: &mut Found) {
    let geometry = grid.geometry();
    let bivalue = bivalue_cells(grid);
    bivalue.iter().enumerate().find_map(|(i, &p)| {
        bivalue.iter().skip(i + 1).find_map(|&q| {
            let mask = grid.candidates(p);
            if grid.candidates(q) != mask || sees(grid, p, q) {
                return None;
            }
            mask.iter().find_map(|x| {
                let y = (mask & !Candidates::from_bits(x.bit())).single()?;
                let eliminations = seeing_all(grid, &[p, q], y);
                if eliminations.is_empty() {
                    return None;
                }
                strong_links(grid, x).into_iter().find_map(|link| {
                    link.orientations().into_iter().find_map(|(a, b)| {
                        if [a, b].iter().any(|c| *c == p || *c == q)
                            || !sees(grid, a, p)
                            || !sees(grid, b, q)
                        {
                            return None;
                        }
                        let name = |c: Cell| geometry.cell_name(c);
                        let message = format!(
                            "W-Wing: {} and {} both hold only {x} and {y}. In {}, {x} fits only \
                             in {} and {}, which see {} and {}; one of them is {x}, so one of {} \
                             and {} cannot be {x} and must be {y}. {y} can be removed from every \
                             cell that sees both: {}.",
                            name(p),
                            name(q),
                            link.house,
                            name(a),
                            name(b),
                            name(p),
                            name(q),
                            name(p),
                            name(q),
                            elimination_list(geometry, &eliminations)
                        );
                        let mut highlight = wing_highlight(grid, &[p, q], y);
                        highlight.houses.push(link.house);
                        highlight
                            .candidates
                            .push((Candidate { cell: a, digit: x }, Role::Pattern));
                        highlight
                            .candidates
                            .push((Candidate { cell: b, digit: x }, Role::Pattern));
                        found
                            .add(Step::eliminating(
                                Technique::WWing,
                                message,
                                eliminations.clone(),
                                highlight,
                            ))
                            .then_some(())
                    })
                })
            })
        })
    });
}
