//! Every digit and candidate the board draws reaches WCAG AA contrast (4.5:1) against what lies
//! under it, in the light, dark and colour-blind-safe palettes. The pairs are the painter's own:
//! boards with every kind of highlight (each technique's example step, placed digits just
//! solved, wrong digits, the student's digits, the lens, bivalue cells, the cells a cell sees and
//! the four paints) are drawn as scenes, and for each text its background is the fills drawn
//! before it under its centre, blended in order.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests state their expectations with expect

use sudoku_stepper::controller::{Action, Controller, InlineExecutor};
use sudoku_stepper::model::{Candidate, Cell, Notation};
use sudoku_stepper::picture::{
    BoardView, Colours, Lens, Paint, Palette, Point, Rgba, Shape, board_scene,
};
use sudoku_stepper::tasks::guide::example;
use sudoku_stepper::{Grid, Step, Technique};

/// WCAG AA for normal text.
const AA: f64 = 4.5;

/// A channel (0-255) in linear light.
fn linear(channel: f64) -> f64 {
    let c = channel / 255.0;
    if c <= 0.04045 {
        c / 12.92
    } else {
        ((c + 0.055) / 1.055).powf(2.4)
    }
}

/// `top` blended over the opaque `bottom` (in sRGB, as the painters blend).
fn over(top: Rgba, bottom: Rgba) -> Rgba {
    let alpha = f64::from(top.a) / 255.0;
    let mix = |t: u8, b: u8| (f64::from(t) * alpha + f64::from(b) * (1.0 - alpha)).round() as u8;
    Rgba::rgb(
        mix(top.r, bottom.r),
        mix(top.g, bottom.g),
        mix(top.b, bottom.b),
    )
}

/// The relative luminance of an opaque colour.
fn luminance(colour: Rgba) -> f64 {
    0.2126 * linear(f64::from(colour.r))
        + 0.7152 * linear(f64::from(colour.g))
        + 0.0722 * linear(f64::from(colour.b))
}

/// The WCAG contrast ratio of two opaque colours.
fn contrast(a: Rgba, b: Rgba) -> f64 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// Every text of `view` drawn with `palette` whose contrast with its background is below AA:
/// "text on background: ratio".
fn low_contrast(view: &BoardView, palette: &Palette) -> Vec<String> {
    let scene = board_scene(view, palette, 900.0);
    let mut low = Vec::new();
    for (index, shape) in scene.shapes.iter().enumerate() {
        let Shape::Text {
            centre,
            text,
            colour,
            ..
        } = shape
        else {
            continue;
        };
        let background = background_at(&scene.shapes[..index], *centre, scene.background);
        let ratio = contrast(over(*colour, background), background);
        if ratio < AA {
            low.push(format!(
                "{} on {}: {ratio:.2} (e.g. '{text}')",
                over(*colour, background).hex(),
                background.hex()
            ));
        }
    }
    low
}

/// What `shapes` (in drawing order) leave under `point` on `page`.
fn background_at(shapes: &[Shape], point: Point, page: Rgba) -> Rgba {
    shapes.iter().fold(page, |under, shape| match shape {
        Shape::Fill { area, colour, .. } if area.contains(point) => over(*colour, under),
        _ => under,
    })
}

/// The boards to draw: each technique's example step on its grid, and the grid after a placing
/// step with the step shown (its cells just solved), with the student's state on top.
fn boards() -> Vec<(String, Grid, Option<Step>)> {
    let mut boards = Vec::new();
    for technique in Technique::ALL {
        if example(technique).is_none() {
            continue;
        }
        let mut controller = Controller::new();
        InlineExecutor::new().run(&mut controller, Action::ShowExample(technique));
        let (Some(hint), Some(grid)) = (controller.hint(), controller.grid()) else {
            continue;
        };
        let step = hint.step.clone();
        boards.push((format!("{technique}"), grid.clone(), Some(step.clone())));
        if !step.placements.is_empty() {
            let mut after = grid.clone();
            step.apply(&mut after);
            boards.push((format!("{technique} taken"), after, Some(step)));
        }
    }
    boards
}

#[test]
fn every_digit_and_candidate_reaches_aa_contrast_in_every_palette() {
    let boards = boards();
    assert!(boards.len() > 60, "{} boards", boards.len());
    let mut failures = Vec::new();
    for (palette_name, palette) in [
        ("light", &Palette::LIGHT),
        ("dark", &Palette::DARK),
        ("colour-blind", &Palette::COLOUR_BLIND),
    ] {
        for (name, grid, step) in &boards {
            let empty: Vec<Cell> = (0..grid.n() * grid.n())
                .map(Cell::new)
                .filter(|&cell| grid.value(cell).is_none())
                .collect();
            let filled: Vec<Cell> = (0..grid.n() * grid.n())
                .map(Cell::new)
                .filter(|&cell| grid.value(cell).is_some() && !grid.is_given(cell))
                .collect();
            let mut colours = Colours::new();
            for (index, &cell) in empty.iter().take(8).enumerate() {
                if let Some(digit) = grid.candidates(cell).iter().next() {
                    colours.insert(Candidate { cell, digit }, Paint::ALL[index % 4]);
                }
            }
            let digit = empty
                .get(8)
                .and_then(|&cell| grid.candidates(cell).iter().next());
            let views = [
                BoardView::plain(grid, step.as_ref(), true),
                BoardView {
                    grid,
                    step: None,
                    show_candidates: true,
                    focus: empty.first().copied(),
                    wrong: &filled[..filled.len().min(3)],
                    typed: &filled,
                    lens: Lens {
                        digit,
                        bivalue: true,
                        peers: true,
                    },
                    peers: &empty[..empty.len().min(20)],
                    colours: &colours,
                    notation: Notation::RowColumn,
                },
            ];
            for view in &views {
                for low in low_contrast(view, palette) {
                    let (pair, example) = low.split_once(" (e.g.").unwrap_or((&low, ""));
                    let pair = format!("{palette_name}: {pair}");
                    if !failures
                        .iter()
                        .any(|(known, _): &(String, String)| *known == pair)
                    {
                        failures.push((pair, format!("{name}{example}")));
                    }
                }
            }
        }
    }
    failures.sort();
    let listed: Vec<String> = failures
        .iter()
        .map(|(pair, example)| format!("{pair} ({example})"))
        .collect();
    assert!(
        failures.is_empty(),
        "{} pairs of text and background below 4.5:1:\n{}",
        failures.len(),
        listed.join("\n")
    );
}

#[test]
fn the_contrast_ratio_matches_wcag_examples() {
    let black = Rgba::rgb(0, 0, 0);
    let white = Rgba::rgb(255, 255, 255);
    assert!((contrast(black, white) - 21.0).abs() < 1e-9);
    assert!((contrast(Rgba::rgb(118, 118, 118), white) - 4.54).abs() < 0.01);
    assert!((contrast(Rgba::rgb(0x78, 0xa8, 0xf8), Rgba::rgb(0x78, 0x69, 0x1e)) - 2.3).abs() < 0.1);
}
