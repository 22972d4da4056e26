//! Two devices, one game, through a real `awale-server` on 127.0.0.1 (each test starts its
//! own on a free port, with its own store, and stops it): whole games with a watcher, a server
//! killed and started again, a device away and back, bad input of every kind (and the close
//! frames that say why a connection ends), half-finished requests, and rooms nobody joins.
//! Every test whose server keeps a room runs on both stores: `sqlite::…` on a new SQLite file,
//! `postgres::…` on a throwaway PostgreSQL cluster (`tests/cluster`); the others (limits of
//! descriptors and connections, the page) on SQLite.
//! Each test is bounded in connections and time. `-- --ignored load` is the load benchmark
//! (`LOAD_GAMES`, `LOAD_PACE_MS`). `AWALE_SERVER_COMMAND` runs the tests against another build
//! of the server, such as `wine awale-server.exe` (`tests/packages/check`).

use awale::engine::{Game, Pit, Preset, Side};
use awale::net::client::{Connection, NetError, Player, watch, watch_until};
use awale::net::device::Device;
use awale::net::room::Room;
use awale::net::session::{Event, Role};
use awale::net::wire::{ErrorKind, MAX_FRAME, Setup, ToClient, ToServer, VERSION, close};
use cluster::{Db, Instance};
use rand::{RngExt, SeedableRng};
use std::time::{Duration, Instant};

#[macro_use]
mod cluster;

/// A server of this build (or `AWALE_SERVER_COMMAND`'s) on a free port over `db`, with the
/// options `extra`.
fn serve(db: &Db, extra: &[&str]) -> Instance {
    Instance::start(&db.arg(), 0, extra)
}

on_both_stores!(
    async: [
        a_best_of_three_plays_game_after_game_and_the_store_keeps_the_match,
        two_devices_play_a_whole_game_and_a_watcher_sees_every_move,
        a_server_killed_mid_game_loses_nothing_and_the_devices_come_back_by_themselves,
        a_device_away_comes_back_with_its_token_and_a_stranger_can_only_watch,
        bad_input_gets_a_clear_error_and_every_other_room_plays_on,
        rooms_nobody_joins_expire_and_one_address_holds_only_a_few,
    ],
    sync: [
        the_games_own_devices_play_a_whole_game_a_watcher_follows_and_a_tap_made_asleep_is_sent_on_waking,
        a_device_asking_for_a_room_that_does_not_exist_is_told_and_stops_trying,
    ]
);

fn setup() -> Setup {
    Setup {
        rules: Preset::Tournament.rules(),
        names: awale::engine::BySide::new("Ama".into(), "Grandma".into()),
        starter: Side::South,
        games: 1,
    }
}

/// A legal move chosen by `rng`.
fn some_move(game: &Game, rng: &mut rand::rngs::StdRng) -> Pit {
    let legal = game.legal_moves();
    legal[rng.random_range(0..legal.len())]
}

/// One move by whoever is to move; the other device waits until it hears it.
async fn one_move(south: &mut Player, north: &mut Player, rng: &mut rand::rngs::StdRng) {
    let number = south.games.number().max(north.games.number());
    let (mover, other) = if south.to_move() { (south, north) } else { (north, south) };
    let pit = some_move(mover.games.game(), rng);
    mover.play(pit).await.unwrap_or_else(|e| panic!("move {number} {pit}: {e}"));
    other.until(|p| p.games.number() > number).await.expect("the other device hears it");
}

/// The room as stored.
fn stored_room(db: &Db, code: &str) -> awale::net::store::StoredRoom {
    db.room(code).expect("the room is stored")
}

/// The room as stored, replayed in the engine.
fn stored_game(db: &Db, code: &str) -> Game {
    let room = stored_room(db, code);
    Room::replayed(room.setup, room.tokens, &room.moves).expect("the stored moves replay").games.game().clone()
}

/// A best of 3 made by the room's maker: the joiner sees it before the first move, the games
/// follow one another with the last winner sowing first, the watcher's replay and the store
/// hold the whole match, and the room is finished only once the match is decided.
async fn a_best_of_three_plays_game_after_game_and_the_store_keeps_the_match(db: Db) {
    let server = serve(&db, &[]);
    let best_of_3 = Setup { games: 3, ..setup() };
    let mut south = Player::make(&server.url(), best_of_3.clone(), Side::South).await.expect("a room");
    let mut north = Player::join(&server.url(), &south.code, None, None).await.expect("joined");
    assert_eq!(north.view.setup.games, 3, "the joiner sees the match before the first move");
    let (mut watcher, mut watched) = watch(&server.url(), &south.code).await.expect("watching");
    let mut rng = rand::rngs::StdRng::seed_from_u64(5);
    let mut games = 0;
    while !south.games.is_over() {
        one_move(&mut south, &mut north, &mut rng).await;
        assert!(south.games.number() < 3_000, "the tournament rules end every game");
        let played = south.games.series().played();
        if played > games && !south.games.is_over() {
            games = played;
            let stored = stored_room(&db, &south.code);
            assert_eq!(stored.finished, None, "a match going on is not finished after game {games}");
            let last = south.games.series().results.last().copied().flatten();
            let starter = south.games.game().position().turn();
            assert!(last.is_none_or(|winner| winner == starter), "the winner of game {games} starts the next");
        }
    }
    let series = south.games.series().clone();
    assert!((2..=3).contains(&series.played()), "{series:?}");
    assert_eq!(&series, north.games.series());
    watch_until(&mut watcher, &mut watched, south.games.number()).await.expect("the watcher sees every move");
    assert_eq!(awale::net::room::replay(&watched).unwrap().series(), &series);
    let stored = stored_room(&db, &south.code);
    assert!(stored.finished.is_some(), "the decided match is finished");
    let replayed = awale::net::room::Games::replayed(&stored.setup, &stored.moves).unwrap();
    assert_eq!(replayed.series(), &series, "the store keeps the whole match");
}

