//! Shared building blocks of the pattern techniques: strong links (a digit with exactly two places
//! in a house), which cells see each other, the candidates that see every cell of a pattern, and
//! the link lists the chain searches walk.

use crate::deduction::step::Step;
use crate::message::{Message, Piece};
use crate::model::{Candidate, Cell, CellSet, Digit, Grid, House, Sight};

/// One kind of link from every node of a chain search, in one buffer: node `i` reaches
/// `targets[spans[i].0..spans[i].1]`, in the order the search tries them (nothing when its links
/// were never recorded).
pub(super) struct Adjacency<T> {
    spans: Vec<(u32, u32)>,
    targets: Vec<T>,
}

impl<T> Adjacency<T> {
    /// No links yet, for nodes `0..nodes`.
    pub(super) fn new(nodes: usize) -> Adjacency<T> {
        Adjacency {
            spans: vec![(0, 0); nodes],
            targets: Vec::new(),
        }
    }

    /// Records the links of `node`, which `add` appends to the buffer it is handed.
    pub(super) fn record(&mut self, node: usize, add: impl FnOnce(&mut Vec<T>)) {
        let start = self.targets.len() as u32;
        add(&mut self.targets);
        self.spans[node] = (start, self.targets.len() as u32);
    }

    /// The nodes `node` reaches.
    pub(super) fn of(&self, node: usize) -> &[T] {
        let (start, end) = self.spans[node];
        &self.targets[start as usize..end as usize]
    }
}

/// Two cells that are the only places of a digit in a house: one of them must hold it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct StrongLink {
    /// The first cell, in cell order.
    pub a: Cell,
    /// The second cell.
    pub b: Cell,
    /// The house with just these two places.
    pub house: House,
}

impl StrongLink {
    /// The link's ends in both orders: (this end, the other end).
    pub fn orientations(&self) -> [(Cell, Cell); 2] {
        [(self.a, self.b), (self.b, self.a)]
    }
}

/// Every strong link of `digit`, in house order (a pair that is linked in two houses appears twice).
pub(super) fn strong_links(grid: &Grid, digit: Digit) -> Vec<StrongLink> {
    let geometry = grid.geometry();
    geometry
        .houses()
        .iter()
        .filter_map(|&house| {
            let mut places = geometry
                .cells_of(house)
                .iter()
                .copied()
                .filter(|&c| grid.candidates(c).contains(digit));
            let (a, b) = (places.next()?, places.next()?);
            places
                .next()
                .is_none()
                .then_some(StrongLink { a, b, house })
        })
        .collect()
}

/// Whether two different cells share a house.
pub(super) fn sees(grid: &Grid, a: Cell, b: Cell) -> bool {
    a != b && grid.geometry().peer_set(a).contains(b)
}

/// `message`, and on a variant board a sentence after it saying how those of `pairs` (cells that
/// see each other) that share no row, column, box or region see each other: " Here r9c1 and
/// r5c5 share the rising diagonal; r5c4 and r6c6 are a knight's move apart." `message` alone
/// when no pair needs it.
pub(super) fn with_variant_sightings(
    grid: &Grid,
    message: Message,
    pairs: &[(Cell, Cell)],
) -> Message {
    let geometry = grid.geometry();
    if geometry.is_classic() {
        return message;
    }
    let sightings = geometry.variant_sightings(pairs.iter().copied());
    with_sightings_said(grid, message, &sightings)
}

/// `message` with " Here " and a clause per sighting after it ("r9c1 and r5c5 share the
/// rising diagonal"), joined by "; " and ended with "."; `message` alone when there are none.
fn with_sightings_said(
    grid: &Grid,
    message: Message,
    sightings: &[(Cell, Cell, Sight)],
) -> Message {
    if sightings.is_empty() {
        return message;
    }
    let geometry = grid.geometry();
    let clauses: Vec<Message> = sightings
        .iter()
        .map(|&(a, b, sight)| {
            template!(
                "sighting",
                first = Piece::cell(geometry, a),
                second = Piece::cell(geometry, b),
                sight = sight,
            )
        })
        .collect();
    message![
        message,
        template!(
            "sightings-here",
            sightings = Message::separated(&clauses, "; ")
        )
    ]
}

/// `step` with, on a variant board, the sightings it rests on that no row, column, box or
/// region shows named after its message (see `Step::variant_sightings`).
pub(super) fn note_variant_sightings(grid: &Grid, mut step: Step) -> Step {
    let sightings = step.variant_sightings(grid.geometry());
    let message = std::mem::take(&mut step.message);
    step.message = with_sightings_said(grid, message, &sightings);
    step
}

/// The candidates of `digit` in cells that see every cell of `pattern` (and are not in it).
pub(super) fn seeing_all(grid: &Grid, pattern: &[Cell], digit: Digit) -> Vec<Candidate> {
    let geometry = grid.geometry();
    let Some((&first, rest)) = pattern.split_first() else {
        return Vec::new();
    };
    let common = rest.iter().fold(*geometry.peer_set(first), |acc, &c| {
        acc.intersection(geometry.peer_set(c))
    });
    common
        .iter()
        .filter(|&c| !pattern.contains(&c) && grid.candidates(c).contains(digit))
        .map(|cell| Candidate { cell, digit })
        .collect()
}

/// The other place of `node`'s digit in each house of its cell where the digit has exactly two
/// places (once each: two places can share a line and a box).
pub(super) fn conjugates(grid: &Grid, node: Candidate) -> Vec<Candidate> {
    let geometry = grid.geometry();
    let mut partners: Vec<Candidate> = Vec::new();
    for &house in geometry.houses_of(node.cell) {
        let mut others = geometry
            .cells_of(house)
            .iter()
            .copied()
            .filter(|&c| c != node.cell && grid.candidates(c).contains(node.digit));
        if let (Some(other), None) = (others.next(), others.next()) {
            let partner = Candidate {
                cell: other,
                digit: node.digit,
            };
            if !partners.contains(&partner) {
                partners.push(partner);
            }
        }
    }
    partners
}

/// The empty cells with exactly two candidates, in cell order.
pub(super) fn bivalue_cells(grid: &Grid) -> Vec<Cell> {
    (0..grid.values().len())
        .map(Cell::new)
        .filter(|&c| grid.is_bivalue(c))
        .collect()
}

/// Where each digit can go: index `d - 1` holds the cells with candidate `d`.
pub(super) fn places_of_digits(grid: &Grid) -> Vec<CellSet> {
    let mut places = vec![CellSet::EMPTY; grid.n()];
    for cell in (0..grid.values().len()).map(Cell::new) {
        for digit in grid.candidates(cell).iter() {
            places[usize::from(digit.get()) - 1].insert(cell);
        }
    }
    places
}
