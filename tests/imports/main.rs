//! The crate's modules (`src/`, the library: every file but `main.rs` and `bin/`) import each
//! other without a circle, and no file of it is over 400 lines, nor any of the tests. A module's
//! imports are read from its source: every `use` of `crate::…`, `super::…`, `self::…` or of a
//! child module (a parent's `use child::X`), and every such path written in the code, followed
//! to the module it names, through `pub use` re-exports to the file that defines the name (a
//! folder's `mod.rs` for its own names). A module's own `pub use` lines lend it names: they are
//! its imports only where its own code uses the name. A path inside an inline module
//! (`mod place { … }`) starts from that module, whose `super` is the file's. A parent
//! registering a child's `plugin` is not an import.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

mod circles;
mod lengths;
mod paths;
mod rules;
use paths::{exports, imports};

/// The longest a file of the library or of the tests may be, in lines.
const MOST_LINES: usize = 400;

/// A module: its path of names under the crate's root (empty for `lib.rs`).
type Module = Vec<String>;

fn src_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// Every source file of the library, with its module.
fn modules() -> BTreeMap<Module, PathBuf> {
    let mut found = BTreeMap::new();
    let mut stack = vec![src_dir()];
    while let Some(dir) = stack.pop() {
        for entry in fs::read_dir(&dir).expect("src is readable") {
            let path = entry.expect("an entry").path();
            let relative = path.strip_prefix(src_dir()).expect("under src").to_owned();
            if relative == Path::new("bin") || relative == Path::new("main.rs") {
                continue;
            }
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let mut names: Module =
                    relative.with_extension("").iter().map(|part| part.to_string_lossy().into_owned()).collect();
                if names.last().is_some_and(|last| last == "mod" || last == "lib") {
                    names.pop();
                }
                found.insert(names, path);
            }
        }
    }
    found
}

/// The code of a file without its comments (doc comments name paths that are not imports) and
/// without its tests (`#[cfg(test)]` to the end: a test module may use anything).
fn code(path: &Path) -> String {
    let source = fs::read_to_string(path).expect("a source file");
    let source = source.split("#[cfg(test)]").next().unwrap_or_default();
    source
        .lines()
        .map(|line| match line.find("//") {
            Some(at) if !line[..at].contains('"') => &line[..at],
            _ => line,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn name(module: &Module) -> String {
    if module.is_empty() { "crate".to_owned() } else { module.join("::") }
}

/// The import graph of the whole library.
fn graph() -> BTreeMap<Module, BTreeSet<Module>> {
    let known = modules();
    let exports = exports(&known);
    known.iter().map(|(module, file)| (module.clone(), imports(module, file, &known, &exports))).collect()
}
