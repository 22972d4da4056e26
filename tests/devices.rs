//! Two devices and a watcher, each a whole game without a window (the game's own plugin, as in
//! `tests/game.rs`), through a real `awale-server` on 127.0.0.1: a room made, its three
//! pictures tapped on the other device and its numbers typed on the watcher, moves tapped on each board flying on all three, the
//! North device's board turned round, and the away mark when a device goes. Bounded in time;
//! the server is started here and stopped when the test ends.
#![cfg(all(feature = "game", feature = "server"))]

use awale::engine::Side;
use awale::game::online::{Room, RoomNote};
use awale::game::prelude::{
    ButtonAction, Engine, Faces, InFlight, MenuAction, MoveRequest, Phase, Players, Screen, Seat, Settings, Tr,
};
use awale::game::screens::online::CodeInput;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::text::EditableText;
use bevy::time::TimeUpdateStrategy;
use bevy::ui_widgets::Activate;
use bevy_tweening::TweeningPlugin;
use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// A server on a free port with its own store; killed when dropped.
struct Server {
    child: Child,
    address: String,
    _folder: tempfile::TempDir,
}

impl Server {
    fn start() -> Server {
        let folder = tempfile::tempdir().expect("a folder");
        let mut child = Command::new(env!("CARGO_BIN_EXE_awale-server"))
            .args(["--bind", "127.0.0.1", "--port", "0", "--db"])
            .arg(folder.path().join("rooms.sqlite"))
            .stdout(Stdio::piped())
            .spawn()
            .expect("awale-server starts");
        let mut line = String::new();
        BufReader::new(child.stdout.take().expect("its output")).read_line(&mut line).expect("its first line");
        let address = line.split_whitespace().nth(3).unwrap_or_else(|| panic!("no address in {line:?}")).to_owned();
        Server { child, address, _folder: folder }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A device: the game without a window, its server typed in the settings, on the screen for
/// two devices.
fn device(server: &Server, files: Option<&std::path::Path>) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, TweeningPlugin, awale::game::prelude::plugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(20)));
    if let Some(files) = files {
        app.insert_resource(awale::game::prelude::Persist::new(Some(awale::storage::Storage::at(files))));
        // A child plays: no "Who is playing?" first.
        let child = awale::game::prelude::Profile::new(14, "");
        app.insert_resource(awale::game::prelude::Profiles { current: Some(0), list: vec![child] });
    }
    app.update();
    app.world_mut().resource_mut::<Settings>().server.clone_from(&server.address);
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Online);
    app.update();
    app.update();
    app
}

fn press(app: &mut App, action: MenuAction) {
    let mut buttons = app.world_mut().query::<(Entity, &MenuAction)>();
    let found = buttons.iter(app.world()).find(|(_, a)| **a == action).map(|(e, _)| e);
    let button = found.unwrap_or_else(|| panic!("no {action:?} button"));
    app.world_mut().trigger(Activate { entity: button });
    app.update();
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

/// Runs every device's frames, in real time (the network's), until `done` or 20 s.
fn run(devices: &mut [&mut App], what: &str, done: impl Fn(&[&mut App]) -> bool) {
    let deadline = Instant::now() + Duration::from_secs(20);
    while !done(devices) {
        assert!(Instant::now() < deadline, "{what}: not within 20 s");
        for app in devices.iter_mut() {
            app.update();
        }
        std::thread::sleep(Duration::from_millis(2));
    }
}

fn resting(app: &App) -> bool {
    *app.world().resource::<State<Phase>>().get() != Phase::Animating && app.world().resource::<InFlight>().is_empty()
}

fn moves(app: &App) -> usize {
    app.world().resource::<Engine>().0.moves().len()
}

fn session(app: &App) -> &awale::net::session::Session {
    &app.world().resource::<Room>().device.as_ref().expect("in a room").session
}

/// `maker` makes a room with its new-game screen's choices and `joiner` joins it by tapping its
/// code's pictures; both boards are then shown.
fn make_and_join(maker: &mut App, joiner: &mut App) {
    press(maker, MenuAction::MakeRoom);
    run(&mut [&mut *maker], "the room's code", |d| {
        d[0].world().resource::<Room>().device.as_ref().is_some_and(|d| d.session.code().is_some())
    });
    let code: awale::net::Code = session(maker).code().unwrap().parse().expect("a code");
    for picture in code.0 {
        press(joiner, MenuAction::Picture(usize::from(picture)));
    }
    press(joiner, MenuAction::JoinRoom);
    run(&mut [&mut *maker, &mut *joiner], "both boards", |d| d.iter().all(|app| screen(app) == Screen::Gameplay));
}

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
        assert_eq!(session(&maker).games.game().position(), session(&joiner).games.game().position());
        assert_eq!(session(&watcher).games.game().position(), session(&maker).games.game().position());
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
    assert_eq!(session(&joiner).games.game().position(), session(&maker).games.game().position());
    assert_eq!(joiner.world().resource::<Engine>().0.position(), session(&joiner).board().position());
}

