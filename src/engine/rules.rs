//! The rule options of the documents, their serde names and the named presets.

use serde::{Deserialize, Deserializer, Serialize};
use std::fmt;
use std::str::FromStr;

/// Which counts in the opponent's pit, after the last seed lands, make a capture.
/// Seeds 000, 002, 004: "two or three", or as an option "only two".
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CaptureCounts {
    /// Capture a pit holding 2 or 3 seeds (Abapa).
    #[default]
    #[serde(rename = "2-3")]
    TwoOrThree,
    /// Capture only a pit holding exactly 2 seeds.
    #[serde(rename = "2")]
    Two,
}

/// What happens when the capture chain is longer than `capture_limit` (seeds 000, 002, 004).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CaptureOverflow {
    /// Capture only the `capture_limit` pits nearest the landing pit ("only the last ones").
    #[default]
    Last,
    /// Capture nothing at all.
    None,
}

/// A move that would capture every seed of the opponent's row: a grand slam.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GrandSlam {
    /// It may be played but captures nothing (seeds 000, 002, 004: "you must not starve your
    /// opponent").
    #[default]
    NoCapture,
    /// It is illegal unless every move the player has is a grand slam; then it is played and
    /// captures nothing (seed 003, "interdiction d'affamer"; seed 001, rule 7).
    Forbidden,
}

/// Who takes the seeds still on the board when the game stops other than by famine
/// (seed 004, "endgame options").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Leftover {
    /// Shared equally. An odd seed is set aside and counted for neither player, so that no
    /// coin decides a close game.
    Split,
    /// Each player takes the seeds in his own row.
    #[default]
    OwnSide,
}

/// Every option of the rule documents. Field names are the protocol's option names
/// (`setoption name capture_limit value 2`) and the keys of saved rules; a field missing from a
/// saved set takes its default. The default is the documents' base Abapa rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Rules {
    /// Seeds in each pit at the start, 1–8 (seeds 000, 002). Default 4.
    #[serde(deserialize_with = "seeds_per_pit")]
    pub seeds_per_pit: u8,
    /// Counts that capture (seeds 000, 002, 004). Default `2-3`.
    pub capture_counts: CaptureCounts,
    /// Most pits captured in one move, 1–6; 6 means no limit (seeds 000, 002, 004). Default 6.
    #[serde(deserialize_with = "capture_limit")]
    pub capture_limit: u8,
    /// What a chain longer than the limit captures (seeds 000, 002, 004). Default `last`.
    pub capture_overflow: CaptureOverflow,
    /// How a move capturing all the opponent's seeds is treated (seeds 002 / 001, 003).
    /// Whether a move is a grand slam is judged on the pits it would actually capture, after
    /// `capture_limit` and `capture_overflow`. Default `no-capture`.
    pub grand_slam: GrandSlam,
    /// Stop when a player has more than half of the seeds in the game (seed 004). Default off.
    pub end_majority: bool,
    /// Stop when at most this many seeds remain on the board, 1–12; 0 turns it off (seed 004).
    /// Default 0.
    #[serde(deserialize_with = "end_seeds_left")]
    pub end_seeds_left: u8,
    /// Stop when a position (pits, stores, side to move) repeats one seen since the last
    /// capture; without it some games never end. Default off.
    pub end_on_repetition: bool,
    /// Stop when no sequence of legal moves can capture any more (seed 003, "Fin de partie",
    /// case 1: "le nombre total de graines restantes ne permet plus de récolte"). Decided
    /// exactly by [`Position::capture_reachable`](super::Position::capture_reachable), not by
    /// a count of seeds. Default off.
    pub end_no_capture: bool,
    /// Who takes the seeds left when the game stops other than by famine (seed 004).
    /// Default `own-side`.
    pub leftover: Leftover,
}

impl Default for Rules {
    fn default() -> Self {
        Rules {
            seeds_per_pit: 4,
            capture_counts: CaptureCounts::TwoOrThree,
            capture_limit: 6,
            capture_overflow: CaptureOverflow::Last,
            grand_slam: GrandSlam::NoCapture,
            end_majority: false,
            end_seeds_left: 0,
            end_on_repetition: false,
            end_no_capture: false,
            leftover: Leftover::OwnSide,
        }
    }
}

/// The names of the option fields, in declaration order.
pub const OPTION_NAMES: [&str; 10] = [
    "seeds_per_pit",
    "capture_counts",
    "capture_limit",
    "capture_overflow",
    "grand_slam",
    "end_majority",
    "end_seeds_left",
    "end_on_repetition",
    "end_no_capture",
    "leftover",
];

