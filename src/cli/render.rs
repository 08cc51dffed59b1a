//! The `render` subcommand: a picture of a puzzle's board (or of the position after the first
//! steps of its default solve path, with the next step drawn on it) as SVG or PNG, drawn as the
//! app draws it, without a display.

use std::path::Path;
use std::process::ExitCode;

use clap::ValueEnum;

use super::{USAGE_STATUS, position_after, say, warn};
use crate::files::{same_file, write_replacing};
use crate::picture::{BoardView, Palette, board_picture, png, svg};

/// The colours of a picture.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum PictureTheme {
    /// The app's light colours (good for printing).
    Light,
    /// The app's dark colours.
    Dark,
}

impl PictureTheme {
    /// Its palette.
    pub fn palette(self) -> &'static Palette {
        match self {
            PictureTheme::Light => &Palette::LIGHT,
            PictureTheme::Dark => &Palette::DARK,
        }
    }
}

/// What `render` was asked for.
#[derive(Debug, Clone, Copy)]
pub(super) struct RenderRequest<'a> {
    /// The puzzle file.
    pub(super) path: &'a Path,
    /// Which puzzle of it (1 is the first).
    pub(super) number: usize,
    /// Steps of the default path taken first.
    pub(super) after: usize,
    /// Whether to draw the next step on the position.
    pub(super) step: bool,
    /// Where to write the picture (`.svg` or `.png`).
    pub(super) out: &'a Path,
    /// The colours.
    pub(super) theme: PictureTheme,
    /// The picture's side in pixels.
    pub(super) size: u32,
}

/// Draws the picture `request` asks for and writes it. Exit status: 0 when written, 1 when the
/// file cannot be read or the picture cannot be written, 2 for a bad request (an output that is
/// neither `.svg` nor `.png`, no such puzzle, a path too short).
pub(super) fn render_file(request: RenderRequest) -> ExitCode {
    let extension = request
        .out
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase);
    let is_svg = match extension.as_deref() {
        Some("svg") => true,
        Some("png") => false,
        _ => {
            warn(&format!(
                "error: cannot tell the picture's format from {}; the name must end in .svg or .png",
                request.out.display()
            ));
            return ExitCode::from(USAGE_STATUS);
        }
    };
    if same_file(request.path, request.out) {
        warn(&format!(
            "error: {} is the puzzle file itself; choose another name for the picture",
            request.out.display()
        ));
        return ExitCode::from(USAGE_STATUS);
    }
    let after = request.after;
    let then = usize::from(request.step);
    let what = if request.step {
        format!("draw step {}", after as u128 + 1)
    } else {
        format!("draw the position after {after}")
    };
    let (grid, steps) = match position_after(request.path, request.number, after, then, &what) {
        Ok(found) => found,
        Err(status) => return status,
    };
    let step = steps.get(after).filter(|_| request.step);
    let view = BoardView::plain(&grid, step, true);
    let scene = board_picture(&view, request.theme.palette(), request.size as f32);
    let bytes = if is_svg {
        svg(&scene).into_bytes()
    } else {
        match png(&scene) {
            Ok(bytes) => bytes,
            Err(error) => {
                warn(&format!("error: {error}"));
                return ExitCode::FAILURE;
            }
        }
    };
    if let Err(error) = write_replacing(request.out, &bytes) {
        warn(&format!(
            "error: {}: cannot write the file: {error}",
            request.out.display()
        ));
        return ExitCode::FAILURE;
    }
    let drawn = match step {
        Some(step) => format!(
            "step {} ({}) on the position after {after} steps",
            after + 1,
            step.technique.name()
        ),
        None if after > 0 => format!("the position after {after} steps"),
        None => "the puzzle".to_string(),
    };
    match say(&format!(
        "{}: {drawn}, {size}x{size} pixels",
        request.out.display(),
        size = request.size
    )) {
        Ok(()) => ExitCode::SUCCESS,
        Err(status) => status,
    }
}
