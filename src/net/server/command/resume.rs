//! `resume`: a device takes its seat back with its token; the seat's older connection gives
//! way.

use super::context::{Caller, here, seated};
use crate::net::hub::{Device, Joined, TAKEN_BACK};
use crate::net::wire::{ErrorKind, Refusal, close};

/// Seats the device again in room `code`, at the seat `token` holds.
///
/// # Errors
/// No such room; [`ErrorKind::BadToken`]; the store's failure.
pub(super) async fn resume(
    caller: &Caller<'_>,
    joined: &mut Option<Joined>,
    code: &str,
    token: &str,
) -> Result<(), Refusal> {
    let (hub, id) = (caller.hub, caller.id);
    let (live, mut held) = hub.open(code).await?;
    here(&held, code)?;
    if held.room.seat_of(token).is_none() && hub.store.shared() {
        // The seat may have been taken on another server, not heard of yet.
        hub.refresh(&mut held).await?;
    }
    let seat = held
        .room
        .seat_of(token)
        .ok_or_else(|| Refusal::new(ErrorKind::BadToken, "not a seat of this room: you may watch"))?;
    // The seat's older connection, if still open, gives way.
    held.devices.retain(|device| {
        let older = device.seat == Some(seat);
        if older {
            device.kill.close(Some((close::REPLACED, TAKEN_BACK)));
        }
        !older
    });
    // Read from the store's own clock, so that of two seats taken back on two servers a few
    // milliseconds apart, the later one is the newer on both.
    let since = hub.store_now_ms().await;
    let device = Device { since, ..caller.device(Some(seat)) };
    held.devices.push(device);
    let view = held.room.view(held.connected());
    seated(&held, id, seat, token.to_owned(), view);
    held.presence(seat);
    hub.announce(held.code, seat, Some(since));
    drop(held);
    *joined = Some(Joined { live, seat: Some(seat) });
    Ok(())
}
