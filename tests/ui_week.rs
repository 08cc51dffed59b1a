//! A student's evening in the window beyond saving: hints stay in view in the log's panel while
//! the board is studied, Escape closes the topmost window, and the board stays legible at every
//! size and text size.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests state their expectations with expect
#![cfg(feature = "gui")]

use eframe::egui::Key;
use egui_kittest::kittest::Queryable;

mod window;

use window::{harness, settle};

#[test]
fn a_hint_stays_whole_in_the_log_panel_while_the_status_line_may_cut_it() {
    let mut harness = harness(None);
    harness.key_press(Key::H);
    settle(&mut harness);
    let hint = harness.state().controller().hint().expect("a hint").clone();
    let text = harness.state().controller().render(&hint.describe());
    assert!(text.starts_with("Hint 0: "), "{text}");
    harness.get_by_label("Your hint");
    let shown: Vec<_> = harness.query_all_by_label(&text).collect();
    assert_eq!(shown.len(), 2, "the panel and the status line both say it");
    harness.key_press(Key::H);
    settle(&mut harness);
    harness.key_press(Key::H);
    settle(&mut harness);
    let text = harness
        .state()
        .controller()
        .render(&harness.state().controller().hint().unwrap().describe());
    assert!(text.starts_with("Hint 2: "), "{text}");
    assert_eq!(harness.query_all_by_label(&text).count(), 2);
    harness.key_press(Key::Space);
    settle(&mut harness);
    assert!(harness.state().controller().hint().is_none());
    assert_eq!(
        harness.query_all_by_label(&text).count(),
        0,
        "gone with the hint"
    );
}

#[test]
fn the_guide_opens_wide_enough_to_read_and_escape_closes_the_topmost_window() {
    let mut harness = harness(None);
    harness.key_press(Key::F1);
    settle(&mut harness);
    let text = harness.get_by_label_contains("Every empty cell starts with all digits");
    assert!(
        text.rect().width() > 400.0,
        "the guide's text is {} points wide",
        text.rect().width()
    );
    harness.key_press(Key::L);
    settle(&mut harness);
    assert_eq!(harness.query_all_by_label("All Steps").count(), 2);
    harness.key_press(Key::Escape);
    settle(&mut harness);
    assert_eq!(
        harness.query_all_by_label("All Steps").count(),
        1,
        "Escape closed All Steps, the topmost; its button stays"
    );
    harness.get_by_label("Technique Guide");
    harness.key_press(Key::Escape);
    settle(&mut harness);
    assert!(harness.query_by_label("Technique Guide").is_none());
}

#[test]
fn a_window_opened_beside_a_proof_stays_below_its_walkthrough_buttons() {
    use sudoku_stepper::Technique;
    use sudoku_stepper::controller::Action;
    let mut harness = harness(None);
    harness
        .state_mut()
        .apply(vec![Action::ShowExample(Technique::XyChain)]);
    settle(&mut harness);
    harness.state_mut().apply(vec![Action::ApplyHint]);
    settle(&mut harness);
    let walk = harness.get_by_label("Walk through proof").rect();
    harness.key_press(Key::L);
    settle(&mut harness);
    let titles: Vec<_> = harness.query_all_by_label("All Steps").collect();
    let window_title = titles
        .iter()
        .map(|node| node.rect())
        .find(|rect| rect.left() > walk.left() - 200.0 && rect.top() > 60.0)
        .expect("the All Steps window's title");
    assert!(
        window_title.top() > walk.bottom(),
        "the window ({window_title:?}) starts below the walkthrough buttons ({walk:?})"
    );
}

/// The app at `width` x `height` points with `path` open and the text at `percent`.
fn sized(
    path: Option<std::path::PathBuf>,
    width: f32,
    height: f32,
    percent: u16,
) -> egui_kittest::Harness<'static, sudoku_stepper::app::StepperApp> {
    use sudoku_stepper::app::StepperApp;
    use sudoku_stepper::controller::{Action, InlineExecutor};
    let mut harness = egui_kittest::Harness::builder()
        .with_size(eframe::egui::vec2(width, height))
        .build_eframe(move |_| StepperApp::inline(path, InlineExecutor::new()));
    harness
        .state_mut()
        .apply(vec![Action::SetTextSize(percent)]);
    settle(&mut harness);
    harness
}

