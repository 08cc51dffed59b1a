//! Sets of cells as the searches over many cell sets need them: a `u128` on a board of up to
//! 128 cells (up to 10x10), where every set operation is two machine words, and a `CellSet` on
//! larger boards. A search written once over `Places` runs on the one its board needs.

use super::bit_positions;
use crate::model::{Cell, CellSet};

/// A set of cells: `u128` for boards of up to 128 cells, `CellSet` for larger ones.
pub(super) trait Places: Copy + PartialEq + Send + Sync + 'static {
    /// The empty set.
    const NONE: Self;
    /// The set with cell index `cell` added.
    fn with(self, cell: usize) -> Self;
    /// The cells in both sets.
    fn and(self, other: Self) -> Self;
    /// The cells in either set.
    fn or(self, other: Self) -> Self;
    /// The cells of this set that are not in `other`.
    fn minus(self, other: Self) -> Self;
    /// How many cells the set holds.
    fn count(self) -> usize;
    /// The index of the first cell, if any.
    fn first(self) -> Option<usize>;
    /// The cells in increasing index order.
    fn cells(self) -> impl Iterator<Item = Cell>;
    /// Whether the set is empty.
    fn is_none(self) -> bool {
        self == Self::NONE
    }
    /// Whether the set holds `cell`.
    fn has(self, cell: Cell) -> bool {
        !self.and(Self::NONE.with(cell.index())).is_none()
    }
    /// The set of `cells`.
    fn of(cells: impl IntoIterator<Item = Cell>) -> Self {
        cells
            .into_iter()
            .fold(Self::NONE, |set, cell| set.with(cell.index()))
    }
}

impl Places for u128 {
    const NONE: Self = 0;
    fn with(self, cell: usize) -> Self {
        self | 1 << cell
    }
    fn and(self, other: Self) -> Self {
        self & other
    }
    fn or(self, other: Self) -> Self {
        self | other
    }
    fn minus(self, other: Self) -> Self {
        self & !other
    }
    fn count(self) -> usize {
        self.count_ones() as usize
    }
    fn first(self) -> Option<usize> {
        (self != 0).then(|| self.trailing_zeros() as usize)
    }
    fn cells(self) -> impl Iterator<Item = Cell> {
        bit_positions(self).map(Cell::new)
    }
}

impl Places for CellSet {
    const NONE: Self = CellSet::EMPTY;
    fn with(mut self, cell: usize) -> Self {
        self.insert(Cell::new(cell));
        self
    }
    fn and(self, other: Self) -> Self {
        self.intersection(&other)
    }
    fn or(self, other: Self) -> Self {
        self.union(&other)
    }
    fn minus(self, other: Self) -> Self {
        self.difference(&other)
    }
    fn count(self) -> usize {
        self.len()
    }
    fn first(self) -> Option<usize> {
        self.iter().next().map(Cell::index)
    }
    fn cells(self) -> impl Iterator<Item = Cell> {
        self.into_cells()
    }
    fn has(self, cell: Cell) -> bool {
        self.contains(cell)
    }
}
