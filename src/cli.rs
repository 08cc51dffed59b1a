//! The command-line front end: argument definitions (clap) and the headless subcommands. Output
//! formats are a contract that other tools read; see ARCHITECTURE.md section 6.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use clap::{Parser, Subcommand, ValueEnum};

use crate::format::{PuzzleFile, read_path};
use crate::solver::{solution_count, solve};

/// Sudoku Stepper: a step-through Sudoku solver that explains every deduction.
#[derive(Debug, Parser)]
#[command(
    name = "sudoku-stepper",
    version,
    args_conflicts_with_subcommands = true
)]
pub struct Cli {
    /// A puzzle file to open in the app (a bundled sample when absent).
    pub file: Option<PathBuf>,
    /// A headless subcommand; without one the desktop app opens.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The headless subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Parse and validate puzzle files and count their solutions (none, unique, multiple).
    Check {
        /// Puzzle files; a collection file is checked puzzle by puzzle.
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
    /// Measure a solver on a collection: puzzles per second, median, p99 and max per puzzle.
    Bench {
        /// Which solver to measure.
        kind: BenchKind,
        /// A puzzle file or collection.
        file: PathBuf,
        /// Measure only the first N puzzles.
        #[arg(long)]
        limit: Option<usize>,
    },
}

/// What `bench` measures.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum BenchKind {
    /// The backtracking solver, one solution per puzzle.
    Brute,
}

/// Runs a headless subcommand and returns the process exit status.
pub fn run(command: Command) -> ExitCode {
    match command {
        Command::Check { files } => check(&files),
        Command::Bench { kind, file, limit } => bench(kind, &file, limit),
    }
}

/// Reads a file, printing its error to stderr when it cannot be read.
fn load(path: &Path) -> Option<PuzzleFile> {
    match read_path(path) {
        Ok(file) => Some(file),
        Err(error) => {
            eprintln!("error: {error}");
            None
        }
    }
}

/// The label of puzzle `index` of a file: the file name alone for a single puzzle, else with its
/// number and line.
fn puzzle_label(path: &Path, file: &PuzzleFile, index: usize) -> String {
    if file.puzzles.len() == 1 {
        path.display().to_string()
    } else {
        format!(
            "{} #{} (line {})",
            path.display(),
            index + 1,
            file.puzzles[index].line
        )
    }
}

fn check(paths: &[PathBuf]) -> ExitCode {
    let mut all_read = true;
    for path in paths {
        let Some(file) = load(path) else {
            all_read = false;
            continue;
        };
        for (index, puzzle) in file.puzzles.iter().enumerate() {
            println!(
                "{}: {}, {} given{}, {}",
                puzzle_label(path, &file, index),
                puzzle.grid.layout(),
                puzzle.grid.given_count(),
                if puzzle.grid.given_count() == 1 {
                    ""
                } else {
                    "s"
                },
                solution_count(&puzzle.grid)
            );
        }
    }
    if all_read {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

fn bench(kind: BenchKind, path: &Path, limit: Option<usize>) -> ExitCode {
    let Some(file) = load(path) else {
        return ExitCode::FAILURE;
    };
    let count = limit.unwrap_or(usize::MAX).min(file.puzzles.len());
    let puzzles = &file.puzzles[..count];
    let mut times = Vec::with_capacity(count);
    let mut solved = 0;
    let start = Instant::now();
    for puzzle in puzzles {
        let begin = Instant::now();
        let found = match kind {
            BenchKind::Brute => solve(&puzzle.grid).is_some(),
        };
        times.push(begin.elapsed());
        solved += usize::from(found);
    }
    let total = start.elapsed();
    println!(
        "{}",
        bench_report("brute", count, solved, total, &mut times)
    );
    ExitCode::SUCCESS
}

/// One line of benchmark figures: items per second, then median, p99 and max per item.
fn bench_report(
    what: &str,
    count: usize,
    solved: usize,
    total: Duration,
    times: &mut [Duration],
) -> String {
    times.sort_unstable();
    let micros = |d: Duration| d.as_secs_f64() * 1e6;
    let percentile = |p: f64| {
        times
            .get(((times.len() as f64 * p).ceil() as usize).saturating_sub(1))
            .copied()
            .unwrap_or_default()
    };
    let rate = if total.is_zero() {
        0.0
    } else {
        count as f64 / total.as_secs_f64()
    };
    format!(
        "{what}: {count} puzzles, {solved} solved, {:.3} s, {rate:.0} puzzles/s, median {:.1} us, p99 {:.1} us, max {:.1} us",
        total.as_secs_f64(),
        micros(percentile(0.5)),
        micros(percentile(0.99)),
        micros(times.last().copied().unwrap_or_default()),
    )
}
