//! What a device's messages do to the rooms: make, join, watch and resume a room (one room a
//! connection), move, and undo, each checked by the room and committed to the store before
//! anyone hears of it.

use crate::engine::Side;
use crate::net::code::Code;
use crate::net::hub::{Device, Hub, Joined, Kill, Live, now, token};
use crate::net::room::Room;
use crate::net::store::{Change, Failure, Store};
use crate::net::wire::{self, ErrorKind, Refusal, ToClient, ToServer, VERSION, close};
use std::net::IpAddr;
use std::sync::Arc;
use tokio::sync::{Mutex as RoomLock, mpsc};

fn check_version(version: u32) -> Result<(), Refusal> {
    if version == VERSION {
        Ok(())
    } else {
        Err(Refusal::new(ErrorKind::Version, format!("this server speaks version {VERSION}, not {version}")))
    }
}

/// Handles one message from device `id` at address `place`; returns the reply for this device
/// alone (others hear by broadcast).
pub(super) async fn handle(
    hub: &Arc<Hub>,
    id: u64,
    place: IpAddr,
    outbox: &mpsc::Sender<ToClient>,
    kill: &Arc<Kill>,
    joined: &mut Option<Joined>,
    message: ToServer,
) -> Option<ToClient> {
    let device = |seat| Device { id, seat, outbox: outbox.clone(), kill: Arc::clone(kill) };
    let entering = matches!(
        message,
        ToServer::Make { .. } | ToServer::Join { .. } | ToServer::Watch { .. } | ToServer::Resume { .. }
    );
    if entering && joined.is_some() {
        return Some(Refusal::new(ErrorKind::AlreadyInRoom, "this connection is already in a room").into());
    }
    let result = match message {
        ToServer::Ping {} => return Some(ToClient::Pong {}),
        ToServer::Make { version, setup, seat } => {
            make(hub, version, setup, seat, place, device(Some(seat)), joined).await
        }
        ToServer::Join { version, code, seat, name } => join(hub, version, &code, seat, name, id, device, joined).await,
        ToServer::Watch { version, code } => watch(hub, version, &code, device(None), joined).await,
        ToServer::Resume { version, code, token } => resume(hub, version, &code, &token, id, device, joined).await,
        ToServer::Move { number, pit } => play(hub, joined, number, &pit).await,
        ToServer::Undo {} => undo(hub, joined).await,
    };
    result.err().map(ToClient::from)
}

/// How many times a change is tried when another server changed the room meanwhile.
const TRIES: usize = 4;

/// The refusal when other servers changed a room more than [`TRIES`] times in a row.
fn busy() -> Refusal {
    Refusal::new(ErrorKind::Store, "the room changed too often meanwhile: send again")
}

async fn make(
    hub: &Arc<Hub>,
    version: u32,
    setup: wire::Setup,
    seat: Side,
    place: IpAddr,
    device: Device,
    joined: &mut Option<Joined>,
) -> Result<(), Refusal> {
    check_version(version)?;
    let mut room = Room::new(setup);
    let token = token();
    room.sit(Some(seat), token.clone(), None)?;
    for _ in 0..TRIES {
        // A free code, taken at once so that no other maker here gets it.
        let (code, live) = {
            let mut rooms = hub.lock();
            if rooms.len() >= hub.config.max_rooms {
                return Err(Refusal::new(ErrorKind::Full, "this server holds all the rooms it can"));
            }
            let mut rng = rand::rng();
            let code = (0..100).map(|_| Code::random(&mut rng)).find(|code| !rooms.contains_key(code));
            let code = code.ok_or_else(|| Refusal::new(ErrorKind::Full, "no free room code"))?;
            // Nobody has joined it yet: it counts for its maker's address until someone does.
            hub.add_unjoined(code, place)?;
            let live = Arc::new(RoomLock::new(Live::new(code, room.clone(), 0)));
            rooms.insert(code, Arc::clone(&live));
            (code, live)
        };
        let mut held = live.lock().await;
        let (words, stored_setup, stored_token) = (code.to_string(), room.setup.clone(), token.clone());
        let stored = hub.store(move |store| store.create(&words, &stored_setup, now(), seat, &stored_token)).await;
        if let Err(error) = stored {
            // A device that found the code meanwhile must not sit in a room not stored.
            held.gone = true;
            hub.lock().remove(&code);
            hub.waiting_rooms().remove(code);
            // The code is in use on another server sharing the store: another.
            if error.failure == Failure::Conflict {
                continue;
            }
            return Err(error.into());
        }
        let id = device.id;
        held.devices.push(device);
        let view = held.room.view(held.connected());
        seated(&held, id, seat, token, view);
        drop(held);
        *joined = Some(Joined { live, seat: Some(seat) });
        return Ok(());
    }
    Err(Refusal::new(ErrorKind::Full, "no free room code"))
}

