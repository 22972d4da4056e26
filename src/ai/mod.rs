//! The computer opponent: negamax alpha-beta search with iterative deepening, a transposition
//! table, move ordering, a capture quiescence search and a time limit, over the engine's own
//! rules (it never copies a rule: every move is played by [`Position::play_unchecked`] and
//! every end is judged by [`Position::end_reason`] and [`Position::final_end`]).
//!
//! Scores are in hundredths of a seed from the point of view of the side to move; a won game
//! scores [`WIN`] less the number of moves to reach it, plus the final margin.

pub mod book;
pub mod endgame;
mod eval;
pub mod judge;
mod retrograde;
pub mod tables;
mod transposition;

use crate::engine::{EndReason, Game, Move, Position, Rules};
use rand::{Rng, RngExt};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};
use std::time::Duration;
use transposition::{Bound, Entry, Transpositions};
use web_time::Instant;

pub use eval::{FEATURE_NAMES, FEATURES, Weights, best_capture, evaluate, evaluate_weighted, features};

/// The score of a won game, before the distance to it and the margin are counted.
pub const WIN: i32 = 100_000;
const INFINITY: i32 = 1_000_000;
/// Deepest iteration the search starts.
pub const MAX_DEPTH: u32 = 64;
/// A search given less time than this does not build an endgame table (it uses one it has).
const TABLE_BUDGET: Duration = Duration::from_millis(900);
/// What a board table's win adds to its margin (see [`Searcher::board_value`]).
const BOARD_WIN: i32 = 20_000;
/// Plies from the root within which a board table is read only at the horizon.
const EXACT_PLIES: u32 = 4;
/// Plies of captures the quiescence search follows past the horizon.
const QUIESCENCE_PLIES: u32 = 8;
/// From this move on (in search order), quiet moves are first searched a ply shallower; from the
/// next one on, at depth 5 or more, two plies shallower.
const LATE_MOVE: usize = 2;

