//! Each technique on hand-built candidate states: one where it must find an exact step (every
//! placement and elimination asserted) and one where it must find nothing. The states start from an
//! empty 9x9 board where every cell holds every candidate, so only the pattern built here can fire.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests state their expectations with expect

use sudoku_stepper::format::read_str;
use sudoku_stepper::message;
use sudoku_stepper::message::Piece;
use sudoku_stepper::{Candidate, Cell, Digit, Grid, Layout, Technique, solve};

mod common;

use common::{cand, cands, cell, col_cells, empty, remove, row_cells, set, sorted};

#[test]
fn candidate_elimination_removes_digits_seen_by_each_cell() {
    let mut values = vec![0u8; 81];
    values[40] = 5;
    let grid = Grid::from_givens(Layout::CLASSIC, &values).expect("valid");
    let step = Technique::CandidateElimination.find(&grid).expect("a step");
    let expected: Vec<Candidate> = grid
        .geometry()
        .peers(cell(5, 5))
        .iter()
        .map(|&c| Candidate {
            cell: c,
            digit: Digit::new(5),
        })
        .collect();
    assert_eq!(step.eliminations.len(), 20);
    assert_eq!(sorted(step.eliminations.clone()), sorted(expected));
    assert!(step.placements.is_empty());
    let mut after = grid.clone();
    step.apply(&mut after);
    assert_eq!(Technique::CandidateElimination.find(&after), None);
    assert_eq!(Technique::CandidateElimination.find(&empty()), None);
}

#[test]
fn full_house_fills_the_last_cell_of_a_row() {
    let mut values = vec![0u8; 81];
    values[..8].copy_from_slice(&[1, 2, 3, 4, 5, 6, 7, 8]);
    let mut grid = Grid::from_givens(Layout::CLASSIC, &values).expect("valid");
    let pruning = Technique::CandidateElimination
        .find(&grid)
        .expect("pruning");
    pruning.apply(&mut grid);
    let step = Technique::FullHouse.find(&grid).expect("a full house");
    assert_eq!(step.placements, vec![cand(1, 9, 9)]);
    let mut peers = col_cells(9, &[1]);
    peers.extend([(2, 7), (2, 8), (3, 7), (3, 8)]);
    assert_eq!(
        sorted(step.eliminations.clone()),
        sorted(cands(&peers, &[9]))
    );
    assert_eq!(
        step.message.text(),
        "Full House: r1c9 is the only empty cell left in row 1, so it takes the one missing digit: r1c9 = 9."
    );
    let Piece::Template { key, args } = &step.message.pieces()[0] else {
        panic!("a catalogue sentence: {:?}", step.message.pieces());
    };
    assert_eq!(*key, "full-house-step");
    assert_eq!(
        args[0],
        ("technique", message![Piece::Technique("Full House")]),
        "the technique is named by a typed piece"
    );
    assert_eq!(Technique::FullHouse.find(&empty()), None);
}

#[test]
fn naked_single_places_the_only_candidate() {
    let mut grid = empty();
    set(&mut grid, 5, 5, &[7]);
    let step = Technique::NakedSingle.find(&grid).expect("a naked single");
    assert_eq!(step.placements, vec![cand(5, 5, 7)]);
    assert_eq!(step.eliminations.len(), 20);
    assert!(step.eliminations.iter().all(|e| e.digit == Digit::new(7)));
    assert_eq!(Technique::NakedSingle.find(&empty()), None);
}

#[test]
fn applying_a_step_says_whether_it_changed_the_grid() {
    let mut grid = empty();
    set(&mut grid, 5, 5, &[7]);
    let step = Technique::NakedSingle.find(&grid).expect("a naked single");
    assert!(step.apply(&mut grid));
    assert_eq!(grid.value(cell(5, 5)), Some(Digit::new(7)));
    assert!(!grid.candidates(cell(5, 6)).contains(Digit::new(7)));
    assert!(
        !step.apply(&mut grid),
        "the same step again changes nothing"
    );
    assert!(!grid.place(cell(5, 5), Digit::new(7)));
    assert!(grid.place(cell(9, 9), Digit::new(1)));
}

