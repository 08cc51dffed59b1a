//! The app's state and every change to it, with no user-interface types: the loaded puzzle, the
//! current grid, the step log (which doubles as the undo history), the running solve and the status
//! line. The view reads it and sends `Action`s; `Controller::handle` and `Controller::tick` are the
//! only ways it changes, so it can be tested without a window.

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::format::{ParseError, read_path, read_str, write_sud};
use crate::generator::GenerateError;
use crate::guide::{example, replay_order};
use crate::model::{Cell, Digit, Grid};
use crate::play::{Move, lost_solution, wrong_digits};
use crate::solver::{
    Inconsistency, Rating, SolutionCount, SolveResult, all_steps, next_step, next_step_cancellable,
    rate_steps, solution_count, solve, solve_steps,
};
use crate::step::{Role, Step};
use crate::techniques::{Cancel, Technique};

/// The slowest and fastest Solve speeds, in steps per second.
pub const SPEED_RANGE: std::ops::RangeInclusive<f64> = 1.0..=20.0;
/// The Solve speed a new controller starts with.
pub const DEFAULT_SPEED: f64 = 4.0;

/// Something the user asked for.
#[derive(Debug, Clone, PartialEq)]
pub enum Action {
    /// Open a puzzle file (the first puzzle of a collection).
    Open(std::path::PathBuf),
    /// Open a puzzle from text, e.g. a bundled sample.
    OpenText {
        /// The name shown for it.
        name: String,
        /// Its text in any readable format.
        text: String,
    },
    /// Write the loaded puzzle's givens to a `.sud` file.
    Save(std::path::PathBuf),
    /// Show a message in the status line.
    Notify(String),
    /// Apply the next step.
    TakeStep,
    /// Undo the last step or move.
    Back,
    /// Redo the step or move the last Back took back.
    Redo,
    /// Make a move by hand (play mode).
    Play(Move),
    /// Choose the cell that typed digits go to (`None`: no cell).
    FocusCell(Option<Cell>),
    /// Move the focus by rows and columns (wrapping at the edges).
    MoveFocus {
        /// Rows down (negative: up).
        rows: isize,
        /// Columns right (negative: left).
        cols: isize,
    },
    /// Type a digit into the focused cell: placed, or toggled as a pencil mark in pencil mode.
    Type(Digit),
    /// Erase the focused cell's digit.
    EraseFocused,
    /// Switch pencil mode on or off: typed digits toggle pencil marks instead of placing.
    SetPencil(bool),
    /// Show or hide the placed digits that differ from the solution.
    ShowWrongDigits(bool),
    /// Return to the puzzle as loaded.
    Reset,
    /// Start a timed solve, or stop the running one.
    ToggleSolve,
    /// Stop the running solve.
    StopSolve,
    /// Set the Solve speed in steps per second.
    SetSpeed(f64),
    /// Show the board as it was after a step of the log (`None`: the latest state).
    Select(Option<usize>),
    /// Close the error message.
    DismissError,
    /// A puzzle from the generator, or why there is none.
    Generated {
        /// The name to show for it.
        name: String,
        /// The puzzle, or why generation stopped.
        result: Result<Grid, GenerateError>,
    },
    /// Give the next hint: the technique, then where it applies, then the whole step.
    Hint,
    /// Take the step the hints are about.
    ApplyHint,
    /// List every step the enabled techniques find now (the first of each).
    FindAllSteps,
    /// Preview one of the listed steps on the board (`None`: stop previewing).
    PreviewChoice(Option<usize>),
    /// Take one of the listed steps.
    ApplyChoice(usize),
    /// Open the guide's example for a technique, stepped to where the technique applies.
    ShowExample(Technique),
    /// Use these techniques, in this order, for Take Step and Solve.
    SetTechniques(Vec<Technique>),
    /// The rating computed by a `RatingJob`.
    Rated {
        /// Which rating request it answers; a rating for a puzzle since replaced, or for a
        /// technique list since changed, is dropped.
        load: u64,
        /// The rating of the solve path with the enabled techniques (`None`: they do not
        /// solve the puzzle).
        rating: Option<Rating>,
    },
    /// The answer of a search for every step, handed out by `request_all_steps`.
    AllStepsFound {
        /// Which state the search started from; an answer for an older state is dropped.
        generation: u64,
        /// The steps, or why the grid is inconsistent.
        result: Result<Vec<Step>, Inconsistency>,
    },
    /// The answer of a step search handed out by `request_step` or `tick`.
    StepFound {
        /// Which state the search started from; an answer for an older state is dropped.
        generation: u64,
        /// The step, none, or why the grid is inconsistent.
        result: Result<Option<Step>, Inconsistency>,
    },
}

