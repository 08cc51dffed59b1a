//! Sue de Coq: where a line meets a box, take two or three empty cells C holding a set V of at
//! least two more digits than cells. Add cells Dl from the rest of the line and Db from the rest
//! of the box (either may take the meeting cells C leaves out), such that Db holds none of the
//! digits of V that Dl holds. Dl's digits outside V sit at most once in Dl (one line), so at least
//! |Dl| minus that many of its cells take digits of V; the same for Db. When C's cells plus those
//! lower bounds reach |V|, the digits taken are all different (C, Dl and Db pairwise share a house
//! or hold different digits of V), so every digit of V is placed exactly once in the pattern and
//! Dl's and Db's other cells take all of their own extra digits (HoDoKu's extended form, where an
//! extra digit may even be in both sides). So Dl's digits leave the rest of the line, Db's the
//! rest of the box, and the digits of V in neither side leave both. Every board size works.

use std::cell::OnceCell;

use super::search::Found;
use super::subsets::{combinations, first_combination, union};
use crate::deduction::step::{Highlight, Role, Step};
use crate::deduction::technique::Technique;
use crate::message::{Joiner, Message};
use crate::message::{cell_list, digit_set_list, elimination_list};
use crate::model::{Candidate, Candidates, Cell, Grid, House};

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
    let line_rest = rest_of(grid, line, house_box);
    let box_rest = rest_of(grid, house_box, line);
    let search = Intersection {
        grid,
        line,
        house_box,
        line_groups: OnceCell::new(),
        box_groups: OnceCell::new(),
        line_meet_shift: line_rest.len(),
        box_meet_shift: box_rest.len(),
        line_cells: line_rest.iter().chain(&meet).copied().collect(),
        box_cells: box_rest.iter().chain(&meet).copied().collect(),
    };
    (2..=meet.len().min(3)).find_map(|size| {
        first_combination(meet.len(), size, |picks| {
            let core: Vec<Cell> = picks.iter().map(|&i| meet[i]).collect();
            let core_mask = picks.iter().fold(0u32, |mask, &i| mask | 1 << i);
            let step = search.with_core(&core, core_mask)?;
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

/// One meeting of a line and a box: the empty cells of each outside the other, followed by the
/// meeting's empty cells (so a meeting cell's position in either list is its position among
/// them plus that list's shift), and their groups (see `groups`), made when a core first needs
/// them.
struct Intersection<'a> {
    grid: &'a Grid,
    line: House,
    house_box: House,
    line_cells: Vec<Cell>,
    box_cells: Vec<Cell>,
    line_meet_shift: usize,
    box_meet_shift: usize,
    line_groups: OnceCell<Vec<(u32, Candidates)>>,
    box_groups: OnceCell<Vec<(u32, Candidates)>>,
}

/// One side of a Sue de Coq: its cells and digits, split into the core's digits and the extras.
struct Side {
    cells: Vec<Cell>,
    digits: Candidates,
    of_core: Candidates,
    extras: Candidates,
}

impl Side {
    /// How many of the side's cells at least take digits of the core: each extra digit takes
    /// at most one of them (they share a house).
    fn at_least_core(&self) -> usize {
        self.cells.len() - self.extras.len()
    }
}

impl Intersection<'_> {
    /// The Sue de Coq on `core` (its meeting positions set in `core_mask`), with side groups that
    /// each take at least one of its digits.
    fn with_core(&self, core: &[Cell], core_mask: u32) -> Option<Step> {
        let grid = self.grid;
        let digits = union(grid, core);
        let needed = digits.len().checked_sub(core.len())?;
        if needed < 2 {
            return None;
        }
        let usable = |mask: u32, side: Candidates, shift: usize| {
            let extras = (side & !digits).len();
            mask >> shift & core_mask == 0
                && !(side & digits).is_empty()
                && extras < mask.count_ones() as usize
        };
        let at_least_core =
            |mask: u32, side: Candidates| mask.count_ones() as usize - (side & !digits).len();
        // The usable box groups by how many of the core's digits they take at least.
        let mut box_by_count: Vec<Vec<(u32, Candidates)>> = vec![Vec::new(); needed];
        for &(mask, side) in self
            .box_groups
            .get_or_init(|| groups(grid, &self.box_cells))
        {
            if usable(mask, side, self.box_meet_shift)
                && let Some(bucket) = box_by_count.get_mut(at_least_core(mask, side))
            {
                bucket.push((mask, side));
            }
        }
        self.line_groups
            .get_or_init(|| groups(grid, &self.line_cells))
            .iter()
            .filter(|&&(mask, side)| usable(mask, side, self.line_meet_shift))
            .find_map(|&(on_line, line_digits)| {
                let from_box = needed.checked_sub(at_least_core(on_line, line_digits))?;
                let line_meet = on_line >> self.line_meet_shift;
                box_by_count
                    .get(from_box)?
                    .iter()
                    .filter(|&&(mask, side)| {
                        mask >> self.box_meet_shift & line_meet == 0
                            && (side & line_digits & digits).is_empty()
                    })
                    .find_map(|&(in_box, box_digits)| {
                        let line_side = self.side(&self.line_cells, on_line, line_digits, digits);
                        let box_side = self.side(&self.box_cells, in_box, box_digits, digits);
                        self.step(core, digits, &line_side, &box_side)
                    })
            })
    }

    fn side(&self, cells: &[Cell], mask: u32, side: Candidates, core: Candidates) -> Side {
        let mut cells = cells_of_mask(cells, mask);
        cells.sort();
        Side {
            cells,
            digits: side,
            of_core: side & core,
            extras: side & !core,
        }
    }

    fn step(
        &self,
        core: &[Cell],
        digits: Candidates,
        on_line: &Side,
        in_box: &Side,
    ) -> Option<Step> {
        let grid = self.grid;
        let geometry = grid.geometry();
        let rest = digits & !(on_line.digits | in_box.digits);
        let pattern: Vec<Cell> = core
            .iter()
            .chain(&on_line.cells)
            .chain(&in_box.cells)
            .copied()
            .collect();
        let mut eliminations: Vec<Candidate> = Vec::new();
        for (house, leaving) in [
            (self.line, on_line.digits | rest),
            (self.house_box, in_box.digits | rest),
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
        let taken = on_line.at_least_core() + in_box.at_least_core();
        let extras_taken: Vec<Message> = [on_line, in_box]
            .iter()
            .filter(|side| !side.extras.is_empty())
            .map(|side| {
                let cells = cell_list(geometry, &side.cells);
                template!(
                    "sue-de-coq-remaining",
                    count = side.extras.len(),
                    cells = cells,
                    digits = digit_set_list(side.extras),
                )
            })
            .collect();
        let message = template!(
            "sue-de-coq-step",
            technique = Technique::SueDeCoq,
            line = self.line,
            block = self.house_box,
            core = cell_list(geometry, core),
            digits = digit_set_list(digits),
            digit_count = digits.len(),
            cell_count = core.len(),
            line_side = self.side_sentence(on_line, self.line),
            box_side = self.side_sentence(in_box, self.house_box),
            taken = taken,
            line_core = digit_set_list(on_line.of_core),
            box_core = digit_set_list(in_box.of_core),
            extras = if extras_taken.is_empty() {
                Message::default()
            } else {
                message![
                    ", ",
                    template!(
                        "and-then",
                        rest = Message::joined(&extras_taken, Joiner::And)
                    )
                ]
            },
            line_digits = digit_set_list(on_line.digits),
            box_digits = digit_set_list(in_box.digits),
            rest = if rest.is_empty() {
                Message::default()
            } else {
                message![
                    ", ",
                    template!("sue-de-coq-rest", digits = digit_set_list(rest))
                ]
            },
            eliminations = elimination_list(geometry, &eliminations),
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

    /// What one side contributes: how many of the core's digits it takes at least, and why.
    fn side_sentence(&self, side: &Side, house: House) -> Message {
        let geometry = self.grid.geometry();
        let cells = cell_list(geometry, &side.cells);
        if side.extras.is_empty() {
            template!(
                "sue-de-coq-side-plain",
                cells = cells,
                house = house,
                count = side.cells.len(),
                digits = digit_set_list(side.digits),
            )
        } else {
            template!(
                "sue-de-coq-side-extras",
                cells = cells,
                house = house,
                digits = digit_set_list(side.digits),
                extra_count = side.extras.len(),
                extras = digit_set_list(side.extras),
                at_least = side.at_least_core(),
                core = digit_set_list(side.of_core),
            )
        }
    }
}
