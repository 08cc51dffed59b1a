//! The New Puzzle window: board size, difficulty, symmetry and seed, then Generate. The generator
//! runs on its own thread; the window shows which attempt it is on and a Cancel button, and the
//! finished puzzle (or why there is none) comes back through the background channel.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};

use eframe::egui;

use super::background::Background;
use crate::generator::{GenerateOptions, MAX_ATTEMPTS, clock_seed};
use crate::model::Layout;
use crate::techniques::Level;

/// The board shapes offered, as box rows x box columns.
const SHAPES: [(usize, usize); 6] = [(2, 2), (2, 3), (2, 4), (3, 3), (3, 4), (4, 4)];

/// A generation under way.
struct Running {
    cancel: Arc<AtomicBool>,
    attempt: Arc<AtomicU32>,
}

/// The window's settings and the generation it started, if any.
pub struct NewPuzzle {
    open: bool,
    shape: (usize, usize),
    level: Level,
    symmetric: bool,
    seed: u64,
    running: Option<Running>,
}

impl Default for NewPuzzle {
    fn default() -> Self {
        NewPuzzle {
            open: false,
            shape: (3, 3),
            level: Level::Medium,
            symmetric: true,
            seed: clock_seed() % 1_000_000,
            running: None,
        }
    }
}

impl NewPuzzle {
    /// Shows the window.
    pub fn open(&mut self) {
        self.open = true;
    }

    /// Whether a puzzle is being generated.
    pub fn is_running(&self) -> bool {
        self.running.is_some()
    }

    /// The generation ended, with a puzzle (which closes the window) or without.
    pub fn finished(&mut self, with_puzzle: bool) {
        if self.running.take().is_some() {
            self.seed = self.seed.wrapping_add(1);
        }
        if with_puzzle {
            self.open = false;
        }
    }

    /// Draws the window when it is open and starts or cancels a generation as asked.
    pub fn ui(&mut self, ctx: &egui::Context, background: &Background) {
        let mut open = self.open;
        egui::Window::new("New Puzzle")
            .open(&mut open)
            .resizable(false)
            .default_pos([790.0, 60.0])
            .collapsible(false)
            .show(ctx, |ui| self.contents(ui, background));
        self.open = open;
    }

    fn contents(&mut self, ui: &mut egui::Ui, background: &Background) {
        let running = self.running.is_some();
        ui.add_enabled_ui(!running, |ui| {
            let (rows, cols) = self.shape;
            egui::ComboBox::from_label("Size")
                .selected_text(board_name(rows, cols))
                .show_ui(ui, |ui| {
                    for (r, c) in SHAPES {
                        ui.selectable_value(&mut self.shape, (r, c), board_name(r, c));
                    }
                });
            egui::ComboBox::from_label("Difficulty")
                .selected_text(self.level.name())
                .show_ui(ui, |ui| {
                    for level in Level::ALL {
                        ui.selectable_value(&mut self.level, level, level.name());
                    }
                });
            ui.horizontal(|ui| {
                let label = ui.label("Seed");
                ui.add(egui::DragValue::new(&mut self.seed))
                    .labelled_by(label.id);
            });
            ui.checkbox(&mut self.symmetric, "Symmetric givens");
        });
        ui.separator();
        match &self.running {
            Some(run) => {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label(format!(
                        "Generating: attempt {} of at most {MAX_ATTEMPTS}...",
                        run.attempt.load(Ordering::Relaxed)
                    ));
                });
                if ui.button("Cancel").clicked() {
                    run.cancel.store(true, Ordering::Relaxed);
                }
                ui.ctx()
                    .request_repaint_after(std::time::Duration::from_millis(100));
            }
            None => {
                ui.label("4x4 boards only come Easy; 6x6 up to Unfair.");
                if ui.button("Generate").clicked() {
                    self.start(ui.ctx(), background);
                }
            }
        }
    }

    fn start(&mut self, ctx: &egui::Context, background: &Background) {
        let (rows, cols) = self.shape;
        let Ok(layout) = Layout::new(rows, cols) else {
            return;
        };
        let options = GenerateOptions {
            layout,
            level: self.level,
            symmetric: self.symmetric,
            seed: self.seed,
        };
        let run = Running {
            cancel: Arc::new(AtomicBool::new(false)),
            attempt: Arc::new(AtomicU32::new(0)),
        };
        background.generate(
            ctx,
            options,
            Arc::clone(&run.cancel),
            Arc::clone(&run.attempt),
        );
        self.running = Some(run);
    }
}

fn board_name(rows: usize, cols: usize) -> String {
    let n = rows * cols;
    format!("{n}x{n}")
}
