//! Questions a student asks about one candidate, and their answers. "Why can't 7 go in r4c5?"
//! (`r4c5<>7`) gets the simplest step that removes that very candidate, or, when 7 is r4c5's digit
//! in the solution, says so with the step that places it (or the step that has to come first).
//! "Is 7 right in r4c5?" (`r4c5=7`, also how a student asks to justify a digit they placed) gets
//! the simplest step that places it, or, when it is wrong, the shortest contradiction that
//! placing it leads to, without giving the solution's digit away.
//!
//! Searches are aimed (see `Technique::aimed`): each technique is asked only for its steps that
//! hit the candidate, in the student's order, and a Forcing Chain, then a Forcing Net, that
//! supposes the candidate is the last resort.

use std::fmt;

use crate::cancel::Cancel;
use crate::deduction::step::{Highlight, Role, Step};
use crate::deduction::technique::{Level, Technique, with_article};
use crate::message::{Message, Name, Piece, Say, and_list, elimination_list};
use crate::model::{Candidate, Digit, Geometry, Grid};
use crate::solver::{Inconsistency, StepFinder, check_consistency};
use crate::tasks::play::{Move, lost_solution};
use crate::tasks::singles_run::singles_run;
use crate::techniques::Target;

/// A question about one candidate.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Question {
    /// "Why can't the digit go in the cell?" (`r4c5<>7`).
    WhyNot(Candidate),
    /// "Is the digit right in the cell, and why?" (`r4c5=7`), also asked of a digit the student
    /// placed.
    WhyHere(Candidate),
}

/// Why a question cannot be read or asked.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum QuestionError {
    /// The text is not of the form `rXcY<>D` or `rXcY=D`.
    Unreadable {
        /// The text as given.
        text: String,
    },
    /// A row, column or digit outside the board.
    OutsideBoard {
        /// "row", "column" or "digit".
        #[serde(deserialize_with = "crate::message::kept_name")]
        what: Name,
        /// The number given.
        number: usize,
        /// The board size.
        n: usize,
    },
    /// A why-not about a cell that holds a digit.
    Filled {
        /// The cell, named.
        cell: Piece,
        /// Its digit.
        digit: Digit,
    },
    /// A question about a given's cell.
    Given {
        /// The cell, named.
        cell: Piece,
    },
    /// The position breaks a rule.
    Inconsistent(Inconsistency),
    /// The position no longer agrees with the solution, so a step from it may be unsound.
    OffTheSolution,
}

impl QuestionError {
    /// Why the question cannot be read or asked, in words.
    pub fn message(&self) -> Message {
        match self {
            QuestionError::Unreadable { text } => template!("question-unreadable", text = text),
            QuestionError::OutsideBoard { what, number, n } => template!(
                "question-outside-board",
                what = *what,
                number = number,
                n = n
            ),
            QuestionError::Filled { cell, digit } => {
                template!("question-filled", cell = cell, digit = digit)
            }
            QuestionError::Given { cell } => template!("question-given", cell = cell),
            QuestionError::Inconsistent(inconsistency) => {
                template!("question-inconsistent", reason = inconsistency.message())
            }
            QuestionError::OffTheSolution => template!("question-off-solution"),
        }
    }
}

/// The message in the `r4c5` notation.
impl fmt::Display for QuestionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message().text())
    }
}

impl std::error::Error for QuestionError {}

/// The error is said as its message.
impl Say for QuestionError {
    fn say(&self, message: &mut Message) {
        message.push(self.message());
    }
}

