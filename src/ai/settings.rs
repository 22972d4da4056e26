//! What a search is asked for: a player's strength ([`Level`]), how deep or how long
//! ([`Limits`]), the endgame table a move's time allows, and what a won game scores ([`WIN`]).
//! A leaf: the searcher and the files that extend it read it, it reads none of them.
//!
//! A level stands for a search plan (its limits and a random spread on the root moves' scores).
//! The searcher's switches that stay from search to search (tables, book, weights) are in
//! `searcher`; threads are set in `threads`, the stop flag in `time`.

use std::time::Duration;

/// The score of a won game (see `score`), before the distance to it and the margin are counted.
pub const WIN: i32 = 100_000;

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

/// The most seeds on the board for which a search given `movetime` builds an endgame table
/// (it uses one it has whatever its time): the build takes about as long as the move may, once a
/// game, and its time is counted in the move's. Measured on a two-core computer, tournament
/// rules: 7 seeds 0.06–0.08 s, 8 seeds 0.16–0.22 s, 9 seeds 0.49–0.56 s, 10 seeds 0.86–1.5 s.
/// Once built, the table covers every later position of the game, and a search of one
/// iteration then plays the table's best move (a won endgame by its shortest way; where the
/// game goes round a capture-free cycle, the value is where the table's iteration settled: see
/// [`super::endgame`]).
pub(super) fn table_seeds(movetime: Option<Duration>) -> u8 {
    const BUDGETS: [(u64, u8); 4] = [(900, 10), (500, 9), (200, 8), (75, 7)];
    let Some(movetime) = movetime else {
        return super::endgame::TABLE_SEEDS;
    };
    BUDGETS.iter().find(|&&(ms, _)| movetime >= Duration::from_millis(ms)).map_or(0, |&(_, seeds)| seeds)
}
