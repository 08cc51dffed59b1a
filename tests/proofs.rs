//! An independent re-checker of the proof contract (README, "Proofs"), run over whole collections:
//! every step of the chain and forcing techniques on top1465 and the forum's hardest carries a
//! proof, every node of every proof holds by its rule from the grid as it stands before the step,
//! and the proof's conclusions are exactly the step's placements and eliminations. The checker
//! reads the JSON form (`"proof"` of `solve --json`) and has its own 9x9 geometry, with the
//! houses and moves of a variant board worked out from its rules: it shares no code with the
//! finders.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests state their expectations with expect

use std::cell::RefCell;
use std::collections::{BTreeSet, HashMap};
use std::rc::Rc;

mod common;

use common::{extreme_killer, generated, generated_extreme_killers};

use serde_json::Value;
use sudoku_stepper::format::read_str;
use sudoku_stepper::model::rules::{AntiKing, AntiKnight, Nonconsecutive, SudokuX, Windoku};
use sudoku_stepper::model::{House, LineKind, Notation, Variant};
use sudoku_stepper::solver::solve_steps;
use sudoku_stepper::{Cell, Grid, Level, Step, Technique};

/// The techniques whose every step must carry a proof.
const PROVED: [Technique; 26] = [
    Technique::CageCombinations,
    Technique::ThermometerBounds,
    Technique::ArrowSums,
    Technique::KropkiDots,
    Technique::KropkiChain,
    Technique::XvPairs,
    Technique::NonconsecutivePairs,
    Technique::NonconsecutivePlaces,
    Technique::WhisperPairs,
    Technique::RenbanRuns,
    Technique::PalindromeMirror,
    Technique::LittleKillerSums,
    Technique::SandwichSums,
    Technique::CageHouseOverlap,
    Technique::InniesAndOuties,
    Technique::InnieOutieDifference,
    Technique::CageInterplay,
    Technique::CageSplitting,
    Technique::XChain,
    Technique::XyChain,
    Technique::RemotePair,
    Technique::NiceLoop,
    Technique::GroupedNiceLoop,
    Technique::KrakenFish,
    Technique::ForcingChain,
    Technique::ForcingNet,
];

/// The candidates and digits of a 9x9 grid: `marks[cell]` has bit `d` for candidate `d`.
struct Board {
    marks: [u16; 81],
    values: [u8; 81],
}

impl Board {
    fn of(grid: &Grid) -> Board {
        let mut board = Board {
            marks: [0; 81],
            values: [0; 81],
        };
        for i in 0..81 {
            board.values[i] = grid.values()[i];
            for digit in grid.candidates(Cell::new(i)).iter() {
                board.marks[i] |= 1 << digit.get();
            }
        }
        board
    }

    fn has(&self, cell: usize, digit: u8) -> bool {
        self.marks[cell] & (1 << digit) != 0
    }
}

/// The houses and moves of the 9x9 board being checked, worked out here from its layout's plain
/// data (the variant flags and the region map).
struct Rules {
    /// Every house by name: rows, columns, boxes (or regions), diagonals, windows.
    houses: Vec<(String, Vec<usize>)>,
    /// Every Killer cage by name ("the cage at r1c1", its first cell): its cells differ, but it
    /// is no house (it need not hold every digit).
    cages: Vec<(String, Vec<usize>)>,
    /// Every Killer cage's cells (sorted) with its sum, if it has one.
    cage_sums: Vec<(Vec<usize>, Option<u32>)>,
    /// Every thermometer's cells, from its bulb.
    thermometers: Vec<Vec<usize>>,
    /// Every German whisper's cells, in its order.
    whispers: Vec<Vec<usize>>,
    /// Every renban line's cells, in its order.
    renbans: Vec<Vec<usize>>,
    /// Every palindrome's cells, in its order.
    palindromes: Vec<Vec<usize>>,
    /// Every little killer clue's diagonal (its cells sorted) with its sum.
    diagonal_sums: Vec<(Vec<usize>, u32)>,
    /// Every sandwich clue: its row's or column's name ("row 3"), its cells in order and its sum.
    sandwiches: Vec<(String, Vec<usize>, u32)>,
    /// Every arrow's circle and shaft.
    arrows: Vec<(Vec<usize>, Vec<usize>)>,
    /// Every Kropki dot's and every XV letter's two cells (the smaller first), white dots first,
    /// with its colour or letter ("white", "black", "x", "v").
    dots: Vec<(&'static str, (usize, usize))>,
    /// The dot colours and letters whose negative rule is on.
    negative: Vec<&'static str>,
    /// Whether no two cells side by side may hold consecutive digits.
    nonconsecutive: bool,
    knight: bool,
    king: bool,
    /// `sight[a][b]`: whether cells a and b differ and may not hold the same digit.
    sight: Vec<[bool; 81]>,
}

impl Rules {
    fn new(variant: &Variant) -> Rules {
        let in_window = |k: usize, c: usize| {
            let (top, left) = (1 + 4 * (k / 2), 1 + 4 * (k % 2));
            (top..top + 3).contains(&(c / 9)) && (left..left + 3).contains(&(c % 9))
        };
        let mut houses: Vec<(String, Vec<usize>)> = Vec::new();
        for k in 0..9 {
            houses.push((
                format!("row {}", k + 1),
                (0..81).filter(|c| c / 9 == k).collect(),
            ));
        }
        for k in 0..9 {
            houses.push((
                format!("column {}", k + 1),
                (0..81).filter(|c| c % 9 == k).collect(),
            ));
        }
        for k in 0..9 {
            houses.push(match variant.regions {
                Some(map) => (
                    format!("region {}", k + 1),
                    (0..81).filter(|&c| map[c] as usize == k).collect(),
                ),
                None => (
                    format!("box {}", k + 1),
                    (0..81).filter(|c| (c / 27) * 3 + c % 9 / 3 == k).collect(),
                ),
            });
        }
        if variant.has(&SudokuX) {
            houses.push((
                "the falling diagonal".to_string(),
                (0..9).map(|i| i * 10).collect(),
            ));
            houses.push((
                "the rising diagonal".to_string(),
                (0..9).map(|i| i * 9 + 8 - i).collect(),
            ));
        }
        if variant.has(&Windoku) {
            for k in 0..4 {
                houses.push((
                    format!("window {}", k + 1),
                    (0..81).filter(|&c| in_window(k, c)).collect(),
                ));
            }
        }
        let cages = variant
            .cages
            .unwrap_or_default()
            .iter()
            .map(|cage| {
                let cells: Vec<usize> = cage.cells.iter().map(|c| c.index()).collect();
                let first = cells.iter().min().copied().unwrap_or(0);
                (
                    format!("the cage at r{}c{}", first / 9 + 1, first % 9 + 1),
                    cells,
                )
            })
            .collect();
        let cage_sums = variant
            .cages
            .unwrap_or_default()
            .iter()
            .map(|cage| {
                let mut cells: Vec<usize> = cage.cells.iter().map(|c| c.index()).collect();
                cells.sort_unstable();
                (cells, cage.sum)
            })
            .collect();
        let cells_of = |kind: LineKind| -> Vec<Vec<usize>> {
            variant
                .lines_of(kind)
                .map(|line| line.cells.iter().map(|c| c.index()).collect())
                .collect()
        };
        let thermometers = cells_of(LineKind::Thermometer);
        let whispers = cells_of(LineKind::Whisper);
        let renbans = cells_of(LineKind::Renban);
        let palindromes = cells_of(LineKind::Palindrome);
        let diagonal_sums = variant
            .little_killers
            .unwrap_or_default()
            .iter()
            .map(|clue| {
                let mut cells: Vec<usize> = clue.cells.iter().map(|c| c.index()).collect();
                cells.sort_unstable();
                (cells, clue.sum)
            })
            .collect();
        let sandwiches = variant
            .sandwiches
            .unwrap_or_default()
            .iter()
            .filter_map(|clue| {
                let (name, cells): (String, Vec<usize>) = match clue.house {
                    House::Row(k) => (
                        format!("row {}", k + 1),
                        (0..9).map(|c| usize::from(k) * 9 + c).collect(),
                    ),
                    House::Col(k) => (
                        format!("column {}", k + 1),
                        (0..9).map(|r| r * 9 + usize::from(k)).collect(),
                    ),
                    _ => return None,
                };
                Some((name, cells, clue.sum))
            })
            .collect();
        let arrows = variant
            .arrows
            .unwrap_or_default()
            .iter()
            .map(|arrow| {
                let indices = |cells: &[Cell]| cells.iter().map(|c| c.index()).collect();
                (indices(&arrow.circle), indices(&arrow.shaft))
            })
            .collect();
        let mut dots = Vec::new();
        let mut negative = Vec::new();
        for (colour, kind, unmarked) in [
            ("white", LineKind::WhiteDot, LineKind::NoWhiteDot),
            ("black", LineKind::BlackDot, LineKind::NoBlackDot),
            ("x", LineKind::X, LineKind::NoX),
            ("v", LineKind::V, LineKind::NoV),
        ] {
            for line in variant.lines_of(kind) {
                let (a, b) = (line.cells[0].index(), line.cells[1].index());
                dots.push((colour, (a.min(b), a.max(b))));
            }
            if variant.lines_of(unmarked).next().is_some() {
                negative.push(colour);
            }
        }
        let mut rules = Rules {
            houses,
            cages,
            cage_sums,
            thermometers,
            whispers,
            renbans,
            palindromes,
            diagonal_sums,
            sandwiches,
            arrows,
            dots,
            negative,
            nonconsecutive: variant.has(&Nonconsecutive),
            knight: variant.has(&AntiKnight),
            king: variant.has(&AntiKing),
            sight: vec![[false; 81]; 81],
        };
        for (_, cells) in rules.houses.iter().chain(&rules.cages) {
            for &a in cells {
                for &b in cells {
                    rules.sight[a][b] = a != b;
                }
            }
        }
        for a in 0..81 {
            for b in 0..81 {
                if rules.move_between(a, b).is_some() {
                    rules.sight[a][b] = true;
                }
            }
        }
        rules
    }

    /// The move between two cells, named as the proofs name it, if one of the board's moves.
    fn move_between(&self, a: usize, b: usize) -> Option<&'static str> {
        let (dr, dc) = ((a / 9).abs_diff(b / 9), (a % 9).abs_diff(b % 9));
        if self.knight && ((dr, dc) == (1, 2) || (dr, dc) == (2, 1)) {
            return Some("a knight's move");
        }
        (self.king && (dr, dc) == (1, 1)).then_some("a king's move")
    }
}

thread_local! {
    /// The rules of the board whose proof is being checked, with the variant they were worked
    /// out for (classic until another board is checked).
    static RULES: RefCell<(Variant, Rc<Rules>)> =
        RefCell::new((Variant::CLASSIC, Rc::new(Rules::new(&Variant::CLASSIC))));
}

fn rules() -> Rc<Rules> {
    RULES.with(|rules| Rc::clone(&rules.borrow().1))
}

/// Works out the rules of `variant`'s board for the proofs checked next (kept while the
/// variant stays the same).
fn use_rules_of(variant: Variant) {
    RULES.with(|rules| {
        let mut rules = rules.borrow_mut();
        if rules.0 != variant {
            *rules = (variant, Rc::new(Rules::new(&variant)));
        }
    });
}

fn sees(a: usize, b: usize) -> bool {
    rules().sight[a][b]
}

/// The cells of a house by its name ("row 5", "box 4", "region 2", "the rising diagonal",
/// "window 3").
fn house(name: &str) -> Vec<usize> {
    let rules = rules();
    let found = rules.houses.iter().find(|(named, _)| named == name);
    found
        .map(|(_, cells)| cells.clone())
        .unwrap_or_else(|| panic!("no house {name} on this board"))
}

fn cell_of(name: &str) -> usize {
    let cells = parse_cells(name);
    assert_eq!(cells.len(), 1, "{name} is one cell");
    cells[0]
}

/// "r5c56" → the cells r5c5 and r5c6; "r7c56, r8c6" → r7c5, r7c6 and r8c6.
fn parse_cells(text: &str) -> Vec<usize> {
    if text.contains(", ") {
        let mut cells: Vec<usize> = text.split(", ").flat_map(parse_cells).collect();
        cells.sort_unstable();
        return cells;
    }
    let rest = text.strip_prefix('r').expect("cells start with r");
    let (rows, cols) = rest.split_once('c').expect("cells have c");
    let digits = |s: &str| -> Vec<usize> {
        s.chars()
            .map(|ch| ch.to_digit(10).expect("a digit") as usize - 1)
            .collect()
    };
    let mut cells: Vec<usize> = digits(rows)
        .iter()
        .flat_map(|&r| digits(cols).into_iter().map(move |c| r * 9 + c))
        .collect();
    cells.sort_unstable();
    cells
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Fact {
    Is(Vec<usize>, u8),
    IsNot(Vec<usize>, u8),
    Contradiction,
    /// The digits of the cells (sorted) add up to the total.
    Sum(Vec<usize>, u32),
    /// The digits of the first cells (sorted) add up to those of the second (sorted) plus the
    /// number.
    Difference(Vec<usize>, Vec<usize>, u32),
    /// The digits of the open cells (sorted) form one of the sets (each sorted; the list sorted).
    Sets(Vec<usize>, Vec<Vec<u8>>),
}

impl Fact {
    /// The fact of a node: a sum or sets from its `"cells"` with `"total"` or `"sets"`, any
    /// other from its text.
    fn of_node(node: &Value) -> Result<Fact, String> {
        let text = node["fact"].as_str().ok_or("fact")?;
        let cells = || -> Result<Vec<usize>, String> {
            let list = node["cells"].as_array().ok_or("cells")?;
            let mut cells: Vec<usize> = list
                .iter()
                .map(|c| c.as_str().map(cell_of).ok_or("a cell"))
                .collect::<Result<_, _>>()?;
            cells.sort_unstable();
            Ok(cells)
        };
        if let Some(total) = node["total"].as_u64() {
            return Ok(Fact::Sum(cells()?, total as u32));
        }
        if let (Some(less), Some(by)) = (node["less"].as_array(), node["by"].as_u64()) {
            let mut less: Vec<usize> = less
                .iter()
                .map(|c| c.as_str().map(cell_of).ok_or("a cell"))
                .collect::<Result<_, _>>()?;
            less.sort_unstable();
            return Ok(Fact::Difference(cells()?, less, by as u32));
        }
        if let Some(sets) = node["sets"].as_array() {
            let mut sets: Vec<Vec<u8>> = sets
                .iter()
                .map(|set| {
                    let mut digits: Vec<u8> = set
                        .as_array()
                        .into_iter()
                        .flatten()
                        .filter_map(|d| d.as_u64().map(|d| d as u8))
                        .collect();
                    digits.sort_unstable();
                    digits
                })
                .collect();
            sets.sort();
            return Ok(Fact::Sets(cells()?, sets));
        }
        Ok(Fact::parse(text))
    }

    fn parse(text: &str) -> Fact {
        if text == "contradiction" {
            return Fact::Contradiction;
        }
        if let Some((cells, digit)) = text.split_once("<>") {
            return Fact::IsNot(parse_cells(cells), digit.parse().expect("digit"));
        }
        let (cells, digit) = text.split_once('=').expect("a fact");
        Fact::Is(parse_cells(cells), digit.parse().expect("digit"))
    }

    /// A sum or a difference as one: the cells added, the cells taken away, and what that makes.
    fn signed_sum(&self) -> Option<(&[usize], &[usize], i64)> {
        match self {
            Fact::Sum(cells, total) => Some((cells, &[], i64::from(*total))),
            Fact::Difference(cells, less, by) => Some((cells, less, i64::from(*by))),
            _ => None,
        }
    }

    fn opposite(&self) -> Fact {
        match self {
            Fact::Is(c, d) => Fact::IsNot(c.clone(), *d),
            Fact::IsNot(c, d) => Fact::Is(c.clone(), *d),
            other => other.clone(),
        }
    }
}

/// The cells a fact is about.
fn fact_cells(fact: &Fact) -> Vec<usize> {
    match fact {
        Fact::Is(cells, _) | Fact::IsNot(cells, _) => cells.clone(),
        Fact::Sum(cells, _) | Fact::Sets(cells, _) => cells.clone(),
        Fact::Difference(cells, less, _) => cells.iter().chain(less).copied().collect(),
        Fact::Contradiction => Vec::new(),
    }
}

/// Whether `fact` rules out digit `digit` in `cell`.
fn removes(fact: &Fact, cell: usize, digit: u8) -> bool {
    match fact {
        Fact::IsNot(cells, d) => *d == digit && cells.contains(&cell),
        Fact::Is(cells, d) if *d != digit => cells == &[cell],
        Fact::Is(cells, _) => !cells.contains(&cell) && cells.iter().all(|&c| sees(c, cell)),
        _ => false,
    }
}

/// Whether `digit` in `cell` cannot hold together with the true fact `other`.
fn clashes(cell: usize, digit: u8, other: &Fact) -> bool {
    match other {
        Fact::Is(cells, d) => removes(&Fact::Is(cells.clone(), *d), cell, digit),
        _ => false,
    }
}

/// A checked fact: what it says, whether it is an assumption (and at which nesting level), and
/// the open assumptions it rests on.
#[derive(Clone)]
struct Known {
    fact: Fact,
    assumption_level: Option<usize>,
    rests_on: BTreeSet<usize>,
}

/// The options a `fish` node branches on, before keeping those the board holds: every cell of
/// the base houses outside the covers (the fins), and every base cell of the one cover
/// `"house"`; an error when the base houses overlap, are not as many as the covers, the house
/// is not a cover, or a base house has the digit placed.
fn fish_options(node: &Value, board: &Board) -> Result<Vec<(usize, u8)>, String> {
    let digit = node["digit"].as_u64().ok_or("digit")? as u8;
    let houses = |key: &str| -> Result<Vec<Vec<usize>>, String> {
        let list = node[key].as_array().ok_or(format!("{key} list"))?;
        list.iter()
            .map(|h| h.as_str().map(house).ok_or(format!("{key} house")))
            .collect()
    };
    let (base, cover) = (houses("base")?, houses("cover")?);
    let chosen = house(node["house"].as_str().ok_or("house")?);
    let mut base_cells: Vec<usize> = base.iter().flatten().copied().collect();
    base_cells.sort_unstable();
    let overlapping = base_cells.windows(2).any(|w| w[0] == w[1]);
    if overlapping || base.len() != cover.len() || !cover.contains(&chosen) {
        return Err("not a fish".to_string());
    }
    if base_cells.iter().any(|&c| board.values[c] == digit) {
        return Err("the digit is placed in a base house".to_string());
    }
    let mut options: Vec<(usize, u8)> = base_cells
        .into_iter()
        .filter(|c| chosen.contains(c) || !cover.iter().any(|h| h.contains(c)))
        .map(|c| (c, digit))
        .collect();
    options.sort_unstable();
    Ok(options)
}

struct Checker<'b> {
    board: &'b Board,
    /// Nesting level of every assumption by id.
    levels: HashMap<usize, usize>,
}

