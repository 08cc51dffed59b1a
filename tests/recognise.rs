//! Recognising what a student's move shows: the technique that justifies a placed digit or a
//! removed pencil mark at that position, a guess, a mistake; and the controller naming it in the
//! move's log row, in the background, unless turned off.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests state their expectations with expect

use sudoku_stepper::cancel::Cancel;
use sudoku_stepper::controller::{Action, Change, Controller, InlineExecutor};
use sudoku_stepper::deduction::step::Step;
use sudoku_stepper::tasks::guide::example;
use sudoku_stepper::tasks::play::Move;
use sudoku_stepper::tasks::recognise::{Recognition, recognise};
use sudoku_stepper::{Candidate, Cell, Digit, Grid, House, Technique};

/// Hands `action` to the controller and runs every job it starts to the end.
fn run(controller: &mut Controller, action: Action) {
    InlineExecutor::new().run(controller, action);
}

/// The guide's example of `technique` stepped to where it applies: the controller there, and the
/// step.
fn at_example(technique: Technique) -> (Controller, Step) {
    assert!(example(technique).is_some(), "{technique} has an example");
    let mut controller = Controller::new();
    run(&mut controller, Action::ShowExample(technique));
    let step = controller.hint().expect("the example's step").step.clone();
    assert_eq!(step.technique, technique);
    (controller, step)
}

fn judged(controller: &Controller, made: Move) -> Option<Recognition> {
    recognise(
        controller.grid().expect("a grid"),
        controller
            .info()
            .and_then(|info| info.solution.as_ref())
            .expect("a solution"),
        made,
        &Technique::DEFAULT,
        &Cancel::never(),
    )
}

fn place(candidate: Candidate) -> Move {
    Move::Place {
        cell: candidate.cell,
        digit: candidate.digit,
    }
}

fn unmark(candidate: Candidate) -> Move {
    Move::ToggleCandidate {
        cell: candidate.cell,
        digit: candidate.digit,
    }
}

fn candidate(row: usize, col: usize, digit: u8) -> Candidate {
    Candidate {
        cell: Cell::new((row - 1) * 9 + col - 1),
        digit: Digit::new(digit),
    }
}

#[test]
fn a_placed_digit_is_recognised_as_the_single_that_places_it() {
    let (controller, step) = at_example(Technique::HiddenSingle);
    assert_eq!(step.placements, [candidate(9, 1, 2)]);
    let recognition = judged(&controller, place(candidate(9, 1, 2))).expect("judged");
    assert_eq!(
        recognition,
        Recognition::Used {
            technique: Technique::HiddenSingle,
            house: Some(House::Row(8)),
        }
    );
    assert_eq!(recognition.describe().text(), "a Hidden Single in row 9");
}

#[test]
fn a_removed_pencil_mark_is_recognised_as_the_step_that_removes_it() {
    let (controller, step) = at_example(Technique::NakedPair);
    assert!(step.eliminations.contains(&candidate(5, 6, 2)));
    assert_eq!(
        judged(&controller, unmark(candidate(5, 6, 2))),
        Some(Recognition::Used {
            technique: Technique::NakedPair,
            house: Some(House::Col(5)),
        })
    );
    let (controller, step) = at_example(Technique::XWing);
    assert!(step.eliminations.contains(&candidate(6, 1, 7)));
    let recognition = judged(&controller, unmark(candidate(6, 1, 7))).expect("judged");
    assert_eq!(
        recognition,
        Recognition::Used {
            technique: Technique::XWing,
            house: None,
        }
    );
    assert_eq!(recognition.describe().text(), "an X-Wing");
}

#[test]
fn a_move_only_a_forcing_search_justifies_is_a_guess() {
    let (controller, step) = at_example(Technique::ForcingChain);
    assert!(step.eliminations.contains(&candidate(4, 6, 1)));
    let recognition = judged(&controller, unmark(candidate(4, 6, 1))).expect("judged");
    assert_eq!(recognition, Recognition::Guess);
    assert_eq!(
        recognition.describe().text(),
        "a guess: no one step of your techniques shows it here"
    );
}

#[test]
fn a_wrong_digit_or_the_solutions_pencil_mark_taken_out_is_a_mistake() {
    let (controller, _) = at_example(Technique::HiddenSingle);
    let grid = controller.grid().expect("a grid");
    let cell = candidate(9, 1, 2).cell;
    let wrong = grid
        .candidates(cell)
        .iter()
        .find(|&digit| digit != Digit::new(2))
        .expect("another candidate");
    let recognition = judged(&controller, Move::Place { cell, digit: wrong });
    let near = Some(Recognition::Mistake {
        near: Some(Technique::HiddenSingle),
    });
    assert_eq!(recognition, near);
    assert_eq!(judged(&controller, unmark(candidate(9, 1, 2))), near);
}

