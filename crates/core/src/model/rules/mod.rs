//! The variant rules, one file each, and `RULES`, the one table that lists them. A rule says
//! here everything the rest of the program asks of it: its names (in files, on the command line,
//! in the New puzzle dialog and in messages), the houses it adds, the moves whose cells may not
//! share a digit, what data a puzzle gives it, how f-puzzles writes it, and which marks the board
//! draws for it. The formats, the geometry, the pictures and the generator read these answers;
//! none of them names a rule. A new rule whose houses, moves and marks are of kinds already
//! known is one new file here, one row of `RULES` and its lines in the language files.

mod anti_king;
mod anti_knight;
mod arrow;
mod jigsaw;
mod killer;
mod kropki;
mod little_killer;
mod nonconsecutive;
mod odd_even;
mod palindrome;
mod renban;
mod sandwich;
mod sudoku_x;
mod thermometer;
mod whispers;
mod windoku;
mod xv;

pub use anti_king::AntiKing;
pub use anti_knight::AntiKnight;
pub use arrow::Arrow;
pub use jigsaw::Jigsaw;
pub use killer::Killer;
pub use kropki::Kropki;
pub use little_killer::LittleKiller;
pub use nonconsecutive::Nonconsecutive;
pub use odd_even::OddEven;
pub use palindrome::Palindrome;
pub use renban::Renban;
pub use sandwich::Sandwich;
pub use sudoku_x::SudokuX;
pub use thermometer::Thermometer;
pub use whispers::Whispers;
pub use windoku::Windoku;
pub use xv::Xv;

use super::lines::LineKind;
use super::units::House;

/// Every variant rule, in the order their names are joined ("Sudoku X + Jigsaw") and their marks
/// drawn.
pub static RULES: &[&dyn Rule] = &[
    &SudokuX,
    &Windoku,
    &Jigsaw,
    &AntiKnight,
    &AntiKing,
    &OddEven,
    &Killer,
    &Thermometer,
    &Arrow,
    &Kropki,
    &Xv,
    &Nonconsecutive,
    &Whispers,
    &Renban,
    &Palindrome,
    &LittleKiller,
    &Sandwich,
];

/// One variant rule: what the program needs to know of it, everywhere.
pub trait Rule: Sync {
    /// Its name as `solve --json`, the `variant:` line and generated puzzles' names write it, in
    /// English: "Sudoku X", "anti-knight".
    fn name(&self) -> &'static str;

    /// Its name for `generate --variant` and `daily --variant`: "x", "antiknight".
    fn option_name(&self) -> &'static str;

    /// Other names the `variant:` line of the variant text form takes for it, in lower case
    /// (its name and its option name, in any letter case, are always taken).
    fn other_names(&self) -> &'static [&'static str] {
        &[]
    }

    /// The catalogue key of its check box in the New puzzle dialog.
    fn option_key(&self) -> &'static str;

    /// The catalogue key of its name within a sentence ("anti-knight").
    fn name_key(&self) -> &'static str;

    /// Its key in the oracle's description of a puzzle (the tests' CP-SAT model reads the rule
    /// from `tests/oracle/rules/<key>.py`).
    fn oracle_key(&self) -> &'static str;

    /// What a puzzle gives the rule beyond its being on.
    fn data(&self) -> RuleData {
        RuleData::None
    }

    /// The houses the rule adds to a board of `box_rows` x `box_cols` boxes, each with its
    /// 0-based cells (row by row), in the order of `House::index`.
    fn houses(&self, _box_rows: usize, _box_cols: usize) -> Vec<(House, Vec<usize>)> {
        Vec::new()
    }

    /// The relation every two cells side by side keep under the rule, for a rule on all
    /// neighbours (non-consecutive): on a board with the rule, each such pair is a line of that
    /// kind.
    fn neighbours(&self) -> Option<LineKind> {
        None
    }

    /// The move whose two cells may not hold the same digit, for a rule that has one.
    fn apart(&self) -> Option<&'static Move> {
        None
    }

    /// The catalogue key of the word for the houses it adds in "its row, column, box or
    /// diagonal" (with its possessive where a language needs one).
    fn house_word(&self) -> Option<&'static str> {
        None
    }

    /// How f-puzzles JSON writes the rule.
    fn fpuzzles(&self) -> Fpuzzles;

    /// What the board draws for it.
    fn marks(&self) -> &'static [Mark] {
        &[]
    }
}

