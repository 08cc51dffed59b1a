//! The non-consecutive techniques: under the non-consecutive rule no two cells side by side hold
//! digits that differ by 1. Non-consecutive Pairs: a placed digit takes its neighbours' digits
//! one below and one above it (one step per placed cell, every neighbour at once); between two
//! open cells, each digit of one needs a partner in the other that is not next to it, and a digit
//! with none goes. Non-consecutive Places: a digit's places in a house all lie beside one cell,
//! so that cell holds no digit next to it; or one of the places lies beside all the others, so
//! it holds no digit next to it either (the digit could then go neither there nor beside it).

use super::locked_candidates::pattern;
use super::pair_marks::pair_steps;
use super::removal_step_by;
use super::singles::{missing_digits, positions};
use crate::deduction::proof::{Fact, Group, ProofBuilder, Rule};
use crate::deduction::step::{Role, Step};
use crate::deduction::technique::Technique;
use crate::message::{Piece, and_list, cell_list, or_list, removals_by_cell};
use crate::model::{Candidate, Candidates, Cell, Digit, Grid, House, LineKind, side_neighbours};

/// Every step: first each placed cell's, in the board's order, then each pair of open cells'.
pub(super) fn nonconsecutive_pairs(grid: &Grid) -> impl Iterator<Item = Step> + '_ {
    let on = has_the_rule(grid);
    let placed = (0..grid.geometry().n().pow(2))
        .filter(move |_| on)
        .filter_map(move |i| placed_step(grid, Cell::new(i)));
    placed.chain(pair_steps(
        grid,
        &[LineKind::Nonconsecutive],
        Technique::NonconsecutivePairs,
        "nonconsecutive-intro",
    ))
}

/// The step of the placed cell `cell`, if a neighbour still holds a digit next to its digit.
fn placed_step(grid: &Grid, cell: Cell) -> Option<Step> {
    let digit = grid.value(cell)?;
    let geometry = grid.geometry();
    let n = geometry.n();
    let next_to = digits_next_to(digit, n);
    let mut eliminations: Vec<Candidate> = side_neighbours(n, cell.index())
        .map(Cell::new)
        .filter(|&neighbour| grid.value(neighbour).is_none())
        .flat_map(|neighbour| {
            let held = grid.candidates(neighbour).bits() & next_to.bits();
            Candidates::from_bits(held)
                .iter()
                .map(move |digit| Candidate {
                    cell: neighbour,
                    digit,
                })
        })
        .collect();
    if eliminations.is_empty() {
        return None;
    }
    eliminations.sort_unstable();
    let mut losing: Vec<Cell> = eliminations.iter().map(|c| c.cell).collect();
    losing.dedup();
    let mut removed = Candidates::EMPTY;
    for candidate in &eliminations {
        removed.insert(candidate.digit);
    }
    let message = template!(
        "nonconsecutive-placed",
        technique = Technique::NonconsecutivePairs,
        cell = Piece::cell(geometry, cell),
        digit = digit,
        neighbours = and_list(losing.iter().map(|&c| Piece::cell(geometry, c))),
        digits = or_list(removed.iter()),
        eliminations = removals_by_cell(geometry, &eliminations)
    );
    let mut pattern = vec![cell];
    pattern.extend(&losing);
    Some(removal_step_by(
        Technique::NonconsecutivePairs,
        message,
        eliminations,
        &pattern,
        |candidate| Rule::NoLineFilling {
            kind: LineKind::Nonconsecutive,
            cells: vec![cell.min(candidate.cell), cell.max(candidate.cell)],
        },
    ))
}

/// Every Non-consecutive Places step: for each house and digit with two or more places, the
/// open cells side by side with every place, which lose the digits next to it; nothing on a
/// board without the non-consecutive rule.
pub(super) fn nonconsecutive_places(grid: &Grid) -> impl Iterator<Item = Step> + '_ {
    let geometry = grid.geometry();
    let houses = if has_the_rule(grid) {
        geometry.houses()
    } else {
        &[][..]
    };
    houses.iter().flat_map(move |&house| {
        missing_digits(grid, house)
            .iter()
            .filter_map(move |digit| places_step(grid, house, digit))
    })
}