async fn join(
    hub: &Arc<Hub>,
    version: u32,
    code: &str,
    wanted: Option<Side>,
    name: Option<String>,
    id: u64,
    device: impl Fn(Option<Side>) -> Device,
    joined: &mut Option<Joined>,
) -> Result<(), Refusal> {
    check_version(version)?;
    let (live, mut held) = hub.open(code).await?;
    here(&held, code)?;
    for _ in 0..TRIES {
        let token = token();
        let mut room = held.room.clone();
        let seat = room.sit(wanted, token.clone(), name.as_deref())?;
        let (words, setup, stored_token, version) =
            (held.code.to_string(), room.setup.clone(), token.clone(), held.version);
        let sit = move |store: &dyn Store| {
            store.change(&words, version, Change::Sit { seat, token: &stored_token, setup: &setup })
        };
        match hub.store(sit).await {
            Ok(()) => {}
            Err(error) if error.failure == Failure::Conflict => {
                hub.refresh(&mut held).await?;
                continue;
            }
            Err(error) => return Err(error.into()),
        }
        if room.tokens.south.is_some() && room.tokens.north.is_some() {
            hub.waiting_rooms().remove(held.code);
        }
        held.room = room;
        held.version += 1;
        held.devices.push(device(Some(seat)));
        let view = held.room.view(held.connected());
        seated(&held, id, seat, token, view);
        held.presence(seat);
        drop(held);
        *joined = Some(Joined { live, seat: Some(seat) });
        return Ok(());
    }
    Err(busy())
}

/// Tells device `id` its seat.
fn seated(live: &Live, id: u64, seat: Side, token: String, room: wire::RoomView) {
    if let Some(device) = live.devices.iter().find(|device| device.id == id) {
        let _ = device.outbox.try_send(ToClient::Seated { code: live.code.to_string(), seat, token, room });
    }
}

async fn watch(
    hub: &Arc<Hub>,
    version: u32,
    code: &str,
    device: Device,
    joined: &mut Option<Joined>,
) -> Result<(), Refusal> {
    check_version(version)?;
    let (live, mut held) = hub.open(code).await?;
    here(&held, code)?;
    let room = held.room.view(held.connected());
    let _ = device.outbox.try_send(ToClient::Watching { code: held.code.to_string(), room });
    held.devices.push(device);
    drop(held);
    *joined = Some(Joined { live, seat: None });
    Ok(())
}

