//! 3D Medusa: colouring across digits. Candidates are joined by strong links of two kinds, a cell's
//! only two candidates and a digit's only two places in a house; in either, exactly one of the two
//! is true. Colouring a cluster of such links in two alternating colours, exactly one colour is
//! all true.
//!
//! Wrap: if one colour being true would leave two of its candidates in one cell, two equal digits
//! that see each other, or some cell with no candidate, that colour is false and its candidates
//! go. Trap: a candidate outside the cluster that each colour rules out (it shares a cell with a
//! candidate of that colour, or sees one of the same digit) goes.
//!
//! Every board size works.

use std::collections::{HashMap, VecDeque};

use super::links::strong_links;
use super::search::Found;
use crate::deduction::step::{Highlight, Role, Step};
use crate::deduction::technique::Technique;
use crate::message::Message;
use crate::message::Piece;
use crate::message::{and_list, elimination_list};
use crate::model::{Candidate, Cell, Digit, Grid};

/// The two colours' names, colour `true` first.
const NAMES: [&str; 2] = ["A", "B"];

/// Every candidate's strong-link partners, indexed by `cell * n + digit - 1`.
fn partners(grid: &Grid) -> Vec<Vec<usize>> {
    let n = grid.n();
    let id = |c: Candidate| c.index(n);
    let mut links = vec![Vec::new(); grid.values().len() * n];
    let mut join = |a: Candidate, b: Candidate| {
        let (a, b) = (id(a), id(b));
        if !links[a].contains(&b) {
            links[a].push(b);
            links[b].push(a);
        }
    };
    for cell in (0..grid.values().len()).map(Cell::new) {
        let digits: Vec<Digit> = grid.candidates(cell).iter().collect();
        if let [x, y] = digits[..] {
            join(Candidate { cell, digit: x }, Candidate { cell, digit: y });
        }
    }
    for digit in (1..=n as u8).map(Digit::new) {
        for link in strong_links(grid, digit) {
            join(
                Candidate {
                    cell: link.a,
                    digit,
                },
                Candidate {
                    cell: link.b,
                    digit,
                },
            );
        }
    }
    links
}

/// One cluster: its two colours, each in candidate order, and for each of its candidates (by
/// index) the candidate it was coloured from over a strong link (its first candidate: itself).
struct Cluster {
    colours: [Vec<Candidate>; 2],
    coloured_from: HashMap<usize, usize>,
}

impl Cluster {
    /// The strong links of the colouring from `a` to `b` (both in the cluster), as the candidates
    /// along them: up the colouring from each to where their ways meet.
    fn path(&self, n: usize, a: Candidate, b: Candidate) -> Vec<Candidate> {
        let up = |from: Candidate| {
            let mut way = vec![from.index(n)];
            while let Some(&last) = way.last() {
                let next = self.coloured_from[&last];
                if next == last {
                    break;
                }
                way.push(next);
            }
            way
        };
        let (from_a, from_b) = (up(a), up(b));
        let meet = from_a
            .iter()
            .position(|id| from_b.contains(id))
            .unwrap_or(from_a.len() - 1);
        let back = from_b
            .iter()
            .position(|id| *id == from_a[meet])
            .unwrap_or(0);
        from_a[..=meet]
            .iter()
            .chain(from_b[..back].iter().rev())
            .map(|&id| Candidate::at(id, n))
            .collect()
    }

    /// The path from `a` to `b` in words, each candidate with its colour: "r2c4=9 (A) -
    /// r3c6=9 (B) - r5c6=9 (A)", each dash a strong link.
    fn links(&self, grid: &Grid, a: Candidate, b: Candidate) -> Message {
        let path: Vec<Message> = self
            .path(grid.n(), a, b)
            .into_iter()
            .map(|c| {
                let colour = if self.colours[0].contains(&c) {
                    NAMES[0]
                } else {
                    NAMES[1]
                };
                message![name(grid, c), " (", colour, ")"]
            })
            .collect();
        Message::separated(&path, " - ")
    }
}

/// The clusters of at least two candidates whose colouring is consistent, in order of their
/// first candidate.
fn clusters(grid: &Grid) -> Vec<Cluster> {
    let n = grid.n();
    let links = partners(grid);
    let mut colour_of: Vec<Option<bool>> = vec![None; links.len()];
    let mut coloured_from: Vec<usize> = (0..links.len()).collect();
    let mut found = Vec::new();
    for start in 0..links.len() {
        if colour_of[start].is_some() || links[start].is_empty() {
            continue;
        }
        colour_of[start] = Some(true);
        let mut members = vec![start];
        let mut queue = VecDeque::from([start]);
        let mut consistent = true;
        while let Some(node) = queue.pop_front() {
            let colour = colour_of[node] == Some(true);
            for &other in &links[node] {
                match colour_of[other] {
                    Some(existing) => consistent &= existing != colour,
                    None => {
                        colour_of[other] = Some(!colour);
                        coloured_from[other] = node;
                        members.push(other);
                        queue.push_back(other);
                    }
                }
            }
        }
        if !consistent {
            continue;
        }
        members.sort_unstable();
        let colour = |wanted: bool| {
            members
                .iter()
                .filter(|&&id| colour_of[id] == Some(wanted))
                .map(|&id| Candidate::at(id, n))
                .collect()
        };
        found.push(Cluster {
            colours: [colour(true), colour(false)],
            coloured_from: members.iter().map(|&id| (id, coloured_from[id])).collect(),
        });
    }
    found
}

