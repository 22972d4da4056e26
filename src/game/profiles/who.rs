//! "Who is playing?": each child's picture and name in a big button, and a "+" to add one (his
//! animal tapped, his name typed if he likes). A grown-up's **Change** shows under each child
//! Rename and Remove; Remove asks a second tap, so that a child does not remove a friend by
//! accident.

use super::{ANIMALS, MOST_PROFILES, NAME_LENGTH, Profile, Profiles, animal, clip};
use crate::game::class::sync::ClassServer;
use crate::game::frame::GameSet;
use crate::game::i18n::Tr;
use crate::game::menus::build::screen_builder;
use crate::game::menus::kit::{MenuAction, menu_button, spawn_root};
use crate::game::messages::Rebuild;
use crate::game::screens::Screen;
use crate::game::theme::{icon, palette, widget};
use bevy::prelude::*;
use bevy::text::EditableText;
use bevy::ui_widgets::Activate;

pub(super) fn plugin(app: &mut App) {
    // Picking writes them; without it (the headless tests) none come.
    screen_builder(app, Screen::Who, spawn);
    app.add_message::<Pointer<Press>>().init_resource::<WhoView>().add_systems(OnExit(Screen::Who), leave).add_systems(
        Update,
        (disarm_on_tap_elsewhere, rebuild_on_change).chain().run_if(in_state(Screen::Who)).in_set(GameSet::Present),
    );
}

/// What the screen shows: the children, the children with a grown-up's buttons, or the animals
/// for a child being added or renamed.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WhoView {
    /// A grown-up's Rename and Remove shown.
    pub changing: bool,
    /// The child whose Remove was tapped once.
    pub confirm: Option<usize>,
    /// The animals shown: for a new child (`Some(None)`) or to rename one.
    pub choosing: Option<Option<usize>>,
}

/// The name typed for the child being added or renamed.
#[derive(Component, Clone, Copy, Debug)]
pub struct WhoName;

/// The size of a child's button, and of an animal's.
const CARD: f32 = 132.0;
const ANIMAL: f32 = 84.0;
/// The width of a child's card with a grown-up's buttons under it: the same whether Remove
/// asks its second tap or not, so that nothing moves when it does.
const CHANGING_CARD: f32 = 240.0;
/// The height of Remove, room for two lines of "Tap again to remove" in every language.
const REMOVE_HEIGHT: f32 = 76.0;

