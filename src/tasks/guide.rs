//! The technique guide's examples: the bundled puzzle that the guide's "Show me" opens for each
//! technique (from `puzzles/technique-examples.txt`, one puzzle per technique) and the techniques
//! it is stepped with. The guide's text and each technique's other names are its catalogue entry
//! (`Technique::guide`, `Technique::other_names`).

use crate::deduction::technique::Technique;
use crate::format::read_str;
use crate::model::Grid;

/// The guide's Variants page: the rules of each variant and what changes for the techniques.
pub const VARIANTS: &str = "A variant adds rules to the classic ones; they can be combined \
(Sudoku X + Jigsaw, Windoku + X...).\n\n\
Sudoku X: both main diagonals hold every digit once. The falling diagonal runs from r1c1 down to \
the bottom right corner, the rising diagonal from the bottom left corner up to r1c9.\n\n\
Windoku: four extra windows of 3x3 cells (rows and columns 2-4 and 6-8 on 9x9, tinted on the \
board) hold every digit once; they are numbered window 1 to 4, left to right, then down.\n\n\
Jigsaw: irregular regions, drawn with thick borders, replace the boxes; each holds every digit \
once. Regions are numbered in the order of their first cells, row by row.\n\n\
Anti-knight and anti-king: two cells a chess knight's move apart (or a king's move: diagonal \
neighbours) never hold the same digit.\n\n\
Odd/even: a cell with a grey circle holds an odd digit, one with a grey square an even digit.\n\n\
What changes for the techniques: every new house is a house like a row or a box, so a Hidden \
Single can sit in a diagonal or window, and Locked Candidates works wherever two houses meet in \
two or more cells (a box and a window, a diagonal and a box). A cell 'sees' every cell it may \
not share a digit with, a knight's or king's move away included, and every technique uses that: \
when a step rests on a sighting no row, column, box or region shows, its message ends by naming \
it ('Here r5c8 and r7c7 are a knight's move apart.') and its proof says it too. Jigsaw adds the \
Law of Leftovers. The uniqueness techniques are never used on a variant board (a diagonal, \
window, region, move or mark can break the swap they rest on). On Jigsaw, the fins of a finned \
fish lie in one region instead of one box.";

/// The bundled examples: one line per technique, `Technique name: puzzle  # source`.
const EXAMPLES: &str = include_str!("../../puzzles/technique-examples.txt");

/// Whether "Show me" steps `technique`'s example with the singles only: true for the last resorts
/// after the forcing searches (Template Set, Template Delete, Brute Force), which no bundled puzzle
/// reaches with the default order, since Forcing Net solves them all first. The example is then
/// stepped as a beginner who knows nothing else would.
pub fn stepped_with_singles_only(technique: Technique) -> bool {
    let place = |wanted: Technique| Technique::ALL.iter().position(|&t| t == wanted);
    place(technique) > place(Technique::ForcingNet)
}

/// The techniques "Show me" steps with to reach `technique` in its example: the default order
/// with `technique` turned on (when it is off by default), or the singles and `technique` (see
/// `stepped_with_singles_only`).
pub fn replay_order(technique: Technique) -> Vec<Technique> {
    if stepped_with_singles_only(technique) {
        vec![
            Technique::CandidateElimination,
            Technique::FullHouse,
            Technique::NakedSingle,
            Technique::HiddenSingle,
            technique,
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
