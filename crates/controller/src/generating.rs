//! Puzzles the app makes: New Puzzle's generation, the puzzle of the day, and what happens when
//! one is made or fails.

use chrono::NaiveDate;

use stepper_core::deduction::technique::Level;
use stepper_core::message::Explained;
use stepper_core::model::RuleSet;
use stepper_core::tasks::curriculum::suggested_level;
use stepper_core::tasks::daily::DailyPuzzle;
use stepper_core::tasks::generator::{GenerateError, GenerateOptions};

use super::experiments::Running;
use super::jobs::Effect;
use super::pending::Awaited;
use super::state::{Controller, GenerationEnd};
use super::work::{self, Made, Purpose};

impl Controller {
    /// Takes in a made puzzle: loads it (a practice puzzle then steps up to its technique), or
    /// says why there is none.
    pub(super) fn generated(&mut self, made: Made) {
        let Made {
            name,
            practise,
            level,
            result,
        } = made;
        let serial = self.generation_end.map_or(1, |end| end.serial + 1);
        self.generation_end = Some(GenerationEnd {
            serial,
            succeeded: result.is_ok(),
        });
        if result.is_err() {
            self.learner.expect_daily(None);
            self.asked_practice = None;
        }
        if let (Some(technique), Some(level)) = (practise, level) {
            self.note_practice_level(technique, level);
        }
        match result {
            Ok(grid) => {
                self.load_grid(name, grid);
                if let Some(technique) = practise {
                    self.request_search(Purpose::Practise(technique));
                }
            }
            Err(GenerateError::Cancelled) => {
                self.status = template!("status-generation-cancelled");
            }
            Err(error) => {
                self.status = template!("status-generation-failed");
                self.prompts.show_error(error.message());
            }
        }
    }

    /// Starts generating a puzzle, unless one is being generated; it is named in the student's
    /// language ("Practise X-Wing 9x9 (seed 7)", "New Hard 9x9 Killer (seed 7)").
    pub(super) fn generate(&mut self, options: GenerateOptions) {
        self.generate_practice(options, false);
    }

    /// The same; `fall_back`: a practice puzzle asked for above its technique's level is made at
    /// the technique's level when none of the level asked for comes within `RAISED_LEVEL_TIME`.
    pub(super) fn generate_practice(&mut self, options: GenerateOptions, fall_back: bool) {
        let n = options.layout.n();
        let size = format!("{n}x{n}");
        let name = match options.practise {
            Some(technique) => template!(
                "practice-puzzle-name",
                technique = technique,
                size = size,
                seed = options.seed.to_string()
            ),
            None => template!(
                "new-puzzle-name",
                level = options.level.said(),
                size = size,
                rules = if options.rules == RuleSet::CLASSIC {
                    String::new()
                } else {
                    format!(" {}", options.rules.name())
                },
                seed = options.seed.to_string()
            ),
        };
        let name = self.render(&name);
        self.start_generation(work::Generate {
            options,
            name,
            fall_back,
        });
    }

    /// Starts making the puzzle of the day `date` at the level `daily_level` gives, unless a
    /// puzzle is being generated.
    pub(super) fn open_daily(&mut self, date: NaiveDate) {
        let daily = DailyPuzzle {
            date,
            level: self.daily_level(),
            rules: RuleSet::CLASSIC,
        };
        let name = daily.name_in(self.view.language());
        if self.pending.generation().is_none() {
            self.learner.expect_daily(Some(name.clone()));
        }
        self.start_generation(work::Daily { daily, name });
    }

    /// The level of the puzzle of the day: one above the highest level of the puzzles the
    /// student finished unaided (Easy before the first), as the profile suggests.
    pub fn daily_level(&self) -> Level {
        suggested_level(self.profile())
    }

    /// Starts `job`, which makes a puzzle, unless a puzzle is being made.
    pub(super) fn start_generation<W: Awaited<Waiting = Running>>(&mut self, job: W) {
        if self.pending.generation().is_none() {
            let id = self.new_id();
            self.start_as(id, job, Running::new(id));
        }
    }

    /// Asks the generation under way to stop (it ends with a reply of its own).
    pub(super) fn cancel_generation(&mut self) {
        if let Some(running) = self.pending.generation() {
            self.effects.push(Effect::Cancel(running.id));
        }
    }
}
