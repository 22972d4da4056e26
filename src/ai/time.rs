//! When a search stops: the deadline its [`Limits`] set, the stop flag another thread sets, and
//! [`Slices`], a search done a slice of time at a time.
//!
//! The clock is read every 2,048 nodes, well under a millisecond apart; a search stopped in an
//! iteration answers from the last finished one (see `Searcher::deepen`). A host with a single
//! thread (a web page) cannot let one search run for a second without freezing its screen: it
//! calls [`Searcher::search_slice`] once a frame instead, the transposition table carrying the
//! work over from slice to slice.

use super::{Level, Limits, MAX_DEPTH, Searcher, WIN};
use crate::engine::{Game, Move};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;
use web_time::Instant;

impl Searcher {
    /// Makes every later search end soon after `flag` is set (within 128 nodes, a few
    /// microseconds), answering the best move of the last finished iteration (the first
    /// legal move if none finished). `None` removes the flag.
    pub fn set_stop_flag(&mut self, flag: Option<Arc<AtomicBool>>) {
        self.stop = flag;
    }

    /// Whether the stop flag is set.
    pub(super) fn stop_requested(&self) -> bool {
        self.stop.iter().chain(&self.done).any(|flag| flag.load(Ordering::Relaxed))
    }

    /// Every 128 nodes reads the stop flag (one atomic load), every 2,048 the clock: once the
    /// flag is set or the deadline is past, the search is stopped (each node then answers 0 at
    /// once). A thread sharing a core with many others runs only a short slice at a time, so
    /// the flag is read often enough for a helper to end within its first slice after `stop`.
    #[inline]
    pub(super) fn check_time(&mut self) {
        if self.nodes & 127 == 0
            && (self.stop_requested() || self.nodes & 2047 == 0 && self.deadline.is_some_and(|d| Instant::now() >= d))
        {
            self.stopped = true;
        }
    }

    /// Positions a second since the search started.
    pub(super) fn nps(&self) -> u64 {
        let micros = self.started.elapsed().as_micros().max(1);
        (u128::from(self.nodes) * 1_000_000 / micros) as u64
    }

    /// Works on `slices` for about `slice` at most (a few milliseconds more: the clock is read
    /// every 2,048 nodes). Returns `Some(move)` once the search's limits are reached — its time
    /// spent over all the calls, its depth, or a won or lost game found — and `None` while it
    /// needs another call. The table keeps what each slice found, so the next one quickly
    /// replays the iterations before and goes on deeper; the killer moves and history are kept
    /// from slice to slice too, and the last slice's iteration cut short gives its better move
    /// as a search in one piece does. Endgame tables are not built (that
    /// takes up to a second at once); the board tables are read where the search's level reads
    /// them ([`Slices::for_level`]) and one is loaded ([`tables::install`](super::tables::install)).
    pub fn search_slice(&mut self, slices: &mut Slices, slice: Duration) -> Option<Option<Move>> {
        let game = slices.game.clone();
        let moves = game.legal_moves();
        if moves.len() <= 1 {
            return Some(moves.first().copied());
        }
        if let Some(entry) = self.book_move(&game, slices.limits) {
            return Some(Some(entry.best));
        }
        let remaining = slices.limits.movetime.map(|t| t.saturating_sub(slices.spent));
        let budget = remaining.map_or(slice, |left| left.min(slice));
        let tables = std::mem::replace(&mut self.tables, slices.tables);
        // One generation of the table for the whole move, however many slices it takes, and its
        // killer moves and history kept from slice to slice, as a search in one piece keeps them
        // from iteration to iteration.
        if slices.slices == 0 {
            self.begin_move();
        }
        self.prepare(&game, Limits { depth: slices.limits.depth, movetime: Some(budget) });
        // Whether this slice runs to the end of the move's time.
        let last = remaining.is_some_and(|left| left <= slice);
        let position = game.position();
        let max_depth = slices.limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH);
        let mut finished = false;
        for depth in 1..=max_depth {
            let (score, mv, searched) = self.root(&position, depth, &[], &mut rand::rng(), 0);
            if self.stopped {
                // As in a search in one piece: once the move's time runs out in an iteration
                // deeper than the last finished one, which searched that one's best move first, a
                // move that did better is the better choice.
                let deeper = slices.best.is_none_or(|(deepest, best)| depth > deepest && mv != Some(best));
                if let Some(mv) = mv.filter(|_| last && searched > 0 && deeper) {
                    slices.best = Some((depth, mv));
                }
                break;
            }
            if let Some(mv) = mv
                && slices.best.is_none_or(|(deepest, _)| depth >= deepest)
            {
                slices.best = Some((depth, mv));
            }
            if depth == max_depth || score.abs() >= WIN - MAX_DEPTH as i32 * 2 {
                finished = true;
                break;
            }
        }
        self.tables = tables;
        let took = self.started.elapsed();
        slices.spent += took;
        slices.longest = slices.longest.max(took);
        slices.slices += 1;
        let out_of_time = slices.limits.movetime.is_some_and(|time| slices.spent >= time);
        (finished || out_of_time).then(|| slices.best.map(|(_, mv)| mv).or(moves.first().copied()))
    }
}

