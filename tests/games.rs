//! Games saved whole and resumed: Save game writes the puzzle, every log row (steps, the
//! student's moves, colourings) and what Back took back; opening the file puts them all back, so
//! Back and Redo work; the command line reads a saved game as the position it reached; a game
//! file that was tampered with is refused with the field at fault and nothing lost.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests state their expectations with expect

use std::path::{Path, PathBuf};

use sudoku_stepper::controller::{Action, Contents, Controller, Effect, InlineExecutor, Paint};
use sudoku_stepper::model::{Candidate, Cell, Digit};

mod common;

fn run(controller: &mut Controller, action: Action) {
    InlineExecutor::new().run(controller, action);
}

fn puzzle_path(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("puzzles")
        .join(name)
}

fn temporary(name: &str) -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("{}-{name}", std::process::id()))
}

fn opened(path: &Path) -> Controller {
    let mut controller = Controller::new();
    run(&mut controller, Action::Open(path.to_path_buf()));
    assert_eq!(controller.error(), None);
    controller
}

/// book62 after three steps, the student's 9 in r1c1 and 2 in r1c2 painted blue.
fn game_in_progress() -> Controller {
    let mut controller = opened(&puzzle_path("book62.sud"));
    for _ in 0..3 {
        run(&mut controller, Action::TakeStep);
    }
    run(&mut controller, Action::FocusCell(Some(Cell::new(0))));
    run(&mut controller, Action::Type(Digit::new(9)));
    run(&mut controller, Action::FocusCell(None));
    run(&mut controller, Action::SetPaint(Some(Paint::Blue)));
    run(
        &mut controller,
        Action::Paint(Candidate {
            cell: Cell::new(1),
            digit: Digit::new(2),
        }),
    );
    run(&mut controller, Action::SetPaint(None));
    assert_eq!(controller.log().len(), 5);
    controller
}

/// The suggested name and the text of the one save dialog among `effects`.
fn save_dialog(effects: &[Effect]) -> (String, String) {
    let [
        Effect::SaveFile {
            suggested,
            contents: Contents::Text(text),
            ..
        },
    ] = effects
    else {
        panic!("one save dialog: {effects:?}");
    };
    (suggested.clone(), text.clone())
}

/// Saves the game of `controller` through Save game's dialog, answered with `path`.
fn save_game(controller: &mut Controller, path: &Path) -> (String, String) {
    let effects = controller.handle(Action::ChooseGameFile);
    let saved = save_dialog(&effects);
    let mut executor = InlineExecutor::new();
    executor.answer_next_dialog(Some(path.to_path_buf()));
    executor.execute(effects);
    executor.settle(controller);
    saved
}

