//! The Bevy game: a board of pit, store and seed entities over the rules engine.
//!
//! The frame runs in one chained order, [`GameSet`]: input becomes [`MoveRequest`]s and
//! [`GameCommand`]s; the rules systems validate each through the [`Engine`] and play it (nothing
//! else changes the engine); the animation turns the engine's
//! [`MoveReport`](crate::engine::MoveReport) into seed flights; the UI shows the result.
//!
//! [`plugin`] is everything that runs without a window (the headless tests use it with
//! `MinimalPlugins`); [`window::plugin`] adds rendering, input, sound and assets.
//!
//! Where things are:
//!
//! ```text
//! mod.rs             the plugin, GameSet (the frame's order), Engine, Phase, the messages,
//!                    InFlight and Resting (whether the seeds rest)
//! settings.rs        Settings (preferences), Speed, Mode, the new-game Setup, saved rule sets
//! assets.rs          GameAssets: the handles of textures, fonts and sounds
//! theme/palette.rs   every colour
//! theme/widget.rs    buttons, text, rows and panels as bundles
//! theme/interaction.rs  button colours on hover and press; a press activates the button
//! rules.rs           the only writer of the Engine, the Phase and the match: play, undo,
//!                    redo, agree, new game, next game of a match
//! board.rs           pit, store and seed entities and their labels
//! animation.rs       seed flights from the MoveReport; the refused pit's shake
//! computer.rs        the computer player and hints, searching off the main thread
//! pointer.rs         what a press, a hold or a hover on a pit means
//! layout.rs          where things are on the board, in world units
//! text.rs            every sentence, from the translation tables
//! persist.rs         files: settings, saved rule sets, the game in progress, records
//! window.rs          what only a window has: camera, mouse, keys, sound, idle, smoke run
//! voice.rs           reading aloud: the speaker button and "read aloud", in the game's language
//! page.rs            what only a web page has: the live region a screen reader reads
//! hud.rs             each player's edge: turn bar, score, message line; feeding banner
//! controls.rs        the board's buttons and what each does, for the player at whose edge
//! moves.rs           the moves panel: the history in the record notation
//! coach/             lessons, puzzles and the review on the real board, the title's game;
//!                    the game in progress set aside meanwhile; the coach's panel
//! names.rs           the players' names: typed, or "You" and "Computer (level 3)"
//! screens/mod.rs     Screen, MenuAction, the widgets screens share, rebuilding a screen
//! screens/title.rs, new_game.rs, customise.rs, settings.rs, rules.rs, import.rs, learn.rs,
//! screens/game_over.rs, match_summary.rs   one screen each, with its buttons' actions
//! ```

pub mod animation;
pub mod assets;
pub mod board;
pub mod coach;
pub mod computer;
pub mod controls;
pub mod hud;
pub mod layout;
pub mod moves;
pub mod names;
mod page;
pub mod persist;
pub mod pointer;
pub mod rules;
pub mod screens;
pub mod settings;
pub mod text;
pub mod theme;
pub mod voice;
pub mod window;

use crate::ai::Level;
use crate::engine::rules::Leftover;
use crate::engine::{BySide, Game, GameEnd, IllegalMove, Match, MoveReport, Pit, Preset, Side};
use bevy::ecs::schedule::{ScheduleLabel, SingleThreadedExecutor};
use bevy::prelude::*;

pub use assets::GameAssets;
pub use board::{Home, PitSpot, Seed, StoreSpot};
pub use coach::{Activity, Coach, CoachCommand, NotTheAnswer, Praised, SetAside, Stars, StepState};
pub use computer::{HintReady, Opponent, Thinking};
pub use controls::{ButtonAction, Offer, Seat, ShareButton, SharingChoice};
pub use hud::{Edge, EdgeMessage, MessageText, ScoreText};
pub use layout::{BoardShape, FaceToFace};
pub use moves::MovesPanel;
pub use names::{Faces, TypedNames};
pub use persist::{ImportError, Imported, NotSaved, Notices, Persist, SavedGame, read_record};
pub use pointer::{Counting, HOLD_SECONDS, PitPointer, Preview, Say};
pub use screens::customise::NameField;
pub use screens::{Choice, MenuAction};
pub use settings::{Loudness, Mode, NamedRules, RulesChoice, SavedRules, Seating, Settings, Setup, Speed, Tr};

/// The rules engine's game, held as a resource. Only the systems of [`rules`] change it: a
/// move played, an agreement to stop, a new game, a move taken back.
#[derive(Resource, Debug, Clone)]
pub struct Engine(pub Game);

impl Default for Engine {
    fn default() -> Self {
        Engine(Game::new(Preset::Tournament.rules()))
    }
}

/// The match in progress, if the players chose best of 5. Its games' results are written by
/// [`rules`] alone.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct MatchState(pub Option<Match>);

/// The screens: the board, and the menus around it (one file each in [`screens`]).
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    /// The title: continue, new game, rules, settings, import.
    #[default]
    Title,
    /// Who plays, who starts, one game or a match, which rules.
    NewGame,
    /// Every rule option, and saving it under a name.
    Customise,
    /// The board.
    Gameplay,
    /// The board with the end of the game over it.
    GameOver,
    /// A match's score between games.
    Summary,
    /// Language, sound, speed, counts, labels, teaching.
    Settings,
    /// How to play, with the options in force.
    Rules,
    /// Records to import.
    Import,
    /// The lessons and the puzzles.
    Learn,
}

