//! The step solver: the next step is the first that any enabled technique finds, in the given
//! order. Candidate Elimination always runs first, whatever the list says, because every other
//! technique reads the candidates it leaves. A grid that breaks the rules (a cell without
//! candidates, a digit with no place in a house, a digit twice in a house) is reported as an
//! `Inconsistency`, never stepped on.

use std::fmt;
use std::iter::Peekable;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use crate::backtrack::count_solutions;
use crate::cancel::Cancel;
use crate::deduction::step::Step;
use crate::deduction::technique::{Level, Technique};
use crate::message::{Message, Piece, Say};
use crate::model::{Candidates, Cell, Digit, Grid, HOUSE_SLOTS, House, MAX_DIGITS};
use crate::techniques::{SearchCache, path_allowance_for};

/// Why a grid cannot be solved from where it stands.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Inconsistency {
    /// An empty cell with no candidate left.
    NoCandidate {
        /// The cell, named.
        cell: Piece,
    },
    /// A digit that can no longer be placed anywhere in a house.
    NoPlace {
        /// The digit.
        digit: Digit,
        /// The house.
        house: House,
    },
    /// A digit placed twice in one house.
    Repeated {
        /// The digit.
        digit: Digit,
        /// The house.
        house: House,
    },
    /// A puzzle whose givens allow no solution at all.
    NoSolution,
}

impl Inconsistency {
    /// What is wrong, in words: "r4c5 is empty and has no candidate left".
    pub fn message(&self) -> Message {
        match self {
            Inconsistency::NoCandidate { cell } => {
                template!("inconsistent-no-candidate", cell = cell)
            }
            Inconsistency::NoPlace { digit, house } => {
                template!("clash-no-place", digit = digit, house = house)
            }
            Inconsistency::Repeated { digit, house } => {
                template!("inconsistent-repeated", digit = digit, house = house)
            }
            Inconsistency::NoSolution => template!("inconsistent-no-solution"),
        }
    }
}

/// The message in the `r4c5` notation.
impl fmt::Display for Inconsistency {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message().text())
    }
}

impl std::error::Error for Inconsistency {}

/// The error is said as its message.
impl Say for Inconsistency {
    fn say(&self, message: &mut Message) {
        message.push(self.message());
    }
}

/// Checks that every empty cell has a candidate and every house can still take every digit.
pub fn check_consistency(grid: &Grid) -> Result<(), Inconsistency> {
    survey(grid).map(|_| ())
}

