//! The backtracking search for every board size other than the classic 9x9 (which takes the
//! bitboard path in `classic`). A board is one candidate mask per cell; the search copies it for
//! each guess, so undoing is free. After every guess the board is settled before the next choice:
//! a cell left with one digit is placed and the digit leaves its peers (naked singles), a digit left
//! with one place in a house is placed there (hidden singles), and a digit that a box confines to
//! one row or column of it (or a row or column to one box) leaves the rest of that row, column or
//! box (box-line reductions), and a Killer cage keeps in each open cell only the digits that let
//! its other open cells make up the rest of its sum with different digits; a digit that every
//! such filling has is placed when only one open cell can take it, and leaves the cells outside
//! the cage that see all its places; and each cell of a line (a thermometer) keeps only the
//! digits its neighbours along the line allow. A guess takes a cell with the fewest digits (on a
//! little killer board, weighed against how many diagonals run through it) and one of its digits,
//! and tries it two ways: placed there, then ruled out of it. The search restarts with a growing
//! cap on guesses (see `Search::count`), and every guess counts against a budget; when the budget
//! is spent, or the search is cancelled, the answer is "could not decide".

use crate::cancel::Cancel;
use crate::model::{
    Arrow, Cage, Cell, Geometry, Grid, LineKind, LittleKiller, Sandwich, fillings_count,
};

/// Marks a cell whose digit has been placed and taken out of its peers.
const PLACED: u32 = 1 << 31;

/// How a settled board turned out.
enum Settled {
    /// Every cell is placed.
    Solved,
    /// Some cell has no digit left, or some house has no place left for a digit.
    Contradiction,
    /// Some cells are still open.
    Open,
}

/// Why a search gave up before it decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum GaveUp {
    /// The node budget was spent.
    Budget,
    /// The caller cancelled the search.
    Cancelled,
}

/// Where a row or column meets a box: the cells they share, and the cells of each outside the other.
struct Intersection {
    cells: Vec<u16>,
    line_rest: Vec<u16>,
    box_rest: Vec<u16>,
}

/// The tables of one board shape that the search reads: the geometry's houses and peers, and
/// where lines meet boxes.
struct Shape {
    full: u32,
    geometry: &'static Geometry,
    intersections: Vec<Intersection>,
    /// For each row and column, the intersections it is split into.
    line_parts: Vec<Vec<usize>>,
    /// For each box, its row intersections and then (as a second group) its column intersections.
    box_parts: Vec<[Vec<usize>; 2]>,
    /// The Killer cages with a sum: their cells and the sum.
    cage_sums: Vec<(Vec<u16>, u32)>,
    /// For each cell, the other cells of its cage among the cages given beside the board's own
    /// (the board's own cage mates are peers already); empty when none are given.
    cage_mates: Vec<Vec<u16>>,
    /// Every pair of cells side by side along a line (a thermometer), in its order, with the
    /// place in `line_tables` of what its kind allows.
    line_steps: Vec<(u16, u16, usize)>,
    /// For each kind of line on the board: the digits its rule lets follow each digit, and the
    /// digits it lets come before each digit (`LineKind::next_digits`, `previous_digits`).
    line_tables: Vec<(LineKind, Vec<u32>, Vec<u32>)>,
    /// Every arrow: its circle's cells (a pill's in reading order) and its shaft's.
    arrows: Vec<(Vec<u16>, Vec<u16>)>,
    /// The same arrows as the board gives them, for their exact sums (`Arrow::sums_keep`), each
    /// with the house bits of its cells (circle first) for its fillings (`Arrow::fillings_keep`).
    arrow_rules: Vec<(Arrow, Vec<u128>)>,
    /// Every little killer clue: its diagonal's cells, its sum, and each cell's house bits (two
    /// cells of a diagonal that share a house hold different digits).
    diagonal_sums: Vec<(Vec<u16>, u32, Vec<u128>)>,
    /// Every sandwich clue: its row's or column's cells from the clue on, its sum, and the sets
    /// of digits that can stand between the crusts (`None` when there are too many to list).
    sandwiches: Vec<(Vec<u16>, u32, Option<Vec<u32>>)>,
    /// For each cell, how much a guess there is put off (`DIGIT_WEIGHT` a digit): more the
    /// fewer little killer diagonals run through it (none, one, two or more), as a sum barely
    /// narrows its cells until a guess on them does.
    guess_cost: Vec<u32>,
    /// The least of `guess_cost`.
    least_guess_cost: u32,
}

