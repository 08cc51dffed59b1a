//! The puzzle generator: a random solution grid, then givens taken away one (or, for a symmetric
//! puzzle, two opposite cells) at a time in random order, keeping the solution unique and the
//! puzzle solvable with the techniques of the wanted level (on a variant board, also within the
//! level's score limit). The finished puzzle is rated with the
//! default techniques; one of a different level is thrown away and another attempt made. A puzzle
//! to practise a technique is made the same way with the techniques up to its level (or up to a
//! higher level asked for), and kept when its default solve path uses that technique and none of
//! a higher level (and, at a higher level asked for, one of that level). A Killer has no givens:
//! its cages are joined over the solution instead (`cage_design`), as far as the level allows.
//! The same options and seed always give the same puzzle.

use std::fmt;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use web_time::Instant;

use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rayon::prelude::*;

use crate::backtrack::{GUESS_BUDGET, count_solutions_or_stop, solve_within};
use crate::cancel::{Cancel, Interrupted};
use crate::deduction::step::Step;
use crate::deduction::technique::{Level, Technique};
use crate::message::{Explained, Message, Name, Piece};
use crate::model::rules::{Arrow as ArrowRule, Jigsaw, Killer, OddEven, RuleData};
use crate::model::{
    Cell, Grid, Layout, LineKind, Parity, RuleSet, Variant, side_neighbours, unjoined_cell,
};
use crate::solver::{
    Rating, ScoreBands, SolveOutcome, SolveResult, StepFinder, path_score, rate_steps,
};
use crate::tasks::cage_design::{CageDesign, design_cages};
use crate::tasks::line_design::{
    random_arrows, random_lines, random_little_killers, random_sandwiches, solution_marks,
};

/// What to generate.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct GenerateOptions {
    /// The board shape (its box shape; the variant rules come from `rules`).
    pub layout: Layout,
    /// The variant rules. Jigsaw regions, odd/even marks, Killer cages and thermometers are
    /// drawn anew for every puzzle.
    pub rules: RuleSet,
    /// The wanted rating level; for a practice puzzle, the lowest wanted: the puzzle is of this
    /// level when it is above the practised technique's, of the technique's otherwise.
    pub level: Level,
    /// Whether the givens are symmetric under a half turn of the board.
    pub symmetric: bool,
    /// The seed of the random choices.
    pub seed: u64,
    /// A technique to practise: the puzzle's default solve path uses it and no technique of a
    /// level above the wanted one (see `level`).
    pub practise: Option<Technique>,
}

impl GenerateOptions {
    /// The level whose techniques may solve the puzzle: `level`, or for a practice puzzle the
    /// higher of `level` and the practised technique's.
    pub fn wanted_level(&self) -> Level {
        self.practise
            .map_or(self.level, |technique| technique.level().max(self.level))
    }

    /// Whether the puzzle practises a technique at a level above the technique's own: it must
    /// then also need a technique of that level.
    fn raised(&self) -> bool {
        self.practise
            .is_some_and(|technique| self.level > technique.level())
    }

    /// The techniques attempt `attempt` keeps the puzzle solvable with: those of the wanted level
    /// and below, no guessing. To practise a technique, every other attempt takes only it and
    /// those before it in the default order (the default path, which tries them first, then
    /// needs it more often); the attempts between keep the whole level, whose richer puzzles
    /// meet a technique late in its level more often. A practice puzzle of a raised level
    /// (`raised`) always keeps the whole level, which it needs.
    fn solvable_with(&self, attempt: u32) -> Vec<Technique> {
        let level = self.wanted_level();
        let before = match self.practise {
            Some(practised) if attempt % 2 == 1 && !self.raised() => Technique::DEFAULT
                .iter()
                .position(|&t| t == practised)
                .map_or(0, |place| place + 1),
            _ => Technique::DEFAULT.len(),
        };
        Technique::DEFAULT[..before]
            .iter()
            .copied()
            .filter(|&t| t != Technique::BruteForce && t.level() <= level)
            .collect()
    }

