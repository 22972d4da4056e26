//! A device's side of a room, with no input or output of its own: what to send when the
//! connection opens (make, join, watch, or take the seat back with its token), what each message
//! heard means for the board, and a tap made while away, kept and sent when the connection is
//! back if it is still a move. It keeps what only the room knows: the seats, the code, the
//! connection and the room's record (its setup and its moves). The game itself is the board's
//! alone: the session plays no copy of it along, and lays the room's record out only when the
//! board asks for it ([`Session::board`]). The game drives it through its [`Link`](super::link::Link) (a
//! thread on the desktop, the browser's WebSocket on the web); the tests drive the same code.

mod board;

pub use super::events::{Event, Role};
use super::room::{Games, replay};
use super::wire::{ErrorKind, RoomView, ToClient, ToServer, VERSION};
use crate::engine::{Pit, Side};
use std::collections::VecDeque;
use std::time::Duration;

/// The longest a device waits between two attempts to connect again (the first waits 0.1 s,
/// each next one twice as long).
pub const LONGEST_WAIT: Duration = Duration::from_secs(5);

/// A device's room: who it is there, the room's record as the server accepted it, and a tap
/// waiting for the connection.
#[derive(Clone, Debug)]
pub struct Session {
    role: Role,
    /// The room's code and this device's seat's token, once seated (`None` for a watcher).
    seat: Option<(String, Side, String)>,
    /// The room's code once watching, and the class child's token it was watched with.
    watching: Option<(String, Option<String>)>,
    /// The room as last heard: its setup, every move it accepted (numbered across the games of
    /// a match), its seats.
    pub view: Option<RoomView>,
    /// Whether the room is decided (its game, or its match), as its record says: no move nor
    /// undo is sent then.
    over: bool,
    /// Whether the connection is open and the room answered.
    connected: bool,
    /// A tap made while away: sent when the connection is back, if still a move.
    waiting_tap: Option<Pit>,
    /// Who asked to take back his last move, as the room said, until a move is played or moves
    /// are taken back.
    undo_asked: Option<Side>,
    /// What the board has not been told yet.
    events: VecDeque<Event>,
    /// Failed connections in a row, for the backoff.
    failures: u32,
}

impl Session {
    /// A session that will ask for `role` when its connection opens.
    #[must_use]
    pub fn new(role: Role) -> Session {
        let seat = match &role {
            Role::Resume { code, seat, token } => Some((code.clone(), *seat, token.clone())),
            _ => None,
        };
        Session {
            role,
            seat,
            watching: None,
            view: None,
            over: false,
            connected: false,
            waiting_tap: None,
            undo_asked: None,
            events: VecDeque::new(),
            failures: 0,
        }
    }

    /// What this device asked to be.
    #[must_use]
    pub fn role(&self) -> &Role {
        &self.role
    }

    /// This device's side, once seated.
    #[must_use]
    pub fn seat(&self) -> Option<Side> {
        self.seat.as_ref().map(|(_, side, _)| *side)
    }

    /// This device's seat's secret token, once seated.
    #[must_use]
    pub fn token(&self) -> Option<&str> {
        self.seat.as_ref().map(|(.., token)| token.as_str())
    }

    /// The room's code as words, once the room answered.
    #[must_use]
    pub fn code(&self) -> Option<&str> {
        self.seat.as_ref().map(|(code, ..)| code.as_str()).or(self.watching.as_ref().map(|(code, _)| code.as_str()))
    }

    /// Whether the connection is open and the room answered.
    #[must_use]
    pub const fn connected(&self) -> bool {
        self.connected
    }

    /// Whether the other player has sat down and his device is connected now (`true` for a
    /// watcher once the room answered).
    #[must_use]
    pub fn other_here(&self) -> bool {
        match (self.seat(), &self.view) {
            (Some(seat), Some(view)) => view.seated[!seat] && view.connected[!seat],
            (None, Some(view)) => view.connected.south && view.connected.north,
            _ => false,
        }
    }

