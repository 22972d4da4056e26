//! Two `awale-server` instances on one PostgreSQL (a throwaway cluster of each test's own),
//! with nginx in front as `docs/nginx/awale.conf` configures it: a device on one instance plays
//! a device on the other, undo asked on one and agreed on the other, and watchers on each
//! instance and through nginx see every move once, in order; two instances racing on one room
//! (a move sent to both at once by a seat just taken back on one, the last seat asked on both)
//! accept one; a best of 3 split
//! across the two plays game after game to its end, refused an undo on either once decided; a
//! seat taken back on one instance closes its older connection on the other (`REPLACED`); a
//! room removed on one is gone on the other; a device is answered from the store, not from a
//! copy behind it; the wait of a room nobody joined; servers whose clocks disagree.

mod cluster;

use awale::engine::{Pit, Side};
use awale::net::wire::{ErrorKind, ToClient, ToServer, VERSION, close};
use cluster::client::{Connection, NetError, Player, watch};
use cluster::play::{Watcher, answer, one_move, setup, some_move};
use cluster::{Instance, Nginx, Postgres};
use rand::SeedableRng;
use std::time::Duration;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_device_on_one_instance_plays_one_on_the_other_and_every_watcher_sees_each_move_once() {
    let postgres = Postgres::start();
    let (a, b) = (Instance::start(&postgres.url(), 0, &[]), Instance::start(&postgres.url(), 0, &[]));
    let nginx = Nginx::start([a.address, b.address]);
    let mut south = Player::make(&a.url(), setup(), Side::South).await.expect("a room on A");
    let mut watchers = [
        ("the watcher on A", Watcher::new(&a.url(), south.code()).await),
        ("the watcher on B", Watcher::new(&b.url(), south.code()).await),
        ("the watcher through nginx", Watcher::new(&nginx.url(), south.code()).await),
    ];
    let mut north = Player::join(&b.url(), south.code(), None, None).await.expect("joined on B");
    assert_eq!(north.view().setup, setup(), "B read the room A made");
    let mut rng = rand::rngs::StdRng::seed_from_u64(11);
    for _ in 0..6 {
        one_move(&mut south, &mut north, &mut rng).await;
    }
    // South asks on A, North agrees on B: South's move and North's reply are taken back.
    let before = south.games.number();
    assert!(south.to_move());
    let mut asking = Connection::open(&a.url()).await.unwrap();
    let resume = |player: &Player| ToServer::Resume {
        version: VERSION,
        code: player.code().to_owned(),
        token: player.token().to_owned(),
    };
    asking.send(&resume(&south)).await.unwrap();
    assert!(matches!(answer(&mut asking).await, ToClient::Seated { .. }));
    asking.send(&ToServer::Undo {}).await.unwrap();
    assert_eq!(answer(&mut asking).await, ToClient::UndoAsked { by: Side::South });
    let mut agreeing = Connection::open(&b.url()).await.unwrap();
    agreeing.send(&resume(&north)).await.unwrap();
    assert!(matches!(answer(&mut agreeing).await, ToClient::Seated { .. }));
    agreeing.send(&ToServer::Undo {}).await.unwrap();
    // B may hear South's ask before or as North agrees.
    let mut agreed = answer(&mut agreeing).await;
    if agreed == (ToClient::UndoAsked { by: Side::South }) {
        agreed = answer(&mut agreeing).await;
    }
    assert_eq!(agreed, ToClient::Undone { moves: before - 2 });
    assert_eq!(answer(&mut asking).await, ToClient::Undone { moves: before - 2 }, "A heard B's undo");
    drop((asking, agreeing));
    south.reconnect(Duration::from_secs(10)).await.expect("South's seat back on A");
    north.reconnect(Duration::from_secs(10)).await.expect("North's seat back on B");
    assert_eq!((south.games.number(), north.games.number()), (before - 2, before - 2));
    while !south.games.is_over() {
        one_move(&mut south, &mut north, &mut rng).await;
        assert!(south.games.number() < 3_000, "the tournament rules end every game");
    }
    let moves = south.games.number();
    assert_eq!(north.games.moves(), south.games.moves());
    for (who, watcher) in &mut watchers {
        watcher.until(moves, who).await;
        assert_eq!(watcher.view.moves, south.games.moves(), "{who}");
        assert_eq!(watcher.heard, moves + 2, "{who}: every move heard once, and the two taken back");
    }
    let stored =
        postgres.sql(&format!("SELECT string_agg(pit, '' ORDER BY number) FROM moves WHERE code = '{}'", south.code()));
    assert_eq!(
        stored,
        south.games.moves().iter().map(ToString::to_string).collect::<String>(),
        "the store holds the game"
    );
    let finished = postgres.sql(&format!("SELECT finished IS NOT NULL FROM rooms WHERE code = '{}'", south.code()));
    assert_eq!(finished, "t");
    // Over, on either instance.
    let mut late = Connection::open(&b.url()).await.unwrap();
    late.send(&resume(&south)).await.unwrap();
    assert!(matches!(answer(&mut late).await, ToClient::Seated { .. }));
    late.send(&ToServer::Move { number: moves, pit: "A".parse().unwrap() }).await.unwrap();
    assert!(matches!(answer(&mut late).await, ToClient::Error { error: ErrorKind::GameOver, .. }));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_instances_racing_on_one_room_accept_one_move_and_one_seat() {
    let postgres = Postgres::start();
    let (a, b) = (Instance::start(&postgres.url(), 0, &[]), Instance::start(&postgres.url(), 0, &[]));
    // The last seat, asked on both at once, 10 times: one sits, the other may watch.
    for round in 0..10 {
        let south = Player::make(&a.url(), setup(), Side::South).await.expect("a room");
        let (url_a, url_b) = (a.url(), b.url());
        let (on_a, on_b) = tokio::join!(
            Player::join(&url_a, south.code(), None, None),
            Player::join(&url_b, south.code(), None, None)
        );
        let refused = [&on_a, &on_b].into_iter().filter_map(|joined| joined.as_ref().err()).collect::<Vec<_>>();
        assert_eq!(refused.len(), 1, "round {round}: one joins, the other is refused: {refused:?}");
        assert!(refused[0].to_string().contains("SeatTaken"), "round {round}: {}", refused[0]);
    }
    // Each move sent at once on both instances by the player to move: his seat taken back on B
    // just before, while A has not heard of it yet. One is accepted, heard once by watchers on
    // both; the other is refused as late, or its connection closed for the seat taken back.
    let south = Player::make(&a.url(), setup(), Side::South).await.expect("a room");
    let north = Player::join(&b.url(), south.code(), None, None).await.expect("joined");
    let (mut watch_a, _) = watch(&a.url(), south.code()).await.expect("watching on A");
    let (mut watch_b, _) = watch(&b.url(), south.code()).await.expect("watching on B");
    let mut games = south.games.clone();
    let mut rng = rand::rngs::StdRng::seed_from_u64(3);
    let mut accepted: Vec<Pit> = Vec::new();
    while accepted.len() < 20 && !games.is_over() {
        let number = games.number();
        let mover = if games.to_move() == Some(Side::South) { &south } else { &north };
        let (mut on_a, mut on_b) = (seated(&a.url(), mover).await, seated(&b.url(), mover).await);
        let pits = [some_move(games.game(), &mut rng), some_move(games.game(), &mut rng)];
        let send = |pit: Pit| ToServer::Move { number, pit };
        let (one, two) = (send(pits[0]), send(pits[1]));
        let (x, y) = tokio::join!(on_a.send(&one), on_b.send(&two));
        x.and(y).expect("both sent");
        let (pit, heard_b) = tokio::join!(watched(&mut watch_a, number), watched(&mut watch_b, number));
        assert_eq!(heard_b, pit, "move {number}: both watchers heard {pit}");
        assert!(pits.contains(&pit), "move {number}: {pit} is one of {pits:?}");
        let (told_a, told_b) = tokio::join!(heard_after(&mut on_a, number), heard_after(&mut on_b, number));
        let refused: Vec<ErrorKind> = told_a.1.iter().chain(&told_b.1).copied().collect();
        assert!(refused.iter().all(|error| *error == ErrorKind::Stale), "move {number}: the loser is told it is late");
        assert!(refused.len() <= 1, "move {number}: one move accepted: {told_a:?} {told_b:?}");
        if pits[0] != pits[1] && !told_a.2 {
            assert_eq!(refused.len(), 1, "move {number}: of two different moves, one refused: {told_a:?} {told_b:?}");
        }
        games.play(pit).unwrap();
        accepted.push(pit);
    }
    let stored =
        postgres.sql(&format!("SELECT string_agg(pit, '' ORDER BY number) FROM moves WHERE code = '{}'", south.code()));
    assert_eq!(
        stored,
        accepted.iter().map(ToString::to_string).collect::<String>(),
        "the store holds each accepted move once"
    );
}

/// A new connection to `player`'s seat on `url`, seated with its token.
async fn seated(url: &str, player: &Player) -> Connection {
    let mut connection = Connection::open(url).await.unwrap();
    let resume =
        ToServer::Resume { version: VERSION, code: player.code().to_owned(), token: player.token().to_owned() };
    connection.send(&resume).await.unwrap();
    assert!(matches!(answer(&mut connection).await, ToClient::Seated { .. }));
    connection
}

/// What `connection` heard after move `number` was sent: it waits up to 10 s for the move or an
/// error (every connection of the room hears the move unless it is closed), then until nothing
/// more came for 0.5 s or the connection ended. Returns the move it heard, the errors it was
/// sent, and whether it was closed because its seat was taken back (`REPLACED`).
async fn heard_after(connection: &mut Connection, number: usize) -> (Option<Pit>, Vec<ErrorKind>, bool) {
    let (mut moved, mut errors) = (None, Vec::new());
    loop {
        let heard = moved.is_some() || !errors.is_empty();
        let wait = Duration::from_millis(if heard { 500 } else { 10_000 });
        match connection.receive(wait).await {
            Ok(ToClient::Moved { number: heard, pit }) => {
                assert_eq!(heard, number, "the next move, in order");
                assert!(moved.replace(pit).is_none(), "move {number} heard once");
            }
            Ok(ToClient::Error { error, .. }) => errors.push(error),
            Ok(ToClient::Presence { .. }) => {}
            Ok(other) => panic!("{other:?}"),
            Err(NetError::Closed { code: close::REPLACED, .. }) => return (moved, errors, true),
            Err(_) => return (moved, errors, false),
        }
    }
}

/// The move a watcher heard after move `number` was sent, and nothing else.
async fn watched(connection: &mut Connection, number: usize) -> Pit {
    let (moved, errors, _) = heard_after(connection, number).await;
    assert!(errors.is_empty(), "move {number}: a watcher is sent no error: {errors:?}");
    moved.unwrap_or_else(|| panic!("move {number}: the watcher heard it"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_best_of_three_split_across_two_instances_plays_game_after_game_to_its_end() {
    let postgres = Postgres::start();
    let (a, b) = (Instance::start(&postgres.url(), 0, &[]), Instance::start(&postgres.url(), 0, &[]));
    let best_of_3 = awale::net::wire::Setup { games: 3, ..setup() };
    let mut south = Player::make(&a.url(), best_of_3, Side::South).await.expect("a room on A");
    let mut north = Player::join(&b.url(), south.code(), None, None).await.expect("joined on B");
    let mut watcher = Watcher::new(&b.url(), south.code()).await;
    let mut rng = rand::rngs::StdRng::seed_from_u64(29);
    while !south.games.is_over() {
        one_move(&mut south, &mut north, &mut rng).await;
        assert!(south.games.number() < 3_000, "the tournament rules end every game");
    }
    let series = south.games.series().clone();
    assert!((2..=3).contains(&series.played()), "{series:?}");
    assert_eq!(north.games.series(), &series, "B played the same match");
    watcher.until(south.games.number(), "the watcher on B").await;
    assert_eq!(awale::net::room::replay(&watcher.view).unwrap().series(), &series);
    let finished = postgres.sql(&format!("SELECT finished IS NOT NULL FROM rooms WHERE code = '{}'", south.code()));
    assert_eq!(finished, "t", "the decided match is finished in the store");
    // Over on both instances: an undo is refused on either.
    for url in [a.url(), b.url()] {
        let mut late = Connection::open(&url).await.unwrap();
        let resume =
            ToServer::Resume { version: VERSION, code: north.code().to_owned(), token: north.token().to_owned() };
        late.send(&resume).await.unwrap();
        assert!(matches!(answer(&mut late).await, ToClient::Seated { .. }));
        late.send(&ToServer::Undo {}).await.unwrap();
        assert!(matches!(answer(&mut late).await, ToClient::Error { error: ErrorKind::GameOver, .. }), "{url}");
    }
}

/// A seat taken back on the other instance: the seat's older connection, on the first, is told
/// why (`REPLACED`), as on one server, and the newer plays on.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_taken_back_on_the_other_instance_closes_the_older_connection_there() {
    let postgres = Postgres::start();
    let (a, b) = (Instance::start(&postgres.url(), 0, &[]), Instance::start(&postgres.url(), 0, &[]));
    let south = Player::make(&a.url(), setup(), Side::South).await.expect("a room on A");
    let mut north = Player::join(&b.url(), south.code(), None, None).await.expect("joined on B");
    let resume = ToServer::Resume { version: VERSION, code: south.code().to_owned(), token: south.token().to_owned() };
    let mut older = Connection::open(&a.url()).await.unwrap();
    older.send(&resume).await.unwrap();
    assert!(matches!(answer(&mut older).await, ToClient::Seated { seat: Side::South, .. }));
    tokio::time::sleep(Duration::from_millis(50)).await;
    let mut newer = Connection::open(&b.url()).await.unwrap();
    newer.send(&resume).await.unwrap();
    assert!(matches!(answer(&mut newer).await, ToClient::Seated { seat: Side::South, .. }));
    let told = loop {
        match older.receive(Duration::from_secs(5)).await {
            Ok(ToClient::Presence { .. }) => {}
            other => break other,
        }
    };
    assert!(matches!(told, Err(NetError::Closed { code: close::REPLACED, .. })), "the older is told: {told:?}");
    newer.send(&ToServer::Move { number: 0, pit: "C".parse().unwrap() }).await.unwrap();
    assert_eq!(answer(&mut newer).await, ToClient::Moved { number: 0, pit: "C".parse().unwrap() });
    north.until(|p| p.games.number() == 1).await.expect("North on B hears the newer's move");
}

/// A room removed on one server is gone on the other: X removes the room nobody joined, and
/// the watcher on Y is told (`EXPIRED`) and a new watch of its code on Y answers `no_room`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_room_removed_on_one_server_is_gone_on_the_other() {
    let postgres = Postgres::start();
    let short = ["--unjoined-minutes", "0.05"];
    let (x, y) = (Instance::start(&postgres.url(), 0, &short), Instance::start(&postgres.url(), 0, &short));
    let mut maker = Player::make(&x.url(), setup(), Side::South).await.expect("a room on X");
    let (mut on_y, _) = watch(&y.url(), maker.code()).await.expect("watched on Y");
    maker.disconnect();
    let count = || postgres.sql(&format!("SELECT count(*) FROM rooms WHERE code = '{}'", maker.code()));
    let told = loop {
        match on_y.receive(Duration::from_secs(20)).await {
            Ok(ToClient::Presence { .. }) => {}
            other => break other,
        }
    };
    assert!(matches!(told, Err(NetError::Closed { code: close::EXPIRED, .. })), "the watcher on Y is told: {told:?}");
    assert_eq!(count(), "0", "removed from the store");
    let again = watch(&y.url(), maker.code()).await;
    assert!(
        matches!(again, Err(NetError::Refused { error: ErrorKind::NoRoom, .. })),
        "Y answers from the store, not from its copy: {:?}",
        again.map(|(_, view)| view)
    );
}

/// A device is answered from the room at the store's version, never from a copy behind it: B
/// holds the room (a watcher there) when a move is kept in the store without its note reaching
/// B; a new watcher on B and North taking his seat back on B both get that move.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_device_is_answered_from_the_store_not_from_a_copy_behind_it() {
    let postgres = Postgres::start();
    let (a, b) = (Instance::start(&postgres.url(), 0, &[]), Instance::start(&postgres.url(), 0, &[]));
    let mut south = Player::make(&a.url(), setup(), Side::South).await.expect("a room on A");
    let mut north = Player::join(&a.url(), south.code(), None, None).await.expect("joined on A");
    let mut watcher = Watcher::new(&b.url(), south.code()).await;
    let mut rng = rand::rngs::StdRng::seed_from_u64(31);
    for _ in 0..2 {
        one_move(&mut south, &mut north, &mut rng).await;
    }
    watcher.until(2, "the watcher on B").await;
    // A change B has not heard of: the next move kept in the store with no note sent.
    let pit = some_move(south.games.game(), &mut rng);
    let code = south.code();
    postgres.sql(&format!(
        "BEGIN; INSERT INTO moves (code, number, pit) VALUES ('{code}', 2, '{pit}'); \
         UPDATE rooms SET version = version + 1 WHERE code = '{code}'; COMMIT;"
    ));
    let (_, view) = watch(&b.url(), code).await.expect("watching on B");
    assert_eq!(view.moves.len(), 3, "a new watcher on B sees the stored move");
    north.disconnect();
    north.url = b.url();
    north.reconnect(Duration::from_secs(10)).await.expect("North's seat back on B");
    assert_eq!(north.games.number(), 3, "North, back on B, has the stored move");
    assert_eq!(north.view().moves.last().copied(), Some(pit));
}

/// The wait of a room nobody joined, on several servers as on one: kept while its maker stays
/// past the wait, removed once he leaves.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_room_whose_maker_stayed_past_the_wait_goes_once_he_leaves() {
    let postgres = Postgres::start();
    let short = ["--unjoined-minutes", "0.05"];
    let (x, _y) = (Instance::start(&postgres.url(), 0, &short), Instance::start(&postgres.url(), 0, &short));
    let mut maker = Player::make(&x.url(), setup(), Side::South).await.expect("a room on X");
    let code = maker.code().to_owned();
    let count = || postgres.sql(&format!("SELECT count(*) FROM rooms WHERE code = '{code}'"));
    // Twice the wait (3 s) with its maker there: kept.
    tokio::time::sleep(Duration::from_secs(6)).await;
    assert_eq!(count(), "1", "kept while its maker stays");
    maker.disconnect();
    let left = std::time::Instant::now();
    while count() != "0" {
        assert!(left.elapsed() < Duration::from_secs(4), "removed once its maker left");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Servers whose clocks disagree (X's 10 s ahead, by libfaketime) agree on every time they
/// compare, through the database's clock: X does not remove a room whose maker waits on Y, and a
/// seat taken back on Y closes its older connection on X.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn servers_whose_clocks_disagree_agree_through_the_database() {
    let postgres = Postgres::start();
    let short = ["--unjoined-minutes", "0.05"];
    let x = Instance::skewed(&postgres.url(), &short, 10);
    let y = Instance::start(&postgres.url(), 0, &short);
    let waiting = Player::make(&y.url(), setup(), Side::South).await.expect("a room on Y");
    let code = waiting.code().to_owned();
    let count = || postgres.sql(&format!("SELECT count(*) FROM rooms WHERE code = '{code}'"));
    // Twice the wait (3 s) and more with its maker on Y: X, sweeping every second, keeps it.
    for _ in 0..8 {
        tokio::time::sleep(Duration::from_secs(1)).await;
        assert_eq!(count(), "1", "a room whose maker waits on Y is kept by X");
    }
    let north = Player::join(&x.url(), &code, None, None).await.expect("joined on X");
    // North's seat on X, then taken back on Y: his connection on X, older, gives way.
    let resume = ToServer::Resume { version: VERSION, code: code.clone(), token: north.token().to_owned() };
    let mut older = Connection::open(&x.url()).await.unwrap();
    older.send(&resume).await.unwrap();
    assert!(matches!(answer(&mut older).await, ToClient::Seated { seat: Side::North, .. }));
    tokio::time::sleep(Duration::from_millis(50)).await;
    let mut newer = Connection::open(&y.url()).await.unwrap();
    newer.send(&resume).await.unwrap();
    assert!(matches!(answer(&mut newer).await, ToClient::Seated { seat: Side::North, .. }));
    let told = loop {
        match older.receive(Duration::from_secs(5)).await {
            Ok(ToClient::Presence { .. }) => {}
            other => break other,
        }
    };
    assert!(matches!(told, Err(NetError::Closed { code: close::REPLACED, .. })), "the older on X is told: {told:?}");
}
