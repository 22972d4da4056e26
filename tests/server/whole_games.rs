//! Whole games through a server: a best of 3, a watcher, an undo, a server killed, a device away.

use super::cluster::client::watch_until;
use super::*;

on_both_stores!(
    async: [
        a_best_of_three_plays_game_after_game_and_the_store_keeps_the_match,
        two_devices_play_a_whole_game_and_a_watcher_sees_every_move,
        a_server_killed_mid_game_loses_nothing_and_the_devices_come_back_by_themselves,
        a_device_away_comes_back_with_its_token_and_a_stranger_can_only_watch,
    ],
    sync: []
);

/// A best of 3 made by the room's maker: the joiner sees it before the first move, the games
/// follow one another with the last winner sowing first, the watcher's replay and the store
/// hold the whole match, and the room is finished only once the match is decided.
async fn a_best_of_three_plays_game_after_game_and_the_store_keeps_the_match(db: Db) {
    let server = serve(&db, &[]);
    let best_of_3 = Setup { games: 3, ..setup() };
    let mut south = Player::make(&server.url(), best_of_3.clone(), Side::South).await.expect("a room");
    let mut north = Player::join(&server.url(), south.code(), None, None).await.expect("joined");
    assert_eq!(north.view().setup.games, 3, "the joiner sees the match before the first move");
    let (mut watcher, mut watched) = watch(&server.url(), south.code()).await.expect("watching");
    let mut rng = rand::rngs::StdRng::seed_from_u64(5);
    let mut games = 0;
    while !south.games.is_over() {
        one_move(&mut south, &mut north, &mut rng).await;
        assert!(south.games.number() < 3_000, "the tournament rules end every game");
        let played = south.games.series().played();
        if played > games && !south.games.is_over() {
            games = played;
            let stored = stored_room(&db, south.code());
            assert_eq!(stored.finished, None, "a match going on is not finished after game {games}");
            let last = south.games.series().results.last().copied().flatten();
            let starter = south.games.game().position().turn();
            assert!(last.is_none_or(|winner| winner == starter), "the winner of game {games} starts the next");
        }
    }
    let series = south.games.series().clone();
    assert!((2..=3).contains(&series.played()), "{series:?}");
    assert_eq!(&series, north.games.series());
    watch_until(&mut watcher, &mut watched, south.games.number()).await.expect("the watcher sees every move");
    assert_eq!(awale::net::room::replay(&watched).unwrap().series(), &series);
    let stored = stored_room(&db, south.code());
    assert!(stored.finished.is_some(), "the decided match is finished");
    let replayed =
        awale::net::room::Games::replayed(&stored.setup, &awale::net::room::pits(&stored.moves).unwrap()).unwrap();
    assert_eq!(replayed.series(), &series, "the store keeps the whole match");
}

async fn two_devices_play_a_whole_game_and_a_watcher_sees_every_move(db: Db) {
    let server = serve(&db, &[]);
    let mut south = Player::make(&server.url(), setup(), Side::South).await.expect("a room");
    assert_eq!(south.code().split('-').count(), 3, "a three-picture code: {}", south.code());
    let mut north = Player::join(&server.url(), south.code(), None, None).await.expect("joined");
    assert_eq!(north.seat(), Side::North);
    assert_eq!(north.view().setup, setup(), "the joiner sees the maker's choices before the first move");
    let (mut watcher, mut watched) = watch(&server.url(), south.code()).await.expect("watching");
    let mut rng = rand::rngs::StdRng::seed_from_u64(7);
    for _ in 0..4 {
        one_move(&mut south, &mut north, &mut rng).await;
    }
    // Undo needs both players' yes: the one who asks, then the other. South asks on his own
    // turn: his last move and North's reply are taken back, and it is his turn again.
    let before = south.games.number();
    let mut asking = seat_again(&server.url(), &south).await;
    asking.send(&ToServer::Undo {}).await.unwrap();
    assert_eq!(answer(&mut asking).await, ToClient::UndoAsked { by: Side::South });
    drop(asking);
    south.reconnect(Duration::from_secs(10)).await.expect("the seat back");
    assert_eq!(south.games.number(), before, "asking takes nothing back");
    let mut agreeing = seat_again(&server.url(), &north).await;
    agreeing.send(&ToServer::Undo {}).await.unwrap();
    loop {
        match agreeing.receive(Duration::from_secs(5)).await.unwrap() {
            ToClient::Undone { moves } => {
                assert_eq!(moves, before - 2);
                break;
            }
            ToClient::Presence { .. } => {}
            other => panic!("{other:?}"),
        }
    }
    drop(agreeing);
    north.reconnect(Duration::from_secs(10)).await.unwrap();
    south.reconnect(Duration::from_secs(10)).await.unwrap();
    assert_eq!(north.games.number(), before - 2);
    assert!(south.to_move(), "the asker moves again");
    while !south.games.is_over() {
        one_move(&mut south, &mut north, &mut rng).await;
        assert!(south.games.number() < 1_000, "the tournament rules end every game");
    }
    let moves = south.games.number();
    watch_until(&mut watcher, &mut watched, moves).await.expect("the watcher sees every move");
    let seen = awale::net::room::replay(&watched).unwrap();
    assert_eq!(south.games.game().position(), north.games.game().position());
    assert_eq!(seen.game().position(), south.games.game().position());
    assert_eq!(stored_game(&db, south.code()).position(), south.games.game().position(), "the store holds every move");
    // The watcher can not play.
    watcher.send(&ToServer::Move { number: moves, pit: "A".parse().unwrap() }).await.unwrap();
    let refused = watcher.receive(Duration::from_secs(5)).await.unwrap();
    assert!(matches!(refused, ToClient::Error { error: ErrorKind::NotSeated, .. }), "{refused:?}");
}

