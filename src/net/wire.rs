//! The two-device protocol's messages: JSON objects over a WebSocket, one a frame, each with a
//! `"type"` field (snake case). Version [`VERSION`]; documented message by message in
//! `docs/two-devices.md`.

use crate::engine::{BySide, Pit, Rules, Side};
use serde::{Deserialize, Serialize};

/// The protocol's version, sent by a client in every `make`, `join`, `watch` and `resume`. A
/// server refuses another with [`ErrorKind::Version`]. Version 2 added matches (`games`), and
/// numbers moves across the games of a room.
pub const VERSION: u32 = 2;

/// The longest match a room may hold, in games: a `make` whose `games` is not from 1 to this is
/// refused ([`ErrorKind::BadMessage`]).
pub const MAX_GAMES: u8 = 9;

/// The largest frame a server reads, in bytes; a larger one closes the connection.
pub const MAX_FRAME: usize = 4096;

/// The longest name a player may have, in characters; longer ones are cut.
pub const MAX_NAME: usize = 40;

/// Why the server closes a connection: the code of the WebSocket close frame it sends first,
/// with a reason in words (English). A device that stops reading is dropped without one.
pub mod close {
    /// Nothing heard for the server's idle time (120 s).
    pub const SILENT: u16 = 1000;
    /// Over the rate limit for too long: 4 × rate messages dropped in a row.
    pub const FLOOD: u16 = 1008;
    /// A frame over [`MAX_FRAME`](super::MAX_FRAME) bytes.
    pub const TOO_BIG: u16 = 1009;
    /// Too many connections wait outside a room: the oldest are closed; connect again.
    pub const BUSY: u16 = 1013;
    /// This seat was taken back by another connection (`resume` with its token).
    pub const REPLACED: u16 = 4000;
    /// This room is gone: nobody joined it in time.
    pub const EXPIRED: u16 = 4001;
    /// Every code, with its name as `docs/two-devices.md` lists it.
    pub const ALL: [(&str, u16); 6] = [
        ("SILENT", SILENT),
        ("FLOOD", FLOOD),
        ("TOO_BIG", TOO_BIG),
        ("BUSY", BUSY),
        ("REPLACED", REPLACED),
        ("EXPIRED", EXPIRED),
    ];
}

/// What the room's maker chose: the rules, the players' names, who starts, how many games.
/// Shown to the joiner before the first move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Setup {
    /// The rules in force (any preset or saved set; the engine's `Rules` as JSON).
    pub rules: Rules,
    /// The players' names, South's and North's (empty: the device shows "Player 1/2").
    #[serde(default)]
    pub names: BySide<String>,
    /// Who sows first (in the first game of a match; then the winner of the last game, or
    /// after a draw the other player).
    #[serde(default = "south")]
    pub starter: Side,
    /// Games in the match, at most: 1 for a single game, 5 for a best of 5 (1 to
    /// [`MAX_GAMES`]; another number is refused).
    #[serde(default = "one", deserialize_with = "games")]
    pub games: u8,
    /// The class whose game this is (its tournament's, or its teacher's simultaneous games),
    /// set by the server alone: such a room is watched only with a token of that class's
    /// children, and a device's `make` naming one is refused.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub class: Option<i64>,
}

/// A match's `games`, from 1 to [`MAX_GAMES`].
fn games<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<u8, D::Error> {
    let games = u64::deserialize(deserializer)?;
    match u8::try_from(games) {
        Ok(games @ 1..=MAX_GAMES) => Ok(games),
        _ => Err(serde::de::Error::custom(format!("games must be from 1 to {MAX_GAMES}, not {games}"))),
    }
}

fn south() -> Side {
    Side::South
}

fn one() -> u8 {
    1
}

/// A message from a device to the server.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ToServer {
    /// Make a room and sit at `seat`. Answered by `seated` with the room's code and the seat's
    /// secret token.
    Make {
        /// [`VERSION`].
        version: u32,
        /// The rules, names and starter.
        setup: Setup,
        /// The maker's side.
        seat: Side,
    },
    /// Sit at a free seat of room `code` (`seat` absent: whichever is free). Answered by `seated`.
    Join {
        /// [`VERSION`].
        version: u32,
        /// The room's code, words or numbers (see [`Code`](super::Code)).
        code: String,
        /// The side wanted.
        #[serde(default)]
        seat: Option<Side>,
        /// The joiner's name, if typed (it replaces the maker's choice for that side).
        #[serde(default)]
        name: Option<String>,
    },
    /// Watch room `code` without a seat. Answered by `watching`. A class's room (its
    /// tournament's, its teacher's simultaneous games: [`Setup::class`]) is watched only with
    /// `token`, a token of one of that class's children (`/class/api` signs him in); without
    /// one it is refused as a room that does not exist (`no_room`).
    Watch {
        /// [`VERSION`].
        version: u32,
        /// The room's code.
        code: String,
        /// A class child's token, for his class's rooms.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        token: Option<String>,
    },
    /// Take back the seat whose token is `token` after a disconnection. Answered by `seated`.
    Resume {
        /// [`VERSION`].
        version: u32,
        /// The room's code.
        code: String,
        /// The seat's secret token, from `seated`.
        token: String,
    },
    /// Sow `pit` (a letter, A–F for South, a–f for North) as the room's move `number` (0 for
    /// the first, counted across the games of a match). A `number` other than the room's next
    /// is stale and refused; a `pit` that is not a letter of the twelve is a bad message.
    Move {
        /// The move's number, counted from 0.
        number: usize,
        /// The pit, as its letter on the wire.
        pit: Pit,
    },
    /// Ask to take back one's own last move of the game in play, or agree to the other player's
    /// asking. Two yeses take back the asker's last move and every move after it (`undone`):
    /// it is the asker's turn again. Refused with [`ErrorKind::GameOver`] once the room's game,
    /// or its match, is over: a finished game stays finished.
    Undo {},
    /// Keeps the connection alive; answered by `pong`.
    Ping {},
}

