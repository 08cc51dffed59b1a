//! The Progress window: the learner's profile as the student sees it. What Practise next would
//! practise and at which level, with Practise next and Drill next; techniques by level, each with
//! a bar for its mastery, a Drill button (for a technique with drills) and what the profile
//! counted (met in finished puzzles, done unaided, hints, mistakes near it, drills right of those
//! checked, the last day practised), and a plot of the puzzles finished over time by level,
//! unaided ones apart.

use chrono::NaiveDate;
use eframe::egui;
use egui_plot::{Legend, Plot, Points};

use super::window::{FloatingWindow, WindowKind};
use crate::controller::{Action, Controller};
use crate::deduction::technique::{Level, Technique};
use crate::i18n::Language;
use crate::tasks::curriculum::{Practice, learnable};
use crate::tasks::drill::drillable;
use crate::tasks::profile::{MASTERED, Profile, SolvedPuzzle};

/// Whether the window is open.
#[derive(Default)]
pub struct ProgressWindow {
    open: bool,
}

/// The Progress window, for the command table.
pub const KIND: WindowKind = WindowKind {
    title: "window-progress",
    make: || Box::new(ProgressWindow::default()),
};

impl FloatingWindow for ProgressWindow {
    fn title(&self) -> &'static str {
        KIND.title
    }

    fn open_flag(&mut self) -> &mut bool {
        &mut self.open
    }

    fn shape<'open>(&self, window: egui::Window<'open>, place: egui::Rect) -> egui::Window<'open> {
        window
            .default_width(place.width().min(560.0))
            .default_height(600.0)
    }

    fn contents(&mut self, ui: &mut egui::Ui, controller: &Controller, actions: &mut Vec<Action>) {
        let lang = controller.language();
        let before = actions.len();
        ui.horizontal_wrapped(|ui| {
            if ui.button(lang.text("progress-practise-next")).clicked() {
                actions.push(Action::PractiseNext);
            }
            ui.label(practice_text(controller, lang));
            if ui
                .button(lang.text("drill-next"))
                .on_hover_text(lang.text("progress-drill-next-does"))
                .clicked()
            {
                actions.push(Action::DrillNext);
            }
        });
        ui.separator();
        profile_ui(ui, controller.profile(), lang, actions);
        if actions.len() > before {
            // The practice puzzle or the drill comes on the board: the window gives it the room.
            self.open = false;
        }
    }
}

/// What Practise next would practise, and how, in words.
fn practice_text(controller: &Controller, lang: Language) -> String {
    let level = |technique: Technique| lang.text(controller.practice_level(technique).level.key());
    match controller.next_practice() {
        Practice::New(technique) => lang.text_with(
            "progress-next-new",
            &[
                ("technique", technique.name()),
                ("level", &level(technique)),
            ],
        ),
        Practice::Review { technique, due } => {
            let due = due.format("%Y-%m-%d").to_string();
            if drillable(technique) {
                lang.text_with(
                    "progress-next-review-drills",
                    &[("technique", technique.name()), ("due", &due)],
                )
            } else {
                lang.text_with(
                    "progress-next-review",
                    &[
                        ("technique", technique.name()),
                        ("due", &due),
                        ("level", &level(technique)),
                    ],
                )
            }
        }
        Practice::Nothing => lang.text("progress-next-nothing"),
    }
}

/// The width of the technique names' column.
const NAME_WIDTH: f32 = 250.0;

/// The height of the plot of finished puzzles.
const PLOT_HEIGHT: f32 = 160.0;

