//! A win seen before it is read: when a game ends with a winner who is a person (or either
//! player face to face), stars rain into the winner's store for about two seconds, with the
//! fanfare, and only then does the end's panel come over the board. A tap anywhere skips to it.

use crate::engine::Outcome;
use crate::game::assets::GameAssets;
use crate::game::frame::{GameSet, PlaySystems};
use crate::game::layout::{BoardShape, Z_FLIGHT};
use crate::game::names::Faces;
use crate::game::play::Engine;
use crate::game::screens::Screen;
use bevy::prelude::*;
use bevy_tweening::{Delay, Sequence, Tween, TweenAnim, lens::TransformPositionLens};
use rand::RngExt;
use std::time::Duration;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Celebration>().add_systems(
        Update,
        (celebrate.run_if(in_state(Screen::Gameplay)), cut_short.run_if(not(in_state(Screen::Gameplay))))
            .run_if(raining)
            .in_set(PlaySystems)
            .in_set(GameSet::Present),
    );
}

/// A run condition: whether the stars rain.
fn raining(celebration: Res<Celebration>) -> bool {
    celebration.0.is_some()
}

/// How long the stars rain, in seconds, before the end's panel comes.
pub const CELEBRATION_SECONDS: f32 = 2.0;

/// The stars of one rain.
const STARS: usize = 28;

/// The celebration under way: the seconds left, if one is.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct Celebration(pub Option<f32>);

/// The rain is over (its time run out, or a tap skipped it): the end's panel may come over the
/// board (`menus::end` observes it).
#[derive(Event, Clone, Copy, Debug)]
pub struct Rained;

/// A star of the rain.
#[derive(Component, Clone, Copy, Debug)]
pub struct RainingStar;

/// Whether the game's end is worth a rain of stars: a winner, and he is a person (against the
/// computer, the child's own win; face to face, either child's).
#[must_use]
pub fn celebrated(engine: &Engine, faces: &Faces) -> bool {
    match engine.0.outcome() {
        Outcome::Over(end) => end.winner.is_some_and(|winner| faces.you.is_none_or(|you| you == winner)),
        Outcome::Ongoing => false,
    }
}

/// Starts the rain into the winner's store: each star falls from above the board, one after the
/// other (with less motion, `calm`, the stars stand in the store from the start).
pub fn begin(
    commands: &mut Commands,
    celebration: &mut Celebration,
    engine: &Engine,
    shape: BoardShape,
    face_to_face: bool,
    assets: &GameAssets,
    calm: bool,
) {
    let Outcome::Over(end) = engine.0.outcome() else {
        return;
    };
    let Some(winner) = end.winner else {
        return;
    };
    celebration.0 = Some(CELEBRATION_SECONDS);
    let view = shape.view(face_to_face);
    let store = shape.store_center(winner);
    let mut rng = rand::rng();
    for k in 0..STARS {
        let start = Vec3::new(rng.random_range(-0.45..0.45) * view.x, view.y * 0.55, Z_FLIGHT + 10.0);
        let jitter = Vec2::new(rng.random_range(-0.3..0.3), rng.random_range(-0.15..0.15)) * shape.store_size();
        let end = (store + jitter).extend(Z_FLIGHT + 10.0);
        let delay = Duration::from_secs_f32(0.045 * (k + 1) as f32);
        let lens = TransformPositionLens { start, end };
        let fall = Tween::new(EaseFunction::QuadraticIn, Duration::from_secs_f32(0.8), lens);
        let rain = Sequence::with_capacity(2).then(Delay::new(delay)).then(fall);
        let size = rng.random_range(52.0..84.0);
        let mut star = commands.spawn((
            Name::new("Raining star"),
            RainingStar,
            Sprite { image: assets.star.clone(), custom_size: Some(Vec2::splat(size)), ..default() },
            // With less motion, a still picture: the stars stand in the store.
            Transform::from_translation(if calm { end } else { start }),
        ));
        if !calm {
            star.insert(TweenAnim::new(rain));
        }
    }
}

/// A menu taking the board's place cuts the rain short, and then the end waits for the board.
fn cut_short(mut commands: Commands, mut celebration: ResMut<Celebration>, stars: Query<Entity, With<RainingStar>>) {
    if celebration.0.take().is_some() {
        for star in &stars {
            commands.entity(star).despawn();
        }
    }
}

/// On the board (the run condition), the rain's time runs, or a tap skips it; then the stars go
/// and the end's panel comes.
fn celebrate(
    mut commands: Commands,
    mut celebration: ResMut<Celebration>,
    time: Res<Time>,
    mouse: Option<Res<ButtonInput<MouseButton>>>,
    touches: Option<Res<Touches>>,
    stars: Query<Entity, With<RainingStar>>,
) {
    let Some(left) = celebration.0 else {
        return;
    };
    let tapped = mouse.is_some_and(|mouse| mouse.just_pressed(MouseButton::Left))
        || touches.is_some_and(|touches| touches.any_just_pressed());
    let left = left - time.delta_secs();
    if left > 0.0 && !tapped {
        celebration.0 = Some(left);
        return;
    }
    celebration.0 = None;
    for star in &stars {
        commands.entity(star).despawn();
    }
    commands.trigger(Rained);
}
