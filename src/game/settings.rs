//! What the player chooses and keeps: [`Settings`] (preferences), the new-game [`Setup`] and
//! the rule sets saved under a name. The rules of the game being played are the engine's
//! ([`Engine`](super::Engine)), not a preference.

use super::layout::BoardShape;
use crate::ai::Level;
use crate::engine::{BySide, Preset, Rules, Side};
use crate::game::play::Mode;
use crate::i18n::Language;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Settings>().init_resource::<Setup>().init_resource::<SavedRules>();
}

/// The player's settings, kept in `settings.toml` (see [`Persist`](super::Persist)).
#[derive(Resource, Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Whether seeds make a sound when they land.
    pub sound: bool,
    /// How fast seeds fly.
    pub speed: Speed,
    /// Where two players sit: side by side, face to face (North's labels, turn bar, message
    /// and buttons turned towards him, across the table), or chosen by the window (face to
    /// face on an upright tablet).
    pub seating: Seating,
    /// The language of every word on screen. Default: the system's, when French, else English.
    pub language: Language,
    /// Whether the pits show their seed counts. Off is the "memory" game of documents 000 and
    /// 002: a player may press and hold one of his own pits to count it.
    pub show_counts: bool,
    /// Teaching mode: a pit under the pointer previews where its seeds fall, and captures and
    /// the feeding and grand-slam rules are explained as they happen.
    pub teaching: bool,
    /// The lessons done, by name (`sowing`, `laps`…): each gets a tick on the Learn screen.
    pub lessons_done: Vec<String>,
    /// How loud the sounds are, when on.
    pub volume: Loudness,
    /// Every new line is read aloud by itself (where there is a voice; see `voice.rs`).
    pub read_aloud: bool,
    /// Less motion, for a child whom movement troubles: seeds glide straight without the lift
    /// and swell, a refused pit does not shake, the hint's ring does not breathe, a win's stars
    /// stand in the store instead of raining. In a web page the system's "reduce motion" turns
    /// it on at start (`prefers-reduced-motion`).
    pub calm: bool,
    /// Bigger buttons and text: the whole interface a quarter larger (`window/camera.rs`), for a child
    /// who sees little or taps less precisely.
    pub bigger: bool,
    /// Read from files of earlier versions only, which turned North's labels with
    /// `rotate_north = true`: see [`Settings::upgraded`].
    #[serde(skip_serializing)]
    rotate_north: Option<bool>,
    /// The server for two devices (`host:port`), typed once (a web page uses its own).
    pub server: String,
}

impl Settings {
    /// The class API this device talks to (`game::class`): the page's own server in a web page,
    /// the address typed for two devices on the desktop; `None` when there is none.
    #[must_use]
    pub fn class_api(&self) -> Option<String> {
        crate::net::class::client::page_api().or_else(|| crate::net::class::client::api_of(&self.server))
    }

    /// The settings of an earlier version's file in today's terms: `rotate_north = true` (North's
    /// labels turned for a player across the table) becomes seating face to face.
    #[must_use]
    pub fn upgraded(mut self) -> Settings {
        if self.rotate_north.take() == Some(true) {
            self.seating = Seating::FaceToFace;
        }
        self
    }
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            sound: true,
            speed: Speed::Normal,
            seating: Seating::Auto,
            language: Language::English,
            show_counts: true,
            teaching: false,
            lessons_done: Vec::new(),
            volume: Loudness::Medium,
            read_aloud: false,
            calm: false,
            bigger: false,
            rotate_north: None,
            server: String::new(),
        }
    }
}

/// How loud the game's sounds are.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Loudness {
    /// Soft, for a quiet room.
    Soft,
    /// The sounds as made.
    #[default]
    Medium,
    /// Loud, for a noisy classroom.
    Loud,
}

impl Loudness {
    /// The next choice, for a button that cycles through them.
    #[must_use]
    pub fn next(self) -> Loudness {
        match self {
            Loudness::Soft => Loudness::Medium,
            Loudness::Medium => Loudness::Loud,
            Loudness::Loud => Loudness::Soft,
        }
    }

    /// The factor every sound's own volume is multiplied by.
    #[must_use]
    pub fn factor(self) -> f32 {
        match self {
            Loudness::Soft => 0.4,
            Loudness::Medium => 1.0,
            Loudness::Loud => 1.6,
        }
    }
}

/// The match lengths the new-game screen offers: one game, or a best of 5 (seed 003).
pub const MATCH_LENGTHS: [u8; 2] = [1, 5];

/// The longest name of a saved rule set, in characters.
pub const NAME_LENGTH: usize = 24;

/// Where two players sit around the screen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Seating {
    /// Face to face on a portrait window (a tablet lying between two children), side by side on
    /// a landscape one.
    #[default]
    Auto,
    /// Both on South's side of the screen: one turn bar each, one set of buttons.
    SideBySide,
    /// Across the table: each has his own turn bar, score, message line and buttons at his own
    /// edge, North's turned 180°.
    FaceToFace,
}

impl Seating {
    /// The next choice, for a button that cycles through them.
    #[must_use]
    pub fn next(self) -> Seating {
        match self {
            Seating::Auto => Seating::SideBySide,
            Seating::SideBySide => Seating::FaceToFace,
            Seating::FaceToFace => Seating::Auto,
        }
    }

