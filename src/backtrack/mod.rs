//! A depth-first backtracking solver for every board size (classic 9x9 boards take the faster
//! bitboard path in `classic`). It keeps one bitmask of used digits per
//! row, column and box, branches on the most constrained cell (or on a digit that has a single place
//! left in some house), and runs on an explicit stack that is allocated once per search, never per
//! node. Empty cells may carry reduced candidates (a pencil-mark position); the search respects them.

mod classic;

use crate::model::{Cell, Grid};

/// How many solutions a puzzle has, as far as anyone needs to know.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SolutionCount {
    /// No solution.
    None,
    /// Exactly one solution.
    Unique,
    /// Two or more solutions.
    Multiple,
}

impl std::fmt::Display for SolutionCount {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            SolutionCount::None => "no solution",
            SolutionCount::Unique => "unique solution",
            SolutionCount::Multiple => "multiple solutions",
        })
    }
}

/// The first solution of `grid` (givens and placed values kept), or `None` when it has none.
pub fn solve(grid: &Grid) -> Option<Grid> {
    if classic::handles(grid) {
        return classic::solve(grid);
    }
    let mut search = Search::new(grid)?;
    if search.run(1) == 0 {
        return None;
    }
    let mut solved = grid.clone();
    solved.fill(&search.solution);
    Some(solved)
}

/// The number of solutions of `grid`, counting no further than `limit` (a limit of 2 answers
/// "is it unique?").
pub fn count_solutions(grid: &Grid, limit: usize) -> usize {
    if classic::handles(grid) {
        return classic::count(grid, limit).0;
    }
    match Search::new(grid) {
        Some(mut search) if limit > 0 => search.run(limit),
        _ => 0,
    }
}

/// Whether `grid` has no, one or several solutions.
pub fn solution_count(grid: &Grid) -> SolutionCount {
    match count_solutions(grid, 2) {
        0 => SolutionCount::None,
        1 => SolutionCount::Unique,
        _ => SolutionCount::Multiple,
    }
}

/// What the search does next at one node.
enum Choice {
    /// Every cell is filled.
    Solved,
    /// Some cell or house has no option left.
    DeadEnd,
    /// Try the digits of `mask` in the empty cell at `slot`.
    Branch { slot: usize, mask: u32 },
}

/// One level of the explicit search stack: the digits still to try in its cell and the one placed.
struct Frame {
    untried: u32,
    placed: u32,
}

struct Search {
    n: usize,
    full: u32,
    row_of: Vec<u8>,
    col_of: Vec<u8>,
    box_of: Vec<u8>,
    house_cells: Vec<Vec<u16>>,
    allowed: Vec<u32>,
    values: Vec<u8>,
    row_used: Vec<u32>,
    col_used: Vec<u32>,
    box_used: Vec<u32>,
    empties: Vec<u16>,
    options: Vec<u32>,
    stack: Vec<Frame>,
    solution: Vec<u8>,
}

impl Search {
    /// Sets up the search, or `None` when the placed values already break a rule.
    fn new(grid: &Grid) -> Option<Search> {
        let geometry = grid.geometry();
        let n = geometry.n();
        let cells = n * n;
        let mut search = Search {
            n,
            full: ((1u64 << n) - 1) as u32,
            row_of: (0..cells).map(|i| (i / n) as u8).collect(),
            col_of: (0..cells).map(|i| (i % n) as u8).collect(),
            box_of: (0..cells)
                .map(|i| geometry.box_of(Cell::new(i)) as u8)
                .collect(),
            house_cells: geometry
                .houses()
                .iter()
                .map(|&h| {
                    geometry
                        .cells_of(h)
                        .iter()
                        .map(|c| c.index() as u16)
                        .collect()
                })
                .collect(),
            allowed: (0..cells)
                .map(|i| grid.candidates(Cell::new(i)).bits())
                .collect(),
            values: grid.values().to_vec(),
            row_used: vec![0; n],
            col_used: vec![0; n],
            box_used: vec![0; n],
            empties: Vec::with_capacity(cells),
            options: vec![0; cells],
            stack: Vec::with_capacity(cells),
            solution: Vec::new(),
        };
        for i in 0..cells {
            let value = search.values[i];
            if value == 0 {
                search.empties.push(i as u16);
                continue;
            }
            let bit = 1u32 << (value - 1);
            let used = search.row_used[search.row_of[i] as usize]
                | search.col_used[search.col_of[i] as usize]
                | search.box_used[search.box_of[i] as usize];
            if used & bit != 0 {
                return None;
            }
            search.toggle(i, bit);
        }
        Some(search)
    }

