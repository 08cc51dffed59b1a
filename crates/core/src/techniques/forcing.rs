//! Forcing Chain and Forcing Net: assume a candidate is true and follow what it forces (see
//! `propagation`). If that runs into a contradiction, the candidate is false. If every option of a
//! cell, or every place of a digit in a house, leads to the same placement or rules out the same
//! candidate, that conclusion holds whatever the option (verity).
//!
//! Forcing Chain follows only the two-way links of the grid (group nodes included), so each
//! conclusion rests on one earlier conclusion. Forcing Net follows naked and hidden singles of
//! the changing state. Both also assume candidates false: one whose absence leads to a
//! contradiction is placed. Like HoDoKu's, each step does one thing: a placement before any
//! removal, the first cell's placement (reading order) or the first candidate's removal (by cell,
//! then digit), proved by the shortest of the contradictions and verities that give it.
//!
//! When a Forcing Net finds nothing it nests: inside the assumption, every candidate whose own
//! net fails is ruled out before the singles go on (depth 1, then depth 2); a nested search takes
//! its contradiction with the shortest proof, else its first verity. Each search spends a bounded
//! effort and stops early when cancelled, so it never hangs. Messages write the facts that matter
//! in order, so the student can follow them on the board. Every board size works.

use std::cell::RefCell;
use std::rc::Rc;

use super::forcing_proof::{ProofSize, ProofWriter};
use super::links::conjugates;
use super::nonconsecutive;
use super::plane_singles::{PlaneRuns, Planes};
use super::propagation::{Effort, NestedOrder, Propagation, Reason};
use super::search::Target;
use crate::cancel::Cancel;
use crate::deduction::proof::{Branching, Fact, Group, ProofBuilder, ProofNode, Rule, narrate};
use crate::deduction::step::{Highlight, Link, Role, Step};
use crate::deduction::technique::Technique;
use crate::message::Message;
use crate::message::Piece;
use crate::message::{and_list, or_list};
use crate::model::{Candidate, Candidates, Cell, Digit, Geometry, Grid};

/// The deepest nesting Forcing Net tries.
const MAX_NET_DEPTH: u8 = 2;

/// The most facts a verity's branches may have for the board to draw them all at once; a longer
/// one shows its options and conclusion, and the walkthrough shows one branch at a time.
pub(super) const LONGEST_DRAWN_VERITY: usize = 16;

/// How many propagations one Forcing Chain or Forcing Net search may run on a 9x9 board (a few
/// seconds at most); larger boards get proportionally fewer, as each propagation costs more.
const EFFORT_9X9: u64 = 1_000_000;

/// How many of a nested search's refutations with the shortest proofs (ruling out candidates in
/// cell order) are written again ruling out the smallest failing nets first.
const REWRITTEN_REFUTATIONS: usize = 3;

/// How many times the work of its run in cell order a refutation's run that rules out the
/// smallest failing nets first may take (beyond it, the proof in cell order is kept).
const SHORTEST_FIRST_EFFORT: u64 = 20;

/// How many propagations the forcing searches of one whole solve path on a 9x9 board may run
/// together: twice what one search may run alone. Once they are spent, the forcing searches find
/// nothing more on that path, and Brute Force says so. No classic puzzle comes near it
/// (forum_hardest_1106's paths are the same without it); a Killer that leans on Forcing Nets for
/// hundreds of steps does.
const PATH_EFFORT_9X9: u64 = 2 * EFFORT_9X9;

/// `effort_9x9` scaled to the board of `grid`: larger boards get proportionally fewer
/// propagations, as each costs more.
fn for_board(effort_9x9: u64, grid: &Grid) -> u64 {
    (effort_9x9 * 81 / grid.values().len().max(1) as u64).max(1)
}

/// The effort of one search on the board of `grid`.
pub(super) fn effort_for(grid: &Grid) -> u64 {
    let scale = if nonconsecutive::has_the_rule(grid) {
        NONCONSECUTIVE_SEARCH_SCALE
    } else {
        1
    };
    for_board(scale * EFFORT_9X9, grid)
}

