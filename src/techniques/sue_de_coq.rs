//! Sue de Coq: where a line meets a box, take two or three empty cells C holding at least two more
//! digits than cells. Add cells Dl from the rest of the line and Db from the rest of the box, whose
//! digits do not overlap, so that all these cells together hold exactly as many digits as there
//! are cells. Each digit of Dl can only sit in C or Dl (one line), each digit of Db only in C or Db
//! (one box), each other digit only in C: every digit sits there at most once, and with as many
//! digits as cells, exactly once. So the digits of Dl leave the rest of the line, those of Db the
//! rest of the box, and the remaining digits of C leave both. Every board size works.

use std::cell::OnceCell;

use super::search::Found;
use super::subsets::{combinations, first_combination, union};
use crate::model::{Candidate, Candidates, Cell, Grid, House};
use crate::step::{Highlight, Role, Step, cell_list, digit_set_list, elimination_list};
use crate::technique::Technique;

/// The most cells taken from each side (line or box).
const MAX_SIDE: usize = 3;

/// Every Sue de Coq where `line` meets `house_box`, cores in combination order, smallest first.
pub(super) fn sue_de_coq(grid: &Grid, house_box: House, line: House, found: &mut Found) {
    let geometry = grid.geometry();
    let box_cells = geometry.cell_set_of(house_box);
    let meet: Vec<Cell> = geometry
        .cells_of(line)
        .iter()
        .copied()
        .filter(|&c| box_cells.contains(c) && grid.value(c).is_none())
        .collect();
    if meet.len() < 2 {
        return;
    }
    let line_cells = rest_of(grid, line, house_box);
    let box_cells = rest_of(grid, house_box, line);
    let search = Intersection {
        grid,
        line,
        house_box,
        line_groups: OnceCell::new(),
        box_groups: OnceCell::new(),
        line_cells,
        box_cells,
    };
    (2..=meet.len().min(3)).find_map(|size| {
        first_combination(meet.len(), size, |picks| {
            let core: Vec<Cell> = picks.iter().map(|&i| meet[i]).collect();
            let step = search.with_core(&core)?;
            found.add(step).then_some(())
        })
    });
}

/// Every group of one to `MAX_SIDE` of `cells`, smallest first and then in combination order,
/// with the digits it holds; a group is written as a bit mask over the positions in `cells`.
fn groups(grid: &Grid, cells: &[Cell]) -> Vec<(u32, Candidates)> {
    let mut found = Vec::new();
    for size in 1..=cells.len().min(MAX_SIDE) {
        for picks in combinations(cells.len(), size) {
            let (mask, digits) = picks.iter().fold((0u32, Candidates::EMPTY), |(m, d), &i| {
                (m | 1 << i, d | grid.candidates(cells[i]))
            });
            found.push((mask, digits));
        }
    }
    found
}

/// The cells of `cells` at the positions set in `mask`.
fn cells_of_mask(cells: &[Cell], mask: u32) -> Vec<Cell> {
    cells
        .iter()
        .enumerate()
        .filter(|&(i, _)| mask & (1 << i) != 0)
        .map(|(_, &cell)| cell)
        .collect()
}

/// The empty cells of `house` outside `other`.
fn rest_of(grid: &Grid, house: House, other: House) -> Vec<Cell> {
    let geometry = grid.geometry();
    let other_cells = geometry.cell_set_of(other);
    geometry
        .cells_of(house)
        .iter()
        .copied()
        .filter(|&c| grid.value(c).is_none() && !other_cells.contains(c))
        .collect()
}

/// The positions in `cells` of those sharing a digit with `digits`, as a bit mask.
fn sharing(grid: &Grid, cells: &[Cell], digits: Candidates) -> u32 {
    cells
        .iter()
        .enumerate()
        .filter(|(_, c)| !(grid.candidates(**c) & digits).is_empty())
        .fold(0, |mask, (i, _)| mask | 1 << i)
}

/// One meeting of a line and a box, with the empty cells of each outside the other and their
/// groups (see `groups`), made when a core first needs them.
struct Intersection<'a> {
    grid: &'a Grid,
    line: House,
    house_box: House,
    line_cells: Vec<Cell>,
    box_cells: Vec<Cell>,
    line_groups: OnceCell<Vec<(u32, Candidates)>>,
    box_groups: OnceCell<Vec<(u32, Candidates)>>,
}

