//! Every button by keyboard (or a switch that sends keys): Tab and Shift+Tab go through the
//! buttons of the screen shown in reading order (Bevy's tab navigation: each button is
//! tabbable, each root of the interface a group), Enter or Space presses the button focused
//! (Escape presses a screen's Back: `screens`). The button focused wears a gold ring a little
//! outside its edge, a shape as well as a colour, once the keyboard has moved the focus. On the
//! board, keys A–F still play the pits (`play/input.rs`).

use super::palette;
use crate::game::frame::GameSet;
use bevy::input::ButtonState;
use bevy::input::keyboard::KeyboardInput;
use bevy::input_focus::tab_navigation::{TabGroup, TabIndex, TabNavigationPlugin};
use bevy::input_focus::{FocusedInput, InputFocus, InputFocusVisible};
use bevy::prelude::*;
use bevy::text::EditableText;
use bevy::ui::InteractionDisabled;
use bevy::ui_widgets::Activate;
use bevy::ui_widgets::ScrollIntoView;

pub(super) fn plugin(app: &mut App) {
    if !app.is_plugin_added::<TabNavigationPlugin>() {
        app.add_plugins(TabNavigationPlugin);
    }
    app.init_resource::<InputFocus>()
        .init_resource::<InputFocusVisible>()
        .add_observer(press_focused)
        .add_systems(Update, (group_roots, tabbable_when_shown).in_set(GameSet::Devices))
        .add_systems(Update, ring_focused.in_set(GameSet::Present));
}

/// Each root of the interface (a screen, a player's edge, a panel, the title's greeting) is a
/// group the Tab key goes through, in the order they were made.
fn group_roots(mut commands: Commands, roots: Query<Entity, (Added<Node>, Without<ChildOf>, Without<TabGroup>)>) {
    for root in &roots {
        commands.entity(root).insert(TabGroup::new(0));
    }
}

/// A button or a text field is reached by Tab only while it is shown and can be pressed: not the
/// board's buttons under a menu, not a row laid out as nothing (`Display::None`), not a hidden
/// one, not a greyed one (Redo with nothing to redo).
fn tabbable_when_shown(
    mut buttons: Query<
        (&mut TabIndex, &InheritedVisibility, &ComputedNode, Has<InteractionDisabled>),
        Or<(With<Button>, With<EditableText>)>,
    >,
) {
    for (mut index, visibility, node, disabled) in &mut buttons {
        let shown = visibility.get() && node.size() != Vec2::ZERO && !disabled;
        let wanted = TabIndex(if shown { 0 } else { -1 });
        if *index != wanted {
            *index = wanted;
        }
    }
}

/// Enter or Space on the button focused presses it, as a tap does (a disabled one does
/// nothing).
fn press_focused(
    mut input: On<FocusedInput<KeyboardInput>>,
    buttons: Query<Has<InteractionDisabled>, With<Button>>,
    mut commands: Commands,
) {
    let Ok(disabled) = buttons.get(input.focused_entity) else {
        return;
    };
    let key = &input.input;
    if key.state == ButtonState::Pressed && !key.repeat && matches!(key.key_code, KeyCode::Enter | KeyCode::Space) {
        input.propagate(false);
        if !disabled {
            commands.trigger(Activate { entity: input.focused_entity });
        }
    }
}

/// Marks the button that wears the focus ring.
#[derive(Component)]
struct FocusRing;

/// The ring around the button or the text field focused, while the keyboard moves the focus;
/// the menu scrolled so that it shows.
fn ring_focused(
    focus: Res<InputFocus>,
    visible: Res<InputFocusVisible>,
    ringed: Query<Entity, With<FocusRing>>,
    buttons: Query<(), Or<(With<Button>, With<EditableText>)>>,
    mut commands: Commands,
) {
    if !focus.is_changed() && !visible.is_changed() {
        return;
    }
    let wanted = focus.get().filter(|&entity| visible.0 && buttons.contains(entity));
    for entity in &ringed {
        if Some(entity) != wanted {
            commands.entity(entity).remove::<(FocusRing, Outline)>();
        }
    }
    if let Some(entity) = wanted {
        commands.entity(entity).insert((FocusRing, Outline::new(Val::Px(4.0), Val::Px(3.0), palette::GOLD)));
        // A menu taller than the window scrolls to show it (Bevy's scroll area does the sums).
        commands.trigger(ScrollIntoView { entity });
    }
}
