//! Play mode: the moves a student makes by hand (placing and erasing digits, writing and removing
//! pencil marks), what each does to a grid, and how the student's grid compares with the puzzle's
//! solution (wrong digits, and whether the solution is still possible).

use std::fmt;

use crate::message::{Message, Piece, Say};
use crate::model::{Candidate, Candidates, Cell, Digit, Grid};

/// A change the student makes to one cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Move {
    /// Put `digit` in `cell` (replacing a digit the student or a step placed there); `digit` leaves
    /// the candidates of the cell's peers.
    Place {
        /// The cell.
        cell: Cell,
        /// The digit.
        digit: Digit,
    },
    /// Empty a cell: it gets back every digit no peer holds, and its old digit returns to the
    /// empty peers that see no other copy of it.
    Erase {
        /// The cell.
        cell: Cell,
    },
    /// Add `digit` to the pencil marks of an empty cell, or remove it when it is there.
    ToggleCandidate {
        /// The cell.
        cell: Cell,
        /// The digit.
        digit: Digit,
    },
}

/// Why a move cannot be made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MoveError {
    /// Givens are part of the puzzle.
    Given {
        /// The cell, named.
        cell: Piece,
    },
    /// The digit does not exist on this board.
    NoSuchDigit {
        /// The digit typed.
        digit: u8,
        /// The board size.
        n: usize,
    },
    /// The digit is already placed in a house of the cell.
    SeenByPeer {
        /// The digit.
        digit: Digit,
        /// The cell, named.
        cell: Piece,
        /// The peer holding the digit, named.
        peer: Piece,
    },
    /// Pencil marks belong to empty cells.
    Solved {
        /// The cell, named.
        cell: Piece,
    },
    /// There is nothing to erase.
    AlreadyEmpty {
        /// The cell, named.
        cell: Piece,
    },
}

impl MoveError {
    /// Why the move cannot be made, in words.
    pub fn message(&self) -> Message {
        match self {
            MoveError::Given { cell } => {
                template!("move-given", cell = cell)
            }
            MoveError::NoSuchDigit { digit, n } => {
                template!("move-no-such-digit", digit = digit, n = n)
            }
            MoveError::SeenByPeer { digit, cell, peer } => {
                template!("move-seen-by-peer", digit = digit, cell = cell, peer = peer)
            }
            MoveError::Solved { cell } => {
                template!("move-solved-cell", cell = cell)
            }
            MoveError::AlreadyEmpty { cell } => template!("move-already-empty", cell = cell),
        }
    }
}

/// The message in the `r4c5` notation.
impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message().text())
    }
}

impl std::error::Error for MoveError {}

/// The error is said as its message.
impl Say for MoveError {
    fn say(&self, message: &mut Message) {
        message.push(self.message());
    }
}

impl Move {
    /// The cell the move changes.
    pub fn cell(self) -> Cell {
        match self {
            Move::Place { cell, .. }
            | Move::Erase { cell }
            | Move::ToggleCandidate { cell, .. } => cell,
        }
    }

    /// The grid after the move, or why it cannot be made (the grid is left as it was).
    pub fn apply(self, grid: &Grid) -> Result<Grid, MoveError> {
        let geometry = grid.geometry();
        let cell = self.cell();
        let name = Piece::cell(geometry, cell);
        if grid.is_given(cell) {
            return Err(MoveError::Given { cell: name });
        }
        let mut after = grid.clone();
        match self {
            Move::Place { digit, .. } => {
                check_digit(grid, digit)?;
                if let Some(peer) = grid.peer_holding(cell, digit) {
                    return Err(MoveError::SeenByPeer {
                        digit,
                        cell: name,
                        peer: Piece::cell(geometry, peer),
                    });
                }
                if grid.value(cell).is_some() {
                    erase(&mut after, cell);
                }
                after.place(cell, digit);
            }
            Move::Erase { .. } => {
                if grid.value(cell).is_none() {
                    return Err(MoveError::AlreadyEmpty { cell: name });
                }
                erase(&mut after, cell);
            }
            Move::ToggleCandidate { digit, .. } => {
                check_digit(grid, digit)?;
                if grid.value(cell).is_some() {
                    return Err(MoveError::Solved { cell: name });
                }
                let mut candidates = grid.candidates(cell);
                if !candidates.remove(digit) {
                    candidates.insert(digit);
                }
                after.set_candidates(cell, candidates);
            }
        }
        Ok(after)
    }

    /// The move in words for the step log, as it changed `before`: "You placed 5 in r1c2".
    pub fn describe(self, before: &Grid) -> Message {
        let cell = Piece::cell(before.geometry(), self.cell());
        match self {
            Move::Place { digit, .. } => template!("you-placed", digit = digit, cell = cell),
            Move::Erase { cell: erased } => match before.value(erased) {
                Some(digit) => template!("you-erased-digit", digit = digit, cell = cell),
                None => template!("you-erased", cell = cell),
            },
            Move::ToggleCandidate {
                cell: marked,
                digit,
            } => {
                if before.candidates(marked).contains(digit) {
                    template!("you-removed-mark", digit = digit, cell = cell)
                } else {
                    template!("you-added-mark", digit = digit, cell = cell)
                }
            }
        }
    }
}

fn check_digit(grid: &Grid, digit: Digit) -> Result<(), MoveError> {
    let n = grid.n();
    if digit.get() == 0 || usize::from(digit.get()) > n {
        return Err(MoveError::NoSuchDigit {
            digit: digit.get(),
            n,
        });
    }
    Ok(())
}

/// Empties `cell`: it gets every digit no peer holds, and its digit goes back to each empty peer
/// that sees no other copy of it.
fn erase(grid: &mut Grid, cell: Cell) {
    let geometry = grid.geometry();
    let Some(old) = grid.value(cell) else {
        return;
    };
    let open = Candidates::all(grid.n()) & !grid.placed_among_peers(cell);
    grid.erase(cell, open);
    for &peer in geometry.peers(cell) {
        if grid.value(peer).is_none() && !grid.placed_among_peers(peer).contains(old) {
            let mut candidates = grid.candidates(peer);
            candidates.insert(old);
            grid.set_candidates(peer, candidates);
        }
    }
}

/// The cells whose placed digit differs from `solution`, in cell order.
pub fn wrong_digits(grid: &Grid, solution: &Grid) -> Vec<Cell> {
    (0..grid.values().len())
        .map(Cell::new)
        .filter(|&cell| {
            grid.value(cell)
                .is_some_and(|v| Some(v) != solution.value(cell))
        })
        .collect()
}

/// The first cell (in cell order) where the solution's digit is neither placed nor a candidate:
/// from such a grid no sound step can reach the solution.
pub fn lost_solution(grid: &Grid, solution: &Grid) -> Option<Candidate> {
    (0..grid.values().len()).map(Cell::new).find_map(|cell| {
        let digit = solution.value(cell)?;
        let kept = match grid.value(cell) {
            Some(value) => value == digit,
            None => grid.candidates(cell).contains(digit),
        };
        (!kept).then_some(Candidate { cell, digit })
    })
}
