//! `awale-server`'s service: rooms at `/rooms` (a WebSocket speaking [`wire`](super::wire)),
//! classes at `/class` (the teacher's page and the tablets' API, [`class`](super::class)), and
//! the web build's files at every other path when given a folder. Built on tokio, hyper
//! and axum's router, behind the server's own door ([`gate`](super::gate)).
//!
//! Each room is held in memory behind its own lock, its game in the rules engine; a change is
//! committed to the [`Store`](super::store::Store) before anyone hears of it. A request's head
//! must arrive within [`Config::head`], and at most [`Config::waiting`] connections wait
//! outside a room. A device's messages are limited in size ([`MAX_FRAME`](super::wire::MAX_FRAME))
//! and rate ([`Config::rate`]); a device that stops reading is dropped once [`OUTBOX`] messages
//! wait for it; a silent one after [`Config::idle`]. A connection the server closes is told
//! why in a close frame first ([`close`](super::wire::close)). A room nobody joins expires
//! after [`Config::unjoined`]. In a store several servers share, each change is made from the
//! room's version and the others hear of it (`shared`).

mod command;

pub(crate) use command::play_for;
mod connection;
mod shared;

pub use super::hub::{Config, Hub, OUTBOX};

use axum::Router;
use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{ConnectInfo, State};
use axum::response::Response;
use axum::routing::get;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

/// The service: `/rooms`, `/class` and, with [`Config::web`], the web build's files, each served brotli- or
/// gzip-compressed where the build wrote that form beside it and the browser accepts it
/// (`Vary: Accept-Encoding`), with its type from its name and `Cache-Control: no-cache`: the
/// files keep their names from one version to the next, so a browser asks each time whether
/// its copy is current (`If-Modified-Since`, answered `304 Not Modified`). Each request must
/// carry its peer's address as [`ConnectInfo`] (as [`serve`] gives it).
pub fn router(hub: Arc<Hub>) -> Router {
    use axum::http::{HeaderValue, header};
    use tower_http::set_header::SetResponseHeader;
    let web = hub.config.web.clone();
    let classes = super::class::router(Arc::clone(&hub));
    let router =
        Router::new().route("/rooms", get(upgrade)).route("/health", get(health)).with_state(hub).merge(classes);
    match web {
        Some(folder) => {
            let files = tower_http::services::ServeDir::new(folder).precompressed_br().precompressed_gzip();
            let files =
                SetResponseHeader::if_not_present(files, header::VARY, HeaderValue::from_static("accept-encoding"));
            let files =
                SetResponseHeader::if_not_present(files, header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
            router.fallback_service(files)
        }
        None => router,
    }
}

/// `GET /health`: `200 ok` when the store answers, `503` with the reason when it does not (for
/// a proxy's and a monitor's checks).
async fn health(State(hub): State<Arc<Hub>>) -> (axum::http::StatusCode, String) {
    match hub.store(|store| store.check()).await {
        Ok(()) => (axum::http::StatusCode::OK, "ok\n".to_owned()),
        Err(error) => (axum::http::StatusCode::SERVICE_UNAVAILABLE, format!("store: {error}\n")),
    }
}

/// `GET /metrics` in Prometheus's text format ([`crate::net::metrics`]), on [`Config::metrics`]'s
/// address alone.
async fn metrics(State(hub): State<Arc<Hub>>) -> Response {
    use axum::response::IntoResponse;
    let text = hub.metrics.text(hub.room_count());
    let kind = "application/openmetrics-text; version=1.0.0; charset=utf-8";
    ([(axum::http::header::CONTENT_TYPE, kind)], text).into_response()
}

async fn upgrade(
    socket: WebSocketUpgrade,
    State(hub): State<Arc<Hub>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: axum::http::HeaderMap,
) -> Response {
    // The device itself, behind a proxy this server trusts (`--trusted-proxy`).
    let client = super::class::limits::client_address(peer.ip(), &headers, &hub.config.trusted_proxies);
    let address = SocketAddr::new(client, peer.port());
    // Frames are small: buffers of a few frames keep thousands of connections in little memory.
    socket
        .max_message_size(super::wire::MAX_FRAME)
        .max_frame_size(super::wire::MAX_FRAME)
        .read_buffer_size(2 * super::wire::MAX_FRAME)
        .write_buffer_size(2 * super::wire::MAX_FRAME)
        .on_upgrade(move |socket| {
            use tracing::{Instrument, field::Empty};
            // Every line said while serving this device names it: its connection, its address,
            // this server, and once known its room and seat.
            let span = tracing::info_span!("connection", id = Empty, peer = %address.ip(), server = %hub.server, room = Empty, seat = Empty);
            connection::connection(socket, hub, address).instrument(span)
        })
}

/// Serves `hub` on `listener` until `shutdown` completes: removes the rooms finished longer
/// than [`Config::keep`] ago hourly, and the rooms nobody joined in [`Config::unjoined`] as
/// they expire (checked every tenth of that time, between 1 s and a minute).
///
/// # Errors
/// The listener fails.
pub async fn serve(
    listener: tokio::net::TcpListener,
    hub: Arc<Hub>,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    // A store shared with other servers: their changes, heard.
    if let Some(notes) = hub.store.listen() {
        tokio::spawn(Arc::clone(&hub).hear(notes));
    }
    let purging = Arc::clone(&hub);
    tokio::spawn(async move {
        let mut hourly = tokio::time::interval(Duration::from_secs(3600));
        loop {
            hourly.tick().await;
            let hub = Arc::clone(&purging);
            match tokio::task::spawn_blocking(move || hub.purge()).await {
                Ok(Ok(0)) => {}
                Ok(Ok(count)) => tracing::info!("{count} finished rooms removed"),
                Ok(Err(error)) => tracing::error!("finished rooms not removed: {error}"),
                Err(error) => tracing::error!("finished rooms not removed: {error}"),
            }
        }
    });
    let expiring = Arc::clone(&hub);
    tokio::spawn(async move {
        let every = (expiring.config.unjoined / 10).clamp(Duration::from_secs(1), Duration::from_secs(60));
        let mut ticks = tokio::time::interval(every);
        loop {
            ticks.tick().await;
            // The shared store's clock read again now and then (its offset drifts slowly).
            if let Err(error) = expiring.read_clock().await {
                tracing::warn!("the store's clock not read: {error}");
            }
            match expiring.expire().await {
                Ok(0) => {}
                Ok(count) => tracing::info!("{count} rooms nobody joined removed"),
                Err(error) => tracing::error!("rooms nobody joined not removed: {error}"),
            }
        }
    });
    if let Some(address) = hub.config.metrics {
        let metrics_listener = tokio::net::TcpListener::bind(address).await?;
        tracing::info!("metrics for a monitor at http://{}/metrics", metrics_listener.local_addr()?);
        let served = Router::new().route("/metrics", get(metrics)).with_state(Arc::clone(&hub));
        tokio::spawn(async move { axum::serve(metrics_listener, served).await });
    }
    let (gate, head) = (Arc::clone(&hub.gate), hub.config.head);
    super::gate::serve(listener, router(hub), gate, head, shutdown).await
}
