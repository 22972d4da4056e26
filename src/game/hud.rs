//! What the players read: whose turn it is, what the last move did, why a pit was refused,
//! the feeding banner, the buttons, and the end-of-game overlay.

use super::board::{PitGlow, PitSpot};
use super::window::GameAssets;
use super::{
    BoardReset, Engine, GameCommand, GameSet, GameStopped, HintReady, InFlight, Mode, MovePlayed, MoveRefused,
    Opponent, Phase, Settings, Thinking, set_text, text,
};
use crate::ai::Level;
use crate::engine::{Outcome, Pit, Side};
use bevy::prelude::*;
use std::f32::consts::PI;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Narration>()
        .add_systems(Startup, spawn_hud)
        .add_systems(Update, press_buttons.in_set(GameSet::Input))
        .add_systems(
            Update,
            ((narrate, highlight_pits).chain(), turn_bars, feeding_banner, shake_pits, button_colors, button_labels)
                .in_set(GameSet::Ui),
        )
        .add_systems(OnEnter(Phase::Over), spawn_end_overlay);
}

pub(super) mod colors {
    use bevy::prelude::*;

    pub const CREAM: Color = Color::srgb(1.0, 0.95, 0.85);
    pub const DARK: Color = Color::srgb(0.17, 0.11, 0.07);
    pub const GOLD: Color = Color::srgb(0.95, 0.76, 0.31);
    pub const PILL: Color = Color::srgba(0.0, 0.0, 0.0, 0.45);
    pub const BANNER: Color = Color::srgb(0.78, 0.29, 0.16);
    pub const BUTTON: Color = Color::srgb(0.35, 0.23, 0.13);
    pub const BUTTON_HOVER: Color = Color::srgb(0.48, 0.32, 0.19);
    pub const BUTTON_PRESSED: Color = Color::srgb(0.60, 0.42, 0.26);
    pub const SHADE: Color = Color::srgba(0.0, 0.0, 0.0, 0.62);
    pub const PANEL: Color = Color::srgb(0.23, 0.15, 0.09);
    pub const DIMMED_PIT: Color = Color::srgb(0.62, 0.58, 0.55);
    pub const GLOW: Color = Color::srgba(1.0, 0.9, 0.5, 0.9);
    pub const HINT_GLOW: Color = Color::srgba(0.3, 1.0, 0.3, 1.0);
}

/// What a button does.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ButtonAction {
    /// Start a new game.
    NewGame,
    /// Both players agree to stop.
    AgreeToStop,
    /// Sound on or off.
    Sound,
    /// Cycle the animation speed.
    Speed,
    /// Turn North's labels for a player across the table.
    RotateNorth,
    /// On the end overlay: start again.
    PlayAgain,
    /// Cycle who plays: two players, the computer as North or South, a demo.
    Mode,
    /// Cycle the computer's level, 1–5.
    Level,
    /// Ask for a good move.
    Hint,
    /// In a demo: pause or resume.
    Pause,
    /// In a paused demo: play one move.
    Step,
}

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

/// A refused pit shaking its head.
#[derive(Component, Clone, Copy, Debug)]
#[require(Shaking)]
struct Shake {
    elapsed: f32,
    home_x: f32,
}

/// Marks an entity that is shaking, for the window to keep drawing meanwhile.
#[derive(Component, Clone, Copy, Debug, Default)]
pub(super) struct Shaking;

const SHAKE_SECONDS: f32 = 0.45;

/// The line shown now, the one to show when the seeds have come to rest, and the pit a hint
/// points at.
#[derive(Resource, Default, Debug)]
struct Narration {
    line: String,
    after_flight: Option<String>,
    hinted: Option<Pit>,
}

fn bold(assets: Option<&GameAssets>, size: f32) -> TextFont {
    let font = TextFont::from_font_size(size);
    match assets {
        Some(assets) => font.with_font(assets.bold.clone()),
        None => font,
    }
}

fn pill(color: Color) -> impl Bundle {
    (
        Node {
            padding: UiRect::axes(Val::Px(22.0), Val::Px(8.0)),
            border_radius: BorderRadius::all(Val::Px(22.0)),
            ..default()
        },
        BackgroundColor(color),
    )
}

fn button(action: ButtonAction, label: &str) -> impl Bundle {
    (
        Name::new(format!("Button {action:?}")),
        Button,
        action,
        Node {
            min_height: Val::Px(52.0),
            min_width: Val::Px(52.0),
            padding: UiRect::axes(Val::Px(18.0), Val::Px(10.0)),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            border_radius: BorderRadius::all(Val::Px(14.0)),
            ..default()
        },
        BackgroundColor(colors::BUTTON),
        children![(ButtonLabel(action), Text::new(label), TextFont::from_font_size(21.0), TextColor(colors::CREAM))],
    )
}