/// How long or how deep to search. With neither, the search stops at [`MAX_DEPTH`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Deepest iteration, in plies.
    pub depth: Option<u32>,
    /// Time for the whole search.
    pub movetime: Option<Duration>,
}

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
    fn plan(self) -> (Limits, i32) {
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

/// A searcher: its transposition table and counters. Keep one for a whole game so the table
/// carries over from move to move.
pub struct Searcher {
    /// Shared with the helper threads of a search.
    table: Arc<Transpositions>,
    rules: Rules,
    nodes: u64,
    started: Instant,
    deadline: Option<Instant>,
    stopped: bool,
    /// Positions from the game's last capture to the current search node, for repetitions.
    path: Vec<Position>,
    /// History heuristic: how often each pit's move caused a cut-off.
    history: [u32; 12],
    weights: Weights,
    /// The endgame table of this game, once few seeds are left (built on demand).
    endgame: Option<Arc<endgame::Endgame>>,
    /// Whether this search builds and reads endgame tables (full strength only).
    tables: bool,
    /// Set from another thread to end the search soon (the protocol's `stop`).
    stop: Option<Arc<AtomicBool>>,
    /// Answers of [`Position::capture_reachable`] for the no-capture end, by board (see
    /// [`Searcher::end_reason`]).
    reachable: Vec<u128>,
    /// The seeds of the board tables a full-strength search reads (0: none).
    board_seeds: u8,
    /// The board table of the rules searched, once it is ready.
    board: Option<Arc<tables::BoardTable>>,
    /// Whether a full-strength search plays the shipped opening book's move where it has one.
    book: bool,
    /// Threads of a search made by [`Searcher::search`], this one included.
    threads: usize,
}

/// Slots of the no-capture cache: 16 bytes each.
const REACHABLE_SLOTS: usize = 1 << 16;

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
            weights: Weights::default(),
            endgame: None,
            tables: true,
            stop: None,
            reachable: Vec::new(),
            board_seeds: 0,
            board: None,
            book: true,
            threads: 1,
        }
    }

    /// Makes full-strength searches read the board tables of up to `seeds` seeds
    /// ([`tables::shared`]: read from disk, or solved on a thread of their own the first time,
    /// and used once ready); 0 turns them off (the default).
    pub fn set_board_tables(&mut self, seeds: u8) {
        self.board_seeds = seeds;
        if seeds == 0 {
            self.board = None;
        }
    }

    /// Whether full-strength searches (bounded by time alone, as level 5's) play the move of
    /// the shipped opening book ([`book::builtin`]) where it holds the position under the game's
    /// rules, at once and without searching. On by default.
    pub fn set_book(&mut self, on: bool) {
        self.book = on;
    }

    /// The shipped book's entry for the game's position, if a search within `limits` reads it.
    fn book_move(&self, game: &Game, limits: Limits) -> Option<book::BookMove> {
        if !self.book || !self.tables || limits.depth.is_some() {
            return None;
        }
        book::builtin().probe(&game.position(), game.rules()).filter(|entry| game.legal_moves().contains(&entry.best))
    }

    /// Makes every later search end soon after `flag` is set (within about 2,000 nodes, well
    /// under a millisecond), answering the best move of the last finished iteration (the first
    /// legal move if none finished). `None` removes the flag.
    pub fn set_stop_flag(&mut self, flag: Option<Arc<AtomicBool>>) {
        self.stop = flag;
    }

    fn stop_requested(&self) -> bool {
        self.stop.as_ref().is_some_and(|flag| flag.load(Ordering::Relaxed))
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

    /// Searches the game's current position within `limits`, calling `on_info` after each
    /// finished iteration.
    pub fn search(&mut self, game: &Game, limits: Limits, mut on_info: impl FnMut(&Info)) -> SearchResult {
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
        let done = Arc::new(AtomicBool::new(false));
        let progress = Progress::default();
        std::thread::scope(|scope| {
            for helper in 0..helpers {
                let mut searcher = self.helper(Arc::clone(&done));
                let progress = &progress;
                scope.spawn(move || searcher.help(&position, progress, 1 + helper as u32 % 2));
            }
            let found = self.deepen(&position, limits, best, Some(&progress), on_info);
            done.store(true, Ordering::Relaxed);
            found
        })
    }

    /// Makes [`Searcher::search`] think on `threads` threads (at least 1, the default): a
    /// full-strength search then finds more in the same time. In a web page, where there are no
    /// threads, it stays 1.
    pub fn set_threads(&mut self, threads: usize) {
        self.threads = if cfg!(target_arch = "wasm32") { 1 } else { threads.max(1) };
    }

    /// A searcher for a helper thread of this one's search: the same rules, weights, tables and
    /// game path, the same transposition table, stopped by `done` or by this search's deadline.
    fn helper(&self, done: Arc<AtomicBool>) -> Searcher {
        Searcher {
            table: Arc::clone(&self.table),
            rules: self.rules,
            nodes: 0,
            started: self.started,
            deadline: self.deadline,
            stopped: false,
            path: self.path.clone(),
            history: [0; 12],
            weights: self.weights,
            endgame: self.endgame.clone(),
            tables: self.tables,
            stop: Some(done),
            reachable: Vec::new(),
            board_seeds: self.board_seeds,
            board: self.board.clone(),
            book: false,
            threads: 1,
        }
    }

    /// A helper thread's work: iterations `ahead` plies deeper than the one `progress` says
    /// the main thread is on, each one's answer told to `progress`, until stopped.
    fn help(&mut self, position: &Position, progress: &Progress, ahead: u32) {
        let mut depth = 1;
        while depth <= MAX_DEPTH {
            depth = depth.max(progress.depth.load(Ordering::Relaxed) + ahead).min(MAX_DEPTH);
            let (score, mv, _) = self.root(position, depth, &[], &mut rand::rng(), 0);
            if self.stopped || self.stop_requested() {
                break;
            }
            if let Some(mv) = mv {
                progress.finished(depth, mv, score);
            }
            depth += 1;
        }
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

    /// The best move at a modest depth, and why, in a form a line of text can say.
    pub fn hint(&mut self, game: &Game) -> Option<Hint> {
        let mv = self.search(game, HINT_LIMITS, |_| {}).best?;
        Some(explain(game, mv))
    }

    /// Works on `slices` for about `slice` at most (a few milliseconds more: the clock is read
    /// every 2,048 nodes). Returns `Some(move)` once the search's limits are reached — its time
    /// spent over all the calls, its depth, or a won or lost game found — and `None` while it
    /// needs another call. The table keeps what each slice found, so the next one quickly
    /// replays the iterations before and goes on deeper. Endgame tables are not built (that
    /// takes up to a second at once).
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
        let tables = std::mem::replace(&mut self.tables, false);
        self.prepare(&game, Limits { depth: slices.limits.depth, movetime: Some(budget) });
        let position = game.position();
        let max_depth = slices.limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH);
        let mut finished = false;
        for depth in 1..=max_depth {
            let (score, mv, _) = self.root(&position, depth, &[], &mut rand::rng(), 0);
            if self.stopped {
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

    fn prepare(&mut self, game: &Game, limits: Limits) {
        if self.rules != *game.rules() {
            self.table.clear();
            self.reachable.clear();
            self.rules = *game.rules();
        }
        let position = game.position();
        let covered = self.endgame.as_ref().is_some_and(|t| *t.rules() == self.rules && t.probe(&position).is_some());
        if !covered {
            self.endgame = None;
            // Solving takes up to about a second (10 seeds): only for a full-strength search.
            let patient = self.tables && limits.movetime.is_none_or(|time| time >= TABLE_BUDGET);
            if patient && position.board_seeds() <= endgame::TABLE_SEEDS {
                self.endgame = endgame::Endgame::build(&position, &self.rules).map(Arc::new);
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
        self.started = Instant::now();
        self.deadline = limits.movetime.map(|t| self.started + t);
        self.stopped = false;
        self.history = [0; 12];
        // The game's positions since its last capture, before the root, for repetitions.
        let earlier = game.positions_since_capture();
        self.path.clear();
        self.path.extend_from_slice(&earlier[..earlier.len().saturating_sub(1)]);
    }

    fn nps(&self) -> u64 {
        let micros = self.started.elapsed().as_micros().max(1);
        (u128::from(self.nodes) * 1_000_000 / micros) as u64
    }

    /// Searches every root move (only `only` if not empty), the last iteration's best first,
    /// adding up to ±`spread` of noise to each score; returns the best score and move, and how
    /// many moves were searched to the end (all of them unless the search was stopped).
    fn root(
        &mut self,
        position: &Position,
        depth: u32,
        only: &[Move],
        rng: &mut impl Rng,
        spread: i32,
    ) -> (i32, Option<Move>, usize) {
        let rules = self.rules;
        let moves = if only.is_empty() { position.legal_moves(&rules) } else { only.iter().copied().collect() };
        let mut children = self.children(position, &moves);
        let last_best = self.table.probe(position).and_then(|e| e.best);
        if let Some(first) = last_best.and_then(|m| children.iter().position(|c| c.mv == m)) {
            children[..=first].rotate_right(1);
        }
        let mut searched = 0;
        let (mut alpha, beta) = (-INFINITY, INFINITY);
        let mut best = (-INFINITY, children.first().map(|c| c.mv));
        self.path.push(*position);
        for (index, &Child { mv, position: child, .. }) in children.iter().enumerate() {
            let mut score = if index == 0 || spread > 0 {
                -self.negamax(&child, depth - 1, -beta, -alpha, 1)
            } else {
                let probe = -self.negamax(&child, depth - 1, -alpha - 1, -alpha, 1);
                if probe > alpha { -self.negamax(&child, depth - 1, -beta, -alpha, 1) } else { probe }
            };
            if self.stopped {
                break;
            }
            searched += 1;
            if spread > 0 {
                score += rng.random_range(-spread..=spread);
            }
            if score > best.0 {
                best = (score, Some(mv));
            }
            if spread == 0 {
                alpha = alpha.max(score);
            }
        }
        self.path.pop();
        if let Some(mv) = best.1.filter(|_| !self.stopped) {
            self.store(position, depth, best.0, Bound::Exact, Some(mv));
        }
        (best.0, best.1, searched)
    }

    fn negamax(&mut self, position: &Position, depth: u32, mut alpha: i32, beta: i32, ply: u32) -> i32 {
        self.nodes += 1;
        if self.nodes & 2047 == 0 && (self.deadline.is_some_and(|d| Instant::now() >= d) || self.stop_requested()) {
            self.stopped = true;
        }
        if self.stopped {
            return 0;
        }
        let rules = self.rules;
        if let Some(reason) = self.end_reason(position) {
            return terminal(position, &rules, reason, ply);
        }
        if self.repeats(position) {
            let reason = if rules.end_on_repetition { EndReason::Repetition } else { EndReason::Agreement };
            return terminal(position, &rules, reason, ply);
        }
        if let Some(solved) = self.endgame.as_ref().filter(|_| self.tables).and_then(|t| t.probe(position)) {
            return solved_score(solved, ply);
        }
        // Near the root, repetitions are judged along the game's own path (the table cannot
        // know which position of a cycle came first): the table is read past that, or at the
        // horizon.
        if (depth == 0 || ply > EXACT_PLIES)
            && let Some(score) = self.board_value(position, ply)
        {
            return score;
        }
        if depth == 0 {
            return self.quiescence(position, alpha, beta, ply, QUIESCENCE_PLIES);
        }

        let mut table_move = None;
        if let Some(entry) = self.table.probe(position) {
            table_move = entry.best;
            if u32::from(entry.depth) >= depth {
                let score = from_table(entry.score, ply);
                match entry.bound {
                    Bound::Exact => return score,
                    Bound::Lower if score >= beta => return score,
                    Bound::Upper if score <= alpha => return score,
                    _ => {}
                }
            }
        }

        let mut children = self.children(position, &position.legal_moves(&rules));
        if let Some(first) = table_move.and_then(|m| children.iter().position(|c| c.mv == m)) {
            children[..=first].rotate_right(1);
        }
        let original_alpha = alpha;
        let mut best = (-INFINITY, None);
        self.path.push(*position);
        for (index, &Child { mv, position: child, captured }) in children.iter().enumerate() {
            let score = if index == 0 {
                -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1)
            } else {
                // Late quiet moves are first searched a ply shallower, with a null window.
                let reduced = index >= LATE_MOVE && depth >= 3 && captured == 0;
                // The later the move and the deeper the search, the more it is first reduced.
                let reduction = if !reduced {
                    0
                } else if index > LATE_MOVE && depth >= 5 {
                    2
                } else {
                    1
                };
                let probe_depth = depth - 1 - reduction;
                let mut probe = -self.negamax(&child, probe_depth, -alpha - 1, -alpha, ply + 1);
                if reduced && probe > alpha {
                    probe = -self.negamax(&child, depth - 1, -alpha - 1, -alpha, ply + 1);
                }
                if probe > alpha && probe < beta {
                    -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1)
                } else {
                    probe
                }
            };
            if score > best.0 {
                best = (score, Some(mv));
            }
            alpha = alpha.max(score);
            if alpha >= beta {
                self.history[mv.index()] += depth * depth;
                break;
            }
        }
        self.path.pop();
        if self.stopped {
            return 0;
        }
        let bound = if best.0 <= original_alpha {
            Bound::Upper
        } else if best.0 >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.store(position, depth, to_table(best.0, ply), bound, best.1);
        best.0
    }

    /// Follows captures past the horizon so that a leaf is never judged in the middle of an
    /// exchange; the side to move may also stop capturing (stand pat).
    fn quiescence(&mut self, position: &Position, mut alpha: i32, beta: i32, ply: u32, plies: u32) -> i32 {
        if let Some(score) = self.board_value(position, ply) {
            return score;
        }
        let rules = self.rules;
        // The captures, played once: they give both the threat term and the moves to follow.
        let mut captures: arrayvec::ArrayVec<(u8, Position), 6> = arrayvec::ArrayVec::new();
        for mv in position.legal_moves(&rules) {
            let mut child = *position;
            let captured = child.play_unchecked(&rules, mv);
            if captured > 0 {
                captures.push((captured, child));
            }
        }
        let threat = captures.iter().map(|&(captured, _)| captured).max().unwrap_or(0);
        let stand = eval::evaluate_with(position, threat, &self.weights);
        if stand >= beta || plies == 0 {
            return stand;
        }
        alpha = alpha.max(stand);
        let mut best = stand;
        captures.sort_unstable_by_key(|&(captured, _)| std::cmp::Reverse(captured));
        for (_, child) in captures {
            self.nodes += 1;
            let score = match self.end_reason(&child) {
                Some(reason) => terminal(&child, &rules, reason, ply + 1),
                None => -self.quiescence(&child, -beta, -alpha, ply + 1, plies - 1),
            };
            best = best.max(score);
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
        best
    }

    /// Each move played once, in search order: captures first, largest first; then by the
    /// history heuristic.
    fn children(&self, position: &Position, moves: &[Move]) -> arrayvec::ArrayVec<Child, 6> {
        let rules = self.rules;
        let mut children: arrayvec::ArrayVec<Child, 6> = moves
            .iter()
            .map(|&mv| {
                let mut child = *position;
                let captured = child.play_unchecked(&rules, mv);
                Child { mv, position: child, captured }
            })
            .collect();
        children
            .sort_unstable_by_key(|c| (std::cmp::Reverse(c.captured), std::cmp::Reverse(self.history[c.mv.index()])));
        children
    }

    /// [`Position::end_reason`], with the no-capture end's answer kept by board: the search
    /// meets the same boards again and again, and each answer may have explored many positions.
    /// Like the table, it ignores the game's history (a capture reachable only through a
    /// repetition still counts; the game itself then ends by repetition when it gets there).
    fn end_reason(&mut self, position: &Position) -> Option<EndReason> {
        let rules = self.rules;
        if let Some(reason) = position.end_by_counts(&rules) {
            return Some(reason);
        }
        if !rules.end_no_capture {
            return None;
        }
        if self.reachable.is_empty() {
            self.reachable = vec![0; REACHABLE_SLOTS];
        }
        // The pits in bytes 0–11, the side to move in byte 15, the answer in byte 14 (set so
        // that no slot in use is 0). Stores cannot matter: nothing is captured on the way.
        let pits = position.board_key();
        let slot = (position.key() as usize) & (REACHABLE_SLOTS - 1);
        let entry = self.reachable[slot];
        let reachable = if entry & !(0xFF << 112) == pits {
            (entry >> 112) & 0xFF == 2
        } else {
            let reachable = position.capture_reachable(&rules, &[]);
            self.reachable[slot] = pits | (1 + u128::from(reachable)) << 112;
            reachable
        };
        (!reachable).then_some(EndReason::NoCapture)
    }

    /// The board table's value of `position`, `ply` moves from the root: the stores' difference
    /// plus the margin on the board, in hundredths of a seed, and [`BOARD_WIN`] more for a win
    /// (less for a loss). Below [`WIN`]: a table's win is not a win found on the path, so the
    /// search goes on deepening to meet the repetitions near the root. Not the root's own value:
    /// the caller has judged its end.
    fn board_value(&self, position: &Position, ply: u32) -> Option<i32> {
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

    /// Whether `position` stands earlier on the path. Stores only grow and grow at every
    /// capture, so only positions back to the last capture need comparing.
    fn repeats(&self, position: &Position) -> bool {
        self.path.iter().rev().take_while(|p| p.stores() == position.stores()).any(|p| p == position)
    }

    fn store(&self, position: &Position, depth: u32, score: i32, bound: Bound, best: Option<Move>) {
        let depth = depth.min(u32::from(u8::MAX)) as u8;
        self.table.store(position, Entry { score, depth, bound, best });
    }

    /// The expected line from the table, at most `depth` moves.
    fn principal_variation(&self, position: &Position, depth: u32) -> Vec<Move> {
        let mut line = Vec::new();
        let mut at = *position;
        let mut seen = Vec::new();
        while line.len() < depth as usize {
            let Some(mv) = self.table.probe(&at).and_then(|e| e.best) else {
                break;
            };
            if !at.legal_moves(&self.rules).contains(&mv) || seen.contains(&at) {
                break;
            }
            seen.push(at);
            line.push(mv);
            at.play_unchecked(&self.rules, mv);
        }
        line
    }
}

/// What the threads of one search tell each other: the main thread's iteration, and the
/// deepest iteration a helper finished.
#[derive(Default)]
struct Progress {
    /// The depth of the main thread's iteration under way.
    depth: AtomicU32,
    /// The deepest finished helper iteration: its depth (bits 40 on), its move's index (bits
    /// 32–39) and its score (bits 0–31); 0 before one.
    deepest: AtomicU64,
}

impl Progress {
    /// A helper finished its iteration of `depth` plies.
    fn finished(&self, depth: u32, mv: Move, score: i32) {
        let packed = u64::from(depth) << 40 | (mv.index() as u64) << 32 | u64::from(score as u32);
        self.deepest.fetch_max(packed, Ordering::Relaxed);
    }

    /// The deepest finished helper iteration: its depth, move and score.
    fn deepest(&self) -> Option<(u32, Move, i32)> {
        let packed = self.deepest.load(Ordering::Relaxed);
        let mv = crate::engine::Pit::new((packed >> 32) as u8 as usize)?;
        (packed != 0).then_some(((packed >> 40) as u32, mv, packed as u32 as i32))
    }
}

/// The limits of a hint's search: depth 12 or 200 ms.
pub const HINT_LIMITS: Limits = Limits { depth: Some(12), movetime: Some(Duration::from_millis(200)) };

/// A search done a slice at a time, for a host with a single thread (a web page), where one long
/// search would freeze the screen: see [`Searcher::search_slice`].
#[derive(Clone, Debug)]
pub struct Slices {
    game: Game,
    limits: Limits,
    spent: Duration,
    /// The deepest finished iteration's move, and its depth.
    best: Option<(u32, Move)>,
    slices: u32,
    longest: Duration,
}

impl Slices {
    /// A search of `game`'s position within `limits`, as [`Searcher::search`] takes them.
    #[must_use]
    pub fn new(game: Game, limits: Limits) -> Slices {
        Slices { game, limits, spent: Duration::ZERO, best: None, slices: 0, longest: Duration::ZERO }
    }

    /// The search `level` makes ([`Searcher::choose`]), sliced; `None` for the levels whose
    /// search is short and random anyway (1 to 3): they answer at once with `choose`.
    #[must_use]
    pub fn for_level(game: Game, level: Level) -> Option<Slices> {
        let (limits, spread) = level.plan();
        (spread == 0 && limits.depth.is_none_or(|depth| depth > 5)).then(|| Slices::new(game, limits))
    }

    /// The game searched.
    #[must_use]
    pub fn game(&self) -> &Game {
        &self.game
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

/// A move, the position it leads to and the seeds it captures.
#[derive(Clone, Copy, Debug)]
struct Child {
    mv: Move,
    position: Position,
    captured: u8,
}

/// The score of a finished game for the side to move, `ply` moves from the root.
fn terminal(position: &Position, rules: &Rules, reason: EndReason, ply: u32) -> i32 {
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
fn solved_score(solved: endgame::Solved, ply: u32) -> i32 {
    let margin = 100 * i32::from(solved.margin);
    let distance = (ply + u32::from(solved.plies)) as i32;
    match margin.signum() {
        1 => WIN - distance + margin,
        -1 => -WIN + distance + margin,
        _ => 0,
    }
}

/// Won and lost scores are kept in the table relative to the node, not the root.
fn to_table(score: i32, ply: u32) -> i32 {
    if score > WIN / 2 {
        score + ply as i32
    } else if score < -WIN / 2 {
        score - ply as i32
    } else {
        score
    }
}

fn from_table(score: i32, ply: u32) -> i32 {
    if score > WIN / 2 {
        score - ply as i32
    } else if score < -WIN / 2 {
        score + ply as i32
    } else {
        score
    }
}
