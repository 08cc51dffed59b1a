//! The controller's state and its two entry points: `Controller::handle` for intents and
//! `Controller::receive` for replies, each returning the effects to run.

use std::path::Path;

use crate::format::{ParseError, ParseErrorKind, PuzzleFile, read_path, read_str, write_sud};
use crate::generator::GenerateError;
use crate::guide::{example, replay_order};
use crate::model::{Cell, Grid};
use crate::play::{Move, lost_solution, wrong_digits};
use crate::solver::{
    Inconsistency, Rating, SolutionCount, StepFinder, next_step, solution_count, solve,
};
use crate::step::Step;
use crate::technique::Technique;

use super::action::{Action, CollectionSource, Experiment};
use super::experiments::{self, ExperimentState, Running};
use super::hint::{Hint, with_article};
use super::history::{Change, History, LogEntry};
use super::jobs::{Effect, FileKind, Job, JobId, Outcome, Purpose, Reply};
use super::technique_order::TechniqueOrder;

/// The slowest and fastest Solve speeds, in steps per second.
pub const SPEED_RANGE: std::ops::RangeInclusive<f64> = 1.0..=20.0;
/// The Solve speed a new controller starts with.
pub const DEFAULT_SPEED: f64 = 4.0;

/// What the status line says when no file dialog can be shown.
pub const NO_DIALOG: &str = "No file dialog is available on this system (no desktop portal or \
                             zenity): drop a puzzle file on the window, or give its path on the \
                             command line.";

/// What is known about the loaded puzzle.
#[derive(Debug, Clone)]
pub struct PuzzleInfo {
    /// The file or sample name.
    pub name: String,
    /// The puzzle as loaded.
    pub puzzle: Grid,
    /// How many solutions it has.
    pub solutions: SolutionCount,
    /// Its rating along the solve path of the enabled techniques in their order (`None` when it
    /// has no solution, or while it is being rated).
    pub rating: Option<Rating>,
    /// Its solution, when it has exactly one.
    pub solution: Option<Grid>,
    /// Whether rating ended without a rating: the enabled techniques do not solve it.
    pub unrated: bool,
}

/// The step search under way.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Search {
    /// Its job.
    pub id: JobId,
    /// What its answer is for.
    pub purpose: Purpose,
    /// Whether a Take Step came while it ran, to start when it ends.
    pub queued_step: bool,
}

/// How the last generation ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GenerationEnd {
    /// Counts the generations that ended.
    pub serial: u64,
    /// Whether it gave a puzzle.
    pub succeeded: bool,
}

/// What a file dialog is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Dialog {
    OpenPuzzle,
    SavePuzzle,
    CollectionFile,
    ExportCsv,
}

/// The whole state of the app.
#[derive(Debug, Clone)]
pub struct Controller {
    info: Option<PuzzleInfo>,
    history: History,
    focus: Option<Cell>,
    pencil: bool,
    show_wrong: bool,
    show_candidates: bool,
    order: TechniqueOrder,
    finder: Option<StepFinder>,
    next_id: u64,
    search: Option<Search>,
    rating: Option<JobId>,
    generation: Option<Running>,
    generation_end: Option<GenerationEnd>,
    experiments: ExperimentState,
    dialogs: Vec<(JobId, Dialog)>,
    solving: bool,
    last_solve_step: Option<f64>,
    hint: Option<Hint>,
    choices: Option<Vec<Step>>,
    previewed: Option<usize>,
    speed: f64,
    status: String,
    error: Option<String>,
    effects: Vec<Effect>,
}

impl Default for Controller {
    fn default() -> Self {
        Controller::new()
    }
}

impl Controller {
    /// A controller with no puzzle loaded.
    pub fn new() -> Controller {
        Controller {
            info: None,
            history: History::default(),
            focus: None,
            pencil: false,
            show_wrong: false,
            show_candidates: true,
            order: TechniqueOrder::default(),
            finder: None,
            next_id: 0,
            search: None,
            rating: None,
            generation: None,
            generation_end: None,
            experiments: ExperimentState::default(),
            dialogs: Vec::new(),
            solving: false,
            last_solve_step: None,
            hint: None,
            choices: None,
            previewed: None,
            speed: DEFAULT_SPEED,
            status: "No puzzle loaded: open a file.".to_string(),
            error: None,
            effects: Vec::new(),
        }
    }

