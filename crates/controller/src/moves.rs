//! The student's own moves: digits and pencil marks in the focused cell, moving the focus, and
//! the check of placed digits against the solution.

use stepper_core::message::{Message, Piece};
use stepper_core::model::{Candidate, Cell, Digit, Grid};
use stepper_core::tasks::explain::Question;
use stepper_core::tasks::play::{Move, lost_solution, wrong_digits};
use stepper_core::tasks::recognise::Recognition;

use super::pending::Judging;

use super::history::Change;
use super::state::Controller;
use super::work;

impl Controller {
    /// Makes the student's move on the current grid and logs it; a move that cannot be made
    /// changes nothing and says why.
    pub(super) fn play(&mut self, made: Move) {
        let Some(grid) = self.grid() else {
            self.status = template!("status-no-puzzle");
            return;
        };
        match made.apply(grid) {
            Err(reason) => self.status = template!("sentence", text = reason),
            Ok(grid_after) => {
                let description = made.describe(grid);
                let before = grid.clone();
                let hinted = self.teaching.hint().is_some();
                self.stop_solving();
                self.invalidate_search();
                self.status = template!("sentence", text = description);
                if grid_after.is_solved() {
                    let wrong = self.solution().map(|s| wrong_digits(&grid_after, s).len());
                    self.status.push(match wrong {
                        Some(0) => template!("status-filled-right"),
                        Some(_) => template!("status-filled-wrong"),
                        None => template!("status-filled"),
                    });
                }
                self.history.record(
                    Change::Move {
                        made,
                        description,
                        recognised: None,
                    },
                    grid_after.clone(),
                );
                self.view.set_focus(Some(made.cell()));
                self.recognise(before, made, grid_after, hinted);
                self.note_if_finished();
            }
        }
    }

    /// Judges `made`, a move on `before` that left `grid_after` (the last log row), in the
    /// background, when judging is on and the puzzle has a unique solution; `hinted` when a hint
    /// was shown as it was made (the move then counts as seen, not as done unaided).
    fn recognise(&mut self, before: Grid, made: Move, grid_after: Grid, hinted: bool) {
        let Some(solution) = self.solution().cloned() else {
            return;
        };
        if !self.view.recognises_moves() {
            return;
        }
        let row = self.log().len() - 1;
        let job = work::Recognise {
            before: Box::new(before),
            solution: Box::new(solution),
            made,
            techniques: self.search_techniques(),
        };
        let judging = Judging {
            row,
            made,
            grid_after: Box::new(grid_after),
            hinted,
        };
        self.start(job, judging);
    }

    /// Notes what a judged move showed in its log row, and in the profile (a move made while a
    /// hint was shown counts as seen, not as done; a mark made in a drill counts in the profile
    /// only through the drill's first Check).
    pub(super) fn recognised(&mut self, judging: Judging, recognition: Option<Recognition>) {
        if let Some(recognition) = recognition
            && self.history.note_recognition(
                judging.row,
                judging.made,
                &judging.grid_after,
                recognition,
            )
            && self.drill.is_none()
        {
            self.learner.recognised(recognition, judging.hinted);
        }
    }

    pub(super) fn move_focus(&mut self, rows: isize, cols: isize) {
        let Some(n) = self.grid().map(Grid::n) else {
            return;
        };
        self.view.move_focus(rows, cols, n);
    }

    /// Check on or off: on, names the placed digits that differ from the solution and, when
    /// there is one, asks why it is wrong (the answer shows like a hint).
    pub(super) fn show_wrong_digits(&mut self, on: bool) {
        self.view.set_show_wrong(on);
        if !on {
            self.status = template!("status-check-off");
            return;
        }
        let (Some(grid), Some(solution)) = (self.grid(), self.solution()) else {
            self.status = template!("status-cannot-check");
            return;
        };
        let wrong = wrong_digits(grid, solution);
        let only_wrong = match wrong[..] {
            [cell] => grid
                .value(cell)
                .map(|digit| Question::WhyHere(Candidate { cell, digit })),
            _ => None,
        };
        if let Some(question) = only_wrong {
            self.ask(question);
            return;
        }
        let names: Vec<Message> = wrong
            .iter()
            .map(|&cell| message![Piece::cell(grid.geometry(), cell)])
            .collect();
        self.status = match names.len() {
            0 => template!("status-check-all-right"),
            count => template!(
                "status-check-wrong",
                count = count,
                cells = Message::separated(&names, ", ")
            ),
        };
    }

