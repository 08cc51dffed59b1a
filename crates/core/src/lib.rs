//! The core of Sudoku Stepper, with no user interface: the puzzle model for every box size and
//! variant, messages and their languages, the file formats, deductions and the techniques that find
//! them, the solvers, the pictures and the tasks built on them (generating, rating, explaining,
//! worksheets, the learner's profile).
//!
//! Nothing here depends on a window toolkit or on the command line's parser; the controller crate
//! builds the app's state on top of it.

// First, so that every module below can build messages with `message!`.
#[macro_use]
pub mod message;

pub mod backtrack;
pub mod cancel;
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
