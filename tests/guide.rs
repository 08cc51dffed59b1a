//! The technique guide: every technique has an explanation, and "Show me" opens its bundled
//! example stepped to the point where the technique applies, the position the guide's picture
//! draws.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests state their expectations with expect

use sudoku_stepper::controller::{Action, Controller, GuidePicture, InlineExecutor, with_article};
use sudoku_stepper::i18n::Language;
use sudoku_stepper::tasks::guide::example;
use sudoku_stepper::{Role, Technique};

/// Hands `action` to the controller and runs every job it starts to the end.
fn run(controller: &mut Controller, action: Action) {
    InlineExecutor::new().run(controller, action);
}

#[test]
fn every_technique_has_an_explanation_of_a_few_sentences() {
    for technique in Technique::ALL {
        let text = technique.guide(Language::English);
        let sentences = text.matches(". ").count() + 1;
        assert!(
            (2..=5).contains(&sentences) && text.ends_with('.'),
            "{technique}: {text}"
        );
    }
}

#[test]
fn show_me_reaches_every_technique_that_has_an_example() {
    let mut without = Vec::new();
    for technique in Technique::ALL {
        let mut drawn = Controller::new();
        assert_eq!(drawn.guide_picture(technique), GuidePicture::NotAsked);
        run(&mut drawn, Action::StepExample(technique));
        if example(technique).is_none() {
            assert_eq!(drawn.guide_picture(technique), GuidePicture::Missing);
            without.push(technique);
            continue;
        }
        let mut controller = Controller::new();
        run(&mut controller, Action::ShowExample(technique));
        let hint = controller
            .hint()
            .unwrap_or_else(|| panic!("{technique}: {}", controller.status().text()));
        assert_eq!(hint.step.technique, technique);
        assert_eq!(hint.level, 2);
        assert_eq!(
            controller.info().map(|info| info.name.clone()),
            Some(format!("{technique} example"))
        );
        assert_eq!(
            drawn.guide_picture(technique),
            GuidePicture::Ready(controller.grid().expect("the example"), &hint.step),
            "{technique}: the guide's picture shows the position and step Show me opens"
        );
        let only_singles = if matches!(
            technique,
            Technique::TemplateSet | Technique::TemplateDelete | Technique::BruteForce
        ) {
            " (with only the singles on)"
        } else {
            ""
        };
        let look = match &hint.chain {
            Some(chain) => format!("Look at the shaded cells: the chain {}", chain.text()),
            None => "Look at the highlighted houses and cells".to_string(),
        };
        assert_eq!(
            hint.chain.is_some(),
            hint.step
                .proof
                .as_ref()
                .is_some_and(|proof| !proof.is_arithmetic()),
            "{technique}: a chain or forcing step says where its chain starts"
        );
        let level_two = hint.shown().expect("level 2 draws the pattern");
        assert!(level_two.placements.is_empty() && level_two.eliminations.is_empty());
        assert!(
            level_two.highlight.links.is_empty()
                && level_two
                    .highlight
                    .cells
                    .iter()
                    .all(|(_, role)| matches!(role, Role::Pattern | Role::Fin))
                && level_two
                    .highlight
                    .candidates
                    .iter()
                    .all(|(_, role)| matches!(role, Role::Pattern | Role::Fin)),
            "{technique}: hint 2 shows no link, no removal and no placement"
        );
        assert_eq!(
            controller.status().text(),
            format!(
                "Show me: {} applies now{only_singles}. {look}; press Hint to see the whole \
                 step, or Apply Hint to take it.",
                with_article(technique).text()
            )
        );
        let steps_before = controller.log().len();
        run(&mut controller, Action::ApplyHint);
        assert_eq!(controller.log().len(), steps_before + 1);
        assert_eq!(
            controller
                .log()
                .last()
                .and_then(|e| e.step())
                .map(|s| s.technique),
            Some(technique)
        );
    }
    // Rare fish no puzzle of the bundled collections reaches (HoDoKu finds none on them either):
    // their Show me button is disabled.
    assert_eq!(
        without,
        [
            Technique::FrankenXWing,
            Technique::FrankenSwordfish,
            Technique::FrankenJellyfish,
            Technique::FinnedFrankenXWing,
            Technique::MutantXWing,
            Technique::MutantSwordfish,
            Technique::MutantJellyfish,
            Technique::FinnedMutantXWing,
            Technique::FinnedMutantSwordfish,
        ]
    );
}

