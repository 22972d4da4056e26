//! The line over the board in a game on two devices, at the top of North's edge: the away mark ("⏳ Grandma's device is not
//! connected: waiting…") first, else the room's last news ([`RoomNote`], written by
//! [`room`](super::room)).

use super::room::RoomNote;
use crate::game::frame::GameSet;
use crate::game::play::{Players, played_online};
use crate::game::screens::Screen;
use crate::game::theme::palette;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    // Over the room's own board (a game played online) the line shows; over any other, it hides.
    app.add_systems(
        Update,
        (show_note.run_if(played_online), hide_note.run_if(not(played_online)))
            .run_if(in_state(Screen::Gameplay))
            .run_if(
                resource_changed::<RoomNote>.or_eager(resource_changed::<Players>).or_eager(state_changed::<Screen>),
            )
            .in_set(GameSet::Present),
    )
    .add_systems(OnExit(Screen::Gameplay), hide_note);
}

/// The line about the room, the first row of North's edge (`hud::spawn_hud`): above his turn
/// bar, so that the edge, kept snug against the board, grows away from it and the line never
/// covers the turn bar, the score or the board's store.
#[derive(Component)]
pub(crate) struct NoteLine;

/// The line about the room, hidden until there is something to say.
pub(crate) fn note_line() -> impl Bundle {
    (
        Name::new("Room note"),
        NoteLine,
        Node {
            justify_content: JustifyContent::Center,
            max_width: Val::Percent(90.0),
            display: Display::None,
            ..default()
        },
        children![(
            Text::default(),
            TextFont::from_font_size(22.0),
            TextColor(palette::DARK),
            TextLayout::justify(bevy::text::Justify::Center),
            Node {
                padding: UiRect::axes(Val::Px(16.0), Val::Px(8.0)),
                border_radius: BorderRadius::all(Val::Px(12.0)),
                ..default()
            },
            BackgroundColor(palette::GOLD),
        )],
    )
}

/// Hides the line wherever the board is not shown, or shows another game than the room's.
fn hide_note(mut lines: Query<&mut Node, With<NoteLine>>) {
    for mut node in &mut lines {
        if node.display != Display::None {
            node.display = Display::None;
        }
    }
}

/// Shows the away mark (first) or the last news, on the board (the run conditions) of a game on
/// two devices.
fn show_note(
    note: Res<RoomNote>,
    mut lines: Query<(&mut Node, &Children), With<NoteLine>>,
    mut texts: Query<&mut Text>,
) {
    let line = note.away.as_ref().map(|away| format!("⏳ {away}")).or_else(|| note.line.clone());
    for (mut node, children) in &mut lines {
        let display = if line.is_some() { Display::Flex } else { Display::None };
        if node.display != display {
            node.display = display;
        }
        for child in children {
            if let Ok(mut text) = texts.get_mut(*child)
                && let Some(line) = &line
                && text.0 != *line
            {
                text.0.clone_from(line);
            }
        }
    }
}
