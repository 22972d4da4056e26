//! Whole games on two devices and a watcher, each board following every move, and a best of 5.

use super::*;
use awale::game::online::screen::CodeInput;
use bevy::text::EditableText;

#[test]
fn two_devices_and_a_watcher_play_through_a_server_each_board_following_every_move() {
    let server = Server::start();
    let joiner_files = tempfile::tempdir().expect("a folder");
    let mut maker = device(&server, None);
    let mut joiner = device(&server, Some(joiner_files.path()));
    let mut watcher = device(&server, None);
    press(&mut maker, MenuAction::MakeRoom);
    run(&mut [&mut maker], "the room's code", |d| {
        d[0].world().resource::<Room>().device.as_ref().is_some_and(|d| d.session.code().is_some())
    });
    let code: awale::net::Code = session(&maker).code().unwrap().parse().expect("a code");
    // The child taps the three pictures the other device shows; the teacher types their
    // numbers on the classroom's screen.
    for picture in code.0 {
        press(&mut joiner, MenuAction::Picture(usize::from(picture)));
    }
    let numbers = code.0.map(|picture| (picture + 1).to_string()).join("-");
    let mut fields = watcher.world_mut().query_filtered::<Entity, With<CodeInput>>();
    let field = fields.single(watcher.world()).expect("the field for the code's words or numbers");
    watcher.world_mut().entity_mut(field).insert(EditableText::new(numbers));
    watcher.update();
    press(&mut joiner, MenuAction::JoinRoom);
    run(&mut [&mut maker, &mut joiner], "both boards", |d| d.iter().all(|app| screen(app) == Screen::Gameplay));
    press(&mut watcher, MenuAction::WatchRoom);
    run(&mut [&mut maker, &mut joiner, &mut watcher], "the watcher's board", |d| screen(d[2]) == Screen::Gameplay);
    assert_eq!(session(&joiner).seat(), Some(Side::North));
    assert!(session(&joiner).turned(), "the joiner's player sows from the bottom of his own board");

    for number in 0..9 {
        let mover =
            if maker.world().resource::<Players>().plays_here(maker.world().resource::<Engine>().0.position().turn()) {
                &mut maker
            } else {
                &mut joiner
            };
        let board = &mover.world().resource::<Engine>().0;
        let pit = board.legal_moves()[number % board.legal_moves().len()];
        assert_eq!(pit.owner(), Side::South, "each device's player sows from its bottom row");
        mover.world_mut().write_message(MoveRequest(pit));
        run(&mut [&mut maker, &mut joiner, &mut watcher], &format!("move {number} on every board"), |d| {
            d.iter().all(|app| moves(app) == number + 1 && resting(app))
        });
        for app in [&maker, &joiner, &watcher] {
            assert_eq!(
                app.world().resource::<Engine>().0.position(),
                session(app).board().position(),
                "each board is the room's game as that device shows it, after move {number}"
            );
        }
        assert_eq!(room_games(&maker).game().position(), room_games(&joiner).game().position());
        assert_eq!(room_games(&watcher).game().position(), room_games(&maker).game().position());
    }
    // The watcher's board rings the last pit played, as the board of the player waiting does.
    let last = *watcher.world().resource::<Engine>().0.moves().last().expect("moves played");
    let mut marks = watcher.world_mut().query::<(&awale::game::prelude::LastMoveMark, &Visibility)>();
    let ringed: Vec<_> =
        marks.iter(watcher.world()).filter(|(_, v)| **v != Visibility::Hidden).map(|(m, _)| m.0).collect();
    assert_eq!(ringed, vec![last], "the watcher sees which pit was played last");
    // A watcher's taps play nothing.
    let watched = moves(&watcher);
    let any = watcher.world().resource::<Engine>().0.legal_moves()[0];
    watcher.world_mut().write_message(MoveRequest(any));
    for _ in 0..20 {
        watcher.update();
    }
    assert_eq!(moves(&watcher), watched);

    // The joiner's device goes: the maker's board says so.
    drop(joiner);
    run(&mut [&mut maker], "the away mark", |d| d[0].world().resource::<RoomNote>().away.is_some());
    // It is the joiner's turn: his bar on the maker's board says he is away, not thinking.
    for _ in 0..3 {
        maker.update();
    }
    assert_eq!(maker.world().resource::<Engine>().0.position().turn(), Side::North);
    let world = maker.world();
    let away = awale::game::text::away(&world.resource::<Tr>().0, world.resource::<Faces>(), Side::North);
    let mut texts = maker.world_mut().query::<&Text>();
    assert!(texts.iter(maker.world()).any(|text| text.0 == away), "a bar says {away:?}");
    // The game is opened again on that device: its seat was kept, and it goes back to the game.
    let mut joiner = device(&server, Some(joiner_files.path()));
    assert!(joiner.world().resource::<Room>().kept.is_some(), "the seat is kept in the device's files");
    press(&mut joiner, MenuAction::Rejoin);
    run(&mut [&mut maker, &mut joiner], "back in the game", |d| {
        screen(d[1]) == Screen::Gameplay && d[0].world().resource::<RoomNote>().away.is_none()
    });
    assert_eq!(session(&joiner).seat(), Some(Side::North));
    assert_eq!(room_games(&joiner).game().position(), room_games(&maker).game().position());
    assert_eq!(joiner.world().resource::<Engine>().0.position(), session(&joiner).board().position());
}

