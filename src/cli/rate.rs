//! `rate`: the level and score of each puzzle's default solve path, and with `--explain` what
//! makes it hard (see `crate::solver::Difficulty`): what set the level, the steps of the techniques
//! above Easy with their step numbers, the points per technique, and the rating without each of
//! the hardest techniques.

use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;

use super::solve::guesses;
use super::{Answer, Naming, Threads, for_each_puzzle, parse_technique, with_threads};
use crate::cancel::Cancel;
use crate::deduction::technique::Technique;
use crate::model::Grid;
use crate::solver::{
    Difficulty, Inconsistency, ScoreBands, SolveResult, StepFinder, count_solutions, rate_steps,
    rate_without,
};

/// Rate puzzles: level and score of the default solve path, as HoDoKu rates them.
#[derive(Debug, clap::Args)]
pub struct RateArgs {
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
    /// How cells and rows are named.
    #[command(flatten)]
    naming: Naming,
}

/// Runs `rate`.
pub(super) fn run(args: RateArgs) -> ExitCode {
    let order = args
        .techniques
        .unwrap_or_else(|| Technique::DEFAULT.to_vec());
    with_threads(args.threads, || {
        rate(&args.files, &order, args.explain, args.naming)
    })
}

/// Rates every puzzle of `paths` along the path of `techniques`; `explain` adds what makes each
/// one hard, worded as `naming` asks.
fn rate(paths: &[PathBuf], techniques: &[Technique], explain: bool, naming: Naming) -> ExitCode {
    let lang = naming.language();
    for_each_puzzle(paths, naming, |label, _, grid| {
        let count = count_solutions(grid, 2);
        let line =
            |key: &str, args: &[(&str, &str)]| format!("{label}: {}\n", lang.text_with(key, args));
        if count.is_some_and(|n| n > 1) {
            return line("rate-several-solutions", &[]).into();
        }
        let outcome = StepFinder::new(techniques).solve_counted(grid, &Cancel::never(), count);
        let text = match &outcome.result {
            SolveResult::Invalid(Inconsistency::NoSolution) => line("rate-no-solution", &[]),
            SolveResult::Invalid(reason) => line(
                "solve-invalid",
                &[("reason", &naming.say(&reason.message()))],
            ),
            SolveResult::NotUnique => line("rate-several-solutions", &[]),
            SolveResult::Undecided => line("rate-undecided", &[]),
            SolveResult::Stuck => {
                line("rate-stuck", &[("steps", &outcome.steps.len().to_string())])
            }
            SolveResult::Solved => {
                let bands = ScoreBands::of(grid.layout());
                let rating = rate_steps(&outcome.steps, bands);
                let variant = grid.layout().variant();
                let board = if variant.is_classic() {
                    String::new()
                } else {
                    lang.text_with("rate-variant-board", &[("variant", &variant.name())])
                };
                let mut text = line(
                    "rate-rated",
                    &[
                        ("level", &lang.text(rating.level.key())),
                        ("score", &rating.score.to_string()),
                        ("guesses", &guesses(&outcome).to_string()),
                        ("board", &board),
                    ],
                );
                if explain && let Some(difficulty) = Difficulty::of(outcome.steps, bands) {
                    text.push_str(&explanation(&difficulty, grid, techniques, count, naming));
                }
                text
            }
        };
        Answer {
            text,
            undecided: outcome.result == SolveResult::Undecided,
        }
    })
}

/// The indented lines `rate --explain` prints under a solved puzzle's rating.
fn explanation(
    difficulty: &Difficulty,
    grid: &Grid,
    techniques: &[Technique],
    count: Option<usize>,
    naming: Naming,
) -> String {
    let lang = naming.language();
    let mut text = String::new();
    let _ = writeln!(text, "  {}", naming.say(&difficulty.level_reason()));
    let deciding: Vec<_> = difficulty.deciding().collect();
    if deciding.is_empty() {
        let _ = writeln!(text, "  {}", lang.text("difficulty-only-singles"));
    } else {
        let _ = writeln!(text, "  {}", lang.text("rate-steps-above-easy"));
    }
    for share in deciding {
        let numbers: Vec<String> = share.steps.iter().map(|i| (i + 1).to_string()).collect();
        let _ = writeln!(
            text,
            "    {}",
            lang.text_with(
                "rate-share",
                &[
                    ("technique", share.technique.name()),
                    ("level", &lang.text(share.technique.level().key())),
                    ("points", &lang.thousands(share.technique.score())),
                    ("count", &numbers.len().to_string()),
                    ("numbers", &numbers.join(", ")),
                ],
            )
        );
        for &index in &share.steps {
            let _ = writeln!(
                text,
                "      {}. {}",
                index + 1,
                naming.say(difficulty.steps[index].summary())
            );
        }
    }
    let _ = writeln!(text, "  {}:", lang.text("difficulty-score-by-technique"));
    let width = difficulty
        .shares
        .iter()
        .map(|s| s.technique.name().len())
        .max()
        .unwrap_or(0);
    let step_count = |count: usize| lang.text_with("step-count", &[("count", &count.to_string())]);
    let counts: Vec<String> = difficulty
        .shares
        .iter()
        .map(|share| step_count(share.steps.len()))
        .collect();
    let total = step_count(difficulty.steps.len());
    let steps_width = counts
        .iter()
        .chain([&total])
        .map(|c| c.chars().count())
        .max()
        .unwrap_or(0)
        .max(9);
    for (share, steps) in difficulty.shares.iter().zip(&counts) {
        let _ = writeln!(
            text,
            "    {:width$}  {:7}  {:>steps_width$}  {:>6}",
            share.technique.name(),
            lang.text(share.technique.level().key()),
            steps,
            lang.thousands(share.points),
        );
    }
    let _ = writeln!(
        text,
        "    {:width$}  {:7}  {:>steps_width$}  {:>6}",
        lang.text("difficulty-total"),
        "",
        total,
        lang.thousands(difficulty.rating.score)
    );
    let hardest = difficulty.hardest();
    if !hardest.is_empty() {
        let _ = writeln!(text, "  {}:", lang.text("difficulty-without-heading"));
    }
    for technique in hardest {
        let without = rate_without(grid, techniques, count, technique, &Cancel::never());
        let _ = writeln!(text, "    {}", naming.say(&without.describe()));
    }
    text
}
