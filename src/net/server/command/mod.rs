//! What a device's messages do to the rooms, one file a command, as each message of the wire
//! names it: [`make`], [`join`], [`watch`] and [`resume`] a room (one room a connection),
//! [`play`] a move, and [`undo`]; each checked by the room and committed to the store before
//! anyone hears of it. What they share is in [`context`].

mod context;
mod join;
mod make;
mod play;
mod resume;
mod undo;
mod watch;

pub(super) use context::Caller;
pub(crate) use play::play_for;

use context::check_version;

use crate::net::hub::Joined;
use crate::net::wire::{ErrorKind, Refusal, ToClient, ToServer};

/// Handles one message from the device `caller`; returns the reply for this device alone
/// (others hear by broadcast). `joined` is the connection's room, once it entered one.
///
/// The longest a `join`, `watch` or `resume` waits for the store to count its address's misses.
const MISS_COUNT_WAIT: std::time::Duration = std::time::Duration::from_millis(300);

/// The message that enters a room (`make`, `join`, `watch`, `resume`: one a connection) is the
/// connection's handshake: its protocol version is checked here, once, before any command sees
/// it.
pub(super) async fn handle(caller: &Caller<'_>, joined: &mut Option<Joined>, message: ToServer) -> Option<ToClient> {
    if let Some(version) = message.version() {
        let refused = if joined.is_some() {
            Some(Refusal::new(ErrorKind::AlreadyInRoom, "this connection is already in a room"))
        } else {
            check_version(version).err()
        };
        if let Some(refusal) = refused {
            return Some(refusal.into());
        }
    }
    // A device that keeps naming rooms that do not exist (or tokens that are not theirs) is
    // guessing: its address waits a minute.
    let finding = matches!(message, ToServer::Join { .. } | ToServer::Watch { .. } | ToServer::Resume { .. });
    // Counted in the store for every server; a store away (or slow: [`MISS_COUNT_WAIT`]) counts
    // nothing and holds no one back.
    let missed = async { caller.hub.misses.check(caller.hub, caller.place).await };
    if finding && let Ok(Ok(Err(wait))) = tokio::time::timeout(MISS_COUNT_WAIT, missed).await {
        let message = format!("too many rooms tried that do not exist: wait {} s", wait.as_secs().max(1));
        return Some(Refusal::new(ErrorKind::TooFast, message).into());
    }
    let result = match message {
        ToServer::Ping {} => return Some(ToClient::Pong {}),
        ToServer::Make { setup, seat, .. } => make::make(caller, joined, setup, seat).await,
        ToServer::Join { code, seat, name, .. } => join::join(caller, joined, &code, seat, name).await,
        ToServer::Watch { code, token, .. } => watch::watch(caller, joined, &code, token).await,
        ToServer::Resume { code, token, .. } => resume::resume(caller, joined, &code, &token).await,
        ToServer::Move { number, pit } => play::play(caller.hub, joined, number, pit).await,
        ToServer::Undo {} => undo::undo(caller.hub, joined).await,
    };
    if let Err(refusal) = &result {
        caller.hub.metrics.refused(refusal.error);
    }
    if let Err(refusal) = &result
        && finding
        && matches!(refusal.error, ErrorKind::NoRoom | ErrorKind::BadCode | ErrorKind::BadToken)
    {
        let _ = tokio::time::timeout(MISS_COUNT_WAIT, caller.hub.misses.try_once(caller.hub, caller.place)).await;
    }
    result.err().map(ToClient::from)
}
