//! The grouped strong links a Forcing Chain may follow: in a house, the places of a digit split
//! into exactly two parts, at least one of them two or more cells of one box and one line (a group
//! node). If one part holds none of the digit, the other part holds it. A group being true rules
//! the digit out of every cell that sees all of the group; a candidate or group being true rules a
//! whole group out when every cell of the group sees all of it. These links are worked out once
//! per search from the grid the search starts on; `propagation` follows them.

use super::links::seeing_all;
use crate::deduction::proof;
use crate::model::{Candidate, Cell, Digit, Geometry, Grid, House};

/// One side of a group link: the link's index and which side (0 or 1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(super) struct GroupSide {
    /// The index of the link in `GroupLinks::links`.
    pub(super) link: u32,
    /// Which side, 0 or 1.
    pub(super) side: u8,
}

impl GroupSide {
    /// The other side of the same link.
    pub(super) fn other(self) -> GroupSide {
        GroupSide {
            link: self.link,
            side: 1 - self.side,
        }
    }
}

/// A strong link of `digit` in `house` between two parts of its places.
#[derive(Debug)]
pub(super) struct GroupLink {
    /// The digit.
    pub(super) digit: Digit,
    /// The house whose places the two sides are.
    pub(super) house: House,
    /// The two parts, each in cell order.
    pub(super) sides: [Vec<Cell>; 2],
    /// Per side, the cells outside it that hold the digit and see every cell of it.
    pub(super) seen_by: [Vec<Cell>; 2],
    /// Per side, the sides that become true when this side is true: their partner is a group
    /// every cell of which sees every cell of this side.
    pub(super) triggers: [Vec<GroupSide>; 2],
}

/// Every group link of a grid, with the lookups propagation needs.
#[derive(Debug, Default)]
pub(super) struct GroupLinks {
    /// The links.
    pub(super) links: Vec<GroupLink>,
    /// Per candidate: the sides that become true when it is ruled out (their partner is that
    /// one candidate).
    when_removed: PerCandidate,
    /// Per candidate: the sides that become true when it is placed (their partner is a group
    /// every cell of which sees the candidate's cell).
    when_placed: PerCandidate,
    /// The board size.
    n: usize,
}

/// Group sides listed per candidate (`cell * n + digit - 1`), all in one list.
#[derive(Debug, Default)]
struct PerCandidate {
    /// Where each candidate's sides start in `sides` (one more entry than candidates).
    starts: Vec<u32>,
    sides: Vec<GroupSide>,
}

impl PerCandidate {
    /// The lists of `pairs` (candidate slot, side) for `slots` candidates.
    fn new(slots: usize, mut pairs: Vec<(usize, GroupSide)>) -> PerCandidate {
        pairs.sort_by_key(|&(slot, _)| slot);
        let mut starts = Vec::with_capacity(slots + 1);
        let mut next = 0;
        for slot in 0..=slots {
            while next < pairs.len() && pairs[next].0 < slot {
                next += 1;
            }
            starts.push(next as u32);
        }
        PerCandidate {
            starts,
            sides: pairs.into_iter().map(|(_, side)| side).collect(),
        }
    }

    /// The sides of candidate `slot`.
    fn get(&self, slot: usize) -> &[GroupSide] {
        match (self.starts.get(slot), self.starts.get(slot + 1)) {
            (Some(&start), Some(&end)) => &self.sides[start as usize..end as usize],
            _ => &[],
        }
    }
}

impl GroupLinks {
    /// No links (for nets, which do not follow groups).
    pub(super) fn none() -> GroupLinks {
        GroupLinks::default()
    }

    /// The group links of `grid`.
    pub(super) fn of(grid: &Grid) -> GroupLinks {
        let geometry = grid.geometry();
        let n = grid.n();
        let mut links = Vec::new();
        for &house in geometry.houses() {
            for digit in (1..=n as u8).map(Digit::new) {
                let places: Vec<Cell> = geometry
                    .cells_of(house)
                    .iter()
                    .copied()
                    .filter(|&c| grid.candidates(c).contains(digit))
                    .collect();
                if places.len() < 3 {
                    continue;
                }
                let partitions: &[fn(&Geometry, Cell) -> usize] = match house {
                    House::Row(_) | House::Col(_) | House::Diagonal(_) => &[Geometry::box_of],
                    House::Box(_) | House::Region(_) | House::Window(_) => {
                        &[Geometry::row_of, Geometry::col_of]
                    }
                };
                for part_of in partitions {
                    if let Some(sides) = two_parts(geometry, &places, *part_of) {
                        links.push(GroupLink {
                            digit,
                            house,
                            seen_by: [
                                seen_by_all(grid, &sides[0], digit),
                                seen_by_all(grid, &sides[1], digit),
                            ],
                            sides,
                            triggers: [Vec::new(), Vec::new()],
                        });
                    }
                }
            }
        }
        let mut group_links = GroupLinks {
            links,
            n,
            ..GroupLinks::default()
        };
        group_links.index(geometry, grid.values().len() * n);
        group_links
    }

