//! The command-line front end: argument definitions (clap) and the headless subcommands. Output
//! formats are a contract that other tools read; see ARCHITECTURE.md section 6.

mod bench;
mod check;
mod daily;
mod drill;
mod explain;
mod export;
mod generate;
mod rate;
mod render;
mod solve;
mod worksheet;

pub use export::ExportFormat;
pub use render::PictureTheme;

/// The exit status of a request that cannot be met as asked (a question that cannot be asked, a
/// puzzle or step the file does not have), as for any other misuse of the command line.
const USAGE_STATUS: u8 = 2;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use clap::builder::{PossibleValuesParser, TypedValueParser};
use clap::{Parser, ValueEnum};
use rayon::prelude::*;

use crate::cancel::Cancel;
use crate::deduction::step::Step;
use crate::deduction::technique::Technique;
use crate::format::{PuzzleFile, read_path};
use crate::i18n::Language;
use crate::message::{Explained, Message};
use crate::model::{Grid, Notation};
use crate::solver::{Inconsistency, SolveResult, StepFinder, count_solutions};

/// Sudoku Stepper: a step-through Sudoku solver that explains every deduction.
#[derive(Debug, Parser)]
#[command(
    name = "sudoku-stepper",
    version,
    args_conflicts_with_subcommands = true
)]
pub struct Cli {
    /// A puzzle file to open in the app (a bundled sample when absent).
    pub file: Option<PathBuf>,
    /// A headless subcommand; without one the desktop app opens.
    #[command(subcommand)]
    pub command: Option<Subcommand>,
}

/// How many worker threads a command over a collection uses.
#[derive(Debug, Clone, Copy, clap::Args)]
pub struct Threads {
    /// Worker threads for the puzzles of a collection (default: one per core). Output stays in
    /// input order.
    #[arg(long, value_parser = clap::value_parser!(u16).range(1..))]
    pub threads: Option<u16>,
}

/// The headless subcommands, each with its arguments (defined beside the subcommand).
#[derive(Debug, clap::Subcommand)]
pub enum Subcommand {
    /// Parse and validate puzzle files and count their solutions (none, unique, multiple).
    Check(check::CheckArgs),
    /// Solve puzzles step by step and print each step's explanation (or JSON lines).
    Solve(solve::SolveArgs),
    /// Rate puzzles: level and score of the default solve path, as HoDoKu rates them.
    Rate(rate::RateArgs),
    /// Ask about one candidate: why it cannot go in its cell ('r4c5<>7', quoted for the shell)
    /// or whether its digit is right there ('r4c5=7'). Prints the simplest step that removes
    /// (or places) it as `solve` does, or one result line: the solution's digit, a wrong digit
    /// with the contradiction it leads to, not provable, or not a candidate.
    Explain(explain::ExplainArgs),
    /// Print a puzzle, or the position after the first N steps of its default solve path, as a
    /// one-line puzzle, a .sud grid, a pencil-mark grid, a candidate (Sukaku) string or a HoDoKu
    /// library line; each reads back to the same position.
    Export(export::ExportArgs),
    /// Draw a puzzle's board as the app does (candidates, and with --step the next step's
    /// highlights, removed candidates and chain arrows) to an SVG or PNG file.
    Render(render::RenderArgs),
    /// Write a printable worksheet of a puzzle's default solve path into a folder: worksheet.html
    /// and worksheet.md with the puzzle, every step beyond singles drawn with its explanation and
    /// proof, the singles summarised between them, the rating and the solution (SVG pictures).
    Worksheet(worksheet::WorksheetArgs),
    /// Generate puzzles with a unique solution whose rating is the given level.
    Generate(generate::GenerateArgs),
    /// Print drill positions for a technique: each a position (with its candidates) on which the
    /// technique finds a step and no technique before it in the default order does, and that
    /// step (the answer).
    Drill(drill::DrillArgs),
    /// Print the puzzle of a day (today when no --date is given): the same on every machine for
    /// a date, a level and variant rules, unique and rated as asked.
    Daily(daily::DailyArgs),
    /// Measure a solver on a collection (or the generator): items per second, median, p99 and
    /// max per item.
    Bench(bench::BenchArgs),
}

