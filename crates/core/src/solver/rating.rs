//! Rating a solve path as HoDoKu does: the score is the sum of the steps' base scores; the level is
//! the highest level of any technique used, raised while the score exceeds that level's maximum.
//! A Killer has its own, higher maximums (`ScoreBands`).

use crate::deduction::step::Step;
use crate::deduction::technique::Level;
use crate::model::Layout;

/// The score limits of the levels on a board: HoDoKu's (`Level::max_score`) on every board without
/// cages; on a Killer board each limit is higher by `KILLER_POINTS_PER_CELL` for every cell. A
/// Killer usually starts with no givens, so its path places about 25 more digits than a classic
/// 9x9 puzzle's and reads some 50 to 70 cages on the way (Cage Combinations, 20 points each):
/// about 1,200 points on a 9x9 board that a puzzle of singles alone already scores, more on a
/// larger board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ScoreBands {
    /// How much higher than HoDoKu's each limit is.
    allowance: u32,
}

/// How many points per cell each level's score limit is higher on a Killer board (1,215 on 9x9).
pub const KILLER_POINTS_PER_CELL: u32 = 15;

impl ScoreBands {
    /// HoDoKu's limits.
    pub const CLASSIC: ScoreBands = ScoreBands { allowance: 0 };

    /// The limits of a Killer board of `cells` cells.
    pub fn killer(cells: usize) -> ScoreBands {
        ScoreBands {
            allowance: KILLER_POINTS_PER_CELL
                .saturating_mul(u32::try_from(cells).unwrap_or(u32::MAX)),
        }
    }

    /// The bands a puzzle on `layout` is rated with.
    pub fn of(layout: Layout) -> ScoreBands {
        if layout.variant().cages.is_some() {
            ScoreBands::killer(layout.cell_count())
        } else {
            ScoreBands::CLASSIC
        }
    }

    /// The highest puzzle score that still counts as `level` (`None`: no limit).
    pub fn max_score(self, level: Level) -> Option<u32> {
        Some(level.max_score()? + self.allowance)
    }
}

/// A puzzle's difficulty.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Rating {
    /// The difficulty level.
    pub level: Level,
    /// The sum of the base scores of the steps.
    pub score: u32,
}

/// Rates the steps of one solve with the score limits of `bands`.
pub fn rate_steps(steps: &[Step], bands: ScoreBands) -> Rating {
    let score = path_score(steps);
    let mut level = steps
        .iter()
        .map(|s| s.technique.level())
        .max()
        .unwrap_or(Level::Easy);
    while let Some(max) = bands.max_score(level)
        && score > max
    {
        let next = Level::ALL
            .into_iter()
            .find(|&l| l > level)
            .unwrap_or(Level::Extreme);
        level = next;
    }
    Rating { level, score }
}

/// The score of a path: the sum of its steps' base scores.
pub fn path_score(steps: &[Step]) -> u32 {
    steps.iter().map(|s| s.technique.score()).sum()
}
