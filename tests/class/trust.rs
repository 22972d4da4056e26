//! What a school trusts the class server with, each attack of a careless pupil, a curious
//! parent on the school's Wi-Fi and a stranger tried against it: another class's children
//! never on a teacher's page, a class made only at the class computer's setup address, no
//! sign-in from another site, picture secrets not guessed from many addresses, a class's code
//! not told after the look-up limit, old sign-ins ended by a new secret, and a class deleted
//! with everything of it (what strangers and a flood cannot do: `strangers.rs`). Each fails
//! without its fix.

use super::http::{Browser, Reply, api, api_from, form, request, request_from};
use super::{Db, PASSWORD, add_child, make_class, serve, sign_in, teacher};
use crate::cluster::Instance;
use serde_json::json;
use std::net::IpAddr;

/// The loopback address `127.0.0.N`: the `N`th device of the classroom.
pub(super) fn device(n: u8) -> IpAddr {
    IpAddr::from([127, 0, 0, n])
}

/// Starts a tournament of `children` in the class `browser` is signed in to.
pub(super) fn start_tournament(browser: &mut Browser, children: &[i64]) {
    let csrf = browser.csrf("/class");
    let mut fields: Vec<(&str, String)> = vec![("csrf", csrf), ("best_of", "1".into()), ("rules", "tournament".into())];
    fields.extend(children.iter().map(|id| ("child", id.to_string())));
    let pairs: Vec<(&str, &str)> = fields.iter().map(|(name, value)| (*name, value.as_str())).collect();
    let reply = browser.post("/class/tournament/start", &pairs);
    assert_eq!(reply.status, 303, "{}", reply.body);
}

/// The "The class now" part of a class page: what follows its heading.
fn now_part(page: &str) -> &str {
    page.split("The class now</h2>").nth(1).expect("the class now")
}

/// The room of the tournament's board of the child whose token is `token`.
pub(super) fn board_of(server: &Instance, token: &str) -> String {
    let view = api(server.address, "GET", "/class/api/me/tournament", Some(token), &serde_json::Value::Null).json();
    view["table"]["code"].as_str().unwrap_or_else(|| panic!("a board: {view}")).to_owned()
}

/// Class B's tournament and its children never show on class A's page; B's page lists its own
/// games, read from the store.
pub async fn a_class_page_shows_its_own_children_alone(db: Db) {
    let code_b = make_class(&db, "Class B");
    make_class(&db, "Class A");
    let server = serve(&db);
    let mut a = teacher(&server, "Class A");
    let mut b = teacher(&server, "Class B");
    add_child(&mut a, "Kofi", 1);
    let efuasi = add_child(&mut b, "Efuasi", 4);
    let kwasiwa = add_child(&mut b, "Kwasiwa", 5);
    let (token, _) = sign_in(&server, &code_b, efuasi, &[]);
    sign_in(&server, &code_b, kwasiwa, &[]);
    start_tournament(&mut b, &[efuasi, kwasiwa]);
    let room = board_of(&server, &token);

    let b_page = b.get("/class").body;
    assert!(now_part(&b_page).contains(&room), "B's page lists its own game now: {b_page}");
    let now = now_part(&b_page);
    assert!(now.contains("Efuasi") && now.contains("Kwasiwa") && now.contains(" – "), "{now}");
    let a_page = a.get("/class").body;
    for secret in ["Efuasi", "Kwasiwa", room.as_str()] {
        assert!(!a_page.contains(secret), "{secret:?} on class A's page:\n{a_page}");
    }
    assert!(a_page.contains("Kofi"), "A's own child is there");
}