    fn toggle(&mut self, cell: usize, bit: u32) {
        self.row_used[self.row_of[cell] as usize] ^= bit;
        self.col_used[self.col_of[cell] as usize] ^= bit;
        self.box_used[self.box_of[cell] as usize] ^= bit;
    }

    fn options_of(&self, cell: usize) -> u32 {
        self.allowed[cell]
            & !(self.row_used[self.row_of[cell] as usize]
                | self.col_used[self.col_of[cell] as usize]
                | self.box_used[self.box_of[cell] as usize])
    }

    /// Picks the branch with the fewest options: the empty cell with the fewest digits, or a digit
    /// that has a single place left in a house.
    fn choose(&mut self) -> Choice {
        let depth = self.stack.len();
        if depth == self.empties.len() {
            return Choice::Solved;
        }
        let mut best_slot = depth;
        let mut best_count = u32::MAX;
        for slot in depth..self.empties.len() {
            let cell = self.empties[slot] as usize;
            let options = self.options_of(cell);
            self.options[cell] = options;
            let count = options.count_ones();
            if count < best_count {
                best_count = count;
                best_slot = slot;
                if count <= 1 {
                    break;
                }
            }
        }
        if best_count == 0 {
            return Choice::DeadEnd;
        }
        if best_count == 1 {
            let mask = self.options[self.empties[best_slot] as usize];
            return Choice::Branch {
                slot: best_slot,
                mask,
            };
        }
        match self.hidden_single() {
            Some(Some((cell, bit))) => {
                let slot = (depth..self.empties.len())
                    .find(|&s| self.empties[s] == cell)
                    .unwrap_or(best_slot);
                Choice::Branch { slot, mask: bit }
            }
            Some(None) => Choice::Branch {
                slot: best_slot,
                mask: self.options[self.empties[best_slot] as usize],
            },
            None => Choice::DeadEnd,
        }
    }

    /// Looks for a digit with one place left in some house. `None` when some digit has no place
    /// left in a house (a dead end), `Some(None)` when there is no such single.
    fn hidden_single(&self) -> Option<Option<(u16, u32)>> {
        for (index, cells) in self.house_cells.iter().enumerate() {
            let used = match index / self.n {
                0 => self.row_used[index % self.n],
                1 => self.col_used[index % self.n],
                _ => self.box_used[index % self.n],
            };
            let mut once = 0u32;
            let mut twice = 0u32;
            for &cell in cells {
                if self.values[cell as usize] == 0 {
                    let options = self.options[cell as usize];
                    twice |= once & options;
                    once |= options;
                }
            }
            if (self.full & !used) & !once != 0 {
                return None;
            }
            let single = once & !twice;
            if single != 0 {
                let bit = single & single.wrapping_neg();
                let cell = cells.iter().copied().find(|&c| {
                    self.values[c as usize] == 0 && self.options[c as usize] & bit != 0
                })?;
                return Some(Some((cell, bit)));
            }
        }
        Some(None)
    }

    /// Runs the search until `limit` solutions are found or the tree is exhausted; returns the count.
    fn run(&mut self, limit: usize) -> usize {
        let mut found = 0;
        loop {
            match self.choose() {
                Choice::Solved => {
                    found += 1;
                    if found == 1 {
                        self.solution = self.values.clone();
                    }
                    if found >= limit {
                        return found;
                    }
                }
                Choice::DeadEnd => {}
                Choice::Branch { slot, mask } => {
                    let depth = self.stack.len();
                    self.empties.swap(depth, slot);
                    self.stack.push(Frame {
                        untried: mask,
                        placed: 0,
                    });
                }
            }
            if !self.advance() {
                return found;
            }
        }
    }

