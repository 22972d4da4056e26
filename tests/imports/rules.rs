//! The import rules of `docs/architecture.md` ("Which folder may use which"): each line of its
//! `rules` block, `FROM never imports TO`, says that no module under `FROM` (outside `TO`)
//! imports a module under `TO`. The block is read from the page, so that the page and the code
//! cannot part.

use super::{Module, graph, name};
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

/// A rule: the modules under the first path never import those under the second.
type Rule = (Vec<String>, Vec<String>);

/// The rules written in `page`: the lines of its first fenced block marked `rules`.
fn rules(page: &str) -> Vec<Rule> {
    let block = page.split("```rules\n").nth(1).and_then(|rest| rest.split("```").next()).unwrap_or_default();
    let path = |text: &str| text.trim().split("::").map(str::to_owned).collect::<Vec<_>>();
    block
        .lines()
        .filter_map(|line| line.split_once(" never imports "))
        .flat_map(|(from, to)| {
            let from = path(from);
            to.split(',').map(move |to| (from.clone(), path(to))).collect::<Vec<_>>()
        })
        .collect()
}

/// Whether `module` is `prefix` or under it.
fn under(module: &Module, prefix: &[String]) -> bool {
    module.len() >= prefix.len() && module[..prefix.len()] == *prefix
}

/// Every import of `graph` that breaks one of `rules`, as "from → to (rule)".
fn broken(graph: &BTreeMap<Module, BTreeSet<Module>>, rules: &[Rule]) -> Vec<String> {
    let mut found = Vec::new();
    for (module, imports) in graph {
        for imported in imports {
            for (from, to) in rules {
                if under(module, from) && !under(module, to) && under(imported, to) {
                    let rule = format!("{} never imports {}", from.join("::"), to.join("::"));
                    found.push(format!("{} → {} ({rule})", name(module), name(imported)));
                }
            }
        }
    }
    found
}

fn page() -> String {
    fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/architecture.md")).expect("the page")
}

#[test]
fn the_folders_import_only_what_the_architecture_page_allows() {
    let rules = rules(&page());
    assert!(rules.len() >= 20, "the page's rules are read ({})", rules.len());
    // Each rule names modules that exist: a folder renamed leaves no rule that holds by itself.
    let graph = graph();
    for (from, to) in &rules {
        for path in [from, to] {
            assert!(
                graph.keys().any(|module| under(module, path)),
                "a rule names {}, which is no module",
                path.join("::")
            );
        }
    }
    let broken = broken(&graph, &rules);
    assert!(broken.is_empty(), "imports the architecture page forbids:\n{}", broken.join("\n"));
}

#[test]
fn a_forbidden_import_is_found() {
    let rules = rules("```rules\ngame::theme never imports game::play, game::hint\n```\n");
    let module = |path: &str| path.split("::").map(str::to_owned).collect::<Module>();
    let graph = BTreeMap::from([
        (module("game::theme::widget"), BTreeSet::from([module("game::hint::mark")])),
        (module("game::play"), BTreeSet::from([module("game::theme")])),
        (module("game::hint"), BTreeSet::from([module("game::hint::mark")])),
    ]);
    assert_eq!(
        broken(&graph, &rules),
        ["game::theme::widget → game::hint::mark (game::theme never imports game::hint)"]
    );
}

/// Prints the import graph (run it with `--ignored --nocapture` to write new rules).
#[test]
#[ignore = "a listing, not a check"]
fn list_the_imports() {
    for (module, imports) in graph() {
        for imported in imports {
            println!("{} {}", name(&module), name(&imported));
        }
    }
}

/// The page's map of the game (its `map` block) names every file and folder of `src/game`, once
/// each, and nothing else: the map is the code's, a file added or moved without it fails here.
#[test]
fn the_architecture_page_maps_every_file_and_folder_of_the_game() {
    let page = page();
    let block = page.split("```map\n").nth(1).and_then(|rest| rest.split("```").next()).expect("the page's map");
    let mut mapped: Vec<String> =
        block.lines().filter_map(|line| line.split_whitespace().next()).map(str::to_owned).collect();
    let game = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/game");
    let mut found: Vec<String> = fs::read_dir(&game)
        .expect("src/game")
        .map(|entry| entry.expect("an entry").path())
        .filter(|path| path.file_name().is_some_and(|name| name != "mod.rs"))
        .map(|path| {
            let name = path.file_name().expect("a name").to_string_lossy().into_owned();
            if path.is_dir() { format!("{name}/") } else { name }
        })
        .collect();
    assert!(found.len() > 20, "src/game is read ({})", found.len());
    let in_order = mapped.clone();
    mapped.sort();
    found.sort();
    assert_eq!(mapped, found, "the page's map, as written: {in_order:?}");
}