/// A step search to run away from the user interface (a worker thread), so a long search never
/// freezes a frame. `run` gives the `Action` that hands the answer back to the controller.
#[derive(Debug, Clone)]
pub struct StepJob {
    grid: Grid,
    techniques: Vec<Technique>,
    generation: u64,
    cancel: Cancel,
    every_step: bool,
}

impl StepJob {
    /// Searches for the next step (or for every step).
    pub fn run(self) -> Action {
        if self.every_step {
            return Action::AllStepsFound {
                generation: self.generation,
                result: all_steps(&self.grid, &self.techniques, &self.cancel),
            };
        }
        Action::StepFound {
            generation: self.generation,
            result: next_step_cancellable(&self.grid, &self.techniques, &self.cancel),
        }
    }
}

/// Rating the loaded puzzle (a whole solve with the enabled techniques in their order), to run
/// away from the user interface; `run` gives the `Action` that hands the rating back.
#[derive(Debug, Clone)]
pub struct RatingJob {
    grid: Grid,
    techniques: Vec<Technique>,
    load: u64,
}

impl RatingJob {
    /// The rating of the puzzle's solve path with the job's techniques, when they solve it.
    fn rate(&self) -> Option<Rating> {
        let outcome = solve_steps(&self.grid, &self.techniques);
        (outcome.result == SolveResult::Solved).then(|| rate_steps(&outcome.steps))
    }

    /// Rates the puzzle.
    pub fn run(self) -> Action {
        Action::Rated {
            load: self.load,
            rating: self.rate(),
        }
    }
}

/// What a running Solve needs next.
#[derive(Debug)]
pub enum Tick {
    /// No Solve is running.
    Idle,
    /// Look again after this many seconds.
    Wait(f64),
    /// Run this search now, then look again after this many seconds.
    Step(StepJob, f64),
}

/// What changed the grid in one row of the log.
#[derive(Debug, Clone, PartialEq)]
pub enum Change {
    /// A step a technique found.
    Step(Step),
    /// A move the student made.
    Move {
        /// The move.
        made: Move,
        /// The move in words ("You placed 5 in r1c2").
        description: String,
    },
}

/// One row of the step log: the step or move and the grid after it.
#[derive(Debug, Clone)]
pub struct LogEntry {
    /// What was done.
    pub change: Change,
    /// The grid once it was done.
    pub grid_after: Grid,
}

impl LogEntry {
    /// The step of the row, when a technique made it.
    pub fn step(&self) -> Option<&Step> {
        match &self.change {
            Change::Step(step) => Some(step),
            Change::Move { .. } => None,
        }
    }

    /// A short name of the change: the technique, or "Your move".
    pub fn title(&self) -> String {
        match &self.change {
            Change::Step(step) => step.technique.to_string(),
            Change::Move { .. } => "Your move".to_string(),
        }
    }