/// How many times the effort of one search a non-consecutive board gets. Of the 20 minimal
/// independent non-consecutive puzzles, 4 (#9, 15, 16 and 17) each reached a position where a
/// search with the plain effort found nothing, and Brute Force guessed there; with this one #9,
/// 15 and 16 are solved without a guess, and #17 too with the larger path allowance
/// (`NONCONSECUTIVE_PATH_SCALE`): the larger searches spend more of it.
const NONCONSECUTIVE_SEARCH_SCALE: u64 = 3;

/// The propagations the forcing searches of one whole solve path on the board of `grid` may run
/// together (see `StepFinder`).
pub(crate) fn path_allowance_for(grid: &Grid) -> u64 {
    let variant = grid.layout().variant();
    let scales = [
        (variant.arrows.is_some(), ARROW_PATH_SCALE),
        (variant.little_killers.is_some(), LITTLE_KILLER_PATH_SCALE),
        (
            nonconsecutive::has_the_rule(grid),
            NONCONSECUTIVE_PATH_SCALE,
        ),
    ];
    let scale = scales
        .into_iter()
        .filter_map(|(applies, scale)| applies.then_some(scale))
        .max()
        .unwrap_or(1);
    for_board(scale * PATH_EFFORT_9X9, grid)
}

/// How many times the path allowance a board with arrows gets: a net re-reads each arrow's
/// fillings or sums, so its propagations go further per step, and with the plain allowance 5 of
/// the 40 independent arrow puzzles ran out of it and guessed (2 with this one).
const ARROW_PATH_SCALE: u64 = 3;

/// How many times the path allowance a board with little killers gets. Of the 40 independent
/// little killer puzzles, 13 (7 to 15 givens, 6 to 12 clues) need a guess even with no limit at
/// all; of the other 27, 4 ran out of the plain allowance and guessed, 1 with 4 or 6 times it,
/// none with this one.
const LITTLE_KILLER_PATH_SCALE: u64 = 10;

/// How many times the path allowance a non-consecutive board gets. Its minimal puzzles (6 to 8
/// givens) lean on Forcing Nets for nearly every step: of the 20 independent ones, before the
/// nets read each house's places, 8 were solved without a guess with no limit at all, none with
/// the plain allowance, 5 with 10 times it and all 8 with 30 times it; reading the places, 16
/// were with 30 times it. Once one search may run `NONCONSECUTIVE_SEARCH_SCALE` times the
/// effort, 19 are with 30 times it (#17 spent it and guessed 9 times) and all 20 with this one.
const NONCONSECUTIVE_PATH_SCALE: u64 = 60;

/// How many of the verities that give the chosen conclusion a search without nesting writes out
/// to compare their proofs.
const VERITIES_COMPARED: usize = 4;

/// The best forcing chain (see `Search::best`).
pub(super) fn forcing_chain(grid: &Grid, cancel: &Cancel) -> Option<Step> {
    let effort = Effort::new(effort_for(grid), cancel);
    let start = settled(Propagation::new(grid, true));
    let search = Search {
        grid,
        technique: Technique::ForcingChain,
        depth: 0,
        effort: &effort,
        runs: start.plane_runs(),
        start,
        followed: RefCell::default(),
    };
    search.best()
}

/// The best forcing net without nesting (see `Search::best`); when there is none, the first
/// nested one, trying deeper nesting only when shallower nets find nothing.
pub(super) fn forcing_net(grid: &Grid, cancel: &Cancel) -> Option<Step> {
    let effort = Effort::new(effort_for(grid), cancel);
    let start = settled(Propagation::new(grid, false));
    (0..=MAX_NET_DEPTH).find_map(|depth| {
        if effort.exhausted() {
            return None;
        }
        let search = Search {
            grid,
            technique: Technique::ForcingNet,
            depth,
            effort: &effort,
            runs: if depth == 0 { start.plane_runs() } else { None },
            start: start.untraced(),
            followed: RefCell::default(),
        };
        if depth == 0 {
            return search.best();
        }
        search.contradiction(assumptions(grid, true)).or_else(|| {
            let first = search.verities(1)?.into_iter().next()?;
            search.verity_step(first)
        })
    })
}