/// How the output names cells and rows.
#[derive(Debug, Clone, Copy, clap::Args)]
pub struct Naming {
    /// How cells and rows are named: r1c1 (r4c5, row 4) or a1 (E5, row E: rows lettered from
    /// the top, columns numbered).
    #[arg(long, value_enum, default_value = "r1c1")]
    notation: CellNames,
    /// The language of the explanations: en (English) or de (German). JSON keys and technique
    /// names stay English.
    #[arg(long, default_value = "en", value_parser = language_codes())]
    lang: Language,
}

/// The `--lang` values: each language's code (`Language::code`).
fn language_codes() -> impl TypedValueParser<Value = Language> {
    let codes = Language::ALL.map(Language::code);
    PossibleValuesParser::new(codes).map(|code| Language::from_code(&code).unwrap_or_default())
}

/// The `--notation` values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum CellNames {
    /// r4c5, row 4 (HoDoKu's).
    R1c1,
    /// E5, row E (SudokuWiki's).
    A1,
}

impl Naming {
    /// The default naming: r1c1 cells, English words (for the subcommands without the options).
    const DEFAULT: Naming = Naming {
        notation: CellNames::R1c1,
        lang: Language::English,
    };

    /// The notation asked for.
    fn notation(self) -> Notation {
        match self.notation {
            CellNames::R1c1 => Notation::RowColumn,
            CellNames::A1 => Notation::Letters,
        }
    }

    /// `message` as text in the notation and language asked for.
    fn say(self, message: &Message) -> String {
        message.render_in(self.notation(), self.language())
    }

    /// Writes "error: " and `error` to standard error, in the notation and language asked for.
    fn warn(self, error: Message) {
        warn_error(error, self.notation(), self.language());
    }

    /// The language asked for.
    fn language(self) -> Language {
        self.lang
    }
}

/// Reads a technique from its exact name (case-insensitive).
pub(super) fn parse_technique(name: &str) -> Result<Technique, String> {
    Technique::from_name(name).ok_or_else(|| {
        let names: Vec<&str> = Technique::ALL.iter().map(|t| t.name()).collect();
        format!(
            "unknown technique '{name}'; expected one of: {}",
            names.join(", ")
        )
    })
}

/// Runs a headless subcommand and returns the process exit status.
pub fn run(subcommand: Subcommand) -> ExitCode {
    match subcommand {
        Subcommand::Check(args) => check::run(args),
        Subcommand::Solve(args) => solve::run(args),
        Subcommand::Rate(args) => rate::run(args),
        Subcommand::Explain(args) => explain::run(args),
        Subcommand::Export(args) => export::run(args),
        Subcommand::Render(args) => render::run(args),
        Subcommand::Worksheet(args) => worksheet::run(args),
        Subcommand::Generate(args) => generate::run(args),
        Subcommand::Daily(args) => daily::run(args),
        Subcommand::Drill(args) => drill::run(args),
        Subcommand::Bench(args) => bench::run(args),
    }
}

/// Writes a line to standard error. Nothing is lost by ignoring a failure here: there is nowhere
/// else to say it (a closed or unread standard error must not stop the run).
fn warn(message: &str) {
    let _ = writeln!(std::io::stderr(), "{message}");
}

/// Writes `text` to standard output. `Err` carries the exit status to stop with: success when the
/// reader went away (a pipe into `head`), failure (said on standard error) for any other write
/// error, such as a full disk.
fn print(out: &mut impl Write, text: &str) -> Result<(), ExitCode> {
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .map_err(|error| {
            if error.kind() == std::io::ErrorKind::BrokenPipe {
                ExitCode::SUCCESS
            } else {
                warn(&format!("error: cannot write the output: {error}"));
                ExitCode::FAILURE
            }
        })
}

/// The most worker threads a command uses, per core.
const THREADS_PER_CORE: usize = 4;

