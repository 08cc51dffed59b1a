//! The chrome the floating windows share (New Puzzle, Techniques, Experiments, Technique Guide,
//! All Steps, What makes it hard, Progress): a title, a close button (and Escape for the topmost),
//! a first place beside the board, bounds that keep it off the hint and proof panels, and
//! contents drawn from the controller that push `Action`s. Each window says only what differs.

use eframe::egui;

use crate::controller::{Action, Controller};
use crate::deduction::technique::Technique;

/// A floating window as the command table names it: its title's catalogue key (also the
/// window's id) and how to make it. Each window's file has one, `KIND`; a command row that opens
/// it is all the app needs to know of it.
#[derive(Debug)]
pub struct WindowKind {
    /// The catalogue key of its title bar's text, the same in every language.
    pub title: &'static str,
    /// Makes the window, closed, the first time it is opened.
    pub make: fn() -> Box<dyn FloatingWindow>,
}

/// What one window hands to another after a frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Handoff {
    /// Practise this technique (the guide's Practise button, for the New puzzle window).
    Practise(Technique),
}

/// A floating window of the app.
pub trait FloatingWindow {
    /// The catalogue key of its title bar's text (its kind's `title`).
    fn title(&self) -> &'static str;

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

    /// What the window hands to another since the last frame, with the kind of window it is for.
    fn handoff(&mut self) -> Option<(&'static WindowKind, Handoff)> {
        None
    }

    /// Takes what another window handed over; returns what it asks of the controller.
    fn take_handoff(&mut self, _handoff: Handoff) -> Option<Action> {
        None
    }
}

/// The app's floating windows, each made the first time it is opened, drawn in that order.
#[derive(Default)]
pub struct Windows {
    list: Vec<Box<dyn FloatingWindow>>,
}

impl Windows {
    /// The window of `kind`, made (closed) if it is not there yet.
    fn of(&mut self, kind: &WindowKind) -> &mut dyn FloatingWindow {
        let index = match self.list.iter().position(|w| w.title() == kind.title) {
            Some(index) => index,
            None => {
                self.list.push((kind.make)());
                self.list.len() - 1
            }
        };
        self.list[index].as_mut()
    }

    /// Opens the window of `kind`.
    pub fn open(&mut self, kind: &WindowKind) {
        self.of(kind).open();
    }

    /// Draws every open window (see `show`), then hands what each handed over to its window.
    pub fn show_all(
        &mut self,
        ctx: &egui::Context,
        (controller, stacking): (&Controller, &mut Stacking),
        actions: &mut Vec<Action>,
        place: (egui::Rect, egui::Rect),
    ) {
        for window in &mut self.list {
            show(window.as_mut(), ctx, (controller, stacking), actions, place);
        }
        let handoffs: Vec<(&WindowKind, Handoff)> =
            self.list.iter_mut().filter_map(|w| w.handoff()).collect();
        for (kind, handoff) in handoffs {
            actions.extend(self.of(kind).take_handoff(handoff));
        }
    }
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
fn show(
    window: &mut dyn FloatingWindow,
    ctx: &egui::Context,
    (controller, stacking): (&Controller, &mut Stacking),
    actions: &mut Vec<Action>,
    (place, bounds): (egui::Rect, egui::Rect),
) {
    window.follow(controller);
    let was_open = *window.open_flag();
    let mut open = was_open;
    let frame = window.shape(
        egui::Window::new(controller.language().text(window.title()))
            .id(egui::Id::unique(window.title()))
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
    if stacking.closing == Some(window.title()) {
        open = false;
    }
    let listed = stacking
        .raised
        .iter()
        .position(|&title| title == window.title());
    match (open, listed) {
        (false, Some(index)) => {
            stacking.raised.remove(index);
        }
        (true, None) => stacking.raised.push(window.title()),
        (true, Some(index)) if on_top => {
            stacking.raised.remove(index);
            stacking.raised.push(window.title());
        }
        _ => {}
    }
    if was_open && !open {
        window.closed(actions);
    }
    *window.open_flag() = open;
}
