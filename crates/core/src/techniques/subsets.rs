//! Subsets: naked subsets (k cells of a house whose candidates are k digits in all), hidden subsets
//! (k digits of a house confined to k cells), and locked subsets (a naked pair or triple inside the
//! meeting of a box and a line, which clears both houses). k is 2, 3 or 4; every board size works.

use super::bit_positions;
use super::singles::missing_digits;
use crate::deduction::step::{Highlight, Role, Step};
use crate::deduction::technique::Technique;
use crate::message::Message;
use crate::message::{cell_list, digit_list, digit_set_list, elimination_list};
use crate::model::{Candidate, Candidates, Cell, Digit, Grid, House};

/// The most items `combinations` picks: subsets and fish take at most four cells, lines or digits
/// at once, and a Uniqueness Test 3 subset on a 9x9 board at most seven cells.
const MAX_PICKS: usize = 7;

/// One combination: up to `MAX_PICKS` picked indices, in increasing order, read as a slice.
#[derive(Clone, Copy)]
pub(super) struct Picks {
    items: [usize; MAX_PICKS],
    len: usize,
}

impl std::ops::Deref for Picks {
    type Target = [usize];

    fn deref(&self) -> &[usize] {
        &self.items[..self.len]
    }
}

/// Hands `visit` the `k`-combinations of `0..masks.len()`, in lexicographic order, with the union
/// of their masks, skipping every combination that starts with picks whose union is `hopeless`
/// (a union only grows as picks are added, so `hopeless` must stay true for wider unions). Stops
/// when `visit` returns true, and then returns true.
pub(super) fn pruned_combinations(
    masks: &[u32],
    k: usize,
    hopeless: &dyn Fn(u32) -> bool,
    visit: &mut dyn FnMut(&[usize], u32) -> bool,
) -> bool {
    fn extend(
        masks: &[u32],
        k: usize,
        hopeless: &dyn Fn(u32) -> bool,
        picks: &mut Vec<usize>,
        union: u32,
        visit: &mut dyn FnMut(&[usize], u32) -> bool,
    ) -> bool {
        if picks.len() == k {
            return visit(picks, union);
        }
        let start = picks.last().map_or(0, |&last| last + 1);
        for index in start..masks.len() {
            if masks.len() - index < k - picks.len() {
                break;
            }
            let wider = union | masks[index];
            if hopeless(wider) {
                continue;
            }
            picks.push(index);
            let done = extend(masks, k, hopeless, picks, wider, visit);
            picks.pop();
            if done {
                return true;
            }
        }
        false
    }
    extend(masks, k, hopeless, &mut Vec::with_capacity(k), 0, visit)
}

/// Every `k`-combination of `0..len`, in lexicographic order, made one at a time without
/// allocating (for `k = 0`, the one empty combination). `k` is at most `MAX_PICKS`.
pub(super) fn combinations(len: usize, k: usize) -> impl Iterator<Item = Picks> {
    debug_assert!(k <= MAX_PICKS, "combinations of {k} items");
    let mut next = (k <= len && k <= MAX_PICKS).then(|| {
        let mut items = [0; MAX_PICKS];
        for (i, item) in items.iter_mut().enumerate().take(k) {
            *item = i;
        }
        Picks { items, len: k }
    });
    std::iter::from_fn(move || {
        let current = next.take()?;
        let mut picks = current;
        let mut i = k;
        while i > 0 {
            i -= 1;
            if picks.items[i] < len - k + i {
                picks.items[i] += 1;
                for j in i + 1..k {
                    picks.items[j] = picks.items[j - 1] + 1;
                }
                next = Some(picks);
                break;
            }
        }
        Some(current)
    })
}

/// Calls `visit` on every `k`-combination of `0..len` in lexicographic order until it returns
/// something.
pub(super) fn first_combination<T>(
    len: usize,
    k: usize,
    mut visit: impl FnMut(&[usize]) -> Option<T>,
) -> Option<T> {
    if k == 0 {
        return None;
    }
    combinations(len, k).find_map(|picks| visit(&picks))
}

/// Every digit that some cell of `cells` still holds.
pub(super) fn union(grid: &Grid, cells: &[Cell]) -> Candidates {
    cells
        .iter()
        .fold(Candidates::EMPTY, |acc, &c| acc | grid.candidates(c))
}

