//! The inputs of issue 64 (`tests/data/repro/`, see `data/PROVENANCE.md`): sizes no board has,
//! givens of the wrong type, collections of variant puzzles one per line, and the messages that
//! quote what a file holds. Each is answered at once, with the exact error or answer.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests state their expectations with expect

use std::process::{Command, Output};

use sudoku_stepper::format::{Format, read_str};

const BINARY: &str = env!("CARGO_BIN_EXE_sudoku-stepper");

fn stepper(args: &[&str]) -> Output {
    Command::new(BINARY)
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("the binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// The error a file's text is refused with (as `Display` writes it).
fn refusal(name: &str, contents: &str) -> String {
    read_str(name, contents).expect_err("refused").to_string()
}

/// `check FILE` on a reproducer: its exit status and standard error.
fn check(file: &str) -> (Option<i32>, String) {
    let output = stepper(&["check", &format!("tests/data/repro/{file}")]);
    (output.status.code(), text(&output.stderr))
}

const SIZES: &str = "Sudoku Stepper reads boards of 4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, \
                     22, 24 or 25 digits";

/// An f-puzzles size of 2^40 or 2^64 - 1 once made every command count down from it forever.
/// Now the reader refuses a size outside 4 to 25 before it looks for a box shape, in a file, a
/// JSON text and a link alike, and every command says so with status 1.
#[test]
fn a_size_no_board_has_is_refused_at_once() {
    for (file, size) in [
        ("size-2pow40.json", "1099511627776"),
        ("size-u64max.json", "18446744073709551615"),
        ("size-u64max-link.txt", "18446744073709551615"),
    ] {
        let expected = format!(
            "error: tests/data/repro/{file}: f-puzzles: size: {size} is no board size; \
             {SIZES}\n"
        );
        assert_eq!(check(file), (Some(1), expected.clone()), "{file}");
        for command in [
            vec!["solve"],
            vec!["rate"],
            vec!["explain", "r1c1<>1"],
            vec!["worksheet", "--out", "target/never-written"],
        ] {
            let mut args = vec![command[0], &*format!("tests/data/repro/{file}")]
                .into_iter()
                .map(str::to_string)
                .collect::<Vec<_>>();
            args.extend(command[1..].iter().map(|s| s.to_string()));
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            let output = stepper(&args);
            assert_eq!(output.status.code(), Some(1), "{command:?} {file}");
            assert_eq!(text(&output.stderr), expected, "{command:?} {file}");
        }
    }
    for size in ["3", "7", "26", "-9", "9.5", "\"9\""] {
        let json = format!("{{\"size\":{size},\"grid\":[]}}");
        let found = match size {
            "3" | "7" | "26" => format!("size: {size} is no board size; {SIZES}"),
            _ => format!("size: expected a board size, a whole number, found {size}"),
        };
        assert_eq!(
            refusal("s.json", &json),
            format!("s.json: f-puzzles: {found}")
        );
    }
}

/// The first row of an empty 9x9 f-puzzles grid with `first` in its first cell.
fn grid_with_first(first: &str) -> String {
    let empty_row = format!("[{}]", ["{}"; 9].join(","));
    let first_row = format!("[{first},{}]", ["{}"; 8].join(","));
    let rows: Vec<String> = std::iter::once(first_row)
        .chain(std::iter::repeat_n(empty_row, 8))
        .collect();
    format!("{{\"size\":9,\"grid\":[{}]}}", rows.join(","))
}

/// A given of -1 or "5", or a cell that is not an object, once became an empty cell (and
/// `check` said "0 givens, multiple solutions"). Each field is read by its type, and anything
/// else is refused with its JSON path, as `"value": 0` always was.
#[test]
fn givens_of_the_wrong_type_are_refused_with_their_path() {
    assert_eq!(
        check("fpuzzles-value-minus1.json"),
        (
            Some(1),
            "error: tests/data/repro/fpuzzles-value-minus1.json: f-puzzles: grid[0][0].value: -1 \
             is out of range (1 to 9)\n"
                .to_string()
        )
    );
    assert_eq!(
        check("fpuzzles-value-string.json"),
        (
            Some(1),
            "error: tests/data/repro/fpuzzles-value-string.json: f-puzzles: grid[0][0].value: \
             expected a digit from 1 to 9, found \"5\"\n"
                .to_string()
        )
    );
    assert_eq!(
        check("fpuzzles-cell-not-object.json"),
        (
            Some(1),
            "error: tests/data/repro/fpuzzles-cell-not-object.json: f-puzzles: grid[0][0]: \
             expected a cell, an object with its value, given and region, found 5\n"
                .to_string()
        )
    );
    for (cell, error) in [
        (
            r#"{"value":0,"given":true}"#,
            "grid[0][0].value: 0 is out of range (1 to 9)",
        ),
        (
            r#"{"value":4.5,"given":true}"#,
            "grid[0][0].value: expected a digit from 1 to 9, found 4.5",
        ),
        (
            r#"{"value":5,"given":"yes"}"#,
            "grid[0][0].given: expected true or false, found \"yes\"",
        ),
        (r#"{"given":true}"#, "grid[0][0]: a given without a value"),
        (
            r#"{"region":"2"}"#,
            "grid[0][0].region: expected a region number from 0 to 8, found \"2\"",
        ),
        (
            r#"{"region":-1}"#,
            "grid[0][0].region: -1 is out of range (0 to 8)",
        ),
        (
            r#"{"region":1}"#,
            "grid[0][1]: region 0 has 8 cells; every region of a 9x9 board has 9",
        ),
        (
            "null",
            "grid[0][0]: expected a cell, an object with its value, given and region, found null",
        ),
    ] {
        assert_eq!(
            refusal("g.json", &grid_with_first(cell)),
            format!("g.json: f-puzzles: {error}"),
            "{cell}"
        );
    }
    let placed = read_str("p.json", &grid_with_first(r#"{"value":5}"#)).expect("reads");
    let grid = &placed.puzzles[0].grid;
    assert_eq!(grid.values()[0], 5, "a digit the solver entered is kept");
    assert_eq!(grid.given_count(), 0, "as a placed digit, not a given");
}

/// The rules' fields are read by their type too, and a cage or region the board cannot take is
/// named by its JSON path.
#[test]
fn rules_and_cages_are_refused_with_their_json_path() {
    let plain = grid_with_first("{}");
    let with = |extra: &str| plain.replacen('{', &format!("{{{extra},"), 1);
    for (extra, error) in [
        (
            r#""antiknight":"yes""#,
            "antiknight: expected true or false, found \"yes\"",
        ),
        (
            r#""odd":{"cell":"R1C1"}"#,
            "odd: expected a list, found {\"cell\":\"R1C1\"}",
        ),
        (
            r#""odd":["R1C1"]"#,
            "odd[0]: expected an object, found \"R1C1\"",
        ),
        (
            r#""odd":[{"cell":11}]"#,
            "odd[0].cell: expected a cell name such as \"R1C1\", found 11",
        ),
        (
            r#""killercage":[{"cells":["R1C1","R1C2"],"value":"7"},{"cells":["R1C2","R1C3"],"value":"5"}]"#,
            "killercage[1]: r1c2 is in two cages: the cage r1c1 and r1c2 (sum 7), and the cage \
             r1c2 and r1c3 (sum 5)",
        ),
        (
            r#""killercage":[{"cells":["R1C1","R1C2"],"value":"30"}]"#,
            "killercage[0]: no 2 different digits from 1 to 9 add up to 30 (they make 3 to 17): \
             the cage r1c1 and r1c2 (sum 30)",
        ),
        (
            r#""cage":[{"cells":["R1C1","R1C2"],"value":"3"},{"cells":["R1C3","R1C4","R1C5","R1C6","R1C7","R1C8","R1C9"],"value":"40"}]"#,
            "cage[0] and cage[1]: the cages inside row 1 add up to 43, but row 1 holds 1 to 9 \
             once each (45 in all), and its other 0 cells cannot add up to the 2 left: r1c1 and \
             r1c2 (sum 3); r1c3, r1c4, r1c5, r1c6, r1c7, r1c8 and r1c9 (sum 40)",
        ),
    ] {
        assert_eq!(
            refusal("r.json", &with(extra)),
            format!("r.json: f-puzzles: {error}"),
            "{extra}"
        );
    }
    assert_eq!(
        check("fpuzzles-empty-cage.json"),
        (
            Some(1),
            "error: tests/data/repro/fpuzzles-empty-cage.json: f-puzzles: killercage[0].cells: \
             the cage names no cell\n"
                .to_string()
        )
    );
}

/// `generate --count 2` in every format it writes, read back: f-puzzles JSON and links one per
/// line (once "trailing characters at line 2" and "expected 9 rows, found 2"), `.sud` grids
/// after one another, size-header grids each with its header, and the variant text form.
#[test]
fn every_collection_generate_writes_reads_back() {
    let cases: [(&[&str], &str, Format); 6] = [
        (&["--variant", "killer"], "fpuzzles", Format::FPuzzles),
        (&["--variant", "killer"], "fpuzzles-link", Format::FPuzzles),
        (&["--variant", "x"], "sud", Format::VariantText),
        (&[], "sud", Format::CharGrid),
        (&["--size", "2x3"], "sud", Format::SizeHeader),
        (&["--size", "2x2"], "fpuzzles-link", Format::FPuzzles),
    ];
    for (rules, format, read_as) in cases {
        let mut args = vec![
            "generate",
            "--count",
            "2",
            "--seed",
            "7",
            "--difficulty",
            "Easy",
        ];
        args.extend(rules);
        args.extend(["--format", format]);
        let output = stepper(&args);
        assert_eq!(
            output.status.code(),
            Some(0),
            "{args:?}: {}",
            text(&output.stderr)
        );
        let written = text(&output.stdout);
        let file = read_str("set.txt", &written).expect("reads back");
        assert_eq!(file.format, read_as, "{args:?}");
        assert_eq!(file.puzzles.len(), 2, "{args:?}");
        assert_ne!(file.puzzles[0].grid, file.puzzles[1].grid, "{args:?}");
    }
}

/// A line of a collection that cannot be read is named by its line.
#[test]
fn a_bad_puzzle_in_a_collection_of_links_names_its_line() {
    let output = stepper(&[
        "generate",
        "--variant",
        "killer",
        "--count",
        "2",
        "--seed",
        "3",
        "--difficulty",
        "Easy",
        "--format",
        "fpuzzles",
    ]);
    let written = text(&output.stdout);
    let broken =
        written
            .replacen("\"size\":9", "\"size\":7", 2)
            .replacen("\"size\":7", "\"size\":9", 1);
    assert_eq!(
        refusal("set.json", &format!("# eight Killers for Monday\n{broken}")),
        format!("set.json: line 3, column 1: f-puzzles: size: 7 is no board size; {SIZES}")
    );
}

/// The `.sud` character grid and the size-header form read several puzzles, each after a blank
/// line; text after a grid that starts no next grid is still refused where it stands.
#[test]
fn grids_one_after_another_read_as_a_collection() {
    let book62 = std::fs::read_to_string("puzzles/book62.sud").expect("book62");
    let twice = format!("{book62}{book62}");
    let file = read_str("two.sud", &twice).expect("reads two grids");
    assert_eq!(file.format, Format::CharGrid);
    assert_eq!(
        file.puzzles.iter().map(|p| p.line).collect::<Vec<_>>(),
        [1, 11]
    );
    assert_eq!(
        refusal("notes.sud", &format!("{book62}solved on Monday\n")),
        "notes.sud: line 11, column 1: unexpected text after the last row; the grid has only 9 \
         rows"
    );
    let small = "2x2\n1 - - -\n- - 1 -\n- 1 - -\n- - - 1\n";
    let file = read_str("two.txt", &format!("{small}\n{small}")).expect("reads two");
    assert_eq!(file.format, Format::SizeHeader);
    assert_eq!(
        file.puzzles.iter().map(|p| p.line).collect::<Vec<_>>(),
        [1, 7]
    );
}

/// A carriage return inside a line once reached the terminal raw and overwrote the file name;
/// characters that move or hide text are written out wherever a message quotes the file.
#[test]
fn control_characters_are_shown_escaped() {
    assert_eq!(
        check("stray-cr.sud"),
        (
            Some(1),
            "error: tests/data/repro/stray-cr.sud: line 1, column 2: unexpected character '\\r'; \
             expected a digit 1-9, or a space for an empty cell\n"
                .to_string()
        )
    );
    assert_eq!(
        refusal(
            "v.txt",
            &format!(
                "variant: Killer\ncages:\n7: r1c1 r1c\u{200B}2\ngrid:\n3x3\n{}",
                "- - - - - - - - -\n".repeat(9)
            )
        ),
        "v.txt: line 3, column 9: 'r1c\u{200B}2' is not a cell of a 9x9 board (r1c1 to r9c9)"
            .replace('\u{200B}', "U+200B")
    );
    assert_eq!(
        refusal("bad\rname.sud", "x"),
        "bad\\rname.sud: line 2, column 1: expected 9 rows, found 1"
    );
}

/// The messages that once named the wrong thing: every board size a line of numbers may have,
/// a box shape too large to multiply out, a count of nothing, and an option as an output.
#[test]
fn messages_say_what_is_read_and_refuse_what_makes_nothing() {
    let numbers = vec!["0"; 143].join(",");
    assert_eq!(
        refusal("n.txt", &numbers),
        "n.txt: line 1, column 1: a one-line puzzle of numbers separated by commas has 143 \
         numbers; expected one per cell of a board: 16 (4x4), 36 (6x6), 64 (8x8), 81 (9x9), 100 \
         (10x10), 144 (12x12), 196 (14x14), 225 (15x15), 256 (16x16), 324 (18x18), 400 \
         (20x20), 441 (21x21), 484 (22x22), 576 (24x24) or 625 (25x25)"
    );
    assert_eq!(
        refusal("h.txt", "99999999999x99999999999\n1\n"),
        "h.txt: line 1, column 1: bad size header: 99999999999x99999999999 boxes make a \
         9999999999800000000001x9999999999800000000001 board; the largest supported board is \
         25x25"
    );
    let output = stepper(&["generate", "--count", "0"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        text(&output.stderr).starts_with(
            "error: invalid value '0' for '--count <COUNT>': 0 is not in 1..=4294967295\n"
        ),
        "{}",
        text(&output.stderr)
    );
    let output = stepper(&["worksheet", "puzzles/book62.sud", "--out=--help"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        text(&output.stderr).starts_with(
            "error: invalid value '--help' for '--out <OUT>': '--help' looks like an option, not \
             a file name; to name a file or folder that starts with '-', write ./--help\n"
        ),
        "{}",
        text(&output.stderr)
    );
    assert!(!std::path::Path::new("--help").exists());
}

/// A worksheet that cannot be written names the folder asked for, not the hidden folder it is
/// staged in (`/proc` takes no new folder, even from root).
#[test]
fn a_worksheet_that_cannot_be_written_names_its_folder() {
    let output = stepper(&["worksheet", "puzzles/book62.sud", "--out", "/proc/sheet"]);
    assert_eq!(output.status.code(), Some(1));
    let error = text(&output.stderr);
    assert!(
        error.starts_with("error: /proc/sheet: cannot write: "),
        "{error}"
    );
}

/// A time limit stops the work inside an attempt, not between attempts: a 25x25 Jigsaw attempt
/// once ran 100 s past a 20 s limit while its random grid was completed. A limit already passed
/// stops the run before its first attempt, and a search under a passed deadline stops within its
/// first 256 guesses where the same search unbounded finds the grid.
#[test]
fn a_time_limit_stops_the_work_inside_an_attempt() {
    use std::time::Duration;
    use sudoku_stepper::backtrack::{GUESS_BUDGET, count_solutions_or_stop, solve_within};
    use sudoku_stepper::cancel::Cancel;
    use sudoku_stepper::model::RuleSet;
    use sudoku_stepper::tasks::generator::{
        GenerateError, GenerateOptions, generate_unique, generate_within,
    };
    use sudoku_stepper::{Grid, Layout, Level};
    use web_time::Instant;

    let options = GenerateOptions {
        layout: Layout::new(5, 5).unwrap(),
        rules: RuleSet::CLASSIC.with(&sudoku_stepper::model::rules::Jigsaw),
        level: Level::Easy,
        symmetric: false,
        seed: 1,
        practise: None,
    };
    match generate_within(&options, Duration::ZERO, &Cancel::never(), |_| {}) {
        Err(
            error @ GenerateError::TimedOut {
                millis, attempt, ..
            },
        ) => {
            assert_eq!((millis, attempt), (0, 1));
            assert_eq!(
                error.to_string(),
                "no Easy 25x25 Jigsaw puzzle within 0 s (stopped in attempt 1); try an easier \
                 level or a smaller board"
            );
        }
        other => panic!("expected a time-out in attempt 1, got {other:?}"),
    }
    assert_eq!(generate_unique(&options, Duration::ZERO), None);
    let empty = Grid::from_givens(Layout::new(4, 4).unwrap(), &[0; 256]).unwrap();
    let passed = Cancel::never().until(Instant::now());
    assert!(solve_within(&empty, GUESS_BUDGET, &Cancel::never()).is_some());
    assert_eq!(solve_within(&empty, GUESS_BUDGET, &passed), None);
    assert_eq!(
        count_solutions_or_stop(&empty, 2, &Cancel::never()),
        Some(2)
    );
    assert_eq!(count_solutions_or_stop(&empty, 2, &passed), None);
}

/// `explain 'r4c23<>14'` on a 25x25 X once ran the almost-locked-set searches over every pattern
/// of the board for a minute, though no such pattern places a digit. The answer: r4c23 = 14 is
/// the solution's, and no step places it yet.
#[test]
fn a_why_not_of_the_solutions_digit_on_a_25x25_is_answered() {
    let output = stepper(&[
        "explain",
        "tests/data/repro/x-25x25-explain-slow.json",
        "r4c23<>14",
    ]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    assert_eq!(
        text(&output.stdout).lines().next(),
        Some(
            "r4c23<>14: r4c23 = 14 in the solution, but no step places it yet. First comes the \
             next step of the solve path, which does not place r4c23: a Naked Single places \
             r1c15 = 14."
        )
    );
}

/// A Killer X that leans on Forcing Nets for some 240 steps once took 44 to 100 s to rate. The
/// forcing searches of one path now share an allowance of propagations
/// (2,000,000 on a 9x9, twice what one search may run); once it is spent, Brute Force takes the steps they would have,
/// and says why.
#[test]
fn forcing_searches_share_one_allowance_per_path() {
    use sudoku_stepper::Technique;
    use sudoku_stepper::cancel::Cancel;
    use sudoku_stepper::format::read_path;
    use sudoku_stepper::model::Notation;
    use sudoku_stepper::solver::{SolveResult, StepFinder};

    let output = stepper(&["rate", "tests/data/repro/killer-x-unique-rate-44s.sud"]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    assert_eq!(
        text(&output.stdout),
        "tests/data/repro/killer-x-unique-rate-44s.sud: Extreme, score 85770 (8 guesses; Sudoku X + Killer \
         board, uniqueness techniques off)\n"
    );
    let file = read_path(std::path::Path::new(
        "tests/data/repro/killer-x-unique-rate-44s.sud",
    ))
    .unwrap();
    let outcome =
        StepFinder::new(&Technique::DEFAULT).solve(&file.puzzles[0].grid, &Cancel::never());
    assert_eq!(outcome.result, SolveResult::Solved);
    let guesses: Vec<String> = outcome
        .steps
        .iter()
        .filter(|step| step.technique == Technique::BruteForce)
        .map(|step| step.message.render(Notation::RowColumn))
        .collect();
    assert_eq!(guesses.len(), 8);
    assert!(
        guesses[0].starts_with(
            "Brute Force: the forcing searches have run all the propagations one solve allows \
             them, and no other technique finds a step here, so "
        ),
        "{}",
        guesses[0]
    );
}

/// A Killer with several solutions (some sums missing) once took 8 to 30 s to solve and gave a
/// worksheet of 258 pictures. With the allowance of the forcing searches it stops after the 53
/// steps that hold for every solution, and the worksheet says the puzzle is not unique.
#[test]
fn a_killer_with_several_solutions_is_answered_and_its_worksheet_says_so() {
    let file = "tests/data/repro/killer-some-sums-missing.sud";
    let output = stepper(&["solve", file]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    assert_eq!(
        text(&output.stdout).lines().last(),
        Some(
            "tests/data/repro/killer-some-sums-missing.sud: not unique: the puzzle has more than one solution, \
             so it has no logical solve path; 53 steps that hold for every solution"
        )
    );
    let folder = std::env::temp_dir().join(format!("worksheet-not-unique-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    let output = stepper(&["worksheet", file, "--out", folder.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    let summary = text(&output.stdout);
    assert!(
        summary.contains(
            "9x9 Killer, 0 givens. Not rated: the puzzle has more than one solution, so only the \
             steps that hold for every solution are shown."
        ) && summary.contains("Pictures: 50 (49 steps, the puzzle)."),
        "{summary}"
    );
    std::fs::remove_dir_all(&folder).unwrap();
}

/// An empty Windoku Killer with nine cages' sums missing once made `check` give up on a 9x9
/// (exit 3). A board of at most 81 cells now has a budget of `SMALL_BOARD_GUESS_BUDGET` guesses,
/// and a cage's digits that every filling needs are placed or pointed with: it is decided, unique.
#[test]
fn a_9x9_windoku_killer_without_givens_is_decided() {
    assert_eq!(
        check("windoku-killer-9x9-undecided.sud"),
        (Some(0), String::new())
    );
    let output = stepper(&["check", "tests/data/repro/windoku-killer-9x9-undecided.sud"]);
    assert_eq!(
        text(&output.stdout),
        "tests/data/repro/windoku-killer-9x9-undecided.sud: 9x9 (3x3 boxes), Windoku + Killer, 0 givens, unique \
         solution\n"
    );
}
