//! The `sudoku-stepper` binary: a headless subcommand when one is given, the desktop app otherwise.

use std::process::ExitCode;

use clap::Parser;
use sudoku_stepper::cli::{self, Cli};

fn main() -> ExitCode {
    let args = Cli::parse();
    match args.command {
        Some(command) => cli::run(command),
        None => match sudoku_stepper::app::run(args.file) {
            Ok(()) => ExitCode::SUCCESS,
            Err(error) => {
                eprintln!("error: {error:#}");
                ExitCode::FAILURE
            }
        },
    }
}
