//! The jobs and dialogs under way, each kind of work in a slot of its own keyed by job id, with
//! what each job was started for in that kind's own type (`Awaited`). A reply is looked for in
//! the slot of its kind only; one whose job is no longer there (cancelled, or replaced by a newer
//! request) is dropped where replies arrive, in `Controller::finished`.

use std::collections::BTreeMap;
use std::path::PathBuf;

use stepper_core::deduction::technique::Technique;
use stepper_core::model::Grid;
use stepper_core::tasks::explain::Question;
use stepper_core::tasks::play::Move;

use super::experiments::Running;
use super::jobs::{Contents, JobId};
use super::work::{self, Purpose, Work};

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

/// What a file dialog, or the write of a typed path, was asked for.
#[derive(Debug, Clone)]
pub(super) enum FileWait {
    /// A file dialog, with what a save writes.
    Dialog(Dialog, Option<Save>),
    /// Writing a worksheet, with its summary line.
    WorksheetWrite(String),
}

/// A move of the student being judged: log row `row`, which left `grid_after`.
#[derive(Debug, Clone)]
pub(super) struct Judging {
    /// The log row.
    pub(super) row: usize,
    /// The move.
    pub(super) made: Move,
    /// The grid after it.
    pub(super) grid_after: Box<Grid>,
    /// Whether a hint was shown as it was made.
    pub(super) hinted: bool,
}

/// The jobs of one kind under way, each with what it was started for.
#[derive(Debug, Clone)]
pub(super) struct Slot<T>(BTreeMap<JobId, T>);

impl<T> Default for Slot<T> {
    fn default() -> Self {
        Slot(BTreeMap::new())
    }
}

impl<T> Slot<T> {
    /// Waits for job `id`, started for `waiting`.
    fn insert(&mut self, id: JobId, waiting: T) {
        self.0.insert(id, waiting);
    }

    /// Stops waiting for job `id`: what it was started for, if it was still awaited here.
    fn take(&mut self, id: JobId) -> Option<T> {
        self.0.remove(&id)
    }

    /// Stops waiting for every job `which` picks; their ids, to cancel.
    fn drop_where(&mut self, which: impl Fn(&T) -> bool) -> Vec<JobId> {
        let ids: Vec<JobId> = self
            .0
            .iter()
            .filter(|(_, waiting)| which(waiting))
            .map(|(&id, _)| id)
            .collect();
        for id in &ids {
            self.0.remove(id);
        }
        ids
    }

    /// What the jobs under way were started for.
    fn waiting(&self) -> impl Iterator<Item = &T> {
        self.0.values()
    }
}

/// A slot seen by job id alone, whatever its jobs wait with.
trait Ids {
    /// Stops waiting for job `id`; whether it waited here.
    fn forget(&mut self, id: JobId) -> bool;

    /// Whether no job waits here.
    fn is_empty(&self) -> bool;
}

impl<T> Ids for Slot<T> {
    fn forget(&mut self, id: JobId) -> bool {
        self.0.remove(&id).is_some()
    }

    fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// A kind of work the controller waits for, and the slot of `Pending` where its jobs wait: a
/// reply is looked for only in the slot of its own kind, with the waiting type of that kind.
pub(super) trait Awaited: Work {
    /// What a job of this kind was started for.
    type Waiting;

    /// The slot where jobs of this kind wait.
    fn slot(pending: &Pending) -> &Slot<Self::Waiting>;

    /// The same, to change.
    fn slot_mut(pending: &mut Pending) -> &mut Slot<Self::Waiting>;
}

/// Says where each kind of work waits, and what it waits with.
macro_rules! slots {
    ($($kind:ident => $slot:ident: $waiting:ty),* $(,)?) => {
        $(
            impl Awaited for work::$kind {
                type Waiting = $waiting;

                fn slot(pending: &Pending) -> &Slot<$waiting> {
                    &pending.$slot
                }

                fn slot_mut(pending: &mut Pending) -> &mut Slot<$waiting> {
                    &mut pending.$slot
                }
            }
        )*
    };
}

slots!(
    Open => opens: (),
    Search => searches: Search,
    Examine => counts: (),
    Rate => ratings: (),
    RateWithout => weighings: (),
    Explain => questions: Question,
    Recognise => judgings: Judging,
    Generate => generations: Running,
    Daily => generations: Running,
    MakeDrill => generations: Running,
    StepExample => examples: Technique,
    RandomGivens => experiments: (),
    SolveCollection => experiments: (),
    MakeWorksheet => worksheets: (PathBuf, String),
);

/// The jobs and dialogs under way, each kind in its slot.
#[derive(Debug, Clone, Default)]
pub(super) struct Pending {
    /// Reading a file or text to open.
    opens: Slot<()>,
    /// A step search (Take Step, a hint, All Steps, Show me, a practice puzzle's opening).
    searches: Slot<Search>,
    /// Counting the loaded puzzle's solutions.
    counts: Slot<()>,
    /// Rating the loaded puzzle.
    ratings: Slot<()>,
    /// Rating the puzzle without one of its hardest techniques (the Difficulty view).
    weighings: Slot<()>,
    /// Answering the student's question.
    questions: Slot<Question>,
    /// Judging the student's move.
    judgings: Slot<Judging>,
    /// Generating a puzzle, with its progress.
    generations: Slot<Running>,
    /// Stepping a technique's guide example to its picture.
    examples: Slot<Technique>,
    /// One of the experiments (its progress is kept by the experiments' state).
    experiments: Slot<()>,
    /// Making a worksheet, to write into the folder; with the puzzle's name without its
    /// extension.
    worksheets: Slot<(PathBuf, String)>,
    /// File dialogs and writes.
    files: Slot<FileWait>,
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

