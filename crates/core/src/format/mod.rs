//! Reading and writing puzzle files. The format is found from the content, never the file name:
//! the 9x9 character grid of `.sud` files, the `RxC` size-header form for any size, one-line puzzles
//! and collections (`.sdm`, tdoku and forum lists), decorated and space-separated grids (`.ss`,
//! printouts), SadMan `.sdk`, Project Euler grid lists, pencil-mark grids, candidate (Sukaku)
//! strings and HoDoKu library lines. Every rejection is a [`ParseError`] that
//! names the file, the line and column, and what was expected.

mod char_grid;
mod decorated;
mod error;
mod fpuzzles;
mod game;
mod header;
mod hodoku;
mod lines;
mod one_line;
mod pencil_marks;
mod sudokuwiki;
mod sukaku;
mod variant_text;

use std::io::Read;
use std::path::Path;

use crate::message::Explained;
use crate::model::{Grid, GridError};
use lines::{Line, RawPuzzle, TextResult};

pub use error::{ParseError, ParseErrorKind, Position};
pub use game::{GAME_FIELD, GAME_VERSION, SavedPosition, game_position, game_puzzle, is_game};

/// The largest file the reader accepts.
pub const MAX_FILE_BYTES: usize = 1024 * 1024;

/// The largest saved game the reader accepts (a game keeps every step of its log).
pub const MAX_GAME_BYTES: usize = 16 * 1024 * 1024;

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
    /// One line of `n` characters per cell, each candidate's digit or `.` (Sukaku strings).
    Sukaku,
    /// HoDoKu library lines, `:type:candidates:grid:deleted:...`, one puzzle or position each.
    HodokuLibrary,
    /// A `variant:` line naming the rules, the maps they need (`regions:`, `odd/even:`) and a
    /// `grid:` section in any of the other single-puzzle forms.
    VariantText,
    /// f-puzzles JSON, or a link (or SudokuPad text) holding it compressed.
    FPuzzles,
    /// A SudokuWiki Killer link (or its `bd=` value): the cages' shapes and sums.
    SudokuWikiKiller,
    /// A game Sudoku Stepper saved (JSON): read as the position it reached.
    Game,
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
            Format::Sukaku => "candidate string (Sukaku)",
            Format::VariantText => "variant text",
            Format::FPuzzles => "f-puzzles",
            Format::SudokuWikiKiller => "SudokuWiki Killer link",
            Format::HodokuLibrary => "HoDoKu library",
            Format::Game => "saved game",
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
    let text = read_text(path)?;
    read_str(&path.display().to_string(), &text)
}

/// The text of the file at `path`, read with the care of `read_path`: a regular file of at most
/// `MAX_FILE_BYTES` (`MAX_GAME_BYTES` for a saved game), text and no binary.
pub fn read_text(path: &Path) -> Result<String, ParseError> {
    let name = path.display().to_string();
    let unreadable =
        |e: std::io::Error| ParseError::new(&name, None, ParseErrorKind::Unreadable(e.to_string()));
    let metadata = std::fs::metadata(path).map_err(unreadable)?;
    let kind = metadata.file_type();
    if !kind.is_file() {
        return Err(ParseError::new(
            &name,
            None,
            ParseErrorKind::NotAFile {
                folder: kind.is_dir(),
            },
        ));
    }
    if metadata.len() > MAX_GAME_BYTES as u64 {
        return Err(too_large(&name, metadata.len()));
    }
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .and_then(|file| file.take(MAX_GAME_BYTES as u64 + 1).read_to_end(&mut bytes))
        .map_err(unreadable)?;
    let limit = if game::starts_like_a_game(&bytes) {
        MAX_GAME_BYTES
    } else {
        MAX_FILE_BYTES
    };
    if bytes.len() > limit {
        return Err(too_large(&name, bytes.len() as u64));
    }
    decode_text(&name, &bytes).map(str::to_string)
}

/// The error of a file of `bytes` bytes, more than the reader accepts.
fn too_large(name: &str, bytes: u64) -> ParseError {
    ParseError::new(name, None, ParseErrorKind::TooLarge { bytes })
}

