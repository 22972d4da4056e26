//! What only a window has: the assets loaded (the window opens on [`Screen::Loading`] until they
//! are), the default font, the page's and fonts' plugins, sound; then, one file each, the camera and the window's size ([`camera`]), the mouse,
//! fingers and keys on the board ([`input`](crate::game::play::input)), the update mode that keeps an idle game idle
//! ([`idle`]) and a screen reader's action that wakes it (`reader`), and the `--screenshot`
//! smoke run ([`smoke`]).

mod camera;
mod idle;
#[cfg(not(target_arch = "wasm32"))]
mod reader;
mod smoke;

pub use camera::BIGGER;
pub use smoke::{Smoke, smoke_plugin};

use crate::game::assets::{AssetFile, BoardDrawn, GameAssets, built_in, fetch_bold, note_board_drawn};
use crate::game::screens::Screen;
use crate::game::theme::palette;
use bevy::asset::AssetId;
use bevy::prelude::*;

/// The default font, so that every text has French accents without naming a font: Bevy's
/// default font's place takes its bytes, built in everywhere.
const ANDIKA_REGULAR: AssetFile = built_in!("fonts/Andika-Regular.ttf");

/// The screen a window shows once its textures and fonts are loaded ([`Screen::Loading`] until
/// then): the title, or the board of a game the command line opens.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct FirstScreen(pub Screen);

impl Default for FirstScreen {
    fn default() -> Self {
        FirstScreen(Screen::Title)
    }
}

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
    app.insert_resource(assets).insert_state(Screen::Loading).init_resource::<FirstScreen>();
    let andika = ANDIKA_REGULAR.bytes.expect("built in everywhere");
    app.world_mut()
        .resource_mut::<Assets<Font>>()
        .insert(AssetId::default(), Font::from_bytes(andika.to_vec()))
        .expect("a UUID asset id always inserts");
    app.add_plugins((crate::game::page::plugin, crate::game::theme::fonts::plugin));
    app.insert_resource(ClearColor(palette::BACKDROP))
        .add_systems(Update, note_board_drawn.run_if(not(resource_exists::<BoardDrawn>)))
        .add_systems(Update, fetch_bold.run_if(resource_added::<BoardDrawn>))
        .add_systems(Update, leave_loading.run_if(in_state(Screen::Loading)))
        .add_plugins((camera::plugin, crate::game::play::input::plugin, idle::plugin));
    #[cfg(not(target_arch = "wasm32"))]
    app.add_plugins(reader::plugin);
}

/// Leaves [`Screen::Loading`] for the [`FirstScreen`] once every texture and font is loaded, so
/// that no screen is ever drawn without its pictures or its letters.
fn leave_loading(
    assets: Res<GameAssets>,
    server: Res<AssetServer>,
    first: Res<FirstScreen>,
    mut next: ResMut<NextState<Screen>>,
) {
    if assets.all_loaded(&server) {
        next.set(first.0);
    }
}
