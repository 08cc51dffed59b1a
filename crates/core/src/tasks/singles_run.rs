//! The shortest run of singles that settles one candidate: "r7c9 = 7 by a Naked Single, then
//! r9c9 = 4 by a Full House, so not 4 in r3c9". `explain` prefers such a run to an advanced step.
//!
//! The search plays every single of the position at once, round after round, and remembers for
//! each digit it places which earlier placements it rests on (the placements in its peers that
//! took its cell's other candidates, or that took the digit's other places in its house). The run
//! is the placement that settles the candidate with everything it rests on, in order; each of its
//! steps is then found again by the single techniques themselves on the position the run has
//! reached, so every step shown is one the solver would take.

use std::collections::BTreeSet;

use crate::cancel::Cancel;
use crate::deduction::step::Step;
use crate::deduction::technique::Technique;
use crate::model::{Candidate, Candidates, Cell, Digit, Grid, House};
use crate::techniques::Target;

/// The singles a run is made of, in the order each of its placements is looked for.
const SINGLES: [Technique; 3] = [
    Technique::FullHouse,
    Technique::NakedSingle,
    Technique::HiddenSingle,
];

/// A digit the rounds placed, with the placements it rests on (itself included), by index.
struct Placement {
    candidate: Candidate,
    closure: BTreeSet<usize>,
}

/// The rounds of singles played from one position.
struct Rounds<'g> {
    grid: &'g Grid,
    placements: Vec<Placement>,
    by_cell: Vec<Option<usize>>,
}

impl Rounds<'_> {
    /// Of the placements, the one with the smallest run behind it.
    fn cheapest(&self, placements: impl Iterator<Item = usize>) -> Option<usize> {
        placements.min_by_key(|&index| (self.placements[index].closure.len(), index))
    }

    /// The cheapest placement of `digit` in a peer of `cell`.
    fn holder(&self, cell: Cell, digit: Digit) -> Option<usize> {
        let geometry = self.grid.geometry();
        self.cheapest(geometry.peers(cell).iter().filter_map(|&peer| {
            self.by_cell[peer.index()]
                .filter(|&index| self.placements[index].candidate.digit == digit)
        }))
    }

    /// Whether `cell` is empty after the placements so far.
    fn is_empty(&self, cell: Cell) -> bool {
        self.grid.value(cell).is_none() && self.by_cell[cell.index()].is_none()
    }

    /// The candidates of an empty `cell` that no placement so far has taken.
    fn live(&self, cell: Cell) -> Candidates {
        let mut live = self.grid.candidates(cell);
        for digit in self.grid.candidates(cell).iter() {
            if self.holder(cell, digit).is_some() {
                live.remove(digit);
            }
        }
        live
    }

    /// The placements behind all of `needs`, together.
    fn closure(&self, needs: &[usize]) -> BTreeSet<usize> {
        needs
            .iter()
            .flat_map(|&index| self.placements[index].closure.iter().copied())
            .collect()
    }

    /// The digit `cell` takes as a naked single, with the placements that took its other
    /// candidates.
    fn naked(&self, cell: Cell) -> Option<(Digit, Vec<usize>)> {
        let digit = self.live(cell).single()?;
        let needs = self
            .grid
            .candidates(cell)
            .iter()
            .filter(|&other| other != digit)
            .map(|other| self.holder(cell, other))
            .collect::<Option<Vec<usize>>>()?;
        Some((digit, needs))
    }

    /// The last empty cell of `house` and its missing digit, with the placements that filled
    /// the house's other cells.
    fn full_house(&self, house: House) -> Option<(Candidate, Vec<usize>)> {
        let cells = self.grid.geometry().cells_of(house);
        let mut empty = cells.iter().copied().filter(|&cell| self.is_empty(cell));
        let cell = empty.next()?;
        if empty.next().is_some() {
            return None;
        }
        let mut missing = Candidates::all(self.grid.n());
        for &other in cells.iter().filter(|&&other| other != cell) {
            missing.remove(self.digit_in(other)?);
        }
        let digit = missing.single()?;
        if !self.live(cell).contains(digit) {
            return None;
        }
        let needs = cells
            .iter()
            .filter_map(|other| self.by_cell[other.index()])
            .collect();
        Some((Candidate { cell, digit }, needs))
    }

    /// The digit in `cell`, given, placed before the run or placed by it.
    fn digit_in(&self, cell: Cell) -> Option<Digit> {
        self.grid.value(cell).or_else(|| {
            self.by_cell[cell.index()].map(|index| self.placements[index].candidate.digit)
        })
    }

    /// The one place left for `digit` in `house`, with the placements that took its other
    /// places there (filled them, or put the digit in a peer).
    fn hidden(&self, house: House, digit: Digit) -> Option<(Cell, Vec<usize>)> {
        let cells = self.grid.geometry().cells_of(house);
        if cells.iter().any(|&cell| self.digit_in(cell) == Some(digit)) {
            return None;
        }
        let mut places = cells
            .iter()
            .copied()
            .filter(|&cell| self.is_empty(cell) && self.live(cell).contains(digit));
        let cell = places.next()?;
        if places.next().is_some() {
            return None;
        }
        let needs = cells
            .iter()
            .copied()
            .filter(|&other| {
                other != cell
                    && self.grid.value(other).is_none()
                    && self.grid.candidates(other).contains(digit)
            })
            .map(|other| {
                let filled = self.by_cell[other.index()];
                self.cheapest(filled.into_iter().chain(self.holder(other, digit)))
            })
            .collect::<Option<Vec<usize>>>()?;
        Some((cell, needs))
    }

    /// Every single of the position the rounds have reached, each placement once (with the
    /// smallest run behind it), in cell order.
    fn round(&self, singles: &[Technique]) -> Vec<Placement> {
        let geometry = self.grid.geometry();
        let mut found: Vec<Option<(Digit, BTreeSet<usize>)>> = vec![None; self.by_cell.len()];
        let mut offer = |candidate: Candidate, needs: &[usize]| {
            let closure = self.closure(needs);
            let slot = &mut found[candidate.cell.index()];
            if slot
                .as_ref()
                .is_none_or(|(_, known)| closure.len() < known.len())
            {
                *slot = Some((candidate.digit, closure));
            }
        };
        if singles.contains(&Technique::FullHouse) {
            for &house in geometry.houses() {
                if let Some((candidate, needs)) = self.full_house(house) {
                    offer(candidate, &needs);
                }
            }
        }
        if singles.contains(&Technique::NakedSingle) {
            for index in 0..self.by_cell.len() {
                let cell = Cell::new(index);
                if let Some((digit, needs)) =
                    self.is_empty(cell).then(|| self.naked(cell)).flatten()
                {
                    offer(Candidate { cell, digit }, &needs);
                }
            }
        }
        if singles.contains(&Technique::HiddenSingle) {
            for &house in geometry.houses() {
                for digit in Candidates::all(self.grid.n()).iter() {
                    if let Some((cell, needs)) = self.hidden(house, digit) {
                        offer(Candidate { cell, digit }, &needs);
                    }
                }
            }
        }
        found
            .into_iter()
            .enumerate()
            .filter_map(|(index, placed)| {
                let (digit, closure) = placed?;
                let cell = Cell::new(index);
                Some(Placement {
                    candidate: Candidate { cell, digit },
                    closure,
                })
            })
            .collect()
    }
}

