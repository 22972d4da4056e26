//! `awale-server`'s service: rooms at `/rooms` (a WebSocket speaking [`wire`](super::wire)),
//! and the web build's files at every other path when given a folder. Built on tokio and axum.
//!
//! Each room is held in memory behind its own lock, its game in the rules engine; a change is
//! committed to the [`Store`](super::store::Store) before anyone hears of it. A device's messages are limited in
//! size ([`MAX_FRAME`]) and rate ([`Config::rate`]); a device that stops reading is dropped
//! once [`OUTBOX`] messages wait for it; a silent one after [`Config::idle`].

pub use super::hub::{Config, Hub, OUTBOX};

use super::code::Code;
use super::hub::{Device, Joined, Live, now, token};
use super::room::Room;
use super::wire::{self, ErrorKind, MAX_FRAME, Refusal, ToClient, ToServer, VERSION};
use crate::engine::Side;
use axum::Router;
use axum::extract::State;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::response::Response;
use axum::routing::get;
use futures_util::{SinkExt, StreamExt};
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;
use tokio::sync::{Mutex as RoomLock, Notify, mpsc};

/// The service: `/rooms` and, with [`Config::web`], the web build's files, each served brotli- or
/// gzip-compressed where the build wrote that form beside it and the browser accepts it
/// (`Vary: Accept-Encoding`), with its type from its name and `Cache-Control: no-cache`: the
/// files keep their names from one version to the next, so a browser asks each time whether
/// its copy is current (`If-Modified-Since`, answered `304 Not Modified`).
pub fn router(hub: Arc<Hub>) -> Router {
    use axum::http::{HeaderValue, header};
    use tower_http::set_header::SetResponseHeader;
    let web = hub.config.web.clone();
    let router = Router::new().route("/rooms", get(upgrade)).with_state(hub);
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

async fn upgrade(socket: WebSocketUpgrade, State(hub): State<Arc<Hub>>) -> Response {
    // Frames are small: buffers of a few frames keep thousands of connections in little memory.
    socket
        .max_message_size(MAX_FRAME)
        .max_frame_size(MAX_FRAME)
        .read_buffer_size(2 * MAX_FRAME)
        .write_buffer_size(2 * MAX_FRAME)
        .on_upgrade(move |socket| connection(socket, hub))
}

/// One device's connection, from upgrade to close.
async fn connection(socket: WebSocket, hub: Arc<Hub>) {
    let id = hub.next_id.fetch_add(1, Ordering::Relaxed);
    let (mut sink, mut stream) = socket.split();
    let (outbox, mut inbox) = mpsc::channel::<ToClient>(OUTBOX);
    let kill = Arc::new(Notify::new());
    // The writer: a device that takes over 10 s to take a message is dropped.
    let writer_kill = Arc::clone(&kill);
    let writer = tokio::spawn(async move {
        while let Some(message) = inbox.recv().await {
            let text = serde_json::to_string(&message).unwrap_or_default();
            let sent = tokio::time::timeout(Duration::from_secs(10), sink.send(Message::Text(text.into()))).await;
            if !matches!(sent, Ok(Ok(()))) {
                writer_kill.notify_one();
                break;
            }
        }
        let _ = sink.close().await;
    });
    let mut joined: Option<Joined> = None;
    // The rate limit: a bucket of 2 × rate messages, refilled at `rate` a second.
    let rate = f64::from(hub.config.rate.max(1));
    let (mut bucket, mut filled, mut dropped) = (2.0 * rate, tokio::time::Instant::now(), 0u32);
    loop {
        let frame = tokio::select! {
            frame = tokio::time::timeout(hub.config.idle, stream.next()) => frame,
            () = kill.notified() => break,
        };
        let text = match frame {
            Ok(Some(Ok(Message::Text(text)))) => text,
            Ok(Some(Ok(Message::Binary(_)))) => {
                let _ = outbox.try_send(Refusal::new(ErrorKind::BadMessage, "frames are JSON text").into());
                continue;
            }
            Ok(Some(Ok(Message::Ping(_) | Message::Pong(_)))) => continue,
            // Closed, broken, too large, or silent too long.
            _ => break,
        };
        let elapsed = filled.elapsed().as_secs_f64();
        filled = tokio::time::Instant::now();
        bucket = (bucket + elapsed * rate).min(2.0 * rate);
        if bucket < 1.0 {
            dropped += 1;
            if dropped > 4 * hub.config.rate {
                break;
            }
            let _ = outbox.try_send(Refusal::new(ErrorKind::TooFast, "too many messages: this one was dropped").into());
            continue;
        }
        bucket -= 1.0;
        dropped = 0;
        let reply = match wire::read(&text) {
            Ok(message) => handle(&hub, id, &outbox, &kill, &mut joined, message).await,
            Err(refusal) => Some(refusal.into()),
        };
        if let Some(reply) = reply
            && outbox.try_send(reply).is_err()
        {
            break;
        }
    }
    // Gone: the room hears that its seat's device left.
    if let Some(Joined { live, seat }) = joined {
        let mut live = live.lock().await;
        live.devices.retain(|device| device.id != id);
        if let Some(seat) = seat {
            live.presence(seat);
        }
    }
    // What waits in the outbox (the last answers, "too fast") goes out before the door shuts.
    drop(outbox);
    let mut writer = writer;
    if tokio::time::timeout(Duration::from_secs(2), &mut writer).await.is_err() {
        writer.abort();
    }
}

fn check_version(version: u32) -> Result<(), Refusal> {
    if version == VERSION {
        Ok(())
    } else {
        Err(Refusal::new(ErrorKind::Version, format!("this server speaks version {VERSION}, not {version}")))
    }
}

/// Handles one message; returns the reply for this device alone (others hear by broadcast).
async fn handle(
    hub: &Arc<Hub>,
    id: u64,
    outbox: &mpsc::Sender<ToClient>,
    kill: &Arc<Notify>,
    joined: &mut Option<Joined>,
    message: ToServer,
) -> Option<ToClient> {
    let device = |seat| Device { id, seat, outbox: outbox.clone(), kill: Arc::clone(kill) };
    let entering = matches!(
        message,
        ToServer::Make { .. } | ToServer::Join { .. } | ToServer::Watch { .. } | ToServer::Resume { .. }
    );
    if entering && joined.is_some() {
        return Some(Refusal::new(ErrorKind::AlreadyInRoom, "this connection is already in a room").into());
    }
    let result = match message {
        ToServer::Ping {} => return Some(ToClient::Pong),
        ToServer::Make { version, setup, seat } => make(hub, version, setup, seat, device(Some(seat)), joined).await,
        ToServer::Join { version, code, seat, name } => join(hub, version, &code, seat, name, id, device, joined).await,
        ToServer::Watch { version, code } => watch(hub, version, &code, device(None), joined).await,
        ToServer::Resume { version, code, token } => resume(hub, version, &code, &token, id, device, joined).await,
        ToServer::Move { number, pit } => play(hub, joined, number, &pit).await,
        ToServer::Undo {} => undo(hub, joined).await,
    };
    result.err().map(ToClient::from)
}

async fn make(
    hub: &Arc<Hub>,
    version: u32,
    setup: wire::Setup,
    seat: Side,
    device: Device,
    joined: &mut Option<Joined>,
) -> Result<(), Refusal> {
    check_version(version)?;
    let mut room = Room::new(setup);
    let token = token();
    room.sit(Some(seat), token.clone(), None)?;
    // A free code, taken at once so that no other maker gets it.
    let (code, live) = {
        let mut rooms = hub.lock();
        if rooms.len() >= hub.config.max_rooms {
            return Err(Refusal::new(ErrorKind::Full, "this server holds all the rooms it can"));
        }
        let mut rng = rand::rng();
        let code = (0..100).map(|_| Code::random(&mut rng)).find(|code| !rooms.contains_key(code));
        let code = code.ok_or_else(|| Refusal::new(ErrorKind::Full, "no free room code"))?;
        let live = Arc::new(RoomLock::new(Live { code, room: room.clone(), devices: Vec::new() }));
        rooms.insert(code, Arc::clone(&live));
        (code, live)
    };
    let mut held = live.lock().await;
    let (words, stored_setup, stored_token) = (code.to_string(), room.setup, token.clone());
    let stored = hub
        .store(move |store| {
            store.create(&words, &stored_setup)?;
            store.sit(&words, seat, &stored_token, &stored_setup)
        })
        .await;
    if let Err(error) = stored {
        hub.lock().remove(&code);
        return Err(error);
    }
    let id = device.id;
    held.devices.push(device);
    let view = held.room.view(held.connected());
    seated(&held, id, seat, token, view);
    drop(held);
    *joined = Some(Joined { live, seat: Some(seat) });
    Ok(())
}

async fn join(
    hub: &Arc<Hub>,
    version: u32,
    code: &str,
    wanted: Option<Side>,
    name: Option<String>,
    id: u64,
    device: impl Fn(Option<Side>) -> Device,
    joined: &mut Option<Joined>,
) -> Result<(), Refusal> {
    check_version(version)?;
    let live = hub.room(code)?;
    let mut held = live.lock().await;
    let token = token();
    let mut room = held.room.clone();
    let seat = room.sit(wanted, token.clone(), name.as_deref())?;
    let (words, setup, stored_token) = (held.code.to_string(), room.setup.clone(), token.clone());
    hub.store(move |store| store.sit(&words, seat, &stored_token, &setup)).await?;
    held.room = room;
    held.devices.push(device(Some(seat)));
    let view = held.room.view(held.connected());
    seated(&held, id, seat, token, view);
    held.presence(seat);
    drop(held);
    *joined = Some(Joined { live, seat: Some(seat) });
    Ok(())
}

/// Tells device `id` its seat.
fn seated(live: &Live, id: u64, seat: Side, token: String, room: wire::RoomView) {
    if let Some(device) = live.devices.iter().find(|device| device.id == id) {
        let _ = device.outbox.try_send(ToClient::Seated { code: live.code.to_string(), seat, token, room });
    }
}

async fn watch(
    hub: &Arc<Hub>,
    version: u32,
    code: &str,
    device: Device,
    joined: &mut Option<Joined>,
) -> Result<(), Refusal> {
    check_version(version)?;
    let live = hub.room(code)?;
    let mut held = live.lock().await;
    let room = held.room.view(held.connected());
    let _ = device.outbox.try_send(ToClient::Watching { code: held.code.to_string(), room });
    held.devices.push(device);
    drop(held);
    *joined = Some(Joined { live, seat: None });
    Ok(())
}

async fn resume(
    hub: &Arc<Hub>,
    version: u32,
    code: &str,
    token: &str,
    id: u64,
    device: impl Fn(Option<Side>) -> Device,
    joined: &mut Option<Joined>,
) -> Result<(), Refusal> {
    check_version(version)?;
    let live = hub.room(code)?;
    let mut held = live.lock().await;
    let seat = held
        .room
        .seat_of(token)
        .ok_or_else(|| Refusal::new(ErrorKind::BadToken, "not a seat of this room: you may watch"))?;
    // The seat's older connection, if still open, gives way.
    held.devices.retain(|device| {
        let older = device.seat == Some(seat);
        if older {
            device.kill.notify_one();
        }
        !older
    });
    held.devices.push(device(Some(seat)));
    let view = held.room.view(held.connected());
    seated(&held, id, seat, token.to_owned(), view);
    held.presence(seat);
    drop(held);
    *joined = Some(Joined { live, seat: Some(seat) });
    Ok(())
}

/// The room and seat of a seated connection.
fn seat_of(joined: &Option<Joined>) -> Result<(Arc<RoomLock<Live>>, Side), Refusal> {
    match joined {
        Some(Joined { live, seat: Some(seat) }) => Ok((Arc::clone(live), *seat)),
        _ => Err(Refusal::new(ErrorKind::NotSeated, "only a seated player may do this: make, join or resume first")),
    }
}

async fn play(hub: &Arc<Hub>, joined: &Option<Joined>, number: usize, letter: &str) -> Result<(), Refusal> {
    let (live, seat) = seat_of(joined)?;
    let mut held = live.lock().await;
    let pit = held.room.check(seat, number, letter)?;
    let mut after = held.room.games.clone();
    after.play(pit).map_err(|e| Refusal::new(ErrorKind::Illegal, e.to_string()))?;
    // The room is finished when its game, or its match, is decided.
    let finished = after.is_over().then(now);
    let (words, letter) = (held.code.to_string(), pit.to_string());
    hub.store(move |store| store.add_move(&words, number, &letter, finished)).await?;
    held.room.play(pit);
    held.broadcast(&ToClient::Moved { number, pit: pit.to_string() });
    Ok(())
}

async fn undo(hub: &Arc<Hub>, joined: &Option<Joined>) -> Result<(), Refusal> {
    let (live, seat) = seat_of(joined)?;
    let mut held = live.lock().await;
    if held.room.ask_undo(seat)? {
        let (words, number) = (held.code.to_string(), held.room.undo_from());
        hub.store(move |store| store.take_back(&words, number)).await?;
        held.room.undo();
        let moves = held.room.games.number();
        held.broadcast(&ToClient::Undone { moves });
    } else {
        held.broadcast(&ToClient::UndoAsked { by: seat });
    }
    Ok(())
}

/// Serves `hub` on `listener` until `shutdown` completes, purging finished rooms hourly.
///
/// # Errors
/// The listener fails.
pub async fn serve(
    listener: tokio::net::TcpListener,
    hub: Arc<Hub>,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let purging = Arc::clone(&hub);
    tokio::spawn(async move {
        let mut hourly = tokio::time::interval(Duration::from_secs(3600));
        loop {
            hourly.tick().await;
            let hub = Arc::clone(&purging);
            match tokio::task::spawn_blocking(move || hub.purge()).await {
                Ok(Ok(0)) => {}
                Ok(Ok(count)) => eprintln!("awale-server: {count} finished rooms removed"),
                Ok(Err(error)) => eprintln!("awale-server: {error}"),
                Err(error) => eprintln!("awale-server: {error}"),
            }
        }
    });
    // Each message is a small frame sent at once: Nagle's algorithm would hold it back for the
    // other side's delayed acknowledgement (up to 40 ms a round trip).
    let listener = axum::serve::ListenerExt::tap_io(listener, |stream: &mut tokio::net::TcpStream| {
        let _ = stream.set_nodelay(true);
    });
    axum::serve(listener, router(hub)).with_graceful_shutdown(shutdown).await
}
