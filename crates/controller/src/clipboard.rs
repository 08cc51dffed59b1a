//! The clipboard: the shown position copied as text in the forms other solvers read (givens,
//! digits, a pencil-mark grid, a candidate string, a HoDoKu library line), and a puzzle pasted
//! from text in any format the reader takes, with the same errors as a file.

use stepper_core::format::{
    is_position, write_fpuzzles_link, write_hodoku, write_pencil_marks, write_sukaku,
};
use stepper_core::message::Message;
use stepper_core::model::{Candidates, Cell, Grid};

use super::action::CopyForm;
use super::jobs::Effect;
use super::opening::Source;
use super::state::Controller;

/// The givens of `grid` alone, one line.
fn givens_line(grid: &Grid) -> String {
    let mut givens = grid.clone();
    for index in 0..grid.n() * grid.n() {
        let cell = Cell::new(index);
        if !grid.is_given(cell) && grid.value(cell).is_some() {
            givens.erase(cell, Candidates::all(grid.n()));
        }
    }
    givens.to_line()
}

/// The text of `grid` in `form` and what it is in words, or why `form` cannot hold it.
fn copy_text(grid: &Grid, form: CopyForm) -> Result<(String, Message), Message> {
    let chars = |text: &str| text.trim_end().chars().count();
    if !grid.geometry().is_classic() {
        return variant_copy_text(grid, form);
    }
    match form {
        CopyForm::Position if !is_position(grid) => copy_text(grid, CopyForm::Givens),
        CopyForm::Position if grid.is_solved() => copy_text(grid, CopyForm::Digits),
        CopyForm::Position => {
            copy_text(grid, CopyForm::PencilMarks).or_else(|_| copy_text(grid, CopyForm::Sukaku))
        }
        CopyForm::Givens if grid.given_count() == 0 && grid.empty_count() < grid.n() * grid.n() => {
            let (text, _) = copy_text(grid, CopyForm::Digits)?;
            let what = template!("copied-digits-no-givens", count = chars(&text));
            Ok((text, what))
        }
        CopyForm::Givens => {
            let text = givens_line(grid);
            let what = template!("copied-givens", count = chars(&text));
            Ok((text, what))
        }
        CopyForm::Digits => {
            let text = grid.to_line();
            let what = template!("copied-digits", count = chars(&text));
            Ok((text, what))
        }
        CopyForm::PencilMarks => match write_pencil_marks(grid) {
            Some(text) => Ok((text, template!("copied-pencil-marks"))),
            None => Err(template!("cannot-copy-pencil-marks")),
        },
        CopyForm::Sukaku => {
            let text = write_sukaku(grid);
            let what = template!("copied-candidate-string", count = chars(&text));
            Ok((text, what))
        }
        CopyForm::HodokuLibrary => match write_hodoku(grid) {
            Some(text) => Ok((text, template!("copied-hodoku-line"))),
            None => Err(template!("cannot-copy-hodoku-line")),
        },
    }
}

/// The text of a variant board's puzzle: an f-puzzles link, the one form that holds the givens
/// and the variant rules together (the placed digits and candidates are not part of it), or why
/// `form` cannot hold the rules.
fn variant_copy_text(grid: &Grid, form: CopyForm) -> Result<(String, Message), Message> {
    let what = match form {
        CopyForm::Position | CopyForm::Givens => template!("copied-fpuzzles-link"),
        CopyForm::Digits => template!("copied-fpuzzles-link-digits"),
        CopyForm::PencilMarks | CopyForm::Sukaku | CopyForm::HodokuLibrary => {
            return Err(template!(
                "cannot-copy-variant",
                form = match form {
                    CopyForm::PencilMarks => "pencil-marks",
                    CopyForm::Sukaku => "candidate-string",
                    _ => "hodoku",
                }
            ));
        }
    };
    Ok((write_fpuzzles_link(grid), what))
}

impl Controller {
    /// Puts the shown position on the clipboard in `form`, and says what was copied.
    pub(super) fn copy(&mut self, form: CopyForm) {
        let Some(grid) = self.shown_grid() else {
            self.status = template!("status-nothing-to-copy");
            return;
        };
        match copy_text(grid, form) {
            Ok((text, what)) => {
                self.status = template!("status-copied", what = what);
                self.effects.push(Effect::CopyText(text));
            }
            Err(reason) => self.status = reason,
        }
    }

    /// Opens the puzzle in the pasted `text` (the first of a collection), or says the clipboard
    /// held no text; a text that is no puzzle (or is over the file size limit, or holds control
    /// characters) is reported like a bad file and changes nothing.
    pub(super) fn paste(&mut self, text: Option<String>) {
        match text {
            Some(text) if !text.trim().is_empty() => {
                let name = self.view.language().text("pasted-name");
                self.open(Source::Pasted { name, text });
            }
            _ => {
                self.status = template!("status-clipboard-empty");
            }
        }
    }
}
