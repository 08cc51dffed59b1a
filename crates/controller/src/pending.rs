//! The jobs and dialogs under way, in one map keyed by job id: what each was started for, which
//! says what to do with its reply. A reply whose job is no longer in the map (cancelled, or
//! replaced by a newer request) is dropped where replies arrive, in `Controller::finished`.

use std::collections::BTreeMap;
use std::path::PathBuf;

use stepper_core::model::Grid;
use stepper_core::tasks::explain::Question;
use stepper_core::tasks::play::Move;

use super::experiments::Running;
use super::jobs::JobId;
use super::jobs::{Contents, Purpose};

/// The step search under way.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Search {
    /// What its answer is for.
    pub purpose: Purpose,
    /// Whether a Take Step came while it ran, to start when it ends.
    pub queued_step: bool,
}

/// How the loaded puzzle is written when it is saved.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum SaveForm {
    /// A puzzle of givens, as `.sud`.
    Puzzle,
    /// A position with placed digits or pencil marks, as a pencil-mark grid that keeps them.
    PencilMarks,
    /// A position the pencil-mark form cannot hold, as `.sud` (digits only, all as givens).
    PositionAsSud,
}

/// What a file dialog is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Dialog {
    /// Open a puzzle.
    OpenPuzzle,
    /// Save the loaded puzzle, in the form chosen for it.
    SavePuzzle(SaveForm),
    /// Save the game in progress whole.
    SaveGame,
    /// Choose the collection of experiment (b).
    CollectionFile,
    /// Save an experiment's table.
    ExportCsv,
    /// Save a picture of the board.
    ExportPicture,
    /// Choose the folder of a worksheet.
    WorksheetFolder,
    /// Save a copy of the learner's profile.
    ExportProfile,
    /// Choose a profile to use in place of the learner's.
    ImportProfile,
}

impl Dialog {
    /// Whether a typed path can stand in for the dialog when none can open (the experiments
    /// window has a path field of its own).
    pub(super) fn can_take_a_typed_path(self) -> bool {
        !matches!(self, Dialog::CollectionFile | Dialog::ExportCsv)
    }
}

/// What a save dialog offers: the suggested file name and what to write.
pub(super) type Save = (String, Contents);

/// What a job under way was started for.
#[derive(Debug, Clone)]
pub(super) enum Awaited {
    /// Reading a file or text to open.
    Open,
    /// A step search (Take Step, a hint, All Steps, Show me, a practice puzzle's opening).
    Search(Search),
    /// Counting the loaded puzzle's solutions.
    Count,
    /// Rating the loaded puzzle.
    Rate,
    /// Rating the puzzle without one of its hardest techniques (the Difficulty view).
    Weigh,
    /// Making a worksheet, to write into the folder; with the puzzle's name without its
    /// extension.
    Worksheet(PathBuf, String),
    /// Writing a worksheet, with its summary line.
    WorksheetWrite(String),
    /// Generating a puzzle, with its progress.
    Generation(Running),
    /// One of the experiments (its progress is kept by the experiments' state).
    Experiment,
    /// Answering the student's question.
    Question(Question),
    /// Judging the student's move of log row `row`, which left `grid_after`.
    Recognition {
        /// The log row.
        row: usize,
        /// The move.
        made: Move,
        /// The grid after it.
        grid_after: Box<Grid>,
        /// Whether a hint was shown as it was made.
        hinted: bool,
    },
    /// A file dialog, or the write of a typed path, with what a save writes.
    Dialog(Dialog, Option<Save>),
}

/// The jobs under way.
#[derive(Debug, Clone, Default)]
pub(super) struct Pending {
    jobs: BTreeMap<JobId, Awaited>,
    last_id: u64,
    /// The open whose puzzle was loaded last: an open asked for before it, whose reply comes
    /// later, is dropped.
    last_opened: Option<JobId>,
}

impl Pending {
    /// A name for a new job or dialog, never given before.
    pub(super) fn new_id(&mut self) -> JobId {
        self.last_id += 1;
        JobId(self.last_id)
    }

    /// Waits for job `id`'s reply, for `awaited`.
    pub(super) fn insert(&mut self, id: JobId, awaited: Awaited) {
        self.jobs.insert(id, awaited);
    }

    /// Stops waiting for job `id`: what it was for, if it was still awaited.
    pub(super) fn take(&mut self, id: JobId) -> Option<Awaited> {
        self.jobs.remove(&id)
    }

    /// Stops waiting for every job `which` picks; their ids, to cancel.
    pub(super) fn drop_where(&mut self, which: impl Fn(&Awaited) -> bool) -> Vec<JobId> {
        let ids: Vec<JobId> = self
            .jobs
            .iter()
            .filter(|(_, awaited)| which(awaited))
            .map(|(&id, _)| id)
            .collect();
        for id in &ids {
            self.jobs.remove(id);
        }
        ids
    }

    /// Whether a job `which` picks is under way.
    pub(super) fn any(&self, which: impl Fn(&Awaited) -> bool) -> bool {
        self.jobs.values().any(which)
    }

    /// The puzzle of open `id` was loaded.
    pub(super) fn opened(&mut self, id: JobId) {
        self.last_opened = Some(id);
    }

    /// Whether open `id` was asked for before the open whose puzzle was loaded last.
    pub(super) fn is_superseded(&self, id: JobId) -> bool {
        self.last_opened.is_some_and(|last| last > id)
    }

    /// Whether nothing is under way.
    pub(super) fn is_empty(&self) -> bool {
        self.jobs.is_empty()
    }

    /// The step search under way.
    pub(super) fn search(&self) -> Option<&Search> {
        self.jobs.values().find_map(|awaited| match awaited {
            Awaited::Search(search) => Some(search),
            _ => None,
        })
    }

    /// The step search under way, to change.
    pub(super) fn search_mut(&mut self) -> Option<&mut Search> {
        self.jobs.values_mut().find_map(|awaited| match awaited {
            Awaited::Search(search) => Some(search),
            _ => None,
        })
    }

    /// The generation under way.
    pub(super) fn generation(&self) -> Option<&Running> {
        self.jobs.values().find_map(|awaited| match awaited {
            Awaited::Generation(running) => Some(running),
            _ => None,
        })
    }

    /// The generation under way if it is job `id`, to change.
    pub(super) fn generation_mut(&mut self, id: JobId) -> Option<&mut Running> {
        match self.jobs.get_mut(&id) {
            Some(Awaited::Generation(running)) => Some(running),
            _ => None,
        }
    }
}
