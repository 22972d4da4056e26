//! The game's modules (`src/game`) import each other without a circle, each name from the module
//! that defines it, and no file there is over 400 lines. A module's imports are read from its
//! source: every `use` of `super::…`, `self::…` or `crate::game::…`, and every such path written
//! in the code, followed to the module it names (a folder's `mod.rs` for its own names). A parent
//! registering a child's `plugin` is not an import.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The longest a file of the game may be, in lines.
const MOST_LINES: usize = 400;

/// A module: its path of names under `game` (empty for `game` itself).
type Module = Vec<String>;

fn game_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src/game")
}

/// Every source file of the game, with its module.
fn modules() -> BTreeMap<Module, PathBuf> {
    let mut found = BTreeMap::new();
    let mut stack = vec![game_dir()];
    while let Some(dir) = stack.pop() {
        for entry in fs::read_dir(&dir).expect("src/game is readable") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let relative = path.strip_prefix(game_dir()).expect("under src/game");
                let mut names: Module =
                    relative.with_extension("").iter().map(|part| part.to_string_lossy().into_owned()).collect();
                if names.last().is_some_and(|last| last == "mod") {
                    names.pop();
                }
                found.insert(names, path);
            }
        }
    }
    found
}

/// The code of a file without its comments (doc comments name paths that are not imports).
fn code(path: &Path) -> String {
    let source = fs::read_to_string(path).expect("a source file");
    source
        .lines()
        .map(|line| match line.find("//") {
            Some(at) if !line[..at].contains('"') => &line[..at],
            _ => line,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The deepest known module that `path` (names after the base module) leads into from `base`.
fn target(base: &Module, path: &[&str], known: &BTreeMap<Module, PathBuf>) -> Option<Module> {
    let mut at = base.clone();
    let mut deepest = None;
    for name in path {
        at.push((*name).to_owned());
        if known.contains_key(&at) {
            deepest = Some(at.clone());
        } else {
            break;
        }
    }
    deepest.or_else(|| known.contains_key(base).then(|| base.clone()))
}

/// The modules `module`'s file imports from.
fn imports(module: &Module, file: &Path, known: &BTreeMap<Module, PathBuf>) -> BTreeSet<Module> {
    let code = code(file);
    let is_folder = file.file_name().is_some_and(|name| name == "mod.rs");
    // `super` of a folder's mod.rs is the folder's parent; of a file, the folder it is in.
    let own_folder: Module = if is_folder { module.clone() } else { module[..module.len().saturating_sub(1)].to_vec() };
    let parent: Module = if is_folder { module[..module.len().saturating_sub(1)].to_vec() } else { own_folder.clone() };
    let mut found = BTreeSet::new();
    // Paths in `use` lists are expanded: `use super::{a::B, c}` reads `super::a::B` and `super::c`.
    let mut paths = Vec::new();
    for statement in code.split(';') {
        let statement = statement.trim();
        let Some(rest) = statement.strip_prefix("use ").or_else(|| statement.strip_prefix("pub use ")) else {
            continue;
        };
        expand(&rest.split_whitespace().collect::<String>(), "", &mut paths);
    }
    for word in code.split(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':')) {
        if word.starts_with("super::") || word.starts_with("crate::game::") || word.starts_with("self::") {
            paths.push(word.to_owned());
        }
    }
    for path in paths {
        let parts: Vec<&str> = path.split("::").filter(|part| !part.is_empty()).collect();
        let (base, rest) = match parts.as_slice() {
            ["crate", "game", rest @ ..] => (Vec::new(), rest),
            ["super", rest @ ..] => (parent.clone(), rest),
            ["self", rest @ ..] => (if is_folder { module.clone() } else { own_folder.clone() }, rest),
            _ => continue,
        };
        // A parent registering its child's plugin is not an import.
        if rest.last() == Some(&"plugin") {
            continue;
        }
        if let Some(to) = target(&base, rest, known)
            && &to != module
        {
            found.insert(to);
        }
    }
    found
}

/// Expands a `use` tree (`a::{b, c::{d, e}}`) into its paths, each after `prefix`.
fn expand(tree: &str, prefix: &str, out: &mut Vec<String>) {
    match tree.find('{') {
        None => out.push(format!("{prefix}{tree}")),
        Some(open) => {
            let head = &tree[..open];
            let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
            let mut depth = 0;
            let mut start = 0;
            for (at, c) in inner.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        expand(&inner[start..at], &format!("{prefix}{head}"), out);
                        start = at + 1;
                    }
                    _ => {}
                }
            }
            if start < inner.len() {
                expand(&inner[start..], &format!("{prefix}{head}"), out);
            }
        }
    }
}

