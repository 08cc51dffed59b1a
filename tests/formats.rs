//! Reading and writing puzzle files: every bundled file parses, each format is recognised with the
//! exact values, malformed input gives exact error messages, and nothing panics on mutated files.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests state their expectations with expect

use std::path::{Path, PathBuf};

use rand::{Rng, SeedableRng, rngs::StdRng};
use sudoku_stepper::format::{
    Format, read_bytes, read_path, read_str, write_hodoku, write_pencil_marks, write_sud,
    write_sukaku,
};
use sudoku_stepper::{Candidates, Cell, Grid, Layout, count_solutions};

fn puzzles_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("puzzles")
}

fn bundled_files() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(puzzles_dir())
        .expect("puzzles/ exists")
        .map(|entry| entry.expect("readable entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "sud"))
        .collect();
    files.sort();
    files
}

fn only_grid(name: &str, text: &str) -> Grid {
    let file = read_str(name, text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(file.puzzles.len(), 1, "{name} holds one puzzle");
    file.puzzles.into_iter().next().expect("one puzzle").grid
}

fn error_of(name: &str, text: &str) -> String {
    match read_str(name, text) {
        Ok(file) => panic!("{name} was read as {:?}", file.format),
        Err(error) => error.to_string(),
    }
}

const BOOK62_LINE: &str =
    "...315.....8...9...3..7..4..1.254.3...........4.693.8..8..4..7...6...4.....539...";

#[test]
fn every_bundled_file_parses() {
    let files = bundled_files();
    assert!(files.len() >= 24, "found {} files", files.len());
    for path in files {
        let file = read_path(&path).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(file.puzzles.len(), 1, "{}", path.display());
    }
}

#[test]
fn the_bundled_top95_collection_holds_95_puzzles() {
    let file = read_path(&puzzles_dir().join("top95.txt")).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(file.puzzles.len(), 95);
}

#[test]
fn the_original_sud_files_are_character_grids() {
    let originals: Vec<PathBuf> = bundled_files()
        .into_iter()
        .filter(|p| {
            !p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("size-"))
        })
        .collect();
    assert_eq!(originals.len(), 18);
    for path in originals {
        let file = read_path(&path).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(file.format, Format::CharGrid, "{}", path.display());
        assert_eq!(file.puzzles[0].grid.layout(), Layout::CLASSIC);
    }
}

#[test]
fn book62_reads_with_its_ten_character_last_row() {
    let file = read_path(&puzzles_dir().join("book62.sud")).expect("book62 parses");
    assert_eq!(file.puzzles[0].grid.to_line(), BOOK62_LINE);
    assert_eq!(file.puzzles[0].grid.given_count(), 26);
}

#[test]
fn the_other_sizes_have_their_box_shapes() {
    let expected = [
        ("size-4x4.sud", 2, 2),
        ("size-6x6.sud", 2, 3),
        ("size-8x8.sud", 2, 4),
        ("size-12x12.sud", 3, 4),
        ("size-16x16.sud", 4, 4),
        ("size-25x25.sud", 5, 5),
    ];
    for (name, rows, cols) in expected {
        let file = read_path(&puzzles_dir().join(name)).expect("parses");
        assert_eq!(file.format, Format::SizeHeader);
        let layout = file.puzzles[0].grid.layout();
        assert_eq!(
            (layout.box_rows(), layout.box_cols()),
            (rows, cols),
            "{name}"
        );
    }
}

#[test]
fn crlf_and_short_lines_read_like_lf() {
    let lf = "   315   \n  8   9\n 3  7  4\n 1 254 3\n\n 4 693 8\n 8  4  7\n  6   4\n   539\n";
    let crlf = lf.replace('\n', "\r\n");
    assert_eq!(only_grid("lf.sud", lf).to_line(), BOOK62_LINE);
    assert_eq!(only_grid("crlf.sud", &crlf).to_line(), BOOK62_LINE);
}

#[test]
fn sadman_sdk_with_dots_and_a_section_header() {
    let text = "[Puzzle]\n...315...\n..8...9..\n.3..7..4.\n.1.254.3.\n.........\n.4.693.8.\n.8..4..7.\n..6...4..\n...539...\n";
    assert_eq!(only_grid("p.sdk", text).to_line(), BOOK62_LINE);
}

#[test]
fn one_line_collections_with_comments_and_suffixes() {
    let text = format!(
        "# a comment\n{BOOK62_LINE}\n{}:1:solution\n{},label;poster,95532\n",
        BOOK62_LINE.replace('.', "0"),
        BOOK62_LINE
    );
    let file = read_str("c.txt", &text).expect("parses");
    assert_eq!(file.format, Format::OneLine);
    assert_eq!(file.puzzles.len(), 3);
    for (puzzle, line) in file.puzzles.iter().zip([2, 3, 4]) {
        assert_eq!(puzzle.grid.to_line(), BOOK62_LINE);
        assert_eq!(puzzle.line, line);
    }
}

#[test]
fn a_collection_title_line_is_skipped() {
    let text = format!("HardestDatabase110626\n#!sudoku -c1,PuzzleR\n{BOOK62_LINE},x\n");
    let file = read_str("h.txt", &text).expect("parses");
    assert_eq!(file.puzzles.len(), 1);
    assert_eq!(file.puzzles[0].line, 3);
}

#[test]
fn a_4x4_one_line_puzzle() {
    let grid = only_grid("four.txt", "1..4.4.......3..\n");
    assert_eq!(grid.layout(), Layout::new(2, 2).expect("2x2"));
    assert_eq!(
        grid.values(),
        &[1, 0, 0, 4, 0, 4, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0]
    );
}

#[test]
fn simple_sudoku_ss_grid() {
    let text = "...|315|...\n..8|...|9..\n.3.|.7.|.4.\n-----------\n.1.|254|.3.\n...|...|...\n.4.|693|.8.\n-----------\n.8.|.4.|.7.\n..6|...|4..\n...|539|...\n";
    let file = read_str("p.ss", text).expect("parses");
    assert_eq!(file.format, Format::Decorated);
    assert_eq!(file.puzzles[0].grid.to_line(), BOOK62_LINE);
}

#[test]
fn decorated_printout_with_spaces_and_plus_corners() {
    let text = "\
+-------+-------+-------+
| . . . | 3 1 5 | . . . |
| . . 8 | . . . | 9 . . |
| . 3 . | . 7 . | . 4 . |
+-------+-------+-------+
| . 1 . | 2 5 4 | . 3 . |
| . . . | . . . | . . . |
| . 4 . | 6 9 3 | . 8 . |
+-------+-------+-------+
| . 8 . | . 4 . | . 7 . |
| . . 6 | . . . | 4 . . |
| . . . | 5 3 9 | . . . |
+-------+-------+-------+
";
    assert_eq!(only_grid("p.txt", text).to_line(), BOOK62_LINE);
}

#[test]
fn space_separated_grid_with_x_for_empty() {
    let text = "x x x 3 1 5 x x x\nx x 8 x x x 9 x x\nx 3 x x 7 x x 4 x\nx 1 x 2 5 4 x 3 x\nx x x x x x x x x\nx 4 x 6 9 3 x 8 x\nx 8 x x 4 x x 7 x\nx x 6 x x x 4 x x\nx x x 5 3 9 x x x";
    assert_eq!(only_grid("x.sud", text).to_line(), BOOK62_LINE);
}

/// Book 62 as a Project Euler `Grid NN` block, lines ended by `eol`.
fn euler_block(number: usize, eol: &str) -> String {
    let rows: String = BOOK62_LINE
        .replace('.', "0")
        .as_bytes()
        .chunks(9)
        .map(|row| format!("{}{eol}", String::from_utf8_lossy(row)))
        .collect();
    format!("Grid {number:02}{eol}{rows}")
}

/// Book 62 after `steps` steps of the default techniques.
fn book62_after(steps: usize) -> Grid {
    let mut grid = only_grid("book62.sud", include_str!("../puzzles/book62.sud"));
    for _ in 0..steps {
        let step = sudoku_stepper::solver::next_step(&grid, &sudoku_stepper::Technique::ALL)
            .expect("consistent")
            .expect("a step");
        step.apply(&mut grid);
    }
    grid
}

#[test]
fn project_euler_grid_list() {
    let text = format!("{}{}", euler_block(1, "\r\n"), euler_block(2, "\r\n"));
    let file = read_str("euler.txt", &text).expect("parses");
    assert_eq!(file.format, Format::GridList);
    assert_eq!(file.puzzles.len(), 2);
    assert_eq!(file.puzzles[1].line, 11);
    assert_eq!(file.puzzles[1].grid.to_line(), BOOK62_LINE);
}

#[test]
fn two_line_header_with_letters_for_large_digits() {
    let text = "2\n3\n..36..\n.2...4\n5...6.\n.3...5\n3...1.\n..14..\n";
    let grid = only_grid("Su.txt", text);
    assert_eq!(grid.layout(), Layout::new(2, 3).expect("2x3"));
    assert_eq!(grid.to_line(), "..36...2...45...6..3...53...1...14..");
    let letters = "3x4\nAB..........\n".to_string() + &"............\n".repeat(11);
    let grid = only_grid("letters.txt", &letters);
    assert_eq!(&grid.values()[..3], &[10, 11, 0]);
}

#[test]
fn header_form_with_two_digit_values() {
    let mut text = String::from("3x4\n");
    text.push_str("12 - - - - - - - - - - 10\n");
    for _ in 0..11 {
        text.push_str("- - - - - - - - - - - -\n");
    }
    let grid = only_grid("twelve.txt", &text);
    assert_eq!(grid.values()[0], 12);
    assert_eq!(grid.values()[11], 10);
    assert_eq!(grid.given_count(), 2);
}

fn sud_with_row(row: usize, text: &str) -> String {
    let mut rows: Vec<String> = BOOK62_LINE
        .as_bytes()
        .chunks(9)
        .map(|r| String::from_utf8_lossy(r).replace('.', " "))
        .collect();
    rows[row] = text.to_string();
    rows.join("\n") + "\n"
}

#[test]
fn error_too_few_rows() {
    let text: String = sud_with_row(0, "   315   ")
        .lines()
        .take(8)
        .map(|l| format!("{l}\n"))
        .collect();
    assert_eq!(
        error_of("short.sud", &text),
        "short.sud: line 9, column 1: expected 9 rows, found 8"
    );
}

#[test]
fn error_row_too_long_in_header_form() {
    let text = "2x2\n1 - - -\n- - - - 3\n- - - -\n- - - -\n";
    assert_eq!(
        error_of("wide.txt", text),
        "wide.txt: line 3, column 9: row 2 has more than 4 cells"
    );
}

#[test]
fn error_row_too_long_in_character_grid() {
    assert_eq!(
        error_of("wide.sud", &sud_with_row(2, " 3  7  4  5")),
        "wide.sud: line 3, column 11: row 3 has more than 9 cells"
    );
}

#[test]
fn error_bad_character() {
    assert_eq!(
        error_of("bad.sud", &sud_with_row(1, "  8 a 9  ")),
        "bad.sud: line 2, column 5: unexpected character 'a'; expected a digit 1-9, or a space for an empty cell"
    );
}

#[test]
fn error_zero_in_character_grid() {
    assert_eq!(
        error_of("zero.sud", &sud_with_row(3, " 1 254030")),
        "zero.sud: line 4, column 7: '0' is not a digit of a 9x9 character grid; expected 1-9, or a space for an empty cell"
    );
}

#[test]
fn error_duplicate_givens_name_both_cells_and_the_house() {
    assert_eq!(
        error_of("dup.sud", &sud_with_row(0, "   315 5 ")),
        "dup.sud: line 1, column 8: duplicate given: 5 appears twice in row 1, at r1c6 and r1c8"
    );
    assert_eq!(
        error_of("dupbox.sud", &sud_with_row(1, "3 8   9  ")),
        "dupbox.sud: line 3, column 2: duplicate given: 3 appears twice in box 1, at r2c1 and r3c2"
    );
}

#[test]
fn error_empty_file() {
    assert_eq!(
        read_bytes("empty.sud", b"").expect_err("empty").to_string(),
        "empty.sud: the file is empty; expected a puzzle"
    );
    assert_eq!(
        error_of("blank.sud", "  \n\n \r\n"),
        "blank.sud: the file is empty; expected a puzzle"
    );
}

#[test]
fn error_random_bytes() {
    let mut rng = StdRng::seed_from_u64(7);
    let mut bytes = vec![0u8; 4096];
    rng.fill(&mut bytes[..]);
    bytes[0] = 0x89;
    assert_eq!(
        read_bytes("noise.bin", &bytes)
            .expect_err("binary")
            .to_string(),
        "noise.bin: line 1, column 1: byte 0x89 is not text; expected a puzzle as plain text"
    );
    assert_eq!(
        read_bytes("nul.sud", b"   315   \n  8\x00")
            .expect_err("binary")
            .to_string(),
        "nul.sud: line 2, column 4: byte 0x00 is not text; expected a puzzle as plain text"
    );
}

#[test]
fn error_file_over_one_mebibyte() {
    let big = vec![b' '; 2 * 1024 * 1024];
    assert_eq!(
        read_bytes("big.sud", &big)
            .expect_err("too large")
            .to_string(),
        "big.sud: the file is 2097152 bytes; a puzzle file may be at most 1 MiB (1048576 bytes)"
    );
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("stepper-big-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join("big.sud");
    std::fs::write(&path, &big).expect("write");
    let error = read_path(&path).expect_err("too large");
    assert_eq!(
        error.kind.to_string(),
        "the file is 2097152 bytes; a puzzle file may be at most 1 MiB (1048576 bytes)"
    );
    std::fs::remove_dir_all(&dir).expect("clean up");
}

#[test]
fn error_value_out_of_range_in_header_form() {
    let text = "2x2\n1 - - -\n- 5 - -\n- - - -\n- - - -\n";
    assert_eq!(
        error_of("range.txt", text),
        "range.txt: line 3, column 3: value 5 is out of range; expected 1 to 4, or '-' for an empty cell"
    );
}

#[test]
fn error_board_too_large() {
    let text = "5\n6\n".to_string() + &format!("{}\n", ".".repeat(30)).repeat(30);
    assert_eq!(
        error_of("huge.txt", &text),
        "huge.txt: line 1, column 1: bad size header: 5x6 boxes make a 30x30 board; the largest supported board is 25x25"
    );
}

#[test]
fn error_one_line_puzzle_of_wrong_length() {
    let text = format!("{BOOK62_LINE}\n{}\n", &BOOK62_LINE[..80]);
    assert_eq!(
        error_of("lines.txt", &text),
        "lines.txt: line 2, column 1: a one-line puzzle has 80 cells; expected 81 (9x9), or 16 \
         (4x4), 36 (6x6) or 64 (8x8)"
    );
}

#[test]
fn error_text_after_the_grid() {
    let text = sud_with_row(0, "   315   ") + "\n  junk\n";
    assert_eq!(
        error_of("junk.sud", &text),
        "junk.sud: line 11, column 3: unexpected text after the last row; the grid has only 9 rows"
    );
}

#[test]
fn error_missing_file_names_the_path() {
    let error = read_path(Path::new("no/such/file.sud")).expect_err("missing");
    assert!(
        error
            .to_string()
            .starts_with("no/such/file.sud: cannot read the file: ")
    );
}

#[test]
fn round_trip_every_size() {
    for path in bundled_files() {
        let grid = read_path(&path).expect("parses").puzzles[0].grid.clone();
        let written = write_sud(&grid);
        let again = only_grid("written.sud", &written);
        assert_eq!(again, grid, "{}", path.display());
        assert_eq!(write_sud(&again), written);
    }
}

#[test]
fn nine_by_nine_is_written_as_a_character_grid() {
    let grid = only_grid("l.txt", BOOK62_LINE);
    let text = write_sud(&grid);
    assert_eq!(text.lines().next(), Some("   315   "));
    assert_eq!(text.lines().count(), 9);
}

#[test]
fn mutated_files_never_panic_and_errors_point_inside_the_file() {
    let mut rng = StdRng::seed_from_u64(2024);
    let mut originals: Vec<Vec<u8>> = bundled_files()
        .iter()
        .map(|p| std::fs::read(p).expect("readable"))
        .collect();
    let book62 = only_grid("book62.sud", include_str!("../puzzles/book62.sud"));
    let big = only_grid("16.sud", include_str!("../puzzles/size-16x16.sud"));
    let position = book62_after(20);
    let every_format = [
        format!("{}\n{}\n", book62.to_line(), BOOK62_LINE.replace('.', "0")),
        format!("{}\n", big.to_line()),
        sudoku_stepper::format::write_pencil_marks(&position).expect("a position"),
        pencil_marks(&position),
        euler_block(1, "\n"),
        include_str!("../puzzles/top95.txt").to_string(),
    ];
    for text in &every_format {
        assert!(read_str("original", text).is_ok(), "{text}");
    }
    let formats: Vec<Format> = every_format
        .iter()
        .map(|t| read_str("original", t).expect("reads").format)
        .collect();
    assert_eq!(
        formats,
        [
            Format::OneLine,
            Format::OneLine,
            Format::PencilMarks,
            Format::PencilMarks,
            Format::GridList,
            Format::OneLine
        ]
    );
    originals.extend(every_format.into_iter().map(String::into_bytes));
    let alphabet = b" .0123456789|+-x#\r\n\t:,ABZ\xff\x00";
    for round in 0..6000 {
        let mut bytes = originals[round % originals.len()].clone();
        for _ in 0..rng.random_range(1..6) {
            let at = rng.random_range(0..=bytes.len());
            match rng.random_range(0..5) {
                0 if at < bytes.len() => bytes[at] = alphabet[rng.random_range(0..alphabet.len())],
                1 => bytes.insert(at, alphabet[rng.random_range(0..alphabet.len())]),
                2 if at < bytes.len() => {
                    bytes.remove(at);
                }
                3 => bytes.truncate(at),
                _ => {
                    let copy = bytes[..at].to_vec();
                    bytes.extend_from_slice(&copy);
                }
            }
        }
        let line_count = bytes.iter().filter(|&&b| b == b'\n').count() + 2;
        match read_bytes("mutated", &bytes) {
            Ok(file) => {
                assert!(!file.puzzles.is_empty());
                for puzzle in file.puzzles {
                    assert_eq!(puzzle.grid.first_conflict(), None);
                }
            }
            Err(error) => {
                assert_eq!(error.file, "mutated");
                if let Some(position) = error.position {
                    assert!(position.line >= 1 && position.line <= line_count, "{error}");
                    assert!(position.column >= 1, "{error}");
                }
            }
        }
    }
}

#[test]
fn every_bundled_file_is_offered_as_a_sample() {
    let mut sample_names: Vec<&str> = sudoku_stepper::tasks::samples::SAMPLES
        .iter()
        .map(|s| s.name)
        .collect();
    sample_names.sort_unstable();
    let mut file_names: Vec<String> = bundled_files()
        .iter()
        .map(|p| p.file_name().expect("name").to_string_lossy().into_owned())
        .collect();
    file_names.sort_unstable();
    assert_eq!(sample_names, file_names);
    for sample in sudoku_stepper::tasks::samples::SAMPLES {
        let on_disk = std::fs::read_to_string(puzzles_dir().join(sample.name)).expect("readable");
        assert_eq!(sample.text, on_disk);
    }
}

/// Prints a 9x9 grid as HoDoKu prints pencil marks.
fn pencil_marks(grid: &Grid) -> String {
    let cell_text = |i: usize| {
        let cell = sudoku_stepper::Cell::new(i);
        match grid.value(cell) {
            Some(digit) => digit.to_string(),
            None => grid
                .candidates(cell)
                .iter()
                .map(|d| d.to_string())
                .collect(),
        }
    };
    let mut text = String::from(".-----------------.-----------------.-----------------.\n");
    for row in 0..9 {
        if row == 3 || row == 6 {
            text.push_str(":-----------------+-----------------+-----------------:\n");
        }
        text.push('|');
        for col in 0..9 {
            text.push_str(&format!(" {:<5}", cell_text(row * 9 + col)));
            if col % 3 == 2 {
                text.push('|');
            }
        }
        text.push('\n');
    }
    text.push_str("'-----------------'-----------------'-----------------'\n");
    text
}

#[test]
fn pencil_mark_grid_of_a_4x4_board() {
    let text = "\
.-------.-------.
| 1  23 | 4  23 |
| 4  23 | 1  23 |
:-------+-------:
| 23 1  | 23 4  |
| 23 4  | 23 1  |
'-------'-------'
";
    let file = read_str("marks.txt", text).expect("parses");
    assert_eq!(file.format, Format::PencilMarks);
    let grid = &file.puzzles[0].grid;
    assert_eq!(grid.layout(), Layout::new(2, 2).expect("2x2"));
    assert_eq!(
        grid.values(),
        &[1, 0, 4, 0, 4, 0, 1, 0, 0, 1, 0, 4, 0, 4, 0, 1]
    );
    assert_eq!(grid.given_count(), 0);
    let two_three: Vec<u8> = grid
        .candidates(sudoku_stepper::Cell::new(1))
        .iter()
        .map(|d| d.get())
        .collect();
    assert_eq!(two_three, vec![2, 3]);
}

#[test]
fn pencil_marks_round_trip_a_position_mid_solve() {
    let grid = book62_after(25);
    let text = pencil_marks(&grid);
    let file = read_str("position.txt", &text).expect("parses");
    assert_eq!(file.format, Format::PencilMarks);
    let read = &file.puzzles[0].grid;
    let mut singles = 0;
    for i in 0..81 {
        let cell = sudoku_stepper::Cell::new(i);
        match grid.candidates(cell).single() {
            Some(digit) => {
                singles += 1;
                assert_eq!(
                    read.value(cell),
                    Some(digit),
                    "a lone candidate reads as placed"
                );
            }
            None => {
                assert_eq!(read.value(cell), grid.value(cell), "cell {i}");
                assert_eq!(read.candidates(cell), grid.candidates(cell), "cell {i}");
            }
        }
    }
    assert!(singles > 0, "the position shows the lone-candidate rule");
    let plain = text.replace(['|', ':', '.', '\'', '-', '+'], " ");
    let again = read_str("plain.txt", &plain).expect("parses without decoration");
    assert_eq!(again.puzzles[0].grid.values(), read.values());
}

#[test]
fn pencil_mark_errors_point_at_the_cell() {
    let text = "12 3 4 1\n3 4 1 2\n2 1 4 3\n4 3 2 15\n";
    assert_eq!(
        error_of("bad-marks.txt", text),
        "bad-marks.txt: line 4, column 8: r4c4: '5' is not a candidate of a 4x4 board; expected digits 1 \
         to 4"
    );
    let text = "12 3 4 1\n3 4 1 2\n2 1 4 3\n4 3 2\n";
    assert_eq!(
        error_of("short-marks.txt", text),
        "short-marks.txt: line 4, column 6: row 4 has 3 cells; expected 4"
    );
}

#[test]
fn comma_separated_lines_point_at_the_bad_field() {
    let mut fields = vec!["0"; 144];
    fields[13] = "1x";
    assert_eq!(
        error_of("bad.txt", &format!("{}\n", fields.join(","))),
        "bad.txt: line 1, column 27: unexpected character 'x'; expected a number from 1 to the \
         board size, or 0 for an empty cell"
    );
    fields[13] = "13";
    assert_eq!(
        error_of("big.txt", &format!("{}\n", fields.join(","))),
        "big.txt: line 1, column 27: value 13 in r2c2 is out of range (1 to 12)"
    );
}

#[test]
fn an_out_of_range_digit_is_reported_at_its_own_column() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/repro/oor4.txt");
    let error = read_path(&path).expect_err("out of range").to_string();
    assert_eq!(
        error,
        format!(
            "{}: line 1, column 16: value 9 in r4c4 is out of range (1 to 4)",
            path.display()
        )
    );
}

fn repro(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/repro")
        .join(name)
}

#[test]
fn a_sparse_sud_is_read_as_a_9x9_grid_whatever_its_first_rows_look_like() {
    let header_like = read_path(&repro("sud-misread-as-header.sud")).expect("a 9x9 .sud");
    assert_eq!(header_like.format, Format::CharGrid);
    let grid = &header_like.puzzles[0].grid;
    assert_eq!((grid.n(), grid.given_count()), (9, 18));
    assert_eq!(grid.value(Cell::new(0)).map(|d| d.get()), Some(1));
    assert_eq!(grid.value(Cell::new(9)).map(|d| d.get()), Some(3));
    assert_eq!(count_solutions(grid, 2), Some(1));
    let marks_like = read_path(&repro("sud-misread-as-pencilmarks.sud")).expect("a 9x9 .sud");
    assert_eq!(marks_like.format, Format::CharGrid);
    assert_eq!(marks_like.puzzles[0].grid.given_count(), 8);
    let empty = read_path(&repro("empty9-as-written.sud")).expect("an empty 9x9");
    assert_eq!(empty.format, Format::CharGrid);
    assert_eq!(empty.puzzles[0].grid.given_count(), 0);
    assert_eq!(empty.puzzles[0].grid.n(), 9);
    assert_eq!(
        error_of("blank.txt", "\n\n\n"),
        "blank.txt: the file is empty; expected a puzzle"
    );
}

#[test]
fn a_one_line_collection_keeps_one_board_size() {
    let path = repro("oneline-silently-4x4.txt");
    assert_eq!(
        read_path(&path)
            .expect_err("a '-' in a 9x9 line")
            .to_string(),
        format!(
            "{}: line 2, column 17: unexpected character '-'; expected a digit 1-9, or '.' or '0' \
             for an empty cell",
            path.display()
        )
    );
    let full = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    let cut = &full[..64];
    assert_eq!(
        error_of("cut.txt", &format!("{full}\n{cut}\n")),
        "cut.txt: line 2, column 1: line has 64 cells, expected 81 like the first puzzle (line 1)"
    );
    let alone = read_str("alone.txt", &format!("{}\n", ".".repeat(64))).expect("an 8x8 alone");
    assert_eq!(alone.puzzles[0].grid.n(), 8);
    let rated = read_str("rated.txt", &format!("{full};ER=7.1\n{full} #2\n")).expect("labels");
    assert_eq!(rated.puzzles.len(), 2);
}

#[test]
fn headers_are_echoed_as_written_and_a_byte_order_mark_takes_no_column() {
    assert_eq!(
        error_of("huge.sud", "18446744073709551616x2\n"),
        "huge.sud: line 1, column 1: bad size header: 18446744073709551616x2 is not a box shape; \
         box rows and columns are whole numbers from 2 to 12, and the largest board is 25x25"
    );
    assert_eq!(
        error_of("negative.sud", "-2x2\n1 2 3 4\n"),
        "negative.sud: line 1, column 1: bad size header: -2x2 is not a box shape; box rows and \
         columns are whole numbers from 2 to 12, and the largest board is 25x25"
    );
    assert_eq!(
        read_bytes("bom.txt", b"\xef\xbb\xbf12\x01\n")
            .expect_err("a control byte")
            .to_string(),
        "bom.txt: line 1, column 3: byte 0x01 is not text; expected a puzzle as plain text"
    );
    assert_eq!(
        error_of(
            "bom.sud",
            "\u{feff}2x2\n1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 9\n"
        ),
        "bom.sud: line 5, column 7: value 9 is out of range; expected 1 to 4, or '-' for an \
         empty cell"
    );
}

#[test]
fn the_pencil_mark_writer_reads_back_and_refuses_what_it_cannot_hold() {
    assert!(!sudoku_stepper::format::is_position(&book62_after(0)));
    let grid = book62_after(25);
    assert!(sudoku_stepper::format::is_position(&grid));
    let text = sudoku_stepper::format::write_pencil_marks(&grid).expect("a 9x9 position");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 11, "nine rows and two band lines:\n{text}");
    assert!(lines[3].contains("-+-"), "{text}");
    let read = read_str("position.txt", &text).expect("reads back");
    assert_eq!(read.format, Format::PencilMarks);
    let read = &read.puzzles[0].grid;
    for i in 0..81 {
        let cell = Cell::new(i);
        match grid.candidates(cell).single() {
            Some(digit) => assert_eq!(read.value(cell), Some(digit), "a lone candidate is placed"),
            None => {
                assert_eq!(read.value(cell), grid.value(cell), "cell {i}");
                assert_eq!(read.candidates(cell), grid.candidates(cell), "cell {i}");
            }
        }
    }
    let again = sudoku_stepper::format::write_pencil_marks(read).expect("still a position");
    assert_eq!(
        read_str("again.txt", &again).expect("reads").puzzles[0].grid,
        *read,
        "a position read from pencil marks is written back the same"
    );
    let big = Grid::empty(Layout::new(4, 4).expect("16x16"));
    let marks = sudoku_stepper::format::write_pencil_marks(&big).expect("16x16 pencil marks");
    assert!(
        marks.starts_with("123456789ABCDEFG 123456789ABCDEFG"),
        "digits from 10 are letters"
    );
    assert_eq!(
        read_str("big.txt", &marks).expect("reads").puzzles[0].grid,
        big
    );
    let sideways = Grid::empty(Layout::new(3, 2).expect("6x6 of 3x2 boxes"));
    assert_eq!(sudoku_stepper::format::write_pencil_marks(&sideways), None);
}

