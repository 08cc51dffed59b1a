//! The `sudoku-stepper` binary: a headless subcommand when one is given, the desktop app otherwise.

use std::process::ExitCode;

use clap::Parser;
use sudoku_stepper::cli::{self, Cli};

/// The solver searches build and drop many small vectors; mimalloc serves them faster than the
/// system allocator.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    let args = Cli::parse();
    match args.command {
        Some(command) => cli::run(command),
        None => match run_app(args.file) {
            Ok(()) => ExitCode::SUCCESS,
            Err(error) => {
                eprintln!("error: {error:#}");
                ExitCode::FAILURE
            }
        },
    }
}

/// Opens the window.
#[cfg(feature = "gui")]
fn run_app(file: Option<std::path::PathBuf>) -> anyhow::Result<()> {
    sudoku_stepper::app::run(file)
}

/// Says that this build has no window.
#[cfg(not(feature = "gui"))]
fn run_app(_file: Option<std::path::PathBuf>) -> anyhow::Result<()> {
    anyhow::bail!(
        "this sudoku-stepper was built without a window (without the `gui` feature). Run a \
         subcommand such as `sudoku-stepper solve FILE` (see `sudoku-stepper --help`), or build \
         with the default features for the app."
    )
}
