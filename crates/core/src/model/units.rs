//! The small value types of the model: a digit, a cell, a house, a candidate and a candidate mask.

use std::fmt;

/// A Sudoku digit, 1 up to the board size `n` (at most 25).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
pub struct Digit(u8);

impl Digit {
    /// Wraps a digit value; the caller guarantees `1 <= value <= 25`.
    pub const fn new(value: u8) -> Self {
        Digit(value)
    }

    /// The digit's value, 1-based.
    pub const fn get(self) -> u8 {
        self.0
    }

    /// The bit of this digit in a [`Candidates`] mask.
    pub const fn bit(self) -> u32 {
        1 << (self.0 - 1)
    }
}

impl fmt::Display for Digit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// A cell of the board, numbered row by row from 0.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
pub struct Cell(u16);

impl Cell {
    /// Wraps a row-major cell index.
    pub const fn new(index: usize) -> Self {
        Cell(index as u16)
    }

    /// The row-major index of the cell.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// A row, column or box, each numbered from 0 (shown to people from 1), or a house a variant
/// adds: a Jigsaw region (in place of a box), a diagonal of Sudoku X, a window of Windoku.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
pub enum House {
    /// A row, 0 at the top.
    Row(u8),
    /// A column, 0 at the left.
    Col(u8),
    /// A box, 0 at the top left, counted left to right and then top to bottom.
    Box(u8),
    /// A Jigsaw region, numbered in the order of their first cells (row by row).
    Region(u8),
    /// A diagonal of Sudoku X: 0 runs from the top left corner down to the right, 1 from the top
    /// right corner down to the left.
    Diagonal(u8),
    /// A window of Windoku, 0 at the top left, counted left to right and then top to bottom.
    Window(u8),
}

impl House {
    /// The position of the house in [`crate::model::Geometry`]'s tables: rows first, then
    /// columns, then boxes (or regions, which take their place), then the two diagonals, then the
    /// windows. A position is the same whether or not the board has the house.
    pub const fn index(self, n: usize) -> usize {
        match self {
            House::Row(i) => i as usize,
            House::Col(i) => n + i as usize,
            House::Box(i) | House::Region(i) => 2 * n + i as usize,
            House::Diagonal(i) => 3 * n + i as usize,
            House::Window(i) => 3 * n + 2 + i as usize,
        }
    }

    /// The house's number within its kind, 0-based.
    pub const fn number(self) -> usize {
        match self {
            House::Row(i)
            | House::Col(i)
            | House::Box(i)
            | House::Region(i)
            | House::Diagonal(i)
            | House::Window(i) => i as usize,
        }
    }
}

/// One digit in one cell: a placement or an eliminated candidate. It is written (to a job
/// worker, in a saved game) as the pair `[cell, digit]`.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(from = "(Cell, Digit)", into = "(Cell, Digit)")]
pub struct Candidate {
    /// The cell.
    pub cell: Cell,
    /// The digit.
    pub digit: Digit,
}

impl From<(Cell, Digit)> for Candidate {
    fn from((cell, digit): (Cell, Digit)) -> Candidate {
        Candidate { cell, digit }
    }
}

impl From<Candidate> for (Cell, Digit) {
    fn from(candidate: Candidate) -> (Cell, Digit) {
        (candidate.cell, candidate.digit)
    }
}

impl Candidate {
    /// The candidate's position in a list of every candidate of an n x n board, cell by cell and
    /// digit by digit within a cell: `cell * n + digit - 1`.
    pub const fn index(self, n: usize) -> usize {
        self.cell.index() * n + self.digit.get() as usize - 1
    }

    /// The candidate at position `index` of such a list (see `index`).
    pub const fn at(index: usize, n: usize) -> Candidate {
        Candidate {
            cell: Cell::new(index / n),
            digit: Digit::new((index % n + 1) as u8),
        }
    }
}

/// A set of digits as a bitmask: bit `d - 1` stands for digit `d`.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
pub struct Candidates(u32);

impl Candidates {
    /// No digits.
    pub const EMPTY: Candidates = Candidates(0);

    /// Every digit from 1 to `n`.
    pub const fn all(n: usize) -> Self {
        Candidates(((1u64 << n) - 1) as u32)
    }

    /// Wraps a raw bitmask.
    pub const fn from_bits(bits: u32) -> Self {
        Candidates(bits)
    }

    /// The raw bitmask.
    pub const fn bits(self) -> u32 {
        self.0
    }

    /// Whether `digit` is in the set.
    pub const fn contains(self, digit: Digit) -> bool {
        self.0 & digit.bit() != 0
    }

    /// Adds `digit`.
    pub fn insert(&mut self, digit: Digit) {
        self.0 |= digit.bit();
    }

    /// Removes `digit`; returns whether it was there.
    pub fn remove(&mut self, digit: Digit) -> bool {
        let had = self.contains(digit);
        self.0 &= !digit.bit();
        had
    }

    /// How many digits are in the set.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The only digit of a one-digit set.
    pub fn single(self) -> Option<Digit> {
        (self.0.count_ones() == 1).then(|| Digit::new(self.0.trailing_zeros() as u8 + 1))
    }

    /// The digits in increasing order.
    pub fn iter(self) -> impl Iterator<Item = Digit> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let digit = Digit::new(bits.trailing_zeros() as u8 + 1);
                bits &= bits - 1;
                digit
            })
        })
    }
}

impl std::ops::BitOr for Candidates {
    type Output = Candidates;
    fn bitor(self, other: Candidates) -> Candidates {
        Candidates(self.0 | other.0)
    }
}

impl std::ops::BitAnd for Candidates {
    type Output = Candidates;
    fn bitand(self, other: Candidates) -> Candidates {
        Candidates(self.0 & other.0)
    }
}

impl std::ops::Not for Candidates {
    type Output = Candidates;
    fn not(self) -> Candidates {
        Candidates(!self.0)
    }
}