/// Every supported box shape: rows and columns of at least 2, at most 25 cells per box.
fn every_layout() -> Vec<Layout> {
    (2..=12)
        .flat_map(|rows| (2..=12).map(move |cols| (rows, cols)))
        .filter_map(|(rows, cols)| Layout::new(rows, cols).ok())
        .collect()
}

#[test]
fn every_writer_reads_back_every_board_of_every_shape() {
    let mut rng = StdRng::seed_from_u64(17);
    let layouts = every_layout();
    assert_eq!(layouts.len(), 38);
    let mut checked = 0;
    for layout in layouts {
        let full = sudoku_stepper::solve(&Grid::empty(layout)).expect("a solution");
        for density in [0.0, 1.0, 0.1, 0.35, 0.7] {
            let values: Vec<u8> = full
                .values()
                .iter()
                .map(|&v| if rng.random_bool(density) { v } else { 0 })
                .collect();
            let grid = Grid::from_givens(layout, &values).expect("a grid");
            let label = format!("{layout}, {density}");
            let sud = only_grid("written.sud", &write_sud(&grid));
            assert_eq!(sud, grid, "{label}: .sud");
            if Layout::for_size(layout.n()) == Some(layout) {
                let line = only_grid("written.txt", &format!("{}\n", grid.to_line()));
                assert_eq!(line, grid, "{label}: one line (which has no box shape)");
            }
            if let Some(marks) = sudoku_stepper::format::write_pencil_marks(&grid) {
                let read = only_grid("marks.txt", &marks);
                assert_eq!(read.values(), grid.values(), "{label}: pencil marks");
                let again = sudoku_stepper::format::write_pencil_marks(&read);
                assert_eq!(again.as_ref(), Some(&marks), "{label}: pencil marks twice");
            }
            checked += 1;
        }
    }
    assert_eq!(checked, 38 * 5);
}

