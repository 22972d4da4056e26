//! `move`: the seated player to move sows a pit; committed, then heard by every device of the
//! room.

use super::context::{Plan, commit, seat_of};
use crate::engine::Pit;
use crate::net::hub::{Hub, Joined, now};
use crate::net::store::{Change, Store};
use crate::net::wire::{ErrorKind, Refusal, ToClient};
use std::sync::Arc;

/// Plays move `number`, `pit`, for the connection's seat.
///
/// # Errors
/// Not seated; not this seat's turn, a stale number or an illegal pit (the room's words); the
/// store's failure.
pub(super) async fn play(hub: &Arc<Hub>, joined: &Option<Joined>, number: usize, pit: Pit) -> Result<(), Refusal> {
    let (live, seat) = seat_of(joined)?;
    let mut held = live.lock().await;
    let committed = commit(hub, &mut held, |held, read_again| {
        // This very move, kept by a commit whose answer was lost: the device heard it.
        if read_again && held.room.games.moves().get(number) == Some(&pit) {
            return Ok(Plan::Done(()));
        }
        held.room.check(seat, number, pit)?;
        let mut after = held.room.games.clone();
        after.play(pit).map_err(|e| Refusal::new(ErrorKind::Illegal, e.to_string()))?;
        // The room is finished when its game, or its match, is decided.
        let finished = after.is_over().then(now);
        let (words, version) = (held.code.to_string(), held.version);
        let change = move |store: &dyn Store| store.change(&words, version, Change::Move { number, pit, finished });
        Ok(Plan::Store(change, ()))
    })
    .await?;
    if let Plan::Store((), ()) = committed {
        hub.metrics.moved();
        held.room.play(pit);
        held.broadcast(&ToClient::Moved { number, pit });
    }
    Ok(())
}

/// Plays move `number`, `pit`, for the seat whose token is `token` in room `code`: a move made
/// on a page of the server rather than by a device (the teacher's simultaneous games, played
/// from his page), committed and heard by the room's devices as any move.
///
/// # Errors
/// No such room, or not a seat's token; what [`play`] refuses.
pub(crate) async fn play_for(hub: &Arc<Hub>, code: &str, token: &str, number: usize, pit: Pit) -> Result<(), Refusal> {
    let (live, held) = hub.open(code).await?;
    let seat = held.room.seat_of(token).ok_or_else(|| Refusal::new(ErrorKind::BadToken, "not a seat of this room"))?;
    drop(held);
    play(hub, &Some(Joined { live, seat: Some(seat) }), number, pit).await
}
