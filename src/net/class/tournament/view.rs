//! What a child's tablet reads of his class's tournament (`GET /class/api/me/tournament`), as
//! JSON: the round, his table and opponent with the room and seat made for them, or his bye,
//! and where he stands.

use crate::engine::Side;
use crate::net::class::view::ChildView;
use serde::{Deserialize, Serialize};

/// A child's view of his class's tournament; `tournament: false` when the class has none in
/// progress or he did not enter it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct TournamentView {
    /// Whether a tournament he entered is going on (or has just ended: `over`).
    pub tournament: bool,
    /// The round in progress, from 1 (0 before the first).
    pub round: usize,
    /// How many rounds it has.
    pub rounds: usize,
    /// Paused by the teacher: no result is kept until it goes on.
    pub paused: bool,
    /// Every round played, or ended by the teacher.
    pub over: bool,
    /// He was marked as gone: he plays again from the next round once back.
    pub away: bool,
    /// His board this round, if he has an opponent.
    pub table: Option<TableView>,
    /// He has no opponent this round (a bye counts as a win).
    pub bye: bool,
    /// His place in the standings, from 1: children level on points and tie-break share it.
    pub place: usize,
    /// His points: a board won 2, drawn 1.
    pub points: u32,
}

/// A child's board this round: who he plays, where, and the seat that is his.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableView {
    /// The table's number, from 1 (the board's place in the round).
    pub number: usize,
    /// Who he plays.
    pub opponent: ChildView,
    /// His side in the room (South moves first).
    pub seat: Side,
    /// The room made for the two of them, as words.
    pub code: String,
    /// His seat's secret token: the tablet takes the seat with it (`resume`).
    pub token: String,
    /// Games the board plays at most: 1 or 3.
    pub best_of: u8,
    /// Games of the board he has won, drawn and lost so far.
    pub score: [u8; 3],
    /// The board is decided: he waits for the next round.
    pub decided: bool,
}
