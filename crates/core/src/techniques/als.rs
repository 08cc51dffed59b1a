//! Almost locked sets (ALS): n empty cells of one house that hold n + 1 digits between them (a
//! single cell with two candidates is the smallest). Take one digit away and the rest are locked:
//! each is placed in the set. Two sets that share no cell are linked by a restricted common digit x
//! when every x of one sees every x of the other: at most one of them holds x.
//!
//! - ALS-XZ: sets A and B linked by x, both holding z. If A held no z, A would hold x, so B could
//!   not and would hold z. So z is in A or in B: every cell that sees all their z's loses it.
//!   Doubly linked, by x and by y: each set can lack only one digit, so each holds exactly one of
//!   x and y. Then x and y are each in A or in B, and the other digits of each set are placed in
//!   it: a cell that sees all the places of such a digit loses it.
//! - ALS-XY-Wing: a pivot set linked to B by x and to C by y (x and y different), B and C both
//!   holding z: the same reasoning through the pivot puts z in B or in C.
//! - ALS-XY-Chain: the same along a chain of four to six sets, each link a different digit from
//!   the one before; no two sets of the chain share a cell, and no removed candidate lies in one.
//! - Death Blossom: a stem cell and, for each of its digits d, a petal set whose every d sees the
//!   stem, the petals sharing no cell and all holding a digit z the stem lacks. Whatever the stem
//!   is, one petal loses that digit and has the rest placed in it, z among them: every cell that
//!   sees all the petals' z's loses it.
//!
//! Sets of up to eight cells are used (HoDoKu uses every size a 9x9 house allows, up to eight), on
//! every board size; ALS-XY-Chain links sets of up to four cells only.

use std::collections::VecDeque;
use std::sync::Arc;

use crate::deduction::step::{Highlight, Role, Step};
use crate::deduction::technique::Technique;
use crate::message::Message;
use crate::message::Piece;
use crate::message::{and_list, cell_list, digit_set_list, elimination_list};
use crate::model::{
    Candidate, Candidates, Cell, CellSet, Digit, Geometry, Grid, House, MAX_DIGITS,
};

use super::places::Places;
use super::search::{Search, SearchCache, Target};
use super::subsets::pruned_combinations;

/// The largest almost locked set used.
const MAX_CELLS: usize = 8;

/// The largest almost locked set an ALS-XY-Chain uses: chains through larger sets multiply the
/// search (every set can link to many), and ALS-XZ and ALS-XY-Wing use them.
const MAX_CHAIN_CELLS: usize = 4;

/// The longest ALS-XY-Chain tried, in sets.
const MAX_CHAIN: usize = 6;

/// One almost locked set, with, for each of its digits, the cells holding it and the cells that
/// hold it too and see all of those.
pub(super) struct Als<S> {
    cells: Vec<Cell>,
    set: S,
    digits: Candidates,
    by_digit: Vec<(Digit, S, S)>,
    /// For each digit value, its position in `by_digit` (meaningful for the set's digits only).
    slot_of: [u8; MAX_DIGITS + 1],
}

impl<S: Places> Als<S> {
    /// The set's cells, in cell order.
    pub(super) fn cells(&self) -> &[Cell] {
        &self.cells
    }

    /// Whether `cell` is one of the set's cells.
    pub(super) fn contains(&self, cell: Cell) -> bool {
        self.set.has(cell)
    }

    /// The set's digits.
    pub(super) fn digits(&self) -> Candidates {
        self.digits
    }

    fn entry(&self, digit: Digit) -> Option<&(Digit, S, S)> {
        if !self.digits.contains(digit) {
            return None;
        }
        self.by_digit
            .get(usize::from(self.slot_of[usize::from(digit.get())]))
    }

    fn holders(&self, digit: Digit) -> Option<&S> {
        self.entry(digit).map(|(_, holders, _)| holders)
    }

    /// The cells holding `digit` that see every cell of the set holding it (`None` if it has no
    /// `digit`).
    pub(super) fn seers(&self, digit: Digit) -> Option<&S> {
        self.entry(digit).map(|(_, _, seers)| seers)
    }
}

