//! Grids drawn for people: rows with `|` between boxes, separator lines of `-`, `+`, `=`, `*`
//! (Simple Sudoku `.ss`, printouts of other solvers), and rows whose cells are separated by spaces.
//! Every non-space character of a row, apart from `|`, is one cell: `1`-`9`, or `.`, `0`, `-`, `x`
//! or `_` for an empty cell. The number of cells in the first row gives the board size (up to 9).

use super::error::{ParseErrorKind, Position};
use super::lines::{Line, ParseResult, RawPuzzle, check_row_length, too_few_rows};
use crate::model::Layout;

const CHAR_GRID_WIDTH: usize = 9;

/// A line that only draws: at least three `-` or `=`, and nothing but `-=+*|.:'` and spaces.
pub(super) fn is_separator(line: &Line) -> bool {
    let text = line.text.trim();
    text.chars().filter(|&c| c == '-' || c == '=').count() >= 3
        && text
            .chars()
            .all(|c| "-=+*|.:'".contains(c) || c.is_whitespace())
}

/// Whether the grid is decorated: a `|` or a separator line somewhere, or a row wider than the
/// 9 columns of a character grid with its cells separated by spaces.
pub(super) fn is_decorated(lines: &[Line]) -> bool {
    lines.iter().filter(|l| !l.is_comment()).any(|l| {
        l.text.contains('|')
            || is_separator(l)
            || (l.text.trim_end().chars().count() > CHAR_GRID_WIDTH
                && l.text.split_whitespace().count() > CHAR_GRID_WIDTH / 2)
    })
}

/// The cells of a row: each non-space character but `|`, with its 1-based column.
fn cells(line: &Line) -> Vec<(usize, char)> {
    line.text
        .chars()
        .enumerate()
        .filter(|&(_, c)| !c.is_whitespace() && c != '|')
        .map(|(i, c)| (i + 1, c))
        .collect()
}

/// Reads the single decorated grid of a file.
pub(super) fn parse(lines: &[Line]) -> ParseResult {
    let rows: Vec<&Line> = lines
        .iter()
        .filter(|l| !l.is_blank() && !l.is_comment() && !is_separator(l))
        .collect();
    let Some(first) = rows.first() else {
        return Err((
            Position { line: 1, column: 1 },
            ParseErrorKind::TooFewRows {
                expected: CHAR_GRID_WIDTH,
                found: 0,
            },
        ));
    };
    let n = cells(first).len();
    let layout = Layout::for_size(n)
        .filter(|layout| layout.n() <= CHAR_GRID_WIDTH)
        .ok_or_else(|| {
            let column = cells(first).get(CHAR_GRID_WIDTH).map_or(1, |&(c, _)| c);
            (
                first.at(column),
                ParseErrorKind::RowTooShort {
                    row: 1,
                    found: n,
                    expected: CHAR_GRID_WIDTH,
                },
            )
        })?;
    if rows.len() < n {
        return Err(too_few_rows(lines, n, rows.len()));
    }
    if let Some(extra) = rows.get(n) {
        let column = cells(extra).first().map_or(1, |&(c, _)| c);
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
        let cells = cells(line);
        let columns: Vec<usize> = cells.iter().map(|&(column, _)| column).collect();
        check_row_length(line, row, &columns, n)?;
        for (column, c) in cells {
            let value = match c {
                '.' | '0' | '-' | 'x' | 'X' | '_' => 0,
                '1'..='9' if (c as usize - '0' as usize) <= n => c as u8 - b'0',
                '1'..='9' => {
                    return Err((
                        line.at(column),
                        ParseErrorKind::ValueOutOfRange {
                            value: c.to_string(),
                            n,
                        },
                    ));
                }
                found => {
                    return Err((
                        line.at(column),
                        ParseErrorKind::BadCharacter {
                            found,
                            expected: "expected-digit-or-dot",
                        },
                    ));
                }
            };
            raw.values.push(value);
            raw.positions.push(line.at(column));
        }
    }
    Ok(vec![raw])
}
