//! The learner's profile: per technique, what the student met, did unaided, asked hints for and
//! got wrong near it, with an estimate of mastery; and the puzzles they solved. It lives in one
//! JSON file on the student's machine (see `ProfileFile`); nothing leaves it.
//!
//! **Mastery** is Bayesian knowledge tracing with one skill per technique: the probability that
//! the student knows it starts at `PRIOR` and is updated by every observation. A move the
//! technique justifies, done unaided, is a correct answer; a hint asked for the technique, or a
//! mistake where the position called for it, is a wrong one. After the observation, learning may
//! happen with probability `LEARN`. `SLIP` is the chance of a wrong answer while knowing it,
//! `GUESS` that of a right answer without. A technique counts as mastered from `MASTERED` on.
//!
//! The file's `schema` is `SCHEMA`; a file with a newer schema, or one that does not read, is
//! refused, moved aside under a name of its own (never overwritten) and a new profile started.

use std::collections::BTreeMap;
use std::fmt;
use std::path::{Path, PathBuf};

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use crate::deduction::technique::{Level, Technique};
use crate::files::{move_kept, read_kept, write_kept};
use crate::message::{Explained, Message};

/// The version of the file's layout this build writes and reads.
pub const SCHEMA: u32 = 1;

/// The probability that a student knows a technique before any observation.
pub const PRIOR: f64 = 0.1;

/// The probability of learning a technique at each observation.
pub const LEARN: f64 = 0.1;

/// The probability of a wrong answer while knowing the technique.
pub const SLIP: f64 = 0.1;

/// The probability of a right answer without knowing the technique.
pub const GUESS: f64 = 0.2;

/// The mastery from which a technique counts as mastered.
pub const MASTERED: f64 = 0.95;

/// Days from mastering a technique to its first review.
pub const FIRST_INTERVAL: u32 = 1;

/// The factor each review passed multiplies the interval by.
pub const EASE: f64 = 2.5;

/// When a mastered technique is next due for review, and the interval that led there.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Review {
    /// The days between the last review (or the mastering) and the next.
    pub interval: u32,
    /// The day the next review is due.
    pub due: NaiveDate,
}

impl Review {
    /// The first review, `FIRST_INTERVAL` after `day`.
    fn first(day: NaiveDate) -> Review {
        Review {
            interval: FIRST_INTERVAL,
            due: day + chrono::Days::new(u64::from(FIRST_INTERVAL)),
        }
    }

    /// After a review passed on `day`: the interval times `EASE`.
    fn passed(self, day: NaiveDate) -> Review {
        let interval = (f64::from(self.interval) * EASE).ceil() as u32;
        Review {
            interval,
            due: day + chrono::Days::new(u64::from(interval)),
        }
    }
}

/// What the profile keeps about one technique.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TechniqueRecord {
    /// Puzzles the student finished whose solve path uses it.
    pub met: u32,
    /// Steps of it the student saw: hints, Show me, Apply Hint and the solver's own steps.
    pub seen: u32,
    /// Moves of the student that it justified, made unaided.
    pub applied: u32,
    /// Hints that named it.
    pub hints: u32,
    /// Mistakes made where the position called for it.
    pub mistakes: u32,
    /// The last day the student applied it unaided.
    pub last_practised: Option<NaiveDate>,
    /// The probability that the student knows it (see the module's documentation).
    pub mastery: f64,
    /// Its next review, once it was mastered (see `crate::tasks::curriculum`).
    #[serde(default)]
    pub review: Option<Review>,
    /// Drills of it checked (each counted at its first Check).
    #[serde(default)]
    pub drills: u32,
    /// Drills of it right at the first Check.
    #[serde(default)]
    pub drills_right: u32,
}

impl Default for TechniqueRecord {
    fn default() -> Self {
        TechniqueRecord {
            met: 0,
            seen: 0,
            applied: 0,
            hints: 0,
            mistakes: 0,
            last_practised: None,
            mastery: PRIOR,
            review: None,
            drills: 0,
            drills_right: 0,
        }
    }
}

impl TechniqueRecord {
    /// Whether the mastery has reached `MASTERED`.
    pub fn is_mastered(&self) -> bool {
        self.mastery >= MASTERED
    }

    /// A wrong answer on `date`: the mastery drops, and a review schedule starts again.
    fn failed(&mut self, date: NaiveDate) {
        self.observe(false);
        if self.review.is_some() {
            self.review = Some(Review::first(date));
        }
    }

    /// Updates the mastery with one observation: a right answer or a wrong one.
    fn observe(&mut self, right: bool) {
        let known = self.mastery;
        let given_answer = if right {
            known * (1.0 - SLIP) / (known * (1.0 - SLIP) + (1.0 - known) * GUESS)
        } else {
            known * SLIP / (known * SLIP + (1.0 - known) * (1.0 - GUESS))
        };
        self.mastery = given_answer + (1.0 - given_answer) * LEARN;
    }
}

