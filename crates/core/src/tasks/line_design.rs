//! Lines drawn over a solution for the generator: thermometers, each a path of cells side by
//! side (diagonal steps too) whose digits rise from the bulb, German whispers, each such a path
//! whose digits next to each other differ by 5 or more, palindromes, each such a path grown from
//! its middle whose digits read the same both ways, and arrows, each a circle and a
//! path whose digits add up to the circle's, none sharing a cell with another; and the marks
//! between cells side by side (Kropki dots, XV letters), one wherever the digits keep a mark's
//! relation; and little killer clues, each the sum of a diagonal.

use std::collections::VecDeque;

use rand::Rng;
use rand::rngs::StdRng;
use rand::seq::{IndexedRandom, SliceRandom};

use crate::model::rules::PairMarks;
use crate::model::{
    Arrow, Cell, Direction, House, Line, LineKind, LittleKiller, Sandwich, side_by_side_pairs,
};

/// The fewest cells a drawn line has: a pair says too little to be worth a line.
const SHORTEST_LINE: usize = 3;

/// How many first cells `random_lines` tries per line it wants before it stops.
const BULB_TRIES: usize = 12;

/// About `n` lines of `kind` (thermometers, whispers, renban lines, palindromes) over the
/// solution `values` of an `n` x `n` board, of 3 cells up to about two thirds of `n`, each through
/// free cells from a random start: a thermometer's bulb or another line's first cell
/// (`grown_from_end`), a palindrome's middle (`grown_from_middle`). A line that stops short, or so
/// breaks its rule (a renban whose digits leave a gap), is left out.
pub fn random_lines(values: &[u8], n: usize, kind: LineKind, rng: &mut StdRng) -> Vec<Line> {
    let mut used = vec![false; n * n];
    let mut lines = Vec::new();
    let longest = (2 * n / 3).max(SHORTEST_LINE);
    let mut order: Vec<usize> = (0..n * n).collect();
    order.shuffle(rng);
    for &start in order.iter().take(n * BULB_TRIES) {
        if lines.len() == n {
            break;
        }
        if used[start] {
            continue;
        }
        let wanted = rng.random_range(SHORTEST_LINE..=longest);
        let cells = match kind.links_mirrors() {
            true => grown_from_middle(values, n, start, wanted, &used, rng),
            false => grown_from_end(values, n, kind, start, wanted, &used, rng),
        };
        let line = Line {
            kind,
            cells: cells.iter().map(|&c| Cell::new(c)).collect(),
        };
        if cells.len() >= SHORTEST_LINE && line.broken_by(values).is_none() {
            for &cell in &cells {
                used[cell] = true;
            }
            lines.push(line);
        }
    }
    lines
}

/// The cells of a line of `kind` of up to `wanted` cells from `first`, each next cell a neighbour
/// (sides and corners) not `used` whose digit in `values` the line's rule lets follow (on a
/// renban line, a digit not on it yet that keeps its digits within a run of `wanted`), one of
/// the two with the nearest digits, so that lines run long.
fn grown_from_end(
    values: &[u8],
    n: usize,
    kind: LineKind,
    first: usize,
    wanted: usize,
    used: &[bool],
    rng: &mut StdRng,
) -> Vec<usize> {
    let mut cells = vec![first];
    while cells.len() < wanted {
        let Some(&last) = cells.last() else {
            break;
        };
        let linked = match kind.links_every_pair() {
            true => &cells[..],
            false => &cells[cells.len() - 1..],
        };
        let follows = |next: usize| {
            linked
                .iter()
                .all(|&c| kind.allows_on(wanted, values[c], values[next]))
        };
        let mut steps: Vec<usize> = neighbours(n, last)
            .filter(|&next| !used[next] && !cells.contains(&next) && follows(next))
            .collect();
        steps.sort_by_key(|&next| values[next].abs_diff(values[last]));
        steps.truncate(2);
        let Some(&next) = steps.choose(rng) else {
            break;
        };
        cells.push(next);
    }
    cells
}

