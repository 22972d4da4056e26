//! Rows as wide as they may be: [`WindowWide`] rows ([`pick_row`](super::widget::pick_row) and
//! [`pick_column`](super::widget::pick_column)) are at most [`PICK_ROW_WIDTH`] and at most the
//! window's width less a column's padding, set in pixels. A cap in percent is unknown while a
//! screen's column is measured: a wrapping row would be measured at its full width, one line
//! short, and drawn over the row under it (an upright tablet with bigger buttons and text).

use super::widget::{COLUMN_PADDING, PICK_ROW_WIDTH};
use crate::game::frame::GameSet;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, fit_window.in_set(GameSet::Present));
}

/// Marks a row whose width follows the window's.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct WindowWide;

/// Each [`WindowWide`] row as wide as it may be, in the UI's logical pixels.
fn fit_window(
    windows: Query<&Window, With<PrimaryWindow>>,
    scale: Option<Res<UiScale>>,
    mut rows: Query<&mut Node, With<WindowWide>>,
) {
    let Ok(window) = windows.single() else {
        return;
    };
    let scale = scale.map_or(1.0, |scale| scale.0);
    let width = Val::Px((window.width() / scale - 2.0 * COLUMN_PADDING).clamp(0.0, PICK_ROW_WIDTH));
    for mut node in &mut rows {
        if node.width != width {
            node.width = width;
        }
    }
}
