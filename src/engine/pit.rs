//! Pits: A–F for South and a–f for North, in sowing order, and the move list.

use super::Side;
use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// Number of pits on the board (2 rows of 6).
pub const PITS: usize = 12;

/// One of the twelve pits, numbered 0–11 in sowing (counter-clockwise) order: 0–5 are South's
/// A–F (pits 1–6 of seed 003), 6–11 are North's a–f (pits 7–12). A move is the pit it empties.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Pit(u8);

/// A move: the pit whose seeds are sown.
pub type Move = Pit;

/// The legal moves of a position: at most the six pits of a row, no heap allocation.
pub type MoveList = ArrayVec<Move, 6>;

impl Pit {
    /// All twelve pits in sowing order.
    pub const ALL: [Pit; PITS] = {
        let mut all = [Pit(0); PITS];
        let mut i = 0;
        while i < PITS {
            all[i] = Pit(i as u8);
            i += 1;
        }
        all
    };

    /// The pit with this index (0–11), or `None` past 11.
    #[must_use]
    pub const fn new(index: usize) -> Option<Pit> {
        if index < PITS { Some(Pit(index as u8)) } else { None }
    }

    /// The pit of `side`'s row at `column` 0–5 (A or a is 0); `None` past 5.
    #[must_use]
    pub const fn of(side: Side, column: usize) -> Option<Pit> {
        if column < 6 { Some(Pit((side.first_pit() + column) as u8)) } else { None }
    }

    /// Index 0–11 in sowing order.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Column 0–5 within its owner's row, in sowing order (A/a is 0, F/f is 5).
    #[must_use]
    pub const fn column(self) -> usize {
        self.0 as usize % 6
    }

    /// The side whose row holds this pit.
    #[must_use]
    pub const fn owner(self) -> Side {
        if self.0 < 6 { Side::South } else { Side::North }
    }

    /// The pit's letter: `A`–`F` for South, `a`–`f` for North.
    #[must_use]
    pub const fn letter(self) -> char {
        if self.0 < 6 { (b'A' + self.0) as char } else { (b'a' + self.0 - 6) as char }
    }

    /// The pit named by a letter `A`–`F` or `a`–`f`.
    #[must_use]
    pub const fn from_letter(c: char) -> Option<Pit> {
        match c {
            'A'..='F' => Some(Pit(c as u8 - b'A')),
            'a'..='f' => Some(Pit(c as u8 - b'a' + 6)),
            _ => None,
        }
    }
}

impl fmt::Display for Pit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// Why a move's text is not a pit.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("'{0}' is not a pit: use a letter A–F (South) or a–f (North)")]
pub struct ParsePitError(pub String);

impl FromStr for Pit {
    type Err = ParsePitError;

    fn from_str(s: &str) -> Result<Pit, ParsePitError> {
        let mut chars = s.chars();
        match (chars.next().and_then(Pit::from_letter), chars.next()) {
            (Some(pit), None) => Ok(pit),
            _ => Err(ParsePitError(s.to_owned())),
        }
    }
}

impl From<Pit> for String {
    fn from(pit: Pit) -> String {
        pit.letter().to_string()
    }
}

impl TryFrom<String> for Pit {
    type Error = ParsePitError;

    fn try_from(s: String) -> Result<Pit, ParsePitError> {
        s.parse()
    }
}
