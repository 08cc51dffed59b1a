//! What Kropki Dots and XV Pairs share: a mark between two cells side by side (or, under a
//! negative rule, an unmarked pair) gives each digit of one cell the digits of the other that may
//! stand beside it, and a digit with no such partner goes. Where the pair's rule lets a digit
//! partner itself (an X's 5 and 5), the two cells, which share a row or a column, still need two
//! different digits, so that partner does not count.

use super::removal_step;
use crate::deduction::proof::Rule;
use crate::deduction::step::Step;
use crate::deduction::technique::Technique;
use crate::message::{
    Message, Piece, and_list, line_message, line_rule_key, or_list, removals_by_cell,
};
use crate::model::{Candidate, Candidates, Digit, Grid, Line, LineKind};

/// Every step of `technique` on the board's pairs of `kinds`, kind by kind and each in the
/// board's order: the digits of a pair's cells with no partner across it, the message opened by
/// the catalogue's sentence `intro` (given the technique, the pair and its kind's selector).
pub(super) fn pair_steps<'g>(
    grid: &'g Grid,
    kinds: &'static [LineKind],
    technique: Technique,
    intro: &'static str,
) -> impl Iterator<Item = Step> + 'g {
    let variant = grid.layout().variant();
    kinds
        .iter()
        .flat_map(move |&kind| variant.lines_of(kind))
        .filter_map(move |line| {
            let opening = Message::template(
                intro,
                vec![
                    ("technique", message![technique]),
                    ("line", line_message(line, grid.geometry().n())),
                    ("kind", message![line_rule_key(line.kind)]),
                ],
            );
            pair_step(grid, line, technique, opening)
        })
}

/// The digits of 1 to `n` that may stand beside `digit` across a pair of `kind`, each a
/// different digit from it.
fn partners(kind: LineKind, digit: Digit, n: usize) -> Candidates {
    let mut found = Candidates::EMPTY;
    for other in Candidates::all(n).iter() {
        if other != digit && kind.allows(digit.get(), other.get()) {
            found.insert(other);
        }
    }
    found
}

/// The digits of `digits` that have a partner in `other` across a pair of `kind`.
fn partnered(kind: LineKind, digits: Candidates, other: Candidates, n: usize) -> Candidates {
    let mut kept = Candidates::EMPTY;
    for digit in digits.iter() {
        if !(partners(kind, digit, n) & other).is_empty() {
            kept.insert(digit);
        }
    }
    kept
}

/// The digits of 1 to `n` that would partner some digit of `digits` across a pair of `kind`.
fn partners_of(kind: LineKind, digits: Candidates, n: usize) -> Candidates {
    digits.iter().fold(Candidates::EMPTY, |all, digit| {
        all | partners(kind, digit, n)
    })
}

/// The step of `technique` on the pair `line`, opened by `intro`, if a digit of an open cell has
/// no partner in the other cell.
pub(super) fn pair_step(
    grid: &Grid,
    line: &Line,
    technique: Technique,
    intro: Message,
) -> Option<Step> {
    let [a, b] = line.cells[..] else {
        return None;
    };
    let geometry = grid.geometry();
    let (digits_a, digits_b) = (grid.possible_digits(a), grid.possible_digits(b));
    let mut eliminations: Vec<Candidate> = Vec::new();
    let mut sides: Vec<Message> = Vec::new();
    let mut twins = false;
    for (cell, own, other_cell, other) in [(a, digits_a, b, digits_b), (b, digits_b, a, digits_a)] {
        if grid.value(cell).is_some() {
            continue;
        }
        let mut alone = Candidates::from_bits(
            own.bits() & !partnered(line.kind, own, other, geometry.n()).bits(),
        );
        if alone.is_empty() {
            continue;
        }
        eliminations.extend(alone.iter().map(|digit| Candidate { cell, digit }));
        let count = |digits: Candidates| if digits.len() == 1 { "one" } else { "other" };
        let itself = match grid.value(other_cell) {
            Some(_) => Candidates::EMPTY,
            None => own_partners(line.kind, alone, other, geometry.n()),
        };
        if let Some(house) = geometry.shared_houses(a, b).first().copied()
            && !itself.is_empty()
        {
            twins = true;
            sides.push(template!(
                "pair-side-itself",
                cell = Piece::cell(geometry, cell),
                removed = and_list(itself.iter()),
                other = Piece::cell(geometry, other_cell),
                house = house,
                count = count(itself)
            ));
            alone = Candidates::from_bits(alone.bits() & !itself.bits());
            if alone.is_empty() {
                continue;
            }
        }
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
            "pair-side",
            other = Piece::cell(geometry, other_cell),
            form = form,
            digits = or_list(digits.iter()),
            cell = Piece::cell(geometry, cell),
            n = geometry.n(),
            removed = and_list(alone.iter()),
            count = count(alone)
        ));
    }
    if eliminations.is_empty() {
        return None;
    }
    eliminations.sort_unstable();
    let parts = [
        intro,
        message![Message::separated(&sides, "; "), "."],
        template!(
            "pair-so",
            eliminations = removals_by_cell(geometry, &eliminations)
        ),
    ];
    let rule = match twins {
        true => Rule::NoChainFilling {
            cells: line.cells.clone(),
            kinds: vec![line.kind],
        },
        false => Rule::NoLineFilling {
            kind: line.kind,
            cells: line.cells.clone(),
        },
    };
    Some(removal_step(
        technique,
        Message::separated(&parts, " "),
        eliminations,
        &line.cells,
        &rule,
    ))
}

/// The digits of `digits`, each with no different partner in `other` across a pair of `kind`,
/// whose rule lets them partner themselves (an X's 5) and that either have no different partner
/// at all or stand in `other` too: what rules them out is that the two cells would hold one
/// digit.
fn own_partners(kind: LineKind, digits: Candidates, other: Candidates, n: usize) -> Candidates {
    let mut found = Candidates::EMPTY;
    for digit in digits.iter() {
        let alone_in_all = partners(kind, digit, n).is_empty();
        if kind.allows(digit.get(), digit.get()) && (alone_in_all || other.contains(digit)) {
            found.insert(digit);
        }
    }
    found
}
