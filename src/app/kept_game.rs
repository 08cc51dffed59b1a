//! The game in progress, kept in the app's data folder (the page's local storage in the
//! browser) so that a crash, a SIGKILL or a power cut loses at most the last move: after every
//! change, at most `WRITE_EVERY` seconds apart (a running Solve changes it many times a second),
//! the whole game is written beside the file and renamed over it. A game with nothing in its log
//! is not written, so opening another puzzle keeps the last game until a step or move is made
//! there. At the next start the app offers to resume it.

use std::path::PathBuf;

use crate::controller::Controller;
use crate::files::{read_kept, write_kept};
use crate::i18n::Language;

/// The kept game's name in the app's data folder.
pub const FILE_NAME: &str = "game-in-progress.json";

/// The shortest time between two writes, in seconds.
pub const WRITE_EVERY: f64 = 0.5;

/// The kept game's file and what was last written to it.
#[derive(Debug)]
pub struct KeptGameFile {
    path: PathBuf,
    /// The game revision last written (or found unchanged).
    written: Option<(u64, bool)>,
    /// When the last write was, on the clock `keep` is given.
    last_write: Option<f64>,
    /// Whether the last write failed (said once, until one succeeds).
    failed: bool,
}

impl KeptGameFile {
    /// The file at `path`.
    pub fn at(path: PathBuf) -> KeptGameFile {
        KeptGameFile {
            path,
            written: None,
            last_write: None,
            failed: false,
        }
    }

    /// The text of the game kept there, when there is one.
    pub fn load(&self) -> Option<String> {
        read_kept(&self.path).ok()
    }

    /// Writes the game of `controller` when it changed since the last write and `WRITE_EVERY`
    /// seconds have passed since then (`now`, in seconds on a steady clock); when it changed but
    /// must wait, the wait in seconds, for a repaint. `Err` says once that it could not be
    /// written.
    pub fn keep(&mut self, controller: &Controller, now: f64) -> Result<Option<f64>, String> {
        let revision = controller.game_revision();
        if self.written == Some(revision) {
            return Ok(None);
        }
        if !controller.has_progress() {
            self.written = Some(revision);
            return Ok(None);
        }
        if let Some(last) = self.last_write {
            let wait = last + WRITE_EVERY - now;
            if wait > 0.0 {
                return Ok(Some(wait));
            }
        }
        self.write(controller, revision, now)
    }

    /// Writes the game of `controller` now if it changed since the last write (at exit).
    pub fn flush(&mut self, controller: &Controller) -> Result<(), String> {
        let revision = controller.game_revision();
        if self.written == Some(revision) || !controller.has_progress() {
            return Ok(());
        }
        self.write(controller, revision, self.last_write.unwrap_or_default())
            .map(|_| ())
    }

    /// Writes the game of `controller`, at `revision`, at time `now`.
    fn write(
        &mut self,
        controller: &Controller,
        revision: (u64, bool),
        now: f64,
    ) -> Result<Option<f64>, String> {
        self.written = Some(revision);
        self.last_write = Some(now);
        let Some(text) = controller.game_text() else {
            return Ok(None);
        };
        match write_kept(&self.path, &text) {
            Ok(()) => {
                self.failed = false;
                Ok(None)
            }
            Err(_) if self.failed => Ok(None),
            Err(error) => {
                self.failed = true;
                let language: Language = controller.language();
                Err(language.text_with(
                    "game-not-kept",
                    &[
                        ("path", &self.path.display().to_string()),
                        ("reason", &error.to_string()),
                    ],
                ))
            }
        }
    }
}
