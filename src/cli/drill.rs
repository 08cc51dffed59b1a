//! The `drill` subcommand: positions on which one technique is the first of the default order
//! that applies, with the answer (the step's placements and removals), for scripts and
//! worksheets.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use rayon::prelude::*;

use serde::Serialize;

use super::generate::variant_help;
use super::solve::triples;
use super::{Naming, load, parse_seconds, parse_technique, print, shown_path, warn};
use crate::cancel::Cancel;
use crate::deduction::technique::Technique;
use crate::format::{write_sud, write_sukaku};
use crate::message::Explained;
use crate::model::{Grid, RuleSet};
use crate::tasks::curriculum::practice_rules;
use crate::tasks::drill::{Drill, DrillOrigin, drill_on, drillable, make_drill, refusal};
use crate::tasks::generator::clock_seed;

/// Print drill positions for a technique: each a position (with its candidates) on which the
/// technique finds a step and no technique before it in the default order does, and that step.
#[derive(Debug, clap::Args)]
pub struct DrillArgs {
    /// The technique to drill (an exact name, as for `solve`).
    #[arg(long, value_parser = parse_drilled)]
    technique: Technique,
    /// How many drills (at least one).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..))]
    count: u32,
    /// The seed of the first drill (the next ones use the following numbers); random when
    /// absent. The seeds used are printed on standard error.
    #[arg(long)]
    seed: Option<u64>,
    #[arg(long, default_value = "classic", value_parser = RuleSet::parse, help = variant_help())]
    variant: RuleSet,
    /// Take the drills from the puzzles of this file instead of generated ones: the first
    /// position of each puzzle's default solve path where the technique's step is next (puzzles
    /// with one solution whose path uses it, in the file's order, up to --count).
    #[arg(long, conflicts_with = "seed")]
    from: Option<PathBuf>,
    /// How to print each drill.
    #[arg(long, value_enum, default_value = "sukaku")]
    format: DrillFormat,
    /// Give up on a drill after this many seconds (and go on to the next seed).
    #[arg(long, default_value_t = 20.0, value_parser = parse_seconds)]
    time_limit: f64,
    /// How cells and rows are named.
    #[command(flatten)]
    naming: Naming,
}

/// How `drill` prints a drill.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum DrillFormat {
    /// The position as a candidate (Sukaku) string on one line, then the answer on a comment
    /// line ("# X-Wing: r4c5, r6c5 <> 7"). A candidate string reads an open cell with one
    /// candidate as a placed digit, so the Full House and Naked Single drills are clearer in
    /// JSON; a variant board needs JSON.
    Sukaku,
    /// One JSON object per line: technique, source, puzzle, values, candidates, placements,
    /// eliminations and message.
    Json,
}

/// A drill as one JSON line.
#[derive(Serialize)]
struct DrillLine<'a> {
    drill: u32,
    technique: &'a str,
    source: String,
    /// The puzzle's givens: a one-line puzzle, or on a variant board the variant text.
    puzzle: String,
    /// Every placed digit of the position (givens and digits placed since), `.` for an open cell.
    values: String,
    /// The position as a candidate (Sukaku) string.
    candidates: String,
    placements: Vec<[usize; 3]>,
    eliminations: Vec<[usize; 3]>,
    message: String,
}

/// Reads a technique to drill: an exact name of one that can be drilled.
fn parse_drilled(name: &str) -> Result<Technique, String> {
    let technique = parse_technique(name)?;
    if drillable(technique) {
        Ok(technique)
    } else {
        Err(refusal(technique).message().text())
    }
}

