//! Thermometer boards: thermometers read from f-puzzles JSON (as f-puzzles writes them: each
//! item's `lines`, bulb first) and from the variant text form, written back by every writer; bad
//! thermometers and givens that do not rise refused with the line named; the backtracking search
//! keeping to the rising digits; and Thermometer Bounds, with the bounds its messages give, on a
//! generated puzzle the independent oracle (`tests/common`) finds unique.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests state their expectations with expect

mod common;

use common::{
    EMPTY_GRID as EMPTY, cell, guessed_among, path_checked_against,
    unique_by_its_rules_and_the_oracle,
};

use sudoku_stepper::format::{read_str, write_fpuzzles};
use sudoku_stepper::model::{Line, LineKind};
use sudoku_stepper::{Cell, Grid, Technique, write_sud};

/// A 9x9 thermometer puzzle in the variant text form with these thermometer lines and grid.
fn thermo_text(lines: &str, grid: &str) -> String {
    format!("variant: thermo\nthermometers:\n{lines}grid:\n{grid}\n")
}

/// The error reading `text` gives.
fn refusal(text: &str) -> String {
    common::refusal("t.txt", text)
}

/// `generate --variant thermo --difficulty Easy --seed 29` (made by this program; the guide's
/// example of Thermometer Bounds), as f-puzzles JSON writes it.
const SEED_29: &str = r#"{"grid":[[{},{},{},{},{},{},{},{},{}],[{"given":true,"value":4},{},{},{"given":true,"value":9},{},{},{},{},{}],[{},{},{"given":true,"value":6},{},{},{},{"given":true,"value":4},{"given":true,"value":9},{}],[{},{},{"given":true,"value":4},{"given":true,"value":2},{},{},{},{},{}],[{},{},{"given":true,"value":2},{},{},{},{},{},{"given":true,"value":5}],[{},{},{},{},{},{"given":true,"value":7},{},{},{}],[{},{},{},{},{"given":true,"value":7},{},{},{},{}],[{},{"given":true,"value":2},{},{},{},{},{},{},{"given":true,"value":8}],[{},{"given":true,"value":1},{},{},{},{},{},{},{}]],"size":9,"thermometer":[{"lines":[["R2C2","R3C3","R2C4"]]},{"lines":[["R3C7","R2C6","R1C6","R2C7","R1C8"]]},{"lines":[["R4C1","R3C2","R3C1","R4C2"]]},{"lines":[["R5C5","R5C6","R4C6"]]},{"lines":[["R6C4","R6C3","R6C2"]]},{"lines":[["R6C5","R6C6","R6C7"]]},{"lines":[["R7C7","R8C6","R7C5"]]},{"lines":[["R8C5","R9C6","R9C7","R8C8"]]},{"lines":[["R9C1","R8C1","R7C1"]]}]}"#;

fn seed_29() -> Grid {
    read_str("seed29.json", SEED_29).expect("reads").puzzles[0]
        .grid
        .clone()
}

#[test]
fn f_puzzles_thermometers_are_read_bulb_first_and_every_writer_keeps_them() {
    let grid = seed_29();
    let variant = grid.layout().variant();
    assert_eq!(variant.name(), "thermometer");
    let thermometers: Vec<&Line> = variant.lines_of(LineKind::Thermometer).collect();
    assert_eq!(thermometers.len(), 9);
    assert_eq!(
        thermometers[1].cells,
        [cell(3, 7), cell(2, 6), cell(1, 6), cell(2, 7), cell(1, 8)]
    );
    assert_eq!(write_fpuzzles(&grid), SEED_29);
    let text = write_sud(&grid);
    assert!(
        text.starts_with("variant: thermometer\nthermometers:\nr2c2 r3c3 r2c4\nr3c7 r2c6 r1c6"),
        "{text}"
    );
    for written in [text, write_fpuzzles(&grid)] {
        let again = read_str("again.txt", &written).expect("reads back").puzzles[0]
            .grid
            .clone();
        assert_eq!(again, grid);
    }
    let branching = r#"{"size":9,"grid":[[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}]],"thermometer":[{"lines":[["R1C1","R1C2","R1C3"],["R1C1","R2C1"]]}]}"#;
    let read = read_str("b.json", branching).expect("reads").puzzles[0]
        .grid
        .clone();
    let lines: Vec<Vec<Cell>> = read
        .layout()
        .variant()
        .lines_of(LineKind::Thermometer)
        .map(|line| line.cells.clone())
        .collect();
    assert_eq!(
        lines,
        [
            vec![cell(1, 1), cell(1, 2), cell(1, 3)],
            vec![cell(1, 1), cell(2, 1)]
        ],
        "a thermometer of two branches from one bulb is two lines"
    );
}

