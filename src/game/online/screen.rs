//! The screen for two devices. **Make a room**: the room's three pictures shown large, to be
//! tapped on the other device, while it waits for the other player. **Join** or **Watch**: tap
//! the three pictures (a child copies them without reading), or type their words or numbers
//! (a grown-up), then Play or Watch. On the
//! desktop the server's address is typed here once and kept in the settings; a web page uses
//! the server it came from. The room itself is [`room`](super::room).

use super::room::{self as online, Room, RoomNote};
use crate::engine::Side;
use crate::game::frame::GameSet;
use crate::game::i18n::Tr;
use crate::game::menus::build::screen_builder;
use crate::game::menus::kit::{MenuAction, menu_button, spawn_root};
use crate::game::messages::Rebuild;
use crate::game::profiles::{Profile, Profiles};
use crate::game::screens::Screen;
use crate::game::settings::{SavedRules, Settings, Setup};
use crate::game::theme::{icon, palette, widget};
use crate::net::code::{Code, PICTURES};
use crate::net::device::Device;
use crate::net::link::{page_rooms_url, rooms_url_of};
use crate::net::session::Role;
use crate::net::wire;
use bevy::prelude::*;
use bevy::text::EditableText;
use bevy::ui_widgets::Activate;

pub(super) fn plugin(app: &mut App) {
    screen_builder(app, Screen::Online, spawn);
    app.init_resource::<Picked>()
        .add_systems(Update, (rebuild_on_news, show_picked).run_if(in_state(Screen::Online)).in_set(GameSet::Present))
        .add_systems(Update, keep_typed_server.run_if(in_state(Screen::Online)));
}

/// The server's address is kept in the settings as it is typed: left with Back, it is there
/// the next time, and "My class" asks that server at once.
fn keep_typed_server(
    fields: Query<&EditableText, (With<ServerInput>, Changed<EditableText>)>,
    mut settings: ResMut<Settings>,
) {
    for field in &fields {
        let typed = field.value().to_string().trim().to_owned();
        if settings.server != typed {
            settings.server = typed;
        }
    }
}

/// The pictures of a room's code tapped so far (indices into [`PICTURES`], at most three).
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
struct Picked(Vec<u8>);

/// One of the three places where a tapped picture shows.
#[derive(Component, Clone, Copy, Debug)]
struct Slot(usize);

/// The field where a grown-up types the server's address (desktop).
#[derive(Component, Clone, Copy, Debug)]
pub struct ServerInput;

/// The field where a grown-up types the room's code: its words or numbers (`lion-mango-owl`,
/// `15-28-17`). A code typed fills the three places as if its pictures were tapped.
#[derive(Component, Clone, Copy, Debug)]
pub struct CodeInput;

/// What the screen shows, from the room: choosing, connecting, or the room's code.
#[derive(Clone, Debug, PartialEq, Eq)]
enum View {
    Choose,
    Connecting,
    Code(String),
}

fn view(room: &Room) -> View {
    match room.device.as_ref() {
        None => View::Choose,
        Some(device) if device.given_up.is_some() => View::Choose,
        Some(device) => match (device.session.seat(), device.session.code()) {
            (Some(_), Some(code)) if device.session.view.is_some() => View::Code(code.to_owned()),
            _ => View::Connecting,
        },
    }
}

