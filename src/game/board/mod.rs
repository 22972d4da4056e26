//! The board's entities: pits, stores, their labels, and one entity per seed; and, one file
//! each, what moves on it: the seeds' flights from the engine's report ([`animation`]) and a
//! win's stars raining into the winner's store ([`celebration`]).

pub mod celebration;

use super::assets::GameAssets;
use super::frame::GameSet;
use super::hint;
use super::layout::{self, BoardShape, FaceToFace, PIT_RADIUS, SEED_SIZE};
use super::messages::BoardReset;
use super::names::Faces;
use super::settings::Settings;
use super::theme::palette;
use super::theme::set_text;
use crate::engine::{PITS, Pit, Position, Side};
use crate::game::play::Engine;
use crate::game::play::pointer::Counting;
use crate::game::screens::Screen;
use bevy::prelude::*;
use rand::RngExt;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(celebration::plugin);
    app.init_resource::<BoardShape>()
        .init_resource::<FaceToFace>()
        // Behind the title's menu the board's words would run under the menu's: hidden there (the
        // counts are kept on every screen).
        .add_systems(
            Startup,
            (spawn_board, spawn_seeds, show_count_labels(Visibility::Hidden).run_if(in_state(Screen::Title))).chain(),
        )
        .add_systems(OnEnter(Screen::Title), show_count_labels(Visibility::Hidden))
        .add_systems(OnExit(Screen::Title), show_count_labels(Visibility::Inherited))
        .add_systems(Update, (reset_seeds, reshape).in_set(GameSet::Animate))
        .add_systems(
            Update,
            (
                count_labels,
                store_names.run_if(resource_changed::<Faces>.or_eager(resource_changed::<BoardShape>)),
                rotate_north_labels,
            )
                .in_set(GameSet::Present),
        );
}

/// The parent of the pits and stores (at the world's origin): the board as one group.
#[derive(Component, Clone, Copy, Debug)]
pub struct PitRow;

/// A pit of the board.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PitSpot(pub Pit);

/// A player's store.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct StoreSpot(pub Side);

/// The count written beside a pit, or the score beside a store.
#[derive(Component, Clone, Copy, Debug)]
pub struct CountLabel(pub Home);

/// The glow that marks a pit the player may choose.
#[derive(Component, Clone, Copy, Debug)]
pub struct PitGlow(pub Pit);

/// The ring around a pit: the one the other player just played, once its seeds rest, or where
/// a previewed sowing ends (see `hud`); a still outline, told from the playable pits' glow by
/// its shape as well as its colour.
#[derive(Component, Clone, Copy, Debug)]
pub struct LastMoveMark(pub Pit);

/// A place a seed can rest: one of the twelve pits or one of the two stores.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Home {
    /// A pit.
    Pit(Pit),
    /// A store.
    Store(Side),
}

impl Home {
    /// The side whose pit or store this is.
    #[must_use]
    pub fn owner(self) -> Side {
        match self {
            Home::Pit(pit) => pit.owner(),
            Home::Store(side) => side,
        }
    }

    /// Every home: pits in sowing order, then South's and North's stores.
    pub const COUNT: usize = PITS + 2;

    /// Index 0–13: pits 0–11, South's store 12, North's 13.
    #[must_use]
    pub fn index(self) -> usize {
        match self {
            Home::Pit(pit) => pit.index(),
            Home::Store(side) => PITS + side.index(),
        }
    }

    /// Where the `slot`-th seed of this home rests on a board of `shape`, in world units.
    #[must_use]
    pub fn slot_position(self, shape: BoardShape, slot: usize, jitter: Vec2) -> Vec3 {
        let (center, offset) = match self {
            Home::Pit(pit) => (layout::pit_center(pit), layout::pit_slot(slot, jitter)),
            Home::Store(side) => (shape.store_center(side), shape.store_slot(side, slot, jitter)),
        };
        (center + offset).extend(layout::Z_SEED + slot as f32 * 0.05)
    }
}

