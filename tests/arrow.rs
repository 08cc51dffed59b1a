//! Arrow boards: arrows read from f-puzzles JSON (as f-puzzles writes them: each item's `cells`
//! the circle, one cell or a pill, and its `lines` each starting at the circle) and from the
//! variant text form, written back by every writer; bad arrows and givens that miss refused with
//! the arrow named; the backtracking search keeping to the sums; Arrow Sums, with the bounds its
//! messages give (a pill's number, shaft cells that share a house); and puzzles from a maker that
//! shares no code with ours, solved soundly.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests state their expectations with expect

mod common;

use common::{
    EMPTY_GRID as EMPTY, cell, collection, first_grid as grid_of, guessed_among,
    unique_by_its_rules_and_the_oracle,
};

use sudoku_stepper::format::write_fpuzzles;
use sudoku_stepper::model::Arrow;
use sudoku_stepper::{Cell, Grid, Technique, write_sud};

/// A 9x9 arrow puzzle in the variant text form with these arrow lines and grid.
fn arrow_text(arrows: &str, grid: &str) -> String {
    format!("variant: arrow\narrows:\n{arrows}grid:\n{grid}\n")
}

/// The error reading `text` gives.
fn refusal(text: &str) -> String {
    common::refusal("a.txt", text)
}

/// The independent maker's puzzles (`data/PROVENANCE.md`), f-puzzles JSON one per line.
fn independent() -> Vec<Grid> {
    collection(
        "arrow_independent.jsonl",
        include_str!("data/arrow_independent.jsonl"),
    )
}

#[test]
fn f_puzzles_arrows_and_pills_are_read_and_every_writer_keeps_them() {
    let grids = independent();
    let grid = &grids[0];
    let arrows = grid.layout().variant().arrows.unwrap_or_default();
    assert_eq!(arrows.len(), 11);
    let pills: Vec<&Arrow> = arrows.iter().filter(|a| a.circle.len() == 2).collect();
    assert_eq!(pills.len(), 2);
    for arrow in arrows {
        let first = arrow.shaft[0];
        assert!(
            arrow.circle.iter().any(|&c| {
                let (a, b) = (c.index(), first.index());
                (a / 9).abs_diff(b / 9) <= 1 && (a % 9).abs_diff(b % 9) <= 1
            }),
            "{arrow:?}: the shaft starts beside the circle"
        );
    }
    let text = write_sud(grid);
    assert!(text.starts_with("variant: arrow\narrows:\n"), "{text}");
    for written in [text, write_fpuzzles(grid)] {
        assert_eq!(&grid_of(&written), grid);
    }
    let two_shafts = grids
        .iter()
        .find_map(|grid| {
            let arrows = grid.layout().variant().arrows.unwrap_or_default();
            (1..arrows.len())
                .find(|&i| arrows[i].circle == arrows[i - 1].circle)
                .map(|i| (arrows[i - 1].clone(), arrows[i].clone()))
        })
        .expect("a circle with two shafts");
    assert_ne!(two_shafts.0.shaft, two_shafts.1.shaft);
}

#[test]
fn bad_arrows_and_givens_that_miss_are_refused_by_name() {
    let cases = [
        (
            arrow_text("r1c1:\n", EMPTY),
            "a.txt: line 2, column 1: the arrow with circle r1c1 cannot be on a 9x9 board: its \
             shaft has no cell",
        ),
        (
            arrow_text(": r1c2\n", EMPTY),
            "a.txt: line 2, column 1: the arrow with shaft r1c2 cannot be on a 9x9 board: its \
             circle has no cell",
        ),
        (
            arrow_text("r1c1 r1c2 r1c3 r1c4: r2c1\n", EMPTY),
            "a.txt: line 2, column 1: the arrow with circle r1c1-r1c2-r1c3-r1c4 and shaft r2c1 \
             cannot be on a 9x9 board: a circle of several cells reads as one number, of at most \
             3 digits 1 to 9",
        ),
        (
            arrow_text("r1c1: r1c2 r1c1\n", EMPTY),
            "a.txt: line 2, column 1: the arrow with circle r1c1 and shaft r1c2-r1c1 cannot be on \
             a 9x9 board: it names r1c1 twice",
        ),
        (
            arrow_text("r1c1 r2c1\n", EMPTY),
            "a.txt: line 3, column 1: an arrow line reads 'r1c1: r1c2 r1c3', its circle, a colon \
             and its shaft",
        ),
        (
            arrow_text(
                "r1c1: r1c2 r1c3\n",
                "3.4..............................................................................",
            ),
            "a.txt: line 5, column 1: the givens along the arrow with circle r1c1 and shaft \
             r1c2-r1c3 cannot add up to the number in its circle",
        ),
    ];
    for (text, expected) in cases {
        assert_eq!(refusal(&text), expected, "{text}");
    }
}

