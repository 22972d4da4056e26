//! The board for a screen reader and a keyboard. Each pit is a button of the tree ("Pit C,
//! yours, 4 seeds; can be played"), each store a label ("Your store, 12 seeds"), the two rows
//! one group. On the player's turn the focus starts on his first playable pit; the arrow keys
//! move it along his playable pits as they lie on the screen, Enter or Space plays the pit
//! focused, and Tab goes on to the buttons (and back: the playable pits are tabbable). The pit
//! focused wears four gold corners, a shape of its own, once the keyboard moves the focus.

use super::nodes::same;
use crate::engine::{Pit, Position, Side};
use crate::game::board::{PitRow, PitSpot, StoreSpot};
use crate::game::frame::GameSet;
use crate::game::i18n::Tr;
use crate::game::layout::{self, PIT_RADIUS};
use crate::game::messages::MoveRequest;
use crate::game::names::Faces;
use crate::game::play::pointer::Showing;
use crate::game::play::{Engine, Phase, Players, Resting};
use crate::game::settings::Settings;
use crate::game::text;
use crate::game::theme::palette;
use accesskit::{Action, Node as AccessNode, Role};
use bevy::a11y::AccessibilityNode;
use bevy::ecs::system::SystemParam;
use bevy::input::ButtonState;
use bevy::input::keyboard::KeyboardInput;
use bevy::input_focus::tab_navigation::{TabGroup, TabIndex};
use bevy::input_focus::{FocusCause, InputFocus, InputFocusVisible};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<KeyboardInput>()
        .add_systems(Startup, spawn_corners)
        .add_systems(Update, pit_keys.in_set(GameSet::Intents))
        .add_systems(Update, (describe_board, focus_first_pit, show_corners).chain().in_set(GameSet::Present));
}

/// Whether a person may play a pit now: the board shown, the player to move on this device.
#[derive(SystemParam)]
pub struct PitGate<'w> {
    engine: Res<'w, Engine>,
    players: Res<'w, Players>,
    showing: Showing<'w>,
}

impl PitGate<'_> {
    /// Whether the board is shown and the player to move plays on this device.
    #[must_use]
    pub fn person_may_play(&self) -> bool {
        self.players.plays_here(self.engine.0.position().turn()) && self.showing.board()
    }

    /// The pits the person to move may play now, if any.
    fn playable(&self) -> Vec<Pit> {
        if self.person_may_play() { self.engine.0.legal_moves().into_iter().collect() } else { Vec::new() }
    }
}

/// What the board's nodes last said: the position, whether the board is shown, the pits that
/// may be played, whether counts are shown.
#[derive(Clone, Debug, PartialEq, Eq)]
struct BoardSaid {
    position: Position,
    on_board: bool,
    playable: Vec<Pit>,
    counts: bool,
}

/// The board's nodes: each pit's words and whether it can be played (then also tabbable), each
/// store's, all hidden while the board is not shown.
fn describe_board(
    gate: PitGate,
    settings: Res<Settings>,
    faces: Res<Faces>,
    tr: Res<Tr>,
    resting: Resting,
    mut commands: Commands,
    rows: Query<(Entity, Option<&AccessibilityNode>), With<PitRow>>,
    pits: Query<(Entity, &PitSpot, Option<&AccessibilityNode>, Option<&TabIndex>)>,
    stores: Query<(Entity, &StoreSpot, Option<&AccessibilityNode>)>,
    added: Query<(), Or<(Added<PitRow>, Added<PitSpot>, Added<StoreSpot>)>>,
    mut said: Local<Option<BoardSaid>>,
) {
    let on_board = gate.showing.board();
    let position = gate.engine.0.position();
    // Once the seeds rest: a pit is said as it is seen.
    let playable = if resting.now() { gate.playable() } else { Vec::new() };
    // The words of twelve pits are made again only when what they say changed, not every frame.
    let now = BoardSaid { position, on_board, playable: playable.clone(), counts: settings.show_counts };
    let words_changed = tr.is_changed() || faces.is_changed() || !added.is_empty();
    if !words_changed && said.as_ref() == Some(&now) {
        return;
    }
    *said = Some(now);
    let put = |commands: &mut Commands, entity: Entity, current: Option<&AccessibilityNode>, mut node: AccessNode| {
        if !on_board {
            node.set_hidden();
        }
        if current.is_none_or(|current| !same(current, &node)) {
            commands.entity(entity).try_insert(AccessibilityNode::from(node));
        }
    };
    for (entity, current) in &rows {
        let mut node = AccessNode::new(Role::Group);
        node.set_label(tr.0.t("access-board"));
        put(&mut commands, entity, current, node);
        commands.entity(entity).try_insert_if_new(TabGroup::new(0));
    }
    for (entity, &PitSpot(pit), current, index) in &pits {
        let can = playable.contains(&pit);
        let seeds = settings.show_counts.then(|| position.seeds(pit));
        let mut node = AccessNode::new(Role::Button);
        node.set_label(text::pit_spoken(&tr.0, &faces, pit, seeds, can));
        node.add_action(Action::Click);
        node.add_action(Action::Focus);
        if !can {
            node.set_disabled();
        }
        put(&mut commands, entity, current, node);
        let wanted = TabIndex(if can { 0 } else { -1 });
        if index != Some(&wanted) {
            commands.entity(entity).try_insert(wanted);
        }
    }
    for (entity, &StoreSpot(side), current) in &stores {
        let mut node = AccessNode::new(Role::Label);
        node.set_value(text::store_spoken(&tr.0, &faces, side, position.stores()[side]));
        put(&mut commands, entity, current, node);
    }
}

