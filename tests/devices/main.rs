//! Two devices and a watcher, each a whole game without a window (the game's own plugin, as in
//! `tests/game`), through a real `awale-server` on 127.0.0.1: a room made, its three
//! pictures tapped on the other device and its numbers typed on the watcher, moves tapped on each board flying on all three, the
//! North device's board turned round, and the away mark when a device goes. Bounded in time;
//! the server is started here and stopped when the test ends.
#![cfg(all(feature = "game", feature = "server"))]

use awale::engine::Side;
use awale::game::online::room::{Room, RoomNote};
use awale::game::prelude::{Engine, Faces, InFlight, MenuAction, MoveRequest, Phase, Players, Screen, Settings, Tr};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use bevy::ui_widgets::Activate;
use bevy_tweening::TweeningPlugin;
use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

mod children;
mod undo;
mod whole_games;

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

/// The room's games as this device's session knows them: its record, laid out.
fn room_games(app: &App) -> awale::net::room::Games {
    awale::net::room::replay(session(app).view.as_ref().expect("the room answered")).expect("the record replays")
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