fn spawn(
    mut commands: Commands,
    tr: Res<Tr>,
    profiles: Res<Profiles>,
    view: Res<WhoView>,
    class_server: Res<ClassServer>,
) {
    let tr = &tr.0;
    spawn_root(&mut commands, Screen::Who, true).with_children(|screen| {
        if let Some(renamed) = view.choosing {
            let renamed = renamed.and_then(|at| profiles.list.get(at));
            let name = renamed.map_or("", |profile| profile.name.as_str());
            screen.spawn(widget::title(tr.t("who-animal"), 54.0));
            screen.spawn(widget::field_row()).with_children(|row| {
                row.spawn(widget::body(tr.t("who-name"), 22.0));
                row.spawn(widget::text_field(WhoName, name, NAME_LENGTH, 300.0));
            });
            screen.spawn(grid()).with_children(|grid| {
                for index in 0..ANIMALS {
                    let (word, emoji) = animal(index as u8);
                    // The child renamed sees his animal now, framed in gold as on his card.
                    let his = renamed.is_some_and(|profile| usize::from(profile.picture) == index);
                    grid.spawn((
                        Name::new(format!("Animal {word}")),
                        MenuAction::Animal(index),
                        widget::button_base(Node { border: UiRect::all(Val::Px(4.0)), ..square(ANIMAL) }),
                        BorderColor::all(if his { palette::GOLD } else { Color::NONE }),
                        children![(Text::new(emoji), TextFont::from_font_size(52.0), TextColor(palette::CREAM))],
                    ))
                    .observe(choose_animal(index as u8));
                }
            });
            screen.spawn(widget::button_row()).with_children(|row| {
                menu_button(
                    row,
                    MenuAction::Back,
                    tr.t("button-back"),
                    |_: On<Activate>, mut view: ResMut<WhoView>| {
                        view.choosing = None;
                    },
                );
            });
            return;
        }
        screen.spawn(widget::title(tr.t("who-title"), 54.0));
        screen.spawn(grid()).with_children(|grid| {
            for (at, profile) in profiles.list.iter().enumerate() {
                let width = if view.changing { Val::Px(CHANGING_CARD) } else { Val::Auto };
                let column = Node {
                    flex_direction: FlexDirection::Column,
                    align_items: AlignItems::Center,
                    row_gap: Val::Px(8.0),
                    width,
                    ..default()
                };
                grid.spawn(column).with_children(|card| {
                    card.spawn(child_button(at, profile, profiles.current == Some(at))).observe(choose_child(at));
                    if view.changing {
                        let rename_label = tr.t("who-rename");
                        card.spawn(card_button(MenuAction::RenameProfile(at), rename_label, false)).observe(rename(at));
                        let armed = view.confirm == Some(at);
                        let remove = if armed { tr.t("who-sure") } else { tr.t("who-remove") };
                        card.spawn(card_button(MenuAction::RemoveProfile(at), remove, armed)).observe(remove_child(at));
                    }
                });
            }
            if profiles.list.len() < MOST_PROFILES && !view.changing {
                grid.spawn((
                    Name::new("Menu AddProfile"),
                    MenuAction::AddProfile,
                    crate::game::access::Spoken("who-add"),
                    // The children's cards' frame, unseen: the same size as theirs.
                    widget::button_base(Node { border: UiRect::all(Val::Px(4.0)), ..square(CARD) }),
                    BorderColor::all(Color::NONE),
                    children![(Text::new("+"), TextFont::from_font_size(72.0), TextColor(palette::GOLD))],
                ))
                .observe(|_: On<Activate>, mut view: ResMut<WhoView>| view.choosing = Some(None));
            }
        });
        screen.spawn(widget::button_row()).with_children(|row| {
            // A device of a class server (its page, or the desktop set to its address).
            if class_server.0 && !view.changing {
                menu_button(row, MenuAction::MyClass, tr.t("who-class"), crate::game::menus::kit::go(Screen::Class));
            }
            if profiles.current().is_some() && !view.changing {
                menu_button(row, MenuAction::Back, tr.t("button-back"), crate::game::menus::kit::go(Screen::Title));
            }
            if !profiles.list.is_empty() {
                let label = if view.changing { tr.t("who-done") } else { tr.t("who-change") };
                menu_button(row, MenuAction::ChangeProfiles, label, |_: On<Activate>, mut view: ResMut<WhoView>| {
                    *view = WhoView { changing: !view.changing, ..WhoView::default() };
                });
            }
        });
    });
}

/// The children's and the animals' buttons, wrapping as the window needs.
fn grid() -> Node {
    Node {
        flex_wrap: FlexWrap::Wrap,
        justify_content: JustifyContent::Center,
        column_gap: Val::Px(14.0),
        row_gap: Val::Px(14.0),
        max_width: Val::Px(1100.0),
        ..default()
    }
}

fn square(side: f32) -> Node {
    Node {
        width: Val::Px(side),
        height: Val::Px(side),
        flex_direction: FlexDirection::Column,
        justify_content: JustifyContent::Center,
        align_items: AlignItems::Center,
        border_radius: BorderRadius::all(Val::Px(18.0)),
        ..default()
    }
}

/// A child's button: his animal large, his name under it; the one playing framed in gold.
fn child_button(at: usize, profile: &Profile, playing: bool) -> impl Bundle {
    let (_, emoji) = animal(profile.picture);
    let frame = if playing { palette::GOLD } else { Color::NONE };
    (
        Name::new(format!("Menu {:?}", MenuAction::Profile(at))),
        MenuAction::Profile(at),
        widget::button_base(Node { border: UiRect::all(Val::Px(4.0)), ..square(CARD) }),
        BorderColor::all(frame),
        children![
            (Text::new(emoji), TextFont::from_font_size(64.0), TextColor(palette::CREAM)),
            (Text::new(profile.name.clone()), TextFont::from_font_size(22.0), TextColor(palette::CREAM)),
        ],
    )
}

