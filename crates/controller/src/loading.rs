//! Loading puzzles and what comes with them: opening files, counting solutions, rating in the
//! background, and the technique order the rating follows.

use std::path::Path;

use stepper_core::deduction::technique::Technique;
use stepper_core::message::Explained;
use stepper_core::model::Grid;
use stepper_core::solver::{Difficulty, Examined, SolutionCount, SolvedFrom};

use super::jobs::{Effect, JobId};
use super::opening::{Loadable, Opened, Origin, Parsed, Source, open};
use super::prompts::Held;
use super::state::{Controller, PuzzleInfo};
use super::technique_order::TechniqueOrder;
use super::work::{self};

impl Controller {
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
        self.drill = None;
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
}