impl Shape {
    /// The tables of `grid`'s board with the `extra` cages added to its own.
    fn of(grid: &Grid, extra: &[Cage]) -> Shape {
        let geometry = grid.geometry();
        let n = geometry.n();
        let houses = geometry.houses();
        let mut intersections = Vec::new();
        let mut line_parts = vec![Vec::new(); 2 * n];
        let mut box_parts = vec![[Vec::new(), Vec::new()]; n];
        for (line, &line_house) in houses.iter().take(2 * n).enumerate() {
            let line_cells = geometry.cells_of(line_house);
            let mut boxes: Vec<usize> = line_cells.iter().map(|&c| geometry.box_of(c)).collect();
            // A Jigsaw region can leave a line and come back: each region meets it once.
            boxes.sort_unstable();
            boxes.dedup();
            for block in boxes {
                let box_cells = geometry.cells_of(houses[2 * n + block]);
                let in_box = |c: &&Cell| geometry.box_of(**c) == block;
                intersections.push(Intersection {
                    cells: indices(line_cells.iter().filter(in_box)),
                    line_rest: indices(line_cells.iter().filter(|c| !in_box(c))),
                    box_rest: indices(box_cells.iter().filter(|c| !line_cells.contains(c))),
                });
                line_parts[line].push(intersections.len() - 1);
                box_parts[block][line / n].push(intersections.len() - 1);
            }
        }
        let cages = grid.layout().variant().cages.unwrap_or_default();
        let mut cage_sums: Vec<(Vec<u16>, u32)> = cages
            .iter()
            .chain(extra)
            .filter_map(|cage| Some((indices(cage.cells.iter()), cage.sum?)))
            .collect();
        let leftovers = house_leftovers(geometry, &cage_sums);
        cage_sums.extend(leftovers);
        let mut cage_mates = Vec::new();
        if !extra.is_empty() {
            cage_mates = vec![Vec::new(); grid.layout().cell_count()];
            for cage in extra {
                for cell in &cage.cells {
                    cage_mates[cell.index()] =
                        indices(cage.cells.iter().filter(|&other| other != cell));
                }
            }
        }
        let mut line_tables: Vec<(LineKind, Vec<u32>, Vec<u32>)> = Vec::new();
        let mut line_steps = Vec::new();
        for line in grid.layout().variant().lines.unwrap_or_default() {
            let kind = line.kind;
            let [next, previous] =
                [line.next_digits(n), line.previous_digits(n)].map(|mut table| {
                    if kind.is_pair() {
                        for (digit, follows) in table.iter_mut().enumerate().skip(1) {
                            *follows &= !(1 << (digit - 1));
                        }
                    }
                    table
                });
            let table = match line_tables
                .iter()
                .position(|(known, known_next, _)| *known == kind && *known_next == next)
            {
                Some(table) => table,
                None => {
                    line_tables.push((kind, next, previous));
                    line_tables.len() - 1
                }
            };
            for (before, after) in line.linked_pairs() {
                line_steps.push((before.index() as u16, after.index() as u16, table));
            }
        }
        let guess_cost: Vec<u32> = {
            let mut through = vec![0u32; grid.layout().cell_count()];
            for clue in grid.layout().variant().little_killers.unwrap_or_default() {
                for cell in &clue.cells {
                    through[cell.index()] += 1;
                }
            }
            through
                .into_iter()
                .map(|count| OFF_DIAGONAL_COST * (2 - count.min(2)))
                .collect()
        };
        Shape {
            full: ((1u64 << n) - 1) as u32,
            geometry,
            intersections,
            line_parts,
            box_parts,
            cage_sums,
            cage_mates,
            line_steps,
            line_tables,
            arrows: grid
                .layout()
                .variant()
                .arrows
                .unwrap_or_default()
                .iter()
                .map(|arrow| (indices(arrow.circle.iter()), indices(arrow.shaft.iter())))
                .collect(),
            arrow_rules: grid
                .layout()
                .variant()
                .arrows
                .unwrap_or_default()
                .iter()
                .map(|arrow| {
                    let houses = arrow
                        .circle
                        .iter()
                        .chain(&arrow.shaft)
                        .map(|&c| geometry.house_bits_of(c))
                        .collect();
                    (arrow.clone(), houses)
                })
                .collect(),
            diagonal_sums: grid
                .layout()
                .variant()
                .little_killers
                .unwrap_or_default()
                .iter()
                .map(|clue| {
                    let houses = clue
                        .cells
                        .iter()
                        .map(|&c| geometry.house_bits_of(c))
                        .collect();
                    (indices(clue.cells.iter()), clue.sum, houses)
                })
                .collect(),
            least_guess_cost: guess_cost.iter().copied().min().unwrap_or(0),
            guess_cost,
            sandwiches: grid
                .layout()
                .variant()
                .sandwiches
                .unwrap_or_default()
                .iter()
                .map(|clue| {
                    let cells = indices(clue.cells(n).iter());
                    (cells, clue.sum, Sandwich::sets(n, clue.sum))
                })
                .collect(),
        }
    }
}

/// The rule of 45 as cages: in each house, the cells outside the cages that lie wholly inside it
/// add up to the house's total (1 + 2 + ... + n) less those cages' sums, and hold different
/// digits, so they make a cage of their own when there are at most `EXACT_CAGE_CELLS` of them.
fn house_leftovers(geometry: &Geometry, cage_sums: &[(Vec<u16>, u32)]) -> Vec<(Vec<u16>, u32)> {
    if cage_sums.is_empty() {
        return Vec::new();
    }
    let n = geometry.n();
    let total = (n * (n + 1) / 2) as u32;
    let mut leftovers = Vec::new();
    for &house in geometry.houses() {
        let cells = indices(geometry.cells_of(house).iter());
        let mut covered = 0u32;
        let mut outside: Vec<u16> = cells.clone();
        for (cage, sum) in cage_sums {
            if cage.iter().all(|cell| cells.contains(cell)) {
                covered += sum;
                outside.retain(|cell| !cage.contains(cell));
            }
        }
        if !outside.is_empty()
            && outside.len() < cells.len()
            && outside.len() <= EXACT_CAGE_CELLS
            && let Some(rest) = total.checked_sub(covered)
        {
            leftovers.push((outside, rest));
        }
    }
    leftovers
}

/// The indices of `cells`, as the search stores them.
fn indices<'a>(cells: impl Iterator<Item = &'a Cell>) -> Vec<u16> {
    cells.map(|c| c.index() as u16).collect()
}

/// One search: the shape's tables, the boards of every level and the queue of cells to place.
pub(super) struct Search {
    shape: Shape,
    cells: usize,
    start: Vec<u32>,
    boards: Vec<u32>,
    queue: Vec<u16>,
    /// The digits open in each intersection, rebuilt by every box-line pass.
    unions: Vec<u32>,
    /// The digits of each little killer diagonal's cells when it was last read and kept them all
    /// (reading the same digits again keeps them again).
    diagonals_read: Vec<Vec<u32>>,
    /// The same for each sandwich's row or column.
    sandwiches_read: Vec<Vec<u32>>,
    nodes: u64,
    budget: u64,
    random: u64,
}

