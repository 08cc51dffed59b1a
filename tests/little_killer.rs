//! Little killer boards: clues read from f-puzzles JSON (a `littlekillersum` array of items with
//! the clue's `cell` outside the grid, its `direction` and its `value`) and from the variant text
//! form, written back by every writer; clues that stand on the board, point nowhere, give no sum
//! or a sum the diagonal cannot make (its cells in one box taking different digits), and givens
//! past a clue's sum, refused with the clue named; the backtracking search holding each diagonal
//! to its sum; Little Killer Sums, with the cells and removals its messages name; and puzzles from
//! a maker that shares no code with ours, solved soundly, each guess named.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests state their expectations with expect

mod common;

use common::{
    EMPTY_GRID as EMPTY, cell, collection, first_grid, first_step_of, guessed_among, refusal,
    unique_by_its_rules_and_the_oracle,
};

use sudoku_stepper::format::write_fpuzzles;
use sudoku_stepper::model::{Direction, LittleKiller};
use sudoku_stepper::{Grid, Technique, write_sud};

/// A 9x9 little killer puzzle in the variant text form with these clues and grid.
fn little_killer_text(clues: &str, grid: &str) -> String {
    format!("variant: little killer\nlittle killer:\n{clues}grid:\n{grid}\n")
}

/// A 9x9 f-puzzles puzzle with no givens and these little killer items.
fn little_killer_json(items: &str) -> String {
    let row = format!("[{}]", ["{}"; 9].join(","));
    let grid = format!("[{}]", [row.as_str(); 9].join(","));
    format!(r#"{{"size":9,"grid":{grid},"littlekillersum":[{items}]}}"#)
}

/// The independent maker's puzzles (`data/PROVENANCE.md`), f-puzzles JSON one per line.
fn independent() -> Vec<Grid> {
    collection(
        "littlekiller_independent.jsonl",
        include_str!("data/littlekiller_independent.jsonl"),
    )
}

#[test]
fn f_puzzles_clues_are_read_as_their_diagonals_and_every_writer_keeps_them() {
    let grids = independent();
    let grid = &grids[0];
    let variant = grid.layout().variant();
    assert_eq!(variant.name(), "little killer");
    let clues: &[LittleKiller] = variant.little_killers.expect("clues");
    assert_eq!(clues.len(), 12);
    assert_eq!(
        clues[0],
        LittleKiller {
            cells: (3..=9).map(|k| cell(k - 2, k)).collect(),
            direction: Direction::DownRight,
            sum: 34,
        },
        "R0C2 DR runs from r1c3 to r7c9"
    );
    let rising = clues.iter().find(|clue| clue.sum == 36).expect("the 36");
    assert_eq!(
        (rising.direction, rising.cells.first(), rising.cells.last()),
        (Direction::UpRight, Some(&cell(7, 1)), Some(&cell(1, 7))),
        "R8C0 UR runs from r7c1 to r1c7"
    );
    let json = write_fpuzzles(grid);
    assert!(
        json.contains(r#""littlekillersum":[{"cell":"R0C2","direction":"DR","value":"34"}"#),
        "{json}"
    );
    let text = write_sud(grid);
    assert!(
        text.starts_with("variant: little killer\nlittle killer:\n34: r1c3 DR\n27: r1c5 DR\n"),
        "{text}"
    );
    for written in [text, json] {
        assert_eq!(&first_grid(&written), grid, "{written}");
    }
}

#[test]
fn bad_clues_and_givens_past_a_sum_are_refused_by_name() {
    let nine_eight_seven = format!("9{}8{}7{}", &EMPTY[..9], &EMPTY[..9], &EMPTY[21..]);
    let cases = [
        (
            little_killer_text("r1c2 DR\n", EMPTY),
            "k.txt: line 3, column 1: a little killer line reads '15: r1c2 DR', its sum, a \
             colon, the diagonal's first cell at the board's edge and the direction its arrow \
             points (UL, UR, DL or DR)",
        ),
        (
            little_killer_text("x: r1c2 DR\n", EMPTY),
            "k.txt: line 3, column 1: 'x' is not a sum; a little killer line reads '15: r1c2 DR'",
        ),
        (
            little_killer_text("15: r1c2 XX\n", EMPTY),
            "k.txt: line 3, column 10: 'XX' is not a direction; a little killer's arrow points \
             UL, UR, DL or DR",
        ),
        (
            little_killer_text("15: r1c2 r2c3 DR\n", EMPTY),
            "k.txt: line 3, column 1: a little killer line names one cell, the diagonal's first, \
             next to the clue: '15: r1c2 DR'",
        ),
        (
            little_killer_text("15: r2c2 DR\n", EMPTY),
            "k.txt: line 3, column 10: the clue before this cell pointing DR would stand on the \
             board: the diagonal's first cell lies at the board's edge, next to the clue outside \
             it",
        ),
        (
            little_killer_text("40: r1c8 DR\n", EMPTY),
            "k.txt: line 2, column 1: the little killer 40 from r1c8 to r2c9 cannot be: its 2 \
             cells hold 1 to 9 each, different where two share a house, so they add up to 3 to 17",
        ),
        (
            little_killer_text("10: r1c1 DR\n", EMPTY),
            "k.txt: line 2, column 1: the little killer 10 from r1c1 to r9c9 cannot be: its 9 \
             cells hold 1 to 9 each, different where two share a house, so they add up to 18 to \
             72",
        ),
        (
            little_killer_text("36: r1c4 DL\n", EMPTY),
            "k.txt: line 2, column 1: the little killer 36 from r1c4 to r4c1 cannot be: its 4 \
             cells hold 1 to 9 each, different where two share a house, so they add up to 5 to \
             35",
        ),
        (
            little_killer_text("20: r1c1 DR\n", &nine_eight_seven),
            "k.txt: line 5, column 1: the givens along the little killer 20 from r1c1 to r9c9 \
             cannot add up to 20",
        ),
        (
            little_killer_json(r#"{"cell":"R3C3","direction":"DR","value":"10"}"#),
            "k.txt: f-puzzles: littlekillersum[0].cell: \"R3C3\" is not a place just outside a \
             9x9 grid (row 0 or 10, or column 0 or 10)",
        ),
        (
            little_killer_json(r#"{"cell":"R0C3","direction":"XX","value":"10"}"#),
            "k.txt: f-puzzles: littlekillersum[0].direction: \"XX\" is not a direction (UL, UR, \
             DL or DR)",
        ),
        (
            little_killer_json(r#"{"cell":"R0C3","direction":"DR","value":""}"#),
            "k.txt: f-puzzles: littlekillersum[0].value: the little killer clue gives no sum",
        ),
        (
            little_killer_json(r#"{"cell":"R0C1","direction":"UL","value":"10"}"#),
            "k.txt: f-puzzles: littlekillersum[0]: the clue's arrow, pointing UL, does not lead \
             into the grid",
        ),
    ];
    for (text, expected) in cases {
        assert_eq!(refusal("k.txt", &text), expected, "{text}");
    }
    let corner = first_grid(&little_killer_json(
        r#"{"cell":"R10C10","direction":"UL","value":"45"}"#,
    ));
    let clues = corner.layout().variant().little_killers.expect("clues");
    assert_eq!(
        (clues[0].cells.len(), clues[0].cells[0], clues[0].sum),
        (9, cell(9, 9), 45),
        "a corner clue pointing inwards runs along the long diagonal"
    );
}

#[test]
fn the_search_holds_each_diagonal_to_its_sum_and_the_oracle_agrees() {
    for grid in &independent()[..2] {
        unique_by_its_rules_and_the_oracle(grid);
    }
}

/// A corner clue of 3 on two cells of one box leaves them 1 and 2; a 30 on four cells, two of
/// them in one box and the others at least 4, leaves the first at least 30 - (9 + 8 + 9) = 4.
#[test]
fn little_killer_sums_names_the_diagonal_and_the_reason_for_each_removal() {
    let (message, removed) = first_step_of(
        Technique::LittleKillerSums,
        &first_grid(&little_killer_text("3: r1c8 DR\n", EMPTY)),
    );
    assert_eq!(
        message,
        "Little Killer Sums: the little killer 3 from r1c8 to r2c9 says its diagonal's cells \
         r1c8 and r2c9 add up to 3: 2 different digits make 3 as 1+2. No set that fits has 3, 4, \
         5, 6, 7, 8 or 9. So r1c8, r2c9 <> 3, 4, 5, 6, 7, 8, 9."
    );
    let high = [3, 4, 5, 6, 7, 8, 9];
    let expected: Vec<_> = [cell(1, 8), cell(2, 9)]
        .iter()
        .flat_map(|&at| high.map(|digit| (at, digit)))
        .collect();
    assert_eq!(removed, expected);
    let mut grid = first_grid(&little_killer_text("30: r1c4 DL\n", EMPTY));
    for (row, col) in [(2, 3), (3, 2), (4, 1)] {
        common::set(&mut grid, row, col, &[4, 5, 6, 7, 8, 9]);
    }
    let (message, removed) = first_step_of(Technique::LittleKillerSums, &grid);
    assert_eq!(
        message,
        "Little Killer Sums: the little killer 30 from r1c4 to r4c1 says its diagonal's cells \
         r1c4, r2c3, r3c2 and r4c1 add up to 30. They do not all see each other, so digits may \
         repeat. r1c4 = 1, 2 or 3 would leave at least 27 for r2c3, r3c2 and r4c1, which differ \
         where two see each other, so add up to at most 9 + 8 + 9 = 26. So r1c4 <> 1, 2, 3."
    );
    assert_eq!(removed, [(cell(1, 4), 1), (cell(1, 4), 2), (cell(1, 4), 3)]);
}

/// Little killer puzzles from a maker that shares no code with ours (`data/PROVENANCE.md`): each
/// is read, counted unique with the oracle's solution, and solved step by step, every step
/// agreeing with that solution; those that need a guess (the Forcing Nets find nothing more even
/// with no limit on the propagations of the path) are minimal ones with many clues and few
/// givens, named here so that a change that solves more (or fewer) shows.
#[test]
fn puzzles_made_elsewhere_are_read_counted_and_solved_soundly() {
    let grids = independent();
    assert_eq!(grids.len(), 40);
    assert_eq!(
        guessed_among(&grids),
        [1, 6, 7, 8, 10, 14, 20, 22, 26, 28, 29, 30, 37]
    );
}