/// Reads puzzles from the bytes of a file called `name` (used in error messages).
pub fn read_bytes(name: &str, bytes: &[u8]) -> Result<PuzzleFile, ParseError> {
    let limit = if game::starts_like_a_game(bytes) {
        MAX_GAME_BYTES
    } else {
        MAX_FILE_BYTES
    };
    if bytes.len() > limit {
        return Err(too_large(name, bytes.len() as u64));
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
    if game::is_game(text) {
        let grid = game::parse(text).map_err(|kind| ParseError::new(name, None, kind))?;
        return Ok(PuzzleFile {
            format: Format::Game,
            puzzles: vec![Puzzle { grid, line: 1 }],
        });
    }
    if sudokuwiki::is_sudokuwiki_killer(text) {
        let reader = Linewise {
            format: Format::SudokuWikiKiller,
            is_whole_puzzle: sudokuwiki::is_whole_puzzle,
            parse: sudokuwiki::parse,
        };
        return reader.read(name, text, &lines);
    }
    if fpuzzles::is_fpuzzles(text) {
        let reader = Linewise {
            format: Format::FPuzzles,
            is_whole_puzzle: fpuzzles::is_whole_puzzle,
            parse: |text| fpuzzles::parse(text).map_err(|kind| (None, kind)),
        };
        return reader.read(name, text, &lines);
    }
    if variant_text::is_variant_text(&lines) {
        let mut puzzles = Vec::new();
        for block in variant_text::blocks(&lines) {
            let sections = variant_text::sections(block)
                .map_err(|(position, kind)| ParseError::new(name, Some(position), kind))?;
            puzzles.extend(read_lines(name, &sections.grid, Some(&sections))?.puzzles);
        }
        return Ok(PuzzleFile {
            format: Format::VariantText,
            puzzles,
        });
    }
    read_lines(name, &lines, None)
}

/// A reader of a format whose puzzle is one piece of text (a JSON object, a link) that may come
/// alone, over several lines, or one per line in a collection.
struct Linewise {
    format: Format,
    /// Whether a line holds one whole puzzle.
    is_whole_puzzle: fn(&str) -> bool,
    /// The puzzle of a piece of text, or the error with the 1-based column in the text where
    /// it is, when it is at one place.
    parse: fn(&str) -> TextResult,
}

impl Linewise {
    /// The puzzles of `text`: one per line (blank lines and `#` comments between them) when
    /// the first of its lines holds a whole puzzle, each error at its line (and column, when it
    /// is at one place; a file of one puzzle names no line); else the whole text as one puzzle (a
    /// JSON object written over several lines).
    fn read(&self, name: &str, text: &str, lines: &[Line]) -> Result<PuzzleFile, ParseError> {
        let content: Vec<&Line> = lines
            .iter()
            .filter(|l| !l.is_blank() && !l.is_comment())
            .collect();
        let one_per_line = content
            .first()
            .is_some_and(|l| (self.is_whole_puzzle)(l.text));
        let puzzles = if one_per_line {
            content
                .iter()
                .map(|line| {
                    (self.parse)(line.text)
                        .map(|grid| Puzzle {
                            grid,
                            line: line.number,
                        })
                        .map_err(|(column, kind)| {
                            let at_line = content.len() > 1 || column.is_some();
                            let position = at_line.then(|| line.at(column.unwrap_or(1)));
                            ParseError::new(name, position, kind)
                        })
                })
                .collect::<Result<Vec<Puzzle>, ParseError>>()?
        } else {
            let grid = (self.parse)(text).map_err(|(_, kind)| ParseError::new(name, None, kind))?;
            let line = content.first().map_or(1, |l| l.number);
            vec![Puzzle { grid, line }]
        };
        Ok(PuzzleFile {
            format: self.format,
            puzzles,
        })
    }
}

/// Reads the puzzles of `lines` in the likeliest format that fits (see `readings`), with the
/// rules of a variant text file's `sections` when given.
fn read_lines(
    name: &str,
    lines: &[Line],
    sections: Option<&variant_text::Sections>,
) -> Result<PuzzleFile, ParseError> {
    let readings = readings(lines);
    let likeliest = readings.first().copied();
    let mut tries = readings;
    if name.to_ascii_lowercase().ends_with(".sud") {
        tries.sort_by_key(|&format| format != Format::CharGrid);
    }
    let mut likeliest_error = None;
    for format in tries {
        match parse_as(name, format, lines, sections) {
            Ok(puzzles) => return Ok(PuzzleFile { format, puzzles }),
            Err(error) if Some(format) == likeliest => likeliest_error = Some(error),
            Err(_) => {}
        }
    }
    Err(likeliest_error.unwrap_or_else(|| ParseError::new(name, None, ParseErrorKind::Empty)))
}

/// The formats the content allows, likeliest first: HoDoKu library lines, a candidate string, a
/// size header, one-line puzzles, a `Grid NN` list, a pencil-mark grid, a decorated grid, and
/// last the `.sud` character grid. `read_str`
/// tries them in this order (a `.sud` name moves the character grid to the front, since a sparse
/// `.sud` can look like a header or pencil marks); a reading that fails gives way to the next,
/// and when none fits, the error is that of the likeliest. A file of blank lines is an empty 9x9
/// grid when it has at least nine lines and some spaces (what a `.sud` writer makes of an empty
/// board), else empty.
fn readings(lines: &[Line]) -> Vec<Format> {
    let mut found = Vec::new();
    match lines.iter().find(|l| !l.is_blank() && !l.is_comment()) {
        None => {
            let grid_of_spaces = lines.len() >= 9 && lines.iter().any(|l| l.text.contains(' '));
            if grid_of_spaces {
                found.push(Format::CharGrid);
            }
        }
        Some(first) => {
            if hodoku::is_library(lines) {
                found.push(Format::HodokuLibrary);
            }
            if sukaku::line(lines).is_some() {
                found.push(Format::Sukaku);
            }
            if header::is_header(lines, first) {
                found.push(Format::SizeHeader);
            }
            if one_line::is_one_line(lines) {
                found.push(Format::OneLine);
            }
            if char_grid::is_grid_list(first) {
                found.push(Format::GridList);
            }
            if pencil_marks::rows(lines).is_some() {
                found.push(Format::PencilMarks);
            }
            if decorated::is_decorated(lines) {
                found.push(Format::Decorated);
            }
            found.push(Format::CharGrid);
        }
    }
    found
}

/// The puzzles of `lines` read as `format`, each with the rules of a variant text file's
/// `sections` (when given) and checked against its rules.
fn parse_as(
    name: &str,
    format: Format,
    lines: &[Line],
    sections: Option<&variant_text::Sections>,
) -> Result<Vec<Puzzle>, ParseError> {
    let fail = |position, kind| ParseError::new(name, position, kind);
    let first = lines
        .iter()
        .find(|l| !l.is_blank() && !l.is_comment())
        .ok_or_else(|| fail(None, ParseErrorKind::Empty));
    let raws = match format {
        Format::SizeHeader => header::parse(lines, first?),
        Format::OneLine => one_line::parse(lines),
        Format::GridList => char_grid::parse_grid_list(lines),
        Format::PencilMarks => match pencil_marks::rows(lines) {
            Some(rows) => pencil_marks::parse(&rows),
            None => return Err(fail(None, ParseErrorKind::Empty)),
        },
        Format::Sukaku => match sukaku::line(lines) {
            Some((line, layout)) => sukaku::parse(&line, layout),
            None => return Err(fail(None, ParseErrorKind::Empty)),
        },
        Format::HodokuLibrary => hodoku::parse(lines),
        Format::Decorated => decorated::parse(lines),
        Format::CharGrid => char_grid::parse(lines),
        Format::VariantText | Format::FPuzzles | Format::SudokuWikiKiller | Format::Game => {
            return Err(fail(None, ParseErrorKind::TextOutsideSection));
        }
    };
    raws.map_err(|(position, kind)| fail(Some(position), kind))?
        .into_iter()
        .map(|mut raw| {
            if let Some(sections) = sections {
                raw.layout = sections
                    .layout(raw.layout)
                    .map_err(|(position, kind)| fail(Some(position), kind))?;
            }
            check_rules(name, raw)
        })
        .collect()
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
    let line_text = String::from_utf8_lossy(&before[line_start..]);
    let column = line_text
        .strip_prefix('\u{feff}')
        .unwrap_or(&line_text)
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
        return Err(ParseError::new(
            name,
            raw.positions.get(cell.index()).copied(),
            ParseErrorKind::Invalid(
                GridError::ValueOutOfRange {
                    cell,
                    value: usize::from(raw.values[index]),
                    n,
                }
                .message(),
            ),
        ));
    }
    let grid = match &raw.marks {
        Some(marks) => Grid::from_marks(raw.layout, &raw.values, marks).map(|mut grid| {
            if let Some(givens) = &raw.givens {
                grid.mark_as_givens(givens);
            }
            grid
        }),
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
            first_cell,
            second_cell,
            n,
        }) => Err(ParseError::new(
            name,
            raw.positions.get(second_cell.index()).copied(),
            ParseErrorKind::DuplicateGiven {
                digit: digit.get(),
                house,
                first: first_cell,
                second: second_cell,
                n,
            },
        )),
        Err(
            other @ (GridError::DuplicateByMove {
                second_cell: at, ..
            }
            | GridError::WrongParity { at, .. }
            | GridError::DuplicateInCage { at, .. }
            | GridError::CageSumMissed { at, .. }),
        ) => Err(ParseError::new(
            name,
            raw.positions.get(at.index()).copied(),
            ParseErrorKind::Invalid(other.message()),
        )),
        Err(other) => Err(ParseError::new(
            name,
            Some(Position {
                line: raw.line,
                column: 1,
            }),
            ParseErrorKind::Invalid(other.message()),
        )),
    }
}

