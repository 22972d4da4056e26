//! No file is over [`MOST_LINES`] lines: a file of the library, and a `.rs` file of the tests.

use super::*;

/// The lines of `file`, as `str::lines` counts them (a last line without its newline counts).
fn line_count(file: &Path) -> usize {
    fs::read_to_string(file).expect("a source file").lines().count()
}

#[test]
fn no_file_of_the_library_is_over_400_lines() {
    for (module, file) in modules() {
        let lines = line_count(&file);
        assert!(lines <= MOST_LINES, "{} has {lines} lines (at most {MOST_LINES})", name(&module));
    }
}

/// Every `.rs` file of `tests/`, at any depth (the test files, their subjects and the modules they
/// share; not the browser test's `node_modules`), is split by subject before it grows over
/// [`MOST_LINES`] lines, as the library's files are.
#[test]
fn no_test_file_is_over_400_lines() {
    let tests = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let skipped = tests.join("web").join("node_modules");
    let (mut checked, mut over) = (0, Vec::new());
    let mut stack = vec![tests.clone()];
    while let Some(dir) = stack.pop() {
        for entry in fs::read_dir(&dir).expect("tests is readable") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                if path != skipped {
                    stack.push(path);
                }
            } else if path.extension().is_some_and(|e| e == "rs") {
                checked += 1;
                let lines = line_count(&path);
                if lines > MOST_LINES {
                    let relative = path.strip_prefix(&tests).expect("under tests");
                    over.push(format!("tests/{} has {lines} lines", relative.display()));
                }
            }
        }
    }
    assert!(checked > 40, "the test files are found ({checked})");
    over.sort();
    assert!(over.is_empty(), "{} test file(s) over {MOST_LINES} lines:\n{}", over.len(), over.join("\n"));
}
