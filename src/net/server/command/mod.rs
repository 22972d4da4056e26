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

use crate::net::hub::Joined;
use crate::net::wire::{ErrorKind, Refusal, ToClient, ToServer};

/// Handles one message from the device `caller`; returns the reply for this device alone
/// (others hear by broadcast). `joined` is the connection's room, once it entered one.
pub(super) async fn handle(caller: &Caller<'_>, joined: &mut Option<Joined>, message: ToServer) -> Option<ToClient> {
    let entering = matches!(
        message,
        ToServer::Make { .. } | ToServer::Join { .. } | ToServer::Watch { .. } | ToServer::Resume { .. }
    );
    if entering && joined.is_some() {
        return Some(Refusal::new(ErrorKind::AlreadyInRoom, "this connection is already in a room").into());
    }
    let result = match message {
        ToServer::Ping {} => return Some(ToClient::Pong {}),
        ToServer::Make { version, setup, seat } => make::make(caller, joined, version, setup, seat).await,
        ToServer::Join { version, code, seat, name } => join::join(caller, joined, version, &code, seat, name).await,
        ToServer::Watch { version, code } => watch::watch(caller, joined, version, &code).await,
        ToServer::Resume { version, code, token } => resume::resume(caller, joined, version, &code, &token).await,
        ToServer::Move { number, pit } => play::play(caller.hub, joined, number, &pit).await,
        ToServer::Undo {} => undo::undo(caller.hub, joined).await,
    };
    result.err().map(ToClient::from)
}
