//! Generated Killers (issue 40): `generate --variant killer` (and Killer X, Killer Jigsaw) at each
//! level gives puzzles without givens whose cages of 1 to 5 side-by-side cells cover the board,
//! unique with the independent oracle's solution, rated at the level asked with the Killer score
//! bands, and solved soundly without a guess; the generator's cage counter agrees with the
//! board's own; the command line writes and refuses as it says.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests state their expectations with expect

mod common;

use common::{generated, oracle, path_checked_against, run_binary};

use sudoku_stepper::backtrack::count_solutions_with_cages;
use sudoku_stepper::cancel::Cancel;
use sudoku_stepper::format::read_str;
use sudoku_stepper::model::Cage;
use sudoku_stepper::solver::{ScoreBands, rate_steps};
use sudoku_stepper::{Grid, Layout, Level, Technique};

/// Whether the cells of `cage` on a 9x9 board join up side by side.
fn joined(cage: &Cage) -> bool {
    let cells: Vec<usize> = cage.cells.iter().map(|c| c.index()).collect();
    let mut reached = vec![cells[0]];
    let mut next = 0;
    while let Some(&cell) = reached.get(next) {
        next += 1;
        for &other in &cells {
            let beside = (cell / 9 == other / 9 && cell.abs_diff(other) == 1)
                || (cell % 9 == other % 9 && cell.abs_diff(other) == 9);
            if beside && !reached.contains(&other) {
                reached.push(other);
            }
        }
    }
    reached.len() == cells.len()
}

/// Extreme Killers (issue 67) are ones the techniques teach by cage arithmetic: each is solved
/// soundly without a guess, with Forcing Chains and Nets at most 1% of its steps, and rated
/// Extreme.
#[test]
fn generated_extreme_killers_need_no_guess_and_hardly_a_net() {
    let grids = generated("killer", Level::Extreme, 6);
    let answers = oracle(&grids);
    assert_eq!(answers.len(), grids.len());
    let mut report = Vec::new();
    for (index, (grid, answer)) in grids.iter().zip(&answers).enumerate() {
        let label = format!("Extreme killer #{}", index + 1);
        let steps = path_checked_against(grid, answer, &label);
        assert!(
            steps.iter().all(|s| s.technique != Technique::BruteForce),
            "{label}: a guess"
        );
        let forcing = steps
            .iter()
            .filter(|s| matches!(s.technique, Technique::ForcingChain | Technique::ForcingNet))
            .count();
        assert!(
            forcing * 100 <= steps.len(),
            "{label}: {forcing} forcing steps of {}",
            steps.len()
        );
        let rating = rate_steps(&steps, ScoreBands::of(grid.layout()));
        assert_eq!(
            rating.level,
            Level::Extreme,
            "{label}: score {}",
            rating.score
        );
        report.push(format!("{} steps, {forcing} forcing", steps.len()));
    }
    println!("{}", report.join("; "));
}

#[test]
fn generated_killers_are_unique_without_givens_sound_and_rated_as_asked() {
    let sets = [
        ("killer", Level::Easy, 80),
        ("killer", Level::Medium, 150),
        ("killer", Level::Hard, 50),
        ("killer", Level::Unfair, 20),
        ("killer+x", Level::Medium, 50),
        ("killer+jigsaw", Level::Medium, 50),
    ];
    let mut report = Vec::new();
    for (rules, level, count) in sets {
        let grids = generated(rules, level, count);
        let answers = oracle(&grids);
        assert_eq!(answers.len(), grids.len(), "{rules}");
        let mut without_guessing = 0;
        for (index, (grid, answer)) in grids.iter().zip(&answers).enumerate() {
            let label = format!("{level} {rules} #{}", index + 1);
            assert!(grid.values().iter().all(|&v| v == 0), "{label}: no givens");
            let cages = grid.layout().variant().cages.expect("cages");
            let covered: usize = cages.iter().map(|c| c.cells.len()).sum();
            assert_eq!(covered, 81, "{label}: the cages cover the board once");
            for cage in cages {
                assert!((1..=5).contains(&cage.cells.len()), "{label}: {cage:?}");
                assert!(cage.sum.is_some() && joined(cage), "{label}: {cage:?}");
            }
            let steps = path_checked_against(grid, answer, &label);
            let rating = rate_steps(&steps, ScoreBands::of(grid.layout()));
            assert_eq!(rating.level, level, "{label}: score {}", rating.score);
            if steps.iter().all(|s| s.technique != Technique::BruteForce) {
                without_guessing += 1;
            }
        }
        report.push(format!("{level} {rules}: {without_guessing}/{count}"));
        assert_eq!(
            without_guessing, count,
            "{level} {rules}: every one without a guess"
        );
    }
    println!("{}", report.join(", "));
}

#[test]
fn the_generator_s_cage_counter_agrees_with_the_board_s_own() {
    let text = include_str!("data/killers.txt");
    let puzzles = read_str("killers.txt", text).expect("reads").puzzles;
    let empty = Grid::from_givens(Layout::CLASSIC, &[0; 81]).expect("empty board");
    for (index, puzzle) in puzzles.iter().enumerate().step_by(5) {
        let cages = puzzle
            .grid
            .layout()
            .variant()
            .cages
            .expect("cages")
            .to_vec();
        assert_eq!(
            count_solutions_with_cages(&empty, &cages, 2, &Cancel::never()),
            Some(1),
            "killers.txt #{}",
            index + 1
        );
        let mut wrong = cages.clone();
        let first = wrong
            .iter_mut()
            .find(|c| c.cells.len() > 1)
            .expect("a cage");
        first.sum = first.sum.map(|sum| sum + 1);
        assert_eq!(
            count_solutions_with_cages(&empty, &wrong, 2, &Cancel::never()),
            Some(0),
            "killers.txt #{}: a sum one too high leaves no solution",
            index + 1
        );
    }
}

#[test]
fn the_command_line_generates_killers_rated_with_their_own_bands() {
    let (status, out, err) = run_binary(&[
        "generate",
        "--variant",
        "killer",
        "--difficulty",
        "Easy",
        "--seed",
        "7",
    ]);
    assert_eq!(status, 0, "{err}");
    assert!(out.starts_with("variant: Killer\ncages:\n"), "{out}");
    assert_eq!(
        err.lines().last(),
        Some("puzzle 1: seed 7, Easy (1664), 0 givens, 1 attempt")
    );
    let puzzle = read_str("generated.txt", &out).expect("reads back").puzzles[0]
        .grid
        .clone();
    assert!(puzzle.values().iter().all(|&v| v == 0));
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("killer-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("k.txt");
    std::fs::write(&file, &out).expect("written");
    let path = file.to_str().expect("path");
    let (status, out, err) = run_binary(&["rate", "--explain", path]);
    assert_eq!(status, 0, "{err}");
    assert!(
        out.starts_with(&format!(
            "{path}: Easy, score 1664 (0 guesses; Killer board, uniqueness techniques off)\n  \
             Easy: the hardest technique on the path is Cage Combinations, rated Easy, and the \
             score 1,664 is within Easy's limit of 2,015.\n"
        )),
        "{out}"
    );
    let (status, _, err) = run_binary(&["generate", "--variant", "killer+x", "--symmetric"]);
    assert_eq!(status, 2);
    assert_eq!(
        err,
        "error: --symmetric makes the givens symmetric, and a Killer has no givens\n"
    );
    std::fs::remove_dir_all(&dir).ok();
}
