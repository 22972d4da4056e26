//! The game's device over tokio: a [`Player`] drives the game's own [`Session`] through a
//! tokio [`Connection`], where the game drives it through a thread (`net::device`). The session
//! keeps the seat across disconnections: the player reconnects with the session's backoff, the
//! session takes the seat back with its token, catches up on the moves missed and sends a tap
//! made while away if it is still a move. A bare [`Connection`] is for what no device would send
//! (malformed frames, guessed tokens) and for watchers that check each message as it comes.

use awale::engine::{Pit, Side};
use awale::net::room::Games;
use awale::net::session::{Event, Role, Session};
use awale::net::wire::{ErrorKind, RoomView, Setup, ToClient};
use std::time::Duration;

#[allow(unused_imports, reason = "each test file uses its own part of this module")]
pub use super::connection::{ANSWER, Connection, NetError, watch, watch_until, watch_with};

/// A seated device that keeps its seat: the game's own [`Session`] (what to send on opening,
/// what each message means, the seat's token, a tap kept while away, the backoff) over a
/// tokio [`Connection`] instead of the game's thread, and the games it has heard, played as the
/// game's board plays them: move by move from the session's [`Event`]s, laid out again on a
/// [`Event::Reset`].
pub struct Player {
    /// The server's rooms (`ws://host:port/rooms`), connected to again after a disconnection:
    /// a load balancer's in front of several servers sharing a store reaches any of them.
    pub url: String,
    connection: Option<Connection>,
    session: Session,
    /// The games as this device heard them (its board).
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
        Player::seated(url, Role::Make { setup, seat }).await
    }

    /// Joins room `code` at `url`, at `seat` or the free one.
    ///
    /// # Errors
    /// The server cannot be reached or refuses (no room, seat taken).
    pub async fn join(url: &str, code: &str, seat: Option<Side>, name: Option<String>) -> Result<Player, NetError> {
        Player::seated(url, Role::Join { code: code.to_owned(), seat, name }).await
    }

    /// Takes `seat` with its `token` in room `code` at `url` (a seat the server made for this
    /// device: a class tournament's board).
    ///
    /// # Errors
    /// The server cannot be reached or refuses (no room, not a seat's token).
    pub async fn resume(url: &str, code: &str, seat: Side, token: &str) -> Result<Player, NetError> {
        let role = Role::Resume { code: code.to_owned(), seat, token: token.to_owned() };
        Player::seated(url, role).await
    }

    /// Connects, asks for `role` and waits until the room seats this device.
    async fn seated(url: &str, role: Role) -> Result<Player, NetError> {
        let session = Session::new(role);
        let games = session.games();
        let mut player = Player { url: url.to_owned(), connection: None, session, games, reconnections: 0 };
        player.connect().await?;
        Ok(player)
    }

    /// The room's code, as words.
    #[must_use]
    pub fn code(&self) -> &str {
        self.session.code().unwrap_or_default()
    }

    /// This device's side.
    #[must_use]
    pub fn seat(&self) -> Side {
        self.session.seat().unwrap_or(Side::South)
    }

    /// The seat's token.
    #[must_use]
    pub fn token(&self) -> &str {
        self.session.token().unwrap_or_default()
    }

    /// The room as last heard: its setup, its moves, its seats.
    #[must_use]
    pub fn view(&self) -> &RoomView {
        self.session.view.as_ref().expect("a player is made once the room answered")
    }

    /// Opens a connection and sends the session's first message (the role, or the seat taken
    /// back with its token), then reads until the room answers it: seated, or back. What the
    /// answer brings is played on the games (moves missed), and a tap kept while away is sent.
    async fn connect(&mut self) -> Result<(), NetError> {
        let mut connection = Connection::open(&self.url).await?;
        connection.send(&self.session.opened()).await?;
        self.connection = Some(connection);
        loop {
            let message = self.receive(ANSWER).await?;
            let heard = self.hear(message).await;
            if heard.is_err() || self.session.connected() {
                return heard;
            }
        }
    }

    /// Drops the connection, as a device going to sleep does.
    pub fn disconnect(&mut self) {
        self.connection = None;
        self.session.closed();
    }

    /// Reconnects, waiting the session's backoff between attempts (0.1 s doubling to
    /// [`LONGEST_WAIT`](awale::net::session::LONGEST_WAIT), as the game's devices do) until
    /// `patience` runs out, takes the seat back and catches up with the room.
    ///
    /// # Errors
    /// The last failure when `patience` ran out; a refusal of the token at once.
    pub async fn reconnect(&mut self, patience: Duration) -> Result<(), NetError> {
        let deadline = tokio::time::Instant::now() + patience;
        loop {
            self.disconnect();
            let result = self.connect().await;
            // Back in the room: a kept tap the game went past is still said (stale).
            if self.session.connected() {
                self.reconnections += 1;
                return result;
            }
            let error = match result {
                Err(NetError::Refused { .. }) | Ok(()) => return result,
                Err(error) => error,
            };
            let pause = self.session.backoff();
            if tokio::time::Instant::now() + pause > deadline {
                return Err(error);
            }
            tokio::time::sleep(pause).await;
        }
    }

    /// Whether it is this device's turn in the game as heard.
    #[must_use]
    pub fn to_move(&self) -> bool {
        self.games.to_move() == Some(self.seat())
    }

    /// Sows `pit` as the next move and waits for the server to accept it. Tapped while the
    /// connection is broken, the session keeps it and sends it once the seat is taken back, if
    /// it is still a move; a move refused as too fast is sent again 0.1 s later.
    ///
    /// # Errors
    /// The server's refusal, [`ErrorKind::Stale`] when the game went on while away, or
    /// [`NetError::Connection`] when the server cannot be reached again.
    pub async fn play(&mut self, pit: Pit) -> Result<(), NetError> {
        let number = self.games.number();
        for _ in 0..5 {
            if !self.to_move() || self.games.check(pit).is_err() {
                return Err(stale(pit));
            }
            let tap =
                self.session.tap(pit).map_err(|message| NetError::Refused { error: ErrorKind::Stale, message })?;
            let sent = match (tap, self.connection.as_mut()) {
                (Some(message), Some(connection)) => connection.send(&message).await,
                // Kept by the session, and sent by it once the seat is taken back.
                _ => match self.reconnect(Duration::from_secs(60)).await {
                    Err(error) if !self.session.connected() => return Err(error),
                    back => back,
                },
            };
            let heard = match sent {
                Ok(()) => self.hear_until(number + 1).await,
                Err(error) => Err(error),
            };
            // Heard on this connection, or caught up on after it broke.
            if self.games.number() > number {
                return Ok(());
            }
            match heard {
                // Over the server's rate: wait for its bucket to fill, and send again.
                Err(NetError::Refused { error: ErrorKind::TooFast, .. }) => {
                    tokio::time::sleep(Duration::from_millis(100)).await;
                }
                Err(refused @ NetError::Refused { .. }) => return Err(refused),
                // Broken: the next turn of the loop taps with the connection down.
                _ => self.disconnect(),
            }
        }
        Err(NetError::Connection("the move could not be sent".into()))
    }

    /// Reads this connection's news until the room has `moves` moves.
    async fn hear_until(&mut self, moves: usize) -> Result<(), NetError> {
        while self.games.number() < moves {
            let message = self.receive(ANSWER).await?;
            self.hear(message).await?;
        }
        Ok(())
    }

    /// Reads the room's news until `done` holds, reconnecting when the connection breaks.
    ///
    /// # Errors
    /// A refusal the server sends, or a connection that cannot be made again.
    pub async fn until(&mut self, done: impl Fn(&Player) -> bool) -> Result<(), NetError> {
        while !done(self) {
            match self.receive(ANSWER * 3).await {
                Ok(message) => self.hear(message).await?,
                Err(NetError::Connection(_) | NetError::Closed { .. } | NetError::Timeout(_)) => {
                    self.reconnect(Duration::from_secs(60)).await?;
                }
                Err(error) => return Err(error),
            }
        }
        Ok(())
    }

    /// The next message on this connection.
    async fn receive(&mut self, wait: Duration) -> Result<ToClient, NetError> {
        let connection = self.connection.as_mut().ok_or(NetError::Connection("not connected".into()))?;
        connection.receive(wait).await
    }

    /// Gives one message to the session, sends what it answers (a tap kept while away), and
    /// plays what it learnt on this device's games, as the game's board does.
    async fn hear(&mut self, message: ToClient) -> Result<(), NetError> {
        if let Some(answer) = self.session.heard(message)
            && let Some(connection) = self.connection.as_mut()
        {
            connection.send(&answer).await?;
        }
        let mut first_error = None;
        while let Some(event) = self.session.next_event() {
            let error = match event {
                Event::Moved(pit) => {
                    let number = self.games.number();
                    self.games
                        .play(pit)
                        .err()
                        .map(|_| NetError::Unexpected(format!("move {number} {pit} does not play here")))
                }
                // Seated: the room's games as they stand; reset: laid out again.
                Event::Seated { .. } | Event::Reset => {
                    self.games = self.session.games();
                    None
                }
                Event::TapDropped(pit) => Some(stale(pit)),
                Event::Refused(error, message) => Some(NetError::Refused { error, message }),
                _ => None,
            };
            first_error = first_error.or(error);
        }
        first_error.map_or(Ok(()), Err)
    }
}

/// A tap that is no longer a move: the game went on while away.
fn stale(pit: Pit) -> NetError {
    NetError::Refused {
        error: ErrorKind::Stale,
        message: format!("pit {pit} is no longer a move here: the game went on while away"),
    }
}

/// The web socket address of a server's rooms: `ws://ADDRESS/rooms`.
#[must_use]
pub fn rooms_url(address: std::net::SocketAddr) -> String {
    format!("ws://{address}/rooms")
}
