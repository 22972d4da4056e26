//! Where things are on the board, in world units, for the window's [`BoardShape`]: wide (the
//! stores at the ends of the rows) or tall (long stores along the rows, above and below them,
//! so that a tablet held upright shows the largest board, each player's row and store at his
//! own end).

use crate::engine::{Pit, Side};
use bevy::prelude::*;

/// How the board is laid out, chosen from the window's shape (see `window/camera.rs`). The rows run
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

    /// The world area the camera always shows, whatever the window's exact size: the board with
    /// room above and below it for each player's edge (more face to face on a wide board). An
    /// upright window shows the board as wide as it is (with room at each side for the rings and
    /// glow of the outer pits, whose hint ring breathes out to about 125 units from the pit's
    /// centre), so that the pits are as large as the window's width allows.
    #[must_use]
    pub fn view(self, face_to_face: bool) -> Vec2 {
        match (self, face_to_face) {
            (BoardShape::Wide, false) => Vec2::new(1600.0, 1000.0),
            (BoardShape::Wide, true) => Vec2::new(1600.0, 1160.0),
            (BoardShape::Tall, _) => Vec2::new(TALL_BOARD.x + 60.0, TALL_BOARD.y + 360.0),
        }
    }

    /// The wooden board's size.
    #[must_use]
    pub fn board_size(self) -> Vec2 {
        match self {
            BoardShape::Wide => Vec2::new(1580.0, 560.0),
            BoardShape::Tall => TALL_BOARD,
        }
    }

    /// A store's size, in world units along x and y: upright at the ends of the rows (wide), or
    /// lying along a row, as long as it (tall).
    #[must_use]
    pub fn store_size(self) -> Vec2 {
        match self {
            BoardShape::Wide => STORE_SIZE,
            BoardShape::Tall => TALL_STORE_SIZE,
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

    /// Where a store's score and its owner's name go, read by him from his own side: outside
    /// the store's end, at the board's outer edge of the rows (wide: South's below his store,
    /// North's above his), or beyond the store (tall).
    #[must_use]
    pub fn store_label(self, side: Side) -> Vec2 {
        let center = self.store_center(side);
        let sign = match side {
            Side::South => 1.0,
            Side::North => -1.0,
        };
        match self {
            // A little towards the middle, so that a long name stays inside the screen.
            BoardShape::Wide => center - Vec2::new(sign * 30.0, sign * (STORE_SIZE.y / 2.0 + 46.0)),
            BoardShape::Tall => center - Vec2::Y * sign * (TALL_STORE_SIZE.y / 2.0 + 42.0),
        }
    }

    /// The resting place of the `slot`-th seed of `side`'s store, relative to its centre (see
    /// [`store_slot`]).
    #[must_use]
    pub fn store_slot(self, side: Side, slot: usize, jitter: Vec2) -> Vec2 {
        let _ = side;
        store_slot(self.store_size(), slot, jitter)
    }
}

/// The wooden board's size on a tall board: the rows, their labels, and a store along each.
const TALL_BOARD: Vec2 = Vec2::new(1200.0, 1190.0);
/// A store's size on a tall board, lying along its owner's row.
pub const TALL_STORE_SIZE: Vec2 = Vec2::new(1100.0, 236.0);
/// Distance of each store's centre from the board's middle, on a tall board.
const TALL_STORE_Y: f32 = 403.0;
/// Distance between neighbouring pit centres.
pub const PIT_SPACING: f32 = 200.0;
/// A pit's radius.
pub const PIT_RADIUS: f32 = 92.0;
/// Distance of each row's centre line from the board's middle.
pub const ROW_Y: f32 = 118.0;
/// Distance of each store's centre from the board's middle, on a wide board.
pub const STORE_X: f32 = 680.0;
/// A store's size.
pub const STORE_SIZE: Vec2 = Vec2::new(150.0, 384.0);
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
/// The ring around the pit the computer just played, on the board around the pit's rim.
pub const Z_MARK: f32 = 1.5;
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
    let max = PIT_RADIUS - SEED_MARGIN;
    let (layer, index) = (slot / LAYER, slot % LAYER);
    let radius = (STEP * (index as f32 + 0.5).sqrt() + 4.0 * jitter.x).min(max);
    let angle = index as f32 * GOLDEN_ANGLE + layer as f32 * 1.1 + 0.25 * jitter.y;
    let spot = Vec2::from_angle(angle) * radius;
    spot.clamp_length_max(max)
}

