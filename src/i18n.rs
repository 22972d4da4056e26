//! Twelve languages: every word the game shows comes from the translation tables
//! `assets/i18n/<code>.ftl` (Fluent syntax, with each language's plural forms), built into the
//! program. To add a language:
//! 1. its `assets/i18n/<code>.ftl` with every key of `en.ftl` (`tests/i18n.rs` checks them);
//! 2. its variant of [`Language`], last, with its code for serde, and [`Language::COUNT`] counted
//!    from it (a table of another length does not compile);
//! 3. one line in [`LANGUAGES`]: its code, its name in itself, its table, whether it is written
//!    right to left (the interface's rows then run from the right);
//! 4. for a script the game's fonts lack, a Noto font in `assets/fonts` and a line in the game's
//!    font fallbacks (`src/game/theme/fonts.rs`).

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use serde::{Deserialize, Serialize};
use unic_langid::LanguageIdentifier;

/// The languages of the game: its code, its name in its own language, its table, and whether it
/// is written right to left, in the order the settings list them.
const LANGUAGES: [(Language, &str, &str, &str, bool); Language::COUNT] = [
    (Language::English, "en", "English", include_str!("../assets/i18n/en.ftl"), false),
    (Language::French, "fr", "Français", include_str!("../assets/i18n/fr.ftl"), false),
    (Language::Spanish, "es", "Español", include_str!("../assets/i18n/es.ftl"), false),
    (Language::Portuguese, "pt", "Português", include_str!("../assets/i18n/pt.ftl"), false),
    (Language::German, "de", "Deutsch", include_str!("../assets/i18n/de.ftl"), false),
    (Language::Italian, "it", "Italiano", include_str!("../assets/i18n/it.ftl"), false),
    (Language::Catalan, "ca", "Català", include_str!("../assets/i18n/ca.ftl"), false),
    (Language::Indonesian, "id", "Bahasa Indonesia", include_str!("../assets/i18n/id.ftl"), false),
    (Language::Malay, "ms", "Bahasa Melayu", include_str!("../assets/i18n/ms.ftl"), false),
    (Language::Ukrainian, "uk", "Українська", include_str!("../assets/i18n/uk.ftl"), false),
    (Language::Arabic, "ar", "العربية", include_str!("../assets/i18n/ar.ftl"), true),
    (Language::Swahili, "sw", "Kiswahili", include_str!("../assets/i18n/sw.ftl"), false),
];

// Each language's line is at its variant's place ([`Language::entry`] reads it there).
const _: () = {
    let mut at = 0;
    while at < LANGUAGES.len() {
        assert!(LANGUAGES[at].0 as usize == at, "LANGUAGES lists the languages in Language's order");
        at += 1;
    }
};

/// The English table.
pub const ENGLISH: &str = LANGUAGES[0].3;
/// The French table.
pub const FRENCH: &str = LANGUAGES[1].3;

/// A language of the game; saved in the settings by its BCP 47 code.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Language {
    /// English.
    #[default]
    #[serde(rename = "en")]
    English,
    /// French.
    #[serde(rename = "fr")]
    French,
    /// Spanish.
    #[serde(rename = "es")]
    Spanish,
    /// Portuguese.
    #[serde(rename = "pt")]
    Portuguese,
    /// German.
    #[serde(rename = "de")]
    German,
    /// Italian.
    #[serde(rename = "it")]
    Italian,
    /// Catalan.
    #[serde(rename = "ca")]
    Catalan,
    /// Indonesian.
    #[serde(rename = "id")]
    Indonesian,
    /// Malay.
    #[serde(rename = "ms")]
    Malay,
    /// Ukrainian.
    #[serde(rename = "uk")]
    Ukrainian,
    /// Arabic, written right to left.
    #[serde(rename = "ar")]
    Arabic,
    /// Swahili.
    #[serde(rename = "sw")]
    Swahili,
}

impl Language {
    /// How many languages there are: the last variant's place and one (a new language is the
    /// last variant, named here).
    pub const COUNT: usize = Language::Swahili as usize + 1;

    /// Every language, in the order the settings list them.
    pub const ALL: [Language; Language::COUNT] = {
        let mut all = [Language::English; Language::COUNT];
        let mut at = 0;
        while at < LANGUAGES.len() {
            all[at] = LANGUAGES[at].0;
            at += 1;
        }
        all
    };