impl Intersection<'_> {
    /// The Sue de Coq on `core`, with side groups made only of cells that share a digit with it.
    fn with_core(&self, core: &[Cell]) -> Option<Step> {
        let grid = self.grid;
        let digits = union(grid, core);
        // The cells together hold as many digits as there are cells, at most the core's and
        // `MAX_SIDE` on each side: a core or a side group with more digits can never be part.
        if digits.len() < core.len() + 2 || digits.len() > core.len() + 2 * MAX_SIDE {
            return None;
        }
        let fits = |mask: u32, side: Candidates| {
            (digits | side).len() <= core.len() + mask.count_ones() as usize + MAX_SIDE
        };
        let line_allowed = sharing(grid, &self.line_cells, digits);
        let box_allowed = sharing(grid, &self.box_cells, digits);
        let box_groups = self
            .box_groups
            .get_or_init(|| groups(grid, &self.box_cells));
        let box_side = || {
            box_groups
                .iter()
                .filter(|&&(mask, side)| mask & !box_allowed == 0 && fits(mask, side))
        };
        self.line_groups
            .get_or_init(|| groups(grid, &self.line_cells))
            .iter()
            .filter(|&&(mask, side)| mask & !line_allowed == 0 && fits(mask, side))
            .find_map(|&(on_line, line_digits)| {
                box_side().find_map(|&(in_box, box_digits)| {
                    let all = digits | line_digits | box_digits;
                    let cells = core.len() + (on_line.count_ones() + in_box.count_ones()) as usize;
                    if !(line_digits & box_digits).is_empty() || all.len() != cells {
                        return None;
                    }
                    self.step(
                        core,
                        &cells_of_mask(&self.line_cells, on_line),
                        &cells_of_mask(&self.box_cells, in_box),
                        digits,
                        line_digits,
                        box_digits,
                    )
                })
            })
    }

    fn step(
        &self,
        core: &[Cell],
        on_line: &[Cell],
        in_box: &[Cell],
        digits: Candidates,
        line_digits: Candidates,
        box_digits: Candidates,
    ) -> Option<Step> {
        let grid = self.grid;
        let geometry = grid.geometry();
        let rest = Candidates::from_bits(digits.bits() & !(line_digits | box_digits).bits());
        let pattern: Vec<Cell> = core.iter().chain(on_line).chain(in_box).copied().collect();
        let mut eliminations: Vec<Candidate> = Vec::new();
        for (house, leaving) in [
            (self.line, line_digits | rest),
            (self.house_box, box_digits | rest),
        ] {
            for &cell in geometry.cells_of(house) {
                if pattern.contains(&cell) {
                    continue;
                }
                for digit in (grid.candidates(cell) & leaving).iter() {
                    eliminations.push(Candidate { cell, digit });
                }
            }
        }
        if eliminations.is_empty() {
            return None;
        }
        eliminations.sort();
        eliminations.dedup();
        let message = format!(
            "Sue de Coq: where {line} meets {house_box}, {} hold {}. With {} in {line} (holding \
             {}) and {} in {house_box} (holding {}), these {} cells hold exactly {} digits, so \
             each of those digits is placed once among them: {} only within {line}, {} only \
             within {house_box}{}. So {}.",
            cell_list(geometry, core),
            digit_set_list(digits),
            cell_list(geometry, on_line),
            digit_set_list(line_digits),
            cell_list(geometry, in_box),
            digit_set_list(box_digits),
            pattern.len(),
            pattern.len(),
            digit_set_list(line_digits),
            digit_set_list(box_digits),
            if rest.is_empty() {
                String::new()
            } else {
                format!(", and {} only where they meet", digit_set_list(rest))
            },
            elimination_list(geometry, &eliminations),
            line = self.line,
            house_box = self.house_box,
        );
        let highlight = Highlight {
            houses: vec![self.line, self.house_box],
            cells: pattern.iter().map(|&c| (c, Role::Pattern)).collect(),
            ..Highlight::default()
        };
        Some(Step::eliminating(
            Technique::SueDeCoq,
            message,
            eliminations,
            highlight,
        ))
    }
}
