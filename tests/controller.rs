//! The controller driven without a window: loading, Take Step, Back, Reset, a timed solve through
//! `tick`, and the messages for impossible requests.

use std::path::Path;

use sudoku_stepper::Technique;
use sudoku_stepper::controller::{Action, Controller, Tick};

/// Ticks the controller and runs a search it hands out right away; returns the wait.
fn tick(controller: &mut Controller, now: f64) -> Option<f64> {
    match controller.tick(now) {
        Tick::Idle => None,
        Tick::Wait(wait) => Some(wait),
        Tick::Step(job, wait) => {
            let answer = job.run();
            controller.handle(answer);
            Some(wait)
        }
    }
}

fn puzzle(name: &str) -> Action {
    Action::Open(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("puzzles")
            .join(name),
    )
}

fn loaded(name: &str) -> Controller {
    let mut controller = Controller::new();
    controller.handle(puzzle(name));
    assert_eq!(controller.error(), None);
    controller
}

#[test]
fn a_new_controller_has_no_puzzle_and_refuses_steps() {
    let mut controller = Controller::new();
    controller.handle(Action::TakeStep);
    assert_eq!(controller.status(), "No puzzle loaded: open a file first.");
    assert!(controller.log().is_empty());
    controller.handle(Action::ToggleSolve);
    assert!(!controller.is_solving());
}

#[test]
fn loading_sets_the_puzzle_and_its_facts() {
    let controller = loaded("book62.sud");
    let info = controller.info().expect("loaded");
    assert_eq!(info.name, "book62.sud");
    assert_eq!(info.puzzle.given_count(), 26);
    assert_eq!(info.solutions, sudoku_stepper::SolutionCount::Unique);
    assert!(info.rating.is_some());
    assert_eq!(controller.status(), "Opened book62.sud.");
}

#[test]
fn take_step_back_and_reset() {
    let mut controller = loaded("book62.sud");
    let start = controller.grid().expect("grid").clone();
    controller.handle(Action::TakeStep);
    assert_eq!(controller.log().len(), 1);
    assert_eq!(
        controller.log()[0].step().map(|s| s.technique),
        Some(Technique::CandidateElimination)
    );
    assert_eq!(controller.status(), "Step 1: Candidate Elimination.");
    let after_one = controller.grid().expect("grid").clone();
    controller.handle(Action::TakeStep);
    assert_eq!(controller.log().len(), 2);
    assert_ne!(controller.grid(), Some(&after_one));
    controller.handle(Action::Back);
    assert_eq!(controller.log().len(), 1);
    assert_eq!(controller.grid(), Some(&after_one));
    assert_eq!(
        controller.status().split(':').next(),
        Some("Took back step 2")
    );
    controller.handle(Action::Reset);
    assert!(controller.log().is_empty());
    assert_eq!(controller.grid(), Some(&start));
    controller.handle(Action::Back);
    assert_eq!(controller.status(), "Nothing to take back.");
}

#[test]
fn a_timed_solve_steps_once_per_interval_until_solved() {
    let mut controller = loaded("book62.sud");
    controller.handle(Action::SetSpeed(4.0));
    controller.handle(Action::ToggleSolve);
    assert!(controller.is_solving());
    assert_eq!(tick(&mut controller, 10.0), Some(0.25));
    assert_eq!(controller.log().len(), 1);
    assert_eq!(tick(&mut controller, 10.1), Some(0.15000000000000036));
    assert_eq!(controller.log().len(), 1);
    tick(&mut controller, 10.25);
    assert_eq!(controller.log().len(), 2);
    let mut now = 10.25;
    while controller.is_solving() {
        now += 0.25;
        tick(&mut controller, now);
    }
    let grid = controller.grid().expect("grid");
    assert!(grid.is_solved());
    assert!(controller.status().ends_with("The puzzle is solved."));
    let steps = controller.log().len();
    controller.handle(Action::TakeStep);
    assert_eq!(controller.log().len(), steps);
    assert_eq!(
        controller.status(),
        "The puzzle is solved: there is no step left to take."
    );
}

#[test]
fn stop_and_opening_a_file_end_a_solve() {
    let mut controller = loaded("book62.sud");
    controller.handle(Action::ToggleSolve);
    tick(&mut controller, 1.0);
    controller.handle(Action::ToggleSolve);
    assert!(!controller.is_solving());
    assert_eq!(controller.status(), "Solving stopped.");
    controller.handle(Action::ToggleSolve);
    assert!(controller.is_solving());
    controller.handle(puzzle("web.sud"));
    assert!(!controller.is_solving());
    assert!(controller.log().is_empty());
    assert_eq!(controller.info().expect("loaded").name, "web.sud");
}

