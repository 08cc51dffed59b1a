//! What the format parsers share: the lines of a file, the raw puzzle a parser reads before the
//! rules are checked, and the helpers that split rows into cells and report rows of the wrong
//! length.

use super::error::{ParseErrorKind, Position};
use crate::model::{Candidates, Grid, Layout};

/// A line of the file: its 1-based number and its text without the line ending.
#[derive(Debug, Clone, Copy)]
pub(super) struct Line<'a> {
    pub(super) number: usize,
    pub(super) text: &'a str,
}

impl Line<'_> {
    pub(super) fn is_blank(&self) -> bool {
        self.text.trim().is_empty()
    }

    pub(super) fn is_comment(&self) -> bool {
        self.text.trim_start().starts_with('#')
    }

    pub(super) fn at(&self, column: usize) -> Position {
        Position {
            line: self.number,
            column,
        }
    }
}

/// The first line of `text` that is neither blank nor a `#` comment, trimmed (empty when none).
pub(super) fn first_puzzle_line(text: &str) -> &str {
    text.lines()
        .map(str::trim)
        .find(|line| !line.is_empty() && !line.starts_with('#'))
        .unwrap_or_default()
}

/// The puzzle of one piece of text (a link, a JSON object), or where in the text (its 1-based
/// column, when the fault is at one place) and why it stopped.
pub(super) type TextResult = Result<Grid, (Option<usize>, ParseErrorKind)>;

/// What a format parser returns: the raw puzzles, or where and why it stopped.
pub(super) type ParseResult = Result<Vec<RawPuzzle>, (Position, ParseErrorKind)>;

/// The 0-based index of the cell `name` (`r1c1`, any letter case) names on an `n` x `n` board.
pub(super) fn cell_named(name: &str, n: usize) -> Option<usize> {
    let (row, col) = name.strip_prefix(['r', 'R'])?.split_once(['c', 'C'])?;
    let (row, col) = (row.parse::<usize>().ok()?, col.parse::<usize>().ok()?);
    ((1..=n).contains(&row) && (1..=n).contains(&col)).then(|| (row - 1) * n + col - 1)
}

/// Splits `text` at the characters where `is_gap` holds; returns each piece with the 1-based
/// column where it starts.
pub(super) fn split_cells(text: &str, is_gap: impl Fn(char) -> bool) -> Vec<(usize, &str)> {
    let mut cells = Vec::new();
    let mut start = None;
    for (column, (at, c)) in text.char_indices().enumerate() {
        match (is_gap(c), start) {
            (false, None) => start = Some((column + 1, at)),
            (true, Some((col, from))) => {
                cells.push((col, &text[from..at]));
                start = None;
            }
            _ => {}
        }
    }
    if let Some((col, from)) = start {
        cells.push((col, &text[from..]));
    }
    cells
}

/// `text` split at every `separator`: each field with the 1-based column where it starts.
pub(super) fn fields(text: &str, separator: char) -> Vec<(usize, &str)> {
    let mut fields = Vec::new();
    let mut column = 1;
    for field in text.split(separator) {
        fields.push((column, field));
        column += field.chars().count() + 1;
    }
    fields
}

/// Reads a puzzle from each of `lines` with `parse`. Every puzzle must have as many cells as the
/// first, so a cut or mistyped line is an error (at the line's first character) rather than a
/// smaller board.
pub(super) fn puzzles_of_one_size<'a, 'b: 'a>(
    lines: impl IntoIterator<Item = &'a Line<'b>>,
    parse: impl Fn(&Line) -> Result<RawPuzzle, (Position, ParseErrorKind)>,
) -> ParseResult {
    let mut puzzles: Vec<RawPuzzle> = Vec::new();
    for line in lines {
        let puzzle = parse(line)?;
        if let Some(first) = puzzles.first()
            && first.values.len() != puzzle.values.len()
        {
            return Err((
                line.at(1 + line.text.chars().take_while(|c| c.is_whitespace()).count()),
                ParseErrorKind::LineLengthDiffers {
                    found: puzzle.values.len(),
                    expected: first.values.len(),
                    first_line: first.line,
                },
            ));
        }
        puzzles.push(puzzle);
    }
    Ok(puzzles)
}

/// The error for a grid that stops after `found` of its `expected` rows; it points just past the
/// last line of the file.
pub(super) fn too_few_rows(
    lines: &[Line],
    expected: usize,
    found: usize,
) -> (Position, ParseErrorKind) {
    let after = lines.last().map_or(1, |l| l.number + 1);
    (
        Position {
            line: after,
            column: 1,
        },
        ParseErrorKind::TooFewRows { expected, found },
    )
}

/// Checks that row `row` (0-based) has exactly `expected` cells, given the 1-based columns where
/// its cells start.
pub(super) fn check_row_length(
    line: &Line,
    row: usize,
    columns: &[usize],
    expected: usize,
) -> Result<(), (Position, ParseErrorKind)> {
    if let Some(&column) = columns.get(expected) {
        return Err((
            line.at(column),
            ParseErrorKind::RowTooLong {
                row: row + 1,
                expected,
            },
        ));
    }
    if columns.len() < expected {
        return Err((
            line.at(line.text.trim_end().chars().count() + 1),
            ParseErrorKind::RowTooShort {
                row: row + 1,
                found: columns.len(),
                expected,
            },
        ));
    }
    Ok(())
}

/// Cell values read by a format parser, with where each came from, before the rules are checked.
pub(super) struct RawPuzzle {
    pub(super) layout: Layout,
    pub(super) values: Vec<u8>,
    /// The candidates of every cell when the file lists them (a pencil-mark grid); its solved
    /// cells are then placed digits, not givens.
    pub(super) marks: Option<Vec<Candidates>>,
    /// With `marks`, which cells are givens when the file tells them from placed digits (HoDoKu
    /// library lines); without it, every solved cell of a position counts as placed.
    pub(super) givens: Option<Vec<bool>>,
    pub(super) positions: Vec<Position>,
    pub(super) line: usize,
}

/// The character of `digit` where one character stands for one digit: `1`-`9`, then `A` for 10.
pub(super) fn symbol(digit: u8) -> char {
    match digit {
        1..=9 => char::from(b'0' + digit),
        _ => char::from(b'A' + digit - 10),
    }
}

/// The value of one cell character: a digit or letter (A = 10), or `None` for an empty marker.
pub(super) fn symbol_value(c: char) -> Option<u8> {
    match c {
        '1'..='9' => Some(c as u8 - b'0'),
        'A'..='P' => Some(c as u8 - b'A' + 10),
        'a'..='p' => Some(c as u8 - b'a' + 10),
        _ => None,
    }
}