impl Question {
    /// Reads `rXcY<>D` (or `rXcY!=D`) or `rXcY=D`, the cell also written with its row as a
    /// letter (`E5<>7`, as `--notation a1` and the app's "Cell names like E5" name it); case and
    /// spaces do not matter; rows, columns and digits are numbers (or the row a letter) from 1 to
    /// the board size.
    pub fn parse(text: &str, geometry: &Geometry) -> Result<Question, QuestionError> {
        let unreadable = || QuestionError::Unreadable {
            text: text.trim().to_string(),
        };
        let compact: String = text
            .chars()
            .filter(|c| !c.is_whitespace())
            .collect::<String>()
            .to_ascii_lowercase();
        let why_not_split = compact
            .split_once("<>")
            .or_else(|| compact.split_once("!="));
        let (cell_part, digit_part, why_not) = match why_not_split {
            Some((cell, digit)) => (cell, digit, true),
            None => {
                let (cell, digit) = compact.split_once('=').ok_or_else(unreadable)?;
                (cell, digit, false)
            }
        };
        let number = |part: &str| {
            (!part.is_empty() && part.bytes().all(|b| b.is_ascii_digit()))
                .then(|| part.parse::<usize>().ok())
                .flatten()
                .ok_or_else(unreadable)
        };
        let numbered = cell_part
            .strip_prefix('r')
            .and_then(|rest| rest.split_once('c'));
        let (row, col) = match numbered {
            Some((row, col)) => (number(row)?, number(col)?),
            None => {
                let mut chars = cell_part.chars();
                let letter = chars
                    .next()
                    .filter(char::is_ascii_lowercase)
                    .ok_or_else(unreadable)?;
                let row = usize::from(letter as u8 - b'a') + 1;
                (row, number(chars.as_str())?)
            }
        };
        let n = geometry.n();
        let within = |what: &'static str, number: usize| {
            if (1..=n).contains(&number) {
                Ok(number)
            } else {
                Err(QuestionError::OutsideBoard { what, number, n })
            }
        };
        let row = within("row", row)?;
        let col = within("column", col)?;
        let digit = within("digit", number(digit_part)?)?;
        let candidate = Candidate {
            cell: geometry.cell_at(row - 1, col - 1),
            digit: Digit::new(digit as u8),
        };
        Ok(if why_not {
            Question::WhyNot(candidate)
        } else {
            Question::WhyHere(candidate)
        })
    }

    /// What a click or a typed digit asks about `candidate` of `grid`: whether it is right, in a
    /// cell holding a digit, else why it cannot go there.
    pub fn about(grid: &Grid, candidate: Candidate) -> Question {
        if grid.value(candidate.cell).is_some() {
            Question::WhyHere(candidate)
        } else {
            Question::WhyNot(candidate)
        }
    }

    /// The candidate asked about.
    pub fn candidate(self) -> Candidate {
        match self {
            Question::WhyNot(candidate) | Question::WhyHere(candidate) => candidate,
        }
    }

    /// The question as it is written: `r4c5<>7` or `r4c5=7`.
    pub fn written(self, geometry: &Geometry) -> Message {
        let Candidate { cell, digit } = self.candidate();
        let relation = match self {
            Question::WhyNot(_) => "<>",
            Question::WhyHere(_) => "=",
        };
        message![Piece::cell(geometry, cell), relation, digit]
    }
}

/// What the solver answers.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Answer {
    /// The simplest step that removes the candidate (a why-not) or places it (a right digit).
    Step(Step),
    /// A short run of singles after which the candidate is gone (a why-not) or placed (a right
    /// digit), in order: simpler than the one advanced step that would do it at once.
    Singles(Vec<Step>),
    /// The candidate is the cell's digit in the solution, asked why not (or a right digit no
    /// step places yet): the step that places it now when `places`, else the next step of the
    /// solve path (`None`: the enabled techniques find none).
    Solution {
        /// The step.
        step: Option<Step>,
        /// Whether the step places the candidate.
        places: bool,
    },
    /// The digit does not belong in the cell: the contradiction that placing it leads to
    /// (`None`: none found within the search's effort).
    Wrong(Option<Step>),
    /// Nothing proves the candidate false from this position: no enabled technique, nor a
    /// forcing chain or net within its effort.
    NotProvable,
    /// A why-not about a digit that is no longer a candidate of the cell.
    NotACandidate,
}

