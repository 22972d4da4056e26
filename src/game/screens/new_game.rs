//! The new-game screen: who plays (and the computer's level and side), who starts, one game or
//! best of 5, and which rules. Every choice but the rules shows all its options as pictures.

use super::picks::{frame_picks, pick_row};
use crate::ai::Level;
use crate::engine::{BySide, Game, Match, Preset, Side};
use crate::game::frame::GameSet;
use crate::game::i18n::Tr;
use crate::game::menus::build::screen_builder;
use crate::game::menus::kit::{
    Choice, ChoiceRow, ChoiceValue, MenuAction, go, menu_button, menu_button_of, spawn_root,
};
use crate::game::messages::Begin;
use crate::game::persist::Persist;
use crate::game::play::Mode;
use crate::game::play::{Demo, Players};
use crate::game::screens::Screen;
use crate::game::settings::{NAME_LENGTH, RulesChoice, SavedRules, Setup};
use crate::game::text;
use crate::game::theme::icon::{self, Icon};
use crate::game::theme::set_text;
use crate::game::theme::wide::WindowWide;
use crate::game::theme::{palette, widget};
use crate::i18n::Translator;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::text::EditableText;
use bevy::ui_widgets::Activate;

pub(super) fn plugin(app: &mut App) {
    screen_builder(app, Screen::NewGame, spawn);
    app.init_resource::<PlayAsked>().add_systems(OnExit(Screen::NewGame), |mut asked: ResMut<PlayAsked>| {
        asked.0 = false;
    });
    app.add_systems(Update, show_values.run_if(in_state(Screen::NewGame)).in_set(GameSet::Present));
}

/// Play was tapped once over the child's own game in progress: the second tap starts the new one
/// (the first only asks, as Remove does on "Who is playing?"), so that a game is never thrown
/// away by one tap.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PlayAsked(pub bool);