/// The cells of a palindrome of up to `wanted` cells around `middle`: for an even length first a
/// neighbour not `used` holding the same digit in `values` (the two lie corner to corner in two
/// boxes; none found leaves `middle` alone), then a free neighbour of each end at a time, the two
/// holding the same digit (so never in one house).
fn grown_from_middle(
    values: &[u8],
    n: usize,
    middle: usize,
    wanted: usize,
    used: &[bool],
    rng: &mut StdRng,
) -> Vec<usize> {
    let mut cells = VecDeque::from([middle]);
    if wanted.is_multiple_of(2) {
        let twins: Vec<usize> = neighbours(n, middle)
            .filter(|&c| !used[c] && values[c] == values[middle])
            .collect();
        let Some(&twin) = twins.choose(rng) else {
            return vec![middle];
        };
        cells.push_back(twin);
    }
    while cells.len() + 2 <= wanted {
        let (Some(&front), Some(&back)) = (cells.front(), cells.back()) else {
            break;
        };
        let free = |c: usize| !used[c] && !cells.contains(&c);
        let mut ends = Vec::new();
        for before in neighbours(n, front).filter(|&c| free(c)) {
            for after in neighbours(n, back).filter(|&c| free(c)) {
                if before != after && values[before] == values[after] {
                    ends.push((before, after));
                }
            }
        }
        let Some(&(before, after)) = ends.choose(rng) else {
            break;
        };
        cells.push_front(before);
        cells.push_back(after);
    }
    cells.into()
}

/// The fewest cells of a diagonal a drawn little killer clue sums: one cell would be a given.
const SHORTEST_DIAGONAL: usize = 2;

/// Little killer clues over the solution `values` of an `n` x `n` board: between half of `n` and
/// `n` of them (at random), each on a different diagonal of 2 cells or more, pointing along it
/// from one end or the other (at random), its sum the diagonal's digits'.
pub fn random_little_killers(values: &[u8], n: usize, rng: &mut StdRng) -> Vec<LittleKiller> {
    let mut clues: Vec<LittleKiller> = Vec::new();
    for direction in [Direction::DownRight, Direction::DownLeft] {
        let firsts = (0..n)
            .map(|col| (0, col))
            .chain((1..n).map(|row| match direction {
                Direction::DownRight => (row, 0),
                _ => (row, n - 1),
            }));
        for first in firsts {
            if let Some(clue) = LittleKiller::from_first(first, direction, 0, n) {
                clues.push(clue);
            }
        }
    }
    clues.retain(|clue| clue.cells.len() >= SHORTEST_DIAGONAL);
    clues.shuffle(rng);
    clues.truncate(rng.random_range(n / 2..=n));
    clues
        .into_iter()
        .filter_map(|clue| {
            let sum = clue
                .cells
                .iter()
                .map(|c| u32::from(values[c.index()]))
                .sum();
            let forwards = rng.random_bool(0.5);
            let (cells, direction) = match (forwards, clue.direction) {
                (true, direction) => (clue.cells, direction),
                (false, Direction::DownRight) => (reversed(clue.cells), Direction::UpLeft),
                (false, _) => (reversed(clue.cells), Direction::UpRight),
            };
            let first = cells.first()?.index();
            LittleKiller::from_first((first / n, first % n), direction, sum, n)
        })
        .collect()
}

/// Sandwich clues over the solution `values` of an `n` x `n` board: between half of `n` and `n`
/// of its rows and columns (at random), each its sum between the 1 and the `n`.
pub fn random_sandwiches(values: &[u8], n: usize, rng: &mut StdRng) -> Vec<Sandwich> {
    let mut houses: Vec<House> = (0..n as u8)
        .flat_map(|k| [House::Row(k), House::Col(k)])
        .collect();
    houses.shuffle(rng);
    houses.truncate(rng.random_range(n / 2..=n));
    houses
        .into_iter()
        .map(|house| {
            let mut clue = Sandwich { house, sum: 0 };
            let digits: Vec<u32> = clue
                .cells(n)
                .iter()
                .map(|c| u32::from(values[c.index()]))
                .collect();
            let at = |digit: u32| digits.iter().position(|&d| d == digit).unwrap_or(0);
            let (one, top) = (at(1), at(n as u32));
            clue.sum = digits[one.min(top) + 1..one.max(top)].iter().sum();
            clue
        })
        .collect()
}

/// `cells` in the other order.
fn reversed(mut cells: Vec<Cell>) -> Vec<Cell> {
    cells.reverse();
    cells
}

/// The longest shaft a drawn arrow has.
const LONGEST_SHAFT: usize = 4;

/// The largest number a drawn pill reads: more would need a shaft longer than `LONGEST_SHAFT`.
const LARGEST_PILL_NUMBER: u32 = 24;

