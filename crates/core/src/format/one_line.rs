//! One puzzle per line: `n*n` cells (`1`-`9`, with `.` or `0` for empty) at the start of a line,
//! optionally followed by a separator and anything else (a solution count, ratings, a label).
//! Covers `.sdm` files and the tdoku and forum collections. Boards above 9x9 are written as `n*n`
//! numbers separated by commas (`0` or nothing for empty), as `generate --format line` writes
//! them. Lines starting with `#` are comments; lines that start with a letter (a collection's
//! title) are skipped.

use super::error::{ParseErrorKind, Position};
use super::lines::{Line, ParseResult, RawPuzzle, fields, puzzles_of_one_size};
use crate::model::Layout;

/// How many of the first content lines may be titles before the first puzzle line.
const TITLE_LINES: usize = 2;

/// The shortest one-line puzzle: a 4x4 board.
const SHORTEST: usize = 16;

fn is_cell_char(c: char) -> bool {
    c.is_ascii_digit() || c == '.'
}

fn is_title(line: &Line) -> bool {
    line.text
        .trim_start()
        .chars()
        .next()
        .is_some_and(|c| c.is_alphabetic())
}

fn leading_cells(text: &str) -> usize {
    text.trim_start()
        .chars()
        .take_while(|&c| is_cell_char(c))
        .count()
}

/// The comma-separated fields of a line with the 1-based column where each starts, when the line
/// has commas.
fn comma_fields(text: &str) -> Option<Vec<(usize, &str)>> {
    text.contains(',').then(|| fields(text, ','))
}

/// Whether the file holds one-line puzzles: one of its first content lines starts with at least
/// 16 cell characters, or is at least 16 comma-separated fields.
pub(super) fn is_one_line(lines: &[Line]) -> bool {
    lines
        .iter()
        .filter(|l| !l.is_blank() && !l.is_comment())
        .take(TITLE_LINES + 1)
        .find(|l| !is_title(l))
        .is_some_and(|l| {
            leading_cells(l.text) >= SHORTEST
                || comma_fields(l.text.trim()).is_some_and(|fields| fields.len() >= SHORTEST)
        })
}

/// Reads a line of comma-separated numbers.
fn parse_commas(
    line: &Line,
    fields: &[(usize, &str)],
) -> Result<RawPuzzle, (Position, ParseErrorKind)> {
    let mut values = Vec::with_capacity(fields.len());
    let mut positions = Vec::with_capacity(fields.len());
    for &(column, field) in fields {
        let lead = field.chars().take_while(|c| c.is_whitespace()).count();
        let value = field.trim();
        let at = line.at(column + lead);
        let number = match value {
            "" | "." | "0" => 0,
            digits => match digits.parse::<u8>() {
                Ok(number) if digits.chars().all(|c| c.is_ascii_digit()) => number,
                _ => {
                    let found = digits.chars().find(|c| !c.is_ascii_digit()).unwrap_or('9');
                    return Err((
                        at,
                        ParseErrorKind::BadCharacter {
                            found,
                            expected: "expected-number-or-zero",
                        },
                    ));
                }
            },
        };
        values.push(number);
        positions.push(at);
    }
    let count = fields.len();
    let n = count.isqrt();
    let layout = (n * n == count)
        .then(|| Layout::for_size(n))
        .flatten()
        .ok_or((line.at(1), ParseErrorKind::BadNumberCount { found: count }))?;
    Ok(RawPuzzle {
        marks: None,
        givens: None,
        layout,
        values,
        positions,
        line: line.number,
    })
}

/// What may follow the cells of a puzzle line before the rest of the line (a rating, a label).
fn is_separator(c: char) -> bool {
    c.is_whitespace() || matches!(c, ';' | ',' | '|' | '#' | ':')
}

/// Reads every puzzle line of the file. Every puzzle must have as many cells as the first, so a
/// cut or mistyped line is an error rather than a smaller board.
pub(super) fn parse(lines: &[Line]) -> ParseResult {
    let content = lines.iter().filter(|l| !l.is_blank() && !l.is_comment());
    puzzles_of_one_size(content.skip_while(|l| is_title(l)), parse_line)
}

/// Reads one puzzle line.
fn parse_line(line: &Line) -> Result<RawPuzzle, (Position, ParseErrorKind)> {
    if leading_cells(line.text) < SHORTEST
        && let Some(fields) = comma_fields(line.text.trim_end())
    {
        return parse_commas(line, &fields);
    }
    let lead = line.text.chars().take_while(|c| c.is_whitespace()).count();
    let count = leading_cells(line.text);
    if let Some(next) = line.text.chars().nth(lead + count)
        && !is_separator(next)
    {
        return Err((
            line.at(lead + count + 1),
            ParseErrorKind::BadCharacter {
                found: next,
                expected: "expected-digit-dot-or-zero",
            },
        ));
    }
    let n = count.isqrt();
    let layout = (n * n == count && n <= 9)
        .then(|| Layout::for_size(n))
        .flatten()
        .ok_or((
            line.at(lead + 1),
            ParseErrorKind::BadLineLength { found: count },
        ))?;
    let values = line
        .text
        .chars()
        .skip(lead)
        .take(count)
        .map(|c| c.to_digit(10).map_or(0, |d| d as u8))
        .collect();
    Ok(RawPuzzle {
        marks: None,
        givens: None,
        layout,
        values,
        positions: (0..count).map(|i| line.at(lead + i + 1)).collect(),
        line: line.number,
    })
}
