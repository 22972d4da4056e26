//! The screens around the board: title, new game (with "Customise"), settings, rules, import,
//! game over and the match summary. Each is a [`Screen`] state; its entities carry
//! `DespawnOnExit` and are built in `OnEnter`, and built again when the language changes.

use super::hud::{button_base, colors};
use super::persist::{ImportError, NamedRules, Notices, Persist, SavedRules, read_record};
use super::window::GameAssets;
use super::{
    BoardReset, Engine, GameSet, MatchState, Mode, Opponent, Phase, Settings, Speed, StartGame, Tr, set_text, text,
};
use crate::ai::Level;
use crate::engine::rules::OPTION_NAMES;
use crate::engine::{Game, Match, Outcome, Preset, Rules, Side};
use crate::i18n::Language;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;
use bevy::ui::FocusPolicy;
use serde::{Deserialize, Serialize};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<KeyboardInput>()
        .init_resource::<Setup>()
        .init_resource::<NameField>()
        .init_resource::<Status>()
        .init_resource::<RulesPage>()
        .add_systems(OnEnter(Screen::Title), spawn_title)
        .add_systems(OnEnter(Screen::NewGame), spawn_new_game)
        .add_systems(OnEnter(Screen::Customise), spawn_customise)
        .add_systems(OnEnter(Screen::Settings), spawn_settings)
        .add_systems(OnEnter(Screen::Rules), spawn_rules)
        .add_systems(OnEnter(Screen::Import), spawn_import)
        .add_systems(OnEnter(Screen::GameOver), (finish_match_game, spawn_game_over).chain())
        .add_systems(OnEnter(Screen::Summary), spawn_summary)
        .add_systems(OnExit(Screen::Customise), clear_status)
        .add_systems(OnExit(Screen::Import), clear_status)
        .add_systems(Update, (press_menu, type_name.run_if(in_state(Screen::Customise))).in_set(GameSet::Input))
        .add_systems(
            Update,
            (game_over, back_to_board, choice_labels, status_line, respawn_on_language).in_set(GameSet::Ui),
        );
}

/// The screens.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    /// The title: continue, new game, rules, settings, import.
    #[default]
    Title,
    /// Who plays, who starts, one game or a match, which rules.
    NewGame,
    /// Every rule option, and saving it under a name.
    Customise,
    /// The board.
    Gameplay,
    /// The board with the end of the game over it.
    GameOver,
    /// A match's score between games.
    Summary,
    /// Language, sound, speed, counts, labels, teaching.
    Settings,
    /// How to play, with the options in force.
    Rules,
    /// Records to import.
    Import,
}

/// Who plays, as chosen on the new-game screen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Players {
    /// Two people.
    #[default]
    TwoPlayers,
    /// A person against the computer.
    Computer,
    /// The computer against itself.
    Demo,
}

/// Which rules a new game uses.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RulesChoice {
    /// A built-in preset.
    Preset(Preset),
    /// A set the players saved, by name.
    Saved(String),
    /// Customised and not saved.
    Custom(Rules),
}

/// The new-game choices, kept with the settings.
#[derive(Resource, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Setup {
    /// Who plays.
    pub players: Players,
    /// The computer's level, 1–5.
    pub level: u8,
    /// The side the computer plays against a person.
    pub computer_side: Side,
    /// Who moves first (the first game of a match).
    pub first: Side,
    /// 1 for one game, 5 for a best-of-5 match (seed 003).
    pub games: u8,
    /// The rules.
    pub rules: RulesChoice,
}

impl Default for Setup {
    fn default() -> Self {
        Setup {
            players: Players::TwoPlayers,
            level: 3,
            computer_side: Side::North,
            first: Side::South,
            games: 1,
            rules: RulesChoice::Preset(Preset::Tournament),
        }
    }
}

impl Setup {
    /// The rules chosen; a saved set that no longer exists falls back to the tournament preset.
    #[must_use]
    pub fn rules(&self, saved: &SavedRules) -> Rules {
        match &self.rules {
            RulesChoice::Preset(preset) => preset.rules(),
            RulesChoice::Saved(name) => saved.get(name).copied().unwrap_or_else(|| Preset::Tournament.rules()),
            RulesChoice::Custom(rules) => *rules,
        }
    }

    /// Who plays which side.
    #[must_use]
    pub fn mode(&self) -> Mode {
        match self.players {
            Players::TwoPlayers => Mode::TwoPlayers,
            Players::Computer => Mode::Computer(self.computer_side),
            Players::Demo => Mode::Demo,
        }
    }
}

/// The rule set being customised and the name typed for it.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct NameField {
    /// The options being edited.
    pub rules: Rules,
    /// The name typed.
    pub name: String,
    /// The saved set being edited, if it is one (what "Rename" and "Delete" act on).
    pub editing: Option<String>,
}

/// One line under a menu: what the last action did.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
struct Status(String);

