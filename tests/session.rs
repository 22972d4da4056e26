//! A device's room without a server: the messages a server sends, fed to a [`Session`] by
//! hand. The board of the device sitting North is the room turned round, move for move; a tap
//! made while away is kept and sent on coming back, or the child is told it no longer plays.
//! A best of 5 goes from game to game alike on the server's room and on both devices' boards.

use awale::engine::{BySide, Game, PITS, Pit, Preset, Side};
use awale::net::room::{Games, Room, replay, turn_round};
use awale::net::session::{Event, Role, Session};
use awale::net::wire::{ErrorKind, RoomView, Setup, ToClient, ToServer};
use rand::{RngExt, SeedableRng};

fn setup(starter: Side) -> Setup {
    Setup {
        rules: Preset::Tournament.rules(),
        names: BySide::new("Ama".into(), "Kofi".into()),
        starter,
        games: 1,
        class: None,
    }
}

fn room(setup: Setup, moves: Vec<Pit>) -> RoomView {
    RoomView { setup, moves, seated: BySide::new(true, true), connected: BySide::new(true, true) }
}

fn seated(session: &mut Session, seat: Side, view: RoomView) {
    let _ = session.opened();
    let answer = session.heard(ToClient::Seated { code: "ant-bee-cat".into(), seat, token: "t".into(), room: view });
    assert_eq!(answer, None);
}

#[test]
fn the_north_seat_sees_the_room_turned_round_move_for_move() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(3);
    for starter in [Side::South, Side::North] {
        let mut north = Session::new(Role::Join { code: "ant-bee-cat".into(), seat: None, name: None });
        seated(&mut north, Side::North, room(setup(starter), Vec::new()));
        assert!(matches!(north.next_event(), Some(Event::Seated { seat: Side::North, .. })));
        assert!(north.turned());
        let mut number = 0;
        // The room's game, laid out from the record the session keeps.
        let room_game = |north: &Session| replay(north.view.as_ref().expect("the room answered")).expect("it replays");
        while !north.is_over() && number < 300 {
            let legal = room_game(&north).game().legal_moves();
            let pit = legal[rng.random_range(0..legal.len())];
            north.heard(ToClient::Moved { number, pit });
            assert_eq!(north.next_event(), Some(Event::Moved(pit)));
            number += 1;
            let room = room_game(&north).game().position();
            let board = north.board();
            let board = board.position();
            assert_eq!(board.turn(), !room.turn(), "the board's turn is the room's turned");
            assert_eq!(board.stores().south, room.stores().north);
            for index in 0..PITS {
                let pit = Pit::new(index).unwrap();
                assert_eq!(board.pits()[north.on_board(pit).index()], room.pits()[index], "pit {pit} after {number}");
            }
            let mut turned: Vec<Pit> = north.board().legal_moves().iter().map(|&p| turn_round(p)).collect();
            turned.sort();
            let mut legal = room_game(&north).game().legal_moves().to_vec();
            legal.sort();
            assert_eq!(turned, legal, "the same moves, turned round");
        }
    }
}

#[test]
fn a_tap_made_while_away_is_sent_on_coming_back_or_the_child_is_told() {
    let mut south = Session::new(Role::Make { setup: setup(Side::South), seat: Side::South });
    seated(&mut south, Side::South, room(setup(Side::South), Vec::new()));
    assert_eq!(south.next_event(), Some(Event::Seated { code: "ant-bee-cat".into(), seat: Side::South }));
    let c = Pit::from_letter('C').unwrap();
    assert!(matches!(south.tap(c), Ok(Some(ToServer::Move { number: 0, .. }))), "connected: sent at once");
    assert!(south.tap(Pit::from_letter('c').unwrap()).is_err(), "not this device's pit");
    // Away: the tap is kept, and sent when the seat is back and it is still a move.
    south.closed();
    assert_eq!(south.next_event(), Some(Event::Lost));
    assert_eq!(south.tap(c), Ok(None));
    assert!(matches!(south.opened(), ToServer::Resume { .. }), "the seat is taken back with its token");
    let back = ToClient::Seated {
        code: "ant-bee-cat".into(),
        seat: Side::South,
        token: "t".into(),
        room: room(setup(Side::South), Vec::new()),
    };
    assert!(matches!(south.heard(back), Some(ToServer::Move { number: 0, .. })));
    assert_eq!(south.next_event(), Some(Event::Back));
    // Away again, and the game went on without the tap: the child is told.
    south.closed();
    south.tap(c).unwrap();
    let moved_on = room(setup(Side::South), ["C", "f", "A"].map(|letter| letter.parse().unwrap()).to_vec());
    let back = ToClient::Seated { code: "ant-bee-cat".into(), seat: Side::South, token: "t".into(), room: moved_on };
    // Move 0 came before the break; the rest were missed.
    south.heard(ToClient::Moved { number: 0, pit: "C".parse().unwrap() });
    let events: Vec<Event> = std::iter::from_fn(|| south.next_event()).collect();
    assert!(events.contains(&Event::Moved(c)));
    assert_eq!(south.heard(back), None, "North's turn: the kept tap is not sent");
    let events: Vec<Event> = std::iter::from_fn(|| south.next_event()).collect();
    assert_eq!(
        events,
        vec![
            Event::Moved(Pit::from_letter('f').unwrap()),
            Event::Moved(Pit::from_letter('A').unwrap()),
            Event::Back,
            Event::TapDropped(c),
        ]
    );
}

