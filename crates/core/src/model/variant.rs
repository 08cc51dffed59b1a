//! The variant rules of one board (see `rules` for what each rule is): the rules that are on,
//! and the data a puzzle gives them (Jigsaw regions, odd/even marks, Killer cages,
//! thermometers, arrows, little killer and sandwich clues). A classic board is the variant with no rule.

use std::collections::HashSet;
use std::hash::Hash;
use std::sync::{Mutex, OnceLock};

use super::arrows::Arrow;
use super::lines::{Line, LineKind, unmarked_pairs};
use super::little_killers::LittleKiller;
use super::rules::{Move, PairMarks, RULES, Rule, RuleData, RuleSet};
use super::sandwiches::Sandwich;
use super::units::{Cell, House};

/// The one kept copy of `map` in `store`: an equal map kept before, or `map` itself, kept for the
/// rest of the run. Reopening a puzzle, or drawing the same map again, keeps nothing new.
fn kept<T: Eq + Hash + Clone>(
    store: &'static OnceLock<Mutex<HashSet<&'static [T]>>>,
    map: &[T],
) -> &'static [T] {
    let mut maps = store
        .get_or_init(Mutex::default)
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some(&known) = maps.get(map) {
        return known;
    }
    let leaked: &'static [T] = Box::leak(map.to_vec().into_boxed_slice());
    maps.insert(leaked);
    leaked
}

/// What digits a cell may hold under the odd/even rule.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
pub enum Parity {
    /// Any digit (an unmarked cell).
    #[default]
    Any,
    /// Only odd digits (a circle on the board).
    Odd,
    /// Only even digits (a square on the board).
    Even,
}

/// Why two cells of a variant board see each other when no row, column, box or region holds
/// both: a diagonal or window they share, a knight's or king's move between them, or a Killer
/// cage holding both.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sight {
    /// A diagonal or window holds both.
    House(House),
    /// They are this move apart.
    Move(&'static Move),
    /// One Killer cage holds both: the cage whose first cell (row by row) is at this 0-based
    /// row and column.
    Cage {
        /// The row of the cage's first cell, from 0.
        row: usize,
        /// The column of the cage's first cell, from 0.
        col: usize,
    },
}

/// A Killer cage: cells whose digits all differ and, when it has a sum, add up to it.
#[derive(
    Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub struct Cage {
    /// Its cells, in cell order (row by row).
    pub cells: Vec<Cell>,
    /// What its digits add up to; `None` for a cage that only forbids repeats.
    pub sum: Option<u32>,
}

/// How many ways there are of taking one digit of each of `masks` (a cell's digits, a bit each),
/// repeats allowed; `u32::MAX` past it.
pub fn fillings_count(masks: &[u32]) -> u32 {
    masks.iter().fold(1u32, |product, mask| {
        product.saturating_mul(mask.count_ones())
    })
}

/// The smallest and the largest sum of `count` different digits from 1 to `n`.
pub fn sum_range(count: usize, n: usize) -> (u32, u32) {
    let count = count.min(n) as u32;
    let n = n as u32;
    (count * (count + 1) / 2, count * (2 * n - count + 1) / 2)
}

/// The variant rules of a board. Copied freely: the per-cell maps live for the whole run (each
/// distinct map is kept once it is read).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Variant {
    /// The rules that are on by themselves, with no data of the puzzle's (Sudoku X, Windoku,
    /// anti-knight, anti-king): see `rules::RULES`.
    pub flags: RuleSet,
    /// Jigsaw: the 0-based region of every cell (row by row), numbered in the order of their
    /// first cells; the regions take the place of the boxes.
    pub regions: Option<&'static [u8]>,
    /// Odd/even: what every cell (row by row) may hold.
    pub parity: Option<&'static [Parity]>,
    /// Killer: the cages, in the order of their first cells.
    pub cages: Option<&'static [Cage]>,
    /// The lines of every kind (thermometers), sorted.
    pub lines: Option<&'static [Line]>,
    /// Arrow: the arrows, sorted.
    pub arrows: Option<&'static [Arrow]>,
    /// Little killer: the clues outside the board, sorted.
    pub little_killers: Option<&'static [LittleKiller]>,
    /// Sandwich: the clues outside the board, sorted.
    pub sandwiches: Option<&'static [Sandwich]>,
}

