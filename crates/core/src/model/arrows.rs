//! Arrows: a circle (one cell, or a pill of two or three cells read as one number, left to right
//! or top to bottom) and a shaft whose digits add up to the circle's number. The shaft's digits
//! may repeat where no house holds both cells.

use super::remembered_fillings::{Asker, earlier_peers, remembered_or};
use super::units::Cell;

/// An arrow: its circle's cells, in reading order, and its shaft's cells from the circle out.
#[derive(
    Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub struct Arrow {
    /// The circle: one cell, or a pill of two or three read as one number (first cell first).
    pub circle: Vec<Cell>,
    /// The shaft, from the circle out; its digits add up to the circle's number.
    pub shaft: Vec<Cell>,
}

/// The most cells a pill may have: three digits make at most 999, more than any shaft reaches.
pub const LONGEST_PILL: usize = 3;

impl Arrow {
    /// The circle's cells, first cell first, then the shaft's from the circle out.
    pub fn cells(&self) -> Vec<Cell> {
        self.circle.iter().chain(&self.shaft).copied().collect()
    }

    /// The number the circle reads with these digits (`digits[i]` for `circle[i]`): one digit is
    /// itself (up to 25 on a large board), a pill's digits are its places in base 10 (1 and 4
    /// read 14).
    pub fn circle_number(digits: &[u8]) -> u32 {
        digits
            .iter()
            .fold(0, |number, &digit| number * 10 + u32::from(digit))
    }

    /// Whether `values` (the digit of every cell, 0 for none) break the arrow: its circle and
    /// shaft all filled and the shaft missing the circle's number, or the shaft's filled digits
    /// already past the largest number the circle's filled digits allow.
    pub fn broken_by(&self, values: &[u8], n: usize) -> bool {
        let value = |cell: &Cell| values.get(cell.index()).copied().unwrap_or(0);
        let shaft: u32 = self.shaft.iter().map(|c| u32::from(value(c))).sum();
        let circle: Vec<u8> = self.circle.iter().map(value).collect();
        let largest = if circle.len() == 1 { n } else { n.min(9) } as u8;
        let most = Arrow::circle_number(
            &circle
                .iter()
                .map(|&d| if d == 0 { largest } else { d })
                .collect::<Vec<u8>>(),
        );
        let full = circle.iter().all(|&d| d != 0) && self.shaft.iter().all(|c| value(c) != 0);
        shaft > most || full && shaft != Arrow::circle_number(&circle)
    }
}

/// What an arrow's cells' digits allow, as `Arrow::read` finds it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ArrowReading {
    /// The least the shaft adds up to, and a filling of the shaft (a digit per cell) making it.
    pub least: (u32, Vec<u8>),
    /// The most the shaft adds up to, and a filling making it.
    pub most: (u32, Vec<u8>),
    /// The smallest and largest number the circle reads within `least..=most`; `None` when it
    /// reads none.
    pub numbers: Option<(u32, u32)>,
    /// For each shaft cell, the least and the most the other shaft cells add up to.
    pub others: Vec<(u32, u32)>,
    /// For each cell, the circle's first, then the shaft's: the digits the bounds keep.
    pub kept: Vec<u32>,
}

/// How many cells a search for a shaft's least or most sum may visit before it settles for
/// each cell's own smallest or largest digit (a bound that is weaker, never wrong).
const SUM_SEARCH_BUDGET: u32 = 300;

