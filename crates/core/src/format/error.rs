//! The error of the puzzle reader: which file, where in it, and what was expected there.

use std::fmt;

use crate::message::{Explained, Message, Name, cell_at, or_list, printable};
use crate::model::rules::RULES;
use crate::model::{Cell, House, Layout};

/// A 1-based line and column (columns count characters, not bytes).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Position {
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1.
    pub column: usize,
}

/// What is wrong with a puzzle file. Its words are catalogue sentences (`Explained`): English
/// for `Display`, the student's language in the window and with `--lang`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, serde::Serialize, serde::Deserialize)]
pub enum ParseErrorKind {
    /// The file could not be opened or read.
    Unreadable(String),
    /// Not a regular file: a folder, a device (`/dev/zero`) or a pipe, whose reading may never end.
    NotAFile {
        /// Whether it is a folder (else a device, pipe or socket).
        folder: bool,
    },
    /// The file is larger than the reader accepts.
    TooLarge {
        /// The file's size.
        bytes: u64,
    },
    /// No puzzle at all.
    Empty,
    /// Binary content or text that is not UTF-8.
    NotText {
        /// The first offending byte.
        byte: u8,
    },
    /// A character that has no meaning at its place.
    BadCharacter {
        /// The character found.
        found: char,
        /// The catalogue key of what may stand there.
        #[serde(deserialize_with = "crate::message::kept_name")]
        expected: Name,
    },
    /// A 0 in a `.sud` character grid, where empty cells are spaces.
    ZeroInCharGrid,
    /// Fewer rows than the board needs.
    TooFewRows {
        /// Rows the board needs.
        expected: usize,
        /// Rows found.
        found: usize,
    },
    /// Text after the last row that is not blank.
    TextAfterGrid {
        /// Rows of the board.
        rows: usize,
    },
    /// A row with too many cells.
    RowTooLong {
        /// The 1-based row.
        row: usize,
        /// Cells per row.
        expected: usize,
    },
    /// A row with too few cells.
    RowTooShort {
        /// The 1-based row.
        row: usize,
        /// Cells found.
        found: usize,
        /// Cells per row.
        expected: usize,
    },
    /// A one-line puzzle of a length that is no board size.
    BadLineLength {
        /// Cells found.
        found: usize,
    },
    /// A one-line puzzle of numbers separated by commas with a count that is no board's.
    BadNumberCount {
        /// Numbers found.
        found: usize,
    },
    /// A one-line puzzle whose length differs from the file's first puzzle.
    LineLengthDiffers {
        /// Cells found.
        found: usize,
        /// Cells of the first puzzle.
        expected: usize,
        /// The line of the first puzzle.
        first_line: usize,
    },
    /// A value larger than the board's largest digit.
    ValueOutOfRange {
        /// The value found.
        value: String,
        /// The largest digit.
        n: usize,
    },
    /// A HoDoKu library line that stops before its grid field.
    MissingLibraryGrid,
    /// An entry of a HoDoKu library line's deleted candidates that is not a candidate.
    BadDeletedCandidate {
        /// The entry as written.
        entry: String,
        /// The largest digit.
        n: usize,
    },
    /// A size header that makes no board.
    BadHeader(Message),
    /// The same digit given twice in one house.
    DuplicateGiven {
        /// The repeated digit.
        digit: u8,
        /// The house.
        house: House,
        /// The first cell.
        first: Cell,
        /// The second cell.
        second: Cell,
        /// The board size.
        n: usize,
    },
    /// Any other rule broken by the givens.
    Invalid(Message),
    /// A rule name the `variant:` line does not know.
    UnknownVariant(String),
    /// A section of the variant text form given twice.
    SectionTwice(#[serde(deserialize_with = "crate::message::kept_name")] Name),
    /// Text on the line of a section head.
    TextAfterSectionHead(#[serde(deserialize_with = "crate::message::kept_name")] Name),
    /// Text before the first section head.
    TextOutsideSection,
    /// A section the rules need.
    MissingSection(#[serde(deserialize_with = "crate::message::kept_name")] Name),
    /// A map section whose rule the `variant:` line does not name.
    SectionWithoutRule(#[serde(deserialize_with = "crate::message::kept_name")] Name),
    /// A map section with too few or too many rows.
    MapRows {
        /// The section head.
        #[serde(deserialize_with = "crate::message::kept_name")]
        head: Name,
        /// Rows found.
        found: usize,
        /// Rows the board needs.
        expected: usize,
    },
    /// A map row of the wrong length.
    MapRowLength {
        /// The section head.
        #[serde(deserialize_with = "crate::message::kept_name")]
        head: Name,
        /// The 1-based row.
        row: usize,
        /// Cells found.
        found: usize,
        /// Cells per row.
        expected: usize,
    },
    /// A line of a `cages:` section that names no cage.
    BadCage(Message),
    /// f-puzzles JSON (or a link to it) that cannot be read, with the JSON path at fault.
    FPuzzles(Message),
    /// A SudokuWiki Killer link that cannot be read.
    SudokuWiki(Message),
    /// Variant rules that do not fit the board (a region of the wrong size, in pieces...).
    BadVariant(Message),
    /// A saved game that cannot be read, with the field at fault.
    Game(Message),
}

/// A puzzle file that could not be read, with the file name and, where one applies, the position.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ParseError {
    /// The file name as the user gave it.
    pub file: String,
    /// Where the problem is, when it is at one place.
    pub position: Option<Position>,
    /// What is wrong (boxed to keep `Result`s small).
    pub kind: Box<ParseErrorKind>,
}

impl ParseError {
    /// An error in `file` at `position`.
    pub fn new(file: &str, position: Option<Position>, kind: ParseErrorKind) -> ParseError {
        ParseError {
            file: file.to_string(),
            position,
            kind: Box::new(kind),
        }
    }
}

impl Explained for ParseError {
    fn message(&self) -> Message {
        match self.position {
            Some(Position { line, column }) => template!(
                "file-error-at",
                file = printable(&self.file),
                line = line,
                column = column,
                error = self.kind.message()
            ),
            None => template!(
                "file-error",
                file = printable(&self.file),
                error = self.kind.message()
            ),
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.english())
    }
}

impl fmt::Display for ParseErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.english())
    }
}

