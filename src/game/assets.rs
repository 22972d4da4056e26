//! The textures and fonts of `assets/` (the sounds are [`audio`](super::audio)'s), built into the binary and loaded through Bevy's
//! `embedded://` asset source, so that a copied binary runs on its own from any folder.
//!
//! A web page builds in only what its first board needs: the textures, Andika and the icons.
//! The fonts of other scripts are fetched from the page's `assets/` folder when a text first
//! needs them ([`fonts`](super::theme::fonts)), and the sounds and the board table once the
//! first board is drawn ([`BoardDrawn`]), so that the first load on mobile data stays small.

use bevy::asset::io::embedded::EmbeddedAssetRegistry;
use bevy::prelude::*;
use std::path::{Path, PathBuf};

/// Every texture and font the game loads, by its path under `assets/`, with its bytes (the
/// sounds are [`audio`](super::audio)'s).
const FILES: &[(&str, &[u8])] = &[
    ("textures/board.png", include_bytes!("../../assets/textures/board.png")),
    ("textures/pit.png", include_bytes!("../../assets/textures/pit.png")),
    ("textures/store.png", include_bytes!("../../assets/textures/store.png")),
    ("textures/store-long.png", include_bytes!("../../assets/textures/store-long.png")),
    ("textures/seed.png", include_bytes!("../../assets/textures/seed.png")),
    ("textures/glow.png", include_bytes!("../../assets/textures/glow.png")),
    ("textures/star.png", include_bytes!("../../assets/textures/star.png")),
    ("textures/speaker.png", include_bytes!("../../assets/textures/speaker.png")),
    ("fonts/Andika-Bold.ttf", include_bytes!("../../assets/fonts/Andika-Bold.ttf")),
    ("fonts/icons.ttf", include_bytes!("../../assets/fonts/icons.ttf")),
];

/// The file at `$path` under `assets/`: its bytes built into the binary (`Some`) on a computer,
/// `None` in a web page, which fetches it from its `assets/` folder when needed.
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
macro_rules! built_in {
    ($path:literal) => {
        Some(include_bytes!(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/", $path)).as_slice())
    };
}
#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
macro_rules! built_in {
    ($path:literal) => {
        None
    };
}
pub(super) use built_in;

/// Loads the file at `path` under `assets/`: from the binary if `bytes` are built in (putting
/// them in Bevy's embedded source first), else from the default source (a web page's
/// `assets/` folder, over the network).
pub(super) fn load_file<A: Asset>(
    server: &AssetServer,
    registry: &EmbeddedAssetRegistry,
    path: &'static str,
    bytes: Option<&'static [u8]>,
) -> Handle<A> {
    match bytes {
        Some(bytes) => {
            registry.insert_asset(PathBuf::from("assets").join(path), Path::new(path), bytes);
            server.load(format!("embedded://{path}"))
        }
        None => server.load(path),
    }
}

/// Present once the first board is drawn: from the frame whose render first draws its textures,
/// the frame they are loaded in (its render extracts the images loaded in its update). What a
/// web page fetches only later (the sounds, the board table) is fetched from then on, and the
/// page is told (`data-drawn` on its live region).
#[derive(Resource, Clone, Copy, Debug)]
pub struct BoardDrawn;

/// Inserts [`BoardDrawn`] once the board's textures are loaded; runs until then.
pub(super) fn note_board_drawn(mut commands: Commands, assets: Res<GameAssets>, server: Res<AssetServer>) {
    if assets.textures_loaded(&server) {
        commands.insert_resource(BoardDrawn);
    }
}

/// Handles to the textures and fonts of `assets/`. Present only with a window (the
/// headless tests draw nothing and run without it).
#[derive(Resource, Clone, Debug)]
pub struct GameAssets {
    /// The wooden board.
    pub board: Handle<Image>,
    /// A pit.
    pub pit: Handle<Image>,
    /// A store, upright (at the ends of the rows of a wide board).
    pub store: Handle<Image>,
    /// A store lying along a row (a tall board).
    pub store_long: Handle<Image>,
    /// A seed (pale; tinted per seed).
    pub seed: Handle<Image>,
    /// The glow of a pit the player may choose.
    pub glow: Handle<Image>,
    /// The star of praise.
    pub star: Handle<Image>,
    /// The speaker of the read-aloud button.
    pub speaker: Handle<Image>,
    /// Andika Bold, for titles and turn bars (Andika Regular is the default font).
    pub bold: Handle<Font>,
    /// The buttons' icons (see [`icon`](super::theme::icon)).
    pub icons: Handle<Font>,
}

impl GameAssets {
    /// Puts every file of [`FILES`] in Bevy's embedded source of `app` (which needs the asset
    /// plugin) and starts loading each from there.
    #[must_use]
    pub fn load(app: &mut App) -> GameAssets {
        let registry = app.world().resource::<EmbeddedAssetRegistry>();
        for &(path, bytes) in FILES {
            registry.insert_asset(PathBuf::from("assets").join(path), Path::new(path), bytes);
        }
        let server = app.world().resource::<AssetServer>();
        let load = |path: &str| format!("embedded://{path}");
        GameAssets {
            board: server.load(load("textures/board.png")),
            pit: server.load(load("textures/pit.png")),
            store: server.load(load("textures/store.png")),
            store_long: server.load(load("textures/store-long.png")),
            seed: server.load(load("textures/seed.png")),
            glow: server.load(load("textures/glow.png")),
            star: server.load(load("textures/star.png")),
            speaker: server.load(load("textures/speaker.png")),
            bold: server.load(load("fonts/Andika-Bold.ttf")),
            icons: server.load(load("fonts/icons.ttf")),
        }
    }

    /// Whether every texture of the board has loaded (until then the board cannot be drawn).
    #[must_use]
    pub fn textures_loaded(&self, server: &AssetServer) -> bool {
        [&self.board, &self.pit, &self.store, &self.store_long, &self.seed, &self.glow]
            .iter()
            .all(|handle| server.is_loaded_with_dependencies(*handle))
    }
}