/// Why an option could not be set.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RulesError {
    /// No option has this name.
    #[error("no option is called '{0}'; the options are: {list}", list = OPTION_NAMES.join(", "))]
    UnknownOption(String),
    /// The value is not one the option takes.
    #[error("option {name} takes {expected}, not '{value}'")]
    BadValue {
        /// The option's name.
        name: &'static str,
        /// The value given.
        value: String,
        /// What the option takes, in words.
        expected: &'static str,
    },
    /// No preset has this name.
    #[error("no preset is called '{0}'; the presets are: abapa, tournament, awele, egg-box")]
    UnknownPreset(String),
}

impl Rules {
    /// Sets the option `name` (a field name, see [`OPTION_NAMES`]) from its text value, as the
    /// protocol and saved files write it: `4`, `2-3`, `none`, `forbidden`, `true`, `own-side`.
    ///
    /// # Errors
    /// [`RulesError::UnknownOption`] or [`RulesError::BadValue`]; the rules are then unchanged.
    pub fn set(&mut self, name: &str, value: &str) -> Result<(), RulesError> {
        fn number(name: &'static str, value: &str, lo: u8, hi: u8, expected: &'static str) -> Result<u8, RulesError> {
            match value.parse::<u8>() {
                Ok(n) if (lo..=hi).contains(&n) => Ok(n),
                _ => Err(RulesError::BadValue { name, value: value.to_owned(), expected }),
            }
        }
        fn parsed<T: FromStr>(name: &'static str, value: &str, expected: &'static str) -> Result<T, RulesError> {
            value.parse().map_err(|_| RulesError::BadValue { name, value: value.to_owned(), expected })
        }
        match name {
            "seeds_per_pit" => self.seeds_per_pit = number("seeds_per_pit", value, 1, 8, "a number from 1 to 8")?,
            "capture_counts" => self.capture_counts = parsed("capture_counts", value, "2-3 or 2")?,
            "capture_limit" => {
                self.capture_limit = number("capture_limit", value, 1, 6, "a number from 1 to 6 (6: no limit)")?;
            }
            "capture_overflow" => self.capture_overflow = parsed("capture_overflow", value, "last or none")?,
            "grand_slam" => self.grand_slam = parsed("grand_slam", value, "no-capture or forbidden")?,
            "end_majority" => self.end_majority = parsed("end_majority", value, "true or false")?,
            "end_seeds_left" => {
                self.end_seeds_left = number("end_seeds_left", value, 0, 12, "a number from 0 (off) to 12")?;
            }
            "end_on_repetition" => self.end_on_repetition = parsed("end_on_repetition", value, "true or false")?,
            "end_no_capture" => self.end_no_capture = parsed("end_no_capture", value, "true or false")?,
            "leftover" => self.leftover = parsed("leftover", value, "split or own-side")?,
            _ => return Err(RulesError::UnknownOption(name.to_owned())),
        }
        Ok(())
    }

    /// The text value of option `name`, as [`Rules::set`] takes it; `None` for an unknown name.
    #[must_use]
    pub fn get(&self, name: &str) -> Option<String> {
        Some(match name {
            "seeds_per_pit" => self.seeds_per_pit.to_string(),
            "capture_counts" => self.capture_counts.to_string(),
            "capture_limit" => self.capture_limit.to_string(),
            "capture_overflow" => self.capture_overflow.to_string(),
            "grand_slam" => self.grand_slam.to_string(),
            "end_majority" => self.end_majority.to_string(),
            "end_seeds_left" => self.end_seeds_left.to_string(),
            "end_on_repetition" => self.end_on_repetition.to_string(),
            "end_no_capture" => self.end_no_capture.to_string(),
            "leftover" => self.leftover.to_string(),
            _ => return None,
        })
    }

    /// Sets option `name` to its next allowed value, wrapping round (for a menu that steps
    /// through them): numbers count up, words and `true`/`false` alternate. Returns `false` for
    /// an unknown name.
    pub fn cycle(&mut self, name: &str) -> bool {
        let next = match name {
            "seeds_per_pit" => (self.seeds_per_pit % 8 + 1).to_string(),
            "capture_limit" => (self.capture_limit % 6 + 1).to_string(),
            "end_seeds_left" => ((self.end_seeds_left + 1) % 13).to_string(),
            "capture_counts" => if self.capture_counts == CaptureCounts::Two { "2-3" } else { "2" }.to_owned(),
            "capture_overflow" => {
                if self.capture_overflow == CaptureOverflow::None { "last" } else { "none" }.to_owned()
            }
            "grand_slam" => if self.grand_slam == GrandSlam::Forbidden { "no-capture" } else { "forbidden" }.to_owned(),
            "leftover" => if self.leftover == Leftover::Split { "own-side" } else { "split" }.to_owned(),
            "end_majority" => (!self.end_majority).to_string(),
            "end_on_repetition" => (!self.end_on_repetition).to_string(),
            "end_no_capture" => (!self.end_no_capture).to_string(),
            _ => return false,
        };
        self.set(name, &next).is_ok()
    }

