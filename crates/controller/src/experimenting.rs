//! The experiments' actions: running them (experiment (a), random givens; experiment (b), a
//! collection), cancelling them, and exporting or copying their tables. Their results and
//! progress are the experiments' own state (`experiments.rs`).

use super::action::{CollectionSource, Experiment};
use super::experiments::{self};
use super::jobs::{Contents, Effect, FileKind};
use super::opening::Source;
use super::pending::Dialog;
use super::state::Controller;
use super::work;
use stepper_core::tasks::experiments::RandomGivensConfig;

impl Controller {
    /// Starts experiment (a), unless an experiment runs.
    pub(super) fn run_random_givens(&mut self, config: RandomGivensConfig) {
        if self.experiments.running().is_none() {
            let id = self.start(work::RandomGivens(config), ());
            self.experiments
                .started(id, template!("experiment-filling"));
        }
    }

    /// Asks for the collection file of experiment (b).
    pub(super) fn choose_collection_file(&mut self) {
        self.dialog(Dialog::CollectionFile, FileKind::Puzzle, None);
    }

    /// Starts experiment (b) on the collection `source` names, unless an experiment runs.
    pub(super) fn run_collection(&mut self, source: CollectionSource) {
        if self.experiments.running().is_some() {
            return;
        }
        let collection = match source {
            CollectionSource::Top95 => Source::Text {
                name: "top95.txt".to_string(),
                text: experiments::TOP95.to_string(),
            },
            CollectionSource::File(path) => match self.experiments.read_file(&path) {
                Some((name, text)) => Source::Text {
                    name: name.to_string(),
                    text: text.to_string(),
                },
                None => Source::File(path),
            },
        };
        let job = work::SolveCollection {
            collection,
            techniques: self.techniques(),
        };
        let id = self.start(job, ());
        self.experiments
            .started(id, template!("experiment-solving"));
    }

    /// Asks the running experiment to stop (it ends with a reply of its own).
    pub(super) fn cancel_experiment(&mut self) {
        if let Some(running) = self.experiments.running() {
            self.effects.push(Effect::Cancel(running.id));
        }
    }

    /// Asks where to save `experiment`'s table as CSV.
    pub(super) fn export_csv(&mut self, experiment: Experiment) {
        match self.experiments.csv(experiment) {
            Some(contents) => {
                let suggested = match experiment {
                    Experiment::RandomGivens => "random-givens.csv",
                    Experiment::Collection => "collection.csv",
                };
                self.dialog(
                    Dialog::ExportCsv,
                    FileKind::Csv,
                    Some((suggested.to_string(), Contents::Text(contents))),
                );
            }
            None => self.experiments.say(template!("experiment-run-first")),
        }
    }

    /// Copies `experiment`'s table to the clipboard as CSV.
    pub(super) fn copy_csv(&mut self, experiment: Experiment) {
        match self.experiments.csv(experiment) {
            Some(contents) => {
                self.effects.push(Effect::CopyText(contents));
                self.experiments.say(template!("experiment-copied"));
            }
            None => self.experiments.say(template!("experiment-run-first")),
        }
    }
}
