//! The Experiments window (Tools > Experiments): the settings of the two experiments of
//! `crate::tasks::experiments`, Run and Cancel with a progress bar, plots of their results with
//! egui_plot, and Export CSV / Copy CSV. The controller runs the experiments as jobs and keeps
//! their results; this window holds only its form.

use std::path::PathBuf;

use eframe::egui;
use egui_plot::{Bar, BarChart, Legend, Line, Plot, PlotPoint, Points, Text, uniform_grid_spacer};

use super::window::{FloatingWindow, WindowKind};
use crate::controller::{Action, CollectionSource, Controller, Experiment};
use crate::i18n::Language;
use crate::model::Layout;
use crate::tasks::experiments::{CollectionReport, RandomGivensConfig, RandomGivensRow};
use crate::tasks::generator::clock_seed;

/// The height of the line and scatter plots, in points.
const PLOT_HEIGHT: f32 = 220.0;

/// The board shapes offered for experiment (a), as box rows x box columns.
const SHAPES: [(usize, usize); 4] = [(2, 2), (2, 3), (3, 3), (4, 4)];

/// Where experiment (b) takes its puzzles from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Source {
    Top95,
    File,
}

/// The window's form.
pub struct ExperimentsWindow {
    open: bool,
    tab: Experiment,
    shape: (usize, usize),
    min_givens: usize,
    max_givens: usize,
    boards_per_count: usize,
    seed: u64,
    source: Source,
    path: String,
    seen_chosen: Option<PathBuf>,
}

impl Default for ExperimentsWindow {
    fn default() -> Self {
        ExperimentsWindow {
            open: false,
            tab: Experiment::RandomGivens,
            shape: (3, 3),
            min_givens: 10,
            max_givens: 40,
            boards_per_count: 20,
            seed: clock_seed() % 1_000_000,
            source: Source::Top95,
            path: String::new(),
            seen_chosen: None,
        }
    }
}

/// The Experiments window, for the command table.
pub const KIND: WindowKind = WindowKind {
    title: "window-experiments",
    make: || Box::new(ExperimentsWindow::default()),
};

impl FloatingWindow for ExperimentsWindow {
    fn title(&self) -> &'static str {
        KIND.title
    }

    fn open_flag(&mut self) -> &mut bool {
        &mut self.open
    }

    fn shape<'open>(&self, window: egui::Window<'open>, _place: egui::Rect) -> egui::Window<'open> {
        window
            .default_size([640.0, 600.0])
            .default_pos([560.0, 60.0])
            .vscroll(true)
    }

    /// A file chosen in the controller's dialog fills the path field.
    fn follow(&mut self, controller: &Controller) {
        let chosen = controller.experiments().chosen_file();
        if chosen != self.seen_chosen.as_ref() {
            self.seen_chosen = chosen.cloned();
            if let Some(path) = chosen {
                self.path = path.display().to_string();
            }
        }
    }

    fn contents(&mut self, ui: &mut egui::Ui, controller: &Controller, actions: &mut Vec<Action>) {
        let lang = controller.language();
        let state = controller.experiments();
        ui.horizontal(|ui| {
            ui.selectable_value(
                &mut self.tab,
                Experiment::RandomGivens,
                lang.text("exp-random-givens"),
            );
            ui.selectable_value(
                &mut self.tab,
                Experiment::Collection,
                lang.text("exp-solve-collection"),
            );
        });
        ui.separator();
        let idle = state.running().is_none();
        ui.add_enabled_ui(idle, |ui| match self.tab {
            Experiment::RandomGivens => self.random_settings(ui, lang),
            Experiment::Collection => self.collection_settings(ui, actions, lang),
        });
        ui.horizontal(|ui| {
            if idle {
                if ui.button(lang.text("exp-run")).clicked() {
                    actions.extend(self.run_action());
                }
            } else if ui.button(lang.text("exp-cancel")).clicked() {
                actions.push(Action::CancelExperiment);
            }
            let has_table = state.csv(self.tab).is_some();
            if ui
                .add_enabled(
                    idle && has_table,
                    egui::Button::new(lang.text("exp-export-csv")),
                )
                .clicked()
            {
                actions.push(Action::ExportCsv(self.tab));
            }
            if ui
                .add_enabled(
                    idle && has_table,
                    egui::Button::new(lang.text("exp-copy-csv")),
                )
                .clicked()
            {
                actions.push(Action::CopyCsv(self.tab));
            }
        });
        if let Some(running) = state.running() {
            let total = running.total.max(1);
            ui.add(
                egui::ProgressBar::new(running.done as f32 / total as f32).text(lang.text_with(
                    "exp-progress",
                    &[
                        ("done", &running.done.to_string()),
                        ("total", &running.total.to_string()),
                    ],
                )),
            );
        }
        if !state.message().is_empty() {
            ui.label(controller.render(state.message()));
        }
        ui.separator();
        match self.tab {
            Experiment::RandomGivens => random_plots(ui, state.random_rows(), lang),
            Experiment::Collection => collection_plots(ui, state.report(), lang),
        }
    }
}

impl ExperimentsWindow {
    /// The Run button's request for the shown experiment.
    fn run_action(&self) -> Option<Action> {
        match self.tab {
            Experiment::RandomGivens => {
                let layout = Layout::new(self.shape.0, self.shape.1).ok()?;
                Some(Action::RunRandomGivens(RandomGivensConfig {
                    layout,
                    min_givens: self.min_givens,
                    max_givens: self.max_givens,
                    boards_per_count: self.boards_per_count,
                    seed: self.seed,
                }))
            }
            Experiment::Collection => Some(Action::RunCollection(match self.source {
                Source::Top95 => CollectionSource::Top95,
                Source::File => CollectionSource::File(PathBuf::from(self.path.trim())),
            })),
        }
    }

