//! Two devices, one game: the room this device is in ([`Room`], a [`Device`] pumped once a
//! frame). The moves the server accepted reach the board as [`CheckedMove`]s, one when the seeds
//! of the last have come to rest, so that each flies on every device; this device's taps go to
//! the server instead of the rules, and Undo asks the other player to let this one take back
//! his own last move (or agrees to the other's asking). [`RoomNote`] holds what the
//! line over the board ([`note`](super::note)) says: when the other device is away, when the
//! connection is lost and back, and when the other player asks to take a move back. The screen
//! that makes and joins rooms is [`screen`](super::screen).

use crate::engine::{BySide, Pit, Preset, Side};
use crate::game::frame::GameSet;
use crate::game::i18n::Tr;
use crate::game::messages::{Begin, CheckedMove, MoveRefused, MoveRequest, Sfx};
use crate::game::persist::Persist;
use crate::game::play::Mode;
use crate::game::play::{Engine, InFlight, Phase, Players, played_online};
use crate::game::screens::Screen;
use crate::game::text;
use crate::i18n::Translator;
use crate::net::device::Device;
use crate::net::session::{Event, Role, Session};
use crate::net::wire::Setup;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Room>()
        .init_resource::<RoomNote>()
        .add_systems(Startup, load_kept_seat)
        .add_systems(
            Update,
            (
                leave_when_replaced.run_if(resource_changed::<Players>.and_eager(not(played_online))),
                pump,
                (send_taps, feed_moves).run_if(played_online),
            )
                .chain()
                .in_set(GameSet::Check),
        )
        .add_systems(OnEnter(Screen::Title), leave);
}

/// The room this device is in, if any.
#[derive(Resource, Default)]
pub struct Room {
    /// The device: its session with the room, and its connection.
    pub device: Option<Device>,
    /// Moves the server accepted, as this device's board has them, waiting for the seeds of
    /// the one before to rest.
    queue: VecDeque<Pit>,
    /// The number of the move this device sent and has not heard back yet: one tap at a time.
    sent: Option<usize>,
    /// Whether moves were given to the board since it was last compared with the room's record.
    fed: bool,
    /// The seat this device holds in a game not over, kept in [`ROOM_FILE`] for after the game
    /// is closed and opened again.
    pub kept: Option<KeptSeat>,
    /// Whether the board holds the room's game (it is played online, [`Mode::Online`]): set when
    /// the room lays its game out, so that another game taking the board (Play again, a lesson)
    /// is seen and the room left.
    pub on_board: bool,
    /// Whether the room is a class's table (a tournament's, or a board against the teacher),
    /// entered from the title's table button: its game is a contest, so no hint is offered, and
    /// its seat is not kept for Continue (the title's table button takes the child back, and a
    /// table the teacher ended is not offered again).
    pub class: bool,
}

impl Room {
    /// Enters a room: the device connects, and the screen waits for the other player.
    pub fn enter(&mut self, device: Device) {
        let kept = self.kept.take();
        *self = Room { device: Some(device), kept, ..Room::default() };
    }

    /// Enters a class's table ([`Room::class`]).
    pub fn enter_class(&mut self, device: Device) {
        self.enter(device);
        self.class = true;
    }

    /// Leaves the room (its seat stays this device's on the server, and kept).
    pub fn leave(&mut self) {
        let kept = self.kept.take();
        *self = Room { kept, ..Room::default() };
    }
}

/// The file where the seat of a game on two devices not over is kept.
pub const ROOM_FILE: &str = "room.toml";

/// A seat this device holds, kept so that it takes it back after the game was closed (the
/// screen for two devices offers "Back to the game"): the server's rooms address, the room's
/// code, the seat (the room's side) and its secret token.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeptSeat {
    /// The server's rooms address (`ws://host:port/rooms`).
    pub url: String,
    /// The room's code, as words.
    pub code: String,
    /// The seat, as the room has it.
    pub seat: Side,
    /// The seat's secret token.
    pub token: String,
}

impl KeptSeat {
    /// The role that takes the seat back.
    #[must_use]
    pub fn role(&self) -> Role {
        Role::Resume { code: self.code.clone(), seat: self.seat, token: self.token.clone() }
    }
}

fn load_kept_seat(persist: Res<Persist>, mut room: ResMut<Room>) {
    room.kept = persist.storage.as_ref().and_then(|storage| storage.load::<KeptSeat>(ROOM_FILE).ok().flatten());
}

/// Keeps the seat held now (`Some`), or forgets it (`None`: the game is over, or the room
/// refused it).
fn keep_seat(room_kept: &mut Option<KeptSeat>, persist: &Persist, seat: Option<KeptSeat>) {
    if *room_kept == seat {
        return;
    }
    if let Some(storage) = &persist.storage {
        let done = match &seat {
            Some(seat) => storage.save(ROOM_FILE, seat).map_err(|e| e.to_string()),
            None => storage.remove(ROOM_FILE).map_err(|e| e.to_string()),
        };
        if let Err(error) = done {
            warn!("{ROOM_FILE}: {error}");
        }
    }
    *room_kept = seat;
}

