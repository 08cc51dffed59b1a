//! Sandwich boards: clues read from f-puzzles JSON (a `sandwichsum` array of items with the
//! clue's `cell`, R0Cn above a column or RnC0 left of a row, and its `value`) and from the variant
//! text form, written back by every writer; clues in the wrong place, without a sum, twice for
//! one house or with a sum no set of digits makes, and givens that miss a clue, refused with the
//! clue named; the backtracking search holding each house to its sum; Sandwich Sums, with the
//! places, sets and removals its messages name; and puzzles from a maker that shares no code with
//! ours, solved soundly without a guess.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests state their expectations with expect

mod common;

use common::{
    EMPTY_GRID as EMPTY, cell, collection, first_grid, first_step_of, guessed_among, refusal,
    unique_by_its_rules_and_the_oracle,
};

use sudoku_stepper::format::write_fpuzzles;
use sudoku_stepper::model::{House, Sandwich};
use sudoku_stepper::{Grid, Technique, write_sud};

/// A 9x9 sandwich puzzle in the variant text form with these clues and grid.
fn sandwich_text(clues: &str, grid: &str) -> String {
    format!("variant: sandwich\nsandwich:\n{clues}grid:\n{grid}\n")
}

/// A 9x9 f-puzzles puzzle with no givens and these sandwich items.
fn sandwich_json(items: &str) -> String {
    let row = format!("[{}]", ["{}"; 9].join(","));
    let grid = format!("[{}]", [row.as_str(); 9].join(","));
    format!(r#"{{"size":9,"grid":{grid},"sandwichsum":[{items}]}}"#)
}

/// The independent maker's puzzles (`data/PROVENANCE.md`), f-puzzles JSON one per line.
fn independent() -> Vec<Grid> {
    collection(
        "sandwich_independent.jsonl",
        include_str!("data/sandwich_independent.jsonl"),
    )
}

#[test]
fn f_puzzles_clues_are_read_as_their_houses_and_every_writer_keeps_them() {
    let grids = independent();
    let grid = &grids[0];
    let variant = grid.layout().variant();
    assert_eq!(variant.name(), "sandwich");
    let clues: &[Sandwich] = variant.sandwiches.expect("clues");
    assert_eq!(clues.len(), 11);
    assert!(
        clues.contains(&Sandwich {
            house: House::Row(7),
            sum: 0,
        }),
        "R8C0 stands left of row 8"
    );
    assert!(
        clues.contains(&Sandwich {
            house: House::Col(3),
            sum: 7,
        }),
        "R0C4 stands above column 4"
    );
    let json = write_fpuzzles(grid);
    assert!(
        json.contains(r#""sandwichsum":[{"cell":"R1C0","value":"22"},"#),
        "{json}"
    );
    let text = write_sud(grid);
    assert!(
        text.starts_with("variant: sandwich\nsandwich:\n22: r1\n21: r4\n8: r5\n35: r6\n"),
        "{text}"
    );
    for written in [text, json] {
        assert_eq!(&first_grid(&written), grid, "{written}");
    }
}

#[test]
fn bad_clues_and_givens_that_miss_a_sum_are_refused_by_name() {
    let one_nine = format!("19{}", &EMPTY[2..]);
    let cases = [
        (
            sandwich_text("r3\n", EMPTY),
            "s.txt: line 3, column 1: a sandwich line reads '12: r3' or '0: c5', the sum \
             between the row's or column's 1 and largest digit, a colon and the row or column",
        ),
        (
            sandwich_text("x: r3\n", EMPTY),
            "s.txt: line 3, column 1: 'x' is not a sum; a sandwich line reads '12: r3' or '0: c5'",
        ),
        (
            sandwich_text("12: b3\n", EMPTY),
            "s.txt: line 3, column 5: 'b3' is not a row or column of the board: a sandwich \
             stands at a row (r1 to r9) or a column (c1 to c9)",
        ),
        (
            sandwich_text("12: r10\n", EMPTY),
            "s.txt: line 3, column 5: 'r10' is not a row or column of the board: a sandwich \
             stands at a row (r1 to r9) or a column (c1 to c9)",
        ),
        (
            sandwich_text("12: r3\n5: r3\n", EMPTY),
            "s.txt: line 4, column 4: row 3 has a sandwich clue already",
        ),
        (
            sandwich_text("1: c2\n", EMPTY),
            "s.txt: line 2, column 1: the sandwich 1 of column 2 cannot be: the digits between \
             its 1 and 9 are different digits from 2 to 8, and no such set adds up to 1",
        ),
        (
            sandwich_text("36: c2\n", EMPTY),
            "s.txt: line 2, column 1: the sandwich 36 of column 2 cannot be: the digits between \
             its 1 and 9 are different digits from 2 to 8, and no such set adds up to 36",
        ),
        (
            sandwich_text("5: r1\n", &one_nine),
            "s.txt: line 5, column 1: the givens of the sandwich 5 of row 1 cannot make 5 \
             between its 1 and 9",
        ),
        (
            sandwich_json(r#"{"cell":"R10C3","value":"10"}"#),
            "s.txt: f-puzzles: sandwichsum[0].cell: \"R10C3\" is not a sandwich clue's place on \
             a 9x9 grid (row 0 above a column, or column 0 left of a row)",
        ),
        (
            sandwich_json(r#"{"cell":"R0C0","value":"10"}"#),
            "s.txt: f-puzzles: sandwichsum[0].cell: \"R0C0\" is not a sandwich clue's place on \
             a 9x9 grid (row 0 above a column, or column 0 left of a row)",
        ),
        (
            sandwich_json(r#"{"cell":"R0C3"}"#),
            "s.txt: f-puzzles: sandwichsum[0].value: the sandwich clue gives no sum",
        ),
        (
            sandwich_json(r#"{"cell":"R0C3","value":"4"},{"cell":"R0C3","value":"5"}"#),
            "s.txt: f-puzzles: sandwichsum[1]: column 3 has a sandwich clue already",
        ),
    ];
    for (text, expected) in cases {
        assert_eq!(refusal("s.txt", &text), expected, "{text}");
    }
}

#[test]
fn the_search_holds_each_house_to_its_sum_and_the_oracle_agrees() {
    for grid in &independent()[..2] {
        unique_by_its_rules_and_the_oracle(grid);
    }
}

/// A 35 needs all of 2 to 8 between the crusts, so they stand at the two ends of the row; the
/// 1 placed in the middle of a row with a 0 leaves the 9 only beside it.
#[test]
fn sandwich_sums_names_the_places_the_sets_and_each_removal() {
    let (message, removed) = first_step_of(
        Technique::SandwichSums,
        &first_grid(&sandwich_text("35: r2\n", EMPTY)),
    );
    assert_eq!(
        message,
        "Sandwich Sums: the sandwich 35 of row 2 says the digits between its 1 and 9 add up to \
         35; as different digits from 2 to 8, 35 is 2+3+4+5+6+7+8 (7 cells between). The 1 can \
         go in r2c1, r2c2, r2c3, r2c4, r2c5, r2c6, r2c7, r2c8 and r2c9 and the 9 in r2c1, r2c2, \
         r2c3, r2c4, r2c5, r2c6, r2c7, r2c8 and r2c9; at such a distance they can stand in one \
         place: r2c1 and r2c9 as 1 and 9 either way, with r2c2, r2c3, r2c4, r2c5, r2c6, r2c7 \
         and r2c8 between: 2+3+4+5+6+7+8 fits. No fitting option puts these digits there. So \
         r2c1 <> 2, 3, 4, 5, 6, 7, 8; r2c2 <> 1, 9; r2c3 <> 1, 9; r2c4 <> 1, 9; r2c5 <> 1, 9; \
         r2c6 <> 1, 9; r2c7 <> 1, 9; r2c8 <> 1, 9; r2c9 <> 2, 3, 4, 5, 6, 7, 8."
    );
    let mut expected: Vec<_> = (2..=8)
        .flat_map(|col| [(cell(2, col), 1), (cell(2, col), 9)])
        .collect();
    for col in [1, 9] {
        expected.extend((2..=8).map(|digit| (cell(2, col), digit)));
    }
    expected.sort_unstable();
    assert_eq!(removed, expected);
    let middle = format!("{}1{}", &EMPTY[..40], &EMPTY[41..]);
    let mut grid = first_grid(&sandwich_text("0: c5\n", &middle));
    for row in (1..=9).filter(|&row| row != 5) {
        common::set(&mut grid, row, 5, &[2, 3, 4, 5, 6, 7, 8, 9]);
    }
    let (message, removed) = first_step_of(Technique::SandwichSums, &grid);
    assert_eq!(
        message,
        "Sandwich Sums: the sandwich 0 of column 5 says the digits between its 1 and 9 add up to \
         0; 0 means no cell between them: the 1 and the 9 stand side by side. The 1 is in \
         r5c5 and the 9 in r1c5, r2c5, r3c5, r4c5, r6c5, r7c5, r8c5 and r9c5; at such a \
         distance they can stand in 2 places: r5c5 = 1 and r4c5 = 9, with nothing between: that \
         makes 0; r5c5 = 1 and r6c5 = 9, with nothing between: that makes 0. No fitting option \
         puts these digits there. So r1c5 <> 9; r2c5 <> 9; r3c5 <> 9; r7c5 <> 9; r8c5 <> 9; \
         r9c5 <> 9."
    );
    let nines: Vec<_> = [1, 2, 3, 7, 8, 9].map(|row| (cell(row, 5), 9)).to_vec();
    assert_eq!(removed, nines);
}

/// Sandwich puzzles from a maker that shares no code with ours (`data/PROVENANCE.md`): each is
/// read, counted unique with the oracle's solution, and solved step by step without a guess,
/// every step agreeing with that solution.
#[test]
fn puzzles_made_elsewhere_are_read_counted_and_solved_soundly() {
    let grids = independent();
    assert_eq!(grids.len(), 40);
    assert_eq!(guessed_among(&grids), Vec::<usize>::new());
}
