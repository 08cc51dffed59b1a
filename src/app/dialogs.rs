//! Native file dialogs (rfd). A dialog blocks until it closes, so each runs on its own thread and
//! hands back an `Action` through a channel; the app polls the channel every frame.

use std::path::PathBuf;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::time::{Duration, Instant};

use eframe::egui;

use crate::controller::Action;

/// A dialog that closes faster than this without a file was never shown (no portal, no zenity).
const NO_DIALOG_THRESHOLD: Duration = Duration::from_millis(300);

const NO_DIALOG: &str = "No file dialog is available on this system (no desktop portal or \
                         zenity): drop a puzzle file on the window, or give its path on the \
                         command line.";

/// Dialogs that may be open, and where their answers arrive.
pub struct Dialogs {
    sender: Sender<Action>,
    receiver: Receiver<Action>,
}

impl Default for Dialogs {
    fn default() -> Self {
        let (sender, receiver) = channel();
        Dialogs { sender, receiver }
    }
}

impl Dialogs {
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

    /// The answers of dialogs that closed since the last call.
    pub fn answers(&self) -> Vec<Action> {
        self.receiver.try_iter().collect()
    }
}

/// The path of a file dropped on the window, if any.
pub fn dropped_file(ctx: &egui::Context) -> Option<PathBuf> {
    ctx.input(|i| i.raw.dropped_files.first().map(|f| f.path().to_path_buf()))
}
