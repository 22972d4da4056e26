//! The review's graph of who was ahead, under the board: one bar a position, with the words
//! that read it beside it (whose bars go up, whose go down).

use super::review::Review;
use crate::ai::judge::CAP;
use crate::engine::Side;
use crate::game::i18n::Tr;
use crate::game::names::Faces;
use crate::game::play::Engine;
use crate::game::theme::{palette, set_text};
use bevy::prelude::*;

/// The review's graph: its words and its bars.
#[derive(Component, Clone, Copy, Debug)]
pub(super) struct Graph;

/// The row of the graph's bars, one a position.
#[derive(Component, Clone, Copy, Debug)]
pub(super) struct Bars;

/// The words beside the bars on the side of one player: "You were ahead" in South's gold at
/// the top, "Computer (level 3) was ahead" in North's cream at the bottom.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Ahead(pub Side);

/// The graph's height, in logical pixels: its bars reach half of it up or down.
const HEIGHT: f32 = 64.0;

/// The graph's place, hidden until a review fills it: the words on the left, then the bars.
pub(super) fn spawn() -> impl Bundle {
    let words = Node {
        flex_direction: FlexDirection::Column,
        justify_content: JustifyContent::SpaceBetween,
        align_items: AlignItems::End,
        height: Val::Px(HEIGHT),
        margin: UiRect::right(Val::Px(10.0)),
        ..default()
    };
    let word =
        |side: Side, color: Color| (Ahead(side), Text::default(), TextFont::from_font_size(16.0), TextColor(color));
    (
        Name::new("Review graph"),
        Graph,
        Node { align_items: AlignItems::Center, height: Val::Px(HEIGHT), display: Display::None, ..default() },
        children![
            (
                Name::new("Review graph's words"),
                words,
                children![word(Side::South, palette::GOLD), word(Side::North, palette::MUTED)]
            ),
            (
                Name::new("Review graph's bars"),
                Bars,
                Node { align_items: AlignItems::Center, height: Val::Px(HEIGHT), ..default() }
            ),
        ],
    )
}

/// The graph's words, in the players' language and names, while a review is shown (empty
/// otherwise, so that a lesson's board says nothing of it).
pub(super) fn words(
    tr: Res<Tr>,
    faces: Res<Faces>,
    review: Option<Res<Review>>,
    mut words: Query<(&Ahead, &mut Text)>,
    mut had: Local<bool>,
) {
    let reviewing = review.is_some();
    if !tr.is_changed() && !faces.is_changed() && *had == reviewing {
        return;
    }
    *had = reviewing;
    for (ahead, text) in &mut words {
        let [side, you] = faces.args(ahead.0);
        let said = if reviewing { tr.0.f("review-ahead", [side, you]) } else { String::new() };
        set_text(text, &said);
    }
}

/// The graph of who was ahead, a bar a position (gold up: South ahead; cream down: North),
/// the position on the board brighter; built again when it changes.
pub(super) fn graph(
    mut commands: Commands,
    review: Option<Res<Review>>,
    engine: Res<Engine>,
    mut graphs: Query<&mut Node, With<Graph>>,
    bars: Query<(Entity, Option<&Children>), With<Bars>>,
    mut drawn: Local<(usize, usize)>,
) {
    let values = review.as_ref().map_or(&[][..], |review| review.values.as_slice());
    let ply = engine.0.moves().len();
    if *drawn == (values.len(), ply) {
        return;
    }
    *drawn = (values.len(), ply);
    let (Ok(mut node), Ok((row, children))) = (graphs.single_mut(), bars.single()) else {
        return;
    };
    node.display = if values.is_empty() { Display::None } else { Display::Flex };
    for &child in children.into_iter().flatten() {
        commands.entity(child).despawn();
    }
    let width = (640.0 / values.len().max(1) as f32).clamp(2.0, 10.0);
    for (k, &value) in values.iter().enumerate() {
        let height = (HEIGHT / 2.0 - 2.0) * value.abs() as f32 / CAP as f32;
        let now = k == ply;
        let color = match (value >= 0, now) {
            (_, true) => Color::WHITE,
            (true, false) => palette::GOLD,
            (false, false) => palette::MUTED,
        };
        let bar = Node {
            width: Val::Px(width),
            height: Val::Px(height.max(1.0)),
            margin: if value >= 0 {
                UiRect::bottom(Val::Px(height.max(1.0)))
            } else {
                UiRect::top(Val::Px(height.max(1.0)))
            },
            ..default()
        };
        commands.spawn((bar, BackgroundColor(color), ChildOf(row)));
    }
}
