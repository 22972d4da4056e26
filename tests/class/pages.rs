//! The teacher's page as a teacher uses it: signs in, adds children, asks for picture secrets,
//! prints the cards, sees the progress of the tablets' play, exports the class and reads it
//! back, removes a child and leaves no trace of him in the store.

use super::http::api;
use super::{Db, add_child, hand_over, make_class, serve, sign_in, teacher};
use serde_json::json;

pub async fn the_teacher_adds_prints_exports_and_removes(db: Db) {
    let code = make_class(&db, "CE1 Kouassi");
    let server = serve(&db);
    let mut browser = teacher(&server, "CE1 Kouassi");
    drop(teacher(&server, "ce1 kouassi"));
    let empty = browser.get("/class").body;
    assert!(
        !empty.contains("id=\"tournament\"") && !empty.contains("id=\"simul\""),
        "a new class: nothing to play yet"
    );
    let page = browser.get("/class");
    assert_eq!(page.status, 200);
    assert!(page.body.contains("CE1 Kouassi") && page.body.contains(&code), "the class and its code");
    assert_eq!(page.header("cache-control"), Some("no-store"));
    assert!(page.header("content-security-policy").is_some_and(|csp| csp.contains("default-src 'none'")));

    let yao = add_child(&mut browser, "Yao", 3);
    let awa = add_child(&mut browser, "Awa <b>", 20);
    let page = browser.get("/class");
    assert!(page.body.contains("Awa &lt;b&gt;"), "a name is escaped");
    assert!(!page.body.contains("Awa <b>"));

    // Picture secrets asked: each child gets three pictures, and signs in only with them.
    let csrf = browser.csrf("/class");
    assert_eq!(browser.post("/class/secrets", &[("csrf", &csrf), ("on", "1")]).status, 303);
    let secret = db.with_store(|store| {
        let class = store.classes().expect("classes")[0].id;
        store
            .children(class)
            .expect("children")
            .into_iter()
            .find(|child| child.id == yao)
            .and_then(|child| child.secret)
    });
    let secret: Vec<u8> = secret.expect("Yao has a secret").split('-').map(|p| p.parse().expect("a picture")).collect();
    assert_eq!(secret.len(), 3);
    let wrong: Vec<u8> = secret.iter().map(|p| (p + 1) % 9).collect();
    let refused = api(
        server.address,
        "POST",
        &format!("/class/api/class/{code}/sign-in"),
        None,
        &json!({ "child": yao, "secret": wrong }),
    );
    assert_eq!((refused.status, refused.json()["error"].as_str()), (403, Some("wrong_secret")));
    let (token, _) = sign_in(&server, &code, yao, &secret);
    hand_over(
        &server,
        &token,
        &json!([
            { "id": "a", "at": 1_700_000_000_000_i64, "kind": "lesson", "lesson": "capture", "stars": 3 },
            { "id": "b", "at": 1_700_000_100_000_i64, "kind": "puzzle", "puzzle": 2004, "level": 2, "solved": false },
            { "id": "c", "at": 1_700_000_200_000_i64, "kind": "game", "against": "friend", "result": "win" },
        ]),
    );

    // The cards: each child's animal, name, picture secret and a QR code.
    let cards = browser.get("/class/cards");
    assert_eq!(cards.status, 200);
    assert!(cards.body.contains("Yao") && cards.body.contains("<svg"), "{}", cards.body);
    assert!(cards.body.contains(&format!("#class={code}&amp;child={yao}&amp;secret=")));

    // His progress on the class page and his own: first on the page, before what the class
    // plays together, whose forms are folded.
    let page = browser.get("/class");
    let (table, together) = (page.body.find("<table").expect("the progress"), page.body.find("id=\"tournament\""));
    assert!(together.is_some_and(|at| at > table), "the progress first");
    assert!(page.body.contains("<details class=\"noprint\"><summary>Start the tournament</summary>"), "{}", page.body);
    assert!(page.body.contains("2023-11-14"), "last seen: {}", page.body);
    let his = browser.get(&format!("/class/children/{yao}"));
    assert!(his.body.contains("Capturing ★★★") && his.body.contains("#2005"), "{}", his.body);

    // The class as CSV, read back.
    let export = browser.get("/class/export.csv");
    assert_eq!(export.status, 200);
    assert!(export.header("content-type").is_some_and(|kind| kind.starts_with("text/csv")));
    let file = export.header("content-disposition").expect("a file name");
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).expect("after 1970").as_millis();
    let today = awale::net::class::page::date(i64::try_from(now).expect("a time"));
    assert!(
        file.contains(&format!("filename=\"CE1_Kouassi-{today}.csv\"")),
        "named after the class and the day: {file}"
    );
    // A byte-order mark first, so that a spreadsheet reads it as UTF-8.
    let body = export.body.strip_prefix('\u{feff}').expect("a byte-order mark");
    let mut rows = csv::Reader::from_reader(body.as_bytes());
    let head = rows.headers().expect("a head").clone();
    let records: Vec<csv::StringRecord> = rows.records().map(|row| row.expect("a row")).collect();
    assert_eq!(records.len(), 2);
    let yao_row = records.iter().find(|row| &row[0] == "Yao").expect("Yao's row");
    let column = |name: &str| head.iter().position(|found| found == name).expect(name);
    assert_eq!(&yao_row[column("Stars")], "3");
    assert_eq!(&yao_row[column("Lessons")], "Capturing ★★★", "by its title, as the page says it");
    assert_eq!(&yao_row[column("Puzzles tried")], "1");
    assert_eq!(&yao_row[column("Won against the computer friend")], "1");
    assert_eq!(&yao_row[column("Animal")], "Cow", "its name: a spreadsheet may have no emoji font");

    // Renamed, then removed with all his data: nothing of him is left in the store.
    let csrf = browser.csrf("/class");
    let renamed =
        browser.post(&format!("/class/children/{awa}"), &[("csrf", &csrf), ("name", "Awa"), ("animal", "20")]);
    assert_eq!(renamed.status, 303);
    assert!(browser.get("/class").body.contains(">Awa</a>"));
    let removed = browser.post(&format!("/class/children/{yao}/remove"), &[("csrf", &csrf)]);
    assert_eq!(removed.status, 303);
    let left = db.with_store(|store| {
        let class = store.classes().expect("classes")[0].id;
        let children = store.children(class).expect("children");
        let events = store.class_events(class).expect("events");
        let own = store.events(yao).expect("his events");
        let token = store.token(&awale::net::class::auth::digest(&token)).expect("a token read");
        (children.iter().any(|child| child.id == yao), events.len(), own.len(), token.is_some())
    });
    assert_eq!(left, (false, 0, 0, false), "Yao, his events and his token are gone");
    if let Db::Sqlite(_) = &db {
        let connection = rusqlite::Connection::open(db.arg()).expect("the file opens");
        for table in ["children", "child_events", "child_tokens"] {
            let column = if table == "children" { "id" } else { "child" };
            let count: i64 = connection
                .query_row(&format!("SELECT count(*) FROM {table} WHERE {column} = ?1"), [yao], |row| row.get(0))
                .expect("a count");
            assert_eq!(count, 0, "{table} holds nothing of Yao");
        }
    }
    let me = api(server.address, "GET", "/class/api/me", Some(&token), &serde_json::Value::Null);
    assert_eq!(me.status, 401, "his token opens nothing");

    // Signed out: the page asks to sign in again.
    let csrf = browser.csrf("/class");
    assert_eq!(browser.post("/class/logout", &[("csrf", &csrf)]).status, 303);
    assert!(browser.cookie.is_none());
}