/// What a puzzle gives a rule beyond its being on; the formats read and write it by its kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RuleData {
    /// Nothing: the rule is on or off (Sudoku X, anti-knight).
    None,
    /// A region for every cell, in place of the boxes, under the given section head of the
    /// variant text form.
    Regions(&'static str),
    /// An odd or even mark for some cells, under the given section head.
    Parity(&'static str),
    /// Cages with sums, under the given section head.
    Cages(&'static str),
    /// Arrows, each a circle and a shaft, under the given section head.
    Arrows(&'static str),
    /// Little killer clues outside the board, each a sum along a diagonal, under the given
    /// section head.
    Diagonals(&'static str),
    /// Sandwich clues at the start of rows and columns, each the sum between the crusts, under
    /// the given section head.
    Sandwiches(&'static str),
    /// Marks between two cells side by side (Kropki dots, XV letters), each a line of two cells,
    /// with their optional negative rules.
    Pairs(&'static PairMarks),
    /// Lines of the given kind, each its cells in order, under the given section head.
    Lines {
        /// The section head.
        head: &'static str,
        /// What the lines ask of their digits.
        kind: LineKind,
    },
}

impl RuleData {
    /// The head of the variant text form's section that holds the data (`regions:`).
    pub fn section(self) -> Option<&'static str> {
        match self {
            RuleData::None => None,
            RuleData::Regions(head)
            | RuleData::Parity(head)
            | RuleData::Cages(head)
            | RuleData::Arrows(head)
            | RuleData::Diagonals(head)
            | RuleData::Sandwiches(head)
            | RuleData::Lines { head, .. } => Some(head),
            RuleData::Pairs(marks) => Some(marks.head),
        }
    }
}

/// The marks a rule draws between two cells side by side, each kept as a line of two cells of
/// its kind; where a mark's negative rule is on, every pair side by side with no mark of the rule
/// is a line of the mark's negative kind.
#[derive(Debug, PartialEq, Eq)]
pub struct PairMarks {
    /// The head of the variant text form's section ("kropki:"), whose lines are each a mark's
    /// word, a colon and its two cells (`white: r1c1 r1c2`), or `negative:` and the words of the
    /// marks whose negative rule is on.
    pub head: &'static str,
    /// Each kind of mark.
    pub marks: &'static [PairMark],
}

/// One kind of mark between two cells side by side.
#[derive(Debug, PartialEq, Eq)]
pub struct PairMark {
    /// Its word in the variant text form: "white".
    pub word: &'static str,
    /// The kind of its two-cell lines.
    pub kind: LineKind,
    /// The kind of the unmarked pairs' lines under its negative rule.
    pub negative: LineKind,
    /// The f-puzzles key that lists it (`difference`), each item as `{"cells": [a, b]}`; the
    /// same name in the `negative` list turns on the negative rule of every mark listed there.
    pub fpuzzles_key: &'static str,
    /// The `value` of the key's items that are this mark (a white dot's difference "1", an X's
    /// "X"); an item without one is the key's mark when the key lists one kind of mark only.
    pub fpuzzles_value: &'static str,
    /// The catalogue key of what a cell's label for screen readers adds for it, given the cell
    /// across it (", white dot with r1c2").
    pub reading_key: &'static str,
}

impl PairMarks {
    /// The f-puzzles keys that list the marks, each once, in the marks' order.
    pub fn fpuzzles_keys(&self) -> Vec<&'static str> {
        let mut keys: Vec<&'static str> = Vec::new();
        for mark in self.marks {
            if !keys.contains(&mark.fpuzzles_key) {
                keys.push(mark.fpuzzles_key);
            }
        }
        keys
    }

    /// The marks f-puzzles lists under `key`.
    pub fn under_key<'a>(&self, key: &'a str) -> impl Iterator<Item = &'static PairMark> + 'a {
        let marks: &'static [PairMark] = self.marks;
        marks.iter().filter(move |mark| mark.fpuzzles_key == key)
    }

    /// The mark whose lines are of `kind`, either its own or its negative kind.
    pub fn mark_of(&self, kind: LineKind) -> Option<&'static PairMark> {
        let marks: &'static [PairMark] = self.marks;
        marks
            .iter()
            .find(|mark| mark.kind == kind || mark.negative == kind)
    }
}

/// How f-puzzles JSON writes a rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fpuzzles {
    /// Keys set to `true`, all of them together (`diagonal+` and `diagonal-`).
    Flags(&'static [&'static str]),
    /// A key listing the rule's houses, each as `{"cells": [...]}` (`extraregion`); other
    /// houses listed there are refused with the catalogue's text `mismatch`.
    Houses {
        /// The key.
        key: &'static str,
        /// The catalogue key of the error for houses that are not the rule's.
        mismatch: &'static str,
    },
    /// The `region` of every cell of `grid`.
    Regions,
    /// A key listing odd cells and one listing even cells, each as `{"cell": ...}`.
    Parity {
        /// The key of the odd cells.
        odd: &'static str,
        /// The key of the even cells.
        even: &'static str,
    },
    /// Keys listing cages, each as `{"cells": [...], "value": "sum"}`; the first is written.
    Cages(&'static [&'static str]),
    /// A key listing little killer clues, each item as `{"cell": "R0C1", "direction": "DR",
    /// "value": "15"}`: the clue's place outside the grid, its arrow's direction and the sum.
    Diagonals(&'static str),
    /// A key listing sandwich clues, each item as `{"cell": "R0C3", "value": "12"}`: the clue's
    /// place above a column (row 0) or left of a row (column 0) and the sum.
    Sandwiches(&'static str),
    /// A key listing arrows, each item as `{"cells": [circle], "lines": [[circle cell, shaft...],
    /// ...]}`: one arrow per line, all from that circle.
    Arrows(&'static str),
    /// A key per kind of mark, each item as `{"cells": [a, b]}`, and the `negative` list naming
    /// the keys whose negative rule is on.
    Pairs(&'static PairMarks),
    /// A key listing lines of one kind, each item as `{"lines": [[cells in order], ...]}`.
    Lines {
        /// The key.
        key: &'static str,
        /// What the lines ask of their digits.
        kind: LineKind,
    },
}

impl Fpuzzles {
    /// Every key of the JSON that holds the rule.
    pub fn keys(self) -> Vec<&'static str> {
        match self {
            Fpuzzles::Flags(keys) | Fpuzzles::Cages(keys) => keys.to_vec(),
            Fpuzzles::Houses { key, .. }
            | Fpuzzles::Lines { key, .. }
            | Fpuzzles::Arrows(key)
            | Fpuzzles::Diagonals(key)
            | Fpuzzles::Sandwiches(key) => {
                vec![key]
            }
            Fpuzzles::Regions => Vec::new(),
            Fpuzzles::Parity { odd, even } => vec![odd, even],
            Fpuzzles::Pairs(marks) => {
                let mut keys = marks.fpuzzles_keys();
                keys.push(NEGATIVE_KEY);
                keys
            }
        }
    }
}

/// The f-puzzles key listing the marks whose negative rule is on.
pub const NEGATIVE_KEY: &str = "negative";

/// Something the board draws for a rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    /// Both main diagonals, corner to corner.
    Diagonals,
    /// A tint on the cells of the windows.
    WindowTint,
    /// Thick borders between regions.
    RegionBorders,
    /// A circle in an odd cell, a square in an even one.
    ParityShapes,
    /// Every cage's dashed outline and its sum.
    CageOutlines,
    /// Every thermometer: a round bulb and a thick line through its cells.
    Thermometers,
    /// Every arrow: a ring round its circle (a rounded pill for several cells) and a thin shaft
    /// with an arrowhead at its end.
    Arrows,
    /// Every Kropki dot, on the border between its two cells: hollow for a white dot, filled for
    /// a black one.
    KropkiDots,
    /// Every X and V, as a letter on the border between its two cells.
    XvLetters,
    /// Every German whisper: a thick green line through its cells' centres.
    Whispers,
    /// Every renban line: a thick purple line through its cells' centres.
    Renban,
    /// Every palindrome: a thick grey line through its cells' centres.
    Palindromes,
    /// Every little killer clue: its sum outside the board and a small arrow pointing along its
    /// diagonal.
    LittleKillers,
    /// Every sandwich clue: its sum outside the board, left of its row or above its column.
    Sandwiches,
}

/// A move between two cells that may not hold the same digit although no house holds both (a
/// chess knight's or king's move), with how messages name it.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// The row and column steps of the move (each with its opposite).
    pub steps: &'static [(isize, isize)],
    /// How a proof names it: "a knight's move".
    pub name: &'static str,
    /// The word in "a cell a knight's move away": "knight's".
    pub word: &'static str,
    /// The catalogue key of "are a knight's move apart".
    pub sight_key: &'static str,
    /// The catalogue key of "a knight's move away" (how a cell is seen from another).
    pub away_key: &'static str,
    /// The catalogue key of the error for a digit repeated a move apart.
    pub repeat_key: &'static str,
}

