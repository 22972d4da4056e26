//! Where things are on the board, in world units, for the window's [`BoardShape`]: wide (the
//! stores at the ends of the rows) or tall (the stores above and below them, so that a tablet
//! held upright shows the largest board, each player's row and store at his own end).

use crate::engine::{Pit, Side};
use bevy::prelude::*;

/// How the board is laid out, chosen from the window's shape (see `window.rs`). The rows run
/// left to right in both; only the stores move.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum BoardShape {
    /// A landscape window: each store at the end of the rows, on its owner's right.
    #[default]
    Wide,
    /// A portrait window: South's store under South's row, North's above North's.
    Tall,
}

impl BoardShape {
    /// The shape for a window of `size` (any unit): tall when it is higher than wide.
    #[must_use]
    pub fn for_window(size: Vec2) -> BoardShape {
        if size.y > size.x { BoardShape::Tall } else { BoardShape::Wide }
    }

    /// The world area the camera always shows, whatever the window's exact size: face to face
    /// on a wide board, a little more above and below it, for each player's message line.
    #[must_use]
    pub fn view(self, face_to_face: bool) -> Vec2 {
        match (self, face_to_face) {
            (BoardShape::Wide, false) => Vec2::new(1600.0, 1000.0),
            (BoardShape::Wide, true) => Vec2::new(1600.0, 1160.0),
            (BoardShape::Tall, _) => Vec2::new(1290.0, 960.0),
        }
    }

    /// The wooden board's size.
    #[must_use]
    pub fn board_size(self) -> Vec2 {
        match self {
            BoardShape::Wide => Vec2::new(1580.0, 560.0),
            BoardShape::Tall => Vec2::new(1260.0, 930.0),
        }
    }

    /// A store's rotation: upright at the ends of the rows, lying along them above and below.
    #[must_use]
    pub fn store_rotation(self) -> Quat {
        match self {
            BoardShape::Wide => Quat::IDENTITY,
            BoardShape::Tall => Quat::from_rotation_z(std::f32::consts::FRAC_PI_2),
        }
    }

    /// A store's centre: on its owner's right at the ends of the rows (wide), or beyond its
    /// owner's row (tall).
    #[must_use]
    pub fn store_center(self, side: Side) -> Vec2 {
        let sign = match side {
            Side::South => 1.0,
            Side::North => -1.0,
        };
        match self {
            BoardShape::Wide => Vec2::new(sign * STORE_X, 0.0),
            BoardShape::Tall => Vec2::new(0.0, -sign * TALL_STORE_Y),
        }
    }

    /// Where a store's score goes, read by its owner from his own side: above South's store and
    /// below North's (wide); on its owner's right of it (tall).
    #[must_use]
    pub fn store_label(self, side: Side) -> Vec2 {
        let center = self.store_center(side);
        let sign = match side {
            Side::South => 1.0,
            Side::North => -1.0,
        };
        match self {
            BoardShape::Wide => center - Vec2::Y * sign * (STORE_SIZE.y / 2.0 + 34.0),
            BoardShape::Tall => center + Vec2::X * sign * (STORE_SIZE.y / 2.0 + 140.0),
        }
    }

    /// The resting place of the `slot`-th seed of a store, relative to its centre (see
    /// [`store_slot`]), turned with the store.
    #[must_use]
    pub fn store_slot(self, side: Side, slot: usize, jitter: Vec2) -> Vec2 {
        let upright = store_slot(slot, jitter);
        match (self, side) {
            (BoardShape::Wide, _) => upright,
            // The store's bottom, where seeds pile first, towards its owner's right.
            (BoardShape::Tall, Side::South) => Vec2::new(-upright.y, upright.x),
            (BoardShape::Tall, Side::North) => Vec2::new(upright.y, -upright.x),
        }
    }
}

