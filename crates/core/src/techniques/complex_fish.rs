//! Franken and Mutant fish: fish whose base and cover houses are not just rows and columns. Take
//! k base houses that share no candidate of a digit: each needs its own copy of the digit, so k
//! copies go into their cells. If every one of those cells lies in one of k cover houses, and a
//! house holds the digit once, each cover gets exactly one of the k copies: the digit leaves the
//! covers' other cells, and a base cell that lies in two covers (it would fill both at once) loses
//! it too. A Franken fish takes rows and boxes as base and columns and boxes as cover (or the other
//! way round), with at least one box; a Mutant fish mixes the kinds any other way.
//!
//! Finned forms: fins are base cells outside every cover, and base cells in two base houses
//! (endo fins: one copy there would serve two base houses). Either no fin holds the digit and the
//! fish stands, or a fin does; so only the cells outside the base that the fish clears and that
//! see every fin lose the digit. Works for every board size.

use super::bit_positions;
use super::places::Places;
use super::search::Found;
use crate::deduction::step::{Highlight, Role, Step};
use crate::deduction::technique::Technique;
use crate::message::Message;
use crate::message::{and_list, cell_list, elimination_list};
use crate::model::{Candidate, Cell, CellSet, Digit, Grid, House};

/// The most fins a finned fish may have, endo fins included (HoDoKu's default).
const MAX_FINS: usize = 5;

/// The most endo fins a finned fish may have (HoDoKu's default).
const MAX_ENDO_FINS: usize = 2;

/// Which houses a complex fish takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Shape {
    /// Rows and boxes against columns and boxes (or columns and boxes against rows and boxes).
    Franken,
    /// Any other mix of rows, columns and boxes.
    Mutant,
}

/// The kinds of house, as bits: which kinds a set of houses holds.
const ROWS: u8 = 1;
const COLUMNS: u8 = 2;
const BOXES: u8 = 4;

/// The kind of `house` as a bit; none for a diagonal or window, which no fish here uses.
fn kind(house: House) -> u8 {
    match house {
        House::Row(_) => ROWS,
        House::Col(_) => COLUMNS,
        House::Box(_) | House::Region(_) => BOXES,
        House::Diagonal(_) | House::Window(_) => 0,
    }
}

/// The shape of a fish whose base houses are of the kinds `base` and cover houses of the kinds
/// `cover` (bits); `None` for a basic fish (rows against columns), which is not a complex one.
fn shape_of(base: u8, cover: u8) -> Option<Shape> {
    let rows_columns = (base | cover) & BOXES == 0 && base & cover == 0;
    if rows_columns {
        return None;
    }
    let lines_apart = |a: u8, b: u8| a & !(ROWS | BOXES) == 0 && b & !(COLUMNS | BOXES) == 0;
    if lines_apart(base, cover) || lines_apart(cover, base) {
        Some(Shape::Franken)
    } else {
        Some(Shape::Mutant)
    }
}

/// Every fish of `shape` with `size` base houses on `digit`, finned or not: for a Franken fish
/// rows and boxes as base first, then columns and boxes; base houses in house order (rows,
/// columns, boxes), then cover houses as the search meets them.
pub(super) fn complex_fish(
    grid: &Grid,
    technique: Technique,
    shape: Shape,
    finned: bool,
    digit: Digit,
    found: &mut Found,
) {
    let n = grid.n();
    if n * n <= 128 {
        search_with::<u128>(grid, technique, shape, finned, digit, found);
    } else {
        search_with::<CellSet>(grid, technique, shape, finned, digit, found);
    }
}

fn search_with<S: Places>(
    grid: &Grid,
    technique: Technique,
    shape: Shape,
    finned: bool,
    digit: Digit,
    found: &mut Found,
) {
    let size = technique.pattern_size();
    let geometry = grid.geometry();
    let n = grid.n();
    let set_of = |cells: &mut dyn Iterator<Item = Cell>| {
        cells.fold(S::NONE, |set, cell| set.with(cell.index()))
    };
    let houses: Vec<(House, S)> = geometry
        .houses()
        .iter()
        .map(|&house| {
            let mut places = geometry
                .cells_of(house)
                .iter()
                .copied()
                .filter(|&cell| grid.candidates(cell).contains(digit));
            (house, set_of(&mut places))
        })
        .collect();
    let places = houses[..n]
        .iter()
        .fold(S::NONE, |all, &(_, row)| all.or(row));
    let peers: Vec<S> = (0..n * n)
        .map(|index| set_of(&mut geometry.peers(Cell::new(index)).iter().copied()).and(places))
        .collect();
    let orientations: &[(u8, u8)] = match shape {
        Shape::Franken => &[
            (ROWS | BOXES, COLUMNS | BOXES),
            (COLUMNS | BOXES, ROWS | BOXES),
        ],
        Shape::Mutant => &[(ROWS | COLUMNS | BOXES, ROWS | COLUMNS | BOXES)],
    };
    for &(base_kinds, cover_kinds) in orientations {
        let cover_houses = (0..n * n)
            .map(|index| {
                geometry
                    .houses_of(Cell::new(index))
                    .iter()
                    .filter(|&&house| kind(house) & cover_kinds != 0)
                    .fold(0u128, |bits, house| bits | 1 << house.index(n))
            })
            .collect();
        let search = FishSearch {
            grid,
            technique,
            digit,
            shape,
            size,
            finned,
            houses: &houses,
            base_kinds,
            places,
            peers: &peers,
            cover_houses,
        };
        search.bases(0, &mut Vec::new(), S::NONE, S::NONE, places, found);
        if found.is_full() {
            return;
        }
    }
}