    /// The highest score a puzzle may reach while givens are taken away: the wanted level's
    /// limit. A variant's many rules, and a board larger than 9x9 its many cells, leave long
    /// paths, so without it the last puzzle standing would score past Hard and Unfair far more
    /// often than it lands in them. `None` on classic boards up to 9x9 (their scores stay in
    /// reach) and for practice puzzles.
    fn score_cap(&self) -> Option<u32> {
        let within_reach = self.layout.cell_count() <= CAPLESS_CELLS;
        if (self.rules.is_classic() && within_reach) || self.practise.is_some() {
            return None;
        }
        let bands = if self.rules.contains(&Killer) {
            ScoreBands::killer(self.layout.cell_count())
        } else {
            ScoreBands::CLASSIC
        };
        bands.max_score(self.wanted_level())
    }

    /// How many attempts are made before giving up: `MAX_ATTEMPTS`, or for a practice puzzle
    /// `PRACTICE_ATTEMPTS` (the time limit is what usually ends the search).
    pub fn max_attempts(&self) -> u32 {
        match self.practise {
            Some(_) => PRACTICE_ATTEMPTS,
            None => MAX_ATTEMPTS,
        }
    }

    /// What is wanted, for messages: "Hard 9x9 puzzle", "9x9 puzzle to practise X-Wing".
    fn wanted(&self) -> Message {
        let n = self.layout.n();
        let board = if self.rules.is_classic() {
            format!("{n}x{n}")
        } else {
            format!("{n}x{n} {}", self.rules.name())
        };
        match self.practise {
            Some(technique) if self.raised() => template!(
                "generate-wanted-practice-level",
                level = self.level.said(),
                board = board,
                technique = Piece::Technique(technique.name())
            ),
            Some(technique) => template!(
                "generate-wanted-practice",
                board = board,
                technique = Piece::Technique(technique.name())
            ),
            None => template!(
                "generate-wanted-level",
                level = self.level.said(),
                board = board
            ),
        }
    }
}

/// A generated puzzle.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Generated {
    /// The puzzle: givens only, with a unique solution.
    pub grid: Grid,
    /// Its rating with the default techniques (its level is the one asked for).
    pub rating: Rating,
    /// How many attempts it took.
    pub attempts: u32,
    /// For a practice puzzle: the index in its default solve path (0 is step 1) of the first step
    /// of the practised technique.
    pub practised_at: Option<usize>,
}

/// Why no puzzle came out: a catalogue sentence (`Explained`), English for `Display`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, serde::Serialize, serde::Deserialize)]
pub enum GenerateError {
    /// The caller stopped the search.
    Cancelled,
    /// The time limit passed before an attempt gave a puzzle of the wanted kind.
    TimedOut {
        /// What was wanted: "Hard 9x9 puzzle", "9x9 puzzle to practise X-Wing".
        wanted: Message,
        /// The time limit in milliseconds.
        millis: u64,
        /// The attempt under way when time ran out.
        attempt: u32,
        /// What to try instead: a catalogue key.
        #[serde(deserialize_with = "crate::message::kept_name")]
        advice: Name,
    },
    /// No attempt gave a puzzle of the wanted kind.
    NotFound {
        /// What was wanted.
        wanted: Message,
        /// The attempts made.
        attempts: u32,
        /// What to try instead: a catalogue key.
        #[serde(deserialize_with = "crate::message::kept_name")]
        advice: Name,
    },
}

impl Explained for GenerateError {
    fn message(&self) -> Message {
        match self {
            GenerateError::Cancelled => template!("generate-cancelled"),
            GenerateError::TimedOut {
                wanted,
                millis,
                attempt,
                advice,
            } => template!(
                "generate-timed-out",
                wanted = wanted,
                seconds = (*millis as f64 / 1000.0).to_string(),
                attempt = attempt.to_string(),
                advice = Message::template(advice, Vec::new())
            ),
            GenerateError::NotFound {
                wanted,
                attempts,
                advice,
            } => template!(
                "generate-not-found",
                wanted = wanted,
                attempts = attempts.to_string(),
                advice = Message::template(advice, Vec::new())
            ),
        }
    }
}

impl fmt::Display for GenerateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.english())
    }
}

/// Whether a puzzle can be made to practise `technique`: it is on in the default order (so a
/// default solve path can use it) and is neither Candidate Elimination (every path starts with
/// it) nor Brute Force (a guess, not a technique to learn).
pub fn can_practise(technique: Technique) -> bool {
    Technique::DEFAULT.contains(&technique)
        && !matches!(
            technique,
            Technique::CandidateElimination | Technique::BruteForce
        )
}

