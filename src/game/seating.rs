//! Where the two players sit: side by side, or face to face on an upright screen (each at his
//! own edge, North's turned towards him), from the settings, who plays and the board's shape.
//! Decided before the seeds and the edges are placed in a frame.

use super::frame::GameSet;
use super::layout::{BoardShape, FaceToFace};
use super::settings::Settings;
use crate::game::play::{Players, Task};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    // After the rules set the players, with the seeds' placing, before the edges follow.
    app.init_resource::<FaceToFace>().add_systems(Update, choose_seating.in_set(GameSet::Animate));
}

/// Whether the players sit face to face now, from the settings, who plays, and the board's
/// shape; decided before the UI systems of the frame, so that the edges, the labels and the
/// camera all turn in the same frame (an idle window may not draw another for a while).
fn choose_seating(
    settings: Res<Settings>,
    players: Res<Players>,
    shape: Res<BoardShape>,
    mut face_to_face: ResMut<FaceToFace>,
    task: Res<State<Task>>,
) {
    // A lesson, puzzle or review is one child's, at South's edge.
    let facing = settings.seating.face_to_face(players.mode, *shape) && !task.get().coached();
    face_to_face.set_if_neq(FaceToFace(facing));
}
