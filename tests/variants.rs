//! Variant boards: the houses and moves of each rule, the variant text form and its errors, and
//! generated collections of every variant checked against an independent oracle (OR-Tools CP-SAT,
//! `tests/oracle/cpsat_variants.py`, run with the Python of `SUDOKU_ORACLE_PYTHON`, else that of
//! `target/oracle`, where the README's test command puts it): it confirms each puzzle's unique
//! solution, our counter agrees, and every step of the default solve path agrees with that
//! solution.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests state their expectations with expect

mod common;

use common::{generated, oracle, path_checked_against, run_binary};

use sudoku_stepper::cancel::Cancel;
use sudoku_stepper::format::read_str;
use sudoku_stepper::format::{write_fpuzzles, write_fpuzzles_link};
use sudoku_stepper::i18n::{Language, catalogue_keys};
use sudoku_stepper::model::RuleSet;
use sudoku_stepper::model::rules::{
    AntiKing, AntiKnight, RULES, RuleData, SudokuX, Windoku, rule_named,
};
use sudoku_stepper::model::{Parity, Variant};
use sudoku_stepper::solver::solve_steps;
use sudoku_stepper::{
    Candidate, Cell, Digit, Grid, House, Layout, Level, SolutionCount, Technique, examine,
    write_sud,
};

fn names(layout: Layout, house: House) -> Vec<String> {
    let geometry = layout.geometry();
    geometry
        .cells_of(house)
        .iter()
        .map(|&c| format!("r{}c{}", geometry.row_of(c) + 1, geometry.col_of(c) + 1))
        .collect()
}

/// The default order without Common Peer: the pinned paths that check wings, fish, sightings
/// and the Law of Leftovers were taken before it, and it would take some of their steps.
fn without_common_peer() -> Vec<Technique> {
    Technique::DEFAULT
        .into_iter()
        .filter(|&t| t != Technique::CommonPeer)
        .collect()
}

fn classic_with(variant: Variant) -> Layout {
    Layout::CLASSIC.with_variant(variant).expect("fits")
}

#[test]
fn sudoku_x_adds_both_diagonals_and_the_centre_lies_on_both() {
    let layout = classic_with(Variant::CLASSIC.with(&SudokuX));
    let geometry = layout.geometry();
    assert_eq!(geometry.houses().len(), 29);
    assert_eq!(
        names(layout, House::Diagonal(1)),
        [
            "r1c9", "r2c8", "r3c7", "r4c6", "r5c5", "r6c4", "r7c3", "r8c2", "r9c1"
        ]
    );
    assert_eq!(
        geometry.houses_of(Cell::new(40)),
        [
            House::Row(4),
            House::Col(4),
            House::Box(4),
            House::Diagonal(0),
            House::Diagonal(1)
        ]
    );
    assert_eq!(geometry.peers(Cell::new(40)).len(), 32);
    assert_eq!(geometry.peers(Cell::new(1)).len(), 20);
}

#[test]
fn windoku_windows_sit_one_cell_in_and_one_apart_on_every_size() {
    let layout = classic_with(Variant::CLASSIC.with(&Windoku));
    assert_eq!(layout.geometry().houses().len(), 31);
    assert_eq!(
        names(layout, House::Window(1)),
        [
            "r2c6", "r2c7", "r2c8", "r3c6", "r3c7", "r3c8", "r4c6", "r4c7", "r4c8"
        ]
    );
    let windows = |box_rows, box_cols| {
        let layout = Layout::new(box_rows, box_cols)
            .unwrap()
            .with_variant(Variant::CLASSIC.with(&Windoku))
            .unwrap();
        layout.geometry().houses().len() - 3 * layout.n()
    };
    assert_eq!(windows(2, 2), 1);
    assert_eq!(windows(2, 3), 1);
    assert_eq!(windows(4, 4), 9);
    assert_eq!(windows(5, 5), 16);
}

#[test]
fn anti_knight_and_anti_king_cells_are_peers_named_by_their_move() {
    let layout = classic_with(Variant::CLASSIC.with(&AntiKnight).with(&AntiKing));
    let geometry = layout.geometry();
    let moves: Vec<(usize, &str)> = geometry
        .moves_of(Cell::new(0))
        .iter()
        .map(|&(c, m)| (c.index(), m.name))
        .collect();
    assert_eq!(
        moves,
        [
            (11, "a knight's move"),
            (19, "a knight's move"),
            (10, "a king's move")
        ]
    );
    assert_eq!(geometry.peers(Cell::new(40)).len(), 20 + 8);
}

