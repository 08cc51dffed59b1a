//! Simple Colors: the strong links of one digit (houses where it has exactly two places) join cells
//! into clusters; colouring each cluster in two alternating colours, exactly one colour holds the
//! digit. Trap: a cell that sees both colours cannot hold it. Wrap: two cells of the same colour
//! that see each other prove that colour false, so the digit leaves every cell of that colour.
//! Every board size works.

use std::collections::VecDeque;

use super::links::{sees, strong_links};
use crate::model::{Candidate, Cell, Digit, Grid};
use crate::step::{Highlight, Role, Step, cell_list, elimination_list};
use crate::techniques::Technique;

/// The clusters of `digit`: each a list of (cell, colour) in breadth-first order from its first
/// cell. A cluster whose colouring contradicts itself is left out.
fn clusters(grid: &Grid, digit: Digit) -> Vec<Vec<(Cell, bool)>> {
    let links = strong_links(grid, digit);
    let mut starts: Vec<Cell> = links.iter().flat_map(|l| [l.a, l.b]).collect();
    starts.sort_unstable();
    starts.dedup();
    let mut seen: Vec<Cell> = Vec::new();
    let mut found = Vec::new();
    for start in starts {
        if seen.contains(&start) {
            continue;
        }
        let mut cluster = vec![(start, true)];
        let mut queue = VecDeque::from([(start, true)]);
        let mut consistent = true;
        seen.push(start);
        while let Some((cell, colour)) = queue.pop_front() {
            for link in &links {
                let other = match (link.a == cell, link.b == cell) {
                    (true, _) => link.b,
                    (_, true) => link.a,
                    _ => continue,
                };
                match cluster.iter().find(|(c, _)| *c == other) {
                    Some(&(_, existing)) => consistent &= existing != colour,
                    None => {
                        cluster.push((other, !colour));
                        queue.push_back((other, !colour));
                        seen.push(other);
                    }
                }
            }
        }
        if consistent {
            found.push(cluster);
        }
    }
    found
}

/// The first colour wrap or colour trap, digits in order.
pub(super) fn simple_colors(grid: &Grid) -> Option<Step> {
    let geometry = grid.geometry();
    (1..=grid.n() as u8).map(Digit::new).find_map(|digit| {
        clusters(grid, digit).into_iter().find_map(|cluster| {
            let of = |colour: bool| -> Vec<Cell> {
                let mut cells: Vec<Cell> = cluster
                    .iter()
                    .filter(|(_, c)| *c == colour)
                    .map(|&(cell, _)| cell)
                    .collect();
                cells.sort_unstable();
                cells
            };
            let (first, second) = (of(true), of(false));
            let describe = format!(
                "Simple Colors on {digit}: the cells linked by strong links on {digit} take two \
                 colours, A ({}) and B ({}), and exactly one colour holds {digit}.",
                cell_list(geometry, &first),
                cell_list(geometry, &second)
            );
            let highlight = Highlight {
                candidates: cluster
                    .iter()
                    .map(|&(cell, colour)| {
                        let role = if colour {
                            Role::ChainOn
                        } else {
                            Role::ChainOff
                        };
                        (Candidate { cell, digit }, role)
                    })
                    .collect(),
                ..Highlight::default()
            };
            for (cells, name) in [(&first, "A"), (&second, "B")] {
                let clash = cells.iter().enumerate().find_map(|(i, &a)| {
                    cells[i + 1..]
                        .iter()
                        .find(|&&b| sees(grid, a, b))
                        .map(|&b| (a, b))
                });
                if let Some((a, b)) = clash {
                    let eliminations: Vec<Candidate> = cells
                        .iter()
                        .map(|&cell| Candidate { cell, digit })
                        .collect();
                    let message = format!(
                        "{describe} {} and {} are both colour {name} and see each other, so \
                         colour {name} cannot be {digit}: {}.",
                        geometry.cell_name(a),
                        geometry.cell_name(b),
                        elimination_list(geometry, &eliminations)
                    );
                    return Some(Step::eliminating(
                        Technique::SimpleColors,
                        message,
                        eliminations,
                        highlight,
                    ));
                }
            }
            let eliminations: Vec<Candidate> = grid
                .candidate_list()
                .into_iter()
                .filter(|c| {
                    c.digit == digit
                        && !cluster.iter().any(|(cell, _)| *cell == c.cell)
                        && first.iter().any(|&a| sees(grid, a, c.cell))
                        && second.iter().any(|&b| sees(grid, b, c.cell))
                })
                .collect();
            if eliminations.is_empty() {
                return None;
            }
            let message = format!(
                "{describe} A cell that sees both colours cannot be {digit}: {}.",
                elimination_list(geometry, &eliminations)
            );
            Some(Step::eliminating(
                Technique::SimpleColors,
                message,
                eliminations,
                highlight,
            ))
        })
    })
}
