//! `undo`: asked by one player, agreed by the other; the asker's own last move is taken back.

use super::context::{Plan, commit, seat_of};
use crate::net::hub::{Hub, Joined};
use crate::net::store::{Change, Store};
use crate::net::wire::{Refusal, ToClient};
use std::sync::Arc;

/// Asks to take back the seat's last move, or agrees to the other's ask.
///
/// # Errors
/// Not seated; nothing to take back, or a finished game (the room's words); the store's failure.
pub(super) async fn undo(hub: &Arc<Hub>, joined: &Option<Joined>) -> Result<(), Refusal> {
    let (live, seat) = seat_of(joined)?;
    let mut held = live.lock().await;
    let committed = commit(hub, &mut held, |held, _| {
        let mut room = held.room.clone();
        let agreed = room.ask_undo(seat)?;
        let (words, version, from) = (held.code.to_string(), held.version, room.undo_from());
        let change = move |store: &dyn Store| {
            let change = if agreed { Change::TakeBack { number: from } } else { Change::AskUndo { by: seat } };
            store.change(&words, version, change)
        };
        Ok(Plan::Store(change, (room, agreed)))
    })
    .await?;
    let (Plan::Store((), (room, agreed)) | Plan::Done((room, agreed))) = committed;
    held.room = room;
    if agreed {
        held.room.undo();
        let moves = held.room.games.number();
        held.broadcast(&ToClient::Undone { moves });
    } else {
        held.broadcast(&ToClient::UndoAsked { by: seat });
    }
    Ok(())
}