impl Explained for ParseErrorKind {
    fn message(&self) -> Message {
        match self {
            ParseErrorKind::Unreadable(reason) => template!("file-unreadable", reason = reason),
            ParseErrorKind::NotAFile { folder: true } => template!("file-is-folder"),
            ParseErrorKind::NotAFile { folder: false } => template!("file-is-device"),
            ParseErrorKind::TooLarge { bytes } => {
                template!("file-too-large", bytes = bytes.to_string())
            }
            ParseErrorKind::Empty => template!("file-empty"),
            ParseErrorKind::NotText { byte } => {
                template!("file-not-text", byte = format!("{byte:02x}"))
            }
            ParseErrorKind::BadCharacter { found, expected } => template!(
                "file-bad-character",
                found = printable(&found.to_string()),
                expected = Message::template(expected, Vec::new())
            ),
            ParseErrorKind::ZeroInCharGrid => template!("file-zero-in-char-grid"),
            ParseErrorKind::TooFewRows { expected, found } => {
                template!("file-too-few-rows", expected = expected, found = found)
            }
            ParseErrorKind::TextAfterGrid { rows } => {
                template!("file-text-after-grid", rows = rows)
            }
            ParseErrorKind::RowTooLong { row, expected } => {
                template!("file-row-too-long", row = row, expected = expected)
            }
            ParseErrorKind::RowTooShort {
                row,
                found,
                expected,
            } => template!(
                "file-row-too-short",
                row = row,
                found = found,
                expected = expected
            ),
            ParseErrorKind::BadLineLength { found } => {
                template!("file-bad-line-length", found = found)
            }
            ParseErrorKind::BadNumberCount { found } => {
                let boards = or_list(
                    Layout::usual_sizes()
                        .map(|n| template!("file-board-cells", cells = n * n, n = n)),
                );
                template!("file-bad-number-count", found = found, boards = boards)
            }
            ParseErrorKind::LineLengthDiffers {
                found,
                expected,
                first_line,
            } => template!(
                "file-line-length-differs",
                found = found,
                expected = expected,
                first = first_line
            ),
            ParseErrorKind::ValueOutOfRange { value, n } => {
                template!("file-value-out-of-range", value = printable(value), n = n)
            }
            ParseErrorKind::MissingLibraryGrid => template!("file-missing-library-grid"),
            ParseErrorKind::BadDeletedCandidate { entry, n } => {
                template!(
                    "file-bad-deleted-candidate",
                    entry = printable(entry),
                    n = n
                )
            }
            ParseErrorKind::BadHeader(why) => template!("file-bad-header", why = why),
            ParseErrorKind::DuplicateGiven {
                digit,
                house,
                first,
                second,
                n,
            } => template!(
                "file-duplicate-given",
                digit = digit,
                house = *house,
                first = cell_at(*first, *n),
                second = cell_at(*second, *n)
            ),
            ParseErrorKind::Invalid(why)
            | ParseErrorKind::BadCage(why)
            | ParseErrorKind::BadVariant(why) => why.clone(),
            ParseErrorKind::UnknownVariant(name) => template!(
                "file-unknown-variant",
                name = printable(name),
                names = or_list(RULES.iter().map(|rule| rule.name()))
            ),
            ParseErrorKind::SectionTwice(head) => template!("file-section-twice", head = head),
            ParseErrorKind::TextAfterSectionHead(head) => {
                template!("file-text-after-section-head", head = head)
            }
            ParseErrorKind::TextOutsideSection => template!("file-text-outside-section"),
            ParseErrorKind::MissingSection(head) => {
                template!("file-missing-section", head = head)
            }
            ParseErrorKind::SectionWithoutRule(head) => {
                template!("file-section-without-rule", head = head)
            }
            ParseErrorKind::MapRows {
                head,
                found,
                expected,
            } => template!(
                "file-map-rows",
                head = head,
                found = found,
                expected = expected
            ),
            ParseErrorKind::MapRowLength {
                head,
                row,
                found,
                expected,
            } => template!(
                "file-map-row-length",
                row = row,
                head = head,
                found = found,
                expected = expected
            ),
            ParseErrorKind::FPuzzles(why) => template!("file-fpuzzles", why = why),
            ParseErrorKind::SudokuWiki(why) => template!("file-sudokuwiki", why = why),
            ParseErrorKind::Game(why) => template!("file-game", why = why),
        }
    }
}

impl std::error::Error for ParseError {}