impl Arrow {
    /// Reads the arrow's bounds from `masks`, each cell's digits (bit `d - 1` for digit `d`),
    /// the circle's cells first, then the shaft's; `differ(i, j)` says whether cells `i` and
    /// `j` of that order share a house, so hold different digits. The shaft adds up to between
    /// its least and most sum; the circle keeps the digits of its numbers in that range, and a
    /// shaft cell the digits between the circle's smallest number less the most the other
    /// shaft cells make and its largest less the least they make.
    pub fn read(&self, masks: &[u32], differ: &dyn Fn(usize, usize) -> bool) -> ArrowReading {
        let split = self.circle.len().min(masks.len());
        let (circle, shaft) = masks.split_at(split);
        let shaft_differ = |i: usize, j: usize| differ(split + i, split + j);
        let least = extreme_sum(shaft, &shaft_differ, None, Extreme::Least);
        let most = extreme_sum(shaft, &shaft_differ, None, Extreme::Most);
        let mut kept = vec![0u32; masks.len()];
        let mut numbers: Option<(u32, u32)> = None;
        let mut digits = Vec::with_capacity(circle.len());
        each_reading(circle, &|i, j| differ(i, j), &mut digits, &mut |digits| {
            let number = Arrow::circle_number(digits);
            if (least.0..=most.0).contains(&number) {
                for (slot, &digit) in kept.iter_mut().zip(digits) {
                    *slot |= 1 << (digit - 1);
                }
                numbers = Some(numbers.map_or((number, number), |(low, high)| {
                    (low.min(number), high.max(number))
                }));
            }
        });
        let others: Vec<(u32, u32)> = (0..shaft.len())
            .map(|skip| {
                (
                    extreme_sum(shaft, &shaft_differ, Some(skip), Extreme::Least).0,
                    extreme_sum(shaft, &shaft_differ, Some(skip), Extreme::Most).0,
                )
            })
            .collect();
        if let Some((low, high)) = numbers {
            for ((slot, &mask), &(others_least, others_most)) in
                kept[split..].iter_mut().zip(shaft).zip(&others)
            {
                let from = low.saturating_sub(others_most).max(1);
                let to = high.saturating_sub(others_least).min(32);
                if from <= to {
                    *slot = mask & (u32::MAX >> (32 - to)) & !((1u32 << (from - 1)) - 1);
                }
            }
        }
        ArrowReading {
            least,
            most,
            numbers,
            others,
            kept,
        }
    }
}

impl Arrow {
    /// The digits each cell keeps (`masks` as for `Arrow::read`) because some digit per cell
    /// (repeats allowed, unlike `read`'s bounds) makes the shaft add up to a number the circle
    /// reads: exact sums where the bounds see only the ends (shaft digits 1 or 5 twice make 2, 6
    /// or 10, never 9). `None` when the circle may read 128 or more.
    pub fn sums_keep(&self, masks: &[u32]) -> Option<Vec<u32>> {
        let split = self.circle.len().min(masks.len());
        let (circle, shaft) = masks.split_at(split);
        let mut numbers: u128 = 0;
        let mut too_large = false;
        let mut digits = Vec::with_capacity(circle.len());
        each_reading(
            circle,
            &|_, _| false,
            &mut digits,
            &mut |digits| match Arrow::circle_number(digits) {
                number @ 0..=127 => numbers |= 1 << number,
                _ => too_large = true,
            },
        );
        if too_large {
            return None;
        }
        let add = |sums: u128, mask: u32| {
            let mut out = 0u128;
            let mut rest = mask;
            while rest != 0 {
                let digit = rest.trailing_zeros() + 1;
                rest &= rest - 1;
                out |= sums << digit;
            }
            out
        };
        let mut before = vec![1u128; shaft.len() + 1];
        for (i, &mask) in shaft.iter().enumerate() {
            before[i + 1] = add(before[i], mask);
        }
        let mut after = vec![1u128; shaft.len() + 1];
        for (i, &mask) in shaft.iter().enumerate().rev() {
            after[i] = add(after[i + 1], mask);
        }
        let totals = before[shaft.len()];
        let mut kept = vec![0u32; masks.len()];
        each_reading(circle, &|_, _| false, &mut digits, &mut |digits| {
            let number = Arrow::circle_number(digits);
            if number < 128 && totals & (1 << number) != 0 {
                for (slot, &digit) in kept.iter_mut().zip(digits) {
                    *slot |= 1 << (digit - 1);
                }
            }
        });
        for (i, &mask) in shaft.iter().enumerate() {
            let mut others = 0u128;
            let mut rest = before[i];
            while rest != 0 {
                let sum = rest.trailing_zeros();
                rest &= rest - 1;
                others |= after[i + 1] << sum;
            }
            let mut digits_left = mask;
            while digits_left != 0 {
                let digit = digits_left.trailing_zeros() + 1;
                digits_left &= digits_left - 1;
                if (others << digit) & numbers != 0 {
                    kept[split + i] |= 1 << (digit - 1);
                }
            }
        }
        Some(kept)
    }
}

