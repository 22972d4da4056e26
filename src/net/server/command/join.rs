//! `join`: the free seat of a room taken, with a name if the joiner typed one.

use super::context::{Caller, Plan, commit, here, no_room, seated};
use crate::engine::Side;
use crate::net::hub::{Joined, token};
use crate::net::store::{Change, Store};
use crate::net::wire::Refusal;

/// Seats the device in room `code`, at `wanted` if free (else the free seat), named `name`.
///
/// # Errors
/// No such room (a class's room among them); no free seat (`seat_taken`); the store's failure.
pub(super) async fn join(
    caller: &Caller<'_>,
    joined: &mut Option<Joined>,
    code: &str,
    wanted: Option<Side>,
    name: Option<String>,
) -> Result<(), Refusal> {
    let (hub, id) = (caller.hub, caller.id);
    let (live, mut held) = hub.open(code).await?;
    here(&held, code)?;
    // A class's room has both seats taken by its children: nobody joins it, and a stranger
    // does not learn that it exists.
    if held.room.setup.class.is_some() {
        return Err(no_room(code));
    }
    let committed = commit(hub, &mut held, |held, _| {
        let token = token();
        let mut room = held.room.clone();
        let seat = room.sit(wanted, token.clone(), name.as_deref())?;
        let (words, setup, stored_token, version) =
            (held.code.to_string(), room.setup.clone(), token.clone(), held.version);
        let sit = move |store: &dyn Store| {
            store.change(&words, version, Change::Sit { seat, token: &stored_token, setup: &setup })
        };
        Ok(Plan::Store(sit, (room, seat, token)))
    })
    .await?;
    let (Plan::Store((), (room, seat, token)) | Plan::Done((room, seat, token))) = committed;
    if room.tokens.south.is_some() && room.tokens.north.is_some() {
        hub.waiting_rooms().remove(held.code);
    }
    held.room = room;
    held.devices.push(caller.device(Some(seat)));
    let view = held.room.view(held.connected());
    seated(&held, id, seat, token, view);
    held.presence(seat);
    drop(held);
    *joined = Some(Joined { live, seat: Some(seat) });
    Ok(())
}
