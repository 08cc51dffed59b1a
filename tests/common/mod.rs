//! Helpers shared by the technique tests: cells and candidates by 1-based row and column,
//! candidate states built on an empty 9x9 board where every cell holds every candidate,
//! generated variant puzzles, the independent oracle (OR-Tools CP-SAT,
//! `tests/oracle/cpsat_variants.py`, run with the Python of `SUDOKU_ORACLE_PYTHON`, else that of
//! `target/oracle`, where the README's test command puts it) and a default solve path checked
//! against its answer, the pinned Extreme Killer, and the command-line binary.

#![allow(dead_code)]

use std::io::Write;
use std::process::Command;
use std::time::Duration;

use sudoku_stepper::cancel::Cancel;
use sudoku_stepper::format::read_str;
use sudoku_stepper::model::RuleSet;
use sudoku_stepper::model::rules::RuleData;
use sudoku_stepper::model::{House, Parity};
use sudoku_stepper::solver::solve_steps;
use sudoku_stepper::tasks::generator::{GenerateOptions, generate_within};
use sudoku_stepper::{
    Candidate, Candidates, Cell, Digit, Grid, Layout, Level, SolutionCount, Step, Technique,
    examine,
};

/// The cell at a 1-based row and column of a 9x9 board.
pub fn cell(row: usize, col: usize) -> Cell {
    Cell::new((row - 1) * 9 + col - 1)
}

/// The candidate `digit` at a 1-based row and column of a 9x9 board.
pub fn cand(row: usize, col: usize, digit: u8) -> Candidate {
    Candidate {
        cell: cell(row, col),
        digit: Digit::new(digit),
    }
}

/// An empty 9x9 board with every candidate everywhere.
pub fn empty() -> Grid {
    Grid::empty(Layout::CLASSIC)
}

/// Gives a cell exactly these candidates.
pub fn set(grid: &mut Grid, row: usize, col: usize, digits: &[u8]) {
    let mask = digits.iter().fold(Candidates::EMPTY, |mut acc, &d| {
        acc.insert(Digit::new(d));
        acc
    });
    grid.set_candidates(cell(row, col), mask);
}

/// Removes `digit` from each of `cells`.
pub fn remove(grid: &mut Grid, cells: &[(usize, usize)], digit: u8) {
    for &(row, col) in cells {
        grid.eliminate(cell(row, col), Digit::new(digit));
    }
}

/// Removes `digit` from a house's cells except the ones listed (1-based positions: columns of a
/// row, rows of a column).
pub fn keep_in_row(grid: &mut Grid, row: usize, cols: &[usize], digit: u8) {
    remove(grid, &row_cells(row, cols), digit);
}

/// Like `keep_in_row` for a column.
pub fn keep_in_col(grid: &mut Grid, col: usize, rows: &[usize], digit: u8) {
    remove(grid, &col_cells(col, rows), digit);
}

/// The cells of a row except the listed columns.
pub fn row_cells(row: usize, except: &[usize]) -> Vec<(usize, usize)> {
    (1..=9)
        .filter(|c| !except.contains(c))
        .map(|c| (row, c))
        .collect()
}

/// The cells of a column except the listed rows.
pub fn col_cells(col: usize, except: &[usize]) -> Vec<(usize, usize)> {
    (1..=9)
        .filter(|r| !except.contains(r))
        .map(|r| (r, col))
        .collect()
}

/// Every candidate of `digits` in `cells`, cell by cell.
pub fn cands(cells: &[(usize, usize)], digits: &[u8]) -> Vec<Candidate> {
    cells
        .iter()
        .flat_map(|&(r, c)| digits.iter().map(move |&d| cand(r, c, d)))
        .collect()
}

/// The list sorted (cell order, then digit).
pub fn sorted(mut list: Vec<Candidate>) -> Vec<Candidate> {
    list.sort();
    list
}

/// The eliminations of the step `technique` finds in `grid` (it must find one).
pub fn eliminations(technique: Technique, grid: &Grid) -> Vec<Candidate> {
    technique
        .find(grid)
        .unwrap_or_else(|| panic!("{technique} finds a step"))
        .eliminations
}

/// A generation time limit no test run reaches: the puzzle a test generates depends on its seed
/// alone, never on how busy the machine is (the app's one-minute limit made a test fail under
/// load).
pub const UNREACHED_LIMIT: Duration = Duration::from_secs(24 * 60 * 60);

