//! Ctrl+C (SIGINT) in the terminal that started the game ends it within a frame, even while the
//! window sleeps idle, saving as closing the window does.

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    #[cfg(not(target_arch = "wasm32"))]
    app.add_systems(Startup, keep_waker);
    #[cfg(target_arch = "wasm32")]
    let _ = app;
}

/// The window's event loop, to wake it from the Ctrl+C handler (a sleeping idle window would
/// otherwise notice the interrupt only at its next event, up to its idle wait, 30 s later).
#[cfg(not(target_arch = "wasm32"))]
static WAKER: std::sync::OnceLock<bevy::winit::EventLoopProxy<bevy::winit::WinitUserEvent>> =
    std::sync::OnceLock::new();

/// Makes Ctrl+C (SIGINT) in the terminal end the game within a frame, even while it is idle,
/// saving as closing the window does. Call it before adding `DefaultPlugins`, whose own handler
/// then steps aside; it asks Bevy to exit as that handler does and wakes the window too.
pub fn exit_promptly_on_interrupt() {
    #[cfg(not(target_arch = "wasm32"))]
    {
        let installed = bevy::app::ctrlc::try_set_handler(|| {
            bevy::app::TerminalCtrlCHandlerPlugin::gracefully_exit();
            if let Some(waker) = WAKER.get() {
                // A window already closing cannot be woken, and needs not be.
                let _ = waker.send_event(bevy::winit::WinitUserEvent::WakeUp);
            }
        });
        if let Err(error) = installed {
            warn!("Ctrl+C will end the game only at its next event: {error}");
        }
    }
}

/// Keeps the window's event loop for [`exit_promptly_on_interrupt`]'s handler.
#[cfg(not(target_arch = "wasm32"))]
fn keep_waker(proxy: Option<Res<bevy::winit::EventLoopProxyWrapper>>) {
    if let Some(proxy) = proxy {
        let _ = WAKER.set((**proxy).clone());
    }
}
