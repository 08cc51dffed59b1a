//! The Techniques window (View menu): every technique in the order Take Step, Solve and hints try
//! them, each on or off. Select a row, then move it up or down or turn it off or on; Reset to
//! Default restores the standard order with everything on. The order itself is the controller's
//! (`TechniqueOrder`); this window only draws it and asks for changes.

use eframe::egui;

use super::window::{FloatingWindow, WindowKind};
use crate::controller::{Action, Controller};

/// Whether the window is open, and the selected row.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TechniqueSettings {
    open: bool,
    selected: Option<usize>,
}

/// The Techniques window, for the command table.
pub const KIND: WindowKind = WindowKind {
    title: "window-techniques",
    make: || Box::new(TechniqueSettings::default()),
};

impl FloatingWindow for TechniqueSettings {
    fn title(&self) -> &'static str {
        KIND.title
    }

    fn open_flag(&mut self) -> &mut bool {
        &mut self.open
    }

    fn shape<'open>(&self, window: egui::Window<'open>, _place: egui::Rect) -> egui::Window<'open> {
        window.default_height(520.0)
    }

    fn contents(&mut self, ui: &mut egui::Ui, controller: &Controller, actions: &mut Vec<Action>) {
        let lang = controller.language();
        let rows = controller.technique_order().rows();
        ui.label(lang.text("techniques-intro"));
        ui.horizontal(|ui| {
            let selected = self.selected;
            let last = rows.len().saturating_sub(1);
            let mut moved = |ui: &mut egui::Ui, label: &str, enabled: bool, down: bool| {
                if ui.add_enabled(enabled, egui::Button::new(label)).clicked()
                    && let Some(row) = selected
                {
                    actions.push(Action::MoveTechnique { row, down });
                    self.selected = Some(if down { row + 1 } else { row - 1 });
                }
            };
            moved(
                ui,
                &lang.text("techniques-move-up"),
                selected.is_some_and(|i| i > 0),
                false,
            );
            moved(
                ui,
                &lang.text("techniques-move-down"),
                selected.is_some_and(|i| i < last),
                true,
            );
            let row = selected.and_then(|i| rows.get(i)).copied();
            let on = row.is_some_and(|(_, on)| on);
            let toggle = lang.text(if on {
                "techniques-turn-off"
            } else {
                "techniques-turn-on"
            });
            if ui
                .add_enabled(row.is_some(), egui::Button::new(toggle))
                .clicked()
                && let Some((technique, _)) = row
            {
                actions.push(Action::SetTechniqueOn(technique, !on));
            }
            if ui.button(lang.text("techniques-reset")).clicked() {
                actions.push(Action::ResetTechniques);
                self.selected = None;
            }
        });
        ui.separator();
        egui::ScrollArea::vertical().show(ui, |ui| {
            for (i, (technique, on)) in rows.iter().enumerate() {
                let mut text = format!("{}. {technique}", i + 1);
                if !on {
                    text.push_str(&lang.text("techniques-off-mark"));
                }
                let label = if *on {
                    egui::RichText::new(text)
                } else {
                    egui::RichText::new(text).weak().strikethrough()
                };
                if ui
                    .selectable_label(self.selected == Some(i), label)
                    .clicked()
                {
                    self.selected = Some(i);
                }
            }
        });
    }
}