fn spawn(mut commands: Commands, tr: Res<Tr>, room: Res<Room>, note: Res<RoomNote>, settings: Res<Settings>) {
    let tr = &tr.0;
    spawn_root(&mut commands, Screen::Online, true).with_children(|screen| {
        screen.spawn(widget::title(tr.t("online-title"), 48.0));
        let shown = view(&room);
        match &shown {
            View::Code(code) => {
                screen.spawn(widget::body(tr.t("online-your-code"), 24.0));
                screen.spawn(pictures_row()).with_children(|row| {
                    for word in code.split('-') {
                        // The word and number under each picture, for a grown-up to type.
                        let index = PICTURES.iter().position(|(w, _)| *w == word);
                        let emoji = index.map_or("?", |i| PICTURES[i].1);
                        let words = index.map_or_else(|| word.to_owned(), |i| format!("{word} {}", i + 1));
                        row.spawn(picture_card(emoji, 96.0, Some(&words)));
                    }
                });
                if let Some(view) = room.device.as_ref().and_then(|device| device.session.view.as_ref()) {
                    screen.spawn(widget::body(online::terms(&view.setup, tr), 22.0));
                }
                screen.spawn(widget::colored(tr.t("online-waiting-other"), 24.0, palette::GOLD));
            }
            View::Connecting => {
                screen.spawn(widget::colored(tr.t("online-connecting"), 24.0, palette::GOLD));
            }
            View::Choose => {
                if room.kept.is_some() {
                    // A game on two devices not over, left when the game was closed.
                    screen
                        .spawn((
                            Name::new("Menu Rejoin"),
                            MenuAction::Rejoin,
                            widget::big_button(icon::FORWARD, tr.t("button-rejoin")),
                        ))
                        .observe(rejoin);
                }
                screen.spawn(widget::body(tr.t("online-about"), 22.0));
                if page_rooms_url().is_none() {
                    screen.spawn(widget::field_row()).with_children(|row| {
                        row.spawn(widget::label_with_about(tr.t("label-server"), tr.t("about-server")));
                        row.spawn(widget::text_field(ServerInput, &settings.server, 80, 300.0));
                    });
                }
                screen
                    .spawn((
                        Name::new("Menu MakeRoom"),
                        MenuAction::MakeRoom,
                        widget::big_button(icon::PLAY, tr.t("button-make-room")),
                    ))
                    .observe(make);
                // Under the button that was tapped, below the field it may speak of.
                screen.spawn(refusal_place(note.refused.clone()));
                screen.spawn(widget::body(tr.t("online-tap-code"), 22.0));
                screen.spawn(pictures_row()).with_children(|row| {
                    for slot in 0..3 {
                        row.spawn((Slot(slot), picture_card(" ", 56.0, None)));
                    }
                    menu_button(row, MenuAction::Erase, tr.t("button-erase"), erase);
                });
                screen.spawn(widget::field_row()).with_children(|row| {
                    row.spawn(widget::body(tr.t("online-type-code"), 20.0));
                    row.spawn(widget::text_field(CodeInput, "", 40, 280.0));
                });
                screen
                    .spawn(Node {
                        flex_wrap: FlexWrap::Wrap,
                        justify_content: JustifyContent::Center,
                        column_gap: Val::Px(8.0),
                        row_gap: Val::Px(8.0),
                        max_width: Val::Px(1100.0),
                        ..default()
                    })
                    .with_children(|grid| {
                        for (index, (word, emoji)) in PICTURES.iter().enumerate() {
                            grid.spawn((
                                Name::new(format!("Picture {word}")),
                                MenuAction::Picture(index),
                                widget::button_base(Node {
                                    width: Val::Px(64.0),
                                    height: Val::Px(64.0),
                                    justify_content: JustifyContent::Center,
                                    align_items: AlignItems::Center,
                                    border_radius: BorderRadius::all(Val::Px(12.0)),
                                    ..default()
                                }),
                                children![(
                                    Text::new(*emoji),
                                    TextFont::from_font_size(38.0),
                                    TextColor(palette::CREAM)
                                )],
                            ))
                            .observe(pick(index));
                        }
                    });
                screen.spawn(widget::button_row()).with_children(|row| {
                    menu_button(row, MenuAction::JoinRoom, tr.t("button-join"), join(false));
                    menu_button(row, MenuAction::WatchRoom, tr.t("button-watch"), join(true));
                });
            }
        }
        if shown != View::Choose {
            screen.spawn(refusal_place(note.refused.clone()));
        }
        screen.spawn(widget::button_row()).with_children(|row| {
            menu_button(row, MenuAction::Back, tr.t("button-back"), back);
        });
    });
}

