//! Common Peer: the places of a digit in a house are all seen by one cell outside them, each
//! through its own house, a knight's or king's move or a Killer cage. The digit is in one of
//! those places, so that cell cannot hold it. Locked Candidates is the case where one house
//! holds every place and the cell; a classic board has no other (a cell outside a box sees its
//! cells through one line only), so the technique looks on variant boards only.

use super::cage_proof::confined_to_places;
use super::links::seeing_all;
use super::locked_candidates::pattern;
use super::singles::{missing_digits, positions};
use crate::deduction::proof::ProofBuilder;
use crate::deduction::step::Step;
use crate::deduction::technique::Technique;
use crate::message::{Message, Piece, cell_list, elimination_list};
use crate::model::{Candidate, Cell, Digit, Geometry, Grid, House, Move};

/// How a cell sees another: a house they share, else the move between them, else the Killer
/// cage holding both (named by its first cell).
#[derive(Debug, Clone, Copy, PartialEq)]
enum Through {
    House(House),
    Move(&'static Move),
    Cage(Cell),
}

impl Through {
    /// How `seer` sees `seen`, one of `places` that `seer` sees: of the houses they share, the
    /// one holding the most of `places` (the first of equals).
    fn of(geometry: &Geometry, seer: Cell, seen: Cell, places: &[Cell]) -> Option<Through> {
        let shared = geometry.shared_houses(seer, seen);
        let widest = shared.iter().copied().rev().max_by_key(|&house| {
            let cells = geometry.cell_set_of(house);
            places.iter().filter(|&&p| cells.contains(p)).count()
        });
        if let Some(house) = widest {
            return Some(Through::House(house));
        }
        let moved = geometry.moves_of(seer).iter().find(|(c, _)| *c == seen);
        if let Some(&(_, apart)) = moved {
            return Some(Through::Move(apart));
        }
        let cage = geometry.cage_of(seer)?;
        cage.cells
            .contains(&seen)
            .then(|| cage.cells.first().copied().map(Through::Cage))?
    }

    /// "r4c1 and r4c2 in box 4", "r4c6 a knight's move away", "r2c2 in the cage at r1c1".
    fn clause(self, geometry: &Geometry, cells: &[Cell]) -> Message {
        let cells = cell_list(geometry, cells);
        match self {
            Through::House(house) => template!("peer-in-house", cells = cells, house = house),
            Through::Move(apart) => template!(
                "peer-a-move-away",
                cells = cells,
                away = Message::template(apart.away_key, Vec::new())
            ),
            Through::Cage(first) => template!(
                "peer-in-cage",
                cells = cells,
                cell = Piece::cell(geometry, first)
            ),
        }
    }
}

/// Every step: for each house and digit with two or more places, the cells outside the places
/// that see every one of them, hold the digit and share no house with all of them (that is
/// Locked Candidates); nothing on a classic board.
pub(super) fn common_peer(grid: &Grid) -> impl Iterator<Item = Step> + '_ {
    let geometry = grid.geometry();
    let houses = if geometry.is_classic() {
        &[][..]
    } else {
        geometry.houses()
    };
    houses.iter().flat_map(move |&house| {
        missing_digits(grid, house)
            .iter()
            .filter_map(move |digit| step_for(grid, house, digit))
    })
}

/// The step of `digit`'s places in `house`, if some cell sees them all in a way Locked
/// Candidates does not.
fn step_for(grid: &Grid, house: House, digit: Digit) -> Option<Step> {
    let geometry = grid.geometry();
    let places = positions(grid, house, digit);
    if places.len() < 2 {
        return None;
    }
    let eliminations: Vec<Candidate> = seeing_all(grid, &places, digit)
        .into_iter()
        .filter(|c| !one_house_holds(geometry, &places, c.cell))
        .collect();
    if eliminations.is_empty() {
        return None;
    }
    let seers: Vec<Cell> = eliminations.iter().map(|c| c.cell).collect();
    let sightings: Vec<Message> = seers
        .iter()
        .map(|&seer| sighting(geometry, seer, &places))
        .collect::<Option<_>>()?;
    let message = template!(
        "common-peer-step",
        technique = Technique::CommonPeer,
        house = house,
        digit = digit,
        places = cell_list(geometry, &places),
        sightings = Message::separated(&sightings, "; "),
        seers = cell_list(geometry, &seers),
        count = seers.len(),
        eliminations = elimination_list(geometry, &eliminations)
    );
    let mut proof = ProofBuilder::default();
    confined_to_places(&mut proof, house, &places, digit, &eliminations);
    let highlight = pattern(&places, digit, vec![house]);
    let proof = proof.finish(message.clone());
    Some(
        Step::eliminating(Technique::CommonPeer, message, eliminations, highlight)
            .with_proof(proof),
    )
}

/// Whether one house holds `cell` and every one of `places`.
fn one_house_holds(geometry: &Geometry, places: &[Cell], cell: Cell) -> bool {
    geometry.houses_of(cell).iter().any(|&house| {
        let cells = geometry.cell_set_of(house);
        places.iter().all(|&p| cells.contains(p))
    })
}

/// "r5c3 sees every one of them: r4c1 and r4c2 in box 4, r4c6 a knight's move away", the
/// places grouped by how `seer` sees them, in the order first met.
fn sighting(geometry: &Geometry, seer: Cell, places: &[Cell]) -> Option<Message> {
    let mut groups: Vec<(Through, Vec<Cell>)> = Vec::new();
    for &place in places {
        let through = Through::of(geometry, seer, place, places)?;
        match groups.iter_mut().find(|(t, _)| *t == through) {
            Some((_, cells)) => cells.push(place),
            None => groups.push((through, vec![place])),
        }
    }
    let clauses: Vec<Message> = groups
        .iter()
        .map(|(through, cells)| through.clause(geometry, cells))
        .collect();
    Some(template!(
        "common-peer-sighting",
        cell = Piece::cell(geometry, seer),
        ways = Message::separated(&clauses, ", ")
    ))
}
