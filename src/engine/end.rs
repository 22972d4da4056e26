//! What a move may not do and how a game ends: the leaf both the position and the game read,
//! so that neither needs the other's types.

use super::rules::Leftover;
use super::{BySide, Pit, Side};
use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};

/// Why a move cannot be played, in words a child can be shown (its `Display`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum IllegalMove {
    /// The game has ended.
    #[error("The game is over.")]
    GameOver,
    /// The pit is in the opponent's row.
    #[error("Pit {0} is your opponent's: choose one of your own pits.")]
    NotYourPit(Pit),
    /// The pit holds no seed.
    #[error("Pit {0} is empty: choose a pit with seeds in it.")]
    EmptyPit(Pit),
    /// The opponent has no seeds and this move gives him none (the duty to feed).
    #[error("Your opponent has no seeds: you must give him some. Pit {0} does not reach him.")]
    MustFeed(Pit),
    /// The move would capture all the opponent's seeds and another move exists
    /// (`grand_slam = forbidden`, seed 003).
    #[error("Pit {0} would take all your opponent's seeds, and that is not allowed: choose another pit.")]
    GrandSlamForbidden(Pit),
}

/// Seeds given out from a pit when the game ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Sweep {
    /// The pit they leave.
    pub pit: Pit,
    /// How many.
    pub seeds: u8,
    /// Whose store they go to.
    pub to: Side,
}

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct GameEnd {
    /// Why.
    pub reason: EndReason,
    /// Final scores, after the seeds left on the board were given out.
    pub scores: BySide<u8>,
    /// The winner, `None` for a draw.
    pub winner: Option<Side>,
    /// The seeds left on the board and whose store each goes to, pit by pit in sowing order.
    /// A pit may appear twice when `leftover = split` shares it.
    pub sweep: ArrayVec<Sweep, 24>,
    /// An odd seed set aside by `leftover = split`, counted for neither player (0 or 1).
    pub set_aside: u8,
    /// How the seeds left were given out: each player his own row, or shared equally (the
    /// rules' `leftover`, or what the players chose when they agreed to stop; always his own
    /// row after a famine).
    pub shared: Leftover,
}

/// Whether the game goes on.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Outcome {
    /// The game goes on.
    Ongoing,
    /// The game is over.
    Over(GameEnd),
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EndReason {
    /// A player has no seeds and cannot be fed: the player who was to move takes the seeds left
    /// (seeds 000, 002, 004). From a set-up position where the side to move has no seeds, the
    /// opponent keeps his own.
    Famine {
        /// The player with no seeds.
        starving: Side,
    },
    /// A player has more than half of the seeds (`end_majority`, seed 004).
    Majority,
    /// At most `end_seeds_left` seeds remain on the board (seed 004).
    FewSeeds,
    /// A position repeated one seen since the last capture (`end_on_repetition`).
    Repetition,
    /// Both players agreed to stop (seeds 000, 002, 003).
    Agreement,
    /// No sequence of moves can capture any more (`end_no_capture`, seed 003).
    NoCapture,
}

impl EndReason {
    /// One word for the protocol: `famine`, `majority`, `few-seeds`, `repetition`, `agreement`,
    /// `no-capture`.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            EndReason::Famine { .. } => "famine",
            EndReason::Majority => "majority",
            EndReason::FewSeeds => "few-seeds",
            EndReason::Repetition => "repetition",
            EndReason::Agreement => "agreement",
            EndReason::NoCapture => "no-capture",
        }
    }
}
