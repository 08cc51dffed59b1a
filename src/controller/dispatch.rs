//! The controller's two entry points: `handle` takes an intent, `receive` a reply from the
//! executor; each changes the state and returns the effects to run. Replies nobody waits for any
//! more are dropped here.

use std::path::Path;

use crate::format::{read_bytes, read_path, read_str};
use crate::tasks::play::Move;

use super::action::{Action, Experiment};
use super::clipboard::PASTED_NAME;
use super::experiments::Running;
use super::jobs::{Contents, Effect, FileKind, Job, JobId, Outcome, Purpose, Reply};
use super::pending::{Awaited, Dialog};
use super::state::{Controller, file_name, steps_and_moves};
use super::technique_order::TechniqueOrder;

impl Controller {
    /// Changes the state as `action` asks; returns what the executor must do. An action that
    /// would replace a puzzle with steps or moves in its log waits for `ConfirmReplacement`.
    pub fn handle(&mut self, action: Action) -> Vec<Effect> {
        self.ask_or_perform(action);
        std::mem::take(&mut self.effects)
    }

    /// Performs `action`, or keeps it back with a question when it would replace a puzzle in
    /// progress.
    pub(super) fn ask_or_perform(&mut self, action: Action) {
        if !self.log().is_empty() && self.would_replace(&action) {
            self.timer.stop();
            self.replacement = Some(action);
            self.status = message![
                "Replace the puzzle in progress? Answer in the dialog: Replace, or \
                           Keep this puzzle."
            ];
            return;
        }
        self.perform(action);
    }

    /// Whether `action` puts another puzzle in place of the loaded one (a file or pasted text
    /// only when it reads as a puzzle: a bad one shows its error and replaces nothing).
    fn would_replace(&self, action: &Action) -> bool {
        match action {
            Action::ShowExample(_) | Action::Generate(_) => true,
            Action::Open(path) => read_path(path).is_ok(),
            Action::OpenText { name, text } => read_str(name, text).is_ok(),
            Action::Paste(Some(text)) => read_bytes(PASTED_NAME, text.as_bytes()).is_ok(),
            _ => false,
        }
    }

