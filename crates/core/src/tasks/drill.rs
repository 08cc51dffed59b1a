//! Drills: single positions on which a student looks for one technique. A drill is a position
//! (with its candidates) on a puzzle's default solve path where the next step is the drilled
//! technique's: every technique before it in the default order finds nothing there, so the
//! student has to see that technique itself. Its answer is that step (the digit it places or the
//! candidates it removes).
//!
//! Most positions are made on the fly: a puzzle generated to practise the technique (see
//! `generator`), stepped until the technique's first step. A few techniques are needed so
//! rarely that such a puzzle takes seconds to find; for those, drills come from a bundled bank
//! (`puzzles/drill-bank.txt`): classic positions found the same way on published puzzle
//! collections, and Killer puzzles generated to practise the technique (stepped to the position
//! when asked for), so that every drill is ready within a second.

use std::time::Duration;

use crate::backtrack::count_solutions;
use crate::cancel::Cancel;
use crate::deduction::step::Step;
use crate::deduction::technique::Technique;
use crate::format::read_str;
use crate::message::{Explained, Message, Piece, elimination_list};
use crate::model::{Candidate, Grid, Layout, RuleSet};
use crate::solver::StepFinder;
use crate::tasks::curriculum::practice_rules;
use crate::tasks::generator::{GenerateError, GenerateOptions, can_practise, generate_within};
use crate::techniques::SearchCache;

/// The bundled positions: one per line, `Technique name: puzzle position # source`, the puzzle
/// a one-line classic puzzle and the position a candidate (Sukaku) string, whose cells with one
/// candidate are placed digits (a position where the next step is not a single has no open cell
/// with one candidate); those that are not the puzzle's givens were placed by the path. A variant
/// line is `Technique name: puzzle # source`, the puzzle f-puzzles JSON on one line, its position
/// the first on the puzzle's default solve path where the technique's step is next.
const BANK: &str = include_str!("../../../../puzzles/drill-bank.txt");

/// How long making one drill may take by default before it gives up.
pub const DRILL_TIME_LIMIT: Duration = Duration::from_secs(20);

/// Whether drills can be made for `technique`: one a puzzle can be made to practise (see
/// `can_practise`), other than the forcing searches, whose steps are found by trying candidates
/// one after another, not by spotting a pattern, and the `UNREACHED` fish.
pub fn drillable(technique: Technique) -> bool {
    can_practise(technique)
        && !matches!(technique, Technique::ForcingChain | Technique::ForcingNet)
        && !UNREACHED.contains(&technique)
}

/// The techniques of the default order too rare to drill: what they find, a technique before
/// them found first on every default solve path of the about 3,000 puzzles of the published
/// collections (top1465, qqwing_expert, 17clue-500, forum_hardest_1106, tdoku's test puzzles,
/// top95), but for the guide's own example of Avoidable Rectangle Type 2, and no practice puzzle
/// for them came out of two minutes of generating.
pub const UNREACHED: [Technique; 4] = [
    Technique::AvoidableRectangle2,
    Technique::FrankenXWing,
    Technique::FrankenSwordfish,
    Technique::FinnedFrankenXWing,
];

/// Why `technique` cannot be drilled (for one that is not `drillable`).
pub fn refusal(technique: Technique) -> DrillError {
    if UNREACHED.contains(&technique) {
        DrillError::Unreached(technique)
    } else {
        DrillError::NotDrillable(technique)
    }
}

/// Where a drill's position came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DrillOrigin {
    /// A puzzle generated with this seed to practise the technique.
    Generated {
        /// The generator's seed.
        seed: u64,
    },
    /// A puzzle of a collection: an entry of the bundled bank, or of a file.
    Collected {
        /// Its number among the technique's entries of the bank, or the puzzle's in the file (0
        /// is the first).
        entry: usize,
        /// Where its puzzle was published (as the bank says), or the file's name.
        source: String,
    },
}

/// One drill: a position and the step the student is to find on it.
#[derive(Debug, Clone, PartialEq)]
pub struct Drill {
    /// The technique drilled.
    pub technique: Technique,
    /// The puzzle the position comes from (its givens).
    pub puzzle: Grid,
    /// The position, with its candidates: the drilled technique is the first of the default
    /// order that finds a step on it.
    pub position: Grid,
    /// The step the drilled technique takes there: the answer.
    pub answer: Step,
    /// Where the position came from.
    pub origin: DrillOrigin,
}

