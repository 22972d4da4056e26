//! Attacks on a class server, each refused with a clear answer and nothing changed: a password
//! guessed again and again, a change without or with a forged CSRF token or from another site, a
//! child's token on the teacher's routes, one class's session against another's children, a
//! class made from another computer, bodies too large or not JSON, paths that climb out of
//! `/class`. Each would pass its attack through without its fix.

use super::http::{Browser, api, form, request};
use super::{Db, PASSWORD, add_child, hand_over, make_class, serve, sign_in, teacher};
use crate::cluster::Instance;
use serde_json::json;

/// The children of the class named `name`, as stored: (number, name).
fn children(db: &Db, name: &str) -> Vec<(i64, String)> {
    db.with_store(|store| {
        let class = store.classes().expect("classes").into_iter().find(|class| class.name == name).expect("the class");
        store.children(class.id).expect("children").into_iter().map(|child| (child.id, child.name)).collect()
    })
}

pub async fn attacks_are_refused_and_change_nothing(db: Db) {
    let code_a = make_class(&db, "Class A");
    let code_b = make_class(&db, "Class B");
    let server = serve(&db);
    let mut a = teacher(&server, "Class A");
    let mut b = teacher(&server, "Class B");
    let kofi = add_child(&mut a, "Kofi", 1);
    let efua = add_child(&mut b, "Efua", 2);
    let before = (children(&db, "Class A"), children(&db, "Class B"));

    // Without a session, every teacher's route answers 401.
    let stranger = Browser::new(server.address);
    for path in ["/class/cards", "/class/export.csv", &format!("/class/children/{kofi}")] {
        assert_eq!(stranger.get(path).status, 401, "{path}");
    }
    let reply = request(
        server.address,
        "POST",
        "/class/children",
        &[("Content-Type", "application/x-www-form-urlencoded")],
        &form(&[("csrf", "x"), ("name", "Mallory"), ("animal", "1")]),
    );
    assert_eq!(reply.status, 401);

    // A change without the CSRF token, or with another's, or from another site: 403.
    let missing = a.post("/class/children", &[("name", "Mallory"), ("animal", "1")]);
    assert_eq!(missing.status, 403, "{}", missing.body);
    let b_csrf = b.csrf("/class");
    let forged = a.post("/class/children", &[("csrf", &b_csrf), ("name", "Mallory"), ("animal", "1")]);
    assert_eq!(forged.status, 403);
    let a_csrf = a.csrf("/class");
    let cookie = a.cookie.clone().expect("a session");
    let elsewhere = request(
        server.address,
        "POST",
        "/class/children",
        &[
            ("Content-Type", "application/x-www-form-urlencoded"),
            ("Cookie", &cookie),
            ("Origin", "http://evil.example"),
        ],
        &form(&[("csrf", &a_csrf), ("name", "Mallory"), ("animal", "1")]),
    );
    assert_eq!(elsewhere.status, 403, "a form sent from another site");

    // One class's session against the other's child: as if he did not exist.
    assert_eq!(a.get(&format!("/class/children/{efua}")).status, 404);
    let renamed =
        a.post(&format!("/class/children/{efua}"), &[("csrf", &a_csrf), ("name", "Mallory"), ("animal", "1")]);
    assert_eq!(renamed.status, 404);
    assert_eq!(a.post(&format!("/class/children/{efua}/remove"), &[("csrf", &a_csrf)]).status, 404);
    // Nor does a child of class A sign in on class B.
    let crossed =
        api(server.address, "POST", &format!("/class/api/class/{code_b}/sign-in"), None, &json!({ "child": kofi }));
    assert_eq!((crossed.status, crossed.json()["error"].as_str()), (404, Some("no_child")));

    // A child's token opens his own profile, and nothing of the teacher's.
    let (token, _) = sign_in(&server, &code_a, kofi, &[]);
    let with_token =
        request(server.address, "GET", "/class/export.csv", &[("Authorization", &format!("Bearer {token}"))], b"");
    assert_eq!(with_token.status, 401);
    let as_cookie =
        request(server.address, "GET", "/class/export.csv", &[("Cookie", &format!("awale_class={token}"))], b"");
    assert_eq!(as_cookie.status, 401, "a child's token is no teacher's session");
    let forged_token = api(server.address, "GET", "/class/api/me", Some(&"0".repeat(64)), &serde_json::Value::Null);
    assert_eq!(forged_token.status, 401);
    let me = api(server.address, "GET", "/class/api/me", Some(&token), &serde_json::Value::Null).json();
    assert_eq!(me["child"]["name"], "Kofi");

    // Bodies too large or not JSON, and events that are not events: refused, nothing kept.
    let huge =
        format!("{{\"events\":[{}]}}", vec![r#"{"id":"x","at":1,"kind":"language","language":"fr"}"#; 9_000].join(","));
    let reply = request(
        server.address,
        "POST",
        "/class/api/me/events",
        &[("Authorization", &format!("Bearer {token}")), ("Content-Type", "application/json")],
        huge.as_bytes(),
    );
    assert_eq!(reply.status, 413, "{}", reply.body);
    let reply = request(
        server.address,
        "POST",
        "/class/api/me/events",
        &[("Authorization", &format!("Bearer {token}")), ("Content-Type", "application/json")],
        b"{\"events\": [",
    );
    assert_eq!((reply.status, reply.json()["error"].as_str()), (400, Some("bad_request")));
    let bad = api(
        server.address,
        "POST",
        "/class/api/me/events",
        Some(&token),
        &json!({ "events": [{ "id": "../x", "at": 1, "kind": "lesson", "lesson": "sowing", "stars": 2 }] }),
    );
    assert_eq!(bad.status, 400);
    let stars = api(
        server.address,
        "POST",
        "/class/api/me/events",
        Some(&token),
        &json!({ "events": [{ "id": "ok", "at": 1, "kind": "lesson", "lesson": "sowing", "stars": 9 }] }),
    );
    assert_eq!(stars.status, 400);
    let long_form = a.post("/class/children", &[("csrf", &a_csrf), ("name", &"x".repeat(20_000)), ("animal", "1")]);
    assert_eq!(long_form.status, 400, "a form over the limit is no form");
    assert_eq!(db.with_store(|store| store.events(kofi).expect("events").len()), 0);

    // Paths that climb out of /class, or name nothing: no file, no change.
    for path in [
        "/class/../../etc/passwd",
        "/class/%2e%2e/%2e%2e/etc/passwd",
        "/class/children/..%2F..%2Fetc%2Fpasswd",
        "/class/api/class/..%2F..%2Fetc%2Fpasswd",
    ] {
        let reply = request(server.address, "GET", path, &[], b"");
        assert!(matches!(reply.status, 400 | 401 | 404), "{path}: {}", reply.status);
        assert!(!reply.body.contains("root:"), "{path}");
    }

    // A class made from another computer (through a proxy here): refused.
    let proxied = request(
        server.address,
        "POST",
        "/class/make",
        &[("Content-Type", "application/x-www-form-urlencoded"), ("X-Forwarded-For", "192.168.1.50")],
        &form(&[("name", "Intruders"), ("password", PASSWORD), ("again", PASSWORD)]),
    );
    assert_eq!(proxied.status, 403);
    assert!(db.with_store(|store| store.classes().expect("classes")).iter().all(|class| class.name != "Intruders"));

    // A password guessed again and again: refused (401), then held back (429), even the right one.
    let mut guesser = Browser::new(server.address);
    let statuses: Vec<u16> = (0..20)
        .map(|at| guesser.post("/class/login", &[("name", "Class A"), ("password", &format!("guess-{at}"))]).status)
        .collect();
    assert!(statuses.iter().take(5).all(|&status| status == 401), "{statuses:?}");
    assert!(statuses.iter().skip(10).all(|&status| status == 429), "{statuses:?}");
    let right = guesser.post("/class/login", &[("name", "Class A"), ("password", PASSWORD)]);
    assert_eq!(right.status, 429);
    assert!(right.header("retry-after").is_some());
    assert!(guesser.cookie.is_none());

    assert_eq!((children(&db, "Class A"), children(&db, "Class B")), before, "nothing changed");
    let _ = &mut b;
}

/// The server's log, at its most talkative, names no child and shows no progress: a class's
/// whole day (a child added, signed in, his events, renamed, a wrong password, removed) leaves
/// his name and his lesson out of it.
pub async fn no_name_reaches_the_log(db: Db) {
    let code = make_class(&db, "Class L");
    let folder = tempfile::tempdir().expect("a folder");
    let log = folder.path().join("server.log");
    let server = Instance::logged(&db.arg(), &["--log", "trace"], &log);
    let mut browser = teacher(&server, "Class L");
    let child = add_child(&mut browser, "Zebulon", 20);
    let (token, _) = sign_in(&server, &code, child, &[]);
    hand_over(&server, &token, &json!([{ "id": "q", "at": 1, "kind": "lesson", "lesson": "grand-slam", "stars": 3 }]));
    let csrf = browser.csrf("/class");
    browser.post(&format!("/class/children/{child}"), &[("csrf", &csrf), ("name", "Zebulonne"), ("animal", "3")]);
    Browser::new(server.address).post("/class/login", &[("name", "Class L"), ("password", "not-it-at-all")]);
    browser.post(&format!("/class/children/{child}/remove"), &[("csrf", &csrf)]);
    drop(server);
    let written = std::fs::read_to_string(&log).expect("the log");
    assert!(written.contains("sign-in refused") && written.contains("WARN"), "the log says what happened: {written}");
    for secret in ["Zebulon", "grand-slam", PASSWORD, &token] {
        assert!(!written.contains(secret), "{secret:?} is in the log:\n{written}");
    }
}
