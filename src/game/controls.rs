//! The board's buttons, each with the observer that acts on it. Side by side, one row of them
//! serves both players; face to face, each player has his own hint, undo and agree buttons at
//! his edge, and pressing one acts for him: his hint, back to his own turn, his offer to stop
//! (the game stops when the other accepts). Once both agree, they say how the seeds left are
//! shared.

use super::computer::{Opponent, Thinking};
use super::layout::FaceToFace;
use super::moves;
use super::names::Faces;
use super::persist::{Persist, export_record};
use super::settings::{Mode, Tr};
use super::theme::{icon, interaction, palette, widget};
use super::{BoardReset, Engine, GameCommand, GameSet, MovePlayed, Phase, Screen, set_text, text};
use crate::engine::rules::Leftover;
use crate::engine::{Side, notation, ogn};
use crate::i18n::Translator;
use bevy::prelude::*;
use bevy::ui::InteractionDisabled;
use bevy::ui_widgets::Activate;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Offer>()
        .init_resource::<BoardNote>()
        .add_observer(answer_sharing)
        .add_systems(Update, (withdraw_offer, forget_sharing).in_set(GameSet::Rules))
        .add_systems(Update, button_labels.in_set(GameSet::Ui));
}

/// What a button of the board screen does.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ButtonAction {
    /// Back to the title screen (the game is kept and can be continued).
    Menu,
    /// Take back the last move (against the computer: back to the person's turn).
    Undo,
    /// Play again a move taken back.
    Redo,
    /// Ask for a good move.
    Hint,
    /// Both players agree to stop.
    AgreeToStop,
    /// Write the game in the records folder, as a record and as OGN (for Aualé).
    Export,
    /// Show or hide the move history.
    Moves,
    /// In a demo: pause or resume.
    Pause,
    /// In a paused demo: play one move.
    Step,
}

impl ButtonAction {
    /// Every button of South's edge, in the order of the row.
    pub const ALL: [ButtonAction; 9] = [
        ButtonAction::Menu,
        ButtonAction::Undo,
        ButtonAction::Redo,
        ButtonAction::Hint,
        ButtonAction::AgreeToStop,
        ButtonAction::Moves,
        ButtonAction::Export,
        ButtonAction::Pause,
        ButtonAction::Step,
    ];

    /// The buttons of North's edge, face to face: those that act for one player.
    pub const OWN: [ButtonAction; 4] =
        [ButtonAction::Undo, ButtonAction::Redo, ButtonAction::Hint, ButtonAction::AgreeToStop];

    /// The button's picture, from the icon font.
    #[must_use]
    pub fn icon(self) -> char {
        match self {
            ButtonAction::Menu => icon::MENU,
            ButtonAction::Undo => icon::UNDO,
            ButtonAction::Redo => icon::REDO,
            ButtonAction::Hint => icon::HINT,
            ButtonAction::AgreeToStop => icon::HANDSHAKE,
            ButtonAction::Export => icon::EXPORT,
            ButtonAction::Moves => icon::LIST,
            ButtonAction::Pause => icon::PAUSE,
            ButtonAction::Step => icon::STEP_FORWARD,
        }
    }

    fn key(self, paused: bool) -> &'static str {
        match self {
            ButtonAction::Menu => "button-menu",
            ButtonAction::Undo => "button-undo",
            ButtonAction::Redo => "button-redo",
            ButtonAction::Hint => "button-hint",
            ButtonAction::AgreeToStop => "button-agree",
            ButtonAction::Export => "button-export",
            ButtonAction::Moves => "button-moves",
            ButtonAction::Pause if paused => "button-resume",
            ButtonAction::Pause => "button-pause",
            ButtonAction::Step => "button-step",
        }
    }
}

/// The player at whose edge a button is, and for whom it acts face to face.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seat(pub Side);

/// The label of a button.
#[derive(Component, Clone, Copy, Debug)]
struct ButtonLabel(ButtonAction);

