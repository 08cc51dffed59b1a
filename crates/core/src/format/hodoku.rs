//! HoDoKu library lines, one puzzle or position per line, as HoDoKu's library files and its
//! "copy as library format" write them: `:type:candidates:grid:deleted:eliminations:...`. Only two
//! fields are read: the grid (one character per cell, `.` or `0` for empty, a digit for a given,
//! `+` before a digit placed later) and the deleted candidates (`drc` for digit `d` taken out of
//! row `r`, column `c`, separated by spaces). The step fields (type, its candidates and
//! eliminations) describe a step HoDoKu found there and are skipped. Boards up to 9x9, where every
//! digit, row and column is one character.

use super::error::{ParseErrorKind, Position};
use super::lines::{Line, ParseResult, RawPuzzle, fields, puzzles_of_one_size};
use crate::message::cell_at;
use crate::model::{Candidates, Cell, Digit, Grid, Layout};

/// The field that holds the step type (`0904`, `0904-1`).
const TYPE_FIELD: usize = 1;

/// The field that holds the grid, counting the empty field before the first `:` as 0.
const GRID_FIELD: usize = 3;

/// The field that holds the deleted candidates.
const DELETED_FIELD: usize = 4;

/// Whether the file holds library lines: its first content line starts with `:` and has another
/// `:` after the step type (no other format starts a line with `:`, so a line with a mistyped
/// type is read as a library line and its error names the type).
pub(super) fn is_library(lines: &[Line]) -> bool {
    lines
        .iter()
        .find(|l| !l.is_blank() && !l.is_comment())
        .and_then(|l| l.text.trim_start().strip_prefix(':'))
        .is_some_and(|rest| rest.contains(':'))
}

/// The first character of the step type field (`0904`, or `0904-1` with HoDoKu's variant suffix,
/// part of the puzzle's id) that does not belong there, with its offset in the field.
fn bad_type_character(kind: &str) -> Option<(usize, char)> {
    let Some(last) = kind.chars().count().checked_sub(1) else {
        return Some((0, ':'));
    };
    let mut dash_seen = false;
    kind.chars().enumerate().find(|&(offset, c)| match c {
        '0'..='9' => false,
        '-' if offset > 0 && offset < last && !dash_seen => {
            dash_seen = true;
            false
        }
        _ => true,
    })
}

/// Reads every library line of the file; every puzzle must have as many cells as the first.
pub(super) fn parse(lines: &[Line]) -> ParseResult {
    puzzles_of_one_size(
        lines.iter().filter(|l| !l.is_blank() && !l.is_comment()),
        parse_line,
    )
}

/// Reads one library line.
fn parse_line(line: &Line) -> Result<RawPuzzle, (Position, ParseErrorKind)> {
    let lead = line.text.chars().take_while(|c| c.is_whitespace()).count();
    let fields = fields(line.text, ':');
    if !line.text.trim_start().starts_with(':') {
        return Err((
            line.at(lead + 1),
            ParseErrorKind::BadCharacter {
                found: line.text.trim_start().chars().next().unwrap_or(' '),
                expected: "expected-library-colon",
            },
        ));
    }
    if let Some(&(type_column, kind)) = fields.get(TYPE_FIELD)
        && let Some((offset, found)) = bad_type_character(kind)
    {
        return Err((
            line.at(type_column + offset),
            ParseErrorKind::BadCharacter {
                found,
                expected: "expected-library-type",
            },
        ));
    }
    let Some(&(grid_column, grid_text)) = fields.get(GRID_FIELD) else {
        return Err((
            line.at(line.text.chars().count() + 1),
            ParseErrorKind::MissingLibraryGrid,
        ));
    };
    let mut values = Vec::new();
    let mut given = Vec::new();
    let mut positions = Vec::new();
    let mut placed_next = false;
    for (offset, c) in grid_text.chars().enumerate() {
        let at = line.at(grid_column + offset);
        match c {
            '+' if !placed_next => placed_next = true,
            '1'..='9' => {
                values.push(c as u8 - b'0');
                given.push(!placed_next);
                positions.push(at);
                placed_next = false;
            }
            '.' | '0' if !placed_next => {
                values.push(0);
                given.push(false);
                positions.push(at);
            }
            _ => {
                return Err((
                    at,
                    ParseErrorKind::BadCharacter {
                        found: c,
                        expected: if placed_next {
                            "a digit 1-9 after '+'"
                        } else {
                            "a digit 1-9, '+' before a placed digit, or '.' or '0' for an empty cell"
                        },
                    },
                ));
            }
        }
    }
    let count = values.len();
    let n = count.isqrt();
    let layout = (n * n == count && n <= 9)
        .then(|| Layout::for_size(n))
        .flatten()
        .ok_or((
            line.at(grid_column),
            ParseErrorKind::BadLineLength { found: count },
        ))?;
    let deleted = match fields.get(DELETED_FIELD) {
        Some(&(column, text)) => deleted_candidates(line, column, text, n)?,
        None => Vec::new(),
    };
    let placed_any = given.iter().zip(&values).any(|(&g, &v)| v != 0 && !g);
    let marks = (placed_any || !deleted.is_empty())
        .then(|| marks_of(layout, &values, &deleted))
        .transpose()
        .map_err(|(cell, at)| {
            (
                at,
                ParseErrorKind::Invalid(template!(
                    "marks-no-candidate-left",
                    cell = cell_at(cell, n)
                )),
            )
        })?;
    Ok(RawPuzzle {
        layout,
        values,
        givens: marks.is_some().then_some(given),
        marks,
        positions,
        line: line.number,
    })
}