    /// Undoes the deepest placement and places the next untried digit, popping exhausted levels.
    /// Returns false when the whole tree has been searched.
    fn advance(&mut self) -> bool {
        while let Some(depth) = self.stack.len().checked_sub(1) {
            let cell = self.empties[depth] as usize;
            let frame = &mut self.stack[depth];
            let placed = std::mem::take(&mut frame.placed);
            let untried = frame.untried;
            if placed != 0 {
                self.values[cell] = 0;
                self.toggle(cell, placed);
            }
            if untried == 0 {
                self.stack.pop();
                continue;
            }
            let bit = untried & untried.wrapping_neg();
            let frame = &mut self.stack[depth];
            frame.untried ^= bit;
            frame.placed = bit;
            self.values[cell] = bit.trailing_zeros() as u8 + 1;
            self.toggle(cell, bit);
            return true;
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::read_str;
    use crate::model::Digit;
    use crate::model::Layout;

    /// The general search's count, bypassing the 9x9 fast path.
    fn general_count(grid: &Grid, limit: usize) -> usize {
        Search::new(grid).map_or(0, |mut search| search.run(limit))
    }

    fn grids(name: &str, text: &str) -> Vec<Grid> {
        let file = read_str(name, text).expect("test collection parses");
        file.puzzles.into_iter().map(|p| p.grid).collect()
    }

    fn collections() -> Vec<Grid> {
        let mut all = grids(
            "17clue-500.txt",
            include_str!("../../tests/data/17clue-500.txt"),
        );
        all.extend(grids(
            "forum_hardest_1106.txt",
            include_str!("../../tests/data/forum_hardest_1106.txt"),
        ));
        all
    }

    #[test]
    fn fast_path_and_general_search_agree_on_unique_puzzles() {
        let all = collections();
        assert_eq!(all.len(), 500 + 375);
        for grid in &all {
            assert_eq!(classic::count(grid, 2).0, 1, "{}", grid.to_line());
            assert_eq!(general_count(grid, 2), 1, "{}", grid.to_line());
            let solution = solve(grid).expect("solvable");
            assert!(solution.is_solved());
            assert!(solution.first_conflict().is_none());
            for index in 0..81 {
                let cell = Cell::new(index);
                if let Some(digit) = grid.value(cell) {
                    assert_eq!(solution.value(cell), Some(digit));
                }
            }
        }
    }

    #[test]
    fn fast_path_counts_as_many_solutions_as_the_general_search() {
        let mut several = 0;
        for grid in collections().iter().take(300) {
            let mut loose = grid.clone();
            let givens: Vec<Cell> = (0..81)
                .map(Cell::new)
                .filter(|&c| grid.value(c).is_some())
                .take(2)
                .collect();
            for cell in givens {
                loose.erase(cell, crate::model::Candidates::all(9));
            }
            let loose = Grid::from_givens(Layout::CLASSIC, loose.values()).expect("valid");
            let general = general_count(&loose, 20);
            assert_eq!(classic::count(&loose, 20).0, general, "{}", loose.to_line());
            if general > 1 {
                several += 1;
            }
        }
        assert!(several > 200, "{several}");
    }

    #[test]
    fn fast_path_respects_reduced_candidates_and_rejects_broken_givens() {
        for grid in collections().iter().take(200) {
            let solution = solve(grid).expect("solvable");
            let empty: Vec<Cell> = (0..81)
                .map(Cell::new)
                .filter(|&c| grid.value(c).is_none())
                .collect();
            let mut kept = grid.clone();
            let mut broken = grid.clone();
            for (i, &cell) in empty.iter().enumerate().take(30) {
                let right = solution.value(cell).expect("solved");
                let wrong = Digit::new(right.get() % 9 + 1);
                kept.eliminate(cell, wrong);
                if i == 29 {
                    broken.eliminate(cell, right);
                }
            }
            assert_eq!(classic::count(&kept, 2).0, 1);
            assert_eq!(general_count(&kept, 2), 1);
            assert_eq!(solve(&kept), Some(solution.clone()));
            assert_eq!(classic::count(&broken, 2).0, 0);
            assert_eq!(general_count(&broken, 2), 0);
        }
        let mut clash = Grid::empty(Layout::CLASSIC);
        clash.place(Cell::new(0), Digit::new(5));
        assert_eq!(count_solutions(&clash, 3), 3);
        clash.place(Cell::new(8), Digit::new(5));
        assert_eq!(count_solutions(&clash, 2), 0);
        assert_eq!(general_count(&clash, 2), 0);
    }
}