/// What the line over the board and the screen for two devices say about the room.
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct RoomNote {
    /// The last thing that happened (the connection lost or back, a tap dropped, an undo asked).
    pub line: Option<String>,
    /// Set while the other player's device is away: "Grandma's tablet is not connected".
    pub away: Option<String>,
    /// Why the room could not be entered, for the screen for two devices.
    pub refused: Option<String>,
}

/// Who plays a room's game on this device's board: its player at the bottom (South), the
/// names the room holds (this device's player, unnamed, is "You").
#[must_use]
pub fn players_of(session: &Session, tr: &Translator) -> Players {
    // Unnamed, this device's player is "You", and the others "Player 1" (the room's South)
    // and "Player 2", the same on every device.
    let name = |side: Side| {
        let room_side = session.side_on_board(side);
        match name_of(session, tr, room_side) {
            _ if side == Side::South && session.seat().is_some() && unnamed(session, room_side) => tr.t("player-you"),
            name => name,
        }
    };
    let board_names = BySide::new(name(Side::South), name(Side::North));
    Players::new(Mode::Online { watch: session.seat().is_none() }, Players::default().level, board_names)
}

/// The room's game laid out on this device's board, for who plays it here.
fn room_board(session: &Session, tr: &Translator) -> Begin {
    Begin { game: session.board(), players: players_of(session, tr), series: session.board_series() }
}

/// What a room's maker chose, in a line: one game or a best of 5, and the rules (a preset's
/// name, or "My rules").
#[must_use]
pub fn terms(setup: &Setup, tr: &Translator) -> String {
    let games =
        if setup.games > 1 { tr.f("match-best-of", [("games", setup.games.into())]) } else { tr.t("match-single") };
    let rules = Preset::ALL
        .into_iter()
        .find(|preset| preset.rules() == setup.rules)
        .map_or_else(|| tr.t("custom-name"), |preset| text::preset(tr, preset));
    format!("{games} · {rules}")
}

/// The name of the room's `side` as shown, or "Player 1" (South) or "Player 2".
#[must_use]
pub fn name_of(session: &Session, tr: &Translator, side: Side) -> String {
    let name = session.view.as_ref().map(|view| view.setup.names[side].trim().to_owned()).unwrap_or_default();
    if !name.is_empty() {
        return name;
    }
    tr.t(if side == Side::South { "player-1" } else { "player-2" })
}

/// Whether nobody typed a name for the room's `side`.
fn unnamed(session: &Session, side: Side) -> bool {
    session.view.as_ref().is_none_or(|view| view.setup.names[side].trim().is_empty())
}

/// The board held the room's game and holds another now (Play again, a lesson; the run
/// conditions: who plays changed, and not online): this device leaves the room.
fn leave_when_replaced(mut room: ResMut<Room>, mut note: ResMut<RoomNote>) {
    if std::mem::take(&mut room.on_board) && room.device.is_some() {
        room.leave();
        *note = RoomNote::default();
    }
}