/// A best of 5 through a server's [`Room`] and two devices' sessions: the move numbers run on
/// across games, each next game begins at once with the last winner sowing first, a stale
/// number of the game before and an undo at the start of a game are refused, and each board's
/// own match begins every next game as the room does (turned round at North).
#[test]
fn a_best_of_five_goes_from_game_to_game_alike_on_the_room_and_both_boards() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(11);
    let setup = Setup { games: 5, ..setup(Side::North) };
    let mut server = Room::new(setup.clone());
    server.sit(Some(Side::South), "s".into(), None).unwrap();
    server.sit(Some(Side::North), "n".into(), None).unwrap();
    let mut devices = [
        Session::new(Role::Make { setup: setup.clone(), seat: Side::South }),
        Session::new(Role::Join { code: "ant-bee-cat".into(), seat: None, name: None }),
    ];
    for (device, seat) in devices.iter_mut().zip([Side::South, Side::North]) {
        seated(device, seat, room(setup.clone(), Vec::new()));
        assert!(matches!(device.next_event(), Some(Event::Seated { .. })));
        assert_eq!(device.board().position().turn(), device.side_on_board(Side::North), "North starts the match");
    }
    let mut ended = 0;
    while !server.games.is_over() {
        assert!(server.games.number() < 5_000, "the tournament rules end every game");
        let number = server.games.number();
        let turn = server.games.game().position().turn();
        let legal = server.games.game().legal_moves();
        let pit = legal[rng.random_range(0..legal.len())];
        // What each board's match would do with this move: finish the game, begin the next.
        let boards: Vec<(Option<awale::engine::Match>, Game)> =
            devices.iter().map(|device| (device.board_series(), device.board())).collect();
        server.check(turn, number, pit).expect("a legal move of the side to move");
        let game_ended = server.play(pit);
        for device in &mut devices {
            device.heard(ToClient::Moved { number, pit });
            assert_eq!(device.next_event(), Some(Event::Moved(pit)));
            assert_eq!(device.moves(), server.games.moves(), "move {number}");
        }
        if !game_ended {
            continue;
        }
        ended += 1;
        let series = server.games.series();
        assert_eq!(usize::from(series.played()), ended);
        if server.games.is_over() {
            break;
        }
        // The next game began at once: the winner of the last sows first (a draw: the other).
        let starter = server.games.game().position().turn();
        let last = *series.results.last().unwrap();
        let before = series.starters[series.starters.len() - 2];
        assert_eq!(starter, last.unwrap_or(!before), "game {ended}'s starter");
        assert!(server.games.game().moves().is_empty());
        let stale = server.check(starter, number, pit);
        assert_eq!(stale.map_err(|r| r.error), Err(ErrorKind::Stale), "the last game's move number is stale");
        assert_eq!(server.ask_undo(starter).map_err(|r| r.error), Err(ErrorKind::NothingToUndo));
        for (device, (board_series, mut board)) in devices.iter().zip(boards) {
            // The board plays the last move, finishes its game and begins the next, as
            // `rules.rs` does on Next game: the same game as the room's, as the device shows it.
            let mut board_series = board_series.expect("a match");
            let report = board.play(device.on_board(pit)).unwrap();
            let Some(end) = report.end else { panic!("the game ended on the board too") };
            assert_eq!(end.winner.map(|winner| device.side_on_board(winner)), last, "the same winner");
            board_series.finish_game(end.winner);
            let next = Game::starting(*board.rules(), board_series.begin_game());
            assert_eq!(next.position(), device.board().position(), "the board's next game is the room's");
            assert_eq!(Some(board_series), device.board_series());
        }
    }
    let series = server.games.series();
    assert!(series.is_over() && (3..=5).contains(&series.played()), "{series:?}");
    assert_eq!(ended, usize::from(series.played()));
    let again = Games::replayed(&setup, &server.games.moves()).unwrap();
    assert_eq!(again.series(), series, "the stored moves replay the match");
    for device in &mut devices {
        assert!(device.is_over());
        assert!(device.tap(Pit::from_letter('A').unwrap()).is_err());
    }
}