impl Answer {
    /// The word the command line's result line gives: "step", "solution", "wrong", "not
    /// provable" or "not a candidate".
    pub fn word(&self) -> &'static str {
        match self {
            Answer::Step(_) => "step",
            Answer::Singles(_) => "singles",
            Answer::Solution { .. } => "solution",
            Answer::Wrong(_) => "wrong",
            Answer::NotProvable => "not provable",
            Answer::NotACandidate => "not a candidate",
        }
    }

    /// The step the answer shows, if any (the first of a run of singles).
    pub fn step(&self) -> Option<&Step> {
        match self {
            Answer::Step(step) => Some(step),
            Answer::Singles(steps) => steps.first(),
            Answer::Solution { step, .. } | Answer::Wrong(step) => step.as_ref(),
            Answer::NotProvable | Answer::NotACandidate => None,
        }
    }

    /// The answer in one or two sentences, before the step's own message.
    pub fn describe(&self, question: Question, geometry: &Geometry) -> Message {
        let Candidate { cell, digit } = question.candidate();
        let cell = Piece::cell(geometry, cell);
        let placed_in_house = |step: &Step| step.technique == Technique::CandidateElimination;
        let why_not =
            |reason: Message| template!("why-not", digit = digit, cell = cell, reason = reason);
        let right = |reason: Message| {
            template!(
                "why-here-right",
                cell = cell,
                digit = digit,
                reason = reason
            )
        };
        let wrong = |reason: Message| {
            template!(
                "why-here-wrong",
                cell = cell,
                digit = digit,
                reason = reason
            )
        };
        match (self, question) {
            (Answer::Step(step), Question::WhyNot(_)) if placed_in_house(step) => {
                why_not(template!("already-placed", digit = digit))
            }
            (Answer::Step(step), Question::WhyNot(_)) => why_not(template!(
                "technique-removes-it",
                technique = with_article(step.technique)
            )),
            (Answer::Singles(steps), Question::WhyNot(_)) => why_not(message![
                run_outcome(steps, geometry),
                settling(steps, question.candidate(), geometry)
            ]),
            (Answer::Singles(steps), Question::WhyHere(_)) => right(run_outcome(steps, geometry)),
            (Answer::Step(step), Question::WhyHere(_)) => right(template!(
                "technique-places-it",
                technique = with_article(step.technique)
            )),
            (Answer::Solution { places: true, step }, _) => template!(
                "in-solution-places-now",
                cell = cell,
                digit = digit,
                technique = step
                    .as_ref()
                    .map_or(Message::default(), |s| with_article(s.technique)),
            ),
            (
                Answer::Solution {
                    step: Some(step), ..
                },
                _,
            ) => template!(
                "in-solution-not-yet",
                cell = cell,
                digit = digit,
                technique = with_article(step.technique),
                outcome = step_outcome(step, geometry),
            ),
            (Answer::Solution { step: None, .. }, _) => {
                template!("in-solution-no-step", cell = cell, digit = digit)
            }
            (Answer::Wrong(Some(step)), _) if placed_in_house(step) => {
                wrong(template!("already-placed", digit = digit))
            }
            (Answer::Wrong(Some(step)), _) => {
                let by_singles = step
                    .proof
                    .as_ref()
                    .filter(|proof| proof.nesting() == 0)
                    .and_then(|proof| Some((proof.singles(), proof.clash(geometry)?)));
                match by_singles {
                    Some((singles, clash)) => {
                        wrong(template!("wrong-with-it", singles = singles, clash = clash))
                    }
                    None => wrong(template!(
                        "wrong-contradiction",
                        technique = with_article(step.technique)
                    )),
                }
            }
            (Answer::Wrong(None), _) => wrong(template!("wrong-off-solution")),
            (Answer::NotProvable, _) => template!("not-provable", cell = cell, digit = digit),
            (Answer::NotACandidate, _) => {
                template!("not-a-candidate", digit = digit, cell = cell)
            }
        }
    }
}

/// A run of singles in words: "r7c9 = 7 by a Naked Single, then r9c9 = 4 by a Full House".
fn run_outcome(steps: &[Step], geometry: &Geometry) -> Message {
    let singles: Vec<Message> = steps
        .iter()
        .flat_map(|step| {
            step.placements.iter().map(|&Candidate { cell, digit }| {
                template!(
                    "placed-by",
                    cell = Piece::cell(geometry, cell),
                    digit = digit,
                    technique = with_article(step.technique)
                )
            })
        })
        .collect();
    Message::separated_by(&singles, &template!("then-separator"))
}

