//! The Difficulty window: what makes the loaded puzzle hard. It says what set the level, lists the
//! steps above Easy of the rated solve path (hardest technique first; each step number jumps to
//! that step in the log), the points per technique, and the rating without each of the hardest
//! techniques (worked out in the background when the window first needs it).

use eframe::egui;

use super::window::FloatingWindow;
use crate::controller::{Action, Controller};
use crate::solver::{Difficulty, SolutionCount, thousands};

/// Whether the window is open.
#[derive(Default)]
pub struct DifficultyWindow {
    open: bool,
}

impl FloatingWindow for DifficultyWindow {
    const TITLE: &'static str = "What makes it hard";

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
    let Some(info) = controller.info() else {
        ui.label("No puzzle loaded.");
        return;
    };
    let Some(difficulty) = &info.difficulty else {
        let why = if controller.is_rating() {
            "Rating the puzzle..."
        } else if info.unrated {
            "Your techniques do not solve this puzzle, so it has no rating to take apart."
        } else {
            match info.solutions {
                Some(SolutionCount::Multiple) => {
                    "The puzzle has more than one solution: no rating."
                }
                Some(SolutionCount::None) => "The puzzle has no solution: no rating.",
                _ => "The puzzle is not rated yet.",
            }
        };
        ui.label(why);
        return;
    };
    if info.without.is_none() {
        actions.push(Action::WeighDifficulty);
    }
    ui.heading(format!(
        "{}, score {}",
        difficulty.rating.level,
        thousands(difficulty.rating.score)
    ));
    ui.label(difficulty.level_reason());
    ui.separator();
    egui::ScrollArea::vertical().show(ui, |ui| {
        deciding_steps_ui(ui, controller, difficulty, actions);
        ui.separator();
        ui.strong("Score by technique");
        score_table_ui(ui, difficulty);
        ui.separator();
        ui.strong("Without each of the hardest techniques");
        match &info.without {
            Some(without) => {
                for entry in without {
                    ui.label(entry.describe());
                }
            }
            None => {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label("Rating the puzzle without each of them...");
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
    let mut deciding = difficulty.deciding().peekable();
    if deciding.peek().is_none() {
        ui.label("Only singles: no step needs more than Easy techniques.");
        return;
    }
    ui.strong("Steps above Easy, hardest technique first (click a step to see it)");
    for (rank, share) in deciding.enumerate() {
        let title = format!(
            "{} ({}, {} points each): {} step{}",
            share.technique,
            share.technique.level(),
            thousands(share.technique.score()),
            share.steps.len(),
            if share.steps.len() == 1 { "" } else { "s" }
        );
        egui::CollapsingHeader::new(title)
            .id_salt(share.technique.name())
            .default_open(rank == 0)
            .show(ui, |ui| {
                for &index in &share.steps {
                    ui.horizontal_wrapped(|ui| {
                        if ui
                            .link(format!("Step {}", index + 1))
                            .on_hover_text("Show this step in the log")
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
fn score_table_ui(ui: &mut egui::Ui, difficulty: &Difficulty) {
    egui::Grid::new("score by technique")
        .striped(true)
        .num_columns(4)
        .show(ui, |ui| {
            for header in ["Technique", "Level", "Steps", "Points"] {
                ui.strong(header);
            }
            ui.end_row();
            for share in &difficulty.shares {
                ui.label(share.technique.name());
                ui.label(share.technique.level().name());
                ui.label(share.steps.len().to_string());
                ui.label(thousands(share.points));
                ui.end_row();
            }
            ui.strong("Total");
            ui.label("");
            ui.strong(difficulty.steps.len().to_string());
            ui.strong(thousands(difficulty.rating.score));
            ui.end_row();
        });
}
