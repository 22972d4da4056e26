//! The child's own game on this device, which the title's Play! continues and New game asks
//! before replacing.

use crate::game::coach::SetAside;
use crate::game::play::board::Board;
use crate::game::play::{Task, in_progress};
use bevy::prelude::*;

/// The child's own game on this device, not over: the one set aside while the coach holds the
/// board, or the board's own when it holds a real game (not a lesson's, a puzzle's, a review's
/// or the title's, not a game on two devices). The title's Play! continues it; New game asks
/// before starting another over it.
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct OwnGame<'w> {
    board: Board<'w>,
    task: Res<'w, State<Task>>,
    set_aside: Res<'w, SetAside>,
}

impl OwnGame<'_> {
    /// Whether there is one.
    pub(crate) fn in_progress(&self) -> bool {
        match &self.set_aside.0 {
            Some(begin) => in_progress(&begin.game, begin.series.as_ref()),
            None => {
                *self.task.get() == Task::Play
                    && self.board.players.mode.record_here()
                    && in_progress(self.board.game(), self.board.series())
            }
        }
    }
}
