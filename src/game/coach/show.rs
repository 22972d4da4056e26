//! The title's game: the computer playing itself behind the title's menu, slowly and without
//! sound, begun after a moment on the title and ended when the title is left.

use super::state::CoachCommand;
use crate::game::messages::Step;
use crate::game::play::Mode;
use crate::game::play::Players;
use crate::game::play::{Engine, Phase, Task};
use crate::game::screens::Screen;
use bevy::prelude::*;

/// Whether the title shows the computer playing itself behind the menu: on with a window (the
/// headless tests have it off unless they turn it on).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TitleShow(pub bool);

/// Seconds on the title before its game begins, and between two of its moves.
pub(super) const SHOW_PAUSE: f32 = 2.0;

/// The title's game: it begins after a moment on the title, plays a move every
/// [`SHOW_PAUSE`] seconds once the seeds are at rest, and starts again when it ends. Runs on the
/// title only (a lesson, puzzle or review never holds the board there: leaving the board for
/// the title leaves it in the same frame); the moment counts again from each return to it.
pub(super) fn run_show(
    screen: Res<State<Screen>>,
    show: Res<TitleShow>,
    task: Res<State<Task>>,
    engine: Res<Engine>,
    phase: Res<State<Phase>>,
    time: Res<Time>,
    players: Res<Players>,
    mut steps: MessageWriter<Step>,
    mut commands: MessageWriter<CoachCommand>,
    mut since: Local<f32>,
) {
    // A value: the title just shown (or left) starts the pause again.
    if screen.is_changed() || !show.0 {
        *since = 0.0;
        return;
    }
    if *phase.get() == Phase::Animating {
        *since = 0.0;
        return;
    }
    *since += time.delta_secs();
    if *since < SHOW_PAUSE {
        return;
    }
    *since = 0.0;
    // A value: the title's game begins (or begins again) unless it plays on.
    if *task.get() != Task::Show || engine.0.is_over() {
        commands.write(CoachCommand::Show);
    } else if players.mode == Mode::Demo {
        steps.write(Step);
    }
}

/// Leaving the title ends its game (the system runs only while it plays): the game in progress
/// comes back.
pub(super) fn end_show(mut commands: MessageWriter<CoachCommand>) {
    commands.write(CoachCommand::Leave);
}
