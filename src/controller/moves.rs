//! The student's own moves: digits and pencil marks in the focused cell, moving the focus, and
//! the check of placed digits against the solution.

use crate::message::{Message, Piece};
use crate::model::Grid;
use crate::tasks::play::{Move, wrong_digits};

use super::history::Change;
use super::state::{Controller, counted};

impl Controller {
    /// Makes the student's move on the current grid and logs it; a move that cannot be made
    /// changes nothing and says why.
    pub(super) fn play(&mut self, made: Move) {
        let Some(grid) = self.grid() else {
            self.status = message!["No puzzle loaded: open a file first."];
            return;
        };
        match made.apply(grid) {
            Err(reason) => self.status = message![reason, "."],
            Ok(grid_after) => {
                let description = made.describe(grid);
                self.stop_solving("Solving stopped.");
                self.invalidate_search();
                self.status = message![description, "."];
                if grid_after.is_solved() {
                    let wrong = self.solution().map(|s| wrong_digits(&grid_after, s).len());
                    self.status.push(match wrong {
                        Some(0) => " The puzzle is solved: every digit is right.",
                        Some(_) => " Every cell is filled, but not every digit is right.",
                        None => " Every cell is filled.",
                    });
                }
                self.history
                    .record(Change::Move { made, description }, grid_after);
                self.view.set_focus(Some(made.cell()));
            }
        }
    }

    pub(super) fn move_focus(&mut self, rows: isize, cols: isize) {
        let Some(n) = self.grid().map(Grid::n) else {
            return;
        };
        self.view.move_focus(rows, cols, n);
    }

    pub(super) fn show_wrong_digits(&mut self, on: bool) {
        self.view.set_show_wrong(on);
        if !on {
            self.status = message!["Wrong digits are hidden."];
            return;
        }
        let (Some(grid), Some(solution)) = (self.grid(), self.solution()) else {
            self.status = message![
                "Cannot check digits: the puzzle has no unique solution to check against."
            ];
            return;
        };
        let wrong = wrong_digits(grid, solution);
        let names: Vec<Message> = wrong
            .iter()
            .map(|&cell| message![Piece::cell(grid.geometry(), cell)])
            .collect();
        self.status = match names.len() {
            0 => message!["Check: every placed digit is right."],
            _ => message![
                "Check: ",
                counted(names.len(), "wrong digit"),
                " (shown in red): ",
                Message::separated(&names, ", "),
                "."
            ],
        };
    }
}