/// How many cells `Arrow::fillings_keep` may visit before it gives up.
const FILLING_SEARCH_BUDGET: u32 = 3_000;

impl Arrow {
    /// The digits each cell keeps (`masks` and `differ` as for `Arrow::read`) because some
    /// filling of the whole arrow puts them there: a digit in every cell, different where two
    /// share a house, the shaft adding up to the circle's number. `None` when the search would
    /// visit more than `FILLING_SEARCH_BUDGET` cells. A question asked before on this thread
    /// is answered from memory (`remembered_or`).
    pub fn fillings_keep(
        &self,
        masks: &[u32],
        differ: &dyn Fn(usize, usize) -> bool,
    ) -> Option<Vec<u32>> {
        let search = || {
            let search = FillingSearch::run(self.circle.len(), masks, differ, None);
            (search.done || search.budget > 0).then_some(search.kept)
        };
        if masks.len() > 32 {
            return search();
        }
        let peers = earlier_peers(masks.len(), differ);
        remembered_or(
            Asker::Arrow,
            self.circle.len() as u32,
            masks,
            &peers,
            search,
        )
    }

    /// Every filling of the arrow (`masks` and `differ` as for `fillings_keep`: a digit per
    /// cell, the circle's first, different where two share a house, the shaft adding up to the
    /// circle's number), when there are at most `most`; `None` when there are more, or the
    /// search would visit more than `FILLING_SEARCH_BUDGET` cells.
    pub fn fillings(
        &self,
        masks: &[u32],
        differ: &dyn Fn(usize, usize) -> bool,
        most: usize,
    ) -> Option<Vec<Vec<u8>>> {
        let search = FillingSearch::run(self.circle.len(), masks, differ, Some(most));
        let (found, _) = search.found?;
        (!search.done && search.budget > 0).then_some(found)
    }
}

/// The state of the search of `Arrow::fillings_keep` and `Arrow::fillings`.
struct FillingSearch<'a> {
    masks: &'a [u32],
    differ: &'a dyn Fn(usize, usize) -> bool,
    split: usize,
    /// What the shaft cells from each on make at least (at their smallest digits).
    least_after: Vec<u32>,
    /// What they make at most.
    most_after: Vec<u32>,
    chosen: Vec<u8>,
    kept: Vec<u32>,
    budget: u32,
    /// Set once the search may stop: every digit of every cell kept (when not collecting), or
    /// more fillings found than wanted (when collecting).
    done: bool,
    /// When collecting: the fillings found, and the most wanted.
    found: Option<(Vec<Vec<u8>>, usize)>,
    /// How many digits of the cells no filling found has put there yet.
    unkept: u32,
}