    /// Changes the state as `action` asks.
    fn perform(&mut self, action: Action) {
        match action {
            Action::ConfirmReplacement(replace) => match self.replacement.take() {
                Some(action) if replace => self.perform(action),
                Some(_) => {
                    self.status = message![
                        "Kept ",
                        self.info
                            .as_ref()
                            .map_or("the puzzle", |info| info.name.as_str()),
                        " and its ",
                        steps_and_moves(self.log().len()),
                        "."
                    ];
                }
                None => {}
            },
            Action::ChooseFile => self.dialog(Dialog::OpenPuzzle, FileKind::Puzzle, None),
            Action::TypedPath(typed) => self.typed_path(typed),
            Action::Open(path) => {
                let name = file_name(&path);
                if self.load(name, read_path(&path)) {
                    let full = std::path::absolute(&path).unwrap_or(path);
                    self.folder = full.parent().map(Path::to_path_buf);
                }
            }
            Action::OpenText { name, text } => {
                let file = read_str(&name, &text);
                self.load(name, file);
            }
            Action::Copy(form) => self.copy(form),
            Action::Paste(text) => self.paste(text),
            Action::ChooseSaveFile => self.choose_save_file(),
            Action::ExportPicture { dark } => self.choose_picture_file(dark),
            Action::ChooseWorksheetFolder => self.choose_worksheet_folder(),
            Action::TakeStep => self.request_search(Purpose::Step),
            Action::Hint => self.hint_further(),
            Action::Walk(direction) => self.walk_proof(direction),
            Action::FindAllSteps => self.request_search(Purpose::AllSteps),
            Action::PreviewChoice(choice) => {
                self.teaching.preview(choice);
                self.history.select(None);
            }
            Action::ApplyChoice(index) => match self.teaching.choice(index).cloned() {
                Some(step) => self.apply_step(step),
                None => self.status = message!["That step is no longer on offer."],
            },
            Action::ApplyHint => match self.teaching.take_hint() {
                Some(hint) if hint.applicable => {
                    self.teaching.set_walk(None);
                    self.apply_step(hint.step);
                }
                Some(hint) => {
                    self.teaching.show_hint(hint);
                    self.status = message![
                        "This answer was found with your digit taken out, so it \
                                   cannot be applied here: erase the digit first to use it."
                    ];
                }
                None => self.status = message!["No hint to apply: press Hint first."],
            },
            Action::Ask(question) => self.ask(question),
            Action::SetAsking(on) => self.set_asking(on),
            Action::ShowExample(technique) => self.show_example(technique),
            Action::Back => self.back(),
            Action::Redo => self.redo(),
            Action::Play(made) => self.play(made),
            Action::FocusCell(cell) => {
                let on_board =
                    cell.filter(|c| self.grid().is_some_and(|g| c.index() < g.n() * g.n()));
                self.view.set_focus(on_board);
            }
            Action::MoveFocus { rows, cols } => self.move_focus(rows, cols),
            Action::Type(digit) => match self.view.focus() {
                Some(cell) if self.teaching.is_asking() => self.ask_typed(cell, digit),
                Some(cell) if self.view.is_pencil() => {
                    self.play(Move::ToggleCandidate { cell, digit })
                }
                Some(cell) => self.play(Move::Place { cell, digit }),
                None => self.highlight_digit(Some(digit)),
            },
            Action::HighlightDigit(digit) => self.highlight_digit(digit),
            Action::ShowBivalue(on) => self.show_bivalue(on),
            Action::ShowPeers(on) => self.show_peers(on),
            Action::SetPaint(paint) => self.set_paint(paint),
            Action::Paint(candidate) => self.paint_candidate(candidate),
            Action::ClearColours => self.clear_colours(),
            Action::SetNotation(notation) => self.set_notation(notation),
            Action::EraseFocused => match self.view.focus() {
                Some(cell) => self.play(Move::Erase { cell }),
                None => self.status = message!["Click a cell first, then erase it."],
            },
            Action::SetPencil(on) => {
                self.view.set_pencil(on);
                self.status = if on {
                    message!["Pencil mode: typed digits add or remove pencil marks."]
                } else {
                    message!["Digit mode: typed digits are placed."]
                };
            }
            Action::ShowWrongDigits(on) => self.show_wrong_digits(on),
            Action::ShowCandidates(on) => self.view.set_show_candidates(on),
            Action::Reset => self.reset(),
            Action::ToggleSolve => self.toggle_solve(),
            Action::SetSpeed(speed) => {
                self.timer.set_speed(speed);
            }
            Action::Tick(now) => self.tick(now),
            Action::Select(row) => self.history.select(row),
            Action::WeighDifficulty => self.weigh_difficulty(),
            Action::GoToPathStep(index) => self.go_to_path_step(index),
            Action::DismissError => self.error = None,
            Action::MoveTechnique { row, down } => {
                let mut order = self.order.clone();
                if order.swap(row, down) {
                    self.set_order(order);
                }
            }
            Action::SetTechniqueOn(technique, on) => {
                let mut order = self.order.clone();
                order.set_on(technique, on);
                self.set_order(order);
            }
            Action::ResetTechniques => self.set_order(TechniqueOrder::default()),
            Action::RestoreTechniques(stored) => {
                self.set_order(TechniqueOrder::from_stored(&stored));
            }
            Action::Generate(options) => {
                if self.pending.generation().is_none() {
                    let id = self.new_id();
                    let running = Awaited::Generation(Running::new(id));
                    self.pending.insert(id, running);
                    let job = Job::Generate(options);
                    self.effects.push(Effect::Start { id, job });
                }
            }
            Action::CancelGeneration => {
                if let Some(running) = self.pending.generation() {
                    self.effects.push(Effect::Cancel(running.id));
                }
            }
            Action::RunRandomGivens(config) => {
                if self.experiments.running().is_none() {
                    let id = self.start(Job::RandomGivens(config), Awaited::Experiment);
                    self.experiments
                        .started(id, "Filling and solving boards...");
                }
            }
            Action::RunCollection(source) => self.run_collection(source),
            Action::CancelExperiment => {
                if let Some(running) = self.experiments.running() {
                    self.effects.push(Effect::Cancel(running.id));
                }
            }
            Action::ChooseCollectionFile => {
                self.dialog(Dialog::CollectionFile, FileKind::Puzzle, None);
            }
            Action::ExportCsv(experiment) => match self.experiments.csv(experiment) {
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
                None => self.experiments.say("Run the experiment first."),
            },
            Action::CopyCsv(experiment) => match self.experiments.csv(experiment) {
                Some(contents) => {
                    self.effects.push(Effect::CopyText(contents));
                    self.experiments
                        .say("The table was copied to the clipboard as CSV.");
                }
                None => self.experiments.say("Run the experiment first."),
            },
        }
    }

