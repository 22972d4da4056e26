//! Endgame tables: every value obeys the rules' own recurrence, is exact wherever no position
//! can repeat, and the search plays the table's best move.

#[path = "../common/mod.rs"]
mod common;

use awale::ai::endgame::Endgame;
use awale::ai::{Limits, Searcher};
use awale::engine::{BySide, Game, Position, Rules, Side};
use common::any_rules;
use proptest::prelude::*;

mod board_tables;
mod game_tables;