/// One open guess: a digit in a cell, tried first as placed there and then as ruled out of it.
struct Guess {
    cell: usize,
    digit: u32,
    placed_tried: bool,
    ruled_out_tried: bool,
}

/// How one run of the search ended.
enum RunEnd {
    /// It searched the whole tree (or found as many solutions as asked).
    Complete,
    /// It spent the guesses it was given.
    Capped,
}

/// The guesses of the first run; each run after it may make `RUN_GROWTH` times as many as the
/// one before (`COUNTING_RUN_GROWTH` when counting to two or more).
const FIRST_RUN_GUESSES: u64 = 64;

/// How fast the cap on a run's guesses grows when the search wants one solution: often
/// restarting gets it out of a subtree with no solution soonest.
const RUN_GROWTH: u64 = 2;

/// How fast the cap grows when the search counts to two or more. A unique puzzle's count ends
/// only with a run that searches its whole tree, and the capped runs before it cost about
/// 1 / (growth - 1) of that run: a quarter of the restarts of doubling. Counting the 40
/// independent little killer puzzles took 17.6 s with it instead of 22.8 s, the 40
/// non-consecutive ones 7.0 s instead of 8.9 s, and sparse 25x25 boards with several solutions
/// still find two at most 16 ms in (a single run took 950 ms on one and gave up on another).
const COUNTING_RUN_GROWTH: u64 = 4;

/// The caps on the guesses of the search's runs, in turn, when it wants `limit` solutions:
/// `FIRST_RUN_GUESSES`, then growing by `RUN_GROWTH` for one solution and by
/// `COUNTING_RUN_GROWTH` for more.
pub(super) fn run_caps(limit: usize) -> impl Iterator<Item = u64> {
    let growth = if limit >= 2 {
        COUNTING_RUN_GROWTH
    } else {
        RUN_GROWTH
    };
    std::iter::successors(Some(FIRST_RUN_GUESSES), move |cap| {
        Some(cap.saturating_mul(growth))
    })
}

/// What one digit of a cell adds to the cost of a guess there (`Shape::guess_cost`).
const DIGIT_WEIGHT: u32 = 2;

/// What each little killer diagonal short of two through a cell adds to the cost of a guess
/// there: a cell on no diagonal with two digits costs as much as one on two diagonals with six.
/// Counting the 40 independent little killer puzzles took 25 s with it instead of 47 s.
const OFF_DIAGONAL_COST: u32 = 4;

impl Search {
    /// A search over `grid` (givens, placed values and pencil-mark candidates kept) that makes at
    /// most `budget` guesses.
    pub(super) fn new(grid: &Grid, budget: u64) -> Search {
        Search::with_cages(grid, &[], budget)
    }

    /// `new` with the Killer `cages` added to the board's own rules: their digits differ and add
    /// up to their sums.
    pub(super) fn with_cages(grid: &Grid, cages: &[Cage], budget: u64) -> Search {
        let cells = grid.layout().cell_count();
        let start: Vec<u32> = grid
            .values()
            .iter()
            .enumerate()
            .map(|(i, &value)| match value {
                0 => grid.candidates(Cell::new(i)).bits(),
                digit => 1 << (digit - 1),
            })
            .collect();
        let shape = Shape::of(grid, cages);
        Search {
            diagonals_read: vec![Vec::new(); shape.diagonal_sums.len()],
            sandwiches_read: vec![Vec::new(); shape.sandwiches.len()],
            shape,
            cells,
            boards: start.clone(),
            start,
            queue: Vec::new(),
            unions: Vec::new(),
            nodes: 0,
            budget,
            random: 0x9E37_79B9_7F4A_7C15,
        }
    }

    /// How many guesses the search has made so far.
    #[cfg(test)]
    pub(super) fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Counts solutions up to `limit`; gives the count and the first solution's values (the digit
    /// of each cell, 1-based), or why it gave up.
    ///
    /// A plain depth-first search can lose itself: a wrong guess near the top of a sparse board
    /// may only show as dead ends far below it, in a subtree too large to search. So the search
    /// runs several times, with random choices among equally good cells and digits and a cap on
    /// guesses that grows each run (`run_caps`); solutions found by any run are kept (two
    /// different ones settle "several"), and the first run that finishes its tree gives the exact
    /// count. The last run has whatever is left of the budget. A cancelled search stops at its
    /// next restart, or within 256 guesses of a run.
    pub(super) fn count(
        &mut self,
        limit: usize,
        cancel: &Cancel,
    ) -> Result<(usize, Option<Vec<u8>>), GaveUp> {
        if limit == 0 {
            return Ok((0, None));
        }
        let mut found: Vec<Vec<u8>> = Vec::new();
        let mut caps = run_caps(limit);
        loop {
            let cap = caps.next().unwrap_or(u64::MAX);
            let left = self.budget.saturating_sub(self.nodes);
            let allowed = if left / 3 < cap { left } else { cap };
            let mut in_run = 0;
            let end = self.run(limit, allowed, cancel, &mut |values| {
                in_run += 1;
                if !found.contains(&values) {
                    found.push(values);
                }
            })?;
            let first = found.first().cloned();
            if found.len() >= limit {
                return Ok((limit, first));
            }
            if let RunEnd::Complete = end {
                return Ok((in_run, first));
            }
            if allowed == left {
                return Err(GaveUp::Budget);
            }
            if cancel.is_set() {
                return Err(GaveUp::Cancelled);
            }
        }
    }

