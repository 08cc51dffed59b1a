//! Lines drawn across the board whose cells' digits keep a rule of the line's kind: a
//! thermometer's digits rise from its bulb, a German whisper's neighbours differ by 5 or more, a
//! palindrome reads the same both ways. A mark between two cells side by side (a Kropki dot
//! or an XV letter) is a line of two cells, and so is each unmarked pair under a mark's negative
//! rule. A line is no house: it need not hold every digit.

use super::units::Cell;

/// What a line asks of the digits along it.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum LineKind {
    /// A thermometer: the digits strictly rise from the bulb (its first cell) to the tip.
    Thermometer,
    /// A Kropki white dot between two cells side by side: their digits are consecutive.
    WhiteDot,
    /// A Kropki black dot between two cells side by side: one digit is double the other.
    BlackDot,
    /// Two cells side by side with no Kropki dot between them, under the white dots' negative
    /// rule: their digits are not consecutive.
    NoWhiteDot,
    /// Two cells side by side with no Kropki dot between them, under the black dots' negative
    /// rule: neither digit is double the other.
    NoBlackDot,
    /// An X between two cells side by side: their digits add up to 10 (the cells share a row or
    /// a column, so the houses keep them from 5 and 5).
    X,
    /// A V between two cells side by side: their digits add up to 5.
    V,
    /// Two cells side by side with no X or V between them, under the X's negative rule: their
    /// digits do not add up to 10.
    NoX,
    /// Two cells side by side with no X or V between them, under the V's negative rule: their
    /// digits do not add up to 5.
    NoV,
    /// Two cells side by side under the non-consecutive rule (every such pair is one): their
    /// digits are not consecutive.
    Nonconsecutive,
    /// A German whisper: the digits of cells next to each other along it differ by 5 or more.
    Whisper,
    /// A renban line: its cells hold a run of consecutive digits, in any order, none twice; so
    /// any two of its cells hold different digits at most its length less one apart.
    Renban,
    /// A palindrome: it reads the same both ways, so two cells as far from either end (mirror
    /// cells) hold the same digit.
    Palindrome,
}

/// The kinds of line that are drawn and read together: the marks of one rule and the unmarked
/// pairs of its negative rules are of one family.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LineFamily {
    /// Thermometers.
    Thermometer,
    /// Kropki's white and black dots and their unmarked pairs.
    Kropki,
    /// The X and V letters and their unmarked pairs.
    Xv,
    /// The pairs of the non-consecutive rule.
    Nonconsecutive,
    /// German whispers.
    Whisper,
    /// Renban lines.
    Renban,
    /// Palindromes.
    Palindrome,
}

impl LineKind {
    /// Whether `after` may stand in the cell after one holding `before`, along the line (for a
    /// renban, only that the two differ: how far apart they may be depends on the line's length,
    /// see `allows_on`).
    pub fn allows(self, before: u8, after: u8) -> bool {
        let consecutive = before.abs_diff(after) == 1;
        let double =
            u16::from(before) * 2 == u16::from(after) || u16::from(after) * 2 == u16::from(before);
        let sum = u16::from(before) + u16::from(after);
        match self {
            LineKind::Thermometer => before < after,
            LineKind::WhiteDot => consecutive,
            LineKind::BlackDot => double,
            LineKind::NoWhiteDot => !consecutive,
            LineKind::NoBlackDot => !double,
            LineKind::X => sum == 10,
            LineKind::V => sum == 5,
            LineKind::NoX => sum != 10,
            LineKind::NoV => sum != 5,
            LineKind::Nonconsecutive => !consecutive,
            LineKind::Whisper => before.abs_diff(after) >= WHISPER_GAP,
            LineKind::Renban => before != after,
            LineKind::Palindrome => before == after,
        }
    }

    /// The family the kind belongs to.
    pub fn family(self) -> LineFamily {
        match self {
            LineKind::Thermometer => LineFamily::Thermometer,
            LineKind::WhiteDot
            | LineKind::BlackDot
            | LineKind::NoWhiteDot
            | LineKind::NoBlackDot => LineFamily::Kropki,
            LineKind::X | LineKind::V | LineKind::NoX | LineKind::NoV => LineFamily::Xv,
            LineKind::Nonconsecutive => LineFamily::Nonconsecutive,
            LineKind::Whisper => LineFamily::Whisper,
            LineKind::Renban => LineFamily::Renban,
            LineKind::Palindrome => LineFamily::Palindrome,
        }
    }

    /// Whether a line of this kind is a pair of cells side by side (a dot, a letter, or an
    /// unmarked pair).
    pub fn is_pair(self) -> bool {
        !matches!(
            self,
            LineKind::Thermometer | LineKind::Whisper | LineKind::Renban | LineKind::Palindrome
        )
    }

