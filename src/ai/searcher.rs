//! The [`Searcher`]: what it keeps from move to move (its transposition table, endgame and
//! board tables), iterative deepening, and the move each [`Level`] plays.
//!
//! [`Searcher::search`] deepens one ply at a time until its [`Limits`] (or a won or lost game
//! found) stop it, each iteration a tree search (`search`) that tries the last one's best move
//! first, and answers the deepest finished iteration's move; [`Searcher::choose`] plays as a
//! level does, with the random spread of the weaker ones.

use super::progress::Progress;
use super::settings::table_seeds;
use super::transposition::Transpositions;
use super::{Level, Limits, MAX_DEPTH, WIN, Weights, book, endgame, tables};
use crate::engine::{Game, Move, Position, Rules, Side};
use rand::{Rng, RngExt};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use web_time::Instant;

/// What one finished iteration found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Info {
    /// The iteration's depth, in plies.
    pub depth: u32,
    /// The score of the best move, for the side to move.
    pub score: i32,
    /// Positions visited so far.
    pub nodes: u64,
    /// Positions a second so far.
    pub nps: u64,
    /// The expected line of play, best move first.
    pub pv: Vec<Move>,
}

/// A search's answer: the best move of the deepest finished iteration (`None` when the game is
/// over) and that iteration's [`Info`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// The move to play.
    pub best: Option<Move>,
    /// The deepest finished iteration.
    pub info: Info,
}

/// A searcher: its transposition table and counters. Keep one for a whole game so the table
/// carries over from move to move.
pub struct Searcher {
    /// Shared with the helper threads of a search.
    pub(super) table: Arc<Transpositions>,
    /// The rules searched.
    pub(super) rules: Rules,
    /// Positions visited by this search.
    pub(super) nodes: u64,
    /// When this search (or slice) started.
    pub(super) started: Instant,
    /// When it must stop, if its limits give a time.
    pub(super) deadline: Option<Instant>,
    /// Whether it ran out of time or was stopped: every node then answers 0.
    pub(super) stopped: bool,
    /// Positions from the game's last capture to the current search node, for repetitions.
    pub(super) path: Vec<Position>,
    /// History heuristic: how often each pit's move caused a cut-off.
    pub(super) history: [u32; 12],
    /// Killer moves: the last two quiet moves that caused a cut-off at each ply from the root.
    pub(super) killers: Vec<[Option<Move>; 2]>,
    /// The evaluation's weights.
    pub(super) weights: Weights,
    /// The endgame table of this game, once few seeds are left (built on demand).
    pub(super) endgame: Option<Arc<endgame::Endgame>>,
    /// Whether this search builds and reads endgame tables (full strength only).
    pub(super) tables: bool,
    /// Set from another thread to end the search soon (the protocol's `stop`).
    pub(super) stop: Option<Arc<AtomicBool>>,
    /// A helper thread's: set when the main thread's search has ended.
    pub(super) done: Option<Arc<AtomicBool>>,
    /// Answers of [`Position::capture_reachable`] for the no-capture end, by board (see
    /// [`Searcher::end_reason`]).
    pub(super) reachable: Vec<u128>,
    /// The seeds of the board tables a full-strength search reads (0: none).
    pub(super) board_seeds: u8,
    /// The board table of the rules searched, once it is ready.
    pub(super) board: Option<Arc<tables::BoardTable>>,
    /// Whether a full-strength search plays the shipped opening book's move where it has one.
    pub(super) book: bool,
    /// Threads of a search made by [`Searcher::search`], this one included.
    pub(super) threads: usize,
    /// The seeds on the root's board, and whether the game reached the root with no position
    /// since its last capture: see [`Searcher::trusts_table_at`].
    pub(super) root_seeds: u8,
    pub(super) fresh: bool,
    /// The side the search plays for: the root's side to move.
    pub(super) us: Side,
}

impl Default for Searcher {
    fn default() -> Self {
        Searcher::new(1 << 20)
    }
}