/// A puzzle the student finished.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SolvedPuzzle {
    /// The day it was finished.
    pub date: NaiveDate,
    /// Its name (the file, or what made it).
    pub name: String,
    /// Its level's name ("Hard"), when it was rated.
    pub level: Option<String>,
    /// Its score, when it was rated.
    pub score: Option<u32>,
    /// Whether the student filled it alone: no hint, no step of the solver.
    pub unaided: bool,
}

impl SolvedPuzzle {
    /// The place of its level in `Level::ALL` (0 for Easy), when it was rated.
    pub fn level_index(&self) -> Option<usize> {
        Level::ALL
            .iter()
            .position(|level| Some(level.name()) == self.level.as_deref())
    }
}

/// The learner's profile.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Profile {
    /// The file layout's version (`SCHEMA`).
    pub schema: u32,
    /// Per technique (by its English name, as in `solve --json`), its record.
    pub techniques: BTreeMap<String, TechniqueRecord>,
    /// The puzzles finished, oldest first.
    pub puzzles: Vec<SolvedPuzzle>,
    /// How many practice puzzles were reviews (Practise next alternates reviews and new
    /// techniques while reviews are due).
    #[serde(default)]
    pub reviews_taken: u32,
}

impl Default for Profile {
    fn default() -> Self {
        Profile {
            schema: SCHEMA,
            techniques: BTreeMap::new(),
            puzzles: Vec::new(),
            reviews_taken: 0,
        }
    }
}

impl Profile {
    /// The record of `technique` (a fresh one when the profile has none).
    pub fn record(&self, technique: Technique) -> TechniqueRecord {
        self.techniques
            .get(technique.name())
            .cloned()
            .unwrap_or_default()
    }

    fn record_mut(&mut self, technique: Technique) -> &mut TechniqueRecord {
        self.techniques
            .entry(technique.name().to_string())
            .or_default()
    }

    /// The student applied `technique` unaided on `date`: a right answer. It schedules the
    /// first review once the technique is mastered, and passes a review that was due.
    pub fn applied(&mut self, technique: Technique, date: NaiveDate) {
        let record = self.record_mut(technique);
        record.applied += 1;
        record.last_practised = Some(date);
        record.observe(true);
        record.review = match record.review {
            Some(review) if review.due <= date => Some(review.passed(date)),
            None if record.is_mastered() => Some(Review::first(date)),
            kept => kept,
        };
    }

    /// The first Check of a drill of `technique` on `date`: right (as a move it justified made
    /// unaided) or wrong (as a mistake).
    pub fn drilled(&mut self, technique: Technique, date: NaiveDate, right: bool) {
        let record = self.record_mut(technique);
        record.drills += 1;
        if right {
            record.drills_right += 1;
            self.applied(technique, date);
        } else {
            record.failed(date);
        }
    }

    /// A hint named `technique` on `date`: a wrong answer, which starts its reviews again.
    pub fn hinted(&mut self, technique: Technique, date: NaiveDate) {
        let record = self.record_mut(technique);
        record.hints += 1;
        record.failed(date);
    }

    /// The student made a mistake on `date` where the position called for `technique`: a wrong
    /// answer, which starts its reviews again.
    pub fn mistaken(&mut self, technique: Technique, date: NaiveDate) {
        let record = self.record_mut(technique);
        record.mistakes += 1;
        record.failed(date);
    }

    /// A practice puzzle for a review was started.
    pub fn reviewing(&mut self) {
        self.reviews_taken += 1;
    }

    /// The student saw a step of `technique` taken for them (no evidence either way).
    pub fn saw(&mut self, technique: Technique) {
        self.record_mut(technique).seen += 1;
    }

    /// The student finished `puzzle`, whose solve path uses `techniques`.
    pub fn finished(&mut self, puzzle: SolvedPuzzle, techniques: &[Technique]) {
        for &technique in techniques {
            self.record_mut(technique).met += 1;
        }
        self.puzzles.push(puzzle);
    }
}

/// Why the profile file was not used: a sentence for the window (`Explained`), English for
/// `Display`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ProfileError {
    /// The file does not read as a profile.
    Damaged {
        /// The file.
        path: String,
        /// What was wrong.
        reason: String,
        /// Where it was moved.
        aside: String,
    },
    /// The file comes from a newer version of the app.
    Newer {
        /// The file.
        path: String,
        /// Its schema.
        schema: u32,
        /// Where it was moved.
        aside: String,
    },
    /// The file could not be moved aside or written.
    Unwritable {
        /// The file.
        path: String,
        /// What went wrong.
        reason: String,
    },
}

