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
