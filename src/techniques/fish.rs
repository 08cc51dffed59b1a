//! Basic fish: X-Wing (2), Swordfish (3) and Jellyfish (4). When a digit fits, in each of k rows,
//! only within the same k columns, those k rows must take the digit's k places in those columns, so
//! no other cell of the columns can hold it (and the same with rows and columns swapped). Works for
//! every board size.

use super::subsets::first_combination;
use crate::model::{Candidate, Cell, Digit, Grid, House};
use crate::step::{Highlight, Role, Step, and_list, elimination_list};
use crate::techniques::Technique;

/// The position of `cell` across a line of the given kind: its column for rows, its row for columns.
fn cross_index(grid: &Grid, cell: Cell, rows: bool) -> usize {
    if rows {
        grid.geometry().col_of(cell)
    } else {
        grid.geometry().row_of(cell)
    }
}

/// Finds the first X-Wing, Swordfish or Jellyfish (size `k`): digits in order, rows as base first.
pub(super) fn basic_fish(grid: &Grid, k: usize) -> Option<Step> {
    let n = grid.n();
    let technique = match k {
        2 => Technique::XWing,
        3 => Technique::Swordfish,
        _ => Technique::Jellyfish,
    };
    (1..=n as u8).map(Digit::new).find_map(|digit| {
        [true, false]
            .into_iter()
            .find_map(|rows| fish_for(grid, technique, k, digit, rows))
    })
}

fn line(index: usize, rows: bool) -> House {
    if rows {
        House::Row(index as u8)
    } else {
        House::Col(index as u8)
    }
}

fn fish_for(grid: &Grid, technique: Technique, k: usize, digit: Digit, rows: bool) -> Option<Step> {
    let geometry = grid.geometry();
    let n = grid.n();
    let base_lines: Vec<(usize, Vec<Cell>, u32)> = (0..n)
        .filter_map(|i| {
            let cells: Vec<Cell> = geometry
                .cells_of(line(i, rows))
                .iter()
                .copied()
                .filter(|&c| grid.candidates(c).contains(digit))
                .collect();
            let cover = cells
                .iter()
                .fold(0u32, |acc, &c| acc | 1 << cross_index(grid, c, rows));
            (2..=k).contains(&cells.len()).then_some((i, cells, cover))
        })
        .collect();
    first_combination(base_lines.len(), k, |picks| {
        let cover = picks.iter().fold(0u32, |acc, &i| acc | base_lines[i].2);
        if cover.count_ones() as usize != k {
            return None;
        }
        let base: Vec<usize> = picks.iter().map(|&i| base_lines[i].0).collect();
        let covers: Vec<usize> = (0..n).filter(|&i| cover & (1 << i) != 0).collect();
        let eliminations: Vec<Candidate> = covers
            .iter()
            .flat_map(|&c| geometry.cells_of(line(c, !rows)).iter().copied())
            .filter(|&cell| {
                grid.candidates(cell).contains(digit)
                    && !base.contains(&cross_index(grid, cell, !rows))
            })
            .map(|cell| Candidate { cell, digit })
            .collect();
        if eliminations.is_empty() {
            return None;
        }
        let mut eliminations = eliminations;
        eliminations.sort();
        let (base_kind, cover_kind) = if rows {
            ("rows", "columns")
        } else {
            ("columns", "rows")
        };
        let numbers = |lines: &[usize]| {
            and_list(
                &lines
                    .iter()
                    .map(|i| (i + 1).to_string())
                    .collect::<Vec<_>>(),
            )
        };
        let message = format!(
            "{technique} on {digit}: in {base_kind} {}, {digit} fits only in {cover_kind} {}. \
             Each of these {base_kind} needs its {digit} in a different one of those \
             {cover_kind}, so the {digit}s of {cover_kind} {} all lie in {base_kind} {} and {digit} \
             can be removed from the other cells of those {cover_kind}: {}.",
            numbers(&base),
            numbers(&covers),
            numbers(&covers),
            numbers(&base),
            elimination_list(geometry, &eliminations)
        );
        let pattern: Vec<(Candidate, Role)> = picks
            .iter()
            .flat_map(|&i| base_lines[i].1.iter())
            .map(|&cell| (Candidate { cell, digit }, Role::Pattern))
            .collect();
        let highlight = Highlight {
            houses: base
                .iter()
                .map(|&i| line(i, rows))
                .chain(covers.iter().map(|&i| line(i, !rows)))
                .collect(),
            candidates: pattern,
            ..Highlight::default()
        };
        Some(Step::eliminating(
            technique,
            message,
            eliminations,
            highlight,
        ))
    })
}
