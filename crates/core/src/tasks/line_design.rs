//! Lines drawn over a solution for the generator: thermometers, each a path of cells side by
//! side (diagonal steps too) whose digits rise from the bulb, none sharing a cell with another.

use rand::Rng;
use rand::rngs::StdRng;
use rand::seq::{IndexedRandom, SliceRandom};

use crate::model::{Cell, Line, LineKind};

/// The fewest cells a drawn thermometer has: a pair says too little to be worth a line.
const SHORTEST_THERMOMETER: usize = 3;

/// How many bulbs `random_thermometers` tries per thermometer it wants before it stops.
const BULB_TRIES: usize = 12;

/// About `n` thermometers over the solution `values` of an `n` x `n` board: each from a random
/// bulb, every next cell a free neighbour (sides and corners) with a higher digit, preferring
/// the smallest rise so that lines run long, of 3 cells up to about two thirds of `n`.
pub fn random_thermometers(values: &[u8], n: usize, rng: &mut StdRng) -> Vec<Line> {
    let mut used = vec![false; n * n];
    let mut lines = Vec::new();
    let longest = (2 * n / 3).max(SHORTEST_THERMOMETER);
    let mut order: Vec<usize> = (0..n * n).collect();
    order.shuffle(rng);
    for &bulb in order.iter().take(n * BULB_TRIES) {
        if lines.len() == n {
            break;
        }
        if used[bulb] {
            continue;
        }
        let wanted = rng.random_range(SHORTEST_THERMOMETER..=longest);
        let mut cells = vec![bulb];
        while cells.len() < wanted {
            let Some(&last) = cells.last() else {
                break;
            };
            let mut rises: Vec<usize> = neighbours(n, last)
                .filter(|&next| {
                    !used[next] && !cells.contains(&next) && values[next] > values[last]
                })
                .collect();
            rises.sort_by_key(|&next| values[next]);
            rises.truncate(2);
            let Some(&next) = rises.choose(rng) else {
                break;
            };
            cells.push(next);
        }
        if cells.len() >= SHORTEST_THERMOMETER {
            for &cell in &cells {
                used[cell] = true;
            }
            lines.push(Line {
                kind: LineKind::Thermometer,
                cells: cells.into_iter().map(Cell::new).collect(),
            });
        }
    }
    lines
}

/// The cells around cell `i` of an `n` x `n` board: beside it and corner to corner.
fn neighbours(n: usize, i: usize) -> impl Iterator<Item = usize> {
    let (row, col) = (i / n, i % n);
    (-1isize..=1)
        .flat_map(|dr| (-1isize..=1).map(move |dc| (dr, dc)))
        .filter(|&step| step != (0, 0))
        .filter_map(move |(dr, dc)| {
            let r = row.checked_add_signed(dr).filter(|&r| r < n)?;
            let c = col.checked_add_signed(dc).filter(|&c| c < n)?;
            Some(r * n + c)
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn every_drawn_thermometer_rises_through_free_neighbouring_cells() {
        let values: Vec<u8> = (0..81u8)
            .map(|i| (i % 9 + 3 * (i / 9) + i / 27) % 9 + 1)
            .collect();
        let mut rng = StdRng::seed_from_u64(7);
        let lines = random_thermometers(&values, 9, &mut rng);
        assert!(lines.len() >= 4, "{} thermometers", lines.len());
        let mut seen = Vec::new();
        for line in &lines {
            assert!((3..=6).contains(&line.cells.len()));
            assert_eq!(line.broken_by(&values), None);
            for (a, b) in line.steps() {
                assert!(neighbours(9, a.index()).any(|c| c == b.index()));
            }
            for cell in &line.cells {
                assert!(!seen.contains(cell), "{cell:?} is on two thermometers");
                seen.push(*cell);
            }
        }
    }
}
