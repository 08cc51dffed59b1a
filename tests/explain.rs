//! Questions about one candidate: reading them, and every kind of answer re-checked against the
//! solution on a sample of positions (each why-not answered by a step that removes that very
//! candidate or a short run of singles after which it is gone, each right digit by a step or a
//! run of singles that places it, each wrong digit by a contradiction
//! that removes it, every change of every step agreeing with the solution).

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests state their expectations with expect

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use sudoku_stepper::cancel::Cancel;
use sudoku_stepper::format::read_str;
use sudoku_stepper::model::Notation;
use sudoku_stepper::solver::{StepFinder, solve_steps};
use sudoku_stepper::tasks::explain::{Answer, Question, QuestionError, explain};
use sudoku_stepper::techniques::Target;
use sudoku_stepper::{Candidate, Cell, Digit, Grid, Layout, Step, Technique, solve};

fn candidate(row: usize, col: usize, digit: u8) -> Candidate {
    Candidate {
        cell: Cell::new((row - 1) * 9 + col - 1),
        digit: Digit::new(digit),
    }
}

fn logical() -> Vec<Technique> {
    Technique::DEFAULT
        .into_iter()
        .filter(|&t| t != Technique::BruteForce)
        .collect()
}

#[test]
fn questions_are_read_in_both_forms_and_bad_ones_are_refused() {
    let geometry = Layout::CLASSIC.geometry();
    let parse = |text: &str| Question::parse(text, geometry);
    assert_eq!(parse("r4c5<>7"), Ok(Question::WhyNot(candidate(4, 5, 7))));
    assert_eq!(
        parse(" R4C5 != 7 "),
        Ok(Question::WhyNot(candidate(4, 5, 7)))
    );
    assert_eq!(parse("r9c1=3"), Ok(Question::WhyHere(candidate(9, 1, 3))));
    assert_eq!(
        parse("r4c5<>7").unwrap().written(geometry).text(),
        "r4c5<>7".to_string()
    );
    assert_eq!(
        parse("r9c1 = 3").unwrap().written(geometry).text(),
        "r9c1=3"
    );
    assert_eq!(
        parse("r0c5<>7"),
        Err(QuestionError::OutsideBoard {
            what: "row",
            number: 0,
            n: 9
        })
    );
    assert_eq!(
        parse("r1c5<>10").unwrap_err().to_string(),
        "digit 10 is outside this 9x9 board (1 to 9)"
    );
    for text in [
        "r4c5", "r4c5<7", "4c5<>7", "r4c<>7", "r4c5<>", "r4c5<>7x", "r-1c5<>7",
    ] {
        assert_eq!(
            parse(text),
            Err(QuestionError::Unreadable {
                text: text.to_string()
            }),
            "{text}"
        );
    }
    assert_eq!(parse("E5<>7"), Ok(Question::WhyNot(candidate(5, 5, 7))));
    assert_eq!(parse(" i1 = 3 "), Ok(Question::WhyHere(candidate(9, 1, 3))));
    assert_eq!(
        parse("j1<>3"),
        Err(QuestionError::OutsideBoard {
            what: "row",
            number: 10,
            n: 9
        })
    );
    let big = Layout::new(4, 4).unwrap().geometry();
    assert_eq!(
        Question::parse("P16<>13", big),
        Question::parse("r16c16<>13", big)
    );
    assert_eq!(
        Question::parse("r12c16<>13", big)
            .unwrap()
            .written(big)
            .text(),
        "r12c16<>13"
    );
}

/// Checks every change of `step` against `solution`.
fn agrees(step: &Step, solution: &Grid) -> bool {
    step.eliminations
        .iter()
        .all(|c| solution.value(c.cell) != Some(c.digit))
        && step
            .placements
            .iter()
            .all(|c| solution.value(c.cell) == Some(c.digit))
}

/// Checks that a run of singles agrees with `solution`, each step being a single, and gives the
/// position it reaches from `position`.
fn run_of_singles(position: &Grid, steps: &[Step], solution: &Grid, label: &str) -> Grid {
    let mut reached = position.clone();
    assert!(
        (1..=4).contains(&steps.len()),
        "{label}: {} singles",
        steps.len()
    );
    for step in steps {
        assert!(
            [
                Technique::FullHouse,
                Technique::NakedSingle,
                Technique::HiddenSingle
            ]
            .contains(&step.technique),
            "{label}"
        );
        assert!(agrees(step, solution), "{label}: {}", step.message.text());
        assert!(step.apply(&mut reached), "{label}");
    }
    reached
}