#[test]
fn bad_thermometers_and_givens_that_do_not_rise_are_refused_by_name() {
    let cases = [
        (
            thermo_text("r1c1\n", EMPTY),
            "t.txt: line 2, column 1: the thermometer r1c1 cannot be on a 9x9 board: a line needs \
             two cells or more",
        ),
        (
            thermo_text("r1c1 r1c2 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9 r2c9\n", EMPTY),
            "t.txt: line 2, column 1: the thermometer \
             r1c1-r1c2-r1c3-r1c4-r1c5-r1c6-r1c7-r1c8-r1c9-r2c9 cannot be on a 9x9 board: its 10 \
             cells must hold rising digits, and there are at most 9",
        ),
        (
            thermo_text("r1c1 r1c2 r1c1\n", EMPTY),
            "t.txt: line 2, column 1: the thermometer r1c1-r1c2-r1c1 cannot be on a 9x9 board: \
             it names r1c1 twice",
        ),
        (
            thermo_text("r1c1 r1c0\n", EMPTY),
            "t.txt: line 3, column 6: 'r1c0' is not a cell of a 9x9 board (r1c1 to r9c9)",
        ),
        (
            thermo_text(
                "r1c1 r1c2 r1c3\n",
                "5.3..............................................................................",
            ),
            "t.txt: line 5, column 1: the thermometer r1c1-r1c2-r1c3 rises from its bulb, but r1c1 \
             holds 5 and r1c3, further along, holds 3",
        ),
    ];
    for (text, expected) in cases {
        assert_eq!(refusal(&text), expected, "{text}");
    }
    let not_a_list = SEED_29.replace(
        r#"{"lines":[["R2C2","R3C3","R2C4"]]}"#,
        r#"{"lines":"R2C2"}"#,
    );
    assert_eq!(
        refusal(&not_a_list),
        "t.txt: f-puzzles: thermometer[0].lines: expected a list, found \"R2C2\""
    );
}

#[test]
fn the_search_keeps_to_the_rising_digits_and_the_oracle_agrees() {
    let grid = seed_29();
    let answer = unique_by_its_rules_and_the_oracle(&grid);
    let steps = path_checked_against(&grid, &answer, "seed 29");
    assert!(
        steps
            .iter()
            .any(|step| step.technique == Technique::ThermometerBounds)
    );
    assert!(
        steps
            .iter()
            .all(|step| step.technique != Technique::BruteForce)
    );
}