impl Checker<'_> {
    /// Checks `nodes` at nesting `level`; `known` holds the facts they may cite.
    fn check(
        &mut self,
        nodes: &[Value],
        level: usize,
        known: &mut HashMap<usize, Known>,
    ) -> Result<(), String> {
        for node in nodes {
            let id = node["id"].as_u64().ok_or("id")? as usize;
            let text = node["fact"].as_str().ok_or("fact")?;
            let fact = Fact::of_node(node).map_err(|e| format!("#{id} {text}: {e}"))?;
            let rule = node["rule"].as_str().ok_or("rule")?;
            let from: Vec<usize> = node["from"]
                .as_array()
                .ok_or("from")?
                .iter()
                .map(|v| v.as_u64().map(|n| n as usize).ok_or("from id"))
                .collect::<Result<_, _>>()?;
            let cited: Vec<Known> = from
                .iter()
                .map(|f| {
                    known
                        .get(f)
                        .cloned()
                        .ok_or(format!("#{id} cites unknown #{f}"))
                })
                .collect::<Result<_, _>>()?;
            if known.contains_key(&id) {
                return Err(format!("#{id} is defined twice"));
            }
            self.check_candidates(&fact)
                .map_err(|e| format!("#{id} {text}: {e}"))?;
            let mut rests_on: BTreeSet<usize> =
                cited.iter().flat_map(|k| k.rests_on.clone()).collect();
            let mut assumption_level = None;
            let fail = |why: &str| Err(format!("#{id} {text} ({rule}): {why}"));
            let facts: Vec<&Fact> = cited.iter().map(|k| &k.fact).collect();
            let all_removed = |cells: &[usize], digit: u8| {
                cells
                    .iter()
                    .all(|&c| facts.iter().any(|f| removes(f, c, digit)))
            };
            match rule {
                "assume" => {
                    if !from.is_empty() {
                        return fail("an assumption rests on nothing");
                    }
                    assumption_level = Some(level);
                    self.levels.insert(id, level);
                    rests_on.insert(id);
                }
                "sees" => {
                    let (Fact::IsNot(ys, e), [Fact::Is(xs, d)]) = (&fact, &facts[..]) else {
                        return fail("needs one true fact and states a false one");
                    };
                    let same_cell = xs.len() == 1 && ys == xs && e != d;
                    let seeing = e == d && ys.iter().all(|&y| xs.iter().all(|&x| sees(x, y)));
                    if !same_cell && !seeing {
                        return fail("does not see");
                    }
                    if let Some(via) = node["via"].as_str() {
                        let rules = rules();
                        let shows =
                            |x: usize, y: usize| {
                                rules.move_between(x, y) == Some(via)
                                    || rules.houses.iter().chain(&rules.cages).any(
                                        |(name, cells)| {
                                            name == via && cells.contains(&x) && cells.contains(&y)
                                        },
                                    )
                            };
                        if !xs.iter().any(|&x| ys.iter().any(|&y| shows(x, y))) {
                            return fail("its \"via\" holds no pair of its cells");
                        }
                    }
                }
                "strong link" => {
                    let (Fact::Is(ys, d), [Fact::IsNot(xs, e)]) = (&fact, &facts[..]) else {
                        return fail("needs one false fact and states a true one");
                    };
                    let bivalue = xs.len() == 1
                        && ys == xs
                        && d != e
                        && self.board.marks[xs[0]] == (1 << d) | (1 << e);
                    let mut both: Vec<usize> = xs.iter().chain(ys).copied().collect();
                    both.sort_unstable();
                    let conjugate = d == e
                        && !xs.iter().any(|x| ys.contains(x))
                        && rules().houses.iter().any(|(_, cells)| {
                            let places: Vec<usize> = cells
                                .iter()
                                .copied()
                                .filter(|&c| self.board.has(c, *d))
                                .collect();
                            places == both
                        });
                    if !bivalue && !conjugate {
                        return fail("not a strong link");
                    }
                }
                "naked single" => {
                    let Fact::Is(ys, d) = &fact else {
                        return fail("states a placement");
                    };
                    let [y] = ys[..] else {
                        return fail("one cell");
                    };
                    for e in (1..=9).filter(|&e| e != *d && self.board.has(y, e)) {
                        if !facts.iter().any(|f| removes(f, y, e)) {
                            return fail(&format!("{e} is not ruled out"));
                        }
                    }
                }
                "hidden single" => {
                    let Fact::Is(ys, d) = &fact else {
                        return fail("states a placement");
                    };
                    let cells = house(node["house"].as_str().ok_or("house")?);
                    let [y] = ys[..] else {
                        return fail("one cell");
                    };
                    let others: Vec<usize> = cells
                        .iter()
                        .copied()
                        .filter(|&c| c != y && self.board.has(c, *d))
                        .collect();
                    if !cells.contains(&y) || !all_removed(&others, *d) {
                        return fail("another place is not ruled out");
                    }
                }
                "inner" => {
                    let Fact::IsNot(ys, d) = &fact else {
                        return fail("states a removal");
                    };
                    let nested = node["proof"].as_array().ok_or("nested proof")?;
                    let first = nested.first().ok_or("empty nested proof")?;
                    let start = Fact::parse(first["fact"].as_str().ok_or("fact")?);
                    if first["rule"] != "assume" || start != Fact::Is(ys.clone(), *d) {
                        return fail("the nested proof does not assume the opposite");
                    }
                    let first_id = first["id"].as_u64().ok_or("id")? as usize;
                    let mut inner = known.clone();
                    self.check(nested, level + 1, &mut inner)?;
                    let last = nested.last().ok_or("empty")?;
                    let end = &inner[&(last["id"].as_u64().ok_or("id")? as usize)];
                    if end.fact != Fact::Contradiction || !end.rests_on.contains(&first_id) {
                        return fail("the nested proof does not end in a contradiction");
                    }
                    rests_on = end.rests_on.clone();
                    rests_on.remove(&first_id);
                }
                "no candidate" => {
                    let cell = cell_of(node["cell"].as_str().ok_or("cell")?);
                    let digits: Vec<u8> = (1..=9).filter(|&d| self.board.has(cell, d)).collect();
                    if fact != Fact::Contradiction
                        || digits.is_empty()
                        || !digits
                            .iter()
                            .all(|&d| facts.iter().any(|f| removes(f, cell, d)))
                    {
                        return fail("a candidate is left");
                    }
                }
                "no place" => {
                    let digit = node["digit"].as_u64().ok_or("digit")? as u8;
                    let cells = house(node["house"].as_str().ok_or("house")?);
                    let places: Vec<usize> = cells
                        .iter()
                        .copied()
                        .filter(|&c| self.board.has(c, digit))
                        .collect();
                    let placed = cells.iter().any(|&c| self.board.values[c] == digit);
                    if fact != Fact::Contradiction || placed || !all_removed(&places, digit) {
                        return fail("a place is left");
                    }
                }
                "no fish option" => {
                    let options = fish_options(node, self.board)
                        .map_err(|why| format!("#{id} {text} ({rule}): {why}"))?;
                    let left: Vec<(usize, u8)> = options
                        .into_iter()
                        .filter(|&(c, d)| self.board.has(c, d))
                        .collect();
                    let gone = left
                        .iter()
                        .all(|&(c, d)| facts.iter().any(|f| removes(f, c, d)));
                    if fact != Fact::Contradiction || left.is_empty() || !gone {
                        return fail("an option of the fish is left");
                    }
                }
                "twice" => {
                    let digit = node["digit"].as_u64().ok_or("digit")? as u8;
                    let cells = house(node["house"].as_str().ok_or("house")?);
                    let placing: Vec<&Vec<usize>> = facts
                        .iter()
                        .filter_map(|f| match f {
                            Fact::Is(xs, d)
                                if *d == digit && xs.iter().all(|x| cells.contains(x)) =>
                            {
                                Some(xs)
                            }
                            _ => None,
                        })
                        .collect();
                    let disjoint =
                        placing.len() == 2 && !placing[0].iter().any(|x| placing[1].contains(x));
                    if fact != Fact::Contradiction || !disjoint {
                        return fail("the digit is not placed twice");
                    }
                }
                "refuted" => {
                    let [assumed, reached] = &cited[..] else {
                        return fail("needs the assumption and what it reaches");
                    };
                    let [a, _] = from[..] else { unreachable!() };
                    let ends_badly = reached.fact == Fact::Contradiction
                        || reached.fact == assumed.fact.opposite();
                    if assumed.assumption_level != Some(level)
                        || !ends_badly
                        || !reached.rests_on.contains(&a)
                        || fact != assumed.fact.opposite()
                    {
                        return fail("not a refutation of the assumption");
                    }
                    rests_on = reached.rests_on.clone();
                    rests_on.remove(&a);
                }
                "all branches" | "fish" => {
                    let mut options: Vec<(usize, u8)> = Vec::new();
                    rests_on.clear();
                    let mut branches = BTreeSet::new();
                    for branch in &cited {
                        if branch.fact != fact {
                            return fail("a branch states another fact");
                        }
                        let own: Vec<usize> = branch
                            .rests_on
                            .iter()
                            .copied()
                            .filter(|a| self.levels.get(a) == Some(&level))
                            .collect();
                        let [a] = own[..] else {
                            return fail("a branch rests on no single assumption");
                        };
                        let Fact::Is(cells, d) = &known[&a].fact else {
                            return fail("a branch assumes a removal");
                        };
                        let [cell] = cells[..] else {
                            return fail("a branch assumes a group");
                        };
                        if !branches.insert(a) {
                            return fail("two branches share an assumption");
                        }
                        options.push((cell, *d));
                        rests_on.extend(branch.rests_on.iter().filter(|&&x| x != a));
                    }
                    options.sort_unstable();
                    let every_option: Vec<(usize, u8)> = if rule == "fish" {
                        fish_options(node, self.board)
                            .map_err(|why| format!("#{id} {text} (fish): {why}"))?
                    } else if let Some(cell) = node["cell"].as_str() {
                        let cell = cell_of(cell);
                        (1..=9).map(|d| (cell, d)).collect()
                    } else {
                        let digit = node["digit"].as_u64().ok_or("digit")? as u8;
                        house(node["house"].as_str().ok_or("house")?)
                            .into_iter()
                            .map(|c| (c, digit))
                            .collect()
                    };
                    let expected: Vec<(usize, u8)> = every_option
                        .into_iter()
                        .filter(|&(c, d)| self.board.has(c, d))
                        .collect();
                    if options != expected {
                        return fail("the branches do not cover every option");
                    }
                }
                "either end" => {
                    let [start, end] = &cited[..] else {
                        return fail("needs the assumption and the last fact");
                    };
                    let [a, _] = from[..] else { unreachable!() };
                    let (Fact::IsNot(xs, d), Fact::IsNot(..)) = (&fact, &start.fact) else {
                        return fail("a chain starts by assuming a removal");
                    };
                    let [x] = xs[..] else {
                        return fail("removes one candidate");
                    };
                    if start.assumption_level != Some(level)
                        || !end.rests_on.contains(&a)
                        || !clashes(x, *d, &start.fact.opposite())
                        || !clashes(x, *d, &end.fact)
                    {
                        return fail("does not clash with both ends");
                    }
                    rests_on = end.rests_on.clone();
                    rests_on.remove(&a);
                }
                "loop" => {
                    let [a, z, u, v] = from[..] else {
                        return fail("needs the assumption, the last fact and a weak link's ends");
                    };
                    let raw = |id: usize| {
                        nodes
                            .iter()
                            .find(|n| n["id"].as_u64() == Some(id as u64))
                            .ok_or(format!("#{id} is not a fact of this proof"))
                    };
                    let mut line = vec![z];
                    let mut expect_strong = true;
                    while line[line.len() - 1] != a {
                        let at = raw(line[line.len() - 1])?;
                        let wanted = if expect_strong { "strong link" } else { "sees" };
                        let before = at["from"].as_array().map(|f| &f[..]);
                        let Some([before]) = before else {
                            return fail("the loop's chain has a fact with other premises");
                        };
                        if at["rule"] != wanted || line.len() > 200 {
                            return fail("the loop's chain does not alternate its links");
                        }
                        line.push(before.as_u64().ok_or("from id")? as usize);
                        expect_strong = !expect_strong;
                    }
                    let (start, end) = (&known[&a], &known[&z]);
                    let (Fact::IsNot(..), Fact::Is(..)) = (&start.fact, &end.fact) else {
                        return fail("a loop starts by assuming a removal and ends with a truth");
                    };
                    let both_true = |one: &Fact, other: &Fact| match (one, other) {
                        (Fact::Is(cells, d), Fact::Is(..)) => {
                            cells.iter().all(|&c| clashes(c, *d, other))
                        }
                        _ => false,
                    };
                    if start.assumption_level != Some(level)
                        || expect_strong
                        || !both_true(&start.fact.opposite(), &end.fact)
                    {
                        return fail("the chain does not close into a loop");
                    }
                    let weak_link = (u, v) == (z, a)
                        || (line.contains(&u)
                            && line.contains(&v)
                            && raw(v)?["rule"] == "sees"
                            && raw(v)?["from"] == serde_json::json!([u]));
                    let ends = [known[&u].fact.clone(), known[&v].fact.clone()].map(|f| match f {
                        Fact::IsNot(c, d) => Fact::Is(c, d),
                        other => other,
                    });
                    let (Fact::IsNot(_, d), [x]) = (&fact, &fact_cells(&fact)[..]) else {
                        return fail("removes one candidate");
                    };
                    if !weak_link || !ends.iter().all(|end| clashes(*x, *d, end)) {
                        return fail("does not clash with both ends of a weak link of the loop");
                    }
                    rests_on = end.rests_on.clone();
                    rests_on.remove(&a);
                }
                "cage sum" => {
                    let Fact::Sum(cells, total) = &fact else {
                        return fail("states a sum");
                    };
                    let cage = (cells.clone(), Some(*total));
                    if !from.is_empty() || !rules().cage_sums.contains(&cage) {
                        return fail("no cage has these cells and this sum");
                    }
                }
                "diagonal sum" => {
                    let Fact::Sum(cells, total) = &fact else {
                        return fail("states a sum");
                    };
                    if !from.is_empty() || !rules().diagonal_sums.contains(&(cells.clone(), *total))
                    {
                        return fail("no little killer has this diagonal and this sum");
                    }
                }
                "house total" => {
                    let Fact::Sum(cells, total) = &fact else {
                        return fail("states a sum");
                    };
                    let mut cells_of_house = house(node["house"].as_str().ok_or("house")?);
                    cells_of_house.sort_unstable();
                    if !from.is_empty() || *cells != cells_of_house || *total != 45 {
                        return fail("not the house's cells adding up to 45");
                    }
                }
                "sum of parts" => {
                    let Some((cells, less, total)) = fact.signed_sum() else {
                        return fail("states a sum or a difference");
                    };
                    let minus: Vec<usize> = node["minus"]
                        .as_array()
                        .ok_or("minus")?
                        .iter()
                        .filter_map(|v| v.as_u64().map(|n| n as usize))
                        .collect();
                    if !minus.iter().all(|m| from.contains(m)) {
                        return fail("a minus part is not cited");
                    }
                    let mut count: HashMap<usize, i64> = HashMap::new();
                    let mut parts_total = 0i64;
                    for (index, known_fact) in from.iter().zip(&facts) {
                        let Fact::Sum(part, part_total) = known_fact else {
                            return fail("a part is not a sum");
                        };
                        let sign = if minus.contains(index) { -1 } else { 1 };
                        for &cell in part {
                            *count.entry(cell).or_default() += sign;
                        }
                        parts_total += sign * i64::from(*part_total);
                    }
                    let expected = |cell: usize| {
                        i64::from(cells.contains(&cell)) - i64::from(less.contains(&cell))
                    };
                    let counted = |cell: usize| count.get(&cell).copied().unwrap_or(0);
                    let every_cell = count.keys().chain(cells).chain(less);
                    if every_cell.into_iter().any(|&c| counted(c) != expected(c))
                        || parts_total != total
                    {
                        return fail("the parts do not leave these cells with this sum");
                    }
                }
                "combinations" => {
                    let (Fact::Sets(open, sets), Some((Fact::Sum(cells, total), groups))) =
                        (&fact, facts.split_first())
                    else {
                        return fail("states sets from a sum");
                    };
                    let groups: Vec<(Vec<usize>, u8)> = groups
                        .iter()
                        .map(|g| match g {
                            Fact::Is(cells, d) => Ok((cells.clone(), *d)),
                            _ => Err(format!("#{id}: a cited fact is not a group")),
                        })
                        .collect::<Result<_, _>>()?;
                    let all_see = cells
                        .iter()
                        .all(|&a| cells.iter().all(|&b| a == b || sees(a, b)));
                    let expected_open: Vec<usize> = cells
                        .iter()
                        .copied()
                        .filter(|&c| self.board.values[c] == 0)
                        .collect();
                    if !all_see || *open != expected_open {
                        return fail("the sum's cells do not all see each other, or are not these");
                    }
                    let found = fitting_sets(self.board, cells, *total, &groups);
                    if found != *sets {
                        return fail(&format!("the sets that fit are {found:?}"));
                    }
                }
                "every set holds" => {
                    let (Fact::Is(group, d), [Fact::Sets(open, sets)]) = (&fact, &facts[..]) else {
                        return fail("states a group from sets");
                    };
                    let places: Vec<usize> = open
                        .iter()
                        .copied()
                        .filter(|&c| self.board.has(c, *d))
                        .collect();
                    if !sets.iter().all(|set| set.contains(d)) || *group != places {
                        return fail("not every set holds the digit, or its places differ");
                    }
                }
                "no set places" => {
                    let (Fact::IsNot(target, d), [Fact::Sets(open, sets)]) = (&fact, &facts[..])
                    else {
                        return fail("states a removal from sets");
                    };
                    let [cell] = target[..] else {
                        return fail("one cell");
                    };
                    let placing = sets
                        .iter()
                        .any(|set| set_places(self.board, open, set, cell, *d));
                    if !open.contains(&cell) || placing {
                        return fail("a set puts the digit there");
                    }
                }
                "only places" | "places left" => {
                    let Fact::Is(group, d) = &fact else {
                        return fail("states a group");
                    };
                    let cells = house(node["house"].as_str().ok_or("house")?);
                    let mut places: Vec<usize> = cells
                        .iter()
                        .copied()
                        .filter(|&c| self.board.has(c, *d) && !all_removed(&[c], *d))
                        .collect();
                    places.sort_unstable();
                    let placed = cells.iter().any(|&c| self.board.values[c] == *d);
                    if (rule == "only places" && !from.is_empty()) || placed || *group != places {
                        return fail("these are not the digit's places in the house");
                    }
                }
                "confined" => {
                    let (Fact::IsNot(target, d), [group @ Fact::Is(_, e)]) = (&fact, &facts[..])
                    else {
                        return fail("states a removal from a group");
                    };
                    let [cell] = target[..] else {
                        return fail("one cell");
                    };
                    if d != e || !removes(group, cell, *d) {
                        return fail("the cell does not see every cell of the group");
                    }
                }
                "beside places" | "beside places left" => {
                    let (Fact::IsNot(target, d), [Fact::Is(group, e)]) = (&fact, &facts[..]) else {
                        return fail("states a removal from a group");
                    };
                    let [cell] = target[..] else {
                        return fail("one cell");
                    };
                    let beside = |a: usize, b: usize| {
                        a.abs_diff(b) == 9 || (a.abs_diff(b) == 1 && a / 9 == b / 9)
                    };
                    if !rules().nonconsecutive
                        || d.abs_diff(*e) != 1
                        || !group
                            .iter()
                            .all(|&place| place == cell || beside(place, cell))
                    {
                        return fail("the cell is not beside every cell of the group");
                    }
                }
                "no filling" => {
                    let (Fact::IsNot(target, d), [sum]) = (&fact, &facts[..]) else {
                        return fail("states a removal from a sum");
                    };
                    let (Some((cells, less, total)), [cell]) = (sum.signed_sum(), &target[..])
                    else {
                        return fail("one cell, from a sum or a difference");
                    };
                    let sides = (cells, less);
                    if !(cells.contains(cell) || less.contains(cell))
                        || filling_puts(self.board, sides, total, (*cell, *d), &|_, _| false)
                    {
                        return fail("a filling puts the digit there");
                    }
                }
                "only filling" => {
                    let (Fact::Is(target, d), [sum]) = (&fact, &facts[..]) else {
                        return fail("states a placement from a sum");
                    };
                    let (Some((cells, less, total)), [cell]) = (sum.signed_sum(), &target[..])
                    else {
                        return fail("one cell, from a sum or a difference");
                    };
                    let sides = (cells, less);
                    let puts =
                        |e: u8| filling_puts(self.board, sides, total, (*cell, e), &|_, _| false);
                    let other_placed =
                        (1..=9u8).any(|e| e != *d && self.board.has(*cell, e) && puts(e));
                    if !(cells.contains(cell) || less.contains(cell))
                        || other_placed
                        || !self.board.has(*cell, *d)
                        || !puts(*d)
                    {
                        return fail("a filling puts another digit there, or none puts this one");
                    }
                }
                "no house filling" => {
                    let (Fact::IsNot(_, d), [cell]) = (&fact, &fact_cells(&fact)[..]) else {
                        return fail("removes one candidate");
                    };
                    let cells = house(node["house"].as_str().ok_or("house")?);
                    let mut cages = Vec::new();
                    for cited in &facts {
                        let Fact::Sum(cage, total) = cited else {
                            return fail("a cited fact is not a sum");
                        };
                        let inside = cage.iter().all(|c| cells.contains(c));
                        if !inside || !rules().cage_sums.contains(&(cage.clone(), Some(*total))) {
                            return fail("a cited sum is not a cage inside the house");
                        }
                        cages.push((cage.clone(), *total));
                    }
                    if !cells.contains(cell)
                        || house_filling_puts(self.board, &cells, &cages, (*cell, *d))
                    {
                        return fail("a filling of the house puts the digit there");
                    }
                }
                "cage fillings" => {
                    let Fact::IsNot(target, d) = &fact else {
                        return fail("states a removal");
                    };
                    let [cell] = target[..] else {
                        return fail("one cell");
                    };
                    let mut cage: Vec<usize> = node["cage"]
                        .as_array()
                        .ok_or("cage")?
                        .iter()
                        .filter_map(|c| c.as_str().map(cell_of))
                        .collect();
                    cage.sort_unstable();
                    let sum = node["cage sum"].as_u64().ok_or("cage sum")? as u32;
                    let gone = |c: usize, e: u8| facts.iter().any(|f| removes(f, c, e));
                    if !rules().cage_sums.contains(&(cage.clone(), Some(sum)))
                        || !cage.contains(&cell)
                        || filling_puts(self.board, (&cage, &[]), i64::from(sum), (cell, *d), &gone)
                    {
                        return fail("a filling of the cage puts the digit there");
                    }
                }
                "diagonal fillings" => {
                    let Fact::IsNot(target, d) = &fact else {
                        return fail("states a removal");
                    };
                    let [cell] = target[..] else {
                        return fail("one cell");
                    };
                    let mut diagonal: Vec<usize> = node["diagonal"]
                        .as_array()
                        .ok_or("diagonal")?
                        .iter()
                        .filter_map(|c| c.as_str().map(cell_of))
                        .collect();
                    diagonal.sort_unstable();
                    let sum = node["diagonal sum"].as_u64().ok_or("diagonal sum")? as u32;
                    let gone = |c: usize, e: u8| facts.iter().any(|f| removes(f, c, e));
                    if !rules().diagonal_sums.contains(&(diagonal.clone(), sum))
                        || !diagonal.contains(&cell)
                        || filling_puts(
                            self.board,
                            (&diagonal, &[]),
                            i64::from(sum),
                            (cell, *d),
                            &gone,
                        )
                    {
                        return fail("a filling of the diagonal puts the digit there");
                    }
                }
                "no sandwich filling" | "sandwich fillings" => {
                    let Fact::IsNot(target, d) = &fact else {
                        return fail("states a removal");
                    };
                    let [cell] = target[..] else {
                        return fail("one cell");
                    };
                    let house = node["sandwich"].as_str().ok_or("sandwich")?;
                    let sum = node["sandwich sum"].as_u64().ok_or("sandwich sum")? as u32;
                    let rules = rules();
                    let Some((_, cells, _)) = rules
                        .sandwiches
                        .iter()
                        .find(|(name, _, clue_sum)| name == house && *clue_sum == sum)
                    else {
                        return fail("no such sandwich clue");
                    };
                    let gone = |c: usize, e: u8| facts.iter().any(|f| removes(f, c, e));
                    if !cells.contains(&cell)
                        || sandwich_filling_puts(self.board, cells, sum, (cell, *d), &gone)
                    {
                        return fail("a filling of the house puts the digit there");
                    }
                }
                "line order" | "no line filling" => {
                    let Fact::IsNot(target, d) = &fact else {
                        return fail("states a removal");
                    };
                    let [cell] = target[..] else {
                        return fail("one cell");
                    };
                    let line: Vec<usize> = node["line"]
                        .as_array()
                        .ok_or("line")?
                        .iter()
                        .filter_map(|c| c.as_str().map(cell_of))
                        .collect();
                    let gone = |c: usize, e: u8| facts.iter().any(|f| removes(f, c, e));
                    let kind = node["kind"].as_str().unwrap_or("");
                    if kind == "thermometer" {
                        if !rules().thermometers.contains(&line)
                            || !line.contains(&cell)
                            || rising_filling_puts(self.board, &line, (cell, *d), &gone)
                        {
                            return fail(
                                "a rising filling of the thermometer puts the digit there",
                            );
                        }
                    } else if kind == "renban" {
                        if !rules().renbans.contains(&line)
                            || !line.contains(&cell)
                            || renban_filling_puts(self.board, &line, &gone, (cell, *d))
                        {
                            return fail("a run of the renban puts the digit there");
                        }
                    } else if kind == "palindrome" {
                        if !rules().palindromes.contains(&line)
                            || !line.contains(&cell)
                            || palindrome_filling_puts(self.board, &line, &gone, (cell, *d))
                        {
                            return fail(
                                "a mirrored filling of the palindrome puts the digit there",
                            );
                        }
                    } else if kind == "whisper" {
                        let rules = rules();
                        let on_a_whisper = rules.whispers.iter().any(|whisper| {
                            *whisper == line
                                || (line.len() == 2
                                    && whisper.windows(2).any(|pair| pair == &line[..]))
                        });
                        let share = |a: usize, b: usize| {
                            rules
                                .houses
                                .iter()
                                .any(|(_, cells)| cells.contains(&a) && cells.contains(&b))
                        };
                        let relations: Vec<Relation> =
                            vec![|x: u8, y: u8| x.abs_diff(y) >= 5; line.len() - 1];
                        if !on_a_whisper
                            || !line.contains(&cell)
                            || chain_filling_puts(
                                self.board,
                                &line,
                                &relations,
                                &share,
                                &gone,
                                (cell, *d),
                            )
                        {
                            return fail("a filling of the whisper puts the digit there");
                        }
                    } else {
                        let Some(relation) = pair_relation(&rules(), kind, &line) else {
                            return fail("the pair is not on the board with that kind");
                        };
                        let other = line.iter().copied().find(|&c| c != cell);
                        let fits = |c: usize, e: u8| match self.board.values[c] {
                            0 => self.board.has(c, e) && !gone(c, e),
                            placed => placed == e,
                        };
                        if !line.contains(&cell)
                            || other.is_none_or(|o| (1..=9).any(|e| fits(o, e) && relation(*d, e)))
                        {
                            return fail("a partner across the pair lets the digit stay");
                        }
                    }
                }
                "no chain filling" => {
                    let Fact::IsNot(target, d) = &fact else {
                        return fail("states a removal");
                    };
                    let [cell] = target[..] else {
                        return fail("one cell");
                    };
                    let line: Vec<usize> = node["line"]
                        .as_array()
                        .ok_or("line")?
                        .iter()
                        .filter_map(|c| c.as_str().map(cell_of))
                        .collect();
                    let kinds: Vec<&str> = node["kinds"]
                        .as_array()
                        .ok_or("kinds")?
                        .iter()
                        .filter_map(Value::as_str)
                        .collect();
                    let relations: Option<Vec<Relation>> = line
                        .windows(2)
                        .zip(&kinds)
                        .map(|(pair, kind)| pair_relation(&rules(), kind, pair))
                        .collect();
                    let Some(relations) = relations.filter(|found| found.len() + 1 == line.len())
                    else {
                        return fail("the pairs are not on the board with those kinds");
                    };
                    let rules = rules();
                    let share = |a: usize, b: usize| {
                        rules
                            .houses
                            .iter()
                            .any(|(_, cells)| cells.contains(&a) && cells.contains(&b))
                    };
                    if !line.contains(&cell)
                        || chain_filling_puts(
                            self.board,
                            &line,
                            &relations,
                            &share,
                            &|_, _| false,
                            (cell, *d),
                        )
                    {
                        return fail("a filling of the chain puts the digit there");
                    }
                }
                "no arrow filling" | "arrow sum" => {
                    let Fact::IsNot(target, d) = &fact else {
                        return fail("states a removal");
                    };
                    let [cell] = target[..] else {
                        return fail("one cell");
                    };
                    let cells_at = |key: &str| -> Vec<usize> {
                        node[key]
                            .as_array()
                            .map(|list| {
                                list.iter()
                                    .filter_map(|c| c.as_str().map(cell_of))
                                    .collect()
                            })
                            .unwrap_or_default()
                    };
                    let arrow = (cells_at("circle"), cells_at("shaft"));
                    let gone = |c: usize, e: u8| facts.iter().any(|f| removes(f, c, e));
                    if !rules().arrows.contains(&arrow)
                        || !(arrow.0.contains(&cell) || arrow.1.contains(&cell))
                        || arrow_filling_puts(self.board, &arrow, (cell, *d), &gone)
                    {
                        return fail("a filling of the arrow puts the digit there");
                    }
                }
                other => return fail(&format!("unknown rule {other}")),
            }
            let mut per_level: HashMap<usize, usize> = HashMap::new();
            for a in &rests_on {
                *per_level.entry(self.levels[a]).or_default() += 1;
            }
            if per_level.values().any(|&n| n > 1) {
                return fail("rests on two assumptions of one level");
            }
            known.insert(
                id,
                Known {
                    fact,
                    assumption_level,
                    rests_on,
                },
            );
        }
        Ok(())
    }

    /// Every cell a fact names is open and holds the digit (a sets fact: every cell is open).
    fn check_candidates(&self, fact: &Fact) -> Result<(), String> {
        match fact {
            Fact::Is(cells, d) | Fact::IsNot(cells, d) => {
                match cells.iter().find(|&&c| !self.board.has(c, *d)) {
                    Some(c) => Err(format!("cell {c} has no candidate {d}")),
                    None => Ok(()),
                }
            }
            Fact::Sets(cells, _) => match cells.iter().find(|&&c| self.board.values[c] != 0) {
                Some(c) => Err(format!("cell {c} is not open")),
                None => Ok(()),
            },
            Fact::Contradiction | Fact::Sum(..) | Fact::Difference(..) => Ok(()),
        }
    }
}

