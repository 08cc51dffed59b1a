//! Everything a menu entry, a button or a key does, as one `Command` type, and one table with a
//! row per command: its label, its menu (and whether a separator comes before it there), what it
//! does in words, its keys, and what it does (an `Action` made from the controller's state, a
//! window, a zoom or the paste). The menus, the buttons' tooltips, the menus' key hints, the key
//! handling, what a command does and the README's key table all come from this table.

use eframe::egui::{Key, KeyboardShortcut, Modifiers};

use super::window::WindowKind;
use super::{
    all_steps, difficulty_window, experiments_window, guide_window, new_puzzle, progress_window,
    technique_settings,
};
use crate::controller::{Action, Controller, CopyForm, Paint, WalkMove};
use crate::deduction::technique::Technique;
use crate::i18n::Language;
use crate::model::Notation;

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
    /// The Open dialog.
    Open,
    /// A file opened or saved lately (a submenu).
    OpenRecent,
    /// A bundled puzzle (a submenu of samples).
    OpenSample,
    /// The Save dialog for the game in progress, kept whole.
    SaveGame,
    /// The Save dialog for the puzzle (givens and rules).
    Save,
    /// Save a picture of the board as shown.
    ExportPicture,
    /// Write a worksheet of the puzzle into a folder.
    ExportWorksheet,
    /// Make and open the puzzle of the day.
    OpenDaily,
    /// Generate a puzzle for what the profile says to practise next.
    PractiseNext,
    /// Start a round of drills of what the profile says to practise next.
    DrillNext,
    /// Start a round of drills of a technique (a submenu by level).
    Drill,
    /// Check the marks on the drill under way.
    CheckDrill,
    /// Go on to the next drill of the round.
    NextDrill,
    /// Save a copy of the learner's profile.
    ExportProfile,
    /// Use a profile file in place of the learner's.
    ImportProfile,
    /// Start the learner's profile anew (chosen twice).
    ResetProfile,
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
    /// The window's language (a submenu).
    Language,
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
    pub fn title(self, language: Language) -> String {
        language.text(match self {
            Menu::File => "menu-file",
            Menu::Edit => "menu-edit",
            Menu::View => "menu-view",
            Menu::Tools => "menu-tools",
            Menu::Help => "menu-help",
        })
    }
}

