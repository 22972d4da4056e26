//! No circle of imports in the library, the game's names imported from where they are defined, and
//! the search for a circle itself.

use super::*;

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
