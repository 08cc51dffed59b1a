//! The desktop app shell: the only module that uses eframe and egui. It opens a window with the
//! loaded puzzle's board and a status bar.

mod board;

use std::path::PathBuf;

use anyhow::Context as _;
use eframe::egui;

use crate::format::{read_path, read_str};
use crate::model::Grid;
use crate::samples::default_sample;
use crate::solver::solution_count;

/// The loaded puzzle as the window shows it.
pub struct StepperApp {
    name: String,
    grid: Grid,
    status: String,
}

impl StepperApp {
    /// An app showing the first puzzle of the file at `path`, or the bundled sample when `None`.
    pub fn new(path: Option<PathBuf>) -> anyhow::Result<StepperApp> {
        let (name, file) = match path {
            Some(path) => {
                let name = path.file_name().map_or_else(
                    || path.display().to_string(),
                    |n| n.to_string_lossy().into(),
                );
                (name, read_path(&path)?)
            }
            None => {
                let sample = default_sample();
                (sample.name.to_string(), read_str(sample.name, sample.text)?)
            }
        };
        let grid = file
            .puzzles
            .into_iter()
            .next()
            .map(|p| p.grid)
            .context("the file holds no puzzle")?;
        let status = format!(
            "{name}  |  {}  |  {} givens  |  {}",
            grid.layout(),
            grid.given_count(),
            solution_count(&grid)
        );
        Ok(StepperApp { name, grid, status })
    }

    /// The window title: the app's name and the puzzle's.
    pub fn title(&self) -> String {
        format!("Sudoku Stepper - {}", self.name)
    }

    /// The text of the status bar.
    pub fn status(&self) -> &str {
        &self.status
    }
}

impl eframe::App for StepperApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        egui::Panel::bottom("status").show(ui, |ui| {
            ui.label(&self.status);
        });
        egui::CentralPanel::default().show(ui, |ui| {
            board::board_ui(ui, &self.grid);
        });
    }
}

/// Opens the app window and runs it until it is closed.
pub fn run(path: Option<PathBuf>) -> anyhow::Result<()> {
    let app = StepperApp::new(path)?;
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title(app.title())
            .with_inner_size([900.0, 760.0]),
        ..Default::default()
    };
    eframe::run_native(
        "Sudoku Stepper",
        options,
        Box::new(|_creation| Ok(Box::new(app))),
    )
    .map_err(|e| anyhow::anyhow!("cannot open the window: {e}"))
}
