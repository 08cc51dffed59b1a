//! The solving techniques. `Technique` lists them in the default priority order with their exact
//! names (a contract of the JSON output), levels and base scores; `find` runs one of them on a grid.
//! Each family lives in its own file and hands the steps it finds to a `Found`, in a deterministic
//! order (first by house order, then by cell order, then by digit) until the `Found` is full:
//! `find` wants the first step only, `find_all` every step up to a limit.

mod als;
mod brute_force;
mod bug;
mod candidate_elimination;
mod chains;
mod coloring;
mod fish;
mod forcing;
mod grouped_chains;
mod links;
mod locked_candidates;
mod propagation;
mod remote_pair;
mod search_memory;
mod single_digit;
mod singles;
mod subsets;
mod sue_de_coq;
mod uniqueness;
mod wings;

use crate::model::Grid;
use crate::step::Step;

pub use propagation::Cancel;

/// Collects the steps a search finds, up to a limit; a search stops once it is full.
#[derive(Debug)]
pub(crate) struct Found {
    steps: Vec<Step>,
    limit: usize,
}

impl Found {
    /// An empty collection that takes up to `limit` steps (at least one).
    pub(crate) fn new(limit: usize) -> Found {
        Found {
            steps: Vec::new(),
            limit: limit.max(1),
        }
    }

    /// Adds a step; returns whether the collection is now full, so the search should stop.
    pub(crate) fn add(&mut self, step: Step) -> bool {
        if !self.is_full() {
            self.steps.push(step);
        }
        self.is_full()
    }

    /// Adds steps from `steps` until it is full; the iterator is not run further.
    pub(crate) fn extend(&mut self, steps: impl Iterator<Item = Step>) {
        for step in steps {
            if self.add(step) {
                return;
            }
        }
    }

    /// How many steps it holds.
    pub(crate) fn len(&self) -> usize {
        self.steps.len()
    }

    /// Whether no more steps are wanted.
    pub(crate) fn is_full(&self) -> bool {
        self.steps.len() >= self.limit
    }

    /// The steps found, in the order found.
    pub(crate) fn into_steps(self) -> Vec<Step> {
        self.steps
    }
}

/// How hard a technique (or a whole puzzle) is, as HoDoKu grades it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// Singles only.
    Easy,
    /// Locked candidates and subsets up to triples.
    Medium,
    /// Quadruples, basic fish, wings and uniqueness.
    Hard,
    /// Finned fish, chains and almost locked sets.
    Unfair,
    /// Forcing chains and nets, or guessing.
    Extreme,
}

impl Level {
    /// Every level, easiest first.
    pub const ALL: [Level; 5] = [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Unfair,
        Level::Extreme,
    ];

    /// The level's name.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "Easy",
            Level::Medium => "Medium",
            Level::Hard => "Hard",
            Level::Unfair => "Unfair",
            Level::Extreme => "Extreme",
        }
    }

    /// The highest puzzle score that still counts as this level (`None`: no limit).
    pub fn max_score(self) -> Option<u32> {
        match self {
            Level::Easy => Some(800),
            Level::Medium => Some(1000),
            Level::Hard => Some(1600),
            Level::Unfair => Some(1800),
            Level::Extreme => None,
        }
    }

    /// The level named `name` (case-insensitive).
    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL
            .into_iter()
            .find(|level| level.name().eq_ignore_ascii_case(name))
    }
}

