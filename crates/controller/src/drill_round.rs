//! The round of drills under way in the app (see `drilling`, which runs it): the technique,
//! which drill of the round is on the board and how the student has done so far.

use stepper_core::deduction::step::Step;
use stepper_core::deduction::technique::Technique;
use stepper_core::message::Message;
use stepper_core::model::Grid;

/// How many drills a round holds.
pub const DRILLS_PER_ROUND: usize = 5;

/// The round of drills under way.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct DrillRound {
    /// The technique drilled.
    pub(super) technique: Technique,
    /// The seed of the drill under way (the next uses the following number).
    pub(super) seed: u64,
    /// The drill under way, 1 to `DRILLS_PER_ROUND`.
    pub(super) number: usize,
    /// Once the drill's puzzle is stepped to it: the position and its answer.
    pub(super) position: Option<(Grid, Step)>,
    /// How many times the drill under way was checked.
    pub(super) checks: u32,
    /// How many drills of the round were right at the first Check.
    pub(super) right_first: usize,
    /// What the round said last: what to do, or the verdict on the marks.
    pub(super) said: Option<Message>,
}

/// What the window shows of the round under way.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DrillProgress {
    /// The technique drilled.
    pub technique: Technique,
    /// The drill under way, 1 to `of`.
    pub number: usize,
    /// How many drills the round holds.
    pub of: usize,
    /// Whether its position is on the board, ready to be marked and checked.
    pub ready: bool,
}
