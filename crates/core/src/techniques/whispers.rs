//! Whisper Pairs: on a German whisper line, the digits of two cells next to each other differ by
//! 5 or more. Each digit of one cell needs a partner in the other at least 5 away from it, and a
//! digit with none goes: a 5 never stands on a whisper line (no digit from 1 to 9 is 5 away from
//! it), a 4 only beside a 9 and a 6 only beside a 1.

use super::pair_marks::pair_step;
use super::removal_step_by;
use crate::deduction::proof::Rule;
use crate::deduction::step::Step;
use crate::deduction::technique::Technique;
use crate::message::{Piece, and_list, line_message, or_list, removals_by_cell};
use crate::model::{Candidate, Candidates, Grid, Line, LineKind, WHISPER_GAP};

/// Every step: for each whisper line in the board's order, first the digits no digit of the
/// board is far enough from (5 on 9x9) out of all its cells at once, then for each two cells next
/// to each other along it the digits of either cell with no partner in the other; nothing on a
/// board without whispers.
pub(super) fn whisper_pairs(grid: &Grid) -> impl Iterator<Item = Step> + '_ {
    let lines = || grid.layout().variant().lines_of(LineKind::Whisper);
    let lonely = lines().filter_map(move |line| lonely_step(grid, line));
    lonely.chain(lines().flat_map(move |line| neighbour_steps(grid, line)))
}

/// The digits of 1 to `n` with no digit of 1 to `n` at least `WHISPER_GAP` away.
fn lonely_digits(n: usize) -> Candidates {
    let mut lonely = Candidates::EMPTY;
    for digit in Candidates::all(n).iter() {
        let partnered = Candidates::all(n)
            .iter()
            .any(|other| LineKind::Whisper.allows(digit.get(), other.get()));
        if !partnered {
            lonely.insert(digit);
        }
    }
    lonely
}

/// The step that takes the digits with no partner at all (`lonely_digits`) out of the open cells
/// of the whisper `line`, if one still holds one.
fn lonely_step(grid: &Grid, line: &Line) -> Option<Step> {
    let geometry = grid.geometry();
    let n = geometry.n();
    let lonely = lonely_digits(n);
    let mut eliminations: Vec<Candidate> = line
        .cells
        .iter()
        .filter(|&&cell| grid.value(cell).is_none())
        .flat_map(|&cell| {
            Candidates::from_bits(grid.candidates(cell).bits() & lonely.bits())
                .iter()
                .map(move |digit| Candidate { cell, digit })
        })
        .collect();
    if eliminations.is_empty() {
        return None;
    }
    eliminations.sort_unstable();
    let message = template!(
        "whisper-lonely",
        technique = Technique::WhisperPairs,
        line = line_message(line, n),
        n = n,
        gap = WHISPER_GAP,
        any_of = or_list(lonely.iter()),
        all_of = and_list(lonely.iter()),
        count = lonely.len(),
        eliminations = removals_by_cell(geometry, &eliminations)
    );
    let neighbour_on_line = |cell| {
        let place = line.cells.iter().position(|&c| c == cell).unwrap_or(0);
        match place {
            0 => (line.cells[0], line.cells[1]),
            _ => (line.cells[place - 1], line.cells[place]),
        }
    };
    Some(removal_step_by(
        Technique::WhisperPairs,
        message,
        eliminations,
        &line.cells,
        |candidate| {
            let (first, second) = neighbour_on_line(candidate.cell);
            Rule::NoLineFilling {
                kind: LineKind::Whisper,
                cells: vec![first, second],
            }
        },
    ))
}

/// The steps of the two cells next to each other along the whisper `line`, pair by pair.
fn neighbour_steps<'g>(grid: &'g Grid, line: &'g Line) -> impl Iterator<Item = Step> + 'g {
    let geometry = grid.geometry();
    line.steps().filter_map(move |(first, second)| {
        let pair = Line {
            kind: LineKind::Whisper,
            cells: vec![first, second],
        };
        let opening = template!(
            "whisper-intro",
            technique = Technique::WhisperPairs,
            first = Piece::cell(geometry, first),
            second = Piece::cell(geometry, second),
            line = line_message(line, geometry.n())
        );
        pair_step(grid, &pair, Technique::WhisperPairs, opening)
    })
}