/// On the person's turn, once the seeds rest, the focus goes to his first playable pit unless it
/// is on a button or a text field (not on the window, where Bevy puts it first); when the board
/// is not shown, a pit lets the focus go.
fn focus_first_pit(
    gate: PitGate,
    resting: Resting,
    phase: Res<State<Phase>>,
    mut focus: ResMut<InputFocus>,
    pits: Query<(Entity, &PitSpot)>,
    tabbable: Query<(), With<TabIndex>>,
    screen_of: ScreenOf,
) {
    let on_pit = focus.get().and_then(|entity| pits.get(entity).ok()).map(|(_, pit)| pit.0);
    // On a button or a text field (not the window, nor something gone).
    let elsewhere = focus.get().is_some_and(|entity| tabbable.contains(entity)) && on_pit.is_none();
    if !gate.showing.board() {
        if on_pit.is_some() {
            focus.clear();
        }
        return;
    }
    if !resting.now() || *phase.get() != Phase::Waiting || elsewhere {
        return;
    }
    let playable = gate.playable();
    if on_pit.is_some_and(|pit| playable.contains(&pit)) {
        return;
    }
    let side = gate.engine.0.position().turn();
    if let Some(first) = screen_of.in_order(side, &playable).first()
        && let Some((entity, _)) = pits.iter().find(|(_, pit)| pit.0 == *first)
    {
        focus.set(entity, FocusCause::Navigated);
    }
}

/// Where the pits lie on the screen, through the board's camera.
#[derive(SystemParam)]
struct ScreenOf<'w, 's> {
    cameras: Query<'w, 's, (&'static Camera, &'static GlobalTransform)>,
}

impl ScreenOf<'_, '_> {
    /// `side`'s pits among `pits` as they lie on the screen, the way the arrow keys go: from left
    /// to right, or from top to bottom where the row stands upright (the tall board). Without a
    /// camera (headless), in the world's order from left to right.
    fn in_order(&self, side: Side, pits: &[Pit]) -> Vec<Pit> {
        let camera = self.cameras.iter().next();
        let at = |pit: Pit| {
            let world = layout::pit_center(pit);
            camera
                .and_then(|(camera, view)| camera.world_to_viewport(view, world.extend(0.0)).ok())
                .unwrap_or(Vec2::new(world.x, -world.y))
        };
        let mut ordered: Vec<Pit> = pits.iter().copied().filter(|pit| pit.owner() == side).collect();
        let (Some(first), Some(last)) = (Pit::of(side, 0), Pit::of(side, 5)) else {
            return ordered;
        };
        let (first, last) = (at(first), at(last));
        let upright = (first.y - last.y).abs() > (first.x - last.x).abs();
        let key = |pit: &Pit| if upright { at(*pit).y } else { at(*pit).x };
        ordered.sort_by(|a, b| key(a).total_cmp(&key(b)));
        ordered
    }
}

