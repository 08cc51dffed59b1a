//! Board geometry: the box shape and variant rules (`Layout`) and the tables derived from them
//! once per layout (`Geometry`): the cells of each house, the houses of each cell, the peers of
//! each cell (every cell it may not share a digit with) and the digits each cell may hold.

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

use super::arrows::{Arrow, LONGEST_PILL};
use super::cell_set::CellSet;
use super::lines::{Line, LineFamily, all_pairs};
use super::little_killers::LittleKiller;
use super::rules::{Move, RULES};
use super::sandwiches::Sandwich;
use super::units::{Candidates, Cell, House};
use super::variant::{Cage, Parity, Sight, Variant, sum_range, unjoined_cell};

/// The smallest supported number of digits (a 4x4 board of 2x2 boxes).
pub const MIN_DIGITS: usize = 4;
/// The largest supported number of digits (a 25x25 board of 5x5 boxes).
pub const MAX_DIGITS: usize = 25;

/// How many positions `House::index` can give on any board: rows, columns, boxes, two diagonals
/// and the 16 windows of a 25x25 Windoku.
pub const HOUSE_SLOTS: usize = 3 * MAX_DIGITS + 2 + 16;

const MAX_BOX_SIDE: usize = MAX_DIGITS / 2;

/// A box size that cannot make a supported board. Its words are in `crate::message::errors`
/// (English for `Display`, any language for the window and `--lang`).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LayoutError {
    /// A box side below 2.
    BoxTooThin {
        /// Rows per box.
        box_rows: usize,
        /// Columns per box.
        box_cols: usize,
    },
    /// A board with more than 25 digits.
    TooLarge {
        /// Rows per box.
        box_rows: usize,
        /// Columns per box.
        box_cols: usize,
    },
    /// A Jigsaw region map or an odd/even map without one entry per cell.
    MapSize {
        /// Which map.
        map: VariantMap,
        /// The board size.
        n: usize,
        /// `n * n`.
        expected: usize,
        /// The entries given.
        found: usize,
    },
    /// Jigsaw regions that are not `n` regions of `n` cells.
    RegionSize {
        /// The region's number, from 1.
        region: usize,
        /// The board size.
        n: usize,
        /// Its cell count.
        found: usize,
    },
    /// A Killer cage without cells, with a cell off the board, or with more cells than digits.
    CageShape {
        /// The cage.
        cage: Cage,
        /// The board size.
        n: usize,
        /// What is wrong with it.
        fault: CageFault,
    },
    /// A Killer cage whose sum no set of different digits makes.
    CageSum {
        /// The cage.
        cage: Cage,
        /// The board size.
        n: usize,
        /// The smallest sum that many different digits make.
        low: u32,
        /// The largest.
        high: u32,
    },
    /// A little killer clue whose sum its diagonal's digits cannot make: each of its cells holds
    /// 1 to n, and cells of one box (or of any house) differ.
    LittleKillerSum {
        /// The clue.
        clue: LittleKiller,
        /// The board size.
        n: usize,
        /// The least its cells add up to.
        least: u32,
        /// The most.
        most: u32,
        /// Whether that range counts digits that differ where cells share a house.
        different: bool,
    },
    /// A sandwich clue whose sum no set of different digits from 2 to n - 1 makes (the digits
    /// between the crusts), or whose row or column is not on the board.
    SandwichSum {
        /// The clue.
        clue: Sandwich,
        /// The board size.
        n: usize,
    },
    /// A cell in two Killer cages.
    CageOverlap {
        /// The cell.
        cell: Cell,
        /// One cage.
        first: Cage,
        /// The other.
        second: Cage,
        /// The board size.
        n: usize,
    },
    /// Killer cages inside one house whose sums leave its other cells a sum they cannot make.
    CageHouseTotal {
        /// The house.
        house: House,
        /// The board size.
        n: usize,
        /// What the cages inside it add up to.
        inside: u32,
        /// What the house adds up to.
        total: u32,
        /// How many of its cells no cage inside it covers.
        rest: usize,
        /// What those cells would have to add up to (negative when the cages exceed the total).
        left: i64,
        /// The cages.
        cages: Vec<Cage>,
    },
    /// A line (a thermometer) with too few or too many cells, a cell off the board or a cell
    /// named twice.
    LineShape {
        /// The line.
        line: Line,
        /// The board size.
        n: usize,
        /// What is wrong with it.
        fault: LineFault,
    },
    /// An arrow whose circle has no cell or more than a pill holds, whose shaft has no cell, or
    /// with a cell off the board or named twice.
    ArrowShape {
        /// The arrow.
        arrow: Arrow,
        /// The board size.
        n: usize,
        /// What is wrong with it.
        fault: ArrowFault,
    },
    /// A Jigsaw region whose cells do not all join up side by side.
    RegionInPieces {
        /// The region's number, from 1.
        region: usize,
        /// Its first cell.
        first: Cell,
        /// A cell of it that cannot be reached from the first.
        cell: Cell,
        /// The board size.
        n: usize,
    },
}

