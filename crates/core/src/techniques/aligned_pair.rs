//! Aligned Pair Exclusion: two empty cells of one house hold two different digits. A pair of
//! digits for them is impossible when an almost locked set (n cells holding n + 1 digits, a
//! two-candidate cell the smallest) outside them holds both digits, every place of the first
//! seeing the first cell and every place of the second seeing the second: the set would lose two
//! digits and keep n cells for n - 1 digits. A digit of one cell that every pairing with the other
//! cell's digits rules out goes.
//!
//! Every board size works.

use super::als::{Als, almost_locked_sets_of};
use super::places::Places;
use super::search::Search;
use crate::deduction::step::{Highlight, Role, Step};
use crate::deduction::technique::Technique;
use crate::message::Message;
use crate::message::Piece;
use crate::message::{cell_list, digit_set_list, elimination_list, or_list};
use crate::model::{Candidate, Cell, CellSet, Digit, Grid, House};

/// Per (cell, digit), the indices of the sets whose every place of the digit sees the cell.
struct Sighted {
    digits: usize,
    sets: Vec<Vec<u32>>,
}

impl Sighted {
    fn new<S: Places>(grid: &Grid, sets: &[Als<S>]) -> Sighted {
        let digits = grid.n() + 1;
        let mut sighted = vec![Vec::new(); grid.values().len() * digits];
        for (index, set) in sets.iter().enumerate() {
            for digit in set.digits().iter() {
                for cell in set.seers(digit).into_iter().flat_map(|seers| seers.cells()) {
                    sighted[cell.index() * digits + usize::from(digit.get())].push(index as u32);
                }
            }
        }
        Sighted {
            digits,
            sets: sighted,
        }
    }

    fn of(&self, cell: Cell, digit: Digit) -> &[u32] {
        &self.sets[cell.index() * self.digits + usize::from(digit.get())]
    }
}

/// The set that rules out `first = a` together with `second = b`, if one does: it holds both
/// digits, lies outside both cells, and its `a`s see `first` and its `b`s see `second`.
fn excluder<'s, S: Places>(
    sets: &'s [Als<S>],
    sighted: &Sighted,
    (first, a): (Cell, Digit),
    (second, b): (Cell, Digit),
) -> Option<&'s Als<S>> {
    let with_b = sighted.of(second, b);
    sighted
        .of(first, a)
        .iter()
        .filter(|index| with_b.binary_search(index).is_ok())
        .map(|&index| &sets[index as usize])
        .find(|set| !set.contains(first) && !set.contains(second))
}

/// Every Aligned Pair Exclusion: houses in order, then pairs of cells in cell order (a pair that
/// shares several houses is taken in the first), one step per pair with all it removes.
pub(super) fn aligned_pair_exclusion(search: &mut Search<'_>) {
    if search.grid.values().len() <= 128 {
        aligned_pair_exclusion_on::<u128>(search);
    } else {
        aligned_pair_exclusion_on::<CellSet>(search);
    }
}

/// `aligned_pair_exclusion` with the sets of cells as `S`.
fn aligned_pair_exclusion_on<S: Places>(search: &mut Search<'_>) {
    let grid = search.grid;
    let graph = almost_locked_sets_of::<S>(search);
    let sets = &graph.sets;
    let sighted = Sighted::new(grid, sets);
    let geometry = grid.geometry();
    for &house in geometry.houses() {
        let cells: Vec<Cell> = geometry
            .cells_of(house)
            .iter()
            .copied()
            .filter(|&c| grid.value(c).is_none() && grid.candidates(c).len() >= 2)
            .collect();
        for (i, &first) in cells.iter().enumerate() {
            for &second in &cells[i + 1..] {
                if geometry.shared_houses(first, second).first() != Some(&house) {
                    continue;
                }
                if let Some(step) = pair_step(grid, sets, &sighted, house, [first, second])
                    && search.found.add(step)
                {
                    return;
                }
            }
        }
    }
}

/// The step of the pair `cells` in `house`, if some digit of one cell pairs with no digit of the
/// other.
fn pair_step<S: Places>(
    grid: &Grid,
    sets: &[Als<S>],
    sighted: &Sighted,
    house: House,
    cells: [Cell; 2],
) -> Option<Step> {
    let geometry = grid.geometry();
    let mut eliminations = Vec::new();
    let mut reasons = Vec::new();
    let mut used: Vec<&Als<S>> = Vec::new();
    for (cell, other) in [(cells[0], cells[1]), (cells[1], cells[0])] {
        for a in grid.candidates(cell).iter() {
            let pairings: Option<Vec<(Digit, &Als<S>)>> = grid
                .candidates(other)
                .iter()
                .filter(|&b| b != a)
                .map(|b| excluder(sets, sighted, (cell, a), (other, b)).map(|set| (b, set)))
                .collect();
            let Some(pairings) = pairings else {
                continue;
            };
            let cases: Vec<Message> = pairings
                .iter()
                .map(|&(b, set)| {
                    let size = set.cells().len();
                    template!(
                        "aligned-pair-case",
                        other = Piece::cell(geometry, other),
                        partner = b,
                        set = cell_list(geometry, set.cells()),
                        digits = digit_set_list(set.digits()),
                        digit = a,
                        size = size,
                        left = size - 1,
                    )
                })
                .collect();
            let partners: Vec<Digit> = pairings.iter().map(|&(b, _)| b).collect();
            reasons.push(template!(
                "aligned-pair-reason",
                cell = Piece::cell(geometry, cell),
                digit = a,
                other = Piece::cell(geometry, other),
                partners = or_list(partners),
                cases = Message::separated(&cases, "; "),
            ));
            for (_, set) in pairings {
                if !used.iter().any(|u| std::ptr::eq(*u, set)) {
                    used.push(set);
                }
            }
            eliminations.push(Candidate { cell, digit: a });
        }
    }
    if eliminations.is_empty() {
        return None;
    }
    eliminations.sort_unstable();
    let message = template!(
        "aligned-pair-step",
        technique = Technique::AlignedPairExclusion,
        first = Piece::cell(geometry, cells[0]),
        second = Piece::cell(geometry, cells[1]),
        house = house,
        reasons = Message::separated(&reasons, ". "),
        eliminations = elimination_list(geometry, &eliminations),
    );
    let highlight = Highlight {
        cells: cells.iter().map(|&c| (c, Role::Pattern)).collect(),
        houses: vec![house],
        sets: used.iter().map(|set| set.cells().to_vec()).collect(),
        ..Highlight::default()
    };
    Some(Step::eliminating(
        Technique::AlignedPairExclusion,
        message,
        eliminations,
        highlight,
    ))
}
