//! Awalé: Oware with the Abapa rules of Côte d'Ivoire.
//!
//! - [`engine`]: the pure rules engine (no Bevy), every option of the rule documents.
//! - [`protocol`]: the `awale-engine` text protocol over the engine.
//! - `game` (feature `game`): the Bevy game.

pub mod engine;
#[cfg(feature = "game")]
pub mod game;
pub mod protocol;
