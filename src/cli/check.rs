//! The `check` subcommand: each puzzle's size, givens and number of solutions.

use std::path::PathBuf;
use std::process::ExitCode;

use super::{Answer, counted, for_each_puzzle};
use crate::solver::{SolutionCount, solution_count};

/// `check`: every puzzle of `paths` with its size, givens and solution count.
pub(super) fn check(paths: &[PathBuf]) -> ExitCode {
    for_each_puzzle(paths, |label, _, grid| {
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