/// A class is made from the page only at the setup address the server printed, from this site,
/// and each setup address makes one class; the sign-in is refused from another site too.
pub async fn a_class_is_made_at_the_setup_address_alone(db: Db) {
    make_class(&db, "Class S");
    let mut server = serve(&db);
    let path = server.setup_path();
    let secret = path.split("setup=").nth(1).expect("a secret").to_owned();
    let address = server.address;
    let make = |name: &str, setup: &str, headers: &[(&str, &str)]| -> Reply {
        let mut all = vec![("Content-Type", "application/x-www-form-urlencoded")];
        all.extend_from_slice(headers);
        let body = form(&[("name", name), ("password", PASSWORD), ("again", PASSWORD), ("setup", setup)]);
        request(address, "POST", "/class/make", &all, &body)
    };

    // Without the setup address: the form is not shown, and a class is not made, from the class
    // computer itself or through a proxy that names no client.
    assert_eq!(request(address, "GET", "/class/make", &[], b"").status, 403);
    assert_eq!(request(address, "GET", "/class/make?setup=guessed", &[], b"").status, 403);
    let page = request(address, "GET", &path, &[], b"");
    assert_eq!(page.status, 200);
    assert!(page.body.contains("name=\"setup\""), "the form carries the setup secret: {}", page.body);
    assert_eq!(make("Intruders", "", &[]).status, 403, "no setup secret");
    assert_eq!(make("Intruders", "guessed", &[("X-Real-IP", "127.0.0.1")]).status, 403);
    // From another site's page, on the class computer: refused, even with the secret.
    let evil = [("Origin", "http://evil.example")];
    assert_eq!(make("Intruders", &secret, &evil).status, 403, "a class made from another site");
    let login = request(
        address,
        "POST",
        "/class/login",
        &[("Content-Type", "application/x-www-form-urlencoded"), ("Origin", "http://evil.example")],
        &form(&[("name", "Class S"), ("password", PASSWORD)]),
    );
    assert_eq!(login.status, 403, "a sign-in from another site (login CSRF)");
    assert!(
        login
            .header("set-cookie")
            .is_none_or(|set| !set.starts_with("awale_class=") || set.starts_with("awale_class=;"))
    );
    assert!(db.with_store(|store| store.classes().expect("classes")).iter().all(|class| class.name != "Intruders"));

    // At the setup address, from this site: made, and the teacher signed in.
    let origin = format!("http://{address}");
    let made = make("Class T", &secret, &[("Origin", &origin)]);
    assert_eq!(made.status, 303, "{}", made.body);
    assert!(made.header("set-cookie").is_some_and(|set| set.starts_with("awale_class=")));
    // The setup address is spent: the next one is printed.
    assert_eq!(make("Class U", &secret, &[("Origin", &origin)]).status, 403, "a setup address makes one class");
    let next = server.setup_path();
    assert_ne!(next, path);
    let next = next.split("setup=").nth(1).expect("a secret");
    assert_eq!(make("Class U", next, &[]).status, 303);
    let names: Vec<String> =
        db.with_store(|store| store.classes().expect("classes")).into_iter().map(|c| c.name).collect();
    assert_eq!(names, ["Class S", "Class T", "Class U"]);
}

/// A child's picture secret tried from six addresses (on two servers sharing PostgreSQL): after a
/// few wrong ones his sign-in waits, even for his right pictures, whatever the address or the
/// server; the teacher's page says so and lets him in again.
pub async fn picture_secrets_are_not_guessed_from_many_addresses(db: Db) {
    let code = make_class(&db, "Class P");
    let server = serve(&db);
    // SQLite's store is one server's.
    let other = matches!(db, Db::Postgres(_)).then(|| serve(&db));
    let mut browser = teacher(&server, "Class P");
    let kofi = add_child(&mut browser, "Kofi", 2);
    let csrf = browser.csrf("/class");
    assert_eq!(browser.post("/class/secrets", &[("csrf", &csrf), ("on", "1")]).status, 303);
    let secret: Vec<u8> = db.with_store(|store| {
        let class = store.classes().expect("classes")[0].id;
        let child = store.children(class).expect("children").into_iter().find(|c| c.id == kofi).expect("Kofi");
        awale::net::class::secret_pictures(child.secret.as_deref().expect("a secret")).expect("pictures")
    });
    let path = format!("/class/api/class/{code}/sign-in");
    // From device `from`, to one server or the other by its number.
    let try_secret = |from: u8, pictures: &[u8]| -> u16 {
        let body = json!({ "child": kofi, "secret": pictures });
        let to = other.as_ref().filter(|_| from % 2 == 1).unwrap_or(&server);
        api_from(Some(device(from)), to.address, "POST", &path, None, &body).status
    };
    // Every secret but his, in turn from six devices, as a guesser would.
    let wrong: Vec<Vec<u8>> = (0..9u8)
        .flat_map(|a| (0..9u8).flat_map(move |b| (0..9u8).map(move |c| vec![a, b, c])))
        .filter(|tried| *tried != secret)
        .take(60)
        .collect();
    let statuses: Vec<u16> =
        wrong.iter().enumerate().map(|(at, tried)| try_secret(2 + (at % 6) as u8, tried)).collect();
    let refused = statuses.iter().filter(|&&status| status == 403).count();
    assert!(refused <= 4, "at most a few wrong secrets are even checked: {statuses:?}");
    assert!(statuses.iter().skip(5).all(|&status| status == 429), "then his sign-in waits: {statuses:?}");
    assert_eq!(try_secret(9, &secret), 429, "even his right pictures wait, from a new device");

    // The teacher sees it and lets him in again.
    let page = browser.get("/class").body;
    assert!(
        page.contains(&format!(
            "Kofi's pictures were tried wrongly {}",
            statuses.iter().filter(|&&s| s == 403).count()
        )),
        "{page}"
    );
    let csrf = browser.csrf("/class");
    assert_eq!(browser.post(&format!("/class/children/{kofi}/let-in"), &[("csrf", "forged")]).status, 403);
    assert_eq!(browser.post(&format!("/class/children/{kofi}/let-in"), &[("csrf", &csrf)]).status, 303);
    assert_eq!(try_secret(9, &secret), 200, "let in again");
    assert!(!browser.get("/class").body.contains("tried wrongly"));
}

