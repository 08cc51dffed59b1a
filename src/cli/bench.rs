//! The `bench` subcommand: a solver (or the generator, or `explain`'s answers to random
//! questions) timed on a collection, one line of figures each.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use clap::ValueEnum;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use rayon::prelude::*;

use super::generate::{parse_box_shape, parse_level};
use super::{
    Naming, Threads, USAGE_STATUS, load, parse_seconds, say, warn, with_progress, with_threads,
};
use crate::cancel::Cancel;
use crate::deduction::technique::{Level, Technique};
use crate::model::RuleSet;
use crate::model::{Grid, Layout};
use crate::solver::{Inconsistency, SolveResult, StepFinder, count_solutions, solve, solve_steps};
use crate::tasks::explain::{Question, explain};
use crate::tasks::generator::{
    GenerateError, GenerateOptions, MAX_ATTEMPTS, generate_unique, generate_within,
};

/// Measure a solver on a collection (or the generator): items per second, median, p99 and
/// max per item.
#[derive(Debug, clap::Args)]
pub struct BenchArgs {
    /// What to measure.
    kind: BenchKind,
    /// A puzzle file or collection (optional for `generate`: then its puzzle count and board
    /// size say how many puzzles of which size to make; without it, 100 puzzles of `--size`).
    file: Option<PathBuf>,
    /// For `generate` without a file: the box shape, box rows x box columns (2x2 for a 4x4
    /// board, 3x3, 4x4, 5x5...).
    #[arg(long, default_value = "3x3", value_parser = parse_box_shape)]
    size: Layout,
    /// For `generate`: the level of the rated puzzles.
    #[arg(long, default_value = "Hard", value_parser = parse_level)]
    difficulty: Level,
    /// Measure only the first N puzzles (for `generate`: make at most N); at least one.
    #[arg(long, value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..))]
    limit: Option<usize>,
    /// For `generate`: give up on a puzzle after this many seconds (it counts as not made).
    #[arg(long, default_value = "60", value_parser = parse_seconds)]
    time_limit: f64,
    /// How many threads work on it.
    #[command(flatten)]
    threads: Threads,
}

/// What `bench` measures.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum BenchKind {
    /// The backtracking solver, one solution per puzzle.
    Brute,
    /// The backtracking solver counting to two solutions (what `check` and the generator ask:
    /// is it unique?).
    Count,
    /// Whole step-by-step solves with the default techniques and no guessing.
    Logic,
    /// Each Take Step of those solves (find and apply one step): steps per second and the time
    /// per step. Puzzles go one at a time, as in the app; the threads speed up each step (the
    /// forcing searches run beside the others).
    Step,
    /// The generator, seeds 1 to N: a minimal puzzle with a unique solution (no rating), then a
    /// puzzle rated at `--difficulty` (Hard unless told), on boards of `--size` (9x9 unless told).
    Generate,
    /// `explain` answers: for each puzzle, a position of its solve path and one of its
    /// candidates, both chosen at random (seeded by the puzzle's number), asked why not; the
    /// time per answer, and how many answers of each kind.
    Explain,
    /// The window's frames (needs a display): a 9x9 board with candidates and an X-Chain drawn,
    /// then the bundled 16x16 and 25x25 with candidates and a hint drawn, each repainted
    /// unchanged `--limit` times (120 unless told), then as many Take Steps on an Extreme 9x9
    /// (each until the frame that draws it); the times and eframe's CPU time per frame.
    Frames,
}

/// Runs `bench`.
pub(super) fn run(args: BenchArgs) -> ExitCode {
    let (kind, limit, time_limit) = (args.kind, args.limit, args.time_limit);
    let level = args.difficulty;
    if kind == BenchKind::Frames {
        // The window's event loop must run on the main thread, outside the thread pool.
        return bench_frames(limit.unwrap_or(FRAMES_PER_SCENE));
    }
    with_threads(args.threads, || match (kind, args.file) {
        (BenchKind::Generate, None) => {
            bench_generate(args.size, level, limit.unwrap_or(100), time_limit)
        }
        (BenchKind::Generate, Some(file)) => match load(&file, Naming::DEFAULT) {
            Some(file) => bench_generate(
                file.puzzles
                    .first()
                    .map_or(Layout::CLASSIC, |first| first.grid.layout()),
                level,
                limit.unwrap_or(usize::MAX).min(file.puzzles.len()),
                time_limit,
            ),
            None => ExitCode::FAILURE,
        },
        (BenchKind::Explain, Some(file)) => bench_explain(&file, limit),
        (_, Some(file)) => bench(kind, &file, limit),
        (_, None) => {
            warn("error: bench brute, count, logic, step and explain need a puzzle file");
            ExitCode::from(USAGE_STATUS)
        }
    })
}

/// How many frames `bench frames` measures per scene unless `--limit` says.
const FRAMES_PER_SCENE: usize = 120;

