//! Writing files so that a failure never damages what was there: a file is written beside its
//! target under a temporary name and renamed over it, and a worksheet's folder is filled in a
//! temporary folder and swapped in whole. Also the files the app keeps between runs (settings,
//! the learner's profile): on disk natively, in the page's local storage in the browser.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};

/// The largest file the app reads back whole as it keeps it: settings, a profile, a kept game
/// (16 MiB, the size of the largest game file the puzzle reader takes).
pub const KEPT_FILE_LIMIT: u64 = 16 * 1024 * 1024;

/// The text of the file at `path`, refused when it is larger than `limit` bytes; never more
/// than `limit` and one byte is read, so a file that grows meanwhile cannot make it take more.
pub fn read_limited(path: &Path, limit: u64) -> std::io::Result<String> {
    let mut bytes = Vec::new();
    std::fs::File::open(path)?
        .take(limit + 1)
        .read_to_end(&mut bytes)?;
    if bytes.len() as u64 > limit {
        return Err(too_large(limit));
    }
    String::from_utf8(bytes)
        .map_err(|_| std::io::Error::new(std::io::ErrorKind::InvalidData, "not UTF-8 text"))
}

/// A mebibyte.
const MIB: u64 = 1024 * 1024;

/// The error of a file larger than `limit` bytes.
fn too_large(limit: u64) -> std::io::Error {
    std::io::Error::new(
        std::io::ErrorKind::InvalidData,
        match limit {
            limit if limit >= MIB => format!(
                "larger than {} MiB, more than such a file ever holds",
                limit / MIB
            ),
            limit => format!("larger than {limit} bytes, more than such a file ever holds"),
        },
    )
}

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

/// The text kept at `path`: the file natively; in the browser, the page's local storage entry
/// named by the path. Either is refused when it is larger than `KEPT_FILE_LIMIT`.
pub fn read_kept(path: &Path) -> std::io::Result<String> {
    #[cfg(not(target_arch = "wasm32"))]
    return read_limited(path, KEPT_FILE_LIMIT);
    #[cfg(target_arch = "wasm32")]
    return browser_storage::read(path).and_then(|text| match text.len() as u64 {
        length if length > KEPT_FILE_LIMIT => Err(too_large(KEPT_FILE_LIMIT)),
        _ => Ok(text),
    });
}

/// Keeps `contents` at `path` (see `read_kept`): natively the folder is made if need be and the
/// file written with `write_replacing`.
pub fn write_kept(path: &Path, contents: &str) -> std::io::Result<()> {
    #[cfg(not(target_arch = "wasm32"))]
    {
        if let Some(folder) = path.parent() {
            std::fs::create_dir_all(folder)?;
        }
        write_replacing(path, contents.as_bytes())
    }
    #[cfg(target_arch = "wasm32")]
    return browser_storage::write(path, contents);
}

/// Moves what is kept at `from` to `to` (see `read_kept`).
pub fn move_kept(from: &Path, to: &Path) -> std::io::Result<()> {
    #[cfg(not(target_arch = "wasm32"))]
    return std::fs::rename(from, to);
    #[cfg(target_arch = "wasm32")]
    {
        let text = browser_storage::read(from)?;
        browser_storage::write(to, &text)?;
        browser_storage::remove(from)
    }
}

/// The page's local storage, with a path's text as the key.
#[cfg(target_arch = "wasm32")]
mod browser_storage {
    use std::io::{Error, ErrorKind};
    use std::path::Path;

    fn storage() -> std::io::Result<web_sys::Storage> {
        web_sys::window()
            .and_then(|window| window.local_storage().ok().flatten())
            .ok_or_else(|| Error::new(ErrorKind::Unsupported, "the browser keeps no local storage"))
    }

    fn refused(error: wasm_bindgen::JsValue) -> Error {
        Error::other(format!("the browser refused its local storage: {error:?}"))
    }

    pub fn read(path: &Path) -> std::io::Result<String> {
        storage()?
            .get_item(&path.display().to_string())
            .map_err(refused)?
            .ok_or_else(|| Error::from(ErrorKind::NotFound))
    }

    pub fn write(path: &Path, contents: &str) -> std::io::Result<()> {
        storage()?
            .set_item(&path.display().to_string(), contents)
            .map_err(refused)
    }

    pub fn remove(path: &Path) -> std::io::Result<()> {
        storage()?
            .remove_item(&path.display().to_string())
            .map_err(refused)
    }
}
