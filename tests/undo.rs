//! Undo on two devices takes back the asker's own last move, as face to face on one device: on
//! his own turn, his move and the other's reply after it; on the other's turn, his move alone;
//! either way it is his turn again. The other's Undo agrees (it does not ask in turn), a move
//! played forgets the ask, and a player who has not sown in the game in play has nothing to take
//! back. Checked on a server's [`Room`] and a device's [`Session`] by hand, and, with the
//! `server` feature, through a real `awale-server` on 127.0.0.1, whose store keeps what the room
//! keeps.

use awale::engine::{BySide, Preset, Side};
use awale::net::room::Room;
use awale::net::session::{Event, Role, Session};
use awale::net::wire::{ErrorKind, RoomView, Setup, ToClient};

fn setup(starter: Side) -> Setup {
    Setup {
        rules: Preset::Tournament.rules(),
        names: BySide::new("Ama".into(), "Kofi".into()),
        starter,
        games: 1,
        class: None,
    }
}

/// A room with both seats taken and `moves` moves played, each the first legal pit.
fn room_after(starter: Side, moves: usize) -> Room {
    let mut room = Room::new(setup(starter));
    room.sit(Some(Side::South), "s".into(), None).unwrap();
    room.sit(Some(Side::North), "n".into(), None).unwrap();
    for number in 0..moves {
        let pit = room.games.game().legal_moves()[0];
        room.check(turn(&room), number, pit).expect("a legal move");
        room.play(pit);
    }
    room
}

/// Whose turn it is in the room.
fn turn(room: &Room) -> Side {
    room.games.game().position().turn()
}

#[test]
fn on_his_own_turn_the_asker_s_move_and_the_reply_after_it_are_taken_back() {
    for starter in [Side::South, Side::North] {
        // Four moves: the starter's turn, each player having sown twice.
        let mut room = room_after(starter, 4);
        let asker = turn(&room);
        let letters = room.games.moves();
        assert_eq!(room.ask_undo(asker), Ok(false), "{asker:?} asks");
        assert_eq!(room.undo_asked, Some(asker));
        assert_eq!(room.ask_undo(!asker), Ok(true), "the other agrees");
        assert_eq!(room.undo_from(), 2, "{asker:?}'s last move was the room's third");
        room.undo();
        assert_eq!(room.games.moves(), letters[..2], "his move and the reply after it");
        assert_eq!(turn(&room), asker, "{asker:?} plays again");
        assert_eq!(room.undo_asked, None);
    }
}

#[test]
fn on_the_other_s_turn_the_asker_s_last_move_alone_is_taken_back() {
    for starter in [Side::South, Side::North] {
        // Three moves: the starter has just sown.
        let mut room = room_after(starter, 3);
        let asker = !turn(&room);
        assert_eq!(asker, starter);
        let letters = room.games.moves();
        assert_eq!(room.ask_undo(asker), Ok(false));
        assert_eq!(room.ask_undo(!asker), Ok(true));
        assert_eq!(room.undo_from(), 2);
        room.undo();
        assert_eq!(room.games.moves(), letters[..2], "his move alone");
        assert_eq!(turn(&room), asker, "{asker:?} plays again");
    }
}

#[test]
fn undo_asks_only_for_one_s_own_move_and_a_move_forgets_the_ask() {
    let mut room = room_after(Side::South, 1);
    // North has not sown: nothing of his to take back, though it is his turn.
    assert_eq!(room.ask_undo(Side::North).map_err(|refusal| refusal.error), Err(ErrorKind::NothingToUndo));
    assert_eq!(room.undo_asked, None, "a refused ask is no ask");
    assert_eq!(room.ask_undo(Side::South), Ok(false));
    assert_eq!(room.ask_undo(Side::South), Ok(false), "asking again is still asking");
    // North sows instead of agreeing: the ask is forgotten, and his Undo asks for his own move.
    let pit = room.games.game().legal_moves()[0];
    room.check(Side::North, 1, pit).expect("North's move");
    room.play(pit);
    assert_eq!(room.undo_asked, None, "a move forgets the ask");
    assert_eq!(room.ask_undo(Side::North), Ok(false), "North asks for his own move");
    assert_eq!(room.ask_undo(Side::South), Ok(true), "South agrees");
    room.undo();
    assert_eq!(room.games.number(), 1, "North's move alone");
    assert_eq!(turn(&room), Side::North);
}

/// Once the room is over, a finished game stays finished: an undo is refused (`game_over`), be it
/// an ask or the yes to an ask made before the last move, and the room stays as it ended.
#[test]
fn an_undo_after_the_end_is_refused_and_the_game_stays_finished() {
    let mut room = room_after(Side::South, 0);
    let mut number = 0;
    while !room.games.is_over() {
        let legal = room.games.game().legal_moves();
        let pit = legal[number % legal.len()];
        assert!(number < 2_000, "the tournament rules end every game");
        // The loser-to-be asks just before the last move; the move forgets the ask.
        let _ = room.ask_undo(turn(&room));
        room.check(turn(&room), number, pit).expect("a legal move");
        room.play(pit);
        number += 1;
    }
    let letters = room.games.moves();
    for side in [Side::South, Side::North, Side::South] {
        assert_eq!(room.ask_undo(side).map_err(|refusal| refusal.error), Err(ErrorKind::GameOver), "{side:?}");
    }
    assert_eq!(room.undo_asked, None);
    assert_eq!(room.games.moves(), letters, "nothing taken back");
    let pit = awale::engine::Pit::from_letter('A').unwrap();
    assert_eq!(room.check(Side::South, number, pit).map_err(|r| r.error), Err(ErrorKind::GameOver));
}