/// Distance of each store's centre from the board's middle, on a tall board.
const TALL_STORE_Y: f32 = 352.0;
/// Distance between neighbouring pit centres.
pub const PIT_SPACING: f32 = 200.0;
/// A pit's radius.
pub const PIT_RADIUS: f32 = 86.0;
/// Distance of each row's centre line from the board's middle.
pub const ROW_Y: f32 = 118.0;
/// Distance of each store's centre from the board's middle, on a wide board.
pub const STORE_X: f32 = 680.0;
/// A store's size.
pub const STORE_SIZE: Vec2 = Vec2::new(150.0, 430.0);
/// A seed's sprite size.
pub const SEED_SIZE: f32 = 38.0;
/// Distance of a pit's count label from the pit centre, away from the middle of the board.
pub const LABEL_OFFSET: f32 = PIT_RADIUS + 34.0;

/// Z layers: board, pits, resting seeds (rising by slot), labels, flying seeds.
pub const Z_BOARD: f32 = 0.0;
/// Pits and stores.
pub const Z_PIT: f32 = 1.0;
/// The glow under a pit the player may choose.
pub const Z_GLOW: f32 = 0.5;
/// The lowest resting seed; later seeds rest a little higher so piles stack.
pub const Z_SEED: f32 = 2.0;
/// Labels, above resting seeds.
pub const Z_LABEL: f32 = 20.0;
/// Added to a seed's z while it flies, above everything on the board.
pub const Z_FLIGHT: f32 = 40.0;

/// A pit's centre. South's row A–F runs left to right along the bottom, North's a–f right to
/// left along the top: sowing goes counter-clockwise.
#[must_use]
pub fn pit_center(pit: Pit) -> Vec2 {
    let offset = (pit.column() as f32 - 2.5) * PIT_SPACING;
    match pit.owner() {
        Side::South => Vec2::new(offset, -ROW_Y),
        Side::North => Vec2::new(-offset, ROW_Y),
    }
}

/// Where a pit's count label goes: outside the pit, on its owner's side of the board.
#[must_use]
pub fn pit_label(pit: Pit) -> Vec2 {
    let center = pit_center(pit);
    match pit.owner() {
        Side::South => center - Vec2::Y * LABEL_OFFSET,
        Side::North => center + Vec2::Y * LABEL_OFFSET,
    }
}

/// The resting place of the `slot`-th seed of a pit, relative to its centre: a sunflower
/// spiral that fills the pit evenly, then piles further seeds over the first ones. `jitter`
/// (each component in −1..1) makes it look scattered by hand. Never outside the pit.
#[must_use]
pub fn pit_slot(slot: usize, jitter: Vec2) -> Vec2 {
    const GOLDEN_ANGLE: f32 = 2.399_963;
    const STEP: f32 = 15.5;
    const LAYER: usize = 19;
    let max = PIT_RADIUS - SEED_SIZE * 0.6;
    let (layer, index) = (slot / LAYER, slot % LAYER);
    let radius = (STEP * (index as f32 + 0.5).sqrt() + 4.0 * jitter.x).min(max);
    let angle = index as f32 * GOLDEN_ANGLE + layer as f32 * 1.1 + 0.25 * jitter.y;
    let spot = Vec2::from_angle(angle) * radius;
    spot.clamp_length_max(max)
}

/// The resting place of the `slot`-th seed of an upright store, relative to its centre: rows of
/// three from the bottom up, then further layers over them. Never outside the store.
#[must_use]
pub fn store_slot(slot: usize, jitter: Vec2) -> Vec2 {
    const PER_LAYER: usize = 45;
    let (layer, index) = (slot / PER_LAYER, slot % PER_LAYER);
    let (row, column) = (index / 3, index % 3);
    let half = STORE_SIZE / 2.0 - Vec2::splat(SEED_SIZE * 0.6);
    let x = (column as f32 - 1.0) * 34.0 + layer as f32 * 11.0 + 3.0 * jitter.x;
    let y = -half.y + row as f32 * 25.0 + layer as f32 * 12.0 + 3.0 * jitter.y;
    Vec2::new(x.clamp(-half.x, half.x), y.clamp(-half.y, half.y))
}

/// Whether the two players sit face to face now (see `Seating`): North's labels, turn bar,
/// message line and buttons are turned 180° towards him, at the screen's far edge. Kept by the
/// HUD from the settings, the players and the [`BoardShape`].
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FaceToFace(pub bool);
