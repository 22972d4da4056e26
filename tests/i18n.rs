//! The translation tables: both parse, hold the same keys, and every key the code asks for.

use awale::i18n::{self, Language, Translator};
use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

fn key_set(language: Language) -> BTreeSet<String> {
    let keys = i18n::keys(language.table()).unwrap_or_else(|e| panic!("{language:?} does not parse: {e}"));
    let set: BTreeSet<String> = keys.iter().cloned().collect();
    assert_eq!(set.len(), keys.len(), "{language:?} has a key twice");
    set
}

#[test]
fn both_tables_have_the_same_keys() {
    let english = key_set(Language::English);
    let french = key_set(Language::French);
    let only_english: Vec<_> = english.difference(&french).collect();
    let only_french: Vec<_> = french.difference(&english).collect();
    assert!(only_english.is_empty(), "missing in French: {only_english:?}");
    assert!(only_french.is_empty(), "missing in English: {only_french:?}");
}

/// Every `.t("key"` and `.f("key"` in the sources names a key of both tables.
#[test]
fn every_key_the_code_uses_exists() {
    let english = key_set(Language::English);
    let mut used = BTreeSet::new();
    let mut stack = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("src")];
    while let Some(dir) = stack.pop() {
        for entry in fs::read_dir(&dir).expect("src is readable") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let source = fs::read_to_string(&path).expect("a source file");
                for opener in [".t(\"", ".f(\"", "key: \""] {
                    for (at, _) in source.match_indices(opener) {
                        let rest = &source[at + opener.len()..];
                        let key = &rest[..rest.find('"').expect("a closing quote")];
                        used.insert((key.to_owned(), path.display().to_string()));
                    }
                }
            }
        }
    }
    assert!(used.len() > 50, "the scan found the keys in use ({} found)", used.len());
    let missing: Vec<_> = used.iter().filter(|(key, _)| !english.contains(key)).collect();
    assert!(missing.is_empty(), "keys used but not in the tables: {missing:?}");
}

#[test]
fn numbers_choose_the_plural() {
    let english = Translator::new(Language::English);
    let french = Translator::new(Language::French);
    let sowed = |tr: &Translator, seeds: u8| {
        tr.f("sowed", [("side", tr.t("side-south").into()), ("seeds", seeds.into()), ("pit", "C".into())])
    };
    assert_eq!(sowed(&english, 1), "South sowed 1 seed from pit C.");
    assert_eq!(sowed(&english, 4), "South sowed 4 seeds from pit C.");
    assert_eq!(sowed(&french, 1), "Sud a semé 1 graine du trou «\u{a0}C\u{a0}».");
    assert_eq!(sowed(&french, 4), "Sud a semé 4 graines du trou «\u{a0}C\u{a0}».");
}

#[test]
fn sentences_to_the_person_playing_the_computer_say_you() {
    let french = Translator::new(Language::French);
    let sowed = |you: &'static str| {
        french.f("sowed", [("side", "Toi".into()), ("you", you.into()), ("seeds", 4.into()), ("pit", "C".into())])
    };
    assert_eq!(sowed("yes"), "Tu as semé 4 graines du trou «\u{a0}C\u{a0}».");
    assert_eq!(sowed("no"), "Toi a semé 4 graines du trou «\u{a0}C\u{a0}».");
    let english = Translator::new(Language::English);
    assert_eq!(english.f("winner", [("side", "You".into()), ("you", "yes".into())]), "You win!");
    assert_eq!(english.f("winner", [("side", "Ama".into()), ("you", "no".into())]), "Ama wins!");
}

#[test]
fn a_missing_key_shows_itself() {
    assert_eq!(Translator::new(Language::French).t("no-such-key"), "no-such-key");
}

/// Keys built from option names and values (`option-…`, `about-…`, `value-…`) exist too.
#[test]
fn every_option_has_its_name_explanation_and_values() {
    use awale::engine::Rules;
    use awale::engine::rules::OPTION_NAMES;
    let english = key_set(Language::English);
    for name in OPTION_NAMES {
        for key in [format!("option-{name}"), format!("about-{name}")] {
            assert!(english.contains(&key), "{key}");
        }
        let mut rules = Rules::default();
        for _ in 0..13 {
            let value = rules.get(name).unwrap();
            if value.parse::<u8>().is_err() {
                assert!(english.contains(&format!("value-{value}")), "value-{value}");
            }
            rules.cycle(name);
        }
    }
}
