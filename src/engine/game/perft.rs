//! Perft for a game: counting move sequences with the game's history, so that a repeated
//! position ends a line where the rules say so, and a count another thread can stop.

use super::Game;
use crate::engine::Position;
use crate::engine::rules::Rules;
use std::sync::atomic::{AtomicBool, Ordering};

impl Game {
    /// The number of move sequences of exactly `depth` moves from the current position; a
    /// game that has ended (by any end in force, repetition included) is not expanded.
    ///
    /// ```
    /// use awale::engine::{Game, Rules};
    /// assert_eq!(Game::new(Rules::default()).perft(4), 1014);
    /// ```
    #[must_use]
    pub fn perft(&self, depth: u32) -> u64 {
        if self.is_over() {
            return u64::from(depth == 0);
        }
        if !self.rules.end_on_repetition {
            return self.position.perft(&self.rules, depth);
        }
        let mut history = self.since_capture.clone();
        perft_with_history(&self.position, &self.rules, depth, &mut history)
    }

    /// [`Game::perft`] that gives up soon after `stop` is set (another thread sets it: the
    /// protocol's `stop` or `quit`): `None` then. Below [`PERFT_SPLIT_DEPTH`] plies the count
    /// runs uninterrupted (a few milliseconds), so `stop` is seen that often.
    #[must_use]
    pub fn perft_stoppable(&self, depth: u32, stop: &AtomicBool) -> Option<u64> {
        if self.is_over() {
            return Some(u64::from(depth == 0));
        }
        let mut history = self.since_capture.clone();
        perft_split(&self.position, &self.rules, depth, &mut history, stop)
    }
}

/// Perft that also stops at a repeated position (`end_on_repetition`); `history` holds the
/// positions since the last capture, `position` last.
fn perft_with_history(position: &Position, rules: &Rules, depth: u32, history: &mut Vec<Position>) -> u64 {
    if depth == 0 {
        return 1;
    }
    if position.end_reason_since(rules, history).is_some() {
        return 0;
    }
    let moves = position.legal_moves(rules);
    if depth == 1 {
        return moves.len() as u64;
    }
    let mut count = 0;
    for &mv in &moves {
        let mut child = *position;
        if child.play_unchecked(rules, mv) > 0 {
            let mut fresh = vec![child];
            count += perft_with_history(&child, rules, depth - 1, &mut fresh);
        } else if !history.contains(&child) {
            history.push(child);
            count += perft_with_history(&child, rules, depth - 1, history);
            history.pop();
        }
    }
    count
}

/// Plies below which [`Game::perft_stoppable`] counts without looking at its stop flag.
pub const PERFT_SPLIT_DEPTH: u32 = 7;

/// The perft of [`Game::perft`], looking at `stop` at every node more than
/// [`PERFT_SPLIT_DEPTH`] plies from the leaves.
fn perft_split(
    position: &Position,
    rules: &Rules,
    depth: u32,
    history: &mut Vec<Position>,
    stop: &AtomicBool,
) -> Option<u64> {
    if stop.load(Ordering::Relaxed) {
        return None;
    }
    if depth <= PERFT_SPLIT_DEPTH {
        return Some(if rules.end_on_repetition {
            perft_with_history(position, rules, depth, history)
        } else {
            position.perft(rules, depth)
        });
    }
    if position.end_reason_since(rules, history).is_some() {
        return Some(0);
    }
    let mut count = 0;
    for &mv in &position.legal_moves(rules) {
        let mut child = *position;
        let captured = child.play_unchecked(rules, mv) > 0;
        if !rules.end_on_repetition {
            count += perft_split(&child, rules, depth - 1, history, stop)?;
        } else if captured {
            count += perft_split(&child, rules, depth - 1, &mut vec![child], stop)?;
        } else if !history.contains(&child) {
            history.push(child);
            let below = perft_split(&child, rules, depth - 1, history, stop);
            history.pop();
            count += below?;
        }
    }
    Some(count)
}
