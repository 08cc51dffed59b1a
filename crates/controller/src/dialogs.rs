//! File dialogs and their answers: Open, Save, Save game and the other dialogs the controller asks
//! the executor for, what each answer leads to, and the path box that stands in where no dialog
//! can open.

use std::path::{Path, PathBuf};

use stepper_core::format::{is_position, write_pencil_marks, write_sud};

use super::action::Action;
use super::jobs::{Contents, Effect, FileAnswer, FileKind};
use super::opening::file_name;
use super::pending::{Dialog, FileWait, Save, SaveForm};
use super::prompts::PathRequest;
use super::state::{Controller, PuzzleInfo};

impl Controller {
    /// Asks for a file dialog: to pick a file, or (with a name and contents) to save one.
    /// The dialog starts in the loaded puzzle's folder, when it came from one.
    pub(super) fn dialog(&mut self, dialog: Dialog, kind: FileKind, save: Option<Save>) {
        let id = self.new_id();
        self.pending
            .await_file(id, FileWait::Dialog(dialog, save.clone()));
        let folder = self.prompts.folder().map(Path::to_path_buf);
        self.effects.push(match save {
            Some((suggested, contents)) => Effect::SaveFile {
                id,
                kind,
                folder,
                suggested,
                contents,
            },
            None => Effect::PickFile { id, kind, folder },
        });
    }

    /// Asks where to save the game in progress (see `crate::game`), offering the
    /// game file it came from or was last saved to, else `<puzzle>-game.json`.
    pub(super) fn choose_game_file(&mut self) {
        let Some(text) = self.game_text() else {
            self.status = template!("status-nothing-to-save");
            return;
        };
        let suggested = match self.prompts.game_file() {
            Some(path) => file_name(path),
            None => format!(
                "{}-game.json",
                self.info.as_ref().map_or("puzzle", PuzzleInfo::stem)
            ),
        };
        self.dialog(
            Dialog::SaveGame,
            FileKind::Game,
            Some((suggested, Contents::Text(text))),
        );
    }

    pub(super) fn choose_save_file(&mut self) {
        let Some(info) = &self.info else {
            self.status = template!("status-nothing-to-save");
            return;
        };
        let stem = info.stem();
        let marks = is_position(&info.puzzle).then(|| write_pencil_marks(&info.puzzle));
        let (form, suggested, contents) = match marks {
            Some(Some(text)) => (SaveForm::PencilMarks, format!("{stem}.txt"), text),
            Some(None) => (
                SaveForm::PositionAsSud,
                format!("{stem}.sud"),
                write_sud(&info.puzzle),
            ),
            None => (
                SaveForm::Puzzle,
                format!("{stem}.sud"),
                write_sud(&info.puzzle),
            ),
        };
        match form {
            SaveForm::PencilMarks => {
                self.status = template!("status-saving-pencil-marks");
            }
            SaveForm::PositionAsSud => {
                self.status = template!("status-saving-position-as-sud");
            }
            SaveForm::Puzzle => {}
        }
        self.dialog(
            Dialog::SavePuzzle(form),
            FileKind::Puzzle,
            Some((suggested, Contents::Text(contents))),
        );
    }

    pub(super) fn dialog_answered(&mut self, dialog: Dialog, answer: FileAnswer) {
        let experiments = matches!(dialog, Dialog::CollectionFile | Dialog::ExportCsv);
        match (dialog, answer) {
            (Dialog::OpenPuzzle, FileAnswer::Chosen(Some(path))) => {
                self.ask_or_perform(Action::Open(path));
            }
            (Dialog::WorksheetFolder, FileAnswer::Chosen(Some(folder))) => {
                self.write_worksheet_into(folder);
            }
            (Dialog::OpenPuzzle, FileAnswer::Read { name, text }) => {
                self.ask_or_perform(Action::OpenText { name, text });
            }
            (Dialog::ImportProfile, FileAnswer::Chosen(Some(path))) => self.import_profile(&path),
            (Dialog::ImportProfile, FileAnswer::Read { name, text }) => {
                self.import_profile_text(name, Ok(text));
            }
            (Dialog::ExportProfile, FileAnswer::Written(Ok(path))) => {
                self.status = template!("status-profile-saved", path = path.display().to_string());
            }
            (Dialog::ExportProfile, FileAnswer::Written(Err(error))) => {
                self.status = template!("status-profile-not-saved");
                self.prompts.show_error(error);
            }
            (Dialog::ExportPicture, FileAnswer::Written(Err(error))) => {
                self.status = template!("status-picture-not-saved");
                self.prompts.show_error(error);
            }
            (Dialog::ExportPicture, FileAnswer::Written(Ok(path))) => {
                self.status = template!("status-picture-saved", path = path.display().to_string());
            }
            (Dialog::CollectionFile, FileAnswer::Chosen(Some(path))) => {
                self.experiments.chose_file(path);
            }
            (Dialog::CollectionFile, FileAnswer::Read { name, text }) => {
                self.experiments.chose_read_file(name, text);
            }
            (_, FileAnswer::NoDialog) if experiments => {
                self.experiments.say(template!("experiment-no-dialog"))
            }
            (_, FileAnswer::NoDialog) => self.status = template!("status-no-dialog"),
            (Dialog::ExportCsv, FileAnswer::Written(Ok(path))) => self.experiments.say(template!(
                "experiment-saved",
                path = path.display().to_string()
            )),
            (Dialog::ExportCsv, FileAnswer::Written(Err(error))) => {
                self.experiments.say(error);
            }
            (Dialog::SaveGame, FileAnswer::Written(Ok(path))) => {
                self.status = template!(
                    "status-game-saved",
                    path = path.display().to_string(),
                    rows = self.log().len()
                );
                self.prompts.note_recent(path.clone());
                self.prompts.set_game_file(Some(path));
            }
            (Dialog::SavePuzzle(form), FileAnswer::Written(Ok(path))) => {
                self.status = template!(
                    "status-puzzle-saved",
                    path = path.display().to_string(),
                    form = match form {
                        SaveForm::PencilMarks => "pencil-marks",
                        SaveForm::PositionAsSud => "position",
                        SaveForm::Puzzle => "puzzle",
                    },
                );
            }
            (_, FileAnswer::Written(Err(error))) => {
                self.status = template!("status-puzzle-not-saved");
                self.prompts.show_error(error);
            }
            (_, FileAnswer::Chosen(None)) if experiments => {
                self.experiments.say(template!("experiment-no-file"));
            }
            _ => {}
        }
    }

