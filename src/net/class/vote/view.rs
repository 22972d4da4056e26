//! What a child's tablet reads of his class's vote against the computer
//! (`GET /class/api/me/vote`) and sends (`POST /class/api/me/vote`), as JSON.

use crate::engine::Pit;
use serde::{Deserialize, Serialize};

/// A child's view of his class's game against the computer, the class playing South; `vote:
/// false` when the class has none going on.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct VoteView {
    /// Whether the class plays the computer now (or has just finished: `over`).
    pub vote: bool,
    /// The number of the move to play (0 for the first), sent back with the vote.
    pub number: usize,
    /// The seeds of each pit, A–F (the class's) then a–f (the computer's).
    pub pits: Vec<u8>,
    /// The seeds in each store: the class's, the computer's.
    pub stores: [u8; 2],
    /// Whether the class is to move: the tablet takes a vote.
    pub class_turn: bool,
    /// The pits the class may sow now (letters A–F).
    pub legal: Vec<Pit>,
    /// Milliseconds left before the most voted pit is played.
    pub left_ms: u64,
    /// The pit this child voted for this move, if he did.
    pub voted: Option<Pit>,
    /// The class's last move and the computer's answer, if any.
    pub last: Option<LastView>,
    /// The game is over (or the teacher ended it).
    pub over: bool,
    /// Who won once over: `class`, `computer` or `draw`.
    pub result: Option<String>,
}

/// The class's last move as a tablet shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastView {
    /// Its number.
    pub number: usize,
    /// The pit the class played.
    pub pit: Pit,
    /// This child voted for it: his tablet praises him.
    pub mine: bool,
    /// The computer's answer, once played.
    pub reply: Option<Pit>,
}

/// A child's vote: the pit he would play as move `number`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ballot {
    /// The move's number, as [`VoteView::number`] said it.
    pub number: usize,
    /// The pit (A–F).
    pub pit: Pit,
}

/// Whether a vote was counted: `false` when the child had already voted for this move (his
/// first vote stands).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Counted {
    /// Counted now.
    pub counted: bool,
}
