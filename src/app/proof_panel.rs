//! The proof panel: for a shown step that has a proof (a chain, forcing or cage step), its summary
//! (unless that is the step's message, as for a cage step), the walkthrough buttons with the
//! current fact and its reason, and the whole proof one fact per line, each nested proof folded
//! under the fact it proves (open while the walkthrough is inside it).

use crate::i18n::Language;
use crate::model::Notation;
use eframe::egui::{self, RichText};

use super::commands::Command;
use crate::controller::{Controller, Walk};
use crate::deduction::proof::{Proof, ProofNode, Rule};
use crate::model::Geometry;

/// Draws the panel when the explained step has a proof; pushes the commands its buttons ask for.
/// Returns the bottom of its heading, walkthrough buttons and current fact (what no floating
/// window may cover), when it is drawn.
pub fn proof_ui(
    ui: &mut egui::Ui,
    controller: &Controller,
    commands: &mut Vec<Command>,
) -> Option<f32> {
    let lang = controller.language();
    let (Some(step), Some(grid)) = (controller.explained_step(), controller.shown_grid()) else {
        return None;
    };
    let proof = step.proof.as_deref()?;
    let geometry = grid.geometry();
    let walk = controller.walk();
    ui.heading(controller.render(&proof.heading()));
    if proof.summary != step.message {
        ui.label(controller.render(&proof.summary));
    }
    ui.horizontal_wrapped(|ui| {
        let button =
            |ui: &mut egui::Ui, command: Command, enabled: bool, commands: &mut Vec<Command>| {
                if ui
                    .add_enabled(enabled, egui::Button::new(command.label(lang)))
                    .on_hover_text(command.tooltip(lang))
                    .on_disabled_hover_text(command.tooltip(lang))
                    .clicked()
                {
                    commands.push(command);
                }
            };
        let walking = walk.is_some();
        let label = if walking {
            lang.text("close-walkthrough")
        } else {
            Command::WalkProof.label(lang)
        };
        if ui
            .button(label)
            .on_hover_text(Command::WalkProof.tooltip(lang))
            .clicked()
        {
            commands.push(Command::WalkProof);
        }
        button(ui, Command::PreviousFact, walking, commands);
        button(ui, Command::NextFact, walking, commands);
        let can_enter = walk.is_some_and(Walk::can_enter);
        button(ui, Command::EnterProof, can_enter, commands);
        let inside = walk.is_some_and(|w| w.depth() > 0);
        button(ui, Command::LeaveProof, inside, commands);
    });
    if let Some(walk) = walk {
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.label(RichText::new(controller.render(&walk.shown().message)).strong());
        });
    }
    let controls_bottom = ui.cursor().top();
    let current = walk.and_then(Walk::current).map(|n| n.id);
    let open: Vec<usize> = walk.map_or(Vec::new(), open_nested);
    egui::ScrollArea::vertical()
        .id_salt("proof lines")
        .max_height(ui.available_height() * 0.5)
        .auto_shrink([false, true])
        .show(ui, |ui| {
            proof_lines(
                ui,
                geometry,
                (controller.notation(), controller.language()),
                proof,
                &proof.nodes,
                current,
                &open,
            );
        });
    ui.separator();
    Some(controls_bottom)
}

/// The ids of the `inner` facts whose nested proofs the walk is in.
fn open_nested(walk: &Walk) -> Vec<usize> {
    walk.enclosing().iter().map(|n| n.id).collect()
}

/// One line per fact; a nested proof folds under the fact it proves.
fn proof_lines(
    ui: &mut egui::Ui,
    geometry: &Geometry,
    wording: (Notation, Language),
    proof: &Proof,
    nodes: &[ProofNode],
    current: Option<usize>,
    open: &[usize],
) {
    for node in nodes {
        let text = proof.line(geometry, node).render_in(wording.0, wording.1);
        let text = if Some(node.id) == current {
            RichText::new(text)
                .strong()
                .background_color(ui.visuals().selection.bg_fill)
        } else {
            RichText::new(text)
        };
        match &node.rule {
            Rule::Inner(nested) => {
                let within = open.contains(&node.id);
                egui::CollapsingHeader::new(text)
                    .id_salt(("nested proof", node.id))
                    .open(within.then_some(true))
                    .show(ui, |ui| {
                        proof_lines(ui, geometry, wording, proof, nested, current, open)
                    });
            }
            _ => {
                ui.label(text);
            }
        }
    }
}
