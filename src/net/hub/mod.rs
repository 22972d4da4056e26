//! What `awale-server` holds: every room by code ([`Hub`]), each room's game and devices, the
//! rooms nobody has joined yet (each expires, and an address may hold only so many), the
//! server's limits ([`Config`]), and the store behind it. The connections and messages that
//! change it are in `server`.

mod clock;
mod config;
mod limiter;
mod made;
mod time;
mod tries;
mod waiting;

pub(super) use time::{now, now_ms};

pub use config::Config;
pub use limiter::Limiter;
pub(super) use waiting::Unjoined;
pub use waiting::place;

use super::code::Code;
use super::gate::Gate;
use super::room::Room;
use super::store::{Failure, Store, StoreError, StoredRoom};
use super::wire::{ErrorKind, Refusal, ToClient, close};
use crate::engine::{BySide, Side};
use rand::RngExt;
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicI64, AtomicU64};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::{Mutex as RoomLock, Notify, mpsc};

/// How many rooms that do not exist (or tokens not its own) an address may name in a minute:
/// a child mistyping three pictures a few times, not a guesser trying every code.
pub const MISSES_A_MINUTE: usize = 30;

/// How many messages may wait for a device before it is dropped as one that never reads.
pub const OUTBOX: usize = 256;

/// A room as the server holds it: the game and the devices in it, its version in the store,
/// whether it is gone (expired: a device that found it just before must not sit in it) or
/// dropped from memory (a shared store's room that no device of this server is in: a device
/// that found it just before reads it again), and which seats' devices are connected to other
/// servers sharing the store.
pub(super) struct Live {
    pub(super) code: Code,
    pub(super) room: Room,
    pub(super) devices: Vec<Device>,
    pub(super) gone: bool,
    pub(super) version: i64,
    pub(super) dropped: bool,
    pub(super) remote: BySide<bool>,
}

impl Live {
    /// A room at `version` with no device connected.
    pub(super) fn new(code: Code, room: Room, version: i64) -> Live {
        Live { code, room, devices: Vec::new(), gone: false, version, dropped: false, remote: BySide::default() }
    }
}

/// A connected device of a room.
pub(super) struct Device {
    pub(super) id: u64,
    pub(super) seat: Option<Side>,
    pub(super) outbox: mpsc::Sender<ToClient>,
    pub(super) kill: Arc<Kill>,
    /// When it entered the room (milliseconds since 1970): an older connection of its seat on
    /// another server gives way to a newer one ([`Note::since`](crate::net::store::Note)).
    pub(super) since: i64,
}

