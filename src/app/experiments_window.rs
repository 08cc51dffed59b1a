//! The Experiments window (Tools > Experiments): runs the two experiments of `crate::experiments`
//! on a worker thread with a progress bar and Cancel, plots their results with egui_plot, and
//! exports each table as CSV (to a file through the save dialog, or to the clipboard).

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, Sender, channel};

use eframe::egui;
use egui_plot::{Bar, BarChart, Legend, Line, Plot, PlotPoint, Points, Text, uniform_grid_spacer};

use crate::experiments::{
    Cancelled, CollectionReport, RandomGivensConfig, RandomGivensRow, collection_csv,
    random_givens, random_givens_csv, solve_collection,
};
use crate::format::{read_path, read_str};
use crate::generator::clock_seed;
use crate::model::{Grid, Layout};
use crate::techniques::{Cancel, Technique};

/// The bundled collection experiment (b) starts with.
const TOP95: &str = include_str!("../../puzzles/top95.txt");

/// The height of the line and scatter plots, in points.
const PLOT_HEIGHT: f32 = 220.0;

/// The board shapes offered for experiment (a), as box rows x box columns.
const SHAPES: [(usize, usize); 4] = [(2, 2), (2, 3), (3, 3), (4, 4)];

/// Which experiment the window shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tab {
    /// (a) boards of random givens.
    RandomGivens,
    /// (b) a whole collection solved.
    Collection,
}

/// Where experiment (b) takes its puzzles from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Source {
    Top95,
    File,
}

/// What a worker thread hands back.
enum Finished {
    RandomGivens(Result<Vec<RandomGivensRow>, Cancelled>),
    Collection(Result<CollectionReport, Cancelled>),
    Chosen(PathBuf),
    Message(String),
}

/// An experiment under way.
struct Running {
    cancel: Arc<AtomicBool>,
    done: Arc<AtomicUsize>,
    total: Arc<AtomicUsize>,
}

/// The window's settings, the experiment it runs and the last results.
pub struct ExperimentsWindow {
    open: bool,
    tab: Tab,
    shape: (usize, usize),
    min_givens: usize,
    max_givens: usize,
    boards_per_count: usize,
    seed: u64,
    source: Source,
    path: String,
    running: Option<Running>,
    sender: Sender<Finished>,
    receiver: Receiver<Finished>,
    random_rows: Vec<RandomGivensRow>,
    report: Option<CollectionReport>,
    message: String,
}

impl Default for ExperimentsWindow {
    fn default() -> Self {
        let (sender, receiver) = channel();
        ExperimentsWindow {
            open: false,
            tab: Tab::RandomGivens,
            shape: (3, 3),
            min_givens: 10,
            max_givens: 40,
            boards_per_count: 20,
            seed: clock_seed() % 1_000_000,
            source: Source::Top95,
            path: String::new(),
            running: None,
            sender,
            receiver,
            random_rows: Vec::new(),
            report: None,
            message: String::new(),
        }
    }
}

impl ExperimentsWindow {
    /// Shows the window.
    pub fn open(&mut self) {
        self.open = true;
    }

    /// Whether an experiment is running.
    pub fn is_running(&self) -> bool {
        self.running.is_some()
    }

    /// The rows of the last finished experiment (a).
    pub fn random_rows(&self) -> &[RandomGivensRow] {
        &self.random_rows
    }

    /// The report of the last finished experiment (b).
    pub fn report(&self) -> Option<&CollectionReport> {
        self.report.as_ref()
    }

    /// The window's last message (finished, cancelled, exported, or an error).
    pub fn message(&self) -> &str {
        &self.message
    }

    /// Collects what worker threads finished, then draws the window when open.
    pub fn ui(&mut self, ctx: &egui::Context, techniques: &[Technique]) {
        self.collect();
        let mut open = self.open;
        egui::Window::new("Experiments")
            .open(&mut open)
            .default_size([640.0, 600.0])
            .default_pos([560.0, 60.0])
            .vscroll(true)
            .show(ctx, |ui| self.contents(ui, techniques));
        self.open = open;
        if self.running.is_some() {
            ctx.request_repaint_after(std::time::Duration::from_millis(100));
        }
    }

