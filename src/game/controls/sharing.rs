//! Agreeing to stop: a player's offer, the other's answer, and how the seeds left are shared
//! (the question the rules leave to the players, with one copy of it for each player face to
//! face).

use crate::engine::Side;
use crate::engine::rules::Leftover;
use crate::game::i18n::Tr;
use crate::game::layout::FaceToFace;
use crate::game::messages::{BoardReset, GameCommand, MovePlayed};
use crate::game::play::Engine;
use crate::game::screens::Screen;
use crate::game::text;
use crate::game::theme::{icon, palette, widget};
use crate::i18n::Translator;
use bevy::prelude::*;
use bevy::ui_widgets::Activate;

/// The player at whose edge a button is, and for whom it acts face to face.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seat(pub Side);

/// Face to face, the player who has offered to stop, until the other accepts, he withdraws it,
/// or a move is played.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Offer(pub Option<Side>);

/// Side by side, both players are at the button: the game stops. Face to face, the presser
/// offers to stop (or withdraws his offer), and the game stops when the other accepts.
pub(super) fn agree(
    press: On<Activate>,
    seats: Query<&Seat>,
    face_to_face: Res<FaceToFace>,
    engine: Res<Engine>,
    tr: Res<Tr>,
    asked: Query<(), With<SharingChoice>>,
    mut offer: ResMut<Offer>,
    mut commands: Commands,
) {
    let seat = seats.get(press.entity).map(|seat| seat.0);
    match (face_to_face.0, seat, offer.0) {
        (true, Ok(side), Some(offered)) if offered == side => offer.0 = None,
        (true, Ok(side), None) => offer.0 = Some(side),
        _ if engine.0.is_over() || !asked.is_empty() => {}
        _ => {
            offer.0 = None;
            spawn_sharing_question(&mut commands, &tr.0, engine.0.rules().leftover, face_to_face.0);
        }
    }
}

/// The question asked once both players agree to stop (seed 003: they share the seeds left
/// "d'un commun accord"): each his own row, or equally; the rule in force comes first and says
/// so. It shades the board until answered.
#[derive(Component, Clone, Copy, Debug)]
pub struct SharingChoice;

/// A button of the sharing question: a way to share, or (`None`) keep playing.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShareButton(pub Option<Leftover>);

/// The question, over the board; face to face, each player has his own copy turned towards
/// him (either may answer for both, as they agreed together).
pub(super) fn spawn_sharing_question(commands: &mut Commands, tr: &Translator, rule: Leftover, face_to_face: bool) {
    let other = match rule {
        Leftover::OwnSide => Leftover::Split,
        Leftover::Split => Leftover::OwnSide,
    };
    let choice = |shared: Leftover, label: String| {
        (Name::new(format!("Share {shared:?}")), ShareButton(Some(shared)), widget::menu_button(None, label))
    };
    let seats: &[Side] = if face_to_face { &[Side::North, Side::South] } else { &[Side::South] };
    commands
        .spawn((Name::new("Sharing question"), SharingChoice, DespawnOnExit(Screen::Gameplay), widget::backdrop(false)))
        .with_children(|question| {
            for &seat in seats {
                let turned = if seat == Side::North { std::f32::consts::PI } else { 0.0 };
                question.spawn((
                    Node {
                        padding: UiRect::all(Val::Px(if face_to_face { 16.0 } else { 28.0 })),
                        border_radius: BorderRadius::all(Val::Px(26.0)),
                        ..widget::column(if face_to_face { 10.0 } else { 16.0 })
                    },
                    BackgroundColor(palette::PANEL),
                    UiTransform::from_rotation(Rot2::radians(turned)),
                    children![
                        widget::body(tr.t("share-question"), 28.0),
                        choice(rule, tr.f("share-rule", [("choice", text::sharing(tr, rule).into())])),
                        choice(other, text::sharing(tr, other)),
                        (
                            Name::new("Keep playing"),
                            ShareButton(None),
                            widget::menu_button(Some(icon::PLAY), tr.t("button-withdraw"))
                        ),
                    ],
                ));
            }
        });
}

/// A press on the sharing question: the game stops, shared as chosen, or goes on.
pub(super) fn answer_sharing(
    press: On<Activate>,
    buttons: Query<&ShareButton>,
    questions: Query<Entity, With<SharingChoice>>,
    mut commands: Commands,
    mut game: MessageWriter<GameCommand>,
) {
    let Ok(ShareButton(choice)) = buttons.get(press.entity) else {
        return;
    };
    if let Some(shared) = choice {
        game.write(GameCommand::AgreeSharing(*shared));
    }
    for question in &questions {
        commands.entity(question).despawn();
    }
}

/// The question goes when the board changes under it (a new game, a move taken back).
pub(super) fn forget_sharing(
    mut commands: Commands,
    reset: MessageReader<BoardReset>,
    played: MessageReader<MovePlayed>,
    questions: Query<Entity, With<SharingChoice>>,
) {
    if reset.is_empty() && played.is_empty() {
        return;
    }
    for question in &questions {
        commands.entity(question).despawn();
    }
}

/// An offer lasts until a move is played or a new board is laid out.
pub(super) fn withdraw_offer(
    mut offer: ResMut<Offer>,
    played: MessageReader<MovePlayed>,
    reset: MessageReader<BoardReset>,
) {
    if (!played.is_empty() || !reset.is_empty()) && offer.0.is_some() {
        offer.0 = None;
    }
}
