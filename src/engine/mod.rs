//! The Abapa rules of Oware, as played in Côte d'Ivoire, with every option of the rule
//! documents. Pure Rust: no Bevy, no I/O.
//!
//! Terms: the board has two rows of six pits (houses); South owns A–F, North a–f, named in
//! sowing (counter-clockwise) order, so sowing runs A → F → a → f → A. Each player has a store
//! for the seeds he captures.
//!
//! - [`Position`]: a `Copy` board value with move generation and `play_unchecked` for search.
//! - [`Match`]: a best-of-5 (or N) match; [`notation`]: records as text (`1. C d+3`).
//! - [`Game`]: a position under [`Rules`] with its history; [`Game::play`] returns a
//!   [`MoveReport`] or an [`IllegalMove`] that says why in words a child can read.

mod end;
mod game;
mod matches;
pub mod notation;
pub mod ogn;
mod pit;
mod position;
pub mod rules;
mod side;

pub use end::{EndReason, GameEnd, IllegalMove, Outcome, Sweep};
pub use game::{Capture, CaptureNote, Game, GameRecord, MoveReport, RecordError, sown_pits};
pub use matches::Match;
pub use pit::{Move, MoveList, PITS, ParsePitError, Pit};
pub use position::{CaptureSearch, MAX_SEEDS, Position, PositionError};
pub use rules::{Preset, Rules, RulesError};
pub use side::{BySide, Side};