impl std::fmt::Display for Level {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// A solving technique. The variants are in the default priority order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Technique {
    /// Removes from each cell the digits already placed in its row, column and box.
    CandidateElimination,
    /// The last empty cell of a house.
    FullHouse,
    /// A cell with one candidate left.
    NakedSingle,
    /// A digit with one place left in a house.
    HiddenSingle,
    /// Two cells of a box and a line that hold the same two candidates only.
    LockedPair,
    /// Three cells of a box and a line that hold the same three candidates only.
    LockedTriple,
    /// A digit of a box confined to one line.
    LockedCandidatesPointing,
    /// A digit of a line confined to one box.
    LockedCandidatesClaiming,
    /// Two cells of a house with the same two candidates only.
    NakedPair,
    /// Three cells of a house with three candidates between them.
    NakedTriple,
    /// Two digits of a house confined to the same two cells.
    HiddenPair,
    /// Three digits of a house confined to the same three cells.
    HiddenTriple,
    /// Four cells of a house with four candidates between them.
    NakedQuadruple,
    /// Four digits of a house confined to the same four cells.
    HiddenQuadruple,
    /// A digit confined to the same two columns in two rows (or the reverse).
    XWing,
    /// A digit confined to the same three columns in three rows (or the reverse).
    Swordfish,
    /// A digit confined to the same four columns in four rows (or the reverse).
    Jellyfish,
    /// A chain of cells with the same two candidates: cells seeing two ends of opposite parity
    /// lose both.
    RemotePair,
    /// One candidate away from a bivalue universal grave: that candidate is true (uniqueness).
    BugPlusOne,
    /// Two strong links in parallel lines whose ends share a cross line.
    Skyscraper,
    /// A strong link in a row and one in a column whose ends meet in a box.
    TwoStringKite,
    /// Two strong links joined by a weak link.
    TurbotFish,
    /// A box whose candidates lie on one row and one column, with a strong link outside.
    EmptyRectangle,
    /// Two equal bivalue cells joined by a strong link.
    WWing,
    /// A bivalue pivot with two bivalue pincers.
    XyWing,
    /// A three-candidate pivot with two bivalue pincers.
    XyzWing,
    /// Three corners of a would-be deadly rectangle hold only its two digits: the fourth
    /// cannot be either (uniqueness).
    UniquenessTest1,
    /// Two rectangle corners in a line hold the same one extra digit: it goes from the cells that
    /// see both (uniqueness).
    UniquenessTest2,
    /// The extra digits of two rectangle corners form a naked subset with other cells
    /// (uniqueness).
    UniquenessTest3,
    /// One rectangle digit is locked in the two extra corners: they cannot be the other digit
    /// (uniqueness).
    UniquenessTest4,
    /// Diagonal (or three) rectangle corners hold the same extra digit: it goes from the cells that
    /// see them all (uniqueness).
    UniquenessTest5,
    /// A rectangle digit locked in both rows (or columns): the extra corners cannot be it
    /// (uniqueness).
    UniquenessTest6,
    /// A two-candidate corner and a digit locked in the opposite corner's row and column: that
    /// corner cannot be the other digit (uniqueness).
    HiddenRectangle,
    /// Three found (not given) corners would make a swappable rectangle with the fourth
    /// (uniqueness).
    AvoidableRectangle1,
    /// Two found corners and two empty ones with the same extra digit (uniqueness).
    AvoidableRectangle2,
    /// An X-Wing with fins: extra places of the digit in one box.
    FinnedXWing,
    /// A finned X-Wing that would be broken without its fins.
    SashimiXWing,
    /// A Swordfish with fins.
    FinnedSwordfish,
    /// A finned Swordfish that would be broken without its fins.
    SashimiSwordfish,
    /// A Jellyfish with fins.
    FinnedJellyfish,
    /// A finned Jellyfish that would be broken without its fins.
    SashimiJellyfish,
    /// Where a line meets a box: two or three cells that, with cells of the line and of the box,
    /// hold exactly as many digits as cells.
    SueDeCoq,
    /// Two-colouring the strong links of a digit: traps and wraps.
    SimpleColors,
    /// Colouring two clusters of strong links on one digit: wings and wraps between them.
    MultiColors,
    /// An alternating chain on one digit.
    XChain,
    /// An alternating chain through two-candidate cells.
    XyChain,
    /// An alternating inference chain with any strong and weak links.
    NiceLoop,
    /// An alternating inference chain that may use groups of cells (where a box meets a line) as
    /// nodes.
    GroupedNiceLoop,
    /// Two almost locked sets joined by a restricted common digit.
    AlsXz,
    /// Three almost locked sets: a pivot joined to two others by different digits.
    AlsXyWing,
    /// A chain of four or more almost locked sets joined by restricted common digits.
    AlsXyChain,
    /// Assume a candidate and follow the two-way links of the grid: a contradiction removes it; a
    /// conclusion shared by every option of a cell or house holds.
    ForcingChain,
    /// Assume a candidate and follow the singles it forces: a contradiction removes it; a
    /// conclusion shared by every option of a cell or house is placed.
    ForcingNet,
    /// Places a digit of the solution when nothing else applies: a guess, not a deduction.
    BruteForce,
}