/// Generates `count` 9x9 puzzles of `level` with `rules` (`x+jigsaw`...) from seeds 1 on.
pub fn generated(rules: &str, level: Level, count: u64) -> Vec<Grid> {
    let rules = RuleSet::parse(rules).expect("rules");
    (1..=count)
        .map(|seed| {
            let options = GenerateOptions {
                layout: Layout::CLASSIC,
                rules,
                level,
                symmetric: false,
                seed,
                practise: None,
            };
            generate_within(&options, UNREACHED_LIMIT, &Cancel::never(), |_| {})
                .expect("generated")
                .grid
        })
        .collect()
}

/// The puzzle as the oracle reads it: one JSON object, its box shape, its values and its rules,
/// each under the rule's oracle key with the rule's data (`true` for a rule with none).
pub fn oracle_line(grid: &Grid) -> String {
    let layout = grid.layout();
    let variant = layout.variant();
    let mut rules = serde_json::Map::new();
    for rule in variant.rules().rules() {
        let data = match rule.data() {
            RuleData::None => serde_json::json!(true),
            RuleData::Regions(_) => serde_json::json!(variant.regions),
            RuleData::Parity(_) => serde_json::json!(
                variant
                    .parity
                    .unwrap_or_default()
                    .iter()
                    .map(|mark| match mark {
                        Parity::Odd => "odd",
                        Parity::Even => "even",
                        Parity::Any => "",
                    })
                    .collect::<Vec<_>>()
            ),
            RuleData::Cages(_) => serde_json::json!(
                variant
                    .cages
                    .unwrap_or_default()
                    .iter()
                    .map(|cage| serde_json::json!({
                        "cells": cage.cells.iter().map(|c| c.index()).collect::<Vec<_>>(),
                        "sum": cage.sum,
                    }))
                    .collect::<Vec<_>>()
            ),
            RuleData::Arrows(_) => serde_json::json!(
                variant
                    .arrows
                    .unwrap_or_default()
                    .iter()
                    .map(|arrow| serde_json::json!({
                        "circle": arrow.circle.iter().map(|c| c.index()).collect::<Vec<_>>(),
                        "shaft": arrow.shaft.iter().map(|c| c.index()).collect::<Vec<_>>(),
                    }))
                    .collect::<Vec<_>>()
            ),
            RuleData::Pairs(marks) => {
                let mut data = serde_json::Map::new();
                let mut negative = Vec::new();
                for mark in marks.marks {
                    let pairs: Vec<Vec<usize>> = variant
                        .lines_of(mark.kind)
                        .map(|line| line.cells.iter().map(|c| c.index()).collect())
                        .collect();
                    data.insert(mark.word.to_string(), serde_json::json!(pairs));
                    if variant.negative_rule(marks, mark.kind) {
                        negative.push(mark.word);
                    }
                }
                data.insert("negative".to_string(), serde_json::json!(negative));
                serde_json::Value::Object(data)
            }
            RuleData::Diagonals(_) => serde_json::json!(
                variant
                    .little_killers
                    .unwrap_or_default()
                    .iter()
                    .map(|clue| serde_json::json!({
                        "place": clue.clue_place(layout.n()),
                        "direction": clue.direction.code(),
                        "sum": clue.sum,
                    }))
                    .collect::<Vec<_>>()
            ),
            RuleData::Sandwiches(_) => serde_json::json!(
                variant
                    .sandwiches
                    .unwrap_or_default()
                    .iter()
                    .map(|clue| {
                        let (house, index) = match clue.house {
                            House::Row(row) => ("row", row),
                            House::Col(col) => ("column", col),
                            _ => ("none", 0),
                        };
                        serde_json::json!({"house": house, "index": index, "sum": clue.sum})
                    })
                    .collect::<Vec<_>>()
            ),
            RuleData::Lines { kind, .. } => serde_json::json!(
                variant
                    .lines_of(kind)
                    .map(|line| line.cells.iter().map(|c| c.index()).collect::<Vec<_>>())
                    .collect::<Vec<_>>()
            ),
        };
        rules.insert(rule.oracle_key().to_string(), data);
    }
    serde_json::json!({
        "box": [layout.box_rows(), layout.box_cols()],
        "values": grid.values(),
        "rules": rules,
    })
    .to_string()
}

