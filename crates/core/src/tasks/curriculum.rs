//! What to practise next: a new technique, or one mastered earlier that is due for review.
//!
//! **New techniques** come in the default order (easiest first): the next is the first one not yet
//! mastered whose prerequisites (`PREREQUISITES`) are all mastered. The order already puts the
//! singles before subsets and subsets before fish; the prerequisites add what the order alone
//! does not say, such as Hidden Pair before Hidden Triple or X-Wing before Swordfish.
//!
//! **Reviews** follow expanding intervals in the manner of SM-2 (the profile keeps them, see
//! `profile::Review`): a technique is first due for review `FIRST_INTERVAL` day after it is
//! mastered; each review passed (the technique applied unaided on or after its due day)
//! multiplies the interval by `EASE`, and a review failed (a hint or a mistake for it) starts the
//! intervals again. Practise next takes a due review before a
//! new technique on every other puzzle (`Profile::reviews_taken` counts them), so new techniques
//! keep coming while reviews are due.

use chrono::NaiveDate;

use crate::deduction::technique::{Level, Technique};
use crate::model::rules::{
    AntiKnight, Arrow, Jigsaw, Killer, Kropki, LittleKiller, Nonconsecutive, Palindrome, Renban,
    Rule, RuleSet, Sandwich, Thermometer, Whispers, Xv,
};
use crate::tasks::generator::can_practise;
use crate::tasks::profile::{Profile, SolvedPuzzle};

/// Each technique that has prerequisites, with them: the techniques it builds on.
pub const PREREQUISITES: &[(Technique, &[Technique])] = &[
    (Technique::NakedTriple, &[Technique::NakedPair]),
    (Technique::NakedQuadruple, &[Technique::NakedTriple]),
    (Technique::HiddenTriple, &[Technique::HiddenPair]),
    (Technique::HiddenQuadruple, &[Technique::HiddenTriple]),
    (
        Technique::LockedPair,
        &[Technique::LockedCandidatesPointing, Technique::NakedPair],
    ),
    (Technique::LockedTriple, &[Technique::LockedPair]),
    (
        Technique::LockedCandidatesClaiming,
        &[Technique::LockedCandidatesPointing],
    ),
    (Technique::Swordfish, &[Technique::XWing]),
    (Technique::Jellyfish, &[Technique::Swordfish]),
    (Technique::FinnedXWing, &[Technique::XWing]),
    (Technique::SashimiXWing, &[Technique::FinnedXWing]),
    (
        Technique::FinnedSwordfish,
        &[Technique::Swordfish, Technique::FinnedXWing],
    ),
    (Technique::SashimiSwordfish, &[Technique::FinnedSwordfish]),
    (
        Technique::FinnedJellyfish,
        &[Technique::Jellyfish, Technique::FinnedSwordfish],
    ),
    (Technique::SashimiJellyfish, &[Technique::FinnedJellyfish]),
    (Technique::XyzWing, &[Technique::XyWing]),
    (Technique::WWing, &[Technique::XyWing]),
    (Technique::XyChain, &[Technique::XyWing]),
    (Technique::RemotePair, &[Technique::NakedPair]),
    (Technique::TwoStringKite, &[Technique::Skyscraper]),
    (Technique::TurbotFish, &[Technique::Skyscraper]),
    (Technique::XChain, &[Technique::TurbotFish]),
    (Technique::MultiColors, &[Technique::SimpleColors]),
    (
        Technique::NiceLoop,
        &[Technique::XChain, Technique::XyChain],
    ),
    (Technique::GroupedNiceLoop, &[Technique::NiceLoop]),
    (Technique::UniquenessTest2, &[Technique::UniquenessTest1]),
    (Technique::UniquenessTest3, &[Technique::UniquenessTest2]),
    (Technique::UniquenessTest4, &[Technique::UniquenessTest2]),
    (Technique::UniquenessTest5, &[Technique::UniquenessTest2]),
    (Technique::UniquenessTest6, &[Technique::UniquenessTest4]),
    (Technique::HiddenRectangle, &[Technique::UniquenessTest1]),
    (
        Technique::AvoidableRectangle1,
        &[Technique::UniquenessTest1],
    ),
    (
        Technique::AvoidableRectangle2,
        &[Technique::AvoidableRectangle1],
    ),
    (Technique::AlsXyWing, &[Technique::AlsXz]),
    (Technique::AlsXyChain, &[Technique::AlsXyWing]),
    (Technique::FrankenXWing, &[Technique::XWing]),
    (Technique::FrankenSwordfish, &[Technique::Swordfish]),
    (
        Technique::FinnedFrankenXWing,
        &[Technique::FrankenXWing, Technique::FinnedXWing],
    ),
    (
        Technique::FinnedFrankenSwordfish,
        &[Technique::FrankenSwordfish, Technique::FinnedSwordfish],
    ),
    (Technique::ForcingNet, &[Technique::ForcingChain]),
];

