//! Hints: the move the computer recommends to a player, and why, in a form a line of text
//! can say ([`HintReason`]).
//!
//! A hint is the best move of a short search ([`HINT_LIMITS`]); its reason looks at the move
//! alone: what it captures, whom it feeds, or which capture it takes away from the opponent.

use super::{Limits, Searcher, eval};
use crate::engine::{Game, Move};
use std::time::Duration;

/// Why a hint recommends its move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HintReason {
    /// The move captures this many seeds.
    Captures(u8),
    /// Without it the opponent could capture this many more seeds next move.
    Protects(u8),
    /// The opponent has no seeds and this move gives him some.
    Feeds,
}

/// A suggested move and, where one can be said in a line, why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hint {
    /// The move.
    pub mv: Move,
    /// Why, if a simple reason applies.
    pub reason: Option<HintReason>,
}

/// The limits of a hint's search: depth 12 or 200 ms.
pub const HINT_LIMITS: Limits = Limits { depth: Some(12), movetime: Some(Duration::from_millis(200)) };

impl Searcher {
    /// The best move at a modest depth, and why, in a form a line of text can say.
    pub fn hint(&mut self, game: &Game) -> Option<Hint> {
        let mv = self.search(game, HINT_LIMITS, |_| {}).best?;
        Some(explain(game, mv))
    }
}

/// The hint for `mv` in `game`: the move and why, in a form a line of text can say.
#[must_use]
pub fn explain(game: &Game, mv: Move) -> Hint {
    let rules = *game.rules();
    let position = game.position();
    let mut after = position;
    let captured = after.play_unchecked(&rules, mv);
    let reason = if captured > 0 {
        Some(HintReason::Captures(captured))
    } else if position.row_seeds(!position.turn()) == 0 {
        Some(HintReason::Feeds)
    } else {
        // What the opponent could take next move if it were his turn now, and after the move.
        let mut passed = position;
        passed.pass_turn();
        let before = eval::best_capture(&passed, &rules);
        let then = eval::best_capture(&after, &rules);
        (then < before).then(|| HintReason::Protects(before - then))
    };
    Hint { mv, reason }
}
