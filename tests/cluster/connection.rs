//! The wire of the tests' devices: one tokio-tungstenite [`Connection`] to a server's rooms that
//! sends and reads `net::wire` messages, what can go wrong on it ([`NetError`]), and a bare
//! watcher ([`watch`]) for tests that check each message as it comes. A device that keeps its
//! seat is a [`Player`](super::client::Player), the game's session over this connection.

use awale::net::wire::{ErrorKind, RoomView, ToClient, ToServer, VERSION};
use futures_util::{SinkExt, StreamExt};
use std::time::Duration;
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// How long a watcher, or a [`Player`](super::client::Player), waits for an answer.
pub const ANSWER: Duration = Duration::from_secs(10);

/// What went wrong on a device's side.
#[derive(Debug, thiserror::Error)]
pub enum NetError {
    /// The connection could not be made, or broke.
    #[error("connection: {0}")]
    Connection(String),
    /// The server closed the connection, and said why in its close frame
    /// ([`close`](awale::net::wire::close)).
    #[error("closed by the server ({code}): {reason}")]
    Closed {
        /// The close frame's code.
        code: u16,
        /// Its reason, in words.
        reason: String,
    },
    /// No answer in time.
    #[error("no answer within {0:?}")]
    Timeout(Duration),
    /// The server refused.
    #[error("refused ({error:?}): {message}")]
    Refused {
        /// What went wrong.
        error: ErrorKind,
        /// Why, in words.
        message: String,
    },
    /// The server sent what this protocol does not have.
    #[error("an unexpected message: {0}")]
    Unexpected(String),
}

/// One WebSocket connection to a server's `/rooms`.
pub struct Connection {
    socket: WebSocketStream<MaybeTlsStream<TcpStream>>,
}

impl Connection {
    /// Connects to `url` (`ws://host:port/rooms`).
    ///
    /// # Errors
    /// [`NetError::Connection`] when the server cannot be reached.
    pub async fn open(url: &str) -> Result<Connection, NetError> {
        let (socket, _) =
            tokio_tungstenite::connect_async(url).await.map_err(|e| NetError::Connection(e.to_string()))?;
        Ok(Connection { socket })
    }

    /// Sends a message.
    ///
    /// # Errors
    /// [`NetError::Connection`] when the connection is broken.
    pub async fn send(&mut self, message: &ToServer) -> Result<(), NetError> {
        self.send_text(serde_json::to_string(message).unwrap_or_default()).await
    }

    /// Sends any text frame (tests send malformed ones).
    ///
    /// # Errors
    /// [`NetError::Connection`] when the connection is broken.
    pub async fn send_text(&mut self, text: String) -> Result<(), NetError> {
        self.socket.send(Message::Text(text.into())).await.map_err(|e| NetError::Connection(e.to_string()))
    }

    /// The next message, waiting at most `wait`.
    ///
    /// # Errors
    /// [`NetError::Timeout`], [`NetError::Closed`] when the server closed it with a reason,
    /// [`NetError::Connection`] when closed otherwise or broken, [`NetError::Unexpected`] for a
    /// frame that is not a message.
    pub async fn receive(&mut self, wait: Duration) -> Result<ToClient, NetError> {
        loop {
            let frame = tokio::time::timeout(wait, self.socket.next()).await.map_err(|_| NetError::Timeout(wait))?;
            match frame {
                Some(Ok(Message::Text(text))) => {
                    return serde_json::from_str(&text).map_err(|_| NetError::Unexpected(text.to_string()));
                }
                Some(Ok(Message::Ping(_) | Message::Pong(_) | Message::Frame(_))) => {}
                Some(Ok(Message::Binary(_))) => return Err(NetError::Unexpected("a binary frame".into())),
                Some(Ok(Message::Close(Some(frame)))) => {
                    let (code, reason) = (frame.code.into(), frame.reason.to_string());
                    return Err(NetError::Closed { code, reason });
                }
                Some(Ok(Message::Close(None))) | None => return Err(NetError::Connection("closed".into())),
                Some(Err(error)) => return Err(NetError::Connection(error.to_string())),
            }
        }
    }

    /// Sends `message` and returns the first answer that is not another device's news.
    async fn ask(&mut self, message: &ToServer, wait: Duration) -> Result<ToClient, NetError> {
        self.send(message).await?;
        loop {
            match self.receive(wait).await? {
                ToClient::Error { error, message } => return Err(NetError::Refused { error, message }),
                ToClient::Presence { .. } | ToClient::UndoAsked { .. } => {}
                answer => return Ok(answer),
            }
        }
    }
}

/// Watches room `code` at `url`: the connection and the room as it stands.
///
/// # Errors
/// The server cannot be reached or refuses.
pub async fn watch(url: &str, code: &str) -> Result<(Connection, RoomView), NetError> {
    watch_with(url, code, None).await
}

/// Watches room `code` at `url` with a class child's `token`, as a class's room asks.
///
/// # Errors
/// The server cannot be reached or refuses.
pub async fn watch_with(url: &str, code: &str, token: Option<&str>) -> Result<(Connection, RoomView), NetError> {
    let mut connection = Connection::open(url).await?;
    let message = ToServer::Watch { version: VERSION, code: code.to_owned(), token: token.map(str::to_owned) };
    match connection.ask(&message, ANSWER).await? {
        ToClient::Watching { room, .. } => Ok((connection, room)),
        answer => Err(NetError::Unexpected(format!("{answer:?}"))),
    }
}

/// Reads a watcher's news into `view` until it holds `moves` moves.
///
/// # Errors
/// A broken connection or a refusal.
pub async fn watch_until(connection: &mut Connection, view: &mut RoomView, moves: usize) -> Result<(), NetError> {
    while view.moves.len() < moves {
        match connection.receive(ANSWER * 3).await? {
            ToClient::Moved { number, pit } if number == view.moves.len() => view.moves.push(pit),
            ToClient::Undone { moves } => view.moves.truncate(moves),
            ToClient::Error { error, message } => return Err(NetError::Refused { error, message }),
            _ => {}
        }
    }
    Ok(())
}

/// The web socket address of a server's rooms: `ws://ADDRESS/rooms`.
#[must_use]
pub fn rooms_url(address: std::net::SocketAddr) -> String {
    format!("ws://{address}/rooms")
}
