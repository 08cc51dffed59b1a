//! Accessibility of the window through egui_kittest, which reads the same AccessKit tree a
//! screen reader does: every cell's label, the cell that holds the keyboard focus as the arrow
//! keys move it, and the live regions that announce a new step.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests state their expectations with expect
#![cfg(feature = "gui")]

use std::path::{Path, PathBuf};

use eframe::egui::{self, Key};
use egui::accesskit::{Live, Role};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable, by};
use sudoku_stepper::app::StepperApp;
use sudoku_stepper::controller::InlineExecutor;

mod window;

use window::{harness, puzzle_path, settle};

/// The label of the board cell whose label starts with `name` and a comma.
fn cell_label(harness: &Harness<'static, StepperApp>, name: &str) -> String {
    let prefix = format!("{name}, ");
    let node = harness.get(
        by().role(Role::GridCell)
            .predicate(move |node| node.label().is_some_and(|label| label.starts_with(&prefix))),
    );
    node.accesskit_node().label().expect("a label")
}

/// The name of the cell that holds the keyboard focus ("r1c2").
fn focused_cell(harness: &Harness<'static, StepperApp>) -> String {
    let node = harness.get(
        by().role(Role::GridCell)
            .predicate(|node| node.is_focused()),
    );
    let label = node.accesskit_node().label().expect("a label");
    label.split(',').next().expect("a name").to_string()
}

#[test]
fn every_cell_is_labelled_with_what_the_board_shows() {
    let mut harness = harness(None);
    assert_eq!(harness.query_all(by().role(Role::GridCell)).count(), 81);
    assert_eq!(cell_label(&harness, "r1c4"), "r1c4, given 3");
    assert_eq!(
        cell_label(&harness, "r1c8"),
        "r1c8, empty, candidates 2 and 6"
    );
    harness.key_press(Key::Space);
    settle(&mut harness);
    harness.key_press(Key::Space);
    settle(&mut harness);
    assert_eq!(
        cell_label(&harness, "r1c8"),
        "r1c8, empty, candidates 2 and 6"
    );
    assert_eq!(
        cell_label(&harness, "r2c1"),
        "r2c1, empty, candidates 1, 2, 5, 6 and 7, the step removes 4"
    );
    assert_eq!(
        cell_label(&harness, "r2c4"),
        "r2c4, 4, placed by step 2 (Naked Single), the step places 4"
    );
    harness.key_press(Key::ArrowRight);
    harness.key_press(Key::Num2);
    harness.key_press(Key::K);
    settle(&mut harness);
    assert_eq!(cell_label(&harness, "r1c1"), "r1c1, 2, your digit, wrong");
}

#[test]
fn the_arrow_keys_move_the_focus_from_cell_to_cell() {
    let mut harness = harness(None);
    assert_eq!(
        harness
            .query_all(
                by().role(Role::GridCell)
                    .predicate(|node| node.is_focused())
            )
            .count(),
        0
    );
    harness.key_press(Key::ArrowDown);
    settle(&mut harness);
    assert_eq!(focused_cell(&harness), "r1c1");
    harness.key_press(Key::ArrowRight);
    harness.key_press(Key::ArrowRight);
    harness.key_press(Key::ArrowDown);
    settle(&mut harness);
    assert_eq!(focused_cell(&harness), "r2c3");
    harness.key_press(Key::Escape);
    settle(&mut harness);
    assert_eq!(harness.state().controller().focus(), None);
    assert_eq!(
        harness
            .query_all(
                by().role(Role::GridCell)
                    .predicate(|node| node.is_focused())
            )
            .count(),
        0
    );
}

#[test]
fn a_click_on_a_cell_gives_it_the_focus_and_digits_still_type_into_it() {
    let mut harness = harness(None);
    let r1c1 = harness
        .get(by().role(Role::GridCell).label_contains("r1c1, "))
        .rect();
    harness.hover_at(r1c1.center());
    for pressed in [true, false] {
        harness.event(egui::Event::PointerButton {
            pos: r1c1.center(),
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::NONE,
        });
    }
    settle(&mut harness);
    assert_eq!(focused_cell(&harness), "r1c1");
    harness.key_press(Key::Num9);
    settle(&mut harness);
    assert_eq!(cell_label(&harness, "r1c1"), "r1c1, 9, your digit");
}

#[test]
fn a_new_step_is_announced_by_the_live_status_and_log() {
    let mut harness = harness(None);
    harness.key_press(Key::Space);
    settle(&mut harness);
    harness.key_press(Key::Space);
    settle(&mut harness);
    let live: Vec<String> = harness
        .query_all(by().predicate(|node| node.live() == Live::Polite))
        .map(|node| {
            let node = node.accesskit_node();
            let mut texts: Vec<String> = node.label().into_iter().chain(node.value()).collect();
            texts.extend(node.children().filter_map(|child| child.label()));
            texts.join(" / ")
        })
        .collect();
    assert!(
        live.contains(&"Step 2: Naked Single.".to_string()),
        "{live:?}"
    );
    assert!(
        live.iter().any(|text| text.contains(
            "2. Naked Single: r2c4 = 4\nNaked Single: 4 is the only candidate left in r2c4"
        )),
        "{live:?}"
    );
}