/// On each device, Undo asks or agrees as the room heard it: the other's asking makes this
/// device's Undo a yes; once the moves are taken back, the board is laid out again and told how
/// many went.
#[test]
fn a_device_knows_whether_its_undo_asks_or_agrees_and_hears_how_many_moves_went() {
    let room = room_after(Side::South, 4);
    let view = RoomView {
        setup: setup(Side::South),
        moves: room.games.moves(),
        seated: BySide::new(true, true),
        connected: BySide::new(true, true),
    };
    let mut devices = [
        Session::new(Role::Make { setup: setup(Side::South), seat: Side::South }),
        Session::new(Role::Join { code: "ant-bee-cat".into(), seat: None, name: None }),
    ];
    for (device, seat) in devices.iter_mut().zip([Side::South, Side::North]) {
        let _ = device.opened();
        let code = "ant-bee-cat".into();
        device.heard(ToClient::Seated { code, seat, token: "t".into(), room: view.clone() });
        while device.next_event().is_some() {}
        assert!(!device.agrees(), "nobody asked");
    }
    for device in &mut devices {
        device.heard(ToClient::UndoAsked { by: Side::South });
        assert_eq!(device.next_event(), Some(Event::UndoAsked(Side::South)));
        assert_eq!(device.undo_asked(), Some(Side::South));
    }
    assert!(!devices[0].agrees(), "the asker's Undo asks again");
    assert!(devices[1].agrees(), "the other's Undo agrees");
    for device in &mut devices {
        device.heard(ToClient::Undone { moves: 2 });
        assert_eq!(device.next_event(), Some(Event::Reset), "the board is laid out again");
        assert_eq!(device.next_event(), Some(Event::TakenBack(2)), "and told how many moves went");
        assert_eq!(device.number(), 2);
        let room = awale::net::room::replay(device.view.as_ref().expect("the room")).expect("it replays");
        assert_eq!(room.game().position().turn(), Side::South, "the asker's turn");
        assert_eq!(device.undo_asked(), None);
        assert!(!device.agrees());
    }
}

#[cfg(feature = "server")]
#[macro_use]
mod cluster;

/// Through a real `awale-server` (started here on a free port with its own store, and stopped),
/// on both stores: `through_a_server::sqlite::…` and `through_a_server::postgres::…`.
#[cfg(feature = "server")]
mod through_a_server {
    use super::cluster::client::Connection;
    use super::cluster::{Db, Instance};
    use super::setup;
    use awale::engine::Side;
    use awale::net::room::Games;
    use awale::net::wire::{ErrorKind, Setup, ToClient, ToServer, VERSION};
    use std::time::Duration;

    on_both_stores!(
        async: [
            undo_takes_back_the_asker_s_own_last_move_and_the_store_follows,
            an_undo_after_the_end_of_a_game_or_of_a_match_is_refused,
        ],
        sync: []
    );

    /// A server over `db`, on a free port; killed when dropped.
    struct Server {
        instance: Instance,
        db: Db,
    }

    impl Server {
        /// A server with the options `extra`.
        fn start(db: Db, extra: &[&str]) -> Server {
            Server { instance: Instance::start(&db.arg(), 0, extra), db }
        }

        /// The moves the store keeps for room `code`.
        fn stored(&self, code: &str) -> Vec<awale::engine::Pit> {
            awale::net::room::pits(&self.db.room(code).expect("the room is stored").moves).expect("pits' letters")
        }
    }

    /// The next message on `connection` that is not a device coming or going.
    async fn answer(connection: &mut Connection) -> ToClient {
        loop {
            match connection.receive(Duration::from_secs(5)).await.expect("an answer") {
                ToClient::Presence { .. } => {}
                other => return other,
            }
        }
    }

    /// Two devices seated in one room, and the room's games as both heard them.
    struct Table {
        south: Connection,
        north: Connection,
        code: String,
        setup: Setup,
        games: Games,
    }

    impl Table {
        async fn new(server: &Server) -> Table {
            Table::with(server, setup(Side::South)).await
        }

        /// Two devices seated in a room made with `setup`.
        async fn with(server: &Server, setup: Setup) -> Table {
            let url = server.instance.url();
            let mut south = Connection::open(&url).await.expect("connected");
            south.send(&ToServer::Make { version: VERSION, setup: setup.clone(), seat: Side::South }).await.unwrap();
            let ToClient::Seated { code, .. } = answer(&mut south).await else { panic!("South is not seated") };
            let mut north = Connection::open(&url).await.expect("connected");
            let join = ToServer::Join { version: VERSION, code: code.clone(), seat: None, name: None };
            north.send(&join).await.unwrap();
            assert!(matches!(answer(&mut north).await, ToClient::Seated { seat: Side::North, .. }));
            let games = Games::new(&setup);
            Table { south, north, code, setup, games }
        }