/// About `n` arrows over the solution `values` of an `n` x `n` board: each a circle and a shaft
/// of 1 to 4 free neighbouring cells (sides and corners) whose digits add up to the circle's
/// number. On boards of at most 9 digits a 1 or 2 starts a pill of two cells side by side (left
/// to right or top to bottom) read as one number up to 24. Shafts of 2 cells
/// or more are preferred, so that an arrow says more than "these two cells are equal".
pub fn random_arrows(values: &[u8], n: usize, rng: &mut StdRng) -> Vec<Arrow> {
    let mut used = vec![false; n * n];
    let mut arrows = Vec::new();
    let mut order: Vec<usize> = (0..n * n).collect();
    order.shuffle(rng);
    for &first in order.iter().take(n * BULB_TRIES) {
        if arrows.len() == n {
            break;
        }
        if used[first] {
            continue;
        }
        let circle = match pill_from(values, n, first, &used, rng) {
            Some(second) => vec![first, second],
            None if values[first] >= 3 => vec![first],
            None => continue,
        };
        let digits: Vec<u8> = circle.iter().map(|&c| values[c]).collect();
        let target = Arrow::circle_number(&digits);
        let mut shaft: Vec<usize> = Vec::new();
        let mut sum = 0;
        while sum < target && shaft.len() < LONGEST_SHAFT {
            let last = shaft.last().or(circle.last()).copied().unwrap_or(first);
            let steps: Vec<usize> = neighbours(n, last)
                .filter(|&next| {
                    !circle.contains(&next)
                        && !used[next]
                        && !shaft.contains(&next)
                        && sum + u32::from(values[next]) <= target
                        && (shaft.len() + 1 < LONGEST_SHAFT
                            || sum + u32::from(values[next]) == target)
                })
                .collect();
            let Some(&next) = steps.choose(rng) else {
                break;
            };
            sum += u32::from(values[next]);
            shaft.push(next);
        }
        if sum == target && shaft.len() >= 2 {
            for &cell in circle.iter().chain(&shaft) {
                used[cell] = true;
            }
            arrows.push(Arrow {
                circle: circle.into_iter().map(Cell::new).collect(),
                shaft: shaft.into_iter().map(Cell::new).collect(),
            });
        }
    }
    arrows
}

/// The second cell of a pill starting at `first`, on a board of at most 9 digits when `first`
/// holds a digit too small for a circle of its own (1 or 2): the free cell to its right or
/// below it (tried in random order) that makes a number up to `LARGEST_PILL_NUMBER` with it.
fn pill_from(
    values: &[u8],
    n: usize,
    first: usize,
    used: &[bool],
    rng: &mut StdRng,
) -> Option<usize> {
    if n > 9 || values[first] > 2 {
        return None;
    }
    let right = (first % n + 1 < n).then_some(first + 1);
    let below = (first + n < n * n).then_some(first + n);
    let mut sides = [right, below];
    sides.shuffle(rng);
    sides.into_iter().flatten().find(|&second| {
        !used[second]
            && Arrow::circle_number(&[values[first], values[second]]) <= LARGEST_PILL_NUMBER
    })
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

/// Every mark of `marks` the solution `values` of an `n` x `n` board has, as a negative rule
/// wants them: between every two cells side by side, the mark whose relation their digits keep
/// (a Kropki white dot for consecutive digits, an X for two that add up to 10); a pair that keeps
/// two marks' relations (1 and 2: a white and a black dot) gets one of them at random.
pub fn solution_marks(marks: &PairMarks, values: &[u8], n: usize, rng: &mut StdRng) -> Vec<Line> {
    side_by_side_pairs(n)
        .filter_map(|(a, b)| {
            let (x, y) = (values[a.index()], values[b.index()]);
            let kept: Vec<LineKind> = marks
                .marks
                .iter()
                .map(|mark| mark.kind)
                .filter(|kind| kind.allows(x, y))
                .collect();
            let kind = match kept[..] {
                [] => return None,
                [_, second, ..] if rng.random_bool(0.5) => second,
                [first, ..] => first,
            };
            Some(Line {
                kind,
                cells: vec![a, b],
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn every_drawn_line_keeps_its_rule_through_free_neighbouring_cells() {
        let values: Vec<u8> = (0..81u8)
            .map(|i| (i % 9 + 3 * (i / 9) + i / 27) % 9 + 1)
            .collect();
        for kind in [
            LineKind::Thermometer,
            LineKind::Whisper,
            LineKind::Renban,
            LineKind::Palindrome,
        ] {
            let mut rng = StdRng::seed_from_u64(7);
            let lines = random_lines(&values, 9, kind, &mut rng);
            assert!(lines.len() >= 4, "{} lines of {kind:?}", lines.len());
            let mut seen = Vec::new();
            for line in &lines {
                assert_eq!(line.kind, kind);
                assert!((3..=6).contains(&line.cells.len()));
                assert_eq!(line.broken_by(&values), None);
                for (a, b) in line.steps() {
                    assert!(neighbours(9, a.index()).any(|c| c == b.index()));
                }
                for cell in &line.cells {
                    assert!(!seen.contains(cell), "{cell:?} is on two lines");
                    seen.push(*cell);
                }
            }
        }
    }
}