/// A circle of imports, if the graph has one: modules that reach each other.
fn circle(graph: &BTreeMap<Module, BTreeSet<Module>>) -> Option<Vec<Module>> {
    // Depth-first search, colouring: 1 on the path, 2 done.
    fn visit(
        at: &Module,
        graph: &BTreeMap<Module, BTreeSet<Module>>,
        colour: &mut BTreeMap<Module, u8>,
        path: &mut Vec<Module>,
    ) -> Option<Vec<Module>> {
        colour.insert(at.clone(), 1);
        path.push(at.clone());
        for next in graph.get(at).into_iter().flatten() {
            match colour.get(next) {
                Some(1) => {
                    let from = path.iter().position(|m| m == next).unwrap_or(0);
                    return Some(path[from..].to_vec());
                }
                Some(_) => {}
                None => {
                    if let Some(found) = visit(next, graph, colour, path) {
                        return Some(found);
                    }
                }
            }
        }
        path.pop();
        colour.insert(at.clone(), 2);
        None
    }
    let mut colour = BTreeMap::new();
    for module in graph.keys() {
        if !colour.contains_key(module)
            && let Some(found) = visit(module, graph, &mut colour, &mut Vec::new())
        {
            return Some(found);
        }
    }
    None
}

fn name(module: &Module) -> String {
    if module.is_empty() { "game".to_owned() } else { format!("game::{}", module.join("::")) }
}

#[test]
fn the_game_s_modules_import_each_other_without_a_circle() {
    let known = modules();
    assert!(known.len() > 20, "the game's files are found ({})", known.len());
    let graph: BTreeMap<Module, BTreeSet<Module>> =
        known.iter().map(|(module, file)| (module.clone(), imports(module, file, &known))).collect();
    let edges: usize = graph.values().map(BTreeSet::len).sum();
    assert!(edges > 50, "the imports are read ({edges})");
    if let Some(found) = circle(&graph) {
        let names: Vec<String> = found.iter().map(name).collect();
        panic!("a circle of imports: {} → {}", names.join(" → "), names[0]);
    }
}

#[test]
fn the_game_s_modules_import_names_from_where_they_are_defined() {
    // The game's root module defines no name a sibling needs: its list of names is a prelude for
    // `main.rs`, the tests and the benchmarks.
    for (module, file) in modules() {
        if module.is_empty() {
            continue;
        }
        for statement in code(&file).split(';') {
            let statement: String = statement.split_whitespace().collect();
            if statement.starts_with("usecrate::game::prelude") || statement.starts_with("usesuper::prelude") {
                panic!("{} imports the prelude: {statement}", name(&module));
            }
        }
    }
}

#[test]
fn no_file_of_the_game_is_over_400_lines() {
    for (module, file) in modules() {
        let lines = fs::read_to_string(&file).expect("a source file").lines().count();
        assert!(lines <= MOST_LINES, "{} has {lines} lines (at most {MOST_LINES})", name(&module));
    }
}

#[test]
fn a_circle_is_found_where_there_is_one() {
    let module = |name: &str| vec![name.to_owned()];
    let mut graph = BTreeMap::new();
    graph.insert(module("a"), BTreeSet::from([module("b")]));
    graph.insert(module("b"), BTreeSet::from([module("c")]));
    graph.insert(module("c"), BTreeSet::from([module("a")]));
    assert_eq!(circle(&graph).map(|found| found.len()), Some(3));
    graph.insert(module("c"), BTreeSet::new());
    assert_eq!(circle(&graph), None);
}
