//! The technique guide's examples: the bundled puzzle that the guide's "Show me" opens for each
//! technique (from `puzzles/technique-examples.txt`, one puzzle per technique) and the techniques
//! it is stepped with, and the other names each technique goes by. The guide's text is each
//! technique's catalogue entry (`Technique::guide`).

use crate::format::read_str;
use crate::model::Grid;
use crate::technique::Technique;

/// The bundled examples: one line per technique, `Technique name: puzzle  # source`.
const EXAMPLES: &str = include_str!("../puzzles/technique-examples.txt");

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

/// Other names the technique goes by in books, forums and other solvers (none when its name here
/// is the only common one).
pub fn other_names(technique: Technique) -> &'static [&'static str] {
    match technique {
        Technique::FullHouse => &["Last Digit", "Last Empty Cell"],
        Technique::NakedSingle => &["Sole Candidate", "Forced Digit"],
        Technique::HiddenSingle => &["Unique Candidate", "Pinned Digit"],
        Technique::LockedCandidatesPointing => {
            &["Pointing Pair", "Pointing Triple", "Intersection Removal"]
        }
        Technique::LockedCandidatesClaiming => &[
            "Box/Line Reduction",
            "Claiming Pair",
            "Intersection Removal",
        ],
        Technique::NakedPair => &["Naked Twins", "Naked Subset"],
        Technique::NakedTriple | Technique::NakedQuadruple => &["Naked Subset"],
        Technique::HiddenPair | Technique::HiddenTriple | Technique::HiddenQuadruple => {
            &["Hidden Subset"]
        }
        Technique::Swordfish | Technique::Jellyfish => &["Basic Fish"],
        Technique::RemotePair => &["Remote Pairs"],
        Technique::BugPlusOne => &["Bivalue Universal Grave + 1"],
        Technique::XyWing => &["Y-Wing", "Bent Triple"],
        Technique::WxyzWing => &["Bent Quad"],
        Technique::UniquenessTest1 => &["Unique Rectangle Type 1"],
        Technique::UniquenessTest2 => &["Unique Rectangle Type 2"],
        Technique::UniquenessTest3 => &["Unique Rectangle Type 3"],
        Technique::UniquenessTest4 => &["Unique Rectangle Type 4"],
        Technique::UniquenessTest5 => &["Unique Rectangle Type 5"],
        Technique::UniquenessTest6 => &["Unique Rectangle Type 6"],
        Technique::HiddenRectangle => &["Hidden Unique Rectangle"],
        Technique::FinnedXWing
        | Technique::FinnedSwordfish
        | Technique::FinnedJellyfish
        | Technique::SashimiXWing
        | Technique::SashimiSwordfish
        | Technique::SashimiJellyfish => &["Finned Fish"],
        Technique::SueDeCoq => &["Two-Sector Disjoint Subsets"],
        Technique::SimpleColors => &["Simple Coloring", "Singles Chains"],
        Technique::MultiColors => &["Multi-Coloring"],
        Technique::Medusa3D => &["Medusa Coloring"],
        Technique::XChain => &["Single-digit chain", "X-Cycle (as a loop)"],
        Technique::XyChain => &["Bivalue chain"],
        Technique::NiceLoop => &[
            "Alternating Inference Chain (AIC)",
            "Discontinuous Nice Loop",
        ],
        Technique::GroupedNiceLoop => &["Grouped AIC", "Grouped X-Cycle"],
        Technique::AlsXz => &["ALS-XZ rule", "Doubly linked ALS-XZ (with two links)"],
        Technique::AlignedPairExclusion => &["APE"],
        Technique::ForcingChain => &["Cell Forcing Chain", "Unit Forcing Chain"],
        Technique::TemplateSet | Technique::TemplateDelete => &["Pattern Overlay Method"],
        Technique::BruteForce => &["Guessing", "Trial and Error", "Backtracking"],
        _ => &[],
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
