//! Faults of several servers on one PostgreSQL (a throwaway cluster of each test's own), with
//! nginx in front as `docs/nginx/awale.conf` configures it: PostgreSQL restarted mid-game (a
//! move meanwhile refused with `store_unavailable`, never acknowledged and lost, and accepted
//! once it is back); every server's connections to the database dropped mid-game (each server
//! connects again, and hears the other's moves again); and a server killed with SIGKILL
//! mid-game (its devices come back through nginx to the other and keep their seats, no move
//! acknowledged is lost or doubled, and the game goes on); the rooms nobody joined on a server
//! that died expired by another; servers killed again and again with moves in flight, every
//! room playing again after each; and a server started before its database, waiting for it.

mod cluster;

use awale::engine::Side;
use awale::net::wire::ErrorKind;
use cluster::client::{NetError, Player};
use cluster::play::{Watcher, heard, one_move, setup, some_move};
use cluster::{Instance, Nginx, Postgres};
use rand::SeedableRng;
use std::time::{Duration, Instant};

/// The moves the store holds for room `code`, as one string of letters.
fn stored(postgres: &Postgres, code: &str) -> String {
    postgres.sql(&format!("SELECT coalesce(string_agg(pit, '' ORDER BY number), '') FROM moves WHERE code = '{code}'"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_restarted_mid_game_refuses_a_move_as_unavailable_then_the_game_goes_on() {
    let postgres = Postgres::start();
    let (a, b) = (Instance::start(&postgres.url(), 0, &[]), Instance::start(&postgres.url(), 0, &[]));
    let mut south = Player::make(&a.url(), setup(), Side::South).await.expect("a room on A");
    let mut north = Player::join(&b.url(), south.code(), None, None).await.expect("joined on B");
    let mut watcher = Watcher::new(&b.url(), south.code()).await;
    let mut rng = rand::rngs::StdRng::seed_from_u64(17);
    for _ in 0..6 {
        one_move(&mut south, &mut north, &mut rng).await;
    }
    postgres.stop();
    // South's move while the database is down: refused, not acknowledged.
    assert!(south.to_move());
    let pit = some_move(south.games.game(), &mut rng);
    let refused = Instant::now();
    match south.play(pit).await {
        Err(NetError::Refused { error: ErrorKind::StoreUnavailable, message }) => {
            assert!(message.contains("send again"), "{message}");
        }
        other => panic!("a move while the store is down: {other:?}"),
    }
    assert!(refused.elapsed() < Duration::from_secs(8), "refused within the store's wait: {:?}", refused.elapsed());
    assert_eq!(south.games.number(), 6, "nothing acknowledged");
    postgres.resume();
    // Sent again until the servers reach the database again (each waits at most 5 s).
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        match south.play(pit).await {
            Ok(()) => break,
            Err(NetError::Refused { error: ErrorKind::StoreUnavailable, .. }) if Instant::now() < deadline => {
                tokio::time::sleep(Duration::from_millis(200)).await;
            }
            Err(error) => panic!("the move sent again once the store is back: {error}"),
        }
    }
    heard(&mut north, 7, "North on B, after the restart").await;
    for _ in 0..6 {
        one_move(&mut south, &mut north, &mut rng).await;
    }
    let moves = south.games.moves();
    watcher.until(moves.len(), "the watcher on B").await;
    assert_eq!(watcher.view.moves, moves);
    assert_eq!(watcher.heard, moves.len(), "every move heard once");
    assert_eq!(
        stored(&postgres, south.code()),
        moves.iter().map(ToString::to_string).collect::<String>(),
        "every acknowledged move kept, once"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_server_cut_from_postgres_mid_game_connects_again_and_hears_the_others_again() {
    let postgres = Postgres::start();
    let (a, b) = (Instance::start(&postgres.url(), 0, &[]), Instance::start(&postgres.url(), 0, &[]));
    let mut south = Player::make(&a.url(), setup(), Side::South).await.expect("a room on A");
    let mut north = Player::join(&b.url(), south.code(), None, None).await.expect("joined on B");
    let mut watcher = Watcher::new(&a.url(), south.code()).await;
    let mut rng = rand::rngs::StdRng::seed_from_u64(19);
    for round in 0..3 {
        for _ in 0..4 {
            one_move(&mut south, &mut north, &mut rng).await;
        }
        // Every connection of the servers, the listening ones too, dropped by the database.
        let cut = postgres.sql(
            "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE application_name = 'awale-server'",
        );
        assert!(cut.parse::<u32>().unwrap_or(0) >= 2, "round {round}: the servers' connections cut: {cut}");
        // A move at once: accepted on a new connection, or refused as unavailable and sent again.
        let number = south.games.number();
        let (mover, other) = if south.to_move() { (&mut south, &mut north) } else { (&mut north, &mut south) };
        let pit = some_move(mover.games.game(), &mut rng);
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            match mover.play(pit).await {
                Ok(()) => break,
                Err(NetError::Refused { error: ErrorKind::StoreUnavailable, .. }) if Instant::now() < deadline => {
                    tokio::time::sleep(Duration::from_millis(200)).await;
                }
                Err(error) => panic!("round {round}: move {number}: {error}"),
            }
        }
        heard(other, number + 1, &format!("round {round}: the other server's device")).await;
    }
    let moves = south.games.moves();
    assert_eq!(north.games.moves(), moves);
    watcher.until(moves.len(), "the watcher on A").await;
    assert_eq!((watcher.view.moves.clone(), watcher.heard), (moves.clone(), moves.len()), "each move heard once");
    assert_eq!(stored(&postgres, south.code()), moves.iter().map(ToString::to_string).collect::<String>());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_killed_mid_game_its_devices_come_back_through_nginx_and_nothing_is_lost() {
    let postgres = Postgres::start();
    let mut a = Instance::start(&postgres.url(), 0, &[]);
    let b = Instance::start(&postgres.url(), 0, &[]);
    let nginx = Nginx::start([a.address, b.address]);
    // Both devices on A (made and joined there), a watcher through nginx.
    let mut south = Player::make(&a.url(), setup(), Side::South).await.expect("a room on A");
    let mut north = Player::join(&a.url(), south.code(), None, None).await.expect("joined on A");
    let mut rng = rand::rngs::StdRng::seed_from_u64(23);
    for _ in 0..10 {
        one_move(&mut south, &mut north, &mut rng).await;
    }
    let (south_token, north_token) = (south.token().to_owned(), north.token().to_owned());
    // From now on the devices reconnect through nginx, as a web page behind it does.
    south.url = nginx.url();
    north.url = nginx.url();
    // The next move sent as A dies: whether it was kept or not, it is heard once or sent again.
    let pit = some_move(south.games.game(), &mut rng);
    let killed = Instant::now();
    let (played, ()) = tokio::join!(south.play(pit), async {
        a.kill();
    });
    played.expect("the move, sent again through nginx if it was lost with A");
    heard(&mut north, 11, "North back through nginx, on B").await;
    let back = killed.elapsed();
    assert!(back < Duration::from_secs(15), "both devices back within 15 s: {back:?}");
    assert_eq!((south.token().to_owned(), north.token().to_owned()), (south_token, north_token), "the seats kept");
    assert!(south.reconnections >= 1 && north.reconnections >= 1, "both came back");
    let mut watcher = Watcher::new(&nginx.url(), south.code()).await;
    while !south.games.is_over() && south.games.number() < 40 {
        one_move(&mut south, &mut north, &mut rng).await;
    }
    let moves = south.games.moves();
    assert_eq!(north.games.moves(), moves);
    watcher.until(moves.len(), "the watcher through nginx").await;
    assert_eq!(watcher.view.moves, moves);
    assert_eq!(
        stored(&postgres, south.code()),
        moves.iter().map(ToString::to_string).collect::<String>(),
        "no acknowledged move lost or doubled"
    );
}

/// After a second failure the balancer lets every device back in at once: A killed (its
/// devices go to B), A started again, then B killed: every room plays again through nginx, on
/// A, within 5 s. (nginx with `max_fails=1` kept A marked failed and answered 502 "no live
/// upstreams" for tens of seconds.)
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_a_second_failure_every_device_is_back_through_nginx_within_5_s() {
    let postgres = Postgres::start();
    let mut a = Instance::start(&postgres.url(), 0, &[]);
    let mut b = Instance::start(&postgres.url(), 0, &[]);
    let nginx = Nginx::start([a.address, b.address]);
    let mut rooms = Vec::new();
    for _ in 0..4 {
        let south = Player::make(&nginx.url(), setup(), Side::South).await.expect("a room through nginx");
        let north = Player::join(&nginx.url(), south.code(), None, None).await.expect("joined through nginx");
        rooms.push((south, north));
    }
    let mut rng = rand::rngs::StdRng::seed_from_u64(29);
    for (south, north) in &mut rooms {
        one_move(south, north, &mut rng).await;
    }
    let port = a.address.port();
    a.kill();
    for (south, north) in &mut rooms {
        one_move(south, north, &mut rng).await;
    }
    let _a = Instance::start(&postgres.url(), port, &[]);
    b.kill();
    let killed = Instant::now();
    for (south, north) in &mut rooms {
        one_move(south, north, &mut rng).await;
    }
    let back = killed.elapsed();
    assert!(back < Duration::from_secs(5), "every room plays again within 5 s of the second failure: {back:?}");
    for (south, north) in &rooms {
        assert_eq!(
            stored(&postgres, south.code()),
            south.games.moves().iter().map(ToString::to_string).collect::<String>()
        );
        assert_eq!(north.games.moves(), south.games.moves());
    }
}

/// A server killed again and again with moves in flight, each started again on its port:
/// eight rooms through nginx, each moving at once while one of the two servers dies (eight
/// kills, each server four times). After each kill every room plays again (its devices resume on
/// the survivor, a device behind the room hears the moves it lacks before its own is taken),
/// and at the end the store holds exactly the moves the devices were told were played.
/// (After the third kill of a run, two rooms of 40 were refused `stale` for good.)
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn servers_killed_again_and_again_with_moves_in_flight_every_room_plays_again() {
    use rand::RngExt;
    use std::sync::atomic::{AtomicUsize, Ordering};
    const KILLS: usize = 8;
    const ROOMS: u64 = 24;
    let postgres = Postgres::start();
    let mut servers = [Instance::start(&postgres.url(), 0, &[]), Instance::start(&postgres.url(), 0, &[])];
    let nginx = Nginx::start([servers[0].address, servers[1].address]);
    let mut rooms = Vec::new();
    for seed in 0..ROOMS {
        let south = Player::make(&nginx.url(), setup(), Side::South).await.expect("a room through nginx");
        let north = Player::join(&nginx.url(), south.code(), None, None).await.expect("joined through nginx");
        rooms.push((south, north, rand::rngs::StdRng::seed_from_u64(31 + seed)));
    }
    let mut rng = rand::rngs::StdRng::seed_from_u64(37);
    let mut in_flight = 0;
    for kill in 0..KILLS {
        let victim = kill % 2;
        let port = servers[victim].address.port();
        let after = Duration::from_millis(rng.random_range(0..40));
        // Every room moves four times; the victim dies among the first moves, the number of
        // moves then made counted.
        let made = &AtomicUsize::new(0);
        let playing = futures_util::future::join_all(rooms.iter_mut().map(|(south, north, rng)| async move {
            for _ in 0..4 {
                if !south.games.is_over() {
                    one_move(south, north, rng).await;
                    made.fetch_add(1, Ordering::Relaxed);
                }
            }
        }));
        let victim_server = &mut servers[victim];
        let (_, at) = tokio::join!(playing, async {
            tokio::time::sleep(after).await;
            victim_server.kill();
            made.load(Ordering::Relaxed)
        });
        in_flight += usize::from(at < made.load(Ordering::Relaxed));
        servers[victim] = Instance::start(&postgres.url(), port, &[]);
        for (index, (south, north, _)) in rooms.iter().enumerate() {
            assert_eq!(north.games.moves(), south.games.moves(), "kill {kill}: room {index}'s devices agree");
        }
    }
    assert!(in_flight * 2 >= KILLS, "most kills came with moves still to make: {in_flight} of {KILLS}");
    // After the last kill, every room plays on through either server.
    let again = futures_util::future::join_all(rooms.iter_mut().map(|(south, north, rng)| async move {
        for _ in 0..2 {
            if !south.games.is_over() {
                one_move(south, north, rng).await;
            }
        }
    }));
    again.await;
    for (index, (south, north, _)) in rooms.iter().enumerate() {
        assert!(south.reconnections + north.reconnections >= 1, "room {index}: its devices came back at least once");
        assert_eq!(north.games.moves(), south.games.moves());
        assert_eq!(
            stored(&postgres, south.code()),
            south.games.moves().iter().map(ToString::to_string).collect::<String>(),
            "room {index}: every acknowledged move kept, once"
        );
    }
}

/// The rooms nobody joined on a server that died expire through the others: a room waiting on
/// A, whose maker's device went with A, is removed by B once its wait is over; a room whose
/// maker waits on B is kept while he does.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_rooms_nobody_joined_on_a_dead_server_expire_through_another() {
    let postgres = Postgres::start();
    let short = ["--unjoined-minutes", "0.05"];
    let mut a = Instance::start(&postgres.url(), 0, &short);
    let b = Instance::start(&postgres.url(), 0, &short);
    let on_a = Player::make(&a.url(), setup(), Side::South).await.expect("a room on A");
    let on_b = Player::make(&b.url(), setup(), Side::South).await.expect("a room on B");
    let count = |code: &str| postgres.sql(&format!("SELECT count(*) FROM rooms WHERE code = '{code}'"));
    a.kill();
    let killed = Instant::now();
    while count(on_a.code()) != "0" {
        assert!(killed.elapsed() < Duration::from_secs(20), "the dead server's room nobody joined expires");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    // Twice the wait (3 s) since: the room whose maker waits on B is still there.
    tokio::time::sleep(Duration::from_secs(6)).await;
    assert_eq!(count(on_b.code()), "1", "a room whose maker waits is kept");
    let joined = Player::join(&b.url(), on_b.code(), None, None).await.expect("and may still be joined");
    assert_eq!(joined.seat(), Side::North);
}

/// A server started while its database is down waits for it (it neither exits nor listens),
/// then serves as soon as the database is up.
#[test]
fn a_server_started_before_its_database_waits_for_it_then_serves() {
    let postgres = Postgres::start();
    postgres.stop();
    let url = postgres.url();
    let (sender, receiver) = std::sync::mpsc::channel();
    let starting = std::thread::spawn(move || {
        let instance = Instance::start(&url, 0, &[]);
        let _ = sender.send(instance.address);
        instance
    });
    // Its first line comes only once it listens: an exit would end the thread at once.
    assert!(
        receiver.recv_timeout(Duration::from_secs(3)).is_err() && !starting.is_finished(),
        "the server waits for its database"
    );
    postgres.resume();
    receiver.recv_timeout(Duration::from_secs(30)).expect("the server listens once the database is up");
    let server = starting.join().expect("the server started");
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("a runtime");
    runtime.block_on(async {
        let south = Player::make(&server.url(), setup(), Side::South).await.expect("a room");
        let north = Player::join(&server.url(), south.code(), None, None).await.expect("joined");
        assert_eq!(north.seat(), Side::North);
    });
}
