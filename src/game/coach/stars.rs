//! The praise's star: earned at a step answered or a puzzle solved, it flies from the question to
//! the panel's counter (a bevy_tweening lens on the UI transform), and the counter shows it when
//! it lands.

use super::Praised;
use crate::game::assets::GameAssets;
use bevy::prelude::*;
use bevy_tweening::{AnimCompletedEvent, Lens, Tween, TweenAnim};
use std::time::Duration;

/// A star's size in the counter, in logical pixels.
pub(super) const STAR: f32 = 30.0;

/// A star on its way to the counter.
#[derive(Component, Clone, Copy, Debug)]
pub(super) struct FlyingStar;

/// Grows from the middle of the board, then flies up to the counter, shrinking to its size there.
#[derive(Clone, Copy, Debug)]
pub(super) struct StarLens {
    /// Where it starts, below the counter, in logical pixels.
    from: Vec2,
}

impl Lens<UiTransform> for StarLens {
    fn lerp(&mut self, mut target: Mut<'_, UiTransform>, ratio: f32) {
        // The first third it grows where it appeared; then it flies.
        let grow = (ratio * 3.0).min(1.0);
        let fly = ((ratio - 1.0 / 3.0) * 1.5).clamp(0.0, 1.0);
        let at = self.from.lerp(Vec2::ZERO, fly);
        target.translation = Val2::px(at.x, at.y);
        target.scale = Vec2::splat(0.5 + 2.5 * grow - 2.0 * fly);
    }
}

/// Each praise sends a star from the middle of the window up to the counter (with a window: the
/// star is a texture).
pub(super) fn fly_stars(
    mut praised: MessageReader<Praised>,
    assets: Res<GameAssets>,
    windows: Query<&Window>,
    mut commands: Commands,
) {
    if praised.read().count() == 0 {
        return;
    }
    let Ok(window) = windows.single() else {
        return;
    };
    let from = Vec2::new(0.0, window.height() / 2.0 - 40.0);
    let tween = Tween::new(EaseFunction::QuadraticInOut, Duration::from_millis(1100), StarLens { from });
    commands.spawn((
        Name::new("Flying star"),
        FlyingStar,
        ImageNode::new(assets.star.clone()),
        Node {
            position_type: PositionType::Absolute,
            top: Val::Px(10.0),
            left: Val::Percent(50.0),
            margin: UiRect::left(Val::Px(-STAR / 2.0)),
            width: Val::Px(STAR),
            height: Val::Px(STAR),
            ..default()
        },
        UiTransform { translation: Val2::px(from.x, from.y), scale: Vec2::splat(0.5), ..default() },
        GlobalZIndex(30),
        TweenAnim::new(tween),
    ));
}

/// A star that reached the counter goes.
pub(super) fn land_stars(
    mut completed: MessageReader<AnimCompletedEvent>,
    stars: Query<(), With<FlyingStar>>,
    mut commands: Commands,
) {
    for event in completed.read() {
        if stars.contains(event.anim_entity) {
            commands.entity(event.anim_entity).despawn();
        }
    }
}
