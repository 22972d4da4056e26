//! How buttons answer the pointer: their colour follows hover and press; a click or a tap (a
//! press released on the same button, the pointer having moved less than [`TAP_SLOP`])
//! triggers Bevy's [`Activate`] on the button, for the observer spawned with it. A finger
//! dragged over a menu scrolls it, and a drag is not a tap. A button that cannot act now is
//! disabled (Bevy's [`InteractionDisabled`]): greyed, in its place, and deaf to presses. A tap
//! whose press began before the screen was shown, or in its first moment, acts on nothing
//! ([`ScreenSince`], the same rule as the pits'): a double tap never goes through to the screen
//! its first tap opened.
//!
//! A tap whose press and release come in one frame, with the pointer arriving on the button in
//! that frame (a quick tap on a busy tablet, a mouse moved and clicked at once), is a tap too:
//! Bevy's picking sends its press to the button under the pointer now but its click to what was
//! under it the frame before, so that no click comes; the release then activates the button
//! pressed ([`tap_without_click`]).

use super::palette;
use crate::game::frame::GameSet;
use crate::game::play::pointer::{LastPress, PressTime, ScreenSince};
use bevy::picking::events::{Click, Drag, Pointer, Press};
use bevy::picking::pointer::{PointerAction, PointerButton, PointerId, PointerInput};
use bevy::platform::collections::HashMap;
use bevy::prelude::*;
use bevy::ui::InteractionDisabled;
use bevy::ui_widgets::{Activate, ScrollArea};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PressedAt>()
        .add_observer(remember_press)
        .add_observer(activate_on_click)
        .add_observer(drag_to_scroll)
        // Picking writes them; without it (the headless tests) none come.
        .add_message::<PointerInput>()
        .add_systems(Update, tap_without_click.in_set(GameSet::Devices))
        .add_systems(Update, button_colors.in_set(GameSet::Present));
}

/// How far a pointer may move, in logical pixels, between pressing a button and releasing it,
/// and still tap it.
const TAP_SLOP: f32 = 12.0;

/// Where and when each pointer last pressed a button: in logical pixels of the window, and on
/// the real clock; and the button, until its click (or the release standing for it) is heard.
#[derive(Resource, Default, Debug)]
struct PressedAt(HashMap<PointerId, Pressed>);

/// A press on a button.
#[derive(Clone, Copy, Debug)]
struct Pressed {
    /// Where, in logical pixels of the window.
    at: Vec2,
    /// When, as far as the frames tell.
    when: PressTime,
    /// The button pressed, while no click has answered the press.
    waiting: Option<Entity>,
}

fn remember_press(
    mut press: On<Pointer<Press>>,
    buttons: Query<(), With<Button>>,
    clock: Res<Time<Real>>,
    mut at: ResMut<PressedAt>,
    mut last: ResMut<LastPress>,
) {
    if buttons.contains(press.entity) {
        press.propagate(false);
        let position = press.pointer_location.position;
        let when = PressTime::now(Some(position), &clock);
        at.0.insert(press.pointer_id, Pressed { at: position, when, waiting: Some(press.entity) });
        last.0 = Some(when);
    }
}

/// Whether a press at `from` on the clock's `pressed`, released at `here`, taps a button: the
/// primary button, the pointer still, the screen hearing it.
fn taps(button: PointerButton, from: Vec2, here: Vec2, pressed: PressTime, since: &ScreenSince) -> bool {
    button == PointerButton::Primary && from.distance(here) <= TAP_SLOP && since.hears(pressed)
}

/// The release of a press on a button that no click answered (both came in one frame, the
/// pointer arriving on the button in it): the tap activates the button pressed.
fn tap_without_click(
    mut inputs: MessageReader<PointerInput>,
    mut at: ResMut<PressedAt>,
    buttons: Query<Has<InteractionDisabled>, With<Button>>,
    since: Res<ScreenSince>,
    mut commands: Commands,
) {
    for input in inputs.read() {
        let PointerAction::Release(button) = input.action else { continue };
        let Some(pressed) = at.0.get_mut(&input.pointer_id) else { continue };
        let Some(entity) = pressed.waiting.take() else { continue };
        if buttons.get(entity).is_ok_and(|disabled| !disabled)
            && taps(button, pressed.at, input.location.position, pressed.when, &since)
        {
            commands.trigger(Activate { entity });
        }
    }
}

/// A primary click on a button activates it, unless the pointer travelled (a drag, a scroll),
/// or its press began before the screen was shown or in its first moment (the rest of the tap
/// that opened it).
fn activate_on_click(
    mut click: On<Pointer<Click>>,
    buttons: Query<Has<InteractionDisabled>, With<Button>>,
    mut at: ResMut<PressedAt>,
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
        if let Some(pressed) = at.0.get_mut(&click.pointer_id) {
            pressed.waiting = None;
        }
        return;
    }
    let here = click.pointer_location.position;
    let pressed = at.0.get_mut(&click.pointer_id);
    let (from, when) =
        pressed.as_ref().map_or((here, PressTime::now(Some(here), &clock)), |pressed| (pressed.at, pressed.when));
    // The click answers the press: its release activates nothing more.
    if let Some(pressed) = pressed {
        pressed.waiting = None;
    }
    if taps(click.button, from, here, when, &since) {
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

/// A button's colour follows the pointer; a disabled one is greyed, its label faded. Only the
/// buttons whose pointer or state changed are painted again (a frame at rest paints none).
fn button_colors(
    mut buttons: Query<(&Interaction, Has<InteractionDisabled>, &mut BackgroundColor, Option<&Children>), With<Button>>,
    changed: Query<Entity, (With<Button>, Or<(Changed<Interaction>, Added<InteractionDisabled>, Added<Button>)>)>,
    mut enabled: RemovedComponents<InteractionDisabled>,
    mut labels: Query<&mut TextColor>,
) {
    let mut painted: Vec<Entity> = changed.iter().collect();
    painted.extend(enabled.read());
    for button in painted {
        let Ok((interaction, disabled, mut color, children)) = buttons.get_mut(button) else {
            continue;
        };
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
