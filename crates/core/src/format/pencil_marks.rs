//! Pencil-mark grids, as HoDoKu and Simple Sudoku print a position: n rows of n cells separated by
//! spaces, each cell the string of its candidate digits (a single digit is a solved cell), with
//! optional `|` and `:` between boxes and separator lines of `-`, `+`, `.`, `:`, `'`, `*`. Solved
//! cells count as placed digits, not givens. On boards above 9x9 the digits from 10 are letters
//! (`A` = 10), one character per candidate; such a grid must hold a letter somewhere, so that a
//! grid of two-digit numbers is not taken for pencil marks.

use super::decorated::is_separator;
use super::error::ParseErrorKind;
use super::lines::{
    Line, ParseResult, RawPuzzle, check_row_length, split_cells, symbol, symbol_value,
};
use crate::message::{Message, cell_at};
use crate::model::{Candidates, Cell, Digit, Grid, Layout};

/// The cells of one row with their 1-based columns.
pub(super) type Row<'a> = (Line<'a>, Vec<(usize, &'a str)>);

fn cells<'a>(line: &Line<'a>) -> Vec<(usize, &'a str)> {
    split_cells(line.text, |c| c.is_whitespace() || c == '|' || c == ':')
}

/// The rows of the file when it is a pencil-mark grid: as many rows as a board has cells in a row,
/// most rows of that many cells, every cell made of letters and digits only (digits up to 9x9,
/// digits and letters above, with a letter somewhere), and some cell with more than one symbol.
/// A row with a cell too many or a letter out of range is still taken for a pencil-mark grid, so
/// that the reader can name the row, the cell and the character.
pub(super) fn rows<'a>(lines: &[Line<'a>]) -> Option<Vec<Row<'a>>> {
    let rows: Vec<Row<'a>> = lines
        .iter()
        .filter(|l| !l.is_blank() && !l.is_comment() && !is_separator(l))
        .map(|l| (*l, cells(l)))
        .collect();
    let n = rows.len();
    let all_cells = || rows.iter().flat_map(|(_, cells)| cells);
    let full_rows = rows.iter().filter(|(_, cells)| cells.len() == n).count();
    let has_letter = || all_cells().any(|(_, c)| c.chars().any(|c| c.is_ascii_alphabetic()));
    let looks_right = Layout::for_size(n).is_some()
        && 2 * full_rows > n
        && (n <= 9 || has_letter())
        && all_cells().all(|(_, c)| c.chars().all(|c| c.is_ascii_alphanumeric()))
        && all_cells().any(|(_, c)| c.len() > 1);
    looks_right.then_some(rows)
}

/// Reads the candidates of every cell.
pub(super) fn parse(rows: &[Row]) -> ParseResult {
    let n = rows.len();
    let layout = Layout::for_size(n).ok_or((
        rows[0].0.at(1),
        ParseErrorKind::RowTooShort {
            row: 1,
            found: n,
            expected: 9,
        },
    ))?;
    let mut raw = RawPuzzle {
        layout,
        values: Vec::with_capacity(n * n),
        marks: Some(Vec::with_capacity(n * n)),
        givens: None,
        positions: Vec::with_capacity(n * n),
        line: rows[0].0.number,
    };
    let mut marks = Vec::with_capacity(n * n);
    for (row, (line, cells)) in rows.iter().enumerate() {
        let columns: Vec<usize> = cells.iter().map(|&(column, _)| column).collect();
        check_row_length(line, row, &columns, n)?;
        for &(column, cell) in cells {
            let mut candidates = Candidates::EMPTY;
            for (offset, c) in cell.chars().enumerate() {
                let at = line.at(column + offset);
                let value = match symbol_value(c) {
                    Some(d) if usize::from(d) <= n && (n > 9 || c.is_ascii_digit()) => d,
                    _ => {
                        let cell = raw.values.len();
                        let key = if n > 9 {
                            "marks-not-a-candidate-letters"
                        } else {
                            "marks-not-a-candidate"
                        };
                        let words = Message::template(
                            key,
                            vec![
                                ("cell", message![cell_at(Cell::new(cell), n)]),
                                ("found", message![c]),
                                ("n", message![n]),
                            ],
                        );
                        return Err((at, ParseErrorKind::Invalid(words)));
                    }
                };
                candidates.insert(Digit::new(value));
            }
            let solved = candidates.single().filter(|_| cell.len() == 1);
            raw.values.push(solved.map_or(0, Digit::get));
            marks.push(if solved.is_some() {
                Candidates::EMPTY
            } else {
                candidates
            });
            raw.positions.push(line.at(column));
        }
    }
    raw.marks = Some(marks);
    Ok(vec![raw])
}

/// Writes a position as a pencil-mark grid: each cell its placed digit or its candidates, cells
/// padded to one width, `|` between boxes and a `-`/`+` line between bands of boxes. Reading the
/// text back gives the same placed digits and candidates (as placed digits, not givens). `None`
/// for a board the reader would not take back as it was: a box shape other than the usual one for
/// its size, a position without a cell of two or more candidates (which reads as a plain grid),
/// or a board above 9x9 without a letter (a digit from 10) anywhere.
pub(super) fn write(grid: &Grid) -> Option<String> {
    let layout = grid.layout();
    let n = layout.n();
    if Layout::for_size(n) != Some(layout) {
        return None;
    }
    let texts: Vec<String> = (0..n * n)
        .map(|i| {
            let cell = Cell::new(i);
            match grid.value(cell) {
                Some(digit) => symbol(digit.get()).to_string(),
                None => grid
                    .candidates(cell)
                    .iter()
                    .map(|d| symbol(d.get()))
                    .collect(),
            }
        })
        .collect();
    let has_letter = texts
        .iter()
        .any(|t| t.chars().any(|c| c.is_ascii_alphabetic()));
    if texts.iter().any(String::is_empty)
        || texts.iter().all(|t| t.len() < 2)
        || (n > 9 && !has_letter)
    {
        return None;
    }
    let width = texts.iter().map(String::len).max().unwrap_or(1);
    let boxes_across = n / layout.box_cols();
    let piece = "-".repeat(layout.box_cols() * (width + 1) - 1);
    let separator = vec![piece; boxes_across].join("-+-");
    let mut text = String::new();
    for row in 0..n {
        if row > 0 && row % layout.box_rows() == 0 {
            text.push_str(&separator);
            text.push('\n');
        }
        let boxes: Vec<String> = texts[row * n..(row + 1) * n]
            .chunks(layout.box_cols())
            .map(|cells| {
                cells
                    .iter()
                    .map(|t| format!("{t:<width$}"))
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect();
        text.push_str(boxes.join(" | ").trim_end());
        text.push('\n');
    }
    Some(text)
}
