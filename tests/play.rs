//! Play mode: moves on a grid, and the controller's digits, pencil marks, wrong-digit check,
//! undo/redo and the refusal to step from a grid that lost the solution.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests state their expectations with expect

use std::path::Path;

use sudoku_stepper::controller::{Action, Change, Controller, InlineExecutor};
use sudoku_stepper::message;
use sudoku_stepper::message::{Message, Piece};
use sudoku_stepper::model::Notation;
use sudoku_stepper::tasks::play::{Move, MoveError, lost_solution, wrong_digits};
use sudoku_stepper::tasks::recognise::Recognition;
use sudoku_stepper::{Candidate, Candidates, Cell, Digit, Grid, Technique, read_path, solve};

/// Hands `action` to the controller and runs every job it starts to the end.
fn run(controller: &mut Controller, action: Action) {
    InlineExecutor::new().run(controller, action);
}

fn book62() -> Grid {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("puzzles/book62.sud");
    read_path(&path).expect("readable").puzzles[0].grid.clone()
}

fn loaded() -> Controller {
    let mut controller = Controller::new();
    run(
        &mut controller,
        Action::Open(Path::new(env!("CARGO_MANIFEST_DIR")).join("puzzles/book62.sud")),
    );
    assert_eq!(controller.error(), None);
    controller
}

fn cell(row: usize, col: usize) -> Cell {
    Cell::new((row - 1) * 9 + col - 1)
}

fn digits(values: &[u8]) -> Candidates {
    values.iter().fold(Candidates::EMPTY, |mut set, &v| {
        set.insert(Digit::new(v));
        set
    })
}

#[test]
fn placing_removes_the_digit_from_peers_and_erasing_gives_it_back() {
    let grid = book62();
    let placed = Move::Place {
        cell: cell(1, 1),
        digit: Digit::new(2),
    }
    .apply(&grid)
    .expect("2 fits r1c1");
    assert_eq!(placed.value(cell(1, 1)), Some(Digit::new(2)));
    assert!(!placed.candidates(cell(1, 2)).contains(Digit::new(2)));
    assert!(!placed.candidates(cell(9, 1)).contains(Digit::new(2)));
    assert!(placed.candidates(cell(2, 4)).contains(Digit::new(2)));

    let erased = Move::Erase { cell: cell(1, 1) }
        .apply(&placed)
        .expect("r1c1 holds a digit");
    assert_eq!(erased.value(cell(1, 1)), None);
    assert_eq!(erased.candidates(cell(1, 1)), digits(&[2, 4, 6, 7, 9]));
    assert!(erased.candidates(cell(1, 2)).contains(Digit::new(2)));
    assert!(erased.candidates(cell(9, 1)).contains(Digit::new(2)));
}

#[test]
fn erasing_gives_the_digit_back_only_where_no_other_copy_is_seen() {
    let grid = book62();
    let mut with_candidates = grid.clone();
    for index in 0..81 {
        let at = Cell::new(index);
        if grid.value(at).is_none() {
            with_candidates.set_candidates(at, Candidates::EMPTY);
        }
    }
    let placed = Move::Place {
        cell: cell(1, 1),
        digit: Digit::new(7),
    }
    .apply(&with_candidates)
    .expect("7 fits r1c1");
    let erased = Move::Erase { cell: cell(1, 1) }
        .apply(&placed)
        .expect("r1c1 holds 7");
    assert!(erased.candidates(cell(1, 2)).contains(Digit::new(7)));
    assert!(!erased.candidates(cell(7, 1)).contains(Digit::new(7)));
    assert!(!erased.candidates(cell(3, 1)).contains(Digit::new(7)));
    assert!(erased.candidates(cell(5, 1)).contains(Digit::new(7)));
}