    /// The first of the system's languages the game has (in a web page, the browser's
    /// `navigator.languages`), else English.
    #[must_use]
    pub fn from_system() -> Language {
        Language::first_of(sys_locale::get_locales())
    }

    /// The first language of `locales` (BCP 47 tags such as `pt-BR` or `ar_EG`, most wanted
    /// first) that the game has, by its language subtag; English when none is.
    #[must_use]
    pub fn first_of(locales: impl IntoIterator<Item = impl AsRef<str>>) -> Language {
        locales
            .into_iter()
            .find_map(|locale| {
                let tag = locale.as_ref().to_ascii_lowercase();
                let subtag = tag.split(['-', '_', '.']).next().unwrap_or_default().to_owned();
                Language::ALL.into_iter().find(|language| language.code() == subtag)
            })
            .unwrap_or_default()
    }

    const fn entry(self) -> &'static (Language, &'static str, &'static str, &'static str, bool) {
        &LANGUAGES[self as usize]
    }

    /// The language's table, Fluent source.
    #[must_use]
    pub const fn table(self) -> &'static str {
        self.entry().3
    }

    /// The BCP 47 code: `en`, `fr`, `ar`…
    #[must_use]
    pub const fn code(self) -> &'static str {
        self.entry().1
    }

    /// The language's name in itself ("Español", "العربية"), as the settings list it, so that
    /// each reader finds his own.
    #[must_use]
    pub const fn own_name(self) -> &'static str {
        self.entry().2
    }

    /// Whether the language is written right to left.
    #[must_use]
    pub const fn right_to_left(self) -> bool {
        self.entry().4
    }
}

/// Looks up the sentences of one language.
pub struct Translator {
    language: Language,
    bundle: FluentBundle<FluentResource>,
}

impl std::fmt::Debug for Translator {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Translator").field("language", &self.language).finish_non_exhaustive()
    }
}

/// A value for a `{ $name }` in a sentence: text or a number (numbers choose plural forms).
pub type Arg<'a> = FluentValue<'a>;

impl Translator {
    /// The translator for `language`.
    ///
    /// # Panics
    /// Never for the built-in tables: `tests/i18n.rs` parses each.
    #[must_use]
    pub fn new(language: Language) -> Translator {
        let id: LanguageIdentifier = language.code().parse().unwrap_or_default();
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        // No Unicode isolation marks around values: the font would show them as boxes.
        bundle.set_use_isolating(false);
        let resource = FluentResource::try_new(language.table().to_owned()).unwrap_or_else(|(partial, _)| partial);
        // A key given twice keeps its first sentence; the test forbids it anyway.
        let _ = bundle.add_resource(resource);
        Translator { language, bundle }
    }

    /// The language.
    #[must_use]
    pub fn language(&self) -> Language {
        self.language
    }

    /// The sentence `key`; the key itself when the table lacks it.
    #[must_use]
    pub fn t(&self, key: &str) -> String {
        self.f(key, [])
    }

    /// The sentence `key` with its values, e.g. `f("hint-captures", [("pit", "C".into()),
    /// ("seeds", 5.into())])`; the key itself when the table lacks it.
    #[must_use]
    pub fn f<'a>(&self, key: &str, args: impl IntoIterator<Item = (&'a str, Arg<'a>)>) -> String {
        let Some(pattern) = self.bundle.get_message(key).and_then(|message| message.value()) else {
            return key.to_owned();
        };
        let mut values = FluentArgs::new();
        for (name, value) in args {
            values.set(name, value);
        }
        let mut errors = Vec::new();
        self.bundle.format_pattern(pattern, Some(&values), &mut errors).into_owned()
    }
}

/// The keys of a table, in order (for the test that every table has those of English).
///
/// # Errors
/// The table's Fluent syntax errors, as text.
pub fn keys(table: &str) -> Result<Vec<String>, String> {
    let resource = FluentResource::try_new(table.to_owned()).map_err(|(_, errors)| format!("{errors:?}"))?;
    Ok(resource
        .entries()
        .filter_map(|entry| match entry {
            fluent_syntax::ast::Entry::Message(message) => Some(message.id.name.to_owned()),
            _ => None,
        })
        .collect())
}
