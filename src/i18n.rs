//! Twelve languages: every word the game shows comes from the translation tables
//! `assets/i18n/<code>.ftl` (Fluent syntax, with each language's plural forms), built into the
//! program. To add a language: its `.ftl` file with every key of `en.ftl`, and one line in
//! [`LANGUAGES`] (with its variant of [`Language`]).

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use serde::{Deserialize, Serialize};
use unic_langid::LanguageIdentifier;

/// The languages of the game: its code, its name in its own language, and its table, in the
/// order the settings list them.
const LANGUAGES: [(Language, &str, &str, &str); 12] = [
    (Language::English, "en", "English", include_str!("../assets/i18n/en.ftl")),
    (Language::French, "fr", "Français", include_str!("../assets/i18n/fr.ftl")),
    (Language::Spanish, "es", "Español", include_str!("../assets/i18n/es.ftl")),
    (Language::Portuguese, "pt", "Português", include_str!("../assets/i18n/pt.ftl")),
    (Language::German, "de", "Deutsch", include_str!("../assets/i18n/de.ftl")),
    (Language::Italian, "it", "Italiano", include_str!("../assets/i18n/it.ftl")),
    (Language::Catalan, "ca", "Català", include_str!("../assets/i18n/ca.ftl")),
    (Language::Indonesian, "id", "Bahasa Indonesia", include_str!("../assets/i18n/id.ftl")),
    (Language::Malay, "ms", "Bahasa Melayu", include_str!("../assets/i18n/ms.ftl")),
    (Language::Ukrainian, "uk", "Українська", include_str!("../assets/i18n/uk.ftl")),
    (Language::Arabic, "ar", "العربية", include_str!("../assets/i18n/ar.ftl")),
    (Language::Swahili, "sw", "Kiswahili", include_str!("../assets/i18n/sw.ftl")),
];

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
    /// Every language, in the order the settings list them.
    pub const ALL: [Language; 12] = {
        let mut all = [Language::English; 12];
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

    const fn entry(self) -> &'static (Language, &'static str, &'static str, &'static str) {
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
        matches!(self, Language::Arabic)
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
