//! The Bevy game: a board of pit, store and seed entities over the rules engine.
//!
//! The frame runs in one chained order, [`GameSet`]: input becomes [`MoveRequest`]s and
//! [`GameCommand`]s; the rules systems validate each through the [`Engine`] and play it (nothing
//! else changes the engine); the animation turns the engine's
//! [`MoveReport`](crate::engine::MoveReport) into seed flights; the UI shows the result.
//!
//! [`plugin`] is everything that runs without a window (the headless tests use it with
//! `MinimalPlugins`); [`window::plugin`] adds rendering, input, sound and assets.

mod board;
mod computer;
mod hud;
pub mod layout;
mod persist;
mod pointer;
mod rules;
mod screens;
mod sowing;
pub mod text;
pub mod window;

use crate::engine::{Game, GameEnd, IllegalMove, Match, MoveReport, Pit, Preset, Rules, Side};
use crate::i18n::{Language, Translator};
use bevy::ecs::schedule::{ScheduleLabel, SingleThreadedExecutor};
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

pub use board::{Home, PitSpot, Seed, StoreSpot};
pub use computer::{HintReady, Mode, Opponent, Thinking};
pub use hud::{ButtonAction, MessageText, MovesPanel};
pub use persist::{ImportError, NamedRules, Notices, Persist, SavedGame, SavedRules, read_record};
pub use pointer::{Counting, HOLD_SECONDS, PitPointer, Preview, Say};
pub use screens::{Choice, MenuAction, NameField, Players, RulesChoice, Screen, Setup};
pub use sowing::InFlight;

/// The rules engine's game, held as a resource. Only the systems of [`GameSet::Rules`] change
/// it: a move played, an agreement to stop, a new game.
#[derive(Resource, Debug, Clone)]
pub struct Engine(pub Game);

/// The player's settings, kept in `settings.toml` (see [`Persist`]).
#[derive(Resource, Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The rules new games are played under. Default: the tournament preset, whose majority
    /// and repetition ends make every game finish.
    pub rules: Rules,
    /// Whether seeds make a sound when they land.
    pub sound: bool,
    /// How fast seeds fly.
    pub speed: Speed,
    /// Whether North's labels are turned 180° for a player sitting across the table.
    pub rotate_north: bool,
    /// The language of every word on screen. Default: the system's, when French, else English.
    pub language: Language,
    /// Whether the pits show their seed counts. Off is the "memory" game of documents 000 and
    /// 002: a player may press and hold one of his own pits to count it.
    pub show_counts: bool,
    /// Teaching mode: a pit under the pointer previews where its seeds fall, and captures and
    /// the feeding and grand-slam rules are explained as they happen.
    pub teaching: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            rules: Preset::Tournament.rules(),
            sound: true,
            speed: Speed::Normal,
            rotate_north: false,
            language: Language::English,
            show_counts: true,
            teaching: false,
        }
    }
}

/// The translator for [`Settings::language`]; replaced when the language changes.
#[derive(Resource, Debug)]
pub struct Tr(pub Translator);

impl Default for Tr {
    fn default() -> Self {
        Tr(Translator::new(Language::English))
    }
}

/// The match in progress, if the players chose best of 5.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct MatchState(pub Option<Match>);

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

/// Where the game is in a turn.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Waiting for the player to move to choose a pit.
    #[default]
    Waiting,
    /// Seeds are flying; input is ignored.
    Animating,
    /// The game has ended; the end overlay is shown.
    Over,
}

/// Writes `wanted` into a text (UI or world) only when it differs, so that an unchanged text is
/// not marked changed and laid out again.
pub(crate) fn set_text<T: Component + std::ops::DerefMut<Target = String>>(mut text: Mut<T>, wanted: &str) {
    if text.as_str() != wanted {
        text.clear();
        text.push_str(wanted);
    }
}

