//! Palindrome boards: palindromes read from f-puzzles JSON (a `palindrome` array of items with
//! their `lines`) and from the variant text form, written back by every writer; bad lines, mirror
//! cells in one house and givens that break a palindrome refused with the line named; the
//! backtracking search keeping the mirror cells equal; Palindrome Mirror, with the cells and
//! removals its messages name; and puzzles from a maker that shares no code with ours, solved
//! soundly without a guess.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests state their expectations with expect

mod common;

use common::{
    EMPTY_GRID as EMPTY, cell, collection, eliminated, first_grid, first_step_of, grid_starting,
    guessed_among, refusal, unique_by_its_rules_and_the_oracle,
};

use sudoku_stepper::format::write_fpuzzles;
use sudoku_stepper::model::{Line, LineKind};
use sudoku_stepper::{Grid, Technique, write_sud};

/// A 9x9 palindrome puzzle in the variant text form with these palindromes and grid.
fn palindrome_text(lines: &str, grid: &str) -> String {
    format!("variant: palindrome\npalindrome:\n{lines}grid:\n{grid}\n")
}

/// The independent maker's puzzles (`data/PROVENANCE.md`), f-puzzles JSON one per line.
fn independent() -> Vec<Grid> {
    collection(
        "palindrome_independent.jsonl",
        include_str!("data/palindrome_independent.jsonl"),
    )
}

#[test]
fn f_puzzles_palindromes_are_read_with_their_cells_in_order_and_every_writer_keeps_them() {
    let grids = independent();
    let grid = &grids[0];
    let variant = grid.layout().variant();
    assert_eq!(variant.name(), "palindrome");
    let lines: Vec<&Line> = variant.lines_of(LineKind::Palindrome).collect();
    assert_eq!(lines.len(), 4);
    assert_eq!(
        lines[0].cells,
        [
            cell(1, 8),
            cell(2, 9),
            cell(3, 8),
            cell(3, 9),
            cell(4, 9),
            cell(5, 8),
            cell(4, 7)
        ]
    );
    let json = write_fpuzzles(grid);
    assert!(json.contains(r#""palindrome":[{"lines":[["#), "{json}");
    let text = write_sud(grid);
    assert!(
        text.starts_with("variant: palindrome\npalindrome:\n"),
        "{text}"
    );
    for written in [text, json] {
        assert_eq!(&first_grid(&written), grid, "{written}");
    }
}

#[test]
fn bad_palindromes_and_givens_that_break_one_are_refused_by_name() {
    let givens = format!("1{}2{}", &EMPTY[..11], &EMPTY[..68]);
    let cases = [
        (
            palindrome_text("r1c1\n", EMPTY),
            "p.txt: line 2, column 1: the palindrome r1c1 cannot be on a 9x9 board: a line needs \
             two cells or more",
        ),
        (
            palindrome_text("r1c1 r2c2 r2c3 r1c4\n", EMPTY),
            "p.txt: line 2, column 1: the palindrome r1c1-r2c2-r2c3-r1c4 cannot be on a 9x9 \
             board: its mirror cells r1c1 and r1c4 must hold the same digit, but they share row 1",
        ),
        (
            palindrome_text("r1c1 r2c2 r2c3 r2c4\n", EMPTY),
            "p.txt: line 2, column 1: the palindrome r1c1-r2c2-r2c3-r2c4 cannot be on a 9x9 \
             board: its mirror cells r2c2 and r2c3 must hold the same digit, but they share row 2",
        ),
        (
            palindrome_text("r1c4 r2c3 r3c3 r3c4 r2c6\n", EMPTY),
            "p.txt: line 2, column 1: the palindrome r1c4-r2c3-r3c3-r3c4-r2c6 cannot be on a 9x9 \
             board: its mirror cells r1c4 and r2c6 must hold the same digit, but they share box 2",
        ),
        (
            palindrome_text("r1c1 r2c2 r2c4\n", &givens),
            "p.txt: line 5, column 1: the palindrome r1c1-r2c2-r2c4 reads the same both ways, but \
             r1c1 holds 1 and its mirror cell r2c4 holds 2",
        ),
    ];
    for (text, expected) in cases {
        assert_eq!(refusal("p.txt", &text), expected, "{text}");
    }
    let equal = format!("1{}1{}", &EMPTY[..11], &EMPTY[..68]);
    let mirrored = first_grid(&palindrome_text("r1c1 r2c2 r2c4\n", &equal));
    assert_eq!(
        (mirrored.values()[0], mirrored.values()[12]),
        (1, 1),
        "mirror cells given the same digit are read"
    );
}

#[test]
fn the_search_keeps_the_mirror_cells_equal_and_the_oracle_agrees() {
    for grid in &independent()[..2] {
        unique_by_its_rules_and_the_oracle(grid);
    }
}

/// With r1c1 given 7 on the palindrome r1c1-r2c2-r2c4, its mirror r2c4 loses every other digit
/// (the box, row and column have taken nothing from it yet). Between two open mirror cells, each
/// loses what the other lacks, the ends first, then the next pair in.
#[test]
fn palindrome_mirror_names_the_mirror_cells_and_the_digits_they_share() {
    let (message, removed) = first_step_of(
        Technique::PalindromeMirror,
        &eliminated(&palindrome_text("r1c1 r2c2 r2c4\n", &grid_starting("7"))),
    );
    assert_eq!(
        message,
        "Palindrome Mirror: r1c1 and r2c4 are the two ends of the palindrome r1c1-r2c2-r2c4, \
         which reads the same both ways, so they hold the same digit: only 7 can stand in both. \
         So r2c4 <> 1, 2, 3, 4, 5, 6, 8, 9."
    );
    assert_eq!(
        removed,
        [1, 2, 3, 4, 5, 6, 8, 9]
            .map(|digit| (cell(2, 4), digit))
            .to_vec()
    );
    let mut grid = first_grid(&palindrome_text("r3c1 r2c2 r1c3 r2c4 r3c5 r4c6\n", EMPTY));
    common::set(&mut grid, 1, 3, &[1, 2, 5]);
    common::set(&mut grid, 2, 4, &[2, 5, 8]);
    let (message, removed) = first_step_of(Technique::PalindromeMirror, &grid);
    assert_eq!(
        message,
        "Palindrome Mirror: r1c3 and r2c4 are 2 cells in from the two ends of the palindrome \
         r3c1-r2c2-r1c3-r2c4-r3c5-r4c6, which reads the same both ways, so they hold the same \
         digit: only 2 or 5 can stand in both. So r1c3 <> 1; r2c4 <> 8."
    );
    assert_eq!(removed, [(cell(1, 3), 1), (cell(2, 4), 8)]);
}

/// Palindrome puzzles from a maker that shares no code with ours (`data/PROVENANCE.md`): each is
/// read, counted unique with the oracle's solution, and solved step by step without a guess,
/// every step agreeing with that solution.
#[test]
fn puzzles_made_elsewhere_are_read_counted_and_solved_soundly_without_guessing() {
    let grids = independent();
    assert_eq!(grids.len(), 40);
    assert_eq!(guessed_among(&grids), Vec::<usize>::new());
}