impl Searcher {
    /// A searcher with a transposition table of `entries` slots (rounded up to a power of two;
    /// about 40 bytes each).
    #[must_use]
    pub fn new(entries: usize) -> Searcher {
        Searcher {
            table: Arc::new(Transpositions::new(entries)),
            rules: Rules::default(),
            nodes: 0,
            started: Instant::now(),
            deadline: None,
            stopped: false,
            path: Vec::new(),
            history: [0; 12],
            killers: Vec::new(),
            weights: Weights::default(),
            endgame: None,
            tables: true,
            stop: None,
            done: None,
            reachable: Vec::new(),
            board_seeds: 0,
            board: None,
            book: true,
            threads: 1,
            root_seeds: 0,
            fresh: true,
            us: Side::South,
        }
    }

    /// The endgame table the last full-strength search built or kept, if it has one: it covers
    /// every position reachable from the one it was built for (see [`endgame`]). A search
    /// builds one once the board holds few enough seeds for its time to allow it.
    #[must_use]
    pub fn endgame_table(&self) -> Option<&endgame::Endgame> {
        self.endgame.as_deref()
    }

    /// The shipped book's entry for the game's position, if a search within `limits` reads it.
    pub(super) fn book_move(&self, game: &Game, limits: Limits) -> Option<book::BookMove> {
        if !self.book || !self.tables || limits.depth.is_some() {
            return None;
        }
        book::builtin().probe(&game.position(), game.rules()).filter(|entry| game.legal_moves().contains(&entry.best))
    }

    /// Searches the game's current position within `limits`, calling `on_info` after each
    /// finished iteration.
    pub fn search(&mut self, game: &Game, limits: Limits, mut on_info: impl FnMut(&Info)) -> SearchResult {
        self.begin_move();
        self.prepare(game, limits);
        let position = game.position();
        let moves = game.legal_moves();
        let best = SearchResult {
            best: moves.first().copied(),
            info: Info { depth: 0, score: 0, nodes: 0, nps: 0, pv: moves.first().copied().into_iter().collect() },
        };
        if moves.is_empty() || (moves.len() == 1 && limits.depth.is_none()) {
            // No move (the game is over), or one: nothing to think about.
            return best;
        }
        if let Some(entry) = self.book_move(game, limits) {
            let info = Info { depth: entry.depth, score: entry.score, nodes: 0, nps: 0, pv: vec![entry.best] };
            on_info(&info);
            return SearchResult { best: Some(entry.best), info };
        }
        let helpers = self.threads.saturating_sub(1);
        if helpers == 0 {
            return self.deepen(&position, limits, best, None, on_info);
        }
        // Lazy SMP: helpers search the same position a ply or two deeper than this thread, and
        // the table they share carries what each found to the others, until this thread's
        // search ends. A helper's deeper iteration, when finished, gives the answer.
        //
        // The answer does not wait for the helpers to end: they are told to stop and end on
        // their own within their next 2,048 positions, so that `stop` is answered at once even
        // with many more threads than cores (where joining them all took up to 0.26 s).
        let done = Arc::new(AtomicBool::new(false));
        let progress = Arc::new(Progress::default());
        for helper in 0..helpers {
            let mut searcher = self.helper(Arc::clone(&done));
            let progress = Arc::clone(&progress);
            let ahead = 1 + helper as u32 % 2;
            // A helper the system cannot start is one helper fewer.
            let _ = std::thread::Builder::new()
                .name("search helper".into())
                .spawn(move || searcher.help(&position, &progress, ahead));
        }
        let found = self.deepen(&position, limits, best, Some(&progress), on_info);
        done.store(true, Ordering::Relaxed);
        found
    }

