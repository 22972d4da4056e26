//! Awalé: Oware with the Abapa rules of Côte d'Ivoire.
//!
//! - [`engine`]: the pure rules engine (no Bevy), every option of the rule documents.
//! - [`ai`]: the computer opponent, levels 1–5 and hints, searching with the engine.
//! - [`protocol`]: the `awale-engine` text protocol over the engine.
//! - [`net`]: two devices, one game: the protocol, rooms and (feature `server`) the server.
//! - `game` (feature `game`): the Bevy game.

pub mod ai;
pub mod engine;
#[cfg(feature = "game")]
pub mod game;
pub mod i18n;
pub mod net;
pub mod protocol;
pub mod storage;

/// Whether this build runs in a web page (`wasm32-unknown-unknown`): one thread, the
/// browser's storage, no way to quit but closing the page.
pub const IN_A_WEB_PAGE: bool = cfg!(all(target_arch = "wasm32", target_os = "unknown"));
