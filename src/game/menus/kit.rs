//! The menus' kit, below every screen: what a menu button does ([`MenuAction`]) and the
//! button itself, a screen's root, a row that steps a [`Choice`], the status line, the way back
//! on Escape, and a screen's builder, run on entering it and again where it stands when the
//! language changes or the screen asks ([`Rebuild`]). The screens
//! ([`screens`](super::screens)) and the online screen ([`online`](super::online)) build their
//! menus with it.

use super::scroll;
use crate::game::frame::GameSet;
use crate::game::persist::Notices;
use crate::game::screens::Screen;
use crate::game::theme::set_text;
use crate::game::theme::{icon, palette, widget};
use bevy::ecs::system::IntoObserverSystem;
use bevy::prelude::*;
use bevy::ui_widgets::Activate;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Status>()
        .add_systems(Update, (status_line, scroll::show_signs).in_set(GameSet::Present))
        .add_systems(Update, back_on_escape.in_set(GameSet::Devices));
}

/// Escape presses the Back button of the screen shown, if it has one (the keyboard's way back;
/// Tab, Enter and Space are `theme::keyboard`'s).
fn back_on_escape(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    buttons: Query<(Entity, &MenuAction, &InheritedVisibility)>,
    mut commands: Commands,
) {
    if !keys.is_some_and(|keys| keys.just_pressed(KeyCode::Escape)) {
        return;
    }
    let back = buttons.iter().find(|(_, action, shown)| **action == MenuAction::Back && shown.get());
    if let Some((entity, _, _)) = back {
        commands.trigger(Activate { entity });
    }
}

/// What a menu button does: the mark by which it is found (the observer spawned with it acts).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MenuAction {
    /// One tap to a game against the friend, for a child.
    QuickPlay,
    /// "Who is playing?" (the title's greeting).
    WhoPlays,
    /// The child who plays (his index among the profiles).
    Profile(usize),
    /// Add a child.
    AddProfile,
    /// The picture of the child being added or renamed (an index below the animals').
    Animal(usize),
    /// For a grown-up: rename or remove children, or stop doing so.
    ChangeProfiles,
    /// Rename the child (his index).
    RenameProfile(usize),
    /// Remove the child (his index); a second tap confirms.
    RemoveProfile(usize),
    /// Back to the game in progress.
    Continue,
    /// To the new-game screen.
    NewGame,
    /// The rules, over the title or the board.
    Rules,
    /// The settings, over the title or the board.
    Settings,
    /// To the records to import.
    Import,
    /// To the lessons and puzzles.
    Learn,
    /// Begin a lesson (its index).
    Lesson(usize),
    /// Begin "Find the move" at a difficulty (0 easy, 1 medium, 2 hard).
    Puzzles(usize),
    /// Review the game just played.
    Review,
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
    /// Choose the n-th option of a choice shown whole (the new-game screen's pictures).
    Pick(Choice, usize),
    /// Import the n-th record listed.
    ImportFile(usize),
    /// In a web page: choose a record with the browser's file picker.
    OpenFile,
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
    /// To the screen for two devices.
    TwoDevices,
    /// Make a room for two devices.
    MakeRoom,
    /// Join the room whose pictures were tapped (or choose them first).
    JoinRoom,
    /// Watch the room whose pictures were tapped.
    WatchRoom,
    /// Tap the n-th picture of a room's code.
    Picture(usize),
    /// Take back the last picture tapped.
    Erase,
    /// Back to the game on two devices left when the game was closed.
    Rejoin,
    /// "Who is playing?": a child of the class signs in.
    MyClass,
    /// Tap the n-th picture of the class's code, or of a picture secret.
    ClassPicture(usize),
    /// The class's n-th child taps his animal.
    ClassChild(usize),
    /// Forget the class's code: another class.
    OtherClass,
    /// Sit at the child's table of his class tournament.
    TournamentTable,
    /// Sit at the child's board against the teacher.
    SimulTable,
    /// Vote for the class's n-th pit (A–F) in its game against the computer.
    VotePit(usize),
    /// Put the class's game aside for the menu.
    VoteHide,
    /// Bring the class's game back over the title.
    VoteShow,
}

