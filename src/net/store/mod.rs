//! Where the server keeps rooms, seats and moves so that nothing is lost: a [`Store`] trait, its
//! SQLite implementation ([`Sqlite`]: one file beside one server, the default) and its
//! PostgreSQL one ([`Postgres`]: one database shared by several servers behind a load balancer).
//! Every change is committed before the server acknowledges it; a server killed and started
//! again reads every room back.
//!
//! Each room has a version, raised by every change. A change names the version it was made
//! from and is refused ([`Failure::Conflict`]) when the stored room has moved on, so that two
//! servers changing one room at once never both succeed: the loser reads the room again and
//! checks the device's message anew. Each store keeps its schema's version and brings an older
//! schema up to date when it opens.

mod classes;
mod db;
mod error;
mod postgres;
mod sqlite;

pub use classes::{Classes, StoredChild, StoredClass, StoredClassGame, StoredEvent, StoredSession, TRIES_KEPT_MS};
pub use db::{is_postgres, open, shown};
pub use error::{Failure, StoreError};
pub use postgres::Postgres;
pub use sqlite::{Sqlite, has_room};

use super::wire::Setup;
use crate::engine::{BySide, Pit, Side};
use serde::{Deserialize, Serialize};

/// A room as stored: its code (words), setup, seats' tokens, moves, when it was made and when
/// it finished (seconds since 1970) if it did, its version and an undo asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredRoom {
    /// The code, as words.
    pub code: String,
    /// The maker's choices (names as they stand).
    pub setup: Setup,
    /// Each seat's token once taken.
    pub tokens: BySide<Option<String>>,
    /// Every accepted move's letter, in order.
    pub moves: Vec<String>,
    /// When the room was made, in seconds since 1970 (`None` for a room stored before this was
    /// kept).
    pub made: Option<i64>,
    /// When the game ended, in seconds since 1970.
    pub finished: Option<i64>,
    /// How many changes the room has had since it was made (0: just made).
    pub version: i64,
    /// Who asked to take back his last move, until the other agrees or a move is played.
    pub undo_asked: Option<Side>,
}

/// A change to a stored room, made from a version of it ([`Store::change`]). Each raises the
/// room's version by one.
#[derive(Clone, Copy, Debug)]
pub enum Change<'a> {
    /// A seat taken by `token`, with the room's names as they now stand.
    Sit {
        /// The seat.
        seat: Side,
        /// Its secret token.
        token: &'a str,
        /// The setup with the names as they now stand.
        setup: &'a Setup,
    },
    /// Move `number`, and when the room finished (seconds since 1970) if this move finished it.
    /// An undo asked is forgotten.
    Move {
        /// The move's number, from 0 across the games of the room.
        number: usize,
        /// The pit (stored as its letter).
        pit: Pit,
        /// When the room finished, if this move finished it.
        finished: Option<i64>,
    },
    /// `by` asks to take back his last move.
    AskUndo {
        /// Who asks.
        by: Side,
    },
    /// The moves from `number` on are taken back (both players agreed); the ask is forgotten.
    TakeBack {
        /// The first move taken back.
        number: usize,
    },
}

/// What one server tells the others through a shared store: room `code` changed (its version
/// now `version`), was removed, or a seat's device came or went on server `origin`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Note {
    /// The server that made the change (each server picks a random number when it starts).
    pub origin: u64,
    /// The room's code, as words.
    pub code: String,
    /// The room's version after the change, when it changed.
    #[serde(default)]
    pub version: Option<i64>,
    /// A seat's device connected (`true`) or gone (`false`) on `origin`.
    #[serde(default)]
    pub presence: Option<(Side, bool)>,
    /// For a seat taken back with its token: when (milliseconds since 1970, by the store's clock:
    /// [`Store::clock_ms`]). The seat's connections on other servers older than that give way
    /// (`REPLACED`).
    #[serde(default)]
    pub since: Option<i64>,
    /// The change was this move, its number and pit: a server holding the room at the version
    /// before plays it without reading the room again.
    #[serde(default)]
    pub moved: Option<(usize, Pit)>,
    /// The room was removed (nobody joined it in time): every server drops it and closes its
    /// devices in it.
    #[serde(default)]
    pub removed: bool,
}

/// What a server hears from a shared store ([`Store::listen`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Heard {
    /// Another server's note.
    Note(Note),
    /// The connection that listens was made again: notes may have been missed meanwhile, and
    /// every room held should be read again.
    Missed,
}

