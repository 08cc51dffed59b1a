//! The 9x9 fast path of the backtracking solver. Each digit has a bitboard of the cells where it
//! may still go, split into three bands of 27 bits (three rows of nine). Propagation works band by
//! band: the three copies of a digit in a band take one row and one box each, so a 512-entry table
//! keeps only the row-box pieces that can belong to such an arrangement (this finds hidden singles
//! in rows and boxes and the locked candidates inside the band). What the table leaves feeds two
//! more deductions at once: a row of the band left with one cell solves that cell (the other
//! digits leave it), and a box left with one column takes that column from the digit's other two
//! bands. A bit-sliced count over the nine digits finds naked singles and empty cells, and one over
//! the nine rows of each digit finds the digits left with one cell in a column. When those find
//! nothing more, a count (not the search for one solution) reads the same matching for each stack
//! (which columns of its three boxes still hold the digit) and takes the column pieces no
//! arrangement of the digit's three copies in the stack uses: a column whose digit lies in one box
//! takes the digit from that box's other columns, and two columns whose digit lies in the same two
//! boxes leave the third column only the third box. A placement during the search only takes the
//! digit out of the cell's row and box: settling the band does the rest. The search guesses on a
//! cell with two candidates that sees the most unsolved cells (the first unsolved cell of a band
//! when no cell has two), copies the whole board (264 bytes) for each try but the last, so undoing
//! is free, and takes each refuted digit out of the cell before the next try; the last try
//! continues on the board itself.

use crate::model::{Cell, Grid, Layout};

/// One row of a band: nine bits.
const ROW: u32 = 0x1FF;

/// The candidate bits of a cell that may hold any digit.
const ALL_DIGITS: u32 = 0x1FF;

/// All 27 cells of a band.
const BAND: u32 = (1 << 27) - 1;

/// For nine bits of a row, which of its three box pieces (three bits each) hold a bit.
const PIECES_OF_ROW: [u8; 512] = pieces_of_row();

/// For the nine "row i meets box j" flags of a band (bit `3 * i + j`), the band cells that can
/// still hold the digit: the union of the pieces used by every row-to-box matching the flags allow.
const BAND_CELLS_KEPT: [u32; 512] = band_cells_kept();