    /// The loaded puzzle, if any.
    pub fn info(&self) -> Option<&PuzzleInfo> {
        self.info.as_ref()
    }

    /// The current grid: after the last step, or as loaded.
    pub fn grid(&self) -> Option<&Grid> {
        self.history
            .last_grid()
            .or(self.info.as_ref().map(|info| &info.puzzle))
    }

    /// The grid to draw: after the selected log row, or the current one.
    pub fn shown_grid(&self) -> Option<&Grid> {
        match self.history.selected().and_then(|i| self.log().get(i)) {
            Some(entry) => Some(&entry.grid_after),
            None => self.grid(),
        }
    }

    /// The steps listed by the last Find All Steps for the current grid, if any.
    pub fn choices(&self) -> Option<&[Step]> {
        self.choices.as_deref()
    }

    /// Which listed step is previewed on the board.
    pub fn previewed(&self) -> Option<usize> {
        self.previewed
    }

    /// The hint on show, if any.
    pub fn hint(&self) -> Option<&Hint> {
        self.hint.as_ref()
    }

    /// The step whose highlight to draw: the selected one, a previewed choice, a hint from level
    /// 2 on, or the last one taken.
    pub fn shown_step(&self) -> Option<&Step> {
        if self.history.selected().is_none() {
            let previewed = self
                .previewed
                .and_then(|i| self.choices.as_ref().and_then(|c| c.get(i)));
            if let Some(step) = previewed.or(self.hint.as_ref().and_then(Hint::shown)) {
                return Some(step);
            }
        }
        let index = self
            .history
            .selected()
            .or(self.log().len().checked_sub(1))?;
        self.log().get(index).and_then(LogEntry::step)
    }

    /// The cell typed digits go to, if any.
    pub fn focus(&self) -> Option<Cell> {
        self.focus
    }

    /// Whether typed digits toggle pencil marks rather than place digits.
    pub fn is_pencil(&self) -> bool {
        self.pencil
    }

    /// Whether wrong digits are shown.
    pub fn shows_wrong_digits(&self) -> bool {
        self.show_wrong
    }

    /// Whether the candidates of empty cells are drawn.
    pub fn shows_candidates(&self) -> bool {
        self.show_candidates
    }

    /// The placed digits of the shown grid that differ from the solution, while they are shown.
    pub fn wrong_digits(&self) -> Vec<Cell> {
        match (self.show_wrong, self.shown_grid(), self.solution()) {
            (true, Some(grid), Some(solution)) => wrong_digits(grid, solution),
            _ => Vec::new(),
        }
    }

    /// Whether a Back can be redone.
    pub fn can_redo(&self) -> bool {
        self.history.can_redo()
    }

    fn solution(&self) -> Option<&Grid> {
        self.info.as_ref().and_then(|info| info.solution.as_ref())
    }

    /// The grid before the shown step (to draw what it removed), or `None` when no step is shown.
    pub fn grid_before_shown_step(&self) -> Option<&Grid> {
        let index = self
            .history
            .selected()
            .or(self.log().len().checked_sub(1))?;
        match index.checked_sub(1) {
            Some(previous) => self.log().get(previous).map(|e| &e.grid_after),
            None => self.info.as_ref().map(|info| &info.puzzle),
        }
    }

    /// The step log, oldest first.
    pub fn log(&self) -> &[LogEntry] {
        self.history.log()
    }

    /// The selected log row, if any.
    pub fn selected(&self) -> Option<usize> {
        self.history.selected()
    }

    /// Whether a timed solve is running.
    pub fn is_solving(&self) -> bool {
        self.solving
    }

    /// The step search under way, if any.
    pub fn search(&self) -> Option<Search> {
        self.search
    }

