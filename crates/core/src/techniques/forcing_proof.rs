//! Writes traced Forcing Chain and Forcing Net runs as proofs: the assumption, each conclusion
//! with its rule (a chain's through an explicit weak link, so each fact follows from the one
//! before, a group of cells ruled out or concluded as one fact; a net's naked and hidden singles
//! citing every fact that rules out the rest), a candidate ruled out by a nested net as an
//! `inner` fact holding that net's own proof, and the contradiction the run reaches.

use std::collections::HashMap;

use super::bit_positions;
use super::group_links::{GroupLinks, GroupSide};
use super::propagation::{self, Contradiction, Event, Failure, Propagation, Reason};
use crate::deduction::proof::{Fact, Group, ProofBuilder, ProofNode, Rule};
use crate::model::{Candidate, Digit, Grid, House};

/// Proof ids of a run's events, by event index, and of the weak-link facts written for a chain.
#[derive(Clone, Default)]
struct Ids {
    events: HashMap<usize, usize>,
    ruled_out: HashMap<Candidate, usize>,
    groups_ruled_out: HashMap<GroupSide, usize>,
}

impl Ids {
    /// The ids of `premises`, each once, in order.
    fn of(&self, premises: &[usize]) -> Vec<usize> {
        let mut ids: Vec<usize> = Vec::with_capacity(premises.len());
        for id in premises.iter().filter_map(|p| self.events.get(p)) {
            if !ids.contains(id) {
                ids.push(*id);
            }
        }
        ids
    }
}

/// Writes the runs of one search on `grid` (the grid before the step).
pub(super) struct ProofWriter<'a> {
    grid: &'a Grid,
    /// A Forcing Chain: every conclusion follows from one earlier fact over a link of the grid.
    chain: bool,
}

/// The events of one run: `events[i]` is event `offset + i`.
struct Run<'e> {
    events: &'e [Event],
    offset: usize,
    links: &'e GroupLinks,
}

impl Run<'_> {
    fn event(&self, index: usize) -> Option<&Event> {
        index
            .checked_sub(self.offset)
            .and_then(|i| self.events.get(i))
    }

    /// The proof fact that an event's `fact` states.
    fn fact(&self, fact: propagation::Fact) -> Fact {
        match fact {
            propagation::Fact::Is(candidate) => Fact::Is(candidate.into()),
            propagation::Fact::IsNot(candidate) => Fact::IsNot(candidate.into()),
            propagation::Fact::InGroup(side) => Fact::Is(self.links.group(side)),
        }
    }
}

/// What a chain's conclusion needs ruled out first: one candidate, or a whole group.
#[derive(Clone, Copy, PartialEq, Eq)]
enum WeakEnd {
    Candidate(Candidate),
    Group(GroupSide),
}

