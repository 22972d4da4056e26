//! Shared by the test files that lay out the real interface (Bevy's UI layout and text
//! measurement, a renderer without backends, no window system): the app at a window's size, a
//! screen shown, a key pressed, a node's rectangle.
#![allow(dead_code)]

use awale::game::prelude::{self as game, GameAssets, Overlay, Profile, Profiles, Screen, window};
use bevy::prelude::*;
use bevy::render::RenderPlugin;
use bevy::render::settings::WgpuSettings;
use bevy::time::TimeUpdateStrategy;
use bevy::ui::UiGlobalTransform;
use bevy::window::{ExitCondition, PrimaryWindow, WindowResolution};
use bevy::winit::WinitPlugin;
use bevy_tweening::TweeningPlugin;
use std::time::Duration;

/// A screen, and the menu open over it ([`Overlay::None`]: none).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct View(pub Screen, pub Overlay);

impl From<Screen> for View {
    fn from(screen: Screen) -> View {
        View(screen, Overlay::None)
    }
}

/// Every screen a child reaches, and every menu over one, each with buttons of its own.
pub const EVERY_SCREEN: [View; 12] = [
    View(Screen::Title, Overlay::None),
    View(Screen::NewGame, Overlay::None),
    View(Screen::Customise, Overlay::None),
    View(Screen::Title, Overlay::Settings),
    View(Screen::Title, Overlay::Rules),
    View(Screen::Import, Overlay::None),
    View(Screen::Learn, Overlay::None),
    View(Screen::Online, Overlay::None),
    View(Screen::Who, Overlay::None),
    View(Screen::Class, Overlay::None),
    View(Screen::Gameplay, Overlay::None),
    View(Screen::Gameplay, Overlay::Settings),
];

/// The game in a window of `size` logical pixels, its textures and fonts loaded; the clocks
/// step 20 ms a frame. Four children on the device, one with the longest name: the title greets
/// her, and "Who is playing?" shows them all.
pub fn app(size: (u32, u32)) -> App {
    let mut app = app_unloaded(size);
    // Until the embedded textures and fonts have loaded (on the IO threads) and the window has
    // left its loading screen for the title.
    for _ in 0..500 {
        app.update();
        let server = app.world().resource::<AssetServer>();
        let assets = app.world().resource::<GameAssets>();
        let title = *app.world().resource::<State<Screen>>().get() == Screen::Title;
        if assets.all_loaded(server) && title {
            break;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    app
}

/// [`app`] before its first frame: on the loading screen, nothing loaded.
pub fn app_unloaded(size: (u32, u32)) -> App {
    let mut app = App::new();
    app.add_plugins(
        DefaultPlugins
            .set(RenderPlugin { render_creation: WgpuSettings { backends: None, ..default() }.into(), ..default() })
            .set(WindowPlugin {
                primary_window: Some(Window {
                    resolution: WindowResolution::new(size.0, size.1).with_scale_factor_override(1.0),
                    ..default()
                }),
                exit_condition: ExitCondition::DontExit,
                close_when_requested: false,
                ..default()
            })
            .disable::<WinitPlugin>(),
    )
    .add_plugins(TweeningPlugin)
    .add_plugins((game::plugin, window::plugin))
    .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(20)))
    .insert_resource(Profiles {
        current: Some(1),
        list: vec![
            Profile::new(14, ""),
            Profile::new(10, "Wwwwwwwwwwwwwwww"),
            Profile::new(2, "Ama"),
            Profile::new(20, "Kofi"),
        ],
    });
    // As `App::run` does: the plugins' last steps (the image loader is registered in one).
    app.finish();
    app.cleanup();
    app
}

/// Shows `view` (a screen, or a menu over one) and lets the layout settle.
pub fn show(app: &mut App, view: impl Into<View>) {
    let View(screen, overlay) = view.into();
    app.world_mut().resource_mut::<NextState<Screen>>().set(screen);
    app.update();
    if let Some(mut next) = app.world_mut().get_resource_mut::<NextState<Overlay>>() {
        next.set(overlay);
    }
    for _ in 0..6 {
        app.update();
    }
}

/// The screen shown, and the menu over it.
pub fn shown(app: &App) -> View {
    let overlay = Overlay::shown(app.world().get_resource::<State<Overlay>>());
    View(*app.world().resource::<State<Screen>>().get(), overlay)
}

/// A node's rectangle in logical pixels (the window's scale factor is 1).
pub fn rect(world: &World, entity: Entity) -> Option<Rect> {
    let node = world.get::<ComputedNode>(entity)?;
    let transform = world.get::<UiGlobalTransform>(entity)?;
    let affine: bevy::math::Affine2 = (*transform).into();
    Some(Rect::from_center_size(affine.translation, node.size()))
}

/// The first entity with a `T` that `wanted` accepts.
pub fn find<T: Component>(app: &mut App, wanted: impl Fn(&T) -> bool) -> Entity {
    let mut query = app.world_mut().query::<(Entity, &T)>();
    query.iter(app.world()).find(|(_, value)| wanted(value)).map(|(entity, _)| entity).expect("found")
}

/// A key pressed and let go, as the window sends it.
pub fn key(app: &mut App, code: bevy::input::keyboard::KeyCode, logical: bevy::input::keyboard::Key) {
    use bevy::input::ButtonState;
    use bevy::input::keyboard::KeyboardInput;
    let mut windows = app.world_mut().query_filtered::<Entity, With<PrimaryWindow>>();
    let window = windows.single(app.world()).expect("one window");
    for state in [ButtonState::Pressed, ButtonState::Released] {
        let input =
            KeyboardInput { key_code: code, logical_key: logical.clone(), state, text: None, repeat: false, window };
        app.world_mut().write_message(input);
        app.update();
    }
}

/// The entity the keyboard's focus is on, if any.
pub fn focused(app: &App) -> Option<Entity> {
    app.world().resource::<bevy::input_focus::InputFocus>().get()
}
