//! The grid: givens, placed values and the candidates of every empty cell.

use super::arrows::Arrow;
use super::cell_set::CellSet;
use super::geometry::{Geometry, Layout};
use super::lines::Line;
use super::little_killers::LittleKiller;
use super::rules::Move;
use super::sandwiches::Sandwich;
use super::units::{Candidate, Candidates, Cell, Digit, House};
use super::variant::Cage;

/// A grid that breaks the rules. Its words are in `crate::message::errors` (English for
/// `Display`, any language for the window and `--lang`).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GridError {
    /// The values list does not have `n * n` entries.
    WrongCellCount {
        /// `n * n`.
        expected: usize,
        /// What was given.
        found: usize,
    },
    /// A value above `n`.
    ValueOutOfRange {
        /// The cell.
        cell: Cell,
        /// The value found.
        value: usize,
        /// The largest digit.
        n: usize,
    },
    /// The same digit twice in one house.
    DuplicateDigit {
        /// The repeated digit.
        digit: Digit,
        /// The house that holds both.
        house: House,
        /// The first cell.
        first_cell: Cell,
        /// The second cell.
        second_cell: Cell,
        /// The board size.
        n: usize,
    },
    /// The same digit in two cells one move apart under an anti-knight or anti-king rule.
    DuplicateByMove {
        /// The repeated digit.
        digit: Digit,
        /// The move between them.
        apart: &'static Move,
        /// The first cell.
        first_cell: Cell,
        /// The second cell.
        second_cell: Cell,
        /// The board size.
        n: usize,
    },
    /// The same digit twice in one Killer cage.
    DuplicateInCage {
        /// The repeated digit.
        digit: Digit,
        /// The cage.
        cage: Cage,
        /// The board size.
        n: usize,
        /// The first cell.
        first: Cell,
        /// The second cell.
        at: Cell,
    },
    /// Givens of a Killer cage that add up to more than its sum, or fill it and miss it.
    CageSumMissed {
        /// The cage.
        cage: Cage,
        /// The board size.
        n: usize,
        /// What its givens add up to.
        found: u32,
        /// The cage's last given cell.
        at: Cell,
    },
    /// Two digits along a line that its rule forbids (a thermometer's that do not rise).
    LineBroken {
        /// The line.
        line: Line,
        /// The earlier cell along the line, with its digit.
        first: (Cell, Digit),
        /// The later one.
        second: (Cell, Digit),
        /// The board size.
        n: usize,
    },
    /// Givens along an arrow's shaft that miss its circle's number (or pass the most it can
    /// read).
    ArrowMissed {
        /// The arrow.
        arrow: Arrow,
        /// The board size.
        n: usize,
    },
    /// Givens on a little killer's diagonal that already pass its sum, or fill it and miss it.
    LittleKillerMissed {
        /// The clue.
        clue: LittleKiller,
        /// The board size.
        n: usize,
    },
    /// Givens in a sandwich's row or column: both crusts and every digit between them placed
    /// and missing its sum, or the digits between already past it.
    SandwichMissed {
        /// The clue.
        clue: Sandwich,
        /// The board size.
        n: usize,
    },
    /// An odd digit in a cell marked even, or the other way round.
    WrongParity {
        /// The digit it holds.
        digit: Digit,
        /// The cell.
        at: Cell,
        /// The board size.
        n: usize,
    },
}

/// A Sudoku position: which cells are givens, the value of every solved cell and the candidates of
/// every empty cell. A new grid gives every empty cell all digits as candidates; the Candidate
/// Elimination step removes the ones its peers rule out.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(from = "GridData", into = "GridData")]
pub struct Grid {
    geometry: &'static Geometry,
    values: Vec<u8>,
    givens: CellSet,
    candidates: Vec<Candidates>,
}

/// A grid as it travels (to the browser's job worker and back): its layout in place of the
/// geometry, which is looked up again on arrival.
#[derive(serde::Serialize, serde::Deserialize)]
struct GridData {
    layout: Layout,
    values: Vec<u8>,
    givens: CellSet,
    candidates: Vec<Candidates>,
}

impl From<Grid> for GridData {
    fn from(grid: Grid) -> GridData {
        GridData {
            layout: grid.geometry.layout(),
            values: grid.values,
            givens: grid.givens,
            candidates: grid.candidates,
        }
    }
}

impl From<GridData> for Grid {
    fn from(data: GridData) -> Grid {
        Grid {
            geometry: data.layout.geometry(),
            values: data.values,
            givens: data.givens,
            candidates: data.candidates,
        }
    }
}

impl Grid {
    /// An empty grid of the given layout: every cell has every digit it may hold as a candidate
    /// (only the odd or the even ones in a cell the odd/even rule marks).
    pub fn empty(layout: Layout) -> Grid {
        let cells = layout.cell_count();
        let geometry = layout.geometry();
        Grid {
            geometry,
            values: vec![0; cells],
            givens: CellSet::EMPTY,
            candidates: (0..cells).map(|i| geometry.allowed(Cell::new(i))).collect(),
        }
    }