#[test]
fn odd_and_even_cells_start_with_only_their_digits() {
    let mut parity = vec![Parity::Any; 81];
    parity[0] = Parity::Odd;
    parity[1] = Parity::Even;
    let layout = classic_with(Variant {
        parity: Variant::parity_map(&parity),
        ..Variant::CLASSIC
    });
    let grid = Grid::empty(layout);
    let digits = |i: usize| -> Vec<u8> {
        grid.candidates(Cell::new(i))
            .iter()
            .map(|d| d.get())
            .collect()
    };
    assert_eq!(digits(0), [1, 3, 5, 7, 9]);
    assert_eq!(digits(1), [2, 4, 6, 8]);
    assert_eq!(digits(2).len(), 9);
}

const JIGSAW_X: &str = "variant: Sudoku X, Jigsaw
regions:
AAAAABBCC
AAABBBCCC
ABBBDDDCC
EBEEFFDDC
EEEFFFFDC
GEEFFHFDH
GGEIIHDDH
GGGGIHHHH
GGIIIIIIH
grid:
..19...54
.....89..
.4.......
..7......
..3......
9........
2.6...8..
...1.....
.7.......
";

#[test]
fn a_jigsaw_x_file_reads_and_writes_back_to_the_same_puzzle() {
    let file = read_str("jx.txt", JIGSAW_X).expect("reads");
    let grid = &file.puzzles[0].grid;
    let variant = grid.layout().variant();
    assert!(variant.has(&SudokuX) && !variant.has(&Windoku));
    assert_eq!(variant.name(), "Sudoku X + Jigsaw");
    assert_eq!(
        names(grid.layout(), House::Region(1)),
        [
            "r1c6", "r1c7", "r2c4", "r2c5", "r2c6", "r3c2", "r3c3", "r3c4", "r4c2"
        ]
    );
    let written = write_sud(grid);
    assert!(written.starts_with("variant: Sudoku X + Jigsaw\nregions:\nAAAAABBCC\n"));
    let again = read_str("again.txt", &written).expect("reads back");
    assert_eq!(again.puzzles[0].grid, *grid);
    assert_eq!(examine(grid, &Cancel::never()).count, SolutionCount::Unique);
    let steps = solve_steps(grid, &Technique::DEFAULT).steps;
    let messages: Vec<String> = steps.iter().map(|s| s.message.text()).collect();
    assert!(messages[0].contains("in its row, column, region or diagonal ("));
    assert!(
        messages.iter().any(
            |m| m == "Hidden Single: in the rising diagonal, 9 fits only in r4c6, so r4c6 = 9."
        )
    );
}

/// The error of reading `text`.
fn error(text: &str) -> String {
    match read_str("v.txt", text) {
        Ok(_) => panic!("accepted:\n{text}"),
        Err(error) => error.to_string(),
    }
}

#[test]
fn bad_variant_files_are_refused_with_the_line_and_what_is_wrong() {
    assert_eq!(
        error("variant: X + quadruple\ngrid:\n.\n"),
        "v.txt: line 1, column 14: unknown variant 'quadruple'; expected Sudoku X, Windoku, \
         Jigsaw, anti-knight, anti-king, odd/even, Killer, thermometer, arrow, Kropki, XV, \
         non-consecutive, German whispers, renban, palindrome, little killer or sandwich (joined \
         with ',' or '+')"
    );
    let grid = ".........\n".repeat(9);
    assert_eq!(
        error(&format!("variant: jigsaw\ngrid:\n{grid}")),
        "v.txt: line 1, column 1: the 'regions:' section is missing"
    );
    let short_region = JIGSAW_X.replace("GGIIIIIIH", "GGIIIIIHH");
    assert_eq!(
        error(&short_region),
        "v.txt: line 2, column 1: region 8 has 10 cells; every region of a 9x9 board has 9"
    );
    let in_pieces = JIGSAW_X.replace(
        "AAAAABBCC\nAAABBBCCC\nABBBDDDCC",
        "AAAAABBCA\nAAABBBCCC\nCBBBDDDCC",
    );
    assert_eq!(
        error(&in_pieces),
        "v.txt: line 2, column 1: region 1 is in pieces: r1c9 does not join r1c1 side by side"
    );
    assert_eq!(
        error(&JIGSAW_X.replace("GGIIIIIIH\n", "")),
        "v.txt: line 10, column 1: the 'regions:' section has 8 rows; expected 9"
    );
    assert_eq!(
        error(&JIGSAW_X.replace(".7.......", "47.......")),
        "v.txt: line 21, column 1: duplicate given: 4 appears twice in the rising diagonal, at \
         r1c9 and r9c1"
    );
    let knight = format!(
        "variant: anti-knight\ngrid:\n..5......\n....5....\n{}",
        ".........\n".repeat(7)
    );
    assert_eq!(
        error(&knight),
        "v.txt: line 4, column 5: 5 appears twice a knight's move apart: r1c3 and r2c5"
    );
    let parity = format!(
        "variant: odd/even\nodd/even:\ne........\n{}grid:\n5........\n{}",
        ".........\n".repeat(8),
        ".........\n".repeat(8)
    );
    assert_eq!(
        error(&parity),
        "v.txt: line 13, column 1: r1c1 holds 5, but it is marked even"
    );
    assert_eq!(
        error(&format!(
            "variant: x\nregions:\n{}grid:\n{grid}",
            "A".repeat(9) + "\n"
        )),
        "v.txt: line 2, column 1: 'regions:' is given, but the variant line does not name its rule"
    );
}