/// The side of a cell in pixels and whether the whole last row is on the screen.
fn last_cell(
    harness: &egui_kittest::Harness<'static, sudoku_stepper::app::StepperApp>,
) -> (f32, bool) {
    let n = harness.state().controller().grid().expect("a grid").n();
    let name = format!("r{n}c{n}, ");
    let cell = harness
        .get_all_by(|node| node.label().is_some_and(|label| label.starts_with(&name)))
        .next()
        .expect("the last cell")
        .rect();
    let screen = harness.ctx.content_rect();
    (
        cell.width() * harness.ctx.pixels_per_point(),
        cell.bottom() <= screen.bottom() && cell.right() <= screen.right(),
    )
}

#[test]
fn at_twice_the_text_size_the_board_still_fits_and_its_candidates_stay_legible() {
    use sudoku_stepper::picture::candidate_size;
    let normal = sized(None, 1400.0, 950.0, 100);
    let (normal_cell, fits) = last_cell(&normal);
    assert!(fits);
    let large = sized(None, 1400.0, 950.0, 200);
    let (large_cell, fits) = last_cell(&large);
    assert!(fits, "the board fits without scrolling at 200%");
    let layout = large.state().controller().grid().unwrap().layout();
    let pixels = candidate_size(layout, large_cell);
    assert!(pixels >= 12.0, "candidates of {pixels:.1} px at 200%");
    assert!(
        large_cell > 0.7 * normal_cell,
        "the board keeps most of its size: {large_cell:.0} px against {normal_cell:.0} px"
    );
    // The app's own first size at 200% is 590 points wide: still a landscape window, so the
    // log stays beside the board.
    let first_size = sized(None, 1180.0, 800.0, 200);
    let (cell, fits) = last_cell(&first_size);
    assert!(fits, "the board fits the app's first size at 200%");
    let board = first_size.get_by_label("Sudoku board").rect();
    let steps = first_size.get_by_label("Steps").rect();
    assert!(steps.left() >= board.right(), "the log is beside the board");
    assert!(
        candidate_size(layout, cell) >= 10.0,
        "candidates of {:.1} px",
        candidate_size(layout, cell)
    );
}

#[test]
fn big_boards_get_legible_candidates_or_the_note_to_zoom() {
    use sudoku_stepper::picture::candidate_size;
    for (name, noted) in [
        ("size-12x12.sud", false),
        ("size-16x16.sud", true),
        ("size-25x25.sud", true),
    ] {
        let harness = sized(Some(window::puzzle_path(name)), 1400.0, 950.0, 100);
        let (cell, _) = last_cell(&harness);
        let layout = harness.state().controller().grid().unwrap().layout();
        let pixels = candidate_size(layout, cell);
        let note = harness
            .query_by_label_contains("Candidates are too small to read at this size")
            .is_some();
        assert_eq!(note, noted, "{name}: candidates of {pixels:.1} px");
        assert_eq!(note, pixels < 9.0, "{name}: {pixels:.1} px");
    }
}

#[test]
fn new_puzzle_offers_every_size_up_to_25x25() {
    let mut harness = harness(None);
    harness.key_press_modifiers(eframe::egui::Modifiers::COMMAND, Key::N);
    settle(&mut harness);
    harness.get_by_label("Size").click();
    settle(&mut harness);
    for size in ["4x4", "6x6", "8x8", "12x12", "16x16", "25x25"] {
        harness.get_by_label(size);
    }
}

