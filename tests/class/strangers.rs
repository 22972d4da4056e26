//! What strangers and a flood cannot do to a class: its boards are watched only with a token
//! of its children, and a guesser naming rooms waits; one pupil's wrong passwords through the
//! school's nginx hold back his tablet alone on that class; a tablet writes only what a child
//! can do. Each fails without its fix.

use super::http::{api, form, request_from};
use super::trust::{board_of, device, start_tournament};
use super::{Db, PASSWORD, add_child, make_class, serve, sign_in, teacher};
use crate::cluster::{Instance, Nginx};
use serde_json::json;

/// A class's board is watched only with a token of its children: a stranger, a tablet of
/// another class, are told no such room exists; an address naming rooms that do not exist
/// waits, after a few, as one guessing.
pub async fn a_class_s_boards_are_watched_by_its_children_alone(db: Db) {
    let code_b = make_class(&db, "Class B");
    let code_a = make_class(&db, "Class A");
    let server = serve(&db);
    let mut a = teacher(&server, "Class A");
    let mut b = teacher(&server, "Class B");
    let kofi = add_child(&mut a, "Kofi", 1);
    let efuasi = add_child(&mut b, "Efuasi", 4);
    let kwasiwa = add_child(&mut b, "Kwasiwa", 5);
    let (efuasi_token, _) = sign_in(&server, &code_b, efuasi, &[]);
    let (kwasiwa_token, _) = sign_in(&server, &code_b, kwasiwa, &[]);
    let (kofi_token, _) = sign_in(&server, &code_a, kofi, &[]);
    start_tournament(&mut b, &[efuasi, kwasiwa]);
    let room = board_of(&server, &efuasi_token);
    let url = crate::cluster::client::rooms_url(server.address);
    let refused = |answer: Result<_, crate::cluster::client::NetError>| match answer {
        Err(crate::cluster::client::NetError::Refused { error, message }) => (error, message),
        Ok(_) => panic!("watched"),
        Err(other) => panic!("{other:?}"),
    };
    let stranger = refused(crate::cluster::client::watch(&url, &room).await);
    let unknown = refused(crate::cluster::client::watch(&url, "ant-ant-ant").await);
    assert_eq!(stranger.0, awale::net::wire::ErrorKind::NoRoom);
    assert_eq!(stranger.1, format!("no room {room}"), "told as a room that does not exist");
    assert_eq!(unknown.0, awale::net::wire::ErrorKind::NoRoom);
    let other_class = refused(crate::cluster::client::watch_with(&url, &room, Some(&kofi_token)).await);
    assert_eq!(other_class.0, awale::net::wire::ErrorKind::NoRoom, "a child of another class");
    let (_, view) =
        crate::cluster::client::watch_with(&url, &room, Some(&kwasiwa_token)).await.expect("a classmate watches");
    assert!(view.setup.names.south.contains("Efuasi") || view.setup.names.north.contains("Efuasi"));

    // Guessing rooms: after 30 that do not exist in a minute, this address waits.
    let mut kinds = Vec::new();
    for at in 0..40 {
        let code = ["ant", "bee", "cat", "dog", "elephant"][at % 5];
        let guess = format!("{code}-{}-owl", ["ant", "bee", "cat", "dog", "fox", "goat", "hen", "lion"][at / 5]);
        match crate::cluster::client::watch(&url, &guess).await {
            Err(crate::cluster::client::NetError::Refused { error, .. }) => kinds.push(error),
            Ok(_) => kinds.push(awale::net::wire::ErrorKind::Full),
            Err(other) => panic!("{other:?}"),
        }
    }
    let too_fast = kinds.iter().filter(|&&kind| kind == awale::net::wire::ErrorKind::TooFast).count();
    assert!(too_fast >= 8, "an address guessing rooms waits: {kinds:?}");
    let waiting = refused(crate::cluster::client::watch_with(&url, &room, Some(&kwasiwa_token)).await);
    assert_eq!(waiting.0, awale::net::wire::ErrorKind::TooFast, "even a right room waits then");
}