impl<'a> ProofWriter<'a> {
    /// A writer for the runs of a search on `grid`; `chain` for a Forcing Chain.
    pub(super) fn new(grid: &'a Grid, chain: bool) -> ProofWriter<'a> {
        ProofWriter { grid, chain }
    }

    /// Writes the run `state` up to its contradiction and concludes that its assumption is false.
    /// Returns the id of the conclusion.
    pub(super) fn refutation(
        &self,
        proof: &mut ProofBuilder,
        state: &Propagation,
    ) -> Option<usize> {
        let contradiction = state.contradiction()?;
        let run = Run {
            events: state.events(),
            offset: 0,
            links: state.group_links(),
        };
        let refuted = run.fact(run.events.first()?.fact).opposite()?;
        let mut ids = Ids::default();
        self.add_events(
            proof,
            &run,
            &state.ancestry(&contradiction.premises),
            &mut ids,
        );
        let clash = add_contradiction(proof, contradiction, &ids);
        let assumed = *ids.events.get(&0)?;
        Some(proof.add(refuted, Rule::Refuted, vec![assumed, clash]))
    }

    /// Writes the branch `state` as far as `targets` need and returns, per target, the id of the
    /// fact that states it (a placement, or a candidate ruled out).
    pub(super) fn branch(
        &self,
        proof: &mut ProofBuilder,
        state: &Propagation,
        targets: &[Fact],
    ) -> Option<Vec<usize>> {
        let run = Run {
            events: state.events(),
            offset: 0,
            links: state.group_links(),
        };
        let sources: Vec<usize> = targets
            .iter()
            .map(|target| match target {
                Fact::Is(group) => state.placement_of(group.single()?),
                Fact::IsNot(group) => state.removal_of(group.single()?),
                _ => None,
            })
            .collect::<Option<_>>()?;
        let mut ids = Ids::default();
        self.add_events(proof, &run, &state.ancestry(&sources), &mut ids);
        targets
            .iter()
            .zip(sources)
            .map(|(target, source)| match target {
                Fact::IsNot(group) => {
                    self.ruled_out(proof, &run, group.single()?, source, &mut ids)
                }
                _ => ids.events.get(&source).copied(),
            })
            .collect()
    }

    /// Adds the events `chosen` of `run` (in order; each rests only on earlier ones).
    fn add_events(&self, proof: &mut ProofBuilder, run: &Run, chosen: &[usize], ids: &mut Ids) {
        for &index in chosen {
            let Some(event) = run.event(index) else {
                continue;
            };
            let fact = run.fact(event.fact);
            let id = match (&event.reason, self.chain) {
                (Reason::Assumed, _) => proof.add(fact, Rule::Assume, vec![]),
                (Reason::GroupLink(_), _)
                | (Reason::NakedSingle | Reason::HiddenSingle(_), true) => {
                    let Some((removed, rule)) = self.link_of(run.links, event) else {
                        continue;
                    };
                    self.strong_link(proof, run, ids, event, removed, rule)
                }
                (Reason::NakedSingle, false) => {
                    proof.add(fact, Rule::NakedSingle, ids.of(&event.premises))
                }
                (Reason::HiddenSingle(house), false) => {
                    proof.add(fact, Rule::HiddenSingle(*house), ids.of(&event.premises))
                }
                (Reason::Failed(failure), _) => {
                    let Some(candidate) = event.fact.candidate() else {
                        continue;
                    };
                    self.inner(proof, candidate, failure.as_deref(), ids)
                }
                (Reason::CageSum(cell), _) => {
                    let Some(cage) = self.grid.geometry().cage_of(*cell) else {
                        continue;
                    };
                    let rule = Rule::CageFillings {
                        cells: cage.cells.clone(),
                        sum: cage.sum.unwrap_or(0),
                    };
                    proof.add(fact, rule, ids.of(&event.premises))
                }
                (Reason::ArrowSum(index), _) => {
                    let arrows = self.grid.layout().variant().arrows.unwrap_or_default();
                    let Some(arrow) = arrows.get(*index) else {
                        continue;
                    };
                    let rule = Rule::ArrowSum {
                        circle: arrow.circle.clone(),
                        shaft: arrow.shaft.clone(),
                    };
                    proof.add(fact, rule, ids.of(&event.premises))
                }
                (Reason::DiagonalSum(index), _) => {
                    let clues = self.grid.layout().variant().little_killers;
                    let Some(clue) = clues.unwrap_or_default().get(*index) else {
                        continue;
                    };
                    let mut cells = clue.cells.clone();
                    cells.sort_unstable();
                    let rule = Rule::DiagonalFillings {
                        cells,
                        sum: clue.sum,
                    };
                    proof.add(fact, rule, ids.of(&event.premises))
                }
                (Reason::SandwichSum(index), _) => {
                    let clues = self.grid.layout().variant().sandwiches;
                    let Some(clue) = clues.unwrap_or_default().get(*index) else {
                        continue;
                    };
                    let rule = Rule::SandwichFillings {
                        house: clue.house,
                        sum: clue.sum,
                    };
                    proof.add(fact, rule, ids.of(&event.premises))
                }
                (
                    &Reason::PlacesBeside {
                        house,
                        digit,
                        places,
                    },
                    _,
                ) => {
                    let group = self.places_group(proof, event, (house, digit, places), ids);
                    proof.add(fact, Rule::BesidePlacesLeft, vec![group])
                }
                (Reason::LineOrder(index), _) => {
                    let lines = self.grid.layout().variant().lines.unwrap_or_default();
                    let Some(line) = lines.get(*index) else {
                        continue;
                    };
                    let rule = Rule::LineOrder {
                        kind: line.kind,
                        cells: line.cells.clone(),
                    };
                    proof.add(fact, rule, ids.of(&event.premises))
                }
            };
            ids.events.insert(index, id);
        }
    }

    /// Writes the fact that the places of `digit` in `house` are `places` (bit k for the
    /// house's k-th cell), resting on the removals `event` cites, and returns its id.
    fn places_group(
        &self,
        proof: &mut ProofBuilder,
        event: &Event,
        (house, digit, places): (House, Digit, u32),
        ids: &Ids,
    ) -> usize {
        let cells_of = self.grid.geometry().cells_of(house);
        let cells = bit_positions(u128::from(places))
            .map(|k| cells_of[k])
            .collect();
        let group = Fact::Is(Group { cells, digit });
        proof.add(group, Rule::PlacesLeft(house), ids.of(&event.premises))
    }

    /// For a conclusion of a chain: what its strong link needs ruled out (the other candidate of
    /// the cell, the other place of the digit in the house, or the other side of a group link)
    /// and the link.
    fn link_of(&self, links: &GroupLinks, event: &Event) -> Option<(WeakEnd, Rule)> {
        if let Reason::GroupLink(side) = event.reason {
            let other = side.other();
            let link = links.link(other);
            let end = match links.cells(other) {
                &[cell] => WeakEnd::Candidate(Candidate {
                    cell,
                    digit: link.digit,
                }),
                _ => WeakEnd::Group(other),
            };
            return Some((end, Rule::StrongLink(Some(link.house))));
        }
        let candidate = event.fact.candidate()?;
        match event.reason {
            Reason::NakedSingle => {
                let cell = candidate.cell;
                let other = self
                    .grid
                    .candidates(cell)
                    .iter()
                    .find(|&d| d != candidate.digit);
                Some((
                    WeakEnd::Candidate(Candidate {
                        cell,
                        digit: other?,
                    }),
                    Rule::StrongLink(None),
                ))
            }
            Reason::HiddenSingle(house) => {
                let geometry = self.grid.geometry();
                let other = geometry.cells_of(house).iter().copied().find(|&c| {
                    c != candidate.cell && self.grid.candidates(c).contains(candidate.digit)
                });
                let digit = candidate.digit;
                Some((
                    WeakEnd::Candidate(Candidate {
                        cell: other?,
                        digit,
                    }),
                    Rule::StrongLink(Some(house)),
                ))
            }
            Reason::Assumed
            | Reason::Failed(_)
            | Reason::GroupLink(_)
            | Reason::CageSum(_)
            | Reason::LineOrder(_)
            | Reason::ArrowSum(_)
            | Reason::DiagonalSum(_)
            | Reason::SandwichSum(_)
            | Reason::PlacesBeside { .. } => None,
        }
    }

    /// The size of the proof `refutation` writes for the run `state`, without writing it: how
    /// many facts (its events up to the contradiction, a chain's weak links, the contradiction,
    /// the conclusion, and every nested proof's facts) and how deep its proofs nest.
    pub(super) fn refutation_size(&self, state: &Propagation) -> ProofSize {
        let Some(contradiction) = state.contradiction() else {
            return ProofSize::UNREACHED;
        };
        let used = state.ancestry(&contradiction.premises);
        let events = state.events();
        let mut weak_links: Vec<WeakEnd> = Vec::new();
        for event in used.iter().filter_map(|&index| events.get(index)) {
            if !self.chain && !matches!(event.reason, Reason::GroupLink(_)) {
                continue;
            }
            let Some((end, _)) = self.link_of(state.group_links(), event) else {
                continue;
            };
            let stated_by_premise = match end {
                WeakEnd::Candidate(candidate) => event
                    .premises
                    .first()
                    .and_then(|&p| events.get(p))
                    .is_some_and(|p| p.fact == propagation::Fact::IsNot(candidate)),
                WeakEnd::Group(_) => false,
            };
            if !stated_by_premise && !weak_links.contains(&end) {
                weak_links.push(end);
            }
        }
        let inner = nested_size(state.events(), 0, &used);
        let groups = places_groups(used.iter().filter_map(|&index| events.get(index)));
        ProofSize {
            facts: used.len() + weak_links.len() + groups + 2 + inner.facts,
            nesting: inner.nesting,
        }
    }

    /// A conclusion of a chain: `removed` (the other candidate of the cell, the other place of
    /// the digit in the house, or the other side of a group link) is ruled out by the event's one
    /// premise, so the event holds.
    fn strong_link(
        &self,
        proof: &mut ProofBuilder,
        run: &Run,
        ids: &mut Ids,
        event: &Event,
        removed: WeakEnd,
        rule: Rule,
    ) -> usize {
        let ruled_out = event.premises.first().and_then(|&premise| match removed {
            WeakEnd::Candidate(candidate) => self.ruled_out(proof, run, candidate, premise, ids),
            WeakEnd::Group(side) => group_ruled_out(proof, run, side, premise, ids),
        });
        proof.add(run.fact(event.fact), rule, ruled_out.into_iter().collect())
    }

    /// The id of the fact that `candidate` is ruled out, which event `source` does: the event
    /// itself when it says so, else a `sees` fact written after it (once per candidate).
    fn ruled_out(
        &self,
        proof: &mut ProofBuilder,
        run: &Run,
        candidate: Candidate,
        source: usize,
        ids: &mut Ids,
    ) -> Option<usize> {
        let source_id = *ids.events.get(&source)?;
        if run.event(source)?.fact == propagation::Fact::IsNot(candidate) {
            return Some(source_id);
        }
        if let Some(&id) = ids.ruled_out.get(&candidate) {
            return Some(id);
        }
        let id = proof.add(Fact::IsNot(candidate.into()), Rule::Sees, vec![source_id]);
        ids.ruled_out.insert(candidate, id);
        Some(id)
    }

    /// The fact that `candidate` is false because its nested net fails, with that net as its own
    /// proof; it rests on the facts of the enclosing runs the net cites.
    fn inner(
        &self,
        proof: &mut ProofBuilder,
        candidate: Candidate,
        failure: Option<&Failure>,
        ids: &Ids,
    ) -> usize {
        let mut nested = ProofBuilder::nested(proof.next_id());
        if let Some(failure) = failure {
            let run = Run {
                events: &failure.events,
                offset: failure.first,
                links: &GroupLinks::none(),
            };
            let mut inner_ids = ids.clone();
            inner_ids.ruled_out.clear();
            self.add_events(&mut nested, &run, &failure.used, &mut inner_ids);
            add_contradiction(&mut nested, &failure.contradiction, &inner_ids);
        }
        let cited = outside_citations(nested.nodes());
        proof.add_inner(nested, Fact::IsNot(candidate.into()), cited)
    }
}

/// How large a proof is: facts first, then how deeply its proofs nest (fewer is simpler).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(super) struct ProofSize {
    /// Every fact, those of nested proofs included.
    pub(super) facts: usize,
    /// How many proofs deep the deepest fact sits (0 without nested proofs).
    pub(super) nesting: usize,
}

