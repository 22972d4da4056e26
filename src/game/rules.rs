//! The rules system: the only place the engine changes. Each request is validated through the
//! engine; a legal move is played and its report sent on for the animation.

use super::board::new_game;
use super::{Engine, GameCommand, GameSet, GameStopped, MovePlayed, MoveRefused, MoveRequest, Phase, Sfx};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, (new_game, play_requests, redo, agree_to_stop).chain().in_set(GameSet::Rules));
}

/// Plays the first acceptable request of the frame, when the game waits for a move; requests
/// that come while seeds fly, or after the game ended, are dropped.
fn play_requests(
    mut requests: MessageReader<MoveRequest>,
    mut engine: ResMut<Engine>,
    phase: Res<State<Phase>>,
    mut next_phase: ResMut<NextState<Phase>>,
    mut played: MessageWriter<MovePlayed>,
    mut refused: MessageWriter<MoveRefused>,
    mut sfx: MessageWriter<Sfx>,
) {
    let mut waiting = *phase.get() == Phase::Waiting;
    for &MoveRequest(pit) in requests.read() {
        if !waiting {
            continue;
        }
        match engine.0.play(pit) {
            Ok(report) => {
                played.write(MovePlayed(report));
                next_phase.set(Phase::Animating);
                waiting = false;
            }
            Err(reason) => {
                refused.write(MoveRefused { pit, reason });
                sfx.write(Sfx::Refused);
            }
        }
    }
}

/// Plays again the move last taken back; it flies like any move. Against the computer, the
/// computer's move taken back with it is searched again, not replayed.
fn redo(
    mut commands: MessageReader<GameCommand>,
    mut engine: ResMut<Engine>,
    phase: Res<State<Phase>>,
    mut next_phase: ResMut<NextState<Phase>>,
    mut played: MessageWriter<MovePlayed>,
) {
    for command in commands.read() {
        if *command == GameCommand::Redo
            && *phase.get() == Phase::Waiting
            && let Some(report) = engine.0.redo()
        {
            played.write(MovePlayed(report));
            next_phase.set(Phase::Animating);
            return;
        }
    }
}

/// Both players agreed to stop: the engine gives out the seeds left.
fn agree_to_stop(
    mut commands: MessageReader<GameCommand>,
    mut engine: ResMut<Engine>,
    phase: Res<State<Phase>>,
    mut stopped: MessageWriter<GameStopped>,
) {
    for command in commands.read() {
        if *command == GameCommand::AgreeToStop
            && *phase.get() == Phase::Waiting
            && let Ok(end) = engine.0.agree_to_stop()
        {
            stopped.write(GameStopped(end));
        }
    }
}
