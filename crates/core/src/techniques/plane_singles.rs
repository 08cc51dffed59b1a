//! The singles of a net, worked on digit planes. On a board of up to 128 cells with no cage or
//! line to read, the open places of each digit fit in one 128-bit set (a plane), so placing a
//! digit is a handful of set operations, the cells left with one candidate come from counting
//! across the planes, and a house is looked at again only for the digits that lost a place in it.
//!
//! A nested net tries every candidate of its state: suppose it, place the naked and hidden singles
//! that follow, see whether a rule breaks. `propagation` runs those trials here when it can. The
//! singles only ever remove candidates, so whatever order they are placed in they end in the same
//! state or the same broken rule: a trial here fails exactly when the cell-by-cell run fails.
//!
//! A search without nesting (a Forcing Chain, a Forcing Net's first level) follows every
//! assumption here too when it can (`PlaneRuns`), and reads where the runs end on the planes. A
//! chain places only the singles its two-way links reach and follows its group links, which only
//! ever remove candidates as well.

use std::cell::RefCell;
use std::rc::Rc;

use super::bit_positions;
use super::group_links::{GroupLinks, GroupSide};
use super::places::Places;
use crate::model::{Candidate, Candidates, Cell, Digit, Geometry, HOUSE_SLOTS};

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
        let set_of = |cells: &[Cell]| u128::of(cells.iter().copied());
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

/// Which singles a run may place: naked singles only in the cells of `naked`, and hidden singles
/// of digit index `d` only in the houses of `hidden[d]` (house slots as bits). A net places every
/// single; a chain only those its two-way links reach (see `propagation`).
#[derive(Debug, Clone, Copy)]
pub(super) struct Reach {
    naked: u128,
    hidden: [u128; MAX_PLANES],
}

impl Reach {
    /// Every single.
    pub(super) const ALL: Reach = Reach {
        naked: u128::MAX,
        hidden: [u128::MAX; MAX_PLANES],
    };

    /// Naked singles in the cells of `naked` only, and hidden singles only where `hidden` (one
    /// entry per house slot, digit `d` at bit `d - 1`) holds the digit.
    pub(super) fn limited(naked: u128, hidden: &[u32]) -> Reach {
        let mut reach = Reach {
            naked,
            hidden: [0; MAX_PLANES],
        };
        for (h, &digits) in hidden.iter().enumerate() {
            for digit in Candidates::from_bits(digits).iter() {
                reach.hidden[usize::from(digit.get()) - 1] |= 1 << h;
            }
        }
        reach
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
        (self.place(tables, i, d) && self.settle(tables, &Reach::ALL, before)).then_some(self)
    }

    /// Whether no open cell still holds a digit placed in a cell it sees (as every state a
    /// solve path reaches, but not a pencil-mark grid taken as it was written): the singles here
    /// take that for granted.
    pub(super) fn is_clean(&self, tables: &PlaneTables) -> bool {
        (0..tables.n)
            .all(|d| bit_positions(self.placed[d]).all(|i| self.open[d] & tables.peers[i] == 0))
    }

