//! Forcing Chain and Forcing Net: assume a candidate is true and follow what it forces (see
//! `propagation`). If that runs into a contradiction, the candidate is false. If every option of a
//! cell, or every place of a digit in a house, leads to the same placement or rules out the same
//! candidate, that conclusion holds whatever the option (verity).
//!
//! Forcing Chain follows only the two-way links of the grid, so each conclusion rests on one
//! earlier conclusion. Forcing Net follows naked and hidden singles of the changing state; when
//! that finds nothing it nests: inside the assumption, every candidate whose own net fails is ruled
//! out before the singles go on (depth 1, then depth 2). Each search spends a bounded effort and
//! stops early when cancelled, so it never hangs. Messages write the facts that matter in order,
//! so the student can follow them on the board. Every board size works.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use super::forcing_proof::{ProofSize, ProofWriter};
use super::propagation::{Effort, Propagation, Reason};
use crate::cancel::Cancel;
use crate::model::{Candidate, Candidates, Cell, Digit, Grid};
use crate::proof::{Branching, Fact, ProofBuilder, ProofNode, Rule, narrate};
use crate::step::{Highlight, Link, Role, Step, and_list};
use crate::technique::Technique;

/// The deepest nesting Forcing Net tries.
const MAX_NET_DEPTH: u8 = 2;

/// The most facts a verity's branches may have for the board to draw them all at once; a longer
/// one shows its options and conclusion, and the walkthrough shows one branch at a time.
const LONGEST_DRAWN_VERITY: usize = 16;

/// How many propagations one Forcing Chain or Forcing Net search may run on a 9x9 board (a few
/// seconds at most); larger boards get proportionally fewer, as each propagation costs more.
const EFFORT_9X9: u64 = 1_000_000;

/// The effort for the board of `grid`.
fn effort_for(grid: &Grid) -> u64 {
    (EFFORT_9X9 * 81 / grid.values().len().max(1) as u64).max(1)
}

/// The first forcing chain: the shortest contradiction, else a verity.
pub(super) fn forcing_chain(grid: &Grid, cancel: &Cancel) -> Option<Step> {
    let effort = Effort::new(effort_for(grid), cancel);
    let search = Search {
        grid,
        technique: Technique::ForcingChain,
        depth: 0,
        effort: &effort,
        start: Propagation::new(grid, true),
        followed: RefCell::default(),
    };
    search.contradiction().or_else(|| search.verity())
}

/// The first forcing net, trying deeper nesting only when shallower nets find nothing.
pub(super) fn forcing_net(grid: &Grid, cancel: &Cancel) -> Option<Step> {
    let effort = Effort::new(effort_for(grid), cancel);
    (0..=MAX_NET_DEPTH).find_map(|depth| {
        if effort.exhausted() {
            return None;
        }
        let search = Search {
            grid,
            technique: Technique::ForcingNet,
            depth,
            effort: &effort,
            start: Propagation::new(grid, false),
            followed: RefCell::default(),
        };
        search.contradiction().or_else(|| search.verity())
    })
}

struct Search<'a, 'c> {
    grid: &'a Grid,
    technique: Technique,
    depth: u8,
    effort: &'a Effort<'c>,
    /// The grid's state, copied for every assumption.
    start: Propagation<'a>,
    /// Untraced runs already made, by assumption: the contradiction search and the verity search
    /// follow the same candidates.
    followed: RefCell<HashMap<Candidate, Rc<Propagation<'a>>>>,
}

