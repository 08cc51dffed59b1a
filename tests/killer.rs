//! Killer boards: cages read from the variant text form and from f-puzzles (and written back),
//! bad cages refused with the cage named, cage mates seeing each other, the backtracking search
//! keeping to the sums, and the pinned killers of `data/killers.txt` checked against the
//! independent oracle (`tests/common`): each unique with the oracle's solution, every step of the
//! default solve path agreeing with it; and Cage Combinations, with the arithmetic its messages
//! give.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests state their expectations with expect

mod common;

use common::{extreme_killer, generated_extreme_killers, oracle, path_checked_against};

use sudoku_stepper::cancel::Cancel;
use sudoku_stepper::controller::{Walk, WalkMove};
use sudoku_stepper::format::{read_str, write_fpuzzles};
use sudoku_stepper::message::Message;
use sudoku_stepper::model::{Cage, Sight};
use sudoku_stepper::solver::solve_steps;
use sudoku_stepper::{Cell, Grid, Role, SolutionCount, Technique, examine, write_sud};

/// A classic puzzle (top95 #1).
const CLASSIC: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

/// The 81 empty cells of a 9x9 grid section.
const EMPTY: &str =
    ".................................................................................";

/// The cell at a 1-based row and column of a 9x9 board.
fn cell(row: usize, col: usize) -> Cell {
    Cell::new((row - 1) * 9 + col - 1)
}

/// A 9x9 Killer in the variant text form with these cage lines and grid.
fn killer_text(cages: &str, grid: &str) -> String {
    format!("variant: killer\ncages:\n{cages}grid:\n{grid}\n")
}

/// The error reading `text` gives.
fn refusal(text: &str) -> String {
    read_str("k.txt", text).expect_err("refused").to_string()
}

fn pinned() -> Vec<Grid> {
    read_str("killers.txt", include_str!("data/killers.txt"))
        .expect("reads")
        .puzzles
        .into_iter()
        .map(|p| p.grid)
        .collect()
}