/// The prerequisites of `technique` (none for most).
pub fn prerequisites(technique: Technique) -> &'static [Technique] {
    PREREQUISITES
        .iter()
        .find(|(t, _)| *t == technique)
        .map_or(&[], |(_, before)| before)
}

/// What to practise next, and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Practice {
    /// A technique not mastered yet, whose prerequisites are.
    New(Technique),
    /// A mastered technique whose review is due since `due`.
    Review {
        /// The technique.
        technique: Technique,
        /// The day its review fell due.
        due: NaiveDate,
    },
    /// Every technique a puzzle can practise is mastered and none is due.
    Nothing,
}

impl Practice {
    /// The technique to practise, if any.
    pub fn technique(self) -> Option<Technique> {
        match self {
            Practice::New(technique) | Practice::Review { technique, .. } => Some(technique),
            Practice::Nothing => None,
        }
    }
}

/// The techniques that only look on variant boards (Killer, thermometers, arrows, Kropki dots, X
/// and V, non-consecutive, German whispers, renban, palindromes, little killers, Jigsaw, or for
/// Common Peer any): a classic puzzle never needs them.
pub const VARIANT_ONLY: [Technique; 20] = [
    Technique::CageCombinations,
    Technique::ThermometerBounds,
    Technique::ArrowSums,
    Technique::KropkiDots,
    Technique::KropkiChain,
    Technique::XvPairs,
    Technique::NonconsecutivePairs,
    Technique::NonconsecutivePlaces,
    Technique::WhisperPairs,
    Technique::RenbanRuns,
    Technique::PalindromeMirror,
    Technique::LittleKillerSums,
    Technique::SandwichSums,
    Technique::InniesAndOuties,
    Technique::CageHouseOverlap,
    Technique::CommonPeer,
    Technique::InnieOutieDifference,
    Technique::CageInterplay,
    Technique::CageSplitting,
    Technique::LawOfLeftovers,
];

/// The rules of the board a practice puzzle of `technique` is made on: for a technique that only
/// looks on variant boards, the rule it reads (Killer for the cage techniques, thermometers for
/// Thermometer Bounds, arrows for Arrow Sums, Kropki dots for the Kropki techniques, X and V for
/// XV Pairs, non-consecutive for its two techniques, whispers for Whisper Pairs, renban for
/// Renban Runs, palindromes for Palindrome Mirror, little killers for Little Killer Sums, sandwiches for Sandwich Sums, Jigsaw
/// for the Law of Leftovers, anti-knight for Common Peer, whose example is one); the classic board
/// for every other.
pub fn practice_rules(technique: Technique) -> RuleSet {
    let rule: &dyn Rule = match technique {
        Technique::CageCombinations
        | Technique::InniesAndOuties
        | Technique::CageHouseOverlap
        | Technique::InnieOutieDifference
        | Technique::CageInterplay
        | Technique::CageSplitting => &Killer,
        Technique::ThermometerBounds => &Thermometer,
        Technique::ArrowSums => &Arrow,
        Technique::KropkiDots | Technique::KropkiChain => &Kropki,
        Technique::XvPairs => &Xv,
        Technique::NonconsecutivePairs | Technique::NonconsecutivePlaces => &Nonconsecutive,
        Technique::WhisperPairs => &Whispers,
        Technique::RenbanRuns => &Renban,
        Technique::PalindromeMirror => &Palindrome,
        Technique::LittleKillerSums => &LittleKiller,
        Technique::SandwichSums => &Sandwich,
        Technique::LawOfLeftovers => &Jigsaw,
        Technique::CommonPeer => &AntiKnight,
        _ => return RuleSet::CLASSIC,
    };
    RuleSet::CLASSIC.with(rule)
}

