//! The command line on inputs a fuzzer and a careful user found (issue 36): puzzles with several
//! solutions or none, step numbers past the end, files that must not be overwritten or damaged,
//! and read errors that must name the cell and the character.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests state their expectations with expect

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const BINARY: &str = env!("CARGO_BIN_EXE_sudoku-stepper");

fn stepper(args: &[&str]) -> Output {
    Command::new(BINARY)
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("the binary runs")
}

/// Runs the binary with files limited to a few kilobytes (as on a full disk: a longer write
/// fails), with the signal such a write raises ignored so the write returns an error.
fn stepper_on_small_disk(args: &[&str]) -> Output {
    Command::new("sh")
        .arg("-c")
        .arg("trap '' XFSZ; ulimit -f 8; exec \"$0\" \"$@\"")
        .arg(BINARY)
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("sh runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A new empty folder of its own for one test.
fn temp_dir(name: &str) -> PathBuf {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("stepper-inputs-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

/// The names in `dir`, sorted.
fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("folder")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// `render FILE --after AFTER --step --out OUT`.
fn render_step(file: &str, after: &str, out: &Path) -> Output {
    stepper(&[
        "render",
        file,
        "--after",
        after,
        "--step",
        "--out",
        out.to_str().unwrap(),
    ])
}

const NOT_UNIQUE: &str = "tests/data/repro/render-export-nonunique-uniqueness-step.txt";

#[test]
fn render_and_export_take_only_steps_that_hold_for_every_solution() {
    let out = temp_dir("nonunique").join("x.svg");
    let output = render_step(NOT_UNIQUE, "1", &out);
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        text(&output.stderr),
        format!(
            "error: {NOT_UNIQUE} has more than one solution; only 1 step holds for every \
             solution; cannot draw step 2\n"
        )
    );
    assert!(!out.exists());
    let output = stepper(&["export", NOT_UNIQUE, "--after", "3"]);
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        text(&output.stderr),
        format!(
            "error: {NOT_UNIQUE} has more than one solution; only 1 step holds for every \
             solution; cannot export the position after 3\n"
        )
    );
    let output = stepper(&["export", NOT_UNIQUE, "--after", "1"]);
    assert!(output.status.success());
    assert_eq!(
        text(&output.stdout),
        "96.3158.775846291313.9786.5819254736623781594547693182285146379396827451471539268\n"
    );
}

#[test]
fn export_after_on_an_empty_board_says_no_step_holds() {
    let file = "tests/data/repro/export-after-empty9-over-30s.sud";
    let output = stepper(&["export", file, "--after", "1"]);
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        text(&output.stderr),
        format!(
            "error: {file} has more than one solution; only 0 steps hold for every solution; \
             cannot export the position after 1\n"
        )
    );
}

#[test]
fn export_after_on_sparse_boards_takes_only_the_steps_asked_for() {
    let sparse = "tests/data/repro/export-after-sparse-44s.txt";
    let output = stepper(&["export", sparse, "--after", "1"]);
    assert!(output.status.success());
    assert_eq!(
        text(&output.stdout),
        "...3............................4............5.....................2...........6.\n"
    );
    let big = "tests/data/repro/export-after-24x24-multi-over-60s.sud";
    let before = stepper(&["export", big]);
    let after = stepper(&["export", big, "--after", "1"]);
    assert!(before.status.success() && after.status.success());
    assert_eq!(text(&after.stdout), text(&before.stdout));
    let multi = "tests/data/repro/render-after-multi-9x9-7s.sud";
    let out = temp_dir("multi").join("x.svg");
    let output = stepper(&[
        "render",
        multi,
        "--after",
        "5",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(output.status.success());
    assert_eq!(
        text(&output.stdout),
        format!(
            "{}: the position after 5 steps, 900x900 pixels\n",
            out.display()
        )
    );
}

#[test]
fn render_a_step_past_the_largest_number_is_past_the_end() {
    let out = temp_dir("wrap").join("x.svg");
    let output = render_step("puzzles/book62.sud", "18446744073709551615", &out);
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        text(&output.stderr),
        "error: the default solve path of puzzles/book62.sud has 60 steps; cannot draw step \
         18446744073709551616\n"
    );
    assert!(!out.exists());
}

#[test]
fn render_refuses_to_write_over_its_own_puzzle() {
    let dir = temp_dir("self");
    let puzzle = dir.join("p.svg");
    let book62 = std::fs::read("puzzles/book62.sud").unwrap();
    std::fs::write(&puzzle, &book62).unwrap();
    let shown = puzzle.to_str().unwrap();
    let output = stepper(&["render", shown, "--out", shown]);
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        text(&output.stderr),
        format!("error: {shown} is the puzzle file itself; choose another name for the picture\n")
    );
    assert_eq!(std::fs::read(&puzzle).unwrap(), book62);
}

#[test]
fn a_render_that_cannot_be_written_leaves_the_old_picture_whole() {
    let dir = temp_dir("full");
    let picture = dir.join("mypic.svg");
    let old = vec![b'x'; 50_000];
    std::fs::write(&picture, &old).unwrap();
    let output = stepper_on_small_disk(&[
        "render",
        "puzzles/book62.sud",
        "--out",
        picture.to_str().unwrap(),
    ]);
    assert_eq!(output.status.code(), Some(1));
    assert!(
        text(&output.stderr).starts_with(&format!(
            "error: {}: cannot write the file: ",
            picture.display()
        )),
        "{}",
        text(&output.stderr)
    );
    assert_eq!(std::fs::read(&picture).unwrap(), old);
    assert_eq!(names(&dir), ["mypic.svg"]);
}

#[test]
fn worksheet_refuses_a_folder_with_files_it_did_not_write() {
    let dir = temp_dir("occupied");
    std::fs::write(dir.join("worksheet.html"), "MY OWN PAGE").unwrap();
    std::fs::write(dir.join("puzzle.svg"), "MY PIC").unwrap();
    let output = stepper(&[
        "worksheet",
        "puzzles/book62.sud",
        "--out",
        dir.to_str().unwrap(),
    ]);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        text(&output.stderr),
        format!(
            "error: {} holds files the worksheet did not write (puzzle.svg and \
             worksheet.html); choose a new or empty folder\n",
            dir.display()
        )
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("worksheet.html")).unwrap(),
        "MY OWN PAGE"
    );
    assert_eq!(names(&dir), ["puzzle.svg", "worksheet.html"]);
}

