//! What the commands share: the device that sent a message, the protocol's version checked,
//! the seated player's room, and a device told its seat.

use crate::engine::Side;
use crate::net::hub::{Device, Hub, Joined, Kill, Live};
use crate::net::store::{Failure, Store, StoreError};
use crate::net::wire::{self, ErrorKind, Refusal, ToClient, VERSION};
use std::net::IpAddr;
use std::sync::Arc;
use tokio::sync::{Mutex as RoomLock, mpsc};

/// The device a message came from, on this server.
pub(crate) struct Caller<'a> {
    /// Every room.
    pub hub: &'a Arc<Hub>,
    /// The connection's number on this server.
    pub id: u64,
    /// Where it comes from (an IPv4 address, or an IPv6 /64), for the limit of rooms waiting.
    pub place: IpAddr,
    /// Its messages' way out.
    pub outbox: &'a mpsc::Sender<ToClient>,
    /// What closes it.
    pub kill: &'a Arc<Kill>,
}

impl Caller<'_> {
    /// The device as a room holds it, at `seat` (`None`: watching).
    pub fn device(&self, seat: Option<Side>) -> Device {
        let since = self.hub.shared_now_ms();
        Device { id: self.id, seat, outbox: self.outbox.clone(), kill: Arc::clone(self.kill), since }
    }
}

/// How many times a change is tried when another server changed the room meanwhile.
pub(super) const TRIES: usize = 4;

/// The refusal when other servers changed a room more than [`TRIES`] times in a row.
fn busy() -> Refusal {
    Refusal::new(ErrorKind::Store, "the room changed too often meanwhile: send again")
}

/// What a command asks of the room it holds, planned from the room as held.
pub(super) enum Plan<C, T> {
    /// Store the change `C` at the version held; once stored, the command goes on with `T`.
    Store(C, T),
    /// Nothing to store: the room already has it (read again after a conflict); `T`.
    Done(T),
}

/// Commits one change to the room `held`: `plan` makes it from the room as held (told whether
/// the room was read again after a conflict), the store takes it at the version held, and when
/// another server sharing the store changed the room first, the room is read again (its news
/// told to this server's devices) and planned again, at most [`TRIES`] times. A change stored
/// moves the version held on; the caller then changes the room in memory as stored.
///
/// # Errors
/// `plan`'s refusal; the store's failure; [`busy`] after [`TRIES`] conflicts.
pub(super) async fn commit<C, T>(
    hub: &Hub,
    held: &mut Live,
    mut plan: impl FnMut(&Live, bool) -> Result<Plan<C, T>, Refusal>,
) -> Result<Plan<(), T>, Refusal>
where
    C: FnOnce(&dyn Store) -> Result<(), StoreError> + Send + 'static,
{
    for tried in 0..TRIES {
        let (change, then) = match plan(held, tried > 0)? {
            Plan::Store(change, then) => (change, then),
            Plan::Done(then) => return Ok(Plan::Done(then)),
        };
        match hub.store(change).await {
            Ok(()) => {
                held.version += 1;
                return Ok(Plan::Store((), then));
            }
            Err(error) if error.failure == Failure::Conflict => {
                tracing::warn!(tried, "changed on another server meanwhile: read again and planned anew");
                hub.refresh(held).await?;
            }
            Err(error) => return Err(error.into()),
        }
    }
    Err(busy())
}

/// The protocol's version a device speaks, checked once, as it enters a room (its handshake).
///
/// # Errors
/// [`ErrorKind::Version`] for any version but [`VERSION`].
pub(super) fn check_version(version: u32) -> Result<(), Refusal> {
    if version == VERSION {
        Ok(())
    } else {
        Err(Refusal::new(ErrorKind::Version, format!("this server speaks version {VERSION}, not {version}")))
    }
}

/// Tells device `id` its seat.
pub(super) fn seated(live: &Live, id: u64, seat: Side, token: String, room: wire::RoomView) {
    if let Some(device) = live.devices.iter().find(|device| device.id == id) {
        let _ = device.outbox.try_send(ToClient::Seated { code: live.code.to_string(), seat, token, room });
    }
}

/// The room and seat of a seated connection.
///
/// # Errors
/// [`ErrorKind::NotSeated`] for a watcher, or a connection in no room.
pub(super) fn seat_of(joined: &Option<Joined>) -> Result<(Arc<RoomLock<Live>>, Side), Refusal> {
    match joined {
        Some(Joined { live, seat: Some(seat) }) => Ok((Arc::clone(live), *seat)),
        _ => Err(Refusal::new(ErrorKind::NotSeated, "only a seated player may do this: make, join or resume first")),
    }
}

/// Refuses a room that expired after this device found it.
///
/// # Errors
/// [`ErrorKind::NoRoom`] when room `code` is gone.
pub(super) fn here(held: &Live, code: &str) -> Result<(), Refusal> {
    if held.gone { Err(no_room(code)) } else { Ok(()) }
}

/// The refusal of a room `code` that does not exist, or that this device may not see (a
/// class's room, to a device without a token of its children): the same words either way.
pub(super) fn no_room(code: &str) -> Refusal {
    Refusal::new(ErrorKind::NoRoom, format!("no room {code}"))
}