/// The maps a variant gives cell by cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VariantMap {
    /// The Jigsaw regions.
    Regions,
    /// The odd/even marks.
    Parity,
}

/// What makes a Killer cage impossible on its board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CageFault {
    /// It names no cell.
    NoCell,
    /// More cells than digits.
    TooManyCells,
    /// A cell beyond the board.
    OffBoard,
    /// The cell it names twice.
    Twice(Cell),
}

/// What makes a line impossible on its board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LineFault {
    /// Fewer than two cells.
    TooShort,
    /// More cells than its rule lets a line have (a thermometer's digits all differ).
    TooLong {
        /// The most it may have.
        most: usize,
    },
    /// A cell beyond the board.
    OffBoard,
    /// The cell it names twice.
    Twice(Cell),
    /// A mark between two cells (a Kropki dot, an X or a V) whose cells are not side by side.
    NotSideBySide,
    /// A second mark of the same rule between the same two cells (two Kropki dots; a dot and a
    /// letter may share a pair).
    MarkedTwice,
    /// Two mirror cells of a palindrome, which must hold the same digit, in one house.
    MirrorsShareHouse {
        /// The mirror cell nearer the line's start.
        first: Cell,
        /// The other.
        second: Cell,
        /// A house holding both.
        house: House,
    },
}

/// What makes an arrow impossible on its board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ArrowFault {
    /// Its circle has no cell.
    NoCircle,
    /// Its circle has more cells than a pill reads (or a pill on a board of more than 9 digits).
    LongPill,
    /// Its shaft has no cell.
    NoShaft,
    /// A cell beyond the board.
    OffBoard,
    /// The cell it names twice.
    Twice(Cell),
}

/// The shape of a box: `box_rows` rows by `box_cols` columns. The board has `n = box_rows * box_cols`
/// rows, columns, boxes and digits.
/// The variant rules, if any, come with it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Layout {
    box_rows: usize,
    box_cols: usize,
    variant: Variant,
}

impl Layout {
    /// The classic 9x9 board of 3x3 boxes.
    pub const CLASSIC: Layout = Layout {
        box_rows: 3,
        box_cols: 3,
        variant: Variant::CLASSIC,
    };

    /// A layout of `box_rows` x `box_cols` boxes, if it makes a board of 4 to 25 digits.
    pub fn new(box_rows: usize, box_cols: usize) -> Result<Layout, LayoutError> {
        if box_rows < 2 || box_cols < 2 {
            return Err(LayoutError::BoxTooThin { box_rows, box_cols });
        }
        if box_rows.saturating_mul(box_cols) > MAX_DIGITS {
            return Err(LayoutError::TooLarge { box_rows, box_cols });
        }
        Ok(Layout {
            box_rows,
            box_cols,
            variant: Variant::CLASSIC,
        })
    }

