//! What only a window has: assets, the camera, pointer, touch and keys, sound, the update mode
//! that keeps an idle game idle, and the `--screenshot` smoke run.

use super::assets::GameAssets;
use super::computer::Thinking;
use super::frame::GameSet;
use super::layout::{self, BoardShape, FaceToFace, PIT_RADIUS, Snug};
use super::messages::MoveRequest;
use super::model::Players;
use super::model::{Engine, Phase, Screen};
use super::pointer::{PitPointer, ReadPointer, ShownScreen};
use super::settings::Settings;
use super::theme::palette;
use crate::engine::Pit;
use bevy::asset::AssetId;
use bevy::camera::ScalingMode;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, save_to_disk};
use bevy::window::PrimaryWindow;
use bevy::winit::{UpdateMode, WinitSettings};
use std::path::PathBuf;
use std::time::Duration;
use web_time::Instant;

/// The default font, so that every text has French accents without naming a font.
const ANDIKA_REGULAR: &[u8] = include_bytes!("../../assets/fonts/Andika-Regular.ttf");

/// How long an idle window sleeps between redraws when nothing happens.
const IDLE_WAIT: Duration = Duration::from_secs(30);
/// Frames drawn continuously after seeds come to rest, so the last changes show.
const GRACE_FRAMES: u32 = 20;

/// The window's plugin; add it after `DefaultPlugins` (it needs the asset server).
pub fn plugin(app: &mut App) {
    app.insert_resource(super::coach::show::TitleShow(true));
    if crate::IN_A_WEB_PAGE {
        app.add_plugins(super::tables::plugin);
    } else {
        app.insert_resource(super::computer::BoardTables(super::computer::GAME_TABLE_SEEDS));
    }
    app.add_plugins((super::interrupt::plugin, super::audio::plugin));
    let assets = GameAssets::load(app);
    app.insert_resource(assets);
    app.world_mut()
        .resource_mut::<Assets<Font>>()
        .insert(AssetId::default(), Font::from_bytes(ANDIKA_REGULAR.to_vec()))
        .expect("a UUID asset id always inserts");
    app.add_plugins((super::page::plugin, super::theme::fonts::plugin));
    app.insert_resource(ClearColor(palette::BACKDROP))
        .insert_resource(WinitSettings::continuous())
        .add_systems(Startup, spawn_camera)
        .add_systems(Update, super::assets::note_board_drawn.run_if(not(resource_exists::<super::assets::BoardDrawn>)))
        .add_systems(Update, (follow_window, pointer_input.before(ReadPointer), key_input).in_set(GameSet::Devices))
        .add_systems(Update, fit_camera.in_set(GameSet::Present))
        .add_systems(Update, update_mode.in_set(GameSet::Present));
}

fn spawn_camera(mut commands: Commands, shape: Res<BoardShape>) {
    commands.spawn((Name::new("Camera"), Camera2d, projection(*shape, false)));
}

/// A camera that always shows the whole of `shape`'s view, whatever the window's size.
fn projection(shape: BoardShape, face_to_face: bool) -> Projection {
    let view = shape.view(face_to_face);
    Projection::Orthographic(OrthographicProjection {
        scaling_mode: ScalingMode::AutoMin { min_width: view.x, min_height: view.y },
        ..OrthographicProjection::default_2d()
    })
}

/// The window's size at which the UI is at its natural size, in logical pixels; a larger window
/// enlarges it, up to [`UI_MAX_SCALE`].
const UI_NATURAL: Vec2 = Vec2::new(1280.0, 800.0);
/// The most the UI is enlarged on a large screen.
const UI_MAX_SCALE: f32 = 1.5;

/// How much larger the setting "bigger buttons and text" makes the UI.
pub const BIGGER: f32 = 1.25;