    /// Whether `after` may stand in the later cell of two linked cells (`Line::linked_pairs`) of
    /// a line of `len` cells whose earlier cell holds `before`: the kind's rule, and on a renban
    /// digits at most `len` less one apart, so that all of a line's digits make one run.
    pub fn allows_on(self, len: usize, before: u8, after: u8) -> bool {
        self.allows(before, after)
            && (self != LineKind::Renban || usize::from(before.abs_diff(after)) < len)
    }

    /// Whether the rule holds between any two cells of a line in its order (a thermometer's
    /// digits rise all along it), not only between cells next to each other on it.
    pub fn holds_along(self) -> bool {
        self == LineKind::Thermometer
    }

    /// Whether the rule ties every two cells of a line (a renban's digits are one run), not only
    /// cells next to each other on it.
    pub fn links_every_pair(self) -> bool {
        self == LineKind::Renban
    }

    /// Whether the rule ties the cells of a line as far from either end (a palindrome's mirror
    /// cells), not cells next to each other on it.
    pub fn links_mirrors(self) -> bool {
        self == LineKind::Palindrome
    }

    /// Whether a line of this kind is a mark drawn on the board between two cells (a dot or a
    /// letter), as against a pair left unmarked under a negative rule.
    pub fn is_mark(self) -> bool {
        matches!(
            self,
            LineKind::WhiteDot | LineKind::BlackDot | LineKind::X | LineKind::V
        )
    }

    /// The kind's name in the JSON of a proof: "thermometer", "white dot", "no white dot", "X".
    pub fn name(self) -> &'static str {
        match self {
            LineKind::Thermometer => "thermometer",
            LineKind::WhiteDot => "white dot",
            LineKind::BlackDot => "black dot",
            LineKind::NoWhiteDot => "no white dot",
            LineKind::NoBlackDot => "no black dot",
            LineKind::X => "X",
            LineKind::V => "V",
            LineKind::NoX => "no X",
            LineKind::NoV => "no V",
            LineKind::Nonconsecutive => "nonconsecutive",
            LineKind::Whisper => "whisper",
            LineKind::Renban => "renban",
            LineKind::Palindrome => "palindrome",
        }
    }

    /// For each digit `d` of 1 to `n`, the digits (as candidate bits) that may stand in the next
    /// cell along the line after `d`; entry 0 is unused.
    pub fn next_digits(self, n: usize) -> Vec<u32> {
        digit_table(n, |digit, next| self.allows(digit, next))
    }

    /// For each digit `d` of 1 to `n`, the digits (as candidate bits) that may stand in the cell
    /// before one holding `d`, along the line; entry 0 is unused.
    pub fn previous_digits(self, n: usize) -> Vec<u32> {
        digit_table(n, |digit, before| self.allows(before, digit))
    }

    /// The most cells a line of this kind can have on a board of `n` digits.
    pub fn longest(self, n: usize) -> usize {
        match self {
            LineKind::Thermometer | LineKind::Renban => n,
            LineKind::Whisper | LineKind::Palindrome => n * n,
            _ => 2,
        }
    }
}

/// How far apart the digits of two cells next to each other on a German whisper are at least.
pub const WHISPER_GAP: u8 = 5;

/// Every pair of cells side by side on an `n` x `n` board, the earlier cell first: each cell
/// with the cell right of it, then with the cell below it.
pub fn side_by_side_pairs(n: usize) -> impl Iterator<Item = (Cell, Cell)> {
    (0..n * n).flat_map(move |i| {
        let right = (i % n + 1 < n).then(|| (Cell::new(i), Cell::new(i + 1)));
        let below = (i + n < n * n).then(|| (Cell::new(i), Cell::new(i + n)));
        right.into_iter().chain(below)
    })
}

/// The lines of `kind` joining every pair of cells side by side on an `n` x `n` board: the pairs
/// a rule on all neighbours speaks of (non-consecutive).
pub fn all_pairs(n: usize, kind: LineKind) -> Vec<Line> {
    unmarked_pairs(n, &[], kind)
}

/// The lines of `kind` joining every pair of cells side by side on an `n` x `n` board that none of
/// `marks` joins: the pairs a negative rule speaks of.
pub fn unmarked_pairs(n: usize, marks: &[Line], kind: LineKind) -> Vec<Line> {
    let marked: std::collections::HashSet<(Cell, Cell)> = marks
        .iter()
        .filter_map(|mark| match mark.cells[..] {
            [a, b] => Some((a.min(b), a.max(b))),
            _ => None,
        })
        .collect();
    side_by_side_pairs(n)
        .filter(|pair| !marked.contains(pair))
        .map(|(a, b)| Line {
            kind,
            cells: vec![a, b],
        })
        .collect()
}

