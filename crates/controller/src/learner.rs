//! The learner part of the controller: the student's profile, whether the student was helped in
//! the puzzle in progress, and the date the profile counts as today.

use chrono::NaiveDate;

use stepper_core::deduction::technique::Technique;
use stepper_core::tasks::daily::today;
use stepper_core::tasks::profile::{Profile, SolvedPuzzle};
use stepper_core::tasks::recognise::Recognition;

/// The profile, and what the student took for the puzzle in progress.
#[derive(Debug, Clone, Default)]
pub(super) struct Learner {
    profile: Profile,
    /// Whether the student asked for help in the puzzle in progress: a hint, or a step the
    /// solver took (not the steps that open a practice puzzle).
    helped: bool,
    /// Whether the puzzle in progress was already added to the profile as finished.
    finished: bool,
    /// The name of the puzzle of the day being made: once a puzzle of that name is rated, the
    /// status says which technique it practises.
    daily_coming: Option<String>,
    /// Whether Reset profile was just chosen once (the next action, if it is Reset profile
    /// again, clears the profile; any other disarms it).
    reset_armed: bool,
    /// The date the profile counts as today, when one was fixed (see `Controller::fix_today`);
    /// the local date otherwise.
    fixed_today: Option<NaiveDate>,
}

/// The name a save dialog suggests for an exported profile.
pub const PROFILE_EXPORT_NAME: &str = "sudoku-stepper-profile.json";

impl Learner {
    /// The date the profile counts as today.
    pub(super) fn today(&self) -> NaiveDate {
        self.fixed_today.unwrap_or_else(today)
    }

    /// The profile.
    pub(super) fn profile(&self) -> &Profile {
        &self.profile
    }

    /// Uses `profile` from now on (one an earlier run kept).
    pub(super) fn restore(&mut self, profile: Profile) {
        self.profile = profile;
    }

    /// Counts `date` as today from now on, in place of the local date.
    pub(super) fn fix_today(&mut self, date: NaiveDate) {
        self.fixed_today = Some(date);
    }

    /// A review of a learnt technique is starting.
    pub(super) fn reviewing(&mut self) {
        self.profile.reviewing();
    }

    /// Whether the puzzle in progress was already added to the profile as finished.
    pub(super) fn is_finished(&self) -> bool {
        self.finished
    }

    /// Adds the puzzle in progress to the profile as finished, with the techniques of its path.
    pub(super) fn finished(&mut self, puzzle: SolvedPuzzle, techniques: &[Technique]) {
        self.finished = true;
        self.profile.finished(puzzle, techniques);
    }

    /// The puzzle of the day called `name` is being made (`None`: none is).
    pub(super) fn expect_daily(&mut self, name: Option<String>) {
        self.daily_coming = name;
    }

    /// The puzzle of the day being made, once: its name.
    pub(super) fn take_daily(&mut self) -> Option<String> {
        self.daily_coming.take()
    }

    /// Reset profile was chosen: whether it was chosen just before too (then the profile starts
    /// anew and the next Reset asks again), else it is armed.
    pub(super) fn reset_confirmed(&mut self) -> bool {
        self.reset_armed = !self.reset_armed;
        !self.reset_armed
    }

    /// An action came: anything but Reset profile disarms it.
    pub(super) fn keep_reset_armed(&mut self, reset: bool) {
        self.reset_armed &= reset;
    }

    /// A new puzzle is in progress.
    pub(super) fn start_puzzle(&mut self) {
        self.helped = false;
        self.finished = false;
    }

    /// Whether the student asked for help in the puzzle in progress.
    pub(super) fn was_helped(&self) -> bool {
        self.helped
    }

    /// A saved game is in progress again: whether the student had asked for help, and whether
    /// its last grid (`finished`) was already full and counted.
    pub(super) fn resume(&mut self, helped: bool, finished: bool) {
        self.helped = helped;
        self.finished = finished;
    }

    /// Notes what a move showed; a move made while a hint was shown (`hinted`) counts as seen.
    pub(super) fn recognised(&mut self, recognition: Recognition, hinted: bool) {
        match recognition {
            Recognition::Used { technique, .. } if hinted => self.profile.saw(technique),
            Recognition::Used { technique, .. } => {
                self.profile.applied(technique, self.today());
            }
            Recognition::Mistake {
                near: Some(technique),
            } => self.profile.mistaken(technique, self.today()),
            Recognition::Mistake { near: None } | Recognition::Guess => {}
        }
    }

    /// The student had the solver take a step.
    pub(super) fn took_help(&mut self) {
        self.helped = true;
    }

    /// The student asked for a hint; `named` is the technique it named, once it names one.
    pub(super) fn hinted(&mut self, named: Option<Technique>) {
        self.helped = true;
        if let Some(technique) = named {
            self.profile.hinted(technique, self.today());
        }
    }

    /// The first Check of a drill of `technique`: right or not.
    pub(super) fn drilled(&mut self, technique: Technique, right: bool) {
        self.profile.drilled(technique, self.today(), right);
    }

    /// The solver took a step of `technique` for the student.
    pub(super) fn saw(&mut self, technique: Technique) {
        self.profile.saw(technique);
    }
}
