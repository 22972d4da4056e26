//! `watch`: a device follows a room without a seat.

use super::context::{Caller, here, no_room};
use crate::net::hub::Joined;
use crate::net::wire::{Refusal, ToClient};

/// Lets the device watch room `code`: it hears the room as it stands, then every change. A
/// class's room only with `token`, a token of one of that class's children.
///
/// # Errors
/// No such room, or a class's room without a token of its children (refused alike).
pub(super) async fn watch(
    caller: &Caller<'_>,
    joined: &mut Option<Joined>,
    code: &str,
    token: Option<String>,
) -> Result<(), Refusal> {
    let (hub, device) = (caller.hub, caller.device(None));
    let (live, mut held) = hub.open(code).await?;
    here(&held, code)?;
    if let Some(class) = held.room.setup.class {
        let hash = token.as_deref().map(crate::net::class::auth::digest);
        let child = match hash {
            Some(hash) => hub.store(move |store| store.token(&hash)).await?,
            None => None,
        };
        if child.is_none_or(|child| child.class != class) {
            return Err(no_room(code));
        }
    }
    let room = held.room.view(held.connected());
    let _ = device.outbox.try_send(ToClient::Watching { code: held.code.to_string(), room });
    held.devices.push(device);
    drop(held);
    *joined = Some(Joined { live, seat: None });
    Ok(())
}
