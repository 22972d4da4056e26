//! Idle means idle: a window redraws continuously only while something moves or is awaited,
//! and otherwise sleeps until input, or until the network hears something for it.

use super::smoke::Smoke;
use crate::game::assets::GameAssets;
use crate::game::coach::show::TitleShow;
use crate::game::computer::Thinking;
use crate::game::frame::GameSet;
use crate::game::layout::Snug;
use crate::game::menus::Overlay;
use crate::game::messages::Rebuild;
use crate::game::play::Phase;
use crate::game::screens::Screen;
use bevy::a11y::ActionRequest;
use bevy::prelude::*;
use bevy::winit::{UpdateMode, WinitSettings};
use std::time::Duration;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, wake_on_network);
    app.insert_resource(WinitSettings::continuous()).init_resource::<OnTitle>().add_systems(
        Update,
        (
            on_title(true).run_if(in_state(Screen::Title)),
            on_title(false).run_if(not(in_state(Screen::Title))),
            update_mode,
        )
            .chain()
            .in_set(GameSet::Present),
    );
}

/// What the network hears (the other device's move, a class's answer) wakes the sleeping
/// window at once ([`crate::net::waker`]), so that a tablet at rest draws a classmate's move
/// as it is played, not at its next touch.
fn wake_on_network(proxy: Option<Res<bevy::winit::EventLoopProxyWrapper>>) {
    if let Some(proxy) = proxy {
        let proxy = (**proxy).clone();
        crate::net::waker::add(move || {
            // The event loop gone: the game is closing, and needs no waking.
            let _ = proxy.send_event(bevy::winit::WinitUserEvent::WakeUp);
        });
    }
}

/// Whether the title is the screen shown (the run conditions of [`on_title`] say so): its game
/// plays on by itself, from its first moment there.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
struct OnTitle(bool);

/// Writes whether the title is shown.
fn on_title(shown: bool) -> impl Fn(ResMut<OnTitle>) {
    move |mut on_title| {
        on_title.set_if_neq(OnTitle(shown));
    }
}

/// How long an idle window sleeps between redraws when nothing happens.
const IDLE_WAIT: Duration = Duration::from_secs(30);
/// Frames drawn continuously after seeds come to rest, so the last changes show.
const GRACE_FRAMES: u32 = 20;

/// What keeps the game busy by itself: seeds flying or a pit shaking (tweens), the computer
/// thinking, textures loading, a smoke run.
#[derive(bevy::ecs::system::SystemParam)]
struct Moving<'w, 's> {
    phase: Res<'w, State<Phase>>,
    thinking: Res<'w, Thinking>,
    tweens: Query<'w, 's, (), With<bevy_tweening::TweenAnim>>,
    assets: Res<'w, GameAssets>,
    server: Res<'w, AssetServer>,
    smoke: Option<Res<'w, Smoke>>,
    /// A place snug against the board moved this frame: the layout needs another frame.
    settling: Query<'w, 's, (), (With<Snug>, Changed<Node>)>,
}

impl Moving<'_, '_> {
    /// Whether something moves or is awaited; under a menu the computer's search is not (its
    /// answer waits for the menu to close).
    fn busy(&self, covered: bool) -> bool {
        self.smoke.is_some()
            || !self.assets.textures_loaded(&self.server)
            || (self.thinking.is_busy() && !covered)
            || *self.phase.get() == Phase::Animating
            || !self.tweens.is_empty()
            || !self.settling.is_empty()
    }
}

/// What a person is doing: holding a press (on a pit, it counts it after a while), or pressing
/// a button.
#[derive(bevy::ecs::system::SystemParam)]
struct Pressing<'w, 's> {
    mouse: Res<'w, ButtonInput<MouseButton>>,
    touches: Res<'w, Touches>,
    pressed: Query<'w, 's, (), Changed<Interaction>>,
}

impl Pressing<'_, '_> {
    fn holding(&self) -> bool {
        self.mouse.pressed(MouseButton::Left) || self.touches.iter().next().is_some()
    }

    fn switching(&self) -> bool {
        !self.pressed.is_empty()
    }
}

/// The screen shown and the menu over it, and whether either is about to change.
#[derive(bevy::ecs::system::SystemParam)]
struct Shown<'w> {
    screen: Res<'w, State<Screen>>,
    next_screen: Res<'w, NextState<Screen>>,
    overlay: Option<Res<'w, State<Overlay>>>,
    next_overlay: Option<Res<'w, NextState<Overlay>>>,
}

impl Shown<'_> {
    /// A screen or a menu over it changing now, or asked for.
    fn switching(&self) -> bool {
        self.screen.is_changed()
            || matches!(*self.next_screen, NextState::Pending(_))
            || self.overlay.as_ref().is_some_and(|overlay| overlay.is_changed())
            || self.next_overlay.as_ref().is_some_and(|next| matches!(**next, NextState::Pending(_)))
    }

    /// Whether a menu (or a match's score) is open over the screen, hiding it.
    fn covered(&self) -> bool {
        // A value: under a menu the title's game and the computer's search keep nothing drawing.
        Overlay::shown(self.overlay.as_deref()).hides_beneath()
    }
}

/// Idle means idle: redraw continuously only while something moves or is awaited (seeds
/// flying, a pit shaking — both tweens —, the computer thinking, textures loading), otherwise
/// wait for input. Under a menu the title's game and the computer wait: the window sleeps.
fn update_mode(
    game: Moving,
    person: Pressing,
    shown: Shown,
    mut rebuilt: MessageReader<Rebuild>,
    mut reader: MessageReader<ActionRequest>,
    show: Res<TitleShow>,
    on_title: Res<OnTitle>,
    mut winit: ResMut<WinitSettings>,
    mut grace: Local<u32>,
) {
    // A button pressed (by a finger, or by a screen reader's click), a screen changing or built
    // again: the next frames show the result.
    let switching = person.switching() || shown.switching() || rebuilt.read().count() > 0 || reader.read().count() > 0;
    let covered = shown.covered();
    // The title's game plays on by itself, unless a menu covers it (one reason among several
    // to keep drawing: a value).
    let title_game = show.0 && on_title.0 && !covered;
    let busy = title_game || switching || person.holding() || game.busy(covered);
    if busy {
        *grace = GRACE_FRAMES;
    } else {
        *grace = grace.saturating_sub(1);
    }
    let mode = if *grace > 0 { UpdateMode::Continuous } else { UpdateMode::reactive_low_power(IDLE_WAIT) };
    if winit.focused_mode != mode {
        winit.focused_mode = mode;
        winit.unfocused_mode = mode;
    }
}
