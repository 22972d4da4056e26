//! Bad input of every kind: each answered with a clear error or a close frame, and the rooms play on.

use super::*;
use awale::net::wire::MAX_FRAME;

on_both_stores!(async: [bad_input_gets_a_clear_error_and_every_other_room_plays_on], sync: []);

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
    let mut north = Player::join(&url, south.code(), None, None).await.unwrap();
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
    let free = ["ant-bee-cat", "cow-dog-duck"].into_iter().find(|code| *code != south.code()).unwrap();
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
        ask(&mut seat, ToServer::Move { number: 1, pit: "A".parse().unwrap() }).await,
        ErrorKind::OutOfTurn,
        "North's turn"
    );
    assert_eq!(
        ask(&mut seat, ToServer::Move { number: 0, pit: "A".parse().unwrap() }).await,
        ErrorKind::Stale,
        "move 0 again"
    );
    assert_eq!(ask(&mut seat, ToServer::Move { number: 7, pit: "A".parse().unwrap() }).await, ErrorKind::Stale);
    let make = ToServer::Make { version: VERSION, setup: setup(), seat: Side::South };
    assert_eq!(ask(&mut seat, make).await, ErrorKind::AlreadyInRoom);
    drop(seat);
    south.reconnect(Duration::from_secs(10)).await.unwrap();
    one_move(&mut south, &mut north, &mut rng).await;
    let empty = Pit::of(Side::South, 0).filter(|&pit| south.games.game().position().seeds(pit) == 0);
    let mut seat = seat_again(&url, &south).await;
    // The other side's pit, or an empty one: the rules refuse it, and say why.
    for pit in ["a".parse().unwrap()].into_iter().chain(empty) {
        seat.send(&ToServer::Move { number: 2, pit }).await.unwrap();
        let said = answer(&mut seat).await;
        assert!(matches!(said, ToClient::Error { error: ErrorKind::Illegal, .. }), "{pit:?}: {said:?}");
    }
    // Not a pit's letter: not a message of the protocol, and the reason names the pits.
    for pit in ["Z", "AB", "", "1"] {
        seat.send_text(format!(r#"{{"type":"move","number":2,"pit":"{pit}"}}"#)).await.unwrap();
        let said = answer(&mut seat).await;
        let told =
            matches!(&said, ToClient::Error { error: ErrorKind::BadMessage, message } if message.contains("A–F"));
        assert!(told, "{pit:?}: {said:?}");
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
    assert_eq!(stored_game(&db, south.code()).position(), south.games.game().position());
}