/// The window's shape chooses the board's ([`BoardShape`]); a large window enlarges the UI, and
/// the setting "bigger buttons and text" by [`BIGGER`] more. The UI is never shrunk: a small
/// window reflows and scrolls the menus instead, so that no button gets smaller than a finger.
fn follow_window(
    windows: Query<Ref<Window>, With<PrimaryWindow>>,
    settings: Res<Settings>,
    mut scale: ResMut<UiScale>,
    mut shape: ResMut<BoardShape>,
) {
    let Ok(window) = windows.single() else {
        return;
    };
    if !window.is_changed() && !settings.is_changed() {
        return;
    }
    let size = Vec2::new(window.width(), window.height());
    let bigger = if settings.bigger { BIGGER } else { 1.0 };
    let wanted = (size / UI_NATURAL).min_element().clamp(1.0, UI_MAX_SCALE) * bigger;
    if (scale.0 - wanted).abs() > 0.01 {
        scale.0 = wanted;
    }
    shape.set_if_neq(BoardShape::for_window(size));
}

/// The camera shows the view of the board's shape and of where the players sit, in the frame
/// either changes (after the seating is decided), not a frame later.
fn fit_camera(
    shape: Res<BoardShape>,
    face_to_face: Res<FaceToFace>,
    mut cameras: Query<&mut Projection, With<Camera2d>>,
) {
    if shape.is_changed() || face_to_face.is_changed() {
        for mut camera in &mut cameras {
            *camera = projection(*shape, face_to_face.0);
        }
    }
}

/// The pit under a point of the world, if any (generous for small fingers: half way to the next).
fn pit_at(point: Vec2) -> Option<Pit> {
    let reach = (PIT_RADIUS * 1.1).min(layout::PIT_SPACING / 2.0);
    Pit::ALL.into_iter().find(|&pit| layout::pit_center(pit).distance(point) <= reach)
}

/// Clicks, taps and the pointer over the pits become [`PitPointer`]s (read in `pointer.rs`).
fn pointer_input(
    mouse: Res<ButtonInput<MouseButton>>,
    touches: Res<Touches>,
    window: Query<&Window, With<PrimaryWindow>>,
    camera: Query<(&Camera, &GlobalTransform)>,
    mut pointer: MessageWriter<PitPointer>,
    mut hovered: Local<Option<Pit>>,
    mut last_cursor: Local<Option<Vec2>>,
    mut fingers: Local<bevy::platform::collections::HashMap<u64, Vec2>>,
) {
    let Ok((camera, view)) = camera.single() else {
        return;
    };
    let to_pit = |point: Vec2| camera.viewport_to_world_2d(view, point).ok().and_then(pit_at);
    let cursor = window.single().ok().and_then(Window::cursor_position);
    // A lifted finger may take the cursor with it: a release is where the pointer was last.
    let released_at = cursor.or(*last_cursor);
    *last_cursor = cursor;
    let click = mouse.just_pressed(MouseButton::Left).then_some(cursor).flatten();
    let taps = touches.iter_just_pressed().map(|touch| touch.position());
    for point in click.into_iter().chain(taps) {
        if let Some(pit) = to_pit(point) {
            pointer.write(PitPointer::Down(pit));
        }
    }
    // One release a frame, over a pit if any is (a touch may come as a click too).
    let release = mouse.just_released(MouseButton::Left).then_some(released_at);
    // A finger's release is where it was last seen down (a browser may give it no place).
    let lifted: Vec<Option<Vec2>> = touches
        .iter_just_released()
        .map(|touch| Some(fingers.remove(&touch.id()).unwrap_or(touch.position())))
        .collect();
    for touch in touches.iter() {
        fingers.insert(touch.id(), touch.position());
    }
    let releases: Vec<Option<Pit>> = release.into_iter().chain(lifted).map(|point| point.and_then(to_pit)).collect();
    if !releases.is_empty() {
        pointer.write(PitPointer::Up(releases.iter().flatten().next().copied()));
    }
    let over = cursor.and_then(to_pit);
    if over != *hovered {
        *hovered = over;
        pointer.write(PitPointer::Hover(over));
    }
}

