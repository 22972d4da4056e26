//! What the players read: whose turn it is, what the last move did, why a pit was refused,
//! the feeding banner, the buttons, and the end-of-game overlay.

use super::board::{PitGlow, PitSpot};
use super::persist::{Persist, export_record};
use super::pointer::{Preview, Say};
use super::window::GameAssets;
use super::{
    BoardReset, Engine, GameCommand, GameSet, GameStopped, HintReady, InFlight, Mode, MovePlayed, MoveRefused,
    Opponent, Phase, Screen, Settings, Thinking, Tr, player_names, set_text, text,
};
use crate::engine::{IllegalMove, Outcome, Pit, Side, notation, sown_pits};
use bevy::prelude::*;
use std::f32::consts::PI;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Narration>()
        .add_systems(Startup, spawn_hud)
        .add_systems(Update, press_buttons.in_set(GameSet::Input))
        .add_systems(
            Update,
            (
                (narrate, highlight_pits).chain(),
                turn_bars,
                feeding_banner,
                shake_pits,
                button_colors,
                button_labels,
                hud_visibility,
                moves_panel,
            )
                .in_set(GameSet::Ui),
        );
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
    pub const PREVIEW_PIT: Color = Color::srgb(1.0, 0.85, 0.45);
    pub const PREVIEW_LANDING: Color = Color::srgb(1.0, 0.6, 0.3);
    pub const BACKDROP: Color = Color::srgb(0.15, 0.10, 0.07);
    pub const MUTED: Color = Color::srgb(0.80, 0.72, 0.60);
    pub const FIELD: Color = Color::srgb(1.0, 0.95, 0.85);
    pub const PIT: Color = Color::srgb(0.30, 0.18, 0.10);
    pub const WOOD: Color = Color::srgb(0.55, 0.36, 0.20);
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

/// The move history panel (shown by the "Moves" button).
#[derive(Component, Clone, Copy, Debug)]
pub struct MovesPanel;

/// The text of the move history.
#[derive(Component, Clone, Copy, Debug)]
struct MovesText;

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

/// What every button of the game has: the `Button` marker, the brown of [`button_colors`], and
/// its label centred in `shape` (sizes, padding, corners).
pub(super) fn button_base(shape: Node) -> impl Bundle {
    (
        Button,
        Node { justify_content: JustifyContent::Center, align_items: AlignItems::Center, ..shape },
        BackgroundColor(colors::BUTTON),
    )
}

fn button(action: ButtonAction, label: &str) -> impl Bundle {
    (
        Name::new(format!("Button {action:?}")),
        action,
        button_base(Node {
            min_height: Val::Px(52.0),
            min_width: Val::Px(52.0),
            padding: UiRect::axes(Val::Px(18.0), Val::Px(10.0)),
            border_radius: BorderRadius::all(Val::Px(14.0)),
            ..default()
        }),
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

fn spawn_hud(mut commands: Commands, assets: Option<Res<GameAssets>>, tr: Res<Tr>) {
    let assets = assets.as_deref();
    let tr = &tr.0;
    let turn_bar = |side: Side| {
        (
            TurnBar(side),
            pill(colors::PILL),
            UiTransform::default(),
            children![(
                TurnText(side),
                Text::new(text::waiting(tr, side)),
                bold(assets, 27.0),
                TextColor(colors::CREAM)
            )],
        )
    };
    commands.spawn((Name::new("North bar"), HudRoot, row(Some(Val::Px(12.0)), None))).with_child(turn_bar(Side::North));
    commands.spawn((Name::new("Banner"), HudRoot, row(Some(Val::Px(70.0)), None))).with_child((
        pill(colors::BANNER),
        Visibility::Hidden,
        BannerText,
        children![(
            Text::default(),
            TextFont::from_font_size(23.0),
            TextColor(colors::CREAM),
            TextLayout::justify(Justify::Center),
            Node { max_width: Val::Px(1100.0), ..default() },
        )],
    ));
    commands.spawn((Name::new("Message"), HudRoot, row(Some(Val::Percent(50.0)), None))).with_child((
        pill(colors::PILL),
        UiTransform { translation: Val2::new(Val::Px(0.0), Val::Percent(-50.0)), ..default() },
        Visibility::Hidden,
        children![(
            MessageText,
            Text::default(),
            TextFont::from_font_size(23.0),
            TextColor(colors::CREAM),
            TextLayout::justify(Justify::Center),
            Node { max_width: Val::Px(1100.0), ..default() },
        )],
    ));
    commands.spawn((
        Name::new("Moves panel"),
        HudRoot,
        MovesPanel,
        Node {
            position_type: PositionType::Absolute,
            top: Val::Px(70.0),
            right: Val::Px(12.0),
            width: Val::Px(330.0),
            max_height: Val::Percent(70.0),
            flex_direction: FlexDirection::Column,
            padding: UiRect::all(Val::Px(16.0)),
            row_gap: Val::Px(8.0),
            border_radius: BorderRadius::all(Val::Px(16.0)),
            overflow: Overflow::clip(),
            display: Display::None,
            ..default()
        },
        BackgroundColor(colors::PANEL),
        GlobalZIndex(5),
        children![
            (Text::new(tr.t("moves-title")), bold(assets, 24.0), TextColor(colors::GOLD)),
            (MovesText, Text::default(), TextFont::from_font_size(20.0), TextColor(colors::CREAM)),
        ],
    ));
    // South's bar above the buttons; on a narrow screen the buttons wrap and push it up.
    commands
        .spawn((
            Name::new("Bottom"),
            HudRoot,
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
                    for action in ButtonAction::ALL {
                        buttons.spawn(button(action, &tr.t(action.key(false))));
                    }
                });
        });
}

