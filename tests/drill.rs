//! Drills (issue 69): for every technique that can be drilled, a position where it finds a step
//! and no technique before it in the default order does, checked by the solver with only that
//! technique and with only the earlier ones; the bundled bank's positions checked the same way;
//! the answers agree with the puzzle's solution; and the `drill` command's output and refusals.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests state their expectations with expect

mod common;

use std::time::Duration;

use common::run_binary;
use sudoku_stepper::backtrack::solve;
use sudoku_stepper::cancel::Cancel;
use sudoku_stepper::model::RuleSet;
use sudoku_stepper::model::rules::Killer;
use sudoku_stepper::tasks::drill::{
    Drill, DrillError, DrillOrigin, bank_entries, banked, drillable, make_drill,
};
use sudoku_stepper::tasks::guide::example;
use sudoku_stepper::{Grid, Technique};

/// Checks `drill`: its technique finds exactly its answer on the position, every technique
/// before it in the default order finds nothing there, the answer agrees with the puzzle's
/// solution, the position grew from the puzzle, and it is not the guide's example.
fn check(drill: &Drill, label: &str) {
    let technique = drill.technique;
    let position = &drill.position;
    let found = technique
        .find(position)
        .unwrap_or_else(|| panic!("{label}: {technique} finds nothing on its drill"));
    assert_eq!(
        (&found.placements, &found.eliminations),
        (&drill.answer.placements, &drill.answer.eliminations),
        "{label}: the answer is {technique}'s step"
    );
    assert!(
        !drill.answer.placements.is_empty() || !drill.answer.eliminations.is_empty(),
        "{label}: the answer changes the position"
    );
    let place = Technique::DEFAULT
        .iter()
        .position(|&t| t == technique)
        .expect("a drilled technique is in the default order");
    for &earlier in &Technique::DEFAULT[..place] {
        assert_eq!(
            earlier.find(position).map(|step| step.technique),
            None,
            "{label}: {earlier} comes before {technique} and finds a step"
        );
    }
    let solution = solve(&drill.puzzle).expect("the puzzle has a solution");
    for placed in &drill.answer.placements {
        assert_eq!(solution.value(placed.cell), Some(placed.digit), "{label}");
    }
    for removed in &drill.answer.eliminations {
        assert_ne!(solution.value(removed.cell), Some(removed.digit), "{label}");
    }
    for cell in drill.puzzle.givens().iter() {
        assert_eq!(position.value(cell), drill.puzzle.value(cell), "{label}");
        assert!(position.is_given(cell), "{label}: a given stays a given");
    }
    for index in 0..81 {
        let cell = sudoku_stepper::Cell::new(index);
        if let Some(digit) = position.value(cell) {
            assert_eq!(
                solution.value(cell),
                Some(digit),
                "{label}: placed digits are right"
            );
        } else {
            let held = solution.value(cell).expect("solved");
            assert!(
                position.candidates(cell).contains(held),
                "{label}: every open cell keeps its solution digit"
            );
        }
    }
    if let Some(shown) = example(technique) {
        assert_ne!(
            shown.grid.givens_only(),
            drill.puzzle.givens_only(),
            "{label}: a drill is not the guide's example"
        );
    }
}

/// The drill of `technique` with `seed`, within a minute.
fn drill(technique: Technique, seed: u64) -> Drill {
    make_drill(
        technique,
        RuleSet::CLASSIC,
        seed,
        Duration::from_secs(60),
        &Cancel::never(),
    )
    .unwrap_or_else(|error| panic!("{technique}: {error}"))
}

