//! The screens, declared here ([`Screen`]), and those around the board one file each: title,
//! new game (with "Customise"), import, learn. A screen's
//! entities carry `DespawnOnExit` and are built by its builder
//! ([`screen_builder`](super::menus::build::screen_builder)), on entering it and again where it
//! stands when the language changes. Each button carries its
//! [`MenuAction`](super::menus::kit::MenuAction) and the observer that acts on it; the menus'
//! kit is [`menus`](super::menus). What opens over a screen (settings, rules, and over the
//! board the end of a game and a match's score) is [`menus`](super::menus)' own.

pub mod customise;
mod import;
mod learn;
pub(crate) mod new_game;
pub(crate) mod own_game;
pub(crate) mod picks;
mod title;

use bevy::prelude::*;

/// The screens: the board, and the menus around it (one file each in this folder).
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    /// A window's first frames, while the textures and fonts built into the game load: the
    /// backdrop alone, then the window's first screen (the title, or the board of a game the
    /// command line opens). Without a window (the headless tests), never shown.
    Loading,
    /// The title: continue, new game, rules, settings, import.
    #[default]
    Title,
    /// Who plays, who starts, one game or a match, which rules.
    NewGame,
    /// Every rule option, and saving it under a name.
    Customise,
    /// The board (the end of its game and a match's score open over it, as
    /// [`Overlay`](super::menus::Overlay)s).
    Gameplay,
    /// Records to import.
    Import,
    /// The lessons and the puzzles.
    Learn,
    /// Two devices: make a room (its picture code shown large), or join or watch one by
    /// tapping its pictures.
    Online,
    /// "Who is playing?": each child's picture and name, and a "+" to add one; a grown-up may
    /// rename or remove one.
    Who,
    /// "My class": the class's pictures, its children's animals, a child's picture secret
    /// (`game::class`).
    Class,
}

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((title::plugin, new_game::plugin, customise::plugin, import::plugin, learn::plugin));
}