/// A value a menu row steps through.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Choice {
    /// Two players, against the computer, demo.
    Players,
    /// The computer's level.
    Level,
    /// The computer's side.
    ComputerSide,
    /// Who moves first.
    First,
    /// One game or best of 5.
    Games,
    /// The rule set.
    Rules,
    /// One rule option, by its index in [`OPTION_NAMES`].
    Option(usize),
    /// The language.
    Language,
    /// Sound on or off.
    Sound,
    /// Animation speed.
    Speed,
    /// Seed counts shown or hidden.
    Counts,
    /// North's labels upright or turned.
    North,
    /// Teaching mode on or off.
    Teaching,
}

/// What a menu button does.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MenuAction {
    /// Back to the game in progress.
    Continue,
    /// To the new-game screen.
    NewGame,
    /// To the rules screen.
    Rules,
    /// To the settings.
    Settings,
    /// To the records to import.
    Import,
    /// Quit the game.
    Quit,
    /// Back to where the screen was opened from.
    Back,
    /// Start the game chosen.
    Play,
    /// To the rule options.
    Customise,
    /// Save the options under the name typed.
    Save,
    /// Give the saved set being edited the name typed.
    Rename,
    /// Delete the saved set being edited.
    Delete,
    /// Play with the options shown.
    UseRules,
    /// Step a choice to its next value.
    Cycle(Choice),
    /// Import the n-th record listed.
    ImportFile(usize),
    /// After a game: another with the same choices.
    PlayAgain,
    /// In a match: the next game.
    NextGame,
    /// In a match: the score between games.
    MatchScore,
    /// To the title screen.
    ToMenu,
    /// The rules screen's previous page.
    PreviousPage,
    /// The rules screen's next page.
    NextPage,
}

/// The root of a screen's entities.
#[derive(Component, Clone, Copy, Debug)]
struct ScreenRoot;

/// The text showing a choice's value.
#[derive(Component, Clone, Copy, Debug)]
struct ChoiceValue(Choice);

/// The text showing the name typed.
#[derive(Component, Clone, Copy, Debug)]
struct NameText;

/// The text showing [`Status`].
#[derive(Component, Clone, Copy, Debug)]
struct StatusText;

fn font(assets: Option<&GameAssets>, size: f32, bold: bool) -> TextFont {
    let font = TextFont::from_font_size(size);
    match assets {
        Some(assets) if bold => font.with_font(assets.bold.clone()),
        _ => font,
    }
}

/// A screen's root: the whole window, opaque, blocking the board beneath.
fn root(screen: Screen, opaque: bool) -> impl Bundle {
    root_with_gap(screen, opaque, 14.0)
}

/// [`root`] with `gap` pixels between its rows.
fn root_with_gap(screen: Screen, opaque: bool, gap: f32) -> impl Bundle {
    (
        Name::new(format!("Screen {screen:?}")),
        ScreenRoot,
        DespawnOnExit(screen),
        Node {
            position_type: PositionType::Absolute,
            width: Val::Percent(100.0),
            height: Val::Percent(100.0),
            flex_direction: FlexDirection::Column,
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            row_gap: Val::Px(gap),
            padding: UiRect::all(Val::Px(12.0)),
            ..default()
        },
        BackgroundColor(if opaque { colors::BACKDROP } else { colors::SHADE }),
        FocusPolicy::Block,
        GlobalZIndex(20),
    )
}

fn title_text(line: String, assets: Option<&GameAssets>, size: f32) -> impl Bundle {
    (Text::new(line), font(assets, size, true), TextColor(colors::GOLD), TextLayout::justify(Justify::Center))
}

fn body_text(line: String, size: f32) -> impl Bundle {
    colored_text(line, size, colors::CREAM)
}

fn colored_text(line: String, size: f32, color: Color) -> impl Bundle {
    (
        Text::new(line),
        TextFont::from_font_size(size),
        TextColor(color),
        TextLayout::justify(Justify::Center),
        Node { max_width: Val::Px(1100.0), ..default() },
    )
}

/// A menu button.
fn menu_button(action: MenuAction, label: String) -> impl Bundle {
    (
        Name::new(format!("Menu {action:?}")),
        action,
        button_base(Node {
            min_height: Val::Px(50.0),
            min_width: Val::Px(200.0),
            padding: UiRect::axes(Val::Px(22.0), Val::Px(10.0)),
            border_radius: BorderRadius::all(Val::Px(14.0)),
            ..default()
        }),
        children![(Text::new(label), TextFont::from_font_size(24.0), TextColor(colors::CREAM))],
    )
}

/// A row: a label, and a button showing a value that steps on each press.
fn choice_row(choice: Choice, label: String, about: Option<String>) -> impl Bundle {
    let about = about.unwrap_or_default();
    (
        Name::new(format!("Row {choice:?}")),
        Node { column_gap: Val::Px(18.0), align_items: AlignItems::Center, ..default() },
        children![
            (
                Node { flex_direction: FlexDirection::Column, width: Val::Px(600.0), ..default() },
                children![
                    (Text::new(label), TextFont::from_font_size(23.0), TextColor(colors::CREAM)),
                    (Text::new(about), TextFont::from_font_size(15.0), TextColor(colors::MUTED)),
                ],
            ),
            (
                Name::new(format!("Value {choice:?}")),
                MenuAction::Cycle(choice),
                button_base(Node {
                    min_height: Val::Px(42.0),
                    width: Val::Px(380.0),
                    padding: UiRect::axes(Val::Px(16.0), Val::Px(6.0)),
                    border_radius: BorderRadius::all(Val::Px(12.0)),
                    ..default()
                }),
                children![(
                    ChoiceValue(choice),
                    Text::default(),
                    TextFont::from_font_size(21.0),
                    TextColor(colors::GOLD)
                )],
            ),
        ],
    )
}

