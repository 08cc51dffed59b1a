//! The Help > Techniques guide window: every technique in the default order, and for the one
//! selected, its level and score, a picture of its bundled example at the point where the
//! technique applies (the board drawn as in the window, the step's houses, pattern and removals
//! marked, and the step's sentence under it), what it looks for and why it works, a "Show me"
//! button that opens that example, a "Practise" button that generates a new puzzle needing it
//! (opened at that point, the step hidden) and "Try a drill". A Variants page, first in the
//! list, gives the variant rules.

use eframe::egui;

use super::board::picture_ui;
use super::new_puzzle;
use super::theme::palette_for;
use super::window::{FloatingWindow, Handoff, WindowKind};
use crate::controller::{Action, Controller, GuidePicture};
use crate::deduction::technique::Technique;
use crate::i18n::Language;
use crate::picture::{BoardView, board_picture};
use crate::tasks::drill::drillable;
use crate::tasks::generator::can_practise;
use crate::tasks::guide::{example, variants_page};

/// The guide window's state.
#[derive(Debug, Default)]
pub struct GuideWindow {
    open: bool,
    selected: usize,
    /// The Variants page is shown instead of a technique.
    variants: bool,
    practise: Option<Technique>,
}

/// The Technique Guide window, for the command table.
pub const KIND: WindowKind = WindowKind {
    title: "window-guide",
    make: || Box::new(GuideWindow::default()),
};

impl FloatingWindow for GuideWindow {
    fn title(&self) -> &'static str {
        KIND.title
    }

    /// The technique whose Practise button was clicked, for the New Puzzle window.
    fn handoff(&mut self) -> Option<(&'static WindowKind, Handoff)> {
        let technique = self.practise.take()?;
        Some((&new_puzzle::KIND, Handoff::Practise(technique)))
    }

    fn open_flag(&mut self) -> &mut bool {
        &mut self.open
    }

    /// Wide enough to read (up to `GUIDE_WIDTH`, over the board if need be), its right edge at
    /// the right of `place`.
    fn shape<'open>(&self, window: egui::Window<'open>, place: egui::Rect) -> egui::Window<'open> {
        let width = GUIDE_WIDTH.min(place.right() - GUIDE_MARGIN);
        window
            .default_pos([place.right() - width, place.top()])
            .default_size([width, place.height().clamp(320.0, 720.0)])
    }

    fn contents(&mut self, ui: &mut egui::Ui, controller: &Controller, actions: &mut Vec<Action>) {
        let lang = controller.language();
        ui.horizontal_top(|ui| {
            ui.vertical(|ui| {
                ui.set_width(LIST_WIDTH);
                self.list(ui, lang);
            });
            ui.separator();
            ui.vertical(|ui| {
                ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
                    self.page(ui, controller, actions);
                });
            });
        });
    }
}

/// The widest the guide opens, in points.
const GUIDE_WIDTH: f32 = 820.0;

/// The space the guide leaves at the window's left edge when the window is narrower.
const GUIDE_MARGIN: f32 = 8.0;

/// The width of the guide's list of techniques, in points.
const LIST_WIDTH: f32 = 230.0;

/// The largest side of a page's picture, in points.
const PICTURE_SIDE: f32 = 380.0;

impl GuideWindow {
    /// The list: the Variants page, then every technique in the default order.
    fn list(&mut self, ui: &mut egui::Ui, lang: Language) {
        egui::ScrollArea::vertical()
            .id_salt("guide list")
            .auto_shrink([false, false])
            .show(ui, |ui| {
                if ui
                    .selectable_label(self.variants, lang.text("guide-variants"))
                    .clicked()
                {
                    self.variants = true;
                }
                ui.separator();
                for (index, listed) in Technique::ALL.into_iter().enumerate() {
                    let chosen = !self.variants && self.selected == index;
                    if ui.selectable_label(chosen, listed.name()).clicked() {
                        self.selected = index;
                        self.variants = false;
                    }
                }
            });
    }