    /// Shows the path box in place of the `dialog` that could not open (`save`: the suggested
    /// name and what to write), offering the current puzzle's folder.
    pub(super) fn ask_for_path(&mut self, dialog: Dialog, save: Option<Save>) {
        let folder = self
            .prompts
            .folder()
            .map(Path::to_path_buf)
            .or_else(|| std::env::current_dir().ok())
            .unwrap_or_default();
        let stem = self.info.as_ref().map_or("puzzle", PuzzleInfo::stem);
        let (what, offered) = match (&dialog, &save) {
            (Dialog::WorksheetFolder, _) => (
                template!("path-for-worksheet"),
                folder.join(format!("{stem}-worksheet")),
            ),
            (Dialog::ExportPicture, Some((name, _))) => {
                (template!("path-for-picture"), folder.join(name))
            }
            (_, Some((name, _))) => (
                template!("path-for-save", name = name),
                self.free_path(folder.join(name)),
            ),
            (Dialog::ImportProfile, _) => (template!("path-for-profile"), folder.join("")),
            _ => (template!("path-for-puzzle"), folder.join("")),
        };
        self.prompts.ask_path(PathRequest {
            dialog,
            contents: save.map(|(_, contents)| contents),
            message: template!("path-no-dialog", what = what),
            suggested: offered.display().to_string(),
            replace: None,
        });
        self.status = template!("status-type-path");
    }

    /// `path`, or when a file is there already (other than the game's own file, which a Save
    /// game replaces with more), the first of `<stem>-2.<ext>`, `<stem>-3.<ext>`... that is free:
    /// the box never offers to overwrite the puzzle's source (a whole collection, say) with less.
    fn free_path(&self, path: PathBuf) -> PathBuf {
        let own_game = self
            .prompts
            .game_file()
            .is_some_and(|game| stepper_core::files::same_file(game, &path));
        if own_game || !path.exists() {
            return path;
        }
        let stem = path
            .file_stem()
            .map_or_else(String::new, |s| s.to_string_lossy().into_owned());
        let extension = path
            .extension()
            .map(|e| format!(".{}", e.to_string_lossy()))
            .unwrap_or_default();
        (2..)
            .map(|number| path.with_file_name(format!("{stem}-{number}{extension}")))
            .find(|free| !free.exists())
            .unwrap_or(path)
    }

    /// The path typed into the path box (`None`: cancelled): does what the dialog would have. A
    /// save to a file that exists asks first: the box stays with the question, and OK again
    /// replaces it.
    pub(super) fn typed_path(&mut self, typed: Option<String>) {
        let Some(request) = self.prompts.take_path_request() else {
            return;
        };
        let Some(text) = typed
            .map(|t| t.trim().to_string())
            .filter(|t| !t.is_empty())
        else {
            self.status = template!("status-nothing-opened");
            return;
        };
        let path = PathBuf::from(text);
        let saving = request.contents.is_some() && request.dialog != Dialog::WorksheetFolder;
        if saving && path.is_file() && request.replace.as_ref() != Some(&path) {
            self.status = template!("status-answer-path-exists");
            self.prompts.ask_path(PathRequest {
                message: template!("path-exists", path = path.display().to_string()),
                suggested: path.display().to_string(),
                replace: Some(path),
                ..request
            });
            return;
        }
        match (request.dialog, request.contents) {
            (Dialog::OpenPuzzle, _) => self.ask_or_perform(Action::Open(path)),
            (Dialog::ImportProfile, _) => self.import_profile(&path),
            (Dialog::WorksheetFolder, _) => self.write_worksheet_into(path),
            (dialog, Some(contents)) => {
                let id = self.new_id();
                self.pending.await_file(id, FileWait::Dialog(dialog, None));
                self.effects.push(Effect::WriteFile { id, path, contents });
            }
            (_, None) => {}
        }
    }
}