/// The candidates among `digits` in the empty cells of `houses` that are not in `subset`.
fn removals(grid: &Grid, houses: &[House], subset: &[Cell], digits: Candidates) -> Vec<Candidate> {
    let mut cells: Vec<Cell> = houses
        .iter()
        .flat_map(|&h| grid.geometry().cells_of(h).iter().copied())
        .filter(|c| !subset.contains(c))
        .collect();
    cells.sort_unstable();
    cells.dedup();
    cells
        .into_iter()
        .flat_map(|cell| {
            (grid.candidates(cell) & digits)
                .iter()
                .map(move |digit| Candidate { cell, digit })
        })
        .collect()
}

fn subset_highlight(
    grid: &Grid,
    houses: Vec<House>,
    cells: &[Cell],
    digits: Candidates,
) -> Highlight {
    Highlight {
        houses,
        candidates: cells
            .iter()
            .flat_map(|&cell| {
                (grid.candidates(cell) & digits)
                    .iter()
                    .map(move |digit| (Candidate { cell, digit }, Role::Pattern))
            })
            .collect(),
        ..Highlight::default()
    }
}

/// Every candidate of the cells of `cells` at the positions `picks`.
fn picked_digits(grid: &Grid, cells: &[Cell], picks: &[usize]) -> Candidates {
    picks
        .iter()
        .fold(Candidates::EMPTY, |acc, &i| acc | grid.candidates(cells[i]))
}

/// The positions within `house_cells` of the cells that hold `digit`, as a bit mask.
pub(super) fn spots_of(grid: &Grid, house_cells: &[Cell], digit: Digit) -> u32 {
    house_cells
        .iter()
        .enumerate()
        .filter(|(_, c)| grid.candidates(**c).contains(digit))
        .fold(0, |acc, (j, _)| acc | 1 << j)
}

/// The rows and columns that hold at least `k` of the cells of `block` with between 2 and `k`
/// candidates, in house order, each with those cells.
fn lines_with_subset_cells(grid: &Grid, block: House, k: usize) -> Vec<(House, Vec<Cell>)> {
    let geometry = grid.geometry();
    let block_cells = geometry.cells_of(block);
    let spots = block_cells
        .iter()
        .enumerate()
        .filter(|(_, c)| fits_subset(grid, **c, k))
        .fold(0u128, |spots, (j, _)| spots | 1 << j);
    if (spots.count_ones() as usize) < k {
        return Vec::new();
    }
    let mut lines: Vec<House> = bit_positions(spots)
        .flat_map(|j| {
            let cell = block_cells[j];
            [
                House::Row(geometry.row_of(cell) as u8),
                House::Col(geometry.col_of(cell) as u8),
            ]
        })
        .collect();
    lines.sort_unstable();
    lines.dedup();
    lines
        .into_iter()
        .filter_map(|line| {
            let cells: Vec<Cell> = bit_positions(spots)
                .map(|j| block_cells[j])
                .filter(|&c| geometry.houses_of(c).contains(&line))
                .collect();
            (cells.len() >= k).then_some((line, cells))
        })
        .collect()
}

/// Whether `cell` may join a subset of `k` cells: it has between 2 and `k` candidates.
fn fits_subset(grid: &Grid, cell: Cell, k: usize) -> bool {
    (2..=k).contains(&grid.candidates(cell).len())
}

/// Empty cells of `house` with between 2 and `k` candidates.
fn subset_cells(grid: &Grid, house: House, k: usize) -> Vec<Cell> {
    grid.geometry()
        .cells_of(house)
        .iter()
        .copied()
        .filter(|&c| fits_subset(grid, c, k))
        .collect()
}

/// The step of a subset technique: its eliminations, with the houses, cells and digits of the
/// subset highlighted.
fn subset_step(
    grid: &Grid,
    technique: Technique,
    message: Message,
    eliminations: Vec<Candidate>,
    houses: Vec<House>,
    subset: &[Cell],
    digits: Candidates,
) -> Step {
    Step::eliminating(
        technique,
        message,
        eliminations,
        subset_highlight(grid, houses, subset, digits),
    )
}

/// `technique` (a naked pair, triple or quadruple) in `house`: `k` of its cells holding `k`
/// digits between them, `k` the technique's pattern size.
pub(super) fn naked_subset(
    grid: &Grid,
    house: House,
    technique: Technique,
) -> impl Iterator<Item = Step> + '_ {
    let geometry = grid.geometry();
    let k = technique.pattern_size();
    let cells = subset_cells(grid, house, k);
    combinations(cells.len(), k).filter_map(move |picks| {
        let digits = picked_digits(grid, &cells, &picks);
        if digits.len() != k {
            return None;
        }
        let subset: Vec<Cell> = picks.iter().map(|&i| cells[i]).collect();
        let eliminations = removals(grid, &[house], &subset, digits);
        if eliminations.is_empty() {
            return None;
        }
        let digit_names = digit_set_list(digits);
        let message = Message::template(
            "naked-subset-step",
            vec![
                ("technique", message![technique]),
                ("house", message![house]),
                ("cells", cell_list(geometry, &subset)),
                ("digits", digit_names),
                ("count", message![k]),
                ("eliminations", elimination_list(geometry, &eliminations)),
            ],
        );
        Some(subset_step(
            grid,
            technique,
            message,
            eliminations,
            vec![house],
            &subset,
            digits,
        ))
    })
}

