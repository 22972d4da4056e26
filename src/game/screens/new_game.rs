//! The new-game screen: who plays (and the computer's level and side), who starts, one game or
//! best of 5, and which rules.

use super::{Choice, ChoiceRow, ChoiceValue, MenuAction, Screen, choice_row, go, menu_button, spawn_root};
use crate::ai::Level;
use crate::engine::{Preset, Side};
use crate::game::assets::GameAssets;
use crate::game::settings::{Mode, NAME_LENGTH, RulesChoice, SavedRules, Setup, Tr};
use crate::game::theme::{palette, widget};
use crate::game::{GameCommand, GameSet, set_text, text};
use crate::i18n::Translator;
use bevy::prelude::*;
use bevy::text::EditableText;
use bevy::ui_widgets::Activate;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::NewGame), spawn)
        .add_systems(Update, show_values.run_if(in_state(Screen::NewGame)).in_set(GameSet::Ui));
}

fn spawn(mut commands: Commands, tr: Res<Tr>, assets: Option<Res<GameAssets>>, setup: Res<Setup>) {
    let tr = &tr.0;
    spawn_root(&mut commands, Screen::NewGame, true).with_children(|screen| {
        screen.spawn(widget::title(tr.t("new-game-title"), assets.as_deref(), 54.0));
        for (choice, key) in [
            (Choice::Players, "label-mode"),
            (Choice::Level, "label-level"),
            (Choice::ComputerSide, "label-computer-side"),
            (Choice::First, "label-first"),
            (Choice::Games, "label-match"),
            (Choice::Rules, "label-preset"),
        ] {
            choice_row(screen, choice, tr.t(key), None, cycle(choice));
        }
        screen.spawn((Name::new("Names"), ChoiceRow(Choice::Names), widget::field_row())).with_children(|row| {
            row.spawn((Text::new(tr.t("label-names")), TextFont::from_font_size(22.0), TextColor(palette::CREAM)));
            // Each box says whose row its player has.
            for (side, key) in [(Side::South, "name-for-south"), (Side::North, "name-for-north")] {
                row.spawn(Node { flex_direction: FlexDirection::Column, row_gap: Val::Px(4.0), ..default() })
                    .with_children(|field| {
                        field.spawn((Text::new(tr.t(key)), TextFont::from_font_size(17.0), TextColor(palette::MUTED)));
                        field.spawn(widget::text_field(NameInput(side), &setup.names[side], NAME_LENGTH, 240.0));
                    });
            }
        });
        screen.spawn(widget::button_row()).with_children(|row| {
            menu_button(row, MenuAction::Play, tr.t("button-play"), play);
            menu_button(row, MenuAction::Customise, tr.t("button-customise"), super::customise::open);
            menu_button(row, MenuAction::Back, tr.t("button-back"), go(Screen::Title));
        });
    });
}

/// A field where a player of a two-player game types his name.
#[derive(Component, Clone, Copy, Debug)]
pub struct NameInput(pub Side);

/// Starts the game set up here, with the names typed.
fn play(
    _: On<Activate>,
    fields: Query<(&NameInput, &EditableText)>,
    mut setup: ResMut<Setup>,
    mut commands: MessageWriter<GameCommand>,
    mut next: ResMut<NextState<Screen>>,
) {
    for (field, typed) in &fields {
        let name = typed.value().to_string().trim().to_owned();
        if setup.names[field.0] != name {
            setup.names[field.0] = name;
        }
    }
    commands.write(GameCommand::Play);
    next.set(Screen::Gameplay);
}

/// An observer stepping `choice` to its next value.
fn cycle(choice: Choice) -> impl FnMut(On<Activate>, ResMut<Setup>, Res<SavedRules>) {
    move |_, mut setup, saved| match choice {
        Choice::Players => setup.mode = setup.mode.next(),
        Choice::Level => setup.level = setup.level % Level::MAX.get() + 1,
        Choice::ComputerSide => {
            if let Mode::Computer(side) = setup.mode {
                setup.mode = Mode::Computer(!side);
            }
        }
        Choice::First => setup.first = !setup.first,
        Choice::Games => setup.games = if setup.games == 1 { 5 } else { 1 },
        Choice::Rules => {
            let choices = rules_choices(&saved, &setup.rules);
            let at = choices.iter().position(|c| *c == setup.rules).unwrap_or(0);
            setup.rules = choices[(at + 1) % choices.len()].clone();
        }
        _ => {}
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

/// The value shown for a choice of this screen.
fn value(choice: Choice, tr: &Translator, setup: &Setup) -> String {
    match choice {
        Choice::Players => tr.t(match setup.mode {
            Mode::TwoPlayers => "mode-two-players",
            Mode::Computer(_) => "mode-computer",
            Mode::Demo => "mode-demo",
        }),
        Choice::Level => setup.level.to_string(),
        Choice::ComputerSide => match setup.mode {
            Mode::Computer(side) => text::side(tr, side),
            _ => String::new(),
        },
        Choice::First => text::side(tr, setup.first),
        Choice::Games if setup.games > 1 => tr.f("match-best-of", [("games", setup.games.into())]),
        Choice::Games => tr.t("match-single"),
        Choice::Rules => match &setup.rules {
            RulesChoice::Preset(preset) => text::preset(tr, *preset),
            RulesChoice::Saved(name) => name.clone(),
            RulesChoice::Custom(_) => tr.t("custom-name"),
        },
        _ => String::new(),
    }
}

/// The values, and the computer's rows only when a computer plays (the names' row only for
/// two players). A row not wanted is hidden but keeps its place, so that the form does not move
/// under a finger when a choice changes.
fn show_values(
    tr: Res<Tr>,
    setup: Res<Setup>,
    mut values: Query<(&ChoiceValue, &mut Text)>,
    mut rows: Query<(&ChoiceRow, &mut Visibility)>,
) {
    for (shown, text) in &mut values {
        set_text(text, &value(shown.0, &tr.0, &setup));
    }
    for (row, mut visibility) in &mut rows {
        let shown = match row.0 {
            Choice::Level => setup.mode != Mode::TwoPlayers,
            Choice::ComputerSide => matches!(setup.mode, Mode::Computer(_)),
            Choice::Names => setup.mode == Mode::TwoPlayers,
            _ => continue,
        };
        visibility.set_if_neq(if shown { Visibility::Inherited } else { Visibility::Hidden });
    }
}
