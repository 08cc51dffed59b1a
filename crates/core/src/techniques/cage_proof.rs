//! Proofs of the Killer cage steps (Cage Combinations, Cage/House Overlap, Innies and Outies,
//! Innie-Outie Difference, Cage Splitting), fact by fact in the arithmetic a student checks: a
//! cage's sum, a house's total, the sum of the cells left when some parts are taken from others
//! (a hidden cage among them with its own parts), or the difference of two groups of cells, when
//! a part taken away reaches outside the others, the
//! sets of different digits that can still fill those cells, and the candidates those sets (or
//! the fillings of the cells) rule out or the digit they confine.

use crate::deduction::proof::{Fact, Group, ProofBuilder, Rule};
use crate::model::{Cage, Candidate, Cell, Digit, Grid, House, LittleKiller, sum_range};

/// A part of the board whose sum is known: a cage with a sum, a house, or a little killer's
/// diagonal.
#[derive(Clone, Copy)]
pub(super) enum Part<'a> {
    /// A cage; its sum is given.
    Cage(&'a Cage),
    /// A house; it holds every digit once.
    House(House),
    /// A hidden cage the rule of 45 found: cells whose sum its own parts give.
    Hidden(&'a Hidden<'a>),
    /// A little killer clue's diagonal; its sum is given.
    Diagonal(&'a LittleKiller),
}

/// A hidden cage: the innies or outies of an area, cells adding up to the parts `added` less
/// the parts `taken`.
pub(super) struct Hidden<'a> {
    /// The cells, in cell order.
    pub(super) cells: Vec<Cell>,
    /// What they add up to.
    pub(super) sum: u32,
    /// The parts whose sums add up to theirs, less those of `taken`.
    pub(super) added: Vec<Part<'a>>,
    /// The parts taken away.
    pub(super) taken: Vec<Part<'a>>,
    /// The houses it was read from.
    pub(super) houses: Vec<House>,
}

/// Adds the sum of `part` and returns its id.
fn part_fact(grid: &Grid, proof: &mut ProofBuilder, part: Part) -> usize {
    match part {
        Part::Cage(cage) => cage_sum(proof, cage),
        Part::Diagonal(clue) => proof.add(
            Fact::Sum {
                cells: sorted(&clue.cells),
                total: clue.sum,
            },
            Rule::DiagonalSum,
            Vec::new(),
        ),
        Part::Hidden(hidden) => sum_fact(
            grid,
            proof,
            &hidden.added,
            &hidden.taken,
            &hidden.cells,
            hidden.sum,
        ),
        Part::House(house) => {
            let mut cells = grid.geometry().cells_of(house).to_vec();
            cells.sort_unstable();
            proof.add(
                Fact::Sum {
                    cells,
                    total: sum_range(grid.n(), grid.n()).0,
                },
                Rule::HouseTotal(house),
                Vec::new(),
            )
        }
    }
}

/// Adds the sum of `cage` (a cage with a sum) and returns its id.
pub(super) fn cage_sum(proof: &mut ProofBuilder, cage: &Cage) -> usize {
    proof.add(
        Fact::Sum {
            cells: cage.cells.clone(),
            total: cage.sum.unwrap_or(0),
        },
        Rule::CageSum,
        Vec::new(),
    )
}

/// Adds the facts that `cells` add up to `total`, the parts `added` less the parts `taken`
/// (one part alone is its own fact), and returns the id of the last.
pub(super) fn sum_fact(
    grid: &Grid,
    proof: &mut ProofBuilder,
    added: &[Part],
    taken: &[Part],
    cells: &[Cell],
    total: u32,
) -> usize {
    if let ([only], []) = (added, taken) {
        return part_fact(grid, proof, *only);
    }
    let fact = Fact::Sum {
        cells: sorted(cells),
        total,
    };
    parts_fact(grid, proof, added, taken, fact)
}

/// Adds the facts that the cells `more` add up to those of `less` plus `by`, the parts `added`
/// less the parts `taken`, and returns the id of the last.
pub(super) fn difference_fact(
    grid: &Grid,
    proof: &mut ProofBuilder,
    (added, taken): (&[Part], &[Part]),
    (more, less): (&[Cell], &[Cell]),
    by: u32,
) -> usize {
    let fact = Fact::Difference {
        cells: sorted(more),
        less: sorted(less),
        by,
    };
    parts_fact(grid, proof, added, taken, fact)
}

/// Adds the sums of `added` and `taken`, then `fact` worked out from them, and returns its id.
fn parts_fact(
    grid: &Grid,
    proof: &mut ProofBuilder,
    added: &[Part],
    taken: &[Part],
    fact: Fact,
) -> usize {
    let plus: Vec<usize> = added
        .iter()
        .map(|&part| part_fact(grid, proof, part))
        .collect();
    let minus: Vec<usize> = taken
        .iter()
        .map(|&part| part_fact(grid, proof, part))
        .collect();
    let from = plus.iter().chain(&minus).copied().collect();
    proof.add(fact, Rule::SumOfParts(minus), from)
}

/// `cells` in cell order.
fn sorted(cells: &[Cell]) -> Vec<Cell> {
    let mut sorted = cells.to_vec();
    sorted.sort_unstable();
    sorted
}

/// Adds the fact that the open cells `open` hold one of `sets` (those that fit), resting on the
/// sum `sum_id` and the groups `groups` (a digit in one of their cells), and returns its id.
pub(super) fn sets_fact(
    proof: &mut ProofBuilder,
    open: &[Cell],
    sets: &[&Vec<Digit>],
    sum_id: usize,
    groups: &[usize],
) -> usize {
    let from = std::iter::once(sum_id)
        .chain(groups.iter().copied())
        .collect();
    proof.add(
        Fact::Sets {
            cells: open.to_vec(),
            sets: sets.iter().map(|set| set.to_vec()).collect(),
        },
        Rule::Combinations,
        from,
    )
}

/// Adds, for each of `removed` (candidates of the open cells of `sets_id`), the fact that no set
/// puts it there.
pub(super) fn no_set_places(proof: &mut ProofBuilder, sets_id: usize, removed: &[Candidate]) {
    for &candidate in removed {
        proof.add(
            Fact::IsNot(Group::from(candidate)),
            Rule::NoSetPlaces,
            vec![sets_id],
        );
    }
}

/// Adds that `digit` fits in `house` only in `places`, and for each of `removed` (each seeing
/// every place) that the digit leaves it (`confined`); returns the id of the first fact.
pub(super) fn confined_to_places(
    proof: &mut ProofBuilder,
    house: House,
    places: &[Cell],
    digit: Digit,
    removed: &[Candidate],
) -> usize {
    let group = Group {
        cells: places.to_vec(),
        digit,
    };
    let group_id = proof.add(Fact::Is(group), Rule::OnlyPlaces(house), Vec::new());
    confined(proof, group_id, removed);
    group_id
}

/// Adds, for each of `removed` (each seeing every cell of the group `group_id`, of the same
/// digit), the fact that the group's digit leaves it.
pub(super) fn confined(proof: &mut ProofBuilder, group_id: usize, removed: &[Candidate]) {
    for &candidate in removed {
        proof.add(
            Fact::IsNot(Group::from(candidate)),
            Rule::Confined,
            vec![group_id],
        );
    }
}