/// The set of `cells` with `digits`; `places[d]` holds the cells where digit `d` is a candidate
/// and `peers[i]` the cells cell `i` sees.
fn build<S: Places>(
    grid: &Grid,
    places: &[S],
    peers: &[S],
    cells: Vec<Cell>,
    digits: Candidates,
) -> Als<S> {
    let set = S::of(cells.iter().copied());
    let by_digit: Vec<(Digit, S, S)> = digits
        .iter()
        .map(|digit| {
            let mut holders = S::NONE;
            let mut seers: Option<S> = None;
            for &c in cells
                .iter()
                .filter(|&&c| grid.candidates(c).contains(digit))
            {
                holders = holders.with(c.index());
                let peers = peers[c.index()];
                seers = Some(seers.map_or(peers, |s| s.and(peers)));
            }
            let seers = seers.map_or(S::NONE, |s| s.and(places[usize::from(digit.get())]));
            (digit, holders, seers)
        })
        .collect();
    let mut slot_of = [0u8; MAX_DIGITS + 1];
    for (slot, (digit, _, _)) in by_digit.iter().enumerate() {
        slot_of[usize::from(digit.get())] = slot as u8;
    }
    Als {
        cells,
        set,
        digits,
        by_digit,
        slot_of,
    }
}

/// Every almost locked set of up to `MAX_CELLS` cells, houses in order, each set once: a set
/// that also lies in an earlier house (a row comes before a column and a box) is left to it.
fn almost_locked_sets<S: Places>(grid: &Grid) -> Vec<Als<S>> {
    let geometry = grid.geometry();
    let mut places = vec![S::NONE; grid.n() + 1];
    for cell in (0..grid.values().len()).map(Cell::new) {
        for digit in grid.candidates(cell).iter() {
            let slot = &mut places[usize::from(digit.get())];
            *slot = slot.with(cell.index());
        }
    }
    let peers: Vec<S> = (0..grid.values().len())
        .map(|i| S::of(geometry.peers(Cell::new(i)).iter().copied()))
        .collect();
    let mut found: Vec<Als<S>> = Vec::new();
    for &house in geometry.houses() {
        let empty: Vec<Cell> = geometry
            .cells_of(house)
            .iter()
            .copied()
            .filter(|&c| grid.value(c).is_none())
            .collect();
        let masks: Vec<u32> = empty.iter().map(|&c| grid.candidates(c).bits()).collect();
        for size in 1..=empty.len().min(MAX_CELLS) {
            let too_many = |digits: u32| digits.count_ones() as usize > size + 1;
            pruned_combinations(&masks, size, &too_many, &mut |picks, digits| {
                let digits = Candidates::from_bits(digits);
                if digits.len() != size + 1 {
                    return false;
                }
                let cells: Vec<Cell> = picks.iter().map(|&i| empty[i]).collect();
                let in_one = |line: fn(&Geometry, Cell) -> usize| {
                    cells
                        .iter()
                        .all(|&c| line(geometry, c) == line(geometry, cells[0]))
                };
                let listed_before = match house {
                    House::Row(_) => false,
                    House::Col(_) => size == 1,
                    House::Box(_) | House::Region(_) | House::Diagonal(_) | House::Window(_) => {
                        in_one(Geometry::row_of) || in_one(Geometry::col_of)
                    }
                };
                if !listed_before {
                    found.push(build(grid, &places, &peers, cells, digits));
                }
                false
            });
        }
    }
    found
}

/// The cells outside both sets that hold `z` and see every `z` of both.
fn z_targets<S: Places>(a: &Als<S>, b: &Als<S>, z: Digit) -> S {
    match (a.seers(z), b.seers(z)) {
        (Some(&sa), Some(&sb)) => sa.and(sb).minus(a.set).minus(b.set),
        _ => S::NONE,
    }
}

/// The candidates of `z` outside both sets that see every `z` of both, in cell order.
fn z_eliminations<S: Places>(a: &Als<S>, b: &Als<S>, z: Digit) -> Vec<Candidate> {
    z_targets(a, b, z)
        .cells()
        .map(|cell| Candidate { cell, digit: z })
        .collect()
}