    /// Whether digit index `d` is placed in cell `i`.
    fn places(&self, i: usize, d: usize) -> bool {
        self.placed[d] & 1 << i != 0
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
    fn settle(
        &mut self,
        tables: &PlaneTables,
        reach: &Reach,
        mut before: [u128; MAX_PLANES],
    ) -> bool {
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
            let naked = once & !twice & reach.naked;
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
                    } else if places & (places - 1) == 0 && reach.hidden[d] & 1 << h != 0 {
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

#[cfg(test)]
impl Planes {
    /// The candidates and values of the first `cells` cells, as `of_cells` reads them.
    pub(super) fn cell_by_cell(self, cells: usize) -> (Vec<u32>, Vec<u8>) {
        let mut candidates = vec![0u32; cells];
        let mut values = vec![0u8; cells];
        for d in 0..MAX_PLANES {
            for i in bit_positions(self.open[d]) {
                candidates[i] |= 1 << d;
            }
            for i in bit_positions(self.placed[d]) {
                values[i] = d as u8 + 1;
            }
        }
        (candidates, values)
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

/// A chain's group links as planes: per link, its digit index, and per side its cells and the
/// cells outside it that see all of them.
struct PlaneLinks {
    links: Rc<GroupLinks>,
    digit: Vec<usize>,
    sides: Vec<[u128; 2]>,
    seen_by: Vec<[u128; 2]>,
    /// Memory a run reuses: the sides concluded (one bit per side, `link * 2 + side`) and the
    /// sides still to conclude.
    scratch: RefCell<(Vec<u64>, Vec<GroupSide>)>,
}

impl PlaneLinks {
    /// The planes of `links`.
    fn of(links: Rc<GroupLinks>) -> PlaneLinks {
        let set_of = |cells: &[Cell]| u128::of(cells.iter().copied());
        PlaneLinks {
            digit: links
                .links
                .iter()
                .map(|link| usize::from(link.digit.get()) - 1)
                .collect(),
            sides: links
                .links
                .iter()
                .map(|link| [set_of(&link.sides[0]), set_of(&link.sides[1])])
                .collect(),
            seen_by: links
                .links
                .iter()
                .map(|link| [set_of(&link.seen_by[0]), set_of(&link.seen_by[1])])
                .collect(),
            scratch: RefCell::new((vec![0; (2 * links.links.len()).div_ceil(64)], Vec::new())),
            links,
        }
    }

    /// Queues the sides that follow from what changed between `from` and `to`: the candidates
    /// ruled out and the digits placed.
    fn triggered(&self, n: usize, from: &Planes, to: &Planes, pending: &mut Vec<GroupSide>) {
        for d in 0..n {
            let digit = Digit::new(d as u8 + 1);
            let candidate = |i: usize| Candidate {
                cell: Cell::new(i),
                digit,
            };
            let removed = from.open[d] & !to.open[d] & !to.placed[d];
            for i in bit_positions(removed) {
                pending.extend_from_slice(self.links.when_removed(candidate(i)));
            }
            for i in bit_positions(to.placed[d] & !from.placed[d]) {
                pending.extend_from_slice(self.links.when_placed(candidate(i)));
            }
        }
    }

    /// Concludes that `side` holds its digit, as `Propagation::group_true` does: a side of one
    /// cell is placed; otherwise its digit goes from the cells that see all of it and the sides
    /// it triggers are queued. False when that breaks a rule.
    fn conclude(
        &self,
        state: &mut Planes,
        tables: &PlaneTables,
        side: GroupSide,
        concluded: &mut [u64],
        pending: &mut Vec<GroupSide>,
    ) -> bool {
        let (link, s) = (side.link as usize, usize::from(side.side));
        let slot = link * 2 + s;
        if concluded[slot / 64] & 1 << (slot % 64) != 0 {
            return true;
        }
        let (d, cells) = (self.digit[link], self.sides[link][s]);
        if state.placed[d] & cells != 0 {
            return true;
        }
        if cells & (cells - 1) == 0 {
            return state.place(tables, cells.trailing_zeros() as usize, d);
        }
        if state.open[d] & cells == 0 {
            return false;
        }
        concluded[slot / 64] |= 1 << (slot % 64);
        state.open[d] &= !self.seen_by[link][s];
        pending.extend_from_slice(&self.links.link(side).triggers[s]);
        true
    }
}

/// The runs of a search's assumptions from one settled state, on planes: each assumption
/// followed as `Propagation::propagate` follows it without nesting, to the same state or to a
/// broken rule (the singles and group links only ever remove candidates, so the order they are
/// taken in does not change where they end).
pub(super) struct PlaneRuns {
    tables: Rc<PlaneTables>,
    start: Planes,
    reach: Reach,
    links: Option<PlaneLinks>,
}

impl PlaneRuns {
    /// The runs from the settled state `start`, read with `tables`, placing the singles of
    /// `reach` and following `links` (a chain's group links) when given.
    pub(super) fn new(
        tables: Rc<PlaneTables>,
        start: Planes,
        reach: Reach,
        links: Option<Rc<GroupLinks>>,
    ) -> PlaneRuns {
        PlaneRuns {
            tables,
            start,
            reach,
            links: links.filter(|l| !l.is_empty()).map(PlaneLinks::of),
        }
    }

    /// What every one of `ends` (the runs of a branch set's `options`) concludes, as
    /// `forcing::Search::verities` reads it: the first candidate of the start (in cell order)
    /// they all place, and the candidates of the start they all rule out, in cell order, options
    /// left out of both.
    pub(super) fn common_conclusions(
        &self,
        ends: &[&Planes],
        options: &[Candidate],
    ) -> (Option<Candidate>, Vec<Candidate>) {
        let n = self.tables.n;
        let mut left = self.start.open;
        for option in options {
            left[usize::from(option.digit.get()) - 1] &= !(1 << option.cell.index());
        }
        let mut placement: Option<Candidate> = None;
        let mut eliminations = Vec::new();
        for (d, &left) in left.iter().enumerate().take(n) {
            let (mut everywhere, mut possible) = (left, 0u128);
            for end in ends {
                everywhere &= end.placed[d];
                possible |= end.open[d] | end.placed[d];
            }
            let digit = Digit::new(d as u8 + 1);
            let candidate = |i: usize| Candidate {
                cell: Cell::new(i),
                digit,
            };
            if everywhere != 0 {
                let first = candidate(everywhere.trailing_zeros() as usize);
                placement = Some(placement.map_or(first, |p| p.min(first)));
            }
            eliminations.extend(bit_positions(left & !possible).map(candidate));
        }
        eliminations.sort_unstable();
        (placement, eliminations)
    }

    /// The state after supposing `candidate` true (`holds`) or false and following what that
    /// forces; `None` when a rule breaks.
    pub(super) fn follow(&self, candidate: Candidate, holds: bool) -> Option<Planes> {
        let tables = &*self.tables;
        let (i, d) = (
            candidate.cell.index(),
            usize::from(candidate.digit.get()) - 1,
        );
        let mut state = self.start;
        if holds {
            if !state.place(tables, i, d) {
                return None;
            }
        } else {
            if state.places(i, d) {
                return None;
            }
            state.open[d] &= !(1 << i);
        }
        let mut before = self.start.open;
        let Some(links) = &self.links else {
            return state.settle(tables, &self.reach, before).then_some(state);
        };
        let mut scratch = links.scratch.borrow_mut();
        let (concluded, pending) = &mut *scratch;
        concluded.fill(0);
        pending.clear();
        let mut scanned = self.start;
        loop {
            if !state.settle(tables, &self.reach, before) {
                return None;
            }
            before = state.open;
            links.triggered(tables.n, &scanned, &state, pending);
            scanned = state;
            if pending.is_empty() {
                return Some(state);
            }
            while let Some(side) = pending.pop() {
                if !links.conclude(&mut state, tables, side, concluded, pending) {
                    return None;
                }
            }
        }
    }
}
