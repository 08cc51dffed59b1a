//! The desktop app driven through egui_kittest on the real `StepperApp`: find widgets by label,
//! click, press keys, run frames, and check the controller state and the visible texts. Jobs run
//! on the `InlineExecutor`, one frame after they start, so every test is deterministic and none
//! waits.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests state their expectations with expect
#![cfg(feature = "gui")]

use std::path::{Path, PathBuf};
use std::sync::Arc;

use eframe::egui::{self, Key};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use sudoku_stepper::Technique;
use sudoku_stepper::app::StepperApp;
use sudoku_stepper::controller::{Action, GuidePicture, InlineExecutor};
use sudoku_stepper::i18n::Language;

mod window;

use window::{
    cell_centre, click_at, harness, harness_of, menu, press_at, puzzle_path, scratch, settle,
};

fn log_len(harness: &Harness<StepperApp>) -> usize {
    harness.state().controller().log().len()
}

fn status(harness: &Harness<StepperApp>) -> String {
    harness.state().controller().status().text()
}

#[derive(Debug)]
struct Dropped(PathBuf);

impl egui::DroppedFile for Dropped {
    fn path(&self) -> &Path {
        &self.0
    }

    fn bytes(&self) -> Result<Vec<u8>, String> {
        std::fs::read(&self.0).map_err(|e| e.to_string())
    }
}

#[test]
fn start_shows_the_bundled_sample_in_title_and_status_bar() {
    let harness = harness(None);
    assert_eq!(harness.state().title(), "Sudoku Stepper - book62.sud");
    harness.get_by_label("book62.sud  |  9x9  |  26 givens  |  unique solution  |");
    harness.get_by_label("Medium (520)");
    harness.get_by_label("|  0 steps");
    harness.get_by_label("Opened book62.sud.");
    let grid = harness.state().controller().grid().expect("a grid");
    assert_eq!(grid.given_count(), 26);
}

#[test]
fn a_file_from_the_command_line_is_opened_instead() {
    let harness = harness(Some(puzzle_path("size-6x6.sud")));
    assert_eq!(harness.state().title(), "Sudoku Stepper - size-6x6.sud");
    harness.get_by_label_contains("size-6x6.sud  |  6x6  |  9 givens");
}

#[test]
fn opening_a_file_replaces_the_board_and_a_bad_file_shows_the_error() {
    let mut harness = harness(None);
    harness
        .state_mut()
        .apply(vec![Action::Open(puzzle_path("web.sud"))]);
    settle(&mut harness);
    harness.get_by_label_contains("web.sud  |  9x9  |  30 givens");

    let bad = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("stepper-ui-{}.sud", std::process::id()));
    std::fs::write(&bad, "12345678\n").expect("write");
    harness.state_mut().apply(vec![Action::Open(bad.clone())]);
    settle(&mut harness);
    let message = format!(
        "{}: line 2, column 1: expected 9 rows, found 1",
        bad.display()
    );
    harness.get_by_label(&message);
    harness.get_by_label("Error");
    assert_eq!(
        harness.state().controller().info().expect("kept").name,
        "web.sud"
    );
    harness.get_by_label("OK").click();
    settle(&mut harness);
    assert!(harness.query_by_label(&message).is_none());
    assert_eq!(harness.state().controller().error(), None);
    std::fs::remove_file(bad).expect("clean up");
}

#[test]
fn dropping_a_file_on_the_window_opens_it() {
    let mut harness = harness(None);
    harness
        .input_mut()
        .dropped_files
        .push(Arc::new(Dropped(puzzle_path("guardian.sud"))));
    settle(&mut harness);
    assert_eq!(
        harness.state().controller().info().expect("loaded").name,
        "guardian.sud"
    );
    assert_eq!(harness.state().title(), "Sudoku Stepper - guardian.sud");
}

#[test]
fn open_sample_menu_lists_the_bundled_puzzles() {
    let mut harness = harness(None);
    harness.get_by_label("File").click();
    settle(&mut harness);
    harness.get_by_label("Open sample").click();
    settle(&mut harness);
    harness.get_by_label("size-16x16.sud").click();
    settle(&mut harness);
    harness.get_by_label_contains("size-16x16.sud  |  16x16  |  115 givens");
}

#[test]
fn take_step_by_button_and_by_key_adds_log_rows() {
    let mut harness = harness(None);
    harness.get_by_label("Take Step").click();
    settle(&mut harness);
    assert_eq!(log_len(&harness), 1);
    assert_eq!(status(&harness), "Step 1: Candidate Elimination.");
    harness.key_press(Key::Space);
    settle(&mut harness);
    assert_eq!(log_len(&harness), 2);
    harness.get_by_label_contains("2. Naked Single: r2c4 = 4");
    harness.get_by_label_contains("Naked Single: 4 is the only candidate left in r2c4");
    let step = harness.state().controller().shown_step().expect("a step");
    assert_eq!(step.technique, Technique::NakedSingle);
    harness.get_by_label_contains("|  2 steps");
}

#[test]
fn solve_runs_on_the_timer_until_stopped_and_opening_a_file_stops_it() {
    let mut harness = harness(None);
    harness.state_mut().apply(vec![Action::SetSpeed(20.0)]);
    harness.get_by_label("Solve Puzzle").click();
    harness.step();
    harness.step();
    harness.get_by_label("Stop Solving");
    assert!(harness.state().controller().is_solving());
    for _ in 0..200 {
        if log_len(&harness) >= 3 {
            break;
        }
        harness.step();
    }
    assert!(log_len(&harness) >= 3);
    harness.get_by_label("Stop Solving").click();
    harness.step();
    settle(&mut harness);
    harness.get_by_label("Solve Puzzle");
    let stopped_at = log_len(&harness);
    for _ in 0..30 {
        harness.step();
    }
    assert_eq!(log_len(&harness), stopped_at);
    assert_eq!(status(&harness), "Solving stopped.");

    harness.get_by_label("Solve Puzzle").click();
    harness.step();
    assert!(harness.state().controller().is_solving());
    harness
        .state_mut()
        .apply(vec![Action::Open(puzzle_path("newone.sud"))]);
    settle(&mut harness);
    assert!(!harness.state().controller().is_solving());
    harness.get_by_label("Replace").click();
    settle(&mut harness);
    harness.get_by_label("Solve Puzzle");
    assert_eq!(log_len(&harness), 0);
    assert_eq!(
        harness.state().controller().info().unwrap().name,
        "newone.sud"
    );
}

#[test]
fn solve_to_the_end_then_take_step_says_solved() {
    let mut harness = harness(Some(puzzle_path("size-4x4.sud")));
    harness.state_mut().apply(vec![Action::SetSpeed(20.0)]);
    harness.get_by_label("Solve Puzzle").click();
    harness.step();
    for _ in 0..2000 {
        if !harness.state().controller().is_solving() {
            break;
        }
        harness.step();
    }
    harness.step();
    assert!(
        harness
            .state()
            .controller()
            .grid()
            .expect("grid")
            .is_solved()
    );
    harness.get_by_label("Solve Puzzle");
    let steps = log_len(&harness);
    harness.get_by_label("Take Step").click();
    settle(&mut harness);
    assert_eq!(log_len(&harness), steps);
    harness.get_by_label("The puzzle is solved: there is no step left to take.");
}

#[test]
fn back_undoes_exactly_and_reset_returns_to_the_givens() {
    let mut harness = harness(None);
    let start = harness.state().controller().grid().expect("grid").clone();
    for _ in 0..3 {
        harness.get_by_label("Take Step").click();
        settle(&mut harness);
    }
    let after_two = harness.state().controller().log()[1].grid_after.clone();
    harness.get_by_label("Back").click();
    settle(&mut harness);
    assert_eq!(log_len(&harness), 2);
    assert_eq!(harness.state().controller().grid(), Some(&after_two));
    assert!(harness.query_by_label_contains("3. ").is_none());
    harness.get_by_label("Reset").click();
    settle(&mut harness);
    assert_eq!(log_len(&harness), 0);
    assert_eq!(harness.state().controller().grid(), Some(&start));
    harness.get_by_label("Reset book62.sud to its givens.");
}

#[test]
fn selecting_a_log_row_shows_that_step_and_take_step_continues_from_the_latest() {
    let mut harness = harness(None);
    for _ in 0..4 {
        harness.get_by_label("Take Step").click();
        settle(&mut harness);
    }
    harness
        .get_by_label_contains("2. Naked Single: r2c4 = 4")
        .click();
    settle(&mut harness);
    let controller = harness.state().controller();
    assert_eq!(controller.selected(), Some(1));
    assert_eq!(
        controller.shown_grid(),
        Some(&controller.log()[1].grid_after)
    );
    assert_eq!(controller.shown_step(), controller.log()[1].step());
    harness.get_by_label("Take Step").click();
    settle(&mut harness);
    assert_eq!(log_len(&harness), 5);
    assert_eq!(harness.state().controller().selected(), None);
}

#[test]
fn stuck_without_brute_force_and_nothing_loaded_messages() {
    let hard = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("stepper-hard-{}.txt", std::process::id()));
    std::fs::write(
        &hard,
        "....14....3....2...7..........9...3.6.1.............8.2.....1.4....5.6.....7.8...\n",
    )
    .expect("write");
    let mut harness = harness(Some(hard.clone()));
    let only_singles: Vec<(String, bool)> = Technique::ALL
        .iter()
        .map(|&t| {
            let on = matches!(
                t,
                Technique::NakedSingle | Technique::HiddenSingle | Technique::BruteForce
            );
            (t.name().to_string(), on)
        })
        .collect();
    harness.state_mut().restore_settings(&only_singles);
    harness.get_by_label("View").click();
    settle(&mut harness);
    harness.get_by_label("Allow Brute Force guesses").click();
    settle(&mut harness);
    assert!(
        !harness
            .state()
            .controller()
            .techniques()
            .contains(&Technique::BruteForce)
    );
    harness.key_press(Key::Escape);
    settle(&mut harness);
    harness.state_mut().apply(vec![Action::SetSpeed(20.0)]);
    harness.state_mut().apply(vec![Action::ToggleSolve]);
    for _ in 0..3000 {
        if !harness.state().controller().is_solving() {
            break;
        }
        harness.step();
    }
    settle(&mut harness);
    assert_eq!(
        status(&harness),
        "Stuck: no enabled technique finds a step in this position."
    );
    harness.get_by_label("Solve Puzzle");
    std::fs::remove_file(hard).expect("clean up");
}

#[test]
fn candidates_toggle_with_the_key_and_the_menu() {
    let mut harness = harness(None);
    assert!(harness.state().controller().shows_candidates());
    harness.key_press(Key::C);
    settle(&mut harness);
    assert!(!harness.state().controller().shows_candidates());
    harness.get_by_label("View").click();
    settle(&mut harness);
    harness.get_by_label("Show candidates (C)").click();
    settle(&mut harness);
    assert!(harness.state().controller().shows_candidates());
}

#[test]
fn keyboard_shortcuts_for_back_reset_and_solve() {
    let mut harness = harness(None);
    harness.key_press(Key::Space);
    settle(&mut harness);
    harness.key_press(Key::Space);
    settle(&mut harness);
    assert_eq!(log_len(&harness), 2);
    harness.key_press(Key::Backspace);
    settle(&mut harness);
    assert_eq!(log_len(&harness), 1);
    harness.key_press(Key::S);
    harness.step();
    assert!(harness.state().controller().is_solving());
    harness.key_press(Key::S);
    harness.step();
    assert!(!harness.state().controller().is_solving());
    harness.key_press(Key::R);
    settle(&mut harness);
    assert_eq!(log_len(&harness), 0);
}

#[test]
fn hints_zero_to_three_then_apply_takes_that_step() {
    let mut harness = harness(Some(puzzle_path("book62.sud")));
    harness.get_by_label("Take Step").click();
    settle(&mut harness);
    assert_eq!(log_len(&harness), 1);

    harness.get_by_label("Hint").click();
    settle(&mut harness);
    let hint = harness.state().controller().hint().expect("a hint").clone();
    assert_eq!(hint.level, 0);
    assert_eq!(hint.step.placements[0].cell.index() / 9, 1, "in row 2");
    assert_eq!(
        hint.nudge,
        sudoku_stepper::controller::Nudge::Inside(sudoku_stepper::House::Row(1))
    );
    assert_eq!(
        status(&harness),
        "Hint 0: there is a step inside row 2. Press Hint again for the technique's name."
    );
    let nudge = harness
        .state()
        .controller()
        .shown_step()
        .expect("the box outlined")
        .clone();
    assert_eq!(nudge.highlight.houses, vec![sudoku_stepper::House::Row(1)]);
    assert!(nudge.highlight.cells.is_empty() && nudge.highlight.candidates.is_empty());
    assert!(nudge.placements.is_empty() && nudge.eliminations.is_empty());

    harness.get_by_label("Hint").click();
    settle(&mut harness);
    assert_eq!(
        status(&harness),
        "Hint 1: the next step is a Naked Single. Press Hint again to see where it applies."
    );
    assert_eq!(log_len(&harness), 1);
    let hint = harness.state().controller().hint().expect("a hint").clone();
    assert_eq!(hint.level, 1);
    assert_eq!(
        harness.state().controller().shown_step(),
        None,
        "the last step's pattern is not left on the board while hint 1 names the next"
    );

    harness.get_by_label("Hint").click();
    settle(&mut harness);
    assert!(status(&harness).starts_with("Hint 2: look for a Naked Single"));
    let outline = harness
        .state()
        .controller()
        .shown_step()
        .expect("outline")
        .clone();
    assert_eq!(outline.technique, Technique::NakedSingle);
    assert!(outline.placements.is_empty() && outline.eliminations.is_empty());

    harness.key_press(Key::H);
    settle(&mut harness);
    assert_eq!(
        status(&harness),
        format!(
            "Hint 3: {} Press Apply Hint to take this step.",
            hint.step.message.text()
        )
    );
    assert_eq!(harness.state().controller().shown_step(), Some(&hint.step));
    assert_eq!(log_len(&harness), 1);

    harness.get_by_label("Apply Hint").click();
    settle(&mut harness);
    assert_eq!(log_len(&harness), 2);
    assert_eq!(
        harness.state().controller().log()[1].step(),
        Some(&hint.step)
    );
    assert!(harness.state().controller().hint().is_none());
    assert_eq!(status(&harness), "Step 2: Naked Single.");
}

