//! The names of things the solver grades: `Level`, HoDoKu's difficulty scale, and `Technique`,
//! one variant per solving technique in the default priority order. This file only names them; what
//! each technique is called, how hard it is, how it is found and how the guide explains it is the
//! technique's entry in `techniques::catalogue`, which also holds the methods that read it.
//! `with_article` reads a name as a sentence needs it.

/// How hard a technique (or a whole puzzle) is, as HoDoKu grades it.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
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

    /// The catalogue key of its name ("level-easy"), for the student's language.
    pub fn key(self) -> &'static str {
        match self {
            Level::Easy => "level-easy",
            Level::Medium => "level-medium",
            Level::Hard => "level-hard",
            Level::Unfair => "level-unfair",
            Level::Extreme => "level-extreme",
        }
    }

    /// Its name as a message, said in the student's language.
    pub fn said(self) -> crate::message::Message {
        crate::message::Message::template(self.key(), Vec::new())
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
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
pub enum Technique {
    /// Removes from each cell the digits already placed in its row, column and box.
    CandidateElimination,
    /// The last empty cell of a house.
    FullHouse,
    /// A cell with one candidate left.
    NakedSingle,
    /// A digit with one place left in a house.
    HiddenSingle,
    /// Killer: the sets of different digits that make a cage's sum and fit its cells.
    CageCombinations,
    /// Thermometer: each cell's candidates kept between the least and the most the cells before
    /// and after it along the thermometer leave.
    ThermometerBounds,
    /// Arrow: the circle's digit kept between the least and the most its shaft adds up to, and
    /// each shaft digit within what the circle leaves it.
    ArrowSums,
    /// Kropki: each digit of a cell beside a dot (or, under a negative rule, an unmarked pair)
    /// kept only when the other cell holds a partner that keeps the pair's relation.
    KropkiDots,
    /// Kropki: two dots meeting at a cell whose other cells share a house, so the middle cell
    /// needs two different partners.
    KropkiChain,
    /// XV: each digit of a cell beside an X or a V (or, under a negative rule, an unmarked pair)
    /// kept only when the other cell holds a different digit that keeps the pair's sum.
    XvPairs,
    /// Non-consecutive: a placed digit takes the digits next to it from the cells beside it, and
    /// each digit of an open cell is kept only when the cell beside it holds a partner that is
    /// not next to it.
    NonconsecutivePairs,
    /// Non-consecutive: a digit's places in a house all lie side by side with one cell, which
    /// then holds no digit next to it.
    NonconsecutivePlaces,
    /// German whispers: two cells next to each other on a whisper line hold digits 5 or more
    /// apart, so a digit with no such partner in the other cell goes.
    WhisperPairs,
    /// Renban: a line holds a run of consecutive digits, each once; a digit no run that fits the
    /// line puts in a cell goes.
    RenbanRuns,
    /// Palindrome: two cells as far from either end of a palindrome hold the same digit, so each
    /// keeps only the candidates the other has too.
    PalindromeMirror,
    /// Little killer: a clue's diagonal adds up to its sum, its digits repeating only where no
    /// house holds both cells; a candidate no filling of it puts in a cell goes.
    LittleKillerSums,
    /// Sandwich: the digits between a row's or column's 1 and largest digit add up to the
    /// clue; the sum's sets fix how far apart those can stand, and a candidate no fitting place
    /// and set puts in its cell goes.
    SandwichSums,
    /// Two cells of a box and a line that hold the same two candidates only.
    LockedPair,
    /// Three cells of a box and a line that hold the same three candidates only.
    LockedTriple,
    /// A digit of a box confined to one line.
    LockedCandidatesPointing,
    /// A digit of a line confined to one box.
    LockedCandidatesClaiming,
    /// A variant board's cell that sees every place of a digit in a house, through different
    /// houses, moves or cages, cannot hold it.
    CommonPeer,
    /// Jigsaw: a band of lines and as many regions hold the same digits, so their leftovers do.
    LawOfLeftovers,
    /// Two cells of a house with the same two candidates only.
    NakedPair,
    /// Three cells of a house with three candidates between them.
    NakedTriple,
    /// Two digits of a house confined to the same two cells.
    HiddenPair,
    /// Three digits of a house confined to the same three cells.
    HiddenTriple,
    /// Killer: the rule of 45 over one house, its innies or outies read as a hidden cage.
    InniesAndOuties,
    /// Killer: a cage's forced digit confined to one house, or a house's digit confined to a
    /// cage.
    CageHouseOverlap,
    /// Killer: the rule of 45 with cages that reach out of the houses taken away, one group of
    /// cells adding up to another plus a known number, whose bounds limit each cell.
    InnieOutieDifference,
    /// Killer: the cages inside one house share no digit, so a set of one that no sets of the
    /// others go with goes.
    CageInterplay,
    /// Killer: a hidden cage (innies or outies) used again, to split a cage it lies in or to be
    /// taken from another area with the cages there.
    CageSplitting,
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
    /// Four cells with four digits, all but one confined to cells that see each other.
    WxyzWing,
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
    /// Five of six cells in two rows and three columns (each column's pair in one box) hold only
    /// three digits: the sixth cannot be one of them (uniqueness).
    ExtendedUniqueRectangle,
    /// Two finned fish on one digit sharing their base lines but not their cover lines: what
    /// either removes goes.
    SiameseFish,
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
    /// Colouring strong links across digits (two-candidate cells and conjugate pairs): wraps and
    /// traps.
    Medusa3D,
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
    /// Two cells of a house whose digit pairs almost locked sets rule out.
    AlignedPairExclusion,
    /// A stem cell with an almost locked set for each of its digits, all sharing a digit z.
    DeathBlossom,
    /// Two base houses of rows and boxes covered by two columns and boxes (or the reverse).
    FrankenXWing,
    /// Three base houses of rows and boxes covered by three columns and boxes (or the reverse).
    FrankenSwordfish,
    /// Four base houses of rows and boxes covered by four columns and boxes (or the reverse).
    FrankenJellyfish,
    /// A Franken X-Wing with fins: cells that see every fin lose the digit.
    FinnedFrankenXWing,
    /// A Franken Swordfish with fins.
    FinnedFrankenSwordfish,
    /// A Franken Jellyfish with fins.
    FinnedFrankenJellyfish,
    /// Two base and two cover houses of any kinds that no simpler fish names.
    MutantXWing,
    /// Three base and three cover houses of any kinds that no simpler fish names.
    MutantSwordfish,
    /// Four base and four cover houses of any kinds that no simpler fish names.
    MutantJellyfish,
    /// A Mutant X-Wing with fins.
    FinnedMutantXWing,
    /// A Mutant Swordfish with fins.
    FinnedMutantSwordfish,
    /// A Mutant Jellyfish with fins.
    FinnedMutantJellyfish,
    /// A fish with one or two fins where each fin, through a chain, and the fish itself rule out
    /// the same candidate.
    KrakenFish,
    /// Assume a candidate and follow the two-way links of the grid: a contradiction removes it; a
    /// conclusion shared by every option of a cell or house holds.
    ForcingChain,
    /// Assume a candidate and follow the singles it forces: a contradiction removes it; a
    /// conclusion shared by every option of a cell or house is placed.
    ForcingNet,
    /// A cell every placement of a digit that fits the grid uses holds it.
    TemplateSet,
    /// A candidate no placement of its digit that fits the grid uses goes.
    TemplateDelete,
    /// Places a digit of the solution when nothing else applies: a guess, not a deduction.
    BruteForce,
}

/// The technique's name after "a" or "an", as it is read aloud: "an X-Wing", "a Skyscraper".
pub fn with_article(technique: Technique) -> crate::message::Message {
    let article = if technique.name().starts_with(['A', 'E', 'I', 'O', 'X']) {
        "an"
    } else {
        "a"
    };
    template!("with-article", article = article, technique = technique)
}