/// `check_consistency`, also telling whether some empty cell still has a candidate placed
/// elsewhere in one of its houses (what Candidate Elimination removes), and whether a Full House
/// or a Naked Single may be on the board (see `Survey`). One pass over the rows gathers what each
/// row, column and box holds, a box's run of cells within a row at a time; the other houses
/// (Jigsaw regions, diagonals, windows) are read through their cells.
/// The houses are then checked in the board's order; the first empty cell without a candidate
/// is named before any house.
fn survey(grid: &Grid) -> Result<Survey, Inconsistency> {
    let geometry = grid.geometry();
    let n = grid.n();
    let values = grid.values();
    let candidates = grid.all_candidates();
    let layout = geometry.layout();
    let (box_rows, box_cols) = (layout.box_rows(), layout.box_cols());
    let boxes_gathered = layout.variant().regions.is_none();
    let mut rows = [HouseDigits::default(); MAX_DIGITS];
    let mut cols = [HouseDigits::default(); MAX_DIGITS];
    let mut boxes = [HouseDigits::default(); MAX_DIGITS];
    // The fewest digits a cell offers (placed or possible: none only for an empty cell without
    // candidates), the candidates of placed cells, and whether a cell has exactly one candidate.
    let mut fewest = u32::MAX;
    let mut placed_cells_candidates = 0;
    let mut one_candidate = false;
    let boxes_across = n / box_cols;
    let bands = values
        .chunks_exact(n * box_rows)
        .zip(candidates.chunks_exact(n * box_rows))
        .zip(rows.chunks_exact_mut(box_rows))
        .zip(boxes.chunks_exact_mut(boxes_across));
    for (((band_values, band_candidates), band_rows), band_boxes) in bands {
        let band_rows = band_values
            .chunks_exact(n)
            .zip(band_candidates.chunks_exact(n))
            .zip(band_rows);
        for ((row_values, row_candidates), row_digits) in band_rows {
            let mut gathered = HouseDigits::default();
            let runs = row_values
                .chunks_exact(box_cols)
                .zip(row_candidates.chunks_exact(box_cols))
                .zip(cols.chunks_exact_mut(box_cols))
                .zip(band_boxes.iter_mut());
            for (((run_values, run_candidates), run_cols), box_digits) in runs {
                let mut run = HouseDigits::default();
                for ((&value, &cell_candidates), col_digits) in
                    run_values.iter().zip(run_candidates).zip(run_cols)
                {
                    let bits = cell_candidates.bits();
                    let digits = HouseDigits::of_cell(value, bits);
                    fewest = fewest.min(digits.placed | digits.possible);
                    placed_cells_candidates |= bits & !digits.possible;
                    one_candidate |= has_one_bit(bits);
                    run.merge(digits);
                    col_digits.merge(digits);
                }
                gathered.merge(run);
                box_digits.merge(run);
            }
            *row_digits = gathered;
        }
    }
    let no_candidate = fewest == 0;
    let solved_with_candidates = placed_cells_candidates != 0;
    if no_candidate
        && let Some(cell) = (0..values.len())
            .map(Cell::new)
            .find(|&cell| values[cell.index()] == 0 && candidates[cell.index()].bits() == 0)
    {
        return Err(Inconsistency::NoCandidate {
            cell: Piece::cell(geometry, cell),
        });
    }
    let all = Candidates::all(n).bits();
    let mut survey = Survey {
        stale_candidates: solved_with_candidates,
        one_candidate,
        lone_empty_cell: false,
    };
    for &house in geometry.houses() {
        let digits = match house {
            House::Row(i) => rows[usize::from(i)],
            House::Col(i) => cols[usize::from(i)],
            House::Box(i) if boxes_gathered => boxes[usize::from(i)],
            _ => HouseDigits::of_cells(values, candidates, geometry.cells_of(house)),
        };
        if let Some(digit) = (digits.placed_sum != digits.placed)
            .then(|| first_repeated(grid, house))
            .flatten()
        {
            return Err(Inconsistency::Repeated { digit, house });
        }
        if let Some(digit) = Candidates::from_bits(all & !(digits.placed | digits.possible))
            .iter()
            .next()
        {
            return Err(Inconsistency::NoPlace { digit, house });
        }
        survey.stale_candidates |= digits.placed & digits.possible != 0;
        survey.lone_empty_cell |= is_lone_bit(all & !digits.placed);
    }
    Ok(survey)
}

/// Whether a cell's candidate `bits` hold exactly one candidate: the test per cell, a compare and
/// a mask that need no bit count.
fn has_one_bit(bits: u32) -> bool {
    (bits != 0) & (bits & bits.wrapping_sub(1) == 0)
}

/// Whether a house's missing digits `bits` are exactly one, found through the lowest bit's place.
/// Written this way, the compiler does not turn it into a bit count, which takes a dozen
/// instructions on processors without one (the x86-64 baseline).
fn is_lone_bit(bits: u32) -> bool {
    bits.checked_shr(bits.trailing_zeros()) == Some(1)
}

/// What `survey` finds on a grid that breaks no rule: whether Candidate Elimination has work, and
/// which singles have a pattern to look at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Survey {
    /// Some empty cell still has a candidate placed in one of its houses, or a placed cell still
    /// has candidates.
    stale_candidates: bool,
    /// Some cell has exactly one candidate.
    one_candidate: bool,
    /// Some house lacks exactly one digit, so it has exactly one empty cell (its placed digits
    /// differ, or the survey would have stopped).
    lone_empty_cell: bool,
}

impl Survey {
    /// Whether `technique` is sure to find nothing here: Full House without a house of one empty
    /// cell, Naked Single without a cell of one candidate. (A Hidden Single is found nearly
    /// always when the search gets that far, so telling it beforehand would cost more than it
    /// saves.)
    fn rules_out(self, technique: Technique) -> bool {
        match technique {
            Technique::FullHouse => !self.lone_empty_cell,
            Technique::NakedSingle => !self.one_candidate,
            _ => false,
        }
    }
}

/// What a path knows of its puzzle's solutions when it starts.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Solutions {
    /// Exactly one (counted, with the grid's candidates): no sound step can break a rule.
    One,
    /// None, several, or not counted: every position is surveyed in full.
    Unknown,
}

/// The survey a path of sound steps keeps from one step to the next, from a position whose
/// candidates are clean (no candidate of an empty cell is placed in one of its houses, no placed
/// cell has candidates). Placing a digit removes it from every cell that shares a house with the
/// placed cell, and removing candidates adds none, so the candidates stay clean; what can change
/// is which houses have one empty cell left, counted here, and which cells have one candidate
/// left, read from the candidates. Its answers are those `survey` would give.
struct PathSurvey {
    /// The empty cells of each house, by its position in the tables (`House::index`).
    empty_cells: [u8; HOUSE_SLOTS],
}

