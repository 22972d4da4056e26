//! What an administrator points a monitor at: `GET /health` on the server's own port (200 when
//! the store answers, 503 with the reason when it does not: for a proxy's and a monitor's
//! checks), and `GET /metrics` in Prometheus's text format on a separate address of his choice
//! (`awale-server --metrics 127.0.0.1:9187`), so that no tablet reads it. Counted with the
//! Prometheus project's own client crate, `prometheus-client`.
//!
//! | metric | kind | what it counts |
//! |---|---|---|
//! | `awale_connections` | gauge | devices connected to `/rooms` now, in a room or not yet |
//! | `awale_rooms` | gauge | rooms this server holds in memory now |
//! | `awale_moves_total` | counter | moves this server accepted and committed (their rate: moves a second) |
//! | `awale_refusals_total{kind}` | counter | messages of devices refused, by the protocol's error (`stale`, `no_room`, `too_fast`, …) |
//! | `awale_class_sign_ins_total` | counter | children signed in on a tablet (a token given) |
//! | `awale_store_seconds` | histogram | how long each call to the store took, in seconds |

use crate::net::wire::ErrorKind;
use prometheus_client::encoding::EncodeLabelSet;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{Histogram, exponential_buckets};
use prometheus_client::registry::Registry;
use std::time::Duration;

/// A refusal's labels: its kind as the protocol names it.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct Refused {
    kind: String,
}

/// The server's counters, shared by its tasks (each is atomic), and the registry that writes
/// them out.
pub struct Metrics {
    registry: Registry,
    connections: Gauge,
    rooms: Gauge,
    moves: Counter,
    refusals: Family<Refused, Counter>,
    sign_ins: Counter,
    store: Histogram,
}

impl Default for Metrics {
    fn default() -> Metrics {
        let mut registry = Registry::default();
        let connections = Gauge::default();
        registry.register("awale_connections", "Devices connected to /rooms now", connections.clone());
        let rooms = Gauge::default();
        registry.register("awale_rooms", "Rooms this server holds in memory now", rooms.clone());
        let moves = Counter::default();
        registry.register("awale_moves", "Moves accepted and committed", moves.clone());
        let refusals = Family::<Refused, Counter>::default();
        registry.register("awale_refusals", "Messages of devices refused, by the protocol's error", refusals.clone());
        let sign_ins = Counter::default();
        registry.register("awale_class_sign_ins", "Children signed in on a tablet", sign_ins.clone());
        // From half a millisecond to about 8 s, doubling.
        let store = Histogram::new(exponential_buckets(0.0005, 2.0, 15));
        registry.register("awale_store_seconds", "How long each call to the store took", store.clone());
        Metrics { registry, connections, rooms, moves, refusals, sign_ins, store }
    }
}

impl Metrics {
    /// A device connected to `/rooms` (`true`), or its connection ended (`false`).
    pub fn connected(&self, now: bool) {
        if now {
            self.connections.inc();
        } else {
            self.connections.dec();
        }
    }

    /// A move accepted and committed.
    pub fn moved(&self) {
        self.moves.inc();
    }

    /// A device's message refused with `kind`.
    pub fn refused(&self, kind: ErrorKind) {
        let kind = serde_json::to_value(kind).ok().and_then(|value| value.as_str().map(str::to_owned));
        self.refusals.get_or_create(&Refused { kind: kind.unwrap_or_default() }).inc();
    }

    /// A child signed in on a tablet.
    pub fn signed_in(&self) {
        self.sign_ins.inc();
    }

    /// A call to the store that took `took`.
    pub fn stored(&self, took: Duration) {
        self.store.observe(took.as_secs_f64());
    }

    /// Every metric in Prometheus's text format, `rooms` (held now) written first.
    #[must_use]
    pub fn text(&self, rooms: usize) -> String {
        self.rooms.set(i64::try_from(rooms).unwrap_or(i64::MAX));
        let mut out = String::new();
        // Writing into a String cannot fail.
        let _ = prometheus_client::encoding::text::encode(&mut out, &self.registry);
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_metric_is_written_in_prometheus_s_text_format() {
        let metrics = Metrics::default();
        metrics.connected(true);
        metrics.connected(true);
        metrics.connected(false);
        metrics.moved();
        metrics.refused(ErrorKind::Stale);
        metrics.refused(ErrorKind::Stale);
        metrics.refused(ErrorKind::NoRoom);
        metrics.signed_in();
        metrics.stored(Duration::from_millis(3));
        let text = metrics.text(7);
        for line in [
            "awale_connections 1",
            "awale_rooms 7",
            "awale_moves_total 1",
            "awale_refusals_total{kind=\"stale\"} 2",
            "awale_refusals_total{kind=\"no_room\"} 1",
            "awale_class_sign_ins_total 1",
            "awale_store_seconds_count 1",
        ] {
            assert!(text.lines().any(|found| found == line), "{line} in:\n{text}");
        }
        assert!(text.ends_with("# EOF\n"), "{text}");
    }
}
