//! Drills in the window (issue 69): the guide's "Try a drill", File > Drill a technique, a
//! technique's row of Progress and Drill next start a round of five, the drill's position waits
//! on the board, and Check drill (Ctrl+Enter) judges the student's pencil marks: right, partly
//! right (a wrong mark with its reason) and wrong (what is still to mark); Ctrl+Shift+Enter goes
//! on to the next. The first Check of a drill counts in the profile.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests state their expectations with expect

mod window;

use eframe::egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use sudoku_stepper::app::StepperApp;
use sudoku_stepper::app::commands::DIGIT_KEYS;
use sudoku_stepper::backtrack::solve;
use sudoku_stepper::controller::DrillProgress;
use sudoku_stepper::{Candidate, Grid, Technique};
use window::{cell_centre, click_at, harness, menu, settle};

/// The app with a round of X-Wing drills started from the guide and its first position ready.
fn x_wing_drill() -> Harness<'static, StepperApp> {
    let mut harness = harness(None);
    harness.get_by_label("Help").click();
    settle(&mut harness);
    harness.get_by_label("Technique Guide... (F1)").click();
    settle(&mut harness);
    harness.get_by_label("X-Wing").scroll_to_me();
    settle(&mut harness);
    harness.get_by_label("X-Wing").click();
    settle(&mut harness);
    harness.get_by_label("Try a drill").click();
    settle(&mut harness);
    assert_eq!(
        harness.state().controller().drill_progress(),
        Some(DrillProgress {
            technique: Technique::XWing,
            number: 1,
            of: 5,
            ready: true,
        })
    );
    assert_eq!(
        harness.get_all_by_label("Drill 1 of 5: X-Wing").count(),
        2,
        "the controls bar and the drill's panel name it"
    );
    let ready = "X-Wing removes candidates in this position, and no technique before it in the \
                 default order finds anything. Remove them (with Pencil marks on, typing a digit \
                 takes it from the cell), then press Check drill (Hint shows the step bit by bit).";
    assert_eq!(
        harness.get_all_by_label(ready).count(),
        2,
        "the status line and the drill's panel say it"
    );
    harness
}

/// The X-Wing the drill waits for (the step behind its hint), the position and its solution.
fn answer(harness: &Harness<StepperApp>) -> (Vec<Candidate>, Grid, Grid) {
    let controller = harness.state().controller();
    let hint = controller
        .hint()
        .expect("the drill's step waits behind a hint");
    assert_eq!(hint.step.technique, Technique::XWing);
    assert_eq!(hint.level, 1);
    let grid = controller.grid().expect("a position").clone();
    let solution = solve(&grid).expect("solvable");
    (hint.step.eliminations.clone(), grid, solution)
}

/// Takes `candidate` out of its cell as a student does: click the cell, type its digit in
/// pencil mode.
fn remove(harness: &mut Harness<'static, StepperApp>, candidate: Candidate) {
    let index = candidate.cell.index();
    let at = cell_centre(harness, 9, index / 9 + 1, index % 9 + 1);
    click_at(harness, at);
    if !harness.state().controller().is_pencil() {
        harness.key_press(Key::P);
        settle(harness);
    }
    let digit = DIGIT_KEYS[usize::from(candidate.digit.get()) - 1];
    harness.key_press(digit);
    settle(harness);
    assert!(
        !harness
            .state()
            .controller()
            .grid()
            .expect("a position")
            .candidates(candidate.cell)
            .contains(candidate.digit),
        "the pencil mark is gone"
    );
}

/// A candidate of `grid` that is its cell's solution digit, in a cell the X-Wing leaves alone.
fn kept_candidate(grid: &Grid, solution: &Grid, answer: &[Candidate]) -> Candidate {
    grid.candidate_list()
        .into_iter()
        .find(|c| {
            solution.value(c.cell) == Some(c.digit)
                && grid.candidates(c.cell).len() > 1
                && answer.iter().all(|removed| removed.cell != c.cell)
        })
        .expect("an open cell")
}

/// The cell of `candidate` as the messages name it: "r4c5".
fn name(candidate: Candidate) -> String {
    let index = candidate.cell.index();
    format!("r{}c{}", index / 9 + 1, index % 9 + 1)
}

/// The round under way: its technique, the drill's number and whether its position is ready.
fn round(harness: &Harness<StepperApp>) -> Option<(Technique, usize, bool)> {
    harness
        .state()
        .controller()
        .drill_progress()
        .map(|d| (d.technique, d.number, d.ready))
}

fn status(harness: &Harness<StepperApp>) -> String {
    harness.state().controller().status().text()
}

#[test]
fn marks_that_are_the_step_are_right_and_count_at_the_first_check() {
    let mut harness = x_wing_drill();
    let (removals, _, _) = answer(&harness);
    harness.get_by_label("Check drill").click();
    settle(&mut harness);
    assert_eq!(
        status(&harness),
        "Nothing is marked yet: remove the candidates X-Wing removes (or place its digit), then \
         press Check drill."
    );
    for &candidate in &removals {
        remove(&mut harness, candidate);
    }
    harness.get_by_label("Check drill").click();
    settle(&mut harness);
    assert_eq!(
        status(&harness),
        "Right: that is the X-Wing step. Press Next drill for the next one."
    );
    assert_eq!(
        harness
            .get_all_by_label("Right: that is the X-Wing step. Press Next drill for the next one.")
            .count(),
        2
    );
    let record = harness
        .state()
        .controller()
        .profile()
        .record(Technique::XWing);
    assert_eq!((record.drills, record.drills_right), (1, 1));
    harness.get_by_label("Check drill").click();
    settle(&mut harness);
    let record = harness
        .state()
        .controller()
        .profile()
        .record(Technique::XWing);
    assert_eq!(
        (record.drills, record.drills_right),
        (1, 1),
        "only the first Check counts"
    );
    harness.get_by_label("Next drill").click();
    settle(&mut harness);
    assert_eq!(
        harness
            .state()
            .controller()
            .drill_progress()
            .map(|d| (d.number, d.ready)),
        Some((2, true))
    );
    assert_eq!(harness.get_all_by_label("Drill 2 of 5: X-Wing").count(), 2);
}