#[test]
fn the_variant_text_form_reads_the_cages_and_every_writer_keeps_them() {
    let grids = pinned();
    assert_eq!(grids.len(), 36);
    let grid = &grids[0];
    let variant = grid.layout().variant();
    assert_eq!(variant.name(), "Killer");
    let cages = variant.cages.expect("cages");
    assert_eq!(cages.len(), 46);
    assert_eq!(
        cages[0],
        Cage {
            cells: vec![cell(1, 1), cell(1, 2), cell(2, 2)],
            sum: Some(8),
        }
    );
    assert_eq!(cages.iter().map(|c| c.cells.len()).sum::<usize>(), 81);
    let again = read_str("k.txt", &write_sud(grid))
        .expect("reads back")
        .puzzles[0]
        .grid
        .clone();
    assert_eq!(again.layout(), grid.layout());
    let json = write_fpuzzles(grid);
    assert!(
        json.contains(r#"{"cells":["R1C1","R1C2","R2C2"],"value":"8"}"#),
        "{json}"
    );
    let from_json = read_str("k.json", &json).expect("reads back").puzzles[0]
        .grid
        .clone();
    assert_eq!(from_json.layout(), grid.layout());
}

#[test]
fn f_puzzles_cages_take_their_sums_from_value_and_may_have_none() {
    let rows: Vec<String> = (0..9)
        .map(|_| format!("[{}]", ["{}"; 9].join(",")))
        .collect();
    let json = format!(
        r#"{{"size":9,"grid":[{}],"killercage":[{{"cells":["R1C1","R1C2"],"value":"3"}},{{"cells":["R5C5","R6C5","R6C6"]}}],"cage":[{{"cells":["R9C8","R9C9"],"value":"17"}}]}}"#,
        rows.join(",")
    );
    let grid = read_str("k.json", &json).expect("reads").puzzles[0]
        .grid
        .clone();
    let cages = grid.layout().variant().cages.expect("cages");
    assert_eq!(
        cages,
        [
            Cage {
                cells: vec![cell(1, 1), cell(1, 2)],
                sum: Some(3),
            },
            Cage {
                cells: vec![cell(5, 5), cell(6, 5), cell(6, 6)],
                sum: None,
            },
            Cage {
                cells: vec![cell(9, 8), cell(9, 9)],
                sum: Some(17),
            },
        ]
    );
    let written = json.replace(r#""value":"3""#, r#""value":"three""#);
    assert_eq!(
        refusal(&written),
        "k.txt: f-puzzles: killercage[0].value: \"three\" is not a sum"
    );
    let fraction = json.replace(r#""value":"3""#, r#""value":3.5"#);
    assert_eq!(
        refusal(&fraction),
        "k.txt: f-puzzles: killercage[0].value: 3.5 is not a sum"
    );
    let number = json.replace(r#""value":"3""#, r#""value":3"#);
    assert_eq!(
        read_str("k.json", &number).expect("reads").puzzles[0]
            .grid
            .layout(),
        grid.layout(),
        "a sum written as a number reads as the string does"
    );
}

#[test]
fn a_bad_cage_is_refused_with_its_cells_named() {
    let cases = [
        (
            killer_text("2: r1c1 r1c2\n", EMPTY),
            "k.txt: line 2, column 1: no 2 different digits from 1 to 9 add up to 2 (they make 3 \
             to 17): the cage r1c1 and r1c2 (sum 2)",
        ),
        (
            killer_text("46: r1c1 r1c2 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9\n", EMPTY),
            "k.txt: line 2, column 1: no 9 different digits from 1 to 9 add up to 46 (they make 45 \
             to 45): the cage r1c1, r1c2, r1c3, r1c4, r1c5, r1c6, r1c7, r1c8 and r1c9 (sum 46)",
        ),
        (
            killer_text("3: r1c1 r1c2\n5: r1c2 r1c3\n", EMPTY),
            "k.txt: line 2, column 1: r1c2 is in two cages: the cage r1c1 and r1c2 (sum 3), and \
             the cage r1c2 and r1c3 (sum 5)",
        ),
        (
            killer_text(
                "20: r1c1 r1c2 r1c3\n24: r1c4 r1c5 r1c6\n20: r1c7 r1c8 r1c9\n",
                EMPTY,
            ),
            "k.txt: line 2, column 1: the cages inside row 1 add up to 64, but row 1 holds 1 to 9 \
             once each (45 in all), and its other 0 cells cannot add up to the -19 left: r1c1, \
             r1c2 and r1c3 (sum 20); r1c4, r1c5 and r1c6 (sum 24); r1c7, r1c8 and r1c9 (sum 20)",
        ),
        (
            killer_text("4: r1c1 r1c1\n", EMPTY),
            "k.txt: line 3, column 9: r1c1 is named twice in one cage",
        ),
        (
            killer_text("7: r1c1 r10c1\n", EMPTY),
            "k.txt: line 3, column 9: 'r10c1' is not a cell of a 9x9 board (r1c1 to r9c9)",
        ),
        (
            killer_text("x: r1c1 r1c2\n", EMPTY),
            "k.txt: line 3, column 1: 'x' is not a sum; a cage line reads '7: r1c1 r1c2', or \
             'r1c1 r1c2' for a cage without a sum",
        ),
        (
            killer_text(
                "10: r1c3 r2c4\n",
                &format!("..5{}5{}", &EMPTY[..9], &EMPTY[..68]),
            ),
            "k.txt: line 5, column 13: 5 appears twice in the cage r1c3 and r2c4 (sum 10): r1c3 \
             and r2c4",
        ),
        (
            killer_text("5: r1c1 r1c2\n", &format!("6{}", &EMPTY[..80])),
            "k.txt: line 5, column 1: the givens of the cage r1c1 and r1c2 (sum 5) add up to 6",
        ),
        (
            format!("variant: x\ncages:\n3: r1c1 r1c2\ngrid:\n{EMPTY}\n"),
            "k.txt: line 2, column 1: 'cages:' is given, but the variant line does not name its \
             rule",
        ),
        (
            format!("variant: killer\ngrid:\n{EMPTY}\n"),
            "k.txt: line 1, column 1: the 'cages:' section is missing",
        ),
    ];
    for (text, expected) in cases {
        assert_eq!(refusal(&text), expected, "{text}");
    }
}

#[test]
fn cells_of_one_cage_see_each_other_and_a_message_says_so() {
    let text = killer_text("10: r1c3 r2c4\n", EMPTY);
    let grid = read_str("k.txt", &text).expect("reads").puzzles[0]
        .grid
        .clone();
    let geometry = grid.geometry();
    assert!(geometry.peer_set(cell(1, 3)).contains(cell(2, 4)));
    assert!(!geometry.peer_set(cell(1, 3)).contains(cell(2, 5)));
    let sight = geometry
        .variant_sight(cell(1, 3), cell(2, 4))
        .expect("they see each other");
    assert_eq!(sight, Sight::Cage { row: 0, col: 2 });
    let mut said = Message::default();
    said.push(sight);
    assert_eq!(said.text(), "share the cage at r1c3");
}

#[test]
fn the_search_keeps_to_the_sums() {
    let grids = pinned();
    for grid in &grids {
        assert_eq!(examine(grid, &Cancel::never()).count, SolutionCount::Unique);
    }
    let text = write_sud(&grids[0]);
    let changed = text.replacen("8: r1c1 r1c2 r2c2", "9: r1c1 r1c2 r2c2", 1);
    assert_ne!(changed, text);
    let grid = read_str("k.txt", &changed).expect("reads").puzzles[0]
        .grid
        .clone();
    assert_eq!(
        examine(&grid, &Cancel::never()).count,
        SolutionCount::None,
        "with 9 for the first cage's 8"
    );
    assert_eq!(oracle(&[grid]), ["none"]);
}

#[test]
fn the_oracle_confirms_every_pinned_killer_and_every_step_agrees() {
    let grids = pinned();
    let answers = oracle(&grids);
    assert_eq!(answers.len(), grids.len());
    let mut guessed = 0;
    for (index, (grid, answer)) in grids.iter().zip(&answers).enumerate() {
        let label = format!("killers.txt #{}", index + 1);
        let steps = path_checked_against(grid, answer, &label);
        guessed += usize::from(steps.iter().any(|s| s.technique == Technique::BruteForce));
    }
    assert_eq!(guessed, 0, "no pinned killer needs a guess");
}

#[test]
fn cage_combinations_says_which_sets_make_the_sum_and_why_each_candidate_goes() {
    let grid = &pinned()[0];
    let steps = solve_steps(grid, &common::cage_steps_first()).steps;
    let said = |number: usize| {
        let step = &steps[number - 1];
        assert_eq!(step.technique, Technique::CageCombinations, "step {number}");
        step.message.text()
    };
    assert_eq!(
        said(1),
        "Cage Combinations: the 3-cell cage at r1c1 adds up to 8: 3 different digits make 8 as \
         1+2+5 or 1+3+4. No set that fits has 6, 7, 8 or 9. So r1c1, r1c2, r2c2 <> 6, 7, 8, 9."
    );
    assert_eq!(
        said(2),
        "Cage Combinations: the one-cell cage at r1c3 adds up to 7, so r1c3 is 7."
    );
    assert_eq!(
        said(4),
        "Cage Combinations: the 3-cell cage at r1c1 adds up to 8: 3 different digits make 8 as \
         1+2+5 or 1+3+4. r2c2 = 4 would leave 1+3 for r1c1 and r1c2, and neither holds 3. So r2c2 \
         <> 4."
    );
    assert_eq!(
        said(10),
        "Cage Combinations: the 3-cell cage at r1c9 adds up to 16. r2c8 = 1 would leave 15 for r1c9 \
         and r2c9, which add up to at most 5 + 9 = 14. r2c9 = 1 would leave 15 for r1c9 and r2c8, \
         which add up to at most 5 + 9 = 14. So r2c8, r2c9 <> 1."
    );
    assert_eq!(
        steps[9].eliminations,
        [
            sudoku_stepper::Candidate {
                cell: cell(2, 8),
                digit: sudoku_stepper::Digit::new(1)
            },
            sudoku_stepper::Candidate {
                cell: cell(2, 9),
                digit: sudoku_stepper::Digit::new(1)
            },
        ]
    );
    assert_eq!(
        Technique::CageCombinations
            .find(&read_str("c.txt", CLASSIC).expect("reads").puzzles[0].grid),
        None,
        "a board without cages has no cage step"
    );
}

#[test]
fn innies_and_outies_read_a_house_s_leftover_cells_as_a_hidden_cage() {
    let grid = &pinned()[3];
    let steps = solve_steps(grid, &common::cage_steps_first()).steps;
    let first = steps
        .iter()
        .position(|s| s.technique == Technique::InniesAndOuties)
        .expect("an Innies and Outies step");
    assert_eq!(first + 1, 45);
    assert_eq!(
        steps[44].message.text(),
        "Innies and Outies: row 1 adds up to 45; less the cages at r1c7 (4) and r1c8 (17) inside \
         it, its 6 other cells add up to 45 - 4 - 17 = 24: none of those cells holds 4 or 9, so 6 \
         different digits of the others make 24 as 1+2+3+5+6+7. No set that fits has 8. So r1c1, \
         r1c2, r1c4, r1c5 <> 8."
    );
    assert_eq!(
        steps[50].message.text(),
        "Innies and Outies: row 3 adds up to 45; less the cages at r3c5 (15) and r3c7 (5) inside \
         it, its 6 other cells add up to 45 - 15 - 5 = 25: none of those cells holds 5, so 6 \
         different digits of the others make 25 as 1+2+3+4+6+9 or 1+2+3+4+7+8. r3c1 = 6 would \
         leave 1+2+3+4+9 for the other cells, and r3c8 holds none of them. So r3c1 <> 6."
    );
    assert_eq!(
        steps[50].eliminations,
        [sudoku_stepper::Candidate {
            cell: cell(3, 1),
            digit: sudoku_stepper::Digit::new(6),
        }]
    );
    assert_eq!(steps[50].highlight.houses, [sudoku_stepper::House::Row(2)]);
}

/// The Killer that was the guide's Cage/House Overlap example (generated by an earlier build of
/// this program, seed 727; see `data/PROVENANCE.md`).
fn overlap_example() -> Grid {
    let link = include_str!("data/killer_overlap_727.txt").trim();
    read_str("example", link).expect("reads").puzzles[0]
        .grid
        .clone()
}

#[test]
fn cage_house_overlap_locks_a_digit_between_a_cage_and_a_house_both_ways() {
    let grid = overlap_example();
    let steps = solve_steps(&grid, &common::cage_steps_first()).steps;
    let first = steps
        .iter()
        .position(|s| s.technique == Technique::CageHouseOverlap)
        .expect("a Cage/House Overlap step");
    assert_eq!(first + 1, 87);
    assert_eq!(
        steps[86].message.text(),
        "Cage/House Overlap: the 2-cell cage at r4c3 adds up to 3: 2 different digits make 3 as \
         1+2. Every set holds 1 and 2, so the cage holds them, only in r4c3 and r4c4, all in row 4; \
         so the rest of row 4 loses them: r4c1 <> 1, 2."
    );
    assert_eq!(
        steps[86].eliminations,
        [(4, 1, 1), (4, 1, 2)].map(|(row, col, digit)| {
            sudoku_stepper::Candidate {
                cell: cell(row, col),
                digit: sudoku_stepper::Digit::new(digit),
            }
        })
    );
    assert_eq!(steps[86].highlight.houses, [sudoku_stepper::House::Row(3)]);
    assert_eq!(steps[99].technique, Technique::CageHouseOverlap);
    assert_eq!(
        steps[99].message.text(),
        "Cage/House Overlap: in column 1, 6 fits only in r3c1 and r4c1, all in the cage at r3c1 \
         (14), so the cage holds 6 there. And the 3-cell cage at r3c1 adds up to 14; of the sets of \
         3 different digits that make 14, only 3+5+6 holds 6. No set that holds 6 and fits has 2, 4 \
         or 7, so r3c1 <> 2, 4, 7; r4c1 <> 4, 7."
    );
    let mut before = grid.clone();
    for step in &steps[..86] {
        step.apply(&mut before);
    }
    assert_eq!(
        Technique::CageHouseOverlap.find(&before),
        Some(steps[86].clone())
    );
    let on_empty_board = Technique::CageHouseOverlap
        .find(&pinned()[0])
        .expect("killers.txt #1: the 8 of r1c1, r1c2 and r2c2 is 1+2+5 or 1+3+4");
    assert_eq!(
        on_empty_board.eliminations,
        [(1, 3), (2, 1), (2, 3), (3, 1), (3, 2), (3, 3)].map(|(row, col)| {
            sudoku_stepper::Candidate {
                cell: cell(row, col),
                digit: sudoku_stepper::Digit::new(1),
            }
        })
    );
    let mut position = grid.clone();
    let mut quiet = None;
    for (number, step) in steps.iter().enumerate() {
        if Technique::CageHouseOverlap.find(&position).is_none() {
            quiet = Some(number);
            break;
        }
        step.apply(&mut position);
    }
    assert_eq!(
        quiet,
        Some(178),
        "the first position of the path without an overlap"
    );
    assert_eq!(
        Technique::CageHouseOverlap
            .find(&read_str("c.txt", CLASSIC).expect("reads").puzzles[0].grid),
        None,
        "a board without cages has no cage step"
    );
}

/// On a Hard Killer made by this program (`generate --variant killer --difficulty Hard --seed
/// 615`), Innies and Outies reads two columns, two boxes and the outies of three rows.
#[test]
fn innies_and_outies_read_lines_and_boxes_side_by_side_too() {
    let link = "https://f-puzzles.com/?load=N4Ig5gTglgJiBcBtRwC+AaNmNdz/2AuuigXtheWsaZWfXTVQ80Sax/Uyz4+75za1BnbnXGjiIANZQANnICmEAMYBDMIoQoQKxQoDO2kACUAjAGEzIdKYBMVm6YDMj2yYAsjqQDc1cgFcteBA7AHYQHF19OSMkU0s7J3MLZ2SHJPcHNN9/IIQQMwA2SMxow2MUj3SLaqyLAFYQXMDgwqaovQr4lKb3SxL+iwj6kpb8kLMOsq7YyssADmTLAE4apfq18bazNc6YuMR7YeTXEdMvc88LJe2Cu2nQWcOXC0yLt+bbP1aCs2t9t0jiZXGl3K46h9IdcmndJhFAXMeq4+q8xt88jsATMDpVXBtXmt3F4thjfiE9jigR8waYGqlkkUGXD2qUnriel5BnSLNyTPSrvTbmSJqFHuUkcD6dZ3PT3iYmTLTEykiy7AAGNkSl782rJemohV6llmJKInX0onKm6MiykkA/UUarXPSpM2Eitppc1u3m2q5hP3uQMRE0IqmS0yBpUmQOqz0FJY+nqB2mxvXBxpfB2Y+6a5PAwME9NWkwLG0ms0RnXlmMrNymevy+s5BOTb3Vyrl+Xl1s58mFcPs6lljOmcuG+vQ+se/tOjvDyOjvnlq71vn10Nt0L5zs9cul+vF+v2x07DpSAxQABewRWqCAA===";
    let grid = read_str("union.txt", link).expect("reads").puzzles[0]
        .grid
        .clone();
    let steps = solve_steps(&grid, &common::cage_steps_first()).steps;
    assert_eq!(steps[30].technique, Technique::InniesAndOuties);
    assert_eq!(
        steps[30].message.text(),
        "Innies and Outies: columns 8 and 9 add up to 90 (every digit twice); less the 5 cages \
         (75) inside them, their other cells r4c8 and r5c8 add up to 90 - 75 = 15: 2 different \
         digits make 15 as 6+9 or 7+8. No set that fits has 1, 3, 4 or 5. So r4c8, r5c8 <> 1, 3, \
         4, 5."
    );
    assert_eq!(
        steps[30].highlight.houses,
        [7, 8].map(sudoku_stepper::House::Col)
    );
    assert_eq!(
        steps[39].message.text(),
        "Innies and Outies: boxes 7 and 8 add up to 90 (every digit twice); less the 5 cages (81) \
         inside them, their other cells r7c6, r8c6 and r9c6 add up to 90 - 81 = 9: 3 different \
         digits make 9 as 1+2+6, 1+3+5 or 2+3+4. No set that fits has 7, 8 or 9. So r7c6 <> 8, 9; \
         r8c6 <> 7; r9c6 <> 7, 8, 9."
    );
    assert_eq!(
        steps[50].message.text(),
        "Innies and Outies: the 9 cages that cover rows 7, 8 and 9 add up to 145; rows 7, 8 and 9 \
         add up to 135 (every digit 3 times), so the cages' cells outside them, r6c6 and r6c7, add \
         up to 145 - 135 = 10: none of those cells holds 3, so 2 different digits of the others \
         make 10 as 1+9, 2+8 or 4+6. No set that fits has 5 or 7. So r6c6 <> 5, 7."
    );
}

/// The lines of `step`'s proof on `grid`, as the Proof panel and worksheets show them.
fn proof_lines(grid: &Grid, step: &sudoku_stepper::Step) -> Vec<String> {
    let proof = step.proof.as_ref().expect("a cage step carries a proof");
    proof
        .nodes
        .iter()
        .map(|node| proof.line(grid.geometry(), node).text())
        .collect()
}

#[test]
fn cage_steps_prove_their_arithmetic_fact_by_fact() {
    let grid = overlap_example();
    let steps = solve_steps(&grid, &common::cage_steps_first()).steps;
    let before = |number: usize| {
        let mut position = grid.clone();
        for step in &steps[..number - 1] {
            step.apply(&mut position);
        }
        position
    };
    assert_eq!(steps[23].technique, Technique::InniesAndOuties);
    let innies = proof_lines(&before(24), &steps[23]);
    assert_eq!(
        innies[..7],
        [
            "#0 r1c123456789 add up to 45: row 1 holds every digit once: 1 + 2 + ... + 9 = 45",
            "#1 r1c34 add up to 9: the cage r1c3 and r1c4 has the sum 9",
            "#2 r1c56 add up to 13: the cage r1c5 and r1c6 has the sum 13",
            "#3 r1c789 add up to 13: the cage r1c7, r1c8 and r1c9 has the sum 13",
            "#4 r1c12 add up to 10: the cells of #0 (45) less those of #1 (9), #2 (13) and #3 \
             (13): 45 - 9 - 13 - 13 = 10",
            "#5 r1c12 hold 3+7: the cells of #4 see each other, so their digits differ; of the \
             sets of 2 different digits that make 10, only these go one to each cell, each into \
             a cell that holds it",
            "#6 r1c1<>1: no set of #5 puts 1 in r1c1 and still has a digit for each other cell",
        ]
    );
    assert_eq!(innies.len(), 6 + steps[23].eliminations.len());
    assert_eq!(
        steps[66].message.text(),
        "Innies and Outies: the 5 cages that cover box 2 add up to 56; box 2 adds up to 45, so the \
         cages' cells outside it, r1c3 and r3c7, add up to 56 - 45 = 11. They do not all see each \
         other, so digits may repeat. r3c7 = 1 or 2 would leave at least 9 for r1c3, which is at \
         most 8. So r3c7 <> 1, 2."
    );
    let loose = proof_lines(&before(67), &steps[66]);
    assert_eq!(
        loose[5..],
        [
            "#5 r123c456 add up to 45: box 2 holds every digit once: 1 + 2 + ... + 9 = 45",
            "#6 r1c3, r3c7 add up to 11: the cells of #0 (9), #1 (13), #2 (8), #3 (10) and #4 \
             (16) less those of #5 (45): 9 + 13 + 8 + 10 + 16 - 45 = 11",
            "#7 r3c7<>1: no filling of #6's open cells (a candidate in each, different where two \
             see each other, adding up to what its placed digits leave) puts 1 in r3c7",
            "#8 r3c7<>2: no filling of #6's open cells (a candidate in each, different where two \
             see each other, adding up to what its placed digits leave) puts 2 in r3c7",
        ]
    );
    assert_eq!(
        proof_lines(&before(87), &steps[86]),
        [
            "#0 r4c34 add up to 3: the cage r4c3 and r4c4 has the sum 3",
            "#1 r4c34 hold 1+2: the cells of #0 see each other, so their digits differ; of the \
             sets of 2 different digits that make 3, only these go one to each cell, each into a \
             cell that holds it",
            "#2 r4c34=1: every set of #1 holds 1, and of its cells only these hold 1",
            "#3 r4c1<>1: 1 is in one of r4c34 (#2), and r4c1 sees them all",
            "#4 r4c34=2: every set of #1 holds 2, and of its cells only these hold 2",
            "#5 r4c1<>2: 2 is in one of r4c34 (#4), and r4c1 sees them all",
        ]
    );
    assert_eq!(
        proof_lines(&before(100), &steps[99])[..3],
        [
            "#0 r34c1=6: in column 1, 6 fits only in these cells",
            "#1 r345c1 add up to 14: the cage r3c1, r4c1 and r5c1 has the sum 14",
            "#2 r345c1 hold 3+5+6: the cells of #1 see each other, so their digits differ; of \
             the sets of 3 different digits that make 14, only these go one to each cell, each \
             into a cell that holds it, and put 6 in one of the cells of #0",
        ]
    );
}

/// A cage reaching across the edge of row 1 alone (r1c5, r1c6, r2c5 and r2c6, sum 20) is split
/// by Innies and Outies: its part inside the row is the row's innies (45 less the cages inside
/// it), its part outside the row the outies of the cages that cover it (their sums less 45), two
/// steps in a row of the default path. Made by this program: `generate --variant killer
/// --difficulty Unfair --seed 100`.
#[test]
fn innies_and_outies_split_a_cage_that_reaches_across_a_house() {
    let link = "https://f-puzzles.com/?load=N4Ig5gTglgJiBcBtRwC+AaNmNdz/2AuuigXtheWsaZWfXTVQ80Sax/Uyz4+75za1BnbnXGjiIANZQANnICmEAMYBDMIoQoQKxQoDO2kACUAjAGEzIdKcsAmG3YsBmJ+YsAWEFIBuauQBXLXgQewAGEBxdfTkjJGcAVndLADZ3ewtk2xNM9L8A4IQwyOi9Q2MPAHYUiwAOWoBOH1t/IJCQM28y2PjEU0zrHMzHYdcMrxaQNqLQ+2seioTcixqcl1X3T02C9uKzdMW4ysyGsebd2c6FzBil/pMNodNt55Ntx0uOg6jb8uPlhtRqYNm51pMvvs3Ec+iCsu4NvlWoVvo4YZUNmcXvUpjMOs10YCLM0ctsSaZEjicpSLsi9nNkoSHtswRTxpDQg0mdjvNSIXSrmZSn9epVttk2ckOZ1GSL7tj0nzFaZUhZlSYqmrcSj9rLQP9YSZKW9KcCTKq3prrNL7NC5QCHpS1irNjlNTVpWYCfbDaqzZqzXUrO4g58BR1bb99aLlqrWRr2eHinq7g6XbyXVKk6EzDdo/LzVSXeSE1iE7Tpjqc4cfZVNRmExKTEGG0Gs5X6Z1urXlkH441xjkBw2B+28cV7DVuc2tUOtdKuT2HkHnTOy0GK+Oc9382mTAO3gOwx2rt7d4aB6uB2WB5uq9colIDFAAF4hRqoIA==";
    let grid = read_str("split.txt", link).expect("reads").puzzles[0]
        .grid
        .clone();
    let steps = solve_steps(&grid, &common::cage_steps_first()).steps;
    let opening = |number: usize| {
        let text = steps[number - 1].message.text();
        text[..text.find(": 2 different").expect("a sum of two cells")].to_string()
    };
    assert_eq!(
        opening(15),
        "Innies and Outies: row 1 adds up to 45; less the cages at r1c1 (20) and r1c7 (14) inside \
         it, its other cells r1c5 and r1c6 add up to 45 - 20 - 14 = 11"
    );
    assert_eq!(
        opening(16),
        "Innies and Outies: the cages at r1c1 (20), r1c5 (20) and r1c7 (14) cover row 1 and add up \
         to 54; row 1 adds up to 45, so the cages' cells outside it, r2c5 and r2c6, add up to 54 - \
         45 = 9"
    );
}

/// A SudokuWiki Killer link (81 shape characters, a comma, two clue digits per cell) reads as
/// the same cages: cells of one character side by side are one cage, the same character apart
/// another; a cage with two sums or a value of the wrong length is refused, naming the fault.
#[test]
fn a_sudokuwiki_killer_link_reads_its_cages_and_sums() {
    let link = "https://www.sudokuwiki.org/killersudoku.aspx?bd=ABAABBAAAABCBACBBCBACBACCBCBADDBBBACBCACCDDABACAABAACBACCDBDDCBBBBDABACCAABDABABB,080809001300130000000011081016190014141200000000000000000003001800001500001518160009000014170000001005001700000000190011000000210000000611070000100000000000000800";
    let file = read_str("wiki.txt", link).expect("reads");
    assert_eq!(
        file.format,
        sudoku_stepper::format::Format::SudokuWikiKiller
    );
    let cages = |grid: &Grid| grid.layout().variant().cages.expect("cages").to_vec();
    assert_eq!(cages(&file.puzzles[0].grid), cages(&overlap_example()));
    assert_eq!(file.puzzles[0].grid.given_count(), 0);
    let value = link.split("bd=").nth(1).expect("a value");
    assert_eq!(
        cages(&read_str("bare.txt", value).expect("reads").puzzles[0].grid),
        cages(&overlap_example()),
        "the value alone reads too"
    );
    let (shapes, clues) = value.split_once(',').expect("two parts");
    let twice = format!("{shapes},{}05{}", &clues[..18], &clues[20..]);
    assert_eq!(
        refusal(&twice),
        "k.txt: SudokuWiki Killer link: the cage at r1c1 has a sum in more than one cell \
         (r1c1, r2c1)"
    );
    assert_eq!(
        refusal("https://www.sudokuwiki.org/killersudoku.aspx?bd=AB,0012"),
        "k.txt: line 1, column 49: SudokuWiki Killer link: the cages' shapes have 2 characters; \
         expected 81, one per cell"
    );
    let link = |value: &str| format!("https://www.sudokuwiki.org/killersudoku.aspx?bd={value}");
    assert_eq!(
        refusal(&link(shapes)),
        "k.txt: line 1, column 130: SudokuWiki Killer link: expected the cages' shapes (81 \
         characters), a comma and their sums (162 digits, two per cell), but there is no comma"
    );
    assert_eq!(
        refusal(&link(&format!("{shapes},{}", &clues[..160]))),
        "k.txt: line 1, column 131: SudokuWiki Killer link: the sums after the comma have 160 \
         digits; expected 162, two per cell"
    );
    assert_eq!(
        refusal(&link(&format!("{shapes},{}x{}", &clues[..7], &clues[8..]))),
        "k.txt: line 1, column 138: SudokuWiki Killer link: 'x' is not a digit; after the comma \
         come the cages' sums, two digits per cell"
    );
    let shifted = format!("{} {}", &shapes[..40], &shapes[41..]);
    assert_eq!(
        refusal(&link(&format!("{shifted},{clues}"))),
        "k.txt: line 1, column 89: SudokuWiki Killer link: ' ' cannot stand in the cages' \
         shapes (81 characters, one per cell)"
    );
    let two_links = format!("{}\n\n{}\n", link(value), link(&twice));
    assert_eq!(
        refusal(&two_links),
        "k.txt: line 3, column 1: SudokuWiki Killer link: the cage at r1c1 has a sum in more \
         than one cell (r1c1, r2c1)"
    );
    let both = read_str("k.txt", &format!("{}\n{}\n", link(value), link(value))).expect("reads");
    assert_eq!(
        both.puzzles.iter().map(|p| p.line).collect::<Vec<_>>(),
        [1, 2],
        "a file of links, one per line, reads each"
    );
}

#[test]
fn a_forcing_net_reads_the_sum_of_a_cage_it_leaves_with_two_open_cells() {
    let grid = extreme_killer();
    let answers = oracle(std::slice::from_ref(&grid));
    let steps = path_checked_against(&grid, &answers[0], "killer_extreme.txt");
    assert!(steps.iter().all(|s| s.technique != Technique::BruteForce));
    let (number, step) = steps
        .iter()
        .enumerate()
        .find(|(_, s)| {
            s.technique == Technique::ForcingNet && s.message.text().contains("adds up to")
        })
        .expect("a Forcing Net reads a cage's sum");
    assert_eq!(number + 1, 64);
    assert_eq!(
        step.message.text(),
        "Forcing Net: suppose r1c1=5. Then r4c3=5 (hidden single in column 3), r8c2=5 (hidden \
         single in box 7, from #0 r1c1=5), r6c2=9 (hidden single in column 2), r9c3=1 (hidden \
         single in column 3, from #1 r4c3=5), r8c3<>7 (the cage r7c3, r8c3, r9c23 adds up to \
         16), r9c2<>7 (the cage r7c3, r8c3, r9c23 adds up to 16, with #4 r9c3=1), r1c2=7 \
         (hidden single in column 2, from #3 r6c2=9 and #2 r8c2=5), and then 7 has no place \
         left in column 3, which is impossible. So r1c1<>5."
    );
    // The walkthrough shades the cage at its `cage fillings` fact and outlines what it cites.
    let proof = step.proof.clone().expect("a proof");
    let at = proof
        .nodes
        .iter()
        .position(|node| node.rule.name() == "cage fillings")
        .expect("a cage fillings fact");
    let mut walk = Walk::new(proof, step.technique, grid.layout());
    for _ in 0..at {
        assert!(walk.step(WalkMove::Next));
    }
    let current = walk.current().expect("a fact");
    assert_eq!(current.fact.describe(grid.geometry()).text(), "r8c3<>7");
    let highlight = walk.highlight();
    for (row, col) in [(7, 3), (8, 3), (9, 2), (9, 3)] {
        assert!(
            highlight.cells.contains(&(cell(row, col), Role::Pattern)),
            "r{row}c{col} is shaded"
        );
    }
    assert!(
        highlight.cells.contains(&(cell(9, 3), Role::Premise)),
        "r9c3=1, which fixes what the sum leaves, is outlined"
    );
}

#[test]
fn a_one_cell_cage_s_proof_says_its_sum_is_its_digit() {
    let grid = pinned().remove(0);
    let steps = solve_steps(&grid, &common::cage_steps_first()).steps;
    let mut position = grid.clone();
    steps[0].apply(&mut position);
    assert_eq!(
        steps[1].message.text(),
        "Cage Combinations: the one-cell cage at r1c3 adds up to 7, so r1c3 is 7."
    );
    assert_eq!(
        steps[1].placements,
        [sudoku_stepper::Candidate {
            cell: cell(1, 3),
            digit: sudoku_stepper::Digit::new(7)
        }]
    );
    assert_eq!(
        proof_lines(&position, &steps[1]),
        [
            "#0 r1c3 is 7: the cage r1c3 has the sum 7",
            "#1 r1c3=7: every filling of #0's open cells (a candidate in each, different where \
             two see each other, adding up to what its placed digits leave) puts 7 in r1c3"
        ]
    );
}

/// The two generated Extreme Killers pinned for Innie-Outie Difference (see PROVENANCE.md), each
/// unique with the oracle's solution and solved along a path that agrees with it.
fn difference_paths() -> [Vec<sudoku_stepper::Step>; 2] {
    let grids = generated_extreme_killers();
    let answers = oracle(&grids);
    [0, 1].map(|i| path_checked_against(&grids[i], &answers[i], "generated Extreme Killer"))
}

/// The candidates of `(row, col, digit)` triples.
fn candidates(list: &[(usize, usize, u8)]) -> Vec<sudoku_stepper::Candidate> {
    list.iter()
        .map(|&(row, col, digit)| sudoku_stepper::Candidate {
            cell: cell(row, col),
            digit: sudoku_stepper::Digit::new(digit),
        })
        .collect()
}

#[test]
fn innie_outie_difference_bounds_each_cell_by_the_others_and_places_a_lone_open_cell() {
    let [first, second] = difference_paths();
    let bounded = &second[84];
    assert_eq!(bounded.technique, Technique::InnieOutieDifference);
    assert_eq!(
        bounded.message.text(),
        "Innie-Outie Difference: rows 1 and 2 add up to 90 (every digit twice); the 5 cages that \
         cover all of them but r2c4 and r2c5 add up to 82 and reach out with r3c8, so r2c4 + r2c5 \
         = r3c8 + 90 - 82 = r3c8 + 8. r3c8 = r2c4 + r2c5 - 8 is at least 7 + 3 - 8 = 2 and at most \
         9 + 6 - 8 = 7, so r3c8 <> 1, 8."
    );
    assert_eq!(bounded.eliminations, candidates(&[(3, 8, 1), (3, 8, 8)]));
    let partnered = &second[78];
    assert_eq!(partnered.technique, Technique::InnieOutieDifference);
    assert_eq!(
        partnered.message.text(),
        "Innie-Outie Difference: boxes 4 and 7 add up to 90 (every digit twice); the 6 cages that \
         cover all of them but r4c3 and r5c3 add up to 84 and reach out with r8c4, so r4c3 + r5c3 \
         = r8c4 + 90 - 84 = r8c4 + 6. With r4c3 = 3: r5c3 = r8c4 + 3. r8c4 = r5c3 - 3, and r5c3 \
         holds 5, 6, 7, 8 or 9, so r8c4 is 2, 3, 4, 5 or 6: r8c4 <> 1."
    );
    assert_eq!(partnered.eliminations, candidates(&[(8, 4, 1)]));
    let placing = &first[55];
    assert_eq!(placing.technique, Technique::InnieOutieDifference);
    assert_eq!(
        placing.message.text(),
        "Innie-Outie Difference: column 6 adds up to 45; the cages at r1c5 (20) and r6c6 (21) that \
         cover all of it but r4c6 and r5c6 add up to 41 and reach out with r1c5, so r4c6 + r5c6 = \
         r1c5 + 45 - 41 = r1c5 + 4. With r4c6 = 3 and r5c6 = 5: r1c5 = 4."
    );
    assert_eq!(placing.placements, candidates(&[(1, 5, 4)]));
}

/// Cage Splitting on the generated Extreme Killer pinned for it (seed 908, see PROVENANCE.md),
/// unique with the oracle's solution and solved along a path that agrees with it: the innies of
/// boxes 1 and 4 (and then of box 7) lie in column 3's innies, so they are taken away with
/// column 3's cage, and the cells left are read as a cage.
#[test]
fn cage_splitting_takes_a_hidden_cage_away_from_another_house() {
    let grids = generated_extreme_killers();
    let answers = oracle(&grids[2..]);
    let path = path_checked_against(&grids[2], &answers[0], "generated Extreme Killer");
    let splits: Vec<usize> = (0..path.len())
        .filter(|&i| path[i].technique == Technique::CageSplitting)
        .collect();
    assert_eq!(splits, [69, 87]);
    assert_eq!(
        path[69].message.text(),
        "Cage Splitting: boxes 1 and 4 add up to 90 (every digit twice); less the 6 cages (80) \
         inside them, their other cells r5c3 and r6c3 add up to 90 - 80 = 10. These cells lie in \
         column 3 (45 in all); less them and the cage at r2c3 (15) inside it, its other cells \
         r1c3, r7c3, r8c3 and r9c3 add up to 45 - 10 - 15 = 20: none of those cells holds 2 or 9, \
         so 4 different digits of the others make 20 as 1+4+7+8, 1+5+6+8, 3+4+5+8 or 3+4+6+7. \
         Every set left has 3 of 4, 5, 6, 7 and 8; only r7c3, r8c3 and r9c3 hold them here, so \
         they hold nothing else. So r8c3, r9c3 <> 3."
    );
    assert_eq!(path[69].eliminations, candidates(&[(8, 3, 3), (9, 3, 3)]));
    assert_eq!(
        path[69].highlight.houses,
        [
            sudoku_stepper::House::Col(2),
            sudoku_stepper::House::Box(0),
            sudoku_stepper::House::Box(3)
        ]
    );
    assert_eq!(
        path[87].message.text(),
        "Cage Splitting: box 7 adds up to 45; less the cages at r7c1 (19), r8c1 (12) and r9c1 (3) \
         inside it, its other cells r8c3 and r9c3 add up to 45 - 19 - 12 - 3 = 11. These cells lie \
         in column 3 (45 in all); less them and the cage at r2c3 (15) inside it, its other cells \
         r1c3, r5c3, r6c3 and r7c3 add up to 45 - 11 - 15 = 19: none of those cells holds 4, 5 or \
         7, so 4 different digits of the others make 19 as 1+3+6+9 or 2+3+6+8. Every set left has \
         3 and 6; only r1c3 and r7c3 hold them here, so they hold nothing else. So r1c3 <> 1; \
         r7c3 <> 8."
    );
    assert_eq!(path[87].eliminations, candidates(&[(1, 3, 1), (7, 3, 8)]));
}

/// On the pinned Extreme Killer's default path: a cage step names the cells that alone hold
/// digits every set left has enough of (a pigeonhole); and Innies and Outies reads a 2x2 block of
/// boxes, whose lone outie it places.
#[test]
fn cage_steps_read_pigeonholes_and_innies_read_a_block_of_four_boxes() {
    let grid = extreme_killer();
    let steps = solve_steps(&grid, &Technique::DEFAULT).steps;
    assert_eq!(steps[106].technique, Technique::CageCombinations);
    assert_eq!(
        steps[106].message.text(),
        "Cage Combinations: the 3-cell cage at r6c4 adds up to 12: no cell of the cage holds 4 or \
         8, so 3 different digits of the others make 12 as 1+2+9, 1+5+6 or 2+3+7. Every set left \
         has 2 of 2, 5, 6, 7 and 9; only r7c4 and r7c5 hold them here, so they hold nothing else. \
         So r7c4 <> 1, 3; r7c5 <> 3."
    );
    assert_eq!(
        steps[106].eliminations,
        candidates(&[(7, 4, 1), (7, 4, 3), (7, 5, 3)])
    );
    assert_eq!(steps[48].technique, Technique::InniesAndOuties);
    assert_eq!(
        steps[48].message.text(),
        "Innies and Outies: the 10 cages that cover boxes 5, 6, 8 and 9 add up to 187; boxes 5, 6, \
         8 and 9 add up to 180 (every digit 4 times), so the cages' cell outside them, r3c6, is \
         187 - 180 = 7."
    );
    assert_eq!(steps[48].placements, candidates(&[(3, 6, 7)]));
    assert_eq!(
        steps[48].highlight.houses,
        [4, 5, 7, 8].map(sudoku_stepper::House::Box)
    );
}

/// No cage step on the 36 Killers of killers.txt or the pinned Extreme Killers says more than 150
/// words, and nine in ten say at most 80 (issue 67).
#[test]
fn cage_messages_keep_to_their_length() {
    let cage_techniques = [
        Technique::CageCombinations,
        Technique::InniesAndOuties,
        Technique::CageHouseOverlap,
        Technique::InnieOutieDifference,
        Technique::CageInterplay,
        Technique::CageSplitting,
    ];
    let puzzles = pinned()
        .into_iter()
        .chain([extreme_killer()])
        .chain(generated_extreme_killers());
    let mut words: Vec<usize> = Vec::new();
    for grid in puzzles {
        for step in solve_steps(&grid, &Technique::DEFAULT).steps {
            if cage_techniques.contains(&step.technique) {
                words.push(step.message.text().split_whitespace().count());
            }
        }
    }
    words.sort_unstable();
    let longest = words.last().copied().unwrap_or(0);
    let ninetieth = words[words.len() * 9 / 10];
    assert!(words.len() > 2_000, "{} cage steps", words.len());
    assert!(longest <= 150, "the longest has {longest} words");
    assert!(ninetieth <= 80, "the 90th percentile is {ninetieth} words");
}

#[test]
fn cage_interplay_strikes_the_sets_no_other_cage_of_the_house_goes_with() {
    let [_, second] = difference_paths();
    let alone = &second[86];
    assert_eq!(alone.technique, Technique::CageInterplay);
    assert_eq!(
        alone.message.text(),
        "Cage Interplay: row 3 holds every digit once: the cage at r3c1 (12) holds 1+2+9, 1+3+8, \
         1+4+7, 1+5+6, 2+3+7, 2+4+6 or 3+4+5; its other cells r3c4, r3c5, r3c6, r3c7, r3c8 and \
         r3c9 take the digits left. 1+5+6 would leave the other cells digits they cannot take: \
         only r3c4, r3c7 and r3c8 hold 2, 7, 8 or 9. 2+3+7, 2+4+6 and 3+4+5 would each leave the \
         other cells digits they cannot take: none of those cells holds 1. That leaves the cage at \
         r3c1 (12) 1+2+9, 1+3+8 or 1+4+7, without 5 and 6. So r3c1, r3c2, r3c3 <> 5, 6."
    );
    let paired = &second[92];
    assert_eq!(paired.technique, Technique::CageInterplay);
    assert_eq!(
        paired.message.text(),
        "Cage Interplay: column 9 holds every digit once, so the cages inside it share no digit: \
         the cage at r1c9 (13) holds 4+9 or 6+7 and the cage at r3c9 (14) holds 4+7 or 5+6 in r3c9 \
         and r4c9 (with r5c9 = 2 and r6c9 = 1); its other cells r7c9, r8c9 and r9c9 take the \
         digits left. 6+7 in the cage at r1c9 (13) shares a digit with every set of the cage at \
         r3c9 (14). That leaves the cage at r1c9 (13) 4+9, without 6 and 7. So r1c9, r2c9 <> 6, 7."
    );
    assert_eq!(
        paired.eliminations,
        candidates(&[(1, 9, 6), (1, 9, 7), (2, 9, 6), (2, 9, 7)])
    );
}