#[test]
fn technique_names_take_the_article_they_are_read_with() {
    assert_eq!(with_article(Technique::XWing).text(), "an X-Wing");
    assert_eq!(with_article(Technique::AlsXz).text(), "an ALS-XZ");
    assert_eq!(
        with_article(Technique::EmptyRectangle).text(),
        "an Empty Rectangle"
    );
    assert_eq!(
        with_article(Technique::UniquenessTest1).text(),
        "a Uniqueness Test 1"
    );
    assert_eq!(with_article(Technique::Skyscraper).text(), "a Skyscraper");
    assert_eq!(
        with_article(Technique::TwoStringKite).text(),
        "a 2-String Kite"
    );
}

/// Each technique's example message, read as a student would (tests/data/example_messages.txt:
/// "== technique" then the message of its Show me step).
#[test]
fn every_example_says_exactly_what_was_read_and_checked() {
    let text = include_str!("data/example_messages.txt");
    let mut expected = std::collections::HashMap::new();
    for block in text.split("== ").filter(|b| !b.is_empty()) {
        let (name, message) = block.split_once('\n').expect("a name line");
        expected.insert(name.to_string(), message.trim_end().to_string());
    }
    let mut checked = 0;
    for technique in Technique::ALL {
        if example(technique).is_none() {
            continue;
        }
        let mut controller = Controller::new();
        run(&mut controller, Action::ShowExample(technique));
        let hint = controller.hint().expect("a hint");
        let wanted = expected
            .get(technique.name())
            .unwrap_or_else(|| panic!("{technique}: no message in example_messages.txt"));
        assert_eq!(&hint.step.message.text(), wanted, "{technique}");
        checked += 1;
    }
    assert_eq!(checked, expected.len());
}

#[test]
fn hint_zero_names_only_a_house_that_holds_the_step_or_its_one_digit() {
    use sudoku_stepper::controller::{Hint, Nudge};
    let mut nudges = Vec::new();
    for technique in Technique::ALL {
        if example(technique).is_none() {
            continue;
        }
        let mut controller = Controller::new();
        run(&mut controller, Action::ShowExample(technique));
        let step = controller.hint().expect("the example's step").step.clone();
        let grid = controller.grid().expect("a grid");
        let geometry = grid.geometry();
        let hint = Hint::new(step.clone(), grid);
        assert_eq!(hint.level, 0);
        let changed: Vec<_> = step.placements.iter().chain(&step.eliminations).collect();
        let mut cells: Vec<_> = changed.iter().map(|c| c.cell).collect();
        cells.extend(step.highlight.cells.iter().map(|&(cell, _)| cell));
        cells.extend(step.highlight.candidates.iter().map(|&(c, _)| c.cell));
        cells.extend(step.highlight.sets.iter().flatten().copied());
        match hint.nudge {
            Nudge::Inside(house) => assert!(
                cells
                    .iter()
                    .all(|&cell| geometry.houses_of(cell).contains(&house)),
                "{technique}: {house:?}"
            ),
            Nudge::Digit(digit) => assert!(
                changed
                    .iter()
                    .copied()
                    .chain(step.highlight.candidates.iter().map(|(c, _)| c))
                    .all(|c| c.digit == digit),
                "{technique}: {digit:?}"
            ),
            Nudge::Changes(house) => assert!(
                changed
                    .iter()
                    .any(|c| geometry.houses_of(c.cell).contains(&house)),
                "{technique}: {house:?}"
            ),
            Nudge::Anywhere => panic!("{technique}: its step changes nothing"),
        }
        let said = hint.describe().text();
        assert!(!said.contains(technique.name()), "{technique}: {said}");
        nudges.push((technique, hint.nudge));
    }
    let nudge_of = |wanted: Technique| {
        nudges
            .iter()
            .find(|(technique, _)| *technique == wanted)
            .map(|&(_, nudge)| nudge)
    };
    assert!(matches!(nudge_of(Technique::XWing), Some(Nudge::Digit(_))));
    assert!(matches!(
        nudge_of(Technique::HiddenSingle),
        Some(Nudge::Inside(_))
    ));
    assert!(matches!(
        nudge_of(Technique::XyChain),
        Some(Nudge::Changes(_))
    ));
}
