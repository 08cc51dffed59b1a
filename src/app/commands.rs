//! Everything a menu entry, a button or a key does, as one `Command` type, and one table with a
//! row per command: its label, its menu (and whether a separator comes before it there), what it
//! does in words, its keys, and what it does (an `Action` made from the controller's state, a
//! window, a zoom or the paste). The menus, the buttons' tooltips, the menus' key hints, the key
//! handling, what a command does and the README's key table all come from this table.

use eframe::egui::{Key, KeyboardShortcut, Modifiers};

use super::capitalised;
use crate::controller::{Action, Controller, CopyForm, Paint, WalkMove};
use crate::deduction::technique::Technique;
use crate::model::Notation;
use crate::tasks::daily::today;

/// Something the user can ask for by menu, button or key, in the order of the command table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Command {
    /// Apply the next deduction.
    TakeStep,
    /// Start or stop the timed solve.
    ToggleSolve,
    /// Undo the last step or move.
    Back,
    /// Redo what Back took back.
    Redo,
    /// Back to the givens.
    Reset,
    /// The next hint level.
    Hint,
    /// Take the hinted step.
    ApplyHint,
    /// Start or close the walkthrough of the shown step's proof.
    WalkProof,
    /// The next fact of the walkthrough.
    NextFact,
    /// The fact before.
    PreviousFact,
    /// Into the nested proof of the current fact.
    EnterProof,
    /// Out of the nested proof.
    LeaveProof,
    /// List every step found now.
    AllSteps,
    /// Choose a cell for play (mouse; the arrow keys move it, Escape lets it go).
    ChooseCell,
    /// Type a digit into the chosen cell.
    PlayDigit,
    /// Empty the chosen cell.
    Erase,
    /// Pencil mode on or off.
    TogglePencil,
    /// Question mode on or off: the next digit typed asks about that candidate.
    ToggleAsking,
    /// Ask about the candidate (or placed digit) under the pointer (mouse).
    AskAbout,
    /// Show wrong digits on or off.
    ToggleCheck,
    /// Highlight every place of a digit (the See bar's digits; digit keys with no cell chosen).
    HighlightDigit,
    /// Highlight the bivalue cells, or stop.
    ToggleBivalue,
    /// Highlight the cells that see the chosen cell, or stop.
    TogglePeers,
    /// Colouring mode on (in the chosen colour) or off.
    ToggleColouring,
    /// Take every colour off.
    ClearColours,
    /// Move the keyboard focus to the menu bar.
    FocusMenus,
    /// The technique guide.
    Guide,
    /// The Experiments window.
    Experiments,
    /// The New Puzzle window.
    NewPuzzle,
    /// Make and open the puzzle of the day.
    OpenDaily,
    /// Generate a puzzle for what the profile says to practise next.
    PractiseNext,
    /// Save a copy of the learner's profile.
    ExportProfile,
    /// Use a profile file in place of the learner's.
    ImportProfile,
    /// Start the learner's profile anew (chosen twice).
    ResetProfile,
    /// The Open dialog.
    Open,
    /// A bundled puzzle (a submenu of samples).
    OpenSample,
    /// The Save dialog.
    Save,
    /// Save a picture of the board as shown.
    ExportPicture,
    /// Write a worksheet of the puzzle into a folder.
    ExportWorksheet,
    /// Copy the shown position in the fullest form other solvers read.
    CopyPosition,
    /// Copy the givens, one line.
    CopyGivens,
    /// Copy the givens and placed digits, one line.
    CopyDigits,
    /// Copy the position as a pencil-mark grid.
    CopyPencilMarks,
    /// Copy the position as a candidate (Sukaku) string.
    CopySukaku,
    /// Copy the position as a HoDoKu library line.
    CopyHodoku,
    /// Open the puzzle on the clipboard.
    Paste,
    /// Candidates shown or hidden.
    ToggleCandidates,
    /// Judge the student's moves (name the technique of each in the log) or not.
    ToggleRecognition,
    /// Brute Force on or off.
    ToggleGuessing,
    /// System, light, dark or colour-blind-safe colours (a submenu).
    Theme,
    /// The size of the window's text (a submenu).
    TextSize,
    /// Name cells r4c5 or E5.
    ToggleNotation,
    /// The Difficulty window: what makes the puzzle hard.
    Difficulty,
    /// The Progress window.
    Progress,
    /// The Techniques window.
    Techniques,
    /// A bigger board, scrolled in its panel.
    ZoomIn,
    /// A smaller board, down to the panel's size.
    ZoomOut,
    /// The board fitted to its panel.
    ZoomReset,
}

