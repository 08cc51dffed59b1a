//! The technique catalogue: one entry per technique, in the default priority order, holding
//! everything the rest of the program knows about it: its exact name (a contract of the JSON
//! output and `--techniques`), its level and base score (HoDoKu's), the size of its pattern, the
//! finder that looks for it and the technique guide's text. Adding a technique is its family file,
//! its `Technique` variant and one entry here (plus its example in
//! `puzzles/technique-examples.txt`).

use super::complex_fish::Shape;
use super::search::{CHOICE_LIMIT, Choice, Finder, Found, Search, SearchCache, Target};
use super::search_memory::{each_box_and_line, each_digit, each_house};
use super::{
    aligned_pair, als, arrow, brute_force, bug, cage_difference, cage_interplay, cage_splitting,
    cages, candidate_elimination, chains, coloring, common_peer, complex_fish, extended_rectangle,
    fish, forcing, grouped_chains, kraken_fish, kropki, kropki_chain, leftovers, links,
    little_killer, locked_candidates, medusa, nonconsecutive, palindrome, remote_pair, renban,
    sandwich, siamese_fish, single_digit, singles, subsets, sue_de_coq, templates, thermometer,
    uniqueness, whispers, wings, xv,
};
use crate::cancel::Cancel;
use crate::deduction::step::Step;
use crate::deduction::technique::{Level, Technique};
use crate::message::{Message, Piece, Say};
use crate::model::Grid;

/// What the catalogue knows about one technique.
pub(crate) struct Entry {
    /// The technique the entry describes.
    technique: Technique,
    /// Its exact name.
    name: &'static str,
    /// Its difficulty level.
    level: Level,
    /// The score one step of it adds to a rating.
    score: u32,
    /// How many cells, digits or lines its pattern takes (2 to 4 for subsets and fish, else 0).
    pattern_size: usize,
    /// Whether its conclusion rests on the puzzle having exactly one solution.
    assumes_uniqueness: bool,
    /// Whether the default order uses it (HoDoKu's default, so default ratings stay HoDoKu's).
    on_by_default: bool,
    /// Which of its steps is taken when it has several.
    choice: Choice,
    /// The search for its steps.
    find: Finder,
    /// The catalogue key of what it looks for and why it works, in a few sentences (the
    /// technique guide).
    guide: &'static str,
    /// Other names it goes by in books, forums and other solvers (none when its name here is the
    /// only common one).
    other_names: &'static [&'static str],
}

/// How many techniques there are.
const COUNT: usize = 95;

