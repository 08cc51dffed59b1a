//! Kropki boards: white and black dots read from f-puzzles JSON (as f-puzzles writes them:
//! `difference` and `ratio` items and the `negative` list) and from the variant text form, written
//! back by every writer; bad dots and givens that break a dot refused with the dot named; the
//! backtracking search keeping to the dots and the negative rules; Kropki Dots, with the partners
//! its messages name, and Kropki Chain; and puzzles from a maker that shares no code with ours,
//! solved soundly.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests state their expectations with expect

mod common;

use common::{
    EMPTY_GRID as EMPTY, cell, collection, eliminated, first_grid as grid_of, grid_starting,
    guessed_among, refusal, unique_by_its_rules_and_the_oracle,
};

use sudoku_stepper::format::write_fpuzzles;
use sudoku_stepper::model::LineKind;
use sudoku_stepper::{Cell, Grid, Technique, write_sud};

/// A 9x9 Kropki puzzle in the variant text form with these dot lines and grid.
fn kropki_text(dots: &str, grid: &str) -> String {
    format!("variant: kropki\nkropki:\n{dots}grid:\n{grid}\n")
}

/// The independent maker's puzzles (`data/PROVENANCE.md`), f-puzzles JSON one per line.
fn independent() -> Vec<Grid> {
    collection(
        "kropki_independent.jsonl",
        include_str!("data/kropki_independent.jsonl"),
    )
}

/// How many pairs of `kind` the board of `grid` has.
fn count(grid: &Grid, kind: LineKind) -> usize {
    grid.layout().variant().lines_of(kind).count()
}

#[test]
fn f_puzzles_dots_and_negative_rules_are_read_and_every_writer_keeps_them() {
    let grids = independent();
    let counts: Vec<[usize; 4]> = grids[..3]
        .iter()
        .map(|grid| {
            [
                LineKind::WhiteDot,
                LineKind::BlackDot,
                LineKind::NoWhiteDot,
                LineKind::NoBlackDot,
            ]
            .map(|kind| count(grid, kind))
        })
        .collect();
    // 144 pairs side by side on 9x9: the undotted ones are the negative rules' pairs.
    assert_eq!(counts, [[37, 14, 93, 93], [34, 6, 104, 0], [31, 11, 0, 0]]);
    for grid in &grids[..3] {
        let text = write_sud(grid);
        assert!(
            text.starts_with("variant: Kropki\nkropki:\nwhite: "),
            "{text}"
        );
        for written in [text, write_fpuzzles(grid)] {
            assert_eq!(&grid_of(&written), grid, "{written}");
        }
    }
    let text = write_sud(&grids[1]);
    assert!(text.contains("\nnegative: white\ngrid:\n"), "{text}");
}

#[test]
fn bad_dots_and_givens_that_break_a_dot_are_refused_by_name() {
    let givens = grid_starting;
    let cases = [
        (
            kropki_text("white: r1c1 r1c3\n", EMPTY),
            "a.txt: line 2, column 1: the white dot between r1c1 and r1c3 cannot be on a 9x9 \
             board: a dot joins exactly two cells, side by side",
        ),
        (
            kropki_text("black: r1c1 r1c2 r1c3\n", EMPTY),
            "a.txt: line 2, column 1: the black dot between r1c1 and r1c2-r1c3 cannot be on a 9x9 \
             board: a dot joins exactly two cells, side by side",
        ),
        (
            kropki_text("white: r1c1 r1c2\nblack: r1c2 r1c1\n", EMPTY),
            "a.txt: line 2, column 1: the black dot between r1c2 and r1c1 cannot be on a 9x9 \
             board: another dot already joins these two cells",
        ),
        (
            kropki_text("grey: r1c1 r1c2\n", EMPTY),
            "a.txt: line 3, column 1: 'grey' is no mark here; a line reads 'white: r1c1 r1c2', a \
             mark (white, black or negative), a colon and its cells",
        ),
        (
            kropki_text("negative: white grey\n", EMPTY),
            "a.txt: line 3, column 17: 'grey' is no mark here; a line reads 'white: r1c1 r1c2', a \
             mark (white, black or negative), a colon and its cells",
        ),
        (
            kropki_text("white: r1c1 r1c2\n", &givens("13")),
            "a.txt: line 5, column 1: the white dot between r1c1 and r1c2 joins consecutive \
             digits, but r1c1 holds 1 and r1c2 holds 3",
        ),
        (
            kropki_text("black: r2c1 r2c2\nnegative: white\n", &givens("12")),
            "a.txt: line 6, column 1: the undotted pair r1c1-r1c2 may not join consecutive \
             digits, but r1c1 holds 1 and r1c2 holds 2",
        ),
    ];
    for (text, expected) in cases {
        assert_eq!(refusal("a.txt", &text), expected, "{text}");
    }
    let json = write_fpuzzles(&independent()[2]);
    let cases = [
        (
            json.replacen("\"difference\":[{", "\"difference\":[{\"value\":\"2\",", 1),
            "a.json: f-puzzles: difference[0].value: 2 is not supported; difference is read with \
             the value 1 only",
        ),
        (
            json.replacen('{', "{\"negative\":[\"thermometer\"],", 1),
            "a.json: f-puzzles: negative: the negative rule of 'thermometer' is not supported",
        ),
    ];
    for (text, expected) in cases {
        assert_eq!(refusal("a.json", &text), expected, "{text}");
    }
}