async fn a_server_killed_mid_game_loses_nothing_and_the_devices_come_back_by_themselves(db: Db) {
    let mut server = serve(&db, &[]);
    let port = server.address.port();
    let url = server.url();
    let mut south = Player::make(&url, setup(), Side::South).await.unwrap();
    let mut north = Player::join(&url, south.code(), None, None).await.unwrap();
    let mut rng = rand::rngs::StdRng::seed_from_u64(11);
    for _ in 0..10 {
        one_move(&mut south, &mut north, &mut rng).await;
    }
    let before = south.games.game().clone();
    server.kill();
    // Down for a moment: the devices keep trying, with backoff, as a tablet would.
    let arg = db.arg();
    let restart = tokio::spawn(async move {
        tokio::time::sleep(Duration::from_millis(700)).await;
        Instance::start(&arg, port, &[])
    });
    let mut played = 0;
    while !south.games.is_over() {
        one_move(&mut south, &mut north, &mut rng).await;
        played += 1;
        assert!(played < 1_000);
    }
    let _server = restart.await.unwrap();
    assert_eq!(&south.games.game().moves()[..10], before.moves(), "the ten moves before the kill were kept");
    assert!(south.reconnections >= 1 && north.reconnections >= 1, "both reconnected by themselves");
    assert_eq!(stored_game(&db, south.code()).position(), south.games.game().position());
    assert_eq!(north.games.game().position(), south.games.game().position());
}

async fn a_device_away_comes_back_with_its_token_and_a_stranger_can_only_watch(db: Db) {
    let server = serve(&db, &[]);
    let url = server.url();
    let mut south = Player::make(&url, setup(), Side::South).await.unwrap();
    let mut north = Player::join(&url, south.code(), Some(Side::North), Some("Grandpa".into())).await.unwrap();
    assert_eq!(north.view().setup.names.north, "Grandpa", "a typed name replaces the maker's");
    let mut rng = rand::rngs::StdRng::seed_from_u64(3);
    for _ in 0..4 {
        one_move(&mut south, &mut north, &mut rng).await;
    }
    // North's tablet sleeps; South sees the away mark, and plays on.
    north.disconnect();
    south.until(|p| !p.view().connected.north).await.unwrap();
    let pit = some_move(south.games.game(), &mut rng);
    south.play(pit).await.unwrap();
    // A stranger with the code: no seat, no move, a wrong token refused; watching is fine.
    let stranger = Player::join(&url, south.code(), None, None).await;
    assert!(matches!(stranger, Err(NetError::Refused { error: ErrorKind::SeatTaken, .. })), "{:?}", stranger.err());
    let mut guess = Connection::open(&url).await.unwrap();
    guess
        .send(&ToServer::Resume { version: VERSION, code: south.code().to_owned(), token: "0".repeat(32) })
        .await
        .unwrap();
    let refused = guess.receive(Duration::from_secs(5)).await.unwrap();
    assert!(matches!(refused, ToClient::Error { error: ErrorKind::BadToken, .. }), "{refused:?}");
    let (mut watcher, _) = watch(&url, south.code()).await.expect("a stranger may watch");
    watcher.send(&ToServer::Move { number: 5, pit: "a".parse().unwrap() }).await.unwrap();
    let refused = watcher.receive(Duration::from_secs(5)).await.unwrap();
    assert!(matches!(refused, ToClient::Error { error: ErrorKind::NotSeated, .. }), "{refused:?}");
    tokio::time::sleep(Duration::from_secs(30)).await;
    // North taps while still away: the move goes once the tablet is back, if still legal.
    assert!(!north.to_move(), "North has not heard South's move yet");
    north.reconnect(Duration::from_secs(10)).await.expect("its seat back with its token");
    assert_eq!(north.games.number(), 5, "it caught up");
    north.disconnect();
    let pit = some_move(north.games.game(), &mut rng);
    north.play(pit).await.expect("a tap made while away is sent on reconnection");
    south.until(|p| p.games.number() == 6 && p.view().connected.north).await.unwrap();
    assert_eq!(south.games.game().position(), north.games.game().position());
}
