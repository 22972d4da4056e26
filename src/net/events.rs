//! What a device asked to be in a room ([`Role`]) and what its board learns from the room
//! ([`Event`]): the words of a [`Session`](super::session::Session).

use super::wire::{ErrorKind, Setup};
use crate::engine::{Pit, Side};

/// What this device asked to be in the room.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Role {
    /// Make a room with this setup, sitting at `seat`.
    Make {
        /// The rules, names and starter.
        setup: Setup,
        /// The maker's side.
        seat: Side,
    },
    /// Sit at `seat` of room `code`, or at the free one.
    Join {
        /// The room's code (words, numbers or emoji).
        code: String,
        /// The seat asked for; `None` takes the free one.
        seat: Option<Side>,
        /// The joiner's name, if typed.
        name: Option<String>,
    },
    /// Watch room `code`.
    Watch {
        /// The room's code.
        code: String,
        /// A class child's token, which a class's room asks of its watchers
        /// ([`ToServer::Watch`](super::wire::ToServer::Watch)).
        token: Option<String>,
    },
    /// Take back `seat` of room `code` with its `token`, kept from before the game was closed.
    Resume {
        /// The room's code.
        code: String,
        /// The seat held.
        seat: Side,
        /// The seat's secret token.
        token: String,
    },
}

/// What the board and the screens learn from the room, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// This device holds `seat` of the room (`code` as words); the game is [`Session::board`].
    Seated {
        /// The room's code.
        code: String,
        /// This device's side.
        seat: Side,
    },
    /// This device watches the room; the game is [`Session::board`].
    Watching {
        /// The room's code.
        code: String,
    },
    /// The server accepted a move: play it on the board (its seeds fly). A move that ends a
    /// game of a match not decided has begun the next game in [`Session::board`]; the board
    /// begins it too when its players go on ([`Session::board_series`]).
    Moved(Pit),
    /// The board is no longer the room's (a move taken back, or moves missed while away that
    /// do not follow the board's): lay out [`Session::board`] again.
    Reset,
    /// A player's device came or went (`connected`), or a seat's name changed.
    Presence {
        /// Whose device.
        seat: Side,
        /// Whether it is connected now.
        connected: bool,
    },
    /// `by` asks to take back his own last move; the other player's Undo agrees.
    UndoAsked(Side),
    /// Moves were taken back with both players' yes (the asker's last move, and the other's
    /// reply if he had replied), how many; [`Event::Reset`] came first.
    TakenBack(usize),
    /// The connection broke; it is made again by itself.
    Lost,
    /// The connection is back and the board caught up.
    Back,
    /// A tap made while away was not sent: the game went on and it is no longer a move.
    TapDropped(Pit),
    /// The server refused a message (nothing changed): what, and why in words.
    Refused(ErrorKind, String),
}
