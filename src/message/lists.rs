//! Wording shared by every message a student reads (steps, proofs, hints, answers): lists of
//! words, cells, digits, lines and removed candidates, joined as a person would write them.

use crate::model::{Candidate, Candidates, Cell, Digit, Geometry};

use super::{Joiner, Message, Piece, Say};

/// Names cells for a message: "r1c2", "r1c2 and r3c4", "r1c2, r3c4 and r5c6".
pub fn cell_list(geometry: &Geometry, cells: &[Cell]) -> Message {
    and_list(cells.iter().map(|&c| Piece::cell(geometry, c)))
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
