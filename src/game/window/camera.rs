//! The camera and the window's size: the board's shape follows the window, the UI grows on a
//! large screen (and with "bigger buttons and text"), and the camera shows the whole board.

use crate::game::frame::GameSet;
use crate::game::layout::{BoardShape, FaceToFace};
use crate::game::settings::Settings;
use bevy::camera::ScalingMode;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_camera)
        .add_systems(Update, follow_window.in_set(GameSet::Devices))
        .add_systems(Update, fit_camera.in_set(GameSet::Present));
}

fn spawn_camera(mut commands: Commands, shape: Res<BoardShape>) {
    commands.spawn((Name::new("Camera"), Camera2d, projection(*shape, false)));
}

/// A camera that always shows the whole of `shape`'s view, whatever the window's size.
fn projection(shape: BoardShape, face_to_face: bool) -> Projection {
    let view = shape.view(face_to_face);
    Projection::Orthographic(OrthographicProjection {
        scaling_mode: ScalingMode::AutoMin { min_width: view.x, min_height: view.y },
        ..OrthographicProjection::default_2d()
    })
}

/// The window's size at which the UI is at its natural size, in logical pixels; a larger window
/// enlarges it, up to [`UI_MAX_SCALE`].
const UI_NATURAL: Vec2 = Vec2::new(1280.0, 800.0);
/// The most the UI is enlarged on a large screen.
const UI_MAX_SCALE: f32 = 1.5;

/// How much larger the setting "bigger buttons and text" makes the UI.
pub const BIGGER: f32 = 1.25;

/// The window's shape chooses the board's ([`BoardShape`]); a large window enlarges the UI, and
/// the setting "bigger buttons and text" by [`BIGGER`] more. The UI is never shrunk: a small
/// window reflows and scrolls the menus instead, so that no button gets smaller than a finger.
fn follow_window(
    windows: Query<Ref<Window>, With<PrimaryWindow>>,
    settings: Res<Settings>,
    mut scale: ResMut<UiScale>,
    mut shape: ResMut<BoardShape>,
) {
    let Ok(window) = windows.single() else {
        return;
    };
    if !window.is_changed() && !settings.is_changed() {
        return;
    }
    let size = Vec2::new(window.width(), window.height());
    let bigger = if settings.bigger { BIGGER } else { 1.0 };
    let wanted = (size / UI_NATURAL).min_element().clamp(1.0, UI_MAX_SCALE) * bigger;
    if (scale.0 - wanted).abs() > 0.01 {
        scale.0 = wanted;
    }
    shape.set_if_neq(BoardShape::for_window(size));
}

/// The camera shows the view of the board's shape and of where the players sit, in the frame
/// either changes (after the seating is decided), not a frame later.
fn fit_camera(
    shape: Res<BoardShape>,
    face_to_face: Res<FaceToFace>,
    mut cameras: Query<&mut Projection, With<Camera2d>>,
) {
    if shape.is_changed() || face_to_face.is_changed() {
        for mut camera in &mut cameras {
            *camera = projection(*shape, face_to_face.0);
        }
    }
}