impl ProofSize {
    /// The size of a run that never reaches a contradiction: larger than any proof.
    pub(super) const UNREACHED: ProofSize = ProofSize {
        facts: usize::MAX,
        nesting: usize::MAX,
    };
}

/// The facts and nesting that the nested proofs of the events `used` (indices from `offset` on
/// into `events`) add: each failed nested net writes its used events and its contradiction.
fn nested_size(events: &[Event], offset: usize, used: &[usize]) -> ProofSize {
    let mut size = ProofSize {
        facts: 0,
        nesting: 0,
    };
    for event in used
        .iter()
        .filter_map(|&i| events.get(i.checked_sub(offset)?))
    {
        if let Reason::Failed(Some(failure)) = &event.reason {
            let inner = nested_size(&failure.events, failure.first, &failure.used);
            let groups = places_groups(
                failure
                    .used
                    .iter()
                    .filter_map(|&i| failure.events.get(i.checked_sub(failure.first)?)),
            );
            size.facts += failure.used.len() + groups + 1 + inner.facts;
            size.nesting = size.nesting.max(inner.nesting + 1);
        }
    }
    size
}

/// How many `places left` facts the proof of `events` writes besides them: one for each event
/// that reads a digit's places beside a cell.
fn places_groups<'e>(events: impl Iterator<Item = &'e Event>) -> usize {
    events
        .filter(|event| matches!(event.reason, Reason::PlacesBeside { .. }))
        .count()
}