/// The pinned puzzle `name` of `data/variant-links.txt`.
fn pinned(name: &str) -> Grid {
    let link = include_str!("data/variant-links.txt")
        .lines()
        .find_map(|line| line.strip_prefix(name)?.strip_prefix(' '))
        .expect("a pinned puzzle of that name");
    read_str(name, link).expect("reads").puzzles[0].grid.clone()
}

/// The pinned puzzles `{name}-1` to `{name}-{count}`.
fn pinned_set(name: &str, count: usize) -> Vec<Grid> {
    (1..=count)
        .map(|i| pinned(&format!("{name}-{i}")))
        .collect()
}

#[test]
fn every_rule_of_the_table_has_its_names_its_words_and_its_oracle_model() {
    let oracle_models = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/oracle/rules");
    for &rule in RULES {
        let name = rule.name();
        for language in [Language::English, Language::German] {
            let keys = catalogue_keys(language);
            for key in [rule.name_key(), rule.option_key()] {
                assert!(keys.iter().any(|k| k == key), "{language:?} lacks {key}");
            }
        }
        assert!(
            oracle_models
                .join(format!("{}.py", rule.oracle_key()))
                .is_file(),
            "{name} has no oracle model"
        );
        let alone = RuleSet::parse(rule.option_name()).expect("its option name");
        assert_eq!(alone.rules().map(|r| r.name()).collect::<Vec<_>>(), [name]);
        assert_eq!(alone.name(), name);
        let travelled: RuleSet =
            serde_json::from_str(&serde_json::to_string(&alone).unwrap()).unwrap();
        assert_eq!(travelled, alone);
        for written in [name, rule.option_name()] {
            assert_eq!(rule_named(written).map(|r| r.name()), Some(name));
        }
        if rule.data() == RuleData::None {
            let mut givens = [0; 81];
            givens[0] = 1;
            let grid = Grid::from_givens(classic_with(Variant::CLASSIC.with(rule)), &givens)
                .expect("a given");
            for text in [write_fpuzzles(&grid), write_sud(&grid)] {
                let read = read_str("r.txt", &text).expect("reads back");
                assert_eq!(read.puzzles[0].grid.layout().variant().name(), name);
            }
        }
    }
}

#[test]
fn the_oracle_confirms_every_generated_variant_puzzle_and_every_step_agrees() {
    let alone = RULES
        .iter()
        .filter(|rule| !matches!(rule.data(), RuleData::Cages(_)))
        .map(|rule| (rule.option_name(), 200));
    let together = [
        ("x+jigsaw", 100),
        ("x+windoku", 100),
        ("x+antiknight", 100),
        ("jigsaw+oddeven", 100),
    ]
    .into_iter();
    let medium = alone
        .chain(together)
        .map(|(rules, count)| (rules, Level::Medium, count));
    let hard = [
        "x",
        "windoku",
        "jigsaw",
        "antiknight",
        "antiking",
        "oddeven",
        "thermo",
        "arrow",
        "kropki",
        "xv",
        "nonconsecutive",
        "whispers",
        "renban",
        "palindrome",
        "littlekiller",
        "sandwich",
    ]
    .map(|rules| (rules, Level::Hard, 30));
    let unfair = [
        ("x", 20),
        ("windoku", 20),
        ("jigsaw", 20),
        ("antiknight", 20),
        ("antiking", 20),
        ("oddeven", 20),
        ("thermo", 20),
        ("arrow", 20),
        ("kropki", 20),
        ("xv", 20),
        ("nonconsecutive", 20),
        ("whispers", 20),
        ("renban", 20),
        ("palindrome", 20),
        ("littlekiller", 20),
        ("sandwich", 20),
        ("x+jigsaw", 10),
        ("jigsaw+antiknight", 10),
    ]
    .map(|(rules, count)| (rules, Level::Unfair, count));
    let mut report = Vec::new();
    for (rules, level, count) in medium.into_iter().chain(hard).chain(unfair) {
        let grids = generated(rules, level, count);
        let answers = oracle(&grids);
        assert_eq!(answers.len(), grids.len(), "{rules}");
        let mut without_guessing = 0;
        for (index, (grid, answer)) in grids.iter().zip(&answers).enumerate() {
            let label = format!("{level} {rules} #{}", index + 1);
            let steps = path_checked_against(grid, answer, &label);
            if steps.iter().all(|s| s.technique != Technique::BruteForce) {
                without_guessing += 1;
            }
        }
        report.push(format!("{level} {rules}: {without_guessing}/{count}"));
        assert!(
            without_guessing * 100 >= count * 95,
            "{rules}: only {without_guessing} of {count} solved without guessing"
        );
    }
    println!("{}", report.join(", "));
}