/// Reads what the room said: the game laid out once both players sit (or at once for a
/// watcher), moves queued for the board, and the room's news for the line over it.
fn pump(
    mut room: ResMut<Room>,
    mut note: ResMut<RoomNote>,
    tr: Res<Tr>,
    screen: Res<State<Screen>>,
    mut next: ResMut<NextState<Screen>>,
    mut begin: MessageWriter<Begin>,
    persist: Res<Persist>,
) {
    let Room { device, queue, sent, fed, kept, on_board, class } = &mut *room;
    let online = *on_board;
    let Some(device) = device.as_mut() else {
        return;
    };
    let tr = &tr.0;
    let mut lay_out = false;
    let mut taken_back = None;
    for event in device.pump() {
        let session = &device.session;
        match event {
            Event::Seated { .. } | Event::Watching { .. } => note.refused = None,
            Event::Moved(pit) if online => {
                queue.push_back(session.on_board(pit));
                // The game goes on: news of the connection is old now.
                note.line = None;
            }
            Event::Moved(_) | Event::Presence { .. } => {}
            Event::Reset => lay_out = online,
            Event::UndoAsked(by) if Some(by) != session.seat() => {
                note.line = Some(tr.f("online-undo-asked", [("name", name_of(session, tr, by).into())]));
            }
            Event::UndoAsked(_) => {}
            Event::TakenBack(moves) => taken_back = Some(moves),
            Event::Lost => note.line = Some(tr.t("online-lost")),
            Event::Back => note.line = Some(tr.t("online-back")),
            Event::TapDropped(_) => {
                *sent = None;
                note.line = Some(tr.t("online-tap-dropped"));
            }
            Event::Refused(error, _)
                if matches!(device.session.role(), Role::Resume { .. })
                    && Session::refused_for_good(error)
                    && device.session.view.is_none() =>
            {
                // The seat kept is no longer this device's (the room is gone): forget it.
                keep_seat(kept, &persist, None);
            }
            Event::Refused(_, why) if online => note.line = Some(tr.f("online-refused", [("why", why.into())])),
            Event::Refused(_, why) => note.refused = Some(tr.f("online-refused", [("why", why.into())])),
        }
    }
    let session = &device.session;
    let away = session
        .seat()
        .filter(|_| session.both_seated() && !session.other_here())
        .map(|seat| tr.f("online-away", [("name", name_of(session, tr, !seat).into())]));
    if note.away != away {
        note.away = away;
    }
    if let Some(why) = &device.given_up {
        let refused = tr.f("online-refused", [("why", why.as_str().into())]);
        if note.refused.as_ref() != Some(&refused) {
            note.refused = Some(refused);
        }
    }
    if let (Some(seat), Some(code), Some(token)) = (session.seat(), session.code(), session.token())
        && session.view.is_some()
        && !*class
    {
        // Written when it changes (seated, or the game over), not built anew every frame.
        let over = session.is_over();
        let same = |k: &KeptSeat| k.seat == seat && k.code == code && k.token == token && k.url == device.url();
        if over != kept.is_none() || kept.as_ref().is_some_and(|k| !same(k)) {
            let held = (!over).then(|| KeptSeat {
                url: device.url().to_owned(),
                code: code.to_owned(),
                seat,
                token: token.to_owned(),
            });
            keep_seat(kept, &persist, held);
        }
    }
    if sent.is_some_and(|number| session.number() > number) {
        *sent = None;
    }
    let ready = session.view.is_some() && (session.seat().is_none() || session.both_seated());
    // The room is followed on every screen; only from its own screen does it bring the board
    // (the screen is a value: which one brings it). The board set aside at the title may still
    // hold the room's game: the room's record is laid out anew all the same.
    if ready && *screen.get() == Screen::Online {
        lay_out = true;
        next.set(Screen::Gameplay);
    }
    if lay_out {
        if session.number() == 0
            && let Some(view) = &session.view
        {
            // Before the first move, both boards say what the maker chose.
            note.line = Some(terms(&view.setup, tr));
        }
        begin.write(room_board(session, tr));
        *on_board = true;
        queue.clear();
        *sent = None;
        *fed = false;
    }
    // Both devices say what was taken back, the asker's and the other's alike (back to the
    // first move too: then this, rather than the maker's choices).
    if let Some(moves) = taken_back {
        note.line = Some(tr.f("taken-back", [("moves", moves.into())]));
    }
}

/// This device's taps go to the server, which plays them on every device; a pit the rules
/// refuse is refused here at once, as in any game (Undo goes to the room by
/// [`undo::online`](crate::game::undo::online)).
fn send_taps(
    mut requests: MessageReader<MoveRequest>,
    mut room: ResMut<Room>,
    mut note: ResMut<RoomNote>,
    engine: Res<Engine>,
    phase: Res<State<Phase>>,
    tr: Res<Tr>,
    mut refused: MessageWriter<MoveRefused>,
    mut sfx: MessageWriter<Sfx>,
) {
    let Room { device: Some(device), sent, .. } = &mut *room else {
        return;
    };
    for &MoveRequest(pit) in requests.read() {
        if sent.is_some() || *phase.get() != Phase::Waiting {
            continue;
        }
        if let Err(reason) = engine.0.check(pit) {
            refused.write(MoveRefused { pit, reason });
            sfx.write(Sfx::Refused);
            continue;
        }
        let number = device.session.number();
        let room_pit = device.session.on_board(pit);
        match device.tap(room_pit) {
            Ok(()) => *sent = Some(number),
            Err(why) => note.line = Some(tr.0.f("online-refused", [("why", why.into())])),
        }
    }
}

/// The next move the server accepted, once the seeds of the one before rest. Once the moves
/// given have all been played, the board is compared with the room's record (laid out for the
/// comparison, not kept): if it has come apart from the room (a move the rules dropped as a new
/// board was laid out), the room's game is laid out again.
fn feed_moves(
    mut room: ResMut<Room>,
    phase: Res<State<Phase>>,
    in_flight: Res<InFlight>,
    engine: Res<Engine>,
    tr: Res<Tr>,
    mut checked: MessageWriter<CheckedMove>,
    mut begin: MessageWriter<Begin>,
) {
    let Room { device: Some(device), queue, fed, .. } = &mut *room else {
        return;
    };
    if *phase.get() != Phase::Waiting || !in_flight.is_empty() {
        return;
    }
    if let Some(pit) = queue.pop_front() {
        checked.write(CheckedMove(pit));
        *fed = true;
    } else if std::mem::take(fed) && engine.0.moves().len() != device.session.board().moves().len() {
        begin.write(room_board(&device.session, &tr.0));
    }
}

/// Back at the title, this device leaves its room (its seat stays its own on the server).
fn leave(mut room: ResMut<Room>, mut note: ResMut<RoomNote>) {
    if room.device.is_some() {
        room.leave();
        *note = RoomNote::default();
    }
}