/// A best of 5 made on the new-game screen, with rules where the first capture ends a game
/// (one seed a pit, the game stops at 11 seeds left), so that each game is one move: after
/// each game both devices go on through the match's score to the next game, which each board
/// begins exactly as the room did (its winner sowing first, turned round at North), until the
/// match is decided.
#[test]
fn a_best_of_five_room_goes_on_game_after_game_on_both_boards() {
    use awale::game::prelude::{MatchState, Overlay, RulesChoice, Setup};
    let server = Server::start();
    let mut maker = device(&server, None);
    let mut joiner = device(&server, None);
    {
        let mut setup = maker.world_mut().resource_mut::<Setup>();
        setup.games = 5;
        let quick =
            awale::engine::Rules { seeds_per_pit: 1, end_seeds_left: 11, ..awale::engine::Preset::Tournament.rules() };
        setup.rules = RulesChoice::Custom(quick);
    }
    make_and_join(&mut maker, &mut joiner);
    for app in [&maker, &joiner] {
        assert!(app.world().resource::<MatchState>().0.is_some(), "the joiner's board plays the maker's match too");
        // Before the first move, the line over each board says what the maker chose.
        let terms = awale::game::online::room::terms(
            &session(app).view.as_ref().unwrap().setup,
            &app.world().resource::<Tr>().0,
        );
        assert!(terms.contains('5'), "{terms}");
        assert_eq!(app.world().resource::<RoomNote>().line.as_ref(), Some(&terms));
    }
    for game in 0..5 {
        let mover =
            if maker.world().resource::<Players>().plays_here(maker.world().resource::<Engine>().0.position().turn()) {
                &mut maker
            } else {
                &mut joiner
            };
        // F sows its one seed into the other's first pit: two seeds, captured, and the game ends.
        let pit = *mover.world().resource::<Engine>().0.legal_moves().last().expect("a move");
        mover.world_mut().write_message(MoveRequest(pit));
        run(&mut [&mut maker, &mut joiner], &format!("the end of game {game}"), |d| {
            d.iter().all(|app| Overlay::shown(app.world().get_resource()) == Overlay::End)
        });
        let room = room_games(&maker);
        for app in [&maker, &joiner] {
            let board = app.world().resource::<MatchState>().0.clone().expect("a match");
            assert_eq!(board.played(), room.series().played(), "game {game} counted on every board");
        }
        if room.is_over() {
            assert!(game >= 2, "a best of 5 needs three wins");
            for app in [&maker, &joiner] {
                let series = session(app).board_series().expect("a match");
                assert_eq!(app.world().resource::<MatchState>().0.as_ref(), Some(&series), "the same match");
            }
            return;
        }
        for app in [&mut maker, &mut joiner] {
            press(app, MenuAction::MatchScore);
            app.update();
            press(app, MenuAction::NextGame);
        }
        run(&mut [&mut maker, &mut joiner], &format!("game {}", game + 1), |d| {
            d.iter().all(|app| {
                let bare = Overlay::shown(app.world().get_resource()) == Overlay::None;
                screen(app) == Screen::Gameplay && bare && resting(app)
            })
        });
        for app in [&maker, &joiner] {
            let board = &app.world().resource::<Engine>().0;
            assert!(board.moves().is_empty(), "a new game");
            assert_eq!(board.position(), session(app).board().position(), "each board begins the room's next game");
        }
    }
    panic!("the match was not decided in five games");
}
