//! Where the players' edges sit: snug against the board where the window has room, else at its
//! edge.

use crate::engine::Side;
use crate::game::layout::{BoardShape, EDGE_MARGIN, SNUG_GAP, Snug};
use bevy::prelude::*;

/// Each player's edge sits snug against the board (his turn bar and buttons just beyond his
/// row's end of it), and so do the coach's question and answer, where the window has room;
/// else at the window's edge.
pub(super) fn snug_edges(
    shape: Res<BoardShape>,
    scale: Option<Res<UiScale>>,
    cameras: Query<(&Camera, &GlobalTransform), With<Camera2d>>,
    mut edges: Query<(&Snug, &ComputedNode, &mut Node)>,
) {
    let (Ok((camera, view)), Some(scale)) = (cameras.single(), scale) else {
        return;
    };
    let Some(window) = camera.logical_viewport_size() else {
        return;
    };
    let half = shape.board_size().y / 2.0;
    let (Ok(top), Ok(bottom)) = (
        camera.world_to_viewport(view, Vec3::new(0.0, half, 0.0)),
        camera.world_to_viewport(view, Vec3::new(0.0, -half, 0.0)),
    ) else {
        return;
    };
    for (edge, node, mut layout) in &mut edges {
        let height = node.size().y * node.inverse_scale_factor;
        // The room between the board and the window's edge, in the UI's logical pixels.
        let room = match edge.0 {
            Side::North => top.y,
            Side::South => window.y - bottom.y,
        };
        // The room is in the window's logical pixels, the edge's height in the UI's (scaled by
        // `UiScale` on a large screen).
        let gap = (room / scale.0 - height - SNUG_GAP).max(EDGE_MARGIN);
        let wanted = Val::Px(gap.floor());
        // Read before written: a place borrowed mutably counts as changed, and a change keeps
        // the window drawing (`window/idle.rs`). A pixel's difference is left alone: with the
        // interface scaled (bigger buttons and text), the edge's height, rounded to the screen's
        // pixels, changes by one with its place, and the two would chase each other forever.
        let now = if edge.0 == Side::North { layout.top } else { layout.bottom };
        let near = matches!((now, wanted), (Val::Px(now), Val::Px(wanted)) if (now - wanted).abs() <= 1.0);
        if now != wanted && !near {
            match edge.0 {
                Side::North => layout.top = wanted,
                Side::South => layout.bottom = wanted,
            }
        }
    }
}
