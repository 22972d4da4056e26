//! Awalé: two players on one device, every seed animated.
//!
//! `awale [--position FEN | --import FILE] [--screenshot PATH] [--version]`
//!
//! Settings, saved rule sets and the game in progress are kept in the user's config
//! directory (on Linux `~/.config/awale`), exported records in its `records` folder.
//!
//! - `--import FILE`: open a game record (see `docs/records.md`) and go on from its last move.
//! - `--position FEN`: start from this position (`A-B-C-D-E-F-a-b-c-d-e-f-south-north-side`),
//!   to show a situation to a learner.
//! - `--screenshot PATH`: play the first legal move, save a screenshot of the board once the
//!   seeds have come to rest, and exit (a smoke run).

// A release build for Windows opens its window without a console behind it.
#![cfg_attr(all(windows, not(debug_assertions)), windows_subsystem = "windows")]

use awale::ai::Level;
use awale::engine::{Game, Position, Preset};
use awale::game::prelude::{self as game, Begin, Persist, Players, Screen, read_record, window};
use awale::storage::Storage;
use bevy::asset::AssetMetaCheck;
use bevy::prelude::*;
use bevy_tweening::TweeningPlugin;
use std::ffi::OsString;
use std::path::PathBuf;
use web_time::Instant;

const USAGE: &str = "usage: awale [--position FEN | --import FILE] [--screenshot PATH] [--version]";

/// What the command line asks for.
#[derive(Default)]
struct Arguments {
    screenshot: Option<PathBuf>,
    position: Option<Position>,
    import: Option<PathBuf>,
}

/// Reads the arguments, as the system gives them (a file name need not be UTF-8).
///
/// # Errors
/// A line for the user, for exit code 2: an unknown argument, a missing value, a position that
/// does not parse or is not text, or both `--import` and `--position`.
fn arguments(mut args: impl Iterator<Item = OsString>) -> Result<Option<Arguments>, String> {
    let mut found = Arguments::default();
    while let Some(arg) = args.next() {
        let arg = arg.to_string_lossy().into_owned();
        match (arg.as_str(), args.next()) {
            ("--help" | "-h", _) => return Ok(None),
            ("--screenshot", Some(path)) => found.screenshot = Some(PathBuf::from(path)),
            ("--import", Some(path)) => found.import = Some(PathBuf::from(path)),
            ("--position", Some(fen)) => {
                let fen = fen
                    .into_string()
                    .map_err(|fen| format!("--position: '{}' is not text (not UTF-8)", fen.to_string_lossy()))?;
                found.position = Some(fen.parse().map_err(|error| format!("--position: {error}"))?);
            }
            ("--screenshot" | "--import" | "--position", None) => return Err(format!("'{arg}' needs a value")),
            _ => return Err(format!("unknown argument '{arg}'")),
        }
    }
    if found.import.is_some() && found.position.is_some() {
        return Err("--import and --position cannot be used together: choose one".to_owned());
    }
    Ok(Some(found))
}

fn main() -> AppExit {
    if awale::version_asked() {
        return AppExit::Success;
    }
    let started = Instant::now();
    let found = match arguments(std::env::args_os().skip(1)) {
        Ok(Some(found)) => found,
        Ok(None) => {
            println!("{USAGE}");
            return AppExit::Success;
        }
        Err(error) => {
            eprintln!("awale: {error}\n{USAGE}");
            return AppExit::from_code(2);
        }
    };
    let Arguments { screenshot, position, import } = found;
    let mut imported = match import {
        Some(path) => match read_record(&path) {
            Ok(imported) => {
                if imported.comments + imported.variations > 0 {
                    eprintln!(
                        "awale: {}: the main line is kept; {} comment(s) and {} variation(s) were left out",
                        path.display(),
                        imported.comments,
                        imported.variations
                    );
                }
                Some(imported.begin(Level::new(3).expect("3 is a level")))
            }
            Err(error) => {
                eprintln!("awale: --import {}: {error}", path.display());
                return AppExit::from_code(2);
            }
        },
        None => None,
    };

    game::interrupt::exit_promptly_on_interrupt();
    let mut app = App::new();
    // The game's files carry no `.meta` files: not asking for them spares a web page a request
    // that fails with no network (the board table, src/game/tables.rs).
    let assets = AssetPlugin { meta_check: AssetMetaCheck::Never, ..default() };
    app.add_plugins(DefaultPlugins.set(assets).set(WindowPlugin {
        primary_window: Some(Window {
            title: "Awalé".into(),
            // The application's id (X11's WM_CLASS, Wayland's app_id): the desktop entry
            // `awale.desktop` of the Linux package, so the menu's icon is the window's.
            name: Some("awale".into()),
            resolution: (1280, 720).into(),
            // In a web page: draw on the page's canvas, as large as the page, and keep the
            // browser from scrolling or zooming under a finger.
            canvas: Some("#awale".into()),
            fit_canvas_to_parent: true,
            prevent_default_event_handling: true,
            ..default()
        }),
        ..default()
    }))
    .add_plugins(TweeningPlugin)
    .add_plugins((game::plugin, window::plugin));
    // A position from the command line is played against the computer, which takes the side
    // not to move (a game for one person at a desktop, not two players face to face).
    if let Some(start) = position {
        let game = Game::from_position(Preset::Tournament.rules(), start);
        let level = Level::new(3).expect("3 is a level");
        let players = Players::against_computer(!start.turn(), level);
        imported = Some(Begin { game, players, series: None });
    }
    // A smoke run keeps nothing, so that it neither reads nor changes the player's files. A
    // game from the command line is the one that opens: the game in progress stays on disk,
    // offered next time.
    if screenshot.is_none() {
        let persist = Persist::new(Storage::user());
        app.insert_resource(if imported.is_some() { persist.with_game_from_command_line() } else { persist });
    }
    let straight_to_board = imported.is_some() || screenshot.is_some();
    // The game from the command line opens with its players: the computer against a position,
    // or two players with the names the record gives.
    if let Some(begin) = imported {
        app.world_mut().write_message(begin);
    }
    if straight_to_board {
        app.insert_resource(window::FirstScreen(Screen::Gameplay));
    }
    if let Some(path) = screenshot {
        app.insert_resource(window::Smoke::new(path, started)).add_plugins(window::smoke_plugin);
    }
    app.run()
}
