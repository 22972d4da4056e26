//! Right to left: in a language written that way (Arabic), every row of the interface runs from
//! the right (a turn bar's words before its score, a button's icon at its right, the first
//! button of a row at the right), as its readers expect; Bevy's text layout already orders the
//! letters of each line. The board is a picture of the real one and keeps its sowing direction.

use super::icon::{self, Icon};
use crate::game::frame::GameSet;
use crate::game::i18n::Tr;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            mirror_rows.run_if(resource_changed::<Tr>),
            mirror_new_rows.run_if(right_to_left),
            mirror_icons.run_if(resource_changed::<Tr>.or_else(right_to_left)),
        )
            .in_set(GameSet::Present),
    );
}

/// Whether the language is written right to left.
fn right_to_left(tr: Res<Tr>) -> bool {
    tr.0.language().right_to_left()
}

/// Marks an icon drawn pointing the other way (see [`icon::mirrored`]).
#[derive(Component, Clone, Copy, Debug)]
pub struct MirroredGlyph;

/// Points the arrows of new icons, and of every icon when the language changes, the way the
/// language reads.
fn mirror_icons(
    tr: Res<Tr>,
    mut icons: Query<(Entity, &mut Text, Has<MirroredGlyph>), With<Icon>>,
    mut commands: Commands,
) {
    let right_to_left = tr.0.language().right_to_left();
    for (entity, mut text, mirrored) in &mut icons {
        if mirrored == right_to_left {
            continue;
        }
        let turned: String = text.chars().map(icon::mirrored).collect();
        if turned != text.0 {
            text.0 = turned;
        }
        if right_to_left {
            commands.entity(entity).insert(MirroredGlyph);
        } else {
            commands.entity(entity).remove::<MirroredGlyph>();
        }
    }
}

/// Marks a row turned to run right to left, to turn it back for a language written left to
/// right.
#[derive(Component, Clone, Copy, Debug)]
pub struct Mirrored;

/// Marks a row that keeps its order in every language: a list whose places must not change
/// meaning under a finger when the language does (the languages themselves).
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct KeepsDirection;

/// Turns every row of the interface for the language's direction, when the language changes.
fn mirror_rows(
    tr: Res<Tr>,
    mut rows: Query<(Entity, &mut Node, Has<Mirrored>), Without<KeepsDirection>>,
    mut commands: Commands,
) {
    let right_to_left = tr.0.language().right_to_left();
    for (entity, node, mirrored) in &mut rows {
        turn(entity, node, mirrored, right_to_left, &mut commands);
    }
}

/// Turns the new rows, in a language written right to left.
fn mirror_new_rows(
    mut rows: Query<(Entity, &mut Node, Has<Mirrored>), (Added<Node>, Without<KeepsDirection>)>,
    mut commands: Commands,
) {
    for (entity, node, mirrored) in &mut rows {
        turn(entity, node, mirrored, true, &mut commands);
    }
}

/// Turns one row to run right to left (or back), marking it [`Mirrored`].
fn turn(entity: Entity, mut node: Mut<Node>, mirrored: bool, right_to_left: bool, commands: &mut Commands) {
    let flipped = match (node.flex_direction, right_to_left, mirrored) {
        (FlexDirection::Row, true, false) => FlexDirection::RowReverse,
        (FlexDirection::RowReverse, false, true) => FlexDirection::Row,
        _ => return,
    };
    node.flex_direction = flipped;
    if right_to_left {
        commands.entity(entity).insert(Mirrored);
    } else {
        commands.entity(entity).remove::<Mirrored>();
    }
}
