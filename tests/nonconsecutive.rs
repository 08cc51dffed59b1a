//! Non-consecutive boards: the rule read from f-puzzles JSON (`"nonconsecutive": true`) and from
//! the variant text form, written back by every writer, every pair of cells side by side one of
//! its lines; givens side by side that are consecutive refused with the pair named; the
//! backtracking search keeping to the rule; Non-consecutive Pairs and Non-consecutive Places,
//! with the exact removals their messages name; and puzzles from a maker that shares no code with
//! ours, solved soundly.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests state their expectations with expect

mod common;

use common::{
    EMPTY_GRID, cell, collection, eliminated, first_grid, first_step_of, grid_starting,
    guessed_among, oracle, path_checked_against, path_of_checked_against, refusal, remove, set,
    unique_by_its_rules_and_the_oracle,
};

use sudoku_stepper::format::write_fpuzzles;
use sudoku_stepper::model::LineKind;
use sudoku_stepper::{Grid, Technique, write_sud};

/// A 9x9 non-consecutive puzzle in the variant text form with this grid.
fn text(grid: &str) -> String {
    format!("variant: nonconsecutive\ngrid:\n{grid}\n")
}

/// The independent maker's puzzles (`data/PROVENANCE.md`), f-puzzles JSON one per line.
fn independent() -> Vec<Grid> {
    collection(
        "nonconsecutive_independent.jsonl",
        include_str!("data/nonconsecutive_independent.jsonl"),
    )
}

#[test]
fn the_rule_is_read_from_both_forms_and_every_writer_keeps_it() {
    let grids = independent();
    for grid in &grids[..3] {
        assert_eq!(
            grid.layout()
                .variant()
                .lines_of(LineKind::Nonconsecutive)
                .count(),
            144
        );
        let sud = write_sud(grid);
        assert!(
            sud.starts_with("variant: non-consecutive\ngrid:\n"),
            "{sud}"
        );
        let json = write_fpuzzles(grid);
        assert!(json.contains("\"nonconsecutive\":true"), "{json}");
        for written in [sud, json] {
            assert_eq!(&first_grid(&written), grid, "{written}");
        }
    }
    let four =
        first_grid("variant: nonconsecutive\ngrid:\n2x2\n. . . .\n. . . .\n. . . .\n. . . .\n");
    assert_eq!(
        four.layout()
            .variant()
            .lines_of(LineKind::Nonconsecutive)
            .count(),
        24
    );
}

#[test]
fn consecutive_givens_side_by_side_are_refused_by_name() {
    assert_eq!(
        refusal("a.txt", &text(&grid_starting("12"))),
        "a.txt: line 3, column 1: the pair r1c1-r1c2 may not hold consecutive digits, as no two \
         cells side by side do, but r1c1 holds 1 and r1c2 holds 2"
    );
    let below = format!("4{}5{}", &EMPTY_GRID[1..9], &EMPTY_GRID[10..]);
    assert_eq!(
        refusal("a.txt", &text(&below)),
        "a.txt: line 3, column 1: the pair r1c1-r2c1 may not hold consecutive digits, as no two \
         cells side by side do, but r1c1 holds 4 and r2c1 holds 5"
    );
}

#[test]
fn the_search_keeps_to_the_rule_and_the_oracle_agrees() {
    for grid in &independent()[..2] {
        unique_by_its_rules_and_the_oracle(grid);
    }
}

