//! The game without a window: MinimalPlugins, states, tweening and the game's own plugin, with
//! time stepped by hand. Requests go in as messages; what a player would see is read back from
//! the seed entities and the Text entities.
#![cfg(feature = "game")]

use awale::engine::{Game, Outcome, Pit, Position, Preset, Rules, Side};
use awale::game::prelude::{
    ButtonAction, EdgeMessage, Engine, GameCommand, InFlight, MenuAction, MessageText, MoveRequest, Overlay, Phase,
    Screen, Seat, Seed, Settings,
};
use awale::i18n::{Language, Translator};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use bevy::ui_widgets::Activate;
use bevy_tweening::{TweenAnim, TweeningPlugin};
use std::time::Duration;

#[path = "../board/mod.rs"]
mod board;
use board::engine_counts;

mod computer;
mod endings;
mod files;
mod records;
mod screens;
mod seeds;
mod taps;
mod undo;
mod web;

/// Frames a whole move's animation may take at the slowest, with 20 ms frames.
const MAX_FRAMES: usize = 20_000;

fn app() -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, TweeningPlugin, awale::game::prelude::plugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(20)));
    app.update();
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Gameplay);
    app.update();
    app
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

/// The menu open over the screen shown ([`Overlay::None`] where none is, or none may open).
fn overlay(app: &App) -> Overlay {
    Overlay::shown(app.world().get_resource::<State<Overlay>>())
}

/// The visibility of each root of the interface that is not a menu's over the screen, by entity.
fn roots_beneath(app: &mut App) -> Vec<(Entity, Visibility)> {
    let mut roots = app
        .world_mut()
        .query_filtered::<(Entity, &Visibility), (With<Node>, Without<ChildOf>, Without<DespawnOnExit<Overlay>>)>();
    let mut found: Vec<(Entity, Visibility)> = roots.iter(app.world()).map(|(root, shown)| (root, *shown)).collect();
    found.sort_by_key(|(root, _)| *root);
    found
}

/// Presses the menu button that does `action`, and runs the frames that act on it.
fn press_menu(app: &mut App, action: MenuAction) {
    let mut buttons = app.world_mut().query::<(Entity, &MenuAction)>();
    let found = buttons.iter(app.world()).find(|(_, a)| **a == action).map(|(e, _)| e);
    let button = found.unwrap_or_else(|| panic!("no {action:?} button on {:?}", screen(app)));
    app.world_mut().trigger(Activate { entity: button });
    app.update();
    app.update();
}

fn phase(app: &App) -> Phase {
    *app.world().resource::<State<Phase>>().get()
}

fn game(app: &App) -> &Game {
    &app.world().resource::<Engine>().0
}

/// Runs frames until no seed flies; returns how many it took.
fn settle(app: &mut App) -> usize {
    for frame in 0..MAX_FRAMES {
        app.update();
        let flying = !app.world().resource::<InFlight>().is_empty();
        if phase(app) != Phase::Animating && !flying {
            return frame;
        }
    }
    panic!("seeds still flying after {MAX_FRAMES} frames");
}

fn request(app: &mut App, pit: Pit) {
    app.world_mut().write_message(MoveRequest(pit));
}

/// Sends a request and runs the frame that plays it and the one whose state transition
/// starts the flight.
fn request_and_start(app: &mut App, pit: Pit) {
    request(app, pit);
    app.update();
    app.update();
}

/// Seeds in each pit and store, by where the engine says each seed is and by where it is seen.
fn seed_counts(app: &mut App) -> ([usize; 14], [usize; 14]) {
    let mut homes = [0; 14];
    let mut shown = [0; 14];
    let mut query = app.world_mut().query::<&Seed>();
    for seed in query.iter(app.world()) {
        homes[index(seed.home)] += 1;
        shown[index(seed.shown)] += 1;
    }
    (homes, shown)
}

fn index(home: awale::game::prelude::Home) -> usize {
    home.index()
}

