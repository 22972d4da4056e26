//! A hint on a busy computer (issue 58: 9 of 42 presses showed nothing for seconds on a loaded
//! machine, one for 130 s): the line says at once that a move is being looked for, and the
//! hint comes within `HINT_PATIENCE` even when every thread that searches is busy. In a binary
//! of its own, as it keeps the task pool's threads busy for a few seconds.
#![cfg(feature = "game")]

use awale::engine::{Game, Position, Rules};
use awale::game::prelude::{ButtonAction, InFlight, MessageText, Phase, Screen, Seat};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::tasks::AsyncComputeTaskPool;
use bevy::time::TimeUpdateStrategy;
use bevy::ui_widgets::Activate;
use bevy_tweening::TweeningPlugin;
use std::time::{Duration, Instant};

fn message(app: &mut App) -> String {
    let mut query = app.world_mut().query_filtered::<&Text, With<MessageText>>();
    query.single(app.world()).expect("one message line").0.clone()
}

#[test]
fn a_hint_says_at_once_that_it_is_looking_and_comes_however_busy_the_computer_is() {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, TweeningPlugin, awale::game::prelude::plugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(20)));
    app.update();
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Gameplay);
    app.update();
    // The multiple capture of seed 003: D takes 7.
    let start: Position = "1-3-0-6-0-1-0-1-2-1-2-3-0-0-S".parse().expect("a position");
    let players = app.world().resource::<awale::game::prelude::Players>().clone();
    let game = Game::from_position(Rules::default(), start);
    app.world_mut().write_message(awale::game::prelude::Begin { game, players, series: None });
    for _ in 0..10_000 {
        app.update();
        let resting = *app.world().resource::<State<Phase>>().get() != Phase::Animating
            && app.world().resource::<InFlight>().is_empty();
        if resting {
            break;
        }
    }
    // Every thread of the pool the searches run on is busy for longer than the hint may take.
    let busy = awale::game::prelude::HINT_PATIENCE * 3;
    let pool = AsyncComputeTaskPool::get();
    for _ in 0..pool.thread_num().max(1) * 2 {
        pool.spawn(async move { std::thread::sleep(busy) }).detach();
    }
    std::thread::sleep(Duration::from_millis(50));

    let asked = Instant::now();
    let mut buttons = app.world_mut().query::<(Entity, &ButtonAction, &Seat)>();
    let hint = buttons.iter(app.world()).find(|(_, a, _)| **a == ButtonAction::Hint).expect("the Hint button").0;
    app.world_mut().trigger(Activate { entity: hint });
    app.update();
    let looking = app.world().resource::<awale::game::prelude::Tr>().0.t("hint-thinking");
    assert_eq!(message(&mut app), looking, "the line says at once that a move is being looked for");
    while !message(&mut app).starts_with("Try pit") {
        assert!(asked.elapsed() < busy, "no hint while the computer was busy: “{}”", message(&mut app));
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    assert_eq!(message(&mut app), "Try pit D: it captures 7 seeds.");
}
