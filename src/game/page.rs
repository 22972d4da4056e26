//! What only a web page has: the message line and the position are mirrored into the page's
//! live region (`<div id="status" aria-live="polite">`), so that a screen reader says what
//! happened and a browser test can read the game; `data-drawn` tells when the first board was
//! drawn ([`BoardDrawn`]; the page's time, in milliseconds since it was opened, of the frame that
//! draws it, before anything that frame asks for is fetched), and `data-table-ms` the longest frame's step of reading the
//! board table ([`TableRead`]).

use super::assets::{BoardDrawn, note_board_drawn};
use super::coach::SetAside;
use super::frame::GameSet;
use super::hud::MessageText;
use super::settings::{SavedRules, Settings, Setup};
use super::tables::TableRead;
use crate::engine::Game;
use crate::game::play::Engine;
use crate::game::play::Task;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    if crate::IN_A_WEB_PAGE {
        app.add_systems(PostStartup, calm_as_the_system)
            .add_systems(Update, mirror.in_set(GameSet::Present))
            .add_systems(
                Update,
                (
                    // In the frame that inserts it, before anything that frame asks for is fetched.
                    (|| set_status(None, &[("data-drawn", format!("{:.1}", page_time()))]))
                        .after(note_board_drawn)
                        .run_if(resource_added::<BoardDrawn>),
                    (|read: Res<TableRead>| set_status(None, &[("data-table-ms", format!("{:.1}", read.longest_ms))]))
                        .run_if(resource_added::<TableRead>),
                ),
            );
    }
}

/// Copies the message line's text, the position text and the number of moves into `#status`.
fn mirror(
    engine: Res<Engine>,
    set_aside: Res<SetAside>,
    task: Res<State<Task>>,
    setup: Res<Setup>,
    saved: Res<SavedRules>,
    messages: Query<&Text, (With<MessageText>, Changed<Text>)>,
) {
    let message = messages.iter().next().map(|text| text.0.clone());
    if message.is_none() && !engine.is_changed() && !set_aside.is_changed() && !task.is_changed() {
        return;
    }
    // The game in progress, not the title's game or a lesson's board. While they hold the board
    // with nothing set aside, the game in progress is the empty board they give back.
    let empty;
    let game = match (&set_aside.0, *task.get() != Task::Play) {
        (Some(begin), _) => &begin.game,
        (None, true) => {
            empty = Game::new(setup.rules(&saved));
            &empty
        }
        (None, false) => &engine.0,
    };
    let state = [("data-position", game.position().to_string()), ("data-moves", game.moves().len().to_string())];
    set_status(message.as_deref(), &state);
}

/// The system's "reduce motion" (the browser's `prefers-reduced-motion`) turns less motion on at
/// start; the child may turn it off for the visit.
fn calm_as_the_system(mut settings: ResMut<Settings>) {
    if reduced_motion() && !settings.calm {
        settings.calm = true;
    }
}

#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
fn reduced_motion() -> bool {
    web_sys::window()
        .and_then(|window| window.match_media("(prefers-reduced-motion: reduce)").ok().flatten())
        .is_some_and(|query| query.matches())
}

#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
fn reduced_motion() -> bool {
    false
}

#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
fn set_status(message: Option<&str>, attributes: &[(&str, String)]) {
    let Some(status) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id("status")) else {
        return;
    };
    if let Some(message) = message {
        status.set_text_content(Some(message));
    }
    for (name, value) in attributes {
        let _ = status.set_attribute(name, value);
    }
}

#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
fn set_status(_: Option<&str>, _: &[(&str, String)]) {}

/// The page's time (`performance.now()`), in milliseconds since it was opened.
#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
fn page_time() -> f64 {
    web_sys::window().and_then(|w| w.performance()).map_or(0.0, |performance| performance.now())
}

#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
fn page_time() -> f64 {
    0.0
}
