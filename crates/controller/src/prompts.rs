//! What the app puts before the student and waits on: the error dialog, the question whether to
//! replace the puzzle in progress (with the action kept back meanwhile), and the path box where no
//! file dialog opens (with the folder it offers).

use std::path::{Path, PathBuf};

use super::action::Action;
use super::game_file::SavedGame;
use super::jobs::Contents;
use super::opening::Loadable;
use super::pending::Dialog;
use stepper_core::message::Message;

/// A game kept from an earlier run, read, offered to resume.
#[derive(Debug, Clone)]
pub(super) struct KeptGame {
    /// The game.
    pub(super) game: Box<SavedGame>,
}

/// What waits for the student's word before it replaces the puzzle in progress: an action, or
/// a file or text already read.
#[derive(Debug, Clone)]
pub(super) enum Held {
    /// An action that makes another puzzle (an example, a generated puzzle...).
    Action(Action),
    /// A puzzle or game that read well.
    Opened(Box<Loadable>),
}

/// A path the student types because no file dialog could open: what it is for and what the
/// box offers.
#[derive(Debug, Clone)]
pub struct PathRequest {
    /// What the path is for.
    pub(super) dialog: Dialog,
    /// For a save: what to write there.
    pub(super) contents: Option<Contents>,
    /// What the box says, until the student answers or cancels.
    pub message: Message,
    /// The path offered: the current puzzle's folder, with the suggested name for a save (a
    /// name no file has there yet, unless it is the game's own file), or the path typed when
    /// the box asks whether to replace it.
    pub suggested: String,
    /// An existing file the student was asked about and may replace by answering OK again.
    pub(super) replace: Option<PathBuf>,
}

/// The dialogs that wait on the student.
#[derive(Debug, Clone, Default)]
pub(super) struct Prompts {
    error: Option<Message>,
    replacement: Option<Held>,
    path_request: Option<PathRequest>,
    folder: Option<PathBuf>,
    game_file: Option<PathBuf>,
    kept_game: Option<KeptGame>,
    recent: Vec<PathBuf>,
}

/// How many files File > Open recent lists.
pub const RECENT_FILES: usize = 8;

impl Prompts {
    /// The error shown in a dialog, if any.
    pub(super) fn error(&self) -> Option<&Message> {
        self.error.as_ref()
    }

    /// Shows `error` in a dialog.
    pub(super) fn show_error(&mut self, error: Message) {
        self.error = Some(error);
    }

    /// Closes the error dialog.
    pub(super) fn dismiss_error(&mut self) {
        self.error = None;
    }

    /// What is kept back until the student says whether it may replace the puzzle.
    pub(super) fn replacement(&self) -> Option<&Held> {
        self.replacement.as_ref()
    }

    /// Keeps `held` back and asks.
    pub(super) fn hold(&mut self, held: Held) {
        self.replacement = Some(held);
    }

    /// The student answered: what was kept back.
    pub(super) fn take_replacement(&mut self) -> Option<Held> {
        self.replacement.take()
    }

    /// The path box, while it is open.
    pub(super) fn path_request(&self) -> Option<&PathRequest> {
        self.path_request.as_ref()
    }

    /// Opens the path box.
    pub(super) fn ask_path(&mut self, request: PathRequest) {
        self.path_request = Some(request);
    }

    /// The student answered the path box (or cancelled it): what it was for.
    pub(super) fn take_path_request(&mut self) -> Option<PathRequest> {
        self.path_request.take()
    }

    /// The folder the path box offers: the current puzzle's.
    pub(super) fn folder(&self) -> Option<&Path> {
        self.folder.as_deref()
    }

    /// The game file the game in progress came from or was last saved to.
    pub(super) fn game_file(&self) -> Option<&Path> {
        self.game_file.as_deref()
    }

    /// Remembers the game file of the game in progress (`None`: a new game).
    pub(super) fn set_game_file(&mut self, path: Option<PathBuf>) {
        self.game_file = path;
    }

    /// The game kept from an earlier run, while it is offered.
    pub(super) fn kept_game(&self) -> Option<&KeptGame> {
        self.kept_game.as_ref()
    }

    /// Offers `kept` to resume.
    pub(super) fn offer_kept_game(&mut self, kept: KeptGame) {
        self.kept_game = Some(kept);
    }

    /// The student answered the offer: the game it was about.
    pub(super) fn take_kept_game(&mut self) -> Option<KeptGame> {
        self.kept_game.take()
    }

    /// The files opened or saved lately, the latest first.
    pub(super) fn recent(&self) -> &[PathBuf] {
        &self.recent
    }

    /// Puts `path` first among the recent files (once), keeping `RECENT_FILES` of them.
    pub(super) fn note_recent(&mut self, path: PathBuf) {
        self.recent.retain(|known| *known != path);
        self.recent.insert(0, path);
        self.recent.truncate(RECENT_FILES);
    }

    /// Uses `paths` (kept from an earlier run) as the recent files.
    pub(super) fn restore_recent(&mut self, paths: Vec<PathBuf>) {
        self.recent = paths;
        self.recent.truncate(RECENT_FILES);
    }

    /// Remembers the current puzzle's folder.
    pub(super) fn set_folder(&mut self, folder: Option<PathBuf>) {
        self.folder = folder;
    }
}