    fn collect(&mut self) {
        for finished in self.receiver.try_iter().collect::<Vec<_>>() {
            match finished {
                Finished::RandomGivens(Ok(rows)) => {
                    self.running = None;
                    self.message = format!("Done: {} boards.", boards_in(&rows));
                    self.random_rows = rows;
                }
                Finished::Collection(Ok(report)) => {
                    self.running = None;
                    let solved = report.rows.iter().filter(|r| r.solved).count();
                    self.message = format!(
                        "Done: {solved} of {} puzzles solved by the techniques.",
                        report.rows.len()
                    );
                    self.report = Some(report);
                }
                Finished::RandomGivens(Err(Cancelled)) | Finished::Collection(Err(Cancelled)) => {
                    self.running = None;
                    self.message = "Cancelled; the previous results are kept.".to_string();
                }
                Finished::Chosen(path) => self.path = path.display().to_string(),
                Finished::Message(message) => self.message = message,
            }
        }
    }

    fn contents(&mut self, ui: &mut egui::Ui, techniques: &[Technique]) {
        ui.horizontal(|ui| {
            ui.selectable_value(&mut self.tab, Tab::RandomGivens, "Random givens");
            ui.selectable_value(&mut self.tab, Tab::Collection, "Solve a collection");
        });
        ui.separator();
        let idle = self.running.is_none();
        ui.add_enabled_ui(idle, |ui| match self.tab {
            Tab::RandomGivens => self.random_settings(ui),
            Tab::Collection => self.collection_settings(ui),
        });
        ui.horizontal(|ui| {
            if idle {
                if ui.button("Run").clicked() {
                    match self.tab {
                        Tab::RandomGivens => self.start_random(ui.ctx()),
                        Tab::Collection => self.start_collection(ui.ctx(), techniques),
                    }
                }
            } else if ui.button("Cancel").clicked()
                && let Some(running) = &self.running
            {
                running.cancel.store(true, Ordering::Relaxed);
            }
            let csv = self.csv();
            if ui
                .add_enabled(idle && csv.is_some(), egui::Button::new("Export CSV..."))
                .clicked()
                && let Some(csv) = csv.clone()
            {
                self.export(ui.ctx(), csv);
            }
            if ui
                .add_enabled(idle && csv.is_some(), egui::Button::new("Copy CSV"))
                .clicked()
                && let Some(csv) = csv
            {
                ui.ctx().copy_text(csv);
                self.message = "The table was copied to the clipboard as CSV.".to_string();
            }
        });
        if let Some(running) = &self.running {
            let done = running.done.load(Ordering::Relaxed);
            let total = running.total.load(Ordering::Relaxed).max(1);
            ui.add(
                egui::ProgressBar::new(done as f32 / total as f32)
                    .text(format!("{done} of {total}")),
            );
        }
        if !self.message.is_empty() {
            ui.label(&self.message);
        }
        ui.separator();
        match self.tab {
            Tab::RandomGivens => self.random_plots(ui),
            Tab::Collection => self.collection_plots(ui),
        }
    }

    fn random_settings(&mut self, ui: &mut egui::Ui) {
        let cells = self.shape.0 * self.shape.1 * self.shape.0 * self.shape.1;
        ui.horizontal(|ui| {
            ui.label("Board:");
            for shape in SHAPES {
                let n = shape.0 * shape.1;
                ui.selectable_value(&mut self.shape, shape, format!("{n}x{n}"));
            }
        });
        ui.horizontal(|ui| {
            let label = ui.label("Givens from");
            ui.add(egui::DragValue::new(&mut self.min_givens).range(0..=cells))
                .labelled_by(label.id);
            let label = ui.label("to");
            ui.add(egui::DragValue::new(&mut self.max_givens).range(0..=cells))
                .labelled_by(label.id);
            let label = ui.label("boards per count");
            ui.add(egui::DragValue::new(&mut self.boards_per_count).range(1..=1000))
                .labelled_by(label.id);
            let label = ui.label("seed");
            ui.add(egui::DragValue::new(&mut self.seed))
                .labelled_by(label.id);
        });
        self.min_givens = self.min_givens.min(cells);
        self.max_givens = self.max_givens.clamp(self.min_givens, cells);
    }

    fn collection_settings(&mut self, ui: &mut egui::Ui) {
        ui.horizontal(|ui| {
            ui.radio_value(
                &mut self.source,
                Source::Top95,
                "Bundled top95 (95 puzzles)",
            );
            ui.radio_value(&mut self.source, Source::File, "File:");
            ui.add_enabled(
                self.source == Source::File,
                egui::TextEdit::singleline(&mut self.path).hint_text("path to a puzzle file"),
            );
            if ui
                .add_enabled(self.source == Source::File, egui::Button::new("Browse..."))
                .clicked()
            {
                self.browse(ui.ctx());
            }
        });
        ui.label("Solved with the techniques of View > Techniques, in their order.");
    }

