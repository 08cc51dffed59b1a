//! Little killer clues: a number outside the board with an arrow along a diagonal into it; the
//! digits of the diagonal's cells, from the clue to the far edge, add up to the number. They may
//! repeat where no house holds both cells.

use super::remembered_fillings::{Asker, earlier_peers, remembered_or};
use super::units::Cell;

/// The most partial fillings `LittleKiller::fillings_keep` visits before it gives up.
const FILLING_NODES: u32 = 20_000;

/// Which way a little killer's diagonal runs from its clue, as f-puzzles names it.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum Direction {
    /// Up and to the left ("UL").
    UpLeft,
    /// Up and to the right ("UR").
    UpRight,
    /// Down and to the left ("DL").
    DownLeft,
    /// Down and to the right ("DR").
    DownRight,
}

impl Direction {
    /// Every direction, in f-puzzles' order of its codes.
    pub const ALL: [Direction; 4] = [
        Direction::UpLeft,
        Direction::UpRight,
        Direction::DownLeft,
        Direction::DownRight,
    ];

    /// Its code in f-puzzles and the variant text form: "UL", "UR", "DL", "DR".
    pub fn code(self) -> &'static str {
        match self {
            Direction::UpLeft => "UL",
            Direction::UpRight => "UR",
            Direction::DownLeft => "DL",
            Direction::DownRight => "DR",
        }
    }

    /// The direction of `code` ("DR"), in any letter case.
    pub fn of_code(code: &str) -> Option<Direction> {
        Direction::ALL
            .into_iter()
            .find(|direction| direction.code().eq_ignore_ascii_case(code))
    }

    /// The row and column step of one move along it.
    pub fn step(self) -> (isize, isize) {
        match self {
            Direction::UpLeft => (-1, -1),
            Direction::UpRight => (-1, 1),
            Direction::DownLeft => (1, -1),
            Direction::DownRight => (1, 1),
        }
    }
}

/// A little killer clue: the diagonal's cells from the clue on, its direction and its sum.
#[derive(
    Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub struct LittleKiller {
    /// The diagonal's cells, from the one next to the clue to the board's far edge.
    pub cells: Vec<Cell>,
    /// Which way the diagonal runs from the clue.
    pub direction: Direction,
    /// What the diagonal's digits add up to.
    pub sum: u32,
}

impl LittleKiller {
    /// The clue whose arrow points `direction` from the place one step before `first` (0-based
    /// row and column, outside an `n` x `n` board), adding up to `sum`: its diagonal runs from
    /// `first` to the edge. `None` when `first` is off the board or the place before it is on it.
    pub fn from_first(
        first: (usize, usize),
        direction: Direction,
        sum: u32,
        n: usize,
    ) -> Option<LittleKiller> {
        let (dr, dc) = direction.step();
        let on_board = |row: isize, col: isize| {
            (0..n as isize).contains(&row) && (0..n as isize).contains(&col)
        };
        let (row, col) = (first.0 as isize, first.1 as isize);
        if !on_board(row, col) || on_board(row - dr, col - dc) {
            return None;
        }
        let cells = (0..)
            .map(|k| (row + k * dr, col + k * dc))
            .take_while(|&(r, c)| on_board(r, c))
            .map(|(r, c)| Cell::new(r as usize * n + c as usize))
            .collect();
        Some(LittleKiller {
            cells,
            direction,
            sum,
        })
    }

    /// The clue's place outside the board: its 0-based row and column, one step before the
    /// diagonal's first cell (-1 above or left of the board, `n` below or right of it), on an
    /// `n` x `n` board.
    pub fn clue_place(&self, n: usize) -> (isize, isize) {
        let first = self.cells.first().map_or(0, |c| c.index());
        let (dr, dc) = self.direction.step();
        ((first / n) as isize - dr, (first % n) as isize - dc)
    }