/// What the server needs kept: its rooms, and its classes ([`Classes`]). Each call is one
/// committed transaction; calls may block (the server makes them off its async threads).
pub trait Store: Classes + Send + Sync {
    /// Whether other servers share this store: rooms are then read when a device asks for one,
    /// and the others' changes are heard through [`Store::listen`].
    fn shared(&self) -> bool {
        false
    }

    /// Every room kept.
    ///
    /// # Errors
    /// The store cannot be read.
    fn rooms(&self) -> Result<Vec<StoredRoom>, StoreError>;

    /// Room `code`, if kept.
    ///
    /// # Errors
    /// The store cannot be read.
    fn room(&self, code: &str) -> Result<Option<StoredRoom>, StoreError>;

    /// A new room made at `made` (seconds since 1970; in a store several servers share, by its
    /// clock: [`Store::clock_ms`]) with its maker at `seat` holding `token`, no move, version 0.
    ///
    /// # Errors
    /// [`Failure::Conflict`] when the code is in use; the store cannot be written.
    fn create(&self, code: &str, setup: &Setup, made: i64, seat: Side, token: &str) -> Result<(), StoreError>;

    /// Makes `change` to room `code` if its stored version is still `version` (it is then
    /// `version + 1`), and tells the other servers sharing the store.
    ///
    /// # Errors
    /// [`Failure::Conflict`] when the room's version is not `version` (or the room is gone);
    /// the store cannot be written.
    fn change(&self, code: &str, version: i64, change: Change<'_>) -> Result<(), StoreError>;

    /// Removes the rooms finished before `before` (seconds since 1970); returns their codes.
    ///
    /// # Errors
    /// The store cannot be written.
    fn purge(&self, before: i64) -> Result<Vec<String>, StoreError>;

    /// Removes room `code`, its seats and its moves, if a seat is still free (a room nobody
    /// joined, expired). Returns whether it was removed.
    ///
    /// # Errors
    /// The store cannot be written.
    fn remove(&self, code: &str) -> Result<bool, StoreError>;

    /// Removes room `code`, its seats and its moves, whoever sits in it (a class tournament's
    /// room, a child of it removed from his class with all his data). Returns whether it was
    /// there.
    ///
    /// # Errors
    /// The store cannot be written.
    fn forget(&self, code: &str) -> Result<bool, StoreError>;

    /// For a store several servers share: keeps the rooms `held` waiting from now (rooms nobody
    /// joined whose maker's device is connected to this server), then removes every room nobody
    /// joined that has waited longer than `wait` seconds, whichever server made it: a server that
    /// died leaves its rooms waiting, and another expires them. "Now" is the store's own clock,
    /// so that servers whose clocks disagree agree on every wait. Returns the codes removed. A
    /// store of one server does nothing here: its server expires its own rooms one by one
    /// ([`Store::remove`]).
    ///
    /// # Errors
    /// The store cannot be written (nothing changed).
    fn sweep(&self, _held: &[String], _wait: i64) -> Result<Vec<String>, StoreError> {
        Ok(Vec::new())
    }

    /// For a store several servers share: its own clock, in milliseconds since 1970, which every
    /// server reads so that the times they compare (a seat taken back on one server and its
    /// older connection on another) come from one clock; `None` for a store of one server.
    ///
    /// # Errors
    /// The store cannot be reached.
    fn clock_ms(&self) -> Result<Option<i64>, StoreError> {
        Ok(None)
    }

    /// Whether the store answers now (`GET /health`): a query that reads nothing (by default
    /// the shared store's clock).
    ///
    /// # Errors
    /// The store cannot be reached.
    fn check(&self) -> Result<(), StoreError> {
        self.clock_ms().map(|_| ())
    }

    /// Tells the other servers sharing the store that a seat's device came, having taken the
    /// seat back at `connected` (milliseconds since 1970), or went (`None`); nothing for a store
    /// of one server.
    ///
    /// # Errors
    /// The store cannot be reached.
    fn announce(&self, _code: &str, _seat: Side, _connected: Option<i64>) -> Result<(), StoreError> {
        Ok(())
    }

    /// The other servers' notes, for a shared store (called once, from within the server's
    /// tokio runtime); `None` for a store of one server.
    fn listen(&self) -> Option<tokio::sync::mpsc::UnboundedReceiver<Heard>> {
        None
    }
}

/// How a side is written in a store: `south`, `north`.
fn side_name(side: Side) -> &'static str {
    match side {
        Side::South => "south",
        Side::North => "north",
    }
}

/// A side as a store writes it; `None` for anything else.
fn side_named(name: Option<&str>) -> Option<Side> {
    match name {
        Some("south") => Some(Side::South),
        Some("north") => Some(Side::North),
        _ => None,
    }
}
