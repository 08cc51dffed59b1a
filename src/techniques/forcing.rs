//! Forcing Net: assume a candidate is true and follow what singles force from it (naked and hidden
//! singles, over and over). If that runs into a contradiction (a cell with no candidate, or a digit
//! with no place in a house), the candidate is false. If every candidate of a cell, or every place
//! of a digit in a house, forces the same digit into the same cell, that digit is placed (verity).
//! The message lists the forced placements in order, so the student can follow them on the board.
//! Every board size works.

use crate::model::{Candidate, Cell, Digit, Grid, House};
use crate::solver::check_consistency;
use crate::step::{Highlight, Role, Step, and_list};
use crate::techniques::Technique;

/// What assuming a candidate leads to.
struct Consequences {
    /// The placements forced, in order (the assumption first).
    placed: Vec<Candidate>,
    /// Why the assumption fails, when it does.
    contradiction: Option<String>,
}

/// The first single in `grid`: a cell with one candidate, or a digit with one place in a house.
fn next_single(grid: &Grid) -> Option<Candidate> {
    let geometry = grid.geometry();
    if let Some(cell) = (0..grid.values().len())
        .map(Cell::new)
        .find(|&c| grid.value(c).is_none() && grid.candidates(c).len() == 1)
    {
        let digit = grid.candidates(cell).single()?;
        return Some(Candidate { cell, digit });
    }
    geometry.houses().iter().find_map(|&house| {
        (1..=grid.n() as u8).map(Digit::new).find_map(|digit| {
            let mut places = geometry
                .cells_of(house)
                .iter()
                .filter(|&&c| grid.candidates(c).contains(digit));
            match (places.next(), places.next()) {
                (Some(&cell), None) => Some(Candidate { cell, digit }),
                _ => None,
            }
        })
    })
}

/// Places `assumption` in a copy of `grid` and follows the singles it forces.
fn follow(grid: &Grid, assumption: Candidate) -> Consequences {
    let mut work = grid.clone();
    let mut placed = vec![assumption];
    work.place(assumption.cell, assumption.digit);
    loop {
        if let Err(reason) = check_consistency(&work) {
            return Consequences {
                placed,
                contradiction: Some(reason.to_string()),
            };
        }
        let Some(single) = next_single(&work) else {
            return Consequences {
                placed,
                contradiction: None,
            };
        };
        work.place(single.cell, single.digit);
        placed.push(single);
    }
}

fn sequence(grid: &Grid, placed: &[Candidate]) -> String {
    placed
        .iter()
        .map(|c| format!("{}={}", grid.geometry().cell_name(c.cell), c.digit))
        .collect::<Vec<_>>()
        .join(" => ")
}

/// A contradiction (the shortest one) or a verity.
pub(super) fn forcing_net(grid: &Grid) -> Option<Step> {
    contradiction(grid).or_else(|| verity(grid))
}

fn contradiction(grid: &Grid) -> Option<Step> {
    let (candidate, consequences) = grid
        .candidate_list()
        .into_iter()
        .map(|c| (c, follow(grid, c)))
        .filter(|(_, f)| f.contradiction.is_some())
        .min_by_key(|(_, f)| f.placed.len())?;
    let geometry = grid.geometry();
    let message = format!(
        "Forcing Net: suppose {cell} is {digit} and follow the singles that forces: {}. Then {}, \
         which is impossible, so {cell} <> {digit}.",
        sequence(grid, &consequences.placed),
        consequences.contradiction.unwrap_or_default(),
        cell = geometry.cell_name(candidate.cell),
        digit = candidate.digit,
    );
    let highlight = Highlight {
        candidates: consequences
            .placed
            .iter()
            .skip(1)
            .map(|&c| (c, Role::ChainOn))
            .collect(),
        ..Highlight::default()
    };
    Some(Step::eliminating(
        Technique::ForcingNet,
        message,
        vec![candidate],
        highlight,
    ))
}

/// The sets of candidates to branch on: cells with two or three candidates, then digits with two
/// or three places in a house.
fn branch_sets(grid: &Grid) -> Vec<(String, Vec<Candidate>)> {
    let geometry = grid.geometry();
    let mut sets: Vec<(String, Vec<Candidate>)> = (0..grid.values().len())
        .map(Cell::new)
        .filter(|&c| (2..=3).contains(&grid.candidates(c).len()))
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
            if (2..=3).contains(&options.len()) {
                sets.push((describe_house(house, digit), options));
            }
        }
    }
    sets
}

fn describe_house(house: House, digit: Digit) -> String {
    format!("the {digit} of {house} is in")
}

fn verity(grid: &Grid) -> Option<Step> {
    let geometry = grid.geometry();
    branch_sets(grid)
        .into_iter()
        .find_map(|(subject, options)| {
            let branches: Vec<Consequences> = options.iter().map(|&o| follow(grid, o)).collect();
            let common = branches[0].placed.iter().copied().find(|p| {
                grid.value(p.cell).is_none()
                    && !options.contains(p)
                    && branches.iter().all(|b| b.placed.contains(p))
            })?;
            let lines: Vec<String> = branches
                .iter()
                .map(|b| {
                    let until = b.placed.iter().position(|p| *p == common).unwrap_or(0);
                    format!("if {}", sequence(grid, &b.placed[..=until]))
                })
                .collect();
            let names: Vec<String> = options
                .iter()
                .map(|o| format!("{}={}", geometry.cell_name(o.cell), o.digit))
                .collect();
            let target = format!("{}={}", geometry.cell_name(common.cell), common.digit);
            let message = format!(
                "Forcing Net: {subject} one of {}. {}. Every case gives {target}, so {target}.",
                and_list(&names).replace(" and ", " or "),
                lines.join("; ")
            );
            let highlight = Highlight {
                candidates: options.iter().map(|&o| (o, Role::Pattern)).collect(),
                ..Highlight::default()
            };
            Some(Step::placing(
                Technique::ForcingNet,
                message,
                grid,
                common,
                highlight,
            ))
        })
}