/// Each set with the sets it is linked to and the linking digit, in the order of the other
/// set, then of the digit. A set linked to `a` by `x` has every `x` of it among the cells that see
/// every `x` of `a`, so only the sets whose first `x` is one of those cells are tested.
fn links<S: Places>(grid: &Grid, sets: &[Als<S>]) -> Vec<Vec<(usize, Digit)>> {
    let cells = grid.values().len();
    let slot = |digit: Digit, cell: Cell| usize::from(digit.get()) * cells + cell.index();
    let mut by_first_holder: Vec<Vec<usize>> = vec![Vec::new(); (grid.n() + 1) * cells];
    for (index, set) in sets.iter().enumerate() {
        for (digit, holders, _) in &set.by_digit {
            if let Some(first) = holders.first() {
                by_first_holder[slot(*digit, Cell::new(first))].push(index);
            }
        }
    }
    let mut links = vec![Vec::new(); sets.len()];
    for (a, set) in sets.iter().enumerate() {
        for &(digit, _, seers) in &set.by_digit {
            for cell in seers.cells() {
                let bucket = &by_first_holder[slot(digit, cell)];
                for &b in &bucket[bucket.partition_point(|&b| b <= a)..] {
                    let other = &sets[b];
                    let restricted = other
                        .holders(digit)
                        .is_some_and(|holders| holders.minus(seers).is_none());
                    if restricted && set.set.and(other.set).is_none() {
                        links[a].push((b, digit));
                        links[b].push((a, digit));
                    }
                }
            }
        }
    }
    for linked in &mut links {
        linked.sort_unstable();
    }
    links
}

/// A chain of sets joined by links, and the digit `z` its two ends prove.
struct AlsPattern<'a, S> {
    sets: Vec<&'a Als<S>>,
    links: Vec<Digit>,
    z: Digit,
    eliminations: Vec<Candidate>,
}

/// The digits both ends of a chain could prove: in both, and not a link at either end.
fn end_digits<S>(first: &Als<S>, last: &Als<S>, first_link: Digit, last_link: Digit) -> Candidates {
    let mut digits = first.digits & last.digits;
    digits.remove(first_link);
    digits.remove(last_link);
    digits
}

/// The almost locked sets of the search's grid, houses in order (shared with the other searches
/// on the same state).
pub(super) fn almost_locked_sets_of<S: Places>(search: &mut Search<'_>) -> Arc<AlsGraph<S>> {
    graph_of(search.cache, search.grid)
}

/// The sets and links of one grid state.
pub(super) struct AlsGraph<S> {
    /// Every almost locked set, houses in order.
    pub(super) sets: Vec<Als<S>>,
    links: Vec<Vec<(usize, Digit)>>,
}

/// The sets and links of `grid`, built once per state: the ALS techniques run one after another
/// on the same state and share them (kept in the search cache).
fn graph_of<S: Places>(cache: &mut SearchCache, grid: &Grid) -> Arc<AlsGraph<S>> {
    cache.kept(grid, || {
        let sets = almost_locked_sets(grid);
        let links = links(grid, &sets);
        AlsGraph { sets, links }
    })
}

/// Every ALS-XZ, ALS-XY-Wing or ALS-XY-Chain (for chains, the shortest from each start set).
pub(super) fn als_step(search: &mut Search<'_>) {
    if search.grid.values().len() <= 128 {
        als_step_on::<u128>(search);
    } else {
        als_step_on::<CellSet>(search);
    }
}

/// `als_step` with the sets of cells as `S`.
fn als_step_on<S: Places>(search: &mut Search<'_>) {
    let (grid, technique, found) = (search.grid, search.technique, &mut search.found);
    let aim = found.target();
    if matches!(aim, Some(Target::Places(_))) {
        // These patterns only remove candidates: none places a digit.
        return;
    }
    let graph = graph_of::<S>(search.cache, grid);
    let (sets, links) = (&graph.sets, &graph.links);
    let mut emit = |pattern: AlsPattern<S>| {
        aimed_at(aim, &pattern.eliminations) && found.add(describe(grid, technique, pattern))
    };
    match technique {
        Technique::AlsXz => xz(grid, sets, links, aim, &mut |step| found.add(step)),
        Technique::AlsXyWing => xy_wing(sets, links, &mut emit),
        Technique::DeathBlossom => death_blossom(grid, sets, &mut |blossom| {
            aimed_at(aim, &blossom.eliminations) && found.add(describe_blossom(grid, blossom))
        }),
        _ => xy_chain(grid, sets, links, aim, &mut emit),
    };
}

