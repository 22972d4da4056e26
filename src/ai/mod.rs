//! The computer opponent: negamax alpha-beta search with iterative deepening, a transposition
//! table, move ordering, a capture quiescence search and a time limit, over the engine's own
//! rules (it never copies a rule: every move is played by
//! [`Position::play_unchecked`](crate::engine::Position::play_unchecked) and every end is judged
//! by [`Position::end_reason`](crate::engine::Position::end_reason) and
//! [`Position::final_end`](crate::engine::Position::final_end)).
//!
//! Scores are in hundredths of a seed from the point of view of the side to move; a won game
//! scores [`WIN`] less the number of moves to reach it, plus the final margin.
//!
//! Where things are:
//!
//! - `searcher`: the [`Searcher`] and what it keeps, iterative deepening, the levels' moves;
//! - `search`: the tree search: negamax, move ordering, quiescence;
//! - `score`: what a score says (finished games, solved positions, table entries);
//! - `settings`: a search's [`Level`] and [`Limits`], and the searcher's switches;
//! - `time`: the deadline, the stop flag, and a search done in [`Slices`];
//! - `threads`: the helper threads of a search (lazy SMP);
//! - `hint`: a [`Hint`] and why it is given ([`explain`]);
//! - `eval`: the evaluation and its [`Weights`]; `transposition`: the transposition table;
//! - [`book`]: the opening book; [`endgame`] and [`tables`]: the endgame and board tables,
//!   both solved by `retrograde`; [`judge`]: how good each move of a game was;
//! - `friend`: the [`Friend`], an opponent whose strength follows a child's rating.

pub mod book;
pub mod endgame;
mod eval;
mod friend;
mod hint;
pub mod judge;
pub mod openings;
mod progress;
mod retrograde;
mod score;
mod search;
mod searcher;
mod settings;
pub mod tables;
mod threads;
mod time;
mod transposition;

pub use eval::{FEATURE_NAMES, FEATURES, Weights, best_capture, evaluate, evaluate_weighted, features};
pub use friend::{Friend, FriendPlan, FriendResult};
pub use hint::{HINT_LIMITS, Hint, HintReason, explain};
pub use searcher::{Info, SearchResult, Searcher};
pub use settings::{Level, Limits, MAX_DEPTH, WIN};
pub use time::Slices;