/// Ten wrong passwords from a pupil's tablet through the school's nginx hold back that tablet
/// alone on that class: the class's teacher signs in from his own computer, another class's
/// teacher from the pupil's very tablet. Guesses from many devices stop too.
pub async fn wrong_passwords_through_the_proxy_hold_back_one_device_and_class(db: Db) {
    make_class(&db, "Class A");
    make_class(&db, "Class B");
    // Two servers on PostgreSQL behind the proxy (each request to the next): a try is counted
    // once for both. (SQLite's store is one server's.)
    let start = || Instance::start(&db.arg(), 0, &["--trusted-proxy", "127.0.0.1"]);
    let first = start();
    let second = matches!(db, Db::Postgres(_)).then(start);
    let nginx = Nginx::start([first.address, second.as_ref().unwrap_or(&first).address]);
    let proxied = std::net::SocketAddr::from(([127, 0, 0, 1], nginx.port));
    assert_eq!(
        request_from(None, proxied, "GET", "/health", &[], b"").status,
        200,
        "the servers' health, through the proxy"
    );
    let login = |from: u8, name: &str, password: &str, spoofed: Option<&str>| -> u16 {
        let mut headers = vec![("Content-Type", "application/x-www-form-urlencoded")];
        if let Some(spoofed) = spoofed {
            headers.push(("X-Forwarded-For", spoofed));
        }
        let body = form(&[("name", name), ("password", password)]);
        request_from(Some(device(from)), proxied, "POST", "/class/login", &headers, &body).status
    };
    let pupil: Vec<u16> =
        (0..12).map(|at| login(2, "Class A", &format!("guess-{at}"), Some(&format!("10.0.0.{at}")))).collect();
    assert!(pupil.iter().take(10).all(|&status| status == 401), "{pupil:?}");
    assert!(pupil.iter().skip(10).all(|&status| status == 429), "a header the pupil wrote changes nothing: {pupil:?}");
    assert_eq!(login(3, "Class A", PASSWORD, None), 303, "the class's teacher, on his own computer");
    assert_eq!(login(2, "Class B", PASSWORD, None), 303, "another class's teacher, on the pupil's tablet");

    // Many devices guessing one class: it waits a minute after 30 wrong ones, for every device.
    let many: Vec<u16> =
        (0..36).map(|at| login(10 + (at % 6) as u8, "Class B", &format!("guess-{at}"), None)).collect();
    assert!(many.iter().take(30).all(|&status| status == 401), "{many:?}");
    assert!(many.iter().skip(30).all(|&status| status == 429), "{many:?}");
    assert_eq!(login(4, "Class A", PASSWORD, None), 303, "Class A's teacher is not held back by B's guesses");
}

