//! The `solve` subcommand: each puzzle's steps as text or JSON lines, then its result.

use std::path::PathBuf;
use std::process::ExitCode;

use serde::Serialize;

use super::{Answer, Naming, Threads, for_each_puzzle, parse_technique, with_threads};
use crate::deduction::step::Step;
use crate::deduction::technique::Technique;
use crate::model::{Candidate, Geometry, Grid};
use crate::solver::{ScoreBands, SolveOutcome, SolveResult, rate_steps, solve_unique_steps};

/// Solve puzzles step by step and print each step's explanation (or JSON lines).
#[derive(Debug, clap::Args)]
pub struct SolveArgs {
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
    /// How cells and rows are named.
    #[command(flatten)]
    naming: Naming,
}

/// A step as one JSON line.
#[derive(Serialize)]
pub(super) struct StepLine<'a> {
    puzzle: usize,
    step: usize,
    technique: &'a str,
    message: String,
    placements: Vec<[usize; 3]>,
    eliminations: Vec<[usize; 3]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    proof: Option<serde_json::Value>,
}

impl StepLine<'_> {
    /// Step `number` (1-based) of puzzle `puzzle` (0-based), worded as `naming` asks.
    pub(super) fn of<'a>(
        geometry: &Geometry,
        naming: Naming,
        puzzle: usize,
        number: usize,
        step: &'a Step,
    ) -> StepLine<'a> {
        StepLine {
            puzzle,
            step: number,
            technique: step.technique.name(),
            message: naming.say(&step.message),
            placements: triples(geometry, &step.placements),
            eliminations: triples(geometry, &step.eliminations),
            proof: step
                .proof
                .as_ref()
                .map(|p| p.to_json(geometry, naming.notation())),
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
    /// The variant rules ("Sudoku X + Jigsaw"); absent on a classic board.
    #[serde(skip_serializing_if = "Option::is_none")]
    variant: Option<String>,
}

/// 1-based row, column and digit of each candidate.
pub(super) fn triples(geometry: &Geometry, candidates: &[Candidate]) -> Vec<[usize; 3]> {
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

pub(super) fn guesses(outcome: &SolveOutcome) -> usize {
    outcome
        .steps
        .iter()
        .filter(|s| s.technique == Technique::BruteForce)
        .count()
}

/// Runs `solve`.
pub(super) fn run(args: SolveArgs) -> ExitCode {
    let mut order = args
        .techniques
        .unwrap_or_else(|| Technique::DEFAULT.to_vec());
    if args.no_guess {
        order.retain(|&t| t != Technique::BruteForce);
    }
    with_threads(args.threads, || {
        solve_files(&args.files, args.json, &order, args.naming)
    })
}

/// Solves every puzzle of `paths` with `techniques`, printing each step (as JSON lines when
/// `json`) worded as `naming` asks.
fn solve_files(
    paths: &[PathBuf],
    json: bool,
    techniques: &[Technique],
    naming: Naming,
) -> ExitCode {
    for_each_puzzle(paths, naming, |label, index, grid| {
        let outcome = solve_unique_steps(grid, techniques);
        Answer {
            text: if json {
                json_lines(index, grid, &outcome, naming)
            } else {
                text_lines(label, &outcome, naming)
            },
            undecided: outcome.result == SolveResult::Undecided,
        }
    })
}

/// The JSON lines of one solve: one per step, then the result line.
fn json_lines(index: usize, puzzle: &Grid, outcome: &SolveOutcome, naming: Naming) -> String {
    let geometry = puzzle.geometry();
    let mut text = String::new();
    for (number, step) in outcome.steps.iter().enumerate() {
        let line = StepLine::of(geometry, naming, index, number + 1, step);
        text.push_str(&serde_json::to_string(&line).unwrap_or_default());
        text.push('\n');
    }
    let rating = match outcome.result {
        SolveResult::Solved | SolveResult::Stuck => {
            Some(rate_steps(&outcome.steps, ScoreBands::of(puzzle.layout())))
        }
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
        variant: Some(puzzle.layout().variant())
            .filter(|v| !v.is_classic())
            .map(|v| v.name()),
    };
    text.push_str(&serde_json::to_string(&line).unwrap_or_default());
    text.push('\n');
    text
}

/// What a solve came to, in words: "solved in 57 steps (0 guesses); level Medium, score 764".
fn summary(outcome: &SolveOutcome, naming: Naming) -> String {
    let lang = naming.language();
    let rating = rate_steps(&outcome.steps, ScoreBands::of(outcome.grid.layout()));
    let steps = outcome.steps.len().to_string();
    let guesses = guesses(outcome).to_string();
    match &outcome.result {
        SolveResult::Invalid(reason) => lang.text_with(
            "solve-invalid",
            &[("reason", &naming.say(&reason.message()))],
        ),
        SolveResult::NotUnique => lang.text_with("solve-not-unique", &[("steps", &steps)]),
        SolveResult::Undecided => lang.text_with("solve-undecided", &[("steps", &steps)]),
        result => lang.text_with(
            "solve-summary",
            &[
                ("result", result.word()),
                ("steps", &steps),
                ("guesses", &guesses),
                ("level", &lang.text(rating.level.key())),
                ("score", &rating.score.to_string()),
            ],
        ),
    }
}

/// The numbered step messages of one solve and a summary line.
fn text_lines(label: &str, outcome: &SolveOutcome, naming: Naming) -> String {
    let mut text = format!("{label}\n");
    for (number, step) in outcome.steps.iter().enumerate() {
        text.push_str(&format!(
            "{:4}. {}\n",
            number + 1,
            naming.say(&step.message)
        ));
    }
    text.push_str(&format!("{label}: {}\n", summary(outcome, naming)));
    text
}
