//! Chains (X-Chain, XY-Chain, Nice Loop/AIC), Forcing Net and Simple Colors on hand-built
//! candidate states: two cases each with the exact eliminations, and one where the technique must
//! find nothing. Also: a nested Forcing Net search stops when cancelled.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests state their expectations with expect

mod common;

use common::{cand, cands, eliminations, empty, keep_in_col, keep_in_row, set};
use sudoku_stepper::format::read_str;
use sudoku_stepper::solver::solve_steps;
use sudoku_stepper::techniques::SearchCache;
use sudoku_stepper::{Grid, Technique};

#[test]
fn x_chain_of_three_strong_links() {
    let mut grid = empty();
    keep_in_row(&mut grid, 1, &[1, 5], 1);
    keep_in_row(&mut grid, 6, &[5, 9], 1);
    keep_in_row(&mut grid, 9, &[2, 9], 1);
    assert_eq!(
        eliminations(Technique::XChain, &grid),
        cands(&[(2, 2), (3, 2), (7, 1), (8, 1)], &[1])
    );
    let step = Technique::XChain.find(&grid).expect("an x-chain");
    assert_eq!(
        step.message.text(),
        "X-Chain on 1: if r1c1=1 is false, then r1c1<>1 => r1c5=1 => r6c5<>1 => r6c9=1 => \
         r9c9<>1 => r9c2=1. So r1c1=1 or r9c2=1 is true; every candidate that sees both ends is \
         removed: r2c2, r3c2, r7c1, r8c1 <> 1."
    );
    assert_eq!(step.highlight.links.len(), 5);
    assert!(step.highlight.links[0].strong && !step.highlight.links[1].strong);
}

#[test]
fn x_chain_on_columns_and_nothing_without_links() {
    let mut grid = empty();
    keep_in_col(&mut grid, 1, &[2, 7], 2);
    keep_in_col(&mut grid, 6, &[3, 7], 2);
    assert_eq!(
        eliminations(Technique::XChain, &grid),
        cands(&[(2, 4), (2, 5), (3, 2), (3, 3)], &[2])
    );
    assert_eq!(Technique::XChain.find(&empty()), None);
}

#[test]
fn xy_chain_through_four_cells() {
    let mut grid = empty();
    set(&mut grid, 1, 1, &[1, 2]);
    set(&mut grid, 1, 5, &[2, 3]);
    set(&mut grid, 5, 5, &[3, 4]);
    set(&mut grid, 5, 9, &[1, 4]);
    assert_eq!(
        eliminations(Technique::XyChain, &grid),
        vec![cand(1, 9, 1), cand(5, 1, 1)]
    );

    let mut grid = empty();
    set(&mut grid, 2, 2, &[5, 6]);
    set(&mut grid, 2, 7, &[6, 7]);
    set(&mut grid, 8, 7, &[7, 8]);
    set(&mut grid, 8, 3, &[5, 8]);
    assert_eq!(
        eliminations(Technique::XyChain, &grid),
        cands(&[(1, 3), (2, 3), (3, 3), (7, 2), (8, 2), (9, 2)], &[5])
    );

    let mut open = empty();
    set(&mut open, 1, 1, &[1, 2]);
    set(&mut open, 1, 5, &[2, 3]);
    set(&mut open, 5, 5, &[3, 4]);
    set(&mut open, 5, 9, &[4, 5]);
    assert_eq!(Technique::XyChain.find(&open), None);
}

#[test]
fn aic_mixes_cell_and_house_links() {
    let mut grid = empty();
    set(&mut grid, 1, 1, &[1, 2]);
    keep_in_col(&mut grid, 7, &[1, 6], 2);
    keep_in_row(&mut grid, 6, &[2, 7], 1);
    assert_eq!(
        eliminations(Technique::NiceLoop, &grid),
        vec![
            cand(1, 2, 1),
            cand(2, 2, 1),
            cand(3, 2, 1),
            cand(4, 1, 1),
            cand(5, 1, 1)
        ]
    );
    let step = Technique::NiceLoop.find(&grid).expect("an AIC");
    assert!(
        step.message
            .text()
            .contains("r1c1<>1 => r1c1=2 => r1c7<>2 => r6c7=2 => r6c7<>1 => r6c2=1"),
        "{}",
        step.message.text()
    );

    let mut grid = empty();
    set(&mut grid, 1, 1, &[1, 2]);
    set(&mut grid, 1, 5, &[2, 3]);
    set(&mut grid, 5, 5, &[3, 4]);
    set(&mut grid, 5, 9, &[1, 4]);
    assert_eq!(
        eliminations(Technique::NiceLoop, &grid),
        vec![cand(1, 9, 1), cand(5, 1, 1)]
    );
    assert_eq!(Technique::NiceLoop.find(&empty()), None);
}

/// A 4x4 board with two givens and the candidates they leave.
fn four_by_four(givens: &[(usize, u8)]) -> Grid {
    let mut values = vec![0u8; 16];
    for &(index, value) in givens {
        values[index] = value;
    }
    let mut grid =
        Grid::from_givens(sudoku_stepper::Layout::new(2, 2).expect("2x2"), &values).expect("valid");
    Technique::CandidateElimination
        .find(&grid)
        .expect("pruning")
        .apply(&mut grid);
    grid
}

