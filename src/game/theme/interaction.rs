//! How buttons answer the pointer: their colour follows hover and press, and a press triggers
//! Bevy's [`Activate`] event on the button, which the observer spawned with it acts on.

use super::palette;
use crate::game::GameSet;
use bevy::prelude::*;
use bevy::ui_widgets::Activate;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, activate_pressed.in_set(GameSet::Input))
        .add_systems(Update, button_colors.in_set(GameSet::Ui));
}

/// A button pressed (a click, a tap, or a test setting [`Interaction::Pressed`]) is activated.
fn activate_pressed(
    mut commands: Commands,
    buttons: Query<(Entity, &Interaction), (Changed<Interaction>, With<Button>)>,
) {
    for (entity, interaction) in &buttons {
        if *interaction == Interaction::Pressed {
            commands.trigger(Activate { entity });
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
