//! What the user asks for: every intent the view (a menu, a button, a key, a dropped file) hands
//! to the controller. Results of background work are not intents: they come back as `Reply`s.

use std::path::PathBuf;

use chrono::NaiveDate;
use stepper_core::deduction::technique::Technique;
use stepper_core::i18n::Language;
use stepper_core::message::Message;
use stepper_core::model::Notation;
use stepper_core::model::{Candidate, Cell, Digit};
use stepper_core::tasks::experiments::RandomGivensConfig;
use stepper_core::tasks::explain::Question;
use stepper_core::tasks::generator::GenerateOptions;
use stepper_core::tasks::play::Move;
use stepper_core::tasks::profile::Profile;

use stepper_core::picture::Paint;

/// Which experiment of the Experiments window.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Experiment {
    /// (a) boards of random givens.
    RandomGivens,
    /// (b) a whole collection solved.
    Collection,
}

/// Where experiment (b) takes its puzzles from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CollectionSource {
    /// The bundled top95 collection.
    Top95,
    /// A puzzle file.
    File(PathBuf),
}

/// Something the user asked for.
#[derive(Debug, Clone, PartialEq)]
pub enum Action {
    /// Go on with the action kept back because it would replace the puzzle in progress (true),
    /// or drop it and keep the puzzle (false).
    ConfirmReplacement(bool),
    /// Show the Open dialog.
    ChooseFile,
    /// Offer to resume the game kept by an earlier run (the text of its game file).
    OfferKeptGame(String),
    /// Resume the offered kept game (true), or keep the puzzle shown (false).
    ResumeKeptGame(bool),
    /// Use these files, kept from an earlier run, as File > Open recent's list.
    RestoreRecentFiles(Vec<PathBuf>),
    /// The path typed into the box shown where no file dialog could open (`None`: Cancel).
    TypedPath(Option<String>),
    /// Open a puzzle file (the first puzzle of a collection).
    Open(PathBuf),
    /// Open a puzzle from text, e.g. a bundled sample.
    OpenText {
        /// The name shown for it.
        name: String,
        /// Its text in any readable format.
        text: String,
    },
    /// Put the shown position on the clipboard in a form other solvers read.
    Copy(CopyForm),
    /// Open the puzzle in text pasted from the clipboard (`None`: the clipboard held no text).
    Paste(Option<String>),
    /// The browser refused to let the page read the clipboard for the Paste entry.
    ClipboardRefused,
    /// Show the Save dialog for a picture of the board as shown (in the dark colours or not).
    ExportPicture {
        /// Whether the window shows dark colours.
        dark: bool,
    },
    /// Show the folder dialog for a worksheet of the loaded puzzle.
    ChooseWorksheetFolder,
    /// Show the Save dialog for the loaded puzzle (a pencil-mark position as a pencil-mark grid).
    ChooseSaveFile,
    /// Show the Save dialog for the game in progress, kept whole (see `controller::game`).
    ChooseGameFile,
    /// Apply the next step (after the running search, if one runs).
    TakeStep,
    /// Undo the last step or move.
    Back,
    /// Redo the step or move the last Back took back.
    Redo,
    /// Make a move by hand (play mode).
    Play(Move),
    /// Choose the cell that typed digits go to (`None`: no cell).
    FocusCell(Option<Cell>),
    /// Move the focus by rows and columns (wrapping at the edges).
    MoveFocus {
        /// Rows down (negative: up).
        rows: isize,
        /// Columns right (negative: left).
        cols: isize,
    },
    /// Type a digit into the focused cell: placed, or toggled as a pencil mark in pencil mode.
    Type(Digit),
    /// Erase the focused cell's digit.
    EraseFocused,
    /// Switch pencil mode on or off: typed digits toggle pencil marks instead of placing.
    SetPencil(bool),
    /// Show or hide the placed digits that differ from the solution.
    ShowWrongDigits(bool),
    /// Show or hide the candidates of empty cells.
    ShowCandidates(bool),
    /// Use the learner's profile an earlier run kept; `refusal` says why the kept file was not
    /// used, when it was not (the profile is then a new one).
    RestoreProfile {
        /// The profile.
        profile: Box<Profile>,
        /// Why the file was refused, if it was.
        refusal: Option<Message>,
    },
    /// Judge the student's moves (name the technique that justifies each in the log) or not.
    RecogniseMoves(bool),
    /// Draw the board (and exported pictures) in the colour-blind-safe palette or not.
    ColourBlindColours(bool),
    /// Scale the window's text (and everything with it) to this percent of the normal size.
    SetTextSize(u16),
    /// Speak this language in the window.
    SetLanguage(Language),
    /// Return to the puzzle as loaded.
    Reset,
    /// Start a timed solve, or stop the running one.
    ToggleSolve,
    /// Set the Solve speed in steps per second.
    SetSpeed(f64),
    /// The clock (seconds, steady) for a running Solve: takes the next step when it is due.
    Tick(f64),
    /// Show the board as it was after a step of the log (`None`: the latest state).
    Select(Option<usize>),
    /// Work out the rating without each of the hardest techniques of the rated path (for the
    /// Difficulty view), unless known.
    WeighDifficulty,
    /// Show step `usize` (0 is step 1) of the rated solve path in the log, taking the steps up
    /// to it when the log stops short of it.
    GoToPathStep(usize),
    /// Close the error message.
    DismissError,
    /// Give the next hint: the technique, then where it applies, then the whole step.
    Hint,
    /// Walk through the proof of the shown step, one fact at a time.
    Walk(WalkMove),
    /// Take the step the hints are about.
    ApplyHint,
    /// Highlight every place of a digit (`None`, or the digit already highlighted: none).
    HighlightDigit(Option<Digit>),
    /// Highlight the bivalue cells, or stop.
    ShowBivalue(bool),
    /// Highlight the cells that see the chosen cell, or stop.
    ShowPeers(bool),
    /// Colouring on with this colour (`None`: off): a click on a candidate paints it.
    SetPaint(Option<Paint>),
    /// Paint a candidate in the chosen colour, or take the colour off when it has it.
    Paint(Candidate),
    /// Take every colour off.
    ClearColours,
    /// Name cells and rows this way.
    SetNotation(Notation),
    /// Ask about one candidate: why it cannot go in its cell, or whether its digit is right
    /// there (a digit the student placed: justify the move).
    Ask(Question),
    /// Switch question mode on or off: the next digit typed asks about that candidate of the
    /// focused cell instead of placing it.
    SetAsking(bool),
    /// List every step the enabled techniques find now.
    FindAllSteps,
    /// Preview one of the listed steps on the board (`None`: stop previewing).
    PreviewChoice(Option<usize>),
    /// Take one of the listed steps.
    ApplyChoice(usize),
    /// Open the guide's example for a technique, stepped to where the technique applies.
    ShowExample(Technique),
    /// Move row `row` of the technique order one place down (or up).
    MoveTechnique {
        /// The row.
        row: usize,
        /// Down (later) rather than up.
        down: bool,
    },
    /// Turn a technique on or off.
    SetTechniqueOn(Technique, bool),
    /// Every technique in the default order, all on.
    ResetTechniques,
    /// Use a technique order stored by an earlier run: (name, on) pairs.
    RestoreTechniques(Vec<(String, bool)>),
    /// Generate a puzzle in the background and open it.
    Generate(GenerateOptions),
    /// Make the puzzle of the day `date` in the background (at the level of `Controller::daily`)
    /// and open it.
    OpenDaily(NaiveDate),
    /// Generate a puzzle that practises what the learner's profile says to practise next.
    PractiseNext,
    /// Start a round of drills of a technique: positions where it is the first technique of
    /// the default order that applies.
    StartDrill(Technique),
    /// Start a round of drills of what the learner's profile says to practise next (a due
    /// review or the next new technique).
    DrillNext,
    /// Step a technique's guide example in the background for the guide's picture (nothing when
    /// that was done or is under way; see `Controller::guide_picture`).
    StepExample(Technique),
    /// Check the student's marks on the drill under way.
    CheckDrill,
    /// Go on to the next drill of the round (or end it after its last).
    NextDrill,
    /// Save a copy of the learner's profile (a save dialog).
    ExportProfile,
    /// Use a profile file in place of the learner's profile (an open dialog).
    ImportProfile,
    /// Start the learner's profile anew: the first time it asks to be chosen again, which then
    /// clears it.
    ResetProfile,
    /// Stop the running generation.
    CancelGeneration,
    /// Run experiment (a).
    RunRandomGivens(RandomGivensConfig),
    /// Run experiment (b) on a collection with the enabled techniques.
    RunCollection(CollectionSource),
    /// Stop the running experiment.
    CancelExperiment,
    /// Show a dialog to choose the collection file of experiment (b).
    ChooseCollectionFile,
    /// Save an experiment's table as CSV through the save dialog.
    ExportCsv(Experiment),
    /// Copy an experiment's table as CSV to the clipboard.
    CopyCsv(Experiment),
}

/// The form a position is copied in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CopyForm {
    /// The fullest form others read: the givens while nothing has changed, else a pencil-mark
    /// grid (a candidate string where a pencil-mark grid cannot hold the position, the digits
    /// once it is solved).
    Position,
    /// The givens alone, one line (`.` for every other cell).
    Givens,
    /// The givens and placed digits, one line.
    Digits,
    /// A pencil-mark grid, as HoDoKu and Simple Sudoku print and paste it.
    PencilMarks,
    /// A candidate (Sukaku) string: one character per candidate.
    Sukaku,
    /// A HoDoKu library line (`:0000:x:grid:deleted::`).
    HodokuLibrary,
}

/// A move through a proof.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WalkMove {
    /// Start at the first fact of the shown step's proof (or stop a running walk).
    Toggle,
    /// The next fact; past the last fact of a nested proof, the fact it proves.
    Next,
    /// The fact before; before the first fact of a nested proof, the fact it proves.
    Previous,
    /// Into the nested proof of the current fact.
    Enter,
    /// Out of the nested proof, to the fact it proves.
    Leave,
}