/// `bench frames`: `frames` frames of each scene timed in a window (see
/// `crate::app::bench_frames`), a line of figures per scene.
#[cfg(all(feature = "gui", not(target_arch = "wasm32")))]
fn bench_frames(frames: usize) -> ExitCode {
    let figures = match crate::app::bench_frames(frames) {
        Ok(figures) => figures,
        Err(error) => {
            warn(&format!("error: bench frames: {error}"));
            return ExitCode::FAILURE;
        }
    };
    let mut lines = Vec::new();
    for scene in figures {
        let mut intervals = scene.intervals;
        let mut cpu: Vec<Duration> = scene
            .cpu
            .iter()
            .map(|&seconds| Duration::from_secs_f32(seconds.max(0.0)))
            .collect();
        let (samples, timed) = if scene.steps {
            ("steps", "until drawn")
        } else {
            ("frames", "between frames")
        };
        lines.push(format!(
            "frames: {}: {} {samples}, {timed} {}; CPU per frame {}",
            scene.scene,
            intervals.len(),
            frame_percentiles(&mut intervals),
            frame_percentiles(&mut cpu)
        ));
    }
    say(&lines.join("\n")).err().unwrap_or(ExitCode::SUCCESS)
}

/// Without the window: says that `bench frames` needs it.
#[cfg(not(all(feature = "gui", not(target_arch = "wasm32"))))]
fn bench_frames(_frames: usize) -> ExitCode {
    warn(
        "error: bench frames draws in the app's window, and this build has none (the `gui` feature is off)",
    );
    ExitCode::from(USAGE_STATUS)
}

/// Median, p90, p99 and max of `times`, in milliseconds.
#[cfg(all(feature = "gui", not(target_arch = "wasm32")))]
fn frame_percentiles(times: &mut [Duration]) -> String {
    times.sort_unstable();
    let at = |p: f64| percentile(times, p).as_secs_f64() * 1e3;
    format!(
        "median {:.1} ms, p90 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        at(0.5),
        at(0.9),
        at(0.99),
        at(1.0)
    )
}

/// `bench brute|count|logic|step`: every puzzle of `path` (the first `limit`) solved (or its
/// solutions counted) and timed.
pub(super) fn bench(kind: BenchKind, path: &Path, limit: Option<usize>) -> ExitCode {
    let Some(file) = load(path, Naming::DEFAULT) else {
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
                    BenchKind::Count => match count_solutions(&puzzle.grid, 2) {
                        Some(1) => SolveResult::Solved,
                        Some(0) => SolveResult::Invalid(Inconsistency::NoSolution),
                        Some(_) => SolveResult::NotUnique,
                        None => SolveResult::Undecided,
                    },
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
    let solved_word = if kind == BenchKind::Count {
        "unique"
    } else {
        "solved"
    };
    let mut done = format!("{solved} {solved_word}");
    if not_unique > 0 {
        done.push_str(&format!(", {not_unique} not unique"));
    }
    let mut times: Vec<Duration> = results.into_iter().flat_map(|(_, t)| t).collect();
    let (what, unit) = match kind {
        BenchKind::Logic => ("logic", "puzzle"),
        BenchKind::Step => ("step", "step"),
        BenchKind::Count => ("count", "puzzle"),
        _ => ("brute", "puzzle"),
    };
    let reported = say(&bench_report(what, unit, count, &done, total, &mut times));
    reported.err().unwrap_or(ExitCode::SUCCESS)
}

/// How one puzzle of `bench generate` came out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Made {
    /// It was made.
    Yes,
    /// Its time limit ran out first.
    TimedOut,
    /// Every attempt gave a puzzle of another level.
    NotFound,
}

