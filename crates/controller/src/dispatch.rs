//! The controller's two entry points: `handle` takes an intent, `receive` a reply from the
//! executor; each changes the state and returns the effects to run. Replies nobody waits for any
//! more are dropped here.

use super::action::Action;
use super::jobs::{Effect, FileAnswer, FileKind, JobId, Reply};
use super::opening::Source;
use super::pending::{Awaited, Dialog, FileWait};
use super::prompts::Held;
use super::state::Controller;
use super::technique_order::TechniqueOrder;
use super::work::{self, Found, Outcome, Purpose};

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
                | Action::StartDrill(_)
                | Action::DrillNext
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
            Action::TakeStep => {
                self.request_search(Purpose::Step);
            }
            Action::Hint => self.hint_further(),
            Action::Walk(direction) => self.walk_proof(direction),
            Action::FindAllSteps => {
                self.request_search(Purpose::AllSteps);
            }
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
            Action::StartDrill(technique) => self.start_drill(technique),
            Action::DrillNext => self.drill_next(),
            Action::StepExample(technique) => self.step_example(technique),
            Action::CheckDrill => self.check_drill(),
            Action::NextDrill => self.next_drill(),
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
            Reply::Answered { id, answer } => self.file_answered(id, answer),
            Reply::Failed { id, reason } => self.job_failed(id, reason),
        }
        std::mem::take(&mut self.effects)
    }

    /// Takes in the outcome of job `id`: it is claimed from the slot of its own kind, with what
    /// the job was started for. A job no longer awaited (cancelled, or replaced by a newer
    /// request) is dropped here.
    pub(super) fn finished(&mut self, id: JobId, outcome: Outcome) {
        match outcome {
            Outcome::Open(opened) => {
                self.claim::<work::Open>(id, opened, |it, (), opened| it.opened(id, *opened));
            }
            Outcome::Search(searched) => {
                self.claim::<work::Search>(id, searched, |it, search, searched| {
                    it.finder = Some(searched.finder);
                    match searched.found {
                        Found::Step(result) => it.step_found(search, result),
                        Found::AllSteps(result) => it.all_steps_found(result),
                        Found::ShownMe { steps, found } => it.shown_me(search, steps, found),
                    }
                });
            }
            Outcome::Examine(examined) => {
                self.claim::<work::Examine>(id, examined, |it, (), (examined, from)| {
                    it.counted(examined, from);
                });
            }
            Outcome::Rate(difficulty) => {
                self.claim::<work::Rate>(id, difficulty, |it, (), difficulty| it.rated(difficulty));
            }
            Outcome::RateWithout(without) => {
                self.claim::<work::RateWithout>(id, without, |it, (), without| {
                    it.weighed(without);
                });
            }
            Outcome::Explain(result) => {
                self.claim::<work::Explain>(id, result, |it, question, result| {
                    it.answered(question, result);
                });
            }
            Outcome::Recognise(recognition) => {
                self.claim::<work::Recognise>(id, recognition, |it, judging, recognition| {
                    it.recognised(judging, recognition);
                });
            }
            Outcome::Generate(made) => {
                self.claim::<work::Generate>(id, made, |it, _, made| it.generated(made));
            }
            Outcome::Daily(made) => {
                self.claim::<work::Daily>(id, made, |it, _, made| it.generated(made));
            }
            Outcome::MakeDrill(made) => {
                self.claim::<work::MakeDrill>(id, made, |it, _, made| {
                    // Loading the drill's puzzle ends any round; this one goes on.
                    let round = it.drill.take();
                    it.generated(made);
                    it.drill = round;
                });
            }
            Outcome::StepExample(stepped) => {
                self.claim::<work::StepExample>(id, stepped, |it, technique, stepped| {
                    it.examples.stepped(technique, stepped.map(|boxed| *boxed));
                });
            }
            Outcome::RandomGivens(rows) => {
                self.claim::<work::RandomGivens>(id, rows, |it, (), rows| {
                    it.experiments.random_givens_done(id, rows);
                });
            }
            Outcome::SolveCollection(report) => {
                self.claim::<work::SolveCollection>(id, report, |it, (), report| match report {
                    Ok(report) => it.experiments.collection_done(id, report),
                    Err(error) => {
                        let why = template!("experiment-cannot-run", error = error.to_string());
                        it.experiments.stopped(id, why);
                    }
                });
            }
            Outcome::MakeWorksheet(sheet) => {
                self.claim::<work::MakeWorksheet>(id, sheet, |it, (folder, stem), sheet| {
                    it.worksheet_made(folder, stem, sheet);
                });
            }
        }
    }

    /// Hands the reply of job `id` of kind `W` to `then`, with what the job was started for,
    /// if it is still awaited.
    fn claim<W: Awaited>(
        &mut self,
        id: JobId,
        reply: W::Reply,
        then: impl FnOnce(&mut Controller, W::Waiting, W::Reply),
    ) {
        if let Some(waiting) = self.pending.take::<W>(id) {
            then(self, waiting, reply);
        }
    }

    /// Takes in the answer of file dialog or write `id`: a dialog that could not open asks for
    /// a typed path where one can stand in for it.
    fn file_answered(&mut self, id: JobId, answer: FileAnswer) {
        match (self.pending.take_file(id), answer) {
            (Some(FileWait::Dialog(dialog, save)), FileAnswer::NoDialog)
                if dialog.can_take_a_typed_path() =>
            {
                self.ask_for_path(dialog, save);
            }
            (Some(FileWait::Dialog(dialog, _)), answer) => self.dialog_answered(dialog, answer),
            (Some(FileWait::WorksheetWrite(summary)), FileAnswer::Written(result)) => {
                self.worksheet_written(&summary, result);
            }
            (Some(FileWait::WorksheetWrite(_)), _) | (None, _) => {}
        }
    }

    /// Job `id` ended without its outcome: the status and the error dialog say so (and the
    /// experiments' window, for an experiment).
    fn job_failed(&mut self, id: JobId, reason: String) {
        if self.pending.is_experiment(id) {
            self.experiments
                .stopped(id, template!("job-failed", reason = reason.clone()));
        }
        if !self.pending.forget(id) {
            return;
        }
        self.timer.stop();
        self.status = template!("status-job-failed");
        self.prompts
            .show_error(template!("job-failed", reason = reason));
    }

    /// A name for a new job or dialog.
    pub(super) fn new_id(&mut self) -> JobId {
        self.pending.new_id()
    }

    /// Starts `work`, awaited for `waiting` in the slot of its kind; returns its name.
    pub(super) fn start<W: Awaited>(&mut self, work: W, waiting: W::Waiting) -> JobId {
        let id = self.new_id();
        self.start_as(id, work, waiting);
        id
    }

    /// Starts `work` under the name `id`, awaited for `waiting` in the slot of its kind.
    pub(super) fn start_as<W: Awaited>(&mut self, id: JobId, work: W, waiting: W::Waiting) {
        self.pending.insert::<W>(id, waiting);
        self.effects.push(Effect::Start {
            id,
            job: work.into(),
        });
    }

    /// Stops waiting for the jobs of kind `W` that `which` picks, and cancels them.
    pub(super) fn cancel_where<W: Awaited>(&mut self, which: impl Fn(&W::Waiting) -> bool) {
        for id in self.pending.drop_where::<W>(which) {
            self.effects.push(Effect::Cancel(id));
        }
    }

    /// Stops waiting for every job of kind `W`, and cancels them.
    pub(super) fn cancel_all<W: Awaited>(&mut self) {
        self.cancel_where::<W>(|_| true);
    }
}