fn row(top: Option<Val>, bottom: Option<Val>) -> Node {
    Node {
        position_type: PositionType::Absolute,
        top: top.unwrap_or(Val::Auto),
        bottom: bottom.unwrap_or(Val::Auto),
        left: Val::Px(0.0),
        right: Val::Px(0.0),
        justify_content: JustifyContent::Center,
        column_gap: Val::Px(10.0),
        ..default()
    }
}

fn spawn_hud(
    mut commands: Commands,
    assets: Option<Res<GameAssets>>,
    settings: Res<Settings>,
    opponent: Res<Opponent>,
) {
    let assets = assets.as_deref();
    let turn_bar = |side: Side| {
        (
            TurnBar(side),
            pill(colors::PILL),
            UiTransform::default(),
            children![(TurnText(side), Text::new(text::waiting(side)), bold(assets, 27.0), TextColor(colors::CREAM))],
        )
    };
    commands.spawn((Name::new("North bar"), row(Some(Val::Px(12.0)), None))).with_child(turn_bar(Side::North));
    commands.spawn((Name::new("Banner"), row(Some(Val::Px(70.0)), None))).with_child((
        pill(colors::BANNER),
        Visibility::Hidden,
        BannerText,
        children![(Text::default(), TextFont::from_font_size(23.0), TextColor(colors::CREAM))],
    ));
    commands.spawn((Name::new("Message"), row(Some(Val::Percent(50.0)), None))).with_child((
        pill(colors::PILL),
        UiTransform { translation: Val2::new(Val::Px(0.0), Val::Percent(-50.0)), ..default() },
        Visibility::Hidden,
        children![(MessageText, Text::default(), TextFont::from_font_size(23.0), TextColor(colors::CREAM))],
    ));
    // South's bar above the buttons; on a narrow screen the buttons wrap and push it up.
    commands
        .spawn((
            Name::new("Bottom"),
            Node {
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                row_gap: Val::Px(12.0),
                ..row(None, Some(Val::Px(12.0)))
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
                    buttons.spawn(button(ButtonAction::NewGame, text::button::NEW_GAME));
                    buttons.spawn(button(ButtonAction::AgreeToStop, text::button::AGREE));
                    buttons.spawn(button(ButtonAction::Sound, text::button::sound(settings.sound)));
                    buttons.spawn(button(ButtonAction::Speed, text::button::speed(settings.speed)));
                    buttons.spawn(button(ButtonAction::RotateNorth, text::button::rotate(settings.rotate_north)));
                    buttons.spawn(button(ButtonAction::Mode, text::button::mode(opponent.mode)));
                    buttons.spawn(button(ButtonAction::Level, &text::button::level(opponent.level)));
                    buttons.spawn(button(ButtonAction::Hint, text::button::HINT));
                    buttons.spawn(button(ButtonAction::Pause, text::button::pause(opponent.paused)));
                    buttons.spawn(button(ButtonAction::Step, text::button::STEP));
                });
        });
}

fn press_buttons(
    buttons: Query<(&Interaction, &ButtonAction), Changed<Interaction>>,
    mut commands: MessageWriter<GameCommand>,
    mut settings: ResMut<Settings>,
    mut opponent: ResMut<Opponent>,
    mut thinking: ResMut<Thinking>,
    engine: Res<Engine>,
    phase: Res<State<Phase>>,
) {
    for (interaction, action) in &buttons {
        if *interaction != Interaction::Pressed {
            continue;
        }
        match action {
            ButtonAction::NewGame | ButtonAction::PlayAgain => {
                commands.write(GameCommand::NewGame);
            }
            ButtonAction::AgreeToStop => {
                commands.write(GameCommand::AgreeToStop);
            }
            ButtonAction::Sound => settings.sound = !settings.sound,
            ButtonAction::Speed => settings.speed = settings.speed.next(),
            ButtonAction::RotateNorth => settings.rotate_north = !settings.rotate_north,
            ButtonAction::Mode => opponent.mode = opponent.mode.next(),
            ButtonAction::Level => {
                opponent.level = Level::new(opponent.level.get() % Level::MAX.get() + 1).unwrap_or(Level::MIN);
            }
            ButtonAction::Hint => {
                let people_move = !opponent.plays(engine.0.position().turn());
                if *phase.get() == Phase::Waiting && people_move {
                    thinking.ask_hint(&engine.0);
                }
            }
            ButtonAction::Pause => opponent.paused = !opponent.paused,
            ButtonAction::Step => opponent.step = true,
        }
    }
}

