//! What the controller asks the outside world to do, and what comes back. Handling an intent or a
//! reply returns `Effect`s: start a `Job` (long work: a step search with a purpose, a rating, a
//! generation, an experiment), cancel one, repaint later, show a file dialog, write a file. An
//! executor runs them (on threads in the app, in order in tests) and hands each result back as a
//! `Reply`. `Job::run` is the work itself, with no threads: it is the same for every executor.
//! Jobs and replies are plain data (serde): the browser's job worker gets a job and sends its
//! reply back as JSON (see `WorkerRequest`).

use std::path::PathBuf;

use stepper_core::cancel::Cancel;
use stepper_core::deduction::step::Step;
use stepper_core::deduction::technique::Technique;
use stepper_core::format::ParseError;
use stepper_core::i18n::Language;
use stepper_core::message::Message;
use stepper_core::model::{Grid, Notation};
use stepper_core::picture::{Palette, Scene};
use stepper_core::solver::{
    Difficulty, Examined, Inconsistency, ScoreBands, SolveResult, SolvedFrom, StepFinder, Without,
    examine_position, rate_without,
};
use stepper_core::tasks::daily::{DailyPuzzle, SEEDS_TRIED};
use stepper_core::tasks::experiments::{
    CollectionReport, RandomGivensConfig, RandomGivensRow, random_givens, solve_collection,
};
use stepper_core::tasks::explain::{Answer, Question, QuestionError, explain};
use stepper_core::tasks::generator::{GenerateError, GenerateOptions, MAX_ATTEMPTS, generate};
use stepper_core::tasks::play::Move;
use stepper_core::tasks::recognise::{Recognition, recognise};
use stepper_core::tasks::worksheet::{Worksheet, worksheet};

use super::opening::{Opened, Source, open, read_collection};

/// Names one job or dialog, so that its reply finds the request it answers.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub struct JobId(pub u64);

/// What a step search is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Purpose {
    /// Take the step it finds (Take Step, Solve).
    Step,
    /// Show the step it finds as a hint.
    Hint,
    /// List every step the techniques find.
    AllSteps,
    /// Take the default order's steps up to the first one of this technique (the guide's Show
    /// me), which is then shown as a hint.
    ShowMe(Technique),
    /// The same for a puzzle generated to practise this technique; the step it stops at is
    /// kept hidden, for the student to find.
    Practise(Technique),
}

/// Long work, run away from the user interface.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub enum Job {
    /// Read and parse a puzzle file, a saved game or text (see `opening.rs`).
    Open(Source),
    /// Look for the next step (or every step) from `grid`.
    Search {
        /// What the answer is for.
        purpose: Purpose,
        /// The grid to search.
        grid: Grid,
        /// The techniques and the cache of the search; it comes back with the answer.
        finder: StepFinder,
    },
    /// Count the solutions of a puzzle (to two) and find the solution when there is one.
    Examine(Grid),
    /// Rate a puzzle: a whole solve with `techniques` in their order.
    Rate {
        /// The puzzle.
        grid: Grid,
        /// The techniques, in order.
        techniques: Vec<Technique>,
        /// Its solutions, counted to two (`None`: the count gave up).
        count: Option<usize>,
    },
    /// Rate a puzzle without each of some techniques, one after the other.
    RateWithout {
        /// The puzzle.
        grid: Grid,
        /// The techniques, in order.
        techniques: Vec<Technique>,
        /// Its solutions, counted to two (`None`: the count gave up).
        count: Option<usize>,
        /// The techniques to leave out, one at a time.
        left_out: Vec<Technique>,
    },
    /// Answer a student's question about one candidate of `position`.
    Explain {
        /// The grid asked about.
        position: Box<Grid>,
        /// The puzzle's solution.
        solution: Box<Grid>,
        /// The question.
        question: Question,
        /// The student's techniques, in order.
        techniques: Vec<Technique>,
    },
    /// Judge a move of the student (see `stepper_core::tasks::recognise`).
    Recognise {
        /// The grid the move was made on.
        before: Box<Grid>,
        /// The puzzle's unique solution.
        solution: Box<Grid>,
        /// The move.
        made: Move,
        /// The student's techniques, in order.
        techniques: Vec<Technique>,
    },
    /// Generate a puzzle, to be shown under `name`.
    Generate {
        /// What to make.
        options: GenerateOptions,
        /// Its name in the student's language.
        name: String,
    },
    /// Make the puzzle of a day, to be shown under `name`.
    Daily {
        /// The day, level and rules.
        daily: DailyPuzzle,
        /// Its name in the student's language.
        name: String,
    },
    /// Experiment (a): boards of random givens.
    RandomGivens(RandomGivensConfig),
    /// Make the worksheet of a puzzle (the controller then has it written).
    Worksheet {
        /// The puzzle's name, for the title.
        name: String,
        /// The puzzle.
        puzzle: Box<Grid>,
        /// The techniques, in order.
        techniques: Vec<Technique>,
        /// How cells and rows are named.
        notation: Notation,
        /// The language of its words.
        language: Language,
    },
    /// Experiment (b): read a collection and solve its puzzles with `techniques`.
    SolveCollection {
        /// The collection's file or text.
        collection: Source,
        /// The techniques, in order.
        techniques: Vec<Technique>,
    },
}

