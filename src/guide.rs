//! The technique guide: for every technique, a few sentences on what it looks for and why its
//! conclusion is safe, and the bundled example puzzle that the guide's "Show me" opens (from
//! `puzzles/technique-examples.txt`, one puzzle per technique).

use crate::format::read_str;
use crate::model::Grid;
use crate::techniques::Technique;

/// The bundled examples: one line per technique, `Technique name: puzzle  # source`.
const EXAMPLES: &str = include_str!("../puzzles/technique-examples.txt");

/// What `technique` looks for and why it works, in a few sentences.
pub fn explanation(technique: Technique) -> &'static str {
    use Technique::*;
    match technique {
        CandidateElimination => {
            "Every empty cell starts with all digits pencilled in. A digit already placed in a \
             cell's row, column or box cannot go in that cell, so it is crossed out. Every solve \
             begins with this, and each later placement crosses its digit out of its peers."
        }
        FullHouse => {
            "A row, column or box with a single empty cell: the one digit the house is still \
             missing must go there. It is the easiest placement there is."
        }
        NakedSingle => {
            "A cell with only one candidate left. Every other digit is already seen by the cell \
             or was ruled out, so the cell takes the one that remains."
        }
        HiddenSingle => {
            "A digit that fits in only one cell of a row, column or box. Every house must hold \
             every digit once, so the digit goes there, even if the cell has other candidates."
        }
        LockedPair => {
            "Two cells that share both a line and a box and hold only the same two candidates. \
             Those two digits must fill the two cells, so they leave every other cell of the \
             line and of the box."
        }
        LockedTriple => {
            "Three cells that share both a line and a box and hold only the same three digits \
             between them. The three digits fill those cells, so they leave the rest of the line \
             and the box."
        }
        LockedCandidatesPointing => {
            "Inside a box, a digit's candidates all lie on one row or column. Wherever the digit \
             goes in the box, it is on that line, so the rest of the line (outside the box) \
             cannot hold it."
        }
        LockedCandidatesClaiming => {
            "Inside a row or column, a digit's candidates all lie in one box. The line's copy of \
             the digit must be in that box, so the box's other cells cannot hold it."
        }
        NakedPair => {
            "Two cells of a house with the same two candidates and nothing else. One of them \
             takes each digit, so no other cell of the house can hold either digit."
        }
        NakedTriple => {
            "Three cells of a house whose candidates, taken together, are just three digits. The \
             three cells use up those digits, so the other cells of the house lose them."
        }
        HiddenPair => {
            "Two digits that, in some house, fit only in the same two cells. Those cells must \
             hold those two digits, so every other candidate in the two cells goes."
        }
        HiddenTriple => {
            "Three digits confined to the same three cells of a house. The cells are reserved \
             for those digits, so their other candidates are removed."
        }
        NakedQuadruple => {
            "Four cells of a house whose candidates together are four digits. The four digits \
             are used up there, so they leave every other cell of the house."
        }
        HiddenQuadruple => {
            "Four digits that fit only in the same four cells of a house. Those cells hold those \
             digits, so their other candidates go."
        }
        XWing => {
            "In two rows a digit fits in only two cells each, and those cells line up in the \
             same two columns (or the same with rows and columns swapped). The digit takes two \
             opposite corners of the rectangle, so both columns already have their copy: the \
             digit leaves the rest of those columns."
        }
        Swordfish => {
            "An X-Wing over three lines: in three rows a digit's candidates lie within the same \
             three columns. The three rows place the digit three times in those columns, one \
             per column, so the columns' other cells lose it."
        }
        Jellyfish => {
            "The same fish over four lines: in four rows a digit is confined to four columns. \
             The four rows need four copies of the digit, one in each of those columns, so the \
             digit leaves every other cell of the four columns."
        }
        RemotePair => {
            "A chain of cells that all hold the same two candidates, each seeing the next. The \
             digits alternate along the chain, so its two ends hold different digits when the \
             chain has an even number of links: any cell that sees both ends loses both digits."
        }
        BugPlusOne => {
            "Every empty cell has two candidates except one cell with three, and every digit \
             appears twice per house. Such a Bivalue Universal Grave would have two solutions, \
             so the extra digit (the one seen three times) must be the answer of that cell. It \
             assumes the puzzle has a unique solution."
        }
        Skyscraper => {
            "Two lines in which a digit fits in only two places each, with one end of each line \
             in a shared cross line. Either the one free end or the other holds the digit, so a \
             cell that sees both free ends cannot hold it."
        }
        TwoStringKite => {
            "A digit with two places in a row and two in a column, where one end of each is in \
             the same box. The box can hold the digit only once, so one of the two far ends \
             holds it: a cell seeing both far ends loses the digit."
        }
        TurbotFish => {
            "A short chain on one digit: two strong links (houses with only two places for the \
             digit) joined by a weak link. One end or the other holds the digit, so any cell \
             seeing both ends cannot. Skyscraper and 2-String Kite are special cases."
        }
        EmptyRectangle => {
            "In a box, a digit's candidates form a cross (they all lie on one row and one \
             column). Joined with a column or row where the digit has two places, one of two \
             cells must hold the digit, so the cell they both see loses it."
        }
        WWing => {
            "Two cells with the same two candidates, x and y, that do not see each other, and a \
             strong link on x whose ends each see one of them. One of the two cells must be y, \
             so a cell that sees both loses y."
        }
        XyWing => {
            "A pivot cell with candidates xy sees two pincers, xz and yz. Whatever the pivot is, \
             one of the pincers becomes z, so a cell that sees both pincers cannot be z."
        }
        XyzWing => {
            "Like an XY-Wing, but the pivot has all three candidates xyz. One of the three cells \
             is z, so a cell that sees the pivot and both pincers loses z."
        }
        UniquenessTest1 => {
            "Four cells in two rows, two columns and two boxes where three hold only the same two \
             candidates. If the fourth were also one of those two, the digits could swap and the \
             puzzle would have two solutions, so the fourth cell loses both. It assumes the \
             puzzle has a unique solution."
        }
        UniquenessTest2 => {
            "A unique rectangle whose two extra cells both have the same one extra candidate. \
             One of them must take it (else the deadly pattern would appear), so a cell that \
             sees both extra cells loses it. It assumes a unique solution."
        }
        UniquenessTest3 => {
            "A unique rectangle whose extra candidates act like one cell: together with other \
             cells of a shared house they form a naked subset, which removes its digits from the \
             rest of that house. It assumes a unique solution."
        }
        UniquenessTest4 => {
            "A unique rectangle where one of the two rectangle digits has only the two roof cells \
             as its places in a shared house. That digit must be in one of them, so the other \
             rectangle digit cannot be in either roof cell. It assumes a unique solution."
        }
        UniquenessTest5 => {
            "A unique rectangle with one extra candidate in two or three of its cells (placed \
             diagonally). One of those cells must take the extra digit, so a cell that sees all \
             of them loses it. It assumes a unique solution."
        }
        UniquenessTest6 => {
            "A unique rectangle whose diagonal cells hold extra candidates and where one \
             rectangle digit is tied to the rectangle's corners in both rows and both columns. \
             That digit would complete the deadly pattern in the two plain corners, so it is \
             removed there. It assumes a unique solution."
        }
        HiddenRectangle => {
            "A unique rectangle seen from one corner: in the row and column of the opposite \
             corner, one rectangle digit has only rectangle cells as places. The other digit in \
             that opposite corner would allow a second solution, so it goes. It assumes a \
             unique solution."
        }
        AvoidableRectangle1 => {
            "Three corners of a rectangle over two boxes are solved (not given) with two digits \
             in a swappable pattern. If the fourth corner took the missing digit, the solved \
             digits could swap, giving two solutions, so that digit leaves the fourth corner. \
             It assumes a unique solution."
        }
        AvoidableRectangle2 => {
            "Two solved corners of a rectangle (not givens) and two open corners that each have \
             the same extra candidate. One open corner must take the extra digit, so a cell \
             seeing both loses it. It assumes a unique solution."
        }
        FinnedXWing => {
            "An X-Wing with an extra candidate or two (the fin) in one of its lines, inside one \
             box. Either the X-Wing holds, or the fin holds the digit; the cells that both the \
             X-Wing and the fin would rule out lose it."
        }
        SashimiXWing => {
            "A finned X-Wing with one corner missing: the fin stands in for it. The cells in the \
             fin's box that the broken X-Wing would still clear lose the digit."
        }
        FinnedSwordfish => {
            "A Swordfish with extra candidates (fins) in one box. Either the fish is true or a \
             fin holds the digit, so cells that lie in the fish's cover lines and see every fin \
             lose it."
        }
        SashimiSwordfish => {
            "A finned Swordfish with one of its cells missing. The fins make up for it: either \
             the broken fish or a fin holds the digit, and the same cells as for the finned \
             fish lose it."
        }
        FinnedJellyfish => {
            "A four-line fish with fins in one box. Either the Jellyfish is true or a fin \
             holds the digit, so cells of the cover lines that see every fin lose it."
        }
        SashimiJellyfish => {
            "A finned Jellyfish with one of its cells missing. Its fins complete it, and the \
             same eliminations as for a finned Jellyfish follow."
        }
        SueDeCoq => {
            "Two or three cells where a line and a box cross hold more digits than cells. Some \
             of those digits must be placed with help from the rest of the line and some with \
             help from the rest of the box; each group's digits then leave the rest of its \
             house."
        }
        SimpleColors => {
            "Follow one digit's strong links (houses with only two places) and colour the cells \
             in two alternating colours: one colour is all true, the other all false. A colour \
             that sees itself is false (wrap), and a cell seeing both colours loses the digit \
             (trap)."
        }
        MultiColors => {
            "Two separate colour clusters for one digit. When a colour of one cluster sees both \
             colours of the other, it is false; when colours of the two clusters see each other, \
             cells that see their partners lose the digit."
        }
        XChain => {
            "A chain on one digit that alternates strong and weak links and starts and ends with \
             a strong link. One end holds the digit whatever happens, so a cell that sees both \
             ends cannot."
        }
        XyChain => {
            "A chain of two-candidate cells where each cell shares a digit with the next. If \
             the first cell is not z, the chain forces the last cell to be z, so any cell that \
             sees both ends loses z."
        }
        NiceLoop => {
            "An alternating inference chain: strong links (one of the two must be true) and weak \
             links (not both can be true) alternate across digits and cells. The chain's ends \
             cannot both be false, so a candidate that sees both, or one end itself when the \
             loop closes on it, is removed."
        }
        GroupedNiceLoop => {
            "A Nice Loop or AIC that also uses groups: two or three candidates of a digit in one \
             box and one line act as a single node. It finds chains the single-cell links \
             cannot make."
        }
        AlsXz => {
            "Two almost locked sets (N cells with N+1 digits) share a restricted common digit x: \
             x can be in only one of them. Then the other common digit z must be in one set or \
             the other, so a cell that sees every z of both sets loses z."
        }
        AlsXyWing => {
            "Three almost locked sets: a pivot set joined to two wing sets by two different \
             restricted common digits. The two wings cannot both lack the digit z they share, so \
             cells seeing all its candidates in both wings lose it."
        }
        AlsXyChain => {
            "A chain of almost locked sets, each joined to the next by a restricted common \
             digit. A digit in both end sets must be in one of them, so cells seeing all of its \
             candidates there lose it."
        }
        ForcingChain => {
            "Suppose a candidate is true and follow the two-way links it forces. If that \
             leads to a contradiction, the candidate is false; if every candidate of a cell (or \
             every place of a digit in a house) leads to the same conclusion, that conclusion is \
             true."
        }
        ForcingNet => {
            "A forcing chain that may branch: an assumption is followed through every single it \
             forces, not along one line. When the net still finds nothing it nests: inside an \
             assumption it rules out candidates whose own net fails. A last resort before \
             guessing."
        }
        BruteForce => {
            "Not logic: when no other enabled technique finds a step, the solver places the \
             digit that the puzzle's solution (found by trial and error) has in the empty cell \
             with the fewest candidates. It always comes last; turn it off (View > Allow Brute \
             Force guesses) to see where logic gets stuck."
        }
    }
}

/// The techniques "Show me" steps with to reach `technique` in its example: the default order,
/// except for Brute Force, which no bundled puzzle needs with every technique on; its example is
/// stepped with the singles only, as a beginner who knows nothing else would.
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
        Technique::ALL.to_vec()
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