#[test]
fn a_hint_is_dropped_by_back_and_apply_without_one_says_so() {
    let mut harness = harness(Some(puzzle_path("book62.sud")));
    harness.get_by_label("Take Step").click();
    settle(&mut harness);
    harness.key_press(Key::H);
    settle(&mut harness);
    assert!(harness.state().controller().hint().is_some());
    harness.get_by_label("Back").click();
    settle(&mut harness);
    assert!(harness.state().controller().hint().is_none());
    assert_eq!(log_len(&harness), 0);
    harness.key_press(Key::A);
    settle(&mut harness);
    assert_eq!(status(&harness), "No hint to apply: press Hint first.");
    assert_eq!(log_len(&harness), 0);
}

#[test]
fn new_puzzle_generates_a_puzzle_of_the_chosen_level() {
    let mut harness = harness(None);
    harness.get_by_label("File").click();
    settle(&mut harness);
    harness.get_by_label("New Puzzle... (Ctrl+N)").click();
    settle(&mut harness);
    harness.get_by_label("Difficulty").click();
    settle(&mut harness);
    harness.get_by_label("Hard").click();
    settle(&mut harness);
    harness.get_by_label("Generate").click();
    settle(&mut harness);
    let info = harness.state().controller().info().expect("a puzzle");
    assert!(
        info.name.starts_with("New Hard 9x9 (seed "),
        "{}",
        info.name
    );
    assert_eq!(info.solutions, Some(sudoku_stepper::SolutionCount::Unique));
    assert_eq!(
        info.rating.expect("rated").level,
        sudoku_stepper::Level::Hard
    );
    assert!(status(&harness).starts_with("Opened New Hard 9x9"));
    assert!(
        harness.query_by_label("Generate").is_none(),
        "the window closed"
    );
}

#[test]
fn the_puzzle_of_the_day_opens_from_the_file_menu_at_the_level_the_profile_suggests() {
    let mut harness = harness(None);
    let date = window::today();
    menu(&mut harness, "File", "Puzzle of the day (Ctrl+D)");
    let daily = sudoku_stepper::tasks::daily::DailyPuzzle {
        date,
        level: sudoku_stepper::Level::Easy,
        rules: sudoku_stepper::model::RuleSet::CLASSIC,
    };
    let expected = daily
        .make(&sudoku_stepper::cancel::Cancel::never(), |_, _| {})
        .expect("the day's puzzle");
    let info = harness.state().controller().info().expect("a puzzle");
    assert_eq!(
        info.name,
        format!("Puzzle of the day {}, Easy", date.format("%Y-%m-%d"))
    );
    assert_eq!(
        harness
            .state()
            .controller()
            .grid()
            .expect("a grid")
            .to_line(),
        expected.generated.grid.to_line()
    );
    assert_eq!(
        info.rating.expect("rated").level,
        sudoku_stepper::Level::Easy
    );
    assert!(
        status(&harness).starts_with("The puzzle of the day (Easy) practises "),
        "{}",
        status(&harness)
    );
    assert!(
        status(&harness).ends_with(": the hardest technique it needs that you have not mastered."),
        "{}",
        status(&harness)
    );
}

#[test]
fn cancelling_generation_keeps_the_current_puzzle() {
    let mut harness = harness(Some(puzzle_path("book62.sud")));
    harness.key_press_modifiers(egui::Modifiers::COMMAND, Key::N);
    settle(&mut harness);
    harness.get_by_label("Size").click();
    settle(&mut harness);
    harness.get_by_label("16x16").click();
    settle(&mut harness);
    harness.get_by_label("Difficulty").click();
    settle(&mut harness);
    harness.get_by_label("Easy").click();
    settle(&mut harness);
    harness.state_mut().hold_jobs(true);
    harness.get_by_label("Generate").click();
    harness.step();
    harness.step();
    assert!(harness.state().is_busy());
    harness.get_by_label("Generating: attempt 0 of at most 500...");
    harness.get_by_label("Cancel").click();
    harness.step();
    harness.state_mut().hold_jobs(false);
    settle(&mut harness);
    assert!(!harness.state().is_busy());
    assert_eq!(
        status(&harness),
        "Generation cancelled; the current puzzle is unchanged."
    );
    assert_eq!(
        harness.state().controller().info().expect("a puzzle").name,
        "book62.sud"
    );
}

#[test]
fn moving_a_technique_down_changes_what_take_step_uses() {
    let mut harness = harness(Some(puzzle_path("book62.sud")));
    harness.get_by_label("View").click();
    settle(&mut harness);
    harness.get_by_label("Techniques...").click();
    settle(&mut harness);
    harness.get_by_label("3. Naked Single").click();
    settle(&mut harness);
    harness.get_by_label("Move Down").click();
    settle(&mut harness);
    harness.get_by_label("3. Hidden Single");
    harness.get_by_label("4. Naked Single");
    let techniques = harness.state().controller().techniques().to_vec();
    assert_eq!(
        techniques[..4],
        [
            Technique::CandidateElimination,
            Technique::FullHouse,
            Technique::HiddenSingle,
            Technique::NakedSingle
        ]
    );
    harness.get_by_label("Take Step").click();
    settle(&mut harness);
    harness.get_by_label("Take Step").click();
    settle(&mut harness);
    let log = harness.state().controller().log();
    assert_eq!(
        log[1].step().map(|s| s.technique),
        Some(Technique::HiddenSingle)
    );

    harness.get_by_label("4. Naked Single").click();
    settle(&mut harness);
    harness.get_by_label("Turn Off").click();
    settle(&mut harness);
    harness.get_by_label("4. Naked Single (off)");
    assert!(
        !harness
            .state()
            .controller()
            .techniques()
            .contains(&Technique::NakedSingle)
    );
    harness.get_by_label("Reset to Default").click();
    settle(&mut harness);
    assert_eq!(
        harness.state().controller().techniques(),
        Technique::DEFAULT.to_vec()
    );
}

#[test]
fn a_stored_technique_list_is_used_at_start() {
    let mut app = StepperApp::inline(None, InlineExecutor::new());
    let mut stored: Vec<(String, bool)> = Technique::ALL
        .iter()
        .rev()
        .map(|t| (t.name().to_string(), *t != Technique::NakedSingle))
        .collect();
    stored.push(("No Such Technique".to_string(), true));
    stored.retain(|(name, _)| name != "Brute Force");
    app.restore_settings(&stored);
    let techniques = app.controller().techniques();
    assert_eq!(techniques[0], Technique::TemplateDelete);
    assert!(!techniques.contains(&Technique::NakedSingle));
    // Brute Force, missing from the stored list, comes back right after Template Delete, which
    // precedes it in the catalogue.
    assert_eq!(techniques[1], Technique::BruteForce);
    assert_eq!(techniques.len(), Technique::ALL.len() - 1);
}

#[test]
fn a_step_chosen_from_all_steps_is_previewed_then_applied() {
    let mut harness = harness(Some(puzzle_path("book62.sud")));
    harness.get_by_label("Take Step").click();
    settle(&mut harness);
    harness.get_by_label("All Steps").click();
    settle(&mut harness);
    let choices = harness
        .state()
        .controller()
        .choices()
        .expect("listed")
        .to_vec();
    let count = |technique| choices.iter().filter(|s| s.technique == technique).count();
    assert_eq!(choices[0].technique, Technique::NakedSingle);
    assert!(count(Technique::NakedSingle) > 1 && count(Technique::HiddenSingle) > 1);
    assert_eq!(
        status(&harness),
        format!(
            "{} steps found: choose one to preview, then apply it.",
            choices.len()
        )
    );
    let hidden = choices
        .iter()
        .position(|s| s.technique == Technique::HiddenSingle)
        .expect("a Hidden Single is listed");
    let placement = choices[hidden].placements[0];
    let label = format!(
        "Hidden Single (Easy): r{}c{} = {}",
        placement.cell.index() / 9 + 1,
        placement.cell.index() % 9 + 1,
        placement.digit
    );
    harness.get_by_label(&label).click();
    settle(&mut harness);
    assert_eq!(harness.state().controller().previewed(), Some(hidden));
    assert_eq!(
        harness.state().controller().shown_step(),
        Some(&choices[hidden])
    );
    assert_eq!(log_len(&harness), 1);
    harness.get_by_label(&choices[hidden].message.text());
    let board = harness.get_by_label("Sudoku board").rect();
    let window = harness
        .query_all_by_label("All Steps")
        .map(|node| node.rect())
        .max_by(|a, b| a.area().total_cmp(&b.area()))
        .expect("the window and the button");
    assert!(
        window.left() >= board.right(),
        "the window keeps off the board's columns: {window:?}, board {board:?}"
    );

    harness.get_by_label("Apply Selected").click();
    settle(&mut harness);
    assert_eq!(log_len(&harness), 2);
    assert_eq!(
        harness.state().controller().log()[1].step(),
        Some(&choices[hidden])
    );
    assert!(harness.state().controller().choices().is_none());
    harness.get_by_label("Find All Steps");
}

/// A single is answered without a search, and egui draws the frame again once the key is read:
/// the frame of the key press already shows the step (a software renderer takes long to draw
/// the next one).
#[test]
fn a_single_shows_in_the_frame_of_its_key_press() {
    let mut harness = harness(None);
    let space = key_down(Key::Space, egui::Modifiers::NONE);
    harness.input_mut().events.push(space.clone());
    harness.step();
    assert_eq!(log_len(&harness), 1);
    harness.get_by_label_contains("1. Candidate Elimination");
    harness.input_mut().events.push(space.clone());
    harness.step();
    harness.get_by_label_contains("2. Naked Single: r2c4 = 4");
    harness.get_by_label_contains("|  2 steps");
    assert!(!harness.state().is_busy());
    assert_eq!(passes(&harness), 2, "the key's frame is drawn again");
    harness.step();
    assert_eq!(passes(&harness), 1, "a frame without input is drawn once");
    // The difficulty window asks for its weighing every frame until it comes: no input, so
    // no second pass.
    harness.state_mut().hold_jobs(true);
    harness.key_press(Key::D);
    harness.step();
    harness.step();
    harness.get_by_label("What makes it hard");
    assert!(harness.state().is_busy());
    assert_eq!(passes(&harness), 1);
    harness.state_mut().hold_jobs(false);
}

/// How many passes egui ran for the last frame.
fn passes(harness: &Harness<'static, StepperApp>) -> usize {
    harness.output().platform_output.num_completed_passes
}

#[test]
fn take_step_pressed_during_a_search_follows_it() {
    let mut harness = harness(Some(puzzle_path("book62.sud")));
    // Steps 1 to 20 are singles, answered at once without a search; step 21 is searched for.
    for _ in 0..20 {
        harness.state_mut().apply(vec![Action::TakeStep]);
    }
    settle(&mut harness);
    assert_eq!(log_len(&harness), 20);
    assert!(!harness.state().is_busy());
    for _ in 0..2 {
        harness
            .input_mut()
            .events
            .push(key_down(Key::Space, egui::Modifiers::NONE));
    }
    harness.step();
    assert!(harness.state().is_busy(), "{}", status(&harness));
    settle(&mut harness);
    // Both presses count: the second waited for the first's search and then had its own.
    assert_eq!(log_len(&harness), 22);
    assert_eq!(
        status(&harness),
        "Step 22: Locked Candidates Type 1 (Pointing)."
    );
}

#[test]
fn a_wrong_digit_typed_into_a_clicked_cell_is_flagged_by_check() {
    let mut harness = harness(None);
    let r1c1 = cell_centre(&harness, 9, 1, 1);
    click_at(&mut harness, r1c1);
    assert_eq!(
        harness.state().controller().focus(),
        Some(sudoku_stepper::Cell::new(0))
    );
    harness.key_press(Key::Num2);
    settle(&mut harness);
    harness.get_by_label("You placed 2 in r1c1.");
    harness.get_by_label("1. Your move (a mistake)\nYou placed 2 in r1c1");
    assert_eq!(
        harness
            .state()
            .controller()
            .grid()
            .and_then(|g| g.value(sudoku_stepper::Cell::new(0))),
        Some(sudoku_stepper::Digit::new(2))
    );
    assert!(harness.state().controller().wrong_digits().is_empty());

    harness.get_by_label("Check").click();
    settle(&mut harness);
    assert_eq!(
        harness.state().controller().wrong_digits(),
        vec![sudoku_stepper::Cell::new(0)]
    );
    assert_eq!(
        status(&harness),
        "r1c1 = 2 is wrong: with it, 16 singles follow and then 7 has no place left in box 7. \
         Press Hint to see where it applies.",
        "Check asks why the one wrong digit is wrong"
    );

    harness.get_by_label("Take Step").click();
    settle(&mut harness);
    assert_eq!(log_len(&harness), 1);
    assert!(status(&harness).starts_with("No step from here"));

    harness.key_press_modifiers(egui::Modifiers::COMMAND, Key::Z);
    settle(&mut harness);
    assert_eq!(log_len(&harness), 0);
    assert!(harness.state().controller().wrong_digits().is_empty());
    harness.get_by_label("Redo").click();
    settle(&mut harness);
    assert_eq!(log_len(&harness), 1);
    assert_eq!(
        harness.state().controller().wrong_digits(),
        vec![sudoku_stepper::Cell::new(0)]
    );
}

