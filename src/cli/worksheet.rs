//! The `worksheet` subcommand: a printable worksheet of a puzzle's default solve path (an HTML
//! and a Markdown page with SVG pictures) written into a folder.

use std::path::Path;
use std::process::ExitCode;

use super::render::PictureTheme;
use super::{load_puzzle, say, warn};
use crate::cancel::Cancel;
use crate::technique::Technique;
use crate::worksheet::{worksheet, write_worksheet};

/// Writes the worksheet of puzzle `number` of `path` into `folder` (replacing an earlier
/// worksheet there when `force`). Exit status: 0 when written, 1 when the file cannot be read or
/// the folder cannot be written (or holds other files), 2 when there is no such puzzle.
pub(super) fn worksheet_file(
    path: &Path,
    number: usize,
    folder: &Path,
    force: bool,
    theme: PictureTheme,
) -> ExitCode {
    let grid = match load_puzzle(path, number) {
        Ok(grid) => grid,
        Err(status) => return status,
    };
    let file_name = path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    let name = match number {
        1 => file_name,
        _ => format!("{file_name} #{number}"),
    };
    let Some(sheet) = worksheet(
        &name,
        &grid,
        &Technique::DEFAULT,
        theme.palette(),
        &Cancel::never(),
    ) else {
        return ExitCode::FAILURE;
    };
    match write_worksheet(folder, &sheet, force) {
        Ok(page) => match say(&format!(
            "{} (and worksheet.md): {}",
            page.display(),
            sheet.summary
        )) {
            Ok(()) => ExitCode::SUCCESS,
            Err(status) => status,
        },
        Err(error) => {
            warn(&format!("error: {error}"));
            ExitCode::FAILURE
        }
    }
}
