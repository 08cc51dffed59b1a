//! Renban boards: renban lines read from f-puzzles JSON (a `renban` array of items with their
//! `lines`, as variant solvers read them from f-puzzles files) and from the variant text form,
//! written back by every writer; bad lines and givens that break a run refused with the line
//! named; the backtracking search keeping to the runs; Renban Runs, with the runs and removals
//! its messages name; and puzzles from a maker that shares no code with ours, solved soundly
//! without a guess.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests state their expectations with expect

mod common;

use common::{
    EMPTY_GRID as EMPTY, cell, collection, eliminated, first_grid, first_step_of, grid_starting,
    guessed_among, refusal, unique_by_its_rules_and_the_oracle,
};

use sudoku_stepper::format::write_fpuzzles;
use sudoku_stepper::model::{Line, LineKind};
use sudoku_stepper::{Grid, Technique, write_sud};

/// A 9x9 renban puzzle in the variant text form with these renban lines and grid.
fn renban_text(lines: &str, grid: &str) -> String {
    format!("variant: renban\nrenban:\n{lines}grid:\n{grid}\n")
}

/// The independent maker's puzzles (`data/PROVENANCE.md`), f-puzzles JSON one per line.
fn independent() -> Vec<Grid> {
    collection(
        "renban_independent.jsonl",
        include_str!("data/renban_independent.jsonl"),
    )
}

#[test]
fn f_puzzles_renban_lines_are_read_in_order_and_every_writer_keeps_them() {
    let grids = independent();
    let grid = &grids[0];
    let variant = grid.layout().variant();
    assert_eq!(variant.name(), "renban");
    let lines: Vec<&Line> = variant.lines_of(LineKind::Renban).collect();
    assert_eq!(lines.len(), 4);
    assert_eq!(
        lines[0].cells,
        [
            cell(2, 3),
            cell(2, 2),
            cell(3, 3),
            cell(3, 4),
            cell(2, 5),
            cell(2, 6)
        ]
    );
    let json = write_fpuzzles(grid);
    assert!(json.contains(r#""renban":[{"lines":[["#), "{json}");
    let text = write_sud(grid);
    assert!(text.starts_with("variant: renban\nrenban:\n"), "{text}");
    for written in [text, json] {
        assert_eq!(&first_grid(&written), grid, "{written}");
    }
}

#[test]
fn bad_renban_lines_and_givens_that_break_a_run_are_refused_by_name() {
    let cases = [
        (
            renban_text("r1c1\n", EMPTY),
            "r.txt: line 2, column 1: the renban line r1c1 cannot be on a 9x9 board: a line \
             needs two cells or more",
        ),
        (
            renban_text("r1c1 r2c1 r3c1 r4c1 r5c1 r6c1 r7c1 r8c1 r9c1 r9c2\n", EMPTY),
            "r.txt: line 2, column 1: the renban line \
             r1c1-r2c1-r3c1-r4c1-r5c1-r6c1-r7c1-r8c1-r9c1-r9c2 cannot be on a 9x9 board: its 10 \
             cells must hold different digits, and there are at most 9",
        ),
        (
            renban_text("r1c1 r2c2 r1c3\n", &grid_starting("1.4")),
            "r.txt: line 5, column 1: the renban line r1c1-r2c2-r1c3 holds a run of consecutive \
             digits, each once, but r1c1 holds 1 and r1c3 holds 4",
        ),
    ];
    for (text, expected) in cases {
        assert_eq!(refusal("r.txt", &text), expected, "{text}");
    }
    let run = first_grid(&renban_text("r1c1 r2c2 r1c3\n", &grid_starting("3.1")));
    assert_eq!(
        run.values()[..3],
        [3, 0, 1],
        "3 and 1 two cells apart on a line of three leave 2 for the middle"
    );
}

#[test]
fn the_search_keeps_to_the_runs_and_the_oracle_agrees() {
    for grid in &independent()[..2] {
        unique_by_its_rules_and_the_oracle(grid);
    }
}

/// With a 6 on a line of four, only the runs 3-6 to 6-9 fit, so 1 and 2 leave the other cells
/// (the row takes the 6 from them). On a line of three whose ends hold only 3 and 4, the ends
/// take both, so the middle holds 2 or 5.
#[test]
fn renban_runs_name_the_runs_that_fit() {
    let (message, removed) = first_step_of(
        Technique::RenbanRuns,
        &eliminated(&renban_text("r1c1 r1c2 r1c3 r1c4\n", &grid_starting("6"))),
    );
    assert_eq!(
        message,
        "Renban Runs: the renban line r1c1-r1c2-r1c3-r1c4 holds 4 consecutive digits, each once. \
         Only 3-6, 4-7, 5-8 and 6-9 fit: 1-4 to 2-5 leave out r1c1's 6. No way of giving its \
         cells different digits of those runs puts these digits there. So r1c2 <> 1, 2; r1c3 <> \
         1, 2; r1c4 <> 1, 2."
    );
    assert_eq!(
        removed,
        [(1, 2), (1, 3), (1, 4)]
            .into_iter()
            .flat_map(|(row, col)| [1, 2].map(|digit| (cell(row, col), digit)))
            .collect::<Vec<_>>()
    );
    let mut grid = first_grid(&renban_text("r1c1 r2c2 r1c3\n", EMPTY));
    for col in [1, 3] {
        common::set(&mut grid, 1, col, &[3, 4]);
    }
    let (message, removed) = first_step_of(Technique::RenbanRuns, &grid);
    assert_eq!(
        message,
        "Renban Runs: the renban line r1c1-r2c2-r1c3 holds 3 consecutive digits, each once. Only \
         2-4 and 3-5 fit: in 1-3, r1c1 and r1c3 hold only 3 between them (one digit for more \
         cells); in 4-6, r1c1 and r1c3 hold only 4 between them (one digit for more cells); in \
         5-7 to 7-9, r1c1 has no digit. No way of giving its cells different digits of those runs \
         puts these digits there. So r2c2 <> 1, 3, 4, 6, 7, 8, 9."
    );
    assert_eq!(
        removed,
        [1, 3, 4, 6, 7, 8, 9]
            .map(|digit| (cell(2, 2), digit))
            .to_vec()
    );
}

/// Renban puzzles from a maker that shares no code with ours (`data/PROVENANCE.md`): each is
/// read, counted unique with the oracle's solution, and solved step by step without a guess,
/// every step agreeing with that solution.
#[test]
fn puzzles_made_elsewhere_are_read_counted_and_solved_soundly_without_guessing() {
    let grids = independent();
    assert_eq!(grids.len(), 40);
    assert_eq!(guessed_among(&grids), Vec::<usize>::new());
}
