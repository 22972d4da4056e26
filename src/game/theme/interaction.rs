//! How buttons answer the pointer: their colour follows hover and press; a click or a tap (a
//! press released on the same button) activates it through Bevy's button widget, which
//! triggers [`Activate`](bevy::ui_widgets::Activate) for the observer spawned with it. A finger
//! dragged over a menu scrolls it, and a drag is not a tap.

use super::palette;
use crate::game::GameSet;
use bevy::picking::events::{Drag, Pointer};
use bevy::prelude::*;
use bevy::ui::Pressed;
use bevy::ui_widgets::ScrollArea;

pub(super) fn plugin(app: &mut App) {
    app.add_observer(drag_to_scroll).add_systems(Update, button_colors.in_set(GameSet::Ui));
}

/// How far a pointer may move, in logical pixels, and still tap the button it pressed.
const TAP_SLOP: f32 = 12.0;

/// A drag over a scrolling area (a menu taller than the window) scrolls it, as a finger
/// expects; once it has moved further than [`TAP_SLOP`], the button it started on is no longer
/// pressed, so lifting the finger does not activate it.
fn drag_to_scroll(
    drag: On<Pointer<Drag>>,
    mut areas: Query<(&ComputedNode, &mut ScrollPosition), With<ScrollArea>>,
    pressed: Query<Entity, (With<Pressed>, With<Button>)>,
    mut commands: Commands,
) {
    let Ok((node, mut position)) = areas.get_mut(drag.entity) else {
        return;
    };
    let visible = node.size().y * node.inverse_scale_factor;
    let content = node.content_size().y * node.inverse_scale_factor;
    let range = (content - visible).max(0.0);
    position.y = (position.y - drag.delta.y).clamp(0.0, range);
    if drag.distance.length() > TAP_SLOP {
        for button in &pressed {
            commands.entity(button).remove::<Pressed>();
        }
    }
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