/// The oracle's answer for each of `grids`: "unique <digits>", "none" or "multiple".
pub fn oracle(grids: &[Grid]) -> Vec<String> {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!(
        "oracle-{}-{:?}",
        std::process::id(),
        std::thread::current().id()
    ));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let input = dir.join("puzzles.jsonl");
    let mut file = std::fs::File::create(&input).expect("input file");
    for grid in grids {
        writeln!(file, "{}", oracle_line(grid)).expect("written");
    }
    let python = std::env::var("SUDOKU_ORACLE_PYTHON").unwrap_or_else(|_| {
        concat!(env!("CARGO_MANIFEST_DIR"), "/target/oracle/bin/python").to_string()
    });
    let script = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/oracle/cpsat_variants.py"
    );
    let output = Command::new(&python)
        .arg(script)
        .arg(&input)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {python}: {e}"));
    assert!(
        output.status.success(),
        "the oracle failed (it needs OR-Tools: python3 -m venv target/oracle && \
         target/oracle/bin/pip install ortools): {}",
        String::from_utf8_lossy(&output.stderr)
    );
    std::fs::remove_dir_all(&dir).ok();
    String::from_utf8(output.stdout)
        .expect("text")
        .lines()
        .map(str::to_string)
        .collect()
}

/// The default solve path of `grid`, checked against the oracle's `answer`: the puzzle is unique
/// with our solution, every placement and removal of the path agrees with it, and the path ends
/// solved. `label` names the puzzle in failures.
pub fn path_checked_against(grid: &Grid, answer: &str, label: &str) -> Vec<Step> {
    path_of_checked_against(grid, &Technique::DEFAULT, answer, label)
}

/// The solve path of `grid` with `techniques` (and a guess where they stop, when they include
/// Brute Force), checked against the oracle's `answer` as `path_checked_against` checks it.
pub fn path_of_checked_against(
    grid: &Grid,
    techniques: &[Technique],
    answer: &str,
    label: &str,
) -> Vec<Step> {
    let solution = examine(grid, &Cancel::never())
        .solution
        .unwrap_or_else(|| panic!("{label}: one solution"));
    let ours: String = solution
        .values()
        .iter()
        .map(|v| char::from(b'0' + v))
        .collect();
    assert_eq!(answer, format!("unique {ours}"), "{label}");
    let steps = solve_steps(grid, techniques).steps;
    let mut position = grid.clone();
    for (number, step) in steps.iter().enumerate() {
        let placed_right = step
            .placements
            .iter()
            .all(|p| solution.value(p.cell) == Some(p.digit));
        let removed_right = step
            .eliminations
            .iter()
            .all(|e| solution.value(e.cell) != Some(e.digit));
        assert!(
            placed_right && removed_right,
            "{label} step {}: {}",
            number + 1,
            step.message.text()
        );
        step.apply(&mut position);
    }
    assert_eq!(position, solution, "{label} ends solved");
    steps
}

