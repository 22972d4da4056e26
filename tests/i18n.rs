//! The translation tables: both parse, hold the same keys, and every key the code asks for;
//! a sentence speaks to the person playing instead of naming him, and a number takes the form of
//! the word it counts.

use awale::i18n::{self, Arg, Language, Translator};
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

/// The variables that hold numbers (the others hold words).
const NUMBERS: &str = "seeds moves games limit number variations comments taken total steps step solved level \
                       lessons done pits chain actual recorded won drawn lost";

/// Whether the variable `name` holds a number.
fn is_number(name: &str) -> bool {
    NUMBERS.split_whitespace().any(|number| number == name)
}

/// A player's name a sentence may take, with the variable saying (`yes`) that this player is the
/// person playing, whom the sentence then speaks to: "You win!", "This lets you capture 4", never
/// "This lets You capture 4". `$side`'s is `$you`; any other name `$x`'s is `$x-you`.
const NAMES: [(&str, &str); 5] = [
    ("side", "you"),
    ("other", "other-you"),
    ("starving", "starving-you"),
    ("mover", "mover-you"),
    ("taker", "taker-you"),
];

/// Sentences whose `$other` is a side of the rules' diagrams (a puzzle's North), never a person.
const SIDES_ONLY: [&str; 2] = ["puzzle-try-again-captures", "puzzle-try-again-reply"];

/// Each message's source in `table`, by key: its first line and the indented lines after it.
fn sources(table: &str) -> BTreeMap<String, String> {
    let mut found: BTreeMap<String, String> = BTreeMap::new();
    let mut key: Option<String> = None;
    for line in table.lines() {
        if line.starts_with(' ') {
            if let Some(source) = key.as_ref().and_then(|key| found.get_mut(key)) {
                source.push('\n');
                source.push_str(line);
            }
        } else if let Some((name, value)) = line.split_once(" =").filter(|_| !line.starts_with('#')) {
            key = Some(name.to_owned());
            found.insert(name.to_owned(), value.to_owned());
        } else {
            key = None;
        }
    }
    found
}

