//! The desktop app driven through egui_kittest: it opens with the bundled sample and shows the
//! puzzle's facts in the status bar.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use sudoku_stepper::app::StepperApp;

#[test]
fn the_app_opens_with_the_bundled_sample() {
    let app = StepperApp::new(None).expect("the sample loads");
    assert_eq!(app.title(), "Sudoku Stepper - book62.sud");
    let mut harness = Harness::new_eframe(|_| app);
    harness.run();
    harness.get_by_label("book62.sud  |  9x9 (3x3 boxes)  |  26 givens  |  unique solution");
}

#[test]
fn a_file_given_on_the_command_line_is_opened() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("puzzles/size-6x6.sud");
    let app = StepperApp::new(Some(path)).expect("the file loads");
    assert_eq!(
        app.status(),
        "size-6x6.sud  |  6x6 (2x3 boxes)  |  9 givens  |  unique solution"
    );
}

#[test]
fn a_malformed_file_is_an_error_naming_the_file() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/ui.rs");
    let error = StepperApp::new(Some(path.clone()))
        .err()
        .expect("not a puzzle");
    assert!(
        error
            .to_string()
            .starts_with(&format!("{}: line ", path.display())),
        "{error}"
    );
}
