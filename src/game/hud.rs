//! What the players read and press around the board: whose turn it is, what the last move
//! did, why a pit was refused, the feeding banner, the glow of the pits one may choose, and the
//! board's buttons, each with the observer that acts on it.

use super::animation::InFlight;
use super::assets::GameAssets;
use super::board::{PitGlow, PitSpot};
use super::computer::{HintReady, Opponent, Thinking};
use super::moves;
use super::persist::{Persist, export_record};
use super::pointer::{Preview, Say};
use super::settings::{Mode, Settings, Tr};
use super::theme::palette;
use super::theme::widget::{self, TEXT_WIDTH};
use super::{
    BoardReset, Engine, GameCommand, GameSet, GameStopped, MovePlayed, MoveRefused, Phase, Screen, set_text, text,
};
use crate::engine::{IllegalMove, Outcome, Pit, Side, notation};
use bevy::prelude::*;
use bevy::ui_widgets::Activate;
use std::f32::consts::PI;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Narration>().add_systems(Startup, spawn_hud).add_systems(
        Update,
        ((narrate, highlight_pits, turn_bars).chain(), feeding_banner, button_labels, hud_visibility)
            .in_set(GameSet::Ui),
    );
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
    /// Write the game as a record in the records folder.
    Export,
    /// Show or hide the move history.
    Moves,
    /// In a demo: pause or resume.
    Pause,
    /// In a paused demo: play one move.
    Step,
}

