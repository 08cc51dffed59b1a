//! Renban Runs: a renban line of L cells holds a run of L consecutive digits, each once. Of the
//! runs 1 to L, 2 to L+1, ..., only those fit in which every cell has a digit of the run and the
//! cells can take different digits of it (a placed digit inside it). A digit no fitting run puts
//! in a cell goes: one outside every fitting run, or one the other cells would need. These are
//! exactly the digits no filling of the line keeps.

use super::removal_step;
use crate::deduction::proof::Rule;
use crate::deduction::step::Step;
use crate::deduction::technique::Technique;
use crate::message::{Message, Piece, and_list, line_message, removals_by_cell};
use crate::model::{Candidate, Candidates, Cell, Digit, Grid, Line, LineKind};

/// Every step: for each renban line in the board's order, the digits no fitting run puts in its
/// cells; nothing on a board without renban lines.
pub(super) fn renban_runs(grid: &Grid) -> impl Iterator<Item = Step> + '_ {
    grid.layout()
        .variant()
        .lines_of(LineKind::Renban)
        .filter_map(move |line| step_for(grid, line))
}

/// The digits each cell of `line` may hold now: its placed digit, else its candidates.
fn digits_of(grid: &Grid, line: &Line) -> Vec<Candidates> {
    line.cells
        .iter()
        .map(|&cell| grid.possible_digits(cell))
        .collect()
}

/// The run of `len` digits from `low`, as candidate bits.
fn run(low: u8, len: usize) -> Candidates {
    Candidates::from_bits(((1u32 << len) - 1) << (low - 1))
}

/// For each cell, the digits some filling of `digits` with different digits of `run` gives it
/// (empty everywhere when there is none).
fn fillings_within(digits: &[Candidates], run: Candidates) -> Vec<Candidates> {
    fn fill(
        digits: &[Candidates],
        run: Candidates,
        chosen: &mut Vec<Digit>,
        kept: &mut [Candidates],
    ) {
        let at = chosen.len();
        let Some(&here) = digits.get(at) else {
            for (cell, &digit) in chosen.iter().enumerate() {
                kept[cell].insert(digit);
            }
            return;
        };
        for digit in (here & run).iter() {
            if chosen.contains(&digit) {
                continue;
            }
            chosen.push(digit);
            fill(digits, run, chosen, kept);
            chosen.pop();
        }
    }
    let mut kept = vec![Candidates::EMPTY; digits.len()];
    fill(digits, run, &mut Vec::new(), &mut kept);
    kept
}

/// Why a run does not fit a line.
#[derive(PartialEq)]
enum Misfit {
    /// A cell's placed digit lies outside it.
    Placed(Cell, Digit),
    /// An open cell has no candidate in it.
    Empty(Cell),
    /// These cells hold only these digits of it between them, fewer than they are.
    Crowded(Vec<Cell>, Candidates),
}

/// Why the run from `low` does not fit the line: a placed digit outside it, a cell with no
/// candidate in it, or else the fewest cells that hold fewer digits of it between them than they
/// are (so they cannot all take different ones).
fn misfit(grid: &Grid, line: &Line, digits: &[Candidates], low: u8) -> Misfit {
    let len = line.cells.len();
    let span = run(low, len);
    let within: Vec<Candidates> = digits
        .iter()
        .map(|&held| Candidates::from_bits(held.bits() & span.bits()))
        .collect();
    if let Some(place) = within.iter().position(|held| held.is_empty()) {
        let cell = line.cells[place];
        return match grid.value(cell) {
            Some(digit) => Misfit::Placed(cell, digit),
            None => Misfit::Empty(cell),
        };
    }
    // By Hall's theorem, when every cell has a digit of the run but the cells cannot take
    // different ones, some of them hold fewer digits of it between them than they are; the
    // whole line is only the fallback of the search.
    let (members, union) = (1u32..1 << len)
        .filter_map(|set| {
            let members: Vec<usize> = (0..len).filter(|&i| set & 1 << i != 0).collect();
            let union = members
                .iter()
                .fold(Candidates::EMPTY, |all, &i| all | within[i]);
            (union.len() < members.len()).then_some((members, union))
        })
        .min_by_key(|(members, _)| members.len())
        .unwrap_or_else(|| {
            let union = within
                .iter()
                .fold(Candidates::EMPTY, |all, &held| all | held);
            ((0..len).collect(), union)
        });
    Misfit::Crowded(members.iter().map(|&i| line.cells[i]).collect(), union)
}

