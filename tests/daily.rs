//! The puzzle of the day: the same for a date, level and rules on every run and machine, different
//! from day to day, unique and rated as asked; `daily` on the command line prints it.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests state their expectations with expect

use std::process::{Command, Output};

use chrono::NaiveDate;
use sudoku_stepper::Level;
use sudoku_stepper::cancel::Cancel;
use sudoku_stepper::model::RuleSet;
use sudoku_stepper::solver::count_solutions;
use sudoku_stepper::tasks::daily::{DailyPuzzle, MadeDaily, parse_date};

fn stepper(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_sudoku-stepper"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn day(text: &str) -> NaiveDate {
    parse_date(text).expect("a date")
}

fn classic(date: &str, level: Level) -> DailyPuzzle {
    DailyPuzzle {
        date: day(date),
        level,
        rules: RuleSet::CLASSIC,
    }
}

fn made(daily: &DailyPuzzle) -> MadeDaily {
    daily.make(&Cancel::never(), |_, _| {}).expect("a puzzle")
}

#[test]
fn the_seed_is_the_fnv_hash_of_the_date_level_and_rules() {
    assert_eq!(
        classic("2026-11-28", Level::Hard).seed(),
        16_147_784_598_480_869_687
    );
    let killer = DailyPuzzle {
        rules: RuleSet::parse("killer").expect("rules"),
        ..classic("2026-11-28", Level::Hard)
    };
    assert_ne!(killer.seed(), classic("2026-11-28", Level::Hard).seed());
    assert_ne!(
        classic("2026-11-28", Level::Medium).seed(),
        classic("2026-11-28", Level::Hard).seed()
    );
}

#[test]
fn every_level_gives_a_unique_puzzle_rated_as_asked_the_same_on_every_run() {
    for level in Level::ALL {
        let daily = classic("2026-11-28", level);
        let first = made(&daily);
        assert_eq!(first.generated.rating.level, level, "{level}");
        assert_eq!(
            count_solutions(&first.generated.grid, 2),
            Some(1),
            "{level}"
        );
        assert_eq!(made(&daily), first, "{level}");
    }
}

#[test]
fn different_days_give_different_puzzles() {
    let puzzles: Vec<String> = ["2026-11-27", "2026-11-28", "2026-11-29", "2027-11-28"]
        .iter()
        .map(|date| made(&classic(date, Level::Hard)).generated.grid.to_line())
        .collect();
    for (i, one) in puzzles.iter().enumerate() {
        for other in &puzzles[i + 1..] {
            assert_ne!(one, other);
        }
    }
}

#[test]
fn dates_are_read_strictly() {
    assert_eq!(
        day("2024-02-29"),
        NaiveDate::from_ymd_opt(2024, 2, 29).expect("a date")
    );
    for bad in [
        "2026-02-30",
        "2026-2-28",
        "28.11.2026",
        "2026-11-28 ",
        "today",
    ] {
        assert_eq!(
            parse_date(bad),
            Err(format!(
                "expected a date written YYYY-MM-DD, such as 2026-11-28, not '{bad}'"
            ))
        );
    }
}

#[test]
fn the_command_prints_the_days_puzzle_with_its_rating_on_standard_error() {
    let output = stepper(&[
        "daily",
        "--date",
        "2026-11-28",
        "--difficulty",
        "hard",
        "--format",
        "line",
    ]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    let expected = made(&classic("2026-11-28", Level::Hard));
    assert_eq!(
        text(&output.stdout),
        "...2...6...8...2.5.13....4...5.6..3.9..7........1.84......7..98..78....3.........\n"
    );
    assert_eq!(
        text(&output.stdout),
        format!("{}\n", expected.generated.grid.to_line())
    );
    assert_eq!(
        text(&output.stderr),
        format!(
            "Puzzle of the day 2026-11-28, Hard: rated Hard ({}), 22 givens, seed \
             16147784598480869687\n",
            expected.generated.rating.score
        )
    );
}

#[test]
fn the_command_refuses_a_bad_date_and_a_line_for_variant_rules() {
    let output = stepper(&["daily", "--date", "2026-02-30"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        text(&output.stderr)
            .contains("expected a date written YYYY-MM-DD, such as 2026-11-28, not '2026-02-30'"),
        "{}",
        text(&output.stderr)
    );
    let output = stepper(&["daily", "--variant", "x", "--format", "line"]);
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(output.stdout, b"");
    assert_eq!(
        text(&output.stderr),
        "error: one line per puzzle cannot hold the variant rules (regions, marks); use \
         --format sud, which writes the variant text form\n"
    );
}
