//! The backtracking solver: exact solution counts on tdoku's test set, known solutions, and every
//! bundled size solved.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests state their expectations with expect

use std::path::Path;

use sudoku_stepper::format::{read_path, read_str};
use sudoku_stepper::{Cell, Grid, Layout, SolutionCount, count_solutions, solution_count, solve};

fn assert_valid_solution(puzzle: &Grid, solution: &Grid) {
    assert!(solution.is_solved());
    assert_eq!(solution.first_conflict(), None);
    for i in 0..puzzle.values().len() {
        let cell = Cell::new(i);
        if let Some(given) = puzzle.value(cell) {
            assert_eq!(solution.value(cell), Some(given));
        }
    }
}

#[test]
fn tdoku_test_puzzles_have_their_exact_solution_counts() {
    let text = include_str!("data/test_puzzles.txt");
    let file = read_str("test_puzzles.txt", text).expect("parses");
    let lines: Vec<&str> = text.lines().filter(|l| !l.starts_with('#')).collect();
    assert_eq!(file.puzzles.len(), 43);
    assert_eq!(lines.len(), 43);
    let mut seen = [0; 3];
    for (puzzle, line) in file.puzzles.iter().zip(&lines) {
        let fields: Vec<&str> = line.split(':').collect();
        let expected: usize = fields[1].parse().expect("a count");
        assert_eq!(
            count_solutions(&puzzle.grid, 10_000),
            Some(expected),
            "{line}"
        );
        let status = solution_count(&puzzle.grid);
        seen[match status {
            SolutionCount::None => 0,
            SolutionCount::Unique => 1,
            SolutionCount::Multiple => 2,
            SolutionCount::Undecided => panic!("{line} is small enough to decide"),
        }] += 1;
        match solve(&puzzle.grid) {
            Some(solution) => {
                assert_valid_solution(&puzzle.grid, &solution);
                if expected == 1 {
                    assert_eq!(solution.to_line(), fields[2], "{line}");
                }
            }
            None => assert_eq!(expected, 0, "{line}"),
        }
    }
    assert_eq!(seen, [10, 18, 15]);
}

#[test]
fn every_bundled_puzzle_has_a_unique_solution() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("puzzles");
    let mut checked = 0;
    for entry in std::fs::read_dir(dir).expect("puzzles/") {
        let path = entry.expect("entry").path();
        if path.extension().is_none_or(|e| e != "sud") {
            continue;
        }
        let grid = &read_path(&path).expect("parses").puzzles[0].grid;
        assert_eq!(
            solution_count(grid),
            SolutionCount::Unique,
            "{}",
            path.display()
        );
        let solution = solve(grid).expect("solvable");
        assert_valid_solution(grid, &solution);
        checked += 1;
    }
    assert_eq!(checked, 24);
}

/// Checked by hand against the grid: every row, column and box holds 1-9 and the givens agree.
const BOOK62_SOLUTION: &str =
    "964315827758462913132978645819254736623781594547693182285146379396827451471539268";

#[test]
fn book62_has_its_known_solution() {
    let text = include_str!("../puzzles/book62.sud");
    let grid = &read_str("book62.sud", text).expect("parses").puzzles[0].grid;
    let solution = solve(grid).expect("solvable");
    assert_eq!(solution.to_line(), BOOK62_SOLUTION);
}

#[test]
fn an_empty_board_has_many_solutions_and_a_broken_one_none() {
    for (rows, cols) in [(2, 2), (2, 3), (3, 3), (4, 4), (5, 5)] {
        let layout = Layout::new(rows, cols).expect("layout");
        let empty = Grid::empty(layout);
        assert_eq!(solution_count(&empty), SolutionCount::Multiple);
        let solution = solve(&empty).expect("an empty board is solvable");
        assert_valid_solution(&empty, &solution);
    }
    let mut values = vec![0u8; 16];
    values[1] = 2;
    values[2] = 3;
    values[4] = 4;
    values[8] = 1;
    let stuck = Grid::from_givens(Layout::new(2, 2).expect("2x2"), &values).expect("no repeats");
    assert_eq!(solution_count(&stuck), SolutionCount::None);
    assert_eq!(solve(&stuck), None);
}

#[test]
fn reduced_candidates_are_respected() {
    let text = include_str!("../puzzles/size-4x4.sud");
    let grid = read_str("four", text).expect("parses").puzzles[0]
        .grid
        .clone();
    let solution = solve(&grid).expect("solvable");
    let cell = (0..16)
        .map(Cell::new)
        .find(|&c| grid.value(c).is_none())
        .expect("an empty cell");
    let mut excluded = grid.clone();
    let digit = solution.value(cell).expect("solved");
    excluded.eliminate(cell, digit);
    assert_eq!(solution_count(&excluded), SolutionCount::None);
}
