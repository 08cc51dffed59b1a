//! Board geometry: the box shape (`Layout`) and the tables derived from it once per shape
//! (`Geometry`): the cells of each house, the houses of each cell and the peers of each cell.

use std::sync::OnceLock;

use super::cell_set::CellSet;
use super::units::{Cell, House};

/// The smallest supported number of digits (a 4x4 board of 2x2 boxes).
pub const MIN_DIGITS: usize = 4;
/// The largest supported number of digits (a 25x25 board of 5x5 boxes).
pub const MAX_DIGITS: usize = 25;

const MAX_BOX_SIDE: usize = MAX_DIGITS / 2;

/// A box size that cannot make a supported board.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LayoutError {
    /// A box side below 2.
    #[error("a box must have at least 2 rows and 2 columns, not {box_rows}x{box_cols}")]
    BoxTooThin {
        /// Rows per box.
        box_rows: usize,
        /// Columns per box.
        box_cols: usize,
    },
    /// A board with more than 25 digits.
    #[error(
        "{box_rows}x{box_cols} boxes make a {n}x{n} board; the largest supported board is 25x25"
    )]
    TooLarge {
        /// Rows per box.
        box_rows: usize,
        /// Columns per box.
        box_cols: usize,
        /// The number of digits that shape would need.
        n: usize,
    },
}

/// The shape of a box: `box_rows` rows by `box_cols` columns. The board has `n = box_rows * box_cols`
/// rows, columns, boxes and digits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Layout {
    box_rows: usize,
    box_cols: usize,
}

impl Layout {
    /// The classic 9x9 board of 3x3 boxes.
    pub const CLASSIC: Layout = Layout {
        box_rows: 3,
        box_cols: 3,
    };

    /// A layout of `box_rows` x `box_cols` boxes, if it makes a board of 4 to 25 digits.
    pub fn new(box_rows: usize, box_cols: usize) -> Result<Layout, LayoutError> {
        if box_rows < 2 || box_cols < 2 {
            return Err(LayoutError::BoxTooThin { box_rows, box_cols });
        }
        let n = box_rows.saturating_mul(box_cols);
        if n > MAX_DIGITS {
            return Err(LayoutError::TooLarge {
                box_rows,
                box_cols,
                n,
            });
        }
        Ok(Layout { box_rows, box_cols })
    }

    /// The usual box shape for a board of `n` digits when a file does not say: the squarest shape,
    /// with no more rows than columns (6 -> 2x3, 12 -> 3x4). `None` when `n` has no such shape.
    pub fn for_size(n: usize) -> Option<Layout> {
        (2..=n)
            .rev()
            .filter(|&rows| rows * rows <= n && n.is_multiple_of(rows))
            .find_map(|rows| Layout::new(rows, n / rows).ok())
    }

    /// Rows per box.
    pub const fn box_rows(self) -> usize {
        self.box_rows
    }

    /// Columns per box.
    pub const fn box_cols(self) -> usize {
        self.box_cols
    }

    /// The number of digits, rows, columns and boxes.
    pub const fn n(self) -> usize {
        self.box_rows * self.box_cols
    }

    /// The number of cells, `n * n`.
    pub const fn cell_count(self) -> usize {
        self.n() * self.n()
    }

    /// The precomputed tables for this layout, built on first use and shared for the whole run.
    pub fn geometry(self) -> &'static Geometry {
        static TABLES: [[OnceLock<Geometry>; MAX_BOX_SIDE + 1]; MAX_BOX_SIDE + 1] =
            [const { [const { OnceLock::new() }; MAX_BOX_SIDE + 1] }; MAX_BOX_SIDE + 1];
        TABLES[self.box_rows][self.box_cols].get_or_init(|| Geometry::build(self))
    }
}

impl std::fmt::Display for Layout {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let n = self.n();
        write!(f, "{n}x{n} ({}x{} boxes)", self.box_rows, self.box_cols)
    }
}

/// Tables derived from a layout: which cells form each house and which cells see each other.
#[derive(Debug)]
pub struct Geometry {
    layout: Layout,
    houses: Vec<House>,
    house_cells: Vec<Vec<Cell>>,
    house_sets: Vec<CellSet>,
    cell_houses: Vec<[House; 3]>,
    cell_house_bits: Vec<u128>,
    peers: Vec<Vec<Cell>>,
    peer_sets: Vec<CellSet>,
}

