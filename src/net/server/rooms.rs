//! What a device's messages do to the rooms: make, join, watch and resume a room (one room a
//! connection), move, and undo, each checked by the room and committed to the store before
//! anyone hears of it.

use crate::engine::Side;
use crate::net::code::Code;
use crate::net::hub::{Device, Hub, Joined, Kill, Live, now, token};
use crate::net::room::Room;
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
    // A free code, taken at once so that no other maker gets it.
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
        let live = Arc::new(RoomLock::new(Live::new(code, room.clone())));
        rooms.insert(code, Arc::clone(&live));
        (code, live)
    };
    let mut held = live.lock().await;
    let (words, stored_setup, stored_token) = (code.to_string(), room.setup, token.clone());
    let stored = hub
        .store(move |store| {
            store.create(&words, &stored_setup, now())?;
            store.sit(&words, seat, &stored_token, &stored_setup)
        })
        .await;
    if let Err(error) = stored {
        // A device that found the code meanwhile must not sit in a room not stored.
        held.gone = true;
        hub.lock().remove(&code);
        hub.waiting_rooms().remove(code);
        return Err(error);
    }
    let id = device.id;
    held.devices.push(device);
    let view = held.room.view(held.connected());
    seated(&held, id, seat, token, view);
    drop(held);
    *joined = Some(Joined { live, seat: Some(seat) });
    Ok(())
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
    let live = hub.room(code)?;
    let mut held = live.lock().await;
    here(&held, code)?;
    let token = token();
    let mut room = held.room.clone();
    let seat = room.sit(wanted, token.clone(), name.as_deref())?;
    let (words, setup, stored_token) = (held.code.to_string(), room.setup.clone(), token.clone());
    hub.store(move |store| store.sit(&words, seat, &stored_token, &setup)).await?;
    if room.tokens.south.is_some() && room.tokens.north.is_some() {
        hub.waiting_rooms().remove(held.code);
    }
    held.room = room;
    held.devices.push(device(Some(seat)));
    let view = held.room.view(held.connected());
    seated(&held, id, seat, token, view);
    held.presence(seat);
    drop(held);
    *joined = Some(Joined { live, seat: Some(seat) });
    Ok(())
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
    let live = hub.room(code)?;
    let mut held = live.lock().await;
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
    let live = hub.room(code)?;
    let mut held = live.lock().await;
    here(&held, code)?;
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
    let pit = held.room.check(seat, number, letter)?;
    let mut after = held.room.games.clone();
    after.play(pit).map_err(|e| Refusal::new(ErrorKind::Illegal, e.to_string()))?;
    // The room is finished when its game, or its match, is decided.
    let finished = after.is_over().then(now);
    let (words, letter) = (held.code.to_string(), pit.to_string());
    hub.store(move |store| store.add_move(&words, number, &letter, finished)).await?;
    held.room.play(pit);
    held.broadcast(&ToClient::Moved { number, pit: pit.to_string() });
    Ok(())
}

async fn undo(hub: &Arc<Hub>, joined: &Option<Joined>) -> Result<(), Refusal> {
    let (live, seat) = seat_of(joined)?;
    let mut held = live.lock().await;
    if held.room.ask_undo(seat)? {
        let (words, number) = (held.code.to_string(), held.room.undo_from());
        hub.store(move |store| store.take_back(&words, number)).await?;
        held.room.undo();
        let moves = held.room.games.number();
        held.broadcast(&ToClient::Undone { moves });
    } else {
        held.broadcast(&ToClient::UndoAsked { by: seat });
    }
    Ok(())
}

/// Refuses a room that expired after this device found it.
fn here(held: &Live, code: &str) -> Result<(), Refusal> {
    if held.gone { Err(Refusal::new(ErrorKind::NoRoom, format!("no room {code}"))) } else { Ok(()) }
}
