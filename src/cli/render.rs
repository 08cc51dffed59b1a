//! The `render` subcommand: a picture of a puzzle's board (or of the position after the first
//! steps of its default solve path, with the next step drawn on it, or of a technique's guide
//! example where it applies, as the guide draws it) as SVG or PNG, drawn as the app draws it,
//! without a display.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::ValueEnum;

use super::{
    Naming, USAGE_STATUS, parse_output_path, parse_technique, position_after, say, shown_path,
};
use crate::cancel::Cancel;
use crate::deduction::step::Step;
use crate::deduction::technique::Technique;
use crate::files::{same_file, write_replacing};
use crate::message::{Explained, Message, Piece};
use crate::model::Grid;
use crate::picture::{BoardView, Palette, board_picture, png, svg};
use crate::tasks::guide::example_step;

/// Draw a puzzle's board as the app does (candidates, and with --step the next step's
/// highlights, removed candidates and chain arrows) to an SVG or PNG file.
#[derive(Debug, clap::Args)]
pub struct RenderArgs {
    /// A puzzle file.
    #[arg(required_unless_present = "example")]
    file: Option<PathBuf>,
    /// Instead of a file: the technique guide's picture of this technique, its example where
    /// it applies with the step drawn.
    #[arg(long, value_parser = parse_technique, conflicts_with_all = ["file", "after", "step", "puzzle"])]
    example: Option<Technique>,
    /// Take this many steps of the default solve path first.
    #[arg(long, default_value_t = 0)]
    after: usize,
    /// Draw the next step of the path on the position.
    #[arg(long)]
    step: bool,
    /// Where to write the picture: a name ending in .svg or .png.
    #[arg(long, value_parser = parse_output_path)]
    out: PathBuf,
    /// The colours: light (for printing), dark or colourblind, as in the app.
    #[arg(long, value_enum, default_value = "light")]
    theme: PictureTheme,
    /// The picture's side in pixels.
    #[arg(long, default_value_t = 900, value_parser = clap::value_parser!(u32).range(200..=8000))]
    size: u32,
    /// Which puzzle of a collection file (1 is the first).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..))]
    puzzle: u32,
    /// How cells and rows are named.
    #[command(flatten)]
    naming: Naming,
}

/// The colours of a picture.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum PictureTheme {
    /// The app's light colours (good for printing).
    Light,
    /// The app's dark colours.
    Dark,
    /// The app's colour-blind-safe colours (on a light page).
    #[value(name = "colourblind")]
    ColourBlind,
}

impl PictureTheme {
    /// Its palette.
    pub fn palette(self) -> &'static Palette {
        match self {
            PictureTheme::Light => &Palette::LIGHT,
            PictureTheme::Dark => &Palette::DARK,
            PictureTheme::ColourBlind => &Palette::COLOUR_BLIND,
        }
    }
}

/// Runs `render`: draws the picture asked for and writes it. Exit status: 0 when written, 1 when the
/// file cannot be read or the picture cannot be written, 2 for a bad request (an output that is
/// neither `.svg` nor `.png`, no such puzzle, a path too short, a technique without an example).
pub(super) fn run(args: RenderArgs) -> ExitCode {
    let out = args.out.as_path();
    let extension = out
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase);
    let is_svg = match extension.as_deref() {
        Some("svg") => true,
        Some("png") => false,
        _ => {
            let out = shown_path(out);
            args.naming
                .warn(template!("render-unknown-format", out = out));
            return ExitCode::from(USAGE_STATUS);
        }
    };
    let drawing = match (args.example, &args.file) {
        (Some(technique), _) => example_drawing(technique, args.naming),
        (None, Some(path)) => file_drawing(&args, path),
        // clap asks for a file unless --example is given.
        (None, None) => Err(ExitCode::from(USAGE_STATUS)),
    };
    let (grid, step, drawn) = match drawing {
        Ok(drawing) => drawing,
        Err(status) => return status,
    };
    let view = BoardView {
        notation: args.naming.notation(),
        ..BoardView::plain(&grid, step.as_ref(), true)
    };
    let scene = board_picture(&view, args.theme.palette(), args.size as f32);
    let bytes = if is_svg {
        svg(&scene).into_bytes()
    } else {
        match png(&scene) {
            Ok(bytes) => bytes,
            Err(error) => {
                args.naming.warn(error.message());
                return ExitCode::FAILURE;
            }
        }
    };
    if let Err(error) = write_replacing(out, &bytes) {
        let path = shown_path(out);
        let reason = error.to_string();
        args.naming
            .warn(template!("write-failed", path = path, reason = reason));
        return ExitCode::FAILURE;
    }
    let line = template!(
        "render-done",
        out = shown_path(out),
        drawn = drawn,
        size = args.size.to_string()
    );
    match say(&args.naming.say(&line)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(status) => status,
    }
}

/// What `render` draws: the position, the step drawn on it (if any) and what to call the two.
type Drawing = (Grid, Option<Step>, Message);

/// The guide's picture of `technique`: its example where it applies, with the step. A
/// technique without an example is a usage error, said as `naming` asks.
fn example_drawing(technique: Technique, naming: Naming) -> Result<Drawing, ExitCode> {
    let name = Piece::Technique(technique.name());
    let Some((grid, step)) = example_step(technique, &Cancel::never()) else {
        naming.warn(template!("render-no-example", technique = name));
        return Err(ExitCode::from(USAGE_STATUS));
    };
    Ok((
        grid,
        Some(step),
        template!("render-drew-example", technique = name),
    ))
}

/// The puzzle of `path` that `args` ask for, after their steps, with the next step when asked.
/// A failure was said already; its exit status is given back.
fn file_drawing(args: &RenderArgs, path: &Path) -> Result<Drawing, ExitCode> {
    let out = args.out.as_path();
    if same_file(path, out) {
        let out = shown_path(out);
        args.naming.warn(template!("render-onto-puzzle", out = out));
        return Err(ExitCode::from(USAGE_STATUS));
    }
    let after = args.after;
    let then = usize::from(args.step);
    let what = if args.step {
        template!("cli-what-draw-step", step = (after as u128 + 1).to_string())
    } else {
        template!("cli-what-draw-position", after = after)
    };
    let puzzle = args.puzzle as usize;
    let (grid, steps) = position_after(path, puzzle, (after, then), what, args.naming)?;
    let step = steps.into_iter().nth(after).filter(|_| args.step);
    let drawn = match &step {
        Some(step) => template!(
            "render-drew-step",
            step = after + 1,
            technique = Piece::Technique(step.technique.name()),
            after = after
        ),
        None if after > 0 => template!("render-drew-position", after = after),
        None => template!("render-drew-puzzle"),
    };
    Ok((grid, step, drawn))
}