#[test]
fn hidden_single_in_a_box() {
    let mut grid = empty();
    remove(
        &mut grid,
        &[
            (1, 1),
            (1, 2),
            (1, 3),
            (2, 1),
            (2, 3),
            (3, 1),
            (3, 2),
            (3, 3),
        ],
        3,
    );
    let step = Technique::HiddenSingle
        .find(&grid)
        .expect("a hidden single");
    assert_eq!(step.placements, vec![cand(2, 2, 3)]);
    assert_eq!(
        step.message.text(),
        "Hidden Single: in box 1, 3 fits only in r2c2, so r2c2 = 3."
    );
    assert_eq!(Technique::HiddenSingle.find(&empty()), None);
}

#[test]
fn pointing_clears_the_rest_of_the_line() {
    let mut grid = empty();
    remove(
        &mut grid,
        &[(1, 4), (1, 5), (1, 6), (2, 4), (2, 5), (2, 6), (3, 5)],
        5,
    );
    let step = Technique::LockedCandidatesPointing
        .find(&grid)
        .expect("pointing");
    assert_eq!(step.eliminations, cands(&row_cells(3, &[4, 5, 6]), &[5]));
    assert_eq!(
        step.message.text(),
        "Locked Candidates Type 1 (Pointing): in box 2, 5 fits only in row 3 (r3c4 and r3c6), so \
         the 5 of row 3 must be in box 2 and 5 can be removed from the rest of row 3: r3c1, r3c2, \
         r3c3, r3c7, r3c8, r3c9 <> 5."
    );
    assert_eq!(Technique::LockedCandidatesPointing.find(&empty()), None);
}

#[test]
fn claiming_clears_the_rest_of_the_box() {
    let mut grid = empty();
    remove(&mut grid, &row_cells(3, &[4, 5]), 5);
    let step = Technique::LockedCandidatesClaiming
        .find(&grid)
        .expect("claiming");
    assert_eq!(
        step.eliminations,
        cands(&[(1, 4), (1, 5), (1, 6), (2, 4), (2, 5), (2, 6)], &[5])
    );
    assert_eq!(Technique::LockedCandidatesClaiming.find(&empty()), None);
}

#[test]
fn locked_pair_clears_its_line_and_box() {
    let mut grid = empty();
    set(&mut grid, 1, 1, &[4, 8]);
    set(&mut grid, 1, 2, &[4, 8]);
    let step = Technique::LockedPair.find(&grid).expect("a locked pair");
    let mut cells = vec![(1, 3), (1, 4), (1, 5), (1, 6), (1, 7), (1, 8), (1, 9)];
    cells.extend([(2, 1), (2, 2), (2, 3), (3, 1), (3, 2), (3, 3)]);
    cells.sort();
    assert_eq!(step.eliminations, cands(&cells, &[4, 8]));
    assert_eq!(Technique::LockedPair.find(&empty()), None);
    let mut apart = empty();
    set(&mut apart, 1, 1, &[4, 8]);
    set(&mut apart, 1, 5, &[4, 8]);
    assert_eq!(Technique::LockedPair.find(&apart), None);
}

#[test]
fn locked_triple_clears_its_line_and_box() {
    let mut grid = empty();
    set(&mut grid, 1, 1, &[1, 2]);
    set(&mut grid, 1, 2, &[2, 3]);
    set(&mut grid, 1, 3, &[1, 3]);
    let step = Technique::LockedTriple
        .find(&grid)
        .expect("a locked triple");
    let mut cells = row_cells(1, &[1, 2, 3]);
    cells.extend([(2, 1), (2, 2), (2, 3), (3, 1), (3, 2), (3, 3)]);
    cells.sort();
    assert_eq!(step.eliminations, cands(&cells, &[1, 2, 3]));
    assert_eq!(Technique::LockedTriple.find(&empty()), None);
}