/// Every technique, in the default priority order (the order of `Technique`'s variants).
const CATALOGUE: [Entry; COUNT] = [
    Entry {
        technique: Technique::CandidateElimination,
        name: "Candidate Elimination",
        level: Level::Easy,
        score: 0,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: |s| {
            s.found
                .extend(candidate_elimination::find(s.grid).into_iter())
        },
        guide: "guide-candidate-elimination",
        other_names: &[],
    },
    Entry {
        technique: Technique::FullHouse,
        name: "Full House",
        level: Level::Easy,
        score: 4,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: |s| s.found.extend(singles::full_house(s.grid)),
        guide: "guide-full-house",
        other_names: &["Last Digit", "Last Empty Cell"],
    },
    Entry {
        technique: Technique::NakedSingle,
        name: "Naked Single",
        level: Level::Easy,
        score: 4,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: |s| s.found.extend(singles::naked_single(s.grid)),
        guide: "guide-naked-single",
        other_names: &["Sole Candidate", "Forced Digit"],
    },
    Entry {
        technique: Technique::HiddenSingle,
        name: "Hidden Single",
        level: Level::Easy,
        score: 14,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: |s| s.found.extend(singles::hidden_single(s.grid)),
        guide: "guide-hidden-single",
        other_names: &["Unique Candidate", "Pinned Digit"],
    },
    Entry {
        technique: Technique::CageCombinations,
        name: "Cage Combinations",
        level: Level::Easy,
        score: 20,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: |s| {
            s.found
                .extend(cages::cage_combinations(s.grid, s.cancel).into_iter())
        },
        guide: "guide-cage-combinations",
        other_names: &["Killer Combinations", "Cage Sums"],
    },
    Entry {
        technique: Technique::ThermometerBounds,
        name: "Thermometer Bounds",
        level: Level::Easy,
        score: 20,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: |s| s.found.extend(thermometer::thermometer_bounds(s.grid)),
        guide: "guide-thermometer-bounds",
        other_names: &["Thermo Bounds", "Thermo Limits"],
    },
    Entry {
        technique: Technique::ArrowSums,
        name: "Arrow Sums",
        level: Level::Easy,
        score: 20,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: |s| s.found.extend(arrow::arrow_sums(s.grid)),
        guide: "guide-arrow-sums",
        other_names: &["Arrow Bounds"],
    },
    Entry {
        technique: Technique::KropkiDots,
        name: "Kropki Dots",
        level: Level::Easy,
        score: 20,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: |s| s.found.extend(kropki::kropki_dots(s.grid)),
        guide: "guide-kropki-dots",
        other_names: &["Kropki Pairs", "Dot Pairs"],
    },
    Entry {
        technique: Technique::KropkiChain,
        name: "Kropki Chain",
        level: Level::Medium,
        score: 40,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: |s| s.found.extend(kropki_chain::kropki_chains(s.grid)),
        guide: "guide-kropki-chain",
        other_names: &["Dot Chain"],
    },
    Entry {
        technique: Technique::XvPairs,
        name: "XV Pairs",
        level: Level::Easy,
        score: 20,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: |s| s.found.extend(xv::xv_pairs(s.grid)),
        guide: "guide-xv-pairs",
        other_names: &["XV Sums", "X and V"],
    },
    Entry {
        technique: Technique::NonconsecutivePairs,
        name: "Non-consecutive Pairs",
        level: Level::Easy,
        score: 20,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: |s| s.found.extend(nonconsecutive::nonconsecutive_pairs(s.grid)),
        guide: "guide-nonconsecutive-pairs",
        other_names: &["Non-consecutive Neighbours", "Nonconsecutive"],
    },
    Entry {
        technique: Technique::NonconsecutivePlaces,
        name: "Non-consecutive Places",
        level: Level::Medium,
        score: 40,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: |s| {
            s.found
                .extend(nonconsecutive::nonconsecutive_places(s.grid))
        },
        guide: "guide-nonconsecutive-places",
        other_names: &["Beside Every Place"],
    },
    Entry {
        technique: Technique::WhisperPairs,
        name: "Whisper Pairs",
        level: Level::Easy,
        score: 20,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: |s| s.found.extend(whispers::whisper_pairs(s.grid)),
        guide: "guide-whisper-pairs",
        other_names: &["German Whispers", "Whisper Bans", "Whispers"],
    },
    Entry {
        technique: Technique::RenbanRuns,
        name: "Renban Runs",
        level: Level::Medium,
        score: 40,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: |s| s.found.extend(renban::renban_runs(s.grid)),
        guide: "guide-renban-runs",
        other_names: &["Renban Windows", "Renban"],
    },
    Entry {
        technique: Technique::PalindromeMirror,
        name: "Palindrome Mirror",
        level: Level::Easy,
        score: 20,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: |s| s.found.extend(palindrome::palindrome_mirror(s.grid)),
        guide: "guide-palindrome-mirror",
        other_names: &["Palindrome", "Palindromes", "Mirror Cells"],
    },
    Entry {
        technique: Technique::LittleKillerSums,
        name: "Little Killer Sums",
        level: Level::Medium,
        score: 40,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: |s| {
            s.found
                .extend(little_killer::little_killer_sums(s.grid, s.cancel).into_iter())
        },
        guide: "guide-little-killer-sums",
        other_names: &["Little Killer", "Little Killers", "Diagonal Sums"],
    },
    Entry {
        technique: Technique::SandwichSums,
        name: "Sandwich Sums",
        level: Level::Medium,
        score: 40,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: |s| s.found.extend(sandwich::sandwich_sums(s.grid).into_iter()),
        guide: "guide-sandwich-sums",
        other_names: &["Sandwich", "Sandwiches", "Sandwich Combinations"],
    },
    Entry {
        technique: Technique::LockedPair,
        name: "Locked Pair",
        level: Level::Medium,
        score: 40,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: |s| s.found.extend(subsets::locked_subset(s.grid, 2)),
        guide: "guide-locked-pair",
        other_names: &[],
    },
    Entry {
        technique: Technique::LockedTriple,
        name: "Locked Triple",
        level: Level::Medium,
        score: 60,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: |s| s.found.extend(subsets::locked_subset(s.grid, 3)),
        guide: "guide-locked-triple",
        other_names: &[],
    },
    Entry {
        technique: Technique::LockedCandidatesPointing,
        name: "Locked Candidates Type 1 (Pointing)",
        level: Level::Medium,
        score: 50,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: |s| s.found.extend(locked_candidates::pointing(s.grid)),
        guide: "guide-locked-candidates-pointing",
        other_names: &["Pointing Pair", "Pointing Triple", "Intersection Removal"],
    },
    Entry {
        technique: Technique::LockedCandidatesClaiming,
        name: "Locked Candidates Type 2 (Claiming)",
        level: Level::Medium,
        score: 50,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: |s| s.found.extend(locked_candidates::claiming(s.grid)),
        guide: "guide-locked-candidates-claiming",
        other_names: &[
            "Box/Line Reduction",
            "Claiming Pair",
            "Intersection Removal",
        ],
    },
    Entry {
        technique: Technique::CommonPeer,
        name: "Common Peer",
        level: Level::Medium,
        score: 50,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: |s| s.found.extend(common_peer::common_peer(s.grid)),
        guide: "guide-common-peer",
        other_names: &["Generalised Pointing", "Variant Pointing"],
    },
    Entry {
        technique: Technique::LawOfLeftovers,
        name: "Law of Leftovers",
        level: Level::Medium,
        score: 60,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: |s| {
            s.found
                .extend(leftovers::law_of_leftovers(s.grid).into_iter())
        },
        guide: "guide-law-of-leftovers",
        other_names: &["LoL", "Innies and Outies"],
    },
    Entry {
        technique: Technique::NakedPair,
        name: "Naked Pair",
        level: Level::Medium,
        score: 60,
        pattern_size: 2,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: naked_subsets,
        guide: "guide-naked-pair",
        other_names: &["Naked Twins", "Naked Subset"],
    },
    Entry {
        technique: Technique::NakedTriple,
        name: "Naked Triple",
        level: Level::Medium,
        score: 80,
        pattern_size: 3,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: naked_subsets,
        guide: "guide-naked-triple",
        other_names: &["Naked Subset"],
    },
    Entry {
        technique: Technique::HiddenPair,
        name: "Hidden Pair",
        level: Level::Medium,
        score: 70,
        pattern_size: 2,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: hidden_subsets,
        guide: "guide-hidden-pair",
        other_names: &["Hidden Subset"],
    },
    Entry {
        technique: Technique::HiddenTriple,
        name: "Hidden Triple",
        level: Level::Medium,
        score: 100,
        pattern_size: 3,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: hidden_subsets,
        guide: "guide-hidden-triple",
        other_names: &["Hidden Subset"],
    },
    Entry {
        technique: Technique::InniesAndOuties,
        name: "Innies and Outies",
        level: Level::Medium,
        score: 40,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: |s| {
            s.found
                .extend(cages::innies_and_outies(s.grid, s.cancel).into_iter())
        },
        guide: "guide-innies-and-outies",
        other_names: &["Rule of 45", "Law of 45", "Hidden Cage"],
    },
    Entry {
        technique: Technique::CageHouseOverlap,
        name: "Cage/House Overlap",
        level: Level::Medium,
        score: 50,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: |s| {
            s.found
                .extend(cages::cage_house_overlap(s.grid, s.cancel).into_iter())
        },
        guide: "guide-cage-house-overlap",
        other_names: &["Cage Overlap", "Cage-House Interaction"],
    },
    Entry {
        technique: Technique::InnieOutieDifference,
        name: "Innie-Outie Difference",
        level: Level::Hard,
        score: 60,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: |s| {
            s.found
                .extend(cage_difference::innie_outie_difference(s.grid, s.cancel).into_iter())
        },
        guide: "guide-innie-outie-difference",
        other_names: &["Rule of 45 Difference"],
    },
    Entry {
        technique: Technique::CageInterplay,
        name: "Cage Interplay",
        level: Level::Hard,
        score: 70,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: |s| {
            s.found
                .extend(cage_interplay::cage_interplay(s.grid, s.cancel).into_iter())
        },
        guide: "guide-cage-interplay",
        other_names: &["Killer Pairs", "Killer Subsets", "Combination Interaction"],
    },
    Entry {
        technique: Technique::CageSplitting,
        name: "Cage Splitting",
        level: Level::Hard,
        score: 80,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: |s| {
            s.found
                .extend(cage_splitting::cage_splitting(s.grid, s.cancel).into_iter())
        },
        guide: "guide-cage-splitting",
        other_names: &["Hidden Cage Reuse", "Split Cages"],
    },
    Entry {
        technique: Technique::NakedQuadruple,
        name: "Naked Quadruple",
        level: Level::Hard,
        score: 120,
        pattern_size: 4,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: naked_subsets,
        guide: "guide-naked-quadruple",
        other_names: &["Naked Subset"],
    },
    Entry {
        technique: Technique::HiddenQuadruple,
        name: "Hidden Quadruple",
        level: Level::Hard,
        score: 150,
        pattern_size: 4,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: hidden_subsets,
        guide: "guide-hidden-quadruple",
        other_names: &["Hidden Subset"],
    },
    Entry {
        technique: Technique::XWing,
        name: "X-Wing",
        level: Level::Hard,
        score: 140,
        pattern_size: 2,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: basic_fish,
        guide: "guide-xwing",
        other_names: &[],
    },
    Entry {
        technique: Technique::Swordfish,
        name: "Swordfish",
        level: Level::Hard,
        score: 150,
        pattern_size: 3,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: basic_fish,
        guide: "guide-swordfish",
        other_names: &["Basic Fish"],
    },
    Entry {
        technique: Technique::Jellyfish,
        name: "Jellyfish",
        level: Level::Hard,
        score: 160,
        pattern_size: 4,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: basic_fish,
        guide: "guide-jellyfish",
        other_names: &["Basic Fish"],
    },
    Entry {
        technique: Technique::RemotePair,
        name: "Remote Pair",
        level: Level::Hard,
        score: 110,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::Best,
        find: |s| remote_pair::remote_pair(s.grid, &mut s.found),
        guide: "guide-remote-pair",
        other_names: &["Remote Pairs"],
    },
    Entry {
        technique: Technique::BugPlusOne,
        name: "BUG+1",
        level: Level::Hard,
        score: 100,
        pattern_size: 0,
        assumes_uniqueness: true,
        on_by_default: true,
        choice: Choice::First,
        find: |s| s.found.extend(bug::bug_plus_one(s.grid).into_iter()),
        guide: "guide-bug-plus-one",
        other_names: &["Bivalue Universal Grave + 1"],
    },
    Entry {
        technique: Technique::Skyscraper,
        name: "Skyscraper",
        level: Level::Hard,
        score: 130,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: two_strong_links,
        guide: "guide-skyscraper",
        other_names: &[],
    },
    Entry {
        technique: Technique::TwoStringKite,
        name: "2-String Kite",
        level: Level::Hard,
        score: 150,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: two_strong_links,
        guide: "guide-two-string-kite",
        other_names: &[],
    },
    Entry {
        technique: Technique::TurbotFish,
        name: "Turbot Fish",
        level: Level::Hard,
        score: 120,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: two_strong_links,
        guide: "guide-turbot-fish",
        other_names: &[],
    },
    Entry {
        technique: Technique::EmptyRectangle,
        name: "Empty Rectangle",
        level: Level::Hard,
        score: 120,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: |s| each_digit(s, single_digit::empty_rectangle),
        guide: "guide-empty-rectangle",
        other_names: &[],
    },
    Entry {
        technique: Technique::WWing,
        name: "W-Wing",
        level: Level::Hard,
        score: 150,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: |s| wings::w_wing(s.grid, &mut s.found),
        guide: "guide-wwing",
        other_names: &[],
    },
    Entry {
        technique: Technique::XyWing,
        name: "XY-Wing",
        level: Level::Hard,
        score: 160,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: |s| wings::xy_wing(s.grid, &mut s.found),
        guide: "guide-xy-wing",
        other_names: &["Y-Wing", "Bent Triple"],
    },
    Entry {
        technique: Technique::XyzWing,
        name: "XYZ-Wing",
        level: Level::Hard,
        score: 180,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: |s| wings::xyz_wing(s.grid, &mut s.found),
        guide: "guide-xyz-wing",
        other_names: &[],
    },
    Entry {
        technique: Technique::WxyzWing,
        name: "WXYZ-Wing",
        level: Level::Hard,
        score: 200,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: false,
        choice: Choice::First,
        find: |s| wings::wxyz_wing(s.grid, &mut s.found),
        guide: "guide-wxyz-wing",
        other_names: &["Bent Quad"],
    },
    Entry {
        technique: Technique::UniquenessTest1,
        name: "Uniqueness Test 1",
        level: Level::Hard,
        score: 100,
        pattern_size: 0,
        assumes_uniqueness: true,
        on_by_default: true,
        choice: Choice::First,
        find: uniqueness::unique_rectangle,
        guide: "guide-uniqueness-test1",
        other_names: &["Unique Rectangle Type 1"],
    },
    Entry {
        technique: Technique::UniquenessTest2,
        name: "Uniqueness Test 2",
        level: Level::Hard,
        score: 100,
        pattern_size: 0,
        assumes_uniqueness: true,
        on_by_default: true,
        choice: Choice::First,
        find: uniqueness::unique_rectangle,
        guide: "guide-uniqueness-test2",
        other_names: &["Unique Rectangle Type 2"],
    },
    Entry {
        technique: Technique::UniquenessTest3,
        name: "Uniqueness Test 3",
        level: Level::Hard,
        score: 100,
        pattern_size: 0,
        assumes_uniqueness: true,
        on_by_default: true,
        choice: Choice::First,
        find: uniqueness::unique_rectangle,
        guide: "guide-uniqueness-test3",
        other_names: &["Unique Rectangle Type 3"],
    },
    Entry {
        technique: Technique::UniquenessTest4,
        name: "Uniqueness Test 4",
        level: Level::Hard,
        score: 100,
        pattern_size: 0,
        assumes_uniqueness: true,
        on_by_default: true,
        choice: Choice::First,
        find: uniqueness::unique_rectangle,
        guide: "guide-uniqueness-test4",
        other_names: &["Unique Rectangle Type 4"],
    },
    Entry {
        technique: Technique::UniquenessTest5,
        name: "Uniqueness Test 5",
        level: Level::Hard,
        score: 100,
        pattern_size: 0,
        assumes_uniqueness: true,
        on_by_default: true,
        choice: Choice::First,
        find: uniqueness::unique_rectangle,
        guide: "guide-uniqueness-test5",
        other_names: &["Unique Rectangle Type 5"],
    },
    Entry {
        technique: Technique::UniquenessTest6,
        name: "Uniqueness Test 6",
        level: Level::Hard,
        score: 100,
        pattern_size: 0,
        assumes_uniqueness: true,
        on_by_default: true,
        choice: Choice::First,
        find: uniqueness::unique_rectangle,
        guide: "guide-uniqueness-test6",
        other_names: &["Unique Rectangle Type 6"],
    },
    Entry {
        technique: Technique::HiddenRectangle,
        name: "Hidden Rectangle",
        level: Level::Hard,
        score: 100,
        pattern_size: 0,
        assumes_uniqueness: true,
        on_by_default: true,
        choice: Choice::First,
        find: uniqueness::unique_rectangle,
        guide: "guide-hidden-rectangle",
        other_names: &["Hidden Unique Rectangle"],
    },
    Entry {
        technique: Technique::AvoidableRectangle1,
        name: "Avoidable Rectangle Type 1",
        level: Level::Hard,
        score: 100,
        pattern_size: 0,
        assumes_uniqueness: true,
        on_by_default: true,
        choice: Choice::First,
        find: uniqueness::avoidable_rectangle,
        guide: "guide-avoidable-rectangle1",
        other_names: &[],
    },
    Entry {
        technique: Technique::AvoidableRectangle2,
        name: "Avoidable Rectangle Type 2",
        level: Level::Hard,
        score: 100,
        pattern_size: 0,
        assumes_uniqueness: true,
        on_by_default: true,
        choice: Choice::First,
        find: uniqueness::avoidable_rectangle,
        guide: "guide-avoidable-rectangle2",
        other_names: &[],
    },
    Entry {
        technique: Technique::ExtendedUniqueRectangle,
        name: "Extended Unique Rectangle",
        level: Level::Hard,
        score: 110,
        pattern_size: 0,
        assumes_uniqueness: true,
        on_by_default: false,
        choice: Choice::First,
        find: extended_rectangle::extended_rectangle,
        guide: "guide-extended-unique-rectangle",
        other_names: &[],
    },
    Entry {
        technique: Technique::SiameseFish,
        name: "Siamese Fish",
        level: Level::Unfair,
        score: 200,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: false,
        choice: Choice::First,
        find: |s| each_digit(s, siamese_fish::siamese_fish),
        guide: "guide-siamese-fish",
        other_names: &[],
    },
    Entry {
        technique: Technique::FinnedXWing,
        name: "Finned X-Wing",
        level: Level::Hard,
        score: 130,
        pattern_size: 2,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: |s| fish_with_fins(s, false),
        guide: "guide-finned-xwing",
        other_names: &["Finned Fish"],
    },
    Entry {
        technique: Technique::SashimiXWing,
        name: "Sashimi X-Wing",
        level: Level::Hard,
        score: 150,
        pattern_size: 2,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: |s| fish_with_fins(s, true),
        guide: "guide-sashimi-xwing",
        other_names: &["Finned Fish"],
    },
    Entry {
        technique: Technique::FinnedSwordfish,
        name: "Finned Swordfish",
        level: Level::Unfair,
        score: 200,
        pattern_size: 3,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: |s| fish_with_fins(s, false),
        guide: "guide-finned-swordfish",
        other_names: &["Finned Fish"],
    },
    Entry {
        technique: Technique::SashimiSwordfish,
        name: "Sashimi Swordfish",
        level: Level::Unfair,
        score: 240,
        pattern_size: 3,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: |s| fish_with_fins(s, true),
        guide: "guide-sashimi-swordfish",
        other_names: &["Finned Fish"],
    },
    Entry {
        technique: Technique::FinnedJellyfish,
        name: "Finned Jellyfish",
        level: Level::Unfair,
        score: 250,
        pattern_size: 4,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: |s| fish_with_fins(s, false),
        guide: "guide-finned-jellyfish",
        other_names: &["Finned Fish"],
    },
    Entry {
        technique: Technique::SashimiJellyfish,
        name: "Sashimi Jellyfish",
        level: Level::Unfair,
        score: 260,
        pattern_size: 4,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: |s| fish_with_fins(s, true),
        guide: "guide-sashimi-jellyfish",
        other_names: &["Finned Fish"],
    },
    Entry {
        technique: Technique::SueDeCoq,
        name: "Sue de Coq",
        level: Level::Unfair,
        score: 250,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: |s| each_box_and_line(s, sue_de_coq::sue_de_coq),
        guide: "guide-sue-de-coq",
        other_names: &["Two-Sector Disjoint Subsets"],
    },
    Entry {
        technique: Technique::SimpleColors,
        name: "Simple Colors",
        level: Level::Hard,
        score: 150,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: |s| each_digit(s, coloring::simple_colors),
        guide: "guide-simple-colors",
        other_names: &["Simple Coloring", "Singles Chains"],
    },
    Entry {
        technique: Technique::MultiColors,
        name: "Multi Colors",
        level: Level::Hard,
        score: 200,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: |s| each_digit(s, coloring::multi_colors),
        guide: "guide-multi-colors",
        other_names: &["Multi-Coloring"],
    },
    Entry {
        technique: Technique::Medusa3D,
        name: "3D Medusa",
        level: Level::Unfair,
        score: 250,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: false,
        choice: Choice::First,
        find: |s| medusa::medusa(s.grid, &mut s.found),
        guide: "guide-medusa3-d",
        other_names: &["Medusa Coloring"],
    },
    Entry {
        technique: Technique::XChain,
        name: "X-Chain",
        level: Level::Unfair,
        score: 260,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::Best,
        find: |s| {
            each_digit(s, |grid, digit, found| {
                chains::find_chain(grid, Technique::XChain, Some(digit), found)
            })
        },
        guide: "guide-xchain",
        other_names: &["Single-digit chain", "X-Cycle (as a loop)"],
    },
    Entry {
        technique: Technique::XyChain,
        name: "XY-Chain",
        level: Level::Unfair,
        score: 260,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::Best,
        find: |s| chains::find_chain(s.grid, Technique::XyChain, None, &mut s.found),
        guide: "guide-xy-chain",
        other_names: &["Bivalue chain"],
    },
    Entry {
        technique: Technique::NiceLoop,
        name: "Nice Loop/AIC",
        level: Level::Unfair,
        score: 280,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::Best,
        find: |s| chains::find_chain(s.grid, Technique::NiceLoop, None, &mut s.found),
        guide: "guide-nice-loop",
        other_names: &[
            "Alternating Inference Chain (AIC)",
            "Discontinuous Nice Loop",
        ],
    },
    Entry {
        technique: Technique::GroupedNiceLoop,
        name: "Grouped Nice Loop/AIC",
        level: Level::Unfair,
        score: 300,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::Best,
        find: |s| grouped_chains::grouped_chain(s.grid, &mut s.found),
        guide: "guide-grouped-nice-loop",
        other_names: &["Grouped AIC", "Grouped X-Cycle"],
    },
    Entry {
        technique: Technique::AlsXz,
        name: "ALS-XZ",
        level: Level::Unfair,
        score: 300,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: als::als_step,
        guide: "guide-als-xz",
        other_names: &["ALS-XZ rule", "Doubly linked ALS-XZ (with two links)"],
    },
    Entry {
        technique: Technique::AlsXyWing,
        name: "ALS-XY-Wing",
        level: Level::Unfair,
        score: 320,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: als::als_step,
        guide: "guide-als-xy-wing",
        other_names: &[],
    },
    Entry {
        technique: Technique::AlsXyChain,
        name: "ALS-XY-Chain",
        level: Level::Unfair,
        score: 340,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::Best,
        find: als::als_step,
        guide: "guide-als-xy-chain",
        other_names: &[],
    },
    Entry {
        technique: Technique::AlignedPairExclusion,
        name: "Aligned Pair Exclusion",
        level: Level::Unfair,
        score: 350,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: false,
        choice: Choice::First,
        find: aligned_pair::aligned_pair_exclusion,
        guide: "guide-aligned-pair-exclusion",
        other_names: &["APE"],
    },
    Entry {
        technique: Technique::DeathBlossom,
        name: "Death Blossom",
        level: Level::Unfair,
        score: 360,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: false,
        choice: Choice::First,
        find: als::als_step,
        guide: "guide-death-blossom",
        other_names: &[],
    },
    Entry {
        technique: Technique::FrankenXWing,
        name: "Franken X-Wing",
        level: Level::Unfair,
        score: 300,
        pattern_size: 2,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::Best,
        find: |s| complex(s, Shape::Franken, false),
        guide: "guide-franken-xwing",
        other_names: &[],
    },
    Entry {
        technique: Technique::FrankenSwordfish,
        name: "Franken Swordfish",
        level: Level::Unfair,
        score: 350,
        pattern_size: 3,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::Best,
        find: |s| complex(s, Shape::Franken, false),
        guide: "guide-franken-swordfish",
        other_names: &[],
    },
    Entry {
        technique: Technique::FrankenJellyfish,
        name: "Franken Jellyfish",
        level: Level::Unfair,
        score: 370,
        pattern_size: 4,
        assumes_uniqueness: false,
        on_by_default: false,
        choice: Choice::Best,
        find: |s| complex(s, Shape::Franken, false),
        guide: "guide-franken-jellyfish",
        other_names: &[],
    },
    Entry {
        technique: Technique::FinnedFrankenXWing,
        name: "Finned Franken X-Wing",
        level: Level::Unfair,
        score: 390,
        pattern_size: 2,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::Best,
        find: |s| complex(s, Shape::Franken, true),
        guide: "guide-finned-franken-xwing",
        other_names: &[],
    },
    Entry {
        technique: Technique::FinnedFrankenSwordfish,
        name: "Finned Franken Swordfish",
        level: Level::Unfair,
        score: 410,
        pattern_size: 3,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::Best,
        find: |s| complex(s, Shape::Franken, true),
        guide: "guide-finned-franken-swordfish",
        other_names: &[],
    },
    Entry {
        technique: Technique::FinnedFrankenJellyfish,
        name: "Finned Franken Jellyfish",
        level: Level::Unfair,
        score: 430,
        pattern_size: 4,
        assumes_uniqueness: false,
        on_by_default: false,
        choice: Choice::Best,
        find: |s| complex(s, Shape::Franken, true),
        guide: "guide-finned-franken-jellyfish",
        other_names: &[],
    },
    Entry {
        technique: Technique::MutantXWing,
        name: "Mutant X-Wing",
        level: Level::Extreme,
        score: 450,
        pattern_size: 2,
        assumes_uniqueness: false,
        on_by_default: false,
        choice: Choice::Best,
        find: |s| complex(s, Shape::Mutant, false),
        guide: "guide-mutant-xwing",
        other_names: &[],
    },
    Entry {
        technique: Technique::MutantSwordfish,
        name: "Mutant Swordfish",
        level: Level::Extreme,
        score: 450,
        pattern_size: 3,
        assumes_uniqueness: false,
        on_by_default: false,
        choice: Choice::Best,
        find: |s| complex(s, Shape::Mutant, false),
        guide: "guide-mutant-swordfish",
        other_names: &[],
    },
    Entry {
        technique: Technique::MutantJellyfish,
        name: "Mutant Jellyfish",
        level: Level::Extreme,
        score: 450,
        pattern_size: 4,
        assumes_uniqueness: false,
        on_by_default: false,
        choice: Choice::Best,
        find: |s| complex(s, Shape::Mutant, false),
        guide: "guide-mutant-jellyfish",
        other_names: &[],
    },
    Entry {
        technique: Technique::FinnedMutantXWing,
        name: "Finned Mutant X-Wing",
        level: Level::Extreme,
        score: 470,
        pattern_size: 2,
        assumes_uniqueness: false,
        on_by_default: false,
        choice: Choice::Best,
        find: |s| complex(s, Shape::Mutant, true),
        guide: "guide-finned-mutant-xwing",
        other_names: &[],
    },
    Entry {
        technique: Technique::FinnedMutantSwordfish,
        name: "Finned Mutant Swordfish",
        level: Level::Extreme,
        score: 470,
        pattern_size: 3,
        assumes_uniqueness: false,
        on_by_default: false,
        choice: Choice::Best,
        find: |s| complex(s, Shape::Mutant, true),
        guide: "guide-finned-mutant-swordfish",
        other_names: &[],
    },
    Entry {
        technique: Technique::FinnedMutantJellyfish,
        name: "Finned Mutant Jellyfish",
        level: Level::Extreme,
        score: 470,
        pattern_size: 4,
        assumes_uniqueness: false,
        on_by_default: false,
        choice: Choice::Best,
        find: |s| complex(s, Shape::Mutant, true),
        guide: "guide-finned-mutant-jellyfish",
        other_names: &[],
    },
    Entry {
        technique: Technique::KrakenFish,
        name: "Kraken Fish",
        level: Level::Extreme,
        score: 500,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: false,
        choice: Choice::Best,
        find: |s| kraken_fish::kraken_fish(s.grid, s.cancel, &mut s.found),
        guide: "guide-kraken-fish",
        other_names: &[],
    },
    Entry {
        technique: Technique::ForcingChain,
        name: "Forcing Chain",
        level: Level::Extreme,
        score: 500,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: |s| {
            let step = match s.found.target() {
                Some(target) => forcing::aimed(s.grid, s.technique, target, s.cancel),
                None => forcing::forcing_chain(s.grid, s.cancel),
            };
            s.found.extend(step.into_iter())
        },
        guide: "guide-forcing-chain",
        other_names: &["Cell Forcing Chain", "Unit Forcing Chain"],
    },
    Entry {
        technique: Technique::ForcingNet,
        name: "Forcing Net",
        level: Level::Extreme,
        score: 700,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: |s| {
            let step = match s.found.target() {
                Some(target) => forcing::aimed(s.grid, s.technique, target, s.cancel),
                None => forcing::forcing_net(s.grid, s.cancel),
            };
            s.found.extend(step.into_iter())
        },
        guide: "guide-forcing-net",
        other_names: &[],
    },
    Entry {
        technique: Technique::TemplateSet,
        name: "Template Set",
        level: Level::Extreme,
        score: 10000,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: false,
        choice: Choice::First,
        find: templates::template_set,
        guide: "guide-template-set",
        other_names: &["Pattern Overlay Method"],
    },
    Entry {
        technique: Technique::TemplateDelete,
        name: "Template Delete",
        level: Level::Extreme,
        score: 10000,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: false,
        choice: Choice::First,
        find: templates::template_delete,
        guide: "guide-template-delete",
        other_names: &["Pattern Overlay Method"],
    },
    Entry {
        technique: Technique::BruteForce,
        name: "Brute Force",
        level: Level::Extreme,
        score: 10000,
        pattern_size: 0,
        assumes_uniqueness: false,
        on_by_default: true,
        choice: Choice::First,
        find: |s| {
            s.found
                .extend(brute_force::find(s.grid, s.cancel).into_iter())
        },
        guide: "guide-brute-force",
        other_names: &["Guessing", "Trial and Error", "Backtracking"],
    },
];