fn spawn(mut commands: Commands, tr: Res<Tr>, setup: Res<Setup>) {
    let tr = &tr.0;
    // At the top of the window, not in its middle: a row that comes or goes (the computer's,
    // the names') then moves only the rows below it, never the players' row a finger just
    // changed (a centred form moved it by half the difference).
    let top = Node { margin: UiRect::bottom(Val::Auto), ..widget::column(14.0) };
    spawn_root(&mut commands, Screen::NewGame, true).insert(top).with_children(|screen| {
        screen.spawn(widget::title(tr.t("new-game-title"), 54.0));
        // Who plays, the level, the sides and the match: every option shown at once, as a
        // picture a child knows without reading; the rules step through their sets.
        pick_row(
            screen,
            Choice::Players,
            tr.t("label-mode"),
            pick,
            &[
                (&[icon::CHILD, icon::CHILD], tr.t("mode-two-players")),
                (&[icon::CHILD, icon::COMPUTER], tr.t("mode-computer")),
                (&[icon::COMPUTER, icon::COMPUTER], tr.t("mode-demo")),
            ],
        );
        let stars: Vec<(&[char], String)> =
            (1..=Level::MAX.get()).map(|_| (&[icon::STAR_EMPTY][..], String::new())).collect();
        pick_row(screen, Choice::Level, tr.t("label-level"), pick, &stars);
        let sides = [(&[icon::DOWN][..], text::side(tr, Side::South)), (&[icon::UP][..], text::side(tr, Side::North))];
        pick_row(screen, Choice::ComputerSide, tr.t("label-computer-side"), pick, &sides);
        pick_row(screen, Choice::First, tr.t("label-first"), pick, &sides);
        pick_row(
            screen,
            Choice::Games,
            tr.t("label-match"),
            pick,
            &[(&[icon::FLAG], tr.t("match-single")), (&[icon::TROPHY], tr.f("match-best-of", [("games", 5.into())]))],
        );
        screen.spawn((Name::new("Row Rules"), ChoiceRow(Choice::Rules), widget::pick_row(), WindowWide)).with_children(
            |row| {
                row.spawn(widget::pick_label(tr.t("label-preset")));
                row.spawn(widget::pick_options()).with_children(|value| {
                    value
                        .spawn((
                            Name::new("Value Rules"),
                            MenuAction::Cycle(Choice::Rules),
                            widget::value_button(ChoiceValue(Choice::Rules)),
                        ))
                        .observe(cycle(Choice::Rules));
                });
            },
        );
        screen.spawn((Name::new("Names"), ChoiceRow(Choice::Names), widget::pick_row(), WindowWide)).with_children(
            |row| {
                row.spawn(widget::pick_label(tr.t("label-names")));
                // Each box says whose row its player has.
                row.spawn(widget::pick_options()).with_children(|fields| {
                    for (side, key) in [(Side::South, "name-for-south"), (Side::North, "name-for-north")] {
                        fields
                            .spawn(Node { flex_direction: FlexDirection::Column, row_gap: Val::Px(4.0), ..default() })
                            .with_children(|field| {
                                field.spawn((
                                    Text::new(tr.t(key)),
                                    TextFont::from_font_size(17.0),
                                    TextColor(palette::MUTED),
                                ));
                                field.spawn(widget::text_field(
                                    NameInput(side),
                                    &setup.names[side],
                                    NAME_LENGTH,
                                    240.0,
                                ));
                            });
                    }
                });
            },
        );
        screen.spawn(widget::button_row()).with_children(|row| {
            // Its words once it has asked: `show_values`.
            let words =
                vec![(tr.t("button-play"), PlayWords(false), true), (tr.t("new-game-sure"), PlayWords(true), false)];
            menu_button_of(row, MenuAction::Play, menu_button_words(MenuAction::Play.icon(), words), play);
            menu_button(row, MenuAction::Customise, tr.t("button-customise"), super::customise::open);
            menu_button(row, MenuAction::TwoDevices, tr.t("button-two-devices"), two_devices);
            menu_button(row, MenuAction::Back, tr.t("button-back"), go(Screen::Title));
        });
        // Why Play asks, once it has: below the buttons, its place kept while hidden, so that
        // nothing moves when it shows.
        screen.spawn((
            Name::new("Why Play asks"),
            PlayWhy,
            Visibility::Hidden,
            widget::body(tr.t("new-game-why"), 22.0),
        ));
    });
}

/// The line that says why Play asks: the game in progress would be left.
#[derive(Component, Clone, Copy, Debug)]
struct PlayWhy;

/// A [`widget::menu_button`] whose words change in place: each of `words` is a text (with its mark, to
/// show or hide it), laid over the others in one grid cell, all but one hidden, so that the
/// button is as wide as the longest and its row never moves when they change (issue 71: New
/// game's "Tap again" widened Play and moved every button of its row).
fn menu_button_words<M: Component>(glyph: Option<char>, words: Vec<(String, M, bool)>) -> impl Bundle {
    let cell = || Node { grid_row: GridPlacement::start(1), grid_column: GridPlacement::start(1), ..default() };
    let texts = words.into_iter().map(move |(line, mark, shown)| {
        let visibility = if shown { Visibility::Inherited } else { Visibility::Hidden };
        (mark, visibility, Text::new(line), TextFont::from_font_size(24.0), TextColor(palette::CREAM), cell())
    });
    (
        widget::button_base(widget::menu_button_frame()),
        Children::spawn((
            SpawnIter(glyph.map(|glyph| icon::icon(glyph, 22.0, palette::GOLD)).into_iter()),
            Spawn((
                Node { display: Display::Grid, justify_items: JustifyItems::Center, ..default() },
                Children::spawn(SpawnIter(texts.collect::<Vec<_>>().into_iter())),
            )),
        )),
    )
}

/// Play's words: the asking ones ("Tap again") or not, shown as [`PlayAsked`] says.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
struct PlayWords(bool);

/// A field where a player of a two-player game types his name.
#[derive(Component, Clone, Copy, Debug)]
pub struct NameInput(pub Side);