impl MenuAction {
    /// The button's picture, from the icon font (none for a record's name or a choice's value).
    #[must_use]
    pub fn icon(self) -> Option<char> {
        Some(match self {
            MenuAction::QuickPlay | MenuAction::Play | MenuAction::TournamentTable | MenuAction::SimulTable => {
                icon::PLAY
            }
            // Not Play!'s triangle: a child tells "go on" from "a new game" by its picture.
            MenuAction::Continue => icon::FORWARD,
            MenuAction::NewGame => icon::NEW,
            MenuAction::Rules => icon::BOOK,
            MenuAction::Settings => icon::SETTINGS,
            MenuAction::Import | MenuAction::OpenFile => icon::FOLDER,
            MenuAction::Learn | MenuAction::Lesson(_) => icon::LEARN,
            MenuAction::Puzzles(_) => icon::QUESTION,
            MenuAction::Review => icon::REVIEW,
            MenuAction::Quit => icon::QUIT,
            MenuAction::Back => icon::BACK,
            MenuAction::Customise => icon::CUSTOMISE,
            MenuAction::Save => icon::SAVE,
            MenuAction::Rename | MenuAction::RenameProfile(_) => icon::RENAME,
            MenuAction::WhoPlays | MenuAction::ChangeProfiles => icon::PEOPLE,
            MenuAction::AddProfile => icon::NEW,
            MenuAction::RemoveProfile(_) => icon::DELETE,
            MenuAction::Delete => icon::DELETE,
            MenuAction::UseRules => icon::CHECK,
            MenuAction::PlayAgain => icon::AGAIN,
            MenuAction::NextGame => icon::FORWARD,
            MenuAction::MatchScore => icon::TROPHY,
            MenuAction::ToMenu | MenuAction::VoteHide => icon::HOME,
            MenuAction::PreviousPage => icon::PREVIOUS,
            MenuAction::NextPage => icon::NEXT,
            MenuAction::MakeRoom => icon::NEW,
            MenuAction::JoinRoom => icon::HANDSHAKE,
            MenuAction::WatchRoom => icon::REVIEW,
            MenuAction::Erase => icon::BACK,
            MenuAction::Rejoin => icon::FORWARD,
            MenuAction::MyClass => icon::LEARN,
            MenuAction::TwoDevices | MenuAction::OtherClass | MenuAction::VoteShow => icon::PEOPLE,
            MenuAction::Cycle(_)
            | MenuAction::Pick(..)
            | MenuAction::ImportFile(_)
            | MenuAction::Picture(_)
            | MenuAction::Profile(_)
            | MenuAction::Animal(_)
            | MenuAction::ClassPicture(_)
            | MenuAction::ClassChild(_)
            | MenuAction::VotePit(_) => {
                return None;
            }
        })
    }

    /// What a screen reader says of a button shown by its picture alone: a key of the
    /// translation tables.
    #[must_use]
    pub fn spoken(self) -> Option<&'static str> {
        match self {
            MenuAction::PreviousPage => Some("page-previous"),
            MenuAction::NextPage => Some("page-next"),
            _ => None,
        }
    }
}

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
    /// One rule option, by its index in [`OPTION_NAMES`](crate::engine::rules::OPTION_NAMES).
    Option(usize),
    /// The language.
    Language,
    /// Sound on or off.
    Sound,
    /// Animation speed.
    Speed,
    /// Seed counts shown or hidden.
    Counts,
    /// Where two players sit: side by side, face to face, or by the window's shape.
    North,
    /// Less motion on or off.
    Calm,
    /// Bigger buttons and text, or not.
    Bigger,
    /// Teaching mode on or off.
    Teaching,
    /// How loud the sounds are.
    Volume,
    /// Every new line read aloud, or not.
    ReadAloud,
    /// The names of two players (fields, not a value stepped).
    Names,
}

/// One line under a menu: what the last action did (customise, import).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct Status(pub String);

/// The text showing a choice's value; each screen fills in its own choices.
#[derive(Component, Clone, Copy, Debug)]
pub struct ChoiceValue(pub Choice);

/// A choice's row, to show or hide it.
#[derive(Component, Clone, Copy, Debug)]
pub struct ChoiceRow(pub Choice);

/// The text showing [`Status`].
#[derive(Component, Clone, Copy, Debug)]
struct StatusText;

/// Spawns the root of a menu shown in `state` (a screen, or a menu over one): the whole window,
/// opaque (or shading the board), gone when the state is; returns its column, where the menu's
/// rows go, 14 logical pixels apart.
pub(crate) fn spawn_root<'a, S: States + Copy>(
    commands: &'a mut Commands,
    state: S,
    opaque: bool,
) -> EntityCommands<'a> {
    spawn_root_with_gap(commands, state, opaque, 14.0)
}