/// The files a dialog offers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileKind {
    /// Puzzle files: `.sud`, with a second filter for every readable format.
    Puzzle,
    /// Comma-separated tables.
    Csv,
    /// Pictures: PNG, or SVG.
    Picture,
    /// A learner's profile (JSON).
    Profile,
    /// A saved game (JSON).
    Game,
}

/// What a save dialog writes.
#[derive(Debug, Clone)]
pub enum Contents {
    /// Text, as it is.
    Text(String),
    /// A picture: SVG when the chosen name ends in `.svg`, else PNG.
    Picture(Box<Scene>),
    /// A worksheet, written into a folder.
    Worksheet {
        /// Its pages and pictures.
        sheet: Box<Worksheet>,
        /// The puzzle's name without its extension, for a folder of its own.
        stem: String,
    },
}

/// Something for the executor to do.
#[derive(Debug, Clone)]
pub enum Effect {
    /// Run `job`; its result comes back as `Reply::Finished` with `id`.
    Start {
        /// The job's name.
        id: JobId,
        /// The work.
        job: Job,
    },
    /// Stop the job `id` as soon as it can; its reply, if any, is no longer wanted.
    Cancel(JobId),
    /// Draw the window again after this many seconds (the Solve timer).
    RepaintAfter(f64),
    /// Ask the user for a file to read; the answer comes back as `Outcome::Chosen`.
    PickFile {
        /// The dialog's name.
        id: JobId,
        /// The files offered.
        kind: FileKind,
        /// The folder it starts in (the loaded puzzle's), when known.
        folder: Option<PathBuf>,
    },
    /// Ask the user where to save `contents`, then write it there; the answer comes back as
    /// `Outcome::Written` (or `Outcome::Chosen(None)` when no file was chosen).
    SaveFile {
        /// The dialog's name.
        id: JobId,
        /// The files offered.
        kind: FileKind,
        /// The folder it starts in (the loaded puzzle's), when known.
        folder: Option<PathBuf>,
        /// The file name the dialog suggests.
        suggested: String,
        /// What to write.
        contents: Contents,
    },
    /// Write `contents` to `path` (a path the user typed where no dialog could open); the answer
    /// comes back as `Outcome::Written`.
    WriteFile {
        /// The request's name.
        id: JobId,
        /// Where to write.
        path: PathBuf,
        /// What to write.
        contents: Contents,
    },
    /// Ask the user for a folder; the answer comes back as `Outcome::Chosen`.
    PickFolder {
        /// The dialog's name.
        id: JobId,
    },
    /// Put `text` on the clipboard.
    CopyText(String),
}