#[test]
fn arrow_keys_only_choose_and_move_cells_and_backspace_empties_the_chosen_cell() {
    let mut harness = harness(None);
    harness.key_press(Key::Space);
    settle(&mut harness);
    let r1c3 = cell_centre(&harness, 9, 1, 3);
    click_at(&mut harness, r1c3);
    harness.key_press(Key::Num4);
    settle(&mut harness);
    assert_eq!(log_len(&harness), 2, "a step and the typed 4");
    harness.key_press(Key::ArrowRight);
    harness.key_press(Key::ArrowDown);
    settle(&mut harness);
    assert_eq!(
        harness.state().controller().focus(),
        Some(sudoku_stepper::Cell::new(12))
    );
    assert_eq!(log_len(&harness), 2);
    harness.key_press(Key::ArrowUp);
    harness.key_press(Key::ArrowLeft);
    harness.key_press(Key::Backspace);
    settle(&mut harness);
    let grid = harness.state().controller().grid().expect("a grid").clone();
    assert_eq!(
        grid.value(sudoku_stepper::Cell::new(2)),
        None,
        "Backspace empties r1c3"
    );
    assert_eq!(
        log_len(&harness),
        3,
        "the erase is a move of its own; the step stays"
    );
    harness.key_press(Key::Escape);
    settle(&mut harness);
    assert_eq!(harness.state().controller().focus(), None);
    harness.key_press(Key::ArrowLeft);
    settle(&mut harness);
    assert_eq!(log_len(&harness), 3, "Left after Escape undoes nothing");
    assert_eq!(
        harness.state().controller().focus(),
        Some(sudoku_stepper::Cell::new(0)),
        "it chooses r1c1"
    );
    harness.key_press(Key::Escape);
    harness.key_press(Key::ArrowRight);
    settle(&mut harness);
    assert_eq!(log_len(&harness), 3, "Right never takes a step");
}

/// Clicks a technique in the open guide's list, scrolled into view first (the list is longer
/// than the window).
fn open_guide_page(harness: &mut Harness<'static, StepperApp>, technique: &str) {
    harness.get_by_label(technique).scroll_to_me();
    settle(harness);
    harness.get_by_label(technique).click();
    settle(harness);
}

/// The guide's page draws its example where the technique applies, the step's sentence under
/// it, before the text; Show me opens that same position and step.
#[test]
fn the_guide_explains_a_technique_and_show_me_opens_its_example() {
    let mut harness = harness(None);
    menu(&mut harness, "Help", "Technique Guide... (F1)");
    open_guide_page(&mut harness, "X-Wing");
    settle(&mut harness);
    harness.get_by_label_contains("In two rows a digit fits in only two cells each");
    harness.get_by_label("Level Hard, score 140 per use");
    let GuidePicture::Ready(pictured, pictured_step) =
        harness.state().controller().guide_picture(Technique::XWing)
    else {
        panic!("the X-Wing example is stepped for its picture");
    };
    let (pictured, pictured_step) = (pictured.clone(), pictured_step.clone());
    harness.get_by_label("Show me").click();
    settle(&mut harness);
    let controller = harness.state().controller();
    assert_eq!(
        controller.info().map(|info| info.name.as_str()),
        Some("X-Wing example")
    );
    let hint = controller.hint().expect("a hint is shown");
    assert_eq!(hint.step.technique, Technique::XWing);
    assert_eq!(hint.level, 2);
    assert_eq!(controller.shown_step(), Some(&hint.outline));
    assert_eq!(
        (Some(&pictured), &pictured_step),
        (controller.grid(), &hint.step)
    );
    let sentence = controller.render(&hint.step.message);
    harness.get_by_label(&format!(
        "The example of X-Wing, where it applies: {sentence}"
    ));
    assert!(
        sentence.starts_with("X-Wing on "),
        "the caption names the technique: {sentence}"
    );
    harness.get_by_label(&sentence);
    harness.get_by_label("Hint").click();
    settle(&mut harness);
    assert_eq!(
        harness.state().controller().hint().map(|h| h.level),
        Some(3)
    );
}

/// A technique that looks only on variant boards is practised on the board of its rule: the
/// guide's Practise for Thermometer Bounds makes a thermometer puzzle, where it applies.
#[test]
fn practising_a_variant_technique_makes_a_puzzle_of_its_rule() {
    let mut harness = harness(None);
    menu(&mut harness, "Help", "Technique Guide... (F1)");
    harness.get_by_label("Thermometer Bounds").click();
    settle(&mut harness);
    harness.get_by_label("Practise").click();
    settle(&mut harness);
    let controller = harness.state().controller();
    let grid = controller.grid().expect("a puzzle");
    assert_eq!(grid.layout().variant().name(), "thermometer");
    let hint = controller.hint().expect("the step waits behind a hint");
    assert_eq!(hint.step.technique, Technique::ThermometerBounds);
}

#[test]
fn practise_from_the_guide_opens_a_new_puzzle_where_the_technique_applies_with_the_step_hidden() {
    let mut harness = harness(None);
    menu(&mut harness, "Help", "Technique Guide... (F1)");
    open_guide_page(&mut harness, "X-Wing");
    settle(&mut harness);
    harness.get_by_label("Practise").click();
    settle(&mut harness);
    let controller = harness.state().controller();
    let name = controller.info().expect("a puzzle").name.clone();
    let seed: u64 = name
        .strip_prefix("Practise X-Wing 9x9 (seed ")
        .and_then(|rest| rest.strip_suffix(')'))
        .and_then(|seed| seed.parse().ok())
        .unwrap_or_else(|| panic!("a practice puzzle's name, not {name}"));
    let options = sudoku_stepper::tasks::generator::GenerateOptions {
        layout: sudoku_stepper::Layout::CLASSIC,
        rules: sudoku_stepper::model::RuleSet::CLASSIC,
        level: sudoku_stepper::Level::Medium,
        symmetric: true,
        seed,
        practise: Some(Technique::XWing),
    };
    let generated = sudoku_stepper::tasks::generator::generate(
        &options,
        &sudoku_stepper::cancel::Cancel::never(),
        |_| {},
    )
    .expect("the same puzzle");
    let at = generated.practised_at.expect("X-Wing is on its path");
    assert_eq!(
        controller.grid().map(|grid| grid.given_count()),
        Some(generated.grid.given_count())
    );
    assert_eq!(log_len(&harness), at);
    let hint = controller.hint().expect("the step waits behind a hint");
    assert_eq!(hint.step.technique, Technique::XWing);
    assert_eq!(hint.level, 1);
    assert_eq!(
        controller.shown_step(),
        None,
        "the board shows nothing of the X-Wing, nor the step before it"
    );
    assert_eq!(
        status(&harness),
        format!(
            "Practise X-Wing: an X-Wing applies in this position (step {} of the solve path). \
             Find it; press Hint to see its houses and pattern, again for the whole step.",
            at + 1
        )
    );
    harness.get_by_label("Hint").click();
    settle(&mut harness);
    let controller = harness.state().controller();
    assert_eq!(controller.hint().map(|h| h.level), Some(2));
    assert_eq!(
        controller.shown_step().map(|step| step.technique),
        Some(Technique::XWing)
    );
}

#[test]
fn both_experiments_run_and_give_tables_to_plot_and_export() {
    let mut harness = harness(None);
    menu(&mut harness, "Tools", "Experiments...");
    harness.get_by_label("Run").click();
    settle(&mut harness);
    let rows = harness
        .state()
        .controller()
        .experiments()
        .random_rows()
        .to_vec();
    assert_eq!(
        rows.iter().map(|r| r.givens).collect::<Vec<_>>(),
        (10..=40).collect::<Vec<_>>()
    );
    assert!(
        rows.iter()
            .all(|r| r.boards == 20 && r.unique <= r.solvable)
    );
    harness.get_by_label("Done: 620 boards.");

    harness.get_by_label("Solve a collection").click();
    settle(&mut harness);
    harness.state_mut().hold_jobs(true);
    harness.get_by_label("Run").click();
    harness.step();
    harness.step();
    harness.get_by_label("Cancel");
    harness.get_by_label("Solving the collection...");
    harness.state_mut().hold_jobs(false);
    settle(&mut harness);
    let report = harness
        .state()
        .controller()
        .experiments()
        .report()
        .expect("a report");
    assert_eq!(report.rows.len(), 95);
    assert_eq!(
        harness.state().controller().experiments().message().text(),
        "Done: 95 of 95 puzzles solved by the techniques."
    );
    harness.get_by_label("Copy CSV").click();
    settle(&mut harness);
    harness.get_by_label("The table was copied to the clipboard as CSV.");
}

#[test]
fn the_readme_key_table_is_the_command_table_and_tooltips_name_the_keys() {
    let readme = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md"))
        .expect("README.md");
    let table = sudoku_stepper::app::key_table();
    assert!(
        readme.contains(&table),
        "README.md's key table differs from the commands; it should read:\n{table}"
    );
    use sudoku_stepper::app::commands::Command;
    assert_eq!(
        Command::TakeStep.tooltip(Language::English),
        "Apply the next deduction (Space)"
    );
    assert_eq!(
        Command::Redo.tooltip(Language::English),
        "Redo what Back took back (Ctrl+Y or Ctrl+Shift+Z)"
    );
    assert_eq!(
        Command::NewPuzzle.menu_text(Language::English),
        "New Puzzle... (Ctrl+N)"
    );
}

#[test]
fn the_difficulty_view_says_what_makes_it_hard_and_jumps_to_a_step_of_the_path() {
    let mut harness = harness(None);
    press(&mut harness, Key::Space, 2);
    harness.get_by_label("Medium (520)").click();
    settle(&mut harness);
    harness.get_by_label("Medium, score 520");
    harness.get_by_label(
        "Medium: the hardest technique on the path is Locked Triple, rated Medium, and the score \
         520 is within Medium's limit of 1,000.",
    );
    harness.get_by_label("without Locked Triple: Medium, 600");
    harness.get_by_label("without Locked Candidates Type 1 (Pointing): Medium, 520");
    harness.get_by_label("without Hidden Single: Medium, 770");
    harness.get_by_label("Step 24").click();
    settle(&mut harness);
    let controller = harness.state().controller();
    assert_eq!(log_len(&harness), 24);
    assert_eq!(controller.selected(), None);
    let last = controller.log()[23].step().expect("a step");
    assert_eq!(last.technique, Technique::LockedTriple);
    assert_eq!(
        status(&harness),
        "Step 24 of the rated path: Locked Triple. The board shows it as the log row does. Took \
         steps 3-24 to show it; Back takes them back one by one."
    );
    let board = harness.get_by_label("Sudoku board").rect();
    let window = harness.get_by_label("What makes it hard").rect();
    assert!(
        window.left() >= board.right(),
        "the window stands beside the board: {window:?}, board {board:?}"
    );
    harness
        .get_by_label("Locked Candidates Type 1 (Pointing) (Medium, 50 points each): 3 steps")
        .click();
    harness.run();
    harness.get_by_label("Step 22").click();
    settle(&mut harness);
    assert_eq!(log_len(&harness), 24);
    assert_eq!(harness.state().controller().selected(), Some(21));
    let shown = harness.state().controller().shown_step().expect("shown");
    assert_eq!(shown.technique, Technique::LockedCandidatesPointing);
    harness.state_mut().apply(vec![
        Action::Reset,
        Action::FocusCell(Some(sudoku_stepper::Cell::new(0))),
        Action::Type(sudoku_stepper::Digit::new(2)),
    ]);
    settle(&mut harness);
    harness.get_by_label("Step 24").click();
    settle(&mut harness);
    assert_eq!(log_len(&harness), 1);
    assert_eq!(
        status(&harness),
        "The log leaves the rated solve path at its entry 1: take back the entries from there (Back) or \
         Reset, then click step 24 again."
    );
}

#[test]
fn ctrl_shift_z_redoes_and_ctrl_z_takes_back() {
    let mut harness = harness(None);
    harness.key_press(Key::Space);
    settle(&mut harness);
    harness.key_press_modifiers(egui::Modifiers::COMMAND, Key::Z);
    settle(&mut harness);
    assert_eq!(log_len(&harness), 0);
    harness.key_press_modifiers(egui::Modifiers::COMMAND | egui::Modifiers::SHIFT, Key::Z);
    settle(&mut harness);
    assert_eq!(log_len(&harness), 1);
    assert_eq!(status(&harness), "Redid step 1: Candidate Elimination.");
}

#[test]
fn the_view_menu_switches_between_system_light_and_dark_colours() {
    let mut harness = harness(None);
    assert_eq!(harness.ctx.theme(), egui::Theme::Dark);
    let choose = |harness: &mut Harness<'static, StepperApp>, name: &str| {
        menu(harness, "View", "Theme");
        harness.get_by_label(name).click();
        settle(harness);
        harness.ctx.options(|o| o.theme_preference)
    };
    assert_eq!(choose(&mut harness, "Light"), egui::ThemePreference::Light);
    assert_eq!(harness.ctx.theme(), egui::Theme::Light);
    assert_eq!(choose(&mut harness, "Dark"), egui::ThemePreference::Dark);
    assert_eq!(harness.ctx.theme(), egui::Theme::Dark);
    assert_eq!(
        choose(&mut harness, "System"),
        egui::ThemePreference::System
    );
}

/// The first puzzle of the forum's hardest, opened, with `steps` steps taken.
fn forum_hardest_after(steps: usize) -> Harness<'static, StepperApp> {
    opened_after(
        "forum-hardest-1.txt",
        "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6",
        steps,
    )
}

/// The puzzle `text`, opened as `name`, with `steps` steps taken.
fn opened_after(name: &str, text: &str, steps: usize) -> Harness<'static, StepperApp> {
    let mut harness = harness(None);
    harness.state_mut().apply(vec![Action::OpenText {
        name: name.to_string(),
        text: text.to_string(),
    }]);
    settle(&mut harness);
    for _ in 0..steps {
        harness.key_press(Key::Space);
        settle(&mut harness);
    }
    assert_eq!(log_len(&harness), steps);
    harness
}

