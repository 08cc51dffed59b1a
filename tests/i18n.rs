//! The catalogues: English and German define the same keys, once each, every key is used by
//! the code, and every text the code asks for exists (a missing key would show as itself).

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests state their expectations with expect

use std::collections::BTreeSet;
use std::path::Path;

use sudoku_stepper::controller::{Action, Controller, InlineExecutor};
use sudoku_stepper::format::read_str;
use sudoku_stepper::i18n::{Language, catalogue_keys};
use sudoku_stepper::message::{Explained, Notation};
use sudoku_stepper::solver::solve_steps;
use sudoku_stepper::tasks::guide::example;
use sudoku_stepper::{Grid, Technique, read_path};

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
    for crate_sources in ["src", "crates/core/src", "crates/controller/src"] {
        sources(
            &Path::new(env!("CARGO_MANIFEST_DIR")).join(crate_sources),
            &mut texts,
        );
    }
    let mut found = BTreeSet::new();
    for text in texts {
        for piece in string_literals(&text) {
            if !piece.is_empty()
                && piece
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            {
                found.insert(piece);
            }
        }
    }
    found
}

/// The contents of the string literals of Rust source `text`: escaped quotes stay inside a
/// literal, and a quote in a character literal ('"') starts none.
fn string_literals(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut literals = Vec::new();
    let mut at = 0;
    while at < chars.len() {
        match chars[at] {
            '\'' if chars.get(at + 2) == Some(&'\'') => at += 3,
            '\'' if chars.get(at + 1) == Some(&'\\') && chars.get(at + 3) == Some(&'\'') => {
                at += 4;
            }
            '"' => {
                let mut literal = String::new();
                at += 1;
                while at < chars.len() && chars[at] != '"' {
                    if chars[at] == '\\' {
                        at += 1;
                    }
                    if let Some(&c) = chars.get(at) {
                        literal.push(c);
                    }
                    at += 1;
                }
                literals.push(literal);
                at += 1;
            }
            _ => at += 1,
        }
    }
    literals
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

/// Words of the English step messages that never occur in German ones (technique names, which
/// stay English, are taken out of a message before its words are read).
const ENGLISH_WORDS: [&str; 72] = [
    "only",
    "candidate",
    "candidates",
    "left",
    "every",
    "other",
    "digit",
    "digits",
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
    "holds",
    "between",
    "them",
    "cells",
    "those",
    "must",
    "removed",
    "rest",
    "lie",
    "lies",
    "both",
    "and",
    "or",
    "the",
    "is",
    "are",
    "if",
    "then",
    "false",
    "true",
    "sees",
    "see",
    "each",
    "which",
    "one",
    "two",
    "would",
    "cannot",
    "unless",
    "from",
    "fin",
    "fins",
    "loop",
    "removes",
    "places",
    "suppose",
    "impossible",
    "contradiction",
    "either",
    "colour",
    "solution",
    "unique",
    "assuming",
    "corners",
    "of",
    "with",
    "without",
    "their",
    "link",
];

/// The English words of `german` (a message rendered in German), once the technique names are
/// taken out; a placeable Fluent could not fill ("{$cell}") counts as one.
fn english_words_in(german: &str) -> Vec<String> {
    let mut text = german.to_string();
    let mut names: Vec<&str> = Technique::ALL.iter().map(|t| t.name()).collect();
    names.sort_by_key(|name| std::cmp::Reverse(name.len()));
    for name in names {
        text = text.replace(name, " ");
    }
    let mut found: Vec<String> = text
        .split(|c: char| !c.is_alphanumeric())
        .filter(|word| ENGLISH_WORDS.contains(word))
        .map(str::to_string)
        .collect();
    if text.contains('{') || text.contains('}') {
        found.push("an unfilled placeable".to_string());
    }
    found
}

/// The techniques whose messages are still English (the Killer cages').
const ENGLISH_ONLY: [Technique; 0] = [];

#[test]
fn a_whole_top1465_solve_reads_in_german_without_an_english_word() {
    let grids: Vec<Grid> = read_str("top1465.txt", include_str!("data/top1465.txt"))
        .expect("top1465")
        .puzzles
        .into_iter()
        .map(|p| p.grid)
        .collect();
    assert_eq!(grids.len(), 1465);
    let halves: Vec<&[Grid]> = grids.chunks(grids.len().div_ceil(2)).collect();
    let results: Vec<(BTreeSet<&str>, Vec<String>)> = std::thread::scope(|scope| {
        let handles: Vec<_> = halves
            .iter()
            .map(|half| {
                scope.spawn(move || {
                    let mut seen = BTreeSet::new();
                    let mut faults = Vec::new();
                    for grid in half.iter() {
                        for step in solve_steps(grid, &Technique::DEFAULT).steps {
                            seen.insert(step.technique.name());
                            let german = step
                                .message
                                .render_in(Notation::RowColumn, Language::German);
                            let english = english_words_in(&german);
                            if !english.is_empty() && faults.len() < 5 {
                                faults.push(format!("{english:?} in: {german}"));
                            }
                        }
                    }
                    (seen, faults)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a solve"))
            .collect()
    });
    let mut seen = BTreeSet::new();
    let mut faults = Vec::new();
    for (techniques, found) in results {
        seen.extend(techniques);
        faults.extend(found);
    }
    assert_eq!(faults, Vec::<String>::new());
    assert!(seen.len() >= 50, "the solves met {seen:?}");
}

#[test]
fn every_technique_s_example_reads_in_german_without_an_english_word() {
    let mut checked = 0;
    let mut faults = Vec::new();
    for technique in Technique::ALL {
        if example(technique).is_none() || ENGLISH_ONLY.contains(&technique) {
            continue;
        }
        let mut controller = Controller::new();
        InlineExecutor::new().run(&mut controller, Action::ShowExample(technique));
        let hint = controller.hint().expect("a hint");
        let german = hint
            .step
            .message
            .render_in(Notation::RowColumn, Language::German);
        let english = english_words_in(&german);
        if !english.is_empty() {
            faults.push(format!("{english:?} in: {german}"));
        }
        checked += 1;
    }
    assert_eq!(faults, Vec::<String>::new());
    assert!(checked >= 60, "{checked} examples");
}

/// On a variant board Candidate Elimination names the houses and moves a cell may not repeat a
/// digit in, in the student's language (German once had the English words here).
#[test]
fn candidate_elimination_names_a_variant_board_s_houses_and_moves_in_german() {
    let text = "variant: Sudoku X + anti-knight\ngrid:\n3x3\n\
                - - - - - - - - -\n- - - - - 3 1 - -\n- - - - 7 - - - 6\n\
                - - - - 6 - 8 - -\n- - - - - - - - 3\n- - - - - - - - -\n\
                - - 6 - 4 - - - 8\n2 5 - - - - - - -\n- - - - - - 2 - -\n";
    let grid = &read_str("x.txt", text).expect("reads").puzzles[0].grid;
    let first = &solve_steps(grid, &Technique::DEFAULT).steps[0];
    assert_eq!(first.technique, Technique::CandidateElimination);
    assert_eq!(
        first
            .message
            .render_in(Notation::RowColumn, Language::German),
        "Candidate Elimination: jede leere Zelle beginnt mit allen Ziffern als Kandidaten; jede \
         verliert die Ziffern, die schon in ihrer Zeile, ihrer Spalte, ihrem Block oder ihrer \
         Diagonale oder in einer Zelle einen Springerzug entfernt stehen (238 Kandidaten \
         gestrichen)."
    );
    assert_eq!(
        first.message.text(),
        "Candidate Elimination: every empty cell starts with all digits as candidates; each loses \
         the digits already placed in its row, column, box or diagonal, or in a cell a knight's \
         move away (238 candidates removed)."
    );
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

#[test]
fn every_technique_s_guide_reads_in_german() {
    for technique in Technique::ALL {
        let german = technique.guide(Language::German);
        let english = technique.guide(Language::English);
        assert!(
            !german.starts_with("guide-"),
            "{technique}: no German guide"
        );
        assert_ne!(german, english, "{technique}");
        let words: Vec<&str> = german
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| ["the", "is", "and", "cell", "digit", "that"].contains(w))
            .collect();
        assert_eq!(words, Vec::<&str>::new(), "{technique}: {german}");
    }
}

/// English words a read error could leave untranslated (none is a word of the file formats'
/// own syntax, which stays as written: 'variant:', 'grid', '--force').
const ENGLISH_ERROR_WORDS: [&str; 24] = [
    "expected", "found", "cannot", "cells", "rows", "line", "column", "file", "appears", "twice",
    "range", "section", "board", "given", "more", "than", "has", "holds", "the", "and", "not",
    "is", "of", "sum",
];

/// Files that cannot be read, one for each kind of read error a student meets most.
fn malformed_files() -> Vec<(&'static str, String)> {
    let empty_rows = ".........\n".repeat(9);
    vec![
        ("p1.sud", "12345678\n".to_string()),
        ("p2.txt", format!("11{}", ".".repeat(79))),
        ("p3.sud", format!("x........\n{}", ".........\n".repeat(8))),
        ("p4.sud", String::new()),
        ("p5.txt", format!("variant: Sudoku Y\ngrid:\n{empty_rows}")),
        (
            "p6.txt",
            format!("variant: Killer\ncages:\n50: r1c1 r1c2\ngrid:\n{empty_rows}"),
        ),
        (
            "p7.txt",
            format!("variant: Killer\ncages:\n5: r1c1 r1c1\ngrid:\n{empty_rows}"),
        ),
        ("p8.txt", "{\"size\": 9, \"grid\": []}".to_string()),
        (
            "p9.txt",
            format!(
                "variant: Jigsaw\nregions:\n{}grid:\n{empty_rows}",
                "aaaaaaaaa\n".repeat(9)
            ),
        ),
    ]
}

#[test]
fn read_errors_read_in_german_and_stay_english_in_english() {
    let mut leftovers = Vec::new();
    let mut german = Vec::new();
    for (name, text) in malformed_files() {
        let error = match read_str(name, &text) {
            Err(error) => error,
            Ok(_) => panic!("{name} reads"),
        };
        let said = error
            .message()
            .render_in(Notation::RowColumn, Language::German);
        assert_eq!(
            error
                .message()
                .render_in(Notation::RowColumn, Language::English),
            error.to_string()
        );
        let words: Vec<String> = said
            .split(|c: char| !c.is_alphanumeric())
            .filter(|word| ENGLISH_ERROR_WORDS.contains(word))
            .map(str::to_string)
            .collect();
        if !words.is_empty() || said.contains('{') {
            leftovers.push(format!("{said} ({words:?})"));
        }
        german.push(said);
    }
    assert_eq!(leftovers, Vec::<String>::new());
    assert_eq!(
        german,
        [
            "p1.sud: Textzeile 2, Zeichen 1: 9 Zeilen erwartet, 1 gefunden",
            "p2.txt: Textzeile 1, Zeichen 2: doppelte Vorgabe: 1 steht zweimal in Zeile 1, in \
             r1c1 und r1c2",
            "p3.sud: Textzeile 1, Zeichen 1: unerwartetes Zeichen 'x'; erwartet wird eine Ziffer \
             1-9 oder ein Leerzeichen für eine leere Zelle",
            "p4.sud: die Datei ist leer; erwartet wird ein Rätsel",
            "p5.txt: Textzeile 1, Zeichen 10: unbekannte Variante 'Sudoku Y'; erwartet wird einer \
             der Namen Sudoku X, Windoku, Jigsaw, anti-knight, anti-king, odd/even, Killer, \
             thermometer, arrow, Kropki, XV, non-consecutive, German whispers, renban, \
             palindrome, little killer oder sandwich (verbunden mit ',' oder '+')",
            "p6.txt: Textzeile 2, Zeichen 1: keine 2 verschiedenen Ziffern von 1 bis 9 ergeben \
             zusammen 50 (sie ergeben 3 bis 17): der Käfig r1c1 und r1c2 (Summe 50)",
            "p7.txt: Textzeile 3, Zeichen 9: r1c1 wird in einem Käfig zweimal genannt",
            "p8.txt: f-puzzles: grid: 9 Zeilen erwartet",
            "p9.txt: Textzeile 2, Zeichen 1: Gebiet 1 hat 81 Zellen; jedes Gebiet eines \
             9x9-Bretts hat 9",
        ]
    );
}

#[test]
fn the_window_says_a_read_error_in_its_language_and_switches_with_it() {
    let mut controller = Controller::new();
    let mut executor = InlineExecutor::new();
    executor.run(&mut controller, Action::SetLanguage(Language::German));
    executor.run(
        &mut controller,
        Action::OpenText {
            name: "kaputt.sud".to_string(),
            text: "12345678\n".to_string(),
        },
    );
    assert_eq!(
        controller.error().as_deref(),
        Some("kaputt.sud: Textzeile 2, Zeichen 1: 9 Zeilen erwartet, 1 gefunden")
    );
    executor.run(&mut controller, Action::SetLanguage(Language::English));
    assert_eq!(
        controller.error().as_deref(),
        Some("kaputt.sud: line 2, column 1: expected 9 rows, found 1")
    );
}

/// Words of the Killer arithmetic's reasons that must not stay English in German.
const KILLER_WORDS: [&str; 10] = [
    "cage", "sum", "set", "sets", "cells", "holds", "filling", "placed", "leave", "put",
];

#[test]
fn the_killer_proofs_facts_and_reasons_read_in_german() {
    let file = read_str("killers.txt", include_str!("data/killers.txt")).expect("killers");
    let mut reasons = 0;
    let mut faults = Vec::new();
    for puzzle in file.puzzles.iter().take(20) {
        let geometry = puzzle.grid.geometry();
        for step in solve_steps(&puzzle.grid, &Technique::DEFAULT).steps {
            let Some(proof) = &step.proof else {
                continue;
            };
            for node in &proof.nodes {
                for said in [node.fact.describe(geometry), proof.reason(geometry, node)] {
                    let german = said.render_in(Notation::RowColumn, Language::German);
                    let mut english = english_words_in(&german);
                    english.extend(
                        german
                            .split(|c: char| !c.is_alphanumeric())
                            .filter(|word| KILLER_WORDS.contains(word))
                            .map(str::to_string),
                    );
                    if !english.is_empty() && faults.len() < 5 {
                        faults.push(format!("{english:?} in: {german}"));
                    }
                }
                reasons += 1;
            }
        }
    }
    assert_eq!(faults, Vec::<String>::new());
    assert!(reasons > 100, "only {reasons} proof lines");
}
