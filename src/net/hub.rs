//! What `awale-server` holds: every room by code ([`Hub`]), each room's game and devices, the
//! rooms nobody has joined yet (each expires, and an address may hold only so many), the
//! server's limits ([`Config`]), and the store behind it. The connections and messages that
//! change it are in `server`.

use super::code::Code;
use super::gate::Gate;
use super::room::Room;
use super::store::{Store, StoreError};
use super::wire::{ErrorKind, Refusal, ToClient, close};
use crate::engine::{BySide, Side};
use rand::RngExt;
use std::collections::HashMap;
use std::net::IpAddr;
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
    /// A device silent this long is disconnected (the game's devices ping every 10 s).
    pub idle: Duration,
    /// How long a request's head (its first line and headers, up to the WebSocket's upgrade)
    /// may take to arrive, and how long a kept-alive HTTP connection may wait for its next
    /// request; then the connection is closed.
    pub head: Duration,
    /// The most connections not in a room at once: those reading a request or fetching the
    /// page's files, and WebSockets before their `make`, `join`, `watch` or `resume`. One more
    /// closes the oldest of them, so that the devices in rooms keep their descriptors and a
    /// new device always gets in.
    pub waiting: usize,
    /// How long a room nobody joined is kept after it was made (while its maker's device is
    /// connected, it waits on); a server starting removes the stored ones older than this.
    pub unjoined: Duration,
    /// The most rooms nobody joined yet that the devices of one address (an IPv4 address, or
    /// an IPv6 /64) may hold at once; `make` beyond gets [`ErrorKind::Full`].
    pub rooms_per_address: usize,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            web: None,
            keep: Duration::from_secs(7 * 24 * 3600),
            max_rooms: 100_000,
            rate: 20,
            idle: Duration::from_secs(120),
            head: Duration::from_secs(5),
            waiting: 1024,
            unjoined: Duration::from_secs(600),
            rooms_per_address: 20,
        }
    }
}

/// A room as the server holds it: the game and the devices in it, and whether it is gone
/// (expired: a device that found it just before must not sit in it).
pub(super) struct Live {
    pub(super) code: Code,
    pub(super) room: Room,
    pub(super) devices: Vec<Device>,
    pub(super) gone: bool,
}

impl Live {
    /// A room with no device connected.
    pub(super) fn new(code: Code, room: Room) -> Live {
        Live { code, room, devices: Vec::new(), gone: false }
    }
}

/// A connected device of a room.
pub(super) struct Device {
    pub(super) id: u64,
    pub(super) seat: Option<Side>,
    pub(super) outbox: mpsc::Sender<ToClient>,
    pub(super) kill: Arc<Kill>,
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
        let on = |side| self.devices.iter().any(|device| device.seat == Some(side));
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

/// The rooms nobody has joined yet: when each was made and from where, and how many each
/// address holds.
#[derive(Default)]
pub(super) struct Unjoined {
    made: HashMap<Code, (i64, Option<IpAddr>)>,
    by_address: HashMap<IpAddr, usize>,
}

impl Unjoined {
    /// Room `code`, made at `made` from `address` (`None`: read back from the store).
    fn add(&mut self, code: Code, made: i64, address: Option<IpAddr>) {
        if let Some(address) = address {
            *self.by_address.entry(address).or_default() += 1;
        }
        self.made.insert(code, (made, address));
    }

    /// Room `code` joined, or gone.
    pub(super) fn remove(&mut self, code: Code) {
        if let Some((_, Some(address))) = self.made.remove(&code)
            && let Some(count) = self.by_address.get_mut(&address)
        {
            *count -= 1;
            if *count == 0 {
                self.by_address.remove(&address);
            }
        }
    }
}

/// The address a device's limits count by: an IPv4 address (an IPv4 address written as IPv6
/// too), or an IPv6 address's /64, which one home or school network holds.
#[must_use]
pub fn place(address: IpAddr) -> IpAddr {
    match address {
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => IpAddr::V6((u128::from(v6) & !u128::from(u64::MAX)).into()),
        },
        v4 @ IpAddr::V4(_) => v4,
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
}

impl Hub {
    /// The hub with every room of `store` read back (a room whose moves the engine refuses is
    /// left out, with a message on stderr). A room nobody joined that was made longer than
    /// [`Config::unjoined`] ago is removed from the store.
    ///
    /// # Errors
    /// The store cannot be read, or written.
    pub fn new(store: Arc<dyn Store>, config: Config) -> Result<Arc<Hub>, StoreError> {
        let mut rooms = HashMap::new();
        let mut unjoined = Unjoined::default();
        let (started, expired) = (now(), expired_before(&config));
        for stored in store.rooms()? {
            let Ok(code) = stored.code.parse::<Code>() else {
                eprintln!("awale-server: room {:?} has no valid code: left out", stored.code);
                continue;
            };
            let waiting = stored.tokens.south.is_none() || stored.tokens.north.is_none();
            // A room stored before rooms kept when they were made waits from now on.
            let made = stored.made.unwrap_or(started);
            if waiting && made < expired {
                store.remove(&stored.code)?;
                continue;
            }
            match Room::replayed(stored.setup, stored.tokens, &stored.moves) {
                Ok(room) => {
                    rooms.insert(code, Arc::new(RoomLock::new(Live::new(code, room))));
                    if waiting {
                        unjoined.add(code, made, None);
                    }
                }
                Err(error) => eprintln!("awale-server: room {code} does not replay ({error}): left out"),
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
            self.store(move |store| store.remove(&words)).await.map_err(|refusal| StoreError(refusal.message))?;
            self.lock().remove(&code);
            self.waiting_rooms().remove(code);
            held.gone = true;
            for device in held.devices.drain(..) {
                device.kill.close(Some((close::EXPIRED, "nobody joined this room in time: it is gone")));
            }
            count += 1;
        }
        Ok(count)
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

/// The time before which a room nobody joined was made too long ago, in seconds since 1970.
fn expired_before(config: &Config) -> i64 {
    now().saturating_sub(i64::try_from(config.unjoined.as_secs()).unwrap_or(i64::MAX))
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

#[cfg(test)]
mod tests {
    use super::place;
    use std::net::IpAddr;

    #[test]
    fn an_address_counts_as_its_ipv4_address_or_its_ipv6_slash_64() {
        let ip = |text: &str| text.parse::<IpAddr>().expect("an address");
        assert_eq!(place(ip("192.168.1.20")), ip("192.168.1.20"));
        assert_eq!(place(ip("::ffff:192.168.1.20")), ip("192.168.1.20"), "IPv4 written as IPv6");
        assert_eq!(place(ip("2001:db8:1:2:aaaa:bbbb:cccc:dddd")), ip("2001:db8:1:2::"));
        assert_eq!(place(ip("2001:db8:1:2::1")), place(ip("2001:db8:1:2:ffff::9")), "one network");
        assert_ne!(place(ip("2001:db8:1:2::1")), place(ip("2001:db8:1:3::1")));
    }
}
