//! The documentation holds together: every relative link or image target in `README.md` and in the
//! Markdown pages of `docs/` (`[text](target)`, `![alt](target)`) names a file or folder that
//! exists, resolved from the folder of the page that links to it, once any `#anchor` and
//! `?query` are cut off. Links to the web (`http://`, `https://`), `mailto:` and anchors within
//! the page are not checked. The README stays a front door of at most 160 lines, and `docs/`
//! holds at least 5 pages.

use std::fs;
use std::path::{Path, PathBuf};

/// The most lines the README may have.
const README_MOST_LINES: usize = 160;

/// The fewest Markdown pages `docs/` must hold.
const DOCS_FEWEST_PAGES: usize = 5;

/// The Markdown pages of `docs/`, sorted.
fn docs_pages(root: &Path) -> Vec<PathBuf> {
    let mut pages: Vec<PathBuf> = fs::read_dir(root.join("docs"))
        .expect("docs/ can be read")
        .map(|entry| entry.expect("a docs/ entry can be read").path())
        .filter(|path| path.is_file() && path.extension().is_some_and(|ext| ext == "md"))
        .collect();
    pages.sort();
    pages
}

/// Every link or image target in `text`: what stands between `](` and the `)` that closes it,
/// with a title (`"…"` after a space) and angle brackets left out.
fn link_targets(text: &str) -> Vec<String> {
    let mut targets = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.find("](") {
        rest = &rest[at + 2..];
        let mut depth = 0usize;
        let end = rest
            .char_indices()
            .find(|&(_, c)| match c {
                '(' => {
                    depth += 1;
                    false
                }
                ')' if depth == 0 => true,
                ')' => {
                    depth -= 1;
                    false
                }
                '\n' => true,
                _ => false,
            })
            .map_or(rest.len(), |(i, _)| i);
        let target = rest[..end].split_whitespace().next().unwrap_or("");
        let target = target.trim_start_matches('<').trim_end_matches('>');
        targets.push(target.to_owned());
        rest = &rest[end..];
    }
    targets
}

/// Whether `target` points inside the repository (not to the web, a mail address or an anchor
/// of the same page).
fn is_relative(target: &str) -> bool {
    !(target.is_empty()
        || target.starts_with("http://")
        || target.starts_with("https://")
        || target.starts_with("mailto:")
        || target.starts_with('#'))
}

/// `target` without its `#anchor` and `?query`.
fn file_part(target: &str) -> &str {
    let end = target.find(['#', '?']).unwrap_or(target.len());
    &target[..end]
}

/// Every relative link and image of the README and the pages of `docs/` leads to a file or
/// folder that exists; the README is at most [`README_MOST_LINES`] lines long, and `docs/` holds
/// at least [`DOCS_FEWEST_PAGES`] pages.
#[test]
fn every_relative_link_of_the_readme_and_docs_leads_to_a_file_that_exists() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let readme = root.join("README.md");
    let pages = docs_pages(root);

    let mut broken = Vec::new();
    for page in std::iter::once(&readme).chain(&pages) {
        let text = fs::read_to_string(page).unwrap_or_else(|e| panic!("{} cannot be read: {e}", page.display()));
        let folder = page.parent().expect("a page is in a folder");
        for target in link_targets(&text).iter().filter(|t| is_relative(t)) {
            let path = file_part(target);
            if !path.is_empty() && !folder.join(path).exists() {
                let name = page.strip_prefix(root).unwrap_or(page.as_path());
                broken.push(format!("{}: {target}", name.display()));
            }
        }
    }
    assert!(broken.is_empty(), "{} broken link(s):\n{}", broken.len(), broken.join("\n"));

    let lines = fs::read_to_string(&readme).expect("README.md can be read").lines().count();
    assert!(lines <= README_MOST_LINES, "README.md has {lines} lines, more than {README_MOST_LINES}");
    assert!(
        pages.len() >= DOCS_FEWEST_PAGES,
        "docs/ holds {} Markdown pages, fewer than {DOCS_FEWEST_PAGES}",
        pages.len()
    );
}
