//! The chrome the floating windows share (New Puzzle, Techniques, Experiments, Technique Guide,
//! All Steps, What makes it hard, Progress): a title, a close button (and Escape for the topmost),
//! a first place beside the board, bounds that keep it off the hint and proof panels, and
//! contents drawn from the controller that push `Action`s. Each window says only what differs.

use eframe::egui;

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

/// The open floating windows, the one raised last (opened, clicked or dragged) last; and the
/// one Escape closes this frame.
#[derive(Debug, Default)]
pub struct Stacking {
    raised: Vec<&'static str>,
    closing: Option<&'static str>,
}

impl Stacking {
    /// Before the windows are drawn: an Escape nothing else took closes the topmost window.
    pub fn begin(&mut self, ctx: &egui::Context) {
        self.closing =
            self.raised.last().copied().filter(|_| {
                ctx.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::Escape))
            });
    }
}

/// Draws `window` when it is open: first at `place.0`, always inside `place.1` (so it never
/// covers the hint and proof panels). Escape closes it when it is the topmost window.
pub fn show<W: FloatingWindow>(
    window: &mut W,
    ctx: &egui::Context,
    (controller, stacking): (&Controller, &mut Stacking),
    actions: &mut Vec<Action>,
    (place, bounds): (egui::Rect, egui::Rect),
) {
    window.follow(controller);
    let was_open = *window.open_flag();
    let mut open = was_open;
    let frame = window.shape(
        egui::Window::new(controller.language().text(W::TITLE))
            .id(egui::Id::unique(W::TITLE))
            .open(&mut open)
            .default_pos(place.min)
            .constrain_to(bounds),
        place,
    );
    let shown = frame.show(ctx, |ui| window.contents(ui, controller, actions));
    if !*window.open_flag() {
        // The contents closed the window (a button that hands the board back).
        open = false;
    }
    let on_top = shown.is_some_and(|shown| {
        ctx.memory(|m| m.areas().top_layer_id(egui::Order::Middle)) == Some(shown.response.layer_id)
    });
    if stacking.closing == Some(W::TITLE) {
        open = false;
    }
    let listed = stacking.raised.iter().position(|&title| title == W::TITLE);
    match (open, listed) {
        (false, Some(index)) => {
            stacking.raised.remove(index);
        }
        (true, None) => stacking.raised.push(W::TITLE),
        (true, Some(index)) if on_top => {
            stacking.raised.remove(index);
            stacking.raised.push(W::TITLE);
        }
        _ => {}
    }
    if was_open && !open {
        window.closed(actions);
    }
    *window.open_flag() = open;
}