/// One orientation of the search for one digit.
struct FishSearch<'a, S> {
    grid: &'a Grid,
    technique: Technique,
    digit: Digit,
    shape: Shape,
    size: usize,
    finned: bool,
    /// Every house with the digit's places in it, in house order.
    houses: &'a [(House, S)],
    /// The kinds of house the base may take.
    base_kinds: u8,
    /// Every place of the digit.
    places: S,
    /// Per cell, the places of the digit it sees.
    peers: &'a [S],
    /// Per cell, the houses (as bits of their indices) that may cover it.
    cover_houses: Vec<u128>,
}

/// The cover chosen so far, while the search adds to it.
#[derive(Clone, Copy)]
struct Cover<S> {
    /// The cover houses (indices into the house list) as bits.
    houses: u128,
    /// How many.
    count: usize,
    /// The cells of the digit the cover houses hold.
    cells: S,
    /// The fins so far: base cells in two base houses, and base cells chosen to stay outside
    /// every cover.
    fins: S,
    /// Houses that must not join the cover (they would cover a chosen fin, or were tried before).
    barred: u128,
    /// The places that may still become the finned fish's elimination.
    targets: S,
}

impl<S: Places> FishSearch<'_, S> {
    /// Picks base houses (indices from `from` on) until there are `size`, then covers them.
    /// `cells` holds the base's places of the digit, `endo` the places two base houses share,
    /// `targets` the places a finned fish on this base may still remove.
    fn bases(
        &self,
        from: usize,
        base: &mut Vec<usize>,
        cells: S,
        endo: S,
        targets: S,
        found: &mut Found,
    ) -> bool {
        let empty_cover = |base: &[usize], targets| Cover {
            houses: 0,
            count: 0,
            cells: S::NONE,
            fins: endo,
            barred: base.iter().fold(0u128, |bits, &i| bits | 1 << i),
            targets,
        };
        if base.len() == self.size {
            return self.covers(base, cells, empty_cover(base, targets), found);
        }
        let max_endo = if self.finned { MAX_ENDO_FINS } else { 0 };
        for index in from..self.houses.len() {
            let (house, places) = self.houses[index];
            if kind(house) & self.base_kinds == 0 || places.is_none() {
                continue;
            }
            let endo = endo.or(cells.and(places));
            if endo.count() > max_endo {
                continue;
            }
            let cells = cells.or(places);
            base.push(index);
            let mut targets = targets;
            if base.len() >= 2 && base.len() < self.size {
                match self.standing(cells, cells.minus(endo), &empty_cover(base, targets)) {
                    Some(left) => targets = left,
                    None => {
                        base.pop();
                        continue;
                    }
                }
            }
            let full = self.bases(index + 1, base, cells, endo, targets, found);
            base.pop();
            if full {
                return true;
            }
        }
        false
    }

    /// Covers the base cells `cells` (apart from the fins) with `size` cover houses: the first
    /// cell no cover holds yet is covered by one of its houses, or (finned) made a fin.
    fn covers(&self, base: &[usize], cells: S, cover: Cover<S>, found: &mut Found) -> bool {
        let open = cells.minus(cover.cells).minus(cover.fins);
        let Some(first) = open.first() else {
            return false;
        };
        let fin_budget = if self.finned {
            MAX_FINS.saturating_sub(cover.fins.count())
        } else {
            0
        };
        let Some(targets) = self.standing(cells, open, &cover) else {
            return false;
        };
        let mut barred = cover.barred;
        for index in bit_positions(self.cover_houses[first] & !cover.barred) {
            let next = Cover {
                houses: cover.houses | 1 << index,
                count: cover.count + 1,
                cells: cover.cells.or(self.houses[index].1),
                fins: cover.fins,
                barred: barred | 1 << index,
                targets,
            };
            let full = if next.count == self.size {
                self.leaf(base, cells, next, found)
            } else {
                self.covers(base, cells, next, found)
            };
            if full {
                return true;
            }
            barred |= 1 << index;
        }
        if fin_budget == 0 {
            return false;
        }
        let targets = targets.and(self.peers[first]);
        if targets.is_none() {
            return false;
        }
        let next = Cover {
            fins: cover.fins.with(first),
            barred: barred | self.cover_houses[first],
            targets,
            ..cover
        };
        self.covers(base, cells, next, found)
    }

    /// A full cover: the base cells it leaves open become fins; the step, if it has the search's
    /// kind of fins and removes anything.
    fn leaf(&self, base: &[usize], cells: S, cover: Cover<S>, found: &mut Found) -> bool {
        let fins = cover.fins.or(cells.minus(cover.cells));
        let fin_count = fins.count();
        if (fin_count == 0) == self.finned || fin_count > MAX_FINS {
            return false;
        }
        if self.finned
            && self
                .seen_by_all(fins)
                .and(cover.cells)
                .minus(cells)
                .is_none()
        {
            return false;
        }
        match self.step(base, cells, fins, cover.houses) {
            Some(step) => found.add(step),
            None => false,
        }
    }

    /// Whether a fish may still come of the base cells `base` with the cover so far, `cover`, and
    /// with fins which of its targets it may remove: the base cells `open` are still to be covered
    /// by the houses the cover still lacks, none of them barred. `None` when no fish can.
    ///
    /// Open cells that share no possible cover house (an independent set, taken greedily) need a
    /// cover each or are fins, and a cell no house can cover any more is a fin. Without fins the
    /// independent cells must not outnumber the covers left. With fins, every fin must see the
    /// cell the fish removes the digit from, a place outside the base that a cover house holds:
    /// the independent cells it does not see need a cover each, and it needs one of its own
    /// unless it shares a house with one of them or the cover holds it already. The fins must
    /// stay within their number.
    fn standing(&self, base: S, open: S, cover: &Cover<S>) -> Option<S> {
        let barred = cover.barred;
        let covers_left = self.size - cover.count;
        let mut taken = 0u128;
        let mut independent = S::NONE;
        let mut fins = cover.fins;
        for cell in open.cells() {
            let options = self.cover_houses[cell.index()] & !barred;
            if options == 0 {
                fins = fins.with(cell.index());
            } else if options & taken == 0 {
                independent = independent.with(cell.index());
                taken |= options;
            }
        }
        let independent_count = independent.count();
        if !self.finned {
            return (fins.is_none() && independent_count <= covers_left).then_some(cover.targets);
        }
        if fins.count() + independent_count.saturating_sub(covers_left) > MAX_FINS {
            return None;
        }
        let seen = self.seeing_at_least(independent, independent_count.saturating_sub(covers_left));
        let candidates = fins
            .cells()
            .fold(cover.targets.minus(base).and(seen), |left, fin| {
                left.and(self.peers[fin.index()])
            });
        let may_remove = |target: Cell| {
            let unseen = independent.minus(self.peers[target.index()]);
            let mut needed = unseen.count();
            if cover.cells.and(S::NONE.with(target.index())).is_none() {
                let target_options = self.cover_houses[target.index()] & !barred;
                if target_options == 0 {
                    return false;
                }
                let shared = unseen
                    .cells()
                    .any(|cell| self.cover_houses[cell.index()] & !barred & target_options != 0);
                if !shared {
                    needed += 1;
                }
            }
            needed <= covers_left
        };
        candidates.cells().any(may_remove).then_some(candidates)
    }

    /// The digit's places that see at least `count` cells of `cells`.
    fn seeing_at_least(&self, cells: S, count: usize) -> S {
        let mut at_least = [S::NONE; MAX_FINS + 1];
        at_least[0] = self.places;
        if count >= at_least.len() {
            return S::NONE;
        }
        for cell in cells.cells() {
            let seeing = self.peers[cell.index()];
            for times in (1..=count).rev() {
                at_least[times] = at_least[times].or(at_least[times - 1].and(seeing));
            }
        }
        at_least[count]
    }

    /// The digit's places that see every cell of `fins`.
    fn seen_by_all(&self, fins: S) -> S {
        fins.cells()
            .fold(self.places, |seen, fin| seen.and(self.peers[fin.index()]))
    }

    /// The step of the fish with base houses `base` (holding the digit in `cells`), the fins `fins`
    /// and the cover houses `cover` (bits), if it removes anything and has the search's shape. A
    /// finned fish removes only cells outside its base.
    fn step(&self, base: &[usize], cells: S, fins: S, cover: u128) -> Option<Step> {
        let houses = self.houses;
        let cover_kinds = bit_positions(cover).fold(0, |k, i| k | kind(houses[i].0));
        let base_kinds = base.iter().fold(0, |k, &i| k | kind(houses[i].0));
        if shape_of(base_kinds, cover_kinds) != Some(self.shape) {
            return None;
        }
        let mut covered = S::NONE;
        let mut twice = S::NONE;
        for i in bit_positions(cover) {
            twice = twice.or(covered.and(houses[i].1));
            covered = covered.or(houses[i].1);
        }
        let (targets, cannibals) = if fins.is_none() {
            let cannibals = twice.and(cells);
            (covered.minus(cells).or(cannibals), cannibals)
        } else {
            (covered.minus(cells).and(self.seen_by_all(fins)), S::NONE)
        };
        if targets.is_none() {
            return None;
        }
        let digit = self.digit;
        let eliminations: Vec<Candidate> = targets
            .cells()
            .map(|cell| Candidate { cell, digit })
            .collect();
        let base_houses: Vec<House> = base.iter().map(|&i| houses[i].0).collect();
        let cover_houses: Vec<House> = bit_positions(cover).map(|i| houses[i].0).collect();
        let endo = self.endo_fins(base, fins);
        let message = self.message(
            &base_houses,
            &cover_houses,
            fins,
            endo,
            cannibals,
            &eliminations,
        );
        let candidates = cells
            .cells()
            .map(|cell| {
                let role = if fins.and(S::NONE.with(cell.index())).is_none() {
                    Role::Pattern
                } else {
                    Role::Fin
                };
                (Candidate { cell, digit }, role)
            })
            .collect();
        let highlight = Highlight {
            houses: base_houses.iter().chain(&cover_houses).copied().collect(),
            candidates,
            ..Highlight::default()
        };
        let technique = self.technique;
        Some(Step::eliminating(
            technique,
            message,
            eliminations,
            highlight,
        ))
    }

    /// The fins that lie in two base houses.
    fn endo_fins(&self, base: &[usize], fins: S) -> S {
        let mut seen = S::NONE;
        let mut twice = S::NONE;
        for &i in base {
            let places = self.houses[i].1;
            twice = twice.or(seen.and(places));
            seen = seen.or(places);
        }
        twice.and(fins)
    }

    fn message(
        &self,
        base: &[House],
        covers: &[House],
        fins: S,
        endo: S,
        cannibals: S,
        eliminations: &[Candidate],
    ) -> Message {
        let geometry = self.grid.geometry();
        let digit = self.digit;
        let names = |houses: &[House]| and_list(houses);
        let technique = self.technique;
        let fin_part = if fins.is_none() {
            Message::default()
        } else {
            let exo: Vec<Cell> = fins.minus(endo).cells().collect();
            let endo: Vec<Cell> = endo.cells().collect();
            let mut parts = Vec::new();
            if !exo.is_empty() {
                parts.push(template!("exo-fins", cells = cell_list(geometry, &exo)));
            }
            if !endo.is_empty() {
                parts.push(template!(
                    "endo-fins",
                    cells = cell_list(geometry, &endo),
                    digit = digit
                ));
            }
            and_list(&parts)
        };
        let cannibal_part = if cannibals.is_none() {
            Message::default()
        } else {
            let cells: Vec<Cell> = cannibals.cells().collect();
            message![
                " (",
                template!(
                    "cannibals",
                    cells = cell_list(geometry, &cells),
                    count = cells.len(),
                    digit = digit
                ),
                ")"
            ]
        };
        let shared = if endo.is_none() {
            Message::default()
        } else {
            let cells: Vec<Cell> = endo.cells().collect();
            template!("shared-but", cells = cell_list(geometry, &cells))
        };
        let fish = if fin_part.is_empty() {
            template!(
                "complex-fish-body",
                technique = technique,
                digit = digit,
                base = names(base),
                shared = shared,
                size = self.size,
                covers = names(covers),
            )
        } else {
            template!(
                "complex-fish-body-finned",
                technique = technique,
                digit = digit,
                base = names(base),
                shared = shared,
                size = self.size,
                fin_count = fins.count(),
                fins = fin_part,
                covers = names(covers),
            )
        };
        if fins.is_none() {
            template!(
                "complex-fish-step",
                fish = fish,
                digit = digit,
                cannibals = cannibal_part,
                eliminations = elimination_list(geometry, eliminations),
            )
        } else {
            template!(
                "complex-fish-finned-step",
                fish = fish,
                digit = digit,
                cannibals = cannibal_part,
                eliminations = elimination_list(geometry, eliminations),
            )
        }
    }
}
