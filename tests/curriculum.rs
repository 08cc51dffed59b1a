//! What to practise next: new techniques in the default order after their prerequisites, reviews
//! on an expanding schedule, the two taken in turn, and the level just above the student's.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests state their expectations with expect

use chrono::NaiveDate;
use sudoku_stepper::controller::{Action, Controller, InlineExecutor};
use sudoku_stepper::tasks::curriculum::{
    Practice, VARIANT_ONLY, learnable, next_new, practise_next, prerequisites, suggested_level,
};
use sudoku_stepper::tasks::profile::{Profile, Review, SolvedPuzzle};
use sudoku_stepper::{Level, Technique};

fn day(text: &str) -> NaiveDate {
    NaiveDate::parse_from_str(text, "%Y-%m-%d").expect("a date")
}

/// A controller whose today is `today` and whose learner has `profile`.
fn controller_with(profile: Profile, today: &str) -> Controller {
    let mut controller = Controller::new();
    controller.fix_today(day(today));
    InlineExecutor::new().run(
        &mut controller,
        Action::RestoreProfile {
            profile: Box::new(profile),
            refusal: None,
        },
    );
    controller
}

/// Applies `technique` unaided until it is mastered, on `date`.
fn master(profile: &mut Profile, technique: Technique, date: NaiveDate) {
    while !profile.record(technique).is_mastered() {
        profile.applied(technique, date);
    }
}

#[test]
fn new_techniques_come_in_order_once_their_prerequisites_are_mastered() {
    let mut profile = Profile::default();
    assert_eq!(next_new(&profile), Some(Technique::FullHouse));
    for technique in [
        Technique::FullHouse,
        Technique::NakedSingle,
        Technique::HiddenSingle,
    ] {
        master(&mut profile, technique, day("2026-11-28"));
    }
    assert_eq!(
        prerequisites(Technique::LockedPair),
        [Technique::LockedCandidatesPointing, Technique::NakedPair]
    );
    assert_eq!(
        next_new(&profile),
        Some(Technique::LockedCandidatesPointing),
        "Locked Pair and Triple come earlier in the order but wait for their prerequisites"
    );
    master(
        &mut profile,
        Technique::LockedCandidatesPointing,
        day("2026-11-28"),
    );
    assert_eq!(
        next_new(&profile),
        Some(Technique::LockedCandidatesClaiming)
    );
    master(&mut profile, Technique::XWing, day("2026-11-28"));
    assert_eq!(
        next_new(&profile),
        Some(Technique::LockedCandidatesClaiming),
        "mastering a later technique changes nothing"
    );
    for technique in learnable() {
        assert!(!VARIANT_ONLY.contains(&technique));
        for &before in prerequisites(technique) {
            assert!(
                learnable().any(|t| t == before),
                "{technique} waits for {before}, which can be practised"
            );
        }
    }
}

#[test]
fn a_mastered_technique_is_reviewed_on_expanding_intervals_and_a_hint_starts_them_again() {
    let mut profile = Profile::default();
    master(&mut profile, Technique::FullHouse, day("2026-11-28"));
    let review = |profile: &Profile| profile.record(Technique::FullHouse).review;
    assert_eq!(
        review(&profile),
        Some(Review {
            interval: 1,
            due: day("2026-11-29")
        })
    );
    profile.applied(Technique::FullHouse, day("2026-11-28"));
    assert_eq!(
        review(&profile).map(|r| r.due),
        Some(day("2026-11-29")),
        "before its due day a move is no review"
    );
    profile.applied(Technique::FullHouse, day("2026-11-30"));
    assert_eq!(
        review(&profile),
        Some(Review {
            interval: 3,
            due: day("2026-12-03")
        })
    );
    profile.applied(Technique::FullHouse, day("2026-12-03"));
    assert_eq!(
        review(&profile),
        Some(Review {
            interval: 8,
            due: day("2026-12-11")
        })
    );
    profile.hinted(Technique::FullHouse, day("2026-12-05"));
    assert_eq!(
        review(&profile),
        Some(Review {
            interval: 1,
            due: day("2026-12-06")
        })
    );
}

#[test]
fn practise_next_takes_due_reviews_and_new_techniques_in_turn() {
    let mut profile = Profile::default();
    master(&mut profile, Technique::FullHouse, day("2026-11-28"));
    assert_eq!(
        practise_next(&profile, day("2026-11-28")),
        Practice::New(Technique::NakedSingle),
        "nothing is due on the day it was mastered"
    );
    let review = Practice::Review {
        technique: Technique::FullHouse,
        due: day("2026-11-29"),
    };
    assert_eq!(practise_next(&profile, day("2026-11-30")), review);
    profile.reviewing();
    assert_eq!(
        practise_next(&profile, day("2026-11-30")),
        Practice::New(Technique::NakedSingle)
    );
    profile.reviewing();
    assert_eq!(practise_next(&profile, day("2026-11-30")), review);
    for technique in learnable().collect::<Vec<_>>() {
        master(&mut profile, technique, day("2026-11-28"));
    }
    assert_eq!(
        practise_next(&profile, day("2026-11-30")).technique(),
        Some(Technique::FullHouse),
        "with nothing new left, the longest-due review"
    );
    assert_eq!(
        practise_next(&profile, day("2026-11-28")),
        Practice::Nothing
    );
}

#[test]
fn the_suggested_level_is_one_above_the_hardest_finished_unaided() {
    let mut profile = Profile::default();
    assert_eq!(suggested_level(&profile), Level::Easy);
    profile.finished(finished("Hard", false), &[]);
    assert_eq!(suggested_level(&profile), Level::Easy, "help was taken");
    profile.finished(finished("Medium", true), &[]);
    assert_eq!(suggested_level(&profile), Level::Hard);
    profile.finished(finished("Extreme", true), &[]);
    assert_eq!(suggested_level(&profile), Level::Extreme);
}