/// `bench generate`: `count` minimal unique puzzles of `layout`, then `count` puzzles rated
/// `level`, seeds 1 to `count`, one line of figures each. Each puzzle may take up to `seconds`;
/// the puzzles made so far are reported on standard error every `PROGRESS_EVERY`.
pub(super) fn bench_generate(layout: Layout, level: Level, count: usize, seconds: f64) -> ExitCode {
    let limit = Duration::from_secs_f64(seconds);
    let options = |seed: usize, level: Level| GenerateOptions {
        layout,
        rules: RuleSet::CLASSIC,
        level,
        symmetric: false,
        seed: seed as u64,
        practise: None,
    };
    let timed = |what: &str, make: &(dyn Fn(usize) -> Made + Sync)| {
        let finished = AtomicUsize::new(0);
        let start = Instant::now();
        let results: Vec<(Made, Duration)> = with_progress(
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
        let tally = |outcome: Made| results.iter().filter(|(made, _)| *made == outcome).count();
        let mut done = format!("{} made", tally(Made::Yes));
        match tally(Made::TimedOut) {
            0 => {}
            late => done.push_str(&format!(", {late} not within {seconds} s")),
        }
        match tally(Made::NotFound) {
            0 => {}
            missed => done.push_str(&format!(", {missed} not found in {MAX_ATTEMPTS} attempts")),
        }
        let mut times: Vec<Duration> = results.into_iter().map(|(_, t)| t).collect();
        bench_report(what, "puzzle", count, &done, total, &mut times)
    };
    let unique = timed("generate unique", &|seed| match generate_unique(
        &options(seed, Level::Extreme),
        limit,
    ) {
        Some(_) => Made::Yes,
        None => Made::TimedOut,
    });
    if let Err(status) = say(&unique) {
        return status;
    }
    let what = format!("generate {}", level.name().to_lowercase());
    let rated = timed(&what, &|seed| match generate_within(
        &options(seed, level),
        limit,
        &Cancel::never(),
        |_| {},
    ) {
        Ok(_) => Made::Yes,
        Err(GenerateError::NotFound { .. }) => Made::NotFound,
        Err(_) => Made::TimedOut,
    });
    say(&rated).err().unwrap_or(ExitCode::SUCCESS)
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

/// The time at fraction `p` (0.5 for the median, 1 for the max) of `sorted`, sorted shortest
/// first; zero when it is empty.
fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted
        .get(((sorted.len() as f64 * p).ceil() as usize).saturating_sub(1))
        .copied()
        .unwrap_or_default()
}

/// One line of benchmark figures: items per second, then median, p99 and max per item.
pub(super) fn bench_report(
    what: &str,
    unit: &str,
    count: usize,
    done: &str,
    total: Duration,
    times: &mut [Duration],
) -> String {
    times.sort_unstable();
    let micros = |d: Duration| d.as_secs_f64() * 1e6;
    let percentile = |p: f64| percentile(times, p);
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
pub(super) fn logical_techniques() -> Vec<Technique> {
    Technique::DEFAULT
        .into_iter()
        .filter(|&t| t != Technique::BruteForce)
        .collect()
}

/// `bench explain`: one why-not question per puzzle (up to `limit`), about a candidate of a
/// position of its solve path (no guessing), both chosen at random, seeded by the puzzle's
/// number; one line of timings, then how many answers of each kind.
fn bench_explain(path: &Path, limit: Option<usize>) -> ExitCode {
    let Some(file) = load(path, Naming::DEFAULT) else {
        return ExitCode::FAILURE;
    };
    let count = limit.unwrap_or(usize::MAX).min(file.puzzles.len());
    let techniques = logical_techniques();
    let start = Instant::now();
    let answers: Vec<Option<(&'static str, Duration)>> = file.puzzles[..count]
        .par_iter()
        .enumerate()
        .map(|(index, puzzle)| {
            let (position, solution, question) =
                random_question(&puzzle.grid, &techniques, index as u64)?;
            let begin = Instant::now();
            let answer = explain(
                &position,
                &solution,
                question,
                &techniques,
                &Cancel::never(),
            );
            Some((answer.map_or("error", |a| a.word()), begin.elapsed()))
        })
        .collect();
    let total = start.elapsed();
    let answered: Vec<(&str, Duration)> = answers.into_iter().flatten().collect();
    let mut times: Vec<Duration> = answered.iter().map(|(_, time)| *time).collect();
    let mut kinds: Vec<(&str, usize)> = Vec::new();
    for (word, _) in &answered {
        match kinds.iter_mut().find(|(kind, _)| kind == word) {
            Some((_, seen)) => *seen += 1,
            None => kinds.push((word, 1)),
        }
    }
    let unasked = count - answered.len();
    let mut done = format!("{} asked", answered.len());
    if unasked > 0 {
        done.push_str(&format!(
            ", {unasked} without a question (not exactly one solution, or a path under two steps)"
        ));
    }
    let report = bench_report("explain", "answer", count, &done, total, &mut times);
    let kinds: Vec<String> = kinds
        .iter()
        .map(|(kind, seen)| format!("{seen} {kind}"))
        .collect();
    let said = say(&report).and_then(|()| say(&format!("answers: {}", kinds.join(", "))));
    said.err().unwrap_or(ExitCode::SUCCESS)
}

/// A position of the solve path of `puzzle` with `techniques` and a why-not question about one
/// of its candidates, both chosen at random from `seed`, with the puzzle's solution; `None` when
/// the puzzle has no unique solution or its path is shorter than two steps. The position comes
/// after the first step (Candidate Elimination) and before the last.
fn random_question(
    puzzle: &Grid,
    techniques: &[Technique],
    seed: u64,
) -> Option<(Grid, Grid, Question)> {
    if count_solutions(puzzle, 2) != Some(1) {
        return None;
    }
    let solution = solve(puzzle)?;
    let outcome = solve_steps(puzzle, techniques);
    let mut rng = StdRng::seed_from_u64(seed);
    if outcome.steps.len() < 2 {
        return None;
    }
    let taken = rng.random_range(1..outcome.steps.len());
    let mut position = puzzle.clone();
    for step in outcome.steps.iter().take(taken) {
        step.apply(&mut position);
    }
    let candidates = position.candidate_list();
    if candidates.is_empty() {
        return None;
    }
    let candidate = candidates[rng.random_range(0..candidates.len())];
    Some((position, solution, Question::WhyNot(candidate)))
}