/// Whether placing `placed` settles `target`: it places the target's candidate, or (for a
/// removal) puts another digit in its cell or its digit in a peer.
fn settles(grid: &Grid, placed: Candidate, target: Target) -> bool {
    match target {
        Target::Places(candidate) => placed == candidate,
        Target::Removes(candidate) => {
            if placed.cell == candidate.cell {
                placed.digit != candidate.digit
            } else {
                placed.digit == candidate.digit
                    && grid.geometry().peers(candidate.cell).contains(&placed.cell)
            }
        }
    }
}

/// The shortest run of at most `longest` singles (of those in `techniques`) from `grid` after
/// which `target` holds, as the steps the single techniques take, in order; `None` when there is
/// none that short. `grid` must agree with the puzzle's solution and have no stale candidates.
pub fn singles_run(
    grid: &Grid,
    target: Target,
    techniques: &[Technique],
    longest: usize,
) -> Option<Vec<Step>> {
    let singles: Vec<Technique> = SINGLES
        .into_iter()
        .filter(|technique| techniques.contains(technique))
        .collect();
    let mut rounds = Rounds {
        grid,
        placements: Vec::new(),
        by_cell: vec![None; grid.n() * grid.n()],
    };
    let mut best: Option<BTreeSet<usize>> = None;
    for round in 1..=longest {
        if best.as_ref().is_some_and(|run| run.len() <= round) {
            break;
        }
        let placed = rounds.round(&singles);
        if placed.is_empty() {
            break;
        }
        for mut placement in placed {
            let index = rounds.placements.len();
            placement.closure.insert(index);
            rounds.by_cell[placement.candidate.cell.index()] = Some(index);
            let shorter = placement.closure.len() <= longest
                && best
                    .as_ref()
                    .is_none_or(|run| placement.closure.len() < run.len());
            if shorter && settles(grid, placement.candidate, target) {
                best = Some(placement.closure.clone());
            }
            rounds.placements.push(placement);
        }
    }
    let run: Vec<Candidate> = best?
        .into_iter()
        .map(|index| rounds.placements[index].candidate)
        .collect();
    replay(grid, &run, &singles, target)
}

/// The steps that place `run` in order from `grid`, each found by the first of `singles` that
/// places it there; `None` if one is not a single when its turn comes or `target` does not hold
/// at the end.
fn replay(
    grid: &Grid,
    run: &[Candidate],
    singles: &[Technique],
    target: Target,
) -> Option<Vec<Step>> {
    let mut position = grid.clone();
    let mut steps = Vec::with_capacity(run.len());
    for &placement in run {
        let step = singles.iter().find_map(|technique| {
            technique.aimed(&position, Target::Places(placement), &Cancel::never())
        })?;
        step.apply(&mut position);
        if let Some(stale) = Technique::CandidateElimination.find(&position) {
            stale.apply(&mut position);
        }
        steps.push(step);
    }
    let Candidate { cell, digit } = target.candidate();
    let holds = match target {
        Target::Places(_) => position.value(cell) == Some(digit),
        Target::Removes(_) => {
            !position.candidates(cell).contains(digit) && position.value(cell) != Some(digit)
        }
    };
    holds.then_some(steps)
}
