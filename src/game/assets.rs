//! The textures, fonts and sounds of `assets/`, as handles every view file can use.

use bevy::prelude::*;

/// Handles to the textures, fonts and sounds of `assets/`. Present only with a window (the
/// headless tests draw nothing and run without it).
#[derive(Resource, Clone, Debug)]
pub struct GameAssets {
    /// The wooden board.
    pub board: Handle<Image>,
    /// A pit.
    pub pit: Handle<Image>,
    /// A store.
    pub store: Handle<Image>,
    /// A seed (pale; tinted per seed).
    pub seed: Handle<Image>,
    /// The glow of a pit the player may choose.
    pub glow: Handle<Image>,
    /// Andika Bold, for titles and turn bars (Andika Regular is the default font).
    pub bold: Handle<Font>,
    /// A seed landing.
    pub landing: Handle<AudioSource>,
    /// Seeds reaching a store.
    pub capture: Handle<AudioSource>,
    /// A refused move.
    pub refused: Handle<AudioSource>,
}

impl GameAssets {
    /// Starts loading every file with `server`.
    #[must_use]
    pub fn load(server: &AssetServer) -> GameAssets {
        GameAssets {
            board: server.load("textures/board.png"),
            pit: server.load("textures/pit.png"),
            store: server.load("textures/store.png"),
            seed: server.load("textures/seed.png"),
            glow: server.load("textures/glow.png"),
            bold: server.load("fonts/Andika-Bold.ttf"),
            landing: server.load("sounds/tock.wav"),
            capture: server.load("sounds/capture.wav"),
            refused: server.load("sounds/refuse.wav"),
        }
    }

    /// Whether every texture of the board has loaded (until then the board cannot be drawn).
    #[must_use]
    pub fn textures_loaded(&self, server: &AssetServer) -> bool {
        [&self.board, &self.pit, &self.store, &self.seed, &self.glow]
            .iter()
            .all(|handle| server.is_loaded_with_dependencies(*handle))
    }
}
