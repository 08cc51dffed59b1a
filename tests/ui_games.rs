//! A student's game in the window: Ctrl+S saves it whole (Save puzzle keeps the givens alone),
//! the game in progress is kept in the data folder after every change and offered at the next
//! start (a killed process loses nothing), File > Open recent lists what was opened and saved,
//! and the path box asks before it replaces a file.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests state their expectations with expect
#![cfg(feature = "gui")]

use std::path::PathBuf;

use eframe::egui::{self, Key};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use sudoku_stepper::app::{KeptGameFile, StepperApp};
use sudoku_stepper::controller::{Action, InlineExecutor};
use sudoku_stepper::model::{Cell, Digit};

mod window;

use window::{harness, harness_of, puzzle_path, scratch, settle};

fn status(harness: &Harness<StepperApp>) -> String {
    harness.state().controller().status().text()
}

/// Space three times (three steps), then 9 typed into r1c1 (an arrow key chooses it).
fn play_book62(harness: &mut Harness<'static, StepperApp>) {
    for _ in 0..3 {
        harness.key_press(Key::Space);
        settle(harness);
    }
    harness.key_press(Key::ArrowRight);
    settle(harness);
    harness.key_press(Key::Num9);
    settle(harness);
    harness.key_press(Key::Escape);
    settle(harness);
    assert_eq!(harness.state().controller().log().len(), 4);
}

#[test]
fn ctrl_s_saves_the_game_whole_and_opening_it_resumes_it() {
    let folder = scratch("ctrl-s");
    let path = folder.join("book62-game.json");
    let mut harness = harness(None);
    play_book62(&mut harness);
    harness.state_mut().answer_next_dialog(Some(path.clone()));
    harness.key_press_modifiers(egui::Modifiers::COMMAND, Key::S);
    settle(&mut harness);
    assert_eq!(
        status(&harness),
        format!("Saved the game (4 log rows) to {}.", path.display())
    );
    let saved = std::fs::read_to_string(&path).expect("written");
    assert!(saved.starts_with("{\"sudoku-stepper-game\":1,"), "{saved}");

    let mut reopened = harness_of(StepperApp::inline(Some(path), InlineExecutor::new()));
    settle(&mut reopened);
    let controller = reopened.state().controller();
    assert_eq!(controller.log().len(), 4);
    assert_eq!(controller.grid(), harness.state().controller().grid());
    assert_eq!(reopened.state().title(), "Sudoku Stepper - book62.sud");
    reopened.get_by_label("|  4 steps");
}

#[test]
fn the_file_menu_puts_save_game_first_and_profile_entries_last() {
    let mut harness = harness(None);
    harness.get_by_label("File").click();
    settle(&mut harness);
    harness.get_by_label("Save game... (Ctrl+S)");
    harness.get_by_label("Save puzzle as .sud... (Ctrl+Shift+S)");
    let open = harness.get_by_label("Open... (Ctrl+O)").rect();
    let reset = harness.get_by_label("Reset profile").rect();
    let practise = harness.get_by_label("Practise next (Ctrl+P)").rect();
    assert!(open.top() < practise.top() && practise.top() < reset.top());
}

#[test]
fn a_killed_app_offers_its_game_at_the_next_start() {
    let folder = scratch("kept");
    let kept = folder.join("game-in-progress.json");
    let mut app = StepperApp::inline(None, InlineExecutor::new());
    app.keep_game_in(KeptGameFile::at(kept.clone()), true);
    let mut harness = harness_of(app);
    assert!(!kept.exists(), "a game with an empty log is not kept");
    play_book62(&mut harness);
    let grid = harness.state().controller().grid().cloned();
    for _ in 0..60 {
        harness.step();
    }
    let text = std::fs::read_to_string(&kept).expect("kept after the moves");
    assert!(text.contains("\"move\""), "the student's 9 is kept");
    // No clean exit: the harness goes as a killed process would.
    drop(harness);

    let mut again = StepperApp::inline(None, InlineExecutor::new());
    again.keep_game_in(KeptGameFile::at(kept.clone()), true);
    let mut harness = harness_of(again);
    harness.get_by_label_contains("Your game of book62.sud (4 log rows) was kept");
    assert!(harness.state().controller().log().is_empty());
    harness.get_by_label("Resume").click();
    settle(&mut harness);
    let controller = harness.state().controller();
    assert_eq!(controller.log().len(), 4);
    assert_eq!(controller.grid().cloned(), grid);
    assert_eq!(
        controller.grid().unwrap().value(Cell::new(0)),
        Some(Digit::new(9))
    );
    harness.key_press_modifiers(egui::Modifiers::COMMAND, Key::Z);
    settle(&mut harness);
    assert_eq!(harness.state().controller().log().len(), 3);
    for _ in 0..60 {
        harness.step();
    }
    drop(harness);

    let mut declined = StepperApp::inline(None, InlineExecutor::new());
    declined.keep_game_in(KeptGameFile::at(kept.clone()), true);
    let mut harness = harness_of(declined);
    harness.get_by_label("Not now").click();
    settle(&mut harness);
    assert!(harness.state().controller().kept_game_question().is_none());
    for _ in 0..60 {
        harness.step();
    }
    let after_back = std::fs::read_to_string(&kept).expect("still kept");
    assert!(
        after_back.contains("\"undone\":[{\"move\""),
        "the game kept after Back is not replaced by the sample with an empty log"
    );
}