impl Technique {
    /// Every technique in the default priority order.
    pub const ALL: [Technique; 54] = [
        Technique::CandidateElimination,
        Technique::FullHouse,
        Technique::NakedSingle,
        Technique::HiddenSingle,
        Technique::LockedPair,
        Technique::LockedTriple,
        Technique::LockedCandidatesPointing,
        Technique::LockedCandidatesClaiming,
        Technique::NakedPair,
        Technique::NakedTriple,
        Technique::HiddenPair,
        Technique::HiddenTriple,
        Technique::NakedQuadruple,
        Technique::HiddenQuadruple,
        Technique::XWing,
        Technique::Swordfish,
        Technique::Jellyfish,
        Technique::RemotePair,
        Technique::BugPlusOne,
        Technique::Skyscraper,
        Technique::TwoStringKite,
        Technique::TurbotFish,
        Technique::EmptyRectangle,
        Technique::WWing,
        Technique::XyWing,
        Technique::XyzWing,
        Technique::UniquenessTest1,
        Technique::UniquenessTest2,
        Technique::UniquenessTest3,
        Technique::UniquenessTest4,
        Technique::UniquenessTest5,
        Technique::UniquenessTest6,
        Technique::HiddenRectangle,
        Technique::AvoidableRectangle1,
        Technique::AvoidableRectangle2,
        Technique::FinnedXWing,
        Technique::SashimiXWing,
        Technique::FinnedSwordfish,
        Technique::SashimiSwordfish,
        Technique::FinnedJellyfish,
        Technique::SashimiJellyfish,
        Technique::SueDeCoq,
        Technique::SimpleColors,
        Technique::MultiColors,
        Technique::XChain,
        Technique::XyChain,
        Technique::NiceLoop,
        Technique::GroupedNiceLoop,
        Technique::AlsXz,
        Technique::AlsXyWing,
        Technique::AlsXyChain,
        Technique::ForcingChain,
        Technique::ForcingNet,
        Technique::BruteForce,
    ];

