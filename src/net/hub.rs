//! What `awale-server` holds: every room by code ([`Hub`]), each room's game and devices, the
//! server's limits ([`Config`]), and the store behind it. The connections and messages that
//! change it are in `server`.

use super::code::Code;
use super::room::Room;
use super::store::{Store, StoreError};
use super::wire::{ErrorKind, Refusal, ToClient};
use crate::engine::{BySide, Side};
use rand::RngExt;
use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::atomic::AtomicU64;
use std::sync::{Arc, Mutex};
use std::time::{Duration, SystemTime, UNIX_EPOCH};
use tokio::sync::{Mutex as RoomLock, Notify, mpsc};

/// How many messages may wait for a device before it is dropped as one that never reads.
pub const OUTBOX: usize = 256;

/// The server's limits and places.
#[derive(Clone, Debug)]
pub struct Config {
    /// The web build's folder, served at `/` (none: rooms only).
    pub web: Option<PathBuf>,
    /// How long a finished room is kept.
    pub keep: Duration,
    /// The most rooms held at once; `make` beyond gets [`ErrorKind::Full`].
    pub max_rooms: usize,
    /// Messages a second a device may send on average (bursts of twice as many).
    pub rate: u32,
    /// A device silent this long is disconnected (devices ping every 20 s).
    pub idle: Duration,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            web: None,
            keep: Duration::from_secs(7 * 24 * 3600),
            max_rooms: 100_000,
            rate: 20,
            idle: Duration::from_secs(120),
        }
    }
}

/// A room as the server holds it: the game and the devices in it.
pub(super) struct Live {
    pub(super) code: Code,
    pub(super) room: Room,
    pub(super) devices: Vec<Device>,
}

/// A connected device of a room.
pub(super) struct Device {
    pub(super) id: u64,
    pub(super) seat: Option<Side>,
    pub(super) outbox: mpsc::Sender<ToClient>,
    pub(super) kill: Arc<Notify>,
}

impl Live {
    pub(super) fn connected(&self) -> BySide<bool> {
        let on = |side| self.devices.iter().any(|device| device.seat == Some(side));
        BySide::new(on(Side::South), on(Side::North))
    }

    /// Sends `message` to every device; one whose outbox is full is dropped.
    pub(super) fn broadcast(&mut self, message: &ToClient) {
        self.devices.retain(|device| {
            let sent = device.outbox.try_send(message.clone()).is_ok();
            if !sent {
                device.kill.notify_one();
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
    pub(super) store: Arc<dyn Store>,
    pub(super) config: Config,
    pub(super) next_id: AtomicU64,
}

impl Hub {
    /// The hub with every room of `store` read back (a room whose moves the engine refuses is
    /// left out, with a message on stderr).
    ///
    /// # Errors
    /// The store cannot be read.
    pub fn new(store: Arc<dyn Store>, config: Config) -> Result<Arc<Hub>, StoreError> {
        let mut rooms = HashMap::new();
        for stored in store.rooms()? {
            let Ok(code) = stored.code.parse::<Code>() else {
                eprintln!("awale-server: room {:?} has no valid code: left out", stored.code);
                continue;
            };
            match Room::replayed(stored.setup, stored.tokens, &stored.moves) {
                Ok(room) => {
                    rooms.insert(code, Arc::new(RoomLock::new(Live { code, room, devices: Vec::new() })));
                }
                Err(error) => eprintln!("awale-server: room {code} does not replay ({error}): left out"),
            }
        }
        Ok(Arc::new(Hub { rooms: Mutex::new(rooms), store, config, next_id: AtomicU64::new(1) }))
    }

    /// How many rooms are held.
    #[must_use]
    pub fn room_count(&self) -> usize {
        self.lock().len()
    }

    pub(super) fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<Code, Arc<RoomLock<Live>>>> {
        self.rooms.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    pub(super) fn room(&self, code: &str) -> Result<Arc<RoomLock<Live>>, Refusal> {
        let code: Code =
            code.parse().map_err(|e: super::code::BadCode| Refusal::new(ErrorKind::BadCode, e.to_string()))?;
        self.lock().get(&code).cloned().ok_or_else(|| Refusal::new(ErrorKind::NoRoom, format!("no room {code}")))
    }

    /// Runs a store call off the async threads.
    pub(super) async fn store<T: Send + 'static>(
        &self,
        call: impl FnOnce(&dyn Store) -> Result<T, StoreError> + Send + 'static,
    ) -> Result<T, Refusal> {
        let store = Arc::clone(&self.store);
        match tokio::task::spawn_blocking(move || call(store.as_ref())).await {
            Ok(Ok(value)) => Ok(value),
            Ok(Err(error)) => Err(Refusal::new(ErrorKind::Store, error.to_string())),
            Err(error) => Err(Refusal::new(ErrorKind::Store, error.to_string())),
        }
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

/// Seconds since 1970.
pub(super) fn now() -> i64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX))
}

/// A seat's secret: 128 random bits in hex.
pub(super) fn token() -> String {
    let mut rng = rand::rng();
    format!("{:032x}", rng.random::<u128>())
}

/// Where a connection stands: the room it is in and its seat.
pub(super) struct Joined {
    pub(super) live: Arc<RoomLock<Live>>,
    pub(super) seat: Option<Side>,
}
