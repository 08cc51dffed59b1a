//! A fixed-size bitset over the cells of a board of any size (up to 25x25 = 625 cells).

use super::units::Cell;

const WORDS: usize = 10;

/// A set of cells, one bit per cell; copying it is cheap and it never allocates.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
pub struct CellSet {
    words: [u64; WORDS],
}

impl CellSet {
    /// The empty set.
    pub const EMPTY: CellSet = CellSet { words: [0; WORDS] };

    /// Whether `cell` is in the set.
    pub fn contains(&self, cell: Cell) -> bool {
        let i = cell.index();
        self.words[i / 64] & (1 << (i % 64)) != 0
    }

    /// Adds `cell`.
    pub fn insert(&mut self, cell: Cell) {
        let i = cell.index();
        self.words[i / 64] |= 1 << (i % 64);
    }

    /// Removes `cell`.
    pub fn remove(&mut self, cell: Cell) {
        let i = cell.index();
        self.words[i / 64] &= !(1 << (i % 64));
    }

    /// How many cells are in the set.
    pub fn len(&self) -> usize {
        self.words.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// Whether the set has no cells.
    pub fn is_empty(&self) -> bool {
        self.words.iter().all(|&w| w == 0)
    }

    /// The cells in both sets.
    pub fn intersection(&self, other: &CellSet) -> CellSet {
        let mut words = self.words;
        for (w, o) in words.iter_mut().zip(other.words) {
            *w &= o;
        }
        CellSet { words }
    }

    /// The cells in either set.
    pub fn union(&self, other: &CellSet) -> CellSet {
        let mut words = self.words;
        for (w, o) in words.iter_mut().zip(other.words) {
            *w |= o;
        }
        CellSet { words }
    }

    /// The cells of this set that are not in `other`.
    pub fn difference(&self, other: &CellSet) -> CellSet {
        let mut words = self.words;
        for (w, o) in words.iter_mut().zip(other.words) {
            *w &= !o;
        }
        CellSet { words }
    }

    /// The cells in increasing index order.
    pub fn iter(&self) -> impl Iterator<Item = Cell> + '_ {
        self.into_cells()
    }

    /// The cells in increasing index order, the set moved into the iterator.
    pub fn into_cells(self) -> impl Iterator<Item = Cell> {
        self.words.into_iter().enumerate().flat_map(|(wi, word)| {
            let mut bits = word;
            std::iter::from_fn(move || {
                (bits != 0).then(|| {
                    let cell = Cell::new(wi * 64 + bits.trailing_zeros() as usize);
                    bits &= bits - 1;
                    cell
                })
            })
        })
    }
}

impl FromIterator<Cell> for CellSet {
    fn from_iter<I: IntoIterator<Item = Cell>>(iter: I) -> Self {
        let mut set = CellSet::EMPTY;
        for cell in iter {
            set.insert(cell);
        }
        set
    }
}
