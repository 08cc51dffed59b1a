//! XV boards: X and V read from f-puzzles JSON (as f-puzzles writes them: `xv` items whose
//! `value` is X or V, and `negative: ["xv"]`) and from the variant text form, written back by
//! every writer; bad letters and givens that break a sum refused with the letter named; the
//! backtracking search keeping to the letters and the negative rule; XV Pairs, with the partners
//! its messages name; and puzzles from a maker that shares no code with ours, solved soundly.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests state their expectations with expect

mod common;

use common::{
    EMPTY_GRID as EMPTY, cell, collection, eliminated, first_grid as grid_of, first_step_of,
    grid_starting as givens, guessed_among, refusal, unique_by_its_rules_and_the_oracle,
};

use sudoku_stepper::format::write_fpuzzles;
use sudoku_stepper::model::LineKind;
use sudoku_stepper::{Grid, Technique, write_sud};

/// A 9x9 XV puzzle in the variant text form with these letter lines and grid.
fn xv_text(letters: &str, grid: &str) -> String {
    format!("variant: xv\nxv:\n{letters}grid:\n{grid}\n")
}

/// The independent maker's puzzles (`data/PROVENANCE.md`), f-puzzles JSON one per line.
fn independent() -> Vec<Grid> {
    collection(
        "xv_independent.jsonl",
        include_str!("data/xv_independent.jsonl"),
    )
}

#[test]
fn f_puzzles_letters_and_the_negative_rule_are_read_and_every_writer_keeps_them() {
    let grids = independent();
    let counts: Vec<[usize; 4]> = grids[..3]
        .iter()
        .map(|grid| {
            [LineKind::X, LineKind::V, LineKind::NoX, LineKind::NoV]
                .map(|kind| grid.layout().variant().lines_of(kind).count())
        })
        .collect();
    // 144 pairs side by side on 9x9: under the negative rule the others are unmarked pairs.
    assert_eq!(counts, [[13, 8, 123, 123], [19, 12, 0, 0], [11, 7, 0, 0]]);
    for grid in &grids[..3] {
        let text = write_sud(grid);
        assert!(text.starts_with("variant: XV\nxv:\nx: "), "{text}");
        let json = write_fpuzzles(grid);
        assert!(json.contains("\"value\":\"X\""), "{json}");
        for written in [text, json] {
            assert_eq!(&grid_of(&written), grid, "{written}");
        }
    }
    assert!(write_sud(&grids[0]).contains("\nnegative: x v\ngrid:\n"));
    assert!(write_fpuzzles(&grids[0]).contains("\"negative\":[\"xv\"]"));
    // A pair may carry a Kropki dot and a letter at once: 2 and 3 are consecutive and make 5.
    let both = grid_of(&format!(
        "variant: Kropki + XV\nkropki:\nwhite: r1c1 r1c2\nxv:\nv: r1c1 r1c2\ngrid:\n{}\n",
        givens("23")
    ));
    let variant = both.layout().variant();
    assert_eq!(variant.lines_of(LineKind::WhiteDot).count(), 1);
    assert_eq!(variant.lines_of(LineKind::V).count(), 1);
}

#[test]
fn bad_letters_and_givens_that_break_a_sum_are_refused_by_name() {
    let cases = [
        (
            xv_text("x: r1c1 r1c3\n", EMPTY),
            "a.txt: line 2, column 1: the X between r1c1 and r1c3 cannot be on a 9x9 board: an X \
             or a V joins exactly two cells, side by side",
        ),
        (
            xv_text("x: r1c1 r1c2\nv: r1c2 r1c1\n", EMPTY),
            "a.txt: line 2, column 1: the V between r1c2 and r1c1 cannot be on a 9x9 board: \
             another X or V already joins these two cells",
        ),
        (
            xv_text("w: r1c1 r1c2\n", EMPTY),
            "a.txt: line 3, column 1: 'w' is no mark here; a line reads 'x: r1c1 r1c2', a mark \
             (x, v or negative), a colon and its cells",
        ),
        (
            xv_text("negative: x\n", EMPTY),
            "a.txt: line 3, column 1: the negative rule of x and v is one rule: name v too",
        ),
        (
            xv_text("x: r1c1 r1c2\n", &givens("12")),
            "a.txt: line 5, column 1: the X between r1c1 and r1c2 adds up to 10, but r1c1 holds 1 \
             and r1c2 holds 2",
        ),
        (
            xv_text("negative: x v\n", &givens("19")),
            "a.txt: line 5, column 1: the pair r1c1-r1c2 with no X or V may not add up to 10, but \
             r1c1 holds 1 and r1c2 holds 9",
        ),
    ];
    for (text, expected) in cases {
        assert_eq!(refusal("a.txt", &text), expected, "{text}");
    }
    let json = write_fpuzzles(&independent()[1]);
    let cases = [
        (
            json.replacen("\"value\":\"X\"", "\"value\":\"Y\"", 1),
            "a.json: f-puzzles: xv[0].value: Y is not supported; xv is read with the value X or \
             V only",
        ),
        (
            json.replacen(",\"value\":\"X\"", "", 1),
            "a.json: f-puzzles: xv[0].value: missing; each item of xv needs the value X or V",
        ),
        (
            json.replacen('{', "{\"negative\":[\"thermometer\"],", 1),
            "a.json: f-puzzles: negative: the negative rule of 'thermometer' is not supported",
        ),
    ];
    for (text, expected) in cases {
        assert_eq!(refusal("a.json", &text), expected, "{text}");
    }
}