/// The sets of digits (each sorted, the list sorted) that the open cells of `cells` take in
/// some filling: a candidate in each open cell, every digit of `cells` (placed ones included)
/// different, adding up to `total`, and each group's digit in one of the group's cells.
fn fitting_sets(
    board: &Board,
    cells: &[usize],
    total: u32,
    groups: &[(Vec<usize>, u8)],
) -> Vec<Vec<u8>> {
    fn fill(
        board: &Board,
        open: &[usize],
        used: u16,
        left: i64,
        chosen: &mut Vec<(usize, u8)>,
        groups: &[(Vec<usize>, u8)],
        found: &mut BTreeSet<Vec<u8>>,
    ) {
        let Some((&cell, rest)) = open.split_first() else {
            let in_groups = groups
                .iter()
                .all(|(cells, d)| chosen.iter().any(|(c, e)| e == d && cells.contains(c)));
            if left == 0 && in_groups {
                let mut set: Vec<u8> = chosen.iter().map(|&(_, d)| d).collect();
                set.sort_unstable();
                found.insert(set);
            }
            return;
        };
        for digit in 1..=9u8 {
            if board.has(cell, digit) && used & (1 << digit) == 0 && i64::from(digit) <= left {
                chosen.push((cell, digit));
                let used = used | (1 << digit);
                fill(
                    board,
                    rest,
                    used,
                    left - i64::from(digit),
                    chosen,
                    groups,
                    found,
                );
                chosen.pop();
            }
        }
    }
    let open: Vec<usize> = cells
        .iter()
        .copied()
        .filter(|&c| board.values[c] == 0)
        .collect();
    let placed: Vec<u8> = cells
        .iter()
        .map(|&c| board.values[c])
        .filter(|&v| v != 0)
        .collect();
    let used = placed.iter().fold(0u16, |all, &d| all | (1 << d));
    if used.count_ones() as usize != placed.len() {
        return Vec::new();
    }
    let left = i64::from(total) - placed.iter().map(|&d| i64::from(d)).sum::<i64>();
    let mut found = BTreeSet::new();
    fill(
        board,
        &open,
        used,
        left,
        &mut Vec::new(),
        groups,
        &mut found,
    );
    found.into_iter().collect()
}