    /// The exact name used in messages, the JSON output and `--techniques`.
    pub fn name(self) -> &'static str {
        match self {
            Technique::CandidateElimination => "Candidate Elimination",
            Technique::FullHouse => "Full House",
            Technique::NakedSingle => "Naked Single",
            Technique::HiddenSingle => "Hidden Single",
            Technique::LockedPair => "Locked Pair",
            Technique::LockedTriple => "Locked Triple",
            Technique::LockedCandidatesPointing => "Locked Candidates Type 1 (Pointing)",
            Technique::LockedCandidatesClaiming => "Locked Candidates Type 2 (Claiming)",
            Technique::NakedPair => "Naked Pair",
            Technique::NakedTriple => "Naked Triple",
            Technique::HiddenPair => "Hidden Pair",
            Technique::HiddenTriple => "Hidden Triple",
            Technique::NakedQuadruple => "Naked Quadruple",
            Technique::HiddenQuadruple => "Hidden Quadruple",
            Technique::XWing => "X-Wing",
            Technique::Swordfish => "Swordfish",
            Technique::Jellyfish => "Jellyfish",
            Technique::RemotePair => "Remote Pair",
            Technique::BugPlusOne => "BUG+1",
            Technique::Skyscraper => "Skyscraper",
            Technique::TwoStringKite => "2-String Kite",
            Technique::TurbotFish => "Turbot Fish",
            Technique::EmptyRectangle => "Empty Rectangle",
            Technique::WWing => "W-Wing",
            Technique::XyWing => "XY-Wing",
            Technique::XyzWing => "XYZ-Wing",
            Technique::UniquenessTest1 => "Uniqueness Test 1",
            Technique::UniquenessTest2 => "Uniqueness Test 2",
            Technique::UniquenessTest3 => "Uniqueness Test 3",
            Technique::UniquenessTest4 => "Uniqueness Test 4",
            Technique::UniquenessTest5 => "Uniqueness Test 5",
            Technique::UniquenessTest6 => "Uniqueness Test 6",
            Technique::HiddenRectangle => "Hidden Rectangle",
            Technique::AvoidableRectangle1 => "Avoidable Rectangle Type 1",
            Technique::AvoidableRectangle2 => "Avoidable Rectangle Type 2",
            Technique::FinnedXWing => "Finned X-Wing",
            Technique::SashimiXWing => "Sashimi X-Wing",
            Technique::FinnedSwordfish => "Finned Swordfish",
            Technique::SashimiSwordfish => "Sashimi Swordfish",
            Technique::FinnedJellyfish => "Finned Jellyfish",
            Technique::SashimiJellyfish => "Sashimi Jellyfish",
            Technique::SueDeCoq => "Sue de Coq",
            Technique::SimpleColors => "Simple Colors",
            Technique::MultiColors => "Multi Colors",
            Technique::XChain => "X-Chain",
            Technique::XyChain => "XY-Chain",
            Technique::NiceLoop => "Nice Loop/AIC",
            Technique::GroupedNiceLoop => "Grouped Nice Loop/AIC",
            Technique::AlsXz => "ALS-XZ",
            Technique::AlsXyWing => "ALS-XY-Wing",
            Technique::AlsXyChain => "ALS-XY-Chain",
            Technique::ForcingChain => "Forcing Chain",
            Technique::ForcingNet => "Forcing Net",
            Technique::BruteForce => "Brute Force",
        }
    }

    /// The technique's difficulty level.
    pub fn level(self) -> Level {
        use Technique::*;
        match self {
            CandidateElimination | FullHouse | NakedSingle | HiddenSingle => Level::Easy,
            LockedPair
            | LockedTriple
            | LockedCandidatesPointing
            | LockedCandidatesClaiming
            | NakedPair
            | NakedTriple
            | HiddenPair
            | HiddenTriple => Level::Medium,
            NakedQuadruple | HiddenQuadruple | XWing | Swordfish | Jellyfish | RemotePair
            | BugPlusOne | Skyscraper | TwoStringKite | TurbotFish | EmptyRectangle | WWing
            | XyWing | XyzWing | SimpleColors => Level::Hard,
            XChain | XyChain | NiceLoop => Level::Unfair,
            ForcingChain | ForcingNet | BruteForce => Level::Extreme,
            FinnedXWing => Level::Hard,
            SashimiXWing => Level::Hard,
            FinnedSwordfish => Level::Unfair,
            SashimiSwordfish => Level::Unfair,
            FinnedJellyfish => Level::Unfair,
            SashimiJellyfish => Level::Unfair,
            UniquenessTest1 => Level::Hard,
            UniquenessTest2 => Level::Hard,
            UniquenessTest3 => Level::Hard,
            UniquenessTest4 => Level::Hard,
            UniquenessTest5 => Level::Hard,
            UniquenessTest6 => Level::Hard,
            HiddenRectangle => Level::Hard,
            AvoidableRectangle1 => Level::Hard,
            AvoidableRectangle2 => Level::Hard,
            MultiColors => Level::Hard,
            SueDeCoq => Level::Unfair,
            AlsXz => Level::Unfair,
            AlsXyWing => Level::Unfair,
            AlsXyChain => Level::Unfair,
            GroupedNiceLoop => Level::Unfair,
        }
    }

    /// The score one step of this technique adds to a puzzle's rating.
    pub fn score(self) -> u32 {
        use Technique::*;
        match self {
            CandidateElimination => 0,
            FullHouse | NakedSingle => 4,
            HiddenSingle => 14,
            LockedPair => 40,
            LockedTriple | NakedPair => 60,
            LockedCandidatesPointing | LockedCandidatesClaiming => 50,
            HiddenPair => 70,
            NakedTriple => 80,
            HiddenTriple => 100,
            NakedQuadruple => 120,
            XWing => 140,
            HiddenQuadruple | Swordfish => 150,
            Jellyfish | XyWing => 160,
            BugPlusOne => 100,
            RemotePair => 110,
            TurbotFish | EmptyRectangle => 120,
            Skyscraper => 130,
            TwoStringKite | WWing => 150,
            XyzWing => 180,
            SimpleColors => 150,
            XChain | XyChain => 260,
            NiceLoop => 280,
            ForcingChain => 500,
            ForcingNet => 700,
            BruteForce => 10000,
            FinnedXWing => 130,
            SashimiXWing => 150,
            FinnedSwordfish => 200,
            SashimiSwordfish => 240,
            FinnedJellyfish => 250,
            SashimiJellyfish => 260,
            UniquenessTest1 => 100,
            UniquenessTest2 => 100,
            UniquenessTest3 => 100,
            UniquenessTest4 => 100,
            UniquenessTest5 => 100,
            UniquenessTest6 => 100,
            HiddenRectangle => 100,
            AvoidableRectangle1 => 100,
            AvoidableRectangle2 => 100,
            MultiColors => 200,
            SueDeCoq => 250,
            AlsXz => 300,
            AlsXyWing => 320,
            AlsXyChain => 340,
            GroupedNiceLoop => 300,
        }
    }

    /// The technique with this exact name (case and surrounding spaces are ignored).
    pub fn from_name(name: &str) -> Option<Technique> {
        let name = name.trim();
        Technique::ALL
            .into_iter()
            .find(|t| t.name().eq_ignore_ascii_case(name))
    }

    /// How many cells, digits or lines the pattern of a subset or fish technique takes (2 to 4;
    /// 0 for the other techniques).
    fn pattern_size(self) -> usize {
        use Technique::*;
        match self {
            NakedPair | HiddenPair | XWing | FinnedXWing | SashimiXWing => 2,
            NakedTriple | HiddenTriple | Swordfish | FinnedSwordfish | SashimiSwordfish => 3,
            NakedQuadruple | HiddenQuadruple | Jellyfish | FinnedJellyfish | SashimiJellyfish => 4,
            _ => 0,
        }
    }

    /// Looks for one step of this technique in `grid`.
    pub fn find(self, grid: &Grid) -> Option<Step> {
        self.find_cancellable(grid, &Cancel::never())
    }

    /// Looks for one step of this technique in `grid`; a long search gives up (finding nothing)
    /// once `cancel` is set.
    pub fn find_cancellable(self, grid: &Grid, cancel: &Cancel) -> Option<Step> {
        self.find_all_cancellable(grid, cancel, 1)
            .into_iter()
            .next()
    }

    /// Every step of this technique in `grid`, up to `limit` of them, in the order the search
    /// meets them (the first is the one `find` gives); a long search gives up once `cancel` is
    /// set, keeping what it found.
    pub fn find_all_cancellable(self, grid: &Grid, cancel: &Cancel, limit: usize) -> Vec<Step> {
        use Technique::*;
        use search_memory::{each_box_and_line, each_digit, each_house};
        let mut found = Found::new(limit);
        match self {
            CandidateElimination => found.extend(candidate_elimination::find(grid).into_iter()),
            FullHouse => found.extend(singles::full_house(grid)),
            NakedSingle => found.extend(singles::naked_single(grid)),
            HiddenSingle => found.extend(singles::hidden_single(grid)),
            LockedPair => found.extend(subsets::locked_subset(grid, 2)),
            LockedTriple => found.extend(subsets::locked_subset(grid, 3)),
            LockedCandidatesPointing => found.extend(locked_candidates::pointing(grid)),
            LockedCandidatesClaiming => found.extend(locked_candidates::claiming(grid)),
            NakedPair | NakedTriple | NakedQuadruple => {
                each_house(grid, self, &mut found, |house, found| {
                    found.extend(subsets::naked_subset(grid, house, self.pattern_size()));
                });
            }
            HiddenPair | HiddenTriple | HiddenQuadruple => {
                each_house(grid, self, &mut found, |house, found| {
                    found.extend(subsets::hidden_subset(grid, house, self.pattern_size()));
                });
            }
            XWing | Swordfish | Jellyfish => each_digit(grid, self, &mut found, |digit, found| {
                found.extend(fish::basic_fish(grid, self.pattern_size(), digit))
            }),
            RemotePair => remote_pair::remote_pair(grid, &mut found),
            BugPlusOne => found.extend(bug::bug_plus_one(grid).into_iter()),
            Skyscraper | TwoStringKite | TurbotFish => {
                each_digit(grid, self, &mut found, |digit, found| {
                    single_digit::two_links(grid, self, digit, found)
                })
            }
            EmptyRectangle => each_digit(grid, self, &mut found, |digit, found| {
                single_digit::empty_rectangle(grid, digit, found)
            }),
            WWing => wings::w_wing(grid, &mut found),
            XyWing => wings::xy_wing(grid, &mut found),
            XyzWing => wings::xyz_wing(grid, &mut found),
            SimpleColors => each_digit(grid, self, &mut found, |digit, found| {
                coloring::simple_colors(grid, digit, found)
            }),
            XChain => each_digit(grid, self, &mut found, |digit, found| {
                chains::find_chain(grid, self, Some(digit), found)
            }),
            XyChain | NiceLoop => chains::find_chain(grid, self, None, &mut found),
            ForcingChain => found.extend(forcing::forcing_chain(grid, cancel).into_iter()),
            ForcingNet => found.extend(forcing::forcing_net(grid, cancel).into_iter()),
            FinnedXWing | SashimiXWing | FinnedSwordfish | SashimiSwordfish | FinnedJellyfish
            | SashimiJellyfish => {
                let sashimi = matches!(self, SashimiXWing | SashimiSwordfish | SashimiJellyfish);
                each_digit(grid, self, &mut found, |digit, found| {
                    fish::finned_fish(grid, self.pattern_size(), sashimi, digit, found)
                })
            }
            UniquenessTest1 | UniquenessTest2 | UniquenessTest3 | UniquenessTest4
            | UniquenessTest5 | UniquenessTest6 | HiddenRectangle => {
                uniqueness::unique_rectangle(grid, self, &mut found)
            }
            AvoidableRectangle1 | AvoidableRectangle2 => {
                uniqueness::avoidable_rectangle(grid, self, &mut found)
            }
            AlsXz | AlsXyWing | AlsXyChain => als::als_step(grid, self, &mut found),
            MultiColors => each_digit(grid, self, &mut found, |digit, found| {
                coloring::multi_colors(grid, digit, found)
            }),
            SueDeCoq => each_box_and_line(grid, self, &mut found, |house_box, line, found| {
                sue_de_coq::sue_de_coq(grid, house_box, line, found)
            }),
            GroupedNiceLoop => grouped_chains::grouped_chain(grid, &mut found),
            BruteForce => found.extend(brute_force::find(grid).into_iter()),
        }
        found.into_steps()
    }
}

impl std::fmt::Display for Technique {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}