    fn start_random(&mut self, ctx: &egui::Context) {
        let Ok(layout) = Layout::new(self.shape.0, self.shape.1) else {
            return;
        };
        let config = RandomGivensConfig {
            layout,
            min_givens: self.min_givens,
            max_givens: self.max_givens,
            boards_per_count: self.boards_per_count,
            seed: self.seed,
        };
        let running = self.start("Filling and solving boards...");
        let (cancel, done, total) = (
            Cancel::shared(Arc::clone(&running.cancel)),
            Arc::clone(&running.done),
            Arc::clone(&running.total),
        );
        self.running = Some(running);
        self.spawn(ctx, move || {
            Finished::RandomGivens(random_givens(&config, &cancel, |d, t| {
                done.store(d, Ordering::Relaxed);
                total.store(t, Ordering::Relaxed);
            }))
        });
    }

    fn start_collection(&mut self, ctx: &egui::Context, techniques: &[Technique]) {
        let file = match self.source {
            Source::Top95 => read_str("top95.txt", TOP95),
            Source::File => read_path(&PathBuf::from(self.path.trim())),
        };
        let puzzles: Vec<Grid> = match file {
            Ok(file) => file.puzzles.into_iter().map(|p| p.grid).collect(),
            Err(error) => {
                self.message = format!("Cannot run: {error}");
                return;
            }
        };
        let running = self.start("Solving the collection...");
        let (cancel, done, total) = (
            Cancel::shared(Arc::clone(&running.cancel)),
            Arc::clone(&running.done),
            Arc::clone(&running.total),
        );
        total.store(puzzles.len(), Ordering::Relaxed);
        self.running = Some(running);
        let techniques = techniques.to_vec();
        self.spawn(ctx, move || {
            Finished::Collection(solve_collection(&puzzles, &techniques, &cancel, |d, _| {
                done.store(d, Ordering::Relaxed);
            }))
        });
    }

    fn start(&mut self, message: &str) -> Running {
        self.message = message.to_string();
        Running {
            cancel: Arc::new(AtomicBool::new(false)),
            done: Arc::new(AtomicUsize::new(0)),
            total: Arc::new(AtomicUsize::new(0)),
        }
    }

    fn spawn(&self, ctx: &egui::Context, work: impl FnOnce() -> Finished + Send + 'static) {
        let sender = self.sender.clone();
        let ctx = ctx.clone();
        std::thread::spawn(move || {
            let _ = sender.send(work());
            ctx.request_repaint();
        });
    }

    fn browse(&self, ctx: &egui::Context) {
        let sender = self.sender.clone();
        let ctx = ctx.clone();
        std::thread::spawn(move || {
            let picked = rfd::FileDialog::new().pick_file();
            let message = match picked {
                Some(path) => Finished::Chosen(path),
                None => Finished::Message(
                    "No file chosen (without a file dialog, type the path instead).".to_string(),
                ),
            };
            let _ = sender.send(message);
            ctx.request_repaint();
        });
    }

    fn export(&self, ctx: &egui::Context, csv: String) {
        let sender = self.sender.clone();
        let ctx = ctx.clone();
        let name = match self.tab {
            Tab::RandomGivens => "random-givens.csv",
            Tab::Collection => "collection.csv",
        };
        std::thread::spawn(move || {
            let message = match rfd::FileDialog::new()
                .add_filter("CSV", &["csv"])
                .set_file_name(name)
                .save_file()
            {
                Some(path) => match std::fs::write(&path, csv) {
                    Ok(()) => format!("Saved the table to {}.", path.display()),
                    Err(error) => format!("Could not write {}: {error}", path.display()),
                },
                None => "Not saved (no file chosen, or no file dialog: use Copy CSV).".to_string(),
            };
            let _ = sender.send(Finished::Message(message));
            ctx.request_repaint();
        });
    }

    /// The shown experiment's table as CSV, once it has results.
    fn csv(&self) -> Option<String> {
        match self.tab {
            Tab::RandomGivens if !self.random_rows.is_empty() => {
                Some(random_givens_csv(&self.random_rows))
            }
            Tab::Collection => self.report.as_ref().map(collection_csv),
            Tab::RandomGivens => None,
        }
    }