impl Explained for ProfileError {
    fn message(&self) -> Message {
        match self {
            ProfileError::Damaged {
                path,
                reason,
                aside,
            } => template!(
                "profile-damaged",
                path = path,
                reason = reason,
                aside = aside
            ),
            ProfileError::Newer {
                path,
                schema,
                aside,
            } => template!(
                "profile-newer",
                path = path,
                schema = schema.to_string(),
                ours = SCHEMA.to_string(),
                aside = aside
            ),
            ProfileError::Unwritable { path, reason } => {
                template!("profile-unwritable", path = path, reason = reason)
            }
        }
    }
}

impl fmt::Display for ProfileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.english())
    }
}

/// The profile's file.
#[derive(Debug)]
pub struct ProfileFile {
    path: PathBuf,
    saved: Option<Profile>,
}

impl ProfileFile {
    /// The file at `path` (nothing read yet).
    pub fn at(path: PathBuf) -> ProfileFile {
        ProfileFile { path, saved: None }
    }

    /// Where the file is.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The profile the file holds; a new one when there is no file. A file that does not read,
    /// or has a newer schema, is moved aside (see `aside_path`) and a new profile returned with
    /// the error that says so.
    pub fn load(&mut self) -> (Profile, Option<ProfileError>) {
        let Ok(text) = read_kept(&self.path) else {
            return (Profile::default(), None);
        };
        let refused = match read_profile(&text) {
            Ok(profile) => {
                self.saved = Some(profile.clone());
                return (profile, None);
            }
            Err(refusal) => refusal,
        };
        let aside = aside_path(&self.path);
        let path = self.path.display().to_string();
        if let Err(error) = move_kept(&self.path, &aside) {
            return (
                Profile::default(),
                Some(ProfileError::Unwritable {
                    path,
                    reason: error.to_string(),
                }),
            );
        }
        let aside = aside.display().to_string();
        let error = match refused {
            Refusal::Damaged(reason) => ProfileError::Damaged {
                path,
                reason,
                aside,
            },
            Refusal::Newer(schema) => ProfileError::Newer {
                path,
                schema,
                aside,
            },
        };
        (Profile::default(), Some(error))
    }

    /// Writes `profile` when it differs from what the file last held.
    pub fn keep(&mut self, profile: &Profile) -> Result<(), ProfileError> {
        if self.saved.as_ref() == Some(profile) {
            return Ok(());
        }
        let unwritable = |reason: String| ProfileError::Unwritable {
            path: self.path.display().to_string(),
            reason,
        };
        write_kept(&self.path, &profile_json(profile)).map_err(|e| unwritable(e.to_string()))?;
        self.saved = Some(profile.clone());
        Ok(())
    }
}

/// Reads a profile written by `ProfileFile` (an exported copy), or says why it cannot be used:
/// "it is not a learner's profile (...)" or "it has schema 2, newer than this version's 1".
pub fn parse_profile(text: &str) -> Result<Profile, Message> {
    read_profile(text).map_err(|refusal| match refusal {
        Refusal::Damaged(reason) => template!("profile-not-a-profile", reason = reason),
        Refusal::Newer(schema) => template!(
            "profile-schema-newer",
            schema = schema.to_string(),
            ours = SCHEMA.to_string()
        ),
    })
}

/// The profile as the file holds it: pretty-printed JSON.
pub fn profile_json(profile: &Profile) -> String {
    serde_json::to_string_pretty(profile).unwrap_or_default()
}

/// Why a profile's text was refused.
enum Refusal {
    Damaged(String),
    Newer(u32),
}

/// Reads a profile's text, refusing a newer schema before looking at the rest.
fn read_profile(text: &str) -> Result<Profile, Refusal> {
    #[derive(Deserialize)]
    struct Version {
        schema: u32,
    }
    let version: Version =
        serde_json::from_str(text).map_err(|e| Refusal::Damaged(e.to_string()))?;
    if version.schema > SCHEMA {
        return Err(Refusal::Newer(version.schema));
    }
    serde_json::from_str(text).map_err(|e| Refusal::Damaged(e.to_string()))
}

/// A name beside `path` that no file has: `profile.refused-1.json`, `profile.refused-2.json`...
pub fn aside_path(path: &Path) -> PathBuf {
    let stem = path
        .file_stem()
        .map_or_else(|| "profile".into(), |s| s.to_string_lossy().into_owned());
    (1..)
        .map(|k| path.with_file_name(format!("{stem}.refused-{k}.json")))
        .find(|candidate| !candidate.exists())
        .unwrap_or_else(|| path.with_extension("refused.json"))
}
