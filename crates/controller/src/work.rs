//! The kinds of long work, one type each, and what each gives back: a kind's `Work::run` does the
//! work with no threads (the same for every executor) and returns its own reply type. `Job`
//! gathers the kinds for the executor and `Outcome` their replies, both declared from one list,
//! so a job's outcome is always the case of its own name.

use std::time::Duration;

use stepper_core::cancel::Cancel;
use stepper_core::deduction::step::Step;
use stepper_core::deduction::technique::{Level, Technique};
use stepper_core::format::ParseError;
use stepper_core::i18n::Language;
use stepper_core::model::{Grid, Notation, RuleSet};
use stepper_core::picture::Palette;
use stepper_core::solver::{
    Difficulty, Examined, Inconsistency, ScoreBands, SolveResult, SolvedFrom, StepFinder, Without,
    examine_position, rate_without,
};
use stepper_core::tasks::daily::{DailyPuzzle, SEEDS_TRIED};
use stepper_core::tasks::drill::{DRILL_TIME_LIMIT, DrillError, make_drill};
use stepper_core::tasks::experiments::{
    CollectionReport, RandomGivensConfig, RandomGivensRow, random_givens, solve_collection,
};
use stepper_core::tasks::explain::{Answer, Question, QuestionError, explain};
use stepper_core::tasks::generator::{
    GenerateError, GenerateOptions, MAX_ATTEMPTS, generate, generate_within,
};
use stepper_core::tasks::guide::example_step;
use stepper_core::tasks::play::Move;
use stepper_core::tasks::recognise::{Recognition, recognise};
use stepper_core::tasks::worksheet::{Worksheet, worksheet};

use super::opening::{Opened, Source, open, read_collection};

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

/// Declares `Job` and `Outcome` from one list of the kinds of work, so that each job's reply is
/// the case of `Outcome` with its name, holding the reply type of its `Work`.
macro_rules! kinds_of_work {
    ($($kind:ident),* $(,)?) => {
        /// Long work, run away from the user interface: one case per kind of `Work`.
        #[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
        pub enum Job {
            $(
                #[doc = concat!("The work of `", stringify!($kind), "`.")]
                $kind($kind),
            )*
        }

        /// What a job gave: the reply of its kind, in the case of the same name.
        #[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
        pub enum Outcome {
            $(
                #[doc = concat!("The reply of `", stringify!($kind), "`.")]
                $kind(<$kind as Work>::Reply),
            )*
        }

        $(
            impl From<$kind> for Job {
                fn from(job: $kind) -> Job {
                    Job::$kind(job)
                }
            }
        )*

        impl Job {
            /// Does the work, reporting progress as (done, total); stops early once `cancel` is
            /// set. The outcome is the case of the job's own name.
            pub fn run(self, cancel: &Cancel, progress: &mut dyn FnMut(usize, usize)) -> Outcome {
                match self {
                    $(Job::$kind(job) => Outcome::$kind(job.run(cancel, progress)),)*
                }
            }
        }
    };
}

kinds_of_work!(
    Open,
    Search,
    Examine,
    Rate,
    RateWithout,
    Explain,
    Recognise,
    Generate,
    Daily,
    MakeDrill,
    StepExample,
    RandomGivens,
    SolveCollection,
    MakeWorksheet,
);

/// A kind of long work and its reply: the job and what it gives are one type.
pub trait Work: Into<Job> {
    /// What the work gives back.
    type Reply;

    /// Does the work, reporting progress as (done, total); stops early once `cancel` is set.
    fn run(self, cancel: &Cancel, progress: &mut dyn FnMut(usize, usize)) -> Self::Reply;
}

/// Read and parse a puzzle file, a saved game or text (see `opening.rs`).
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct Open(pub Source);

impl Work for Open {
    type Reply = Box<Opened>;

    fn run(self, _: &Cancel, _: &mut dyn FnMut(usize, usize)) -> Box<Opened> {
        Box::new(open(self.0))
    }
}