impl ToServer {
    /// The protocol version a message that enters a room carries (`make`, `join`, `watch`,
    /// `resume`: a connection's handshake); `None` for the others.
    #[must_use]
    pub fn version(&self) -> Option<u32> {
        match self {
            ToServer::Make { version, .. }
            | ToServer::Join { version, .. }
            | ToServer::Watch { version, .. }
            | ToServer::Resume { version, .. } => Some(*version),
            ToServer::Move { .. } | ToServer::Undo {} | ToServer::Ping {} => None,
        }
    }
}

/// A message from the server to a device.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ToClient {
    /// This device holds `seat` of room `code`; `token` takes it back after a disconnection.
    Seated {
        /// The room's code, as words.
        code: String,
        /// The device's side.
        seat: Side,
        /// The seat's secret token: keep it, tell no one.
        token: String,
        /// The room as it stands.
        room: RoomView,
    },
    /// This device watches room `code`.
    Watching {
        /// The room's code.
        code: String,
        /// The room as it stands.
        room: RoomView,
    },
    /// The server accepted move `number`, `pit`; every device of the room gets it. A move that
    /// ends a game of a match not decided begins the next game, on every device alike.
    Moved {
        /// The move's number, from 0.
        number: usize,
        /// The pit, as its letter on the wire.
        pit: Pit,
    },
    /// The asker's last move (and the other's reply, if any) was taken back with both players'
    /// yes: the room has `moves` moves now.
    Undone {
        /// The number of moves left, every game counted.
        moves: usize,
    },
    /// `by` asks to take back his own last move.
    UndoAsked {
        /// Who asks.
        by: Side,
    },
    /// A player's device came or went, or a seat was taken.
    Presence {
        /// Whose device.
        seat: Side,
        /// Whether it is connected now.
        connected: bool,
        /// The seat's player name now.
        name: String,
    },
    /// The answer to `ping`.
    Pong {},
    /// The last message was refused; nothing changed.
    Error {
        /// What went wrong, for programs.
        error: ErrorKind,
        /// What went wrong, for people (English).
        message: String,
    },
}

/// A room as a device sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoomView {
    /// The maker's choices (names as they stand now).
    pub setup: Setup,
    /// Every accepted move's pit (its letter on the wire), in order, across the games of a
    /// match.
    pub moves: Vec<Pit>,
    /// Whether each seat is taken.
    pub seated: BySide<bool>,
    /// Whether each seat's device is connected now.
    pub connected: BySide<bool>,
}

/// Why the server refused a message.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorKind {
    /// Not JSON, or not a message of this protocol.
    BadMessage,
    /// A `"type"` this server does not know.
    UnknownType,
    /// Another protocol version.
    Version,
    /// No room has this code.
    NoRoom,
    /// The code is not three of the pictures.
    BadCode,
    /// The seat asked for is taken (a watcher may still watch).
    SeatTaken,
    /// The token is not this room's.
    BadToken,
    /// This connection has no seat (it watches, or has not joined).
    NotSeated,
    /// Already in a room: one room a connection.
    AlreadyInRoom,
    /// It is the other player's turn.
    OutOfTurn,
    /// The move number is not the game's next (a repeated or stale move).
    Stale,
    /// The rules refuse the move (the message says why).
    Illegal,
    /// The game is over.
    GameOver,
    /// Nothing to take back: the asker has no move in the game in play.
    NothingToUndo,
    /// Messages too fast: this one was dropped.
    TooFast,
    /// The server holds as many rooms as it may.
    Full,
    /// The server could not store the change; nothing changed, try again.
    Store,
    /// The store cannot be reached now (a database restarted, or out of reach): the change was
    /// not acknowledged; the device keeps it and sends it again a moment later.
    StoreUnavailable,
}

/// A message refused: what went wrong and why, sent back as [`ToClient::Error`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// What went wrong.
    pub error: ErrorKind,
    /// Why, in words (English).
    pub message: String,
}

impl Refusal {
    /// A refusal of kind `error`.
    #[must_use]
    pub fn new(error: ErrorKind, message: impl Into<String>) -> Refusal {
        Refusal { error, message: message.into() }
    }
}

impl From<Refusal> for ToClient {
    fn from(Refusal { error, message }: Refusal) -> ToClient {
        ToClient::Error { error, message }
    }
}

/// The `"type"` of every message a device may send, to tell an unknown type from a malformed
/// message.
pub const TO_SERVER_TYPES: [&str; 7] = ["make", "join", "watch", "resume", "move", "undo", "ping"];

/// Reads a device's frame: the message, or the error to send back.
///
/// # Errors
/// [`ErrorKind::UnknownType`] for a `"type"` not in [`TO_SERVER_TYPES`], else
/// [`ErrorKind::BadMessage`] with serde's reason.
pub fn read(frame: &str) -> Result<ToServer, Refusal> {
    serde_json::from_str(frame).map_err(|error| {
        let kind = serde_json::from_str::<serde_json::Value>(frame)
            .ok()
            .and_then(|value| value.get("type").and_then(|t| t.as_str()).map(str::to_owned));
        match kind {
            Some(kind) if !TO_SERVER_TYPES.contains(&kind.as_str()) => {
                Refusal::new(ErrorKind::UnknownType, format!("unknown message type {kind:?}"))
            }
            _ => Refusal::new(ErrorKind::BadMessage, format!("not a message of protocol {VERSION}: {error}")),
        }
    })
}