/// The arrow keys move the focus along the playable pits; Enter or Space plays the pit focused.
/// An arrow with nothing focused on the board focuses the first playable pit.
fn pit_keys(
    mut keys: MessageReader<KeyboardInput>,
    gate: PitGate,
    mut focus: ResMut<InputFocus>,
    mut visible: ResMut<InputFocusVisible>,
    pits: Query<(Entity, &PitSpot)>,
    tabbable: Query<(), With<TabIndex>>,
    screen_of: ScreenOf,
    mut moves: MessageWriter<MoveRequest>,
) {
    let on_pit = focus.get().and_then(|entity| pits.get(entity).ok()).map(|(_, pit)| pit.0);
    let elsewhere = focus.get().is_some_and(|entity| tabbable.contains(entity)) && on_pit.is_none();
    let pressed: Vec<KeyCode> =
        keys.read().filter(|key| key.state == ButtonState::Pressed).map(|key| key.key_code).collect();
    if pressed.is_empty() || !gate.person_may_play() || elsewhere {
        return;
    }
    let side = gate.engine.0.position().turn();
    let row = screen_of.in_order(side, &gate.playable());
    for key in pressed {
        let step: isize = match key {
            KeyCode::ArrowLeft | KeyCode::ArrowUp => -1,
            KeyCode::ArrowRight | KeyCode::ArrowDown => 1,
            KeyCode::Enter | KeyCode::NumpadEnter | KeyCode::Space => {
                if let Some(pit) = on_pit {
                    moves.write(MoveRequest(pit));
                }
                continue;
            }
            _ => continue,
        };
        if row.is_empty() {
            continue;
        }
        let at = on_pit.and_then(|pit| row.iter().position(|&p| p == pit));
        let next = match at {
            Some(at) => (at as isize + step).rem_euclid(row.len() as isize) as usize,
            None => 0,
        };
        if let Some((entity, _)) = pits.iter().find(|(_, pit)| pit.0 == row[next]) {
            focus.set(entity, FocusCause::Navigated);
            visible.0 = true;
        }
    }
}

/// The four gold corners around the pit focused.
#[derive(Component, Clone, Copy, Debug)]
struct FocusCorners;

/// Spawns the corners, hidden (drawn where there is a renderer: not in the headless tests).
fn spawn_corners(
    mut commands: Commands,
    mut meshes: Option<ResMut<Assets<Mesh>>>,
    mut materials: Option<ResMut<Assets<ColorMaterial>>>,
) {
    let mut corners = commands.spawn((
        Name::new("Focus corners"),
        FocusCorners,
        Transform::from_xyz(0.0, 0.0, layout::Z_MARK + 0.2),
        Visibility::Hidden,
    ));
    let (Some(meshes), Some(materials)) = (meshes.as_deref_mut(), materials.as_deref_mut()) else {
        return;
    };
    // Each corner an L of two bars, at the corners of a square a little outside the pit's ring.
    let (reach, long, thick) = (PIT_RADIUS * 1.22, PIT_RADIUS * 0.45, PIT_RADIUS * 0.11);
    let along = meshes.add(Rectangle::new(long, thick));
    let across = meshes.add(Rectangle::new(thick, long));
    let gold = materials.add(palette::GOLD);
    corners.with_children(|parent| {
        for (x, y) in [(-1.0, -1.0), (-1.0, 1.0), (1.0, -1.0), (1.0, 1.0)] {
            let corner = Vec2::new(x, y) * reach;
            let bar = |offset: Vec2| Transform::from_translation((corner + offset).extend(0.0));
            parent.spawn((Mesh2d(along.clone()), MeshMaterial2d(gold.clone()), bar(Vec2::new(-x * long / 2.0, 0.0))));
            parent.spawn((Mesh2d(across.clone()), MeshMaterial2d(gold.clone()), bar(Vec2::new(0.0, -y * long / 2.0))));
        }
    });
}

/// The corners stand around the pit focused while the keyboard moves the focus.
fn show_corners(
    focus: Res<InputFocus>,
    visible: Res<InputFocusVisible>,
    pits: Query<&PitSpot>,
    mut corners: Query<(&mut Transform, &mut Visibility), With<FocusCorners>>,
) {
    let pit = focus.get().and_then(|entity| pits.get(entity).ok()).filter(|_| visible.0);
    for (mut transform, mut visibility) in &mut corners {
        let wanted = if pit.is_some() { Visibility::Inherited } else { Visibility::Hidden };
        visibility.set_if_neq(wanted);
        if let Some(&PitSpot(pit)) = pit {
            let at = layout::pit_center(pit).extend(transform.translation.z);
            if transform.translation != at {
                transform.translation = at;
            }
        }
    }
}
