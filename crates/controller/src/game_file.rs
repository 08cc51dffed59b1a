//! A game saved whole and read back: the puzzle as loaded, every row of the step log (steps with
//! their explanations and proofs, the student's moves with what they showed, colourings) and
//! what Back took back, so Back and Redo work after reopening; whether the student took help;
//! and the position reached, which the command line and other tools read (see
//! `stepper_core::format::SavedPosition`). The grids between rows are not written: reading replays the
//! rows from the puzzle and checks that they reach the saved position.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use stepper_core::deduction::step::Step;
use stepper_core::format::{
    GAME_VERSION, ParseError, ParseErrorKind, SavedPosition, game_position, game_puzzle, write_sud,
};
use stepper_core::message::Message;
use stepper_core::model::{Candidate, Grid};
use stepper_core::picture::{Colours, Paint};
use stepper_core::tasks::play::Move;
use stepper_core::tasks::recognise::Recognition;

use super::history::{Change, LogEntry};

/// A game file as written: see the README's "Saved games".
#[derive(Serialize)]
struct GameFile {
    /// The version of the format (the first field, by which a reader knows a game).
    #[serde(rename = "sudoku-stepper-game")]
    version: u64,
    /// The puzzle's name.
    name: String,
    /// The puzzle's givens and rules in the `.sud` form.
    puzzle: String,
    /// The position the puzzle was loaded as (a pencil-mark file's digits and marks).
    start: SavedPosition,
    /// The position reached.
    position: SavedPosition,
    /// The rows of the step log, oldest first.
    log: Vec<SavedRow>,
    /// What Back took back, the row Redo puts back first last.
    undone: Vec<SavedRow>,
    /// Whether the student asked for help (a hint, a step, an answer) in this puzzle.
    helped: bool,
    /// The fingerprint of `log` and `undone` as written (see `fingerprint`): rows changed by
    /// hand are not replayed.
    log_check: String,
}

/// What a game file holds besides its rows.
#[derive(Deserialize)]
struct GameHeader {
    name: String,
    #[serde(default)]
    helped: bool,
    log_check: String,
}

/// The FNV-1a hash (64 bits, in hex) of the log rows `log` and `undone` written as JSON.
fn fingerprint(log: &[SavedRow], undone: &[SavedRow]) -> String {
    let text = serde_json::to_string(&(log, undone)).unwrap_or_default();
    let hash = text.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3)
    });
    format!("{hash:016x}")
}

/// One row of a saved log.
#[derive(Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
enum SavedRow {
    /// A step a technique found, whole.
    Step(Step),
    /// A move of the student's, with what it showed once judged.
    Move {
        /// The move.
        made: Move,
        /// What it showed, when it was judged.
        #[serde(default)]
        recognised: Option<Recognition>,
    },
    /// A change of colours: its words and the painted candidates after it.
    Paint {
        /// The change in words.
        description: Message,
        /// Every painted candidate after it.
        colours: Vec<(Candidate, Paint)>,
    },
}

impl SavedRow {
    /// The row of `entry`.
    fn of(entry: &LogEntry) -> SavedRow {
        match &entry.change {
            Change::Step(step) => SavedRow::Step(step.clone()),
            Change::Move {
                made, recognised, ..
            } => SavedRow::Move {
                made: *made,
                recognised: *recognised,
            },
            Change::Paint { description } => SavedRow::Paint {
                description: description.clone(),
                colours: entry
                    .colours_after
                    .iter()
                    .map(|(&candidate, &paint)| (candidate, paint))
                    .collect(),
            },
        }
    }

    /// The log row this row makes on `grid` with `colours` painted, or why it cannot be made.
    fn replayed(self, grid: &Grid, colours: &Colours) -> Result<LogEntry, String> {
        match self {
            SavedRow::Step(step) => {
                let fits = step.placements.iter().all(|placed| {
                    grid.value(placed.cell).is_none()
                        && grid.candidates(placed.cell).contains(placed.digit)
                });
                if !fits {
                    return Err(format!(
                        "its {} step does not fit the position before it",
                        step.technique.name()
                    ));
                }
                let mut grid_after = grid.clone();
                step.apply(&mut grid_after);
                Ok(LogEntry {
                    change: Change::Step(step),
                    grid_after,
                    colours_after: colours.clone(),
                })
            }
            SavedRow::Move { made, recognised } => {
                let grid_after = made
                    .apply(grid)
                    .map_err(|reason| format!("its move cannot be made: {reason}"))?;
                Ok(LogEntry {
                    change: Change::Move {
                        made,
                        description: made.describe(grid),
                        recognised,
                    },
                    grid_after,
                    colours_after: colours.clone(),
                })
            }
            SavedRow::Paint {
                description,
                colours,
            } => Ok(LogEntry {
                change: Change::Paint { description },
                grid_after: grid.clone(),
                colours_after: colours.into_iter().collect(),
            }),
        }
    }
}