fn assert_at_rest_and_equal(app: &mut App) {
    let expected = engine_counts(game(app).settled_position());
    let (homes, shown) = seed_counts(app);
    assert_eq!(homes, expected, "seed entities by home vs the engine at {}", game(app).position());
    assert_eq!(shown, expected, "seed entities as seen vs the engine at {}", game(app).position());
    let mut anims = app.world_mut().query_filtered::<&TweenAnim, With<Seed>>();
    assert_eq!(anims.iter(app.world()).count(), 0, "no seed tween left once at rest");
}

/// Presses South's button that does `action`, as a click would.
fn press(app: &mut App, action: ButtonAction) {
    press_at(app, Side::South, action);
}

/// Presses the button that does `action` at `seat`'s edge, as a click would.
fn press_at(app: &mut App, seat: Side, action: ButtonAction) {
    let mut buttons = app.world_mut().query::<(Entity, &ButtonAction, &Seat)>();
    let found = buttons.iter(app.world()).find(|(_, a, s)| **a == action && s.0 == seat);
    let button = found.expect("the button exists").0;
    app.world_mut().trigger(Activate { entity: button });
}

/// After a new game: once at rest, no move played, every seed in its pit.
fn assert_fresh_board(app: &mut App) {
    settle(app);
    assert_eq!(phase(app), Phase::Waiting);
    assert!(game(app).moves().is_empty());
    assert_at_rest_and_equal(app);
}

fn texts(app: &mut App) -> Vec<String> {
    let mut query = app.world_mut().query::<&Text>();
    query.iter(app.world()).map(|text| text.0.clone()).collect()
}

fn message(app: &mut App) -> String {
    let mut query = app.world_mut().query_filtered::<&Text, With<MessageText>>();
    query.single(app.world()).expect("one message line").0.clone()
}

/// A new game under the rules of the one on the board, as the new-game screen's Play begins it.
fn begin_again(app: &mut App) {
    let rules = *game(app).rules();
    lay_out(app, Game::new(rules));
}

/// Lays out `game` on the board for the players and the match the app has.
fn lay_out(app: &mut App, game: Game) {
    let players = app.world().resource::<awale::game::prelude::Players>().clone();
    let series = app.world().resource::<awale::game::prelude::MatchState>().0.clone();
    app.world_mut().write_message(awale::game::prelude::Begin { game, players, series });
}

/// Runs frames (sleeping a little, since the computer thinks on other threads) until `done`.
fn run_until(app: &mut App, what: &str, mut done: impl FnMut(&mut App) -> bool) {
    for _ in 0..20_000 {
        if done(app) {
            return;
        }
        app.update();
        std::thread::sleep(Duration::from_micros(200));
    }
    panic!("never happened: {what}");
}

fn set_opponent(app: &mut App, mode: awale::game::prelude::Mode, level: u8) {
    let mut players = app.world_mut().resource_mut::<awale::game::prelude::Players>();
    players.mode = mode;
    players.level = awale::ai::Level::new(level).unwrap();
}

/// An app that keeps its files in `dir`, as the real game keeps them in the config directory;
/// it stays on the title screen.
fn app_with_files(dir: &std::path::Path) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, TweeningPlugin, awale::game::prelude::plugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(20)))
        .insert_resource(awale::game::prelude::Persist::new(Some(awale::storage::Storage::at(dir))))
        // A child plays: the first start's "Who is playing?" is `tests/profiles.rs`'s.
        .insert_resource(one_child());
    app.update();
    app.update();
    app
}

/// A device with one child, playing.
fn one_child() -> awale::game::prelude::Profiles {
    use awale::game::prelude::{Profile, Profiles};
    Profiles { current: Some(0), list: vec![Profile::new(14, "")] }
}

fn pit(letter: char) -> Pit {
    Pit::from_letter(letter).unwrap()
}

/// Presses the sharing question's button for `choice` (`None`: keep playing).
fn answer_sharing(app: &mut App, choice: Option<awale::engine::rules::Leftover>) {
    let mut buttons = app.world_mut().query::<(Entity, &awale::game::prelude::ShareButton)>();
    let found = buttons.iter(app.world()).find(|(_, button)| button.0 == choice).map(|(entity, _)| entity);
    let button = found.expect("the sharing question is shown");
    app.world_mut().trigger(Activate { entity: button });
    app.update();
}