/// One row of the command table.
#[derive(Debug, Clone, Copy)]
pub struct Row {
    /// The command.
    pub command: Command,
    /// Its key in the catalogue (see `crate::i18n`): the text of its button or menu entry;
    /// `<key>-does` says what it does (the tooltip and the README's key table).
    pub key: &'static str,
    /// The menu it is in, if any (else it is a button or a mouse action).
    pub menu: Option<Menu>,
    /// Whether a separator comes before it in its menu.
    pub separated: bool,
    /// Its keyboard shortcuts, the first being the one shown.
    pub shortcuts: &'static [KeyboardShortcut],
    /// The catalogue key of the keys that are not shortcuts, in words ("1-9 with no cell
    /// chosen").
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
    Open(&'static WindowKind, Option<Act>),
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

/// A key with Alt.
const fn alt(key: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(Modifiers::ALT, key)
}

/// The keys a browser keeps for itself, which no page can take (a new window, the developer
/// tools' element picker, a private window), with the key a command bound to one of them takes in the page.
pub const BROWSER_RESERVED: [(KeyboardShortcut, KeyboardShortcut); 3] = [
    (ctrl(Key::N), alt(Key::N)),
    (shift_ctrl(Key::C), alt(Key::C)),
    (shift_ctrl(Key::P), alt(Key::P)),
];

/// `shortcut` as the app binds it here: in the browser, the stand-in for a key the browser keeps
/// (see `BROWSER_RESERVED`); natively, itself.
pub fn in_the_page(shortcut: KeyboardShortcut) -> KeyboardShortcut {
    if cfg!(target_arch = "wasm32") {
        stand_in(shortcut)
    } else {
        shortcut
    }
}

/// The stand-in `BROWSER_RESERVED` gives `shortcut`, or `shortcut` itself.
pub fn stand_in(shortcut: KeyboardShortcut) -> KeyboardShortcut {
    BROWSER_RESERVED
        .iter()
        .find(|(reserved, _)| *reserved == shortcut)
        .map_or(shortcut, |&(_, instead)| instead)
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
pub const TABLE: [Row; 65] = [
    Row {
        command: Command::TakeStep,
        key: "take-step",
        menu: None,
        separated: false,
        shortcuts: &[key(Key::Space)],
        key_note: None,
        does: Does::Act(|_, _| Action::TakeStep),
    },
    Row {
        command: Command::ToggleSolve,
        key: "toggle-solve",
        menu: None,
        separated: false,
        shortcuts: &[key(Key::S)],
        key_note: None,
        does: Does::Act(|_, _| Action::ToggleSolve),
    },
    Row {
        command: Command::Back,
        key: "back",
        menu: None,
        separated: false,
        shortcuts: &[key(Key::Backspace), ctrl(Key::Z)],
        key_note: None,
        does: Does::Act(|_, _| Action::Back),
    },
    Row {
        command: Command::Redo,
        key: "redo",
        menu: None,
        separated: false,
        shortcuts: &[ctrl(Key::Y), shift_ctrl(Key::Z)],
        key_note: None,
        does: Does::Act(|_, _| Action::Redo),
    },
    Row {
        command: Command::Reset,
        key: "reset",
        menu: None,
        separated: false,
        shortcuts: &[key(Key::R)],
        key_note: None,
        does: Does::Act(|_, _| Action::Reset),
    },
    Row {
        command: Command::Hint,
        key: "hint",
        menu: None,
        separated: false,
        shortcuts: &[key(Key::H)],
        key_note: None,
        does: Does::Act(|_, _| Action::Hint),
    },
    Row {
        command: Command::ApplyHint,
        key: "apply-hint",
        menu: None,
        separated: false,
        shortcuts: &[key(Key::A)],
        key_note: None,
        does: Does::Act(|_, _| Action::ApplyHint),
    },
    Row {
        command: Command::WalkProof,
        key: "walk-proof",
        menu: None,
        separated: false,
        shortcuts: &[key(Key::W)],
        key_note: None,
        does: Does::Act(|_, _| Action::Walk(WalkMove::Toggle)),
    },
    Row {
        command: Command::NextFact,
        key: "next-fact",
        menu: None,
        separated: false,
        shortcuts: &[key(Key::Period)],
        key_note: None,
        does: Does::Act(|_, _| Action::Walk(WalkMove::Next)),
    },
    Row {
        command: Command::PreviousFact,
        key: "previous-fact",
        menu: None,
        separated: false,
        shortcuts: &[key(Key::Comma)],
        key_note: None,
        does: Does::Act(|_, _| Action::Walk(WalkMove::Previous)),
    },
    Row {
        command: Command::EnterProof,
        key: "enter-proof",
        menu: None,
        separated: false,
        shortcuts: &[key(Key::CloseBracket)],
        key_note: None,
        does: Does::Act(|_, _| Action::Walk(WalkMove::Enter)),
    },
    Row {
        command: Command::LeaveProof,
        key: "leave-proof",
        menu: None,
        separated: false,
        shortcuts: &[key(Key::OpenBracket)],
        key_note: None,
        does: Does::Act(|_, _| Action::Walk(WalkMove::Leave)),
    },
    Row {
        command: Command::AllSteps,
        key: "all-steps",
        menu: None,
        separated: false,
        shortcuts: &[key(Key::L)],
        key_note: None,
        does: Does::Open(&all_steps::KIND, Some(|_, _| Action::FindAllSteps)),
    },
    Row {
        command: Command::ChooseCell,
        key: "choose-cell",
        menu: None,
        separated: false,
        shortcuts: &[],
        key_note: Some("choose-cell-keys"),
        does: Does::Nothing,
    },
    Row {
        command: Command::PlayDigit,
        key: "play-digit",
        menu: None,
        separated: false,
        shortcuts: &[],
        key_note: Some("play-digit-keys"),
        does: Does::Nothing,
    },
    Row {
        command: Command::Erase,
        key: "erase",
        menu: None,
        separated: false,
        shortcuts: &[key(Key::Delete), key(Key::Backspace)],
        key_note: None,
        does: Does::Act(|_, _| Action::EraseFocused),
    },
    Row {
        command: Command::TogglePencil,
        key: "toggle-pencil",
        menu: None,
        separated: false,
        shortcuts: &[key(Key::P)],
        key_note: None,
        does: Does::Act(|c, _| Action::SetPencil(!c.is_pencil())),
    },
    Row {
        command: Command::ToggleAsking,
        key: "toggle-asking",
        menu: None,
        separated: false,
        shortcuts: &[key(Key::Q)],
        key_note: None,
        does: Does::Act(|c, _| Action::SetAsking(!c.is_asking())),
    },
    Row {
        command: Command::AskAbout,
        key: "ask-about",
        menu: None,
        separated: false,
        shortcuts: &[],
        key_note: Some("ask-about-keys"),
        does: Does::Nothing,
    },
    Row {
        command: Command::ToggleCheck,
        key: "toggle-check",
        menu: None,
        separated: false,
        shortcuts: &[key(Key::K)],
        key_note: None,
        does: Does::Act(|c, _| Action::ShowWrongDigits(!c.shows_wrong_digits())),
    },
    Row {
        command: Command::HighlightDigit,
        key: "highlight-digit",
        menu: None,
        separated: false,
        shortcuts: &[],
        key_note: Some("highlight-digit-keys"),
        does: Does::Nothing,
    },
    Row {
        command: Command::ToggleBivalue,
        key: "toggle-bivalue",
        menu: None,
        separated: false,
        shortcuts: &[key(Key::B)],
        key_note: None,
        does: Does::Act(|c, _| Action::ShowBivalue(!c.lens().bivalue)),
    },
    Row {
        command: Command::TogglePeers,
        key: "toggle-peers",
        menu: None,
        separated: false,
        shortcuts: &[key(Key::V)],
        key_note: None,
        does: Does::Act(|c, _| Action::ShowPeers(!c.lens().peers)),
    },
    Row {
        command: Command::ToggleColouring,
        key: "toggle-colouring",
        menu: None,
        separated: false,
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
        key: "clear-colours",
        menu: None,
        separated: false,
        shortcuts: &[shift(Key::O)],
        key_note: None,
        does: Does::Act(|_, _| Action::ClearColours),
    },
    Row {
        command: Command::FocusMenus,
        key: "focus-menus",
        menu: None,
        separated: false,
        shortcuts: &[key(Key::F10)],
        key_note: None,
        does: Does::FocusMenus,
    },
    Row {
        command: Command::Guide,
        key: "guide",
        menu: Some(Menu::Help),
        separated: false,
        shortcuts: &[key(Key::F1)],
        key_note: None,
        does: Does::Open(&guide_window::KIND, None),
    },
    Row {
        command: Command::Experiments,
        key: "experiments",
        menu: Some(Menu::Tools),
        separated: false,
        shortcuts: &[],
        key_note: None,
        does: Does::Open(&experiments_window::KIND, None),
    },
    Row {
        command: Command::NewPuzzle,
        key: "new-puzzle",
        menu: Some(Menu::File),
        separated: false,
        shortcuts: &[ctrl(Key::N)],
        key_note: None,
        does: Does::Open(&new_puzzle::KIND, None),
    },
    Row {
        command: Command::Open,
        key: "open",
        menu: Some(Menu::File),
        separated: false,
        shortcuts: &[ctrl(Key::O)],
        key_note: None,
        does: Does::Act(|_, _| Action::ChooseFile),
    },
    Row {
        command: Command::OpenRecent,
        key: "open-recent",
        menu: Some(Menu::File),
        separated: false,
        shortcuts: &[],
        key_note: None,
        does: Does::Nothing,
    },
    Row {
        command: Command::OpenSample,
        key: "open-sample",
        menu: Some(Menu::File),
        separated: false,
        shortcuts: &[],
        key_note: None,
        does: Does::Nothing,
    },
    Row {
        command: Command::SaveGame,
        key: "save-game",
        menu: Some(Menu::File),
        separated: false,
        shortcuts: &[ctrl(Key::S)],
        key_note: None,
        does: Does::Act(|_, _| Action::ChooseGameFile),
    },
    Row {
        command: Command::Save,
        key: "save",
        menu: Some(Menu::File),
        separated: false,
        shortcuts: &[shift_ctrl(Key::S)],
        key_note: None,
        does: Does::Act(|_, _| Action::ChooseSaveFile),
    },
    Row {
        command: Command::ExportPicture,
        key: "export-picture",
        menu: Some(Menu::File),
        separated: true,
        shortcuts: &[],
        key_note: None,
        does: Does::Act(|_, dark| Action::ExportPicture { dark }),
    },
    Row {
        command: Command::ExportWorksheet,
        key: "export-worksheet",
        menu: Some(Menu::File),
        separated: false,
        shortcuts: &[],
        key_note: None,
        does: Does::Act(|_, _| Action::ChooseWorksheetFolder),
    },
    Row {
        command: Command::OpenDaily,
        key: "open-daily",
        menu: Some(Menu::File),
        separated: true,
        shortcuts: &[ctrl(Key::D)],
        key_note: None,
        does: Does::Act(|controller, _| Action::OpenDaily(controller.today())),
    },
    Row {
        command: Command::PractiseNext,
        key: "practise-next",
        menu: Some(Menu::File),
        separated: false,
        shortcuts: &[ctrl(Key::P)],
        key_note: None,
        does: Does::Act(|_, _| Action::PractiseNext),
    },
    Row {
        command: Command::DrillNext,
        key: "drill-next",
        menu: Some(Menu::File),
        separated: false,
        shortcuts: &[shift_ctrl(Key::P)],
        key_note: None,
        does: Does::Act(|_, _| Action::DrillNext),
    },
    Row {
        command: Command::Drill,
        key: "drill-technique",
        menu: Some(Menu::File),
        separated: false,
        shortcuts: &[],
        key_note: None,
        does: Does::Nothing,
    },
    Row {
        command: Command::CheckDrill,
        key: "check-drill",
        menu: Some(Menu::File),
        separated: false,
        shortcuts: &[ctrl(Key::Enter)],
        key_note: None,
        does: Does::Act(|_, _| Action::CheckDrill),
    },
    Row {
        command: Command::NextDrill,
        key: "next-drill",
        menu: Some(Menu::File),
        separated: false,
        shortcuts: &[shift_ctrl(Key::Enter)],
        key_note: None,
        does: Does::Act(|_, _| Action::NextDrill),
    },
    Row {
        command: Command::ExportProfile,
        key: "export-profile",
        menu: Some(Menu::File),
        separated: true,
        shortcuts: &[],
        key_note: None,
        does: Does::Act(|_, _| Action::ExportProfile),
    },
    Row {
        command: Command::ImportProfile,
        key: "import-profile",
        menu: Some(Menu::File),
        separated: false,
        shortcuts: &[],
        key_note: None,
        does: Does::Act(|_, _| Action::ImportProfile),
    },
    Row {
        command: Command::ResetProfile,
        key: "reset-profile",
        menu: Some(Menu::File),
        separated: false,
        shortcuts: &[],
        key_note: None,
        does: Does::Act(|_, _| Action::ResetProfile),
    },
    Row {
        command: Command::CopyPosition,
        key: "copy-position",
        menu: Some(Menu::Edit),
        separated: false,
        shortcuts: &[ctrl(Key::C)],
        key_note: None,
        does: Does::Act(|_, _| Action::Copy(CopyForm::Position)),
    },
    Row {
        command: Command::CopyGivens,
        key: "copy-givens",
        menu: Some(Menu::Edit),
        separated: false,
        shortcuts: &[shift_ctrl(Key::C)],
        key_note: None,
        does: Does::Act(|_, _| Action::Copy(CopyForm::Givens)),
    },
    Row {
        command: Command::CopyDigits,
        key: "copy-digits",
        menu: Some(Menu::Edit),
        separated: false,
        shortcuts: &[],
        key_note: None,
        does: Does::Act(|_, _| Action::Copy(CopyForm::Digits)),
    },
    Row {
        command: Command::CopyPencilMarks,
        key: "copy-pencil-marks",
        menu: Some(Menu::Edit),
        separated: false,
        shortcuts: &[],
        key_note: None,
        does: Does::Act(|_, _| Action::Copy(CopyForm::PencilMarks)),
    },
    Row {
        command: Command::CopySukaku,
        key: "copy-sukaku",
        menu: Some(Menu::Edit),
        separated: false,
        shortcuts: &[],
        key_note: None,
        does: Does::Act(|_, _| Action::Copy(CopyForm::Sukaku)),
    },
    Row {
        command: Command::CopyHodoku,
        key: "copy-hodoku",
        menu: Some(Menu::Edit),
        separated: false,
        shortcuts: &[],
        key_note: None,
        does: Does::Act(|_, _| Action::Copy(CopyForm::HodokuLibrary)),
    },
    Row {
        command: Command::Paste,
        key: "paste",
        menu: Some(Menu::Edit),
        separated: true,
        shortcuts: &[ctrl(Key::V)],
        key_note: None,
        does: Does::Paste,
    },
    Row {
        command: Command::ToggleCandidates,
        key: "toggle-candidates",
        menu: Some(Menu::View),
        separated: false,
        shortcuts: &[key(Key::C)],
        key_note: None,
        does: Does::Act(|c, _| Action::ShowCandidates(!c.shows_candidates())),
    },
    Row {
        command: Command::ToggleRecognition,
        key: "toggle-recognition",
        menu: Some(Menu::View),
        separated: false,
        shortcuts: &[],
        key_note: None,
        does: Does::Act(|c, _| Action::RecogniseMoves(!c.recognises_moves())),
    },
    Row {
        command: Command::ToggleGuessing,
        key: "toggle-guessing",
        menu: Some(Menu::View),
        separated: false,
        shortcuts: &[],
        key_note: None,
        does: Does::Act(|c, _| {
            let on = c.techniques().contains(&Technique::BruteForce);
            Action::SetTechniqueOn(Technique::BruteForce, !on)
        }),
    },
    Row {
        command: Command::Theme,
        key: "theme",
        menu: Some(Menu::View),
        separated: false,
        shortcuts: &[],
        key_note: None,
        does: Does::Nothing,
    },
    Row {
        command: Command::TextSize,
        key: "text-size",
        menu: Some(Menu::View),
        separated: false,
        shortcuts: &[],
        key_note: None,
        does: Does::Nothing,
    },
    Row {
        command: Command::Language,
        key: "language",
        menu: Some(Menu::View),
        separated: false,
        shortcuts: &[],
        key_note: None,
        does: Does::Nothing,
    },
    Row {
        command: Command::ToggleNotation,
        key: "toggle-notation",
        menu: Some(Menu::View),
        separated: false,
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
        key: "difficulty",
        menu: Some(Menu::View),
        separated: false,
        shortcuts: &[key(Key::D)],
        key_note: None,
        does: Does::Open(&difficulty_window::KIND, None),
    },
    Row {
        command: Command::Progress,
        key: "progress",
        menu: Some(Menu::View),
        separated: false,
        shortcuts: &[],
        key_note: None,
        does: Does::Open(&progress_window::KIND, None),
    },
    Row {
        command: Command::Techniques,
        key: "techniques",
        menu: Some(Menu::View),
        separated: false,
        shortcuts: &[],
        key_note: None,
        does: Does::Open(&technique_settings::KIND, None),
    },
    Row {
        command: Command::ZoomIn,
        key: "zoom-in",
        menu: Some(Menu::View),
        separated: true,
        shortcuts: &[ctrl(Key::Plus), ctrl(Key::Equals)],
        key_note: None,
        does: Does::Zoom(Zoom::In),
    },
    Row {
        command: Command::ZoomOut,
        key: "zoom-out",
        menu: Some(Menu::View),
        separated: false,
        shortcuts: &[ctrl(Key::Minus)],
        key_note: None,
        does: Does::Zoom(Zoom::Out),
    },
    Row {
        command: Command::ZoomReset,
        key: "zoom-reset",
        menu: Some(Menu::View),
        separated: false,
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

    /// The text of its button or menu entry in `language`.
    pub fn label(self, language: Language) -> String {
        language.text(self.row().key)
    }

    /// What it does, in words, in `language`.
    pub fn description(self, language: Language) -> String {
        language.text(&format!("{}-does", self.row().key))
    }

    /// Its keyboard shortcuts, the first being the one shown; in the browser a key the browser
    /// keeps for itself is replaced by the one `in_the_page` gives.
    pub fn shortcuts(self) -> Vec<KeyboardShortcut> {
        self.row()
            .shortcuts
            .iter()
            .map(|&s| in_the_page(s))
            .collect()
    }

    /// Its keys in words: "Space or Right", "Ctrl+O", "1-9" (empty when it has none).
    pub fn keys(self, language: Language) -> String {
        if let Some(note) = self.row().key_note {
            return language.text(note);
        }
        let names: Vec<String> = self
            .shortcuts()
            .iter()
            .map(|shortcut| shortcut_name(shortcut, language))
            .collect();
        match names.as_slice() {
            [] => String::new(),
            [one] => one.clone(),
            [init @ .., last] => {
                language.text_with("keys-or", &[("first", &init.join(", ")), ("last", last)])
            }
        }
    }
    /// The menu entry's text: the label with the first key, "Open... (Ctrl+O)".
    pub fn menu_text(self, language: Language) -> String {
        match self.shortcuts().first() {
            Some(shortcut) => format!(
                "{} ({})",
                self.label(language),
                shortcut_name(shortcut, language)
            ),
            None => self.label(language),
        }
    }

    /// The tooltip: the description with the keys, "Apply the next deduction (Space or Right)".
    pub fn tooltip(self, language: Language) -> String {
        let capitalised = capitalised(&self.description(language));
        match self.keys(language).as_str() {
            "" => capitalised,
            keys => format!("{capitalised} ({keys})"),
        }
    }
}

/// A shortcut in words: "Ctrl+Shift+Z", "Space", "Right", "." (punctuation keys as themselves,
/// the minus key as "-").
fn shortcut_name(shortcut: &KeyboardShortcut, language: Language) -> String {
    let mut name = String::new();
    if shortcut.modifiers.command {
        name.push_str(&language.text("key-ctrl"));
        name.push('+');
    }
    if shortcut.modifiers.alt {
        name.push_str(&language.text("key-alt"));
        name.push('+');
    }
    if shortcut.modifiers.shift {
        name.push_str(&language.text("key-shift"));
        name.push('+');
    }
    let symbol = match shortcut.logical_key {
        Key::Minus => "-",
        key => key.symbol_or_name(),
    };
    if symbol.len() == 1 && symbol.chars().all(|c| c.is_ascii_punctuation()) {
        name.push_str(symbol);
    } else if shortcut.logical_key == Key::Space {
        name.push_str(&language.text("key-space"));
    } else if shortcut.logical_key == Key::Backspace {
        name.push_str(&language.text("key-backspace"));
    } else if shortcut.logical_key == Key::Delete {
        name.push_str(&language.text("key-delete"));
    } else {
        name.push_str(shortcut.logical_key.name());
    }
    name
}

/// The README's table of what the user can do: one row per command, with its button or menu
/// entry and its keys.
pub fn key_table() -> String {
    let english = Language::English;
    let mut table = String::from("| action | button / menu | key |\n|---|---|---|\n");
    for row in &TABLE {
        let command = row.command;
        let place = match row.menu {
            Some(menu) => format!("{} > {}", menu.title(english), command.label(english)),
            None => command.label(english),
        };
        let keys = match command.keys(english) {
            keys if keys.is_empty() => " ".to_string(),
            keys => format!(" {keys} "),
        };
        table.push_str(&format!(
            "| {} | {place} |{keys}|\n",
            command.description(english)
        ));
    }
    table
}

/// `text` with its first letter a capital.
fn capitalised(text: &str) -> String {
    let mut letters = text.chars();
    letters
        .next()
        .map(|first| first.to_uppercase().chain(letters).collect())
        .unwrap_or_default()
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
