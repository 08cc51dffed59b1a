//! The command-line front end: argument definitions (clap) and the headless subcommands. Output
//! formats are a contract that other tools read; see ARCHITECTURE.md section 6.

mod explain;
mod export;
mod rate;
mod render;
mod worksheet;

pub use export::ExportFormat;
pub use render::PictureTheme;

/// The exit status of a request that cannot be met as asked (a question that cannot be asked, a
/// puzzle or step the file does not have), as for any other misuse of the command line.
const USAGE_STATUS: u8 = 2;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use clap::{Parser, Subcommand, ValueEnum};
use rayon::prelude::*;

use serde::Serialize;

use crate::cancel::Cancel;
use crate::format::{PuzzleFile, read_path, write_sud};
use crate::generator::{
    GenerateError, GenerateOptions, can_practise, clock_seed, generate_unique, generate_within,
};
use crate::model::{Candidate, Geometry, Grid, Layout};
use crate::solver::{
    Inconsistency, SolutionCount, SolveOutcome, SolveResult, StepFinder, count_solutions,
    rate_steps, solution_count, solve, solve_unique_steps,
};
use crate::step::Step;
use crate::technique::{Level, Technique};

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
    pub command: Option<Command>,
}

/// How many worker threads a command over a collection uses.
#[derive(Debug, Clone, Copy, clap::Args)]
pub struct Threads {
    /// Worker threads for the puzzles of a collection (default: one per core). Output stays in
    /// input order.
    #[arg(long, value_parser = clap::value_parser!(u16).range(1..))]
    pub threads: Option<u16>,
}