/// Where the game is in a turn. Written by [`rules`] alone.
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

/// Whether the seeds of the last move (or end) rest: no move waits to fly and none flies. What
/// a move did (its sentence, the scores, a lesson's explanation) shows only then, so that no
/// word runs ahead of the seeds. Read after [`GameSet::Animation`] in a frame.
#[derive(bevy::ecs::system::SystemParam)]
pub struct Resting<'w> {
    phase: Res<'w, State<Phase>>,
    in_flight: Res<'w, InFlight>,
}

impl Resting<'_> {
    /// Whether every seed rests where the engine has it.
    #[must_use]
    pub fn now(&self) -> bool {
        *self.phase.get() != Phase::Animating && self.in_flight.is_empty()
    }
}

/// Seeds whose tween sequence has not completed yet. The turn ends when it empties.
#[derive(Resource, Default, Debug, Deref, DerefMut)]
pub struct InFlight(bevy::platform::collections::HashSet<Entity>);

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
    /// Start again from the start position, under the rules of the game on the board.
    NewGame,
    /// Start the game the new-game screen set up ([`Setup`]): its players, rules and match.
    Play,
    /// In a match: its next game (the winner of the last one starts).
    NextGame,
    /// Both players agree to stop; the seeds left are given out as the rules' `leftover` says
    /// (documents 000, 002, 003).
    AgreeToStop,
    /// Both players agree to stop and share the seeds left this way (seed 003: "d'un commun
    /// accord").
    AgreeSharing(Leftover),
    /// Take back the last move; against the computer, back to the person's turn.
    Undo,
    /// Face to face, pressed by this player: take back his last move and what followed it,
    /// back to his turn. Ignored when he has not moved yet.
    UndoFor(Side),
    /// Play again the move last taken back.
    Redo,
}

/// Lay out a new board for this game (one set up, imported or resumed) and play it, with the
/// same players and match as before.
#[derive(Message, Clone, Debug)]
pub struct StartGame(pub Game);

/// Lay out a new board for this game, played by these players, in this match (a game resumed
/// from its file, or imported).
#[derive(Message, Clone, Debug)]
pub struct Begin {
    /// The game, possibly with moves played.
    pub game: Game,
    /// Who plays which side.
    pub mode: Mode,
    /// The computer's level.
    pub level: Level,
    /// The match this game belongs to, if any.
    pub series: Option<Match>,
    /// The names typed for two players (empty: not typed).
    pub names: BySide<String>,
}

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

/// A new board was laid out: the engine holds another game (or the same one, moves taken back).
#[derive(Message, Clone, Copy, Debug)]
pub struct BoardReset;

/// Moves were taken back (Undo): how many, for the message line to say so.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct TakenBack(pub usize);

/// Every seed of the last move (or end) has come to rest.
#[derive(Message, Clone, Copy, Debug)]
pub struct SeedsAtRest;

/// A sound to play, if sound is on.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sfx {
    /// A seed landed in a pit.
    Landing,
    /// Seeds reached a store.
    Capture,
    /// A move was refused.
    Refused,
    /// A lesson step answered, a puzzle solved: well done.
    Praise,
    /// The person won (against the computer), or a player won face to face.
    Win,
    /// The person lost against the computer: a gentle sound.
    Lose,
    /// A draw.
    Draw,
}

/// Everything that runs without a window: state, messages, the rules systems, the animation
/// choreography, the HUD and the screens. Needs `StatesPlugin` and `TweeningPlugin`.
pub fn plugin(app: &mut App) {
    app.init_state::<Phase>()
        .init_state::<Screen>()
        .init_resource::<Engine>()
        .init_resource::<MatchState>()
        .add_message::<MoveRequest>()
        .add_message::<GameCommand>()
        .add_message::<StartGame>()
        .add_message::<Begin>()
        .add_message::<MoveRefused>()
        .add_message::<MovePlayed>()
        .add_message::<GameStopped>()
        .add_message::<BoardReset>()
        .add_message::<SeedsAtRest>()
        .add_message::<TakenBack>()
        .add_message::<Sfx>()
        .configure_sets(Update, (GameSet::Input, GameSet::Rules, GameSet::Animation, GameSet::Ui).chain());
    // The frame's systems are small: handing them to other threads costs more than it saves
    // (measured: 0.29 ms a frame instead of 0.74 on two cores). Rendering keeps its own thread.
    for schedule in [First.intern(), PreUpdate.intern(), Update.intern(), PostUpdate.intern(), Last.intern()] {
        app.edit_schedule(schedule, |schedule| {
            schedule.set_executor(SingleThreadedExecutor::new());
        });
    }
    app.add_plugins((
        settings::plugin,
        theme::plugin,
        board::plugin,
        rules::plugin,
        animation::plugin,
        hud::plugin,
        controls::plugin,
        moves::plugin,
        coach::plugin,
        names::plugin,
        computer::plugin,
        screens::plugin,
        persist::plugin,
        pointer::plugin,
        voice::plugin,
    ));
}
