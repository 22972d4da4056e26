//! Each player's edge around the board: whose turn it is and the score, placed snug against
//! the board where the players sit, and which way it faces; the message line and the pits'
//! glow are in [`message`]; the buttons themselves are in `controls/`.

pub mod message;
mod placing;

use super::computer::Thinking;
use super::controls;
use super::frame::{GameSet, PlaySystems};
use super::i18n::Tr;
use super::layout::{FaceToFace, SNUG_GAP, Snug};
use super::moves;
use super::online::room::RoomNote;
use super::persist::NotSaved;
use super::text;
use super::theme::palette;
use super::theme::set_text;
use super::theme::widget::{self, TEXT_WIDTH};
use crate::engine::{Outcome, Side};
use crate::game::play::Engine;
use crate::game::play::Mode;
use crate::game::play::Resting;
use crate::game::play::board::Board;
use crate::game::play::{BoardUse, Demo};
use bevy::prelude::*;
use bevy::ui::UiGlobalTransform;
use message::MessageSlot;
pub use message::{BannerText, EdgeMessage, MessageText};
use message::{Narration, feeding_banner, highlight_pits, message_text, narrate, show_message};
use std::f32::consts::PI;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Narration>()
        .init_resource::<message::BoardNote>()
        // Shown while the board shows a real game, as it comes and goes (at the start, as it is:
        // a game from the command line begins on the board).
        .add_systems(
            Startup,
            (
                spawn_hud,
                hud(Visibility::Inherited).run_if(in_state(BoardUse::Play)),
                hud(Visibility::Hidden).run_if(not(in_state(BoardUse::Play))),
            )
                .chain(),
        )
        .add_systems(OnEnter(BoardUse::Play), hud(Visibility::Inherited))
        .add_systems(OnExit(BoardUse::Play), hud(Visibility::Hidden))
        .add_systems(
            Update,
            (
                seat_players,
                (narrate, show_message, highlight_pits, turn_bars).chain(),
                (feeding_banner, message::ring_pits),
                not_saved_mark.in_set(PlaySystems),
                (placing::snug_edges, place_beyond_north_edge).chain(),
            )
                .in_set(GameSet::Present),
        );
}

/// The roots of the board screen's UI, shown only with the board.
#[derive(Component, Clone, Copy, Debug)]
struct HudRoot;

/// A player's turn bar and its text.
#[derive(Component, Clone, Copy, Debug)]
pub(super) struct TurnBar(pub Side);

/// The text of a turn bar.
#[derive(Component, Clone, Copy, Debug)]
pub(super) struct TurnText(pub Side);

/// A player's edge of the screen: his turn bar and score, and face to face his message line
/// and buttons, turned 180° for North.
#[derive(Component, Clone, Copy, Debug)]
pub struct Edge(pub Side);

/// The height of [`MessageSlot`], in logical pixels: two lines of the message and the pill's
/// padding.
const MESSAGE_SLOT: f32 = 72.0;

/// A player's score beside his turn bar.
#[derive(Component, Clone, Copy, Debug)]
pub struct ScoreText(pub Side);

