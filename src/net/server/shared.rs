//! Rooms in a store shared by several servers: a room read from the store when a device asks
//! for one this server does not hold, read again when another server changed it (heard through
//! [`Store::listen`](crate::net::store::Store::listen)) or when a change of this server's
//! finds it changed ([`Failure::Conflict`](crate::net::store::Failure::Conflict)), and dropped
//! from memory once no device of this server is in it.
//!
//! A device that joins, takes its seat back or watches is answered from the room at the
//! store's version: the copy held is read again first. A room another server removed is
//! dropped, its devices here told (`EXPIRED`), as soon as its note is heard.
//!
//! Reading a room again tells this server's devices what they did not hear, in order and once
//! each ([`news`]): the moves taken back (`undone`), then each new move (`moved`), then an undo
//! asked; so a device hears every move once, whichever server accepted it.

use crate::engine::Side;
use crate::net::code::Code;
use crate::net::hub::{Hub, Live, TAKEN_BACK, restored};
use crate::net::room::Room;
use crate::net::store::{Heard, Note};
use crate::net::wire::{ErrorKind, Refusal, ToClient, close};
use std::sync::Arc;
use tokio::sync::{Mutex as RoomLock, OwnedMutexGuard, mpsc};

/// A room held, and held locked.
pub(super) type Held = (Arc<RoomLock<Live>>, OwnedMutexGuard<Live>);

impl Hub {
    /// Room `code`, locked: the one held, or, in a shared store, the one stored (then held).
    ///
    /// # Errors
    /// [`ErrorKind::BadCode`], [`ErrorKind::NoRoom`], or the store's failure.
    pub(super) async fn open(&self, code: &str) -> Result<Held, Refusal> {
        let code: Code =
            code.parse().map_err(|e: crate::net::code::BadCode| Refusal::new(ErrorKind::BadCode, e.to_string()))?;
        let no_room = || Refusal::new(ErrorKind::NoRoom, format!("no room {code}"));
        for _ in 0..4 {
            let found = self.lock().get(&code).cloned();
            let (live, read) = match found {
                Some(live) => (live, false),
                None if self.store.shared() => (self.load(code).await?.ok_or_else(no_room)?, true),
                None => return Err(no_room()),
            };
            let mut held = Arc::clone(&live).lock_owned().await;
            // Dropped from memory meanwhile, or, in a shared store, a room this server was
            // making with a code another server's room had taken: read it again.
            let stale = held.dropped || (held.gone && self.store.shared());
            if stale {
                continue;
            }
            // In a store several servers share, a device is answered from the room at the
            // store's version, never from a copy behind it (a note not heard yet): the copy
            // held is brought up to date first, or found gone.
            if self.store.shared() && !read {
                self.refresh(&mut held).await?;
            }
            return Ok((live, held));
        }
        Err(Refusal::new(ErrorKind::Store, "the room changed too often meanwhile: send again"))
    }

    /// Reads room `code` from the store and holds it (or the copy another device read first).
    async fn load(&self, code: Code) -> Result<Option<Arc<RoomLock<Live>>>, Refusal> {
        let words = code.to_string();
        let Some(stored) = self.store(move |store| store.room(&words)).await? else {
            return Ok(None);
        };
        let (room, version) =
            restored(stored).map_err(|error| Refusal::new(ErrorKind::Store, format!("room {code}: {error}")))?;
        let live = Arc::new(RoomLock::new(Live::new(code, room, version)));
        Ok(Some(Arc::clone(self.lock().entry(code).or_insert(live))))
    }

    /// Reads `held` again from the store, and tells this server's devices in it what changed.
    /// A room no longer stored is gone.
    ///
    /// # Errors
    /// The store's failure ([`ErrorKind::NoRoom`] when the room is gone).
    pub(super) async fn refresh(&self, held: &mut Live) -> Result<(), Refusal> {
        let words = held.code.to_string();
        let Some(stored) = self.store(move |store| store.room(&words)).await? else {
            held.gone = true;
            self.lock().remove(&held.code);
            self.waiting_rooms().remove(held.code);
            return Err(Refusal::new(ErrorKind::NoRoom, format!("no room {}", held.code)));
        };
        if stored.version == held.version {
            return Ok(());
        }
        let (room, version) =
            restored(stored).map_err(|error| Refusal::new(ErrorKind::Store, format!("room {}: {error}", held.code)))?;
        if room.tokens.south.is_some() && room.tokens.north.is_some() {
            self.waiting_rooms().remove(held.code);
        }
        for message in news(&held.room, &room) {
            held.broadcast(&message);
        }
        held.room = room;
        held.version = version;
        Ok(())
    }

