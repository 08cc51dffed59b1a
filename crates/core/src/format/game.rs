//! The puzzle and the current position of a saved game. A game file is JSON whose
//! `"sudoku-stepper-game"` field holds its version; the app reads all of it (the step log, the
//! colours, the hints taken: see `crate::controller`), while this reader takes only what other
//! tools need: the puzzle's givens and rules (`"puzzle"`, in the `.sud` form) and the position
//! reached (`"position"`: the digits and the candidates of every cell).

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::error::ParseErrorKind;
use super::lines::{symbol, symbol_value};
use super::read_str;
use crate::message::{Explained, Message, cell_at};
use crate::model::{Candidates, Cell, Digit, Grid};

/// The field that marks a game file; its value is the version of the format.
pub const GAME_FIELD: &str = "sudoku-stepper-game";

/// The version of the game format this reader reads and the app writes.
pub const GAME_VERSION: u64 = 1;

/// A position as a game file keeps it: the digits of every cell and the candidates of every
/// empty one, on the board of the game's puzzle (whose givens stay givens).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedPosition {
    /// One character per cell, row by row: its digit (`1`-`9`, then `A` = 10 up to `P` = 25)
    /// or `.` when it is empty.
    pub digits: String,
    /// The candidate (Sukaku) string: `n` characters per cell, the k-th being the digit k when
    /// it is a candidate of the cell and `.` when it is not.
    pub candidates: String,
}

impl SavedPosition {
    /// The position of `grid`.
    pub fn of(grid: &Grid) -> SavedPosition {
        SavedPosition {
            digits: grid
                .values()
                .iter()
                .map(|&value| if value == 0 { '.' } else { symbol(value) })
                .collect(),
            candidates: super::sukaku::write(grid).trim_end().to_string(),
        }
    }

    /// The position on the board of `puzzle`, whose givens it keeps; `field` names it in errors.
    pub fn on(&self, puzzle: &Grid, field: &str) -> Result<Grid, ParseErrorKind> {
        let n = puzzle.n();
        let cells = n * n;
        let fault = |why: Message| ParseErrorKind::Game(message!["\"", field, "\": ", why]);
        let name = |index: usize| cell_at(Cell::new(index), n);
        let digits: Vec<char> = self.digits.chars().collect();
        if digits.len() != cells {
            return Err(fault(message![format!(
                "\"digits\" has {} characters; the {n}x{n} board has {cells} cells",
                digits.len()
            )]));
        }
        let mut values = Vec::with_capacity(cells);
        for (index, &c) in digits.iter().enumerate() {
            let value = match c {
                '.' => 0,
                _ => symbol_value(c)
                    .filter(|&value| usize::from(value) <= n)
                    .ok_or_else(|| {
                        fault(message![
                            format!("\"digits\" holds '{c}' for "),
                            name(index),
                            format!("; expected a digit up to {n} or '.'")
                        ])
                    })?,
            };
            values.push(value);
        }
        let candidates: Vec<char> = self.candidates.chars().collect();
        if candidates.len() != cells * n {
            return Err(fault(message![format!(
                "\"candidates\" has {} characters; expected {} ({n} per cell)",
                candidates.len(),
                cells * n
            )]));
        }
        let mut marks = Vec::with_capacity(cells);
        for (index, cell) in candidates.chunks(n).enumerate() {
            let mut held = Candidates::EMPTY;
            for (place, &c) in cell.iter().enumerate() {
                match c {
                    '.' => {}
                    _ if symbol_value(c) == Some(place as u8 + 1) => {
                        held.insert(Digit::new(place as u8 + 1))
                    }
                    _ => {
                        return Err(fault(message![
                            format!("\"candidates\" holds '{c}' at place {} of ", place + 1),
                            name(index),
                            format!("; expected {} or '.'", symbol(place as u8 + 1))
                        ]));
                    }
                }
            }
            marks.push(held);
        }
        for cell in puzzle.givens().iter() {
            if values[cell.index()] != puzzle.values()[cell.index()] {
                return Err(fault(message![
                    name(cell.index()),
                    format!(
                        " no longer holds the puzzle's given {}",
                        puzzle.values()[cell.index()]
                    )
                ]));
            }
        }
        Grid::from_position(puzzle.layout(), &values, puzzle.givens(), &marks)
            .map_err(|error| fault(error.message()))
    }
}

/// A fault in a game file, in words.
fn game_fault(why: String) -> ParseErrorKind {
    ParseErrorKind::Game(Message::from(why.as_str()))
}

/// Whether `bytes` begin as a game file does: a JSON object whose first field is
/// `"sudoku-stepper-game"` (how the app writes it), so that it may be larger than a puzzle file.
pub(super) fn starts_like_a_game(bytes: &[u8]) -> bool {
    let start = bytes.trim_ascii_start();
    start.strip_prefix(b"{").is_some_and(|rest| {
        rest.trim_ascii_start()
            .starts_with(format!("\"{GAME_FIELD}\"").as_bytes())
    })
}

/// Whether `text` is a game file: a JSON object with the `"sudoku-stepper-game"` field.
pub fn is_game(text: &str) -> bool {
    let trimmed = text.trim_start();
    trimmed.starts_with('{')
        && trimmed.contains(GAME_FIELD)
        && serde_json::from_str::<Value>(trimmed).is_ok_and(|value| value.get(GAME_FIELD).is_some())
}

/// The puzzle of a game file (its givens and rules, as loaded), from its `"puzzle"` text.
pub fn game_puzzle(game: &Value) -> Result<Grid, ParseErrorKind> {
    let version = game.get(GAME_FIELD).and_then(Value::as_u64);
    if version != Some(GAME_VERSION) {
        return Err(game_fault(format!(
            "\"{GAME_FIELD}\" is {}; this version of Sudoku Stepper reads games of version \
             {GAME_VERSION}",
            game.get(GAME_FIELD)
                .map_or("missing".to_string(), Value::to_string)
        )));
    }
    let text = game
        .get("puzzle")
        .and_then(Value::as_str)
        .ok_or_else(|| game_fault("\"puzzle\" should be the puzzle's text".to_string()))?;
    let file = read_str("puzzle", text)
        .map_err(|error| game_fault(format!("\"puzzle\" cannot be read: {}", error.english())))?;
    match file.puzzles.as_slice() {
        [one] => Ok(one.grid.clone()),
        _ => Err(game_fault(
            "\"puzzle\" should hold exactly one puzzle".to_string(),
        )),
    }
}

/// The position `field` of a game file (`"start"` or `"position"`), on the board of `puzzle`.
pub fn game_position(game: &Value, puzzle: &Grid, field: &str) -> Result<Grid, ParseErrorKind> {
    let value = game
        .get(field)
        .ok_or_else(|| game_fault(format!("\"{field}\" is missing")))?;
    let position = SavedPosition::deserialize(value).map_err(|error| {
        game_fault(format!(
            "\"{field}\" should hold \"digits\" and \"candidates\" ({error})"
        ))
    })?;
    position.on(puzzle, field)
}

/// The position a game file reached: its puzzle with the digits and candidates of `"position"`.
pub(super) fn parse(text: &str) -> Result<Grid, ParseErrorKind> {
    let game: Value =
        serde_json::from_str(text).map_err(|error| game_fault(format!("not JSON: {error}")))?;
    let puzzle = game_puzzle(&game)?;
    game_position(&game, &puzzle, "position")
}
