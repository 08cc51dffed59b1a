//! The `generate` subcommand: puzzles rated at a level (or needing one technique), each within
//! a time limit, with the attempt under way on standard error.

use std::process::ExitCode;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::Duration;

use super::{OutputFormat, counted, print, warn, with_progress};
use crate::cancel::Cancel;
use crate::format::write_sud;
use crate::generator::{GenerateError, GenerateOptions, generate_within};

/// Makes `count` puzzles from the seed of `first` on, each within `time_limit`; a seed that gives
/// none is reported and the next one tried, and the run ends with status 1 when any failed.
/// While a puzzle takes long, its attempt number goes to standard error every two seconds.
pub(super) fn generate_puzzles(
    first: GenerateOptions,
    count: u32,
    format: OutputFormat,
    time_limit: Duration,
) -> ExitCode {
    let mut out = std::io::stdout().lock();
    let mut made = 0;
    for k in 0..u64::from(count) {
        let options = GenerateOptions {
            seed: first.seed.wrapping_add(k),
            ..first
        };
        match generate_with_progress(&options, time_limit) {
            Ok(generated) => {
                made += 1;
                let practised = match (options.practise, generated.practised_at) {
                    (Some(technique), Some(at)) => {
                        format!(", {technique} first at step {}", at + 1)
                    }
                    _ => String::new(),
                };
                warn(&format!(
                    "puzzle {}: seed {}, {} ({}), {}, {}{practised}",
                    k + 1,
                    options.seed,
                    generated.rating.level,
                    generated.rating.score,
                    counted(generated.grid.given_count(), "given", "givens"),
                    counted(generated.attempts as usize, "attempt", "attempts"),
                ));
                let text = match format {
                    OutputFormat::Sud => format!("{}\n", write_sud(&generated.grid)),
                    OutputFormat::Line => format!("{}\n", generated.grid.to_line()),
                };
                if let Err(status) = print(&mut out, &text) {
                    return status;
                }
            }
            Err(error) => warn(&format!("error: seed {}: {error}", options.seed)),
        }
    }
    if made == count {
        ExitCode::SUCCESS
    } else {
        if count > 1 {
            warn(&format!("made {made} of {count} puzzles"));
        }
        ExitCode::FAILURE
    }
}

/// `generate_within` with the attempt under way reported every `PROGRESS_EVERY` on standard
/// error.
fn generate_with_progress(
    options: &GenerateOptions,
    time_limit: Duration,
) -> Result<crate::generator::Generated, GenerateError> {
    let attempt = AtomicU32::new(0);
    with_progress(
        |elapsed| {
            format!(
                "seed {}: attempt {} of {}, {:.0} s of {:.0} s",
                options.seed,
                attempt.load(Ordering::Relaxed),
                options.max_attempts(),
                elapsed.as_secs_f64(),
                time_limit.as_secs_f64()
            )
        },
        || {
            generate_within(options, time_limit, &Cancel::never(), |k| {
                attempt.store(k, Ordering::Relaxed);
            })
        },
    )
}
