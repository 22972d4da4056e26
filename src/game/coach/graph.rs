//! The review's graph of who was ahead, under the board: one bar a position.

use super::review::Review;
use crate::ai::judge::CAP;
use crate::game::play::Engine;
use crate::game::theme::palette;
use bevy::prelude::*;

/// The review's graph: one bar a position.
#[derive(Component, Clone, Copy, Debug)]
pub(super) struct Graph;

/// The graph's place, hidden until a review fills it.
pub(super) fn spawn() -> impl Bundle {
    (
        Name::new("Review graph"),
        Graph,
        Node { align_items: AlignItems::Center, height: Val::Px(64.0), display: Display::None, ..default() },
    )
}

/// The graph of who was ahead, a bar a position (gold up: South ahead; cream down: North),
/// the position on the board brighter; built again when it changes.
pub(super) fn graph(
    mut commands: Commands,
    review: Option<Res<Review>>,
    engine: Res<Engine>,
    mut graphs: Query<(Entity, Option<&Children>, &mut Node), With<Graph>>,
    mut drawn: Local<(usize, usize)>,
) {
    let values = review.as_ref().map_or(&[][..], |review| review.values.as_slice());
    let ply = engine.0.moves().len();
    if *drawn == (values.len(), ply) {
        return;
    }
    *drawn = (values.len(), ply);
    let Ok((graph, children, mut node)) = graphs.single_mut() else {
        return;
    };
    node.display = if values.is_empty() { Display::None } else { Display::Flex };
    for &child in children.into_iter().flatten() {
        commands.entity(child).despawn();
    }
    let width = (640.0 / values.len().max(1) as f32).clamp(2.0, 10.0);
    for (k, &value) in values.iter().enumerate() {
        let height = 30.0 * value.abs() as f32 / CAP as f32;
        let now = k == ply;
        let color = match (value >= 0, now) {
            (_, true) => Color::WHITE,
            (true, false) => palette::GOLD,
            (false, false) => palette::MUTED,
        };
        let bar = Node {
            width: Val::Px(width),
            height: Val::Px(height.max(1.0)),
            margin: if value >= 0 {
                UiRect::bottom(Val::Px(height.max(1.0)))
            } else {
                UiRect::top(Val::Px(height.max(1.0)))
            },
            ..default()
        };
        commands.spawn((bar, BackgroundColor(color), ChildOf(graph)));
    }
}
