//! The game's look, shared by the board's HUD and every screen: colours, widgets, and how
//! buttons answer the pointer, the buttons' icons. It knows no screen and no rule.

pub mod direction;
pub mod field;
pub mod fonts;
pub mod icon;
pub mod interaction;
pub mod keyboard;
pub mod palette;
pub mod wide;
pub mod widget;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((interaction::plugin, keyboard::plugin, icon::plugin, direction::plugin, wide::plugin));
}

/// Writes `wanted` into a text (UI or world) only when it differs, so that an unchanged text is
/// not marked changed and laid out again.
pub fn set_text<T: Component + std::ops::DerefMut<Target = String>>(mut text: Mut<T>, wanted: &str) {
    if text.as_str() != wanted {
        text.clear();
        text.push_str(wanted);
    }
}
