//! How a menu is built: its builder, registered once ([`screen_builder`]), run on entering its
//! state (a [`Screen`](crate::game::screens::Screen), or an [`Overlay`] over one) and again where
//! it stands on a [`Rebuild`] (a new language, a page turned, news the screen shows).

use crate::game::frame::GameSet;
use crate::game::i18n::Tr;
use crate::game::menus::Overlay;
use crate::game::messages::Rebuild;
use crate::game::screens::Screen;
use bevy::ecs::system::SystemId;
use bevy::prelude::*;
use bevy::state::state::FreelyMutableState;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ScreenBuilders<Screen>>()
        .init_resource::<ScreenBuilders<Overlay>>()
        // The screen first, then the menu over it: the menu's root is made last, so it is the
        // last group the Tab key reaches and drawn over the screen.
        .add_systems(
            PreUpdate,
            (rebuild_shown::<Screen>, rebuild_shown::<Overlay>).chain().run_if(on_message::<Rebuild>),
        )
        .add_systems(Update, rebuild_on_language.in_set(GameSet::Present));
}

/// A new language: the screen shown, and the menu over it, are built again where they stand.
fn rebuild_on_language(
    tr: Res<Tr>,
    mut rebuild: MessageWriter<Rebuild>,
    mut shown: Local<Option<crate::i18n::Language>>,
) {
    let language = tr.0.language();
    if shown.replace(language).is_some_and(|before| before != language) {
        rebuild.write(Rebuild);
    }
}

/// Registers `build` as the builder of the menu shown in `state` (a screen, or a menu over one):
/// run on entering it, and run again where it stands when a [`Rebuild`] comes while it is shown
/// ([`rebuild_shown`]). A rebuild leaves the state alone: nothing that runs on entering or
/// leaving it runs for it.
pub(crate) fn screen_builder<S, M>(app: &mut App, state: S, build: impl IntoSystem<(), (), M> + Copy + 'static)
where
    S: FreelyMutableState + Copy,
{
    app.add_systems(OnEnter(state), build);
    let id = app.register_system(build);
    app.world_mut().get_resource_or_init::<ScreenBuilders<S>>().0.push((state, id));
}

/// Each menu's builder in a state of `S`, as [`screen_builder`] registered it.
#[derive(Resource)]
struct ScreenBuilders<S: States>(Vec<(S, SystemId)>);

impl<S: States> Default for ScreenBuilders<S> {
    fn default() -> Self {
        ScreenBuilders(Vec::new())
    }
}

/// A [`Rebuild`]: the menu shown in `S`, if there is one, is built again where it stands, its
/// entities (those that `DespawnOnExit` it) despawned first. At the start of the frame after
/// the one that asked, where a state transition would run, so that no system of that frame
/// still holds commands for the entities replaced.
fn rebuild_shown<S: States + Copy>(
    state: Option<Res<State<S>>>,
    builders: Res<ScreenBuilders<S>>,
    spawned: Query<(Entity, &DespawnOnExit<S>)>,
    mut commands: Commands,
) {
    // The state shown is a value: whose builder runs (a menu over a screen exists only over some).
    let Some(shown) = state.map(|state| *state.get()) else {
        return;
    };
    let Some(&(_, build)) = builders.0.iter().find(|(state, _)| *state == shown) else {
        return;
    };
    for (entity, on_exit) in &spawned {
        if on_exit.0 == shown {
            commands.entity(entity).try_despawn();
        }
    }
    commands.run_system(build);
}
