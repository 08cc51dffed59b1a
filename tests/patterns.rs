//! The pattern techniques (single-digit patterns, wings, Remote Pair, BUG+1) on hand-built
//! candidate states: two cases each where the exact eliminations or placement are asserted, and one
//! where the technique must find nothing.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests state their expectations with expect

mod common;

use common::{cand, cands, eliminations, empty, keep_in_col, keep_in_row, remove, set};
use sudoku_stepper::{Candidates, Digit, Grid, Layout, Technique};

#[test]
fn skyscraper_on_rows_and_on_columns() {
    let mut grid = empty();
    keep_in_row(&mut grid, 1, &[1, 5], 1);
    keep_in_row(&mut grid, 4, &[1, 6], 1);
    assert_eq!(
        eliminations(Technique::Skyscraper, &grid),
        cands(&[(2, 6), (3, 6), (5, 5), (6, 5)], &[1])
    );
    let step = Technique::Skyscraper.find(&grid).expect("a skyscraper");
    assert_eq!(
        step.message.text(),
        "Skyscraper on 1: in row 1, 1 fits only in r1c1 and r1c5; in row 4, only in r4c1 and \
         r4c6. r1c1 and r4c1 see each other, so at most one of them is 1; therefore r1c5 or r4c6 \
         is 1, and 1 can be removed from every cell that sees both: r2c6, r3c6, r5c5, r6c5 <> 1."
    );

    let mut grid = empty();
    keep_in_col(&mut grid, 2, &[1, 5], 2);
    keep_in_col(&mut grid, 8, &[1, 6], 2);
    assert_eq!(
        eliminations(Technique::Skyscraper, &grid),
        cands(&[(5, 7), (5, 9), (6, 1), (6, 3)], &[2])
    );
    let mut x_wing = empty();
    keep_in_row(&mut x_wing, 1, &[1, 5], 1);
    keep_in_row(&mut x_wing, 4, &[1, 5], 1);
    assert_eq!(Technique::Skyscraper.find(&x_wing), None);
    assert_eq!(Technique::Skyscraper.find(&empty()), None);
}

#[test]
fn two_string_kite_meets_in_a_box() {
    let mut grid = empty();
    keep_in_row(&mut grid, 1, &[2, 7], 3);
    keep_in_col(&mut grid, 1, &[3, 8], 3);
    assert_eq!(
        eliminations(Technique::TwoStringKite, &grid),
        vec![cand(8, 7, 3)]
    );

    let mut grid = empty();
    keep_in_col(&mut grid, 9, &[2, 7], 4);
    keep_in_row(&mut grid, 8, &[3, 8], 4);
    assert_eq!(
        eliminations(Technique::TwoStringKite, &grid),
        vec![cand(2, 3, 4)]
    );

    let mut apart = empty();
    keep_in_row(&mut apart, 1, &[2, 7], 3);
    keep_in_col(&mut apart, 4, &[5, 8], 3);
    assert_eq!(Technique::TwoStringKite.find(&apart), None);
}

#[test]
fn turbot_fish_with_a_box_link() {
    let mut grid = empty();
    remove(
        &mut grid,
        &[(1, 1), (1, 3), (2, 1), (2, 2), (2, 3), (3, 1), (3, 2)],
        5,
    );
    keep_in_col(&mut grid, 7, &[3, 8], 5);
    assert_eq!(
        eliminations(Technique::TurbotFish, &grid),
        vec![cand(8, 2, 5)]
    );

    let mut grid = empty();
    remove(
        &mut grid,
        &[(7, 7), (7, 9), (8, 7), (8, 8), (8, 9), (9, 7), (9, 8)],
        6,
    );
    keep_in_row(&mut grid, 5, &[2, 8], 6);
    assert_eq!(
        eliminations(Technique::TurbotFish, &grid),
        vec![cand(9, 2, 6)]
    );

    let mut single_link = empty();
    keep_in_col(&mut single_link, 7, &[3, 8], 5);
    assert_eq!(Technique::TurbotFish.find(&single_link), None);
}