#[test]
fn the_search_keeps_to_the_dots_and_the_oracle_agrees() {
    for grid in &independent()[..3] {
        unique_by_its_rules_and_the_oracle(grid);
    }
}

/// A white dot beside a placed 3 leaves its other cell 2 or 4; a black dot takes 5, 7 and 9
/// from both its cells, which have no double or half on 9x9; an undotted pair beside a placed 5
/// under the white dots' negative rule takes 4 and 6.
#[test]
fn kropki_dots_name_the_partners_a_digit_lacks() {
    let grid = eliminated(&kropki_text(
        "white: r1c1 r1c2\n",
        &format!("3{}", &EMPTY[1..]),
    ));
    let step = Technique::KropkiDots.find(&grid).expect("a step");
    assert_eq!(
        step.message.text(),
        "Kropki Dots: the white dot between r1c1 and r1c2 joins consecutive digits, so each digit \
         of one cell needs a partner in the other that differs from it by 1. r1c1 is 3, so r1c2's \
         1, 5, 6, 7, 8 and 9 have no partner there. So r1c2 <> 1, 5, 6, 7, 8, 9."
    );
    let removed: Vec<(Cell, u8)> = step
        .eliminations
        .iter()
        .map(|c| (c.cell, c.digit.get()))
        .collect();
    assert_eq!(removed, [1, 5, 6, 7, 8, 9].map(|d| (cell(1, 2), d)));
    let grid = grid_of(&kropki_text("black: r5c5 r6c5\n", EMPTY));
    let step = Technique::KropkiDots.find(&grid).expect("a step");
    assert_eq!(
        step.message.text(),
        "Kropki Dots: the black dot between r5c5 and r6c5 joins a digit and its double, so each \
         digit of one cell needs a partner in the other that is its double or its half. r5c5's 5, \
         7 and 9 have no partner from 1 to 9 at all; r6c5's 5, 7 and 9 have no partner from 1 to \
         9 at all. So r5c5 <> 5, 7, 9; r6c5 <> 5, 7, 9."
    );
    let grid = eliminated(&kropki_text(
        "white: r9c8 r9c9\nnegative: white\n",
        &format!("5{}", &EMPTY[1..]),
    ));
    let step = Technique::KropkiDots.find(&grid).expect("a step");
    assert_eq!(
        step.message.text(),
        "Kropki Dots: the undotted pair r1c1-r1c2 holds no consecutive digits, as all dots are \
         given: each digit of one cell needs a partner in the other that does not differ from it \
         by 1. r1c1 is 5, so r1c2's 4 and 6 have no partner there. So r1c2 <> 4, 6."
    );
}

/// Two white dots in a row: the middle cell needs a different partner on each side, so it cannot
/// be 1 (whose only partner is 2) or 9 (8).
#[test]
fn a_kropki_chain_needs_two_different_partners() {
    let grid = eliminated(&kropki_text("white: r1c1 r1c2\nwhite: r1c3 r1c2\n", EMPTY));
    assert!(Technique::KropkiDots.find(&grid).is_none());
    let step = Technique::KropkiChain.find(&grid).expect("a step");
    assert_eq!(
        step.message.text(),
        "Kropki Chain: the white dot between r1c1 and r1c2 and the white dot between r1c3 and \
         r1c2 join r1c1, r1c2 and r1c3, and r1c1 and r1c3 share row 1, so their digits differ: \
         r1c2 needs a different partner on each side. r1c2 cannot be 1 or 9: in r1c1 and r1c3, \
         1's only partner is 2 and 9's only partner is 8, and the two cannot both hold one \
         digit. So r1c2 <> 1, 9."
    );
    let removed: Vec<(Cell, u8)> = step
        .eliminations
        .iter()
        .map(|c| (c.cell, c.digit.get()))
        .collect();
    assert_eq!(removed, [(cell(1, 2), 1), (cell(1, 2), 9)]);
}

/// Kropki puzzles from a maker that shares no code with ours (`data/PROVENANCE.md`): each is
/// read, counted unique with the oracle's solution, and solved step by step, every step agreeing
/// with that solution, none with a guess.
#[test]
fn puzzles_made_elsewhere_are_read_counted_and_solved_soundly() {
    let grids = independent();
    assert_eq!(grids.len(), 40);
    let guessed = guessed_among(&grids);
    assert_eq!(guessed, Vec::<usize>::new());
}