impl ButtonAction {
    /// Every button, in the order of the row.
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

/// The roots of the board screen's UI, shown only with the board.
#[derive(Component, Clone, Copy, Debug)]
struct HudRoot;

/// The line that says what just happened or why a pit was refused.
#[derive(Component, Clone, Copy, Debug)]
pub struct MessageText;

/// The banner shown while a player must feed his opponent.
#[derive(Component, Clone, Copy, Debug)]
pub struct BannerText;

/// A player's turn bar and its text.
#[derive(Component, Clone, Copy, Debug)]
pub(super) struct TurnBar(pub Side);

/// The text of a turn bar.
#[derive(Component, Clone, Copy, Debug)]
pub(super) struct TurnText(pub Side);

/// The label of a button.
#[derive(Component, Clone, Copy, Debug)]
struct ButtonLabel(ButtonAction);

/// The line shown now, the one to show when the seeds have come to rest, the pit a hint
/// points at, and who is sowing (from the move's report) while seeds fly.
#[derive(Resource, Default, Debug)]
struct Narration {
    line: String,
    after_flight: Option<String>,
    hinted: Option<Pit>,
    sower: Option<Side>,
}

fn spawn_hud(mut commands: Commands, assets: Option<Res<GameAssets>>, tr: Res<Tr>) {
    let assets = assets.as_deref();
    let tr = &tr.0;
    let turn_bar = |side: Side| {
        (
            TurnBar(side),
            widget::pill(palette::PILL),
            UiTransform::default(),
            children![(
                TurnText(side),
                Text::new(text::waiting(tr, side)),
                widget::font(assets, 27.0, true),
                TextColor(palette::CREAM)
            )],
        )
    };
    commands
        .spawn((Name::new("North bar"), HudRoot, widget::edge_row(Some(Val::Px(12.0)), None)))
        .with_child(turn_bar(Side::North));
    commands.spawn((Name::new("Banner"), HudRoot, widget::edge_row(Some(Val::Px(70.0)), None))).with_child((
        widget::pill(palette::BANNER),
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
        children![(
            MessageText,
            Text::default(),
            TextFont::from_font_size(23.0),
            TextColor(palette::CREAM),
            TextLayout::justify(Justify::Center),
            Node { max_width: Val::Px(TEXT_WIDTH), ..default() },
        )],
    ));
    commands.spawn((HudRoot, moves::panel(tr, assets)));
    // South's bar above the buttons; on a narrow screen the buttons wrap and push it up.
    commands
        .spawn((
            Name::new("Bottom"),
            HudRoot,
            Node {
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                row_gap: Val::Px(12.0),
                ..widget::edge_row(None, Some(Val::Px(12.0)))
            },
        ))
        .with_children(|bottom| {
            bottom.spawn(turn_bar(Side::South));
            bottom
                .spawn((
                    Name::new("Buttons"),
                    Node {
                        flex_wrap: FlexWrap::Wrap,
                        justify_content: JustifyContent::Center,
                        column_gap: Val::Px(10.0),
                        row_gap: Val::Px(10.0),
                        padding: UiRect::horizontal(Val::Px(8.0)),
                        ..default()
                    },
                ))
                .with_children(|buttons| {
                    for action in ButtonAction::ALL {
                        let label = (ButtonLabel(action), Text::new(tr.t(action.key(false))));
                        let mut button = buttons.spawn((
                            Name::new(format!("Button {action:?}")),
                            action,
                            widget::board_button(label),
                        ));
                        match action {
                            ButtonAction::Menu => button.observe(to_menu),
                            ButtonAction::Undo => button.observe(command(GameCommand::Undo)),
                            ButtonAction::Redo => button.observe(command(GameCommand::Redo)),
                            ButtonAction::AgreeToStop => button.observe(command(GameCommand::AgreeToStop)),
                            ButtonAction::Hint => button.observe(ask_hint),
                            ButtonAction::Export => button.observe(export),
                            ButtonAction::Moves => button.observe(moves::toggle),
                            ButtonAction::Pause => button.observe(pause),
                            ButtonAction::Step => button.observe(step),
                        };
                    }
                });
        });
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

/// A hint for the person to move, while the game waits for him.
fn ask_hint(
    _: On<Activate>,
    engine: Res<Engine>,
    opponent: Res<Opponent>,
    phase: Res<State<Phase>>,
    mut thinking: ResMut<Thinking>,
) {
    let people_move = !opponent.plays(engine.0.position().turn());
    if *phase.get() == Phase::Waiting && people_move {
        thinking.ask_hint(&engine.0);
    }
}

/// The game written as a record in the records folder; the message line says where.
fn export(
    _: On<Activate>,
    engine: Res<Engine>,
    opponent: Res<Opponent>,
    persist: Res<Persist>,
    tr: Res<Tr>,
    mut narration: ResMut<Narration>,
) {
    let tr = &tr.0;
    let record = notation::write(&engine.0, &text::player_names(tr, opponent.mode, opponent.level));
    narration.line = match export_record(&persist, &record, tr) {
        Ok(path) => tr.f("exported", [("path", path.display().to_string().into())]),
        Err(error) => tr.f("save-failed", [("file", "records".into()), ("error", error.into())]),
    };
}

fn pause(_: On<Activate>, mut opponent: ResMut<Opponent>) {
    opponent.paused = !opponent.paused;
}

fn step(_: On<Activate>, mut opponent: ResMut<Opponent>) {
    opponent.step = true;
}

fn button_labels(
    tr: Res<Tr>,
    engine: Res<Engine>,
    opponent: Res<Opponent>,
    mut labels: Query<(&ButtonLabel, &mut Text)>,
    mut buttons: Query<(&ButtonAction, &mut Node)>,
) {
    if !tr.is_changed() && !opponent.is_changed() && !engine.is_changed() {
        return;
    }
    for (label, text) in &mut labels {
        set_text(text, &tr.0.t(label.0.key(opponent.paused)));
    }
    // Each button only where it applies.
    let game = &engine.0;
    for (action, mut node) in &mut buttons {
        let shown = match action {
            ButtonAction::Undo => game.can_undo() && opponent.mode != Mode::Demo,
            ButtonAction::Redo => game.can_redo() && opponent.mode != Mode::Demo,
            ButtonAction::Hint => opponent.mode != Mode::Demo,
            ButtonAction::Pause => opponent.mode == Mode::Demo,
            ButtonAction::Step => opponent.mode == Mode::Demo && opponent.paused,
            _ => true,
        };
        let display = if shown { Display::Flex } else { Display::None };
        if node.display != display {
            node.display = display;
        }
    }
}

/// The board's UI shows with the board only.
fn hud_visibility(screen: Res<State<Screen>>, mut roots: Query<&mut Visibility, With<HudRoot>>) {
    let shown = matches!(screen.get(), Screen::Gameplay | Screen::GameOver);
    for mut visibility in &mut roots {
        visibility.set_if_neq(if shown { Visibility::Inherited } else { Visibility::Hidden });
    }
}

/// Keeps the message line: a refusal shows at once; what a move did shows when its seeds
/// have come to rest; in teaching mode, with how its capture happened.
fn narrate(
    mut narration: ResMut<Narration>,
    mut played: MessageReader<MovePlayed>,
    mut refused: MessageReader<MoveRefused>,
    mut stopped: MessageReader<GameStopped>,
    mut reset: MessageReader<BoardReset>,
    mut hints: MessageReader<HintReady>,
    say: Res<Say>,
    settings: Res<Settings>,
    tr: Res<Tr>,
    phase: Res<State<Phase>>,
    in_flight: Res<InFlight>,
    mut line: Query<(&mut Text, &ChildOf), With<MessageText>>,
    mut visibility: Query<&mut Visibility>,
) {
    let tr = &tr.0;
    if reset.read().count() > 0 {
        *narration = Narration::default();
    }
    for HintReady(hint) in hints.read() {
        narration.line = text::hint(tr, hint);
        narration.hinted = Some(hint.mv);
    }
    for MovePlayed(report) in played.read() {
        narration.line.clear();
        narration.hinted = None;
        narration.sower = Some(report.side);
        let mut after = text::after_move(tr, report);
        if settings.teaching
            && let Some(explained) = text::explain_capture(tr, report)
        {
            after = format!("{after}\n{explained}");
        }
        narration.after_flight = Some(after);
    }
    for _ in stopped.read() {
        narration.line.clear();
        narration.sower = None;
    }
    for refusal in refused.read() {
        narration.line = text::illegal(tr, refusal.reason);
        if settings.teaching && matches!(refusal.reason, IllegalMove::GrandSlamForbidden(_)) {
            narration.line = format!("{}\n{}", narration.line, tr.t("explain-grand-slam-rule"));
        }
    }
    if *phase.get() != Phase::Animating
        && in_flight.is_empty()
        && let Some(after) = narration.after_flight.take()
    {
        narration.line = after;
        narration.sower = None;
    }
    let shown = say.0.as_deref().unwrap_or(&narration.line);
    for (text, parent) in &mut line {
        set_text(text, shown);
        if let Ok(mut visible) = visibility.get_mut(parent.parent()) {
            visible.set_if_neq(if shown.is_empty() { Visibility::Hidden } else { Visibility::Inherited });
        }
    }
}

fn turn_bars(
    engine: Res<Engine>,
    phase: Res<State<Phase>>,
    narration: Res<Narration>,
    settings: Res<Settings>,
    thinking: Res<Thinking>,
    tr: Res<Tr>,
    mut bars: Query<(&TurnBar, &mut BackgroundColor, &mut UiTransform)>,
    mut texts: Query<(&TurnText, &mut Text, &mut TextColor)>,
) {
    let game = &engine.0;
    let animating = *phase.get() == Phase::Animating;
    // While seeds fly the engine has already passed the turn: the active player is the sower.
    let turn = narration.sower.filter(|_| animating).unwrap_or(game.position().turn());
    let over = matches!(game.outcome(), Outcome::Over(_));
    for (bar, mut background, mut transform) in &mut bars {
        let active = !over && bar.0 == turn;
        background.set_if_neq(BackgroundColor(if active { palette::GOLD } else { palette::PILL }));
        let angle = if bar.0 == Side::North && settings.rotate_north { PI } else { 0.0 };
        if transform.rotation != Rot2::radians(angle) {
            transform.rotation = Rot2::radians(angle);
        }
    }
    for (bar, line, mut color) in &mut texts {
        let active = !over && bar.0 == turn;
        let wanted = if active && animating {
            text::sowing(&tr.0, bar.0)
        } else if active && thinking.is_thinking() {
            text::thinking(&tr.0, bar.0)
        } else if active {
            text::your_turn(&tr.0, bar.0)
        } else {
            text::waiting(&tr.0, bar.0)
        };
        set_text(line, &wanted);
        color.set_if_neq(TextColor(if active { palette::DARK } else { palette::CREAM }));
    }
}

fn feeding_banner(
    engine: Res<Engine>,
    phase: Res<State<Phase>>,
    settings: Res<Settings>,
    tr: Res<Tr>,
    mut banner: Query<(&mut Visibility, &Children), With<BannerText>>,
    mut texts: Query<&mut Text>,
) {
    let mover = engine.0.position().turn();
    let must_feed = *phase.get() == Phase::Waiting && engine.0.must_feed();
    for (mut visibility, children) in &mut banner {
        visibility.set_if_neq(if must_feed { Visibility::Inherited } else { Visibility::Hidden });
        if must_feed && let Some(line) = children.first().and_then(|&child| texts.get_mut(child).ok()) {
            let mut wanted = text::must_feed(&tr.0, mover);
            if settings.teaching {
                wanted = format!("{wanted}\n{}", tr.0.t("explain-feeding"));
            }
            set_text(line, &wanted);
        }
    }
}

/// The pits the player may choose glow (the hinted one green); all others are dimmed. While
/// the computer chooses, nothing glows. In teaching mode the pits a previewed sowing reaches
/// are tinted, the last one deeper.
fn highlight_pits(
    engine: Res<Engine>,
    phase: Res<State<Phase>>,
    opponent: Res<Opponent>,
    narration: Res<Narration>,
    preview: Res<Preview>,
    mut glows: Query<(&PitGlow, &mut Visibility, &mut Sprite), Without<PitSpot>>,
    mut pits: Query<(&PitSpot, &mut Sprite)>,
) {
    let person = !opponent.plays(engine.0.position().turn());
    let legal = if *phase.get() == Phase::Waiting && person { engine.0.legal_moves() } else { Default::default() };
    let path = preview.0.and_then(|pit| engine.0.try_play(pit).ok()).map(|report| report.sown).unwrap_or_default();
    for (glow, mut visibility, mut sprite) in &mut glows {
        visibility.set_if_neq(if legal.contains(&glow.0) { Visibility::Inherited } else { Visibility::Hidden });
        let color = if narration.hinted == Some(glow.0) { palette::HINT_GLOW } else { palette::GLOW };
        if sprite.color != color {
            sprite.color = color;
        }
    }
    for (spot, mut sprite) in &mut pits {
        let color = if path.last() == Some(&spot.0) {
            palette::PREVIEW_LANDING
        } else if path.contains(&spot.0) {
            palette::PREVIEW_PIT
        } else if legal.contains(&spot.0) {
            Color::WHITE
        } else {
            palette::DIMMED_PIT
        };
        if sprite.color != color {
            sprite.color = color;
        }
    }
}
