//! A device in a room: its [`Session`] driven through its [`Link`], pumped once a frame by the
//! game (or in a loop by the tests and tools). It makes the connection again by itself after a
//! break, waiting the session's backoff, unless the room refused for good (no such room, both
//! seats taken); and at once when a move of its is refused as `stale`, to hear the moves it
//! lacks.

use super::link::{Link, LinkEvent};
use super::session::{Event, Role, Session};
use crate::engine::Pit;
use std::time::Duration;
use web_time::Instant;

/// How many times a device tries to reach a server before it has ever been in the room.
pub const FIRST_TRIES: u32 = 4;

/// A device's room and its connection.
pub struct Device {
    /// What the device knows of the room.
    pub session: Session,
    link: Option<Link>,
    url: String,
    reopen_at: Option<Instant>,
    /// Why the room refused for good, if it did: the device stops connecting.
    pub given_up: Option<String>,
}

impl Device {
    /// A device that connects to `url` (`ws://host:port/rooms`) and asks for `role`.
    #[must_use]
    pub fn open(url: &str, role: Role) -> Device {
        Device {
            session: Session::new(role),
            link: Some(Link::open(url)),
            url: url.to_owned(),
            reopen_at: None,
            given_up: None,
        }
    }

    /// The server's rooms address.
    #[must_use]
    pub fn url(&self) -> &str {
        &self.url
    }

    /// Reads what the link heard, answers it, makes the connection again when it is time,
    /// and returns what the board should learn, in order. Never waits.
    pub fn pump(&mut self) -> Vec<Event> {
        if self.link.is_none() && self.given_up.is_none() && self.reopen_at.is_none_or(|at| Instant::now() >= at) {
            self.link = Some(Link::open(&self.url));
            self.reopen_at = None;
        }
        while let Some(happened) = self.link.as_ref().and_then(Link::poll) {
            match happened {
                LinkEvent::Opened => {
                    let first = self.session.opened();
                    self.send(&first);
                }
                LinkEvent::Heard(message) => {
                    if let Some(answer) = self.session.heard(message) {
                        self.send(&answer);
                    }
                }
                LinkEvent::Garbled(_) => {}
                LinkEvent::Closed(why) => {
                    self.lost();
                    // Never in the room yet, and the server cannot be reached: say so, and stop.
                    if self.session.view.is_none() && self.session.failures() >= FIRST_TRIES {
                        self.given_up = Some(format!("{}: {why}", self.url));
                    }
                }
            }
        }
        let mut events = Vec::new();
        while let Some(event) = self.session.next_event() {
            // A move refused as not the next while seated: this device is behind the room (a
            // move it never heard, its server gone before telling it). It takes its seat again
            // at once, which sends the room as it stands: the moves it lacks come as moves.
            if let Event::Refused(super::wire::ErrorKind::Stale, _) = &event
                && self.session.seat().is_some()
                && self.given_up.is_none()
            {
                self.link = None;
                self.session.closed();
                self.reopen_at = None;
                continue;
            }
            if let Event::Refused(error, message) = &event
                && Session::refused_for_good(*error)
                && self.session.view.is_none()
            {
                self.given_up = Some(message.clone());
                self.link = None;
            }
            events.push(event);
        }
        events
    }

    /// A tap on `pit`: sent now, or kept until the connection is back.
    ///
    /// # Errors
    /// Why the pit is not this device's move here and now.
    pub fn tap(&mut self, pit: Pit) -> Result<(), String> {
        if let Some(message) = self.session.tap(pit)? {
            self.send(&message);
        }
        Ok(())
    }

    /// Asks to take back this device's player's own last move, or agrees to the other player's
    /// asking.
    pub fn undo(&mut self) {
        if let Some(message) = self.session.undo() {
            self.send(&message);
        }
    }

    /// Drops the connection, as a device going to sleep does; the next pumps make it again.
    pub fn drop_connection(&mut self) {
        self.lost();
    }

    /// Pumps until `done` holds or `wait` runs out, pausing a little between pumps (tests and
    /// tools); every event seen is returned.
    pub fn pump_until(&mut self, wait: Duration, done: impl Fn(&Device) -> bool) -> Vec<Event> {
        let deadline = Instant::now() + wait;
        let mut events = Vec::new();
        while !done(self) && Instant::now() < deadline {
            events.extend(self.pump());
            std::thread::sleep(Duration::from_millis(5));
        }
        events
    }

    fn send(&mut self, message: &super::wire::ToServer) {
        if let Some(link) = &self.link {
            link.send(message);
        }
    }

    fn lost(&mut self) {
        self.link = None;
        self.session.closed();
        self.reopen_at = Some(Instant::now() + self.session.backoff());
    }
}