/// A grown-up's button under a child's card, as wide as the card's column: Rename, or Remove
/// (`armed`: its second tap removes; the same size, framed in gold, its words on up to two
/// lines, without its picture).
fn card_button(action: MenuAction, label: String, armed: bool) -> impl Bundle {
    let shape = Node {
        width: Val::Percent(100.0),
        min_height: Val::Px(if matches!(action, MenuAction::RemoveProfile(_)) { REMOVE_HEIGHT } else { 50.0 }),
        column_gap: Val::Px(12.0),
        padding: UiRect::axes(Val::Px(16.0), Val::Px(8.0)),
        border: UiRect::all(Val::Px(3.0)),
        border_radius: BorderRadius::all(Val::Px(14.0)),
        ..default()
    };
    let glyph = action.icon().filter(|_| !armed);
    (
        Name::new(format!("Menu {action:?}")),
        action,
        widget::button_base(shape),
        BorderColor::all(if armed { palette::GOLD } else { Color::NONE }),
        Children::spawn((
            SpawnIter(glyph.map(|glyph| icon::icon(glyph, 22.0, palette::GOLD)).into_iter()),
            Spawn((
                Text::new(label),
                TextFont::from_font_size(if armed { 20.0 } else { 24.0 }),
                TextColor(palette::CREAM),
                TextLayout::justify(bevy::text::Justify::Center),
            )),
        )),
    )
}

/// A tap on the screen that is on none of its buttons takes back Remove's first tap (a tap on a
/// button does so in its own action, after its release, so that the screen is not rebuilt under
/// the finger).
fn disarm_on_tap_elsewhere(
    mut presses: MessageReader<Pointer<Press>>,
    actions: Query<(), With<MenuAction>>,
    parents: Query<&ChildOf>,
    mut view: ResMut<WhoView>,
) {
    for press in presses.read() {
        let on_a_button = std::iter::once(press.entity)
            .chain(parents.iter_ancestors(press.entity))
            .any(|entity| actions.contains(entity));
        if !on_a_button && view.confirm.is_some() {
            view.confirm = None;
        }
    }
}

/// The child tapped plays: to the title, which greets him. While a grown-up changes the
/// children, a tap on a card takes back Remove's first tap.
fn choose_child(at: usize) -> impl FnMut(On<Activate>, ResMut<Profiles>, ResMut<WhoView>, ResMut<NextState<Screen>>) {
    move |_, mut profiles, mut view, mut next| {
        if view.changing && view.confirm.is_some() {
            view.confirm = None;
        }
        if view.changing || at >= profiles.list.len() {
            return;
        }
        profiles.current = Some(at);
        next.set(Screen::Title);
    }
}

/// The animal tapped: a new child with it (and the name typed) plays; or the child renamed
/// takes it and the name.
fn choose_animal(
    picture: u8,
) -> impl FnMut(
    On<Activate>,
    ResMut<Profiles>,
    ResMut<WhoView>,
    Query<&EditableText, With<WhoName>>,
    ResMut<NextState<Screen>>,
) {
    move |_, mut profiles, mut view, typed, mut next| {
        let name = typed.iter().next().map(|field| clip(&field.value().to_string())).unwrap_or_default();
        match view.choosing {
            Some(None) => {
                if profiles.add(Profile::new(picture, &name)).is_some() {
                    next.set(Screen::Title);
                }
                view.choosing = None;
            }
            Some(Some(at)) => {
                if let Some(profile) = profiles.list.get_mut(at) {
                    profile.picture = picture;
                    profile.name = name;
                }
                view.choosing = None;
            }
            None => {}
        }
    }
}

fn rename(at: usize) -> impl FnMut(On<Activate>, ResMut<WhoView>) {
    move |_, mut view| {
        view.choosing = Some(Some(at));
        view.confirm = None;
    }
}

/// Remove, once to ask, twice to remove.
fn remove_child(at: usize) -> impl FnMut(On<Activate>, ResMut<Profiles>, ResMut<WhoView>) {
    move |_, mut profiles, mut view| {
        if view.confirm == Some(at) {
            profiles.remove(at);
            view.confirm = None;
            if profiles.list.is_empty() {
                view.changing = false;
            }
        } else {
            view.confirm = Some(at);
        }
    }
}

/// Leaving for another screen forgets what it showed.
fn leave(mut view: ResMut<WhoView>) {
    *view = WhoView::default();
}

/// The screen is built again when what it shows changes.
fn rebuild_on_change(view: Res<WhoView>, class_server: Res<ClassServer>, mut rebuild: MessageWriter<Rebuild>) {
    if (view.is_changed() && !view.is_added()) || (class_server.is_changed() && !class_server.is_added()) {
        rebuild.write(Rebuild);
    }
}
