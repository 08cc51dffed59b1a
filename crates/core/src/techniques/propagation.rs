//! The engine behind Forcing Chain and Forcing Net: assume a candidate is true and follow what that
//! forces, on a private copy of the candidates. Three reaches:
//! - chain: only the links of the starting grid (a cell with two candidates, a house with two
//!   places for a digit, or with two groups of places: see `group_links`), so every conclusion
//!   follows from one earlier one;
//! - net: naked and hidden singles of the changing state, at depth 0; on a Killer board also the
//!   sums of the cages left with one or two open cells (a candidate that no filling of such a
//!   cage puts in its cell goes), on a board with lines (thermometers) each line's order (a
//!   candidate that no digit of a neighbour along the line allows goes), and under the
//!   non-consecutive rule each house's places (a digit whose places are all one cell or beside
//!   it takes the digits next to it from that cell);
//! - nested net (depth d > 0): after the singles, every remaining candidate is tried with a net of
//!   depth d - 1, and one that fails is ruled out; then the singles run again. A traced run may
//!   instead rule out, at each sweep, every candidate that fails, smallest failing net first
//!   (`NestedOrder`): the outcome is the same, the proof often shorter.
//!
//! An assumption may be that a candidate is true or that it is false.
//!
//! With a trace, every conclusion remembers the earlier conclusions it rests on, so a contradiction
//! can be explained by the few facts that lead to it rather than by everything that was found.
//! Searches spend a shared `Effort`, which bounds the work and lets another thread cancel it.
//!
//! A nested net's trials at depth 0 (suppose a candidate, place the singles, see whether a rule
//! breaks) run on digit planes (`plane_singles`) on the boards that allow it; their answers and
//! the effort they spend are the same.

use std::cell::Cell as Counter;
use std::rc::Rc;

use super::bit_positions;
use super::group_links::{GroupLinks, GroupSide};
use super::nonconsecutive;
use super::plane_singles::{PlaneRuns, PlaneTables, PlaneTrials, Planes, Reach};
use crate::cancel::Cancel;
use crate::message::Message;
use crate::message::Piece;
use crate::model::{
    Arrow, Cage, Candidate, Candidates, Cell, Digit, Geometry, Grid, HOUSE_SLOTS, House, Line,
    LittleKiller, MAX_DIGITS, Sandwich, fillings_count, side_neighbours,
};

const _: () = assert!(HOUSE_SLOTS <= 128, "house sets are 128 bits");

/// The most open cells of a cage whose sum a net reads: with one, its digit is what the sum
/// leaves; with two, each digit must leave the other cell a different candidate.
const CAGE_OPEN_CELLS: usize = 2;

/// The most fillings (the product of an arrow's cells' digit counts) for which a net tries
/// every filling of an arrow; a larger arrow is read by its exact sums, repeats allowed.
const FEW_ARROW_FILLINGS: u32 = 1_000;

/// The most places of a digit in a house that can all be one cell or side by side with it (the
/// cell and its four neighbours).
const MOST_PLACES_BESIDE: usize = 5;

/// The work budget of one technique search, counted in propagations.
pub(super) struct Effort<'c> {
    left: Counter<u64>,
    /// While a capped piece of work runs, the units it must leave over (0 otherwise).
    floor: Counter<u64>,
    cancel: &'c Cancel,
}

impl<'c> Effort<'c> {
    /// A budget of `propagations` runs of the engine.
    pub(super) fn new(propagations: u64, cancel: &'c Cancel) -> Effort<'c> {
        Effort {
            left: Counter::new(propagations),
            floor: Counter::new(0),
            cancel,
        }
    }

    /// Takes one unit, and one of the path's allowance when the search has one; false when the
    /// budget, the current cap or the allowance is spent, or the search was cancelled.
    pub(super) fn spend(&self) -> bool {
        if self.cancel.is_set() {
            self.left.set(0);
            return false;
        }
        let left = self.left.get();
        if left <= self.floor.get() {
            return false;
        }
        if !self.cancel.take_from_allowance() {
            self.left.set(0);
            return false;
        }
        self.left.set(left - 1);
        true
    }

    /// Whether the search must stop.
    pub(super) fn exhausted(&self) -> bool {
        self.left.get() == 0
    }

    /// The units left.
    pub(super) fn left(&self) -> u64 {
        self.left.get()
    }

    /// Runs `work` on at most `cap` units (and never past an enclosing cap); `work` sees `spend`
    /// fail once they are used up.
    pub(super) fn capped<T>(&self, cap: u64, work: impl FnOnce() -> T) -> T {
        let floor = self.floor.get();
        self.floor
            .set(self.left.get().saturating_sub(cap).max(floor));
        let result = work();
        self.floor.set(floor);
        result
    }
}

/// A conclusion: a candidate is true or false, or a group's digit is in one of its cells.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(super) enum Fact {
    /// The candidate is the cell's digit.
    Is(Candidate),
    /// The candidate is ruled out.
    IsNot(Candidate),
    /// The digit of a group link is in one of the cells of this side (chains only).
    InGroup(GroupSide),
}

impl Fact {
    /// The candidate the fact is about (none for a group).
    pub(super) fn candidate(self) -> Option<Candidate> {
        match self {
            Fact::Is(c) | Fact::IsNot(c) => Some(c),
            Fact::InGroup(_) => None,
        }
    }
}

/// Why a traced conclusion holds.
#[derive(Debug, Clone)]
pub(super) enum Reason {
    /// It is the assumption being followed.
    Assumed,
    /// Every other candidate of its cell was ruled out (by the premises).
    NakedSingle,
    /// Every other place of its digit in the house was ruled out (by the premises).
    HiddenSingle(House),
    /// The other side of this side's group link was ruled out by the one premise (a candidate
    /// of the side, or the side as a group, is true).
    GroupLink(GroupSide),
    /// The candidate was ruled out because a nested net assuming it fails (the net is kept in a
    /// traced run only).
    Failed(Option<Rc<Failure>>),
    /// No filling of the cage of this cell (a candidate in each open cell, digits different from
    /// each other and from its placed ones, adding up to its sum) puts the candidate in its cell,
    /// once the premises' removals and placements in the cage's cells are made.
    CageSum(Cell),
    /// No filling of this line of the board's lines (`Variant::lines`, by its place there) that
    /// keeps its rule puts the candidate in its cell, once the premises' removals and placements
    /// in the line's cells are made: a neighbour along the line has no digit left that the rule
    /// lets stand beside it.
    LineOrder(usize),
    /// No filling of this arrow of the board's arrows (`Variant::arrows`, by its place there)
    /// whose shaft adds up to its circle's digit puts the candidate in its cell, once the
    /// premises' removals and placements in the arrow's cells are made.
    ArrowSum(usize),
    /// No filling of this little killer's diagonal (`Variant::little_killers`, by its place
    /// there; a candidate in each cell, different where two share a house, adding up to its sum)
    /// puts the candidate in its cell, once the premises' removals and placements in the
    /// diagonal's cells are made.
    DiagonalSum(usize),
    /// No filling of this sandwich's row or column (`Variant::sandwiches`, by its place there;
    /// each digit once, the digits between its 1 and its largest digit adding up to its sum)
    /// puts the candidate in its cell, once the premises' removals and placements in the house's
    /// cells are made.
    SandwichSum(usize),
    /// Under the non-consecutive rule, the places of `digit` in `house` once the premises (its
    /// removals from the house's other cells) are made, `places` (bit k for the house's k-th
    /// cell), are all the candidate's cell or side by side with it, and the candidate's digit is
    /// next to `digit`: `digit` could then stand neither in the cell nor beside it.
    PlacesBeside {
        /// The house.
        house: House,
        /// The digit whose places they are.
        digit: Digit,
        /// Which of the house's cells they are.
        places: u32,
    },
}

/// One traced conclusion and the earlier conclusions it follows from.
#[derive(Debug, Clone)]
pub(super) struct Event {
    /// What was concluded.
    pub(super) fact: Fact,
    /// Indices of the events it rests on.
    pub(super) premises: Vec<usize>,
    /// Why it holds.
    pub(super) reason: Reason,
}

/// A nested net that failed: the events of its run from its assumption on (event `first` of the
/// run; earlier indices are the enclosing run's events), the ones its contradiction rests on, and
/// the contradiction.
#[derive(Debug, Clone)]
pub(super) struct Failure {
    /// The index of the assumption in the run.
    pub(super) first: usize,
    /// The run's events from `first` on.
    pub(super) events: Vec<Event>,
    /// The indices (`first` or later) of the events the contradiction rests on, in order.
    pub(super) used: Vec<usize>,
    /// Where the net breaks.
    pub(super) contradiction: Contradiction,
}

impl Failure {
    /// How many events its proof writes: the ones the contradiction rests on and, for each of
    /// them ruled out by a nested net, that net's.
    fn size(&self) -> usize {
        self.used
            .iter()
            .filter_map(|&i| self.events.get(i.checked_sub(self.first)?))
            .map(|event| match &event.reason {
                Reason::Failed(Some(inner)) => 1 + inner.size(),
                _ => 1,
            })
            .sum()
    }
}

/// What one sweep of a traced nested run did.
enum Sweep {
    /// It ruled out candidates and the state still holds.
    Excluded,
    /// No candidate's net fails: the state is settled at this depth.
    Settled,
    /// Ruling them out broke a rule.
    Broke,
}

/// Which rule an assumption breaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Clash {
    /// A cell is left without a candidate.
    NoCandidate(Cell),
    /// A digit is left without a place in a house.
    NoPlace(Digit, House),
}

