//! Writing files so that a failure never damages what was there: a file is written beside its
//! target under a temporary name and renamed over it, and a worksheet's folder is filled in a
//! temporary folder and swapped in whole.

use std::io::Write;
use std::path::{Path, PathBuf};

/// Writes `contents` beside `path` under a temporary name, then renames it to `path`; the
/// temporary file is removed when anything fails, so `path` is either the old file or the new one.
pub fn write_replacing(path: &Path, contents: &[u8]) -> std::io::Result<()> {
    let temporary = beside(path, "part");
    let written = std::fs::File::create(&temporary).and_then(|mut file| {
        file.write_all(contents)?;
        file.sync_all()
    });
    let result = written.and_then(|()| std::fs::rename(&temporary, path));
    if result.is_err() {
        let _ = std::fs::remove_file(&temporary);
    }
    result
}

/// A hidden name in the folder of `path` for a temporary copy of it: `.name.<process>.<what>`.
pub fn beside(path: &Path, what: &str) -> PathBuf {
    let name = path
        .file_name()
        .map_or_else(|| "file".into(), |name| name.to_string_lossy().into_owned());
    path.with_file_name(format!(".{name}.{}.{what}", std::process::id()))
}

/// Whether `a` and `b` name the same existing file (through links and relative paths).
pub fn same_file(a: &Path, b: &Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}