/// Look for the next step (or every step) from `grid`.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct Search {
    /// What the answer is for.
    pub purpose: Purpose,
    /// The grid to search.
    pub grid: Grid,
    /// The techniques and the cache of the search; it comes back with the answer.
    pub finder: StepFinder,
}

/// What a step search found, as its purpose asked.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub enum Found {
    /// The next step, none, or why the grid is inconsistent (Take Step, a hint).
    Step(Result<Option<Step>, Inconsistency>),
    /// Every step, or why the grid is inconsistent (All Steps).
    AllSteps(Result<Vec<Step>, Inconsistency>),
    /// The steps taken up to the first one of the technique Show me or a practice puzzle asked
    /// for, and that step (`None`: the puzzle was solved, or got stuck, without it).
    ShownMe {
        /// The steps before it, in order.
        steps: Vec<Step>,
        /// The first step of the technique.
        found: Option<Step>,
    },
}

/// What a step search gives back: what it found, with the finder that searched.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct Searched {
    /// The finder, to use again.
    pub finder: StepFinder,
    /// The answer.
    pub found: Found,
}

impl Work for Search {
    type Reply = Searched;

    fn run(self, cancel: &Cancel, _: &mut dyn FnMut(usize, usize)) -> Searched {
        let Search {
            purpose,
            grid,
            mut finder,
        } = self;
        let found = match purpose {
            Purpose::AllSteps => Found::AllSteps(finder.all_steps(&grid, cancel)),
            Purpose::ShowMe(technique) | Purpose::Practise(technique) => {
                let (outcome, found) =
                    finder.steps_until(&grid, cancel, |step| step.technique == technique);
                Found::ShownMe {
                    steps: outcome.steps,
                    found,
                }
            }
            Purpose::Step | Purpose::Hint => Found::Step(finder.next_step(&grid, cancel)),
        };
        Searched { finder, found }
    }
}

/// Count the solutions of a puzzle (to two) and find the solution when there is one.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct Examine(pub Grid);

impl Work for Examine {
    /// How many solutions the puzzle has, and the solution when there is one (with the grid it
    /// comes from).
    type Reply = (Examined, SolvedFrom);

    fn run(self, cancel: &Cancel, _: &mut dyn FnMut(usize, usize)) -> (Examined, SolvedFrom) {
        examine_position(&self.0, cancel)
    }
}

/// Rate a puzzle: a whole solve with `techniques` in their order.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct Rate {
    /// The puzzle.
    pub grid: Grid,
    /// The techniques, in order.
    pub techniques: Vec<Technique>,
    /// Its solutions, counted to two (`None`: the count gave up).
    pub count: Option<usize>,
}

impl Work for Rate {
    /// The solve path taken apart, with its rating (`None`: the techniques do not solve the
    /// puzzle).
    type Reply = Option<Difficulty>;

    fn run(self, cancel: &Cancel, _: &mut dyn FnMut(usize, usize)) -> Option<Difficulty> {
        let outcome =
            StepFinder::new(&self.techniques).solve_counted(&self.grid, cancel, self.count);
        let solved = outcome.result == SolveResult::Solved;
        let bands = ScoreBands::of(self.grid.layout());
        solved
            .then(|| Difficulty::of(outcome.steps, bands))
            .flatten()
    }
}

/// Rate a puzzle without each of some techniques, one after the other.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct RateWithout {
    /// The puzzle.
    pub grid: Grid,
    /// The techniques, in order.
    pub techniques: Vec<Technique>,
    /// Its solutions, counted to two (`None`: the count gave up).
    pub count: Option<usize>,
    /// The techniques to leave out, one at a time.
    pub left_out: Vec<Technique>,
}

impl Work for RateWithout {
    /// The ratings without each technique left out (none when cancelled).
    type Reply = Vec<Without>;

    fn run(self, cancel: &Cancel, progress: &mut dyn FnMut(usize, usize)) -> Vec<Without> {
        let mut without = Vec::with_capacity(self.left_out.len());
        for (done, technique) in self.left_out.iter().enumerate() {
            progress(done, self.left_out.len());
            without.push(rate_without(
                &self.grid,
                &self.techniques,
                self.count,
                *technique,
                cancel,
            ));
        }
        without
    }
}

