//! The menus: [`Overlay`], what opens over the title or the board (settings, rules, and over
//! the board the end of a game and a match's score; one file each), the way it opens and hides
//! the screen beneath ([`overlay`]), and the menus' kit that every screen builds with ([`kit`]:
//! what a menu button does, a screen's root, a row of choices, the status line, Escape;
//! [`build`]: a screen's builder, run again on a Rebuild).

pub(crate) mod build;
mod end;
pub mod kit;
pub(crate) mod overlay;
pub mod rules;
mod score;
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
        end::plugin,
        score::plugin,
    ));
}

/// What is open over the screen shown, the title or the board (as foxtrot's menu over its
/// screen): a menu, or over the board the end of its game and a match's score. Opening one
/// leaves the screen beneath as it stands (its state, its game, its entities), and closing it
/// shows that screen again, nothing entered again. While one is open the board hears no pit and
/// the computer does not move; while a menu or the match's score is open the screen beneath is
/// also hidden from the eyes, the keyboard and a screen reader ([`overlay`]), while the end of
/// a game leaves the board and its players' edges in sight under its panel. It exists only
/// over the title and the board; any other screen ends it, and so does a screen set anew, the
/// same one too (Play again, a review, the title).
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
    /// The end of the game over its board: who won, the scores, why it ended; another game,
    /// its review, or the match's score.
    End,
    /// A match's score between its games: each game's result, the games won, who starts next
    /// or who won the match.
    Score,
}

impl Overlay {
    /// What hides the screen beneath while it is open: the menus and the match's score (the
    /// end of a game leaves its board and players' edges in sight).
    pub const COVERING: [Overlay; 3] = [Overlay::Settings, Overlay::Rules, Overlay::Score];

    /// Whether the screen beneath is hidden while this is open ([`Overlay::COVERING`]).
    #[must_use]
    pub fn hides_beneath(self) -> bool {
        Overlay::COVERING.contains(&self)
    }

    /// The menu open over the screen shown, from the state where it exists:
    /// [`Overlay::None`] where none is open, or the screen is one no menu opens over.
    #[must_use]
    pub fn shown(state: Option<&State<Overlay>>) -> Overlay {
        state.map_or(Overlay::None, |state| *state.get())
    }
}

/// A run condition: whether nothing is open over the screen shown.
#[must_use]
pub fn bare(overlay: Option<Res<State<Overlay>>>) -> bool {
    Overlay::shown(overlay.as_deref()) == Overlay::None
}

/// A run condition: whether what is open over the screen shown hides it
/// ([`Overlay::hides_beneath`]).
#[must_use]
pub fn covered(overlay: Option<Res<State<Overlay>>>) -> bool {
    Overlay::shown(overlay.as_deref()).hides_beneath()
}
