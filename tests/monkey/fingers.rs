//! What the monkey's fingers do: press and release pits, and tap buttons once, twice or three times.

use super::board::hidden;
use super::*;
use awale::game::prelude::{ButtonAction, PitPointer, ShareButton};
use bevy::camera::NormalizedRenderTarget;
use bevy::picking::backend::HitData;
use bevy::picking::events::{Click, Pointer, Press};
use bevy::picking::pointer::{Location, PointerButton, PointerId};
use bevy::ui::InteractionDisabled;

/// Where the monkey's finger is: nowhere in particular (no window lays the buttons out).
fn location() -> Location {
    Location { target: NormalizedRenderTarget::None { width: 1280, height: 800 }, position: Vec2::ZERO }
}

/// What a pointer event says it hit: nothing the game reads.
fn hit() -> HitData {
    HitData::new(Entity::PLACEHOLDER, 0.0, None, None)
}

impl Monkey {
    /// The buttons a person could press now: shown, enabled, and not leaving the game or
    /// writing files.
    pub(super) fn buttons(&mut self) -> Vec<(Entity, String)> {
        let world = self.app.world_mut();
        let mut query = world.query_filtered::<(
            Entity,
            Option<&MenuAction>,
            Option<&ButtonAction>,
            Has<ShareButton>,
            Has<InteractionDisabled>,
        ), With<Button>>();
        let mut found = Vec::new();
        for (entity, menu, action, share, disabled) in query.iter(world) {
            let leaves = matches!(
                menu,
                Some(MenuAction::Quit | MenuAction::Import | MenuAction::OpenFile | MenuAction::ImportFile(_))
            ) || action == Some(&ButtonAction::Export)
                || share;
            if disabled || leaves || hidden(world, entity) {
                continue;
            }
            let name = menu.map(|m| format!("{m:?}")).or(action.map(|a| format!("{a:?}"))).unwrap_or_default();
            found.push((entity, name));
        }
        found.sort_by_key(|(entity, _)| *entity);
        found
    }

    pub(super) fn random_pit(&mut self) -> Pit {
        let game = &self.app.world().resource::<Engine>().0;
        let legal = game.legal_moves();
        if !legal.is_empty() && self.rng.random_bool(0.8) {
            legal[self.rng.random_range(0..legal.len())]
        } else {
            Pit::ALL[self.rng.random_range(0..Pit::ALL.len())]
        }
    }

    /// A press on `pit`, as the window sends it.
    pub(super) fn press(&mut self, pit: Pit) {
        self.app.world_mut().write_message(PitPointer::Down(pit));
        self.pressed = self.board_shown().then_some(pit);
    }

    /// A release over `over`, as the window sends it.
    pub(super) fn release(&mut self, over: Option<Pit>) {
        self.app.world_mut().write_message(PitPointer::Up(over));
        if let Some(pit) = self.pressed.take()
            && self.board_shown()
            && over == Some(pit)
        {
            self.taps.push((pit, self.frame + 1));
        }
    }

    /// The button shown that does `action`.
    pub(super) fn button(&mut self, action: MenuAction) -> Entity {
        let screen = self.screen();
        let mut query = self.app.world_mut().query::<(Entity, &MenuAction)>();
        let found = query.iter(self.app.world()).find(|(_, a)| **a == action).map(|(entity, _)| entity);
        found.unwrap_or_else(|| panic!("no {action:?} button on {screen:?}"))
    }

    /// A finger down on the button `entity`, as the window's picking sends it; returns when, on
    /// the real clock the game reads.
    fn finger_down(&mut self, entity: Entity) -> Duration {
        let press = Press { button: PointerButton::Primary, hit: hit(), count: 1 };
        let world = self.app.world_mut();
        world.trigger(Pointer::new(PointerId::Mouse, location(), press, entity));
        world.flush();
        world.resource::<Time<Real>>().elapsed()
    }

    /// The finger lifted on the button `entity` it pressed (a click); returns whether a button
    /// acted.
    fn finger_up(&mut self, entity: Entity) -> bool {
        let world = self.app.world_mut();
        world.resource_mut::<Activated>().0.clear();
        let click = Click { button: PointerButton::Primary, hit: hit(), duration: Duration::from_millis(60), count: 1 };
        world.trigger(Pointer::new(PointerId::Mouse, location(), click, entity));
        world.flush();
        !world.resource::<Activated>().0.is_empty()
    }

    /// A tap on the button `entity`: pressed, held `held` frames, released on it. A tap whose
    /// press began before the screen shown was built, or less than [`SETTLE_SECONDS`] after,
    /// must act on nothing. Returns whether it acted.
    pub(super) fn tap_button(&mut self, entity: Entity, held: u32) -> bool {
        let pressed = self.finger_down(entity);
        self.wait(held);
        // Gone with its screen: the finger comes up over another button, which no click reaches.
        if self.app.world().get_entity(entity).is_err() {
            return false;
        }
        let built = self.app.world().resource::<ScreensSeen>().at;
        let heard = pressed >= built + Duration::from_secs_f32(SETTLE_SECONDS);
        let acted = self.finger_up(entity);
        if acted && !heard {
            let when = if pressed < built {
                format!("{:?} before", built - pressed)
            } else {
                format!("only {:?} after", pressed - built)
            };
            panic!("a tap pressed {when} the screen {:?} was built acted on it", self.screen());
        }
        acted
    }

    pub(super) fn press_button(&mut self) -> bool {
        let buttons = self.buttons();
        if buttons.is_empty() {
            return false;
        }
        let (entity, name) = buttons[self.rng.random_range(0..buttons.len())].clone();
        self.note(format!("button {name} on {:?}", self.screen()));
        self.tap_button(entity, 0);
        true
    }

    /// A double or triple tap where a button is, as a child makes it: the first tap on it, the
    /// next a few frames later on it again if it is still shown, else on a button of the screen
    /// shown now (where a finger lands is not known without a window: any of them). Once a tap
    /// has changed the screen, the rest act on nothing: no screen changes twice from one tap.
    pub(super) fn taps_on_a_button(&mut self) {
        let buttons = self.buttons();
        if buttons.is_empty() {
            return;
        }
        let (mut entity, mut name) = buttons[self.rng.random_range(0..buttons.len())].clone();
        let taps = self.rng.random_range(2..=3);
        let mut changed = false;
        for tap in 1..=taps {
            if tap > 1 {
                // Less than SETTLE_SECONDS from the first tap's screen to the last tap.
                let gap = self.rng.random_range(0..3);
                self.wait(gap);
                let shown = self.buttons();
                if shown.is_empty() {
                    break;
                }
                if !shown.iter().any(|(e, _)| *e == entity) || self.rng.random_bool(0.5) {
                    (entity, name) = shown[self.rng.random_range(0..shown.len())].clone();
                }
            }
            self.note(format!("tap {tap} of {taps} on {name} on {:?}", self.screen()));
            let built = self.built();
            let held = self.rng.random_range(0..3);
            let acted = self.tap_button(entity, held);
            if changed {
                assert!(!acted, "tap {tap} of {taps} acted on {name}, on the screen an earlier tap opened");
            }
            // The screen a tap opens is built in the next frame (built again, in the one after).
            self.wait(2);
            changed |= self.built() > built;
        }
    }
}