    /// Whether `values` (the digit of every cell, 0 for none) break the clue: its digits already
    /// past the sum, or all filled and missing it.
    pub fn broken_by(&self, values: &[u8]) -> bool {
        let digits: Vec<u32> = self
            .cells
            .iter()
            .map(|c| u32::from(values.get(c.index()).copied().unwrap_or(0)))
            .collect();
        let total: u32 = digits.iter().sum();
        total > self.sum || digits.iter().all(|&d| d != 0) && total != self.sum
    }

    /// For each of `masks` (a cell's digits, bit `d - 1` for `d`), the digits between `sum` less
    /// the most the other cells make and `sum` less the least they make.
    pub fn bounds_keep(masks: &[u32], sum: u32) -> Vec<u32> {
        let low = |mask: u32| mask.trailing_zeros() + 1;
        let high = |mask: u32| 32 - mask.leading_zeros();
        let least: u32 = masks.iter().map(|&m| low(m)).sum();
        let most: u32 = masks.iter().map(|&m| high(m)).sum();
        masks
            .iter()
            .map(|&mask| {
                if mask == 0 {
                    return 0;
                }
                let from = sum.saturating_sub(most - high(mask)).max(1);
                let to = (sum + low(mask)).saturating_sub(least).min(32);
                if from > to {
                    0
                } else {
                    (u32::MAX >> (32 - to)) & !((1u32 << (from - 1)) - 1)
                }
            })
            .collect()
    }

    /// For each of `masks`, the digits some filling puts there: a digit of each mask, adding up to
    /// `sum`, different wherever `differ(i, j)` says cells `i` and `j` share a house. A branch
    /// stops as soon as the cells after it cannot make what is left (each its least or largest
    /// digit), and the whole search once every digit of every mask is kept; `None` when it would
    /// visit more than `FILLING_NODES` partial fillings, or there are more than 32 masks (the
    /// bounds are the fallback then). A question asked before on this thread is answered from
    /// memory (`remembered_or`).
    pub fn fillings_keep(
        masks: &[u32],
        sum: u32,
        differ: &dyn Fn(usize, usize) -> bool,
    ) -> Option<Vec<u32>> {
        if masks.len() > 32 {
            return None;
        }
        let peers = earlier_peers(masks.len(), differ);
        remembered_or(Asker::LittleKiller, sum, masks, &peers, || {
            Self::search_fillings(masks, sum, peers)
        })
    }

