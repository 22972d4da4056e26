//! A server's ear on a shared PostgreSQL store: one connection of its own that `LISTEN`s on
//! [`CHANNEL`], made again whenever it drops (waiting 0.1 s doubling to 5 s), and every call
//! bounded by [`WAIT`].

use crate::net::store::{Failure, Heard, Note, StoreError};
use std::future::Future;
use std::time::Duration;
use tokio::sync::mpsc;
use tokio_postgres::{AsyncMessage, NoTls};

/// The channel servers tell each other on.
pub const CHANNEL: &str = "awale_rooms";

/// The longest a store call waits for the database.
pub const WAIT: Duration = Duration::from_secs(5);

/// A store call that failed for want of the database.
pub(super) fn unavailable(message: impl Into<String>) -> StoreError {
    StoreError::new(Failure::Unavailable, message)
}

/// Listens on `runtime` until the receiver returned is dropped, connecting again whenever the
/// connection drops.
pub(super) fn spawn(
    runtime: &tokio::runtime::Handle,
    config: tokio_postgres::Config,
    origin: u64,
) -> mpsc::UnboundedReceiver<Heard> {
    let (heard, notes) = mpsc::unbounded_channel();
    runtime.spawn(async move {
        let mut pause = Duration::from_millis(100);
        while !heard.is_closed() {
            if let Err(error) = listening(&config, origin, &heard, &mut pause).await {
                tracing::warn!("listening to the database: {error}");
            }
            tokio::time::sleep(pause).await;
            pause = (pause * 2).min(Duration::from_secs(5));
        }
    });
    notes
}

/// `work`, or [`Failure::Unavailable`] if it takes over [`WAIT`].
pub(super) async fn within<T>(work: impl Future<Output = Result<T, StoreError>>) -> Result<T, StoreError> {
    tokio::time::timeout(WAIT, work)
        .await
        .unwrap_or_else(|_| Err(unavailable("no answer from the database within 5 s")))
}

/// Listens on one connection until it ends, passing on the notes (those of this server only
/// for the changes: a change whose answer was lost is read again); once listening, says that
/// notes may have been missed before, and waits `pause` again from 0.1 s.
async fn listening(
    config: &tokio_postgres::Config,
    origin: u64,
    heard: &mpsc::UnboundedSender<Heard>,
    pause: &mut Duration,
) -> Result<(), StoreError> {
    let (client, mut connection) = within(async { Ok(config.connect(NoTls).await?) }).await?;
    let forward = heard.clone();
    let driver = tokio::spawn(async move {
        while let Some(message) = std::future::poll_fn(|cx| connection.poll_message(cx)).await {
            match message {
                Ok(AsyncMessage::Notification(notification)) => {
                    match serde_json::from_str::<Note>(notification.payload()) {
                        Ok(mut note) => {
                            if note.origin == origin {
                                note.presence = None;
                            }
                            if note.origin != origin || note.version.is_some() {
                                let _ = forward.send(Heard::Note(note));
                            }
                        }
                        Err(error) => tracing::warn!("a note not understood: {error}"),
                    }
                }
                Ok(_) => {}
                Err(error) => return Err(StoreError::from(error)),
            }
        }
        Ok(())
    });
    let listened = within(async { Ok(client.batch_execute(&format!("LISTEN {CHANNEL}")).await?) }).await;
    if let Err(error) = listened {
        driver.abort();
        return Err(error);
    }
    let _ = heard.send(Heard::Missed);
    *pause = Duration::from_millis(100);
    let ended = driver.await.map_err(|error| unavailable(error.to_string()))?;
    drop(client);
    ended
}
