//! Every file the app writes is written here: the executors (the thread executor and the inline
//! one) call `write` for each `Effect::WriteFile` and each save dialog's answer, so puzzles,
//! pictures, tables and worksheets all go through one place.

use std::path::PathBuf;

use stepper_core::files::write_replacing;
use stepper_core::message::{Explained, Message};
use stepper_core::picture::{png, svg};
use stepper_core::tasks::worksheet::{WorksheetError, write_worksheet};

use super::jobs::{Contents, FileAnswer};

/// Writes `contents` to `path`: the outcome every executor gives for a write. A picture is SVG
/// when the name ends in `.svg`, else PNG (`.png` is added to a name without it). The bytes go to
/// a temporary file in the same folder first, which then replaces `path` in one step, so a write
/// that fails (a full disk, a missing folder) leaves an existing file as it was. A worksheet goes
/// into the folder `path` (see `write_worksheet`), or into `<stem>-worksheet` inside it when the
/// folder holds files a worksheet did not write; the outcome then names its HTML page.
pub fn write(path: PathBuf, contents: &Contents) -> FileAnswer {
    let (path, bytes) = match contents {
        Contents::Worksheet { sheet, stem } => {
            let written = match write_worksheet(&path, sheet, true) {
                Err(WorksheetError::Occupied { .. }) => {
                    write_worksheet(&path.join(format!("{stem}-worksheet")), sheet, true)
                }
                written => written,
            };
            return FileAnswer::Written(written.map_err(|error| error.message()));
        }
        _ => match encoded(path, contents) {
            Ok(file) => file,
            Err(error) => return FileAnswer::Written(Err(error)),
        },
    };
    match write_replacing(&path, &bytes) {
        Ok(()) => FileAnswer::Written(Ok(path)),
        Err(error) => FileAnswer::Written(Err(template!(
            "write-failed",
            path = path.display().to_string(),
            reason = error.to_string()
        ))),
    }
}

/// The bytes of `contents` as a file at `path`, with the path they go to: a picture is SVG when
/// the name ends in `.svg`, else PNG (`.png` is added to a name without it); a worksheet is its
/// HTML page with the pictures inside it.
pub fn encoded(path: PathBuf, contents: &Contents) -> Result<(PathBuf, Vec<u8>), Message> {
    match contents {
        Contents::Worksheet { sheet, .. } => Ok((path, sheet.single_page().into_bytes())),
        Contents::Text(text) => Ok((path, text.as_bytes().to_vec())),
        Contents::Picture(scene) => {
            let extension = path.extension().map(|e| e.to_ascii_lowercase());
            match extension.as_ref().and_then(|e| e.to_str()) {
                Some("svg") => Ok((path, svg(scene).into_bytes())),
                other => {
                    let path = match other {
                        Some("png") => path,
                        _ => {
                            let mut name = path.clone().into_os_string();
                            name.push(".png");
                            PathBuf::from(name)
                        }
                    };
                    match png(scene) {
                        Ok(bytes) => Ok((path, bytes)),
                        Err(error) => Err(template!(
                            "file-error",
                            file = path.display().to_string(),
                            error = error.message()
                        )),
                    }
                }
            }
        }
    }
}