/// How a connection is told to close, and why: the close frame's code ([`close`]) and reason.
#[derive(Default)]
pub(super) struct Kill {
    notify: Notify,
    why: Mutex<Option<(u16, &'static str)>>,
}

impl Kill {
    /// Tells the connection to close, with a close frame when `why` is given (the first reason
    /// given is kept).
    pub(super) fn close(&self, why: Option<(u16, &'static str)>) {
        if let Some(why) = why {
            self.why.lock().unwrap_or_else(std::sync::PoisonError::into_inner).get_or_insert(why);
        }
        self.notify.notify_one();
    }

    /// Completes when the connection is told to close; returns why, if it was said.
    pub(super) async fn closed(&self) -> Option<(u16, &'static str)> {
        self.notify.notified().await;
        *self.why.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

impl Live {
    pub(super) fn connected(&self) -> BySide<bool> {
        let on = |side| self.remote[side] || self.devices.iter().any(|device| device.seat == Some(side));
        BySide::new(on(Side::South), on(Side::North))
    }

    /// Sends `message` to every device; one whose outbox is full is dropped.
    pub(super) fn broadcast(&mut self, message: &ToClient) {
        self.devices.retain(|device| {
            let sent = device.outbox.try_send(message.clone()).is_ok();
            if !sent {
                // It does not read: no close frame would reach it.
                device.kill.close(None);
            }
            sent
        });
    }

    pub(super) fn presence(&mut self, seat: Side) {
        let connected = self.connected()[seat];
        let name = self.room.setup.names[seat].clone();
        self.broadcast(&ToClient::Presence { seat, connected, name });
    }
}

/// Every room, by code.
pub struct Hub {
    pub(super) rooms: Mutex<HashMap<Code, Arc<RoomLock<Live>>>>,
    pub(super) unjoined: Mutex<Unjoined>,
    pub(super) store: Arc<dyn Store>,
    pub(super) config: Config,
    pub(super) next_id: AtomicU64,
    pub(super) gate: Arc<Gate>,
    /// The shared store's clock less this server's, in milliseconds (`clock`).
    pub(super) clock_offset: AtomicI64,
    /// This server's name in its log: 8 hex digits drawn at start.
    pub server: String,
    /// The rooms each address named that do not exist, or whose tokens were not its own:
    /// [`MISSES_A_MINUTE`] a minute, then its `join`, `watch` and `resume` wait.
    pub(super) misses: Limiter,
    /// The addresses a tablet on the class's network opens this server at
    /// (`http://192.168.1.20:7878`), most likely first; set once by `awale-server` when it
    /// listens. A class's printed cards carry one of them, never `localhost`.
    pub tablet_addresses: std::sync::OnceLock<Vec<String>>,
    /// The secret of the class computer's setup address, which a class is made from on the
    /// teacher's page (`/class/make?setup=…`).
    pub class_setup: crate::net::class::auth::SetupKey,
    /// What `GET /metrics` says ([`crate::net::metrics`]).
    pub metrics: crate::net::metrics::Metrics,
}

impl Hub {
    /// The hub with every room of `store` read back (a room whose moves the engine refuses is
    /// left out, with a message on stderr). A room nobody joined that was made longer than
    /// [`Config::unjoined`] ago is removed from the store. A store shared by several servers
    /// ([`Store::shared`]) is read room by room, as devices ask for them; its rooms nobody
    /// joined in time go at the first [`Hub::expire`].
    ///
    /// # Errors
    /// The store cannot be read, or written.
    pub fn new(store: Arc<dyn Store>, config: Config) -> Result<Arc<Hub>, StoreError> {
        let mut rooms = HashMap::new();
        let mut unjoined = Unjoined::default();
        let (started, expired) = (now(), expired_before(&config));
        let kept = if store.shared() { Vec::new() } else { store.rooms()? };
        for stored in kept {
            let Ok(code) = stored.code.parse::<Code>() else {
                tracing::warn!("room {:?} has no valid code: left out", stored.code);
                continue;
            };
            let waiting = stored.tokens.south.is_none() || stored.tokens.north.is_none();
            // A room stored before rooms kept when they were made waits from now on.
            let made = stored.made.unwrap_or(started);
            if waiting && made < expired {
                store.remove(&stored.code)?;
                continue;
            }
            match restored(stored) {
                Ok((room, version)) => {
                    rooms.insert(code, Arc::new(RoomLock::new(Live::new(code, room, version))));
                    if waiting {
                        unjoined.add(code, made, None);
                    }
                }
                Err(error) => tracing::warn!("room {code} does not replay ({error}): left out"),
            }
        }
        let gate = Gate::new(config.waiting);
        Ok(Arc::new(Hub {
            rooms: Mutex::new(rooms),
            unjoined: Mutex::new(unjoined),
            store,
            config,
            next_id: AtomicU64::new(1),
            gate,
            clock_offset: AtomicI64::new(0),
            server: format!("{:08x}", rand::rng().random::<u32>()),
            class_setup: crate::net::class::auth::SetupKey::default(),
            tablet_addresses: std::sync::OnceLock::new(),
            misses: Limiter::new("miss", MISSES_A_MINUTE, Duration::from_secs(60)),
            metrics: crate::net::metrics::Metrics::default(),
        }))
    }

    pub(super) fn waiting_rooms(&self) -> std::sync::MutexGuard<'_, Unjoined> {
        self.unjoined.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Notes room `code`, just made from `address`, as waiting for its second player.
    ///
    /// # Errors
    /// [`ErrorKind::Full`] when `address` holds [`Config::rooms_per_address`] such rooms.
    pub(super) fn add_unjoined(&self, code: Code, address: IpAddr) -> Result<(), Refusal> {
        let mut unjoined = self.waiting_rooms();
        let most = self.config.rooms_per_address;
        if unjoined.by_address.get(&address).copied().unwrap_or(0) >= most {
            let message = format!("this address holds {most} rooms nobody has joined yet: join one, or wait");
            return Err(Refusal::new(ErrorKind::Full, message));
        }
        unjoined.add(code, now(), Some(address));
        Ok(())
    }

    /// Removes the rooms nobody joined that were made longer than [`Config::unjoined`] ago and
    /// whose maker's device is not connected, from the store and from memory; a device
    /// watching one is disconnected. Returns how many went.
    ///
    /// # Errors
    /// The store cannot be written (the rooms not yet removed stay).
    pub async fn expire(&self) -> Result<usize, StoreError> {
        let expired = expired_before(&self.config);
        let old: Vec<Code> =
            self.waiting_rooms().made.iter().filter(|(_, (made, _))| *made < expired).map(|(code, _)| *code).collect();
        let mut count = 0;
        for code in old {
            let Some(live) = self.lock().get(&code).cloned() else {
                self.waiting_rooms().remove(code);
                continue;
            };
            let mut held = live.lock().await;
            if held.devices.iter().any(|device| device.seat.is_some()) {
                continue;
            }
            let words = code.to_string();
            let removed = self.store(move |store| store.remove(&words)).await?;
            self.waiting_rooms().remove(code);
            if !removed {
                // Joined on another server sharing the store, or expired there ([`Store::sweep`]).
                let words = code.to_string();
                if self.store(move |store| store.room(&words)).await?.is_some() {
                    continue;
                }
            }
            self.lock().remove(&code);
            Hub::gone(&mut held);
            count += 1;
        }
        if self.store.shared() {
            count += self.sweep().await?;
        }
        Ok(count)
    }

    /// For a store several servers share: the rooms nobody joined whose maker's device is
    /// here kept waiting, and every room nobody joined in [`Config::unjoined`] removed, those
    /// of a server that died included ([`Store::sweep`]); a device here in one of them is told.
    /// Returns how many went that this server held.
    async fn sweep(&self) -> Result<usize, StoreError> {
        let live: Vec<Arc<RoomLock<Live>>> = self.lock().values().cloned().collect();
        let mut held = Vec::new();
        for live in live {
            let live = live.lock().await;
            let waiting = live.room.tokens.south.is_none() || live.room.tokens.north.is_none();
            if waiting && live.devices.iter().any(|device| device.seat.is_some()) {
                held.push(live.code.to_string());
            }
        }
        let wait = i64::try_from(self.config.unjoined.as_secs()).unwrap_or(i64::MAX);
        let removed = self.store(move |store| store.sweep(&held, wait)).await?;
        let mut count = 0;
        for code in removed.iter().filter_map(|code| code.parse::<Code>().ok()) {
            self.waiting_rooms().remove(code);
            let Some(live) = self.lock().remove(&code) else { continue };
            Hub::gone(&mut *live.lock().await);
            count += 1;
        }
        Ok(count)
    }

    /// Room `held` expired: gone, and each device in it told.
    pub(super) fn gone(held: &mut Live) {
        held.gone = true;
        for device in held.devices.drain(..) {
            device.kill.close(Some((close::EXPIRED, "nobody joined this room in time: it is gone")));
        }
    }

    /// How many rooms are held.
    #[must_use]
    pub fn room_count(&self) -> usize {
        self.lock().len()
    }

    pub(super) fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<Code, Arc<RoomLock<Live>>>> {
        self.rooms.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Runs a store call off the async threads.
    pub(super) async fn store<T: Send + 'static>(
        &self,
        call: impl FnOnce(&dyn Store) -> Result<T, StoreError> + Send + 'static,
    ) -> Result<T, StoreError> {
        let store = Arc::clone(&self.store);
        let started = std::time::Instant::now();
        let done = match tokio::task::spawn_blocking(move || call(store.as_ref())).await {
            Ok(done) => done,
            Err(error) => Err(StoreError::failed(error.to_string())),
        };
        self.metrics.stored(started.elapsed());
        done
    }

    /// Removes the rooms finished longer ago than [`Config::keep`].
    ///
    /// # Errors
    /// The store cannot be written.
    pub fn purge(&self) -> Result<usize, StoreError> {
        let before = now() - i64::try_from(self.config.keep.as_secs()).unwrap_or(i64::MAX);
        let codes = self.store.purge(before)?;
        let mut rooms = self.lock();
        for code in &codes {
            if let Ok(code) = code.parse::<Code>() {
                rooms.remove(&code);
            }
        }
        Ok(codes.len())
    }
}

impl From<StoreError> for Refusal {
    fn from(error: StoreError) -> Refusal {
        match error.failure {
            Failure::Unavailable => Refusal::new(
                ErrorKind::StoreUnavailable,
                format!("the store cannot be reached now: nothing was kept, send again ({})", error.message),
            ),
            Failure::Failed | Failure::Conflict => Refusal::new(ErrorKind::Store, error.to_string()),
        }
    }
}

/// A stored room rebuilt, with its version.
///
/// # Errors
/// The first stored move the engine refuses, with its number.
pub(super) fn restored(stored: StoredRoom) -> Result<(Room, i64), String> {
    let mut room = Room::replayed(stored.setup, stored.tokens, &stored.moves)?;
    room.undo_asked = stored.undo_asked.filter(|_| !room.games.is_over());
    Ok((room, stored.version))
}

/// The time before which a room nobody joined was made too long ago, in seconds since 1970.
fn expired_before(config: &Config) -> i64 {
    now().saturating_sub(i64::try_from(config.unjoined.as_secs()).unwrap_or(i64::MAX))
}

/// Why a seat's older connection is closed when the seat is taken back (`REPLACED`).
pub(super) const TAKEN_BACK: &str = "this seat was taken back on another connection";

/// A seat's secret: 128 random bits in hex.
pub(super) fn token() -> String {
    format!("{:032x}", rand::rng().random::<u128>())
}

/// Where a connection stands: the room it is in and its seat.
pub(super) struct Joined {
    pub(super) live: Arc<RoomLock<Live>>,
    pub(super) seat: Option<Side>,
}
