//! Sukaku (candidate) strings: one line of `n` characters per cell, `n*n*n` in all (729 for 9x9),
//! the k-th character of a cell being its k-th digit when that digit is a candidate and `.` or
//! `0` when it is not; digits above 9 are letters (`A` = 10). A cell with one candidate reads as
//! a placed digit, as in a pencil-mark grid.

use super::error::ParseErrorKind;
use super::lines::{Line, ParseResult, RawPuzzle, symbol, symbol_value};
use crate::message::{Message, cell_at};
use crate::model::{Candidates, Cell, Digit, Grid, Layout};

/// The board of a candidate string of `length` characters, when there is one.
fn layout_of(length: usize) -> Option<Layout> {
    (4..=25)
        .filter(|&n| n * n * n == length)
        .find_map(Layout::for_size)
}

/// The only content line and its board, when the file is one candidate string: `n*n*n`
/// characters for a board size `n`, each either empty (`.`, `0`) or the digit of its place in
/// its cell. Where no one-line puzzle has as many cells (every size but 4x4, whose 64 characters
/// may be an 8x8 puzzle), a line of that length made of digits, letters and `.` is taken for a
/// candidate string even when a character stands out of its place, so that the reader can name
/// that cell and character.
pub(super) fn line<'a>(lines: &[Line<'a>]) -> Option<(Line<'a>, Layout)> {
    let mut content = lines.iter().filter(|l| !l.is_blank() && !l.is_comment());
    let only = *content.next()?;
    if content.next().is_some() {
        return None;
    }
    let text = only.text.trim();
    let length = text.chars().count();
    let layout = layout_of(length)?;
    let n = layout.n();
    let in_place = |place: usize, c: char| {
        matches!(c, '.' | '0') || symbol_value(c) == Some((place % n + 1) as u8)
    };
    let fits = text
        .chars()
        .enumerate()
        .all(|(place, c)| in_place(place, c));
    let one_line_length = (4..=25).any(|m| m * m == length && Layout::for_size(m).is_some());
    let plausible = !one_line_length && text.chars().all(|c| c == '.' || c.is_ascii_alphanumeric());
    (fits || plausible).then_some((only, layout))
}

/// Reads the candidates of every cell of `line`, a candidate string for `layout` (see `line`).
pub(super) fn parse(line: &Line, layout: Layout) -> ParseResult {
    let leading = line.text.chars().take_while(|c| c.is_whitespace()).count();
    let n = layout.n();
    let chars: Vec<char> = line.text.trim().chars().collect();
    let mut raw = RawPuzzle {
        layout,
        values: Vec::with_capacity(n * n),
        marks: None,
        givens: None,
        positions: Vec::with_capacity(n * n),
        line: line.number,
    };
    let mut marks = Vec::with_capacity(n * n);
    for (index, cell) in chars.chunks(n).enumerate() {
        let mut candidates = Candidates::EMPTY;
        let name = cell_at(Cell::new(index), n);
        for (place, &c) in cell.iter().enumerate() {
            if matches!(c, '.' | '0') {
                continue;
            }
            if symbol_value(c) != Some((place + 1) as u8) {
                let key = if n > 9 {
                    "sukaku-wrong-place-letters"
                } else {
                    "sukaku-wrong-place"
                };
                let words = Message::template(
                    key,
                    vec![
                        ("cell", message![name]),
                        ("found", message![c]),
                        ("place", message![place + 1]),
                        ("n", message![n]),
                    ],
                );
                return Err((
                    line.at(leading + index * n + place + 1),
                    ParseErrorKind::Invalid(words),
                ));
            }
            candidates.insert(Digit::new((place + 1) as u8));
        }
        let at = line.at(leading + index * n + 1);
        if candidates == Candidates::EMPTY {
            return Err((
                at,
                ParseErrorKind::Invalid(template!("marks-no-candidate-left", cell = name)),
            ));
        }
        let solved = candidates.single();
        raw.values.push(solved.map_or(0, Digit::get));
        marks.push(if solved.is_some() {
            Candidates::EMPTY
        } else {
            candidates
        });
        raw.positions.push(at);
    }
    raw.marks = Some(marks);
    Ok(vec![raw])
}

/// Writes `grid` as a candidate string: a placed digit (or given) as its only candidate, every
/// other cell its candidates.
pub fn write(grid: &Grid) -> String {
    let n = grid.n();
    let mut text = String::with_capacity(n * n * n + 1);
    for index in 0..n * n {
        let cell = Cell::new(index);
        let held = match grid.value(cell) {
            Some(digit) => {
                let mut only = Candidates::EMPTY;
                only.insert(digit);
                only
            }
            None => grid.candidates(cell),
        };
        for digit in 1..=n as u8 {
            text.push(if held.contains(Digit::new(digit)) {
                symbol(digit)
            } else {
                '.'
            });
        }
    }
    text.push('\n');
    text
}
