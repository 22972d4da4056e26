//! The textures and fonts of `assets/` (the sounds are [`audio`](super::audio)'s), built into the binary and loaded through Bevy's
//! `embedded://` asset source, so that a copied binary runs on its own from any folder.

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
    ("fonts/NotoSansArabic-Regular.ttf", include_bytes!("../../assets/fonts/NotoSansArabic-Regular.ttf")),
    ("fonts/NotoSansHebrew-Regular.ttf", include_bytes!("../../assets/fonts/NotoSansHebrew-Regular.ttf")),
    ("fonts/NotoEmoji-Regular.ttf", include_bytes!("../../assets/fonts/NotoEmoji-Regular.ttf")),
];

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
    /// The fonts of the scripts Andika lacks, drawn where a text needs them: Arabic, Hebrew,
    /// and emoji (see [`fonts`](super::theme::fonts)).
    pub scripts: Vec<Handle<Font>>,
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
            scripts: vec![
                server.load(load("fonts/NotoSansArabic-Regular.ttf")),
                server.load(load("fonts/NotoSansHebrew-Regular.ttf")),
                server.load(load("fonts/NotoEmoji-Regular.ttf")),
            ],
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
