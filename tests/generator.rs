//! The generator: for fixed seeds, every board size and level it can reach gives a puzzle with a
//! unique solution rated at exactly that level (16x16 and 25x25 boards included); the same seed
//! gives the same puzzle; symmetric puzzles are symmetric; a cancelled run stops; an unreachable
//! level is refused with a reason.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests state their expectations with expect

mod common;

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use sudoku_stepper::cancel::Cancel;
use sudoku_stepper::i18n::Language;
use sudoku_stepper::message::{Explained, Notation};
use sudoku_stepper::model::RuleSet;
use sudoku_stepper::solver::{ScoreBands, rate_steps, solve_steps};
use sudoku_stepper::tasks::generator::{
    GenerateError, GenerateOptions, Generated, MAX_ATTEMPTS, generate, generate_within,
};
use sudoku_stepper::{Layout, Level, Technique, count_solutions};

fn options(box_rows: usize, box_cols: usize, level: Level, seed: u64) -> GenerateOptions {
    GenerateOptions {
        layout: Layout::new(box_rows, box_cols).expect("layout"),
        rules: RuleSet::CLASSIC,
        level,
        symmetric: false,
        seed,
        practise: None,
    }
}

/// The puzzle for `options`, whatever the time it takes (see `common::UNREACHED_LIMIT`).
fn unhurried(options: &GenerateOptions) -> Result<Generated, GenerateError> {
    generate_within(options, common::UNREACHED_LIMIT, &Cancel::never(), |_| {})
}

fn assert_generates(options: GenerateOptions) {
    let label = format!("{:?}", options);
    let generated = unhurried(&options).expect(&label);
    let grid = &generated.grid;
    assert_eq!(grid.layout(), options.layout, "{label}");
    assert_eq!(count_solutions(grid, 2), Some(1), "{label}");
    assert_eq!(grid.given_count(), grid.n() * grid.n() - grid.empty_count());
    let steps = solve_steps(grid, &Technique::DEFAULT).steps;
    let rating = rate_steps(&steps, ScoreBands::of(grid.layout()));
    assert_eq!(rating, generated.rating, "{label}");
    assert_eq!(rating.level, options.level, "{label}");
    let again = unhurried(&options).expect(&label);
    assert_eq!(again, generated, "{label}: same seed, same puzzle");
}

#[test]
fn nine_by_nine_puzzles_of_every_level() {
    for level in Level::ALL {
        assert_generates(options(3, 3, level, 1));
    }
}

#[test]
fn six_by_six_puzzles_up_to_unfair() {
    for level in [Level::Easy, Level::Medium, Level::Hard, Level::Unfair] {
        assert_generates(options(2, 3, level, 6));
    }
}

#[test]
fn big_boards_come_at_every_level_below_extreme_within_the_score_limit() {
    for level in [Level::Easy, Level::Medium, Level::Hard, Level::Unfair] {
        assert_generates(options(4, 4, level, 1));
    }
    assert_generates(options(5, 5, Level::Hard, 1));
    let hard = unhurried(&options(4, 4, Level::Hard, 1)).unwrap();
    assert_eq!(
        (hard.rating.score, hard.grid.given_count(), hard.attempts),
        (1598, 94, 1),
        "a given stays when taking it away would pass Hard's limit of 1,600"
    );
}

#[test]
fn four_by_four_puzzles_are_easy() {
    assert_generates(options(2, 2, Level::Easy, 1));
    let hard = options(2, 2, Level::Hard, 1);
    let error = unhurried(&hard).expect_err("no hard 4x4");
    let GenerateError::NotFound { attempts, .. } = &error else {
        panic!("not found: {error:?}");
    };
    assert_eq!(*attempts, MAX_ATTEMPTS);
    assert_eq!(
        error.to_string(),
        "no Hard 4x4 puzzle came out of 500 attempts; try another level or seed (small boards \
         rarely need hard techniques, and on large boards the many singles alone push the score \
         past Easy)"
    );
    assert_eq!(
        error
            .message()
            .render_in(Notation::RowColumn, Language::German),
        "500 Versuche ergaben kein Rätsel der Stufe Schwer auf 4x4; versuche eine andere Stufe \
         oder einen anderen Startwert (kleine Bretter brauchen selten schwere Techniken, und auf \
         großen Brettern heben schon die vielen Singles die Punktzahl über Leicht)"
    );
}

#[test]
fn symmetric_puzzles_are_symmetric() {
    let mut wanted = options(3, 3, Level::Hard, 5);
    wanted.symmetric = true;
    let generated = unhurried(&wanted).expect("a puzzle");
    let values = generated.grid.values();
    for i in 0..81 {
        assert_eq!(values[i] == 0, values[80 - i] == 0, "cell {i}");
    }
    assert_eq!(generated.rating.level, Level::Hard);
}

#[test]
fn a_cancelled_generation_stops() {
    let flag = Arc::new(AtomicBool::new(true));
    let mut attempts = Vec::new();
    let result = generate(
        &options(3, 3, Level::Extreme, 1),
        &Cancel::shared(flag),
        |attempt| attempts.push(attempt),
    );
    assert_eq!(result, Err(GenerateError::Cancelled));
    assert_eq!(attempts, vec![1]);
}

/// A practice puzzle for `technique` asked for at `level` (seed `seed`): unique, its default path
/// uses the technique first at the step the generator names, and its hardest step is of the
/// technique's level; asked for above that level, it is rated `level` (an Extreme rating may come
/// from the score of a path of Unfair steps) and no step is of a higher level.
fn assert_practises(technique: Technique, level: Level, seed: u64) {
    let options = GenerateOptions {
        practise: Some(technique),
        ..options(3, 3, level, seed)
    };
    let generated = unhurried(&options).unwrap_or_else(|error| panic!("{technique}: {error}"));
    let grid = &generated.grid;
    assert_eq!(count_solutions(grid, 2), Some(1), "{technique}");
    let steps = solve_steps(grid, &Technique::DEFAULT).steps;
    let first = steps.iter().position(|step| step.technique == technique);
    assert_eq!(first, generated.practised_at, "{technique}");
    assert!(first.is_some(), "{technique}: the path does not use it");
    let hardest = steps.iter().map(|step| step.technique.level()).max();
    if level > technique.level() {
        assert_eq!(generated.rating.level, level, "{technique}");
        assert!(hardest <= Some(level), "{technique}");
    } else {
        assert_eq!(hardest, Some(technique.level()), "{technique}");
    }
    assert_eq!(
        rate_steps(&steps, ScoreBands::CLASSIC),
        generated.rating,
        "{technique}"
    );
}

#[test]
fn practice_puzzles_need_their_technique_and_nothing_harder() {
    for technique in [
        Technique::HiddenSingle,
        Technique::LockedCandidatesPointing,
        Technique::NakedPair,
        Technique::XWing,
        Technique::XyWing,
        Technique::Skyscraper,
        Technique::UniquenessTest1,
        Technique::XChain,
        Technique::AlsXz,
    ] {
        assert_practises(technique, Level::Easy, 1);
    }
}

#[test]
fn a_practice_puzzle_asked_for_at_a_higher_level_is_of_that_level_and_uses_the_technique() {
    for (technique, level) in [
        (Technique::HiddenSingle, Level::Medium),
        (Technique::NakedPair, Level::Hard),
        (Technique::LockedCandidatesPointing, Level::Unfair),
        (Technique::HiddenPair, Level::Extreme),
    ] {
        assert_practises(technique, level, 2);
    }
}