impl PathSurvey {
    /// The counts of `grid`'s empty cells, house by house.
    fn of(grid: &Grid) -> PathSurvey {
        let geometry = grid.geometry();
        let n = grid.n();
        let mut empty_cells = [0; HOUSE_SLOTS];
        for &house in geometry.houses() {
            let empty = geometry
                .cells_of(house)
                .iter()
                .filter(|cell| grid.value(**cell).is_none())
                .count();
            empty_cells[house.index(n)] = u8::try_from(empty).unwrap_or(u8::MAX);
        }
        PathSurvey { empty_cells }
    }

    /// What `survey` says of `grid`, the position these counts describe.
    fn survey(&self, grid: &Grid) -> Survey {
        let one_candidate = grid
            .all_candidates()
            .iter()
            .fold(false, |found, candidates| {
                found | has_one_bit(candidates.bits())
            });
        let lone_empty_cell = self
            .empty_cells
            .iter()
            .fold(false, |found, &count| found | (count == 1));
        Survey {
            stale_candidates: false,
            one_candidate,
            lone_empty_cell,
        }
    }

    /// Counts the cells `step` fills in `grid`, before it is applied.
    fn record(&mut self, grid: &Grid, step: &Step) {
        let geometry = grid.geometry();
        let n = grid.n();
        for (index, placement) in step.placements.iter().enumerate() {
            let repeated = step.placements[..index]
                .iter()
                .any(|earlier| earlier.cell == placement.cell);
            if grid.value(placement.cell).is_some() || repeated {
                continue;
            }
            for &house in geometry.houses_of(placement.cell) {
                let count = &mut self.empty_cells[house.index(n)];
                *count = count.saturating_sub(1);
            }
        }
    }
}

/// What `survey` gathers of one house, as digit masks: the digits placed in it, the sum of its
/// placed cells' digit bits (more than `placed` exactly when a digit is placed twice), and the
/// candidates of its empty cells.
#[derive(Clone, Copy, Default)]
struct HouseDigits {
    placed: u32,
    placed_sum: u32,
    possible: u32,
}

impl HouseDigits {
    /// One cell holding `value` (0 when empty) with the candidate bits `candidates`: its placed
    /// digit, or its candidates when it is empty.
    fn of_cell(value: u8, candidates: u32) -> HouseDigits {
        let placed = (1u32 << value) >> 1;
        HouseDigits {
            placed,
            placed_sum: placed,
            possible: candidates & u32::from(value == 0).wrapping_neg(),
        }
    }

    /// The cells `cells` of a grid whose values are `values` and candidates `candidates`.
    fn of_cells(values: &[u8], candidates: &[Candidates], cells: &[Cell]) -> HouseDigits {
        cells
            .iter()
            .fold(HouseDigits::default(), |mut digits, &cell| {
                let index = cell.index();
                digits.merge(HouseDigits::of_cell(
                    values[index],
                    candidates[index].bits(),
                ));
                digits
            })
    }

    /// Adds the cells `other` gathered.
    fn merge(&mut self, other: HouseDigits) {
        self.placed |= other.placed;
        self.placed_sum += other.placed_sum;
        self.possible |= other.possible;
    }
}

/// The first digit, in cell order, placed in `house` where it already stands.
fn first_repeated(grid: &Grid, house: House) -> Option<Digit> {
    let mut seen = 0u32;
    grid.geometry()
        .cells_of(house)
        .iter()
        .filter_map(|&cell| grid.value(cell))
        .find(|digit| {
            let again = seen & digit.bit() != 0;
            seen |= digit.bit();
            again
        })
}

/// Finds the steps of a list of techniques in priority order, and keeps the work its searches
/// can reuse (a `SearchCache`) from one step to the next. A whole solve, a Take Step in the app and
/// the benchmark each use one finder step after step.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct StepFinder {
    techniques: Vec<Technique>,
    #[serde(skip)]
    cache: SearchCache,
}

impl StepFinder {
    /// A finder that tries `techniques` in this order, with an empty cache.
    pub fn new(techniques: &[Technique]) -> StepFinder {
        StepFinder {
            techniques: techniques.to_vec(),
            cache: SearchCache::new(),
        }
    }

    /// The techniques it tries, in order.
    pub fn techniques(&self) -> &[Technique] {
        &self.techniques
    }

    /// Tries `techniques` from now on (the cache stays: what it keeps holds for any order).
    pub fn set_techniques(&mut self, techniques: &[Technique]) {
        self.techniques = techniques.to_vec();
    }