/// The menus of the menu bar, in order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Menu {
    /// New, open, save and export.
    File,
    /// Copy and paste.
    Edit,
    /// What the board shows, the windows about the puzzle, zoom.
    View,
    /// The experiments.
    Tools,
    /// The technique guide.
    Help,
}

impl Menu {
    /// Every menu, left to right.
    pub const ALL: [Menu; 5] = [Menu::File, Menu::Edit, Menu::View, Menu::Tools, Menu::Help];

    /// Its title.
    pub fn title(self) -> &'static str {
        match self {
            Menu::File => "File",
            Menu::Edit => "Edit",
            Menu::View => "View",
            Menu::Tools => "Tools",
            Menu::Help => "Help",
        }
    }
}

/// One row of the command table.
#[derive(Debug, Clone, Copy)]
pub struct Row {
    /// The command.
    pub command: Command,
    /// The text of its button or menu entry.
    pub label: &'static str,
    /// The menu it is in, if any (else it is a button or a mouse action).
    pub menu: Option<Menu>,
    /// Whether a separator comes before it in its menu.
    pub separated: bool,
    /// What it does, in words (the tooltip and the README's key table).
    pub description: &'static str,
    /// Its keyboard shortcuts, the first being the one shown.
    pub shortcuts: &'static [KeyboardShortcut],
    /// Keys that are not shortcuts, in words ("1-9 with no cell chosen").
    pub key_note: Option<&'static str>,
    /// What it does when it is given.
    pub does: Does,
}

/// The action a command asks of the controller, made from the controller's state (a toggle reads
/// what is on) and whether the dark theme is shown.
pub type Act = fn(&Controller, bool) -> Action;

/// What a command does.
#[derive(Debug, Clone, Copy)]
pub enum Does {
    /// Asks the controller for an action.
    Act(Act),
    /// Opens a window, and asks for an action too when there is one.
    Open(Window, Option<Act>),
    /// Zooms the board.
    Zoom(Zoom),
    /// Reads the system clipboard, then pastes what it holds.
    Paste,
    /// Moves the keyboard focus to the menu bar's first menu.
    FocusMenus,
    /// Nothing by key or menu: a mouse action, a row of digit buttons or a submenu, listed for
    /// the key table.
    Nothing,
}

/// The app's floating windows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Window {
    /// New Puzzle.
    NewPuzzle,
    /// Techniques.
    Techniques,
    /// Experiments.
    Experiments,
    /// Technique Guide.
    Guide,
    /// All Steps.
    AllSteps,
    /// What makes it hard.
    Difficulty,
    /// Progress.
    Progress,
}

/// A change of zoom.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Zoom {
    /// One step bigger.
    In,
    /// One step smaller, down to the panel's size.
    Out,
    /// Fitted to the panel.
    Fit,
}

/// A key with no modifier.
const fn key(key: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(Modifiers::NONE, key)
}

/// A key with Shift.
const fn shift(key: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(Modifiers::SHIFT, key)
}

/// A key with Ctrl (Cmd on a Mac).
const fn ctrl(key: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(Modifiers::COMMAND, key)
}

/// A key with Ctrl and Shift.
const fn shift_ctrl(key: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(Modifiers::COMMAND.plus(Modifiers::SHIFT), key)
}

/// The digit keys 1 to 9, in order.
pub const DIGIT_KEYS: [Key; 9] = [
    Key::Num1,
    Key::Num2,
    Key::Num3,
    Key::Num4,
    Key::Num5,
    Key::Num6,
    Key::Num7,
    Key::Num8,
    Key::Num9,
];

