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
    aligned_pair, als, brute_force, bug, cages, candidate_elimination, chains, coloring,
    complex_fish, extended_rectangle, fish, forcing, grouped_chains, kraken_fish, leftovers, links,
    locked_candidates, medusa, remote_pair, siamese_fish, single_digit, singles, subsets,
    sue_de_coq, templates, uniqueness, wings,
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
    /// What it looks for and why it works, in a few sentences (the technique guide).
    guide: &'static str,
    /// Other names it goes by in books, forums and other solvers (none when its name here is the
    /// only common one).
    other_names: &'static [&'static str],
}

/// How many techniques there are.
const COUNT: usize = 79;

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
        guide: "Every empty cell starts with all digits pencilled in. A digit already placed in a \
             cell's row, column or box cannot go in that cell, so it is crossed out. Every solve \
             begins with this, and each later placement crosses its digit out of its peers.",
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
        guide: "A row, column or box with a single empty cell: the one digit the house is still \
             missing must go there. It is the easiest placement there is.",
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
        guide: "A cell with only one candidate left. Every other digit is already seen by the cell \
             or was ruled out, so the cell takes the one that remains.",
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
        guide: "A digit that fits in only one cell of a row, column or box. Every house must hold \
             every digit once, so the digit goes there, even if the cell has other candidates.",
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
        find: |s| s.found.extend(cages::cage_combinations(s.grid).into_iter()),
        guide: "Killer only: a cage's digits all differ and add up to its sum, so its cells hold \
             one of the sets of different digits that make that sum (a 2-cell 4 is 1+3; a \
             3-cell 7 is 1+2+4; with a digit already placed, the other cells make the rest). A \
             set fits only if its digits can go one to each cell, each into a cell that still \
             holds it. A candidate that no fitting set can put in its cell goes.",
        other_names: &["Killer Combinations", "Cage Sums"],
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
        find: |s| s.found.extend(cages::innies_and_outies(s.grid).into_iter()),
        guide: "Killer only, the rule of 45: a row, column or box holds every digit once, 45 in \
             all on 9x9 (and k rows, columns or boxes side by side k times 45). Take away the \
             cages that lie wholly inside it: its other cells (the innies) add up to 45 less \
             their sums. Or, when cages cover the house and reach out of it, their cells outside \
             it (the outies) add up to what their sums exceed 45 by. Innies (or outies) that all \
             see each other are then a hidden cage: their digits differ and make a known sum, \
             and the sets that make it are read as for a cage. A few that do not all see each \
             other may repeat a digit: a candidate goes when no way of filling them (different \
             digits only where two see each other) makes the sum with it.",
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
                .extend(cages::cage_house_overlap(s.grid).into_iter())
        },
        guide: "Killer only, Locked Candidates between a cage and a house. When every set of \
             digits that can make a cage's sum holds a digit, the cage holds that digit; if the \
             digit fits in the cage only inside one row, column or box, that is the house's \
             copy of it, so it leaves the rest of the house. The other way round: when a digit \
             fits in a house only inside one cage, the cage holds it there, so it leaves the \
             cage's other cells, and only the sets that hold it can make the cage's sum.",
        other_names: &["Cage Overlap", "Cage-House Interaction"],
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
        guide: "Two cells that share both a line and a box and hold only the same two candidates. \
             Those two digits must fill the two cells, so they leave every other cell of the \
             line and of the box. It is a locked pair when it removes candidates from both the \
             box and the line; one that clears only one house is that house's Naked Pair.",
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
        guide: "Three cells that share both a line and a box and hold only the same three digits \
             between them. The three digits fill those cells, so they leave the rest of the line \
             and the box. It is a locked triple when it removes candidates from both houses; \
             otherwise it is a Naked Triple.",
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
        guide: "Inside a box, a digit's candidates all lie on one row or column. Wherever the digit \
             goes in the box, it is on that line, so the rest of the line (outside the box) \
             cannot hold it.",
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
        guide: "Inside a row or column, a digit's candidates all lie in one box. The line's copy of \
             the digit must be in that box, so the box's other cells cannot hold it.",
        other_names: &[
            "Box/Line Reduction",
            "Claiming Pair",
            "Intersection Removal",
        ],
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
        guide: "Jigsaw only: a band of k neighbouring rows (or columns) holds every digit k \
             times, once per line (k x 45 in sum on 9x9), and so do any k regions. Take the k \
             regions that fill most of the band and take away the cells both cover: what is left \
             of the band (the innies) and of the regions (the outies) holds the same digits, each \
             as often. So a digit that fits in none of the outies cannot be an innie, and the \
             other way round.",
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
        guide: "Two cells of a house with the same two candidates and nothing else. One of them \
             takes each digit, so no other cell of the house can hold either digit.",
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
        guide: "Three cells of a house whose candidates, taken together, are just three digits. The \
             three cells use up those digits, so the other cells of the house lose them.",
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
        guide: "Two digits that, in some house, fit only in the same two cells. Those cells must \
             hold those two digits, so every other candidate in the two cells goes.",
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
        guide: "Three digits confined to the same three cells of a house. The cells are reserved \
             for those digits, so their other candidates are removed.",
        other_names: &["Hidden Subset"],
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
        guide: "Four cells of a house whose candidates together are four digits. The four digits \
             are used up there, so they leave every other cell of the house.",
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
        guide: "Four digits that fit only in the same four cells of a house. Those cells hold those \
             digits, so their other candidates go.",
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
        guide: "In two rows a digit fits in only two cells each, and those cells line up in the \
             same two columns (or the same with rows and columns swapped). The digit takes two \
             opposite corners of the rectangle, so both columns already have their copy: the \
             digit leaves the rest of those columns.",
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
        guide: "An X-Wing over three lines: in three rows a digit's candidates lie within the same \
             three columns. The three rows place the digit three times in those columns, one \
             per column, so the columns' other cells lose it.",
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
        guide: "The same fish over four lines: in four rows a digit is confined to four columns. \
             The four rows need four copies of the digit, one in each of those columns, so the \
             digit leaves every other cell of the four columns.",
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
        guide: "A chain of cells that all hold the same two candidates, each seeing the next. The \
             digits alternate along the chain, so its two ends hold different digits when the \
             chain has an even number of links: any cell that sees both ends loses both digits.",
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
        guide: "Every empty cell has two candidates except one cell with three, and every digit \
             appears twice per house. Such a Bivalue Universal Grave would have two solutions, \
             so the extra digit (the one seen three times) must be the answer of that cell. It \
             assumes the puzzle has a unique solution.",
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
        guide: "Two lines in which a digit fits in only two places each, with one end of each line \
             in a shared cross line. Either the one free end or the other holds the digit, so a \
             cell that sees both free ends cannot hold it.",
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
        guide: "A digit with two places in a row and two in a column, where one end of each is in \
             the same box. The box can hold the digit only once, so one of the two far ends \
             holds it: a cell seeing both far ends loses the digit.",
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
        guide: "A short chain on one digit: two strong links (houses with only two places for the \
             digit) joined by a weak link. One end or the other holds the digit, so any cell \
             seeing both ends cannot. Skyscraper and 2-String Kite are special cases.",
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
        guide: "In a box, a digit's candidates form a cross (they all lie on one row and one \
             column). Joined with a column or row where the digit has two places, one of two \
             cells must hold the digit, so the cell they both see loses it.",
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
        guide: "Two cells with the same two candidates, x and y, that do not see each other, and a \
             strong link on x whose ends each see one of them. One of the two cells must be y, \
             so a cell that sees both loses y.",
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
        guide: "A pivot cell with candidates xy sees two pincers, xz and yz. Whatever the pivot is, \
             one of the pincers becomes z, so a cell that sees both pincers cannot be z.",
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
        guide: "Like an XY-Wing, but the pivot has all three candidates xyz. One of the three cells \
             is z, so a cell that sees the pivot and both pincers loses z.",
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
        guide: "Four cells hold only four digits between them, and every digit but one, z, lies \
             only in cells that see each other. Each of those three digits can fill at most one of \
             the cells, so they cannot fill all four: one of the cells holding z is z. A cell that \
             sees all of those loses z. SudokuWiki teaches it; HoDoKu does not, so it is off by \
             default.",
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
        guide: "Four cells in two rows, two columns and two boxes where three hold only the same two \
             candidates. If the fourth were also one of those two, the digits could swap and the \
             puzzle would have two solutions, so the fourth cell loses both. It assumes the \
             puzzle has a unique solution.",
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
        guide: "A unique rectangle whose two extra cells both have the same one extra candidate. \
             One of them must take it (else the deadly pattern would appear), so a cell that \
             sees both extra cells loses it. It assumes a unique solution.",
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
        guide: "A unique rectangle whose extra candidates act like one cell: together with other \
             cells of a shared house they form a naked subset, which removes its digits from the \
             rest of that house. It assumes a unique solution.",
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
        guide: "A unique rectangle where one of the two rectangle digits has only the two roof cells \
             as its places in a shared house. That digit must be in one of them, so the other \
             rectangle digit cannot be in either roof cell. It assumes a unique solution.",
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
        guide: "A unique rectangle with one extra candidate in two or three of its cells (placed \
             diagonally). One of those cells must take the extra digit, so a cell that sees all \
             of them loses it. It assumes a unique solution.",
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
        guide: "A unique rectangle whose diagonal cells hold extra candidates and where one \
             rectangle digit is tied to the rectangle's corners in both rows and both columns. \
             That digit would complete the deadly pattern in the two plain corners, so it is \
             removed there. It assumes a unique solution.",
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
        guide: "A unique rectangle seen from one corner: in the row and column of the opposite \
             corner, one rectangle digit has only rectangle cells as places. The other digit in \
             that opposite corner would allow a second solution, so it goes. It assumes a \
             unique solution.",
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
        guide: "Three corners of a rectangle over two boxes are solved (not given) with two digits \
             in a swappable pattern. If the fourth corner took the missing digit, the solved \
             digits could swap, giving two solutions, so that digit leaves the fourth corner. \
             It assumes a unique solution.",
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
        guide: "Two solved corners of a rectangle (not givens) and two open corners that each have \
             the same extra candidate. One open corner must take the extra digit, so a cell \
             seeing both loses it. It assumes a unique solution.",
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
        guide: "Six empty cells in two rows and three columns, each column's two cells in one box. \
             If all six held only the same three digits, the rows could trade their digits column \
             by column, and the puzzle would have two solutions. So when five of the cells hold \
             only three digits, the sixth loses them. SudokuWiki teaches it; HoDoKu does not, so it \
             is off by default.",
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
        guide: "Two finned (or sashimi) fish of one size on one digit with the same base lines \
             but different cover lines, so different fins. Each fish stands on its own, so the \
             step removes what either removes, and shows how one set of base lines can be \
             covered in two ways. HoDoKu shows them only with an option that is off by default, \
             so it is off here too; when on, it comes before the finned fish it combines.",
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
        guide: "An X-Wing with an extra candidate or two (the fin) in one of its lines, inside one \
             box. Either the X-Wing holds, or the fin holds the digit; the cells that both the \
             X-Wing and the fin would rule out lose it.",
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
        guide: "A finned X-Wing with one corner missing: the fin stands in for it. The cells in the \
             fin's box that the broken X-Wing would still clear lose the digit.",
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
        guide: "A Swordfish with extra candidates (fins) in one box. Either the fish is true or a \
             fin holds the digit, so cells that lie in the fish's cover lines and see every fin \
             lose it.",
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
        guide: "A finned Swordfish with one of its cells missing. The fins make up for it: either \
             the broken fish or a fin holds the digit, and the same cells as for the finned \
             fish lose it.",
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
        guide: "A four-line fish with fins in one box. Either the Jellyfish is true or a fin \
             holds the digit, so cells of the cover lines that see every fin lose it.",
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
        guide: "A finned Jellyfish with one of its cells missing. Its fins complete it, and the \
             same eliminations as for a finned Jellyfish follow.",
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
        guide: "Two or three cells where a line and a box cross hold more digits than cells. Some \
             of those digits must be placed with help from the rest of the line and some with \
             help from the rest of the box; each group's digits then leave the rest of its \
             house.",
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
        guide: "Follow one digit's strong links (houses with only two places) and colour the cells \
             in two alternating colours: one colour is all true, the other all false. A colour \
             that sees itself is false (wrap), and a cell seeing both colours loses the digit \
             (trap).",
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
        guide: "Two separate colour clusters for one digit. When a colour of one cluster sees both \
             colours of the other, it is false; when colours of the two clusters see each other, \
             cells that see their partners lose the digit.",
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
        guide: "Colouring across digits: a cell's only two candidates and a digit's only two places \
             in a house are strong links, and a cluster of them takes two alternating colours, one \
             of which is all true. A colour that would put two of its candidates in one cell, two \
             equal digits in sight of each other, or empty a cell, is false. A candidate that both \
             colours rule out goes. SudokuWiki teaches it; HoDoKu does not, so it is off by \
             default.",
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
        guide: "A chain on one digit that alternates strong and weak links and starts and ends with \
             a strong link. One end holds the digit whatever happens, so a cell that sees both \
             ends cannot.",
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
        guide: "A chain of two-candidate cells where each cell shares a digit with the next. If \
             the first cell is not z, the chain forces the last cell to be z, so any cell that \
             sees both ends loses z.",
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
        guide: "An alternating inference chain: strong links (one of the two must be true) and weak \
             links (not both can be true) alternate across digits and cells. The chain's ends \
             cannot both be false, so a candidate that sees both, or one end itself when the \
             loop closes on it, is removed.",
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
        guide: "A Nice Loop or AIC that also uses groups: two or three candidates of a digit in one \
             box and one line act as a single node. It finds chains the single-cell links \
             cannot make.",
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
        guide: "Two almost locked sets (N cells with N+1 digits) share a restricted common digit x: \
             x can be in only one of them. Then the other common digit z must be in one set or \
             the other, so a cell that sees every z of both sets loses z. Linked by two such \
             digits, each set holds one of them and has all its other digits placed in it: a \
             cell seeing all of such a digit's places (in both sets, for the two links) loses it.",
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
        guide: "Three almost locked sets: a pivot set joined to two wing sets by two different \
             restricted common digits. The two wings cannot both lack the digit z they share, so \
             cells seeing all its candidates in both wings lose it.",
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
        guide: "A chain of almost locked sets, each joined to the next by a restricted common \
             digit. A digit in both end sets must be in one of them, so cells seeing all of its \
             candidates there lose it.",
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
        guide: "Two empty cells of one house hold two different digits. A pair of digits for them \
             is impossible when an almost locked set outside them holds both, every place of each \
             digit seeing the cell that would take it: the set would lose two digits and keep too \
             few for its cells. A digit of one cell that pairs with none of the other's goes. \
             SudokuWiki teaches it; HoDoKu does not, so it is off by default.",
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
        guide: "A stem cell and, for each of its digits, a petal: an almost locked set whose every \
             place of that digit sees the stem. Whatever the stem is, that digit's petal loses it \
             and becomes locked, so a digit z in every petal (and not in the stem) is placed in \
             one of them. Cells that see every z of all the petals lose it. HoDoKu has it off by \
             default, and so do we.",
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
        guide: "A fish whose base or cover houses include a box: two base houses (rows and boxes) \
             that share no place of a digit, all of whose places lie in two cover houses (columns \
             and boxes), or the same with rows and columns swapped. The two base houses need two \
             copies of the digit and the covers take one each, so the covers' other cells lose \
             the digit.",
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
        guide: "A Franken fish over three houses: three base houses of rows and boxes, sharing no \
             place of the digit, whose places all lie in three cover houses of columns and boxes \
             (or rows and columns swapped). The three copies fill the three covers, so the \
             covers' other cells lose the digit.",
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
        guide: "A Franken fish over four houses: four base rows and boxes whose places of a digit \
             lie in four cover columns and boxes (or the reverse). The four copies fill the \
             covers, so the covers' other cells lose the digit. HoDoKu leaves it off by default.",
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
        guide: "A Franken X-Wing with fins: base places outside the cover, or in two base houses at \
             once. Either no fin holds the digit and the fish stands, or a fin does; so the cells \
             of the cover that see every fin lose the digit.",
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
        guide: "A Franken Swordfish with fins (base places outside the cover or in two base houses). \
             Either the fish stands or a fin holds the digit, so the cover's cells that see every \
             fin lose it.",
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
        guide: "A Franken Jellyfish with fins. Either the fish stands or a fin holds the digit, so \
             the cover's cells that see every fin lose it. HoDoKu leaves it off by default.",
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
        guide: "A fish that mixes the kinds of house freely, for example a row and a column as base: \
             two base houses sharing no place of a digit, all of whose places lie in two cover \
             houses. The covers take the two copies, so their other cells lose the digit, and so \
             does a base cell in both covers. Off by default, as in HoDoKu.",
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
        guide: "A Mutant fish over three base and three cover houses of any kinds. The three copies \
             the base needs fill the covers, so the covers' other cells lose the digit, and so \
             does a base cell in two covers. Off by default, as in HoDoKu.",
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
        guide: "A Mutant fish over four base and four cover houses of any kinds. The four copies \
             fill the covers, so the covers' other cells lose the digit. Off by default, as in \
             HoDoKu.",
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
        guide: "A Mutant X-Wing with fins. Either the fish stands or a fin holds the digit, so the \
             cover's cells that see every fin lose it. Off by default, as in HoDoKu.",
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
        guide: "A Mutant Swordfish with fins. Either the fish stands or a fin holds the digit, so \
             the cover's cells that see every fin lose it. Off by default, as in HoDoKu.",
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
        guide: "A Mutant Jellyfish with fins. Either the fish stands or a fin holds the digit, so \
             the cover's cells that see every fin lose it. Off by default, as in HoDoKu.",
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
        guide: "A fish (two to four rows whose places of a digit lie in as many columns, or the \
             other way round) with one or two fins that do not all see what it would remove. \
             Unless a fin holds the digit, each cover column holds one of the base rows' places, \
             so for any one cover column, a fin or one of its places in the base rows holds the \
             digit. If each of those options leads, through a chain of two-way links, to the \
             same candidate being false (the cover's own digit outside the base rows, or any \
             other), that candidate goes. The same links read backwards say it too: supposing \
             the candidate true rules out every option, which the fish cannot allow; the step \
             is told whichever way is shorter. Off by default, as in HoDoKu.",
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
        guide: "Suppose a candidate is true (or false) and follow the two-way links it forces, \
             through groups of cells too (r2c46=8: the 8 is in one of those cells). If that \
             leads to a contradiction, the supposition is wrong: a true candidate is removed, a \
             false one placed. If every candidate of a cell (or every place of a digit in a \
             house) leads to the same conclusion, that conclusion is true.",
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
        guide: "A forcing chain that may branch: an assumption is followed through every single it \
             forces, not along one line. When the net still finds nothing it nests: inside an \
             assumption it rules out candidates whose own net fails. A last resort before \
             guessing.",
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
        guide: "A template places every copy of a digit, one in each row, column and box, on cells \
             that hold it or still have it as a candidate. The solver lists every template that \
             fits and drops those that take a cell another digit must take. A cell every \
             remaining template uses holds the digit. HoDoKu has it off by default, and so do we.",
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
        guide: "Templates as for Template Set: every way to place all copies of a digit that fits \
             the grid and leaves other digits the cells they must take. A candidate that no such \
             template uses goes. HoDoKu has it off by default, and so do we.",
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
        find: |s| s.found.extend(brute_force::find(s.grid).into_iter()),
        guide: "Not logic: when no other enabled technique finds a step, the solver places the \
             digit that the puzzle's solution (found by trial and error) has in the empty cell \
             with the fewest candidates. It always comes last; turn it off (View > Allow Brute \
             Force guesses) to see where logic gets stuck.",
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

    /// What the technique looks for and why it works, in a few sentences (the technique guide).
    pub fn guide(self) -> &'static str {
        self.entry().guide
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
