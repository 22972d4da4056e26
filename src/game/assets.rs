//! The textures and fonts of `assets/` (the sounds are [`audio`](super::audio)'s), built into the binary and loaded through Bevy's
//! `embedded://` asset source, so that a copied binary runs on its own from any folder.
//!
//! A web page builds in only what its first board needs: the textures, Andika Regular and the
//! icons. The fonts of other scripts are fetched from the page's `assets/` folder when a text
//! first needs them ([`fonts`](super::theme::fonts)), and Andika Bold, the sounds and the board
//! table once the first board is drawn ([`BoardDrawn`]), so that the first load on mobile data
//! stays small.

use bevy::asset::io::embedded::EmbeddedAssetRegistry;
use bevy::prelude::*;
use std::path::{Path, PathBuf};

/// A file of `assets/`: its path there, written once, and its bytes where they are built into
/// the binary ([`built_in!`], [`fetched_on_web!`]). Every texture, font and sound the game loads
/// is one, loaded by [`AssetFile::load`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AssetFile {
    /// Its path under `assets/`.
    pub path: &'static str,
    /// Its bytes, built into the binary; `None` where a web page fetches it when needed.
    pub bytes: Option<&'static [u8]>,
}

/// The file at `$path` under `assets/`, built into the binary everywhere, a web page included
/// (what the first board needs).
macro_rules! built_in {
    ($path:literal) => {
        $crate::game::assets::AssetFile {
            path: $path,
            bytes: Some(include_bytes!(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/", $path)).as_slice()),
        }
    };
}
pub(crate) use built_in;

/// The file at `$path` under `assets/`: built into the binary on a computer; a web page fetches
/// it from its `assets/` folder when needed.
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
macro_rules! fetched_on_web {
    ($path:literal) => {
        $crate::game::assets::built_in!($path)
    };
}
#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
macro_rules! fetched_on_web {
    ($path:literal) => {
        $crate::game::assets::AssetFile { path: $path, bytes: None }
    };
}
pub(crate) use fetched_on_web;

impl AssetFile {
    /// Starts loading the file: from the binary if its bytes are built in (putting them in
    /// Bevy's embedded source first), else from the default source (a web page's `assets/`
    /// folder, over the network).
    pub fn load<A: Asset>(self, server: &AssetServer, registry: &EmbeddedAssetRegistry) -> Handle<A> {
        match self.bytes {
            Some(bytes) => {
                registry.insert_asset(PathBuf::from("assets").join(self.path), Path::new(self.path), bytes);
                server.load(format!("embedded://{}", self.path))
            }
            None => server.load(self.path),
        }
    }
}

/// Andika Bold: built in on a computer; a web page fetches it once its first board is drawn.
const ANDIKA_BOLD: AssetFile = fetched_on_web!("fonts/Andika-Bold.ttf");

/// The family of Andika Regular and Andika Bold, as their name tables give it: a bold text names
/// it with the bold weight, and is drawn in Andika Regular until Andika Bold is registered (a web
/// page's, fetched after the first board), then laid out again by Bevy in Andika Bold.
pub const ANDIKA: &str = "Andika";

/// Fetches Andika Bold where it is not built in (a web page), once the first board is drawn.
pub(super) fn fetch_bold(
    mut assets: ResMut<GameAssets>,
    server: Res<AssetServer>,
    registry: Res<EmbeddedAssetRegistry>,
) {
    if ANDIKA_BOLD.bytes.is_none() {
        assets.bold = ANDIKA_BOLD.load(&server, &registry);
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

/// Handles to the textures and fonts of `assets/`. Always present: with a window, loaded
/// ([`GameAssets::load`]); headless, the default handles (the blank image, the default font),
/// so that no system asks whether they exist.
#[derive(Resource, Clone, Debug, Default)]
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
    /// Andika Bold, for titles and turn bars (Andika Regular is the default font): kept so that
    /// it stays loaded. A web page's is the default font's handle until the first board is drawn
    /// ([`fetch_bold`]); texts name it by its family ([`widget::font`](super::theme::widget::font)).
    pub bold: Handle<Font>,
    /// The buttons' icons (see [`icon`](super::theme::icon)).
    pub icons: Handle<Font>,
}

impl GameAssets {
    /// Starts loading every texture and font, built into the binary (a web page's too), from
    /// Bevy's embedded source of `app` (which needs the asset plugin).
    #[must_use]
    pub fn load(app: &mut App) -> GameAssets {
        let (server, registry) =
            (app.world().resource::<AssetServer>(), app.world().resource::<EmbeddedAssetRegistry>());
        GameAssets {
            board: built_in!("textures/board.png").load(server, registry),
            pit: built_in!("textures/pit.png").load(server, registry),
            store: built_in!("textures/store.png").load(server, registry),
            store_long: built_in!("textures/store-long.png").load(server, registry),
            seed: built_in!("textures/seed.png").load(server, registry),
            glow: built_in!("textures/glow.png").load(server, registry),
            star: built_in!("textures/star.png").load(server, registry),
            speaker: built_in!("textures/speaker.png").load(server, registry),
            bold: if ANDIKA_BOLD.bytes.is_some() { ANDIKA_BOLD.load(server, registry) } else { Handle::default() },
            icons: built_in!("fonts/icons.ttf").load(server, registry),
        }
    }

    /// Whether every texture of the board has loaded (until then the board cannot be drawn).
    #[must_use]
    pub fn textures_loaded(&self, server: &AssetServer) -> bool {
        self.textures().iter().all(|handle| server.is_loaded_with_dependencies(*handle))
    }

    /// Whether every texture and font is loaded, the first screen's included (a web page's Andika
    /// Bold aside, fetched later).
    #[must_use]
    pub fn all_loaded(&self, server: &AssetServer) -> bool {
        self.textures_loaded(server)
            && [&self.star, &self.speaker].iter().all(|handle| server.is_loaded_with_dependencies(*handle))
            && server.is_loaded_with_dependencies(&self.icons)
            // A web page's comes after the first board: no screen waits for it.
            && (ANDIKA_BOLD.bytes.is_none() || server.is_loaded_with_dependencies(&self.bold))
    }

    /// The board's textures.
    fn textures(&self) -> [&Handle<Image>; 6] {
        [&self.board, &self.pit, &self.store, &self.store_long, &self.seed, &self.glow]
    }
}