    fn random_plots(&self, ui: &mut egui::Ui) {
        if self.random_rows.is_empty() {
            ui.label(
                "Run the experiment to see the share of solvable boards per number of givens.",
            );
            return;
        }
        let height = PLOT_HEIGHT;
        ui.label("Share of boards (%) by number of givens");
        let solvable: Vec<[f64; 2]> = self
            .random_rows
            .iter()
            .map(|r| [r.givens as f64, r.solvable_share() * 100.0])
            .collect();
        let unique: Vec<[f64; 2]> = self
            .random_rows
            .iter()
            .map(|r| [r.givens as f64, r.unique_share() * 100.0])
            .collect();
        Plot::new("random givens share")
            .height(height)
            .legend(Legend::default())
            .include_y(0.0)
            .include_y(100.0)
            .x_axis_label("givens")
            .x_grid_spacer(uniform_grid_spacer(|_| [1.0, 5.0, 10.0]))
            .y_axis_label("% of boards")
            .show(ui, |plot| {
                plot.line(Line::new("solvable", solvable));
                plot.line(Line::new("unique solution", unique));
            });
        ui.label("Mean time to decide solvability (ms) by number of givens");
        let times: Vec<[f64; 2]> = self
            .random_rows
            .iter()
            .map(|r| [r.givens as f64, r.mean_decide_ms])
            .collect();
        Plot::new("random givens time")
            .height(height)
            .include_y(0.0)
            .x_axis_label("givens")
            .y_axis_label("ms")
            .show(ui, |plot| {
                plot.line(Line::new("mean time", times));
            });
    }

    fn collection_plots(&self, ui: &mut egui::Ui) {
        let Some(report) = &self.report else {
            ui.label("Run the experiment to see solve times and the technique histogram.");
            return;
        };
        let height = PLOT_HEIGHT;
        ui.label("Solve time (ms) by number of empty cells");
        let (solved, stuck): (Vec<_>, Vec<_>) = report.rows.iter().partition(|r| r.solved);
        let points = |rows: &[&crate::experiments::CollectionRow]| -> Vec<[f64; 2]> {
            rows.iter()
                .map(|r| [r.empty_cells as f64, r.solve_ms])
                .collect()
        };
        Plot::new("collection times")
            .height(height)
            .legend(Legend::default())
            .include_y(0.0)
            .x_axis_label("empty cells")
            .x_grid_spacer(uniform_grid_spacer(|_| [1.0, 5.0, 10.0]))
            .y_axis_label("ms")
            .show(ui, |plot| {
                plot.points(Points::new("solved", points(&solved)).radius(3.0));
                if !stuck.is_empty() {
                    plot.points(Points::new("not solved", points(&stuck)).radius(3.0));
                }
            });
        ui.label("Steps per technique");
        let longest = report
            .histogram
            .iter()
            .map(|(_, count)| *count)
            .max()
            .unwrap_or(1) as f64;
        let bars: Vec<Bar> = report
            .histogram
            .iter()
            .enumerate()
            .map(|(i, (technique, count))| {
                Bar::new(-(i as f64), *count as f64)
                    .name(technique.name())
                    .width(0.7)
            })
            .collect();
        let names: Vec<Text> = report
            .histogram
            .iter()
            .enumerate()
            .map(|(i, (technique, count))| {
                Text::new(
                    technique.name(),
                    PlotPoint::new(*count as f64 + longest * 0.01, -(i as f64)),
                    format!("{technique} ({count})"),
                )
                .anchor(egui::Align2::LEFT_CENTER)
            })
            .collect();
        Plot::new("collection histogram")
            .height(18.0 * report.histogram.len() as f32 + 40.0)
            .show_axes([true, false])
            .show_grid([true, false])
            .include_x(0.0)
            .include_x(longest * 1.6)
            .allow_drag(false)
            .allow_zoom(false)
            .allow_scroll(false)
            .x_axis_label("steps")
            .show(ui, |plot| {
                plot.bar_chart(BarChart::new("steps", bars).horizontal());
                for name in names {
                    plot.text(name);
                }
            });
    }
}

fn boards_in(rows: &[RandomGivensRow]) -> usize {
    rows.iter().map(|r| r.boards).sum()
}