/// A variant as it travels (to the browser's job worker and back): its maps owned, and kept
/// again on arrival.
#[derive(serde::Serialize, serde::Deserialize)]
struct VariantData {
    flags: RuleSet,
    regions: Option<Vec<u8>>,
    parity: Option<Vec<Parity>>,
    cages: Option<Vec<Cage>>,
    lines: Option<Vec<Line>>,
    arrows: Option<Vec<Arrow>>,
    little_killers: Option<Vec<LittleKiller>>,
    sandwiches: Option<Vec<Sandwich>>,
}

impl From<Variant> for VariantData {
    fn from(variant: Variant) -> VariantData {
        VariantData {
            flags: variant.flags,
            regions: variant.regions.map(<[u8]>::to_vec),
            parity: variant.parity.map(<[Parity]>::to_vec),
            cages: variant.cages.map(<[Cage]>::to_vec),
            lines: variant.lines.map(<[Line]>::to_vec),
            arrows: variant.arrows.map(<[Arrow]>::to_vec),
            little_killers: variant.little_killers.map(<[LittleKiller]>::to_vec),
            sandwiches: variant.sandwiches.map(<[Sandwich]>::to_vec),
        }
    }
}

impl serde::Serialize for Variant {
    fn serialize<S: serde::Serializer>(&self, writer: S) -> Result<S::Ok, S::Error> {
        serde::Serialize::serialize(&VariantData::from(*self), writer)
    }
}

impl<'de> serde::Deserialize<'de> for Variant {
    fn deserialize<D: serde::Deserializer<'de>>(reader: D) -> Result<Variant, D::Error> {
        <VariantData as serde::Deserialize>::deserialize(reader).map(Variant::from)
    }
}

impl From<VariantData> for Variant {
    fn from(data: VariantData) -> Variant {
        Variant {
            flags: data.flags,
            regions: data
                .regions
                .map(|regions| Variant::jigsaw_regions(&regions)),
            parity: data.parity.and_then(|parity| Variant::parity_map(&parity)),
            cages: data.cages.and_then(|cages| Variant::killer_cages(&cages)),
            lines: data.lines.and_then(|lines| Variant::board_lines(&lines)),
            arrows: data
                .arrows
                .and_then(|arrows| Variant::board_arrows(&arrows)),
            little_killers: data
                .little_killers
                .and_then(|clues| Variant::board_little_killers(&clues)),
            sandwiches: data
                .sandwiches
                .and_then(|clues| Variant::board_sandwiches(&clues)),
        }
    }
}

impl Variant {
    /// The classic board: no variant rule.
    pub const CLASSIC: Variant = Variant {
        flags: RuleSet::CLASSIC,
        regions: None,
        parity: None,
        cages: None,
        lines: None,
        arrows: None,
        little_killers: None,
        sandwiches: None,
    };

    /// Whether the board is classic.
    pub fn is_classic(&self) -> bool {
        *self == Variant::CLASSIC
    }