/// The cards printed on the class computer (the page at `localhost`) carry the address the
/// class's tablets use, never the class computer's own, and say which it is.
pub async fn the_cards_open_the_class_network_address(db: Db) {
    make_class(&db, "Class Q");
    let server = crate::cluster::Instance::start(&db.arg(), 0, &["--bind", "0.0.0.0"]);
    let port = server.address.port();
    let mut browser = super::teacher(&server, "Class Q");
    super::add_child(&mut browser, "Kofi", 3);
    let cookie = browser.cookie.clone().expect("signed in");
    let local = super::http::request(
        server.address,
        "GET",
        "/class/cards",
        &[("Cookie", &cookie), ("Host", &format!("localhost:{port}"))],
        b"",
    );
    assert_eq!(local.status, 200);
    let link = local
        .body
        .split("data-link=\"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .expect("a card's link")
        .to_owned();
    // This computer's own network addresses, as `hostname -I` lists them.
    let listed = std::process::Command::new("hostname")
        .arg("-I")
        .output()
        .map(|out| String::from_utf8_lossy(&out.stdout).into_owned())
        .unwrap_or_default();
    let network: Vec<&str> = listed
        .split_whitespace()
        .filter(|ip| ip.parse::<std::net::Ipv4Addr>().is_ok_and(|ip| !ip.is_loopback()))
        .collect();
    if network.is_empty() {
        assert!(link.starts_with(&format!("http://localhost:{port}/#class=")), "no other address: {link}");
    } else {
        assert!(
            network.iter().any(|ip| link.starts_with(&format!("http://{ip}:{port}/#class="))),
            "{link} is on {network:?}"
        );
        assert!(
            local.body.contains(&format!("The QR codes open {}", &link[..link.find("/#").expect("an address")])),
            "{}",
            local.body
        );
    }
    // Opened from a tablet's address, the cards carry that address.
    let lan = super::http::request(
        server.address,
        "GET",
        "/class/cards",
        &[("Cookie", &cookie), ("Host", &format!("192.168.1.20:{port}"))],
        b"",
    );
    assert!(lan.body.contains(&format!("data-link=\"http://192.168.1.20:{port}/#class=")), "{}", lan.body);
    assert!(!lan.body.contains("only this computer"), "a tablet's address is no warning");
    drop(server);

    // A server that listens on this computer alone: its cards would open a tablet's own self,
    // and the page says so in red, with the way to reach the class's network.
    let alone = crate::cluster::Instance::start(&db.arg(), 0, &["--bind", "127.0.0.1"]);
    let browser = super::teacher(&alone, "Class Q");
    let cards = browser.get("/class/cards").body;
    let warning = cards.split("class=\"noprint address wrong\"").nth(1).unwrap_or_else(|| panic!("a warning: {cards}"));
    assert!(warning.contains("only this computer") && warning.contains("--bind 0.0.0.0"), "{warning}");
}

/// Each child of a class has an animal no classmate has, up to the class's most children: the
/// page offers the first free animal, and refuses one already taken, saying whose it is.
pub async fn each_child_has_an_animal_of_his_own(db: Db) {
    make_class(&db, "Class Z");
    let server = serve(&db);
    let mut browser = teacher(&server, "Class Z");
    add_child(&mut browser, "Kofi", 0);
    add_child(&mut browser, "Ama", 2);
    let selected = |page: &str| -> String {
        let form = page.split("id=\"child-animal\"").nth(1).expect("the animal picker");
        let before = form.split(" selected").next().expect("a selected animal");
        before.rsplit("value=\"").next().and_then(|value| value.split('"').next()).expect("its value").to_owned()
    };
    assert_eq!(selected(&browser.get("/class").body), "1", "the first animal nobody has");
    let csrf = browser.csrf("/class");
    let twin = browser.post("/class/children", &[("csrf", &csrf), ("name", "Kofi"), ("animal", "0")]);
    assert_eq!(twin.status, 409, "{}", twin.body);
    assert!(twin.body.contains("Kofi already has this animal"), "{}", twin.body);
    let ama = db.with_store(|store| {
        let class = store.classes().expect("classes")[0].id;
        store.children(class).expect("children").into_iter().find(|child| child.name == "Ama").expect("Ama").id
    });
    let taken = browser.post(&format!("/class/children/{ama}"), &[("csrf", &csrf), ("name", "Ama"), ("animal", "0")]);
    assert_eq!(taken.status, 409, "another child's animal, on a rename too");
    assert_eq!(
        browser.post(&format!("/class/children/{ama}"), &[("csrf", &csrf), ("name", "Ama"), ("animal", "2")]).status,
        303,
        "her own"
    );
    // Up to a class's most children, each next one is offered an animal no classmate has.
    let mut taken: std::collections::BTreeSet<String> = ["0", "2"].map(String::from).into();
    for at in 2..60 {
        let offered = selected(&browser.get("/class").body);
        assert!(taken.insert(offered.clone()), "child {at} is offered animal {offered}, a classmate's");
        add_child(&mut browser, &format!("Child {at}"), offered.parse().expect("a number"));
    }
}

/// Every picture a child sees (the rooms' codes, the children's animals) has its name in every
/// language, for the screen reader; and a class's animals begin with the codes' animals, in
/// their order, so that a child's number keeps his animal.
#[test]
fn every_picture_and_animal_has_its_name_in_every_language() {
    use awale::net::{animals::ANIMALS, code::PICTURES};
    assert_eq!(ANIMALS[..awale::net::animals::HOME_ANIMALS], PICTURES[..awale::net::animals::HOME_ANIMALS]);
    let words: std::collections::BTreeSet<&str> = ANIMALS.iter().map(|(word, _)| *word).collect();
    assert_eq!(words.len(), ANIMALS.len(), "an animal's word twice");
    let emoji: std::collections::BTreeSet<&str> = ANIMALS.iter().map(|(_, emoji)| *emoji).collect();
    assert_eq!(emoji.len(), ANIMALS.len(), "an animal drawn twice");
    for language in awale::i18n::Language::ALL {
        let keys = awale::i18n::keys(language.table()).expect("a table");
        for (word, _) in PICTURES.iter().chain(&ANIMALS) {
            assert!(keys.contains(&format!("picture-{word}")), "{language:?} has no name for the {word}");
        }
    }
}