#[test]
fn a_bad_file_keeps_the_current_puzzle_and_reports_the_error() {
    let mut controller = loaded("book62.sud");
    controller.handle(Action::TakeStep);
    controller.handle(Action::OpenText {
        name: "bad.sud".to_string(),
        text: "12345678\n".to_string(),
    });
    assert_eq!(controller.info().expect("kept").name, "book62.sud");
    assert_eq!(controller.log().len(), 1);
    assert_eq!(
        controller.error(),
        Some("bad.sud: line 2, column 1: expected 9 rows, found 1")
    );
    assert_eq!(
        controller.status(),
        "Could not open bad.sud; the current puzzle is unchanged."
    );
    controller.handle(Action::DismissError);
    assert_eq!(controller.error(), None);
}

#[test]
fn selecting_a_row_shows_the_grid_after_that_step() {
    let mut controller = loaded("book62.sud");
    for _ in 0..3 {
        controller.handle(Action::TakeStep);
    }
    controller.handle(Action::Select(Some(0)));
    assert_eq!(controller.selected(), Some(0));
    assert_eq!(
        controller.shown_grid(),
        Some(&controller.log()[0].grid_after)
    );
    assert_eq!(controller.shown_step(), controller.log()[0].step());
    controller.handle(Action::TakeStep);
    assert_eq!(controller.selected(), None);
    assert_eq!(controller.log().len(), 4);
    assert_eq!(controller.shown_grid(), controller.grid());
}

#[test]
fn an_answer_for_an_older_state_is_dropped() {
    let mut controller = loaded("book62.sud");
    let job = controller.request_step().expect("a search");
    assert!(controller.is_searching());
    assert_eq!(controller.status(), "Searching for the next step...");
    assert!(controller.request_step().is_none(), "one search at a time");
    controller.handle(Action::Reset);
    assert!(!controller.is_searching());
    let answer = job.run();
    controller.handle(answer);
    assert!(controller.log().is_empty());

    let job = controller.request_step().expect("a search");
    let answer = job.run();
    controller.handle(answer);
    assert_eq!(controller.log().len(), 1);
    assert!(!controller.is_searching());
}

#[test]
fn a_background_rating_arrives_later_and_a_stale_one_is_dropped() {
    let mut controller = Controller::new();
    controller.rate_in_background();
    controller.handle(puzzle("book62.sud"));
    assert!(controller.is_rating());
    assert_eq!(controller.info().expect("loaded").rating, None);
    let first = controller.take_rating_job().expect("a rating job");
    assert!(controller.take_rating_job().is_none());

    controller.handle(puzzle("size-4x4.sud"));
    let second = controller.take_rating_job().expect("a rating job");
    controller.handle(first.run());
    assert!(controller.is_rating());
    assert_eq!(controller.info().expect("loaded").rating, None);

    controller.handle(second.run());
    assert!(!controller.is_rating());
    let rating = controller.info().expect("loaded").rating.expect("rated");
    assert_eq!(rating.level, sudoku_stepper::Level::Easy);
}

#[test]
fn the_rating_follows_the_enabled_techniques_and_their_order() {
    let mut controller = loaded("book62.sud");
    let default_rating = controller.info().and_then(|info| info.rating);
    assert_eq!(
        default_rating.map(|r| (r.level, r.score)),
        Some((sudoku_stepper::Level::Medium, 520))
    );
    controller.handle(Action::SetTechniques(vec![
        Technique::CandidateElimination,
        Technique::FullHouse,
        Technique::NakedSingle,
        Technique::HiddenSingle,
        Technique::BruteForce,
    ]));
    let rating = controller
        .info()
        .and_then(|info| info.rating)
        .expect("rated");
    assert_ne!(Some(rating), default_rating);
    let outcome = sudoku_stepper::solver::solve_steps(
        &controller.info().expect("loaded").puzzle,
        controller.techniques(),
    );
    assert_eq!(rating, sudoku_stepper::solver::rate_steps(&outcome.steps));
    controller.handle(Action::SetTechniques(vec![
        Technique::FullHouse,
        Technique::NakedSingle,
        Technique::HiddenSingle,
    ]));
    let info = controller.info().expect("loaded");
    assert_eq!((info.rating, info.unrated), (None, true));
    assert!(!controller.is_rating());
    controller.handle(Action::SetTechniques(Technique::ALL.to_vec()));
    assert_eq!(
        controller.info().and_then(|info| info.rating),
        default_rating
    );
    assert!(!controller.info().expect("loaded").unrated);
}