impl Clash {
    /// "r5c5 has no candidate left", "4 has no place left in column 3".
    pub(super) fn describe(self, geometry: &Geometry) -> Message {
        match self {
            Clash::NoCandidate(cell) => {
                template!("clash-no-candidate", cell = Piece::cell(geometry, cell))
            }
            Clash::NoPlace(digit, house) => {
                template!("clash-no-place", digit = digit, house = house)
            }
        }
    }
}

/// Why an assumption fails, and the events that lead there.
#[derive(Debug, Clone)]
pub(super) struct Contradiction {
    /// The rule that breaks.
    pub(super) clash: Clash,
    /// Indices of the events it rests on (empty without a trace).
    pub(super) premises: Vec<usize>,
}

/// The events of a traced run and, per candidate, the event that removed it (`NOT_REMOVED` while
/// it stands), and the order in which its nested nets rule out candidates.
#[derive(Debug, Clone)]
struct Trace {
    events: Vec<Event>,
    removed_by: Vec<u32>,
    order: NestedOrder,
}

/// The order in which a traced nested run rules out the candidates whose nets fail.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum NestedOrder {
    /// As the sweep over the cells meets them, each in the state the earlier ones left (as an
    /// untraced run does).
    Cells,
    /// All that fail at the start of a sweep, those with the smallest failing nets first.
    ShortestFirst,
}

/// The `removed_by` entry of a candidate no event has removed.
const NOT_REMOVED: u32 = u32::MAX;

/// A set of house indices (`House::index`, below `HOUSE_SLOTS`).
#[derive(Debug, Clone, Copy)]
struct Houses(u128);

impl Houses {
    /// Every house of `geometry`.
    fn all(geometry: &Geometry) -> Houses {
        let n = geometry.n();
        Houses(
            geometry
                .houses()
                .iter()
                .fold(0, |bits, house| bits | 1 << house.index(n)),
        )
    }

    /// No house.
    const NONE: Houses = Houses(0);

    /// Adds the row, column and box of `cell`.
    fn insert_houses_of(&mut self, geometry: &Geometry, cell: Cell) {
        self.0 |= geometry.house_bits_of(cell);
    }

    /// Whether the set is empty.
    fn is_empty(&self) -> bool {
        self.0 == 0
    }

    /// Whether house `house` is in the set.
    fn contains(&self, house: usize) -> bool {
        self.0 & (1 << house) != 0
    }

    /// Takes house `house` out of the set.
    fn remove(&mut self, house: usize) {
        self.0 &= !(1 << house);
    }

    /// Removes and returns the lowest house, if any.
    fn take_first(&mut self) -> Option<usize> {
        (self.0 != 0).then(|| {
            let first = self.0.trailing_zeros() as usize;
            self.0 &= self.0 - 1;
            first
        })
    }
}

/// Per house position of `grid` (`House::index`), the digits with exactly two places there
/// (none at a position the board has no house at).
fn bilocal_digits(grid: &Grid) -> Rc<[u32]> {
    let geometry = grid.geometry();
    let n = geometry.n();
    let mut bilocal = vec![0u32; HOUSE_SLOTS];
    for &house in geometry.houses() {
        bilocal[house.index(n)] = {
            let (mut once, mut twice, mut thrice) = (0u32, 0u32, 0u32);
            for &cell in geometry.cells_of(house) {
                let bits = grid.candidates(cell).bits();
                thrice |= twice & bits;
                twice |= once & bits;
                once |= bits;
            }
            twice & !thrice
        };
    }
    Rc::from(bilocal)
}

/// What `Propagation::line_orders` reads a board's lines, arrows, little killers and sandwiches
/// with. They are numbered together: the lines in the board's order, then the arrows, the
/// little killers and the sandwiches.
#[derive(Debug, Default)]
struct LineTables {
    /// For each line of the board in its order, the digits its rule lets stand in the later cell
    /// of a linked pair after each digit and in the earlier cell before each
    /// (`Line::next_digits`, `previous_digits`).
    digits: Vec<[Vec<u32>; 2]>,
    /// How many 64-bit words one cell's set of readers takes.
    words: usize,
    /// For each cell, `words` words: the set of the numbered readers it lies on.
    readers_of: Vec<u64>,
}

impl LineTables {
    /// The tables of the board of `grid`.
    fn of(grid: &Grid) -> LineTables {
        let variant = grid.layout().variant();
        let n = grid.n();
        let lines = variant.lines.unwrap_or_default();
        let digits = lines
            .iter()
            .map(|line| [line.next_digits(n), line.previous_digits(n)])
            .collect();
        let readers: Vec<Vec<Cell>> = lines
            .iter()
            .map(|line| line.cells.to_vec())
            .chain(
                variant
                    .arrows
                    .unwrap_or_default()
                    .iter()
                    .map(|arrow| arrow.cells()),
            )
            .chain(
                variant
                    .little_killers
                    .unwrap_or_default()
                    .iter()
                    .map(|clue| clue.cells.to_vec()),
            )
            .chain(
                variant
                    .sandwiches
                    .unwrap_or_default()
                    .iter()
                    .map(|clue| clue.cells(n)),
            )
            .collect();
        let words = readers.len().div_ceil(64);
        let mut readers_of = vec![0; grid.values().len() * words];
        for (reader, cells) in readers.iter().enumerate() {
            for cell in cells {
                readers_of[cell.index() * words + reader / 64] |= 1 << (reader % 64);
            }
        }
        LineTables {
            digits,
            words,
            readers_of,
        }
    }
}

/// A private copy of the candidates that assumptions are followed on.
#[derive(Debug, Clone)]
pub(super) struct Propagation<'g> {
    start: &'g Grid,
    chain_only: bool,
    candidates: Vec<u32>,
    values: Vec<u8>,
    /// The houses that changed since the singles were last all placed (all of them at first).
    unsettled: Houses,
    /// For a chain-only state, per house, the digits that had exactly two places there at the
    /// start (the only hidden singles a chain may follow); empty otherwise.
    bilocal_at_start: Rc<[u32]>,
    /// For a chain-only state, the grouped links of the start (none otherwise).
    links: Rc<GroupLinks>,
    /// Per side of a group link (`link * 2 + side`), whether it has been concluded true.
    groups_true: Vec<bool>,
    /// Group sides that follow from an event (the event's index) and are still to be concluded.
    pending: Vec<(GroupSide, usize)>,
    trace: Option<Trace>,
    contradiction: Option<Contradiction>,
    /// On a Killer board (not for a chain), the candidates of each cell as its cage was last
    /// read (`cage_sums` reads again only the cages whose cells changed since); empty elsewhere.
    cages_read: Vec<u32>,
    /// On a board with lines (not for a chain), the candidates of each cell as its lines were
    /// last read (`line_orders` reads again only the lines whose cells changed since); empty
    /// elsewhere.
    lines_read: Vec<u32>,
    /// Under the non-consecutive rule (not for a chain), the candidates of each cell as its
    /// houses' places were last read (`house_places` reads again only the houses with a cell
    /// that changed since); empty elsewhere.
    places_read: Vec<u32>,
    /// On a board with lines, arrows, little killers or sandwiches (not for a chain), what
    /// `line_orders` reads them with, worked out once per search and shared by its copies;
    /// empty elsewhere.
    line_tables: Rc<LineTables>,
    /// Memory for `untraced_singles`' queue of cells left with one candidate, kept between runs.
    queue: Vec<usize>,
    /// Whether `queue` already holds every open cell left with one candidate (`place_settled`
    /// filled it), so `untraced_singles` need not look for them.
    queued: bool,
    /// For a net on a board of up to 128 cells with nothing but singles to follow (no cage or
    /// line to read), the tables its nested trials run on as digit planes (`plane_singles`),
    /// shared by its copies; `None` otherwise.
    plane_tables: Option<Rc<PlaneTables>>,
}

impl<'g> Propagation<'g> {
    /// The state of `grid`, without a trace; `chain_only` limits conclusions to the grid's own
    /// two-way links.
    pub(super) fn new(grid: &'g Grid, chain_only: bool) -> Propagation<'g> {
        let cells = grid.values().len();
        let links = if chain_only {
            GroupLinks::of(grid)
        } else {
            GroupLinks::none()
        };
        let candidates: Vec<u32> = (0..cells)
            .map(|i| grid.candidates(Cell::new(i)).bits())
            .collect();
        let reads_cages = grid.layout().variant().cages.is_some() && !chain_only;
        let variant = grid.layout().variant();
        let reads_places = !chain_only && nonconsecutive::has_the_rule(grid);
        let reads_lines = (variant.lines.is_some()
            || variant.arrows.is_some()
            || variant.little_killers.is_some()
            || variant.sandwiches.is_some())
            && !chain_only;
        Propagation {
            start: grid,
            chain_only,
            cages_read: if reads_cages {
                candidates.clone()
            } else {
                Vec::new()
            },
            lines_read: if reads_lines {
                candidates.clone()
            } else {
                Vec::new()
            },
            places_read: if reads_places {
                candidates.clone()
            } else {
                Vec::new()
            },
            line_tables: Rc::new(if reads_lines {
                LineTables::of(grid)
            } else {
                LineTables::default()
            }),
            candidates,
            values: grid.values().to_vec(),
            unsettled: Houses::all(grid.geometry()),
            bilocal_at_start: if chain_only {
                bilocal_digits(grid)
            } else {
                Rc::from([])
            },
            groups_true: vec![false; 2 * links.links.len()],
            links: Rc::new(links),
            pending: Vec::new(),
            trace: None,
            contradiction: None,
            queue: Vec::new(),
            queued: false,
            plane_tables: (!chain_only && !reads_cages && !reads_lines)
                .then(|| PlaneTables::of(grid.geometry()).map(Rc::new))
                .flatten(),
        }
    }

    /// Marks every house settled when the state holds no single to place and breaks no rule
    /// (as at a position where the singles found nothing), so that a run from it looks only at
    /// the houses its assumption changes.
    pub(super) fn settle(&mut self) {
        let mut trial = self.untraced();
        if trial.untraced_singles()
            && trial.values == self.values
            && trial.candidates == self.candidates
        {
            self.unsettled = Houses::NONE;
        }
    }

    /// A copy of this (untraced) state that records why each conclusion holds; its nested nets
    /// rule out candidates in `order`.
    pub(super) fn traced(&self, order: NestedOrder) -> Propagation<'g> {
        let mut copy = self.untraced();
        copy.trace = Some(Trace {
            events: Vec::new(),
            removed_by: vec![NOT_REMOVED; self.values.len() * self.n()],
            order,
        });
        copy
    }

