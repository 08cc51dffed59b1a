//! Reading and writing puzzle files. The format is found from the content, never the file name:
//! the 9x9 character grid of `.sud` files, the `RxC` size-header form for any size, one-line puzzles
//! and collections (`.sdm`, tdoku and forum lists), decorated and space-separated grids (`.ss`,
//! printouts), SadMan `.sdk` and Project Euler grid lists. Every rejection is a [`ParseError`] that
//! names the file, the line and column, and what was expected.

mod char_grid;
mod decorated;
mod error;
mod header;
mod lines;
mod one_line;
mod pencil_marks;

use std::io::Read;
use std::path::Path;

use crate::model::{Grid, GridError};
use lines::{Line, RawPuzzle};

pub use error::{ParseError, ParseErrorKind, Position};

/// The largest file the reader accepts.
pub const MAX_FILE_BYTES: usize = 1024 * 1024;

/// The formats the reader recognises.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// 9 lines of 9 characters, digits and spaces (the `.sud` files).
    CharGrid,
    /// Blocks headed `Grid NN`, each 9 lines of 9 digits with 0 for empty (Project Euler).
    GridList,
    /// A `RxC` size header (or box rows and box columns on two lines), then rows of values.
    SizeHeader,
    /// One puzzle per line, `.` or `0` for empty (`.sdm`, tdoku and forum collections).
    OneLine,
    /// A grid drawn with `|`, `+`, `-` separators or with cells separated by spaces (`.ss`).
    Decorated,
    /// Every cell written as its candidate digits, as HoDoKu and Simple Sudoku print them.
    PencilMarks,
}

impl Format {
    /// A short human-readable name of the format.
    pub fn name(self) -> &'static str {
        match self {
            Format::CharGrid => "character grid (.sud)",
            Format::GridList => "grid list",
            Format::SizeHeader => "size header grid",
            Format::OneLine => "one puzzle per line",
            Format::Decorated => "decorated grid",
            Format::PencilMarks => "pencil-mark grid",
        }
    }
}

/// One puzzle read from a file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Puzzle {
    /// The grid with its givens.
    pub grid: Grid,
    /// The 1-based line where the puzzle starts in its file.
    pub line: usize,
}

/// Everything read from one file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PuzzleFile {
    /// The format that was recognised.
    pub format: Format,
    /// The puzzles, in file order (one for most formats, many for collections).
    pub puzzles: Vec<Puzzle>,
}

/// Reads the file at `path`. Errors name the path as it was given.
/// Only regular files are read (a device such as `/dev/zero` or a pipe is refused before it is
/// opened), and never more than `MAX_FILE_BYTES` and one byte, so a file that grows while it is
/// read cannot make the reader take more.
pub fn read_path(path: &Path) -> Result<PuzzleFile, ParseError> {
    let name = path.display().to_string();
    let unreadable =
        |e: std::io::Error| ParseError::new(&name, None, ParseErrorKind::Unreadable(e.to_string()));
    let metadata = std::fs::metadata(path).map_err(unreadable)?;
    let kind = metadata.file_type();
    if !kind.is_file() {
        let kind = if kind.is_dir() {
            "a folder"
        } else {
            "a device, pipe or socket"
        };
        return Err(ParseError::new(
            &name,
            None,
            ParseErrorKind::NotAFile { kind },
        ));
    }
    if metadata.len() > MAX_FILE_BYTES as u64 {
        return Err(ParseError::new(
            &name,
            None,
            ParseErrorKind::TooLarge {
                bytes: metadata.len(),
            },
        ));
    }
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .and_then(|file| file.take(MAX_FILE_BYTES as u64 + 1).read_to_end(&mut bytes))
        .map_err(unreadable)?;
    read_bytes(&name, &bytes)
}

/// Reads puzzles from the bytes of a file called `name` (used in error messages).
pub fn read_bytes(name: &str, bytes: &[u8]) -> Result<PuzzleFile, ParseError> {
    if bytes.len() > MAX_FILE_BYTES {
        return Err(ParseError::new(
            name,
            None,
            ParseErrorKind::TooLarge {
                bytes: bytes.len() as u64,
            },
        ));
    }
    let text = decode_text(name, bytes)?;
    read_str(name, text)
}