#[test]
fn worksheet_replaces_its_own_earlier_worksheet_only_when_forced_and_whole() {
    let dir = temp_dir("earlier").join("sheet");
    let shown = dir.to_str().unwrap();
    let first = stepper(&["worksheet", "puzzles/top95.txt", "--out", shown]);
    assert!(first.status.success(), "{}", text(&first.stderr));
    let top95_files = names(&dir);
    assert_eq!(top95_files.len(), 12, "{top95_files:?}");
    let refused = stepper(&["worksheet", "puzzles/book62.sud", "--out", shown]);
    assert_eq!(refused.status.code(), Some(1));
    assert_eq!(
        text(&refused.stderr),
        format!("error: {shown} holds an earlier worksheet; --force replaces it\n")
    );
    assert_eq!(names(&dir), top95_files);
    let page = std::fs::read_to_string(dir.join("worksheet.html")).unwrap();
    let failed =
        stepper_on_small_disk(&["worksheet", "puzzles/book62.sud", "--out", shown, "--force"]);
    assert_eq!(failed.status.code(), Some(1));
    assert_eq!(names(&dir), top95_files);
    assert_eq!(
        std::fs::read_to_string(dir.join("worksheet.html")).unwrap(),
        page
    );
    assert_eq!(names(dir.parent().unwrap()), ["sheet"]);
    let forced = stepper(&["worksheet", "puzzles/book62.sud", "--out", shown, "--force"]);
    assert!(forced.status.success(), "{}", text(&forced.stderr));
    assert_eq!(
        names(&dir),
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
}

#[test]
fn bench_logic_and_explain_do_not_count_a_puzzle_with_two_solutions() {
    let file = "tests/data/repro/bench-logic-counts-nonunique-solved.txt";
    let logic = text(&stepper(&["bench", "logic", file, "--threads", "1"]).stdout);
    assert!(
        logic.starts_with("logic: 1 puzzle, 0 solved, 1 not unique, 1 thread, "),
        "{logic}"
    );
    let explain = text(&stepper(&["bench", "explain", file, "--threads", "1"]).stdout);
    assert!(
        explain.starts_with(
            "explain: 1 puzzle, 0 asked, 1 without a question (not exactly one solution, or a \
             path under two steps), 1 thread, "
        ),
        "{explain}"
    );
}

/// `check` on `file`: exit 1 with exactly `error` after the file's name.
fn check_error(file: &str, error: &str) {
    let output = stepper(&["check", file]);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(text(&output.stderr), format!("error: {file}: {error}\n"));
}

#[test]
fn candidate_string_errors_name_the_cell_and_the_character() {
    let places = "a candidate string gives each cell 9 places, the k-th holding digit k (1 to 9) \
                  or '.'";
    check_error(
        "tests/data/repro/sukaku-wrong-slot-misleading-error.txt",
        &format!("line 1, column 1: r1c1: '2' stands in the place of candidate 1; {places}"),
    );
    check_error(
        "tests/data/repro/sukaku-letter-9x9-says-expected-9-rows.txt",
        &format!("line 1, column 1: r1c1: 'A' stands in the place of candidate 1; {places}"),
    );
}

#[test]
fn pencil_mark_errors_name_the_row_the_cell_and_the_character() {
    check_error(
        "tests/data/repro/pm-extra-cell-misleading-count.txt",
        "line 1, column 66: row 1 has more than 9 cells",
    );
    check_error(
        "tests/data/repro/pm-letter-9x9-misleading-count.txt",
        "line 1, column 1: r1c1: 'A' is not a candidate of a 9x9 board; expected digits 1 to 9",
    );
}
