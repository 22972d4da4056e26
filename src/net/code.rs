//! A room's code: three pictures out of [`PICTURES`] (30 animals and fruit, so 27,000 codes),
//! which a child copies by tapping the same pictures; grown-ups may type the pictures' words
//! (`lion-mango-owl`) or their numbers (`15-28-17`).

use rand::RngExt;
use std::fmt;
use std::str::FromStr;

/// The pictures a code is made of: each one's word (what the letters form types) and its emoji
/// (what a device draws).
pub const PICTURES: [(&str, &str); 30] = [
    ("ant", "🐜"),
    ("bee", "🐝"),
    ("cat", "🐱"),
    ("cow", "🐮"),
    ("dog", "🐶"),
    ("duck", "🦆"),
    ("elephant", "🐘"),
    ("fish", "🐟"),
    ("fox", "🦊"),
    ("frog", "🐸"),
    ("giraffe", "🦒"),
    ("goat", "🐐"),
    ("hen", "🐔"),
    ("horse", "🐴"),
    ("lion", "🦁"),
    ("monkey", "🐒"),
    ("owl", "🦉"),
    ("rabbit", "🐰"),
    ("snail", "🐌"),
    ("turtle", "🐢"),
    ("zebra", "🦓"),
    ("apple", "🍎"),
    ("banana", "🍌"),
    ("cherry", "🍒"),
    ("coconut", "🥥"),
    ("grapes", "🍇"),
    ("lemon", "🍋"),
    ("mango", "🥭"),
    ("pear", "🍐"),
    ("pineapple", "🍍"),
];

/// How many codes there are.
pub const CODES: usize = PICTURES.len() * PICTURES.len() * PICTURES.len();

/// A room's code: three indices into [`PICTURES`]. Written as words joined by `-`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Code(pub [u8; 3]);

impl Code {
    /// A code drawn at random.
    #[must_use]
    pub fn random(rng: &mut impl rand::Rng) -> Code {
        let count = PICTURES.len() as u8;
        Code([rng.random_range(0..count), rng.random_range(0..count), rng.random_range(0..count)])
    }

    /// The code's three emoji, as a device draws them.
    #[must_use]
    pub fn emoji(self) -> String {
        self.0.iter().map(|&i| PICTURES[usize::from(i)].1).collect()
    }
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [a, b, c] = self.0.map(|i| PICTURES[usize::from(i)].0);
        write!(f, "{a}-{b}-{c}")
    }
}

/// A text that is not a code.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is not a room code: three pictures' words or numbers 1–30, as in lion-mango-owl")]
pub struct BadCode(pub String);

impl FromStr for Code {
    type Err = BadCode;

    /// Reads three words or numbers (1–30) or emoji, separated by `-`, spaces or commas, in any
    /// case.
    fn from_str(text: &str) -> Result<Code, BadCode> {
        let bad = || BadCode(text.chars().take(60).collect());
        let parts: Vec<&str> = text.split(['-', ' ', ',']).filter(|part| !part.is_empty()).collect();
        let [a, b, c] = parts.as_slice() else { return Err(bad()) };
        Ok(Code([picture(a).ok_or_else(bad)?, picture(b).ok_or_else(bad)?, picture(c).ok_or_else(bad)?]))
    }
}

/// A picture named by its word, its number (1–30) or its emoji, in any case: its index into
/// [`PICTURES`] (a room's code and a class's are read with it).
#[must_use]
pub fn picture(part: &str) -> Option<u8> {
    let lower = part.trim().to_lowercase();
    if let Ok(number) = lower.parse::<usize>() {
        return (1..=PICTURES.len()).contains(&number).then(|| (number - 1) as u8);
    }
    PICTURES.iter().position(|&(word, emoji)| word == lower || emoji == part).map(|i| i as u8)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_reads_back_from_its_words_numbers_and_emoji() {
        let code = Code([14, 27, 16]);
        assert_eq!(code.to_string(), "lion-mango-owl");
        assert_eq!("lion-mango-owl".parse(), Ok(code));
        assert_eq!("LION Mango, owl".parse(), Ok(code));
        assert_eq!("15-28-17".parse(), Ok(code));
        assert_eq!(code.emoji().parse::<Code>().ok(), None, "emoji need separators");
        assert_eq!("🦁-🥭-🦉".parse(), Ok(code));
        assert!("lion-mango".parse::<Code>().is_err());
        assert!("lion-mango-tiger".parse::<Code>().is_err());
        assert!("0-1-2".parse::<Code>().is_err());
        assert_eq!(CODES, 27_000);
        let words: std::collections::BTreeSet<_> = PICTURES.iter().map(|p| p.0).collect();
        assert_eq!(words.len(), PICTURES.len(), "every word once");
    }
}
