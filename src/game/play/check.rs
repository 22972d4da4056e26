//! The check of a requested pit against what the board is used for, between the pointer (or
//! the computer) and the rules: in a lesson or a puzzle, only the step's answer goes on.

use crate::game::frame::GameSet;
use crate::game::messages::{CheckedMove, MoveRequest};
use crate::game::play::{Accepted, Engine, NotTheAnswer, Phase, played_online};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, check_moves.run_if(not(played_online)).in_set(GameSet::Check));
}

/// A requested pit, in a game on this device (online, the room takes it: [`played_online`](crate::game::play::played_online)).
/// In a lesson or a puzzle, a legal pit that is not [`Accepted`] goes no further
/// ([`NotTheAnswer`]); every other request goes on to the rules as a [`CheckedMove`] (where the
/// engine's own refusals come from). The rules know nothing of lessons.
pub(crate) fn check_moves(
    mut requests: MessageReader<MoveRequest>,
    accepted: Res<Accepted>,
    engine: Res<Engine>,
    phase: Res<State<Phase>>,
    mut checked: MessageWriter<CheckedMove>,
    mut not_the_answer: MessageWriter<NotTheAnswer>,
) {
    let answers = accepted.0.as_ref().filter(|_| *phase.get() == Phase::Waiting);
    for &MoveRequest(pit) in requests.read() {
        if let Some(answers) = answers
            && engine.0.check(pit).is_ok()
            && !answers.contains(&pit)
        {
            not_the_answer.write(NotTheAnswer(pit));
        } else {
            checked.write(CheckedMove(pit));
        }
    }
}