    /// The same box shape with the rules of `variant`, if its maps fit the board: one entry per
    /// cell, and Jigsaw regions of `n` cells each that join up side by side.
    pub fn with_variant(self, variant: Variant) -> Result<Layout, LayoutError> {
        let n = self.n();
        let variant = neighbour_lines(variant, n);
        let cells = self.cell_count();
        let map_size = |map: VariantMap, found: usize| {
            if found == cells {
                Ok(())
            } else {
                Err(LayoutError::MapSize {
                    map,
                    n,
                    expected: cells,
                    found,
                })
            }
        };
        if let Some(regions) = variant.regions {
            map_size(VariantMap::Regions, regions.len())?;
            check_regions(n, regions)?;
        }
        if let Some(parity) = variant.parity {
            map_size(VariantMap::Parity, parity.len())?;
        }
        if let Some(lines) = variant.lines {
            check_lines(n, lines)?;
        }
        if let Some(arrows) = variant.arrows {
            check_arrows(n, arrows)?;
        }
        for clue in variant.little_killers.unwrap_or_default() {
            let count = clue.cells.len() as u32;
            let on_board = clue.cells.iter().all(|c| c.index() < n * n);
            if !on_board {
                return Err(LayoutError::LittleKillerSum {
                    clue: clue.clone(),
                    n,
                    least: count,
                    most: count * n as u32,
                    different: false,
                });
            }
        }
        if let Some(clue) = variant.sandwiches.unwrap_or_default().iter().find(|clue| {
            Sandwich::sets(n, clue.sum).is_some_and(|sets| sets.is_empty())
                || !matches!(clue.house, House::Row(k) | House::Col(k) if usize::from(k) < n)
        }) {
            return Err(LayoutError::SandwichSum {
                clue: clue.clone(),
                n,
            });
        }
        let layout = Layout { variant, ..self };
        if let Some(clues) = variant.little_killers {
            check_diagonal_sums(layout.geometry(), clues)?;
        }
        if let Some(lines) = variant.lines {
            check_mirrors(layout.geometry(), lines)?;
        }
        if let Some(cages) = variant.cages {
            check_cages(n, cages)?;
            check_cage_totals(layout.geometry(), cages)?;
        }
        Ok(layout)
    }

    /// The variant rules.
    pub const fn variant(self) -> Variant {
        self.variant
    }

    /// The same box shape without variant rules.
    pub const fn classic(self) -> Layout {
        Layout {
            variant: Variant::CLASSIC,
            ..self
        }
    }

    /// The usual box shape for a board of `n` digits when a file does not say: the squarest shape,
    /// with no more rows than columns (6 -> 2x3, 12 -> 3x4). `None` when `n` has no such shape,
    /// which includes every `n` outside 4 to 25 (refused before any search, however large).
    pub fn for_size(n: usize) -> Option<Layout> {
        if !(MIN_DIGITS..=MAX_DIGITS).contains(&n) {
            return None;
        }
        (2..=n)
            .rev()
            .filter(|&rows| rows * rows <= n && n.is_multiple_of(rows))
            .find_map(|rows| Layout::new(rows, n / rows).ok())
    }

    /// Every board size that has a usual box shape (see `for_size`), smallest first: 4, 6, 8,
    /// 9, 10, 12, ... 25.
    pub fn usual_sizes() -> impl Iterator<Item = usize> {
        (MIN_DIGITS..=MAX_DIGITS).filter(|&n| Layout::for_size(n).is_some())
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

    /// The precomputed tables for this layout, built on first use and shared for the whole run
    /// (a variant's tables are kept once per distinct layout).
    pub fn geometry(self) -> &'static Geometry {
        static TABLES: [[OnceLock<Geometry>; MAX_BOX_SIDE + 1]; MAX_BOX_SIDE + 1] =
            [const { [const { OnceLock::new() }; MAX_BOX_SIDE + 1] }; MAX_BOX_SIDE + 1];
        static VARIANTS: OnceLock<Mutex<HashMap<Layout, &'static Geometry>>> = OnceLock::new();
        if self.variant.is_classic() {
            return TABLES[self.box_rows][self.box_cols].get_or_init(|| Geometry::build(self));
        }
        let mut built = VARIANTS
            .get_or_init(Mutex::default)
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        built
            .entry(self)
            .or_insert_with(|| Box::leak(Box::new(Geometry::build(self))))
    }
}

impl std::fmt::Display for Layout {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let n = self.n();
        write!(f, "{n}x{n} ({}x{} boxes)", self.box_rows, self.box_cols)?;
        if !self.variant.is_classic() {
            write!(f, ", {}", self.variant.name())?;
        }
        Ok(())
    }
}