/// What a job or dialog gave.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub enum Outcome {
    /// The puzzle or game read, or why it could not be read.
    Opened(Box<Opened>),
    /// The next step, none, or why the grid is inconsistent; with the finder that searched.
    Step {
        /// The finder, to use again.
        finder: StepFinder,
        /// The answer.
        result: Result<Option<Step>, Inconsistency>,
    },
    /// Every step, or why the grid is inconsistent; with the finder that searched.
    AllSteps {
        /// The finder, to use again.
        finder: StepFinder,
        /// The answer.
        result: Result<Vec<Step>, Inconsistency>,
    },
    /// The steps taken up to the first one of the technique Show me asked for, and that step
    /// (`None`: the puzzle was solved, or got stuck, without it).
    ShownMe {
        /// The finder, to use again.
        finder: StepFinder,
        /// The steps before it, in order.
        steps: Vec<Step>,
        /// The first step of the technique.
        found: Option<Step>,
    },
    /// How many solutions the puzzle has, and the solution when there is one (with the grid it
    /// comes from).
    Examined(Examined, SolvedFrom),
    /// The solve path taken apart, with its rating (`None`: the techniques do not solve the
    /// puzzle).
    Rated(Option<Difficulty>),
    /// The ratings without each technique `Job::RateWithout` was given (none when cancelled).
    Weighed(Vec<Without>),
    /// The answer to a question, or why it could not be asked.
    Explained(Result<Answer, QuestionError>),
    /// What a move showed (`None`: nothing to judge, or cancelled).
    Recognised(Option<Recognition>),
    /// A generated puzzle, or why there is none.
    Generated {
        /// The name to show for it.
        name: String,
        /// The technique it was made to practise, if any.
        practise: Option<Technique>,
        /// The puzzle.
        result: Result<Grid, GenerateError>,
    },
    /// The rows of experiment (a) (`None`: cancelled).
    RandomGivens(Option<Vec<RandomGivensRow>>),
    /// The report of experiment (b) (`None`: cancelled), or why its collection could not be
    /// read.
    Collection(Result<Option<CollectionReport>, ParseError>),
    /// The file the user chose (`None`: the dialog was closed without one).
    Chosen(Option<PathBuf>),
    /// The file the user chose, read, where files have no path (in the browser).
    Read {
        /// The file's name.
        name: String,
        /// What it holds.
        text: String,
    },
    /// No file dialog could be shown on this system.
    NoDialog,
    /// The file was written, or why not.
    Written(Result<PathBuf, Message>),
    /// The worksheet made (`None`: cancelled).
    WorksheetMade(Option<Box<Worksheet>>),
    /// The job stopped without an outcome (in the browser: its worker crashed), with what the
    /// system said.
    Failed(String),
}

/// What comes back from the executor.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
#[allow(
    clippy::large_enum_variant,
    reason = "a reply travels once per job or progress report; boxing would only add noise"
)]
pub enum Reply {
    /// A job reports how far it got.
    Progress {
        /// The job.
        id: JobId,
        /// Units done.
        done: usize,
        /// Units in all.
        total: usize,
    },
    /// A job or dialog ended.
    Finished {
        /// The job.
        id: JobId,
        /// What it gave.
        outcome: Outcome,
    },
}

