//! What the controller keeps of the Experiments window's work: the experiment running (with its
//! progress), the last results of each experiment, the collection file chosen by dialog, and the
//! window's message line.

use std::path::PathBuf;

use super::action::Experiment;
use super::jobs::JobId;
use stepper_core::message::Message;
use stepper_core::tasks::experiments::{
    CollectionReport, RandomGivensRow, collection_csv, random_givens_csv,
};

/// The bundled collection experiment (b) starts with.
pub const TOP95: &str = include_str!("../../../puzzles/top95.txt");

/// A job that reports progress.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Running {
    /// Its job.
    pub id: JobId,
    /// Units done.
    pub done: usize,
    /// Units in all (0 while unknown).
    pub total: usize,
}

impl Running {
    /// A job that has not reported yet.
    pub fn new(id: JobId) -> Running {
        Running {
            id,
            done: 0,
            total: 0,
        }
    }

    /// Takes a progress report.
    pub fn progress(&mut self, done: usize, total: usize) {
        self.done = done;
        self.total = total;
    }
}

/// The experiments' state.
#[derive(Debug, Clone, Default)]
pub struct ExperimentState {
    running: Option<Running>,
    random_rows: Vec<RandomGivensRow>,
    report: Option<CollectionReport>,
    chosen_file: Option<PathBuf>,
    /// The collection file last chosen in the browser, read (its name and text): it has no path.
    read_file: Option<(String, String)>,
    message: Message,
}

impl ExperimentState {
    /// The experiment running, if any.
    pub fn running(&self) -> Option<Running> {
        self.running
    }

    /// The rows of the last finished experiment (a).
    pub fn random_rows(&self) -> &[RandomGivensRow] {
        &self.random_rows
    }

    /// The report of the last finished experiment (b).
    pub fn report(&self) -> Option<&CollectionReport> {
        self.report.as_ref()
    }

    /// The collection file last chosen through the dialog.
    pub fn chosen_file(&self) -> Option<&PathBuf> {
        self.chosen_file.as_ref()
    }

    /// The window's last message (started, finished, cancelled, exported, or an error).
    pub fn message(&self) -> &Message {
        &self.message
    }

    /// An experiment's table as CSV, once it has results.
    pub fn csv(&self, experiment: Experiment) -> Option<String> {
        match experiment {
            Experiment::RandomGivens if !self.random_rows.is_empty() => {
                Some(random_givens_csv(&self.random_rows))
            }
            Experiment::RandomGivens => None,
            Experiment::Collection => self.report.as_ref().map(collection_csv),
        }
    }

    pub(super) fn say(&mut self, message: Message) {
        self.message = message;
    }

    pub(super) fn started(&mut self, id: JobId, message: Message) {
        self.running = Some(Running::new(id));
        self.say(message);
    }

    /// Ends the running experiment `id` with `message` (when it is the one running).
    pub(super) fn stopped(&mut self, id: JobId, message: Message) {
        if self.finish(id) {
            self.say(message);
        }
    }

    pub(super) fn chose_file(&mut self, path: PathBuf) {
        self.chosen_file = Some(path);
    }

    /// Takes the collection file the browser read: shown by its name, which then stands for it.
    pub(super) fn chose_read_file(&mut self, name: String, text: String) {
        self.chosen_file = Some(PathBuf::from(&name));
        self.read_file = Some((name, text));
    }

    /// The text of the file the browser read under the name `path`, if that is one.
    pub(super) fn read_file(&self, path: &std::path::Path) -> Option<(&str, &str)> {
        self.read_file
            .as_ref()
            .filter(|(name, _)| path.as_os_str() == name.as_str())
            .map(|(name, text)| (name.as_str(), text.as_str()))
    }

    pub(super) fn progress(&mut self, id: JobId, done: usize, total: usize) {
        if let Some(running) = self.running.as_mut().filter(|r| r.id == id) {
            running.progress(done, total);
        }
    }

    /// Ends the running experiment if `id` is it; false for an answer nobody waits for.
    fn finish(&mut self, id: JobId) -> bool {
        let mine = self.running.is_some_and(|r| r.id == id);
        if mine {
            self.running = None;
        }
        mine
    }

    pub(super) fn random_givens_done(&mut self, id: JobId, rows: Option<Vec<RandomGivensRow>>) {
        if !self.finish(id) {
            return;
        }
        match rows {
            Some(rows) => {
                let boards: usize = rows.iter().map(|r| r.boards).sum();
                self.message = template!("experiment-done-boards", boards = boards);
                self.random_rows = rows;
            }
            None => self.say(template!("experiment-cancelled")),
        }
    }

    pub(super) fn collection_done(&mut self, id: JobId, report: Option<CollectionReport>) {
        if !self.finish(id) {
            return;
        }
        match report {
            Some(report) => {
                let solved = report.rows.iter().filter(|r| r.solved).count();
                self.message = template!(
                    "experiment-done-collection",
                    solved = solved,
                    count = report.rows.len()
                );
                self.report = Some(report);
            }
            None => self.say(template!("experiment-cancelled")),
        }
    }
}