impl Geometry {
    fn build(layout: Layout) -> Geometry {
        let n = layout.n();
        let cells = layout.cell_count();
        let box_of = |row: usize, col: usize| {
            (row / layout.box_rows) * (n / layout.box_cols) + col / layout.box_cols
        };
        let houses: Vec<House> = (0..n as u8)
            .map(House::Row)
            .chain((0..n as u8).map(House::Col))
            .chain((0..n as u8).map(House::Box))
            .collect();
        let cell_houses: Vec<[House; 3]> = (0..cells)
            .map(|i| {
                let (row, col) = (i / n, i % n);
                [
                    House::Row(row as u8),
                    House::Col(col as u8),
                    House::Box(box_of(row, col) as u8),
                ]
            })
            .collect();
        let mut house_cells = vec![Vec::with_capacity(n); 3 * n];
        for (i, cell_house) in cell_houses.iter().enumerate() {
            for house in cell_house {
                house_cells[house.index(n)].push(Cell::new(i));
            }
        }
        let house_sets: Vec<CellSet> = house_cells
            .iter()
            .map(|cells| cells.iter().copied().collect())
            .collect();
        let peer_sets: Vec<CellSet> = (0..cells)
            .map(|i| {
                let mut set = cell_houses[i].iter().fold(CellSet::EMPTY, |acc, house| {
                    acc.union(&house_sets[house.index(n)])
                });
                set.remove(Cell::new(i));
                set
            })
            .collect();
        let peers = peer_sets.iter().map(|set| set.iter().collect()).collect();
        let cell_house_bits = cell_houses
            .iter()
            .map(|houses| {
                houses
                    .iter()
                    .fold(0, |bits, house| bits | 1 << house.index(n))
            })
            .collect();
        Geometry {
            layout,
            houses,
            house_cells,
            house_sets,
            cell_houses,
            cell_house_bits,
            peers,
            peer_sets,
        }
    }

    /// The layout these tables were built for.
    pub fn layout(&self) -> Layout {
        self.layout
    }

    /// The number of digits.
    pub fn n(&self) -> usize {
        self.layout.n()
    }

    /// Every house: the rows, then the columns, then the boxes.
    pub fn houses(&self) -> &[House] {
        &self.houses
    }

    /// The cells of `house` in row-major order.
    pub fn cells_of(&self, house: House) -> &[Cell] {
        &self.house_cells[house.index(self.n())]
    }

    /// The cells of `house` as a set.
    pub fn cell_set_of(&self, house: House) -> &CellSet {
        &self.house_sets[house.index(self.n())]
    }

    /// The row, column and box of `cell`.
    pub fn houses_of(&self, cell: Cell) -> [House; 3] {
        self.cell_houses[cell.index()]
    }

    /// The houses both cells lie in: row, column, box, in that order.
    pub fn shared_houses(&self, first: Cell, second: Cell) -> Vec<House> {
        let theirs = self.houses_of(second);
        self.houses_of(first)
            .into_iter()
            .filter(|house| theirs.contains(house))
            .collect()
    }

    /// The row, column and box of `cell` as bits of their positions in `houses` (a board has at
    /// most 75 houses).
    pub fn house_bits_of(&self, cell: Cell) -> u128 {
        self.cell_house_bits[cell.index()]
    }

    /// The 0-based row of `cell`.
    pub fn row_of(&self, cell: Cell) -> usize {
        cell.index() / self.n()
    }

    /// The 0-based column of `cell`.
    pub fn col_of(&self, cell: Cell) -> usize {
        cell.index() % self.n()
    }

    /// The 0-based box of `cell`.
    pub fn box_of(&self, cell: Cell) -> usize {
        self.cell_houses[cell.index()][2].number()
    }

    /// The cell at a 0-based row and column.
    pub fn cell_at(&self, row: usize, col: usize) -> Cell {
        Cell::new(row * self.n() + col)
    }

    /// The cells that share a house with `cell` (not the cell itself).
    pub fn peers(&self, cell: Cell) -> &[Cell] {
        &self.peers[cell.index()]
    }

    /// The peers of `cell` as a set.
    pub fn peer_set(&self, cell: Cell) -> &CellSet {
        &self.peer_sets[cell.index()]
    }
}

impl PartialEq for Geometry {
    fn eq(&self, other: &Geometry) -> bool {
        self.layout == other.layout
    }
}

impl Eq for Geometry {}