    /// The next step: Candidate Elimination if it applies, else the first step any of the
    /// techniques finds, in order. `Ok(None)` when the grid is solved or no technique applies.
    /// Long searches give up (finding nothing) once `cancel` is set.
    pub fn next_step(
        &mut self,
        grid: &Grid,
        cancel: &Cancel,
    ) -> Result<Option<Step>, Inconsistency> {
        let survey = survey(grid)?;
        Ok(self.step_after(grid, survey, cancel))
    }

    /// `next_step` once `survey` has found `grid` consistent.
    fn step_after(&mut self, grid: &Grid, survey: Survey, cancel: &Cancel) -> Option<Step> {
        if grid.is_solved() {
            return None;
        }
        let mut order = search_order(&self.techniques, survey).peekable();
        if let Some(step) = leading_singles(grid, &mut order, cancel, &mut self.cache) {
            return Some(step);
        }
        let rest: Vec<Technique> = order.collect();
        first_step(grid, &rest, cancel, &mut self.cache)
    }

    /// `next_step` when its answer comes from the singles at the head of the order (Candidate
    /// Elimination, Full House, Naked Single, Hidden Single: one pass over the board each, on any
    /// size), or when the grid is solved or inconsistent; `None` when a later technique would have
    /// to be tried. The app answers such a Take Step at once, in the frame that asked for it,
    /// instead of in a background search whose answer a later frame draws.
    pub fn quick_step(&mut self, grid: &Grid) -> Option<Result<Option<Step>, Inconsistency>> {
        let survey = match survey(grid) {
            Ok(survey) => survey,
            Err(inconsistency) => return Some(Err(inconsistency)),
        };
        if grid.is_solved() {
            return Some(Ok(None));
        }
        let mut order = search_order(&self.techniques, survey).peekable();
        leading_singles(grid, &mut order, &Cancel::never(), &mut self.cache)
            .map(|step| Ok(Some(step)))
    }

    /// Every step the techniques find in `grid` (up to `MAX_STEPS_PER_TECHNIQUE` of each; the
    /// forcing searches give one), grouped by technique in order, without repeats of the same
    /// effect by the same technique. Each technique's steps come in `Technique::ranked` order, so its
    /// first is the one a solve would take. Brute Force is left out: it is not a deduction. When
    /// Candidate Elimination applies, it is the only choice, as every other technique reads the
    /// candidates it leaves.
    pub fn all_steps(&mut self, grid: &Grid, cancel: &Cancel) -> Result<Vec<Step>, Inconsistency> {
        check_consistency(grid)?;
        if let Some(step) = Technique::CandidateElimination.find(grid) {
            return Ok(vec![step]);
        }
        let mut steps: Vec<Step> = Vec::new();
        for &technique in &self.techniques {
            if technique == Technique::CandidateElimination || technique == Technique::BruteForce {
                continue;
            }
            let first_of_technique = steps.len();
            let found = technique.ranked(grid, cancel, &mut self.cache, MAX_STEPS_PER_TECHNIQUE);
            for step in found {
                let repeat = steps[first_of_technique..].iter().any(|seen| {
                    seen.placements == step.placements && seen.eliminations == step.eliminations
                });
                if !repeat {
                    steps.push(step);
                }
            }
        }
        Ok(steps)
    }

    /// `solve` for a puzzle with exactly one solution. A puzzle with several is stepped only with
    /// the techniques that hold for every solution (none that assumes uniqueness, no Brute Force
    /// guess) and ends `NotUnique`; one with none ends `Invalid` before any step. When the
    /// backtracking search gives up before it can tell, the puzzle is stepped the same careful way
    /// and ends `Solved` if those steps solve it (which proves the solution unique), else
    /// `Undecided`.
    pub fn solve_if_unique(&mut self, puzzle: &Grid, cancel: &Cancel) -> SolveOutcome {
        self.solve_counted(puzzle, cancel, count_solutions(puzzle, 2))
    }

    /// `solve_if_unique` when the solutions of `puzzle` have been counted already (to 2; `None`
    /// when the search gave up).
    pub fn solve_counted(
        &mut self,
        puzzle: &Grid,
        cancel: &Cancel,
        count: Option<usize>,
    ) -> SolveOutcome {
        self.first_steps(puzzle, cancel, count, usize::MAX)
    }

