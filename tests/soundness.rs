//! Soundness over whole collections: every placement and every elimination of every step agrees
//! with the puzzle's unique solution, for the bundled puzzles of every size and for 3,435 collected
//! 9x9 puzzles. The 18 original `.sud` puzzles, top1465 and the forum's 375 hardest need no guess.
//! Solves are deterministic.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests state their expectations with expect

use std::path::Path;

use sudoku_stepper::cancel::Cancel;
use sudoku_stepper::format::{read_path, read_str};
use sudoku_stepper::solver::{SolveResult, StepFinder, next_step, solve_steps};
use sudoku_stepper::{Grid, Level, Technique, count_solutions, solve};

/// Solves `grid` with `techniques`, checks every step against the solution, and returns the number
/// of Brute Force steps.
fn assert_sound(label: &str, grid: &Grid, techniques: &[Technique]) -> (SolveResult, usize) {
    assert_eq!(
        count_solutions(grid, 2),
        Some(1),
        "{label} has a unique solution"
    );
    let solution = solve(grid).expect("solvable");
    let outcome = solve_steps(grid, techniques);
    for (number, step) in outcome.steps.iter().enumerate() {
        for placement in &step.placements {
            assert_eq!(
                solution.value(placement.cell),
                Some(placement.digit),
                "{label} step {}: {}",
                number + 1,
                step.message.text()
            );
        }
        for elimination in &step.eliminations {
            assert_ne!(
                solution.value(elimination.cell),
                Some(elimination.digit),
                "{label} step {}: {}",
                number + 1,
                step.message.text()
            );
        }
    }
    if outcome.result == SolveResult::Solved {
        assert_eq!(outcome.grid.values(), solution.values(), "{label}");
    }
    let guesses = outcome
        .steps
        .iter()
        .filter(|s| s.technique == Technique::BruteForce)
        .count();
    (outcome.result, guesses)
}

fn collection(name: &str, text: &str) -> Vec<Grid> {
    read_str(name, text)
        .expect("parses")
        .puzzles
        .into_iter()
        .map(|p| p.grid)
        .collect()
}

fn assert_collection_sound(name: &str, text: &str, expected: usize) {
    let grids = collection(name, text);
    assert_eq!(grids.len(), expected);
    for (index, grid) in grids.iter().enumerate() {
        let (result, _) = assert_sound(&format!("{name} #{}", index + 1), grid, &Technique::ALL);
        assert_eq!(result, SolveResult::Solved, "{name} #{}", index + 1);
    }
}

/// Every technique but Brute Force.
fn logic() -> Vec<Technique> {
    Technique::ALL
        .into_iter()
        .filter(|&t| t != Technique::BruteForce)
        .collect()
}

/// Solves every puzzle of a collection without guessing, soundly.
fn assert_collection_solved_by_logic(name: &str, text: &str, expected: usize) {
    let grids = collection(name, text);
    assert_eq!(grids.len(), expected);
    for (index, grid) in grids.iter().enumerate() {
        let label = format!("{name} #{}", index + 1);
        let (result, guesses) = assert_sound(&label, grid, &logic());
        assert_eq!((result, guesses), (SolveResult::Solved, 0), "{label}");
    }
}

#[test]
fn bundled_puzzles_of_every_size_are_solved_soundly() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("puzzles");
    let mut count = 0;
    for entry in std::fs::read_dir(dir).expect("puzzles/") {
        let path = entry.expect("entry").path();
        if path.extension().is_none_or(|e| e != "sud") {
            continue;
        }
        let grid = read_path(&path).expect("parses").puzzles[0].grid.clone();
        let (result, _) = assert_sound(&path.display().to_string(), &grid, &Technique::ALL);
        assert_eq!(result, SolveResult::Solved, "{}", path.display());
        count += 1;
    }
    assert_eq!(count, 24);
}

#[test]
fn the_original_sud_puzzles_need_no_guess() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("puzzles");
    let mut count = 0;
    for entry in std::fs::read_dir(dir).expect("puzzles/") {
        let path = entry.expect("entry").path();
        let name = path
            .file_name()
            .expect("name")
            .to_string_lossy()
            .into_owned();
        if !name.ends_with(".sud") || name.starts_with("size-") {
            continue;
        }
        let grid = read_path(&path).expect("parses").puzzles[0].grid.clone();
        let (result, guesses) = assert_sound(&name, &grid, &logic());
        assert_eq!((result, guesses), (SolveResult::Solved, 0), "{name}");
        count += 1;
    }
    assert_eq!(count, 18);
}

#[test]
fn top95_is_solved_soundly() {
    assert_collection_sound("top95", include_str!("data/top95.txt"), 95);
}

#[test]
fn seventeen_clue_puzzles_are_solved_soundly() {
    assert_collection_sound("17-clue", include_str!("data/17clue-500.txt"), 500);
}

#[test]
fn qqwing_expert_puzzles_are_solved_soundly() {
    assert_collection_sound(
        "qqwing expert",
        include_str!("data/qqwing_expert.sdm"),
        1000,
    );
}

#[test]
fn top1465_is_solved_soundly_without_guessing() {
    assert_collection_solved_by_logic("top1465", include_str!("data/top1465.txt"), 1465);
}

#[test]
fn forum_hardest_is_solved_soundly_without_guessing() {
    assert_collection_solved_by_logic(
        "forum hardest",
        include_str!("data/forum_hardest_1106.txt"),
        375,
    );
}