#[test]
fn the_command_line_generates_solves_and_names_variant_puzzles() {
    let (status, out, err) = run_binary(&[
        "generate",
        "--variant",
        "x+jigsaw",
        "--difficulty",
        "Easy",
        "--seed",
        "3",
        "--count",
        "2",
    ]);
    assert_eq!(status, 0, "{err}");
    assert!(
        out.starts_with("variant: Sudoku X + Jigsaw\nregions:\n"),
        "{out}"
    );
    let puzzles = read_str("generated.txt", &out).expect("reads back").puzzles;
    assert_eq!(puzzles.len(), 2);
    assert_ne!(
        puzzles[0].grid.layout().variant().regions,
        puzzles[1].grid.layout().variant().regions
    );
    let grid = puzzles[0].grid.clone();
    assert_eq!(
        examine(&grid, &Cancel::never()).count,
        SolutionCount::Unique
    );
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("variants-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("xj.txt");
    std::fs::write(&file, &out).expect("written");
    let (status, out, err) = run_binary(&["solve", "--json", file.to_str().expect("path")]);
    assert_eq!(status, 0, "{err}");
    let result = out.lines().last().expect("result line");
    assert!(
        result.starts_with("{\"puzzle\":1,\"result\":\"solved\""),
        "{result}"
    );
    assert!(
        result.ends_with(",\"variant\":\"Sudoku X + Jigsaw\"}"),
        "{result}"
    );
    let path = file.to_str().expect("path");
    let (status, out, err) = run_binary(&["rate", path]);
    assert_eq!(status, 0, "{err}");
    assert!(
        out.lines()
            .all(|l| l.ends_with("(0 guesses; Sudoku X + Jigsaw board, uniqueness techniques off)")),
        "{out}"
    );
    let sheet = dir.join("sheet");
    let (status, _, err) = run_binary(&["worksheet", path, "--out", sheet.to_str().expect("path")]);
    assert_eq!(status, 0, "{err}");
    let markdown = std::fs::read_to_string(sheet.join("worksheet.md")).expect("worksheet");
    assert!(markdown.contains("9x9 Sudoku X + Jigsaw, "), "{markdown}");
    assert!(
        markdown.contains("On a variant board the uniqueness techniques are off."),
        "{markdown}"
    );
    let (status, _, err) = run_binary(&["generate", "--variant", "x", "--format", "line"]);
    assert_eq!(status, 2);
    assert_eq!(
        err,
        "error: one line per puzzle cannot hold the variant rules (regions, marks); use \
         --format sud, which writes the variant text form\n"
    );
    let (status, _, err) = run_binary(&["generate", "--variant", "x+quadruple"]);
    assert_eq!(status, 2);
    assert!(
        err.contains(
            "unknown variant 'quadruple'; expected x, windoku, jigsaw, antiknight, antiking, \
             oddeven, killer, thermo, arrow, kropki, xv, nonconsecutive, whispers, renban, \
             palindrome, littlekiller or sandwich, joined with '+' (killer+x)"
        ),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn locked_candidates_lock_a_digit_where_any_two_houses_meet() {
    let grid = pinned("x-windoku-medium");
    let messages: Vec<String> = solve_steps(&grid, &Technique::DEFAULT)
        .steps
        .iter()
        .map(|s| s.message.text())
        .collect();
    for expected in [
        "Locked Candidates Type 1 (Pointing): in box 9, 2 fits only in window 4 (r7c8 and r8c7), \
         so the 2 of window 4 must be in box 9 and 2 can be removed from the rest of window 4: \
         r6c7, r6c8 <> 2.",
        "Locked Candidates Type 1 (Pointing): in the rising diagonal, 4 fits only in box 7 (r7c3 \
         and r9c1), so the 4 of box 7 must be in the rising diagonal and 4 can be removed from \
         the rest of box 7: r7c1, r7c2, r9c2 <> 4.",
    ] {
        assert!(messages.iter().any(|m| m == expected), "{messages:#?}");
    }
}

#[test]
fn wings_say_how_cells_see_each_other_along_a_knight_s_move() {
    let on_knight: Vec<String> = pinned_set("antiknight-hard", 3)
        .iter()
        .flat_map(|grid| solve_steps(grid, &without_common_peer()).steps)
        .map(|s| s.message.text())
        .collect();
    let expected = "XYZ-Wing: r5c6 holds 1, 3 and 8; r5c5 holds 1 and 8 and r6c5 holds 1 and 3. \
         Whichever digit the first cell takes, one of the three cells is 1, so 1 can be removed \
         from every cell that sees all three: r3c5, r5c3, r5c7 <> 1. Here r3c5 and r5c6 are a \
         knight's move apart; r5c3 and r6c5 are a knight's move apart; r5c7 and r6c5 are a \
         knight's move apart.";
    assert!(on_knight.iter().any(|m| m == expected), "{on_knight:#?}");
}

#[test]
fn every_variant_goes_to_f_puzzles_and_back() {
    for rules in [
        "x",
        "windoku",
        "jigsaw",
        "antiknight",
        "antiking",
        "oddeven",
        "x+windoku+jigsaw+oddeven",
        "x+antiking",
    ] {
        let grid = generated(rules, Level::Easy, 1).pop().expect("puzzle");
        for text in [write_fpuzzles(&grid), write_fpuzzles_link(&grid)] {
            let file = read_str("f.txt", &text).expect("reads back");
            assert_eq!(file.puzzles[0].grid, grid, "{rules}: {text}");
        }
        let sudokupad = format!(
            "https://sudokupad.app/fpuzzles{}",
            write_fpuzzles_link(&grid).trim_start_matches("https://f-puzzles.com/?load=")
        );
        let file = read_str("pad.txt", &sudokupad).expect("reads a SudokuPad link");
        assert_eq!(file.puzzles[0].grid, grid, "{rules}");
    }
}

#[test]
fn f_puzzles_constraints_we_do_not_play_are_refused_by_name() {
    let grid = ".........".repeat(9);
    let plain = read_str("p.txt", &grid).expect("reads").puzzles[0]
        .grid
        .clone();
    let json = write_fpuzzles(&plain);
    let with = |extra: &str| json.replacen('{', &format!("{{{extra},"), 1);
    assert_eq!(
        error(&with(
            "\"quadruple\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"values\":[1]}]"
        )),
        "v.txt: f-puzzles: the constraint 'quadruple' is not supported (Sudoku Stepper reads \
         Sudoku X, Windoku, Jigsaw, anti-knight, anti-king, odd/even, Killer cages, \
         thermometers, arrows, Kropki dots, XV marks, the non-consecutive rule, German \
         whispers lines, renban lines, palindrome lines, little killer clues and sandwich clues)"
    );
    assert_eq!(
        error(&with("\"diagonal+\":true")),
        "v.txt: f-puzzles: 'diagonal+' alone is not supported: Sudoku X needs diagonal+ and diagonal-"
    );
    assert_eq!(
        error(&with("\"extraregion\":[{\"cells\":[\"R1C1\",\"R1C2\"]}]")),
        "v.txt: f-puzzles: extraregion: only the Windoku windows (one cell in from the edges, one \
         cell apart, of the box shape) are supported as extra regions"
    );
    assert_eq!(
        error(&with("\"odd\":[{\"cell\":\"R10C1\"}]")),
        "v.txt: f-puzzles: odd[0].cell: \"R10C1\" is not a cell of a 9x9 board"
    );
    assert_eq!(
        error(&json.replacen("{}", "{\"value\":12,\"given\":true}", 1)),
        "v.txt: f-puzzles: grid[0][0].value: 12 is out of range (1 to 9)"
    );
    assert_eq!(
        error("https://f-puzzles.com/?load=N4IgAAAAinvalid"),
        "v.txt: f-puzzles: the link's puzzle text cannot be decompressed"
    );
}

/// A Jigsaw X puzzle as an f-puzzles link (see `data/PROVENANCE.md`).
const JIGSAW_X_LINK: &str = include_str!("data/jigsaw-x-link.txt");

#[test]
fn a_jigsaw_x_link_solves_with_a_diagonal_hidden_single_and_the_law_of_leftovers() {
    let file = read_str("pasted", JIGSAW_X_LINK).expect("reads");
    let grid = &file.puzzles[0].grid;
    let steps = solve_steps(grid, &without_common_peer()).steps;
    assert_eq!(
        steps[1].message.text(),
        "Hidden Single: in the rising diagonal, 2 fits only in r5c5, so r5c5 = 2."
    );
    assert_eq!(steps[9].technique, Technique::LawOfLeftovers);
    assert_eq!(
        steps[9].message.text(),
        "Law of Leftovers: columns 7 and 8 hold every digit twice, once per column (2 x 45 in \
         sum), and so do regions 3 and 7, once per region. Take away the cells both cover: the \
         rest of columns 7 and 8, the innies r1c7 and r2c7, and the rest of the regions, the \
         outies r3c6 and r5c6, hold the same digits. Here 4 and 6 fit in none of the innies, so \
         r5c6 <> 4; r5c6 <> 6."
    );
    let r5c6 = Cell::new(4 * 9 + 5);
    assert_eq!(
        steps[9].eliminations,
        [4, 6].map(|d| Candidate {
            cell: r5c6,
            digit: Digit::new(d)
        })
    );
}

#[test]
fn the_law_of_leftovers_pairs_a_single_innie_with_a_single_outie() {
    let regions: Vec<u8> = (0..81)
        .map(|i| match (i / 9, i % 9) {
            (0, 8) | (1, 1..) => 1,
            (0, _) | (1, 0) => 0,
            (row, _) => u8::try_from(row).expect("small"),
        })
        .collect();
    let layout = classic_with(Variant {
        regions: Some(Variant::jigsaw_regions(&regions)),
        ..Variant::CLASSIC
    });
    let mut grid = Grid::empty(layout);
    let (innie, outie) = (Cell::new(8), Cell::new(9));
    grid.eliminate(outie, Digit::new(7));
    let step = Technique::LawOfLeftovers.find(&grid).expect("a step");
    assert_eq!(
        step.message.text(),
        "Law of Leftovers: row 1 holds every digit once (45 in sum), and so does region 1. \
         Take away the cells both cover: the rest of row 1, the innie r1c9, and the rest of the \
         region, the outie r2c1, hold the same digits. Here 7 cannot go in the outie, so r1c9 \
         <> 7."
    );
    assert_eq!(
        step.eliminations,
        [Candidate {
            cell: innie,
            digit: Digit::new(7)
        }]
    );
    assert!(step.placements.is_empty());
    grid.eliminate(innie, Digit::new(7));
    assert_eq!(Technique::LawOfLeftovers.find(&grid), None);
    assert_eq!(
        Technique::LawOfLeftovers.find(&Grid::empty(Layout::CLASSIC)),
        None
    );
}

/// A Jigsaw puzzle (generated here: `generate --variant jigsaw --difficulty Hard --count 150
/// --seed 21`, puzzle #44) whose 31st step counts a digit the innies already hold.
const JIGSAW_LINK: &str = "https://f-puzzles.com/?load=N4Ig5gTglgJiBcBtRoxQG4FMB2CAuEArpgDQgSZoD2u8ADGegIYA2xCAnAL4mgXW06PVBhz4ipcpSg0EDEMzaYEARmFSBc9fxm01vDbtXq0WWgWJkds+Csat28ABwnR5iVek2ATPaUIANm0vWm8uAF0SFEMbIQNrQWDNeiSjW1czcUsYvT9HABZUnyK9EoQw+JDyiKi+KpSDUzF4C0kEuTzlZwzm1s9kuwUHLoBWMvTKgfGKkUyWjxzyzurGtyy2+t8h/3huVbm+xfgtxUc1SOj2+ABmcdv93oWr6+X4AHZxwof3bKv8172dWSXyBaTGkzB4zGF1BNnusNo8KOSOenyh6IhNnBCIQ0NqRyCmMRdx6Pw2wNe+hx8BBR1pfwxs0ev3qI1eeMu9UJ1O5BPGHyJCBcgu6Ivp9WF1JcML533W/TSb1eAqZZIVNiV2wK/J1Isl4DW8xZyScr15V31FpqnOS5q54zttt11JVR1dV1dTTVR1NWq6t3CkRAAGcoAAvLrcIA===";

#[test]
fn the_law_of_leftovers_counts_a_digit_the_innies_already_hold() {
    let file = read_str("pasted", JIGSAW_LINK).expect("reads");
    let steps = solve_steps(&file.puzzles[0].grid, &without_common_peer()).steps;
    let step = &steps[30];
    assert_eq!(
        step.message.text(),
        "Law of Leftovers: columns 1, 2, 3 and 4 hold every digit 4 times, once per column (4 x \
         45 in sum), and so do regions 1, 4, 7 and 8, once per region. Take away the cells both \
         cover: the rest of columns 1, 2, 3 and 4, the innies r2c4, r3c3, r3c4, r4c4 and r6c4, \
         and the rest of the regions, the outies r8c5, r9c5, r9c6, r9c7 and r9c8, hold the same \
         digits. Here 7 fits in none of the outies, so r3c4 <> 7; the innies already hold 5 in \
         r3c3 and the outies can hold it only in r9c7, so no other of the innies can: r4c4 <> 5."
    );
    let cell = |row: usize, col: usize| Cell::new((row - 1) * 9 + col - 1);
    assert_eq!(
        step.eliminations,
        [
            Candidate {
                cell: cell(3, 4),
                digit: Digit::new(7)
            },
            Candidate {
                cell: cell(4, 4),
                digit: Digit::new(5)
            }
        ]
    );
}

#[test]
fn every_technique_names_a_diagonal_or_move_it_sees_along_in_its_message_and_proof() {
    let messages = |grids: &[Grid]| -> Vec<String> {
        grids
            .iter()
            .flat_map(|grid| solve_steps(grid, &without_common_peer()).steps)
            .map(|s| s.message.text())
            .collect()
    };
    let on_x = messages(&pinned_set("x-hard", 3));
    let expected = "Skyscraper on 1: in column 1, 1 fits only in r7c1 and r1c1; in column 6, \
         only in r7c6 and r9c6. r7c1 and r7c6 see each other, so at most one of them is 1; \
         therefore r1c1 or r9c6 is 1, and 1 can be removed from every cell that sees both: r9c9 \
         <> 1. Here r1c1 and r9c9 share the falling diagonal.";
    assert!(on_x.iter().any(|m| m == expected), "{on_x:#?}");
    let knight_grids = pinned_set("antiknight-hard", 3);
    let on_knight = messages(&knight_grids);
    let expected = "Simple Colors on 2: the cells linked by strong links on 2 take two colours, A \
         (r7c5) and B (r9c5), and exactly one colour holds 2. A cell that sees both colours \
         cannot be 2: r8c3 <> 2. Here r7c5 and r8c3 are a knight's move apart.";
    assert!(on_knight.iter().any(|m| m == expected), "{on_knight:#?}");

    let steps = solve_steps(&knight_grids[2], &without_common_peer()).steps;
    let remote = steps
        .iter()
        .find(|s| s.technique == Technique::RemotePair)
        .expect("a Remote Pair");
    let proof = remote.proof.as_ref().expect("a proof");
    let geometry = knight_grids[2].geometry();
    let node = proof.node(4).expect("fact 4");
    assert_eq!(
        proof.line(geometry, node).text(),
        "#4 r3c5<>4: it sees #3 r2c3=4 (they are a knight's move apart)"
    );
    let json = proof.to_json(geometry, Default::default());
    assert_eq!(json[4]["via"], "a knight's move");
    assert_eq!(json[2].get("via"), None, "r2c8 and r2c3 share row 2");
}

#[test]
fn a_locked_pair_on_a_jigsaw_board_names_its_region() {
    let messages: Vec<String> = generated("jigsaw", Level::Hard, 4)
        .iter()
        .flat_map(|grid| solve_steps(grid, &without_common_peer()).steps)
        .filter(|s| matches!(s.technique, Technique::LockedPair | Technique::LockedTriple))
        .map(|s| s.message.text())
        .collect();
    assert!(!messages.is_empty());
    for message in &messages {
        assert!(
            message.contains(" region ") && !message.contains(" box "),
            "{message}"
        );
    }
}

#[test]
fn a_finned_fish_on_a_jigsaw_board_keeps_its_fins_in_one_region() {
    let file = read_str("pasted", JIGSAW_LINK).expect("reads");
    let techniques = [
        Technique::FullHouse,
        Technique::NakedSingle,
        Technique::HiddenSingle,
        Technique::LockedCandidatesPointing,
        Technique::LockedCandidatesClaiming,
        Technique::FinnedXWing,
        Technique::SashimiXWing,
    ];
    let steps = solve_steps(&file.puzzles[0].grid, &techniques).steps;
    let fish = steps
        .iter()
        .find(|s| s.technique == Technique::SashimiXWing)
        .expect("a Sashimi X-Wing");
    assert_eq!(
        fish.message.text(),
        "Sashimi X-Wing on 5: in columns 5 and 7, 5 fits only in rows 5 and 7 apart from the \
         fins r8c5, r9c5 and r9c7 in region 8 (sashimi: without the fins, one of the base \
         columns would hold 5 only once). If no fin is 5, the fish removes 5 from the rest of \
         those rows; if a fin is 5, every cell that sees it loses 5. Either way, the cells of \
         the rows that see the fins lose 5: r7c4 <> 5."
    );
    assert_eq!(
        fish.highlight.houses,
        [
            House::Col(4),
            House::Col(6),
            House::Row(4),
            House::Row(6),
            House::Region(7)
        ]
    );
    assert_eq!(
        fish.eliminations,
        [Candidate {
            cell: Cell::new(6 * 9 + 3),
            digit: Digit::new(5)
        }]
    );
}

/// Row 1 of an anti-knight board with 4 left only in r1c6 and r1c7: every cell that sees both
/// (through a house for one and a knight's move for the other) loses 4, each told how it sees
/// them; the same board without the rule is Locked Candidates' and gives no Common Peer step.
#[test]
fn common_peer_removes_a_digit_from_every_cell_seeing_all_its_places_in_a_house() {
    let mut grid = Grid::empty(classic_with(Variant::CLASSIC.with(&AntiKnight)));
    let four = Digit::new(4);
    for col in [0, 1, 2, 3, 4, 7, 8] {
        grid.eliminate(Cell::new(col), four);
    }
    let step = Technique::CommonPeer.find(&grid).expect("a step");
    assert_eq!(
        step.message.text(),
        "Common Peer: in row 1, 4 fits only in r1c6 and r1c7; r2c5 sees every one of them (r1c6 \
         in box 2, r1c7 a knight's move away); r2c8 sees every one of them (r1c6 a knight's \
         move away, r1c7 in box 3); r3c6 sees every one of them (r1c6 in column 6, r1c7 a \
         knight's move away); r3c7 sees every one of them (r1c6 a knight's move away, r1c7 in \
         column 7). Whichever of them holds the 4, r2c5, r2c8, r3c6 and r3c7 see it, so r2c5, \
         r2c8, r3c6, r3c7 <> 4."
    );
    let removed: Vec<(usize, usize)> = step
        .eliminations
        .iter()
        .map(|c| (c.cell.index() / 9 + 1, c.cell.index() % 9 + 1))
        .collect();
    assert_eq!(removed, [(2, 5), (2, 8), (3, 6), (3, 7)]);
    assert!(step.eliminations.iter().all(|c| c.digit == four));
    let proof = step.proof.as_ref().expect("a proof");
    let rules: Vec<&str> = proof.nodes.iter().map(|n| n.rule.name()).collect();
    assert_eq!(
        rules,
        [
            "only places",
            "confined",
            "confined",
            "confined",
            "confined"
        ]
    );
    step.apply(&mut grid);
    assert_eq!(Technique::CommonPeer.find(&grid), None);

    let mut classic = Grid::empty(Layout::CLASSIC);
    for col in [0, 1, 2, 3, 4, 7, 8] {
        classic.eliminate(Cell::new(col), four);
    }
    assert_eq!(Technique::CommonPeer.find(&classic), None);
}

/// The Common Peer example of the guide, in German: the ways a cell sees the places are named
/// in German too.
#[test]
fn common_peer_speaks_german() {
    let mut grid = Grid::empty(classic_with(Variant::CLASSIC.with(&AntiKnight)));
    for col in [0, 1, 2, 3, 4, 7, 8] {
        grid.eliminate(Cell::new(col), Digit::new(4));
    }
    for cell in [13, 16, 24] {
        grid.eliminate(Cell::new(cell), Digit::new(4));
    }
    let step = Technique::CommonPeer.find(&grid).expect("a step");
    assert_eq!(
        step.message
            .render_in(sudoku_stepper::model::Notation::RowColumn, Language::German),
        "Common Peer: in Zeile 1 passt 4 nur in r1c6 und r1c7; r3c6 sieht jede davon (r1c6 in \
         Spalte 6, r1c7 einen Springerzug entfernt). Welche davon die 4 auch hält, sieht r3c6 \
         sie, also r3c6 <> 4."
    );
}
