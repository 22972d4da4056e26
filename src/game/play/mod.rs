//! The way of a tap, from the finger to the seeds, and the game on the board it plays: the
//! engine's game ([`Engine`]), the match, who plays ([`Players`]), the turn's [`Phase`], whether
//! the seeds rest, and what the board is used for ([`Task`], [`BoardUse`]).
//!
//! A tap follows five files, in the frame's order ([`GameSet`](super::frame::GameSet)):
//!
//! ```text
//! input.rs      a mouse, a finger or a key over a pit becomes a PitPointer (a window only)
//! pointer.rs    a press and a release on one pit become a MoveRequest (or a count, a preview)
//! check.rs      the request checked against what the board is used for: a CheckedMove
//! rules.rs      the engine plays it (the one writer of the engine, the phase and the match)
//! animation.rs  the engine's MoveReport becomes each seed's flight; SeedsAtRest ends the turn
//! ```
//!
//! Online, the requested pit goes to the room instead of `check.rs`
//! ([`online::room`](super::online::room)), and the move the server accepted comes back to
//! `rules.rs` as a [`CheckedMove`](super::messages::CheckedMove) (a whole board, as a
//! [`Begin`](super::messages::Begin)), and flies as any move.

pub mod animation;
pub mod board;
pub(crate) mod check;
pub mod input;
pub mod pointer;
pub mod rules;

use super::menus::{Overlay, bare};
use super::screens::Screen;
use crate::ai::Level;
use crate::engine::{BySide, Game, Match, Pit, Preset, Side};
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// The way of a tap and the rules: the pointer, the check, the rules and the seeds' flights (the
/// window's input is added by [`window`](super::window)).
pub(super) fn plugin(app: &mut App) {
    app.init_state::<Phase>()
        .init_resource::<Engine>()
        .init_resource::<MatchState>()
        .init_resource::<Players>()
        .init_resource::<Demo>()
        .init_resource::<Accepted>()
        .add_message::<NotTheAnswer>()
        .add_message::<Rewound>()
        .init_state::<Task>()
        .add_computed_state::<BoardUse>()
        .add_plugins((pointer::plugin, check::plugin, rules::plugin, animation::plugin));
}

/// The rules engine's game, held as a resource. Only the systems of [`rules`] change it: a
/// move played, an agreement to stop, a new game, a move taken back.
#[derive(Resource, Debug, Clone)]
pub struct Engine(pub Game);

impl Default for Engine {
    fn default() -> Self {
        Engine(Game::new(Preset::Tournament.rules()))
    }
}

/// The pits a requested pit must be among to go on to the rules, when the board is used for
/// coaching (a lesson's or puzzle's answers while its step asks, none once answered or in a
/// review); `None`: every legal pit. The coach keeps it (`coach::accept`), just before the
/// check reads a request.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct Accepted(pub Option<Vec<Pit>>);

/// A legal pit was not played: it does not answer the lesson's or puzzle's step (see
/// [`Accepted`]). The coach says why; the rules never hear of it.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotTheAnswer(pub Pit);

/// The game with moves taken back (Undo, from [`undo`](super::undo)), for the rules to lay out
/// as a new board.
#[derive(Message, Clone, Debug)]
pub struct Rewound(pub Game);

/// The match in progress, if the players chose best of 5. Its games' results are written by
/// [`rules`] alone.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct MatchState(pub Option<Match>);

