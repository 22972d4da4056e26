//! The board's buttons, each with the observer that acts on it. Side by side, one row of them
//! serves both players; face to face, each player has his own hint, undo and agree buttons at
//! his edge, and pressing one acts for him: his hint, back to his own turn, his offer to stop
//! (the game stops when the other accepts). Once both agree, they say how the seeds left are
//! shared.

pub mod sharing;

pub use sharing::{Offer, Seat};

use super::frame::GameSet;
use super::hint;
use super::hud::message::BoardNote;
use super::i18n::Tr;
use super::layout::FaceToFace;
use super::menus::overlay::open;
use super::messages::GameCommand;
use super::messages::Step;
use super::moves;
use super::names::Faces;
use super::online::room::Room;
use super::persist::Persist;
use super::records::{export_record, plays};
use super::theme::set_text;
use super::theme::{icon, interaction, palette, widget};
use super::undo;
use crate::engine::{Side, notation, ogn};
use crate::game::menus::Overlay;
use crate::game::play::Mode;
use crate::game::play::{Demo, Players};
use crate::game::play::{Engine, Phase};
use crate::game::screens::Screen;
use crate::i18n::Translator;
use bevy::prelude::*;
use bevy::ui::InteractionDisabled;
use bevy::ui_widgets::Activate;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Offer>()
        .add_observer(sharing::answer_sharing)
        .add_systems(Update, (sharing::withdraw_offer, sharing::forget_sharing).in_set(GameSet::Derive))
        .add_systems(Update, button_labels.in_set(GameSet::Present));
}

