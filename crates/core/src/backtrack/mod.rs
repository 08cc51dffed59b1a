//! The backtracking solver, for every board size: it answers whether a puzzle has no, one or
//! several solutions and gives the first. Classic 9x9 boards take the bitboard path in `classic`;
//! every other size takes the settling search in `general`, which stops after a budget of guesses
//! and then answers that it could not decide. Empty cells may carry reduced candidates (a
//! pencil-mark position); both searches respect them.

mod classic;
mod general;

use crate::cancel::Cancel;
use crate::model::{Cage, Grid};

/// The most guesses a search of a board of more than 81 cells makes before it gives up (and a
/// search of a cage layout the generator tries). Each guess
/// settles a board (singles and box-line reductions); a 25x25 board settles about 100,000 a
/// second on one core, so no answer takes more than about two seconds.
pub const GUESS_BUDGET: u64 = 200_000;

/// The most guesses a search of a variant board of at most 81 cells makes before it gives up:
/// ten times `GUESS_BUDGET`, so that every 9x9 is decided (the slowest seen, an empty Windoku
/// Killer with nine sums missing, takes about four seconds).
pub const SMALL_BOARD_GUESS_BUDGET: u64 = 2_000_000;

/// The guess budget of a search of `grid`'s board.
fn budget_for(grid: &Grid) -> u64 {
    if grid.layout().cell_count() <= 81 {
        SMALL_BOARD_GUESS_BUDGET
    } else {
        GUESS_BUDGET
    }
}

/// How many solutions a puzzle has, as far as anyone needs to know.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum SolutionCount {
    /// No solution.
    None,
    /// Exactly one solution.
    Unique,
    /// Two or more solutions.
    Multiple,
    /// The search gave up (its guess budget was spent, or it was cancelled) before it could tell.
    Undecided,
}

impl std::fmt::Display for SolutionCount {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            SolutionCount::None => "no solution",
            SolutionCount::Unique => "unique solution",
            SolutionCount::Multiple => "multiple solutions",
            SolutionCount::Undecided => {
                "could not decide how many solutions (the search gave up after its guess budget)"
            }
        })
    }
}

/// What a search found out about a puzzle: how many solutions it has and, when it has one, that
/// solution.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Examined {
    /// None, one, several, or undecided.
    pub count: SolutionCount,
    /// The solution, when there is exactly one.
    pub solution: Option<Grid>,
}

/// Counts the solutions of `grid` up to `limit` and keeps the first; `None` when the search gave
/// up before it could tell.
fn search(grid: &Grid, limit: usize, cancel: &Cancel) -> Option<(usize, Option<Grid>)> {
    search_within(grid, limit, budget_for(grid), cancel)
}

/// `search` with a budget of `guesses` on boards other than the classic 9x9.
fn search_within(
    grid: &Grid,
    limit: usize,
    guesses: u64,
    cancel: &Cancel,
) -> Option<(usize, Option<Grid>)> {
    let filled = |values: &[u8]| {
        let mut solved = grid.clone();
        solved.fill(values);
        solved
    };
    if classic::handles(grid) {
        let (count, first) = classic::count(grid, limit);
        return Some((count, first.map(|values| filled(&values))));
    }
    let (count, first) = general::Search::new(grid, guesses)
        .count(limit, cancel)
        .ok()?;
    Some((count, first.map(|values| filled(&values))))
}

/// The first solution of `grid` (givens and placed values kept); `None` when it has none or the
/// search gave up.
pub fn solve(grid: &Grid) -> Option<Grid> {
    search(grid, 1, &Cancel::never()).and_then(|(_, first)| first)
}

/// The first solution of `grid` that a search of at most `guesses` guesses finds (the classic
/// 9x9 needs no budget); `None` when it has none, or the budget ran out or `cancel` stopped it
/// first. The generator gives up early on a random board that is slow to complete and draws
/// another.
pub fn solve_within(grid: &Grid, guesses: u64, cancel: &Cancel) -> Option<Grid> {
    search_within(grid, 1, guesses, cancel).and_then(|(_, first)| first)
}

/// The number of solutions of `grid`, counting no further than `limit` (a limit of 2 answers
/// "is it unique?"); `None` when the search gave up before it could tell.
pub fn count_solutions(grid: &Grid, limit: usize) -> Option<usize> {
    count_solutions_or_stop(grid, limit, &Cancel::never())
}

/// `count_solutions`, also `None` when `cancel` stops the search first.
pub fn count_solutions_or_stop(grid: &Grid, limit: usize, cancel: &Cancel) -> Option<usize> {
    search(grid, limit, cancel).map(|(count, _)| count)
}

/// The number of solutions of `grid` with the Killer `cages` added to its rules (each cage's digits
/// differ and add up to its sum), counting no further than `limit`; `None` when the search gave
/// up before it could tell or `cancel` stopped it. The generator tries cage layouts this way
/// without building a board for each.
pub fn count_solutions_with_cages(
    grid: &Grid,
    cages: &[Cage],
    limit: usize,
    cancel: &Cancel,
) -> Option<usize> {
    general::Search::with_cages(grid, cages, GUESS_BUDGET)
        .count(limit, cancel)
        .ok()
        .map(|(count, _)| count)
}