/// Answer a student's question about one candidate of `position`.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct Explain {
    /// The grid asked about.
    pub position: Box<Grid>,
    /// The puzzle's solution.
    pub solution: Box<Grid>,
    /// The question.
    pub question: Question,
    /// The student's techniques, in order.
    pub techniques: Vec<Technique>,
}

impl Work for Explain {
    /// The answer, or why the question could not be asked.
    type Reply = Result<Answer, QuestionError>;

    fn run(
        self,
        cancel: &Cancel,
        _: &mut dyn FnMut(usize, usize),
    ) -> Result<Answer, QuestionError> {
        explain(
            &self.position,
            &self.solution,
            self.question,
            &self.techniques,
            cancel,
        )
    }
}

/// Judge a move of the student (see `stepper_core::tasks::recognise`).
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct Recognise {
    /// The grid the move was made on.
    pub before: Box<Grid>,
    /// The puzzle's unique solution.
    pub solution: Box<Grid>,
    /// The move.
    pub made: Move,
    /// The student's techniques, in order.
    pub techniques: Vec<Technique>,
}

impl Work for Recognise {
    /// What the move showed (`None`: nothing to judge, or cancelled).
    type Reply = Option<Recognition>;

    fn run(self, cancel: &Cancel, _: &mut dyn FnMut(usize, usize)) -> Option<Recognition> {
        recognise(
            &self.before,
            &self.solution,
            self.made,
            &self.techniques,
            cancel,
        )
    }
}

/// A puzzle made by `Generate`, `Daily` or `MakeDrill`, or why there is none.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct Made {
    /// The name to show for it.
    pub name: String,
    /// The technique it was made to practise, if any.
    pub practise: Option<Technique>,
    /// The level of its rating, for a puzzle made by `Generate` or `Daily`.
    pub level: Option<Level>,
    /// The puzzle.
    pub result: Result<Grid, GenerateError>,
}

/// How long Practise next looks for a puzzle above its technique's level before it makes one at
/// the technique's level (see `Generate::fall_back`).
pub const RAISED_LEVEL_TIME: Duration = Duration::from_secs(20);

/// Generate a puzzle, to be shown under `name`.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct Generate {
    /// What to make.
    pub options: GenerateOptions,
    /// Its name in the student's language.
    pub name: String,
    /// For a practice puzzle asked for above its technique's level: make one at the
    /// technique's level when none of the level asked for comes within `RAISED_LEVEL_TIME`.
    pub fall_back: bool,
}

impl Work for Generate {
    type Reply = Made;

    fn run(self, cancel: &Cancel, progress: &mut dyn FnMut(usize, usize)) -> Made {
        let most = self.options.max_attempts() as usize;
        let mut progress = |attempt: u32| progress(attempt as usize, most);
        let own_level = self
            .options
            .practise
            .map(Technique::level)
            .filter(|&level| self.fall_back && level < self.options.level);
        let result = match own_level {
            Some(level) => {
                match generate_within(&self.options, RAISED_LEVEL_TIME, cancel, &mut progress) {
                    Err(GenerateError::TimedOut { .. } | GenerateError::NotFound { .. }) => {
                        let options = GenerateOptions {
                            level,
                            ..self.options
                        };
                        generate(&options, cancel, &mut progress)
                    }
                    made => made,
                }
            }
            None => generate(&self.options, cancel, &mut progress),
        };
        Made {
            name: self.name,
            practise: self.options.practise,
            level: result.as_ref().ok().map(|generated| generated.rating.level),
            result: result.map(|generated| generated.grid),
        }
    }
}

/// Make the puzzle of a drill of `technique` (see `stepper_core::tasks::drill`), to be shown
/// under `name`; it is then stepped to the technique's first step, as a practice puzzle is.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct MakeDrill {
    /// The technique drilled (one that `drillable` accepts).
    pub technique: Technique,
    /// The drill's seed.
    pub seed: u64,
    /// Its name in the student's language.
    pub name: String,
}

impl Work for MakeDrill {
    type Reply = Made;