/// Checks the Proof panel's heading ("7 facts", "19 facts, 69 with the nested proofs") and
/// starts the walkthrough with W.
fn start_walk(harness: &mut Harness<'static, StepperApp>, facts: &str) {
    harness.get_by_label(&format!("Proof ({facts})"));
    harness.key_press(Key::W);
    harness.run();
}

/// Presses `key` `times` times, letting the UI settle after each.
fn press(harness: &mut Harness<'static, StepperApp>, key: Key, times: usize) {
    for _ in 0..times {
        harness.key_press(key);
        harness.run();
    }
}

#[test]
fn walking_a_forcing_chain_goes_fact_by_fact_to_its_conclusion() {
    let mut harness = forum_hardest_after(40);
    let summary = "Forcing Chain: r7c5=8 leads to a contradiction (8 has no place left in row 5), \
                   so r7c5<>8";
    harness.get_by_label(&format!("40. Forcing Chain: r7c5\n{summary}"));
    harness.get_by_label("Proof (11 facts)");
    harness.get_by_label("Walk through proof").click();
    harness.run();
    assert_eq!(
        status(&harness),
        "Fact #0, 1 of 11 in this proof: r7c5=8 - assumed: the proof follows what it forces"
    );
    let r7c5 = sudoku_stepper::Cell::new(58);
    let eight = sudoku_stepper::Digit::new(8);
    let before = harness.state().controller().shown_grid().expect("a grid");
    assert!(
        before.candidates(r7c5).contains(eight),
        "the walk shows the grid before the step"
    );
    harness.get_by_label("Next fact >").click();
    harness.run();
    press(&mut harness, Key::Period, 1);
    assert_eq!(
        status(&harness),
        "Fact #2, 3 of 11 in this proof: r7c7=7 - 7 has only two places in row 7 and #1 r7c5<>7 rules out the \
         other"
    );
    let shown = harness.state().controller().shown_step().expect("the walk");
    assert_eq!(shown.placements.len(), 1);
    assert_eq!(shown.highlight.houses, vec![sudoku_stepper::House::Row(6)]);
    assert!(
        shown
            .highlight
            .cells
            .contains(&(r7c5, sudoku_stepper::Role::Premise)),
        "the fact it rests on is outlined"
    );
    press(&mut harness, Key::Comma, 1);
    assert!(
        status(&harness)
            .starts_with("Fact #1, 2 of 11 in this proof: r7c5<>7 - the cell holds another digit")
    );
    press(&mut harness, Key::Period, 9);
    assert_eq!(
        status(&harness),
        "Fact #10, 11 of 11 in this proof: r7c5<>8 - the assumption #0 r7c5=8 leads to #9 contradiction, so it \
         is false"
    );
    press(&mut harness, Key::Period, 1);
    assert!(status(&harness).ends_with("(no further fact that way)"));
    harness.key_press(Key::W);
    harness.run();
    assert_eq!(status(&harness), "Walkthrough closed.");
    assert!(harness.state().controller().walk().is_none());
    let after = harness.state().controller().shown_grid().expect("a grid");
    assert!(!after.candidates(r7c5).contains(eight));
}

#[test]
fn walking_a_forcing_chain_through_groups_names_both_parts_of_the_house() {
    let mut harness = forum_hardest_after(39);
    harness.get_by_label(
        "39. Forcing Chain: r9c2 = 7\nForcing Chain: r9c2<>7 leads to a contradiction (1 has no place \
         left in column 6), so r9c2=7",
    );
    start_walk(&mut harness, "10 facts");
    press(&mut harness, Key::Period, 5);
    assert_eq!(
        status(&harness),
        "Fact #5, 6 of 10 in this proof: r12c3=1 - in column 3, 1 fits only in r12c3 and r8c3, and #4 r8c3<>1 \
         rules out the latter"
    );
    press(&mut harness, Key::Period, 1);
    assert_eq!(
        status(&harness),
        "Fact #6, 7 of 10 in this proof: r3c12<>1 - it sees #5 r12c3=1"
    );
    press(&mut harness, Key::Period, 3);
    assert_eq!(
        status(&harness),
        "Fact #9, 10 of 10 in this proof: r9c2=7 - the assumption #0 r9c2<>7 leads to #8 contradiction, so it is \
         false"
    );
}

#[test]
fn walking_a_forcing_net_names_every_fact_a_single_rests_on() {
    let mut harness = forum_hardest_after(28);
    start_walk(&mut harness, "18 facts");
    press(&mut harness, Key::Period, 10);
    assert_eq!(
        status(&harness),
        "Fact #10, 11 of 18 in this proof: r1c8=4 - hidden single in column 8: the other places of 4 there are \
         ruled out by #2 r6c8=5, #8 r7c6=4 and #9 r9c8=9"
    );
    let shown = harness.state().controller().shown_step().expect("the walk");
    let premises = shown
        .highlight
        .cells
        .iter()
        .filter(|(_, role)| *role == sudoku_stepper::Role::Premise)
        .count();
    assert_eq!(premises, 3);
    assert_eq!(shown.highlight.links.len(), 3);
    press(&mut harness, Key::Period, 6);
    assert_eq!(
        status(&harness),
        "Fact #16, 17 of 18 in this proof: contradiction - 2 has no place left in column 2: #14 r2c3=2, \
         #15 r4c2=1, #1 r5c2=3 and #13 r7c8=2 rule out all of them"
    );
    press(&mut harness, Key::Period, 1);
    assert_eq!(
        status(&harness),
        "Fact #17, 18 of 18 in this proof: r6c4<>3 - the assumption #0 r6c4=3 leads to #16 contradiction, so it \
         is false"
    );
}

#[test]
fn walking_a_nested_net_enters_and_leaves_its_sub_proof() {
    let mut harness = forum_hardest_after(2);
    start_walk(&mut harness, "18 facts, 49 with the nested proofs");
    press(&mut harness, Key::Period, 2);
    assert_eq!(
        status(&harness),
        "Fact #5, 3 of 18 in this proof: r5c1<>2 - r5c1=2 fails: its own proof (#2..#4, 3 facts) reaches a \
         contradiction"
    );
    harness.get_by_label("Open nested proof").click();
    harness.run();
    assert_eq!(
        status(&harness),
        "Fact #2, 1 of 3 in the nested proof (level 1): r5c1=2 - assumed: the proof follows what it \
         forces"
    );
    harness.get_by_label(
        "#3 r7c2=2: hidden single in column 2: the other places of 2 there are ruled out by #0 r1c3=2 \
         and #2 r5c1=2",
    );
    press(&mut harness, Key::Period, 2);
    assert_eq!(
        status(&harness),
        "Fact #4, 3 of 3 in the nested proof (level 1): contradiction - 2 has no place left in column \
         8: #0 r1c3=2, #1 r2c6=2, #2 r5c1=2 and #3 r7c2=2 rule out all of them"
    );
    press(&mut harness, Key::Period, 1);
    assert!(status(&harness).starts_with("Fact #5, 3 of 18 in this proof: r5c1<>2"));
    press(&mut harness, Key::CloseBracket, 1);
    press(&mut harness, Key::OpenBracket, 1);
    assert!(status(&harness).starts_with("Fact #5, 3 of 18 in this proof: r5c1<>2"));
    press(&mut harness, Key::Period, 15);
    assert_eq!(
        status(&harness),
        "Fact #48, 18 of 18 in this proof: r1c3<>2 - the assumption #0 r1c3=2 leads to #47 contradiction, so \
         it is false"
    );
    let shown = harness.state().controller().shown_step().expect("the walk");
    assert_eq!(shown.eliminations.len(), 1);
    assert_eq!(shown.eliminations[0].cell, sudoku_stepper::Cell::new(2));
}

#[test]
fn walking_a_verity_shows_only_the_branch_it_is_in() {
    let mut harness = opened_after(
        "top1465-2.txt",
        "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........",
        17,
    );
    start_walk(&mut harness, "13 facts");
    press(&mut harness, Key::Period, 5);
    assert_eq!(
        status(&harness),
        "Fact #5, 6 of 13 in this proof: r2c9=8 - hidden single in row 2: the other places of 8 there are ruled \
         out by #4 r2c8=5"
    );
    let (r2c8, r4c5, r2c7) = (
        sudoku_stepper::Cell::new(16),
        sudoku_stepper::Cell::new(31),
        sudoku_stepper::Cell::new(15),
    );
    let shown = harness.state().controller().shown_step().expect("the walk");
    let marked: Vec<sudoku_stepper::Cell> = shown
        .highlight
        .candidates
        .iter()
        .filter(|(_, role)| *role == sudoku_stepper::Role::ChainOn)
        .map(|(c, _)| c.cell)
        .collect();
    assert_eq!(marked, vec![r2c8], "only this branch's assumption so far");
    assert!(
        !shown
            .highlight
            .candidates
            .iter()
            .any(|(c, _)| c.cell == r4c5)
    );
    press(&mut harness, Key::Period, 7);
    assert_eq!(
        status(&harness),
        "Fact #12, 13 of 13 in this proof: r2c7<>9 - it follows from every place of 5 in row 2: #3 r2c7<>9, \
         #7 r2c7<>9 and #11 r2c7<>9"
    );
    let shown = harness.state().controller().shown_step().expect("the walk");
    assert!(
        shown
            .highlight
            .candidates
            .iter()
            .all(|(_, role)| *role == sudoku_stepper::Role::Eliminated),
        "no branch's facts hold at the conclusion: {:?}",
        shown.highlight.candidates
    );
    assert!(
        shown.highlight.links.is_empty(),
        "no arrow from a cell to itself"
    );
    assert!(
        shown
            .highlight
            .cells
            .contains(&(r2c7, sudoku_stepper::Role::Premise))
    );
}

fn candidate(row: usize, col: usize, digit: u8) -> sudoku_stepper::Candidate {
    sudoku_stepper::Candidate {
        cell: sudoku_stepper::Cell::new((row - 1) * 9 + col - 1),
        digit: sudoku_stepper::Digit::new(digit),
    }
}

/// Right-clicks the spot of `digit` in cell (`row`, `col`) of a 9x9 board (the whole cell when it
/// holds a digit).
fn right_click_candidate(
    harness: &mut Harness<'static, StepperApp>,
    row: usize,
    col: usize,
    digit: usize,
) {
    press_candidate(harness, row, col, digit, egui::PointerButton::Secondary);
}

/// Presses `button` on the spot of `digit` in cell (`row`, `col`) of a 9x9 board.
fn press_candidate(
    harness: &mut Harness<'static, StepperApp>,
    row: usize,
    col: usize,
    digit: usize,
    button: egui::PointerButton,
) {
    let centre = cell_centre(harness, 9, row, col);
    let board = harness.get_by_label("Sudoku board").rect();
    let cell = board.width() / 9.6;
    let k = digit - 1;
    let pos = centre
        + egui::vec2(
            ((k % 3) as f32 - 1.0) * cell / 3.0,
            ((k / 3) as f32 - 1.0) * cell / 3.0,
        );
    press_at(harness, pos, button);
}

#[test]
fn right_clicking_a_candidate_asks_why_not_and_the_answer_is_a_hint() {
    let mut harness = harness(Some(puzzle_path("book55.sud")));
    right_click_candidate(&mut harness, 1, 7, 9);
    assert_eq!(
        status(&harness),
        "Why not 9 in r1c7: a Locked Candidates Type 1 (Pointing) removes it. Press Hint to see \
         where it applies."
    );
    assert_eq!(
        harness.state().controller().hint().map(|h| h.level),
        Some(1)
    );
    harness.get_by_label("Hint").click();
    settle(&mut harness);
    harness.get_by_label("Hint").click();
    settle(&mut harness);
    let shown = harness.state().controller().shown_step().cloned();
    assert_eq!(
        shown.map(|s| s.eliminations),
        Some(vec![candidate(1, 7, 9), candidate(3, 7, 9)])
    );
    harness.get_by_label("Apply Hint").click();
    settle(&mut harness);
    assert_eq!(log_len(&harness), 1);
    assert_eq!(
        status(&harness),
        "Step 1: Locked Candidates Type 1 (Pointing)."
    );
}

#[test]
fn asking_about_the_solution_digit_says_so_and_what_places_it() {
    let mut harness = harness(Some(puzzle_path("book55.sud")));
    right_click_candidate(&mut harness, 4, 4, 2);
    assert_eq!(
        status(&harness),
        "Nothing rules out 2 in r4c4 from here: it is possible there. Press Hint to see whether \
         it is right."
    );
    assert_eq!(harness.state().controller().shown_step(), None);
    harness.key_press(Key::H);
    settle(&mut harness);
    assert_eq!(
        status(&harness),
        "r4c4 = 2 in the solution, so nothing removes it; a Naked Single places it now. The \
         highlighted cells show where; press Hint again to see the whole step."
    );
    let r1c1 = cell_centre(&harness, 9, 1, 1);
    click_at(&mut harness, r1c1);
    harness.key_press(Key::Q);
    settle(&mut harness);
    assert!(harness.state().controller().is_asking());
    harness.key_press(Key::Num1);
    settle(&mut harness);
    assert!(!harness.state().controller().is_asking());
    assert_eq!(
        log_len(&harness),
        0,
        "the typed digit asked, it placed nothing"
    );
    assert_eq!(
        status(&harness),
        "Nothing rules out 1 in r1c1 from here: it is possible there. Press Hint to see whether \
         it is right."
    );
    harness.key_press(Key::H);
    settle(&mut harness);
    assert_eq!(
        status(&harness),
        "r1c1 = 1 in the solution, but no step places it yet. First comes the next step of the \
         solve path, which does not place r1c1: a Naked Single places r4c4 = 2. The highlighted \
         cells show where; press Hint again to see the whole step."
    );
}