async fn resume(
    hub: &Arc<Hub>,
    version: u32,
    code: &str,
    token: &str,
    id: u64,
    device: impl Fn(Option<Side>) -> Device,
    joined: &mut Option<Joined>,
) -> Result<(), Refusal> {
    check_version(version)?;
    let (live, mut held) = hub.open(code).await?;
    here(&held, code)?;
    if held.room.seat_of(token).is_none() && hub.store.shared() {
        // The seat may have been taken on another server, not heard of yet.
        hub.refresh(&mut held).await?;
    }
    let seat = held
        .room
        .seat_of(token)
        .ok_or_else(|| Refusal::new(ErrorKind::BadToken, "not a seat of this room: you may watch"))?;
    // The seat's older connection, if still open, gives way.
    held.devices.retain(|device| {
        let older = device.seat == Some(seat);
        if older {
            device.kill.close(Some((close::REPLACED, "this seat was taken back on another connection")));
        }
        !older
    });
    held.devices.push(device(Some(seat)));
    let view = held.room.view(held.connected());
    seated(&held, id, seat, token.to_owned(), view);
    held.presence(seat);
    hub.announce(held.code, seat, true);
    drop(held);
    *joined = Some(Joined { live, seat: Some(seat) });
    Ok(())
}

/// The room and seat of a seated connection.
fn seat_of(joined: &Option<Joined>) -> Result<(Arc<RoomLock<Live>>, Side), Refusal> {
    match joined {
        Some(Joined { live, seat: Some(seat) }) => Ok((Arc::clone(live), *seat)),
        _ => Err(Refusal::new(ErrorKind::NotSeated, "only a seated player may do this: make, join or resume first")),
    }
}

async fn play(hub: &Arc<Hub>, joined: &Option<Joined>, number: usize, letter: &str) -> Result<(), Refusal> {
    let (live, seat) = seat_of(joined)?;
    let mut held = live.lock().await;
    for _ in 0..TRIES {
        let pit = held.room.check(seat, number, letter)?;
        let mut after = held.room.games.clone();
        after.play(pit).map_err(|e| Refusal::new(ErrorKind::Illegal, e.to_string()))?;
        // The room is finished when its game, or its match, is decided.
        let finished = after.is_over().then(now);
        let (words, letter, version) = (held.code.to_string(), pit.to_string(), held.version);
        let stored = letter.clone();
        let change =
            move |store: &dyn Store| store.change(&words, version, Change::Move { number, pit: &stored, finished });
        match hub.store(change).await {
            Ok(()) => {}
            Err(error) if error.failure == Failure::Conflict => {
                hub.refresh(&mut held).await?;
                // This very move, kept by a commit whose answer was lost: the device heard it.
                if held.room.games.letters().get(number) == Some(&letter) {
                    return Ok(());
                }
                continue;
            }
            Err(error) => return Err(error.into()),
        }
        held.version += 1;
        held.room.play(pit);
        held.broadcast(&ToClient::Moved { number, pit: letter });
        return Ok(());
    }
    Err(busy())
}

async fn undo(hub: &Arc<Hub>, joined: &Option<Joined>) -> Result<(), Refusal> {
    let (live, seat) = seat_of(joined)?;
    let mut held = live.lock().await;
    for _ in 0..TRIES {
        let mut room = held.room.clone();
        let agreed = room.ask_undo(seat)?;
        let (words, version, from) = (held.code.to_string(), held.version, room.undo_from());
        let change = move |store: &dyn Store| {
            let change = if agreed { Change::TakeBack { number: from } } else { Change::AskUndo { by: seat } };
            store.change(&words, version, change)
        };
        match hub.store(change).await {
            Ok(()) => {}
            Err(error) if error.failure == Failure::Conflict => {
                hub.refresh(&mut held).await?;
                continue;
            }
            Err(error) => return Err(error.into()),
        }
        held.version += 1;
        held.room = room;
        if agreed {
            held.room.undo();
            let moves = held.room.games.number();
            held.broadcast(&ToClient::Undone { moves });
        } else {
            held.broadcast(&ToClient::UndoAsked { by: seat });
        }
        return Ok(());
    }
    Err(busy())
}

/// Refuses a room that expired after this device found it.
fn here(held: &Live, code: &str) -> Result<(), Refusal> {
    if held.gone { Err(Refusal::new(ErrorKind::NoRoom, format!("no room {code}"))) } else { Ok(()) }
}