/// What a button of the board screen does.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ButtonAction {
    /// Back to the title screen (the game is kept and can be continued).
    Menu,
    /// The settings, over the board: the game waits under them, as it stands.
    Settings,
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
    pub const ALL: [ButtonAction; 10] = [
        ButtonAction::Menu,
        ButtonAction::Settings,
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
            ButtonAction::Settings => icon::SETTINGS,
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

    /// Every label the button may show, in one place of its grid: the button is as wide as the
    /// widest, so that a label changing ("Agree to stop" to "Withdraw") moves nothing.
    fn keys(self) -> &'static [&'static str] {
        match self {
            ButtonAction::AgreeToStop => &["button-agree", "button-withdraw", "button-accept"],
            ButtonAction::Pause => &["button-pause", "button-resume"],
            ButtonAction::Menu => &["button-menu"],
            ButtonAction::Settings => &["button-settings"],
            ButtonAction::Undo => &["button-undo"],
            ButtonAction::Redo => &["button-redo"],
            ButtonAction::Hint => &["button-hint"],
            ButtonAction::Export => &["button-export"],
            ButtonAction::Moves => &["button-moves"],
            ButtonAction::Step => &["button-step"],
        }
    }

    fn key(self, paused: bool) -> &'static str {
        match self {
            ButtonAction::Menu => "button-menu",
            ButtonAction::Settings => "button-settings",
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

/// One of the labels of a button ([`ButtonAction::keys`]): its button's action and its
/// translation key; only the label the button says now is visible.
#[derive(Component, Clone, Copy, Debug)]
struct ButtonLabel(ButtonAction, &'static str);

/// Spawns `seat`'s buttons into `row`: every button at South's edge, [`ButtonAction::OWN`] at
/// North's.
pub fn spawn_buttons(row: &mut ChildSpawnerCommands, seat: Side, tr: &Translator) {
    let actions: &[ButtonAction] = if seat == Side::South { &ButtonAction::ALL } else { &ButtonAction::OWN };
    for &action in actions {
        let shown = action.key(false);
        let labels: Vec<_> = action
            .keys()
            .iter()
            .map(|&key| {
                (
                    ButtonLabel(action, key),
                    Text::new(tr.t(key)),
                    TextFont::from_font_size(17.0),
                    TextColor(palette::CREAM),
                    TextLayout::justify(Justify::Center),
                    Node { grid_row: GridPlacement::start(1), grid_column: GridPlacement::start(1), ..default() },
                    if key == shown { Visibility::Inherited } else { Visibility::Hidden },
                )
            })
            .collect();
        let mut button = row.spawn((
            Name::new(format!("Button {action:?} {seat}")),
            action,
            Seat(seat),
            widget::board_button(
                action.icon(),
                (
                    Node { display: Display::Grid, justify_items: JustifyItems::Center, ..default() },
                    Children::spawn(SpawnIter(labels.into_iter())),
                ),
            ),
        ));
        match action {
            ButtonAction::Menu => button.observe(to_menu),
            ButtonAction::Settings => button.observe(open(Overlay::Settings)),
            ButtonAction::Undo => button.observe(undo::press),
            ButtonAction::Redo => button.observe(command(GameCommand::Redo)),
            ButtonAction::AgreeToStop => button.observe(sharing::agree),
            ButtonAction::Hint => button.observe(hint::ask),
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

/// The game written as a record in the records folder; the message line says where.
fn export(
    _: On<Activate>,
    engine: Res<Engine>,
    players: Res<Players>,
    persist: Res<Persist>,
    tr: Res<Tr>,
    faces: Res<Faces>,
    mut note: ResMut<BoardNote>,
) {
    let tr = &tr.0;
    let names = faces.for_record(tr);
    let record = notation::write_played(&engine.0, &names, &plays(&players));
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

/// Pauses a demonstration, or lets it play on.
fn pause(_: On<Activate>, mut demo: ResMut<Demo>) {
    *demo = if *demo == Demo::Paused { Demo::Playing } else { Demo::Paused };
}

/// In a paused demonstration: one move.
fn step(_: On<Activate>, mut steps: MessageWriter<Step>) {
    steps.write(Step);
}

/// Each button's label in the players' language. Which buttons a row has follows who plays (a
/// demonstration has Pause and Step instead of Undo, Redo and Hint; North's row only face to
/// face); within a game the row never changes, and a button that cannot act now is disabled
/// (greyed, in its place) rather than hidden, so that no button moves under a finger.
#[expect(clippy::too_many_arguments, reason = "a system")]
fn button_labels(
    tr: Res<Tr>,
    engine: Res<Engine>,
    players: Res<Players>,
    demo: Res<Demo>,
    face_to_face: Res<FaceToFace>,
    offer: Res<Offer>,
    phase: Res<State<Phase>>,
    room: Res<Room>,
    mut labels: Query<(&ButtonLabel, &ChildOf, &mut Text, &mut Visibility)>,
    grids: Query<&ChildOf, Without<ButtonLabel>>,
    mut buttons: Query<(Entity, &ButtonAction, &Seat, &mut Node, Has<InteractionDisabled>)>,
    mut commands: Commands,
) {
    let paused = *demo == Demo::Paused;
    let changed = tr.is_changed()
        || players.is_changed()
        || demo.is_changed()
        || engine.is_changed()
        || phase.is_changed()
        || room.is_changed();
    if !changed && !face_to_face.is_changed() && !offer.is_changed() {
        return;
    }
    for (label, parent, text, mut visibility) in &mut labels {
        // A label's parent is the grid of the button's labels.
        let button = grids.get(parent.parent()).map(ChildOf::parent);
        let seat = button.ok().and_then(|button| buttons.get(button).ok()).map(|(_, _, seat, _, _)| seat.0);
        let key = match (label.0, offer.0) {
            (ButtonAction::AgreeToStop, Some(offered)) if face_to_face.0 && seat == Some(offered) => "button-withdraw",
            (ButtonAction::AgreeToStop, Some(_)) if face_to_face.0 => "button-accept",
            (action, _) => action.key(paused),
        };
        if tr.is_changed() {
            set_text(text, &tr.0.t(label.1));
        }
        visibility.set_if_neq(if key == label.1 { Visibility::Inherited } else { Visibility::Hidden });
    }
    let game = &engine.0;
    let demo = players.mode == Mode::Demo;
    // Which buttons a game whose record the server holds has (Undo asks the other device).
    let record_here = players.mode.record_here();
    let watching = players.mode == (Mode::Online { watch: true });
    let waiting = *phase.get() == Phase::Waiting;
    // A class's table is a contest between classmates (or against the teacher): no hint.
    let contest = room.class && room.on_board;
    let turn = game.position().turn();
    for (entity, action, seat, mut node, disabled) in &mut buttons {
        let shown = (seat.0 == Side::South || face_to_face.0)
            && match action {
                ButtonAction::Undo => !demo && !watching,
                ButtonAction::Hint => !demo && !watching && !contest,
                // The server keeps no moves to play again, nor an agreement to stop.
                ButtonAction::Redo | ButtonAction::AgreeToStop if !record_here => false,
                ButtonAction::Redo => !demo,
                ButtonAction::Pause | ButtonAction::Step => demo,
                _ => true,
            };
        // Face to face, a player's own buttons act for him.
        let own = !face_to_face.0 || seat.0 == turn;
        let enabled = match action {
            ButtonAction::Undo if face_to_face.0 => game.moves().iter().any(|pit| pit.owner() == seat.0),
            ButtonAction::Undo => game.can_undo(),
            ButtonAction::Redo => game.can_redo(),
            ButtonAction::Hint => waiting && own && !game.is_over() && players.plays_here(turn),
            ButtonAction::AgreeToStop => !game.is_over(),
            ButtonAction::Step => paused,
            _ => true,
        };
        let display = if shown { Display::Flex } else { Display::None };
        if node.display != display {
            node.display = display;
        }
        interaction::set_enabled(&mut commands, entity, enabled, disabled);
    }
}