/// Checks that Jigsaw `regions` (numbered from 0 in the order of their first cells) are `n`
/// regions of `n` cells each, each joining up side by side.
fn check_regions(n: usize, regions: &[u8]) -> Result<(), LayoutError> {
    for region in 0..n.max(usize::from(regions.iter().copied().max().unwrap_or(0)) + 1) {
        let cells: Vec<usize> = (0..regions.len())
            .filter(|&i| usize::from(regions[i]) == region)
            .collect();
        if cells.len() != n {
            return Err(LayoutError::RegionSize {
                region: region + 1,
                n,
                found: cells.len(),
            });
        }
        if let Some(apart) = unjoined_cell(n, regions, region as u8) {
            return Err(LayoutError::RegionInPieces {
                region: region + 1,
                first: Cell::new(cells[0]),
                cell: Cell::new(apart),
                n,
            });
        }
    }
    Ok(())
}

/// Checks that every Killer cage of an `n` x `n` board has cells on the board, no more than `n`
/// of them, a sum that many different digits can make, and shares no cell with another cage.
fn check_cages(n: usize, cages: &[Cage]) -> Result<(), LayoutError> {
    let mut owner: Vec<Option<&Cage>> = vec![None; n * n];
    for cage in cages {
        let shape = |fault: CageFault| LayoutError::CageShape {
            cage: cage.clone(),
            n,
            fault,
        };
        if cage.cells.is_empty() {
            return Err(shape(CageFault::NoCell));
        }
        if cage.cells.len() > n {
            return Err(shape(CageFault::TooManyCells));
        }
        if cage.cells.iter().any(|c| c.index() >= n * n) {
            return Err(shape(CageFault::OffBoard));
        }
        if let Some(pair) = cage.cells.windows(2).find(|pair| pair[0] == pair[1]) {
            return Err(shape(CageFault::Twice(pair[0])));
        }
        if let Some(sum) = cage.sum {
            let (low, high) = sum_range(cage.cells.len(), n);
            if !(low..=high).contains(&sum) {
                return Err(LayoutError::CageSum {
                    cage: cage.clone(),
                    n,
                    low,
                    high,
                });
            }
        }
        for &cell in &cage.cells {
            if let Some(first) = owner[cell.index()].replace(cage) {
                return Err(LayoutError::CageOverlap {
                    cell,
                    first: first.clone(),
                    second: cage.clone(),
                    n,
                });
            }
        }
    }
    Ok(())
}

/// `variant` with the lines of the rules on all neighbours made for an `n` x `n` board: every pair
/// of cells side by side a line of the rule's kind when the rule is on, none when it is off.
fn neighbour_lines(variant: Variant, n: usize) -> Variant {
    RULES
        .iter()
        .fold(variant, |variant, rule| match rule.neighbours() {
            Some(kind) => {
                let lines = match variant.flags.contains(*rule) {
                    true => all_pairs(n, kind),
                    false => Vec::new(),
                };
                variant.with_lines(kind, &lines)
            }
            None => variant,
        })
}

/// Checks that every line of an `n` x `n` board has two cells or more, no more than its rule
/// allows, all on the board and none named twice.
fn check_lines(n: usize, lines: &[Line]) -> Result<(), LayoutError> {
    for line in lines {
        let shape = |fault: LineFault| LayoutError::LineShape {
            line: line.clone(),
            n,
            fault,
        };
        if line.kind.is_pair() && line.cells.len() != 2 {
            return Err(shape(LineFault::NotSideBySide));
        }
        if line.cells.len() < 2 {
            return Err(shape(LineFault::TooShort));
        }
        let most = line.kind.longest(n);
        if line.cells.len() > most {
            return Err(shape(LineFault::TooLong { most }));
        }
        if line.cells.iter().any(|c| c.index() >= n * n) {
            return Err(shape(LineFault::OffBoard));
        }
        for (i, &cell) in line.cells.iter().enumerate() {
            if line.cells[..i].contains(&cell) {
                return Err(shape(LineFault::Twice(cell)));
            }
        }
        if let (true, [a, b]) = (line.kind.is_pair(), &line.cells[..]) {
            let (a, b) = (a.index(), b.index());
            let side_by_side = (a / n == b / n && a.abs_diff(b) == 1) || a.abs_diff(b) == n;
            if !side_by_side {
                return Err(shape(LineFault::NotSideBySide));
            }
        }
    }
    let mut marked: Vec<(LineFamily, Cell, Cell)> = Vec::new();
    for line in lines.iter().filter(|line| line.kind.is_mark()) {
        if let [a, b] = line.cells[..] {
            let pair = (line.kind.family(), a.min(b), a.max(b));
            if marked.contains(&pair) {
                return Err(LayoutError::LineShape {
                    line: line.clone(),
                    n,
                    fault: LineFault::MarkedTwice,
                });
            }
            marked.push(pair);
        }
    }
    Ok(())
}