/// A child's token writes what a child can do, and no more: of 59,800 events in 200 requests,
/// those past the minute's budget are refused; a class's games, lessons and puzzles the game
/// does not have are refused; a tablet reads his games without their moves.
pub async fn a_tablet_writes_only_what_a_child_can_do(db: Db) {
    let code = make_class(&db, "Class W");
    let server = serve(&db);
    let mut browser = teacher(&server, "Class W");
    let kofi = add_child(&mut browser, "Kofi", 2);
    let (token, _) = sign_in(&server, &code, kofi, &[]);
    let hand = |events: serde_json::Value| {
        api(server.address, "POST", "/class/api/me/events", Some(&token), &json!({ "events": events }))
    };

    for (event, why) in [
        (
            json!({ "id": "room-ant-bee-cat-0", "at": 1, "kind": "game", "against": "friend", "result": "win" }),
            "a server room's id",
        ),
        (json!({ "id": "t1", "at": 1, "kind": "game", "against": "classmate", "result": "win" }), "a classmate's game"),
        (json!({ "id": "t2", "at": 1, "kind": "game", "against": "teacher", "result": "win" }), "the teacher's game"),
        (json!({ "id": "t3", "at": 1, "kind": "lesson", "lesson": "made-up", "stars": 3 }), "a made-up lesson"),
        (json!({ "id": "t4", "at": 1, "kind": "lesson", "lesson": "\t=1+2", "stars": 3 }), "a formula for a lesson"),
        (
            json!({ "id": "t5", "at": 1, "kind": "puzzle", "puzzle": 7, "level": 1, "solved": true }),
            "a puzzle of no level",
        ),
        (
            json!({ "id": "t6", "at": 1, "kind": "puzzle", "puzzle": 9001, "level": 9, "solved": true }),
            "a level the game lacks",
        ),
    ] {
        let reply = hand(json!([event]));
        assert_eq!((reply.status, reply.json()["error"].as_str()), (400, Some("bad_request")), "{why}: {}", reply.body);
    }
    assert_eq!(db.with_store(|store| store.events(kofi).expect("events").len()), 0);

    // A game against the friend: the store keeps its moves, a tablet reads it without them.
    let game = json!({ "id": "g", "at": 1, "kind": "game", "against": "friend", "result": "win", "moves": "CfAbEd" });
    assert_eq!(hand(json!([game])).status, 200);
    assert!(db.with_store(|store| store.events(kofi).expect("events"))[0].2.contains("CfAbEd"));
    let me = api(server.address, "GET", "/class/api/me", Some(&token), &serde_json::Value::Null).json();
    assert_eq!(
        (me["events"][0]["moves"].as_str(), me["progress"]["against_friend"]["won"].as_u64()),
        (Some(""), Some(1))
    );

    // A flood: 200 requests of 299 lessons each. The first is kept; the others wait.
    let mut statuses = Vec::new();
    for request in 0..200 {
        let events: Vec<serde_json::Value> = (0..299)
            .map(|at| json!({ "id": format!("f{request}-{at}"), "at": at, "kind": "lesson", "lesson": "sowing", "stars": 3 }))
            .collect();
        let reply = hand(json!(events));
        if reply.status == 429 {
            assert!(reply.header("retry-after").is_some());
            assert_eq!(reply.json()["error"], "too_many");
        }
        statuses.push(reply.status);
    }
    assert_eq!(statuses[0], 200);
    assert!(statuses.iter().skip(1).all(|&status| status == 429), "{statuses:?}");
    let kept = db.with_store(|store| store.events(kofi).expect("events").len());
    assert_eq!(kept, 300, "one minute's events kept (the game and 299 lessons), the rest refused");
    let me = api(server.address, "GET", "/class/api/me", Some(&token), &serde_json::Value::Null).json();
    assert_eq!(me["progress"]["stars"], 3, "the stars of one real lesson");

    // A year of his events (5,000 more, kept a day's at a time): a tablet reads his progress
    // from them all and his last events alone.
    for day in 0..10 {
        let events: Vec<(String, i64, String)> = (0..500)
            .map(|at| {
                let id = format!("y{day}-{at}");
                let event = json!({ "id": id, "at": 10_000 + day * 1_000 + at, "kind": "game", "against": "friend", "result": "win", "moves": "CfAbEd" });
                (id, 10_000 + day * 1_000 + at, event.to_string())
            })
            .collect();
        db.with_store(|store| store.add_events(kofi, &events, 1_000 + day).expect("kept"));
    }
    let me = api(server.address, "GET", "/class/api/me", Some(&token), &serde_json::Value::Null);
    let profile = me.json();
    assert_eq!(profile["progress"]["events"], 5_300, "his progress rests on every event");
    assert_eq!(profile["progress"]["against_friend"]["won"], 5_001);
    assert_eq!(profile["events"].as_array().map(Vec::len), Some(awale::net::class::journal::RECENT_EVENTS));
    assert!(me.body.len() < 60_000, "a summary and his last events: {} bytes", me.body.len());
}
