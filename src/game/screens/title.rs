//! The title screen: continue the game in progress, start a new one, the rules, the settings,
//! import a record, quit; and what happened to the files at start.

use crate::engine::{Game, Side};
use crate::game::frame::GameSet;
use crate::game::i18n::Tr;
use crate::game::menus::Overlay;
use crate::game::menus::build::screen_builder;
use crate::game::menus::kit::{MenuAction, go, menu_button, spawn_root_shaded};
use crate::game::menus::overlay::open;
use crate::game::messages::{Begin, BoardReset, Rebuild};
use crate::game::online::room::{Room, RoomNote};
use crate::game::persist::Notices;
use crate::game::play::{Players, Task};
use crate::game::profiles::Profiles;
use crate::game::screens::Screen;
use crate::game::settings::{SavedRules, Setup};
use crate::game::theme::{icon, palette, widget};
use bevy::prelude::*;
use bevy::ui_widgets::Activate;

pub(super) fn plugin(app: &mut App) {
    screen_builder(app, Screen::Title, spawn);
    app.init_resource::<QuickPlay>()
        .add_systems(Update, (rebuild_on_news, start_quick_play.run_if(in_state(Task::Play))).in_set(GameSet::Present));
}

fn spawn(
    mut commands: Commands,
    tr: Res<Tr>,
    notices: Res<Notices>,
    own: super::own_game::OwnGame,
    profiles: Res<Profiles>,
    room: Res<Room>,
    in_force: crate::game::menus::rules::RulesInForce,
    tournament: Res<crate::game::class::tournament::TableNews>,
    vote: Res<crate::game::class::vote::VoteNews>,
) {
    let tr = &tr.0;
    // Continue goes back to the child's game: the one set aside while the coach holds the board,
    // or the board's own when it holds a real game, or else his seat in a game on two devices
    // not over (after the game was closed, or the title reached from that game's board). A
    // lesson's, a puzzle's or a review's board (its Leave may be on its way in this very frame,
    // the board given back after the title is built) and the title's game are not his: with
    // nothing set aside, no Continue.
    let local = own.in_progress();
    let ongoing = if local { Some(Ongoing::Here) } else { room.kept.is_some().then_some(Ongoing::Room) };
    // The child playing, greeted by picture and name in the top corner (the menu stays where it
    // always is), over the title's shade (which is at 20): a tap to say someone else plays.
    if let Some(profile) = profiles.current() {
        let hello = tr.f("title-hello", [("name", profile.label().into())]);
        let corner = Node {
            position_type: PositionType::Absolute,
            top: Val::Px(12.0),
            left: Val::Px(12.0),
            // Clear of the title at 1024 × 768 with bigger buttons and text.
            max_width: Val::Percent(28.0),
            ..default()
        };
        // First for Tab, as it is the first thing on the screen (top left), made after the menu.
        let first = bevy::input_focus::tab_navigation::TabGroup::new(-1);
        commands
            .spawn((Name::new("Greeting"), corner, DespawnOnExit(Screen::Title), GlobalZIndex(21), first))
            .with_children(|corner| {
                let shape = Node {
                    min_height: Val::Px(50.0),
                    padding: UiRect::axes(Val::Px(18.0), Val::Px(8.0)),
                    border_radius: BorderRadius::all(Val::Px(14.0)),
                    ..default()
                };
                // A long name breaks where it must rather than run over the title.
                let words = TextLayout { linebreak: bevy::text::LineBreak::WordOrCharacter, ..default() };
                corner
                    .spawn((
                        Name::new("Menu WhoPlays"),
                        MenuAction::WhoPlays,
                        widget::button_base(shape),
                        children![(Text::new(hello), words, TextFont::from_font_size(24.0), TextColor(palette::CREAM))],
                    ))
                    .observe(go(Screen::Who));
            });
    }
    // The class's game against the computer covers the title while it goes on.
    crate::game::class::vote::spawn_board(&mut commands, &vote, tr);
    // The board shows through, dimmed: the title's game plays behind the menu, its counts and
    // names hidden (see `board/mod.rs`), so that no word of the board runs under the menu's.
    spawn_root_shaded(&mut commands, Screen::Title, palette::TITLE_SHADE).with_children(|screen| {
        screen.spawn(widget::title(tr.t("title"), 96.0));
        // The rule set in force, by the name the Rules screen gives it.
        screen.spawn(widget::body(tr.f("subtitle", [("rules", in_force.name(tr).into())]), 26.0));
        screen.spawn(Node { height: Val::Px(16.0), ..default() });
        // In a class tournament, the child's table is the big button: his opponent, one tap.
        let at_table = crate::game::class::tournament::spawn_card(screen, &tournament, tr)
            | crate::game::class::vote::spawn_aside_button(screen, &vote, tr);
        // One tap, and a child plays the gentle computer; with a game of his in progress, the
        // same big button continues it (a new game is under New game): one tap never throws a
        // game away.
        match ongoing {
            Some(ongoing) => {
                let button = (
                    Name::new("Menu Continue"),
                    MenuAction::Continue,
                    widget::big_button(icon::FORWARD, tr.t("button-continue")),
                );
                match ongoing {
                    Ongoing::Here => screen.spawn(button).observe(go(Screen::Gameplay)),
                    Ongoing::Room => screen.spawn(button).observe(rejoin),
                };
            }
            None if at_table => {}
            None => {
                screen
                    .spawn((
                        Name::new("Menu QuickPlay"),
                        MenuAction::QuickPlay,
                        widget::big_button(icon::PLAY, tr.t("button-quick-play")),
                    ))
                    .observe(quick_play);
            }
        }
        menu_button(screen, MenuAction::NewGame, tr.t("button-new-game"), go(Screen::NewGame));
        menu_button(screen, MenuAction::Learn, tr.t("button-learn"), go(Screen::Learn));
        menu_button(screen, MenuAction::Rules, tr.t("button-rules"), crate::game::menus::rules::open);
        menu_button(screen, MenuAction::Settings, tr.t("button-settings"), open(Overlay::Settings));
        menu_button(screen, MenuAction::Import, tr.t("button-import"), go(Screen::Import));
        // A web page is left by closing its tab: no Quit there.
        if !crate::IN_A_WEB_PAGE {
            menu_button(screen, MenuAction::Quit, tr.t("button-quit"), quit);
        }
        for notice in &notices.0 {
            screen.spawn(widget::colored(notice.clone(), 17.0, palette::GOLD));
        }
    });
}