/// Face to face, the player who has offered to stop, until the other accepts, he withdraws it,
/// or a move is played.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Offer(pub Option<Side>);

/// A line for the board's message line from outside a move: where an export went (or why
/// not), what an import left out.
#[derive(Resource, Clone, Debug, Default)]
pub struct BoardNote(pub Option<String>);

/// Spawns `seat`'s buttons into `row`: every button at South's edge, [`ButtonAction::OWN`] at
/// North's.
pub fn spawn_buttons(row: &mut ChildSpawnerCommands, seat: Side, tr: &Translator) {
    let actions: &[ButtonAction] = if seat == Side::South { &ButtonAction::ALL } else { &ButtonAction::OWN };
    for &action in actions {
        let label = (ButtonLabel(action), Text::new(tr.t(action.key(false))));
        let mut button = row.spawn((
            Name::new(format!("Button {action:?} {seat}")),
            action,
            Seat(seat),
            widget::board_button(action.icon(), label),
        ));
        match action {
            ButtonAction::Menu => button.observe(to_menu),
            ButtonAction::Undo => button.observe(undo),
            ButtonAction::Redo => button.observe(command(GameCommand::Redo)),
            ButtonAction::AgreeToStop => button.observe(agree),
            ButtonAction::Hint => button.observe(ask_hint),
            ButtonAction::Export => button.observe(export),
            ButtonAction::Moves => button.observe(moves::toggle),
            ButtonAction::Pause => button.observe(pause),
            ButtonAction::Step => button.observe(step),
        };
    }
}

fn to_menu(_: On<Activate>, mut next: ResMut<NextState<Screen>>) {
    next.set(Screen::Title);
}

/// A button that sends `command` to the rules.
fn command(command: GameCommand) -> impl FnMut(On<Activate>, MessageWriter<GameCommand>) {
    move |_, mut commands| {
        commands.write(command);
    }
}

/// Side by side, the last move goes back; face to face, the presser's last move, back to his
/// turn.
fn undo(
    press: On<Activate>,
    seats: Query<&Seat>,
    face_to_face: Res<FaceToFace>,
    mut commands: MessageWriter<GameCommand>,
) {
    match seats.get(press.entity) {
        Ok(seat) if face_to_face.0 => commands.write(GameCommand::UndoFor(seat.0)),
        _ => commands.write(GameCommand::Undo),
    };
}

