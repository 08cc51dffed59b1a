//! The synchronous executor: runs a controller's effects one after another on the calling thread,
//! so tests (of the controller and of the app) are deterministic and never wait. Started jobs are
//! queued and run by `run_pending`, one frame later in the app, so a job can still be cancelled
//! or followed by another request before it ends, as on real threads. File dialogs answer what the
//! test scripted (by default: no dialog on this system).

use std::collections::{HashSet, VecDeque};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use super::action::Action;
use super::jobs::{Effect, FileAnswer, JobId, Reply};
use super::state::Controller;
use super::writing::write;
use stepper_core::cancel::Cancel;

/// Runs effects in order on the calling thread.
#[derive(Debug, Default)]
pub struct InlineExecutor {
    pending: VecDeque<Effect>,
    cancelled: HashSet<JobId>,
    dialog_answers: VecDeque<Option<PathBuf>>,
    repaint_after: Option<f64>,
    copied: Option<String>,
    held: bool,
}

impl InlineExecutor {
    /// An executor with nothing queued.
    pub fn new() -> InlineExecutor {
        InlineExecutor::default()
    }

    /// The next file dialog answers `path` (`None`: closed without a file).
    pub fn answer_next_dialog(&mut self, path: Option<PathBuf>) {
        self.dialog_answers.push_back(path);
    }

    /// Queues `effects`.
    pub fn execute(&mut self, effects: Vec<Effect>) {
        for effect in effects {
            match effect {
                Effect::Cancel(id) => {
                    self.cancelled.insert(id);
                }
                Effect::CopyText(text) => self.copied = Some(text),
                Effect::RepaintAfter(seconds) => self.repaint_after = Some(seconds),
                other => self.pending.push_back(other),
            }
        }
    }

    /// The text last put on the clipboard, if any.
    pub fn copied(&self) -> Option<&str> {
        self.copied.as_deref()
    }

    /// While held, queued work waits (as a long job would on a thread), so a test can look at a
    /// job under way and cancel it.
    pub fn hold(&mut self, held: bool) {
        self.held = held;
    }

    /// Whether nothing is queued.
    pub fn is_idle(&self) -> bool {
        self.pending.is_empty()
    }

    /// The wait the last `RepaintAfter` asked for, once; `None` if none came since.
    pub fn take_repaint_after(&mut self) -> Option<f64> {
        self.repaint_after.take()
    }

    /// Runs everything queued now and gives the replies in order. A cancelled job still runs,
    /// with its flag set, as a thread would that noticed the flag at once.
    pub fn run_pending(&mut self) -> Vec<Reply> {
        let mut replies = Vec::new();
        if self.held {
            return replies;
        }
        while let Some(effect) = self.pending.pop_front() {
            match effect {
                Effect::Start { id, job } => {
                    let cancelled = AtomicBool::new(self.cancelled.contains(&id));
                    let cancel = Cancel::shared(Arc::new(cancelled));
                    let mut progress = |done, total| {
                        replies.push(Reply::Progress { id, done, total });
                    };
                    let outcome = job.run(&cancel, &mut progress);
                    replies.push(Reply::Finished { id, outcome });
                }
                Effect::PickFile { id, .. } | Effect::PickFolder { id } => {
                    let answer = match self.dialog_answers.pop_front() {
                        Some(answer) => FileAnswer::Chosen(answer),
                        None => FileAnswer::NoDialog,
                    };
                    replies.push(Reply::Answered { id, answer });
                }
                Effect::SaveFile { id, contents, .. } => {
                    let answer = match self.dialog_answers.pop_front() {
                        Some(Some(path)) => write(path, &contents),
                        Some(None) => FileAnswer::Chosen(None),
                        None => FileAnswer::NoDialog,
                    };
                    replies.push(Reply::Answered { id, answer });
                }
                Effect::WriteFile { id, path, contents } => {
                    replies.push(Reply::Answered {
                        id,
                        answer: write(path, &contents),
                    });
                }
                Effect::Cancel(_) | Effect::RepaintAfter(_) | Effect::CopyText(_) => {}
            }
        }
        replies
    }

    /// Hands `action` to the controller and runs what follows (jobs, their replies and what those
    /// start) until nothing is left.
    pub fn run(&mut self, controller: &mut Controller, action: Action) {
        let effects = controller.handle(action);
        self.execute(effects);
        self.settle(controller);
    }

    /// Runs queued work and hands the replies to the controller until nothing is left.
    pub fn settle(&mut self, controller: &mut Controller) {
        while !self.is_idle() {
            for reply in self.run_pending() {
                let effects = controller.receive(reply);
                self.execute(effects);
            }
        }
    }
}
