//! The All Steps window: every step the enabled techniques find in the current position (the first
//! of each), sorted by difficulty or by how much it removes. Selecting a row previews the step on
//! the board; Apply Selected takes it, so the student can choose their own path.

use eframe::egui;

use super::window::{FloatingWindow, WindowKind};
use crate::controller::{Action, Controller};
use crate::deduction::step::Step;
use crate::i18n::Language;
use crate::model::{Grid, Notation};

/// How the list is ordered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Order {
    /// Easiest technique first (by base score).
    Difficulty,
    /// Most candidates removed first.
    Eliminations,
}

/// Whether the window is open, and its order.
pub struct AllSteps {
    open: bool,
    order: Order,
}

impl Default for AllSteps {
    fn default() -> Self {
        AllSteps {
            open: false,
            order: Order::Difficulty,
        }
    }
}

/// How much a step changes: placements count as a cell's worth of removals.
fn effect_size(step: &Step) -> usize {
    step.eliminations.len() + step.placements.len()
}

/// The All Steps window, for the command table.
pub const KIND: WindowKind = WindowKind {
    title: "window-all-steps",
    make: || Box::new(AllSteps::default()),
};

impl FloatingWindow for AllSteps {
    fn title(&self) -> &'static str {
        KIND.title
    }

    fn open_flag(&mut self) -> &mut bool {
        &mut self.open
    }

    fn shape<'open>(&self, window: egui::Window<'open>, place: egui::Rect) -> egui::Window<'open> {
        window
            .default_width(place.width().min(420.0))
            .default_height(480.0)
    }

    fn closed(&mut self, actions: &mut Vec<Action>) {
        actions.push(Action::PreviewChoice(None));
    }

    fn contents(&mut self, ui: &mut egui::Ui, controller: &Controller, actions: &mut Vec<Action>) {
        let lang = controller.language();
        let Some(choices) = controller.choices() else {
            ui.label(lang.text("all-steps-intro"));
            if ui.button(lang.text("all-steps-find")).clicked() {
                actions.push(Action::FindAllSteps);
            }
            return;
        };
        let Some(grid) = controller.grid() else {
            return;
        };
        ui.horizontal(|ui| {
            ui.label(lang.text("all-steps-sort"));
            ui.radio_value(
                &mut self.order,
                Order::Difficulty,
                lang.text("all-steps-by-difficulty"),
            );
            ui.radio_value(
                &mut self.order,
                Order::Eliminations,
                lang.text("all-steps-by-eliminations"),
            );
        });
        let previewed = controller.previewed();
        if ui
            .add_enabled(
                previewed.is_some(),
                egui::Button::new(lang.text("all-steps-apply")),
            )
            .clicked()
            && let Some(index) = previewed
        {
            actions.push(Action::ApplyChoice(index));
        }
        ui.separator();
        if choices.is_empty() {
            ui.label(lang.text("all-steps-none"));
        }
        let mut rows: Vec<usize> = (0..choices.len()).collect();
        match self.order {
            Order::Difficulty => rows.sort_by_key(|&i| choices[i].technique.score()),
            Order::Eliminations => {
                rows.sort_by_key(|&i| std::cmp::Reverse(effect_size(&choices[i])));
            }
        }
        let list_height = if previewed.is_some() {
            ui.available_height() * 0.45
        } else {
            f32::INFINITY
        };
        egui::ScrollArea::vertical()
            .id_salt("all steps list")
            .max_height(list_height)
            .show(ui, |ui| {
                for i in rows {
                    let step = &choices[i];
                    let text = format!(
                        "{} ({}): {}",
                        step.technique,
                        lang.text(step.technique.level().key()),
                        affected_summary(grid, step, controller.notation(), lang)
                    );
                    if ui.selectable_label(previewed == Some(i), text).clicked() {
                        let choice = if previewed == Some(i) { None } else { Some(i) };
                        actions.push(Action::PreviewChoice(choice));
                    }
                }
            });
        if let Some(step) = previewed.and_then(|i| choices.get(i)) {
            ui.separator();
            egui::ScrollArea::vertical()
                .id_salt("all steps explanation")
                .show(ui, |ui| explanation(ui, controller, grid, step));
        }
    }
}

/// The previewed step's explanation: its message, and for a chain, forcing or cage step its proof's
/// facts (nested proofs as one line each; the Proof panel and the walkthrough open them).
fn explanation(ui: &mut egui::Ui, controller: &Controller, grid: &Grid, step: &Step) {
    ui.label(egui::RichText::new(controller.render(&step.message)).strong());
    if let Some(proof) = &step.proof {
        ui.label(controller.render(&proof.heading()));
        for node in &proof.nodes {
            ui.label(controller.render(&proof.line(grid.geometry(), node)));
        }
    }
}

/// The cells a log row names: the placement, or the cells that lose candidates.
pub(super) fn affected_summary(
    grid: &Grid,
    step: &Step,
    notation: Notation,
    lang: Language,
) -> String {
    let geometry = grid.geometry();
    if let Some(placement) = step.placements.first() {
        let name = notation.cell_of(geometry, placement.cell);
        return format!("{name} = {}", placement.digit);
    }
    let cells = step.affected_cells();
    let shown: Vec<String> = cells
        .iter()
        .take(4)
        .map(|&c| notation.cell_of(geometry, c))
        .collect();
    let more = cells.len().saturating_sub(shown.len());
    if more > 0 {
        lang.text_with(
            "cells-and-more",
            &[("cells", &shown.join(", ")), ("more", &more.to_string())],
        )
    } else {
        shown.join(", ")
    }
}
