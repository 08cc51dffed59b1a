//! Sudoku Stepper: a step-through Sudoku solver that explains every deduction.
//!
//! The library holds the puzzle model for every box size, the file formats, the solvers and the
//! command-line front end; `app` is the desktop shell (the only module that uses eframe, egui and
//! rfd), built with the default feature `gui`.

// First, so that every module below can build messages with `message!`.
#[macro_use]
pub mod message;

#[cfg(feature = "gui")]
pub mod app;
pub mod backtrack;
pub mod cancel;
pub mod cli;
pub mod controller;
pub mod deduction;
pub mod files;
pub mod format;
pub mod i18n;
pub mod model;
pub mod picture;
pub mod solver;
pub mod tasks;
pub mod techniques;

pub use deduction::step::{Highlight, Role, Step};
pub use deduction::technique::{Level, Technique};
pub use format::{ParseError, Puzzle, PuzzleFile, read_bytes, read_path, write_sud};
pub use model::{Candidate, Candidates, Cell, CellSet, Digit, Grid, House, Layout};
pub use solver::{Examined, SolutionCount, count_solutions, examine, solution_count, solve};
