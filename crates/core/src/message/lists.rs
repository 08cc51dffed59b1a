//! Wording shared by every message a student reads (steps, proofs, hints, answers): lists of
//! words, cells, digits, lines and removed candidates, joined as a person would write them.

use crate::model::{Candidate, Candidates, Cell, Digit, Geometry};

use super::{Joiner, Message, Piece, Say};

/// Names cells for a message: "r1c2", "r1c2 and r3c4", "r1c2, r3c4 and r5c6".
pub fn cell_list(geometry: &Geometry, cells: &[Cell]) -> Message {
    and_list(cells.iter().map(|&c| Piece::cell(geometry, c)))
}

/// Names any cells compactly, as a proof's sum or set states them: a block of whole rows and
/// columns as one group ("r123c123" for a box, "r1c123456789" for a row), else one group per row
/// in row order, separated by commas ("r1c12, r2c1").
pub fn cell_groups(geometry: &Geometry, cells: &[Cell]) -> Message {
    let mut sorted = cells.to_vec();
    sorted.sort_unstable();
    sorted.dedup();
    let mut rows: Vec<usize> = sorted.iter().map(|&c| geometry.row_of(c)).collect();
    rows.dedup();
    let mut cols: Vec<usize> = sorted.iter().map(|&c| geometry.col_of(c)).collect();
    cols.sort_unstable();
    cols.dedup();
    if rows.len() * cols.len() == sorted.len() {
        return message![Piece::group(geometry, &sorted)];
    }
    let groups: Vec<Message> = rows
        .iter()
        .map(|&row| {
            let in_row: Vec<Cell> = sorted
                .iter()
                .copied()
                .filter(|&c| geometry.row_of(c) == row)
                .collect();
            message![Piece::group(geometry, &in_row)]
        })
        .collect();
    Message::separated(&groups, ", ")
}

/// A set of digits as it is added up: "1+2+5".
pub fn plus_list(set: &[Digit]) -> String {
    let parts: Vec<String> = set.iter().map(|d| d.get().to_string()).collect();
    parts.join("+")
}

/// Joins words as a person would: "a", "a and b", "a, b and c".
pub fn and_list<T: Say>(words: impl IntoIterator<Item = T>) -> Message {
    let words: Vec<Message> = words.into_iter().map(|w| message![w]).collect();
    Message::joined(&words, Joiner::And)
}

/// Joins alternatives as a person would: "a", "a or b", "a, b or c".
pub fn or_list<T: Say>(words: impl IntoIterator<Item = T>) -> Message {
    let words: Vec<Message> = words.into_iter().map(|w| message![w]).collect();
    Message::joined(&words, Joiner::Or)
}

/// Names digits for a message: "3", "3 and 7", "2, 5 and 8".
pub fn digit_list(digits: &[Digit]) -> Message {
    and_list(digits.iter().copied())
}

/// Names the digits of a set for a message, smallest first: "2, 5 and 8".
pub fn digit_set_list(digits: Candidates) -> Message {
    and_list(digits.iter())
}

/// Names rows (`rows`) or columns by 0-based index: "rows 1, 4 and 7", "columns 2 or 8".
pub fn line_list(rows: bool, indices: &[usize], joiner: Joiner) -> Piece {
    Piece::Lines {
        rows,
        indices: indices.to_vec(),
        joiner,
    }
}

/// Writes removed candidates grouped by digit: "r5c3, r9c8 <> 4; r1c1 <> 5".
pub fn elimination_list(geometry: &Geometry, eliminations: &[Candidate]) -> Message {
    let mut digits: Vec<Digit> = eliminations.iter().map(|c| c.digit).collect();
    digits.sort_unstable();
    digits.dedup();
    let groups: Vec<Message> = digits
        .iter()
        .map(|&digit| {
            let cells: Vec<Message> = eliminations
                .iter()
                .filter(|c| c.digit == digit)
                .map(|c| message![Piece::cell(geometry, c.cell)])
                .collect();
            message![Message::separated(&cells, ", "), " <> ", digit]
        })
        .collect();
    Message::separated(&groups, "; ")
}

/// Writes removed candidates grouped by cell, the cells in the order first met: "r1c1 <> 7, 8, 9;
/// r1c2 <> 1".
pub fn removals_by_cell(geometry: &Geometry, eliminations: &[Candidate]) -> Message {
    let mut cells: Vec<Cell> = Vec::new();
    for candidate in eliminations {
        if !cells.contains(&candidate.cell) {
            cells.push(candidate.cell);
        }
    }
    let groups: Vec<Message> = cells
        .iter()
        .map(|&cell| {
            let mut digits: Vec<Message> = eliminations
                .iter()
                .filter(|c| c.cell == cell)
                .map(|c| message![c.digit])
                .collect();
            digits.dedup();
            message![
                Piece::cell(geometry, cell),
                " <> ",
                Message::separated(&digits, ", ")
            ]
        })
        .collect();
    Message::separated(&groups, "; ")
}