#[test]
fn these_techniques_cannot_be_drilled() {
    let not: Vec<&str> = Technique::ALL
        .into_iter()
        .filter(|&t| !drillable(t))
        .map(Technique::name)
        .collect();
    let off_by_default: Vec<&str> = Technique::ALL
        .into_iter()
        .filter(|t| !t.on_by_default())
        .map(Technique::name)
        .collect();
    let mut expected = vec![
        "Candidate Elimination",
        "Forcing Chain",
        "Forcing Net",
        "Brute Force",
        "Avoidable Rectangle Type 2",
        "Franken X-Wing",
        "Franken Swordfish",
        "Finned Franken X-Wing",
    ];
    expected.extend(off_by_default);
    let mut not_sorted = not.clone();
    not_sorted.sort_unstable();
    expected.sort_unstable();
    assert_eq!(not_sorted, expected);
    assert_eq!(
        make_drill(
            Technique::ForcingNet,
            RuleSet::CLASSIC,
            1,
            Duration::from_secs(1),
            &Cancel::never()
        ),
        Err(DrillError::NotDrillable(Technique::ForcingNet))
    );
    assert_eq!(
        make_drill(
            Technique::FrankenXWing,
            RuleSet::CLASSIC,
            1,
            Duration::from_secs(1),
            &Cancel::never()
        ),
        Err(DrillError::Unreached(Technique::FrankenXWing))
    );
}

/// Every drillable technique, variant ones on the board of the rule they read (added to the
/// classic rules asked for), gives a drill of the first seed that is checked as `check` says.
#[test]
fn every_drillable_technique_gives_a_position_where_it_comes_first() {
    let drillable: Vec<Technique> = Technique::DEFAULT
        .into_iter()
        .filter(|&t| drillable(t))
        .collect();
    assert_eq!(drillable.len(), 70);
    for technique in drillable {
        let made = drill(technique, 1);
        check(&made, technique.name());
        let from_bank = banked().contains(&technique);
        assert_eq!(
            matches!(made.origin, DrillOrigin::Collected { .. }),
            from_bank,
            "{technique}: a banked technique's classic drills come from the bank"
        );
    }
}

/// Two seeds give two different drills, from the generator and from the bank alike; the same
/// seed gives the same drill.
#[test]
fn seeds_give_different_drills_and_the_same_seed_the_same() {
    for technique in [Technique::XWing, Technique::Jellyfish] {
        let first = drill(technique, 7);
        let again = drill(technique, 7);
        let next = drill(technique, 8);
        assert_eq!(first, again, "{technique}");
        assert_ne!(first.position, next.position, "{technique}");
    }
}

/// Every position of the bundled bank, each checked as `check` says (the bank is for the
/// techniques a generated practice puzzle needs seconds to find; the collections hold up to 12
/// of each, the rarest only one or two; the Killer techniques past Cage Combinations have 12
/// generated Killers each).
#[test]
fn the_bank_holds_positions_where_its_technique_comes_first() {
    let banked = banked();
    assert!(banked.len() >= 20, "{banked:?}");
    for technique in [
        Technique::InniesAndOuties,
        Technique::CageHouseOverlap,
        Technique::InnieOutieDifference,
        Technique::CageInterplay,
        Technique::CageSplitting,
    ] {
        let entries = bank_entries(technique);
        assert_eq!(entries.len(), 12, "{technique}");
        for entry in &entries {
            assert_eq!(
                entry.puzzle.layout().variant().rules(),
                RuleSet::CLASSIC.with(&Killer),
                "{technique}"
            );
        }
    }
    for technique in banked {
        let entries = bank_entries(technique);
        assert!(!entries.is_empty(), "{technique}");
        for (number, entry) in entries.iter().enumerate() {
            check(entry, &format!("{technique} bank entry {}", number + 1));
        }
    }
}

