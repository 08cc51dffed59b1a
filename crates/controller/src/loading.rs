//! Loading puzzles and what comes with them: opening files, counting solutions, rating in the
//! background, generated puzzles, the technique order, and file dialogs and their answers.

use std::path::{Path, PathBuf};

use chrono::NaiveDate;

use stepper_core::deduction::technique::{Level, Technique};
use stepper_core::format::{is_position, write_pencil_marks, write_sud};
use stepper_core::message::Explained;
use stepper_core::model::Grid;
use stepper_core::model::RuleSet;
use stepper_core::solver::{Difficulty, Examined, SolutionCount, SolvedFrom};
use stepper_core::tasks::curriculum::suggested_level;
use stepper_core::tasks::daily::DailyPuzzle;
use stepper_core::tasks::generator::{GenerateError, GenerateOptions};

use super::action::Action;
use super::experiments::Running;
use super::jobs::{Contents, Effect, FileAnswer, FileKind, JobId};
use super::opening::{Loadable, Opened, Origin, Parsed, Source, file_name, open};
use super::pending::{Awaited, Dialog, FileWait, Save, SaveForm};
use super::prompts::{Held, PathRequest};
use super::state::{Controller, GenerationEnd, PuzzleInfo};
use super::technique_order::TechniqueOrder;
use super::work::{self, Made, Purpose};

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

    /// Makes `grid` the loaded puzzle: starts counting its solutions (rating follows once they
    /// are known) and clears the log.
    pub(super) fn load_grid(&mut self, name: String, grid: Grid) {
        self.timer.stop();
        self.cancel_all::<work::Examine>();
        self.cancel_all::<work::Rate>();
        self.status = template!("status-opened", name = name);
        self.start(work::Examine(grid.clone()), ());
        self.info = Some(PuzzleInfo {
            name,
            puzzle: grid,
            solutions: None,
            rating: None,
            solution: None,
            solved_from: SolvedFrom::Position,
            unrated: false,
            difficulty: None,
            without: None,
        });
        self.history.clear();
        self.prompts.set_game_file(None);
        self.learner.start_puzzle();
        self.view.set_focus(None);
        self.finder = None;
        self.invalidate_search();
    }

    /// Takes in the count of the loaded puzzle's solutions, says what it means for the steps
    /// and starts rating it.
    pub(super) fn counted(&mut self, examined: Examined, from: SolvedFrom) {
        let Some(info) = &mut self.info else {
            return;
        };
        let name = &info.name;
        match examined.count {
            SolutionCount::Multiple => {
                self.status = template!("status-opened-several-solutions", name = name);
            }
            SolutionCount::Undecided => {
                self.status = template!("status-opened-undecided", name = name);
            }
            SolutionCount::None => {
                self.status = template!("status-opened-no-solution", name = name)
            }
            SolutionCount::Unique => match from {
                SolvedFrom::Position => {}
                SolvedFrom::Givens => {
                    self.status = template!("status-opened-wrong-digit", name = name);
                }
                SolvedFrom::Digits => {
                    self.status = template!("status-opened-wrong-mark", name = name);
                }
            },
        }
        info.solved_from = from;
        info.solutions = Some(examined.count);
        info.solution = examined.solution;
        self.rate();
    }

    /// Starts rating the loaded puzzle with the enabled techniques once its solutions are
    /// counted; a rating still under way for an older request is cancelled. A puzzle with no
    /// solution or several is not rated.
    pub(super) fn rate(&mut self) {
        self.cancel_all::<work::Rate>();
        self.forget_weighing();
        let techniques = self.techniques();
        let count = self.rating_count();
        let Some(info) = &mut self.info else {
            return;
        };
        info.rating = None;
        info.unrated = false;
        info.difficulty = None;
        let Some(count) = count else {
            return;
        };
        let grid = info.rated_grid();
        let job = work::Rate {
            grid,
            techniques,
            count,
        };
        self.start(job, ());
    }

    /// Takes in the rating of the loaded puzzle (`None`: its techniques do not solve it).
    pub(super) fn rated(&mut self, difficulty: Option<Difficulty>) {
        if let Some(info) = &mut self.info {
            info.rating = difficulty.as_ref().map(|d| d.rating);
            info.unrated = difficulty.is_none();
            info.difficulty = difficulty;
        }
        self.announce_daily_practice();
    }

    pub(super) fn set_order(&mut self, order: TechniqueOrder) {
        if order != self.order {
            self.order = order;
            self.invalidate_search();
            self.rate();
        }
    }

    pub(super) fn generated(&mut self, made: Made) {
        let Made {
            name,
            practise,
            result,
        } = made;
        let serial = self.generation_end.map_or(1, |end| end.serial + 1);
        self.generation_end = Some(GenerationEnd {
            serial,
            succeeded: result.is_ok(),
        });
        if result.is_err() {
            self.learner.expect_daily(None);
        }
        match result {
            Ok(grid) => {
                self.load_grid(name, grid);
                if let Some(technique) = practise {
                    self.request_search(Purpose::Practise(technique));
                }
            }
            Err(GenerateError::Cancelled) => {
                self.status = template!("status-generation-cancelled");
            }
            Err(error) => {
                self.status = template!("status-generation-failed");
                self.prompts.show_error(error.message());
            }
        }
    }

    /// Starts reading the puzzle or saved game of `source`; what it holds is opened when it
    /// comes back (see `opened`). The error dialog of an earlier attempt closes.
    pub(super) fn open(&mut self, source: Source) {
        self.prompts.dismiss_error();
        self.start(work::Open(source), ());
    }

    /// Opens the bundled puzzle `text` called `name` at once, with no job: it is compiled in, so
    /// nothing is read, and the first frame shows a board. Returns what the executor must do.
    pub fn open_bundled(&mut self, name: &str, text: &str) -> Vec<Effect> {
        let id = self.new_id();
        let opened = open(Source::Text {
            name: name.to_string(),
            text: text.to_string(),
        });
        self.opened(id, opened);
        std::mem::take(&mut self.effects)
    }

    /// Takes in the puzzle or game that open `id` read: a bad one shows its error and changes
    /// nothing; a good one is loaded, after asking when it would replace a puzzle with steps or
    /// moves in its log. The game an earlier run kept is offered instead. A reply to an open
    /// asked for before the one loaded last is dropped.
    pub(super) fn opened(&mut self, id: JobId, opened: Opened) {
        if self.pending.is_superseded(id) {
            return;
        }
        if opened.origin == Origin::Kept {
            self.offer_kept_game(opened);
            return;
        }
        let Opened {
            name,
            origin,
            parsed,
        } = opened;
        let contents = match parsed {
            Ok(contents) => contents,
            Err(error) => {
                self.timer.stop();
                self.status = template!("status-not-opened", name = name);
                self.prompts.show_error(error.message());
                return;
            }
        };
        let loadable = Loadable {
            name,
            origin,
            contents,
        };
        self.pending.opened(id);
        if !self.log().is_empty() {
            self.timer.stop();
            self.prompts.hold(Held::Opened(Box::new(loadable)));
            self.status = template!("status-answer-replace");
            return;
        }
        self.load_opened(loadable);
    }

    /// Loads the puzzle or game read; a file's folder is offered the next time a path is typed
    /// or a dialog opens, and a game is saved back to its own file.
    pub(super) fn load_opened(&mut self, loadable: Loadable) {
        let is_game = matches!(loadable.contents, Parsed::Game(_));
        match loadable.contents {
            Parsed::Puzzle(grid) => self.load_grid(loadable.name, grid),
            Parsed::Game(game) => self.resume_game(&loadable.name, *game),
        }
        if let Origin::File(path) = loadable.origin {
            let full = std::path::absolute(&path).unwrap_or(path);
            self.prompts
                .set_folder(full.parent().map(Path::to_path_buf));
            self.prompts.note_recent(full.clone());
            self.prompts.set_game_file(is_game.then_some(full));
        }
    }

    /// Uses the technique order an earlier run stored.
    pub(super) fn restore_techniques(&mut self, stored: &[(String, bool)]) {
        self.set_order(TechniqueOrder::from_stored(stored));
    }

    /// Moves technique row `row` one place down (or up).
    pub(super) fn move_technique(&mut self, row: usize, down: bool) {
        let mut order = self.order.clone();
        if order.swap(row, down) {
            self.set_order(order);
        }
    }

    /// Turns `technique` on or off.
    pub(super) fn set_technique_on(&mut self, technique: Technique, on: bool) {
        let mut order = self.order.clone();
        order.set_on(technique, on);
        self.set_order(order);
    }

    /// Starts generating a puzzle, unless one is being generated; it is named in the student's
    /// language ("Practise X-Wing 9x9 (seed 7)", "New Hard 9x9 Killer (seed 7)").
    pub(super) fn generate(&mut self, options: GenerateOptions) {
        let n = options.layout.n();
        let size = format!("{n}x{n}");
        let name = match options.practise {
            Some(technique) => template!(
                "practice-puzzle-name",
                technique = technique,
                size = size,
                seed = options.seed.to_string()
            ),
            None => template!(
                "new-puzzle-name",
                level = options.level.said(),
                size = size,
                rules = if options.rules == RuleSet::CLASSIC {
                    String::new()
                } else {
                    format!(" {}", options.rules.name())
                },
                seed = options.seed.to_string()
            ),
        };
        let name = self.render(&name);
        self.start_generation(work::Generate { options, name });
    }

    /// Starts making the puzzle of the day `date` at the level `daily_level` gives, unless a
    /// puzzle is being generated.
    pub(super) fn open_daily(&mut self, date: NaiveDate) {
        let daily = DailyPuzzle {
            date,
            level: self.daily_level(),
            rules: RuleSet::CLASSIC,
        };
        let name = daily.name_in(self.view.language());
        if self.pending.generation().is_none() {
            self.learner.expect_daily(Some(name.clone()));
        }
        self.start_generation(work::Daily { daily, name });
    }

    /// The level of the puzzle of the day: one above the highest level of the puzzles the
    /// student finished unaided (Easy before the first), as the profile suggests.
    pub fn daily_level(&self) -> Level {
        suggested_level(self.profile())
    }

    /// Starts `job`, which makes a puzzle, unless a puzzle is being made.
    fn start_generation<W: Awaited<Waiting = Running>>(&mut self, job: W) {
        if self.pending.generation().is_none() {
            let id = self.new_id();
            self.start_as(id, job, Running::new(id));
        }
    }

    /// Asks the generation under way to stop (it ends with a reply of its own).
    pub(super) fn cancel_generation(&mut self) {
        if let Some(running) = self.pending.generation() {
            self.effects.push(Effect::Cancel(running.id));
        }
    }
}