/// Whether `game`, in `series`, is a game in progress, to be kept on disk and offered by
/// **Continue**: moves played and not over, or a match not over (between two of its games, the
/// last one finished and the next not begun). The one answer of the title, the rules page and
/// the saving of `game.toml`.
#[must_use]
pub fn in_progress(game: &Game, series: Option<&Match>) -> bool {
    (!game.is_over() && !game.moves().is_empty()) || series.is_some_and(|series| !series.is_over())
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
/// word runs ahead of the seeds. Read after [`GameSet::Animate`](super::frame::GameSet::Animate) in a frame.
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

/// Who plays which side: the one place this is said, for the new-game choices, the computer
/// player and the saved game alike.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Mode {
    /// Two people on one device.
    #[default]
    TwoPlayers,
    /// A person against the computer, which plays this side.
    Computer(Side),
    /// The computer plays both sides, for a grown-up to comment each move.
    Demo,
    /// A child against the friend ([`crate::ai::Friend`]), which plays this side at the
    /// strength fitted to the child's profile (see [`profiles`](super::profiles)).
    Friend(Side),
    /// Two devices, one game through a server (`net`): this device's player sows from the
    /// bottom (South on its board), the other device's from the top.
    Online {
        /// Whether this device only watches.
        watch: bool,
    },
}

impl Mode {
    /// Whether the computer plays `side`.
    #[must_use]
    pub fn computer_plays(self, side: Side) -> bool {
        match self {
            Mode::TwoPlayers => false,
            Mode::Computer(computer) | Mode::Friend(computer) => computer == side,
            Mode::Demo => true,
            Mode::Online { .. } => false,
        }
    }

    /// Whether a person at this device plays `side`: not the computer, nor another device.
    #[must_use]
    pub fn plays_here(self, side: Side) -> bool {
        match self {
            Mode::Online { watch } => !watch && side == Side::South,
            mode => !mode.computer_plays(side),
        }
    }

    /// Whether the game is played through a server, with another device. Asked by the run
    /// condition [`played_online`]; a system body asks [`Mode::record_here`] instead.
    #[must_use]
    pub fn online(self) -> bool {
        matches!(self, Mode::Online { .. })
    }

    /// Whether this device holds the game's record: every game but one on two devices, whose
    /// record the server holds. The server keeps no moves to play again and no agreement to
    /// stop, and its game is not this device's own to save or to continue.
    #[must_use]
    pub fn record_here(self) -> bool {
        !matches!(self, Mode::Online { .. })
    }

    /// The next choice of the new-game screen: two players, against the computer (North), demo.
    #[must_use]
    pub fn next(self) -> Mode {
        match self {
            Mode::TwoPlayers => Mode::Computer(Side::North),
            Mode::Computer(_) | Mode::Friend(_) => Mode::Demo,
            Mode::Demo | Mode::Online { .. } => Mode::TwoPlayers,
        }
    }
}

/// Who plays the game on the board: a person on each side, a person against the computer, or
/// the computer on both; the computer's level; the names typed for two players. Set only by a
/// new board ([`Begin`](super::messages::Begin)), which carries it.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct Players {
    /// Who plays which side.
    pub mode: Mode,
    /// How strong the computer plays.
    pub level: Level,
    /// The names typed for two players, South's first (empty: not typed).
    pub names: BySide<String>,
}

impl Default for Players {
    fn default() -> Self {
        Players::new(Mode::TwoPlayers, Level::new(3).expect("a level"), BySide::default())
    }
}

impl Players {
    /// Who plays: `mode`, the computer at `level`, and the names typed (South's first, empty
    /// where none was typed). The one constructor: a new game, a saved one, a record, a lesson,
    /// a room on two devices all say who plays through it.
    #[must_use]
    pub fn new(mode: Mode, level: Level, names: BySide<String>) -> Players {
        Players { mode, level, names }
    }

    /// A child against the friend, which plays `computer` (its strength is the child's
    /// profile's, not a level).
    #[must_use]
    pub fn against_friend(computer: Side) -> Players {
        Players::new(Mode::Friend(computer), Level::MIN, BySide::default())
    }

    /// A person against the computer at `level`, which plays `computer`; no names typed.
    #[must_use]
    pub fn against_computer(computer: Side, level: Level) -> Players {
        Players::new(Mode::Computer(computer), level, BySide::default())
    }

    /// Whether the computer plays `side`.
    #[must_use]
    pub fn computer_plays(&self, side: Side) -> bool {
        self.mode.computer_plays(side)
    }

