//! How buttons answer the pointer: their colour follows hover and press; a click or a tap (a
//! press released on the same button, the pointer having moved less than [`TAP_SLOP`])
//! triggers Bevy's [`Activate`] on the button, for the observer spawned with it. A finger
//! dragged over a menu scrolls it, and a drag is not a tap. A button that cannot act now is
//! disabled (Bevy's [`InteractionDisabled`]): greyed, in its place, and deaf to presses. A tap
//! whose press began before the screen was shown, or in its first moment, acts on nothing
//! ([`ScreenSince`], the same rule as the pits'): a double tap never goes through to the screen
//! its first tap opened.

use super::palette;
use crate::game::frame::GameSet;
use crate::game::pointer::ScreenSince;
use bevy::picking::events::{Click, Drag, Pointer, Press};
use bevy::picking::pointer::{PointerButton, PointerId};
use bevy::platform::collections::HashMap;
use bevy::prelude::*;
use bevy::ui::InteractionDisabled;
use bevy::ui_widgets::{Activate, ScrollArea};
use std::time::Duration;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PressedAt>()
        .add_observer(remember_press)
        .add_observer(activate_on_click)
        .add_observer(drag_to_scroll)
        .add_systems(Update, button_colors.in_set(GameSet::Present));
}

/// How far a pointer may move, in logical pixels, between pressing a button and releasing it,
/// and still tap it.
const TAP_SLOP: f32 = 12.0;

/// Where and when each pointer last pressed a button: in logical pixels of the window, and on
/// the real clock.
#[derive(Resource, Default, Debug)]
struct PressedAt(HashMap<PointerId, (Vec2, Duration)>);

fn remember_press(
    mut press: On<Pointer<Press>>,
    buttons: Query<(), With<Button>>,
    clock: Res<Time<Real>>,
    mut at: ResMut<PressedAt>,
) {
    if buttons.contains(press.entity) {
        press.propagate(false);
        at.0.insert(press.pointer_id, (press.pointer_location.position, clock.elapsed()));
    }
}

/// A primary click on a button activates it, unless the pointer travelled (a drag, a scroll),
/// or its press began before the screen was shown or in its first moment (the rest of the tap
/// that opened it).
fn activate_on_click(
    mut click: On<Pointer<Click>>,
    buttons: Query<Has<InteractionDisabled>, With<Button>>,
    at: Res<PressedAt>,
    since: Res<ScreenSince>,
    clock: Res<Time<Real>>,
    mut commands: Commands,
) {
    let Ok(disabled) = buttons.get(click.entity) else {
        return;
    };
    click.propagate(false);
    // A disabled button keeps its place and does nothing.
    if disabled {
        return;
    }
    let here = click.pointer_location.position;
    let (from, pressed) = at.0.get(&click.pointer_id).copied().unwrap_or((here, clock.elapsed()));
    if click.button == PointerButton::Primary && from.distance(here) <= TAP_SLOP && since.hears(pressed) {
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

/// A button's colour follows the pointer; a disabled one is greyed, its label faded.
fn button_colors(
    mut buttons: Query<(&Interaction, Has<InteractionDisabled>, &mut BackgroundColor, Option<&Children>), With<Button>>,
    mut labels: Query<&mut TextColor>,
) {
    for (interaction, disabled, mut color, children) in &mut buttons {
        let wanted = match interaction {
            _ if disabled => palette::BUTTON_DISABLED,
            Interaction::Pressed => palette::BUTTON_PRESSED,
            Interaction::Hovered => palette::BUTTON_HOVER,
            Interaction::None => palette::BUTTON,
        };
        color.set_if_neq(BackgroundColor(wanted));
        let alpha = if disabled { DISABLED_LABEL_ALPHA } else { 1.0 };
        for &child in children.into_iter().flatten() {
            if let Ok(mut label) = labels.get_mut(child)
                && (label.0.alpha() - alpha).abs() > 0.001
            {
                label.0.set_alpha(alpha);
            }
        }
    }
}

/// How opaque a disabled button's label is.
const DISABLED_LABEL_ALPHA: f32 = 0.4;

/// Enables or disables a button: a disabled one keeps its place, greyed, and a press on it does
/// nothing (so that the buttons of a row never move under a finger).
pub fn set_enabled(commands: &mut Commands, button: Entity, enabled: bool, now_disabled: bool) {
    match (enabled, now_disabled) {
        (true, true) => {
            commands.entity(button).remove::<InteractionDisabled>();
        }
        (false, false) => {
            commands.entity(button).insert(InteractionDisabled);
        }
        _ => {}
    }
}
