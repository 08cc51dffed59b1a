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
