//! The learner's side of the controller: the profile (see `stepper_core::tasks::profile`) and what feeds
//! it. A move a technique justifies counts as that technique applied, a mistake counts against the
//! technique the position called for, a hint that names a technique counts against it, a step the
//! solver takes counts as seen; a finished puzzle is added with the techniques of its solve path,
//! and whether the student filled it alone.

use chrono::NaiveDate;

use stepper_core::deduction::technique::{Level, Technique};
use stepper_core::files::{KEPT_FILE_LIMIT, read_limited};
use stepper_core::message::{Message, and_list};
use stepper_core::model::Layout;
use stepper_core::model::RuleSet;
use stepper_core::tasks::curriculum::{
    Practice, PracticeLevel, learnable, practice_level, practise_next, prerequisites,
};
use stepper_core::tasks::drill::drillable;
use stepper_core::tasks::generator::{GenerateOptions, clock_seed};
use stepper_core::tasks::play::wrong_digits;
use stepper_core::tasks::profile::{Profile, SolvedPuzzle, parse_profile, profile_json};

use super::drill_round::DRILLS_PER_ROUND;
use super::jobs::{Contents, FileKind};
use super::learner::PROFILE_EXPORT_NAME;
use super::pending::Dialog;
use super::state::Controller;
use super::work::RAISED_LEVEL_TIME;

impl Controller {
    /// The learner's profile.
    pub fn profile(&self) -> &Profile {
        self.learner.profile()
    }

    /// Once the puzzle of the day is rated: says which technique it practises, the hardest of
    /// its solve path that the student has not mastered.
    pub(super) fn announce_daily_practice(&mut self) {
        let Some(daily) = self.learner.take_daily() else {
            return;
        };
        let Some(difficulty) = self
            .info
            .as_ref()
            .filter(|info| info.name == daily)
            .and_then(|info| info.difficulty.as_ref())
        else {
            return;
        };
        let profile = self.learner.profile();
        let practised = difficulty
            .steps
            .iter()
            .map(|step| step.technique)
            .filter(|&technique| {
                learnable().any(|t| t == technique) && !profile.record(technique).is_mastered()
            })
            .max_by_key(|&technique| (technique.level(), technique.score()));
        let level = difficulty.rating.level;
        self.status = match practised {
            Some(technique) => template!(
                "status-daily-practises",
                level = level.said(),
                technique = technique
            ),
            None => template!("status-daily-mastered", level = level.said()),
        };
    }

    /// Reset profile: the first time, says what it would clear and asks to be chosen again; the
    /// second time in a row, starts the profile anew.
    pub(super) fn reset_profile(&mut self) {
        if !self.learner.reset_confirmed() {
            let profile = self.learner.profile();
            self.status = template!(
                "status-reset-profile-armed",
                puzzles = profile.puzzles.len(),
                techniques = profile.techniques.len()
            );
            return;
        }
        self.learner.restore(Profile::default());
        self.status = template!("status-profile-anew");
    }

    /// Uses the profile in the file at `path` in place of the learner's, or says why not (the
    /// profile is then unchanged).
    pub(super) fn import_profile(&mut self, path: &std::path::Path) {
        let text = read_limited(path, KEPT_FILE_LIMIT).map_err(|error| error.to_string());
        self.import_profile_text(path.display().to_string(), text);
    }

    /// Asks where to save a copy of the profile.
    pub(super) fn export_profile(&mut self) {
        let contents = Contents::Text(profile_json(self.profile()));
        let save = (PROFILE_EXPORT_NAME.to_string(), contents);
        self.dialog(Dialog::ExportProfile, FileKind::Profile, Some(save));
    }

    /// Asks for a profile file to use in place of the learner's.
    pub(super) fn choose_profile_to_import(&mut self) {
        self.dialog(Dialog::ImportProfile, FileKind::Profile, None);
    }

    /// Uses `profile`, kept by an earlier run, and shows why the kept file was refused when it was
    /// (`refusal`: the profile is then a new one).
    pub(super) fn restore_profile(&mut self, profile: Profile, refusal: Option<Message>) {
        self.learner.restore(profile);
        if let Some(refusal) = refusal {
            self.prompts.show_error(refusal);
        }
    }

    /// Makes the profile in `text`, read from the file `name`, the learner's (or says why the
    /// file could not be read or used, keeping the profile).
    pub(super) fn import_profile_text(&mut self, name: String, text: Result<String, String>) {
        let read = text
            .map_err(|error| message![error])
            .and_then(|text| parse_profile(&text));
        match read {
            Ok(profile) => {
                self.status = template!(
                    "status-profile-imported",
                    name = name,
                    puzzles = profile.puzzles.len(),
                    techniques = profile.techniques.len()
                );
                self.learner.restore(profile);
            }
            Err(reason) => {
                self.status = template!("status-profile-unchanged");
                self.prompts
                    .show_error(template!("import-failed", name = name, reason = reason));
            }
        }
    }