/// Every bundled board size, before and after some steps of its default path.
fn positions_of_every_size() -> Vec<(String, Grid)> {
    let mut positions = Vec::new();
    for name in [
        "size-4x4.sud",
        "size-6x6.sud",
        "size-8x8.sud",
        "book62.sud",
        "size-12x12.sud",
        "size-16x16.sud",
        "size-25x25.sud",
    ] {
        let puzzle = read_path(&puzzles_dir().join(name)).expect(name).puzzles[0]
            .grid
            .clone();
        let steps =
            sudoku_stepper::solver::solve_steps(&puzzle, &sudoku_stepper::Technique::DEFAULT).steps;
        for after in [0, 1, steps.len() / 2] {
            let mut grid = puzzle.clone();
            for step in &steps[..after] {
                step.apply(&mut grid);
            }
            positions.push((format!("{name} after {after}"), grid));
        }
    }
    positions
}

/// The digits of every cell and the candidates of every empty one; with `settled`, an empty cell
/// left with one candidate counts as holding it (a candidate string cannot tell them apart).
fn contents(grid: &Grid, settled: bool) -> Vec<(Option<u8>, Vec<u8>)> {
    (0..grid.n() * grid.n())
        .map(Cell::new)
        .map(
            |cell| match (grid.value(cell), grid.candidates(cell).single()) {
                (Some(digit), _) => (Some(digit.get()), Vec::new()),
                (None, Some(only)) if settled => (Some(only.get()), Vec::new()),
                (None, _) => (
                    None,
                    grid.candidates(cell).iter().map(|d| d.get()).collect(),
                ),
            },
        )
        .collect()
}