        fn device(&mut self, side: Side) -> &mut Connection {
            match side {
                Side::South => &mut self.south,
                Side::North => &mut self.north,
            }
        }

        /// The player to move sows a legal pit (the first, then each in turn as the moves go
        /// on); both devices hear it.
        async fn sow(&mut self) {
            let number = self.games.number();
            let turn = self.games.to_move().expect("the game goes on");
            let legal = self.games.game().legal_moves();
            let pit = legal[number % legal.len()];
            self.device(turn).send(&ToServer::Move { number, pit }).await.unwrap();
            for side in [Side::South, Side::North] {
                assert_eq!(answer(self.device(side)).await, ToClient::Moved { number, pit });
            }
            self.games.play(pit).expect("a legal move");
        }

        /// `asker` asks to take back his last move, and the other agrees; returns how many moves
        /// the room has then, as both devices heard.
        async fn undo(&mut self, asker: Side) -> usize {
            self.device(asker).send(&ToServer::Undo {}).await.unwrap();
            for side in [Side::South, Side::North] {
                assert_eq!(answer(self.device(side)).await, ToClient::UndoAsked { by: asker });
            }
            self.device(!asker).send(&ToServer::Undo {}).await.unwrap();
            let mut heard = Vec::new();
            for side in [Side::South, Side::North] {
                match answer(self.device(side)).await {
                    ToClient::Undone { moves } => heard.push(moves),
                    other => panic!("{side:?} heard {other:?}, not the moves taken back"),
                }
            }
            assert_eq!(heard[0], heard[1], "both devices hear the same");
            let letters = self.games.moves();
            self.games = Games::replayed(&self.setup, &letters[..heard[0]]).expect("the moves left replay");
            heard[0]
        }
    }

    /// Whose move Undo takes back, in each case, through a real server: the room, both devices
    /// and the store agree after each undo.
    async fn undo_takes_back_the_asker_s_own_last_move_and_the_store_follows(db: Db) {
        let server = Server::start(db, &[]);
        let mut table = Table::new(&server).await;
        // North has not sown yet: nothing of his to take back.
        table.sow().await;
        table.north.send(&ToServer::Undo {}).await.unwrap();
        match answer(&mut table.north).await {
            ToClient::Error { error, .. } => assert_eq!(error, ErrorKind::NothingToUndo),
            other => panic!("{other:?}"),
        }
        for _ in 0..3 {
            table.sow().await;
        }
        let cases = [
            // South on his own turn: his move and North's reply; then South on North's turn,
            // after sowing: his move alone.
            (Side::South, Side::South, 2),
            (Side::South, Side::North, 1),
            // North on his own turn, and on South's.
            (Side::North, Side::North, 2),
            (Side::North, Side::South, 1),
        ];
        for (asker, turn, taken) in cases {
            while table.games.to_move() != Some(turn) || table.games.number() < 4 {
                table.sow().await;
            }
            let before = table.games.number();
            assert_eq!(table.undo(asker).await, before - taken, "{asker:?} asks on {turn:?}'s turn");
            assert_eq!(table.games.to_move(), Some(asker), "{asker:?} plays again");
            assert_eq!(server.stored(&table.code), table.games.moves(), "the store keeps what the room keeps");
        }
    }

    /// A finished game stays finished through a real server: once a single game, or a best of 5,
    /// is decided, each player's undo is refused with `game_over`, so is the next move, and the
    /// store keeps the room as it ended.
    async fn an_undo_after_the_end_of_a_game_or_of_a_match_is_refused(db: Db) {
        let server = Server::start(db, &["--rate", "1000"]);
        for games in [1, 5] {
            let mut table = Table::with(&server, Setup { games, ..setup(Side::South) }).await;
            while !table.games.is_over() {
                assert!(table.games.number() < 5_000, "the tournament rules end every game");
                table.sow().await;
            }
            let series = table.games.series();
            assert!(series.is_over() && series.played() > games / 2, "{series:?}");
            let letters = table.games.moves();
            for side in [Side::South, Side::North, Side::South] {
                table.device(side).send(&ToServer::Undo {}).await.unwrap();
                match answer(table.device(side)).await {
                    ToClient::Error { error, .. } => assert_eq!(error, ErrorKind::GameOver, "{side:?}'s undo"),
                    other => panic!("{side:?}'s undo after the end of a match of {games}: {other:?}"),
                }
            }
            let number = table.games.number();
            for side in [Side::South, Side::North] {
                table.device(side).send(&ToServer::Move { number, pit: "A".parse().unwrap() }).await.unwrap();
                match answer(table.device(side)).await {
                    ToClient::Error { error, .. } => assert_eq!(error, ErrorKind::GameOver, "{side:?}'s move"),
                    other => panic!("{side:?}'s move after the end of a match of {games}: {other:?}"),
                }
            }
            assert_eq!(server.stored(&table.code), letters, "the store keeps the room as it ended");
        }
    }
}