/// A best of 5 made on the new-game screen, with rules where the first capture ends a game
/// (one seed a pit, the game stops at 11 seeds left), so that each game is one move: after
/// each game both devices go on through the match's score to the next game, which each board
/// begins exactly as the room did (its winner sowing first, turned round at North), until the
/// match is decided.
#[test]
fn a_best_of_five_room_goes_on_game_after_game_on_both_boards() {
    use awale::game::prelude::{MatchState, RulesChoice, Setup};
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
        let terms =
            awale::game::online::terms(&session(app).view.as_ref().unwrap().setup, &app.world().resource::<Tr>().0);
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
            d.iter().all(|app| screen(app) == Screen::GameOver)
        });
        let room = session(&maker).games.clone();
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
            d.iter().all(|app| screen(app) == Screen::Gameplay && resting(app))
        });
        for app in [&maker, &joiner] {
            let board = &app.world().resource::<Engine>().0;
            assert!(board.moves().is_empty(), "a new game");
            assert_eq!(board.position(), session(app).board().position(), "each board begins the room's next game");
        }
    }
    panic!("the match was not decided in five games");
}

/// Whether it is the turn of the player of this device.
fn its_turn(app: &App) -> bool {
    app.world().resource::<Players>().plays_here(app.world().resource::<Engine>().0.position().turn())
}

/// The player to move sows his first legal pit; both boards follow.
fn sow(maker: &mut App, joiner: &mut App) {
    let number = moves(maker);
    let mover = if its_turn(maker) { &mut *maker } else { &mut *joiner };
    let pit = mover.world().resource::<Engine>().0.legal_moves()[0];
    mover.world_mut().write_message(MoveRequest(pit));
    run(&mut [maker, joiner], &format!("move {number} on both boards"), |d| {
        d.iter().all(|app| moves(app) == number + 1 && resting(app))
    });
}

/// The Undo button at the bottom of this device's board, pressed.
fn press_undo(app: &mut App) {
    let mut buttons = app.world_mut().query::<(Entity, &ButtonAction, &Seat)>();
    let mut at_bottom = buttons.iter(app.world()).filter(|(_, _, seat)| seat.0 == Side::South);
    let button = at_bottom.find(|(_, action, _)| **action == ButtonAction::Undo).expect("the Undo button").0;
    app.world_mut().trigger(Activate { entity: button });
    app.update();
}

/// What the line over a device's board says.
fn line(app: &App) -> Option<String> {
    app.world().resource::<RoomNote>().line.clone()
}

/// Undo on two devices (issue 58) takes back the asker's own last move, as face to face: on the
/// maker's turn, his Undo and the joiner's yes take back his move and the joiner's reply after
/// it, and it is his turn again; on the joiner's turn, his move alone. The asker's line says he
/// asked, the other's that he is asked (his Undo agreeing, not asking in turn), and then both
/// how many moves were taken back.
#[test]
fn undo_on_two_devices_takes_back_the_asker_s_own_last_move_and_both_lines_say_so() {
    use awale::game::online::name_of;
    let server = Server::start();
    let mut maker = device(&server, None);
    let mut joiner = device(&server, None);
    make_and_join(&mut maker, &mut joiner);
    while moves(&maker) < 4 || !its_turn(&maker) {
        sow(&mut maker, &mut joiner);
    }
    let (asker, other) = (session(&maker).seat().unwrap(), session(&joiner).seat().unwrap());
    let said = |app: &App, key: &str, side: Side| {
        let tr = &app.world().resource::<Tr>().0;
        Some(tr.f(key, [("name", name_of(session(app), tr, side).into())]))
    };
    let taken_back =
        |app: &App, moves: usize| Some(app.world().resource::<Tr>().0.f("taken-back", [("moves", moves.into())]));

    for (case, taken) in [("on the asker's turn", 2), ("on the other's turn", 1)] {
        if case == "on the other's turn" {
            sow(&mut maker, &mut joiner);
            assert!(!its_turn(&maker), "the joiner's turn");
        }
        let before = moves(&maker);
        press_undo(&mut maker);
        assert_eq!(line(&maker), said(&maker, "online-undo-sent", other), "{case}: the asker's line");
        run(&mut [&mut maker, &mut joiner], "the ask on the other board", |d| session(d[1]).agrees());
        for _ in 0..3 {
            joiner.update();
        }
        assert_eq!(line(&joiner), said(&joiner, "online-undo-asked", asker), "{case}: the other's line");
        assert_eq!(moves(&maker), before, "{case}: asking takes nothing back");
        press_undo(&mut joiner);
        assert_eq!(line(&joiner), None, "{case}: agreeing is not asking");
        run(&mut [&mut maker, &mut joiner], "the moves taken back", |d| {
            d.iter().all(|app| moves(app) == before - taken && resting(app) && line(app).is_some())
        });
        assert!(its_turn(&maker), "{case}: the asker plays again");
        assert!(!its_turn(&joiner));
        for app in [&maker, &joiner] {
            assert_eq!(line(app), taken_back(app, taken), "{case}: each line says what was taken back");
            assert_eq!(app.world().resource::<Engine>().0.position(), session(app).board().position());
        }
    }
}

