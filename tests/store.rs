//! The stores, SQLite and PostgreSQL, through one suite of the `Store` trait: a room made,
//! seated, played, asked to undo, taken back, finished and purged; each change made from a
//! version that is no longer the room's refused (two servers racing on one room never both
//! succeed); a code in use refused; a room someone joined never removed as unjoined. Then each
//! store's schema migrations: an SQLite file written before versions were kept is brought up
//! to date with its rooms, and two servers migrating one PostgreSQL database at once both
//! start. PostgreSQL runs in a throwaway cluster of each test's own (`tests/cluster`).

mod cluster;

use awale::engine::{BySide, Preset, Side};
use awale::net::store::{Change, Failure, Heard, Postgres, Sqlite, Store};
use awale::net::wire::Setup;
use std::sync::Arc;
use std::time::Duration;

fn setup() -> Setup {
    Setup {
        rules: Preset::Tournament.rules(),
        names: BySide::new("Ama".into(), String::new()),
        starter: Side::South,
        games: 1,
        class: None,
    }
}

/// The suite every store passes.
fn suite(store: &dyn Store) {
    let code = "lion-mango-owl";
    assert_eq!(store.room(code).unwrap(), None, "no room yet");
    store.create(code, &setup(), 1_000, Side::South, "south-token").unwrap();
    let conflict = store.create(code, &setup(), 1_001, Side::North, "other").unwrap_err();
    assert_eq!(conflict.failure, Failure::Conflict, "a code in use: {conflict}");
    let room = store.room(code).unwrap().expect("the room is stored");
    assert_eq!((room.version, room.made, room.finished), (0, Some(1_000), None));
    assert_eq!(room.tokens, BySide::new(Some("south-token".into()), None));
    assert!(room.moves.is_empty());

    // A room someone may still join is removed when it expires, not before another sits.
    store.create("ant-bee-cat", &setup(), 1_000, Side::North, "t").unwrap();
    assert!(store.remove("ant-bee-cat").unwrap(), "an unjoined room is removed");
    assert_eq!(store.room("ant-bee-cat").unwrap(), None);

    let joined = Setup { names: BySide::new("Ama".into(), "Kofi".into()), ..setup() };
    let sit = Change::Sit { seat: Side::North, token: "north-token", setup: &joined };
    store.change(code, 0, sit).unwrap();
    let stale = store.change(code, 0, sit).unwrap_err();
    assert_eq!(stale.failure, Failure::Conflict, "a change made from an old version: {stale}");
    assert!(!store.remove(code).unwrap(), "a joined room is not removed as unjoined");

    let mut version = 1;
    for (number, pit) in ["C", "d", "A", "f"].into_iter().enumerate() {
        store.change(code, version, Change::Move { number, pit: pit.parse().unwrap(), finished: None }).unwrap();
        version += 1;
        // The same move from the same version, as a second server racing on the room would.
        let raced = store
            .change(code, version - 1, Change::Move { number, pit: "B".parse().unwrap(), finished: None })
            .unwrap_err();
        assert_eq!(raced.failure, Failure::Conflict, "move {number} raced: {raced}");
    }
    store.change(code, version, Change::AskUndo { by: Side::South }).unwrap();
    version += 1;
    let room = store.room(code).unwrap().unwrap();
    assert_eq!(room.setup, joined, "the names as they now stand");
    assert_eq!(room.tokens, BySide::new(Some("south-token".into()), Some("north-token".into())));
    assert_eq!(room.moves, ["C", "d", "A", "f"]);
    assert_eq!((room.version, room.undo_asked), (version, Some(Side::South)));

    store.change(code, version, Change::TakeBack { number: 2 }).unwrap();
    version += 1;
    let room = store.room(code).unwrap().unwrap();
    assert_eq!((room.moves.as_slice(), room.undo_asked), (&["C".to_owned(), "d".to_owned()][..], None));
    store.change(code, version, Change::Move { number: 2, pit: "B".parse().unwrap(), finished: Some(2_000) }).unwrap();
    let room = store.room(code).unwrap().unwrap();
    assert_eq!((room.moves.len(), room.finished, room.version), (3, Some(2_000), version + 1));

    let rooms = store.rooms().unwrap();
    assert_eq!(rooms, [room], "every room kept");
    assert!(store.purge(2_000).unwrap().is_empty(), "finished at 2,000: kept before");
    assert_eq!(store.purge(2_001).unwrap(), [code.to_owned()]);
    assert_eq!(store.room(code).unwrap(), None, "purged with its moves");
    let gone = store.change(code, version + 1, Change::AskUndo { by: Side::North }).unwrap_err();
    assert_eq!(gone.failure, Failure::Conflict, "a room gone is changed by nobody");
    assert!(store.rooms().unwrap().is_empty());
}