/// Why the room could not be entered, in a place kept whether it says something or not, so
/// that no button moves under a finger when it does (issue 71: a refusal pushed Back 40 pixels
/// down, past the window's edge, where a tap then missed it).
fn refusal_place(refused: Option<String>) -> impl Bundle {
    (
        Name::new("Refusal's place"),
        Node {
            min_height: Val::Px(REFUSAL_PLACE),
            flex_direction: FlexDirection::Column,
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            ..default()
        },
        Children::spawn(SpawnIter(refused.map(|line| widget::colored(line, 19.0, palette::GOLD)).into_iter())),
    )
}

/// The height kept for a refusal, in logical pixels: three lines of its 19-pixel type (the
/// longest, "no server yet", on a tablet held upright with bigger text).
const REFUSAL_PLACE: f32 = 72.0;

/// A row of pictures, wrapping on a narrow window.
fn pictures_row() -> Node {
    Node {
        column_gap: Val::Px(16.0),
        row_gap: Val::Px(8.0),
        flex_wrap: FlexWrap::Wrap,
        justify_content: JustifyContent::Center,
        align_items: AlignItems::Center,
        ..default()
    }
}

/// A picture of a room's code on a cream card, `size` points, its word under it if given.
fn picture_card(emoji: &str, size: f32, word: Option<&str>) -> impl Bundle {
    (
        Node {
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            justify_content: JustifyContent::Center,
            // Fixed, so that a picture tapped in moves nothing beside it.
            width: Val::Px(size * 1.5),
            height: Val::Px(size * 1.5 + if word.is_some() { 22.0 } else { 0.0 }),
            padding: UiRect::all(Val::Px(8.0)),
            border_radius: BorderRadius::all(Val::Px(18.0)),
            ..default()
        },
        BackgroundColor(palette::CREAM),
        children![
            (Text::new(emoji), TextFont::from_font_size(size), TextColor(palette::DARK)),
            (Text::new(word.unwrap_or_default()), TextFont::from_font_size(18.0), TextColor(palette::DARK)),
        ],
    )
}

/// What entering a room from this screen takes: the server's address (the page's own, or the
/// one typed, kept in the settings), the room, and what the screen says.
#[derive(bevy::ecs::system::SystemParam)]
struct Entering<'w, 's> {
    fields: Query<'w, 's, &'static EditableText, With<ServerInput>>,
    settings: ResMut<'w, Settings>,
    room: ResMut<'w, Room>,
    note: ResMut<'w, RoomNote>,
    tr: Res<'w, Tr>,
}

impl Entering<'_, '_> {
    /// Connects to the server as `role`; with no server known, the screen says how to get one.
    fn enter(&mut self, role: Role) {
        let url = page_rooms_url().or_else(|| {
            if let Ok(typed) = self.fields.single() {
                let typed = typed.value().to_string().trim().to_owned();
                if self.settings.server != typed {
                    self.settings.server = typed;
                }
            }
            rooms_url_of(&self.settings.server)
        });
        let Some(url) = url else {
            // Said on the screen built again ([`rebuild_on_news`]).
            self.note.refused = Some(self.tr.0.t("online-server-none"));
            return;
        };
        *self.note = RoomNote::default();
        self.room.enter(Device::open(&url, role));
    }
}

/// Makes a room with the new-game screen's rules, names, first player and match; this device
/// sits South, named as typed there or else as the child playing is (his animal and name).
fn make(_: On<Activate>, setup: Res<Setup>, saved: Res<SavedRules>, profiles: Res<Profiles>, mut entering: Entering) {
    let mut names = setup.names.clone();
    if names[Side::South].trim().is_empty() {
        names[Side::South] = profiles.current().map(Profile::label).unwrap_or_default();
    }
    let room_setup =
        wire::Setup { rules: setup.rules(&saved), names, starter: setup.first, games: setup.games, class: None };
    entering.enter(Role::Make { setup: room_setup, seat: Side::South });
}