/// A deleted candidate: its cell, its digit and where its entry is.
type Deletion = (Cell, Digit, Position);

/// The deleted candidates of a library line.
fn deleted_candidates(
    line: &Line,
    column: usize,
    text: &str,
    n: usize,
) -> Result<Vec<Deletion>, (Position, ParseErrorKind)> {
    let mut deleted = Vec::new();
    for (offset, entry) in super::lines::split_cells(text, char::is_whitespace) {
        let at = line.at(column + offset - 1);
        let numbers: Vec<usize> = entry
            .chars()
            .filter_map(|c| c.to_digit(10).map(|d| d as usize))
            .collect();
        match numbers[..] {
            [digit, row, col]
                if entry.chars().count() == 3
                    && [digit, row, col].iter().all(|&k| (1..=n).contains(&k)) =>
            {
                let cell = Cell::new((row - 1) * n + col - 1);
                deleted.push((cell, Digit::new(digit as u8), at));
            }
            _ => {
                return Err((
                    at,
                    ParseErrorKind::BadDeletedCandidate {
                        entry: entry.to_string(),
                        n,
                    },
                ));
            }
        }
    }
    Ok(deleted)
}

/// The candidates of every empty cell: the digits its peers do not hold, less the deleted ones.
/// Fails with the cell and the entry that took its last candidate.
fn marks_of(
    layout: Layout,
    values: &[u8],
    deleted: &[Deletion],
) -> Result<Vec<Candidates>, (Cell, Position)> {
    let digits = Grid::from_givens(layout, values).unwrap_or_else(|_| Grid::empty(layout));
    let mut marks: Vec<Candidates> = (0..values.len())
        .map(Cell::new)
        .map(|cell| match digits.value(cell) {
            Some(_) => Candidates::EMPTY,
            None => Candidates::all(layout.n()) & !digits.placed_among_peers(cell),
        })
        .collect();
    for &(cell, digit, at) in deleted {
        if values[cell.index()] == 0
            && marks[cell.index()].remove(digit)
            && marks[cell.index()].is_empty()
        {
            return Err((cell, at));
        }
    }
    Ok(marks)
}

/// Writes `grid` as a library line with no step (`:0000:x:`, as HoDoKu copies a position): givens
/// as digits, placed digits after `+`, and every candidate the digits leave but the position has
/// taken out as deleted. `None` above 9x9, which the line cannot hold.
pub fn write(grid: &Grid) -> Option<String> {
    let n = grid.n();
    if n > 9 {
        return None;
    }
    let mut cells = String::with_capacity(2 * n * n);
    let mut deleted = Vec::new();
    for index in 0..n * n {
        let cell = Cell::new(index);
        match grid.value(cell) {
            Some(digit) => {
                if !grid.is_given(cell) {
                    cells.push('+');
                }
                cells.push(char::from(b'0' + digit.get()));
            }
            None => {
                cells.push('.');
                let taken_out =
                    Candidates::all(n) & !grid.placed_among_peers(cell) & !grid.candidates(cell);
                deleted.extend(
                    taken_out
                        .iter()
                        .map(|digit| format!("{}{}{}", digit.get(), index / n + 1, index % n + 1)),
                );
            }
        }
    }
    Some(format!(":0000:x:{cells}:{}::\n", deleted.join(" ")))
}