#[test]
fn naked_pair_in_a_row() {
    let mut grid = empty();
    set(&mut grid, 1, 1, &[3, 7]);
    set(&mut grid, 1, 5, &[3, 7]);
    let step = Technique::NakedPair.find(&grid).expect("a naked pair");
    assert_eq!(step.eliminations, cands(&row_cells(1, &[1, 5]), &[3, 7]));
    assert_eq!(
        step.message.text(),
        "Naked Pair: in row 1, r1c1 and r1c5 can only hold 3 and 7 between them, so these two \
         cells take those digits and no other cell of row 1 can: r1c2, r1c3, r1c4, r1c6, r1c7, \
         r1c8, r1c9 <> 3; r1c2, r1c3, r1c4, r1c6, r1c7, r1c8, r1c9 <> 7."
    );
    assert_eq!(Technique::NakedPair.find(&empty()), None);
}

#[test]
fn naked_triple_and_quadruple_in_a_row() {
    let mut grid = empty();
    set(&mut grid, 1, 1, &[1, 2]);
    set(&mut grid, 1, 5, &[2, 3]);
    set(&mut grid, 1, 9, &[1, 3]);
    let step = Technique::NakedTriple.find(&grid).expect("a naked triple");
    assert_eq!(
        step.eliminations,
        cands(&row_cells(1, &[1, 5, 9]), &[1, 2, 3])
    );
    assert_eq!(Technique::NakedTriple.find(&empty()), None);

    let mut grid = empty();
    set(&mut grid, 1, 1, &[1, 2]);
    set(&mut grid, 1, 4, &[2, 3]);
    set(&mut grid, 1, 7, &[3, 4]);
    set(&mut grid, 1, 9, &[1, 4]);
    let step = Technique::NakedQuadruple
        .find(&grid)
        .expect("a naked quadruple");
    assert_eq!(
        step.eliminations,
        cands(&row_cells(1, &[1, 4, 7, 9]), &[1, 2, 3, 4])
    );
    assert_eq!(Technique::NakedQuadruple.find(&empty()), None);
}

#[test]
fn hidden_pair_in_a_row() {
    let mut grid = empty();
    remove(&mut grid, &row_cells(1, &[2, 8]), 2);
    remove(&mut grid, &row_cells(1, &[2, 8]), 6);
    let step = Technique::HiddenPair.find(&grid).expect("a hidden pair");
    assert_eq!(
        step.eliminations,
        cands(&[(1, 2), (1, 8)], &[1, 3, 4, 5, 7, 8, 9])
    );
    assert_eq!(
        step.message.text(),
        "Hidden Pair: in row 1, 2 and 6 fit only in r1c2 and r1c8, so these two cells must hold \
         those digits and can have no other candidate: r1c2, r1c8 <> 1; r1c2, r1c8 <> 3; r1c2, \
         r1c8 <> 4; r1c2, r1c8 <> 5; r1c2, r1c8 <> 7; r1c2, r1c8 <> 8; r1c2, r1c8 <> 9."
    );
    assert_eq!(Technique::HiddenPair.find(&empty()), None);
}

#[test]
fn hidden_triple_and_quadruple_in_a_column() {
    let mut grid = empty();
    for digit in [1, 5, 9] {
        remove(&mut grid, &col_cells(4, &[2, 5, 8]), digit);
    }
    let step = Technique::HiddenTriple
        .find(&grid)
        .expect("a hidden triple");
    assert_eq!(
        step.eliminations,
        cands(&[(2, 4), (5, 4), (8, 4)], &[2, 3, 4, 6, 7, 8])
    );
    assert_eq!(Technique::HiddenTriple.find(&empty()), None);

    let mut grid = empty();
    for digit in [2, 3, 7, 8] {
        remove(&mut grid, &col_cells(4, &[1, 3, 6, 9]), digit);
    }
    let step = Technique::HiddenQuadruple
        .find(&grid)
        .expect("a hidden quadruple");
    assert_eq!(
        step.eliminations,
        cands(&[(1, 4), (3, 4), (6, 4), (9, 4)], &[1, 4, 5, 6, 9])
    );
    assert_eq!(Technique::HiddenQuadruple.find(&empty()), None);
}