    /// The regions of a Jigsaw board, `regions[cell]` (any numbering), renumbered in the order
    /// of their first cells and kept for the rest of the run.
    pub fn jigsaw_regions(regions: &[u8]) -> &'static [u8] {
        let mut renumbered: Vec<u8> = Vec::with_capacity(regions.len());
        let mut order: Vec<u8> = Vec::new();
        for &region in regions {
            let number = match order.iter().position(|&r| r == region) {
                Some(number) => number,
                None => {
                    order.push(region);
                    order.len() - 1
                }
            };
            renumbered.push(number as u8);
        }
        static REGION_MAPS: OnceLock<Mutex<HashSet<&'static [u8]>>> = OnceLock::new();
        kept(&REGION_MAPS, &renumbered)
    }

    /// An odd/even map, `parity[cell]`, kept for the rest of the run; `None` when no cell is
    /// marked.
    pub fn parity_map(parity: &[Parity]) -> Option<&'static [Parity]> {
        static PARITY_MAPS: OnceLock<Mutex<HashSet<&'static [Parity]>>> = OnceLock::new();
        parity
            .iter()
            .any(|&p| p != Parity::Any)
            .then(|| kept(&PARITY_MAPS, parity))
    }

    /// Killer cages, each with its cells in order and the cages in the order of their first
    /// cells, kept for the rest of the run; `None` when there is no cage.
    pub fn killer_cages(cages: &[Cage]) -> Option<&'static [Cage]> {
        static CAGE_LISTS: OnceLock<Mutex<HashSet<&'static [Cage]>>> = OnceLock::new();
        let mut sorted: Vec<Cage> = cages
            .iter()
            .map(|cage| {
                let mut cells = cage.cells.clone();
                cells.sort_unstable();
                Cage {
                    cells,
                    sum: cage.sum,
                }
            })
            .collect();
        sorted.sort_unstable();
        (!sorted.is_empty()).then(|| kept(&CAGE_LISTS, &sorted))
    }

    /// Lines drawn on the board, sorted (a line keeps its own order of cells), kept for the
    /// rest of the run; `None` when there is none.
    pub fn board_lines(lines: &[Line]) -> Option<&'static [Line]> {
        static LINE_LISTS: OnceLock<Mutex<HashSet<&'static [Line]>>> = OnceLock::new();
        let mut sorted = lines.to_vec();
        sorted.sort_unstable();
        (!sorted.is_empty()).then(|| kept(&LINE_LISTS, &sorted))
    }

    /// Arrows drawn on the board, sorted, kept for the rest of the run; `None` when there is
    /// none.
    pub fn board_arrows(arrows: &[Arrow]) -> Option<&'static [Arrow]> {
        static ARROW_LISTS: OnceLock<Mutex<HashSet<&'static [Arrow]>>> = OnceLock::new();
        let mut sorted = arrows.to_vec();
        sorted.sort_unstable();
        (!sorted.is_empty()).then(|| kept(&ARROW_LISTS, &sorted))
    }

    /// Little killer clues around the board, sorted, kept for the rest of the run; `None` when
    /// there is none.
    pub fn board_little_killers(clues: &[LittleKiller]) -> Option<&'static [LittleKiller]> {
        static CLUE_LISTS: OnceLock<Mutex<HashSet<&'static [LittleKiller]>>> = OnceLock::new();
        let mut sorted = clues.to_vec();
        sorted.sort_unstable();
        (!sorted.is_empty()).then(|| kept(&CLUE_LISTS, &sorted))
    }

    /// Sandwich clues around the board, sorted, kept for the rest of the run; `None` when there
    /// is none.
    pub fn board_sandwiches(clues: &[Sandwich]) -> Option<&'static [Sandwich]> {
        static CLUE_LISTS: OnceLock<Mutex<HashSet<&'static [Sandwich]>>> = OnceLock::new();
        let mut sorted = clues.to_vec();
        sorted.sort_unstable();
        (!sorted.is_empty()).then(|| kept(&CLUE_LISTS, &sorted))
    }

    /// The lines of `kind` on the board.
    pub fn lines_of(self, kind: LineKind) -> impl Iterator<Item = &'static Line> {
        self.lines
            .unwrap_or_default()
            .iter()
            .filter(move |line| line.kind == kind)
    }

    /// The same variant with the lines of `kind` replaced by `lines`.
    pub fn with_lines(self, kind: LineKind, lines: &[Line]) -> Variant {
        let mut all: Vec<Line> = self
            .lines
            .unwrap_or_default()
            .iter()
            .filter(|line| line.kind != kind)
            .cloned()
            .collect();
        all.extend(lines.iter().filter(|line| line.kind == kind).cloned());
        Variant {
            lines: Variant::board_lines(&all),
            ..self
        }
    }

    /// Whether `rule` is on: a rule with no data when the variant names it, one with data when
    /// the puzzle gives it some.
    pub fn has(&self, rule: &dyn Rule) -> bool {
        match rule.data() {
            RuleData::None => self.flags.contains(rule),
            RuleData::Regions(_) => self.regions.is_some(),
            RuleData::Parity(_) => self.parity.is_some(),
            RuleData::Cages(_) => self.cages.is_some(),
            RuleData::Lines { kind, .. } => self.lines_of(kind).next().is_some(),
            RuleData::Arrows(_) => self.arrows.is_some(),
            RuleData::Diagonals(_) => self.little_killers.is_some(),
            RuleData::Sandwiches(_) => self.sandwiches.is_some(),
            RuleData::Pairs(marks) => self
                .lines
                .unwrap_or_default()
                .iter()
                .any(|line| marks.mark_of(line.kind).is_some()),
        }
    }

    /// The same variant on an `n` x `n` board with the lines of `marks` replaced: `drawn`, the
    /// marks between cells (each a line of two cells of a mark's kind), and for each mark whose
    /// kind is in `negative`, every pair side by side that no drawn mark joins, as a line of the
    /// mark's negative kind.
    pub fn with_pair_marks(
        self,
        n: usize,
        marks: &PairMarks,
        drawn: &[Line],
        negative: &[LineKind],
    ) -> Variant {
        let mut variant = self;
        for mark in marks.marks {
            let own: Vec<Line> = drawn
                .iter()
                .filter(|line| line.kind == mark.kind)
                .cloned()
                .collect();
            variant = variant.with_lines(mark.kind, &own);
            let unmarked = match negative.contains(&mark.kind) {
                true => unmarked_pairs(n, drawn, mark.negative),
                false => Vec::new(),
            };
            variant = variant.with_lines(mark.negative, &unmarked);
        }
        variant
    }

    /// Whether the negative rule of the mark whose lines are of `kind` is on: some pair side by
    /// side is a line of its negative kind.
    pub fn negative_rule(self, marks: &PairMarks, kind: LineKind) -> bool {
        marks
            .mark_of(kind)
            .is_some_and(|mark| self.lines_of(mark.negative).next().is_some())
    }

    /// The same variant with `rule`, a rule with no data, on as well.
    pub fn with(self, rule: &dyn Rule) -> Variant {
        Variant {
            flags: self.flags.with(rule),
            ..self
        }
    }

    /// The rules that are on.
    pub fn rules(&self) -> RuleSet {
        RULES
            .iter()
            .filter(|rule| self.has(**rule))
            .fold(RuleSet::CLASSIC, |set, rule| set.with(*rule))
    }

    /// The moves whose cells may not share a digit.
    pub fn moves(&self) -> Vec<&'static Move> {
        self.rules()
            .rules()
            .filter_map(|rule| rule.apart())
            .collect()
    }

    /// The rules' names joined with " + ": "Sudoku X + Jigsaw"; "classic" for none.
    pub fn name(&self) -> String {
        self.rules().name()
    }
}

/// The cells side by side with cell `i` of an `n` x `n` board: above, below, left, right.
pub(crate) fn side_neighbours(n: usize, i: usize) -> impl Iterator<Item = usize> {
    let (row, col) = (i / n, i % n);
    [
        (row > 0).then(|| i - n),
        (row + 1 < n).then(|| i + n),
        (col > 0).then(|| i - 1),
        (col + 1 < n).then(|| i + 1),
    ]
    .into_iter()
    .flatten()
}

/// A cell of `region` (of the map `regions` of an `n` x `n` board) that cannot be reached side
/// by side from the region's first cell; `None` when the region joins up (or has no cell).
pub(crate) fn unjoined_cell(n: usize, regions: &[u8], region: u8) -> Option<usize> {
    let cells: Vec<usize> = (0..regions.len())
        .filter(|&i| regions[i] == region)
        .collect();
    let mut reached = vec![*cells.first()?];
    let mut next = 0;
    while let Some(&i) = reached.get(next) {
        next += 1;
        for side in side_neighbours(n, i) {
            if regions[side] == region && !reached.contains(&side) {
                reached.push(side);
            }
        }
    }
    cells.into_iter().find(|i| !reached.contains(i))
}
