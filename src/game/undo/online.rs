//! The undo on two devices: Undo asks the other player to let this one take back his last move,
//! or, when the other has asked, agrees; the server takes it back on both devices (the room's
//! [`Event::TakenBack`](crate::net::session::Event::TakenBack), said on the line over the board).

use super::UndoSystems;
use crate::game::frame::GameSet;
use crate::game::i18n::Tr;
use crate::game::messages::GameCommand;
use crate::game::online::room::{Room, RoomNote, name_of};
use crate::game::play::played_online;
use bevy::prelude::*;

/// Beside the room's own taps, before the rules.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, ask_the_room.run_if(played_online).in_set(UndoSystems).in_set(GameSet::Check));
}

/// Undo sent to the room; the line then waits for what the room takes back.
fn ask_the_room(
    mut commands: MessageReader<GameCommand>,
    mut room: ResMut<Room>,
    mut note: ResMut<RoomNote>,
    tr: Res<Tr>,
) {
    let Room { device: Some(device), .. } = &mut *room else {
        commands.clear();
        return;
    };
    for command in commands.read() {
        if *command == GameCommand::Undo
            && let Some(seat) = device.session.seat()
        {
            let agrees = device.session.agrees();
            device.undo();
            let other = name_of(&device.session, &tr.0, !seat);
            note.line = (!agrees).then(|| tr.0.f("online-undo-sent", [("name", other.into())]));
        }
    }
}
