//! "My class" ([`Screen::Class`]): the class's four pictures tapped (once: the device remembers
//! them), then the class's children, each his animal large and his name, the child tapping his
//! own, then, in a class that asks it, his three secret pictures. A refusal or a server away is
//! said under it, and the child taps again.

use super::Tablet;
use super::step::{ClassStep, Step};
use super::sync::{Calls, Purpose};
use crate::game::frame::GameSet;
use crate::game::i18n::Tr;
use crate::game::menus::build::screen_builder;
use crate::game::menus::kit::{MenuAction, menu_button, spawn_root};
use crate::game::messages::Rebuild;
use crate::game::profiles::animal;
use crate::game::screens::Screen;
use crate::game::settings::Settings;
use crate::game::theme::{palette, widget};
use crate::net::class::view::{Card, ChildView, ClassView, SignIn};
use crate::net::class::{SECRET_LENGTH, SECRET_PICTURES};
use crate::net::code::PICTURES;
use bevy::prelude::*;
use bevy::ui_widgets::Activate;

/// How many pictures a class's code has.
pub const CODE_LENGTH: usize = 4;

pub(super) fn plugin(app: &mut App) {
    screen_builder(app, Screen::Class, spawn);
    app.init_resource::<ClassStep>()
        .add_systems(PostStartup, open_card)
        .add_systems(OnEnter(Screen::Class), look_up_remembered)
        .add_systems(
            Update,
            (rebuild_on_change, show_tapped).chain().run_if(in_state(Screen::Class)).in_set(GameSet::Present),
        );
}

/// What a tap on this screen may change, and the call it may start.
#[derive(bevy::ecs::system::SystemParam)]
struct Asking<'w> {
    step: ResMut<'w, ClassStep>,
    calls: ResMut<'w, Calls>,
    settings: Res<'w, Settings>,
    tablet: ResMut<'w, Tablet>,
}

impl Asking<'_> {
    /// Starts the call for `purpose`, or says there is no server to ask.
    fn ask(&mut self, purpose: Purpose) {
        match self.settings.class_api() {
            Some(api) => {
                self.calls.ask(&api, purpose);
                self.step.waiting = true;
                self.step.said = None;
            }
            None => self.step.fail("class-tablet-no-server"),
        }
    }

    /// Signs `child` in with the secret tapped.
    fn sign_in(&mut self, child: i64, secret: Vec<u8>) {
        let code = self.step.class.as_ref().map(|class| class.code.clone()).or_else(|| self.tablet.code.clone());
        if let Some(code) = code {
            self.ask(Purpose::SignIn(code, SignIn { child, secret }));
        }
    }
}

/// A page opened from a child's card link signs him in at once.
fn open_card(mut asking: Asking, mut next: ResMut<NextState<Screen>>) {
    let Some(card) = crate::net::class::client::page_card().as_deref().and_then(Card::parse) else {
        return;
    };
    asking.tablet.code = Some(card.code.clone());
    asking.ask(Purpose::SignIn(card.code, SignIn { child: card.child, secret: card.secret }));
    next.set(Screen::Class);
}

/// The class this device remembers is looked up at once: its children are shown.
fn look_up_remembered(mut asking: Asking) {
    if asking.step.waiting {
        return;
    }
    *asking.step = ClassStep { again: asking.step.again, ..ClassStep::default() };
    if let Some(code) = asking.tablet.code.clone() {
        asking.ask(Purpose::Lookup(code));
    }
}