#[test]
fn candidate_strings_and_pencil_marks_read_back_to_the_same_position_on_every_size() {
    for (label, grid) in positions_of_every_size() {
        let n = grid.n();
        let sukaku = write_sukaku(&grid);
        assert_eq!(sukaku.trim_end().len(), n * n * n, "{label}");
        let read = only_grid("position.txt", &sukaku);
        assert_eq!(read.layout(), grid.layout(), "{label}");
        assert_eq!(
            contents(&read, false),
            contents(&grid, true),
            "{label}: sukaku"
        );
        assert_eq!(
            read_str("position.txt", &sukaku).expect("reads").format,
            Format::Sukaku
        );
        let open_choice = (0..n * n).any(|i| {
            grid.value(Cell::new(i)).is_none() && grid.candidates(Cell::new(i)).len() >= 2
        });
        assert!(
            open_choice,
            "{label}: every sample position has a cell to choose in"
        );
        let marks = write_pencil_marks(&grid).unwrap_or_else(|| panic!("{label}: pencil marks"));
        let read = read_str("position.txt", &marks).expect("reads");
        assert_eq!(read.format, Format::PencilMarks, "{label}");
        assert_eq!(
            contents(&read.puzzles[0].grid, false),
            contents(&grid, true),
            "{label}: pencil marks"
        );
    }
}