#[test]
fn a_cell_label_names_its_killer_cage() {
    let killers = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/killers.txt"),
    )
    .expect("the killers");
    let first: Vec<&str> = killers.lines().take(50).collect();
    let path = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("stepper-access-{}.sud", std::process::id()));
    std::fs::write(&path, first.join("\n")).expect("write");
    let harness = harness(Some(path.clone()));
    let r1c1 = cell_label(&harness, "r1c1");
    assert!(r1c1.ends_with(", cage of 3 cells, sum 8"), "{r1c1}");
    assert!(
        cell_label(&harness, "r1c3").ends_with(", cage of 1 cell, sum 7"),
        "a one-cell cage"
    );
    std::fs::remove_file(path).expect("clean up");
}

/// A cell on a thermometer says where along it it is, so a student who cannot see the board
/// knows the line's order.
#[test]
fn a_cell_label_names_its_place_on_a_thermometer() {
    let path = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("stepper-access-thermo-{}.txt", std::process::id()));
    let text = format!(
        "variant: thermo\nthermometers:\nr1c1 r1c2 r2c3\ngrid:\n{}\n",
        ".".repeat(81)
    );
    std::fs::write(&path, text).expect("write");
    let harness = harness(Some(path.clone()));
    let bulb = cell_label(&harness, "r1c1");
    assert!(
        bulb.ends_with(", bulb of a thermometer of 3 cells"),
        "{bulb}"
    );
    let tip = cell_label(&harness, "r2c3");
    assert!(
        tip.ends_with(", cell 3 of 3 of the thermometer from r1c1"),
        "{tip}"
    );
    std::fs::remove_file(path).expect("clean up");
}

/// A cell beside a Kropki dot or an XV letter names the mark and the cell across it.
#[test]
fn a_cell_label_names_its_kropki_dots_and_xv_letters() {
    let path = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("stepper-access-kropki-{}.txt", std::process::id()));
    let text = format!(
        "variant: kropki + xv\nkropki:\nwhite: r1c1 r1c2\nblack: r2c1 r1c1\nxv:\nv: r1c2 r1c1\n\
         grid:\n{}\n",
        ".".repeat(81)
    );
    std::fs::write(&path, text).expect("write");
    let harness = harness(Some(path.clone()));
    let corner = cell_label(&harness, "r1c1");
    assert!(
        corner.ends_with(", white dot with r1c2, black dot with r2c1, V with r1c2"),
        "{corner}"
    );
    std::fs::remove_file(path).expect("clean up");
}

#[test]
fn a_16x16_board_has_a_node_for_each_of_its_256_cells() {
    let harness = harness(Some(puzzle_path("size-16x16.sud")));
    assert_eq!(harness.query_all(by().role(Role::GridCell)).count(), 256);
    assert_eq!(cell_label(&harness, "r16c16"), "r16c16, given 1");
}

/// The widgets a student reads or presses (not the board, which grows and scrolls with larger
/// text, nor its cells).
const WIDGETS: [Role; 8] = [
    Role::Button,
    Role::Label,
    Role::CheckBox,
    Role::RadioButton,
    Role::Link,
    Role::Slider,
    Role::SpinButton,
    Role::MenuItem,
];

/// Every widget that lies partly outside the window or overlaps another, in window pixels.
fn layout_faults(harness: &Harness<'static, StepperApp>, width: f64, height: f64) -> Vec<String> {
    let mut boxes = Vec::new();
    for node in harness.query_all(by().predicate(|node| WIDGETS.contains(&node.role()))) {
        let node = node.accesskit_node();
        let name = node.label().or(node.value()).unwrap_or_default();
        if let Some(rect) = node.bounding_box() {
            boxes.push((name.chars().take(40).collect::<String>(), rect));
        }
    }
    let mut faults = Vec::new();
    for (index, (name, rect)) in boxes.iter().enumerate() {
        if rect.x0 < 0.0 || rect.y0 < 0.0 || rect.x1 > width + 0.5 || rect.y1 > height + 0.5 {
            faults.push(format!("{name} leaves the window: {rect:?}"));
        }
        for (other, second) in &boxes[index + 1..] {
            let overlap = rect.intersect(*second);
            if overlap.width() > 1.0 && overlap.height() > 1.0 {
                faults.push(format!("{name} overlaps {other}"));
            }
        }
    }
    faults
}

/// The app at `percent` text size in a 1024x700 pixel window, with `path` open.
fn at_text_size(path: Option<PathBuf>, percent: u16) -> Harness<'static, StepperApp> {
    let mut harness = Harness::builder()
        .with_size(egui::vec2(1024.0, 700.0))
        .build_eframe(move |_| StepperApp::inline(path, InlineExecutor::new()));
    harness
        .state_mut()
        .apply(vec![sudoku_stepper::controller::Action::SetTextSize(
            percent,
        )]);
    settle(&mut harness);
    harness
}