#[test]
fn justifying_a_wrong_digit_shows_its_contradiction_without_applying_it() {
    let mut harness = harness(Some(puzzle_path("book55.sud")));
    let r1c5 = cell_centre(&harness, 9, 1, 5);
    click_at(&mut harness, r1c5);
    harness.key_press(Key::Num8);
    settle(&mut harness);
    assert_eq!(log_len(&harness), 1);
    right_click_candidate(&mut harness, 1, 5, 5);
    assert_eq!(
        status(&harness),
        "r1c5 = 8 is wrong: with it, 8 has no place left in row 2. Press Hint to see where it \
         applies."
    );
    harness.key_press(Key::H);
    settle(&mut harness);
    harness.key_press(Key::H);
    settle(&mut harness);
    assert_eq!(
        status(&harness),
        "Hint 3: Forcing Chain: r1c5=8 leads to a contradiction (8 has no place left in row 2), \
         so r1c5<>8. Press W to walk through its proof."
    );
    harness.key_press(Key::A);
    settle(&mut harness);
    assert_eq!(log_len(&harness), 1, "nothing applied");
    assert_eq!(
        status(&harness),
        "This answer was found with your digit taken out, so it cannot be applied here: erase \
         the digit first to use it."
    );
}

#[test]
fn the_see_bar_highlights_a_digit_the_bivalue_cells_and_the_cells_a_cell_sees() {
    let mut harness = harness(Some(puzzle_path("book62.sud")));
    harness.key_press(Key::Space);
    settle(&mut harness);
    let grid = harness.state().controller().grid().expect("a grid").clone();
    let cells = || (0..81).map(sudoku_stepper::Cell::new);
    let seven = sudoku_stepper::Digit::new(7);
    let open = cells()
        .filter(|&c| grid.value(c).is_none() && grid.candidates(c).contains(seven))
        .count();
    let placed = cells().filter(|&c| grid.value(c) == Some(seven)).count();
    harness.key_press(Key::Num7);
    settle(&mut harness);
    assert_eq!(
        log_len(&harness),
        1,
        "no cell is chosen, so 7 is not placed"
    );
    assert_eq!(harness.state().controller().lens().digit, Some(seven));
    assert_eq!(
        status(&harness),
        format!(
            "Highlighted 7: a candidate in {open} cells, placed in {placed} of 9. Type 7 again \
             (with no cell chosen) or press Escape to clear."
        )
    );
    harness.key_press(Key::Escape);
    settle(&mut harness);
    assert_eq!(harness.state().controller().lens().digit, None);

    let bivalue = cells()
        .filter(|&c| grid.value(c).is_none() && grid.candidates(c).len() == 2)
        .count();
    harness.get_by_label("Bivalue cells").click();
    settle(&mut harness);
    assert!(harness.state().controller().lens().bivalue);
    assert_eq!(
        status(&harness),
        format!("Highlighted the {bivalue} bivalue cells (exactly two candidates).")
    );

    harness.key_press(Key::V);
    settle(&mut harness);
    assert_eq!(
        status(&harness),
        "Click a cell: the cells that see it (its row, column and box) are highlighted."
    );
    assert_eq!(harness.state().controller().peers_shown(), Vec::new());
    let r5c5 = cell_centre(&harness, 9, 5, 5);
    click_at(&mut harness, r5c5);
    let mut peers: Vec<usize> = harness
        .state()
        .controller()
        .peers_shown()
        .iter()
        .map(|c| c.index())
        .collect();
    peers.sort_unstable();
    let mut expected: Vec<usize> = (0..81)
        .filter(|&i| i != 40 && (i / 9 == 4 || i % 9 == 4 || (i / 27 == 1 && i % 9 / 3 == 1)))
        .collect();
    expected.sort_unstable();
    assert_eq!(peers, expected);
}

#[test]
fn painted_candidates_are_logged_kept_by_steps_and_taken_back_by_back() {
    let mut harness = harness(Some(puzzle_path("book62.sud")));
    harness.key_press(Key::Space);
    settle(&mut harness);
    harness.key_press(Key::H);
    settle(&mut harness);
    let hinted = |harness: &Harness<StepperApp>| {
        harness
            .state()
            .controller()
            .hint()
            .map(|h| (h.level, h.step.message.text()))
    };
    let hint = hinted(&harness);
    assert!(hint.is_some());
    harness.key_press(Key::O);
    settle(&mut harness);
    assert_eq!(
        harness.state().controller().paint(),
        Some(sudoku_stepper::controller::Paint::Blue)
    );
    let r1c1 = harness
        .state()
        .controller()
        .grid()
        .expect("a grid")
        .candidates(sudoku_stepper::Cell::new(0));
    let [first, second] = [r1c1.iter().next(), r1c1.iter().nth(1)].map(|d| d.expect("two"));
    press_candidate(
        &mut harness,
        1,
        1,
        usize::from(first.get()),
        egui::PointerButton::Primary,
    );
    assert_eq!(
        status(&harness),
        format!("You painted {first} in r1c1 blue.")
    );
    harness.get_by_label("green").click();
    settle(&mut harness);
    press_candidate(
        &mut harness,
        1,
        1,
        usize::from(second.get()),
        egui::PointerButton::Primary,
    );
    let painted = |harness: &Harness<StepperApp>| {
        harness
            .state()
            .controller()
            .shown_colours()
            .iter()
            .map(|(c, p)| (c.cell.index(), c.digit.get(), p.name()))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        painted(&harness),
        [(0, first.get(), "blue"), (0, second.get(), "green")]
    );
    assert_eq!(log_len(&harness), 3);
    assert_eq!(
        hinted(&harness),
        hint,
        "painting changes no digit, so the hint stays"
    );
    harness.get_by_label(&format!(
        "3. Your colouring\nYou painted {second} in r1c1 green"
    ));
    assert!(
        harness.state().controller().focus().is_none(),
        "a click while colouring paints and chooses no cell"
    );

    harness.key_press(Key::O);
    settle(&mut harness);
    harness.key_press(Key::Space);
    settle(&mut harness);
    assert_eq!(log_len(&harness), 4);
    assert_eq!(painted(&harness).len(), 2, "a step keeps the colours");

    harness.key_press(Key::Backspace);
    settle(&mut harness);
    harness.key_press(Key::Backspace);
    settle(&mut harness);
    assert_eq!(log_len(&harness), 2);
    assert_eq!(status(&harness), "Took back step 3: Your colouring.");
    assert_eq!(painted(&harness), [(0, first.get(), "blue")]);
    harness.get_by_label("Clear colours").click();
    settle(&mut harness);
    assert_eq!(painted(&harness), []);
    assert_eq!(status(&harness), "You cleared the colours.");
    harness.key_press(Key::Backspace);
    settle(&mut harness);
    assert_eq!(painted(&harness), [(0, first.get(), "blue")]);
}

#[test]
fn the_e5_notation_names_cells_and_rows_with_letters_everywhere() {
    let mut harness = harness(Some(puzzle_path("book62.sud")));
    harness.key_press(Key::Space);
    settle(&mut harness);
    harness.key_press(Key::Space);
    settle(&mut harness);
    harness.get_by_label(
        "2. Naked Single: r2c4 = 4\nNaked Single: 4 is the only candidate left in r2c4; every \
         other digit is already in its row, column or box or has been ruled out, so r2c4 = 4.",
    );
    menu(&mut harness, "View", "Cell names like E5");
    assert_eq!(
        harness.state().controller().notation(),
        sudoku_stepper::message::Notation::Letters
    );
    harness.get_by_label(
        "2. Naked Single: B4 = 4\nNaked Single: 4 is the only candidate left in B4; every \
         other digit is already in its row, column or box or has been ruled out, so B4 = 4.",
    );
    harness.get_by_label("Step 2: Naked Single.");
    let r2c4 = cell_centre(&harness, 9, 2, 4);
    harness.hover_at(r2c4);
    harness.run();
    harness.get_by_label("B4: placed 4");
    menu(&mut harness, "View", "What makes it hard... (D)");
    harness.get_by_label("Medium, score 520");
    menu(&mut harness, "View", "Cell names like E5");
    assert_eq!(
        harness.state().controller().notation(),
        sudoku_stepper::message::Notation::RowColumn
    );
}

const BOOK62: &str =
    "...315.....8...9...3..7..4..1.254.3...........4.693.8..8..4..7...6...4.....539...";

/// The text the last frame put on the clipboard, if any.
fn copied_text(harness: &Harness<'static, StepperApp>) -> Option<String> {
    harness
        .output()
        .platform_output
        .commands
        .iter()
        .find_map(|command| match command {
            egui::OutputCommand::CopyText(text) => Some(text.clone()),
            _ => None,
        })
}

/// Chooses `entry` in the Edit menu and gives what it put on the clipboard.
fn copy_from_menu(harness: &mut Harness<'static, StepperApp>, entry: &str) -> Option<String> {
    harness.get_by_label("Edit").click();
    settle(harness);
    harness.get_by_label(entry).click();
    harness.step();
    let copied = copied_text(harness);
    settle(harness);
    copied
}

/// Pastes `text` as the system does on Ctrl+V.
fn paste(harness: &mut Harness<'static, StepperApp>, text: &str) {
    harness.event(egui::Event::Paste(text.to_string()));
    settle(harness);
}

#[test]
fn the_edit_menu_copies_the_shown_position_in_each_form() {
    let mut harness = opened_after("book62.sud", BOOK62, 30);
    let grid = harness.state().controller().grid().expect("a grid").clone();
    let copy = |harness: &mut Harness<'static, StepperApp>, entry: &str| {
        copy_from_menu(harness, entry).unwrap_or_else(|| panic!("{entry} copies"))
    };
    let marks = sudoku_stepper::format::write_pencil_marks(&grid).expect("9x9 pencil marks");
    assert_eq!(copy(&mut harness, "Copy position (Ctrl+C)"), marks);
    assert_eq!(
        status(&harness),
        "Copied the position as a pencil-mark grid to the clipboard."
    );
    assert_eq!(
        copy(&mut harness, "Copy givens (Ctrl+Shift+C)"),
        "...315.....8...9...3..7..4..1.254.3...........4.693.8..8..4..7...6...4.....539..."
    );
    assert_eq!(
        status(&harness),
        "Copied the givens (81 characters) to the clipboard."
    );
    assert_eq!(
        copy(&mut harness, "Copy givens and placed digits"),
        grid.to_line()
    );
    assert_eq!(copy(&mut harness, "Copy as pencil-mark grid"), marks);
    let sukaku = copy(&mut harness, "Copy as candidate string (Sukaku)");
    assert_eq!(sukaku, sudoku_stepper::format::write_sukaku(&grid));
    assert_eq!(
        status(&harness),
        "Copied the position as a candidate string (729 characters) to the clipboard."
    );
    assert_eq!(
        copy(&mut harness, "Copy as HoDoKu library line"),
        ":0000:x:...315...+7+58+4+6+29+1+3.3.+97+8.4.+81.254.3...+3+7+8+1..+4.4.693.8..8.+14+6+37.\
         +3+96+8+2+74+5..+7.539...:657 658 279 291 293 197 199::\n"
    );
    assert_eq!(log_len(&harness), 30, "copying changes nothing");
}

#[test]
fn ctrl_c_copies_the_givens_until_something_changes() {
    let mut harness = harness(None);
    harness.event(egui::Event::Copy);
    harness.step();
    assert_eq!(
        copied_text(&harness).as_deref(),
        Some("...315.....8...9...3..7..4..1.254.3...........4.693.8..8..4..7...6...4.....539...")
    );
    settle(&mut harness);
    harness.key_press(Key::Space);
    settle(&mut harness);
    harness.event(key_down(Key::C, egui::Modifiers::COMMAND));
    harness.step();
    let grid = harness.state().controller().grid().expect("a grid").clone();
    assert_eq!(
        copied_text(&harness),
        sudoku_stepper::format::write_pencil_marks(&grid),
        "after a step the candidates matter: a pencil-mark grid"
    );
}

#[test]
fn a_form_that_cannot_hold_the_position_says_so_and_copies_nothing() {
    let mut harness = harness(Some(puzzle_path("size-16x16.sud")));
    assert_eq!(
        copy_from_menu(&mut harness, "Copy as HoDoKu library line"),
        None
    );
    assert_eq!(
        status(&harness),
        "A HoDoKu library line holds boards up to 9x9 (one character per digit): copy this \
         position as a candidate string instead."
    );
}

/// Every cell's digit, or its candidates while empty; a cell left with one candidate counts as
/// holding it when `settled` (pencil marks and candidate strings cannot tell them apart).
fn cell_contents(grid: &sudoku_stepper::Grid, settled: bool) -> Vec<(u8, u32)> {
    (0..grid.n() * grid.n())
        .map(sudoku_stepper::Cell::new)
        .map(|cell| {
            let candidates = grid.candidates(cell);
            match (grid.value(cell), candidates.single()) {
                (Some(digit), _) => (digit.get(), 0),
                (None, Some(only)) if settled => (only.get(), 0),
                (None, _) => (0, candidates.bits()),
            }
        })
        .collect()
}

#[test]
fn pasting_opens_every_copied_form_as_the_same_position() {
    let mut source = opened_after("book62.sud", BOOK62, 30);
    let grid = source.state().controller().grid().expect("a grid").clone();
    let mut target = harness(None);
    for (entry, settled) in [
        ("Copy as pencil-mark grid", true),
        ("Copy as candidate string (Sukaku)", true),
        ("Copy as HoDoKu library line", false),
    ] {
        let text = copy_from_menu(&mut source, entry).expect("copied");
        paste(&mut target, &text);
        assert_eq!(status(&target), "Opened pasted puzzle.", "{entry}");
        assert_eq!(target.state().title(), "Sudoku Stepper - pasted puzzle");
        let pasted = target.state().controller().grid().expect("pasted");
        assert_eq!(
            cell_contents(pasted, false),
            cell_contents(&grid, settled),
            "{entry}"
        );
        assert_eq!(
            pasted.given_count(),
            if settled { 0 } else { 26 },
            "{entry}: givens"
        );
    }
    let text = copy_from_menu(&mut source, "Copy givens and placed digits").expect("copied");
    paste(&mut target, &text);
    let pasted = target.state().controller().grid().expect("pasted");
    assert_eq!(
        pasted.values(),
        grid.values(),
        "one line: the digits, as givens"
    );
    assert_eq!(log_len(&target), 0);
}

