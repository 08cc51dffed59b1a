//! The size-header form for any board size: a first line `{boxRows}x{boxCols}` (or box rows and box
//! columns as two lines of their own), then one line per row. Values are separated by spaces, may
//! have two digits, and `-`, `.` or `0` mark an empty cell; a row without spaces and exactly `n`
//! characters is read one character per cell, with letters `A`.. standing for 10 and up.

use super::error::ParseErrorKind;
use super::error::Position;
use super::lines::{
    Line, ParseResult, RawPuzzle, check_row_length, split_cells, symbol_value, too_few_rows,
};
use crate::message::Explained;
use crate::model::{Grid, Layout};

/// Whether `first` is a size header, on one line or on two.
pub(super) fn is_header(lines: &[Line], first: &Line) -> bool {
    one_line_header(first.text).is_some() || two_line_header(lines, first).is_some()
}

/// The two sides of a `RxC` header line as written (a sign is kept, so that `-2x2` is read as a
/// header and refused as one).
fn one_line_header(text: &str) -> Option<(&str, &str)> {
    let (rows, cols) = text.trim().split_once(['x', 'X'])?;
    let is_number = |s: &str| {
        let digits = s.trim().strip_prefix(['-', '+']).unwrap_or(s.trim());
        !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit())
    };
    (is_number(rows) && is_number(cols)).then(|| (rows.trim(), cols.trim()))
}