/// After the look-up limit, a made-up class code and a real one are refused alike.
pub async fn a_class_code_is_not_told_after_the_look_up_limit(db: Db) {
    let code = make_class(&db, "Class L");
    let server = serve(&db);
    let mut browser = teacher(&server, "Class L");
    let kofi = add_child(&mut browser, "Kofi", 2);
    let sign_in_from = |from: u8, class: &str| -> (u16, String) {
        let path = format!("/class/api/class/{class}/sign-in");
        let reply = api_from(Some(device(from)), server.address, "POST", &path, None, &json!({ "child": kofi }));
        let error = serde_json::from_str::<serde_json::Value>(&reply.body)
            .ok()
            .and_then(|body| body["error"].as_str().map(str::to_owned))
            .unwrap_or_default();
        (reply.status, error)
    };
    let made_up = if code == "ant-ant-ant-ant" { "bee-bee-bee-bee" } else { "ant-ant-ant-ant" };
    assert_eq!(sign_in_from(3, made_up), (404, "no_class".to_owned()));
    // A guesser looks codes up until he is held back...
    let lookups: Vec<u16> = (0..70)
        .map(|_| {
            let path = format!("/class/api/class/{made_up}");
            request_from(Some(device(3)), server.address, "GET", &path, &[], b"").status
        })
        .collect();
    assert!(lookups.iter().skip(60).all(|&status| status == 429), "{lookups:?}");
    // ...and the sign-in tells him no more: a real code and a made-up one, refused alike.
    assert_eq!(sign_in_from(3, made_up), sign_in_from(3, &code), "refused alike once limited");
    assert_eq!(sign_in_from(3, &code).0, 429);
    assert_eq!(sign_in_from(4, &code).0, 200, "another device signs in");
}

/// A new picture secret, a rename and a removal each end the sign-ins made before.
pub async fn a_new_secret_ends_old_sign_ins(db: Db) {
    let code = make_class(&db, "Class N");
    let server = serve(&db);
    let mut browser = teacher(&server, "Class N");
    let kofi = add_child(&mut browser, "Kofi", 2);
    let ama = add_child(&mut browser, "Ama", 3);
    let csrf = browser.csrf("/class");
    let me = |token: &str| api(server.address, "GET", "/class/api/me", Some(token), &serde_json::Value::Null).status;
    let (kofi_token, _) = sign_in(&server, &code, kofi, &[]);
    let (ama_token, _) = sign_in(&server, &code, ama, &[]);
    assert_eq!(browser.post(&format!("/class/children/{kofi}/secret"), &[("csrf", &csrf)]).status, 303);
    assert_eq!(me(&kofi_token), 401, "a token from before his new secret");
    assert_eq!(me(&ama_token), 200, "Ama's is hers still");
    // Renamed to another child (the same animal kept): Ama's sign-in ends; a new animal alone
    // changes nothing.
    assert_eq!(
        browser.post(&format!("/class/children/{ama}"), &[("csrf", &csrf), ("name", "Ama"), ("animal", "9")]).status,
        303
    );
    assert_eq!(me(&ama_token), 200, "another animal, the same child");
    assert_eq!(
        browser.post(&format!("/class/children/{ama}"), &[("csrf", &csrf), ("name", "Esi"), ("animal", "9")]).status,
        303
    );
    assert_eq!(me(&ama_token), 401, "a token of the child before the rename");
    let (esi_token, _) = sign_in(&server, &code, ama, &[]);
    assert_eq!(browser.post(&format!("/class/children/{ama}/remove"), &[("csrf", &csrf)]).status, 303);
    assert_eq!(me(&esi_token), 401);
}