    /// Counts `date` as today for the profile from now on (what is due, when a technique was
    /// practised, when a puzzle was finished), in place of the local date: a test's fixed
    /// calendar.
    pub fn fix_today(&mut self, date: NaiveDate) {
        self.learner.fix_today(date);
    }

    /// The date the profile counts as today: the fixed one, or the local date.
    pub fn today(&self) -> NaiveDate {
        self.learner.today()
    }

    /// What Practise next would practise now.
    pub fn next_practice(&self) -> Practice {
        practise_next(self.learner.profile(), self.learner.today())
    }

    /// The level of the puzzle Practise next would make to practise `technique` now.
    pub fn practice_level(&self, technique: Technique) -> PracticeLevel {
        practice_level(self.learner.profile(), technique)
    }

    /// Practises the next technique and says which and why: a due review of a technique that
    /// has drills is a round of drills; a new technique (or a review without drills) is a 9x9
    /// puzzle one level above the hardest the student finished unaided (or of the technique's
    /// level, when that is higher), and the status says which level and why.
    pub(super) fn practise_next(&mut self) {
        let practice = self.next_practice();
        let Some(technique) = practice.technique() else {
            self.status = template!("status-nothing-to-practise");
            return;
        };
        let why = match practice {
            Practice::Review { due, .. } => {
                self.learner.reviewing();
                template!(
                    "practise-review-due",
                    due = due.format("%Y-%m-%d").to_string()
                )
            }
            _ => match prerequisites(technique) {
                [] => template!("practise-next-unmastered"),
                before => template!(
                    "practise-next-unmastered-after",
                    before = and_list(before.iter().map(|&t| message![t]))
                ),
            },
        };
        if matches!(practice, Practice::Review { .. }) && drillable(technique) {
            self.start_drill(technique);
            self.status = template!(
                "status-review-drills",
                technique = technique,
                why = why,
                of = DRILLS_PER_ROUND
            );
            return;
        }
        let chosen = self.practice_level(technique);
        if self.generation().is_none() {
            self.asked_practice = Some(chosen);
        }
        self.generate_practice(
            GenerateOptions {
                layout: Layout::CLASSIC,
                rules: RuleSet::CLASSIC,
                level: chosen.level,
                symmetric: false,
                seed: clock_seed(),
                practise: Some(technique),
            },
            true,
        );
        self.status = template!(
            "status-practise-next",
            technique = technique,
            why = why,
            level = chosen.level.said()
        );
    }

    /// Starts a round of drills of what Practise next would practise (a due review counts as
    /// taken), or says why there is none.
    pub(super) fn drill_next(&mut self) {
        let practice = self.next_practice();
        let Some(technique) = practice.technique() else {
            self.status = template!("status-nothing-to-practise");
            return;
        };
        if drillable(technique) && matches!(practice, Practice::Review { .. }) {
            self.learner.reviewing();
        }
        self.start_drill(technique);
    }

    /// Once Practise next's puzzle of `technique` is made at `level`: what the status adds to
    /// the practised step, the puzzle's level and why it is that one.
    pub(super) fn note_practice_level(&mut self, technique: Technique, level: Level) {
        let Some(asked) = self.asked_practice.take() else {
            return;
        };
        let hardest = asked
            .hardest_unaided
            .map_or_else(|| template!("practice-level-none-unaided"), Level::said);
        self.practice_note = Some(if level < asked.level {
            template!(
                "practice-level-fell-back",
                asked = asked.level.said(),
                level = level.said(),
                technique = technique,
                seconds = RAISED_LEVEL_TIME.as_secs().to_string()
            )
        } else if asked.technique_level {
            template!(
                "practice-level-technique",
                level = level.said(),
                technique = technique,
                hardest = hardest
            )
        } else if asked.hardest_unaided == Some(level) {
            template!("practice-level-top", level = level.said())
        } else if asked.hardest_unaided.is_none() {
            template!("practice-level-first", level = level.said())
        } else {
            template!(
                "practice-level-above",
                level = level.said(),
                hardest = hardest
            )
        });
    }

    /// Adds the puzzle in progress to the profile as finished, once, when its grid is full and
    /// agrees with its unique solution.
    pub(super) fn note_if_finished(&mut self) {
        let (Some(grid), Some(solution)) = (self.grid(), self.solution()) else {
            return;
        };
        if self.learner.is_finished()
            || !grid.is_solved()
            || !wrong_digits(grid, solution).is_empty()
        {
            return;
        }
        let Some(info) = &self.info else {
            return;
        };
        let puzzle = SolvedPuzzle {
            date: self.learner.today(),
            name: info.name.clone(),
            level: info.rating.map(|rating| rating.level.name().to_string()),
            score: info.rating.map(|rating| rating.score),
            unaided: !self.learner.was_helped(),
        };
        let mut techniques: Vec<Technique> = info
            .difficulty
            .iter()
            .flat_map(|difficulty| difficulty.shares.iter().map(|share| share.technique))
            .collect();
        techniques.sort();
        techniques.dedup();
        self.learner.finished(puzzle, &techniques);
    }
}