fn button_row() -> Node {
    Node {
        flex_wrap: FlexWrap::Wrap,
        justify_content: JustifyContent::Center,
        column_gap: Val::Px(12.0),
        row_gap: Val::Px(10.0),
        margin: UiRect::top(Val::Px(6.0)),
        ..default()
    }
}

fn status_bundle() -> impl Bundle {
    (StatusText, Text::default(), TextFont::from_font_size(19.0), TextColor(colors::GOLD))
}

fn spawn_title(
    mut commands: Commands,
    tr: Res<Tr>,
    assets: Option<Res<GameAssets>>,
    engine: Res<Engine>,
    notices: Res<Notices>,
    persist: Res<Persist>,
) {
    let tr = &tr.0;
    let assets = assets.as_deref();
    let ongoing = persist.resumable || (!engine.0.is_over() && !engine.0.moves().is_empty());
    commands.spawn(root(Screen::Title, true)).with_children(|screen| {
        screen.spawn(title_text(tr.t("title"), assets, 96.0));
        screen.spawn(body_text(tr.t("subtitle"), 26.0));
        screen.spawn(Node { height: Val::Px(16.0), ..default() });
        if ongoing {
            screen.spawn(menu_button(MenuAction::Continue, tr.t("button-continue")));
        }
        for (action, key) in [
            (MenuAction::NewGame, "button-new-game"),
            (MenuAction::Rules, "button-rules"),
            (MenuAction::Settings, "button-settings"),
            (MenuAction::Import, "button-import"),
            (MenuAction::Quit, "button-quit"),
        ] {
            screen.spawn(menu_button(action, tr.t(key)));
        }
        for notice in &notices.0 {
            screen.spawn(colored_text(notice.clone(), 17.0, colors::GOLD));
        }
    });
}

/// A screen of choice rows: its title, a row per choice, then its buttons.
fn spawn_choices(
    commands: &mut Commands,
    tr: &crate::i18n::Translator,
    assets: Option<&GameAssets>,
    screen: Screen,
    title: &str,
    rows: &[(Choice, &str)],
    buttons: &[(MenuAction, &str)],
) {
    commands.spawn(root(screen, true)).with_children(|screen| {
        screen.spawn(title_text(tr.t(title), assets, 54.0));
        for &(choice, key) in rows {
            screen.spawn(choice_row(choice, tr.t(key), None));
        }
        screen.spawn(button_row()).with_children(|row| {
            for &(action, key) in buttons {
                row.spawn(menu_button(action, tr.t(key)));
            }
        });
    });
}

fn spawn_new_game(mut commands: Commands, tr: Res<Tr>, assets: Option<Res<GameAssets>>) {
    let rows = [
        (Choice::Players, "label-mode"),
        (Choice::Level, "label-level"),
        (Choice::ComputerSide, "label-computer-side"),
        (Choice::First, "label-first"),
        (Choice::Games, "label-match"),
        (Choice::Rules, "label-preset"),
    ];
    let buttons = [
        (MenuAction::Play, "button-play"),
        (MenuAction::Customise, "button-customise"),
        (MenuAction::Back, "button-back"),
    ];
    spawn_choices(&mut commands, &tr.0, assets.as_deref(), Screen::NewGame, "new-game-title", &rows, &buttons);
}

fn spawn_customise(mut commands: Commands, tr: Res<Tr>, assets: Option<Res<GameAssets>>) {
    let tr = &tr.0;
    commands.spawn(root_with_gap(Screen::Customise, true, 4.0)).with_children(|screen| {
        screen.spawn(title_text(tr.t("customise-title"), assets.as_deref(), 32.0));
        for (index, name) in OPTION_NAMES.into_iter().enumerate() {
            screen.spawn(choice_row(
                Choice::Option(index),
                text::option_name(tr, name),
                Some(text::option_about(tr, name)),
            ));
        }
        screen.spawn((
            Node { column_gap: Val::Px(18.0), align_items: AlignItems::Center, ..default() },
            children![
                (Text::new(tr.t("label-name")), TextFont::from_font_size(22.0), TextColor(colors::CREAM)),
                (
                    Node {
                        width: Val::Px(380.0),
                        padding: UiRect::axes(Val::Px(14.0), Val::Px(6.0)),
                        border_radius: BorderRadius::all(Val::Px(10.0)),
                        ..default()
                    },
                    BackgroundColor(colors::FIELD),
                    children![(NameText, Text::default(), TextFont::from_font_size(22.0), TextColor(colors::DARK))],
                ),
            ],
        ));
        screen.spawn(status_bundle());
        screen.spawn(button_row()).with_children(|row| {
            row.spawn(menu_button(MenuAction::UseRules, tr.t("button-use")));
            row.spawn(menu_button(MenuAction::Save, tr.t("button-save")));
            row.spawn(menu_button(MenuAction::Rename, tr.t("button-rename")));
            row.spawn(menu_button(MenuAction::Delete, tr.t("button-delete")));
            row.spawn(menu_button(MenuAction::Back, tr.t("button-back")));
        });
    });
}