/// The one-to-one matchings of three lines to three groups: line `i` goes to group `m[i]`.
const MATCHINGS: [[usize; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

/// For nine "line i meets group j" flags (bit `3 * i + j`), the flags that some one-to-one
/// matching of lines to groups uses with all its pieces flagged; zero when none is left. In a band
/// the lines are its rows and the groups its boxes.
const fn matched_pieces(flags: usize) -> u16 {
    let mut kept = 0u16;
    let mut m = 0;
    while m < 6 {
        let groups = MATCHINGS[m];
        let mut pieces = 0u16;
        let mut line = 0;
        while line < 3 {
            pieces |= 1 << (3 * line + groups[line]);
            line += 1;
        }
        if flags as u16 & pieces == pieces {
            kept |= pieces;
        }
        m += 1;
    }
    kept
}

const fn pieces_of_row() -> [u8; 512] {
    let mut table = [0u8; 512];
    let mut row = 0;
    while row < 512 {
        let mut piece = 0;
        while piece < 3 {
            if (row >> (3 * piece)) & 7 != 0 {
                table[row] |= 1 << piece;
            }
            piece += 1;
        }
        row += 1;
    }
    table
}

const fn band_cells_kept() -> [u32; 512] {
    let mut table = [0u32; 512];
    let mut flags = 0;
    while flags < 512 {
        let pieces = matched_pieces(flags);
        let mut cells = 0u32;
        let mut piece = 0;
        while piece < 9 {
            if pieces & (1 << piece) != 0 {
                cells |= 0b111 << (9 * (piece / 3) + 3 * (piece % 3));
            }
            piece += 1;
        }
        table[flags] = cells;
        flags += 1;
    }
    table
}

/// The band of cell `cell` (0 to 80) and its bit within the band.
const fn band_and_bit(cell: usize) -> (usize, u32) {
    (cell / 27, 1 << (cell % 27))
}

/// For every cell, the other cells of its band that share its row, column or box.
const BAND_PEERS: [u32; 81] = band_peers();

const fn band_peers() -> [u32; 81] {
    let mut table = [0u32; 81];
    let mut cell = 0;
    while cell < 81 {
        let pos = cell % 27;
        let (row, col) = (pos / 9, pos % 9);
        let mut peers = ROW << (9 * row);
        peers |= column_cells(1 << col);
        let box_col = col / 3 * 3;
        let mut r = 0;
        while r < 3 {
            peers |= 0b111 << (9 * r + box_col);
            r += 1;
        }
        table[cell] = peers & !(1 << pos);
        cell += 1;
    }
    table
}

/// For the nine column bits of a band, the columns that are the only one of their box still
/// holding the digit: the digit's cell of that box lies in that column, so the column loses the
/// digit in the other two bands.
const LONE_COLUMNS: [u32; 512] = {
    let mut table = [0u32; 512];
    let mut columns = 0;
    while columns < 512 {
        let mut stack = 0;
        while stack < 3 {
            let triple = (columns >> (3 * stack)) & 7;
            if triple != 0 && triple & (triple - 1) == 0 {
                table[columns] |= (triple as u32) << (3 * stack);
            }
            stack += 1;
        }
        columns += 1;
    }
    table
};

/// The columns (nine bits) holding any of a band's cells `cells`.
const fn columns_of(cells: u32) -> u32 {
    (cells | cells >> 9 | cells >> 18) & ROW
}

/// For nine "band i meets column j" flags of a stack (bit `3 * i + j`), the flags that some
/// one-to-one matching of the stack's bands to its columns uses.
const MATCHED_PIECES: [u16; 512] = {
    let mut table = [0u16; 512];
    let mut flags = 0;
    while flags < 512 {
        table[flags] = matched_pieces(flags);
        flags += 1;
    }
    table
};

/// Above this many open cells the search compares cells with two candidates before guessing.
const WIDE_OPEN: u32 = 30;

/// How many cells with two candidates the search compares at most before guessing.
const PAIRS_COMPARED: u32 = 12;

/// The three cells of each column in a band, for a mask of columns.
const fn column_cells(columns: u32) -> u32 {
    columns * 0x40201
}

/// The whole search state: per digit and band, where the digit can go (a placed digit keeps the
/// bit of its own cell), the cells not placed yet, the places as they were when last checked, and
/// per digit its columns in each band (nine bits a band) as the stack table last left them.
#[derive(Clone, Copy)]
struct Board {
    places: [[u32; 3]; 9],
    unsolved: [u32; 3],
    checked: [[u32; 3]; 9],
    checked_columns: [u32; 9],
}

/// Some cell or house has no option left.
struct DeadEnd;

impl Board {
    /// The board of `grid`, or `None` when its values or candidates leave no solution.
    fn from_grid(grid: &Grid) -> Option<Board> {
        let mut board = Board {
            places: [[BAND; 3]; 9],
            unsolved: [BAND; 3],
            checked: [[0; 3]; 9],
            checked_columns: [0; 9],
        };
        for (index, &value) in grid.values().iter().enumerate() {
            if value != 0 {
                board.place(usize::from(value) - 1, index).ok()?;
                continue;
            }
            let allowed = grid.candidates(Cell::new(index)).bits();
            if allowed != ALL_DIGITS {
                let (band, bit) = band_and_bit(index);
                for (digit, places) in board.places.iter_mut().enumerate() {
                    if allowed & (1 << digit) == 0 {
                        places[band] &= !bit;
                    }
                }
            }
        }
        Some(board)
    }

    /// Puts `digit` (0 to 8) in `cell`: no other digit may go there, and the digit leaves the
    /// cell's row, column and box.
    fn place(&mut self, digit: usize, cell: usize) -> Result<(), DeadEnd> {
        let (band, bit) = band_and_bit(cell);
        if self.places[digit][band] & bit == 0 {
            return Err(DeadEnd);
        }
        self.unsolved[band] &= !bit;
        for places in &mut self.places {
            places[band] &= !bit;
        }
        let column = !column_cells(1 << (cell % 9));
        let places = &mut self.places[digit];
        places[band] = (places[band] & !BAND_PEERS[cell]) | bit;
        places[(band + 1) % 3] &= column;
        places[(band + 2) % 3] &= column;
        Ok(())
    }

    /// Puts `digit` (0 to 8) in `cell`, one of its candidates, the cheap way: the digit only
    /// leaves the cell's row and box. That change makes the next band settling see the cell's
    /// row solved and its box down to one column, which does the rest of `place`.
    fn assume(&mut self, digit: usize, cell: usize) {
        let (band, _) = band_and_bit(cell);
        self.places[digit][band] &= !BAND_PEERS[cell];
    }

    /// Applies the band table to every digit-band pair that changed since it was last checked,
    /// until nothing changes. A row left with one cell solves that cell: the other digits leave
    /// it. A box left with one column takes that column from the digit's other bands.
    fn settle_bands(&mut self) -> Result<(), DeadEnd> {
        let mut progress = true;
        while progress {
            progress = false;
            for digit in 0..9 {
                for band in 0..3 {
                    if self.places[digit][band] != self.checked[digit][band] {
                        progress = true;
                        self.settle_band(digit, band)?;
                    }
                }
            }
        }
        Ok(())
    }

    /// One digit-band pair of `settle_bands`.
    fn settle_band(&mut self, digit: usize, band: usize) -> Result<(), DeadEnd> {
        let before = self.places[digit][band];
        let flags = usize::from(PIECES_OF_ROW[(before & ROW) as usize])
            | usize::from(PIECES_OF_ROW[((before >> 9) & ROW) as usize]) << 3
            | usize::from(PIECES_OF_ROW[((before >> 18) & ROW) as usize]) << 6;
        let after = before & BAND_CELLS_KEPT[flags & 0x1FF];
        if after == 0 {
            return Err(DeadEnd);
        }
        self.places[digit][band] = after;
        self.checked[digit][band] = after;
        let taken = !column_cells(LONE_COLUMNS[columns_of(after) as usize]);
        self.places[digit][(band + 1) % 3] &= taken;
        self.places[digit][(band + 2) % 3] &= taken;
        let mut solved = 0;
        for row in 0..3 {
            let cells = after & (ROW << (9 * row));
            if cells & (cells - 1) == 0 {
                solved |= cells;
            }
        }
        self.unsolved[band] &= !solved;
        for places in &mut self.places {
            places[band] &= !solved;
        }
        self.places[digit][band] = after;
        Ok(())
    }

    /// The stack table, for every digit whose columns changed since it last ran: in a stack the
    /// digit's three copies take one column and one box each, so a column of a box that no such
    /// arrangement uses loses the digit. Says whether it took any cell.
    fn settle_stacks(&mut self) -> bool {
        let mut took = false;
        for (places, checked) in self.places.iter_mut().zip(&mut self.checked_columns) {
            let [top, middle, bottom] = places.map(columns_of);
            let columns = top | middle << 9 | bottom << 18;
            if columns == *checked {
                continue;
            }
            let mut kept = 0;
            for stack in 0..3 {
                let flags = (columns >> (3 * stack)) & 0o007
                    | (columns >> (3 * stack + 6)) & 0o070
                    | (columns >> (3 * stack + 12)) & 0o700;
                let pieces = u32::from(MATCHED_PIECES[flags as usize]);
                kept |= ((pieces & 0o007) | (pieces & 0o070) << 6 | (pieces & 0o700) << 12)
                    << (3 * stack);
            }
            *checked = kept;
            if kept != columns {
                took = true;
                for (band, cells) in places.iter_mut().enumerate() {
                    *cells &= column_cells((kept >> (9 * band)) & ROW);
                }
            }
        }
        took
    }

    /// Per band: the unsolved cells with at least one, at least two and at least three candidates.
    fn candidate_counts(&self) -> [[u32; 3]; 3] {
        let mut counts = [[0u32; 3]; 3];
        for (band, count) in counts.iter_mut().enumerate() {
            let (mut one, mut two, mut three) = (0, 0, 0);
            for places in &self.places {
                let here = places[band];
                three |= two & here;
                two |= one & here;
                one |= here;
            }
            let open = self.unsolved[band];
            *count = [one & open, two & open, three & open];
        }
        counts
    }

    /// Places every naked single. Returns `None` when it placed any, else the candidate counts
    /// it found.
    fn naked_singles(&mut self) -> Result<Option<[[u32; 3]; 3]>, DeadEnd> {
        let counts = self.candidate_counts();
        let mut placed = false;
        for (band, [one, two, ..]) in counts.into_iter().enumerate() {
            if self.unsolved[band] & !one != 0 {
                return Err(DeadEnd);
            }
            let singles = one & !two;
            if singles == 0 {
                continue;
            }
            placed = true;
            for digit in 0..9 {
                let mut rest = self.places[digit][band] & singles;
                while rest != 0 {
                    self.assume(digit, 27 * band + rest.trailing_zeros() as usize);
                    rest &= rest - 1;
                }
            }
        }
        Ok((!placed).then_some(counts))
    }

    /// Places every digit that has one cell left in a column it is not placed in yet (the band
    /// table sees rows and boxes, not columns). Says whether it placed any.
    fn column_singles(&mut self) -> bool {
        let flat = self.places.as_flattened();
        let mut once = [0u32; 27];
        let mut twice = [0u32; 27];
        for ((&cells, once), twice) in flat.iter().zip(&mut once).zip(&mut twice) {
            let (a, b, c) = (cells & ROW, (cells >> 9) & ROW, cells >> 18);
            *once = a | b | c;
            *twice = (a & b) | (c & (a | b));
        }
        let mut any = 0;
        let mut lone = [0u32; 9];
        for (digit, lone) in lone.iter_mut().enumerate() {
            let [o0, o1, o2] = [once[3 * digit], once[3 * digit + 1], once[3 * digit + 2]];
            let two = twice[3 * digit]
                | twice[3 * digit + 1]
                | twice[3 * digit + 2]
                | (o0 & o1)
                | (o2 & (o0 | o1));
            *lone = column_cells((o0 | o1 | o2) & !two);
            for band in 0..3 {
                any |= self.places[digit][band] & *lone & self.unsolved[band];
            }
        }
        if any == 0 {
            return false;
        }
        for (digit, &lone) in lone.iter().enumerate() {
            for band in 0..3 {
                let mut rest = self.places[digit][band] & lone & self.unsolved[band];
                while rest != 0 {
                    self.assume(digit, 27 * band + rest.trailing_zeros() as usize);
                    rest &= rest - 1;
                }
            }
        }
        true
    }

    /// Runs every deduction until none applies (the stack table only when `reads_stacks`);
    /// returns the candidate counts of the result.
    fn propagate(&mut self, reads_stacks: bool) -> Result<[[u32; 3]; 3], DeadEnd> {
        loop {
            self.settle_bands()?;
            let Some(counts) = self.naked_singles()? else {
                continue;
            };
            if self.column_singles() || (reads_stacks && self.settle_stacks()) {
                continue;
            }
            return Ok(counts);
        }
    }

    /// The unsolved cell to guess on, given the candidate counts; `None` when every cell is
    /// placed. Among the first `PAIRS_COMPARED` cells with two candidates, the one that sees the
    /// most unsolved cells, as either try then settles the most (on a board with `WIDE_OPEN` or
    /// fewer open cells the choice changes little and the first such cell is taken). With none,
    /// the first unsolved cell of a band, the one of the three with the fewest candidates
    /// (staying near the cells already placed cuts more of the search than taking the fewest
    /// candidates anywhere).
    fn guess_cell(&self, counts: &[[u32; 3]; 3]) -> Option<usize> {
        let mut best: Option<(u32, usize)> = None;
        let open: u32 = self.unsolved.iter().map(|cells| cells.count_ones()).sum();
        let mut left = if open > WIDE_OPEN { PAIRS_COMPARED } else { 1 };
        for (band, [_, two, three]) in counts.iter().enumerate() {
            let mut pairs = two & !three;
            while pairs != 0 && left > 0 {
                left -= 1;
                let cell = 27 * band + pairs.trailing_zeros() as usize;
                pairs &= pairs - 1;
                let seen = self.unsolved_peers(cell);
                if best.is_none_or(|(most, _)| seen > most) {
                    best = Some((seen, cell));
                }
            }
        }
        if let Some((_, cell)) = best {
            return Some(cell);
        }
        (0..3)
            .filter(|&band| self.unsolved[band] != 0)
            .map(|band| {
                let cell = 27 * band + self.unsolved[band].trailing_zeros() as usize;
                (self.candidate_count(cell), cell)
            })
            .min()
            .map(|(_, cell)| cell)
    }

    /// How many unsolved cells share a row, column or box with `cell`.
    fn unsolved_peers(&self, cell: usize) -> u32 {
        let (band, _) = band_and_bit(cell);
        let column = column_cells(1 << (cell % 9));
        let elsewhere = (self.unsolved[(band + 1) % 3] & column)
            | (self.unsolved[(band + 2) % 3] & column) << 1;
        (u64::from(self.unsolved[band] & BAND_PEERS[cell]) | u64::from(elsewhere) << 32)
            .count_ones()
    }

    /// The digits that may still go in `cell`, as a mask (bit 0 for the digit 1).
    fn candidates(&self, cell: usize) -> u32 {
        let (band, bit) = band_and_bit(cell);
        (0..9)
            .filter(|&digit| self.places[digit][band] & bit != 0)
            .fold(0, |mask, digit| mask | 1 << digit)
    }

    /// How many digits may still go in `cell`.
    fn candidate_count(&self, cell: usize) -> u32 {
        self.candidates(cell).count_ones()
    }

    /// The value (1 to 9) of every cell of a solved board.
    fn values(&self) -> [u8; 81] {
        let mut values = [0u8; 81];
        for (digit, places) in self.places.iter().enumerate() {
            for (band, &cells) in places.iter().enumerate() {
                let mut rest = cells;
                while rest != 0 {
                    values[27 * band + rest.trailing_zeros() as usize] = digit as u8 + 1;
                    rest &= rest - 1;
                }
            }
        }
        values
    }
}

/// Searches below `board`, counting solutions into `found` until it reaches `limit`; keeps the
/// first solution in `first`. Only a count (a `limit` above one) reads the stacks: the search for
/// one solution keeps the order it has always had, as the generator draws its boards from the
/// first completion it finds, and a seed must keep giving the same puzzle.
fn search(board: &mut Board, limit: usize, found: &mut usize, first: &mut Option<[u8; 81]>) {
    loop {
        let Ok(counts) = board.propagate(limit > 1) else {
            return;
        };
        let Some(cell) = board.guess_cell(&counts) else {
            *found += 1;
            if first.is_none() {
                *first = Some(board.values());
            }
            return;
        };
        let (band, bit) = band_and_bit(cell);
        let mut digits = board.candidates(cell);
        let mut digit = digits.trailing_zeros() as usize;
        digits &= digits - 1;
        while digits != 0 {
            let mut guess = *board;
            guess.assume(digit, cell);
            search(&mut guess, limit, found, first);
            if *found >= limit {
                return;
            }
            board.places[digit][band] &= !bit;
            digit = digits.trailing_zeros() as usize;
            digits &= digits - 1;
        }
        board.assume(digit, cell);
    }
}

/// Whether the fast path handles `grid`: a classic 9x9 board.
pub(super) fn handles(grid: &Grid) -> bool {
    grid.layout() == Layout::CLASSIC
}

/// The number of solutions of a 9x9 `grid` up to `limit`, and the first one found.
pub(super) fn count(grid: &Grid, limit: usize) -> (usize, Option<[u8; 81]>) {
    let mut found = 0;
    let mut first = None;
    if let Some(mut board) = Board::from_grid(grid)
        && limit > 0
    {
        search(&mut board, limit, &mut found, &mut first);
    }
    (found, first)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An empty board.
    fn empty_board() -> Board {
        let grid = Grid::from_givens(Layout::CLASSIC, &[0; 81]).expect("an empty board is valid");
        Board::from_grid(&grid).expect("an empty board has solutions")
    }

    #[test]
    fn a_column_held_to_one_box_takes_the_digit_from_its_other_columns() {
        let mut board = empty_board();
        board.places[0][1] &= !column_cells(0b1);
        board.places[0][2] &= !column_cells(0b1);
        assert!(board.settle_stacks());
        assert_eq!(board.places[0][0], BAND & !column_cells(0b110));
        assert_eq!(board.places[0][1], BAND & !column_cells(0b1));
        assert_eq!(board.places[0][2], BAND & !column_cells(0b1));
        assert!(!board.settle_stacks());
    }

    #[test]
    fn two_columns_held_to_two_boxes_leave_the_third_column_the_third_box() {
        let mut board = empty_board();
        board.places[4][2] &= !column_cells(0b011_000_000);
        assert!(board.settle_stacks());
        assert_eq!(board.places[4][0], BAND & !column_cells(0b100_000_000));
        assert_eq!(board.places[4][1], BAND & !column_cells(0b100_000_000));
        assert_eq!(board.places[4][2], BAND & !column_cells(0b011_000_000));
        assert!(
            board
                .places
                .iter()
                .enumerate()
                .all(|(digit, places)| digit == 4 || *places == [BAND; 3])
        );
    }
}