/// Per candidate (indexed by `cell * n + digit - 1`), the first candidate of `colour` that rules
/// it out when true: one in the same cell, or one of the same digit in a cell that sees it.
fn rulers(grid: &Grid, colour: &[Candidate]) -> Vec<Option<Candidate>> {
    let n = grid.n();
    let geometry = grid.geometry();
    let mut ruled = vec![None; grid.values().len() * n];
    let mut rule = |target: Candidate, by: Candidate| {
        ruled[target.index(n)].get_or_insert(by);
    };
    for &by in colour {
        for digit in grid.candidates(by.cell).iter().filter(|&d| d != by.digit) {
            rule(
                Candidate {
                    cell: by.cell,
                    digit,
                },
                by,
            );
        }
        for &cell in geometry.peers(by.cell) {
            if grid.candidates(cell).contains(by.digit) {
                rule(
                    Candidate {
                        cell,
                        digit: by.digit,
                    },
                    by,
                );
            }
        }
    }
    ruled
}

/// `r1c2=5`.
fn name(grid: &Grid, candidate: Candidate) -> Message {
    message![
        Piece::cell(grid.geometry(), candidate.cell),
        "=",
        candidate.digit
    ]
}

/// Why `ruled` goes when `by` (of colour `colour`) is true.
fn reason(grid: &Grid, ruled: Candidate, by: Candidate, colour: &str) -> Message {
    if ruled.cell == by.cell {
        template!("medusa-shares-cell", by = name(grid, by), colour = colour)
    } else {
        template!("medusa-sees", by = name(grid, by), colour = colour)
    }
}

/// Why the colour `own` (named `colour`, with its `rulers`) cannot be all true, if it cannot.
fn wrap(
    grid: &Grid,
    cluster: &Cluster,
    own: &[Candidate],
    rulers: &[Option<Candidate>],
    colour: &str,
) -> Option<Message> {
    let n = grid.n();
    let ruler = |c: Candidate| rulers[c.index(n)];
    if let Some((a, b)) = own
        .iter()
        .find_map(|&b| ruler(b).map(|a| (a.min(b), a.max(b))))
    {
        return Some(template!(
            "medusa-wrap-pair",
            first = name(grid, a),
            second = name(grid, b),
            colour = colour,
            same_cell = if a.cell == b.cell { "yes" } else { "no" },
            links = cluster.links(grid, a, b),
        ));
    }
    (0..grid.values().len()).map(Cell::new).find_map(|cell| {
        if grid.value(cell).is_some() {
            return None;
        }
        let reasons: Vec<Message> = grid
            .candidates(cell)
            .iter()
            .map(|digit| {
                let target = Candidate { cell, digit };
                ruler(target).map(|by| message![digit, " ", reason(grid, target, by, colour)])
            })
            .collect::<Option<_>>()?;
        Some(template!(
            "medusa-wrap-cell",
            colour = colour,
            cell = Piece::cell(grid.geometry(), cell),
            reasons = and_list(&reasons),
        ))
    })
}

/// Every 3D Medusa wrap or trap, clusters in order: per cluster, a wrap of A, of B, then its
/// traps.
pub(super) fn medusa(grid: &Grid, found: &mut Found) {
    let geometry = grid.geometry();
    for cluster in clusters(grid) {
        let colours = &cluster.colours;
        let list = |index: usize| {
            and_list(
                colours[index]
                    .iter()
                    .map(|&c| name(grid, c))
                    .collect::<Vec<_>>(),
            )
        };
        let describe = template!(
            "medusa-clusters",
            technique = Technique::Medusa3D,
            first = list(0),
            second = list(1),
        );
        let highlight = Highlight {
            candidates: colours[0]
                .iter()
                .map(|&c| (c, Role::ChainOn))
                .chain(colours[1].iter().map(|&c| (c, Role::ChainOff)))
                .collect(),
            ..Highlight::default()
        };
        let rulers = [rulers(grid, &colours[0]), rulers(grid, &colours[1])];
        for index in 0..2 {
            if let Some(why) = wrap(
                grid,
                &cluster,
                &colours[index],
                &rulers[index],
                NAMES[index],
            ) {
                let eliminations = colours[index].clone();
                let message = template!(
                    "medusa-wrap-step",
                    describe = describe,
                    why = why,
                    eliminations = elimination_list(geometry, &eliminations),
                );
                if found.add(Step::eliminating(
                    Technique::Medusa3D,
                    message,
                    eliminations,
                    highlight.clone(),
                )) {
                    return;
                }
            }
        }
        let n = grid.n();
        let mut eliminations = Vec::new();
        let mut reasons = Vec::new();
        for target in grid.candidate_list() {
            let id = target.index(n);
            if colours.iter().any(|colour| colour.contains(&target)) {
                continue;
            }
            let (Some(a), Some(b)) = (rulers[0][id], rulers[1][id]) else {
                continue;
            };
            reasons.push(template!(
                "medusa-trap-reason",
                target = name(grid, target),
                first = reason(grid, target, a, NAMES[0]),
                second = reason(grid, target, b, NAMES[1]),
                links = cluster.links(grid, a, b),
            ));
            eliminations.push(target);
        }
        if eliminations.is_empty() {
            continue;
        }
        let message = template!(
            "medusa-trap-step",
            describe = describe,
            reasons = Message::separated(&reasons, "; "),
            eliminations = elimination_list(geometry, &eliminations),
        );
        if found.add(Step::eliminating(
            Technique::Medusa3D,
            message,
            eliminations,
            highlight,
        )) {
            return;
        }
    }
}