fn spawn_settings(mut commands: Commands, tr: Res<Tr>, assets: Option<Res<GameAssets>>) {
    let rows = [
        (Choice::Language, "label-language"),
        (Choice::Sound, "label-sound"),
        (Choice::Speed, "label-speed"),
        (Choice::Counts, "label-counts"),
        (Choice::North, "label-north"),
        (Choice::Teaching, "label-teaching"),
    ];
    let buttons = [(MenuAction::Back, "button-back")];
    spawn_choices(&mut commands, &tr.0, assets.as_deref(), Screen::Settings, "settings-title", &rows, &buttons);
}

/// A small board for the rules screen: North's row above (f to a), South's below (A to F);
/// `marked` pits are drawn gold.
fn mini_board(counts: [u8; 12], marked: &[usize]) -> impl Bundle {
    let pit = |index: usize| {
        let gold = marked.contains(&index);
        (
            Node {
                width: Val::Px(40.0),
                height: Val::Px(40.0),
                justify_content: JustifyContent::Center,
                align_items: AlignItems::Center,
                border_radius: BorderRadius::all(Val::Px(20.0)),
                ..default()
            },
            BackgroundColor(if gold { colors::GOLD } else { colors::PIT }),
            children![(
                Text::new(counts[index].to_string()),
                TextFont::from_font_size(18.0),
                TextColor(if gold { colors::DARK } else { colors::CREAM }),
            )],
        )
    };
    let row = |indices: [usize; 6]| {
        (
            Node { column_gap: Val::Px(6.0), ..default() },
            Children::spawn(SpawnIter(indices.into_iter().map(pit).collect::<Vec<_>>().into_iter())),
        )
    };
    (
        Node {
            flex_direction: FlexDirection::Column,
            row_gap: Val::Px(6.0),
            padding: UiRect::all(Val::Px(8.0)),
            border_radius: BorderRadius::all(Val::Px(12.0)),
            ..default()
        },
        BackgroundColor(colors::WOOD),
        children![row([11, 10, 9, 8, 7, 6]), row([0, 1, 2, 3, 4, 5])],
    )
}

/// The page of the rules screen shown, 0 to [`RULES_PAGES`] − 1.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
struct RulesPage(usize);

/// Pages of the rules screen: sowing, capture, feeding, grand slam and the end.
const RULES_PAGES: usize = 4;

/// An example of the rules screen: a board, the pit played, and what the engine did with it
/// under the rules in force: the board before, the board once sown (captured pits gold), and
/// the explanation of the capture.
fn example(rules: &Rules, page: usize) -> Option<([u8; 12], [u8; 12], Vec<usize>, crate::engine::MoveReport)> {
    use crate::engine::{Pit, Position};
    let (board, pit): ([u8; 12], char) = match page {
        0 => ([rules.seeds_per_pit; 12], 'C'),
        1 => ([0, 0, 0, 0, 3, 0, 1, 2, 0, 4, 0, 0], 'E'),
        2 => ([0, 0, 0, 1, 0, 2, 0, 0, 0, 0, 0, 0], 'F'),
        _ => ([0, 0, 0, 0, 3, 0, 1, 2, 0, 0, 0, 0], 'E'),
    };
    let pit = Pit::from_letter(pit)?;
    let position = Position::new(board, crate::engine::BySide { south: 10, north: 10 }, Side::South).ok()?;
    let report = Game::from_position(*rules, position).play(pit).ok()?;
    let mut sown = board;
    sown[pit.index()] = 0;
    for reached in &report.sown {
        sown[reached.index()] += 1;
    }
    let marked = if report.captures.is_empty() && report.note.is_none() {
        report.sown.iter().map(|p| p.index()).collect()
    } else if report.captures.is_empty() {
        // A grand slam, or a chain over the limit: the pits it would have taken.
        (0..12).filter(|&i| i >= 6 && sown[i] > 0).collect()
    } else {
        report.captures.iter().map(|c| c.pit.index()).collect()
    };
    Some((board, sown, marked, report))
}

