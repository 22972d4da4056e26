//! A module's imports read from its source: `use` trees, paths in the code, re-exports, inline modules.

use super::*;

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
pub(super) type Exports = BTreeMap<Module, BTreeMap<String, String>>;

pub(super) fn exports(known: &BTreeMap<Module, PathBuf>) -> Exports {
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
pub(super) fn imports(
    module: &Module,
    file: &Path,
    known: &BTreeMap<Module, PathBuf>,
    exports: &Exports,
) -> BTreeSet<Module> {
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

#[test]
fn a_path_in_an_inline_module_starts_from_it() {
    let code = "use super::a::B;\nmod place {\n    use super::super::C;\n    fn f() { let s = \"}\"; }\n}\nfn g() {}";
    let parts = inline_modules(code);
    assert_eq!(parts.len(), 2, "{parts:?}");
    assert!(parts[0].1.contains("use super::a::B") && parts[0].1.contains("fn g()"), "{parts:?}");
    assert_eq!(parts[1].0, vec!["place".to_owned()]);
    assert!(parts[1].1.contains("use super::super::C"), "{parts:?}");
}
