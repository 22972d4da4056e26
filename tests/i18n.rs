//! The translation tables: both parse, hold the same keys, and every key the code asks for.

use awale::i18n::{self, Arg, Language, Translator};
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
fn every_table_has_the_keys_of_english_and_no_other() {
    let english = key_set(Language::English);
    for language in Language::ALL {
        let table = key_set(language);
        let missing: Vec<_> = english.difference(&table).collect();
        let extra: Vec<_> = table.difference(&english).collect();
        assert!(missing.is_empty(), "missing in {language:?}: {missing:?}");
        assert!(extra.is_empty(), "{language:?} has keys English lacks: {extra:?}");
    }
}

/// Each table's sentences format without a variable left unresolved (misspelt, or a plural form
/// its language lacks), for numbers 0 to 25 and every text value a variable takes.
#[test]
fn every_sentence_formats_in_every_language() {
    const NUMBERS: [&str; 15] = [
        "seeds",
        "moves",
        "games",
        "limit",
        "number",
        "variations",
        "comments",
        "taken",
        "total",
        "steps",
        "step",
        "solved",
        "level",
        "lessons",
        "done",
    ];
    let mut names = BTreeSet::new();
    for language in Language::ALL {
        for (at, _) in language.table().match_indices('$') {
            let name: String = language.table()[at + 1..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
                .collect();
            names.insert(name);
        }
    }
    for language in Language::ALL {
        let tr = Translator::new(language);
        for key in i18n::keys(language.table()).expect("parses") {
            for n in [0_u32, 1, 2, 3, 5, 11, 25] {
                for text in ["yes", "no", "South"] {
                    let args = names.iter().map(|name| {
                        let value: Arg = if NUMBERS.contains(&name.as_str()) { n.into() } else { text.into() };
                        (name.as_str(), value)
                    });
                    let line = tr.f(&key, args);
                    assert!(!line.contains("{$") && !line.contains("{ $"), "{language:?} {key}: {line}");
                }
            }
        }
    }
}

#[test]
fn the_first_system_language_the_game_has_is_chosen() {
    assert_eq!(Language::first_of(["sw-KE", "en-US"]), Language::Swahili);
    assert_eq!(Language::first_of(["ja-JP", "pt_BR.UTF-8"]), Language::Portuguese);
    assert_eq!(Language::first_of(["ar"]), Language::Arabic);
    assert_eq!(Language::first_of(["ja"]), Language::English, "none the game has: English");
    assert_eq!(Language::first_of(Vec::<String>::new()), Language::English);
    for language in Language::ALL {
        assert_eq!(Language::first_of([language.code()]), language);
    }
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