    /// Fills the lookups from the links, for `slots` candidates.
    fn index(&mut self, geometry: &Geometry, slots: usize) {
        let n = geometry.n();
        let slot = |cell: Cell, digit: Digit| Candidate { cell, digit }.index(n);
        let (mut removed, mut placed) = (Vec::new(), Vec::new());
        let sees_all = |cells: &[Cell], of: &[Cell]| {
            cells.iter().all(|&c| {
                of.iter()
                    .all(|&o| c != o && geometry.peer_set(o).contains(c))
            })
        };
        let mut by_digit: Vec<Vec<usize>> = vec![Vec::new(); n];
        for (l, link) in self.links.iter().enumerate() {
            by_digit[link.digit.get() as usize - 1].push(l);
        }
        for links in &by_digit {
            for &l in links {
                for s in 0..2 {
                    let side = GroupSide {
                        link: l as u32,
                        side: s as u8,
                    };
                    let link = &self.links[l];
                    let digit = link.digit;
                    if let [cell] = link.sides[1 - s][..] {
                        removed.push((slot(cell, digit), side));
                        continue;
                    }
                    let partner = link.sides[1 - s].clone();
                    placed.extend(link.seen_by[1 - s].iter().map(|&c| (slot(c, digit), side)));
                    for &other in links.iter().filter(|&&other| other != l) {
                        for t in 0..2 {
                            if sees_all(&partner, &self.links[other].sides[t]) {
                                self.links[other].triggers[t].push(side);
                            }
                        }
                    }
                }
            }
        }
        self.when_removed = PerCandidate::new(slots, removed);
        self.when_placed = PerCandidate::new(slots, placed);
    }

    /// The slot of `candidate` in the per-candidate lists.
    fn slot(&self, candidate: Candidate) -> usize {
        candidate.index(self.n)
    }

    /// Whether there are no links.
    pub(super) fn is_empty(&self) -> bool {
        self.links.is_empty()
    }

    /// The sides that become true when `candidate` is ruled out.
    pub(super) fn when_removed(&self, candidate: Candidate) -> &[GroupSide] {
        self.when_removed.get(self.slot(candidate))
    }

    /// The sides that become true when `candidate` is placed.
    pub(super) fn when_placed(&self, candidate: Candidate) -> &[GroupSide] {
        self.when_placed.get(self.slot(candidate))
    }

    /// The link of `side`.
    pub(super) fn link(&self, side: GroupSide) -> &GroupLink {
        &self.links[side.link as usize]
    }

    /// The cells of `side`.
    pub(super) fn cells(&self, side: GroupSide) -> &[Cell] {
        &self.link(side).sides[side.side as usize]
    }

    /// `side` as a proof group ("the digit is in one of these cells").
    pub(super) fn group(&self, side: GroupSide) -> proof::Group {
        proof::Group {
            cells: self.cells(side).to_vec(),
            digit: self.link(side).digit,
        }
    }
}

/// `places` split by `part_of` when that gives exactly two parts; `None` otherwise.
fn two_parts(
    geometry: &Geometry,
    places: &[Cell],
    part_of: fn(&Geometry, Cell) -> usize,
) -> Option<[Vec<Cell>; 2]> {
    let first = part_of(geometry, places[0]);
    let (a, b): (Vec<Cell>, Vec<Cell>) =
        places.iter().partition(|&&c| part_of(geometry, c) == first);
    let second = part_of(geometry, *b.first()?);
    b.iter()
        .all(|&c| part_of(geometry, c) == second)
        .then_some([a, b])
}

/// The cells outside `cells` that hold `digit` and see every one of them.
fn seen_by_all(grid: &Grid, cells: &[Cell], digit: Digit) -> Vec<Cell> {
    seeing_all(grid, cells, digit)
        .into_iter()
        .map(|candidate| candidate.cell)
        .collect()
}