    /// One depth-first run from the start, making at most `cap` guesses; hands each solution to
    /// `solved` and stops after `limit` of them.
    fn run(
        &mut self,
        limit: usize,
        cap: u64,
        cancel: &Cancel,
        solved: &mut impl FnMut(Vec<u8>),
    ) -> Result<RunEnd, GaveUp> {
        let mut in_run = 0;
        let mut guesses_made = 0;
        self.boards[..self.cells].copy_from_slice(&self.start);
        self.queue = (0..self.cells)
            .filter(|&c| self.start[c].count_ones() == 1)
            .map(|c| c as u16)
            .collect();
        let mut guesses: Vec<Guess> = Vec::new();
        let mut outcome = self.settle(0);
        loop {
            match outcome {
                Settled::Solved => {
                    in_run += 1;
                    solved(self.values(guesses.len()));
                    if in_run >= limit {
                        return Ok(RunEnd::Complete);
                    }
                }
                Settled::Contradiction => {}
                Settled::Open => {
                    let (cell, digit) = self.choose(guesses.len());
                    guesses.push(Guess {
                        cell,
                        digit,
                        placed_tried: false,
                        ruled_out_tried: false,
                    });
                }
            }
            if guesses_made == cap {
                return Ok(RunEnd::Capped);
            }
            let Some(next) = self.next_try(&mut guesses) else {
                return Ok(RunEnd::Complete);
            };
            guesses_made += 1;
            self.nodes += 1;
            if self.nodes.is_multiple_of(256) && cancel.is_set() {
                return Err(GaveUp::Cancelled);
            }
            outcome = next;
        }
    }

    /// A pseudo-random number (xorshift), the same sequence for every search of the same board.
    fn next_random(&mut self) -> u64 {
        self.random ^= self.random << 13;
        self.random ^= self.random >> 7;
        self.random ^= self.random << 17;
        self.random
    }

    /// Pops exhausted guesses, then copies the board below the deepest open guess and tries its
    /// other branch (the digit placed, then the digit ruled out) and settles. `None` when every
    /// guess is exhausted.
    fn next_try(&mut self, guesses: &mut Vec<Guess>) -> Option<Settled> {
        loop {
            let depth = guesses.len();
            let guess = guesses.last_mut()?;
            if guess.ruled_out_tried {
                guesses.pop();
                continue;
            }
            let above = depth * self.cells;
            if self.boards.len() < above + self.cells {
                self.boards.resize(above + self.cells, 0);
            }
            self.boards.copy_within(above - self.cells..above, above);
            let (cell, digit) = (guess.cell, guess.digit);
            let mask = &mut self.boards[above + cell];
            if guess.placed_tried {
                guess.ruled_out_tried = true;
                *mask &= !digit;
            } else {
                guess.placed_tried = true;
                *mask = digit;
            }
            self.queue.clear();
            if mask.count_ones() == 1 {
                self.queue.push(cell as u16);
            }
            return Some(self.settle(depth));
        }
    }

    /// The digits of the solved board at `depth`.
    fn values(&self, depth: usize) -> Vec<u8> {
        self.boards[depth * self.cells..(depth + 1) * self.cells]
            .iter()
            .map(|&mask| ((mask & !PLACED).trailing_zeros() + 1) as u8)
            .collect()
    }

    /// The guess for the open board at `depth`: a cell of the least cost, its digits and
    /// `Shape::guess_cost` (at random among the first few such cells), and one of its digits (at
    /// random).
    fn choose(&mut self, depth: usize) -> (usize, u32) {
        const TIES: usize = 4;
        let least = DIGIT_WEIGHT * 2 + self.shape.least_guess_cost;
        let board = &self.boards[depth * self.cells..(depth + 1) * self.cells];
        let mut best = [0usize; TIES];
        let mut ties = 0;
        let mut fewest = u32::MAX;
        for (cell, &mask) in board.iter().enumerate() {
            if mask & PLACED != 0 {
                continue;
            }
            let count = DIGIT_WEIGHT * mask.count_ones() + self.shape.guess_cost[cell];
            if count < fewest {
                fewest = count;
                best[0] = cell;
                ties = 1;
            } else if count == fewest && ties < TIES {
                best[ties] = cell;
                ties += 1;
            }
            if fewest == least && ties == TIES {
                break;
            }
        }
        let cell = best[(self.next_random() % ties.max(1) as u64) as usize];
        let digits = self.boards[depth * self.cells + cell] & !PLACED;
        (cell, self.random_bit(digits))
    }

    /// One of the set bits of `bits` (not zero), chosen at random.
    fn random_bit(&mut self, bits: u32) -> u32 {
        let skip = (self.next_random() % u64::from(bits.count_ones().max(1))) as u32;
        let mut rest = bits;
        for _ in 0..skip {
            rest &= rest - 1;
        }
        rest & rest.wrapping_neg()
    }

    /// Places the queued cells and everything singles and box-line reductions lead to, on the board
    /// at `depth`.
    fn settle(&mut self, depth: usize) -> Settled {
        let base = depth * self.cells;
        let board = &mut self.boards[base..base + self.cells];
        loop {
            if !place_queued(board, &self.shape, &mut self.queue) {
                return Settled::Contradiction;
            }
            match cage_sums(board, &self.shape, &mut self.queue) {
                None => return Settled::Contradiction,
                Some(true) => continue,
                Some(false) => {}
            }
            match line_steps(board, &self.shape, &mut self.queue) {
                None => return Settled::Contradiction,
                Some(true) => continue,
                Some(false) => {}
            }
            match arrow_sums(board, &self.shape, &mut self.queue) {
                None => return Settled::Contradiction,
                Some(true) => continue,
                Some(false) => {}
            }
            match diagonal_sums(
                board,
                &self.shape,
                &mut self.diagonals_read,
                &mut self.queue,
            ) {
                None => return Settled::Contradiction,
                Some(true) => continue,
                Some(false) => {}
            }
            match sandwich_sums(
                board,
                &self.shape,
                &mut self.sandwiches_read,
                &mut self.queue,
            ) {
                None => return Settled::Contradiction,
                Some(true) => continue,
                Some(false) => {}
            }
            match hidden_singles(board, &self.shape, &mut self.queue) {
                None => return Settled::Contradiction,
                Some(true) => continue,
                Some(false) => {}
            }
            match box_line(board, &self.shape, &mut self.unions, &mut self.queue) {
                None => return Settled::Contradiction,
                Some(true) => continue,
                Some(false) => {}
            }
            return if board.iter().all(|&mask| mask & PLACED != 0) {
                Settled::Solved
            } else {
                Settled::Open
            };
        }
    }
}

