//! Technique fixtures: pencil-mark positions where a technique must find an exact step, or must find
//! nothing. Most positions were taken from solves of the collections in `tests/data`, at the point
//! where the default order first used the technique; the source is named in each case's header.
//! Regression cases (bugs found while testing) live in the same file. Every expected step is also
//! checked against the position's unique solution.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests state their expectations with expect

use sudoku_stepper::cancel::Cancel;
use sudoku_stepper::format::read_str;
use sudoku_stepper::model::Notation;
use sudoku_stepper::solver::MAX_STEPS_PER_TECHNIQUE;
use sudoku_stepper::techniques::SearchCache;
use sudoku_stepper::{Candidate, Grid, Technique, solve};

/// One fixture: a technique, where the position comes from, what it must find, and the position.
struct Case {
    technique: Technique,
    source: String,
    placements: Option<String>,
    eliminations: Option<String>,
    message_start: Option<String>,
    grid: Grid,
}

impl Case {
    fn is_negative(&self) -> bool {
        self.placements.is_none() && self.eliminations.is_none()
    }
}

fn parse_cases(text: &str) -> Vec<Case> {
    let mut cases = Vec::new();
    for block in text.split("\n== ").skip(1) {
        let mut lines = block.lines();
        let header = lines.next().expect("header");
        let (name, source) = header.split_once(" | ").expect("name | source");
        let technique = Technique::from_name(name).unwrap_or_else(|| panic!("{name}"));
        let (mut placements, mut eliminations, mut message_start) = (None, None, None);
        let mut grid_lines = Vec::new();
        for line in lines {
            if let Some(rest) = line.strip_prefix("placements: ") {
                placements = Some(rest.to_string());
            } else if let Some(rest) = line.strip_prefix("eliminations: ") {
                eliminations = Some(rest.to_string());
            } else if let Some(rest) = line.strip_prefix("message starts: ") {
                message_start = Some(rest.to_string());
            } else if line != "nothing" && !line.trim().is_empty() {
                grid_lines.push(line);
            }
        }
        let grid = read_str(header, &grid_lines.join("\n"))
            .unwrap_or_else(|e| panic!("{header}: {e}"))
            .puzzles
            .remove(0)
            .grid;
        cases.push(Case {
            technique,
            source: source.to_string(),
            placements,
            eliminations,
            message_start,
            grid,
        });
    }
    cases
}

fn written(grid: &Grid, candidates: &[Candidate], relation: &str) -> Option<String> {
    let mut sorted = candidates.to_vec();
    sorted.sort();
    let names: Vec<String> = sorted
        .iter()
        .map(|c| {
            let cell = Notation::RowColumn.cell_of(grid.geometry(), c.cell);
            format!("{cell}{relation}{}", c.digit)
        })
        .collect();
    (!names.is_empty()).then(|| names.join(", "))
}

fn cases() -> Vec<Case> {
    parse_cases(include_str!("data/technique_cases.txt"))
}

#[test]
fn every_case_finds_exactly_its_step() {
    for case in cases() {
        let label = format!("{} | {}", case.technique, case.source);
        let step = case.technique.find(&case.grid);
        if case.is_negative() {
            assert_eq!(step, None, "{label}");
            continue;
        }
        let step = step.unwrap_or_else(|| panic!("{label}: no step"));
        assert_eq!(step.technique, case.technique, "{label}");
        assert_eq!(
            written(&case.grid, &step.placements, "="),
            case.placements,
            "{label}"
        );
        if step.placements.is_empty() {
            assert_eq!(
                written(&case.grid, &step.eliminations, "<>"),
                case.eliminations,
                "{label}"
            );
        }
        if let Some(start) = &case.message_start {
            assert!(
                step.message.text().starts_with(start),
                "{label}: {}",
                step.message.text()
            );
        }
    }
}

