//! The undo, in one folder: the Undo button ([`press`]: side by side the last move, face to face
//! the presser's own), the rule that takes moves back on this device ([`rule`]: against the
//! computer, back to the person's turn), the way to the room on two devices ([`online`]: the
//! other player is asked, and the server takes the move back), and the line that says what was
//! taken back. Redo is the rules' own ([`play::rules`](super::play::rules)): it plays a move
//! again, as any move.

pub(crate) mod online;
pub(crate) mod rule;

use crate::game::controls::Seat;
use crate::game::frame::GameSet;
use crate::game::hud::message::BoardNote;
use crate::game::i18n::Tr;
use crate::game::layout::FaceToFace;
use crate::game::messages::GameCommand;
use bevy::prelude::*;
use bevy::ui_widgets::Activate;

/// The undo's messages, its rule on this device and its way to the room.
pub(super) fn plugin(app: &mut App) {
    app.add_message::<TakenBack>()
        .configure_sets(Update, UndoSystems.run_if(on_message::<GameCommand>.or_eager(on_message::<TakenBack>)))
        .add_plugins((rule::plugin, online::plugin))
        .add_systems(Update, say.in_set(UndoSystems).in_set(GameSet::Derive));
}

/// The undo's systems, configured once: they run only in a frame with a command about the game
/// (Undo among them) or moves taken back, so that a frame with neither costs the undo one
/// condition.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct UndoSystems;

/// Moves were taken back (Undo): how many, for the message line to say so.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct TakenBack(pub usize);

/// The Undo button's observer. Side by side, the last move goes back; face to face, the
/// presser's last move, back to his turn.
pub(crate) fn press(
    press: On<Activate>,
    seats: Query<&Seat>,
    face_to_face: Res<FaceToFace>,
    mut commands: MessageWriter<GameCommand>,
) {
    match seats.get(press.entity) {
        Ok(seat) if face_to_face.0 => commands.write(GameCommand::UndoFor(seat.0)),
        _ => commands.write(GameCommand::Undo),
    };
}

/// The message line says what was taken back.
fn say(mut taken_back: MessageReader<TakenBack>, tr: Res<Tr>, mut note: ResMut<BoardNote>) {
    if let Some(TakenBack(moves)) = taken_back.read().last() {
        note.0 = Some(tr.0.f("taken-back", [("moves", (*moves).into())]));
    }
}
