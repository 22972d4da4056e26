//! Awalé: Oware with the Abapa rules of Côte d'Ivoire.
//!
//! - [`engine`]: the pure rules engine (no Bevy), every option of the rule documents.
//! - [`ai`]: the computer opponent, levels 1–5 and hints, searching with the engine.
//! - [`protocol`]: the `awale-engine` text protocol over the engine.
//! - `game` (feature `game`): the Bevy game.

pub mod ai;
pub mod engine;
#[cfg(feature = "game")]
pub mod game;
pub mod i18n;
pub mod protocol;
pub mod storage;
