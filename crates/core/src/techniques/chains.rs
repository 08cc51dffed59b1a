//! Alternating inference chains: X-Chain (one digit, strong links between the two places of a digit
//! in a house), XY-Chain (strong links inside two-candidate cells, weak links between equal digits)
//! and Nice Loop/AIC (any strong and weak links). A chain that starts and ends with a strong link
//! proves that its first or its last candidate is true: if the first is false, each strong link
//! makes the next candidate true and each weak link makes the next one false, down to the last.
//! Every candidate that clashes with both ends is removed. A chain never comes back to a cell it
//! has left. Nice Loop/AIC also finds loops: a chain whose last candidate clashes with its first
//! closes into a continuous loop, where each weak link has one true end, so whatever clashes
//! with both ends of any weak link goes; a chain that leads from a candidate back to itself
//! proves it true, and its cell mates go (HoDoKu's discontinuous loop). Chains are searched
//! breadth first from each candidate in cell order; from each start the chain that removes the
//! most (the shortest among equals) is kept, and the best of those is
//! reported. Every board size works.

use std::collections::VecDeque;

use super::chain_proof::{
    Conclusion, add_chain, add_removals, loop_step_parts, removals_text, revisits_a_cell,
    weak_link_removals,
};
use super::links::{Adjacency, conjugates};
use super::search::{Found, Target};
use crate::deduction::proof::{Group, ProofBuilder};
use crate::deduction::step::{Highlight, Link, Role, Step};
use crate::deduction::technique::Technique;
use crate::message::Message;
use crate::message::Piece;
use crate::message::elimination_list;
use crate::model::{Candidate, Digit, Grid};

/// Which links a chain may use.
#[derive(Clone, Copy)]
struct Rules {
    /// Strong links between the only two places of a digit in a house.
    conjugate: bool,
    /// Strong links between the two candidates of a two-candidate cell.
    bivalue: bool,
    /// Weak links between two candidates of one cell.
    in_cell_weak: bool,
    /// Both ends must be the same digit (XY-Chain).
    same_digit_ends: bool,
    /// Chains that close into loops are reported as loops (Nice Loop/AIC).
    loops: bool,
}

fn rules(technique: Technique) -> Rules {
    match technique {
        Technique::XChain => Rules {
            conjugate: true,
            bivalue: false,
            in_cell_weak: false,
            same_digit_ends: true,
            loops: false,
        },
        Technique::XyChain => Rules {
            conjugate: false,
            bivalue: true,
            in_cell_weak: false,
            same_digit_ends: true,
            loops: false,
        },
        _ => Rules {
            conjugate: true,
            bivalue: true,
            in_cell_weak: true,
            same_digit_ends: false,
            loops: true,
        },
    }
}

/// Whether two different candidates cannot both be true.
fn weakly_linked(grid: &Grid, a: Candidate, b: Candidate) -> bool {
    a != b
        && ((a.cell == b.cell)
            || (a.digit == b.digit && grid.geometry().peer_set(a.cell).contains(b.cell)))
}

/// The candidates, other than `a` and `b`, that cannot be true together with either of them, in
/// cell order and then digit order: the other candidates of the two cells that the other end
/// rules out as well, and when `a` and `b` share their digit, that digit in the cells that see
/// both.
fn seeing_both(grid: &Grid, a: Candidate, b: Candidate) -> Vec<Candidate> {
    let mut found: Vec<Candidate> = [a.cell, b.cell]
        .into_iter()
        .enumerate()
        .filter(|&(i, cell)| i == 0 || cell != a.cell)
        .flat_map(|(_, cell)| {
            grid.candidates(cell)
                .iter()
                .map(move |digit| Candidate { cell, digit })
        })
        .filter(|&c| c != a && c != b && weakly_linked(grid, c, a) && weakly_linked(grid, c, b))
        .collect();
    if a.digit == b.digit {
        let geometry = grid.geometry();
        let common = geometry
            .peer_set(a.cell)
            .intersection(geometry.peer_set(b.cell));
        found.extend(
            common
                .iter()
                .filter(|&cell| cell != a.cell && cell != b.cell)
                .filter(|&cell| grid.candidates(cell).contains(a.digit))
                .map(|cell| Candidate {
                    cell,
                    digit: a.digit,
                }),
        );
    }
    found.sort();
    found
}

