//! Cage Splitting (Killer): a hidden cage the rule of 45 finds (the innies or outies of an area)
//! is a cage like any other, so it is used again. When its cells lie among the innies of another
//! area (one that does not hold its houses), they are taken away with the cages there, and the
//! area's other cells add up to what is left, read as Cage Combinations (or, when they do not all
//! see each other, Innies and Outies) reads a sum. (A hidden cage that splits a cage needs no
//! step of its own: a cage holding all of an area's innies reaches out of it, and its cells
//! outside are the area's outies, which Innies and Outies reads; the same the other way round.)

use super::cage_proof::{Hidden, Part};
use super::cages::{Area, SumGroup, areas, innies, inside_cages, outies, shortest_first};
use crate::cancel::Cancel;
use crate::deduction::step::Step;
use crate::deduction::technique::Technique;
use crate::model::{Cage, Cell, CellSet, Grid};

/// A hidden cage with an open cell (placed cells alone are read as placed digits), with its
/// cells as a set and the area it was read from.
struct Found<'a> {
    hidden: Hidden<'a>,
    cells: CellSet,
    area: usize,
}

impl<'a> Found<'a> {
    /// `group` as a hidden cage read from the `area`-th area.
    fn new(group: SumGroup<'a>, area: usize) -> Self {
        Found {
            cells: group.cells.iter().copied().collect(),
            hidden: Hidden {
                cells: group.cells,
                sum: group.sum,
                added: group.added,
                taken: group.taken,
                houses: group.houses,
            },
            area,
        }
    }
}

/// The first split (an area's innies less a hidden cage among them, in the order of `areas`, then
/// of the hidden cages) whose remainder's fitting sets (or fillings) leave a candidate out, a
/// short step first (see `shortest_first`); nothing on a board without cages, or once `cancel`
/// is set.
pub(super) fn cage_splitting(grid: &Grid, cancel: &Cancel) -> Option<Step> {
    let cages = grid.layout().variant().cages?;
    let areas = &areas(grid);
    let found: Vec<Found> = areas
        .iter()
        .enumerate()
        .flat_map(|(at, area)| {
            [innies(grid, cages, area), outies(grid, cages, area)]
                .into_iter()
                .flatten()
                .filter(|group| open(grid, group))
                .map(move |group| Found::new(group, at))
        })
        .collect();
    let splits = areas.iter().flat_map(|area| {
        let inside = inside_cages(cages, area);
        found
            .iter()
            .filter_map(move |f| area_split(grid, area, &inside, areas, f))
    });
    shortest_first(grid, cancel, splits)
}

/// The innies of `area` (one of `areas`; `inside` its cages) less the hidden cage of
/// `found`, when that lies among them, is not all of them, and was read from an area whose
/// houses are not all `area`'s (else it is `area`'s own arithmetic).
fn area_split<'a>(
    grid: &Grid,
    area: &Area,
    inside: &Option<Vec<&'a Cage>>,
    areas: &[Area],
    found: &'a Found<'a>,
) -> Option<SumGroup<'a>> {
    let inside = inside.as_ref()?;
    if areas[found.area]
        .houses
        .iter()
        .all(|h| area.houses.contains(h))
    {
        return None;
    }
    let covered = |c: Cell| inside.iter().any(|cage| cage.cells.contains(&c));
    if !found
        .cells
        .iter()
        .all(|c| area.cells.contains(c) && !covered(c))
    {
        return None;
    }
    let cells: Vec<Cell> = area
        .cells
        .iter()
        .filter(|&c| !covered(c) && !found.cells.contains(c))
        .collect();
    if cells.is_empty() {
        return None;
    }
    let cages_sum: u32 = inside.iter().filter_map(|cage| cage.sum).sum();
    let sum = area
        .total(grid)
        .checked_sub(cages_sum)?
        .checked_sub(found.hidden.sum)?;
    let mut houses = area.houses.clone();
    houses.extend(found.hidden.houses.iter().copied());
    Some(SumGroup {
        technique: Technique::CageSplitting,
        cells,
        sum,
        noun: "cells",
        houses,
        added: area
            .houses
            .iter()
            .map(|&house| Part::House(house))
            .collect(),
        taken: std::iter::once(Part::Hidden(&found.hidden))
            .chain(inside.iter().map(|&cage| Part::Cage(cage)))
            .collect(),
    })
}

/// Whether some cell of `group` is open.
fn open(grid: &Grid, group: &SumGroup) -> bool {
    group.cells.iter().any(|&c| grid.value(c).is_none())
}
