//! What the app is teaching at the moment: the hint shown (also the answer to a question),
//! question mode, the walkthrough of a proof, and the steps All Steps listed with the one
//! previewed. All of it belongs to the current position and goes when it changes.

use stepper_core::deduction::step::Step;

use super::hint::Hint;
use super::walk::Walk;

/// The teaching state.
#[derive(Debug, Clone, Default)]
pub(super) struct Teaching {
    hint: Option<Hint>,
    asking: bool,
    walk: Option<Walk>,
    choices: Option<Vec<Step>>,
    previewed: Option<usize>,
}

impl Teaching {
    /// The hint shown, if any.
    pub(super) fn hint(&self) -> Option<&Hint> {
        self.hint.as_ref()
    }

    /// The hint shown, to move it to its next level.
    pub(super) fn hint_mut(&mut self) -> Option<&mut Hint> {
        self.hint.as_mut()
    }

    /// Shows `hint`.
    pub(super) fn show_hint(&mut self, hint: Hint) {
        self.hint = Some(hint);
    }

    /// Takes the hint down.
    pub(super) fn clear_hint(&mut self) {
        self.hint = None;
    }

    /// Takes the hint away, to apply it.
    pub(super) fn take_hint(&mut self) -> Option<Hint> {
        self.hint.take()
    }

    /// Whether question mode is on.
    pub(super) fn is_asking(&self) -> bool {
        self.asking
    }

    /// Question mode on or off.
    pub(super) fn set_asking(&mut self, on: bool) {
        self.asking = on;
    }

    /// The walkthrough, whatever step it was started for.
    pub(super) fn walk(&self) -> Option<&Walk> {
        self.walk.as_ref()
    }

    /// The walkthrough, to move it.
    pub(super) fn walk_mut(&mut self) -> Option<&mut Walk> {
        self.walk.as_mut()
    }

    /// Starts a walkthrough, or (with `None`) closes it.
    pub(super) fn set_walk(&mut self, walk: Option<Walk>) {
        self.walk = walk;
    }

    /// The steps All Steps listed for the current position.
    pub(super) fn choices(&self) -> Option<&[Step]> {
        self.choices.as_deref()
    }

    /// Listed step `index`, if it is on offer.
    pub(super) fn choice(&self, index: usize) -> Option<&Step> {
        self.choices.as_ref()?.get(index)
    }

    /// Offers `steps`, none previewed.
    pub(super) fn offer(&mut self, steps: Vec<Step>) {
        self.choices = Some(steps);
        self.previewed = None;
    }

    /// The listed step previewed on the board.
    pub(super) fn previewed(&self) -> Option<usize> {
        self.previewed
    }

    /// Previews listed step `index` (nothing when it is not on offer, or with `None`).
    pub(super) fn preview(&mut self, index: Option<usize>) {
        self.previewed = index.filter(|&i| self.choice(i).is_some());
    }

    /// Forgets the hint and the listed steps: they belong to a position that has changed.
    pub(super) fn forget_position(&mut self) {
        self.hint = None;
        self.choices = None;
        self.previewed = None;
    }
}
