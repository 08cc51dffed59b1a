//! The app's state and every change to it, with no user-interface types: the loaded puzzle, the
//! current grid, the step log (which doubles as the undo history), the technique order, the
//! running solve, hints, the walkthrough of a step's proof, the jobs under way and the status
//! line.
//!
//! The data flow: the view sends an intent (`Action`) to `Controller::handle`; the controller
//! changes its state and returns the `Effect`s to run (start a job, cancel one, repaint later,
//! show a file dialog, write a file). An executor runs them (threads in the app, `InlineExecutor`
//! in tests) and hands each result back as a `Reply` to `Controller::receive`, which may return
//! more effects. The controller never spawns a thread, never blocks on a dialog and never writes
//! a file; the view only reads it.

#[macro_use]
extern crate stepper_core;

mod action;
mod asking;
mod clipboard;
mod dialogs;
mod difficulty;
mod dispatch;
mod drill_round;
mod drilling;
mod experimenting;
mod experiments;
mod exporting;
mod game;
mod game_file;
mod generating;
mod guide_examples;
mod hint;
mod history;
mod inline;
mod jobs;
mod learner;
mod learning;
mod loading;
mod moves;
mod opening;
mod pending;
mod prompts;
mod reading;
mod searching;
mod seeing;
mod state;
mod teaching;
mod technique_order;
mod timer;
mod view_settings;
mod walk;
mod walkthrough;
pub mod work;
mod writing;

pub use action::{Action, CollectionSource, CopyForm, Experiment, WalkMove};
pub use drill_round::{DRILLS_PER_ROUND, DrillProgress};
pub use experiments::{ExperimentState, Running};
pub use game_file::SavedGame;
pub use guide_examples::GuidePicture;
pub use hint::{Hint, Nudge};
pub use history::{Change, History, LogEntry};
pub use inline::InlineExecutor;
pub use jobs::{Contents, Effect, FileAnswer, FileKind, JobId, Reply, WorkerRequest};
pub use opening::{Opened, Origin, Parsed, Source, file_name};
pub use pending::Search;
pub use prompts::PathRequest;
pub use state::{Controller, GenerationEnd, PuzzleInfo};
pub use stepper_core::deduction::technique::with_article;
pub use stepper_core::picture::{Colours, Lens, Paint};
pub use technique_order::TechniqueOrder;
pub use timer::{DEFAULT_SPEED, SPEED_RANGE};
pub use view_settings::TEXT_SIZES;
pub use walk::Walk;
pub use work::{Job, Outcome, Purpose};
pub use writing::{encoded, write};
