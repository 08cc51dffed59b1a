//! Questions the student asks about one candidate (see `stepper_core::tasks::explain`): a right-click on a
//! candidate or a placed digit, or question mode and a typed digit, starts a `work::Explain`; its
//! answer is shown like a hint (the answer in words at level 1, then the step's houses and
//! pattern, then the whole step with its walkthrough and Apply Hint).

use stepper_core::message::Piece;
use stepper_core::model::{Candidate, Cell, Digit};
use stepper_core::solver::SolutionCount;
use stepper_core::tasks::explain::{Answer, Question, QuestionError};

use super::hint::Hint;
use super::state::Controller;
use super::work;

impl Controller {
    /// Starts answering `question` about the current grid (a question under way is dropped), or
    /// says why it cannot be asked yet.
    pub(super) fn ask(&mut self, question: Question) {
        self.teaching.set_asking(false);
        let (Some(grid), Some(info)) = (self.grid(), &self.info) else {
            self.status = template!("status-no-puzzle");
            return;
        };
        let geometry = grid.geometry();
        let written = question.written(geometry);
        let Some(solution) = info.solution.clone() else {
            self.status = match info.solutions {
                None => template!("status-still-counting", question = written),
                Some(SolutionCount::Undecided) => {
                    template!("status-cannot-answer-undecided", question = written)
                }
                Some(count) => template!(
                    "status-cannot-answer-count",
                    question = written,
                    count = if count == SolutionCount::None {
                        "none"
                    } else {
                        "multiple"
                    }
                ),
            };
            return;
        };
        let position = grid.clone();
        self.history.select(None);
        self.teaching.clear_hint();
        self.cancel_all::<work::Explain>();
        let job = work::Explain {
            position: Box::new(position),
            solution: Box::new(solution),
            question,
            techniques: self.search_techniques(),
        };
        self.start(job, question);
        self.status = template!("status-thinking-about", question = written);
    }

    /// Question mode on or off.
    pub(super) fn set_asking(&mut self, on: bool) {
        self.teaching.set_asking(on);
        self.status = if on {
            template!("status-question-mode-on")
        } else {
            template!("status-question-mode-off")
        };
    }

    /// A digit typed in question mode: asks about it in the focused cell (whether it is right,
    /// for a cell holding the student's digit).
    pub(super) fn ask_typed(&mut self, cell: Cell, digit: Digit) {
        if let Some(grid) = self.grid() {
            let question = Question::about(grid, Candidate { cell, digit });
            self.ask(question);
        }
    }

    /// Shows the answer to `question`.
    pub(super) fn answered(&mut self, question: Question, result: Result<Answer, QuestionError>) {
        let Some(grid) = self.grid() else {
            return;
        };
        let geometry = grid.geometry();
        let answer = match result {
            Ok(answer) => answer,
            Err(error) => {
                self.status = template!(
                    "status-cannot-answer",
                    question = question.written(geometry),
                    reason = error
                );
                return;
            }
        };
        let told = answer.describe(question, geometry);
        let applicable = grid.value(question.candidate().cell).is_none();
        let gives_away = matches!(
            (question, &answer),
            (Question::WhyNot(_), Answer::Solution { .. })
        );
        let (about, reveal) = if gives_away {
            let Candidate { cell, digit } = question.candidate();
            let possible = template!(
                "nothing-rules-out",
                digit = digit,
                cell = Piece::cell(geometry, cell)
            );
            (possible, Some(told))
        } else {
            (told, None)
        };
        match answer.step() {
            Some(step) => {
                let mut hint = Hint::answering(step.clone(), grid, about, applicable);
                hint.reveal = reveal;
                self.status = hint.describe();
                self.teaching.show_hint(hint);
            }
            None => self.status = about,
        }
    }
}