/// One seed. `home` is where the engine has it; `shown` is where it was last seen to rest (they
/// differ only while it flies); the labels count `shown`, except for a seed that has left its
/// place and not landed yet.
#[derive(Component, Clone, Copy, Debug)]
pub struct Seed {
    /// Where the seed belongs now, by the engine's count.
    pub home: Home,
    /// Where the seed has last come to rest on screen.
    pub shown: Home,
    /// Its place in its home, 0 for the first seed there.
    pub slot: usize,
    /// Its own small offset from the slot, each component in −1..1.
    pub jitter: Vec2,
    /// On its way between two places: counted nowhere.
    pub in_hand: bool,
}

/// The wooden board under the pits and stores.
#[derive(Component, Clone, Copy, Debug)]
pub struct BoardSpot;

fn spawn_board(
    mut commands: Commands,
    assets: Res<GameAssets>,
    shape: Res<BoardShape>,
    mut meshes: Option<ResMut<Assets<Mesh>>>,
    mut materials: Option<ResMut<Assets<ColorMaterial>>>,
) {
    let shape = *shape;
    commands.spawn((
        Name::new("Board"),
        BoardSpot,
        Sprite { image: assets.board.clone(), custom_size: Some(shape.board_size()), ..default() },
        Transform::from_xyz(0.0, 0.0, layout::Z_BOARD),
    ));
    // The pits and stores, one group (a screen reader's board, the keyboard's row of pits).
    let pits = commands.spawn((Name::new("Pits"), PitRow, Transform::default(), Visibility::default())).id();
    for pit in Pit::ALL {
        let center = layout::pit_center(pit);
        commands.spawn((
            Name::new(format!("Pit {pit}")),
            ChildOf(pits),
            PitSpot(pit),
            Sprite { image: assets.pit.clone(), custom_size: Some(Vec2::splat(2.0 * PIT_RADIUS)), ..default() },
            Transform::from_translation(center.extend(layout::Z_PIT)),
            children![(
                Name::new(format!("Glow {pit}")),
                PitGlow(pit),
                Sprite {
                    image: assets.glow.clone(),
                    custom_size: Some(Vec2::splat(2.7 * PIT_RADIUS)),
                    color: palette::GLOW,
                    ..default()
                },
                Transform::from_xyz(0.0, 0.0, layout::Z_GLOW - layout::Z_PIT),
                Visibility::Hidden,
            )],
        ));
        let mut mark = commands.spawn((
            Name::new(format!("Last move {pit}")),
            LastMoveMark(pit),
            Transform::from_translation(center.extend(layout::Z_MARK)),
            Visibility::Hidden,
        ));
        // Drawn where there is a renderer (not in the headless tests).
        if let (Some(meshes), Some(materials)) = (meshes.as_deref_mut(), materials.as_deref_mut()) {
            let ring = Annulus::new(PIT_RADIUS * 1.03, PIT_RADIUS * 1.13);
            mark.insert((Mesh2d(meshes.add(ring)), MeshMaterial2d(materials.add(palette::LAST_MOVE))));
        }
        hint::mark::spawn_ring(&mut commands, pit, meshes.as_deref_mut(), materials.as_deref_mut());
        // The count, and the pit's letter beside it, large enough to read from arm's length
        // ("Tap pit C"); North's lowercase letters a size larger, as their glyphs are smaller.
        let letter = if pit.owner() == Side::North { 44.0 } else { 38.0 };
        commands.spawn((
            Name::new(format!("Label {pit}")),
            CountLabel(Home::Pit(pit)),
            Text2d::default(),
            TextFont::from_font_size(50.0).with_font_weight(FontWeight::BOLD),
            TextColor(palette::COUNT),
            Transform::from_translation(layout::pit_label(pit).extend(layout::Z_LABEL)),
            children![(
                TextSpan::new(format!("  {pit}")),
                TextFont::from_font_size(letter).with_font_weight(FontWeight::BOLD),
                TextColor(palette::LETTER),
            )],
        ));
    }
    for side in Side::ALL {
        commands.spawn((
            Name::new(format!("{side} store")),
            ChildOf(pits),
            StoreSpot(side),
            Sprite { image: store_image(&assets, shape), custom_size: Some(shape.store_size()), ..default() },
            Transform::from_translation(shape.store_center(side).extend(layout::Z_PIT)),
        ));
        commands.spawn((
            Name::new(format!("{side} score")),
            CountLabel(Home::Store(side)),
            Text2d::default(),
            TextFont::from_font_size(54.0).with_font_weight(FontWeight::BOLD),
            TextColor(palette::SCORE),
            TextLayout::justify(Justify::Center),
            Transform::from_translation(shape.store_label(side).extend(layout::Z_LABEL)),
            children![(
                StoreName(side),
                TextSpan::default(),
                TextFont::from_font_size(26.0),
                TextColor(palette::LETTER)
            )],
        ));
    }
}

