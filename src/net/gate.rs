//! `awale-server`'s door: its own accept loop under axum's router. Each connection's request
//! head (its first line and headers, up to the WebSocket's upgrade) must arrive within a time
//! limit, and so must a kept-alive connection's next request; a connection not in a room holds
//! a [`Ticket`] of the [`Gate`], which lets so many at once and closes the oldest to let one
//! more in (one that has waited [`SETTLING`] at least: a crowd of devices arriving together is
//! let in), and closes the oldest whenever the process is out of descriptors. Half-finished
//! requests therefore neither last nor take the descriptors of the devices in rooms, and a new
//! device always gets in.

use axum::Router;
use axum::extract::ConnectInfo;
use hyper_util::rt::{TokioIo, TokioTimer};
use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::Notify;
use tower_service::Service;

/// How long a connection outside a room is let be before the gate may close it for a newer
/// one: a device's own handshake and first message take a few milliseconds.
pub const SETTLING: Duration = Duration::from_secs(1);

/// The connections not in a room, oldest first: when each came, and the switch that closes it.
type Open = BTreeMap<u64, (Instant, Arc<Notify>)>;

/// The connections not in a room, oldest first, each with the switch that closes it.
pub struct Gate {
    most: usize,
    open: Mutex<(u64, Open)>,
}

/// A connection's place among those not in a room; dropped when it enters a room or closes.
/// Its [`Ticket::closed`] completes when the gate closes it to let a newer one in.
pub struct Ticket {
    gate: Arc<Gate>,
    id: u64,
    close: Arc<Notify>,
}

impl Gate {
    /// A gate letting `most` connections (at least 1) wait outside the rooms at once.
    #[must_use]
    pub fn new(most: usize) -> Arc<Gate> {
        Arc::new(Gate { most: most.max(1), open: Mutex::new((0, BTreeMap::new())) })
    }

    fn open(&self) -> std::sync::MutexGuard<'_, (u64, Open)> {
        self.open.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// A ticket for a connection just accepted, or just upgraded to a WebSocket; while more
    /// than the most are out, the oldest is told to close if it has waited [`SETTLING`].
    pub fn enter(self: &Arc<Gate>) -> Ticket {
        let close = Arc::new(Notify::new());
        let mut open = self.open();
        let id = open.0;
        open.0 += 1;
        open.1.insert(id, (Instant::now(), Arc::clone(&close)));
        while open.1.len() > self.most {
            match open.1.first_entry() {
                Some(oldest) if oldest.get().0.elapsed() >= SETTLING => oldest.remove().1.notify_one(),
                _ => break,
            }
        }
        Ticket { gate: Arc::clone(self), id, close }
    }

    /// Tells the oldest connection outside a room to close, however young (the process is out
    /// of descriptors); returns whether there was one.
    pub fn close_oldest(&self) -> bool {
        self.open().1.pop_first().map(|(_, (_, close))| close.notify_one()).is_some()
    }
}

impl Ticket {
    /// Completes when the gate closes this connection to let a newer one in.
    pub async fn closed(&self) {
        self.close.notified().await;
    }
}

impl Drop for Ticket {
    fn drop(&mut self) {
        self.gate.open().1.remove(&self.id);
    }
}

/// Accepts connections on `listener` and serves `router` on each (HTTP/1.1 with upgrades,
/// every request given the peer's address as [`ConnectInfo`]) until `shutdown` completes.
/// A request head not read within `head` closes its connection; each connection holds a
/// ticket of `gate` until it upgrades or closes. When the process is out of descriptors, the
/// oldest connection outside a room is closed and the loop accepts again (with none, it waits
/// 0.1 s: the devices in rooms hold every descriptor, and one must leave first).
///
/// # Errors
/// None at present: a failed accept is waited out, and the loop ends only with `shutdown`.
pub async fn serve(
    listener: tokio::net::TcpListener,
    router: Router,
    gate: Arc<Gate>,
    head: Duration,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new()).header_read_timeout(head).keep_alive(true);
    let mut shutdown = std::pin::pin!(shutdown);
    let mut told = false;
    loop {
        let accepted = tokio::select! {
            accepted = listener.accept() => accepted,
            () = &mut shutdown => return Ok(()),
        };
        let (stream, address) = match accepted {
            Ok(accepted) => {
                told = false;
                accepted
            }
            Err(error) if is_connection_error(&error) => continue,
            Err(error) => {
                // Out of descriptors: the oldest connection outside a room makes way, or, with
                // none, the devices in rooms hold them all and one must leave first.
                if !told {
                    tracing::warn!("cannot accept a connection ({error}): closing the oldest outside a room");
                    told = true;
                }
                let pause = if gate.close_oldest() { 1 } else { 100 };
                tokio::time::sleep(Duration::from_millis(pause)).await;
                continue;
            }
        };
        // Each message is a small frame sent at once: Nagle's algorithm would hold it back for
        // the other side's delayed acknowledgement (up to 40 ms a round trip).
        let _ = stream.set_nodelay(true);
        let ticket = gate.enter();
        let router = router.clone();
        let service = hyper::service::service_fn(move |mut request: hyper::Request<hyper::body::Incoming>| {
            request.extensions_mut().insert(ConnectInfo::<SocketAddr>(address));
            router.clone().call(request)
        });
        let connection = http.serve_connection(TokioIo::new(stream), service).with_upgrades();
        tokio::spawn(async move {
            // An upgraded connection goes on in its own task, with a ticket of its own until
            // it enters a room.
            tokio::select! {
                _ = connection => {}
                () = ticket.closed() => {}
            }
        });
    }
}

/// Whether an accept failed for its connection alone (gone before it was taken).
fn is_connection_error(error: &std::io::Error) -> bool {
    use std::io::ErrorKind::{ConnectionAborted, ConnectionRefused, ConnectionReset};
    matches!(error.kind(), ConnectionAborted | ConnectionRefused | ConnectionReset)
}

#[cfg(test)]
mod tests {
    use super::*;
    use futures_util::FutureExt;

    /// Whether the gate told `ticket`'s connection to close.
    fn told(ticket: &Ticket) -> bool {
        ticket.closed().now_or_never().is_some()
    }

    #[test]
    fn the_gate_closes_the_oldest_once_settled_and_any_when_out_of_descriptors() {
        let gate = Gate::new(2);
        let tickets: Vec<Ticket> = (0..3).map(|_| gate.enter()).collect();
        assert!(!tickets.iter().any(told), "a crowd arriving together is let in");
        std::thread::sleep(SETTLING + Duration::from_millis(100));
        let fourth = gate.enter();
        assert_eq!([told(&tickets[0]), told(&tickets[1]), told(&tickets[2])], [true, true, false]);
        assert!(!told(&fourth));
        assert!(gate.close_oldest(), "out of descriptors: the oldest makes way, however young");
        assert!(told(&tickets[2]) && !told(&fourth));
        drop(fourth);
        assert!(!gate.close_oldest(), "a ticket dropped leaves the gate");
    }
}
