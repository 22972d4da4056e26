//! Two devices, one game: the protocol a device and `awale-server` speak (JSON over a
//! WebSocket, [`wire`]), the room codes children copy as pictures ([`code`]), the children's
//! animals ([`animals`]), and the room the server keeps, every move checked by the rules engine
//! ([`room`]). With the feature `server`: the server itself ([`server`], behind its door:
//! `gate`) and where it keeps rooms ([`store`]: SQLite, or PostgreSQL shared by several
//! servers). With `site`, the web build inside the
//! server ([`site`]). A device's room without input or output ([`session`], in the words of
//! [`events`]) and its connection ([`link`], feature `link`) are what the game plays through;
//! the tests drive the same session over a tokio connection (`tests/cluster/client.rs`). What
//! the network hears wakes the game's sleeping window ([`waker`]).
//! The protocol, message by message: `docs/two-devices.md`.

pub mod animals;
pub mod class;
pub mod code;
#[cfg(feature = "link")]
pub mod device;
pub mod events;
#[cfg(feature = "link")]
pub mod link;
pub mod room;
pub mod session;
#[cfg(feature = "link")]
pub mod waker;
pub mod wire;

#[cfg(feature = "server")]
mod gate;
#[cfg(feature = "server")]
mod hub;
#[cfg(feature = "server")]
pub mod metrics;
#[cfg(feature = "server")]
pub mod server;
#[cfg(feature = "site")]
pub mod site;
#[cfg(feature = "server")]
pub mod store;

pub use code::Code;
pub use room::Room;
pub use wire::{ErrorKind, RoomView, Setup, ToClient, ToServer};