/// The Forcing Chain or Forcing Net step (`technique`) that proves `target` by contradiction:
/// supposing its candidate true (to remove it) or false (to place it) leads to one. A net nests
/// deeper only when a shallower one finds none. `None` when none is found within the effort.
pub(super) fn aimed(
    grid: &Grid,
    technique: Technique,
    target: Target,
    cancel: &Cancel,
) -> Option<Step> {
    let effort = Effort::new(effort_for(grid), cancel);
    let chain = technique == Technique::ForcingChain;
    let start = settled(Propagation::new(grid, chain));
    let assumption = match target {
        Target::Removes(candidate) => Assumption {
            candidate,
            holds: true,
        },
        Target::Places(candidate) => Assumption {
            candidate,
            holds: false,
        },
    };
    let deepest = if chain { 0 } else { MAX_NET_DEPTH };
    (0..=deepest).find_map(|depth| {
        if effort.exhausted() {
            return None;
        }
        let search = Search {
            grid,
            technique,
            depth,
            effort: &effort,
            runs: if depth == 0 { start.plane_runs() } else { None },
            start: start.untraced(),
            followed: RefCell::default(),
        };
        search.contradiction(std::iter::once(assumption))
    })
}

/// Every candidate of `grid`, supposed true (`holds`) or false.
fn assumptions(grid: &Grid, holds: bool) -> impl Iterator<Item = Assumption> {
    grid.candidate_list()
        .into_iter()
        .map(move |candidate| Assumption { candidate, holds })
}

/// `state`, settled (see `Propagation::settle`).
fn settled(mut state: Propagation) -> Propagation {
    state.settle();
    state
}

/// A failing assumption's traced run, the size of its proof and the work the run took.
struct Refutation<'a> {
    size: ProofSize,
    work: u64,
    assumption: Assumption,
    state: Propagation<'a>,
}

/// What a search supposes: that a candidate is true, or that it is false.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Assumption {
    candidate: Candidate,
    holds: bool,
}

impl Assumption {
    /// The assumption's position in a list of every assumption of an n x n board: each
    /// candidate's (`Candidate::index`) supposed false, then true.
    fn slot(self, n: usize) -> usize {
        self.candidate.index(n) * 2 + usize::from(self.holds)
    }

    /// The supposed fact.
    fn fact(self) -> Fact {
        if self.holds {
            Fact::Is(self.candidate.into())
        } else {
            Fact::IsNot(self.candidate.into())
        }
    }
}

/// Options that all lead to the same conclusions: a placement or the candidates they all rule
/// out.
struct Verity {
    branching: Branching,
    options: Vec<Candidate>,
    placement: Option<Candidate>,
    eliminations: Vec<Candidate>,
}

impl Verity {
    /// What it concludes: the candidates it removes (`removal`) or its placement.
    fn conclusions(&self, removal: bool) -> &[Candidate] {
        if removal {
            &self.eliminations
        } else {
            self.placement.as_slice()
        }
    }

    /// The same options, concluding only `target` (one of its removals when `removal`, else its
    /// placement).
    fn narrowed(&self, removal: bool, target: Candidate) -> Verity {
        let (placement, eliminations) = if removal {
            (None, vec![target])
        } else {
            (Some(target), Vec::new())
        };
        Verity {
            branching: self.branching,
            options: self.options.clone(),
            placement,
            eliminations,
        }
    }
}

struct Search<'a, 'c> {
    grid: &'a Grid,
    technique: Technique,
    depth: u8,
    effort: &'a Effort<'c>,
    /// The grid's state, copied for every assumption.
    start: Propagation<'a>,
    /// The runs of assumptions from `start` on digit planes, when a search without nesting can
    /// make them there (`plane_singles`).
    runs: Option<PlaneRuns>,
    /// Untraced runs already made, by assumption (`Assumption::slot`; empty until the first):
    /// the contradiction search and the verity search follow the same candidates.
    followed: RefCell<Vec<Option<Rc<Followed<'a>>>>>,
}

/// Where an untraced run ended: a state worked cell by cell, or on planes (`None` when a rule
/// broke there).
enum Followed<'a> {
    Cells(Propagation<'a>),
    Planes(Option<Planes>),
}

