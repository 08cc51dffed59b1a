//! SudokuWiki's Killer link, read only: `https://www.sudokuwiki.org/killersudoku.aspx?bd=`
//! followed by 81 characters that colour the cages' shapes, a comma, and 162 digits, two per
//! cell, giving each cage's sum in one of its cells (SudokuWiki's top-left one) and `00`
//! elsewhere. Cells of one character that touch side by side form one cage. The link's
//! characters are SudokuWiki's own choice, so the app writes f-puzzles links instead.

use super::error::ParseErrorKind;
use super::lines::TextResult;
use crate::message::{Explained, Message, printable};
use crate::model::{Cage, Cell, Grid, Layout, Notation, Variant};

/// What follows the address in a link (or stands alone): the shapes, a comma, the clues.
const LINK_MARK: &str = "killersudoku.aspx?bd=";

/// The cells of a 9x9 board, the only size SudokuWiki's Killer link has.
const CELLS: usize = 81;

/// Whether `text` is a SudokuWiki Killer link, or its `bd=` value alone (81 characters, a
/// comma and 162 digits).
pub(super) fn is_sudokuwiki_killer(text: &str) -> bool {
    let trimmed = text.trim();
    let first_line = super::lines::first_puzzle_line(trimmed);
    trimmed.contains(LINK_MARK) || board_parts(first_line).is_some()
}

/// Whether `line` holds one whole SudokuWiki Killer link; a file whose first puzzle line does
/// holds one link per line.
pub(super) fn is_whole_puzzle(line: &str) -> bool {
    is_sudokuwiki_killer(line)
}

/// The shapes and the clue digits of a bare `bd=` value, when it has that form.
fn board_parts(text: &str) -> Option<(Vec<char>, &str)> {
    let (shapes, clues) = text.split_once(',')?;
    let shapes: Vec<char> = shapes.chars().collect();
    let fits = shapes.len() == CELLS
        && !shapes.iter().any(|c| c.is_whitespace())
        && clues.len() == 2 * CELLS
        && clues.bytes().all(|b| b.is_ascii_digit());
    fits.then_some((shapes, clues))
}

/// The Killer `text` describes, without givens. An error may come with the 1-based column in
/// `text` where the fault is.
pub(super) fn parse(text: &str) -> TextResult {
    let start = match text.find(LINK_MARK) {
        Some(at) => at + LINK_MARK.len(),
        None => text.len() - text.trim_start().len(),
    };
    let value = text[start..].trim_end();
    let value = value.split(['&', '#']).next().unwrap_or(value);
    let column = |byte: usize| text[..start + byte].chars().count() + 1;
    let fault = |byte: usize, message: Message| {
        Err((Some(column(byte)), ParseErrorKind::SudokuWiki(message)))
    };
    let Some((shapes, clues)) = value.split_once(',') else {
        return fault(value.len(), template!("sudokuwiki-no-comma"));
    };
    if let Some((at, found)) = shapes.char_indices().find(|(_, c)| c.is_whitespace()) {
        let found = printable(&found.to_string());
        return fault(at, template!("sudokuwiki-shape-space", found = found));
    }
    let shapes: Vec<char> = shapes.chars().collect();
    if shapes.len() != CELLS {
        let found = shapes.len();
        return fault(0, template!("sudokuwiki-shapes-length", found = found));
    }
    let clues_at = value.len() - clues.len();
    if let Some((at, found)) = clues.char_indices().find(|(_, c)| !c.is_ascii_digit()) {
        let found = printable(&found.to_string());
        return fault(
            clues_at + at,
            template!("sudokuwiki-not-a-digit", found = found),
        );
    }
    if clues.len() != 2 * CELLS {
        let found = clues.len();
        return fault(clues_at, template!("sudokuwiki-sums-length", found = found));
    }
    let sums: Vec<u32> = clues
        .as_bytes()
        .chunks(2)
        .map(|pair| u32::from(pair[0] - b'0') * 10 + u32::from(pair[1] - b'0'))
        .collect();
    let mut cages = Vec::new();
    let mut taken = [false; CELLS];
    for start in 0..CELLS {
        if taken[start] {
            continue;
        }
        let cells = shape_from(&shapes, start, &mut taken);
        let clued: Vec<usize> = cells.iter().copied().filter(|&c| sums[c] != 0).collect();
        let sum = match clued[..] {
            [] => None,
            [at] => Some(sums[at]),
            _ => {
                let names: Vec<String> = clued.iter().map(|&c| cell_name(c)).collect();
                return Err((
                    None,
                    ParseErrorKind::SudokuWiki(template!(
                        "sudokuwiki-two-sums",
                        cell = cell_name(cells[0]),
                        cells = names.join(", ")
                    )),
                ));
            }
        };
        cages.push(Cage {
            cells: cells.into_iter().map(Cell::new).collect(),
            sum,
        });
    }
    let variant = Variant {
        cages: Variant::killer_cages(&cages),
        ..Variant::CLASSIC
    };
    let layout = Layout::CLASSIC
        .with_variant(variant)
        .map_err(|e| (None, ParseErrorKind::BadVariant(e.message())))?;
    Grid::from_givens(layout, &[0; CELLS]).map_err(|e| (None, ParseErrorKind::Invalid(e.message())))
}

/// The cells (in cell order) of the shape that holds `start`: those of its character reached
/// side by side; marks them `taken`.
fn shape_from(shapes: &[char], start: usize, taken: &mut [bool; CELLS]) -> Vec<usize> {
    let mut cells = vec![start];
    taken[start] = true;
    let mut next = 0;
    while let Some(&cell) = cells.get(next) {
        next += 1;
        let (row, col) = (cell / 9, cell % 9);
        let beside = [
            (row > 0).then(|| cell - 9),
            (row < 8).then(|| cell + 9),
            (col > 0).then(|| cell - 1),
            (col < 8).then(|| cell + 1),
        ];
        for other in beside.into_iter().flatten() {
            if !taken[other] && shapes[other] == shapes[start] {
                taken[other] = true;
                cells.push(other);
            }
        }
    }
    cells.sort_unstable();
    cells
}

/// "r1c1" for cell index 0.
fn cell_name(cell: usize) -> String {
    Notation::RowColumn.cell(cell / 9, cell % 9)
}