/// A search done a slice at a time, for a host with a single thread (a web page), where one long
/// search would freeze the screen: see [`Searcher::search_slice`].
#[derive(Clone, Debug)]
pub struct Slices {
    game: Game,
    limits: Limits,
    spent: Duration,
    /// The deepest finished iteration's move, and its depth; once the move's time has run out,
    /// the better move of an iteration cut short deeper than that, as [`Searcher::search`] gives.
    best: Option<(u32, Move)>,
    slices: u32,
    longest: Duration,
    /// Whether it reads the board tables (full strength, and hints, as [`Searcher::search`]).
    tables: bool,
}

impl Slices {
    /// A search of `game`'s position within `limits`, as [`Searcher::search`] takes them.
    #[must_use]
    pub fn new(game: Game, limits: Limits) -> Slices {
        Slices { game, limits, spent: Duration::ZERO, best: None, slices: 0, longest: Duration::ZERO, tables: true }
    }

    /// The search `level` makes ([`Searcher::choose`]), sliced; `None` for the levels whose
    /// search is short and random anyway (1 to 3): they answer at once with `choose`. As there,
    /// only full strength reads the board tables.
    #[must_use]
    pub fn for_level(game: Game, level: Level) -> Option<Slices> {
        let (limits, spread) = level.plan();
        (spread == 0 && limits.depth.is_none_or(|depth| depth > 5))
            .then(|| Slices { tables: level == Level::MAX, ..Slices::new(game, limits) })
    }

    /// The game searched.
    #[must_use]
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The move of the deepest iteration finished so far, if one has finished.
    #[must_use]
    pub fn best(&self) -> Option<Move> {
        self.best.map(|(_, mv)| mv)
    }

    /// The depth of the deepest iteration finished so far, 0 before the first.
    #[must_use]
    pub fn depth(&self) -> u32 {
        self.best.map_or(0, |(depth, _)| depth)
    }

    /// Time spent over all the slices, and how many there were.
    #[must_use]
    pub fn spent(&self) -> (Duration, u32) {
        (self.spent, self.slices)
    }

    /// The longest slice so far: what the search added to a frame at most.
    #[must_use]
    pub fn longest(&self) -> Duration {
        self.longest
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{BySide, Position, Rules, Side};

    /// What a slice learns of which moves cut the search short (the history and the killer
    /// moves) orders the next slice's moves, as in a search in one piece, instead of being learnt
    /// again at each slice.
    #[test]
    fn a_sliced_search_keeps_its_move_ordering_from_slice_to_slice() {
        let pits = [3, 5, 0, 7, 2, 4, 6, 1, 4, 0, 5, 3];
        let position = Position::new(pits, BySide::new(4, 4), Side::South).expect("a valid position");
        let mut searcher = Searcher::default();
        let limits = Limits { depth: None, movetime: Some(Duration::from_secs(60)) };
        let mut slices = Slices::new(Game::from_position(Rules::default(), position), limits);
        let learnt = |searcher: &Searcher| searcher.history.iter().map(|&h| u64::from(h)).sum::<u64>();
        assert_eq!(searcher.search_slice(&mut slices, Duration::from_millis(50)), None);
        let (first, killers) = (learnt(&searcher), searcher.killers.iter().flatten().flatten().count());
        assert!(first > 0 && killers > 0, "the first slice learns nothing: {first}, {killers} killer moves");
        // A slice of no time stops within its first 2,048 positions.
        assert_eq!(searcher.search_slice(&mut slices, Duration::ZERO), None);
        assert!(learnt(&searcher) >= first, "the history went from {first} to {}", learnt(&searcher));
        assert!(searcher.killers.iter().flatten().flatten().count() >= killers, "killer moves were lost");
    }
}