fn button_colors(mut buttons: Query<(&Interaction, &mut BackgroundColor), (Changed<Interaction>, With<Button>)>) {
    for (interaction, mut color) in &mut buttons {
        color.0 = match interaction {
            Interaction::Pressed => colors::BUTTON_PRESSED,
            Interaction::Hovered => colors::BUTTON_HOVER,
            Interaction::None => colors::BUTTON,
        };
    }
}

fn button_labels(
    settings: Res<Settings>,
    opponent: Res<Opponent>,
    mut labels: Query<(&ButtonLabel, &mut Text)>,
    mut buttons: Query<(&ButtonAction, &mut Node)>,
) {
    if !settings.is_changed() && !opponent.is_changed() {
        return;
    }
    for (label, text) in &mut labels {
        let wanted = match label.0 {
            ButtonAction::Sound => text::button::sound(settings.sound).to_owned(),
            ButtonAction::Speed => text::button::speed(settings.speed).to_owned(),
            ButtonAction::RotateNorth => text::button::rotate(settings.rotate_north).to_owned(),
            ButtonAction::Mode => text::button::mode(opponent.mode).to_owned(),
            ButtonAction::Level => text::button::level(opponent.level),
            ButtonAction::Pause => text::button::pause(opponent.paused).to_owned(),
            _ => continue,
        };
        set_text(text, &wanted);
    }
    // Each button only where it applies.
    for (action, mut node) in &mut buttons {
        let shown = match action {
            ButtonAction::Level => opponent.mode != Mode::TwoPlayers,
            ButtonAction::Hint => !matches!(opponent.mode, Mode::Demo),
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

/// Keeps the message line: a refusal shows at once; what a move did shows when its seeds
/// have come to rest.
fn narrate(
    mut commands: Commands,
    mut narration: ResMut<Narration>,
    mut played: MessageReader<MovePlayed>,
    mut refused: MessageReader<MoveRefused>,
    mut stopped: MessageReader<GameStopped>,
    mut reset: MessageReader<BoardReset>,
    mut hints: MessageReader<HintReady>,
    phase: Res<State<Phase>>,
    in_flight: Res<InFlight>,
    pits: Query<(Entity, &PitSpot, &Transform), Without<Shake>>,
    mut line: Query<(&mut Text, &ChildOf), With<MessageText>>,
    mut visibility: Query<&mut Visibility>,
) {
    if reset.read().count() > 0 {
        *narration = Narration::default();
    }
    for HintReady(hint) in hints.read() {
        narration.line = text::hint(hint);
        narration.hinted = Some(hint.mv);
    }
    for MovePlayed(report) in played.read() {
        narration.line.clear();
        narration.hinted = None;
        narration.after_flight = Some(text::after_move(report));
    }
    for _ in stopped.read() {
        narration.line.clear();
    }
    for refusal in refused.read() {
        narration.line = refusal.reason.to_string();
        if let Some((entity, _, transform)) = pits.iter().find(|(_, spot, _)| spot.0 == refusal.pit) {
            commands.entity(entity).insert(Shake { elapsed: 0.0, home_x: transform.translation.x });
        }
    }
    if *phase.get() != Phase::Animating
        && in_flight.is_empty()
        && let Some(after) = narration.after_flight.take()
    {
        narration.line = after;
    }
    for (text, parent) in &mut line {
        set_text(text, &narration.line);
        if let Ok(mut shown) = visibility.get_mut(parent.parent()) {
            shown.set_if_neq(if narration.line.is_empty() { Visibility::Hidden } else { Visibility::Inherited });
        }
    }
}

fn turn_bars(
    engine: Res<Engine>,
    phase: Res<State<Phase>>,
    settings: Res<Settings>,
    thinking: Res<Thinking>,
    mut bars: Query<(&TurnBar, &mut BackgroundColor, &mut UiTransform)>,
    mut texts: Query<(&TurnText, &mut Text, &mut TextColor)>,
) {
    let game = &engine.0;
    let animating = *phase.get() == Phase::Animating;
    // While seeds fly the engine has already passed the turn: the active player is the sower.
    let turn = if animating { !game.position().turn() } else { game.position().turn() };
    let over = matches!(game.outcome(), Outcome::Over(_));
    for (bar, mut background, mut transform) in &mut bars {
        let active = !over && bar.0 == turn;
        background.set_if_neq(BackgroundColor(if active { colors::GOLD } else { colors::PILL }));
        let angle = if bar.0 == Side::North && settings.rotate_north { PI } else { 0.0 };
        if transform.rotation != Rot2::radians(angle) {
            transform.rotation = Rot2::radians(angle);
        }
    }
    for (bar, line, mut color) in &mut texts {
        let active = !over && bar.0 == turn;
        let wanted = if active && animating {
            text::sowing(bar.0)
        } else if active && thinking.is_thinking() {
            text::thinking(bar.0)
        } else if active {
            text::your_turn(bar.0)
        } else {
            text::waiting(bar.0)
        };
        set_text(line, &wanted);
        color.set_if_neq(TextColor(if active { colors::DARK } else { colors::CREAM }));
    }
}

fn feeding_banner(
    engine: Res<Engine>,
    phase: Res<State<Phase>>,
    mut banner: Query<(&mut Visibility, &Children), With<BannerText>>,
    mut texts: Query<&mut Text>,
) {
    let position = engine.0.position();
    let mover = position.turn();
    let must_feed = *phase.get() == Phase::Waiting && position.row_seeds(!mover) == 0;
    for (mut visibility, children) in &mut banner {
        visibility.set_if_neq(if must_feed { Visibility::Inherited } else { Visibility::Hidden });
        if must_feed && let Some(line) = children.first().and_then(|&child| texts.get_mut(child).ok()) {
            set_text(line, &text::must_feed(mover));
        }
    }
}

/// The pits the player may choose glow (the hinted one green); all others are dimmed. While
/// the computer chooses, nothing glows.
fn highlight_pits(
    engine: Res<Engine>,
    phase: Res<State<Phase>>,
    opponent: Res<Opponent>,
    narration: Res<Narration>,
    mut glows: Query<(&PitGlow, &mut Visibility, &mut Sprite), Without<PitSpot>>,
    mut pits: Query<(&PitSpot, &mut Sprite)>,
) {
    let person = !opponent.plays(engine.0.position().turn());
    let legal = if *phase.get() == Phase::Waiting && person { engine.0.legal_moves() } else { Default::default() };
    for (glow, mut visibility, mut sprite) in &mut glows {
        visibility.set_if_neq(if legal.contains(&glow.0) { Visibility::Inherited } else { Visibility::Hidden });
        let color = if narration.hinted == Some(glow.0) { colors::HINT_GLOW } else { colors::GLOW };
        if sprite.color != color {
            sprite.color = color;
        }
    }
    for (spot, mut sprite) in &mut pits {
        let color = if legal.contains(&spot.0) { Color::WHITE } else { colors::DIMMED_PIT };
        if sprite.color != color {
            sprite.color = color;
        }
    }
}

fn shake_pits(mut commands: Commands, time: Res<Time>, mut pits: Query<(Entity, &mut Shake, &mut Transform)>) {
    for (entity, mut shake, mut transform) in &mut pits {
        shake.elapsed += time.delta_secs();
        let left = (1.0 - shake.elapsed / SHAKE_SECONDS).max(0.0);
        transform.translation.x = shake.home_x + 12.0 * left * (shake.elapsed * 45.0).sin();
        if left == 0.0 {
            transform.translation.x = shake.home_x;
            commands.entity(entity).remove::<(Shake, Shaking)>();
        }
    }
}

/// The end of the game: the winner, the scores, why, and "Play again".
fn spawn_end_overlay(mut commands: Commands, engine: Res<Engine>, assets: Option<Res<GameAssets>>) {
    let Outcome::Over(end) = engine.0.outcome() else {
        return;
    };
    let assets = assets.as_deref();
    commands.spawn((
        Name::new("End overlay"),
        DespawnOnExit(Phase::Over),
        Node {
            position_type: PositionType::Absolute,
            width: Val::Percent(100.0),
            height: Val::Percent(100.0),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            ..default()
        },
        BackgroundColor(colors::SHADE),
        GlobalZIndex(10),
        children![(
            Node {
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                row_gap: Val::Px(16.0),
                padding: UiRect::all(Val::Px(34.0)),
                max_width: Val::Px(760.0),
                border_radius: BorderRadius::all(Val::Px(26.0)),
                ..default()
            },
            BackgroundColor(colors::PANEL),
            children![
                (Text::new(text::winner(end)), bold(assets, 60.0), TextColor(colors::GOLD)),
                (Text::new(text::final_scores(end)), bold(assets, 36.0), TextColor(colors::CREAM)),
                (
                    Text::new(text::end_reason(end)),
                    TextFont::from_font_size(24.0),
                    TextColor(colors::CREAM),
                    TextLayout::justify(Justify::Center),
                ),
                button(ButtonAction::PlayAgain, text::button::PLAY_AGAIN),
            ],
        )],
    ));
}