/// [`spawn_root`] with `gap` logical pixels between its rows.
pub(crate) fn spawn_root_with_gap<'a, S: States + Copy>(
    commands: &'a mut Commands,
    state: S,
    opaque: bool,
    gap: f32,
) -> EntityCommands<'a> {
    let root =
        commands.spawn((Name::new(format!("Screen {state:?}")), DespawnOnExit(state), widget::backdrop(opaque))).id();
    commands.spawn((scroll::sign(root), DespawnOnExit(state)));
    commands.spawn((Name::new("Column"), widget::column(gap), ChildOf(root)))
}

/// [`spawn_root`] over the board shaded with `shade` (the title's game dimmed behind its menu).
pub(crate) fn spawn_root_shaded<'a>(commands: &'a mut Commands, screen: Screen, shade: Color) -> EntityCommands<'a> {
    let root = commands
        .spawn((Name::new(format!("Screen {screen:?}")), DespawnOnExit(screen), widget::backdrop(false)))
        .insert(BackgroundColor(shade))
        .id();
    commands.spawn((scroll::sign(root), DespawnOnExit(screen)));
    commands.spawn((Name::new("Column"), widget::column(14.0), ChildOf(root)))
}

/// Spawns a menu button marked `action` whose press runs `on_press`.
pub(crate) fn menu_button<M>(
    parent: &mut ChildSpawnerCommands,
    action: MenuAction,
    label: String,
    on_press: impl IntoObserverSystem<Activate, (), M>,
) {
    menu_button_of(parent, action, widget::menu_button(action.icon(), label), on_press);
}

/// Spawns `button`, a menu button marked `action` whose press runs `on_press`, named for the
/// screen reader as [`MenuAction::spoken`] says.
pub(crate) fn menu_button_of<M>(
    parent: &mut ChildSpawnerCommands,
    action: MenuAction,
    button: impl Bundle,
    on_press: impl IntoObserverSystem<Activate, (), M>,
) {
    let mut button = parent.spawn((Name::new(format!("Menu {action:?}")), action, button));
    button.observe(on_press);
    if let Some(key) = action.spoken() {
        button.insert(crate::game::access::Spoken(key));
    }
}

/// An observer that goes to `screen`.
pub(crate) fn go(screen: Screen) -> impl FnMut(On<Activate>, ResMut<NextState<Screen>>) {
    move |_, mut next| next.set(screen)
}

/// An observer back to the title, where the notices about files shown so far are cleared.
pub(crate) fn to_title(_: On<Activate>, mut notices: ResMut<Notices>, mut next: ResMut<NextState<Screen>>) {
    notices.0.clear();
    next.set(Screen::Title);
}

/// Spawns a row: a label (with an explanation under it), and a button showing the choice's value
/// whose press runs `on_press` (which steps the value).
pub(crate) fn choice_row<M>(
    parent: &mut ChildSpawnerCommands,
    choice: Choice,
    label: String,
    about: Option<String>,
    on_press: impl IntoObserverSystem<Activate, (), M>,
) {
    parent
        .spawn((
            Name::new(format!("Row {choice:?}")),
            ChoiceRow(choice),
            Node {
                flex_wrap: FlexWrap::Wrap,
                justify_content: JustifyContent::Center,
                column_gap: Val::Px(18.0),
                row_gap: Val::Px(6.0),
                align_items: AlignItems::Center,
                max_width: Val::Percent(100.0),
                ..default()
            },
        ))
        .with_children(|row| {
            let label = row.spawn(widget::label_with_about(label, about.unwrap_or_default())).id();
            row.spawn((
                Name::new(format!("Value {choice:?}")),
                MenuAction::Cycle(choice),
                widget::value_button(ChoiceValue(choice)),
                crate::game::access::LabelledBy(label),
            ))
            .observe(on_press);
        });
}

/// The line showing [`Status`]: wrapped within the window, at words, or anywhere in a word too
/// long for a line (a file's path).
pub(crate) fn status_text() -> impl Bundle {
    (
        StatusText,
        Text::default(),
        TextFont::from_font_size(19.0),
        TextColor(palette::GOLD),
        TextLayout { justify: Justify::Center, linebreak: bevy::text::LineBreak::WordOrCharacter },
        Node { max_width: Val::Percent(100.0), ..default() },
    )
}

fn status_line(status: Res<Status>, mut texts: Query<&mut Text, With<StatusText>>) {
    for text in &mut texts {
        set_text(text, &status.0);
    }
}

pub(crate) fn clear_status(mut status: ResMut<Status>) {
    status.0.clear();
}
