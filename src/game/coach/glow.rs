//! What the coach shows on the board it teaches on: whether the board is coached, and the pits
//! it wants to glow.

use crate::engine::Pit;
use crate::game::play::BoardUse;
use bevy::prelude::*;

/// A run condition: whether the board shown is coached ([`BoardUse::COACHED`]). A condition on
/// [`BoardUse`] rather than a state of its own: each state costs a few systems every frame.
#[must_use]
pub fn coached(board_use: Option<Res<State<BoardUse>>>) -> bool {
    board_use.is_some_and(|board_use| BoardUse::COACHED.contains(board_use.get()))
}

/// The pits the coach wants to glow, for the HUD, written by the coach after its panel each
/// frame: the better move in a review, the pit a lesson asks for. While `only`, no other pit
/// glows (a review shows only the better move; an answered step, nothing); these glow green.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct CoachGlow {
    /// The pits.
    pub pits: Vec<Pit>,
    /// Whether they alone may glow.
    pub only: bool,
}
