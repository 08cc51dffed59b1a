//! Kropki Dots: a white dot joins consecutive digits, a black dot a digit and its double; with a
//! dot's negative rule on ("all dots are given"), two cells side by side with no dot between them
//! have neither relation. Either way each digit of one cell needs a partner in the other cell
//! that keeps the relation, and a digit with none goes. A pair's relation is exact for the pair:
//! a digit with a partner has a filling of the two cells.

use super::removal_step;
use crate::deduction::proof::Rule;
use crate::deduction::step::Step;
use crate::deduction::technique::Technique;
use crate::message::{
    Message, Piece, and_list, line_message, line_rule_key, or_list, removals_by_cell,
};
use crate::model::{Candidate, Candidates, Grid, Line, LineKind};

/// The kinds of pair, in the order their steps are looked for: the dots first, then the
/// unmarked pairs of the negative rules.
const KINDS: [LineKind; 4] = [
    LineKind::WhiteDot,
    LineKind::BlackDot,
    LineKind::NoWhiteDot,
    LineKind::NoBlackDot,
];

/// Every step: for each pair, dots first and in the board's order, the digits of its cells with
/// no partner across it; nothing on a board without Kropki dots.
pub(super) fn kropki_dots(grid: &Grid) -> impl Iterator<Item = Step> + '_ {
    let variant = grid.layout().variant();
    KINDS
        .into_iter()
        .flat_map(move |kind| variant.lines_of(kind))
        .filter_map(move |line| step_for(grid, line))
}

/// The digits of `digits` that have a partner in `other` across a pair of `kind`.
fn partnered(kind: LineKind, digits: Candidates, other: Candidates) -> Candidates {
    let mut kept = Candidates::EMPTY;
    for digit in digits.iter() {
        if other.iter().any(|e| kind.allows(digit.get(), e.get())) {
            kept.insert(digit);
        }
    }
    kept
}

/// The digits of 1 to `n` that would partner some digit of `digits` across a pair of `kind`.
fn partners_of(kind: LineKind, digits: Candidates, n: usize) -> Candidates {
    let mut partners = Candidates::EMPTY;
    for digit in digits.iter() {
        for other in Candidates::all(n).iter() {
            if kind.allows(digit.get(), other.get()) {
                partners.insert(other);
            }
        }
    }
    partners
}

/// The step of the pair `line`, if a digit of an open cell has no partner in the other cell.
fn step_for(grid: &Grid, line: &Line) -> Option<Step> {
    let [a, b] = line.cells[..] else {
        return None;
    };
    let geometry = grid.geometry();
    let (digits_a, digits_b) = (grid.possible_digits(a), grid.possible_digits(b));
    let mut eliminations: Vec<Candidate> = Vec::new();
    let mut sides: Vec<Message> = Vec::new();
    for (cell, own, other_cell, other) in [(a, digits_a, b, digits_b), (b, digits_b, a, digits_a)] {
        if grid.value(cell).is_some() {
            continue;
        }
        let alone = Candidates::from_bits(own.bits() & !partnered(line.kind, own, other).bits());
        if alone.is_empty() {
            continue;
        }
        eliminations.extend(alone.iter().map(|digit| Candidate { cell, digit }));
        let wanted = partners_of(line.kind, alone, geometry.n());
        let (form, digits) = if wanted.is_empty() {
            ("none", wanted)
        } else if grid.value(other_cell).is_some() {
            ("placed", other)
        } else if line.kind.is_mark() && wanted.len() < other.len() {
            ("lacks", wanted)
        } else {
            ("only", other)
        };
        sides.push(template!(
            "kropki-side",
            other = Piece::cell(geometry, other_cell),
            form = form,
            digits = or_list(digits.iter()),
            cell = Piece::cell(geometry, cell),
            n = geometry.n(),
            removed = and_list(alone.iter()),
            count = if alone.len() == 1 { "one" } else { "other" }
        ));
    }
    if eliminations.is_empty() {
        return None;
    }
    eliminations.sort_unstable();
    let parts = [
        template!(
            "kropki-intro",
            technique = Technique::KropkiDots,
            line = line_message(line, geometry.n()),
            kind = line_rule_key(line.kind)
        ),
        message![Message::separated(&sides, "; "), "."],
        template!(
            "kropki-so",
            eliminations = removals_by_cell(geometry, &eliminations)
        ),
    ];
    let rule = Rule::NoLineFilling {
        kind: line.kind,
        cells: line.cells.clone(),
    };
    Some(removal_step(
        Technique::KropkiDots,
        Message::separated(&parts, " "),
        eliminations,
        &line.cells,
        &rule,
    ))
}