impl Followed<'_> {
    /// Whether the run broke a rule.
    fn fails(&self) -> bool {
        match self {
            Followed::Cells(state) => state.contradiction().is_some(),
            Followed::Planes(end) => end.is_none(),
        }
    }

    /// The end on planes, when the run went there and broke no rule.
    fn planes(&self) -> Option<&Planes> {
        match self {
            Followed::Cells(_) => None,
            Followed::Planes(end) => end.as_ref(),
        }
    }

    /// The end worked cell by cell, when the run went there.
    fn cells(&self) -> Option<&Propagation<'_>> {
        match self {
            Followed::Cells(state) => Some(state),
            Followed::Planes(_) => None,
        }
    }
}

impl<'a> Search<'a, '_> {
    /// The best step of the search, as HoDoKu chooses among forcing chains and nets: each step
    /// does one thing, a placement before any removal; among placements the one in the first
    /// cell (reading order), among removals the first candidate (by cell, then digit); the
    /// shortest proof among the contradiction and the verities that give it.
    fn best(&self) -> Option<Step> {
        let verities = self.verities(usize::MAX).unwrap_or_default();
        for removal in [false, true] {
            let by_verity = verities
                .iter()
                .flat_map(|v| v.conclusions(removal).iter().copied())
                .min();
            let refuted = self.first_failing(assumptions(self.grid, removal), by_verity)?;
            let Some(target) = by_verity
                .into_iter()
                .chain(refuted.map(|a| a.candidate))
                .min()
            else {
                continue;
            };
            let proved_by_verity = verities
                .iter()
                .filter(|v| v.conclusions(removal).contains(&target))
                .map(|v| v.narrowed(removal, target));
            return self.shortest(refuted, target, proved_by_verity);
        }
        None
    }

    /// The step with the shortest proof of `target`: the refutation of `refuted` when that proves
    /// it, or one of the first `VERITIES_COMPARED` of `verities`.
    fn shortest(
        &self,
        refuted: Option<Assumption>,
        target: Candidate,
        verities: impl Iterator<Item = Verity>,
    ) -> Option<Step> {
        let refutation = refuted
            .filter(|a| a.candidate == target)
            .and_then(|a| self.contradiction(std::iter::once(a)));
        let by_verity = verities
            .take(VERITIES_COMPARED)
            .filter_map(|v| self.verity_step(v));
        refutation
            .into_iter()
            .chain(by_verity)
            .min_by_key(Step::rank)
    }

    /// The first of `assumptions` (up to `last`, when given) that fails, followed without a
    /// trace; `None` when the effort ran out.
    fn first_failing(
        &self,
        assumptions: impl Iterator<Item = Assumption>,
        last: Option<Candidate>,
    ) -> Option<Option<Assumption>> {
        for assumption in assumptions {
            if last.is_some_and(|last| assumption.candidate > last) {
                break;
            }
            let Some(probe) = self.probe(assumption) else {
                continue;
            };
            if self.follow_untraced(probe)?.fails() {
                return Some(Some(assumption));
            }
        }
        Some(None)
    }

    /// Follows `assumption`, with a trace whose nested nets rule out candidates in `traced`
    /// order when it is given; `None` when the effort ran out.
    fn follow(
        &self,
        assumption: Assumption,
        traced: Option<NestedOrder>,
    ) -> Option<Propagation<'a>> {
        let mut state = match traced {
            Some(order) => self.start.traced(order),
            None => self.start.untraced(),
        };
        if assumption.holds {
            state.suppose(assumption.candidate);
        } else {
            state.set_false(assumption.candidate, Vec::new(), Reason::Assumed);
        }
        state.propagate(self.depth, self.effort)?;
        Some(state)
    }

    /// Follows `assumption` without a trace, once per search, on planes when it can; `None` when
    /// the effort ran out.
    fn follow_untraced(&self, assumption: Assumption) -> Option<Rc<Followed<'a>>> {
        let slot = assumption.slot(self.grid.n());
        if let Some(Some(state)) = self.followed.borrow().get(slot) {
            return Some(Rc::clone(state));
        }
        let state = Rc::new(match self.runs.as_ref().filter(|_| self.depth == 0) {
            Some(runs) => {
                if !self.effort.spend() {
                    return None;
                }
                Followed::Planes(runs.follow(assumption.candidate, assumption.holds))
            }
            None => Followed::Cells(self.follow(assumption, None)?),
        });
        let mut followed = self.followed.borrow_mut();
        if followed.is_empty() {
            followed.resize(self.grid.values().len() * self.grid.n() * 2, None);
        }
        followed[slot] = Some(Rc::clone(&state));
        Some(state)
    }

    fn name(&self) -> Message {
        match self.depth {
            0 => message![self.technique.name()],
            d => template!(
                "nested-technique",
                technique = self.technique.name(),
                depth = d
            ),
        }
    }

    /// An assumption of `assumptions` that fails, the one with the shortest proof (fewest facts,
    /// then least nesting), as the step that concludes its opposite. Assumptions are followed
    /// without a trace first (each run once per search); only the failing ones are followed
    /// again with one, to measure and explain them. In a nested net, once one fails, a later
    /// assumption is given no more work than the cheapest failing one took: a nested net that
    /// needs more trials to fail rarely has the shorter proof, and the cap keeps the search of
    /// every candidate affordable.
    fn contradiction(&self, assumptions: impl Iterator<Item = Assumption>) -> Option<Step> {
        let writer = ProofWriter::new(self.grid, self.technique == Technique::ForcingChain);
        let mut shortest: Vec<Refutation<'a>> = Vec::new();
        let mut cheapest: Option<u64> = None;
        for assumption in assumptions {
            let Some(probe) = self.probe(assumption) else {
                continue;
            };
            let before = self.effort.left();
            let fails = match cheapest {
                Some(cap) if self.depth > 0 => {
                    let run = self.effort.capped(cap, || self.follow(assumption, None));
                    match run {
                        Some(state) => state.contradiction().is_some(),
                        None if self.effort.exhausted() => return None,
                        None => false,
                    }
                }
                _ => self.follow_untraced(probe)?.fails(),
            };
            if !fails {
                continue;
            }
            let cost = before - self.effort.left();
            cheapest = Some(cheapest.map_or(cost, |c| c.min(cost)));
            let before = self.effort.left();
            let state = self.follow(assumption, Some(NestedOrder::Cells))?;
            shortest.push(Refutation {
                size: writer.refutation_size(&state),
                work: before - self.effort.left(),
                assumption,
                state,
            });
            shortest.sort_by_key(|r| r.size);
            shortest.truncate(REWRITTEN_REFUTATIONS);
        }
        let Refutation {
            size,
            assumption,
            state,
            ..
        } = self.rewritten_shortest_first(&writer, shortest)?;
        let mut proof = ProofBuilder::default();
        writer.refutation(&mut proof, &state)?;
        let contradiction = state.contradiction()?;
        let geometry = self.grid.geometry();
        let assumed = assumption.fact().describe(geometry);
        let false_fact = assumption.fact().opposite()?.describe(geometry);
        let clash = contradiction.clash.describe(geometry);
        let nodes = proof.nodes();
        let facts = narrate(geometry, nodes);
        let message = if facts.is_empty() {
            template!(
                "contradiction-step-direct",
                technique = self.name(),
                note = group_note(geometry, nodes),
                assumed = assumed,
                clash = clash,
                opposite = false_fact,
            )
        } else {
            template!(
                "contradiction-step",
                technique = self.name(),
                note = group_note(geometry, nodes),
                assumed = assumed,
                facts = facts,
                clash = clash,
                opposite = false_fact,
            )
        };
        let summary = template!(
            "contradiction-summary",
            technique = self.name(),
            assumed = assumed,
            clash = clash,
            opposite = false_fact,
        );
        let highlight = picture(nodes, &[]);
        let proof = proof.finish(summary);
        debug_assert_eq!(
            (proof.fact_count(), proof.nesting()),
            (size.facts, size.nesting)
        );
        let step = if assumption.holds {
            Step::eliminating(
                self.technique,
                message,
                vec![assumption.candidate],
                highlight,
            )
        } else {
            Step::placing(
                self.technique,
                message,
                self.grid,
                assumption.candidate,
                highlight,
            )
        };
        Some(step.with_proof(proof))
    }

    /// The refutation with the shortest proof among `refutations` (traced in cell order) and, in
    /// a nested net, their runs again ruling out the smallest failing nets first (neither order
    /// always gives the shorter proof); `None` when there is none or the effort ran out.
    fn rewritten_shortest_first(
        &self,
        writer: &ProofWriter,
        refutations: Vec<Refutation<'a>>,
    ) -> Option<Refutation<'a>> {
        let mut best: Option<Refutation<'a>> = None;
        for refutation in refutations {
            let rewritten = if self.depth == 0 {
                None
            } else {
                let cap = SHORTEST_FIRST_EFFORT * refutation.work;
                let run = self.effort.capped(cap, || {
                    self.follow(refutation.assumption, Some(NestedOrder::ShortestFirst))
                });
                if self.effort.exhausted() {
                    return None;
                }
                run.map(|state| Refutation {
                    size: writer.refutation_size(&state),
                    state,
                    ..refutation
                })
            };
            for candidate in std::iter::once(refutation).chain(rewritten) {
                if best.as_ref().is_none_or(|b| candidate.size < b.size) {
                    best = Some(candidate);
                }
            }
        }
        best
    }

    /// The assumption whose run tells whether `assumption` fails (`None` when it cannot). A
    /// chain that rules a candidate out follows its links: with none it forces nothing, and
    /// with one link to a single candidate it forces exactly what that candidate being true
    /// forces (which rules this one out too), a run usually made already.
    fn probe(&self, assumption: Assumption) -> Option<Assumption> {
        if assumption.holds || self.technique != Technique::ForcingChain {
            return Some(assumption);
        }
        let Candidate { cell, digit } = assumption.candidate;
        let digits = self.grid.candidates(cell);
        let mut partners = conjugates(self.grid, assumption.candidate);
        if digits.len() == 2 {
            let mates = digits.iter().filter(|&d| d != digit);
            partners.extend(mates.map(|d| Candidate { cell, digit: d }));
        }
        let grouped = !self
            .start
            .group_links()
            .when_removed(assumption.candidate)
            .is_empty();
        match (&partners[..], grouped) {
            ([], false) => None,
            (&[partner], false) => Some(Assumption {
                candidate: partner,
                holds: true,
            }),
            _ => Some(assumption),
        }
    }

    /// The sets of options to branch on: cells with two (or three) candidates, then digits with
    /// two (or three) places in a house. Nested nets branch on two options only.
    fn branch_sets(&self) -> Vec<(Branching, Vec<Candidate>)> {
        let grid = self.grid;
        let geometry = grid.geometry();
        let widest = if self.depth == 0 { 3 } else { 2 };
        let mut sets: Vec<(Branching, Vec<Candidate>)> = (0..grid.values().len())
            .map(Cell::new)
            .filter(|&c| (2..=widest).contains(&grid.candidates(c).len()))
            .map(|cell| {
                let options = grid
                    .candidates(cell)
                    .iter()
                    .map(|digit| Candidate { cell, digit })
                    .collect();
                (Branching::Cell(cell), options)
            })
            .collect();
        for &house in geometry.houses() {
            for digit in (1..=grid.n() as u8).map(Digit::new) {
                let options: Vec<Candidate> = geometry
                    .cells_of(house)
                    .iter()
                    .filter(|&&c| grid.candidates(c).contains(digit))
                    .map(|&cell| Candidate { cell, digit })
                    .collect();
                if (2..=widest).contains(&options.len()) {
                    sets.push((Branching::Places(digit, house), options));
                }
            }
        }
        sets
    }

    /// What a branch set branches on, in words: the cell's candidates, or the digit's places
    /// (`options`) in the house.
    fn subject(&self, branching: Branching, options: &[Candidate]) -> Message {
        let geometry = self.grid.geometry();
        match branching {
            Branching::Cell(cell) => template!(
                "branch-cell",
                cell = Piece::cell(geometry, cell),
                digits = or_list(self.grid.candidates(cell).iter())
            ),
            Branching::Places(digit, house) => template!(
                "branch-places",
                digit = digit,
                house = house,
                places = or_list(options.iter().map(|o| Piece::cell(geometry, o.cell)))
            ),
        }
    }

    /// Up to `wanted` branch sets whose options all lead to a placement or rule out the same
    /// candidates, in search order; `None` when the effort ran out.
    fn verities(&self, wanted: usize) -> Option<Vec<Verity>> {
        let mut found = Vec::new();
        let mut kept = vec![0u32; self.grid.values().len()];
        for (branching, options) in self.branch_sets() {
            if found.len() == wanted {
                break;
            }
            let branches = options
                .iter()
                .map(|&candidate| {
                    self.follow_untraced(Assumption {
                        candidate,
                        holds: true,
                    })
                })
                .collect::<Option<Vec<_>>>()?;
            let live: Vec<&Followed> = branches
                .iter()
                .map(|b| b.as_ref())
                .filter(|b| !b.fails())
                .collect();
            if live.len() != branches.len() {
                continue;
            }
            let (placement, eliminations) = self.common_conclusions(&live, &options, &mut kept);
            if placement.is_none() && eliminations.is_empty() {
                continue;
            }
            found.push(Verity {
                branching,
                options,
                placement,
                eliminations,
            });
        }
        Some(found)
    }

    /// What every run of `live` (the runs of a branch set's `options`, none broken, all of one
    /// kind as every run of a search is) concludes: the first placement in cell order, and the
    /// candidates they all rule out in cell order (options left out). `kept` is scratch memory,
    /// one entry per cell.
    fn common_conclusions(
        &self,
        live: &[&Followed],
        options: &[Candidate],
        kept: &mut [u32],
    ) -> (Option<Candidate>, Vec<Candidate>) {
        let ends: Option<Vec<&Planes>> = live.iter().map(|b| b.planes()).collect();
        if let (Some(runs), Some(ends)) = (&self.runs, ends) {
            return runs.common_conclusions(&ends, options);
        }
        let ends: Option<Vec<&Propagation>> = live.iter().map(|b| b.cells()).collect();
        let Some(ends) = ends else {
            return (None, Vec::new());
        };
        let cells = (0..self.grid.values().len()).map(Cell::new);
        let placement = cells.clone().find_map(|cell| {
            let digit = ends.first()?.placed_digit(cell)?;
            let candidate = Candidate { cell, digit };
            (self.grid.candidates(cell).contains(digit)
                && !options.contains(&candidate)
                && ends.iter().all(|end| end.places(candidate)))
            .then_some(candidate)
        });
        kept.fill(0);
        for end in &ends {
            for (i, bits) in kept.iter_mut().enumerate() {
                *bits |= end.allowed_digits(Cell::new(i)).bits();
            }
        }
        let eliminations = cells
            .flat_map(|cell| {
                (self.grid.candidates(cell) & !Candidates::from_bits(kept[cell.index()]))
                    .iter()
                    .map(move |digit| Candidate { cell, digit })
            })
            .filter(|c| !options.contains(c))
            .collect();
        (placement, eliminations)
    }

    /// The step of a verity, with its proof: every option followed to the conclusion.
    fn verity_step(&self, verity: Verity) -> Option<Step> {
        let Verity {
            branching,
            options,
            placement,
            eliminations,
        } = verity;
        let subject = self.subject(branching, &options);
        let geometry = self.grid.geometry();
        let writer = ProofWriter::new(self.grid, self.technique == Technique::ForcingChain);
        let targets: Vec<Fact> = match placement {
            Some(p) => vec![Fact::Is(p.into())],
            None => eliminations
                .iter()
                .map(|&c| Fact::IsNot(c.into()))
                .collect(),
        };
        let mut proof = ProofBuilder::default();
        let mut cases = Vec::new();
        let mut reached: Vec<Vec<usize>> = Vec::new();
        for &option in &options {
            let assumption = Assumption {
                candidate: option,
                holds: true,
            };
            let branch = self.follow(assumption, Some(NestedOrder::Cells))?;
            let start = proof.nodes().len();
            reached.push(writer.branch(&mut proof, &branch, &targets)?);
            let facts = narrate(geometry, &proof.nodes()[start..]);
            let assumed = Fact::Is(option.into()).describe(geometry);
            cases.push(match (cases.is_empty(), facts.is_empty()) {
                (true, true) => template!("first-case-direct", assumed = assumed),
                (true, false) => template!("first-case", assumed = assumed, facts = facts),
                (false, true) => template!("case-direct", assumed = assumed),
                (false, false) => template!("case", assumed = assumed, facts = facts),
            });
        }
        for (t, target) in targets.iter().enumerate() {
            let from = reached.iter().map(|ids| ids[t]).collect();
            proof.add(target.clone(), Rule::AllBranches(branching), from);
        }
        let conclusion = match placement {
            Some(p) => Fact::Is(p.into()).describe(geometry),
            None => and_list(targets.iter().map(|t| t.describe(geometry))),
        };
        let names: Vec<Message> = options
            .iter()
            .map(|&o| Fact::Is(o.into()).describe(geometry))
            .collect();
        let alternatives = or_list(&names);
        let message = template!(
            "verity-step",
            technique = self.name(),
            note = group_note(geometry, proof.nodes()),
            subject = subject,
            cases = Message::separated(&cases, "; "),
            conclusion = conclusion,
        );
        let summary = template!(
            "verity-summary",
            technique = self.name(),
            alternatives = alternatives,
            conclusion = conclusion,
        );
        let drawn = if proof.nodes().len() <= LONGEST_DRAWN_VERITY {
            proof.nodes()
        } else {
            &[]
        };
        let mut highlight = picture(drawn, &options);
        highlight
            .candidates
            .extend(options.iter().map(|&o| (o, Role::Pattern)));
        let step = match placement {
            Some(p) => Step::placing(self.technique, message, self.grid, p, highlight),
            None => Step::eliminating(self.technique, message, eliminations, highlight),
        };
        Some(step.with_proof(proof.finish(summary)))
    }
}