impl<'a> FillingSearch<'a> {
    /// Searches the fillings of `masks` (the circle's `split` cells first, then the shaft's),
    /// collecting up to `collect` of them when asked, and returns the search as it ended.
    fn run(
        split: usize,
        masks: &'a [u32],
        differ: &'a dyn Fn(usize, usize) -> bool,
        collect: Option<usize>,
    ) -> FillingSearch<'a> {
        let split = split.min(masks.len());
        let mut least_after = vec![0u32; masks.len() + 1];
        let mut most_after = vec![0u32; masks.len() + 1];
        for i in (split..masks.len()).rev() {
            least_after[i] = least_after[i + 1] + own_digit(masks[i], Extreme::Least);
            most_after[i] = most_after[i + 1] + own_digit(masks[i], Extreme::Most);
        }
        let mut search = FillingSearch {
            masks,
            differ,
            split,
            least_after,
            most_after,
            chosen: vec![0; masks.len()],
            kept: vec![0; masks.len()],
            budget: FILLING_SEARCH_BUDGET,
            done: false,
            found: collect.map(|most| (Vec::new(), most)),
            unkept: masks.iter().map(|m| m.count_ones()).sum(),
        };
        search.fill(0, 0);
        search
    }

    /// Tries each digit of cell `at` on; `sum` is what the shaft cells before it make.
    fn fill(&mut self, at: usize, sum: u32) {
        if self.budget == 0 || self.done {
            return;
        }
        self.budget -= 1;
        if at >= self.split {
            let target = Arrow::circle_number(&self.chosen[..self.split]);
            let reachable = sum + self.least_after[at]..=sum + self.most_after[at];
            if !reachable.contains(&target) {
                return;
            }
        }
        let Some(&mask) = self.masks.get(at) else {
            for (slot, &digit) in self.kept.iter_mut().zip(&self.chosen) {
                let bit = 1 << (digit - 1);
                if *slot & bit == 0 {
                    *slot |= bit;
                    self.unkept -= 1;
                }
            }
            match &mut self.found {
                Some((found, most)) => {
                    found.push(self.chosen.clone());
                    self.done = found.len() > *most;
                }
                None => self.done = self.unkept == 0,
            }
            return;
        };
        let mut rest = mask;
        while rest != 0 {
            let digit = rest.trailing_zeros() + 1;
            rest &= rest - 1;
            let clash = (0..at).any(|i| u32::from(self.chosen[i]) == digit && (self.differ)(i, at));
            if clash {
                continue;
            }
            self.chosen[at] = digit as u8;
            let added = if at >= self.split { digit } else { 0 };
            self.fill(at + 1, sum + added);
        }
    }
}

/// Which end of a shaft's sums `extreme_sum` looks for.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Extreme {
    Least,
    Most,
}

/// The smallest (or largest) digit of `mask` (bit `d - 1` for digit `d`); 0 for none.
fn own_digit(mask: u32, extreme: Extreme) -> u32 {
    match (mask, extreme) {
        (0, _) => 0,
        (_, Extreme::Least) => mask.trailing_zeros() + 1,
        (_, Extreme::Most) => 32 - mask.leading_zeros(),
    }
}

/// The least (or most) sum of one digit from each of `masks` but `skip`, different where
/// `differ` says two cells share a house, with a filling that makes it (0 for `skip`). A cell
/// with no digit counts 0. When each cell's own smallest (largest) digit already differs where
/// it must, that is the answer; else a branch-and-bound search finds it, and past
/// `SUM_SEARCH_BUDGET` steps, or when no filling has different digits, each cell counts its
/// own digit.
fn extreme_sum(
    masks: &[u32],
    differ: &dyn Fn(usize, usize) -> bool,
    skip: Option<usize>,
    extreme: Extreme,
) -> (u32, Vec<u8>) {
    let alone: Vec<u8> = masks
        .iter()
        .enumerate()
        .map(|(i, &mask)| match Some(i) == skip {
            true => 0,
            false => own_digit(mask, extreme) as u8,
        })
        .collect();
    let alone_sum: u32 = alone.iter().map(|&d| u32::from(d)).sum();
    let clash = (0..alone.len()).any(|i| {
        alone[i] != 0 && (i + 1..alone.len()).any(|j| alone[j] == alone[i] && differ(i, j))
    });
    if !clash {
        return (alone_sum, alone);
    }
    let mut after = vec![0u32; alone.len() + 1];
    for i in (0..alone.len()).rev() {
        after[i] = after[i + 1] + u32::from(alone[i]);
    }
    let mut search = SumSearch {
        masks,
        differ,
        skip,
        extreme,
        after: &after,
        chosen: vec![0; masks.len()],
        best: None,
        budget: SUM_SEARCH_BUDGET,
    };
    search.fill(0, 0);
    match search.best {
        Some(best) if search.budget > 0 => best,
        _ => (alone_sum, alone),
    }
}

