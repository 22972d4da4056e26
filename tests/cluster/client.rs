//! The tests' device, async (tokio-tungstenite), where the game's device is a thread
//! (`net::device`): a [`Connection`] that sends and reads `net::wire` messages, and a [`Player`] that keeps its seat across
//! disconnections: it reconnects by itself with backoff, takes its seat back with its token,
//! catches up on the moves it missed, and sends a move made while away if it is still legal.

use awale::engine::{Pit, Side};
use awale::net::room::{Games, replay};
use awale::net::session::LONGEST_WAIT;
use awale::net::wire::{ErrorKind, RoomView, Setup, ToClient, ToServer, VERSION};
use futures_util::{SinkExt, StreamExt};
use std::time::Duration;
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

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

/// How long a [`Player`] waits for an answer.
pub const ANSWER: Duration = Duration::from_secs(10);

/// A seated device that keeps its seat: the room's code and the seat's token, and the game as
/// the server accepted it.
pub struct Player {
    /// The server's rooms (`ws://host:port/rooms`), connected to again after a disconnection:
    /// a load balancer's in front of several servers sharing a store reaches any of them.
    pub url: String,
    connection: Option<Connection>,
    /// The room's code, as words.
    pub code: String,
    /// This device's side.
    pub seat: Side,
    /// The seat's token.
    pub token: String,
    /// The room as last heard.
    pub view: RoomView,
    /// The games: the room's moves replayed in the engine.
    pub games: Games,
    /// How many times it reconnected.
    pub reconnections: u32,
}

impl Player {
    /// Makes a room at `url` with `setup`, sitting at `seat`.
    ///
    /// # Errors
    /// The server cannot be reached or refuses.
    pub async fn make(url: &str, setup: Setup, seat: Side) -> Result<Player, NetError> {
        let mut connection = Connection::open(url).await?;
        let answer = connection.ask(&ToServer::Make { version: VERSION, setup, seat }, ANSWER).await?;
        Player::seated(url, connection, answer)
    }

    /// Joins room `code` at `url`, at `seat` or the free one.
    ///
    /// # Errors
    /// The server cannot be reached or refuses (no room, seat taken).
    pub async fn join(url: &str, code: &str, seat: Option<Side>, name: Option<String>) -> Result<Player, NetError> {
        let mut connection = Connection::open(url).await?;
        let answer =
            connection.ask(&ToServer::Join { version: VERSION, code: code.to_owned(), seat, name }, ANSWER).await?;
        Player::seated(url, connection, answer)
    }

    /// Takes the seat whose token is `token` in room `code` at `url` (a seat the server made
    /// for this device: a class tournament's board).
    ///
    /// # Errors
    /// The server cannot be reached or refuses (no room, not a seat's token).
    pub async fn resume(url: &str, code: &str, token: &str) -> Result<Player, NetError> {
        let mut connection = Connection::open(url).await?;
        let resume = ToServer::Resume { version: VERSION, code: code.to_owned(), token: token.to_owned() };
        let answer = connection.ask(&resume, ANSWER).await?;
        Player::seated(url, connection, answer)
    }

    fn seated(url: &str, connection: Connection, answer: ToClient) -> Result<Player, NetError> {
        let ToClient::Seated { code, seat, token, room } = answer else {
            return Err(NetError::Unexpected(format!("{answer:?}")));
        };
        let games = replay(&room).map_err(NetError::Unexpected)?;
        Ok(Player {
            url: url.to_owned(),
            connection: Some(connection),
            code,
            seat,
            token,
            view: room,
            games,
            reconnections: 0,
        })
    }

    /// Drops the connection, as a device going to sleep does.
    pub fn disconnect(&mut self) {
        self.connection = None;
    }

    /// Reconnects with backoff (0.1 s doubling to [`LONGEST_WAIT`], as the game's devices do)
    /// until `patience` runs out, takes the seat back and catches up with the room.
    ///
    /// # Errors
    /// The last failure when `patience` ran out; a refusal of the token at once.
    pub async fn reconnect(&mut self, patience: Duration) -> Result<(), NetError> {
        let deadline = tokio::time::Instant::now() + patience;
        let mut pause = Duration::from_millis(100);
        loop {
            let attempt = async {
                let mut connection = Connection::open(&self.url).await?;
                let resume = ToServer::Resume { version: VERSION, code: self.code.clone(), token: self.token.clone() };
                let answer = connection.ask(&resume, ANSWER).await?;
                Ok::<_, NetError>((connection, answer))
            };
            match attempt.await {
                Ok((connection, ToClient::Seated { room, .. })) => {
                    self.games = replay(&room).map_err(NetError::Unexpected)?;
                    self.view = room;
                    self.connection = Some(connection);
                    self.reconnections += 1;
                    return Ok(());
                }
                Ok((_, answer)) => return Err(NetError::Unexpected(format!("{answer:?}"))),
                Err(refused @ NetError::Refused { .. }) => return Err(refused),
                Err(error) if tokio::time::Instant::now() + pause > deadline => return Err(error),
                Err(_) => {
                    tokio::time::sleep(pause).await;
                    pause = (pause * 2).min(LONGEST_WAIT);
                }
            }
        }
    }

