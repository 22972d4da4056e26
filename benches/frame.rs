//! ECS cost of one frame, headless, with every game system: at rest, and with all 48 seeds in
//! flight.
//!
//! Run with `cargo bench --bench frame`.

use awale::engine::{Game, Pit, Rules};
use awale::game::prelude::{Begin, InFlight, MoveRequest, Players};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use bevy_tweening::TweeningPlugin;
use std::time::Duration;

fn main() {
    divan::main();
}

/// A headless app at the start position, nothing moving.
fn resting_app() -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, TweeningPlugin, awale::game::prelude::plugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_nanos(1)));
    app.update();
    app
}

/// A headless app whose 48 seeds were all just lifted from pit A, with time running so slowly
/// that they stay in flight for the whole measurement.
fn flying_app() -> App {
    let mut app = resting_app();
    let start = "48-0-0-0-0-0-0-0-0-0-0-0-0-0-S".parse().expect("a valid position");
    let game = Game::from_position(Rules::default(), start);
    app.world_mut().write_message(Begin { game, players: Players::default(), series: None });
    app.update();
    app.world_mut().write_message(MoveRequest(Pit::from_letter('A').expect("a pit")));
    app.update();
    app.update();
    assert_eq!(app.world().resource::<InFlight>().len(), 48, "every seed is in flight");
    app
}

#[divan::bench(sample_count = 200)]
fn frame_with_48_seeds_in_flight(bencher: divan::Bencher) {
    let mut app = flying_app();
    bencher.bench_local(|| app.update());
}

#[divan::bench(sample_count = 200)]
fn frame_at_rest(bencher: divan::Bencher) {
    let mut app = resting_app();
    bencher.bench_local(|| app.update());
}