/// Whether a pattern with these `eliminations` is wanted by an aimed search (any is, unaimed): a
/// pattern is only written out as a step when it is.
fn aimed_at(aim: Option<Target>, eliminations: &[Candidate]) -> bool {
    aim.is_none_or(|aim| aim.is_hit_by_changes(&[], eliminations))
}

/// A Death Blossom: the stem, a petal per stem digit (in digit order), and what they remove.
struct Blossom<'a, S> {
    stem: Cell,
    petals: Vec<(Digit, &'a Als<S>)>,
    z: Digit,
    eliminations: Vec<Candidate>,
}

/// Every Death Blossom: stems in cell order, then the common digit, then petals in set order.
fn death_blossom<'a, S: Places>(
    grid: &Grid,
    sets: &'a [Als<S>],
    emit: &mut dyn FnMut(Blossom<'a, S>) -> bool,
) -> Option<()> {
    let geometry = grid.geometry();
    (0..grid.values().len()).map(Cell::new).find_map(|stem| {
        let digits = grid.candidates(stem);
        if grid.value(stem).is_some() || digits.len() < 2 {
            return None;
        }
        let seen = S::of(geometry.peers(stem).iter().copied());
        let petals_of: Vec<(Digit, Vec<&Als<S>>)> = digits
            .iter()
            .map(|d| {
                let petals = sets
                    .iter()
                    .filter(|set| {
                        !set.set.has(stem)
                            && set
                                .holders(d)
                                .is_some_and(|holders| holders.minus(seen).is_none())
                    })
                    .collect();
                (d, petals)
            })
            .collect();
        (1..=grid.n() as u8)
            .map(Digit::new)
            .filter(|&z| !digits.contains(z))
            .find_map(|z| {
                let choices: Vec<(Digit, Vec<&Als<S>>)> = petals_of
                    .iter()
                    .map(|(d, petals)| {
                        let with_z = petals.iter().copied().filter(|p| p.digits.contains(z));
                        (*d, with_z.collect())
                    })
                    .collect();
                let mut blossom = Blossom {
                    stem,
                    petals: Vec::new(),
                    z,
                    eliminations: Vec::new(),
                };
                grow_blossom(grid, &choices, None, &mut blossom, emit).then_some(())
            })
    })
}