    /// The change in words: the step's explanation or the move's description.
    pub fn message(&self) -> &str {
        match &self.change {
            Change::Step(step) => &step.message,
            Change::Move { description, .. } => description,
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

/// A graded hint about the next step: level 1 names the technique, level 2 also shows its houses
/// and pattern, level 3 shows the whole step. Nothing is applied until asked.
#[derive(Debug, Clone)]
pub struct Hint {
    /// The step the hint is about.
    pub step: Step,
    /// How much is shown, 1 to 3.
    pub level: u8,
    /// The step as level 2 shows it: houses and pattern only, no effect.
    pub outline: Step,
}

impl Hint {
    fn new(step: Step) -> Hint {
        let keep = |role: Role| matches!(role, Role::Pattern | Role::Fin);
        let outline = Step {
            technique: step.technique,
            message: String::new(),
            placements: Vec::new(),
            eliminations: Vec::new(),
            highlight: crate::step::Highlight {
                houses: step.highlight.houses.clone(),
                cells: step.highlight.cells.clone(),
                candidates: step
                    .highlight
                    .candidates
                    .iter()
                    .copied()
                    .filter(|&(_, role)| keep(role))
                    .collect(),
                links: Vec::new(),
                sets: step.highlight.sets.clone(),
            },
        };
        Hint {
            step,
            level: 1,
            outline,
        }
    }

    /// What the status line says at this level.
    fn describe(&self) -> String {
        let technique = self.step.technique;
        match self.level {
            1 => format!(
                "Hint 1: the next step is {}. Press Hint again to see where it applies.",
                with_article(technique)
            ),
            2 => format!(
                "Hint 2: look for {} in the highlighted houses and cells. Press Hint \
                 again to see the whole step.",
                with_article(technique)
            ),
            _ => format!(
                "Hint 3: {} Press Apply Hint to take this step.",
                self.step.message
            ),
        }
    }
}

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

/// The whole state of the app.
#[derive(Debug, Clone)]
pub struct Controller {
    info: Option<PuzzleInfo>,
    log: Vec<LogEntry>,
    undone: Vec<LogEntry>,
    selected: Option<usize>,
    focus: Option<Cell>,
    pencil: bool,
    show_wrong: bool,
    techniques: Vec<Technique>,
    solving: bool,
    searching: bool,
    generation: u64,
    cancel_search: Arc<AtomicBool>,
    rating_requests: u64,
    rate_later: bool,
    pending_rating: Option<RatingJob>,
    hint: Option<Hint>,
    hint_pending: bool,
    choices: Option<Vec<Step>>,
    previewed: Option<usize>,
    step_queued: bool,
    speed: f64,
    last_solve_step: Option<f64>,
    status: String,
    error: Option<String>,
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
            log: Vec::new(),
            undone: Vec::new(),
            selected: None,
            focus: None,
            pencil: false,
            show_wrong: false,
            techniques: Technique::ALL.to_vec(),
            solving: false,
            searching: false,
            generation: 0,
            cancel_search: Arc::new(AtomicBool::new(false)),
            rating_requests: 0,
            rate_later: false,
            pending_rating: None,
            hint: None,
            hint_pending: false,
            choices: None,
            previewed: None,
            step_queued: false,
            speed: DEFAULT_SPEED,
            last_solve_step: None,
            status: "No puzzle loaded: open a file.".to_string(),
            error: None,
        }
    }

    /// The loaded puzzle, if any.
    pub fn info(&self) -> Option<&PuzzleInfo> {
        self.info.as_ref()
    }

    /// The current grid: after the last step, or as loaded.
    pub fn grid(&self) -> Option<&Grid> {
        self.log
            .last()
            .map(|entry| &entry.grid_after)
            .or(self.info.as_ref().map(|info| &info.puzzle))
    }

    /// The grid to draw: after the selected log row, or the current one.
    pub fn shown_grid(&self) -> Option<&Grid> {
        match self.selected.and_then(|i| self.log.get(i)) {
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

    /// Starts the search for every step the enabled techniques find now.
    pub fn request_all_steps(&mut self) -> Option<StepJob> {
        let mut job = self.request_step()?;
        job.every_step = true;
        self.status = "Looking for every step...".to_string();
        Some(job)
    }

    /// The hint on show, if any.
    pub fn hint(&self) -> Option<&Hint> {
        self.hint.as_ref()
    }

    /// The step whose highlight to draw: the selected one, a hint from level 2 on, or the last
    /// one taken.
    pub fn shown_step(&self) -> Option<&Step> {
        if self.selected.is_none()
            && let Some(step) = self
                .previewed
                .and_then(|i| self.choices.as_ref().and_then(|c| c.get(i)))
        {
            return Some(step);
        }
        if self.selected.is_none()
            && let Some(hint) = &self.hint
        {
            match hint.level {
                2 => return Some(&hint.outline),
                3 => return Some(&hint.step),
                _ => {}
            }
        }
        let index = self.selected.or(self.log.len().checked_sub(1))?;
        self.log.get(index).and_then(LogEntry::step)
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

    /// The placed digits of the shown grid that differ from the solution, while they are shown.
    pub fn wrong_digits(&self) -> Vec<Cell> {
        match (self.show_wrong, self.shown_grid(), self.solution()) {
            (true, Some(grid), Some(solution)) => wrong_digits(grid, solution),
            _ => Vec::new(),
        }
    }

    /// Whether a Back can be redone.
    pub fn can_redo(&self) -> bool {
        !self.undone.is_empty()
    }

    fn solution(&self) -> Option<&Grid> {
        self.info.as_ref().and_then(|info| info.solution.as_ref())
    }

    /// The grid before the shown step (to draw what it removed), or `None` when no step is shown.
    pub fn grid_before_shown_step(&self) -> Option<&Grid> {
        let index = self.selected.or(self.log.len().checked_sub(1))?;
        match index.checked_sub(1) {
            Some(previous) => self.log.get(previous).map(|e| &e.grid_after),
            None => self.info.as_ref().map(|info| &info.puzzle),
        }
    }

    /// The step log, oldest first.
    pub fn log(&self) -> &[LogEntry] {
        &self.log
    }

    /// The selected log row, if any.
    pub fn selected(&self) -> Option<usize> {
        self.selected
    }

    /// Whether a timed solve is running.
    pub fn is_solving(&self) -> bool {
        self.solving
    }

    /// Whether a step search is under way.
    pub fn is_searching(&self) -> bool {
        self.searching
    }

    /// The Solve speed in steps per second.
    pub fn speed(&self) -> f64 {
        self.speed
    }

    /// The enabled techniques in priority order.
    pub fn techniques(&self) -> &[Technique] {
        &self.techniques
    }

    /// The status line.
    pub fn status(&self) -> &str {
        &self.status
    }

    /// An error to show in a dialog (a file that could not be opened).
    pub fn error(&self) -> Option<&str> {
        self.error.as_deref()
    }

    /// From now on, a loaded puzzle is rated by a `RatingJob` handed out by `take_rating_job`
    /// rather than before `handle` returns.
    pub fn rate_in_background(&mut self) {
        self.rate_later = true;
    }

    /// The rating to compute for the puzzle just loaded, if any.
    pub fn take_rating_job(&mut self) -> Option<RatingJob> {
        self.pending_rating.take()
    }

    /// Whether the loaded puzzle is still being rated.
    pub fn is_rating(&self) -> bool {
        self.info.as_ref().is_some_and(|info| {
            info.rating.is_none() && !info.unrated && info.solutions != SolutionCount::None
        })
    }

    /// Changes the state as `action` asks.
    pub fn handle(&mut self, action: Action) {
        match action {
            Action::Open(path) => {
                let name = file_name(&path);
                self.load(name, read_path(&path));
            }
            Action::OpenText { name, text } => {
                let file = read_str(&name, &text);
                self.load(name, file);
            }
            Action::Save(path) => self.save(&path),
            Action::Notify(message) => self.status = message,
            Action::TakeStep => {
                if let Some(job) = self.request_step() {
                    let answer = job.run();
                    self.handle(answer);
                }
            }
            Action::Hint => {
                if let Some(job) = self.request_hint() {
                    let answer = job.run();
                    self.handle(answer);
                }
            }
            Action::Generated { name, result } => match result {
                Ok(grid) => self.load_grid(name, grid),
                Err(GenerateError::Cancelled) => {
                    self.status =
                        "Generation cancelled; the current puzzle is unchanged.".to_string();
                }
                Err(error) => {
                    self.status =
                        "No puzzle was generated; the current puzzle is unchanged.".to_string();
                    self.error = Some(error.to_string());
                }
            },
            Action::FindAllSteps => {
                if let Some(job) = self.request_all_steps() {
                    let answer = job.run();
                    self.handle(answer);
                }
            }
            Action::AllStepsFound { generation, result } => {
                if generation == self.generation {
                    self.searching = false;
                    match result {
                        Ok(steps) => {
                            self.status = format!(
                                "{} found: choose one to preview, then apply it.",
                                counted(steps.len(), "step")
                            );
                            self.choices = Some(steps);
                            self.previewed = None;
                        }
                        Err(reason) => {
                            self.status = format!("The grid is inconsistent: {reason}.");
                        }
                    }
                }
            }
            Action::PreviewChoice(choice) => {
                self.previewed =
                    choice.filter(|&i| self.choices.as_ref().is_some_and(|c| i < c.len()));
                self.selected = None;
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
            Action::StepFound { generation, result } => self.finish_step(generation, result),
            Action::Rated { load, rating } => {
                if load == self.rating_requests
                    && let Some(info) = &mut self.info
                {
                    info.rating = rating;
                    info.unrated = rating.is_none();
                }
            }
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
            Action::Reset => self.reset(),
            Action::ToggleSolve => self.toggle_solve(),
            Action::StopSolve => self.stop_solving("Solving stopped."),
            Action::SetSpeed(speed) => {
                self.speed = speed.clamp(*SPEED_RANGE.start(), *SPEED_RANGE.end());
            }
            Action::Select(row) => {
                self.selected = row.filter(|&i| i + 1 < self.log.len());
            }
            Action::DismissError => self.error = None,
            Action::SetTechniques(techniques) => {
                if techniques != self.techniques {
                    self.techniques = techniques;
                    self.invalidate_search();
                    self.rate();
                }
            }
        }
    }

    /// Advances a running Solve from a steady clock (`now` in seconds): hands out the next step
    /// search when one interval has passed since the last, else says how long to wait.
    pub fn tick(&mut self, now: f64) -> Tick {
        if !self.solving {
            return Tick::Idle;
        }
        let interval = 1.0 / self.speed;
        let due = self.last_solve_step.map_or(now, |last| last + interval);
        if now < due {
            return Tick::Wait(due - now);
        }
        if self.searching {
            return Tick::Wait(interval);
        }
        match self.request_step() {
            Some(job) => {
                self.last_solve_step = Some(now);
                Tick::Step(job, interval)
            }
            None => {
                self.solving = false;
                Tick::Idle
            }
        }
    }

    /// Take Step from the user interface: starts a search, or, while one runs, queues one more
    /// Take Step to start when it ends.
    pub fn take_step(&mut self) -> Option<StepJob> {
        if self.searching {
            self.step_queued = true;
            return None;
        }
        self.request_step()
    }

    /// Whether a Take Step waits for the running search to end.
    pub fn has_queued_step(&self) -> bool {
        self.step_queued
    }

    /// The queued Take Step, once no search runs any more.
    pub fn take_queued_step(&mut self) -> Option<StepJob> {
        if !self.step_queued || self.searching {
            return None;
        }
        self.step_queued = false;
        self.request_step()
    }

    /// Starts a step search from the current grid, or says in the status line why there is none
    /// (no puzzle, already solved, a search already running).
    pub fn request_step(&mut self) -> Option<StepJob> {
        if self.searching {
            return None;
        }
        self.selected = None;
        let Some(grid) = self.grid() else {
            self.status = "No puzzle loaded: open a file first.".to_string();
            return None;
        };
        if grid.is_solved() {
            self.status = "The puzzle is solved: there is no step left to take.".to_string();
            self.solving = false;
            return None;
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
            self.step_queued = false;
            return None;
        }
        let job = StepJob {
            grid: grid.clone(),
            techniques: self.techniques.clone(),
            generation: self.generation,
            cancel: Cancel::shared(Arc::clone(&self.cancel_search)),
            every_step: false,
        };
        self.searching = true;
        self.status = "Searching for the next step...".to_string();
        Some(job)
    }

    /// Gives the next hint level, or starts the search for the step a first hint is about.
    pub fn request_hint(&mut self) -> Option<StepJob> {
        if let Some(hint) = &mut self.hint {
            hint.level = (hint.level + 1).min(3);
            self.selected = None;
            self.status = hint.describe();
            return None;
        }
        let job = self.request_step()?;
        self.hint_pending = true;
        self.status = "Looking for a hint...".to_string();
        Some(job)
    }

    /// Drops any search under way: its answer would be for a state that no longer exists.
    fn invalidate_search(&mut self) {
        self.generation += 1;
        self.hint = None;
        self.hint_pending = false;
        self.choices = None;
        self.previewed = None;
        self.step_queued = false;
        if self.searching {
            self.cancel_search.store(true, Ordering::Relaxed);
            self.cancel_search = Arc::new(AtomicBool::new(false));
        }
        self.searching = false;
    }

    fn load(&mut self, name: String, file: Result<crate::format::PuzzleFile, ParseError>) {
        self.solving = false;
        let puzzle = file.and_then(|file| {
            file.puzzles
                .into_iter()
                .next()
                .ok_or_else(|| ParseError::new(&name, None, crate::format::ParseErrorKind::Empty))
        });
        match puzzle {
            Err(error) => {
                self.status = format!("Could not open {name}; the current puzzle is unchanged.");
                self.error = Some(error.to_string());
            }
            Ok(puzzle) => self.load_grid(name, puzzle.grid),
        }
    }

    /// Makes `grid` the loaded puzzle: counts its solutions, rates it and clears the log.
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
        self.log.clear();
        self.undone.clear();
        self.focus = None;
        self.selected = None;
        self.error = None;
        self.invalidate_search();
    }

    /// Rates the loaded puzzle with the enabled techniques: now, or through a `RatingJob` once
    /// `rate_in_background` was called. A rating still under way for an older request is dropped.
    fn rate(&mut self) {
        self.rating_requests += 1;
        self.pending_rating = None;
        let Some(info) = &mut self.info else {
            return;
        };
        info.rating = None;
        info.unrated = false;
        if info.solutions == SolutionCount::None {
            return;
        }
        let job = RatingJob {
            grid: info.puzzle.clone(),
            techniques: self.techniques.clone(),
            load: self.rating_requests,
        };
        if self.rate_later {
            self.pending_rating = Some(job);
        } else {
            info.rating = job.rate();
            info.unrated = info.rating.is_none();
        }
    }

    fn save(&mut self, path: &Path) {
        let Some(info) = &self.info else {
            self.status = "No puzzle loaded: there is nothing to save.".to_string();
            return;
        };
        match std::fs::write(path, write_sud(&info.puzzle)) {
            Ok(()) => self.status = format!("Saved the puzzle to {}.", path.display()),
            Err(error) => {
                self.status = format!("Could not save to {}.", path.display());
                self.error = Some(format!(
                    "{}: cannot write the file: {error}",
                    path.display()
                ));
            }
        }
    }

    /// Applies the answer of a step search, unless the state changed since it started.
    fn finish_step(&mut self, generation: u64, result: Result<Option<Step>, Inconsistency>) {
        if generation != self.generation {
            return;
        }
        self.searching = false;
        if self.grid().is_none() {
            return;
        }
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
            Ok(Some(step)) if self.hint_pending => {
                self.hint_pending = false;
                let hint = Hint::new(step);
                self.status = hint.describe();
                self.hint = Some(hint);
            }
            Ok(Some(step)) => self.apply_step(step),
        }
        self.hint_pending = false;
    }

    /// Takes `step` on the current grid and logs it.
    fn apply_step(&mut self, step: Step) {
        let Some(grid) = self.grid() else {
            return;
        };
        let mut grid_after = grid.clone();
        step.apply(&mut grid_after);
        let solved = grid_after.is_solved();
        self.status = format!("Step {}: {}.", self.log.len() + 1, step.technique);
        if solved {
            self.status.push_str(" The puzzle is solved.");
            self.solving = false;
        }
        self.log.push(LogEntry {
            change: Change::Step(step),
            grid_after,
        });
        self.undone.clear();
        self.selected = None;
        self.hint = None;
        self.choices = None;
        self.previewed = None;
        self.generation += 1;
    }

    fn back(&mut self) {
        self.solving = false;
        self.invalidate_search();
        self.selected = None;
        match self.log.pop() {
            Some(entry) => {
                self.status = format!("Took back step {}: {}.", self.log.len() + 1, entry.title());
                self.undone.push(entry);
            }
            None => self.status = "Nothing to take back.".to_string(),
        }
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

    fn redo(&mut self) {
        self.solving = false;
        self.invalidate_search();
        self.selected = None;
        match self.undone.pop() {
            Some(entry) => {
                self.status = format!("Redid step {}: {}.", self.log.len() + 1, entry.title());
                self.log.push(entry);
            }
            None => self.status = "Nothing to redo.".to_string(),
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
                self.log.push(LogEntry {
                    change: Change::Move { made, description },
                    grid_after,
                });
                self.undone.clear();
                self.selected = None;
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
        self.selected = None;
        self.log.clear();
        self.undone.clear();
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
                self.selected = None;
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
}

/// The technique's name after "a" or "an", as it is read aloud: "an X-Wing", "a Skyscraper".
pub fn with_article(technique: Technique) -> String {
    let name = technique.name();
    let article = if name.starts_with(['A', 'E', 'I', 'O', 'X']) {
        "an"
    } else {
        "a"
    };
    format!("{article} {name}")
}

/// The last part of a path, for titles and the status line.
pub fn file_name(path: &Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}