/// `technique` (a hidden pair, triple or quadruple) in `house`: `k` of its digits confined to
/// the same `k` cells, `k` the technique's pattern size.
pub(super) fn hidden_subset(
    grid: &Grid,
    house: House,
    technique: Technique,
) -> impl Iterator<Item = Step> + '_ {
    let geometry = grid.geometry();
    let k = technique.pattern_size();
    let house_cells = geometry.cells_of(house);
    let digits: Vec<(Digit, u32)> = missing_digits(grid, house)
        .iter()
        .map(|d| (d, spots_of(grid, house_cells, d)))
        .filter(|(_, spots)| (2..=k).contains(&(spots.count_ones() as usize)))
        .collect();
    combinations(digits.len(), k).filter_map(move |picks| {
        let spots = picks.iter().fold(0u32, |acc, &i| acc | digits[i].1);
        if spots.count_ones() as usize != k {
            return None;
        }
        let mask = picks.iter().fold(Candidates::EMPTY, |mut acc, &i| {
            acc.insert(digits[i].0);
            acc
        });
        let subset: Vec<Cell> = (0..house_cells.len())
            .filter(|&j| spots & (1 << j) != 0)
            .map(|j| house_cells[j])
            .collect();
        let eliminations: Vec<Candidate> = subset
            .iter()
            .flat_map(|&cell| {
                (grid.candidates(cell) & !mask)
                    .iter()
                    .map(move |digit| Candidate { cell, digit })
            })
            .collect();
        if eliminations.is_empty() {
            return None;
        }
        let chosen: Vec<Digit> = picks.iter().map(|&i| digits[i].0).collect();
        let message = Message::template(
            "hidden-subset-step",
            vec![
                ("technique", message![technique]),
                ("house", message![house]),
                ("digits", digit_list(&chosen)),
                ("cells", cell_list(geometry, &subset)),
                ("count", message![k]),
                ("eliminations", elimination_list(geometry, &eliminations)),
            ],
        );
        Some(subset_step(
            grid,
            technique,
            message,
            eliminations,
            vec![house],
            &subset,
            mask,
        ))
    })
}

/// Locked pair or triple: `k` cells in the meeting of a box and a line that hold `k` digits between
/// them; those digits leave the rest of both houses. As in HoDoKu, it is only a locked subset when
/// it removes candidates from both houses (from the box, and from the line outside the box): one
/// that removes from one house only is that house's naked subset.
pub(super) fn locked_subset(grid: &Grid, k: usize) -> impl Iterator<Item = Step> + '_ {
    let geometry = grid.geometry();
    let technique = if k == 2 {
        Technique::LockedPair
    } else {
        Technique::LockedTriple
    };
    (0..grid.n())
        .map(|b| geometry.block(b))
        .flat_map(move |block| {
            let block_cells = geometry.cell_set_of(block);
            let lines = lines_with_subset_cells(grid, block, k);
            lines.into_iter().flat_map(move |(line, cells)| {
                combinations(cells.len(), k).filter_map(move |picks| {
                    let digits = picked_digits(grid, &cells, &picks);
                    if digits.len() != k {
                        return None;
                    }
                    let subset: Vec<Cell> = picks.iter().map(|&i| cells[i]).collect();
                    let eliminations = removals(grid, &[line, block], &subset, digits);
                    let in_block = eliminations.iter().any(|c| block_cells.contains(c.cell));
                    let in_line_only = eliminations.iter().any(|c| !block_cells.contains(c.cell));
                    if !(in_block && in_line_only) {
                        return None;
                    }
                    let message = Message::template(
                        "locked-subset-step",
                        vec![
                            ("technique", message![technique]),
                            ("cells", cell_list(geometry, &subset)),
                            ("line", message![line]),
                            ("block", message![block]),
                            ("digits", digit_set_list(digits)),
                            ("eliminations", elimination_list(geometry, &eliminations)),
                        ],
                    );
                    Some(subset_step(
                        grid,
                        technique,
                        message,
                        eliminations,
                        vec![line, block],
                        &subset,
                        digits,
                    ))
                })
            })
        })
}
