//! Remote Pair: a chain of cells that all hold only the same two digits, each seeing the next. Their
//! values alternate along the chain, so two cells an odd number of links apart hold different
//! digits, and any cell seeing both loses both digits. Chains of at least four cells (three links)
//! are reported; shorter ones are naked pairs. Every board size works.

use std::collections::VecDeque;

use super::chain_proof::{add_chain, add_removals};
use super::links::{bivalue_cells, seeing_all, sees};
use super::search::Found;
use crate::deduction::proof::{Group, Proof, ProofBuilder};
use crate::deduction::step::{Highlight, Link, Role, Step};
use crate::deduction::technique::Technique;
use crate::message::Message;
use crate::message::Piece;
use crate::message::{cell_list, elimination_list};
use crate::model::{Candidate, Cell, Digit, Grid};

/// The shortest chain from `start` to every cell of `cells` it reaches: (distance, previous cell).
fn chains(grid: &Grid, cells: &[Cell], start: usize) -> Vec<Option<(usize, usize)>> {
    let mut reach: Vec<Option<(usize, usize)>> = vec![None; cells.len()];
    reach[start] = Some((0, start));
    let mut queue = VecDeque::from([start]);
    while let Some(at) = queue.pop_front() {
        let distance = reach[at].map_or(0, |(d, _)| d);
        for next in 0..cells.len() {
            if reach[next].is_none() && sees(grid, cells[at], cells[next]) {
                reach[next] = Some((distance + 1, at));
                queue.push_back(next);
            }
        }
    }
    reach
}

/// The proof of a remote pair along `chain` (digits `a` and `b`): for each digit, a chain that
/// assumes the first cell does not hold it and ends with the last cell holding it, and the removals
/// of that digit (none for a digit nothing is removed of).
fn proof(
    grid: &Grid,
    chain: &[Cell],
    (a, b): (Digit, Digit),
    eliminations: &[Candidate],
    summary: Message,
) -> Proof {
    let mut proof = ProofBuilder::default();
    for (digit, other) in [(a, b), (b, a)] {
        let removed: Vec<Candidate> = eliminations
            .iter()
            .copied()
            .filter(|c| c.digit == digit)
            .collect();
        if removed.is_empty() {
            continue;
        }
        let nodes: Vec<Group> = chain
            .iter()
            .enumerate()
            .flat_map(|(i, &cell)| {
                let (off, on) = if i % 2 == 0 {
                    (digit, other)
                } else {
                    (other, digit)
                };
                [off, on].map(|digit| Candidate { cell, digit }.into())
            })
            .collect();
        let ends = add_chain(grid, &mut proof, &nodes);
        add_removals(&mut proof, ends, &removed);
    }
    proof.finish(summary)
}

/// The first remote pair with an elimination, in cell order of its start.
pub(super) fn remote_pair(grid: &Grid, found: &mut Found) {
    let geometry = grid.geometry();
    let bivalue = bivalue_cells(grid);
    bivalue.iter().find_map(|&first| {
        let mask = grid.candidates(first);
        let cells: Vec<Cell> = bivalue
            .iter()
            .copied()
            .filter(|&c| grid.candidates(c) == mask)
            .collect();
        let start = cells.iter().position(|&c| c == first)?;
        let reach = chains(grid, &cells, start);
        (0..cells.len()).find_map(|end| {
            let (distance, _) = reach[end]?;
            if distance < 3 || distance % 2 == 0 {
                return None;
            }
            let mut eliminations: Vec<Candidate> = mask
                .iter()
                .flat_map(|digit| seeing_all(grid, &[first, cells[end]], digit))
                .collect();
            eliminations.sort();
            if eliminations.is_empty() {
                return None;
            }
            let mut chain = vec![cells[end]];
            let mut at = end;
            while let Some((d, previous)) = reach[at]
                && d > 0
            {
                chain.push(cells[previous]);
                at = previous;
            }
            chain.reverse();
            let digits: Vec<_> = mask.iter().collect();
            let (a, b) = (digits[0], digits[1]);
            let message = template!(
                "remote-pair-step",
                technique = Technique::RemotePair,
                chain = cell_list(geometry, &chain),
                first_digit = a,
                second_digit = b,
                start = Piece::cell(geometry, chain[0]),
                end = Piece::cell(geometry, cells[end]),
                eliminations = elimination_list(geometry, &eliminations),
            );
            let highlight = Highlight {
                cells: chain.iter().map(|&c| (c, Role::Pattern)).collect(),
                links: chain
                    .windows(2)
                    .map(|pair| Link {
                        from: Candidate {
                            cell: pair[0],
                            digit: a,
                        },
                        to: Candidate {
                            cell: pair[1],
                            digit: a,
                        },
                        strong: false,
                    })
                    .collect(),
                ..Highlight::default()
            };
            let summary = template!(
                "remote-pair-summary",
                technique = Technique::RemotePair,
                start = Piece::cell(geometry, chain[0]),
                end = Piece::cell(geometry, cells[end]),
                first_digit = a,
                second_digit = b,
                eliminations = elimination_list(geometry, &eliminations),
            );
            let proof = proof(grid, &chain, (a, b), &eliminations, summary);
            found
                .add(
                    Step::eliminating(Technique::RemotePair, message, eliminations, highlight)
                        .with_proof(proof),
                )
                .then_some(())
        })
    });
}