/// The id of the fact that the group `side` is ruled out, which event `source` (a true fact
/// every cell of the group sees) does: a `sees` fact written after it (once per group).
fn group_ruled_out(
    proof: &mut ProofBuilder,
    run: &Run,
    side: GroupSide,
    source: usize,
    ids: &mut Ids,
) -> Option<usize> {
    if let Some(&id) = ids.groups_ruled_out.get(&side) {
        return Some(id);
    }
    let source_id = *ids.events.get(&source)?;
    let id = proof.add(
        Fact::IsNot(run.links.group(side)),
        Rule::Sees,
        vec![source_id],
    );
    ids.groups_ruled_out.insert(side, id);
    Some(id)
}

/// Adds the contradiction a run reaches.
fn add_contradiction(proof: &mut ProofBuilder, contradiction: &Contradiction, ids: &Ids) -> usize {
    let rule = match contradiction.clash {
        propagation::Clash::NoCandidate(cell) => Rule::NoCandidate(cell),
        propagation::Clash::NoPlace(digit, house) => Rule::NoPlace(digit, house),
    };
    proof.add(Fact::Contradiction, rule, ids.of(&contradiction.premises))
}

/// The ids that nodes (nested ones included) cite but do not define, in order.
fn outside_citations(nodes: &[ProofNode]) -> Vec<usize> {
    fn walk(nodes: &[ProofNode], defined: &mut Vec<usize>, cited: &mut Vec<usize>) {
        for node in nodes {
            if let Rule::Inner(nested) = &node.rule {
                walk(nested, defined, cited);
            }
            cited.extend(&node.from);
            defined.push(node.id);
        }
    }
    let (mut defined, mut cited) = (Vec::new(), Vec::new());
    walk(nodes, &mut defined, &mut cited);
    cited.sort_unstable();
    cited.dedup();
    cited.retain(|id| !defined.contains(id));
    cited
}