#[test]
fn forcing_net_removes_a_candidate_that_leads_to_a_contradiction() {
    let grid = four_by_four(&[(0, 1), (2, 2), (8, 3)]);
    let step = Technique::ForcingNet.find(&grid).expect("a forcing net");
    let r4c4 = sudoku_stepper::Cell::new(15);
    assert_eq!(
        step.eliminations,
        vec![sudoku_stepper::Candidate {
            cell: r4c4,
            digit: sudoku_stepper::Digit::new(4)
        }]
    );
    assert_eq!(
        step.message.text(),
        "Forcing Net: suppose r4c4=4. Then r1c2=4 (hidden single in row 1), and then 4 has no \
         place left in row 3, which is impossible. So r4c4<>4."
    );

    let grid = four_by_four(&[(0, 1), (2, 2), (8, 4)]);
    let step = Technique::ForcingNet.find(&grid).expect("a forcing net");
    assert_eq!(
        step.eliminations,
        vec![sudoku_stepper::Candidate {
            cell: r4c4,
            digit: sudoku_stepper::Digit::new(3)
        }]
    );

    let open = Grid::empty(sudoku_stepper::Layout::new(2, 2).expect("2x2"));
    assert_eq!(Technique::ForcingNet.find(&open), None);
}

#[test]
fn simple_colors_trap_and_wrap() {
    let mut grid = empty();
    keep_in_row(&mut grid, 1, &[1, 5], 1);
    keep_in_col(&mut grid, 5, &[1, 6], 1);
    keep_in_row(&mut grid, 6, &[5, 9], 1);
    keep_in_col(&mut grid, 9, &[6, 9], 1);
    keep_in_row(&mut grid, 9, &[2, 9], 1);
    assert_eq!(
        eliminations(Technique::SimpleColors, &grid),
        cands(&[(2, 2), (3, 2), (7, 1), (8, 1)], &[1])
    );
    let step = Technique::SimpleColors.find(&grid).expect("a colour trap");
    assert_eq!(
        step.message.text(),
        "Simple Colors on 1: the cells linked by strong links on 1 take two colours, A (r1c1, \
         r6c5 and r9c9) and B (r1c5, r6c9 and r9c2), and exactly one colour holds 1. A cell that \
         sees both colours cannot be 1: r2c2, r3c2, r7c1, r8c1 <> 1."
    );

    let mut grid = empty();
    keep_in_row(&mut grid, 1, &[1, 5], 3);
    keep_in_col(&mut grid, 5, &[1, 5], 3);
    keep_in_row(&mut grid, 5, &[2, 5], 3);
    keep_in_col(&mut grid, 2, &[2, 5], 3);
    assert_eq!(
        eliminations(Technique::SimpleColors, &grid),
        cands(&[(1, 1), (2, 2), (5, 5)], &[3])
    );
    let step = Technique::SimpleColors.find(&grid).expect("a colour wrap");
    assert!(
        step.message.text().ends_with(
            "r1c1 and r2c2 are both colour A and see each other, so colour A cannot be 3: r1c1, \
             r2c2, r5c5 <> 3."
        ),
        "{}",
        step.message.text()
    );

    let mut single_link = empty();
    keep_in_row(&mut single_link, 1, &[1, 5], 1);
    assert_eq!(Technique::SimpleColors.find(&single_link), None);
}

#[test]
fn a_nested_forcing_net_can_be_cancelled() {
    let text = include_str!("data/forum_hardest_1106.txt");
    let mut grid = sudoku_stepper::format::read_str("forum", text)
        .expect("parses")
        .puzzles
        .remove(0)
        .grid;
    let before_nets: Vec<Technique> = Technique::DEFAULT
        .into_iter()
        .filter(|&t| t < Technique::ForcingNet)
        .collect();
    while let Ok(Some(step)) = sudoku_stepper::solver::next_step(&grid, &before_nets) {
        step.apply(&mut grid);
    }
    let step = Technique::ForcingNet.find(&grid).expect("a nested net");
    assert!(
        step.message
            .text()
            .starts_with("Forcing Net (nested, depth 1): suppose r3c4=4."),
        "{}",
        step.message.text()
    );
    let flag = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(true));
    let cancelled = sudoku_stepper::cancel::Cancel::shared(flag);
    assert_eq!(
        Technique::ForcingNet
            .search(&grid, &cancelled, &mut SearchCache::new(), 1)
            .pop(),
        None
    );
}

/// A forcing step's message names the source of each fact that does not rest on the fact just
/// before it, with its number in the proof.
#[test]
fn forcing_messages_name_a_source_that_is_not_the_fact_just_before() {
    let puzzle = read_str("top1465.txt", include_str!("data/top1465.txt"))
        .expect("parses")
        .puzzles
        .remove(572) // puzzle 573
        .grid;
    let outcome = solve_steps(
        &puzzle,
        &Technique::DEFAULT
            .into_iter()
            .filter(|&t| t != Technique::BruteForce)
            .collect::<Vec<_>>(),
    );
    assert_eq!(
        outcome.steps[7].message.text(),
        "Forcing Chain: suppose r7c6=8. Then r5c6<>8, r5c5=8, r7c6<>2 (as #0 r7c6=8), r8c6=2, \
         r3c5<>8 (sees #2 r5c5=8), r3c5=6, and then 6 has no place left in column 6, which is \
         impossible. So r7c6<>8."
    );
}
