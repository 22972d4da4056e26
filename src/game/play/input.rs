//! A mouse, a finger and keys on the board: presses over the pits become [`PitPointer`]s, and
//! the keys A–F the pit of that letter in the row of the player to move.

use crate::engine::Pit;
use crate::game::frame::GameSet;
use crate::game::layout::{self, PIT_RADIUS};
use crate::game::messages::MoveRequest;
use crate::game::play::pointer::{PitPointer, ReadPointer, Showing};
use crate::game::play::{Engine, Players};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Update, (pointer_input.before(ReadPointer), key_input).in_set(GameSet::Devices));
}

/// The pit under a point of the world, if any (generous for small fingers: half way to the next).
fn pit_at(point: Vec2) -> Option<Pit> {
    let reach = (PIT_RADIUS * 1.1).min(layout::PIT_SPACING / 2.0);
    Pit::ALL.into_iter().find(|&pit| layout::pit_center(pit).distance(point) <= reach)
}

/// Clicks, taps and the pointer over the pits become [`PitPointer`]s (read in `pointer.rs`).
fn pointer_input(
    mouse: Res<ButtonInput<MouseButton>>,
    touches: Res<Touches>,
    window: Query<&Window, With<PrimaryWindow>>,
    camera: Query<(&Camera, &GlobalTransform)>,
    mut pointer: MessageWriter<PitPointer>,
    mut hovered: Local<Option<Pit>>,
    mut last_cursor: Local<Option<Vec2>>,
    mut fingers: Local<bevy::platform::collections::HashMap<u64, Vec2>>,
) {
    let Ok((camera, view)) = camera.single() else {
        return;
    };
    let to_pit = |point: Vec2| camera.viewport_to_world_2d(view, point).ok().and_then(pit_at);
    let cursor = window.single().ok().and_then(Window::cursor_position);
    // A lifted finger may take the cursor with it: a release is where the pointer was last.
    let released_at = cursor.or(*last_cursor);
    *last_cursor = cursor;
    let click = mouse.just_pressed(MouseButton::Left).then_some(cursor).flatten();
    let taps = touches.iter_just_pressed().map(|touch| touch.position());
    for point in click.into_iter().chain(taps) {
        if let Some(pit) = to_pit(point) {
            pointer.write(PitPointer::Down(pit));
        }
    }
    // One release a frame, over a pit if any is (a touch may come as a click too).
    let release = mouse.just_released(MouseButton::Left).then_some(released_at);
    // A finger's release is where it was last seen down (a browser may give it no place).
    let lifted: Vec<Option<Vec2>> = touches
        .iter_just_released()
        .map(|touch| Some(fingers.remove(&touch.id()).unwrap_or(touch.position())))
        .collect();
    for touch in touches.iter() {
        fingers.insert(touch.id(), touch.position());
    }
    let releases: Vec<Option<Pit>> = release.into_iter().chain(lifted).map(|point| point.and_then(to_pit)).collect();
    if !releases.is_empty() {
        pointer.write(PitPointer::Up(releases.iter().flatten().next().copied()));
    }
    let over = cursor.and_then(to_pit);
    if over != *hovered {
        *hovered = over;
        pointer.write(PitPointer::Hover(over));
    }
}

/// Keys A–F choose the pit of that letter in the row of the player to move (A–F for South,
/// a–f for North).
fn key_input(
    keys: Res<ButtonInput<KeyCode>>,
    showing: Showing,
    engine: Res<Engine>,
    players: Res<Players>,
    mut requests: MessageWriter<MoveRequest>,
) {
    const KEYS: [KeyCode; 6] =
        [KeyCode::KeyA, KeyCode::KeyB, KeyCode::KeyC, KeyCode::KeyD, KeyCode::KeyE, KeyCode::KeyF];
    let turn = engine.0.position().turn();
    // A key pressed while a menu was shown is the menu's (a name typed), not the board's.
    if !players.plays_here(turn) || !showing.board() {
        return;
    }
    for (column, key) in KEYS.iter().enumerate() {
        if keys.just_pressed(*key)
            && let Some(pit) = Pit::of(turn, column)
        {
            requests.write(MoveRequest(pit));
        }
    }
}
