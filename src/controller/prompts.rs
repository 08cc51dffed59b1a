//! What the app puts before the student and waits on: the error dialog, the question whether to
//! replace the puzzle in progress (with the action kept back meanwhile), and the path box where no
//! file dialog opens (with the folder it offers).

use std::path::{Path, PathBuf};

use super::action::Action;
use super::jobs::Contents;
use super::pending::Dialog;
use crate::message::Message;

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
    /// The path offered: the current puzzle's folder, with the suggested name for a save.
    pub suggested: String,
}

/// The dialogs that wait on the student.
#[derive(Debug, Clone, Default)]
pub(super) struct Prompts {
    error: Option<Message>,
    replacement: Option<Action>,
    path_request: Option<PathRequest>,
    folder: Option<PathBuf>,
}

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

    /// The action kept back until the student says whether it may replace the puzzle.
    pub(super) fn replacement(&self) -> Option<&Action> {
        self.replacement.as_ref()
    }

    /// Keeps `action` back and asks.
    pub(super) fn hold(&mut self, action: Action) {
        self.replacement = Some(action);
    }

    /// The student answered: the action kept back.
    pub(super) fn take_replacement(&mut self) -> Option<Action> {
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

    /// Remembers the current puzzle's folder.
    pub(super) fn set_folder(&mut self, folder: Option<PathBuf>) {
        self.folder = folder;
    }
}