/// Checks that every arrow of an `n` x `n` board has a circle of one cell (or a pill of up to
/// `LONGEST_PILL` on a board of at most 9 digits), a shaft, and its cells on the board, each
/// named once.
fn check_arrows(n: usize, arrows: &[Arrow]) -> Result<(), LayoutError> {
    for arrow in arrows {
        let shape = |fault: ArrowFault| LayoutError::ArrowShape {
            arrow: arrow.clone(),
            n,
            fault,
        };
        if arrow.circle.is_empty() {
            return Err(shape(ArrowFault::NoCircle));
        }
        if arrow.circle.len() > LONGEST_PILL || arrow.circle.len() > 1 && n > 9 {
            return Err(shape(ArrowFault::LongPill));
        }
        if arrow.shaft.is_empty() {
            return Err(shape(ArrowFault::NoShaft));
        }
        let cells = arrow.cells();
        if cells.iter().any(|c| c.index() >= n * n) {
            return Err(shape(ArrowFault::OffBoard));
        }
        for (i, &cell) in cells.iter().enumerate() {
            if cells[..i].contains(&cell) {
                return Err(shape(ArrowFault::Twice(cell)));
            }
        }
    }
    Ok(())
}

/// Checks that no palindrome of the board of `geometry` has two mirror cells in one house: they
/// must hold the same digit.
fn check_mirrors(geometry: &Geometry, lines: &[Line]) -> Result<(), LayoutError> {
    for line in lines.iter().filter(|line| line.kind.links_mirrors()) {
        for (first, second) in line.linked_pairs() {
            if let Some(&house) = geometry.shared_houses(first, second).first() {
                return Err(LayoutError::LineShape {
                    line: line.clone(),
                    n: geometry.n(),
                    fault: LineFault::MirrorsShareHouse {
                        first,
                        second,
                        house,
                    },
                });
            }
        }
    }
    Ok(())
}

/// Checks that each little killer's sum lies between the least and the most its diagonal's
/// cells make when the cells of each run through one house (cells that all share a house with
/// each other and with no other cell of the diagonal) take different digits.
fn check_diagonal_sums(geometry: &Geometry, clues: &[LittleKiller]) -> Result<(), LayoutError> {
    let n = geometry.n();
    for clue in clues {
        let (mut least, mut most, mut different) = (0, 0, false);
        for group in geometry.seeing_groups(&clue.cells) {
            let run: Vec<Cell> = group.iter().map(|&i| clue.cells[i]).collect();
            let size = run.len() as u32;
            if size > 1 && geometry.all_see_each_other(&run) {
                let (low, high) = sum_range(run.len(), n);
                least += low;
                most += high;
                different = true;
            } else {
                least += size;
                most += size * n as u32;
            }
        }
        if !(least..=most).contains(&clue.sum) {
            return Err(LayoutError::LittleKillerSum {
                clue: clue.clone(),
                n,
                least,
                most,
                different,
            });
        }
    }
    Ok(())
}