/// `drill` prints the candidate string and the answer, the seed's source on standard error.
#[test]
fn the_drill_command_prints_the_position_and_the_answer() {
    let (status, out, err) = run_binary(&["drill", "--technique", "x-wing", "--seed", "1"]);
    assert_eq!(status, 0, "{err}");
    let made = drill(Technique::XWing, 1);
    let sukaku = sudoku_stepper::format::write_sukaku(&made.position);
    assert_eq!(
        out,
        format!("{sukaku}# X-Wing: {}\n", made.answer_message().text())
    );
    assert_eq!(err, "drill 1: seed 1, a generated puzzle\n");
    let (status, out, _) = run_binary(&[
        "drill",
        "--technique",
        "Naked Pair",
        "--seed",
        "3",
        "--count",
        "2",
        "--format",
        "json",
    ]);
    assert_eq!(status, 0);
    let lines: Vec<serde_json::Value> = out
        .lines()
        .map(|line| serde_json::from_str(line).expect("JSON"))
        .collect();
    assert_eq!(lines.len(), 2);
    let made = drill(Technique::NakedPair, 4);
    assert_eq!(lines[1]["drill"], 2);
    assert_eq!(lines[1]["technique"], "Naked Pair");
    assert_eq!(lines[1]["source"], "seed 4, a generated puzzle");
    assert_eq!(lines[1]["puzzle"], made.puzzle.to_line());
    assert_eq!(lines[1]["values"], made.position.to_line());
    let eliminations: Vec<[usize; 3]> = made
        .answer
        .eliminations
        .iter()
        .map(|c| {
            let index = c.cell.index();
            [index / 9 + 1, index % 9 + 1, usize::from(c.digit.get())]
        })
        .collect();
    assert_eq!(lines[1]["eliminations"], serde_json::json!(eliminations));
    assert_eq!(lines[1]["placements"], serde_json::json!([]));
    assert_eq!(lines[1]["message"], made.answer.message.text());
}

#[test]
fn the_drill_command_refuses_what_it_cannot_do() {
    let (status, _, err) = run_binary(&["drill", "--technique", "Forcing Net"]);
    assert_eq!(status, 2);
    assert!(
        err.starts_with(
            "error: invalid value 'Forcing Net' for '--technique <TECHNIQUE>': Forcing Net cannot \
             be drilled: only a technique a default solve path uses, other than Candidate \
             Elimination, Brute Force, Forcing Chain and Forcing Net (whose steps come from \
             trying candidates, not from a pattern to spot), makes a drill\n"
        ),
        "{err}"
    );
    let (status, _, err) = run_binary(&["drill", "--technique", "Franken X-Wing"]);
    assert_eq!(status, 2);
    assert!(
        err.starts_with(
            "error: invalid value 'Franken X-Wing' for '--technique <TECHNIQUE>': Franken X-Wing \
             cannot be drilled: it is too rare; of the default solve paths of about 3,000 \
             published puzzles none but the guide's example reaches it, and two minutes of \
             generating made no practice puzzle for it (a technique before it in the default \
             order finds its steps first)\n"
        ),
        "{err}"
    );
    let (status, out, err) = run_binary(&["drill", "--technique", "Thermometer Bounds"]);
    assert_eq!((status, out.as_str()), (2, ""));
    assert_eq!(
        err,
        "error: a candidate string cannot hold the variant rules (regions, cages, lines); use \
         --format json\n"
    );
}

/// `--from` takes the drills from a file's puzzles, in order, skipping those whose path does not
/// use the technique and those without one solution; too few is an error after the ones found.
#[test]
fn the_drill_command_takes_drills_from_a_file() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("stepper-drill-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join("three.txt");
    let easy = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
    let several = ".........".repeat(9);
    let jellyfish = read_line(&bank_entries(Technique::Jellyfish)[0].puzzle);
    std::fs::write(&path, format!("{easy}\n{several}\n{jellyfish}\n")).expect("write");
    let file = path.to_str().expect("UTF-8 path");
    let (status, out, err) = run_binary(&[
        "drill",
        "--technique",
        "Jellyfish",
        "--from",
        file,
        "--count",
        "2",
    ]);
    assert_eq!(status, 1);
    let first = &bank_entries(Technique::Jellyfish)[0];
    let sukaku = sudoku_stepper::format::write_sukaku(&first.position);
    assert_eq!(
        out,
        format!("{sukaku}# Jellyfish: {}\n", first.answer_message().text())
    );
    assert_eq!(
        err,
        format!(
            "drill 1: puzzle 3 of {file}\nerror: {file} gave 1 of the 2 drills of Jellyfish \
             asked for\n"
        )
    );
}