fn spawn_rules(
    mut commands: Commands,
    tr: Res<Tr>,
    assets: Option<Res<GameAssets>>,
    settings: Res<Settings>,
    setup: Res<Setup>,
    page: Res<RulesPage>,
) {
    let tr = &tr.0;
    let name = match &setup.rules {
        RulesChoice::Preset(preset) if preset.rules() == settings.rules => text::preset(tr, *preset),
        RulesChoice::Saved(name) => name.clone(),
        _ => tr.t("custom-name"),
    };
    let paragraphs = text::rules_explained(tr, &settings.rules, &name);
    let page = page.0.min(RULES_PAGES - 1);
    // rules_explained: in force, board, sowing, laps, capture, feeding, famine, grand slam, end.
    let shown: &[usize] = match page {
        0 => &[1, 2, 3],
        1 => &[4],
        2 => &[5, 6],
        _ => &[7, 8],
    };
    commands.spawn(root(Screen::Rules, true)).with_children(|screen| {
        screen.spawn(title_text(tr.t("rules-title"), assets.as_deref(), 48.0));
        screen.spawn(colored_text(paragraphs[0].clone(), 20.0, colors::GOLD));
        if let Some((before, sown, marked, report)) = example(&settings.rules, page) {
            let played = [report.pit.index()];
            screen
                .spawn(Node { column_gap: Val::Px(30.0), align_items: AlignItems::Center, ..default() })
                .with_children(|row| {
                    row.spawn(mini_board(before, &played));
                    row.spawn((
                        Text::new(format!("{} →", report.pit)),
                        TextFont::from_font_size(34.0),
                        TextColor(colors::GOLD),
                    ));
                    row.spawn(mini_board(sown, &marked));
                });
            let explained = match page {
                0 => Some(text::preview(tr, report.pit, report.seeds, report.landing)),
                2 => Some(tr.t("explain-feeding")),
                _ => text::explain_capture(tr, &report).or_else(|| Some(text::after_move(tr, &report))),
            };
            if let Some(line) = explained {
                screen.spawn(colored_text(line, 19.0, colors::GOLD));
            }
        }
        for &index in shown {
            screen.spawn(body_text(paragraphs[index].clone(), 21.0));
        }
        screen.spawn(button_row()).with_children(|row| {
            if page > 0 {
                row.spawn(menu_button(MenuAction::PreviousPage, "←".to_owned()));
            }
            row.spawn(menu_button(MenuAction::Back, tr.t("button-back")));
            if page + 1 < RULES_PAGES {
                row.spawn(menu_button(MenuAction::NextPage, "→".to_owned()));
            }
        });
    });
}

fn spawn_import(mut commands: Commands, tr: Res<Tr>, assets: Option<Res<GameAssets>>, persist: Res<Persist>) {
    let tr = &tr.0;
    let dir = persist.records_dir().map(|dir| dir.display().to_string()).unwrap_or_default();
    let records = persist.records();
    commands.spawn(root(Screen::Import, true)).with_children(|screen| {
        screen.spawn(title_text(tr.t("import-title"), assets.as_deref(), 48.0));
        screen.spawn(body_text(tr.f("import-help", [("dir", dir.into())]), 19.0));
        if records.is_empty() {
            screen.spawn(body_text(tr.t("import-none"), 19.0));
        }
        screen.spawn(button_row()).with_children(|row| {
            for (index, path) in records.iter().enumerate().take(24) {
                let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
                row.spawn(menu_button(MenuAction::ImportFile(index), name));
            }
        });
        screen.spawn(status_bundle());
        screen.spawn(menu_button(MenuAction::Back, tr.t("button-back")));
    });
}

/// A finished game counts in the match once, when its end is shown.
fn finish_match_game(engine: Res<Engine>, mut series: ResMut<MatchState>) {
    if let (Outcome::Over(end), Some(series)) = (engine.0.outcome(), series.0.as_mut())
        && series.starters.len() > series.results.len()
    {
        series.finish_game(end.winner);
    }
}

fn spawn_game_over(mut commands: Commands, tr: Res<Tr>, engine: Res<Engine>, series: Res<MatchState>) {
    let Outcome::Over(end) = engine.0.outcome() else {
        return;
    };
    let tr = &tr.0;
    commands.spawn(root(Screen::GameOver, false)).with_children(|screen| {
        screen
            .spawn((
                Node {
                    flex_direction: FlexDirection::Column,
                    align_items: AlignItems::Center,
                    row_gap: Val::Px(16.0),
                    padding: UiRect::all(Val::Px(34.0)),
                    max_width: Val::Px(820.0),
                    border_radius: BorderRadius::all(Val::Px(26.0)),
                    ..default()
                },
                BackgroundColor(colors::PANEL),
            ))
            .with_children(|panel| {
                panel.spawn((
                    Text::new(text::winner(tr, end)),
                    TextFont::from_font_size(60.0),
                    TextColor(colors::GOLD),
                ));
                panel.spawn((
                    Text::new(text::final_scores(tr, end)),
                    TextFont::from_font_size(36.0),
                    TextColor(colors::CREAM),
                ));
                panel.spawn(body_text(text::end_reason(tr, end), 24.0));
                panel.spawn(button_row()).with_children(|row| {
                    if series.0.is_some() {
                        row.spawn(menu_button(MenuAction::MatchScore, tr.t("button-continue-match")));
                    } else {
                        row.spawn(menu_button(MenuAction::PlayAgain, tr.t("button-play-again")));
                    }
                    row.spawn(menu_button(MenuAction::ToMenu, tr.t("button-menu")));
                });
            });
    });
}

