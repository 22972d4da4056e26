//! What a search is asked for: a player's strength ([`Level`]), how deep or how long
//! ([`Limits`]), and the [`Searcher`]'s switches that stay from search to search.
//!
//! A level stands for a search plan (its limits and a random spread on the root moves' scores);
//! the switches say which tables and book a full-strength search reads and which evaluation
//! weights every search uses. Threads are set in `threads`, the stop flag in `time`.

use super::{Searcher, Weights};
use std::time::Duration;

/// Deepest iteration the search starts.
pub const MAX_DEPTH: u32 = 64;

/// How long or how deep to search. With neither, the search stops at [`MAX_DEPTH`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Deepest iteration, in plies.
    pub depth: Option<u32>,
    /// Time for the whole search.
    pub movetime: Option<Duration>,
}

/// Strength 1 (first steps) to 5 (full strength), as a player chooses it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Level(u8);

impl Level {
    /// The weakest level.
    pub const MIN: Level = Level(1);
    /// Full strength.
    pub const MAX: Level = Level(5);

    /// The level `n`, 1–5; `None` otherwise.
    #[must_use]
    pub fn new(n: u8) -> Option<Level> {
        (1..=5).contains(&n).then_some(Level(n))
    }

    /// 1–5.
    #[must_use]
    pub fn get(self) -> u8 {
        self.0
    }

    /// The search this level makes, and the random spread it adds to each root move's score
    /// (in hundredths of a seed) so that it errs like a person.
    pub(super) fn plan(self) -> (Limits, i32) {
        let depth = |d| Limits { depth: Some(d), movetime: None };
        match self.0 {
            1 => (depth(1), 0),
            2 => (depth(2), 150),
            3 => (Limits { depth: Some(5), movetime: Some(Duration::from_millis(150)) }, 40),
            4 => (Limits { depth: Some(14), movetime: Some(Duration::from_millis(300)) }, 0),
            _ => (Limits { depth: None, movetime: Some(Duration::from_secs(1)) }, 0),
        }
    }
}

impl Searcher {
    /// Makes full-strength searches read the board tables of up to `seeds` seeds
    /// ([`tables::shared`](super::tables::shared): read from disk, or solved on a thread of their own the first time,
    /// and used once ready); 0 turns them off (the default).
    pub fn set_board_tables(&mut self, seeds: u8) {
        self.board_seeds = seeds;
        if seeds == 0 {
            self.board = None;
        }
    }

    /// Whether full-strength searches (bounded by time alone, as level 5's) play the move of
    /// the shipped opening book ([`book::builtin`](super::book::builtin)) where it holds the position under the game's
    /// rules, at once and without searching. On by default.
    pub fn set_book(&mut self, on: bool) {
        self.book = on;
    }

    /// Evaluates with these weights from the next search on.
    pub fn set_weights(&mut self, weights: Weights) {
        if weights != self.weights {
            self.weights = weights;
            self.table.clear();
        }
    }

    /// The same searcher with other evaluation weights (for tuning them).
    #[must_use]
    pub fn with_weights(mut self, weights: Weights) -> Searcher {
        self.weights = weights;
        self
    }
}
