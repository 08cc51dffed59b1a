//! `explain`: one question about one candidate of a puzzle file's position (see
//! `crate::tasks::explain`), answered as a step line like `solve --json` prints, or as one result
//! line.

use std::path::PathBuf;
use std::process::ExitCode;

use serde::Serialize;

use super::solve::StepLine;
use super::{Naming, USAGE_STATUS, load_puzzle, parse_technique, say, shown_path};
use crate::cancel::Cancel;
use crate::deduction::technique::Technique;
use crate::model::Grid;
use crate::solver::{SolutionCount, examine_position};
use crate::tasks::explain::{Answer, Question, QuestionError, explain};

/// Ask about one candidate: why it cannot go in its cell ('r4c5<>7', quoted for the shell)
/// or whether its digit is right there ('r4c5=7'). Prints the simplest step that removes
/// (or places) it as `solve` does, or one result line: the solution's digit, a wrong digit
/// with the contradiction it leads to, not provable, or not a candidate.
#[derive(Debug, clap::Args)]
pub struct ExplainArgs {
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
    /// How cells and rows are named.
    #[command(flatten)]
    naming: Naming,
}

/// The answer as one JSON line when it is not a plain step.
#[derive(Serialize)]
struct ResultLine<'a> {
    candidate: &'a str,
    result: &'a str,
    message: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    places: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    step: Option<StepLine<'a>>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    steps: Vec<StepLine<'a>>,
}

/// Runs `explain`: answers the question about the puzzle, with the techniques in their order.
/// Exit status: 0 when answered, 1 when the file cannot be read, the puzzle has no unique
/// solution or the position has lost it, 2 when the question cannot be asked.
pub(super) fn run(args: ExplainArgs) -> ExitCode {
    let techniques = args
        .techniques
        .unwrap_or_else(|| Technique::DEFAULT.to_vec());
    let naming = args.naming;
    let path = args.file.as_path();
    let number = args.puzzle as usize;
    let puzzle = match load_puzzle(path, number, naming) {
        Ok(puzzle) => puzzle,
        Err(status) => return status,
    };
    let grid = &puzzle;
    let question = match Question::parse(&args.question, grid.geometry()) {
        Ok(question) => question,
        Err(error) => {
            naming.warn(error.message());
            return ExitCode::from(USAGE_STATUS);
        }
    };
    let (examined, _) = examine_position(grid, &Cancel::never());
    let Some(solution) = examined
        .solution
        .filter(|_| examined.count == SolutionCount::Unique)
    else {
        let count = match examined.count {
            SolutionCount::None => template!("explain-count-none"),
            SolutionCount::Undecided => template!("explain-count-undecided"),
            _ => template!("explain-count-many"),
        };
        let file = shown_path(path);
        naming.warn(template!(
            "explain-needs-unique",
            file = file,
            count = count
        ));
        return ExitCode::FAILURE;
    };
    match explain(grid, &solution, question, &techniques, &Cancel::never()) {
        Ok(answer) => {
            let text = if args.json {
                json_answer(grid, naming, number - 1, question, &answer)
            } else {
                text_answer(grid, naming, question, &answer)
            };
            say(&text).err().unwrap_or(ExitCode::SUCCESS)
        }
        Err(error) => {
            let file = shown_path(path);
            naming.warn(template!(
                "file-error",
                file = file,
                error = error.message()
            ));
            match error {
                QuestionError::Inconsistent(_) | QuestionError::OffTheSolution => ExitCode::FAILURE,
                _ => ExitCode::from(USAGE_STATUS),
            }
        }
    }
}

/// The answer as JSON: a removing or placing step as `solve --json` prints it, anything else as
/// a result line (with the step it shows, if any).
fn json_answer(
    grid: &Grid,
    naming: Naming,
    puzzle: usize,
    question: Question,
    answer: &Answer,
) -> String {
    let geometry = grid.geometry();
    let text = match answer {
        Answer::Step(step) => {
            serde_json::to_string(&StepLine::of(geometry, naming, puzzle, 1, step))
        }
        _ => {
            let written = naming.say(&question.written(geometry));
            let places = match answer {
                Answer::Solution { places, .. } => Some(*places),
                _ => None,
            };
            serde_json::to_string(&ResultLine {
                candidate: &written,
                result: answer.word(),
                message: naming.say(&answer.describe(question, geometry)),
                places,
                step: match answer {
                    Answer::Singles(_) => None,
                    _ => answer
                        .step()
                        .map(|step| StepLine::of(geometry, naming, puzzle, 1, step)),
                },
                steps: match answer {
                    Answer::Singles(steps) => steps
                        .iter()
                        .zip(1..)
                        .map(|(step, number)| StepLine::of(geometry, naming, puzzle, number, step))
                        .collect(),
                    _ => Vec::new(),
                },
            })
        }
    };
    text.unwrap_or_default()
}

/// The answer in words: the question, what the answer says, and the step's own explanation.
fn text_answer(grid: &Grid, naming: Naming, question: Question, answer: &Answer) -> String {
    let geometry = grid.geometry();
    let mut text = format!(
        "{}: {}",
        naming.say(&question.written(geometry)),
        naming.say(&answer.describe(question, geometry))
    );
    let shown = match answer {
        Answer::Singles(steps) => steps.iter().collect(),
        _ => answer.step().into_iter().collect::<Vec<_>>(),
    };
    for step in shown {
        text.push_str(&format!("\n  {}", naming.say(&step.message)));
    }
    text
}