fn spawn_summary(mut commands: Commands, tr: Res<Tr>, assets: Option<Res<GameAssets>>, series: Res<MatchState>) {
    let Some(series) = &series.0 else {
        return;
    };
    let tr = &tr.0;
    let lines = text::match_summary(tr, series);
    commands.spawn(root(Screen::Summary, true)).with_children(|screen| {
        screen.spawn(title_text(lines[0].clone(), assets.as_deref(), 54.0));
        for line in &lines[1..] {
            screen.spawn(body_text(line.clone(), 26.0));
        }
        screen.spawn(button_row()).with_children(|row| {
            if series.is_over() {
                row.spawn(menu_button(MenuAction::NewGame, tr.t("button-new-game")));
            } else {
                row.spawn(menu_button(MenuAction::NextGame, tr.t("button-next-game")));
            }
            row.spawn(menu_button(MenuAction::ToMenu, tr.t("button-menu")));
        });
    });
}

/// The game has ended and its seeds are at rest: show the end.
fn game_over(phase: Res<State<Phase>>, screen: Res<State<Screen>>, mut next: ResMut<NextState<Screen>>) {
    if *phase.get() == Phase::Over && *screen.get() == Screen::Gameplay {
        next.set(Screen::GameOver);
    }
}

/// A new board (a new game, the next one, an import) while the end is shown: back to the board.
fn back_to_board(
    mut reset: MessageReader<BoardReset>,
    screen: Res<State<Screen>>,
    mut next: ResMut<NextState<Screen>>,
) {
    if reset.read().count() > 0 && *screen.get() == Screen::GameOver {
        next.set(Screen::Gameplay);
    }
}

/// The rule sets a new game may use: the presets, then the saved sets, then the customised one.
fn rules_choices(saved: &SavedRules, current: &RulesChoice) -> Vec<RulesChoice> {
    let mut choices: Vec<RulesChoice> = Preset::ALL.into_iter().map(RulesChoice::Preset).collect();
    choices.extend(saved.sets.iter().map(|set| RulesChoice::Saved(set.name.clone())));
    if let RulesChoice::Custom(_) = current {
        choices.push(current.clone());
    }
    choices
}

/// Starts a game under the setup: the computer's side and level, the match (the winner of the
/// last game starts the next), the rules.
fn start_game(
    setup: &Setup,
    saved: &SavedRules,
    settings: &mut Settings,
    opponent: &mut Opponent,
    series: &mut MatchState,
    starts: &mut MessageWriter<StartGame>,
) {
    settings.rules = setup.rules(saved);
    opponent.mode = setup.mode();
    opponent.level = Level::new(setup.level).unwrap_or(opponent.level);
    opponent.paused = false;
    let first = if setup.games > 1 {
        let mut new_match = Match::new(setup.games, setup.first);
        let first = new_match.begin_game();
        series.0 = Some(new_match);
        first
    } else {
        series.0 = None;
        setup.first
    };
    starts.write(StartGame(Game::starting(settings.rules, first)));
}

fn press_menu(
    buttons: Query<(&Interaction, &MenuAction), Changed<Interaction>>,
    screen: Res<State<Screen>>,
    mut next: ResMut<NextState<Screen>>,
    mut setup: ResMut<Setup>,
    mut settings: ResMut<Settings>,
    mut opponent: ResMut<Opponent>,
    mut series: ResMut<MatchState>,
    mut saved: ResMut<SavedRules>,
    mut field: ResMut<NameField>,
    mut status: ResMut<Status>,
    mut persist: ResMut<Persist>,
    mut notices: ResMut<Notices>,
    mut page: ResMut<RulesPage>,
    tr: Res<Tr>,
    mut starts: MessageWriter<StartGame>,
    mut exit: MessageWriter<AppExit>,
) {
    let tr = &tr.0;
    for (interaction, action) in &buttons {
        if *interaction != Interaction::Pressed {
            continue;
        }
        match *action {
            MenuAction::Continue => next.set(Screen::Gameplay),
            MenuAction::NewGame => next.set(Screen::NewGame),
            MenuAction::Rules => {
                page.0 = 0;
                next.set(Screen::Rules);
            }
            MenuAction::Settings => next.set(Screen::Settings),
            MenuAction::Import => next.set(Screen::Import),
            MenuAction::Quit => {
                exit.write(AppExit::Success);
            }
            MenuAction::Back => {
                next.set(if *screen.get() == Screen::Customise { Screen::NewGame } else { Screen::Title });
            }
            MenuAction::ToMenu => {
                notices.0.clear();
                next.set(Screen::Title);
            }
            MenuAction::Play | MenuAction::PlayAgain => {
                start_game(&setup, &saved, &mut settings, &mut opponent, &mut series, &mut starts);
                persist.resumable = false;
                next.set(Screen::Gameplay);
            }
            MenuAction::NextGame => {
                if let Some(current) = series.0.as_mut()
                    && !current.is_over()
                {
                    let first = current.begin_game();
                    starts.write(StartGame(Game::starting(settings.rules, first)));
                    next.set(Screen::Gameplay);
                }
            }
            MenuAction::MatchScore => next.set(Screen::Summary),
            MenuAction::PreviousPage => page.0 = page.0.saturating_sub(1),
            MenuAction::NextPage => page.0 = (page.0 + 1).min(RULES_PAGES - 1),
            MenuAction::Customise => {
                field.rules = setup.rules(&saved);
                field.editing = match &setup.rules {
                    RulesChoice::Saved(name) if saved.get(name).is_some() => Some(name.clone()),
                    _ => None,
                };
                field.name = field.editing.clone().unwrap_or_else(|| tr.t("custom-name"));
                next.set(Screen::Customise);
            }
            MenuAction::UseRules => {
                setup.rules = match &field.editing {
                    Some(name) if saved.get(name) == Some(&field.rules) => RulesChoice::Saved(name.clone()),
                    _ => RulesChoice::Custom(field.rules),
                };
                next.set(Screen::NewGame);
            }
            MenuAction::Save => status.0 = save_rules(&mut field, &mut saved, &mut setup, tr),
            MenuAction::Rename => status.0 = rename_rules(&mut field, &mut saved, &mut setup, tr),
            MenuAction::Delete => {
                let name = field.editing.clone().unwrap_or_else(|| field.name.trim().to_owned());
                status.0 = if saved.get(&name).is_some() {
                    saved.sets.retain(|set| set.name != name);
                    if setup.rules == RulesChoice::Saved(name.clone()) {
                        setup.rules = RulesChoice::Custom(field.rules);
                    }
                    field.editing = None;
                    tr.f("deleted-preset", [("name", name.into())])
                } else {
                    tr.f("not-saved", [("name", name.into())])
                };
            }
            MenuAction::Cycle(choice) => cycle(choice, &mut setup, &mut settings, &mut field, &saved),
            MenuAction::ImportFile(index) => {
                let Some(path) = persist.records().get(index).cloned() else {
                    continue;
                };
                let file = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
                match read_record(&path) {
                    Ok(game) => {
                        settings.rules = *game.rules();
                        series.0 = None;
                        opponent.mode = Mode::TwoPlayers;
                        starts.write(StartGame(game));
                        next.set(Screen::Gameplay);
                    }
                    Err(error) => {
                        let error = match error {
                            ImportError::Record(error) => text::import_error(tr, &error),
                            ImportError::Unreadable(error) => error.to_string(),
                        };
                        status.0 = tr.f("import-failed", [("file", file.into()), ("error", error.into())]);
                    }
                }
            }
        }
    }
}