const _: () = {
    let mut index = 0;
    while index < COUNT {
        assert!(
            CATALOGUE[index].technique as usize == index,
            "the catalogue lists the techniques in the order of their variants"
        );
        index += 1;
    }
};

/// How many techniques the default order uses.
const DEFAULT_COUNT: usize = {
    let mut count = 0;
    let mut index = 0;
    while index < COUNT {
        if CATALOGUE[index].on_by_default {
            count += 1;
        }
        index += 1;
    }
    count
};

/// The catalogue, at one address.
static ENTRIES: [Entry; COUNT] = CATALOGUE;

/// Naked pairs, triples and quadruples, house by house.
fn naked_subsets(search: &mut Search<'_>) {
    let technique = search.technique;
    each_house(search, |grid, house, found| {
        found.extend(subsets::naked_subset(grid, house, technique));
    });
}

/// Hidden pairs, triples and quadruples, house by house.
fn hidden_subsets(search: &mut Search<'_>) {
    let technique = search.technique;
    each_house(search, |grid, house, found| {
        found.extend(subsets::hidden_subset(grid, house, technique));
    });
}

/// X-Wing, Swordfish and Jellyfish, digit by digit.
fn basic_fish(search: &mut Search<'_>) {
    let technique = search.technique;
    each_digit(search, |grid, digit, found| {
        found.extend(fish::basic_fish(grid, technique, digit));
    });
}