/// The headless subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Parse and validate puzzle files and count their solutions (none, unique, multiple).
    Check {
        /// Puzzle files; a collection file is checked puzzle by puzzle.
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// How many threads work on it.
        #[command(flatten)]
        threads: Threads,
    },
    /// Solve puzzles step by step and print each step's explanation (or JSON lines).
    Solve {
        /// Puzzle files; a collection file is solved puzzle by puzzle.
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Print one JSON object per line: each step, then a result line per puzzle.
        #[arg(long)]
        json: bool,
        /// Never guess: leave Brute Force out, so a puzzle no technique finishes ends "stuck".
        #[arg(long)]
        no_guess: bool,
        /// Only these techniques, in this order, comma-separated exact names
        /// (e.g. "Naked Single,Hidden Single"). Candidate Elimination always runs first.
        #[arg(long, value_delimiter = ',', value_parser = parse_technique)]
        techniques: Option<Vec<Technique>>,
        /// How many threads work on it.
        #[command(flatten)]
        threads: Threads,
    },
    /// Rate puzzles: level and score of the default solve path, as HoDoKu rates them.
    Rate {
        /// Puzzle files; a collection file is rated puzzle by puzzle.
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Rate the solve path of only these techniques, in this order (names as for `solve`),
        /// as the app does with the order of its Techniques window.
        #[arg(long, value_delimiter = ',', value_parser = parse_technique)]
        techniques: Option<Vec<Technique>>,
        /// Say what makes each puzzle hard: what set the level, the steps above Easy (hardest
        /// technique first, with their step numbers), the points per technique, and the rating
        /// without each of the hardest techniques.
        #[arg(long)]
        explain: bool,
        /// How many threads work on it.
        #[command(flatten)]
        threads: Threads,
    },
    /// Ask about one candidate: why it cannot go in its cell ('r4c5<>7', quoted for the shell)
    /// or whether its digit is right there ('r4c5=7'). Prints the simplest step that removes
    /// (or places) it as `solve` does, or one result line: the solution's digit, a wrong digit
    /// with the contradiction it leads to, not provable, or not a candidate.
    Explain {
        /// A puzzle file (a position with pencil marks, or a puzzle: its candidates are those no
        /// placed peer rules out).
        file: PathBuf,
        /// The question: rXcY<>D (why not D in row X, column Y) or rXcY=D (is D right there).
        question: String,
        /// Which puzzle of a collection file (1 is the first).
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..))]
        puzzle: u32,
        /// Print one JSON line: the step as `solve --json` prints it, or a result line.
        #[arg(long)]
        json: bool,
        /// Only these techniques, in this order (names as for `solve`); a Forcing Chain and a
        /// Forcing Net that suppose the candidate are always the last resort.
        #[arg(long, value_delimiter = ',', value_parser = parse_technique)]
        techniques: Option<Vec<Technique>>,
    },
    /// Print a puzzle, or the position after the first N steps of its default solve path, as a
    /// one-line puzzle, a .sud grid, a pencil-mark grid, a candidate (Sukaku) string or a HoDoKu
    /// library line; each reads back to the same position.
    Export {
        /// A puzzle file.
        file: PathBuf,
        /// How to print it: line (the digits), sud, pm (pencil marks), sukaku or hodoku.
        #[arg(long, value_enum, default_value = "line")]
        format: ExportFormat,
        /// Take this many steps of the default solve path first.
        #[arg(long, default_value_t = 0)]
        after: usize,
        /// Which puzzle of a collection file (1 is the first).
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..))]
        puzzle: u32,
    },
    /// Draw a puzzle's board as the app does (candidates, and with --step the next step's
    /// highlights, removed candidates and chain arrows) to an SVG or PNG file.
    Render {
        /// A puzzle file.
        file: PathBuf,
        /// Take this many steps of the default solve path first.
        #[arg(long, default_value_t = 0)]
        after: usize,
        /// Draw the next step of the path on the position.
        #[arg(long)]
        step: bool,
        /// Where to write the picture: a name ending in .svg or .png.
        #[arg(long)]
        out: PathBuf,
        /// The colours: light (for printing) or dark, as in the app.
        #[arg(long, value_enum, default_value = "light")]
        theme: PictureTheme,
        /// The picture's side in pixels.
        #[arg(long, default_value_t = 900, value_parser = clap::value_parser!(u32).range(200..=8000))]
        size: u32,
        /// Which puzzle of a collection file (1 is the first).
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..))]
        puzzle: u32,
    },
    /// Write a printable worksheet of a puzzle's default solve path into a folder: worksheet.html
    /// and worksheet.md with the puzzle, every step beyond singles drawn with its explanation and
    /// proof, the singles summarised between them, the rating and the solution (SVG pictures).
    Worksheet {
        /// A puzzle file.
        file: PathBuf,
        /// The folder to write into: a new or empty folder (one holding files the worksheet did
        /// not write is refused).
        #[arg(long)]
        out: PathBuf,
        /// Replace an earlier worksheet in the folder.
        #[arg(long)]
        force: bool,
        /// The pictures' colours: light (for printing) or dark.
        #[arg(long, value_enum, default_value = "light")]
        theme: PictureTheme,
        /// Which puzzle of a collection file (1 is the first).
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..))]
        puzzle: u32,
    },
    /// Generate puzzles with a unique solution whose rating is the given level.
    Generate {
        /// The box shape, box rows x box columns: 2x2 (4x4 board), 2x3, 3x3, 3x4, 4x4, 5x5...
        #[arg(long, default_value = "3x3", value_parser = parse_box_shape)]
        size: Layout,
        /// The rating level: Easy, Medium, Hard, Unfair or Extreme.
        #[arg(long, default_value = "Medium", value_parser = parse_level)]
        difficulty: Level,
        /// Puzzles to practise this technique (an exact name, as for `solve`): their default
        /// solve path uses it and no technique of a higher level (instead of --difficulty).
        #[arg(long, value_parser = parse_practised, conflicts_with = "difficulty")]
        technique: Option<Technique>,
        /// How many puzzles.
        #[arg(long, default_value_t = 1)]
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
    },
    /// Measure a solver on a collection (or the generator): items per second, median, p99 and
    /// max per item.
    Bench {
        /// What to measure.
        kind: BenchKind,
        /// A puzzle file or collection (optional for `generate`: then its puzzle count and board
        /// size say how many puzzles of which size to make; without it, 100 9x9 puzzles).
        file: Option<PathBuf>,
        /// Measure only the first N puzzles (for `generate`: make at most N).
        #[arg(long)]
        limit: Option<usize>,
        /// For `generate`: give up on a puzzle after this many seconds (it counts as not made).
        #[arg(long, default_value = "60", value_parser = parse_seconds)]
        time_limit: f64,
        /// How many threads work on it.
        #[command(flatten)]
        threads: Threads,
    },
}

