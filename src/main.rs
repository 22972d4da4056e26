//! Awalé: two players on one device, every seed animated.
//!
//! `awale [--position FEN] [--screenshot PATH]`
//!
//! - `--position FEN`: start from this position (`A-B-C-D-E-F-a-b-c-d-e-f-south-north-side`),
//!   to show a situation to a learner.
//! - `--screenshot PATH`: play the first legal move, save a screenshot of the board once the
//!   seeds have come to rest, and exit (a smoke run).

use awale::engine::{Game, Position};
use awale::game::{self, Settings, StartGame, window};
use bevy::prelude::*;
use bevy_tweening::TweeningPlugin;
use std::path::PathBuf;
use std::time::Instant;

const USAGE: &str = "usage: awale [--position FEN] [--screenshot PATH]";

fn main() -> AppExit {
    let started = Instant::now();
    let mut screenshot = None;
    let mut position: Option<Position> = None;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match (arg.as_str(), args.next()) {
            ("--screenshot", Some(path)) => screenshot = Some(PathBuf::from(path)),
            ("--position", Some(fen)) => match fen.parse() {
                Ok(parsed) => position = Some(parsed),
                Err(error) => {
                    eprintln!("awale: --position: {error}");
                    return AppExit::from_code(2);
                }
            },
            ("--help" | "-h", _) => {
                println!("{USAGE}");
                return AppExit::Success;
            }
            _ => {
                eprintln!("awale: unknown argument '{arg}'\n{USAGE}");
                return AppExit::from_code(2);
            }
        }
    }

    let mut app = App::new();
    app.add_plugins(DefaultPlugins.set(WindowPlugin {
        primary_window: Some(Window { title: "Awalé".into(), resolution: (1280, 720).into(), ..default() }),
        ..default()
    }))
    .add_plugins(TweeningPlugin)
    .add_plugins((game::plugin, window::plugin));
    if let Some(start) = position {
        let rules = app.world().resource::<Settings>().rules;
        app.world_mut().write_message(StartGame(Game::from_position(rules, start)));
    }
    if let Some(path) = screenshot {
        app.insert_resource(window::Smoke::new(path, started)).add_plugins(window::smoke_plugin);
    }
    app.run()
}