/// The profile: puzzles finished, by level, and a row per technique.
fn profile_ui(ui: &mut egui::Ui, profile: &Profile, lang: Language, actions: &mut Vec<Action>) {
    let unaided = profile.puzzles.iter().filter(|p| p.unaided).count();
    ui.label(lang.text_with(
        "progress-finished",
        &[
            ("count", &profile.puzzles.len().to_string()),
            ("unaided", &unaided.to_string()),
        ],
    ));
    puzzles_plot(ui, &profile.puzzles, lang);
    ui.separator();
    ui.label(lang.text_with(
        "progress-mastery",
        &[("percent", &format!("{:.0}", MASTERED * 100.0))],
    ));
    egui::ScrollArea::vertical().show(ui, |ui| {
        for level in Level::ALL {
            let techniques: Vec<Technique> = learnable().filter(|&t| t.level() == level).collect();
            let mastered = techniques
                .iter()
                .filter(|&&t| profile.record(t).is_mastered())
                .count();
            egui::CollapsingHeader::new(lang.text_with(
                "progress-level-mastered",
                &[
                    ("level", &lang.text(level.key())),
                    ("mastered", &mastered.to_string()),
                    ("count", &techniques.len().to_string()),
                ],
            ))
            .id_salt(level.name())
            .default_open(level <= Level::Medium)
            .show(ui, |ui| {
                egui::Grid::new(level.name())
                    .num_columns(4)
                    .striped(true)
                    .show(ui, |ui| {
                        for technique in techniques {
                            technique_row(ui, profile, technique, lang, actions);
                            ui.end_row();
                        }
                    });
            });
        }
    });
}

/// One technique: its name, its mastery bar, its Drill button and its counts.
fn technique_row(
    ui: &mut egui::Ui,
    profile: &Profile,
    technique: Technique,
    lang: Language,
    actions: &mut Vec<Action>,
) {
    let record = profile.record(technique);
    let last = record.last_practised.map_or_else(
        || lang.text("progress-never"),
        |day| day.format("%Y-%m-%d").to_string(),
    );
    let mark = if record.is_mastered() {
        lang.text("progress-mastered-mark")
    } else {
        String::new()
    };
    let review = record.review.map_or_else(String::new, |review| {
        lang.text_with(
            "progress-review",
            &[("due", &review.due.format("%Y-%m-%d").to_string())],
        )
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
    drill_button(ui, technique, lang, actions);
    ui.label(lang.text_with(
        "progress-counts",
        &[
            ("met", &record.met.to_string()),
            ("done", &record.applied.to_string()),
            ("hints", &record.hints.to_string()),
            ("mistakes", &record.mistakes.to_string()),
            ("drills", &record.drills.to_string()),
            ("drills_right", &record.drills_right.to_string()),
            ("last", &last),
            ("review", &review),
        ],
    ));
}

/// Drill: starts a round of drills of `technique`, when it has drills.
fn drill_button(
    ui: &mut egui::Ui,
    technique: Technique,
    lang: Language,
    actions: &mut Vec<Action>,
) {
    if !drillable(technique) {
        ui.label("");
        return;
    }
    let does = lang.text_with("progress-drill-does", &[("technique", technique.name())]);
    let button = ui.button(lang.text("progress-drill")).on_hover_text(&does);
    button.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, does.clone()));
    if button.clicked() {
        actions.push(Action::StartDrill(technique));
    }
}

/// The puzzles finished, by day and level: unaided ones and the others as two series.
fn puzzles_plot(ui: &mut egui::Ui, puzzles: &[SolvedPuzzle], lang: Language) {
    let Some(first) = puzzles.iter().map(|p| p.date).min() else {
        ui.label(lang.text("progress-no-puzzles"));
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
        .x_axis_label(lang.text_with(
            "progress-days-since",
            &[("first", &first.format("%Y-%m-%d").to_string())],
        ))
        .y_axis_label(lang.text("progress-level-axis"))
        .show(ui, |plot| {
            plot.points(Points::new(lang.text("progress-unaided"), unaided).radius(4.0));
            plot.points(Points::new(lang.text("progress-with-help"), helped).radius(4.0));
        });
}

/// Days from `first` to `day`.
fn day_number(first: NaiveDate, day: NaiveDate) -> f64 {
    (day - first).num_days() as f64
}