fn spawn_hud(mut commands: Commands, tr: Res<Tr>) {
    let tr = &tr.0;
    commands.spawn((Name::new("Banner"), HudRoot, widget::edge_row(Some(Val::Px(76.0)), None))).with_child((
        widget::pill(palette::BANNER),
        UiTransform::default(),
        Visibility::Hidden,
        BannerText,
        children![(
            Text::default(),
            TextFont::from_font_size(23.0),
            TextColor(palette::CREAM),
            TextLayout::justify(Justify::Center),
            Node { max_width: Val::Px(TEXT_WIDTH), ..default() },
        )],
    ));
    commands.spawn((Name::new("Message"), HudRoot, widget::edge_row(Some(Val::Percent(50.0)), None))).with_child((
        widget::pill(palette::PILL),
        UiTransform { translation: Val2::new(Val::Px(0.0), Val::Percent(-50.0)), ..default() },
        Visibility::Hidden,
        children![(MessageText, message_text())],
    ));
    commands.spawn((HudRoot, moves::panel(tr)));
    commands
        .spawn((
            Name::new("Not saved"),
            HudRoot,
            Node { position_type: PositionType::Absolute, left: Val::Px(10.0), top: Val::Px(10.0), ..default() },
        ))
        .with_child((
            NotSavedMark,
            widget::pill(palette::PILL),
            Visibility::Hidden,
            children![(Text::new(tr.t("game-not-saved")), TextFont::from_font_size(16.0), TextColor(palette::MUTED))],
        ));
    for side in Side::ALL {
        let (top, bottom) = match side {
            Side::North => (Some(Val::Px(10.0)), None),
            Side::South => (None, Some(Val::Px(10.0))),
        };
        commands
            .spawn((
                Name::new(format!("{side} edge")),
                HudRoot,
                Edge(side),
                Snug(side),
                UiTransform::default(),
                Node {
                    flex_direction: FlexDirection::Column,
                    align_items: AlignItems::Center,
                    row_gap: Val::Px(10.0),
                    ..widget::edge_row(top, bottom)
                },
            ))
            .with_children(|edge| {
                if side == Side::North {
                    edge.spawn(crate::game::online::note::note_line());
                }
                // Face to face, the message's place is kept, shown or not: nothing moves under a finger.
                edge.spawn((
                    MessageSlot,
                    Node {
                        display: Display::None,
                        height: Val::Px(MESSAGE_SLOT),
                        flex_direction: FlexDirection::Column,
                        justify_content: JustifyContent::End,
                        align_items: AlignItems::Center,
                        ..default()
                    },
                    children![(
                        widget::pill(palette::PILL),
                        Visibility::Hidden,
                        children![(EdgeMessage(side), message_text())],
                    )],
                ));
                edge.spawn(Node {
                    column_gap: Val::Px(10.0),
                    align_items: AlignItems::Center,
                    flex_wrap: FlexWrap::Wrap,
                    justify_content: JustifyContent::Center,
                    ..default()
                })
                .with_children(|row| {
                    row.spawn((
                        TurnBar(side),
                        widget::pill(palette::PILL),
                        children![(
                            TurnText(side),
                            Text::default(),
                            widget::font(27.0, true),
                            TextColor(palette::CREAM)
                        )],
                    ));
                    row.spawn((
                        widget::pill(palette::PILL),
                        children![(
                            ScoreText(side),
                            Text::default(),
                            TextFont::from_font_size(22.0),
                            TextColor(palette::GOLD)
                        )],
                    ));
                });
                // As wide as the window: a row only as wide as its content wrapped its last
                // button under the others, below the window (German at 1920 × 1080).
                edge.spawn((
                    Name::new(format!("{side} buttons")),
                    Node {
                        width: Val::Percent(100.0),
                        flex_wrap: FlexWrap::Wrap,
                        justify_content: JustifyContent::Center,
                        column_gap: Val::Px(10.0),
                        row_gap: Val::Px(10.0),
                        padding: UiRect::horizontal(Val::Px(8.0)),
                        ..default()
                    },
                ))
                .with_children(|row| controls::spawn_buttons(row, side, tr));
            });
    }
}

/// The moves band sits beyond North's edge, above his turn bar (face to face, above his
/// message and buttons too), clear of the board: the camera leaves room for both
/// (`window/camera.rs`).
fn place_beyond_north_edge(
    edges: Query<(&Edge, &ComputedNode, &UiGlobalTransform)>,
    mut panels: Query<(&mut Node, &ComputedNode), With<moves::MovesPanel>>,
) {
    let Some((_, node, at)) = edges.iter().find(|(edge, _, _)| edge.0 == Side::North) else {
        return;
    };
    let edge_top = (at.translation.y - node.size().y / 2.0) * node.inverse_scale_factor;
    for (mut panel, band) in &mut panels {
        let height = band.size().y * band.inverse_scale_factor;
        let top = Val::Px((edge_top - SNUG_GAP - height).floor().max(4.0));
        let near = matches!((panel.top, top), (Val::Px(now), Val::Px(wanted)) if (now - wanted).abs() <= 1.0);
        if panel.display != Display::None && panel.top != top && !near {
            panel.top = top;
        }
    }
}

/// The quiet mark that says the game in progress is not being kept (its file cannot be
/// written).
#[derive(Component, Clone, Copy, Debug)]
pub struct NotSavedMark;

fn not_saved_mark(not_saved: Res<NotSaved>, mut marks: Query<&mut Visibility, With<NotSavedMark>>) {
    for mut visibility in &mut marks {
        visibility.set_if_neq(if not_saved.0 { Visibility::Inherited } else { Visibility::Hidden });
    }
}

