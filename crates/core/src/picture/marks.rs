//! What the student marks on the board besides a step, and the pictures draw: candidates painted
//! in a few colours for the student's own chains, and the lens (every place of one digit, the
//! bivalue cells, the cells that see the chosen cell).

use std::collections::BTreeMap;

use crate::model::{Candidate, Digit};

/// A colour the student paints candidates with.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Paint {
    /// The first colour.
    Blue,
    /// The second colour (with Blue: the two sides of a chain).
    Green,
    /// The third colour.
    Orange,
    /// The fourth colour (with Orange: the two sides of a second chain).
    Pink,
}

impl Paint {
    /// Every colour, in the palette's order.
    pub const ALL: [Paint; 4] = [Paint::Blue, Paint::Green, Paint::Orange, Paint::Pink];

    /// The colour's name, as the palette and the log write it.
    pub fn name(self) -> &'static str {
        match self {
            Paint::Blue => "blue",
            Paint::Green => "green",
            Paint::Orange => "orange",
            Paint::Pink => "pink",
        }
    }
}

/// The painted candidates of a position and their colours.
pub type Colours = BTreeMap<Candidate, Paint>;

/// What the board highlights besides the shown step.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Lens {
    /// Every cell where this digit is a candidate (and every cell holding it).
    pub digit: Option<Digit>,
    /// The cells with exactly two candidates.
    pub bivalue: bool,
    /// The cells that see the chosen cell (share a row, column or box with it).
    pub peers: bool,
}