#[test]
fn one_line_and_sud_exports_read_back_to_the_same_digits_on_every_size() {
    for (label, grid) in positions_of_every_size() {
        for (kind, text) in [("line", grid.to_line()), ("sud", write_sud(&grid))] {
            let read = only_grid("position.txt", &text);
            assert_eq!(read.layout(), grid.layout(), "{label}: {kind}");
            assert_eq!(read.values(), grid.values(), "{label}: {kind}");
        }
    }
}

#[test]
fn a_candidate_string_names_a_cell_left_without_candidates() {
    let mut text = "123456789".repeat(81);
    text.replace_range(9..18, ".........");
    assert_eq!(
        error_of("empty.txt", &text),
        "empty.txt: line 1, column 10: r1c2 has no candidate left"
    );
}

/// `grid` with every candidate its placed digits rule out taken out: what a HoDoKu library line
/// keeps, since it writes only the candidates taken out beyond that.
fn with_candidates_eliminated(grid: &Grid) -> Grid {
    let mut settled = grid.clone();
    for index in 0..grid.n() * grid.n() {
        let cell = Cell::new(index);
        if grid.value(cell).is_none() {
            let ruled_out = grid.placed_among_peers(cell);
            settled.set_candidates(cell, grid.candidates(cell) & !ruled_out);
        }
    }
    settled
}