fn save_rules(
    field: &mut NameField,
    saved: &mut SavedRules,
    setup: &mut Setup,
    tr: &crate::i18n::Translator,
) -> String {
    let name = field.name.trim().to_owned();
    if name.is_empty() {
        return tr.t("name-empty");
    }
    if Preset::ALL.iter().any(|&preset| text::preset(tr, preset) == name || preset.name() == name) {
        return tr.f("name-taken", [("name", name.into())]);
    }
    match saved.sets.iter_mut().find(|set| set.name == name) {
        Some(set) => set.rules = field.rules,
        None => saved.sets.push(NamedRules { name: name.clone(), rules: field.rules }),
    }
    field.editing = Some(name.clone());
    setup.rules = RulesChoice::Saved(name.clone());
    tr.f("saved-preset", [("name", name.into())])
}

fn rename_rules(
    field: &mut NameField,
    saved: &mut SavedRules,
    setup: &mut Setup,
    tr: &crate::i18n::Translator,
) -> String {
    let name = field.name.trim().to_owned();
    let Some(old) = field.editing.clone().filter(|old| saved.get(old).is_some()) else {
        return tr.f("not-saved", [("name", name.into())]);
    };
    if name.is_empty() {
        return tr.t("name-empty");
    }
    if saved.get(&name).is_some() || Preset::ALL.iter().any(|&preset| text::preset(tr, preset) == name) {
        return tr.f("name-taken", [("name", name.into())]);
    }
    if let Some(set) = saved.sets.iter_mut().find(|set| set.name == old) {
        set.name.clone_from(&name);
    }
    field.editing = Some(name.clone());
    setup.rules = RulesChoice::Saved(name.clone());
    tr.f("renamed-preset", [("name", name.into())])
}

fn cycle(choice: Choice, setup: &mut Setup, settings: &mut Settings, field: &mut NameField, saved: &SavedRules) {
    match choice {
        Choice::Players => {
            setup.players = match setup.players {
                Players::TwoPlayers => Players::Computer,
                Players::Computer => Players::Demo,
                Players::Demo => Players::TwoPlayers,
            };
        }
        Choice::Level => setup.level = setup.level % Level::MAX.get() + 1,
        Choice::ComputerSide => setup.computer_side = !setup.computer_side,
        Choice::First => setup.first = !setup.first,
        Choice::Games => setup.games = if setup.games == 1 { 5 } else { 1 },
        Choice::Rules => {
            let choices = rules_choices(saved, &setup.rules);
            let at = choices.iter().position(|c| *c == setup.rules).unwrap_or(0);
            setup.rules = choices[(at + 1) % choices.len()].clone();
        }
        Choice::Option(index) => {
            if let Some(name) = OPTION_NAMES.get(index) {
                field.rules.cycle(name);
            }
        }
        Choice::Language => {
            let at = Language::ALL.iter().position(|&l| l == settings.language).unwrap_or(0);
            settings.language = Language::ALL[(at + 1) % Language::ALL.len()];
        }
        Choice::Sound => settings.sound = !settings.sound,
        Choice::Speed => settings.speed = settings.speed.next(),
        Choice::Counts => settings.show_counts = !settings.show_counts,
        Choice::North => settings.rotate_north = !settings.rotate_north,
        Choice::Teaching => settings.teaching = !settings.teaching,
    }
}