/// A child playing on each device: the room holds his animal and name, which each board shows
/// (issue 58: not "Player 1" and "Player 2"), his own at the bottom.
fn child_plays(app: &mut App, picture: u8, name: &str) {
    let child = awale::game::prelude::Profile::new(picture, name);
    app.insert_resource(awale::game::prelude::Profiles { current: Some(0), list: vec![child] });
}

/// The names each device's board shows, bottom (South) first.
fn board_names(app: &App) -> (String, String) {
    let faces = app.world().resource::<Faces>();
    (faces.name(Side::South).to_owned(), faces.name(Side::North).to_owned())
}

/// Two children with profiles play on two devices: each board names them by animal and name,
/// his own at the bottom. Then the title takes each back to the room with Continue: the maker
/// who went to the title in the middle of the game, and the joiner whose game was closed and
/// opened again (issue 58: it offered no Continue, and Play! started another game).
#[test]
fn the_children_s_names_are_on_both_boards_and_continue_on_the_title_goes_back_to_the_room() {
    let server = Server::start();
    let joiner_files = tempfile::tempdir().expect("a folder");
    let mut maker = device(&server, None);
    let mut joiner = device(&server, Some(joiner_files.path()));
    child_plays(&mut maker, 0, "Ama");
    child_plays(&mut joiner, 4, "Kofi");
    let ama = awale::game::prelude::Profile::new(0, "Ama").label();
    let kofi = awale::game::prelude::Profile::new(4, "Kofi").label();
    assert!(ama.contains("Ama") && ama != kofi);
    make_and_join(&mut maker, &mut joiner);
    assert_eq!(board_names(&maker), (ama.clone(), kofi.clone()), "the maker's board");
    assert_eq!(board_names(&joiner), (kofi.clone(), ama.clone()), "the joiner's board, turned round");
    sow(&mut maker, &mut joiner);

    // The maker goes to the title in the middle of the game: Continue, not Play!, and it takes
    // him back to the room's game.
    let played = moves(&maker);
    maker.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Title);
    maker.update();
    maker.update();
    assert_eq!(screen(&maker), Screen::Title);
    assert!(!has_button(&mut maker, MenuAction::QuickPlay), "Play! would throw the game away");
    press(&mut maker, MenuAction::Continue);
    run(&mut [&mut maker, &mut joiner], "the maker back in the game", |d| screen(d[0]) == Screen::Gameplay);
    assert_eq!(moves(&maker), played);
    assert_eq!(board_names(&maker), (ama.clone(), kofi.clone()));

    // The joiner's game is closed and opened again: the title continues the room's game.
    drop(joiner);
    let mut joiner = device(&server, Some(joiner_files.path()));
    joiner.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Title);
    joiner.update();
    joiner.update();
    press(&mut joiner, MenuAction::Continue);
    run(&mut [&mut maker, &mut joiner], "the joiner back in the game", |d| {
        screen(d[1]) == Screen::Gameplay && moves(d[1]) == played
    });
    assert_eq!(session(&joiner).seat(), Some(Side::North));
    assert_eq!(board_names(&joiner), (kofi, ama));
    sow(&mut maker, &mut joiner);
}

fn has_button(app: &mut App, action: MenuAction) -> bool {
    let mut buttons = app.world_mut().query::<&MenuAction>();
    buttons.iter(app.world()).any(|a| *a == action)
}