/// Joins (or watches) the room whose three pictures were tapped; the joiner is named as the
/// child playing is (his animal and name), if a child was chosen.
fn join(watch: bool) -> impl FnMut(On<Activate>, Res<Picked>, Res<Profiles>, Entering) {
    move |_, picked, profiles, mut entering| {
        if picked.0.len() < 3 {
            return;
        }
        let code = picked.0.iter().map(|&i| PICTURES[usize::from(i)].0).collect::<Vec<_>>().join("-");
        let name = profiles.current().map(Profile::label);
        entering.enter(if watch { Role::Watch { code, token: None } } else { Role::Join { code, seat: None, name } });
    }
}

/// Takes back the seat kept from before.
fn rejoin(_: On<Activate>, mut room: ResMut<Room>, mut note: ResMut<RoomNote>) {
    take_back_seat(&mut room, &mut note);
}

/// Connects to take back the seat kept in a game on two devices not over, if any: the screen
/// for two devices then shows the board once both players sit. Whether there was one.
pub(crate) fn take_back_seat(room: &mut Room, note: &mut RoomNote) -> bool {
    let Some(kept) = room.kept.clone() else { return false };
    *note = RoomNote::default();
    room.enter(Device::open(&kept.url, kept.role()));
    true
}

fn pick(index: usize) -> impl FnMut(On<Activate>, ResMut<Picked>) {
    move |_, mut picked| {
        if picked.0.len() < 3 {
            picked.0.push(u8::try_from(index).unwrap_or(0));
        }
    }
}

fn erase(_: On<Activate>, mut picked: ResMut<Picked>) {
    picked.0.pop();
}

/// Back to the new-game screen; a room made or joined is left.
fn back(_: On<Activate>, mut room: ResMut<Room>, mut note: ResMut<RoomNote>, mut next: ResMut<NextState<Screen>>) {
    room.leave();
    *note = RoomNote::default();
    next.set(Screen::NewGame);
}

/// The screen is built again when the room answers (its code, a refusal).
fn rebuild_on_news(
    room: Res<Room>,
    note: Res<RoomNote>,
    mut rebuild: MessageWriter<Rebuild>,
    mut shown: Local<Option<(View, Option<String>)>>,
) {
    let now = (view(&room), note.refused.clone());
    match shown.as_ref() {
        Some(before) if *before != now => {
            rebuild.write(Rebuild);
            *shown = Some(now);
        }
        Some(_) => {}
        None => *shown = Some(now),
    }
}

/// The pictures tapped (or typed), in their places; Play and Watch wait for the third.
fn show_picked(
    mut picked: ResMut<Picked>,
    typed: Query<&EditableText, (With<CodeInput>, Changed<EditableText>)>,
    slots: Query<(&Slot, &Children)>,
    mut texts: Query<&mut Text>,
    mut buttons: Query<(Entity, &MenuAction, Has<bevy::ui::InteractionDisabled>)>,
    mut commands: Commands,
) {
    // A code typed whole stands for its three pictures.
    for field in &typed {
        if let Ok(code) = field.value().to_string().parse::<Code>()
            && picked.0 != code.0
        {
            picked.0 = code.0.to_vec();
        }
    }
    for (slot, children) in &slots {
        let emoji = picked.0.get(slot.0).map_or(" ", |&i| PICTURES[usize::from(i)].1);
        if let Some(mut text) = children.first().and_then(|child| texts.get_mut(*child).ok())
            && text.0 != emoji
        {
            text.0 = emoji.to_owned();
        }
    }
    for (entity, action, disabled) in &mut buttons {
        if matches!(action, MenuAction::JoinRoom | MenuAction::WatchRoom) {
            crate::game::theme::interaction::set_enabled(&mut commands, entity, picked.0.len() == 3, disabled);
        }
    }
}