#[test]
fn an_empty_thermometer_of_nine_cells_holds_each_cell_to_its_place_from_the_bulb() {
    let text = thermo_text("r1c1 r2c2 r3c3 r4c4 r5c5 r6c6 r7c7 r8c8 r9c9\n", EMPTY);
    let mut grid = read_str("t.txt", &text).expect("reads").puzzles[0]
        .grid
        .clone();
    let up = Technique::ThermometerBounds.find(&grid).expect("a step");
    assert_eq!(
        up.message.text(),
        "Thermometer Bounds: the digits rise along the thermometer \
         r1c1-r2c2-r3c3-r4c4-r5c5-r6c6-r7c7-r8c8-r9c9 from its bulb r1c1, so each cell holds \
         more than the cell before it. Counting up, each cell's least is its smallest candidate \
         above the least of the cell before: r1c1 is at least 1, r2c2 at least 2, r3c3 at least \
         3, r4c4 at least 4, r5c5 at least 5, r6c6 at least 6, r7c7 at least 7, r8c8 at least 8 \
         and r9c9 at least 9. So r2c2 <> 1; r3c3 <> 1, 2; r4c4 <> 1, 2, 3; r5c5 <> 1, 2, 3, 4; \
         r6c6 <> 1, 2, 3, 4, 5; r7c7 <> 1, 2, 3, 4, 5, 6; r8c8 <> 1, 2, 3, 4, 5, 6, 7; r9c9 <> \
         1, 2, 3, 4, 5, 6, 7, 8."
    );
    up.apply(&mut grid);
    let down = Technique::ThermometerBounds
        .find(&grid)
        .expect("a second step");
    assert_eq!(
        down.message.text(),
        "Thermometer Bounds: the digits rise along the thermometer \
         r1c1-r2c2-r3c3-r4c4-r5c5-r6c6-r7c7-r8c8-r9c9 from its bulb r1c1, so each cell holds \
         more than the cell before it. Counting down from the tip, each cell's most is its \
         largest candidate below the most of the cell after: r9c9 is at most 9, r8c8 at most 8, \
         r7c7 at most 7, r6c6 at most 6, r5c5 at most 5, r4c4 at most 4, r3c3 at most 3, r2c2 at \
         most 2 and r1c1 at most 1. So r1c1 <> 2, 3, 4, 5, 6, 7, 8, 9; r2c2 <> 3, 4, 5, 6, 7, 8, \
         9; r3c3 <> 4, 5, 6, 7, 8, 9; r4c4 <> 5, 6, 7, 8, 9; r5c5 <> 6, 7, 8, 9; r6c6 <> 7, 8, 9; \
         r7c7 <> 8, 9; r8c8 <> 9."
    );
    assert_eq!(up.eliminations.len() + down.eliminations.len(), 72);
    down.apply(&mut grid);
    let kept: Vec<Vec<u8>> = (1..=9)
        .map(|k| {
            grid.candidates(cell(k, k))
                .iter()
                .map(|d| d.get())
                .collect()
        })
        .collect();
    assert_eq!(kept, (1..=9).map(|k| vec![k]).collect::<Vec<_>>());
    assert!(Technique::ThermometerBounds.find(&grid).is_none());
}

#[test]
fn a_bound_chain_starts_at_the_cell_whose_own_candidate_sets_it() {
    let grid = seed_29();
    let steps = sudoku_stepper::solver::solve_steps(&grid, &Technique::DEFAULT).steps;
    let first = steps
        .iter()
        .find(|step| step.technique == Technique::ThermometerBounds)
        .expect("a thermometer step");
    assert_eq!(
        first.message.text(),
        "Thermometer Bounds: the digits rise along the thermometer r2c2-r3c3-r2c4 from its bulb \
         r2c2, so each cell holds more than the cell before it. Counting down from the tip, each \
         cell's most is its largest candidate below the most of the cell after: r3c3 is at most \
         6 and r2c2 at most 5. So r2c2 <> 7, 8."
    );
    let removed: Vec<(Cell, u8)> = first
        .eliminations
        .iter()
        .map(|c| (c.cell, c.digit.get()))
        .collect();
    assert_eq!(removed, [(cell(2, 2), 7), (cell(2, 2), 8)]);
}

/// Thermometer puzzles from a maker that shares no code with ours (`data/PROVENANCE.md`): each is
/// read, counted unique with the oracle's solution, and solved step by step, every step agreeing
/// with that solution, all without a guess.
#[test]
fn puzzles_made_elsewhere_are_read_counted_and_solved_soundly_without_guessing() {
    let grids: Vec<Grid> = read_str(
        "thermo_independent.jsonl",
        include_str!("data/thermo_independent.jsonl"),
    )
    .expect("reads")
    .puzzles
    .into_iter()
    .map(|puzzle| puzzle.grid)
    .collect();
    assert_eq!(grids.len(), 40);
    let branching = grids
        .iter()
        .filter(|grid| {
            let bulbs: Vec<Cell> = grid
                .layout()
                .variant()
                .lines_of(LineKind::Thermometer)
                .map(|line| line.cells[0])
                .collect();
            (1..bulbs.len()).any(|i| bulbs[..i].contains(&bulbs[i]))
        })
        .count();
    assert!(
        branching >= 10,
        "{branching} puzzles with a branching thermometer"
    );
    assert_eq!(guessed_among(&grids), Vec::<usize>::new());
}