/// Picks a petal for each remaining stem digit (`choices[petals.len()..]`), keeping `targets`, the
/// cells outside the petals that see every z of the petals so far (`None` before the first), and
/// reports each full blossom that removes something. Returns whether `emit` wants no more.
fn grow_blossom<'a, S: Places>(
    grid: &Grid,
    choices: &[(Digit, Vec<&'a Als<S>>)],
    targets: Option<S>,
    blossom: &mut Blossom<'a, S>,
    emit: &mut dyn FnMut(Blossom<'a, S>) -> bool,
) -> bool {
    let z = blossom.z;
    let Some((digit, petals)) = choices.get(blossom.petals.len()) else {
        let eliminations: Vec<Candidate> = targets
            .unwrap_or(S::NONE)
            .cells()
            .filter(|&cell| grid.candidates(cell).contains(z))
            .map(|cell| Candidate { cell, digit: z })
            .collect();
        if eliminations.is_empty() {
            return false;
        }
        return emit(Blossom {
            stem: blossom.stem,
            petals: blossom.petals.clone(),
            z,
            eliminations,
        });
    };
    for &petal in petals {
        if blossom
            .petals
            .iter()
            .any(|(_, other)| !other.set.and(petal.set).is_none())
        {
            continue;
        }
        let Some(&seers) = petal.seers(z) else {
            continue;
        };
        let narrowed = targets
            .map_or(seers, |targets| targets.and(seers))
            .minus(petal.set);
        if !narrowed
            .cells()
            .any(|cell| grid.candidates(cell).contains(z))
        {
            continue;
        }
        blossom.petals.push((*digit, petal));
        let done = grow_blossom(grid, choices, Some(narrowed), blossom, emit);
        blossom.petals.pop();
        if done {
            return true;
        }
    }
    false
}

/// The step of a Death Blossom.
fn describe_blossom<S: Places>(grid: &Grid, blossom: Blossom<S>) -> Step {
    let geometry = grid.geometry();
    let z = blossom.z;
    let stem = Piece::cell(geometry, blossom.stem);
    let label = |i: usize| char::from(b'A' + i as u8);
    let petals: Vec<Message> = blossom
        .petals
        .iter()
        .enumerate()
        .map(|(i, (digit, set))| {
            template!(
                "petal",
                label = label(i),
                cells = cell_list(geometry, &set.cells),
                digits = digit_set_list(set.digits),
                digit = digit,
            )
        })
        .collect();
    let labels: Vec<Message> = (0..petals.len()).map(|i| message![label(i)]).collect();
    let message = template!(
        "death-blossom-step",
        technique = Technique::DeathBlossom,
        stem = stem,
        digits = digit_set_list(grid.candidates(blossom.stem)),
        petals = Message::separated(&petals, ", "),
        z = z,
        labels = and_list(&labels),
        eliminations = elimination_list(geometry, &blossom.eliminations),
    );
    let mut candidates: Vec<(Candidate, Role)> = grid
        .candidates(blossom.stem)
        .iter()
        .map(|digit| {
            (
                Candidate {
                    cell: blossom.stem,
                    digit,
                },
                Role::Pattern,
            )
        })
        .collect();
    for (digit, set) in &blossom.petals {
        for &cell in &set.cells {
            for (marked, role) in [(*digit, Role::Pattern), (z, Role::Fin)] {
                if grid.candidates(cell).contains(marked) {
                    candidates.push((
                        Candidate {
                            cell,
                            digit: marked,
                        },
                        role,
                    ));
                }
            }
        }
    }
    let highlight = Highlight {
        sets: blossom
            .petals
            .iter()
            .map(|(_, s)| s.cells.clone())
            .chain([vec![blossom.stem]])
            .collect(),
        candidates,
        ..Highlight::default()
    };
    Step::eliminating(
        Technique::DeathBlossom,
        message,
        blossom.eliminations,
        highlight,
    )
}

/// Hands each pattern to the search's collector; true once it wants no more.
type Emit<'e, 'a, S> = dyn FnMut(AlsPattern<'a, S>) -> bool + 'e;

/// Every ALS-XZ (that removes the candidate of `aim`, when there is one): pairs of sets in set
/// order. A pair linked by two digits is one doubly linked
/// step (see `doubly_linked`), never a singly linked one: its eliminations include all of those.
fn xz<S: Places>(
    grid: &Grid,
    sets: &[Als<S>],
    links: &[Vec<(usize, Digit)>],
    aim: Option<Target>,
    emit: &mut dyn FnMut(Step) -> bool,
) -> Option<()> {
    (0..sets.len()).find_map(|a| {
        links[a]
            .chunk_by(|first, second| first.0 == second.0)
            .filter(|pair| pair[0].0 > a)
            .find_map(|pair| {
                let (b, x) = pair[0];
                if let Some(&(_, y)) = pair.get(1) {
                    return doubly_linked(grid, &sets[a], &sets[b], x, y)
                        .filter(|found| aimed_at(aim, &found.eliminations))
                        .and_then(|found| emit(describe_doubly_linked(grid, found)).then_some(()));
                }
                end_digits(&sets[a], &sets[b], x, x).iter().find_map(|z| {
                    let eliminations = z_eliminations(&sets[a], &sets[b], z);
                    (!eliminations.is_empty() && aimed_at(aim, &eliminations))
                        .then(|| AlsPattern {
                            sets: vec![&sets[a], &sets[b]],
                            links: vec![x],
                            z,
                            eliminations,
                        })
                        .and_then(|pattern| {
                            emit(describe(grid, Technique::AlsXz, pattern)).then_some(())
                        })
                })
            })
    })
}

/// Two sets linked by two digits x and y: an ALS-XZ, doubly linked.
struct DoublyLinked<'a, S> {
    a: &'a Als<S>,
    b: &'a Als<S>,
    x: Digit,
    y: Digit,
    eliminations: Vec<Candidate>,
}

/// What sets `a` and `b`, linked by both `x` and `y`, remove. Each set lacks at most one of its
/// digits, so each holds x or y; as neither digit fits in both, each holds exactly one of them
/// and lacks the other. So x and y are each in `a` or in `b`: cells outside both that see all
/// of a digit's places in both lose it. And every other digit of a set is placed in that set:
/// cells outside both sets that see all its places there lose it. `None` when nothing goes.
fn doubly_linked<'a, S: Places>(
    grid: &Grid,
    a: &'a Als<S>,
    b: &'a Als<S>,
    x: Digit,
    y: Digit,
) -> Option<DoublyLinked<'a, S>> {
    let mut targets = vec![S::NONE; grid.n() + 1];
    for link in [x, y] {
        targets[usize::from(link.get())] = z_targets(a, b, link);
    }
    for (set, other) in [(a, b), (b, a)] {
        for &(digit, _, seers) in &set.by_digit {
            if digit == x || digit == y {
                continue;
            }
            let slot = &mut targets[usize::from(digit.get())];
            *slot = slot.or(seers.minus(other.set));
        }
    }
    let mut eliminations: Vec<Candidate> = targets
        .iter()
        .enumerate()
        .skip(1)
        .flat_map(|(digit, cells)| {
            cells.cells().map(move |cell| Candidate {
                cell,
                digit: Digit::new(digit as u8),
            })
        })
        .collect();
    eliminations.sort_unstable();
    (!eliminations.is_empty()).then_some(DoublyLinked {
        a,
        b,
        x,
        y,
        eliminations,
    })
}