    fn geometry(&self) -> &'static Geometry {
        self.start.geometry()
    }

    fn n(&self) -> usize {
        self.start.n()
    }

    /// A copy without the trace, for quick trials.
    pub(super) fn untraced(&self) -> Propagation<'g> {
        Propagation {
            start: self.start,
            chain_only: self.chain_only,
            candidates: self.candidates.clone(),
            values: self.values.clone(),
            unsettled: self.unsettled,
            bilocal_at_start: Rc::clone(&self.bilocal_at_start),
            links: Rc::clone(&self.links),
            groups_true: self.groups_true.clone(),
            pending: self.pending.clone(),
            trace: None,
            contradiction: self.contradiction.clone(),
            cages_read: self.cages_read.clone(),
            lines_read: self.lines_read.clone(),
            places_read: self.places_read.clone(),
            line_tables: Rc::clone(&self.line_tables),
            queue: Vec::new(),
            queued: false,
            plane_tables: self.plane_tables.clone(),
        }
    }

    /// Makes this state a copy of `from` without its trace, as `untraced` does, reusing this
    /// state's memory (a nested net tries many candidates in a row on one such copy).
    fn become_untraced(&mut self, from: &Propagation<'g>) {
        self.start = from.start;
        self.chain_only = from.chain_only;
        self.candidates.clone_from(&from.candidates);
        self.values.clone_from(&from.values);
        self.unsettled = from.unsettled;
        if !Rc::ptr_eq(&self.bilocal_at_start, &from.bilocal_at_start) {
            self.bilocal_at_start = Rc::clone(&from.bilocal_at_start);
        }
        if !Rc::ptr_eq(&self.links, &from.links) {
            self.links = Rc::clone(&from.links);
        }
        self.groups_true.clone_from(&from.groups_true);
        self.pending.clone_from(&from.pending);
        self.trace = None;
        self.contradiction.clone_from(&from.contradiction);
        self.cages_read.clone_from(&from.cages_read);
        self.lines_read.clone_from(&from.lines_read);
        self.places_read.clone_from(&from.places_read);
        if !Rc::ptr_eq(&self.line_tables, &from.line_tables) {
            self.line_tables = Rc::clone(&from.line_tables);
        }
        self.plane_tables.clone_from(&from.plane_tables);
        self.queued = false;
    }

    /// The runs of assumptions from this settled state on digit planes (`plane_singles`), each
    /// ending where `propagate` without nesting ends; `None` when they cannot run there: the
    /// state is traced or not settled, an open cell still holds a digit placed in a cell it sees,
    /// a cage, line or the non-consecutive rule is read, or the board's cells do not fit a plane.
    pub(super) fn plane_runs(&self) -> Option<PlaneRuns> {
        let settled = self.trace.is_none()
            && self.unsettled.is_empty()
            && self.pending.is_empty()
            && self.contradiction.is_none()
            && !self.groups_true.contains(&true);
        let reads_variants = !self.cages_read.is_empty()
            || !self.lines_read.is_empty()
            || !self.places_read.is_empty();
        if !settled || reads_variants {
            return None;
        }
        let tables = match &self.plane_tables {
            Some(tables) => Rc::clone(tables),
            None => Rc::new(PlaneTables::of(self.geometry())?),
        };
        let start = Planes::of_cells(&self.candidates, &self.values);
        if !start.is_clean(&tables) {
            return None;
        }
        if !self.chain_only {
            return Some(PlaneRuns::new(tables, start, Reach::ALL, None));
        }
        let naked = (0..self.values.len())
            .filter(|&i| self.start.candidates(Cell::new(i)).len() == 2)
            .fold(0u128, |cells, i| cells | 1 << i);
        let reach = Reach::limited(naked, &self.bilocal_at_start);
        Some(PlaneRuns::new(
            tables,
            start,
            reach,
            Some(Rc::clone(&self.links)),
        ))
    }

    /// Supposes `candidate` true: the assumption a run starts from.
    pub(super) fn suppose(&mut self, candidate: Candidate) {
        if self.trace.is_none() && self.unsettled.is_empty() {
            self.place_settled(candidate);
        } else {
            self.set_true(candidate, Vec::new(), Reason::Assumed);
        }
    }

    /// Supposes `candidate` true in an untraced state where the singles have all been placed (no
    /// house unsettled), queueing the cells it leaves with one candidate as it goes, so that the
    /// singles that follow need not look for them.
    fn place_settled(&mut self, candidate: Candidate) {
        let mut lone = std::mem::take(&mut self.queue);
        lone.clear();
        let mut dirty = Houses::NONE;
        let holds = self.place_untraced(
            candidate.cell.index(),
            candidate.digit,
            &mut dirty,
            &mut lone,
        );
        self.unsettled = dirty;
        self.queue = lone;
        self.queued = holds;
    }

    /// The grouped links a chain follows (none for a net).
    pub(super) fn group_links(&self) -> &GroupLinks {
        &self.links
    }

    /// The contradiction reached, if any.
    pub(super) fn contradiction(&self) -> Option<&Contradiction> {
        self.contradiction.as_ref()
    }

    /// The traced events (empty without a trace).
    pub(super) fn events(&self) -> &[Event] {
        self.trace.as_ref().map_or(&[], |t| &t.events)
    }

    /// The digits still possible in `cell`, its placed digit included.
    pub(super) fn allowed_digits(&self, cell: Cell) -> Candidates {
        let i = cell.index();
        let placed = match self.values[i] {
            0 => 0,
            value => 1 << (value - 1),
        };
        Candidates::from_bits(self.candidates[i] | placed)
    }

    /// The digit placed in `cell`, if any.
    pub(super) fn placed_digit(&self, cell: Cell) -> Option<Digit> {
        (self.values[cell.index()] != 0).then(|| Digit::new(self.values[cell.index()]))
    }

    /// Whether `candidate` has been placed.
    pub(super) fn places(&self, candidate: Candidate) -> bool {
        self.values[candidate.cell.index()] == candidate.digit.get()
    }

    /// The event that removed `candidate` (traced runs only).
    pub(super) fn removal_of(&self, candidate: Candidate) -> Option<usize> {
        let n = self.n();
        self.trace.as_ref().and_then(|t| {
            let event =
                t.removed_by[candidate.cell.index() * n + candidate.digit.get() as usize - 1];
            (event != NOT_REMOVED).then_some(event as usize)
        })
    }

    /// The event that placed `candidate` (traced runs only).
    pub(super) fn placement_of(&self, candidate: Candidate) -> Option<usize> {
        self.trace
            .as_ref()
            .and_then(|t| t.events.iter().position(|e| e.fact == Fact::Is(candidate)))
    }

    fn record(&mut self, fact: Fact, premises: Vec<usize>, reason: Reason) -> usize {
        match &mut self.trace {
            Some(trace) => {
                trace.events.push(Event {
                    fact,
                    premises,
                    reason,
                });
                trace.events.len() - 1
            }
            None => 0,
        }
    }

    fn mark_removed(&mut self, cell: usize, digit: Digit, event: usize) {
        let n = self.n();
        if let Some(trace) = &mut self.trace {
            trace.removed_by[cell * n + digit.get() as usize - 1] = event as u32;
        }
    }

    /// The events that removed `digit` from `cells` (those still holding it are skipped).
    fn removals(&self, cells: impl Iterator<Item = Cell>, digit: Digit) -> Vec<usize> {
        cells
            .filter_map(|cell| self.removal_of(Candidate { cell, digit }))
            .collect()
    }

    /// The events that emptied `cell` of its other candidates.
    fn cell_removals(&self, cell: Cell, except: Option<Digit>) -> Vec<usize> {
        (1..=self.n() as u8)
            .map(Digit::new)
            .filter(|&d| Some(d) != except)
            .filter_map(|digit| self.removal_of(Candidate { cell, digit }))
            .collect()
    }

    fn fail(&mut self, clash: Clash, premises: Vec<usize>) -> bool {
        if self.contradiction.is_none() {
            self.contradiction = Some(Contradiction { clash, premises });
        }
        false
    }

    /// Concludes that `candidate` is true for `reason`; false when that breaks a rule.
    pub(super) fn set_true(
        &mut self,
        candidate: Candidate,
        premises: Vec<usize>,
        reason: Reason,
    ) -> bool {
        if self.contradiction.is_some() {
            return false;
        }
        let geometry = self.geometry();
        let i = candidate.cell.index();
        let digit = candidate.digit;
        if self.values[i] == digit.get() {
            return true;
        }
        if self.candidates[i] & digit.bit() == 0 {
            let mut all = premises;
            all.extend(self.removal_of(candidate));
            let clash = match reason {
                Reason::HiddenSingle(house) => Clash::NoPlace(digit, house),
                Reason::GroupLink(side) => Clash::NoPlace(digit, self.links.link(side).house),
                Reason::Assumed
                | Reason::NakedSingle
                | Reason::Failed(_)
                | Reason::CageSum(_)
                | Reason::LineOrder(_)
                | Reason::ArrowSum(_)
                | Reason::DiagonalSum(_)
                | Reason::SandwichSum(_)
                | Reason::PlacesBeside { .. } => Clash::NoCandidate(candidate.cell),
            };
            return self.fail(clash, all);
        }
        let event = self.record(Fact::Is(candidate), premises, reason);
        for other in Candidates::from_bits(self.candidates[i] & !digit.bit()).iter() {
            self.mark_removed(i, other, event);
            self.follow_removal(candidate.cell, other, event);
        }
        self.follow_placement(candidate, event);
        self.values[i] = digit.get();
        self.candidates[i] = 0;
        self.unsettled.insert_houses_of(geometry, candidate.cell);
        for &peer in geometry.peers(candidate.cell) {
            let p = peer.index();
            if self.candidates[p] & digit.bit() != 0 {
                self.candidates[p] &= !digit.bit();
                self.unsettled.insert_houses_of(geometry, peer);
                self.mark_removed(p, digit, event);
                self.follow_removal(peer, digit, event);
                if self.candidates[p] == 0 && self.values[p] == 0 {
                    let premises = self.cell_removals(peer, None);
                    return self.fail(Clash::NoCandidate(peer), premises);
                }
            }
        }
        true
    }

    /// Concludes that `candidate` is false for `reason`; false when that breaks a rule. A
    /// candidate that was placed leaves its cell without a candidate: the placement rules out the
    /// others, this conclusion the placed one.
    pub(super) fn set_false(
        &mut self,
        candidate: Candidate,
        premises: Vec<usize>,
        reason: Reason,
    ) -> bool {
        if self.contradiction.is_some() {
            return false;
        }
        let i = candidate.cell.index();
        if self.values[i] == candidate.digit.get() {
            let placement = self.placement_of(candidate);
            let event = self.record(Fact::IsNot(candidate), premises, reason);
            let mut clashing: Vec<usize> = placement.into_iter().collect();
            if self.trace.is_some() {
                clashing.push(event);
            }
            return self.fail(Clash::NoCandidate(candidate.cell), clashing);
        }
        if self.candidates[i] & candidate.digit.bit() == 0 {
            return true;
        }
        let event = self.record(Fact::IsNot(candidate), premises, reason);
        self.candidates[i] &= !candidate.digit.bit();
        self.unsettled
            .insert_houses_of(self.geometry(), candidate.cell);
        self.mark_removed(i, candidate.digit, event);
        self.follow_removal(candidate.cell, candidate.digit, event);
        if self.candidates[i] == 0 {
            let premises = self.cell_removals(candidate.cell, None);
            return self.fail(Clash::NoCandidate(candidate.cell), premises);
        }
        true
    }

    /// Places every hidden and naked single, again and again, until none is left or a rule breaks.
    /// Houses come first, so a digit left without a place is noticed as early as possible.
    /// Returns false on a contradiction.
    ///
    /// A traced run goes over the houses in order, again and again, but reads only a house that
    /// changed since it was last read (`unsettled`): reading one places all its hidden singles,
    /// so an unchanged house has none and still has every digit. The events come in the same
    /// order as if every house were read each time.
    fn singles(&mut self) -> bool {
        if self.trace.is_none() {
            return self.untraced_singles();
        }
        let geometry = self.geometry();
        let n = self.n();
        let all = Candidates::all(n).bits();
        loop {
            if self.contradiction.is_some() {
                return false;
            }
            let mut progress = false;
            for &house in geometry.houses() {
                let h = house.index(n);
                if !self.unsettled.contains(h) {
                    continue;
                }
                self.unsettled.remove(h);
                let cells = geometry.cells_of(house);
                let (once, twice, placed) = self.house_masks(cells);
                if let Some(digit) = Candidates::from_bits(all & !once & !placed).iter().next() {
                    let premises = self.removals(cells.iter().copied(), digit);
                    return self.fail(Clash::NoPlace(digit, house), premises);
                }
                let lone = once & !twice & !placed & self.followable(h);
                for digit in Candidates::from_bits(lone).iter() {
                    let Some(cell) = self.lone_place(cells, digit) else {
                        continue;
                    };
                    let premises = self.removals(cells.iter().copied(), digit);
                    let reason = Reason::HiddenSingle(house);
                    if !self.set_true(Candidate { cell, digit }, premises, reason) {
                        return false;
                    }
                    progress = true;
                }
            }
            for i in 0..self.candidates.len() {
                let bits = self.candidates[i];
                if self.values[i] != 0 || bits.count_ones() != 1 {
                    continue;
                }
                let cell = Cell::new(i);
                if self.chain_only && self.start.candidates(cell).len() != 2 {
                    continue;
                }
                let digit = Digit::new(bits.trailing_zeros() as u8 + 1);
                let premises = self.cell_removals(cell, Some(digit));
                if !self.set_true(Candidate { cell, digit }, premises, Reason::NakedSingle) {
                    return false;
                }
                progress = true;
            }
            if !progress {
                if self.pending.is_empty() {
                    // A traced run looks at every house and cell again, so it keeps no queues.
                    let (mut dirty, mut lone) = (Houses::NONE, Vec::new());
                    match self.variant_reads(&mut dirty, &mut lone) {
                        None => return false,
                        Some(true) => continue,
                        Some(false) => {}
                    }
                    self.unsettled = Houses::NONE;
                    return true;
                }
                // A traced run looks at every house and cell again, so it keeps no queues.
                let (mut dirty, mut lone) = (Houses::NONE, Vec::new());
                for (side, premise) in std::mem::take(&mut self.pending) {
                    if !self.group_true(side, premise, &mut dirty, &mut lone) {
                        return false;
                    }
                }
            }
        }
    }

    /// For a chain: queues the group sides that follow from `candidate` being ruled out by
    /// `event`.
    fn follow_removal(&mut self, cell: Cell, digit: Digit, event: usize) {
        for &side in self.links.when_removed(Candidate { cell, digit }) {
            self.pending.push((side, event));
        }
    }

    /// For a chain: queues the group sides that follow from `candidate` being placed by `event`.
    fn follow_placement(&mut self, candidate: Candidate, event: usize) {
        for &side in self.links.when_placed(candidate) {
            self.pending.push((side, event));
        }
    }

    /// Concludes that the digit of `side`'s link is in one of the side's cells, which event
    /// `premise` makes follow (it rules the other side out): a placement when the side is one
    /// cell, else a group fact that rules the digit out of every cell seeing the whole group.
    /// A run without a trace keeps `dirty` and `lone` up to date as `place_untraced` does.
    /// False when that breaks a rule.
    fn group_true(
        &mut self,
        side: GroupSide,
        premise: usize,
        dirty: &mut Houses,
        lone: &mut Vec<usize>,
    ) -> bool {
        if self.contradiction.is_some() {
            return false;
        }
        let slot = side.link as usize * 2 + side.side as usize;
        if self.groups_true[slot] {
            return true;
        }
        let links = Rc::clone(&self.links);
        let link = links.link(side);
        let digit = link.digit;
        let cells = links.cells(side);
        if cells.iter().any(|c| self.values[c.index()] == digit.get()) {
            return true;
        }
        if let [cell] = cells[..] {
            if self.trace.is_some() {
                let candidate = Candidate { cell, digit };
                return self.set_true(candidate, vec![premise], Reason::GroupLink(side));
            }
            return self.place_untraced(cell.index(), digit, dirty, lone);
        }
        if cells
            .iter()
            .all(|c| self.candidates[c.index()] & digit.bit() == 0)
        {
            let mut premises = vec![premise];
            premises.extend(self.removals(cells.iter().copied(), digit));
            return self.fail(Clash::NoPlace(digit, link.house), premises);
        }
        self.groups_true[slot] = true;
        let event = self.record(Fact::InGroup(side), vec![premise], Reason::GroupLink(side));
        let geometry = self.geometry();
        for &cell in &link.seen_by[side.side as usize] {
            let p = cell.index();
            if self.candidates[p] & digit.bit() == 0 {
                continue;
            }
            self.candidates[p] &= !digit.bit();
            self.unsettled.insert_houses_of(geometry, cell);
            dirty.insert_houses_of(geometry, cell);
            self.mark_removed(p, digit, event);
            self.follow_removal(cell, digit, event);
            if self.candidates[p] == 0 && self.values[p] == 0 {
                let premises = self.cell_removals(cell, None);
                return self.fail(Clash::NoCandidate(cell), premises);
            }
            if self.trace.is_none() && self.may_place_lone(p) {
                lone.push(p);
            }
        }
        for &next in &link.triggers[side.side as usize] {
            self.pending.push((next, event));
        }
        true
    }

    /// The same closure as `singles` for a run without a trace. Only its outcome matters there,
    /// and that does not depend on the order the singles are placed in (each one only removes
    /// candidates), so a house is looked at only when it changed since the last closure or one of
    /// its cells lost a candidate since, and a cell left with one candidate is placed straight
    /// away.
    fn untraced_singles(&mut self) -> bool {
        let mut lone = std::mem::take(&mut self.queue);
        let holds = self.untraced_singles_queued(&mut lone);
        self.queue = lone;
        holds
    }

    /// `untraced_singles` with `lone` as the queue of cells left with one candidate (its
    /// contents are replaced; only its memory is reused).
    fn untraced_singles_queued(&mut self, lone: &mut Vec<usize>) -> bool {
        if self.contradiction.is_some() {
            return false;
        }
        let geometry = self.geometry();
        let n = self.n();
        let all = Candidates::all(n).bits();
        let mut dirty = self.unsettled;
        if !std::mem::take(&mut self.queued) {
            lone.clear();
            for row in (0..n).filter(|&row| dirty.contains(row)) {
                for cell in geometry.cells_of(House::Row(row as u8)) {
                    if self.may_place_lone(cell.index()) {
                        lone.push(cell.index());
                    }
                }
            }
        }
        loop {
            while let Some(i) = lone.pop() {
                if self.values[i] != 0 {
                    continue;
                }
                let digit = Digit::new(self.candidates[i].trailing_zeros() as u8 + 1);
                if !self.place_untraced(i, digit, &mut dirty, lone) {
                    return false;
                }
            }
            if let Some((side, premise)) = self.pending.pop() {
                if !self.group_true(side, premise, &mut dirty, lone) {
                    return false;
                }
                continue;
            }
            let Some(h) = dirty.take_first() else {
                match self.variant_reads(&mut dirty, lone) {
                    None => return false,
                    Some(true) => continue,
                    Some(false) => {
                        self.unsettled = Houses::NONE;
                        return true;
                    }
                }
            };
            let house = geometry.house_at(h);
            let cells = geometry.cells_of(house);
            let (once, twice, placed) = self.house_masks(cells);
            if let Some(digit) = Candidates::from_bits(all & !once & !placed).iter().next() {
                return self.fail(Clash::NoPlace(digit, house), Vec::new());
            }
            let lone_digits = once & !twice & !placed & self.followable(h);
            for digit in Candidates::from_bits(lone_digits).iter() {
                let Some(cell) = self.lone_place(cells, digit) else {
                    continue;
                };
                if !self.place_untraced(cell.index(), digit, &mut dirty, lone) {
                    return false;
                }
            }
        }
    }

    /// The cages' sums (`cage_sums`) and the lines' orders (`line_orders`) read again where cells
    /// changed, and once they rule nothing out, the houses' places (`house_places`).
    /// `Some(true)` when one ruled something out, `Some(false)` when nothing, `None` when that
    /// broke a rule.
    fn variant_reads(&mut self, dirty: &mut Houses, lone: &mut Vec<usize>) -> Option<bool> {
        let cages = self.cage_sums(dirty, lone)?;
        let lines = self.line_orders(dirty, lone)?;
        if cages || lines {
            return Some(true);
        }
        self.house_places(dirty, lone)
    }

    /// Under the non-consecutive rule (not for a chain): in every house with a cell that changed
    /// since it was last read, each digit that lost a place there is read by its places
    /// (`places_beside`). `Some(true)` when that ruled something out, `None` when that broke a
    /// rule.
    fn house_places(&mut self, dirty: &mut Houses, lone: &mut Vec<usize>) -> Option<bool> {
        if self.places_read.is_empty() {
            return Some(false);
        }
        let geometry = self.geometry();
        // Per house, the digits that lost a place in it since it was last read: only their
        // places can have come to lie beside one cell.
        let mut changed = Houses::NONE;
        let mut lost = [0u32; HOUSE_SLOTS];
        for (i, (&read, &now)) in self.places_read.iter().zip(&self.candidates).enumerate() {
            let gone = read & !now;
            if gone == 0 {
                continue;
            }
            let houses = geometry.house_bits_of(Cell::new(i));
            changed.0 |= houses;
            for h in bit_positions(houses) {
                lost[h] |= gone;
            }
        }
        if changed.is_empty() {
            return Some(false);
        }
        self.places_read.clone_from(&self.candidates);
        let mut progress = false;
        while let Some(h) = changed.take_first() {
            let house = geometry.house_at(h);
            for digit in Candidates::from_bits(lost[h]).iter() {
                let at = self.places_in(geometry.cells_of(house), digit);
                if at.count_ones() < 2 {
                    continue;
                }
                progress |= self.places_beside(house, digit, at, dirty, lone)?;
            }
        }
        Some(progress)
    }

    /// The events that removed `digit` from the cells of `house` (none without a trace).
    fn house_removals(&self, house: House, digit: Digit) -> Vec<usize> {
        match self.trace {
            Some(_) => self.removals(self.geometry().cells_of(house).iter().copied(), digit),
            None => Vec::new(),
        }
    }

    /// When the places of `digit` in `house` (`at`: bit k for its k-th cell; two to five) are
    /// all some open cell or side by side with it, that cell holds no digit next to `digit`, as
    /// `digit` could then stand neither in it nor beside it (`nonconsecutive::beside_every`).
    /// Each removal cites the run's removals of `digit` from the house's other cells.
    /// `Some(true)` when it ruled something out, `None` when that broke a rule.
    fn places_beside(
        &mut self,
        house: House,
        digit: Digit,
        at: u32,
        dirty: &mut Houses,
        lone: &mut Vec<usize>,
    ) -> Option<bool> {
        let geometry = self.geometry();
        let n = self.n();
        let cells = geometry.cells_of(house);
        if at.count_ones() > MOST_PLACES_BESIDE as u32 {
            return Some(false);
        }
        let first = cells[at.trailing_zeros() as usize];
        let last = cells[31 - at.leading_zeros() as usize];
        // Two cells that are each some cell or beside it are at most two steps apart.
        let rows_apart = geometry.row_of(first).abs_diff(geometry.row_of(last));
        let cols_apart = geometry.col_of(first).abs_diff(geometry.col_of(last));
        if rows_apart + cols_apart > 2 {
            return Some(false);
        }
        let mut places = [first; MOST_PLACES_BESIDE];
        for (slot, k) in places.iter_mut().zip(bit_positions(u128::from(at))) {
            *slot = cells[k];
        }
        let places = &places[..at.count_ones() as usize];
        let next_to = nonconsecutive::digits_next_to(digit, n).bits();
        let mut out: Vec<Candidate> = Vec::new();
        for target in std::iter::once(first.index()).chain(side_neighbours(n, first.index())) {
            let target = Cell::new(target);
            let held = self.candidates[target.index()] & next_to;
            if self.values[target.index()] != 0
                || held == 0
                || !nonconsecutive::beside_every(n, target, places)
            {
                continue;
            }
            out.extend(Candidates::from_bits(held).iter().map(|e| Candidate {
                cell: target,
                digit: e,
            }));
        }
        if out.is_empty() {
            return Some(false);
        }
        let premises = self.house_removals(house, digit);
        let removals = out.into_iter().map(|c| (c, premises.clone())).collect();
        let reason = Reason::PlacesBeside {
            house,
            digit,
            places: at,
        };
        self.rule_out_all(removals, &reason, dirty, lone)
    }

    /// On a board with lines (not for a chain): reads every line some of whose cells changed
    /// since it was last read (`read_line`). `Some(true)` when it ruled something out, `None`
    /// when that broke a rule.
    fn line_orders(&mut self, dirty: &mut Houses, lone: &mut Vec<usize>) -> Option<bool> {
        if self.lines_read.is_empty() {
            return Some(false);
        }
        let tables = Rc::clone(&self.line_tables);
        let mut due = vec![0u64; tables.words];
        for (cell, (read, now)) in self.lines_read.iter().zip(&self.candidates).enumerate() {
            if read != now {
                let row = &tables.readers_of[cell * tables.words..(cell + 1) * tables.words];
                for (word, bits) in due.iter_mut().zip(row) {
                    *word |= bits;
                }
            }
        }
        if due.iter().all(|&word| word == 0) {
            return Some(false);
        }
        let variant = self.start.layout().variant();
        let lines = variant.lines.unwrap_or_default();
        let arrows = variant.arrows.unwrap_or_default();
        let clues = variant.little_killers.unwrap_or_default();
        let sandwiches = variant.sandwiches.unwrap_or_default();
        // Read as they are now: what the reads below rule out is read again next time.
        self.lines_read.clone_from(&self.candidates);
        let mut progress = false;
        let arrows_from = lines.len();
        let clues_from = arrows_from + arrows.len();
        let sandwiches_from = clues_from + clues.len();
        for (word_index, &word) in due.iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let reader = word_index * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                progress |= match reader {
                    line if line < arrows_from => {
                        self.read_line(line, &lines[line], dirty, lone)?
                    }
                    arrow if arrow < clues_from => {
                        let arrow = arrow - arrows_from;
                        self.read_arrow(arrow, &arrows[arrow], dirty, lone)?
                    }
                    clue if clue < sandwiches_from => {
                        let clue = clue - clues_from;
                        self.read_diagonal(clue, &clues[clue], dirty, lone)?
                    }
                    sandwich => {
                        let sandwich = sandwich - sandwiches_from;
                        self.read_sandwich(sandwich, &sandwiches[sandwich], dirty, lone)?
                    }
                };
            }
        }
        Some(progress)
    }

    /// Rules out of the arrow at `index` of the board's arrows the digits no filling of it puts
    /// there: every filling tried (digits different where two cells share a house) when there
    /// are at most `FEW_ARROW_FILLINGS`, else the shaft's exact sums with repeats allowed
    /// (`Arrow::sums_keep`), else (a circle that may read 128 or more) the digits outside its bounds
    /// (`Arrow::read`): the circle's digits that read no number its shaft can add up to, and
    /// each shaft digit past what the circle's numbers leave it once the other shaft cells take
    /// their least or most. Each removal cites the run's removals and placements in the arrow's
    /// cells.
    /// `Some(true)` when it ruled something out, `None` when that broke a rule.
    fn read_arrow(
        &mut self,
        index: usize,
        arrow: &Arrow,
        dirty: &mut Houses,
        lone: &mut Vec<usize>,
    ) -> Option<bool> {
        let geometry = self.geometry();
        let cells = arrow.cells();
        let masks: Vec<u32> = cells.iter().map(|&c| self.digits_in(c)).collect();
        if masks.contains(&0) {
            return Some(false);
        }
        let fillings = fillings_count(&masks);
        let houses: Vec<u128> = cells.iter().map(|&c| geometry.house_bits_of(c)).collect();
        let differ = |i: usize, j: usize| i != j && houses[i] & houses[j] != 0;
        let exact = (fillings <= FEW_ARROW_FILLINGS)
            .then(|| arrow.fillings_keep(&masks, &differ))
            .flatten();
        let kept = exact
            .or_else(|| arrow.sums_keep(&masks))
            .unwrap_or_else(|| arrow.read(&masks, &|_, _| false).kept);
        self.rule_out_unkept(&cells, &masks, &kept, &Reason::ArrowSum(index), dirty, lone)
    }

    /// Rules out of the little killer `clue` (at `index` of the board's clues) the digits no
    /// filling of its diagonal puts in their cells (a digit per cell, different where two share
    /// a house, adding up to its sum: `LittleKiller::fillings_keep`), or when that search is too
    /// long the digits outside its bounds (`LittleKiller::bounds_keep`). Each removal
    /// cites the run's removals and placements in the diagonal's cells. `Some(true)` when it
    /// ruled something out, `None` when that broke a rule.
    fn read_diagonal(
        &mut self,
        index: usize,
        clue: &LittleKiller,
        dirty: &mut Houses,
        lone: &mut Vec<usize>,
    ) -> Option<bool> {
        let geometry = self.geometry();
        // A diagonal crosses each row once, so it has at most `MAX_DIGITS` cells.
        let mut mask_slots = [0u32; MAX_DIGITS];
        let mut house_slots = [0u128; MAX_DIGITS];
        let length = clue.cells.len().min(MAX_DIGITS);
        for ((&cell, mask), houses) in clue.cells.iter().zip(&mut mask_slots).zip(&mut house_slots)
        {
            *mask = self.digits_in(cell);
            *houses = geometry.house_bits_of(cell);
        }
        let (masks, houses) = (&mask_slots[..length], &house_slots[..length]);
        if masks.contains(&0) {
            return Some(false);
        }
        let differ = |i: usize, j: usize| i != j && houses[i] & houses[j] != 0;
        let fillings = fillings_count(masks);
        let exact = (fillings <= FEW_ARROW_FILLINGS)
            .then(|| LittleKiller::fillings_keep(masks, clue.sum, &differ))
            .flatten();
        let kept = exact.unwrap_or_else(|| LittleKiller::bounds_keep(masks, clue.sum));
        let reason = Reason::DiagonalSum(index);
        self.rule_out_unkept(&clue.cells, masks, &kept, &reason, dirty, lone)
    }

    /// Rules out of the sandwich `clue`'s row or column (at `index` of the board's clues) the
    /// digits no fitting option puts in their cells (`Sandwich::fillings_keep`); nothing when
    /// its sum has too many sets to list. Each removal cites the run's removals and placements
    /// in the house's cells. `Some(true)` when it ruled something out, `None` when that broke a
    /// rule.
    fn read_sandwich(
        &mut self,
        index: usize,
        clue: &Sandwich,
        dirty: &mut Houses,
        lone: &mut Vec<usize>,
    ) -> Option<bool> {
        let n = self.geometry().n();
        let cells = clue.cells(n);
        let masks: Vec<u32> = cells.iter().map(|&c| self.digits_in(c)).collect();
        let Some(sets) = Sandwich::sets(n, clue.sum) else {
            return Some(false);
        };
        if masks.contains(&0) {
            return Some(false);
        }
        let kept = Sandwich::fillings_keep(&masks, n, &sets);
        let reason = Reason::SandwichSum(index);
        self.rule_out_unkept(&cells, &masks, &kept, &reason, dirty, lone)
    }

    /// Rules out of `cells` (whose digits in the run are `masks`) every digit outside what each
    /// keeps (`kept`), for `reason`, except in cells placed before the run; each removal cites
    /// the run's removals and placements in `cells`. `Some(true)` when it ruled something out,
    /// `None` when that broke a rule.
    fn rule_out_unkept(
        &mut self,
        cells: &[Cell],
        masks: &[u32],
        kept: &[u32],
        reason: &Reason,
        dirty: &mut Houses,
        lone: &mut Vec<usize>,
    ) -> Option<bool> {
        let mut out: Vec<Candidate> = Vec::new();
        for ((&cell, &mask), &kept) in cells.iter().zip(masks).zip(kept) {
            out.extend(
                Candidates::from_bits(mask & !kept)
                    .iter()
                    .map(|digit| Candidate { cell, digit }),
            );
        }
        out.retain(|c| self.start.value(c.cell).is_none());
        if out.is_empty() {
            return Some(false);
        }
        let mut premises: Vec<usize> = Vec::new();
        for &cell in cells {
            for digit in self.start.candidates(cell).iter() {
                premises.extend(self.removal_of(Candidate { cell, digit }));
            }
        }
        premises.sort_unstable();
        premises.dedup();
        let removals = out.into_iter().map(|c| (c, premises.clone())).collect();
        self.rule_out_all(removals, reason, dirty, lone)
    }

    /// Which of `cells` (bit k for the k-th) hold candidate `digit` in the run.
    fn places_in(&self, cells: &[Cell], digit: Digit) -> u32 {
        cells
            .iter()
            .enumerate()
            .filter(|&(_, cell)| self.candidates[cell.index()] & digit.bit() != 0)
            .fold(0, |mask, (k, _)| mask | 1 << k)
    }

    /// The digits `cell` may hold in the run: its placed digit, else its candidates.
    fn digits_in(&self, cell: Cell) -> u32 {
        match self.values[cell.index()] {
            0 => self.candidates[cell.index()],
            value => 1 << (value - 1),
        }
    }

    /// Rules out of each cell of `line` (the board's line at `index`) every digit that a
    /// neighbour along it has no digit left to stand beside (a digit the run placed so ruled out
    /// breaks the run; a digit placed before it is left, and its neighbours lose theirs), with
    /// the line's digit tables (`line_tables`). Each removal cites the run's removals of the
    /// neighbour's digits that would have allowed it. `Some(true)` when it ruled something out,
    /// `None` when that broke a rule.
    fn read_line(
        &mut self,
        index: usize,
        line: &Line,
        dirty: &mut Houses,
        lone: &mut Vec<usize>,
    ) -> Option<bool> {
        let tables = Rc::clone(&self.line_tables);
        let Some([next, previous]) = tables.digits.get(index) else {
            return Some(false);
        };
        let mut removals: Vec<(Candidate, Vec<usize>)> = Vec::new();
        for (before, after) in line.linked_pairs() {
            let directions = [
                (before, after, &next, &previous),
                (after, before, &previous, &next),
            ];
            for (cell, other, allowed, allowing) in directions {
                if self.start.value(cell).is_some() {
                    continue;
                }
                let beside = self.digits_in(other);
                let digits = self.digits_in(cell);
                // The digits of `cell` some digit beside it lets stand (`allowing[e]` holds `d`
                // exactly when `allowed[d]` holds `e`): usually all of them after a digit or two.
                let mut allowed_here = 0;
                for other_digit in Candidates::from_bits(beside).iter() {
                    allowed_here |= allowing[usize::from(other_digit.get())];
                    if digits & !allowed_here == 0 {
                        break;
                    }
                }
                for digit in Candidates::from_bits(digits & !allowed_here).iter() {
                    let wanted = allowed[usize::from(digit.get())];
                    let mut premises: Vec<usize> =
                        Candidates::from_bits(wanted & self.start.candidates(other).bits())
                            .iter()
                            .filter_map(|e| {
                                self.removal_of(Candidate {
                                    cell: other,
                                    digit: e,
                                })
                            })
                            .collect();
                    premises.sort_unstable();
                    premises.dedup();
                    removals.push((Candidate { cell, digit }, premises));
                }
            }
        }
        if removals.is_empty() {
            return Some(false);
        }
        self.rule_out_all(removals, &Reason::LineOrder(index), dirty, lone)
    }

    /// Rules out each of `removals` (a candidate and the events it rests on) for `reason`, unless
    /// an earlier one of them already took it; keeps `dirty` and `lone` up to date as
    /// `place_untraced` does. `Some(true)`, or `None` when that broke a rule.
    fn rule_out_all(
        &mut self,
        removals: Vec<(Candidate, Vec<usize>)>,
        reason: &Reason,
        dirty: &mut Houses,
        lone: &mut Vec<usize>,
    ) -> Option<bool> {
        let geometry = self.geometry();
        for (candidate, premises) in removals {
            let i = candidate.cell.index();
            if self.candidates[i] & candidate.digit.bit() == 0
                && self.values[i] != candidate.digit.get()
            {
                continue;
            }
            if !self.set_false(candidate, premises, reason.clone()) {
                return None;
            }
            dirty.insert_houses_of(geometry, candidate.cell);
            if self.trace.is_none() && self.may_place_lone(i) {
                lone.push(i);
            }
        }
        Some(true)
    }

    /// On a Killer board (not for a chain): reads the sum of every cage whose cells changed since
    /// it was last read (`read_cage`). A run without a trace keeps `dirty` and `lone` up to date
    /// as `place_untraced` does. `Some(true)` when it ruled something out, `Some(false)` when
    /// nothing, `None` when that broke a rule.
    fn cage_sums(&mut self, dirty: &mut Houses, lone: &mut Vec<usize>) -> Option<bool> {
        let geometry = self.geometry();
        let mut progress = false;
        let mut from = 0;
        while let Some(offset) = self.cages_read[from..]
            .iter()
            .zip(&self.candidates[from..])
            .position(|(read, now)| read != now)
        {
            let i = from + offset;
            match geometry.cage_of(Cell::new(i)) {
                Some(cage) => progress |= self.read_cage(cage, dirty, lone)?,
                None => self.cages_read[i] = self.candidates[i],
            }
            from = i + 1;
        }
        Some(progress)
    }

    /// Marks `cage` read and, when it has a sum and at most `CAGE_OPEN_CELLS` open cells, rules
    /// out each candidate no filling of it puts in its cell (a candidate in each open cell,
    /// digits different from each other and from the placed ones, adding up to the sum).
    /// `Some(true)` when it ruled something out, `None` when that broke a rule.
    fn read_cage(
        &mut self,
        cage: &Cage,
        dirty: &mut Houses,
        lone: &mut Vec<usize>,
    ) -> Option<bool> {
        let (mut open, mut first, mut second) = (0, None, None);
        let (mut used, mut placed) = (0u32, 0u32);
        for &cell in &cage.cells {
            let i = cell.index();
            self.cages_read[i] = self.candidates[i];
            match u32::from(self.values[i]) {
                0 => {
                    open += 1;
                    if first.is_none() {
                        first = Some(cell);
                    } else {
                        second = Some(cell);
                    }
                }
                value => {
                    used |= 1 << (value - 1);
                    placed += value;
                }
            }
        }
        let (Some(sum), Some(first)) = (cage.sum, first) else {
            return Some(false);
        };
        if open > CAGE_OPEN_CELLS {
            return Some(false);
        }
        let left = sum.saturating_sub(placed);
        let n = self.n() as u32;
        let digit_of = |value: u32| (1..=n).contains(&value).then(|| Digit::new(value as u8));
        // With two open cells, the digit the other one needs when one holds `digit`.
        let partner_of = |digit: Digit| left.checked_sub(u32::from(digit.get())).and_then(digit_of);
        let held_first = self.candidates[first.index()] & !used;
        let kept = match second {
            None => [
                (first, held_first & digit_of(left).map_or(0, Digit::bit)),
                (first, 0),
            ],
            Some(other) => {
                let held_other = self.candidates[other.index()] & !used;
                let (mut kept_first, mut kept_other) = (0, 0);
                for digit in Candidates::from_bits(held_first).iter() {
                    let partner = partner_of(digit)
                        .filter(|&partner| partner != digit)
                        .map_or(0, Digit::bit);
                    if held_other & partner != 0 {
                        kept_first |= digit.bit();
                        kept_other |= partner;
                    }
                }
                [(first, kept_first), (other, kept_other)]
            }
        };
        let kept = &kept[..open];
        if kept
            .iter()
            .all(|&(cell, keeps)| self.candidates[cell.index()] & !keeps == 0)
        {
            return Some(false);
        }
        // Each removal cites the net's placements in the cage (they fix what the sum leaves)
        // and, with two open cells, the net's removal of the digit the other cell would need.
        let placements: Vec<usize> = cage
            .cells
            .iter()
            .filter_map(|&cell| {
                let digit = self.placed_digit(cell)?;
                self.placement_of(Candidate { cell, digit })
            })
            .collect();
        let mut removals: Vec<(Candidate, Vec<usize>)> = Vec::new();
        for &(cell, keeps) in kept {
            let other = kept.iter().map(|&(c, _)| c).find(|&c| c != cell);
            for digit in Candidates::from_bits(self.candidates[cell.index()] & !keeps).iter() {
                let mut premises = placements.clone();
                if let (Some(other), Some(needed)) = (other, partner_of(digit)) {
                    premises.extend(self.removal_of(Candidate {
                        cell: other,
                        digit: needed,
                    }));
                }
                removals.push((Candidate { cell, digit }, premises));
            }
        }
        self.rule_out_all(removals, &Reason::CageSum(first), dirty, lone)
    }

    /// The digits of the open cells of a house (`cells`) as masks: in at least one cell, in at
    /// least two, and placed.
    fn house_masks(&self, cells: &[Cell]) -> (u32, u32, u32) {
        let (mut once, mut twice, mut placed) = (0u32, 0u32, 0u32);
        for &cell in cells {
            let bits = self.candidates[cell.index()];
            twice |= once & bits;
            once |= bits;
            placed |= (1u32 << self.values[cell.index()]) >> 1;
        }
        (once, twice, placed)
    }

    /// The digits whose hidden single in house `h` the reach allows placing: every digit, or for
    /// a chain only those that had two places in the house to start with.
    fn followable(&self, h: usize) -> u32 {
        if self.chain_only {
            self.bilocal_at_start[h]
        } else {
            u32::MAX
        }
    }

    /// The one cell of a house (`cells`) still holding `digit`.
    fn lone_place(&self, cells: &[Cell], digit: Digit) -> Option<Cell> {
        cells
            .iter()
            .copied()
            .find(|c| self.candidates[c.index()] & digit.bit() != 0)
    }

    /// Whether cell `i` is an open cell with one candidate that the reach allows to be placed.
    fn may_place_lone(&self, i: usize) -> bool {
        self.values[i] == 0
            && self.candidates[i].count_ones() == 1
            && (!self.chain_only || self.start.candidates(Cell::new(i)).len() == 2)
    }

    /// Places `digit` in cell `i` without a trace, marking the houses that lost a candidate and
    /// queueing the cells left with one; false when that breaks a rule.
    fn place_untraced(
        &mut self,
        i: usize,
        digit: Digit,
        dirty: &mut Houses,
        lone: &mut Vec<usize>,
    ) -> bool {
        if self.values[i] != 0 || self.candidates[i] & digit.bit() == 0 {
            return self.set_true(
                Candidate {
                    cell: Cell::new(i),
                    digit,
                },
                Vec::new(),
                Reason::NakedSingle,
            );
        }
        let geometry = self.geometry();
        let cell = Cell::new(i);
        if !self.links.is_empty() {
            for other in Candidates::from_bits(self.candidates[i] & !digit.bit()).iter() {
                self.follow_removal(cell, other, 0);
            }
            self.follow_placement(Candidate { cell, digit }, 0);
        }
        self.values[i] = digit.get();
        self.candidates[i] = 0;
        dirty.insert_houses_of(geometry, cell);
        for &peer in geometry.peers(cell) {
            let p = peer.index();
            if self.candidates[p] & digit.bit() == 0 {
                continue;
            }
            self.candidates[p] &= !digit.bit();
            self.follow_removal(peer, digit, 0);
            dirty.insert_houses_of(geometry, peer);
            if self.candidates[p] == 0 && self.values[p] == 0 {
                return self.fail(Clash::NoCandidate(peer), Vec::new());
            }
            if self.may_place_lone(p) {
                lone.push(p);
            }
        }
        true
    }

    /// Follows the current conclusions as far as `depth` allows. `None` when the effort ran out,
    /// otherwise whether the state is still free of contradictions.
    pub(super) fn propagate(&mut self, depth: u8, effort: &Effort) -> Option<bool> {
        if !effort.spend() {
            return None;
        }
        loop {
            if !self.singles() {
                return Some(false);
            }
            if depth == 0 {
                return Some(true);
            }
            if self
                .trace
                .as_ref()
                .is_some_and(|t| t.order == NestedOrder::ShortestFirst)
            {
                match self.rule_out_shortest_first(depth - 1, effort)? {
                    Sweep::Broke => return Some(false),
                    Sweep::Excluded => continue,
                    Sweep::Settled => return Some(true),
                }
            }
            let mut excluded = false;
            let mut trial = self.untraced();
            let mut planes = self.trial_planes(depth - 1);
            for i in 0..self.candidates.len() {
                let cell = Cell::new(i);
                for digit in Candidates::from_bits(self.candidates[i]).iter() {
                    let candidate = Candidate { cell, digit };
                    if self.candidates[i] & digit.bit() == 0 {
                        continue;
                    }
                    if !self.net_fails(&mut trial, planes.as_mut(), candidate, depth - 1, effort)? {
                        continue;
                    }
                    let (premises, reason) = self.explain_failure(candidate, depth - 1, effort)?;
                    excluded = true;
                    if !self.set_false(candidate, premises, reason) || !self.singles() {
                        return Some(false);
                    }
                    planes = self.trial_planes(depth - 1);
                }
            }
            if !excluded {
                return Some(true);
            }
        }
    }

    /// Trials of `depth` 0 from this settled state on digit planes, when they can run on them
    /// (`plane_singles`); `None` otherwise.
    fn trial_planes(&self, depth: u8) -> Option<PlaneTrials> {
        let tables = self.plane_tables.as_ref().filter(|_| depth == 0)?;
        let start = Planes::of_cells(&self.candidates, &self.values);
        Some(PlaneTrials::new(Rc::clone(tables), start))
    }

    /// Whether supposing `candidate` true fails within a net of `depth`, followed without a trace
    /// on `planes` when given (this state's `trial_planes`), else on `trial` (scratch memory,
    /// overwritten); `None` when the effort ran out. A trial `planes` answers without running it
    /// spends its unit of effort all the same, so the effort counts trials asked.
    fn net_fails(
        &self,
        trial: &mut Propagation<'g>,
        planes: Option<&mut PlaneTrials>,
        candidate: Candidate,
        depth: u8,
        effort: &Effort,
    ) -> Option<bool> {
        if let Some(planes) = planes {
            if !effort.spend() {
                return None;
            }
            return Some(planes.fails(candidate));
        }
        trial.become_untraced(self);
        trial.suppose(candidate);
        Some(!trial.propagate(depth, effort)?)
    }

    /// For a traced state: every candidate whose net of `depth` fails in the current state,
    /// ruled out in order of the size of its failing net (smallest first, then in cell order),
    /// with the singles after each, so that the facts that follow rest on the shortest nested
    /// proofs. `None` when the effort ran out.
    fn rule_out_shortest_first(&mut self, depth: u8, effort: &Effort) -> Option<Sweep> {
        let mut failing = Vec::new();
        let mut trial = self.untraced();
        let mut planes = self.trial_planes(depth);
        for i in 0..self.candidates.len() {
            let cell = Cell::new(i);
            for digit in Candidates::from_bits(self.candidates[i]).iter() {
                let candidate = Candidate { cell, digit };
                if self.net_fails(&mut trial, planes.as_mut(), candidate, depth, effort)? {
                    failing.push(candidate);
                }
            }
        }
        if failing.is_empty() {
            return Some(Sweep::Settled);
        }
        let mut explained = failing
            .into_iter()
            .map(|candidate| {
                let (premises, reason) = self.explain_failure(candidate, depth, effort)?;
                let size = match &reason {
                    Reason::Failed(Some(failure)) => failure.size(),
                    _ => 0,
                };
                Some((size, candidate, premises, reason))
            })
            .collect::<Option<Vec<_>>>()?;
        explained.sort_by_key(|&(size, candidate, ..)| (size, candidate));
        for (_, candidate, premises, reason) in explained {
            let index = candidate.cell.index();
            if self.candidates[index] & candidate.digit.bit() == 0 {
                continue;
            }
            if !self.set_false(candidate, premises, reason) || !self.singles() {
                return Some(Sweep::Broke);
            }
        }
        Some(Sweep::Excluded)
    }

    /// For a traced state: which of its events make `candidate` fail at `depth`, and the failing
    /// net. Untraced states skip the work.
    fn explain_failure(
        &self,
        candidate: Candidate,
        depth: u8,
        effort: &Effort,
    ) -> Option<(Vec<usize>, Reason)> {
        let Some(trace) = &self.trace else {
            return Some((Vec::new(), Reason::Failed(None)));
        };
        let first = trace.events.len();
        let mut trial = self.clone();
        trial.set_true(candidate, Vec::new(), Reason::Assumed);
        trial.propagate(depth, effort)?;
        let contradiction = trial.contradiction.clone()?;
        let used = trial.ancestry(&contradiction.premises);
        let premises = used.iter().copied().filter(|&e| e < first).collect();
        let used = used.into_iter().filter(|&e| e >= first).collect();
        let mut events = trial.trace.map(|t| t.events).unwrap_or_default();
        events.drain(..first);
        let failure = Failure {
            first,
            events,
            used,
            contradiction,
        };
        Some((premises, Reason::Failed(Some(Rc::new(failure)))))
    }

    /// Every event that `premises` rest on, directly or not, in order.
    pub(super) fn ancestry(&self, premises: &[usize]) -> Vec<usize> {
        let events = self.events();
        let mut used = vec![false; events.len()];
        let mut stack: Vec<usize> = premises.to_vec();
        while let Some(e) = stack.pop() {
            if e < used.len() && !used[e] {
                used[e] = true;
                stack.extend(events[e].premises.iter().copied());
            }
        }
        (0..events.len()).filter(|&e| used[e]).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Layout;

    /// The grid of `layout` with the digits of `text` (row by row, `.` or `0` for an empty cell)
    /// placed, every peer's candidates cleared of them.
    fn grid_of(layout: Layout, text: &str) -> Grid {
        let mut grid = Grid::empty(layout);
        for (i, ch) in text.chars().enumerate() {
            if let Some(value) = ch.to_digit(10).filter(|&d| d > 0) {
                grid.place(Cell::new(i), Digit::new(value as u8));
            }
        }
        grid
    }

    /// Three 9x9 puzzles and a 6x6 one, with their givens.
    fn sample_puzzles() -> Vec<(Layout, &'static str)> {
        vec![
            (
                Layout::CLASSIC,
                "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
            ),
            (
                Layout::CLASSIC,
                "........2..8.1.9..5....3.4....1.93...6..3..8...37......4......53.1.7.8..2........",
            ),
            (
                Layout::CLASSIC,
                ".4..1.2.......9.7..1..........43.6..8......5....2.....7.5..8......6..3..9........",
            ),
            (
                Layout::new(2, 3).expect("6x6"),
                "1.........1...........4.3.........1.",
            ),
        ]
    }

    /// Every candidate of a settled state (the puzzle's singles all placed) is supposed on the
    /// digit planes, each from the start and in one sweep that skips what a held trial placed, and
    /// cell by cell: the trials must fail for the same candidates.
    #[test]
    fn trials_on_planes_fail_exactly_when_trials_cell_by_cell_do() {
        let puzzles = sample_puzzles();
        let cancel = Cancel::never();
        let effort = Effort::new(u64::MAX, &cancel);
        let (mut failing, mut holding) = (0, 0);
        for (layout, text) in puzzles {
            let grid = grid_of(layout, text);
            let mut start = Propagation::new(&grid, false);
            assert!(start.untraced_singles(), "{text}: the singles hold");
            let tables = start
                .plane_tables
                .clone()
                .expect("a board of up to 128 cells");
            let planes = Planes::of_cells(&start.candidates, &start.values);
            let mut sweep = PlaneTrials::new(Rc::clone(&tables), planes);
            for i in 0..start.candidates.len() {
                let cell = Cell::new(i);
                for digit in Candidates::from_bits(start.candidates[i]).iter() {
                    let mut by_cells = start.untraced();
                    let candidate = Candidate { cell, digit };
                    by_cells.suppose(candidate);
                    let fails = by_cells.propagate(0, &effort) == Some(false);
                    let alone = PlaneTrials::new(Rc::clone(&tables), planes).fails(candidate);
                    assert_eq!(alone, fails, "{text}: {cell:?} = {digit:?} alone");
                    let in_sweep = sweep.fails(candidate);
                    assert_eq!(in_sweep, fails, "{text}: {cell:?} = {digit:?} in the sweep");
                    if fails {
                        failing += 1;
                    } else {
                        holding += 1;
                    }
                }
            }
        }
        assert_eq!(
            (failing, holding),
            (54, 848),
            "trials that fail and that hold"
        );
    }

    /// The grid of `layout` with the digits of `text` and every single that follows placed.
    fn settled_grid(layout: Layout, text: &str) -> Grid {
        let grid = grid_of(layout, text);
        let mut state = Propagation::new(&grid, false);
        assert!(state.untraced_singles(), "{text}: the singles hold");
        let mut settled = Grid::empty(layout);
        for (i, &value) in state.values.iter().enumerate() {
            if value != 0 {
                settled.place(Cell::new(i), Digit::new(value));
            }
        }
        settled
    }

    /// Every candidate of five settled positions, supposed true and supposed false, is followed
    /// by a chain and by a net without nesting, on planes and cell by cell: both must break a
    /// rule for the same assumptions, and otherwise end with the same digits possible in every
    /// cell.
    #[test]
    fn runs_on_planes_end_where_runs_cell_by_cell_end() {
        let mut puzzles = sample_puzzles();
        puzzles.push((
            Layout::CLASSIC,
            "5..7..6....38...........2..62.4............917............35.8.4.....1......9....",
        ));
        let cancel = Cancel::never();
        let effort = Effort::new(u64::MAX, &cancel);
        let mut counts = [[0; 2]; 2];
        let mut group_links = 0;
        for (layout, text) in puzzles {
            let grid = settled_grid(layout, text);
            for chain in [true, false] {
                let mut start = Propagation::new(&grid, chain);
                start.settle();
                group_links += start.links.links.len();
                let runs = start
                    .plane_runs()
                    .expect("a settled board of up to 128 cells");
                for i in 0..start.candidates.len() {
                    let cell = Cell::new(i);
                    for digit in Candidates::from_bits(start.candidates[i]).iter() {
                        let candidate = Candidate { cell, digit };
                        for holds in [true, false] {
                            let mut by_cells = start.untraced();
                            if holds {
                                by_cells.suppose(candidate);
                            } else {
                                by_cells.set_false(candidate, Vec::new(), Reason::Assumed);
                            }
                            let held = by_cells.propagate(0, &effort) == Some(true);
                            let on_planes = runs.follow(candidate, holds);
                            let case = format!("{text}: chain {chain}, {candidate:?} {holds}");
                            assert_eq!(on_planes.is_some(), held, "{case}");
                            if let Some(end) = on_planes {
                                let on_cells = (by_cells.candidates, by_cells.values);
                                assert_eq!(end.cell_by_cell(on_cells.0.len()), on_cells, "{case}");
                            }
                            counts[usize::from(chain)][usize::from(held)] += 1;
                        }
                    }
                }
            }
        }
        assert_eq!(
            (counts, group_links),
            ([[101, 2251], [84, 2268]], 576),
            "net runs that fail and hold, then chain runs; the chains' group links"
        );
    }
}