/// Places every queued cell (each has one digit left): the digit leaves its peers, and peers left
/// with one digit join the queue. False on a contradiction.
fn place_queued(board: &mut [u32], shape: &Shape, queue: &mut Vec<u16>) -> bool {
    while let Some(cell) = queue.pop() {
        let cell = cell as usize;
        let mask = board[cell];
        if mask & PLACED != 0 {
            continue;
        }
        board[cell] = mask | PLACED;
        let peers = shape
            .geometry
            .peers(Cell::new(cell))
            .iter()
            .map(|p| p.index());
        let mates = shape.cage_mates.get(cell).into_iter().flatten();
        for peer in peers.chain(mates.map(|&m| usize::from(m))) {
            let other = board[peer];
            if other & mask == 0 {
                continue;
            }
            if other & PLACED != 0 {
                return false;
            }
            let left = other & !mask;
            if left == 0 {
                return false;
            }
            board[peer] = left;
            if left.count_ones() == 1 {
                queue.push(peer as u16);
            }
        }
    }
    true
}

/// Keeps in each cell of a line only the digits its neighbours along the line allow (each digit
/// of the earlier cell needs a digit of the later one its rule lets follow, and the other way
/// round), over every pair side by side until nothing changes. Queues cells left with one digit.
/// `None` on a contradiction (a cell left with no digit), else whether any digit went.
fn line_steps(board: &mut [u32], shape: &Shape, queue: &mut Vec<u16>) -> Option<bool> {
    let mut changed = false;
    loop {
        let mut this_round = false;
        for &(before, after, table) in &shape.line_steps {
            let (_, next, previous) = &shape.line_tables[table];
            let (before, after) = (usize::from(before), usize::from(after));
            let (first, second) = (board[before] & !PLACED, board[after] & !PLACED);
            let supported = |digits: u32, table: &[u32], other: u32| {
                let mut kept = 0;
                let mut rest = digits;
                while rest != 0 {
                    let bit = rest & rest.wrapping_neg();
                    rest ^= bit;
                    if table[bit.trailing_zeros() as usize + 1] & other != 0 {
                        kept |= bit;
                    }
                }
                kept
            };
            let kept_first = supported(first, next, second);
            let kept_second = supported(second, previous, first);
            for (cell, had, kept) in [(before, first, kept_first), (after, second, kept_second)] {
                if kept == had {
                    continue;
                }
                if kept == 0 {
                    return None;
                }
                board[cell] = kept | (board[cell] & PLACED);
                this_round = true;
                if kept.count_ones() == 1 && board[cell] & PLACED == 0 {
                    queue.push(cell as u16);
                }
            }
        }
        if !this_round {
            return Some(changed);
        }
        changed = true;
    }
}

/// Keeps in each cell of an arrow only the digits its sum allows: the circle's number between
/// the least and the most its shaft can add up to (every pill reading tried), and each shaft
/// digit between what the circle's least and most numbers leave once the other shaft cells take
/// their most and least. Queues cells left with one digit. `None` on a contradiction (a cell left
/// with no digit), else whether any digit went.
fn arrow_sums(board: &mut [u32], shape: &Shape, queue: &mut Vec<u16>) -> Option<bool> {
    let mut changed = false;
    let low = |mask: u32| (mask & !PLACED).trailing_zeros() + 1;
    let high = |mask: u32| 32 - (mask & !PLACED).leading_zeros();
    for ((circle, shaft), (arrow, houses)) in shape.arrows.iter().zip(&shape.arrow_rules) {
        let digits_of: Vec<u32> = circle
            .iter()
            .chain(shaft)
            .map(|&c| board[usize::from(c)] & !PLACED)
            .collect();
        let fillings = fillings_count(&digits_of);
        let differ = |i: usize, j: usize| i != j && houses[i] & houses[j] != 0;
        let exact = (fillings <= FEW_FILLINGS)
            .then(|| arrow.fillings_keep(&digits_of, &differ))
            .flatten()
            .or_else(|| arrow.sums_keep(&digits_of));
        if let Some(kept) = exact {
            let cells = circle.iter().chain(shaft).map(|&c| usize::from(c));
            changed |= keep_digits(board, cells.zip(kept), queue)?;
            continue;
        }
        let masks: Vec<u32> = shaft.iter().map(|&c| board[usize::from(c)]).collect();
        let least: u32 = masks.iter().map(|&m| low(m)).sum();
        let most: u32 = masks.iter().map(|&m| high(m)).sum();
        let mut kept = vec![0u32; circle.len()];
        let (mut smallest, mut largest) = (u32::MAX, 0);
        let mut digits = vec![0u32; circle.len()];
        let circle_masks: Vec<u32> = circle
            .iter()
            .map(|&c| board[usize::from(c)] & !PLACED)
            .collect();
        readings(&circle_masks, 0, &mut digits, &mut |digits| {
            let number = digits.iter().fold(0, |number, &d| number * 10 + d);
            let number = if digits.len() == 1 { digits[0] } else { number };
            if (least..=most).contains(&number) {
                for (slot, &digit) in kept.iter_mut().zip(digits) {
                    *slot |= 1 << (digit - 1);
                }
                smallest = smallest.min(number);
                largest = largest.max(number);
            }
        });
        let mut narrowed: Vec<(usize, u32)> = circle
            .iter()
            .zip(kept)
            .map(|(&c, keep)| (usize::from(c), keep))
            .collect();
        if largest == 0 {
            return None;
        }
        for (&cell, &mask) in shaft.iter().zip(&masks) {
            let others_least = least - low(mask);
            let others_most = most - high(mask);
            let from = smallest.saturating_sub(others_most).max(1);
            let to = largest.saturating_sub(others_least).min(32);
            let band = if from > to {
                0
            } else {
                (u32::MAX >> (32 - to)) & !((1u32 << (from - 1)) - 1)
            };
            narrowed.push((usize::from(cell), band));
        }
        changed |= keep_digits(board, narrowed.into_iter(), queue)?;
    }
    Some(changed)
}