#[test]
fn the_search_keeps_to_the_letters_and_the_oracle_agrees() {
    for grid in &independent()[..3] {
        unique_by_its_rules_and_the_oracle(grid);
    }
}

/// An X beside a placed 3 leaves its other cell 7; a V takes 5 to 9 from both its cells; an X
/// takes 5 from both its cells, which share a row; an unmarked pair beside a placed 3 under the
/// negative rule takes 7 (and 2).
#[test]
fn xv_pairs_name_the_partner_a_digit_lacks() {
    let (text, removed) = first_step_of(
        Technique::XvPairs,
        &eliminated(&xv_text("x: r1c1 r1c2\n", &givens("3"))),
    );
    assert_eq!(
        text,
        "XV Pairs: the X between r1c1 and r1c2 adds up to 10, so each digit of one cell needs in \
         the other the digit that makes 10 with it. r1c1 is 3, so r1c2's 1, 2, 4, 5, 6, 8 and 9 \
         have no partner there. So r1c2 <> 1, 2, 4, 5, 6, 8, 9."
    );
    assert_eq!(removed, [1, 2, 4, 5, 6, 8, 9].map(|d| (cell(1, 2), d)));
    let (text, removed) = first_step_of(
        Technique::XvPairs,
        &grid_of(&xv_text("v: r5c5 r6c5\n", EMPTY)),
    );
    assert_eq!(
        text,
        "XV Pairs: the V between r5c5 and r6c5 adds up to 5, so each digit of one cell needs in \
         the other the digit that makes 5 with it. r5c5's 5, 6, 7, 8 and 9 have no partner from 1 \
         to 9 at all; r6c5's 5, 6, 7, 8 and 9 have no partner from 1 to 9 at all. So r5c5 <> 5, \
         6, 7, 8, 9; r6c5 <> 5, 6, 7, 8, 9."
    );
    assert_eq!(removed.len(), 10);
    let (text, removed) = first_step_of(
        Technique::XvPairs,
        &grid_of(&xv_text("x: r5c5 r5c6\n", EMPTY)),
    );
    assert_eq!(
        text,
        "XV Pairs: the X between r5c5 and r5c6 adds up to 10, so each digit of one cell needs in \
         the other the digit that makes 10 with it. r5c5's 5 would need 5 in r5c6 too, and the \
         two share row 5; r5c6's 5 would need 5 in r5c5 too, and the two share row 5. So r5c5 <> \
         5; r5c6 <> 5."
    );
    assert_eq!(removed, [(cell(5, 5), 5), (cell(5, 6), 5)]);
    let (text, removed) = first_step_of(
        Technique::XvPairs,
        &eliminated(&xv_text("negative: x v\n", &givens("3"))),
    );
    assert_eq!(
        text,
        "XV Pairs: the pair r1c1-r1c2 with no X or V does not add up to 10, as all X and V are \
         given: each digit of one cell needs a partner in the other that does not make 10 with \
         it. r1c1 is 3, so r1c2's 7 has no partner there. So r1c2 <> 7."
    );
    assert_eq!(removed, [(cell(1, 2), 7)]);
}

/// XV puzzles from a maker that shares no code with ours (`data/PROVENANCE.md`): each is read,
/// counted unique with the oracle's solution, and solved step by step, every step agreeing with
/// that solution, none with a guess.
#[test]
fn puzzles_made_elsewhere_are_read_counted_and_solved_soundly() {
    let grids = independent();
    assert_eq!(grids.len(), 40);
    let guessed = guessed_among(&grids);
    assert_eq!(guessed, Vec::<usize>::new());
}
