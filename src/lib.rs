//! Awalé: Oware with the Abapa rules of Côte d'Ivoire.
//!
//! - [`engine`]: the pure rules engine (no Bevy), every option of the rule documents.
//! - [`protocol`]: the `awale-engine` text protocol over the engine.

pub mod engine;
pub mod protocol;
