//! What a score says: a finished game, a position an endgame or board table solved, and a
//! score kept in the transposition table.
//!
//! Scores are in hundredths of a seed, for the side to move. A won game scores [`WIN`] less
//! the moves to reach it, plus the final margin (a lost one the opposite), so that the search
//! prefers the shorter win and the longer loss; a board table's win scores [`BOARD_WIN`] plus
//! its margin, below any win found on the path.

use super::settings::WIN;
use super::{Searcher, endgame};
use crate::engine::{EndReason, Position, Rules};

/// What a board table's win adds to its margin (see [`Searcher::board_value`]).
pub(super) const BOARD_WIN: i32 = 20_000;

impl Searcher {
    /// The board table's value of `position`, `ply` moves from the root: the stores' difference
    /// plus the margin on the board, in hundredths of a seed, and [`BOARD_WIN`] more for a win
    /// (less for a loss). Below [`WIN`]: a table's win is not a win found on the path, so the
    /// search goes on deepening to meet the repetitions near the root. Not the root's own value:
    /// the caller has judged its end.
    pub(super) fn board_value(&self, position: &Position, ply: u32) -> Option<i32> {
        let table = self.board.as_ref().filter(|_| self.tables)?;
        let margin = table.probe(position)?;
        let me = position.turn();
        let stores = position.stores();
        let margin = 100 * (i32::from(stores[me]) - i32::from(stores[!me]) + i32::from(margin));
        Some(match margin.signum() {
            1 => BOARD_WIN - ply as i32 + margin,
            -1 => -BOARD_WIN + ply as i32 + margin,
            _ => 0,
        })
    }
}

/// The score of a finished game for the side to move, `ply` moves from the root.
pub(super) fn terminal(position: &Position, rules: &Rules, reason: EndReason, ply: u32) -> i32 {
    let end = position.final_end(rules, reason);
    let me = position.turn();
    let margin = 100 * (i32::from(end.scores[me]) - i32::from(end.scores[!me]));
    if reason == EndReason::Agreement {
        // A repetition the rules do not end on: as good as stopping here by agreement.
        return margin;
    }
    match margin.signum() {
        1 => WIN - ply as i32 + margin,
        -1 => -WIN + ply as i32 + margin,
        _ => 0,
    }
}

/// The score of a position the endgame table solved: a won game (or lost) as [`terminal`] scores
/// it, its distance counted from the root.
pub(super) fn solved_score(solved: endgame::Solved, ply: u32) -> i32 {
    let margin = 100 * i32::from(solved.margin);
    let distance = (ply + u32::from(solved.plies)) as i32;
    match margin.signum() {
        1 => WIN - distance + margin,
        -1 => -WIN + distance + margin,
        _ => 0,
    }
}

/// Won and lost scores are kept in the table relative to the node, not the root.
pub(super) fn to_table(score: i32, ply: u32) -> i32 {
    if score > WIN / 2 {
        score + ply as i32
    } else if score < -WIN / 2 {
        score - ply as i32
    } else {
        score
    }
}

pub(super) fn from_table(score: i32, ply: u32) -> i32 {
    if score > WIN / 2 {
        score - ply as i32
    } else if score < -WIN / 2 {
        score + ply as i32
    } else {
        score
    }
}