#[test]
fn a_wrong_mark_beside_the_step_is_partly_right_with_its_reason() {
    let mut harness = x_wing_drill();
    let (removals, grid, solution) = answer(&harness);
    let kept = kept_candidate(&grid, &solution, &removals);
    for &candidate in &removals {
        remove(&mut harness, candidate);
    }
    remove(&mut harness, kept);
    harness.get_by_label("Check drill").click();
    settle(&mut harness);
    let cell = name(kept);
    let digit = kept.digit.get();
    let marks = match removals.len() {
        1 => "1 of your marks is".to_string(),
        count => format!("{count} of your marks are"),
    };
    assert_eq!(
        status(&harness),
        format!(
            "Partly right: {marks} part of an X-Wing step. {cell} <> {digit} is wrong: {digit} \
             is the solution's digit in {cell}, so it stays a candidate."
        )
    );
    let record = harness
        .state()
        .controller()
        .profile()
        .record(Technique::XWing);
    assert_eq!((record.drills, record.drills_right), (1, 0));
    let profile = harness.state().controller().profile();
    let marks_counted: Vec<Technique> = Technique::ALL
        .into_iter()
        .filter(|&t| {
            let record = profile.record(t);
            (record.seen, record.applied, record.mistakes) != (0, 0, 0)
        })
        .collect();
    assert_eq!(
        marks_counted,
        [],
        "a drill's marks count only through its first Check"
    );
}

#[test]
fn marks_off_the_step_are_wrong_and_say_what_is_still_to_mark() {
    let mut harness = x_wing_drill();
    let (removals, grid, solution) = answer(&harness);
    let kept = kept_candidate(&grid, &solution, &removals);
    remove(&mut harness, kept);
    harness.get_by_label("Check drill").click();
    settle(&mut harness);
    let cell = name(kept);
    let digit = kept.digit.get();
    let status = status(&harness);
    assert!(
        status
            .starts_with("Not yet: none of your marks is part of an X-Wing step. Still to mark: "),
        "{status}"
    );
    assert!(
        status.ends_with(&format!(
            ". {cell} <> {digit} is wrong: {digit} is the solution's digit in {cell}, so it \
             stays a candidate."
        )),
        "{status}"
    );
    for removed in &removals {
        let cell = name(*removed);
        assert!(status.contains(&cell), "{status} names {cell}");
    }
}

#[test]
fn the_keys_check_the_drill_and_go_on_to_the_next() {
    use eframe::egui::Modifiers;
    let mut harness = x_wing_drill();
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Enter);
    settle(&mut harness);
    assert_eq!(
        status(&harness),
        "Nothing is marked yet: remove the candidates X-Wing removes (or place its digit), then \
         press Check drill."
    );
    harness.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::Enter);
    settle(&mut harness);
    assert_eq!(round(&harness), Some((Technique::XWing, 2, true)));
}

#[test]
fn file_drill_a_technique_starts_a_round_of_the_technique_chosen_by_level() {
    let mut harness = harness(None);
    menu(&mut harness, "File", "Drill a technique");
    harness.get_by_label("Medium").click();
    settle(&mut harness);
    assert!(
        harness.query_by_label("Forcing Chain").is_none(),
        "only techniques with drills are listed"
    );
    harness.get_by_label("Naked Pair").click();
    settle(&mut harness);
    assert_eq!(
        harness.state().controller().drill_progress(),
        Some(DrillProgress {
            technique: Technique::NakedPair,
            number: 1,
            of: 5,
            ready: true,
        })
    );
    assert_eq!(
        harness.get_all_by_label("Drill 1 of 5: Naked Pair").count(),
        2
    );
}

#[test]
fn a_technique_row_of_progress_starts_its_drills_and_drill_next_drills_what_comes_next() {
    let mut harness = harness(None);
    menu(&mut harness, "View", "Progress...");
    assert!(
        harness
            .query_by_label(
                "(Ctrl+P): Full House, a technique you have not mastered, in a puzzle of level \
                 Easy."
            )
            .is_some(),
        "what Practise next would practise, and at which level"
    );
    harness
        .get_by_label("a round of 5 drills of Hidden Single")
        .click();
    settle(&mut harness);
    assert_eq!(round(&harness), Some((Technique::HiddenSingle, 1, true)));
    assert!(
        harness.query_by_label("Practise next").is_none(),
        "Progress closed to give the drill the room"
    );
    menu(&mut harness, "View", "Progress...");
    harness.get_by_label("Drill next").click();
    settle(&mut harness);
    assert_eq!(
        status(&harness),
        "Replace the puzzle in progress? Answer in the dialog: Replace, or Keep this puzzle."
    );
    harness.get_by_label("Replace").click();
    settle(&mut harness);
    assert_eq!(
        round(&harness),
        Some((Technique::FullHouse, 1, true)),
        "a new student's next technique"
    );
}