/// A number alone on its line, starting in column 1, of at most two digits.
fn lone_number(line: &Line) -> Option<usize> {
    let text = line.text.trim_end();
    if text.is_empty() || text.len() > 2 || !text.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

/// The box sides of a two-line header and the index of its second line. Two short numbers can also
/// start a sparse character grid, so the header only counts when the next line holds a full row.
fn two_line_header(lines: &[Line], first: &Line) -> Option<(usize, usize, usize)> {
    let rows = lone_number(first)?;
    let start = lines.iter().position(|l| l.number == first.number)?;
    let (offset, second) = lines[start + 1..]
        .iter()
        .enumerate()
        .find(|(_, l)| !l.is_blank())?;
    let cols = lone_number(second)?;
    let second_index = start + 1 + offset;
    let n = rows.checked_mul(cols)?;
    let first_row = lines[second_index + 1..].iter().find(|l| !l.is_blank())?;
    (tokens(first_row.text, n).len() == n).then_some((rows, cols, second_index))
}

/// Reads the puzzles in the size-header form: one, or several one after another, each with its
/// own header (as `generate --count N` writes them).
pub(super) fn parse(lines: &[Line], first: &Line) -> ParseResult {
    let mut puzzles = Vec::new();
    let mut header = *first;
    loop {
        let (raw, next) = parse_one(lines, &header)?;
        puzzles.push(raw);
        match next {
            Some(next) => header = next,
            None => return Ok(puzzles),
        }
    }
}

/// Reads the puzzle whose header is `first`, and finds the header of the next one: the first
/// line after its rows that is not blank or a comment, when that line is a `RxC` header.
fn parse_one<'a>(
    lines: &[Line<'a>],
    first: &Line,
) -> Result<(RawPuzzle, Option<Line<'a>>), (Position, ParseErrorKind)> {
    let start = lines
        .iter()
        .position(|l| l.number == first.number)
        .unwrap_or(0);
    let (box_rows, box_cols, header_index) = match one_line_header(first.text) {
        Some((rows, cols)) => match (rows.parse::<usize>(), cols.parse::<usize>()) {
            (Ok(rows), Ok(cols)) => (rows, cols, start),
            _ => {
                return Err((
                    first.at(1),
                    ParseErrorKind::BadHeader(template!(
                        "header-not-a-box-shape",
                        rows = rows,
                        cols = cols
                    )),
                ));
            }
        },
        None => two_line_header(lines, first).unwrap_or((0, 0, start)),
    };
    let layout = Layout::new(box_rows, box_cols)
        .map_err(|e| (first.at(1), ParseErrorKind::BadHeader(e.message())))?;
    let n = layout.n();
    let body = &lines[header_index + 1..];
    let rows: Vec<&Line> = body
        .iter()
        .filter(|l| !l.is_blank() && !l.is_comment())
        .take(n)
        .collect();
    if rows.len() < n {
        return Err(too_few_rows(lines, n, rows.len()));
    }
    let last_row = rows[n - 1].number;
    let next = body
        .iter()
        .find(|l| l.number > last_row && !l.is_blank() && !l.is_comment())
        .copied();
    if let Some(extra) = next
        && one_line_header(extra.text).is_none()
    {
        let column = extra.text.chars().take_while(|c| c.is_whitespace()).count() + 1;
        return Err((extra.at(column), ParseErrorKind::TextAfterGrid { rows: n }));
    }
    let mut raw = RawPuzzle {
        marks: None,
        givens: None,
        layout,
        values: Vec::with_capacity(n * n),
        positions: Vec::with_capacity(n * n),
        line: first.number,
    };
    for (row, line) in rows.iter().enumerate() {
        let tokens = tokens(line.text, n);
        let columns: Vec<usize> = tokens.iter().map(|&(column, _)| column).collect();
        check_row_length(line, row, &columns, n)?;
        for (column, token) in tokens {
            raw.values
                .push(token_value(token, n).map_err(|kind| (line.at(column), kind))?);
            raw.positions.push(line.at(column));
        }
    }
    Ok((raw, next))
}

/// The cells of a row with their 1-based columns: whitespace-separated tokens, or single characters
/// when the row has no whitespace and exactly `n` characters.
fn tokens(text: &str, n: usize) -> Vec<(usize, &str)> {
    let trimmed = text.trim();
    if !trimmed.contains(char::is_whitespace) && trimmed.chars().count() == n && n > 1 {
        let lead = text.chars().take_while(|c| c.is_whitespace()).count();
        return trimmed
            .char_indices()
            .enumerate()
            .map(|(i, (at, c))| (lead + i + 1, &trimmed[at..at + c.len_utf8()]))
            .collect();
    }
    split_cells(text, char::is_whitespace)
}

/// The value of one token: 0 for an empty marker, else a number or letter from 1 to `n`.
fn token_value(token: &str, n: usize) -> Result<u8, ParseErrorKind> {
    if matches!(token, "-" | "." | "0" | "x" | "X" | "_") {
        return Ok(0);
    }
    let value = if token.chars().all(|c| c.is_ascii_digit()) {
        token.parse::<usize>().unwrap_or(usize::MAX)
    } else {
        let mut chars = token.chars();
        match (chars.next().and_then(symbol_value), chars.next()) {
            (Some(value), None) => value.into(),
            _ => {
                let found = token.chars().find(|c| !c.is_ascii_digit()).unwrap_or(' ');
                return Err(ParseErrorKind::BadCharacter {
                    found,
                    expected: "expected-number-or-dash",
                });
            }
        }
    };
    if value == 0 {
        return Ok(0);
    }
    if value > n {
        return Err(ParseErrorKind::ValueOutOfRange {
            value: token.to_string(),
            n,
        });
    }
    Ok(value as u8)
}

/// Writes a grid in the size-header form: `RxC`, then rows of values with `-` for empty cells.
pub(super) fn write(grid: &Grid) -> String {
    let layout = grid.layout();
    let mut text = format!("{}x{}\n", layout.box_rows(), layout.box_cols());
    for row in grid.values().chunks(grid.n()) {
        let cells: Vec<String> = row
            .iter()
            .map(|&v| {
                if v == 0 {
                    "-".to_string()
                } else {
                    v.to_string()
                }
            })
            .collect();
        text.push_str(&cells.join(" "));
        text.push('\n');
    }
    text
}