/// How far inside a store's or a pit's rim a seed's centre stays, so that the whole seed lies
/// inside: half a seed, and the rim's width.
pub const SEED_MARGIN: f32 = SEED_SIZE * 0.5 + 6.0;

/// The resting place of the `slot`-th seed of a store of `size` (its shape is a stadium: a
/// rectangle with round ends across its short side), relative to its centre. Seeds are spread
/// over the store's whole length from the first one on (a two-dimensional low-discrepancy
/// sequence, R2, fills the gaps as seeds arrive), and more seeds pile over them. `jitter` (each
/// component in −1..1) makes it look scattered by hand. The whole seed always lies inside the
/// store's shape.
#[must_use]
pub fn store_slot(size: Vec2, slot: usize, jitter: Vec2) -> Vec2 {
    // R2: the plastic number's powers give the two axes' steps.
    const A1: f32 = 0.754_877_7;
    const A2: f32 = 0.569_840_3;
    let long_is_x = size.x >= size.y;
    let (length, thickness) = if long_is_x { (size.x, size.y) } else { (size.y, size.x) };
    let k = slot as f32;
    let along = (0.5 + k * A1 + 0.02 * jitter.x).fract() * 2.0 - 1.0;
    let across = (0.5 + k * A2 + 0.02 * jitter.y).fract() * 2.0 - 1.0;
    let u = along * (length / 2.0 - SEED_MARGIN);
    let v = across * stadium_half_width(length, thickness, u);
    if long_is_x { Vec2::new(u, v) } else { Vec2::new(v, u) }
}

/// How far from a stadium's long axis a seed's centre may rest at `u` along it (`length` and
/// `thickness` of the stadium, its ends round), keeping the whole seed inside.
#[must_use]
pub fn stadium_half_width(length: f32, thickness: f32, u: f32) -> f32 {
    let radius = thickness / 2.0;
    let straight = length / 2.0 - radius;
    let inner = radius - SEED_MARGIN;
    let beyond = (u.abs() - straight).max(0.0);
    (inner * inner - beyond * beyond).max(0.0).sqrt()
}

/// Whether a seed resting at `at` (relative to a store's centre) lies wholly inside a store of
/// `size`.
#[must_use]
pub fn inside_store(size: Vec2, at: Vec2) -> bool {
    let (length, thickness, u, v) =
        if size.x >= size.y { (size.x, size.y, at.x, at.y) } else { (size.y, size.x, at.y, at.x) };
    let radius = thickness / 2.0;
    let straight = length / 2.0 - radius;
    let nearest = Vec2::new(u.clamp(-straight, straight), 0.0);
    Vec2::new(u, v).distance(nearest) + SEED_SIZE * 0.5 <= radius + 0.01
}

/// Whether the two players sit face to face now (see `Seating`): North's labels, turn bar,
/// message line and buttons are turned 180° towards him, at the screen's far edge. Kept by the
/// HUD from the settings, the players and the [`BoardShape`].
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FaceToFace(pub bool);

/// A row of the interface placed snug against the board at this side's end of it (North's
/// above, South's below), where the window has room, else at the window's edge: each player's
/// edge, the coach's question and answer.
#[derive(bevy::prelude::Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Snug(pub crate::engine::Side);

/// A row of the interface stacked beyond this side's [`Snug`] edge, away from the board (the
/// moves band above North's turn bar): the room it takes adds to the edge's when the camera
/// makes room for both (`window/camera.rs`).
#[derive(bevy::prelude::Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Beyond(pub crate::engine::Side);

/// Between a player's edge and the board, and between the edge and a row [`Beyond`] it, in the
/// UI's logical pixels.
pub const SNUG_GAP: f32 = 10.0;

/// The least room between a player's edge and the window's, in the UI's logical pixels.
pub const EDGE_MARGIN: f32 = 10.0;