/// Every command, in the order of the README's key table; a menu lists its commands in this
/// order.
pub const TABLE: [Row; 58] = [
    Row {
        command: Command::TakeStep,
        label: "Take Step",
        menu: None,
        separated: false,
        description: "apply the next deduction",
        shortcuts: &[key(Key::Space)],
        key_note: None,
        does: Does::Act(|_, _| Action::TakeStep),
    },
    Row {
        command: Command::ToggleSolve,
        label: "Solve Puzzle",
        menu: None,
        separated: false,
        description: "take steps on a timer (1-20 per second) until solved, or stop (the button reads \
                 Stop Solving while it runs)",
        shortcuts: &[key(Key::S)],
        key_note: None,
        does: Does::Act(|_, _| Action::ToggleSolve),
    },
    Row {
        command: Command::Back,
        label: "Back",
        menu: None,
        separated: false,
        description: "undo the last step or move (Backspace only while no cell is chosen; with a cell \
                 chosen it empties that cell)",
        shortcuts: &[key(Key::Backspace), ctrl(Key::Z)],
        key_note: None,
        does: Does::Act(|_, _| Action::Back),
    },
    Row {
        command: Command::Redo,
        label: "Redo",
        menu: None,
        separated: false,
        description: "redo what Back took back",
        shortcuts: &[ctrl(Key::Y), shift_ctrl(Key::Z)],
        key_note: None,
        does: Does::Act(|_, _| Action::Redo),
    },
    Row {
        command: Command::Reset,
        label: "Reset",
        menu: None,
        separated: false,
        description: "back to the givens",
        shortcuts: &[key(Key::R)],
        key_note: None,
        does: Does::Act(|_, _| Action::Reset),
    },
    Row {
        command: Command::Hint,
        label: "Hint",
        menu: None,
        separated: false,
        description: "a hint: 0 says where to look (a house or a digit), 1 names the next \
                 technique, 2 shows its houses and pattern, 3 the whole step (press again for the \
                 next level)",
        shortcuts: &[key(Key::H)],
        key_note: None,
        does: Does::Act(|_, _| Action::Hint),
    },
    Row {
        command: Command::ApplyHint,
        label: "Apply Hint",
        menu: None,
        separated: false,
        description: "take the step the hint is about",
        shortcuts: &[key(Key::A)],
        key_note: None,
        does: Does::Act(|_, _| Action::ApplyHint),
    },
    Row {
        command: Command::WalkProof,
        label: "Walk through proof",
        menu: None,
        separated: false,
        description: "walk through the proof of the shown step (a chain or forcing step; the selected \
                 log row or hint 3) one fact at a time, or close the walkthrough",
        shortcuts: &[key(Key::W)],
        key_note: None,
        does: Does::Act(|_, _| Action::Walk(WalkMove::Toggle)),
    },
    Row {
        command: Command::NextFact,
        label: "Next fact >",
        menu: None,
        separated: false,
        description: "the next fact of the walkthrough: the board marks the facts so far, the current \
                 fact and the facts it rests on",
        shortcuts: &[key(Key::Period)],
        key_note: None,
        does: Does::Act(|_, _| Action::Walk(WalkMove::Next)),
    },
    Row {
        command: Command::PreviousFact,
        label: "< Previous fact",
        menu: None,
        separated: false,
        description: "the fact before, in the walkthrough",
        shortcuts: &[key(Key::Comma)],
        key_note: None,
        does: Does::Act(|_, _| Action::Walk(WalkMove::Previous)),
    },
    Row {
        command: Command::EnterProof,
        label: "Open nested proof",
        menu: None,
        separated: false,
        description: "open the nested proof of the current fact (a candidate a nested net rules out)",
        shortcuts: &[key(Key::CloseBracket)],
        key_note: None,
        does: Does::Act(|_, _| Action::Walk(WalkMove::Enter)),
    },
    Row {
        command: Command::LeaveProof,
        label: "Leave nested proof",
        menu: None,
        separated: false,
        description: "leave the nested proof, back to the fact it proves",
        shortcuts: &[key(Key::OpenBracket)],
        key_note: None,
        does: Does::Act(|_, _| Action::Walk(WalkMove::Leave)),
    },
    Row {
        command: Command::AllSteps,
        label: "All Steps",
        menu: None,
        separated: false,
        description: "list every step the enabled techniques find now (up to 50 per technique; the \
                 forcing searches give one), sort by difficulty or eliminations, preview one, \
                 apply it",
        shortcuts: &[key(Key::L)],
        key_note: None,
        does: Does::Open(Window::AllSteps, Some(|_, _| Action::FindAllSteps)),
    },
    Row {
        command: Command::ChooseCell,
        label: "click a cell",
        menu: None,
        separated: false,
        description: "choose a cell for play (an arrow key chooses r1c1 when none is; arrow keys move \
                 it and never take or undo steps; Escape lets go); the chosen cell holds the \
                 keyboard focus, so a screen reader reads it",
        shortcuts: &[],
        key_note: Some("arrow keys"),
        does: Does::Nothing,
    },
    Row {
        command: Command::PlayDigit,
        label: "Play: 1 2 3 ...",
        menu: None,
        separated: false,
        description: "place a digit in the chosen cell, or toggle it as a pencil mark in pencil mode \
                 (your digits are purple, the solver's blue, the givens black or white)",
        shortcuts: &[],
        key_note: Some(
            "1-9; above 9x9 two digits for 10 and up (1 then 2 for 12, Enter after a \
                   lone 1)",
        ),
        does: Does::Nothing,
    },
    Row {
        command: Command::Erase,
        label: "Erase",
        menu: None,
        separated: false,
        description: "empty the chosen cell",
        shortcuts: &[key(Key::Delete), key(Key::Backspace)],
        key_note: None,
        does: Does::Act(|_, _| Action::EraseFocused),
    },
    Row {
        command: Command::TogglePencil,
        label: "Pencil marks",
        menu: None,
        separated: false,
        description: "pencil mode: typed digits add or remove pencil marks",
        shortcuts: &[key(Key::P)],
        key_note: None,
        does: Does::Act(|c, _| Action::SetPencil(!c.is_pencil())),
    },
    Row {
        command: Command::ToggleAsking,
        label: "Why?",
        menu: None,
        separated: false,
        description: "question mode: the next digit typed asks why it cannot go in the chosen cell \
                 (on a digit you placed: whether it is right, and why)",
        shortcuts: &[key(Key::Q)],
        key_note: None,
        does: Does::Act(|c, _| Action::SetAsking(!c.is_asking())),
    },
    Row {
        command: Command::AskAbout,
        label: "right-click a candidate",
        menu: None,
        separated: false,
        description: "ask why that candidate cannot go there (or, on a digit you placed, whether it \
                 is right); the answer shows like a hint: Hint for more, Apply Hint to take it",
        shortcuts: &[],
        key_note: Some("Q, then the digit, on the chosen cell"),
        does: Does::Nothing,
    },
    Row {
        command: Command::ToggleCheck,
        label: "Check",
        menu: None,
        separated: false,
        description: "show placed digits that differ from the solution in red (with one wrong \
                      digit, the contradiction it leads to shows like a hint)",
        shortcuts: &[key(Key::K)],
        key_note: None,
        does: Does::Act(|c, _| Action::ShowWrongDigits(!c.shows_wrong_digits())),
    },
    Row {
        command: Command::HighlightDigit,
        label: "See: 1 2 3 ...",
        menu: None,
        separated: false,
        description: "highlight every cell where a digit can go or stands, its candidates marked \
                 (again, or Escape: off); the digit keys do it while no cell is chosen",
        shortcuts: &[],
        key_note: Some("1-9 with no cell chosen"),
        does: Does::Nothing,
    },
    Row {
        command: Command::ToggleBivalue,
        label: "Bivalue cells",
        menu: None,
        separated: false,
        description: "highlight the bivalue cells (exactly two candidates)",
        shortcuts: &[key(Key::B)],
        key_note: None,
        does: Does::Act(|c, _| Action::ShowBivalue(!c.lens().bivalue)),
    },
    Row {
        command: Command::TogglePeers,
        label: "Cells it sees",
        menu: None,
        separated: false,
        description: "highlight the cells that see the chosen cell (its row, column and box)",
        shortcuts: &[key(Key::V)],
        key_note: None,
        does: Does::Act(|c, _| Action::ShowPeers(!c.lens().peers)),
    },
    Row {
        command: Command::ToggleColouring,
        label: "Colour",
        menu: None,
        separated: false,
        description: "colouring: a click on a candidate, or its digit typed on the chosen cell, \
                 paints it in the chosen colour (blue, each press of O the next colour: green, \
                 orange, pink, then off); each paint is a log row, so Back takes it back",
        shortcuts: &[key(Key::O)],
        key_note: None,
        does: Does::Act(|c, _| {
            Action::SetPaint(match c.paint() {
                None => Some(Paint::Blue),
                Some(Paint::Blue) => Some(Paint::Green),
                Some(Paint::Green) => Some(Paint::Orange),
                Some(Paint::Orange) => Some(Paint::Pink),
                Some(Paint::Pink) => None,
            })
        }),
    },
    Row {
        command: Command::ClearColours,
        label: "Clear colours",
        menu: None,
        separated: false,
        description: "take every colour off (Back brings them back)",
        shortcuts: &[shift(Key::O)],
        key_note: None,
        does: Does::Act(|_, _| Action::ClearColours),
    },
    Row {
        command: Command::FocusMenus,
        label: "Menus",
        menu: None,
        separated: false,
        description: "move the keyboard focus to the File menu: Enter opens it, the arrow keys and \
                      Tab move through the menus and their items, Escape leaves them; Tab goes on \
                      through the buttons, the log and the board",
        shortcuts: &[key(Key::F10)],
        key_note: None,
        does: Does::FocusMenus,
    },
    Row {
        command: Command::Guide,
        label: "Technique Guide...",
        menu: Some(Menu::Help),
        separated: false,
        description: "what each technique does and why it works; Show me opens an example stepped to \
                 where it applies, Practise a new puzzle that needs it (the step hidden)",
        shortcuts: &[key(Key::F1)],
        key_note: None,
        does: Does::Open(Window::Guide, None),
    },
    Row {
        command: Command::Experiments,
        label: "Experiments...",
        menu: Some(Menu::Tools),
        separated: false,
        description: "experiments: random givens, or a whole collection, plotted and exported as CSV",
        shortcuts: &[],
        key_note: None,
        does: Does::Open(Window::Experiments, None),
    },
    Row {
        command: Command::NewPuzzle,
        label: "New Puzzle...",
        menu: Some(Menu::File),
        separated: false,
        description: "generate a puzzle (size, difficulty or a technique to practise, symmetry, seed; \
                 runs in the background, can be cancelled)",
        shortcuts: &[ctrl(Key::N)],
        key_note: None,
        does: Does::Open(Window::NewPuzzle, None),
    },
    Row {
        command: Command::OpenDaily,
        label: "Puzzle of the day",
        menu: Some(Menu::File),
        separated: false,
        description: "make and open today's puzzle, the same on every machine for the date and \
                 level (`sudoku-stepper daily` prints it too), one level above the hardest you \
                 finished unaided (Easy at first)",
        shortcuts: &[ctrl(Key::D)],
        key_note: None,
        does: Does::Act(|_, _| Action::OpenDaily(today())),
    },
    Row {
        command: Command::PractiseNext,
        label: "Practise next",
        menu: Some(Menu::File),
        separated: false,
        description: "generate a 9x9 puzzle that needs what to practise next: a technique due for \
                 review, or the next one you have not mastered whose prerequisites you have (see \
                 View > Progress)",
        shortcuts: &[ctrl(Key::P)],
        key_note: None,
        does: Does::Act(|_, _| Action::PractiseNext),
    },
    Row {
        command: Command::ExportProfile,
        label: "Export profile...",
        menu: Some(Menu::File),
        separated: true,
        description: "save a copy of your learner's profile (what Progress shows) as a JSON file",
        shortcuts: &[],
        key_note: None,
        does: Does::Act(|_, _| Action::ExportProfile),
    },
    Row {
        command: Command::ImportProfile,
        label: "Import profile...",
        menu: Some(Menu::File),
        separated: false,
        description: "use a profile file (an exported copy) in place of your profile; a file that \
                 is not one, or comes from a newer version, is refused and your profile kept",
        shortcuts: &[],
        key_note: None,
        does: Does::Act(|_, _| Action::ImportProfile),
    },
    Row {
        command: Command::ResetProfile,
        label: "Reset profile",
        menu: Some(Menu::File),
        separated: false,
        description: "start your profile anew: the status line says what it would clear, and \
                 choosing it again right away clears it",
        shortcuts: &[],
        key_note: None,
        does: Does::Act(|_, _| Action::ResetProfile),
    },
    Row {
        command: Command::Open,
        label: "Open...",
        menu: Some(Menu::File),
        separated: false,
        description: "open a file (`.sud` filter, plus \"All puzzle files\")",
        shortcuts: &[ctrl(Key::O)],
        key_note: None,
        does: Does::Act(|_, _| Action::ChooseFile),
    },
    Row {
        command: Command::OpenSample,
        label: "Open sample",
        menu: Some(Menu::File),
        separated: false,
        description: "open a bundled puzzle (4x4 up to 25x25)",
        shortcuts: &[],
        key_note: None,
        does: Does::Nothing,
    },
    Row {
        command: Command::Save,
        label: "Save as .sud...",
        menu: Some(Menu::File),
        separated: false,
        description: "save the puzzle as `.sud` (a pencil-mark position as a pencil-mark grid)",
        shortcuts: &[ctrl(Key::S)],
        key_note: None,
        does: Does::Act(|_, _| Action::ChooseSaveFile),
    },
    Row {
        command: Command::ExportPicture,
        label: "Export picture...",
        menu: Some(Menu::File),
        separated: true,
        description: "save the board as shown (its step, highlights, removed candidates, chain arrows \
                 and colours, in the window's theme) as a PNG or SVG picture",
        shortcuts: &[],
        key_note: None,
        does: Does::Act(|_, dark| Action::ExportPicture { dark }),
    },
    Row {
        command: Command::ExportWorksheet,
        label: "Export worksheet...",
        menu: Some(Menu::File),
        separated: false,
        description: "write a printable worksheet of the puzzle into a folder: an HTML and a Markdown \
                 page with the puzzle, each step beyond singles drawn with its explanation and \
                 proof, the singles summarised, the rating and the solution",
        shortcuts: &[],
        key_note: None,
        does: Does::Act(|_, _| Action::ChooseWorksheetFolder),
    },
    Row {
        command: Command::CopyPosition,
        label: "Copy position",
        menu: Some(Menu::Edit),
        separated: false,
        description: "copy the shown position for another solver: the givens while nothing has \
                 changed, else a pencil-mark grid (a candidate string when a pencil-mark grid \
                 cannot hold it); on a variant board an f-puzzles link, givens and rules",
        shortcuts: &[ctrl(Key::C)],
        key_note: None,
        does: Does::Act(|_, _| Action::Copy(CopyForm::Position)),
    },
    Row {
        command: Command::CopyGivens,
        label: "Copy givens",
        menu: Some(Menu::Edit),
        separated: false,
        description: "copy the givens as one line (81 characters on 9x9)",
        shortcuts: &[shift_ctrl(Key::C)],
        key_note: None,
        does: Does::Act(|_, _| Action::Copy(CopyForm::Givens)),
    },
    Row {
        command: Command::CopyDigits,
        label: "Copy givens and placed digits",
        menu: Some(Menu::Edit),
        separated: false,
        description: "copy the givens and the placed digits as one line",
        shortcuts: &[],
        key_note: None,
        does: Does::Act(|_, _| Action::Copy(CopyForm::Digits)),
    },
    Row {
        command: Command::CopyPencilMarks,
        label: "Copy as pencil-mark grid",
        menu: Some(Menu::Edit),
        separated: false,
        description: "copy the shown position as a pencil-mark grid, the layout HoDoKu and Simple \
                 Sudoku print and paste",
        shortcuts: &[],
        key_note: None,
        does: Does::Act(|_, _| Action::Copy(CopyForm::PencilMarks)),
    },
    Row {
        command: Command::CopySukaku,
        label: "Copy as candidate string (Sukaku)",
        menu: Some(Menu::Edit),
        separated: false,
        description: "copy the shown position as a candidate (Sukaku) string, one character per \
                 candidate (729 on 9x9)",
        shortcuts: &[],
        key_note: None,
        does: Does::Act(|_, _| Action::Copy(CopyForm::Sukaku)),
    },
    Row {
        command: Command::CopyHodoku,
        label: "Copy as HoDoKu library line",
        menu: Some(Menu::Edit),
        separated: false,
        description: "copy the shown position as a HoDoKu library line (givens, placed digits and the \
                 candidates taken out; up to 9x9)",
        shortcuts: &[],
        key_note: None,
        does: Does::Act(|_, _| Action::Copy(CopyForm::HodokuLibrary)),
    },
    Row {
        command: Command::Paste,
        label: "Paste puzzle",
        menu: Some(Menu::Edit),
        separated: true,
        description: "open the puzzle on the clipboard, in any format a file may have (the current \
                 puzzle stays if it cannot be read)",
        shortcuts: &[ctrl(Key::V)],
        key_note: None,
        does: Does::Paste,
    },
    Row {
        command: Command::ToggleCandidates,
        label: "Show candidates",
        menu: Some(Menu::View),
        separated: false,
        description: "hide or show candidates",
        shortcuts: &[key(Key::C)],
        key_note: None,
        does: Does::Act(|c, _| Action::ShowCandidates(!c.shows_candidates())),
    },
    Row {
        command: Command::ToggleRecognition,
        label: "Name the technique of my moves",
        menu: Some(Menu::View),
        separated: false,
        description: "in the log row of each digit you place and pencil mark you remove, name the \
                 simplest step of your techniques that justifies it there (\"a guess\" when none \
                 does, \"a mistake\" when it contradicts the solution), worked out in the \
                 background (kept between runs)",
        shortcuts: &[],
        key_note: None,
        does: Does::Act(|c, _| Action::RecogniseMoves(!c.recognises_moves())),
    },
    Row {
        command: Command::ToggleGuessing,
        label: "Allow Brute Force guesses",
        menu: Some(Menu::View),
        separated: false,
        description: "allow or forbid guessing",
        shortcuts: &[],
        key_note: None,
        does: Does::Act(|c, _| {
            let on = c.techniques().contains(&Technique::BruteForce);
            Action::SetTechniqueOn(Technique::BruteForce, !on)
        }),
    },
    Row {
        command: Command::Theme,
        label: "Theme",
        menu: Some(Menu::View),
        separated: false,
        description: "System (the desktop's choice), Light, Dark or Colour-blind safe colours (kept between \
                      runs)",
        shortcuts: &[],
        key_note: None,
        does: Does::Nothing,
    },
    Row {
        command: Command::TextSize,
        label: "Text size",
        menu: Some(Menu::View),
        separated: false,
        description: "every text, button and the board from 100% to 200% of their normal size \
                      (kept between runs)",
        shortcuts: &[],
        key_note: None,
        does: Does::Nothing,
    },
    Row {
        command: Command::ToggleNotation,
        label: "Cell names like E5",
        menu: Some(Menu::View),
        separated: false,
        description: "name cells E5 (rows lettered A, B, C... from the top, as SudokuWiki does) \
                 instead of r4c5, on the board, in messages, hints, proofs and the log (kept \
                 between runs)",
        shortcuts: &[],
        key_note: None,
        does: Does::Act(|c, _| {
            Action::SetNotation(match c.notation() {
                Notation::RowColumn => Notation::Letters,
                Notation::Letters => Notation::RowColumn,
            })
        }),
    },
    Row {
        command: Command::Difficulty,
        label: "What makes it hard...",
        menu: Some(Menu::View),
        separated: false,
        description: "what makes the puzzle hard: what set its level, the steps above Easy (click one \
                 to see it in the log), the points per technique, and the rating without each of \
                 the hardest techniques (also a click on the rating in the status bar)",
        shortcuts: &[key(Key::D)],
        key_note: None,
        does: Does::Open(Window::Difficulty, None),
    },
    Row {
        command: Command::Progress,
        label: "Progress...",
        menu: Some(Menu::View),
        separated: false,
        description: "your progress: per technique (by level) a bar for how well you know it and \
                 how often you met it, did it unaided, asked a hint for it or made a mistake near \
                 it; and your finished puzzles over time",
        shortcuts: &[],
        key_note: None,
        does: Does::Open(Window::Progress, None),
    },
    Row {
        command: Command::Techniques,
        label: "Techniques...",
        menu: Some(Menu::View),
        separated: false,
        description: "reorder techniques, turn them off or on, reset to default (kept between runs; \
                 used by Take Step, Solve, hints, All Steps and the rating)",
        shortcuts: &[],
        key_note: None,
        does: Does::Open(Window::Techniques, None),
    },
    Row {
        command: Command::ZoomIn,
        label: "Zoom in",
        menu: Some(Menu::View),
        separated: true,
        description: "a bigger board (up to 5 times the panel), scrolled with the wheel or the \
                 scroll bars; the chosen cell stays in view",
        shortcuts: &[ctrl(Key::Plus), ctrl(Key::Equals)],
        key_note: None,
        does: Does::Zoom(Zoom::In),
    },
    Row {
        command: Command::ZoomOut,
        label: "Zoom out",
        menu: Some(Menu::View),
        separated: false,
        description: "a smaller board, down to the size of its panel",
        shortcuts: &[ctrl(Key::Minus)],
        key_note: None,
        does: Does::Zoom(Zoom::Out),
    },
    Row {
        command: Command::ZoomReset,
        label: "Fit the board",
        menu: Some(Menu::View),
        separated: false,
        description: "fit the board to its panel again",
        shortcuts: &[ctrl(Key::Num0)],
        key_note: None,
        does: Does::Zoom(Zoom::Fit),
    },
];

