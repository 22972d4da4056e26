//! French and English: every word the game shows comes from the translation tables
//! `assets/i18n/en.ftl` and `assets/i18n/fr.ftl` (Fluent syntax, with plural forms), built
//! into the program.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use serde::{Deserialize, Serialize};
use unic_langid::LanguageIdentifier;

/// The English table.
pub const ENGLISH: &str = include_str!("../assets/i18n/en.ftl");
/// The French table.
pub const FRENCH: &str = include_str!("../assets/i18n/fr.ftl");

/// A language of the game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Language {
    /// English.
    #[default]
    #[serde(rename = "en")]
    English,
    /// French.
    #[serde(rename = "fr")]
    French,
}

impl Language {
    /// Both, in the order a menu shows them.
    pub const ALL: [Language; 2] = [Language::English, Language::French];

    /// The system's language when it is French, else English.
    #[must_use]
    pub fn from_system() -> Language {
        match sys_locale::get_locale() {
            Some(locale) if locale.to_ascii_lowercase().starts_with("fr") => Language::French,
            _ => Language::English,
        }
    }

    /// The language's table, Fluent source.
    #[must_use]
    pub const fn table(self) -> &'static str {
        match self {
            Language::English => ENGLISH,
            Language::French => FRENCH,
        }
    }

    /// The BCP 47 code: `en` or `fr`.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::French => "fr",
        }
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
    /// Never for the built-in tables: `tests/i18n.rs` parses both.
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

/// The keys of a table, in order (for the test that both tables have the same).
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