/// The 1-based numbers of `grids` whose default solve ends in a guess, every solve checked step
/// by step against the oracle's solution (`path_checked_against`), on two threads.
pub fn guessed_among(grids: &[Grid]) -> Vec<usize> {
    let answers = oracle(grids);
    let indexed: Vec<(usize, &Grid, &String)> = grids
        .iter()
        .zip(&answers)
        .enumerate()
        .map(|(index, (grid, answer))| (index + 1, grid, answer))
        .collect();
    std::thread::scope(|scope| {
        let workers: Vec<_> = indexed
            .chunks(indexed.len().div_ceil(2).max(1))
            .map(|chunk| {
                scope.spawn(move || {
                    chunk
                        .iter()
                        .filter(|(number, grid, answer)| {
                            path_checked_against(grid, answer, &format!("#{number}"))
                                .iter()
                                .any(|s| s.technique == Technique::BruteForce)
                        })
                        .map(|(number, _, _)| *number)
                        .collect::<Vec<usize>>()
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("a worker"))
            .collect()
    })
}

/// Runs the command-line binary with `args`: status, standard output and standard error.
pub fn run_binary(args: &[&str]) -> (i32, String, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_sudoku-stepper"))
        .args(args)
        .output()
        .expect("runs");
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// The pinned Extreme Killer of `data/killer_extreme.txt`, which the Forcing Nets solve with the
/// cages' sums.
pub fn extreme_killer() -> Grid {
    sudoku_stepper::format::read_str(
        "killer_extreme.txt",
        include_str!("../data/killer_extreme.txt"),
    )
    .expect("reads")
    .puzzles
    .remove(0)
    .grid
}

/// The generated Extreme Killers pinned for the Killer techniques beyond Innies and Outies
/// (`data/killer_generated_901.txt`, `_904.txt` and `_908.txt`, see PROVENANCE.md).
pub fn generated_extreme_killers() -> [Grid; 3] {
    [
        include_str!("../data/killer_generated_901.txt"),
        include_str!("../data/killer_generated_904.txt"),
        include_str!("../data/killer_generated_908.txt"),
    ]
    .map(|text| {
        sudoku_stepper::format::read_str("k.txt", text)
            .expect("reads")
            .puzzles
            .remove(0)
            .grid
    })
}

/// The default order with Innies and Outies and Cage/House Overlap right after Cage
/// Combinations, where they stood before Locked Candidates and the pairs were put first on
/// Killer boards: the pinned Killer tests reach those techniques on their puzzles this way.
pub fn cage_steps_first() -> Vec<Technique> {
    let moved = [Technique::InniesAndOuties, Technique::CageHouseOverlap];
    let mut order: Vec<Technique> = Technique::DEFAULT
        .iter()
        .copied()
        .filter(|t| !moved.contains(t))
        .collect();
    let after = order
        .iter()
        .position(|&t| t == Technique::CageCombinations)
        .map_or(0, |at| at + 1);
    order.splice(after..after, moved);
    order
}

/// The 81 empty cells of a 9x9 grid section.
pub const EMPTY_GRID: &str =
    ".................................................................................";

/// A 9x9 grid section with `placed` first and the other cells empty.
pub fn grid_starting(placed: &str) -> String {
    format!("{placed}{}", &EMPTY_GRID[placed.len()..])
}

/// The error reading `text` (as the file `name`) gives.
pub fn refusal(name: &str, text: &str) -> String {
    read_str(name, text).expect_err("refused").to_string()
}

/// The first puzzle read from `text` (as the file `a.txt`).
pub fn first_grid(text: &str) -> Grid {
    read_str("a.txt", text).expect("reads").puzzles[0]
        .grid
        .clone()
}

/// The first puzzle read from `text`, its placed digits taken from the candidates of the cells
/// that see them.
pub fn eliminated(text: &str) -> Grid {
    let mut grid = first_grid(text);
    if let Some(step) = Technique::CandidateElimination.find(&grid) {
        step.apply(&mut grid);
    }
    grid
}

/// Every puzzle of the collection `text` (read as the file `name`).
pub fn collection(name: &str, text: &str) -> Vec<Grid> {
    read_str(name, text)
        .expect("reads")
        .puzzles
        .into_iter()
        .map(|puzzle| puzzle.grid)
        .collect()
}

/// Asserts that our search counts `grid` unique while the same givens on a classic board are
/// not, and that the oracle finds the same one solution; returns the oracle's answer.
pub fn unique_by_its_rules_and_the_oracle(grid: &Grid) -> String {
    let examined = examine(grid, &Cancel::never());
    assert_eq!(examined.count, SolutionCount::Unique);
    let classic = Grid::from_givens(grid.layout().classic(), grid.values()).expect("givens");
    assert_eq!(
        examine(&classic, &Cancel::never()).count,
        SolutionCount::Multiple
    );
    let answers = oracle(std::slice::from_ref(grid));
    let solution = examined.solution.expect("solution");
    let digits: String = solution.values().iter().map(|d| d.to_string()).collect();
    assert_eq!(answers, [format!("unique {digits}")]);
    answers[0].clone()
}

/// The first step of `technique` on `grid`: its message and its removals as (cell, digit).
pub fn first_step_of(technique: Technique, grid: &Grid) -> (String, Vec<(Cell, u8)>) {
    let step = technique.find(grid).expect("a step");
    let removed = step
        .eliminations
        .iter()
        .map(|c| (c.cell, c.digit.get()))
        .collect();
    (step.message.text(), removed)
}
