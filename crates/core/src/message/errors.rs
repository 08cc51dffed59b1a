//! The words of the model's errors (a board that breaks the rules, a variant that does not fit
//! its board) as catalogue sentences, so the window and `--lang` say them in the student's
//! language; `Display` says them in English, the language of logs and of other tools.

use std::fmt;

use super::{Message, Notation, Piece, and_list};
use crate::i18n::Language;
use crate::model::{
    Arrow, ArrowFault, Cage, CageFault, Cell, GridError, LayoutError, Line, LineFamily, LineFault,
    LineKind, LittleKiller, Sandwich, VariantMap,
};

/// An error that can be said in any language.
pub trait Explained {
    /// What went wrong, as a message.
    fn message(&self) -> Message;

    /// What went wrong, in English (the `Display` of the error).
    fn english(&self) -> String {
        self.message()
            .render_in(Notation::RowColumn, Language::English)
    }
}

/// `text` as a message may quote it on one line: control characters and the invisible characters
/// that move or reorder text (line and paragraph separators, bidirectional marks, zero-width
/// characters, the byte-order mark) are written out, `\r`, `\n` and `\t` by their escapes and the
/// rest as `U+2028`, so text from a file can never overwrite or break the line that quotes it.
pub fn printable(text: &str) -> String {
    let mut shown = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\r' => shown.push_str("\\r"),
            '\n' => shown.push_str("\\n"),
            '\t' => shown.push_str("\\t"),
            c if is_invisible(c) => shown.push_str(&format!("U+{:04X}", u32::from(c))),
            c => shown.push(c),
        }
    }
    shown
}

/// Whether `c` is a control character or one that changes how the text around it is laid out
/// without being seen.
fn is_invisible(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{200B}'..='\u{200F}'
                | '\u{2028}'..='\u{202E}'
                | '\u{2060}'..='\u{2069}'
                | '\u{FEFF}'
        )
}

/// A Killer cage as a reader finds it on an `n` x `n` board: "r1c1, r1c2 and r2c1 (sum 7)".
pub fn cage_message(cage: &Cage, n: usize) -> Message {
    let cells = and_list(cage.cells.iter().map(|cell| Piece::Cell {
        row: cell.index() / n,
        col: cell.index() % n,
    }));
    match cage.sum {
        Some(sum) => template!("cage-with-sum", cells = cells, sum = sum.to_string()),
        None => template!("cage-without-sum", cells = cells),
    }
}

/// A line as an error names it: "the thermometer r1c1-r1c2-r1c3", its cells in its order.
pub fn line_message(line: &Line, n: usize) -> Message {
    let cells: Vec<Message> = line
        .cells
        .iter()
        .map(|&cell| message![cell_at(cell, n)])
        .collect();
    let pair = |key: &'static str| {
        let (first, rest) = match cells.split_first() {
            Some((first, rest)) => (first.clone(), rest),
            None => (message![""], &[][..]),
        };
        Message::template(
            key,
            vec![("first", first), ("second", Message::separated(rest, "-"))],
        )
    };
    match line.kind {
        LineKind::Thermometer => {
            template!("line-thermometer", cells = Message::separated(&cells, "-"))
        }
        LineKind::WhiteDot => pair("line-white-dot"),
        LineKind::BlackDot => pair("line-black-dot"),
        LineKind::NoWhiteDot | LineKind::NoBlackDot => pair("line-no-dot"),
        LineKind::X => pair("line-x"),
        LineKind::V => pair("line-v"),
        LineKind::NoX | LineKind::NoV => pair("line-no-letter"),
        LineKind::Nonconsecutive => pair("line-neighbours"),
        LineKind::Whisper => template!("line-whisper", cells = Message::separated(&cells, "-")),
        LineKind::Renban => template!("line-renban", cells = Message::separated(&cells, "-")),
        LineKind::Palindrome => {
            template!("line-palindrome", cells = Message::separated(&cells, "-"))
        }
    }
}

