//! A screen reader's action wakes a sleeping window. Bevy's AccessKit adapter queues a screen
//! reader's "click" or "focus" until a frame's end, where it becomes an [`ActionRequest`] read in
//! the frame after; and an idle window sleeps until input (`idle.rs`): a click on a button would
//! wait for the idle window's next redraw, up to half a minute. A watcher thread sees the queue
//! filled and wakes the window, within [`WATCH`]; a frame that took an action from the queue asks
//! for the next one, which does it.

use bevy::a11y::ActionRequest;
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy::winit::accessibility::WinitActionRequestHandlers;
use bevy::winit::{EventLoopProxyWrapper, WinitUserEvent};
use std::time::Duration;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, watch_actions).add_systems(Last, redraw_for_actions);
}

/// How often the watcher looks at the screen reader's queue: a click answered within it.
const WATCH: Duration = Duration::from_millis(50);

/// Starts the watcher once the window's adapter exists (a thread that only locks a queue 20
/// times a second, and ends with the event loop).
fn watch_actions(
    handlers: Option<Res<WinitActionRequestHandlers>>,
    proxy: Option<Res<EventLoopProxyWrapper>>,
    mut watching: Local<usize>,
) {
    let (Some(handlers), Some(proxy)) = (handlers, proxy) else {
        return;
    };
    if handlers.0.len() == *watching {
        return;
    }
    *watching = handlers.0.len();
    let queues: Vec<_> = handlers.0.values().cloned().collect();
    let proxy = (**proxy).clone();
    let watcher = std::thread::Builder::new().name("screen reader's actions".into()).spawn(move || {
        loop {
            std::thread::sleep(WATCH);
            let waiting = queues.iter().any(|queue| queue.lock().is_ok_and(|queue| !queue.0.is_empty()));
            // The event loop gone: the game is closing.
            if waiting && proxy.send_event(WinitUserEvent::WakeUp).is_err() {
                break;
            }
        }
    });
    if let Err(error) = watcher {
        warn!("a screen reader's clicks will wait for the next frame: {error}");
    }
}

/// The actions taken from the queue at this frame's end are done in the next frame: ask for it.
fn redraw_for_actions(mut actions: MessageReader<ActionRequest>, mut redraw: MessageWriter<RequestRedraw>) {
    if actions.read().count() > 0 {
        redraw.write(RequestRedraw);
    }
}
