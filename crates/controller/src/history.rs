//! The step log, which is also the undo history: every step taken and move made with the grid
//! after it, what Back took back (for Redo), and which row is selected for viewing.

use stepper_core::deduction::step::Step;
use stepper_core::message::Message;
use stepper_core::model::Grid;
use stepper_core::tasks::play::Move;
use stepper_core::tasks::recognise::Recognition;

use stepper_core::picture::Colours;

/// What changed the grid in one row of the log.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum Change {
    /// A step a technique found.
    Step(Step),
    /// A move the student made.
    Move {
        /// The move.
        made: Move,
        /// The move in words ("You placed 5 in r1c2").
        description: Message,
        /// What the move showed, once judged in the background (see `stepper_core::tasks::recognise`).
        recognised: Option<Recognition>,
    },
    /// The student painted a candidate, took a colour off or cleared the colours.
    Paint {
        /// The change in words ("You painted 7 in r4c5 blue").
        description: Message,
    },
}

/// One row of the step log: the step or move and the grid and colours after it. A row travels
/// (a saved game read by a job comes back with its rows) with its colours as a list of pairs.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct LogEntry {
    /// What was done.
    pub change: Change,
    /// The grid once it was done.
    pub grid_after: Grid,
    /// The painted candidates once it was done.
    #[serde(with = "colour_pairs")]
    pub colours_after: Colours,
}

/// The painted candidates as a list of (candidate, colour) pairs: a map keyed by candidates has
/// no JSON form of its own.
mod colour_pairs {
    use serde::{Deserialize, Deserializer, Serializer};
    use stepper_core::model::Candidate;
    use stepper_core::picture::{Colours, Paint};

    /// Writes `colours` as a list of pairs.
    pub fn serialize<S: Serializer>(colours: &Colours, writer: S) -> Result<S::Ok, S::Error> {
        writer.collect_seq(colours.iter())
    }

    /// Reads colours written as a list of pairs.
    pub fn deserialize<'de, D: Deserializer<'de>>(reader: D) -> Result<Colours, D::Error> {
        Vec::<(Candidate, Paint)>::deserialize(reader).map(|pairs| pairs.into_iter().collect())
    }
}

impl LogEntry {
    /// The step of the row, when a technique made it.
    pub fn step(&self) -> Option<&Step> {
        match &self.change {
            Change::Step(step) => Some(step),
            Change::Move { .. } | Change::Paint { .. } => None,
        }
    }

    /// A short name of the change: the technique, "Your move" or "Your colouring".
    pub fn title(&self) -> Message {
        match &self.change {
            Change::Step(step) => message![step.technique],
            Change::Move { .. } => template!("your-move"),
            Change::Paint { .. } => template!("your-colouring"),
        }
    }

    /// What a move showed, once judged.
    pub fn recognition(&self) -> Option<Recognition> {
        match &self.change {
            Change::Move { recognised, .. } => *recognised,
            Change::Step(_) | Change::Paint { .. } => None,
        }
    }

    /// The change in words: the step's explanation (a proved step's one-line summary) or the
    /// move's description.
    pub fn message(&self) -> &Message {
        match &self.change {
            Change::Step(step) => step.summary(),
            Change::Move { description, .. } | Change::Paint { description } => description,
        }
    }
}

/// The log, what Back took back, and the selected row.
#[derive(Debug, Clone, Default)]
pub struct History {
    log: Vec<LogEntry>,
    undone: Vec<LogEntry>,
    selected: Option<usize>,
    /// Counts the changes of the log and of what Back took back (never goes back).
    revision: u64,
}

impl History {
    /// The rows, oldest first.
    pub fn log(&self) -> &[LogEntry] {
        &self.log
    }

    /// The grid after the last row, if any.
    pub fn last_grid(&self) -> Option<&Grid> {
        self.log.last().map(|entry| &entry.grid_after)
    }

    /// The painted candidates after the last row (none before the first).
    pub fn colours(&self) -> &Colours {
        static NONE: Colours = Colours::new();
        self.log.last().map_or(&NONE, |entry| &entry.colours_after)
    }

    /// The selected row, if any (never the last one: that is the current state).
    pub fn selected(&self) -> Option<usize> {
        self.selected
    }

    /// Selects a row to view (`None`, or the last row: the current state).
    pub fn select(&mut self, row: Option<usize>) {
        self.selected = row.filter(|&i| i + 1 < self.log.len());
    }

    /// Counts the changes of the log and of what Back took back: it differs after every change.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// Adds a row; what Back took back can no longer be redone.
    pub fn push(&mut self, entry: LogEntry) {
        self.revision += 1;
        self.log.push(entry);
        self.undone.clear();
        self.selected = None;
    }

    /// Adds a row for a step or move, which keeps the colours painted so far.
    pub fn record(&mut self, change: Change, grid_after: Grid) {
        let colours_after = self.colours().clone();
        self.push(LogEntry {
            change,
            grid_after,
            colours_after,
        });
    }

    /// Notes what the move of row `row` showed, when that row is still the move `made` that
    /// left `grid_after` (a Back or another puzzle may have taken it away); whether it did.
    pub fn note_recognition(
        &mut self,
        row: usize,
        made: Move,
        grid_after: &Grid,
        recognition: Recognition,
    ) -> bool {
        let Some(entry) = self.log.get_mut(row) else {
            return false;
        };
        match &mut entry.change {
            Change::Move {
                made: logged,
                recognised,
                ..
            } if *logged == made && entry.grid_after == *grid_after => {
                *recognised = Some(recognition);
                self.revision += 1;
                true
            }
            _ => false,
        }
    }

    /// Takes back the last row, to be redone later.
    pub fn back(&mut self) -> Option<&LogEntry> {
        self.selected = None;
        let entry = self.log.pop()?;
        self.revision += 1;
        self.undone.push(entry);
        self.undone.last()
    }

    /// Puts back the row the last Back took back.
    pub fn redo(&mut self) -> Option<&LogEntry> {
        self.selected = None;
        let entry = self.undone.pop()?;
        self.revision += 1;
        self.log.push(entry);
        self.log.last()
    }

    /// What Back took back, the row Redo puts back first last.
    pub fn undone(&self) -> &[LogEntry] {
        &self.undone
    }

    /// Puts back a saved game's rows and what Back had taken back, with no row selected.
    pub fn restore(&mut self, log: Vec<LogEntry>, undone: Vec<LogEntry>) {
        *self = History {
            log,
            undone,
            selected: None,
            revision: self.revision + 1,
        };
    }

    /// Whether a Back can be redone.
    pub fn can_redo(&self) -> bool {
        !self.undone.is_empty()
    }

    /// Empties the log and what it could redo.
    pub fn clear(&mut self) {
        self.restore(Vec::new(), Vec::new());
    }
}