/// The selector that says in the catalogue's texts what a line of `kind` asks of its digits
/// ("thermometer": they rise; "white": they are consecutive).
pub fn line_rule_key(kind: LineKind) -> &'static str {
    match kind {
        LineKind::Thermometer => "thermometer",
        LineKind::WhiteDot => "white",
        LineKind::BlackDot => "black",
        LineKind::NoWhiteDot => "no-white",
        LineKind::NoBlackDot => "no-black",
        LineKind::X => "x",
        LineKind::V => "v",
        LineKind::NoX => "no-x",
        LineKind::NoV => "no-v",
        LineKind::Nonconsecutive => "nonconsecutive",
        LineKind::Whisper => "whisper",
        LineKind::Renban => "renban",
        LineKind::Palindrome => "palindrome",
    }
}

/// The selector that says in the catalogue's texts which marks a pair of `kind` is about
/// ("kropki": dots; "xv": letters).
fn mark_family_key(kind: LineKind) -> &'static str {
    match kind.family() {
        LineFamily::Thermometer => "thermometer",
        LineFamily::Kropki => "kropki",
        LineFamily::Xv => "xv",
        LineFamily::Nonconsecutive => "nonconsecutive",
        LineFamily::Whisper => "whisper",
        LineFamily::Renban => "renban",
        LineFamily::Palindrome => "palindrome",
    }
}

/// A little killer clue as messages name it: "the little killer 15 from r1c2 to r8c9" (its sum
/// and the diagonal's first and last cells, the first next to the clue), or "the little killer 5
/// on r9c1" for a diagonal of one cell.
pub fn little_killer_message(clue: &LittleKiller, n: usize) -> Message {
    let first = clue.cells.first().map_or(0, |c| c.index());
    let last = clue.cells.last().map_or(0, |c| c.index());
    template!(
        "little-killer-named",
        sum = clue.sum.to_string(),
        first = cell_at(Cell::new(first), n),
        last = cell_at(Cell::new(last), n),
        count = clue.cells.len()
    )
}

/// A sandwich clue as messages name it: "the sandwich 12 of row 3" (its sum and its row or
/// column); `n` is the board size, whose largest digit is a crust.
pub fn sandwich_message(clue: &Sandwich, n: usize) -> Message {
    template!(
        "sandwich-named",
        sum = clue.sum.to_string(),
        house = clue.house,
        top = n
    )
}

/// An arrow as messages name it: "the arrow with circle r1c1 and shaft r1c2-r1c3", a pill's
/// cells joined the same way ("r1c1-r1c2"); an empty circle or shaft left unsaid.
pub fn arrow_message(arrow: &Arrow, n: usize) -> Message {
    let joined = |cells: &[Cell]| {
        let pieces: Vec<Message> = cells
            .iter()
            .map(|&cell| message![cell_at(cell, n)])
            .collect();
        Message::separated(&pieces, "-")
    };
    let parts = match (arrow.circle.is_empty(), arrow.shaft.is_empty()) {
        (false, false) => "both",
        (false, true) => "circle",
        _ => "shaft",
    };
    template!(
        "arrow-named",
        parts = parts,
        circle = joined(&arrow.circle),
        shaft = joined(&arrow.shaft)
    )
}

