//! What only a window has: the assets loaded, the default font, the page's and fonts' plugins,
//! sound; then, one file each, the camera and the window's size ([`camera`]), the mouse,
//! fingers and keys on the board ([`input`]), the update mode that keeps an idle game idle
//! ([`idle`]), and the `--screenshot` smoke run ([`smoke`]).

mod camera;
mod idle;
mod input;
mod smoke;

pub use camera::BIGGER;
pub use smoke::{Smoke, smoke_plugin};

use crate::game::assets::{BoardDrawn, GameAssets, note_board_drawn};
use crate::game::theme::palette;
use bevy::asset::AssetId;
use bevy::prelude::*;

/// The default font, so that every text has French accents without naming a font.
const ANDIKA_REGULAR: &[u8] = include_bytes!("../../../assets/fonts/Andika-Regular.ttf");

/// The window's plugin; add it after `DefaultPlugins` (it needs the asset server).
pub fn plugin(app: &mut App) {
    app.insert_resource(crate::game::coach::show::TitleShow(true));
    if crate::IN_A_WEB_PAGE {
        app.add_plugins(crate::game::tables::plugin);
    } else {
        app.insert_resource(crate::game::computer::BoardTables(crate::game::computer::GAME_TABLE_SEEDS));
    }
    app.add_plugins((crate::game::interrupt::plugin, crate::game::audio::plugin));
    let assets = GameAssets::load(app);
    app.insert_resource(assets);
    app.world_mut()
        .resource_mut::<Assets<Font>>()
        .insert(AssetId::default(), Font::from_bytes(ANDIKA_REGULAR.to_vec()))
        .expect("a UUID asset id always inserts");
    app.add_plugins((crate::game::page::plugin, crate::game::theme::fonts::plugin));
    app.insert_resource(ClearColor(palette::BACKDROP))
        .add_systems(Update, note_board_drawn.run_if(not(resource_exists::<BoardDrawn>)))
        .add_plugins((camera::plugin, input::plugin, idle::plugin));
}
