//! Template Set and Template Delete (HoDoKu's, off by default). A template of a digit is one way to
//! place all its copies: one cell in every row, column and box, each cell either already holding
//! the digit or still having it as a candidate. The templates that fit the grid are listed digit by
//! digit; a template that uses a cell some other digit must take (a cell every template of that
//! digit uses) is dropped, until nothing changes. A cell every remaining template of a digit uses
//! holds the digit (Template Set); a candidate no template uses goes (Template Delete).
//!
//! Every board size works; a digit with more templates than the search affords is left alone.

use std::sync::Arc;

use super::search::Search;
use crate::deduction::step::{Highlight, Role, Step};
use crate::deduction::technique::Technique;
use crate::message::Message;
use crate::message::Piece;
use crate::message::{cell_list, elimination_list};
use crate::model::{Candidate, Cell, CellSet, Digit, Grid, House};

/// The most search nodes spent listing one digit's templates; beyond it the digit is left alone.
const NODE_BUDGET: usize = 200_000;

/// The templates of one digit that fit the grid, or `None` when there are too many to list.
fn templates_of(grid: &Grid, digit: Digit) -> Option<Vec<CellSet>> {
    let mut listing = Listing {
        grid,
        digit,
        nodes: 0,
        found: Vec::new(),
    };
    listing
        .extend(0, 0, 0, CellSet::EMPTY)
        .then_some(listing.found)
}

/// A depth-first listing of one digit's templates, row by row.
struct Listing<'g> {
    grid: &'g Grid,
    digit: Digit,
    nodes: usize,
    found: Vec<CellSet>,
}

impl Listing<'_> {
    /// Places the digit in row `row` and the rows after it, avoiding the columns and boxes in
    /// `columns` and `boxes` (bits); false when the budget runs out.
    fn extend(&mut self, row: usize, columns: u32, boxes: u32, cells: CellSet) -> bool {
        let geometry = self.grid.geometry();
        if row == self.grid.n() {
            self.found.push(cells);
            return true;
        }
        self.nodes += 1;
        if self.nodes > NODE_BUDGET {
            return false;
        }
        let digit = self.digit;
        let placed = geometry
            .cells_of(House::Row(row as u8))
            .iter()
            .copied()
            .find(|&cell| self.grid.value(cell) == Some(digit));
        let options: Vec<Cell> = match placed {
            Some(cell) => vec![cell],
            None => geometry
                .cells_of(House::Row(row as u8))
                .iter()
                .copied()
                .filter(|&cell| {
                    self.grid.value(cell).is_none() && self.grid.candidates(cell).contains(digit)
                })
                .collect(),
        };
        for cell in options {
            let column = 1 << geometry.col_of(cell);
            let in_box = 1 << geometry.box_of(cell);
            if columns & column != 0 || boxes & in_box != 0 {
                continue;
            }
            let mut with = cells;
            with.insert(cell);
            if !self.extend(row + 1, columns | column, boxes | in_box, with) {
                return false;
            }
        }
        true
    }
}

/// Per digit (index `digit - 1`): the templates left after dropping those that use a cell another
/// digit must take, or `None` for a digit with too many to list.
fn refined_templates(grid: &Grid) -> Vec<Option<Vec<CellSet>>> {
    let digits: Vec<Digit> = (1..=grid.n() as u8).map(Digit::new).collect();
    let mut templates: Vec<Option<Vec<CellSet>>> =
        digits.iter().map(|&d| templates_of(grid, d)).collect();
    loop {
        let musts: Vec<CellSet> = templates
            .iter()
            .map(|listed| match listed {
                Some(list) => common(list),
                None => CellSet::EMPTY,
            })
            .collect();
        let mut changed = false;
        for (index, listed) in templates.iter_mut().enumerate() {
            let Some(list) = listed else {
                continue;
            };
            let before = list.len();
            list.retain(|template| {
                musts
                    .iter()
                    .enumerate()
                    .all(|(other, must)| other == index || template.intersection(must).is_empty())
            });
            changed |= list.len() != before;
        }
        if !changed {
            return templates;
        }
    }
}