impl Command {
    /// Its row of the table (the table lists the commands in the enum's order).
    pub fn row(self) -> &'static Row {
        &TABLE[self as usize]
    }

    /// The text of its button or menu entry.
    pub fn label(self) -> &'static str {
        self.row().label
    }

    /// What it does, in words.
    pub fn description(self) -> &'static str {
        self.row().description
    }

    /// Its keyboard shortcuts, the first being the one shown.
    pub fn shortcuts(self) -> &'static [KeyboardShortcut] {
        self.row().shortcuts
    }

    /// Its keys in words: "Space or Right", "Ctrl+O", "1-9" (empty when it has none).
    pub fn keys(self) -> String {
        if let Some(note) = self.row().key_note {
            return note.to_string();
        }
        let names: Vec<String> = self.shortcuts().iter().map(shortcut_name).collect();
        match names.as_slice() {
            [] => String::new(),
            [one] => one.clone(),
            [init @ .., last] => format!("{} or {last}", init.join(", ")),
        }
    }
    /// The menu entry's text: the label with the first key, "Open... (Ctrl+O)".
    pub fn menu_text(self) -> String {
        match self.shortcuts().first() {
            Some(shortcut) => format!("{} ({})", self.label(), shortcut_name(shortcut)),
            None => self.label().to_string(),
        }
    }

    /// The tooltip: the description with the keys, "Apply the next deduction (Space or Right)".
    pub fn tooltip(self) -> String {
        let capitalised = capitalised(self.description());
        match self.keys().as_str() {
            "" => capitalised,
            keys => format!("{capitalised} ({keys})"),
        }
    }
}