impl Drill {
    /// The answer in short: each placement as "r4c5 = 7", then the removals grouped by digit
    /// ("r5c3, r9c8 <> 4"), separated by "; ".
    pub fn answer_message(&self) -> Message {
        let geometry = self.position.geometry();
        let mut parts: Vec<Message> = self
            .answer
            .placements
            .iter()
            .map(|placed| message![Piece::cell(geometry, placed.cell), " = ", placed.digit])
            .collect();
        if !self.answer.eliminations.is_empty() {
            parts.push(elimination_list(geometry, &self.answer.eliminations));
        }
        Message::separated(&parts, "; ")
    }
}

/// Why no drill came out.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DrillError {
    /// The technique cannot be drilled (see `drillable`).
    #[error("{} cannot be drilled", .0.name())]
    NotDrillable(Technique),
    /// The technique is one of the `UNREACHED`.
    #[error("{} cannot be drilled: no solve path reaches it", .0.name())]
    Unreached(Technique),
    /// No puzzle to practise the technique came out of the generator.
    #[error("{0}")]
    Generate(GenerateError),
}

impl Explained for DrillError {
    fn message(&self) -> Message {
        match self {
            DrillError::NotDrillable(technique) => template!(
                "drill-not-drillable",
                technique = Piece::Technique(technique.name())
            ),
            DrillError::Unreached(technique) => template!(
                "drill-unreached",
                technique = Piece::Technique(technique.name())
            ),
            DrillError::Generate(error) => error.message(),
        }
    }
}

/// The first position on `puzzle`'s default solve path where the next step is `technique`'s,
/// with that step; `None` when the path never uses it (or `cancel` ends the search first). The
/// puzzle should have one solution: the path uses the techniques that assume it.
pub fn first_position(
    puzzle: &Grid,
    technique: Technique,
    cancel: &Cancel,
) -> Option<(Grid, Step)> {
    StepFinder::new(&Technique::DEFAULT).first_step_of(puzzle, technique, cancel)
}

/// The drill of `technique` on `puzzle` (entry `entry` of `source`): its first position where
/// the default path takes a step of the technique, if the puzzle has one solution and its path
/// uses the technique.
pub fn drill_on(
    puzzle: &Grid,
    technique: Technique,
    (entry, source): (usize, &str),
    cancel: &Cancel,
) -> Option<Drill> {
    if !drillable(technique) || count_solutions(puzzle, 2) != Some(1) {
        return None;
    }
    let (position, answer) = first_position(puzzle, technique, cancel)?;
    Some(Drill {
        technique,
        puzzle: puzzle.givens_only(),
        position,
        answer,
        origin: DrillOrigin::Collected {
            entry,
            source: source.to_string(),
        },
    })
}

/// Drill number `seed` of `technique` on a 9x9 board with `rules` (to which the rule the
/// technique needs, if any, is added): from the bank when it has entries for the technique on a
/// board of these rules (entry `seed` modulo their number), else from a puzzle generated with
/// `seed` to practise the technique within `limit`.
pub fn make_drill(
    technique: Technique,
    rules: RuleSet,
    seed: u64,
    limit: Duration,
    cancel: &Cancel,
) -> Result<Drill, DrillError> {
    if !drillable(technique) {
        return Err(refusal(technique));
    }
    let rules = practice_rules(technique)
        .rules()
        .fold(rules, |rules, rule| rules.with(rule));
    let mut entries: Vec<BankEntry> = bank_lines(technique)
        .filter(|entry| entry.puzzle.layout().variant().rules() == rules)
        .collect();
    if !entries.is_empty() {
        let chosen = entries.swap_remove((seed % entries.len() as u64) as usize);
        if let Some(drill) = chosen.drill(technique, cancel) {
            return Ok(drill);
        }
    }
    let options = GenerateOptions {
        layout: Layout::CLASSIC,
        rules,
        level: technique.level(),
        symmetric: false,
        seed,
        practise: Some(technique),
    };
    let generated =
        generate_within(&options, limit, cancel, |_| {}).map_err(DrillError::Generate)?;
    let (position, answer) = first_position(&generated.grid, technique, cancel)
        .ok_or(DrillError::Generate(GenerateError::Cancelled))?;
    Ok(Drill {
        technique,
        puzzle: generated.grid,
        position,
        answer,
        origin: DrillOrigin::Generated { seed },
    })
}