async fn two_devices_play_a_whole_game_and_a_watcher_sees_every_move(db: Db) {
    let server = serve(&db, &[]);
    let mut south = Player::make(&server.url(), setup(), Side::South).await.expect("a room");
    assert_eq!(south.code.split('-').count(), 3, "a three-picture code: {}", south.code);
    let mut north = Player::join(&server.url(), &south.code, None, None).await.expect("joined");
    assert_eq!(north.seat, Side::North);
    assert_eq!(north.view.setup, setup(), "the joiner sees the maker's choices before the first move");
    let (mut watcher, mut watched) = watch(&server.url(), &south.code).await.expect("watching");
    let mut rng = rand::rngs::StdRng::seed_from_u64(7);
    for _ in 0..4 {
        one_move(&mut south, &mut north, &mut rng).await;
    }
    // Undo needs both players' yes: the one who asks, then the other. South asks on his own
    // turn: his last move and North's reply are taken back, and it is his turn again.
    let before = south.games.number();
    let mut asking = seat_again(&server.url(), &south).await;
    asking.send(&ToServer::Undo {}).await.unwrap();
    assert_eq!(answer(&mut asking).await, ToClient::UndoAsked { by: Side::South });
    drop(asking);
    south.reconnect(Duration::from_secs(10)).await.expect("the seat back");
    assert_eq!(south.games.number(), before, "asking takes nothing back");
    let mut agreeing = seat_again(&server.url(), &north).await;
    agreeing.send(&ToServer::Undo {}).await.unwrap();
    loop {
        match agreeing.receive(Duration::from_secs(5)).await.unwrap() {
            ToClient::Undone { moves } => {
                assert_eq!(moves, before - 2);
                break;
            }
            ToClient::Presence { .. } => {}
            other => panic!("{other:?}"),
        }
    }
    drop(agreeing);
    north.reconnect(Duration::from_secs(10)).await.unwrap();
    south.reconnect(Duration::from_secs(10)).await.unwrap();
    assert_eq!(north.games.number(), before - 2);
    assert!(south.to_move(), "the asker moves again");
    while !south.games.is_over() {
        one_move(&mut south, &mut north, &mut rng).await;
        assert!(south.games.number() < 1_000, "the tournament rules end every game");
    }
    let moves = south.games.number();
    watch_until(&mut watcher, &mut watched, moves).await.expect("the watcher sees every move");
    let seen = awale::net::room::replay(&watched).unwrap();
    assert_eq!(south.games.game().position(), north.games.game().position());
    assert_eq!(seen.game().position(), south.games.game().position());
    assert_eq!(stored_game(&db, &south.code).position(), south.games.game().position(), "the store holds every move");
    // The watcher can not play.
    watcher.send(&ToServer::Move { number: moves, pit: "A".into() }).await.unwrap();
    let refused = watcher.receive(Duration::from_secs(5)).await.unwrap();
    assert!(matches!(refused, ToClient::Error { error: ErrorKind::NotSeated, .. }), "{refused:?}");
}

async fn a_server_killed_mid_game_loses_nothing_and_the_devices_come_back_by_themselves(db: Db) {
    let mut server = serve(&db, &[]);
    let port = server.address.port();
    let url = server.url();
    let mut south = Player::make(&url, setup(), Side::South).await.unwrap();
    let mut north = Player::join(&url, &south.code, None, None).await.unwrap();
    let mut rng = rand::rngs::StdRng::seed_from_u64(11);
    for _ in 0..10 {
        one_move(&mut south, &mut north, &mut rng).await;
    }
    let before = south.games.game().clone();
    server.kill();
    // Down for a moment: the devices keep trying, with backoff, as a tablet would.
    let arg = db.arg();
    let restart = tokio::spawn(async move {
        tokio::time::sleep(Duration::from_millis(700)).await;
        Instance::start(&arg, port, &[])
    });
    let mut played = 0;
    while !south.games.is_over() {
        one_move(&mut south, &mut north, &mut rng).await;
        played += 1;
        assert!(played < 1_000);
    }
    let _server = restart.await.unwrap();
    assert_eq!(&south.games.game().moves()[..10], before.moves(), "the ten moves before the kill were kept");
    assert!(south.reconnections >= 1 && north.reconnections >= 1, "both reconnected by themselves");
    assert_eq!(stored_game(&db, &south.code).position(), south.games.game().position());
    assert_eq!(north.games.game().position(), south.games.game().position());
}

