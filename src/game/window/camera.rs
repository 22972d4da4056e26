//! The camera and the window's size: the board's shape follows the window, the UI grows on a
//! large screen (and with "bigger buttons and text"), and the camera shows the whole board.

use crate::engine::Side;
use crate::game::frame::GameSet;
use crate::game::layout::{Beyond, BoardShape, EDGE_MARGIN, FaceToFace, PIT_RADIUS, SNUG_GAP, Snug};
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
    commands.spawn((Name::new("Camera"), Camera2d, projection(shape.view(false))));
}

/// A camera that always shows the whole of `view` (world units), whatever the window's size.
fn projection(view: Vec2) -> Projection {
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
/// either changes (after the seating is decided), not a frame later; and, where the rows snug
/// against the board (each player's edge, the coach's question and answer, with a row beyond
/// one: the moves band) need more room than that view leaves above or below the board, it
/// shows more of the world, so that the board is drawn smaller and no row covers a pit or its
/// count (issue 71: the review's panel over the labels C and D at 1280 × 800, and over the
/// pits B–E with bigger text; the moves band over North's counts at 1920 × 1080).
fn fit_camera(
    shape: Res<BoardShape>,
    face_to_face: Res<FaceToFace>,
    scale: Res<UiScale>,
    windows: Query<&Window, With<PrimaryWindow>>,
    rows: Query<(Option<&Snug>, Option<&Beyond>, &ComputedNode, &InheritedVisibility), Or<(With<Snug>, With<Beyond>)>>,
    mut cameras: Query<(&mut Projection, &mut Transform), With<Camera2d>>,
) {
    let Ok(window) = windows.single() else {
        return;
    };
    let view = shape.view(face_to_face.0);
    let size = Vec2::new(window.width(), window.height());
    // The room each side's rows take, in the window's logical pixels.
    let mut snug = [0.0_f32; 2];
    let mut beyond = [0.0_f32; 2];
    for (edge, stacked, node, shown) in &rows {
        let height = node.size().y * node.inverse_scale_factor * scale.0;
        if !shown.get() || height < 0.5 {
            continue;
        }
        if let Some(Snug(side)) = edge {
            snug[*side as usize] = snug[*side as usize].max(height);
        }
        if let Some(Beyond(side)) = stacked {
            beyond[*side as usize] += height + SNUG_GAP * scale.0;
        }
    }
    let room = |side: Side| {
        let i = side as usize;
        if snug[i] > 0.0 { snug[i] + beyond[i] + (SNUG_GAP + EDGE_MARGIN) * scale.0 } else { 0.0 }
    };
    let (height, shift) = fit(size, view, shape.board_size().y, [room(Side::North), room(Side::South)]);
    for (mut camera, mut at) in &mut cameras {
        let shown = match &*camera {
            Projection::Orthographic(OrthographicProjection {
                scaling_mode: ScalingMode::AutoMin { min_width, min_height },
                ..
            }) => Some(Vec2::new(*min_width, *min_height)),
            _ => None,
        };
        // A change of less than a world unit is left alone: the camera does not chase a pixel.
        let near = shown.is_some_and(|shown| shown.x == view.x && (shown.y - height).abs() < 1.0);
        if shape.is_changed() || face_to_face.is_changed() || !near {
            *camera = projection(Vec2::new(view.x, height));
        }
        if (at.translation.y - shift).abs() >= 1.0 || (shift == 0.0 && at.translation.y != 0.0) {
            at.translation.y = shift;
        }
    }
}

/// Where the camera looks, for a window of `size` logical pixels: the height of the world it
/// shows, and how far above the board's centre it looks (world units). The view's height, the
/// board (`board` world units high) in the middle, unless that leaves less than `room` pixels
/// above it (North's rows) or below it (South's): then the board is drawn smaller, and moved
/// towards the side that needs less, but never smaller than [`LEAST_BOARD`] of its size in the
/// view, nor its pits less than [`LEAST_PIT`] across.
fn fit(size: Vec2, view: Vec2, board: f32, room: [f32; 2]) -> (f32, f32) {
    let [above, below] = room;
    let natural = (size.x / view.x).min(size.y / view.y);
    let fitting = (size.y - above - below) / board;
    let least = (natural * LEAST_BOARD).max(LEAST_PIT / (2.0 * PIT_RADIUS)).min(natural);
    let scale = if fitting < natural { fitting.max(least) } else { natural };
    // The board's centre on the screen, from the top, in pixels.
    let (lowest, highest) = (above + scale * board / 2.0, size.y - below - scale * board / 2.0);
    let centre = if lowest <= highest { (size.y / 2.0).clamp(lowest, highest) } else { (lowest + highest) / 2.0 };
    let height = if scale < natural { size.y / scale } else { view.y };
    (height, (centre - size.y / 2.0) / scale)
}

/// The least the board is drawn at, as a share of its size in the view, to make room for the
/// rows around it.
const LEAST_BOARD: f32 = 0.5;

/// The least a pit is drawn across, in logical pixels, to make room for the rows around the
/// board: more than a finger (`tests/layout` checks 48).
const LEAST_PIT: f32 = 64.0;