/// One line of the bank, read: the puzzle, the position when the line gives it, and where it
/// comes from.
#[derive(Debug)]
struct BankEntry {
    /// Its number among the technique's entries (0 is the first).
    entry: usize,
    puzzle: Grid,
    /// The position, for a classic entry; a variant entry's is found by stepping its puzzle.
    position: Option<Grid>,
    source: String,
}

impl BankEntry {
    /// The drill of `technique` this entry holds: on the position the line gives, the
    /// technique's step; else the first position of the puzzle's default solve path where the
    /// technique's step is next.
    fn drill(self, technique: Technique, cancel: &Cancel) -> Option<Drill> {
        let (position, answer) = match self.position {
            Some(position) => {
                let answer = technique.find(&position)?;
                (position, answer)
            }
            None => first_position(&self.puzzle, technique, cancel)?,
        };
        Some(Drill {
            technique,
            puzzle: self.puzzle,
            position,
            answer,
            origin: DrillOrigin::Collected {
                entry: self.entry,
                source: self.source,
            },
        })
    }
}

/// The bank's lines for `technique`, read, in the bank's order. A classic line holds the puzzle
/// (one line) and the position (a candidate string); a variant line holds the puzzle as
/// f-puzzles JSON on one line.
fn bank_lines(technique: Technique) -> impl Iterator<Item = BankEntry> {
    BANK.lines()
        .filter_map(move |line| {
            let (name, rest) = line.split_once(':')?;
            (name.trim() == technique.name()).then_some(rest)
        })
        .enumerate()
        .filter_map(|(entry, rest)| {
            let (boards, source) = rest.rsplit_once(" # ").unwrap_or((rest, ""));
            let boards = boards.trim();
            let (puzzle, position) = if boards.starts_with('{') {
                (read_one(boards)?, None)
            } else {
                let mut boards = boards.split_whitespace();
                let puzzle = read_one(boards.next()?)?;
                let mut position = read_one(boards.next()?)?;
                let givens: Vec<bool> = puzzle.values().iter().map(|&value| value != 0).collect();
                position.mark_as_givens(&givens);
                (puzzle, Some(position))
            };
            Some(BankEntry {
                entry,
                puzzle,
                position,
                source: source.trim().to_string(),
            })
        })
}

/// Every bundled drill of `technique`, in the bank's order. Each entry's answer is found again:
/// the technique's step on the position (for a variant entry, on the position its puzzle's
/// default solve path reaches).
pub fn bank_entries(technique: Technique) -> Vec<Drill> {
    bank_lines(technique)
        .filter_map(|entry| entry.drill(technique, &Cancel::never()))
        .collect()
}

/// The techniques the bank holds drills for, in the default order.
pub fn banked() -> Vec<Technique> {
    Technique::DEFAULT
        .into_iter()
        .filter(|technique| {
            BANK.lines().any(|line| {
                line.split_once(':')
                    .is_some_and(|(name, _)| name.trim() == technique.name())
            })
        })
        .collect()
}

/// The one puzzle of `text` (a one-line puzzle, a candidate string or f-puzzles JSON).
fn read_one(text: &str) -> Option<Grid> {
    let file = read_str("drill bank", text).ok()?;
    Some(file.puzzles.into_iter().next()?.grid)
}

/// What a student marked on a drill: the candidates they would remove and the digits they would
/// place.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Marks {
    /// The candidates marked for removal.
    pub removals: Vec<Candidate>,
    /// The digits marked for placing, each in its cell.
    pub placements: Vec<Candidate>,
}

/// Why a mark is wrong.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WrongMark {
    /// A removal of the solution's digit of its cell: the candidate is still possible.
    SolutionDigit(Candidate),
    /// A removal that is true but that no step of the drilled technique makes here (a later
    /// step does).
    NotThisStep(Candidate),
    /// A placement of a digit that is not the solution's.
    WrongDigit(Candidate),
    /// A placement of the solution's digit that no step of the drilled technique makes here.
    NotPlacedYet(Candidate),
}

/// The verdict on a student's marks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// The marks are exactly a step of the drilled technique.
    Right,
    /// The marks are part of a step of the drilled technique: what it also does, and the marks
    /// it does not make, each with its reason. With no right mark at all, the student is wrong.
    Partly {
        /// How many marks are part of the step.
        right: usize,
        /// What the step does that was not marked: its removals, or for a step that places
        /// digits its placements.
        missing: Vec<Candidate>,
        /// Whether that step places digits (`missing` are then placements).
        places: bool,
        /// The marks the step does not make.
        wrong: Vec<WrongMark>,
    },
}

