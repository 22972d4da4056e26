//! The customise screen: every rule option with its range and explanation, and the set saved,
//! renamed or deleted under a name typed in Bevy's editable text field.

use crate::engine::rules::OPTION_NAMES;
use crate::engine::{Preset, Rules};
use crate::game::frame::GameSet;
use crate::game::i18n::Tr;
use crate::game::menus::build::screen_builder;
use crate::game::menus::kit::{
    Choice, ChoiceValue, MenuAction, Status, choice_row, clear_status, go, menu_button, spawn_root_with_gap,
    status_text,
};
use crate::game::screens::Screen;
use crate::game::settings::{NAME_LENGTH, NamedRules, RulesChoice, SavedRules, Setup};
use crate::game::text;
use crate::game::theme::set_text;
use crate::game::theme::{palette, widget};
use crate::i18n::Translator;
use bevy::ecs::system::SystemParam;
use bevy::input_focus::{FocusCause, InputFocus};
use bevy::prelude::*;
use bevy::text::EditableText;
use bevy::ui_widgets::Activate;

pub(super) fn plugin(app: &mut App) {
    screen_builder(app, Screen::Customise, spawn);
    app.init_resource::<NameField>()
        .add_systems(OnExit(Screen::Customise), clear_status)
        .add_systems(Update, (show_values, focus_name).run_if(in_state(Screen::Customise)).in_set(GameSet::Present));
}

/// The rule set being customised.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct NameField {
    /// The options being edited.
    pub rules: Rules,
    /// The saved set being edited, if it is one (what "Rename" and "Delete" act on).
    pub editing: Option<String>,
    /// The name the field starts with: the saved set's, or "Custom".
    pub initial: String,
}

/// The text field holding the name typed (Bevy's [`EditableText`]).
#[derive(Component, Clone, Copy, Debug)]
pub struct NameInput;

/// From the new-game screen: the rules chosen there, to edit.
pub(super) fn open(
    _: On<Activate>,
    setup: Res<Setup>,
    saved: Res<SavedRules>,
    tr: Res<Tr>,
    mut field: ResMut<NameField>,
    mut next: ResMut<NextState<Screen>>,
) {
    field.rules = setup.rules(&saved);
    field.editing = match &setup.rules {
        RulesChoice::Saved(name) if saved.get(name).is_some() => Some(name.clone()),
        _ => None,
    };
    field.initial = field.editing.clone().unwrap_or_else(|| tr.0.t("custom-name"));
    next.set(Screen::Customise);
}

fn spawn(mut commands: Commands, tr: Res<Tr>, field: Res<NameField>) {
    let tr = &tr.0;
    spawn_root_with_gap(&mut commands, Screen::Customise, true, 4.0).with_children(|screen| {
        screen.spawn(widget::title(tr.t("customise-title"), 32.0));
        for (index, name) in OPTION_NAMES.into_iter().enumerate() {
            let (label, about) = (text::option_name(tr, name), text::option_about(tr, name));
            choice_row(screen, Choice::Option(index), label, Some(about), cycle(index));
        }
        screen.spawn(widget::field_row()).with_children(|row| {
            row.spawn((Text::new(tr.t("label-name")), TextFont::from_font_size(22.0), TextColor(palette::CREAM)));
            row.spawn(widget::text_field(NameInput, &field.initial, NAME_LENGTH, 380.0));
        });
        screen.spawn(status_text());
        screen.spawn(widget::button_row()).with_children(|row| {
            menu_button(row, MenuAction::UseRules, tr.t("button-use"), use_rules);
            menu_button(row, MenuAction::Save, tr.t("button-save"), save);
            menu_button(row, MenuAction::Rename, tr.t("button-rename"), rename);
            menu_button(row, MenuAction::Delete, tr.t("button-delete"), delete);
            menu_button(row, MenuAction::Back, tr.t("button-back"), go(Screen::NewGame));
        });
    });
}

/// Typing goes to the name at once, without a click on it first.
fn focus_name(input: Query<Entity, Added<NameInput>>, focus: Option<ResMut<InputFocus>>) {
    if let (Some(mut focus), Some(input)) = (focus, input.iter().next()) {
        focus.set(input, FocusCause::Navigated);
    }
}