    /// The page of the technique chosen (or the Variants page), its text left-aligned.
    fn page(&mut self, ui: &mut egui::Ui, controller: &Controller, actions: &mut Vec<Action>) {
        let lang = controller.language();
        let technique = Technique::ALL[self.selected.min(Technique::ALL.len() - 1)];
        if self.variants {
            ui.heading(lang.text("guide-variants"));
            ui.add_space(6.0);
            egui::ScrollArea::vertical()
                .id_salt("variants page")
                .auto_shrink([false, false])
                .show(ui, |ui| ui.label(variants_page(lang)));
            return;
        }
        ui.heading(technique.name());
        ui.label(lang.text_with(
            "guide-level-score",
            &[
                ("level", &lang.text(technique.level().key())),
                ("score", &technique.score().to_string()),
            ],
        ));
        let others = technique.other_names();
        if !others.is_empty() {
            ui.label(lang.text_with("guide-also-called", &[("names", &others.join(", "))]));
        }
        ui.add_space(6.0);
        egui::ScrollArea::vertical()
            .id_salt("technique page")
            .auto_shrink([false, true])
            .max_height(ui.available_height() - 40.0)
            .show(ui, |ui| {
                example_picture(ui, controller, technique, actions);
                ui.label(technique.guide(lang));
            });
        ui.add_space(10.0);
        let has_example = example(technique).is_some();
        let hover = lang.text(if has_example {
            "guide-show-me-does"
        } else {
            "guide-show-me-none"
        });
        ui.horizontal(|ui| {
            if ui
                .add_enabled(has_example, egui::Button::new(lang.text("guide-show-me")))
                .on_hover_text(&hover)
                .on_disabled_hover_text(&hover)
                .clicked()
            {
                actions.push(Action::ShowExample(technique));
            }
            let practisable = can_practise(technique);
            let hover = lang.text(if practisable {
                "guide-practise-does"
            } else {
                "guide-practise-none"
            });
            if ui
                .add_enabled(practisable, egui::Button::new(lang.text("guide-practise")))
                .on_hover_text(&hover)
                .on_disabled_hover_text(&hover)
                .clicked()
            {
                self.practise = Some(technique);
            }
            let drillable = drillable(technique);
            let hover = lang.text(if drillable {
                "guide-drill-does"
            } else {
                "guide-drill-none"
            });
            if ui
                .add_enabled(drillable, egui::Button::new(lang.text("guide-drill")))
                .on_hover_text(&hover)
                .on_disabled_hover_text(&hover)
                .clicked()
            {
                actions.push(Action::StartDrill(technique));
                // The drill is marked on the board, which the guide may cover.
                self.open = false;
            }
        });
    }
}

/// The picture of `technique`'s example where it applies, with the step's sentence under it
/// (asked for the first time the page is shown; a spinner while the example is stepped; nothing
/// for a technique without an example).
fn example_picture(
    ui: &mut egui::Ui,
    controller: &Controller,
    technique: Technique,
    actions: &mut Vec<Action>,
) {
    let lang = controller.language();
    match controller.guide_picture(technique) {
        GuidePicture::NotAsked => actions.push(Action::StepExample(technique)),
        GuidePicture::Stepping => {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(lang.text("guide-picture-stepping"));
            });
        }
        GuidePicture::Ready(grid, step) => {
            let side = ui.available_width().min(PICTURE_SIDE);
            let palette = palette_for(ui.visuals(), controller.colour_blind_colours());
            let view = BoardView {
                notation: controller.notation(),
                ..BoardView::plain(grid, Some(step), true)
            };
            let sentence = controller.render(&step.message);
            let description = lang.text_with(
                "guide-picture",
                &[("technique", technique.name()), ("step", &sentence)],
            );
            picture_ui(ui, &board_picture(&view, palette, side), &description);
            ui.label(egui::RichText::new(sentence).italics());
            ui.add_space(8.0);
        }
        GuidePicture::Missing => {}
    }
}