/// Reads puzzles from text; `name` is used in error messages.
pub fn read_str(name: &str, text: &str) -> Result<PuzzleFile, ParseError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let lines: Vec<Line> = text
        .lines()
        .enumerate()
        .map(|(i, text)| Line {
            number: i + 1,
            text: text.strip_suffix('\r').unwrap_or(text),
        })
        .collect();
    let fail = |position, kind| ParseError::new(name, position, kind);
    let Some(first) = lines.iter().find(|l| !l.is_blank() && !l.is_comment()) else {
        return Err(fail(None, ParseErrorKind::Empty));
    };
    let (format, raws) = if header::is_header(&lines, first) {
        (Format::SizeHeader, header::parse(&lines, first))
    } else if one_line::is_one_line(&lines) {
        (Format::OneLine, one_line::parse(&lines))
    } else if char_grid::is_grid_list(first) {
        (Format::GridList, char_grid::parse_grid_list(&lines))
    } else if let Some(rows) = pencil_marks::rows(&lines) {
        (Format::PencilMarks, pencil_marks::parse(&rows))
    } else if decorated::is_decorated(&lines) {
        (Format::Decorated, decorated::parse(&lines))
    } else {
        (Format::CharGrid, char_grid::parse(&lines))
    };
    let raws = raws.map_err(|(position, kind)| fail(Some(position), kind))?;
    let puzzles = raws
        .into_iter()
        .map(|raw| check_rules(name, raw))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(PuzzleFile { format, puzzles })
}

/// The text of `bytes`, or an error pointing at the first byte that is not text.
fn decode_text<'a>(name: &str, bytes: &'a [u8]) -> Result<&'a str, ParseError> {
    if bytes.is_empty() {
        return Err(ParseError::new(name, None, ParseErrorKind::Empty));
    }
    let bad_at = match std::str::from_utf8(bytes) {
        Ok(text) => {
            match text.find(|c: char| c == '\0' || (c.is_control() && !c.is_whitespace())) {
                None => return Ok(text),
                Some(offset) => offset,
            }
        }
        Err(error) => error.valid_up_to(),
    };
    let before = &bytes[..bad_at];
    let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
    let line_start = before
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |p| p + 1);
    let column = String::from_utf8_lossy(&before[line_start..])
        .chars()
        .count()
        + 1;
    Err(ParseError::new(
        name,
        Some(Position { line, column }),
        ParseErrorKind::NotText {
            byte: bytes[bad_at],
        },
    ))
}

/// Builds the grid of a raw puzzle, reporting a repeated digit at the second cell's position.
fn check_rules(name: &str, raw: RawPuzzle) -> Result<Puzzle, ParseError> {
    let n = raw.layout.n();
    let too_large = raw.values.iter().position(|&value| usize::from(value) > n);
    if let Some(index) = too_large {
        let cell = crate::model::Cell::new(index);
        let name_of_cell = format!("r{}c{}", index / n + 1, index % n + 1);
        return Err(ParseError::new(
            name,
            raw.positions.get(cell.index()).copied(),
            ParseErrorKind::Invalid(
                GridError::ValueOutOfRange {
                    cell: name_of_cell,
                    value: usize::from(raw.values[index]),
                    n,
                }
                .to_string(),
            ),
        ));
    }
    let grid = match &raw.marks {
        Some(marks) => Grid::from_marks(raw.layout, &raw.values, marks),
        None => Grid::from_givens(raw.layout, &raw.values),
    };
    match grid {
        Ok(grid) => Ok(Puzzle {
            grid,
            line: raw.line,
        }),
        Err(GridError::DuplicateDigit {
            digit,
            house,
            first,
            second,
            second_cell,
            ..
        }) => Err(ParseError::new(
            name,
            raw.positions.get(second_cell.index()).copied(),
            ParseErrorKind::DuplicateGiven {
                digit: digit.get(),
                house: house.to_string(),
                first,
                second,
            },
        )),
        Err(other) => Err(ParseError::new(
            name,
            Some(Position {
                line: raw.line,
                column: 1,
            }),
            ParseErrorKind::Invalid(other.to_string()),
        )),
    }
}

/// Writes a grid in the `.sud` format: the 9x9 character grid (a space for an empty cell) for 9x9,
/// the size-header form with `-` for empty cells for every other size. Reading the text back gives
/// the same givens.
pub fn write_sud(grid: &Grid) -> String {
    if grid.n() == 9 {
        char_grid::write(grid)
    } else {
        header::write(grid)
    }
}