/// Runs `work` on a pool of `threads` worker threads (one per core when not given; at most
/// `THREADS_PER_CORE` per core, with a note on standard error when more were asked for).
fn with_threads(threads: Threads, work: impl FnOnce() -> ExitCode + Send) -> ExitCode {
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    let most = cores * THREADS_PER_CORE;
    let asked = threads.threads.map_or(0, usize::from);
    if asked > most {
        warn(&format!(
            "note: --threads {asked} is more than this machine can use; using {most} \
             ({THREADS_PER_CORE} per core)"
        ));
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(asked.min(most))
        .build();
    match pool {
        Ok(pool) => pool.install(work),
        Err(error) => {
            warn(&format!("error: cannot start the worker threads: {error}"));
            ExitCode::FAILURE
        }
    }
}

/// Writes "error: " and `error` to standard error, in `notation` and `language`.
fn warn_error(error: Message, notation: Notation, language: Language) {
    warn(&template!("cli-error", error = error).render_in(notation, language));
}

/// Reads a file, printing its error to stderr (worded as `naming` asks) when it cannot be read.
fn load(path: &Path, naming: Naming) -> Option<PuzzleFile> {
    match read_path(path) {
        Ok(file) => Some(file),
        Err(error) => {
            naming.warn(error.message());
            None
        }
    }
}

/// Puzzle `number` (1 is the first) of the file at `path`; else, said on standard error as
/// `naming` asks, exit status 1 for a file that cannot be read and 2 for a puzzle the file does
/// not have.
fn load_puzzle(path: &Path, number: usize, naming: Naming) -> Result<Grid, ExitCode> {
    let file = load(path, naming).ok_or(ExitCode::FAILURE)?;
    let count = file.puzzles.len();
    match file.puzzles.into_iter().nth(number.saturating_sub(1)) {
        Some(puzzle) => Ok(puzzle.grid),
        None => {
            let error = template!(
                "cli-no-such-puzzle",
                file = shown_path(path),
                count = count,
                number = number
            );
            naming.warn(error);
            Err(ExitCode::from(USAGE_STATUS))
        }
    }
}

/// Puzzle `number` of `path` after the first `after` steps of its default solve path, with the
/// path's first `after + then` steps (worked out only when asked for any). As for `solve`, a
/// puzzle without exactly one solution is stepped only with the techniques that hold for every
/// solution. A path shorter than `after + then` steps is a usage error; `what` names the request
/// in its message ("export the position after 5"), worded as `naming` asks.
fn position_after(
    path: &Path,
    number: usize,
    (after, then): (usize, usize),
    what: Message,
    naming: Naming,
) -> Result<(Grid, Vec<Step>), ExitCode> {
    let mut grid = load_puzzle(path, number, naming)?;
    let wanted = after.checked_add(then);
    if wanted == Some(0) {
        return Ok((grid, Vec::new()));
    }
    let count = count_solutions(&grid, 2);
    let outcome = StepFinder::new(&Technique::DEFAULT).first_steps(
        &grid,
        &Cancel::never(),
        count,
        wanted.unwrap_or(usize::MAX),
    );
    let steps = outcome.steps;
    if wanted.is_none_or(|wanted| steps.len() < wanted) {
        let file = shown_path(path);
        let held = steps.len();
        let path_is = match (&outcome.result, count) {
            (SolveResult::Invalid(Inconsistency::NoSolution), _) => {
                template!("cli-path-no-solution", file = file)
            }
            (_, Some(1)) => template!("cli-path-length", file = file, steps = held),
            (_, None) => template!("cli-path-undecided", file = file, steps = held),
            _ => template!("cli-path-not-unique", file = file, steps = held),
        };
        let error = template!("cli-path-too-short", path = path_is, what = what);
        naming.warn(error);
        return Err(ExitCode::from(USAGE_STATUS));
    }
    for step in &steps[..after] {
        step.apply(&mut grid);
    }
    Ok((grid, steps))
}

/// The label of puzzle `index` of a file: the file name alone for a single puzzle, else with its
/// number and line.
fn puzzle_label(path: &Path, file: &PuzzleFile, index: usize, naming: Naming) -> String {
    if file.puzzles.len() == 1 {
        shown_path(path)
    } else {
        let label = template!(
            "cli-puzzle-label",
            file = shown_path(path),
            number = index + 1,
            line = file.puzzles[index].line
        );
        naming.say(&label)
    }
}

/// How many puzzles each thread gets per round of `for_each_puzzle`; output is written after each
/// round, so it comes in steadily and in order.
const PUZZLES_PER_THREAD_AND_ROUND: usize = 16;

/// The exit status when every file was read but the backtracking search could not decide how many
/// solutions some puzzle has.
const UNDECIDED_STATUS: u8 = 3;

/// What a command prints for one puzzle, and whether the search gave up on its solution count.
struct Answer {
    text: String,
    undecided: bool,
}

impl From<String> for Answer {
    fn from(text: String) -> Answer {
        Answer {
            text,
            undecided: false,
        }
    }
}

/// Prints the text `visit` makes from the label, the running index and the grid of every puzzle
/// of every file, in input order; the puzzles are visited on the current rayon pool. A file that
/// cannot be read is reported on stderr and makes the exit status 1; when standard output is
/// closed (a pipe into `head`), the run stops quietly, and on any other write error it stops with
/// status 1. Otherwise the status is 3 when some answer was undecided, else 0.
fn for_each_puzzle(
    paths: &[PathBuf],
    naming: Naming,
    visit: impl Fn(&str, usize, &Grid) -> Answer + Sync,
) -> ExitCode {
    let mut all_read = true;
    let mut undecided = false;
    let mut index = 0;
    let round = PUZZLES_PER_THREAD_AND_ROUND * rayon::current_num_threads();
    let mut out = std::io::stdout().lock();
    for path in paths {
        let Some(file) = load(path, naming) else {
            all_read = false;
            continue;
        };
        let positions: Vec<usize> = (0..file.puzzles.len()).collect();
        for chunk in positions.chunks(round) {
            let answers: Vec<Answer> = chunk
                .par_iter()
                .map(|&position| {
                    let label = puzzle_label(path, &file, position, naming);
                    visit(&label, index + position, &file.puzzles[position].grid)
                })
                .collect();
            for answer in answers {
                undecided |= answer.undecided;
                if let Err(status) = print(&mut out, &answer.text) {
                    return status;
                }
            }
        }
        index += file.puzzles.len();
    }
    if !all_read {
        ExitCode::FAILURE
    } else if undecided {
        ExitCode::from(UNDECIDED_STATUS)
    } else {
        ExitCode::SUCCESS
    }
}

/// How often a generation under way says how far it is.
const PROGRESS_EVERY: Duration = Duration::from_secs(2);

/// Runs `work`, writing `report(time so far)` on standard error every `PROGRESS_EVERY` until it
/// ends.
fn with_progress<T>(report: impl Fn(Duration) -> String + Sync, work: impl FnOnce() -> T) -> T {
    let done = AtomicBool::new(false);
    let start = Instant::now();
    std::thread::scope(|scope| {
        let reporter = scope.spawn(|| {
            let mut said = Duration::ZERO;
            while !done.load(Ordering::Relaxed) {
                std::thread::park_timeout(Duration::from_millis(50));
                let elapsed = start.elapsed();
                if !done.load(Ordering::Relaxed) && elapsed >= said + PROGRESS_EVERY {
                    said = elapsed;
                    warn(&report(elapsed));
                }
            }
        });
        let result = work();
        done.store(true, Ordering::Relaxed);
        // Wakes the reporter at once, so the work's time is not held up by its nap.
        reporter.thread().unpark();
        result
    })
}

/// A number of seconds above zero.
pub(super) fn parse_seconds(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(seconds) if seconds > 0.0 && seconds.is_finite() => Ok(seconds),
        _ => Err(format!("'{text}' is not a number of seconds above zero")),
    }
}

/// A path as the output names it, invisible characters written out (see `printable`).
pub(super) fn shown_path(path: &Path) -> String {
    crate::message::printable(&path.display().to_string())
}

/// An output path as given after `--out`: one that starts with `-` is refused, since it is
/// likelier an option typed in the wrong place (`--out=--help`) than a name; `./-name` names such
/// a file.
pub(super) fn parse_output_path(text: &str) -> Result<PathBuf, String> {
    if text.starts_with('-') {
        return Err(format!(
            "'{}' looks like an option, not a file name; to name a file or folder that starts \
             with '-', write ./{}",
            crate::message::printable(text),
            crate::message::printable(text)
        ));
    }
    if text.is_empty() {
        return Err("expected a file name".to_string());
    }
    Ok(PathBuf::from(text))
}

/// Prints one line on standard output (see `print`).
fn say(line: &str) -> Result<(), ExitCode> {
    print(&mut std::io::stdout().lock(), &format!("{line}\n"))
}

/// "1 step", "57 steps".
fn counted(count: usize, one: &str, many: &str) -> String {
    format!("{count} {}", if count == 1 { one } else { many })
}