    fn random_settings(&mut self, ui: &mut egui::Ui, lang: Language) {
        let cells = self.shape.0 * self.shape.1 * self.shape.0 * self.shape.1;
        ui.horizontal(|ui| {
            ui.label(lang.text("exp-board"));
            for shape in SHAPES {
                let n = shape.0 * shape.1;
                ui.selectable_value(&mut self.shape, shape, format!("{n}x{n}"));
            }
        });
        ui.horizontal(|ui| {
            let label = ui.label(lang.text("exp-givens-from"));
            ui.add(egui::DragValue::new(&mut self.min_givens).range(0..=cells))
                .labelled_by(label.id);
            let label = ui.label(lang.text("exp-to"));
            ui.add(egui::DragValue::new(&mut self.max_givens).range(0..=cells))
                .labelled_by(label.id);
            let label = ui.label(lang.text("exp-boards-per-count"));
            ui.add(egui::DragValue::new(&mut self.boards_per_count).range(1..=1000))
                .labelled_by(label.id);
            let label = ui.label(lang.text("exp-seed"));
            ui.add(egui::DragValue::new(&mut self.seed))
                .labelled_by(label.id);
        });
        self.min_givens = self.min_givens.min(cells);
        self.max_givens = self.max_givens.clamp(self.min_givens, cells);
    }

    fn collection_settings(
        &mut self,
        ui: &mut egui::Ui,
        actions: &mut Vec<Action>,
        lang: Language,
    ) {
        ui.horizontal(|ui| {
            ui.radio_value(
                &mut self.source,
                Source::Top95,
                lang.text("exp-bundled-top95"),
            );
            ui.radio_value(&mut self.source, Source::File, lang.text("exp-file"));
            ui.add_enabled(
                self.source == Source::File,
                egui::TextEdit::singleline(&mut self.path).hint_text(lang.text("exp-path-hint")),
            );
            if ui
                .add_enabled(
                    self.source == Source::File,
                    egui::Button::new(lang.text("exp-browse")),
                )
                .clicked()
            {
                actions.push(Action::ChooseCollectionFile);
            }
        });
        ui.label(lang.text("exp-solved-with"));
    }
}

/// The plots of experiment (a).
fn random_plots(ui: &mut egui::Ui, rows: &[RandomGivensRow], lang: Language) {
    if rows.is_empty() {
        ui.label(lang.text("exp-random-empty"));
        return;
    }
    let height = PLOT_HEIGHT;
    ui.label(lang.text("exp-share-heading"));
    let solvable: Vec<[f64; 2]> = rows
        .iter()
        .map(|r| [r.givens as f64, r.solvable_share() * 100.0])
        .collect();
    let unique: Vec<[f64; 2]> = rows
        .iter()
        .map(|r| [r.givens as f64, r.unique_share() * 100.0])
        .collect();
    Plot::new("random givens share")
        .height(height)
        .legend(Legend::default())
        .include_y(0.0)
        .include_y(100.0)
        .x_axis_label(lang.text("exp-givens-axis"))
        .x_grid_spacer(uniform_grid_spacer(|_| [1.0, 5.0, 10.0]))
        .y_axis_label(lang.text("exp-percent-axis"))
        .show(ui, |plot| {
            plot.line(Line::new(lang.text("exp-solvable"), solvable));
            plot.line(Line::new(lang.text("exp-unique"), unique));
        });
    ui.label(lang.text("exp-time-heading"));
    let times: Vec<[f64; 2]> = rows
        .iter()
        .map(|r| [r.givens as f64, r.mean_decide_ms])
        .collect();
    Plot::new("random givens time")
        .height(height)
        .include_y(0.0)
        .x_axis_label(lang.text("exp-givens-axis"))
        .y_axis_label(lang.text("exp-ms"))
        .show(ui, |plot| {
            plot.line(Line::new(lang.text("exp-mean-time"), times));
        });
}

/// The plots of experiment (b).
fn collection_plots(ui: &mut egui::Ui, report: Option<&CollectionReport>, lang: Language) {
    let Some(report) = report else {
        ui.label(lang.text("exp-collection-empty"));
        return;
    };
    let height = PLOT_HEIGHT;
    ui.label(lang.text("exp-solve-time-heading"));
    let (solved, stuck): (Vec<_>, Vec<_>) = report.rows.iter().partition(|r| r.solved);
    let points = |rows: &[&crate::tasks::experiments::CollectionRow]| -> Vec<[f64; 2]> {
        rows.iter()
            .map(|r| [r.empty_cells as f64, r.solve_ms])
            .collect()
    };
    Plot::new("collection times")
        .height(height)
        .legend(Legend::default())
        .include_y(0.0)
        .x_axis_label(lang.text("exp-empty-cells"))
        .x_grid_spacer(uniform_grid_spacer(|_| [1.0, 5.0, 10.0]))
        .y_axis_label(lang.text("exp-ms"))
        .show(ui, |plot| {
            plot.points(Points::new(lang.text("exp-solved"), points(&solved)).radius(3.0));
            if !stuck.is_empty() {
                plot.points(Points::new(lang.text("exp-not-solved"), points(&stuck)).radius(3.0));
            }
        });
    ui.label(lang.text("exp-steps-per-technique"));
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
        .x_axis_label(lang.text("exp-steps"))
        .show(ui, |plot| {
            plot.bar_chart(BarChart::new(lang.text("exp-steps"), bars).horizontal());
            for name in names {
                plot.text(name);
            }
        });
}