fn spawn(mut commands: Commands, tr: Res<Tr>, step: Res<ClassStep>) {
    let tr = &tr.0;
    spawn_root(&mut commands, Screen::Class, true).with_children(|screen| {
        let heading = match (&step.step, &step.class) {
            (Step::Code(_), _) => tr.t("class-tablet-which"),
            (_, Some(class)) => class.name.clone(),
            (_, None) => String::new(),
        };
        screen.spawn(widget::title(heading, 48.0));
        match &step.step {
            Step::Code(picked) => {
                screen.spawn(widget::body(tr.t("class-tablet-tap-code"), 24.0));
                screen.spawn(row()).with_children(|row| {
                    for slot in 0..CODE_LENGTH {
                        let emoji = picked.get(slot).map_or(" ", |&i| PICTURES[usize::from(i)].1);
                        row.spawn((Slot(slot), slot_card(emoji)));
                    }
                    menu_button(row, MenuAction::Erase, tr.t("button-erase"), erase);
                });
                screen.spawn(grid(8.0)).with_children(|grid| {
                    for (index, (word, emoji)) in PICTURES.iter().enumerate() {
                        grid.spawn(picture_button(format!("Picture {word}"), index, emoji, 64.0)).observe(pick(index));
                    }
                });
            }
            Step::Children => {
                if step.again {
                    screen.spawn(widget::colored(tr.t("class-tablet-again"), 24.0, palette::GOLD));
                }
                screen.spawn(widget::body(tr.t("class-tablet-who"), 24.0));
                let children = step.class.as_ref().map_or(&[][..], |class| &class.children[..]);
                screen.spawn(grid(12.0)).with_children(|grid| {
                    for (at, child) in children.iter().enumerate() {
                        grid.spawn(child_button(at, child)).observe(choose(at));
                    }
                });
            }
            Step::Secret(child, tapped) => {
                let (_, emoji) = animal(child.animal);
                screen.spawn(widget::body(format!("{emoji} {}", child.name), 32.0));
                screen.spawn(widget::body(tr.t("class-tablet-secret"), 24.0));
                screen.spawn(row()).with_children(|row| {
                    for slot in 0..SECRET_LENGTH {
                        row.spawn((Slot(slot), slot_card(if slot < tapped.len() { SECRET_DOT } else { " " })));
                    }
                });
                screen.spawn(Node { max_width: Val::Px(3.0 * 124.0), ..grid(12.0) }).with_children(|grid| {
                    for (index, (word, emoji)) in PICTURES.iter().take(SECRET_PICTURES).enumerate() {
                        grid.spawn(picture_button(format!("Secret {word}"), index, emoji, 108.0)).observe(pick(index));
                    }
                });
            }
        }
        if step.waiting {
            screen.spawn(widget::body(tr.t("class-tablet-waiting"), 24.0));
        }
        if let Some(said) = step.said {
            screen.spawn(widget::colored(tr.t(said), 24.0, palette::GOLD));
        }
        screen.spawn(widget::button_row()).with_children(|row| {
            menu_button(row, MenuAction::Back, tr.t("button-back"), back);
            if step.step == Step::Children {
                menu_button(row, MenuAction::OtherClass, tr.t("class-tablet-other"), other_class);
            }
        });
    });
}

/// A row of the places where tapped pictures show.
fn row() -> Node {
    Node { column_gap: Val::Px(12.0), align_items: AlignItems::Center, ..default() }
}

/// Buttons wrapping as the window needs, `gap` apart.
fn grid(gap: f32) -> Node {
    Node {
        flex_wrap: FlexWrap::Wrap,
        justify_content: JustifyContent::Center,
        column_gap: Val::Px(gap),
        row_gap: Val::Px(gap),
        max_width: Val::Px(1100.0),
        ..default()
    }
}

/// A place for a tapped picture: a cream card, fixed in size so that nothing moves.
fn slot_card(emoji: &str) -> impl Bundle {
    (
        Node {
            width: Val::Px(72.0),
            height: Val::Px(72.0),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            border_radius: BorderRadius::all(Val::Px(14.0)),
            ..default()
        },
        BackgroundColor(palette::CREAM),
        children![(Text::new(emoji), TextFont::from_font_size(46.0), TextColor(palette::DARK))],
    )
}

/// A picture to tap, `side` points square.
fn picture_button(name: String, index: usize, emoji: &str, side: f32) -> impl Bundle {
    (
        Name::new(name),
        MenuAction::ClassPicture(index),
        widget::button_base(Node {
            width: Val::Px(side),
            height: Val::Px(side),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            border_radius: BorderRadius::all(Val::Px(14.0)),
            ..default()
        }),
        children![(Text::new(emoji.to_owned()), TextFont::from_font_size(side * 0.6), TextColor(palette::CREAM))],
    )
}

/// A child of the class: his animal large, his first name under it.
fn child_button(at: usize, child: &ChildView) -> impl Bundle {
    let (_, emoji) = animal(child.animal);
    (
        Name::new(format!("Child {}", child.name)),
        MenuAction::ClassChild(at),
        widget::button_base(Node {
            width: Val::Px(112.0),
            height: Val::Px(112.0),
            flex_direction: FlexDirection::Column,
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            border_radius: BorderRadius::all(Val::Px(18.0)),
            ..default()
        }),
        children![
            (Text::new(emoji), TextFont::from_font_size(56.0), TextColor(palette::CREAM)),
            (Text::new(child.name.clone()), TextFont::from_font_size(20.0), TextColor(palette::CREAM)),
        ],
    )
}