/// The step of `digit`'s places in `house`, if an open cell beside every place still holds a
/// digit next to it; else if a place beside every other place does (whichever digit next to
/// `digit` it held, `digit` could stand neither in it nor beside it).
fn places_step(grid: &Grid, house: House, digit: Digit) -> Option<Step> {
    let geometry = grid.geometry();
    let n = geometry.n();
    let places = positions(grid, house, digit);
    if places.len() < 2 {
        return None;
    }
    let next_to = digits_next_to(digit, n);
    let losing = |cells: Vec<Cell>| -> Vec<Candidate> {
        cells
            .into_iter()
            .flat_map(|cell| {
                Candidates::from_bits(grid.candidates(cell).bits() & next_to.bits())
                    .iter()
                    .map(move |digit| Candidate { cell, digit })
            })
            .collect()
    };
    let beside_all = side_neighbours(n, places[0].index())
        .map(Cell::new)
        .filter(|&cell| {
            grid.value(cell).is_none() && !places.contains(&cell) && beside_every(n, cell, &places)
        })
        .collect();
    let mut own = false;
    let mut eliminations = losing(beside_all);
    if eliminations.is_empty() {
        own = true;
        eliminations = losing(
            places
                .iter()
                .copied()
                .filter(|&cell| beside_every(n, cell, &places))
                .collect(),
        );
    }
    if eliminations.is_empty() {
        return None;
    }
    eliminations.sort_unstable();
    let mut seers: Vec<Cell> = eliminations.iter().map(|c| c.cell).collect();
    seers.dedup();
    let message = template!(
        "nonconsecutive-places-step",
        own = if own { "yes" } else { "no" },
        technique = Technique::NonconsecutivePlaces,
        house = house,
        digit = digit,
        places = cell_list(geometry, &places),
        cells = cell_list(geometry, &seers),
        count = seers.len(),
        eliminations = removals_by_cell(geometry, &eliminations)
    );
    let mut proof = ProofBuilder::default();
    let group = proof.add(
        Fact::Is(Group {
            cells: places.clone(),
            digit,
        }),
        Rule::OnlyPlaces(house),
        Vec::new(),
    );
    for &candidate in &eliminations {
        proof.add(
            Fact::IsNot(Group::from(candidate)),
            Rule::BesidePlaces,
            vec![group],
        );
    }
    let mut highlight = pattern(&places, digit, vec![house]);
    highlight.cells.extend(
        seers
            .iter()
            .filter(|cell| !places.contains(cell))
            .map(|&cell| (cell, Role::Pattern)),
    );
    let proof = proof.finish(message.clone());
    Some(
        Step::eliminating(
            Technique::NonconsecutivePlaces,
            message,
            eliminations,
            highlight,
        )
        .with_proof(proof),
    )
}

/// Whether each of `places` is `cell` or lies side by side with it on an `n` x `n` board: then
/// a digit next to theirs in `cell` leaves their digit no place among them.
pub(super) fn beside_every(n: usize, cell: Cell, places: &[Cell]) -> bool {
    places.iter().all(|&place| {
        place == cell || side_neighbours(n, place.index()).any(|other| other == cell.index())
    })
}

/// The digits of 1 to `n` next to `digit` (one below it and one above it).
pub(super) fn digits_next_to(digit: Digit, n: usize) -> Candidates {
    let mut next_to = Candidates::EMPTY;
    for other in [digit.get() - 1, digit.get() + 1] {
        if (1..=n).contains(&usize::from(other)) {
            next_to.insert(Digit::new(other));
        }
    }
    next_to
}

/// Whether the board has the non-consecutive rule (its pairs are lines of the board).
pub(super) fn has_the_rule(grid: &Grid) -> bool {
    grid.layout()
        .variant()
        .lines_of(LineKind::Nonconsecutive)
        .next()
        .is_some()
}
