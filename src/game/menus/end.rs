//! The end of a game, over its board ([`Overlay::End`]): who won, the scores, why it ended;
//! another game, its review, or the match's score. Face to face, North has his own copy, turned
//! towards him. The board and the players' edges stay as they stand under it.

use crate::engine::{CaptureNote, Game, Outcome, Side};
use crate::game::assets::GameAssets;
use crate::game::board::celebration::{self, Celebration, Rained};
use crate::game::coach::CoachCommand;
use crate::game::frame::GameSet;
use crate::game::i18n::Tr;
use crate::game::layout::{BoardShape, FaceToFace};
use crate::game::menus::Overlay;
use crate::game::menus::build::screen_builder;
use crate::game::menus::kit::{MenuAction, menu_button, spawn_root, to_title};
use crate::game::menus::overlay::open;
use crate::game::messages::{BoardReset, Sfx};
use crate::game::names::Faces;
use crate::game::online::room::{Room, RoomNote};
use crate::game::play::BoardUse;
use crate::game::play::board::Board;
use crate::game::play::{Engine, Mode, Phase};
use crate::game::profiles::FriendNote;
use crate::game::screens::Screen;
use crate::game::screens::new_game::Starter;
use crate::game::settings::Settings;
use crate::game::text;
use crate::game::theme::{palette, widget};
use bevy::prelude::*;
use bevy::ui_widgets::Activate;
use std::f32::consts::PI;

/// The heading's letters, in logical pixels.
const HEADING_SIZE: f32 = 60.0;
/// The side of a star beside a win's heading, in logical pixels.
const STAR: f32 = 56.0;
/// The room kept for a star on each side of a win's heading: the star and a gap.
const STAR_ROOM: f32 = STAR + 14.0;
/// The end's lines that hold players' names: centred, wrapping between words, and inside a
/// name too long for a line (a name typed may be 24 wide letters).
const WRAP: TextLayout = TextLayout::new(Justify::Center, LineBreak::WordOrCharacter);

pub(super) fn plugin(app: &mut App) {
    screen_builder(app, Overlay::End, spawn);
    app.add_systems(
        OnEnter(Phase::Over),
        // A lesson's or puzzle's end is said in the coach's panel.
        show_the_end.run_if(in_state(Screen::Gameplay).and_then(in_state(BoardUse::Play))),
    )
    .add_observer(after_the_rain)
    .add_systems(Update, back_to_board.in_set(GameSet::Present));
}

fn spawn(
    mut commands: Commands,
    room: Res<Room>,
    assets: Res<GameAssets>,
    tr: Res<Tr>,
    board: Board,
    face_to_face: Res<FaceToFace>,
    note: Res<FriendNote>,
) {
    let Board { engine, players, faces, series } = board;
    let Outcome::Over(end) = engine.0.outcome() else {
        return;
    };
    // Play again after the room's game is another room, made or joined.
    let online = room.on_board;
    let tr = &tr.0;
    // Face to face, North reads his own copy of the end, turned towards him above South's.
    let seats: &[Side] = if face_to_face.0 { &[Side::North, Side::South] } else { &[Side::South] };
    spawn_root(&mut commands, Overlay::End, false).with_children(|screen| {
        for &seat in seats {
            let turned = if seat == Side::North { PI } else { 0.0 };
            screen
                .spawn((
                    Name::new(format!("The end for {seat}")),
                    Node {
                        flex_direction: FlexDirection::Column,
                        align_items: AlignItems::Center,
                        row_gap: Val::Px(16.0),
                        padding: UiRect::all(Val::Px(if face_to_face.0 { 20.0 } else { 34.0 })),
                        max_width: Val::Px(820.0),
                        border_radius: BorderRadius::all(Val::Px(26.0)),
                        ..default()
                    },
                    UiTransform::from_rotation(Rot2::radians(turned)),
                    BackgroundColor(palette::PANEL),
                ))
                .with_children(|panel| {
                    // A win is celebrated with stars around the winner's line; a loss gets a
                    // warm smile over "try again", a picture before any word.
                    let won = end.winner.is_some() && faces.you.is_none_or(|you| end.winner == Some(you));
                    if end.winner.is_some() && !won {
                        panel.spawn((
                            Name::new("Smile"),
                            Text::new("🙂"),
                            TextFont::from_font_size(96.0),
                            TextColor(palette::GOLD),
                        ));
                    }
                    let star = won.then(|| assets.star.clone());
                    heading(panel, text::winner(tr, &faces, end), star);
                    panel.spawn(widget::colored(text::cheer(tr, &faces, end), 28.0, palette::CREAM)).insert(WRAP);
                    panel.spawn((
                        Text::new(text::final_scores(tr, &faces, end)),
                        TextFont::from_font_size(36.0),
                        TextColor(palette::CREAM),
                        WRAP,
                    ));
                    panel.spawn(widget::body(text::end_reason(tr, &faces, end), 24.0)).insert(WRAP);
                    // What the friend noticed of the child's game.
                    if let (Mode::Friend(_), Some(line)) = (players.mode, note.line(tr)) {
                        panel.spawn(widget::colored(line, 26.0, palette::GOLD));
                    }
                    // A grand slam that ended the game: the line that said why its seeds stayed
                    // would be under this panel.
                    if let Some(seeds) = ending_grand_slam(&engine.0) {
                        panel.spawn(widget::body(tr.f("explain-grand-slam", [("seeds", seeds.into())]), 24.0));
                    }
                    panel.spawn(widget::button_row()).with_children(|row| {
                        if series.0.is_some() {
                            let label = tr.t("button-continue-match");
                            menu_button(row, MenuAction::MatchScore, label, open(Overlay::Score));
                        } else if online {
                            // Another game on two devices is another room, made or joined.
                            menu_button(row, MenuAction::PlayAgain, tr.t("button-play-again"), another_room);
                        } else {
                            menu_button(row, MenuAction::PlayAgain, tr.t("button-play-again"), play_again);
                        }
                        menu_button(row, MenuAction::Review, tr.t("button-review"), review);
                        menu_button(row, MenuAction::ToMenu, tr.t("button-menu"), to_title);
                    });
                });
        }
    });
}

