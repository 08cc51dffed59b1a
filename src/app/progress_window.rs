//! The Progress window: the learner's profile as the student sees it. Techniques by level, each
//! with a bar for its mastery and what the profile counted (met in finished puzzles, done unaided,
//! hints, mistakes near it, the last day practised), and a plot of the puzzles finished over time
//! by level, unaided ones apart.

use chrono::NaiveDate;
use eframe::egui;
use egui_plot::{Legend, Plot, Points};

use super::window::FloatingWindow;
use crate::controller::{Action, Controller};
use crate::deduction::technique::{Level, Technique};
use crate::tasks::curriculum::{Practice, learnable};
use crate::tasks::profile::{MASTERED, Profile, SolvedPuzzle};

/// Whether the window is open.
#[derive(Default)]
pub struct ProgressWindow {
    open: bool,
}

impl FloatingWindow for ProgressWindow {
    const TITLE: &'static str = "window-progress";

    fn open_flag(&mut self) -> &mut bool {
        &mut self.open
    }

    fn shape<'open>(&self, window: egui::Window<'open>, place: egui::Rect) -> egui::Window<'open> {
        window
            .default_width(place.width().min(560.0))
            .default_height(600.0)
    }

    fn contents(&mut self, ui: &mut egui::Ui, controller: &Controller, actions: &mut Vec<Action>) {
        ui.horizontal_wrapped(|ui| {
            if ui.button("Practise next").clicked() {
                actions.push(Action::PractiseNext);
            }
            ui.label(practice_text(controller.next_practice()));
        });
        ui.separator();
        contents(ui, controller.profile());
    }
}

/// What Practise next would practise, in words.
fn practice_text(practice: Practice) -> String {
    match practice {
        Practice::New(technique) => {
            format!("(Ctrl+P): {technique}, a technique you have not mastered.")
        }
        Practice::Review { technique, due } => format!(
            "(Ctrl+P): {technique}, due for review since {}.",
            due.format("%Y-%m-%d")
        ),
        Practice::Nothing => "Every technique is mastered and no review is due.".to_string(),
    }
}

/// The width of the technique names' column.
const NAME_WIDTH: f32 = 250.0;

/// The height of the plot of finished puzzles.
const PLOT_HEIGHT: f32 = 160.0;

fn contents(ui: &mut egui::Ui, profile: &Profile) {
    let unaided = profile.puzzles.iter().filter(|p| p.unaided).count();
    ui.label(format!(
        "Puzzles finished: {}, {unaided} of them without a hint or a solver step.",
        profile.puzzles.len()
    ));
    puzzles_plot(ui, &profile.puzzles);
    ui.separator();
    ui.label(format!(
        "Mastery of each technique: the chance that you know it, from the moves it justified \
         (up), and the hints and mistakes near it (down); {:.0}% counts as mastered.",
        MASTERED * 100.0
    ));
    egui::ScrollArea::vertical().show(ui, |ui| {
        for level in Level::ALL {
            let techniques: Vec<Technique> = learnable().filter(|&t| t.level() == level).collect();
            let mastered = techniques
                .iter()
                .filter(|&&t| profile.record(t).is_mastered())
                .count();
            egui::CollapsingHeader::new(format!(
                "{level}: {mastered} of {} mastered",
                techniques.len()
            ))
            .default_open(level <= Level::Medium)
            .show(ui, |ui| {
                egui::Grid::new(level.name())
                    .num_columns(3)
                    .striped(true)
                    .show(ui, |ui| {
                        for technique in techniques {
                            technique_row(ui, profile, technique);
                            ui.end_row();
                        }
                    });
            });
        }
    });
}

/// One technique: its name, its mastery bar and its counts.
fn technique_row(ui: &mut egui::Ui, profile: &Profile, technique: Technique) {
    let record = profile.record(technique);
    let last = record.last_practised.map_or_else(
        || "never".to_string(),
        |day| day.format("%Y-%m-%d").to_string(),
    );
    let mark = if record.is_mastered() {
        ", mastered"
    } else {
        ""
    };
    let review = record.review.map_or_else(String::new, |review| {
        format!(", review {}", review.due.format("%Y-%m-%d"))
    });
    // The same width at every level, so the bars line up from one level's grid to the next.
    ui.allocate_ui_with_layout(
        egui::vec2(NAME_WIDTH, ui.spacing().interact_size.y),
        egui::Layout::left_to_right(egui::Align::Center),
        |ui| {
            ui.set_min_width(NAME_WIDTH);
            ui.label(technique.name());
        },
    );
    ui.add(
        egui::ProgressBar::new(record.mastery as f32)
            .desired_width(110.0)
            .text(format!("{:.0}%{mark}", record.mastery * 100.0)),
    );
    ui.label(format!(
        "met {}, done {}, hints {}, mistakes {}, last {last}{review}",
        record.met, record.applied, record.hints, record.mistakes
    ));
}

/// The puzzles finished, by day and level: unaided ones and the others as two series.
fn puzzles_plot(ui: &mut egui::Ui, puzzles: &[SolvedPuzzle]) {
    let Some(first) = puzzles.iter().map(|p| p.date).min() else {
        ui.label("Finish a puzzle to see your puzzles over time here.");
        return;
    };
    let point = |puzzle: &SolvedPuzzle| -> Option<[f64; 2]> {
        let level = puzzle.level_index()?;
        Some([day_number(first, puzzle.date), level as f64 + 1.0])
    };
    let (unaided, helped): (Vec<&SolvedPuzzle>, Vec<&SolvedPuzzle>) =
        puzzles.iter().partition(|p| p.unaided);
    let unaided: Vec<[f64; 2]> = unaided.into_iter().filter_map(point).collect();
    let helped: Vec<[f64; 2]> = helped.into_iter().filter_map(point).collect();
    Plot::new("finished puzzles")
        .height(PLOT_HEIGHT)
        .legend(Legend::default())
        .include_y(0.5)
        .include_y(5.5)
        .x_axis_label(format!("days since {}", first.format("%Y-%m-%d")))
        .y_axis_label("level")
        .show(ui, |plot| {
            plot.points(Points::new("unaided", unaided).radius(4.0));
            plot.points(Points::new("with help", helped).radius(4.0));
        });
}

/// Days from `first` to `day`.
fn day_number(first: NaiveDate, day: NaiveDate) -> f64 {
    (day - first).num_days() as f64
}
