//! Everything a menu entry, a button or a key does, as one `Command` type. Each command knows its
//! label, where it lives (a menu or the toolbar), what it does in words and its keyboard
//! shortcuts, so the buttons' tooltips, the menus' key hints, the key handling and the README's
//! key table all come from this one table.

use eframe::egui::{Key, KeyboardShortcut, Modifiers};

/// Something the user can ask for by menu, button or key.
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
    /// Name cells r4c5 or E5.
    ToggleNotation,
    /// The Difficulty window: what makes the puzzle hard.
    Difficulty,
    /// The technique guide.
    Guide,
    /// The Experiments window.
    Experiments,
    /// The New Puzzle window.
    NewPuzzle,
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
    /// Brute Force on or off.
    ToggleGuessing,
    /// System, light or dark colours (a submenu).
    Theme,
    /// The Techniques window.
    Techniques,
    /// A bigger board, scrolled in its panel.
    ZoomIn,
    /// A smaller board, down to the panel's size.
    ZoomOut,
    /// The board fitted to its panel.
    ZoomReset,
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
}

/// A key with no modifier.
const fn key(key: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(Modifiers::NONE, key)
}

/// A key with Ctrl (Cmd on a Mac).
const fn ctrl(key: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(Modifiers::COMMAND, key)
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

impl Command {
    /// Every command, in the order of the README's key table.
    pub const ALL: [Command; 49] = [
        Command::TakeStep,
        Command::ToggleSolve,
        Command::Back,
        Command::Redo,
        Command::Reset,
        Command::Hint,
        Command::ApplyHint,
        Command::WalkProof,
        Command::NextFact,
        Command::PreviousFact,
        Command::EnterProof,
        Command::LeaveProof,
        Command::AllSteps,
        Command::ChooseCell,
        Command::PlayDigit,
        Command::Erase,
        Command::TogglePencil,
        Command::ToggleAsking,
        Command::AskAbout,
        Command::ToggleCheck,
        Command::HighlightDigit,
        Command::ToggleBivalue,
        Command::TogglePeers,
        Command::ToggleColouring,
        Command::ClearColours,
        Command::Difficulty,
        Command::Guide,
        Command::Experiments,
        Command::NewPuzzle,
        Command::Open,
        Command::OpenSample,
        Command::Save,
        Command::ExportPicture,
        Command::ExportWorksheet,
        Command::CopyPosition,
        Command::CopyGivens,
        Command::CopyDigits,
        Command::CopyPencilMarks,
        Command::CopySukaku,
        Command::CopyHodoku,
        Command::Paste,
        Command::ToggleCandidates,
        Command::ToggleGuessing,
        Command::Theme,
        Command::ToggleNotation,
        Command::Techniques,
        Command::ZoomIn,
        Command::ZoomOut,
        Command::ZoomReset,
    ];

    /// The text of its button or menu entry.
    pub fn label(self) -> &'static str {
        match self {
            Command::TakeStep => "Take Step",
            Command::ToggleSolve => "Solve Puzzle",
            Command::Back => "Back",
            Command::Redo => "Redo",
            Command::Reset => "Reset",
            Command::Hint => "Hint",
            Command::ApplyHint => "Apply Hint",
            Command::AllSteps => "All Steps",
            Command::ChooseCell => "click a cell",
            Command::PlayDigit => "Play: 1 2 3 ...",
            Command::Erase => "Erase",
            Command::TogglePencil => "Pencil marks",
            Command::ToggleAsking => "Why?",
            Command::AskAbout => "right-click a candidate",
            Command::ToggleCheck => "Check",
            Command::HighlightDigit => "See: 1 2 3 ...",
            Command::ToggleBivalue => "Bivalue cells",
            Command::TogglePeers => "Cells it sees",
            Command::ToggleColouring => "Colour",
            Command::ClearColours => "Clear colours",
            Command::ToggleNotation => "Cell names like E5",
            Command::Difficulty => "What makes it hard...",
            Command::Guide => "Technique Guide...",
            Command::Experiments => "Experiments...",
            Command::NewPuzzle => "New Puzzle...",
            Command::Open => "Open...",
            Command::OpenSample => "Open sample",
            Command::Save => "Save as .sud...",
            Command::ExportPicture => "Export picture...",
            Command::ExportWorksheet => "Export worksheet...",
            Command::CopyPosition => "Copy position",
            Command::CopyGivens => "Copy givens",
            Command::CopyDigits => "Copy givens and placed digits",
            Command::CopyPencilMarks => "Copy as pencil-mark grid",
            Command::CopySukaku => "Copy as candidate string (Sukaku)",
            Command::CopyHodoku => "Copy as HoDoKu library line",
            Command::Paste => "Paste puzzle",
            Command::ToggleCandidates => "Show candidates",
            Command::ToggleGuessing => "Allow Brute Force guesses",
            Command::Theme => "Theme",
            Command::Techniques => "Techniques...",
            Command::ZoomIn => "Zoom in",
            Command::ZoomOut => "Zoom out",
            Command::ZoomReset => "Fit the board",
            Command::WalkProof => "Walk through proof",
            Command::NextFact => "Next fact >",
            Command::PreviousFact => "< Previous fact",
            Command::EnterProof => "Open nested proof",
            Command::LeaveProof => "Leave nested proof",
        }
    }

    /// The menu it is in, if any (else it is a button or a mouse action).
    pub fn menu(self) -> Option<&'static str> {
        match self {
            Command::NewPuzzle
            | Command::Open
            | Command::OpenSample
            | Command::Save
            | Command::ExportPicture
            | Command::ExportWorksheet => Some("File"),
            Command::CopyPosition
            | Command::CopyGivens
            | Command::CopyDigits
            | Command::CopyPencilMarks
            | Command::CopySukaku
            | Command::CopyHodoku
            | Command::Paste => Some("Edit"),
            Command::ToggleCandidates
            | Command::ToggleGuessing
            | Command::Theme
            | Command::ToggleNotation
            | Command::Difficulty
            | Command::Techniques
            | Command::ZoomIn
            | Command::ZoomOut
            | Command::ZoomReset => Some("View"),
            Command::Experiments => Some("Tools"),
            Command::Guide => Some("Help"),
            _ => None,
        }
    }

    /// What it does, in words (the tooltip and the README's key table).
    pub fn description(self) -> &'static str {
        match self {
            Command::TakeStep => "apply the next deduction",
            Command::ToggleSolve => {
                "take steps on a timer (1-20 per second) until solved, or stop (the button reads \
                 Stop Solving while it runs)"
            }
            Command::Back => {
                "undo the last step or move (Backspace only while no cell is chosen; with a cell \
                 chosen it empties that cell)"
            }
            Command::Redo => "redo what Back took back",
            Command::Reset => "back to the givens",
            Command::Hint => {
                "a hint: 1 names the next technique, 2 shows its houses and pattern, 3 the whole \
                 step (press again for the next level)"
            }
            Command::ApplyHint => "take the step the hint is about",
            Command::WalkProof => {
                "walk through the proof of the shown step (a chain or forcing step; the selected \
                 log row or hint 3) one fact at a time, or close the walkthrough"
            }
            Command::NextFact => {
                "the next fact of the walkthrough: the board marks the facts so far, the current \
                 fact and the facts it rests on"
            }
            Command::PreviousFact => "the fact before, in the walkthrough",
            Command::EnterProof => {
                "open the nested proof of the current fact (a candidate a nested net rules out)"
            }
            Command::LeaveProof => "leave the nested proof, back to the fact it proves",
            Command::AllSteps => {
                "list every step the enabled techniques find now (up to 50 per technique; the \
                 forcing searches give one), sort by difficulty or eliminations, preview one, \
                 apply it"
            }
            Command::ChooseCell => {
                "choose a cell for play (an arrow key chooses r1c1 when none is; arrow keys move \
                 it and never take or undo steps; Escape lets go)"
            }
            Command::PlayDigit => {
                "place a digit in the chosen cell, or toggle it as a pencil mark in pencil mode \
                 (your digits are purple, the solver's blue, the givens black or white)"
            }
            Command::Erase => "empty the chosen cell",
            Command::TogglePencil => "pencil mode: typed digits add or remove pencil marks",
            Command::ToggleAsking => {
                "question mode: the next digit typed asks why it cannot go in the chosen cell \
                 (on a digit you placed: whether it is right, and why)"
            }
            Command::AskAbout => {
                "ask why that candidate cannot go there (or, on a digit you placed, whether it \
                 is right); the answer shows like a hint: Hint for more, Apply Hint to take it"
            }
            Command::ToggleCheck => "show placed digits that differ from the solution in red",
            Command::HighlightDigit => {
                "highlight every cell where a digit can go or stands, its candidates marked \
                 (again, or Escape: off); the digit keys do it while no cell is chosen"
            }
            Command::ToggleBivalue => "highlight the bivalue cells (exactly two candidates)",
            Command::TogglePeers => {
                "highlight the cells that see the chosen cell (its row, column and box)"
            }
            Command::ToggleColouring => {
                "colouring: a click on a candidate paints it in the chosen colour (blue, green, \
                 orange, pink; again: off); each paint is a log row, so Back takes it back"
            }
            Command::ClearColours => "take every colour off (Back brings them back)",
            Command::ToggleNotation => {
                "name cells E5 (rows lettered A, B, C... from the top, as SudokuWiki does) \
                 instead of r4c5, on the board, in messages, hints, proofs and the log (kept \
                 between runs)"
            }
            Command::Difficulty => {
                "what makes the puzzle hard: what set its level, the steps above Easy (click one \
                 to see it in the log), the points per technique, and the rating without each of \
                 the hardest techniques (also a click on the rating in the status bar)"
            }
            Command::Guide => {
                "what each technique does and why it works; Show me opens an example stepped to \
                 where it applies, Practise a new puzzle that needs it (the step hidden)"
            }
            Command::Experiments => {
                "experiments: random givens, or a whole collection, plotted and exported as CSV"
            }
            Command::NewPuzzle => {
                "generate a puzzle (size, difficulty or a technique to practise, symmetry, seed; \
                 runs in the background, can be cancelled)"
            }
            Command::Open => "open a file (`.sud` filter, plus \"All puzzle files\")",
            Command::OpenSample => "open a bundled puzzle (4x4 up to 25x25)",
            Command::Save => {
                "save the puzzle as `.sud` (a pencil-mark position as a pencil-mark grid)"
            }
            Command::ExportPicture => {
                "save the board as shown (its step, highlights, removed candidates, chain arrows \
                 and colours, in the window's theme) as a PNG or SVG picture"
            }
            Command::ExportWorksheet => {
                "write a printable worksheet of the puzzle into a folder: an HTML and a Markdown \
                 page with the puzzle, each step beyond singles drawn with its explanation and \
                 proof, the singles summarised, the rating and the solution"
            }
            Command::CopyPosition => {
                "copy the shown position for another solver: the givens while nothing has \
                 changed, else a pencil-mark grid (a candidate string when a pencil-mark grid \
                 cannot hold it)"
            }
            Command::CopyGivens => "copy the givens as one line (81 characters on 9x9)",
            Command::CopyDigits => "copy the givens and the placed digits as one line",
            Command::CopyPencilMarks => {
                "copy the shown position as a pencil-mark grid, the layout HoDoKu and Simple \
                 Sudoku print and paste"
            }
            Command::CopySukaku => {
                "copy the shown position as a candidate (Sukaku) string, one character per \
                 candidate (729 on 9x9)"
            }
            Command::CopyHodoku => {
                "copy the shown position as a HoDoKu library line (givens, placed digits and the \
                 candidates taken out; up to 9x9)"
            }
            Command::Paste => {
                "open the puzzle on the clipboard, in any format a file may have (the current \
                 puzzle stays if it cannot be read)"
            }
            Command::ZoomIn => {
                "a bigger board (up to 5 times the panel), scrolled with the wheel or the \
                 scroll bars; the chosen cell stays in view"
            }
            Command::ZoomOut => "a smaller board, down to the size of its panel",
            Command::ZoomReset => "fit the board to its panel again",
            Command::ToggleCandidates => "hide or show candidates",
            Command::ToggleGuessing => "allow or forbid guessing",
            Command::Theme => {
                "System (the desktop's choice), Light or Dark colours (kept between runs)"
            }
            Command::Techniques => {
                "reorder techniques, turn them off or on, reset to default (kept between runs; \
                 used by Take Step, Solve, hints, All Steps and the rating)"
            }
        }
    }

    /// Its keyboard shortcuts, the first being the one shown.
    pub fn shortcuts(self) -> &'static [KeyboardShortcut] {
        const SHIFT_CTRL_Z: KeyboardShortcut =
            KeyboardShortcut::new(Modifiers::COMMAND.plus(Modifiers::SHIFT), Key::Z);
        match self {
            Command::TakeStep => const { &[key(Key::Space)] },
            Command::ToggleSolve => const { &[key(Key::S)] },
            Command::Back => const { &[key(Key::Backspace), ctrl(Key::Z)] },
            Command::Redo => const { &[ctrl(Key::Y), SHIFT_CTRL_Z] },
            Command::Reset => const { &[key(Key::R)] },
            Command::Hint => const { &[key(Key::H)] },
            Command::ApplyHint => const { &[key(Key::A)] },
            Command::Erase => const { &[key(Key::Delete), key(Key::Backspace)] },
            Command::TogglePencil => const { &[key(Key::P)] },
            Command::ToggleAsking => const { &[key(Key::Q)] },
            Command::ToggleCheck => const { &[key(Key::K)] },
            Command::Difficulty => const { &[key(Key::D)] },
            Command::Guide => const { &[key(Key::F1)] },
            Command::NewPuzzle => const { &[ctrl(Key::N)] },
            Command::Open => const { &[ctrl(Key::O)] },
            Command::Save => const { &[ctrl(Key::S)] },
            Command::ZoomIn => const { &[ctrl(Key::Plus), ctrl(Key::Equals)] },
            Command::ZoomOut => const { &[ctrl(Key::Minus)] },
            Command::ZoomReset => const { &[ctrl(Key::Num0)] },
            Command::CopyPosition => const { &[ctrl(Key::C)] },
            Command::CopyGivens => {
                const {
                    &[KeyboardShortcut::new(
                        Modifiers::COMMAND.plus(Modifiers::SHIFT),
                        Key::C,
                    )]
                }
            }
            Command::Paste => const { &[ctrl(Key::V)] },
            Command::ToggleCandidates => const { &[key(Key::C)] },
            Command::ToggleBivalue => const { &[key(Key::B)] },
            Command::TogglePeers => const { &[key(Key::V)] },
            Command::ToggleColouring => const { &[key(Key::O)] },
            Command::WalkProof => const { &[key(Key::W)] },
            Command::NextFact => const { &[key(Key::Period)] },
            Command::PreviousFact => const { &[key(Key::Comma)] },
            Command::EnterProof => const { &[key(Key::CloseBracket)] },
            Command::LeaveProof => const { &[key(Key::OpenBracket)] },
            Command::AllSteps
            | Command::AskAbout
            | Command::ChooseCell
            | Command::PlayDigit
            | Command::HighlightDigit
            | Command::ClearColours
            | Command::ToggleNotation
            | Command::Experiments
            | Command::OpenSample
            | Command::ExportPicture
            | Command::ExportWorksheet
            | Command::CopyDigits
            | Command::CopyPencilMarks
            | Command::CopySukaku
            | Command::CopyHodoku
            | Command::ToggleGuessing
            | Command::Theme
            | Command::Techniques => &[],
        }
    }

    /// Its keys in words: "Space or Right", "Ctrl+O", "1-9" (empty when it has none).
    pub fn keys(self) -> String {
        match self {
            Command::PlayDigit => {
                return "1-9; above 9x9 two digits for 10 and up (1 then 2 for 12, Enter after a \
                        lone 1)"
                    .to_string();
            }
            Command::HighlightDigit => return "1-9 with no cell chosen".to_string(),
            _ => {}
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
        let description = self.description();
        let mut chars = description.chars();
        let capitalised = match chars.next() {
            Some(first) => first.to_uppercase().chain(chars).collect(),
            None => String::new(),
        };
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
    for command in Command::ALL {
        let place = match command.menu() {
            Some(menu) => format!("{menu} > {}", command.label()),
            None => command.label().to_string(),
        };
        let keys = match command.keys() {
            keys if keys.is_empty() => " ".to_string(),
            keys => format!(" {keys} "),
        };
        table.push_str(&format!("| {} | {place} |{keys}|\n", command.description()));
    }
    table
}