/// Side by side, both players are at the button: the game stops. Face to face, the presser
/// offers to stop (or withdraws his offer), and the game stops when the other accepts.
fn agree(
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
fn spawn_sharing_question(commands: &mut Commands, tr: &Translator, rule: Leftover, face_to_face: bool) {
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
fn answer_sharing(
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
fn forget_sharing(
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
fn withdraw_offer(mut offer: ResMut<Offer>, played: MessageReader<MovePlayed>, reset: MessageReader<BoardReset>) {
    if (!played.is_empty() || !reset.is_empty()) && offer.0.is_some() {
        offer.0 = None;
    }
}

/// A hint for the person to move, while the game waits for him; face to face, only the
/// player to move gets one.
fn ask_hint(
    press: On<Activate>,
    seats: Query<&Seat>,
    face_to_face: Res<FaceToFace>,
    engine: Res<Engine>,
    opponent: Res<Opponent>,
    phase: Res<State<Phase>>,
    mut thinking: ResMut<Thinking>,
) {
    let turn = engine.0.position().turn();
    let his_turn = !face_to_face.0 || seats.get(press.entity).is_ok_and(|seat| seat.0 == turn);
    if *phase.get() == Phase::Waiting && !opponent.plays(turn) && his_turn {
        thinking.ask_hint(&engine.0);
    }
}

/// The game written as a record in the records folder; the message line says where.
fn export(
    _: On<Activate>,
    engine: Res<Engine>,
    persist: Res<Persist>,
    tr: Res<Tr>,
    faces: Res<Faces>,
    mut note: ResMut<BoardNote>,
) {
    let tr = &tr.0;
    let names = faces.for_record(tr);
    let record = notation::write(&engine.0, &names);
    let ogn = ogn::write(&engine.0, &names, &ogn::today());
    note.0 = Some(match export_record(&persist, &record, &ogn, tr) {
        Ok((path, ogn)) => {
            // In a web page the records folder is inside the browser: the record is also
            // downloaded, to keep or share.
            let file_name = |path: &std::path::Path| path.file_name().map(|n| n.to_string_lossy().into_owned());
            let name = file_name(&path).unwrap_or_default();
            let _ = crate::storage::files::offer_download(&name, &record);
            // The file names alone: a child has no use for the folders' full paths.
            let ogn = file_name(&ogn).unwrap_or_default();
            tr.f("exported", [("path", name.into()), ("ogn", ogn.into())])
        }
        Err(error) => tr.f("save-failed", [("file", "records".into()), ("error", error.into())]),
    });
}

fn pause(_: On<Activate>, mut opponent: ResMut<Opponent>) {
    opponent.paused = !opponent.paused;
}

fn step(_: On<Activate>, mut opponent: ResMut<Opponent>) {
    opponent.step = true;
}

/// Each button's label in the players' language. Which buttons a row has follows who plays (a
/// demonstration has Pause and Step instead of Undo, Redo and Hint; North's row only face to
/// face); within a game the row never changes, and a button that cannot act now is disabled
/// (greyed, in its place) rather than hidden, so that no button moves under a finger.
#[expect(clippy::too_many_arguments, reason = "a system")]
fn button_labels(
    tr: Res<Tr>,
    engine: Res<Engine>,
    opponent: Res<Opponent>,
    face_to_face: Res<FaceToFace>,
    offer: Res<Offer>,
    phase: Res<State<Phase>>,
    mut labels: Query<(&ButtonLabel, &ChildOf, &mut Text)>,
    mut buttons: Query<(Entity, &ButtonAction, &Seat, &mut Node, Has<InteractionDisabled>)>,
    mut commands: Commands,
) {
    let changed = tr.is_changed() || opponent.is_changed() || engine.is_changed() || phase.is_changed();
    if !changed && !face_to_face.is_changed() && !offer.is_changed() {
        return;
    }
    for (label, parent, text) in &mut labels {
        let seat = buttons.get(parent.parent()).map(|(_, _, seat, _, _)| seat.0).ok();
        let key = match (label.0, offer.0) {
            (ButtonAction::AgreeToStop, Some(offered)) if face_to_face.0 && seat == Some(offered) => "button-withdraw",
            (ButtonAction::AgreeToStop, Some(_)) if face_to_face.0 => "button-accept",
            (action, _) => action.key(opponent.paused),
        };
        set_text(text, &tr.0.t(key));
    }
    let game = &engine.0;
    let demo = opponent.mode == Mode::Demo;
    let waiting = *phase.get() == Phase::Waiting;
    let turn = game.position().turn();
    for (entity, action, seat, mut node, disabled) in &mut buttons {
        let shown = (seat.0 == Side::South || face_to_face.0)
            && match action {
                ButtonAction::Undo | ButtonAction::Redo | ButtonAction::Hint => !demo,
                ButtonAction::Pause | ButtonAction::Step => demo,
                _ => true,
            };
        // Face to face, a player's own buttons act for him.
        let own = !face_to_face.0 || seat.0 == turn;
        let enabled = match action {
            ButtonAction::Undo if face_to_face.0 => game.moves().iter().any(|pit| pit.owner() == seat.0),
            ButtonAction::Undo => game.can_undo(),
            ButtonAction::Redo => game.can_redo(),
            ButtonAction::Hint => waiting && own && !game.is_over() && !opponent.plays(turn),
            ButtonAction::AgreeToStop => !game.is_over(),
            ButtonAction::Step => opponent.paused,
            _ => true,
        };
        let display = if shown { Display::Flex } else { Display::None };
        if node.display != display {
            node.display = display;
        }
        interaction::set_enabled(&mut commands, entity, enabled, disabled);
    }
}