/// The other candidates of the node's own cell.
fn cell_mates(grid: &Grid, node: Candidate) -> impl Iterator<Item = Candidate> {
    grid.candidates(node.cell)
        .iter()
        .filter(move |&d| d != node.digit)
        .map(move |digit| Candidate {
            cell: node.cell,
            digit,
        })
}

/// Adds to `found` the candidates `node` is strongly linked to (once each).
fn strong_neighbours(grid: &Grid, rules: Rules, node: Candidate, found: &mut Vec<Candidate>) {
    if rules.bivalue && grid.candidates(node.cell).len() == 2 {
        found.extend(cell_mates(grid, node));
    }
    if rules.conjugate {
        found.extend(conjugates(grid, node));
    }
}

/// Adds to `found` the candidates `node` is weakly linked to.
fn weak_neighbours(grid: &Grid, rules: Rules, node: Candidate, found: &mut Vec<Candidate>) {
    found.extend(
        grid.geometry()
            .peers(node.cell)
            .iter()
            .filter(|&&c| grid.candidates(c).contains(node.digit))
            .map(|&cell| Candidate {
                cell,
                digit: node.digit,
            }),
    );
    if rules.in_cell_weak {
        found.extend(cell_mates(grid, node));
    }
}

/// The links of one search, built once: per candidate (by `Links::index`), the candidates it
/// reaches over a strong link and over a weak link, in the order the search tries them.
struct Links {
    n: usize,
    size: usize,
    strong: Adjacency<Candidate>,
    weak: Adjacency<Candidate>,
}

impl Links {
    /// The links of the candidates `nodes` (the search never leaves them).
    fn new(grid: &Grid, rules: Rules, nodes: &[Candidate]) -> Links {
        let n = grid.n();
        let size = grid.values().len() * n;
        let mut links = Links {
            n,
            size,
            strong: Adjacency::new(size),
            weak: Adjacency::new(size),
        };
        for &c in nodes {
            let i = links.index(c);
            links
                .strong
                .record(i, |found| strong_neighbours(grid, rules, c, found));
            links
                .weak
                .record(i, |found| weak_neighbours(grid, rules, c, found));
        }
        links
    }

    fn index(&self, c: Candidate) -> usize {
        c.index(self.n)
    }
}

/// The breadth-first search from one start, its buffers kept from start to start: a search state
/// is a candidate index times two, plus one when the next link must be weak; `previous` holds the
/// state each was reached from, valid where `seen` holds the current search's number.
struct ChainSearch<'a> {
    grid: &'a Grid,
    rules: Rules,
    links: Links,
    previous: Vec<u32>,
    seen: Vec<u32>,
    round: u32,
    queue: VecDeque<usize>,
}

