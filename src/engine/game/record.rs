//! A game as data ([`GameRecord`]: rules, start, moves) and back, every move replayed through
//! the rules.

use super::Game;
use crate::engine::end::IllegalMove;
use crate::engine::rules::Rules;
use crate::engine::{Move, Position};
use serde::{Deserialize, Serialize};

impl Game {
    /// The game as a record: rules, start and moves.
    #[must_use]
    pub fn record(&self) -> GameRecord {
        GameRecord { rules: self.rules, start: self.start, moves: self.moves.clone() }
    }

    /// Replays a record through the rules.
    ///
    /// # Errors
    /// [`RecordError`] naming the first illegal move, its number and why.
    pub fn from_record(record: &GameRecord) -> Result<Game, RecordError> {
        let mut game = Game::from_position(record.rules, record.start);
        for (index, &mv) in record.moves.iter().enumerate() {
            game.play(mv).map_err(|reason| RecordError { number: index + 1, mv, reason })?;
        }
        Ok(game)
    }
}

/// A game as data: the rules, the start position and the moves. Serialises with serde; a
/// position is its text and a move its letter.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    /// The rules it was played under.
    pub rules: Rules,
    /// Where it started.
    pub start: Position,
    /// The moves, in order.
    pub moves: Vec<Move>,
}

/// A record whose moves do not replay.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("move {number} ({mv}) cannot be played: {reason}")]
pub struct RecordError {
    /// 1-based number of the move.
    pub number: usize,
    /// The move.
    pub mv: Move,
    /// Why.
    pub reason: IllegalMove,
}
