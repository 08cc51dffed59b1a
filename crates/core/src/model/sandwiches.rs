//! Sandwich clues: a number outside the board at the start of a row or a column; the digits
//! between the row's (or column's) 1 and its largest digit (9 on 9x9), the crusts, add up to
//! the number (0 when the crusts stand side by side).

use super::units::{Cell, House};

/// The most sets of digits between the crusts `Sandwich::for_each_option` looks at for one sum
/// before it gives up (a 16x16 sum can be made in thousands of ways).
const MOST_SETS: usize = 4096;

/// A sandwich clue: the row or column it stands at and its sum.
#[derive(
    Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub struct Sandwich {
    /// The row or the column.
    pub house: House,
    /// What the digits between the crusts add up to.
    pub sum: u32,
}

/// Where the crusts of one way of filling a sandwich's house stand, as places along it (0 for
/// its first cell, next to the clue).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Crusts {
    /// The place of the 1.
    pub one: usize,
    /// The place of the largest digit.
    pub top: usize,
}

impl Crusts {
    /// The nearer of the two places to the clue.
    pub fn first(self) -> usize {
        self.one.min(self.top)
    }

    /// The farther of the two places from the clue.
    pub fn last(self) -> usize {
        self.one.max(self.top)
    }

    /// Whether `place` lies strictly between the crusts.
    pub fn holds_between(self, place: usize) -> bool {
        place > self.first() && place < self.last()
    }
}

/// How one place of the crusts and one set of digits between them meet the candidates.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SandwichFit {
    /// The cells between can take the set one each and the cells outside the other digits.
    Fits,
    /// The cells between cannot take the set.
    Between,
    /// The cells between can, but the cells outside cannot take the digits left.
    Outside,
}

impl Sandwich {
    /// The cells of its row or column on an `n` x `n` board, from the clue on (left to right,
    /// top to bottom); none for a house that is neither.
    pub fn cells(&self, n: usize) -> Vec<Cell> {
        match self.house {
            House::Row(row) => (0..n)
                .map(|c| Cell::new(usize::from(row) * n + c))
                .collect(),
            House::Col(col) => (0..n)
                .map(|r| Cell::new(r * n + usize::from(col)))
                .collect(),
            _ => Vec::new(),
        }
    }

    /// The clue's place outside the board: its 0-based row and column, -1 left of its row or
    /// above its column.
    pub fn clue_place(&self) -> (isize, isize) {
        match self.house {
            House::Col(col) => (-1, isize::from(col)),
            House::Row(row) => (isize::from(row), -1),
            _ => (-1, -1),
        }
    }

    /// Whether `values` (the digit of every cell of an `n` x `n` board, 0 for none) break the
    /// clue: both crusts placed and the digits between them all placed and missing the sum, or
    /// already past it.
    pub fn broken_by(&self, values: &[u8], n: usize) -> bool {
        let digits: Vec<u32> = self
            .cells(n)
            .iter()
            .map(|c| u32::from(values.get(c.index()).copied().unwrap_or(0)))
            .collect();
        Sandwich::missed_by(&digits, self.sum)
    }

    /// Whether `digits` (a row's or column's, in order, 0 for none; the largest digit is the
    /// house's length) miss `sum` between the crusts: both crusts placed and the digits between
    /// them all placed and not adding up to it, or already past it.
    pub fn missed_by(digits: &[u32], sum: u32) -> bool {
        let at = |digit: u32| digits.iter().position(|&d| d == digit);
        let (Some(one), Some(top)) = (at(1), at(digits.len() as u32)) else {
            return false;
        };
        let between = &digits[one.min(top) + 1..one.max(top)];
        let total: u32 = between.iter().sum();
        total > sum || between.iter().all(|&d| d != 0) && total != sum
    }

    /// Every set of different digits from 2 to `n - 1` (bit `d - 1` for `d`) that adds up to
    /// `sum`, smallest sets first and each size in increasing order of its digits; `None` when
    /// there are more than `MOST_SETS`.
    pub fn sets(n: usize, sum: u32) -> Option<Vec<u32>> {
        fn grow(
            top: u32,
            from: u32,
            sum: u32,
            chosen: u32,
            found: &mut Vec<u32>,
        ) -> Result<(), ()> {
            if sum == 0 {
                found.push(chosen);
                return match found.len() > MOST_SETS {
                    true => Err(()),
                    false => Ok(()),
                };
            }
            for digit in from..top.min(sum + 1) {
                grow(
                    top,
                    digit + 1,
                    sum - digit,
                    chosen | 1 << (digit - 1),
                    found,
                )?;
            }
            Ok(())
        }
        let mut found = Vec::new();
        grow(n as u32, 2, sum, 0, &mut found).ok()?;
        found.sort_by_key(|set| set.count_ones());
        Some(found)
    }

