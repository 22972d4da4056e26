//! How a menu screen is built: its builder, registered once ([`screen_builder`]), run on
//! entering the screen and again where it stands on a [`Rebuild`] (a new language, a page
//! turned, news the screen shows).

use crate::game::frame::GameSet;
use crate::game::i18n::Tr;
use crate::game::messages::Rebuild;
use crate::game::model::Screen;
use bevy::ecs::system::SystemId;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ScreenBuilders>()
        .add_systems(PreUpdate, rebuild_shown.run_if(on_message::<Rebuild>))
        .add_systems(Update, rebuild_on_language.in_set(GameSet::Present));
}

/// A new language: the screen shown is built again where it stands.
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

/// Registers `build` as the builder of the menu `screen`: run on entering it, and run again
/// where it stands when a [`Rebuild`] comes while it is shown ([`rebuild_shown`]). A rebuild
/// leaves the state alone: nothing that runs on entering or leaving the screen runs for it.
pub(crate) fn screen_builder<M>(app: &mut App, screen: Screen, build: impl IntoSystem<(), (), M> + Copy + 'static) {
    app.add_systems(OnEnter(screen), build);
    let id = app.register_system(build);
    app.world_mut().get_resource_or_init::<ScreenBuilders>().0.push((screen, id));
}

/// Each menu screen's builder, as [`screen_builder`] registered it.
#[derive(Resource, Default)]
struct ScreenBuilders(Vec<(Screen, SystemId)>);

/// A [`Rebuild`]: the screen shown, if it is a menu, is built again where it stands, its
/// entities (those that `DespawnOnExit` it) despawned first. At the start of the frame after
/// the one that asked, where a state transition would run, so that no system of that frame
/// still holds commands for the entities replaced.
fn rebuild_shown(
    screen: Res<State<Screen>>,
    builders: Res<ScreenBuilders>,
    spawned: Query<(Entity, &DespawnOnExit<Screen>)>,
    mut commands: Commands,
) {
    // The screen shown is a value: whose builder runs.
    let shown = *screen.get();
    let Some(&(_, build)) = builders.0.iter().find(|(screen, _)| *screen == shown) else {
        return;
    };
    for (entity, on_exit) in &spawned {
        if on_exit.0 == shown {
            commands.entity(entity).try_despawn();
        }
    }
    commands.run_system(build);
}
