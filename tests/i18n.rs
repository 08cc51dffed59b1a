//! The catalogues: English and German define the same keys, once each, every key is used by
//! the code, and every text the code asks for exists (a missing key would show as itself).

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests state their expectations with expect

use std::collections::BTreeSet;
use std::path::Path;

use sudoku_stepper::i18n::{Language, catalogue_keys};
use sudoku_stepper::message::Notation;
use sudoku_stepper::solver::solve_steps;
use sudoku_stepper::{Technique, read_path};

/// Every Rust source file under `folder`, with its text.
fn sources(folder: &Path, found: &mut Vec<String>) {
    for entry in std::fs::read_dir(folder).expect("a source folder") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            sources(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(std::fs::read_to_string(&path).expect("a source file"));
        }
    }
}

/// The string literals of the sources that could be catalogue keys ("take-step").
fn literals() -> BTreeSet<String> {
    let mut texts = Vec::new();
    sources(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut texts,
    );
    let mut found = BTreeSet::new();
    for text in texts {
        for piece in text.split('"').skip(1).step_by(2) {
            if !piece.is_empty()
                && piece
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            {
                found.insert(piece.to_string());
            }
        }
    }
    found
}

#[test]
fn every_language_defines_the_same_keys_once() {
    let english = catalogue_keys(Language::English);
    for language in Language::ALL {
        let keys = catalogue_keys(language);
        let unique: BTreeSet<&String> = keys.iter().collect();
        assert_eq!(unique.len(), keys.len(), "{language:?} defines a key twice");
        let missing: Vec<&String> = english.iter().filter(|k| !keys.contains(k)).collect();
        let extra: Vec<&String> = keys.iter().filter(|k| !english.contains(k)).collect();
        assert_eq!(missing, Vec::<&String>::new(), "keys {language:?} lacks");
        assert_eq!(extra, Vec::<&String>::new(), "keys only {language:?} has");
    }
}

#[test]
fn every_key_is_used_by_the_code() {
    let used = literals();
    let unused: Vec<String> = catalogue_keys(Language::English)
        .into_iter()
        .filter(|key| {
            let command = key
                .strip_suffix("-does")
                .or_else(|| key.strip_suffix("-keys"));
            !used.contains(key) && !command.is_some_and(|c| used.contains(c))
        })
        .collect();
    assert_eq!(unused, Vec::<String>::new());
}

#[cfg(feature = "gui")]
#[test]
fn every_command_has_its_texts_in_every_language() {
    use sudoku_stepper::app::commands::TABLE;
    for language in Language::ALL {
        let keys = catalogue_keys(language);
        for row in &TABLE {
            for key in [row.key.to_string(), format!("{}-does", row.key)]
                .into_iter()
                .chain(row.key_note.map(str::to_string))
            {
                assert!(keys.contains(&key), "{language:?} lacks {key}");
            }
        }
    }
}

#[test]
fn texts_fill_their_placeables_in_each_language() {
    assert_eq!(
        Language::English.text_with("keys-or", &[("first", "Space"), ("last", "Right")]),
        "Space or Right"
    );
    assert_eq!(
        Language::German.text_with("keys-or", &[("first", "Leertaste"), ("last", "Rechts")]),
        "Leertaste oder Rechts"
    );
    assert_eq!(Language::German.text("take-step"), "Schritt");
    assert_eq!(Language::English.text("no-such-key"), "no-such-key");
}

/// Words of the English step messages that never occur in German ones.
const ENGLISH_WORDS: [&str; 31] = [
    "only",
    "candidate",
    "left",
    "every",
    "other",
    "digit",
    "already",
    "ruled",
    "out",
    "so",
    "fits",
    "fit",
    "row",
    "rows",
    "column",
    "columns",
    "box",
    "empty",
    "takes",
    "take",
    "hold",
    "between",
    "them",
    "cells",
    "those",
    "must",
    "removed",
    "rest",
    "lie",
    "both",
    "and",
];

/// The techniques whose explanations come from the catalogue.
const TRANSLATED: [Technique; 17] = [
    Technique::CandidateElimination,
    Technique::FullHouse,
    Technique::NakedSingle,
    Technique::HiddenSingle,
    Technique::LockedCandidatesPointing,
    Technique::LockedCandidatesClaiming,
    Technique::NakedPair,
    Technique::NakedTriple,
    Technique::NakedQuadruple,
    Technique::HiddenPair,
    Technique::HiddenTriple,
    Technique::HiddenQuadruple,
    Technique::LockedPair,
    Technique::LockedTriple,
    Technique::XWing,
    Technique::Swordfish,
    Technique::Jellyfish,
];

#[test]
fn the_translated_steps_of_whole_solves_read_in_german_without_an_english_word() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("puzzles/top95.txt");
    let mut seen = BTreeSet::new();
    for puzzle in read_path(&path).expect("top95").puzzles.iter().take(30) {
        for step in solve_steps(&puzzle.grid, &Technique::DEFAULT).steps {
            if !TRANSLATED.contains(&step.technique) {
                continue;
            }
            seen.insert(step.technique.name());
            let german = step
                .message
                .render_in(Notation::RowColumn, Language::German);
            let english: Vec<&str> = german
                .split(|c: char| !c.is_alphanumeric())
                .filter(|word| ENGLISH_WORDS.contains(word))
                .collect();
            assert_eq!(english, Vec::<&str>::new(), "{german}");
        }
    }
    assert!(seen.len() >= 12, "the solves met {seen:?}");
}

#[test]
fn singles_and_subsets_read_as_written_in_german() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("puzzles/book62.sud");
    let grid = &read_path(&path).expect("book62").puzzles[0].grid;
    let steps = solve_steps(grid, &Technique::DEFAULT).steps;
    let first = |technique: Technique| {
        steps
            .iter()
            .find(|step| step.technique == technique)
            .expect("the technique on the path")
    };
    assert_eq!(
        first(Technique::NakedSingle)
            .message
            .render_in(Notation::RowColumn, Language::German),
        "Naked Single: 4 ist der einzige Kandidat, der in r2c4 übrig ist; jede andere Ziffer \
         steht schon in ihrer Zeile, Spalte oder ihrem Block oder wurde ausgeschlossen, also \
         r2c4 = 4."
    );
    let hidden = first(Technique::HiddenSingle);
    assert_eq!(
        hidden
            .message
            .render_in(Notation::Letters, Language::German),
        "Hidden Single: in Zeile B passt 3 nur in B9, also B9 = 3."
    );
    assert_eq!(
        hidden.message.text(),
        "Hidden Single: in row 2, 3 fits only in r2c9, so r2c9 = 3."
    );
    assert_eq!(
        Language::German.text_with("status-rating", &[("level", "Schwer"), ("score", "11140")]),
        "Schwer (11140)",
        "numbers are not grouped"
    );
}
