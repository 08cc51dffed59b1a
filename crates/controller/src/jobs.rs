//! What the controller asks the outside world to do, and what comes back. Handling an intent or a
//! reply returns `Effect`s: start a `Job` (long work: a step search with a purpose, a rating, a
//! generation, an experiment), cancel one, repaint later, show a file dialog, write a file. An
//! executor runs them (on threads in the app, in order in tests) and hands each result back as a
//! `Reply`: a job's outcome, a dialog's answer, or why a job failed. The jobs themselves, and
//! their outcomes, are in `work.rs`. Jobs and replies are plain data
//! (serde): the browser's job worker gets a job and sends its reply back as JSON (see
//! `WorkerRequest`).

use std::path::PathBuf;

use stepper_core::cancel::Cancel;
use stepper_core::message::Message;
use stepper_core::picture::Scene;
use stepper_core::tasks::worksheet::Worksheet;

use super::work::{Job, Outcome};

/// Names one job or dialog, so that its reply finds the request it answers.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub struct JobId(pub u64);

/// The files a dialog offers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileKind {
    /// Puzzle files: `.sud`, with a second filter for every readable format.
    Puzzle,
    /// Comma-separated tables.
    Csv,
    /// Pictures: PNG, or SVG.
    Picture,
    /// A learner's profile (JSON).
    Profile,
    /// A saved game (JSON).
    Game,
}

/// What a save dialog writes.
#[derive(Debug, Clone)]
pub enum Contents {
    /// Text, as it is.
    Text(String),
    /// A picture: SVG when the chosen name ends in `.svg`, else PNG.
    Picture(Box<Scene>),
    /// A worksheet, written into a folder.
    Worksheet {
        /// Its pages and pictures.
        sheet: Box<Worksheet>,
        /// The puzzle's name without its extension, for a folder of its own.
        stem: String,
    },
}

/// Something for the executor to do.
#[derive(Debug, Clone)]
pub enum Effect {
    /// Run `job`; its result comes back as `Reply::Finished` with `id`.
    Start {
        /// The job's name.
        id: JobId,
        /// The work.
        job: Job,
    },
    /// Stop the job `id` as soon as it can; its reply, if any, is no longer wanted.
    Cancel(JobId),
    /// Draw the window again after this many seconds (the Solve timer).
    RepaintAfter(f64),
    /// Ask the user for a file to read; the answer comes back as `FileAnswer::Chosen`.
    PickFile {
        /// The dialog's name.
        id: JobId,
        /// The files offered.
        kind: FileKind,
        /// The folder it starts in (the loaded puzzle's), when known.
        folder: Option<PathBuf>,
    },
    /// Ask the user where to save `contents`, then write it there; the answer comes back as
    /// `FileAnswer::Written` (or `FileAnswer::Chosen(None)` when no file was chosen).
    SaveFile {
        /// The dialog's name.
        id: JobId,
        /// The files offered.
        kind: FileKind,
        /// The folder it starts in (the loaded puzzle's), when known.
        folder: Option<PathBuf>,
        /// The file name the dialog suggests.
        suggested: String,
        /// What to write.
        contents: Contents,
    },
    /// Write `contents` to `path` (a path the user typed where no dialog could open); the answer
    /// comes back as `FileAnswer::Written`.
    WriteFile {
        /// The request's name.
        id: JobId,
        /// Where to write.
        path: PathBuf,
        /// What to write.
        contents: Contents,
    },
    /// Ask the user for a folder; the answer comes back as `FileAnswer::Chosen`.
    PickFolder {
        /// The dialog's name.
        id: JobId,
    },
    /// Put `text` on the clipboard.
    CopyText(String),
}

/// What a file dialog, or the write of a typed path, answered.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub enum FileAnswer {
    /// The file the user chose (`None`: the dialog was closed without one).
    Chosen(Option<PathBuf>),
    /// The file the user chose, read, where files have no path (in the browser).
    Read {
        /// The file's name.
        name: String,
        /// What it holds.
        text: String,
    },
    /// No file dialog could be shown on this system.
    NoDialog,
    /// The file was written, or why not.
    Written(Result<PathBuf, Message>),
}

/// What comes back from the executor.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
#[allow(
    clippy::large_enum_variant,
    reason = "a reply travels once per job or progress report; boxing would only add noise"
)]
pub enum Reply {
    /// A job reports how far it got.
    Progress {
        /// The job.
        id: JobId,
        /// Units done.
        done: usize,
        /// Units in all.
        total: usize,
    },
    /// A job ended.
    Finished {
        /// The job.
        id: JobId,
        /// What it gave.
        outcome: Outcome,
    },
    /// A file dialog, or the write of a typed path, was answered.
    Answered {
        /// The dialog.
        id: JobId,
        /// Its answer.
        answer: FileAnswer,
    },
    /// The job stopped without an outcome (in the browser: its worker crashed), with what the
    /// system said.
    Failed {
        /// The job.
        id: JobId,
        /// What the system said.
        reason: String,
    },
}

/// A job as the browser's job worker gets it (as JSON): the job and its name.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct WorkerRequest {
    /// The job's name, for its replies.
    pub id: JobId,
    /// The work.
    pub job: Job,
}

impl WorkerRequest {
    /// Runs the job, reporting progress to `send` at most every `PROGRESS_GAP_MS` milliseconds,
    /// then its outcome: what the job worker does with each request.
    pub fn run(self, send: &mut dyn FnMut(Reply)) {
        let id = self.id;
        let mut last = None::<web_time::Instant>;
        let mut progress = |done, total| {
            let due = last.is_none_or(|at| at.elapsed().as_millis() >= PROGRESS_GAP_MS);
            if due || done == total {
                last = Some(web_time::Instant::now());
                send(Reply::Progress { id, done, total });
            }
        };
        let outcome = self.job.run(&Cancel::never(), &mut progress);
        send(Reply::Finished { id, outcome });
    }
}

/// The shortest time between two progress reports of the job worker, in milliseconds.
const PROGRESS_GAP_MS: u128 = 100;
