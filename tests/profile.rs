//! The learner's profile: the mastery model's updates, the counts, the file's round trip, and a
//! damaged or newer file refused and kept aside; the controller feeding it from moves, hints,
//! steps and a finished puzzle.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests state their expectations with expect

use std::path::{Path, PathBuf};

use chrono::NaiveDate;
use sudoku_stepper::Technique;
use sudoku_stepper::controller::{Action, Controller, InlineExecutor};
use sudoku_stepper::tasks::profile::{
    PRIOR, Profile, ProfileError, ProfileFile, SCHEMA, SolvedPuzzle, aside_path, profile_json,
};
use sudoku_stepper::tasks::recognise::Recognition;

fn day(text: &str) -> NaiveDate {
    NaiveDate::parse_from_str(text, "%Y-%m-%d").expect("a date")
}

/// A fresh folder for this test's files.
fn scratch(name: &str) -> PathBuf {
    let folder = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("stepper-profile-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).expect("a scratch folder");
    folder
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-9
}

#[test]
fn mastery_follows_bayesian_knowledge_tracing() {
    let mut profile = Profile::default();
    assert!(close(profile.record(Technique::XWing).mastery, PRIOR));
    profile.applied(Technique::XWing, day("2026-11-28"));
    // Known after a right answer: 0.1 * 0.9 / (0.1 * 0.9 + 0.9 * 0.2) = 1/3, then learning:
    // 1/3 + 2/3 * 0.1 = 0.4.
    assert!(close(profile.record(Technique::XWing).mastery, 0.4));
    profile.hinted(Technique::Swordfish, day("2026-11-28"));
    // After a wrong answer: 0.1 * 0.1 / (0.1 * 0.1 + 0.9 * 0.8) = 1/73, then learning.
    let known = 1.0 / 73.0;
    assert!(close(
        profile.record(Technique::Swordfish).mastery,
        known + (1.0 - known) * 0.1
    ));
    for _ in 0..5 {
        profile.applied(Technique::XWing, day("2026-11-29"));
    }
    let record = profile.record(Technique::XWing);
    assert!(record.is_mastered(), "{}", record.mastery);
    assert_eq!(record.applied, 6);
    assert_eq!(record.last_practised, Some(day("2026-11-29")));
    let before = record.mastery;
    profile.mistaken(Technique::XWing, day("2026-11-30"));
    let record = profile.record(Technique::XWing);
    assert_eq!(record.mistakes, 1);
    let known = before * 0.1 / (before * 0.1 + (1.0 - before) * 0.8);
    assert!(close(record.mastery, known + (1.0 - known) * 0.1));
    assert!(record.mastery < before);
}

#[test]
fn the_profile_file_reads_back_what_it_wrote() {
    let path = scratch("round-trip").join("data").join("profile.json");
    let mut profile = Profile::default();
    profile.applied(Technique::HiddenSingle, day("2026-11-28"));
    profile.saw(Technique::NakedPair);
    profile.finished(
        SolvedPuzzle {
            date: day("2026-11-28"),
            name: "book62.sud".to_string(),
            level: Some("Easy".to_string()),
            score: Some(418),
            unaided: true,
        },
        &[Technique::HiddenSingle, Technique::NakedSingle],
    );
    let mut file = ProfileFile::at(path.clone());
    file.keep(&profile).expect("written");
    let text = std::fs::read_to_string(&path).expect("the file");
    assert!(text.contains(&format!("\"schema\": {SCHEMA}")), "{text}");
    assert!(text.contains("\"Hidden Single\""), "{text}");
    let (read, refusal) = ProfileFile::at(path).load();
    assert_eq!(refusal, None);
    assert_eq!(read, profile);
    assert_eq!(read.record(Technique::NakedSingle).met, 1);
    assert_eq!(read.record(Technique::NakedPair).seen, 1);
}

#[test]
fn a_damaged_file_is_kept_aside_and_a_new_profile_started() {
    let folder = scratch("damaged");
    let path = folder.join("profile.json");
    std::fs::write(&path, "{\"schema\": 1, \"techniques\": [").expect("written");
    let aside = folder.join("profile.refused-1.json");
    assert_eq!(aside_path(&path), aside);
    let mut file = ProfileFile::at(path.clone());
    let (profile, refusal) = file.load();
    assert_eq!(profile, Profile::default());
    let Some(ProfileError::Damaged {
        path: said,
        aside: moved,
        ..
    }) = &refusal
    else {
        panic!("{refusal:?}");
    };
    assert_eq!(said, &path.display().to_string());
    assert_eq!(moved, &aside.display().to_string());
    assert_eq!(
        std::fs::read_to_string(&aside).expect("kept aside"),
        "{\"schema\": 1, \"techniques\": ["
    );
    assert!(!path.exists());
    file.keep(&Profile::default()).expect("a new file");
    assert_eq!(
        std::fs::read_to_string(&aside).expect("still there"),
        "{\"schema\": 1, \"techniques\": [",
        "the refused file is never overwritten"
    );
    std::fs::write(&path, "not json").expect("written");
    let (_, refusal) = ProfileFile::at(path.clone()).load();
    assert!(
        matches!(&refusal, Some(ProfileError::Damaged { aside: second, .. })
            if second == &folder.join("profile.refused-2.json").display().to_string()),
        "{refusal:?}"
    );
}

#[test]
fn a_newer_schema_is_refused_with_a_message_and_kept_aside() {
    let folder = scratch("newer");
    let path = folder.join("profile.json");
    let newer = format!("{{\"schema\": {}, \"new field\": true}}", SCHEMA + 1);
    std::fs::write(&path, &newer).expect("written");
    let (profile, refusal) = ProfileFile::at(path.clone()).load();
    assert_eq!(profile, Profile::default());
    let refusal = refusal.expect("refused");
    assert_eq!(
        refusal.to_string(),
        format!(
            "The learner's profile {} has schema {}, newer than this version's {SCHEMA}; it was \
             moved to {} and a new profile started.",
            path.display(),
            SCHEMA + 1,
            folder.join("profile.refused-1.json").display()
        )
    );
    assert_eq!(
        std::fs::read_to_string(folder.join("profile.refused-1.json")).expect("kept"),
        newer
    );
}

/// Hands `action` to the controller and runs every job it starts to the end.
fn run(controller: &mut Controller, action: Action) {
    InlineExecutor::new().run(controller, action);
}

#[test]
fn the_controller_counts_moves_hints_steps_and_a_finished_puzzle() {
    let mut controller = Controller::new();
    run(
        &mut controller,
        Action::Open(Path::new(env!("CARGO_MANIFEST_DIR")).join("puzzles/size-4x4.sud")),
    );
    let solution = controller
        .info()
        .and_then(|info| info.solution.clone())
        .expect("a solution");
    run(&mut controller, Action::Hint);
    let hinted = controller.hint().expect("a hint").step.technique;
    assert_eq!(
        controller.profile().record(hinted).hints,
        0,
        "level 0 names nothing"
    );
    run(&mut controller, Action::Hint);
    assert_eq!(controller.profile().record(hinted).hints, 1);
    run(&mut controller, Action::ApplyHint);
    assert_eq!(controller.profile().record(hinted).seen, 1);
    let mut typed = 0;
    while let Some(cell) = (0..16)
        .map(sudoku_stepper::Cell::new)
        .find(|&c| controller.grid().expect("a grid").value(c).is_none())
    {
        run(&mut controller, Action::FocusCell(Some(cell)));
        run(
            &mut controller,
            Action::Type(solution.value(cell).expect("solved")),
        );
        typed += 1;
    }
    let techniques = &controller.profile().techniques;
    let done: u32 = techniques.values().map(|record| record.applied).sum();
    let recognised = controller
        .log()
        .iter()
        .filter(|entry| matches!(entry.recognition(), Some(Recognition::Used { .. })))
        .count();
    assert_eq!(done as usize, recognised);
    assert_eq!(
        (recognised, typed),
        (10, 11),
        "one digit, typed in cell order, was not where one step places it at that moment"
    );
    let puzzles = &controller.profile().puzzles;
    assert_eq!(puzzles.len(), 1);
    assert_eq!(puzzles[0].name, "size-4x4.sud");
    assert!(!puzzles[0].unaided, "a hint was taken");
    assert_eq!(puzzles[0].level.as_deref(), Some("Easy"));
    assert!(
        techniques.values().any(|record| record.met == 1),
        "the path's techniques were met"
    );
}

#[test]
fn export_import_and_reset_go_through_the_file_menu_actions() {
    let folder = scratch("export-import");
    let mut controller = Controller::new();
    let mut profile = Profile::default();
    profile.applied(Technique::XWing, day("2026-11-28"));
    run(
        &mut controller,
        Action::RestoreProfile {
            profile: Box::new(profile.clone()),
            refusal: None,
        },
    );
    let exported = folder.join("copy.json");
    let mut executor = InlineExecutor::new();
    executor.answer_next_dialog(Some(exported.clone()));
    executor.run(&mut controller, Action::ExportProfile);
    assert_eq!(
        controller.status().text(),
        format!(
            "Saved a copy of the learner's profile to {}.",
            exported.display()
        )
    );

    run(&mut controller, Action::ResetProfile);
    assert_eq!(
        controller.status().text(),
        "Reset profile clears 0 finished puzzles and the records of 1 technique (File > Export \
         profile keeps a copy): choose Reset profile again to clear them."
    );
    assert_eq!(controller.profile(), &profile, "not cleared yet");
    run(&mut controller, Action::ShowCandidates(true));
    run(&mut controller, Action::ResetProfile);
    assert_eq!(
        controller.profile(),
        &profile,
        "another action came between"
    );
    run(&mut controller, Action::ResetProfile);
    assert_eq!(
        controller.status().text(),
        "The learner's profile starts anew."
    );
    assert_eq!(controller.profile(), &Profile::default());

    let mut executor = InlineExecutor::new();
    executor.answer_next_dialog(Some(exported.clone()));
    executor.run(&mut controller, Action::ImportProfile);
    assert_eq!(
        controller.status().text(),
        format!(
            "Imported the learner's profile from {}: 0 finished puzzles, records of 1 technique.",
            exported.display()
        )
    );
    assert_eq!(controller.profile(), &profile);

    let newer = folder.join("newer.json");
    std::fs::write(&newer, format!("{{\"schema\": {}}}", SCHEMA + 1)).expect("written");
    let mut executor = InlineExecutor::new();
    executor.answer_next_dialog(Some(newer.clone()));
    executor.run(&mut controller, Action::ImportProfile);
    assert_eq!(
        controller.error(),
        Some(format!(
            "Could not import {}: it has schema {}, newer than this version's {SCHEMA}. \
                 Your profile is unchanged.",
            newer.display(),
            SCHEMA + 1
        ))
    );
    assert_eq!(controller.profile(), &profile);
    assert_eq!(
        std::fs::read_to_string(&newer).expect("left alone"),
        format!("{{\"schema\": {}}}", SCHEMA + 1)
    );
}

#[test]
fn a_move_made_while_a_hint_is_shown_counts_as_seen_not_done() {
    let mut controller = Controller::new();
    run(
        &mut controller,
        Action::Open(Path::new(env!("CARGO_MANIFEST_DIR")).join("puzzles/book62.sud")),
    );
    let step = loop {
        for _ in 0..3 {
            run(&mut controller, Action::Hint);
        }
        let step = controller.hint().expect("a hint").step.clone();
        if !step.placements.is_empty() {
            break step;
        }
        run(&mut controller, Action::ApplyHint);
    };
    let placed = step.placements[0];
    run(&mut controller, Action::FocusCell(Some(placed.cell)));
    run(&mut controller, Action::Type(placed.digit));
    let row = controller.log().last().expect("the move");
    assert!(
        matches!(row.recognition(), Some(Recognition::Used { technique, .. }) if technique == step.technique),
        "{:?}",
        row.recognition()
    );
    let record = controller.profile().record(step.technique);
    assert_eq!((record.applied, record.seen), (0, 1));
    assert_eq!(record.hints, 1, "the second press named it");
}

#[test]
fn a_profile_the_browser_read_is_imported_or_refused_by_its_name() {
    use sudoku_stepper::controller::{Effect, FileAnswer, Reply};
    let mut controller = Controller::new();
    let import = |controller: &mut Controller, name: &str, text: String| {
        let effects = controller.handle(Action::ImportProfile);
        let id = effects
            .iter()
            .find_map(|effect| match effect {
                Effect::PickFile { id, .. } => Some(*id),
                _ => None,
            })
            .expect("a file dialog");
        let answer = FileAnswer::Read {
            name: name.to_string(),
            text,
        };
        let mut executor = InlineExecutor::new();
        executor.execute(controller.receive(Reply::Answered { id, answer }));
        executor.settle(controller);
    };
    import(
        &mut controller,
        "newer.json",
        format!("{{\"schema\": {}}}", SCHEMA + 1),
    );
    assert_eq!(
        controller.error(),
        Some(format!(
            "Could not import newer.json: it has schema {}, newer than this version's {SCHEMA}. \
                 Your profile is unchanged.",
            SCHEMA + 1
        ))
    );
    run(&mut controller, Action::DismissError);
    let mut profile = Profile::default();
    profile.puzzles.push(SolvedPuzzle {
        date: day("2026-11-28"),
        name: "book62.sud".to_string(),
        level: Some("Easy".to_string()),
        score: Some(418),
        unaided: true,
    });
    import(&mut controller, "mine.json", profile_json(&profile));
    assert_eq!(controller.error(), None);
    assert_eq!(
        controller.status().text(),
        "Imported the learner's profile from mine.json: 1 finished puzzle, records of 0 \
         techniques."
    );
    assert_eq!(controller.profile(), &profile);
}