    /// Calls `visit` with every place of the crusts that `masks` (the digits of the cells of the
    /// clue's house in order, bit `d - 1` for `d`, on an `n` x `n` board) allow, the 1 in a cell
    /// that holds 1 and the largest digit in one that holds it, as far apart as some set of
    /// `sets` (`Sandwich::sets`) has digits, with each such set and how it fits. A set fits when
    /// each cell between holds some digit of it and each digit of it is in some cell between,
    /// and the same for the cells outside and the digits left (counted, not matched one to one,
    /// so a fit may still fail a closer look; never the other way round).
    pub fn for_each_option(
        masks: &[u32],
        n: usize,
        sets: &[u32],
        mut visit: impl FnMut(Crusts, u32, SandwichFit),
    ) {
        let (one, top) = (1u32, 1u32 << (n - 1));
        let middle = top - 2;
        let mut outside = Vec::with_capacity(masks.len());
        for first in 0..masks.len() {
            for last in first + 1..masks.len() {
                let between = last - first - 1;
                if !sets.iter().any(|s| s.count_ones() as usize == between) {
                    continue;
                }
                for crusts in [
                    Crusts {
                        one: first,
                        top: last,
                    },
                    Crusts {
                        one: last,
                        top: first,
                    },
                ] {
                    if masks[crusts.one] & one == 0 || masks[crusts.top] & top == 0 {
                        continue;
                    }
                    let inside = &masks[first + 1..last];
                    outside.clear();
                    outside.extend(masks[..first].iter().chain(&masks[last + 1..]));
                    for &set in sets.iter().filter(|s| s.count_ones() as usize == between) {
                        let fit = if !covers(inside, set) {
                            SandwichFit::Between
                        } else if !covers(&outside, middle & !set) {
                            SandwichFit::Outside
                        } else {
                            SandwichFit::Fits
                        };
                        visit(crusts, set, fit);
                    }
                }
            }
        }
    }

    /// For each of `masks` (as in `for_each_option`), the digits some fitting option with a set
    /// of `sets` puts there: the crusts, a digit of the set between them, the digits left
    /// outside.
    pub fn fillings_keep(masks: &[u32], n: usize, sets: &[u32]) -> Vec<u32> {
        let (one, top) = (1u32, 1u32 << (n - 1));
        let middle = top - 2;
        let mut kept = vec![0u32; masks.len()];
        Sandwich::for_each_option(masks, n, sets, |crusts, set, fit| {
            if fit != SandwichFit::Fits {
                return;
            }
            kept[crusts.one] |= one;
            kept[crusts.top] |= top;
            for (place, (slot, &mask)) in kept.iter_mut().zip(masks).enumerate() {
                if crusts.holds_between(place) {
                    *slot |= mask & set;
                } else if place != crusts.one && place != crusts.top {
                    *slot |= mask & middle & !set;
                }
            }
        });
        kept
    }
}

/// Whether `masks` can take the digits of `set` one each, counted: as many digits as cells,
/// each cell left something of the set, and every digit of it in some cell.
fn covers(masks: &[u32], set: u32) -> bool {
    let union = masks.iter().fold(0u32, |all, &m| all | m);
    set.count_ones() as usize == masks.len()
        && masks.iter().all(|&m| m & set != 0)
        && union & set == set
}

#[cfg(test)]
mod tests {
    use super::*;

    const ALL: u32 = 0x1FF;

    /// The sets of different digits from 2 to 8 that make `sum`.
    fn sets(sum: u32) -> Vec<u32> {
        Sandwich::sets(9, sum).unwrap_or_default()
    }

    /// The mask of `digits`.
    fn mask(digits: &[u32]) -> u32 {
        digits.iter().fold(0, |m, d| m | 1 << (d - 1))
    }

