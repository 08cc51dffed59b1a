//! The chrome the floating windows share (New Puzzle, Techniques, Experiments, Technique Guide,
//! All Steps, What makes it hard, Progress): a title, a close button, a first place beside the board, and
//! contents drawn from the controller that push `Action`s. Each window says only what differs.

use eframe::egui;

use super::language;
use crate::controller::{Action, Controller};

/// A floating window of the app.
pub trait FloatingWindow {
    /// The catalogue key of its title bar's text (also the window's id, the same in every
    /// language).
    const TITLE: &'static str;

    /// Its open flag: the window is drawn while it is set, and the close button clears it.
    fn open_flag(&mut self) -> &mut bool;

    /// Shows the window.
    fn open(&mut self) {
        *self.open_flag() = true;
    }

    /// The window's first size and behaviour; it first opens at `place` (beside the board)
    /// unless this says otherwise.
    fn shape<'open>(&self, window: egui::Window<'open>, place: egui::Rect) -> egui::Window<'open>;

    /// Keeps the window in step with the controller before it is drawn (even when closed).
    fn follow(&mut self, _controller: &Controller) {}

    /// The contents.
    fn contents(&mut self, ui: &mut egui::Ui, controller: &Controller, actions: &mut Vec<Action>);

    /// What closing the window asks for.
    fn closed(&mut self, _actions: &mut Vec<Action>) {}
}

/// Draws `window` when it is open, first at `place`.
pub fn show<W: FloatingWindow>(
    window: &mut W,
    ctx: &egui::Context,
    controller: &Controller,
    actions: &mut Vec<Action>,
    place: egui::Rect,
) {
    window.follow(controller);
    let was_open = *window.open_flag();
    let mut open = was_open;
    let frame = window.shape(
        egui::Window::new(language(ctx).text(W::TITLE))
            .id(egui::Id::unique(W::TITLE))
            .open(&mut open)
            .default_pos(place.min),
        place,
    );
    frame.show(ctx, |ui| window.contents(ui, controller, actions));
    if was_open && !open {
        window.closed(actions);
    }
    *window.open_flag() = open;
}
