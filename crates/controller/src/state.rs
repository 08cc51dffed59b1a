//! The controller's state and what the view reads of it; its two entry points,
//! `Controller::handle` for intents and `Controller::receive` for replies, are in `dispatch.rs`.

use stepper_core::deduction::step::Step;
use stepper_core::deduction::technique::Technique;
use stepper_core::i18n::Language;
use stepper_core::message::Message;
use stepper_core::model::{Cell, Grid};
use stepper_core::solver::{Difficulty, Rating, SolutionCount, SolvedFrom, StepFinder, Without};
use stepper_core::tasks::curriculum::PracticeLevel;
use stepper_core::tasks::play::wrong_digits;

use super::action::Action;
use super::drill_round::DrillRound;
use super::experiments::{ExperimentState, Running};
use super::guide_examples::GuideExamples;
use super::hint::Hint;
use super::history::{History, LogEntry};
use super::jobs::Effect;
use super::learner::Learner;
use super::opening::Origin;
use super::pending::{Pending, Search};
use super::prompts::{Held, PathRequest, Prompts};
use super::teaching::Teaching;
use super::technique_order::TechniqueOrder;
use super::timer::SolveTimer;
use super::view_settings::ViewSettings;
use super::walk::Walk;
use super::work;

/// What is known about the loaded puzzle.
#[derive(Debug, Clone)]
pub struct PuzzleInfo {
    /// The file or sample name.
    pub name: String,
    /// The puzzle as loaded.
    pub puzzle: Grid,
    /// How many solutions it has (`None` while they are being counted).
    pub solutions: Option<SolutionCount>,
    /// Its rating along the solve path of the enabled techniques in their order (`None` when it
    /// has no solution, or while it is being rated).
    pub rating: Option<Rating>,
    /// Its solution, when it has exactly one.
    pub solution: Option<Grid>,
    /// Which grid the solution comes from: the puzzle as loaded, or, when a wrong placed digit
    /// or a removed pencil mark has left it none, its digits or its givens alone.
    pub solved_from: SolvedFrom,
    /// Whether rating ended without a rating: the enabled techniques do not solve it.
    pub unrated: bool,
    /// The rated solve path taken apart (with the rating).
    pub difficulty: Option<Difficulty>,
    /// The ratings without each of the path's hardest techniques, once the Difficulty view has
    /// asked for them and they are known.
    pub without: Option<Vec<Without>>,
}

impl PuzzleInfo {
    /// The grid that is rated: the puzzle as loaded, or the grid its solution comes from when
    /// it has none of its own.
    pub fn rated_grid(&self) -> Grid {
        self.solved_from
            .grid(&self.puzzle)
            .unwrap_or_else(|| self.puzzle.clone())
    }

    /// Its name without the extension, for the names a save dialog suggests.
    pub fn stem(&self) -> &str {
        self.name
            .rsplit_once('.')
            .map_or(self.name.as_str(), |(stem, _)| stem)
    }
}

/// How the last generation ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GenerationEnd {
    /// Counts the generations that ended.
    pub serial: u64,
    /// Whether it gave a puzzle.
    pub succeeded: bool,
}

