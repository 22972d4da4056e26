//! Two devices, one game: everything of a room on this device, in one folder.
//!
//! - [`room`]: the room this device is in ([`Room`], its device pumped once a frame), the
//!   moves the server accepted fed to the board, this device's taps and Undo sent to the room
//!   (the route: [`played_online`](crate::game::play::played_online)), and what the line over
//!   the board says ([`RoomNote`]);
//! - [`screen`]: the screen that makes a room (its picture code shown large), or joins or
//!   watches one by its pictures;
//! - [`note`]: the line over the board, at the top of North's edge.
//!
//! It may import the game's model, messages, settings, theme and screens' widgets; the HUD
//! and the title import from it, never the other way round.

pub mod note;
pub mod room;
pub mod screen;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((room::plugin, screen::plugin, note::plugin));
}
