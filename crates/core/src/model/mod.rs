//! The puzzle model: board geometry for every box shape and variant rule, digits, cells, houses, candidate masks,
//! cell sets and the grid itself. Nothing here knows about files, techniques or the user interface.

mod arrows;
mod cell_set;
mod geometry;
mod grid;
mod lines;
mod little_killers;
mod notation;
mod remembered_fillings;
pub mod rules;
mod sandwiches;
mod units;
mod variant;

pub(crate) use arrows::each_reading;
pub use arrows::{Arrow, ArrowReading, LONGEST_PILL};
pub use cell_set::CellSet;
pub use geometry::{
    ArrowFault, CageFault, Geometry, HOUSE_SLOTS, Layout, LayoutError, LineFault, MAX_DIGITS,
    MIN_DIGITS, VariantMap,
};
pub use grid::{Grid, GridError};
pub use lines::{
    Line, LineFamily, LineKind, WHISPER_GAP, all_pairs, side_by_side_pairs, unmarked_pairs,
};
pub use little_killers::{Direction, LittleKiller};
pub use notation::{Joiner, Notation};
pub use rules::{Move, Rule, RuleSet};
pub use sandwiches::{Crusts, Sandwich, SandwichFit};
pub use units::{Candidate, Candidates, Cell, Digit, House};
pub use variant::{Cage, Parity, Sight, Variant, fillings_count, sum_range};
pub(crate) use variant::{side_neighbours, unjoined_cell};