/// Why the last single of a run rules out `candidate`: it puts another digit in its cell, or
/// its digit in a cell that shares a house with it.
fn settling(steps: &[Step], candidate: Candidate, geometry: &Geometry) -> Message {
    let Candidate { cell, digit } = candidate;
    let last = steps.iter().flat_map(|step| step.placements.iter()).last();
    match last {
        Some(placed) if placed.cell != cell => {
            let house = geometry.shared_houses(cell, placed.cell).into_iter().next();
            template!(
                "settling-shared-house",
                placed = Piece::cell(geometry, placed.cell),
                house = house.map_or(template!("a-house"), |house| message![house]),
                cell = Piece::cell(geometry, cell),
                digit = digit,
            )
        }
        _ => template!(
            "settling-same-cell",
            cell = Piece::cell(geometry, cell),
            digit = digit
        ),
    }
}

/// What `step` does, for a sentence after its technique: "places r4c4 = 2" or "removes r1c7,
/// r3c7 <> 9".
fn step_outcome(step: &Step, geometry: &Geometry) -> Message {
    if step.placements.is_empty() {
        template!(
            "removes",
            eliminations = elimination_list(geometry, &step.eliminations)
        )
    } else {
        let placed = step
            .placements
            .iter()
            .map(|&Candidate { cell, digit }| message![Piece::cell(geometry, cell), " = ", digit]);
        template!("places", placements = and_list(placed))
    }
}

/// Answers `question` about `position`, whose puzzle has the unique `solution`, with
/// `techniques` in their order (Brute Force never answers). Long searches give up, finding
/// nothing, once `cancel` is set.
pub fn explain(
    position: &Grid,
    solution: &Grid,
    question: Question,
    techniques: &[Technique],
    cancel: &Cancel,
) -> Result<Answer, QuestionError> {
    let geometry = position.geometry();
    let candidate = question.candidate();
    let Candidate { cell, digit } = candidate;
    let name = Piece::cell(geometry, cell);
    if position.is_given(cell) {
        return Err(QuestionError::Given { cell: name });
    }
    let mut grid = position.clone();
    match (question, position.value(cell)) {
        (Question::WhyNot(_), Some(placed)) => {
            return Err(QuestionError::Filled {
                cell: name,
                digit: placed,
            });
        }
        (Question::WhyNot(_), None) if !position.candidates(cell).contains(digit) => {
            return Ok(Answer::NotACandidate);
        }
        (Question::WhyHere(_), Some(_)) => {
            grid = Move::Erase { cell }
                .apply(position)
                .map_err(|_| QuestionError::Given { cell: name })?;
        }
        _ => {}
    }
    if let Some(step) = seen_by_placed(&grid, candidate) {
        return Ok(match question {
            Question::WhyNot(_) => Answer::Step(step),
            Question::WhyHere(_) => Answer::Wrong(Some(step)),
        });
    }
    if !grid.candidates(cell).contains(digit) {
        let mut candidates = grid.candidates(cell);
        candidates.insert(digit);
        grid.set_candidates(cell, candidates);
    }
    if let Some(stale) = Technique::CandidateElimination.find(&grid) {
        stale.apply(&mut grid);
    }
    check_consistency(&grid).map_err(QuestionError::Inconsistent)?;
    if lost_solution(&grid, solution).is_some() {
        return Err(QuestionError::OffTheSolution);
    }
    let in_solution = solution.value(cell) == Some(digit);
    let simple: Vec<Technique> = techniques
        .iter()
        .copied()
        .filter(|&t| !is_forcing(t))
        .collect();
    let forcing_last: Vec<Technique> = simple
        .iter()
        .copied()
        .chain([Technique::ForcingChain, Technique::ForcingNet])
        .collect();
    let next_step = || {
        StepFinder::new(techniques)
            .next_step(&grid, cancel)
            .ok()
            .flatten()
    };
    Ok(match (question, in_solution) {
        (Question::WhyNot(_), true) => {
            match first_aimed(&grid, &simple, Target::Places(candidate), cancel) {
                Some(step) => Answer::Solution {
                    step: Some(step),
                    places: true,
                },
                None => Answer::Solution {
                    step: next_step(),
                    places: false,
                },
            }
        }
        (Question::WhyNot(_), false) => {
            simplest(&grid, &forcing_last, Target::Removes(candidate), cancel)
                .unwrap_or(Answer::NotProvable)
        }
        (Question::WhyHere(_), true) => {
            simplest(&grid, &forcing_last, Target::Places(candidate), cancel).unwrap_or_else(|| {
                Answer::Solution {
                    step: next_step(),
                    places: false,
                }
            })
        }
        (Question::WhyHere(_), false) => {
            Answer::Wrong(shortest_contradiction(&grid, candidate, cancel))
        }
    })
}