    fn run(self, cancel: &Cancel, _: &mut dyn FnMut(usize, usize)) -> Made {
        let made = make_drill(
            self.technique,
            RuleSet::CLASSIC,
            self.seed,
            DRILL_TIME_LIMIT,
            cancel,
        );
        Made {
            name: self.name,
            practise: Some(self.technique),
            level: None,
            result: made.map(|drill| drill.puzzle).map_err(|error| match error {
                DrillError::Generate(error) => error,
                // The controller asks only for drillable techniques.
                DrillError::NotDrillable(_) | DrillError::Unreached(_) => GenerateError::Cancelled,
            }),
        }
    }
}

/// Step `technique`'s guide example to the position its picture shows (see
/// `stepper_core::tasks::guide::example_step`).
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct StepExample(pub Technique);

impl Work for StepExample {
    /// The position and the technique's step there; `None` when there is none.
    type Reply = Option<Box<(Grid, Step)>>;

    fn run(self, cancel: &Cancel, _: &mut dyn FnMut(usize, usize)) -> Option<Box<(Grid, Step)>> {
        example_step(self.0, cancel).map(Box::new)
    }
}

/// Make the puzzle of a day, to be shown under `name`.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct Daily {
    /// The day, level and rules.
    pub daily: DailyPuzzle,
    /// Its name in the student's language.
    pub name: String,
}

impl Work for Daily {
    type Reply = Made;

    fn run(self, cancel: &Cancel, progress: &mut dyn FnMut(usize, usize)) -> Made {
        let most = (SEEDS_TRIED * u64::from(MAX_ATTEMPTS)) as usize;
        let result = self.daily.make(cancel, |seed, attempt| {
            progress(
                (seed * u64::from(MAX_ATTEMPTS)) as usize + attempt as usize,
                most,
            );
        });
        Made {
            name: self.name,
            practise: None,
            level: result.as_ref().ok().map(|made| made.generated.rating.level),
            result: result.map(|made| made.generated.grid),
        }
    }
}

/// Experiment (a): boards of random givens.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct RandomGivens(pub RandomGivensConfig);

impl Work for RandomGivens {
    /// The experiment's rows (`None`: cancelled).
    type Reply = Option<Vec<RandomGivensRow>>;

    fn run(
        self,
        cancel: &Cancel,
        progress: &mut dyn FnMut(usize, usize),
    ) -> Option<Vec<RandomGivensRow>> {
        random_givens(&self.0, cancel, progress).ok()
    }
}

/// Experiment (b): read a collection and solve its puzzles with `techniques`.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct SolveCollection {
    /// The collection's file or text.
    pub collection: Source,
    /// The techniques, in order.
    pub techniques: Vec<Technique>,
}

impl Work for SolveCollection {
    /// The experiment's report (`None`: cancelled), or why its collection could not be read.
    type Reply = Result<Option<CollectionReport>, ParseError>;

    fn run(
        self,
        cancel: &Cancel,
        progress: &mut dyn FnMut(usize, usize),
    ) -> Result<Option<CollectionReport>, ParseError> {
        read_collection(self.collection)
            .map(|puzzles| solve_collection(&puzzles, &self.techniques, cancel, progress).ok())
    }
}

/// Make the worksheet of a puzzle (the controller then has it written).
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct MakeWorksheet {
    /// The puzzle's name, for the title.
    pub name: String,
    /// The puzzle.
    pub puzzle: Box<Grid>,
    /// The techniques, in order.
    pub techniques: Vec<Technique>,
    /// How cells and rows are named.
    pub notation: Notation,
    /// The language of its words.
    pub language: Language,
}

impl Work for MakeWorksheet {
    /// The worksheet (`None`: cancelled).
    type Reply = Option<Box<Worksheet>>;

    fn run(self, cancel: &Cancel, _: &mut dyn FnMut(usize, usize)) -> Option<Box<Worksheet>> {
        worksheet(
            &self.name,
            &self.puzzle,
            &self.techniques,
            &Palette::LIGHT,
            (self.notation, self.language),
            cancel,
        )
        .map(Box::new)
    }
}