/// Starts the game set up here, with the names typed; over the child's own game in progress,
/// asks first ([`PlayAsked`]).
fn play(
    _: On<Activate>,
    fields: Query<(&NameInput, &EditableText)>,
    mut starter: Starter,
    own: super::own_game::OwnGame,
    mut asked: ResMut<PlayAsked>,
) {
    keep_names(&fields, &mut starter.setup);
    // Asked in place (its words change, see `show_values`): the form stays where it was
    // scrolled, its fields as typed.
    if own.in_progress() && !asked.0 {
        asked.0 = true;
        return;
    }
    starter.start();
}

/// The screen for two devices, where a room made takes these choices, the names typed with
/// them.
fn two_devices(
    _: On<Activate>,
    fields: Query<(&NameInput, &EditableText)>,
    mut setup: ResMut<Setup>,
    mut next: ResMut<NextState<Screen>>,
) {
    keep_names(&fields, &mut setup);
    next.set(Screen::Online);
}

/// The names typed, kept in the choices.
fn keep_names(fields: &Query<(&NameInput, &EditableText)>, setup: &mut Setup) {
    for (field, typed) in fields {
        let name = typed.value().to_string().trim().to_owned();
        if setup.names[field.0] != name {
            setup.names[field.0] = name;
        }
    }
}

/// The game the new-game choices set up: its players (the names typed count for two players
/// only), its match (its first game begun) or none, its rules and who starts.
#[must_use]
pub fn set_up(setup: &Setup, saved: &SavedRules) -> Begin {
    let names = if setup.mode == Mode::TwoPlayers { setup.names.clone() } else { BySide::default() };
    let players = Players::new(setup.mode, setup.level(), names);
    let (first, series) = if setup.games > 1 {
        let mut series = Match::new(setup.games, setup.first);
        (series.begin_game(), Some(series))
    } else {
        (setup.first, None)
    };
    Begin { game: Game::starting(setup.rules(saved), first), players, series }
}

/// What starting the game set up takes: the choices, the board's [`Begin`], and what a game
/// started from the menus changes besides (a demonstration plays on; the game is the player's
/// own, kept in `game.toml`, even after one given on the command line).
#[derive(SystemParam)]
pub(crate) struct Starter<'w> {
    setup: ResMut<'w, Setup>,
    saved: Res<'w, SavedRules>,
    begin: MessageWriter<'w, Begin>,
    demo: ResMut<'w, Demo>,
    persist: ResMut<'w, Persist>,
    next: ResMut<'w, NextState<Screen>>,
}

impl Starter<'_> {
    /// Lays out the game set up, and shows the board.
    pub(crate) fn start(&mut self) {
        self.begin.write(set_up(&self.setup, &self.saved));
        *self.demo = Demo::Playing;
        if self.persist.game_from_command_line {
            self.persist.game_from_command_line = false;
        }
        self.next.set(Screen::Gameplay);
    }
}

/// An observer choosing the `index`-th option of `choice`, as `pick_row` shows them.
fn pick(choice: Choice, index: usize) -> impl FnMut(On<Activate>, ResMut<Setup>) {
    move |_, mut setup| {
        let side = if index == 0 { Side::South } else { Side::North };
        match choice {
            Choice::Players => {
                setup.mode = match (index, setup.mode) {
                    (0, _) => Mode::TwoPlayers,
                    (1, Mode::Computer(side)) => Mode::Computer(side),
                    (1, _) => Mode::Computer(Side::North),
                    _ => Mode::Demo,
                }
            }
            Choice::Level => setup.level = u8::try_from(index + 1).unwrap_or(1).min(Level::MAX.get()),
            Choice::ComputerSide => {
                if let Mode::Computer(_) = setup.mode {
                    setup.mode = Mode::Computer(side);
                }
            }
            Choice::First => setup.first = side,
            Choice::Games => setup.games = if index == 0 { 1 } else { 5 },
            _ => {}
        }
    }
}