/// The variables a message's source names (`seeds`, `other-you`…).
fn variables(source: &str) -> BTreeSet<String> {
    source
        .match_indices('$')
        .map(|(at, _)| {
            source[at + 1..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
                .collect::<String>()
        })
        .collect()
}

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

/// A translation names only variables its English sentence names (the ones the code gives): a
/// misspelt one, or one the code never gives, would never be filled in.
#[test]
fn every_translation_uses_the_variables_of_english() {
    let english = sources(i18n::ENGLISH);
    for language in Language::ALL {
        for (key, source) in sources(language.table()) {
            let known = english.get(&key).map(|source| variables(source)).unwrap_or_default();
            let unknown: Vec<String> = variables(&source).difference(&known).cloned().collect();
            assert!(unknown.is_empty(), "{language:?} {key} names {unknown:?}, which English does not");
        }
    }
}

/// Each table's sentences format without a variable left unresolved (misspelt, or a plural form
/// its language lacks), for numbers 0 to 25 and every text value a variable takes.
#[test]
fn every_sentence_formats_in_every_language() {
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
                        let value: Arg = if is_number(name) { n.into() } else { text.into() };
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

/// Every sentence with a player's name has its form for the person playing, in every language:
/// given the person's own name with its variable `yes`, no sentence shows that name ("You takes
/// the seeds left", "Toi prend…"); given other names, each sentence shows them all.
#[test]
fn a_sentence_about_the_person_playing_speaks_to_him_in_every_language() {
    const PERSON: &str = "‹the person playing›";
    let english = sources(i18n::ENGLISH);
    assert!(english.len() > 300, "the English sources are read ({} found)", english.len());
    for language in Language::ALL {
        let tr = Translator::new(language);
        for (key, source) in &english {
            let used = variables(source);
            let names: Vec<(&str, &str)> = NAMES.into_iter().filter(|(name, _)| used.contains(*name)).collect();
            if names.is_empty() || SIDES_ONLY.contains(&key.as_str()) {
                continue;
            }
            for (name, flag) in &names {
                assert!(used.contains(*flag), "{key} takes ${name} without ${flag}");
            }
            // The sentence with `person`'s name (if any) the name of the person playing.
            let say = |person: Option<&str>| {
                let args = used.iter().map(|variable| {
                    let variable = variable.as_str();
                    let value: Arg = match names.iter().find(|&&(name, flag)| name == variable || flag == variable) {
                        Some(&(name, _)) if name == variable && person == Some(name) => PERSON.into(),
                        Some(&(name, _)) if name == variable => format!("Name of {name}").into(),
                        Some(&(name, _)) => (if person == Some(name) { "yes" } else { "no" }).into(),
                        None if is_number(variable) => 2_u8.into(),
                        None => "C".into(),
                    };
                    (variable, value)
                });
                tr.f(key, args)
            };
            for &(name, _) in &names {
                let line = say(Some(name));
                assert!(!line.contains(PERSON), "{language:?} {key}: “{line}” names the person playing (${name})");
            }
            let line = say(None);
            for (name, _) in &names {
                assert!(line.contains(&format!("Name of {name}")), "{language:?} {key}: “{line}” leaves out ${name}");
            }
        }
    }
}

/// Words that must not follow the number `n` in a language (its plural after 1, its singular
/// after 5).
const WRONG_FORMS: [(Language, u8, &[&str]); 10] = [
    (Language::English, 1, &["seeds", "pits", "moves", "games", "comments", "variations"]),
    (Language::French, 1, &["graines", "trous", "coups", "manches", "commentaires", "variantes", "parties"]),
    (Language::French, 1, &["gagnées", "nulles", "perdues"]),
    (
        Language::Spanish,
        1,
        &["semillas", "hoyos", "jugadas", "partidas", "comentarios", "variantes", "ganadas", "perdidas"],
    ),
    (Language::Portuguese, 1, &["sementes", "casas", "jogadas", "partidas", "comentários", "variantes"]),
    (Language::Italian, 1, &["semi", "buche", "mosse", "partite", "commenti", "varianti"]),
    (Language::Catalan, 1, &["llavors", "caselles", "jugades", "partides", "comentaris", "variants"]),
    (Language::German, 1, &["Mulden", "Züge", "Partien", "Kommentare", "Varianten"]),
    (Language::Ukrainian, 1, &["насінин", "лунок", "ходів", "партій", "коментарів", "варіантів"]),
    (
        Language::Ukrainian,
        5,
        &[
            "насінина",
            "насінину",
            "насінини",
            "лунка",
            "лунку",
            "лунки",
            "хід",
            "ходи",
            "партії",
            "коментарі",
            "варіанти",
        ],
    ),
];

/// A number next to a word it counts chooses the word's form with a plural selector, in every
/// sentence, whatever the number: "by about 1 seed", never "1 seeds"; "1 trou", never "1 trous".
#[test]
fn a_number_takes_the_form_of_the_word_it_counts() {
    for (language, n, words) in WRONG_FORMS {
        let tr = Translator::new(language);
        for (key, source) in sources(language.table()) {
            let used = variables(&source);
            let args = used.iter().map(|variable| {
                let variable = variable.as_str();
                let value: Arg = if is_number(variable) {
                    n.into()
                } else if variable.ends_with("you") {
                    "no".into()
                } else {
                    "C".into()
                };
                (variable, value)
            });
            let line = tr.f(&key, args);
            for word in words {
                let wrong = format!("{n} {word}");
                for (at, _) in line.match_indices(&wrong) {
                    let before = line[..at].chars().next_back();
                    let after = line[at + wrong.len()..].chars().next();
                    let whole = !before.is_some_and(|c| c.is_ascii_digit()) && !after.is_some_and(char::is_alphabetic);
                    assert!(!whole, "{language:?} {key}: “{line}” says “{wrong}”");
                }
            }
        }
    }
}

/// The sentences found wrong, through the game's own code: against the computer the person
/// playing is "You" ("Toi"), and no sentence says "You takes", "This lets You capture", "Toi
/// prend", "1 seeds" or "1 graines".
#[cfg(feature = "game")]
#[test]
fn the_person_playing_the_computer_is_spoken_to_not_named() {
    use awale::ai::Level;
    use awale::ai::judge::{Judgment, Verdict};
    use awale::engine::rules::Leftover;
    use awale::engine::{BySide, EndReason, GameEnd, Pit, Side};
    use awale::game::prelude::coach::review;
    use awale::game::prelude::{Faces, Mode, text};
    let pit = |letter| Pit::from_letter(letter).expect("a pit");
    let judgment = |side: Side, loss: i32, gives: u8| Judgment {
        side,
        played: pit(if side == Side::South { 'C' } else { 'c' }),
        best: pit(if side == Side::South { 'E' } else { 'e' }),
        loss,
        verdict: Verdict::Mistake,
        gives,
        gives_after_best: 0,
        captured: 0,
        best_captures: 0,
    };
    // The computer starves at North; the person, South, takes the seeds left.
    let famine = GameEnd {
        reason: EndReason::Famine { starving: Side::North },
        scores: BySide::new(30, 18),
        winner: Some(Side::South),
        sweep: Default::default(),
        set_aside: 0,
        shared: Leftover::OwnSide,
    };
    for (language, wrong) in [
        (Language::English, ["You takes", "You capture", "1 seeds"]),
        (Language::French, ["Toi prend", "Toi de prendre", "1 graines"]),
    ] {
        let tr = Translator::new(language);
        let faces = Faces::new(&tr, Mode::Computer(Side::North), Level::MIN, &BySide::default());
        assert_eq!(faces.name(Side::South), tr.t("player-you"));
        let lines = [
            text::end_reason(&tr, &faces, &famine),
            text::must_feed(&tr, &faces, Side::South),
            // The computer's move lets the person capture 4.
            review::say(&tr, &faces, &judgment(Side::North, 400, 4)),
            // The person's move is about one seed worse than the best.
            review::say(&tr, &faces, &judgment(Side::South, 100, 0)),
        ];
        for line in &lines {
            for bad in wrong {
                assert!(!line.contains(bad), "{language:?}: “{line}” says “{bad}”");
            }
        }
    }
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
