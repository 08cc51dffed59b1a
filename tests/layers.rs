//! The layers stay layers: `stepper-core` pulls in no window toolkit or command-line parser,
//! `stepper-controller` no egui (the crates themselves refuse an import that runs back up), and no
//! crate has an import circle among its files.
//!
//! An import is read from the source as text: every `use` tree and every `crate::`/`super::` path,
//! followed through the re-exports of a module (`pub use part::Name` in a `mod.rs` or `lib.rs`) to
//! the file that defines the name. A module's own re-exports of its children are not imports of
//! its; code after `#[cfg(test)]` is left out (test modules see their parent by design).

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests state their expectations with expect

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The source folders of the workspace's crates, from the repository's root.
const CRATE_SOURCES: [&str; 3] = ["crates/core/src", "crates/controller/src", "src"];

/// One file's module path (`["controller", "state"]`; empty for the crate root) and text.
struct SourceFile {
    module: Vec<String>,
    text: String,
}

/// A crate's files by module path.
struct Crate {
    files: BTreeMap<Vec<String>, SourceFile>,
}

impl Crate {
    /// Reads every `.rs` file under `root`.
    fn read(root: &Path) -> Crate {
        let mut files = BTreeMap::new();
        let mut folders = vec![root.to_path_buf()];
        while let Some(folder) = folders.pop() {
            for entry in std::fs::read_dir(&folder).expect("a source folder") {
                let path = entry.expect("a folder entry").path();
                if path.is_dir() {
                    folders.push(path);
                } else if path.extension().is_some_and(|e| e == "rs") {
                    let module = module_of(root, &path);
                    let text = std::fs::read_to_string(&path).expect("a source file");
                    files.insert(module.clone(), SourceFile { module, text });
                }
            }
        }
        Crate { files }
    }

    /// Builds a crate from `(relative path, text)` pairs, for the checker's own tests.
    fn of(sources: &[(&str, &str)]) -> Crate {
        let root = Path::new("/crate");
        let files = sources
            .iter()
            .map(|(path, text)| {
                let module = module_of(root, &root.join(path));
                let file = SourceFile {
                    module: module.clone(),
                    text: text.to_string(),
                };
                (module, file)
            })
            .collect();
        Crate { files }
    }

    /// The imports between files: for each file, the files it takes names from, with the names.
    fn imports(&self) -> BTreeMap<Vec<String>, BTreeMap<Vec<String>, BTreeSet<String>>> {
        let mut imports = BTreeMap::new();
        for file in self.files.values() {
            let mut targets: BTreeMap<Vec<String>, BTreeSet<String>> = BTreeMap::new();
            for (path, reexport) in paths_of(&without_tests(&file.text)) {
                let Some(absolute) = absolute(self, &file.module, &path) else {
                    continue;
                };
                if reexport && absolute.starts_with(&file.module) {
                    continue;
                }
                let (target, name) = self.resolve(absolute, 0);
                if target != file.module {
                    targets.entry(target).or_default().insert(name);
                }
            }
            imports.insert(file.module.clone(), targets);
        }
        imports
    }

    /// The file that defines the item at the crate path `path`, and the item's name: the deepest
    /// module file on the path, or, when that module re-exports the name, the file it comes from.
    fn resolve(&self, path: Vec<String>, depth: usize) -> (Vec<String>, String) {
        let mut module = Vec::new();
        let mut rest = path.as_slice();
        while let Some((first, tail)) = rest.split_first() {
            let mut child = module.clone();
            child.push(first.clone());
            if !self.files.contains_key(&child) {
                break;
            }
            module = child;
            rest = tail;
        }
        let name = rest.first().cloned().unwrap_or_default();
        if depth < 8
            && let Some(file) = self.files.get(&module)
        {
            for (reexported, is_reexport) in paths_of(&without_tests(&file.text)) {
                if is_reexport
                    && reexported.last() == Some(&name)
                    && let Some(source) = absolute(self, &module, &reexported)
                    && source.starts_with(&module)
                    && source.len() > module.len() + 1
                {
                    return self.resolve(source, depth + 1);
                }
            }
        }
        (module, name)
    }

    /// The import circles: each a list of files, in module path order, that reach each other.
    fn circles(&self) -> Vec<Vec<Vec<String>>> {
        let imports = self.imports();
        let reach = |from: &Vec<String>| -> BTreeSet<Vec<String>> {
            let mut seen = BTreeSet::new();
            let mut queue = vec![from.clone()];
            while let Some(file) = queue.pop() {
                for target in imports.get(&file).into_iter().flat_map(|t| t.keys()) {
                    if seen.insert(target.clone()) {
                        queue.push(target.clone());
                    }
                }
            }
            seen
        };
        let reached: BTreeMap<&Vec<String>, BTreeSet<Vec<String>>> =
            imports.keys().map(|file| (file, reach(file))).collect();
        let mut circles: Vec<Vec<Vec<String>>> = Vec::new();
        for (file, from_file) in &reached {
            if !from_file.contains(*file) || circles.iter().any(|c| c.contains(file)) {
                continue;
            }
            let circle = from_file
                .iter()
                .filter(|other| reached.get(other).is_some_and(|r| r.contains(*file)))
                .cloned()
                .collect();
            circles.push(circle);
        }
        circles
    }
}