/// The end's heading, who won or a draw, in gold, with a star on each side of a win (`star`).
/// Its words wrap inside the panel, and a name too long for a line breaks between letters. The
/// words are the only child the heading lays out: a row of star, words and star would be as
/// wide as the words on one line (Taffy sums a row's children at their widest), wider than a
/// small window ("Ordinateur (niveau 3) gagne !" at 800 pixels). The stars are placed beside
/// them, in room kept on each side.
fn heading(panel: &mut ChildSpawnerCommands, words: String, star: Option<Handle<Image>>) {
    let room = if star.is_some() { STAR_ROOM } else { 0.0 };
    panel
        .spawn((
            Name::new("Heading"),
            Node {
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                padding: UiRect::horizontal(Val::Px(room)),
                ..default()
            },
        ))
        .with_children(|heading| {
            heading.spawn((Text::new(words), TextFont::from_font_size(HEADING_SIZE), TextColor(palette::GOLD), WRAP));
            let Some(star) = star else { return };
            // Level with the first line (a line is 1.2 times the letters' size).
            let top = Val::Px((HEADING_SIZE * 1.2 - STAR) / 2.0);
            for (left, right) in [(Val::Px(0.0), Val::Auto), (Val::Auto, Val::Px(0.0))] {
                heading.spawn((
                    Name::new("Star"),
                    ImageNode::new(star.clone()),
                    Node {
                        position_type: PositionType::Absolute,
                        top,
                        left,
                        right,
                        width: Val::Px(STAR),
                        height: Val::Px(STAR),
                        ..default()
                    },
                ));
            }
        });
}

/// The seeds a grand slam would have taken, when the game's last move was one (so captured
/// nothing).
fn ending_grand_slam(game: &Game) -> Option<u8> {
    let &last = game.moves().last()?;
    let mut before = game.clone();
    before.undo()?;
    match before.try_play(last).ok()?.note {
        Some(CaptureNote::GrandSlam { seeds }) => Some(seeds),
        _ => None,
    }
}

/// The review of the game just played.
fn review(_: On<Activate>, mut coach: MessageWriter<CoachCommand>) {
    coach.write(CoachCommand::Review);
}

/// Another game with the same choices.
fn play_again(_: On<Activate>, mut starter: Starter) {
    starter.start();
}

/// After a game on two devices: the room is left, and the screen for two devices makes or
/// joins another.
fn another_room(
    _: On<Activate>,
    mut room: ResMut<Room>,
    mut note: ResMut<RoomNote>,
    mut next: ResMut<NextState<Screen>>,
) {
    room.leave();
    *note = RoomNote::default();
    next.set(Screen::Online);
}

/// What the end is shown with: a win is celebrated on the board first.
#[derive(bevy::ecs::system::SystemParam)]
struct Stage<'w> {
    celebration: ResMut<'w, Celebration>,
    shape: Res<'w, BoardShape>,
    face_to_face: Res<'w, FaceToFace>,
    assets: Res<'w, GameAssets>,
    settings: Res<'w, Settings>,
}

/// The game has just ended and its seeds are at rest: show the end (once, so that closing it
/// for a new game does not bring it back before the new board is laid out); a win, after the
/// stars have rained into the winner's store ([`celebration`]).
fn show_the_end(
    mut commands: Commands,
    engine: Res<Engine>,
    faces: Res<Faces>,
    mut stage: Stage,
    mut sfx: MessageWriter<Sfx>,
    mut next: ResMut<NextState<Overlay>>,
) {
    if celebration::celebrated(&engine, &faces) {
        let Stage { celebration, shape, face_to_face, assets, settings } = &mut stage;
        let calm = settings.calm;
        celebration::begin(&mut commands, celebration, &engine, **shape, face_to_face.0, assets, calm);
    } else {
        next.set(Overlay::End);
    }
    if let Outcome::Over(end) = engine.0.outcome() {
        sfx.write(match (end.winner, faces.you) {
            (None, _) => Sfx::Draw,
            (Some(winner), Some(you)) if winner != you => Sfx::Lose,
            _ => Sfx::Win,
        });
    }
}

/// The stars of a win have rained: the end comes over the board.
fn after_the_rain(_: On<Rained>, mut next: ResMut<NextState<Overlay>>) {
    next.set(Overlay::End);
}

/// A new board (the room's next game, a new game, an import) while the end or the match's
/// score is shown: the board comes back bare. Runs whatever is shown, so that only this frame's
/// news counts (gated on the end, it would read a reset from before the end as news: hence the
/// overlay compared in the body).
fn back_to_board(
    mut reset: MessageReader<BoardReset>,
    overlay: Option<Res<State<Overlay>>>,
    mut next: ResMut<NextState<Overlay>>,
) {
    let shown = Overlay::shown(overlay.as_deref());
    if reset.read().count() > 0 && matches!(shown, Overlay::End | Overlay::Score) {
        next.set(Overlay::None);
    }
}