fn xy_wing<'a, S: Places>(
    sets: &'a [Als<S>],
    links: &[Vec<(usize, Digit)>],
    emit: &mut Emit<'_, 'a, S>,
) -> Option<()> {
    (0..sets.len()).find_map(|pivot| {
        let around = &links[pivot];
        around.iter().enumerate().find_map(|(i, &(b, x))| {
            around[i + 1..].iter().find_map(|&(c, y)| {
                if x == y || b == c || !sets[b].set.and(sets[c].set).is_none() {
                    return None;
                }
                end_digits(&sets[b], &sets[c], x, y).iter().find_map(|z| {
                    let mut eliminations = z_eliminations(&sets[b], &sets[c], z);
                    eliminations.retain(|e| !sets[pivot].set.has(e.cell));
                    (!eliminations.is_empty())
                        .then(|| AlsPattern {
                            sets: vec![&sets[b], &sets[pivot], &sets[c]],
                            links: vec![x, y],
                            z,
                            eliminations,
                        })
                        .and_then(|pattern| emit(pattern).then_some(()))
                })
            })
        })
    })
}

fn xy_chain<'a, S: Places>(
    grid: &Grid,
    sets: &'a [Als<S>],
    links: &[Vec<(usize, Digit)>],
    aim: Option<Target>,
    emit: &mut Emit<'_, 'a, S>,
) -> Option<()> {
    let mut search = ChainSearch {
        grid,
        sets,
        links,
        seen: vec![0; sets.len() * (grid.n() + 1)],
        round: 0,
        paths: Vec::new(),
        queue: VecDeque::new(),
    };
    (0..sets.len())
        .filter(|&start| sets[start].cells.len() <= MAX_CHAIN_CELLS)
        .find_map(|start| {
            search
                .chain_from(start, aim)
                .and_then(|pattern| emit(pattern).then_some(()))
        })
}

/// The breadth-first search of ALS-XY-Chains, its buffers kept from start to start: `seen`
/// holds, per (set, digit it was entered by), the number of the search that reached it.
struct ChainSearch<'g, 'a, S> {
    grid: &'g Grid,
    sets: &'a [Als<S>],
    links: &'g [Vec<(usize, Digit)>],
    seen: Vec<u32>,
    round: u32,
    paths: Vec<(usize, Digit, usize)>,
    queue: VecDeque<(usize, usize)>,
}