/// Where the players sit decides what each edge shows: side by side, North's edge has only his
/// turn bar and score, South's has every button and the message is in the middle; face to
/// face, each edge has its player's message and buttons, North's turned 180°, and the feeding
/// banner faces the player who must feed.
fn seat_players(
    face_to_face: Res<FaceToFace>,
    engine: Res<Engine>,
    mut edges: Query<(&Edge, &mut UiTransform), Without<BannerText>>,
    mut banner: Query<(&mut UiTransform, &ChildOf), With<BannerText>>,
    mut banner_rows: Query<&mut Node>,
) {
    let now = face_to_face.0;
    if !face_to_face.is_changed() && !engine.is_changed() {
        return;
    }
    for (edge, mut transform) in &mut edges {
        let angle = if now && edge.0 == Side::North { PI } else { 0.0 };
        if transform.rotation != Rot2::radians(angle) {
            transform.rotation = Rot2::radians(angle);
        }
    }
    // Face to face the banner sits in the middle, facing the player to move.
    let mover = engine.0.position().turn();
    for (mut transform, parent) in &mut banner {
        let angle = if now && mover == Side::North { PI } else { 0.0 };
        if transform.rotation != Rot2::radians(angle) {
            transform.rotation = Rot2::radians(angle);
        }
        if let Ok(mut node) = banner_rows.get_mut(parent.parent()) {
            let top = if now { Val::Percent(50.0) } else { Val::Px(76.0) };
            if node.top != top {
                node.top = top;
            }
            transform.translation = Val2::new(Val::Px(0.0), if now { Val::Percent(-50.0) } else { Val::Px(0.0) });
        }
    }
}

/// Sets the board's UI to `shown`: it shows with a real game's board only (a lesson, puzzle or
/// review has its own panel, the title's game none).
fn hud(shown: Visibility) -> impl FnMut(Query<&mut Visibility, With<HudRoot>>) {
    move |mut roots| roots.iter_mut().for_each(|mut visibility| _ = visibility.set_if_neq(shown))
}

/// What a turn bar says of each player: who plays (a person, the computer thinking, a paused
/// demonstration's next move), by name, in the chosen language.
#[derive(bevy::ecs::system::SystemParam)]
struct TurnWords<'w> {
    board: Board<'w>,
    demo: Res<'w, Demo>,
    thinking: Res<'w, Thinking>,
    tr: Res<'w, Tr>,
    /// On two devices, whether the other player's device is away.
    room: Res<'w, RoomNote>,
}

/// Each turn bar says whose turn it is (gold for the player to move), and the score beside it
/// the seeds in his store. A computer's bar never asks it to choose: it thinks, or, in a paused
/// demonstration, plays next. Once the game is over, both bars say how it ended.
fn turn_bars(
    resting: Resting,
    narration: Res<Narration>,
    words: TurnWords,
    mut bars: Query<(&TurnBar, &mut BackgroundColor)>,
    mut texts: Query<(&TurnText, &mut Text, &mut TextColor), Without<ScoreText>>,
    mut scores: Query<(&ScoreText, &mut Text), Without<TurnText>>,
) {
    let TurnWords { board, demo, thinking, tr, room } = words;
    let Board { engine, players, faces, .. } = board;
    let game = &engine.0;
    let resting = resting.now();
    // While seeds fly the engine has already passed the turn: the active player is the sower.
    let turn = narration.sower.filter(|_| !resting).unwrap_or(game.position().turn());
    // The end shows once its seeds rest.
    let end = match game.outcome() {
        Outcome::Over(end) if resting => Some(end),
        _ => None,
    };
    // At the end the winner's bar is the one lit, and each bar speaks for its own side.
    let lit = |side| end.map_or(side == turn, |end| end.winner == Some(side));
    for (bar, mut background) in &mut bars {
        let active = lit(bar.0);
        background.set_if_neq(BackgroundColor(if active { palette::GOLD } else { palette::PILL }));
    }
    for (bar, line, mut color) in &mut texts {
        let active = lit(bar.0);
        let wanted = if let Some(end) = end {
            text::end_bar(&tr.0, &faces, end, bar.0)
        } else if active && !resting {
            text::sowing(&tr.0, &faces, bar.0)
        } else if active && players.computer_plays(bar.0) && players.mode == Mode::Demo && *demo == Demo::Paused {
            text::plays_next(&tr.0, &faces, bar.0)
        // The other device's player away (only ever said of a room's board) says so on his bar.
        } else if active && !players.plays_here(bar.0) && room.away.is_some() {
            text::away(&tr.0, &faces, bar.0)
        } else if active && (thinking.is_thinking() || !players.plays_here(bar.0)) {
            // The computer, or the player at the other device.
            text::thinking(&tr.0, &faces, bar.0)
        } else if active {
            text::your_turn(&tr.0, &faces, bar.0)
        } else {
            text::waiting(&tr.0, &faces, bar.0)
        };
        set_text(line, &wanted);
        color.set_if_neq(TextColor(if active { palette::DARK } else { palette::CREAM }));
    }
    // The engine's score once the seeds rest (while they fly, the store's label on the board
    // counts them as they arrive).
    if !resting {
        return;
    }
    let stores = game.settled_position().stores();
    for (score, text) in &mut scores {
        set_text(text, &tr.0.f("score", [("seeds", stores[score.0].into())]));
    }
}