/// Asks both questions about every 13th candidate of every 11th position of the solve paths of
/// every 10th top95 puzzle and checks each answer.
#[test]
fn every_answer_on_a_sample_of_positions_is_sound() {
    let puzzles = read_str("top95.txt", include_str!("data/top95.txt"))
        .unwrap()
        .puzzles;
    let techniques = logical();
    let never = Cancel::never();
    let (mut removed, mut solution_kept, mut placed, mut wrong) = (0, 0, 0, 0);
    let (mut removed_by_singles, mut placed_by_singles) = (0, 0);
    for (index, puzzle) in puzzles.iter().enumerate().step_by(10) {
        let solution = solve(&puzzle.grid).unwrap();
        let path = solve_steps(&puzzle.grid, &techniques);
        let mut position = puzzle.grid.clone();
        for (taken, step) in path.steps.iter().enumerate() {
            step.apply(&mut position);
            if taken % 11 != 0 || position.is_solved() {
                continue;
            }
            for asked in position.candidate_list().into_iter().step_by(13) {
                let label = format!("top95 #{} after step {}: {asked:?}", index + 1, taken + 1);
                let right = solution.value(asked.cell) == Some(asked.digit);
                let answer = |question| {
                    explain(&position, &solution, question, &techniques, &never).expect("answered")
                };
                match answer(Question::WhyNot(asked)) {
                    Answer::Step(step) if !right => {
                        assert!(Target::Removes(asked).is_hit_by(&step), "{label}");
                        assert!(agrees(&step, &solution), "{label}: {}", step.message.text());
                        removed += 1;
                    }
                    Answer::Singles(steps) if !right => {
                        let reached = run_of_singles(&position, &steps, &solution, &label);
                        assert!(
                            !reached.candidates(asked.cell).contains(asked.digit),
                            "{label}"
                        );
                        assert_ne!(reached.value(asked.cell), Some(asked.digit), "{label}");
                        removed_by_singles += 1;
                    }
                    Answer::Solution { step, places } if right => {
                        let step = step.expect("a step");
                        assert!(agrees(&step, &solution), "{label}: {}", step.message.text());
                        if places {
                            assert!(step.placements.contains(&asked), "{label}");
                        } else {
                            let next = StepFinder::new(&techniques)
                                .next_step(&position, &never)
                                .unwrap();
                            assert_eq!(Some(step), next, "{label}");
                        }
                        solution_kept += 1;
                    }
                    other => panic!("{label}: {other:?}"),
                }
                match answer(Question::WhyHere(asked)) {
                    Answer::Step(step) if right => {
                        assert!(step.placements.contains(&asked), "{label}");
                        assert!(agrees(&step, &solution), "{label}: {}", step.message.text());
                        placed += 1;
                    }
                    Answer::Singles(steps) if right => {
                        let reached = run_of_singles(&position, &steps, &solution, &label);
                        assert_eq!(reached.value(asked.cell), Some(asked.digit), "{label}");
                        placed_by_singles += 1;
                    }
                    Answer::Wrong(Some(step)) if !right => {
                        assert_eq!(step.eliminations, vec![asked], "{label}");
                        let cell = Notation::RowColumn.cell_of(position.geometry(), asked.cell);
                        assert!(
                            !step.message.text().contains(&format!(
                                "{cell}={}",
                                solution.value(asked.cell).unwrap()
                            )),
                            "{label} gives the solution away: {}",
                            step.message.text()
                        );
                        wrong += 1;
                    }
                    other => panic!("{label}: {other:?}"),
                }
            }
        }
    }
    assert_eq!(
        (
            removed,
            removed_by_singles,
            solution_kept,
            placed,
            placed_by_singles,
            wrong
        ),
        (451, 59, 222, 179, 43, 510),
        "answers of each kind"
    );
}

