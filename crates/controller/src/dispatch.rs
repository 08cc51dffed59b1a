//! The controller's two entry points: `handle` takes an intent, `receive` a reply from the
//! executor; each changes the state and returns the effects to run. Replies nobody waits for any
//! more are dropped here.

use super::action::Action;
use super::jobs::{Effect, FileKind, Job, JobId, Outcome, Purpose, Reply};
use super::opening::Source;
use super::pending::{Awaited, Dialog};
use super::prompts::Held;
use super::state::Controller;
use super::technique_order::TechniqueOrder;

impl Controller {
    /// Changes the state as `action` asks; returns what the executor must do. An action that
    /// would replace a puzzle with steps or moves in its log waits for `ConfirmReplacement`.
    pub fn handle(&mut self, action: Action) -> Vec<Effect> {
        self.learner
            .keep_reset_armed(matches!(action, Action::ResetProfile));
        self.ask_or_perform(action);
        std::mem::take(&mut self.effects)
    }

    /// Performs `action`, or keeps it back with a question when it would replace a puzzle in
    /// progress.
    pub(super) fn ask_or_perform(&mut self, action: Action) {
        if !self.log().is_empty() && self.would_replace(&action) {
            self.timer.stop();
            self.prompts.hold(Held::Action(action));
            self.status = template!("status-answer-replace");
            return;
        }
        self.perform(action);
    }

    /// Whether `action` makes another puzzle in place of the loaded one (an opened file or
    /// pasted text is asked about once it is read: see `Controller::opened`).
    fn would_replace(&self, action: &Action) -> bool {
        matches!(
            action,
            Action::ShowExample(_)
                | Action::Generate(_)
                | Action::OpenDaily(_)
                | Action::PractiseNext
        )
    }

    /// Goes on with the action kept back for the student's word, or keeps the puzzle.
    fn confirm_replacement(&mut self, replace: bool) {
        match self.prompts.take_replacement() {
            Some(Held::Action(action)) if replace => self.perform(action),
            Some(Held::Opened(loadable)) if replace => self.load_opened(*loadable),
            Some(_) => {
                self.status = template!(
                    "status-kept",
                    name = self
                        .info
                        .as_ref()
                        .map_or(template!("the-puzzle"), |info| message![info.name]),
                    count = self.log().len()
                );
            }
            None => {}
        }
    }

