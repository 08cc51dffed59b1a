//! German whispers boards: whisper lines read from f-puzzles JSON (a `whispers` array of items
//! with their `lines`, as variant solvers read them from f-puzzles files) and from the variant
//! text form, written back by every writer; bad lines and givens too close on a line refused
//! with the line named; the backtracking search keeping to the lines; Whisper Pairs, with the
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

/// A 9x9 whispers puzzle in the variant text form with these whisper lines and grid.
fn whispers_text(lines: &str, grid: &str) -> String {
    format!("variant: whispers\nwhispers:\n{lines}grid:\n{grid}\n")
}

/// The independent maker's puzzles (`data/PROVENANCE.md`), f-puzzles JSON one per line.
fn independent() -> Vec<Grid> {
    collection(
        "whispers_independent.jsonl",
        include_str!("data/whispers_independent.jsonl"),
    )
}

#[test]
fn f_puzzles_whispers_are_read_in_order_and_every_writer_keeps_them() {
    let grids = independent();
    let grid = &grids[0];
    let variant = grid.layout().variant();
    assert_eq!(variant.name(), "German whispers");
    let lines: Vec<&Line> = variant.lines_of(LineKind::Whisper).collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0].cells, [cell(1, 3), cell(1, 2)]);
    assert_eq!(lines[1].cells, [cell(2, 8), cell(2, 7), cell(2, 6)]);
    let json = write_fpuzzles(grid);
    assert!(json.contains(r#""whispers":[{"lines":[["#), "{json}");
    let text = write_sud(grid);
    assert!(
        text.starts_with("variant: German whispers\nwhispers:\n"),
        "{text}"
    );
    for written in [text, json] {
        assert_eq!(&first_grid(&written), grid, "{written}");
    }
}

#[test]
fn bad_whispers_and_givens_too_close_on_a_line_are_refused_by_name() {
    let cases = [
        (
            whispers_text("r1c1\n", EMPTY),
            "w.txt: line 2, column 1: the whisper line r1c1 cannot be on a 9x9 board: a line \
             needs two cells or more",
        ),
        (
            whispers_text("r1c1 r1c2 r1c1\n", EMPTY),
            "w.txt: line 2, column 1: the whisper line r1c1-r1c2-r1c1 cannot be on a 9x9 board: \
             it names r1c1 twice",
        ),
        (
            whispers_text("r1c2 r1c1\n", &grid_starting("14")),
            "w.txt: line 5, column 1: the whisper line r1c2-r1c1 needs digits next to each other \
             on it to differ by 5 or more, but r1c2 holds 4 and r1c1 holds 1",
        ),
        (
            whispers_text("r1c1 r1c2\n", &grid_starting("37")),
            "w.txt: line 5, column 1: the whisper line r1c1-r1c2 needs digits next to each other \
             on it to differ by 5 or more, but r1c1 holds 3 and r1c2 holds 7",
        ),
    ];
    for (text, expected) in cases {
        assert_eq!(refusal("w.txt", &text), expected, "{text}");
    }
    let apart = first_grid(&whispers_text("r1c1 r2c2 r1c3\n", &grid_starting("1.4")));
    assert_eq!(
        apart.values()[..3],
        [1, 0, 4],
        "two cells with a cell between them on the line may hold close digits"
    );
}

#[test]
fn the_search_keeps_to_the_lines_and_the_oracle_agrees() {
    for grid in &independent()[..2] {
        unique_by_its_rules_and_the_oracle(grid);
    }
}

/// A 5 never stands on a whisper line, and each digit needs a partner 5 or more away in the cell
/// next to it: beside a placed 3 only 8 and 9 stay.
#[test]
fn whisper_pairs_name_what_they_read() {
    let (message, removed) = first_step_of(
        Technique::WhisperPairs,
        &eliminated(&whispers_text("r1c1 r1c2 r2c3\n", EMPTY)),
    );
    assert_eq!(
        message,
        "Whisper Pairs: along the whisper line r1c1-r1c2-r2c3, digits next to each other differ \
         by 5 or more, and no digit from 1 to 9 is 5 or more away from 5, so 5 cannot stand on \
         the line. So r1c1 <> 5; r1c2 <> 5; r2c3 <> 5."
    );
    assert_eq!(removed, [(cell(1, 1), 5), (cell(1, 2), 5), (cell(2, 3), 5)]);
    let mut grid = eliminated(&whispers_text("r1c1 r1c2 r2c3\n", &grid_starting("3")));
    let lonely = Technique::WhisperPairs.find(&grid).expect("a step");
    lonely.apply(&mut grid);
    let (message, removed) = first_step_of(Technique::WhisperPairs, &grid);
    assert_eq!(
        message,
        "Whisper Pairs: r1c1 and r1c2 are next to each other on the whisper line \
         r1c1-r1c2-r2c3, so their digits differ by 5 or more: each digit of one cell needs a \
         partner in the other at least 5 away from it. r1c1 is 3, so r1c2's 1, 2, 4, 6 and 7 \
         have no partner there. So r1c2 <> 1, 2, 4, 6, 7."
    );
    assert_eq!(
        removed,
        [1, 2, 4, 6, 7].map(|digit| (cell(1, 2), digit)).to_vec()
    );
}

/// Whispers puzzles from a maker that shares no code with ours (`data/PROVENANCE.md`): each is
/// read, counted unique with the oracle's solution, and solved step by step without a guess,
/// every step agreeing with that solution.
#[test]
fn puzzles_made_elsewhere_are_read_counted_and_solved_soundly_without_guessing() {
    let grids = independent();
    assert_eq!(grids.len(), 40);
    assert_eq!(guessed_among(&grids), Vec::<usize>::new());
}