    /// Tells the other servers sharing the store that `seat`'s device came or went here.
    pub(super) fn announce(&self, code: Code, seat: Side, connected: Option<i64>) {
        if self.store.shared() {
            let store = Arc::clone(&self.store);
            tokio::task::spawn_blocking(move || store.announce(&code.to_string(), seat, connected));
        }
    }

    /// Drops `held` from memory when the store is shared, no device of this server is in it
    /// and it does not wait here for its second player.
    pub(super) fn leave(&self, held: &mut Live) {
        if self.store.shared() && held.devices.is_empty() && !self.waiting_rooms().holds(held.code) {
            held.dropped = true;
            self.lock().remove(&held.code);
        }
    }

    /// Hears the other servers' notes until the store stops: each room held that changed is
    /// read again, and a seat's device coming or going is told to this server's devices in the
    /// room; after notes were missed, every room held is read again.
    pub async fn hear(self: Arc<Hub>, mut notes: mpsc::UnboundedReceiver<Heard>) {
        while let Some(heard) = notes.recv().await {
            let rooms: Vec<Arc<RoomLock<Live>>> = match &heard {
                Heard::Note(note) => {
                    let Ok(code) = note.code.parse::<Code>() else { continue };
                    self.lock().get(&code).cloned().into_iter().collect()
                }
                Heard::Missed => self.lock().values().cloned().collect(),
            };
            for live in rooms {
                let (hub, heard) = (Arc::clone(&self), heard.clone());
                tokio::spawn(async move {
                    let mut held = live.lock().await;
                    if held.dropped || held.gone {
                        return;
                    }
                    let note = match heard {
                        Heard::Note(note) => Some(note),
                        Heard::Missed => None,
                    };
                    // Removed by another server: gone here too, its devices told.
                    if note.as_ref().is_some_and(|note| note.removed) {
                        hub.lock().remove(&held.code);
                        hub.waiting_rooms().remove(held.code);
                        Hub::gone(&mut held);
                        return;
                    }
                    // A change this server has not made or heard yet, or notes missed.
                    let behind = note.as_ref().is_none_or(|note| note.version.is_some_and(|v| v > held.version));
                    let played = note.as_ref().is_some_and(|note| next_move(&mut held, note));
                    if behind
                        && !played
                        && let Err(error) = hub.refresh(&mut held).await
                    {
                        tracing::warn!("room {} not read again: {}", held.code, error.message);
                    }
                    if let Some(note) = note
                        && let Some((seat, connected)) = note.presence
                    {
                        // The seat taken back on another server: its older connections here
                        // give way, told why.
                        if let Some(since) = note.since {
                            held.devices.retain(|device| {
                                let older = device.seat == Some(seat) && device.since < since;
                                if older {
                                    device.kill.close(Some((close::REPLACED, TAKEN_BACK)));
                                }
                                !older
                            });
                        }
                        held.remote[seat] = connected;
                        held.presence(seat);
                    }
                    // Joined on another server while none of this server's devices is in it.
                    hub.leave(&mut held);
                });
            }
        }
    }
}

/// Plays the move `note` tells of when it is the room's next change; returns whether it did
/// (else the room is read again).
fn next_move(held: &mut Live, note: &Note) -> bool {
    let (Some(version), Some((number, pit))) = (note.version, note.moved.as_ref()) else {
        return false;
    };
    let Some(turn) = held.room.games.to_move() else {
        return false;
    };
    if version != held.version + 1 {
        return false;
    }
    if held.room.check(turn, *number, *pit).is_err() {
        return false;
    }
    held.room.play(*pit);
    held.version = version;
    held.broadcast(&ToClient::Moved { number: *number, pit: *pit });
    true
}

/// What a device that heard room `old` must hear to hold room `new`: the moves taken back, the
/// moves played since, an undo asked.
#[must_use]
pub(super) fn news(old: &Room, new: &Room) -> Vec<ToClient> {
    let (before, after) = (old.games.moves(), new.games.moves());
    let kept = before.iter().zip(&after).take_while(|(a, b)| a == b).count();
    let mut news = Vec::new();
    if kept < before.len() {
        news.push(ToClient::Undone { moves: kept });
    }
    news.extend(after.into_iter().enumerate().skip(kept).map(|(number, pit)| ToClient::Moved { number, pit }));
    if let Some(by) = new.undo_asked
        && old.undo_asked != new.undo_asked
    {
        news.push(ToClient::UndoAsked { by });
    }
    news
}