/// Runs `drill`.
pub(super) fn run(args: DrillArgs) -> ExitCode {
    let rules = practice_rules(args.technique)
        .rules()
        .fold(args.variant, |rules, rule| rules.with(rule));
    if args.format == DrillFormat::Sukaku && !rules.is_classic() {
        warn(
            "error: a candidate string cannot hold the variant rules (regions, cages, lines); \
             use --format json",
        );
        return ExitCode::from(2);
    }
    if let Some(path) = &args.from {
        return drills_from(path, &args);
    }
    let first = args.seed.unwrap_or_else(clock_seed);
    let limit = std::time::Duration::from_secs_f64(args.time_limit);
    let mut out = std::io::stdout().lock();
    let mut made = 0;
    for k in 0..args.count {
        let seed = first.wrapping_add(u64::from(k));
        match make_drill(args.technique, args.variant, seed, limit, &Cancel::never()) {
            Ok(drill) => {
                made += 1;
                warn(&format!("drill {}: {}", k + 1, source(&drill)));
                if let Err(status) = print(&mut out, &drill_text(k + 1, &drill, &args)) {
                    return status;
                }
            }
            Err(error) => {
                warn(&format!("drill {}: seed {seed}", k + 1));
                args.naming.warn(error.message());
            }
        }
    }
    if made == args.count {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// Prints the drills of the puzzles of the file at `path`, in its order, up to `args.count`; the
/// puzzles are stepped on the current rayon pool, a round at a time. Exit status 1 when the file
/// cannot be read or has fewer drills than asked for.
fn drills_from(path: &Path, args: &DrillArgs) -> ExitCode {
    let Some(file) = load(path, args.naming) else {
        return ExitCode::FAILURE;
    };
    let name = shown_path(path);
    let wanted = args.count as usize;
    let round = 2 * rayon::current_num_threads();
    let mut out = std::io::stdout().lock();
    let mut made = 0;
    let numbers: Vec<usize> = (0..file.puzzles.len()).collect();
    for chunk in numbers.chunks(round) {
        let drills: Vec<Drill> = chunk
            .par_iter()
            .filter_map(|&number| {
                let puzzle = &file.puzzles[number].grid;
                drill_on(puzzle, args.technique, (number, &name), &Cancel::never())
            })
            .collect();
        for drill in drills.into_iter().take(wanted - made) {
            made += 1;
            warn(&format!("drill {made}: {}", source(&drill)));
            if let Err(status) = print(&mut out, &drill_text(made as u32, &drill, args)) {
                return status;
            }
        }
        if made == wanted {
            return ExitCode::SUCCESS;
        }
    }
    warn(&format!(
        "error: {name} gave {made} of the {wanted} drills of {} asked for",
        args.technique
    ));
    ExitCode::FAILURE
}

/// Drill `number` in the format asked for.
fn drill_text(number: u32, drill: &Drill, args: &DrillArgs) -> String {
    match args.format {
        DrillFormat::Sukaku => sukaku_lines(drill, args.naming),
        DrillFormat::Json => json_line(number, drill, args.naming),
    }
}

/// Where the drill came from, in words.
fn source(drill: &Drill) -> String {
    match &drill.origin {
        DrillOrigin::Generated { seed } => format!("seed {seed}, a generated puzzle"),
        DrillOrigin::Collected { entry, source } => format!("puzzle {} of {source}", entry + 1),
    }
}

/// The candidate string, then the answer as a comment line.
fn sukaku_lines(drill: &Drill, naming: Naming) -> String {
    format!(
        "{}# {}: {}\n",
        write_sukaku(&drill.position),
        drill.technique,
        naming.say(&drill.answer_message())
    )
}

/// The drill as one JSON line (number `number`).
fn json_line(number: u32, drill: &Drill, naming: Naming) -> String {
    let geometry = drill.position.geometry();
    let line = DrillLine {
        drill: number,
        technique: drill.technique.name(),
        source: source(drill),
        puzzle: puzzle_text(&drill.puzzle),
        values: drill.position.to_line(),
        candidates: write_sukaku(&drill.position).trim_end().to_string(),
        placements: triples(geometry, &drill.answer.placements),
        eliminations: triples(geometry, &drill.answer.eliminations),
        message: naming.say(&drill.answer.message),
    };
    match serde_json::to_string(&line) {
        Ok(json) => format!("{json}\n"),
        Err(error) => format!("{{\"error\":\"{error}\"}}\n"),
    }
}

/// The puzzle as one line on a classic board, else as the variant text.
fn puzzle_text(puzzle: &Grid) -> String {
    if puzzle.layout().variant().is_classic() {
        puzzle.to_line()
    } else {
        write_sud(puzzle)
    }
}
