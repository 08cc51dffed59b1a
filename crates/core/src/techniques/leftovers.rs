//! Law of Leftovers (Jigsaw): a band of k neighbouring rows (or columns) holds every digit k
//! times, once per line, and so do any k regions, once per region. Take the k regions that fill
//! most of the band: the cells both cover hold the same digits twice over, so what is left on
//! each side (the band's cells outside the regions, the innies, and the regions' cells outside
//! the band, the outies) holds the same digits, each as often. A digit the outies can no longer
//! hold as often as the innies already do leaves the other innies, and the other way round.

use super::fish::line;
use crate::deduction::step::{Highlight, Role, Step};
use crate::deduction::technique::Technique;
use crate::message::{
    Joiner, Message, and_list, cell_list, digit_list, elimination_list, line_list,
};
use crate::model::{Candidate, Candidates, Cell, CellSet, Digit, Grid, House};

/// One band of lines set against the regions that fill most of it.
struct Leftovers {
    /// Whether the band is made of rows (else columns).
    rows: bool,
    /// The band's 0-based lines, in order.
    lines: Vec<usize>,
    /// The regions, as many as the band has lines, in house order.
    regions: Vec<House>,
    /// The band's cells outside the regions, in cell order.
    innies: Vec<Cell>,
    /// The regions' cells outside the band, in cell order.
    outies: Vec<Cell>,
}

/// Every Law of Leftovers step on a Jigsaw board, those with the fewest leftovers first (then
/// the narrowest band, then rows before columns, then by first line). Nothing on other boards.
pub(super) fn law_of_leftovers(grid: &Grid) -> Vec<Step> {
    let mut bands = bands(grid);
    bands.sort_by_key(|band| (band.innies.len(), band.lines.len()));
    bands
        .iter()
        .filter_map(|band| leftover_step(grid, band))
        .collect()
}

/// Every band of up to n/2 neighbouring rows or columns whose best-fitting regions leave
/// leftovers, rows first, then by first line and width. A wider band needs no look: the lines
/// outside it, against the other regions, leave the same leftovers.
fn bands(grid: &Grid) -> Vec<Leftovers> {
    let geometry = grid.geometry();
    let regions: Vec<House> = geometry
        .houses()
        .iter()
        .copied()
        .filter(|h| matches!(h, House::Region(_)))
        .collect();
    if regions.is_empty() {
        return Vec::new();
    }
    let n = geometry.n();
    let mut found = Vec::new();
    for rows in [true, false] {
        for first in 0..n {
            for width in (1..=n / 2).take_while(|&w| first + w <= n) {
                let lines: Vec<usize> = (first..first + width).collect();
                let band = lines.iter().fold(CellSet::EMPTY, |acc, &index| {
                    acc.union(geometry.cell_set_of(line(index, rows)))
                });
                let mut by_overlap: Vec<(usize, House)> = regions
                    .iter()
                    .map(|&r| (geometry.cell_set_of(r).intersection(&band).len(), r))
                    .collect();
                by_overlap.sort_by_key(|&(overlap, _)| std::cmp::Reverse(overlap));
                let mut chosen: Vec<House> = by_overlap[..width].iter().map(|&(_, r)| r).collect();
                chosen.sort_unstable();
                let covered = chosen
                    .iter()
                    .fold(CellSet::EMPTY, |acc, &r| acc.union(geometry.cell_set_of(r)));
                let innies: Vec<Cell> = band.difference(&covered).iter().collect();
                if innies.is_empty() {
                    continue;
                }
                found.push(Leftovers {
                    rows,
                    lines,
                    regions: chosen,
                    innies,
                    outies: covered.difference(&band).iter().collect(),
                });
            }
        }
    }
    found
}

/// Why some candidates of one side go: the other side cannot hold their digits as often as
/// this side already does.
struct Reason {
    /// The digits whose candidates go.
    digits: Vec<Digit>,
    /// This side's cells that already hold the digit (empty when the other side has no room for
    /// it at all).
    holding: Vec<Cell>,
    /// The other side's cells that hold the digit or may still hold it.
    open: Vec<Cell>,
    /// This side's candidates that go.
    removed: Vec<Candidate>,
}