impl<'a> ChainSearch<'a> {
    fn new(grid: &'a Grid, rules: Rules, nodes: &[Candidate]) -> ChainSearch<'a> {
        let links = Links::new(grid, rules, nodes);
        let states = links.size * 2;
        ChainSearch {
            grid,
            rules,
            links,
            previous: vec![0; states],
            seen: vec![0; states],
            round: 0,
            queue: VecDeque::new(),
        }
    }

    /// The chain from `start` that removes the most (the shortest among equals): its candidates in order (strong, weak, strong, ... links) and
    /// what it proves.
    /// Only chains whose step hits `aim` count, when there is one.
    fn chain_from(
        &mut self,
        start: Candidate,
        aim: Option<Target>,
    ) -> Option<(Vec<Candidate>, Conclusion)> {
        let mut best: Option<(Vec<Candidate>, Conclusion)> = None;
        self.round += 1;
        let round = self.round;
        let start_state = self.links.index(start) * 2;
        self.seen[start_state] = round;
        self.previous[start_state] = start_state as u32;
        self.queue.clear();
        self.queue.push_back(start_state);
        while let Some(state) = self.queue.pop_front() {
            let next_is_weak = state % 2 == 1;
            let node_index = state / 2;
            let next = if next_is_weak {
                self.links.weak.of(node_index)
            } else {
                self.links.strong.of(node_index)
            };
            for &neighbour in next {
                let target = self.links.index(neighbour) * 2 + usize::from(!next_is_weak);
                if self.seen[target] == round {
                    continue;
                }
                self.seen[target] = round;
                self.previous[target] = state as u32;
                self.queue.push_back(target);
                if next_is_weak {
                    continue;
                }
                if let Some(found) = self.conclusion(start, neighbour, target, start_state)
                    && found.1.hits(aim)
                    && best
                        .as_ref()
                        .is_none_or(|(_, b)| found.1.effect() > b.effect())
                {
                    best = Some(found);
                }
            }
        }
        best
    }

    /// What the chain from `start` to `end` (reached over a strong link, in search state
    /// `target`) proves, if anything: `end` is `start` itself (so `start` is true), the chain
    /// closes into a loop, or a chain removes what clashes with both ends.
    fn conclusion(
        &self,
        start: Candidate,
        end: Candidate,
        target: usize,
        start_state: usize,
    ) -> Option<(Vec<Candidate>, Conclusion)> {
        let closes = self.rules.loops && weakly_linked(self.grid, start, end);
        let conclusion = if end == start {
            if !self.rules.loops {
                return None;
            }
            Conclusion::StartHolds(cell_mates(self.grid, start).collect())
        } else if closes {
            Conclusion::Loop(Vec::new())
        } else {
            if self.rules.same_digit_ends && end.digit != start.digit {
                return None;
            }
            let eliminations = seeing_both(self.grid, start, end);
            if eliminations.is_empty() {
                return None;
            }
            Conclusion::Chain(eliminations)
        };
        let chain = self.path_to(target, start_state);
        let groups: Vec<Group> = chain.iter().map(|&c| c.into()).collect();
        if chain.len() < 4 || revisits_a_cell(&groups) {
            return None;
        }
        let conclusion = match conclusion {
            Conclusion::Loop(_) => {
                Conclusion::of_loop(loop_eliminations(self.grid, &chain), chain.len() - 1)?
            }
            other => other,
        };
        Some((chain, conclusion))
    }

    /// The candidates on the way from the start state to `target`, in order.
    fn path_to(&self, target: usize, start_state: usize) -> Vec<Candidate> {
        let n = self.links.n;
        let candidate = |state: usize| Candidate {
            cell: crate::model::Cell::new(state / 2 / n),
            digit: Digit::new((state / 2 % n) as u8 + 1),
        };
        let mut chain = vec![candidate(target)];
        let mut at = target;
        while at != start_state {
            at = self.previous[at] as usize;
            chain.push(candidate(at));
        }
        chain.reverse();
        chain
    }
}

/// The weak links of a loop (`chain` closed by a weak link from its last candidate back to its
/// first), each as the position of its first end in `chain`, with the candidates outside the
/// loop that clash with both its ends; links that remove nothing are left out.
fn loop_eliminations(grid: &Grid, chain: &[Candidate]) -> Vec<(usize, Vec<Candidate>)> {
    weak_link_removals(chain.len(), |i, j| {
        let mut removed = seeing_both(grid, chain[i], chain[j]);
        removed.retain(|c| !chain.contains(c));
        removed
    })
}

/// The implication sequence of a chain: "r1c1<>4 => r1c5=4 => r5c5<>4 => r5c9=4".
fn implications(grid: &Grid, chain: &[Candidate]) -> Message {
    let geometry = grid.geometry();
    let steps: Vec<Message> = chain
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let relation = if i % 2 == 0 { "<>" } else { "=" };
            message![Piece::cell(geometry, c.cell), relation, c.digit]
        })
        .collect();
    Message::separated(&steps, " => ")
}

/// The chains of `technique` (X-Chain, XY-Chain or Nice Loop/AIC) with an elimination, from
/// starts in cell order; `digit` keeps the search to the candidates of one digit (X-Chains link
/// nothing else and are searched digit by digit).
pub(super) fn find_chain(
    grid: &Grid,
    technique: Technique,
    digit: Option<Digit>,
    found: &mut Found,
) {
    let starts: Vec<Candidate> = grid
        .candidate_list()
        .into_iter()
        .filter(|c| digit.is_none_or(|d| c.digit == d))
        .collect();
    let mut search = ChainSearch::new(grid, rules(technique), &starts);
    starts.iter().find_map(|&start| {
        let (chain, conclusion) = search.chain_from(start, found.target())?;
        let step = match conclusion {
            Conclusion::Chain(eliminations) => chain_step(grid, technique, &chain, eliminations),
            Conclusion::StartHolds(removed) => start_holds_step(grid, technique, &chain, removed),
            Conclusion::Loop(links) => loop_step(grid, technique, &chain, &links),
        };
        found.add(step).then_some(())
    });
}

