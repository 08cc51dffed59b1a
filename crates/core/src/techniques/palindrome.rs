//! Palindrome Mirror: a palindrome reads the same both ways, so two cells as far from either end
//! (mirror cells) hold the same digit, and each keeps only the candidates the other has too.

use super::removal_step_by;
use crate::deduction::proof::Rule;
use crate::deduction::step::Step;
use crate::deduction::technique::Technique;
use crate::message::{Piece, line_message, or_list, removals_by_cell};
use crate::model::{Candidate, Grid, Line, LineKind};

/// Every step: for each palindrome in the board's order, each pair of mirror cells from the ends
/// inwards where an open cell holds a candidate its mirror cannot hold; nothing on a board
/// without palindromes.
pub(super) fn palindrome_mirror(grid: &Grid) -> impl Iterator<Item = Step> + '_ {
    grid.layout()
        .variant()
        .lines_of(LineKind::Palindrome)
        .flat_map(move |line| mirror_steps(grid, line))
}

/// The steps of the mirror pairs of the palindrome `line`, from its ends inwards.
fn mirror_steps<'g>(grid: &'g Grid, line: &'g Line) -> impl Iterator<Item = Step> + 'g {
    let geometry = grid.geometry();
    line.linked_pairs()
        .enumerate()
        .filter_map(move |(place, (first, second))| {
            let shared = grid.possible_digits(first) & grid.possible_digits(second);
            if shared.is_empty() {
                return None;
            }
            let mut eliminations: Vec<Candidate> = [first, second]
                .into_iter()
                .filter(|&cell| grid.value(cell).is_none())
                .flat_map(|cell| {
                    (grid.candidates(cell) & !shared)
                        .iter()
                        .map(move |digit| Candidate { cell, digit })
                })
                .collect();
            if eliminations.is_empty() {
                return None;
            }
            eliminations.sort_unstable();
            let message = template!(
                "palindrome-mirror",
                technique = Technique::PalindromeMirror,
                first = Piece::cell(geometry, first),
                second = Piece::cell(geometry, second),
                place = place,
                line = line_message(line, geometry.n()),
                shared = or_list(shared.iter()),
                eliminations = removals_by_cell(geometry, &eliminations)
            );
            Some(removal_step_by(
                Technique::PalindromeMirror,
                message,
                eliminations,
                &[first, second],
                |_| Rule::NoLineFilling {
                    kind: LineKind::Palindrome,
                    cells: line.cells.clone(),
                },
            ))
        })
}