/// The techniques a learner can practise with a generated classic puzzle, in the default order.
pub fn learnable() -> impl Iterator<Item = Technique> {
    Technique::DEFAULT
        .iter()
        .copied()
        .filter(|&t| can_practise(t) && !VARIANT_ONLY.contains(&t))
}

/// The next new technique: the first of the default order not mastered whose prerequisites are.
pub fn next_new(profile: &Profile) -> Option<Technique> {
    learnable().find(|&technique| {
        !profile.record(technique).is_mastered()
            && prerequisites(technique)
                .iter()
                .all(|&before| profile.record(before).is_mastered())
    })
}

/// The mastered technique whose review has been due longest on `today`, with its due day.
pub fn due_review(profile: &Profile, today: NaiveDate) -> Option<(Technique, NaiveDate)> {
    learnable()
        .filter_map(|technique| {
            let due = profile.record(technique).review.map(|review| review.due)?;
            (due <= today).then_some((technique, due))
        })
        .min_by_key(|&(_, due)| due)
}

/// What to practise next on `today`: a due review on every other puzzle while reviews are due
/// (and always when no new technique is left), a new technique otherwise.
pub fn practise_next(profile: &Profile, today: NaiveDate) -> Practice {
    let review = due_review(profile, today);
    let new = next_new(profile);
    match (review, new) {
        (Some((technique, due)), Some(_)) if profile.reviews_taken.is_multiple_of(2) => {
            Practice::Review { technique, due }
        }
        (Some((technique, due)), None) => Practice::Review { technique, due },
        (_, Some(technique)) => Practice::New(technique),
        (None, None) => Practice::Nothing,
    }
}

/// The highest level of the puzzles the student finished without help, if any.
pub fn hardest_unaided(profile: &Profile) -> Option<Level> {
    profile
        .puzzles
        .iter()
        .filter(|puzzle| puzzle.unaided)
        .filter_map(SolvedPuzzle::level_index)
        .max()
        .map(|index| Level::ALL[index])
}

/// The level of a puzzle just above what the student solves unaided: one above the highest level
/// of the puzzles they finished without help (Easy when there is none), at most Extreme.
pub fn suggested_level(profile: &Profile) -> Level {
    match hardest_unaided(profile) {
        None => Level::Easy,
        Some(level) => Level::ALL
            .into_iter()
            .find(|&above| above > level)
            .unwrap_or(Level::Extreme),
    }
}

/// The level of a puzzle that practises a technique, and what chose it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PracticeLevel {
    /// The level: the suggested one (`suggested_level`), or the technique's when that is higher
    /// (a puzzle that needs the technique is at least of its level).
    pub level: Level,
    /// The highest level of the puzzles the student finished unaided, if any.
    pub hardest_unaided: Option<Level>,
    /// Whether the level is the technique's own, above the suggested one.
    pub technique_level: bool,
}

/// The level of a puzzle to practise `technique` for the student of `profile`: one above the
/// hardest level they finished unaided, or the technique's level when that is higher.
pub fn practice_level(profile: &Profile, technique: Technique) -> PracticeLevel {
    let suggested = suggested_level(profile);
    PracticeLevel {
        level: suggested.max(technique.level()),
        hardest_unaided: hardest_unaided(profile),
        technique_level: technique.level() > suggested,
    }
}