/// Keys A–F choose the pit of that letter in the row of the player to move (A–F for South,
/// a–f for North).
fn key_input(
    keys: Res<ButtonInput<KeyCode>>,
    screen: Res<State<Screen>>,
    shown: Res<ShownScreen>,
    engine: Res<Engine>,
    players: Res<Players>,
    mut requests: MessageWriter<MoveRequest>,
) {
    const KEYS: [KeyCode; 6] =
        [KeyCode::KeyA, KeyCode::KeyB, KeyCode::KeyC, KeyCode::KeyD, KeyCode::KeyE, KeyCode::KeyF];
    let turn = engine.0.position().turn();
    // A key pressed while a menu was shown is the menu's (a name typed), not the board's.
    if !players.plays_here(turn) || !shown.board(*screen.get()) {
        return;
    }
    for (column, key) in KEYS.iter().enumerate() {
        if keys.just_pressed(*key)
            && let Some(pit) = Pit::of(turn, column)
        {
            requests.write(MoveRequest(pit));
        }
    }
}

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
    show: Res<super::coach::show::TitleShow>,
    mut winit: ResMut<WinitSettings>,
    mut grace: Local<u32>,
) {
    // A button pressed or a screen changing: the next frames show the result.
    let switching = person.switching() || screen.is_changed() || matches!(*next_screen, NextState::Pending(_));
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

/// The `--screenshot PATH` run: wait for the board, play the first legal move, let the seeds
/// come to rest, save a screenshot and exit. Prints how long the first board took to draw.
#[derive(Resource, Debug)]
pub struct Smoke {
    path: PathBuf,
    started: Instant,
    stage: SmokeStage,
    frames: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum SmokeStage {
    Loading,
    Moving { animated: bool },
    Settling(u32),
    Saving,
}

impl Smoke {
    /// A smoke run saving to `path`; `started` is when the process began.
    #[must_use]
    pub fn new(path: PathBuf, started: Instant) -> Smoke {
        Smoke { path, started, stage: SmokeStage::Loading, frames: 0 }
    }
}

/// Frames after which a smoke run gives up.
const SMOKE_FRAME_LIMIT: u32 = 3000;

/// The smoke run's plugin.
pub fn smoke_plugin(app: &mut App) {
    app.add_systems(Update, smoke_run.in_set(GameSet::Intents));
}

fn smoke_run(
    mut commands: Commands,
    mut smoke: ResMut<Smoke>,
    engine: Res<Engine>,
    phase: Res<State<Phase>>,
    assets: Res<GameAssets>,
    server: Res<AssetServer>,
    mut requests: MessageWriter<MoveRequest>,
    mut exit: MessageWriter<AppExit>,
) {
    smoke.frames += 1;
    if smoke.frames > SMOKE_FRAME_LIMIT {
        error!("smoke run: gave up after {SMOKE_FRAME_LIMIT} frames at {:?}", smoke.stage);
        exit.write(AppExit::error());
        return;
    }
    smoke.stage = match smoke.stage {
        SmokeStage::Loading => {
            if assets.textures_loaded(&server) && smoke.frames > 2 {
                println!("awale: first board drawn {} ms after start", smoke.started.elapsed().as_millis());
                if let Some(&pit) = engine.0.legal_moves().first() {
                    requests.write(MoveRequest(pit));
                }
                SmokeStage::Moving { animated: false }
            } else {
                SmokeStage::Loading
            }
        }
        SmokeStage::Moving { animated } => match phase.get() {
            Phase::Animating => SmokeStage::Moving { animated: true },
            _ if animated => SmokeStage::Settling(0),
            _ => SmokeStage::Moving { animated },
        },
        SmokeStage::Settling(frames) if frames < 10 => SmokeStage::Settling(frames + 1),
        SmokeStage::Settling(_) => {
            commands.spawn(Screenshot::primary_window()).observe(save_to_disk(smoke.path.clone()));
            SmokeStage::Saving
        }
        SmokeStage::Saving => {
            if std::fs::metadata(&smoke.path).is_ok_and(|m| m.len() > 0) {
                println!("awale: screenshot saved to {}", smoke.path.display());
                exit.write(AppExit::Success);
            }
            SmokeStage::Saving
        }
    };
}
