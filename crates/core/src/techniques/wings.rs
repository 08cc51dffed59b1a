//! Wings: XY-Wing (a pivot with two candidates and two pincers that each share one of them), XYZ-Wing
//! (the pivot also holds the pincers' common digit), WXYZ-Wing (four cells with four digits, all
//! but one of them confined to cells that see each other) and W-Wing (two equal bivalue cells
//! joined by a strong link). Each shows that one of the pincers holds a digit z, so cells seeing
//! all of them lose z. Every board size works.

use super::links::{bivalue_cells, seeing_all, sees, strong_links, with_variant_sightings};
use super::search::Found;
use crate::deduction::step::{Highlight, Role, Step};
use crate::deduction::technique::Technique;
use crate::message::Message;
use crate::message::Piece;
use crate::message::{and_list, cell_list, digit_list, elimination_list};
use crate::model::{Candidate, Candidates, Cell, Digit, Grid};

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
                let name = |c: Cell| Piece::cell(geometry, c);
                let message = template!(
                    "xy-wing-step",
                    technique = Technique::XyWing,
                    pivot = name(pivot),
                    x = x,
                    y = y,
                    z = z,
                    first = name(first),
                    second = name(second),
                    eliminations = elimination_list(geometry, &eliminations),
                );
                let mut pairs = vec![(pivot, first), (pivot, second)];
                for e in &eliminations {
                    pairs.extend([(e.cell, first), (e.cell, second)]);
                }
                let message = with_variant_sightings(grid, message, &pairs);
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
                let name = |c: Cell| Piece::cell(geometry, c);
                let message = template!(
                    "xyz-wing-step",
                    technique = Technique::XyzWing,
                    pivot = name(pivot),
                    pivot_digits = digit_list(&digits(pivot_mask)),
                    first = name(first),
                    first_digits = digit_list(&digits(m1)),
                    second = name(second),
                    second_digits = digit_list(&digits(m2)),
                    z = z,
                    eliminations = elimination_list(geometry, &eliminations),
                );
                let mut pairs = vec![(pivot, first), (pivot, second)];
                for e in &eliminations {
                    pairs.extend([(e.cell, pivot), (e.cell, first), (e.cell, second)]);
                }
                let message = with_variant_sightings(grid, message, &pairs);
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

/// The cells of a WXYZ-Wing.
const WXYZ_CELLS: usize = 4;

/// WXYZ-Wing: four cells that hold four digits between them, where every digit but one, z, lies
/// only in cells that see each other. Those three digits can fill at most three of the cells, so
/// one of the cells holding z is z, and z leaves every cell that sees all of those.
pub(super) fn wxyz_wing(grid: &Grid, found: &mut Found) {
    let cells: Vec<Cell> = (0..grid.values().len())
        .map(Cell::new)
        .filter(|&c| (2..=WXYZ_CELLS).contains(&grid.candidates(c).len()))
        .collect();
    let mut chosen = Vec::with_capacity(WXYZ_CELLS);
    extend_wxyz(grid, &cells, 0, &mut chosen, Candidates::EMPTY, found);
}

/// Adds cells (from `cells[from..]`) to `chosen` while they hold at most four digits in all and
/// at most one digit lies in two cells that do not see each other; at four cells, reports the
/// wing. Returns whether `found` is full.
fn extend_wxyz(
    grid: &Grid,
    cells: &[Cell],
    from: usize,
    chosen: &mut Vec<Cell>,
    loose: Candidates,
    found: &mut Found,
) -> bool {
    if chosen.len() == WXYZ_CELLS {
        return match loose.single() {
            Some(z) => wxyz_step(grid, chosen, z, found),
            None => false,
        };
    }
    let union = chosen
        .iter()
        .fold(Candidates::EMPTY, |all, &c| all | grid.candidates(c));
    for (index, &cell) in cells.iter().enumerate().skip(from) {
        let mask = grid.candidates(cell);
        if (union | mask).len() > WXYZ_CELLS {
            continue;
        }
        let loose = chosen
            .iter()
            .filter(|&&other| !sees(grid, cell, other))
            .fold(loose, |loose, &other| {
                loose | (mask & grid.candidates(other))
            });
        if loose.len() > 1 {
            continue;
        }
        chosen.push(cell);
        let full = extend_wxyz(grid, cells, index + 1, chosen, loose, found);
        chosen.pop();
        if full {
            return true;
        }
    }
    false
}

/// The step of the WXYZ-Wing on `cells` with the unrestricted digit `z`, if it removes anything.
fn wxyz_step(grid: &Grid, cells: &[Cell], z: Digit, found: &mut Found) -> bool {
    let geometry = grid.geometry();
    let holding = |digit: Digit| -> Vec<Cell> {
        cells
            .iter()
            .copied()
            .filter(|&c| grid.candidates(c).contains(digit))
            .collect()
    };
    let z_cells = holding(z);
    let eliminations = seeing_all(grid, &z_cells, z);
    if eliminations.is_empty() {
        return false;
    }
    let union = cells
        .iter()
        .fold(Candidates::EMPTY, |all, &c| all | grid.candidates(c));
    let others: Vec<Digit> = union.iter().filter(|&d| d != z).collect();
    let pattern: Vec<Message> = cells
        .iter()
        .map(|&c| {
            message![
                Piece::cell(geometry, c),
                " (",
                digit_list(&digits(grid.candidates(c))),
                ")"
            ]
        })
        .collect();
    let confined: Vec<Message> = others
        .iter()
        .map(|&digit| {
            let places = holding(digit);
            match places.as_slice() {
                [only] => template!(
                    "digit-only-in",
                    digit = digit,
                    cell = Piece::cell(geometry, *only)
                ),
                _ => template!(
                    "digit-in",
                    digit = digit,
                    cells = cell_list(geometry, &places)
                ),
            }
        })
        .collect();
    let message = template!(
        "wxyz-wing-step",
        technique = Technique::WxyzWing,
        pattern = and_list(&pattern),
        digits = digit_list(&digits(union)),
        z = z,
        confined = and_list(&confined),
        others = digit_list(&others),
        holders = cell_list(geometry, &z_cells),
        count = z_cells.len(),
        eliminations = elimination_list(geometry, &eliminations),
    );
    found.add(Step::eliminating(
        Technique::WxyzWing,
        message,
        eliminations,
        wing_highlight(grid, cells, z),
    ))
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
                        let name = |c: Cell| Piece::cell(geometry, c);
                        let message = template!(
                            "w-wing-step",
                            technique = Technique::WWing,
                            first = name(p),
                            second = name(q),
                            x = x,
                            y = y,
                            house = link.house,
                            first_end = name(a),
                            second_end = name(b),
                            eliminations = elimination_list(geometry, &eliminations),
                        );
                        let mut pairs = vec![(a, p), (b, q)];
                        for e in &eliminations {
                            pairs.extend([(e.cell, p), (e.cell, q)]);
                        }
                        let message = with_variant_sightings(grid, message, &pairs);
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