/// The cells every template of `list` uses (none when the list is empty).
fn common(list: &[CellSet]) -> CellSet {
    let mut all = list.iter();
    let first = all.next().copied().unwrap_or(CellSet::EMPTY);
    all.fold(first, |shared, template| shared.intersection(template))
}

/// The cells some template of `list` uses.
fn used(list: &[CellSet]) -> CellSet {
    list.iter()
        .fold(CellSet::EMPTY, |union, template| union.union(template))
}

/// How the templates were counted, for the message.
fn counted(digit: Digit, count: usize) -> Message {
    let ways = if count == 1 { "way" } else { "ways" };
    message![
        "the ",
        digit,
        "s fit the grid (one in every row, column and box, on cells that hold ",
        digit,
        " \
         or still have it as a candidate, never on a cell that every way of placing another \
         digit uses) in ",
        count,
        " ",
        ways
    ]
}

/// Each digit that has templates, in order, with them.
struct Listed(Vec<(Digit, Vec<CellSet>)>);

/// The digits with templates of the search's grid, listed once per state: Template Set and
/// Template Delete run one after the other on the same state and share them (kept in the search
/// cache).
fn listed_digits(search: &mut Search<'_>) -> Arc<Listed> {
    let grid = search.grid;
    search.cache.kept(grid, || {
        Listed(
            refined_templates(grid)
                .into_iter()
                .zip((1..=grid.n() as u8).map(Digit::new))
                .filter_map(|(listed, digit)| Some((digit, listed?)))
                .filter(|(_, list)| !list.is_empty())
                .collect(),
        )
    })
}

/// The empty cells every template of `list` uses.
fn must_cells(grid: &Grid, list: &[CellSet]) -> Vec<Cell> {
    common(list)
        .iter()
        .filter(|&cell| grid.value(cell).is_none())
        .collect()
}

/// Template Set: per digit in order, the first empty cell every template of the digit uses (one
/// placement per step, as every step of this solver places one digit).
pub(super) fn template_set(search: &mut Search<'_>) {
    let grid = search.grid;
    let geometry = grid.geometry();
    let listed = listed_digits(search);
    for &(digit, ref list) in &listed.0 {
        let cells = must_cells(grid, list);
        if cells.is_empty() {
            continue;
        }
        let message = message![
            Technique::TemplateSet,
            ": ",
            counted(digit, list.len()),
            ", and every one of them uses ",
            cell_list(geometry, &cells),
            ", so ",
            Piece::cell(geometry, cells[0]),
            " = ",
            digit,
            "."
        ];
        let highlight = Highlight {
            cells: cells.iter().map(|&c| (c, Role::Pattern)).collect(),
            ..Highlight::default()
        };
        let placement = Candidate {
            cell: cells[0],
            digit,
        };
        if search.found.add(Step::placing(
            Technique::TemplateSet,
            message,
            grid,
            placement,
            highlight,
        )) {
            return;
        }
    }
}

/// Template Delete: per digit in order, the candidates of the digit no template uses.
pub(super) fn template_delete(search: &mut Search<'_>) {
    let grid = search.grid;
    let geometry = grid.geometry();
    let listed = listed_digits(search);
    for &(digit, ref list) in &listed.0 {
        let covered = used(list);
        let eliminations: Vec<Candidate> = (0..grid.values().len())
            .map(Cell::new)
            .filter(|&cell| {
                grid.value(cell).is_none()
                    && grid.candidates(cell).contains(digit)
                    && !covered.contains(cell)
            })
            .map(|cell| Candidate { cell, digit })
            .collect();
        if eliminations.is_empty() {
            continue;
        }
        let message = message![
            Technique::TemplateDelete,
            ": ",
            counted(digit, list.len()),
            ", and none of them uses these cells, so they lose ",
            digit,
            ": ",
            elimination_list(geometry, &eliminations),
            "."
        ];
        let highlight = Highlight {
            cells: must_cells(grid, list)
                .into_iter()
                .map(|cell| (cell, Role::Pattern))
                .collect(),
            ..Highlight::default()
        };
        if search.found.add(Step::eliminating(
            Technique::TemplateDelete,
            message,
            eliminations,
            highlight,
        )) {
            return;
        }
    }
}
