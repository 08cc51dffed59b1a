//! Ways of seeing the board that change no digit: every place of one digit, the bivalue cells and
//! the cells that see the chosen cell highlighted (the lens), candidates painted in a few colours
//! for the student's own chains (logged like moves, so Back takes a paint back and each log row
//! keeps the colours of its position), and the notation cells and rows are named in.

use stepper_core::message::{Message, Piece};
use stepper_core::model::Notation;
use stepper_core::model::{Candidate, Cell, Digit, Grid};
use stepper_core::picture::{Colours, Lens, Paint};

use super::history::{Change, LogEntry};
use super::state::Controller;

/// How many cells of `grid` pass `test`.
fn count_cells(grid: &Grid, test: impl Fn(Cell) -> bool) -> usize {
    (0..grid.n() * grid.n())
        .map(Cell::new)
        .filter(|&cell| test(cell))
        .count()
}

impl Controller {
    /// What the board highlights besides the shown step.
    pub fn lens(&self) -> Lens {
        self.view.lens()
    }

    /// The colour candidates are painted with when clicked, while colouring is on.
    pub fn paint(&self) -> Option<Paint> {
        self.view.paint()
    }

    /// The colours of the shown position: the selected log row's, or the current ones.
    pub fn shown_colours(&self) -> &Colours {
        match self.history.selected().and_then(|i| self.log().get(i)) {
            Some(entry) => &entry.colours_after,
            None => self.history.colours(),
        }
    }

    /// The notation cells and rows are shown in.
    pub fn notation(&self) -> Notation {
        self.view.notation()
    }

    /// `message` in the chosen notation and language.
    pub fn render(&self, message: &Message) -> String {
        message.render_in(self.view.notation(), self.view.language())
    }

    /// Names cells and rows in `notation` from now on (the status line keeps its message, which
    /// is shown in the new notation too).
    pub(super) fn set_notation(&mut self, notation: Notation) {
        self.view.set_notation(notation);
    }

    /// Highlights every place of `digit` (`None`, or the digit already highlighted: none).
    pub(super) fn highlight_digit(&mut self, digit: Option<Digit>) {
        let digit = self.view.highlight_digit(digit);
        let Some(grid) = self.grid() else {
            return;
        };
        self.status = match digit {
            None => template!("status-no-digit-highlighted"),
            Some(digit) => {
                let open = count_cells(grid, |cell| grid.candidates(cell).contains(digit));
                let placed = count_cells(grid, |cell| grid.value(cell) == Some(digit));
                template!(
                    "status-digit-highlighted",
                    digit = digit,
                    open = open,
                    placed = placed,
                    n = grid.n()
                )
            }
        };
    }

    pub(super) fn show_bivalue(&mut self, on: bool) {
        self.view.set_bivalue(on);
        self.status = match (on, self.grid()) {
            (true, Some(grid)) => {
                let bivalue = count_cells(grid, |cell| grid.is_bivalue(cell));
                template!("status-bivalue-on", count = bivalue)
            }
            _ => template!("status-bivalue-off"),
        };
    }

    pub(super) fn show_peers(&mut self, on: bool) {
        self.view.set_peers(on);
        self.status = if !on {
            template!("status-peers-off")
        } else if self.view.focus().is_none() {
            template!("status-peers-no-cell")
        } else {
            template!("status-peers-on")
        };
    }

    /// The cells the lens highlights as seeing the chosen cell.
    pub fn peers_shown(&self) -> Vec<Cell> {
        match (self.view.lens().peers, self.view.focus(), self.shown_grid()) {
            (true, Some(cell), Some(grid)) => grid.geometry().peers(cell).to_vec(),
            _ => Vec::new(),
        }
    }

    pub(super) fn set_paint(&mut self, paint: Option<Paint>) {
        self.view.set_paint(paint);
        self.status = match paint {
            Some(paint) => template!("status-colouring-in", paint = paint.name()),
            None => template!("status-colouring-off"),
        };
    }

    /// Paints `candidate` in the chosen colour, or takes the colour off when it has it already,
    /// and logs the change.
    pub(super) fn paint_candidate(&mut self, candidate: Candidate) {
        let (Some(paint), Some(grid)) = (self.view.paint(), self.grid()) else {
            return;
        };
        let name = Piece::cell(grid.geometry(), candidate.cell);
        if grid.value(candidate.cell).is_some()
            || !grid.candidates(candidate.cell).contains(candidate.digit)
        {
            self.status = template!("status-not-paintable", digit = candidate.digit, cell = name);
            return;
        }
        let mut colours = self.history.colours().clone();
        let description = if colours.get(&candidate) == Some(&paint) {
            colours.remove(&candidate);
            template!("you-unpainted", digit = candidate.digit, cell = name)
        } else {
            colours.insert(candidate, paint);
            template!(
                "you-painted",
                digit = candidate.digit,
                cell = name,
                paint = paint.name()
            )
        };
        self.log_colours(description, colours);
    }

    /// Takes every colour off (a log row of its own, so Back brings them back).
    pub(super) fn clear_colours(&mut self) {
        if self.history.colours().is_empty() {
            self.status = template!("status-nothing-painted");
            return;
        }
        self.log_colours(template!("you-cleared-colours"), Colours::new());
    }

    /// Logs a change of colours. The grid stays as it was, so a hint, a search under way or a
    /// running Solve carries on (a student may paint while looking for the hinted step).
    fn log_colours(&mut self, description: Message, colours: Colours) {
        let Some(grid_after) = self.grid().cloned() else {
            return;
        };
        self.status = template!("sentence", text = description);
        self.history.push(LogEntry {
            change: Change::Paint { description },
            grid_after,
            colours_after: colours,
        });
    }
}