/// An observer stepping the option of index `index` (in [`OPTION_NAMES`]).
fn cycle(index: usize) -> impl FnMut(On<Activate>, ResMut<NameField>) {
    move |_, mut field| {
        if let Some(name) = OPTION_NAMES.get(index) {
            field.rules.cycle(name);
        }
    }
}

/// Back to the new-game screen with these options: the saved set if unchanged, else custom.
fn use_rules(
    _: On<Activate>,
    field: Res<NameField>,
    saved: Res<SavedRules>,
    mut setup: ResMut<Setup>,
    mut next: ResMut<NextState<Screen>>,
) {
    setup.rules = match &field.editing {
        Some(name) if saved.get(name) == Some(&field.rules) => RulesChoice::Saved(name.clone()),
        _ => RulesChoice::Custom(field.rules),
    };
    next.set(Screen::NewGame);
}

/// The name typed, without spaces around it.
fn typed(input: &EditableText) -> String {
    input.value().to_string().trim().to_owned()
}

/// Whether `name` is a preset's, in the players' language or in the engine's words.
fn is_preset_name(tr: &Translator, name: &str) -> bool {
    Preset::ALL.iter().any(|&preset| text::preset(tr, preset) == name || preset.name() == name)
}

/// What saving, renaming and deleting a rule set read and change.
#[derive(SystemParam)]
struct Editing<'w, 's> {
    input: Single<'w, 's, &'static EditableText, With<NameInput>>,
    field: ResMut<'w, NameField>,
    saved: ResMut<'w, SavedRules>,
    setup: ResMut<'w, Setup>,
    status: ResMut<'w, Status>,
    tr: Res<'w, Tr>,
}

/// Saves the options under the name typed (replacing a set of that name) and chooses them.
fn save(_: On<Activate>, mut editing: Editing) {
    let Editing { input, field, saved, setup, status, tr } = &mut editing;
    let (tr, name) = (&tr.0, typed(input));
    status.0 = if name.is_empty() {
        tr.t("name-empty")
    } else if is_preset_name(tr, &name) {
        tr.f("name-taken", [("name", name.into())])
    } else {
        match saved.sets.iter_mut().find(|set| set.name == name) {
            Some(set) => set.rules = field.rules,
            None => saved.sets.push(NamedRules { name: name.clone(), rules: field.rules }),
        }
        field.editing = Some(name.clone());
        setup.rules = RulesChoice::Saved(name.clone());
        tr.f("saved-preset", [("name", name.into())])
    };
}

/// Gives the saved set being edited the name typed.
fn rename(_: On<Activate>, mut editing: Editing) {
    let Editing { input, field, saved, setup, status, tr } = &mut editing;
    let (tr, name) = (&tr.0, typed(input));
    let old = field.editing.clone().filter(|old| saved.get(old).is_some());
    status.0 = match old {
        None => tr.f("not-saved", [("name", name.into())]),
        Some(_) if name.is_empty() => tr.t("name-empty"),
        Some(_) if saved.get(&name).is_some() || is_preset_name(tr, &name) => {
            tr.f("name-taken", [("name", name.into())])
        }
        Some(old) => {
            if let Some(set) = saved.sets.iter_mut().find(|set| set.name == old) {
                set.name.clone_from(&name);
            }
            field.editing = Some(name.clone());
            setup.rules = RulesChoice::Saved(name.clone());
            tr.f("renamed-preset", [("name", name.into())])
        }
    };
}

/// Deletes the saved set being edited (or the one named); the options stay, as custom ones.
fn delete(_: On<Activate>, mut editing: Editing) {
    let Editing { input, field, saved, setup, status, tr } = &mut editing;
    let tr = &tr.0;
    let name = field.editing.clone().unwrap_or_else(|| typed(input));
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

fn show_values(tr: Res<Tr>, field: Res<NameField>, mut values: Query<(&ChoiceValue, &mut Text)>) {
    for (shown, text) in &mut values {
        if let Choice::Option(index) = shown.0 {
            let value = OPTION_NAMES.get(index).map(|name| text::option_value(&tr.0, &field.rules, name));
            set_text(text, &value.unwrap_or_default());
        }
    }
}
