//! The `check` subcommand: each puzzle's size, givens and number of solutions.

use std::path::PathBuf;
use std::process::ExitCode;

use super::{Answer, Naming, Threads, counted, for_each_puzzle, with_threads};
use crate::solver::{SolutionCount, solution_count};

/// Parse and validate puzzle files and count their solutions (none, unique, multiple).
#[derive(Debug, clap::Args)]
pub struct CheckArgs {
    /// Puzzle files; a collection file is checked puzzle by puzzle.
    #[arg(required = true)]
    files: Vec<PathBuf>,
    /// How many threads work on it.
    #[command(flatten)]
    threads: Threads,
}

/// Runs `check`.
pub(super) fn run(args: CheckArgs) -> ExitCode {
    with_threads(args.threads, || check(&args.files))
}

/// `check`: every puzzle of `paths` with its size, givens and solution count.
pub(super) fn check(paths: &[PathBuf]) -> ExitCode {
    for_each_puzzle(paths, Naming::DEFAULT, |label, _, grid| {
        let count = solution_count(grid);
        Answer {
            text: format!(
                "{label}: {}, {}, {count}\n",
                grid.layout(),
                counted(grid.given_count(), "given", "givens"),
            ),
            undecided: count == SolutionCount::Undecided,
        }
    })
}
