//! Killer cages for the generator: the cells of a solution grid joined into cages step by step,
//! each join keeping the puzzle (cages with their sums, no givens) unique. Every cell starts as a
//! cage of its own; each step joins two cages side by side whose digits differ, the smallest such
//! join first (pairs, then triples...), up to `MAX_CAGE_CELLS` cells. A join that would let a
//! second solution in is not tried again. The cage layout after every join is kept, so the
//! generator can choose how far to go: fewer joins leave more, smaller cages and an easier puzzle;
//! it can also stop the design once it has gone far enough.

use std::collections::HashSet;

use rand::Rng;
use rand::rngs::StdRng;

use crate::backtrack::count_solutions_with_cages;
use crate::cancel::{Cancel, Interrupted};
use crate::model::{Cage, Cell, Grid, side_neighbours};

/// The most cells a generated cage has.
pub const MAX_CAGE_CELLS: usize = 5;

/// The cage layouts one design went through, from every cell alone to the last join.
pub struct CageDesign {
    /// For each layout after a join (the first after the first join), the cage number of each
    /// cell.
    layouts: Vec<Vec<usize>>,
    /// The solution's digits, by cell.
    digits: Vec<u8>,
}

impl CageDesign {
    /// How many joins the design made.
    pub fn joins(&self) -> usize {
        self.layouts.len()
    }

    /// The cages after `joins` joins (at most `self.joins()`), with their sums, in the order of
    /// their first cells.
    pub fn cages_after(&self, joins: usize) -> Vec<Cage> {
        let owners: Vec<usize> = match joins.checked_sub(1).and_then(|i| self.layouts.get(i)) {
            Some(layout) => layout.clone(),
            None => (0..self.digits.len()).collect(),
        };
        cages_of(&owners, &self.digits)
    }

    /// How many joins it took until no two cages of one cell each remained side by side that
    /// could still be joined: where the pairs end and larger cages begin.
    pub fn pairs_end(&self) -> usize {
        self.layouts
            .iter()
            .position(|owners| largest_cage(owners) > 2)
            .unwrap_or(self.layouts.len())
    }
}

/// The size of the largest cage of a layout.
fn largest_cage(owners: &[usize]) -> usize {
    let mut sizes = vec![0usize; owners.iter().max().map_or(0, |&most| most + 1)];
    for &owner in owners {
        sizes[owner] += 1;
    }
    sizes.into_iter().max().unwrap_or(0)
}

/// The cages of the layout `owners` (the cage number of each cell), with the sums of `digits`.
fn cages_of(owners: &[usize], digits: &[u8]) -> Vec<Cage> {
    let mut cages: Vec<Cage> = Vec::new();
    let mut place_of = vec![usize::MAX; owners.iter().max().map_or(0, |&most| most + 1)];
    for (i, &owner) in owners.iter().enumerate() {
        if place_of[owner] == usize::MAX {
            place_of[owner] = cages.len();
            cages.push(Cage {
                cells: Vec::new(),
                sum: Some(0),
            });
        }
        let cage = &mut cages[place_of[owner]];
        cage.cells.push(Cell::new(i));
        cage.sum = cage.sum.map(|sum| sum + u32::from(digits[i]));
    }
    cages
}

/// Designs cages over `solution` (a complete grid; its board's own rules apply too), joining
/// cages in random order among the smallest joins while the puzzle stays unique, until no join is
/// left or `enough` (asked after every join) says so. A joined cage takes a new number, so a join
/// refused before is tried again once either cage has grown.
pub fn design_cages(
    solution: &Grid,
    rng: &mut StdRng,
    cancel: &Cancel,
    mut enough: impl FnMut(&CageDesign) -> bool,
) -> Result<CageDesign, Interrupted> {
    let layout = solution.layout();
    let n = layout.n();
    let cells = layout.cell_count();
    let digits = solution.values().to_vec();
    let mut design = CageDesign {
        layouts: Vec::new(),
        digits,
    };
    let Ok(empty) = Grid::from_givens(layout, &vec![0; cells]) else {
        return Ok(design);
    };
    let mut owners: Vec<usize> = (0..cells).collect();
    let mut members: Vec<Vec<usize>> = (0..cells).map(|i| vec![i]).collect();
    let mut masks: Vec<u32> = design.digits.iter().map(|&d| 1 << d).collect();
    let mut refused: HashSet<(usize, usize)> = HashSet::new();
    loop {
        cancel.check()?;
        let mut joins: Vec<(usize, usize)> = Vec::new();
        let mut smallest = usize::MAX;
        for cell in 0..cells {
            for side in side_neighbours(n, cell).filter(|&side| side > cell) {
                let (a, b) = (owners[cell], owners[side]);
                let pair = (a.min(b), a.max(b));
                let size = members[a].len() + members[b].len();
                if a == b
                    || size > MAX_CAGE_CELLS
                    || size > smallest
                    || masks[a] & masks[b] != 0
                    || refused.contains(&pair)
                {
                    continue;
                }
                if size < smallest {
                    smallest = size;
                    joins.clear();
                }
                if !joins.contains(&pair) {
                    joins.push(pair);
                }
            }
        }
        if joins.is_empty() {
            return Ok(design);
        }
        let (a, b) = joins[rng.random_range(0..joins.len())];
        let new = members.len();
        let mut joined = owners.clone();
        for &cell in members[a].iter().chain(&members[b]) {
            joined[cell] = new;
        }
        let cages = cages_of(&joined, &design.digits);
        if count_solutions_with_cages(&empty, &cages, 2, cancel) == Some(1) {
            let union = [
                std::mem::take(&mut members[a]),
                std::mem::take(&mut members[b]),
            ]
            .concat();
            members.push(union);
            masks.push(masks[a] | masks[b]);
            owners = joined;
            design.layouts.push(owners.clone());
            if enough(&design) {
                return Ok(design);
            }
        } else {
            refused.insert((a, b));
        }
    }
}