    /// Whether a pit holding `count` seeds after the last seed lands is captured.
    #[must_use]
    #[inline]
    pub const fn captures(&self, count: u8) -> bool {
        match self.capture_counts {
            CaptureCounts::TwoOrThree => count == 2 || count == 3,
            CaptureCounts::Two => count == 2,
        }
    }

    /// Whether this rule set has an end other than famine that always comes (repetition, or
    /// few seeds left), so that every game finishes.
    #[must_use]
    pub const fn always_ends(&self) -> bool {
        self.end_on_repetition || self.end_seeds_left > 0
    }

    /// Whether an end other than famine can be decided from the position alone (majority, few
    /// seeds left, no capture possible).
    #[must_use]
    pub const fn ends_by_position(&self) -> bool {
        self.end_majority || self.end_seeds_left > 0 || self.end_no_capture
    }
}

/// Named rule sets players pick at the start of a game (seeds 000, 002: "save several sets of
/// options and choose one at the beginning of a game").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Preset {
    /// The base Abapa rules of seeds 000, 002 and 004, every option at its default.
    Abapa,
    /// Abapa with the majority and repetition ends on (seed 004 and common tournament use),
    /// so that every game ends and none drags on once it is decided.
    Tournament,
    /// The awélé of seed 003: a grand slam is forbidden unless it is the only move, the game
    /// ends when no capture is possible any more, and the seeds left are shared.
    Awele,
    /// The children's egg-box game of seed 001: never leave the opponent's six pits empty
    /// (grand slam forbidden), and the game stops when a position repeats so it always ends.
    EggBox,
}

impl Preset {
    /// Every preset, in the order a menu shows them.
    pub const ALL: [Preset; 4] = [Preset::Abapa, Preset::Tournament, Preset::Awele, Preset::EggBox];

    /// The preset's name as the protocol and saved files write it.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Preset::Abapa => "abapa",
            Preset::Tournament => "tournament",
            Preset::Awele => "awele",
            Preset::EggBox => "egg-box",
        }
    }

    /// The rule set.
    #[must_use]
    pub fn rules(self) -> Rules {
        let base = Rules::default();
        match self {
            Preset::Abapa => base,
            Preset::Tournament => Rules { end_majority: true, end_on_repetition: true, ..base },
            Preset::Awele => {
                Rules { grand_slam: GrandSlam::Forbidden, end_no_capture: true, leftover: Leftover::Split, ..base }
            }
            Preset::EggBox => Rules { grand_slam: GrandSlam::Forbidden, end_on_repetition: true, ..base },
        }
    }
}

impl FromStr for Preset {
    type Err = RulesError;

    fn from_str(s: &str) -> Result<Preset, RulesError> {
        Preset::ALL.into_iter().find(|p| p.name() == s).ok_or_else(|| RulesError::UnknownPreset(s.to_owned()))
    }
}

/// Display and FromStr for the option enums, with the same words as serde.
macro_rules! option_words {
    ($ty:ty { $($variant:ident => $word:literal),+ $(,)? }) => {
        impl fmt::Display for $ty {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(match self { $(Self::$variant => $word),+ })
            }
        }

        impl FromStr for $ty {
            type Err = ();

            fn from_str(s: &str) -> Result<Self, ()> {
                match s { $($word => Ok(Self::$variant),)+ _ => Err(()) }
            }
        }
    };
}

option_words!(CaptureCounts { TwoOrThree => "2-3", Two => "2" });
option_words!(CaptureOverflow { Last => "last", None => "none" });
option_words!(GrandSlam { NoCapture => "no-capture", Forbidden => "forbidden" });
option_words!(Leftover { Split => "split", OwnSide => "own-side" });

fn ranged<'de, D: Deserializer<'de>>(d: D, name: &str, lo: u8, hi: u8) -> Result<u8, D::Error> {
    let n = u8::deserialize(d)?;
    if (lo..=hi).contains(&n) {
        Ok(n)
    } else {
        Err(serde::de::Error::custom(format!("{name} must be from {lo} to {hi}, not {n}")))
    }
}

fn seeds_per_pit<'de, D: Deserializer<'de>>(d: D) -> Result<u8, D::Error> {
    ranged(d, "seeds_per_pit", 1, 8)
}

fn capture_limit<'de, D: Deserializer<'de>>(d: D) -> Result<u8, D::Error> {
    ranged(d, "capture_limit", 1, 6)
}

fn end_seeds_left<'de, D: Deserializer<'de>>(d: D) -> Result<u8, D::Error> {
    ranged(d, "end_seeds_left", 0, 12)
}
