//! `move`: the seated player to move sows a pit; committed, then heard by every device of the
//! room.

use super::context::{TRIES, busy, seat_of};
use crate::net::hub::{Hub, Joined, now};
use crate::net::store::{Change, Failure, Store};
use crate::net::wire::{ErrorKind, Refusal, ToClient};
use std::sync::Arc;

/// Plays move `number`, pit `letter`, for the connection's seat.
///
/// # Errors
/// Not seated; not this seat's turn, a stale number or an illegal pit (the room's words); the
/// store's failure.
pub(super) async fn play(hub: &Arc<Hub>, joined: &Option<Joined>, number: usize, letter: &str) -> Result<(), Refusal> {
    let (live, seat) = seat_of(joined)?;
    let mut held = live.lock().await;
    for _ in 0..TRIES {
        let pit = held.room.check(seat, number, letter)?;
        let mut after = held.room.games.clone();
        after.play(pit).map_err(|e| Refusal::new(ErrorKind::Illegal, e.to_string()))?;
        // The room is finished when its game, or its match, is decided.
        let finished = after.is_over().then(now);
        let (words, letter, version) = (held.code.to_string(), pit.to_string(), held.version);
        let stored = letter.clone();
        let change =
            move |store: &dyn Store| store.change(&words, version, Change::Move { number, pit: &stored, finished });
        match hub.store(change).await {
            Ok(()) => {}
            Err(error) if error.failure == Failure::Conflict => {
                hub.refresh(&mut held).await?;
                // This very move, kept by a commit whose answer was lost: the device heard it.
                if held.room.games.letters().get(number) == Some(&letter) {
                    return Ok(());
                }
                continue;
            }
            Err(error) => return Err(error.into()),
        }
        held.version += 1;
        held.room.play(pit);
        held.broadcast(&ToClient::Moved { number, pit: letter });
        return Ok(());
    }
    Err(busy())
}