    #[test]
    fn a_row_sandwich_runs_left_to_right_and_a_column_one_top_to_bottom() {
        let row = Sandwich {
            house: House::Row(1),
            sum: 0,
        };
        assert_eq!(row.cells(4), (4..8).map(Cell::new).collect::<Vec<_>>());
        assert_eq!(row.clue_place(), (1, -1));
        let col = Sandwich {
            house: House::Col(2),
            sum: 0,
        };
        assert_eq!(col.cells(4), [2, 6, 10, 14].map(Cell::new).to_vec());
        assert_eq!(col.clue_place(), (-1, 2));
    }

    #[test]
    fn a_sum_is_broken_once_the_placed_filling_between_the_crusts_misses_it() {
        let clue = Sandwich {
            house: House::Row(0),
            sum: 5,
        };
        let mut values = vec![0u8; 16];
        values[..4].copy_from_slice(&[1, 3, 2, 4]);
        assert!(!clue.broken_by(&values, 4), "3 + 2 is 5");
        values[..4].copy_from_slice(&[2, 1, 3, 4]);
        assert!(clue.broken_by(&values, 4), "only 3 between 1 and 4");
        values[..4].copy_from_slice(&[4, 1, 0, 0]);
        assert!(clue.broken_by(&values, 4), "side by side: 0");
        values[..4].copy_from_slice(&[1, 0, 0, 0]);
        assert!(!clue.broken_by(&values, 4), "a crust still open");
    }

    #[test]
    fn the_sets_of_a_sum_come_smallest_first() {
        assert_eq!(
            Sandwich::sets(9, 12),
            Some(vec![
                mask(&[4, 8]),
                mask(&[5, 7]),
                mask(&[2, 3, 7]),
                mask(&[2, 4, 6]),
                mask(&[3, 4, 5]),
            ])
        );
        assert_eq!(Sandwich::sets(9, 0), Some(vec![0]));
        assert_eq!(Sandwich::sets(9, 1), Some(vec![]));
        assert_eq!(
            Sandwich::sets(9, 35),
            Some(vec![mask(&[2, 3, 4, 5, 6, 7, 8])])
        );
        assert_eq!(Sandwich::sets(25, 120), None, "too many ways");
    }

    #[test]
    fn a_zero_keeps_the_crusts_side_by_side_and_a_35_leaves_them_at_the_ends() {
        let kept = Sandwich::fillings_keep(&[ALL; 9], 9, &sets(35));
        assert_eq!(kept[0], mask(&[1, 9]));
        assert_eq!(kept[8], mask(&[1, 9]));
        assert!(
            kept[1..8]
                .iter()
                .all(|&k| k == mask(&[2, 3, 4, 5, 6, 7, 8]))
        );
        let mut masks = [ALL; 9];
        masks[4] = mask(&[1]);
        let kept = Sandwich::fillings_keep(&masks, 9, &sets(0));
        assert_eq!(
            kept.iter().map(|k| k & mask(&[9])).collect::<Vec<_>>(),
            [0, 0, 0, 256, 0, 256, 0, 0, 0],
            "the 9 stands next to the 1"
        );
    }

    #[test]
    fn a_2_puts_one_2_between_the_crusts_and_a_1_cannot_be_made() {
        let kept = Sandwich::fillings_keep(&[ALL; 9], 9, &sets(2));
        assert_eq!(
            kept[0],
            ALL & !mask(&[2]),
            "an end cell is never between the crusts"
        );
        assert_eq!(kept[4], ALL);
        let kept = Sandwich::fillings_keep(&[ALL; 9], 9, &sets(1));
        assert!(kept.iter().all(|&k| k == 0), "no digit from 2 to 8 makes 1");
    }

    #[test]
    fn an_option_whose_left_over_digit_has_no_cell_outside_does_not_fit() {
        let masks = [mask(&[1]), mask(&[2]), mask(&[4]), mask(&[2])];
        let mut seen = Vec::new();
        Sandwich::for_each_option(&masks, 4, &[mask(&[2])], |crusts, set, fit| {
            seen.push((crusts, set, fit))
        });
        assert_eq!(
            seen,
            [(Crusts { one: 0, top: 2 }, mask(&[2]), SandwichFit::Outside)],
            "3 would be left for the last cell, which holds only 2"
        );
    }
}