    /// Waits for job `id` of kind `W`, started for `waiting`.
    pub(super) fn insert<W: Awaited>(&mut self, id: JobId, waiting: W::Waiting) {
        W::slot_mut(self).insert(id, waiting);
    }

    /// Stops waiting for job `id` of kind `W`: what it was started for, if it was still awaited
    /// among the jobs of that kind.
    pub(super) fn take<W: Awaited>(&mut self, id: JobId) -> Option<W::Waiting> {
        W::slot_mut(self).take(id)
    }

    /// Stops waiting for every job of kind `W` that `which` picks; their ids, to cancel.
    pub(super) fn drop_where<W: Awaited>(
        &mut self,
        which: impl Fn(&W::Waiting) -> bool,
    ) -> Vec<JobId> {
        W::slot_mut(self).drop_where(which)
    }

    /// Whether a job of kind `W` that `which` picks is under way.
    pub(super) fn any<W: Awaited>(&self, which: impl Fn(&W::Waiting) -> bool) -> bool {
        W::slot(self).waiting().any(which)
    }

    /// Whether job `id` is an experiment still awaited.
    pub(super) fn is_experiment(&self, id: JobId) -> bool {
        self.experiments.0.contains_key(&id)
    }

    /// Stops waiting for job `id`, whatever its kind, which ended without an outcome; whether it
    /// was still awaited.
    pub(super) fn forget(&mut self, id: JobId) -> bool {
        let slots: [&mut dyn Ids; 12] = [
            &mut self.opens,
            &mut self.searches,
            &mut self.counts,
            &mut self.ratings,
            &mut self.weighings,
            &mut self.questions,
            &mut self.judgings,
            &mut self.generations,
            &mut self.examples,
            &mut self.experiments,
            &mut self.worksheets,
            &mut self.files,
        ];
        slots.into_iter().any(|slot| slot.forget(id))
    }

    /// Whether nothing is under way.
    pub(super) fn is_empty(&self) -> bool {
        let slots: [&dyn Ids; 12] = [
            &self.opens,
            &self.searches,
            &self.counts,
            &self.ratings,
            &self.weighings,
            &self.questions,
            &self.judgings,
            &self.generations,
            &self.examples,
            &self.experiments,
            &self.worksheets,
            &self.files,
        ];
        slots.into_iter().all(|slot| slot.is_empty())
    }

    /// Waits for the answer of file dialog or write `id`, asked for `waiting`.
    pub(super) fn await_file(&mut self, id: JobId, waiting: FileWait) {
        self.files.insert(id, waiting);
    }

    /// Stops waiting for the answer of file dialog or write `id`: what it was asked for.
    pub(super) fn take_file(&mut self, id: JobId) -> Option<FileWait> {
        self.files.take(id)
    }

    /// The puzzle of open `id` was loaded.
    pub(super) fn opened(&mut self, id: JobId) {
        self.last_opened = Some(id);
    }

    /// Whether open `id` was asked for before the open whose puzzle was loaded last.
    pub(super) fn is_superseded(&self, id: JobId) -> bool {
        self.last_opened.is_some_and(|last| last > id)
    }

    /// The step search under way.
    pub(super) fn search(&self) -> Option<&Search> {
        self.searches.waiting().next()
    }

    /// The step search under way, to change.
    pub(super) fn search_mut(&mut self) -> Option<&mut Search> {
        self.searches.0.values_mut().next()
    }

    /// The generation under way.
    pub(super) fn generation(&self) -> Option<&Running> {
        self.generations.waiting().next()
    }

    /// The generation under way if it is job `id`, to change.
    pub(super) fn generation_mut(&mut self, id: JobId) -> Option<&mut Running> {
        self.generations.0.get_mut(&id)
    }
}