/// Writes a puzzle (its givens and variant rules) as f-puzzles JSON, one line.
pub fn write_fpuzzles(grid: &Grid) -> String {
    fpuzzles::write_json(grid)
}

/// Writes a puzzle as an f-puzzles link (`https://f-puzzles.com/?load=...`), which SudokuPad
/// opens too and `read_str` reads back.
pub fn write_fpuzzles_link(grid: &Grid) -> String {
    fpuzzles::write_link(grid)
}

/// Writes a grid in the `.sud` format: the 9x9 character grid (a space for an empty cell) for 9x9,
/// the size-header form with `-` for empty cells for every other size, and the variant text form
/// (with the grid in the size-header form) for a variant board. Reading the text back gives the
/// same givens and rules.
pub fn write_sud(grid: &Grid) -> String {
    if !grid.geometry().is_classic() {
        variant_text::write(grid, &header::write(grid))
    } else if grid.n() == 9 {
        char_grid::write(grid)
    } else {
        header::write(grid)
    }
}

/// Whether `grid` is a position rather than a puzzle: it has digits placed that are not givens,
/// or candidates taken out beyond what its digits rule out. A `.sud` file keeps only the digits
/// (placed ones become givens) and no candidates.
pub fn is_position(grid: &Grid) -> bool {
    !Grid::from_givens(grid.layout(), grid.values()).is_ok_and(|plain| plain == *grid)
}

/// Writes a position as a candidate (Sukaku) string: every cell its candidates, a placed digit or
/// given as its only one. Reads back to the same digits (as placed digits) and candidates.
pub fn write_sukaku(grid: &Grid) -> String {
    sukaku::write(grid)
}

/// Writes a puzzle or position as a HoDoKu library line with no step (`:0000:x:grid:deleted::`),
/// which reads back to the same givens, placed digits and candidates (candidates the digits rule
/// out are not written: they come back taken out). `None` above 9x9.
pub fn write_hodoku(grid: &Grid) -> Option<String> {
    hodoku::write(grid)
}

/// What a pencil-mark grid needs to hold a position, for messages that refuse one.
pub const PENCIL_MARKS_NEED: &str = "the usual box shape for the size, a cell of two or more \
                                     candidates and, above 9x9, a digit from 10 somewhere";

/// Writes a position (see `is_position`) as a pencil-mark grid that reads back to the same placed
/// digits and candidates; `None` when the pencil-mark form cannot hold it (a board above 9x9, an
/// unusual box shape, or no cell with two or more candidates).
pub fn write_pencil_marks(grid: &Grid) -> Option<String> {
    pencil_marks::write(grid)
}