impl Explained for LayoutError {
    fn message(&self) -> Message {
        match self {
            LayoutError::BoxTooThin { box_rows, box_cols } => {
                template!("layout-box-too-thin", rows = box_rows, cols = box_cols)
            }
            LayoutError::TooLarge { box_rows, box_cols } => {
                let n = *box_rows as u128 * *box_cols as u128;
                template!(
                    "layout-too-large",
                    rows = box_rows,
                    cols = box_cols,
                    n = n.to_string()
                )
            }
            LayoutError::MapSize {
                map,
                n,
                expected,
                found,
            } => {
                let map = match map {
                    VariantMap::Regions => template!("layout-map-regions"),
                    VariantMap::Parity => template!("layout-map-parity"),
                };
                template!(
                    "layout-map-size",
                    map = map,
                    n = n,
                    expected = expected,
                    found = found
                )
            }
            LayoutError::RegionSize { region, n, found } => {
                template!("layout-region-size", region = region, n = n, found = found)
            }
            LayoutError::CageShape { cage, n, fault } => {
                let fault = match fault {
                    CageFault::NoCell => template!("cage-fault-no-cell"),
                    CageFault::TooManyCells => {
                        template!("cage-fault-too-many", count = cage.cells.len(), n = n)
                    }
                    CageFault::OffBoard => template!("cage-fault-off-board"),
                    CageFault::Twice(cell) => {
                        template!("cage-fault-twice", cell = cell_at(*cell, *n))
                    }
                };
                template!(
                    "layout-cage-shape",
                    cage = cage_message(cage, *n),
                    n = n,
                    fault = fault
                )
            }
            LayoutError::LineShape { line, n, fault } => {
                let fault = match fault {
                    LineFault::TooShort => template!("line-fault-too-short"),
                    LineFault::TooLong { most } => {
                        template!(
                            "line-fault-too-long",
                            count = line.cells.len(),
                            most = most,
                            family = mark_family_key(line.kind)
                        )
                    }
                    LineFault::OffBoard => template!("cage-fault-off-board"),
                    LineFault::Twice(cell) => {
                        template!("cage-fault-twice", cell = cell_at(*cell, *n))
                    }
                    LineFault::NotSideBySide => template!(
                        "line-fault-not-side-by-side",
                        family = mark_family_key(line.kind)
                    ),
                    LineFault::MarkedTwice => template!(
                        "line-fault-marked-twice",
                        family = mark_family_key(line.kind)
                    ),
                    LineFault::MirrorsShareHouse {
                        first,
                        second,
                        house,
                    } => template!(
                        "line-fault-mirrors-share-house",
                        first = cell_at(*first, *n),
                        second = cell_at(*second, *n),
                        house = *house
                    ),
                };
                template!(
                    "layout-line-shape",
                    line = line_message(line, *n),
                    n = n,
                    fault = fault
                )
            }
            LayoutError::ArrowShape { arrow, n, fault } => {
                let fault = match fault {
                    ArrowFault::NoCircle => template!("arrow-fault-no-circle"),
                    ArrowFault::LongPill => template!("arrow-fault-long-pill"),
                    ArrowFault::NoShaft => template!("arrow-fault-no-shaft"),
                    ArrowFault::OffBoard => template!("cage-fault-off-board"),
                    ArrowFault::Twice(cell) => {
                        template!("cage-fault-twice", cell = cell_at(*cell, *n))
                    }
                };
                template!(
                    "layout-arrow-shape",
                    arrow = arrow_message(arrow, *n),
                    n = n,
                    fault = fault
                )
            }
            LayoutError::CageSum { cage, n, low, high } => template!(
                "layout-cage-sum",
                size = cage.cells.len(),
                n = n,
                sum = cage.sum.unwrap_or_default().to_string(),
                low = low.to_string(),
                high = high.to_string(),
                cage = cage_message(cage, *n)
            ),
            LayoutError::SandwichSum { clue, n } => template!(
                "layout-sandwich-sum",
                clue = sandwich_message(clue, *n),
                top = *n,
                below = n.saturating_sub(1),
                sum = clue.sum.to_string()
            ),
            LayoutError::LittleKillerSum {
                clue,
                n,
                least,
                most,
                different,
            } => template!(
                "layout-little-killer-sum",
                clue = little_killer_message(clue, *n),
                count = clue.cells.len(),
                n = n,
                different = if *different { "yes" } else { "no" },
                low = least.to_string(),
                high = most.to_string()
            ),
            LayoutError::CageOverlap {
                cell,
                first,
                second,
                n,
            } => template!(
                "layout-cage-overlap",
                cell = cell_at(*cell, *n),
                first = cage_message(first, *n),
                second = cage_message(second, *n)
            ),
            LayoutError::CageHouseTotal {
                house,
                n,
                inside,
                total,
                rest,
                left,
                cages,
            } => {
                let cages: Vec<Message> = cages.iter().map(|c| cage_message(c, *n)).collect();
                template!(
                    "layout-cage-house-total",
                    house = *house,
                    inside = inside.to_string(),
                    n = n,
                    total = total.to_string(),
                    rest = rest,
                    left = left.to_string(),
                    cages = Message::separated(&cages, "; ")
                )
            }
            LayoutError::RegionInPieces {
                region,
                first,
                cell,
                n,
            } => template!(
                "layout-region-in-pieces",
                region = region,
                cell = cell_at(*cell, *n),
                first = cell_at(*first, *n)
            ),
        }
    }
}

