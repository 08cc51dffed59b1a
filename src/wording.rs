//! Wording shared by every message a student reads (steps, proofs, hints, answers): lists of
//! words, cells, digits and removed candidates, joined as a person would write them.

use crate::model::{Candidate, Candidates, Cell, Digit, Geometry};

/// Names cells for a message: "r1c2", "r1c2 and r3c4", "r1c2, r3c4 and r5c6".
pub fn cell_list(geometry: &Geometry, cells: &[Cell]) -> String {
    let names: Vec<String> = cells.iter().map(|&c| geometry.cell_name(c)).collect();
    and_list(&names)
}

/// Joins words as a person would: "a", "a and b", "a, b and c".
pub fn and_list(words: &[String]) -> String {
    match words {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// Joins alternatives as a person would: "a", "a or b", "a, b or c".
pub fn or_list(words: &[String]) -> String {
    match words {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

/// Names digits for a message: "3", "3 and 7", "2, 5 and 8".
pub fn digit_list(digits: &[Digit]) -> String {
    let words: Vec<String> = digits.iter().map(Digit::to_string).collect();
    and_list(&words)
}

/// Names the digits of a set for a message, smallest first: "2, 5 and 8".
pub fn digit_set_list(digits: Candidates) -> String {
    digit_list(&digits.iter().collect::<Vec<_>>())
}

/// Writes removed candidates grouped by digit: "r5c3, r9c8 <> 4; r1c1 <> 5".
pub fn elimination_list(geometry: &Geometry, eliminations: &[Candidate]) -> String {
    let mut digits: Vec<Digit> = eliminations.iter().map(|c| c.digit).collect();
    digits.sort_unstable();
    digits.dedup();
    let groups: Vec<String> = digits
        .iter()
        .map(|&digit| {
            let cells: Vec<String> = eliminations
                .iter()
                .filter(|c| c.digit == digit)
                .map(|c| geometry.cell_name(c.cell))
                .collect();
            format!("{} <> {digit}", cells.join(", "))
        })
        .collect();
    groups.join("; ")
}
