//! Lessons, puzzles, the review and the players' names, without a window: each lesson's steps
//! played with a wrong pit first (explained, the right pit glowing) and then the right one; a
//! sample of the shipped puzzles; the review of a game with a known blunder.
#![cfg(feature = "game")]

use awale::ai::Searcher;
use awale::engine::{Game, Pit, Position, Preset, Side};
use awale::game::prelude::{
    Activity, Coach, CoachCommand, Engine, Faces, InFlight, MoveRequest, Phase, Screen, StepState,
};
use awale::i18n::{Language, Translator};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use bevy_tweening::TweeningPlugin;
use std::time::Duration;

mod lessons;
mod puzzles;
mod review;

fn app() -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, TweeningPlugin, awale::game::prelude::plugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(20)));
    app.update();
    app
}

fn coach(app: &App) -> &Coach {
    app.world().resource::<Coach>()
}

fn game(app: &App) -> &Game {
    &app.world().resource::<Engine>().0
}

fn phase(app: &App) -> Phase {
    *app.world().resource::<State<Phase>>().get()
}

fn send(app: &mut App, command: CoachCommand) {
    app.world_mut().write_message(command);
    for _ in 0..4 {
        app.update();
    }
}

fn tap(app: &mut App, pit: Pit) {
    app.world_mut().write_message(MoveRequest(pit));
    app.update();
    app.update();
}

fn settle(app: &mut App) {
    for _ in 0..20_000 {
        app.update();
        if phase(app) != Phase::Animating && app.world().resource::<InFlight>().is_empty() {
            app.update();
            return;
        }
    }
    panic!("seeds still flying");
}

fn texts(app: &mut App) -> Vec<String> {
    let mut query = app.world_mut().query::<&Text>();
    query.iter(app.world()).map(|text| text.0.clone()).collect()
}

/// A pit that does not answer: a legal one if there is, else any other of the mover's row.
fn wrong_pit(game: &Game, answers: &[Pit]) -> Pit {
    let legal = game.legal_moves();
    legal.iter().copied().find(|pit| !answers.contains(pit)).unwrap_or_else(|| {
        let turn = game.position().turn();
        Pit::ALL.into_iter().find(|pit| pit.owner() == turn && !answers.contains(pit)).expect("another pit")
    })
}

/// Lays out `game` on the board for the players and the match the app has.
fn lay_out(app: &mut App, game: Game) {
    let players = app.world().resource::<awale::game::prelude::Players>().clone();
    let series = app.world().resource::<awale::game::prelude::MatchState>().0.clone();
    app.world_mut().write_message(awale::game::prelude::Begin { game, players, series });
}
