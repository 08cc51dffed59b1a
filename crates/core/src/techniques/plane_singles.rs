//! The singles of a net, worked on digit planes. On a board of up to 128 cells with no cage or
//! line to read, the open places of each digit fit in one 128-bit set (a plane), so placing a
//! digit is a handful of set operations, the cells left with one candidate come from counting
//! across the planes, and a house is looked at again only for the digits that lost a place in it.
//!
//! A nested net tries every candidate of its state: suppose it, place the naked and hidden singles
//! that follow, see whether a rule breaks. `propagation` runs those trials here when it can. The
//! singles only ever remove candidates, so whatever order they are placed in they end in the same
//! state or the same broken rule: a trial here fails exactly when the cell-by-cell run fails.

use std::rc::Rc;

use super::bit_positions;
use crate::model::{Candidate, Candidates, Cell, Geometry, HOUSE_SLOTS};

/// The most digits of a board whose cells fit in 128 bits.
const MAX_PLANES: usize = 11;

/// The sets a board's planes are read with: each cell's peers, each house's cells (by house
/// slot, `House::index`) and each cell's houses (as slot bits).
#[derive(Debug)]
pub(super) struct PlaneTables {
    n: usize,
    peers: Vec<u128>,
    house_cells: Vec<u128>,
    houses_of: Vec<u128>,
}

impl PlaneTables {
    /// The tables of a board of `geometry`; `None` when its cells do not fit in 128 bits.
    pub(super) fn of(geometry: &Geometry) -> Option<PlaneTables> {
        let n = geometry.n();
        let cells = n * n;
        if cells > 128 || n > MAX_PLANES {
            return None;
        }
        let set_of = |cells: &[Cell]| cells.iter().fold(0u128, |set, c| set | 1 << c.index());
        let mut house_cells = vec![0u128; HOUSE_SLOTS];
        for &house in geometry.houses() {
            house_cells[house.index(n)] = set_of(geometry.cells_of(house));
        }
        Some(PlaneTables {
            n,
            peers: (0..cells)
                .map(|i| set_of(geometry.peers(Cell::new(i))))
                .collect(),
            house_cells,
            houses_of: (0..cells)
                .map(|i| geometry.house_bits_of(Cell::new(i)))
                .collect(),
        })
    }
}

/// A state of the board as planes: per digit (digit `d` at `d - 1`), the open cells that still
/// hold it and the cells it is placed in; and the open cells.
#[derive(Debug, Clone, Copy)]
pub(super) struct Planes {
    open: [u128; MAX_PLANES],
    placed: [u128; MAX_PLANES],
    unplaced: u128,
}

impl Planes {
    /// The state whose open cells hold `candidates` (bits, digit `d` at bit `d - 1`) and whose
    /// placed cells hold `values` (0 for an open cell), one entry per cell.
    pub(super) fn of_cells(candidates: &[u32], values: &[u8]) -> Planes {
        let mut planes = Planes {
            open: [0; MAX_PLANES],
            placed: [0; MAX_PLANES],
            unplaced: 0,
        };
        for (i, (&bits, &value)) in candidates.iter().zip(values).enumerate() {
            let cell = 1u128 << i;
            if value != 0 {
                planes.placed[usize::from(value) - 1] |= cell;
                continue;
            }
            planes.unplaced |= cell;
            for digit in Candidates::from_bits(bits).iter() {
                planes.open[usize::from(digit.get()) - 1] |= cell;
            }
        }
        planes
    }

    /// The state after supposing digit index `d` in cell `i` and placing every single that
    /// follows, when that leaves each open cell a candidate and each digit a place in each house;
    /// `None` when a rule breaks. The state must hold no single and break no rule (a settled
    /// state, as a net's state is between its trials).
    fn after_placing(mut self, tables: &PlaneTables, i: usize, d: usize) -> Option<Planes> {
        let before = self.open;
        (self.place(tables, i, d) && self.settle(tables, before)).then_some(self)
    }

    /// Places digit index `d` in cell `i`; false when the cell no longer holds it.
    fn place(&mut self, tables: &PlaneTables, i: usize, d: usize) -> bool {
        let cell = 1u128 << i;
        if self.open[d] & cell == 0 {
            return self.placed[d] & cell != 0;
        }
        for plane in &mut self.open[..tables.n] {
            *plane &= !cell;
        }
        self.open[d] &= !tables.peers[i];
        self.placed[d] |= cell;
        self.unplaced &= !cell;
        true
    }

    /// Places the naked and hidden singles until none is left (true) or a rule breaks (false).
    /// `before` is the open places as they were when the state last held no single: only the
    /// houses where a digit lost a place since can hold a new hidden single or lack the digit.
    fn settle(&mut self, tables: &PlaneTables, mut before: [u128; MAX_PLANES]) -> bool {
        let n = tables.n;
        loop {
            let (mut once, mut twice) = (0u128, 0u128);
            for &plane in &self.open[..n] {
                twice |= once & plane;
                once |= plane;
            }
            if self.unplaced & !once != 0 {
                return false;
            }
            let naked = once & !twice;
            let mut hidden = [0u128; MAX_PLANES];
            let mut found = naked != 0;
            for d in 0..n {
                let lost = before[d] & !self.open[d];
                if lost == 0 {
                    continue;
                }
                let houses =
                    bit_positions(lost).fold(0u128, |houses, i| houses | tables.houses_of[i]);
                for h in bit_positions(houses) {
                    let places = self.open[d] & tables.house_cells[h];
                    if places == 0 {
                        if self.placed[d] & tables.house_cells[h] == 0 {
                            return false;
                        }
                    } else if places & (places - 1) == 0 {
                        hidden[d] |= places;
                        found = true;
                    }
                }
            }
            if !found {
                return true;
            }
            before = self.open;
            for d in 0..n {
                for i in bit_positions(naked & before[d]).chain(bit_positions(hidden[d])) {
                    if !self.place(tables, i, d) {
                        return false;
                    }
                }
            }
        }
    }
}

/// The trials of a net's sweep, all from one settled state.
///
/// A trial that holds also answers the trials of every candidate it places: whatever such a
/// candidate forces, the held trial forces too, so it breaks no rule either. Those are not run
/// again while the state stays the same.
pub(super) struct PlaneTrials {
    tables: Rc<PlaneTables>,
    start: Planes,
    /// Per digit, the cells where supposing it is known to hold.
    held: [u128; MAX_PLANES],
}

impl PlaneTrials {
    /// The trials from the settled state `start`, read with `tables`.
    pub(super) fn new(tables: Rc<PlaneTables>, start: Planes) -> PlaneTrials {
        PlaneTrials {
            tables,
            start,
            held: [0; MAX_PLANES],
        }
    }

    /// Whether supposing `candidate` (of an open cell) true breaks a rule once the singles that
    /// follow are placed.
    pub(super) fn fails(&mut self, candidate: Candidate) -> bool {
        let tables = &*self.tables;
        let (i, d) = (
            candidate.cell.index(),
            usize::from(candidate.digit.get()) - 1,
        );
        if self.held[d] & 1 << i != 0 {
            return false;
        }
        match self.start.after_placing(tables, i, d) {
            Some(end) => {
                for (held, placed) in self.held.iter_mut().zip(end.placed).take(tables.n) {
                    *held |= placed;
                }
                false
            }
            None => true,
        }
    }
}