/// Checks that the Killer cages lying wholly inside each house leave the house's other cells a
/// sum that many different digits can make (all of a house's digits add up to n(n+1)/2).
fn check_cage_totals(geometry: &Geometry, cages: &[Cage]) -> Result<(), LayoutError> {
    let n = geometry.n();
    let (total, _) = sum_range(n, n);
    for &house in geometry.houses() {
        let cells = geometry.cell_set_of(house);
        let inside: Vec<&Cage> = cages
            .iter()
            .filter(|cage| cage.sum.is_some() && cage.cells.iter().all(|&c| cells.contains(c)))
            .collect();
        if inside.is_empty() {
            continue;
        }
        let sum: u32 = inside.iter().filter_map(|cage| cage.sum).sum();
        let covered: usize = inside.iter().map(|cage| cage.cells.len()).sum();
        let rest = n - covered;
        let left = i64::from(total) - i64::from(sum);
        let (low, high) = sum_range(rest, n);
        if left < i64::from(low) || left > i64::from(high) {
            return Err(LayoutError::CageHouseTotal {
                house,
                n,
                inside: sum,
                total,
                rest,
                left,
                cages: inside.into_iter().cloned().collect(),
            });
        }
    }
    Ok(())
}

/// The most houses one cell lies in: its row, column and box (or region), both diagonals and a
/// window.
const MOST_HOUSES_PER_CELL: usize = 6;

/// The houses of one cell, in the order of `House::index`.
#[derive(Debug, Clone, Copy)]
struct CellHouses {
    houses: [House; MOST_HOUSES_PER_CELL],
    len: usize,
}

impl CellHouses {
    /// Adds `house`, after the ones there.
    fn push(&mut self, house: House) {
        self.houses[self.len] = house;
        self.len += 1;
    }
}