    /// Takes the result of a job or dialog; an answer nobody waits for any more (its request
    /// was cancelled or replaced) is dropped. Returns what the executor must do next.
    pub fn receive(&mut self, reply: Reply) -> Vec<Effect> {
        match reply {
            Reply::Progress { id, done, total } => {
                if let Some(running) = self.pending.generation_mut(id) {
                    running.progress(done, total);
                }
                self.experiments.progress(id, done, total);
            }
            Reply::Finished { id, outcome } => self.finished(id, outcome),
        }
        std::mem::take(&mut self.effects)
    }

    /// Takes in the outcome of job `id`: what it was started for says what to do with it. A job
    /// no longer awaited (cancelled, or replaced by a newer request) is dropped here.
    pub(super) fn finished(&mut self, id: JobId, outcome: Outcome) {
        let Some(awaited) = self.pending.take(id) else {
            return;
        };
        match (awaited, outcome) {
            (Awaited::Dialog(dialog, save), Outcome::NoDialog)
                if dialog.can_take_a_typed_path() =>
            {
                self.ask_for_path(dialog, save);
            }
            (Awaited::Dialog(dialog, _), outcome) => self.dialog_answered(dialog, outcome),
            (Awaited::Search(search), Outcome::Step { finder, result }) => {
                self.finder = Some(finder);
                self.step_found(search, result);
            }
            (Awaited::Search(_), Outcome::AllSteps { finder, result }) => {
                self.finder = Some(finder);
                self.all_steps_found(result);
            }
            (
                Awaited::Search(search),
                Outcome::ShownMe {
                    finder,
                    steps,
                    found,
                },
            ) => {
                self.finder = Some(finder);
                self.shown_me(search, steps, found);
            }
            (Awaited::Count, Outcome::Examined(examined)) => self.counted(examined),
            (Awaited::Rate, Outcome::Rated(difficulty)) => {
                if let Some(info) = &mut self.info {
                    info.rating = difficulty.as_ref().map(|d| d.rating);
                    info.unrated = difficulty.is_none();
                    info.difficulty = difficulty;
                }
            }
            (Awaited::Weigh, Outcome::Weighed(without)) => self.weighed(without),
            (Awaited::Question(question), Outcome::Explained(result)) => {
                self.answered(question, result);
            }
            (
                Awaited::Generation(_),
                Outcome::Generated {
                    name,
                    practise,
                    result,
                },
            ) => self.generated(name, practise, result),
            (Awaited::Experiment, Outcome::RandomGivens(rows)) => {
                self.experiments.random_givens_done(id, rows);
            }
            (Awaited::Experiment, Outcome::Collection(report)) => {
                self.experiments.collection_done(id, report);
            }
            (Awaited::Worksheet(folder, stem), Outcome::WorksheetMade(sheet)) => {
                self.worksheet_made(folder, stem, sheet);
            }
            (Awaited::WorksheetWrite(summary), Outcome::Written(result)) => {
                self.worksheet_written(&summary, result);
            }
            (awaited, _) => {
                debug_assert!(
                    false,
                    "a reply of another kind than {awaited:?} was started for"
                );
            }
        }
    }

    pub(super) fn new_id(&mut self) -> JobId {
        self.next_id += 1;
        JobId(self.next_id)
    }

    /// Asks the executor to run `job`; returns its name.
    /// Starts `job`, awaited for `awaited`.
    pub(super) fn start(&mut self, job: Job, awaited: Awaited) -> JobId {
        let id = self.new_id();
        self.pending.insert(id, awaited);
        self.effects.push(Effect::Start { id, job });
        id
    }

    /// Stops waiting for the jobs `which` picks, and cancels them.
    pub(super) fn cancel_where(&mut self, which: impl Fn(&Awaited) -> bool) {
        for id in self.pending.drop_where(which) {
            self.effects.push(Effect::Cancel(id));
        }
    }
}