    /// `fillings_keep` searched anew, with each cell's earlier peers (bit `i` for cell `i`).
    fn search_fillings(masks: &[u32], sum: u32, earlier_peers: [u32; 32]) -> Option<Vec<u32>> {
        struct Search<'a> {
            masks: &'a [u32],
            /// For each cell, the earlier cells it shares a house with (bit `i` for cell `i`).
            earlier_peers: [u32; 32],
            least_after: Vec<u32>,
            most_after: Vec<u32>,
            /// The digits of the cells before the next one.
            chosen: [u32; 32],
            kept: Vec<u32>,
            /// How many digits of the masks no filling has put in their cell yet.
            unkept: u32,
            nodes: u32,
        }
        impl Search<'_> {
            /// Tries every digit of the next cell; true once every digit is kept or the search
            /// is over its budget.
            fn fill(&mut self, at: usize, left: u32) -> bool {
                self.nodes += 1;
                if self.nodes > FILLING_NODES {
                    return true;
                }
                let Some(&mask) = self.masks.get(at) else {
                    if left == 0 {
                        for (slot, &digit) in self.kept.iter_mut().zip(&self.chosen[..at]) {
                            let bit = 1 << (digit - 1);
                            if *slot & bit == 0 {
                                *slot |= bit;
                                self.unkept -= 1;
                            }
                        }
                    }
                    return self.unkept == 0;
                };
                let Some(highest) = left.checked_sub(self.least_after[at + 1]) else {
                    return false;
                };
                let lowest = left.saturating_sub(self.most_after[at + 1]).max(1);
                if lowest > highest.min(32) {
                    return false;
                }
                let in_reach = (u32::MAX >> (32 - highest.min(32))) & !((1u32 << (lowest - 1)) - 1);
                let mut peers = self.earlier_peers[at];
                let mut taken = 0u32;
                while peers != 0 {
                    taken |= 1 << (self.chosen[peers.trailing_zeros() as usize] - 1);
                    peers &= peers - 1;
                }
                let mut rest = mask & in_reach & !taken;
                while rest != 0 {
                    let digit = rest.trailing_zeros() + 1;
                    rest &= rest - 1;
                    self.chosen[at] = digit;
                    if self.fill(at + 1, left - digit) {
                        return true;
                    }
                }
                false
            }
        }
        let low = |mask: u32| {
            if mask == 0 {
                0
            } else {
                mask.trailing_zeros() + 1
            }
        };
        let high = |mask: u32| 32 - mask.leading_zeros();
        let mut least_after = vec![0u32; masks.len() + 1];
        let mut most_after = vec![0u32; masks.len() + 1];
        for (i, &mask) in masks.iter().enumerate().rev() {
            least_after[i] = least_after[i + 1] + low(mask);
            most_after[i] = most_after[i + 1] + high(mask);
        }
        let mut search = Search {
            masks,
            earlier_peers,
            least_after,
            most_after,
            chosen: [0; 32],
            kept: vec![0u32; masks.len()],
            unkept: masks.iter().map(|m| m.count_ones()).sum(),
            nodes: 0,
        };
        search.fill(0, sum);
        (search.nodes <= FILLING_NODES).then_some(search.kept)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What every filling puts in each cell, by trying every choice of a digit per mask.
    fn kept_by_every_choice(
        masks: &[u32],
        sum: u32,
        differ: &dyn Fn(usize, usize) -> bool,
    ) -> Vec<u32> {
        let mut kept = vec![0u32; masks.len()];
        let total: usize = masks.iter().map(|m| m.count_ones() as usize).product();
        for mut choice in 0..total {
            let digits: Vec<u32> = masks
                .iter()
                .map(|&mask| {
                    let options: Vec<u32> = (1..=9).filter(|d| mask & 1 << (d - 1) != 0).collect();
                    let digit = options[choice % options.len()];
                    choice /= options.len();
                    digit
                })
                .collect();
            let clash =
                (0..digits.len()).any(|j| (0..j).any(|i| differ(i, j) && digits[i] == digits[j]));
            if !clash && digits.iter().sum::<u32>() == sum {
                for (slot, digit) in kept.iter_mut().zip(&digits) {
                    *slot |= 1 << (digit - 1);
                }
            }
        }
        kept
    }

    #[test]
    fn fillings_keep_small_sums() {
        let all = 0x1FF;
        let apart = |_: usize, _: usize| false;
        let together = |_: usize, _: usize| true;
        assert_eq!(
            LittleKiller::fillings_keep(&[all; 3], 6, &apart),
            Some(vec![0b1111; 3])
        );
        assert_eq!(
            LittleKiller::fillings_keep(&[all; 3], 6, &together),
            Some(vec![0b111; 3])
        );
        assert_eq!(LittleKiller::fillings_keep(&[all; 33], 165, &apart), None);
    }

    /// On 300 made-up diagonals of four cells (masks, sum and which cells share a house drawn
    /// from a fixed sequence), the search keeps what trying every choice keeps.
    #[test]
    fn fillings_keep_agrees_with_every_choice() {
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let mut emptied = 0;
        for _ in 0..300 {
            let masks: Vec<u32> = (0..4)
                .map(|_| (next() as u32 & 0x1FF) | 1 << (next() % 9))
                .collect();
            let sum = 4 + (next() % 30) as u32;
            let pairs = next() as u32;
            let differ = |i: usize, j: usize| pairs & 1 << (i.min(j) * 4 + i.max(j)) != 0;
            let expected = kept_by_every_choice(&masks, sum, &differ);
            emptied += usize::from(expected.iter().all(|&m| m == 0));
            assert_eq!(
                LittleKiller::fillings_keep(&masks, sum, &differ),
                Some(expected),
                "{masks:?} sum {sum}"
            );
        }
        assert_eq!(emptied, 57);
    }
}