/// Whether a technique is one of the forcing searches that suppose a candidate: they answer
/// last (whether or not the student enabled them), and never a why-not of the solution's digit.
pub(crate) fn is_forcing(technique: Technique) -> bool {
    matches!(technique, Technique::ForcingChain | Technique::ForcingNet)
}

/// The longest run of singles preferred to a step of Hard level, and to one of a higher level.
const SINGLES_BEFORE: [(Level, usize); 2] = [(Level::Hard, 2), (Level::Unfair, 4)];

/// The simplest answer that hits `target`: a step of the first technique of `order` that has
/// one, except that a run of at most 2 singles comes before the Hard techniques, and one of at
/// most 4 before the Unfair and Extreme ones (chains, almost locked sets, forcing searches).
fn simplest(grid: &Grid, order: &[Technique], target: Target, cancel: &Cancel) -> Option<Answer> {
    let mut start = 0;
    for (level, longest) in SINGLES_BEFORE {
        let end = order
            .iter()
            .position(|technique| technique.level() >= level)
            .unwrap_or(order.len())
            .max(start);
        if let Some(step) = first_aimed(grid, &order[start..end], target, cancel) {
            return Some(Answer::Step(step));
        }
        if let Some(steps) = singles_run(grid, target, order, longest) {
            return Some(Answer::Singles(steps));
        }
        start = end;
    }
    first_aimed(grid, &order[start..], target, cancel).map(Answer::Step)
}

/// The simplest step of the first technique of `order` that has one hitting `target`.
pub(crate) fn first_aimed(
    grid: &Grid,
    order: &[Technique],
    target: Target,
    cancel: &Cancel,
) -> Option<Step> {
    order
        .iter()
        .take_while(|_| !cancel.is_set())
        .find_map(|technique| technique.aimed(grid, target, cancel))
}

/// The simplest contradiction that supposing `candidate` true leads to: of a Forcing Chain and a
/// Forcing Net, the one with the shorter proof.
fn shortest_contradiction(grid: &Grid, candidate: Candidate, cancel: &Cancel) -> Option<Step> {
    let target = Target::Removes(candidate);
    [Technique::ForcingChain, Technique::ForcingNet]
        .iter()
        .filter_map(|technique| technique.aimed(grid, target, cancel))
        .min_by_key(Step::simplicity)
}

/// The step that removes `candidate` because a peer of its cell holds its digit (the part of
/// Candidate Elimination about that one candidate).
fn seen_by_placed(grid: &Grid, candidate: Candidate) -> Option<Step> {
    let geometry = grid.geometry();
    let Candidate { cell, digit } = candidate;
    let peer = grid.peer_holding(cell, digit)?;
    let house = geometry.shared_houses(cell, peer).into_iter().next()?;
    let message = template!(
        "seen-by-placed-step",
        technique = Technique::CandidateElimination,
        peer = Piece::cell(geometry, peer),
        digit = digit,
        house = house,
        cell = Piece::cell(geometry, cell),
    );
    let highlight = Highlight {
        houses: vec![house],
        cells: vec![(peer, Role::Pattern)],
        ..Highlight::default()
    };
    Some(Step::eliminating(
        Technique::CandidateElimination,
        message,
        vec![candidate],
        highlight,
    ))
}
