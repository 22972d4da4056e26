//! The frame's order: the sets every system of the game runs in, named by what they do, in the
//! order data flows through a frame. A system that reads what another writes in the same frame
//! runs in a later set, or is chained after it within one.

use crate::game::play::Task;
use bevy::prelude::*;

/// The frame's steps: devices → intents → check → rules → animate → derive → present.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameSet {
    /// What only a window has is read: the mouse, touches and keys.
    Devices,
    /// A press on a pit or a button, and the computer's search, become requests
    /// ([`MoveRequest`](super::messages::MoveRequest), [`GameCommand`](super::messages::GameCommand)).
    Intents,
    /// A requested pit is checked against what the board is used for (in a lesson, only an
    /// answer goes on) and becomes a [`CheckedMove`](super::messages::CheckedMove).
    Check,
    /// Requests are validated and played through the engine: the one writer of the engine, the
    /// turn's phase, the match and who plays.
    Rules,
    /// Move reports become seed flights; finished flights end the turn.
    Animate,
    /// What follows from the model: where the players sit, their names, the narration, the
    /// coach's answer and what glows; the coach's commands (a lesson's next step), which the
    /// next frame's rules lay out.
    Derive,
    /// Labels, highlights, banners, sounds and overlays show the state; nothing reads what they
    /// write.
    Present,
}

/// The systems that only make sense in a real game, not in a lesson, a puzzle, a review or the
/// title's game: saving it, its end screen, its players' edges.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PlaySystems;

/// Orders the sets, and runs [`PlaySystems`] only while the board holds a real game.
pub(super) fn plugin(app: &mut App) {
    app.configure_sets(
        Update,
        (
            GameSet::Devices,
            GameSet::Intents,
            GameSet::Check,
            GameSet::Rules,
            GameSet::Animate,
            GameSet::Derive,
            GameSet::Present,
        )
            .chain(),
    )
    .configure_sets(Update, PlaySystems.run_if(in_state(Task::Play)));
}
