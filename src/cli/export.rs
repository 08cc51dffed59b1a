//! The `export` subcommand: a puzzle file's position, or the position after the first steps of
//! its default solve path, printed in one of the formats the reader takes back.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::ValueEnum;

use super::{Naming, position_after, say, warn};
use crate::format::{
    PENCIL_MARKS_NEED, is_position, write_fpuzzles, write_fpuzzles_link, write_hodoku,
    write_pencil_marks, write_sud, write_sukaku,
};

/// Print a puzzle, or the position after the first N steps of its default solve path, as a
/// one-line puzzle, a .sud grid, a pencil-mark grid, a candidate (Sukaku) string or a HoDoKu
/// library line; each reads back to the same position.
#[derive(Debug, clap::Args)]
pub struct ExportArgs {
    /// A puzzle file.
    file: PathBuf,
    /// How to print it: line (the digits), sud, pm (pencil marks), sukaku, hodoku, fpuzzles
    /// (JSON) or fpuzzles-link.
    #[arg(long, value_enum, default_value = "line")]
    format: ExportFormat,
    /// Take this many steps of the default solve path first.
    #[arg(long, default_value_t = 0)]
    after: usize,
    /// Which puzzle of a collection file (1 is the first).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..))]
    puzzle: u32,
}

/// Runs `export`.
pub(super) fn run(args: ExportArgs) -> ExitCode {
    export_file(&args.file, args.puzzle as usize, args.format, args.after)
}

/// The formats `export` writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ExportFormat {
    /// One line: the digits in the grid (givens and placed digits), `.` for an empty cell
    /// (numbers separated by commas above 9x9).
    Line,
    /// The `.sud` grid (the size-header form for boards other than 9x9).
    Sud,
    /// A pencil-mark grid as HoDoKu and Simple Sudoku print it: each cell its digit or its
    /// candidates (`A` for 10 on bigger boards).
    Pm,
    /// A candidate (Sukaku) string: `n` characters per cell, each candidate's digit or `.`.
    Sukaku,
    /// A HoDoKu library line, `:0000:x:grid:deleted::` (boards up to 9x9): `+` before a placed
    /// digit, the deleted candidates as digit, row and column.
    Hodoku,
    /// f-puzzles JSON (the puzzle's givens and variant rules), one line.
    Fpuzzles,
    /// An f-puzzles link (`https://f-puzzles.com/?load=...`), which SudokuPad opens too.
    FpuzzlesLink,
}

/// Prints puzzle `number` of `path` (after `after` steps of its default solve path) as `format`.
/// Exit status: 0 when printed, 1 when the file cannot be read or the format cannot hold the
/// position, 2 when there is no such puzzle or the path has fewer steps.
pub(super) fn export_file(
    path: &Path,
    number: usize,
    format: ExportFormat,
    after: usize,
) -> ExitCode {
    let what = template!("cli-what-export", after = after);
    let grid = match position_after(path, number, (after, 0), what, Naming::DEFAULT) {
        Ok((grid, _)) => grid,
        Err(status) => return status,
    };
    let keeps_variant = matches!(
        format,
        ExportFormat::Sud | ExportFormat::Fpuzzles | ExportFormat::FpuzzlesLink
    );
    if !grid.geometry().is_classic() && !keeps_variant {
        warn(
            "error: this format cannot hold the variant rules; try --format sud, fpuzzles or \
             fpuzzles-link",
        );
        return ExitCode::FAILURE;
    }
    let fpuzzles = matches!(format, ExportFormat::Fpuzzles | ExportFormat::FpuzzlesLink);
    if fpuzzles && is_position(&grid) {
        warn(
            "error: an f-puzzles puzzle holds its givens only, not a position; export the \
             puzzle itself (--after 0) or try --format sud",
        );
        return ExitCode::FAILURE;
    }
    let text = match format {
        ExportFormat::Fpuzzles => write_fpuzzles(&grid),
        ExportFormat::FpuzzlesLink => write_fpuzzles_link(&grid),
        ExportFormat::Line => grid.to_line(),
        ExportFormat::Sud => write_sud(&grid),
        ExportFormat::Sukaku => write_sukaku(&grid),
        ExportFormat::Hodoku => match write_hodoku(&grid) {
            Some(text) => text,
            None => {
                warn(
                    "error: a HoDoKu library line holds boards up to 9x9, one character per \
                     digit; try --format sukaku",
                );
                return ExitCode::FAILURE;
            }
        },
        ExportFormat::Pm => match write_pencil_marks(&grid) {
            Some(text) => text,
            None => {
                warn(&format!(
                    "error: a pencil-mark grid cannot hold this position (it needs \
                     {PENCIL_MARKS_NEED}); try --format sukaku"
                ));
                return ExitCode::FAILURE;
            }
        },
    };
    match say(text.trim_end_matches('\n')) {
        Ok(()) => ExitCode::SUCCESS,
        Err(status) => status,
    }
}
