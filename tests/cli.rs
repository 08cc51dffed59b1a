//! The command-line contract: `check` output and exit status, `bench brute` figures.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests state their expectations with expect

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use sudoku_stepper::Technique;
use sudoku_stepper::cancel::Cancel;
use sudoku_stepper::picture::{BoardView, Palette, board_picture, svg};
use sudoku_stepper::tasks::guide::example_step;

fn stepper(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_sudoku-stepper"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("the binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn temp_file(name: &str, contents: &[u8]) -> PathBuf {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("stepper-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join(name);
    std::fs::write(&path, contents).expect("write");
    path
}

#[test]
fn check_reports_size_givens_and_uniqueness() {
    let output = stepper(&["check", "puzzles/book62.sud", "puzzles/size-6x6.sud"]);
    assert!(output.status.success());
    assert_eq!(
        text(&output.stdout),
        "puzzles/book62.sud: 9x9 (3x3 boxes), 26 givens, unique solution\n\
         puzzles/size-6x6.sud: 6x6 (2x3 boxes), 9 givens, unique solution\n"
    );
    assert_eq!(text(&output.stderr), "");
}

#[test]
fn check_numbers_the_puzzles_of_a_collection() {
    let one_given = format!("1{}", ".".repeat(80));
    let known = ".5..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4";
    let repeated = format!("11{}", ".".repeat(79));
    let path = temp_file(
        "pair.txt",
        format!("{one_given}\n{known}\n{repeated}\n").as_bytes(),
    );
    let shown = path.display().to_string();
    let output = stepper(&["check", &shown]);
    assert!(!output.status.success());
    assert_eq!(text(&output.stdout), "");
    assert_eq!(
        text(&output.stderr),
        format!(
            "error: {shown}: line 3, column 2: duplicate given: 1 appears twice in row 1, at r1c1 and r1c2\n"
        )
    );
    let fixed = temp_file("fixed.txt", format!("{one_given}\n{known}\n").as_bytes());
    let shown = fixed.display().to_string();
    let output = stepper(&["check", &shown]);
    assert!(output.status.success());
    assert_eq!(
        text(&output.stdout),
        format!(
            "{shown} #1 (line 1): 9x9 (3x3 boxes), 1 given, multiple solutions\n\
             {shown} #2 (line 2): 9x9 (3x3 boxes), 34 givens, unique solution\n"
        )
    );
}

#[test]
fn check_goes_on_after_a_bad_file_and_exits_1() {
    let bad = temp_file("bad.sud", b"12\x00");
    let shown = bad.display().to_string();
    let output = stepper(&["check", &shown, "puzzles/size-4x4.sud"]);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        text(&output.stderr),
        format!(
            "error: {shown}: line 1, column 3: byte 0x00 is not text; expected a puzzle as plain text\n"
        )
    );
    assert_eq!(
        text(&output.stdout),
        "puzzles/size-4x4.sud: 4x4 (2x2 boxes), 5 givens, unique solution\n"
    );
}

#[test]
fn bench_brute_prints_its_figures() {
    let path = Path::new("tests/data/test_puzzles.txt");
    let output = stepper(&[
        "bench",
        "brute",
        path.to_str().expect("utf-8"),
        "--limit",
        "5",
    ]);
    assert!(output.status.success());
    let out = text(&output.stdout);
    assert!(out.starts_with("brute: 5 puzzles, 5 solved, "), "{out}");
    for field in ["puzzles/s, median ", " us, p99 ", " us, max "] {
        assert!(out.contains(field), "{out}");
    }
}

#[test]
fn solve_json_prints_steps_and_a_result_line() {
    let output = stepper(&["solve", "--json", "puzzles/book62.sud"]);
    assert!(output.status.success());
    let out = text(&output.stdout);
    let lines: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).expect("json"))
        .collect();
    let first = out.lines().next().expect("a step");
    assert!(
        first.starts_with(r#"{"puzzle":0,"step":1,"technique":"Candidate Elimination","message":"#),
        "{first}"
    );
    let last = lines.last().expect("a result");
    assert_eq!(last["result"], "solved");
    assert_eq!(last["guesses"], 0);
    assert_eq!(last["steps"].as_u64(), Some(lines.len() as u64 - 1));
    assert_eq!(
        last["solution"],
        "964315827758462913132978645819254736623781594547693182285146379396827451471539268"
    );
    let keys: Vec<&str> = last
        .as_object()
        .expect("object")
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(keys.len(), 7);
    let result_line = out.lines().last().expect("result");
    assert!(
        result_line.starts_with(r#"{"puzzle":0,"result":"solved","steps":"#),
        "{result_line}"
    );
    for step in &lines[..lines.len() - 1] {
        for triple in step["placements"].as_array().expect("array") {
            assert_eq!(triple.as_array().expect("triple").len(), 3);
        }
    }
}

#[test]
fn solve_is_deterministic() {
    let first = stepper(&["solve", "--json", "tests/data/top95.txt"]);
    let second = stepper(&["solve", "--json", "tests/data/top95.txt"]);
    assert!(first.status.success());
    assert_eq!(first.stdout, second.stdout);
    let results = text(&first.stdout)
        .lines()
        .filter(|l| l.contains(r#""result":"#))
        .count();
    assert_eq!(results, 95);
}

#[test]
fn no_guess_leaves_a_hard_puzzle_stuck() {
    let hard = temp_file(
        "hard.txt",
        b"....14....3....2...7..........9...3.6.1.............8.2.....1.4....5.6.....7.8...\n",
    );
    let shown = hard.display().to_string();
    let output = stepper(&[
        "solve",
        "--json",
        "--no-guess",
        "--techniques",
        "Naked Single,Hidden Single,Brute Force",
        &shown,
    ]);
    let out = text(&output.stdout);
    let last = out.lines().last().expect("a result");
    assert!(last.contains(r#""result":"stuck""#), "{last}");
    assert!(!last.contains("solution"), "{last}");
    assert!(!out.contains("Brute Force"));
}

#[test]
fn solve_with_one_technique_and_unknown_names() {
    let output = stepper(&[
        "solve",
        "--json",
        "--techniques",
        "Hidden Single",
        "puzzles/book62.sud",
    ]);
    let out = text(&output.stdout);
    let techniques: std::collections::BTreeSet<String> = out
        .lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .filter_map(|v| v["technique"].as_str().map(String::from))
        .collect();
    assert!(
        techniques
            .iter()
            .all(|t| t == "Candidate Elimination" || t == "Hidden Single"),
        "{techniques:?}"
    );
    let output = stepper(&[
        "solve",
        "--techniques",
        "Hidden Singel",
        "puzzles/book62.sud",
    ]);
    assert_eq!(output.status.code(), Some(2));
    assert!(text(&output.stderr).contains(
        "unknown technique 'Hidden Singel'; expected one of: Candidate Elimination, Full House"
    ));
}

#[test]
fn solve_text_and_rate() {
    let output = stepper(&["solve", "puzzles/size-4x4.sud"]);
    let out = text(&output.stdout);
    assert!(
        out.starts_with("puzzles/size-4x4.sud\n   1. Candidate Elimination: "),
        "{out}"
    );
    assert!(
        out.lines()
            .last()
            .expect("summary")
            .starts_with("puzzles/size-4x4.sud: solved after ")
    );
    let output = stepper(&["rate", "puzzles/book62.sud"]);
    let line = text(&output.stdout);
    assert!(line.starts_with("puzzles/book62.sud: "), "{line}");
    assert!(line.trim_end().ends_with("(0 guesses)"), "{line}");
}

#[test]
fn rate_explain_says_what_set_the_level_lists_the_hard_steps_and_rates_without_them() {
    let output = stepper(&["rate", "--explain", "puzzles/book62.sud"]);
    assert_eq!(output.status.code(), Some(0));
    let expected = "\
puzzles/book62.sud: Medium, score 520 (0 guesses)
  Medium: the hardest technique on the path is Locked Triple, rated Medium, and the score 520 is within Medium's limit of 1,000.
  Steps above Easy, hardest technique first:
    Locked Triple (Medium, 60 points each): step 24
      24. Locked Triple: r9c7, r9c8 and r9c9 lie in both row 9 and box 9 and can only hold 2, 6 and 8 between them, so those digits are used up there and leave the other cells of both houses: r7c9, r9c1, r9c2, r9c3 <> 2.
    Locked Candidates Type 1 (Pointing) (Medium, 50 points each): steps 21, 22, 23
      21. Locked Candidates Type 1 (Pointing): in box 3, 7 fits only in row 1 (r1c7 and r1c9), so the 7 of row 1 must be in box 3 and 7 can be removed from the rest of row 1: r1c1, r1c2, r1c3 <> 7.
      22. Locked Candidates Type 1 (Pointing): in box 4, 6 fits only in row 5 (r5c1 and r5c2), so the 6 of row 5 must be in box 4 and 6 can be removed from the rest of row 5: r5c7, r5c8 <> 6.
      23. Locked Candidates Type 1 (Pointing): in box 7, 1 fits only in row 9 (r9c1 and r9c3), so the 1 of row 9 must be in box 7 and 1 can be removed from the rest of row 9: r9c7, r9c8, r9c9 <> 1.
  Score by technique:
    Locked Triple                        Medium      1 step      60
    Locked Candidates Type 1 (Pointing)  Medium     3 steps     150
    Hidden Single                        Easy       9 steps     126
    Naked Single                         Easy      25 steps     100
    Full House                           Easy      21 steps      84
    Candidate Elimination                Easy        1 step       0
    Total                                          60 steps     520
  Without each of the hardest techniques:
    without Locked Triple: Medium, 600
    without Locked Candidates Type 1 (Pointing): Medium, 520
    without Hidden Single: Medium, 770
";
    assert_eq!(text(&output.stdout), expected);
    let few =
        "Full House,Naked Single,Hidden Single,Locked Candidates Type 1 (Pointing),Locked Triple";
    let output = stepper(&[
        "rate",
        "--explain",
        "--techniques",
        few,
        "puzzles/book62.sud",
    ]);
    let out = text(&output.stdout);
    assert!(
        out.ends_with(
            "  Without each of the hardest techniques:\n    without Locked Triple: not solved\n    \
             without Locked Candidates Type 1 (Pointing): not solved\n    without Hidden Single: \
             not solved\n"
        ),
        "{out}"
    );
}

#[test]
fn rate_explain_says_when_the_score_raises_the_level_and_counts_guesses() {
    let file = temp_file(
        "score-raised.txt",
        b"48.3............71.2.......7.5....6....2..8.............1.76...3.....4......5....\n",
    );
    let output = stepper(&["rate", "--explain", file.to_str().expect("utf-8")]);
    let out = text(&output.stdout);
    let lines: Vec<&str> = out.lines().collect();
    assert!(
        lines[0].ends_with(": Unfair, score 1706 (0 guesses)"),
        "{out}"
    );
    assert_eq!(
        lines[1],
        "  Unfair: the hardest technique on the path is XY-Wing, rated Hard, but the score 1,706 \
         is over Hard's limit of 1,600, so the level goes up."
    );
    let output = stepper(&[
        "rate",
        "--explain",
        "--techniques",
        "Naked Single,Hidden Single,Brute Force",
        "puzzles/book62.sud",
    ]);
    let out = text(&output.stdout);
    assert!(
        out.contains("\n    without Brute Force: not solved\n"),
        "{out}"
    );
    assert!(
        out.contains("\n    without Hidden Single: Extreme, 20,212 (2 guesses)\n"),
        "{out}"
    );
}

#[test]
fn rate_follows_the_given_techniques_and_says_when_they_do_not_solve_the_puzzle() {
    let output = stepper(&["rate", "puzzles/book62.sud"]);
    assert_eq!(
        text(&output.stdout),
        "puzzles/book62.sud: Medium, score 520 (0 guesses)\n"
    );
    let singles = "Full House,Naked Single,Hidden Single";
    let output = stepper(&["rate", "--techniques", singles, "puzzles/book62.sud"]);
    assert_eq!(
        text(&output.stdout),
        "puzzles/book62.sud: not rated: the techniques stop after 20 steps without solving it\n"
    );
    let output = stepper(&[
        "rate",
        "--techniques",
        "Naked Single,Brute Force",
        "puzzles/book62.sud",
    ]);
    assert_eq!(
        text(&output.stdout),
        "puzzles/book62.sud: Extreme, score 20212 (2 guesses)\n"
    );
}

#[test]
fn one_technique_on_a_pencil_mark_position_reports_its_first_step() {
    let mut rows = Vec::new();
    for row in 1..=9 {
        let cells: Vec<&str> = (1..=9)
            .map(|col| {
                if (row == 2 || row == 7) && col != 3 && col != 8 {
                    "12356789"
                } else {
                    "123456789"
                }
            })
            .collect();
        rows.push(cells.join(" "));
    }
    let path = temp_file("x-wing.txt", (rows.join("\n") + "\n").as_bytes());
    let shown = path.display().to_string();
    let output = stepper(&["solve", "--json", "--techniques", "X-Wing", &shown]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    let out = text(&output.stdout);
    let first: serde_json::Value =
        serde_json::from_str(out.lines().next().expect("a step")).expect("json");
    assert_eq!(first["technique"], "X-Wing");
    assert_eq!(first["step"], 1);
    let expected: Vec<[u64; 3]> = [1, 3, 4, 5, 6, 8, 9]
        .iter()
        .flat_map(|&r| [[r, 3, 4], [r, 8, 4]])
        .collect();
    let found: Vec<[u64; 3]> = first["eliminations"]
        .as_array()
        .expect("array")
        .iter()
        .map(|t| {
            let t = t.as_array().expect("triple");
            [
                t[0].as_u64().expect("r"),
                t[1].as_u64().expect("c"),
                t[2].as_u64().expect("d"),
            ]
        })
        .collect();
    assert_eq!(found, expected);
    assert!(
        out.lines()
            .last()
            .expect("result")
            .contains(r#""result":"not unique""#)
    );
}

#[test]
fn generate_prints_the_puzzle_of_its_seed() {
    let output = stepper(&[
        "generate",
        "--difficulty",
        "hard",
        "--seed",
        "7",
        "--format",
        "line",
    ]);
    assert!(output.status.success());
    let options = sudoku_stepper::tasks::generator::GenerateOptions {
        layout: sudoku_stepper::Layout::CLASSIC,
        rules: sudoku_stepper::model::RuleSet::CLASSIC,
        level: sudoku_stepper::Level::Hard,
        symmetric: false,
        seed: 7,
        practise: None,
    };
    let generated = sudoku_stepper::tasks::generator::generate(
        &options,
        &sudoku_stepper::cancel::Cancel::never(),
        |_| {},
    )
    .expect("a puzzle");
    assert_eq!(
        text(&output.stdout),
        format!("{}\n", generated.grid.to_line())
    );
    assert!(text(&output.stderr).starts_with("puzzle 1: seed 7, Hard ("));
}

#[test]
fn generate_refuses_a_bad_size_and_difficulty() {
    let output = stepper(&["generate", "--size", "3by3"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        text(&output.stderr).contains("expected box rows x box columns such as 3x3, not '3by3'"),
        "{}",
        text(&output.stderr)
    );
    let output = stepper(&["generate", "--difficulty", "brutal"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        text(&output.stderr).contains(
            "unknown difficulty 'brutal'; expected Easy, Medium, Hard, Unfair or Extreme"
        )
    );
}

#[test]
fn generate_technique_makes_puzzles_whose_path_needs_it_and_says_where() {
    let output = stepper(&[
        "generate",
        "--technique",
        "X-Wing",
        "--seed",
        "3",
        "--count",
        "2",
        "--format",
        "line",
    ]);
    assert!(output.status.success());
    let errors = text(&output.stderr);
    let reports: Vec<&str> = errors
        .lines()
        .filter(|line| !line.contains(": attempt "))
        .collect();
    assert_eq!(
        reports.join("\n") + "\n",
        "puzzle 1: seed 3, Hard (1124), 25 givens, 86 attempts, X-Wing first at step 33\n\
         puzzle 2: seed 4, Hard (790), 26 givens, 22 attempts, X-Wing first at step 30\n"
    );
    let lines = text(&output.stdout);
    let firsts: Vec<Option<usize>> = lines
        .lines()
        .map(|line| {
            let grid = sudoku_stepper::read_bytes("line", line.as_bytes())
                .expect("a puzzle line")
                .puzzles
                .remove(0)
                .grid;
            let steps =
                sudoku_stepper::solver::solve_steps(&grid, &sudoku_stepper::Technique::DEFAULT)
                    .steps;
            assert!(
                steps
                    .iter()
                    .all(|step| step.technique.level() <= sudoku_stepper::Level::Hard),
                "{line}"
            );
            steps
                .iter()
                .position(|step| step.technique == sudoku_stepper::Technique::XWing)
                .map(|index| index + 1)
        })
        .collect();
    assert_eq!(firsts, [Some(33), Some(30)]);
}

#[test]
fn generate_technique_refuses_what_cannot_be_practised() {
    let output = stepper(&["generate", "--technique", "Brute Force"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        text(&output.stderr).contains(
            "cannot practise Brute Force: only a technique on in the default order, other than \
             Candidate Elimination and Brute Force, can be the one a default solve path needs"
        ),
        "{}",
        text(&output.stderr)
    );
    let output = stepper(&["generate", "--technique", "Thermometer Bounds"]);
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        text(&output.stderr),
        "error: Thermometer Bounds looks only on thermometer boards: add --variant thermo\n"
    );
    let output = stepper(&[
        "generate",
        "--technique",
        "Thermometer Bounds",
        "--variant",
        "thermo",
        "--seed",
        "4",
    ]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    assert!(text(&output.stdout).starts_with("variant: thermometer\nthermometers:\n"));
    let output = stepper(&["generate", "--technique", "Arrow Sums"]);
    assert_eq!(
        text(&output.stderr),
        "error: Arrow Sums looks only on arrow boards: add --variant arrow\n"
    );
}

#[test]
fn generate_practises_a_technique_at_a_higher_level_asked_for() {
    let output = stepper(&[
        "generate",
        "--technique",
        "Naked Pair",
        "--difficulty",
        "hard",
        "--seed",
        "3",
    ]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    let said = text(&output.stderr);
    assert!(said.starts_with("puzzle 1: seed 3, Hard ("), "{said}");
    assert!(said.contains(", Naked Pair first at step "), "{said}");
    let file = temp_file("naked-pair-hard.sud", &output.stdout);
    let rated = stepper(&["rate", file.to_str().expect("a UTF-8 path")]);
    assert!(
        text(&rated.stdout).contains("Hard"),
        "{}",
        text(&rated.stdout)
    );
}

#[test]
fn bench_step_counts_every_step_of_the_solves() {
    let output = stepper(&["bench", "step", "puzzles/book62.sud"]);
    assert!(output.status.success());
    let out = text(&output.stdout);
    let solve = text(&stepper(&["solve", "--no-guess", "puzzles/book62.sud"]).stdout);
    assert!(solve.contains("solved after 60 steps"), "{solve}");
    assert!(
        out.starts_with("step: 1 puzzle, 1 solved, ") && out.contains(" s, 60 steps, "),
        "{out}"
    );
    assert!(out.trim_end().ends_with(" us per step"), "{out}");
}

#[test]
fn collections_give_the_same_output_in_the_same_order_on_any_number_of_threads() {
    let file = "tests/data/test_puzzles.txt";
    let singles = "--techniques=Full House,Naked Single,Hidden Single";
    for command in [
        vec!["check", file],
        vec!["rate", file, singles],
        vec!["solve", "--json", file, singles],
    ] {
        let one = stepper(&[command.clone(), vec!["--threads", "1"]].concat());
        let three = stepper(&[command.clone(), vec!["--threads", "3"]].concat());
        assert!(
            one.status.success() && three.status.success(),
            "{command:?}"
        );
        assert_eq!(text(&one.stdout), text(&three.stdout), "{command:?}");
        assert!(text(&one.stdout).lines().count() >= 43, "{command:?}");
    }
    let check = text(&stepper(&["check", file, "--threads", "2"]).stdout);
    let labels: Vec<&str> = check
        .lines()
        .map(|line| line.split(" (line").next().unwrap_or_default())
        .collect();
    let expected: Vec<String> = (1..=labels.len())
        .map(|i| format!("tests/data/test_puzzles.txt #{i}"))
        .collect();
    assert_eq!(labels, expected);
    let zero = stepper(&["check", file, "--threads", "0"]);
    assert_eq!(zero.status.code(), Some(2));
}

#[test]
fn bench_generate_times_unique_and_hard_puzzles() {
    let output = stepper(&["bench", "generate", "--limit", "3", "--threads", "1"]);
    assert!(output.status.success());
    let out = text(&output.stdout);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "{out}");
    assert!(
        lines[0].starts_with("generate unique: 3 puzzles, 3 made, 1 thread, "),
        "{out}"
    );
    assert!(
        lines[1].starts_with("generate hard: 3 puzzles, 3 made, 1 thread, "),
        "{out}"
    );
    let sized = stepper(&[
        "bench",
        "generate",
        "tests/data/17clue-500.txt",
        "--limit",
        "2",
    ]);
    assert!(
        text(&sized.stdout).starts_with("generate unique: 2 puzzles, 2 made, "),
        "{}",
        text(&sized.stdout)
    );
    let small = text(&stepper(&["bench", "generate", "puzzles/size-4x4.sud"]).stdout);
    let small: Vec<&str> = small.lines().collect();
    assert!(
        small[0].starts_with("generate unique: 1 puzzle, 1 made, "),
        "{small:?}"
    );
    assert!(
        small[1].starts_with("generate hard: 1 puzzle, 0 made, 1 not found in 500 attempts, "),
        "{small:?}"
    );
    let sized = stepper(&[
        "bench",
        "generate",
        "--size",
        "4x4",
        "--difficulty",
        "medium",
        "--limit",
        "2",
        "--threads",
        "1",
    ]);
    let sized = text(&sized.stdout);
    let sized: Vec<&str> = sized.lines().collect();
    assert!(
        sized[1].starts_with("generate medium: 2 puzzles, 2 made, 1 thread, "),
        "{sized:?}"
    );
    let missing = stepper(&["bench", "brute"]);
    assert_eq!(missing.status.code(), Some(2));
    assert_eq!(
        text(&missing.stderr),
        "error: bench brute, count, logic, step and explain need a puzzle file\n"
    );
}

#[test]
fn bench_stops_quietly_when_its_reader_goes_away() {
    for args in [
        vec!["bench", "generate", "--limit", "5", "--threads", "1"],
        vec!["bench", "brute", "tests/data/17clue-500.txt"],
    ] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_sudoku-stepper"))
            .args(&args)
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .expect("the binary runs");
        drop(child.stdout.take());
        let output = child.wait_with_output().expect("it ends");
        assert_eq!(text(&output.stderr), "", "{args:?}");
        assert!(output.status.success(), "{args:?}");
    }
}

/// Runs the binary with standard output going to `stdout`.
fn stepper_to(args: &[&str], stdout: std::process::Stdio) -> Output {
    Command::new(env!("CARGO_BIN_EXE_sudoku-stepper"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdout(stdout)
        .output()
        .expect("the binary runs")
}

#[cfg(target_os = "linux")]
#[test]
fn a_full_disk_is_an_error_not_a_silent_success() {
    let full = || {
        let device = std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .expect("/dev/full");
        std::process::Stdio::from(device)
    };
    let error = "error: cannot write the output: No space left on device (os error 28)\n";
    let output = stepper_to(&["check", "puzzles/book62.sud"], full());
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(text(&output.stderr), error);
    let output = stepper_to(&["generate", "--seed", "1"], full());
    assert_eq!(output.status.code(), Some(1));
    assert!(
        text(&output.stderr).ends_with(error),
        "{}",
        text(&output.stderr)
    );
}

#[test]
fn a_closed_or_unread_standard_error_does_not_stop_the_run() {
    let output = Command::new("sh")
        .args([
            "-c",
            "exec 2>&-; exec \"$0\" \"$@\"",
            env!("CARGO_BIN_EXE_sudoku-stepper"),
            "generate",
            "--seed",
            "1",
        ])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("sh runs");
    assert!(output.status.success(), "{:?}", output.status);
    assert_eq!(
        text(&output.stdout).lines().count(),
        10,
        "a 9x9 grid and a blank line"
    );

    let mut child = Command::new(env!("CARGO_BIN_EXE_sudoku-stepper"))
        .args(["check", "/nonexistent", "puzzles/book62.sud"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the binary runs");
    drop(child.stderr.take());
    let output = child.wait_with_output().expect("it ends");
    assert_eq!(
        output.status.code(),
        Some(1),
        "the missing file, not a panic"
    );
    assert_eq!(
        text(&output.stdout),
        "puzzles/book62.sud: 9x9 (3x3 boxes), 26 givens, unique solution\n"
    );
}

#[cfg(unix)]
#[test]
fn devices_pipes_and_folders_are_refused_before_they_are_read() {
    let fifo = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("stepper-fifo-{}", std::process::id()));
    let made = Command::new("mkfifo").arg(&fifo).status().expect("mkfifo");
    assert!(made.success());
    let fifo_name = fifo.display().to_string();
    let output = stepper(&[
        "check",
        "/dev/zero",
        &fifo_name,
        "puzzles",
        "puzzles/book62.sud",
    ]);
    std::fs::remove_file(&fifo).expect("clean up");
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        text(&output.stderr),
        format!(
            "error: /dev/zero: not a regular file (a device, pipe or socket); expected a puzzle file\n\
             error: {fifo_name}: not a regular file (a device, pipe or socket); expected a puzzle file\n\
             error: puzzles: not a regular file (a folder); expected a puzzle file\n"
        )
    );
    assert_eq!(
        text(&output.stdout),
        "puzzles/book62.sud: 9x9 (3x3 boxes), 26 givens, unique solution\n"
    );
}

#[test]
fn more_threads_than_the_machine_can_use_are_capped_with_a_note() {
    let output = stepper(&["check", "--threads", "65535", "puzzles/book62.sud"]);
    assert!(output.status.success());
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    assert_eq!(
        text(&output.stderr),
        format!(
            "note: --threads 65535 is more than this machine can use; using {} (4 per core)\n",
            4 * cores
        )
    );
    assert_eq!(
        text(&output.stdout),
        "puzzles/book62.sud: 9x9 (3x3 boxes), 26 givens, unique solution\n"
    );
}

#[test]
fn a_puzzle_with_several_solutions_is_neither_solved_nor_rated() {
    let several = "tests/data/repro/multi-solved-by-uniqueness.txt";
    let empty = temp_file("empty9.txt", format!("{}\n", ".".repeat(81)).as_bytes());
    let empty = empty.display().to_string();
    let output = stepper(&["solve", "--json", several]);
    assert!(output.status.success());
    let out = text(&output.stdout);
    let last = out.lines().last().expect("a result line");
    assert!(
        last.ends_with("\"result\":\"not unique\",\"steps\":51,\"guesses\":0}"),
        "{last}"
    );
    assert!(
        !out.contains("Uniqueness") && !out.contains("BUG+1") && !out.contains("Brute Force"),
        "{out}"
    );
    let output = stepper(&["solve", "--json", &empty]);
    assert_eq!(
        text(&output.stdout),
        "{\"puzzle\":0,\"result\":\"not unique\",\"steps\":0,\"guesses\":0}\n"
    );
    let output = stepper(&["solve", "--no-guess", &empty]);
    assert_eq!(
        text(&output.stdout),
        format!(
            "{empty}\n{empty}: not unique: the puzzle has more than one solution, so it has \
             no logical solve path; 0 steps that hold for every solution\n"
        )
    );
    let output = stepper(&["rate", several, &empty]);
    assert!(output.status.success());
    assert_eq!(
        text(&output.stdout),
        format!(
            "{several}: not rated: more than one solution\n{empty}: not rated: more than one solution\n"
        )
    );
    let none = temp_file(
        "none.txt",
        format!("12345678.........9{}\n", ".".repeat(63)).as_bytes(),
    );
    let none_name = none.display().to_string();
    let output = stepper(&["solve", "--json", &none_name]);
    let last = text(&output.stdout);
    assert!(
        last.ends_with("\"result\":\"invalid\",\"steps\":0,\"guesses\":0}\n"),
        "no level or score for a puzzle without a solution: {last}"
    );
}

#[test]
fn sparse_big_boards_are_decided_in_seconds_or_said_to_be_undecided() {
    let slow = "tests/data/repro/check-slow-24x24-12x2.sud";
    let output = stepper(&["check", slow]);
    assert!(output.status.success());
    assert_eq!(
        text(&output.stdout),
        format!("{slow}: 24x24 (12x2 boxes), 30 givens, multiple solutions\n")
    );
    let output = stepper(&["rate", slow]);
    assert_eq!(
        text(&output.stdout),
        format!("{slow}: not rated: more than one solution\n")
    );
    let hard = "tests/data/repro/check-hang-25x25.sud";
    let output = stepper(&["check", hard]);
    assert_eq!(
        output.status.code(),
        Some(3),
        "undecided has its own status"
    );
    assert_eq!(
        text(&output.stdout),
        format!(
            "{hard}: 25x25 (5x5 boxes), 240 givens, could not decide how many solutions (the \
             search gave up after its guess budget)\n"
        )
    );
    let output = stepper(&["rate", hard]);
    assert_eq!(output.status.code(), Some(3));
    assert_eq!(
        text(&output.stdout),
        format!(
            "{hard}: not rated: could not decide whether it has one solution (the backtracking \
             search gave up)\n"
        )
    );
    let output = stepper(&["solve", "--json", hard]);
    assert_eq!(output.status.code(), Some(3));
    let out = text(&output.stdout);
    let last = out.lines().last().expect("a result line");
    assert!(
        last.contains("\"result\":\"undecided\"") && !last.contains("level"),
        "{last}"
    );
    assert!(!out.contains("Uniqueness") && !out.contains("Brute Force"));
}

#[test]
fn generate_keeps_going_to_the_count_and_says_why_each_seed_failed() {
    let output = stepper(&[
        "generate",
        "--size",
        "2x2",
        "--difficulty",
        "hard",
        "--seed",
        "1",
        "--count",
        "2",
    ]);
    assert_eq!(output.status.code(), Some(1));
    let errors = text(&output.stderr);
    assert!(
        errors.starts_with("error: seed 1: no Hard 4x4 puzzle came out of 500 attempts")
            && errors.contains("\nerror: seed 2: no Hard 4x4 puzzle came out of 500 attempts")
            && errors.ends_with("made 0 of 2 puzzles\n"),
        "{errors}"
    );
    let output = stepper(&["generate", "--time-limit", "0"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(text(&output.stderr).contains("'0' is not a number of seconds above zero"));
}

/// `explain` on book55 (an Easy puzzle) as it is loaded.
fn explain(question: &str, json: bool) -> Output {
    let mut args = vec!["explain", "puzzles/book55.sud", question];
    if json {
        args.push("--json");
    }
    stepper(&args)
}

#[test]
fn explain_gives_the_step_that_removes_a_candidate_as_solve_prints_it() {
    let output = explain("r1c7<>9", true);
    assert!(output.status.success());
    assert_eq!(
        text(&output.stdout),
        "{\"puzzle\":0,\"step\":1,\"technique\":\"Locked Candidates Type 1 (Pointing)\",\
         \"message\":\"Locked Candidates Type 1 (Pointing): in box 6, 9 fits only in column 7 \
         (r4c7 and r6c7), so the 9 of column 7 must be in box 6 and 9 can be removed from the \
         rest of column 7: r1c7, r3c7 <> 9.\",\"placements\":[],\"eliminations\":[[1,7,9],[3,7,9]]}\n"
    );
    let output = explain("R1C5 <> 8", false);
    assert!(output.status.success());
    assert_eq!(
        text(&output.stdout),
        "r1c5<>8: Why not 8 in r1c5: a Hidden Single removes it.\n  Hidden Single: in column 8, 8 \
         fits only in r1c8, so r1c8 = 8.\n"
    );
    let output = explain("r4c4<>7", false);
    assert_eq!(
        text(&output.stdout),
        "r4c4<>7: Why not 7 in r4c4: 7 is already placed in one of its houses.\n  Candidate \
         Elimination: r6c5 holds 7 and shares box 5 with r4c4, so r4c4 <> 7.\n"
    );
}

#[test]
fn explain_says_when_the_candidate_is_the_solution_and_what_places_it() {
    let placed_now = text(&explain("r4c4<>2", true).stdout);
    assert!(
        placed_now.starts_with(
            "{\"candidate\":\"r4c4<>2\",\"result\":\"solution\",\"message\":\"r4c4 = 2 in the \
             solution, so nothing removes it; a Naked Single places it now.\",\"places\":true,\
             \"step\":{\"puzzle\":0,\"step\":1,\"technique\":\"Naked Single\""
        ),
        "{placed_now}"
    );
    let later = explain("r1c1<>1", false);
    assert!(later.status.success());
    assert_eq!(
        text(&later.stdout),
        "r1c1<>1: r1c1 = 1 in the solution, but no step places it yet. First comes the next \
         step of the solve path, which does not place r1c1: a Naked Single places r4c4 = 2.\n  \
         Naked Single: 2 is the only candidate left in r4c4; every other digit is \
         already in its row, column or box or has been ruled out, so r4c4 = 2.\n"
    );
}

#[test]
fn explain_shows_the_contradiction_a_wrong_digit_leads_to() {
    let output = explain("r1c5=8", true);
    assert!(output.status.success());
    assert_eq!(
        text(&output.stdout),
        "{\"candidate\":\"r1c5=8\",\"result\":\"wrong\",\"message\":\"r1c5 = 8 is wrong: \
         with it, 8 has no place left in row 2.\",\"step\":{\"puzzle\":\
         0,\"step\":1,\"technique\":\"Forcing Chain\",\"message\":\"Forcing Chain: suppose \
         r1c5=8. Then 8 has no place left in row 2, which is impossible. So r1c5<>8.\",\
         \"placements\":[],\"eliminations\":[[1,5,8]],\"proof\":[{\"fact\":\"r1c5=8\",\"from\":[],\
         \"id\":0,\"rule\":\"assume\"},{\"digit\":8,\"fact\":\"contradiction\",\"from\":[0],\
         \"house\":\"row 2\",\"id\":1,\"rule\":\"no place\"},{\"fact\":\"r1c5<>8\",\"from\":[0,1],\
         \"id\":2,\"rule\":\"refuted\"}]}}\n"
    );
    let seen = explain("r4c4=7", false);
    assert_eq!(
        text(&seen.stdout),
        "r4c4=7: r4c4 = 7 is wrong: 7 is already placed in one of its houses.\n  Candidate \
         Elimination: r6c5 holds 7 and shares box 5 with r4c4, so r4c4 <> 7.\n"
    );
}

/// A HoDoKu library line whose placed digit r6c1 = 7 is wrong (the solution has 9 there).
const WRONG_PLACED_DIGIT: &str = ":0000:x:2+56+73+4+1+9+8..1+265+37+4+3471+98.5.5......29..8.194.\
                                  6+7..42...1....428..6.93....5.7.....13:::\n";

#[test]
fn explain_takes_out_a_wrong_placed_digit_and_shows_its_contradiction() {
    let position = temp_file("explain-wrong-placed.txt", WRONG_PLACED_DIGIT.as_bytes());
    let output = stepper(&["explain", position.to_str().expect("a path"), "r6c1=7"]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert_eq!(
        text(&output.stdout),
        "r6c1=7: r6c1 = 7 is wrong: with it, r5c1 has no candidate left.\n  Forcing Chain: \
         suppose r6c1=7. Then r5c1 has no candidate left, which is impossible. So r6c1<>7.\n"
    );
}

#[test]
fn explain_justifies_a_right_digit_with_the_step_that_places_it() {
    let output = explain("r4c4=2", false);
    assert!(output.status.success());
    assert_eq!(
        text(&output.stdout),
        "r4c4=2: r4c4 = 2 is right: a Naked Single places it.\n  Naked Single: 2 is the only \
         candidate left in r4c4; every other digit is already in its row, column or box or has \
         been ruled out, so r4c4 = 2.\n"
    );
}

#[test]
fn explain_reports_a_removed_candidate_and_refuses_bad_questions() {
    let position = temp_file(
        "explain-marks.txt",
        b"3x3\n\
          1 2 3 4 5 6 7 8 -\n\
          - - - - - - - - -\n- - - - - - - - -\n- - - - - - - - -\n- - - - - - - - -\n\
          - - - - - - - - -\n- - - - - - - - -\n- - - - - - - - -\n- - - - - - - - -\n",
    );
    let path = position.to_str().expect("a path");
    let several = stepper(&["explain", path, "r2c1<>1"]);
    assert_eq!(several.status.code(), Some(1));
    assert_eq!(
        text(&several.stderr),
        format!(
            "error: {path}: explain needs a puzzle with exactly one solution, and it has more \
             than one\n"
        )
    );
    for (question, error) in [
        (
            "r4c5",
            "error: 'r4c5' is not a question about a candidate: expected rXcY<>D (why not D \
             here) or rXcY=D (is D right here), such as r4c5<>7\n",
        ),
        (
            "r10c1<>1",
            "error: row 10 is outside this 9x9 board (1 to 9)\n",
        ),
        (
            "r1c1=0",
            "error: digit 0 is outside this 9x9 board (1 to 9)\n",
        ),
        (
            "r1c4<>1",
            "error: puzzles/book55.sud: r1c4 is a given of the puzzle\n",
        ),
    ] {
        let output = explain(question, false);
        assert_eq!(output.status.code(), Some(2), "{question}");
        assert_eq!(text(&output.stderr), error, "{question}");
        assert_eq!(text(&output.stdout), "", "{question}");
    }
}

/// book55 after Candidate Elimination, with the candidates `removed` (row, column, digit) gone,
/// written as a pencil-mark grid.
fn book55_position_without(name: &str, removed: &[(usize, usize, u8)]) -> PathBuf {
    use sudoku_stepper::format::{read_path, write_pencil_marks};
    use sudoku_stepper::{Digit, Technique};
    let file = read_path(Path::new("puzzles/book55.sud")).expect("reads");
    let mut grid = file.puzzles[0].grid.clone();
    let cleaned = Technique::CandidateElimination.find(&grid).expect("stale");
    cleaned.apply(&mut grid);
    for &(row, col, digit) in removed {
        let cell = grid.geometry().cell_at(row - 1, col - 1);
        assert!(grid.eliminate(cell, Digit::new(digit)));
    }
    let text = write_pencil_marks(&grid).expect("9x9");
    temp_file(name, text.as_bytes())
}

#[test]
fn explain_reads_a_position_and_checks_it_against_the_solution() {
    let position = book55_position_without("explain-removed.txt", &[(1, 5, 8)]);
    let path = position.to_str().expect("a path");
    let output = stepper(&["explain", path, "r1c5<>8", "--json"]);
    assert!(output.status.success());
    assert_eq!(
        text(&output.stdout),
        "{\"candidate\":\"r1c5<>8\",\"result\":\"not a candidate\",\"message\":\"8 is not a \
         candidate of r1c5 any more.\"}\n"
    );
    let lost = book55_position_without("explain-lost.txt", &[(1, 1, 1)]);
    let path = lost.to_str().expect("a path");
    let output = stepper(&["explain", path, "r1c5<>8"]);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        text(&output.stderr),
        format!(
            "error: {path}: the position no longer agrees with the solution (a placed digit or a \
             removed pencil mark is wrong), so no sound answer can be given: correct it first\n"
        )
    );
}

#[test]
fn export_prints_the_position_after_n_steps_in_each_format() {
    let puzzle = sudoku_stepper::read_path(std::path::Path::new("puzzles/book62.sud"))
        .expect("book62")
        .puzzles
        .remove(0)
        .grid;
    let steps =
        sudoku_stepper::solver::solve_steps(&puzzle, &sudoku_stepper::Technique::DEFAULT).steps;
    let mut after = puzzle.clone();
    for step in &steps[..5] {
        step.apply(&mut after);
    }
    let export = |format: &str| {
        let output = stepper(&[
            "export",
            "puzzles/book62.sud",
            "--format",
            format,
            "--after",
            "5",
        ]);
        assert!(output.status.success(), "{}", text(&output.stderr));
        text(&output.stdout)
    };
    assert_eq!(export("line"), format!("{}\n", after.to_line()));
    assert_eq!(export("sud"), sudoku_stepper::write_sud(&after));
    assert_eq!(
        export("pm"),
        sudoku_stepper::format::write_pencil_marks(&after).expect("a 9x9 position")
    );
    let sukaku = export("sukaku");
    assert_eq!(sukaku, sudoku_stepper::format::write_sukaku(&after));
    let read = sudoku_stepper::read_bytes("position", sukaku.as_bytes())
        .expect("reads back")
        .puzzles
        .remove(0)
        .grid;
    let settled: Vec<u8> = (0..81)
        .map(sudoku_stepper::Cell::new)
        .map(|cell| {
            after
                .value(cell)
                .or(after.candidates(cell).single())
                .map_or(0, |digit| digit.get())
        })
        .collect();
    assert_eq!(
        read.values(),
        settled.as_slice(),
        "a cell left with one candidate reads back as placed"
    );
}

#[test]
fn export_writes_a_hodoku_library_line_that_reads_back_to_the_position() {
    let output = stepper(&[
        "export",
        "puzzles/book62.sud",
        "--format",
        "hodoku",
        "--after",
        "30",
    ]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    let line = text(&output.stdout);
    assert_eq!(
        line,
        ":0000:x:...315...+7+58+4+6+29+1+3.3.+97+8.4.+81.254.3...+3+7+8+1..+4.4.693.8..8.+14+6+37.\
         +3+96+8+2+74+5..+7.539...:657 658 279 291 293 197 199::\n"
    );
    let read = sudoku_stepper::read_bytes("line", line.as_bytes())
        .expect("reads back")
        .puzzles
        .remove(0)
        .grid;
    assert_eq!(read.given_count(), 26, "book62's givens stay givens");
    assert_eq!(
        sudoku_stepper::format::write_hodoku(&read).as_deref(),
        Some(line.as_str())
    );
    let output = stepper(&["export", "puzzles/size-16x16.sud", "--format", "hodoku"]);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        text(&output.stderr),
        "error: a HoDoKu library line holds boards up to 9x9, one character per digit; try \
         --format sukaku\n"
    );
}

#[test]
fn export_refuses_steps_the_path_does_not_have_and_big_pencil_marks() {
    let output = stepper(&["export", "puzzles/book62.sud", "--after", "999"]);
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        text(&output.stderr),
        "error: the default solve path of puzzles/book62.sud has 60 steps; cannot export the \
         position after 999\n"
    );
    let solved = [
        "export",
        "puzzles/book62.sud",
        "--format",
        "pm",
        "--after",
        "60",
    ];
    let output = stepper(&solved);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        text(&output.stderr),
        "error: a pencil-mark grid cannot hold this position (it needs the usual box shape for \
         the size, a cell of two or more candidates and, above 9x9, a digit from 10 somewhere); \
         try --format sukaku\n"
    );
    let output = stepper(&[
        "export",
        "puzzles/size-16x16.sud",
        "--format",
        "pm",
        "--after",
        "3",
    ]);
    assert!(output.status.success());
    let marks = text(&output.stdout);
    assert!(
        marks.lines().next().is_some_and(|row| row.contains('G')),
        "{marks}"
    );
    let read = sudoku_stepper::read_bytes("marks", marks.as_bytes()).expect("reads back");
    assert_eq!(read.format, sudoku_stepper::format::Format::PencilMarks);
}

/// The colour of pixel `x`, `y` of a decoded picture, opaque.
fn pixel(pixmap: &resvg::tiny_skia::Pixmap, x: f32, y: f32) -> sudoku_stepper::picture::Rgba {
    let colour = pixmap
        .pixel(x as u32, y as u32)
        .expect("inside the picture")
        .demultiply();
    sudoku_stepper::picture::Rgba::new(colour.red(), colour.green(), colour.blue(), colour.alpha())
}

#[test]
fn render_draws_a_step_as_a_png_in_the_board_colours() {
    use sudoku_stepper::picture::{PICTURE_MARGIN, Palette, Placement, Rgba};
    let out = temp_file("step.png", b"");
    let output = stepper(&[
        "render",
        "puzzles/book62.sud",
        "--after",
        "30",
        "--step",
        "--size",
        "416",
        "--out",
        out.to_str().expect("a path"),
    ]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert_eq!(
        text(&output.stdout),
        format!(
            "{}: step 31 (Full House) on the position after 30 steps, 416x416 pixels\n",
            out.display()
        )
    );
    let bytes = std::fs::read(&out).expect("written");
    let pixmap = resvg::tiny_skia::Pixmap::decode_png(&bytes).expect("a PNG");
    assert_eq!((pixmap.width(), pixmap.height()), (416, 416));
    let light = Palette::LIGHT;
    assert_eq!(pixel(&pixmap, 2.0, 2.0), light.page, "the margin");
    let placement = Placement::new(416.0 - 2.0 * PICTURE_MARGIN, 9);
    let at = |row, col, fx: f32, fy: f32| {
        let area = placement.cell_area(row, col);
        (
            PICTURE_MARGIN + area.min.x + area.width() * fx,
            PICTURE_MARGIN + area.min.y + area.height() * fy,
        )
    };
    let (x, y) = at(7, 8, 0.8, 0.8);
    assert_eq!(
        pixel(&pixmap, x, y),
        light.newly_solved,
        "r8c9, which the Full House fills, is yellow"
    );
    let (x, y) = at(0, 0, 0.85, 0.1);
    assert_eq!(pixel(&pixmap, x, y), light.box_plain, "box 1 is plain");
    let (x, y) = at(0, 3, 0.1, 0.9);
    assert_eq!(pixel(&pixmap, x, y), light.box_shaded, "box 2 is shaded");
    let red = (0..pixmap.height())
        .flat_map(|y| (0..pixmap.width()).map(move |x| (x, y)))
        .filter(|&(x, y)| {
            let colour = pixel(&pixmap, x as f32, y as f32);
            colour.r > 150 && colour.g < 120 && colour.b < 120
        })
        .count();
    assert!(
        red > 10,
        "the removed 1 of r6c9 is drawn and struck in red ({red} reddish pixels)"
    );
    let dark = temp_file("dark.png", b"");
    let output = stepper(&[
        "render",
        "puzzles/book62.sud",
        "--theme",
        "dark",
        "--size",
        "300",
        "--out",
        dark.to_str().expect("a path"),
    ]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    let pixmap =
        resvg::tiny_skia::Pixmap::decode_png(&std::fs::read(&dark).expect("written")).expect("png");
    assert_eq!(pixel(&pixmap, 1.0, 1.0), Palette::DARK.page);
    assert_ne!(Palette::DARK.page, Rgba::rgb(248, 248, 248));
    let safe = temp_file("colourblind.png", b"");
    let output = stepper(&[
        "render",
        "puzzles/book62.sud",
        "--theme",
        "colourblind",
        "--size",
        "300",
        "--out",
        safe.to_str().expect("a path"),
    ]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    let pixmap =
        resvg::tiny_skia::Pixmap::decode_png(&std::fs::read(&safe).expect("written")).expect("png");
    let shaded = Palette::COLOUR_BLIND.box_shaded;
    assert_ne!(shaded, light.box_shaded);
    let drawn = (0..pixmap.height())
        .flat_map(|y| (0..pixmap.width()).map(move |x| (x, y)))
        .filter(|&(x, y)| pixel(&pixmap, x as f32, y as f32) == shaded)
        .count();
    assert!(
        drawn > 1000,
        "the shaded boxes are the colour-blind palette's ({drawn} pixels)"
    );
}

/// Asserts that `render` succeeded and said it drew `drawn` into `out`, 900 pixels square.
fn assert_rendered(output: &Output, out: &Path, drawn: &str) {
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert_eq!(
        text(&output.stdout),
        format!("{}: {drawn}, 900x900 pixels\n", out.display())
    );
}

#[test]
fn render_writes_an_svg_that_parses_with_every_digit_and_arrow() {
    let out = temp_file("puzzle.svg", b"");
    let output = stepper(&[
        "render",
        "puzzles/book62.sud",
        "--out",
        out.to_str().expect("a path"),
    ]);
    assert_rendered(&output, &out, "the puzzle");
    let svg = std::fs::read_to_string(&out).expect("written");
    let tree = resvg::usvg::Tree::from_str(&svg, &resvg::usvg::Options::default())
        .expect("the SVG parses");
    assert_eq!(tree.size().width(), 900.0);
    assert_eq!(
        svg.matches("<text").count(),
        18 + 26 + 213,
        "18 labels, 26 givens and the 213 candidates the givens allow in the 55 empty cells"
    );
    assert_eq!(svg.matches("<line").count(), 20, "the grid lines");
    let chain = temp_file("chain.svg", b"");
    let output = stepper(&[
        "render",
        "puzzles/top95.txt",
        "--puzzle",
        "5",
        "--after",
        "30",
        "--step",
        "--out",
        chain.to_str().expect("a path"),
    ]);
    assert_rendered(
        &output,
        &chain,
        "step 31 (Remote Pair) on the position after 30 steps",
    );
    let svg = std::fs::read_to_string(&chain).expect("written");
    resvg::usvg::Tree::from_str(&svg, &resvg::usvg::Options::default()).expect("parses");
    assert_eq!(svg.matches("<polygon").count(), 3, "three arrow heads");
    assert_eq!(
        svg.matches("stroke-dasharray").count(),
        3,
        "r1c1-r1c8-r2c9-r9c9: three weak links, dashed"
    );
}

#[test]
fn render_refuses_an_unknown_picture_format_and_a_step_past_the_end() {
    let output = stepper(&["render", "puzzles/book62.sud", "--out", "board.gif"]);
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        text(&output.stderr),
        "error: cannot tell the picture's format from board.gif; the name must end in .svg or \
         .png\n"
    );
    let output = stepper(&[
        "render",
        "puzzles/book62.sud",
        "--after",
        "60",
        "--step",
        "--out",
        "never.png",
    ]);
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        text(&output.stderr),
        "error: the default solve path of puzzles/book62.sud has 60 steps; cannot draw step 61\n"
    );
    assert!(!std::path::Path::new("never.png").exists());
}

/// `render --example` draws the guide's picture: the technique's example where it applies,
/// the step on it, as the app draws it; a technique without an example is refused by name.
#[test]
fn render_example_draws_the_guide_s_picture_of_a_technique() {
    let out = temp_file("x-chain.svg", b"");
    let output = stepper(&[
        "render",
        "--example",
        "X-Chain",
        "--out",
        out.to_str().expect("a path"),
    ]);
    assert_rendered(
        &output,
        &out,
        "the guide's example of X-Chain, where it applies",
    );
    let (grid, step) =
        example_step(Technique::XChain, &Cancel::never()).expect("X-Chain has an example");
    assert_eq!(step.technique, Technique::XChain);
    let expected = svg(&board_picture(
        &BoardView::plain(&grid, Some(&step), true),
        &Palette::LIGHT,
        900.0,
    ));
    assert_eq!(std::fs::read_to_string(&out).expect("written"), expected);
    let output = stepper(&[
        "render",
        "--example",
        "Franken X-Wing",
        "--out",
        "never.png",
    ]);
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        text(&output.stderr),
        "error: Franken X-Wing has no example in the guide (no bundled puzzle reaches it)\n"
    );
    assert!(!std::path::Path::new("never.png").exists());
}

#[test]
fn worksheet_writes_html_and_markdown_with_a_picture_and_proof_for_every_hard_step() {
    let folder = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("stepper-worksheet-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    let output = stepper(&[
        "worksheet",
        "puzzles/top95.txt",
        "--puzzle",
        "8",
        "--out",
        folder.to_str().expect("a path"),
    ]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert_eq!(
        text(&output.stdout),
        format!(
            "{} (and worksheet.md): 9x9, 17 givens. Rated Extreme (2376) with Sudoku Stepper's \
             default techniques: 83 steps, 18 of them beyond singles. Pictures: 20 (18 steps, \
             the puzzle and the solution).\n",
            folder.join("worksheet.html").display()
        )
    );
    let html = std::fs::read_to_string(folder.join("worksheet.html")).expect("the page");
    let markdown = std::fs::read_to_string(folder.join("worksheet.md")).expect("the page");
    let pictures: Vec<&str> = html
        .split("<img src=\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .collect();
    assert_eq!(pictures.len(), 20);
    assert_eq!(pictures.first(), Some(&"puzzle.svg"));
    assert_eq!(pictures.last(), Some(&"solution.svg"));
    for picture in &pictures {
        let svg = std::fs::read_to_string(folder.join(picture)).expect("each picture is written");
        resvg::usvg::Tree::from_str(&svg, &resvg::usvg::Options::default())
            .unwrap_or_else(|e| panic!("{picture} parses: {e}"));
        assert!(
            markdown.contains(&format!("]({picture})")),
            "the Markdown page shows {picture}"
        );
    }
    assert!(html.starts_with("<!DOCTYPE html>\n<html lang=\"en\">"));
    assert!(html.contains("<h1>Worksheet: top95.txt #8</h1>"));
    assert!(markdown.starts_with(
        "# Worksheet: top95.txt \\#8\n\n9x9, 17 givens. Rated Extreme (2376) with Sudoku Stepper's \
         default techniques: 83 steps, 18 of them beyond singles.\n\nWhat set the level: Extreme: \
         the hardest technique on the path is Nice Loop/AIC, rated Unfair, but the score 2,376 is \
         over Unfair's limit of 1,800, so the level goes up.\n\n![The puzzle](puzzle.svg)\n\n\
         Steps 1-3: Candidate Elimination (every cell loses the digits its houses hold), then \
         singles (2 by Hidden Single): r6c6 = 3, r9c3 = 9.\n\n"
    ));
    assert!(markdown.contains(
        "Steps 28-83: singles (13 by Hidden Single, 22 by Naked Single, 21 by Full House), digit \
         by digit in the order they are placed:\n\n- 6: r6c5, r4c2, r2c4, r8c6, r1c1, r9c9, \
         r3c8\n- 7: r3c2, r5c4, r7c6, r8c7, r1c9, r4c3, r6c8\n"
    ));
    assert!(html.contains(
        "<ul class=\"singles\">\n<li>6: r6c5, r4c2, r2c4, r8c6, r1c1, r9c9, r3c8</li>\n"
    ));
    let step = html
        .split("<section id=\"step-24\">")
        .nth(1)
        .and_then(|rest| rest.split("</section>").next())
        .expect("step 24 has its section");
    assert!(step.starts_with("\n<h2>Step 24: Nice Loop/AIC</h2>\n<img src=\"step-024.svg\""));
    assert!(step.contains("<p>Proof (11 facts):</p>"));
    assert_eq!(step.matches("<li>").count(), 11, "one line per fact");
    assert!(step.contains(
        "<li>#10 r5c3&lt;&gt;1: one end of the chain is true (#0 r3c3&lt;&gt;1 and #9 r5c4=1), \
         and this candidate clashes with both</li>"
    ));
    assert!(markdown.contains("## Solved after 83 steps.\n\n![The solution](solution.svg)\n"));
    std::fs::remove_dir_all(folder).expect("clean up");
}

/// Whether `text` names a cell as `r4c5` (or a group as `r123c4`) or a row as `row 4`.
fn names_a_cell_or_row_by_number(text: &str) -> bool {
    let bytes = text.as_bytes();
    let digit_at = |i: usize| bytes.get(i).is_some_and(u8::is_ascii_digit);
    (0..bytes.len()).any(|i| {
        let starts_word = i == 0 || !bytes[i - 1].is_ascii_alphanumeric();
        let cell = bytes[i] == b'r' && digit_at(i + 1) && {
            let mut j = i + 1;
            while digit_at(j) || bytes.get(j) == Some(&b',') {
                j += 1;
            }
            bytes.get(j) == Some(&b'c') && digit_at(j + 1)
        };
        let row = text[i..].starts_with("row ") && digit_at(i + 4)
            || text[i..].starts_with("rows ") && digit_at(i + 5);
        starts_word && (cell || row)
    })
}

#[test]
fn notation_a1_names_cells_and_rows_with_letters_everywhere() {
    let numbered = text(&stepper(&["solve", "puzzles/book62.sud"]).stdout);
    let lettered = text(&stepper(&["solve", "--notation", "a1", "puzzles/book62.sud"]).stdout);
    assert_eq!(
        numbered.lines().nth(21),
        Some(
            "  21. Locked Candidates Type 1 (Pointing): in box 3, 7 fits only in row 1 (r1c7 and \
             r1c9), so the 7 of row 1 must be in box 3 and 7 can be removed from the rest of row \
             1: r1c1, r1c2, r1c3 <> 7."
        )
    );
    assert_eq!(
        lettered.lines().nth(21),
        Some(
            "  21. Locked Candidates Type 1 (Pointing): in box 3, 7 fits only in row A (A7 and \
             A9), so the 7 of row A must be in box 3 and 7 can be removed from the rest of row \
             A: A1, A2, A3 <> 7."
        )
    );
    assert!(names_a_cell_or_row_by_number(&numbered));
    assert!(!names_a_cell_or_row_by_number(&lettered), "{lettered}");
    let json = stepper(&[
        "solve",
        "--json",
        "--notation",
        "a1",
        "tests/data/top95.txt",
    ]);
    let json = text(&json.stdout);
    assert!(
        json.contains(r#""proof":[{"fact":"A1<>5""#),
        "a proof's facts"
    );
    assert!(!names_a_cell_or_row_by_number(&json));
    let answer = stepper(&[
        "explain",
        "--notation",
        "a1",
        "tests/data/top95.txt",
        "r1c2<>5",
    ]);
    assert_eq!(
        text(&answer.stdout),
        "A2<>5: Why not 5 in A2: 5 is already placed in one of its houses.\n  Candidate \
         Elimination: A9 holds 5 and shares row A with A2, so A2 <> 5.\n"
    );
    let rated = stepper(&[
        "rate",
        "--explain",
        "--notation",
        "a1",
        "puzzles/book62.sud",
    ]);
    assert!(!names_a_cell_or_row_by_number(&text(&rated.stdout)));
}

#[test]
fn lang_de_writes_solve_rate_explain_and_worksheets_in_german() {
    let solve = text(&stepper(&["solve", "puzzles/book62.sud", "--lang", "de"]).stdout);
    let lines: Vec<&str> = solve.lines().collect();
    assert_eq!(
        lines[2],
        "   2. Naked Single: 4 ist der einzige Kandidat, der in r2c4 übrig ist; jede andere \
         Ziffer steht schon in ihrer Zeile, Spalte oder ihrem Block oder wurde ausgeschlossen, \
         also r2c4 = 4."
    );
    assert_eq!(
        lines.last().copied(),
        Some(
            "puzzles/book62.sud: gelöst nach 60 Schritten, 0 Rateschritte; Stufe Mittel, Punktzahl 520"
        )
    );
    assert_eq!(
        text(&stepper(&["rate", "puzzles/book62.sud", "--lang", "de"]).stdout),
        "puzzles/book62.sud: Mittel, Punktzahl 520 (0 Rateschritte)\n"
    );
    assert_eq!(
        text(&stepper(&["explain", "puzzles/book62.sud", "r1c1<>1", "--lang", "de"]).stdout),
        "r1c1<>1: Warum nicht 1 in r1c1: 1 steht schon in einem ihrer Häuser.\n  Candidate \
         Elimination: r1c5 enthält 1 und teilt Zeile 1 mit r1c1, also r1c1 <> 1.\n"
    );
    let json = text(&stepper(&["solve", "puzzles/book62.sud", "--json", "--lang", "de"]).stdout);
    assert!(json.contains("\"technique\":\"Naked Single\",\"message\":\"Naked Single: 4 ist"));
    let folder = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("stepper-worksheet-de-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    let output = stepper(&[
        "worksheet",
        "puzzles/top95.txt",
        "--puzzle",
        "8",
        "--out",
        folder.to_str().expect("a path"),
        "--lang",
        "de",
    ]);
    assert_eq!(
        text(&output.stdout),
        format!(
            "{} (und worksheet.md): 9x9, 17 Vorgaben. Bewertet als Extrem (2376) mit den \
             Standardtechniken von Sudoku Stepper: 83 Schritte, 18 davon über Singles hinaus. \
             Bilder: 20 (18 Schritte, das Rätsel und die Lösung).\n",
            folder.join("worksheet.html").display()
        )
    );
    let html = std::fs::read_to_string(folder.join("worksheet.html")).expect("the page");
    assert!(html.starts_with("<!DOCTYPE html>\n<html lang=\"de\">"));
    assert!(html.contains("<h1>Arbeitsblatt: top95.txt #8</h1>"));
    assert!(html.contains("<h2>Schritt 4: Locked Candidates Type 1 (Pointing)</h2>"));
    std::fs::remove_dir_all(&folder).expect("clean up");
}

#[test]
fn lang_de_says_errors_in_german_and_scores_with_german_grouping() {
    let folder = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("stepper-errors-de-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).expect("folder");
    let bad = folder.join("kaputt.sud");
    std::fs::write(&bad, "12345678\n").expect("written");
    let bad = bad.to_str().expect("a UTF-8 path");
    let solved = stepper(&["solve", bad, "--lang", "de"]);
    assert_eq!(solved.status.code(), Some(1));
    assert_eq!(
        text(&solved.stderr),
        format!("Fehler: {bad}: Textzeile 2, Zeichen 1: 9 Zeilen erwartet, 1 gefunden\n")
    );
    let missing = stepper(&["explain", "puzzles/book62.sud", "r1c1<>1", "--puzzle", "2"]);
    assert_eq!(
        text(&missing.stderr),
        "error: puzzles/book62.sud holds 1 puzzle(s); there is no puzzle 2\n"
    );
    let missing = stepper(&[
        "explain",
        "puzzles/book62.sud",
        "r1c1<>1",
        "--puzzle",
        "2",
        "--lang",
        "de",
    ]);
    assert_eq!(missing.status.code(), Some(2));
    assert_eq!(
        text(&missing.stderr),
        "Fehler: puzzles/book62.sud enthält 1 Rätsel; es gibt kein Rätsel 2\n"
    );
    let rated = text(&stepper(&["rate", "puzzles/top95.txt", "--explain", "--lang", "de"]).stdout);
    assert!(rated.contains(
        "  Unfair: die schwerste Technik auf dem Weg ist XY-Wing, eingestuft als Schwer, aber die \
         Punktzahl 1.706 liegt über der Grenze von Schwer (1.600), also steigt die Stufe.\n"
    ));
    assert!(
        rated.contains("\n    Summe                                         85 Schritte   1.706\n")
    );
    assert!(rated.starts_with("puzzles/top95.txt #1 (Textzeile 1): Mittel, Punktzahl 696"));
}

#[test]
fn a_read_error_names_its_cell_in_the_notation_asked_for() {
    let file = "tests/data/repro/value-out-of-range-4x4.txt";
    let output = stepper(&["solve", "--notation", "a1", "--lang", "de", file]);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        text(&output.stderr),
        format!(
            "Fehler: {file}: Textzeile 1, Zeichen 5: Wert 9 in B1 liegt außerhalb des Bereichs \
             (1 bis 4)\n"
        )
    );
    let output = stepper(&["solve", file]);
    assert_eq!(
        text(&output.stderr),
        format!("error: {file}: line 1, column 5: value 9 in r2c1 is out of range (1 to 4)\n")
    );
}

#[test]
fn bench_frames_without_a_display_says_it_needs_a_window() {
    let output = Command::new(env!("CARGO_BIN_EXE_sudoku-stepper"))
        .args(["bench", "frames", "--limit", "3"])
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .env_remove("WAYLAND_SOCKET")
        .output()
        .expect("the binary runs");
    assert_eq!(output.status.code(), Some(1));
    assert!(
        text(&output.stderr).starts_with("error: bench frames: cannot open the window: "),
        "{}",
        text(&output.stderr)
    );
    assert_eq!(text(&output.stdout), "");
}