#[test]
fn x_wing_on_rows() {
    let mut grid = empty();
    remove(&mut grid, &row_cells(2, &[3, 8]), 4);
    remove(&mut grid, &row_cells(7, &[3, 8]), 4);
    let step = Technique::XWing.find(&grid).expect("an x-wing");
    let mut cells: Vec<(usize, usize)> = col_cells(3, &[2, 7]);
    cells.extend(col_cells(8, &[2, 7]));
    cells.sort();
    assert_eq!(step.eliminations, cands(&cells, &[4]));
    assert_eq!(
        step.message.text(),
        "X-Wing on 4: in rows 2 and 7, 4 fits only in columns 3 and 8. Each of these rows needs \
         its 4 in a different one of those columns, so the 4s of columns 3 and 8 all lie in rows \
         2 and 7 and 4 can be removed from the other cells of those columns: r1c3, r1c8, r3c3, \
         r3c8, r4c3, r4c8, r5c3, r5c8, r6c3, r6c8, r8c3, r8c8, r9c3, r9c8 <> 4."
    );
    assert_eq!(Technique::XWing.find(&empty()), None);
}

#[test]
fn swordfish_on_columns() {
    let mut grid = empty();
    remove(&mut grid, &col_cells(1, &[1, 5]), 4);
    remove(&mut grid, &col_cells(5, &[5, 9]), 4);
    remove(&mut grid, &col_cells(9, &[1, 9]), 4);
    let step = Technique::Swordfish.find(&grid).expect("a swordfish");
    let mut cells: Vec<(usize, usize)> = Vec::new();
    for row in [1, 5, 9] {
        cells.extend(row_cells(row, &[1, 5, 9]));
    }
    cells.sort();
    assert_eq!(step.eliminations, cands(&cells, &[4]));
    assert_eq!(Technique::Swordfish.find(&empty()), None);
}

#[test]
fn jellyfish_on_rows() {
    let mut grid = empty();
    remove(&mut grid, &row_cells(1, &[2, 4]), 6);
    remove(&mut grid, &row_cells(3, &[4, 6]), 6);
    remove(&mut grid, &row_cells(5, &[6, 8]), 6);
    remove(&mut grid, &row_cells(7, &[8, 2]), 6);
    let step = Technique::Jellyfish.find(&grid).expect("a jellyfish");
    let mut cells: Vec<(usize, usize)> = Vec::new();
    for col in [2, 4, 6, 8] {
        cells.extend(col_cells(col, &[1, 3, 5, 7]));
    }
    cells.sort();
    assert_eq!(step.eliminations, cands(&cells, &[6]));
    assert_eq!(Technique::Jellyfish.find(&empty()), None);
}

#[test]
fn brute_force_places_a_digit_of_the_solution_and_says_it_guessed() {
    let text = include_str!("../puzzles/book62.sud");
    let mut grid = read_str("book62.sud", text).expect("parses").puzzles[0]
        .grid
        .clone();
    Technique::CandidateElimination
        .find(&grid)
        .expect("pruning")
        .apply(&mut grid);
    let step = Technique::BruteForce.find(&grid).expect("a guess");
    let solution = solve(&grid).expect("solvable");
    let fewest = (0..81)
        .map(Cell::new)
        .filter(|&c| grid.value(c).is_none())
        .map(|c| grid.candidates(c).len())
        .min()
        .expect("an empty cell");
    let [placed] = step.placements[..] else {
        panic!("one placement")
    };
    assert_eq!(grid.candidates(placed.cell).len(), fewest);
    assert_eq!(solution.value(placed.cell), Some(placed.digit));
    assert!(
        step.message
            .text()
            .contains("This is a guess, not a deduction.")
    );
    let solved = solve(&grid).expect("solvable");
    assert_eq!(Technique::BruteForce.find(&solved), None);
}

#[test]
fn techniques_work_on_a_six_by_six_board() {
    let layout = Layout::new(2, 3).expect("2x3");
    let mut grid = Grid::empty(layout);
    for col in [3, 4, 5] {
        grid.eliminate(Cell::new(col), Digit::new(2));
    }
    let step = Technique::HiddenSingle.find(&grid);
    assert_eq!(step, None);
    let step = Technique::LockedCandidatesClaiming
        .find(&grid)
        .expect("claiming");
    assert_eq!(
        step.eliminations,
        vec![
            Candidate {
                cell: Cell::new(6),
                digit: Digit::new(2)
            },
            Candidate {
                cell: Cell::new(7),
                digit: Digit::new(2)
            },
            Candidate {
                cell: Cell::new(8),
                digit: Digit::new(2)
            },
        ]
    );
}

