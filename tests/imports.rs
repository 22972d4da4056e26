//! The crate's modules (`src/`, the library: every file but `main.rs` and `bin/`) import each
//! other without a circle, and no file of it is over 400 lines. A module's
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

/// The longest a file of the library may be, in lines.
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

/// The `use` statements of `code`: (whether public, each path of the tree), and the code
/// without them (where the paths written in the code are looked for).
fn uses(code: &str) -> (Vec<(bool, String)>, String) {
    let mut found = Vec::new();
    let mut rest = String::new();
    for statement in code.split(';') {
        // The statement's last line holds the `use` (attributes and items may come before).
        let start = statement.find("use ").filter(|&at| {
            let before = statement[..at].trim_end();
            before.is_empty() || [']', '}', ')'].iter().any(|&c| before.ends_with(c)) || before.ends_with("pub")
        });
        let Some(start) = start else {
            rest.push_str(statement);
            rest.push(';');
            continue;
        };
        let before = statement[..start].trim_end();
        let public = before.ends_with("pub") || before.ends_with(')');
        rest.push_str(&statement[..start]);
        // `a as b` is kept as `a@b`, the spaces gone.
        let tree = statement[start + 4..].replace(" as ", "@");
        let mut paths = Vec::new();
        expand(&tree.split_whitespace().collect::<String>(), "", &mut paths);
        found.extend(paths.into_iter().map(|path| (public, path)));
    }
    (found, rest)
}

/// The module a path starts from and the names after it, or `None` for another crate's path.
fn base<'a>(path: &'a str, module: &Module, known: &BTreeMap<Module, PathBuf>) -> Option<(Module, Vec<&'a str>)> {
    let parts: Vec<&str> = path.split("::").filter(|part| !part.is_empty()).collect();
    match parts.split_first()? {
        (&"crate", rest) => Some((Vec::new(), rest.to_vec())),
        (&"self", rest) => Some((module.clone(), rest.to_vec())),
        (&"super", mut rest) => {
            // A folder's module is its mod.rs: `super` is the module above, for a file and a folder.
            let mut at = module.clone();
            at.pop();
            while let Some((&"super", further)) = rest.split_first() {
                at.pop();
                rest = further;
            }
            Some((at, rest.to_vec()))
        }
        (first, _) => {
            // A child module (a parent's `use child::X`).
            let mut child = module.clone();
            child.push((*first).to_owned());
            known.contains_key(&child).then(|| (module.clone(), parts.clone()))
        }
    }
}

/// The public re-exports of every module: name → the path it stands for (resolved later).
type Exports = BTreeMap<Module, BTreeMap<String, String>>;

fn exports(known: &BTreeMap<Module, PathBuf>) -> Exports {
    let mut all = Exports::new();
    for (module, file) in known {
        let mut names = BTreeMap::new();
        for (public, path) in uses(&code(file)).0 {
            if !public {
                continue;
            }
            let (path, alias) = match path.split_once('@') {
                Some((path, alias)) => (path.to_owned(), alias.to_owned()),
                None => (path.clone(), path.rsplit("::").next().unwrap_or_default().to_owned()),
            };
            names.insert(alias, path);
        }
        all.insert(module.clone(), names);
    }
    all
}

/// The module that defines what `path` names, read from `module`'s file: the deepest known
/// module it leads into, followed through re-exports (at most 8 deep).
fn target(
    path: &str,
    module: &Module,
    known: &BTreeMap<Module, PathBuf>,
    exports: &Exports,
    depth: u8,
) -> Option<Module> {
    let (mut at, rest) = base(path, module, known)?;
    for name in rest {
        let mut next = at.clone();
        next.push(name.to_owned());
        if known.contains_key(&next) {
            at = next;
            continue;
        }
        // A name the module lends from elsewhere: the module that defines it.
        if let Some(lent) = exports.get(&at).and_then(|names| names.get(name))
            && depth < 8
            && let Some(defined) = target(lent, &at, known, exports, depth + 1)
        {
            return Some(defined);
        }
        break;
    }
    known.contains_key(&at).then_some(at)
}

/// The modules `module`'s file imports from.
fn imports(module: &Module, file: &Path, known: &BTreeMap<Module, PathBuf>, exports: &Exports) -> BTreeSet<Module> {
    let mut found = BTreeSet::new();
    for (inline, part) in inline_modules(&code(file)) {
        let (used, code) = uses(&part);
        let words: BTreeSet<&str> = code.split(|c: char| !(c.is_alphanumeric() || c == '_')).collect();
        let mut paths = Vec::new();
        for (public, path) in used {
            // A name lent by `pub use` is imported where the module's own code uses it.
            let alias = path.split_once('@').map_or_else(|| path.rsplit("::").next().unwrap_or_default(), |(_, a)| a);
            if !public || words.contains(alias) {
                paths.push(path.clone());
            }
        }
        for word in code.split(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':')) {
            if word.contains("::") && !word.starts_with("::") {
                paths.push(word.to_owned());
            }
        }
        // A path in an inline module starts from it; a child module is the file's.
        let mut at = module.clone();
        at.extend(inline.iter().cloned());
        for path in paths {
            let path = path.split_once('@').map_or(path.as_str(), |(path, _)| path).to_owned();
            // A parent registering its child's plugin is not an import.
            if path.ends_with("::plugin") {
                continue;
            }
            let from = if path.starts_with("super::") || path.starts_with("self::") { &at } else { module };
            if let Some(to) = target(&path, from, known, exports, 0)
                && &to != module
            {
                found.insert(to);
            }
        }
    }
    found
}