    /// Whether two players of a game of `mode` sit face to face on a board of `shape`: only
    /// when two people play.
    #[must_use]
    pub fn face_to_face(self, mode: Mode, shape: BoardShape) -> bool {
        mode == Mode::TwoPlayers
            && match self {
                Seating::Auto => shape == BoardShape::Tall,
                Seating::SideBySide => false,
                Seating::FaceToFace => true,
            }
    }
}

/// Animation speed: slow for teaching, fast for experts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Speed {
    /// About twice as slow as normal.
    Slow,
    /// The default.
    #[default]
    Normal,
    /// About three times as fast as normal.
    Fast,
}

impl Speed {
    /// Multiplier applied to every animation duration.
    #[must_use]
    pub fn duration_factor(self) -> f32 {
        match self {
            Speed::Slow => 1.9,
            Speed::Normal => 1.0,
            Speed::Fast => 0.35,
        }
    }

    /// The next speed, for a button that cycles through them.
    #[must_use]
    pub fn next(self) -> Speed {
        match self {
            Speed::Slow => Speed::Normal,
            Speed::Normal => Speed::Fast,
            Speed::Fast => Speed::Slow,
        }
    }
}

/// Which rules a new game uses.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RulesChoice {
    /// A built-in preset.
    Preset(Preset),
    /// A set the players saved, by name.
    Saved(String),
    /// Customised and not saved.
    Custom(Rules),
}

/// The new-game choices, kept with the settings.
#[derive(Resource, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Setup {
    /// Who plays.
    pub mode: Mode,
    /// The computer's level, 1–5.
    pub level: u8,
    /// Who moves first (the first game of a match).
    pub first: Side,
    /// 1 for one game, 5 for a best-of-5 match (seed 003).
    pub games: u8,
    /// The rules.
    pub rules: RulesChoice,
    /// The names typed for two players, South's first (empty: "Player 1", "Player 2"); at most
    /// [`NAME_LENGTH`] characters each.
    pub names: BySide<String>,
}

impl Default for Setup {
    fn default() -> Self {
        Setup {
            mode: Mode::TwoPlayers,
            level: 3,
            first: Side::South,
            games: 1,
            rules: RulesChoice::Preset(Preset::Tournament),
            names: BySide::default(),
        }
    }
}

impl Setup {
    /// Whether every choice is one the new-game screen offers: a level from 1 to 5, and one
    /// game or a best of 5.
    ///
    /// # Errors
    /// Why not, in words (`settings.toml` is then moved aside).
    pub fn check(&self) -> Result<(), String> {
        Level::new(self.level).ok_or_else(|| format!("level {} is not from 1 to 5", self.level))?;
        if !MATCH_LENGTHS.contains(&self.games) {
            return Err(format!("{} games (the game offers {MATCH_LENGTHS:?})", self.games));
        }
        for name in [&self.names.south, &self.names.north] {
            if name.chars().count() > NAME_LENGTH {
                return Err(format!("the name '{name}' is longer than {NAME_LENGTH} characters"));
            }
        }
        Ok(())
    }

    /// The rules chosen; a saved set that no longer exists falls back to the tournament preset.
    #[must_use]
    pub fn rules(&self, saved: &SavedRules) -> Rules {
        match &self.rules {
            RulesChoice::Preset(preset) => preset.rules(),
            RulesChoice::Saved(name) => saved.get(name).copied().unwrap_or_else(|| Preset::Tournament.rules()),
            RulesChoice::Custom(rules) => *rules,
        }
    }

    /// The computer's level chosen, or level 3 if the number is out of range.
    #[must_use]
    pub fn level(&self) -> Level {
        Level::new(self.level).unwrap_or_else(|| Level::new(3).expect("level 3 exists"))
    }
}

/// A rule set saved under a name (documents 000, 002).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct NamedRules {
    /// The name players gave it.
    pub name: String,
    /// The options.
    pub rules: Rules,
}

/// The rule sets players saved, in the order they were saved; kept in `rules.toml`.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SavedRules {
    /// The sets.
    pub sets: Vec<NamedRules>,
}

impl SavedRules {
    /// Whether every set has a name the customise screen could have given it: not blank, at
    /// most [`NAME_LENGTH`] characters, each used once.
    ///
    /// # Errors
    /// Why not, in words (`rules.toml` is then moved aside).
    pub fn check(&self) -> Result<(), String> {
        for (index, set) in self.sets.iter().enumerate() {
            let length = set.name.chars().count();
            if set.name.trim().is_empty() || length > NAME_LENGTH {
                return Err(format!(
                    "set {} is named '{}' ({length} characters; 1 to {NAME_LENGTH})",
                    index + 1,
                    set.name
                ));
            }
            if self.sets[..index].iter().any(|earlier| earlier.name == set.name) {
                return Err(format!("two sets are named '{}'", set.name));
            }
        }
        Ok(())
    }

    /// The set called `name`.
    #[must_use]
    pub fn get(&self, name: &str) -> Option<&Rules> {
        self.sets.iter().find(|set| set.name == name).map(|set| &set.rules)
    }
}
