//! The desktop executor: jobs on background threads (a forcing net can take a large part of a
//! second, a generation or an experiment much longer), native file dialogs on threads of their
//! own (rfd blocks until the dialog closes), file writes, cancelling, and the repaints the Solve
//! timer asks for. Every result comes back through one channel as a `Reply`.

use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::time::{Duration, Instant};

use eframe::egui;

use super::PUZZLE_EXTENSIONS;
use crate::cancel::Cancel;
use crate::controller::{Effect, FileAnswer, FileKind, JobId, Reply, write};
use crate::i18n::Language;

/// A dialog that closes faster than this without a file was never shown (no portal, no zenity).
const NO_DIALOG_THRESHOLD: Duration = Duration::from_millis(300);

/// Runs jobs and dialogs on threads and collects their replies.
pub struct ThreadExecutor {
    sender: Sender<Reply>,
    receiver: Receiver<Reply>,
    running: HashMap<JobId, Arc<AtomicBool>>,
}

impl Default for ThreadExecutor {
    fn default() -> Self {
        let (sender, receiver) = channel();
        ThreadExecutor {
            sender,
            receiver,
            running: HashMap::new(),
        }
    }
}

impl ThreadExecutor {
    /// Starts `effects`: jobs and dialogs on threads of their own.
    pub fn execute(&mut self, ctx: &egui::Context, effects: Vec<Effect>, lang: Language) {
        for effect in effects {
            match effect {
                Effect::Start { id, job } => {
                    let flag = Arc::new(AtomicBool::new(false));
                    self.running.insert(id, Arc::clone(&flag));
                    let (sender, ctx) = (self.sender.clone(), ctx.clone());
                    std::thread::spawn(move || {
                        let mut progress = |done, total| {
                            let _ = sender.send(Reply::Progress { id, done, total });
                            ctx.request_repaint();
                        };
                        let outcome = job.run(&Cancel::shared(flag), &mut progress);
                        let _ = sender.send(Reply::Finished { id, outcome });
                        ctx.request_repaint();
                    });
                }
                Effect::Cancel(id) => {
                    if let Some(flag) = self.running.get(&id) {
                        flag.store(true, Ordering::Relaxed);
                    }
                }
                Effect::RepaintAfter(seconds) => {
                    ctx.request_repaint_after(Duration::from_secs_f64(seconds));
                }
                Effect::CopyText(text) => ctx.copy_text(text),
                Effect::WriteFile { id, path, contents } => {
                    self.dialog(ctx, id, move || Some(write(path, &contents)))
                }
                Effect::PickFolder { id } => self.dialog(ctx, id, move || {
                    let picked = rfd::FileDialog::new().pick_folder();
                    picked.map(|path| FileAnswer::Chosen(Some(path)))
                }),
                Effect::PickFile { id, kind, folder } => self.dialog(ctx, id, move || {
                    let picked = with_filters(in_folder(folder), kind, lang).pick_file();
                    picked.map(|path| FileAnswer::Chosen(Some(path)))
                }),
                Effect::SaveFile {
                    id,
                    kind,
                    folder,
                    suggested,
                    contents,
                } => self.dialog(ctx, id, move || {
                    let dialog =
                        with_filters(in_folder(folder), kind, lang).set_file_name(suggested);
                    dialog.save_file().map(|path| write(path, &contents))
                }),
            }
        }
    }

    /// Shows a dialog on its own thread; `show` gives `None` when no file was chosen, which means
    /// no dialog could be shown when it came back at once.
    fn dialog(
        &self,
        ctx: &egui::Context,
        id: JobId,
        show: impl FnOnce() -> Option<FileAnswer> + Send + 'static,
    ) {
        let (sender, ctx) = (self.sender.clone(), ctx.clone());
        std::thread::spawn(move || {
            let start = Instant::now();
            let answer = show().unwrap_or_else(|| {
                if start.elapsed() < NO_DIALOG_THRESHOLD {
                    FileAnswer::NoDialog
                } else {
                    FileAnswer::Chosen(None)
                }
            });
            let _ = sender.send(Reply::Answered { id, answer });
            ctx.request_repaint();
        });
    }

    /// The replies that arrived since the last call.
    pub fn replies(&mut self) -> Vec<Reply> {
        let replies: Vec<Reply> = self.receiver.try_iter().collect();
        for reply in &replies {
            if let Reply::Finished { id, .. } = reply {
                self.running.remove(id);
            }
        }
        replies
    }
}

/// A file dialog that starts in `folder`, when there is one.
fn in_folder(folder: Option<std::path::PathBuf>) -> rfd::FileDialog {
    let dialog = rfd::FileDialog::new();
    match folder {
        Some(folder) => dialog.set_directory(folder),
        None => dialog,
    }
}

/// The dialog's file filters for `kind`, named in `lang`.
fn with_filters(dialog: rfd::FileDialog, kind: FileKind, lang: Language) -> rfd::FileDialog {
    match kind {
        FileKind::Puzzle => dialog
            .add_filter("Sudoku (.sud)", &["sud"])
            .add_filter(lang.text("filter-game"), &["json"])
            .add_filter(lang.text("filter-puzzle-files"), PUZZLE_EXTENSIONS),
        FileKind::Csv => dialog.add_filter("CSV", &["csv"]),
        FileKind::Picture => dialog
            .add_filter(lang.text("filter-png"), &["png"])
            .add_filter(lang.text("filter-svg"), &["svg"]),
        FileKind::Profile => dialog.add_filter(lang.text("filter-profile"), &["json"]),
        FileKind::Game => dialog.add_filter(lang.text("filter-game"), &["json"]),
    }
}