/// A seed taken from the clock, for a run that does not choose one.
pub fn clock_seed() -> u64 {
    web_time::SystemTime::now()
        .duration_since(web_time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}

/// How many attempts are made before giving up.
pub const MAX_ATTEMPTS: u32 = 500;

/// The most cells a classic board may have for its givens to be taken away without a score cap:
/// a 9x9 board's. Up to this size the generator also counts a puzzle's solutions before it looks
/// for its path (see `attempt_puzzle`).
const CAPLESS_CELLS: usize = 81;

/// How many attempts are made before giving up on a practice puzzle.
pub const PRACTICE_ATTEMPTS: u32 = 100_000;

/// How long `generate` tries before giving up.
pub const TIME_LIMIT: Duration = Duration::from_secs(60);

/// Generates a puzzle within `TIME_LIMIT`; see `generate_within`.
pub fn generate(
    options: &GenerateOptions,
    cancel: &Cancel,
    progress: impl FnMut(u32),
) -> Result<Generated, GenerateError> {
    generate_within(options, TIME_LIMIT, cancel, progress)
}

/// Generates a puzzle, giving up after `options.max_attempts()` attempts or `limit`, whichever
/// comes first; `progress` is told the number of the first attempt of each parallel round.
/// Attempts run in parallel, one per thread of the pool, each with its own random numbers drawn
/// from the seed and its number, and the puzzle of the lowest-numbered attempt that gives one is
/// kept, so the same options and seed give the same puzzle on any number of threads. Cancelling,
/// and the time limit, stop the searches inside an attempt too, so neither waits for an attempt
/// to end.
pub fn generate_within(
    options: &GenerateOptions,
    limit: Duration,
    cancel: &Cancel,
    mut progress: impl FnMut(u32),
) -> Result<Generated, GenerateError> {
    let cancel = cancel.until(Instant::now() + limit);
    let not_found_advice = match options.practise {
        Some(_) => "advice-practice-not-found",
        None => "advice-level-not-found",
    };
    let most = options.max_attempts();
    let batch = u32::try_from(rayon::current_num_threads())
        .unwrap_or(1)
        .max(1);
    let mut first = 1;
    let mut any_grid = false;
    while first <= most {
        let last = first.saturating_add(batch - 1).min(most);
        progress(first);
        if let Err(interrupted) = cancel.check() {
            return Err(interrupted_error(interrupted, options, limit, first));
        }
        let beaten: Vec<Arc<AtomicBool>> = (first..=last).map(|_| Arc::default()).collect();
        let outcomes: Vec<(u32, Result<Attempted, Interrupted>)> = beaten
            .par_iter()
            .enumerate()
            .map(|(place, own)| {
                let attempt = first + place as u32;
                let stop = cancel.or(Arc::clone(own));
                let outcome = fitting_puzzle(options, attempt, &stop);
                if matches!(outcome, Ok(Attempted::Fitting(_))) {
                    for later in &beaten[place + 1..] {
                        later.store(true, Ordering::Relaxed);
                    }
                }
                (attempt, outcome)
            })
            .collect();
        // In attempt order: an attempt stopped because an earlier one succeeded comes after it.
        for (attempt, outcome) in outcomes {
            match outcome {
                Ok(Attempted::Fitting(generated)) => return Ok(*generated),
                Ok(Attempted::Unfitting) => any_grid = true,
                Ok(Attempted::NoGrid) => {}
                Err(interrupted) => {
                    return Err(interrupted_error(interrupted, options, limit, attempt));
                }
            }
        }
        first = last + 1;
    }
    Err(GenerateError::NotFound {
        wanted: options.wanted(),
        attempts: most,
        advice: if any_grid {
            not_found_advice
        } else {
            "advice-no-grid"
        },
    })
}

/// The error of a run interrupted during attempt `attempt`: cancelled, or out of its time `limit`.
fn interrupted_error(
    interrupted: Interrupted,
    options: &GenerateOptions,
    limit: Duration,
    attempt: u32,
) -> GenerateError {
    match interrupted {
        Interrupted::Cancelled => GenerateError::Cancelled,
        Interrupted::TimedOut => GenerateError::TimedOut {
            wanted: options.wanted(),
            millis: limit.as_millis() as u64,
            attempt,
            advice: match options.practise {
                Some(_) => "advice-practice-timed-out",
                None => "advice-level-timed-out",
            },
        },
    }
}

/// The random numbers of attempt `attempt` for `seed`.
fn attempt_rng(seed: u64, attempt: u32) -> StdRng {
    StdRng::seed_from_u64(seed.wrapping_add(u64::from(attempt).wrapping_mul(0x9E37_79B9_7F4A_7C15)))
}

/// How one attempt ended, when it was not interrupted.
enum Attempted {
    /// Its puzzle is of the wanted kind.
    Fitting(Box<Generated>),
    /// Its puzzles are not.
    Unfitting,
    /// It could not complete a random grid with the rules.
    NoGrid,
}

/// Attempt `attempt`: its puzzle when it is of the wanted kind (for a practice puzzle, the first
/// of its candidates that is), with its rating.
fn fitting_puzzle(
    options: &GenerateOptions,
    attempt: u32,
    cancel: &Cancel,
) -> Result<Attempted, Interrupted> {
    let mut rng = attempt_rng(options.seed, attempt);
    let Some(candidates) = attempt_puzzle(options, attempt, &mut rng, cancel)? else {
        return Ok(Attempted::NoGrid);
    };
    for grid in candidates {
        let steps = path_of(&grid, &Technique::DEFAULT, cancel).steps;
        cancel.check()?;
        let rating = rate_steps(&steps, ScoreBands::of(grid.layout()));
        let practised_at = options
            .practise
            .and_then(|wanted| steps.iter().position(|s| s.technique == wanted));
        let fits = match options.practise {
            None => rating.level == options.level,
            Some(_) => {
                let level = options.wanted_level();
                practised_at.is_some()
                    && steps.iter().all(|s| s.technique.level() <= level)
                    && (!options.raised() || rating.level == level)
            }
        };
        if fits {
            return Ok(Attempted::Fitting(Box::new(Generated {
                grid,
                rating,
                attempts: attempt,
                practised_at,
            })));
        }
    }
    Ok(Attempted::Unfitting)
}

/// The solve path of `grid` with `techniques`, cut short when `cancel` stops it. Its givens (or
/// cages) come from a complete grid, so it has a solution and the search for one that
/// `solve_steps` starts with is left out.
fn path_of(grid: &Grid, techniques: &[Technique], cancel: &Cancel) -> SolveOutcome {
    StepFinder::new(techniques)
        .steps_until(grid, cancel, |_| false)
        .0
}

/// A puzzle with a unique solution from which no given can be taken away (in the random order
/// of the seed), without any rating: the generator's raw speed. `options.level` is not used;
/// `None` when it takes longer than `limit`.
pub fn generate_unique(options: &GenerateOptions, limit: Duration) -> Option<Grid> {
    let mut rng = StdRng::seed_from_u64(options.seed);
    let unrated = GenerateOptions {
        level: Level::Extreme,
        practise: None,
        ..*options
    };
    attempt_puzzle(
        &unrated,
        1,
        &mut rng,
        &Cancel::never().until(Instant::now() + limit),
    )
    .ok()
    .flatten()
    .and_then(|candidates| candidates.into_iter().next())
}

/// A complete random grid with the rules of `options` for attempt `attempt`: on a classic board
/// see `classic_solution`; with variant rules, Jigsaw regions drawn at random (the same for
/// `ATTEMPTS_PER_REGION_MAP` attempts in a row), the first row a random order of the digits, the
/// rest completed by the solver, the digits relabelled at random, for odd/even a third of the
/// cells marked as their digit is, and thermometers and whispers drawn where the digits keep
/// their rule (`random_lines`).
fn random_solution(
    options: &GenerateOptions,
    attempt: u32,
    rng: &mut StdRng,
    cancel: &Cancel,
) -> Option<Grid> {
    let rules = options.rules;
    if rules.is_classic() {
        return classic_solution(options.layout, rng, cancel);
    }
    let layout = options.layout.classic();
    let n = layout.n();
    let regions = rules.contains(&Jigsaw).then(|| {
        let mut region_rng = attempt_rng(!options.seed, attempt / ATTEMPTS_PER_REGION_MAP);
        Variant::jigsaw_regions(&random_regions(layout, &mut region_rng))
    });
    let variant = Variant {
        flags: rules
            .rules()
            .filter(|rule| rule.data() == RuleData::None)
            .fold(RuleSet::CLASSIC, |set, rule| set.with(rule)),
        regions,
        ..Variant::CLASSIC
    };
    let layout = layout.with_variant(variant).ok()?;
    let mut values = vec![0u8; n * n];
    let first_row = random_first_row(layout, rng);
    values[..n].copy_from_slice(&first_row);
    let guesses = if n <= 9 {
        SMALL_VARIANT_SOLUTION_GUESSES
    } else {
        GUESS_BUDGET
    };
    let relabelled = solved_and_relabelled(layout, &values, guesses, rng, cancel)?;
    let layout = if rules.contains(&OddEven) {
        let mut cells: Vec<usize> = (0..n * n).collect();
        cells.shuffle(rng);
        let mut parity = vec![Parity::Any; n * n];
        for &i in &cells[..n * n / 3] {
            parity[i] = if relabelled[i] % 2 == 1 {
                Parity::Odd
            } else {
                Parity::Even
            };
        }
        layout
            .with_variant(Variant {
                parity: Variant::parity_map(&parity),
                ..variant
            })
            .ok()?
    } else {
        layout
    };
    let layout = if rules.contains(&ArrowRule) {
        let variant = Variant {
            arrows: Variant::board_arrows(&random_arrows(&relabelled, n, rng)),
            ..layout.variant()
        };
        layout.with_variant(variant).ok()?
    } else {
        layout
    };
    let mut layout = layout;
    for rule in rules.rules() {
        if let RuleData::Pairs(marks) = rule.data() {
            let every: Vec<LineKind> = marks.marks.iter().map(|mark| mark.kind).collect();
            let drawn = solution_marks(marks, &relabelled, n, rng);
            let variant = layout.variant().with_pair_marks(n, marks, &drawn, &every);
            layout = layout.with_variant(variant).ok()?;
        }
    }
    for rule in rules.rules() {
        match rule.data() {
            RuleData::Lines { kind, .. } => {
                let lines = random_lines(&relabelled, n, kind, rng);
                let variant = layout.variant().with_lines(kind, &lines);
                layout = layout.with_variant(variant).ok()?;
            }
            RuleData::Diagonals(_) => {
                let clues = random_little_killers(&relabelled, n, rng);
                let variant = Variant {
                    little_killers: Variant::board_little_killers(&clues),
                    ..layout.variant()
                };
                layout = layout.with_variant(variant).ok()?;
            }
            RuleData::Sandwiches(_) => {
                let clues = random_sandwiches(&relabelled, n, rng);
                let variant = Variant {
                    sandwiches: Variant::board_sandwiches(&clues),
                    ..layout.variant()
                };
                layout = layout.with_variant(variant).ok()?;
            }
            _ => {}
        }
    }
    Grid::from_givens(layout, &relabelled).ok()
}

/// Random Jigsaw regions for the board of `layout`: its boxes, reshaped by many trades, each of
/// a cell of one region given to a region beside it for one of that region's cells beside the
/// first, kept only when both regions still join up side by side.
fn random_regions(layout: Layout, rng: &mut StdRng) -> Vec<u8> {
    let n = layout.n();
    let geometry = layout.geometry();
    let mut regions: Vec<u8> = (0..n * n)
        .map(|i| geometry.box_of(Cell::new(i)) as u8)
        .collect();
    let sides = |i: usize| side_neighbours(n, i);
    let joined = |regions: &[u8], region: u8| unjoined_cell(n, regions, region).is_none();
    let mut order: Vec<usize> = (0..n * n).collect();
    for _ in 0..REGION_SHUFFLE_ROUNDS {
        order.shuffle(rng);
        for &given in &order {
            let from = regions[given];
            let mut beside: Vec<u8> = sides(given)
                .map(|side| regions[side])
                .filter(|&r| r != from)
                .collect();
            beside.shuffle(rng);
            let Some(&to) = beside.first() else {
                continue;
            };
            let mut returned: Vec<usize> = (0..n * n)
                .filter(|&c| regions[c] == to && sides(c).any(|s| s != given && regions[s] == from))
                .collect();
            returned.shuffle(rng);
            let Some(&back) = returned.first() else {
                continue;
            };
            regions[given] = to;
            regions[back] = from;
            if !joined(&regions, from) || !joined(&regions, to) {
                regions[given] = from;
                regions[back] = to;
            }
        }
    }
    regions
}

/// How many guesses completing a random variant board of up to 9x9 may take before the attempt
/// gives it up and draws another: a random set of regions or rules can leave few completions, or
/// none, and proving that takes far longer than drawing again. Larger boards need their guesses
/// (they keep the solver's usual budget).
const SMALL_VARIANT_SOLUTION_GUESSES: u64 = 2_000;

/// How many attempts in a row share one random set of Jigsaw regions. Each set of regions keeps
/// its tables for the rest of the run, so fewer sets keep less; each attempt still draws its own
/// solution and givens.
const ATTEMPTS_PER_REGION_MAP: u32 = 8;

/// How many times `random_regions` tries a swap at every cell.
const REGION_SHUFFLE_ROUNDS: usize = 6;

/// A complete random classic grid: the boxes on the diagonal filled with random permutations
/// (they share no row or column), the rest completed by the solver, and the digits relabelled at
/// random.
fn classic_solution(layout: Layout, rng: &mut StdRng, cancel: &Cancel) -> Option<Grid> {
    let n = layout.n();
    let geometry = layout.geometry();
    let mut values = vec![0u8; n * n];
    let diagonal = layout.box_rows().min(layout.box_cols());
    for i in 0..diagonal {
        let mut digits: Vec<u8> = (1..=n as u8).collect();
        digits.shuffle(rng);
        let (top, left) = (i * layout.box_rows(), i * layout.box_cols());
        let cells = (0..layout.box_rows())
            .flat_map(|r| (0..layout.box_cols()).map(move |c| (top + r, left + c)));
        for ((row, col), digit) in cells.zip(digits) {
            values[geometry.cell_at(row, col).index()] = digit;
        }
    }
    let relabelled = solved_and_relabelled(layout, &values, GUESS_BUDGET, rng, cancel)?;
    Grid::from_givens(layout, &relabelled).ok()
}

/// The solver's first completion of `values` on `layout` within `guesses` guesses, its digits
/// relabelled at random.
fn solved_and_relabelled(
    layout: Layout,
    values: &[u8],
    guesses: u64,
    rng: &mut StdRng,
    cancel: &Cancel,
) -> Option<Vec<u8>> {
    let solved = solve_within(&Grid::from_givens(layout, values).ok()?, guesses, cancel)?;
    let mut relabel: Vec<u8> = (1..=layout.n() as u8).collect();
    match keeps_lines(layout) {
        true if rng.random_bool(0.5) => relabel.reverse(),
        true => {}
        false => relabel.shuffle(rng),
    }
    Some(
        solved
            .values()
            .iter()
            .map(|&v| relabel[usize::from(v) - 1])
            .collect(),
    )
}

/// Whether the board of `layout` has lines already (the non-consecutive rule's pairs), which a
/// relabelling of the digits must keep: only the reversal (d to n + 1 - d) keeps two digits
/// consecutive or not.
fn keeps_lines(layout: Layout) -> bool {
    layout
        .variant()
        .lines
        .is_some_and(|lines| !lines.is_empty())
}

/// A random order of the digits for the first row of a board of `layout`, drawn again while two
/// cells side by side break one of the board's lines (at most a few dozen draws: about one order
/// in eight has no two consecutive digits side by side on 9x9).
fn random_first_row(layout: Layout, rng: &mut StdRng) -> Vec<u8> {
    let n = layout.n();
    let mut row: Vec<u8> = (1..=n as u8).collect();
    row.shuffle(rng);
    let lines = layout.variant().lines.unwrap_or_default();
    for _ in 0..FIRST_ROW_DRAWS {
        let mut values = vec![0u8; n * n];
        values[..n].copy_from_slice(&row);
        if lines.iter().all(|line| line.broken_by(&values).is_none()) {
            break;
        }
        row.shuffle(rng);
    }
    row
}

/// How many orders `random_first_row` draws at most.
const FIRST_ROW_DRAWS: usize = 200;

/// How many of the puzzles met on the way whose path uses the practised technique an attempt
/// keeps, to fall back on when the finished puzzle does not need it.
const PRACTICE_FALLBACKS: usize = 3;

/// One attempt: removes givens while the puzzle stays unique and solvable within the level. Gives
/// the puzzles to rate, best first: the finished one, then (for a practice puzzle) the last few
/// met on the way whose path with the allowed techniques used the practised one, since a rare
/// technique is often needed for a while and then no longer once more givens go.
fn attempt_puzzle(
    options: &GenerateOptions,
    attempt: u32,
    rng: &mut StdRng,
    cancel: &Cancel,
) -> Result<Option<Vec<Grid>>, Interrupted> {
    let Some(solution) = random_solution(options, attempt, rng, cancel) else {
        cancel.check()?;
        return Ok(None);
    };
    if options.rules.contains(&Killer) {
        return killer_puzzles(options, attempt, &solution, rng, cancel).map(Some);
    }
    let layout = solution.layout();
    let techniques = options.solvable_with(attempt);
    let score_cap = options.score_cap();
    let total = layout.cell_count();
    let mut order: Vec<usize> = (0..total).collect();
    order.shuffle(rng);
    let mut values = solution.values().to_vec();
    let mut current = solution;
    let mut practised: Vec<Grid> = Vec::new();
    // Up to 9x9 the count comes first: it is cheap, while a path on a puzzle with several
    // solutions tries every technique before it stops. On a larger board counting costs more
    // than the path, and a path that fills every cell without a uniqueness technique proves the
    // solution unique (each of its steps holds for every solution), so only a path that used
    // one needs the count.
    let counts_first = total <= CAPLESS_CELLS;
    for index in order {
        cancel.check()?;
        let mut group = vec![index];
        if options.symmetric {
            group.push(total - 1 - index);
        }
        if group.iter().all(|&i| values[i] == 0) {
            continue;
        }
        let kept: Vec<u8> = group.iter().map(|&i| values[i]).collect();
        for &i in &group {
            values[i] = 0;
        }
        let keeps = Grid::from_givens(layout, &values).ok().and_then(|grid| {
            let unique = |grid: &Grid| count_solutions_or_stop(grid, 2, cancel) == Some(1);
            let extreme = options.wanted_level() == Level::Extreme;
            if (extreme || counts_first) && !unique(&grid) {
                return None;
            }
            if extreme {
                return Some((grid, false));
            }
            let solved = path_of(&grid, &techniques, cancel);
            let uses_practised = options
                .practise
                .is_some_and(|wanted| solved.steps.iter().any(|s| s.technique == wanted));
            let within_cap = score_cap.is_none_or(|cap| path_score(&solved.steps) <= cap);
            let rests_on_uniqueness = solved
                .steps
                .iter()
                .any(|s| s.technique.assumes_uniqueness());
            (solved.result == SolveResult::Solved
                && within_cap
                && (counts_first || !rests_on_uniqueness || unique(&grid)))
            .then_some((grid, uses_practised))
        });
        match keeps {
            Some((grid, uses_practised)) => {
                if uses_practised {
                    if practised.len() == PRACTICE_FALLBACKS {
                        practised.remove(0);
                    }
                    practised.push(grid.clone());
                }
                current = grid;
            }
            None => {
                for (&i, &v) in group.iter().zip(&kept) {
                    values[i] = v;
                }
            }
        }
    }
    let fallbacks: Vec<Grid> = practised
        .into_iter()
        .rev()
        .filter(|grid| *grid != current)
        .collect();
    Ok(Some([vec![current], fallbacks].concat()))
}

/// A Killer attempt: cages designed over `solution` (see `cage_design`), and the puzzles to rate,
/// best first: the cage layout with the most joins that the techniques of the wanted level still
/// solve within its score limit, then the fewer-joined ones met while looking for it. More joins
/// leave fewer, larger cages and a harder puzzle, so the design is checked every
/// `KILLER_CHECK_STRIDE` joins once the pairs are made, stopped at the first check the level
/// fails, and the joins between the last two checks halved to find where the level is left
/// behind. No puzzle when even the layout of pairs is too hard.
fn killer_puzzles(
    options: &GenerateOptions,
    attempt: u32,
    solution: &Grid,
    rng: &mut StdRng,
    cancel: &Cancel,
) -> Result<Vec<Grid>, Interrupted> {
    let layout = solution.layout();
    let puzzle = |design: &CageDesign, joins: usize| -> Option<Grid> {
        let variant = Variant {
            cages: Variant::killer_cages(&design.cages_after(joins)),
            ..layout.variant()
        };
        Grid::from_givens(
            layout.with_variant(variant).ok()?,
            &vec![0; layout.cell_count()],
        )
        .ok()
    };
    let extreme = options.wanted_level() == Level::Extreme;
    let techniques = options.solvable_with(attempt);
    let score_cap = options.score_cap();
    let solvable = |grid: &Grid| {
        let solved = path_of(grid, &techniques, cancel);
        solved.result == SolveResult::Solved
            && score_cap.is_none_or(|cap| path_score(&solved.steps) <= cap)
    };
    // The solvable puzzles found, fewest joins first, and the fewest joins found too hard.
    let mut found: Vec<Grid> = Vec::new();
    let mut too_hard: Option<usize> = None;
    let mut last_check = 0;
    let design = design_cages(solution, rng, cancel, |design| {
        let joins = design.joins();
        if extreme
            || design.pairs_end() == joins
            || (last_check > 0 && joins < last_check + KILLER_CHECK_STRIDE)
        {
            return false;
        }
        last_check = joins;
        match puzzle(design, joins) {
            Some(grid) if solvable(&grid) => {
                found.push(grid);
                false
            }
            _ => {
                too_hard = Some(joins);
                true
            }
        }
    })?;
    cancel.check()?;
    let most = design.joins();
    if extreme {
        return extreme_killers(&design, puzzle, cancel);
    }
    if found.is_empty() {
        return Ok(found);
    }
    let (mut low, mut high) = match too_hard {
        Some(joins) => (joins.saturating_sub(KILLER_CHECK_STRIDE), joins),
        None => match puzzle(&design, most) {
            Some(grid) if solvable(&grid) => return Ok(vec![grid]),
            _ => (last_check, most),
        },
    };
    while high - low > 1 {
        let middle = (low + high) / 2;
        match puzzle(&design, middle) {
            Some(grid) if solvable(&grid) => {
                found.push(grid);
                low = middle;
            }
            _ => high = middle,
        }
    }
    found.reverse();
    Ok(found)
}

/// The Extreme Killers of `design` (`puzzle` makes the one after a number of joins), best first:
/// the one with the most joins that `taught_without_nets` accepts, then the fewer-joined ones met
/// while looking for it. Every layout of a design is unique and more joins make a harder puzzle,
/// so the joins are halved between the pairs (taught, or no puzzle) and the last join.
fn extreme_killers(
    design: &CageDesign,
    puzzle: impl Fn(&CageDesign, usize) -> Option<Grid>,
    cancel: &Cancel,
) -> Result<Vec<Grid>, Interrupted> {
    let taught = |joins: usize| -> Result<Option<Grid>, Interrupted> {
        let grid = puzzle(design, joins).filter(|grid| taught_without_nets(grid, cancel));
        cancel.check()?;
        Ok(grid)
    };
    let most = design.joins();
    if let Some(grid) = taught(most)? {
        return Ok(vec![grid]);
    }
    let mut low = design.pairs_end();
    let Some(easiest) = taught(low)? else {
        return Ok(Vec::new());
    };
    let mut found = vec![easiest];
    let mut high = most;
    while high - low > 1 {
        let middle = (low + high) / 2;
        match taught(middle)? {
            Some(grid) => {
                found.push(grid);
                low = middle;
            }
            None => high = middle,
        }
    }
    found.reverse();
    Ok(found)
}

/// The most forcing steps (Forcing Chains and Nets) an Extreme Killer's path may take, in
/// hundredths of its steps: a Killer is taught by its cage arithmetic, not by nets.
const KILLER_FORCING_PERCENT: usize = 1;

/// Whether the default techniques solve the Killer `grid` without a guess, with forcing steps at
/// most `KILLER_FORCING_PERCENT` of the steps. The path stops at the first forcing step beyond
/// that share of three steps a cell (more than any Killer path takes); a solved path was asked
/// about every step it took, so the count of forcing steps is its own.
fn taught_without_nets(grid: &Grid, cancel: &Cancel) -> bool {
    let techniques: Vec<Technique> = Technique::DEFAULT
        .iter()
        .copied()
        .filter(|&t| t != Technique::BruteForce)
        .collect();
    let is_forcing = |step: &Step| {
        matches!(
            step.technique,
            Technique::ForcingChain | Technique::ForcingNet
        )
    };
    let most_forcing = grid.layout().cell_count() * 3 * KILLER_FORCING_PERCENT / 100;
    let forcing = std::cell::Cell::new(0);
    let (solved, _) = StepFinder::new(&techniques).steps_until(grid, cancel, |step| {
        if is_forcing(step) {
            forcing.set(forcing.get() + 1);
        }
        forcing.get() > most_forcing
    });
    solved.result == SolveResult::Solved
        && forcing.get() * 100 <= solved.steps.len() * KILLER_FORCING_PERCENT
}

/// How many joins a Killer design makes between two checks of its level.
const KILLER_CHECK_STRIDE: usize = 6;
