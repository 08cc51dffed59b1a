//! The two experiments of the Experiments window, without any drawing: (a) boards filled with N
//! random non-conflicting givens, several per N, and how many of them can be solved and how long
//! the backtracking solver takes to decide; (b) a whole collection solved with techniques, with
//! the solve time of each puzzle against its number of empty cells and how often each technique
//! was used. Both can be cancelled, report progress, and give their table as CSV.

use std::collections::BTreeMap;
use web_time::Instant;

use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

use crate::cancel::Cancel;
use crate::deduction::technique::Technique;
use crate::model::{Cell, Digit, Grid, Layout};
use crate::solver::{SolutionCount, SolveResult, StepFinder, examine};

/// The experiment was cancelled before it finished.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("the experiment was cancelled")]
pub struct Cancelled;

/// What experiment (a) runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct RandomGivensConfig {
    /// The board layout.
    pub layout: Layout,
    /// The smallest number of givens tried.
    pub min_givens: usize,
    /// The largest number of givens tried.
    pub max_givens: usize,
    /// How many boards are made for each number of givens.
    pub boards_per_count: usize,
    /// The seed of the random choices (the same seed gives the same boards).
    pub seed: u64,
}

/// One row of experiment (a): the boards with one number of givens.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct RandomGivensRow {
    /// The number of givens of each board.
    pub givens: usize,
    /// How many boards were made.
    pub boards: usize,
    /// How many have at least one solution.
    pub solvable: usize,
    /// How many have exactly one solution.
    pub unique: usize,
    /// How many the backtracking search gave up on (its guess budget spent) before it could tell.
    pub undecided: usize,
    /// The mean time, in milliseconds, to decide whether a board has a solution.
    pub mean_decide_ms: f64,
}

impl RandomGivensRow {
    /// The share of boards that can be solved, 0 to 1.
    pub fn solvable_share(&self) -> f64 {
        share(self.solvable, self.boards)
    }

    /// The share of boards with exactly one solution, 0 to 1.
    pub fn unique_share(&self) -> f64 {
        share(self.unique, self.boards)
    }
}

fn share(part: usize, whole: usize) -> f64 {
    if whole == 0 {
        0.0
    } else {
        part as f64 / whole as f64
    }
}

/// Runs experiment (a). `progress` hears (boards done, boards in all) after each board.
pub fn random_givens(
    config: &RandomGivensConfig,
    cancel: &Cancel,
    mut progress: impl FnMut(usize, usize),
) -> Result<Vec<RandomGivensRow>, Cancelled> {
    let cells = config.layout.cell_count();
    let counts = config.min_givens.min(cells)..=config.max_givens.min(cells);
    let total = counts.clone().count() * config.boards_per_count;
    let mut rng = StdRng::seed_from_u64(config.seed);
    let mut rows = Vec::new();
    let mut done = 0;
    for givens in counts {
        let mut row = RandomGivensRow {
            givens,
            boards: 0,
            solvable: 0,
            unique: 0,
            undecided: 0,
            mean_decide_ms: 0.0,
        };
        let mut decide_ms = 0.0;
        for _ in 0..config.boards_per_count {
            if cancel.is_set() {
                return Err(Cancelled);
            }
            let board = random_board(config.layout, givens, &mut rng);
            let start = Instant::now();
            let count = examine(&board, cancel).count;
            decide_ms += start.elapsed().as_secs_f64() * 1000.0;
            if count == SolutionCount::Undecided && cancel.is_set() {
                return Err(Cancelled);
            }
            row.boards += 1;
            row.solvable += usize::from(matches!(
                count,
                SolutionCount::Unique | SolutionCount::Multiple
            ));
            row.unique += usize::from(count == SolutionCount::Unique);
            row.undecided += usize::from(count == SolutionCount::Undecided);
            done += 1;
            progress(done, total);
        }
        row.mean_decide_ms = decide_ms / row.boards.max(1) as f64;
        rows.push(row);
    }
    Ok(rows)
}