/// A store's texture for a board of `shape`: upright at the ends of the rows, or long along
/// them.
fn store_image(assets: &GameAssets, shape: BoardShape) -> Handle<Image> {
    match shape {
        BoardShape::Wide => assets.store.clone(),
        BoardShape::Tall => assets.store_long.clone(),
    }
}

/// One seed entity for every seed of the engine's position, each at rest in its home.
fn spawn_seeds(mut commands: Commands, engine: Res<Engine>, assets: Res<GameAssets>, shape: Res<BoardShape>) {
    let image = assets.seed.clone();
    let mut rng = rand::rng();
    let position: Position = engine.0.settled_position();
    let homes = Pit::ALL
        .into_iter()
        .map(|pit| (Home::Pit(pit), position.seeds(pit)))
        .chain(Side::ALL.into_iter().map(|side| (Home::Store(side), position.stores()[side])));
    for (home, count) in homes {
        for slot in 0..usize::from(count) {
            let jitter = Vec2::new(rng.random_range(-1.0..1.0), rng.random_range(-1.0..1.0));
            let tint = palette::SEED_TINTS[rng.random_range(0..palette::SEED_TINTS.len())];
            commands.spawn((
                Name::new("Seed"),
                Seed { home, shown: home, slot, jitter, in_hand: false },
                Sprite { image: image.clone(), custom_size: Some(Vec2::splat(SEED_SIZE)), color: tint, ..default() },
                Transform::from_translation(home.slot_position(*shape, slot, jitter))
                    .with_rotation(Quat::from_rotation_z(rng.random_range(0.0..std::f32::consts::TAU))),
            ));
        }
    }
}

/// A new board: every seed entity goes, and one is made for each seed of the engine's game,
/// at rest in its home.
pub(crate) fn reset_seeds(
    mut commands: Commands,
    mut reset: MessageReader<BoardReset>,
    seeds: Query<Entity, With<Seed>>,
) {
    if reset.read().count() == 0 {
        return;
    }
    for seed in &seeds {
        commands.entity(seed).despawn();
    }
    commands.run_system_cached(spawn_seeds);
}