/// Whether some filling of `cells` and `less` puts `fixed`'s digit in its cell: a candidate in
/// each open cell, the placed digits kept, digits different wherever two of the cells see each
/// other, the digits of `cells` less those of `less` making `total`.
fn filling_puts(
    board: &Board,
    (cells, less): (&[usize], &[usize]),
    total: i64,
    fixed: (usize, u8),
    gone: &dyn Fn(usize, u8) -> bool,
) -> bool {
    fn fill(
        board: &Board,
        cells: &[(usize, i64)],
        chosen: &mut Vec<(usize, u8)>,
        left: i64,
        fixed: (usize, u8),
        gone: &dyn Fn(usize, u8) -> bool,
    ) -> bool {
        let Some((&(cell, sign), rest)) = cells.split_first() else {
            return left == 0;
        };
        let digits: Vec<u8> = match board.values[cell] {
            0 if cell == fixed.0 => vec![fixed.1],
            0 => (1..=9)
                .filter(|&d| board.has(cell, d) && !gone(cell, d))
                .collect(),
            placed => vec![placed],
        };
        let only_added = rest.iter().all(|&(_, s)| s > 0);
        let rest_most = 9 * rest.len() as i64;
        digits.into_iter().any(|digit| {
            let clash = chosen.iter().any(|&(c, d)| d == digit && sees(c, cell));
            let value = sign * i64::from(digit);
            let out_of_reach = value > left || value + rest_most < left;
            if clash || (sign > 0 && only_added && out_of_reach) {
                return false;
            }
            chosen.push((cell, digit));
            let found = fill(board, rest, chosen, left - value, fixed, gone);
            chosen.pop();
            found
        })
    }
    let signed: Vec<(usize, i64)> = less
        .iter()
        .map(|&c| (c, -1))
        .chain(cells.iter().map(|&c| (c, 1)))
        .collect();
    board.has(fixed.0, fixed.1) && fill(board, &signed, &mut Vec::new(), total, fixed, gone)
}

/// Whether some filling of the house `cells` puts `fixed`'s digit in its cell: a candidate in
/// each open cell, the placed digits kept, every digit once, each of `cages` adding up to its
/// total.
fn house_filling_puts(
    board: &Board,
    cells: &[usize],
    cages: &[(Vec<usize>, u32)],
    fixed: (usize, u8),
) -> bool {
    fn fill(
        board: &Board,
        cells: &[usize],
        cages: &[(Vec<usize>, u32)],
        fixed: (usize, u8),
        chosen: &mut Vec<(usize, u8)>,
    ) -> bool {
        let sums_hold = cages.iter().all(|(cage, total)| {
            let digits: Vec<u32> = chosen
                .iter()
                .filter(|(c, _)| cage.contains(c))
                .map(|&(_, d)| u32::from(d))
                .collect();
            let sum: u32 = digits.iter().sum();
            if digits.len() == cage.len() {
                sum == *total
            } else {
                sum < *total
            }
        });
        if !sums_hold {
            return false;
        }
        let Some((&cell, rest)) = cells.split_first() else {
            return true;
        };
        let digits: Vec<u8> = match board.values[cell] {
            0 if cell == fixed.0 => vec![fixed.1],
            0 => (1..=9).filter(|&d| board.has(cell, d)).collect(),
            placed => vec![placed],
        };
        digits.into_iter().any(|digit| {
            if chosen.iter().any(|&(_, d)| d == digit) {
                return false;
            }
            chosen.push((cell, digit));
            let found = fill(board, rest, cages, fixed, chosen);
            chosen.pop();
            found
        })
    }
    board.has(fixed.0, fixed.1) && fill(board, cells, cages, fixed, &mut Vec::new())
}

/// Whether the digits of `set` can go one to each of `open`, each into a cell that holds it,
/// with `digit` in `cell`.
fn set_places(board: &Board, open: &[usize], set: &[u8], cell: usize, digit: u8) -> bool {
    fn assign(board: &Board, open: &[usize], left: &[u8], fixed: (usize, u8)) -> bool {
        let Some((&cell, rest)) = open.split_first() else {
            return left.is_empty();
        };
        left.iter().enumerate().any(|(i, &d)| {
            let allowed = if cell == fixed.0 {
                d == fixed.1
            } else {
                board.has(cell, d)
            };
            let mut others = left.to_vec();
            others.remove(i);
            allowed && assign(board, rest, &others, fixed)
        })
    }
    set.len() == open.len() && board.has(cell, digit) && assign(board, open, set, (cell, digit))
}

/// The rules whose facts are conclusions (see README, "Proofs in `solve --json`").
const CONCLUSIONS: [&str; 15] = [
    "refuted",
    "all branches",
    "either end",
    "fish",
    "loop",
    "no set places",
    "confined",
    "beside places",
    "no filling",
    "only filling",
    "no house filling",
    "no line filling",
    "no chain filling",
    "no arrow filling",
    "no sandwich filling",
];

/// Whether some filling of the house `cells` (in order: a placed digit or a candidate in each
/// cell, each digit once) whose digits strictly between its 1 and its 9 add up to `sum` puts
/// `digit` in `cell`.
fn sandwich_filling_puts(
    board: &Board,
    cells: &[usize],
    sum: u32,
    (cell, digit): (usize, u8),
    gone: &dyn Fn(usize, u8) -> bool,
) -> bool {
    fn fill(options: &[Vec<u8>], chosen: &mut Vec<u8>, sum: u32) -> bool {
        let Some(here) = options.get(chosen.len()) else {
            let at = |d: u8| chosen.iter().position(|&x| x == d).unwrap_or(0);
            let (a, b) = (at(1).min(at(9)), at(1).max(at(9)));
            let between: u32 = chosen[a + 1..b].iter().map(|&d| u32::from(d)).sum();
            return between == sum;
        };
        here.iter().any(|&d| {
            if chosen.contains(&d) {
                return false;
            }
            chosen.push(d);
            let found = fill(options, chosen, sum);
            chosen.pop();
            found
        })
    }
    let options: Vec<Vec<u8>> = cells
        .iter()
        .map(|&c| match board.values[c] {
            0 if c == cell => vec![digit],
            0 => (1..=9)
                .filter(|&d| board.has(c, d) && !gone(c, d))
                .collect(),
            placed => vec![placed],
        })
        .collect();
    (board.values[cell] == 0 || board.values[cell] == digit) && fill(&options, &mut Vec::new(), sum)
}

/// Whether some filling of the arrow (a placed digit or a candidate in each cell, digits
/// different where two cells see each other) whose shaft adds up to the circle's number (a
/// pill's digits read as one decimal number) puts `digit` in `cell`.
fn arrow_filling_puts(
    board: &Board,
    (circle, shaft): &(Vec<usize>, Vec<usize>),
    (cell, digit): (usize, u8),
    gone: &dyn Fn(usize, u8) -> bool,
) -> bool {
    let cells: Vec<usize> = circle.iter().chain(shaft).copied().collect();
    fn fill(
        board: &Board,
        cells: &[usize],
        at: usize,
        chosen: &mut Vec<u8>,
        gone: &dyn Fn(usize, u8) -> bool,
        each: &mut dyn FnMut(&[u8]) -> bool,
    ) -> bool {
        if at == cells.len() {
            return each(chosen);
        }
        (1..=9u8).any(|d| {
            let fits = match board.values[cells[at]] {
                0 => board.has(cells[at], d),
                placed => placed == d,
            };
            let clash = (0..at).any(|i| chosen[i] == d && sees(cells[i], cells[at]));
            if !fits || clash || gone(cells[at], d) {
                return false;
            }
            chosen.push(d);
            let found = fill(board, cells, at + 1, chosen, gone, each);
            chosen.pop();
            found
        })
    }
    let place = cells.iter().position(|&c| c == cell);
    fill(board, &cells, 0, &mut Vec::new(), gone, &mut |digits| {
        let number = if circle.len() == 1 {
            u32::from(digits[0])
        } else {
            digits[..circle.len()]
                .iter()
                .fold(0, |n, &d| n * 10 + u32::from(d))
        };
        let sum: u32 = digits[circle.len()..].iter().map(|&d| u32::from(d)).sum();
        sum == number && place.is_some_and(|p| digits[p] == digit)
    })
}

/// Whether some filling of the thermometer `line` (from its bulb: a placed digit or a
/// candidate in each cell, none that `gone` rules out, each more than the one before) puts
/// `digit` in `cell`.
fn rising_filling_puts(
    board: &Board,
    line: &[usize],
    (cell, digit): (usize, u8),
    gone: &dyn Fn(usize, u8) -> bool,
) -> bool {
    fn fill(
        board: &Board,
        line: &[usize],
        above: u8,
        wanted: (usize, u8),
        gone: &dyn Fn(usize, u8) -> bool,
    ) -> bool {
        let Some((&first, rest)) = line.split_first() else {
            return true;
        };
        (above + 1..=9).any(|d| {
            let fits = match board.values[first] {
                0 => board.has(first, d),
                placed => placed == d,
            };
            fits && !gone(first, d)
                && (first != wanted.0 || d == wanted.1)
                && fill(board, rest, d, wanted, gone)
        })
    }
    fill(board, line, 0, (cell, digit), gone)
}