/// The module path of the file at `path` in the crate whose source root is `root`.
fn module_of(root: &Path, path: &Path) -> Vec<String> {
    let relative: PathBuf = path.strip_prefix(root).expect("a file of the crate").into();
    let mut module: Vec<String> = relative
        .with_extension("")
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if matches!(
        module.last().map(String::as_str),
        Some("mod" | "lib" | "main")
    ) {
        module.pop();
    }
    module
}

/// `text` up to its first `#[cfg(test)]`, with comments removed.
fn without_tests(text: &str) -> String {
    let code = text.split("#[cfg(test)]").next().unwrap_or_default();
    code.lines()
        .map(|line| match line.find("//") {
            Some(at) => &line[..at],
            None => line,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Every path in `code` that starts at `crate`, `super` or `self`, as segments, and whether it is
/// re-exported (`pub use`, `pub(crate) use`, `pub(super) use`): the trees of `use` declarations
/// taken apart, and the paths written in the code itself.
fn paths_of(code: &str) -> Vec<(Vec<String>, bool)> {
    let mut paths = Vec::new();
    let mut rest = code;
    let mut outside_uses = String::new();
    while let Some(at) = find_use(rest) {
        outside_uses.push_str(&rest[..at.start]);
        let reexport = rest[..at.start].trim_end().ends_with(')')
            || rest[..at.start].trim_end().ends_with("pub");
        let end = rest[at.tree..]
            .find(';')
            .map_or(rest.len(), |e| at.tree + e);
        let tree = compact(&rest[at.tree..end]);
        for path in expand(&tree) {
            paths.push((path, reexport));
        }
        rest = &rest[(end + 1).min(rest.len())..];
    }
    outside_uses.push_str(rest);
    for start in ["crate::", "super::"] {
        let mut from = 0;
        while let Some(found) = outside_uses[from..].find(start) {
            let begin = from + found;
            let before = outside_uses[..begin].chars().next_back();
            from = begin + start.len();
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '$' || c == ':') {
                continue;
            }
            let path: Vec<String> = outside_uses[begin..]
                .split(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
                .next()
                .unwrap_or_default()
                .split("::")
                .filter(|s| !s.is_empty())
                .map(str::to_string)
                .collect();
            paths.push((path, false));
        }
    }
    paths
}

/// Where a `use` declaration starts and where its tree starts.
struct UseAt {
    start: usize,
    tree: usize,
}

/// The next `use` declaration in `code`.
fn find_use(code: &str) -> Option<UseAt> {
    let mut from = 0;
    while let Some(found) = code[from..].find("use ") {
        let start = from + found;
        from = start + 4;
        let before = code[..start].chars().next_back();
        if before.is_none_or(|c| c.is_whitespace() || c == ';' || c == '{' || c == '}') {
            return Some(UseAt {
                start,
                tree: start + 4,
            });
        }
    }
    None
}

/// A `use` tree with no space but the one around each `as`: `crate::a::{b as c, d}` stays so.
fn compact(tree: &str) -> String {
    let words: Vec<&str> = tree.split_whitespace().collect();
    let mut out = String::new();
    for pair in words.windows(2) {
        out.push_str(pair[0]);
        if pair[0] == "as" || pair[1] == "as" {
            out.push(' ');
        }
    }
    out.push_str(words.last().copied().unwrap_or_default());
    out
}

/// The paths of a compact `use` tree (see `compact`): `crate::a::{b,c::{d,e}}` gives
/// `crate::a::b`, `crate::a::c::d` and `crate::a::c::e`; `self` in braces names the module before
/// them, and `b as c` is `b`.
fn expand(tree: &str) -> Vec<Vec<String>> {
    let Some(open) = tree.find('{') else {
        let path = tree.split(" as ").next().unwrap_or(tree);
        return vec![
            path.split("::")
                .filter(|s| !s.is_empty() && *s != "*")
                .map(str::to_string)
                .collect(),
        ];
    };
    let prefix: Vec<String> = tree[..open]
        .split("::")
        .filter(|s| !s.is_empty())
        .map(str::to_string)
        .collect();
    let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
    let mut parts = Vec::new();
    let mut depth = 0;
    let mut begin = 0;
    for (i, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&inner[begin..i]);
                begin = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&inner[begin..]);
    parts
        .into_iter()
        .filter(|part| !part.is_empty())
        .flat_map(|part| {
            expand(part).into_iter().map(|tail| {
                let mut path = prefix.clone();
                path.extend(tail.into_iter().filter(|s| s != "self"));
                path
            })
        })
        .collect()
}

/// The crate path of `path`, written in the file of module `module` of `krate`; `None` for a
/// path into another crate or the standard library. A path may start at a child module.
fn absolute(krate: &Crate, module: &[String], path: &[String]) -> Option<Vec<String>> {
    let (first, rest) = path.split_first()?;
    let mut child = module.to_vec();
    child.push(first.clone());
    let (mut base, mut rest) = match first.as_str() {
        "crate" => (Vec::new(), rest),
        "self" => (module.to_vec(), rest),
        "super" => (module[..module.len().checked_sub(1)?].to_vec(), rest),
        _ if krate.files.contains_key(&child) => (module.to_vec(), path),
        _ => return None,
    };
    while let Some(("super", tail)) = rest.split_first().map(|(s, t)| (s.as_str(), t)) {
        base.pop();
        rest = tail;
    }
    base.extend(rest.iter().cloned());
    Some(base)
}

/// The circles of `krate`, described file by file with the names each takes from the next.
fn described_circles(krate: &Crate, root: &str) -> Vec<String> {
    let imports = krate.imports();
    let file = |module: &Vec<String>| format!("{root}/{}", module.join("/"));
    krate
        .circles()
        .into_iter()
        .map(|circle| {
            let mut lines = vec![format!("circle of {} files:", circle.len())];
            for from in &circle {
                for (to, names) in &imports[from] {
                    if circle.contains(to) {
                        let names: Vec<&str> = names.iter().map(String::as_str).collect();
                        lines.push(format!(
                            "  {} -> {}: {}",
                            file(from),
                            file(to),
                            names.join(", ")
                        ));
                    }
                }
            }
            lines.join("\n")
        })
        .collect()
}

#[test]
fn no_crate_has_an_import_circle_among_its_files() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut circles = Vec::new();
    for source in CRATE_SOURCES {
        let krate = Crate::read(&root.join(source));
        assert!(krate.files.len() > 10, "{source} holds the crate's files");
        circles.extend(described_circles(&krate, source));
    }
    assert!(circles.is_empty(), "{}", circles.join("\n"));
}

#[test]
fn the_checker_finds_a_circle_through_a_reexport_and_not_a_reexport_alone() {
    let circle = Crate::of(&[
        ("lib.rs", "mod parts;\nmod state;\npub use state::State;\n"),
        ("parts/mod.rs", "mod learner;\npub use learner::Learner;\n"),
        (
            "parts/learner.rs",
            "use crate::State;\npub struct Learner;\nimpl State { fn f(&self) {} }\n",
        ),
        (
            "state.rs",
            "use super::parts::{self, Learner};\npub struct State { learner: Learner }\n",
        ),
    ]);
    assert_eq!(
        described_circles(&circle, "src"),
        [
            "circle of 2 files:\n  src/parts/learner -> src/state: State\n  src/state -> src/parts/learner: Learner"
        ]
    );
    let layered = Crate::of(&[
        ("lib.rs", "mod parts;\nmod state;\npub use state::State;\n"),
        ("parts/mod.rs", "mod learner;\npub use learner::Learner;\n"),
        ("parts/learner.rs", "pub struct Learner;\n"),
        (
            "state.rs",
            "pub struct State { learner: crate::parts::Learner }\n#[cfg(test)]\nmod tests { use super::*; }\n",
        ),
    ]);
    assert_eq!(described_circles(&layered, "src"), Vec::<String>::new());
    let aliased = Crate::of(&[
        ("lib.rs", "mod state;\nmod tasks;\n"),
        (
            "tasks.rs",
            "use crate::{state::State as Shown, tasks as _};\npub struct Task;\n",
        ),
        ("state.rs", "use crate::tasks::Task;\npub struct State;\n"),
    ]);
    assert_eq!(
        described_circles(&aliased, "src"),
        ["circle of 2 files:\n  src/state -> src/tasks: Task\n  src/tasks -> src/state: State"]
    );
    assert_eq!(
        layered.imports()[&vec!["state".to_string()]]
            .keys()
            .cloned()
            .collect::<Vec<_>>(),
        [vec!["parts".to_string(), "learner".to_string()]]
    );
}

/// The crates that `package` is built from (normal dependencies, all targets' platforms).
fn dependencies(package: &str) -> BTreeSet<String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
    let output = Command::new(cargo)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args([
            "tree", "--locked", "-p", package, "-e", "normal", "--target", "all", "--prefix",
            "none", "--format", "{p}",
        ])
        .output()
        .expect("cargo runs");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .filter_map(|line| line.split_whitespace().next())
        .map(str::to_string)
        .collect()
}

#[test]
fn the_core_has_no_user_interface_and_the_controller_no_egui() {
    let user_interface = [
        "eframe",
        "egui",
        "egui_plot",
        "rfd",
        "winit",
        "clap",
        "egui-winit",
    ];
    let core = dependencies("stepper-core");
    assert!(core.contains("resvg"), "the tree was read: {core:?}");
    for name in user_interface {
        assert!(!core.contains(name), "stepper-core depends on {name}");
    }
    let controller = dependencies("stepper-controller");
    assert!(controller.contains("stepper-core"));
    for name in user_interface {
        assert!(
            !controller.contains(name),
            "stepper-controller depends on {name}"
        );
    }
    assert!(!core.contains("stepper-controller") && !core.contains("sudoku-stepper"));
    assert!(!controller.contains("sudoku-stepper"));
}
