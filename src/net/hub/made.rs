//! A room the server makes itself with both seats held: a class tournament's board. Nobody
//! waits in it to be joined; each tablet takes its seat with the token the class API hands it
//! (`resume`).

use super::{Hub, Live, now, token};
use crate::engine::{BySide, Side};
use crate::net::code::Code;
use crate::net::room::Room;
use crate::net::store::{Change, Failure};
use crate::net::wire::{ErrorKind, Refusal, Setup};
use std::sync::Arc;
use tokio::sync::Mutex as RoomLock;

/// How many codes are tried when another server sharing the store took the one drawn.
const TRIES: usize = 4;

impl Hub {
    /// Makes a room with `setup`, South's and North's seats taken by two new tokens, and
    /// stores it; returns its code and the seats' tokens.
    ///
    /// # Errors
    /// [`ErrorKind::Full`] when the server holds `--max-rooms` rooms or no code is free; the
    /// store's failure.
    pub async fn make_seated(&self, setup: Setup) -> Result<(Code, BySide<String>), Refusal> {
        let mut room = Room::new(setup);
        let tokens = BySide::new(token(), token());
        room.sit(Some(Side::South), tokens.south.clone(), None)?;
        room.sit(Some(Side::North), tokens.north.clone(), None)?;
        for _ in 0..TRIES {
            let (code, live) = {
                let mut rooms = self.lock();
                if rooms.len() >= self.config.max_rooms {
                    return Err(Refusal::new(ErrorKind::Full, "this server holds all the rooms it can"));
                }
                let mut rng = rand::rng();
                let code = (0..100).map(|_| Code::random(&mut rng)).find(|code| !rooms.contains_key(code));
                let code = code.ok_or_else(|| Refusal::new(ErrorKind::Full, "no free room code"))?;
                let live = Arc::new(RoomLock::new(Live::new(code, room.clone(), 1)));
                rooms.insert(code, Arc::clone(&live));
                (code, live)
            };
            let mut held = live.lock().await;
            let (words, setup, seats) = (code.to_string(), room.setup.clone(), tokens.clone());
            let made = now();
            let stored = self
                .store(move |store| {
                    store.create(&words, &setup, made, Side::South, &seats.south)?;
                    store.change(&words, 0, Change::Sit { seat: Side::North, token: &seats.north, setup: &setup })
                })
                .await;
            if let Err(error) = stored {
                held.gone = true;
                self.lock().remove(&code);
                if error.failure == Failure::Conflict {
                    continue;
                }
                return Err(error.into());
            }
            return Ok((code, tokens));
        }
        Err(Refusal::new(ErrorKind::Full, "no free room code"))
    }

    /// Removes room `code` (a class tournament's, its child removed from the class) from the
    /// store and from memory; each device in it is told the room is gone.
    ///
    /// # Errors
    /// The store cannot be written.
    pub async fn remove_room(&self, code: &str) -> Result<(), crate::net::store::StoreError> {
        let words = code.to_owned();
        self.store(move |store| store.forget(&words)).await?;
        let live = code.parse::<Code>().ok().and_then(|code| self.lock().remove(&code));
        if let Some(live) = live {
            Hub::gone(&mut *live.lock().await);
        }
        Ok(())
    }
}
