//! The technique guide's examples: the bundled puzzle that the guide's "Show me" opens for each
//! technique (from `puzzles/technique-examples.txt`, one puzzle per technique) and the techniques
//! it is stepped with. The guide's text is each technique's catalogue entry (`Technique::guide`).

use crate::format::read_str;
use crate::model::Grid;
use crate::technique::Technique;

/// The bundled examples: one line per technique, `Technique name: puzzle  # source`.
const EXAMPLES: &str = include_str!("../puzzles/technique-examples.txt");

/// The techniques "Show me" steps with to reach `technique` in its example: the default order
/// with `technique` turned on (when it is off by default), except for Brute Force, which no
/// bundled puzzle needs with every technique on; its example is stepped with the singles only, as
/// a beginner who knows nothing else would.
pub fn replay_order(technique: Technique) -> Vec<Technique> {
    if technique == Technique::BruteForce {
        vec![
            Technique::CandidateElimination,
            Technique::FullHouse,
            Technique::NakedSingle,
            Technique::HiddenSingle,
            Technique::BruteForce,
        ]
    } else {
        Technique::ALL
            .into_iter()
            .filter(|&t| t.on_by_default() || t == technique)
            .collect()
    }
}

/// One example from the bundled set.
#[derive(Debug, Clone, PartialEq)]
pub struct Example {
    /// The technique it shows.
    pub technique: Technique,
    /// The puzzle.
    pub grid: Grid,
}

/// The bundled example puzzle for `technique`, if the set has one.
pub fn example(technique: Technique) -> Option<Example> {
    EXAMPLES.lines().find_map(|line| {
        let (name, rest) = line.split_once(':')?;
        if name.trim() != technique.name() {
            return None;
        }
        let puzzle = rest.split('#').next()?.trim();
        let file = read_str(technique.name(), puzzle).ok()?;
        let grid = file.puzzles.into_iter().next()?.grid;
        Some(Example { technique, grid })
    })
}