/// Whether some filling of the renban `line` (a candidate in each open cell that `gone` has not
/// taken, the placed digits kept, every digit different and all of them one run of consecutive
/// digits) puts the digit `wanted.1` in the cell `wanted.0`.
fn renban_filling_puts(
    board: &Board,
    line: &[usize],
    gone: &dyn Fn(usize, u8) -> bool,
    wanted: (usize, u8),
) -> bool {
    let len = line.len() as u8;
    (1..=10 - len).any(|low| {
        let run: Vec<u8> = (low..low + len).collect();
        let mut chosen = Vec::new();
        fn fill(
            board: &Board,
            line: &[usize],
            run: &[u8],
            gone: &dyn Fn(usize, u8) -> bool,
            wanted: (usize, u8),
            chosen: &mut Vec<u8>,
        ) -> bool {
            let Some(&cell) = line.get(chosen.len()) else {
                return true;
            };
            run.iter().any(|&d| {
                let fits = match board.values[cell] {
                    0 => board.has(cell, d) && !gone(cell, d),
                    placed => placed == d,
                };
                if !fits || chosen.contains(&d) || (cell == wanted.0 && d != wanted.1) {
                    return false;
                }
                chosen.push(d);
                let found = fill(board, line, run, gone, wanted, chosen);
                chosen.pop();
                found
            })
        }
        fill(board, line, &run, gone, wanted, &mut chosen)
    })
}

/// Whether some filling of the palindrome `line` (a candidate in each open cell that `gone` has
/// not taken, the placed digits kept, the i-th cell from the start and the i-th from the end
/// holding the same digit) puts the digit `wanted.1` in the cell `wanted.0`: each pair of
/// mirror cells needs a digit both can hold, the wanted cell's pair that digit.
fn palindrome_filling_puts(
    board: &Board,
    line: &[usize],
    gone: &dyn Fn(usize, u8) -> bool,
    wanted: (usize, u8),
) -> bool {
    let fits = |cell: usize, d: u8| match board.values[cell] {
        0 => board.has(cell, d) && !gone(cell, d),
        placed => placed == d,
    };
    (0..line.len().div_ceil(2)).all(|i| {
        let pair = [line[i], line[line.len() - 1 - i]];
        (1..=9).any(|d| {
            pair.iter().all(|&c| fits(c, d)) && (!pair.contains(&wanted.0) || d == wanted.1)
        })
    })
}

/// Whether some filling of `line` (a candidate in each open cell that `gone` has not taken, the
/// placed digits kept, each two cells in a row keeping `relations[i]`, different digits where
/// `share` says two cells share a house) puts the digit `wanted.1` in the cell `wanted.0`.
fn chain_filling_puts(
    board: &Board,
    line: &[usize],
    relations: &[Relation],
    share: &dyn Fn(usize, usize) -> bool,
    gone: &dyn Fn(usize, u8) -> bool,
    wanted: (usize, u8),
) -> bool {
    fn fill(
        board: &Board,
        line: &[usize],
        relations: &[Relation],
        share: &dyn Fn(usize, usize) -> bool,
        gone: &dyn Fn(usize, u8) -> bool,
        wanted: (usize, u8),
        chosen: &mut Vec<u8>,
    ) -> bool {
        let place = chosen.len();
        let Some(&cell) = line.get(place) else {
            return true;
        };
        (1..=9).any(|d| {
            let fits = match board.values[cell] {
                0 => board.has(cell, d) && !gone(cell, d),
                placed => placed == d,
            };
            let keeps = place == 0 || relations[place - 1](chosen[place - 1], d);
            let differs = (0..place).all(|i| chosen[i] != d || !share(line[i], cell));
            if !fits || !keeps || !differs || (cell == wanted.0 && d != wanted.1) {
                return false;
            }
            chosen.push(d);
            let found = fill(board, line, relations, share, gone, wanted, chosen);
            chosen.pop();
            found
        })
    }
    fill(board, line, relations, share, gone, wanted, &mut Vec::new())
}

/// What a pair of cells asks of their two digits.
type Relation = fn(u8, u8) -> bool;

/// What a pair of `kind` ("white dot", "no black dot", "X", "no V") through `line` asks of its
/// two digits, when the board has such a pair there: a dot of that colour (a letter), or two cells
/// side by side with no dot (no letter) between them under that colour's (letter's) negative
/// rule.
fn pair_relation(rules: &Rules, kind: &str, line: &[usize]) -> Option<Relation> {
    let &[a, b] = line else {
        return None;
    };
    let pair = (a.min(b), a.max(b));
    let side_by_side = pair.1 - pair.0 == 9 || (pair.1 - pair.0 == 1 && pair.0 / 9 == pair.1 / 9);
    let has = |colour: &str| rules.dots.iter().any(|(c, p)| *c == colour && *p == pair);
    let dotted = has("white") || has("black");
    let lettered = has("x") || has("v");
    let consecutive: Relation = |x, y| x.abs_diff(y) == 1;
    let double: Relation = |x, y| x == 2 * y || y == 2 * x;
    match kind {
        "white dot" if has("white") => Some(consecutive),
        "black dot" if has("black") => Some(double),
        "no white dot" if side_by_side && !dotted && rules.negative.contains(&"white") => {
            Some(|x, y| x.abs_diff(y) != 1)
        }
        "no black dot" if side_by_side && !dotted && rules.negative.contains(&"black") => {
            Some(|x, y| x != 2 * y && y != 2 * x)
        }
        "X" if has("x") => Some(|x, y| x + y == 10),
        "V" if has("v") => Some(|x, y| x + y == 5),
        "no X" if side_by_side && !lettered && rules.negative.contains(&"x") => {
            Some(|x, y| x + y != 10)
        }
        "no V" if side_by_side && !lettered && rules.negative.contains(&"v") => {
            Some(|x, y| x + y != 5)
        }
        "nonconsecutive" if side_by_side && rules.nonconsecutive => Some(|x, y| x.abs_diff(y) != 1),
        _ => None,
    }
}

/// The ids of the facts of `nodes` (nested proofs included) that no conclusion rests on: not
/// cited, directly or through other facts, by a conclusion, nor the end of a nested proof that
/// such a fact rests on.
fn unused_facts(nodes: &[Value]) -> Vec<usize> {
    fn index<'a>(nodes: &'a [Value], all: &mut HashMap<usize, &'a Value>) {
        for node in nodes {
            all.insert(node["id"].as_u64().unwrap_or(0) as usize, node);
            if let Some(nested) = node["proof"].as_array() {
                index(nested, all);
            }
        }
    }
    let mut all = HashMap::new();
    index(nodes, &mut all);
    let mut used = BTreeSet::new();
    let mut stack: Vec<usize> = nodes
        .iter()
        .filter(|node| CONCLUSIONS.contains(&node["rule"].as_str().unwrap_or("")))
        .filter_map(|node| node["id"].as_u64().map(|id| id as usize))
        .collect();
    while let Some(id) = stack.pop() {
        if !used.insert(id) {
            continue;
        }
        let Some(node) = all.get(&id) else { continue };
        stack.extend(
            node["from"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|v| v.as_u64().map(|n| n as usize)),
        );
        if let Some(last) = node["proof"].as_array().and_then(|nested| nested.last()) {
            stack.extend(last["id"].as_u64().map(|n| n as usize));
        }
    }
    all.keys()
        .copied()
        .filter(|id| !used.contains(id))
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect()
}

/// Checks the proof of `step` on `grid` (the grid before it): every node holds, every fact is
/// used by a conclusion, and the conclusions that rest on nothing are exactly its placements and
/// eliminations.
fn check_step(grid: &Grid, step: &Step) -> Result<usize, String> {
    use_rules_of(grid.layout().variant());
    let proof = step.proof.as_ref().ok_or("no proof")?;
    let json = proof.to_json(grid.geometry(), Notation::RowColumn);
    let nodes = json.as_array().ok_or("a list")?;
    let board = Board::of(grid);
    let mut checker = Checker {
        board: &board,
        levels: HashMap::new(),
    };
    let mut known = HashMap::new();
    checker.check(nodes, 0, &mut known)?;
    let unused = unused_facts(nodes);
    if !unused.is_empty() {
        return Err(format!("no conclusion rests on facts {unused:?}"));
    }
    let (mut placed, mut removed) = (BTreeSet::new(), BTreeSet::new());
    for node in nodes {
        let rule = node["rule"].as_str().unwrap_or("");
        if !CONCLUSIONS.contains(&rule) {
            continue;
        }
        let fact = &known[&(node["id"].as_u64().unwrap_or(0) as usize)];
        if !fact.rests_on.is_empty() {
            return Err(format!(
                "conclusion {} rests on an assumption",
                node["fact"]
            ));
        }
        match &fact.fact {
            Fact::Is(cells, d) if cells.len() == 1 => {
                placed.insert((cells[0], *d));
                removed.extend(
                    (0..81)
                        .filter(|&c| sees(c, cells[0]) && board.has(c, *d))
                        .map(|c| (c, *d)),
                );
            }
            Fact::IsNot(cells, d) if cells.len() == 1 => {
                removed.insert((cells[0], *d));
            }
            other => return Err(format!("conclusion {other:?} is not one candidate")),
        }
    }
    let pairs = |list: &[sudoku_stepper::Candidate]| -> BTreeSet<(usize, u8)> {
        list.iter()
            .map(|c| (c.cell.index(), c.digit.get()))
            .collect()
    };
    if placed != pairs(&step.placements) || removed != pairs(&step.eliminations) {
        return Err(format!(
            "conclusions {placed:?} / {removed:?} differ from the step's placements and removals"
        ));
    }
    Ok(proof.fact_count())
}

/// The default order without Brute Force.
fn default_order() -> Vec<Technique> {
    Technique::DEFAULT
        .into_iter()
        .filter(|&t| t != Technique::BruteForce)
        .collect()
}

/// `common::cage_steps_first` without Brute Force: the Killer tests reach every cage technique
/// with it.
fn cage_first_order() -> Vec<Technique> {
    common::cage_steps_first()
        .into_iter()
        .filter(|&t| t != Technique::BruteForce)
        .collect()
}

/// Solves every `every`-th puzzle of a collection with `techniques` and checks every proof;
/// returns the technique of every step checked.
fn check_collection(
    name: &str,
    text: &str,
    techniques: &[Technique],
    every: usize,
) -> Vec<Technique> {
    let puzzles = read_str(name, text).expect("parses").puzzles;
    let mut checked = Vec::new();
    for (index, puzzle) in puzzles.iter().enumerate().step_by(every) {
        let outcome = solve_steps(&puzzle.grid, techniques);
        let mut grid = puzzle.grid.clone();
        for (number, step) in outcome.steps.iter().enumerate() {
            if PROVED.contains(&step.technique) || step.proof.is_some() {
                if let Err(why) = check_step(&grid, step) {
                    panic!(
                        "{name} #{} step {}: {why}\n{}",
                        index + 1,
                        number + 1,
                        step.message.text()
                    );
                }
                checked.push(step.technique);
            }
            step.apply(&mut grid);
        }
    }
    checked
}

#[test]
fn every_proof_of_top1465_holds() {
    let checked = check_collection(
        "top1465.txt",
        include_str!("data/top1465.txt"),
        &default_order(),
        1,
    );
    assert!(checked.len() > 5_000, "{} proofs checked", checked.len());
}

#[test]
fn every_proof_of_the_forum_hardest_holds() {
    let checked = check_collection(
        "forum_hardest_1106.txt",
        include_str!("data/forum_hardest_1106.txt"),
        &default_order(),
        1,
    );
    assert!(checked.len() > 5_000, "{} proofs checked", checked.len());
}

/// Kraken Fish is off by default: here it runs where the catalogue puts it, before Forcing
/// Chain, on every fifth puzzle of top1465.
#[test]
fn every_kraken_fish_proof_holds() {
    let mut order = default_order();
    let at = order
        .iter()
        .position(|&t| t == Technique::ForcingChain)
        .expect("Forcing Chain is on by default");
    order.insert(at, Technique::KrakenFish);
    let checked = check_collection("top1465.txt", include_str!("data/top1465.txt"), &order, 5);
    let krakens = checked
        .iter()
        .filter(|&&t| t == Technique::KrakenFish)
        .count();
    assert!(krakens > 200, "{krakens} Kraken Fish proofs checked");
}

/// On the pinned killers, with the chains and forcing searches right after Cage Combinations,
/// every proof holds, cage mates seeing each other included (one `sees` fact says "via": "the
/// cage at r4c3"), the Forcing Nets' `cage fillings` facts too, and so does the arithmetic of
/// every Cage Combinations step.
#[test]
fn every_proof_on_the_pinned_killers_holds() {
    let order = [
        Technique::CandidateElimination,
        Technique::FullHouse,
        Technique::NakedSingle,
        Technique::HiddenSingle,
        Technique::CageCombinations,
        Technique::XChain,
        Technique::XyChain,
        Technique::NiceLoop,
        Technique::GroupedNiceLoop,
        Technique::ForcingChain,
        Technique::ForcingNet,
    ];
    let checked = check_collection("killers.txt", include_str!("data/killers.txt"), &order, 1);
    let cage_steps = checked
        .iter()
        .filter(|&&t| t == Technique::CageCombinations)
        .count();
    assert_eq!((checked.len() - cage_steps, cage_steps), (36, 1933));
}

/// On generated Killers (Hard and Unfair, Killer X, Killer Jigsaw), with the default order,
/// every proof holds: the arithmetic of every cage step (cage sums, house totals, sums of
/// parts, the sets that fit, what they rule out or confine, the fillings of sums whose digits
/// may repeat) and the chains'.
#[test]
fn every_proof_on_generated_killers_holds() {
    let sets = [
        ("killer", Level::Hard, 20),
        ("killer", Level::Unfair, 10),
        ("killer+x", Level::Hard, 10),
        ("killer+jigsaw", Level::Hard, 10),
    ];
    let mut checked: HashMap<Technique, usize> = HashMap::new();
    let mut loose = 0;
    for (rules, level, count) in sets {
        for (index, puzzle) in generated(rules, level, count).iter().enumerate() {
            let outcome = solve_steps(puzzle, &cage_first_order());
            let mut grid = puzzle.clone();
            for (number, step) in outcome.steps.iter().enumerate() {
                if PROVED.contains(&step.technique) || step.proof.is_some() {
                    if let Err(why) = check_step(&grid, step) {
                        panic!(
                            "{level} {rules} #{} step {}: {why}\n{}",
                            index + 1,
                            number + 1,
                            step.message.text()
                        );
                    }
                    *checked.entry(step.technique).or_default() += 1;
                    let proof = step.proof.as_ref().expect("a proof");
                    if proof.nodes.iter().any(|n| n.rule.name() == "no filling") {
                        loose += 1;
                    }
                }
                step.apply(&mut grid);
            }
        }
    }
    let count = |t: Technique| checked.get(&t).copied().unwrap_or(0);
    assert!(
        count(Technique::CageCombinations) > 1_000
            && count(Technique::InniesAndOuties) > 200
            && count(Technique::CageHouseOverlap) > 5
            && loose > 20,
        "{checked:?}, {loose} sums whose digits may repeat"
    );
}

