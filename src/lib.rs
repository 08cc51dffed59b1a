//! Sudoku Stepper: a step-through Sudoku solver that explains every deduction.
//!
//! This crate is the top layer: the command line and `app`, the desktop and browser shell (the
//! only module that uses eframe, egui and rfd), built with the default feature `gui`. The layers
//! below are crates of their own, so an import can only run downwards: `stepper_core` (model,
//! messages, formats, techniques, solvers, pictures, tasks) and `stepper_controller` (the app's
//! state and actions). Their modules are re-exported here under their old paths.

#[macro_use]
extern crate stepper_core;

#[cfg(feature = "gui")]
pub mod app;
pub mod cli;

pub use stepper_controller as controller;
pub use stepper_core::{
    backtrack, cancel, deduction, files, format, i18n, message, model, picture, solver, tasks,
    techniques,
};

pub use stepper_core::{
    Candidate, Candidates, Cell, CellSet, Digit, Examined, Grid, Highlight, House, Layout, Level,
    ParseError, Puzzle, PuzzleFile, Role, SolutionCount, Step, Technique, count_solutions, examine,
    read_bytes, read_path, solution_count, solve, write_sud,
};