impl Move {
    /// The cells one move away from 0-based `row` and `col` on an `n` x `n` board, as indices.
    pub fn targets(&self, n: usize, row: usize, col: usize) -> impl Iterator<Item = usize> + '_ {
        self.steps.iter().filter_map(move |&(dr, dc)| {
            let r = row.checked_add_signed(dr).filter(|&r| r < n)?;
            let c = col.checked_add_signed(dc).filter(|&c| c < n)?;
            Some(r * n + c)
        })
    }
}

/// A set of rules, as bits of their places in `RULES`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct RuleSet(u32);

impl RuleSet {
    /// No rule: the classic board.
    pub const CLASSIC: RuleSet = RuleSet(0);

    /// Whether `rule` is in the set.
    pub fn contains(self, rule: &dyn Rule) -> bool {
        place_of(rule).is_some_and(|place| self.0 & 1 << place != 0)
    }

    /// The set with `rule` added.
    pub fn with(self, rule: &dyn Rule) -> RuleSet {
        RuleSet(self.0 | place_of(rule).map_or(0, |place| 1 << place))
    }

    /// The set without `rule`.
    pub fn without(self, rule: &dyn Rule) -> RuleSet {
        RuleSet(self.0 & !place_of(rule).map_or(0, |place| 1 << place))
    }