    /// A grid whose non-zero `values` are givens (row-major, 0 = empty). Fails on a wrong number of
    /// cells, a value above `n` or a digit repeated in a house.
    pub fn from_givens(layout: Layout, values: &[u8]) -> Result<Grid, GridError> {
        let mut grid = Grid::empty(layout);
        if values.len() != layout.cell_count() {
            return Err(GridError::WrongCellCount {
                expected: layout.cell_count(),
                found: values.len(),
            });
        }
        let n = layout.n();
        for (i, &value) in values.iter().enumerate() {
            let cell = Cell::new(i);
            if usize::from(value) > n {
                return Err(GridError::ValueOutOfRange {
                    cell,
                    value: value.into(),
                    n,
                });
            }
            if value != 0 {
                grid.values[i] = value;
                grid.givens.insert(cell);
                grid.candidates[i] = Candidates::EMPTY;
            }
        }
        match grid.first_conflict() {
            Some(error) => Err(error),
            None => Ok(grid),
        }
    }

    /// The puzzle this grid started from: its givens alone, every other cell empty with every
    /// candidate.
    pub fn givens_only(&self) -> Grid {
        let mut puzzle = Grid::empty(self.layout());
        for cell in self.givens.iter() {
            puzzle.values[cell.index()] = self.values[cell.index()];
            puzzle.candidates[cell.index()] = Candidates::EMPTY;
        }
        puzzle.givens = self.givens;
        puzzle
    }

    /// A position as a saved game keeps it: the non-zero `values` are digits (givens where
    /// `givens` holds, placed digits elsewhere) and every empty cell has exactly the candidates
    /// of `marks`. A digit repeated where the rules forbid it is refused; a cage whose digits miss
    /// its sum is not (a student's wrong digits may do that).
    pub fn from_position(
        layout: Layout,
        values: &[u8],
        givens: &CellSet,
        marks: &[Candidates],
    ) -> Result<Grid, GridError> {
        let n = layout.n();
        let mut grid = Grid::empty(layout);
        if values.len() != grid.values.len() || marks.len() != grid.values.len() {
            return Err(GridError::WrongCellCount {
                expected: grid.values.len(),
                found: values.len().min(marks.len()),
            });
        }
        for (index, (&value, &held)) in values.iter().zip(marks).enumerate() {
            if usize::from(value) > n {
                return Err(GridError::ValueOutOfRange {
                    cell: Cell::new(index),
                    value: value.into(),
                    n,
                });
            }
            grid.values[index] = value;
            grid.candidates[index] = if value == 0 {
                held & Candidates::all(n)
            } else {
                Candidates::EMPTY
            };
        }
        grid.givens = givens
            .iter()
            .filter(|cell| grid.values[cell.index()] != 0)
            .collect();
        match grid.first_conflict() {
            None | Some(GridError::CageSumMissed { .. }) => Ok(grid),
            Some(error) => Err(error),
        }
    }

    /// A position from a pencil-mark grid: the non-zero `values` are placed digits (not givens)
    /// and every empty cell has exactly the candidates of `marks`.
    pub fn from_marks(
        layout: Layout,
        values: &[u8],
        marks: &[Candidates],
    ) -> Result<Grid, GridError> {
        let mut grid = Grid::from_givens(layout, values)?;
        grid.givens = CellSet::EMPTY;
        for (index, &candidates) in marks.iter().enumerate() {
            if values[index] == 0 {
                grid.candidates[index] = candidates & Candidates::all(layout.n());
            }
        }
        Ok(grid)
    }