async fn a_device_away_comes_back_with_its_token_and_a_stranger_can_only_watch(db: Db) {
    let server = serve(&db, &[]);
    let url = server.url();
    let mut south = Player::make(&url, setup(), Side::South).await.unwrap();
    let mut north = Player::join(&url, &south.code, Some(Side::North), Some("Grandpa".into())).await.unwrap();
    assert_eq!(north.view.setup.names.north, "Grandpa", "a typed name replaces the maker's");
    let mut rng = rand::rngs::StdRng::seed_from_u64(3);
    for _ in 0..4 {
        one_move(&mut south, &mut north, &mut rng).await;
    }
    // North's tablet sleeps; South sees the away mark, and plays on.
    north.disconnect();
    south.until(|p| !p.view.connected.north).await.unwrap();
    let pit = some_move(south.games.game(), &mut rng);
    south.play(pit).await.unwrap();
    // A stranger with the code: no seat, no move, a wrong token refused; watching is fine.
    let stranger = Player::join(&url, &south.code, None, None).await;
    assert!(matches!(stranger, Err(NetError::Refused { error: ErrorKind::SeatTaken, .. })), "{:?}", stranger.err());
    let mut guess = Connection::open(&url).await.unwrap();
    guess.send(&ToServer::Resume { version: VERSION, code: south.code.clone(), token: "0".repeat(32) }).await.unwrap();
    let refused = guess.receive(Duration::from_secs(5)).await.unwrap();
    assert!(matches!(refused, ToClient::Error { error: ErrorKind::BadToken, .. }), "{refused:?}");
    let (mut watcher, _) = watch(&url, &south.code).await.expect("a stranger may watch");
    watcher.send(&ToServer::Move { number: 5, pit: "a".into() }).await.unwrap();
    let refused = watcher.receive(Duration::from_secs(5)).await.unwrap();
    assert!(matches!(refused, ToClient::Error { error: ErrorKind::NotSeated, .. }), "{refused:?}");
    tokio::time::sleep(Duration::from_secs(30)).await;
    // North taps while still away: the move goes once the tablet is back, if still legal.
    assert!(!north.to_move(), "North has not heard South's move yet");
    north.reconnect(Duration::from_secs(10)).await.expect("its seat back with its token");
    assert_eq!(north.games.number(), 5, "it caught up");
    north.disconnect();
    let pit = some_move(north.games.game(), &mut rng);
    north.play(pit).await.expect("a tap made while away is sent on reconnection");
    south.until(|p| p.games.number() == 6 && p.view.connected.north).await.unwrap();
    assert_eq!(south.games.game().position(), north.games.game().position());
}

/// A second connection to `player`'s seat, with its token (the player's own is replaced).
async fn seat_again(url: &str, player: &Player) -> Connection {
    let mut connection = Connection::open(url).await.unwrap();
    let resume = ToServer::Resume { version: VERSION, code: player.code.clone(), token: player.token.clone() };
    connection.send(&resume).await.unwrap();
    assert!(matches!(connection.receive(Duration::from_secs(5)).await.unwrap(), ToClient::Seated { .. }));
    connection
}

/// The next message on `connection` that is not a device coming or going.
async fn answer(connection: &mut Connection) -> ToClient {
    loop {
        match connection.receive(Duration::from_secs(5)).await.unwrap() {
            ToClient::Presence { .. } => {}
            other => return other,
        }
    }
}

/// The next message on `connection` that is not a device coming or going, or how it ended.
async fn answer_or_end(connection: &mut Connection) -> Result<ToClient, NetError> {
    loop {
        match connection.receive(Duration::from_secs(5)).await {
            Ok(ToClient::Presence { .. }) => {}
            other => return other,
        }
    }
}

/// Sends `message` on `seat` and returns the error kind of the answer.
async fn ask(seat: &mut Connection, message: ToServer) -> ErrorKind {
    seat.send(&message).await.unwrap();
    loop {
        match seat.receive(Duration::from_secs(5)).await.unwrap() {
            ToClient::Error { error, .. } => return error,
            ToClient::Presence { .. } => {}
            other => panic!("{other:?}"),
        }
    }
}

/// Sends `frame` on a fresh connection and returns the answer's error kind.
async fn refusal(url: &str, frame: String) -> ErrorKind {
    let mut connection = Connection::open(url).await.unwrap();
    connection.send_text(frame).await.unwrap();
    match connection.receive(Duration::from_secs(5)).await.unwrap() {
        ToClient::Error { error, .. } => error,
        other => panic!("{other:?}"),
    }
}