/// The frame's order: input → rules → animation → UI.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameSet {
    /// Clicks, taps, keys and buttons become requests.
    Input,
    /// Requests are validated and played through the engine.
    Rules,
    /// Move reports become seed flights; finished flights end the turn.
    Animation,
    /// Labels, highlights, banners and overlays follow the state.
    Ui,
}

/// A player chose a pit.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveRequest(pub Pit);

/// A request about the whole game.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameCommand {
    /// Start again from the start position under [`Settings::rules`].
    NewGame,
    /// Both players agree to stop; the seeds left are given out (documents 000, 002, 003).
    AgreeToStop,
    /// Take back the last move; against the computer, back to the person's turn.
    Undo,
    /// Play again the move last taken back.
    Redo,
}

/// Lay out a new board for this game (a new game, or one set up or resumed) and play it.
#[derive(Message, Clone, Debug)]
pub struct StartGame(pub Game);

/// The engine refused a requested move.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveRefused {
    /// The pit chosen.
    pub pit: Pit,
    /// Why, in words a child can read.
    pub reason: IllegalMove,
}

/// The engine played a move; the animation follows this report.
#[derive(Message, Clone, Debug)]
pub struct MovePlayed(pub MoveReport);

/// The game stopped without a move (the players agreed); the seeds left fly to the stores.
#[derive(Message, Clone, Debug)]
pub struct GameStopped(pub GameEnd);

/// A new board was laid out.
#[derive(Message, Clone, Copy, Debug)]
pub struct BoardReset;

/// A sound to play, if sound is on.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sfx {
    /// A seed landed in a pit.
    Landing,
    /// Seeds reached a store.
    Capture,
    /// A move was refused.
    Refused,
}

/// Everything that runs without a window: state, messages, the rules system, the animation
/// choreography and the HUD entities. Needs `StatesPlugin` and `TweeningPlugin`.
pub fn plugin(app: &mut App) {
    app.init_state::<Phase>()
        .init_state::<Screen>()
        .init_resource::<Settings>()
        .init_resource::<Tr>()
        .init_resource::<MatchState>()
        .add_message::<MoveRequest>()
        .add_message::<GameCommand>()
        .add_message::<StartGame>()
        .add_message::<MoveRefused>()
        .add_message::<MovePlayed>()
        .add_message::<GameStopped>()
        .add_message::<BoardReset>()
        .add_message::<Sfx>()
        .configure_sets(Update, (GameSet::Input, GameSet::Rules, GameSet::Animation, GameSet::Ui).chain());
    let rules = app.world().resource::<Settings>().rules;
    app.insert_resource(Engine(Game::new(rules)));
    // The frame's systems are small: handing them to other threads costs more than it saves
    // (measured: 0.29 ms a frame instead of 0.74 on two cores). Rendering keeps its own thread.
    for schedule in [First.intern(), PreUpdate.intern(), Update.intern(), PostUpdate.intern(), Last.intern()] {
        app.edit_schedule(schedule, |schedule| {
            schedule.set_executor(SingleThreadedExecutor::new());
        });
    }
    app.add_plugins((
        board::plugin,
        rules::plugin,
        sowing::plugin,
        hud::plugin,
        computer::plugin,
        screens::plugin,
        persist::plugin,
        pointer::plugin,
    ))
    .add_systems(PreUpdate, follow_language);
}

/// A new translator when the language changes.
fn follow_language(settings: Res<Settings>, mut tr: ResMut<Tr>) {
    if tr.0.language() != settings.language {
        tr.0 = Translator::new(settings.language);
    }
}

/// The names players are given in a record: "Player", or the computer and its level.
#[must_use]
pub fn player_names(tr: &Translator, opponent: &Opponent) -> crate::engine::BySide<String> {
    let name = |side: Side| {
        if opponent.plays(side) {
            tr.f("player-computer", [("level", opponent.level.get().into())])
        } else {
            tr.t("player-person")
        }
    };
    crate::engine::BySide { south: name(Side::South), north: name(Side::North) }
}
