//! The settings a student chooses (the technique order, cell names, the theme, whether moves are
//! judged, the text size, the language, the recent files), written to a file of their own the
//! moment they change, so a window closed by the window manager or a process stopped with SIGTERM
//! loses nothing; read back at start. This file is the one place they are kept.

use std::path::{Path, PathBuf};

use eframe::egui::ThemePreference;
use serde::{Deserialize, Serialize};

use crate::files::{read_kept, write_kept};
use crate::i18n::Language;

/// The file's name in the app's data folder.
const FILE_NAME: &str = "settings.json";

/// What is kept between runs.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    /// The technique order: each technique's name and whether it is on.
    pub techniques: Vec<(String, bool)>,
    /// How cells are named: "r4c5" or "E5".
    pub notation: String,
    /// "system", "light", "dark" or "colourblind" (the colour-blind-safe board on light
    /// visuals).
    pub theme: String,
    /// Whether the student's moves are judged (on when a file from before this setting lacks
    /// it).
    #[serde(default = "on")]
    pub recognise_moves: bool,
    /// The size of the window's text, in percent (100 when a file from before this setting
    /// lacks it).
    #[serde(default = "normal_text_size")]
    pub text_size: u16,
    /// The window's language: "en" or "de" (English when a file from before this setting lacks
    /// it).
    #[serde(default = "english")]
    pub language: String,
    /// The files opened or saved lately, the latest first (none when a file from before this
    /// setting lacks it).
    #[serde(default)]
    pub recent: Vec<PathBuf>,
}

/// The default language's code.
fn english() -> String {
    Language::English.code().to_string()
}

/// The default text size: 100%.
fn normal_text_size() -> u16 {
    100
}

/// The default of a setting that starts on.
fn on() -> bool {
    true
}

/// The settings file's name of the colour-blind-safe theme.
pub const COLOUR_BLIND_THEME: &str = "colourblind";

/// A theme preference as the settings file writes it.
pub fn theme_name(theme: ThemePreference) -> &'static str {
    match theme {
        ThemePreference::System => "system",
        ThemePreference::Light => "light",
        ThemePreference::Dark => "dark",
    }
}

/// The theme preference a settings file names, if it names one.
pub fn theme_named(name: &str) -> Option<ThemePreference> {
    [
        ThemePreference::System,
        ThemePreference::Light,
        ThemePreference::Dark,
    ]
    .into_iter()
    .find(|&theme| theme_name(theme) == name)
}

/// The settings file and what it last held.
#[derive(Debug)]
pub struct SettingsFile {
    path: PathBuf,
    saved: Option<Settings>,
    failed: bool,
}

impl SettingsFile {
    /// The file at `path` (nothing read yet).
    pub fn at(path: PathBuf) -> SettingsFile {
        SettingsFile {
            path,
            saved: None,
            failed: false,
        }
    }

    /// The settings file in the app's data folder (see `data_folder`).
    pub fn in_data_folder() -> Option<SettingsFile> {
        data_folder().map(|folder| SettingsFile::at(folder.join(FILE_NAME)))
    }

    /// Where the file is.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The settings the file holds, when it exists and reads.
    pub fn load(&mut self) -> Option<Settings> {
        let text = read_kept(&self.path).ok()?;
        let settings: Settings = serde_json::from_str(&text).ok()?;
        self.saved = Some(settings.clone());
        Some(settings)
    }

    /// Writes `current` when it differs from what the file holds; an error is said once (the
    /// next change tries again).
    pub fn keep(&mut self, current: Settings) -> Result<(), String> {
        if self.saved.as_ref() == Some(&current) {
            return Ok(());
        }
        let written = serde_json::to_string_pretty(&current)
            .map_err(|error| error.to_string())
            .and_then(|json| write_kept(&self.path, &json).map_err(|error| error.to_string()));
        let language = Language::from_code(&current.language).unwrap_or_default();
        self.saved = Some(current);
        match written {
            Ok(()) => {
                self.failed = false;
                Ok(())
            }
            Err(_) if self.failed => Ok(()),
            Err(error) => {
                self.failed = true;
                let path = self.path.display().to_string();
                Err(language.text_with("settings-not-kept", &[("path", &path), ("reason", &error)]))
            }
        }
    }
}

/// Where the app keeps its settings and the learner's profile: natively the folder where eframe
/// keeps its own storage (`~/.local/share/sudokustepper` on Linux); in the browser a name that
/// prefixes the page's local storage keys.
pub fn data_folder() -> Option<PathBuf> {
    #[cfg(not(target_arch = "wasm32"))]
    return eframe::storage_dir("Sudoku Stepper");
    #[cfg(target_arch = "wasm32")]
    return Some(PathBuf::from("sudoku-stepper"));
}
