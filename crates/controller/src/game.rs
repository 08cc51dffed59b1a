//! The game in progress saved whole, and a saved game made the one in progress again (the file's
//! form is in `game_file.rs`); the game kept from an earlier run, offered at start.

use stepper_core::message::Message;
use stepper_core::model::Grid;

use super::game_file::{SavedGame, game_file_text};
use super::opening::{Opened, Parsed};
use super::prompts::KeptGame;
use super::state::Controller;

impl Controller {
    /// The game in progress as the text of a game file (JSON): `None` with no puzzle loaded.
    pub fn game_text(&self) -> Option<String> {
        let info = self.info.as_ref()?;
        let current = self.grid().unwrap_or(&info.puzzle);
        game_file_text(
            &info.name,
            &info.puzzle,
            current,
            (self.history.log(), self.history.undone()),
            self.learner.was_helped(),
        )
    }

    /// Makes `game` (read from the game file called `name`) the one in progress.
    pub(super) fn resume_game(&mut self, name: &str, game: SavedGame) {
        let rows = game.log.len();
        self.load_grid(game.name, game.start);
        self.history.restore(game.log, game.undone);
        let full = self.grid().is_some_and(Grid::is_solved);
        self.learner.resume(game.helped, full);
        self.status = match game.dropped_log {
            None => template!("status-game-resumed", file = name, rows = rows),
            Some(why) => template!("status-game-log-dropped", file = name, why = why),
        };
    }
}

impl Controller {
    /// Changes with every change of the game in progress (a step, a move, a colouring, Back,
    /// Redo, another puzzle, help taken): the app keeps the game when it changes.
    pub fn game_revision(&self) -> (u64, bool) {
        (self.history.revision(), self.learner.was_helped())
    }

    /// Whether the game in progress holds anything a student would lose: a row of its log or a
    /// row Back took back.
    pub fn has_progress(&self) -> bool {
        !self.log().is_empty() || self.history.can_redo()
    }

    /// While a game kept from an earlier run waits to be resumed: the question to ask.
    pub fn kept_game_question(&self) -> Option<Message> {
        let kept = self.prompts.kept_game()?;
        Some(template!(
            "resume-question",
            name = kept.game.name.as_str(),
            rows = kept.game.log.len()
        ))
    }

    /// Offers the game an earlier run kept, read, when it is an unfinished game with a log (an
    /// unreadable one is not offered).
    pub(super) fn offer_kept_game(&mut self, opened: Opened) {
        let Ok(Parsed::Game(game)) = opened.parsed else {
            return;
        };
        let last = game.log.last().map_or(&game.start, |row| &row.grid_after);
        if !game.log.is_empty() && !last.is_solved() {
            self.prompts.offer_kept_game(KeptGame { game });
        }
    }

    /// The student answered the offer of the kept game: resume it (true) or keep the puzzle.
    pub(super) fn answer_kept_game(&mut self, resume: bool) {
        let Some(kept) = self.prompts.take_kept_game() else {
            return;
        };
        if resume {
            let name = kept.game.name.clone();
            self.resume_game(&name, *kept.game);
        }
    }
}