/// Finned (or, with `sashimi`, sashimi) fish of the technique's size, digit by digit.
fn fish_with_fins(search: &mut Search<'_>, sashimi: bool) {
    let size = search.technique.pattern_size();
    each_digit(search, |grid, digit, found| {
        fish::finned_fish(grid, size, sashimi, digit, found);
    });
}

/// Franken or Mutant fish of the technique's size, with fins or without, digit by digit.
fn complex(search: &mut Search<'_>, shape: Shape, finned: bool) {
    let technique = search.technique;
    each_digit(search, |grid, digit, found| {
        complex_fish::complex_fish(grid, technique, shape, finned, digit, found);
    });
}

/// Skyscraper, 2-String Kite and Turbot Fish, digit by digit.
fn two_strong_links(search: &mut Search<'_>) {
    let technique = search.technique;
    each_digit(search, |grid, digit, found| {
        single_digit::two_links(grid, technique, digit, found);
    });
}

impl Technique {
    /// Every technique in the default priority order.
    pub const ALL: [Technique; COUNT] = {
        let mut all = [Technique::CandidateElimination; COUNT];
        let mut index = 0;
        while index < COUNT {
            all[index] = CATALOGUE[index].technique;
            index += 1;
        }
        all
    };

    /// The techniques the default order uses, in that order: every technique but those a
    /// student turns on in the Techniques window (HoDoKu's default set).
    pub const DEFAULT: [Technique; DEFAULT_COUNT] = {
        let mut on = [Technique::CandidateElimination; DEFAULT_COUNT];
        let mut index = 0;
        let mut next = 0;
        while index < COUNT {
            if CATALOGUE[index].on_by_default {
                on[next] = CATALOGUE[index].technique;
                next += 1;
            }
            index += 1;
        }
        on
    };