/// Keeps in each cell of a little killer's diagonal only the digits some filling puts there: a
/// digit per cell adding up to the sum, different where two cells share a house
/// (`LittleKiller::fillings_keep`), when its cells' digits allow at most `FEW_FILLINGS` fillings
/// and that search ends; else the digits that leave a sum the other cells can reach (each between
/// its smallest and largest digit). Queues cells left with one digit. A diagonal whose digits are
/// as they were when it last kept them all (`read`) is not read again. `None` on a
/// contradiction, else whether any digit went.
fn diagonal_sums(
    board: &mut [u32],
    shape: &Shape,
    read: &mut [Vec<u32>],
    queue: &mut Vec<u16>,
) -> Option<bool> {
    let mut changed = false;
    for ((cells, sum, houses), read) in shape.diagonal_sums.iter().zip(read) {
        changed |= read_again(board, cells, read, queue, |masks| {
            let differ = |i: usize, j: usize| houses[i] & houses[j] != 0;
            Some(
                (fillings_count(masks) <= FEW_FILLINGS)
                    .then(|| LittleKiller::fillings_keep(masks, *sum, &differ))
                    .flatten()
                    .unwrap_or_else(|| LittleKiller::bounds_keep(masks, *sum)),
            )
        })?;
    }
    Some(changed)
}

/// Keeps in each cell of a sandwich's row or column only the digits some fitting option puts
/// there (`Sandwich::fillings_keep`): a crust, a digit of a set between the crusts adding up to
/// the sum, or a digit left outside. Where the sum has too many sets to list, the clue is only
/// checked once every cell of it is placed. A house whose digits are as they were when it last
/// kept them all (`read`) is not read again. Queues cells left with one digit. `None` on a
/// contradiction, else whether any digit went.
fn sandwich_sums(
    board: &mut [u32],
    shape: &Shape,
    read: &mut [Vec<u32>],
    queue: &mut Vec<u16>,
) -> Option<bool> {
    let mut changed = false;
    for ((cells, sum, sets), read) in shape.sandwiches.iter().zip(read) {
        changed |= read_again(board, cells, read, queue, |masks| match sets {
            Some(sets) => Some(Sandwich::fillings_keep(masks, masks.len(), sets)),
            None => {
                let digits: Vec<u32> = masks.iter().map(|m| m.trailing_zeros() + 1).collect();
                let placed = masks.iter().all(|m| m.count_ones() == 1);
                (!placed || !Sandwich::missed_by(&digits, *sum)).then(|| masks.to_vec())
            }
        })?;
    }
    Some(changed)
}

/// Reads a rule over `cells` again unless their digits are as they were when it last kept them
/// all (`read`): keeps in each cell only the digits `kept_of` their digits keeps there (`None`
/// when the rule is broken), queueing cells left with one digit, and remembers the digits when
/// nothing went. `None` on a contradiction, else whether any digit went.
fn read_again(
    board: &mut [u32],
    cells: &[u16],
    read: &mut Vec<u32>,
    queue: &mut Vec<u16>,
    kept_of: impl FnOnce(&[u32]) -> Option<Vec<u32>>,
) -> Option<bool> {
    let digits_of = |c: &u16| board[usize::from(*c)] & !PLACED;
    if read.len() == cells.len() && cells.iter().map(digits_of).eq(read.iter().copied()) {
        return Some(false);
    }
    let masks: Vec<u32> = cells.iter().map(digits_of).collect();
    let kept = kept_of(&masks)?;
    let cells = cells.iter().map(|&c| usize::from(c));
    let narrowed = keep_digits(board, cells.zip(kept), queue)?;
    *read = if narrowed { Vec::new() } else { masks };
    Some(narrowed)
}

/// The most fillings of an arrow's or a diagonal's candidates the search enumerates to keep only
/// the digits some filling with different digits in a house puts in each cell; above, exact sums
/// (an arrow) or bounds (a diagonal).
const FEW_FILLINGS: u32 = 512;

/// Keeps in each cell of `narrowed` only its digits in the paired mask, queueing cells left with
/// one digit. `None` when a cell is left with none, else whether any digit went.
fn keep_digits(
    board: &mut [u32],
    narrowed: impl Iterator<Item = (usize, u32)>,
    queue: &mut Vec<u16>,
) -> Option<bool> {
    let mut changed = false;
    for (cell, keep) in narrowed {
        let mask = board[cell];
        let digits = mask & !PLACED;
        let left = digits & keep;
        if left == digits {
            continue;
        }
        if left == 0 {
            return None;
        }
        board[cell] = left | (mask & PLACED);
        changed = true;
        if left.count_ones() == 1 && mask & PLACED == 0 {
            queue.push(cell as u16);
        }
    }
    Some(changed)
}