    /// The first digit that appears twice in one house, in house order.
    pub fn first_conflict(&self) -> Option<GridError> {
        let geometry = self.geometry;
        let n = geometry.n();
        let mut conflicts = geometry.houses().iter().filter_map(|&house| {
            let mut seen: [Option<Cell>; 26] = [None; 26];
            geometry.cells_of(house).iter().find_map(|&cell| {
                let value = self.values[cell.index()];
                if value == 0 {
                    return None;
                }
                seen[usize::from(value)]
                    .replace(cell)
                    .map(|first| GridError::DuplicateDigit {
                        digit: Digit::new(value),
                        house,
                        first_cell: first,
                        second_cell: cell,
                        n,
                    })
            })
        });
        if let Some(conflict) = conflicts.next() {
            return Some(conflict);
        }
        if geometry.is_classic() {
            return None;
        }
        if let Some(conflict) = self.cage_conflict() {
            return Some(conflict);
        }
        if let Some(conflict) = self.line_conflict() {
            return Some(conflict);
        }
        if let Some(arrows) = self.layout().variant().arrows
            && let Some(arrow) = arrows.iter().find(|a| a.broken_by(&self.values, n))
        {
            return Some(GridError::ArrowMissed {
                arrow: arrow.clone(),
                n,
            });
        }
        if let Some(clues) = self.layout().variant().little_killers
            && let Some(clue) = clues.iter().find(|c| c.broken_by(&self.values))
        {
            return Some(GridError::LittleKillerMissed {
                clue: clue.clone(),
                n,
            });
        }
        if let Some(clues) = self.layout().variant().sandwiches
            && let Some(clue) = clues.iter().find(|c| c.broken_by(&self.values, n))
        {
            return Some(GridError::SandwichMissed {
                clue: clue.clone(),
                n,
            });
        }
        (0..self.values.len()).map(Cell::new).find_map(|cell| {
            let digit = self.value(cell)?;
            if !geometry.allowed(cell).contains(digit) {
                return Some(GridError::WrongParity { digit, at: cell, n });
            }
            geometry
                .moves_of(cell)
                .iter()
                .find(|(other, _)| *other > cell && self.value(*other) == Some(digit))
                .map(|&(other, apart)| GridError::DuplicateByMove {
                    digit,
                    apart,
                    first_cell: cell,
                    second_cell: other,
                    n,
                })
        })
    }

    /// The first line (in line order) whose digits break its rule.
    fn line_conflict(&self) -> Option<GridError> {
        let n = self.geometry.n();
        self.layout().variant().lines?.iter().find_map(|line| {
            let (first, second) = line.broken_by(&self.values)?;
            Some(GridError::LineBroken {
                line: line.clone(),
                first: (first.0, Digit::new(first.1)),
                second: (second.0, Digit::new(second.1)),
                n,
            })
        })
    }

    /// The first Killer cage (in cage order) whose digits repeat, or add up to more than its sum,
    /// or fill it and miss its sum.
    fn cage_conflict(&self) -> Option<GridError> {
        let geometry = self.geometry;
        let n = geometry.n();
        geometry.layout().variant().cages?.iter().find_map(|cage| {
            let given: Vec<(Cell, Digit)> = cage
                .cells
                .iter()
                .filter_map(|&cell| Some((cell, self.value(cell)?)))
                .collect();
            for (i, &(second, digit)) in given.iter().enumerate() {
                if let Some(&(first, _)) = given[..i].iter().find(|(_, d)| *d == digit) {
                    return Some(GridError::DuplicateInCage {
                        digit,
                        cage: cage.clone(),
                        n,
                        first,
                        at: second,
                    });
                }
            }
            let found: u32 = given.iter().map(|(_, d)| u32::from(d.get())).sum();
            let full = given.len() == cage.cells.len();
            let sum = cage.sum?;
            let &(at, _) = given.last()?;
            (found > sum || full && found != sum).then(|| GridError::CageSumMissed {
                cage: cage.clone(),
                n,
                found,
                at,
            })
        })
    }

    /// The board layout.
    pub fn layout(&self) -> Layout {
        self.geometry.layout()
    }