/// A game read back: the puzzle, the log and what Back took back, and whether help was taken.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct SavedGame {
    /// The puzzle's name.
    pub(super) name: String,
    /// The puzzle as loaded.
    pub(super) start: Grid,
    /// The log rows, oldest first.
    pub(super) log: Vec<LogEntry>,
    /// What Back took back, the row Redo puts back first last.
    pub(super) undone: Vec<LogEntry>,
    /// Whether the student asked for help.
    pub(super) helped: bool,
    /// Why the saved rows were left out, when they were.
    pub(super) dropped_log: Option<String>,
}

/// The game in the game file `text` called `file`: its puzzle, rows and what Back took back; or
/// the error that names the field at fault when its puzzle or position cannot be read. Rows that
/// cannot be used (changed by hand, or not leading to the saved position) are left out: the game
/// then starts from the saved position, and `dropped_log` says why.
pub(super) fn read_game(file: &str, text: &str) -> Result<SavedGame, ParseError> {
    let fail = |why: String| {
        ParseError::new(
            file,
            None,
            ParseErrorKind::Game(Message::from(why.as_str())),
        )
    };
    let value: Value =
        serde_json::from_str(text).map_err(|error| fail(format!("not JSON: {error}")))?;
    let in_file = |kind: ParseErrorKind| ParseError::new(file, None, kind);
    let puzzle = game_puzzle(&value).map_err(in_file)?;
    let start = game_position(&value, &puzzle, "start").map_err(in_file)?;
    let position = game_position(&value, &puzzle, "position").map_err(in_file)?;
    let header = GameHeader::deserialize(&value).map_err(|error| fail(error.to_string()))?;
    match replayed_rows(&value, &header.log_check, &start, &position) {
        Ok((log, undone)) => Ok(SavedGame {
            name: header.name,
            start,
            log,
            undone,
            helped: header.helped,
            dropped_log: None,
        }),
        Err(why) => Ok(SavedGame {
            name: header.name,
            start: position,
            log: Vec::new(),
            undone: Vec::new(),
            helped: header.helped,
            dropped_log: Some(why),
        }),
    }
}

/// The log rows and what Back took back of the game `value`, replayed from `start`; or why they
/// cannot be used: they are no rows, their fingerprint is not `log_check`, a row does not fit
/// the grid before it, or they do not reach `position`.
fn replayed_rows(
    value: &Value,
    log_check: &str,
    start: &Grid,
    position: &Grid,
) -> Result<(Vec<LogEntry>, Vec<LogEntry>), String> {
    let rows = |field: &str| {
        let rows = value.get(field).unwrap_or(&Value::Null);
        Vec::<SavedRow>::deserialize(rows)
            .map_err(|error| format!("\"{field}\" holds no log rows ({error})"))
    };
    let (saved_log, saved_undone) = (rows("log")?, rows("undone")?);
    if fingerprint(&saved_log, &saved_undone) != log_check {
        return Err("its rows were changed outside Sudoku Stepper".to_string());
    }
    let log = replay(numbered(saved_log), start, None, "row")?;
    if log.last().map_or(start, |entry| &entry.grid_after) != position {
        return Err("its rows do not lead to the saved position".to_string());
    }
    let taken_back = numbered(saved_undone).into_iter().rev();
    let mut redone = replay(taken_back, start, log.last(), "taken-back row")?;
    redone.reverse();
    Ok((log, redone))
}

/// `rows` with their numbers in the file, from 1.
fn numbered(rows: Vec<SavedRow>) -> Vec<(usize, SavedRow)> {
    (1..).zip(rows).collect()
}

/// The log entries `rows` make, each on the grid and colours the one before it left (the first
/// on `earlier`'s, or on `start` with nothing painted); or why one cannot be made, naming it
/// `what` and its number in the file.
fn replay(
    rows: impl IntoIterator<Item = (usize, SavedRow)>,
    start: &Grid,
    earlier: Option<&LogEntry>,
    what: &str,
) -> Result<Vec<LogEntry>, String> {
    let mut made: Vec<LogEntry> = Vec::new();
    for (number, row) in rows {
        let (grid, colours) = match made.last().or(earlier) {
            Some(entry) => (&entry.grid_after, &entry.colours_after),
            None => (start, &Colours::new()),
        };
        let entry = row
            .replayed(grid, colours)
            .map_err(|why| format!("{what} {number}: {why}"))?;
        made.push(entry);
    }
    Ok(made)
}

/// The text of a game file (JSON) for the puzzle `puzzle` called `name`, at `current` after the
/// rows of `log`, with the rows Back took back (`undone`) and whether the student took help.
pub(super) fn game_file_text(
    name: &str,
    puzzle: &Grid,
    current: &Grid,
    (log, undone): (&[LogEntry], &[LogEntry]),
    helped: bool,
) -> Option<String> {
    let log: Vec<SavedRow> = log.iter().map(SavedRow::of).collect();
    let undone: Vec<SavedRow> = undone.iter().map(SavedRow::of).collect();
    let game = GameFile {
        version: GAME_VERSION,
        name: name.to_string(),
        puzzle: write_sud(&puzzle.givens_only()),
        start: SavedPosition::of(puzzle),
        position: SavedPosition::of(current),
        log_check: fingerprint(&log, &undone),
        log,
        undone,
        helped,
    };
    serde_json::to_string(&game).ok()
}