#[test]
fn the_search_keeps_to_the_sums_and_the_oracle_agrees() {
    unique_by_its_rules_and_the_oracle(&independent()[1]);
}

/// An empty arrow of two cells in one row: first the circle (the shaft's two different digits
/// make at least 1 + 2), then the shaft (each at most the circle's 9 less the other's least).
#[test]
fn arrow_sums_bound_the_circle_then_the_shaft() {
    let mut grid = grid_of(&arrow_text("r1c1: r1c2 r1c3\n", EMPTY));
    let circle = Technique::ArrowSums.find(&grid).expect("a step");
    assert_eq!(
        circle.message.text(),
        "Arrow Sums: on the arrow with circle r1c1 and shaft r1c2-r1c3, the shaft's digits add \
         up to its circle's digit. The shaft adds up to at least 1 + 2 = 3 (r1c2 and r1c3 share \
         row 1, so their digits differ), so r1c1 holds 3 to 9. So r1c1 <> 1, 2."
    );
    circle.apply(&mut grid);
    let shaft = Technique::ArrowSums.find(&grid).expect("a second step");
    assert_eq!(
        shaft.message.text(),
        "Arrow Sums: on the arrow with circle r1c1 and shaft r1c2-r1c3, the shaft's digits add \
         up to its circle's digit. The circle r1c1 holds 3 to 9. So each shaft cell holds at \
         most 9 less the least the other shaft cells make: r1c2 at most 9 - 1 = 8, r1c3 at most \
         9 - 1 = 8. So r1c2 <> 9; r1c3 <> 9."
    );
    let removed: Vec<(Cell, u8)> = shaft
        .eliminations
        .iter()
        .map(|c| (c.cell, c.digit.get()))
        .collect();
    assert_eq!(removed, [(cell(1, 2), 9), (cell(1, 3), 9)]);
}

/// A pill reads its two digits as one number: three different shaft digits make at most 9 + 8
/// + 7 = 24, so the pill's first digit is 1 or 2.
#[test]
fn a_pill_reads_as_one_number() {
    let grid = grid_of(&arrow_text("r1c1 r1c2: r2c1 r2c2 r3c1\n", EMPTY));
    let step = Technique::ArrowSums.find(&grid).expect("a step");
    assert_eq!(
        step.message.text(),
        "Arrow Sums: on the arrow with circle r1c1-r1c2 and shaft r2c1-r2c2-r3c1, the shaft's \
         digits add up to the number its pill's digits read in order. The shaft adds up to at \
         most 9 + 8 + 7 = 24 (r2c1, r2c2 and r3c1 share box 1, so their digits differ), so the \
         pill r1c1-r1c2 reads 12 to 24. So r1c1 <> 3, 4, 5, 6, 7, 8, 9."
    );
}

/// Arrow puzzles from a maker that shares no code with ours (`data/PROVENANCE.md`): each is read,
/// counted unique with the oracle's solution, and solved step by step, every step agreeing with
/// that solution. Two of the forty still end in guesses: their Forcing Nets spend the solve's
/// allowance of propagations, three times the classic one on an arrow board (see the issue 68
/// note).
#[test]
fn puzzles_made_elsewhere_are_read_counted_and_solved_soundly() {
    let grids = independent();
    assert_eq!(grids.len(), 40);
    let guessed = guessed_among(&grids);
    assert_eq!(guessed, [24, 35]);
}