#[test]
fn practise_next_generates_a_puzzle_that_needs_the_technique() {
    let mut profile = Profile::default();
    for technique in [
        Technique::FullHouse,
        Technique::NakedSingle,
        Technique::HiddenSingle,
    ] {
        master(&mut profile, technique, day("2026-11-28"));
    }
    let mut controller = controller_with(profile, "2026-11-28");
    assert_eq!(
        controller.next_practice(),
        Practice::New(Technique::LockedCandidatesPointing)
    );
    InlineExecutor::new().run(&mut controller, Action::PractiseNext);
    let info = controller.info().expect("a practice puzzle");
    assert!(
        info.name
            .starts_with("Practise Locked Candidates Type 1 (Pointing) 9x9 (seed "),
        "{}",
        info.name
    );
    let hint = controller.hint().expect("the practised step");
    assert_eq!(hint.step.technique, Technique::LockedCandidatesPointing);
    assert_eq!(
        info.rating.map(|rating| rating.level),
        Some(Level::Medium),
        "the technique's level, above the Easy one suggested"
    );
    assert!(
        controller.status().text().ends_with(
            "This Medium puzzle is of the level of Locked Candidates Type 1 (Pointing), above \
             the hardest level you finished unaided (none yet)."
        ),
        "{}",
        controller.status().text()
    );
}

/// A puzzle of `level`, finished on 2026-11-28, alone or with help.
fn finished(level: &str, unaided: bool) -> SolvedPuzzle {
    SolvedPuzzle {
        date: day("2026-11-28"),
        name: "a puzzle".to_string(),
        level: Some(level.to_string()),
        score: None,
        unaided,
    }
}

#[test]
fn practise_next_makes_its_puzzle_one_level_above_the_hardest_finished_unaided() {
    let mut profile = Profile::default();
    master(&mut profile, Technique::FullHouse, day("2026-11-28"));
    profile.finished(finished("Unfair", false), &[]);
    profile.finished(finished("Medium", true), &[]);
    let mut controller = controller_with(profile, "2026-11-28");
    assert_eq!(
        controller.next_practice(),
        Practice::New(Technique::NakedSingle)
    );
    InlineExecutor::new().run(&mut controller, Action::PractiseNext);
    let info = controller.info().expect("a practice puzzle");
    assert_eq!(info.rating.map(|rating| rating.level), Some(Level::Hard));
    let hint = controller.hint().expect("the practised step");
    assert_eq!(hint.step.technique, Technique::NakedSingle);
    assert_eq!(
        controller.status().text(),
        format!(
            "Practise Naked Single: a Naked Single applies in this position (step {} of the \
             solve path). Find it; press Hint to see its houses and pattern, again for the \
             whole step. This Hard puzzle is one level above Medium, the hardest level you \
             finished unaided.",
            controller.log().len() + 1
        )
    );
}

#[test]
fn practise_next_reviews_a_technique_with_a_round_of_drills() {
    let mut profile = Profile::default();
    master(&mut profile, Technique::FullHouse, day("2026-11-28"));
    let mut controller = controller_with(profile, "2026-11-30");
    assert_eq!(
        controller.next_practice(),
        Practice::Review {
            technique: Technique::FullHouse,
            due: day("2026-11-29")
        }
    );
    let mut executor = InlineExecutor::new();
    executor.run(&mut controller, Action::PractiseNext);
    let progress = controller.drill_progress().expect("a round of drills");
    assert_eq!(progress.technique, Technique::FullHouse);
    assert_eq!((progress.number, progress.of), (1, 5));
    assert!(progress.ready, "the first drill is on the board");
    assert_eq!(controller.profile().reviews_taken, 1);
    assert_eq!(
        controller.next_practice(),
        Practice::New(Technique::NakedSingle),
        "a new technique comes between two reviews"
    );
}

#[test]
fn a_practice_puzzle_the_student_fills_alone_counts_as_unaided() {
    let mut controller = Controller::new();
    controller.fix_today(day("2026-11-28"));
    InlineExecutor::new().run(&mut controller, Action::PractiseNext);
    let opened_with = controller.log().len();
    assert!(
        opened_with > 0,
        "the practice puzzle opens with the solver's first steps"
    );
    let solution = controller
        .info()
        .and_then(|info| info.solution.clone())
        .expect("a unique solution");
    for index in 0..81 {
        let cell = sudoku_stepper::Cell::new(index);
        if controller.grid().expect("a grid").value(cell).is_none() {
            InlineExecutor::new().run(&mut controller, Action::FocusCell(Some(cell)));
            let digit = solution.value(cell).expect("solved");
            InlineExecutor::new().run(&mut controller, Action::Type(digit));
        }
    }
    assert!(controller.grid().expect("a grid").is_solved());
    let puzzles = &controller.profile().puzzles;
    assert_eq!(puzzles.len(), 1);
    assert!(
        puzzles[0].unaided,
        "the {opened_with} steps that opened it were not asked for"
    );

    let mut helped = Controller::new();
    helped.fix_today(day("2026-11-28"));
    InlineExecutor::new().run(&mut helped, Action::PractiseNext);
    InlineExecutor::new().run(&mut helped, Action::TakeStep);
    while !helped.grid().expect("a grid").is_solved() {
        InlineExecutor::new().run(&mut helped, Action::TakeStep);
    }
    assert!(!helped.profile().puzzles[0].unaided, "Take Step is help");
}