#[test]
fn every_expected_step_agrees_with_the_solution() {
    for case in cases().into_iter().filter(|c| !c.is_negative()) {
        let label = format!("{} | {}", case.technique, case.source);
        let solution = solve(&case.grid).unwrap_or_else(|| panic!("{label}: no solution"));
        let step = case.technique.find(&case.grid).expect("a step");
        for p in &step.placements {
            assert_eq!(solution.value(p.cell), Some(p.digit), "{label}");
        }
        for e in &step.eliminations {
            assert_ne!(solution.value(e.cell), Some(e.digit), "{label}");
        }
    }
}

#[test]
fn each_advanced_technique_has_two_positive_cases_and_a_negative_one() {
    let cases = cases();
    let covered = [
        Technique::UniquenessTest1,
        Technique::UniquenessTest2,
        Technique::UniquenessTest3,
        Technique::UniquenessTest4,
        Technique::UniquenessTest6,
        Technique::HiddenRectangle,
        Technique::SiameseFish,
        Technique::KrakenFish,
        Technique::FinnedXWing,
        Technique::SashimiXWing,
        Technique::FinnedSwordfish,
        Technique::SashimiSwordfish,
        Technique::FinnedJellyfish,
        Technique::SashimiJellyfish,
        Technique::WxyzWing,
        Technique::ExtendedUniqueRectangle,
        Technique::SueDeCoq,
        Technique::MultiColors,
        Technique::Medusa3D,
        Technique::NiceLoop,
        Technique::GroupedNiceLoop,
        Technique::AlsXz,
        Technique::AlsXyWing,
        Technique::AlsXyChain,
        Technique::AlignedPairExclusion,
        Technique::DeathBlossom,
        Technique::ForcingChain,
        Technique::ForcingNet,
        Technique::TemplateSet,
        Technique::TemplateDelete,
    ];
    for technique in covered {
        let of: Vec<&Case> = cases.iter().filter(|c| c.technique == technique).collect();
        let negatives = of.iter().filter(|c| c.is_negative()).count();
        assert!(of.len() - negatives >= 2, "{technique}: positive cases");
        assert!(negatives >= 1, "{technique}: negative case");
    }
}

#[test]
fn chains_take_the_step_that_removes_most_and_simple_techniques_the_first() {
    let case = cases()
        .into_iter()
        .find(|c| {
            c.technique == Technique::GroupedNiceLoop
                && c.source
                    .starts_with("regression, top1465.txt #2 before step 57")
        })
        .expect("the case");
    let in_search_order = case.technique.search(
        &case.grid,
        &Cancel::never(),
        &mut SearchCache::new(),
        MAX_STEPS_PER_TECHNIQUE,
    );
    assert_eq!(
        written(&case.grid, &in_search_order[0].eliminations, "<>").as_deref(),
        Some("r1c2<>6")
    );
    let chosen = case.technique.find(&case.grid).expect("a step");
    assert_eq!(
        written(&case.grid, &chosen.eliminations, "<>").as_deref(),
        Some("r1c2<>6, r2c2<>6")
    );
    let ranked = case.technique.ranked(
        &case.grid,
        &Cancel::never(),
        &mut SearchCache::new(),
        MAX_STEPS_PER_TECHNIQUE,
    );
    assert_eq!(ranked[0], chosen);
    assert_eq!(ranked.len(), in_search_order.len());
    assert!(
        ranked
            .windows(2)
            .all(|pair| pair[0].rank() <= pair[1].rank())
    );
    let takes_best: Vec<&str> = Technique::ALL
        .into_iter()
        .filter(|t| t.takes_best())
        .map(Technique::name)
        .collect();
    assert_eq!(
        takes_best,
        [
            "Remote Pair",
            "X-Chain",
            "XY-Chain",
            "Nice Loop/AIC",
            "Grouped Nice Loop/AIC",
            "ALS-XY-Chain",
            "Franken X-Wing",
            "Franken Swordfish",
            "Franken Jellyfish",
            "Finned Franken X-Wing",
            "Finned Franken Swordfish",
            "Finned Franken Jellyfish",
            "Mutant X-Wing",
            "Mutant Swordfish",
            "Mutant Jellyfish",
            "Finned Mutant X-Wing",
            "Finned Mutant Swordfish",
            "Finned Mutant Jellyfish",
            "Kraken Fish"
        ]
    );
}