/// The teacher deletes his class: its children, their events and tokens, his sessions, its
/// tournament and its rooms are gone from the store, and another class keeps everything.
pub async fn a_class_is_deleted_with_everything_of_it(db: Db) {
    let code = make_class(&db, "Class D");
    let other = make_class(&db, "Class E");
    let server = serve(&db);
    let mut browser = teacher(&server, "Class D");
    let mut keeper = teacher(&server, "Class E");
    let ama = add_child(&mut browser, "Ama", 2);
    let yaw = add_child(&mut browser, "Yaw", 3);
    let esi = add_child(&mut keeper, "Esi", 4);
    let (token, _) = sign_in(&server, &code, ama, &[]);
    sign_in(&server, &code, yaw, &[]);
    let (esi_token, _) = sign_in(&server, &other, esi, &[]);
    super::hand_over(&server, &token, &json!([super::lesson("d1", 1, "sowing", 3)]));
    start_tournament(&mut browser, &[ama, yaw]);
    let room = board_of(&server, &token);
    let page = browser.get("/class").body;
    let (class, session) = db.with_store(|store| {
        let class = store.classes().expect("classes").into_iter().find(|c| c.name == "Class D").expect("D").id;
        (class, store.room(&room).expect("a room").is_some())
    });
    assert!(session, "the tournament's room is stored");

    // The page offers the export first, then asks for the class's name.
    assert!(page.contains("/class/export.csv") && page.contains("action=\"/class/delete\""));
    let csrf = browser.csrf("/class");
    assert_eq!(browser.post("/class/delete", &[("name", "Class D")]).status, 403, "without the CSRF token");
    assert_eq!(browser.post("/class/delete", &[("csrf", &csrf), ("name", "Class")]).status, 400, "the name mistyped");
    let cookie = browser.cookie.clone().expect("a session");
    assert_eq!(browser.post("/class/delete", &[("csrf", &csrf), ("name", "Class D")]).status, 303);

    let left = db.with_store(|store| {
        (
            store.classes().expect("classes").into_iter().map(|c| c.name).collect::<Vec<_>>(),
            store.children(class).expect("children").len(),
            store.events(ama).expect("events").len(),
            store.token(&awale::net::class::auth::digest(&token)).expect("a token").is_some(),
            store.class_game(class, "tournament").expect("its tournament").is_some(),
            store.room(&room).expect("its room").is_some(),
        )
    });
    assert_eq!(left, (vec!["Class E".to_owned()], 0, 0, false, false, false), "nothing of class D is left");
    let session = cookie.trim_start_matches("awale_class=").to_owned();
    let open =
        db.with_store(move |store| store.session(&awale::net::class::auth::digest(&session), 0).expect("a session"));
    assert_eq!(open, None, "the teacher's session is gone");
    assert_eq!(request(server.address, "GET", "/class/cards", &[("Cookie", &cookie)], b"").status, 401);
    assert_eq!(api(server.address, "GET", "/class/api/me", Some(&token), &serde_json::Value::Null).status, 401);
    assert_eq!(api(server.address, "GET", "/class/api/me", Some(&esi_token), &serde_json::Value::Null).status, 200);
    assert!(keeper.get("/class").body.contains("Esi"), "class E keeps its children");
    if let Db::Sqlite(_) = &db {
        let connection = rusqlite::Connection::open(db.arg()).expect("the file opens");
        for (table, column) in
            [("classes", "id"), ("children", "class"), ("teacher_sessions", "class"), ("class_games", "class")]
        {
            let count: i64 = connection
                .query_row(&format!("SELECT count(*) FROM {table} WHERE {column} = ?1"), [class], |row| row.get(0))
                .expect("a count");
            assert_eq!(count, 0, "{table} holds nothing of class D");
        }
        for table in ["child_events", "child_tokens"] {
            let count: i64 = connection
                .query_row(&format!("SELECT count(*) FROM {table} WHERE child IN (?1, ?2)"), [ama, yaw], |row| {
                    row.get(0)
                })
                .expect("a count");
            assert_eq!(count, 0, "{table} holds nothing of class D's children");
        }
    }
}
