//! `make`: a new room, its maker seated, under a free code (another when a server sharing the
//! store took it meanwhile).

use super::context::{Caller, TRIES, seated};
use crate::engine::Side;
use crate::net::code::Code;
use crate::net::hub::{Joined, Live, token};
use crate::net::room::Room;
use crate::net::store::Failure;
use crate::net::wire::{self, ErrorKind, Refusal};
use std::sync::Arc;
use tokio::sync::Mutex as RoomLock;

/// Makes a room with `setup`, its maker at `seat`.
///
/// # Errors
/// [`ErrorKind::Full`] when the server holds `--max-rooms` rooms,
/// no code is free or the address holds its rooms waiting; [`ErrorKind::BadMessage`] for a
/// setup naming a class; the store's failure.
pub(super) async fn make(
    caller: &Caller<'_>,
    joined: &mut Option<Joined>,
    setup: wire::Setup,
    seat: Side,
) -> Result<(), Refusal> {
    let (hub, place) = (caller.hub, caller.place);
    if setup.class.is_some() {
        return Err(Refusal::new(ErrorKind::BadMessage, "a class's rooms are made by the server alone"));
    }
    let mut room = Room::new(setup);
    let token = token();
    room.sit(Some(seat), token.clone(), None)?;
    for _ in 0..TRIES {
        // A free code, taken at once so that no other maker here gets it.
        let (code, live) = {
            let mut rooms = hub.lock();
            if rooms.len() >= hub.config.max_rooms {
                return Err(Refusal::new(ErrorKind::Full, "this server holds all the rooms it can"));
            }
            let mut rng = rand::rng();
            let code = (0..100).map(|_| Code::random(&mut rng)).find(|code| !rooms.contains_key(code));
            let code = code.ok_or_else(|| Refusal::new(ErrorKind::Full, "no free room code"))?;
            // Nobody has joined it yet: it counts for its maker's address until someone does.
            hub.add_unjoined(code, place)?;
            let live = Arc::new(RoomLock::new(Live::new(code, room.clone(), 0)));
            rooms.insert(code, Arc::clone(&live));
            (code, live)
        };
        let mut held = live.lock().await;
        let (words, stored_setup, stored_token) = (code.to_string(), room.setup.clone(), token.clone());
        // By the shared store's clock, which every server compares the wait with.
        let made = hub.shared_now_ms() / 1000;
        let stored = hub.store(move |store| store.create(&words, &stored_setup, made, seat, &stored_token)).await;
        if let Err(error) = stored {
            // A device that found the code meanwhile must not sit in a room not stored.
            held.gone = true;
            hub.lock().remove(&code);
            hub.waiting_rooms().remove(code);
            // The code is in use on another server sharing the store: another.
            if error.failure == Failure::Conflict {
                continue;
            }
            return Err(error.into());
        }
        let id = caller.id;
        held.devices.push(caller.device(Some(seat)));
        let view = held.room.view(held.connected());
        seated(&held, id, seat, token, view);
        drop(held);
        *joined = Some(Joined { live, seat: Some(seat) });
        return Ok(());
    }
    Err(Refusal::new(ErrorKind::Full, "no free room code"))
}