#[test]
fn moves_that_cannot_be_made_say_why() {
    let grid = book62();
    let place = |row, col, value| {
        Move::Place {
            cell: cell(row, col),
            digit: Digit::new(value),
        }
        .apply(&grid)
    };
    assert_eq!(
        place(1, 4, 6).map(|_| ()).unwrap_err().to_string(),
        "r1c4 is a given of the puzzle and cannot be changed"
    );
    assert_eq!(
        place(1, 1, 3).map(|_| ()).unwrap_err(),
        MoveError::SeenByPeer {
            digit: Digit::new(3),
            cell: Piece::Cell { row: 0, col: 0 },
            peer: Piece::Cell { row: 0, col: 3 },
        }
    );
    assert_eq!(
        place(1, 1, 10).map(|_| ()).unwrap_err().to_string(),
        "10 is not a digit of this board (1 to 9)"
    );
    assert_eq!(
        Move::Erase { cell: cell(1, 1) }
            .apply(&grid)
            .map(|_| ())
            .unwrap_err()
            .to_string(),
        "r1c1 is already empty"
    );
    let placed = place(1, 1, 2).expect("2 fits r1c1");
    assert_eq!(
        Move::ToggleCandidate {
            cell: cell(1, 1),
            digit: Digit::new(4),
        }
        .apply(&placed)
        .map(|_| ())
        .unwrap_err()
        .to_string(),
        "r1c1 holds a digit: erase it before writing pencil marks"
    );
}

#[test]
fn wrong_digits_and_a_lost_solution_are_found_against_the_solution() {
    let grid = book62();
    let solution = solve(&grid).expect("unique");
    assert_eq!(wrong_digits(&grid, &solution), Vec::<Cell>::new());
    assert_eq!(lost_solution(&grid, &solution), None);
    let wrong = Move::Place {
        cell: cell(1, 1),
        digit: Digit::new(2),
    }
    .apply(&grid)
    .expect("2 fits r1c1");
    assert_eq!(wrong_digits(&wrong, &solution), vec![cell(1, 1)]);
    assert_eq!(
        lost_solution(&wrong, &solution),
        Some(Candidate {
            cell: cell(1, 1),
            digit: Digit::new(9),
        })
    );
    let unmarked = Move::ToggleCandidate {
        cell: cell(1, 2),
        digit: Digit::new(6),
    }
    .apply(&grid)
    .expect("r1c2 is empty");
    assert_eq!(wrong_digits(&unmarked, &solution), Vec::<Cell>::new());
    assert_eq!(
        lost_solution(&unmarked, &solution),
        Some(Candidate {
            cell: cell(1, 2),
            digit: Digit::new(6),
        })
    );
}

#[test]
fn a_typed_wrong_digit_is_logged_checked_refused_and_taken_back() {
    let mut controller = loaded();
    run(&mut controller, Action::Type(Digit::new(2)));
    assert_eq!(
        controller.log().len(),
        0,
        "with no cell chosen a digit is not placed"
    );
    assert_eq!(controller.lens().digit, Some(Digit::new(2)));
    assert_eq!(
        controller.status().text(),
        "Highlighted 2: a candidate in 55 cells, placed in 1 of 9. Type 2 again (with no cell \
         chosen) or press Escape to clear."
    );
    run(&mut controller, Action::Type(Digit::new(2)));
    assert_eq!(controller.lens().digit, None);
    assert_eq!(controller.status().text(), "No digit is highlighted.");
    run(&mut controller, Action::FocusCell(Some(cell(1, 1))));
    run(&mut controller, Action::Type(Digit::new(2)));
    assert_eq!(controller.status().text(), "You placed 2 in r1c1.");
    assert_eq!(controller.log().len(), 1);
    assert_eq!(
        controller.log()[0].change,
        Change::Move {
            made: Move::Place {
                cell: cell(1, 1),
                digit: Digit::new(2),
            },
            description: Message::template(
                "you-placed",
                vec![
                    ("digit", message![Digit::new(2)]),
                    ("cell", message![Piece::Cell { row: 0, col: 0 }]),
                ]
            ),
            recognised: Some(Recognition::Mistake {
                near: Some(Technique::NakedSingle),
            }),
        }
    );
    assert_eq!(controller.wrong_digits(), Vec::<Cell>::new());

    run(&mut controller, Action::ShowWrongDigits(true));
    assert_eq!(controller.wrong_digits(), vec![cell(1, 1)]);
    assert_eq!(
        controller.status().text(),
        "r1c1 = 2 is wrong: with it, 16 singles follow and then 7 has no place left in box 7. \
         Press Hint to see where it applies.",
        "Check asks why its one wrong digit is wrong"
    );

    run(&mut controller, Action::TakeStep);
    assert_eq!(controller.log().len(), 1);
    assert_eq!(
        controller.status().text(),
        "No step from here: your digits or pencil marks rule out the solution (see r1c1). \
         Turn on Check to see wrong digits, or press Back to undo your moves."
    );
    run(&mut controller, Action::Hint);
    assert!(
        controller
            .hint()
            .and_then(|hint| hint.about.as_ref())
            .is_some_and(|about| about.text().starts_with("r1c1 = 2 is wrong")),
        "Hint goes on with Check's answer about the wrong digit"
    );

    run(&mut controller, Action::Back);
    assert_eq!(controller.log().len(), 0);
    assert_eq!(controller.wrong_digits(), Vec::<Cell>::new());
    assert!(controller.can_redo());
    run(&mut controller, Action::Redo);
    assert_eq!(controller.status().text(), "Redid step 1: Your move.");
    assert_eq!(controller.wrong_digits(), vec![cell(1, 1)]);

    run(&mut controller, Action::EraseFocused);
    assert_eq!(controller.status().text(), "You erased 2 from r1c1.");
    run(&mut controller, Action::TakeStep);
    assert_eq!(controller.log().len(), 3);
    assert_eq!(
        controller.log()[2].step().map(|s| s.technique),
        Some(Technique::CandidateElimination)
    );
    assert!(!controller.can_redo());
}

