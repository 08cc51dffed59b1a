//! Locked Candidates: a digit of a box that lies in one row or column only (Type 1, Pointing), and a
//! digit of a row or column that lies in one box only (Type 2, Claiming). They work for every box
//! shape; with 2-row boxes a box meets each column in two cells only, which is still a valid lock.
//! On a variant board they take every pair of houses that meet in two or more cells: a region,
//! diagonal or window points into any house it meets that way (Type 1), and a row or column
//! claims for a region or window (Type 2).

use super::bit_positions;
use super::singles::missing_digits;
use super::subsets::spots_of;
use crate::deduction::step::{Highlight, Role, Step};
use crate::deduction::technique::Technique;
use crate::message::{Message, cell_list, elimination_list};
use crate::model::{Candidate, Cell, Digit, Grid, House};

/// Whether `house` is a row or a column.
fn is_line(house: House) -> bool {
    matches!(house, House::Row(_) | House::Col(_))
}

/// The houses other than `source` that hold every cell of `source` at the positions `spots`
/// (at least two), in the order of the first such cell's houses.
fn houses_holding(grid: &Grid, source: House, spots: u32) -> impl Iterator<Item = House> + '_ {
    let geometry = grid.geometry();
    let source_cells = geometry.cells_of(source);
    let (first, shared) = if spots.count_ones() < 2 {
        (&[][..], 0)
    } else {
        let shared = bit_positions(u128::from(spots)).fold(u128::MAX, |shared, j| {
            shared & geometry.house_bits_of(source_cells[j])
        });
        let first = source_cells[spots.trailing_zeros() as usize];
        (geometry.houses_of(first), shared)
    };
    let others = shared & !(1 << source.index(grid.n()));
    first
        .iter()
        .copied()
        .filter(move |house| others & 1 << house.index(grid.n()) != 0)
}

/// The candidates of `digit` in `target` outside `source`.
fn outside(grid: &Grid, target: House, source: House, digit: Digit) -> Vec<Candidate> {
    let geometry = grid.geometry();
    let source_cells = geometry.cell_set_of(source);
    geometry
        .cells_of(target)
        .iter()
        .filter(|&&cell| grid.candidates(cell).contains(digit) && !source_cells.contains(cell))
        .map(|&cell| Candidate { cell, digit })
        .collect()
}

/// The highlight of a digit confined to `pattern_cells`: those candidates in the pattern colour
/// and `houses` tinted.
pub(super) fn pattern(pattern_cells: &[Cell], digit: Digit, houses: Vec<House>) -> Highlight {
    Highlight {
        houses,
        candidates: pattern_cells
            .iter()
            .map(|&cell| (Candidate { cell, digit }, Role::Pattern))
            .collect(),
        ..Highlight::default()
    }
}

/// A digit of a box (or region, diagonal or window) confined to its meeting with another house
/// (a row or column, on variant boards also a diagonal, window or box): that house's other
/// cells lose it.
pub(super) fn pointing(grid: &Grid) -> impl Iterator<Item = Step> + '_ {
    locked(grid, Technique::LockedCandidatesPointing, false)
}

/// A digit of a row or column confined to its meeting with a box (or region, or window): that
/// house's other cells lose it.
pub(super) fn claiming(grid: &Grid) -> impl Iterator<Item = Step> + '_ {
    locked(grid, Technique::LockedCandidatesClaiming, true)
}

/// The steps of `technique`: a digit of a source house (a row or column when `from_lines`, else
/// any other house) confined to where it meets another house leaves the rest of that house.
fn locked(grid: &Grid, technique: Technique, from_lines: bool) -> impl Iterator<Item = Step> + '_ {
    let geometry = grid.geometry();
    let sources = geometry
        .houses()
        .iter()
        .copied()
        .filter(move |&h| is_line(h) == from_lines);
    sources.flat_map(move |source| {
        missing_digits(grid, source).iter().flat_map(move |digit| {
            let spots = spots_of(grid, geometry.cells_of(source), digit);
            houses_holding(grid, source, spots).filter_map(move |target| {
                let eliminations = outside(grid, target, source, digit);
                if eliminations.is_empty() {
                    return None;
                }
                let cells: Vec<Cell> = bit_positions(u128::from(spots))
                    .map(|j| geometry.cells_of(source)[j])
                    .collect();
                let message = Message::template(
                    "locked-candidates-step",
                    vec![
                        ("technique", message![technique]),
                        ("source", message![source]),
                        ("target", message![target]),
                        ("digit", message![digit]),
                        ("cells", cell_list(geometry, &cells)),
                        ("eliminations", elimination_list(geometry, &eliminations)),
                    ],
                );
                Some(Step::eliminating(
                    technique,
                    message,
                    eliminations,
                    pattern(&cells, digit, vec![source, target]),
                ))
            })
        })
    })
}