#[test]
fn hodoku_library_lines_read_back_to_the_same_position_on_every_size_up_to_9x9() {
    let mut checked = 0;
    for (label, grid) in positions_of_every_size() {
        let Some(line) = write_hodoku(&grid) else {
            assert!(grid.n() > 9, "{label}: a library line holds up to 9x9");
            continue;
        };
        assert!(line.starts_with(":0000:x:"), "{label}: {line}");
        let file = read_str("position.txt", &line).expect("reads");
        assert_eq!(file.format, Format::HodokuLibrary, "{label}");
        let read = &file.puzzles[0].grid;
        assert_eq!(
            with_candidates_eliminated(read),
            with_candidates_eliminated(&grid),
            "{label}: givens, placed digits and candidates"
        );
        assert_eq!(write_hodoku(read).as_ref(), Some(&line), "{label}: twice");
        checked += 1;
    }
    assert_eq!(
        checked,
        4 * 3,
        "4x4, 6x6, 8x8 and 9x9, each at three points"
    );
}

#[test]
fn a_hodoku_library_line_keeps_givens_placed_digits_and_deleted_candidates() {
    let text = ":0000:x:..7.3.......56.14.5....1.2...13....229.....643....49...5.7....1.16.59.......1.6..:::\n\
                # a comment between puzzles\n\
                :0300:4:135792..4.9.8315278725461...8.917.5....3.4.783.72.89.1...673.1....1297..7..485..6:653 472 473 277 483 683 388:481:c28 r68\n";
    let file = read_str("library.txt", text).expect("reads");
    assert_eq!(file.format, Format::HodokuLibrary);
    assert_eq!(file.puzzles.len(), 2);
    let [first, second] = [0, 1].map(|i| &file.puzzles[i]);
    assert_eq!((first.line, second.line), (1, 3));
    assert_eq!(
        first.grid,
        Grid::from_givens(Layout::for_size(9).expect("9x9"), first.grid.values())
            .expect("a puzzle"),
        "no placed digit and nothing deleted: a plain puzzle"
    );
    assert_eq!(first.grid.given_count(), 28);
    let grid = &second.grid;
    assert_eq!(grid.given_count(), 49);
    let r7c2 = Cell::new(6 * 9 + 1);
    assert_eq!(
        grid.candidates(r7c2)
            .iter()
            .map(|d| d.get())
            .collect::<Vec<_>>(),
        [2, 5],
        "4 deleted (472); the digits rule out the others"
    );
    assert_eq!(
        grid.candidates(Cell::new(6 * 9 + 2))
            .iter()
            .map(|d| d.get())
            .collect::<Vec<_>>(),
        [8, 9]
    );
    let grid = only_grid("small.txt", ":0000:x:+12....1........+1:413::\n");
    assert_eq!(grid.n(), 4);
    assert_eq!(
        grid.values(),
        [1, 2, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1]
    );
    assert_eq!(grid.given_count(), 2, "r1c2 and r2c3 are givens");
    assert!(grid.is_given(Cell::new(1)) && !grid.is_given(Cell::new(0)));
    assert_eq!(
        grid.candidates(Cell::new(2)),
        Candidates::from_bits(1 << 2),
        "r1c3: 1 and 2 in its row, 4 deleted (413); a single candidate, not a placed digit"
    );
    assert_eq!(grid.candidates(Cell::new(3)).len(), 2, "r1c4: 3 and 4");
}

