//! What the network hears wakes a sleeping window. The game's window sleeps until input when
//! nothing moves (`game::window::idle`, up to 30 s): a move the other device played, a class's
//! answer or a tournament's news would wait for the next touch. Each of the game's connections
//! ([`link`](super::link)) and class calls (`class::client`) calls [`wake`] as soon as it has
//! something for the game; the game adds the wakers ([`add`]) that wake its window (Bevy's
//! `EventLoopProxy`). Without a waker, [`wake`] does nothing.

#[cfg(not(target_arch = "wasm32"))]
static WAKERS: std::sync::Mutex<Vec<Box<dyn Fn() + Send + Sync>>> = std::sync::Mutex::new(Vec::new());

#[cfg(target_arch = "wasm32")]
thread_local! {
    /// The page's one thread holds them.
    static WAKERS: std::cell::RefCell<Vec<Box<dyn Fn()>>> = std::cell::RefCell::new(Vec::new());
}

/// Adds `waker`, called each time the network has something for the game (from the
/// connection's own thread on the desktop).
#[cfg(not(target_arch = "wasm32"))]
pub fn add(waker: impl Fn() + Send + Sync + 'static) {
    WAKERS.lock().unwrap_or_else(std::sync::PoisonError::into_inner).push(Box::new(waker));
}

/// Adds `waker`, called each time the network has something for the game.
#[cfg(target_arch = "wasm32")]
pub fn add(waker: impl Fn() + 'static) {
    WAKERS.with(|wakers| wakers.borrow_mut().push(Box::new(waker)));
}

/// Something came from the network for the game: every waker is called.
pub fn wake() {
    #[cfg(not(target_arch = "wasm32"))]
    for waker in WAKERS.lock().unwrap_or_else(std::sync::PoisonError::into_inner).iter() {
        waker();
    }
    #[cfg(target_arch = "wasm32")]
    WAKERS.with(|wakers| {
        for waker in wakers.borrow().iter() {
            waker();
        }
    });
}

/// Wakes the game after `wait`, whatever the network does meanwhile: a poll of the class server
/// (a tournament's table, a vote) comes due on a window asleep until input.
pub fn wake_in(wait: std::time::Duration) {
    #[cfg(not(target_arch = "wasm32"))]
    {
        let spawned = std::thread::Builder::new().name("awale-wake".into()).spawn(move || {
            std::thread::sleep(wait);
            wake();
        });
        // Without a thread, the poll waits for the next touch.
        drop(spawned);
    }
    #[cfg(target_arch = "wasm32")]
    {
        use wasm_bindgen::JsCast;
        let Some(window) = web_sys::window() else { return };
        let callback = wasm_bindgen::closure::Closure::once_into_js(wake);
        let millis = i32::try_from(wait.as_millis()).unwrap_or(i32::MAX);
        let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(
            callback.unchecked_ref::<js_sys::Function>(),
            millis,
        );
    }
}