/// A new shape of board (the window turned): the board, the stores, the labels and every
/// resting seed move to their places on it; a seed in flight lands where its flight was
/// planned and is put in place with the next change.
fn reshape(
    shape: Res<BoardShape>,
    mut board: Query<&mut Sprite, (With<BoardSpot>, Without<Seed>)>,
    mut stores: Query<
        (&StoreSpot, &mut Transform, &mut Sprite),
        (Without<Seed>, Without<CountLabel>, Without<BoardSpot>),
    >,
    assets: Res<GameAssets>,
    mut labels: Query<(&CountLabel, &mut Transform), (Without<Seed>, Without<StoreSpot>)>,
    mut seeds: Query<(&Seed, &mut Transform), (Without<StoreSpot>, Without<CountLabel>)>,
    flying: Query<(), With<bevy_tweening::TweenAnim>>,
) {
    if !shape.is_changed() {
        return;
    }
    let shape = *shape;
    for mut sprite in &mut board {
        sprite.custom_size = Some(shape.board_size());
    }
    for (store, mut transform, mut sprite) in &mut stores {
        transform.translation = shape.store_center(store.0).extend(layout::Z_PIT);
        sprite.custom_size = Some(shape.store_size());
        sprite.image = store_image(&assets, shape);
    }
    for (label, mut transform) in &mut labels {
        if let Home::Store(side) = label.0 {
            transform.translation = shape.store_label(side).extend(layout::Z_LABEL);
        }
    }
    for (seed, mut transform) in &mut seeds {
        if !seed.in_hand && seed.home == seed.shown && flying.is_empty() {
            transform.translation = seed.home.slot_position(shape, seed.slot, seed.jitter);
        }
    }
}

/// Counts per home of the seeds as they are seen.
pub fn shown_counts<'a>(seeds: impl Iterator<Item = &'a Seed>) -> [usize; Home::COUNT] {
    let mut counts = [0; Home::COUNT];
    for seed in seeds.filter(|seed| !seed.in_hand) {
        counts[seed.shown.index()] += 1;
    }
    counts
}

/// Each label shows its home's seeds as seen. In the memory game pits hide their counts (their
/// letters stay), but the one a player holds to count; stores always show theirs.
fn count_labels(
    seeds: Query<&Seed>,
    settings: Res<Settings>,
    counting: Res<Counting>,
    mut labels: Query<(&CountLabel, &mut Text2d)>,
) {
    let counts = shown_counts(seeds.iter());
    for (label, text) in &mut labels {
        let shown = match label.0 {
            Home::Pit(pit) => settings.show_counts || counting.0 == Some(pit),
            Home::Store(_) => true,
        };
        let wanted = if shown { counts[label.0.index()].to_string() } else { String::new() };
        set_text(text, &wanted);
    }
}

/// Shows or hides every count label.
fn show_count_labels(shown: Visibility) -> impl Fn(Query<&mut Visibility, With<CountLabel>>) {
    move |mut labels| {
        for mut visibility in &mut labels {
            visibility.set_if_neq(shown);
        }
    }
}

/// The most characters of a name shown with a store's score ("Computer (level 3)" whole).
const STORE_NAME: usize = 20;

/// The name with a store's score, in the players' language.
#[derive(Component, Clone, Copy, Debug)]
pub struct StoreName(pub Side);

/// The owner's name under his store's score at the end of a wide board's rows (where a line
/// beside it would run off the screen), beside it along a tall board's long store; written
/// again when the names or the board's shape change (the run condition).
fn store_names(faces: Res<Faces>, shape: Res<BoardShape>, mut names: Query<(&StoreName, &mut TextSpan)>) {
    for (name, span) in &mut names {
        // A long name typed is cut short.
        let full = faces.name(name.0);
        let shown: String = if full.chars().count() > STORE_NAME {
            full.chars().take(STORE_NAME - 1).chain(['…']).collect()
        } else {
            full.to_owned()
        };
        let gap = match *shape {
            BoardShape::Wide => "\n",
            BoardShape::Tall => "  ",
        };
        set_text(span, &format!("{gap}{shown}"));
    }
}

/// North's labels turn 180° when the players sit face to face.
fn rotate_north_labels(face_to_face: Res<FaceToFace>, mut labels: Query<(&mut Transform, &CountLabel)>) {
    if !face_to_face.is_changed() {
        return;
    }
    let angle = if face_to_face.0 { std::f32::consts::PI } else { 0.0 };
    for (mut transform, label) in &mut labels {
        if label.0.owner() == Side::North {
            transform.rotation = Quat::from_rotation_z(angle);
        }
    }
}