    /// Whether a step search is under way.
    pub fn is_searching(&self) -> bool {
        self.search.is_some()
    }

    /// Whether a Take Step waits for the running search to end.
    pub fn has_queued_step(&self) -> bool {
        self.search.is_some_and(|search| search.queued_step)
    }

    /// The Solve speed in steps per second.
    pub fn speed(&self) -> f64 {
        self.speed
    }

    /// The enabled techniques in priority order.
    pub fn techniques(&self) -> Vec<Technique> {
        self.order.enabled()
    }

    /// Every technique in the user's order, each on or off.
    pub fn technique_order(&self) -> &TechniqueOrder {
        &self.order
    }

    /// The status line.
    pub fn status(&self) -> &str {
        &self.status
    }

    /// An error to show in a dialog (a file that could not be opened).
    pub fn error(&self) -> Option<&str> {
        self.error.as_deref()
    }

    /// Whether the loaded puzzle is still being rated.
    pub fn is_rating(&self) -> bool {
        self.rating.is_some()
    }

    /// The generation under way, if any, with the attempt it is on.
    pub fn generation(&self) -> Option<&Running> {
        self.generation.as_ref()
    }

    /// How the last generation ended, if one did.
    pub fn generation_end(&self) -> Option<GenerationEnd> {
        self.generation_end
    }

    /// The experiments: the one running, the last results and the window's message.
    pub fn experiments(&self) -> &ExperimentState {
        &self.experiments
    }

    /// Whether any job or dialog is under way.
    pub fn is_busy(&self) -> bool {
        self.search.is_some()
            || self.rating.is_some()
            || self.generation.is_some()
            || self.experiments.running().is_some()
            || !self.dialogs.is_empty()
    }