#[test]
fn empty_rectangle_with_a_column_link_and_with_a_row_link() {
    let mut grid = empty();
    remove(&mut grid, &[(4, 4), (4, 6), (5, 5), (6, 4), (6, 6)], 7);
    keep_in_col(&mut grid, 8, &[5, 9], 7);
    assert_eq!(
        eliminations(Technique::EmptyRectangle, &grid),
        vec![cand(9, 5, 7)]
    );
    let step = Technique::EmptyRectangle
        .find(&grid)
        .expect("an empty rectangle");
    assert_eq!(
        step.message.text(),
        "Empty Rectangle on 7: in box 5, 7 lies only in row 5 and column 5 (r4c5, r5c4, r5c6 and \
         r6c5). In column 8, 7 fits only in r5c8 and r9c8. If r5c8 is 7, row 5 has its 7 outside \
         box 5, so the 7 of box 5 is in column 5 and r9c5 cannot be 7; otherwise r9c8 is 7 and \
         sees r9c5. Either way: r9c5 <> 7."
    );

    let mut grid = empty();
    remove(&mut grid, &[(1, 1), (1, 3), (3, 1), (3, 3)], 8);
    keep_in_row(&mut grid, 7, &[2, 6], 8);
    assert_eq!(
        eliminations(Technique::EmptyRectangle, &grid),
        vec![cand(2, 6, 8)]
    );

    let mut no_link = empty();
    remove(&mut no_link, &[(1, 1), (1, 3), (3, 1), (3, 3)], 8);
    assert_eq!(Technique::EmptyRectangle.find(&no_link), None);
}

#[test]
fn w_wing_through_a_column_and_through_a_row() {
    let mut grid = empty();
    set(&mut grid, 1, 1, &[1, 2]);
    set(&mut grid, 5, 9, &[1, 2]);
    keep_in_col(&mut grid, 5, &[1, 5], 1);
    assert_eq!(
        eliminations(Technique::WWing, &grid),
        vec![cand(1, 9, 2), cand(5, 1, 2)]
    );

    let mut grid = empty();
    set(&mut grid, 2, 2, &[3, 4]);
    set(&mut grid, 8, 7, &[3, 4]);
    keep_in_row(&mut grid, 5, &[2, 7], 4);
    assert_eq!(
        eliminations(Technique::WWing, &grid),
        vec![cand(2, 7, 3), cand(8, 2, 3)]
    );

    let mut no_link = empty();
    set(&mut no_link, 1, 1, &[1, 2]);
    set(&mut no_link, 5, 9, &[1, 2]);
    assert_eq!(Technique::WWing.find(&no_link), None);
}

#[test]
fn xy_wing_in_lines_and_around_a_corner() {
    let mut grid = empty();
    set(&mut grid, 5, 5, &[1, 2]);
    set(&mut grid, 5, 1, &[1, 3]);
    set(&mut grid, 2, 5, &[2, 3]);
    assert_eq!(eliminations(Technique::XyWing, &grid), vec![cand(2, 1, 3)]);
    let step = Technique::XyWing.find(&grid).expect("an xy-wing");
    assert_eq!(
        step.message.text(),
        "XY-Wing: r5c5 holds 1 or 2. If it is 1, r5c1 (1 or 3) must be 3; if it is 2, r2c5 (2 or \
         3) must be 3. Either way one of them is 3, so 3 can be removed from every cell that sees \
         both: r2c1 <> 3."
    );

    let mut grid = empty();
    set(&mut grid, 9, 9, &[4, 5]);
    set(&mut grid, 9, 2, &[4, 6]);
    set(&mut grid, 3, 9, &[5, 6]);
    assert_eq!(eliminations(Technique::XyWing, &grid), vec![cand(3, 2, 6)]);

    let mut open = empty();
    set(&mut open, 5, 5, &[1, 2]);
    set(&mut open, 5, 1, &[1, 3]);
    set(&mut open, 2, 5, &[2, 4]);
    assert_eq!(Technique::XyWing.find(&open), None);
}