/// Whether `grid` has no, one or several solutions (or the search could not tell).
pub fn solution_count(grid: &Grid) -> SolutionCount {
    examine(grid, &Cancel::never()).count
}

/// Whether `grid` has no, one or several solutions and, when one, which; undecided when the
/// search gave up or `cancel` was set.
pub fn examine(grid: &Grid, cancel: &Cancel) -> Examined {
    match search(grid, 2, cancel) {
        None => Examined {
            count: SolutionCount::Undecided,
            solution: None,
        },
        Some((0, _)) => Examined {
            count: SolutionCount::None,
            solution: None,
        },
        Some((1, solution)) => Examined {
            count: SolutionCount::Unique,
            solution,
        },
        Some(_) => Examined {
            count: SolutionCount::Multiple,
            solution: None,
        },
    }
}

/// Which grid a position's solution comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum SolvedFrom {
    /// The position itself: its digits and pencil marks.
    Position,
    /// Its digits with every candidate they leave: a removed pencil mark lost the solution.
    Digits,
    /// Its givens alone: a placed digit is wrong.
    Givens,
}

impl SolvedFrom {
    /// The grid of `position` whose solution this is (`None`: its digits break a rule).
    pub fn grid(self, position: &Grid) -> Option<Grid> {
        match self {
            SolvedFrom::Position => Some(position.clone()),
            SolvedFrom::Digits => Grid::from_givens(position.layout(), position.values()).ok(),
            SolvedFrom::Givens => Some(position.givens_only()),
        }
    }
}

/// The solution a position is measured against: the position's own; when a removed pencil mark
/// or a wrong placed digit has left it none, that of its digits alone, else that of its givens
/// alone (the puzzle the student started from), when either is unique.
pub fn examine_position(grid: &Grid, cancel: &Cancel) -> (Examined, SolvedFrom) {
    let own = examine(grid, cancel);
    if own.count != SolutionCount::None {
        return (own, SolvedFrom::Position);
    }
    [SolvedFrom::Digits, SolvedFrom::Givens]
        .into_iter()
        .filter_map(|from| Some((examine(&from.grid(grid)?, cancel), from)))
        .find(|(examined, _)| examined.count == SolutionCount::Unique)
        .unwrap_or((own, SolvedFrom::Position))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::read_str;
    use crate::model::Digit;
    use crate::model::{Cell, Layout};

    /// The general search's count, bypassing the 9x9 fast path.
    fn general_count(grid: &Grid, limit: usize) -> usize {
        general::Search::new(grid, u64::MAX)
            .count(limit, &Cancel::never())
            .expect("no budget")
            .0
    }

    fn grids(name: &str, text: &str) -> Vec<Grid> {
        let file = read_str(name, text).expect("test collection parses");
        file.puzzles.into_iter().map(|p| p.grid).collect()
    }

    fn collections() -> Vec<Grid> {
        let mut all = grids(
            "17clue-500.txt",
            include_str!("../../../../tests/data/17clue-500.txt"),
        );
        all.extend(grids(
            "forum_hardest_1106.txt",
            include_str!("../../../../tests/data/forum_hardest_1106.txt"),
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
        assert_eq!(count_solutions(&clash, 3), Some(3));
        clash.place(Cell::new(8), Digit::new(5));
        assert_eq!(count_solutions(&clash, 2), Some(0));
        assert_eq!(general_count(&clash, 2), 0);
    }

    #[test]
    fn a_count_restarts_with_caps_growing_faster_than_a_search_for_one_solution() {
        let first: Vec<u64> = general::run_caps(1).take(4).collect();
        let counting: Vec<u64> = general::run_caps(2).take(4).collect();
        assert_eq!(first, [64, 128, 256, 512]);
        assert_eq!(counting, [64, 256, 1024, 4096]);
        assert_eq!(general::run_caps(2).nth(40), Some(u64::MAX));
    }

    #[test]
    fn the_general_search_counts_every_solution_of_an_empty_4x4_and_bounds_its_work() {
        let empty = Grid::empty(Layout::new(2, 2).expect("4x4"));
        assert_eq!(general_count(&empty, 1000), 288);
        assert_eq!(count_solutions(&empty, 2), Some(2));
        let mut search =
            general::Search::new(&Grid::empty(Layout::new(5, 5).expect("25x25")), 100_000);
        assert_eq!(
            search.count(2, &Cancel::never()).map(|(count, _)| count),
            Ok(2)
        );
        assert!(
            search.nodes() < 2_000,
            "an empty 25x25 takes about as many guesses as it has cells: {}",
            search.nodes()
        );
        let mut capped = general::Search::new(&empty, 3);
        assert_eq!(
            capped.count(1000, &Cancel::never()),
            Err(general::GaveUp::Budget)
        );
        assert_eq!(capped.nodes(), 3);
    }
}