/// The candidates of the main proof's facts (true ones on, ruled-out ones off; every cell of a
/// group, which is also outlined as a set), leaving out the branch options, and an arrow from
/// each fact to every fact resting on it (a group's from or to its first cell). Nested proofs
/// are not drawn.
pub(super) fn picture(nodes: &[ProofNode], options: &[Candidate]) -> Highlight {
    let mut highlight = Highlight::default();
    let first_candidate = |group: &Group| Candidate {
        cell: group.cells[0],
        digit: group.digit,
    };
    let candidate_of = |id: usize| {
        nodes
            .iter()
            .find(|n| n.id == id)
            .and_then(|n| match &n.fact {
                Fact::Is(group) | Fact::IsNot(group) => Some(first_candidate(group)),
                _ => None,
            })
    };
    for node in nodes {
        if node.rule.is_conclusion() {
            continue;
        }
        let (group, role) = match &node.fact {
            Fact::Is(group) => (group, Role::ChainOn),
            Fact::IsNot(group) => (group, Role::ChainOff),
            _ => continue,
        };
        for &cell in &group.cells {
            let candidate = Candidate {
                cell,
                digit: group.digit,
            };
            if !options.contains(&candidate) {
                highlight.candidates.push((candidate, role));
            }
        }
        if group.cells.len() > 1 && !highlight.sets.contains(&group.cells) {
            highlight.sets.push(group.cells.clone());
        }
        for from in node.from.iter().filter_map(|&id| candidate_of(id)) {
            highlight.links.push(Link {
                from,
                to: first_candidate(group),
                strong: role == Role::ChainOn,
            });
        }
    }
    highlight
}

/// For a proof with a group fact, the note that explains how to read one (empty otherwise).
pub(super) fn group_note(geometry: &Geometry, nodes: &[ProofNode]) -> Message {
    nodes
        .iter()
        .find_map(|node| match &node.fact {
            Fact::Is(group) | Fact::IsNot(group) if group.cells.len() > 1 => Some(message![
                " (",
                template!(
                    "group-means",
                    group = Fact::Is(group.clone()).describe(geometry),
                    digit = group.digit
                ),
                ")"
            ]),
            _ => None,
        })
        .unwrap_or_default()
}