/// A board with `givens` digits put in random cells, each a random digit that no peer holds yet
/// (a cell where every digit is taken is skipped for another).
pub fn random_board(layout: Layout, givens: usize, rng: &mut StdRng) -> Grid {
    let n = layout.n();
    let mut values = vec![0u8; layout.cell_count()];
    let mut cells: Vec<usize> = (0..layout.cell_count()).collect();
    cells.shuffle(rng);
    let geometry = layout.geometry();
    let mut placed = 0;
    for index in cells {
        if placed == givens {
            break;
        }
        let taken: Vec<u8> = geometry
            .peers(Cell::new(index))
            .iter()
            .map(|peer| values[peer.index()])
            .collect();
        let open: Vec<u8> = (1..=n as u8).filter(|d| !taken.contains(d)).collect();
        if open.is_empty() {
            continue;
        }
        values[index] = open[rng.random_range(0..open.len())];
        placed += 1;
    }
    let mut grid = Grid::empty(layout);
    for (index, &value) in values.iter().enumerate() {
        if value != 0 {
            grid.place(Cell::new(index), Digit::new(value));
        }
    }
    grid.mark_values_as_givens();
    grid
}

/// One puzzle of experiment (b).
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct CollectionRow {
    /// The puzzle's place in the collection, from 1.
    pub index: usize,
    /// Its number of empty cells.
    pub empty_cells: usize,
    /// The time of the whole solve, in milliseconds.
    pub solve_ms: f64,
    /// Whether the techniques finished it.
    pub solved: bool,
    /// How many steps were taken.
    pub steps: usize,
}

/// The result of experiment (b).
#[derive(Debug, Clone, PartialEq, Default, serde::Serialize, serde::Deserialize)]
pub struct CollectionReport {
    /// One row per puzzle, in collection order.
    pub rows: Vec<CollectionRow>,
    /// How many steps used each technique, in the default technique order.
    pub histogram: Vec<(Technique, usize)>,
}

/// Runs experiment (b): solves every puzzle with `techniques`. `progress` hears (puzzles done,
/// puzzles in all) after each puzzle.
pub fn solve_collection(
    puzzles: &[Grid],
    techniques: &[Technique],
    cancel: &Cancel,
    mut progress: impl FnMut(usize, usize),
) -> Result<CollectionReport, Cancelled> {
    let mut counts: BTreeMap<Technique, usize> = BTreeMap::new();
    let mut rows = Vec::new();
    for (index, puzzle) in puzzles.iter().enumerate() {
        let start = Instant::now();
        let outcome = StepFinder::new(techniques).solve(puzzle, cancel);
        let solve_ms = start.elapsed().as_secs_f64() * 1000.0;
        if cancel.is_set() {
            return Err(Cancelled);
        }
        for step in &outcome.steps {
            *counts.entry(step.technique).or_default() += 1;
        }
        rows.push(CollectionRow {
            index: index + 1,
            empty_cells: puzzle.empty_count(),
            solve_ms,
            solved: outcome.result == SolveResult::Solved,
            steps: outcome.steps.len(),
        });
        progress(index + 1, puzzles.len());
    }
    Ok(CollectionReport {
        rows,
        histogram: counts.into_iter().collect(),
    })
}

/// Experiment (a)'s table as CSV, one line per number of givens.
pub fn random_givens_csv(rows: &[RandomGivensRow]) -> String {
    let mut csv =
        String::from("givens,boards,solvable,unique,undecided,solvable_share,mean_decide_ms\n");
    for row in rows {
        csv.push_str(&format!(
            "{},{},{},{},{},{:.4},{:.4}\n",
            row.givens,
            row.boards,
            row.solvable,
            row.unique,
            row.undecided,
            row.solvable_share(),
            row.mean_decide_ms
        ));
    }
    csv
}

/// Experiment (b)'s tables as CSV: one line per puzzle, then a blank line and one line per
/// technique used.
pub fn collection_csv(report: &CollectionReport) -> String {
    let mut csv = String::from("puzzle,empty_cells,solve_ms,solved,steps\n");
    for row in &report.rows {
        csv.push_str(&format!(
            "{},{},{:.4},{},{}\n",
            row.index, row.empty_cells, row.solve_ms, row.solved, row.steps
        ));
    }
    csv.push_str("\ntechnique,steps\n");
    for (technique, count) in &report.histogram {
        csv.push_str(&format!("{technique},{count}\n"));
    }
    csv
}