/// Every proof of every step of the pinned Extreme Killers holds, the Innie-Outie Difference,
/// Cage Interplay and Cage Splitting steps among them.
#[test]
fn every_proof_on_the_pinned_extreme_killers_holds() {
    let mut checked: HashMap<Technique, usize> = HashMap::new();
    let puzzles = [extreme_killer()]
        .into_iter()
        .chain(generated_extreme_killers());
    for (index, puzzle) in puzzles.enumerate() {
        let outcome = solve_steps(&puzzle, &default_order());
        let mut grid = puzzle.clone();
        for (number, step) in outcome.steps.iter().enumerate() {
            if PROVED.contains(&step.technique) || step.proof.is_some() {
                if let Err(why) = check_step(&grid, step) {
                    panic!(
                        "pinned Extreme Killer #{} step {}: {why}\n{}",
                        index + 1,
                        number + 1,
                        step.message.text()
                    );
                }
                *checked.entry(step.technique).or_default() += 1;
            }
            step.apply(&mut grid);
        }
    }
    let count = |t: Technique| checked.get(&t).copied().unwrap_or(0);
    assert_eq!(
        (
            count(Technique::InnieOutieDifference),
            count(Technique::CageInterplay),
            count(Technique::CageSplitting)
        ),
        (14, 8, 2),
        "{checked:?}"
    );
}

/// The first step of `technique` on the pinned Extreme Killers, and the grid before it.
fn first_extreme_killer_step(technique: Technique) -> (Grid, Step) {
    let puzzles = [extreme_killer()]
        .into_iter()
        .chain(generated_extreme_killers());
    first_step_among(puzzles, |step| step.technique == technique)
}

#[test]
fn every_forcing_proof_on_an_extreme_killer_holds_with_the_cage_sums() {
    let puzzle = extreme_killer();
    let outcome = solve_steps(&puzzle, &default_order());
    let mut grid = puzzle.clone();
    let (mut nets, mut with_sums) = (0, 0);
    for (number, step) in outcome.steps.iter().enumerate() {
        assert_ne!(step.technique, Technique::BruteForce, "step {}", number + 1);
        if step.technique == Technique::ForcingNet {
            if let Err(why) = check_step(&grid, step) {
                panic!("step {}: {why}\n{}", number + 1, step.message.text());
            }
            nets += 1;
            let proof = step.proof.as_ref().expect("a proof");
            let json = proof.to_json(grid.geometry(), Notation::RowColumn);
            if json.to_string().contains("\"cage fillings\"") {
                with_sums += 1;
            }
        }
        step.apply(&mut grid);
    }
    assert!(grid.is_solved(), "solved");
    assert_eq!((nets, with_sums), (16, 16));
}

/// The first Forcing Net of the pinned Extreme Killer that reads a cage's sum, and the grid
/// before it.
fn first_net_with_a_cage_sum() -> (Grid, Step) {
    first_step(&extreme_killer(), &default_order(), |step| {
        step.proof.as_ref().is_some_and(|proof| {
            proof
                .nodes
                .iter()
                .any(|node| node.rule.name() == "cage fillings")
        })
    })
}

#[test]
fn the_checker_rejects_a_wrong_cage_sum_in_a_forcing_net() {
    use sudoku_stepper::deduction::proof::Rule;
    let (grid, step) = first_net_with_a_cage_sum();
    assert_eq!(check_step(&grid, &step).map(|_| ()), Ok(()));
    let mut broken = step.clone();
    if let Rule::CageFillings { sum, .. } = &mut node_with(&mut broken, "cage fillings").rule {
        *sum += 1;
    }
    let why = check_step(&grid, &broken).expect_err("the checker refuses it");
    assert!(
        why.ends_with("(cage fillings): a filling of the cage puts the digit there"),
        "{why}"
    );
    let mut broken = step.clone();
    node_with(&mut broken, "cage fillings").from.clear();
    let why = check_step(&grid, &broken).expect_err("the checker refuses it");
    assert!(
        why.ends_with("(cage fillings): a filling of the cage puts the digit there"),
        "{why}"
    );
}

/// The first removing step of `technique` on the first generated Unfair Killer that has one,
/// and the grid before it.
fn first_killer_step(technique: Technique) -> (Grid, Step) {
    first_killer_step_where(|step| step.technique == technique && step.placements.is_empty())
}

/// The first step that `wanted` picks on the first generated Unfair Killer that has one, and the
/// grid before it.
fn first_killer_step_where(wanted: impl Fn(&Step) -> bool) -> (Grid, Step) {
    first_step_among(generated("killer", Level::Unfair, 10), wanted)
}

/// The first step that `wanted` picks on the first of `puzzles` that has one (the cage
/// techniques first, see `cage_first_order`), and the grid before it.
fn first_step_among(
    puzzles: impl IntoIterator<Item = Grid>,
    wanted: impl Fn(&Step) -> bool,
) -> (Grid, Step) {
    puzzles
        .into_iter()
        .find_map(|puzzle| {
            let outcome = solve_steps(&puzzle, &cage_first_order());
            let mut grid = puzzle.clone();
            for step in &outcome.steps {
                if wanted(step) {
                    return Some((grid, step.clone()));
                }
                step.apply(&mut grid);
            }
            None
        })
        .expect("a puzzle with such a step")
}

/// Why the checker refuses `step` on `grid` once its first fact by `rule` removes the solution's
/// digit of `cell` instead.
fn refusal_removing_the_solution(grid: &Grid, step: &Step, rule: &str, cell: Cell) -> String {
    let solution = sudoku_stepper::backtrack::solve(grid).expect("a solution");
    let mut broken = step.clone();
    node_with(&mut broken, rule).fact =
        sudoku_stepper::deduction::proof::Fact::IsNot(sudoku_stepper::deduction::proof::Group {
            cells: vec![cell],
            digit: solution.value(cell).expect("solved"),
        });
    check_step(grid, &broken).expect_err("the checker refuses it")
}

/// The first node of `step`'s proof with `rule`.
fn node_with<'s>(
    step: &'s mut Step,
    rule: &str,
) -> &'s mut sudoku_stepper::deduction::proof::ProofNode {
    step.proof
        .as_mut()
        .expect("a proof")
        .nodes
        .iter_mut()
        .find(|node| node.rule.name() == rule)
        .expect("such a node")
}

/// A Common Peer proof holds on a generated anti-knight puzzle, and the checker refuses it once
/// its group leaves out a place of the digit in the house, or once a removal's cell does not see
/// every place.
#[test]
fn the_checker_holds_a_common_peer_to_its_places_and_sightings() {
    use sudoku_stepper::deduction::proof::Fact as ProofFact;
    let (grid, step) = first_step_among(generated("antiknight", Level::Hard, 4), |step| {
        step.technique == Technique::CommonPeer
    });
    assert_eq!(check_step(&grid, &step).map(|_| ()), Ok(()));
    let mut dropped = step.clone();
    if let ProofFact::Is(group) = &mut node_with(&mut dropped, "only places").fact {
        group.cells.pop();
    }
    let why = check_step(&grid, &dropped).expect_err("a place left out");
    assert!(
        why.ends_with("(only places): these are not the digit's places in the house"),
        "{why}"
    );
    let mut moved = step.clone();
    let places = match &node_with(&mut moved, "only places").fact {
        ProofFact::Is(group) => group.cells.clone(),
        _ => Vec::new(),
    };
    let digit = step.eliminations[0].digit;
    let blind = (0..81)
        .map(Cell::new)
        .find(|&c| {
            grid.candidates(c).contains(digit)
                && !places.contains(&c)
                && !places
                    .iter()
                    .all(|&p| grid.geometry().peer_set(c).contains(p))
        })
        .expect("a cell that holds the digit and misses a place");
    if let ProofFact::IsNot(group) = &mut node_with(&mut moved, "confined").fact {
        group.cells = vec![blind];
    }
    let why = check_step(&grid, &moved).expect_err("a cell that does not see the places");
    assert!(
        why.ends_with("(confined): the cell does not see every cell of the group"),
        "{why}"
    );
}

/// The checker refuses a placement from a sum when a filling puts another digit in its cell.
#[test]
fn the_checker_rejects_a_placement_another_filling_changes() {
    use sudoku_stepper::deduction::proof::Fact as ProofFact;
    let (grid, step) = first_killer_step_where(|step| {
        step.proof.as_ref().is_some_and(|proof| {
            proof
                .nodes
                .iter()
                .any(|node| node.rule.name() == "only filling")
        })
    });
    assert_eq!(check_step(&grid, &step).map(|_| ()), Ok(()));
    let [placed] = step.placements[..] else {
        panic!("one placement: {step:?}");
    };
    let other = grid
        .candidates(placed.cell)
        .iter()
        .find(|&digit| digit != placed.digit)
        .expect("another candidate");
    let mut broken = step.clone();
    if let ProofFact::Is(group) = &mut node_with(&mut broken, "only filling").fact {
        group.digit = other;
    }
    let why = check_step(&grid, &broken).expect_err("the checker refuses it");
    assert!(
        why.ends_with("(only filling): a filling puts another digit there, or none puts this one"),
        "{why}"
    );
}

/// The checker re-derives an Innie-Outie Difference, and refuses one whose number is changed or
/// that removes a cell's solution digit (which a filling of the difference places).
#[test]
fn the_checker_rejects_a_wrong_difference() {
    use sudoku_stepper::deduction::proof::Fact as ProofFact;
    let (grid, step) = first_extreme_killer_step(Technique::InnieOutieDifference);
    assert_eq!(check_step(&grid, &step).map(|_| ()), Ok(()));
    let mut broken = step.clone();
    if let ProofFact::Difference { by, .. } = &mut node_with(&mut broken, "sum of parts").fact {
        *by += 1;
    }
    let why = check_step(&grid, &broken).expect_err("the checker refuses it");
    assert!(
        why.ends_with("(sum of parts): the parts do not leave these cells with this sum"),
        "{why}"
    );
    let ProofFact::Difference { cells, less, .. } =
        &node_with(&mut step.clone(), "sum of parts").fact.clone()
    else {
        panic!("a difference");
    };
    let open = cells
        .iter()
        .chain(less)
        .find(|&&cell| grid.value(cell).is_none())
        .expect("an open cell");
    let why = refusal_removing_the_solution(&grid, &step, "no filling", *open);
    assert!(
        why.ends_with("(no filling): a filling puts the digit there"),
        "{why}"
    );
}

/// The checker re-derives a Cage Splitting step, and refuses one whose hidden cage's sum is
/// changed (the parts then leave other cells or another sum).
#[test]
fn the_checker_rejects_a_wrong_cage_split() {
    use sudoku_stepper::deduction::proof::Fact as ProofFact;
    let (grid, step) = first_extreme_killer_step(Technique::CageSplitting);
    assert_eq!(check_step(&grid, &step).map(|_| ()), Ok(()));
    let mut broken = step.clone();
    if let ProofFact::Sum { total, .. } = &mut node_with(&mut broken, "sum of parts").fact {
        *total += 1;
    }
    let why = check_step(&grid, &broken).expect_err("the checker refuses it");
    assert!(
        why.ends_with("(sum of parts): the parts do not leave these cells with this sum"),
        "{why}"
    );
}

/// The checker re-derives a Cage Interplay step, and refuses one that removes a cell's solution
/// digit (which a filling of the house places) or cites a sum that is no cage of the house.
#[test]
fn the_checker_rejects_a_wrong_cage_interplay() {
    use sudoku_stepper::deduction::proof::Fact as ProofFact;
    let (grid, step) = first_extreme_killer_step(Technique::CageInterplay);
    assert_eq!(check_step(&grid, &step).map(|_| ()), Ok(()));
    let removed = step.eliminations[0].cell;
    let why = refusal_removing_the_solution(&grid, &step, "no house filling", removed);
    assert!(
        why.ends_with("(no house filling): a filling of the house puts the digit there"),
        "{why}"
    );
    let mut broken = step.clone();
    if let ProofFact::Sum { total, .. } = &mut node_with(&mut broken, "cage sum").fact {
        *total += 1;
    }
    let why = check_step(&grid, &broken).expect_err("the checker refuses it");
    assert!(
        why.ends_with("(cage sum): no cage has these cells and this sum"),
        "{why}"
    );
}

/// The checker refuses cage arithmetic that does not hold: a cage's sum changed, the innies'
/// sum changed, a set dropped, a removal of a digit that a set still places, a group that
/// leaves out a place of its digit.
#[test]
fn the_checker_rejects_wrong_cage_arithmetic() {
    use sudoku_stepper::deduction::proof::Fact as ProofFact;
    let (grid, step) = first_killer_step(Technique::InniesAndOuties);
    assert_eq!(check_step(&grid, &step).map(|_| ()), Ok(()));
    let failing = |change: &dyn Fn(&mut Step)| {
        let mut broken = step.clone();
        change(&mut broken);
        check_step(&grid, &broken).expect_err("the checker refuses it")
    };
    let why = failing(&|s| {
        if let ProofFact::Sum { total, .. } = &mut node_with(s, "cage sum").fact {
            *total += 1;
        }
    });
    assert!(
        why.ends_with("(cage sum): no cage has these cells and this sum"),
        "{why}"
    );
    let why = failing(&|s| {
        if let ProofFact::Sum { total, .. } = &mut node_with(s, "sum of parts").fact {
            *total += 1;
        }
    });
    assert!(
        why.ends_with("(sum of parts): the parts do not leave these cells with this sum"),
        "{why}"
    );
    let why = failing(&|s| {
        if let ProofFact::Sets { sets, .. } = &mut node_with(s, "combinations").fact {
            sets.pop();
        }
    });
    assert!(
        why.contains("(combinations): the sets that fit are"),
        "{why}"
    );
    let kept = step
        .eliminations
        .iter()
        .find_map(|removed| {
            grid.candidates(removed.cell)
                .iter()
                .find(|&digit| {
                    !step.eliminations.contains(&sudoku_stepper::Candidate {
                        cell: removed.cell,
                        digit,
                    })
                })
                .map(|digit| (removed.cell, digit))
        })
        .expect("a cell keeps a candidate");
    let why = failing(&|s| {
        node_with(s, "no set places").fact =
            ProofFact::IsNot(sudoku_stepper::deduction::proof::Group {
                cells: vec![kept.0],
                digit: kept.1,
            });
    });
    assert!(
        why.ends_with("(no set places): a set puts the digit there"),
        "{why}"
    );

    let (grid, step) = first_killer_step(Technique::CageHouseOverlap);
    assert_eq!(check_step(&grid, &step).map(|_| ()), Ok(()));
    let mut broken = step.clone();
    let group = node_with(&mut broken, "every set holds");
    if let ProofFact::Is(group) = &mut group.fact {
        group.cells.pop();
    }
    let why = check_step(&grid, &broken).expect_err("the checker refuses it");
    assert!(
        why.ends_with("(every set holds): not every set holds the digit, or its places differ"),
        "{why}"
    );
}

/// The first step of solving `puzzle` with `order` that `wanted` accepts, and the grid before it.
fn first_step(puzzle: &Grid, order: &[Technique], wanted: impl Fn(&Step) -> bool) -> (Grid, Step) {
    let outcome = solve_steps(puzzle, order);
    let mut grid = puzzle.clone();
    for step in &outcome.steps {
        if wanted(step) {
            return (grid, step.clone());
        }
        step.apply(&mut grid);
    }
    panic!("no such step");
}

/// The first step of the first puzzle of the forum's hardest that `wanted` accepts, and the grid
/// before it.
fn forum_first_step(wanted: impl Fn(&Step) -> bool) -> (Grid, Step) {
    let puzzles = read_str(
        "forum_hardest_1106.txt",
        include_str!("data/forum_hardest_1106.txt"),
    )
    .expect("parses")
    .puzzles;
    first_step(&puzzles[0].grid, &default_order(), wanted)
}

