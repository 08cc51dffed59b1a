//! The error of the puzzle reader: which file, where in it, and what was expected there.

use std::fmt;

/// A 1-based line and column (columns count characters, not bytes).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Position {
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1.
    pub column: usize,
}

/// What is wrong with a puzzle file.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ParseErrorKind {
    /// The file could not be opened or read.
    #[error("cannot read the file: {0}")]
    Unreadable(String),
    /// Not a regular file: a folder, a device (`/dev/zero`) or a pipe, whose reading may never end.
    #[error("not a regular file ({kind}); expected a puzzle file")]
    NotAFile {
        /// What it is instead.
        kind: &'static str,
    },
    /// The file is larger than the reader accepts.
    #[error("the file is {bytes} bytes; a puzzle file may be at most 1 MiB (1048576 bytes)")]
    TooLarge {
        /// The file's size.
        bytes: u64,
    },
    /// No puzzle at all.
    #[error("the file is empty; expected a puzzle")]
    Empty,
    /// Binary content or text that is not UTF-8.
    #[error("byte 0x{byte:02x} is not text; expected a puzzle as plain text")]
    NotText {
        /// The first offending byte.
        byte: u8,
    },
    /// A character that has no meaning at its place.
    #[error("unexpected character '{found}'; expected {expected}")]
    BadCharacter {
        /// The character found.
        found: char,
        /// What may stand there.
        expected: &'static str,
    },
    /// A 0 in a `.sud` character grid, where empty cells are spaces.
    #[error(
        "'0' is not a digit of a 9x9 character grid; expected 1-9, or a space for an empty cell"
    )]
    ZeroInCharGrid,
    /// Fewer rows than the board needs.
    #[error("expected {expected} rows, found {found}")]
    TooFewRows {
        /// Rows the board needs.
        expected: usize,
        /// Rows found.
        found: usize,
    },
    /// Text after the last row that is not blank.
    #[error("unexpected text after the last row; the grid has only {rows} rows")]
    TextAfterGrid {
        /// Rows of the board.
        rows: usize,
    },
    /// A row with too many cells.
    #[error("row {row} has more than {expected} cells")]
    RowTooLong {
        /// The 1-based row.
        row: usize,
        /// Cells per row.
        expected: usize,
    },
    /// A row with too few cells.
    #[error("row {row} has {found} cells; expected {expected}")]
    RowTooShort {
        /// The 1-based row.
        row: usize,
        /// Cells found.
        found: usize,
        /// Cells per row.
        expected: usize,
    },
    /// A one-line puzzle of a length that is no board size.
    #[error("a one-line puzzle has {found} cells; expected 81 (9x9), or 16, 36 or 64")]
    BadLineLength {
        /// Cells found.
        found: usize,
    },
    /// A one-line puzzle whose length differs from the file's first puzzle.
    #[error(
        "line has {found} cells, expected {expected} like the first puzzle (line {first_line})"
    )]
    LineLengthDiffers {
        /// Cells found.
        found: usize,
        /// Cells of the first puzzle.
        expected: usize,
        /// The line of the first puzzle.
        first_line: usize,
    },
    /// A value larger than the board's largest digit.
    #[error("value {value} is out of range; expected 1 to {n}, or '-' for an empty cell")]
    ValueOutOfRange {
        /// The value found.
        value: String,
        /// The largest digit.
        n: usize,
    },
    /// A HoDoKu library line that stops before its grid field.
    #[error(
        "a HoDoKu library line needs its grid as the third field (':type:candidates:grid:...')"
    )]
    MissingLibraryGrid,
    /// An entry of a HoDoKu library line's deleted candidates that is not a candidate.
    #[error(
        "deleted candidate '{entry}' should be a digit, a row and a column from 1 to {n} \
         (like 517 for 5 taken out of r1c7)"
    )]
    BadDeletedCandidate {
        /// The entry as written.
        entry: String,
        /// The largest digit.
        n: usize,
    },
    /// A size header that makes no board.
    #[error("bad size header: {0}")]
    BadHeader(String),
    /// The same digit given twice in one house.
    #[error("duplicate given: {digit} appears twice in {house}, at {first} and {second}")]
    DuplicateGiven {
        /// The repeated digit.
        digit: u8,
        /// The house, e.g. "row 1".
        house: String,
        /// The first cell's name.
        first: String,
        /// The second cell's name.
        second: String,
    },
    /// Any other rule broken by the givens.
    #[error("{0}")]
    Invalid(String),
    /// A rule name the `variant:` line does not know.
    #[error(
        "unknown variant '{0}'; expected Sudoku X, Windoku, Jigsaw, anti-knight, anti-king, \
         odd/even or Killer (joined with ',' or '+')"
    )]
    UnknownVariant(String),
    /// A section of the variant text form given twice.
    #[error("the '{0}' section is given twice")]
    SectionTwice(&'static str),
    /// Text on the line of a section head.
    #[error("'{0}' stands alone on its line; its rows follow on the next lines")]
    TextAfterSectionHead(&'static str),
    /// Text before the first section head.
    #[error(
        "expected a section head ('variant:', 'regions:', 'odd/even:', 'cages:' or 'grid:') first"
    )]
    TextOutsideSection,
    /// A section the rules need.
    #[error("the '{0}' section is missing")]
    MissingSection(&'static str),
    /// A map section whose rule the `variant:` line does not name.
    #[error("'{0}' is given, but the variant line does not name its rule")]
    SectionWithoutRule(&'static str),
    /// A map section with too few or too many rows.
    #[error("the '{head}' section has {found} rows; expected {expected}")]
    MapRows {
        /// The section head.
        head: &'static str,
        /// Rows found.
        found: usize,
        /// Rows the board needs.
        expected: usize,
    },
    /// A map row of the wrong length.
    #[error("row {row} of the '{head}' section has {found} cells; expected {expected}")]
    MapRowLength {
        /// The section head.
        head: &'static str,
        /// The 1-based row.
        row: usize,
        /// Cells found.
        found: usize,
        /// Cells per row.
        expected: usize,
    },
    /// A line of a `cages:` section that names no cage.
    #[error("{0}")]
    BadCage(String),
    /// f-puzzles JSON (or a link to it) that cannot be read, with the JSON path at fault.
    #[error("f-puzzles: {0}")]
    FPuzzles(String),
    /// A SudokuWiki Killer link that cannot be read.
    #[error("SudokuWiki Killer link: {0}")]
    SudokuWiki(String),
    /// Variant rules that do not fit the board (a region of the wrong size, in pieces...).
    #[error("{0}")]
    BadVariant(String),
}

/// A puzzle file that could not be read, with the file name and, where one applies, the position.
#[derive(Debug, Clone, PartialEq, Eq)]
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

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.position {
            Some(Position { line, column }) => {
                write!(
                    f,
                    "{}: line {line}, column {column}: {}",
                    self.file, self.kind
                )
            }
            None => write!(f, "{}: {}", self.file, self.kind),
        }
    }
}

impl std::error::Error for ParseError {}
