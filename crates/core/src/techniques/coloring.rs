//! Colouring: the strong links of one digit (houses where it has exactly two places) join cells
//! into clusters; colouring each cluster in two alternating colours, exactly one colour holds the
//! digit.
//!
//! Simple Colors works in one cluster. Trap: a cell that sees both colours cannot hold the digit.
//! Wrap: two cells of the same colour that see each other prove that colour false, so the digit
//! leaves every cell of that colour.
//!
//! Multi Colors works with two clusters A/B and C/D. Wing: when a cell of A sees a cell of C, A and
//! C are not both true, so B or D is; a cell that sees both B and D loses the digit. Wrap: when A
//! sees both C and D, A cannot be true (one of C and D is), so the digit leaves every cell of A.
//!
//! Every board size works.

use std::collections::VecDeque;

use super::links::{sees, strong_links};
use super::search::Found;
use crate::deduction::step::{Highlight, Role, Step};
use crate::deduction::technique::Technique;
use crate::message::Piece;
use crate::message::{cell_list, elimination_list};
use crate::model::{Candidate, Cell, Digit, Grid};

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

/// The cells of one colour of a cluster, in cell order.
fn colour_cells(cluster: &[(Cell, bool)], colour: bool) -> Vec<Cell> {
    let mut cells: Vec<Cell> = cluster
        .iter()
        .filter(|(_, c)| *c == colour)
        .map(|&(cell, _)| cell)
        .collect();
    cells.sort_unstable();
    cells
}

/// A cell of `from` and a cell of `to` that see each other.
fn sighting(grid: &Grid, from: &[Cell], to: &[Cell]) -> Option<(Cell, Cell)> {
    from.iter()
        .find_map(|&a| to.iter().find(|&&b| sees(grid, a, b)).map(|&b| (a, b)))
}

/// Every colour wrap or colour trap, digits in order.
pub(super) fn simple_colors(grid: &Grid, digit: Digit, found: &mut Found) {
    let geometry = grid.geometry();
    clusters(grid, digit).into_iter().find_map(|cluster| {
        let (first, second) = (colour_cells(&cluster, true), colour_cells(&cluster, false));
        let describe = template!(
            "simple-colors-clusters",
            technique = Technique::SimpleColors,
            digit = digit,
            first = cell_list(geometry, &first),
            second = cell_list(geometry, &second),
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
                let message = template!(
                    "colour-wrap",
                    describe = describe,
                    first = Piece::cell(geometry, a),
                    second = Piece::cell(geometry, b),
                    colour = name,
                    digit = digit,
                    eliminations = elimination_list(geometry, &eliminations),
                );
                return found
                    .add(Step::eliminating(
                        Technique::SimpleColors,
                        message,
                        eliminations,
                        highlight,
                    ))
                    .then_some(());
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
        let message = template!(
            "colour-trap",
            describe = describe,
            digit = digit,
            eliminations = elimination_list(geometry, &eliminations),
        );
        found
            .add(Step::eliminating(
                Technique::SimpleColors,
                message,
                eliminations,
                highlight,
            ))
            .then_some(())
    });
}

/// Every Multi Colors wrap or wing: digits in order, then pairs of clusters.
pub(super) fn multi_colors(grid: &Grid, digit: Digit, found: &mut Found) {
    let clusters = clusters(grid, digit);
    (0..clusters.len()).find_map(|i| {
        (0..clusters.len()).filter(|&j| j != i).find_map(|j| {
            let step = two_clusters(grid, digit, &clusters[i], &clusters[j])?;
            found.add(step).then_some(())
        })
    });
}

fn two_clusters(
    grid: &Grid,
    digit: Digit,
    first: &[(Cell, bool)],
    second: &[(Cell, bool)],
) -> Option<Step> {
    let geometry = grid.geometry();
    let colours = [
        colour_cells(first, true),
        colour_cells(first, false),
        colour_cells(second, true),
        colour_cells(second, false),
    ];
    let names = ["A", "B", "C", "D"];
    let describe = || {
        template!(
            "multi-colors-clusters",
            technique = Technique::MultiColors,
            digit = digit,
            a = cell_list(geometry, &colours[0]),
            b = cell_list(geometry, &colours[1]),
            c = cell_list(geometry, &colours[2]),
            d = cell_list(geometry, &colours[3]),
        )
    };
    let highlight = || Highlight {
        candidates: colours
            .iter()
            .zip([Role::ChainOn, Role::ChainOff, Role::Pattern, Role::Fin])
            .flat_map(|(cells, role)| {
                cells
                    .iter()
                    .map(move |&cell| (Candidate { cell, digit }, role))
            })
            .collect(),
        ..Highlight::default()
    };
    for own in [0, 1] {
        let (Some((a1, c1)), Some((a2, c2))) = (
            sighting(grid, &colours[own], &colours[2]),
            sighting(grid, &colours[own], &colours[3]),
        ) else {
            continue;
        };
        let eliminations: Vec<Candidate> = colours[own]
            .iter()
            .map(|&cell| Candidate { cell, digit })
            .collect();
        let message = template!(
            "multi-colors-wrap",
            describe = describe(),
            first = Piece::cell(geometry, a1),
            colour = names[own],
            first_seen = Piece::cell(geometry, c1),
            second = Piece::cell(geometry, a2),
            second_seen = Piece::cell(geometry, c2),
            digit = digit,
            eliminations = elimination_list(geometry, &eliminations),
        );
        return Some(Step::eliminating(
            Technique::MultiColors,
            message,
            eliminations,
            highlight(),
        ));
    }
    for own in [0, 1] {
        for other in [2, 3] {
            let Some((a, c)) = sighting(grid, &colours[own], &colours[other]) else {
                continue;
            };
            let (own_partner, other_partner) = (1 - own, 5 - other);
            let eliminations: Vec<Candidate> = grid
                .candidate_list()
                .into_iter()
                .filter(|x| {
                    x.digit == digit
                        && !colours.iter().any(|cells| cells.contains(&x.cell))
                        && colours[own_partner].iter().any(|&p| sees(grid, p, x.cell))
                        && colours[other_partner]
                            .iter()
                            .any(|&p| sees(grid, p, x.cell))
                })
                .collect();
            if eliminations.is_empty() {
                continue;
            }
            let message = template!(
                "multi-colors-wing",
                describe = describe(),
                first = Piece::cell(geometry, a),
                colour = names[own],
                seen = Piece::cell(geometry, c),
                seen_colour = names[other],
                own_partner = names[own_partner],
                other_partner = names[other_partner],
                digit = digit,
                eliminations = elimination_list(geometry, &eliminations),
            );
            return Some(Step::eliminating(
                Technique::MultiColors,
                message,
                eliminations,
                highlight(),
            ));
        }
    }
    None
}
