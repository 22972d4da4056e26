//! The game's own devices (`net::device`): a whole game with a watcher, a room that is not, no server.

use super::*;
use awale::net::device::Device;
use awale::net::session::{Event, Role};

on_both_stores!(
    async: [],
    sync: [
        the_games_own_devices_play_a_whole_game_a_watcher_follows_and_a_tap_made_asleep_is_sent_on_waking,
        a_device_asking_for_a_room_that_does_not_exist_is_told_and_stops_trying,
        a_move_the_other_device_plays_wakes_the_game_before_it_looks,
        a_device_behind_the_room_hears_the_moves_it_lacks_when_its_move_is_refused,
    ]
);

/// A move played on the other device wakes the game (`net::waker`) as it arrives, before the
/// game looks for it: a window asleep until input draws it at once. The waker here notes when
/// it was called; the move is then waiting for the device's next look.
fn a_move_the_other_device_plays_wakes_the_game_before_it_looks(db: Db) {
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::{Arc, OnceLock};
    static WOKEN: OnceLock<Arc<AtomicUsize>> = OnceLock::new();
    let woken = Arc::clone(WOKEN.get_or_init(|| {
        let woken = Arc::new(AtomicUsize::new(0));
        let counter = Arc::clone(&woken);
        awale::net::waker::add(move || {
            counter.fetch_add(1, Ordering::SeqCst);
        });
        woken
    }));
    let server = serve(&db, &[]);
    let wait = Duration::from_secs(10);
    let (mut maker, mut joiner) = seated_pair(&server, wait);
    std::thread::sleep(Duration::from_millis(300));
    maker.pump();
    let before = woken.load(Ordering::SeqCst);
    let mut rng = rand::rngs::StdRng::seed_from_u64(3);
    let pit = device_move(&maker, &mut rng).expect("South sows first");
    maker.tap(pit).expect("a legal tap");
    let until = std::time::Instant::now() + wait;
    while woken.load(Ordering::SeqCst) == before {
        assert!(std::time::Instant::now() < until, "the game was never woken by the move");
        std::thread::sleep(Duration::from_millis(5));
    }
    let heard = joiner.pump_until(wait, |d| d.session.number() > 0);
    assert!(heard.iter().any(|event| matches!(event, Event::Moved(_))), "the move was waiting: {heard:?}");
}

/// Two of the game's devices seated in a new room on `server`, each knowing the other is here:
/// the maker (South) and the joiner (North).
fn seated_pair(server: &Instance, wait: Duration) -> (Device, Device) {
    let mut maker = Device::open(&server.url(), Role::Make { setup: setup(), seat: Side::South });
    maker.pump_until(wait, |d| d.session.code().is_some());
    let code = maker.session.code().expect("a code").to_owned();
    let mut joiner = Device::open(&server.url(), Role::Join { code, seat: None, name: None });
    joiner.pump_until(wait, |d| d.session.seat().is_some());
    maker.pump_until(wait, |d| d.session.both_seated() && d.session.other_here());
    joiner.pump_until(wait, |d| d.session.both_seated());
    (maker, joiner)
}

/// The room's games as a device's session knows them: its record, laid out.
fn room_games(device: &Device) -> awale::net::room::Games {
    awale::net::room::replay(device.session.view.as_ref().expect("the room answered")).expect("the record replays")
}