/// The runs from `lows` (each `len` long) that do not fit, grouped where one reason rules out
/// several runs in a row ("1-3 to 4-6 leave out r1c1's 9"), each group with its reason.
fn misfit_reasons(grid: &Grid, line: &Line, digits: &[Candidates], lows: &[u8]) -> Vec<Message> {
    let geometry = grid.geometry();
    let len = line.cells.len() as u8;
    let mut groups: Vec<(u8, u8, Misfit)> = Vec::new();
    for &low in lows {
        let why = misfit(grid, line, digits, low);
        match groups.last_mut() {
            Some((_, last, reason)) if *last + 1 == low && *reason == why => *last = low,
            _ => groups.push((low, low, why)),
        }
    }
    groups
        .into_iter()
        .map(|(first, last, why)| {
            let name = |low: u8| format!("{low}-{}", low + len - 1);
            let (runs, count) = match first == last {
                true => (name(first), 1usize),
                false => (format!("{} to {}", name(first), name(last)), 2),
            };
            match why {
                Misfit::Placed(cell, digit) => template!(
                    "renban-run-placed",
                    runs = runs,
                    count = count,
                    cell = Piece::cell(geometry, cell),
                    digit = digit
                ),
                Misfit::Empty(cell) => {
                    template!(
                        "renban-run-empty",
                        runs = runs,
                        cell = Piece::cell(geometry, cell)
                    )
                }
                Misfit::Crowded(cells, union) => template!(
                    "renban-run-crowded",
                    runs = runs,
                    cells = and_list(cells.iter().map(|&c| Piece::cell(geometry, c))),
                    digits = and_list(union.iter()),
                    count = union.len()
                ),
            }
        })
        .collect()
}

/// The step of `line`, if a digit of one of its open cells lies in no filling of the line.
fn step_for(grid: &Grid, line: &Line) -> Option<Step> {
    let geometry = grid.geometry();
    let n = geometry.n();
    let len = line.cells.len();
    if len < 2 || len > n {
        return None;
    }
    let digits = digits_of(grid, line);
    let mut kept = vec![Candidates::EMPTY; len];
    let mut fitting = Vec::new();
    let mut misfits = Vec::new();
    for low in 1..=(n - len + 1) as u8 {
        let within = fillings_within(&digits, run(low, len));
        if within.iter().all(|k| k.is_empty()) {
            misfits.push(low);
            continue;
        }
        fitting.push(low);
        for (all, one) in kept.iter_mut().zip(&within) {
            *all = *all | *one;
        }
    }
    let eliminations: Vec<Candidate> = line
        .cells
        .iter()
        .zip(digits.iter().zip(&kept))
        .filter(|&(&cell, _)| grid.value(cell).is_none())
        .flat_map(|(&cell, (&held, &kept))| {
            Candidates::from_bits(held.bits() & !kept.bits())
                .iter()
                .map(move |digit| Candidate { cell, digit })
        })
        .collect();
    if eliminations.is_empty() || fitting.is_empty() {
        return None;
    }
    let mut eliminations = eliminations;
    eliminations.sort_unstable();
    let runs = |lows: &[u8]| {
        and_list(
            lows.iter()
                .map(|&low| message![format!("{low}-{}", low + len as u8 - 1)]),
        )
    };
    let reasons = misfit_reasons(grid, line, &digits, &misfits);
    let message = template!(
        "renban-runs",
        technique = Technique::RenbanRuns,
        line = line_message(line, n),
        len = len,
        fitting = runs(&fitting),
        count = fitting.len(),
        misfits = Message::separated(&reasons, "; "),
        unfit = misfits.len(),
        eliminations = removals_by_cell(geometry, &eliminations)
    );
    let cells: Vec<Cell> = line.cells.clone();
    Some(removal_step(
        Technique::RenbanRuns,
        message,
        eliminations,
        &cells,
        &Rule::NoLineFilling {
            kind: LineKind::Renban,
            cells: line.cells.clone(),
        },
    ))
}