/// Which option of `choice` the set-up game has, as `pick_row` numbers them.
fn picked(choice: Choice, setup: &Setup) -> Option<usize> {
    let side = |side: Side| if side == Side::South { 0 } else { 1 };
    match (choice, setup.mode) {
        (Choice::Players, Mode::TwoPlayers) => Some(0),
        (Choice::Players, Mode::Computer(_)) => Some(1),
        (Choice::Players, Mode::Demo) => Some(2),
        (Choice::Players, Mode::Online { .. }) => None,
        (Choice::Level, _) => Some(usize::from(setup.level.saturating_sub(1))),
        (Choice::ComputerSide, Mode::Computer(computer)) => Some(side(computer)),
        (Choice::First, _) => Some(side(setup.first)),
        (Choice::Games, _) => Some(usize::from(setup.games > 1)),
        _ => None,
    }
}

/// An observer stepping the rule set to the next one.
fn cycle(choice: Choice) -> impl FnMut(On<Activate>, ResMut<Setup>, Res<SavedRules>) {
    move |_, mut setup, saved| {
        if choice == Choice::Rules {
            let choices = rules_choices(&saved, &setup.rules);
            let at = choices.iter().position(|c| *c == setup.rules).unwrap_or(0);
            setup.rules = choices[(at + 1) % choices.len()].clone();
        }
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

/// The value shown for a choice of this screen: the rule set's name.
fn value(choice: Choice, tr: &Translator, setup: &Setup) -> String {
    match (choice, &setup.rules) {
        (Choice::Rules, RulesChoice::Preset(preset)) => text::preset(tr, *preset),
        (Choice::Rules, RulesChoice::Saved(name)) => name.clone(),
        (Choice::Rules, RulesChoice::Custom(_)) => tr.t("custom-name"),
        _ => String::new(),
    }
}

/// The values, and the computer's rows only when a computer plays (the names' row only for
/// two players). A row not wanted takes no place: the rows that come and go are all below the
/// players' row, and the form is at the top of the window, so that the row a finger changes
/// never moves; and the form's buttons are not pushed below the fold by empty rows (issue 71:
/// 190 pixels of them at 1280 × 720).
fn show_values(
    tr: Res<Tr>,
    setup: Res<Setup>,
    mut values: Query<(&ChoiceValue, &mut Text)>,
    mut rows: Query<(&ChoiceRow, &mut Node)>,
    mut picks: Query<(&MenuAction, &mut BorderColor)>,
    stars: Query<(&MenuAction, &Children)>,
    mut icons: Query<&mut Text, (With<Icon>, Without<ChoiceValue>)>,
    mut play_words: Query<(&PlayWords, &mut Visibility)>,
    mut why: Query<&mut Visibility, (With<PlayWhy>, Without<PlayWords>)>,
    asked: Res<PlayAsked>,
) {
    for (shown, text) in &mut values {
        set_text(text, &value(shown.0, &tr.0, &setup));
    }
    // Play's words: "Tap again" once it has asked.
    for (words, mut visibility) in &mut play_words {
        visibility.set_if_neq(if words.0 == asked.0 { Visibility::Inherited } else { Visibility::Hidden });
    }
    for mut visibility in &mut why {
        visibility.set_if_neq(if asked.0 { Visibility::Inherited } else { Visibility::Hidden });
    }
    frame_picks(&mut picks, |choice| picked(choice, &setup));
    // The level's stars are filled up to it.
    let level = picked(Choice::Level, &setup);
    for (action, children) in &stars {
        if let MenuAction::Pick(Choice::Level, index) = *action {
            let star = if level.is_some_and(|level| index <= level) { icon::STAR } else { icon::STAR_EMPTY };
            for &child in children {
                if let Ok(text) = icons.get_mut(child) {
                    set_text(text, &star.to_string());
                }
            }
        }
    }
    for (row, mut node) in &mut rows {
        let shown = match row.0 {
            Choice::Level => setup.mode != Mode::TwoPlayers,
            Choice::ComputerSide => matches!(setup.mode, Mode::Computer(_)),
            Choice::Names => setup.mode == Mode::TwoPlayers,
            _ => continue,
        };
        let display = if shown { Display::Flex } else { Display::None };
        if node.display != display {
            node.display = display;
        }
    }
}
