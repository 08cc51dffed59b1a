//! The experiments without a window: boards of random givens, a collection solved with
//! techniques, cancellation, and the CSV tables.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests state their expectations with expect

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use rand::SeedableRng;
use rand::rngs::StdRng;
use sudoku_stepper::cancel::Cancel;
use sudoku_stepper::solver::solve_steps;
use sudoku_stepper::tasks::experiments::{
    Cancelled, RandomGivensConfig, collection_csv, random_board, random_givens, random_givens_csv,
    solve_collection,
};
use sudoku_stepper::{Layout, Technique, read_path};

fn layout(rows: usize, cols: usize) -> Layout {
    Layout::new(rows, cols).expect("a valid layout")
}

#[test]
fn a_random_board_has_the_asked_givens_and_no_repeated_digit() {
    let mut rng = StdRng::seed_from_u64(7);
    for givens in [0, 5, 17, 30] {
        let board = random_board(layout(3, 3), givens, &mut rng);
        assert_eq!(board.given_count(), givens);
        assert_eq!(board.first_conflict(), None);
    }
}

#[test]
fn random_givens_counts_solvable_and_unique_boards_per_count() {
    let config = RandomGivensConfig {
        layout: layout(2, 2),
        min_givens: 0,
        max_givens: 3,
        boards_per_count: 5,
        seed: 11,
    };
    let mut reports = Vec::new();
    let rows = random_givens(&config, &Cancel::never(), |done, total| {
        reports.push((done, total))
    })
    .expect("not cancelled");
    assert_eq!(reports.len(), 20);
    assert_eq!(reports.last(), Some(&(20, 20)));
    let counts: Vec<(usize, usize, usize, usize)> = rows
        .iter()
        .map(|r| (r.givens, r.boards, r.solvable, r.unique))
        .collect();
    // With at most three givens a 4x4 board always has a solution and never just one.
    assert_eq!(
        counts,
        vec![(0, 5, 5, 0), (1, 5, 5, 0), (2, 5, 5, 0), (3, 5, 5, 0)]
    );
    let again = random_givens(&config, &Cancel::never(), |_, _| {}).expect("not cancelled");
    assert_eq!(
        again.iter().map(|r| r.solvable).collect::<Vec<_>>(),
        rows.iter().map(|r| r.solvable).collect::<Vec<_>>()
    );
    let csv = random_givens_csv(&rows);
    let mut lines = csv.lines();
    assert_eq!(
        lines.next(),
        Some("givens,boards,solvable,unique,undecided,solvable_share,mean_decide_ms")
    );
    assert!(
        lines
            .next()
            .is_some_and(|l| l.starts_with("0,5,5,0,0,1.0000,"))
    );
    assert_eq!(csv.lines().count(), 5);
}

#[test]
fn a_cancelled_experiment_says_so() {
    let cancel = Cancel::shared(Arc::new(AtomicBool::new(true)));
    let config = RandomGivensConfig {
        layout: layout(3, 3),
        min_givens: 20,
        max_givens: 30,
        boards_per_count: 10,
        seed: 1,
    };
    assert_eq!(random_givens(&config, &cancel, |_, _| {}), Err(Cancelled));
    let puzzle =
        read_path(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("puzzles/book62.sud"))
            .expect("readable")
            .puzzles[0]
            .grid
            .clone();
    assert_eq!(
        solve_collection(&[puzzle], &Technique::ALL, &cancel, |_, _| {}),
        Err(Cancelled)
    );
}

#[test]
fn a_collection_is_solved_puzzle_by_puzzle_with_a_histogram() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("puzzles");
    let puzzles: Vec<_> = ["book62.sud", "size-4x4.sud"]
        .iter()
        .map(|name| {
            read_path(&root.join(name)).expect("readable").puzzles[0]
                .grid
                .clone()
        })
        .collect();
    let only_singles = [
        Technique::CandidateElimination,
        Technique::FullHouse,
        Technique::NakedSingle,
        Technique::HiddenSingle,
    ];
    let report = solve_collection(&puzzles, &only_singles, &Cancel::never(), |_, _| {})
        .expect("not cancelled");
    assert_eq!(report.rows.len(), 2);
    for (row, puzzle) in report.rows.iter().zip(&puzzles) {
        let outcome = solve_steps(puzzle, &only_singles);
        assert_eq!(row.empty_cells, puzzle.empty_count());
        assert_eq!(row.steps, outcome.steps.len());
    }
    assert_eq!(report.rows[0].empty_cells, 55);
    assert_eq!((report.rows[0].index, report.rows[1].index), (1, 2));
    let total: usize = report.histogram.iter().map(|(_, count)| count).sum();
    assert_eq!(total, report.rows.iter().map(|r| r.steps).sum::<usize>());
    assert_eq!(report.histogram[0], (Technique::CandidateElimination, 2));
    let csv = collection_csv(&report);
    assert!(csv.starts_with("puzzle,empty_cells,solve_ms,solved,steps\n1,55,"));
    assert!(csv.contains("\n\ntechnique,steps\nCandidate Elimination,2\n"));
}