    /// `solve_counted`, stopping after `most` steps: a path cut short there ends `Stuck` when the
    /// solution is unique (and `NotUnique` or `Undecided` as `solve_counted` says otherwise).
    pub fn first_steps(
        &mut self,
        puzzle: &Grid,
        cancel: &Cancel,
        count: Option<usize>,
        most: usize,
    ) -> SolveOutcome {
        if count == Some(0) {
            return no_solution(puzzle);
        }
        if count == Some(1) {
            return self
                .steps_within(puzzle, cancel, |_| false, most, Solutions::One)
                .0;
        }
        let sound: Vec<Technique> = self
            .techniques
            .iter()
            .copied()
            .filter(|t| !t.assumes_uniqueness() && *t != Technique::BruteForce)
            .collect();
        let chosen = std::mem::replace(&mut self.techniques, sound);
        let (mut outcome, _) =
            self.steps_within(puzzle, cancel, |_| false, most, Solutions::Unknown);
        self.techniques = chosen;
        outcome.result = match (outcome.result, count) {
            (result @ (SolveResult::Invalid(_) | SolveResult::Solved), None) => result,
            (result @ SolveResult::Invalid(_), Some(_)) => result,
            (_, None) => SolveResult::Undecided,
            (_, Some(_)) => SolveResult::NotUnique,
        };
        outcome
    }

    /// Takes steps on a copy of `puzzle` until it is solved, no technique applies, or the grid
    /// breaks a rule; ends (as stuck) as soon as `cancel` is set. A puzzle without any solution is
    /// reported invalid before the first step.
    pub fn solve(&mut self, puzzle: &Grid, cancel: &Cancel) -> SolveOutcome {
        if count_solutions(puzzle, 1) == Some(0) {
            return no_solution(puzzle);
        }
        self.steps_until(puzzle, cancel, |_| false).0
    }

    /// Takes steps on a copy of `puzzle` until it is solved, no technique applies, the grid breaks
    /// a rule, a step changes nothing, or the next step is one that `stop` picks out: that step is
    /// not taken but given back beside the outcome (which then ends `Stuck`).
    pub fn steps_until(
        &mut self,
        puzzle: &Grid,
        cancel: &Cancel,
        stop: impl Fn(&Step) -> bool,
    ) -> (SolveOutcome, Option<Step>) {
        self.steps_within(puzzle, cancel, stop, usize::MAX, Solutions::Unknown)
    }

    /// The first position on `puzzle`'s path where the next step is one of `technique`'s, with
    /// that step; `None` when the path never takes one (or `cancel` ends the search first).
    pub fn first_step_of(
        &mut self,
        puzzle: &Grid,
        technique: Technique,
        cancel: &Cancel,
    ) -> Option<(Grid, Step)> {
        let (outcome, step) = self.steps_until(puzzle, cancel, |step| step.technique == technique);
        step.map(|step| (outcome.grid, step))
    }

    /// `steps_until`, ending (as stuck) once `most` steps are taken. The forcing searches of the
    /// whole path share one allowance of propagations (see `path_allowance_for`). When `puzzle`
    /// is known to have one solution, every step is sound and so keeps the grid consistent: once
    /// the candidates are clean, the survey before each step is kept up to date step by step
    /// (`PathSurvey`) instead of read again from every house.
    fn steps_within(
        &mut self,
        puzzle: &Grid,
        cancel: &Cancel,
        stop: impl Fn(&Step) -> bool,
        most: usize,
        solutions: Solutions,
    ) -> (SolveOutcome, Option<Step>) {
        let mut grid = puzzle.clone();
        let mut steps = Vec::new();
        let mut stopped_at = None;
        let mut kept: Option<PathSurvey> = None;
        let allowance = path_allowance_for(puzzle);
        let cancel = &cancel.with_allowance(Arc::new(AtomicU64::new(allowance)));
        let result = loop {
            if steps.len() == most && !grid.is_solved() {
                break SolveResult::Stuck;
            }
            let surveyed = match &kept {
                Some(kept) => Ok(kept.survey(&grid)),
                None => survey(&grid),
            };
            if let Ok(survey) = surveyed
                && kept.is_none()
                && solutions == Solutions::One
                && !survey.stale_candidates
            {
                kept = Some(PathSurvey::of(&grid));
            }
            match surveyed.map(|survey| self.step_after(&grid, survey, cancel)) {
                Err(inconsistency) => break SolveResult::Invalid(inconsistency),
                Ok(None) if grid.is_solved() => break SolveResult::Solved,
                Ok(None) => break SolveResult::Stuck,
                Ok(Some(step)) if stop(&step) => {
                    stopped_at = Some(step);
                    break SolveResult::Stuck;
                }
                Ok(Some(step)) => {
                    if let Some(kept) = &mut kept {
                        kept.record(&grid, &step);
                    }
                    let changed = step.apply(&mut grid);
                    steps.push(step);
                    if !changed {
                        break SolveResult::Stuck;
                    }
                }
            }
        };
        let outcome = SolveOutcome {
            steps,
            result,
            grid,
        };
        (outcome, stopped_at)
    }
}