#[test]
fn hodoku_library_lines_with_a_variant_suffix_are_read() {
    let grid = "..7.3.......56.14.5....1.2...13....229.....643....49...5.7....1.16.59.......1.6..";
    let plain = only_grid("lib.txt", &format!(":0904:9:{grid}:::\n"));
    let variant = only_grid("lib.txt", &format!(":0904-1:9:{grid}:::\n"));
    assert_eq!(variant, plain);
    assert_eq!(variant.given_count(), 28);
}

#[test]
fn hodoku_library_line_errors_point_at_the_field() {
    let grid = "..7.3.......56.14.5....1.2...13....229.....643....49...5.7....1.16.59.......1.6..";
    for (line, column, found) in [
        (":09x4:9:", 4, 'x'),
        (":0904-:9:", 6, '-'),
        (":0904-1-2:9:", 8, '-'),
        ("::9:", 2, ':'),
    ] {
        assert_eq!(
            error_of("lib.txt", &format!("{line}{grid}:::\n")),
            format!(
                "lib.txt: line 1, column {column}: unexpected character '{found}'; expected the \
                 step type of a HoDoKu library line: digits, such as 0000 or 0904, with an \
                 optional variant suffix such as 0904-1"
            )
        );
    }
    assert_eq!(
        error_of("lib.txt", ":0000:x\n"),
        "lib.txt: line 1, column 8: a HoDoKu library line needs its grid as the third field \
         (':type:candidates:grid:...')"
    );
    assert_eq!(
        error_of("lib.txt", &format!(":0000:x:{grid}:999 15::\n")),
        "lib.txt: line 1, column 95: deleted candidate '15' should be a digit, a row and a column \
         from 1 to 9 (like 517 for 5 taken out of r1c7)"
    );
    assert_eq!(
        error_of("lib.txt", &format!(":0000:x:{grid}:109::\n")),
        "lib.txt: line 1, column 91: deleted candidate '109' should be a digit, a row and a \
         column from 1 to 9 (like 517 for 5 taken out of r1c7)"
    );
    assert_eq!(
        error_of("lib.txt", ":0000:x:+x2..:::\n"),
        "lib.txt: line 1, column 10: unexpected character 'x'; expected a digit 1-9 after '+'"
    );
    assert_eq!(
        error_of("lib.txt", &format!(":0000:x:{}:::\n", &grid[..80])),
        "lib.txt: line 1, column 9: a one-line puzzle has 80 cells; expected 81 (9x9), or 16 \
         (4x4), 36 (6x6) or 64 (8x8)"
    );
    assert_eq!(
        error_of("lib.txt", ":0000:x:12...........34.:314 414::\n"),
        "lib.txt: line 1, column 30: r1c4 has no candidate left"
    );
    assert_eq!(
        error_of(
            "lib.txt",
            &format!(":0000:x:{grid}:::\n:0000:x:12...........34.:::\n")
        ),
        "lib.txt: line 2, column 1: line has 16 cells, expected 81 like the first puzzle (line 1)"
    );
}