#[test]
fn practise_next_from_progress_closes_the_window_and_names_the_puzzle_in_german() {
    use sudoku_stepper::controller::Action;
    use sudoku_stepper::i18n::Language;
    let mut harness = harness(None);
    harness
        .state_mut()
        .apply(vec![Action::SetLanguage(Language::German)]);
    settle(&mut harness);
    harness.get_by_label("Ansicht").click();
    settle(&mut harness);
    harness.get_by_label("Fortschritt...").click();
    settle(&mut harness);
    harness.get_by_label("Als Nächstes üben").click();
    settle(&mut harness);
    assert!(
        harness.query_by_label("Als Nächstes üben").is_none(),
        "Progress closed"
    );
    let name = harness.state().controller().info().unwrap().name.clone();
    assert!(name.starts_with("Übung "), "{name}");
    assert!(name.contains(" 9x9 (Startwert "), "{name}");
}

#[test]
fn at_phone_width_the_log_goes_under_a_board_as_wide_as_the_page() {
    let harness = sized(None, 390.0, 844.0, 100);
    let board = harness.get_by_label("Sudoku board").rect();
    let steps = harness.get_by_label("Steps").rect();
    assert!(
        steps.top() >= board.bottom(),
        "the log ({steps:?}) is under the board ({board:?})"
    );
    assert!(
        board.width() > 330.0,
        "the board is {} points wide",
        board.width()
    );
    let wide = sized(None, 1200.0, 820.0, 100);
    let board = wide.get_by_label("Sudoku board").rect();
    let steps = wide.get_by_label("Steps").rect();
    assert!(
        steps.left() >= board.right(),
        "beside the board on a wide window"
    );
}

#[test]
fn on_a_phone_the_resume_question_fits_the_page() {
    use sudoku_stepper::app::{KeptGameFile, StepperApp};
    use sudoku_stepper::controller::{Action, Controller, InlineExecutor};
    let mut playing = Controller::new();
    InlineExecutor::new().run(
        &mut playing,
        Action::Open(window::puzzle_path("book62.sud")),
    );
    InlineExecutor::new().run(&mut playing, Action::TakeStep);
    let folder = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("stepper-week-{}-phone", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    let kept = folder.join("game-in-progress.json");
    std::fs::write(&kept, playing.game_text().unwrap()).unwrap();
    let mut app = StepperApp::inline(None, InlineExecutor::new());
    app.keep_game_in(KeptGameFile::at(kept), true);
    let mut harness = egui_kittest::Harness::builder()
        .with_size(eframe::egui::vec2(390.0, 844.0))
        .build_eframe(move |_| app);
    settle(&mut harness);
    let question = harness
        .get_by_label_contains("Your game of book62.sud (1 log row) was kept")
        .rect();
    assert!(
        question.left() >= 0.0 && question.right() <= 390.0,
        "the question ({question:?}) fits the 390-point page"
    );
    harness.get_by_label("Resume").click();
    settle(&mut harness);
    assert_eq!(harness.state().controller().log().len(), 1);
}

#[test]
fn in_the_browser_the_keys_it_keeps_have_stand_ins_no_command_uses() {
    use eframe::egui::{KeyboardShortcut, Modifiers};
    use sudoku_stepper::app::commands::{BROWSER_RESERVED, Command, TABLE, stand_in};
    let all: Vec<(Command, KeyboardShortcut)> = TABLE
        .iter()
        .flat_map(|row| row.shortcuts.iter().map(move |&s| (row.command, s)))
        .collect();
    for (reserved, instead) in BROWSER_RESERVED {
        assert!(
            all.iter().any(|(_, s)| *s == reserved),
            "{reserved:?} is bound"
        );
        assert!(
            all.iter().all(|(_, s)| *s != instead),
            "{instead:?} is free for the stand-in"
        );
        assert_eq!(stand_in(reserved), instead);
    }
    assert_eq!(
        stand_in(KeyboardShortcut::new(Modifiers::COMMAND, Key::N)),
        KeyboardShortcut::new(Modifiers::ALT, Key::N),
        "New Puzzle: Alt+N in the page"
    );
    assert_eq!(
        stand_in(KeyboardShortcut::new(Modifiers::COMMAND, Key::O)),
        KeyboardShortcut::new(Modifiers::COMMAND, Key::O),
        "Ctrl+O the page keeps for the app"
    );
}