#[test]
fn the_store_suite_passes_on_sqlite() {
    let folder = tempfile::tempdir().unwrap();
    let store = Sqlite::open(&folder.path().join("rooms.sqlite")).expect("the store opens");
    suite(&store);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_store_suite_passes_on_postgres_and_the_other_servers_hear_each_change() {
    let cluster = cluster::Postgres::start();
    let store = Arc::new(Postgres::connect(&cluster.url()).await.expect("the store connects"));
    let other = Arc::new(Postgres::connect(&cluster.url()).await.expect("a second server's store"));
    let mut notes = other.listen().expect("a shared store is heard");
    assert_eq!(tokio::time::timeout(Duration::from_secs(10), notes.recv()).await.unwrap(), Some(Heard::Missed));
    assert!(store.shared());
    let suite_store = Arc::clone(&store);
    tokio::task::spawn_blocking(move || suite(suite_store.as_ref())).await.expect("the suite passes");
    // Every change was told, in order, with the version it made; seats with their presence.
    let mut versions = Vec::new();
    let mut removed = Vec::new();
    while let Ok(Some(heard)) = tokio::time::timeout(Duration::from_secs(2), notes.recv()).await {
        let Heard::Note(note) = heard else { panic!("{heard:?}") };
        if note.removed {
            removed.push(note.code);
            continue;
        }
        assert_eq!((note.code.as_str(), note.origin), ("lion-mango-owl", store.origin()));
        assert_eq!(note.presence.is_some(), note.version == Some(1), "{note:?}");
        versions.extend(note.version);
    }
    assert_eq!(versions, (1..=8).collect::<Vec<i64>>(), "each change heard once, in order");
    assert_eq!(removed, ["ant-bee-cat"], "a room removed is heard, and one not removed is not");
}

#[test]
fn an_sqlite_store_written_before_versions_is_brought_up_to_date_with_its_rooms() {
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("old.sqlite");
    {
        let old = rusqlite::Connection::open(&path).unwrap();
        old.execute_batch(
            "CREATE TABLE rooms (code TEXT PRIMARY KEY, setup TEXT NOT NULL, south_token TEXT, north_token TEXT,
                 finished INTEGER, made INTEGER);
             CREATE TABLE moves (code TEXT NOT NULL REFERENCES rooms(code) ON DELETE CASCADE,
                 number INTEGER NOT NULL, pit TEXT NOT NULL, PRIMARY KEY (code, number));",
        )
        .unwrap();
        let setup = serde_json::to_string(&setup()).unwrap();
        old.execute("INSERT INTO rooms VALUES ('lion-mango-owl', ?1, 's', 'n', NULL, 5)", [setup]).unwrap();
        old.execute_batch("INSERT INTO moves VALUES ('lion-mango-owl', 0, 'C'), ('lion-mango-owl', 1, 'd')").unwrap();
    }
    for _ in 0..2 {
        let store = Sqlite::open(&path).expect("an old store opens");
        let room = store.room("lion-mango-owl").unwrap().expect("its room is kept");
        assert_eq!((room.moves.len(), room.version, room.made, room.undo_asked), (2, 0, Some(5), None));
    }
    let store = Sqlite::open(&path).unwrap();
    store.change("lion-mango-owl", 0, Change::Move { number: 2, pit: "A".parse().unwrap(), finished: None }).unwrap();
    drop(store);
    let newer = rusqlite::Connection::open(&path).unwrap();
    newer.pragma_update(None, "user_version", 99).unwrap();
    drop(newer);
    let refused = Sqlite::open(&path).err().expect("a store newer than this server is refused");
    assert!(refused.message.contains("newer"), "{refused}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_servers_migrating_one_postgres_database_at_once_both_start() {
    let cluster = cluster::Postgres::start();
    let url = cluster.url();
    let (first, second) = tokio::join!(Postgres::connect(&url), Postgres::connect(&url));
    let (first, second) = (first.expect("the first starts"), second.expect("the second starts"));
    assert_eq!(
        cluster.sql("SELECT version FROM awale_schema"),
        "4",
        "every step: the rooms, the classes, their games, the tries"
    );
    drop((first, second));
    cluster.sql("UPDATE awale_schema SET version = 99");
    let refused = Postgres::connect(&url).await.err().expect("a schema newer than this server is refused");
    assert!(refused.message.contains("newer"), "{refused}");
}

#[test]
fn the_db_option_names_an_sqlite_file_or_a_postgres_database_and_an_unreachable_one_is_said_plainly() {
    let folder = tempfile::tempdir().unwrap();
    // `sqlite:PATH`, its folder made, as a plain path is.
    let file = folder.path().join("made/here/rooms.sqlite");
    let server = cluster::Instance::start(&format!("sqlite:{}", file.display()), 0, &[]);
    assert!(file.is_file(), "the SQLite store at {}", file.display());
    drop(server);
    assert!(Sqlite::open(&file).unwrap().rooms().unwrap().is_empty());
    // A database nobody answers at: the server says so, waits for it (`--db-wait`, 2 s here),
    // then stops, its password not shown.
    let url = format!("postgres://awale:secret@127.0.0.1:{}/awale", cluster::free_port());
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_awale-server"))
        .args(["--bind", "127.0.0.1", "--port", "0", "--no-web", "--db-wait", "2", "--db", &url])
        .output()
        .expect("awale-server runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{stderr}");
    assert!(stderr.contains("postgres://awale:***@127.0.0.1:"), "{stderr}");
    assert!(!stderr.contains("secret") && !stderr.contains("panicked"), "{stderr}");
    assert!(stderr.contains("cannot be reached") || stderr.contains("connect"), "{stderr}");
    assert!(stderr.contains("waiting for it (2 s at most)"), "{stderr}");
    // Said as the log says things: a line with its level, the waiting a warning, the end an error.
    let said = |level: &str, words: &str| stderr.lines().any(|line| line.contains(level) && line.contains(words));
    assert!(said("WARN", "waiting for it") && said("ERROR", "postgres://"), "{stderr}");
}

/// `--log` sets what the server's log says: `error` keeps the waiting for a database out of it
/// (a warning), and a level it does not know is refused before anything starts.
#[test]
fn the_log_says_what_its_level_lets_through_and_a_bad_level_is_refused() {
    let url = format!("postgres://awale:secret@127.0.0.1:{}/awale", cluster::free_port());
    let run = |log: &str| {
        std::process::Command::new(env!("CARGO_BIN_EXE_awale-server"))
            .args(["--bind", "127.0.0.1", "--port", "0", "--no-web", "--db-wait", "1", "--db", &url, "--log", log])
            .output()
            .expect("awale-server runs")
    };
    let quiet = run("error");
    let stderr = String::from_utf8_lossy(&quiet.stderr);
    assert!(!stderr.contains("waiting for it") && stderr.contains("ERROR"), "{stderr}");
    let refused = run("loud");
    let stderr = String::from_utf8_lossy(&refused.stderr);
    assert_eq!(refused.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("--log: \"loud\" is not a level"), "{stderr}");
}