#[test]
fn pasting_text_that_is_no_puzzle_shows_the_error_and_keeps_the_puzzle() {
    let mut harness = opened_after("book62.sud", BOOK62, 3);
    paste(&mut harness, "12345678\n");
    harness.get_by_label("pasted puzzle: line 2, column 1: expected 9 rows, found 1");
    assert_eq!(
        status(&harness),
        "Could not open pasted puzzle; the current puzzle is unchanged."
    );
    assert_eq!(log_len(&harness), 3);
    assert_eq!(harness.state().title(), "Sudoku Stepper - book62.sud");
}

#[test]
fn the_paste_entry_says_when_the_clipboard_holds_no_text() {
    let mut harness = harness(None);
    menu(&mut harness, "Edit", "Paste puzzle (Ctrl+V)");
    assert_eq!(
        status(&harness),
        "The clipboard holds no text to paste: copy a puzzle (a line of digits, a grid, pencil \
         marks, a candidate string or a HoDoKu library line) and paste again."
    );
    assert_eq!(harness.state().title(), "Sudoku Stepper - book62.sud");
}

/// A fresh folder for this test's files.

#[test]
fn export_picture_saves_the_board_as_shown_as_png_or_svg() {
    use sudoku_stepper::picture::{PICTURE_MARGIN, Palette, Placement};
    let mut harness = opened_after("book62.sud", BOOK62, 30);
    harness.ctx.set_theme(egui::ThemePreference::Light);
    press(&mut harness, Key::H, 1);
    harness.key_press(Key::H);
    settle(&mut harness);
    harness.key_press(Key::H);
    settle(&mut harness);
    harness.key_press(Key::H);
    settle(&mut harness);
    let folder = scratch("picture");
    let png_path = folder.join("board.png");
    harness
        .state_mut()
        .answer_next_dialog(Some(png_path.clone()));
    menu(&mut harness, "File", "Export picture...");
    assert_eq!(
        status(&harness),
        format!("Saved the picture of the board to {}.", png_path.display())
    );
    let pixmap = resvg::tiny_skia::Pixmap::decode_png(&std::fs::read(&png_path).expect("saved"))
        .expect("a PNG");
    assert_eq!((pixmap.width(), pixmap.height()), (900, 900));
    let colour = |x: f32, y: f32| {
        let c = pixmap
            .pixel(x as u32, y as u32)
            .expect("inside")
            .demultiply();
        sudoku_stepper::picture::Rgba::new(c.red(), c.green(), c.blue(), c.alpha())
    };
    let light = Palette::LIGHT;
    assert_eq!(colour(2.0, 2.0), light.page);
    let placement = Placement::new(900.0 - 2.0 * PICTURE_MARGIN, 9);
    let cell = placement.cell_area(7, 8);
    assert_eq!(
        colour(
            PICTURE_MARGIN + cell.min.x + cell.width() * 0.8,
            PICTURE_MARGIN + cell.min.y + cell.height() * 0.8
        ),
        light.newly_solved,
        "the hinted Full House fills r8c9, drawn yellow as on screen"
    );
    harness.ctx.set_theme(egui::ThemePreference::Dark);
    settle(&mut harness);
    let svg_path = folder.join("board.svg");
    harness
        .state_mut()
        .answer_next_dialog(Some(svg_path.clone()));
    menu(&mut harness, "File", "Export picture...");
    let svg = std::fs::read_to_string(&svg_path).expect("saved");
    resvg::usvg::Tree::from_str(&svg, &resvg::usvg::Options::default()).expect("the SVG parses");
    assert!(
        svg.contains(&format!("fill=\"{}\"", Palette::DARK.page.hex())),
        "the dark theme's colours"
    );
    let bare = folder.join("no-extension");
    harness.state_mut().answer_next_dialog(Some(bare));
    menu(&mut harness, "File", "Export picture...");
    assert!(folder.join("no-extension.png").exists(), "a PNG, named so");
    std::fs::remove_dir_all(folder).expect("clean up");
}

