//! The screens around the board, one file each: title, new game (with
//! "Customise"), settings, rules, import, learn, game over and the match summary. Each is a
//! [`Screen`](super::model::Screen) state; its entities carry `DespawnOnExit` and are built by
//! its builder ([`screen_builder`](super::menu::build::screen_builder)), on entering it and again where
//! it stands when the language changes. Each button
//! carries its [`MenuAction`](super::menu::MenuAction) and the observer that acts on it; the
//! menus' kit is [`menu`](super::menu).

pub mod customise;
mod game_over;
mod import;
mod learn;
mod match_summary;
mod new_game;
mod picks;
pub mod rules;
mod settings;
mod title;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        title::plugin,
        new_game::plugin,
        customise::plugin,
        settings::plugin,
        rules::plugin,
        import::plugin,
        learn::plugin,
        game_over::plugin,
        match_summary::plugin,
    ));
}
