//! Exporting what the board shows: a picture of it (PNG or SVG, drawn from the same scene as the
//! window) through a save dialog, and a printable worksheet of the loaded puzzle, made by a
//! background job and then written into the chosen folder through `write`.

use std::path::PathBuf;

use stepper_core::message::Message;
use stepper_core::picture::{BoardView, Palette, board_picture};
use stepper_core::tasks::worksheet::{PAGE, Worksheet};

use super::jobs::{Contents, Effect, FileKind};
use super::pending::{Dialog, FileWait};
use super::state::Controller;
use super::work;

/// The side of an exported picture, in pixels.
pub const PICTURE_SIDE: f32 = 900.0;

impl Controller {
    /// Asks where to save a picture of the board as shown (the selected log row's position with
    /// its step, the hint, the lens and the colours), in the window's colours.
    pub(super) fn choose_picture_file(&mut self, dark: bool) {
        let (Some(grid), Some(info)) = (self.shown_grid(), &self.info) else {
            self.status = template!("status-nothing-to-draw");
            return;
        };
        let wrong = self.wrong_digits();
        let typed = self.typed_digits();
        let peers = self.peers_shown();
        let view = BoardView {
            grid,
            step: self.shown_step(),
            show_candidates: self.view.shows_candidates(),
            focus: None,
            wrong: &wrong,
            typed: &typed,
            lens: self.view.lens(),
            peers: &peers,
            colours: self.shown_colours(),
            notation: self.view.notation(),
        };
        let palette = Palette::of_theme(dark, self.view.colour_blind());
        let scene = board_picture(&view, palette, PICTURE_SIDE);
        let stem = info.stem();
        let suggested = match self.history.selected() {
            Some(row) => format!("{stem}-{}.png", row + 1),
            None => format!("{stem}.png"),
        };
        self.dialog(
            Dialog::ExportPicture,
            FileKind::Picture,
            Some((suggested, Contents::Picture(Box::new(scene)))),
        );
    }

    /// Asks for the folder of a worksheet of the loaded puzzle.
    pub(super) fn choose_worksheet_folder(&mut self) {
        if self.info.is_none() {
            self.status = template!("status-nothing-for-worksheet");
            return;
        }
        let id = self.new_id();
        self.pending
            .await_file(id, FileWait::Dialog(Dialog::WorksheetFolder, None));
        self.effects.push(Effect::PickFolder { id });
    }

    /// Starts writing the worksheet of the loaded puzzle into `folder`.
    pub(super) fn write_worksheet_into(&mut self, folder: PathBuf) {
        let Some(info) = &self.info else {
            return;
        };
        let job = work::MakeWorksheet {
            name: info.name.clone(),
            puzzle: Box::new(info.puzzle.clone()),
            techniques: self.techniques(),
            notation: self.view.notation(),
            language: self.view.language(),
        };
        let stem = info.stem().to_string();
        self.cancel_all::<work::MakeWorksheet>();
        self.start(job, (folder.clone(), stem));
        self.status = template!(
            "status-writing-worksheet",
            folder = folder.display().to_string()
        );
    }

    /// Has the worksheet made for `folder` written there (nothing when it was cancelled); `stem`
    /// names a folder of its own if the chosen one holds other files.
    pub(super) fn worksheet_made(
        &mut self,
        folder: PathBuf,
        stem: String,
        sheet: Option<Box<Worksheet>>,
    ) {
        let Some(sheet) = sheet else {
            self.status = template!("status-worksheet-cancelled");
            return;
        };
        let id = self.new_id();
        self.pending
            .await_file(id, FileWait::WorksheetWrite(sheet.summary.clone()));
        let contents = Contents::Worksheet { sheet, stem };
        self.effects.push(Effect::WriteFile {
            id,
            path: folder,
            contents,
        });
    }

    /// Takes in the write of a worksheet whose summary is `summary`: its page, or why it was not
    /// written.
    pub(super) fn worksheet_written(&mut self, summary: &str, result: Result<PathBuf, Message>) {
        match result {
            // A worksheet's folder holds its page under this name; a page under another name is
            // the whole worksheet with its pictures inside (the browser's download).
            Ok(page) if page.file_name().is_some_and(|name| name == PAGE) => {
                self.status = template!(
                    "status-worksheet-written",
                    page = page.display().to_string(),
                    summary = summary
                );
            }
            Ok(page) => {
                self.status = template!(
                    "status-worksheet-downloaded",
                    page = page.display().to_string(),
                    summary = summary
                );
            }
            Err(error) => {
                self.status = template!("status-worksheet-not-written");
                self.prompts.show_error(error);
            }
        }
    }
}