async fn bad_input_gets_a_clear_error_and_every_other_room_plays_on(db: Db) {
    let server = serve(&db, &["--rate", "20"]);
    let url = server.url();
    let mut south = Player::make(&url, setup(), Side::South).await.unwrap();
    let mut north = Player::join(&url, &south.code, None, None).await.unwrap();
    let mut rng = rand::rngs::StdRng::seed_from_u64(5);
    one_move(&mut south, &mut north, &mut rng).await;

    assert_eq!(refusal(&url, "{not json".into()).await, ErrorKind::BadMessage);
    assert_eq!(refusal(&url, r#"{"type":"dance"}"#.into()).await, ErrorKind::UnknownType);
    assert_eq!(refusal(&url, r#"{"type":"move"}"#.into()).await, ErrorKind::BadMessage);
    assert_eq!(
        refusal(&url, format!(r#"{{"type":"watch","version":{},"code":"ant-bee-cat"}}"#, VERSION + 1)).await,
        ErrorKind::Version
    );
    assert_eq!(
        refusal(&url, format!(r#"{{"type":"watch","version":{VERSION},"code":"ant-bee-tiger"}}"#)).await,
        ErrorKind::BadCode
    );
    let free = ["ant-bee-cat", "cow-dog-duck"].into_iter().find(|code| *code != south.code).unwrap();
    assert_eq!(
        refusal(&url, format!(r#"{{"type":"watch","version":{VERSION},"code":"{free}"}}"#)).await,
        ErrorKind::NoRoom
    );
    assert_eq!(refusal(&url, r#"{"type":"move","number":0,"pit":"A"}"#.into()).await, ErrorKind::NotSeated);
    // A field the protocol does not have is refused, on a message with fields or without, and
    // inside the setup; so is a match of no game or of more than 9.
    for frame in [
        r#"{"type":"ping","admin":true}"#.to_owned(),
        r#"{"type":"undo","all":true}"#.to_owned(),
        format!(r#"{{"type":"watch","version":{VERSION},"code":"ant-bee-cat","as":"north"}}"#),
    ] {
        assert_eq!(refusal(&url, frame.clone()).await, ErrorKind::BadMessage, "{frame}");
    }
    let make = |setup: serde_json::Value| {
        serde_json::json!({"type": "make", "version": VERSION, "seat": "south", "setup": setup}).to_string()
    };
    let names = serde_json::json!({"south": "Ama", "north": "Kofi", "east": "Yao"});
    assert_eq!(refusal(&url, make(serde_json::json!({"rules": {}, "names": names}))).await, ErrorKind::BadMessage);
    for games in [0, 10, 256] {
        let setup = serde_json::json!({"rules": {}, "games": games});
        assert_eq!(refusal(&url, make(setup)).await, ErrorKind::BadMessage, "a match of {games} games");
    }

    // A seat taken back on another connection: the older one is told why.
    let mut older = seat_again(&url, &south).await;
    let mut seat = seat_again(&url, &south).await;
    let told = answer_or_end(&mut older).await;
    assert!(matches!(told, Err(NetError::Closed { code: close::REPLACED, .. })), "{told:?}");
    // Moves out of turn, stale, repeated, illegal: each refused, nothing changed.
    assert_eq!(
        ask(&mut seat, ToServer::Move { number: 1, pit: "A".into() }).await,
        ErrorKind::OutOfTurn,
        "North's turn"
    );
    assert_eq!(ask(&mut seat, ToServer::Move { number: 0, pit: "A".into() }).await, ErrorKind::Stale, "move 0 again");
    assert_eq!(ask(&mut seat, ToServer::Move { number: 7, pit: "A".into() }).await, ErrorKind::Stale);
    let make = ToServer::Make { version: VERSION, setup: setup(), seat: Side::South };
    assert_eq!(ask(&mut seat, make).await, ErrorKind::AlreadyInRoom);
    drop(seat);
    south.reconnect(Duration::from_secs(10)).await.unwrap();
    one_move(&mut south, &mut north, &mut rng).await;
    let empty = Pit::of(Side::South, 0).filter(|&pit| south.games.game().position().seeds(pit) == 0);
    let mut seat = seat_again(&url, &south).await;
    for pit in ["a", "Z", "AB", ""].into_iter().map(str::to_owned).chain(empty.map(|pit| pit.to_string())) {
        seat.send(&ToServer::Move { number: 2, pit: pit.clone() }).await.unwrap();
        let said = answer(&mut seat).await;
        assert!(matches!(said, ToClient::Error { error: ErrorKind::Illegal, .. }), "{pit:?}: {said:?}");
    }
    drop(seat);
    south.reconnect(Duration::from_secs(10)).await.unwrap();
    assert_eq!(south.games.number(), 2, "nothing refused was played");

    // A frame over the limit closes that connection, saying why.
    let mut big = Connection::open(&url).await.unwrap();
    big.send_text(format!(r#"{{"type":"ping","pad":"{}"}}"#, "x".repeat(MAX_FRAME * 2))).await.ok();
    let closed = big.receive(Duration::from_secs(5)).await;
    assert!(matches!(closed, Err(NetError::Closed { code: close::TOO_BIG, .. })), "{closed:?}");

    // A flood: answers until the bucket is empty, then "too fast" for each message dropped...
    let mut flood = Connection::open(&url).await.unwrap();
    for _ in 0..100 {
        flood.send(&ToServer::Ping {}).await.unwrap();
    }
    let (mut pongs, mut too_fast) = (0, 0);
    for _ in 0..100 {
        match flood.receive(Duration::from_secs(5)).await.unwrap() {
            ToClient::Pong {} => pongs += 1,
            ToClient::Error { error: ErrorKind::TooFast, .. } => too_fast += 1,
            other => panic!("{other:?}"),
        }
    }
    assert!(pongs >= 40 && too_fast >= 1, "pongs {pongs}, too fast {too_fast}");
    // ... and a flood that goes on is shown the door: a close frame says why, read before the
    // connection ends (no reset overtakes it), while the flood was still coming.
    for _ in 0..300 {
        if flood.send(&ToServer::Ping {}).await.is_err() {
            break;
        }
    }
    let closed = loop {
        match flood.receive(Duration::from_secs(5)).await {
            Ok(_) => {}
            Err(error) => break error,
        }
    };
    match closed {
        NetError::Closed { code, reason } => {
            assert_eq!(code, close::FLOOD);
            assert!(reason.contains("too many messages"), "{reason}");
        }
        other => panic!("a flood is closed with a close frame and its reason, not {other:?}"),
    }

    // Hundreds of idle connections hold no room up.
    let mut idle = Vec::new();
    for _ in 0..300 {
        idle.push(Connection::open(&url).await.unwrap());
    }
    // Through all of it, the game played on, and a new room can be made.
    while !south.games.is_over() {
        one_move(&mut south, &mut north, &mut rng).await;
    }
    assert!(Player::make(&url, setup(), Side::North).await.is_ok());
    assert_eq!(stored_game(&db, &south.code).position(), south.games.game().position());
}

/// Half-finished requests: a server with 256 descriptors (of which a quarter, 64, may wait
/// outside a room) and 600 connections, each sending 40 bytes of a `GET /rooms` head and never
/// finishing it. A new device still makes a room, another joins it and they play; every
/// half-finished connection is closed, the oldest at once to let newer ones in and the others
/// once the head's time limit (5 s) has passed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn half_finished_requests_are_closed_and_a_new_device_still_gets_in() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    const HALF_OPEN: usize = 600;
    // This process holds the other end of each, beside the other tests' connections.
    #[cfg(unix)]
    let _ = rlimit::increase_nofile_limit(4096);
    let db = Db::sqlite();
    let server = Instance::limited(&db.arg(), 0, &[], Some(256));
    let url = server.url();
    let head = b"GET /rooms HTTP/1.1\r\nHost: 127.0.0.1\r\nUp";
    assert_eq!(head.len(), 40);
    let opened = Instant::now();
    let address = server.address;
    let closing: Vec<_> = (0..HALF_OPEN)
        .map(|_| {
            tokio::spawn(async move {
                let connect = tokio::net::TcpStream::connect(address);
                let mut stream = tokio::time::timeout(Duration::from_secs(3), connect).await.ok()?.ok()?;
                stream.write_all(head).await.ok()?;
                let connected = opened.elapsed();
                // Nothing but the end of the connection may come.
                let mut byte = [0u8; 1];
                let read = tokio::time::timeout(Duration::from_secs(20), stream.read(&mut byte)).await;
                assert!(matches!(read, Ok(Ok(0) | Err(_))), "a half-finished request gets no answer: {read:?}");
                Some((connected, opened.elapsed()))
            })
        })
        .collect();
    // Every half-finished request is in, or queued, before the new device comes.
    tokio::time::sleep(Duration::from_millis(500)).await;
    // A new device, then a second, with every half-finished connection open or queued.
    let started = Instant::now();
    let wait = Duration::from_secs(10);
    let made = tokio::time::timeout(wait, Player::make(&url, setup(), Side::South)).await;
    let mut south = made.expect("a new device gets in while half-finished requests wait").expect("a room");
    let made_in = started.elapsed();
    let joined = tokio::time::timeout(wait, Player::join(&url, &south.code, None, None)).await;
    let mut north = joined.expect("a second device gets in").expect("joined");
    let joined_in = started.elapsed();
    let mut rng = rand::rngs::StdRng::seed_from_u64(13);
    for _ in 0..6 {
        one_move(&mut south, &mut north, &mut rng).await;
    }
    let (mut sent, mut closed_at) = (Duration::ZERO, Vec::new());
    for task in closing {
        let (connected, closed) = task.await.expect("closed within 20 s").expect("connected within 3 s");
        sent = sent.max(connected);
        closed_at.push(closed);
    }
    closed_at.sort();
    let at_once = closed_at.iter().filter(|&&at| at < Duration::from_secs(4)).count();
    eprintln!(
        "{HALF_OPEN} half-finished requests sent in {sent:.1?}: a new device made a room in {made_in:.1?}, the second \
         joined at {joined_in:.1?}; {at_once} closed within 4 s (to let newer ones in), the last at {:.1?}",
        closed_at.last().copied().unwrap_or_default()
    );
    assert!(made_in < Duration::from_secs(3) && joined_in < Duration::from_secs(6), "{made_in:?}, {joined_in:?}");
    assert!(closed_at.last().is_some_and(|&last| last < Duration::from_secs(15)), "each closed after the time limit");
}

/// WebSockets that never enter a room: on a server with 64 descriptors (16 may wait outside a
/// room) 16 are let in together; once they have waited a second, newer ones take their places,
/// the oldest told why in a close frame (`BUSY`), the newer and the devices in a room untouched.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn websockets_outside_a_room_make_way_for_newer_ones_and_are_told_why() {
    let db = Db::sqlite();
    let server = Instance::limited(&db.arg(), 0, &[], Some(64));
    let url = server.url();
    let mut south = Player::make(&url, setup(), Side::South).await.expect("a room");
    let mut north = Player::join(&url, &south.code, None, None).await.expect("joined");
    let mut idle = Vec::new();
    for _ in 0..16 {
        idle.push(Connection::open(&url).await.expect("let in"));
    }
    tokio::time::sleep(Duration::from_millis(1_200)).await;
    let mut newer = Vec::new();
    for _ in 0..8 {
        newer.push(Connection::open(&url).await.expect("a newer one let in"));
    }
    // The oldest are closed, each told why; the others still answer.
    let mut closed = Vec::new();
    for connection in &mut idle {
        connection.send(&ToServer::Ping {}).await.ok();
        match connection.receive(Duration::from_secs(5)).await {
            Ok(ToClient::Pong {}) => closed.push(false),
            Err(NetError::Closed { code: close::BUSY, reason }) => {
                assert!(reason.contains("outside a room"), "{reason}");
                closed.push(true);
            }
            other => panic!("a pong, or a close frame saying why: {other:?}"),
        }
    }
    let count = closed.iter().filter(|&&closed| closed).count();
    assert!((8..=16).contains(&count), "{count} of the 16 oldest closed");
    assert!(closed.iter().skip(count).all(|&closed| !closed), "the oldest first: {closed:?}");
    for connection in &mut newer {
        connection.send(&ToServer::Ping {}).await.unwrap();
        assert_eq!(connection.receive(Duration::from_secs(5)).await.unwrap(), ToClient::Pong {}, "the newer stay");
    }
    let mut rng = rand::rngs::StdRng::seed_from_u64(17);
    for _ in 0..4 {
        one_move(&mut south, &mut north, &mut rng).await;
    }
    assert_eq!(south.reconnections + north.reconnections, 0, "the devices in a room kept their connections");
}

/// Rooms nobody joins: with `--unjoined-minutes 0.05` (3 s) and `--rooms-per-address 3`, one
/// address holds three rooms waiting and no fourth; a room joined counts no more. Once 3 s
/// have passed, the rooms whose makers left are removed (from the store too), the one whose
/// maker waits on stays; and a server starting again removes from its store a room nobody
/// joined that is older than its limit, and keeps it under a longer one.
async fn rooms_nobody_joins_expire_and_one_address_holds_only_a_few(db: Db) {
    let short = ["--unjoined-minutes", "0.05", "--rooms-per-address", "3"];
    let mut server = serve(&db, &short);
    let url = server.url();
    let stored = |code: &str| db.room(code).is_some();
    let played = Player::make(&url, setup(), Side::South).await.expect("a room");
    let _joiner = Player::join(&url, &played.code, None, None).await.expect("joined");
    let mut left = Vec::new();
    for _ in 0..2 {
        let mut maker = Player::make(&url, setup(), Side::South).await.expect("a room waiting");
        maker.disconnect();
        left.push(maker.code.clone());
    }
    let (mut watcher, _) = watch(&url, &left[0]).await.expect("a room waiting may be watched");
    let mut waiting = Player::make(&url, setup(), Side::South).await.expect("a third room waiting");
    let fourth = Player::make(&url, setup(), Side::South).await;
    assert!(matches!(fourth, Err(NetError::Refused { error: ErrorKind::Full, .. })), "{:?}", fourth.err());
    // The rooms whose makers left go once 3 s have passed (checked every second).
    let started = Instant::now();
    while left.iter().any(|code| stored(code)) {
        assert!(started.elapsed() < Duration::from_secs(15), "rooms nobody joined expire");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    let told = watcher.receive(Duration::from_secs(5)).await;
    assert!(matches!(told, Err(NetError::Closed { code: close::EXPIRED, .. })), "the watcher is told: {told:?}");
    for code in &left {
        let join = Player::join(&url, code, None, None).await;
        assert!(matches!(join, Err(NetError::Refused { error: ErrorKind::NoRoom, .. })), "{:?}", join.err());
    }
    assert!(stored(&waiting.code), "the room whose maker waits on is kept");
    assert!(stored(&played.code), "a room joined is kept");
    Player::make(&url, setup(), Side::North).await.expect("the address may make rooms again").disconnect();
    // Across restarts: kept under a longer limit, removed at start under the short one.
    waiting.disconnect();
    server.kill();
    let mut server = serve(&db, &["--unjoined-minutes", "10"]);
    assert!(stored(&waiting.code), "younger than 10 minutes: kept");
    server.kill();
    // In a store several servers share, the wait counts from the maker's device last seen (in
    // whole seconds: more than 4 s is more than 3 whole ones).
    tokio::time::sleep(Duration::from_millis(4_500)).await;
    let _server = serve(&db, &short);
    assert!(!stored(&waiting.code), "older than 3 s and nobody joined: removed at start");
    assert!(stored(&played.code), "a room joined is kept");
}

/// The load benchmark: `LOAD_GAMES` games (1,000) at once on loopback, each two devices
/// playing a whole game, at `LOAD_PACE_MS` between moves (0: full speed). Prints the move
/// round trip's p50 and p99, accepted moves a second and the server's memory.
#[tokio::test(flavor = "multi_thread")]
#[ignore = "a benchmark: cargo test --release --features server --test server -- --ignored --nocapture"]
async fn load() {
    let games: usize = std::env::var("LOAD_GAMES").ok().and_then(|v| v.parse().ok()).unwrap_or(1_000);
    let pace = Duration::from_millis(std::env::var("LOAD_PACE_MS").ok().and_then(|v| v.parse().ok()).unwrap_or(0));
    // Every device comes from 127.0.0.1: as many rooms waiting for their second player as games.
    let db = Db::sqlite();
    let server = serve(&db, &["--rate", "1000", "--rooms-per-address", &games.to_string()]);
    let url = server.url();
    let started = Instant::now();
    let mut tasks = Vec::new();
    for index in 0..games {
        let url = url.clone();
        tasks.push(tokio::spawn(async move {
            let mut rng = rand::rngs::StdRng::seed_from_u64(index as u64);
            let mut south = Player::make(&url, setup(), Side::South).await.expect("a room");
            let mut north = Player::join(&url, &south.code, None, None).await.expect("joined");
            let mut trips = Vec::new();
            while !south.games.is_over() && south.games.number() < 300 {
                tokio::time::sleep(pace.mul_f64(rng.random_range(0.5..1.5))).await;
                let sent = Instant::now();
                one_move(&mut south, &mut north, &mut rng).await;
                trips.push(sent.elapsed());
            }
            trips
        }));
    }
    let mut trips: Vec<Duration> = Vec::new();
    for task in tasks {
        trips.extend(task.await.expect("a game played"));
    }
    let elapsed = started.elapsed();
    trips.sort();
    let at = |q: f64| trips[((trips.len() - 1) as f64 * q) as usize];
    let status = std::fs::read_to_string(format!("/proc/{}/status", server.pid())).unwrap_or_default();
    let memory = |key: &str| {
        status.lines().find(|l| l.starts_with(key)).map(|l| l.split_whitespace().nth(1).unwrap_or("?").to_owned())
    };
    println!(
        "{games} games at once, pace {pace:?}: {} moves in {:.1} s, {:.0} moves/s; round trip p50 {:.1} ms, p99 {:.1} ms; server memory {} kB (peak {} kB)",
        trips.len(),
        elapsed.as_secs_f64(),
        trips.len() as f64 / elapsed.as_secs_f64(),
        at(0.5).as_secs_f64() * 1e3,
        at(0.99).as_secs_f64() * 1e3,
        memory("VmRSS:").unwrap_or_default(),
        memory("VmHWM:").unwrap_or_default(),
    );
}

/// The game's own devices (`net::device`, the code the board plays through): whose turn it is
/// and a legal move of his, from the device's own game.
fn device_move(device: &Device, rng: &mut rand::rngs::StdRng) -> Option<Pit> {
    let game = device.session.games.game();
    (!game.is_over() && Some(game.position().turn()) == device.session.seat()).then(|| some_move(game, rng))
}

fn the_games_own_devices_play_a_whole_game_a_watcher_follows_and_a_tap_made_asleep_is_sent_on_waking(db: Db) {
    let server = serve(&db, &[]);
    let wait = Duration::from_secs(10);
    let mut maker = Device::open(&server.url(), Role::Make { setup: setup(), seat: Side::South });
    let seated = maker.pump_until(wait, |d| d.session.code().is_some());
    assert!(matches!(seated.first(), Some(Event::Seated { seat: Side::South, .. })), "{seated:?}");
    let code = maker.session.code().expect("a code").to_owned();
    // A child copies the pictures: the code as emoji joins the same room.
    let pictures = code.parse::<awale::net::Code>().expect("a code").0;
    let emoji = pictures.map(|i| awale::net::code::PICTURES[usize::from(i)].1).join(" ");
    let mut joiner = Device::open(&server.url(), Role::Join { code: emoji, name: Some("Kofi".into()) });
    joiner.pump_until(wait, |d| d.session.seat().is_some());
    assert_eq!(joiner.session.seat(), Some(Side::North));
    let mut watcher = Device::open(&server.url(), Role::Watch { code: code.clone() });
    watcher.pump_until(wait, |d| d.session.code().is_some());
    maker.pump_until(wait, |d| d.session.both_seated() && d.session.other_here());
    assert_eq!(maker.session.view.as_ref().unwrap().setup.names.north, "Kofi", "the joiner's name reaches the maker");
    assert!(watcher.session.tap(Pit::from_letter('A').unwrap()).is_err(), "a watcher does not play");

    let mut rng = rand::rngs::StdRng::seed_from_u64(11);
    let mut seen_by_watcher = 0;
    let mut asleep_once = false;
    while !maker.session.games.is_over() {
        let number = maker.session.games.number();
        assert!(number < 1_000, "the tournament rules end every game");
        let (mover, other) =
            if device_move(&maker, &mut rng).is_some() { (&mut maker, &mut joiner) } else { (&mut joiner, &mut maker) };
        let pit = device_move(mover, &mut rng).expect("someone's move");
        if number == 10 && !asleep_once {
            // The device sleeps, the child taps: the tap is kept and sent on waking.
            asleep_once = true;
            mover.drop_connection();
            mover.tap(pit).expect("a legal tap is kept");
            assert_eq!(mover.session.waiting_tap(), Some(pit));
            let events = mover.pump_until(wait, |d| d.session.games.number() > number);
            assert!(events.contains(&Event::Back), "the device came back by itself: {events:?}");
        } else {
            mover.tap(pit).expect("a legal tap");
            mover.pump_until(wait, |d| d.session.games.number() > number);
        }
        other.pump_until(wait, |d| d.session.games.number() > number);
        assert_eq!(maker.session.games.number(), number + 1, "move {number} reached both");
        assert_eq!(joiner.session.games.number(), number + 1, "move {number} reached both");
        seen_by_watcher += watcher.pump().iter().filter(|e| matches!(e, Event::Moved(_))).count();
    }
    let moves = maker.session.games.number();
    let events = watcher.pump_until(wait, |d| d.session.games.number() >= moves);
    seen_by_watcher += events.iter().filter(|e| matches!(e, Event::Moved(_))).count();
    assert_eq!(seen_by_watcher, moves, "the watcher saw every move fly");
    assert_eq!(maker.session.games.game().position(), joiner.session.games.game().position());
    assert_eq!(watcher.session.games.game().position(), maker.session.games.game().position());
    assert_eq!(stored_game(&db, &code).position(), maker.session.games.game().position(), "the store holds every move");
}

fn a_device_asking_for_a_room_that_does_not_exist_is_told_and_stops_trying(db: Db) {
    let server = serve(&db, &[]);
    let mut joiner = Device::open(&server.url(), Role::Join { code: "ant-ant-ant".into(), name: None });
    let events = joiner.pump_until(Duration::from_secs(10), |d| d.given_up.is_some());
    assert!(events.iter().any(|e| matches!(e, Event::Refused(ErrorKind::NoRoom, _))), "no room: told ({events:?})");
    assert!(joiner.given_up.is_some());
}

#[test]
fn a_device_that_cannot_reach_its_server_says_so_and_stops_trying() {
    // Port 1 on loopback: nothing listens there.
    let mut device = Device::open("ws://127.0.0.1:1/rooms", Role::Watch { code: "ant-bee-cat".into() });
    device.pump_until(Duration::from_secs(15), |d| d.given_up.is_some());
    let why = device.given_up.as_deref().expect("given up, and why");
    assert!(why.contains("127.0.0.1:1"), "{why}");
    assert_eq!(device.session.failures(), awale::net::device::FIRST_TRIES);
}

/// A device that never reads (a watcher with a tiny receive buffer) while a player floods its
/// room with undo asks, each sent to every device: once its messages pile up it is dropped
/// (its connection closed, most of the flood never sent to it), and the room plays on.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_device_that_never_reads_is_dropped_and_the_room_plays_on() {
    use futures_util::{SinkExt, StreamExt};
    use tokio_tungstenite::tungstenite::Message;
    // More than the server's socket buffer holds (the kernel's, up to 4 MB) and its outbox.
    const FLOOD: usize = 200_000;
    const BATCH: usize = 200;
    let db = Db::sqlite();
    let server = serve(&db, &["--rate", "1000000"]);
    let url = server.url();
    let mut south = Player::make(&url, setup(), Side::South).await.unwrap();
    let mut north = Player::join(&url, &south.code, None, None).await.unwrap();
    let mut rng = rand::rngs::StdRng::seed_from_u64(9);
    one_move(&mut south, &mut north, &mut rng).await;
    let text = |message: &ToServer| Message::Text(serde_json::to_string(message).unwrap().into());

    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket.set_recv_buffer_size(2048).unwrap();
    let stream = socket.connect(server.address).await.unwrap();
    let (mut sleeper, _) = tokio_tungstenite::client_async(url.as_str(), stream).await.expect("a WebSocket");
    sleeper.send(text(&ToServer::Watch { version: VERSION, code: south.code.clone() })).await.unwrap();

    // South's seat taken by a flooder, who reads his own answers 200 at a time.
    let stream = tokio::net::TcpStream::connect(server.address).await.unwrap();
    stream.set_nodelay(true).unwrap();
    let (mut flooder, _) = tokio_tungstenite::client_async(url.as_str(), stream).await.unwrap();
    let resume = ToServer::Resume { version: VERSION, code: south.code.clone(), token: south.token.clone() };
    flooder.send(text(&resume)).await.unwrap();
    let mut asked = 0;
    for _ in 0..FLOOD / BATCH {
        for _ in 0..BATCH {
            flooder.feed(text(&ToServer::Undo {})).await.unwrap();
        }
        flooder.flush().await.unwrap();
        let heard = asked + BATCH;
        while asked < heard {
            match tokio::time::timeout(Duration::from_secs(20), flooder.next()).await {
                Ok(Some(Ok(Message::Text(frame)))) if frame.contains("undo_asked") => asked += 1,
                Ok(Some(Ok(_))) => {}
                other => panic!("the flooder, who reads, hears every ask: {other:?} after {asked}"),
            }
        }
    }
    drop(flooder);

    // The sleeper wakes: what reached it before it was dropped, then the end of the connection.
    let mut heard = 0;
    let closed = loop {
        match tokio::time::timeout(Duration::from_secs(15), sleeper.next()).await {
            Ok(Some(Ok(Message::Close(_))) | None | Some(Err(_))) => break true,
            Ok(Some(Ok(_))) => heard += 1,
            Err(_) => break false,
        }
    };
    eprintln!("the device that never read heard {heard} of {FLOOD} messages, then was disconnected");
    assert!(closed, "the device that never read was disconnected (after {heard} messages)");
    assert!(heard < FLOOD / 2, "it was dropped, not sent the whole flood: {heard} of {FLOOD}");
    // The room plays on: South's device takes its seat back by itself and the game goes on.
    for _ in 0..2 {
        one_move(&mut south, &mut north, &mut rng).await;
    }
    assert_eq!(stored_game(&db, &south.code).position(), south.games.game().position());
}

/// The web build's files: a file's brotli or gzip form, where the build wrote one beside it, to a
/// browser that accepts it, and the file itself to one that accepts neither; each with its type,
/// `Cache-Control: no-cache` and `Vary: Accept-Encoding`.
#[test]
fn the_web_build_is_served_compressed_to_a_browser_that_accepts_it() {
    use std::io::{Read, Write};
    let web = tempfile::tempdir().expect("a folder");
    let forms = [("", b"the code".as_slice()), (".br", b"brotli".as_slice()), (".gz", b"gzip".as_slice())];
    for (extension, bytes) in forms {
        std::fs::write(web.path().join(format!("awale_bg.wasm{extension}")), bytes).expect("written");
    }
    std::fs::write(web.path().join("index.html"), "<!doctype html>").expect("written");
    let db = Db::sqlite();
    let server = serve(&db, &["--web", &web.path().to_string_lossy()]);
    let get = |accepted: &str| {
        let mut stream = std::net::TcpStream::connect(server.address).expect("connected");
        stream.set_read_timeout(Some(Duration::from_secs(10))).expect("a timeout");
        let request = format!(
            "GET /awale_bg.wasm HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: {accepted}\r\nConnection: close\r\n\r\n"
        );
        stream.write_all(request.as_bytes()).expect("asked");
        let mut answer = String::new();
        stream.read_to_string(&mut answer).expect("an answer");
        let (head, body) = answer.split_once("\r\n\r\n").expect("a head and a body");
        let head = head.to_ascii_lowercase();
        // The same names from one version to the next: a browser asks each time, and a cache
        // between keeps each encoding apart.
        assert!(head.contains("\r\ncache-control: no-cache"), "{head}");
        assert!(head.contains("\r\nvary: accept-encoding"), "{head}");
        assert!(head.contains("\r\ncontent-type: application/wasm"), "{head}");
        let encoding = head.lines().find_map(|line| line.strip_prefix("content-encoding: ")).map(str::to_owned);
        (encoding, body.to_owned())
    };
    assert_eq!(get("gzip, deflate, br"), (Some("br".to_owned()), "brotli".to_owned()));
    assert_eq!(get("gzip"), (Some("gzip".to_owned()), "gzip".to_owned()));
    assert_eq!(get("identity"), (None, "the code".to_owned()));
}