/// The game's own devices (`net::device`, the code the board plays through): whose turn it is
/// and a legal move of his, from the room's record the device keeps.
fn device_move(device: &Device, rng: &mut rand::rngs::StdRng) -> Option<Pit> {
    let games = room_games(device);
    let game = games.game();
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
    let mut joiner = Device::open(&server.url(), Role::Join { code: emoji, seat: None, name: Some("Kofi".into()) });
    joiner.pump_until(wait, |d| d.session.seat().is_some());
    assert_eq!(joiner.session.seat(), Some(Side::North));
    let mut watcher = Device::open(&server.url(), Role::Watch { code: code.clone(), token: None });
    watcher.pump_until(wait, |d| d.session.code().is_some());
    maker.pump_until(wait, |d| d.session.both_seated() && d.session.other_here());
    assert_eq!(maker.session.view.as_ref().unwrap().setup.names.north, "Kofi", "the joiner's name reaches the maker");
    assert!(watcher.session.tap(Pit::from_letter('A').unwrap()).is_err(), "a watcher does not play");

    let mut rng = rand::rngs::StdRng::seed_from_u64(11);
    let mut seen_by_watcher = 0;
    let mut asleep_once = false;
    while !maker.session.is_over() {
        let number = maker.session.number();
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
            let events = mover.pump_until(wait, |d| d.session.number() > number);
            assert!(events.contains(&Event::Back), "the device came back by itself: {events:?}");
        } else {
            mover.tap(pit).expect("a legal tap");
            mover.pump_until(wait, |d| d.session.number() > number);
        }
        other.pump_until(wait, |d| d.session.number() > number);
        assert_eq!(maker.session.number(), number + 1, "move {number} reached both");
        assert_eq!(joiner.session.number(), number + 1, "move {number} reached both");
        seen_by_watcher += watcher.pump().iter().filter(|e| matches!(e, Event::Moved(_))).count();
    }
    let moves = maker.session.number();
    let events = watcher.pump_until(wait, |d| d.session.number() >= moves);
    seen_by_watcher += events.iter().filter(|e| matches!(e, Event::Moved(_))).count();
    assert_eq!(seen_by_watcher, moves, "the watcher saw every move fly");
    assert_eq!(room_games(&maker).game().position(), room_games(&joiner).game().position());
    assert_eq!(room_games(&watcher).game().position(), room_games(&maker).game().position());
    assert_eq!(stored_game(&db, &code).position(), room_games(&maker).game().position(), "the store holds every move");
}

fn a_device_asking_for_a_room_that_does_not_exist_is_told_and_stops_trying(db: Db) {
    let server = serve(&db, &[]);
    let mut joiner = Device::open(&server.url(), Role::Join { code: "ant-ant-ant".into(), seat: None, name: None });
    let events = joiner.pump_until(Duration::from_secs(10), |d| d.given_up.is_some());
    assert!(events.iter().any(|e| matches!(e, Event::Refused(ErrorKind::NoRoom, _))), "no room: told ({events:?})");
    assert!(joiner.given_up.is_some());
}

#[test]
fn a_device_that_cannot_reach_its_server_says_so_and_stops_trying() {
    // Port 1 on loopback: nothing listens there.
    let mut device = Device::open("ws://127.0.0.1:1/rooms", Role::Watch { code: "ant-bee-cat".into(), token: None });
    device.pump_until(Duration::from_secs(15), |d| d.given_up.is_some());
    let why = device.given_up.as_deref().expect("given up, and why");
    assert!(why.contains("127.0.0.1:1"), "{why}");
    assert_eq!(device.session.failures(), awale::net::device::FIRST_TRIES);
}

/// A device one move behind the room (a move it never heard: its server killed before telling
/// it) taps as if it were its turn: the move is refused as not the next, and the device takes
/// its seat again at once and hears the move it lacked; it then plays on.
fn a_device_behind_the_room_hears_the_moves_it_lacks_when_its_move_is_refused(db: Db) {
    let server = serve(&db, &[]);
    let wait = Duration::from_secs(10);
    let (mut south, mut north) = seated_pair(&server, wait);
    let mut rng = rand::rngs::StdRng::seed_from_u64(8);
    for number in 0..2 {
        let mover = if number % 2 == 0 { &mut south } else { &mut north };
        let pit = device_move(mover, &mut rng).expect("a move");
        mover.tap(pit).expect("a legal tap");
        south.pump_until(wait, |d| d.session.number() > number);
        north.pump_until(wait, |d| d.session.number() > number);
    }
    // North forgets the last move, its own, as if it had never heard it: to it, it is its turn.
    north.session.heard(ToClient::Undone { moves: 1 });
    north.pump();
    assert_eq!(north.session.number(), 1);
    let pit = device_move(&north, &mut rng).expect("its turn, as it believes");
    north.tap(pit).expect("legal on the board it has");
    let heard = north.pump_until(wait, |d| d.session.number() == 2);
    assert_eq!(north.session.number(), 2, "the move it lacked came: {heard:?}");
    assert!(!heard.iter().any(|event| matches!(event, Event::Refused(..))), "no refusal shown: {heard:?}");
    // And the game goes on from there.
    let pit = device_move(&south, &mut rng).expect("South's turn");
    south.tap(pit).expect("a legal tap");
    north.pump_until(wait, |d| d.session.number() == 3);
    assert_eq!(north.session.number(), 3);
}