/// The node before the last of `step`'s proof (a refutation's contradiction), to break it.
fn contradiction_node(step: &mut Step) -> &mut sudoku_stepper::deduction::proof::ProofNode {
    let nodes = &mut step.proof.as_mut().expect("a proof").nodes;
    let at = nodes.len() - 2;
    &mut nodes[at]
}

/// The last node of `step`'s proof, to break it.
fn last_node(step: &mut Step) -> &mut sudoku_stepper::deduction::proof::ProofNode {
    let proof = step.proof.as_mut().expect("a proof");
    proof.nodes.last_mut().expect("nodes")
}

/// The first Kraken Fish step of `puzzle` (Kraken Fish on before Forcing Chain) and the grid
/// before it.
fn first_kraken_fish(name: &str, puzzle: &str) -> (Grid, Step) {
    let puzzle = read_str(name, puzzle)
        .expect("parses")
        .puzzles
        .remove(0)
        .grid;
    let mut order = default_order();
    order.insert(order.len() - 2, Technique::KrakenFish);
    first_step(&puzzle, &order, |s| s.technique == Technique::KrakenFish)
}

/// A Kraken Fish proof is the shorter of two: top1465 #359's supposes r3c3=4 and rules out every
/// option of the fish (13 facts; following each of the four options to r3c3<>4 takes 15), #1's
/// follows each of its three options to both removals (17 facts; supposing each removal takes
/// more). The checker holds each to its fish.
#[test]
fn the_checker_rejects_a_kraken_fish_without_a_branch_or_with_a_wrong_cover() {
    let (grid, step) = first_kraken_fish(
        "top1465 #359",
        "..2..9..7..6....3.5.......9..9.126...8..4..9.2.......1.....39.5...785.....3....4.",
    );
    assert_eq!(check_step(&grid, &step), Ok(13), "{}", step.message.text());
    let proof = step.proof.as_ref().expect("a proof");
    assert_eq!(
        proof
            .line(grid.geometry(), &proof.nodes[proof.nodes.len() - 2])
            .text(),
        "#11 contradiction: #7 r1c1<>4, #8 r1c2<>4, #9 r6c2<>4 and #10 r6c3<>4 rule out every \
         fin (a place of 4 in row 1 and row 6 outside column 2 and column 7) and every place \
         where column 2 meets row 1 and row 6, so row 1 and row 6 would need their 4s in column \
         7 only, one house fewer than they are, and a house holds one 4"
    );
    assert_the_fish_is_checked(
        &grid,
        &step,
        contradiction_node,
        4,
        "contradiction (no fish option)",
        "an option of the fish is left",
    );

    let (grid, step) = first_kraken_fish(
        "top1465 #1",
        "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
    );
    assert_eq!(check_step(&grid, &step), Ok(17), "{}", step.message.text());
    assert_the_fish_is_checked(
        &grid,
        &step,
        last_node,
        3,
        "r5c4<>7 (fish)",
        "the branches do not cover every option",
    );
}

/// The node `at` picks in `step`'s proof, a `fish` or `no fish option` node citing `options`
/// facts, fails the checker (`"#id {named}: {why}"`) without its last citation, and with its
/// house moved to column 8 (no cover).
fn assert_the_fish_is_checked(
    grid: &Grid,
    step: &Step,
    at: fn(&mut Step) -> &mut sudoku_stepper::deduction::proof::ProofNode,
    options: usize,
    named: &str,
    why: &str,
) {
    use sudoku_stepper::deduction::proof::Rule;
    let mut missing = step.clone();
    let node = at(&mut missing);
    let id = node.id;
    assert_eq!(node.from.len(), options);
    node.from.pop();
    assert_eq!(
        check_step(grid, &missing),
        Err(format!("#{id} {named}: {why}"))
    );
    let mut elsewhere = step.clone();
    let (Rule::Fish(fish) | Rule::NoFishOption(fish)) = &mut at(&mut elsewhere).rule else {
        panic!("a fish node");
    };
    fish.house = sudoku_stepper::House::Col(7);
    assert_eq!(
        check_step(grid, &elsewhere),
        Err(format!("#{id} {named}: not a fish"))
    );
}

#[test]
fn the_checker_rejects_a_fact_without_its_reason() {
    let (grid, step) = forum_first_step(|s| {
        s.technique == Technique::ForcingNet
            && s.proof.as_ref().is_some_and(|p| {
                p.nesting() == 0
                    && p.nodes.iter().any(|n| {
                        matches!(
                            n.rule,
                            sudoku_stepper::deduction::proof::Rule::HiddenSingle(_)
                        ) && n.from.len() == 3
                    })
            })
    });
    assert_eq!(check_step(&grid, &step), Ok(17));
    let proof = step.proof.as_ref().expect("a proof");
    let hidden = proof
        .nodes
        .iter()
        .position(|n| n.fact.describe(grid.geometry()).text() == "r7c6=3")
        .expect("r7c6=3 in the proof");
    let mut broken = step.clone();
    let node = &mut broken.proof.as_mut().expect("a proof").nodes[hidden];
    assert_eq!(node.from.len(), 3, "r1c6=4, r3c6=8 and r8c6=5");
    node.from.pop();
    assert_eq!(
        check_step(&grid, &broken),
        Err("#14 r7c6=3 (hidden single): another place is not ruled out".to_string())
    );
    let mut wrong_end = step.clone();
    last_node(&mut wrong_end).from.pop();
    assert_eq!(
        check_step(&grid, &wrong_end),
        Err("#16 r1c5<>1 (refuted): needs the assumption and what it reaches".to_string())
    );
    let mut more_removed = step.clone();
    more_removed.eliminations.push(sudoku_stepper::Candidate {
        cell: Cell::new(4),
        digit: sudoku_stepper::Digit::new(6),
    });
    assert!(
        check_step(&grid, &more_removed)
            .is_err_and(|e| e.contains("differ from the step's placements and removals"))
    );
}

