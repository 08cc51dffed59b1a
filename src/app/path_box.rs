//! The box that stands in for a file dialog where none can open (no desktop portal, no zenity):
//! it says what the path is for, offers the current puzzle's folder (with the suggested name for
//! a save), and hands the typed path to the controller. It stays until OK or Cancel.

use eframe::egui;

use super::panels::modal_width;
use crate::controller::{Action, Controller};

/// The path box's text field, kept between frames.
#[derive(Debug, Default)]
pub struct PathBox {
    /// The path the controller offered for the request shown, to notice a new request.
    offered: Option<String>,
    /// What the field holds.
    text: String,
}

impl PathBox {
    /// Draws the box while the controller waits for a path; OK (or Enter) hands the path over,
    /// Cancel (or Escape) drops the request.
    pub fn ui(&mut self, ctx: &egui::Context, controller: &Controller, actions: &mut Vec<Action>) {
        let Some(request) = controller.path_request() else {
            self.offered = None;
            return;
        };
        if self.offered.as_deref() != Some(request.suggested.as_str()) {
            self.offered = Some(request.suggested.clone());
            self.text = request.suggested.clone();
        }
        let lang = controller.language();
        let modal = egui::Modal::new(egui::Id::unique("path box")).show(ctx, |ui| {
            ui.set_max_width(modal_width(ctx, 560.0));
            ui.heading(lang.text("path-box-heading"));
            ui.label(controller.render(&request.message));
            ui.add_space(6.0);
            let field = ui.add(
                egui::TextEdit::singleline(&mut self.text)
                    .desired_width(modal_width(ctx, 540.0))
                    .hint_text(lang.text("path-box-hint")),
            );
            if !field.has_focus() && !field.lost_focus() {
                field.request_focus();
            }
            let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                if ui.button(lang.text("path-box-ok")).clicked() || entered {
                    Some(true)
                } else if ui.button(lang.text("path-box-cancel")).clicked() {
                    Some(false)
                } else {
                    None
                }
            })
            .inner
        });
        let answer = modal.inner.or(modal.should_close().then_some(false));
        if let Some(ok) = answer {
            actions.push(Action::TypedPath(ok.then(|| self.text.clone())));
        }
    }
}
