//! Helpers shared by the tests that drive the app's window through egui_kittest: a bundled
//! puzzle's path, the app on the inline executor in a 1200x820 window, and running frames until
//! its jobs have ended.

#![allow(dead_code)]

use std::path::{Path, PathBuf};

use chrono::NaiveDate;
use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use sudoku_stepper::app::StepperApp;
use sudoku_stepper::controller::InlineExecutor;

/// The path of a bundled puzzle in `puzzles/`.
pub fn puzzle_path(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("puzzles")
        .join(name)
}

/// The date the app under test counts as today, whatever the clock says.
pub fn today() -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 3, 14).expect("a date")
}

/// The app with `path` open (the bundled sample when `None`) and `today()` as its date, settled.
pub fn harness(path: Option<PathBuf>) -> Harness<'static, StepperApp> {
    harness_of(StepperApp::inline(path, InlineExecutor::new()))
}

/// Runs frames until the jobs started so far (and those their answers start) have ended, then
/// lets the UI settle.
pub fn settle(harness: &mut Harness<'static, StepperApp>) {
    for _ in 0..50 {
        harness.step();
        if !harness.state().is_busy() {
            break;
        }
    }
    assert!(!harness.state().is_busy(), "the jobs end");
    if !harness.state().controller().is_solving() {
        harness.run();
    }
}

/// The app `app` in a 1200x820 window with `today()` as its date, settled.
pub fn harness_of(mut app: StepperApp) -> Harness<'static, StepperApp> {
    app.fix_today(today());
    let mut harness = Harness::builder()
        .with_size(egui::vec2(1200.0, 820.0))
        .build_eframe(move |_| app);
    settle(&mut harness);
    harness
}

/// Opens a menu and clicks one of its entries.
pub fn menu(harness: &mut Harness<'static, StepperApp>, menu: &str, entry: &str) {
    harness.get_by_label(menu).click();
    settle(harness);
    harness.get_by_label(entry).click();
    settle(harness);
}

/// An empty folder of this test process named after `name`, for files a test writes.
pub fn scratch(name: &str) -> PathBuf {
    let folder = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("stepper-ui-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).expect("a scratch folder");
    folder
}

/// The screen position of the centre of cell (`row`, `col`), counted from 1, of an `n` x `n` board.
pub fn cell_centre(harness: &Harness<StepperApp>, n: usize, row: usize, col: usize) -> egui::Pos2 {
    let board = harness.get_by_label("Sudoku board").rect();
    let cell = board.width() / (n as f32 + 0.6);
    let origin = board.min + egui::vec2(cell * 0.6, cell * 0.6);
    origin + egui::vec2((col as f32 - 0.5) * cell, (row as f32 - 0.5) * cell)
}

pub fn click_at(harness: &mut Harness<'static, StepperApp>, pos: egui::Pos2) {
    press_at(harness, pos, egui::PointerButton::Primary);
}

/// Moves the pointer to `pos`, presses and releases `button` there, and lets the app settle.
pub fn press_at(
    harness: &mut Harness<'static, StepperApp>,
    pos: egui::Pos2,
    button: egui::PointerButton,
) {
    harness.hover_at(pos);
    for pressed in [true, false] {
        harness.event(egui::Event::PointerButton {
            pos,
            button,
            pressed,
            modifiers: egui::Modifiers::NONE,
        });
    }
    settle(harness);
}