/// A picture tapped: of the class's code (the fourth looks the class up), or of the child's
/// secret (the last signs him in).
fn pick(index: usize) -> impl FnMut(On<Activate>, Asking) {
    move |_, mut asking| {
        if asking.step.waiting {
            return;
        }
        let picture = u8::try_from(index).unwrap_or(0);
        // A new try: what the last one said goes.
        asking.step.said = None;
        match &mut asking.step.step {
            Step::Code(picked) if picked.len() < CODE_LENGTH => {
                picked.push(picture);
                if picked.len() == CODE_LENGTH {
                    let words: Vec<&str> = picked.iter().map(|&i| PICTURES[usize::from(i)].0).collect();
                    let code = words.join("-");
                    asking.ask(Purpose::Lookup(code));
                }
            }
            Step::Secret(child, tapped) if tapped.len() < SECRET_LENGTH => {
                tapped.push(picture);
                if tapped.len() == SECRET_LENGTH {
                    let (child, secret) = (child.id, tapped.clone());
                    asking.sign_in(child, secret);
                }
            }
            _ => {}
        }
    }
}

fn erase(_: On<Activate>, mut step: ResMut<ClassStep>) {
    if let Step::Code(picked) = &mut step.step {
        picked.pop();
        step.said = None;
    }
}

/// The child tapped his animal: his secret asked, or he signs in.
fn choose(at: usize) -> impl FnMut(On<Activate>, Asking) {
    move |_, mut asking| {
        let Some(class) = asking.step.class.clone().filter(|_| !asking.step.waiting) else {
            return;
        };
        let Some(child) = class.children.get(at) else {
            return;
        };
        if class.secrets {
            asking.step.step = Step::Secret(child.clone(), Vec::new());
            asking.step.said = None;
        } else {
            asking.sign_in(child.id, Vec::new());
        }
    }
}

/// Back one step: from the secret to the children, else to "Who is playing?".
fn back(_: On<Activate>, mut step: ResMut<ClassStep>, mut calls: ResMut<Calls>, mut next: ResMut<NextState<Screen>>) {
    calls.asked = None;
    if matches!(step.step, Step::Secret(..)) {
        step.step = Step::Children;
        step.said = None;
        step.waiting = false;
    } else {
        *step = ClassStep::default();
        next.set(Screen::Who);
    }
}

/// Another class: the code remembered is forgotten.
fn other_class(_: On<Activate>, mut step: ResMut<ClassStep>, mut tablet: ResMut<Tablet>) {
    tablet.code = None;
    *step = ClassStep::default();
}

/// What the screen's shape rests on: the step (without the pictures tapped so far, which
/// [`show_tapped`] shows in place), the class, a call on its way, what was said.
fn shape(step: &ClassStep) -> (u8, Option<i64>, Option<ClassView>, bool, Option<&'static str>) {
    let (kind, child) = match &step.step {
        Step::Code(_) => (0, None),
        Step::Children => (1, None),
        Step::Secret(child, _) => (2, Some(child.id)),
    };
    (kind, child, step.class.clone(), step.waiting, step.said)
}

/// The screen is built again when its shape changes; a picture tapped only fills its place.
fn rebuild_on_change(
    step: Res<ClassStep>,
    mut rebuild: MessageWriter<Rebuild>,
    mut shown: Local<Option<(u8, Option<i64>, Option<ClassView>, bool, Option<&'static str>)>>,
) {
    if !step.is_changed() {
        return;
    }
    let now = shape(&step);
    if shown.as_ref().is_some_and(|before| *before != now) {
        rebuild.write(Rebuild);
    }
    *shown = Some(now);
}

/// The pictures tapped so far, in their places: the class's code's pictures, or a dot for each
/// secret picture.
fn show_tapped(step: Res<ClassStep>, slots: Query<(&Slot, &Children)>, mut texts: Query<&mut Text>) {
    for (slot, children) in &slots {
        let shown = match &step.step {
            Step::Code(picked) => picked.get(slot.0).map_or(" ", |&i| PICTURES[usize::from(i)].1),
            Step::Secret(_, tapped) if slot.0 < tapped.len() => SECRET_DOT,
            _ => " ",
        };
        if let Some(mut text) = children.first().and_then(|child| texts.get_mut(*child).ok())
            && text.0 != shown
        {
            shown.clone_into(&mut text.0);
        }
    }
}

/// What shows in a place of the secret for each picture tapped (Andika draws it: a test holds
/// it to the font).
pub const SECRET_DOT: &str = "•";

/// One of the places where a tapped picture shows.
#[derive(Component, Clone, Copy, Debug)]
struct Slot(usize);