/// A placed 5 takes 4 and 6 from the cells beside it; an open cell beside one holding only 4
/// and 6 loses 5; with 5 only in r1c4 and r1c6 of row 1, r1c5 touches both and loses 4 and 6.
#[test]
fn the_non_consecutive_techniques_name_what_they_read() {
    let (message, removed) = first_step_of(
        Technique::NonconsecutivePairs,
        &eliminated(&text(&grid_starting("5"))),
    );
    assert_eq!(
        message,
        "Non-consecutive Pairs: r1c1 is 5, and no two cells side by side hold consecutive \
         digits, so r1c2 and r2c1 cannot be 4 or 6. So r1c2 <> 4, 6; r2c1 <> 4, 6."
    );
    assert_eq!(
        removed,
        [
            (cell(1, 2), 4),
            (cell(1, 2), 6),
            (cell(2, 1), 4),
            (cell(2, 1), 6)
        ]
    );
    let mut grid = first_grid(&text(EMPTY_GRID));
    set(&mut grid, 1, 1, &[4, 6]);
    set(&mut grid, 1, 2, &[5, 8]);
    let (message, removed) = first_step_of(Technique::NonconsecutivePairs, &grid);
    assert_eq!(
        message,
        "Non-consecutive Pairs: the pair r1c1-r1c2 holds no consecutive digits, as no two cells \
         side by side do: each digit of one cell needs a partner in the other that does not \
         differ from it by 1. r1c1 holds only 4 or 6, so r1c2's 5 has no partner there. So r1c2 \
         <> 5."
    );
    assert_eq!(removed, [(cell(1, 2), 5)]);
    let mut grid = first_grid(&text(EMPTY_GRID));
    remove(
        &mut grid,
        &[(1, 1), (1, 2), (1, 3), (1, 5), (1, 7), (1, 8), (1, 9)],
        5,
    );
    let (message, removed) = first_step_of(Technique::NonconsecutivePlaces, &grid);
    assert_eq!(
        message,
        "Non-consecutive Places: in row 1, 5 can only go in r1c4 and r1c6, and r1c5 lies side \
         by side with every one of them: wherever 5 goes, it stands beside that cell, so the cell \
         cannot hold a digit that differs from 5 by 1. So r1c5 <> 4, 6."
    );
    assert_eq!(removed, [(cell(1, 5), 4), (cell(1, 5), 6)]);
    let mut grid = first_grid(&text(EMPTY_GRID));
    remove(
        &mut grid,
        &[(1, 1), (1, 2), (1, 3), (1, 7), (1, 8), (1, 9)],
        5,
    );
    let (message, removed) = first_step_of(Technique::NonconsecutivePlaces, &grid);
    assert_eq!(
        message,
        "Non-consecutive Places: in row 1, 5 can only go in r1c4, r1c5 and r1c6, and r1c5 is one \
         of them and lies side by side with every other one: if it held a digit that differs from \
         5 by 1, 5 could stand neither in it nor beside it, and would have no place left in row \
         1. So r1c5 <> 4, 6."
    );
    assert_eq!(removed, [(cell(1, 5), 4), (cell(1, 5), 6)]);
    let mut grid = first_grid(&text(EMPTY_GRID));
    remove(
        &mut grid,
        &[(1, 1), (1, 2), (1, 3), (1, 6), (1, 7), (1, 8), (1, 9)],
        5,
    );
    let (message, removed) = first_step_of(Technique::NonconsecutivePlaces, &grid);
    assert_eq!(
        message,
        "Non-consecutive Places: in row 1, 5 can only go in r1c4 and r1c5, and r1c4 and r1c5 lie \
         side by side: if either held a digit that differs from 5 by 1, 5 could stand neither in \
         it nor beside it, and would have no place left in row 1. So r1c4 <> 4, 6; r1c5 <> 4, 6."
    );
    assert_eq!(
        removed,
        [
            (cell(1, 4), 4),
            (cell(1, 4), 6),
            (cell(1, 5), 4),
            (cell(1, 5), 6)
        ]
    );
}

/// Non-consecutive puzzles from a maker that shares no code with ours (`data/PROVENANCE.md`):
/// each is read and counted unique with the oracle's solution. The twenty in which the maker kept
/// a third of the givens are solved step by step without a guess, every step agreeing with that
/// solution. The twenty minimal ones (6 to 8 givens) lean on Forcing Nets for half their steps
/// or more, half a minute to seven and a half minutes each, so their paths are checked without
/// the forcing searches, guessing where the rest stop, every step agreeing with the solution;
/// one of them, which the nets finish, is solved whole (see below).
#[test]
fn puzzles_made_elsewhere_are_read_counted_and_solved_soundly() {
    let (kept, minimal): (Vec<Grid>, Vec<Grid>) = independent()
        .into_iter()
        .partition(|grid| grid.given_count() >= 27);
    assert_eq!((kept.len(), minimal.len()), (20, 20));
    assert_eq!(guessed_among(&kept), Vec::<usize>::new());
    let without_forcing: Vec<Technique> = Technique::DEFAULT
        .into_iter()
        .filter(|t| !matches!(t, Technique::ForcingChain | Technique::ForcingNet))
        .collect();
    for (number, (grid, answer)) in minimal.iter().zip(oracle(&minimal)).enumerate() {
        assert!(grid.given_count() <= 8, "minimal #{}", number + 1);
        path_of_checked_against(
            grid,
            &without_forcing,
            &answer,
            &format!("minimal #{}", number + 1),
        );
    }
}

/// Minimal puzzle #3 (6 givens) is one of the minimal ones the Forcing Nets finish
/// without a guess within the larger allowance of propagations a non-consecutive board gets, and
/// one that needed a guess before the nets read each house's places: 314 steps, 173 of them
/// Forcing Nets, every step agreeing with the oracle's solution.
#[test]
fn the_forcing_nets_finish_a_minimal_puzzle_without_a_guess() {
    let minimal: Vec<Grid> = independent()
        .into_iter()
        .filter(|grid| grid.given_count() < 27)
        .collect();
    let grid = &minimal[2];
    assert_eq!(grid.given_count(), 6);
    let answer = &oracle(std::slice::from_ref(grid))[0];
    let path = path_checked_against(grid, answer, "minimal #3");
    let count = |technique| path.iter().filter(|s| s.technique == technique).count();
    assert_eq!(path.len(), 314);
    assert_eq!(count(Technique::ForcingNet), 173);
    assert_eq!(count(Technique::BruteForce), 0);
}
