//! The Difficulty window: what makes the loaded puzzle hard. It says what set the level, lists the
//! steps above Easy of the rated solve path (hardest technique first; each step number jumps to
//! that step in the log), the points per technique, and the rating without each of the hardest
//! techniques (worked out in the background when the window first needs it).

use eframe::egui;

use super::window::{FloatingWindow, WindowKind};
use crate::controller::{Action, Controller};
use crate::i18n::Language;
use crate::solver::{Difficulty, SolutionCount};

/// Whether the window is open.
#[derive(Default)]
pub struct DifficultyWindow {
    open: bool,
}

/// The What makes it hard window, for the command table.
pub const KIND: WindowKind = WindowKind {
    title: "window-difficulty",
    make: || Box::new(DifficultyWindow::default()),
};

impl FloatingWindow for DifficultyWindow {
    fn title(&self) -> &'static str {
        KIND.title
    }

    fn open_flag(&mut self) -> &mut bool {
        &mut self.open
    }

    fn shape<'open>(&self, window: egui::Window<'open>, place: egui::Rect) -> egui::Window<'open> {
        window
            .default_width(place.width().min(520.0))
            .default_height(560.0)
    }

    fn contents(&mut self, ui: &mut egui::Ui, controller: &Controller, actions: &mut Vec<Action>) {
        contents(ui, controller, actions);
    }
}

fn contents(ui: &mut egui::Ui, controller: &Controller, actions: &mut Vec<Action>) {
    let lang = controller.language();
    let Some(info) = controller.info() else {
        ui.label(lang.text("difficulty-no-puzzle"));
        return;
    };
    let Some(difficulty) = &info.difficulty else {
        let why = if controller.is_rating() {
            "difficulty-rating"
        } else if info.unrated {
            "difficulty-unrated"
        } else {
            match info.solutions {
                Some(SolutionCount::Multiple) => "difficulty-several-solutions",
                Some(SolutionCount::None) => "difficulty-no-solution",
                _ => "difficulty-not-rated-yet",
            }
        };
        ui.label(lang.text(why));
        return;
    };
    if info.without.is_none() {
        actions.push(Action::WeighDifficulty);
    }
    ui.heading(lang.text_with(
        "difficulty-heading",
        &[
            ("level", &lang.text(difficulty.rating.level.key())),
            ("score", &lang.thousands(difficulty.rating.score)),
        ],
    ));
    ui.label(controller.render(&difficulty.level_reason()));
    ui.separator();
    egui::ScrollArea::vertical().show(ui, |ui| {
        deciding_steps_ui(ui, controller, difficulty, actions);
        ui.separator();
        ui.strong(lang.text("difficulty-score-by-technique"));
        score_table_ui(ui, difficulty, lang);
        ui.separator();
        ui.strong(lang.text("difficulty-without-heading"));
        match &info.without {
            Some(without) => {
                for entry in without {
                    ui.label(controller.render(&entry.describe()));
                }
            }
            None => {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label(lang.text("difficulty-weighing"));
                });
            }
        }
    });
}

/// The steps above Easy, grouped by technique, hardest first; each step number is a link.
fn deciding_steps_ui(
    ui: &mut egui::Ui,
    controller: &Controller,
    difficulty: &Difficulty,
    actions: &mut Vec<Action>,
) {
    let lang = controller.language();
    let mut deciding = difficulty.deciding().peekable();
    if deciding.peek().is_none() {
        ui.label(lang.text("difficulty-only-singles"));
        return;
    }
    ui.strong(lang.text("difficulty-steps-above-easy"));
    for (rank, share) in deciding.enumerate() {
        let title = lang.text_with(
            "difficulty-share",
            &[
                ("technique", share.technique.name()),
                ("level", &lang.text(share.technique.level().key())),
                ("points", &lang.thousands(share.technique.score())),
                ("count", &share.steps.len().to_string()),
            ],
        );
        egui::CollapsingHeader::new(title)
            .id_salt(share.technique.name())
            .default_open(rank == 0)
            .show(ui, |ui| {
                for &index in &share.steps {
                    ui.horizontal_wrapped(|ui| {
                        if ui
                            .link(lang.text_with(
                                "difficulty-step-link",
                                &[("number", &(index + 1).to_string())],
                            ))
                            .on_hover_text(lang.text("difficulty-step-link-does"))
                            .clicked()
                        {
                            actions.push(Action::GoToPathStep(index));
                        }
                        ui.label(controller.render(difficulty.steps[index].summary()));
                    });
                }
            });
    }
}

/// Technique, level, steps and points, with the total.
fn score_table_ui(ui: &mut egui::Ui, difficulty: &Difficulty, lang: Language) {
    egui::Grid::new("score by technique")
        .striped(true)
        .num_columns(4)
        .show(ui, |ui| {
            for header in [
                "difficulty-column-technique",
                "difficulty-column-level",
                "difficulty-column-steps",
                "difficulty-column-points",
            ] {
                ui.strong(lang.text(header));
            }
            ui.end_row();
            for share in &difficulty.shares {
                ui.label(share.technique.name());
                ui.label(lang.text(share.technique.level().key()));
                ui.label(share.steps.len().to_string());
                ui.label(lang.thousands(share.points));
                ui.end_row();
            }
            ui.strong(lang.text("difficulty-total"));
            ui.label("");
            ui.strong(difficulty.steps.len().to_string());
            ui.strong(lang.thousands(difficulty.rating.score));
            ui.end_row();
        });
}