    /// Whether the other seat has ever been taken: the game may begin.
    #[must_use]
    pub fn both_seated(&self) -> bool {
        self.view.as_ref().is_some_and(|view| view.seated.south && view.seated.north)
    }

    /// The first message on a new connection: the role asked for, or, once seated, the seat
    /// taken back with its token (once watching, watching again).
    #[must_use]
    pub fn opened(&mut self) -> ToServer {
        if let Some((code, _, token)) = &self.seat {
            return ToServer::Resume { version: VERSION, code: code.clone(), token: token.clone() };
        }
        if let Some((code, token)) = &self.watching {
            return ToServer::Watch { version: VERSION, code: code.clone(), token: token.clone() };
        }
        match self.role.clone() {
            Role::Make { setup, seat } => ToServer::Make { version: VERSION, setup, seat },
            Role::Join { code, seat, name } => ToServer::Join { version: VERSION, code, seat, name },
            Role::Watch { code, token } => ToServer::Watch { version: VERSION, code, token },
            Role::Resume { code, .. } => ToServer::Watch { version: VERSION, code, token: None },
        }
    }

    /// The connection broke (or could not be made): the board is told once, and the next
    /// attempt waits [`Session::backoff`].
    pub fn closed(&mut self) {
        if self.connected {
            self.events.push_back(Event::Lost);
        }
        self.connected = false;
        self.failures = self.failures.saturating_add(1);
    }

    /// Failed connections in a row.
    #[must_use]
    pub fn failures(&self) -> u32 {
        self.failures
    }
    /// How long to wait before connecting again: 0.1 s, doubling to [`LONGEST_WAIT`].
    #[must_use]
    pub fn backoff(&self) -> Duration {
        let steps = self.failures.saturating_sub(1).min(6);
        Duration::from_millis(100 << steps).min(LONGEST_WAIT)
    }

    /// Whether the room refused for good what this device asked (no such room, both seats
    /// taken, a token no longer valid): connecting again would not help.
    #[must_use]
    pub fn refused_for_good(error: ErrorKind) -> bool {
        matches!(error, ErrorKind::NoRoom | ErrorKind::BadCode | ErrorKind::SeatTaken | ErrorKind::BadToken)
    }

    /// A tap on `pit`, a pit of the room (turned back from the board's at North) that the
    /// board's rules accepted: the message to send now, or none (kept until the connection is
    /// back, then sent if it is still a move). The board's game is the one that checks a tap;
    /// the server checks it again.
    ///
    /// # Errors
    /// When this device does not play (it watches), the room is decided, or the pit is the
    /// other player's.
    pub fn tap(&mut self, pit: Pit) -> Result<Option<ToServer>, String> {
        let Some(seat) = self.seat() else {
            return Err("watching: this device does not play".into());
        };
        if self.over {
            return Err("the game is over".into());
        }
        if pit.owner() != seat {
            return Err("it is the other player's turn".into());
        }
        if !self.connected {
            self.waiting_tap = Some(pit);
            return Ok(None);
        }
        Ok(Some(ToServer::Move { number: self.number(), pit }))
    }

    /// The tap kept while away, if any.
    #[must_use]
    pub fn waiting_tap(&self) -> Option<Pit> {
        self.waiting_tap
    }

    /// Ask to take back this device's player's own last move (and the other's reply, if he
    /// has replied), or agree to the other's asking ([`Session::agrees`]); none once the room
    /// is over (the server would refuse it: a finished game stays finished).
    #[must_use]
    pub fn undo(&self) -> Option<ToServer> {
        (self.seat.is_some() && self.connected && !self.over).then_some(ToServer::Undo {})
    }

    /// Who asked to take back his last move and waits for the other's yes, if anyone.
    #[must_use]
    pub fn undo_asked(&self) -> Option<Side> {
        self.undo_asked
    }

    /// Whether this device's Undo now agrees to the other player's asking (rather than asks).
    #[must_use]
    pub fn agrees(&self) -> bool {
        self.seat().is_some_and(|seat| self.undo_asked == Some(!seat))
    }