/// The value shown for a choice.
fn choice_value(
    choice: Choice,
    tr: &crate::i18n::Translator,
    setup: &Setup,
    settings: &Settings,
    field: &NameField,
) -> String {
    let on_off = |on: bool| tr.t(if on { "value-on" } else { "value-off" });
    match choice {
        Choice::Players => tr.t(match setup.players {
            Players::TwoPlayers => "mode-two-players",
            Players::Computer => "mode-computer",
            Players::Demo => "mode-demo",
        }),
        Choice::Level => setup.level.to_string(),
        Choice::ComputerSide => text::side(tr, setup.computer_side),
        Choice::First => text::side(tr, setup.first),
        Choice::Games if setup.games > 1 => tr.f("match-best-of", [("games", setup.games.into())]),
        Choice::Games => tr.t("match-single"),
        Choice::Rules => match &setup.rules {
            RulesChoice::Preset(preset) => text::preset(tr, *preset),
            RulesChoice::Saved(name) => name.clone(),
            RulesChoice::Custom(_) => tr.t("custom-name"),
        },
        Choice::Option(index) => {
            OPTION_NAMES.get(index).map(|name| text::option_value(tr, &field.rules, name)).unwrap_or_default()
        }
        Choice::Language => tr.t(match settings.language {
            Language::English => "language-en",
            Language::French => "language-fr",
        }),
        Choice::Sound => on_off(settings.sound),
        Choice::Speed => tr.t(match settings.speed {
            Speed::Slow => "speed-slow",
            Speed::Normal => "speed-normal",
            Speed::Fast => "speed-fast",
        }),
        Choice::Counts => tr.t(if settings.show_counts { "counts-shown" } else { "counts-hidden" }),
        Choice::North => tr.t(if settings.rotate_north { "north-turned" } else { "north-upright" }),
        Choice::Teaching => on_off(settings.teaching),
    }
}

fn choice_labels(
    tr: Res<Tr>,
    setup: Res<Setup>,
    settings: Res<Settings>,
    field: Res<NameField>,
    mut values: Query<(&ChoiceValue, &mut Text)>,
    mut names: Query<&mut Text, (With<NameText>, Without<ChoiceValue>)>,
    mut rows: Query<(&Name, &mut Node)>,
) {
    for (value, text) in &mut values {
        set_text(text, &choice_value(value.0, &tr.0, &setup, &settings, &field));
    }
    for text in &mut names {
        set_text(text, &format!("{}|", field.name));
    }
    // The computer's rows only when a computer plays.
    for (name, mut node) in &mut rows {
        let shown = match name.as_str() {
            "Row Level" => setup.players != Players::TwoPlayers,
            "Row ComputerSide" => setup.players == Players::Computer,
            _ => continue,
        };
        let display = if shown { Display::Flex } else { Display::None };
        if node.display != display {
            node.display = display;
        }
    }
}

fn status_line(status: Res<Status>, mut texts: Query<&mut Text, With<StatusText>>) {
    for text in &mut texts {
        set_text(text, &status.0);
    }
}

fn clear_status(mut status: ResMut<Status>) {
    status.0.clear();
}

/// Letters typed on the customise screen go into the name; Backspace takes one back.
fn type_name(mut keys: MessageReader<KeyboardInput>, mut field: ResMut<NameField>) {
    for key in keys.read() {
        if !key.state.is_pressed() {
            continue;
        }
        match &key.logical_key {
            Key::Character(typed) if field.name.chars().count() < 24 => {
                field.name.extend(typed.chars().filter(|c| !c.is_control()));
            }
            Key::Space if field.name.chars().count() < 24 => field.name.push(' '),
            Key::Backspace => {
                field.name.pop();
            }
            _ => {}
        }
    }
}

/// A new language, news about files (read at start), or another page of the rules: the screen
/// shown is built again.
fn respawn_on_language(
    mut commands: Commands,
    tr: Res<Tr>,
    notices: Res<Notices>,
    persist: Res<Persist>,
    page: Res<RulesPage>,
    screen: Res<State<Screen>>,
    roots: Query<Entity, With<ScreenRoot>>,
    mut shown: Local<(Language, usize, bool, usize)>,
) {
    let now = (tr.0.language(), notices.0.len(), persist.resumable, page.0);
    if *shown == now {
        return;
    }
    *shown = now;
    for entity in &roots {
        commands.entity(entity).despawn();
    }
    match screen.get() {
        Screen::Title => commands.run_system_cached(spawn_title),
        Screen::NewGame => commands.run_system_cached(spawn_new_game),
        Screen::Customise => commands.run_system_cached(spawn_customise),
        Screen::Settings => commands.run_system_cached(spawn_settings),
        Screen::Rules => commands.run_system_cached(spawn_rules),
        Screen::Import => commands.run_system_cached(spawn_import),
        Screen::GameOver => commands.run_system_cached(spawn_game_over),
        Screen::Summary => commands.run_system_cached(spawn_summary),
        Screen::Gameplay => {}
    }
}