/// The outcome for a puzzle without any solution: invalid, before any step.
fn no_solution(puzzle: &Grid) -> SolveOutcome {
    SolveOutcome {
        steps: Vec::new(),
        result: SolveResult::Invalid(Inconsistency::NoSolution),
        grid: puzzle.clone(),
    }
}

/// The next step with `techniques` (see `StepFinder::next_step`), with nothing kept from earlier
/// searches.
pub fn next_step(grid: &Grid, techniques: &[Technique]) -> Result<Option<Step>, Inconsistency> {
    StepFinder::new(techniques).next_step(grid, &Cancel::never())
}

/// The first step any technique of `order` finds, in that order.
///
/// The forcing searches are the slowest, and they can be stopped midway. So when the order holds
/// a run of them, they start on another core (if the thread pool has a free one) as soon as the
/// techniques before them reach the Hard level (singles, locked candidates and subsets have
/// failed), and are stopped as soon as an earlier technique finds a step. The step is the same as
/// a search one technique after another gives. The forcing searches keep nothing in the cache.
fn first_step(
    grid: &Grid,
    order: &[Technique],
    cancel: &Cancel,
    cache: &mut SearchCache,
) -> Option<Step> {
    let in_turn = |techniques: &[Technique], cancel: &Cancel, cache: &mut SearchCache| {
        techniques
            .iter()
            .find_map(|technique| technique.choose(grid, cancel, cache))
    };
    let is_forcing = |t: &Technique| {
        matches!(
            t,
            Technique::KrakenFish | Technique::ForcingChain | Technique::ForcingNet
        )
    };
    let Some(first_forcing) = order.iter().position(is_forcing) else {
        return in_turn(order, cancel, cache);
    };
    let (before, forcing) = order.split_at(first_forcing);
    let (forcing, after) = forcing.split_at(forcing.iter().take_while(|t| is_forcing(t)).count());
    let (quick, slow) = before.split_at(
        before
            .iter()
            .position(|t| t.level() >= Level::Hard)
            .unwrap_or(before.len()),
    );
    if let Some(step) = in_turn(quick, cancel, cache) {
        return Some(step);
    }
    let found_earlier = Arc::new(AtomicBool::new(false));
    // The forcing searches draw on a copy of the path's allowance, which replaces it only when
    // their step is the one taken: what a search stopped midway spent depends on timing.
    let forcing_allowance = cancel
        .allowance_left()
        .map(|left| Arc::new(AtomicU64::new(left)));
    let forcing_cancel = match &forcing_allowance {
        Some(allowance) => cancel
            .or(Arc::clone(&found_earlier))
            .with_allowance(Arc::clone(allowance)),
        None => cancel.or(Arc::clone(&found_earlier)),
    };
    let (early, forced) = rayon::join(
        || {
            let step = in_turn(slow, cancel, cache);
            if step.is_some() {
                found_earlier.store(true, Ordering::Relaxed);
            }
            step
        },
        || {
            let mut unused = SearchCache::new();
            forcing
                .iter()
                .take_while(|_| !forcing_cancel.is_set())
                .find_map(|technique| technique.choose(grid, &forcing_cancel, &mut unused))
        },
    );
    if early.is_none()
        && let Some(allowance) = forcing_allowance
    {
        cancel.set_allowance_left(allowance.load(Ordering::Relaxed));
    }
    early.or(forced).or_else(|| in_turn(after, cancel, cache))
}

/// The order `StepFinder::next_step` tries `techniques` in: Candidate Elimination first when
/// candidates are stale (`survey`), never elsewhere, then the others in order, leaving out the
/// singles the survey rules out.
fn search_order(techniques: &[Technique], survey: Survey) -> impl Iterator<Item = Technique> + '_ {
    survey
        .stale_candidates
        .then_some(Technique::CandidateElimination)
        .into_iter()
        .chain(
            techniques
                .iter()
                .copied()
                .filter(move |&t| t != Technique::CandidateElimination && !survey.rules_out(t)),
        )
}