#[test]
fn a_saved_game_comes_back_whole_and_back_still_works() {
    let mut playing = game_in_progress();
    let path = temporary("book62-game.json");
    let (suggested, text) = save_game(&mut playing, &path);
    assert_eq!(suggested, "book62-game.json");
    assert_eq!(
        playing.status().text(),
        format!("Saved the game (5 log rows) to {}.", path.display())
    );
    assert_eq!(std::fs::read_to_string(&path).expect("written"), text);
    let json: serde_json::Value = serde_json::from_str(&text).expect("JSON");
    assert_eq!(json["sudoku-stepper-game"], 1);
    assert_eq!(json["name"], "book62.sud");
    assert!(json["puzzle"].as_str().unwrap().starts_with("   315   \n"));
    assert_eq!(
        &json["position"]["digits"].as_str().unwrap()[..9],
        "9  315   ".replace(' ', ".")
    );
    let kinds: Vec<&str> = json["log"]
        .as_array()
        .unwrap()
        .iter()
        .map(|row| row.as_object().unwrap().keys().next().unwrap().as_str())
        .collect();
    assert_eq!(kinds, ["step", "step", "step", "move", "paint"]);

    let mut resumed = opened(&path);
    assert_eq!(
        resumed.status().text(),
        format!(
            "Resumed the game in {} at log row 5: Back takes its steps and moves back.",
            path.file_name().unwrap().to_string_lossy()
        )
    );
    assert_eq!(resumed.info().unwrap().name, "book62.sud");
    assert_eq!(resumed.grid(), playing.grid());
    assert_eq!(resumed.shown_colours(), playing.shown_colours());
    let titles = |c: &Controller| -> Vec<String> {
        c.log()
            .iter()
            .map(|entry| format!("{}: {}", entry.title().text(), entry.message().text()))
            .collect()
    };
    assert_eq!(titles(&resumed), titles(&playing));
    for (a, b) in resumed.log().iter().zip(playing.log()) {
        assert_eq!(a.step(), b.step(), "steps come back with their highlights");
        assert_eq!(a.grid_after, b.grid_after);
    }
    run(&mut resumed, Action::Back);
    run(&mut resumed, Action::Back);
    assert_eq!(resumed.log().len(), 3);
    assert_eq!(resumed.grid(), Some(&playing.log()[2].grid_after));
    assert_eq!(
        resumed.grid().unwrap().value(Cell::new(0)),
        None,
        "Back took the student's 9 away"
    );

    let again = temporary("book62-game-after-back.json");
    save_game(&mut resumed, &again);
    let mut redone = opened(&again);
    assert_eq!(redone.log().len(), 3);
    run(&mut redone, Action::Redo);
    run(&mut redone, Action::Redo);
    assert_eq!(redone.log().len(), 5);
    assert_eq!(redone.grid(), playing.grid());
    assert_eq!(redone.shown_colours(), playing.shown_colours());
    std::fs::remove_file(path).expect("clean up");
    std::fs::remove_file(again).expect("clean up");
}

#[test]
fn saving_a_resumed_game_offers_its_own_file() {
    let mut playing = game_in_progress();
    let path = temporary("evening-one.json");
    save_game(&mut playing, &path);
    let mut resumed = opened(&path);
    run(&mut resumed, Action::TakeStep);
    let (suggested, _) = save_game(&mut resumed, &path);
    assert_eq!(suggested, path.file_name().unwrap().to_string_lossy());
    assert_eq!(opened(&path).log().len(), 6);
    std::fs::remove_file(path).expect("clean up");
}

#[test]
fn save_puzzle_still_writes_the_givens_alone() {
    let mut playing = game_in_progress();
    let (suggested, text) = save_dialog(&playing.handle(Action::ChooseSaveFile));
    assert_eq!(suggested, "book62.sud");
    let puzzle = &playing.info().unwrap().puzzle;
    assert_eq!(text, sudoku_stepper::write_sud(puzzle));
    assert!(text.starts_with("   315   \n  8   9  \n"), "{text}");
}