/// A shortcut in words: "Ctrl+Shift+Z", "Space", "Right", "." (punctuation keys as themselves,
/// the minus key as "-").
fn shortcut_name(shortcut: &KeyboardShortcut) -> String {
    let mut name = String::new();
    if shortcut.modifiers.command {
        name.push_str("Ctrl+");
    }
    if shortcut.modifiers.shift {
        name.push_str("Shift+");
    }
    let symbol = match shortcut.logical_key {
        Key::Minus => "-",
        key => key.symbol_or_name(),
    };
    if symbol.len() == 1 && symbol.chars().all(|c| c.is_ascii_punctuation()) {
        name.push_str(symbol);
    } else {
        name.push_str(shortcut.logical_key.name());
    }
    name
}

/// The README's table of what the user can do: one row per command, with its button or menu
/// entry and its keys.
pub fn key_table() -> String {
    let mut table = String::from("| action | button / menu | key |\n|---|---|---|\n");
    for row in &TABLE {
        let command = row.command;
        let place = match row.menu {
            Some(menu) => format!("{} > {}", menu.title(), row.label),
            None => row.label.to_string(),
        };
        let keys = match command.keys() {
            keys if keys.is_empty() => " ".to_string(),
            keys => format!(" {keys} "),
        };
        table.push_str(&format!("| {} | {place} |{keys}|\n", command.description()));
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_row_is_at_its_commands_place() {
        for (index, row) in TABLE.iter().enumerate() {
            assert_eq!(row.command as usize, index, "{:?}", row.command);
        }
    }
}
