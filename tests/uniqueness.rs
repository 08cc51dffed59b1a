//! Uniqueness techniques on hand-built boards: Uniqueness Test 5 (no collection position found
//! one), and Avoidable Rectangles, whose corners are filled in by the solver (not givens) and which
//! a pencil-mark fixture cannot describe. Two exact cases per technique, and cases that must find
//! nothing. The other uniqueness techniques have collection fixtures in `cases.rs`.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests state their expectations with expect

mod common;

use common::{cand, cands, cell, eliminations, empty, keep_in_col, keep_in_row, set};
use sudoku_stepper::{Digit, Grid, Layout, Technique};

/// An empty 9x9 board whose only given is r9c9 = 9, with the listed digits filled in (not given).
fn board_with_found(found: &[(usize, usize, u8)]) -> Grid {
    let mut values = vec![0u8; 81];
    values[80] = 9;
    let mut grid = Grid::from_givens(Layout::CLASSIC, &values).expect("valid");
    for &(r, c, d) in found {
        grid.place(cell(r, c), Digit::new(d));
    }
    grid
}

#[test]
fn avoidable_rectangle_type_1() {
    let grid = board_with_found(&[(1, 1, 1), (1, 4, 2), (2, 1, 2)]);
    assert_eq!(
        eliminations(Technique::AvoidableRectangle1, &grid),
        vec![cand(2, 4, 1)]
    );
    let step = Technique::AvoidableRectangle1
        .find(&grid)
        .expect("an avoidable rectangle");
    assert_eq!(
        step.message.text(),
        "Avoidable Rectangle Type 1: assuming the puzzle has a unique solution, r1c4 = 2, r2c1 = 2 \
         and r1c1 = 1 were found by the solver, not given; if r2c4 were 1, the four corners could \
         swap 1 and 2 and the puzzle would have two solutions. So r2c4 <> 1."
    );

    let grid = board_with_found(&[(4, 3, 5), (7, 2, 5), (7, 3, 6)]);
    assert_eq!(
        eliminations(Technique::AvoidableRectangle1, &grid),
        vec![cand(4, 2, 6)]
    );
}

#[test]
fn avoidable_rectangle_type_1_needs_found_corners() {
    let mut values = vec![0u8; 81];
    values[0] = 1;
    let mut grid = Grid::from_givens(Layout::CLASSIC, &values).expect("valid");
    grid.place(cell(1, 4), Digit::new(2));
    grid.place(cell(2, 1), Digit::new(2));
    assert_eq!(Technique::AvoidableRectangle1.find(&grid), None);

    let mut no_givens = Grid::empty(Layout::CLASSIC);
    for (r, c, d) in [(1, 1, 1), (1, 4, 2), (2, 1, 2)] {
        no_givens.place(cell(r, c), Digit::new(d));
    }
    assert_eq!(Technique::AvoidableRectangle1.find(&no_givens), None);
}

#[test]
fn avoidable_rectangle_type_2() {
    let mut grid = board_with_found(&[(1, 1, 1), (1, 4, 2)]);
    set(&mut grid, 2, 1, &[2, 7]);
    set(&mut grid, 2, 4, &[1, 7]);
    keep_in_row(&mut grid, 2, &[1, 4, 9], 7);
    assert_eq!(
        eliminations(Technique::AvoidableRectangle2, &grid),
        vec![cand(2, 9, 7)]
    );
    let step = Technique::AvoidableRectangle2
        .find(&grid)
        .expect("an avoidable rectangle");
    assert_eq!(
        step.message.text(),
        "Avoidable Rectangle Type 2: assuming the puzzle has a unique solution, r1c1 = 1 and r1c4 \
         = 2 were found by the solver, not given; if neither r2c1 nor r2c4 were 7, they would be 2 \
         and 1, and the four corners could swap 1 and 2. So one of them is 7, and every cell that \
         sees both loses it: r2c9 <> 7."
    );

    let mut grid = board_with_found(&[(1, 1, 3), (4, 1, 4)]);
    set(&mut grid, 1, 2, &[4, 8]);
    set(&mut grid, 4, 2, &[3, 8]);
    keep_in_col(&mut grid, 2, &[1, 4, 7], 8);
    assert_eq!(
        eliminations(Technique::AvoidableRectangle2, &grid),
        vec![cand(7, 2, 8)]
    );

    let mut other_extras = board_with_found(&[(1, 1, 3), (4, 1, 4)]);
    set(&mut other_extras, 1, 2, &[4, 8]);
    set(&mut other_extras, 4, 2, &[3, 6]);
    assert_eq!(Technique::AvoidableRectangle2.find(&other_extras), None);
}

#[test]
fn uniqueness_test_5_with_diagonal_or_three_extra_corners() {
    let mut grid = empty();
    set(&mut grid, 1, 1, &[1, 2]);
    set(&mut grid, 2, 4, &[1, 2]);
    set(&mut grid, 1, 4, &[1, 2, 3]);
    set(&mut grid, 2, 1, &[1, 2, 3]);
    assert_eq!(
        eliminations(Technique::UniquenessTest5, &grid),
        cands(&[(1, 2), (1, 3), (2, 5), (2, 6)], &[3])
    );
    let step = Technique::UniquenessTest5.find(&grid).expect("a type 5");
    assert_eq!(
        step.message.text(),
        "Uniqueness Test 5: assuming the puzzle has a unique solution, no four cells at the \
         corners of a rectangle over two boxes may end up holding only 1 and 2 (the two digits \
         could be swapped). Here r1c1, r1c4, r2c1 and r2c4 all hold 1 and 2; r1c1 and r2c4 hold \
         nothing else; r1c4 and r2c1 also hold 3, and one of them must be 3 (else the rectangle would be deadly), so no cell that \
         sees them all can be 3. So r1c2, r1c3, r2c5, r2c6 <> 3."
    );

    let mut grid = empty();
    set(&mut grid, 1, 1, &[1, 2]);
    for (r, c) in [(1, 4), (2, 1), (2, 4)] {
        set(&mut grid, r, c, &[1, 2, 3]);
    }
    assert_eq!(
        eliminations(Technique::UniquenessTest5, &grid),
        cands(&[(2, 5), (2, 6)], &[3])
    );

    let mut in_line = empty();
    set(&mut in_line, 1, 1, &[1, 2]);
    set(&mut in_line, 1, 4, &[1, 2]);
    set(&mut in_line, 2, 1, &[1, 2, 3]);
    set(&mut in_line, 2, 4, &[1, 2, 3]);
    assert_eq!(Technique::UniquenessTest5.find(&in_line), None);
    assert_eq!(
        eliminations(Technique::UniquenessTest2, &in_line),
        cands(
            &[(2, 2), (2, 3), (2, 5), (2, 6), (2, 7), (2, 8), (2, 9)],
            &[3]
        )
    );
}
