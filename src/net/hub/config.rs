//! The server's limits and places, as `awale-server`'s options set them.

use std::net::IpAddr;
use std::path::PathBuf;
use std::time::Duration;

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
    /// The proxies whose `X-Forwarded-For` names the device behind a request
    /// (`--trusted-proxy ADDRESS`): a class's limits count each device behind them alone.
    pub trusted_proxies: Vec<IpAddr>,
    /// Where `GET /metrics` is served (`--metrics`: an address no tablet reaches, such as
    /// `127.0.0.1:9187`); none: not served.
    pub metrics: Option<std::net::SocketAddr>,
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
            trusted_proxies: Vec::new(),
            metrics: None,
        }
    }
}
