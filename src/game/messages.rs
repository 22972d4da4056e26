//! The messages between the frame's steps: requests (a pit chosen, a command about the game),
//! what the rules did (a move played or refused, a new board), what the
//! animation finished, and the sounds to play.

use crate::engine::rules::Leftover;
use crate::engine::{Game, GameEnd, IllegalMove, Match, MoveReport, Pit, Side};
use crate::game::play::Players;
use bevy::prelude::*;

/// A player (a person's tap, the computer's search) chose a pit: a request, checked against what
/// the board is used for before it reaches the rules as a [`CheckedMove`].
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveRequest(pub Pit);

/// A request about the whole game.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameCommand {
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

/// Lay out a new board for this game, played by these players, in this match: the one path by
/// which a game resumed from its file, imported, given on the command line, or laid out by the
/// coach (a lesson, a puzzle, a review, the title's game), or set up on the new-game screen
/// reaches the board.
#[derive(Message, Clone, Debug)]
pub struct Begin {
    /// The game, possibly with moves played.
    pub game: Game,
    /// Who plays it.
    pub players: Players,
    /// The match this game belongs to, if any.
    pub series: Option<Match>,
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

/// The menu screen shown is to be built again where it stands (a new language, a page turned,
/// a room's answer): its entities despawned and its builder run, without leaving the
/// [`Screen`](crate::game::screens::Screen) state, so that nothing that runs on entering or leaving it
/// (the title's game, a room left on the title) runs for a mere rebuild. The board has no
/// builder: it follows the model by itself. See [`menus::build::screen_builder`](super::menus::build::screen_builder).
#[derive(Message, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Rebuild;

/// Every seed of the last move (or end) has come to rest.
#[derive(Message, Clone, Copy, Debug)]
pub struct SeedsAtRest;

pub use super::audio::Sfx;

/// In a paused demonstration: play one move.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step;

/// A requested pit that the board's use lets through (in a lesson, only an answer); the rules
/// play it if the engine accepts it.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct CheckedMove(pub Pit);