    /// Whether it is this device's turn in the game as heard.
    #[must_use]
    pub fn to_move(&self) -> bool {
        self.games.to_move() == Some(self.seat)
    }

    /// Sows `pit` as the next move and waits for the server to accept it. A broken connection
    /// is made again and the move sent then, if it is still this device's turn and legal; a move
    /// refused as too fast is sent again 0.1 s later.
    ///
    /// # Errors
    /// The server's refusal, or [`NetError::Connection`] when it cannot be reached again.
    pub async fn play(&mut self, pit: Pit) -> Result<(), NetError> {
        let number = self.games.number();
        for _ in 0..5 {
            if self.games.number() > number {
                return Ok(());
            }
            if !self.to_move() || self.games.check(pit).is_err() {
                return Err(NetError::Refused {
                    error: ErrorKind::Stale,
                    message: format!("pit {pit} is no longer a move here: the game went on while away"),
                });
            }
            let Some(connection) = self.connection.as_mut() else {
                self.reconnect(Duration::from_secs(60)).await?;
                continue;
            };
            if connection.send(&ToServer::Move { number, pit }).await.is_err() {
                self.connection = None;
                continue;
            }
            // Heard on this connection, or made again and sent again.
            match self.hear_until(number + 1).await {
                Ok(()) => return Ok(()),
                // Over the server's rate: wait for its bucket to fill, and send again.
                Err(NetError::Refused { error: ErrorKind::TooFast, .. }) => {
                    tokio::time::sleep(Duration::from_millis(100)).await;
                }
                Err(refused @ NetError::Refused { .. }) => return Err(refused),
                Err(_) => self.connection = None,
            }
        }
        Err(NetError::Connection("the move could not be sent".into()))
    }

    /// Reads this connection's news until the room has `moves` moves.
    async fn hear_until(&mut self, moves: usize) -> Result<(), NetError> {
        while self.games.number() < moves {
            let connection = self.connection.as_mut().ok_or(NetError::Connection("not connected".into()))?;
            let message = connection.receive(ANSWER).await?;
            self.hear(message)?;
        }
        Ok(())
    }

    /// Reads the room's news until `done` holds, reconnecting when the connection breaks.
    ///
    /// # Errors
    /// A refusal the server sends, or a connection that cannot be made again.
    pub async fn until(&mut self, done: impl Fn(&Player) -> bool) -> Result<(), NetError> {
        while !done(self) {
            let heard = match self.connection.as_mut() {
                Some(connection) => connection.receive(ANSWER * 3).await,
                None => Err(NetError::Connection("not connected".into())),
            };
            match heard {
                Ok(message) => self.hear(message)?,
                Err(NetError::Connection(_) | NetError::Closed { .. } | NetError::Timeout(_)) => {
                    self.reconnect(Duration::from_secs(60)).await?;
                }
                Err(error) => return Err(error),
            }
        }
        Ok(())
    }

    /// Applies one message to the game as heard.
    fn hear(&mut self, message: ToClient) -> Result<(), NetError> {
        match message {
            ToClient::Moved { number, pit } if number == self.games.number() => {
                if self.games.play(pit).is_err() {
                    return Err(NetError::Unexpected(format!("move {number} {pit} does not play here")));
                }
                self.view.moves.push(pit);
            }
            ToClient::Moved { .. } => {}
            ToClient::Undone { moves } => {
                self.view.moves.truncate(moves);
                self.games = replay(&self.view).map_err(NetError::Unexpected)?;
            }
            ToClient::Presence { seat, connected, name } => {
                self.view.connected[seat] = connected;
                self.view.setup.names[seat] = name;
            }
            ToClient::Error { error, message } => return Err(NetError::Refused { error, message }),
            _ => {}
        }
        Ok(())
    }
}

/// Watches room `code` at `url`: the connection and the room as it stands.
///
/// # Errors
/// The server cannot be reached or refuses.
pub async fn watch(url: &str, code: &str) -> Result<(Connection, RoomView), NetError> {
    let mut connection = Connection::open(url).await?;
    match connection.ask(&ToServer::Watch { version: VERSION, code: code.to_owned() }, ANSWER).await? {
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