#[test]
fn export_worksheet_writes_the_pages_and_pictures_into_the_chosen_folder() {
    let mut harness = harness(None);
    let folder = scratch("worksheet");
    harness.state_mut().answer_next_dialog(Some(folder.clone()));
    menu(&mut harness, "File", "Export worksheet...");
    assert_eq!(
        status(&harness),
        format!(
            "Wrote the worksheet {} (and worksheet.md). 9x9, 26 givens. Rated Medium (520) with \
             Sudoku Stepper's default techniques: 60 steps, 4 of them beyond singles. Pictures: \
             6 (4 steps, the puzzle and the solution).",
            folder.join("worksheet.html").display()
        )
    );
    let mut files: Vec<String> = std::fs::read_dir(&folder)
        .expect("written")
        .map(|entry| {
            entry
                .expect("entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    files.sort();
    assert_eq!(
        files,
        [
            ".sudoku-stepper-worksheet",
            "puzzle.svg",
            "solution.svg",
            "step-021.svg",
            "step-022.svg",
            "step-023.svg",
            "step-024.svg",
            "worksheet.html",
            "worksheet.md"
        ]
    );
    std::fs::remove_dir_all(folder).expect("clean up");
}

/// Presses `key` with Ctrl, as one event (so the frame that handles it is the last one run).
fn ctrl_key(harness: &mut Harness<'static, StepperApp>, key: Key) {
    harness.event(key_down(key, egui::Modifiers::COMMAND));
    settle(harness);
}

/// `key` going down with `modifiers`, as one input event.
fn key_down(key: Key, modifiers: egui::Modifiers) -> egui::Event {
    egui::Event::Key {
        key,
        physical_key: None,
        pressed: true,
        repeat: false,
        modifiers,
    }
}

#[test]
fn ctrl_plus_zooms_the_board_into_a_scroll_area_and_ctrl_0_fits_it_again() {
    let mut harness = harness(Some(puzzle_path("size-25x25.sud")));
    let fitted = harness.get_by_label("Sudoku board").rect().width();
    ctrl_key(&mut harness, Key::Plus);
    ctrl_key(&mut harness, Key::Equals);
    let zoomed = harness.get_by_label("Sudoku board").rect().width();
    assert!(
        (zoomed / fitted - 1.5625).abs() < 0.01,
        "two steps of 1.25: {fitted} -> {zoomed}"
    );
    assert_eq!(
        harness.ctx.zoom_factor(),
        1.0,
        "the rest of the window keeps its size"
    );
    ctrl_key(&mut harness, Key::Minus);
    let smaller = harness.get_by_label("Sudoku board").rect().width();
    assert!((smaller / fitted - 1.25).abs() < 0.01, "{smaller}");
    ctrl_key(&mut harness, Key::Num0);
    assert_eq!(harness.get_by_label("Sudoku board").rect().width(), fitted);
    ctrl_key(&mut harness, Key::Minus);
    assert_eq!(
        harness.get_by_label("Sudoku board").rect().width(),
        fitted,
        "never smaller than its panel"
    );
    menu(&mut harness, "View", "Zoom in (Ctrl++)");
    let zoomed = harness.get_by_label("Sudoku board").rect().width();
    assert!((zoomed / fitted - 1.25).abs() < 0.01, "the menu zooms too");
}

#[test]
fn two_digit_values_are_typed_as_two_digits_on_big_boards() {
    let mut harness = harness(Some(puzzle_path("size-16x16.sud")));
    let r1c1 = sudoku_stepper::Cell::new(0);
    harness
        .state_mut()
        .apply(vec![Action::FocusCell(Some(r1c1))]);
    settle(&mut harness);
    harness.key_press(Key::Num1);
    settle(&mut harness);
    harness.get_by_label("Typed 1: type a second digit for 10-16, or Enter for 1.");
    assert_eq!(log_len(&harness), 0, "nothing placed yet");
    harness.key_press(Key::Num2);
    settle(&mut harness);
    let grid = harness.state().controller().grid().expect("a grid");
    assert_eq!(grid.value(r1c1).map(|d| d.get()), Some(12));
    assert!(harness.query_by_label_contains("Typed 1").is_none());
    let free_for = |harness: &Harness<'static, StepperApp>, digit: u8| {
        let grid = harness.state().controller().grid().expect("a grid");
        (0..256)
            .map(sudoku_stepper::Cell::new)
            .find(|&c| {
                grid.value(c).is_none()
                    && !grid
                        .placed_among_peers(c)
                        .contains(sudoku_stepper::Digit::new(digit))
            })
            .expect("a cell where the digit may go")
    };
    let lone_one = free_for(&harness, 1);
    harness
        .state_mut()
        .apply(vec![Action::FocusCell(Some(lone_one))]);
    settle(&mut harness);
    harness.key_press(Key::Num1);
    harness.key_press(Key::Enter);
    settle(&mut harness);
    let grid = harness.state().controller().grid().expect("a grid");
    assert_eq!(
        grid.value(lone_one).map(|d| d.get()),
        Some(1),
        "1 then Enter: 1"
    );
    let seven = free_for(&harness, 7);
    harness
        .state_mut()
        .apply(vec![Action::FocusCell(Some(seven))]);
    settle(&mut harness);
    harness.key_press(Key::Num1);
    harness.key_press(Key::Num7);
    settle(&mut harness);
    harness.get_by_label("17 is not a digit of this 16x16 board: type it again.");
    assert_eq!(
        harness
            .state()
            .controller()
            .grid()
            .expect("a grid")
            .value(seven)
            .map(|d| d.get()),
        None,
        "the cell stays empty"
    );
    harness.key_press(Key::Num7);
    settle(&mut harness);
    let grid = harness.state().controller().grid().expect("a grid");
    assert_eq!(
        grid.value(seven).map(|d| d.get()),
        Some(7),
        "7 cannot begin a number of 16x16: at once"
    );
    harness.key_press(Key::Num1);
    harness.key_press(Key::Escape);
    settle(&mut harness);
    assert!(
        harness.query_by_label_contains("Typed 1").is_none(),
        "Escape drops it"
    );
    assert_eq!(
        harness.state().controller().focus(),
        Some(seven),
        "and keeps the cell"
    );
}

/// Top95's puzzle 8 with 23 steps taken: the next step is a Nice Loop that removes 1 from r5c3.
fn top95_8_before_its_nice_loop() -> Harness<'static, StepperApp> {
    opened_after(
        "top95-8.txt",
        ".524.........7.1..............8.2...3.....6...9.5.....1.6.3...........897........",
        23,
    )
}

#[test]
fn hint_two_on_a_chain_step_shows_its_cells_and_its_start_never_its_target() {
    use sudoku_stepper::{Cell, Role};
    let mut harness = top95_8_before_its_nice_loop();
    press(&mut harness, Key::H, 3);
    assert_eq!(
        status(&harness),
        "Hint 2: look for a Nice Loop/AIC through the shaded cells: it starts by supposing \
         r3c3<>1 (blue). Follow it to what it removes or places; press Hint again to see the \
         whole step."
    );
    let shown = harness
        .state()
        .controller()
        .shown_step()
        .expect("hint 2 draws the pattern")
        .clone();
    assert!(shown.placements.is_empty() && shown.eliminations.is_empty());
    assert!(
        shown.highlight.links.is_empty(),
        "the links would give the chain away"
    );
    let cell = |row: usize, col: usize| Cell::new((row - 1) * 9 + col - 1);
    let shaded: Vec<Cell> = shown
        .highlight
        .cells
        .iter()
        .filter(|(_, role)| *role == Role::Pattern)
        .map(|&(cell, _)| cell)
        .collect();
    assert_eq!(
        shaded,
        [
            cell(3, 3),
            cell(3, 2),
            cell(4, 2),
            cell(2, 2),
            cell(2, 4),
            cell(8, 4),
            cell(5, 4)
        ]
    );
    assert!(
        shown.highlight.cells.iter().all(|&(c, _)| c != cell(5, 3)),
        "r5c3, where the step removes 1, is not marked"
    );
    assert_eq!(
        shown.highlight.candidates,
        [(candidate(3, 3, 1), Role::Pattern)]
    );
}

#[test]
fn hint_one_clears_the_last_step_and_apply_hint_ends_the_walkthrough() {
    let mut harness = top95_8_before_its_nice_loop();
    harness.key_press(Key::H);
    settle(&mut harness);
    assert_eq!(
        status(&harness),
        "Hint 0: the next step places or removes something in box 4. Press Hint again for the \
         technique's name."
    );
    harness.key_press(Key::H);
    settle(&mut harness);
    assert_eq!(harness.state().controller().shown_step(), None);
    press(&mut harness, Key::H, 2);
    start_walk(&mut harness, "11 facts");
    press(&mut harness, Key::Period, 1);
    assert!(harness.state().controller().walk().is_some());
    harness.get_by_label("Apply Hint").click();
    settle(&mut harness);
    assert_eq!(log_len(&harness), 24);
    assert!(harness.state().controller().walk().is_none());
    assert_eq!(
        harness.state().controller().shown_grid(),
        harness.state().controller().grid(),
        "the board shows the grid after the applied step, not the walkthrough's"
    );
    assert_eq!(status(&harness), "Step 24: Nice Loop/AIC.");
}

#[test]
fn a_fresh_puzzle_shows_the_candidates_its_givens_allow_in_a_tooltip_beside_the_pointer() {
    let mut harness = harness(Some(puzzle_path("book62.sud")));
    assert_eq!(log_len(&harness), 0);
    let r1c1 = cell_centre(&harness, 9, 1, 1);
    harness.hover_at(r1c1);
    harness.run();
    let tooltip = harness.get_by_label("r1c1: candidates 2, 4, 6, 7, 9");
    let distance = tooltip.rect().center().distance(r1c1);
    assert!(
        distance < 120.0,
        "the tooltip stands beside the pointer, {distance} px away"
    );
    let grid = harness.state().controller().grid().expect("a grid");
    assert_eq!(
        grid.candidates(sudoku_stepper::Cell::new(0)).len(),
        9,
        "the grid itself keeps every candidate until Candidate Elimination, step 1, is taken"
    );
}

#[test]
fn the_students_digits_have_their_own_colour_in_both_themes() {
    use sudoku_stepper::picture::{BoardView, Palette, Shape, board_picture};
    let mut harness = harness(Some(puzzle_path("book62.sud")));
    press(&mut harness, Key::Space, 2);
    let solver_cell = harness.state().controller().log()[1]
        .step()
        .expect("a step")
        .placements[0]
        .cell;
    let r1c3 = cell_centre(&harness, 9, 1, 3);
    click_at(&mut harness, r1c3);
    harness.key_press(Key::Num4);
    settle(&mut harness);
    let controller = harness.state().controller();
    let r1c3 = sudoku_stepper::Cell::new(2);
    assert_eq!(controller.typed_digits(), [r1c3]);
    assert_ne!(solver_cell, r1c3);
    let grid = controller.grid().expect("a grid");
    for palette in [&Palette::LIGHT, &Palette::DARK] {
        assert_ne!(palette.typed, palette.placed);
        assert_ne!(palette.typed, palette.given);
        let typed = controller.typed_digits();
        let view = BoardView {
            typed: &typed,
            ..BoardView::plain(grid, None, true)
        };
        let digit_colours: Vec<_> = board_picture(&view, palette, 900.0)
            .shapes
            .into_iter()
            .filter_map(|shape| match shape {
                Shape::Text { colour, size, .. } if size > 30.0 => Some(colour),
                _ => None,
            })
            .collect();
        let count = |colour| digit_colours.iter().filter(|&&c| c == colour).count();
        assert_eq!(count(palette.typed), 1, "the student's 4 in r1c3");
        assert_eq!(count(palette.placed), 1, "the solver's digit");
        assert_eq!(count(palette.given), 26);
    }
}

#[test]
fn another_puzzle_asks_before_it_replaces_one_in_progress() {
    let mut harness = harness(Some(puzzle_path("book62.sud")));
    press(&mut harness, Key::Space, 3);
    menu(&mut harness, "File", "Open sample");
    harness.get_by_label("size-6x6.sud").click();
    settle(&mut harness);
    let question = "Replace the puzzle in progress? book62.sud has 3 steps and moves in its log; \
                    opening size-6x6.sud takes its place and they are gone.";
    harness.get_by_label(question);
    assert_eq!(
        harness.state().controller().info().unwrap().name,
        "book62.sud"
    );
    harness.get_by_label("Keep this puzzle").click();
    settle(&mut harness);
    assert!(harness.query_by_label(question).is_none());
    assert_eq!(
        harness.state().controller().info().unwrap().name,
        "book62.sud"
    );
    assert_eq!(log_len(&harness), 3);
    assert_eq!(
        status(&harness),
        "Kept book62.sud and its 3 steps and moves."
    );

    menu(&mut harness, "Help", "Technique Guide... (F1)");
    open_guide_page(&mut harness, "X-Wing");
    settle(&mut harness);
    harness.get_by_label("Show me").click();
    settle(&mut harness);
    harness.get_by_label(
        "Replace the puzzle in progress? book62.sud has 3 steps and moves in its log; the \
         X-Wing example takes its place and they are gone.",
    );
    harness.get_by_label("Replace").click();
    settle(&mut harness);
    assert_eq!(
        harness.state().controller().info().unwrap().name,
        "X-Wing example"
    );
    assert!(
        harness
            .state()
            .controller()
            .replacement_question()
            .is_none()
    );
}

/// The path the path box offers, while it is shown.
fn offered_path(harness: &Harness<'static, StepperApp>) -> Option<String> {
    let controller = harness.state().controller();
    controller.path_request().map(|r| r.suggested.clone())
}

#[test]
fn where_no_file_dialog_opens_a_path_box_offers_the_puzzles_folder_and_stays_until_answered() {
    let folder = scratch("path-box");
    let puzzle = folder.join("book62.sud");
    std::fs::copy(puzzle_path("book62.sud"), &puzzle).expect("copied");
    let mut harness = harness(Some(puzzle.clone()));
    menu(&mut harness, "File", "Export picture...");
    let message = "No file dialog could open on this system (a desktop portal or zenity provides \
                   one): type where to save the picture (a name ending in .png or .svg).";
    harness.get_by_label(message);
    assert_eq!(
        offered_path(&harness),
        Some(folder.join("book62.png").display().to_string())
    );
    for _ in 0..5 {
        harness.step();
    }
    harness.get_by_label(message);
    assert_eq!(log_len(&harness), 0);
    harness.get_by_label("OK").click();
    settle(&mut harness);
    assert!(harness.query_by_label(message).is_none());
    let png = std::fs::read(folder.join("book62.png")).expect("the picture is written");
    assert_eq!(&png[1..4], b"PNG");
    assert_eq!(
        status(&harness),
        format!(
            "Saved the picture of the board to {}.",
            folder.join("book62.png").display()
        )
    );

    menu(&mut harness, "File", "Export worksheet...");
    harness.get_by_label(
        "No file dialog could open on this system (a desktop portal or zenity provides one): \
         type the folder to write the worksheet into (a new or empty one).",
    );
    harness.get_by_label("Cancel").click();
    settle(&mut harness);
    assert!(harness.state().controller().path_request().is_none());
    assert_eq!(status(&harness), "Nothing was opened or saved.");
    assert!(!folder.join("book62-worksheet").exists());

    harness.state_mut().apply(vec![Action::ChooseFile]);
    settle(&mut harness);
    assert_eq!(
        offered_path(&harness),
        Some(folder.join("").display().to_string())
    );
}

/// A harness around `app`, settled.

#[test]
fn a_typed_digit_shows_the_technique_that_justifies_it_in_its_log_row_until_turned_off() {
    let mut harness = harness(None);
    harness
        .state_mut()
        .apply(vec![Action::ShowExample(Technique::HiddenSingle)]);
    settle(&mut harness);
    let row = log_len(&harness) + 1;
    let r9c1 = sudoku_stepper::Cell::new(72);
    harness.state_mut().apply(vec![
        Action::FocusCell(Some(r9c1)),
        Action::Type(sudoku_stepper::Digit::new(2)),
    ]);
    settle(&mut harness);
    harness.get_by_label_contains(&format!(
        "{row}. Your move (a Hidden Single in row 9)\nYou placed 2 in r9c1"
    ));
    menu(&mut harness, "View", "Name the technique of my moves");
    assert!(!harness.state().controller().recognises_moves());
    harness.get_by_label_contains(&format!("{row}. Your move\nYou placed 2 in r9c1"));
}

#[test]
fn progress_shows_the_profile_by_level_with_a_bar_per_technique() {
    let mut harness = harness(None);
    let mut profile = sudoku_stepper::tasks::profile::Profile::default();
    let today = window::today();
    for _ in 0..6 {
        profile.applied(Technique::HiddenSingle, today);
    }
    profile.hinted(Technique::XWing, today);
    profile.finished(
        sudoku_stepper::tasks::profile::SolvedPuzzle {
            date: today,
            name: "book62.sud".to_string(),
            level: Some("Easy".to_string()),
            score: Some(418),
            unaided: true,
        },
        &[Technique::HiddenSingle],
    );
    harness.state_mut().apply(vec![Action::RestoreProfile {
        profile: Box::new(profile),
        refusal: None,
    }]);
    menu(&mut harness, "View", "Progress...");
    harness.get_by_label("Puzzles finished: 1, 1 of them without a hint or a solver step.");
    harness.get_by_label_contains("Easy: 1 of");
    harness.get_by_label("Hidden Single");
    harness.get_by_label(&format!(
        "met 1, done 6, hints 0, mistakes 0, drills 0/0, last {}, review {}",
        today.format("%Y-%m-%d"),
        today.succ_opt().expect("a next day").format("%Y-%m-%d")
    ));
    harness.get_by_label(
        "(Ctrl+P): Full House, a technique you have not mastered, in a puzzle of level Medium.",
    );
    for level in ["Easy: 1 of", "Medium: 0 of", "Hard: 0 of"] {
        harness.get_by_label_contains(level).click();
        settle(&mut harness);
    }
    harness.get_by_label("X-Wing");
    harness.get_by_label("met 0, done 0, hints 1, mistakes 0, drills 0/0, last never");
    harness.get_by_label("Practise next").click();
    settle(&mut harness);
    let info = harness
        .state()
        .controller()
        .info()
        .expect("a practice puzzle");
    assert!(
        info.name.starts_with("Practise Full House 9x9 (seed "),
        "{}",
        info.name
    );
    assert_eq!(
        harness
            .state()
            .controller()
            .hint()
            .expect("the practised step")
            .step
            .technique,
        Technique::FullHouse
    );
    assert_eq!(
        info.rating.map(|rating| rating.level),
        Some(sudoku_stepper::Level::Medium),
        "one level above Easy, the hardest finished unaided"
    );
}

#[test]
fn a_refused_profile_says_where_it_was_kept() {
    let folder = scratch("refused-profile");
    let path = folder.join("profile.json");
    std::fs::write(&path, "{ broken").expect("written");
    let mut app = StepperApp::inline(None, InlineExecutor::new());
    app.keep_profile_in(sudoku_stepper::tasks::profile::ProfileFile::at(
        path.clone(),
    ));
    let harness = harness_of(app);
    let error = harness
        .state()
        .controller()
        .error()
        .expect("an error dialog")
        .to_string();
    assert!(
        error.starts_with(&format!(
            "The learner's profile {} could not be read (",
            path.display()
        )),
        "{error}"
    );
    assert!(
        error.ends_with(&format!(
            "); it was moved to {} and a new profile started.",
            folder.join("profile.refused-1.json").display()
        )),
        "{error}"
    );
    assert_eq!(
        std::fs::read_to_string(folder.join("profile.refused-1.json")).expect("kept"),
        "{ broken"
    );
}

#[test]
fn the_colour_blind_theme_the_text_size_and_the_language_are_kept_between_runs() {
    use sudoku_stepper::app::{Settings, SettingsFile};
    let path = scratch("colour-blind").join("settings.json");
    let mut app = StepperApp::inline(None, InlineExecutor::new());
    assert!(!app.keep_settings_in(SettingsFile::at(path.clone())));
    let mut harness = harness_of(app);
    assert!(!harness.state().controller().colour_blind_colours());
    menu(&mut harness, "View", "Theme");
    harness.get_by_label("Colour-blind safe").click();
    settle(&mut harness);
    assert!(harness.state().controller().colour_blind_colours());
    assert_eq!(
        harness.ctx.options(|o| o.theme_preference),
        egui::ThemePreference::Light
    );
    let written: Settings =
        serde_json::from_str(&std::fs::read_to_string(&path).expect("written")).expect("JSON");
    assert_eq!(written.theme, "colourblind");
    assert_eq!(written.text_size, 100);
    harness.state_mut().apply(vec![
        Action::SetTextSize(175),
        Action::SetLanguage(Language::German),
    ]);
    harness.run();
    let written: Settings =
        serde_json::from_str(&std::fs::read_to_string(&path).expect("written")).expect("JSON");
    assert_eq!(written.text_size, 175);
    assert_eq!(written.language, "de");
    drop(harness);

    let mut again = StepperApp::inline(None, InlineExecutor::new());
    assert!(again.keep_settings_in(SettingsFile::at(path.clone())));
    let mut harness = harness_of(again);
    assert!(harness.state().controller().colour_blind_colours());
    assert_eq!(harness.state().controller().text_size(), 175);
    assert_eq!(harness.state().controller().language(), Language::German);
    assert_eq!(harness.ctx.zoom_factor(), 1.75);
    menu(&mut harness, "Ansicht", "Farbschema");
    harness.get_by_label("Dunkel").click();
    settle(&mut harness);
    assert!(!harness.state().controller().colour_blind_colours());
    let written: Settings =
        serde_json::from_str(&std::fs::read_to_string(&path).expect("written")).expect("JSON");
    assert_eq!(written.theme, "dark");
}

#[test]
fn settings_are_written_the_moment_they_change_and_read_back_at_start() {
    use sudoku_stepper::app::{Settings, SettingsFile};
    let path = scratch("settings").join("kept").join("settings.json");
    let mut app = StepperApp::inline(None, InlineExecutor::new());
    assert!(!app.keep_settings_in(SettingsFile::at(path.clone())));
    let mut harness = harness_of(app);
    menu(&mut harness, "View", "Cell names like E5");
    menu(&mut harness, "View", "Name the technique of my moves");
    menu(&mut harness, "View", "Theme");
    harness.get_by_label("Light").click();
    settle(&mut harness);
    harness
        .state_mut()
        .apply(vec![Action::SetTechniqueOn(Technique::XWing, false)]);
    harness.run();
    let written: Settings =
        serde_json::from_str(&std::fs::read_to_string(&path).expect("written at once"))
            .expect("JSON");
    assert_eq!(written.notation, "E5");
    assert_eq!(written.theme, "light");
    assert!(!written.recognise_moves);
    assert!(written.techniques.contains(&("X-Wing".to_string(), false)));
    // No clean exit and no eframe save: the harness goes as a killed process would.
    drop(harness);

    let mut again = StepperApp::inline(None, InlineExecutor::new());
    assert!(again.keep_settings_in(SettingsFile::at(path)));
    let harness = harness_of(again);
    assert_eq!(
        harness.state().controller().notation(),
        sudoku_stepper::message::Notation::Letters
    );
    assert_eq!(
        harness.ctx.options(|o| o.theme_preference),
        egui::ThemePreference::Light
    );
    assert!(!harness.state().controller().recognises_moves());
    assert!(
        !harness
            .state()
            .controller()
            .techniques()
            .contains(&Technique::XWing)
    );
}

/// A harness of `width` x `height` points with the bundled puzzle `name` open.
fn sized_harness(name: &str, width: f32, height: f32) -> Harness<'static, StepperApp> {
    let path = puzzle_path(name);
    let mut harness = Harness::builder()
        .with_size(egui::vec2(width, height))
        .build_eframe(move |_| StepperApp::inline(Some(path), InlineExecutor::new()));
    settle(&mut harness);
    harness
}