    /// Iterative deepening on this thread, from the answer `best` to give if no iteration ends.
    fn deepen(
        &mut self,
        position: &Position,
        limits: Limits,
        mut best: SearchResult,
        progress: Option<&Progress>,
        mut on_info: impl FnMut(&Info),
    ) -> SearchResult {
        let max_depth = limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH);
        for depth in 1..=max_depth {
            if self.stop_requested() {
                break;
            }
            if let Some(progress) = progress {
                progress.depth.store(depth, Ordering::Relaxed);
            }
            let (score, mv, searched) = self.root(position, depth, &[], &mut rand::rng(), 0);
            if self.stopped {
                // The time ran out in this iteration. It searched the last one's best move
                // first: once that is done, a move that did better is the better choice.
                if searched > 0 && mv.is_some() && mv != best.best {
                    best.best = mv;
                    best.info.pv = mv.into_iter().collect();
                    best.info.score = score;
                }
                break;
            }
            let info = Info {
                depth,
                score,
                nodes: self.nodes,
                nps: self.nps(),
                pv: self.principal_variation(position, depth),
            };
            on_info(&info);
            best = SearchResult { best: mv, info };
            // The time is spent to the end: an iteration cut short still gives its better move.
            if score.abs() >= WIN - MAX_DEPTH as i32 * 2 {
                break;
            }
        }
        let deeper = progress.and_then(Progress::deepest).filter(|&(depth, ..)| depth > best.info.depth);
        if let Some((depth, mv, score)) = deeper.filter(|_| limits.depth.is_none()) {
            let pv = self.principal_variation(position, depth);
            let pv = if pv.first() == Some(&mv) { pv } else { vec![mv] };
            let info = Info { depth, score, nodes: self.nodes, nps: self.nps(), pv };
            on_info(&info);
            best = SearchResult { best: Some(mv), info };
        }
        best
    }

    /// The move this level plays: level 1 mostly plays at random and misses captures a child
    /// would spot; each level up searches deeper and errs less; level 5 searches for a second.
    pub fn choose(&mut self, game: &Game, level: Level, rng: &mut impl Rng) -> Option<Move> {
        let moves = game.legal_moves();
        if moves.len() <= 1 {
            return moves.first().copied();
        }
        if level == Level::MIN && rng.random_bool(0.7) {
            return Some(moves[rng.random_range(0..moves.len())]);
        }
        let (limits, spread) = level.plan();
        // Perfect endgames are for full strength only.
        self.tables = level == Level::MAX;
        if spread == 0 {
            let best = self.search(game, limits, |_| {}).best;
            self.tables = true;
            return best;
        }
        self.begin_move();
        self.prepare(game, limits);
        let position = game.position();
        let depth = limits.depth.unwrap_or(1);
        let mut chosen = None;
        for d in 1..=depth {
            let (_, mv, _) = self.root(&position, d, &moves, rng, spread);
            if self.stopped {
                break;
            }
            chosen = mv;
        }
        self.tables = true;
        chosen.or(moves.first().copied())
    }

    /// Starts the search of a new move: a new generation of the transposition table, and no
    /// killer moves or history yet. A search in slices calls it on its first slice only, so that
    /// the later slices of the move keep what the earlier ones learnt.
    pub(super) fn begin_move(&mut self) {
        self.table.new_search();
        self.history = [0; 12];
        self.killers.clear();
    }

    /// Sets up a search of `game` within `limits` (its clock starts here), keeping the table,
    /// killer moves and history: see [`Searcher::begin_move`].
    pub(super) fn prepare(&mut self, game: &Game, limits: Limits) {
        if self.rules != *game.rules() {
            self.table.clear();
            self.reachable.clear();
            self.rules = *game.rules();
        }
        // The move's time runs from here: building an endgame table is part of it.
        let started = Instant::now();
        let position = game.position();
        let covered = self.endgame.as_ref().is_some_and(|t| *t.rules() == self.rules && t.probe(&position).is_some());
        if !covered {
            self.endgame = None;
            // Solving takes up to about a second (10 seeds): only for a full-strength search,
            // and only as many seeds as its time allows.
            if self.tables && position.board_seeds() <= table_seeds(limits.movetime) {
                let stop = self.stop.clone();
                let stopped = || stop.as_ref().is_some_and(|flag| flag.load(std::sync::atomic::Ordering::Relaxed));
                self.endgame = endgame::Endgame::build_until(&position, &self.rules, stopped).map(Arc::new);
                // Scores stored before the table came are less exact than its own.
                self.table.clear();
            }
        }
        let wanted = self.tables && self.board_seeds > 0;
        let current = self.board.as_ref().is_some_and(|t| t.serves(&self.rules) && t.seeds() == self.board_seeds);
        if wanted && !current {
            self.board = tables::shared(&self.rules, self.board_seeds);
        } else if !wanted {
            self.board = None;
        }
        self.nodes = 0;
        self.started = started;
        self.deadline = limits.movetime.map(|t| self.started + t);
        self.stopped = false;
        // The game's positions since its last capture, before the root, for repetitions.
        let earlier = game.positions_since_capture();
        self.root_seeds = position.board_seeds();
        self.fresh = earlier.len() <= 1;
        self.us = position.turn();
        self.path.clear();
        self.path.extend_from_slice(&earlier[..earlier.len().saturating_sub(1)]);
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