#[test]
fn a_cancelled_search_proves_nothing_and_a_given_cannot_be_asked_about() {
    let puzzles = read_str("top95.txt", include_str!("data/top95.txt"))
        .unwrap()
        .puzzles;
    let mut position = puzzles[0].grid.clone();
    let solution = solve(&position).unwrap();
    Technique::CandidateElimination
        .find(&position)
        .unwrap()
        .apply(&mut position);
    let false_candidate = position
        .candidate_list()
        .into_iter()
        .find(|c| solution.value(c.cell) != Some(c.digit))
        .unwrap();
    let cancelled = Cancel::shared(Arc::new(AtomicBool::new(true)));
    let answer = explain(
        &position,
        &solution,
        Question::WhyNot(false_candidate),
        &logical(),
        &cancelled,
    );
    assert_eq!(answer, Ok(Answer::NotProvable));
    let given = (0..81)
        .map(Cell::new)
        .find(|&c| position.is_given(c))
        .unwrap();
    let asked = Question::WhyHere(Candidate {
        cell: given,
        digit: Digit::new(1),
    });
    assert_eq!(
        explain(&position, &solution, asked, &logical(), &Cancel::never())
            .unwrap_err()
            .to_string(),
        format!(
            "{} is a given of the puzzle",
            Notation::RowColumn.cell_of(position.geometry(), given)
        )
    );
}

/// The answer to `question` about a HoDoKu library line's position, with `techniques`.
fn answer_on(line: &str, question: &str, techniques: &[Technique]) -> Answer {
    let position = read_str("position.txt", line)
        .unwrap()
        .puzzles
        .remove(0)
        .grid;
    let givens = position.givens_only();
    let solution = solve(&givens).unwrap();
    let question = Question::parse(question, position.geometry()).unwrap();
    explain(&position, &solution, question, techniques, &Cancel::never()).unwrap()
}

#[test]
fn two_singles_answer_before_an_almost_locked_set() {
    let line = ":0000:x:3+9+5+846+7+21+7+1+4+9+25+68+3+86+2+1+7+3.9.+1283+9+7...+64+7+5+8+2+31+953+9+46+\
                1+27+89.+62+3+4+15.4..7.+89..+2..+6.98..:183 195::";
    let answer = answer_on(line, "r3c9<>4", &logical());
    let Answer::Singles(steps) = &answer else {
        panic!("{answer:?}");
    };
    let placed: Vec<Candidate> = steps.iter().flat_map(|s| s.placements.clone()).collect();
    assert_eq!(placed, vec![candidate(7, 9, 7), candidate(9, 9, 4)]);
    let geometry = Layout::CLASSIC.geometry();
    assert_eq!(
        answer
            .describe(Question::WhyNot(candidate(3, 9, 4)), geometry)
            .text(),
        "Why not 4 in r3c9: r7c9 = 7 by a Naked Single, then r9c9 = 4 by a Naked Single; r9c9 \
         shares column 9 with r3c9, so r3c9 <> 4."
    );
}

#[test]
fn the_aimed_xy_chain_search_finds_the_chain_that_removes_the_candidate() {
    let line = ":0000:x:+3+5+62.+7.1.+78+91+546+2+3+12+46.+3+7.5+4.7+8.21+5.+2.5+9....76.+8.....+2+8+7+2\
                +3+19+5..94+1...2+385+6+3+4+28+971:::";
    for techniques in [logical(), vec![Technique::XyChain]] {
        let Answer::Step(step) = answer_on(line, "r1c9<>4", &techniques) else {
            panic!("a step");
        };
        assert_eq!(step.technique, Technique::XyChain);
        assert_eq!(step.eliminations, vec![candidate(1, 9, 4)]);
        assert!(
            step.message
                .text()
                .starts_with("XY-Chain: if r1c7=4 is false, then r1c7<>4 => r1c7=8 => r3c8<>8"),
            "{}",
            step.message.text()
        );
    }
}

#[test]
fn the_aimed_als_xy_chain_search_finds_a_chain_that_is_not_its_start_sets_first() {
    let line = ":0000:x:+16+7.5.4.3.2+41........+4..7.+14+53.+1.6.+27.+25.......+62.........8..5.6...4.\
                +2.........1.:521 826 926 927 629 936 957 459 367 967 868 968 469 869 172 372 \
                972 376 676 779 979 182 782 883 983 784 386 786 986 988 989 392 892 992 395 695 \
                396 696 996 799 899 999::";
    let Answer::Step(step) = answer_on(line, "r5c8<>9", &[Technique::AlsXyChain]) else {
        panic!("a step");
    };
    assert_eq!(step.technique, Technique::AlsXyChain);
    assert!(step.eliminations.contains(&candidate(5, 8, 9)));
}
