//! The game's model: the engine's game, the match, who plays, the screen, the turn's phase and
//! whether the seeds rest. [`rules`](super::rules) alone writes the engine, the phase and the
//! match; the new-board path ([`Begin`](super::messages::Begin)) alone sets who plays.

use crate::ai::Level;
use crate::engine::{BySide, Game, Match, Pit, Preset, Side};
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

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

/// Whether `game`, in `series`, is a game in progress, to be kept on disk and offered by
/// **Continue**: moves played and not over, or a match not over (between two of its games, the
/// last one finished and the next not begun). The one answer of the title, the rules page and
/// the saving of `game.toml`.
#[must_use]
pub fn in_progress(game: &Game, series: Option<&Match>) -> bool {
    (!game.is_over() && !game.moves().is_empty()) || series.is_some_and(|series| !series.is_over())
}

/// The screens: the board, and the menus around it (one file each in [`screens`]).
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    /// A window's first frames, while the textures and fonts built into the game load: the
    /// backdrop alone, then the window's first screen (the title, or the board of a game the
    /// command line opens). Without a window (the headless tests), never shown.
    Loading,
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
    /// Records to import.
    Import,
    /// The lessons and the puzzles.
    Learn,
    /// Two devices: make a room (its picture code shown large), or join or watch one by
    /// tapping its pictures.
    Online,
    /// "Who is playing?": each child's picture and name, and a "+" to add one; a grown-up may
    /// rename or remove one.
    Who,
    /// "My class": the class's pictures, its children's animals, a child's picture secret
    /// (`game::class`).
    Class,
}

/// A menu over the screen shown, the title or the board (as foxtrot's menu over its screen):
/// opening one leaves the screen beneath as it stands (its state, its game, its entities), and
/// closing it shows that screen again, nothing entered again. While one is open the screen
/// beneath is hidden from the keyboard and a screen reader, the board hears no pit and the
/// computer does not move (`menu::overlay`). It exists only over the title and the board; any
/// other screen ends it.
#[derive(SubStates, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[source(Screen = Screen::Title | Screen::Gameplay)]
pub enum Overlay {
    /// Nothing over the screen.
    #[default]
    None,
    /// Language, sound, speed, counts, labels, teaching.
    Settings,
    /// How to play, with the options in force.
    Rules,
}

impl Overlay {
    /// The menus that open over a screen.
    pub const MENUS: [Overlay; 2] = [Overlay::Settings, Overlay::Rules];

    /// The menu open over the screen shown, from the state where it exists:
    /// [`Overlay::None`] where none is open, or the screen is one no menu opens over.
    #[must_use]
    pub fn shown(state: Option<&State<Overlay>>) -> Overlay {
        state.map_or(Overlay::None, |state| *state.get())
    }
}

/// A run condition: whether no menu is open over the screen shown.
#[must_use]
pub fn bare(overlay: Option<Res<State<Overlay>>>) -> bool {
    Overlay::shown(overlay.as_deref()) == Overlay::None
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

    /// Whether the game is played through a server, with another device.
    #[must_use]
    pub fn online(self) -> bool {
        matches!(self, Mode::Online { .. })
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
/// exists only while the board is shown, on the board and its end ([`Screen::Gameplay`],
/// [`Screen::GameOver`]) and behind the title when the title's game plays. Only a real game
/// ([`Play`](BoardUse::Play)) is saved, ends on the end screen, counts in a match and has the
/// players' edges.
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
            Screen::Gameplay | Screen::GameOver => Some(shown),
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

/// A run condition: whether the board shown is coached ([`BoardUse::COACHED`]). A condition on
/// [`BoardUse`] rather than a state of its own: each state costs a few systems every frame.
#[must_use]
pub fn coached(board_use: Option<Res<State<BoardUse>>>) -> bool {
    board_use.is_some_and(|board_use| BoardUse::COACHED.contains(board_use.get()))
}

/// The pits the coach wants to glow, for the HUD, written by the coach after its panel each
/// frame: the better move in a review, the pit a lesson asks for. While `only`, no other pit
/// glows (a review shows only the better move; an answered step, nothing); these glow green.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct CoachGlow {
    /// The pits.
    pub pits: Vec<Pit>,
    /// Whether they alone may glow.
    pub only: bool,
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

/// Whether the server this device talks to keeps a class (`game::class` asks it at start):
/// "Who is playing?" then offers **My class**.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ClassServer(pub bool);