/// How `generate` prints a puzzle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum OutputFormat {
    /// The `.sud` grid (the size-header form for boards other than 9x9), then a blank line.
    Sud,
    /// One line per puzzle, `.` for an empty cell.
    Line,
}

/// Reads a box shape such as "3x3" or "2x3".
fn parse_box_shape(text: &str) -> Result<Layout, String> {
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
fn parse_level(name: &str) -> Result<Level, String> {
    Level::from_name(name).ok_or_else(|| {
        format!("unknown difficulty '{name}'; expected Easy, Medium, Hard, Unfair or Extreme")
    })
}

/// What `bench` measures.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum BenchKind {
    /// The backtracking solver, one solution per puzzle.
    Brute,
    /// Whole step-by-step solves with the default techniques and no guessing.
    Logic,
    /// Each Take Step of those solves (find and apply one step): steps per second and the time
    /// per step. Puzzles go one at a time, as in the app; the threads speed up each step (the
    /// forcing searches run beside the others).
    Step,
    /// The generator on 9x9 boards, seeds 1 to N: a minimal puzzle with a unique solution (no
    /// rating), then a puzzle rated Hard.
    Generate,
    /// `explain` answers: for each puzzle, a position of its solve path and one of its
    /// candidates, both chosen at random (seeded by the puzzle's number), asked why not; the
    /// time per answer, and how many answers of each kind.
    Explain,
}

