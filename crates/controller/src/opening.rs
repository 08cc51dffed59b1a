//! Opening a puzzle file, a saved game or pasted text, as a job: the text is read (within the
//! reader's size limits) and parsed once, away from the window. What comes back decides whether
//! the student is asked before it replaces the puzzle in progress, and is then loaded as it is.

use std::path::{Path, PathBuf};

use stepper_core::format::{
    ParseError, ParseErrorKind, PuzzleFile, is_game, read_bytes, read_path, read_str, read_text,
};
use stepper_core::model::Grid;

use super::game_file::{SavedGame, read_game};

/// Where the text to open comes from.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub enum Source {
    /// A file on disk.
    File(PathBuf),
    /// Text already read (a file the browser's picker read, a bundled sample), called `name`.
    Text {
        /// Its name.
        name: String,
        /// What it holds.
        text: String,
    },
    /// Text from the clipboard, called `name`: read like the bytes of a file (size and control
    /// characters checked), its first puzzle taken.
    Pasted {
        /// Its name.
        name: String,
        /// What it holds.
        text: String,
    },
    /// The game an earlier run kept, to offer for resuming.
    Kept(String),
}

/// Where an opened puzzle came from, without its text.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Origin {
    /// The file at this path.
    File(PathBuf),
    /// Text already read.
    Text,
    /// The clipboard.
    Pasted,
    /// The game an earlier run kept.
    Kept,
}

/// What a text held.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub enum Parsed {
    /// A puzzle (the first of a collection).
    Puzzle(Grid),
    /// A saved game.
    Game(Box<SavedGame>),
}

/// A text read and parsed: its name, where it came from and what it held (or why it could not
/// be read).
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct Opened {
    /// The name to show: the file's name, or the text's.
    pub name: String,
    /// Where it came from.
    pub origin: Origin,
    /// The puzzle or game, or the error that says what is wrong.
    pub parsed: Result<Parsed, ParseError>,
}

/// A puzzle or game that read well, to load: its name, where it came from and what it holds.
#[derive(Debug, Clone)]
pub(super) struct Loadable {
    /// The name to show.
    pub(super) name: String,
    /// Where it came from.
    pub(super) origin: Origin,
    /// The puzzle or game.
    pub(super) contents: Parsed,
}

/// Reads and parses the text of `source`.
pub(super) fn open(source: Source) -> Opened {
    match source {
        Source::File(path) => {
            let shown = path.display().to_string();
            let parsed = read_text(&path).and_then(|text| parse(&shown, &text));
            Opened {
                name: file_name(&path),
                origin: Origin::File(path),
                parsed,
            }
        }
        Source::Text { name, text } => Opened {
            parsed: parse(&name, &text),
            name,
            origin: Origin::Text,
        },
        Source::Pasted { name, text } => Opened {
            parsed: first_puzzle(&name, read_bytes(&name, text.as_bytes())).map(Parsed::Puzzle),
            name,
            origin: Origin::Pasted,
        },
        Source::Kept(text) => {
            let parsed = read_game("", &text).map(|game| Parsed::Game(Box::new(game)));
            let name = match &parsed {
                Ok(Parsed::Game(game)) => game.name.clone(),
                _ => String::new(),
            };
            Opened {
                name,
                origin: Origin::Kept,
                parsed,
            }
        }
    }
}

/// Every puzzle of the collection `source` (a file, or text already read; read as a collection,
/// never as a game).
pub(super) fn read_collection(source: Source) -> Result<Vec<Grid>, ParseError> {
    let file = match source {
        Source::File(path) => read_path(&path),
        Source::Text { name, text } | Source::Pasted { name, text } => read_str(&name, &text),
        Source::Kept(text) => read_str("", &text),
    }?;
    Ok(file.puzzles.into_iter().map(|puzzle| puzzle.grid).collect())
}

/// The game or puzzle in `text`, called `name` in errors.
fn parse(name: &str, text: &str) -> Result<Parsed, ParseError> {
    if is_game(text) {
        read_game(name, text).map(|game| Parsed::Game(Box::new(game)))
    } else {
        first_puzzle(name, read_str(name, text)).map(Parsed::Puzzle)
    }
}

/// The first puzzle of `file`, or the error that says there is none.
fn first_puzzle(name: &str, file: Result<PuzzleFile, ParseError>) -> Result<Grid, ParseError> {
    file?
        .puzzles
        .into_iter()
        .next()
        .map(|puzzle| puzzle.grid)
        .ok_or_else(|| ParseError::new(name, None, ParseErrorKind::Empty))
}

/// The last component of `path`, for the window title.
pub fn file_name(path: &Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}
