//! The menus: [`Overlay`], a menu opened over the title or the board (settings, rules; one file
//! each), the way it opens and hides the screen beneath ([`overlay`]), and the menus' kit that
//! every screen builds with ([`kit`]: what a menu button does, a screen's root, a row of
//! choices, the status line, Escape; [`build`]: a screen's builder, run again on a Rebuild).

pub(crate) mod build;
pub mod kit;
pub(crate) mod overlay;
pub mod rules;
pub mod scroll;
mod settings;

use crate::game::screens::Screen;
use bevy::prelude::*;

/// The menus' kit, the menus over a screen and their builders.
pub(super) fn plugin(app: &mut App) {
    app.add_sub_state::<Overlay>().add_plugins((
        kit::plugin,
        build::plugin,
        overlay::plugin,
        settings::plugin,
        rules::plugin,
    ));
}

/// A menu over the screen shown, the title or the board (as foxtrot's menu over its screen):
/// opening one leaves the screen beneath as it stands (its state, its game, its entities), and
/// closing it shows that screen again, nothing entered again. While one is open the screen
/// beneath is hidden from the keyboard and a screen reader, the board hears no pit and the
/// computer does not move ([`overlay`]). It exists only over the title and the board; any
/// other screen ends it.
#[derive(SubStates, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[source(Screen = Screen::Title | Screen::Gameplay)]
pub enum Overlay {
    /// Nothing over the screen.
    #[default]
    None,
    /// Language, sound, speed, counts, labels, teaching.
    Settings,
    /// How to play, with the options in force.
    Rules,
}

impl Overlay {
    /// The menus that open over a screen.
    pub const MENUS: [Overlay; 2] = [Overlay::Settings, Overlay::Rules];

    /// The menu open over the screen shown, from the state where it exists:
    /// [`Overlay::None`] where none is open, or the screen is one no menu opens over.
    #[must_use]
    pub fn shown(state: Option<&State<Overlay>>) -> Overlay {
        state.map_or(Overlay::None, |state| *state.get())
    }
}

/// A run condition: whether no menu is open over the screen shown.
#[must_use]
pub fn bare(overlay: Option<Res<State<Overlay>>>) -> bool {
    Overlay::shown(overlay.as_deref()) == Overlay::None
}
