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

use super::propagation::{Effort, Fact, Propagation};
use crate::cancel::Cancel;
use crate::model::{Candidate, Candidates, Cell, Digit, Grid};
use crate::step::{Highlight, Link, Role, Step, and_list, elimination_list};
use crate::technique::Technique;

/// The deepest nesting Forcing Net tries.
const MAX_NET_DEPTH: u8 = 2;

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
        state.set_true(assumption, Vec::new());
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

    /// A candidate whose assumption fails: the one with the shortest explanation at depth 0, the
    /// first one deeper (where every trial is expensive). Assumptions are followed without a trace
    /// first; only the failing ones are followed again with one, to measure and explain them.
    fn contradiction(&self) -> Option<Step> {
        let mut best: Option<(usize, Propagation<'a>)> = None;
        for candidate in self.grid.candidate_list() {
            if self.follow_untraced(candidate)?.contradiction().is_none() {
                continue;
            }
            let state = self.follow(candidate, true)?;
            if self.depth > 0 {
                best = Some((0, state));
                break;
            }
            let Some(contradiction) = state.contradiction() else {
                continue;
            };
            let length = state.ancestry(&contradiction.premises).len();
            if best.as_ref().is_none_or(|(l, _)| length < *l) {
                best = Some((length, state));
            }
        }
        let (_, state) = best?;
        let contradiction = state.contradiction()?;
        let used = state.ancestry(&contradiction.premises);
        let assumption = state.events().first()?.fact.candidate();
        let geometry = self.grid.geometry();
        let message = format!(
            "{}: suppose {}. Then {}, and then {}, which is impossible. So {}.",
            self.name(),
            Fact::Is(assumption).describe(geometry),
            state.narrate(&used),
            contradiction.what,
            Fact::IsNot(assumption).describe(geometry),
        );
        let highlight = picture(&state, &used, &[]);
        Some(Step::eliminating(
            self.technique,
            message,
            vec![assumption],
            highlight,
        ))
    }

    /// The sets of options to branch on: cells with two (or three) candidates, then digits with
    /// two (or three) places in a house. Nested nets branch on two options only.
    fn branch_sets(&self) -> Vec<(String, Vec<Candidate>)> {
        let grid = self.grid;
        let geometry = grid.geometry();
        let widest = if self.depth == 0 { 3 } else { 2 };
        let mut sets: Vec<(String, Vec<Candidate>)> = (0..grid.values().len())
            .map(Cell::new)
            .filter(|&c| (2..=widest).contains(&grid.candidates(c).len()))
            .map(|cell| {
                let options = grid
                    .candidates(cell)
                    .iter()
                    .map(|digit| Candidate { cell, digit })
                    .collect();
                (format!("{} holds", geometry.cell_name(cell)), options)
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
                    sets.push((format!("the {digit} of {house} is"), options));
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
        subject: &str,
        options: &[Candidate],
        placement: Option<Candidate>,
        eliminations: Vec<Candidate>,
    ) -> Option<Step> {
        let geometry = self.grid.geometry();
        let traced = options
            .iter()
            .map(|&o| self.follow(o, true))
            .collect::<Option<Vec<_>>>()?;
        let conclusion = match placement {
            Some(p) => Fact::Is(p).describe(geometry),
            None => elimination_list(geometry, &eliminations),
        };
        let mut highlight = Highlight::default();
        let mut cases = Vec::new();
        for branch in &traced {
            let targets: Vec<usize> = match placement {
                Some(p) => branch.placement_of(p).into_iter().collect(),
                None => eliminations
                    .iter()
                    .filter_map(|&c| branch.removal_of(c))
                    .collect(),
            };
            let used = branch.ancestry(&targets);
            cases.push(format!("if {}", branch.narrate(&used)));
            let picture = picture(branch, &used, options);
            highlight.candidates.extend(picture.candidates);
            highlight.links.extend(picture.links);
        }
        let names: Vec<String> = options
            .iter()
            .map(|&o| Fact::Is(o).describe(geometry))
            .collect();
        let message = format!(
            "{}: {subject} {}. {}. Every case gives {conclusion}, so {conclusion}.",
            self.name(),
            and_list(&names).replace(" and ", " or "),
            cases.join("; "),
        );
        highlight
            .candidates
            .extend(options.iter().map(|&o| (o, Role::Pattern)));
        Some(match placement {
            Some(p) => Step::placing(self.technique, message, self.grid, p, highlight),
            None => Step::eliminating(self.technique, message, eliminations, highlight),
        })
    }
}

/// The candidates of the chosen events (true ones on, ruled-out ones off) and an arrow from each
/// premise to the conclusion it supports. Options of a branch set are left to the caller.
fn picture(state: &Propagation, used: &[usize], options: &[Candidate]) -> Highlight {
    let events = state.events();
    let mut highlight = Highlight::default();
    for &e in used {
        let event = &events[e];
        let candidate = event.fact.candidate();
        if !options.contains(&candidate) {
            let role = match event.fact {
                Fact::Is(_) => Role::ChainOn,
                Fact::IsNot(_) => Role::ChainOff,
            };
            highlight.candidates.push((candidate, role));
        }
        for &p in &event.premises {
            highlight.links.push(Link {
                from: events[p].fact.candidate(),
                to: candidate,
                strong: matches!(event.fact, Fact::Is(_)),
            });
        }
    }
    highlight
}