impl Marks {
    /// What a student marked on `position` to reach `grid`: the digits placed in cells that were
    /// open, and the candidates of cells still open that are gone, but for those a placed digit
    /// takes from its peers.
    pub fn between(position: &Grid, grid: &Grid) -> Marks {
        let geometry = position.geometry();
        let open = (0..position.values().len())
            .map(crate::model::Cell::new)
            .filter(|&cell| position.value(cell).is_none());
        let placements: Vec<Candidate> = open
            .clone()
            .filter_map(|cell| grid.value(cell).map(|digit| Candidate { cell, digit }))
            .collect();
        let follows = |cell: crate::model::Cell, digit| {
            placements
                .iter()
                .any(|placed| placed.digit == digit && geometry.peers(placed.cell).contains(&cell))
        };
        let removals = open
            .filter(|&cell| grid.value(cell).is_none())
            .flat_map(|cell| {
                let gone = position.candidates(cell).bits() & !grid.candidates(cell).bits();
                crate::model::Candidates::from_bits(gone)
                    .iter()
                    .map(move |digit| Candidate { cell, digit })
            })
            .filter(|c| !follows(c.cell, c.digit))
            .collect();
        Marks {
            removals,
            placements,
        }
    }

    /// Whether nothing is marked.
    pub fn is_empty(&self) -> bool {
        self.removals.is_empty() && self.placements.is_empty()
    }
}

/// Judges `marks` on the drill of `technique` at `position`, whose answer is `answer` and whose
/// puzzle has the solution `solution`: right when they are
/// exactly the effect of one of the drilled technique's steps on the position (its removals, or
/// for a step that places digits its placements) (its answer or any
/// other), else compared with the step they come closest to (the most marks right, then the
/// fewest wrong, then the answer first).
pub fn judge(
    (technique, position, answer): (Technique, &Grid, &Step),
    marks: &Marks,
    solution: &Grid,
) -> Verdict {
    let mut steps = technique.ranked(
        position,
        &Cancel::never(),
        &mut SearchCache::new(),
        STEPS_JUDGED,
    );
    steps.insert(0, answer.clone());
    let closest = steps
        .iter()
        .enumerate()
        .max_by_key(|(order, step)| {
            let (removed, placed) = effect(step);
            let right = count_in(&marks.removals, removed) + count_in(&marks.placements, placed);
            let wrong = marks.removals.len() + marks.placements.len() - right;
            (right, std::cmp::Reverse(wrong), std::cmp::Reverse(*order))
        })
        .map(|(_, step)| step)
        .unwrap_or(answer);
    let (removed, placed) = effect(closest);
    let missing: Vec<Candidate> = removed
        .iter()
        .filter(|c| !marks.removals.contains(c))
        .chain(placed.iter().filter(|c| !marks.placements.contains(c)))
        .copied()
        .collect();
    let in_solution = |c: &Candidate| solution.value(c.cell) == Some(c.digit);
    let wrong: Vec<WrongMark> =
        marks
            .removals
            .iter()
            .filter(|c| !removed.contains(c))
            .map(|&c| match in_solution(&c) {
                true => WrongMark::SolutionDigit(c),
                false => WrongMark::NotThisStep(c),
            })
            .chain(
                marks.placements.iter().filter(|c| !placed.contains(c)).map(
                    |&c| match in_solution(&c) {
                        true => WrongMark::NotPlacedYet(c),
                        false => WrongMark::WrongDigit(c),
                    },
                ),
            )
            .collect();
    if missing.is_empty() && wrong.is_empty() {
        return Verdict::Right;
    }
    let right = marks.removals.len() + marks.placements.len() - wrong.len();
    Verdict::Partly {
        right,
        missing,
        places: !placed.is_empty(),
        wrong,
    }
}

/// How many of the drilled technique's steps on a position `judge` compares the marks with.
const STEPS_JUDGED: usize = 50;

/// What a student marks for `step`: its removals, or, for a step that places digits, only its
/// placements (the removals around a placed digit follow from it).
fn effect(step: &Step) -> (&[Candidate], &[Candidate]) {
    if step.placements.is_empty() {
        (&step.eliminations, &[])
    } else {
        (&[], &step.placements)
    }
}

/// How many of `marked` are in `effect`.
fn count_in(marked: &[Candidate], effect: &[Candidate]) -> usize {
    marked.iter().filter(|c| effect.contains(c)).count()
}