fn press_buttons(
    buttons: Query<(&Interaction, &ButtonAction), Changed<Interaction>>,
    mut commands: MessageWriter<GameCommand>,
    mut opponent: ResMut<Opponent>,
    mut thinking: ResMut<Thinking>,
    mut narration: ResMut<Narration>,
    mut panels: Query<&mut Node, With<MovesPanel>>,
    mut next_screen: ResMut<NextState<Screen>>,
    engine: Res<Engine>,
    phase: Res<State<Phase>>,
    persist: Res<Persist>,
    tr: Res<Tr>,
) {
    for (interaction, action) in &buttons {
        if *interaction != Interaction::Pressed {
            continue;
        }
        match action {
            ButtonAction::Menu => next_screen.set(Screen::Title),
            ButtonAction::Undo => {
                commands.write(GameCommand::Undo);
            }
            ButtonAction::Redo => {
                commands.write(GameCommand::Redo);
            }
            ButtonAction::AgreeToStop => {
                commands.write(GameCommand::AgreeToStop);
            }
            ButtonAction::Hint => {
                let people_move = !opponent.plays(engine.0.position().turn());
                if *phase.get() == Phase::Waiting && people_move {
                    thinking.ask_hint(&engine.0);
                }
            }
            ButtonAction::Export => {
                let record = notation::write(&engine.0, &player_names(&tr.0, &opponent));
                narration.line = match export_record(&persist, &record, &tr.0) {
                    Ok(path) => tr.0.f("exported", [("path", path.display().to_string().into())]),
                    Err(error) => tr.0.f("save-failed", [("file", "records".into()), ("error", error.into())]),
                };
            }
            ButtonAction::Moves => {
                for mut node in &mut panels {
                    node.display = if node.display == Display::None { Display::Flex } else { Display::None };
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

/// The move history in the record notation (`1. C d+3`), one move pair a line.
fn moves_panel(engine: Res<Engine>, tr: Res<Tr>, mut texts: Query<&mut Text, With<MovesText>>) {
    if !engine.is_changed() && !tr.is_changed() {
        return;
    }
    // One line a move number: South's move and North's answer.
    let mut lines = String::new();
    for word in notation::move_words(&engine.0) {
        if word.starts_with(|c: char| c.is_ascii_digit()) && !lines.is_empty() {
            lines.push('\n');
        } else if !lines.is_empty() {
            lines.push(' ');
        }
        lines.push_str(&word);
    }
    // The last moves fit; the panel clips the oldest.
    let shown: Vec<&str> = lines.lines().collect();
    let tail = shown[shown.len().saturating_sub(18)..].join("\n");
    let wanted = if tail.is_empty() { tr.0.t("moves-none") } else { tail };
    for text in &mut texts {
        set_text(text, &wanted);
    }
}

/// Keeps the message line: a refusal shows at once; what a move did shows when its seeds
/// have come to rest; in teaching mode, with how its capture happened.
fn narrate(
    mut commands: Commands,
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
    pits: Query<(Entity, &PitSpot, &Transform), Without<Shake>>,
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
    }
    for refusal in refused.read() {
        narration.line = text::illegal(tr, refusal.reason);
        if settings.teaching && matches!(refusal.reason, IllegalMove::GrandSlamForbidden(_)) {
            narration.line = format!("{}\n{}", narration.line, tr.t("explain-grand-slam-rule"));
        }
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
    settings: Res<Settings>,
    thinking: Res<Thinking>,
    tr: Res<Tr>,
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
            text::sowing(&tr.0, bar.0)
        } else if active && thinking.is_thinking() {
            text::thinking(&tr.0, bar.0)
        } else if active {
            text::your_turn(&tr.0, bar.0)
        } else {
            text::waiting(&tr.0, bar.0)
        };
        set_text(line, &wanted);
        color.set_if_neq(TextColor(if active { colors::DARK } else { colors::CREAM }));
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
    let position = engine.0.position();
    let mover = position.turn();
    let must_feed = *phase.get() == Phase::Waiting && !engine.0.is_over() && position.row_seeds(!mover) == 0;
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
    let path = preview.0.map(|pit| sown_pits(pit, engine.0.position().seeds(pit))).unwrap_or_default();
    for (glow, mut visibility, mut sprite) in &mut glows {
        visibility.set_if_neq(if legal.contains(&glow.0) { Visibility::Inherited } else { Visibility::Hidden });
        let color = if narration.hinted == Some(glow.0) { colors::HINT_GLOW } else { colors::GLOW };
        if sprite.color != color {
            sprite.color = color;
        }
    }
    for (spot, mut sprite) in &mut pits {
        let color = if path.last() == Some(&spot.0) {
            colors::PREVIEW_LANDING
        } else if path.contains(&spot.0) {
            colors::PREVIEW_PIT
        } else if legal.contains(&spot.0) {
            Color::WHITE
        } else {
            colors::DIMMED_PIT
        };
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