    /// Changes the state as `action` asks: each action goes to the method of the part that owns
    /// it.
    fn perform(&mut self, action: Action) {
        match action {
            Action::ConfirmReplacement(replace) => self.confirm_replacement(replace),
            Action::ChooseFile => self.dialog(Dialog::OpenPuzzle, FileKind::Puzzle, None),
            Action::OfferKeptGame(text) => self.open(Source::Kept(text)),
            Action::ResumeKeptGame(resume) => self.answer_kept_game(resume),
            Action::RestoreRecentFiles(paths) => self.prompts.restore_recent(paths),
            Action::TypedPath(typed) => self.typed_path(typed),
            Action::Open(path) => self.open(Source::File(path)),
            Action::OpenText { name, text } => self.open(Source::Text { name, text }),
            Action::Copy(form) => self.copy(form),
            Action::Paste(text) => self.paste(text),
            Action::ClipboardRefused => self.status = template!("status-clipboard-refused"),
            Action::ChooseSaveFile => self.choose_save_file(),
            Action::ChooseGameFile => self.choose_game_file(),
            Action::ExportPicture { dark } => self.choose_picture_file(dark),
            Action::ChooseWorksheetFolder => self.choose_worksheet_folder(),
            Action::TakeStep => self.request_search(Purpose::Step),
            Action::Hint => self.hint_further(),
            Action::Walk(direction) => self.walk_proof(direction),
            Action::FindAllSteps => self.request_search(Purpose::AllSteps),
            Action::PreviewChoice(choice) => self.preview_choice(choice),
            Action::ApplyChoice(index) => self.apply_choice(index),
            Action::ApplyHint => self.apply_hint(),
            Action::Ask(question) => self.ask(question),
            Action::SetAsking(on) => self.set_asking(on),
            Action::ShowExample(technique) => self.show_example(technique),
            Action::Back => self.back(),
            Action::Redo => self.redo(),
            Action::Play(made) => self.play(made),
            Action::FocusCell(cell) => self.focus_cell(cell),
            Action::MoveFocus { rows, cols } => self.move_focus(rows, cols),
            Action::Type(digit) => self.type_digit(digit),
            Action::HighlightDigit(digit) => self.highlight_digit(digit),
            Action::ShowBivalue(on) => self.show_bivalue(on),
            Action::ShowPeers(on) => self.show_peers(on),
            Action::SetPaint(paint) => self.set_paint(paint),
            Action::Paint(candidate) => self.paint_candidate(candidate),
            Action::ClearColours => self.clear_colours(),
            Action::SetNotation(notation) => self.set_notation(notation),
            Action::EraseFocused => self.erase_focused(),
            Action::SetPencil(on) => self.set_pencil(on),
            Action::ShowWrongDigits(on) => self.show_wrong_digits(on),
            Action::ShowCandidates(on) => self.view.set_show_candidates(on),
            Action::RecogniseMoves(on) => self.view.set_recognise_moves(on),
            Action::ColourBlindColours(on) => self.view.set_colour_blind(on),
            Action::SetTextSize(percent) => self.view.set_text_size(percent),
            Action::SetLanguage(language) => self.view.set_language(language),
            Action::RestoreProfile { profile, refusal } => self.restore_profile(*profile, refusal),
            Action::Reset => self.reset(),
            Action::ToggleSolve => self.toggle_solve(),
            Action::SetSpeed(speed) => self.timer.set_speed(speed),
            Action::Tick(now) => self.tick(now),
            Action::Select(row) => self.history.select(row),
            Action::WeighDifficulty => self.weigh_difficulty(),
            Action::GoToPathStep(index) => self.go_to_path_step(index),
            Action::DismissError => self.prompts.dismiss_error(),
            Action::MoveTechnique { row, down } => self.move_technique(row, down),
            Action::SetTechniqueOn(technique, on) => self.set_technique_on(technique, on),
            Action::ResetTechniques => self.set_order(TechniqueOrder::default()),
            Action::RestoreTechniques(stored) => self.restore_techniques(&stored),
            Action::Generate(options) => self.generate(options),
            Action::OpenDaily(date) => self.open_daily(date),
            Action::PractiseNext => self.practise_next(),
            Action::ExportProfile => self.export_profile(),
            Action::ImportProfile => self.choose_profile_to_import(),
            Action::ResetProfile => self.reset_profile(),
            Action::CancelGeneration => self.cancel_generation(),
            Action::RunRandomGivens(config) => self.run_random_givens(config),
            Action::RunCollection(source) => self.run_collection(source),
            Action::CancelExperiment => self.cancel_experiment(),
            Action::ChooseCollectionFile => self.choose_collection_file(),
            Action::ExportCsv(experiment) => self.export_csv(experiment),
            Action::CopyCsv(experiment) => self.copy_csv(experiment),
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
            (Awaited::Open, Outcome::Opened(opened)) => self.opened(id, *opened),
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
            (Awaited::Count, Outcome::Examined(examined, from)) => self.counted(examined, from),
            (Awaited::Rate, Outcome::Rated(difficulty)) => {
                if let Some(info) = &mut self.info {
                    info.rating = difficulty.as_ref().map(|d| d.rating);
                    info.unrated = difficulty.is_none();
                    info.difficulty = difficulty;
                }
                self.announce_daily_practice();
            }
            (Awaited::Weigh, Outcome::Weighed(without)) => self.weighed(without),
            (
                Awaited::Recognition {
                    row,
                    made,
                    grid_after,
                    hinted,
                },
                Outcome::Recognised(recognition),
            ) => self.recognised(row, made, &grid_after, recognition, hinted),
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
            (Awaited::Experiment, Outcome::Collection(Ok(report))) => {
                self.experiments.collection_done(id, report);
            }
            (Awaited::Experiment, Outcome::Collection(Err(error))) => {
                let why = template!("experiment-cannot-run", error = error.to_string());
                self.experiments.stopped(id, why);
            }
            (Awaited::Worksheet(folder, stem), Outcome::WorksheetMade(sheet)) => {
                self.worksheet_made(folder, stem, sheet);
            }
            (Awaited::WorksheetWrite(summary), Outcome::Written(result)) => {
                self.worksheet_written(&summary, result);
            }
            (awaited, Outcome::Failed(reason)) => self.job_failed(id, &awaited, reason),
            (awaited, _) => {
                let reason = "its reply was of another kind than the job's".to_string();
                self.job_failed(id, &awaited, reason);
            }
        }
    }

    /// Job `id`, started for `awaited`, ended without its outcome: the status and the error
    /// dialog say so (and the experiments' window, for an experiment).
    fn job_failed(&mut self, id: JobId, awaited: &Awaited, reason: String) {
        self.timer.stop();
        if matches!(awaited, Awaited::Experiment) {
            self.experiments
                .stopped(id, template!("job-failed", reason = reason.clone()));
        }
        self.status = template!("status-job-failed");
        self.prompts
            .show_error(template!("job-failed", reason = reason));
    }

    /// A name for a new job or dialog.
    pub(super) fn new_id(&mut self) -> JobId {
        self.pending.new_id()
    }

    /// Starts `job`, awaited for `awaited`; returns its name.
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
