//! Little killer clues: a number outside the board with an arrow along a diagonal into it; the
//! digits of the diagonal's cells, from the clue to the far edge, add up to the number. They may
//! repeat where no house holds both cells.

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
    /// visit more than `FILLING_NODES` partial fillings (the bounds are the fallback then).
    pub fn fillings_keep(
        masks: &[u32],
        sum: u32,
        differ: &dyn Fn(usize, usize) -> bool,
    ) -> Option<Vec<u32>> {
        struct Search<'a> {
            masks: &'a [u32],
            /// For each cell, the earlier cells it shares a house with (bit `i` for cell `i`).
            earlier_peers: Vec<u32>,
            least_after: Vec<u32>,
            most_after: Vec<u32>,
            chosen: Vec<u32>,
            kept: Vec<u32>,
            /// How many digits of the masks no filling has put in their cell yet.
            unkept: u32,
            nodes: u32,
        }
        impl Search<'_> {
            /// Tries every digit of the next cell; true once every digit is kept or the search
            /// is over its budget.
            fn fill(&mut self, left: u32) -> bool {
                self.nodes += 1;
                if self.nodes > FILLING_NODES {
                    return true;
                }
                let at = self.chosen.len();
                let Some(&mask) = self.masks.get(at) else {
                    if left == 0 {
                        for (slot, &digit) in self.kept.iter_mut().zip(&self.chosen) {
                            let bit = 1 << (digit - 1);
                            if *slot & bit == 0 {
                                *slot |= bit;
                                self.unkept -= 1;
                            }
                        }
                    }
                    return self.unkept == 0;
                };
                let mut rest = mask;
                while rest != 0 {
                    let bit = rest & rest.wrapping_neg();
                    rest ^= bit;
                    let digit = bit.trailing_zeros() + 1;
                    let Some(after) = left.checked_sub(digit) else {
                        break;
                    };
                    let reachable =
                        (self.least_after[at + 1]..=self.most_after[at + 1]).contains(&after);
                    let mut peers = self.earlier_peers[at];
                    let mut clashes = false;
                    while peers != 0 && !clashes {
                        clashes = self.chosen[peers.trailing_zeros() as usize] == digit;
                        peers &= peers - 1;
                    }
                    if reachable && !clashes {
                        self.chosen.push(digit);
                        let done = self.fill(after);
                        self.chosen.pop();
                        if done {
                            return true;
                        }
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
        let earlier_peers = (0..masks.len())
            .map(|at| {
                (0..at)
                    .filter(|&i| differ(i, at))
                    .fold(0u32, |peers, i| peers | 1 << i)
            })
            .collect();
        let mut search = Search {
            masks,
            earlier_peers,
            least_after,
            most_after,
            chosen: Vec::new(),
            kept: vec![0u32; masks.len()],
            unkept: masks.iter().map(|m| m.count_ones()).sum(),
            nodes: 0,
        };
        search.fill(sum);
        (search.nodes <= FILLING_NODES).then_some(search.kept)
    }
}
