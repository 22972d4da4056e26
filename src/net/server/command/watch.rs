//! `watch`: a device follows a room without a seat.

use super::context::{Caller, here};
use crate::net::hub::Joined;
use crate::net::wire::{Refusal, ToClient};

/// Lets the device watch room `code`: it hears the room as it stands, then every change.
///
/// # Errors
/// No such room.
pub(super) async fn watch(caller: &Caller<'_>, joined: &mut Option<Joined>, code: &str) -> Result<(), Refusal> {
    let (hub, device) = (caller.hub, caller.device(None));
    let (live, mut held) = hub.open(code).await?;
    here(&held, code)?;
    let room = held.room.view(held.connected());
    let _ = device.outbox.try_send(ToClient::Watching { code: held.code.to_string(), room });
    held.devices.push(device);
    drop(held);
    *joined = Some(Joined { live, seat: None });
    Ok(())
}