fn chain_step(
    grid: &Grid,
    technique: Technique,
    chain: &[Candidate],
    eliminations: Vec<Candidate>,
) -> Step {
    let geometry = grid.geometry();
    let (first, last) = (chain[0], chain[chain.len() - 1]);
    let name = |c: Candidate| message![Piece::cell(geometry, c.cell), "=", c.digit];
    let subject = match technique {
        Technique::XChain => template!(
            "technique-on-digit",
            technique = technique,
            digit = first.digit
        ),
        _ => message![technique],
    };
    let message = template!(
        "chain-step",
        subject = subject,
        first = name(first),
        sequence = implications(grid, chain),
        last = name(last),
        removals = removals_text(geometry, &first.into(), &last.into(), &eliminations),
    );
    let nodes: Vec<Group> = chain.iter().map(|&c| c.into()).collect();
    let mut proof = ProofBuilder::default();
    let ends = add_chain(grid, &mut proof, &nodes);
    add_removals(&mut proof, ends, &eliminations);
    let summary = template!(
        "chain-summary",
        subject = subject,
        first = name(first),
        last = name(last),
        eliminations = elimination_list(geometry, &eliminations),
    );
    Step::eliminating(technique, message, eliminations, picture(chain))
        .with_proof(proof.finish(summary))
}

/// The chain drawn: its candidates (off, on, off, ...) and its links (strong, weak, ...).
fn picture(chain: &[Candidate]) -> Highlight {
    let candidates = chain
        .iter()
        .enumerate()
        .map(|(i, &c)| {
            (
                c,
                if i % 2 == 0 {
                    Role::ChainOff
                } else {
                    Role::ChainOn
                },
            )
        })
        .collect();
    let links = chain
        .windows(2)
        .enumerate()
        .map(|(i, pair)| Link {
            from: pair[0],
            to: pair[1],
            strong: i % 2 == 0,
        })
        .collect();
    Highlight {
        candidates,
        links,
        ..Highlight::default()
    }
}

/// A chain from a candidate back to itself: supposing it false makes it true, so it is true and
/// `removed`, the other candidates of its cell, go.
fn start_holds_step(
    grid: &Grid,
    technique: Technique,
    chain: &[Candidate],
    removed: Vec<Candidate>,
) -> Step {
    let geometry = grid.geometry();
    let start = chain[0];
    let name = message![Piece::cell(geometry, start.cell), "=", start.digit];
    let message = template!(
        "chain-start-holds-step",
        technique = technique,
        name = name,
        sequence = implications(grid, chain),
        cell = Piece::cell(geometry, start.cell),
        eliminations = elimination_list(geometry, &removed),
    );
    let nodes: Vec<Group> = chain.iter().map(|&c| c.into()).collect();
    let mut proof = ProofBuilder::default();
    let ends = add_chain(grid, &mut proof, &nodes);
    add_removals(&mut proof, ends, &removed);
    let summary = template!(
        "chain-start-holds-summary",
        technique = technique,
        name = name,
        eliminations = elimination_list(geometry, &removed),
    );
    let mut highlight = picture(&chain[..chain.len() - 1]);
    highlight.links.push(Link {
        from: chain[chain.len() - 2],
        to: start,
        strong: true,
    });
    Step::eliminating(technique, message, removed, highlight).with_proof(proof.finish(summary))
}

/// A continuous loop: `chain` closed by a weak link from its last candidate back to its first,
/// with the candidates each weak link removes (see `loop_eliminations`). The proof reads the loop
/// once from each weak link that removes something, as a chain between that link's ends.
fn loop_step(
    grid: &Grid,
    technique: Technique,
    chain: &[Candidate],
    links: &[(usize, Vec<Candidate>)],
) -> Step {
    let geometry = grid.geometry();
    let nodes: Vec<Group> = chain.iter().map(|&c| c.into()).collect();
    let (message, proof, eliminations) = loop_step_parts(
        grid,
        &message![technique],
        &Message::default(),
        &implications(grid, chain),
        &nodes,
        links,
    );
    let (first, last) = (chain[0], chain[chain.len() - 1]);
    let summary = template!(
        "loop-summary",
        technique = technique,
        start = message![Piece::cell(geometry, first.cell), "=", first.digit],
        eliminations = elimination_list(geometry, &eliminations),
    );
    let mut highlight = picture(chain);
    highlight.links.push(Link {
        from: last,
        to: first,
        strong: false,
    });
    Step::eliminating(technique, message, eliminations, highlight).with_proof(proof.finish(summary))
}