/// Tables derived from a layout: which cells form each house and which cells see each other.
#[derive(Debug)]
pub struct Geometry {
    layout: Layout,
    houses: Vec<House>,
    house_cells: Vec<Vec<Cell>>,
    house_sets: Vec<CellSet>,
    cell_houses: Vec<CellHouses>,
    cell_house_bits: Vec<u128>,
    peers: Vec<Vec<Cell>>,
    peer_sets: Vec<CellSet>,
    moves: Vec<Vec<(Cell, &'static Move)>>,
    allowed: Vec<Candidates>,
    /// The index (into the variant's cages) of every cell's Killer cage.
    cage_of: Vec<Option<u16>>,
}

impl Geometry {
    fn build(layout: Layout) -> Geometry {
        let n = layout.n();
        let cells = layout.cell_count();
        let variant = layout.variant;
        let box_of = |row: usize, col: usize| {
            (row / layout.box_rows) * (n / layout.box_cols) + col / layout.box_cols
        };
        let third = |i: usize| match variant.regions {
            Some(regions) => House::Region(regions[i]),
            None => House::Box(box_of(i / n, i % n) as u8),
        };
        let mut houses: Vec<House> = (0..n as u8)
            .map(House::Row)
            .chain((0..n as u8).map(House::Col))
            .collect();
        let mut thirds: Vec<House> = (0..cells).map(third).collect();
        thirds.sort_unstable();
        thirds.dedup();
        houses.extend(thirds);
        let mut cell_houses: Vec<CellHouses> = (0..cells)
            .map(|i| {
                let (row, col) = (i / n, i % n);
                let mut list = CellHouses {
                    houses: [House::Row(row as u8); MOST_HOUSES_PER_CELL],
                    len: 0,
                };
                list.push(House::Row(row as u8));
                list.push(House::Col(col as u8));
                list.push(third(i));
                list
            })
            .collect();
        for rule in variant.rules().rules() {
            for (house, members) in rule.houses(layout.box_rows, layout.box_cols) {
                houses.push(house);
                for i in members {
                    cell_houses[i].push(house);
                }
            }
        }
        let mut house_cells = vec![Vec::new(); HOUSE_SLOTS];
        for (i, cell_house) in cell_houses.iter().enumerate() {
            for house in &cell_house.houses[..cell_house.len] {
                house_cells[house.index(n)].push(Cell::new(i));
            }
        }
        let house_sets: Vec<CellSet> = house_cells
            .iter()
            .map(|cells| cells.iter().copied().collect())
            .collect();
        let apart = variant.moves();
        let moves: Vec<Vec<(Cell, &'static Move)>> = (0..cells)
            .map(|i| {
                apart
                    .iter()
                    .flat_map(|&m| m.targets(n, i / n, i % n).map(move |c| (Cell::new(c), m)))
                    .collect()
            })
            .collect();
        let cages = variant.cages.unwrap_or_default();
        let mut cage_of = vec![None; cells];
        for (index, cage) in cages.iter().enumerate() {
            for cell in &cage.cells {
                if let Some(slot) = cage_of.get_mut(cell.index()) {
                    *slot = Some(index as u16);
                }
            }
        }
        let peer_sets: Vec<CellSet> = (0..cells)
            .map(|i| {
                let cell_house = &cell_houses[i];
                let mut set = cell_house.houses[..cell_house.len]
                    .iter()
                    .fold(CellSet::EMPTY, |acc, house| {
                        acc.union(&house_sets[house.index(n)])
                    });
                for &(cell, _) in &moves[i] {
                    set.insert(cell);
                }
                if let Some(cage) = cage_of[i] {
                    for &cell in &cages[usize::from(cage)].cells {
                        set.insert(cell);
                    }
                }
                set.remove(Cell::new(i));
                set
            })
            .collect();
        let peers = peer_sets.iter().map(|set| set.iter().collect()).collect();
        let cell_house_bits = cell_houses
            .iter()
            .map(|list| {
                list.houses[..list.len]
                    .iter()
                    .fold(0, |bits, house| bits | 1 << house.index(n))
            })
            .collect();
        let odd = Candidates::from_bits(0x5555_5555) & Candidates::all(n);
        let allowed = (0..cells)
            .map(|i| match variant.parity.map_or(Parity::Any, |p| p[i]) {
                Parity::Any => Candidates::all(n),
                Parity::Odd => odd,
                Parity::Even => Candidates::all(n) & !odd,
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
            moves,
            allowed,
            cage_of,
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

    /// Every house: the rows, then the columns, then the boxes (or regions), then the diagonals
    /// and windows a variant adds.
    pub fn houses(&self) -> &[House] {
        &self.houses
    }

    /// The house at position `slot` of the tables (`House::index`); only meaningful for a
    /// position the board has a house at.
    pub fn house_at(&self, slot: usize) -> House {
        let n = self.n();
        let number = |start: usize| u8::try_from(slot - start).unwrap_or(u8::MAX);
        match slot {
            s if s < n => House::Row(number(0)),
            s if s < 2 * n => House::Col(number(n)),
            s if s < 3 * n => self.block(s - 2 * n),
            s if s < 3 * n + 2 => House::Diagonal(number(3 * n)),
            _ => House::Window(number(3 * n + 2)),
        }
    }

    /// Box `number` (0-based), or on a Jigsaw board region `number`, which takes its place.
    pub fn block(&self, number: usize) -> House {
        let number = u8::try_from(number).unwrap_or(u8::MAX);
        if self.layout.variant().regions.is_some() {
            House::Region(number)
        } else {
            House::Box(number)
        }
    }

    /// The cells of `house` in row-major order.
    pub fn cells_of(&self, house: House) -> &[Cell] {
        &self.house_cells[house.index(self.n())]
    }

    /// The cells of `house` as a set.
    pub fn cell_set_of(&self, house: House) -> &CellSet {
        &self.house_sets[house.index(self.n())]
    }

    /// The row, column and box (or region) of `cell`, then the diagonals and window it lies in.
    pub fn houses_of(&self, cell: Cell) -> &[House] {
        let list = &self.cell_houses[cell.index()];
        &list.houses[..list.len]
    }

    /// How two different cells that see each other do so when no row, column, box or region
    /// holds both (a diagonal or window, else a knight's or king's move, else a Killer cage);
    /// `None` when one of those holds both, or they do not see each other.
    pub fn variant_sight(&self, first: Cell, second: Cell) -> Option<Sight> {
        let shared = self.shared_houses(first, second);
        let plain = shared.iter().any(|h| {
            matches!(
                h,
                House::Row(_) | House::Col(_) | House::Box(_) | House::Region(_)
            )
        });
        if plain || first == second {
            return None;
        }
        if let Some(&house) = shared.first() {
            return Some(Sight::House(house));
        }
        let moved = self.moves_of(first).iter().find(|(c, _)| *c == second);
        if let Some(&(_, apart)) = moved {
            return Some(Sight::Move(apart));
        }
        let cage = self
            .cage_of(first)
            .filter(|cage| cage.cells.contains(&second))?;
        let start = *cage.cells.first()?;
        Some(Sight::Cage {
            row: self.row_of(start),
            col: self.col_of(start),
        })
    }

    /// The Killer cage `cell` lies in, if any.
    pub fn cage_of(&self, cell: Cell) -> Option<&'static Cage> {
        let index = (*self.cage_of.get(cell.index())?)?;
        self.layout.variant.cages?.get(usize::from(index))
    }

    /// Of `pairs` of cells, those that see each other where no row, column, box or region
    /// shows it, with how (`variant_sight`): each pair once, the smaller cell first, in the
    /// order met.
    pub fn variant_sightings(
        &self,
        pairs: impl IntoIterator<Item = (Cell, Cell)>,
    ) -> Vec<(Cell, Cell, Sight)> {
        let mut sightings: Vec<(Cell, Cell, Sight)> = Vec::new();
        for (a, b) in pairs {
            let (a, b) = (a.min(b), a.max(b));
            if sightings.iter().any(|&(x, y, _)| (x, y) == (a, b)) {
                continue;
            }
            if let Some(sight) = self.variant_sight(a, b) {
                sightings.push((a, b, sight));
            }
        }
        sightings
    }

    /// The houses both cells lie in, in the order of `houses_of`.
    pub fn shared_houses(&self, first: Cell, second: Cell) -> Vec<House> {
        let theirs = self.houses_of(second);
        self.houses_of(first)
            .iter()
            .copied()
            .filter(|house| theirs.contains(house))
            .collect()
    }

    /// The cells a move of the variant's anti-knight or anti-king rule away from `cell`, each
    /// with its move (none on other boards).
    pub fn moves_of(&self, cell: Cell) -> &[(Cell, &'static Move)] {
        &self.moves[cell.index()]
    }

    /// The digits `cell` may hold: every digit, or only the odd or even ones when the odd/even
    /// rule marks it.
    pub fn allowed(&self, cell: Cell) -> Candidates {
        self.allowed[cell.index()]
    }

    /// Whether the board has any variant rule.
    pub fn is_classic(&self) -> bool {
        self.layout.variant.is_classic()
    }

    /// The houses of `cell` as bits of their positions in the tables (`House::index`; a board
    /// has at most 93 of them).
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

    /// The 0-based box (or Jigsaw region) of `cell`.
    pub fn box_of(&self, cell: Cell) -> usize {
        self.cell_houses[cell.index()].houses[2].number()
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

    /// Whether every two of `cells` see each other, so their digits differ.
    pub fn all_see_each_other(&self, cells: &[Cell]) -> bool {
        cells
            .iter()
            .enumerate()
            .all(|(i, &a)| cells[i + 1..].iter().all(|&b| self.peer_set(a).contains(b)))
    }

    /// The positions in `cells` split into groups that seeing joins (two cells that see each
    /// other are in one group, and so is whatever sees either), each group in order, groups by
    /// their first position.
    pub fn seeing_groups(&self, cells: &[Cell]) -> Vec<Vec<usize>> {
        let mut groups: Vec<Vec<usize>> = Vec::new();
        for (i, &cell) in cells.iter().enumerate() {
            let joined: Vec<usize> = (0..groups.len())
                .filter(|&g| {
                    groups[g]
                        .iter()
                        .any(|&j| self.peer_set(cell).contains(cells[j]))
                })
                .collect();
            let mut group = vec![i];
            for &g in joined.iter().rev() {
                group.extend(groups.remove(g));
            }
            group.sort_unstable();
            let at = groups.partition_point(|other| other[0] < group[0]);
            groups.insert(at, group);
        }
        groups
    }
}

impl PartialEq for Geometry {
    fn eq(&self, other: &Geometry) -> bool {
        self.layout == other.layout
    }
}

impl Eq for Geometry {}