/// The first step of the singles at the head of `order` (Candidate Elimination, Full House,
/// Naked Single, Hidden Single), each tried in turn and taken from `order`; `None` when they find
/// nothing, and `order` then starts at the first technique that is not one of them. Most steps
/// are singles, so the rest of the order is gathered only when they find nothing.
fn leading_singles(
    grid: &Grid,
    order: &mut Peekable<impl Iterator<Item = Technique>>,
    cancel: &Cancel,
    cache: &mut SearchCache,
) -> Option<Step> {
    let is_single = |t: &Technique| *t == Technique::CandidateElimination || SINGLES.contains(t);
    while let Some(technique) = order.next_if(is_single) {
        if let Some(step) = technique.choose(grid, cancel, cache) {
            return Some(step);
        }
    }
    None
}

/// The techniques `StepFinder::quick_step` tries after Candidate Elimination: each is one pass
/// over the board.
const SINGLES: [Technique; 3] = [
    Technique::FullHouse,
    Technique::NakedSingle,
    Technique::HiddenSingle,
];

/// The most steps of one technique that `StepFinder::all_steps` lists.
pub const MAX_STEPS_PER_TECHNIQUE: usize = 50;

/// How a whole solve ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SolveResult {
    /// Every cell is filled.
    Solved,
    /// No enabled technique applies any more.
    Stuck,
    /// The puzzle has no solution or the grid became inconsistent.
    Invalid(Inconsistency),
    /// The puzzle has more than one solution, so it has no logical solve path: only steps that
    /// hold for every solution were taken (no uniqueness technique, no guess).
    NotUnique,
    /// The backtracking search gave up before it could tell whether the puzzle has one solution,
    /// and the steps that hold for every solution did not solve it.
    Undecided,
}

impl SolveResult {
    /// The word used in the JSON output: "solved", "stuck", "invalid", "not unique" or
    /// "undecided".
    pub fn word(&self) -> &'static str {
        match self {
            SolveResult::Solved => "solved",
            SolveResult::Stuck => "stuck",
            SolveResult::Invalid(_) => "invalid",
            SolveResult::NotUnique => "not unique",
            SolveResult::Undecided => "undecided",
        }
    }
}

/// The steps of a whole solve and where it ended.
#[derive(Debug, Clone)]
pub struct SolveOutcome {
    /// Every step taken, in order.
    pub steps: Vec<Step>,
    /// How the solve ended.
    pub result: SolveResult,
    /// The grid after the last step.
    pub grid: Grid,
}

/// Decides first whether `puzzle` has exactly one solution (see `StepFinder::solve_if_unique`):
/// a puzzle with several solutions is stepped only with techniques that hold for every solution
/// and ends `NotUnique`, one with none ends `Invalid` before any step.
pub fn solve_unique_steps(puzzle: &Grid, techniques: &[Technique]) -> SolveOutcome {
    StepFinder::new(techniques).solve_if_unique(puzzle, &Cancel::never())
}

