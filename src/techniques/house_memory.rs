//! Memory of searches confined to one house, or to the meeting of a box and a line, that found
//! nothing. Naked and hidden subsets read nothing but the cells of the house they search, Sue de
//! Coq nothing but the cells of its box and line, so such a search that found nothing gives
//! nothing again while those cells stay the same; most steps touch few houses. Each thread
//! remembers, per technique and area, the area's values and candidates the last time the search
//! came back empty, and skips the area while they are unchanged. The steps found are exactly those
//! of a full search.

use std::cell::RefCell;
use std::collections::HashMap;

use super::{Found, Technique};
use crate::model::{Grid, House, Layout, MAX_DIGITS};

/// The cells of an area (one or two houses) in house order, each as its candidate bits with its
/// value (0 when empty) above them; unused slots zero.
type AreaCells = [u32; 2 * MAX_DIGITS];

/// Where a cell's value goes in its `AreaCells` entry, above the candidate bits.
const VALUE_SHIFT: u32 = MAX_DIGITS as u32;

/// For one technique: the board layout and, per area in search order, its cells when the search
/// last found nothing there.
type EmptyAreas = (Layout, Vec<Option<AreaCells>>);

thread_local! {
    /// The empty searches of each technique on this thread.
    static EMPTY_SEARCHES: RefCell<HashMap<Technique, EmptyAreas>> = RefCell::new(HashMap::new());
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

/// Runs `search` for every area of `areas` in order (each one house, or a box and a line), until
/// `found` is full, skipping each area whose cells are the same as when `technique` last found
/// nothing there on this thread. `areas` must list the same areas in the same order for a layout.
fn each_area<const H: usize>(
    grid: &Grid,
    technique: Technique,
    found: &mut Found,
    areas: impl Iterator<Item = [House; H]>,
    mut search: impl FnMut([House; H], &mut Found),
) {
    let layout = grid.layout();
    let mut memory = EMPTY_SEARCHES.with(|memory| {
        memory
            .borrow_mut()
            .remove(&technique)
            .filter(|(seen_layout, _)| *seen_layout == layout)
            .map_or_else(Vec::new, |(_, memory)| memory)
    });
    for (index, area) in areas.enumerate() {
        if memory.len() <= index {
            memory.resize(index + 1, None);
        }
        let cells = cells_of(grid, &area);
        if memory[index] == Some(cells) {
            continue;
        }
        let before = found.len();
        search(area, found);
        memory[index] = (found.len() == before).then_some(cells);
        if found.is_full() {
            break;
        }
    }
    EMPTY_SEARCHES.with(|all| all.borrow_mut().insert(technique, (layout, memory)));
}

/// `search` on every house in order, skipping the houses remembered empty (see `each_area`).
pub(super) fn each_house(
    grid: &Grid,
    technique: Technique,
    found: &mut Found,
    mut search: impl FnMut(House, &mut Found),
) {
    let houses = grid.geometry().houses().iter().map(|&house| [house]);
    each_area(grid, technique, found, houses, |[house], found| {
        search(house, found)
    });
}

/// `search` on every box and every line crossing it (boxes in order, then the crossing lines by
/// number, a row before a column), skipping the pairs remembered empty (see `each_area`).
pub(super) fn each_box_and_line(
    grid: &Grid,
    technique: Technique,
    found: &mut Found,
    mut search: impl FnMut(House, House, &mut Found),
) {
    let geometry = grid.geometry();
    let n = grid.n();
    let pairs = (0..n as u8).flat_map(move |b| {
        let house_box = House::Box(b);
        let box_cells = geometry.cell_set_of(house_box);
        (0..n as u8)
            .flat_map(|i| [House::Row(i), House::Col(i)])
            .filter(move |&line| {
                geometry
                    .cells_of(line)
                    .iter()
                    .any(|&cell| box_cells.contains(cell))
            })
            .map(move |line| [house_box, line])
    });
    each_area(grid, technique, found, pairs, |[house_box, line], found| {
        search(house_box, line, found)
    });
}
