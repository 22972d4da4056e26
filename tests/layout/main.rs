//! The layouts at tablet and desktop sizes, with Bevy's own UI layout and text measurement but
//! no GPU (a renderer without backends, no window system): on every screen, at 800 × 1280,
//! 1280 × 800, 1024 × 768 and 2560 × 1440, every button is at least 48 logical pixels each way
//! and inside the window (a menu taller than the window scrolls: each button is inside it at
//! some scroll position), every text is at least 16 logical pixels, and the twelve pits are in
//! the window, each at least 48 pixels across.
#![cfg(feature = "game")]

use awale::engine::{Game, Pit, Preset, Side};
use awale::game::prelude::{
    self as game, BoardShape, ButtonAction, FaceToFace, Mode, Overlay, Players, Screen, Seating, Settings,
};
use awale::game::profiles::who::WhoView;
use bevy::prelude::*;
use bevy::ui_widgets::{Activate, ScrollArea};
use bevy::window::PrimaryWindow;

#[path = "../board/mod.rs"]
mod board;
#[path = "../screen/mod.rs"]
mod screen;
use board::hidden;
use screen::{EVERY_SCREEN, View, app, find, rect, show, shown};

mod fits;
mod lessons;
mod panels;
mod still;
mod targets;

/// The window sizes the game is laid out for, in logical pixels: a portrait tablet, a landscape
/// one, an old 4:3 screen, a large desktop.
const SIZES: [(u32, u32); 4] = [(800, 1280), (1280, 800), (1024, 768), (2560, 1440)];

/// Shows "Who is playing?" as `view` says.
fn show_who(app: &mut App, view: WhoView) {
    show(app, Screen::Who);
    *app.world_mut().resource_mut::<WhoView>() = view;
    for _ in 0..6 {
        app.update();
    }
}

/// The window's logical size.
fn window_size(app: &mut App) -> Vec2 {
    let mut windows = app.world_mut().query_filtered::<&Window, With<PrimaryWindow>>();
    let window = windows.single(app.world()).expect("one window");
    Vec2::new(window.width(), window.height())
}

/// The scroll area `entity` is in, if any.
fn scroll_area(world: &World, entity: Entity) -> Option<Entity> {
    let mut at = world.get::<ChildOf>(entity).map(ChildOf::parent);
    while let Some(entity) = at {
        if world.get::<ScrollArea>(entity).is_some() {
            return Some(entity);
        }
        at = world.get::<ChildOf>(entity).map(ChildOf::parent);
    }
    None
}

/// Lays out `game` on the board for the players and the match the app has.
fn lay_out(app: &mut App, game: Game) {
    let players = app.world().resource::<awale::game::prelude::Players>().clone();
    let series = app.world().resource::<awale::game::prelude::MatchState>().0.clone();
    app.world_mut().write_message(awale::game::prelude::Begin { game, players, series });
}

/// The rectangle on screen, in logical pixels, of a world rectangle centred on the origin.
fn on_screen(app: &mut App, size: Vec2) -> Rect {
    let mut cameras = app.world_mut().query::<(&Camera, &GlobalTransform)>();
    let (camera, view) = cameras.single(app.world()).expect("one camera");
    let corner = |point: Vec2| camera.world_to_viewport(view, point.extend(0.0)).expect("on screen");
    Rect::from_corners(corner(-size / 2.0), corner(size / 2.0))
}

/// The texts shown: each inside the window across, and a button's words inside the button.
fn check_texts_fit(app: &mut App, what: &str) {
    let size = window_size(app);
    let mut texts = app.world_mut().query_filtered::<(Entity, &Text), Without<Button>>();
    let texts: Vec<(Entity, String)> = texts.iter(app.world()).map(|(entity, text)| (entity, text.0.clone())).collect();
    for (entity, words) in texts {
        if words.trim().is_empty() || hidden(app.world(), entity) || scroll_area(app.world(), entity).is_some() {
            continue;
        }
        let Some(text) = rect(app.world(), entity) else { continue };
        assert!(
            text.min.x >= -0.5 && text.max.x <= size.x + 0.5 && text.min.y >= -0.5 && text.max.y <= size.y + 0.5,
            "{what}: “{words}” at {text:?} runs out of the {size} window"
        );
        if let Some(button) = button_of(app.world(), entity)
            && let Some(frame) = rect(app.world(), button)
        {
            assert!(
                text.min.x >= frame.min.x - 0.5 && text.max.x <= frame.max.x + 0.5,
                "{what}: “{words}” ({} px) overflows its button ({} px)",
                text.width(),
                frame.width()
            );
        }
    }
}

/// The button `entity` is part of (itself, or the button its text is in), if any.
fn button_of(world: &World, entity: Entity) -> Option<Entity> {
    let mut at = Some(entity);
    while let Some(entity) = at {
        if world.get::<Button>(entity).is_some() {
            return Some(entity);
        }
        at = world.get::<ChildOf>(entity).map(ChildOf::parent);
    }
    None
}

/// Runs the frames a change takes to be laid out (a place snug against the board follows the
/// layout a frame later).
fn lay_out_frames(app: &mut App) {
    for _ in 0..6 {
        app.update();
    }
}

/// A window opens on the loading screen, with no menu on it, and leaves it for the title only
/// once every texture and font is loaded: no screen is drawn without its pictures or letters.
#[test]
fn the_window_shows_the_title_only_once_its_textures_and_fonts_are_loaded() {
    use awale::game::prelude::{GameAssets, MenuAction};
    let mut app = screen::app_unloaded((800, 1280));
    let mut seen = Vec::new();
    for _ in 0..500 {
        app.update();
        let state = *app.world().resource::<State<Screen>>().get();
        let loaded = {
            let server = app.world().resource::<AssetServer>();
            app.world().resource::<GameAssets>().all_loaded(server)
        };
        let menus = app.world_mut().query::<&MenuAction>().iter(app.world()).count();
        seen.push((state, loaded, menus));
        if state == Screen::Title {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    assert_eq!(seen.first().map(|s| s.0), Some(Screen::Loading), "{seen:?}");
    assert_eq!(seen.last().map(|s| s.0), Some(Screen::Title), "{seen:?}");
    assert!(seen.last().is_some_and(|s| s.2 > 0), "the title's menu: {seen:?}");
    for (state, loaded, menus) in &seen {
        assert!(*state == Screen::Loading || *loaded, "a screen before its assets: {seen:?}");
        assert!(*state != Screen::Loading || *menus == 0, "a menu on the loading screen: {seen:?}");
    }
}