impl<'a, S: Places> ChainSearch<'_, 'a, S> {
    /// Marks (`set`, entered by `digit`) reached; false when it already was.
    fn reach(&mut self, set: usize, digit: Digit) -> bool {
        let slot = set * (self.grid.n() + 1) + usize::from(digit.get());
        let fresh = self.seen[slot] != self.round;
        self.seen[slot] = self.round;
        fresh
    }

    /// Breadth first from `start` over (set, digit it was entered by): the shortest chain of at
    /// least four sets whose ends prove a digit with an elimination (one that removes the
    /// candidate of `aim`, when there is one).
    fn chain_from(&mut self, start: usize, aim: Option<Target>) -> Option<AlsPattern<'a, S>> {
        let (sets, links) = (self.sets, self.links);
        self.round += 1;
        self.paths.clear();
        self.queue.clear();
        for &(next, x) in &links[start] {
            self.paths.push((next, x, usize::MAX));
            self.reach(next, x);
            self.queue.push_back((self.paths.len() - 1, 2));
        }
        while let Some((at, length)) = self.queue.pop_front() {
            let (set, entered_by, _) = self.paths[at];
            let ends_apart = sets[start].set.and(sets[set].set).is_none();
            let worth_tracing =
                length >= 4 && ends_apart && may_eliminate(&sets[start], &sets[set], entered_by);
            let route = worth_tracing.then(|| route(&self.paths, at));
            let chain: Vec<&Als<S>> = route.iter().flatten().map(|&(s, _)| &sets[s]).collect();
            if let Some(route) = route.filter(|_| apart(&sets[start], &chain)) {
                let first_link = route[0].1;
                let found = end_digits(&sets[start], &sets[set], first_link, entered_by)
                    .iter()
                    .find_map(|z| {
                        let mut eliminations = z_eliminations(&sets[start], &sets[set], z);
                        eliminations.retain(|c| !chain.iter().any(|s| s.set.has(c.cell)));
                        (aimed_at(aim, &eliminations) && !eliminations.is_empty())
                            .then_some((z, eliminations))
                    });
                if let Some((z, eliminations)) = found {
                    let mut chain = chain;
                    chain.insert(0, &sets[start]);
                    return Some(AlsPattern {
                        sets: chain,
                        links: route.iter().map(|&(_, d)| d).collect(),
                        z,
                        eliminations,
                    });
                }
            }
            if length == MAX_CHAIN {
                continue;
            }
            for &(next, x) in &links[set] {
                if x == entered_by
                    || next == start
                    || sets[next].cells.len() > MAX_CHAIN_CELLS
                    || !self.reach(next, x)
                {
                    continue;
                }
                self.paths.push((next, x, at));
                self.queue.push_back((self.paths.len() - 1, length + 1));
            }
        }
        None
    }
}

/// Whether a chain from `first` to `last` (entered by `last_link`) could remove anything: some
/// digit of both ends other than `last_link` has a target (see `z_targets`). A quick test before
/// the chain is traced and checked in full.
fn may_eliminate<S: Places>(first: &Als<S>, last: &Als<S>, last_link: Digit) -> bool {
    (first.digits & last.digits)
        .iter()
        .filter(|&z| z != last_link)
        .any(|z| !z_targets(first, last, z).is_none())
}

/// Whether `first` and the sets of `rest` share no cell with each other (a chain whose sets
/// overlap is never reported: its story would need a cell to play two parts).
fn apart<S: Places>(first: &Als<S>, rest: &[&Als<S>]) -> bool {
    let mut seen = first.set;
    rest.iter().all(|set| {
        let fresh = seen.and(set.set).is_none();
        seen = seen.or(set.set);
        fresh
    })
}

/// The sets and linking digits from the start to `at`, in order.
fn route(paths: &[(usize, Digit, usize)], mut at: usize) -> Vec<(usize, Digit)> {
    let mut route = Vec::new();
    while at != usize::MAX {
        let (set, digit, previous) = paths[at];
        route.push((set, digit));
        at = previous;
    }
    route.reverse();
    route
}

