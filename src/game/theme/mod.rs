//! The game's look, shared by the board's HUD and every screen: colours, widgets, and how
//! buttons answer the pointer, the buttons' icons. It knows no screen and no rule.

pub mod direction;
pub mod fonts;
pub mod icon;
pub mod interaction;
pub mod palette;
pub mod widget;

pub(super) fn plugin(app: &mut bevy::prelude::App) {
    app.add_plugins((interaction::plugin, icon::plugin, direction::plugin));
}
