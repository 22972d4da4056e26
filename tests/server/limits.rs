//! The server's limits: half-finished requests, idle WebSockets, unjoined rooms, a device never reading, load.

use super::*;
use std::time::Instant;

on_both_stores!(async: [rooms_nobody_joins_expire_and_one_address_holds_only_a_few], sync: []);

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
    let joined = tokio::time::timeout(wait, Player::join(&url, south.code(), None, None)).await;
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
    let mut north = Player::join(&url, south.code(), None, None).await.expect("joined");
    let mut idle = Vec::new();
    for _ in 0..16 {
        let mut connection = Connection::open(&url).await.expect("let in");
        // Answered once the server has let it in at its gate, so that the next is let in after
        // it: on a loaded machine a connection's task may otherwise begin after the next one's,
        // and the oldest by the gate's clock would not be the oldest opened.
        connection.send(&ToServer::Ping {}).await.expect("sent");
        assert_eq!(connection.receive(Duration::from_secs(5)).await.expect("answered"), ToClient::Pong {});
        idle.push(connection);
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
    let _joiner = Player::join(&url, played.code(), None, None).await.expect("joined");
    let mut left = Vec::new();
    for _ in 0..2 {
        let mut maker = Player::make(&url, setup(), Side::South).await.expect("a room waiting");
        maker.disconnect();
        left.push(maker.code().to_owned());
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
    // The maker's leaving comes first when the watcher came before the server heard of it.
    let told = loop {
        match watcher.receive(Duration::from_secs(5)).await {
            Ok(ToClient::Presence { connected: false, .. }) => continue,
            other => break other,
        }
    };
    assert!(matches!(told, Err(NetError::Closed { code: close::EXPIRED, .. })), "the watcher is told: {told:?}");
    for code in &left {
        let join = Player::join(&url, code, None, None).await;
        assert!(matches!(join, Err(NetError::Refused { error: ErrorKind::NoRoom, .. })), "{:?}", join.err());
    }
    assert!(stored(waiting.code()), "the room whose maker waits on is kept");
    assert!(stored(played.code()), "a room joined is kept");
    Player::make(&url, setup(), Side::North).await.expect("the address may make rooms again").disconnect();
    // Across restarts: kept under a longer limit, removed at start under the short one.
    waiting.disconnect();
    server.kill();
    let mut server = serve(&db, &["--unjoined-minutes", "10"]);
    assert!(stored(waiting.code()), "younger than 10 minutes: kept");
    server.kill();
    // In a store several servers share, the wait counts from the maker's device last seen (in
    // whole seconds: more than 4 s is more than 3 whole ones).
    tokio::time::sleep(Duration::from_millis(4_500)).await;
    let _server = serve(&db, &short);
    assert!(!stored(waiting.code()), "older than 3 s and nobody joined: removed at start");
    assert!(stored(played.code()), "a room joined is kept");
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
            let mut north = Player::join(&url, south.code(), None, None).await.expect("joined");
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
    let mut north = Player::join(&url, south.code(), None, None).await.unwrap();
    let mut rng = rand::rngs::StdRng::seed_from_u64(9);
    one_move(&mut south, &mut north, &mut rng).await;
    let text = |message: &ToServer| Message::Text(serde_json::to_string(message).unwrap().into());

    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket.set_recv_buffer_size(2048).unwrap();
    let stream = socket.connect(server.address).await.unwrap();
    let (mut sleeper, _) = tokio_tungstenite::client_async(url.as_str(), stream).await.expect("a WebSocket");
    sleeper
        .send(text(&ToServer::Watch { version: VERSION, code: south.code().to_owned(), token: None }))
        .await
        .unwrap();

    // South's seat taken by a flooder, who reads his own answers 200 at a time.
    let stream = tokio::net::TcpStream::connect(server.address).await.unwrap();
    stream.set_nodelay(true).unwrap();
    let (mut flooder, _) = tokio_tungstenite::client_async(url.as_str(), stream).await.unwrap();
    let resume = ToServer::Resume { version: VERSION, code: south.code().to_owned(), token: south.token().to_owned() };
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
    assert_eq!(stored_game(&db, south.code()).position(), south.games.game().position());
}
