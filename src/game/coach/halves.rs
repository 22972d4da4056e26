//! The coach's panel's places: its two halves, the question above the board and the answer
//! below it, each at its edge of the window and snug against the board; the question's place,
//! shared with the praise, and the answer's, shared with what the answer will say, so that the
//! board stays where it is from a step's question to its answer.

use crate::engine::Side;
use crate::game::layout::Snug;
use crate::game::play::BoardUse;
use crate::game::theme::palette;
use crate::game::theme::widget::{self, TEXT_WIDTH};
use bevy::prelude::*;

/// The panel's root.
#[derive(Component, Clone, Copy, Debug)]
pub struct CoachPanel;

/// The place of the question above the board, and of the praise that takes its place once the
/// step is answered: one cell of a grid that both fill, the one not said hidden but laid out,
/// at least a line of the praise's 34-pixel type high.
pub(super) fn question_slot() -> Node {
    Node { display: Display::Grid, justify_items: JustifyItems::Center, min_height: Val::Px(46.0), ..default() }
}

/// The place of the coach's answer under the board: at least two lines of its 22-pixel type,
/// and as tall as what the step's answer will say ([`CoachText::Reserve`], in the same cell).
pub(super) fn feedback_slot() -> Node {
    Node { display: Display::Grid, justify_items: JustifyItems::Center, min_height: Val::Px(54.0), ..default() }
}

/// One half of the panel, at the top or the bottom of the window, centred; returns its column.
/// It goes when the board's use `board_use` is left.
pub(super) fn half(
    commands: &mut Commands,
    board_use: BoardUse,
    name: &'static str,
    top: Option<Val>,
    bottom: Option<Val>,
    side: Side,
) -> Entity {
    let root = commands
        .spawn((
            Name::new(name),
            CoachPanel,
            DespawnOnExit(board_use),
            Snug(side),
            Visibility::Hidden,
            widget::edge_row(top, bottom),
        ))
        .id();
    commands
        .spawn((
            Node {
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                row_gap: Val::Px(4.0),
                max_width: Val::Px(TEXT_WIDTH),
                padding: UiRect::axes(Val::Px(18.0), Val::Px(6.0)),
                border_radius: BorderRadius::all(Val::Px(18.0)),
                ..default()
            },
            BackgroundColor(palette::PILL),
            ChildOf(root),
        ))
        .id()
}