    /// Changes the state as `action` asks; returns what the executor must do.
    pub fn handle(&mut self, action: Action) -> Vec<Effect> {
        match action {
            Action::ChooseFile => self.dialog(Dialog::OpenPuzzle, FileKind::Puzzle, None),
            Action::Open(path) => {
                let name = file_name(&path);
                self.load(name, read_path(&path));
            }
            Action::OpenText { name, text } => {
                let file = read_str(&name, &text);
                self.load(name, file);
            }
            Action::ChooseSaveFile => self.choose_save_file(),
            Action::Save(path) => match self.info.as_ref().map(|info| write_sud(&info.puzzle)) {
                Some(contents) => {
                    let id = self.new_id();
                    self.dialogs.push((id, Dialog::SavePuzzle));
                    self.effects.push(Effect::WriteFile { id, path, contents });
                }
                None => self.status = "No puzzle loaded: there is nothing to save.".to_string(),
            },
            Action::TakeStep => self.request_search(Purpose::Step),
            Action::Hint => self.hint_further(),
            Action::FindAllSteps => self.request_search(Purpose::AllSteps),
            Action::PreviewChoice(choice) => {
                self.previewed =
                    choice.filter(|&i| self.choices.as_ref().is_some_and(|c| i < c.len()));
                self.history.select(None);
            }
            Action::ApplyChoice(index) => {
                match self.choices.as_ref().and_then(|c| c.get(index)).cloned() {
                    Some(step) => self.apply_step(step),
                    None => self.status = "That step is no longer on offer.".to_string(),
                }
            }
            Action::ApplyHint => match self.hint.take() {
                Some(hint) => self.apply_step(hint.step),
                None => self.status = "No hint to apply: press Hint first.".to_string(),
            },
            Action::ShowExample(technique) => self.show_example(technique),
            Action::Back => self.back(),
            Action::Redo => self.redo(),
            Action::Play(made) => self.play(made),
            Action::FocusCell(cell) => {
                self.focus =
                    cell.filter(|c| self.grid().is_some_and(|g| c.index() < g.n() * g.n()));
            }
            Action::MoveFocus { rows, cols } => self.move_focus(rows, cols),
            Action::Type(digit) => match self.focus {
                Some(cell) if self.pencil => self.play(Move::ToggleCandidate { cell, digit }),
                Some(cell) => self.play(Move::Place { cell, digit }),
                None => self.status = "Click a cell first, then type its digit.".to_string(),
            },
            Action::EraseFocused => match self.focus {
                Some(cell) => self.play(Move::Erase { cell }),
                None => self.status = "Click a cell first, then erase it.".to_string(),
            },
            Action::SetPencil(on) => {
                self.pencil = on;
                self.status = if on {
                    "Pencil mode: typed digits add or remove pencil marks.".to_string()
                } else {
                    "Digit mode: typed digits are placed.".to_string()
                };
            }
            Action::ShowWrongDigits(on) => self.show_wrong_digits(on),
            Action::ShowCandidates(on) => self.show_candidates = on,
            Action::Reset => self.reset(),
            Action::ToggleSolve => self.toggle_solve(),
            Action::StopSolve => self.stop_solving("Solving stopped."),
            Action::SetSpeed(speed) => {
                self.speed = speed.clamp(*SPEED_RANGE.start(), *SPEED_RANGE.end());
            }
            Action::Tick(now) => self.tick(now),
            Action::Select(row) => self.history.select(row),
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
                if self.generation.is_none() {
                    let id = self.start(Job::Generate(options));
                    self.generation = Some(Running::new(id));
                }
            }
            Action::CancelGeneration => {
                if let Some(running) = &self.generation {
                    self.effects.push(Effect::Cancel(running.id));
                }
            }
            Action::RunRandomGivens(config) => {
                if self.experiments.running().is_none() {
                    let id = self.start(Job::RandomGivens(config));
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
                        Some((suggested.to_string(), contents)),
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
            Action::Notify(message) => self.status = message,
        }
        std::mem::take(&mut self.effects)
    }

    /// Takes the result of a job or dialog; an answer nobody waits for any more (its request
    /// was cancelled or replaced) is dropped. Returns what the executor must do next.
    pub fn receive(&mut self, reply: Reply) -> Vec<Effect> {
        match reply {
            Reply::Progress { id, done, total } => {
                if let Some(running) = self.generation.as_mut().filter(|r| r.id == id) {
                    running.progress(done, total);
                }
                self.experiments.progress(id, done, total);
            }
            Reply::Finished { id, outcome } => self.finished(id, outcome),
        }
        std::mem::take(&mut self.effects)
    }

    fn finished(&mut self, id: JobId, outcome: Outcome) {
        if let Some(index) = self.dialogs.iter().position(|(d, _)| *d == id) {
            let (_, dialog) = self.dialogs.remove(index);
            self.dialog_answered(dialog, outcome);
            return;
        }
        match outcome {
            Outcome::Step { finder, result } => {
                if self.search.is_some_and(|s| s.id == id) {
                    self.finder = Some(finder);
                    self.step_found(result);
                }
            }
            Outcome::AllSteps { finder, result } => {
                if self.search.is_some_and(|s| s.id == id) {
                    self.finder = Some(finder);
                    self.search = None;
                    self.all_steps_found(result);
                }
            }
            Outcome::Rated(rating) => {
                if self.rating == Some(id) {
                    self.rating = None;
                    if let Some(info) = &mut self.info {
                        info.rating = rating;
                        info.unrated = rating.is_none();
                    }
                }
            }
            Outcome::Generated { name, result } => {
                if self.generation.as_ref().is_some_and(|r| r.id == id) {
                    self.generation = None;
                    self.generated(name, result);
                }
            }
            Outcome::RandomGivens(rows) => self.experiments.random_givens_done(id, rows),
            Outcome::Collection(report) => self.experiments.collection_done(id, report),
            Outcome::Chosen(_) | Outcome::NoDialog | Outcome::Written(_) => {}
        }
    }

    fn new_id(&mut self) -> JobId {
        self.next_id += 1;
        JobId(self.next_id)
    }

    /// Asks the executor to run `job`; returns its name.
    fn start(&mut self, job: Job) -> JobId {
        let id = self.new_id();
        self.effects.push(Effect::Start { id, job });
        id
    }

    /// Asks for a file dialog: to pick a file, or (with a name and contents) to save one.
    fn dialog(&mut self, dialog: Dialog, kind: FileKind, save: Option<(String, String)>) {
        let id = self.new_id();
        self.dialogs.push((id, dialog));
        self.effects.push(match save {
            Some((suggested, contents)) => Effect::SaveFile {
                id,
                kind,
                suggested,
                contents,
            },
            None => Effect::PickFile { id, kind },
        });
    }

    fn choose_save_file(&mut self) {
        let Some(info) = &self.info else {
            self.status = "No puzzle loaded: there is nothing to save.".to_string();
            return;
        };
        let stem = info
            .name
            .rsplit_once('.')
            .map_or(info.name.as_str(), |s| s.0);
        let suggested = format!("{stem}.sud");
        let contents = write_sud(&info.puzzle);
        self.dialog(
            Dialog::SavePuzzle,
            FileKind::Puzzle,
            Some((suggested, contents)),
        );
    }

    fn dialog_answered(&mut self, dialog: Dialog, outcome: Outcome) {
        let experiments = matches!(dialog, Dialog::CollectionFile | Dialog::ExportCsv);
        match (dialog, outcome) {
            (Dialog::OpenPuzzle, Outcome::Chosen(Some(path))) => {
                let name = file_name(&path);
                self.load(name, read_path(&path));
            }
            (Dialog::CollectionFile, Outcome::Chosen(Some(path))) => {
                self.experiments.chose_file(path);
            }
            (_, Outcome::NoDialog) if experiments => self
                .experiments
                .say("No file dialog is available: type the path, or use Copy CSV for a table."),
            (_, Outcome::NoDialog) => self.status = NO_DIALOG.to_string(),
            (Dialog::ExportCsv, Outcome::Written(Ok(path))) => self
                .experiments
                .say(&format!("Saved the table to {}.", path.display())),
            (Dialog::ExportCsv, Outcome::Written(Err(error))) => self.experiments.say(&error),
            (_, Outcome::Written(Ok(path))) => {
                self.status = format!("Saved the puzzle to {}.", path.display());
            }
            (_, Outcome::Written(Err(error))) => {
                self.status = "Could not save the puzzle.".to_string();
                self.error = Some(error);
            }
            (_, Outcome::Chosen(None)) if experiments => self.experiments.say("No file chosen."),
            _ => {}
        }
    }

    fn run_collection(&mut self, source: CollectionSource) {
        if self.experiments.running().is_some() {
            return;
        }
        let file = match &source {
            CollectionSource::Top95 => read_str("top95.txt", experiments::TOP95),
            CollectionSource::File(path) => read_path(path),
        };
        match file {
            Ok(file) => {
                let puzzles = file.puzzles.into_iter().map(|p| p.grid).collect();
                let techniques = self.techniques();
                let id = self.start(Job::SolveCollection {
                    puzzles,
                    techniques,
                });
                self.experiments.started(id, "Solving the collection...");
            }
            Err(error) => self.experiments.say(&format!("Cannot run: {error}")),
        }
    }

    /// Starts a step search from the current grid for `purpose`, or says in the status line why
    /// there is none (no puzzle, already solved, the student's moves lost the solution). While a
    /// search runs, a Take Step is queued to follow it and other requests wait for it.
    fn request_search(&mut self, purpose: Purpose) {
        if let Some(search) = &mut self.search {
            search.queued_step |= purpose == Purpose::Step;
            return;
        }
        self.history.select(None);
        let Some(grid) = self.grid() else {
            self.status = "No puzzle loaded: open a file first.".to_string();
            return;
        };
        if grid.is_solved() {
            self.status = "The puzzle is solved: there is no step left to take.".to_string();
            self.solving = false;
            return;
        }
        if let Some(lost) = self
            .solution()
            .and_then(|solution| lost_solution(grid, solution))
        {
            self.status = format!(
                "No step from here: your digits or pencil marks rule out the solution (see {}). \
                 Turn on Check to see wrong digits, or press Back to undo your moves.",
                grid.geometry().cell_name(lost.cell)
            );
            self.solving = false;
            return;
        }
        let grid = grid.clone();
        let techniques = self.techniques();
        let mut finder = self
            .finder
            .take()
            .unwrap_or_else(|| StepFinder::new(&techniques));
        finder.set_techniques(&techniques);
        let id = self.start(Job::Search {
            purpose,
            grid,
            finder,
        });
        self.search = Some(Search {
            id,
            purpose,
            queued_step: false,
        });
        self.status = match purpose {
            Purpose::Step => "Searching for the next step...",
            Purpose::Hint => "Looking for a hint...",
            Purpose::AllSteps => "Looking for every step...",
        }
        .to_string();
    }

    /// Gives the next hint level, or starts the search for the step a first hint is about.
    fn hint_further(&mut self) {
        if let Some(hint) = &mut self.hint {
            hint.level = (hint.level + 1).min(3);
            self.history.select(None);
            self.status = hint.describe();
            return;
        }
        self.request_search(Purpose::Hint);
    }

    /// Applies the answer of a step or hint search, then starts a queued Take Step.
    fn step_found(&mut self, result: Result<Option<Step>, Inconsistency>) {
        let Some(search) = self.search.take() else {
            return;
        };
        match result {
            Err(reason) => {
                self.status = format!("The grid is inconsistent: {reason}.");
                self.solving = false;
            }
            Ok(None) => {
                self.status =
                    "Stuck: no enabled technique finds a step in this position.".to_string();
                self.solving = false;
            }
            Ok(Some(step)) if search.purpose == Purpose::Hint => {
                let hint = Hint::new(step);
                self.status = hint.describe();
                self.hint = Some(hint);
            }
            Ok(Some(step)) => {
                self.apply_step(step);
                if search.queued_step {
                    self.request_search(Purpose::Step);
                }
            }
        }
    }

    fn all_steps_found(&mut self, result: Result<Vec<Step>, Inconsistency>) {
        match result {
            Ok(steps) => {
                self.status = format!(
                    "{} found: choose one to preview, then apply it.",
                    counted(steps.len(), "step")
                );
                self.choices = Some(steps);
                self.previewed = None;
            }
            Err(reason) => self.status = format!("The grid is inconsistent: {reason}."),
        }
    }

    /// Drops the search under way and what was found for the current state: both belong to a
    /// state that no longer exists.
    fn invalidate_search(&mut self) {
        self.hint = None;
        self.choices = None;
        self.previewed = None;
        if let Some(search) = self.search.take() {
            self.effects.push(Effect::Cancel(search.id));
        }
    }

    fn load(&mut self, name: String, file: Result<PuzzleFile, ParseError>) {
        self.solving = false;
        let puzzle = file.and_then(|file| {
            file.puzzles
                .into_iter()
                .next()
                .ok_or_else(|| ParseError::new(&name, None, ParseErrorKind::Empty))
        });
        match puzzle {
            Err(error) => {
                self.status = format!("Could not open {name}; the current puzzle is unchanged.");
                self.error = Some(error.to_string());
            }
            Ok(puzzle) => self.load_grid(name, puzzle.grid),
        }
    }

    /// Makes `grid` the loaded puzzle: counts its solutions, starts rating it and clears the log.
    fn load_grid(&mut self, name: String, grid: Grid) {
        self.solving = false;
        let solutions = solution_count(&grid);
        let solution = if solutions == SolutionCount::Unique {
            solve(&grid)
        } else {
            None
        };
        self.status = format!("Opened {name}.");
        self.info = Some(PuzzleInfo {
            name,
            puzzle: grid,
            solutions,
            rating: None,
            solution,
            unrated: false,
        });
        self.rate();
        self.history.clear();
        self.focus = None;
        self.error = None;
        self.finder = None;
        self.invalidate_search();
    }

    /// Starts rating the loaded puzzle with the enabled techniques; a rating still under way for
    /// an older request is cancelled.
    fn rate(&mut self) {
        if let Some(id) = self.rating.take() {
            self.effects.push(Effect::Cancel(id));
        }
        let techniques = self.techniques();
        let Some(info) = &mut self.info else {
            return;
        };
        info.rating = None;
        info.unrated = false;
        if info.solutions == SolutionCount::None {
            return;
        }
        let grid = info.puzzle.clone();
        self.rating = Some(self.start(Job::Rate { grid, techniques }));
    }

    fn set_order(&mut self, order: TechniqueOrder) {
        if order != self.order {
            self.order = order;
            self.invalidate_search();
            self.rate();
        }
    }

    fn generated(&mut self, name: String, result: Result<Grid, GenerateError>) {
        let serial = self.generation_end.map_or(1, |end| end.serial + 1);
        self.generation_end = Some(GenerationEnd {
            serial,
            succeeded: result.is_ok(),
        });
        match result {
            Ok(grid) => self.load_grid(name, grid),
            Err(GenerateError::Cancelled) => {
                self.status = "Generation cancelled; the current puzzle is unchanged.".to_string();
            }
            Err(error) => {
                self.status =
                    "No puzzle was generated; the current puzzle is unchanged.".to_string();
                self.error = Some(error.to_string());
            }
        }
    }

    /// Takes `step` on the current grid and logs it.
    fn apply_step(&mut self, step: Step) {
        let Some(grid) = self.grid() else {
            return;
        };
        let mut grid_after = grid.clone();
        step.apply(&mut grid_after);
        let solved = grid_after.is_solved();
        self.status = format!("Step {}: {}.", self.log().len() + 1, step.technique);
        if solved {
            self.status.push_str(" The puzzle is solved.");
            self.solving = false;
        }
        self.history.push(LogEntry {
            change: Change::Step(step),
            grid_after,
        });
        self.hint = None;
        self.choices = None;
        self.previewed = None;
    }

    fn back(&mut self) {
        self.solving = false;
        self.invalidate_search();
        let count = self.log().len();
        self.status = match self.history.back() {
            Some(entry) => format!("Took back step {count}: {}.", entry.title()),
            None => "Nothing to take back.".to_string(),
        };
    }

    fn redo(&mut self) {
        self.solving = false;
        self.invalidate_search();
        let count = self.log().len();
        self.status = match self.history.redo() {
            Some(entry) => format!("Redid step {}: {}.", count + 1, entry.title()),
            None => "Nothing to redo.".to_string(),
        };
    }

    /// Loads the bundled example of `technique` and takes the default order's steps up to the
    /// first one that uses it, which is then shown as a level-2 hint.
    fn show_example(&mut self, technique: Technique) {
        let Some(example) = example(technique) else {
            self.status = format!("There is no bundled example of {technique}.");
            return;
        };
        self.load_grid(format!("{technique} example"), example.grid);
        let order = replay_order(technique);
        loop {
            let Some(grid) = self.grid() else {
                return;
            };
            match next_step(grid, &order) {
                Ok(Some(step)) if step.technique == technique => {
                    let mut hint = Hint::new(step);
                    hint.level = 2;
                    let only_singles = if technique == Technique::BruteForce {
                        " (with only the singles on)"
                    } else {
                        ""
                    };
                    self.status = format!(
                        "Show me: {} applies now{only_singles}. Look at the \
                         highlighted houses and cells; press Hint to see the whole step, or \
                         Apply Hint to take it.",
                        with_article(technique)
                    );
                    self.hint = Some(hint);
                    return;
                }
                Ok(Some(step)) => self.apply_step(step),
                Ok(None) | Err(_) => {
                    self.status = format!(
                        "The example was solved without {}.",
                        with_article(technique)
                    );
                    return;
                }
            }
        }
    }

    /// Makes the student's move on the current grid and logs it; a move that cannot be made
    /// changes nothing and says why.
    fn play(&mut self, made: Move) {
        let Some(grid) = self.grid() else {
            self.status = "No puzzle loaded: open a file first.".to_string();
            return;
        };
        match made.apply(grid) {
            Err(reason) => self.status = format!("{reason}."),
            Ok(grid_after) => {
                let description = made.describe(grid);
                self.stop_solving("Solving stopped.");
                self.invalidate_search();
                self.status = format!("{description}.");
                if grid_after.is_solved() {
                    let wrong = self.solution().map(|s| wrong_digits(&grid_after, s).len());
                    self.status.push_str(match wrong {
                        Some(0) => " The puzzle is solved: every digit is right.",
                        Some(_) => " Every cell is filled, but not every digit is right.",
                        None => " Every cell is filled.",
                    });
                }
                self.history.push(LogEntry {
                    change: Change::Move { made, description },
                    grid_after,
                });
                self.focus = Some(made.cell());
            }
        }
    }

    fn move_focus(&mut self, rows: isize, cols: isize) {
        let Some(n) = self.grid().map(Grid::n) else {
            return;
        };
        let n = n as isize;
        let (row, col) = match self.focus {
            Some(cell) => (cell.index() as isize / n, cell.index() as isize % n),
            None => (0, 0),
        };
        let row = (row + rows).rem_euclid(n);
        let col = (col + cols).rem_euclid(n);
        self.focus = Some(Cell::new((row * n + col) as usize));
    }

    fn show_wrong_digits(&mut self, on: bool) {
        self.show_wrong = on;
        if !on {
            self.status = "Wrong digits are hidden.".to_string();
            return;
        }
        let (Some(grid), Some(solution)) = (self.grid(), self.solution()) else {
            self.status =
                "Cannot check digits: the puzzle has no unique solution to check against."
                    .to_string();
            return;
        };
        let wrong = wrong_digits(grid, solution);
        let names: Vec<String> = wrong
            .iter()
            .map(|&cell| grid.geometry().cell_name(cell))
            .collect();
        self.status = match names.len() {
            0 => "Check: every placed digit is right.".to_string(),
            _ => format!(
                "Check: {} (shown in red): {}.",
                counted(names.len(), "wrong digit"),
                names.join(", ")
            ),
        };
    }

    fn reset(&mut self) {
        self.solving = false;
        self.invalidate_search();
        self.history.clear();
        self.status = match &self.info {
            Some(info) => format!("Reset {} to its givens.", info.name),
            None => "No puzzle loaded: open a file first.".to_string(),
        };
    }

    fn toggle_solve(&mut self) {
        if self.solving {
            self.stop_solving("Solving stopped.");
            return;
        }
        match self.grid() {
            None => self.status = "No puzzle loaded: open a file first.".to_string(),
            Some(grid) if grid.is_solved() => {
                self.status = "The puzzle is solved: there is no step left to take.".to_string();
            }
            Some(_) => {
                self.solving = true;
                self.history.select(None);
                self.last_solve_step = None;
                self.status = "Solving...".to_string();
            }
        }
    }

    fn stop_solving(&mut self, status: &str) {
        if self.solving {
            self.solving = false;
            self.invalidate_search();
            self.status = status.to_string();
        }
    }

    /// Advances a running Solve from a steady clock (`now` in seconds): starts the next step
    /// search when one interval has passed since the last, and asks for a repaint when the next
    /// is due.
    fn tick(&mut self, now: f64) {
        if !self.solving {
            return;
        }
        let interval = 1.0 / self.speed;
        let due = self.last_solve_step.map_or(now, |last| last + interval);
        if now < due {
            self.effects.push(Effect::RepaintAfter(due - now));
            return;
        }
        if self.search.is_some() {
            self.effects.push(Effect::RepaintAfter(interval));
            return;
        }
        self.request_search(Purpose::Step);
        if self.search.is_some() {
            self.last_solve_step = Some(now);
            self.effects.push(Effect::RepaintAfter(interval));
        } else {
            self.solving = false;
        }
    }
}

/// "1 step", "3 steps".
fn counted(count: usize, word: &str) -> String {
    if count == 1 {
        format!("1 {word}")
    } else {
        format!("{count} {word}s")
    }
}

/// The last part of a path, for titles and the status line.
pub fn file_name(path: &Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}