/// The whole state of the app.
#[derive(Debug, Clone)]
pub struct Controller {
    pub(super) info: Option<PuzzleInfo>,
    pub(super) history: History,
    pub(super) view: ViewSettings,
    pub(super) order: TechniqueOrder,
    pub(super) finder: Option<StepFinder>,
    pub(super) pending: Pending,
    pub(super) generation_end: Option<GenerationEnd>,
    pub(super) experiments: ExperimentState,
    pub(super) timer: SolveTimer,
    pub(super) teaching: Teaching,
    pub(super) learner: Learner,
    /// The round of drills under way.
    pub(super) drill: Option<DrillRound>,
    /// The guide's examples stepped for their pictures.
    pub(super) examples: GuideExamples,
    /// The level Practise next asked its puzzle at, until the puzzle is made.
    pub(super) asked_practice: Option<PracticeLevel>,
    /// What Practise next's puzzle's level is and why, until its practised step is shown.
    pub(super) practice_note: Option<Message>,
    pub(super) status: Message,
    pub(super) prompts: Prompts,
    pub(super) effects: Vec<Effect>,
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
            view: ViewSettings::default(),
            order: TechniqueOrder::default(),
            finder: None,
            pending: Pending::default(),
            generation_end: None,
            experiments: ExperimentState::default(),
            timer: SolveTimer::default(),
            teaching: Teaching::default(),
            learner: Learner::default(),
            drill: None,
            examples: GuideExamples::default(),
            asked_practice: None,
            practice_note: None,
            status: template!("status-no-puzzle-yet"),
            prompts: Prompts::default(),
            effects: Vec::new(),
        }
    }

    /// While an action that would replace the puzzle in progress waits for the student's word:
    /// the question to ask ("Replace the puzzle in progress? ...").
    pub fn replacement_question(&self) -> Option<Message> {
        let held = self.prompts.replacement()?;
        let action = match held {
            Held::Opened(loadable) if loadable.origin == Origin::Pasted => {
                return Some(self.replace_question(template!("replace-by-pasted")));
            }
            Held::Opened(loadable) => {
                let what = template!("replace-by-opening", name = loadable.name.as_str());
                return Some(self.replace_question(what));
            }
            Held::Action(action) => action,
        };
        let what = match action {
            Action::ShowExample(technique) => {
                template!("replace-by-example", technique = *technique)
            }
            Action::Generate(options) if options.practise.is_some() => {
                template!("replace-by-practice")
            }
            Action::OpenDaily(_) => template!("replace-by-daily"),
            Action::PractiseNext => template!("replace-by-practice"),
            Action::StartDrill(technique) => {
                template!("replace-by-drill", technique = *technique)
            }
            _ => template!("replace-by-new"),
        };
        Some(self.replace_question(what))
    }

    /// "Replace `name` (N log rows) by `what`?"
    fn replace_question(&self, what: Message) -> Message {
        let name = self
            .info
            .as_ref()
            .map_or(template!("the-puzzle-capital"), |info| message![info.name]);
        template!(
            "replace-question",
            name = name,
            count = self.log().len(),
            what = what
        )
    }

    /// The files opened or saved lately, the latest first (File > Open recent).
    pub fn recent_files(&self) -> &[std::path::PathBuf] {
        self.prompts.recent()
    }

    /// The path box shown where no file dialog could open, while it waits for a path.
    pub fn path_request(&self) -> Option<&PathRequest> {
        self.prompts.path_request()
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

    /// The grid to draw: during a proof walkthrough the grid the explained step starts from (its
    /// proof is about that grid), else the grid after the selected log row, or the current one.
    pub fn shown_grid(&self) -> Option<&Grid> {
        if self.walk().is_some() {
            return self.explained_grid();
        }
        match self.history.selected().and_then(|i| self.log().get(i)) {
            Some(entry) => Some(&entry.grid_after),
            None => self.grid(),
        }
    }

    /// The grid the explained step starts from: the current grid for a step on offer, else the
    /// grid before the explained log row.
    pub fn explained_grid(&self) -> Option<&Grid> {
        if self.offered_step().is_some() {
            return self.grid();
        }
        let index = self.explained_row()?;
        match index.checked_sub(1).and_then(|i| self.log().get(i)) {
            Some(entry) => Some(&entry.grid_after),
            None => self.info.as_ref().map(|info| &info.puzzle),
        }
    }

    /// The steps listed by the last Find All Steps for the current grid, if any.
    pub fn choices(&self) -> Option<&[Step]> {
        self.teaching.choices()
    }

    /// Which listed step is previewed on the board.
    pub fn previewed(&self) -> Option<usize> {
        self.teaching.previewed()
    }

    /// Whether question mode is on: the next digit typed asks about that candidate.
    pub fn is_asking(&self) -> bool {
        self.teaching.is_asking()
    }

    /// The hint shown (also the answer to a question), if any.
    pub fn hint(&self) -> Option<&Hint> {
        self.teaching.hint()
    }

    /// The step whose highlight to draw: the current fact of a proof walkthrough, else the
    /// selected step, a previewed choice, a hint from level 2 on, or the last one taken.
    pub fn shown_step(&self) -> Option<&Step> {
        match self.walk() {
            Some(walk) => Some(walk.shown()),
            None => self.explained_step(),
        }
    }

    /// The walkthrough of the explained step's proof, while one runs.
    pub fn walk(&self) -> Option<&Walk> {
        let walk = self.teaching.walk()?;
        let proof = self.explained_step()?.proof.as_deref()?;
        (walk.proof() == proof).then_some(walk)
    }

    /// The step the board and the proof panel explain: the selected one, a previewed choice, a
    /// hint from level 2 on, or the last one taken (not while a level-1 hint names the next
    /// step: the last step's pattern would be taken for the hint's).
    pub fn explained_step(&self) -> Option<&Step> {
        if let Some(step) = self.offered_step() {
            return Some(step);
        }
        if self.history.selected().is_none() && self.teaching.hint().is_some() {
            return None;
        }
        self.log()
            .get(self.explained_row()?)
            .and_then(LogEntry::step)
    }

    /// While no log row is selected: the previewed choice, else the hint from level 2 on.
    fn offered_step(&self) -> Option<&Step> {
        if self.history.selected().is_some() {
            return None;
        }
        let previewed = self
            .teaching
            .previewed()
            .and_then(|i| self.teaching.choice(i));
        previewed.or(self.teaching.hint().and_then(Hint::shown))
    }

    /// The log row explained when no step is on offer: the selected one, else the last.
    fn explained_row(&self) -> Option<usize> {
        self.history.selected().or(self.log().len().checked_sub(1))
    }

    /// The cell typed digits go to, if any.
    pub fn focus(&self) -> Option<Cell> {
        self.view.focus()
    }

    /// Whether typed digits toggle pencil marks rather than place digits.
    pub fn is_pencil(&self) -> bool {
        self.view.is_pencil()
    }

    /// Whether wrong digits are shown.
    pub fn shows_wrong_digits(&self) -> bool {
        self.view.shows_wrong()
    }

    /// Whether the student's moves are judged: the technique that justifies each (or "a
    /// guess", "a mistake") is named in its log row.
    pub fn recognises_moves(&self) -> bool {
        self.view.recognises_moves()
    }

    /// Whether the board draws in the colour-blind-safe palette.
    pub fn colour_blind_colours(&self) -> bool {
        self.view.colour_blind()
    }

    /// The size of the window's text, in percent of the normal size (see `TEXT_SIZES`).
    pub fn text_size(&self) -> u16 {
        self.view.text_size()
    }

    /// The language of the window.
    pub fn language(&self) -> Language {
        self.view.language()
    }

    /// Whether the candidates of empty cells are drawn.
    pub fn shows_candidates(&self) -> bool {
        self.view.shows_candidates()
    }

    /// The placed digits of the shown grid that differ from the solution, while they are shown.
    pub fn wrong_digits(&self) -> Vec<Cell> {
        match (self.view.shows_wrong(), self.shown_grid(), self.solution()) {
            (true, Some(grid), Some(solution)) => wrong_digits(grid, solution),
            _ => Vec::new(),
        }
    }

    /// Whether a Back can be redone.
    pub fn can_redo(&self) -> bool {
        self.history.can_redo()
    }

    pub(super) fn solution(&self) -> Option<&Grid> {
        self.info.as_ref().and_then(|info| info.solution.as_ref())
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
        self.timer.is_running()
    }

    /// The step search under way, if any.
    pub fn search(&self) -> Option<Search> {
        self.pending.search().copied()
    }

    /// Whether a step search is under way.
    pub fn is_searching(&self) -> bool {
        self.pending.search().is_some()
    }

    /// Whether a Take Step waits for the running search to end.
    pub fn has_queued_step(&self) -> bool {
        self.pending
            .search()
            .is_some_and(|search| search.queued_step)
    }

    /// The Solve speed in steps per second.
    pub fn speed(&self) -> f64 {
        self.timer.speed()
    }

    /// The enabled techniques in priority order.
    pub fn techniques(&self) -> Vec<Technique> {
        self.order.enabled()
    }

    /// The techniques a step search uses: the enabled ones, less those that assume a unique
    /// solution unless the puzzle is known to have one (it has several, the count gave up, or it
    /// is still under way).
    pub fn search_techniques(&self) -> Vec<Technique> {
        let unique = self
            .info
            .as_ref()
            .is_some_and(|info| info.solutions == Some(SolutionCount::Unique));
        let mut techniques = self.techniques();
        if !unique {
            techniques.retain(|t| !t.assumes_uniqueness());
        }
        techniques
    }

    /// Every technique in the user's order, each on or off.
    pub fn technique_order(&self) -> &TechniqueOrder {
        &self.order
    }

    /// The status line.
    pub fn status(&self) -> &Message {
        &self.status
    }

    /// An error to show in a dialog (a file that could not be opened), in the window's notation
    /// and language.
    pub fn error(&self) -> Option<String> {
        self.prompts.error().map(|error| self.render(error))
    }

    /// Whether the loaded puzzle is still being rated.
    pub fn is_rating(&self) -> bool {
        self.pending.any::<work::Rate>(|_| true)
    }

    /// Whether the solutions of the loaded puzzle are still being counted.
    pub fn is_counting(&self) -> bool {
        self.pending.any::<work::Examine>(|_| true)
    }

    /// The generation under way, if any, with the attempt it is on.
    pub fn generation(&self) -> Option<&Running> {
        self.pending.generation()
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
        !self.pending.is_empty()
    }
}