    fn entry(self) -> &'static Entry {
        &ENTRIES[self as usize]
    }

    /// Whether the default order uses the technique (see `DEFAULT`).
    pub fn on_by_default(self) -> bool {
        self.entry().on_by_default
    }

    /// The exact name used in messages, the JSON output and `--techniques`.
    pub fn name(self) -> &'static str {
        self.entry().name
    }

    /// The technique's difficulty level.
    pub fn level(self) -> Level {
        self.entry().level
    }

    /// The score one step of this technique adds to a puzzle's rating.
    pub fn score(self) -> u32 {
        self.entry().score
    }

    /// How many cells, digits or lines the pattern of a subset or fish technique takes (2 to 4;
    /// 0 for the other techniques).
    pub fn pattern_size(self) -> usize {
        self.entry().pattern_size
    }

    /// Whether the technique's conclusion rests on the puzzle having exactly one solution (the
    /// uniqueness tests, hidden and avoidable rectangles, BUG+1): it must not be used on a puzzle
    /// known to have several.
    pub fn assumes_uniqueness(self) -> bool {
        self.entry().assumes_uniqueness
    }

    /// Whether the technique looks for steps on `grid`'s board: every one on a classic board; on
    /// a variant board (diagonals, windows, Jigsaw regions, knight's and king's moves, odd/even
    /// cells) every one that does not assume uniqueness, as they reason over any house and the
    /// cells a cell sees. On a variant board no uniqueness technique is used: the uniqueness
    /// patterns (rectangles over two boxes, BUG) rest on every digit swap of a pattern keeping
    /// the other rules, which a diagonal, window, region, move or odd/even mark can break.
    fn applies_to(self, grid: &Grid) -> bool {
        grid.geometry().is_classic() || !self.assumes_uniqueness()
    }

    /// What the technique looks for and why it works, in a few sentences (the technique guide),
    /// in `language`.
    pub fn guide(self, language: crate::i18n::Language) -> String {
        language.text(self.entry().guide)
    }

    /// Other names the technique goes by in books, forums and other solvers (none when its name
    /// here is the only common one).
    pub fn other_names(self) -> &'static [&'static str] {
        self.entry().other_names
    }

    /// The technique with this exact name (case and surrounding spaces are ignored).
    pub fn from_name(name: &str) -> Option<Technique> {
        let name = name.trim();
        Technique::ALL
            .into_iter()
            .find(|t| t.name().eq_ignore_ascii_case(name))
    }

    /// Whether, of several steps at once, the technique takes the best (see `Step::rank`) rather
    /// than the first its search meets.
    pub fn takes_best(self) -> bool {
        self.entry().choice == Choice::Best
    }

    /// The step of this technique in `grid` that a solve takes, with nothing remembered from
    /// earlier searches (see `choose`).
    pub fn find(self, grid: &Grid) -> Option<Step> {
        self.choose(grid, &Cancel::never(), &mut SearchCache::new())
    }

    /// The step of this technique in `grid` that a solve takes: the first of `ranked`. `None`
    /// when it finds none (or was cancelled first).
    pub fn choose(self, grid: &Grid, cancel: &Cancel, cache: &mut SearchCache) -> Option<Step> {
        self.ranked(grid, cancel, cache, 1).into_iter().next()
    }

    /// Up to `limit` steps of this technique in `grid`, the one a solve takes first: in search
    /// order, or, for a technique that `takes_best`, best first (by `Step::rank`, the first met
    /// among equals, out of the first `CHOICE_LIMIT` or `limit` met, whichever is more).
    pub fn ranked(
        self,
        grid: &Grid,
        cancel: &Cancel,
        cache: &mut SearchCache,
        limit: usize,
    ) -> Vec<Step> {
        if !self.takes_best() {
            return self.search(grid, cancel, cache, limit);
        }
        let found = self.search(grid, cancel, cache, limit.max(CHOICE_LIMIT));
        let mut ranked: Vec<_> = found
            .into_iter()
            .enumerate()
            .map(|(order, step)| ((step.rank(), order), step))
            .collect();
        ranked.sort_by_key(|(key, _)| *key);
        ranked
            .into_iter()
            .take(limit)
            .map(|(_, step)| step)
            .collect()
    }

    /// Every step of this technique in `grid`, up to `limit` of them, in the order the search
    /// meets them (`ranked` puts the one `find` gives first). A long search gives up once `cancel` is
    /// set, keeping what it found. `cache` remembers work between searches (see `SearchCache`).
    pub fn search(
        self,
        grid: &Grid,
        cancel: &Cancel,
        cache: &mut SearchCache,
        limit: usize,
    ) -> Vec<Step> {
        if !self.applies_to(grid) {
            return Vec::new();
        }
        let mut search = Search {
            grid,
            technique: self,
            found: Found::new(limit),
            cancel,
            cache,
        };
        (self.entry().find)(&mut search);
        self.noted(grid, search.found.into_steps())
    }

    /// `steps` with the variant sightings they rest on named (`note_variant_sightings`), unless
    /// the technique reasons within named houses only or names its sightings itself (the
    /// wings).
    fn noted(self, grid: &Grid, steps: Vec<Step>) -> Vec<Step> {
        let names_its_own = self <= Technique::Jellyfish
            || matches!(
                self,
                Technique::WWing | Technique::XyWing | Technique::XyzWing | Technique::BruteForce
            );
        if names_its_own || grid.geometry().is_classic() {
            return steps;
        }
        steps
            .into_iter()
            .map(|step| links::note_variant_sightings(grid, step))
            .collect()
    }
}