#[test]
fn the_layout_holds_at_twice_the_text_size_on_9x9_and_16x16() {
    for path in [None, Some(puzzle_path("size-16x16.sud"))] {
        let mut harness = at_text_size(path, 200);
        assert_eq!(harness.ctx.zoom_factor(), 2.0);
        harness.key_press(Key::Space);
        settle(&mut harness);
        assert_eq!(layout_faults(&harness, 1024.0, 700.0), Vec::<String>::new());
        harness.get_by_label("Take Step");
        harness.get_by_label("Sudoku board");
        harness.get_by_label("Step 1: Candidate Elimination.");
    }
}

#[test]
fn the_text_size_is_chosen_from_the_view_menu() {
    let mut harness = at_text_size(None, 100);
    harness.get_by_label("View").click();
    harness.run();
    harness.get_by_label("Text size").hover();
    harness.run();
    harness.get_by_label("150%").click();
    settle(&mut harness);
    assert_eq!(harness.state().controller().text_size(), 150);
    assert_eq!(harness.ctx.zoom_factor(), 1.5);
}

/// The label of the widget that holds the keyboard focus, if any.
fn focused_label(harness: &Harness<'static, StepperApp>) -> Option<String> {
    harness
        .query_all(by().predicate(|node| node.is_focused()))
        .find_map(|node| node.accesskit_node().label())
}

#[test]
fn every_command_has_a_key_a_menu_or_a_keyboard_way_written_beside_it() {
    use sudoku_stepper::app::commands::TABLE;
    let mouse_only: Vec<&str> = TABLE
        .iter()
        .filter(|row| row.shortcuts.is_empty() && row.menu.is_none() && row.key_note.is_none())
        .map(|row| row.key)
        .collect();
    assert_eq!(mouse_only, Vec::<&str>::new());
}

#[test]
fn f10_opens_the_menus_and_the_keyboard_alone_reaches_a_menu_item() {
    let mut harness = harness(None);
    harness.key_press(Key::ArrowRight);
    settle(&mut harness);
    harness.key_press(Key::F10);
    harness.run();
    assert_eq!(focused_label(&harness).as_deref(), Some("File"));
    harness.key_press(Key::Enter);
    harness.run();
    harness.key_press(Key::ArrowDown);
    harness.run();
    assert_eq!(
        focused_label(&harness).as_deref(),
        Some("New Puzzle... (Ctrl+N)")
    );
    harness.key_press(Key::Enter);
    settle(&mut harness);
    harness.get_by_label("Generate");
    harness.key_press(Key::Escape);
    harness.run();
    harness.key_press(Key::ArrowDown);
    settle(&mut harness);
    assert_eq!(
        focused_cell(&harness),
        "r1c1",
        "Escape, then an arrow: back on the chosen cell"
    );
    harness.key_press(Key::ArrowDown);
    settle(&mut harness);
    assert_eq!(focused_cell(&harness), "r2c1");
}

#[test]
fn colours_are_painted_and_cleared_from_the_keyboard() {
    let mut harness = harness(None);
    harness.key_press(Key::ArrowRight);
    harness.key_press(Key::O);
    harness.key_press(Key::Num2);
    settle(&mut harness);
    harness.key_press(Key::O);
    harness.key_press(Key::Num4);
    settle(&mut harness);
    assert!(
        cell_label(&harness, "r1c1").ends_with(", painted 2 blue, 4 green"),
        "{}",
        cell_label(&harness, "r1c1")
    );
    harness.key_press_modifiers(egui::Modifiers::SHIFT, Key::O);
    settle(&mut harness);
    assert!(harness.state().controller().shown_colours().is_empty());
    for _ in 0..3 {
        harness.key_press(Key::O);
    }
    harness.run();
    assert_eq!(
        harness.state().controller().paint(),
        None,
        "O past pink: off"
    );
}

#[test]
fn the_language_menu_switches_the_menus_buttons_and_tooltips_at_once() {
    let mut harness = harness(None);
    harness.get_by_label("View").click();
    harness.run();
    harness.get_by_label("Language").hover();
    harness.run();
    harness.get_by_label("Deutsch").click();
    settle(&mut harness);
    assert_eq!(
        harness.state().controller().language(),
        sudoku_stepper::i18n::Language::German
    );
    harness.get_by_label("Datei");
    harness.get_by_label("Ansicht");
    harness.get_by_label("Schritt").hover();
    harness.run();
    harness.get_by_label("Die nächste Folgerung anwenden (Leertaste)");
    harness.key_press(Key::Space);
    settle(&mut harness);
    assert_eq!(harness.state().controller().log().len(), 1, "the keys stay");
    assert!(harness.query_by_label("Take Step").is_none());
    harness.get_by_label("book62.sud  |  9x9  |  26 Vorgaben  |  eindeutige Lösung  |");
    harness.get_by_label("Mittel (520)");
    harness.get_by_label("|  1 Schritt");
    harness.get_by_label("Schritt 1: Candidate Elimination.");
    harness.get_by_label("Schritte");
}
