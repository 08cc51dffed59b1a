//! The `sudoku-stepper` binary: a headless subcommand when one is given, the desktop app otherwise;
//! built for the web (wasm32), the app in the page, or the job worker beside it.

#[cfg(not(target_arch = "wasm32"))]
use std::process::ExitCode;

#[cfg(not(target_arch = "wasm32"))]
use clap::Parser;
#[cfg(not(target_arch = "wasm32"))]
use sudoku_stepper::cli::{self, Cli};

/// The solver searches build and drop many small vectors; mimalloc serves them faster than the
/// system allocator.
#[cfg(not(target_arch = "wasm32"))]
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[cfg(not(target_arch = "wasm32"))]
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

/// Starts the app in the page, or the job worker when this runs inside a Web Worker.
#[cfg(all(target_arch = "wasm32", feature = "gui"))]
fn main() {
    sudoku_stepper::app::web::start();
}

/// Runs one job in the browser's job worker (`web/worker.js` calls it with a `WorkerRequest` as
/// JSON) and posts its progress and reply back to the page.
#[cfg(all(target_arch = "wasm32", feature = "gui"))]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn run_job(request: &str) {
    sudoku_stepper::app::web::run_job(request);
}

/// Opens the window.
#[cfg(all(not(target_arch = "wasm32"), feature = "gui"))]
fn run_app(file: Option<std::path::PathBuf>) -> anyhow::Result<()> {
    sudoku_stepper::app::run(file)
}

/// Says that this build has no window.
#[cfg(all(not(target_arch = "wasm32"), not(feature = "gui")))]
fn run_app(_file: Option<std::path::PathBuf>) -> anyhow::Result<()> {
    anyhow::bail!(
        "this sudoku-stepper was built without a window (without the `gui` feature). Run a \
         subcommand such as `sudoku-stepper solve FILE` (see `sudoku-stepper --help`), or build \
         with the default features for the app."
    )
}