impl Technique {
    /// The simplest step of this technique in `grid` that hits `target` (see `Step::simplicity`;
    /// the first met among equals), out of the first `CHOICE_LIMIT` that do. The forcing searches
    /// suppose the target's candidate true (or false) and look for a contradiction. `None` when
    /// there is none, or the search was cancelled first; always `None` for Brute Force, which is
    /// not a deduction. Nothing is kept between aimed searches.
    pub fn aimed(self, grid: &Grid, target: Target, cancel: &Cancel) -> Option<Step> {
        if self == Technique::BruteForce || !self.applies_to(grid) {
            return None;
        }
        let mut search = Search {
            grid,
            technique: self,
            found: Found::targeted(CHOICE_LIMIT, target),
            cancel,
            cache: &mut SearchCache::new(),
        };
        (self.entry().find)(&mut search);
        let steps = self.noted(grid, search.found.into_steps());
        let steps = steps.into_iter().enumerate();
        steps
            .min_by_key(|(order, step)| (step.simplicity(), *order))
            .map(|(_, step)| step)
    }
}

impl std::fmt::Display for Technique {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// A technique is named in a message by its name, kept as a technique's name.
impl Say for Technique {
    fn say(&self, message: &mut Message) {
        message.push(Piece::Technique(self.name()));
    }
}
