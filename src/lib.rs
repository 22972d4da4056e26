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

/// What each binary's `--version` prints: `awale 0.1.0 (commit 1a2b3c4d5e6f)`, the version of
/// `Cargo.toml` and the commit it was built from (`build.rs`; `unknown` outside a checkout).
pub const VERSION: &str = concat!("awale ", env!("CARGO_PKG_VERSION"), " (commit ", env!("AWALE_COMMIT"), ")");

/// Prints [`VERSION`] and answers `true` when the command line's first argument is `--version`
/// or `-V`: each binary then exits at once, successfully.
#[must_use]
pub fn version_asked() -> bool {
    // The arguments as the system gives them: one that is not UTF-8 is not `--version`.
    let asked = std::env::args_os().nth(1).is_some_and(|arg| arg == "--version" || arg == "-V");
    if asked {
        println!("{VERSION}");
    }
    asked
}
