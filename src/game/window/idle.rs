//! Idle means idle: a window redraws continuously only while something moves or is awaited,
//! and otherwise sleeps until input.

use super::smoke::Smoke;
use crate::game::assets::GameAssets;
use crate::game::coach::show::TitleShow;
use crate::game::computer::Thinking;
use crate::game::frame::GameSet;
use crate::game::layout::Snug;
use crate::game::messages::Rebuild;
use crate::game::model::{Phase, Screen};
use bevy::prelude::*;
use bevy::winit::{UpdateMode, WinitSettings};
use std::time::Duration;

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(WinitSettings::continuous()).add_systems(Update, update_mode.in_set(GameSet::Present));
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
    fn busy(&self) -> bool {
        self.smoke.is_some()
            || !self.assets.textures_loaded(&self.server)
            || self.thinking.is_busy()
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

/// Idle means idle: redraw continuously only while something moves or is awaited (seeds
/// flying, a pit shaking — both tweens —, the computer thinking, textures loading), otherwise
/// wait for input.
fn update_mode(
    game: Moving,
    person: Pressing,
    screen: Res<State<Screen>>,
    next_screen: Res<NextState<Screen>>,
    mut rebuilt: MessageReader<Rebuild>,
    show: Res<TitleShow>,
    mut winit: ResMut<WinitSettings>,
    mut grace: Local<u32>,
) {
    // A button pressed, a screen changing or built again: the next frames show the result.
    let switching = person.switching()
        || screen.is_changed()
        || matches!(*next_screen, NextState::Pending(_))
        || rebuilt.read().count() > 0;
    // The title's game plays on by itself (one reason among several to keep drawing: a value).
    let title_game = show.0 && *screen.get() == Screen::Title;
    let busy = title_game || switching || person.holding() || game.busy();
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
