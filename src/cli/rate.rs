//! `rate`: the level and score of each puzzle's default solve path, and with `--explain` what
//! makes it hard (see `crate::solver::Difficulty`): what set the level, the steps of the techniques
//! above Easy with their step numbers, the points per technique, and the rating without each of
//! the hardest techniques.

use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;

use super::solve::guesses;
use super::{Answer, Naming, Threads, counted, for_each_puzzle, parse_technique, with_threads};
use crate::cancel::Cancel;
use crate::deduction::technique::Technique;
use crate::model::Grid;
use crate::solver::{
    Difficulty, Inconsistency, ScoreBands, SolveResult, StepFinder, count_solutions, rate_steps,
    rate_without, thousands,
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
    for_each_puzzle(paths, |label, _, grid| {
        let count = count_solutions(grid, 2);
        if count.is_some_and(|n| n > 1) {
            return format!("{label}: not rated: more than one solution\n").into();
        }
        let outcome = StepFinder::new(techniques).solve_counted(grid, &Cancel::never(), count);
        let text = match &outcome.result {
            SolveResult::Invalid(Inconsistency::NoSolution) => {
                format!("{label}: not rated: no solution\n")
            }
            SolveResult::Invalid(reason) => {
                format!("{label}: invalid: {}\n", naming.say(&reason.message()))
            }
            SolveResult::NotUnique => format!("{label}: not rated: more than one solution\n"),
            SolveResult::Undecided => format!(
                "{label}: not rated: could not decide whether it has one solution (the \
                 backtracking search gave up)\n"
            ),
            SolveResult::Stuck => format!(
                "{label}: not rated: the techniques stop after {} without solving it\n",
                counted(outcome.steps.len(), "step", "steps")
            ),
            SolveResult::Solved => {
                let bands = ScoreBands::of(grid.layout());
                let rating = rate_steps(&outcome.steps, bands);
                let variant = grid.layout().variant();
                let board = if variant.is_classic() {
                    String::new()
                } else {
                    format!("; {} board, uniqueness techniques off", variant.name())
                };
                let mut text = format!(
                    "{label}: {}, score {} ({}{board})\n",
                    rating.level,
                    rating.score,
                    counted(guesses(&outcome), "guess", "guesses")
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
    let mut text = String::new();
    let _ = writeln!(text, "  {}", naming.say(&difficulty.level_reason()));
    let deciding: Vec<_> = difficulty.deciding().collect();
    if deciding.is_empty() {
        text.push_str("  Only singles: no step needs more than Easy techniques.\n");
    } else {
        text.push_str("  Steps above Easy, hardest technique first:\n");
    }
    for share in deciding {
        let numbers: Vec<String> = share.steps.iter().map(|i| (i + 1).to_string()).collect();
        let _ = writeln!(
            text,
            "    {} ({}, {} points each): {} {}",
            share.technique,
            share.technique.level(),
            thousands(share.technique.score()),
            if numbers.len() == 1 { "step" } else { "steps" },
            numbers.join(", ")
        );
        for &index in &share.steps {
            let _ = writeln!(
                text,
                "      {}. {}",
                index + 1,
                naming.say(&difficulty.steps[index].summary())
            );
        }
    }
    text.push_str("  Score by technique:\n");
    let width = difficulty
        .shares
        .iter()
        .map(|s| s.technique.name().len())
        .max()
        .unwrap_or(0);
    for share in &difficulty.shares {
        let _ = writeln!(
            text,
            "    {:width$}  {:7}  {:>9}  {:>6}",
            share.technique.name(),
            share.technique.level().name(),
            counted(share.steps.len(), "step", "steps"),
            thousands(share.points),
        );
    }
    let _ = writeln!(
        text,
        "    {:width$}  {:7}  {:>9}  {:>6}",
        "Total",
        "",
        counted(difficulty.steps.len(), "step", "steps"),
        thousands(difficulty.rating.score)
    );
    let hardest = difficulty.hardest();
    if !hardest.is_empty() {
        text.push_str("  Without each of the hardest techniques:\n");
    }
    for technique in hardest {
        let without = rate_without(grid, techniques, count, technique, &Cancel::never());
        let _ = writeln!(text, "    {}", naming.say(&without.describe()));
    }
    text
}