#[test]
fn every_single_technique_alone_is_sound() {
    let grids = collection("top95", include_str!("data/top95.txt"));
    for technique in Technique::ALL {
        for (index, grid) in grids.iter().take(30).enumerate() {
            assert_sound(
                &format!("top95 #{} with {technique}", index + 1),
                grid,
                &[technique],
            );
        }
    }
}

#[test]
fn two_solves_of_a_puzzle_are_identical() {
    let grids = collection("top95", include_str!("data/top95.txt"));
    for grid in grids.iter().take(10) {
        let first = solve_steps(grid, &Technique::ALL);
        let second = solve_steps(grid, &Technique::ALL);
        assert_eq!(first.steps, second.steps);
    }
}

/// Every step All Steps lists (not only the first of each technique) agrees with the solution:
/// checked along the default solve of every 20th top1465 puzzle, at every 5th position.
#[test]
fn every_listed_step_of_sampled_positions_is_sound() {
    let grids = collection("top1465.txt", include_str!("data/top1465.txt"));
    let techniques = logic();
    let mut listed = 0;
    let mut beyond_first = 0;
    for (index, grid) in grids.iter().enumerate().step_by(20) {
        let solution = solve(grid).expect("solvable");
        let outcome = solve_steps(grid, &techniques);
        let mut position = grid.clone();
        for (number, step) in outcome.steps.iter().enumerate() {
            if number % 5 == 1 {
                let label = format!("top1465 #{} after step {number}", index + 1);
                let steps = StepFinder::new(&techniques)
                    .all_steps(&position, &Cancel::never())
                    .expect("consistent");
                for (rank, listed_step) in steps.iter().enumerate() {
                    let first_of_its_kind = steps[..rank]
                        .iter()
                        .all(|s| s.technique != listed_step.technique);
                    beyond_first += usize::from(!first_of_its_kind);
                    for placement in &listed_step.placements {
                        assert_eq!(
                            solution.value(placement.cell),
                            Some(placement.digit),
                            "{label}: {}",
                            listed_step.message.text()
                        );
                    }
                    for elimination in &listed_step.eliminations {
                        assert_ne!(
                            solution.value(elimination.cell),
                            Some(elimination.digit),
                            "{label}: {}",
                            listed_step.message.text()
                        );
                    }
                }
                listed += steps.len();
            }
            step.apply(&mut position);
        }
    }
    assert!(
        listed > 50_000 && beyond_first > 40_000,
        "{listed} listed, {beyond_first} beyond the first of their technique"
    );
}

/// With two threads, Forcing Chain and Forcing Net run beside the other techniques once those
/// reach the Hard level; the steps must still be the ones a search of one technique after
/// another finds, whichever search ends first.
#[test]
fn steps_found_on_two_threads_follow_the_priority_order() {
    let grids = collection("top1465.txt", include_str!("data/top1465.txt"));
    let techniques = logic();
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(2)
        .build()
        .expect("a thread pool");
    let (mut forcing, mut hard_before_forcing) = (0, 0);
    for (index, grid) in grids.iter().enumerate().take(12) {
        let mut position = grid.clone();
        loop {
            let in_turn = techniques.iter().find_map(|t| t.find(&position));
            let found = pool
                .install(|| next_step(&position, &techniques))
                .expect("consistent");
            assert_eq!(found, in_turn, "top1465 #{}", index + 1);
            let Some(step) = found else { break };
            match step.technique {
                Technique::ForcingChain | Technique::ForcingNet => forcing += 1,
                t if t.level() >= Level::Hard => hard_before_forcing += 1,
                _ => {}
            }
            step.apply(&mut position);
        }
        assert!(position.is_solved(), "top1465 #{}", index + 1);
    }
    assert!(
        forcing >= 10 && hard_before_forcing >= 10,
        "{forcing} forcing steps, {hard_before_forcing} other steps of Hard level or above"
    );
}

/// The app answers a Take Step whose answer is a single at once (`StepFinder::quick_step`): on
/// every position of the paths of top95 and of the bundled puzzles of every size, what it gives
/// is exactly the step the whole search gives, and it gives nothing only when that step is no
/// single.
#[test]
fn quick_steps_are_the_steps_the_whole_search_takes() {
    let mut grids = collection("top95.txt", include_str!("data/top95.txt"));
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("puzzles");
    for name in [
        "size-4x4.sud",
        "size-6x6.sud",
        "size-16x16.sud",
        "size-25x25.sud",
    ] {
        grids.push(
            read_path(&dir.join(name)).expect("parses").puzzles[0]
                .grid
                .clone(),
        );
    }
    let techniques = logic();
    let singles = [
        Technique::CandidateElimination,
        Technique::FullHouse,
        Technique::NakedSingle,
        Technique::HiddenSingle,
    ];
    let (mut quick, mut searched) = (0, 0);
    for (index, grid) in grids.iter().enumerate() {
        let mut finder = StepFinder::new(&techniques);
        let mut position = grid.clone();
        loop {
            let whole = finder
                .next_step(&position, &Cancel::never())
                .expect("consistent");
            match finder.quick_step(&position) {
                Some(answer) => {
                    assert_eq!(answer.expect("consistent"), whole, "#{}", index + 1);
                    quick += 1;
                }
                None => {
                    let technique = whole.as_ref().map(|step| step.technique);
                    assert!(
                        technique.is_some_and(|t| !singles.contains(&t)),
                        "#{}: {technique:?}",
                        index + 1
                    );
                    searched += 1;
                }
            }
            let Some(step) = whole else { break };
            step.apply(&mut position);
        }
        assert!(position.is_solved(), "#{}", index + 1);
    }
    assert_eq!((quick, searched), (6418, 1774));
}
