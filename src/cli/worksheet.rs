//! The `worksheet` subcommand: a printable worksheet of a puzzle's default solve path (an HTML
//! and a Markdown page with SVG pictures) written into a folder.

use std::path::PathBuf;
use std::process::ExitCode;

use super::render::PictureTheme;
use super::{Naming, load_puzzle, parse_output_path, say, shown_path};
use crate::cancel::Cancel;
use crate::deduction::technique::Technique;
use crate::message::Explained;
use crate::tasks::worksheet::{worksheet, write_worksheet};

/// Write a printable worksheet of a puzzle's default solve path into a folder: worksheet.html
/// and worksheet.md with the puzzle, every step beyond singles drawn with its explanation and
/// proof, the singles summarised between them, the rating and the solution (SVG pictures).
#[derive(Debug, clap::Args)]
pub struct WorksheetArgs {
    /// A puzzle file.
    file: PathBuf,
    /// The folder to write into: a new or empty folder (one holding files the worksheet did
    /// not write is refused).
    #[arg(long, value_parser = parse_output_path)]
    out: PathBuf,
    /// Replace an earlier worksheet in the folder.
    #[arg(long)]
    force: bool,
    /// The pictures' colours: light (for printing) or dark.
    #[arg(long, value_enum, default_value = "light")]
    theme: PictureTheme,
    /// Which puzzle of a collection file (1 is the first).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..))]
    puzzle: u32,
    /// How cells and rows are named.
    #[command(flatten)]
    naming: Naming,
}

/// Runs `worksheet`: writes the worksheet of the puzzle into the folder (replacing an earlier
/// worksheet there when forced). Exit status: 0 when written, 1 when the file cannot be read or
/// the folder cannot be written (or holds other files), 2 when there is no such puzzle.
pub(super) fn run(args: WorksheetArgs) -> ExitCode {
    let (path, number, folder) = (
        args.file.as_path(),
        args.puzzle as usize,
        args.out.as_path(),
    );
    let grid = match load_puzzle(path, number, args.naming) {
        Ok(grid) => grid,
        Err(status) => return status,
    };
    let file_name = path
        .file_name()
        .map_or_else(|| shown_path(path), |n| n.to_string_lossy().into_owned());
    let name = match number {
        1 => file_name,
        _ => format!("{file_name} #{number}"),
    };
    let Some(sheet) = worksheet(
        &name,
        &grid,
        &Technique::DEFAULT,
        args.theme.palette(),
        (args.naming.notation(), args.naming.language()),
        &Cancel::never(),
    ) else {
        return ExitCode::FAILURE;
    };
    match write_worksheet(folder, &sheet, args.force) {
        Ok(page) => match say(&args.naming.language().text_with(
            "worksheet-written",
            &[("page", &shown_path(&page)), ("summary", &sheet.summary)],
        )) {
            Ok(()) => ExitCode::SUCCESS,
            Err(status) => status,
        },
        Err(error) => {
            args.naming.warn(error.message());
            ExitCode::FAILURE
        }
    }
}
