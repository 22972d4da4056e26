//! A board of a round: who plays, its games, and how it was decided.

use super::pairing::{ChildId, Pairing};
use serde::{Deserialize, Serialize};

/// How one game of a board ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum GameResult {
    /// South won.
    South,
    /// North won.
    North,
    /// A draw.
    Draw,
}

/// How a board was decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    /// This child won the board (its games, a forfeit or a bye).
    Won(ChildId),
    /// Neither: drawn games, or a board the teacher ended undecided.
    Drawn,
}

/// One board of a round: who plays, the games played so far, and how it was decided when not
/// by its games.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Board {
    /// Who plays (South first), or a bye.
    pub pairing: Pairing,
    /// Each game's result, in order (one, or up to three).
    pub games: Vec<GameResult>,
    /// The child who forfeited it, having left.
    pub forfeited_by: Option<ChildId>,
    /// Ended by the teacher before it was decided: a draw.
    pub ended: bool,
}

impl Board {
    pub(super) fn new(pairing: Pairing) -> Board {
        Board { pairing, games: Vec::new(), forfeited_by: None, ended: false }
    }

    /// How the board was decided, if it was: a bye is won; a forfeit is won by the other; the
    /// first to win more than half of `best_of` games wins; all games played, the one with
    /// more wins, else a draw; ended by the teacher, a draw.
    #[must_use]
    pub fn outcome(&self, best_of: u8) -> Option<Outcome> {
        let Pairing::Game { south, north } = self.pairing else {
            let Pairing::Bye(child) = self.pairing else { unreachable!() };
            return Some(Outcome::Won(child));
        };
        if let Some(loser) = self.forfeited_by {
            return Some(Outcome::Won(if loser == south { north } else { south }));
        }
        let wins = |side: GameResult| self.games.iter().filter(|&&game| game == side).count();
        let (s, n) = (wins(GameResult::South), wins(GameResult::North));
        let needed = usize::from(best_of) / 2 + 1;
        if s >= needed || n >= needed || self.games.len() >= usize::from(best_of) || self.ended {
            return Some(match s.cmp(&n) {
                std::cmp::Ordering::Greater => Outcome::Won(south),
                std::cmp::Ordering::Less => Outcome::Won(north),
                std::cmp::Ordering::Equal if self.ended || self.games.len() >= usize::from(best_of) => Outcome::Drawn,
                std::cmp::Ordering::Equal => return None,
            });
        }
        None
    }
}
