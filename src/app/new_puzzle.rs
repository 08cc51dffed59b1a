//! The New Puzzle window: board size, variant rules, difficulty (or a technique to practise),
//! symmetry and seed, then Generate. The controller runs the generation as a job; the window shows which attempt it is
//! on and a Cancel button, closes when a puzzle arrives and moves the seed on after each
//! generation. A practice puzzle opens stepped to where its technique applies.

use eframe::egui;

use super::window::{FloatingWindow, Handoff, WindowKind};
use crate::controller::{Action, Controller};
use crate::deduction::technique::{Level, Technique, with_article};
use crate::model::Layout;
use crate::model::RuleSet;
use crate::model::rules::{Killer, RULES};
use crate::tasks::curriculum::practice_rules;
use crate::tasks::generator::{GenerateOptions, MAX_ATTEMPTS, can_practise, clock_seed};

/// The board shapes offered, as box rows x box columns.
const SHAPES: [(usize, usize); 7] = [(2, 2), (2, 3), (2, 4), (3, 3), (3, 4), (4, 4), (5, 5)];

/// The window's settings.
pub struct NewPuzzle {
    open: bool,
    shape: (usize, usize),
    level: Level,
    practise: Option<Technique>,
    rules: RuleSet,
    symmetric: bool,
    seed: u64,
    seen_end: u64,
}

impl Default for NewPuzzle {
    fn default() -> Self {
        NewPuzzle {
            open: false,
            shape: (3, 3),
            level: Level::Medium,
            practise: None,
            rules: RuleSet::CLASSIC,
            symmetric: true,
            seed: clock_seed() % 1_000_000,
            seen_end: 0,
        }
    }
}

/// The New Puzzle window, for the command table.
pub const KIND: WindowKind = WindowKind {
    title: "window-new-puzzle",
    make: || Box::new(NewPuzzle::default()),
};

impl FloatingWindow for NewPuzzle {
    fn title(&self) -> &'static str {
        KIND.title
    }

    /// The guide's Practise: opens the form set to practise the technique and generates.
    fn take_handoff(&mut self, handoff: Handoff) -> Option<Action> {
        match handoff {
            Handoff::Practise(technique) => self.practise(technique),
        }
    }

    fn open_flag(&mut self) -> &mut bool {
        &mut self.open
    }

    fn shape<'open>(&self, window: egui::Window<'open>, _place: egui::Rect) -> egui::Window<'open> {
        window.resizable(false).collapsible(false)
    }

    /// After a generation ends the seed moves on, and a generated puzzle closes the window.
    fn follow(&mut self, controller: &Controller) {
        if let Some(end) = controller.generation_end()
            && end.serial != self.seen_end
        {
            self.seen_end = end.serial;
            self.seed = self.seed.wrapping_add(1);
            if end.succeeded {
                self.open = false;
            }
        }
    }

    /// Asks to generate or cancel.
    fn contents(&mut self, ui: &mut egui::Ui, controller: &Controller, actions: &mut Vec<Action>) {
        let lang = controller.language();
        let running = controller.generation().is_some();
        ui.add_enabled_ui(!running, |ui| {
            let (rows, cols) = self.shape;
            egui::ComboBox::from_label(lang.text("new-puzzle-size"))
                .selected_text(board_name(rows, cols))
                .show_ui(ui, |ui| {
                    for (r, c) in SHAPES {
                        ui.selectable_value(&mut self.shape, (r, c), board_name(r, c));
                    }
                });
            ui.add_enabled_ui(self.practise.is_none(), |ui| {
                egui::ComboBox::from_label(lang.text("new-puzzle-difficulty"))
                    .selected_text(lang.text(self.level.key()))
                    .show_ui(ui, |ui| {
                        for level in Level::ALL {
                            ui.selectable_value(&mut self.level, level, lang.text(level.key()));
                        }
                    });
            });
            let no_technique = lang.text("new-puzzle-no-technique");
            egui::ComboBox::from_label(lang.text("new-puzzle-practise"))
                .selected_text(
                    self.practise
                        .map_or(no_technique.clone(), |t| t.name().to_string()),
                )
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut self.practise, None, no_technique);
                    for technique in Technique::DEFAULT.into_iter().filter(|&t| can_practise(t)) {
                        ui.selectable_value(&mut self.practise, Some(technique), technique.name());
                    }
                })
                .response
                .on_hover_text(lang.text("new-puzzle-practise-does"));
            ui.add_enabled_ui(self.practise.is_none(), |ui| {
                ui.horizontal_wrapped(|ui| {
                    ui.label(lang.text("new-puzzle-variant"));
                    for &rule in RULES {
                        let mut on = self.rules.contains(rule);
                        if ui.checkbox(&mut on, lang.text(rule.option_key())).changed() {
                            self.rules = match on {
                                true => self.rules.with(rule),
                                false => self.rules.without(rule),
                            };
                        }
                    }
                })
                .response
                .on_hover_text(lang.text("new-puzzle-variant-does"));
            });
            ui.horizontal(|ui| {
                let label = ui.label(lang.text("new-puzzle-seed"));
                ui.add(egui::DragValue::new(&mut self.seed))
                    .labelled_by(label.id);
            });
            let killer = self.rules.contains(&Killer) && self.practise.is_none();
            ui.add_enabled_ui(!killer, |ui| {
                ui.checkbox(&mut self.symmetric, lang.text("new-puzzle-symmetric"))
                    .on_disabled_hover_text(lang.text("new-puzzle-killer-no-givens"));
            });
        });
        ui.separator();
        match controller.generation() {
            Some(run) => {
                ui.horizontal(|ui| {
                    ui.spinner();
                    let most = self
                        .options()
                        .map_or(MAX_ATTEMPTS, |options| options.max_attempts());
                    ui.label(lang.text_with(
                        "new-puzzle-generating",
                        &[
                            ("attempt", &run.done.to_string()),
                            ("most", &most.to_string()),
                        ],
                    ));
                });
                if ui.button(lang.text("new-puzzle-cancel")).clicked() {
                    actions.push(Action::CancelGeneration);
                }
            }
            None => {
                match self.practise {
                    Some(technique) => {
                        let named = with_article(technique).render_in(controller.notation(), lang);
                        ui.label(lang.text_with("new-puzzle-opens-where", &[("technique", &named)]))
                    }
                    None => ui.label(lang.text("new-puzzle-small-boards")),
                };
                if ui.button(lang.text("new-puzzle-generate")).clicked()
                    && let Some(options) = self.options()
                {
                    actions.push(Action::Generate(options));
                }
            }
        }
    }
}

impl NewPuzzle {
    /// Shows the window set to practise `technique` on a 9x9 board and asks for the puzzle.
    fn practise(&mut self, technique: Technique) -> Option<Action> {
        self.open = true;
        self.shape = (3, 3);
        self.practise = Some(technique);
        self.options().map(Action::Generate)
    }

    /// The generation the form asks for.
    fn options(&self) -> Option<GenerateOptions> {
        let (rows, cols) = self.shape;
        let layout = Layout::new(rows, cols).ok()?;
        let (rules, level) = match self.practise {
            Some(technique) => (practice_rules(technique), technique.level()),
            None => (self.rules, self.level),
        };
        Some(GenerateOptions {
            layout,
            rules,
            level,
            symmetric: self.symmetric,
            seed: self.seed,
            practise: self.practise,
        })
    }
}

fn board_name(rows: usize, cols: usize) -> String {
    let n = rows * cols;
    format!("{n}x{n}")
}