impl Job {
    /// Does the work, reporting progress as (done, total); stops early once `cancel` is set.
    pub fn run(self, cancel: &Cancel, progress: &mut dyn FnMut(usize, usize)) -> Outcome {
        match self {
            Job::Open(source) => Outcome::Opened(Box::new(open(source))),
            Job::Search {
                purpose: Purpose::AllSteps,
                grid,
                mut finder,
            } => {
                let result = finder.all_steps(&grid, cancel);
                Outcome::AllSteps { finder, result }
            }
            Job::Search {
                purpose: Purpose::ShowMe(technique) | Purpose::Practise(technique),
                grid,
                mut finder,
            } => {
                let (outcome, found) =
                    finder.steps_until(&grid, cancel, |step| step.technique == technique);
                Outcome::ShownMe {
                    finder,
                    steps: outcome.steps,
                    found,
                }
            }
            Job::Search {
                grid, mut finder, ..
            } => {
                let result = finder.next_step(&grid, cancel);
                Outcome::Step { finder, result }
            }
            Job::Examine(grid) => {
                let (examined, from) = examine_position(&grid, cancel);
                Outcome::Examined(examined, from)
            }
            Job::Rate {
                grid,
                techniques,
                count,
            } => {
                let outcome = StepFinder::new(&techniques).solve_counted(&grid, cancel, count);
                let solved = outcome.result == SolveResult::Solved;
                let bands = ScoreBands::of(grid.layout());
                Outcome::Rated(
                    solved
                        .then(|| Difficulty::of(outcome.steps, bands))
                        .flatten(),
                )
            }
            Job::RateWithout {
                grid,
                techniques,
                count,
                left_out,
            } => {
                let mut without = Vec::with_capacity(left_out.len());
                for (done, technique) in left_out.iter().enumerate() {
                    progress(done, left_out.len());
                    without.push(rate_without(&grid, &techniques, count, *technique, cancel));
                }
                Outcome::Weighed(without)
            }
            Job::Explain {
                position,
                solution,
                question,
                techniques,
            } => Outcome::Explained(explain(&position, &solution, question, &techniques, cancel)),
            Job::Recognise {
                before,
                solution,
                made,
                techniques,
            } => Outcome::Recognised(recognise(&before, &solution, made, &techniques, cancel)),
            Job::Generate { options, name } => {
                let most = options.max_attempts() as usize;
                let result = generate(&options, cancel, |attempt| {
                    progress(attempt as usize, most);
                });
                Outcome::Generated {
                    name,
                    practise: options.practise,
                    result: result.map(|generated| generated.grid),
                }
            }
            Job::Daily { daily, name } => {
                let most = (SEEDS_TRIED * u64::from(MAX_ATTEMPTS)) as usize;
                let result = daily.make(cancel, |seed, attempt| {
                    progress(
                        (seed * u64::from(MAX_ATTEMPTS)) as usize + attempt as usize,
                        most,
                    );
                });
                Outcome::Generated {
                    name,
                    practise: None,
                    result: result.map(|made| made.generated.grid),
                }
            }
            Job::RandomGivens(config) => {
                Outcome::RandomGivens(random_givens(&config, cancel, progress).ok())
            }
            Job::Worksheet {
                name,
                puzzle,
                techniques,
                notation,
                language,
            } => Outcome::WorksheetMade(
                worksheet(
                    &name,
                    &puzzle,
                    &techniques,
                    &Palette::LIGHT,
                    (notation, language),
                    cancel,
                )
                .map(Box::new),
            ),
            Job::SolveCollection {
                collection,
                techniques,
            } => Outcome::Collection(
                read_collection(collection)
                    .map(|puzzles| solve_collection(&puzzles, &techniques, cancel, progress).ok()),
            ),
        }
    }
}

/// A job as the browser's job worker gets it (as JSON): the job and its name.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct WorkerRequest {
    /// The job's name, for its replies.
    pub id: JobId,
    /// The work.
    pub job: Job,
}

impl WorkerRequest {
    /// Runs the job, reporting progress to `send` at most every `PROGRESS_GAP_MS` milliseconds,
    /// then its outcome: what the job worker does with each request.
    pub fn run(self, send: &mut dyn FnMut(Reply)) {
        let id = self.id;
        let mut last = None::<web_time::Instant>;
        let mut progress = |done, total| {
            let due = last.is_none_or(|at| at.elapsed().as_millis() >= PROGRESS_GAP_MS);
            if due || done == total {
                last = Some(web_time::Instant::now());
                send(Reply::Progress { id, done, total });
            }
        };
        let outcome = self.job.run(&Cancel::never(), &mut progress);
        send(Reply::Finished { id, outcome });
    }
}

/// The shortest time between two progress reports of the job worker, in milliseconds.
const PROGRESS_GAP_MS: u128 = 100;