/// The step of a doubly linked ALS-XZ.
fn describe_doubly_linked<S: Places>(grid: &Grid, found: DoublyLinked<S>) -> Step {
    let geometry = grid.geometry();
    let (x, y) = (found.x, found.y);
    let others = |set: &Als<S>| {
        let mut rest = set.digits;
        rest.remove(x);
        rest.remove(y);
        rest
    };
    let mut locked = Vec::new();
    for (set, label) in [(found.a, "A"), (found.b, "B")] {
        let rest = others(set);
        if !rest.is_empty() {
            locked.push(message![
                "; ",
                template!(
                    "digits-in-set",
                    digits = digit_set_list(rest),
                    count = rest.len(),
                    set = label
                )
            ]);
        }
    }
    let set_name = |set: &Als<S>| {
        message![
            cell_list(geometry, &set.cells),
            " (",
            digit_set_list(set.digits),
            ")"
        ]
    };
    let message = template!(
        "als-xz-double-step",
        technique = Technique::AlsXz,
        a = set_name(found.a),
        b = set_name(found.b),
        x = x,
        y = y,
        locked = Message::separated(&locked, ""),
        eliminations = elimination_list(geometry, &found.eliminations),
    );
    let mut candidates = Vec::new();
    for set in [found.a, found.b] {
        for &cell in &set.cells {
            for digit in grid.candidates(cell).iter() {
                let role = if digit == x || digit == y {
                    Role::Pattern
                } else {
                    Role::Fin
                };
                candidates.push((Candidate { cell, digit }, role));
            }
        }
    }
    let highlight = Highlight {
        sets: vec![found.a.cells.clone(), found.b.cells.clone()],
        candidates,
        ..Highlight::default()
    };
    Step::eliminating(Technique::AlsXz, message, found.eliminations, highlight)
}

fn describe<S: Places>(grid: &Grid, technique: Technique, found: AlsPattern<S>) -> Step {
    let geometry = grid.geometry();
    let labels: Vec<char> = (0..found.sets.len())
        .map(|i| char::from(b'A' + i as u8))
        .collect();
    let sets: Vec<Message> = found
        .sets
        .iter()
        .zip(&labels)
        .map(|(set, label)| {
            message![
                label,
                " = ",
                cell_list(geometry, &set.cells),
                " (",
                digit_set_list(set.digits),
                ")"
            ]
        })
        .collect();
    let z = found.z;
    let mut story = template!(
        "als-story-start",
        first = labels[0],
        z = z,
        link = found.links[0]
    );
    for (i, &link) in found.links.iter().enumerate() {
        let next = labels[i + 1];
        let then = found.links.get(i + 1).copied().unwrap_or(z);
        story.push(template!(
            "als-story-next",
            next = next,
            link = link,
            previous = labels[i],
            then = then
        ));
    }
    let last = labels[labels.len() - 1];
    let message = template!(
        "als-step",
        technique = technique,
        sets = Message::separated(&sets, ", "),
        story = story,
        z = z,
        first = labels[0],
        last = last,
        eliminations = elimination_list(geometry, &found.eliminations),
    );
    let mut candidates = Vec::new();
    for (i, set) in found.sets.iter().enumerate() {
        let mut marked: Vec<(Digit, Role)> = vec![(z, Role::Fin)];
        if i > 0 {
            marked.push((found.links[i - 1], Role::Pattern));
        }
        if let Some(&link) = found.links.get(i) {
            marked.push((link, Role::Pattern));
        }
        let is_end = i == 0 || i + 1 == found.sets.len();
        for &cell in &set.cells {
            for &(digit, role) in &marked {
                if grid.candidates(cell).contains(digit) && (role == Role::Pattern || is_end) {
                    candidates.push((Candidate { cell, digit }, role));
                }
            }
        }
    }
    let highlight = Highlight {
        sets: found.sets.iter().map(|s| s.cells.clone()).collect(),
        candidates,
        ..Highlight::default()
    };
    Step::eliminating(technique, message, found.eliminations, highlight)
}
