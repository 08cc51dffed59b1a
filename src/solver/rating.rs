//! Rating a solve path as HoDoKu does: the score is the sum of the steps' base scores; the level is
//! the highest level of any technique used, raised while the score exceeds that level's maximum.

use crate::deduction::step::Step;
use crate::deduction::technique::Level;

/// A puzzle's difficulty.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rating {
    /// The difficulty level.
    pub level: Level,
    /// The sum of the base scores of the steps.
    pub score: u32,
}

/// Rates the steps of one solve.
pub fn rate_steps(steps: &[Step]) -> Rating {
    let score = steps.iter().map(|s| s.technique.score()).sum();
    let mut level = steps
        .iter()
        .map(|s| s.technique.level())
        .max()
        .unwrap_or(Level::Easy);
    while let Some(max) = level.max_score()
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