/// `cell` of an `n` x `n` board as a piece of a message, named in the reader's notation.
pub fn cell_at(cell: Cell, n: usize) -> Piece {
    Piece::Cell {
        row: cell.index() / n,
        col: cell.index() % n,
    }
}

impl Explained for GridError {
    fn message(&self) -> Message {
        match self {
            GridError::WrongCellCount { expected, found } => {
                template!("grid-wrong-cell-count", expected = expected, found = found)
            }
            GridError::ValueOutOfRange { cell, value, n } => {
                template!(
                    "grid-value-out-of-range",
                    value = value,
                    cell = cell_at(*cell, *n),
                    n = n
                )
            }
            GridError::DuplicateDigit {
                digit,
                house,
                first_cell,
                second_cell,
                n,
            } => template!(
                "grid-duplicate-digit",
                digit = *digit,
                house = *house,
                first = cell_at(*first_cell, *n),
                second = cell_at(*second_cell, *n)
            ),
            GridError::DuplicateByMove {
                digit,
                apart,
                first_cell,
                second_cell,
                n,
            } => Message::template(
                apart.repeat_key,
                vec![
                    ("digit", message![*digit]),
                    ("first", message![cell_at(*first_cell, *n)]),
                    ("second", message![cell_at(*second_cell, *n)]),
                ],
            ),
            GridError::DuplicateInCage {
                digit,
                cage,
                n,
                first,
                at,
            } => template!(
                "grid-duplicate-in-cage",
                digit = *digit,
                cage = cage_message(cage, *n),
                first = cell_at(*first, *n),
                second = cell_at(*at, *n)
            ),
            GridError::CageSumMissed { cage, n, found, .. } => template!(
                "grid-cage-sum-missed",
                cage = cage_message(cage, *n),
                found = found.to_string()
            ),
            GridError::LineBroken {
                line,
                first,
                second,
                n,
            } => template!(
                "grid-line-broken",
                line = line_message(line, *n),
                kind = line_rule_key(line.kind),
                first = cell_at(first.0, *n),
                first_digit = first.1,
                second = cell_at(second.0, *n),
                second_digit = second.1
            ),
            GridError::ArrowMissed { arrow, n } => {
                template!("grid-arrow-missed", arrow = arrow_message(arrow, *n))
            }
            GridError::LittleKillerMissed { clue, n } => template!(
                "grid-little-killer-missed",
                clue = little_killer_message(clue, *n),
                sum = clue.sum.to_string()
            ),
            GridError::SandwichMissed { clue, n } => template!(
                "grid-sandwich-missed",
                clue = sandwich_message(clue, *n),
                sum = clue.sum.to_string(),
                top = *n
            ),
            GridError::WrongParity { at, digit, n } if digit.get() % 2 == 1 => {
                template!(
                    "grid-odd-marked-even",
                    cell = cell_at(*at, *n),
                    digit = *digit
                )
            }
            GridError::WrongParity { at, digit, n } => {
                template!(
                    "grid-even-marked-odd",
                    cell = cell_at(*at, *n),
                    digit = *digit
                )
            }
        }
    }
}

impl fmt::Display for LayoutError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.english())
    }
}

impl fmt::Display for GridError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.english())
    }
}
