//! How buttons answer the pointer: their colour follows hover and press; a click or a tap (a
//! press released on the same button, the pointer having moved less than [`TAP_SLOP`])
//! triggers Bevy's [`Activate`] on the button, for the observer spawned with it. A finger
//! dragged over a menu scrolls it, and a drag is not a tap.

use super::palette;
use crate::game::GameSet;
use bevy::picking::events::{Click, Drag, Pointer, Press};
use bevy::picking::pointer::{PointerButton, PointerId};
use bevy::platform::collections::HashMap;
use bevy::prelude::*;
use bevy::ui_widgets::{Activate, ScrollArea};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PressedAt>()
        .add_observer(remember_press)
        .add_observer(activate_on_click)
        .add_observer(drag_to_scroll)
        .add_systems(Update, button_colors.in_set(GameSet::Ui));
}

/// How far a pointer may move, in logical pixels, between pressing a button and releasing it,
/// and still tap it.
const TAP_SLOP: f32 = 12.0;

/// Where each pointer last pressed a button, in logical pixels of the window.
#[derive(Resource, Default, Debug)]
struct PressedAt(HashMap<PointerId, Vec2>);

fn remember_press(mut press: On<Pointer<Press>>, buttons: Query<(), With<Button>>, mut at: ResMut<PressedAt>) {
    if buttons.contains(press.entity) {
        press.propagate(false);
        at.0.insert(press.pointer_id, press.pointer_location.position);
    }
}

/// A primary click on a button activates it, unless the pointer travelled (a drag, a scroll).
fn activate_on_click(
    mut click: On<Pointer<Click>>,
    buttons: Query<(), With<Button>>,
    at: Res<PressedAt>,
    mut commands: Commands,
) {
    if !buttons.contains(click.entity) {
        return;
    }
    click.propagate(false);
    let moved = at.0.get(&click.pointer_id).map_or(0.0, |from| from.distance(click.pointer_location.position));
    if click.button == PointerButton::Primary && moved <= TAP_SLOP {
        commands.trigger(Activate { entity: click.entity });
    }
}

/// A drag over a scrolling area (a menu taller than the window) scrolls it, as a finger
/// expects.
fn drag_to_scroll(drag: On<Pointer<Drag>>, mut areas: Query<(&ComputedNode, &mut ScrollPosition), With<ScrollArea>>) {
    let Ok((node, mut position)) = areas.get_mut(drag.entity) else {
        return;
    };
    let visible = node.size().y * node.inverse_scale_factor;
    let content = node.content_size().y * node.inverse_scale_factor;
    let range = (content - visible).max(0.0);
    position.y = (position.y - drag.delta.y).clamp(0.0, range);
}

fn button_colors(mut buttons: Query<(&Interaction, &mut BackgroundColor), (Changed<Interaction>, With<Button>)>) {
    for (interaction, mut color) in &mut buttons {
        color.0 = match interaction {
            Interaction::Pressed => palette::BUTTON_PRESSED,
            Interaction::Hovered => palette::BUTTON_HOVER,
            Interaction::None => palette::BUTTON,
        };
    }
}
