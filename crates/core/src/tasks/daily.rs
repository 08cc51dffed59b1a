//! A puzzle for each day: the same puzzle on every machine for a date, a level and variant rules.
//!
//! The generator is deterministic for its options and seed, whatever the number of threads, so
//! the day's puzzle only needs a seed that every machine computes alike: the FNV-1a hash (64 bits)
//! of the text `daily YYYY-MM-DD LEVEL RULES` (the level's and the rules' names, such as `daily
//! 2026-11-28 Hard classic`). A seed that gives no puzzle in the generator's attempts is followed
//! by the next number, up to `SEEDS_TRIED` seeds, the same on every machine. Only a time limit
//! could make machines differ, so the limit is long (`TIME_LIMIT`) and a run that reaches it gives
//! no puzzle at all rather than another one.

use std::time::Duration;

use chrono::NaiveDate;

use crate::cancel::Cancel;
use crate::deduction::technique::Level;
use crate::i18n::Language;
use crate::message::Notation;
use crate::model::Layout;
use crate::model::RuleSet;
use crate::tasks::generator::{GenerateError, GenerateOptions, Generated, generate_within};

/// How many seeds, from the day's own, are tried before giving up.
pub const SEEDS_TRIED: u64 = 4;

/// How long the search for a day's puzzle may take before it gives up.
pub const TIME_LIMIT: Duration = Duration::from_secs(600);

/// Which day's puzzle: the date, the level and the variant rules (always a 9x9 board).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct DailyPuzzle {
    /// The day.
    pub date: NaiveDate,
    /// The rating level.
    pub level: Level,
    /// The variant rules (classic for none).
    pub rules: RuleSet,
}

/// A day's puzzle as made: the puzzle and the seed it came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MadeDaily {
    /// The puzzle, its rating and how many attempts it took.
    pub generated: Generated,
    /// The seed that gave it (the day's own, or one of the next when that gave none).
    pub seed: u64,
}

impl DailyPuzzle {
    /// The day's own seed: the FNV-1a hash of `daily YYYY-MM-DD LEVEL RULES`.
    pub fn seed(&self) -> u64 {
        let text = format!(
            "daily {} {} {}",
            self.date.format("%Y-%m-%d"),
            self.level.name(),
            self.rules.name()
        );
        fnv1a(text.as_bytes())
    }

    /// The name to show for it: "Puzzle of the day 2026-11-28, Hard" (with the rules when there
    /// are any).
    pub fn name(&self) -> String {
        self.name_in(Language::English)
    }

    /// Its name in `language`: "Rätsel des Tages 2026-11-28, Schwer".
    pub fn name_in(&self, language: Language) -> String {
        let rules = if self.rules == RuleSet::CLASSIC {
            String::new()
        } else {
            format!(" {}", self.rules.name())
        };
        let name = template!(
            "daily-name",
            date = self.date.format("%Y-%m-%d").to_string(),
            level = self.level.said(),
            rules = rules
        );
        name.render_in(Notation::RowColumn, language)
    }

    /// The generator's options with `seed`.
    fn options(&self, seed: u64) -> GenerateOptions {
        GenerateOptions {
            layout: Layout::CLASSIC,
            rules: self.rules,
            level: self.level,
            symmetric: false,
            seed,
            practise: None,
        }
    }

    /// Makes the day's puzzle; `progress` is told the seed tried (0 for the day's own, then 1,
    /// 2...) and the generator's attempt under way. Gives up on `cancel`, after `TIME_LIMIT` or
    /// when none of the `SEEDS_TRIED` seeds gives a puzzle.
    pub fn make(
        &self,
        cancel: &Cancel,
        mut progress: impl FnMut(u64, u32),
    ) -> Result<MadeDaily, GenerateError> {
        let first = self.seed();
        let mut last_error = None;
        for offset in 0..SEEDS_TRIED {
            let seed = first.wrapping_add(offset);
            match generate_within(&self.options(seed), TIME_LIMIT, cancel, |attempt| {
                progress(offset, attempt);
            }) {
                Ok(generated) => return Ok(MadeDaily { generated, seed }),
                Err(error @ GenerateError::NotFound { .. }) => last_error = Some(error),
                Err(error) => return Err(error),
            }
        }
        Err(last_error.unwrap_or(GenerateError::Cancelled))
    }
}

/// The date on this machine's clock, in its time zone.
pub fn today() -> NaiveDate {
    chrono::Local::now().date_naive()
}

/// Reads a date written `YYYY-MM-DD`.
pub fn parse_date(text: &str) -> Result<NaiveDate, String> {
    let well_formed = text.len() == 10
        && text.char_indices().all(|(i, c)| {
            if i == 4 || i == 7 {
                c == '-'
            } else {
                c.is_ascii_digit()
            }
        });
    well_formed
        .then(|| NaiveDate::parse_from_str(text, "%Y-%m-%d").ok())
        .flatten()
        .ok_or_else(|| {
            format!("expected a date written YYYY-MM-DD, such as 2026-11-28, not '{text}'")
        })
}

/// The 64-bit FNV-1a hash of `bytes`.
fn fnv1a(bytes: &[u8]) -> u64 {
    const OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
    const PRIME: u64 = 0x0000_0100_0000_01b3;
    bytes.iter().fold(OFFSET, |hash, &byte| {
        (hash ^ u64::from(byte)).wrapping_mul(PRIME)
    })
}