/// The child's game that Continue goes back to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ongoing {
    /// On this device: the board's, or the one set aside.
    Here,
    /// On two devices: the seat kept, taken back through the screen for two devices.
    Room,
}

/// Takes back the seat kept in a game on two devices: the screen for two devices connects,
/// and shows the board once both players sit.
fn rejoin(_: On<Activate>, mut room: ResMut<Room>, mut note: ResMut<RoomNote>, mut next: ResMut<NextState<Screen>>) {
    if crate::game::online::screen::take_back_seat(&mut room, &mut note) {
        next.set(Screen::Online);
    }
}

/// A quick game asked for: the frames left before it is laid out (the title's own game must
/// first have given the board back).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct QuickPlay(u8);

fn quick_play(_: On<Activate>, mut quick: ResMut<QuickPlay>, mut next: ResMut<NextState<Screen>>) {
    quick.0 = 3;
    next.set(Screen::Gameplay);
}

/// Lays out the quick game: the child (South) against the friend, at his strength, under the
/// new-game screen's rules, once the title's game has given the board back (the run condition).
fn start_quick_play(
    mut quick: ResMut<QuickPlay>,
    setup: Res<Setup>,
    saved: Res<SavedRules>,
    mut begin: MessageWriter<Begin>,
) {
    if quick.0 == 0 {
        return;
    }
    quick.0 -= 1;
    if quick.0 == 0 {
        begin.write(Begin {
            game: Game::new(setup.rules(&saved)),
            players: Players::against_friend(Side::North),
            series: None,
        });
    }
}

fn quit(_: On<Activate>, mut exit: MessageWriter<AppExit>) {
    exit.write(AppExit::Success);
}

/// A game resumed at start (its board is laid out after the title is first shown), or news
/// about the files, while the title is shown: it is built again. Runs on every screen, so that
/// only this frame's news counts (gated on the title, it would read a reset of the screen before
/// as news: hence the screen compared in the body).
fn rebuild_on_news(
    mut reset: MessageReader<BoardReset>,
    notices: Res<Notices>,
    task: Res<State<Task>>,
    screen: Res<State<Screen>>,
    mut rebuild: MessageWriter<Rebuild>,
) {
    // The title's own game laying out its boards is no news.
    let showing = *task.get() == Task::Show;
    let news = (reset.read().count() > 0 && !showing && !task.is_changed()) || notices.is_changed();
    if news && *screen.get() == Screen::Title {
        rebuild.write(Rebuild);
    }
}