/// Reads a technique from its exact name (case-insensitive).
fn parse_technique(name: &str) -> Result<Technique, String> {
    Technique::from_name(name).ok_or_else(|| {
        let names: Vec<&str> = Technique::ALL.iter().map(|t| t.name()).collect();
        format!(
            "unknown technique '{name}'; expected one of: {}",
            names.join(", ")
        )
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

/// Runs a headless subcommand and returns the process exit status.
pub fn run(command: Command) -> ExitCode {
    match command {
        Command::Check { files, threads } => with_threads(threads, || check(&files)),
        Command::Solve {
            files,
            json,
            no_guess,
            techniques,
            threads,
        } => {
            let mut order = techniques.unwrap_or_else(|| Technique::DEFAULT.to_vec());
            if no_guess {
                order.retain(|&t| t != Technique::BruteForce);
            }
            with_threads(threads, || solve_files(&files, json, &order))
        }
        Command::Rate {
            files,
            techniques,
            explain,
            threads,
        } => {
            let order = techniques.unwrap_or_else(|| Technique::DEFAULT.to_vec());
            with_threads(threads, || rate::rate(&files, &order, explain))
        }
        Command::Explain {
            file,
            question,
            puzzle,
            json,
            techniques,
        } => {
            let order = techniques.unwrap_or_else(|| Technique::DEFAULT.to_vec());
            explain::explain_file(&file, puzzle as usize, &question, json, &order)
        }
        Command::Export {
            file,
            format,
            after,
            puzzle,
        } => export::export_file(&file, puzzle as usize, format, after),
        Command::Worksheet {
            file,
            out,
            force,
            theme,
            puzzle,
        } => worksheet::worksheet_file(&file, puzzle as usize, &out, force, theme),
        Command::Render {
            file,
            after,
            step,
            out,
            theme,
            size,
            puzzle,
        } => render::render_file(render::RenderRequest {
            path: &file,
            number: puzzle as usize,
            after,
            step,
            out: &out,
            theme,
            size,
        }),
        Command::Generate {
            size,
            difficulty,
            technique,
            count,
            seed,
            symmetric,
            format,
            time_limit,
        } => {
            let options = GenerateOptions {
                layout: size,
                level: difficulty,
                symmetric,
                seed: seed.unwrap_or_else(clock_seed),
                practise: technique,
            };
            generate_puzzles(options, count, format, Duration::from_secs_f64(time_limit))
        }
        Command::Bench {
            kind,
            file,
            limit,
            time_limit,
            threads,
        } => with_threads(threads, || match (kind, file) {
            (BenchKind::Generate, None) => {
                bench_generate(Layout::CLASSIC, limit.unwrap_or(100), time_limit)
            }
            (BenchKind::Generate, Some(file)) => match load(&file) {
                Some(file) => bench_generate(
                    file.puzzles
                        .first()
                        .map_or(Layout::CLASSIC, |first| first.grid.layout()),
                    limit.unwrap_or(usize::MAX).min(file.puzzles.len()),
                    time_limit,
                ),
                None => ExitCode::FAILURE,
            },
            (BenchKind::Explain, Some(file)) => explain::bench_explain(&file, limit),
            (_, Some(file)) => bench(kind, &file, limit),
            (_, None) => {
                warn("error: bench brute, logic, step and explain need a puzzle file");
                ExitCode::from(2)
            }
        }),
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

/// Reads a file, printing its error to stderr when it cannot be read.
fn load(path: &Path) -> Option<PuzzleFile> {
    match read_path(path) {
        Ok(file) => Some(file),
        Err(error) => {
            warn(&format!("error: {error}"));
            None
        }
    }
}

/// Puzzle `number` (1 is the first) of the file at `path`; else, said on standard error, exit
/// status 1 for a file that cannot be read and 2 for a puzzle the file does not have.
fn load_puzzle(path: &Path, number: usize) -> Result<Grid, ExitCode> {
    let file = load(path).ok_or(ExitCode::FAILURE)?;
    let count = file.puzzles.len();
    match file.puzzles.into_iter().nth(number.saturating_sub(1)) {
        Some(puzzle) => Ok(puzzle.grid),
        None => {
            warn(&format!(
                "error: {} holds {count} puzzle(s); there is no puzzle {number}",
                path.display()
            ));
            Err(ExitCode::from(USAGE_STATUS))
        }
    }
}

/// Puzzle `number` of `path` after the first `after` steps of its default solve path, with the
/// path's first `after + then` steps (worked out only when asked for any). As for `solve`, a
/// puzzle without exactly one solution is stepped only with the techniques that hold for every
/// solution. A path shorter than `after + then` steps is a usage error; `what` names the request
/// in its message ("export the position after 5").
fn position_after(
    path: &Path,
    number: usize,
    after: usize,
    then: usize,
    what: &str,
) -> Result<(Grid, Vec<Step>), ExitCode> {
    let mut grid = load_puzzle(path, number)?;
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
        let file = path.display();
        let holding = counted(
            steps.len(),
            "step holds for every solution",
            "steps hold for every solution",
        );
        let path_is = match (&outcome.result, count) {
            (SolveResult::Invalid(Inconsistency::NoSolution), _) => {
                format!("{file} has no solution, so it has no solve path")
            }
            (_, Some(1)) => format!(
                "the default solve path of {file} has {}",
                counted(steps.len(), "step", "steps")
            ),
            (_, None) => format!(
                "the backtracking search could not tell whether {file} has one solution; only \
                 {holding}"
            ),
            _ => format!("{file} has more than one solution; only {holding}"),
        };
        warn(&format!("error: {path_is}; cannot {what}"));
        return Err(ExitCode::from(USAGE_STATUS));
    }
    for step in &steps[..after] {
        step.apply(&mut grid);
    }
    Ok((grid, steps))
}

/// The label of puzzle `index` of a file: the file name alone for a single puzzle, else with its
/// number and line.
fn puzzle_label(path: &Path, file: &PuzzleFile, index: usize) -> String {
    if file.puzzles.len() == 1 {
        path.display().to_string()
    } else {
        format!(
            "{} #{} (line {})",
            path.display(),
            index + 1,
            file.puzzles[index].line
        )
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
    visit: impl Fn(&str, usize, &Grid) -> Answer + Sync,
) -> ExitCode {
    let mut all_read = true;
    let mut undecided = false;
    let mut index = 0;
    let round = PUZZLES_PER_THREAD_AND_ROUND * rayon::current_num_threads();
    let mut out = std::io::stdout().lock();
    for path in paths {
        let Some(file) = load(path) else {
            all_read = false;
            continue;
        };
        let positions: Vec<usize> = (0..file.puzzles.len()).collect();
        for chunk in positions.chunks(round) {
            let answers: Vec<Answer> = chunk
                .par_iter()
                .map(|&position| {
                    let label = puzzle_label(path, &file, position);
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

fn check(paths: &[PathBuf]) -> ExitCode {
    for_each_puzzle(paths, |label, _, grid| {
        let count = solution_count(grid);
        Answer {
            text: format!(
                "{label}: {}, {}, {count}\n",
                grid.layout(),
                counted(grid.given_count(), "given", "givens"),
            ),
            undecided: count == SolutionCount::Undecided,
        }
    })
}

/// How often a generation under way says how far it is.
const PROGRESS_EVERY: Duration = Duration::from_secs(2);

/// Makes `count` puzzles from the seed of `first` on, each within `time_limit`; a seed that gives
/// none is reported and the next one tried, and the run ends with status 1 when any failed.
/// While a puzzle takes long, its attempt number goes to standard error every two seconds.
fn generate_puzzles(
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

/// Runs `work`, writing `report(time so far)` on standard error every `PROGRESS_EVERY` until it
/// ends.
fn with_progress<T>(report: impl Fn(Duration) -> String + Sync, work: impl FnOnce() -> T) -> T {
    let done = AtomicBool::new(false);
    let start = Instant::now();
    std::thread::scope(|scope| {
        scope.spawn(|| {
            let mut said = Duration::ZERO;
            while !done.load(Ordering::Relaxed) {
                std::thread::sleep(Duration::from_millis(50));
                let elapsed = start.elapsed();
                if elapsed >= said + PROGRESS_EVERY {
                    said = elapsed;
                    warn(&report(elapsed));
                }
            }
        });
        let result = work();
        done.store(true, Ordering::Relaxed);
        result
    })
}

/// A number of seconds above zero.
fn parse_seconds(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(seconds) if seconds > 0.0 && seconds.is_finite() => Ok(seconds),
        _ => Err(format!("'{text}' is not a number of seconds above zero")),
    }
}

fn bench(kind: BenchKind, path: &Path, limit: Option<usize>) -> ExitCode {
    let Some(file) = load(path) else {
        return ExitCode::FAILURE;
    };
    let count = limit.unwrap_or(usize::MAX).min(file.puzzles.len());
    let puzzles = &file.puzzles[..count];
    let logic = logical_techniques();
    let start = Instant::now();
    let results: Vec<(SolveResult, Vec<Duration>)> = if kind == BenchKind::Step {
        puzzles
            .iter()
            .map(|puzzle| {
                let mut times = Vec::new();
                let result = timed_steps(&puzzle.grid, &logic, &mut times);
                (result, times)
            })
            .collect()
    } else {
        puzzles
            .par_iter()
            .map(|puzzle| {
                let begin = Instant::now();
                let result = match kind {
                    BenchKind::Logic => {
                        StepFinder::new(&logic)
                            .solve_if_unique(&puzzle.grid, &Cancel::never())
                            .result
                    }
                    _ => match solve(&puzzle.grid) {
                        Some(_) => SolveResult::Solved,
                        None => SolveResult::Invalid(Inconsistency::NoSolution),
                    },
                };
                (result, vec![begin.elapsed()])
            })
            .collect()
    };
    let total = start.elapsed();
    let solved = results
        .iter()
        .filter(|(result, _)| *result == SolveResult::Solved)
        .count();
    let not_unique = results
        .iter()
        .filter(|(result, _)| *result == SolveResult::NotUnique)
        .count();
    let mut done = format!("{solved} solved");
    if not_unique > 0 {
        done.push_str(&format!(", {not_unique} not unique"));
    }
    let mut times: Vec<Duration> = results.into_iter().flat_map(|(_, t)| t).collect();
    let (what, unit) = match kind {
        BenchKind::Logic => ("logic", "puzzle"),
        BenchKind::Step => ("step", "step"),
        _ => ("brute", "puzzle"),
    };
    let reported = say(&bench_report(what, unit, count, &done, total, &mut times));
    reported.err().unwrap_or(ExitCode::SUCCESS)
}

/// Prints one line on standard output (see `print`).
fn say(line: &str) -> Result<(), ExitCode> {
    print(&mut std::io::stdout().lock(), &format!("{line}\n"))
}

/// `bench generate`: `count` minimal unique puzzles of `layout`, then (9x9 only) `count` puzzles
/// rated Hard, seeds 1 to `count`, one line of figures each. Each puzzle may take up to
/// `seconds`; the puzzles made so far are reported on standard error every `PROGRESS_EVERY`.
fn bench_generate(layout: Layout, count: usize, seconds: f64) -> ExitCode {
    let limit = Duration::from_secs_f64(seconds);
    let options = |seed: usize, level: Level| GenerateOptions {
        layout,
        level,
        symmetric: false,
        seed: seed as u64,
        practise: None,
    };
    let timed = |what: &str, make: &(dyn Fn(usize) -> bool + Sync)| {
        let finished = AtomicUsize::new(0);
        let start = Instant::now();
        let results: Vec<(bool, Duration)> = with_progress(
            |elapsed| {
                format!(
                    "{what}: {} of {count} puzzles, {:.0} s",
                    finished.load(Ordering::Relaxed),
                    elapsed.as_secs_f64()
                )
            },
            || {
                (1..=count)
                    .into_par_iter()
                    .map(|seed| {
                        let begin = Instant::now();
                        let made = make(seed);
                        finished.fetch_add(1, Ordering::Relaxed);
                        (made, begin.elapsed())
                    })
                    .collect()
            },
        );
        let total = start.elapsed();
        let made = results.iter().filter(|(made, _)| *made).count();
        let mut done = format!("{made} made");
        if made < count {
            done.push_str(&format!(", {} not within {seconds} s", count - made));
        }
        let mut times: Vec<Duration> = results.into_iter().map(|(_, t)| t).collect();
        bench_report(what, "puzzle", count, &done, total, &mut times)
    };
    let unique = timed("generate unique", &|seed| {
        generate_unique(&options(seed, Level::Extreme), limit).is_some()
    });
    if let Err(status) = say(&unique) {
        return status;
    }
    if layout != Layout::CLASSIC {
        let said = say("generate hard: only measured on 9x9 boards");
        return said.err().unwrap_or(ExitCode::SUCCESS);
    }
    let hard = timed("generate hard", &|seed| {
        generate_within(&options(seed, Level::Hard), limit, &Cancel::never(), |_| {}).is_ok()
    });
    say(&hard).err().unwrap_or(ExitCode::SUCCESS)
}

/// Solves `grid` one step at a time, adding the time of each step (find and apply) to `times`.
/// As `solve` does, a puzzle without exactly one solution is stepped only with the techniques
/// that hold for every solution, and ends `NotUnique` (or `Undecided`, `Invalid`).
fn timed_steps(grid: &Grid, techniques: &[Technique], times: &mut Vec<Duration>) -> SolveResult {
    let count = count_solutions(grid, 2);
    if count == Some(0) {
        return SolveResult::Invalid(Inconsistency::NoSolution);
    }
    let sound: Vec<Technique> = techniques
        .iter()
        .copied()
        .filter(|t| count == Some(1) || !t.assumes_uniqueness())
        .collect();
    let mut grid = grid.clone();
    let mut finder = StepFinder::new(&sound);
    loop {
        let begin = Instant::now();
        let step = finder.next_step(&grid, &Cancel::never());
        let Ok(Some(step)) = step else {
            return match count {
                Some(1) | None if grid.is_solved() => SolveResult::Solved,
                Some(1) => SolveResult::Stuck,
                Some(_) => SolveResult::NotUnique,
                None => SolveResult::Undecided,
            };
        };
        step.apply(&mut grid);
        times.push(begin.elapsed());
    }
}

/// One line of benchmark figures: items per second, then median, p99 and max per item.
fn bench_report(
    what: &str,
    unit: &str,
    count: usize,
    done: &str,
    total: Duration,
    times: &mut [Duration],
) -> String {
    times.sort_unstable();
    let micros = |d: Duration| d.as_secs_f64() * 1e6;
    let percentile = |p: f64| {
        times
            .get(((times.len() as f64 * p).ceil() as usize).saturating_sub(1))
            .copied()
            .unwrap_or_default()
    };
    let rate = if total.is_zero() {
        0.0
    } else {
        times.len() as f64 / total.as_secs_f64()
    };
    let items = if unit == "puzzle" {
        String::new()
    } else {
        format!("{} {unit}s, ", times.len())
    };
    let puzzles = if count == 1 { "puzzle" } else { "puzzles" };
    let threads = rayon::current_num_threads();
    let thread_word = if threads == 1 { "thread" } else { "threads" };
    format!(
        "{what}: {count} {puzzles}, {done}, {threads} {thread_word}, {:.3} s, {items}{rate:.0} {unit}s/s, median {:.1} us, p99 {:.1} us, max {:.1} us per {unit}",
        total.as_secs_f64(),
        micros(percentile(0.5)),
        micros(percentile(0.99)),
        micros(times.last().copied().unwrap_or_default()),
    )
}

/// The default techniques without Brute Force.
fn logical_techniques() -> Vec<Technique> {
    Technique::DEFAULT
        .into_iter()
        .filter(|&t| t != Technique::BruteForce)
        .collect()
}

/// A step as one JSON line.
#[derive(Serialize)]
struct StepLine<'a> {
    puzzle: usize,
    step: usize,
    technique: &'a str,
    message: &'a str,
    placements: Vec<[usize; 3]>,
    eliminations: Vec<[usize; 3]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    proof: Option<serde_json::Value>,
}

impl StepLine<'_> {
    /// Step `number` (1-based) of puzzle `puzzle` (0-based).
    fn of<'a>(geometry: &Geometry, puzzle: usize, number: usize, step: &'a Step) -> StepLine<'a> {
        StepLine {
            puzzle,
            step: number,
            technique: step.technique.name(),
            message: &step.message,
            placements: triples(geometry, &step.placements),
            eliminations: triples(geometry, &step.eliminations),
            proof: step.proof.as_ref().map(|p| p.to_json(geometry)),
        }
    }
}

/// The end of one puzzle's solve as one JSON line.
#[derive(Serialize)]
struct ResultLine<'a> {
    puzzle: usize,
    result: &'a str,
    steps: usize,
    guesses: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    level: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    score: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    solution: Option<String>,
}

/// 1-based row, column and digit of each candidate.
fn triples(geometry: &Geometry, candidates: &[Candidate]) -> Vec<[usize; 3]> {
    candidates
        .iter()
        .map(|c| {
            [
                geometry.row_of(c.cell) + 1,
                geometry.col_of(c.cell) + 1,
                usize::from(c.digit.get()),
            ]
        })
        .collect()
}

fn guesses(outcome: &SolveOutcome) -> usize {
    outcome
        .steps
        .iter()
        .filter(|s| s.technique == Technique::BruteForce)
        .count()
}

/// "1 step", "57 steps".
fn counted(count: usize, one: &str, many: &str) -> String {
    format!("{count} {}", if count == 1 { one } else { many })
}

fn solve_files(paths: &[PathBuf], json: bool, techniques: &[Technique]) -> ExitCode {
    for_each_puzzle(paths, |label, index, grid| {
        let outcome = solve_unique_steps(grid, techniques);
        Answer {
            text: if json {
                json_lines(index, grid, &outcome)
            } else {
                text_lines(label, &outcome)
            },
            undecided: outcome.result == SolveResult::Undecided,
        }
    })
}

/// The JSON lines of one solve: one per step, then the result line.
fn json_lines(index: usize, puzzle: &Grid, outcome: &SolveOutcome) -> String {
    let geometry = puzzle.geometry();
    let mut text = String::new();
    for (number, step) in outcome.steps.iter().enumerate() {
        let line = StepLine::of(geometry, index, number + 1, step);
        text.push_str(&serde_json::to_string(&line).unwrap_or_default());
        text.push('\n');
    }
    let rating = match outcome.result {
        SolveResult::Solved | SolveResult::Stuck => Some(rate_steps(&outcome.steps)),
        SolveResult::Invalid(_) | SolveResult::NotUnique | SolveResult::Undecided => None,
    };
    let line = ResultLine {
        puzzle: index,
        result: outcome.result.word(),
        steps: outcome.steps.len(),
        guesses: guesses(outcome),
        level: rating.map(|r| r.level.name()),
        score: rating.map(|r| r.score),
        solution: (outcome.result == SolveResult::Solved).then(|| outcome.grid.to_line()),
    };
    text.push_str(&serde_json::to_string(&line).unwrap_or_default());
    text.push('\n');
    text
}

/// What a solve came to, in words: "solved in 57 steps (0 guesses); level Medium, score 764".
fn summary(outcome: &SolveOutcome) -> String {
    let rating = rate_steps(&outcome.steps);
    let steps = outcome.steps.len();
    let guesses = guesses(outcome);
    match &outcome.result {
        SolveResult::Invalid(reason) => format!("invalid: {reason}"),
        SolveResult::NotUnique => format!(
            "not unique: the puzzle has more than one solution, so it has no logical solve path; \
             {}",
            counted(
                steps,
                "step that holds for every solution",
                "steps that hold for every solution"
            )
        ),
        SolveResult::Undecided => format!(
            "undecided: the backtracking search gave up before it could tell whether the puzzle \
             has one solution; {} did not solve it",
            counted(
                steps,
                "step that holds for every solution",
                "steps that hold for every solution"
            )
        ),
        result => format!(
            "{} after {}, {}; level {}, score {}",
            result.word(),
            counted(steps, "step", "steps"),
            counted(guesses, "guess", "guesses"),
            rating.level,
            rating.score
        ),
    }
}

/// The numbered step messages of one solve and a summary line.
fn text_lines(label: &str, outcome: &SolveOutcome) -> String {
    let mut text = format!("{label}\n");
    for (number, step) in outcome.steps.iter().enumerate() {
        text.push_str(&format!("{:4}. {}\n", number + 1, step.message));
    }
    text.push_str(&format!("{label}: {}\n", summary(outcome)));
    text
}
