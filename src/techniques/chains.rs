//! Alternating inference chains: X-Chain (one digit, strong links between the two places of a digit
//! in a house), XY-Chain (strong links inside two-candidate cells, weak links between equal digits)
//! and Nice Loop/AIC (any strong and weak links). A chain that starts and ends with a strong link
//! proves that its first or its last candidate is true: if the first is false, each strong link
//! makes the next candidate true and each weak link makes the next one false, down to the last.
//! Every candidate that sees both ends is removed. Nice Loops come out as such chains: a
//! discontinuous loop through a candidate is found as the chain between the loop's links at that
//! candidate, removing the same candidates (or the cell mates of a candidate that must be true),
//! and a continuous loop gives its eliminations one chain at a time. Chains are searched breadth
//! first from each candidate in cell order, so the shortest chain from the first start is
//! reported. Every board size works.

use std::collections::VecDeque;

use crate::model::{Candidate, Digit, Grid};
use crate::step::{Highlight, Link, Role, Step, elimination_list};
use crate::techniques::{Found, Technique};

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
}

fn rules(technique: Technique) -> Rules {
    match technique {
        Technique::XChain => Rules {
            conjugate: true,
            bivalue: false,
            in_cell_weak: false,
            same_digit_ends: true,
        },
        Technique::XyChain => Rules {
            conjugate: false,
            bivalue: true,
            in_cell_weak: false,
            same_digit_ends: true,
        },
        _ => Rules {
            conjugate: true,
            bivalue: true,
            in_cell_weak: true,
            same_digit_ends: false,
        },
    }
}

/// Whether two different candidates cannot both be true.
fn weakly_linked(grid: &Grid, a: Candidate, b: Candidate) -> bool {
    a != b
        && ((a.cell == b.cell)
            || (a.digit == b.digit && grid.geometry().peer_set(a.cell).contains(b.cell)))
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

fn strong_neighbours(grid: &Grid, rules: Rules, node: Candidate) -> Vec<Candidate> {
    let geometry = grid.geometry();
    let mut found = Vec::new();
    if rules.bivalue && grid.candidates(node.cell).len() == 2 {
        found.extend(cell_mates(grid, node));
    }
    if rules.conjugate {
        for house in geometry.houses_of(node.cell) {
            let mut others = geometry
                .cells_of(house)
                .iter()
                .copied()
                .filter(|&c| c != node.cell && grid.candidates(c).contains(node.digit));
            if let (Some(other), None) = (others.next(), others.next()) {
                let partner = Candidate {
                    cell: other,
                    digit: node.digit,
                };
                if !found.contains(&partner) {
                    found.push(partner);
                }
            }
        }
    }
    found
}

fn weak_neighbours(grid: &Grid, rules: Rules, node: Candidate) -> Vec<Candidate> {
    let mut found: Vec<Candidate> = grid
        .geometry()
        .peers(node.cell)
        .iter()
        .filter(|&&c| grid.candidates(c).contains(node.digit))
        .map(|&cell| Candidate {
            cell,
            digit: node.digit,
        })
        .collect();
    if rules.in_cell_weak {
        found.extend(cell_mates(grid, node));
    }
    found
}

/// A chain found from one start: its candidates in order (strong, weak, strong, ... links), and
/// the eliminations among `all`, the grid's candidates.
fn chain_from(
    grid: &Grid,
    rules: Rules,
    all: &[Candidate],
    start: Candidate,
) -> Option<(Vec<Candidate>, Vec<Candidate>)> {
    let n = grid.n();
    let index = |c: Candidate| c.cell.index() * n + usize::from(c.digit.get()) - 1;
    let size = grid.values().len() * n;
    // previous[state]: state = index * 2 + (1 when the next link must be weak).
    let mut previous: Vec<Option<usize>> = vec![None; size * 2];
    let mut nodes: Vec<Option<Candidate>> = vec![None; size];
    nodes[index(start)] = Some(start);
    let start_state = index(start) * 2;
    previous[start_state] = Some(start_state);
    let mut queue = VecDeque::from([start_state]);
    while let Some(state) = queue.pop_front() {
        let node = nodes[state / 2]?;
        let next_is_weak = state % 2 == 1;
        let next: Vec<Candidate> = if next_is_weak {
            weak_neighbours(grid, rules, node)
        } else {
            strong_neighbours(grid, rules, node)
        };
        for neighbour in next {
            let target = index(neighbour) * 2 + usize::from(!next_is_weak);
            if previous[target].is_some() {
                continue;
            }
            previous[target] = Some(state);
            nodes[index(neighbour)] = Some(neighbour);
            queue.push_back(target);
            if next_is_weak || neighbour == start {
                continue;
            }
            if rules.same_digit_ends && neighbour.digit != start.digit {
                continue;
            }
            let eliminations: Vec<Candidate> = all
                .iter()
                .copied()
                .filter(|&c| {
                    c != start
                        && c != neighbour
                        && weakly_linked(grid, c, start)
                        && weakly_linked(grid, c, neighbour)
                })
                .collect();
            if eliminations.is_empty() {
                continue;
            }
            let mut chain = vec![neighbour];
            let mut at = target;
            while at != start_state {
                at = previous[at]?;
                chain.push(nodes[at / 2]?);
            }
            chain.reverse();
            if chain.len() >= 4 {
                return Some((chain, eliminations));
            }
        }
    }
    None
}

/// The implication sequence of a chain: "r1c1<>4 => r1c5=4 => r5c5<>4 => r5c9=4".
fn implications(grid: &Grid, chain: &[Candidate]) -> String {
    let geometry = grid.geometry();
    chain
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let relation = if i % 2 == 0 { "<>" } else { "=" };
            format!("{}{relation}{}", geometry.cell_name(c.cell), c.digit)
        })
        .collect::<Vec<_>>()
        .join(" => ")
}

/// The first chain of `technique` (X-Chain, XY-Chain or Nice Loop/AIC) with an elimination.
pub(super) fn find_chain(grid: &Grid, technique: Technique, found: &mut Found) {
    let digits: Vec<Option<Digit>> = if technique == Technique::XChain {
        (1..=grid.n() as u8).map(|d| Some(Digit::new(d))).collect()
    } else {
        vec![None]
    };
    let all = grid.candidate_list();
    let rules = rules(technique);
    digits.into_iter().find_map(|digit| {
        let starts = all.iter().filter(|c| digit.is_none_or(|d| c.digit == d));
        starts.into_iter().find_map(|&start| {
            let (chain, eliminations) = chain_from(grid, rules, &all, start)?;
            found
                .add(chain_step(grid, technique, &chain, eliminations))
                .then_some(())
        })
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
    let name = |c: Candidate| format!("{}={}", geometry.cell_name(c.cell), c.digit);
    let subject = match technique {
        Technique::XChain => format!("{technique} on {}", first.digit),
        _ => technique.to_string(),
    };
    let message = format!(
        "{subject}: if {} is false, then {}. So {} or {} is true, and every candidate that sees \
         both is removed: {}.",
        name(first),
        implications(grid, chain),
        name(first),
        name(last),
        elimination_list(geometry, &eliminations)
    );
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
    let highlight = Highlight {
        candidates,
        links,
        ..Highlight::default()
    };
    Step::eliminating(technique, message, eliminations, highlight)
}