    /// Chooses `cell` (a cell off the board chooses none).
    pub(super) fn focus_cell(&mut self, cell: Option<Cell>) {
        let on_board = cell.filter(|c| self.grid().is_some_and(|g| c.index() < g.n() * g.n()));
        self.view.set_focus(on_board);
    }

    /// A typed digit: a question in question mode, a pencil mark in pencil mode, else a digit
    /// placed in the chosen cell; with no cell chosen, it highlights the digit.
    pub(super) fn type_digit(&mut self, digit: Digit) {
        match self.view.focus() {
            Some(cell) if self.teaching.is_asking() => self.ask_typed(cell, digit),
            Some(cell) if self.view.paint().is_some() => {
                self.paint_candidate(Candidate { cell, digit });
            }
            Some(cell) if self.view.is_pencil() => self.play(Move::ToggleCandidate { cell, digit }),
            Some(cell) => self.play(Move::Place { cell, digit }),
            None => self.highlight_digit(Some(digit)),
        }
    }

    /// Empties the chosen cell.
    pub(super) fn erase_focused(&mut self) {
        match self.view.focus() {
            Some(cell) => self.play(Move::Erase { cell }),
            None => self.status = template!("status-erase-no-cell"),
        }
    }

    /// Pencil mode on or off.
    pub(super) fn set_pencil(&mut self, on: bool) {
        self.view.set_pencil(on);
        self.status = if on {
            template!("status-pencil-on")
        } else {
            template!("status-pencil-off")
        };
    }
}

impl Controller {
    /// What log row `row`, a move of the student's, says in its title while judging is on: what
    /// the move showed ("a Hidden Single in box 5", "a guess: ..."), or why it was not judged
    /// (an erased digit, an added pencil mark, a position that had lost its solution, a puzzle
    /// without one solution). `None` for a step, a colouring, a move still being judged, or with
    /// judging off.
    pub fn judgement(&self, row: usize) -> Option<Message> {
        if !self.view.recognises_moves() {
            return None;
        }
        let Change::Move {
            made, recognised, ..
        } = &self.log().get(row)?.change
        else {
            return None;
        };
        if let Some(recognition) = recognised {
            return Some(recognition.describe());
        }
        let judging = self
            .pending
            .any::<work::Recognise>(|judging| judging.row == row);
        if judging {
            return None;
        }
        let before = match row.checked_sub(1) {
            Some(earlier) => &self.log()[earlier].grid_after,
            None => &self.info.as_ref()?.puzzle,
        };
        let Some(solution) = self.solution() else {
            return Some(template!("not-judged-no-unique-solution"));
        };
        if lost_solution(before, solution).is_some() {
            let since = self.log()[..row]
                .iter()
                .position(|entry| lost_solution(&entry.grid_after, solution).is_some());
            let cause = since.and_then(|first| match self.log()[first].change {
                Change::Move {
                    made: Move::Place { cell, digit },
                    ..
                } => Some(template!(
                    "your-digit-in",
                    digit = digit,
                    cell = Piece::cell(before.geometry(), cell)
                )),
                Change::Move {
                    made: Move::ToggleCandidate { cell, digit },
                    ..
                } => Some(template!(
                    "your-removal-from",
                    digit = digit,
                    cell = Piece::cell(before.geometry(), cell)
                )),
                _ => None,
            });
            return Some(match (since, cause) {
                (Some(first), Some(cause)) => {
                    template!("not-judged-lost-since", cause = cause, row = first + 1)
                }
                _ => template!("not-judged-lost"),
            });
        }
        match made {
            Move::Erase { .. } => Some(template!("not-judged-erase")),
            Move::ToggleCandidate { cell, digit } if !before.candidates(*cell).contains(*digit) => {
                Some(template!("not-judged-added-mark"))
            }
            _ => None,
        }
    }
}