#[test]
fn every_proof_an_explain_answer_gives_holds() {
    use sudoku_stepper::cancel::Cancel;
    use sudoku_stepper::tasks::explain::{Question, explain};
    let puzzles = read_str("top1465.txt", include_str!("data/top1465.txt"))
        .expect("parses")
        .puzzles;
    let order = default_order();
    let mut checked = 0;
    for (index, puzzle) in puzzles.iter().enumerate().step_by(97) {
        let solution = sudoku_stepper::solve(&puzzle.grid).expect("solved");
        let mut position = puzzle.grid.clone();
        for (taken, step) in solve_steps(&puzzle.grid, &order).steps.iter().enumerate() {
            step.apply(&mut position);
            if taken % 13 != 0 || position.is_solved() {
                continue;
            }
            for asked in position.candidate_list().into_iter().step_by(11) {
                for question in [Question::WhyNot(asked), Question::WhyHere(asked)] {
                    let answer = explain(&position, &solution, question, &order, &Cancel::never())
                        .expect("answered");
                    let Some(step) = answer.step().filter(|s| s.proof.is_some()) else {
                        continue;
                    };
                    if let Err(why) = check_step(&position, step) {
                        panic!(
                            "top1465 #{} after step {}, {question:?}: {why}\n{}",
                            index + 1,
                            taken + 1,
                            step.message.text()
                        );
                    }
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 1_000, "{checked} proofs checked");
}

/// With every technique on, in the catalogue's order, every proof on every 5th puzzle of the
/// forum's hardest and every 10th of top1465 holds and uses every fact it states.
#[test]
fn every_proof_with_every_technique_on_holds() {
    let every: Vec<Technique> = Technique::ALL
        .into_iter()
        .filter(|&t| t != Technique::BruteForce)
        .collect();
    let mut checked = check_collection(
        "forum_hardest_1106.txt",
        include_str!("data/forum_hardest_1106.txt"),
        &every,
        5,
    );
    checked.extend(check_collection(
        "top1465.txt",
        include_str!("data/top1465.txt"),
        &every,
        10,
    ));
    let kinds: BTreeSet<Technique> = checked.iter().copied().collect();
    let expected = BTreeSet::from([
        Technique::RemotePair,
        Technique::XChain,
        Technique::XyChain,
        Technique::NiceLoop,
        Technique::GroupedNiceLoop,
        Technique::KrakenFish,
        Technique::ForcingChain,
        Technique::ForcingNet,
    ]);
    assert_eq!(kinds, expected);
}

/// A continuous loop is stated once and each removal cites its weak link: the 18-node loop of
/// this puzzle's step 21 takes 32 facts (18 for the loop, 14 removals), not one chain per link.
#[test]
fn a_continuous_loop_is_proved_once_and_the_checker_holds_each_removal_to_its_link() {
    let puzzle = read_str(
        "loop.txt",
        "5...8.....74.3...2.8....15..1.....9563.8...1....6.........7....7..5...4.1.2...7..\n",
    )
    .expect("parses")
    .puzzles
    .remove(0)
    .grid;
    let (grid, step) = first_step(&puzzle, &default_order(), |s| {
        s.technique == Technique::GroupedNiceLoop && s.eliminations.len() == 14
    });
    assert_eq!(check_step(&grid, &step), Ok(32));
    let mut wrong_link = step.clone();
    last_node(&mut wrong_link).from = vec![0, 17, 1, 2];
    assert_eq!(
        check_step(&grid, &wrong_link),
        Err(
            "#31 r1c7<>3 (loop): does not clash with both ends of a weak link of the loop"
                .to_string()
        )
    );
    let mut open_chain = step.clone();
    last_node(&mut open_chain).from = vec![0, 15, 15, 16];
    assert_eq!(
        check_step(&grid, &open_chain),
        Err("#31 r1c7<>3 (loop): the chain does not close into a loop".to_string())
    );
}

/// A chain that leads from a candidate's absence back to it says the candidate holds either way,
/// in its summary and in the reason of each removal.
#[test]
fn a_discontinuous_loop_says_its_start_holds_either_way() {
    let puzzles = read_str("top1465.txt", include_str!("data/top1465.txt"))
        .expect("parses")
        .puzzles;
    let (grid, step) = first_step(&puzzles[88].grid, &default_order(), |s| {
        s.message.text().contains("contradicts the supposition")
    });
    let proof = step.proof.as_ref().expect("a proof");
    assert_eq!(
        step.summary().text(),
        "Nice Loop/AIC: supposing r4c3=9 false leads back to r4c3=9, so it is true and r4c3 <> \
         3; r4c3 <> 8 goes"
    );
    let last = proof.nodes.last().expect("a conclusion");
    assert_eq!(
        proof.reason(grid.geometry(), last).text(),
        "supposing r4c3=9 false leads back to it (#0 r4c3<>9 and #7 r4c3=9), so it holds either \
         way, and this candidate clashes with it"
    );
}

/// On generated variant boards (Hard, four of each variant), with every technique on and the
/// chains tried right after the singles (so that they prove many steps), every proof holds
/// with the board's own houses and moves, and a `sees` fact's `"via"` names a diagonal, window
/// or move that holds a pair of its cells.
#[test]
fn every_proof_on_a_variant_board_holds() {
    use sudoku_stepper::Level;
    let chains = [
        Technique::RemotePair,
        Technique::XChain,
        Technique::XyChain,
        Technique::NiceLoop,
        Technique::GroupedNiceLoop,
    ];
    let first: Vec<Technique> = Technique::ALL[..4].iter().chain(&chains).copied().collect();
    let rest = Technique::ALL
        .into_iter()
        .filter(|t| !first.contains(t) && *t != Technique::BruteForce);
    let every: Vec<Technique> = first.iter().copied().chain(rest).collect();
    let mut checked = Vec::new();
    let mut vias = 0;
    for rules in [
        "x",
        "windoku",
        "jigsaw",
        "antiknight",
        "antiking",
        "oddeven",
        "thermo",
        "arrow",
        "kropki",
        "xv",
        "nonconsecutive",
        "whispers",
        "renban",
        "palindrome",
        "littlekiller",
        "sandwich",
    ] {
        for (puzzle, seed) in common::generated(rules, Level::Hard, 4)
            .into_iter()
            .zip(1..)
        {
            let mut grid = puzzle.clone();
            for (number, step) in solve_steps(&puzzle, &every).steps.iter().enumerate() {
                if let Some(proof) = &step.proof {
                    if let Err(why) = check_step(&grid, step) {
                        panic!("{rules} seed {seed} step {}: {why}", number + 1);
                    }
                    let json = proof
                        .to_json(grid.geometry(), Notation::RowColumn)
                        .to_string();
                    vias += json.matches("\"via\"").count();
                    checked.push(step.technique);
                }
                step.apply(&mut grid);
            }
        }
    }
    let kinds: BTreeSet<Technique> = checked.iter().copied().collect();
    assert!(checked.len() > 300, "{} proofs checked", checked.len());
    assert!(kinds.is_superset(&BTreeSet::from(chains)), "{kinds:?}");
    assert!(kinds.contains(&Technique::CommonPeer), "{kinds:?}");
    assert!(kinds.contains(&Technique::ThermometerBounds), "{kinds:?}");
    assert!(kinds.contains(&Technique::ArrowSums), "{kinds:?}");
    assert!(kinds.contains(&Technique::KropkiDots), "{kinds:?}");
    assert!(kinds.contains(&Technique::XvPairs), "{kinds:?}");
    assert!(kinds.contains(&Technique::NonconsecutivePairs), "{kinds:?}");
    assert!(kinds.contains(&Technique::PalindromeMirror), "{kinds:?}");
    assert!(kinds.contains(&Technique::LittleKillerSums), "{kinds:?}");
    assert!(kinds.contains(&Technique::SandwichSums), "{kinds:?}");
    assert!(vias > 30, "{vias} sightings named");
}

/// Every proof on generated Extreme thermometer puzzles holds, the nets' among them: a net reads
/// each thermometer's order (`line order`, citing the facts that left a neighbour without a digit
/// to stand beside), and the checker re-derives each such removal.
#[test]
fn every_proof_on_extreme_thermometer_puzzles_holds_with_the_nets_reading_the_lines() {
    let mut line_orders = 0;
    let mut bounds = 0;
    check_extreme_proofs("thermo", 4, |step, json| {
        line_orders += json.matches("\"rule\":\"line order\"").count();
        bounds += usize::from(step.technique == Technique::ThermometerBounds);
    });
    assert!(bounds > 40, "{bounds} Thermometer Bounds steps");
    assert!(line_orders > 10, "{line_orders} line orders read by nets");
}

/// The checker re-derives a Thermometer Bounds step, and refuses one that removes a cell's
/// solution digit (a rising filling of the thermometer puts it there).
#[test]
fn the_checker_rejects_a_thermometer_removal_a_rising_filling_keeps() {
    let (grid, step) = first_step_among(generated("thermo", Level::Easy, 2), |step| {
        step.technique == Technique::ThermometerBounds
    });
    assert_eq!(check_step(&grid, &step).map(|_| ()), Ok(()));
    let cell = step.eliminations[0].cell;
    let why = refusal_removing_the_solution(&grid, &step, "no line filling", cell);
    assert!(
        why.ends_with(
            "(no line filling): a rising filling of the thermometer puts the digit there"
        ),
        "{why}"
    );
}

/// Every proof on generated Extreme arrow puzzles holds, the nets' among them: a net reads each
/// arrow's sum (`arrow sum`, citing the facts that took digits of its cells), and the checker
/// re-derives each such removal by enumerating the arrow's fillings.
#[test]
fn every_proof_on_extreme_arrow_puzzles_holds_with_the_nets_reading_the_arrows() {
    let mut arrow_sums = 0;
    check_extreme_proofs("arrow", 3, |_, json| {
        arrow_sums += json.matches("\"rule\":\"arrow sum\"").count();
    });
    assert!(arrow_sums > 10, "{arrow_sums} arrow sums read by nets");
}

/// Every proof on generated Extreme Kropki puzzles (every dot given, both negative rules on)
/// holds, Kropki Chain's (`no chain filling`, the three cells' fillings enumerated) and the nets'
/// among them: a net reads each dot and each undotted pair (`line order`), and the checker
/// re-derives each such removal from the pair's relation.
#[test]
fn every_proof_on_extreme_kropki_puzzles_holds_with_the_nets_reading_the_dots() {
    let mut pair_reads = 0;
    let mut dots = 0;
    let mut chains = 0;
    check_extreme_proofs("kropki", 3, |step, json| {
        pair_reads += json.matches("\"kind\":\"no white dot\"").count()
            + json.matches("\"kind\":\"white dot\"").count();
        dots += usize::from(step.technique == Technique::KropkiDots);
        chains += usize::from(step.technique == Technique::KropkiChain);
    });
    assert!(dots > 100, "{dots} Kropki Dots steps");
    assert!(chains > 10, "{chains} Kropki Chain steps");
    assert!(pair_reads > 100, "{pair_reads} pairs read");
}

/// Every proof on generated Extreme XV puzzles (every X and V given, the negative rule on) holds,
/// XV Pairs' among them (`no chain filling` where only the two cells' sharing a house rules a 5
/// out of an X) and the nets': a net reads each letter and each unmarked pair (`line order`), and
/// the checker re-derives each such removal from the pair's sum.
#[test]
fn every_proof_on_extreme_xv_puzzles_holds_with_the_nets_reading_the_letters() {
    let mut pair_reads = 0;
    let mut letters = 0;
    let mut twins = 0;
    check_extreme_proofs("xv", 3, |step, json| {
        pair_reads += json.matches("\"kind\":\"no X\"").count()
            + json.matches("\"kind\":\"X\"").count()
            + json.matches("\"kind\":\"V\"").count();
        letters += usize::from(step.technique == Technique::XvPairs);
        twins += usize::from(
            step.technique == Technique::XvPairs && json.contains("\"no chain filling\""),
        );
    });
    assert!(letters > 50, "{letters} XV Pairs steps");
    assert!(twins > 5, "{twins} XV Pairs steps ruling out 5 and 5");
    assert!(pair_reads > 50, "{pair_reads} pairs read");
}

/// Every proof on generated Extreme whispers puzzles holds: Whisper Pairs' (each removal a `no
/// line filling` of two cells next to each other on a line) and the nets' (a net reads each whole
/// whisper line, `line order`), the checker enumerating the line's fillings anew, digits apart by
/// 5 or more next to each other and different where two cells share a house.
#[test]
fn every_proof_on_extreme_whispers_puzzles_holds_with_the_nets_reading_the_lines() {
    let mut line_reads = 0;
    let mut whisper_facts = 0;
    let mut pairs = 0;
    check_extreme_proofs("whispers", 3, |step, json| {
        line_reads += json.matches("\"line order\"").count();
        whisper_facts += json.matches("\"kind\":\"whisper\"").count();
        pairs += usize::from(step.technique == Technique::WhisperPairs);
    });
    assert!(pairs > 50, "{pairs} Whisper Pairs steps");
    assert!(line_reads > 20, "{line_reads} whisper lines read by nets");
    assert!(whisper_facts > line_reads, "{whisper_facts} whisper facts");
}

/// The checker re-derives a Whisper Pairs step, and refuses one that removes a cell's solution
/// digit (a filling of the whisper lets it stay).
#[test]
fn the_checker_rejects_a_whisper_removal_a_filling_keeps() {
    let (grid, step) = first_step_among(generated("whispers", Level::Easy, 2), |step| {
        step.technique == Technique::WhisperPairs
    });
    assert_eq!(check_step(&grid, &step).map(|_| ()), Ok(()));
    let cell = step.eliminations[0].cell;
    let why = refusal_removing_the_solution(&grid, &step, "no line filling", cell);
    assert!(
        why.ends_with("(no line filling): a filling of the whisper puts the digit there"),
        "{why}"
    );
}

/// Every proof on generated Extreme renban puzzles holds: Renban Runs' (each removal a `no line
/// filling` of the whole line) and the nets' (a net reads each renban line's pairs, `line order`),
/// the checker enumerating the line's runs anew.
#[test]
fn every_proof_on_extreme_renban_puzzles_holds_with_the_nets_reading_the_lines() {
    let mut renban_facts = 0;
    let mut runs = 0;
    check_extreme_proofs("renban", 3, |step, json| {
        renban_facts += json.matches("\"kind\":\"renban\"").count();
        runs += usize::from(step.technique == Technique::RenbanRuns);
    });
    assert!(runs > 20, "{runs} Renban Runs steps");
    assert!(renban_facts > runs, "{renban_facts} renban facts");
}

/// The checker re-derives a Renban Runs step, and refuses one that removes a cell's solution
/// digit (a run of the line lets it stay).
#[test]
fn the_checker_rejects_a_renban_removal_a_run_keeps() {
    let (grid, step) = first_step_among(generated("renban", Level::Medium, 2), |step| {
        step.technique == Technique::RenbanRuns
    });
    assert_eq!(check_step(&grid, &step).map(|_| ()), Ok(()));
    let cell = step.eliminations[0].cell;
    let why = refusal_removing_the_solution(&grid, &step, "no line filling", cell);
    assert!(
        why.ends_with("(no line filling): a run of the renban puts the digit there"),
        "{why}"
    );
}

/// Every proof on generated Extreme palindrome puzzles holds: Palindrome Mirror's (each removal
/// a `no line filling` of the whole line) and the nets' (a net reads each pair of mirror cells,
/// `line order`), the checker pairing the line's cells anew.
#[test]
fn every_proof_on_extreme_palindrome_puzzles_holds_with_the_nets_reading_the_lines() {
    let mut palindrome_facts = 0;
    let mut mirrors = 0;
    let mut line_orders = 0;
    check_extreme_proofs("palindrome", 3, |step, json| {
        palindrome_facts += json.matches("\"kind\":\"palindrome\"").count();
        mirrors += usize::from(step.technique == Technique::PalindromeMirror);
        line_orders += json.matches("\"line order\"").count();
    });
    assert!(mirrors > 20, "{mirrors} Palindrome Mirror steps");
    assert!(line_orders > 10, "{line_orders} palindromes read by nets");
    assert!(
        palindrome_facts > mirrors,
        "{palindrome_facts} palindrome facts"
    );
}

/// The checker re-derives a Palindrome Mirror step, and refuses one that removes a cell's
/// solution digit (its mirror cell can hold it too).
#[test]
fn the_checker_rejects_a_palindrome_removal_the_mirror_keeps() {
    let (grid, step) = first_step_among(generated("palindrome", Level::Medium, 2), |step| {
        step.technique == Technique::PalindromeMirror
    });
    assert_eq!(check_step(&grid, &step).map(|_| ()), Ok(()));
    let cell = step.eliminations[0].cell;
    let why = refusal_removing_the_solution(&grid, &step, "no line filling", cell);
    assert!(
        why.ends_with(
            "(no line filling): a mirrored filling of the palindrome puts the digit there"
        ),
        "{why}"
    );
}

/// Every proof on generated Extreme little killer puzzles holds: Little Killer Sums' (each
/// removal a `no filling` from the clue's `diagonal sum`) and the nets' (a net reads each clue's
/// diagonal, `diagonal fillings`), the checker enumerating the diagonal's fillings anew with
/// digits repeating only where no house holds both cells.
#[test]
fn every_proof_on_extreme_little_killer_puzzles_holds_with_the_nets_reading_the_clues() {
    let mut sums = 0;
    let mut net_reads = 0;
    check_extreme_proofs("littlekiller", 3, |step, json| {
        sums += usize::from(step.technique == Technique::LittleKillerSums);
        net_reads += json.matches("\"diagonal fillings\"").count();
    });
    assert!(sums > 20, "{sums} Little Killer Sums steps");
    assert!(net_reads > 10, "{net_reads} diagonals read by nets");
}

/// The checker re-derives a Little Killer Sums step, and refuses one that removes a cell's
/// solution digit (a filling of the diagonal puts it there).
#[test]
fn the_checker_rejects_a_little_killer_removal_a_filling_keeps() {
    let (grid, step) = first_step_among(generated("littlekiller", Level::Medium, 2), |step| {
        step.technique == Technique::LittleKillerSums && !step.eliminations.is_empty()
    });
    assert_eq!(check_step(&grid, &step).map(|_| ()), Ok(()));
    let cell = step.eliminations[0].cell;
    let why = refusal_removing_the_solution(&grid, &step, "no filling", cell);
    assert!(
        why.ends_with("(no filling): a filling puts the digit there"),
        "{why}"
    );
}

/// Every proof on generated Extreme sandwich puzzles holds: Sandwich Sums' (each removal a `no
/// sandwich filling`) and the nets' (a net reads each clue's house, `sandwich fillings`), the
/// checker enumerating the house's fillings anew.
#[test]
fn every_proof_on_extreme_sandwich_puzzles_holds_with_the_nets_reading_the_clues() {
    let mut sums = 0;
    let mut net_reads = 0;
    check_extreme_proofs("sandwich", 3, |step, json| {
        sums += usize::from(step.technique == Technique::SandwichSums);
        net_reads += json.matches("\"sandwich fillings\"").count();
    });
    assert!(sums > 20, "{sums} Sandwich Sums steps");
    assert!(net_reads > 0, "{net_reads} houses read by nets");
}

/// The checker re-derives a Sandwich Sums step, and refuses one that removes a cell's solution
/// digit (a filling of the house puts it there).
#[test]
fn the_checker_rejects_a_sandwich_removal_a_filling_keeps() {
    let (grid, step) = first_step_among(generated("sandwich", Level::Medium, 2), |step| {
        step.technique == Technique::SandwichSums && !step.eliminations.is_empty()
    });
    assert_eq!(check_step(&grid, &step).map(|_| ()), Ok(()));
    let cell = step.eliminations[0].cell;
    let why = refusal_removing_the_solution(&grid, &step, "no sandwich filling", cell);
    assert!(
        why.ends_with("(no sandwich filling): a filling of the house puts the digit there"),
        "{why}"
    );
}

/// The checker re-derives an XV Pairs step, and refuses one that removes a cell's solution digit
/// (its partner across the pair lets it stay).
#[test]
fn the_checker_rejects_an_xv_removal_a_partner_keeps() {
    let (grid, step) = first_step_among(generated("xv", Level::Easy, 2), |step| {
        step.technique == Technique::XvPairs
            && step.proof.as_ref().is_some_and(|proof| {
                proof
                    .nodes
                    .iter()
                    .any(|node| node.rule.name() == "no line filling")
            })
    });
    assert_eq!(check_step(&grid, &step).map(|_| ()), Ok(()));
    let cell = step.eliminations[0].cell;
    let why = refusal_removing_the_solution(&grid, &step, "no line filling", cell);
    assert!(
        why.ends_with("(no line filling): a partner across the pair lets the digit stay"),
        "{why}"
    );
}

/// Checks every proof of the default solve of `count` generated Extreme puzzles of `rules`,
/// handing each proved step and its proof's JSON to `visit`.
fn check_extreme_proofs(rules: &str, count: u64, mut visit: impl FnMut(&Step, &str)) {
    for (puzzle, seed) in generated(rules, Level::Extreme, count).into_iter().zip(1..) {
        let mut grid = puzzle.clone();
        for (number, step) in solve_steps(&puzzle, &default_order())
            .steps
            .iter()
            .enumerate()
        {
            if let Some(proof) = &step.proof {
                if let Err(why) = check_step(&grid, step) {
                    panic!("{rules} seed {seed} step {}: {why}", number + 1);
                }
                let json = proof
                    .to_json(grid.geometry(), Notation::RowColumn)
                    .to_string();
                visit(step, &json);
            }
            step.apply(&mut grid);
        }
    }
}

/// The checker re-derives a Kropki Dots step, and refuses one that removes a cell's solution
/// digit (its partner across the pair lets it stay).
#[test]
fn the_checker_rejects_a_kropki_removal_a_partner_keeps() {
    let (grid, step) = first_step_among(generated("kropki", Level::Easy, 2), |step| {
        step.technique == Technique::KropkiDots
    });
    assert_eq!(check_step(&grid, &step).map(|_| ()), Ok(()));
    let cell = step.eliminations[0].cell;
    let why = refusal_removing_the_solution(&grid, &step, "no line filling", cell);
    assert!(
        why.ends_with("(no line filling): a partner across the pair lets the digit stay"),
        "{why}"
    );
}

/// The checker re-derives a Kropki Chain step, and refuses one that removes a cell's solution
/// digit (the solution's own filling of the three cells puts it there).
#[test]
fn the_checker_rejects_a_kropki_chain_removal_a_filling_keeps() {
    let (grid, step) = first_step_among(generated("kropki", Level::Extreme, 2), |step| {
        step.technique == Technique::KropkiChain
    });
    assert_eq!(check_step(&grid, &step).map(|_| ()), Ok(()));
    let cell = step.eliminations[0].cell;
    let why = refusal_removing_the_solution(&grid, &step, "no chain filling", cell);
    assert!(
        why.ends_with("(no chain filling): a filling of the chain puts the digit there"),
        "{why}"
    );
}

/// Under the non-consecutive rule a Forcing Net reads every house's places: a `places left`
/// fact resting on the net's removals, then `beside places left`. The checker holds the first 30
/// steps of the first minimal independent puzzle (6 givens; 10 of its nets among them read places
/// at the top level), and refuses such a fact once it leaves out a place.
#[test]
fn non_consecutive_nets_read_places_that_the_checker_re_derives() {
    use sudoku_stepper::cancel::Cancel;
    use sudoku_stepper::deduction::proof::Fact as ProofFact;
    use sudoku_stepper::solver::StepFinder;
    let grids = common::collection(
        "nonconsecutive_independent.jsonl",
        include_str!("data/nonconsecutive_independent.jsonl"),
    );
    let puzzle = &grids[0];
    assert_eq!(puzzle.given_count(), 6);
    let steps = StepFinder::new(&Technique::DEFAULT)
        .first_steps(puzzle, &Cancel::never(), Some(1), 30)
        .steps;
    assert_eq!(steps.len(), 30);
    let mut grid = puzzle.clone();
    let mut reading = Vec::new();
    for (number, step) in steps.iter().enumerate() {
        if step.proof.is_some() {
            check_step(&grid, step).unwrap_or_else(|why| panic!("step {}: {why}", number + 1));
        }
        let cites = step.proof.as_ref().is_some_and(|proof| {
            proof
                .nodes
                .iter()
                .any(|node| node.rule.name() == "places left")
        });
        if step.technique == Technique::ForcingNet && cites {
            reading.push((number + 1, grid.clone(), step.clone()));
        }
        step.apply(&mut grid);
    }
    let numbers: Vec<usize> = reading.iter().map(|(number, _, _)| *number).collect();
    assert_eq!(numbers, [21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
    let (_, before, step) = &reading[0];
    let mut dropped = step.clone();
    if let ProofFact::Is(group) = &mut node_with(&mut dropped, "places left").fact {
        group.cells.pop();
    }
    let why = check_step(before, &dropped).expect_err("a place left out");
    assert!(
        why.ends_with("(places left): these are not the digit's places in the house"),
        "{why}"
    );
}
