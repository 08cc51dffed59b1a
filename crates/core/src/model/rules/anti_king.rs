//! Anti-king: cells a chess king's move apart may not hold the same digit (its moves along a row
//! or column stay within a house, so only the diagonal ones add anything).

use super::{Fpuzzles, Move, Rule};

/// Anti-king.
pub struct AntiKing;

/// A king's move to a diagonal neighbour.
static KING: Move = Move {
    steps: &[(-1, -1), (-1, 1), (1, -1), (1, 1)],
    name: "a king's move",
    word: "king's",
    sight_key: "sight-king-move",
    away_key: "away-king-move",
    repeat_key: "grid-duplicate-king",
};

impl Rule for AntiKing {
    fn name(&self) -> &'static str {
        "anti-king"
    }

    fn option_name(&self) -> &'static str {
        "antiking"
    }

    fn option_key(&self) -> &'static str {
        "new-puzzle-anti-king"
    }

    fn name_key(&self) -> &'static str {
        "rule-anti-king"
    }

    fn oracle_key(&self) -> &'static str {
        "anti_king"
    }

    fn apart(&self) -> Option<&'static Move> {
        Some(&KING)
    }

    fn fpuzzles(&self) -> Fpuzzles {
        Fpuzzles::Flags(&["antiking"])
    }
}