#[test]
fn a_big_board_in_a_small_window_keeps_the_toolbar_to_three_rows() {
    let harness = sized_harness("size-16x16.sud", 1024.0, 700.0);
    let row_of = |label: &str| harness.get_by_label(label).rect().center().y;
    assert!((row_of("Take Step") - row_of("All Steps")).abs() < 4.0);
    assert!((row_of("Play:") - row_of("Check")).abs() < 4.0);
    assert!(
        (row_of("See:") - row_of("Clear colours")).abs() < 4.0,
        "the colouring tool stays on the See row"
    );
    assert!(row_of("Clear colours") < row_of("Sudoku board") - 100.0);
}

#[test]
fn candidates_too_small_to_read_say_to_zoom_and_a_long_status_never_shrinks_the_board() {
    let mut harness = sized_harness("size-25x25.sud", 1200.0, 820.0);
    let note = "Candidates are too small to read at this size: Ctrl++ zooms in.";
    harness.get_by_label(note);
    let board = harness.get_by_label("Sudoku board").rect();
    harness.state_mut().apply(vec![Action::OpenText {
        name: "a puzzle with a very long name that goes on and on so that the status bar \
               overflows.txt"
            .to_string(),
        text: std::fs::read_to_string(puzzle_path("size-25x25.sud")).expect("read"),
    }]);
    settle(&mut harness);
    assert_eq!(harness.get_by_label("Sudoku board").rect(), board);
    let mut steps = 0;
    while harness.query_by_label(note).is_some() && steps < 10 {
        harness.key_press_modifiers(egui::Modifiers::COMMAND, Key::Plus);
        harness.run();
        steps += 1;
    }
    assert_eq!(
        steps, 5,
        "zoom steps until two-digit candidates reach 9 pixels"
    );
}

#[test]
fn a_wrong_digit_refuted_by_a_few_singles_says_so() {
    let mut harness = harness(Some(puzzle_path("book55.sud")));
    let r4c7 = cell_centre(&harness, 9, 4, 7);
    click_at(&mut harness, r4c7);
    harness.key_press(Key::Num7);
    settle(&mut harness);
    right_click_candidate(&mut harness, 4, 7, 7);
    assert_eq!(
        status(&harness),
        "r4c7 = 7 is wrong: with it, 2 singles follow and then 8 has no place left in box 9. \
         Press Hint to see where it applies."
    );
    let hint = harness
        .state()
        .controller()
        .hint()
        .expect("the answer is a hint");
    let proof = hint.step.proof.as_ref().expect("a proof");
    assert_eq!(proof.nesting(), 0);
    assert_eq!(proof.singles(), 2);
}

#[test]
fn a_worksheet_for_a_folder_with_other_files_goes_into_a_folder_of_its_own() {
    let mut harness = harness(None);
    let folder = scratch("occupied-worksheet");
    std::fs::write(folder.join("notes.txt"), "mine").expect("a file of the student's");
    harness.state_mut().answer_next_dialog(Some(folder.clone()));
    menu(&mut harness, "File", "Export worksheet...");
    let own = folder.join("book62-worksheet");
    assert!(
        status(&harness).starts_with(&format!(
            "Wrote the worksheet {}",
            own.join("worksheet.html").display()
        )),
        "{}",
        status(&harness)
    );
    assert_eq!(
        std::fs::read_to_string(folder.join("notes.txt")).expect("kept"),
        "mine"
    );
    assert!(own.join("puzzle.svg").exists());
}

#[test]
fn new_puzzle_generates_a_variant_puzzle_with_the_ticked_rules() {
    let mut harness = harness(None);
    harness.key_press_modifiers(egui::Modifiers::COMMAND, Key::N);
    settle(&mut harness);
    harness.get_by_label("Sudoku X").click();
    settle(&mut harness);
    harness.get_by_label("Jigsaw").click();
    settle(&mut harness);
    harness.get_by_label("Difficulty").click();
    settle(&mut harness);
    harness.get_by_label("Easy").click();
    settle(&mut harness);
    harness.get_by_label("Generate").click();
    settle(&mut harness);
    let info = harness.state().controller().info().expect("a puzzle");
    assert!(
        info.name
            .starts_with("New Easy 9x9 Sudoku X + Jigsaw (seed "),
        "{}",
        info.name
    );
    let variant = info.puzzle.layout().variant();
    assert!(
        variant.has(&sudoku_stepper::model::rules::SudokuX)
            && variant.regions.is_some()
            && !variant.has(&sudoku_stepper::model::rules::Windoku)
    );
    assert_eq!(info.solutions, Some(sudoku_stepper::SolutionCount::Unique));
    harness.get_by_label("Take Step").click();
    settle(&mut harness);
    let first = harness.state().controller().log()[0]
        .step()
        .expect("a step")
        .message
        .text();
    assert!(
        first.contains("in its row, column, region or diagonal ("),
        "{first}"
    );
}

#[test]
fn a_pasted_f_puzzles_link_opens_its_variant_puzzle() {
    let mut harness = harness(Some(puzzle_path("book62.sud")));
    settle(&mut harness);
    let grid = sudoku_stepper::format::read_str(
        "xj.txt",
        "variant: Sudoku X, Jigsaw\nregions:\nAAAAABBCC\nAAABBBCCC\nABBBDDDCC\nEBEEFFDDC\n\
         EEEFFFFDC\nGEEFFHFDH\nGGEIIHDDH\nGGGGIHHHH\nGGIIIIIIH\ngrid:\n..19...54\n.....89..\n\
         .4.......\n..7......\n..3......\n9........\n2.6...8..\n...1.....\n.7.......\n",
    )
    .expect("reads")
    .puzzles[0]
        .grid
        .clone();
    let link = sudoku_stepper::format::write_fpuzzles_link(&grid);
    paste(&mut harness, &link);
    settle(&mut harness);
    assert_eq!(status(&harness), "Opened pasted puzzle.");
    let pasted = harness.state().controller().grid().expect("pasted");
    assert_eq!(*pasted, grid);
    assert_eq!(pasted.layout().variant().name(), "Sudoku X + Jigsaw");
}

#[test]
fn the_guide_has_a_variants_page() {
    let mut harness = harness(None);
    menu(&mut harness, "Help", "Technique Guide... (F1)");
    harness.get_by_label("Variants").click();
    settle(&mut harness);
    harness.get_by_label_contains("Sudoku X: both main diagonals hold every digit once.");
    harness.get_by_label_contains("Jigsaw: irregular regions, drawn with thick borders");
    assert!(harness.query_by_label("Show me").is_none());
    open_guide_page(&mut harness, "X-Wing");
    settle(&mut harness);
    harness.get_by_label("Show me");
}

/// A new user's path through a variant: paste a Jigsaw X link, step to a diagonal Hidden Single
/// and a Common Peer step that sees along a diagonal, ask why a candidate cannot go somewhere,
/// export a worksheet.
#[test]
fn a_pasted_jigsaw_x_puzzle_steps_explains_answers_why_not_and_exports_a_worksheet() {
    let mut harness = harness(None);
    paste(&mut harness, include_str!("data/jigsaw-x-link.txt"));
    settle(&mut harness);
    assert_eq!(status(&harness), "Opened pasted puzzle.");
    let take_steps = |harness: &mut Harness<'static, StepperApp>, count: usize| {
        for _ in 0..count {
            harness.get_by_label("Take Step").click();
            settle(harness);
        }
    };
    take_steps(&mut harness, 2);
    let single = harness.state().controller().shown_step().expect("step 2");
    assert_eq!(
        single.message.text(),
        "Hidden Single: in the rising diagonal, 2 fits only in r5c5, so r5c5 = 2."
    );
    assert_eq!(
        single.highlight.houses,
        [sudoku_stepper::House::Diagonal(1)]
    );
    harness.get_by_label_contains("in the rising diagonal, 2 fits only in r5c5");
    take_steps(&mut harness, 8);
    let peer = harness.state().controller().shown_step().expect("step 10");
    assert_eq!(peer.technique, sudoku_stepper::Technique::CommonPeer);
    assert_eq!(peer.eliminations, [candidate(8, 2, 6), candidate(8, 8, 6)]);
    harness.get_by_label_contains(
        "r8c2 sees every one of them (r2c2 in column 2, r2c8 in the rising diagonal)",
    );
    assert_eq!(status(&harness), "Step 10: Common Peer.");

    right_click_candidate(&mut harness, 4, 8, 6);
    assert_eq!(
        status(&harness),
        "Why not 6 in r4c8: a Law of Leftovers removes it. Press Hint to see where it applies."
    );
    for _ in 0..2 {
        harness.get_by_label("Hint").click();
        settle(&mut harness);
    }
    let answer = harness
        .state()
        .controller()
        .shown_step()
        .expect("the hint's step");
    assert!(
        answer.message.text().starts_with(
            "Law of Leftovers: rows 7, 8 and 9 hold every digit 3 times, once per row"
        ),
        "{}",
        answer.message.text()
    );
    assert!(answer.eliminations.contains(&candidate(4, 8, 6)));

    let folder = scratch("variant-worksheet");
    harness.state_mut().answer_next_dialog(Some(folder.clone()));
    menu(&mut harness, "File", "Export worksheet...");
    assert!(
        status(&harness).starts_with(&format!(
            "Wrote the worksheet {} (and worksheet.md). 9x9 Sudoku X + Jigsaw,",
            folder.join("worksheet.html").display()
        )),
        "{}",
        status(&harness)
    );
    let page = std::fs::read_to_string(folder.join("worksheet.html")).expect("written");
    assert!(
        page.contains(
            "<p>9x9 Sudoku X + Jigsaw, 14 givens. Rated Hard (1018) with Sudoku Stepper's \
             default techniques: 79 steps, 11 of them beyond singles. On a variant board the \
             uniqueness techniques are off.</p>"
        ),
        "{page}"
    );
    assert!(page.contains("Common Peer: in row 2, 6 fits only in r2c2 and r2c8"));
    std::fs::remove_dir_all(folder).expect("clean up");
}

#[test]
fn new_puzzle_generates_a_killer_without_givens_that_opens_with_a_cage_step() {
    use egui_kittest::kittest::NodeT;
    let mut harness = harness(None);
    harness.key_press_modifiers(egui::Modifiers::COMMAND, Key::N);
    settle(&mut harness);
    assert!(
        !harness
            .get_by_label("Symmetric givens")
            .accesskit_node()
            .is_disabled()
    );
    harness.get_by_label("Killer").click();
    settle(&mut harness);
    assert!(
        harness
            .get_by_label("Symmetric givens")
            .accesskit_node()
            .is_disabled(),
        "a Killer has no givens to make symmetric"
    );
    harness.get_by_label("Difficulty").click();
    settle(&mut harness);
    harness.get_by_label("Easy").click();
    settle(&mut harness);
    harness.get_by_label("Generate").click();
    settle(&mut harness);
    let info = harness.state().controller().info().expect("a puzzle");
    assert!(
        info.name.starts_with("New Easy 9x9 Killer (seed "),
        "{}",
        info.name
    );
    assert_eq!(info.puzzle.given_count(), 0);
    assert!(info.puzzle.layout().variant().cages.is_some());
    assert_eq!(
        info.rating.expect("rated").level,
        sudoku_stepper::Level::Easy
    );
    harness.get_by_label("Take Step").click();
    settle(&mut harness);
    // On a board without givens no single and no elimination applies yet: a cage comes first.
    let first = harness.state().controller().log()[0]
        .step()
        .expect("a step")
        .message
        .text();
    assert!(
        first.starts_with("Cage Combinations: the ") && first.contains("-cell cage at "),
        "{first}"
    );
    // Its arithmetic is a proof to walk: the cage's sum, then the sets that fit.
    let step = harness.state().controller().log()[0]
        .step()
        .expect("a step")
        .clone();
    let proof = step.proof.as_ref().expect("a cage step carries a proof");
    let facts = proof.nodes.len();
    start_walk(&mut harness, &format!("{facts} facts"));
    let opening = status(&harness);
    assert!(
        opening.starts_with(&format!("Fact #0, 1 of {facts} in this proof: "))
            && opening.contains(" - the cage ")
            && opening.contains(" has the sum "),
        "{opening}"
    );
    let shown = harness.state().controller().shown_step().expect("the walk");
    let cage_cells: Vec<_> = proof.nodes[0].fact.arithmetic_cells().collect();
    assert!(
        cage_cells.iter().all(|&c| shown
            .highlight
            .cells
            .contains(&(c, sudoku_stepper::Role::Pattern))),
        "the cage's cells are shaded"
    );
    press(&mut harness, Key::Period, 1);
    let sets = status(&harness);
    // The window's seed comes from the clock, so the first cage may be a single cell.
    let one_cell = cage_cells.len() == 1;
    let why_sets = if one_cell {
        " - every filling of #0's open cells "
    } else {
        " - the cells of #0 see each other, so their digits differ; of the sets of "
    };
    assert!(
        sets.starts_with(&format!("Fact #1, 2 of {facts} in this proof: "))
            && sets.contains(why_sets),
        "{sets}"
    );
    if one_cell {
        assert_eq!(facts, 2, "a one-cell cage is placed by its sum alone");
        return;
    }
    press(&mut harness, Key::Period, facts - 2);
    let last = status(&harness);
    assert!(
        last.starts_with(&format!("Fact #{}, {facts} of {facts}", facts - 1))
            && last.contains(" - no set of #1 "),
        "{last}"
    );
}
