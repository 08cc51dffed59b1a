//! The `generate` subcommand: puzzles rated at a level (or needing one technique), each within
//! a time limit, with the attempt under way on standard error.

use std::process::ExitCode;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::Duration;

use clap::ValueEnum;

use super::{counted, parse_seconds, parse_technique, print, warn, with_progress};
use crate::cancel::Cancel;
use crate::deduction::technique::{Level, Technique};
use crate::format::{write_fpuzzles, write_fpuzzles_link, write_sud};
use crate::model::RuleSet;
use crate::model::rules::{Killer, RULES};
use crate::model::{Grid, Layout};
use crate::tasks::curriculum::practice_rules;
use crate::tasks::generator::{
    GenerateError, GenerateOptions, can_practise, clock_seed, generate_within,
};

/// Generate puzzles with a unique solution whose rating is the given level.
#[derive(Debug, clap::Args)]
pub struct GenerateArgs {
    /// The box shape, box rows x box columns: 2x2 (4x4 board), 2x3, 3x3, 3x4, 4x4, 5x5...
    #[arg(long, default_value = "3x3", value_parser = parse_box_shape)]
    size: Layout,
    #[arg(long, default_value = "classic", value_parser = RuleSet::parse, help = variant_help())]
    variant: RuleSet,
    /// The rating level: Easy, Medium, Hard, Unfair or Extreme [default: Medium]. With
    /// --technique, the lowest level: the puzzles are of this level when it is above the
    /// technique's, of the technique's otherwise.
    #[arg(long, value_parser = parse_level)]
    difficulty: Option<Level>,
    /// Puzzles to practise this technique (an exact name, as for `solve`): their default
    /// solve path uses it and no technique of a higher level than the technique's (or than
    /// --difficulty, when that is higher).
    #[arg(long, value_parser = parse_practised)]
    technique: Option<Technique>,
    /// How many puzzles (at least one).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..))]
    count: u32,
    /// The seed of the first puzzle (the next ones use the following numbers); random when
    /// absent. The seeds used are printed on standard error.
    #[arg(long)]
    seed: Option<u64>,
    /// Make the givens symmetric under a half turn of the board.
    #[arg(long)]
    symmetric: bool,
    /// How to print each puzzle.
    #[arg(long, value_enum, default_value = "sud")]
    format: OutputFormat,
    /// Give up on a puzzle after this many seconds (and go on to the next seed).
    #[arg(long, default_value_t = 30.0, value_parser = parse_seconds)]
    time_limit: f64,
}

/// How `generate` prints a puzzle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum OutputFormat {
    /// The `.sud` grid (the size-header form for boards other than 9x9), then a blank line.
    Sud,
    /// One line per puzzle, `.` for an empty cell.
    Line,
    /// f-puzzles JSON, one line per puzzle.
    Fpuzzles,
    /// An f-puzzles link per puzzle (SudokuPad opens them too).
    FpuzzlesLink,
}

impl OutputFormat {
    /// `grid` in this format, ending with a newline.
    pub(super) fn write(self, grid: &Grid) -> String {
        match self {
            OutputFormat::Sud => format!("{}\n", write_sud(grid)),
            OutputFormat::Line => format!("{}\n", grid.to_line()),
            OutputFormat::Fpuzzles => format!("{}\n", write_fpuzzles(grid)),
            OutputFormat::FpuzzlesLink => format!("{}\n", write_fpuzzles_link(grid)),
        }
    }

    /// Says why this format cannot hold a puzzle of `rules`, when it cannot.
    pub(super) fn refuses(self, rules: RuleSet) -> Option<&'static str> {
        (self == OutputFormat::Line && rules != RuleSet::CLASSIC).then_some(
            "error: one line per puzzle cannot hold the variant rules (regions, marks); use \
             --format sud, which writes the variant text form",
        )
    }
}

/// Reads a box shape such as "3x3" or "2x3".
pub(super) fn parse_box_shape(text: &str) -> Result<Layout, String> {
    let (rows, cols) = text
        .split_once(['x', 'X'])
        .ok_or_else(|| format!("expected box rows x box columns such as 3x3, not '{text}'"))?;
    let number = |part: &str| {
        part.trim()
            .parse::<usize>()
            .map_err(|_| format!("expected box rows x box columns such as 3x3, not '{text}'"))
    };
    Layout::new(number(rows)?, number(cols)?).map_err(|e| e.to_string())
}

/// Reads a level name (case-insensitive).
pub(super) fn parse_level(name: &str) -> Result<Level, String> {
    Level::from_name(name).ok_or_else(|| {
        format!("unknown difficulty '{name}'; expected Easy, Medium, Hard, Unfair or Extreme")
    })
}

/// Reads a technique to practise: an exact name of one that a default solve path can use.
fn parse_practised(name: &str) -> Result<Technique, String> {
    let technique = parse_technique(name)?;
    if can_practise(technique) {
        Ok(technique)
    } else {
        Err(format!(
            "cannot practise {technique}: only a technique on in the default order, other than \
             Candidate Elimination and Brute Force, can be the one a default solve path needs"
        ))
    }
}

/// Runs `generate`.
pub(super) fn run(args: GenerateArgs) -> ExitCode {
    if let Some(refusal) = args.format.refuses(args.variant) {
        warn(refusal);
        return ExitCode::from(2);
    }
    if args.symmetric && args.variant.contains(&Killer) {
        warn("error: --symmetric makes the givens symmetric, and a Killer has no givens");
        return ExitCode::from(2);
    }
    if let Some(technique) = args.technique {
        let needed = practice_rules(technique);
        if let Some(rule) = needed.rules().find(|&rule| !args.variant.contains(rule)) {
            warn(&format!(
                "error: {technique} looks only on {} boards: add --variant {}",
                rule.name(),
                rule.option_name()
            ));
            return ExitCode::from(2);
        }
    }
    let options = GenerateOptions {
        layout: args.size,
        rules: args.variant,
        level: match (args.difficulty, args.technique) {
            (Some(level), _) => level,
            (None, Some(technique)) => technique.level(),
            (None, None) => Level::Medium,
        },
        symmetric: args.symmetric,
        seed: args.seed.unwrap_or_else(clock_seed),
        practise: args.technique,
    };
    generate_puzzles(
        options,
        args.count,
        args.format,
        Duration::from_secs_f64(args.time_limit),
    )
}

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
                if let Err(status) = print(&mut out, &format.write(&generated.grid)) {
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
) -> Result<crate::tasks::generator::Generated, GenerateError> {
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

/// The help of `--variant`: every rule's option name and name, from the rules' table.
pub(super) fn variant_help() -> String {
    let names: Vec<String> = RULES
        .iter()
        .map(|rule| format!("{} ({})", rule.option_name(), rule.name()))
        .collect();
    format!(
        "Variant rules, joined with '+': {}; classic when absent. Jigsaw regions, odd/even marks \
         (a third of the cells), Killer cages (of 1 to 5 cells with their sums, and no givens) \
         and thermometers (about one per row, 3 cells or more, none sharing a cell) are drawn \
         anew for every puzzle",
        names.join(", ")
    )
}
