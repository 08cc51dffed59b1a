//! Thermometer Bounds: along a thermometer the digits rise from the bulb, so each cell holds more
//! than the cell before it and less than the cell after it. Counting up from the bulb, the least
//! a cell can hold is its smallest candidate above the least of the cell before; counting down
//! from the tip, the most is its largest candidate below the most of the cell after. A candidate
//! outside those bounds cannot stand in any rising filling of the line, so it goes. The bounds
//! are exact for one thermometer: a candidate within them has a rising filling.

use super::removal_step;
use crate::deduction::proof::Rule;
use crate::deduction::step::Step;
use crate::deduction::technique::Technique;
use crate::message::{Message, Piece, and_list, line_message, removals_by_cell};
use crate::model::{Candidate, Candidates, Cell, Digit, Grid, Line, LineKind};

/// Every step: for each thermometer in the board's order, the candidates below its cells' least,
/// then those above their most; nothing on a board without thermometers.
pub(super) fn thermometer_bounds(grid: &Grid) -> impl Iterator<Item = Step> + '_ {
    grid.layout()
        .variant()
        .lines_of(LineKind::Thermometer)
        .flat_map(move |line| steps_for(grid, line))
}

/// Each cell's least digit counting up from the bulb (`None` from the first cell that has no
/// digit above the least of the cell before, where the board is broken).
fn least_digits(digits: &[Candidates]) -> Vec<Option<Digit>> {
    let mut least: Vec<Option<Digit>> = Vec::with_capacity(digits.len());
    for (i, cell) in digits.iter().enumerate() {
        let floor = match i {
            0 => Some(0),
            _ => least[i - 1].map(Digit::get),
        };
        least.push(floor.and_then(|floor| cell.iter().find(|d| d.get() > floor)));
    }
    least
}

/// Each cell's most digit counting down from the tip (`None` where the board is broken).
fn most_digits(digits: &[Candidates]) -> Vec<Option<Digit>> {
    let mut most: Vec<Option<Digit>> = vec![None; digits.len()];
    let mut ceiling = Some(u8::MAX);
    for i in (0..digits.len()).rev() {
        most[i] = ceiling.and_then(|ceiling| digits[i].iter().filter(|d| d.get() < ceiling).last());
        ceiling = most[i].map(Digit::get);
    }
    most
}

/// Which way a chain of bounds is counted.
#[derive(Clone, Copy, PartialEq)]
enum Counting {
    /// Up from the bulb: each cell's least.
    Up,
    /// Down from the tip: each cell's most.
    Down,
}

/// The steps of `line`: the candidates below their cell's least (counting up), then those above
/// their cell's most (counting down), each a step of its own when it removes something; none on a
/// line its digits cannot fill.
fn steps_for(grid: &Grid, line: &Line) -> Vec<Step> {
    let digits: Vec<Candidates> = line
        .cells
        .iter()
        .map(|&c| grid.possible_digits(c))
        .collect();
    let (least, most) = (least_digits(&digits), most_digits(&digits));
    let (Some(least), Some(most)) = (
        least.into_iter().collect::<Option<Vec<Digit>>>(),
        most.into_iter().collect::<Option<Vec<Digit>>>(),
    ) else {
        return Vec::new();
    };
    [(Counting::Up, &least), (Counting::Down, &most)]
        .into_iter()
        .filter_map(|(counting, bounds)| step_counting(grid, line, &digits, bounds, counting))
        .collect()
}

/// The step of `line` counting one way: the candidates of its open cells beyond their `bounds`
/// (below the least counting up, above the most counting down), if any.
fn step_counting(
    grid: &Grid,
    line: &Line,
    digits: &[Candidates],
    bounds: &[Digit],
    counting: Counting,
) -> Option<Step> {
    let geometry = grid.geometry();
    let beyond = |digit: Digit, bound: Digit| match counting {
        Counting::Up => digit < bound,
        Counting::Down => digit > bound,
    };
    let mut eliminations: Vec<Candidate> = Vec::new();
    let mut moved: Vec<usize> = Vec::new();
    for (i, &cell) in line.cells.iter().enumerate() {
        if grid.value(cell).is_some() {
            continue;
        }
        for digit in digits[i].iter().filter(|&d| beyond(d, bounds[i])) {
            moved.push(i);
            eliminations.push(Candidate { cell, digit });
        }
    }
    let (&first, &last) = (moved.iter().min()?, moved.iter().max()?);
    let removals = removals_by_cell(geometry, &eliminations);
    eliminations.sort_unstable();
    let own = |i: usize| match counting {
        Counting::Up => digits[i].iter().next(),
        Counting::Down => digits[i].iter().last(),
    };
    let chain = match counting {
        Counting::Up => {
            let mut start = first;
            while start > 0 && Some(bounds[start]) != own(start) {
                start -= 1;
            }
            let cells = (start..=last).map(|i| (line.cells[i], bounds[i]));
            template!(
                "thermometer-up",
                chain = bound_chain(grid, cells, "at-least")
            )
        }
        Counting::Down => {
            let mut start = last;
            while start + 1 < line.cells.len() && Some(bounds[start]) != own(start) {
                start += 1;
            }
            let cells = (first..=start).rev().map(|i| (line.cells[i], bounds[i]));
            template!(
                "thermometer-down",
                chain = bound_chain(grid, cells, "at-most")
            )
        }
    };
    let parts = [
        template!(
            "thermometer-intro",
            technique = Technique::ThermometerBounds,
            line = line_message(line, geometry.n()),
            bulb = Piece::cell(geometry, line.cells[0])
        ),
        chain,
        template!("thermometer-so", eliminations = removals),
    ];
    let rule = Rule::NoLineFilling {
        kind: line.kind,
        cells: line.cells.clone(),
    };
    Some(removal_step(
        Technique::ThermometerBounds,
        Message::separated(&parts, " "),
        eliminations,
        &line.cells,
        &rule,
    ))
}

/// "r1c1 is at least 2, r1c2 at least 3 and r1c3 at least 5": the first cell's bound said in
/// full, the others after it, in the order given.
fn bound_chain(grid: &Grid, bounds: impl Iterator<Item = (Cell, Digit)>, key: &str) -> Message {
    let geometry = grid.geometry();
    let pieces: Vec<Message> = bounds
        .enumerate()
        .map(|(i, (cell, bound))| {
            let cell = Piece::cell(geometry, cell);
            if i == 0 {
                template!(
                    "thermometer-first-bound",
                    cell = cell,
                    bound = bound,
                    kind = key
                )
            } else {
                template!(
                    "thermometer-next-bound",
                    cell = cell,
                    bound = bound,
                    kind = key
                )
            }
        })
        .collect();
    and_list(pieces)
}