    /// Whether the set has no rule.
    pub fn is_classic(self) -> bool {
        self.0 == 0
    }

    /// Its rules, in the order of `RULES`.
    pub fn rules(self) -> impl Iterator<Item = &'static dyn Rule> {
        RULES
            .iter()
            .enumerate()
            .filter(move |&(place, _)| self.0 & 1 << place != 0)
            .map(|(_, &rule)| rule)
    }

    /// The rules' names joined with " + ": "Sudoku X + Jigsaw"; "classic" for none.
    pub fn name(self) -> String {
        let names: Vec<&str> = self.rules().map(|rule| rule.name()).collect();
        if names.is_empty() {
            "classic".to_string()
        } else {
            names.join(" + ")
        }
    }

    /// The rules named in `text`, joined with `+`, by their option names (`x`, `antiknight`;
    /// `classic` for none); the error lists the names there are.
    pub fn parse(text: &str) -> Result<RuleSet, String> {
        let mut set = RuleSet::CLASSIC;
        for name in text.split('+').map(|name| name.trim().to_ascii_lowercase()) {
            if name == "classic" {
                continue;
            }
            match RULES.iter().find(|rule| rule.option_name() == name) {
                Some(&rule) => set = set.with(rule),
                None => {
                    let names: Vec<&str> = RULES.iter().map(|rule| rule.option_name()).collect();
                    let (last, rest) = names.split_last().unwrap_or((&"", &[]));
                    return Err(format!(
                        "unknown variant '{name}'; expected {} or {last}, joined with '+' \
                         (killer+x)",
                        rest.join(", ")
                    ));
                }
            }
        }
        Ok(set)
    }
}

/// The rule the `variant:` line names `name` (any letter case): by its name, its option name or
/// another name.
pub fn rule_named(name: &str) -> Option<&'static dyn Rule> {
    let lower = name.to_ascii_lowercase();
    RULES.iter().copied().find(|rule| {
        rule.name().eq_ignore_ascii_case(&lower)
            || rule.option_name() == lower
            || rule.other_names().contains(&lower.as_str())
    })
}

/// The place of `rule` in `RULES` (rules are told apart by name).
fn place_of(rule: &dyn Rule) -> Option<usize> {
    RULES.iter().position(|known| known.name() == rule.name())
}

/// Serialised as the rules' option names, so a set travels (to the browser's worker) by name.
impl serde::Serialize for RuleSet {
    fn serialize<S: serde::Serializer>(&self, writer: S) -> Result<S::Ok, S::Error> {
        let names: Vec<&str> = self.rules().map(|rule| rule.option_name()).collect();
        serde::Serialize::serialize(&names, writer)
    }
}

impl<'de> serde::Deserialize<'de> for RuleSet {
    fn deserialize<D: serde::Deserializer<'de>>(reader: D) -> Result<RuleSet, D::Error> {
        let names = <Vec<String> as serde::Deserialize>::deserialize(reader)?;
        names.iter().try_fold(RuleSet::CLASSIC, |set, name| {
            RULES
                .iter()
                .find(|rule| rule.option_name() == name)
                .map(|&rule| set.with(rule))
                .ok_or_else(|| serde::de::Error::custom(format!("unknown rule {name}")))
        })
    }
}
