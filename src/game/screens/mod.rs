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

use super::coach::SetAside;
use super::model::{Engine, MatchState, Players, Task, in_progress};
use bevy::prelude::*;

/// The child's own game on this device, not over: the one set aside while the coach holds the
/// board, or the board's own when it holds a real game (not a lesson's, a puzzle's, a review's
/// or the title's, not a game on two devices). The title's Play! continues it; New game asks
/// before starting another over it.
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct OwnGame<'w> {
    engine: Res<'w, Engine>,
    series: Res<'w, MatchState>,
    task: Res<'w, State<Task>>,
    set_aside: Res<'w, SetAside>,
    players: Res<'w, Players>,
}

impl OwnGame<'_> {
    /// Whether there is one.
    pub(crate) fn in_progress(&self) -> bool {
        match &self.set_aside.0 {
            Some(begin) => in_progress(&begin.game, begin.series.as_ref()),
            None => {
                *self.task.get() == Task::Play
                    && !self.players.mode.online()
                    && in_progress(&self.engine.0, self.series.0.as_ref())
            }
        }
    }
}

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