    /// Whether a person at this device plays `side` (not the computer, nor another device).
    #[must_use]
    pub fn plays_here(&self, side: Side) -> bool {
        self.mode.plays_here(side)
    }
}

/// A run condition, the one route of a move request: whether the board's game is played
/// through a room on two devices. Then a requested pit goes to the room
/// ([`online`](super::online)), which plays it on every device when the server accepts it;
/// otherwise to the lesson's check and the rules here ([`coach`](super::coach)).
#[must_use]
pub fn played_online(players: Res<Players>) -> bool {
    players.mode.online()
}

/// Whether a demonstration (the computer on both sides) plays on, or waits for a
/// [`Step`](super::messages::Step) before each move. The Pause button switches it; a new board
/// plays on. A resource, not a state: nothing happens on entering or leaving either.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Demo {
    /// Each move follows the last.
    #[default]
    Playing,
    /// One move for each Step.
    Paused,
}

/// What the board is laid out for: a real game, a lesson, a puzzle, the review of a game, or the
/// title's game. The coach sets it ([`Play`](Task::Play) again when it gives the board back); it
/// stays while a menu covers the board. Systems that depend on the board being shown gate on
/// [`BoardUse`], computed from it and the [`Screen`].
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Task {
    /// A game between its players.
    #[default]
    Play,
    /// A lesson's step.
    Lesson,
    /// A "Find the move" puzzle.
    Puzzle,
    /// The review of a game played.
    Review,
    /// The computer playing itself behind the title.
    Show,
}

impl Task {
    /// Whether the coach teaches on the board (a lesson, a puzzle, a review), the players'
    /// edges giving way to its panel.
    #[must_use]
    pub fn coached(self) -> bool {
        matches!(self, Task::Lesson | Task::Puzzle | Task::Review)
    }
}

/// What the board on the screen is used for, computed from the [`Screen`] and the [`Task`]: it
/// exists only while the board is shown, on the board ([`Screen::Gameplay`], with whatever is
/// open over it: its end too) and behind the title when the title's game plays. Only a real
/// game ([`Play`](BoardUse::Play)) is saved, ends under the end's panel, counts in a match and
/// has the players' edges.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BoardUse {
    /// A game between its players.
    Play,
    /// A lesson's step.
    Lesson,
    /// A "Find the move" puzzle.
    Puzzle,
    /// The review of a game played.
    Review,
    /// The computer playing itself behind the title.
    Show,
}

impl ComputedStates for BoardUse {
    type SourceStates = (Screen, Task);

    fn compute((screen, task): (Screen, Task)) -> Option<Self> {
        let shown = match task {
            Task::Play => BoardUse::Play,
            Task::Lesson => BoardUse::Lesson,
            Task::Puzzle => BoardUse::Puzzle,
            Task::Review => BoardUse::Review,
            Task::Show => BoardUse::Show,
        };
        match screen {
            Screen::Gameplay => Some(shown),
            Screen::Title => (task == Task::Show).then_some(shown),
            _ => None,
        }
    }
}

impl BoardUse {
    /// The uses in which the coach teaches on the board shown (a lesson, a puzzle, a review):
    /// its panel instead of the players' edges, spawned on entering each and gone on leaving it.
    pub const COACHED: [BoardUse; 3] = [BoardUse::Lesson, BoardUse::Puzzle, BoardUse::Review];
}
/// Whether the board is in play: on the board screen, or the title's game, with no menu over it
/// ([`Overlay`]). A run condition.
#[must_use]
pub fn board_in_play(
    screen: Res<State<Screen>>,
    board_use: Option<Res<State<BoardUse>>>,
    overlay: Option<Res<State<Overlay>>>,
) -> bool {
    (*screen.get() == Screen::Gameplay || board_use.is_some_and(|board_use| *board_use.get() == BoardUse::Show))
        && bare(overlay)
}