#[test]
fn a_game_changed_by_hand_opens_at_its_position_or_is_refused_with_the_field_at_fault() {
    let mut playing = game_in_progress();
    let path = temporary("tampered.json");
    let (_, text) = save_game(&mut playing, &path);
    let mut json: serde_json::Value = serde_json::from_str(&text).unwrap();
    let mut candidates: Vec<char> = json["position"]["candidates"]
        .as_str()
        .unwrap()
        .chars()
        .collect();
    assert_eq!(candidates[10], '2', "2 is a candidate of r1c2");
    candidates[10] = '.';
    json["position"]["candidates"] = serde_json::Value::from(String::from_iter(candidates));
    std::fs::write(&path, json.to_string()).unwrap();
    let at_position = opened(&path);
    assert_eq!(
        at_position.status().text(),
        format!(
            "Opened the game in {} at its saved position, without its log: its rows do not \
             lead to the saved position.",
            path.file_name().unwrap().to_string_lossy()
        )
    );
    assert!(at_position.log().is_empty());
    let grid = at_position.grid().unwrap();
    assert_eq!(grid.value(Cell::new(0)), Some(Digit::new(9)));
    assert!(!grid.candidates(Cell::new(1)).contains(Digit::new(2)));
    assert_eq!(grid.given_count(), 26);

    json["log"][0]["step"]["placements"] = serde_json::json!([[0, 1]]);
    std::fs::write(&path, json.to_string()).unwrap();
    assert_eq!(
        opened(&path).status().text(),
        format!(
            "Opened the game in {} at its saved position, without its log: its rows were \
             changed outside Sudoku Stepper.",
            path.file_name().unwrap().to_string_lossy()
        )
    );

    json["position"]["digits"] = serde_json::Value::from("9..315");
    std::fs::write(&path, json.to_string()).unwrap();
    let mut other = opened(&puzzle_path("size-6x6.sud"));
    run(&mut other, Action::Open(path.clone()));
    assert_eq!(other.info().unwrap().name, "size-6x6.sud");
    assert_eq!(
        other.error().as_deref(),
        Some(
            format!(
                "{}: saved game: \"position\": \"digits\" has 6 characters; the 9x9 board \
                 has 81 cells",
                path.display()
            )
            .as_str()
        )
    );

    json["sudoku-stepper-game"] = serde_json::Value::from(7);
    std::fs::write(&path, json.to_string()).unwrap();
    let (code, _, stderr) = common::run_binary(&["check", path.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert_eq!(
        stderr.trim_end(),
        format!(
            "error: {}: saved game: \"sudoku-stepper-game\" is 7; this version of Sudoku \
             Stepper reads games of version 1",
            path.display()
        )
    );
    std::fs::remove_file(path).expect("clean up");
}

#[test]
fn the_command_line_reads_a_saved_game_as_the_position_it_reached() {
    let mut playing = game_in_progress();
    let path = temporary("for-the-command-line.json");
    save_game(&mut playing, &path);
    let (code, stdout, stderr) = common::run_binary(&["check", path.to_str().unwrap()]);
    assert_eq!((code, stderr.as_str()), (0, ""));
    assert_eq!(
        stdout,
        format!(
            "{}: 9x9 (3x3 boxes), 26 givens, unique solution\n",
            path.display()
        )
    );
    let (code, stdout, _) =
        common::run_binary(&["export", "--format", "line", path.to_str().unwrap()]);
    assert_eq!(code, 0);
    assert_eq!(
        &stdout[..9],
        "9..315...",
        "the student's 9 is in the position read"
    );
    std::fs::remove_file(path).expect("clean up");
}

#[test]
fn a_kept_game_is_offered_while_unfinished_and_resumed_on_the_students_word() {
    let playing = game_in_progress();
    let text = playing.game_text().unwrap();
    let mut starting = opened(&puzzle_path("book62.sud"));
    run(&mut starting, Action::OfferKeptGame(text.clone()));
    assert_eq!(
        starting.kept_game_question().map(|q| q.text()),
        Some(
            "Your game of book62.sud (5 log rows) was kept when Sudoku Stepper last closed. \
             Resume it where you left off? (Not now keeps it until you take a step or make a \
             move on another puzzle.)"
                .to_string()
        )
    );
    run(&mut starting, Action::ResumeKeptGame(false));
    assert!(starting.kept_game_question().is_none());
    assert!(starting.log().is_empty(), "Not now keeps the puzzle shown");
    run(&mut starting, Action::OfferKeptGame(text));
    run(&mut starting, Action::ResumeKeptGame(true));
    assert_eq!(starting.log().len(), 5);
    assert_eq!(starting.grid(), playing.grid());

    let mut finished = opened(&puzzle_path("size-4x4.sud"));
    while !finished.grid().unwrap().is_solved() {
        run(&mut finished, Action::TakeStep);
    }
    let mut next_start = Controller::new();
    run(
        &mut next_start,
        Action::OfferKeptGame(finished.game_text().unwrap()),
    );
    assert!(
        next_start.kept_game_question().is_none(),
        "a finished game is not offered"
    );
}
