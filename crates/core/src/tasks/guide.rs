//! The technique guide's examples: the bundled puzzle that the guide's "Show me" opens for each
//! technique (from `puzzles/technique-examples.txt`, one puzzle per technique), the techniques
//! it is stepped with, and the position and step the guide's picture shows. The guide's text and
//! each technique's other names are its catalogue entry (`Technique::guide`,
//! `Technique::other_names`).

use crate::cancel::Cancel;
use crate::deduction::step::Step;
use crate::deduction::technique::Technique;
use crate::format::read_str;
use crate::i18n::Language;
use crate::model::Grid;
use crate::solver::StepFinder;

/// The catalogue keys of the guide's Variants page, one per paragraph: the rules of each variant
/// and what changes for the techniques.
const VARIANT_PARAGRAPHS: [&str; 17] = [
    "variants-intro",
    "variants-sudoku-x",
    "variants-windoku",
    "variants-jigsaw",
    "variants-moves",
    "variants-odd-even",
    "variants-thermometer",
    "variants-arrow",
    "variants-kropki",
    "variants-xv",
    "variants-nonconsecutive",
    "variants-whispers",
    "variants-renban",
    "variants-palindrome",
    "variants-little-killer",
    "variants-sandwich",
    "variants-techniques",
];

/// The guide's Variants page in `language`, its paragraphs separated by blank lines.
pub fn variants_page(language: Language) -> String {
    let paragraphs: Vec<String> = VARIANT_PARAGRAPHS
        .iter()
        .map(|&key| language.text(key))
        .collect();
    paragraphs.join("\n\n")
}

/// The bundled examples: one line per technique, `Technique name: puzzle  # source`.
const EXAMPLES: &str = include_str!("../../../../puzzles/technique-examples.txt");

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

/// The position of `technique`'s example where "Show me" stops, with the step it shows there:
/// the example stepped with `replay_order` up to the first step of the technique. `None` when
/// the technique has no example, the path never uses it, or `cancel` ends the search first.
pub fn example_step(technique: Technique, cancel: &Cancel) -> Option<(Grid, Step)> {
    let Example { grid, .. } = example(technique)?;
    StepFinder::new(&replay_order(technique)).first_step_of(&grid, technique, cancel)
}