impl<'a> Search<'a, '_> {
    /// Follows `assumption`; `None` when the effort ran out.
    fn follow(&self, assumption: Candidate, traced: bool) -> Option<Propagation<'a>> {
        let mut state = if traced {
            self.start.traced()
        } else {
            self.start.untraced()
        };
        state.set_true(assumption, Vec::new(), Reason::Assumed);
        state.propagate(self.depth, self.effort)?;
        Some(state)
    }

    /// Follows `assumption` without a trace, once per search; `None` when the effort ran out.
    fn follow_untraced(&self, assumption: Candidate) -> Option<Rc<Propagation<'a>>> {
        if let Some(state) = self.followed.borrow().get(&assumption) {
            return Some(Rc::clone(state));
        }
        let state = Rc::new(self.follow(assumption, false)?);
        self.followed
            .borrow_mut()
            .insert(assumption, Rc::clone(&state));
        Some(state)
    }

    fn name(&self) -> String {
        match self.depth {
            0 => self.technique.name().to_string(),
            d => format!("{} (nested, depth {d})", self.technique.name()),
        }
    }

    /// A candidate whose assumption fails, the one with the shortest proof (fewest facts, then
    /// least nesting). Assumptions are followed without a trace first; only the failing ones are
    /// followed again with one, to measure and explain them. Once one fails, a later assumption
    /// is given no more work than the cheapest failing one took: a nested net that needs more
    /// trials to fail rarely has the shorter proof, and the cap keeps the search of every
    /// candidate affordable.
    fn contradiction(&self) -> Option<Step> {
        let writer = ProofWriter::new(self.grid, self.technique == Technique::ForcingChain);
        let mut best: Option<(ProofSize, Propagation<'a>)> = None;
        let mut cheapest: Option<u64> = None;
        for candidate in self.grid.candidate_list() {
            let before = self.effort.left();
            let fails = match cheapest {
                None => self.follow_untraced(candidate)?.contradiction().is_some(),
                Some(cap) => {
                    let run = self.effort.capped(cap, || self.follow(candidate, false));
                    match run {
                        Some(state) => state.contradiction().is_some(),
                        None if self.effort.exhausted() => return None,
                        None => false,
                    }
                }
            };
            if !fails {
                continue;
            }
            let cost = before - self.effort.left();
            cheapest = Some(cheapest.map_or(cost, |c| c.min(cost)));
            let state = self.follow(candidate, true)?;
            let size = writer.refutation_size(&state);
            if best.as_ref().is_none_or(|(shortest, _)| size < *shortest) {
                best = Some((size, state));
            }
        }
        let (size, state) = best?;
        let mut proof = ProofBuilder::default();
        writer.refutation(&mut proof, &state)?;
        let contradiction = state.contradiction()?;
        let assumption = state.events().first()?.fact.candidate();
        let geometry = self.grid.geometry();
        let assumed = Fact::Is(assumption.into()).describe(geometry);
        let false_fact = Fact::IsNot(assumption.into()).describe(geometry);
        let clash = contradiction.clash.describe(geometry);
        let nodes = proof.nodes();
        let facts = narrate(geometry, &nodes[1..]);
        let then = if facts.is_empty() {
            "Then ".to_string()
        } else {
            format!("Then {facts}, and then ")
        };
        let message = format!(
            "{}: suppose {assumed}. {then}{clash}, which is impossible. So {false_fact}.",
            self.name(),
        );
        let summary = format!(
            "{}: {assumed} leads to a contradiction ({clash}), so {false_fact}",
            self.name()
        );
        let highlight = picture(nodes, &[]);
        let proof = proof.finish(summary);
        debug_assert_eq!(
            (proof.fact_count(), proof.nesting()),
            (size.facts, size.nesting)
        );
        Some(
            Step::eliminating(self.technique, message, vec![assumption], highlight)
                .with_proof(proof),
        )
    }

    /// The sets of options to branch on: cells with two (or three) candidates, then digits with
    /// two (or three) places in a house. Nested nets branch on two options only.
    fn branch_sets(&self) -> Vec<((String, Branching), Vec<Candidate>)> {
        let grid = self.grid;
        let geometry = grid.geometry();
        let widest = if self.depth == 0 { 3 } else { 2 };
        let mut sets: Vec<((String, Branching), Vec<Candidate>)> = (0..grid.values().len())
            .map(Cell::new)
            .filter(|&c| (2..=widest).contains(&grid.candidates(c).len()))
            .map(|cell| {
                let options = grid
                    .candidates(cell)
                    .iter()
                    .map(|digit| Candidate { cell, digit })
                    .collect();
                let subject = format!("{} holds", geometry.cell_name(cell));
                ((subject, Branching::Cell(cell)), options)
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
                    let subject = format!("the {digit} of {house} is");
                    sets.push(((subject, Branching::Places(digit, house)), options));
                }
            }
        }
        sets
    }

    /// A placement or eliminations that every option of a branch set leads to.
    fn verity(&self) -> Option<Step> {
        for (subject, options) in self.branch_sets() {
            let branches = options
                .iter()
                .map(|&o| self.follow_untraced(o))
                .collect::<Option<Vec<_>>>()?;
            let live: Vec<&Propagation> = branches
                .iter()
                .map(|b| b.as_ref())
                .filter(|b| b.contradiction().is_none())
                .collect();
            if live.len() != branches.len() {
                continue;
            }
            let cells = (0..self.grid.values().len()).map(Cell::new);
            let placement = cells.clone().find_map(|cell| {
                let digit = live.first()?.placed_digit(cell)?;
                let candidate = Candidate { cell, digit };
                (self.grid.candidates(cell).contains(digit)
                    && !options.contains(&candidate)
                    && live.iter().all(|b| b.places(candidate)))
                .then_some(candidate)
            });
            let eliminations: Vec<Candidate> = cells
                .flat_map(|cell| {
                    let kept = live
                        .iter()
                        .fold(0, |acc, b| acc | b.allowed_digits(cell).bits());
                    (self.grid.candidates(cell) & !Candidates::from_bits(kept))
                        .iter()
                        .map(move |digit| Candidate { cell, digit })
                })
                .filter(|c| !options.contains(c))
                .collect();
            if placement.is_none() && eliminations.is_empty() {
                continue;
            }
            return self.verity_step(&subject, &options, placement, eliminations);
        }
        None
    }

    fn verity_step(
        &self,
        (subject, branching): &(String, Branching),
        options: &[Candidate],
        placement: Option<Candidate>,
        eliminations: Vec<Candidate>,
    ) -> Option<Step> {
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
        for &option in options {
            let branch = self.follow(option, true)?;
            let start = proof.nodes().len();
            reached.push(writer.branch(&mut proof, &branch, &targets)?);
            let facts = narrate(geometry, &proof.nodes()[start..]);
            let assumed = Fact::Is(option.into()).describe(geometry);
            let opening = if cases.is_empty() { "If" } else { "if" };
            cases.push(if facts.is_empty() {
                format!("{opening} {assumed}, directly")
            } else {
                format!("{opening} {assumed}: {facts}")
            });
        }
        for (t, target) in targets.iter().enumerate() {
            let from = reached.iter().map(|ids| ids[t]).collect();
            proof.add(target.clone(), Rule::AllBranches(*branching), from);
        }
        let conclusion = match placement {
            Some(p) => Fact::Is(p.into()).describe(geometry),
            None => and_list(
                &targets
                    .iter()
                    .map(|t| t.describe(geometry))
                    .collect::<Vec<_>>(),
            ),
        };
        let names: Vec<String> = options
            .iter()
            .map(|&o| Fact::Is(o.into()).describe(geometry))
            .collect();
        let alternatives = and_list(&names).replace(" and ", " or ");
        let message = format!(
            "{}: {subject} {alternatives}. {}. Every case gives {conclusion}, so {conclusion}.",
            self.name(),
            cases.join("; "),
        );
        let summary = format!(
            "{}: each of {alternatives} leads to {conclusion}, so {conclusion}",
            self.name()
        );
        let drawn = if proof.nodes().len() <= LONGEST_DRAWN_VERITY {
            proof.nodes()
        } else {
            &[]
        };
        let mut highlight = picture(drawn, options);
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

/// The single candidates of the main proof's facts (true ones on, ruled-out ones off), leaving
/// out the branch options, and an arrow from each fact to every fact resting on it. Nested
/// proofs are not drawn.
fn picture(nodes: &[ProofNode], options: &[Candidate]) -> Highlight {
    let mut highlight = Highlight::default();
    let candidate_of = |id: usize| {
        nodes
            .iter()
            .find(|n| n.id == id)
            .and_then(|n| match &n.fact {
                Fact::Is(group) | Fact::IsNot(group) => group.single(),
                Fact::Contradiction => None,
            })
    };
    for node in nodes {
        if node.rule.is_conclusion() {
            continue;
        }
        let (group, role) = match &node.fact {
            Fact::Is(group) => (group, Role::ChainOn),
            Fact::IsNot(group) => (group, Role::ChainOff),
            Fact::Contradiction => continue,
        };
        let Some(candidate) = group.single() else {
            continue;
        };
        if !options.contains(&candidate) {
            highlight.candidates.push((candidate, role));
        }
        for from in node.from.iter().filter_map(|&id| candidate_of(id)) {
            highlight.links.push(Link {
                from,
                to: candidate,
                strong: role == Role::ChainOn,
            });
        }
    }
    highlight
}