#[test]
fn erasing_adding_a_pencil_mark_and_a_position_off_the_solution_are_not_judged() {
    let (controller, _) = at_example(Technique::HiddenSingle);
    let grid: &Grid = controller.grid().expect("a grid");
    let cell = candidate(9, 1, 2).cell;
    let absent = (1..=9)
        .map(Digit::new)
        .find(|&digit| !grid.candidates(cell).contains(digit))
        .expect("a digit the cell lacks");
    assert_eq!(
        judged(
            &controller,
            Move::ToggleCandidate {
                cell,
                digit: absent,
            }
        ),
        None
    );
    let solution = controller
        .info()
        .and_then(|info| info.solution.clone())
        .expect("a solution");
    let placed = place(candidate(9, 1, 2)).apply(grid).expect("placed");
    assert_eq!(
        recognise(
            &placed,
            &solution,
            Move::Erase { cell },
            &Technique::DEFAULT,
            &Cancel::never(),
        ),
        None
    );
    let off = Move::ToggleCandidate {
        cell,
        digit: Digit::new(2),
    }
    .apply(grid)
    .expect("the pencil mark comes out");
    let later = candidate(6, 1, 7);
    let placed_elsewhere = (0..81)
        .map(Cell::new)
        .find(|&c| off.value(c).is_none() && c != cell && c != later.cell)
        .expect("an empty cell");
    let right = solution.value(placed_elsewhere).expect("solved");
    assert_eq!(
        recognise(
            &off,
            &solution,
            Move::Place {
                cell: placed_elsewhere,
                digit: right,
            },
            &Technique::DEFAULT,
            &Cancel::never(),
        ),
        None,
        "the position had already lost the solution"
    );
}

#[test]
fn the_controller_names_the_technique_in_the_moves_log_row_unless_turned_off() {
    let (mut controller, _) = at_example(Technique::HiddenSingle);
    assert!(controller.recognises_moves());
    let rows = controller.log().len();
    run(
        &mut controller,
        Action::FocusCell(Some(candidate(9, 1, 2).cell)),
    );
    run(&mut controller, Action::Type(Digit::new(2)));
    assert_eq!(controller.log().len(), rows + 1);
    let row = &controller.log()[rows];
    assert!(matches!(row.change, Change::Move { .. }));
    assert_eq!(
        row.recognition(),
        Some(Recognition::Used {
            technique: Technique::HiddenSingle,
            house: Some(House::Row(8)),
        })
    );
    run(&mut controller, Action::RecogniseMoves(false));
    assert!(!controller.recognises_moves());
    let open = (0..81)
        .map(Cell::new)
        .find(|&c| controller.grid().expect("a grid").value(c).is_none())
        .expect("an empty cell");
    let digit = controller
        .info()
        .and_then(|info| info.solution.as_ref())
        .and_then(|solution| solution.value(open))
        .expect("its digit");
    run(&mut controller, Action::FocusCell(Some(open)));
    run(&mut controller, Action::Type(digit));
    assert_eq!(controller.log().len(), rows + 2);
    assert_eq!(controller.log()[rows + 1].recognition(), None);
}

#[test]
fn a_move_that_is_not_judged_says_why_in_its_log_row() {
    let (mut controller, _) = at_example(Technique::HiddenSingle);
    let rows = controller.log().len();
    let solution = controller
        .info()
        .and_then(|info| info.solution.clone())
        .expect("a solution");
    let empty: Vec<Cell> = (0..81)
        .map(Cell::new)
        .filter(|&c| controller.grid().expect("a grid").value(c).is_none())
        .collect();
    let (first, second) = (empty[0], empty[1]);
    let right = solution.value(first).expect("solved");
    let judgement = |controller: &Controller, row: usize| {
        controller.judgement(row).map(|message| message.text())
    };

    run(&mut controller, Action::FocusCell(Some(first)));
    run(&mut controller, Action::Type(right));
    run(&mut controller, Action::EraseFocused);
    assert_eq!(
        judgement(&controller, rows + 1).as_deref(),
        Some("not judged: erasing a digit is not judged")
    );
    let wrong = controller
        .grid()
        .expect("a grid")
        .candidates(first)
        .iter()
        .find(|&digit| digit != right)
        .expect("a wrong candidate");
    run(&mut controller, Action::SetPencil(true));
    run(&mut controller, Action::Type(wrong));
    run(&mut controller, Action::Type(wrong));
    assert_eq!(
        judgement(&controller, rows + 3).as_deref(),
        Some("not judged: adding a pencil mark is not judged")
    );
    run(&mut controller, Action::SetPencil(false));

    run(&mut controller, Action::Type(wrong));
    assert_eq!(
        judgement(&controller, rows + 4).as_deref(),
        Some("a mistake")
    );
    run(&mut controller, Action::FocusCell(Some(second)));
    run(
        &mut controller,
        Action::Type(solution.value(second).expect("solved")),
    );
    assert_eq!(controller.log()[rows + 5].recognition(), None);
    assert_eq!(
        judgement(&controller, rows + 5),
        Some(format!(
            "not judged: the position has had no solution since your {wrong} in r{}c{} in row {}",
            first.index() / 9 + 1,
            first.index() % 9 + 1,
            rows + 5
        ))
    );
}
