//! The game on the board as one system parameter: the engine's game, who plays it, their names
//! and its match, read together wherever a system speaks of the game (saving it, its end, the
//! turn bars, the coach laying out a board).

use super::{Engine, MatchState, Players};
use crate::engine::{Game, Match};
use crate::game::names::Faces;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

/// The game on the board, read only: [`Engine`], [`Players`], their [`Faces`] and the
/// [`MatchState`]. Only the rules write them ([`rules`](super::rules)); a system that needs to
/// write one asks for it by itself.
#[derive(SystemParam)]
pub struct Board<'w> {
    /// The engine's game.
    pub engine: Res<'w, Engine>,
    /// Who plays it.
    pub players: Res<'w, Players>,
    /// Their names and pictures, as the board shows them.
    pub faces: Res<'w, Faces>,
    /// The match it belongs to.
    pub series: Res<'w, MatchState>,
}

impl Board<'_> {
    /// The game on the board.
    #[must_use]
    pub fn game(&self) -> &Game {
        &self.engine.0
    }

    /// The match the game belongs to, if any.
    #[must_use]
    pub fn series(&self) -> Option<&Match> {
        self.series.0.as_ref()
    }
}
