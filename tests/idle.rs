//! Idle means idle: a window sleeps until input when nothing moves (a menu, or the title's game
//! covered by a menu: it waits under it), and draws continuously while the title's game plays.
#![cfg(feature = "game")]

mod screen;

use awale::game::prelude::{Overlay, Screen, Settings};
use bevy::prelude::*;
use bevy::winit::{UpdateMode, WinitSettings};
use screen::{View, app, show};

fn continuous(app: &App) -> bool {
    app.world().resource::<WinitSettings>().focused_mode == UpdateMode::Continuous
}

/// Runs frames until the window sleeps (past the grace frames after the last change, and the
/// seeds of a move under way at rest), at most `frames`; returns whether it did.
fn sleeps_within(app: &mut App, frames: usize) -> bool {
    for _ in 0..frames {
        app.update();
        if !continuous(app) {
            return true;
        }
    }
    false
}

#[test]
fn the_window_sleeps_on_a_menu_and_under_a_menu_over_the_title_s_game_and_wakes_when_it_closes() {
    let mut app = app((1280, 800));
    show(&mut app, Screen::NewGame);
    assert!(sleeps_within(&mut app, 100), "on the new-game screen nothing moves: the window sleeps");
    // With bigger buttons and text too (the interface scaled, its pixels rounded).
    for size in [(1280, 800), (800, 1280)] {
        let mut bigger = screen::app(size);
        bigger.world_mut().resource_mut::<Settings>().bigger = true;
        show(&mut bigger, Screen::NewGame);
        assert!(sleeps_within(&mut bigger, 100), "bigger, at {size:?}: the window sleeps");
    }
    show(&mut app, Screen::Title);
    for _ in 0..40 {
        app.update();
    }
    assert!(continuous(&app), "the title's game plays: the window draws on");
    show(&mut app, View(Screen::Title, Overlay::Settings));
    assert!(sleeps_within(&mut app, 400), "under the settings the title's game waits: the window sleeps");
    app.world_mut().resource_mut::<NextState<Overlay>>().set(Overlay::None);
    for _ in 0..3 {
        app.update();
    }
    assert!(continuous(&app), "the settings closed, the title's game plays on");
}