#[test]
fn xyz_wing_in_a_line_and_in_a_box() {
    let mut grid = empty();
    set(&mut grid, 5, 5, &[1, 2, 3]);
    set(&mut grid, 5, 4, &[1, 3]);
    set(&mut grid, 2, 5, &[2, 3]);
    assert_eq!(
        eliminations(Technique::XyzWing, &grid),
        vec![cand(4, 5, 3), cand(6, 5, 3)]
    );

    let mut grid = empty();
    set(&mut grid, 1, 1, &[7, 8, 9]);
    set(&mut grid, 1, 3, &[7, 9]);
    set(&mut grid, 3, 2, &[8, 9]);
    assert_eq!(
        eliminations(Technique::XyzWing, &grid),
        cands(&[(1, 2), (2, 1), (2, 2), (2, 3), (3, 1), (3, 3)], &[9])
    );

    let mut apart = empty();
    set(&mut apart, 5, 5, &[1, 2, 3]);
    set(&mut apart, 5, 4, &[1, 3]);
    set(&mut apart, 2, 6, &[2, 3]);
    assert_eq!(Technique::XyzWing.find(&apart), None);
}

#[test]
fn remote_pair_chains_of_four() {
    let mut grid = empty();
    for (row, col) in [(1, 1), (1, 5), (5, 5), (5, 9)] {
        set(&mut grid, row, col, &[2, 7]);
    }
    assert_eq!(
        eliminations(Technique::RemotePair, &grid),
        cands(&[(1, 9), (5, 1)], &[2, 7])
    );

    let mut grid = empty();
    for (row, col) in [(2, 2), (2, 8), (8, 8), (8, 3)] {
        set(&mut grid, row, col, &[4, 6]);
    }
    assert_eq!(
        eliminations(Technique::RemotePair, &grid),
        cands(&[(1, 3), (2, 3), (3, 3), (7, 2), (8, 2), (9, 2)], &[4, 6])
    );

    let mut short = empty();
    for (row, col) in [(1, 1), (1, 5), (5, 5)] {
        set(&mut short, row, col, &[2, 7]);
    }
    assert_eq!(Technique::RemotePair.find(&short), None);
}

/// A 4x4 bivalue universal grave: every cell holds its digit of one solution and of the same
/// solution with 1<->2 and 3<->4 swapped.
fn grave() -> Grid {
    let layout = Layout::new(2, 2).expect("2x2");
    let solution = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
    let mut grid = Grid::empty(layout);
    for (index, &value) in solution.iter().enumerate() {
        let pair = if value <= 2 { [1, 2] } else { [3, 4] };
        let mask = pair.iter().fold(Candidates::EMPTY, |mut acc, &d| {
            acc.insert(Digit::new(d));
            acc
        });
        grid.set_candidates(sudoku_stepper::Cell::new(index), mask);
    }
    grid
}

#[test]
fn bug_plus_one_places_the_extra_candidate() {
    let mut grid = grave();
    let corner = sudoku_stepper::Cell::new(0);
    let mut mask = grid.candidates(corner);
    mask.insert(Digit::new(3));
    grid.set_candidates(corner, mask);
    let step = Technique::BugPlusOne.find(&grid).expect("BUG+1");
    assert_eq!(
        step.placements,
        vec![sudoku_stepper::Candidate {
            cell: corner,
            digit: Digit::new(3)
        }]
    );
    assert!(
        step.message
            .text()
            .contains("Assuming the puzzle has a unique solution")
    );

    let mut grid = grave();
    let last = sudoku_stepper::Cell::new(15);
    let mut mask = grid.candidates(last);
    mask.insert(Digit::new(4));
    grid.set_candidates(last, mask);
    let step = Technique::BugPlusOne.find(&grid).expect("BUG+1");
    assert_eq!(step.placements[0].cell, last);
    assert_eq!(step.placements[0].digit, Digit::new(4));

    assert_eq!(Technique::BugPlusOne.find(&grave()), None);
    assert_eq!(Technique::BugPlusOne.find(&empty()), None);
}