/// Calls `each` with every choice of one digit (1-based) per mask of `masks` from `at` on,
/// written into `digits`.
fn readings(masks: &[u32], at: usize, digits: &mut [u32], each: &mut impl FnMut(&[u32])) {
    let Some(&mask) = masks.get(at) else {
        each(digits);
        return;
    };
    let mut rest = mask;
    while rest != 0 {
        let bit = rest & rest.wrapping_neg();
        rest ^= bit;
        digits[at] = bit.trailing_zeros() + 1;
        readings(masks, at + 1, digits, each);
    }
}

/// Keeps in each open cell of a Killer cage only the digits of the sets that can fill its open
/// cells: different digits adding up to what the placed digits leave of the sum, one in each cell
/// among its candidates. Every such set is tried when at most `EXACT_CAGE_CELLS` cells are open;
/// a larger cage keeps the digits that leave a sum its other open cells can reach. Queues
/// cells left with one digit. `None` on a contradiction (a cage whose placed digits exceed its
/// sum, or miss it when full, or that no filling fits), else whether any digit went.
fn cage_sums(board: &mut [u32], shape: &Shape, queue: &mut Vec<u16>) -> Option<bool> {
    let mut changed = false;
    for (cells, sum) in &shape.cage_sums {
        let mut placed_sum = 0u32;
        let mut open_digits = 0u32;
        let mut open_cells = [0usize; EXACT_CAGE_CELLS];
        let mut open = 0usize;
        for &cell in cells {
            let mask = board[usize::from(cell)];
            if mask & PLACED != 0 {
                placed_sum += (mask & !PLACED).trailing_zeros() + 1;
            } else {
                if let Some(slot) = open_cells.get_mut(open) {
                    *slot = usize::from(cell);
                }
                open_digits |= mask;
                open += 1;
            }
        }
        let left = sum.checked_sub(placed_sum)?;
        if open == 0 {
            if left != 0 {
                return None;
            }
            continue;
        }
        if open <= EXACT_CAGE_CELLS {
            let open_cells = &open_cells[..open];
            let mut masks = [0u32; EXACT_CAGE_CELLS];
            for (mask, &cell) in masks.iter_mut().zip(open_cells) {
                *mask = board[cell];
            }
            let mut kept = [0u32; EXACT_CAGE_CELLS];
            let mut required = shape.full;
            let whole = fillings(
                &masks[..open],
                open_digits,
                open,
                left,
                0,
                (&mut kept[..open], &mut required),
            );
            if whole {
                changed |=
                    place_required(board, shape, cells, open_cells, &mut kept, required, queue)?;
            }
            for (place, &cell) in open_cells.iter().enumerate() {
                changed |= keep(board, cell, kept[place], queue)?;
            }
            continue;
        }
        for &cell in cells {
            let cell = usize::from(cell);
            let mask = board[cell];
            if mask & PLACED != 0 {
                continue;
            }
            let mut kept = 0u32;
            let mut digits = mask;
            while digits != 0 {
                let bit = digits & digits.wrapping_neg();
                digits &= digits - 1;
                let digit = bit.trailing_zeros() + 1;
                let others = open_digits & !bit;
                if digit <= left && makes(others, open - 1, left - digit) {
                    kept |= bit;
                }
            }
            changed |= keep(board, cell, kept, queue)?;
        }
    }
    Some(changed)
}

/// The most open cells of a cage whose fillings `cage_sums` tries one by one.
const EXACT_CAGE_CELLS: usize = 6;

/// Keeps only the digits `kept` of an open cell (queued when one is left). `None` when none is
/// left, else whether any digit went.
fn keep(board: &mut [u32], cell: usize, kept: u32, queue: &mut Vec<u16>) -> Option<bool> {
    if kept == 0 {
        return None;
    }
    if kept == board[cell] {
        return Some(false);
    }
    board[cell] = kept;
    if kept.count_ones() == 1 {
        queue.push(cell as u16);
    }
    Some(true)
}

/// Tries every set of different digits (above those in `chosen`, which it joins) that adds up to
/// `left` with `count` more digits from `digits` and fills the cells of `masks`, each with one of
/// its candidates; adds each such set's digits to `kept`, cell by cell, where the cell allows
/// them, and keeps in `required` only the digits every such set has. Stops early once every cell
/// keeps all its digits, and then answers false: `required` is only whole when it answers true.
fn fillings(
    masks: &[u32],
    digits: u32,
    count: usize,
    left: u32,
    chosen: u32,
    found: (&mut [u32], &mut u32),
) -> bool {
    let (kept, required) = found;
    if count == 0 {
        if left == 0 && fits(masks, chosen) {
            for (kept, &mask) in kept.iter_mut().zip(masks) {
                *kept |= mask & chosen;
            }
            *required &= chosen;
        }
        return true;
    }
    let mut rest = digits;
    while rest != 0 {
        let bit = rest & rest.wrapping_neg();
        rest &= rest - 1;
        let digit = bit.trailing_zeros() + 1;
        if digit > left {
            return true;
        }
        if !makes(rest, count - 1, left - digit) {
            continue;
        }
        let found = (&mut *kept, &mut *required);
        if !fillings(masks, rest, count - 1, left - digit, chosen | bit, found) {
            return false;
        }
        if kept.iter().zip(masks).all(|(&k, &m)| k == m) {
            return false;
        }
    }
    true
}

