//! The ring of dots around the pit a hint names, breathing: a shape of its own, so that it is
//! told from the last move's still outline without colour.

use super::{HintSystems, Hinted};
use crate::engine::Pit;
use crate::game::frame::GameSet;
use crate::game::layout::{self, PIT_RADIUS};
use crate::game::play::Resting;
use crate::game::settings::Settings;
use crate::game::theme::palette;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, breathe.in_set(HintSystems).in_set(GameSet::Present));
}

/// The ring of dots around the pit a hint names, hidden until one does.
#[derive(Component, Clone, Copy, Debug)]
pub struct HintMark(pub Pit);

/// How many dots make the ring.
const HINT_DOTS: usize = 12;

/// How many times a second the ring breathes (0 to 10 % larger).
pub const HINT_BREATH: f32 = 0.8;

/// Spawns the hidden ring of `pit`, with its dots where there is a renderer (not in the
/// headless tests). Called by the board as it lays out its pits.
pub(crate) fn spawn_ring(
    commands: &mut Commands,
    pit: Pit,
    meshes: Option<&mut Assets<Mesh>>,
    materials: Option<&mut Assets<ColorMaterial>>,
) {
    let mut hint = commands.spawn((
        Name::new(format!("Hint {pit}")),
        HintMark(pit),
        Transform::from_translation(layout::pit_center(pit).extend(layout::Z_MARK)),
        Visibility::Hidden,
    ));
    if let (Some(meshes), Some(materials)) = (meshes, materials) {
        let dot = meshes.add(Circle::new(PIT_RADIUS * 0.075));
        let colour = materials.add(palette::HINT_GLOW);
        hint.with_children(|ring| {
            for i in 0..HINT_DOTS {
                let around = Vec2::from_angle(i as f32 * std::f32::consts::TAU / HINT_DOTS as f32);
                let at = (around * PIT_RADIUS * 1.13).extend(0.0);
                ring.spawn((Mesh2d(dot.clone()), MeshMaterial2d(colour.clone()), Transform::from_translation(at)));
            }
        });
    }
}

/// The ring of the hinted pit shows once the seeds rest, breathing (still with calm motion);
/// every other ring is hidden.
fn breathe(
    hinted: Res<Hinted>,
    resting: Resting,
    mut rings: Query<(&HintMark, &mut Visibility, &mut Transform)>,
    time: Res<Time>,
    settings: Res<Settings>,
) {
    let hinted = hinted.0.filter(|_| resting.now());
    let breath = if settings.calm {
        1.0
    } else {
        1.0 + 0.05 * (1.0 - (time.elapsed_secs() * std::f32::consts::TAU * HINT_BREATH).cos())
    };
    for (mark, mut visibility, mut transform) in &mut rings {
        let shown = hinted == Some(mark.0);
        let scale = if shown { breath } else { 1.0 };
        if transform.scale.x != scale {
            transform.scale = Vec3::new(scale, scale, 1.0);
        }
        visibility.set_if_neq(if shown { Visibility::Inherited } else { Visibility::Hidden });
    }
}