/// The state of `extreme_sum`'s branch-and-bound search.
struct SumSearch<'a> {
    masks: &'a [u32],
    differ: &'a dyn Fn(usize, usize) -> bool,
    skip: Option<usize>,
    extreme: Extreme,
    /// What the cells from each on make at their own smallest (largest) digits.
    after: &'a [u32],
    chosen: Vec<u8>,
    best: Option<(u32, Vec<u8>)>,
    budget: u32,
}

impl SumSearch<'_> {
    /// Whether a filling making `total` cannot beat the best found.
    fn hopeless(&self, total: u32) -> bool {
        match (&self.best, self.extreme) {
            (None, _) => false,
            (Some((best, _)), Extreme::Least) => total >= *best,
            (Some((best, _)), Extreme::Most) => total <= *best,
        }
    }

    /// Tries each digit of cell `at` on, best first, `sum` being what the cells before it make.
    fn fill(&mut self, at: usize, sum: u32) {
        if self.budget == 0 {
            return;
        }
        self.budget -= 1;
        let Some(&mask) = self.masks.get(at) else {
            if !self.hopeless(sum) {
                self.best = Some((sum, self.chosen.clone()));
            }
            return;
        };
        if Some(at) == self.skip || mask == 0 {
            self.chosen[at] = 0;
            self.fill(at + 1, sum);
            return;
        }
        let mut rest = mask;
        while rest != 0 {
            let digit = own_digit(rest, self.extreme);
            rest &= !(1 << (digit - 1));
            if self.hopeless(sum + digit + self.after[at + 1]) {
                return;
            }
            let clash = (0..at).any(|i| {
                Some(i) != self.skip && u32::from(self.chosen[i]) == digit && (self.differ)(i, at)
            });
            if !clash {
                self.chosen[at] = digit as u8;
                self.fill(at + 1, sum + digit);
            }
        }
    }
}

/// Calls `each` with every choice of one digit per mask of `masks` (different where `differ`
/// says two cells share a house), written after `digits`' first entries.
pub(crate) fn each_reading(
    masks: &[u32],
    differ: &dyn Fn(usize, usize) -> bool,
    digits: &mut Vec<u8>,
    each: &mut dyn FnMut(&[u8]),
) {
    let at = digits.len();
    let Some(&mask) = masks.get(at) else {
        each(digits);
        return;
    };
    for digit in (1..=32u8).filter(|&d| mask & (1 << (d - 1)) != 0) {
        if (0..at).any(|i| digits[i] == digit && differ(i, at)) {
            continue;
        }
        digits.push(digit);
        each_reading(masks, differ, digits, each);
        digits.pop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pill_reads_as_one_number_and_a_full_arrow_must_make_it() {
        assert_eq!(Arrow::circle_number(&[1, 4]), 14);
        assert_eq!(Arrow::circle_number(&[7]), 7);
        let arrow = Arrow {
            circle: vec![Cell::new(0)],
            shaft: vec![Cell::new(1), Cell::new(2)],
        };
        assert!(!arrow.broken_by(&[7, 3, 4], 9));
        assert!(arrow.broken_by(&[7, 3, 5], 9));
        assert!(
            arrow.broken_by(&[0, 6, 5], 9),
            "11 is past any digit of the circle"
        );
        assert!(!arrow.broken_by(&[0, 3, 5], 9));
    }
}
