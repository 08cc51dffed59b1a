//! Memory of searches that found nothing. Many searches read only part of the grid: fish,
//! X-Chains, coloring and the two-link patterns only where one digit can go; naked and hidden
//! subsets only the cells of one house; Sue de Coq only the cells of one box and one line. Such a
//! search that found nothing finds nothing again while that part stays the same, and most steps
//! change little of the grid. The cache remembers, per technique and part (digit, house, or box
//! and line), what the part looked like the last time the search came back empty, and skips the
//! part while it is unchanged. The steps found are exactly those a full search finds. The memory
//! lives in the search's `SearchCache`.

use std::collections::HashMap;

use super::links::places_of_digits;
use super::search::{Found, Search};
use crate::deduction::technique::Technique;
use crate::model::{CellSet, Digit, Grid, House, Layout, MAX_DIGITS};

/// Per technique: the board layout and, per part in search order, what the part looked like when
/// the search last found nothing there.
type Memory<S> = HashMap<Technique, (Layout, Vec<Option<S>>)>;

/// The cells of an area (one or two houses) in house order, each as its candidate bits with its
/// value (0 when empty) above them; unused slots zero.
type AreaCells = [u32; 2 * MAX_DIGITS];

/// Where a cell's value goes in its `AreaCells` entry, above the candidate bits.
const VALUE_SHIFT: u32 = MAX_DIGITS as u32;

/// Digit searches that found nothing: the digit's places.
#[derive(Default)]
struct EmptyDigits(Memory<CellSet>);

/// House and box-line searches that found nothing: the area's cells.
#[derive(Default)]
struct EmptyAreas(Memory<AreaCells>);

/// Runs `search` on every part of `parts` (each with what it looks like now) in order, until
/// `found` is full, skipping each part that looks as it did when `technique` last found nothing
/// there (by `memory`). `parts` must list the same parts in the same order for a layout.
fn each_part<P, S: Clone + PartialEq>(
    memory: &mut Memory<S>,
    layout: Layout,
    technique: Technique,
    found: &mut Found,
    parts: impl Iterator<Item = (P, S)>,
    mut search: impl FnMut(P, &mut Found),
) {
    let mut seen = memory
        .remove(&technique)
        .filter(|(seen_layout, _)| *seen_layout == layout)
        .map_or_else(Vec::new, |(_, seen)| seen);
    for (index, (part, looks)) in parts.enumerate() {
        if seen.len() <= index {
            seen.resize(index + 1, None);
        }
        if seen[index].as_ref() == Some(&looks) {
            continue;
        }
        let before = found.len();
        search(part, found);
        seen[index] = (found.len() == before).then_some(looks);
        if found.is_full() {
            break;
        }
    }
    memory.insert(technique, (layout, seen));
}

/// `search` for every digit in order, skipping each digit whose places are unchanged since it
/// last found nothing (see `each_part`).
pub(super) fn each_digit(search: &mut Search<'_>, mut find: impl FnMut(&Grid, Digit, &mut Found)) {
    let grid = search.grid;
    let digits = (1..=grid.n() as u8)
        .map(Digit::new)
        .zip(places_of_digits(grid));
    each_part(
        &mut search.cache.slot::<EmptyDigits>().0,
        grid.layout(),
        search.technique,
        &mut search.found,
        digits,
        |digit, found| find(grid, digit, found),
    );
}

fn cells_of(grid: &Grid, houses: &[House]) -> AreaCells {
    let mut cells = [0; 2 * MAX_DIGITS];
    let area = houses
        .iter()
        .flat_map(|&house| grid.geometry().cells_of(house));
    for (slot, &cell) in cells.iter_mut().zip(area) {
        let value = u32::from(grid.value(cell).map_or(0, |digit| digit.get()));
        *slot = grid.candidates(cell).bits() | value << VALUE_SHIFT;
    }
    cells
}

/// `search` on every house in order, skipping the houses whose cells are unchanged since it last
/// found nothing there (see `each_part`).
pub(super) fn each_house(search: &mut Search<'_>, mut find: impl FnMut(&Grid, House, &mut Found)) {
    let grid = search.grid;
    let houses = grid
        .geometry()
        .houses()
        .iter()
        .map(|&house| (house, cells_of(grid, &[house])));
    each_part(
        &mut search.cache.slot::<EmptyAreas>().0,
        grid.layout(),
        search.technique,
        &mut search.found,
        houses,
        |house, found| find(grid, house, found),
    );
}

/// `search` on every box and every line crossing it (boxes in order, then the crossing lines by
/// number, a row before a column), skipping the pairs whose cells are unchanged since it last
/// found nothing there (see `each_part`).
pub(super) fn each_box_and_line(
    search: &mut Search<'_>,
    mut find: impl FnMut(&Grid, House, House, &mut Found),
) {
    let grid = search.grid;
    let geometry = grid.geometry();
    let n = grid.n();
    let pairs = (0..n).flat_map(move |b| {
        let house_box = geometry.block(b);
        let box_cells = geometry.cell_set_of(house_box);
        (0..n as u8)
            .flat_map(|i| [House::Row(i), House::Col(i)])
            .filter(move |&line| {
                geometry
                    .cells_of(line)
                    .iter()
                    .any(|&cell| box_cells.contains(cell))
            })
            .map(move |line| ([house_box, line], cells_of(grid, &[house_box, line])))
    });
    each_part(
        &mut search.cache.slot::<EmptyAreas>().0,
        grid.layout(),
        search.technique,
        &mut search.found,
        pairs,
        |[house_box, line], found| find(grid, house_box, line, found),
    );
}