/// The code of a file split by inline module (`mod name { … }`): each part with the path of
/// inline modules it is in (empty for the file's own code). Braces inside string literals and
/// brace characters are not counted.
fn inline_modules(code: &str) -> Vec<(Vec<String>, String)> {
    let mut parts: BTreeMap<Vec<String>, String> = BTreeMap::new();
    // The inline modules open, each with the depth of braces inside it.
    let mut open: Vec<(String, usize)> = Vec::new();
    let (mut depth, mut in_string, mut escaped) = (0usize, false, false);
    let mut rest = code;
    let mut before = ' ';
    while let Some(c) = rest.chars().next() {
        let path: Vec<String> = open.iter().map(|(name, _)| name.clone()).collect();
        if !(in_string || before.is_alphanumeric() || before == '_')
            && let Some(after) = rest.strip_prefix("mod ")
            && let Some((name, tail)) = after.split_once('{')
            && !name.trim().is_empty()
            && name.trim().chars().all(|c| c.is_alphanumeric() || c == '_')
        {
            depth += 1;
            open.push((name.trim().to_owned(), depth));
            rest = tail;
            continue;
        }
        // A brace as a character ('{') is no block.
        if !in_string && (rest.starts_with("'{'") || rest.starts_with("'}'")) {
            parts.entry(path).or_default().push_str(&rest[..3]);
            rest = &rest[3..];
            continue;
        }
        parts.entry(path).or_default().push(c);
        match c {
            '\\' if in_string => escaped = !escaped,
            '"' if !escaped => in_string = !in_string,
            '{' if !in_string => depth += 1,
            '}' if !in_string => {
                if open.last().is_some_and(|(_, at)| *at == depth) {
                    open.pop();
                }
                depth = depth.saturating_sub(1);
            }
            _ => {}
        }
        if c != '\\' {
            escaped = false;
        }
        before = c;
        rest = &rest[c.len_utf8()..];
    }
    parts.into_iter().collect()
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
    if module.is_empty() { "crate".to_owned() } else { module.join("::") }
}

/// The import graph of the whole library.
fn graph() -> BTreeMap<Module, BTreeSet<Module>> {
    let known = modules();
    let exports = exports(&known);
    known.iter().map(|(module, file)| (module.clone(), imports(module, file, &known, &exports))).collect()
}

#[test]
fn the_crate_s_modules_import_each_other_without_a_circle() {
    let graph = graph();
    assert!(graph.len() > 80, "the library's files are found ({})", graph.len());
    let edges: usize = graph.values().map(BTreeSet::len).sum();
    assert!(edges > 300, "the imports are read ({edges})");
    let mut circles = Vec::new();
    let mut left = graph.clone();
    // Every circle, one at a time: each found is cut at its first edge and the search goes on.
    while let Some(found) = circle(&left) {
        let names: Vec<String> = found.iter().map(name).collect();
        circles.push(format!("{} → {}", names.join(" → "), names[0]));
        let next = found.get(1).unwrap_or(&found[0]).clone();
        left.get_mut(&found[0]).expect("in the graph").remove(&next);
    }
    assert!(circles.is_empty(), "circles of imports:\n{}", circles.join("\n"));
}

#[test]
fn the_game_s_modules_import_names_from_where_they_are_defined() {
    // The game's root module defines no name a sibling needs: its list of names is a prelude for
    // `main.rs`, the tests and the benchmarks.
    for (module, file) in modules() {
        if module.first().is_none_or(|first| first != "game") || module.len() == 1 {
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
fn no_file_of_the_library_is_over_400_lines() {
    for (module, file) in modules() {
        let lines = fs::read_to_string(&file).expect("a source file").lines().count();
        assert!(lines <= MOST_LINES, "{} has {lines} lines (at most {MOST_LINES})", name(&module));
    }
}

#[test]
fn a_path_in_an_inline_module_starts_from_it() {
    let code = "use super::a::B;\nmod place {\n    use super::super::C;\n    fn f() { let s = \"}\"; }\n}\nfn g() {}";
    let parts = inline_modules(code);
    assert_eq!(parts.len(), 2, "{parts:?}");
    assert!(parts[0].1.contains("use super::a::B") && parts[0].1.contains("fn g()"), "{parts:?}");
    assert_eq!(parts[1].0, vec!["place".to_owned()]);
    assert!(parts[1].1.contains("use super::super::C"), "{parts:?}");
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