#[test]
fn names_levels_and_scores_match_the_contract() {
    let table: Vec<(&str, &str, u32)> = Technique::ALL
        .iter()
        .map(|t| (t.name(), t.level().name(), t.score()))
        .collect();
    assert_eq!(
        table,
        vec![
            ("Candidate Elimination", "Easy", 0),
            ("Full House", "Easy", 4),
            ("Naked Single", "Easy", 4),
            ("Hidden Single", "Easy", 14),
            ("Cage Combinations", "Easy", 20),
            ("Thermometer Bounds", "Easy", 20),
            ("Arrow Sums", "Easy", 20),
            ("Kropki Dots", "Easy", 20),
            ("Kropki Chain", "Medium", 40),
            ("XV Pairs", "Easy", 20),
            ("Non-consecutive Pairs", "Easy", 20),
            ("Non-consecutive Places", "Medium", 40),
            ("Whisper Pairs", "Easy", 20),
            ("Renban Runs", "Medium", 40),
            ("Palindrome Mirror", "Easy", 20),
            ("Little Killer Sums", "Medium", 40),
            ("Sandwich Sums", "Medium", 40),
            ("Locked Pair", "Medium", 40),
            ("Locked Triple", "Medium", 60),
            ("Locked Candidates Type 1 (Pointing)", "Medium", 50),
            ("Locked Candidates Type 2 (Claiming)", "Medium", 50),
            ("Common Peer", "Medium", 50),
            ("Law of Leftovers", "Medium", 60),
            ("Naked Pair", "Medium", 60),
            ("Naked Triple", "Medium", 80),
            ("Hidden Pair", "Medium", 70),
            ("Hidden Triple", "Medium", 100),
            ("Innies and Outies", "Medium", 40),
            ("Cage/House Overlap", "Medium", 50),
            ("Innie-Outie Difference", "Hard", 60),
            ("Cage Interplay", "Hard", 70),
            ("Cage Splitting", "Hard", 80),
            ("Naked Quadruple", "Hard", 120),
            ("Hidden Quadruple", "Hard", 150),
            ("X-Wing", "Hard", 140),
            ("Swordfish", "Hard", 150),
            ("Jellyfish", "Hard", 160),
            ("Remote Pair", "Hard", 110),
            ("BUG+1", "Hard", 100),
            ("Skyscraper", "Hard", 130),
            ("2-String Kite", "Hard", 150),
            ("Turbot Fish", "Hard", 120),
            ("Empty Rectangle", "Hard", 120),
            ("W-Wing", "Hard", 150),
            ("XY-Wing", "Hard", 160),
            ("XYZ-Wing", "Hard", 180),
            ("WXYZ-Wing", "Hard", 200),
            ("Uniqueness Test 1", "Hard", 100),
            ("Uniqueness Test 2", "Hard", 100),
            ("Uniqueness Test 3", "Hard", 100),
            ("Uniqueness Test 4", "Hard", 100),
            ("Uniqueness Test 5", "Hard", 100),
            ("Uniqueness Test 6", "Hard", 100),
            ("Hidden Rectangle", "Hard", 100),
            ("Avoidable Rectangle Type 1", "Hard", 100),
            ("Avoidable Rectangle Type 2", "Hard", 100),
            ("Extended Unique Rectangle", "Hard", 110),
            ("Siamese Fish", "Unfair", 200),
            ("Finned X-Wing", "Hard", 130),
            ("Sashimi X-Wing", "Hard", 150),
            ("Finned Swordfish", "Unfair", 200),
            ("Sashimi Swordfish", "Unfair", 240),
            ("Finned Jellyfish", "Unfair", 250),
            ("Sashimi Jellyfish", "Unfair", 260),
            ("Sue de Coq", "Unfair", 250),
            ("Simple Colors", "Hard", 150),
            ("Multi Colors", "Hard", 200),
            ("3D Medusa", "Unfair", 250),
            ("X-Chain", "Unfair", 260),
            ("XY-Chain", "Unfair", 260),
            ("Nice Loop/AIC", "Unfair", 280),
            ("Grouped Nice Loop/AIC", "Unfair", 300),
            ("ALS-XZ", "Unfair", 300),
            ("ALS-XY-Wing", "Unfair", 320),
            ("ALS-XY-Chain", "Unfair", 340),
            ("Aligned Pair Exclusion", "Unfair", 350),
            ("Death Blossom", "Unfair", 360),
            ("Franken X-Wing", "Unfair", 300),
            ("Franken Swordfish", "Unfair", 350),
            ("Franken Jellyfish", "Unfair", 370),
            ("Finned Franken X-Wing", "Unfair", 390),
            ("Finned Franken Swordfish", "Unfair", 410),
            ("Finned Franken Jellyfish", "Unfair", 430),
            ("Mutant X-Wing", "Extreme", 450),
            ("Mutant Swordfish", "Extreme", 450),
            ("Mutant Jellyfish", "Extreme", 450),
            ("Finned Mutant X-Wing", "Extreme", 470),
            ("Finned Mutant Swordfish", "Extreme", 470),
            ("Finned Mutant Jellyfish", "Extreme", 470),
            ("Kraken Fish", "Extreme", 500),
            ("Forcing Chain", "Extreme", 500),
            ("Forcing Net", "Extreme", 700),
            ("Template Set", "Extreme", 10000),
            ("Template Delete", "Extreme", 10000),
            ("Brute Force", "Extreme", 10000),
        ]
    );
    for technique in Technique::ALL {
        assert_eq!(Technique::from_name(technique.name()), Some(technique));
    }
    assert_eq!(Technique::from_name(" x-wing "), Some(Technique::XWing));
    assert_eq!(Technique::from_name("X Wing"), None);
}