/// Takes steps until the grid is solved, no technique applies, or the grid breaks a rule (see
/// `StepFinder::solve`).
pub fn solve_steps(puzzle: &Grid, techniques: &[Technique]) -> SolveOutcome {
    StepFinder::new(techniques).solve(puzzle, &Cancel::never())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::expect_used)] // tests state their expectations with expect

    use super::*;
    use crate::model::Layout;

    fn grid_of(layout: Layout, text: &str) -> Grid {
        let values: Vec<u8> = text.bytes().map(|b| b.saturating_sub(b'0')).collect();
        Grid::from_givens(layout, &values).expect("valid givens")
    }

    /// Three puzzles whose solve paths the survey tests walk: two 9x9, one 6x6.
    fn three_puzzles() -> [(Layout, &'static str); 3] {
        [
            (
                Layout::CLASSIC,
                "000000010400000000020000000000050407008000300001090000300400200050100000000806000",
            ),
            (
                Layout::CLASSIC,
                "000000039000001005003050800008090006070002000100400000009080050020000600400700000",
            ),
            (
                Layout::new(2, 3).expect("6x6"),
                "35...4......1..3.......5.1........63",
            ),
        ]
    }

    /// At every position of three solve paths (two 9x9, one 6x6), the survey rules Full House
    /// and Naked Single out exactly when their searches find nothing (on a grid that breaks no
    /// rule, a house lacking one digit has it as its empty cell's candidate), and it does so
    /// often enough to matter.
    #[test]
    fn survey_rules_out_the_singles_exactly_when_they_find_nothing() {
        let mut ruled_out = (0, 0);
        let mut positions = 0;
        for (layout, text) in three_puzzles() {
            let mut grid = grid_of(layout, text);
            let path = solve_steps(&grid, &Technique::DEFAULT).steps;
            for step in &path {
                let survey = survey(&grid).expect("a consistent position");
                let full_house = Technique::FullHouse.find(&grid);
                let naked_single = Technique::NakedSingle.find(&grid);
                assert_eq!(
                    survey.rules_out(Technique::FullHouse),
                    full_house.is_none(),
                    "{text}: Full House at {}",
                    grid.to_line()
                );
                assert_eq!(
                    survey.rules_out(Technique::NakedSingle),
                    naked_single.is_none(),
                    "{text}: Naked Single at {}",
                    grid.to_line()
                );
                assert!(!survey.rules_out(Technique::HiddenSingle));
                ruled_out.0 += usize::from(full_house.is_none());
                ruled_out.1 += usize::from(naked_single.is_none());
                positions += 1;
                step.apply(&mut grid);
            }
            assert!(grid.is_solved(), "{text} is solved");
        }
        assert_eq!((positions, ruled_out), (235, (185, 122)));
    }

    /// Along three solve paths (two 9x9, one 6x6), from the first position with clean
    /// candidates on, the survey kept step by step answers as the full survey does, and both
    /// singles' answers change along the way.
    #[test]
    fn the_kept_survey_answers_as_the_full_survey() {
        let mut kept_positions = 0;
        let mut answers = std::collections::BTreeSet::new();
        for (layout, text) in three_puzzles() {
            let mut grid = grid_of(layout, text);
            let mut kept: Option<PathSurvey> = None;
            for step in &solve_steps(&grid, &Technique::DEFAULT).steps {
                let full = survey(&grid).expect("a consistent position");
                if kept.is_none() && !full.stale_candidates {
                    kept = Some(PathSurvey::of(&grid));
                }
                if let Some(kept) = &mut kept {
                    assert_eq!(kept.survey(&grid), full, "{text} at {}", grid.to_line());
                    answers.insert((full.one_candidate, full.lone_empty_cell));
                    kept_positions += 1;
                    kept.record(&grid, step);
                }
                step.apply(&mut grid);
            }
        }
        assert_eq!(kept_positions, 232);
        // A house's one empty cell has one candidate once the candidates are clean.
        let expected = [(false, false), (true, false), (true, true)];
        assert_eq!(answers, expected.into_iter().collect());
    }

    /// The survey names what breaks a rule on boards of every box shape: a digit placed three
    /// times in a box (twice in a box of two rows or columns; never twice in a row or column),
    /// an empty cell without candidates
    /// before any house, and a digit with no place left in a house; a board that breaks none
    /// passes.
    #[test]
    fn survey_names_the_first_broken_rule_on_every_box_shape() {
        for (box_rows, box_cols) in [(2, 3), (3, 2), (3, 3), (4, 5), (5, 5)] {
            let layout = Layout::new(box_rows, box_cols).expect("layout");
            let n = box_rows * box_cols;
            let empty = Grid::from_givens(layout, &vec![0; n * n]).expect("empty board");
            assert!(check_consistency(&empty).is_ok(), "{n}x{n}: empty board");
            let last_box = n - 1;
            let cells: Vec<Cell> = (0..n * n)
                .map(Cell::new)
                .filter(|&c| empty.geometry().box_of(c) == last_box)
                .collect();
            // Down the box's diagonal from its first cell (three cells, or two in a box of two
            // rows or columns): no two share a row or column.
            let mut tripled = empty.clone();
            for k in 0..box_rows.min(box_cols).min(3) {
                tripled.place(cells[k * box_cols + k], Digit::new(2));
            }
            // Every empty cell keeps every digit, so no house runs out of places for one.
            for cell in (0..n * n).map(Cell::new) {
                if tripled.value(cell).is_none() {
                    tripled.set_candidates(cell, Candidates::all(n));
                }
            }
            assert_eq!(
                survey(&tripled).err(),
                Some(Inconsistency::Repeated {
                    digit: Digit::new(2),
                    house: House::Box(last_box as u8),
                }),
                "{n}x{n}: 2 repeated in the last box"
            );
            let mut no_candidate = tripled.clone();
            let bare = Cell::new(0);
            no_candidate.set_candidates(bare, Candidates::EMPTY);
            assert_eq!(
                survey(&no_candidate).err(),
                Some(Inconsistency::NoCandidate {
                    cell: Piece::cell(empty.geometry(), bare),
                }),
                "{n}x{n}: the first cell bare"
            );
            let mut no_place = empty.clone();
            for col in 0..n {
                no_place.eliminate(Cell::new((n - 1) * n + col), Digit::new(n as u8));
            }
            assert_eq!(
                survey(&no_place).err(),
                Some(Inconsistency::NoPlace {
                    digit: Digit::new(n as u8),
                    house: House::Row(n as u8 - 1),
                }),
                "{n}x{n}: {n} nowhere in the last row"
            );
        }
    }
}
