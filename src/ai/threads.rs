//! Lazy SMP: the helper threads of a search ([`Searcher::set_threads`]).
//!
//! Helpers search the same position as the main thread, a ply or two deeper, sharing its
//! transposition table, which carries what each found to the others. [`Progress`] tells the
//! helpers the main thread's depth, and the main thread the deepest iteration a helper
//! finished.

use super::progress::Progress;
use super::{MAX_DEPTH, Searcher};
use crate::engine::Position;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

impl Searcher {
    /// Makes [`Searcher::search`] think on `threads` threads (at least 1, the default), at
    /// most as many as the machine runs at once ([`std::thread::available_parallelism`]): a
    /// full-strength search then finds more in the same time. More threads than cores would
    /// find nothing more, and the search's own thread would wait its turn among them, so that
    /// `stop` would be answered only after tens of milliseconds (64 threads on 2 cores: up to
    /// 160 ms). In a web page, where there are no threads, it stays 1.
    pub fn set_threads(&mut self, threads: usize) {
        static CORES: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
        let cores = *CORES.get_or_init(|| std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get));
        self.threads = if cfg!(target_arch = "wasm32") { 1 } else { threads.clamp(1, cores) };
    }

    /// The threads a search uses (see [`Searcher::set_threads`]).
    #[must_use]
    pub fn threads(&self) -> usize {
        self.threads
    }

    /// A searcher for a helper thread of this one's search: the same rules, weights, tables and
    /// game path, the same transposition table, stopped by `done` or by this search's deadline.
    pub(super) fn helper(&self, done: Arc<AtomicBool>) -> Searcher {
        Searcher {
            table: Arc::clone(&self.table),
            rules: self.rules,
            nodes: 0,
            started: self.started,
            deadline: self.deadline,
            stopped: false,
            path: self.path.clone(),
            history: [0; 12],
            killers: Vec::new(),
            weights: self.weights,
            endgame: self.endgame.clone(),
            tables: self.tables,
            // Stopped with the search (the protocol's `stop`, which frees the cores for the
            // main thread at once), or when its main thread ends.
            stop: self.stop.clone(),
            done: Some(done),
            reachable: Vec::new(),
            board_seeds: self.board_seeds,
            board: self.board.clone(),
            book: false,
            threads: 1,
            root_seeds: self.root_seeds,
            fresh: self.fresh,
            us: self.us,
        }
    }

    /// A helper thread's work: iterations `ahead` plies deeper than the one `progress` says
    /// the main thread is on, each one's answer told to `progress`, until stopped.
    pub(super) fn help(&mut self, position: &Position, progress: &Progress, ahead: u32) {
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
}
