//! The 9x9 character grid of the `.sud` files (9 lines of 9 characters, `1`-`9` or a space for an
//! empty cell; short lines are padded, blank text past column 9 or line 9 is ignored; `.` is also
//! read as empty, which covers SadMan `.sdk` files and their `[Puzzle]` section; several grids,
//! each after one blank line, make a collection), and the Project Euler list of `Grid NN` blocks,
//! where 0 marks an empty cell.

use super::error::{ParseErrorKind, Position};
use super::lines::{Line, ParseResult, RawPuzzle, symbol_value, too_few_rows};
use crate::model::{Grid, Layout};

const SIZE: usize = 9;

/// Whether the first content line opens a `Grid NN` block.
pub(super) fn is_grid_list(first: &Line) -> bool {
    first.text.trim_start().starts_with("Grid")
}

fn is_section(line: &Line) -> bool {
    line.text.trim_start().starts_with('[')
}

/// Reads the 9x9 character grids of a `.sud` or `.sdk` file: one grid, or several one after
/// another, each followed by one blank line (as `generate --count N` writes them). Blank lines
/// inside a grid are its empty rows, so the grids are counted off nine rows at a time.
pub(super) fn parse(lines: &[Line]) -> ParseResult {
    let start = lines
        .iter()
        .position(|l| !(l.is_comment() || is_section(l) && l.text.contains("Puzzle")))
        .unwrap_or(lines.len());
    let body: Vec<Line> = lines[start..]
        .iter()
        .take_while(|l| !is_section(l))
        .copied()
        .collect();
    let rows = &body[..body.len().min(SIZE)];
    if rows.len() < SIZE {
        return Err(too_few_rows(lines, SIZE, rows.len()));
    }
    let mut puzzles = vec![read_grid(rows)?];
    let mut rest = &body[SIZE..];
    while let Some(extra) = rest.iter().find(|l| !l.is_blank()) {
        let text_after_grid = || {
            let column = extra.text.chars().take_while(|c| c.is_whitespace()).count() + 1;
            (
                extra.at(column),
                ParseErrorKind::TextAfterGrid { rows: SIZE },
            )
        };
        let next = &rest[1.min(rest.len())..];
        if !rest[0].is_blank() || next.len() < SIZE {
            return Err(text_after_grid());
        }
        puzzles.push(read_grid(&next[..SIZE])?);
        rest = &next[SIZE..];
    }
    Ok(puzzles)
}

/// Reads one grid from its nine `rows`.
fn read_grid(rows: &[Line]) -> Result<RawPuzzle, (Position, ParseErrorKind)> {
    let mut raw = RawPuzzle {
        marks: None,
        givens: None,
        layout: Layout::CLASSIC,
        values: vec![0; SIZE * SIZE],
        positions: Vec::with_capacity(SIZE * SIZE),
        line: rows[0].number,
    };
    for (row, line) in rows.iter().enumerate() {
        let mut chars = line.text.chars();
        for col in 0..SIZE {
            let column = col + 1;
            raw.positions.push(line.at(column));
            let value = match chars.next() {
                None | Some(' ' | '.') => 0,
                Some('0') => return Err((line.at(column), ParseErrorKind::ZeroInCharGrid)),
                Some(c @ '1'..='9') => c as u8 - b'0',
                Some(found) => {
                    return Err((
                        line.at(column),
                        ParseErrorKind::BadCharacter {
                            found,
                            expected: "expected-digit-or-space",
                        },
                    ));
                }
            };
            raw.values[row * SIZE + col] = value;
        }
        if let Some(offset) = chars.position(|c| !c.is_whitespace()) {
            return Err((
                line.at(SIZE + offset + 1),
                ParseErrorKind::RowTooLong {
                    row: row + 1,
                    expected: SIZE,
                },
            ));
        }
    }
    Ok(raw)
}

/// Reads a list of `Grid NN` blocks, each followed by 9 lines of 9 digits (0 or `.` for empty).
pub(super) fn parse_grid_list(lines: &[Line]) -> ParseResult {
    let mut puzzles = Vec::new();
    let mut index = 0;
    while index < lines.len() {
        let line = &lines[index];
        index += 1;
        if line.is_blank() || line.is_comment() {
            continue;
        }
        if !is_grid_list(line) {
            return Err((
                line.at(1),
                ParseErrorKind::BadCharacter {
                    found: line.text.chars().next().unwrap_or(' '),
                    expected: "expected-grid-line",
                },
            ));
        }
        let rows = &lines[index..lines.len().min(index + SIZE)];
        if rows.len() < SIZE {
            return Err((
                Position {
                    line: line.number + rows.len() + 1,
                    column: 1,
                },
                ParseErrorKind::TooFewRows {
                    expected: SIZE,
                    found: rows.len(),
                },
            ));
        }
        index += SIZE;
        let mut raw = RawPuzzle {
            marks: None,
            givens: None,
            layout: Layout::CLASSIC,
            values: Vec::with_capacity(SIZE * SIZE),
            positions: Vec::with_capacity(SIZE * SIZE),
            line: line.number,
        };
        for (row, line) in rows.iter().enumerate() {
            let cells: Vec<char> = line.text.trim_end().chars().collect();
            if cells.len() > SIZE {
                return Err((
                    line.at(SIZE + 1),
                    ParseErrorKind::RowTooLong {
                        row: row + 1,
                        expected: SIZE,
                    },
                ));
            }
            if cells.len() < SIZE {
                return Err((
                    line.at(cells.len() + 1),
                    ParseErrorKind::RowTooShort {
                        row: row + 1,
                        found: cells.len(),
                        expected: SIZE,
                    },
                ));
            }
            for (col, &c) in cells.iter().enumerate() {
                let value = match c {
                    '0' | '.' => 0,
                    '1'..='9' => symbol_value(c).unwrap_or(0),
                    found => {
                        return Err((
                            line.at(col + 1),
                            ParseErrorKind::BadCharacter {
                                found,
                                expected: "expected-digit-or-zero",
                            },
                        ));
                    }
                };
                raw.values.push(value);
                raw.positions.push(line.at(col + 1));
            }
        }
        puzzles.push(raw);
    }
    Ok(puzzles)
}

/// Writes a 9x9 grid as 9 lines of 9 characters, a space for each empty cell.
pub(super) fn write(grid: &Grid) -> String {
    let mut text = String::with_capacity(SIZE * (SIZE + 1));
    for row in grid.values().chunks(SIZE) {
        text.extend(
            row.iter()
                .map(|&v| if v == 0 { ' ' } else { char::from(b'0' + v) }),
        );
        text.push('\n');
    }
    text
}
