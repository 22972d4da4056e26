//! One device's WebSocket, from upgrade to close: a writer task sending its messages, the
//! reader limiting its rate, and the goodbye: the reason in a close frame, sent before the
//! connection is dropped, while what the device still sends is read and thrown away so that no
//! TCP reset overtakes the close frame.

use super::command::{Caller, handle};
use crate::net::gate::Ticket;
use crate::net::hub::{Hub, Joined, Kill, place};
use crate::net::wire::{self, ErrorKind, Refusal, ToClient, close};
use axum::extract::ws::{CloseFrame, Message, WebSocket};
use futures_util::{SinkExt, StreamExt};
use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;
use tokio::sync::{mpsc, oneshot};

/// How long the goodbye may take: the close frame sent, and the device's own close awaited.
const GOODBYE: Duration = Duration::from_secs(2);

/// A connection counted in the metrics' `awale_connections` until it is dropped.
struct Counted(Arc<Hub>);

impl Counted {
    fn new(hub: &Arc<Hub>) -> Counted {
        hub.metrics.connected(true);
        Counted(Arc::clone(hub))
    }
}

impl Drop for Counted {
    fn drop(&mut self) {
        self.0.metrics.connected(false);
    }
}

/// One device's connection, from upgrade to close.
pub(super) async fn connection(socket: WebSocket, hub: Arc<Hub>, address: SocketAddr) {
    let id = hub.next_id.fetch_add(1, Ordering::Relaxed);
    tracing::Span::current().record("id", id);
    tracing::debug!("connected");
    // Counted while it lasts, however it ends.
    let _counted = Counted::new(&hub);
    let (mut sink, mut stream) = socket.split();
    let (outbox, mut inbox) = mpsc::channel::<ToClient>(crate::net::hub::OUTBOX);
    let kill = Arc::new(Kill::default());
    let (goodbye, last_words) = oneshot::channel::<Option<CloseFrame>>();
    // The writer: a device that takes over 10 s to take a message is dropped.
    let writer_kill = Arc::clone(&kill);
    let writer = tokio::spawn(async move {
        while let Some(message) = inbox.recv().await {
            let text = serde_json::to_string(&message).unwrap_or_default();
            let sent = tokio::time::timeout(Duration::from_secs(10), sink.send(Message::Text(text.into()))).await;
            if !matches!(sent, Ok(Ok(()))) {
                writer_kill.close(None);
                return;
            }
        }
        if let Ok(Some(frame)) = last_words.await {
            let _ = tokio::time::timeout(GOODBYE, sink.send(Message::Close(Some(frame)))).await;
        }
        let _ = tokio::time::timeout(GOODBYE, sink.close()).await;
    });
    // Outside a room, the connection holds a ticket of the gate, which may close it.
    let mut ticket = Some(hub.gate.enter());
    let mut joined: Option<Joined> = None;
    let place = place(address.ip());
    // The rate limit: a bucket of 2 × rate messages, refilled at `rate` a second.
    let rate = f64::from(hub.config.rate.max(1));
    let (mut bucket, mut filled, mut dropped) = (2.0 * rate, tokio::time::Instant::now(), 0u32);
    let bye = loop {
        let frame = tokio::select! {
            frame = tokio::time::timeout(hub.config.idle, stream.next()) => frame,
            why = kill.closed() => break why,
            () = outside(ticket.as_ref()) => {
                break Some((close::BUSY, "too many connections wait outside a room: connect again"));
            }
        };
        let text = match frame {
            Ok(Some(Ok(Message::Text(text)))) => text,
            Ok(Some(Ok(Message::Binary(_)))) => {
                let _ = outbox.try_send(Refusal::new(ErrorKind::BadMessage, "frames are JSON text").into());
                continue;
            }
            Ok(Some(Ok(Message::Ping(_) | Message::Pong(_)))) => continue,
            Ok(Some(Ok(Message::Close(_))) | None) => break None,
            Ok(Some(Err(error))) => break too_big(&error).then_some((close::TOO_BIG, "a frame over 4096 bytes")),
            Err(_) => break Some((close::SILENT, "nothing heard for too long: devices ping every 10 s")),
        };
        let elapsed = filled.elapsed().as_secs_f64();
        filled = tokio::time::Instant::now();
        bucket = (bucket + elapsed * rate).min(2.0 * rate);
        if bucket < 1.0 {
            dropped += 1;
            if dropped > 4 * hub.config.rate {
                break Some((close::FLOOD, "too many messages: 4 × the rate limit dropped in a row"));
            }
            let _ = outbox.try_send(Refusal::new(ErrorKind::TooFast, "too many messages: this one was dropped").into());
            continue;
        }
        bucket -= 1.0;
        dropped = 0;
        let reply = match wire::read(&text) {
            Ok(message) => {
                let caller = Caller { hub: &hub, id, place, outbox: &outbox, kill: &kill };
                handle(&caller, &mut joined, message).await
            }
            Err(refusal) => Some(refusal.into()),
        };
        if let Some(entered) = joined.as_ref().filter(|_| ticket.is_some()) {
            let span = tracing::Span::current();
            span.record("room", tracing::field::display(entered.live.lock().await.code));
            if let Some(seat) = entered.seat {
                span.record("seat", tracing::field::debug(seat));
            }
            tracing::debug!("entered its room");
            ticket = None;
        }
        if let Some(ToClient::Error { error, message }) = &reply {
            tracing::warn!(error = ?error, "refused: {message}");
        }
        if let Some(reply) = reply
            && outbox.try_send(reply).is_err()
        {
            break None;
        }
    };
    drop(ticket);
    match bye {
        Some((code, why)) => tracing::info!(code, "closed: {why}"),
        None => tracing::debug!("left"),
    }
    // Gone: the room hears that its seat's device left.
    if let Some(Joined { live, seat }) = joined {
        let mut live = live.lock().await;
        live.devices.retain(|device| device.id != id);
        if let Some(seat) = seat {
            live.presence(seat);
            // Told to the other servers when this server has no device of the seat left.
            if !live.devices.iter().any(|device| device.seat == Some(seat)) {
                hub.announce(live.code, seat, None);
            }
        }
        hub.leave(&mut live);
    }
    // What waits in the outbox (the last answers, "too fast") goes out, then the close frame
    // with its reason; meanwhile what the device still sends is read and thrown away, until its
    // own close frame, so that the connection ends without a reset.
    let _ = goodbye.send(bye.map(|(code, reason)| CloseFrame { code, reason: reason.into() }));
    drop(outbox);
    let mut writer = writer;
    let drained = async {
        if bye.is_some() {
            while let Some(Ok(frame)) = stream.next().await {
                if matches!(frame, Message::Close(_)) {
                    break;
                }
            }
        }
    };
    let ended = tokio::time::timeout(GOODBYE, async { tokio::join!(&mut writer, drained) }).await;
    if ended.is_err() {
        writer.abort();
    }
}

/// Completes when the gate closes a connection outside a room; never for one in a room.
async fn outside(ticket: Option<&Ticket>) {
    match ticket {
        Some(ticket) => ticket.closed().await,
        None => std::future::pending().await,
    }
}

/// Whether a read failed on a frame or message over the size limit.
fn too_big(error: &axum::Error) -> bool {
    use std::error::Error as _;
    use tungstenite::error::{CapacityError, Error};
    let inner = error.source().and_then(|source| source.downcast_ref::<Error>());
    matches!(inner, Some(Error::Capacity(CapacityError::MessageTooLong { .. })))
}