#[test]
fn a_given_is_not_changed_and_pencil_mode_toggles_marks() {
    let mut controller = loaded();
    run(&mut controller, Action::FocusCell(Some(cell(1, 4))));
    run(&mut controller, Action::Type(Digit::new(6)));
    assert_eq!(
        controller.status().text(),
        "r1c4 is a given of the puzzle and cannot be changed."
    );
    assert!(controller.log().is_empty());

    run(&mut controller, Action::TakeStep);
    run(&mut controller, Action::FocusCell(Some(cell(1, 1))));
    run(&mut controller, Action::SetPencil(true));
    run(&mut controller, Action::Type(Digit::new(7)));
    assert_eq!(
        controller.status().text(),
        "You removed pencil mark 7 from r1c1."
    );
    let marks = controller.grid().expect("loaded").candidates(cell(1, 1));
    assert_eq!(marks, digits(&[2, 4, 6, 9]));
    run(&mut controller, Action::Type(Digit::new(7)));
    assert_eq!(
        controller.status().text(),
        "You added pencil mark 7 to r1c1."
    );
    let marks = controller.grid().expect("loaded").candidates(cell(1, 1));
    assert_eq!(marks, digits(&[2, 4, 6, 7, 9]));
    assert_eq!(controller.log().len(), 3);
}

#[test]
fn the_focus_moves_with_wrapping_and_can_be_let_go() {
    let mut controller = loaded();
    run(&mut controller, Action::MoveFocus { rows: -1, cols: 0 });
    assert_eq!(controller.focus(), Some(cell(9, 1)));
    run(&mut controller, Action::MoveFocus { rows: 0, cols: -1 });
    assert_eq!(controller.focus(), Some(cell(9, 9)));
    run(&mut controller, Action::MoveFocus { rows: 1, cols: 1 });
    assert_eq!(controller.focus(), Some(cell(1, 1)));
    run(&mut controller, Action::FocusCell(None));
    assert_eq!(controller.focus(), None);
}

#[test]
fn filling_the_last_cell_by_hand_says_whether_every_digit_is_right() {
    let mut controller = loaded();
    while controller.grid().is_some_and(|g| g.empty_count() > 1) {
        run(&mut controller, Action::TakeStep);
    }
    let grid = controller.grid().expect("loaded").clone();
    let last = (0..81)
        .map(Cell::new)
        .find(|&c| grid.value(c).is_none())
        .expect("one empty cell");
    let digit = grid.candidates(last).single().expect("one candidate");
    run(&mut controller, Action::FocusCell(Some(last)));
    run(&mut controller, Action::Type(digit));
    assert_eq!(
        controller.status().text(),
        format!(
            "You placed {digit} in {}. The puzzle is solved: every digit is right.",
            Notation::RowColumn.cell_of(grid.geometry(), last)
        )
    );
}