/// The candidates of `side` that must go because `other` cannot hold their digit as often as
/// `side` already does: first every digit `other` has no room for (one reason), then each digit
/// `side` already holds as often as `other` can.
fn side_reasons(grid: &Grid, side: &[Cell], other: &[Cell]) -> Vec<Reason> {
    let mut absent = Reason {
        digits: Vec::new(),
        holding: Vec::new(),
        open: Vec::new(),
        removed: Vec::new(),
    };
    let mut reasons = Vec::new();
    let side_open = side
        .iter()
        .fold(Candidates::EMPTY, |acc, &c| acc | grid.candidates(c));
    let side_held = digits_placed(grid, side);
    let other_possible = other.iter().fold(digits_placed(grid, other), |acc, &c| {
        acc | grid.candidates(c)
    });
    let worth_a_look = side_open & (!other_possible | side_held);
    for digit in worth_a_look.iter() {
        let mut removed: Vec<Candidate> = side
            .iter()
            .filter(|&&c| grid.candidates(c).contains(digit))
            .map(|&cell| Candidate { cell, digit })
            .collect();
        if removed.is_empty() {
            continue;
        }
        let holding: Vec<Cell> = side
            .iter()
            .copied()
            .filter(|&c| grid.value(c) == Some(digit))
            .collect();
        let open: Vec<Cell> = other
            .iter()
            .copied()
            .filter(|&c| grid.value(c) == Some(digit) || grid.candidates(c).contains(digit))
            .collect();
        if open.is_empty() {
            absent.digits.push(digit);
            absent.removed.append(&mut removed);
        } else if open.len() <= holding.len() {
            reasons.push(Reason {
                digits: vec![digit],
                holding,
                open,
                removed,
            });
        }
    }
    if !absent.digits.is_empty() {
        reasons.insert(0, absent);
    }
    reasons
}

/// The digits placed in `cells`.
fn digits_placed(grid: &Grid, cells: &[Cell]) -> Candidates {
    let mut placed = Candidates::EMPTY;
    for digit in cells.iter().filter_map(|&c| grid.value(c)) {
        placed.insert(digit);
    }
    placed
}

/// Why `reason`'s candidates go, in words: "7 fits in none of the outies, so r3c8<>7".
fn reason_clause(grid: &Grid, reason: &Reason, side: &str, other: &str) -> Message {
    let geometry = grid.geometry();
    let removal = elimination_list(geometry, &reason.removed);
    let digits = digit_list(&reason.digits);
    if reason.open.is_empty() {
        template!(
            "leftover-fits-none",
            digits = digits,
            count = reason.digits.len(),
            other = other,
            eliminations = removal,
        )
    } else {
        template!(
            "leftover-held",
            side = side,
            digits = digits,
            holding = cell_list(geometry, &reason.holding),
            other = other,
            open = cell_list(geometry, &reason.open),
            eliminations = removal,
        )
    }
}

/// The regions for a message: "region 4", "regions 1, 2 and 4".
fn region_list(regions: &[House]) -> Message {
    let numbers = and_list(regions.iter().map(|r| r.number() + 1));
    template!("region-list", count = regions.len(), numbers = numbers)
}

/// The step for `band`, if either side's candidates must go.
fn leftover_step(grid: &Grid, band: &Leftovers) -> Option<Step> {
    let geometry = grid.geometry();
    let inside = side_reasons(grid, &band.innies, &band.outies);
    let outside = side_reasons(grid, &band.outies, &band.innies);
    if inside.is_empty() && outside.is_empty() {
        return None;
    }
    let count = band.lines.len();
    let total = geometry.n() * (geometry.n() + 1) / 2;
    let innies = if band.innies.len() == 1 {
        "innie"
    } else {
        "innies"
    };
    let outies = if band.outies.len() == 1 {
        "outie"
    } else {
        "outies"
    };
    let clauses: Vec<Message> = inside
        .iter()
        .map(|r| reason_clause(grid, r, innies, outies))
        .chain(
            outside
                .iter()
                .map(|r| reason_clause(grid, r, outies, innies)),
        )
        .collect();
    let lines = match band.lines[..] {
        [only] => message![line(only, band.rows)],
        _ => message![line_list(band.rows, &band.lines, Joiner::And)],
    };
    let regions = region_list(&band.regions);
    let counts = if count == 1 {
        template!(
            "leftover-count-one",
            lines = lines.clone(),
            total = total,
            regions = regions,
        )
    } else {
        template!(
            "leftover-count",
            lines = lines.clone(),
            count = count,
            kind = if band.rows { "rows" } else { "columns" },
            total = total,
            regions = regions,
        )
    };
    let message = template!(
        "leftover-step",
        technique = Technique::LawOfLeftovers,
        counts = counts,
        lines = lines,
        innies = innies,
        innie_cells = cell_list(geometry, &band.innies),
        region_count = band.regions.len(),
        outies = outies,
        outie_cells = cell_list(geometry, &band.outies),
        clauses = Message::separated(&clauses, "; "),
    );
    let eliminations: Vec<Candidate> = inside
        .iter()
        .chain(outside.iter())
        .flat_map(|r| r.removed.iter().copied())
        .collect();
    let mut houses: Vec<House> = band.lines.iter().map(|&l| line(l, band.rows)).collect();
    houses.extend(band.regions.iter().copied());
    let highlight = Highlight {
        houses,
        cells: band
            .innies
            .iter()
            .chain(band.outies.iter())
            .map(|&c| (c, Role::Pattern))
            .collect(),
        ..Highlight::default()
    };
    Some(Step::eliminating(
        Technique::LawOfLeftovers,
        message,
        eliminations,
        highlight,
    ))
}