/// A house searched in vain is remembered and skipped while its cells stay the same; once they
/// change, the search must look again and find the new pattern. The same for a box and a line.
#[test]
fn a_house_searched_in_vain_is_searched_again_after_a_change() {
    let mut grid = empty();
    set(&mut grid, 1, 1, &[3, 7]);
    assert_eq!(Technique::NakedPair.find(&grid), None);
    assert_eq!(Technique::HiddenPair.find(&grid), None);
    set(&mut grid, 1, 5, &[3, 7]);
    let step = Technique::NakedPair.find(&grid).expect("a naked pair");
    assert_eq!(step.eliminations, cands(&row_cells(1, &[1, 5]), &[3, 7]));
    for (row, col) in row_cells(1, &[1, 5]) {
        remove(&mut grid, &[(row, col)], 3);
        remove(&mut grid, &[(row, col)], 7);
    }
    set(&mut grid, 1, 1, &[3, 7, 8]);
    set(&mut grid, 1, 5, &[3, 7, 9]);
    let step = Technique::HiddenPair.find(&grid).expect("a hidden pair");
    assert_eq!(step.eliminations, vec![cand(1, 1, 8), cand(1, 5, 9)]);
}

#[test]
fn the_default_order_leaves_out_what_hodoku_leaves_out() {
    let off: Vec<&str> = Technique::ALL
        .into_iter()
        .filter(|t| !t.on_by_default())
        .map(Technique::name)
        .collect();
    assert_eq!(
        off,
        [
            "WXYZ-Wing",
            "Extended Unique Rectangle",
            "Siamese Fish",
            "3D Medusa",
            "Aligned Pair Exclusion",
            "Death Blossom",
            "Franken Jellyfish",
            "Finned Franken Jellyfish",
            "Mutant X-Wing",
            "Mutant Swordfish",
            "Mutant Jellyfish",
            "Finned Mutant X-Wing",
            "Finned Mutant Swordfish",
            "Finned Mutant Jellyfish",
            "Kraken Fish",
            "Template Set",
            "Template Delete"
        ]
    );
    let on: Vec<Technique> = Technique::ALL
        .into_iter()
        .filter(|t| t.on_by_default())
        .collect();
    assert_eq!(Technique::DEFAULT.to_vec(), on);
}
