//! Anti-knight: cells a chess knight's move apart may not hold the same digit.

use super::{Fpuzzles, Move, Rule};

/// Anti-knight.
pub struct AntiKnight;

/// A knight's move: two cells along one side and one along the other.
static KNIGHT: Move = Move {
    steps: &[
        (-2, -1),
        (-2, 1),
        (-1, -2),
        (-1, 2),
        (1, -2),
        (1, 2),
        (2, -1),
        (2, 1),
    ],
    name: "a knight's move",
    word: "knight's",
    sight_key: "sight-knight-move",
    away_key: "away-knight-move",
    repeat_key: "grid-duplicate-knight",
};

impl Rule for AntiKnight {
    fn name(&self) -> &'static str {
        "anti-knight"
    }

    fn option_name(&self) -> &'static str {
        "antiknight"
    }

    fn option_key(&self) -> &'static str {
        "new-puzzle-anti-knight"
    }

    fn name_key(&self) -> &'static str {
        "rule-anti-knight"
    }

    fn oracle_key(&self) -> &'static str {
        "anti_knight"
    }

    fn apart(&self) -> Option<&'static Move> {
        Some(&KNIGHT)
    }

    fn fpuzzles(&self) -> Fpuzzles {
        Fpuzzles::Flags(&["antiknight"])
    }
}