/// The digits `required` by every filling of a cage's `open_cells` (whose fillings leave them the
/// digits `kept`): one that only one open cell can take is placed there (`kept` narrowed), and
/// one that all its open cells' places see leaves the cells outside the cage that see them all.
/// `None` on a contradiction, else whether any digit went outside the cage.
fn place_required(
    board: &mut [u32],
    shape: &Shape,
    cage: &[u16],
    open_cells: &[usize],
    kept: &mut [u32],
    required: u32,
    queue: &mut Vec<u16>,
) -> Option<bool> {
    let mut changed = false;
    let mut digits = required;
    while digits != 0 {
        let bit = digits & digits.wrapping_neg();
        digits &= digits - 1;
        let mut places = open_cells
            .iter()
            .zip(kept.iter())
            .enumerate()
            .filter(|(_, (_, mask))| *mask & bit != 0)
            .map(|(place, (&cell, _))| (place, cell));
        let (first_place, first) = places.next()?;
        let others: Vec<usize> = places.map(|(_, cell)| cell).collect();
        if others.is_empty() {
            kept[first_place] = bit;
        }
        let geometry = shape.geometry;
        for &peer in geometry.peers(Cell::new(first)) {
            let index = peer.index();
            if board[index] & bit == 0
                || cage.contains(&(index as u16))
                || !others
                    .iter()
                    .all(|&other| geometry.peer_set(Cell::new(other)).contains(peer))
            {
                continue;
            }
            if board[index] & PLACED != 0 {
                return None;
            }
            changed |= keep(board, index, board[index] & !bit, queue)?;
        }
    }
    Some(changed)
}

/// Whether the cells of `masks` can take the digits of `set` one each, every cell one of its
/// candidates.
fn fits(masks: &[u32], set: u32) -> bool {
    let Some((&first, rest)) = masks.split_first() else {
        return true;
    };
    let mut options = first & set;
    while options != 0 {
        let bit = options & options.wrapping_neg();
        options &= options - 1;
        if fits(rest, set & !bit) {
            return true;
        }
    }
    false
}

/// Whether `count` different digits of the mask `digits` (bit 0 for digit 1) can add up to `sum`,
/// judged by the smallest and largest such sums.
fn makes(digits: u32, count: usize, sum: u32) -> bool {
    if count == 0 {
        return sum == 0;
    }
    if (digits.count_ones() as usize) < count {
        return false;
    }
    let mut low = 0;
    let mut rest = digits;
    for _ in 0..count {
        low += rest.trailing_zeros() + 1;
        rest &= rest - 1;
    }
    let mut high = 0;
    let mut rest = digits;
    for _ in 0..count {
        let top = 31 - rest.leading_zeros();
        high += top + 1;
        rest &= !(1 << top);
    }
    (low..=high).contains(&sum)
}

/// Finds the digits with one place left in a house and queues them there. `None` on a
/// contradiction (a digit with no place in some house, or two digits held to one cell), else
/// whether anything was queued.
fn hidden_singles(board: &mut [u32], shape: &Shape, queue: &mut Vec<u16>) -> Option<bool> {
    let mut queued = false;
    for &house in shape.geometry.houses() {
        let cells = shape.geometry.cells_of(house);
        let mut once = 0u32;
        let mut twice = 0u32;
        let mut placed = 0u32;
        for cell in cells {
            let mask = board[cell.index()];
            if mask & PLACED != 0 {
                placed |= mask & !PLACED;
            }
            let digits = mask & !PLACED;
            twice |= once & digits;
            once |= digits;
        }
        if once != shape.full {
            return None;
        }
        let singles = once & !twice & !placed;
        if singles == 0 {
            continue;
        }
        for cell in cells {
            let mask = board[cell.index()];
            let mine = mask & singles;
            if mine == 0 || mask & PLACED != 0 {
                continue;
            }
            if mine.count_ones() > 1 {
                return None;
            }
            board[cell.index()] = mine;
            queue.push(cell.index() as u16);
            queued = true;
        }
    }
    Some(queued)
}

/// Box-line reductions: a digit that a box holds to one of its rows or columns leaves the rest of
/// that line, and a digit that a line holds to one box leaves the rest of that box. `None` on a
/// contradiction, else whether anything was removed.
fn box_line(
    board: &mut [u32],
    shape: &Shape,
    unions: &mut Vec<u32>,
    queue: &mut Vec<u16>,
) -> Option<bool> {
    unions.clear();
    unions.extend(shape.intersections.iter().map(|part| {
        part.cells
            .iter()
            .map(|&c| board[c as usize])
            .filter(|&mask| mask & PLACED == 0)
            .fold(0, |acc, mask| acc | mask)
    }));
    let unions = &unions[..];
    let mut removed = false;
    for parts in &shape.line_parts {
        for (part, only) in confined(parts, unions) {
            removed |= remove(board, &shape.intersections[part].box_rest, only, queue)?;
        }
    }
    for groups in &shape.box_parts {
        for parts in groups {
            for (part, only) in confined(parts, unions) {
                removed |= remove(board, &shape.intersections[part].line_rest, only, queue)?;
            }
        }
    }
    Some(removed)
}

/// For a house split into `parts`, each part with the open digits that appear in no other part.
fn confined<'a>(parts: &'a [usize], unions: &'a [u32]) -> impl Iterator<Item = (usize, u32)> + 'a {
    let mut once = 0u32;
    let mut twice = 0u32;
    for &part in parts {
        twice |= once & unions[part];
        once |= unions[part];
    }
    let alone = once & !twice;
    parts
        .iter()
        .map(move |&part| (part, unions[part] & alone))
        .filter(|&(_, only)| only != 0)
}

/// Takes `digits` out of the open `cells`; queues a cell left with one digit. `None` when a cell
/// is left with none, else whether anything was removed.
fn remove(board: &mut [u32], cells: &[u16], digits: u32, queue: &mut Vec<u16>) -> Option<bool> {
    let mut removed = false;
    for &cell in cells {
        let mask = board[cell as usize];
        if mask & digits == 0 || mask & PLACED != 0 {
            continue;
        }
        let left = mask & !digits;
        if left == 0 {
            return None;
        }
        board[cell as usize] = left;
        removed = true;
        if left.count_ones() == 1 {
            queue.push(cell);
        }
    }
    Some(removed)
}
