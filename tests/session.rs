//! A device's room without a server: the messages a server sends, fed to a [`Session`] by
//! hand. The board of the device sitting North is the room turned round, move for move; a tap
//! made while away is kept and sent on coming back, or the child is told it no longer plays.

use awale::engine::{BySide, PITS, Pit, Preset, Side};
use awale::net::room::turn_round;
use awale::net::session::{Event, Role, Session};
use awale::net::wire::{RoomView, Setup, ToClient, ToServer};
use rand::{RngExt, SeedableRng};

fn setup(starter: Side) -> Setup {
    Setup { rules: Preset::Tournament.rules(), names: BySide::new("Ama".into(), "Kofi".into()), starter }
}

fn room(setup: Setup, moves: Vec<String>) -> RoomView {
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
        let mut north = Session::new(Role::Join { code: "ant-bee-cat".into(), name: None });
        seated(&mut north, Side::North, room(setup(starter), Vec::new()));
        assert!(matches!(north.next_event(), Some(Event::Seated { seat: Side::North, .. })));
        assert!(north.turned());
        let mut number = 0;
        while !north.game.is_over() && number < 300 {
            let legal = north.game.legal_moves();
            let pit = legal[rng.random_range(0..legal.len())];
            north.heard(ToClient::Moved { number, pit: pit.to_string() });
            assert_eq!(north.next_event(), Some(Event::Moved(pit)));
            number += 1;
            let room = north.game.position();
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
            let mut legal = north.game.legal_moves().to_vec();
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
    let moved_on = room(setup(Side::South), vec!["C".into(), "f".into(), "A".into()]);
    let back = ToClient::Seated { code: "ant-bee-cat".into(), seat: Side::South, token: "t".into(), room: moved_on };
    // Move 0 came before the break; the rest were missed.
    south.heard(ToClient::Moved { number: 0, pit: "C".into() });
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