#[test]
fn open_recent_lists_the_files_opened_and_saved_latest_first() {
    let folder = scratch("recent");
    let mut harness = harness(Some(puzzle_path("size-6x6.sud")));
    harness
        .state_mut()
        .apply(vec![Action::Open(puzzle_path("book63.sud"))]);
    settle(&mut harness);
    play_book62_like_save(&mut harness, folder.join("evening.json"));
    harness.get_by_label("File").click();
    settle(&mut harness);
    harness.get_by_label("Open recent").click();
    settle(&mut harness);
    let entries: Vec<f32> = ["evening.json", "book63.sud", "size-6x6.sud"]
        .iter()
        .map(|name| harness.get_by_label(name).rect().top())
        .collect();
    assert!(
        entries.windows(2).all(|pair| pair[0] < pair[1]),
        "{entries:?}"
    );
    harness.get_by_label("size-6x6.sud").click();
    settle(&mut harness);
    harness.get_by_label("Replace").click();
    settle(&mut harness);
    assert_eq!(harness.state().title(), "Sudoku Stepper - size-6x6.sud");
}

/// A step on the open puzzle, then Ctrl+S answered with `path`.
fn play_book62_like_save(harness: &mut Harness<'static, StepperApp>, path: PathBuf) {
    harness.key_press(Key::Space);
    settle(harness);
    harness.state_mut().answer_next_dialog(Some(path));
    harness.key_press_modifiers(egui::Modifiers::COMMAND, Key::S);
    settle(harness);
}

#[test]
fn the_path_box_asks_before_it_replaces_a_collection_and_never_offers_the_source() {
    let folder = scratch("path-box");
    let collection = folder.join("top95.txt");
    std::fs::copy(puzzle_path("top95.txt"), &collection).expect("copied");
    let before = std::fs::read_to_string(&collection).unwrap();
    let mut harness = harness(Some(collection.clone()));
    harness.key_press_modifiers(egui::Modifiers::COMMAND | egui::Modifiers::SHIFT, Key::S);
    settle(&mut harness);
    let offered = harness
        .state()
        .controller()
        .path_request()
        .expect("the path box: no dialog in tests")
        .suggested
        .clone();
    assert_eq!(offered, folder.join("top95.sud").display().to_string());

    harness.state_mut().apply(vec![Action::TypedPath(Some(
        collection.display().to_string(),
    ))]);
    settle(&mut harness);
    assert_eq!(
        status(&harness),
        "The file exists: OK again replaces it, or change the path."
    );
    harness.get_by_label_contains(&format!(
        "{} already exists. Press OK again to replace it",
        collection.display()
    ));
    assert_eq!(std::fs::read_to_string(&collection).unwrap(), before);
    harness.get_by_label("Cancel").click();
    settle(&mut harness);
    assert_eq!(std::fs::read_to_string(&collection).unwrap(), before);

    let sud = folder.join("top95.sud");
    std::fs::write(&sud, "old").unwrap();
    harness.key_press_modifiers(egui::Modifiers::COMMAND | egui::Modifiers::SHIFT, Key::S);
    settle(&mut harness);
    let offered = harness
        .state()
        .controller()
        .path_request()
        .unwrap()
        .suggested
        .clone();
    assert_eq!(offered, folder.join("top95-2.sud").display().to_string());
    harness
        .state_mut()
        .apply(vec![Action::TypedPath(Some(sud.display().to_string()))]);
    settle(&mut harness);
    assert_eq!(std::fs::read_to_string(&sud).unwrap(), "old");
    harness.get_by_label("OK").click();
    settle(&mut harness);
    assert_eq!(
        status(&harness),
        format!("Saved the puzzle to {}.", sud.display())
    );
    assert_ne!(std::fs::read_to_string(&sud).unwrap(), "old");
}