    /// The precomputed tables of the board layout.
    pub fn geometry(&self) -> &'static Geometry {
        self.geometry
    }

    /// The number of digits.
    pub fn n(&self) -> usize {
        self.geometry.n()
    }

    /// The digit in `cell`, if it is solved.
    pub fn value(&self, cell: Cell) -> Option<Digit> {
        let value = self.values[cell.index()];
        (value != 0).then(|| Digit::new(value))
    }

    /// All values row-major, 0 for an empty cell.
    pub fn values(&self) -> &[u8] {
        &self.values
    }

    /// Whether `cell` was given in the puzzle.
    pub fn is_given(&self, cell: Cell) -> bool {
        self.givens.contains(cell)
    }

    /// The given cells.
    pub fn givens(&self) -> &CellSet {
        &self.givens
    }

    /// How many cells are given.
    pub fn given_count(&self) -> usize {
        self.givens.len()
    }

    /// The candidates of `cell` (empty for a solved cell).
    pub fn candidates(&self, cell: Cell) -> Candidates {
        self.candidates[cell.index()]
    }

    /// The digits `cell` may hold: its digit when placed, else its candidates.
    pub fn possible_digits(&self, cell: Cell) -> Candidates {
        match self.value(cell) {
            Some(digit) => Candidates::from_bits(digit.bit()),
            None => self.candidates(cell),
        }
    }

    /// The candidates of `cell` that no digit placed in a cell it sees rules out: what Candidate
    /// Elimination leaves there. The board shows these, so a fresh puzzle shows the candidates
    /// its givens allow before the first step.
    pub fn open_candidates(&self, cell: Cell) -> Candidates {
        let mut open = self.candidates(cell);
        for &peer in self.geometry().peers(cell) {
            if let Some(digit) = self.value(peer) {
                open.remove(digit);
            }
        }
        open
    }

    /// Whether `cell` is empty with exactly two candidates.
    pub fn is_bivalue(&self, cell: Cell) -> bool {
        self.candidates(cell).len() == 2
    }

    /// The candidates of every cell, in cell order.
    pub fn all_candidates(&self) -> &[Candidates] {
        &self.candidates
    }

    /// Every candidate of every empty cell, in cell order and then digit order.
    pub fn candidate_list(&self) -> Vec<Candidate> {
        (0..self.values.len())
            .map(Cell::new)
            .flat_map(|cell| {
                self.candidates(cell)
                    .iter()
                    .map(move |digit| Candidate { cell, digit })
            })
            .collect()
    }

    /// Whether every cell has a value.
    pub fn is_solved(&self) -> bool {
        self.values.iter().all(|&v| v != 0)
    }

    /// The digits placed in the houses of `cell` (its own value left out): those no candidate of
    /// the cell can be, whatever earlier steps removed.
    pub fn placed_among_peers(&self, cell: Cell) -> Candidates {
        self.placed_in(self.geometry.peers(cell))
    }

    /// The first peer of `cell` (in cell order) that holds `digit`, if any.
    pub fn peer_holding(&self, cell: Cell, digit: Digit) -> Option<Cell> {
        self.geometry
            .peers(cell)
            .iter()
            .copied()
            .find(|&peer| self.value(peer) == Some(digit))
    }

    /// The digits placed in `cells`.
    pub fn placed_in(&self, cells: &[Cell]) -> Candidates {
        cells.iter().filter_map(|&cell| self.value(cell)).fold(
            Candidates::EMPTY,
            |mut placed, digit| {
                placed.insert(digit);
                placed
            },
        )
    }

    /// How many cells have no value yet.
    pub fn empty_count(&self) -> usize {
        self.values.iter().filter(|&&v| v == 0).count()
    }

    /// Puts `digit` in `cell` and removes `digit` from the candidates of every peer. Says whether
    /// that changed the grid.
    pub fn place(&mut self, cell: Cell, digit: Digit) -> bool {
        let mut changed =
            self.values[cell.index()] != digit.get() || !self.candidates[cell.index()].is_empty();
        self.values[cell.index()] = digit.get();
        self.candidates[cell.index()] = Candidates::EMPTY;
        for &peer in self.geometry.peers(cell) {
            changed |= self.candidates[peer.index()].remove(digit);
        }
        changed
    }

    /// Writes a full solution (`values`, one per cell, 1-based) into every empty cell; givens and
    /// placed values stay as they are. Every cell ends solved with no candidates left.
    pub fn fill(&mut self, values: &[u8]) {
        for ((value, candidates), &solved) in self
            .values
            .iter_mut()
            .zip(self.candidates.iter_mut())
            .zip(values)
        {
            if *value == 0 {
                *value = solved;
                *candidates = Candidates::EMPTY;
            }
        }
    }

    /// Removes `digit` from the candidates of `cell`; returns whether it was a candidate.
    pub fn eliminate(&mut self, cell: Cell, digit: Digit) -> bool {
        self.candidates[cell.index()].remove(digit)
    }

    /// Empties a solved `cell` and gives it `candidates`; a given becomes an ordinary empty cell.
    pub fn erase(&mut self, cell: Cell, candidates: Candidates) {
        self.values[cell.index()] = 0;
        self.givens.remove(cell);
        self.candidates[cell.index()] = candidates;
    }

    /// Replaces the candidates of an empty `cell`.
    pub fn set_candidates(&mut self, cell: Cell, candidates: Candidates) {
        self.candidates[cell.index()] = candidates;
    }

    /// Marks the current values as the givens (used when a file lists placed cells as givens).
    pub fn mark_values_as_givens(&mut self) {
        self.givens = (0..self.values.len())
            .filter(|&i| self.values[i] != 0)
            .map(Cell::new)
            .collect();
    }

    /// Marks the solved cells whose entry in `givens` (one per cell) is true as givens, and the
    /// other solved cells as placed digits.
    pub fn mark_as_givens(&mut self, givens: &[bool]) {
        self.givens = (0..self.values.len())
            .filter(|&i| self.values[i] != 0 && givens.get(i) == Some(&true))
            .map(Cell::new)
            .collect();
    }

    /// The values as a string: one character per cell (`.` for empty) up to 9x9, otherwise numbers
    /// separated by commas (0 for empty).
    pub fn to_line(&self) -> String {
        if self.n() <= 9 {
            self.values
                .iter()
                .map(|&v| if v == 0 { '.' } else { char::from(b'0' + v) })
                .collect()
        } else {
            self.values
                .iter()
                .map(u8::to_string)
                .collect::<Vec<_>>()
                .join(",")
        }
    }
}
