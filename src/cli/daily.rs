//! The `daily` subcommand: the puzzle of a day, the same on every machine for a date, a level and
//! variant rules (see `tasks::daily`), with its rating and seed on standard error.

use std::process::ExitCode;
use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};

use chrono::NaiveDate;

use super::generate::{OutputFormat, parse_level};
use super::{USAGE_STATUS, counted, print, warn, with_progress};
use crate::cancel::Cancel;
use crate::deduction::technique::Level;
use crate::model::RuleSet;
use crate::tasks::daily::{DailyPuzzle, SEEDS_TRIED, parse_date, today};
use crate::tasks::generator::MAX_ATTEMPTS;

/// Print the puzzle of a day: the same on every machine for a date, a level and variant rules.
#[derive(Debug, clap::Args)]
pub struct DailyArgs {
    /// The day, YYYY-MM-DD; today on this machine's clock when absent.
    #[arg(long, value_parser = parse_date)]
    date: Option<NaiveDate>,
    /// The rating level: Easy, Medium, Hard, Unfair or Extreme.
    #[arg(long, default_value = "Medium", value_parser = parse_level)]
    difficulty: Level,
    /// Variant rules, joined with '+', as for `generate`; classic when absent.
    #[arg(long, default_value = "classic", value_parser = RuleSet::parse)]
    variant: RuleSet,
    /// How to print the puzzle.
    #[arg(long, value_enum, default_value = "sud")]
    format: OutputFormat,
}

/// Runs `daily`.
pub(super) fn run(args: DailyArgs) -> ExitCode {
    if let Some(refusal) = args.format.refuses(args.variant) {
        warn(refusal);
        return ExitCode::from(USAGE_STATUS);
    }
    let daily = DailyPuzzle {
        date: args.date.unwrap_or_else(today),
        level: args.difficulty,
        rules: args.variant,
    };
    let (seed_tried, attempt) = (AtomicU64::new(0), AtomicU32::new(0));
    let made = with_progress(
        |elapsed| {
            format!(
                "{}: seed {} of {SEEDS_TRIED}, attempt {} of {MAX_ATTEMPTS}, {:.0} s",
                daily.name(),
                seed_tried.load(Ordering::Relaxed) + 1,
                attempt.load(Ordering::Relaxed),
                elapsed.as_secs_f64()
            )
        },
        || {
            daily.make(&Cancel::never(), |seed, at| {
                seed_tried.store(seed, Ordering::Relaxed);
                attempt.store(at, Ordering::Relaxed);
            })
        },
    );
    match made {
        Ok(made) => {
            let generated = &made.generated;
            warn(&format!(
                "{}: rated {} ({}), {}, seed {}",
                daily.name(),
                generated.rating.level,
                generated.rating.score,
                counted(generated.grid.given_count(), "given", "givens"),
                made.seed
            ));
            match print(
                &mut std::io::stdout().lock(),
                &args.format.write(&generated.grid),
            ) {
                Ok(()) => ExitCode::SUCCESS,
                Err(status) => status,
            }
        }
        Err(error) => {
            warn(&format!("error: {}: {error}", daily.name()));
            ExitCode::FAILURE
        }
    }
}