    /// Reads one message from the server; returns what to send back (a kept tap, once back).
    pub fn heard(&mut self, message: ToClient) -> Option<ToServer> {
        match message {
            ToClient::Seated { code, seat, token, room } => {
                self.seat = Some((code.clone(), seat, token));
                let first = self.view.is_none();
                self.caught_up(room);
                self.events.push_back(if first { Event::Seated { code, seat } } else { Event::Back });
                return self.send_waiting_tap();
            }
            ToClient::Watching { code, room } => {
                let token = match &self.role {
                    Role::Watch { token, .. } => token.clone(),
                    _ => None,
                };
                self.watching = Some((code.clone(), token));
                let first = self.view.is_none();
                self.caught_up(room);
                self.events.push_back(if first { Event::Watching { code } } else { Event::Back });
            }
            ToClient::Moved { number, pit } if number == self.number() => {
                // The record with the move must replay (a server's word is still checked).
                let after = self.view.as_ref().map(|view| {
                    let moves: Vec<Pit> = view.moves.iter().copied().chain([pit]).collect();
                    Games::replayed(&view.setup, &moves)
                });
                match (after, self.view.as_mut()) {
                    (Some(Ok(games)), Some(view)) => {
                        view.moves.push(pit);
                        self.over = games.is_over();
                        // A move played forgets the ask, on the server as here.
                        self.undo_asked = None;
                        self.events.push_back(Event::Moved(pit));
                    }
                    _ => self.events.push_back(Event::Refused(
                        ErrorKind::BadMessage,
                        format!("move {number} ({pit}) does not play on this board"),
                    )),
                }
            }
            ToClient::Moved { .. } | ToClient::Pong {} => {}
            ToClient::Undone { moves } => {
                self.undo_asked = None;
                if let Some(mut view) = self.view.clone() {
                    let taken = view.moves.len().saturating_sub(moves);
                    view.moves.truncate(moves);
                    self.caught_up(view);
                    self.events.push_back(Event::TakenBack(taken));
                }
            }
            ToClient::UndoAsked { by } => {
                self.undo_asked = Some(by);
                self.events.push_back(Event::UndoAsked(by));
            }
            ToClient::Presence { seat, connected, name } => {
                if let Some(view) = self.view.as_mut() {
                    view.connected[seat] = connected;
                    view.seated[seat] = true;
                    view.setup.names[seat] = name;
                }
                self.events.push_back(Event::Presence { seat, connected });
            }
            ToClient::Error { error, message } => self.events.push_back(Event::Refused(error, message)),
        }
        None
    }

    /// The room as heard on (re)connecting: moves missed are played one by one when they
    /// follow the board, else the board is laid out again.
    fn caught_up(&mut self, room: RoomView) {
        self.connected = true;
        self.failures = 0;
        let Ok(games) = replay(&room) else {
            self.events.push_back(Event::Refused(ErrorKind::BadMessage, "the room's moves do not replay".into()));
            return;
        };
        let ours = self.moves();
        let follows = self.view.is_some() && room.moves.starts_with(ours);
        if follows {
            self.events.extend(room.moves[ours.len()..].iter().map(|&pit| Event::Moved(pit)));
        } else if self.view.is_some() {
            self.events.push_back(Event::Reset);
        }
        self.over = games.is_over();
        self.view = Some(room);
    }

    /// The kept tap, sent if it is still this device's move in the room as it now stands (its
    /// record laid out: the board has not heard the moves missed yet), else the child is told.
    fn send_waiting_tap(&mut self) -> Option<ToServer> {
        let pit = self.waiting_tap.take()?;
        let games = self.games();
        let still = games.to_move() == self.seat() && games.check(pit).is_ok();
        match self.tap(pit) {
            Ok(message) if still => message,
            _ => {
                self.events.push_back(Event::TapDropped(pit));
                None
            }
        }
    }

    /// The next thing the board should learn.
    pub fn next_event(&mut self) -> Option<Event> {
        self.events.pop_front()
    }
}
