//! Awalé: two players on one device, every seed animated.
//!
//! `awale [--position FEN | --import FILE] [--screenshot PATH]`
//!
//! Settings, saved rule sets and the game in progress are kept in the user's config
//! directory (on Linux `~/.config/awale`), exported records in its `records` folder.
//!
//! - `--import FILE`: open a game record (see the README) and go on from its last move.
//! - `--position FEN`: start from this position (`A-B-C-D-E-F-a-b-c-d-e-f-south-north-side`),
//!   to show a situation to a learner.
//! - `--screenshot PATH`: play the first legal move, save a screenshot of the board once the
//!   seeds have come to rest, and exit (a smoke run).

use awale::engine::{Game, Position, Preset};
use awale::game::{self, Persist, Screen, StartGame, read_record, window};
use awale::storage::Storage;
use bevy::prelude::*;
use bevy_tweening::TweeningPlugin;
use std::path::PathBuf;
use std::time::Instant;

const USAGE: &str = "usage: awale [--position FEN | --import FILE] [--screenshot PATH]";

fn main() -> AppExit {
    let started = Instant::now();
    let mut screenshot = None;
    let mut position: Option<Position> = None;
    let mut imported: Option<Game> = None;
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
            ("--import", Some(path)) => match read_record(std::path::Path::new(&path)) {
                Ok(game) => imported = Some(game),
                Err(error) => {
                    eprintln!("awale: --import {path}: {error}");
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
    // A smoke run keeps nothing, so that it neither reads nor changes the player's files.
    if screenshot.is_none() {
        app.insert_resource(Persist::new(Storage::user()));
    }
    if let Some(start) = position {
        imported = Some(Game::from_position(Preset::Tournament.rules(), start));
    }
    let straight_to_board = imported.is_some() || screenshot.is_some();
    if let Some(game) = imported {
        app.world_mut().write_message(StartGame(game));
    }
    if straight_to_board {
        app.insert_state(Screen::Gameplay);
    }
    if let Some(path) = screenshot {
        app.insert_resource(window::Smoke::new(path, started)).add_plugins(window::smoke_plugin);
    }
    app.run()
}