/// The one-line form of a puzzle's givens.
fn read_line(puzzle: &Grid) -> String {
    puzzle.givens_only().to_line()
}

/// The verdicts on a student's marks: right, partly right (what is missing), wrong marks with
/// their reasons, placements too.
#[test]
fn marks_are_judged_against_the_techniques_steps() {
    use sudoku_stepper::Candidate;
    use sudoku_stepper::tasks::drill::{Marks, Verdict, WrongMark, judge};
    let made = drill(Technique::XWing, 1);
    let solution = solve(&made.puzzle).expect("solved");
    let answer = made.answer.eliminations.clone();
    let removals = |list: &[Candidate]| Marks {
        removals: list.to_vec(),
        placements: Vec::new(),
    };
    assert_eq!(
        judge(
            (made.technique, &made.position, &made.answer),
            &removals(&answer),
            &solution
        ),
        Verdict::Right
    );
    let mut marked_on_board = made.position.clone();
    for removal in &answer {
        marked_on_board.eliminate(removal.cell, removal.digit);
    }
    assert_eq!(
        Marks::between(&made.position, &marked_on_board),
        removals(&answer)
    );
    let open: Vec<Candidate> = made
        .position
        .candidate_list()
        .into_iter()
        .filter(|c| !answer.contains(c))
        .collect();
    let solution_digit = *open
        .iter()
        .find(|c| solution.value(c.cell) == Some(c.digit))
        .expect("an open cell");
    let mut marked = answer.clone();
    marked.push(solution_digit);
    assert_eq!(
        judge(
            (made.technique, &made.position, &made.answer),
            &removals(&marked),
            &solution
        ),
        Verdict::Partly {
            right: answer.len(),
            missing: Vec::new(),
            places: false,
            wrong: vec![WrongMark::SolutionDigit(solution_digit)],
        }
    );
    let steps: Vec<Vec<Candidate>> = Technique::XWing
        .ranked(
            &made.position,
            &Cancel::never(),
            &mut sudoku_stepper::techniques::SearchCache::new(),
            50,
        )
        .into_iter()
        .map(|step| step.eliminations)
        .collect();
    let later = *open
        .iter()
        .find(|c| solution.value(c.cell) != Some(c.digit) && !steps.iter().any(|s| s.contains(c)))
        .expect("a candidate a later step removes");
    assert_eq!(
        judge(
            (made.technique, &made.position, &made.answer),
            &removals(&[later]),
            &solution
        ),
        Verdict::Partly {
            right: 0,
            missing: answer.clone(),
            places: false,
            wrong: vec![WrongMark::NotThisStep(later)],
        }
    );
    let single = drill(Technique::NakedSingle, 2);
    let solution = solve(&single.puzzle).expect("solved");
    let placed = single.answer.placements[0];
    let place = |candidate: Candidate| Marks {
        removals: Vec::new(),
        placements: vec![candidate],
    };
    let mut placed_on_board = single.position.clone();
    placed_on_board.place(placed.cell, placed.digit);
    assert_eq!(
        Marks::between(&single.position, &placed_on_board),
        place(placed)
    );
    assert_eq!(
        judge(
            (single.technique, &single.position, &single.answer),
            &place(placed),
            &solution
        ),
        Verdict::Right
    );
    let other = Candidate {
        cell: placed.cell,
        digit: sudoku_stepper::Digit::new(placed.digit.get() % 9 + 1),
    };
    assert_eq!(
        judge(
            (single.technique, &single.position, &single.answer),
            &place(other),
            &solution
        ),
        Verdict::Partly {
            right: 0,
            missing: vec![placed],
            places: true,
            wrong: vec![WrongMark::WrongDigit(other)],
        }
    );
}
