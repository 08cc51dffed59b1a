//! The Techniques window (View menu): every technique in the order Take Step, Solve and hints try
//! them, each on or off. Select a row, then move it up or down or turn it off or on; Reset to
//! Default restores the standard order with everything on. The list is kept between runs.

use eframe::egui;

use crate::controller::Action;
use crate::techniques::Technique;

/// The key the list is stored under.
pub const STORAGE_KEY: &str = "techniques";

/// The order and the on/off state of every technique.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TechniqueSettings {
    open: bool,
    rows: Vec<(Technique, bool)>,
    selected: Option<usize>,
}

impl Default for TechniqueSettings {
    fn default() -> Self {
        TechniqueSettings {
            open: false,
            rows: Technique::ALL.into_iter().map(|t| (t, true)).collect(),
            selected: None,
        }
    }
}

impl TechniqueSettings {
    /// Settings from a stored list of (name, on) pairs: unknown names are skipped and techniques
    /// the list lacks are added, on, at their default place among the end.
    pub fn from_stored(stored: &[(String, bool)]) -> TechniqueSettings {
        let mut rows: Vec<(Technique, bool)> = Vec::new();
        for (name, on) in stored {
            if let Some(t) = Technique::from_name(name)
                && !rows.iter().any(|(r, _)| *r == t)
            {
                rows.push((t, *on));
            }
        }
        for t in Technique::ALL {
            if !rows.iter().any(|(r, _)| *r == t) {
                rows.push((t, true));
            }
        }
        TechniqueSettings {
            open: false,
            rows,
            selected: None,
        }
    }

    /// The list to store: (name, on) pairs in order.
    pub fn to_stored(&self) -> Vec<(String, bool)> {
        self.rows
            .iter()
            .map(|(t, on)| (t.name().to_string(), *on))
            .collect()
    }

    /// The techniques that are on, in order.
    pub fn enabled(&self) -> Vec<Technique> {
        self.rows
            .iter()
            .filter(|(_, on)| *on)
            .map(|(t, _)| *t)
            .collect()
    }

    /// Turns Brute Force on or off (the View menu's shortcut for it).
    pub fn set_guessing(&mut self, on: bool) {
        for row in &mut self.rows {
            if row.0 == Technique::BruteForce {
                row.1 = on;
            }
        }
    }

    /// Shows the window.
    pub fn open(&mut self) {
        self.open = true;
    }

    /// Draws the window when open; a change asks the controller to use the new list.
    pub fn ui(&mut self, ctx: &egui::Context, actions: &mut Vec<Action>) {
        let mut open = self.open;
        let before = self.rows.clone();
        egui::Window::new("Techniques")
            .open(&mut open)
            .default_height(520.0)
            .default_pos([790.0, 60.0])
            .show(ctx, |ui| self.contents(ui));
        self.open = open;
        if self.rows != before {
            actions.push(Action::SetTechniques(self.enabled()));
        }
    }

    fn contents(&mut self, ui: &mut egui::Ui) {
        ui.label(
            "Take Step, Solve and hints try these in order; select one to move or turn it off.",
        );
        ui.horizontal(|ui| {
            let selected = self.selected;
            let last = self.rows.len() - 1;
            if ui
                .add_enabled(
                    selected.is_some_and(|i| i > 0),
                    egui::Button::new("Move Up"),
                )
                .clicked()
                && let Some(i) = selected
            {
                self.rows.swap(i, i - 1);
                self.selected = Some(i - 1);
            }
            if ui
                .add_enabled(
                    selected.is_some_and(|i| i < last),
                    egui::Button::new("Move Down"),
                )
                .clicked()
                && let Some(i) = selected
            {
                self.rows.swap(i, i + 1);
                self.selected = Some(i + 1);
            }
            let on = selected.is_some_and(|i| self.rows[i].1);
            let toggle = if on { "Turn Off" } else { "Turn On" };
            if ui
                .add_enabled(selected.is_some(), egui::Button::new(toggle))
                .clicked()
                && let Some(i) = selected
            {
                self.rows[i].1 = !on;
            }
            if ui.button("Reset to Default").clicked() {
                self.rows = TechniqueSettings::default().rows;
                self.selected = None;
            }
        });
        ui.separator();
        egui::ScrollArea::vertical().show(ui, |ui| {
            for (i, (technique, on)) in self.rows.iter().enumerate() {
                let mut text = format!("{}. {technique}", i + 1);
                if !on {
                    text.push_str(" (off)");
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
