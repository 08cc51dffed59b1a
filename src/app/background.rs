//! Work that must not block a frame: native file dialogs (rfd blocks until the dialog closes),
//! step searches (a forcing net can take a large part of a second) and the rating of a newly
//! loaded puzzle (a whole solve) and puzzle generation. Each runs on its own thread
//! and hands back an `Action` through a channel that the app reads every frame.

use std::path::PathBuf;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::time::{Duration, Instant};

use eframe::egui;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};

use crate::controller::{Action, RatingJob, StepJob};
use crate::generator::{GenerateOptions, generate};
use crate::techniques::Cancel;

/// A dialog that closes faster than this without a file was never shown (no portal, no zenity).
const NO_DIALOG_THRESHOLD: Duration = Duration::from_millis(300);

const NO_DIALOG: &str = "No file dialog is available on this system (no desktop portal or \
                         zenity): drop a puzzle file on the window, or give its path on the \
                         command line.";

/// Threads that may be running, and where their answers arrive.
pub struct Background {
    sender: Sender<Action>,
    receiver: Receiver<Action>,
}

impl Default for Background {
    fn default() -> Self {
        let (sender, receiver) = channel();
        Background { sender, receiver }
    }
}

impl Background {
    /// Opens the Open dialog, filtered to `.sud` files with a second filter for every format.
    pub fn open(&self, ctx: &egui::Context) {
        self.spawn(ctx, |dialog| {
            dialog
                .add_filter("Sudoku (.sud)", &["sud"])
                .add_filter(
                    "All puzzle files",
                    &["sud", "sdk", "sdm", "ss", "txt", "sdx", "opt"],
                )
                .pick_file()
                .map(Action::Open)
        });
    }

    /// Opens the Save dialog for a `.sud` file.
    pub fn save(&self, ctx: &egui::Context, suggested: &str) {
        let name = suggested.to_string();
        self.spawn(ctx, move |dialog| {
            dialog
                .add_filter("Sudoku (.sud)", &["sud"])
                .set_file_name(name)
                .save_file()
                .map(Action::Save)
        });
    }

    fn spawn(
        &self,
        ctx: &egui::Context,
        run: impl FnOnce(rfd::FileDialog) -> Option<Action> + Send + 'static,
    ) {
        let sender = self.sender.clone();
        let ctx = ctx.clone();
        std::thread::spawn(move || {
            let start = Instant::now();
            let answer = run(rfd::FileDialog::new()).or_else(|| {
                (start.elapsed() < NO_DIALOG_THRESHOLD).then(|| Action::Notify(NO_DIALOG.into()))
            });
            if let Some(action) = answer {
                let _ = sender.send(action);
                ctx.request_repaint();
            }
        });
    }

    /// Runs a step search on its own thread.
    pub fn search(&self, ctx: &egui::Context, job: StepJob) {
        self.run(ctx, move || job.run());
    }

    /// Rates a freshly loaded puzzle on its own thread.
    pub fn rate(&self, ctx: &egui::Context, job: RatingJob) {
        self.run(ctx, move || job.run());
    }

    /// Generates a puzzle on its own thread, counting attempts in `attempt`; setting `cancel`
    /// stops it.
    pub fn generate(
        &self,
        ctx: &egui::Context,
        options: GenerateOptions,
        cancel: Arc<AtomicBool>,
        attempt: Arc<AtomicU32>,
    ) {
        self.run(ctx, move || {
            let result = generate(&options, &Cancel::shared(cancel), |n| {
                attempt.store(n, Ordering::Relaxed);
            });
            Action::Generated {
                name: format!(
                    "New {} {n}x{n} (seed {})",
                    options.level,
                    options.seed,
                    n = options.layout.n()
                ),
                result: result.map(|generated| generated.grid),
            }
        });
    }

    fn run(&self, ctx: &egui::Context, work: impl FnOnce() -> Action + Send + 'static) {
        let sender = self.sender.clone();
        let ctx = ctx.clone();
        std::thread::spawn(move || {
            let _ = sender.send(work());
            ctx.request_repaint();
        });
    }

    /// The answers of dialogs and searches that finished since the last call.
    pub fn answers(&self) -> Vec<Action> {
        self.receiver.try_iter().collect()
    }
}

/// The path of a file dropped on the window, if any.
pub fn dropped_file(ctx: &egui::Context) -> Option<PathBuf> {
    ctx.input(|i| i.raw.dropped_files.first().map(|f| f.path().to_path_buf()))
}