/// For each digit `d` of 1 to `n` (entry 0 unused, empty), the digits `e` of 1 to `n` with
/// `fits(d, e)`, as candidate bits.
fn digit_table(n: usize, fits: impl Fn(u8, u8) -> bool) -> Vec<u32> {
    (0..=n as u8)
        .map(|digit| {
            (1..=n as u8)
                .filter(|&other| digit > 0 && fits(digit, other))
                .fold(0, |bits, other| bits | 1 << (other - 1))
        })
        .collect()
}

/// A line across the board: its kind and its cells in order (a thermometer's bulb first).
#[derive(
    Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub struct Line {
    /// What it asks of its digits.
    pub kind: LineKind,
    /// Its cells, in the line's order.
    pub cells: Vec<Cell>,
}

impl Line {
    /// The pairs of cells side by side along the line, in its order.
    pub fn steps(&self) -> impl Iterator<Item = (Cell, Cell)> + '_ {
        self.cells.windows(2).map(|pair| (pair[0], pair[1]))
    }

    /// The pairs of cells whose digits the line's rule ties, the earlier cell first: every two
    /// cells of a renban line (its digits are one run), each two mirror cells of a palindrome
    /// (from its ends inwards), the cells next to each other along any other line.
    pub fn linked_pairs(&self) -> impl Iterator<Item = (Cell, Cell)> + '_ {
        let len = self.cells.len();
        let every = self.kind.links_every_pair();
        let mirrors = self.kind.links_mirrors();
        self.cells.iter().enumerate().flat_map(move |(i, &a)| {
            let mirror = len - 1 - i;
            let partners = match (mirrors, every) {
                (true, _) if mirror > i => mirror..mirror + 1,
                (true, _) => 0..0,
                (false, true) => i + 1..len,
                (false, false) => i + 1..(i + 2).min(len),
            };
            self.cells[partners].iter().map(move |&b| (a, b))
        })
    }

    /// Whether `after` may stand in the later cell of a linked pair (`linked_pairs`) whose
    /// earlier cell holds `before` (`LineKind::allows_on` this line's length).
    pub fn allows(&self, before: u8, after: u8) -> bool {
        self.kind.allows_on(self.cells.len(), before, after)
    }

    /// For each digit `d` of 1 to `n`, the digits (as candidate bits) that may stand in the later
    /// cell of a linked pair after `d` (`allows`); entry 0 is unused.
    pub fn next_digits(&self, n: usize) -> Vec<u32> {
        digit_table(n, |digit, next| self.allows(digit, next))
    }

    /// For each digit `d` of 1 to `n`, the digits (as candidate bits) that may stand in the
    /// earlier cell of a linked pair before one holding `d`; entry 0 is unused.
    pub fn previous_digits(&self, n: usize) -> Vec<u32> {
        digit_table(n, |digit, before| self.allows(before, digit))
    }

    /// The first pair of `values` (the digit of every cell, 0 for none) along the line that its
    /// rule forbids, each as (cell, digit): for a thermometer, two filled cells whose digits do
    /// not rise from the earlier to the later; for the other kinds, two filled cells the rule
    /// links (`linked_pairs`).
    pub fn broken_by(&self, values: &[u8]) -> Option<((Cell, u8), (Cell, u8))> {
        let value = |cell: Cell| values.get(cell.index()).copied().unwrap_or(0);
        if !self.kind.holds_along() {
            return self.linked_pairs().find_map(|(a, b)| {
                let (x, y) = (value(a), value(b));
                (x != 0 && y != 0 && !self.allows(x, y)).then_some(((a, x), (b, y)))
            });
        }
        let filled: Vec<(Cell, u8)> = self
            .cells
            .iter()
            .map(|&cell| (cell, value(cell)))
            .filter(|&(_, value)| value != 0)
            .collect();
        filled.iter().enumerate().find_map(|(i, &earlier)| {
            filled[i + 1..]
                .iter()
                .find(|later| !self.kind.allows(earlier.1, later.1))
                .map(|&later| (earlier, later))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_thermometer_s_digits_rise_and_a_pair_that_falls_breaks_it() {
        let kind = LineKind::Thermometer;
        assert_eq!(kind.next_digits(4), vec![0, 0b1110, 0b1100, 0b1000, 0]);
        assert_eq!(kind.previous_digits(4), vec![0, 0, 0b0001, 0b0011, 0b0111]);
        let line = Line {
            kind,
            cells: vec![Cell::new(0), Cell::new(1), Cell::new(2)],
        };
        assert_eq!(line.broken_by(&[2, 0, 5]), None);
        assert_eq!(
            line.broken_by(&[2, 0, 2]),
            Some(((Cell::new(0), 2), (Cell::new(2), 2)))
        );
    }
}
