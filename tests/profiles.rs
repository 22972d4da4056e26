//! Each child on a shared device: "Who is playing?" at the first start, a child added by his
//! animal, what he earns kept in his profile, a settings file from before the profiles carried
//! over, a damaged `profiles.toml` set aside and told, Remove asking a second tap, and a game
//! against the friend moving his rating.

#![cfg(feature = "game")]

use awale::engine::{Game, Pit, Position, Rules, Side};
use awale::game::prelude::{
    Begin, InFlight, MenuAction, MoveRequest, Notices, Persist, Phase, Players, Profile, Profiles, Screen, Settings,
};
use awale::game::profiles::FriendNote;
use awale::storage::Storage;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use bevy::ui_widgets::Activate;
use bevy_tweening::TweeningPlugin;
use std::path::Path;
use std::time::Duration;

/// A headless game keeping its files in `dir`, after its first frames.
fn app_with_files(dir: &Path) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, TweeningPlugin, awale::game::prelude::plugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(20)))
        .insert_resource(Persist::new(Some(Storage::at(dir))));
    for _ in 0..3 {
        app.update();
    }
    app
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

fn profiles(app: &App) -> Profiles {
    app.world().resource::<Profiles>().clone()
}

/// Presses the menu button that does `action`, and runs the frames that act on it.
fn press(app: &mut App, action: MenuAction) {
    let mut buttons = app.world_mut().query::<(Entity, &MenuAction)>();
    let found = buttons.iter(app.world()).find(|(_, a)| **a == action).map(|(e, _)| e);
    let button = found.unwrap_or_else(|| panic!("no {action:?} button on {:?}", screen(app)));
    app.world_mut().trigger(Activate { entity: button });
    for _ in 0..3 {
        app.update();
    }
}

#[test]
fn a_first_start_asks_who_is_playing_and_the_child_added_is_greeted_next_time() {
    let dir = tempfile::tempdir().expect("a folder");
    let mut app = app_with_files(dir.path());
    assert_eq!(screen(&app), Screen::Who, "nobody plays yet");
    press(&mut app, MenuAction::AddProfile);
    press(&mut app, MenuAction::Animal(9));
    assert_eq!(screen(&app), Screen::Title);
    let found = profiles(&app);
    assert_eq!(found.list.len(), 1);
    assert_eq!((found.current, found.list[0].picture), (Some(0), 9));
    drop(app);

    let mut app = app_with_files(dir.path());
    assert_eq!(screen(&app), Screen::Title, "the child is remembered");
    assert_eq!(profiles(&app), found);
    // The title greets him; a tap on the greeting asks again who plays.
    press(&mut app, MenuAction::WhoPlays);
    assert_eq!(screen(&app), Screen::Who);
}

#[test]
fn settings_from_before_the_profiles_carry_over_into_a_first_profile() {
    let dir = tempfile::tempdir().expect("a folder");
    std::fs::write(
        dir.path().join("settings.toml"),
        "version = 1\n\n[settings]\nlessons_done = [\"sowing\", \"laps\"]\n",
    )
    .expect("written");
    let app = app_with_files(dir.path());
    assert_eq!(screen(&app), Screen::Title, "the child who played before is not asked");
    let found = profiles(&app);
    assert_eq!(found.list.len(), 1);
    assert_eq!(found.current(), found.list.first());
    assert_eq!(found.list[0].lessons_done, ["sowing", "laps"]);
    assert_eq!(app.world().resource::<Settings>().lessons_done, ["sowing", "laps"], "the Learn screen's stars stay");
}

#[test]
fn a_damaged_profiles_file_is_set_aside_and_told() {
    let dir = tempfile::tempdir().expect("a folder");
    std::fs::write(dir.path().join("profiles.toml"), "version = 1\ncurrent = 7\n[[list]]\npicture = 3\n")
        .expect("written");
    let app = app_with_files(dir.path());
    assert_eq!(screen(&app), Screen::Who);
    assert!(profiles(&app).list.is_empty());
    let notices = &app.world().resource::<Notices>().0;
    assert!(notices.iter().any(|notice| notice.contains("profiles.toml")), "{notices:?}");
    let kept: Vec<_> = std::fs::read_dir(dir.path())
        .expect("listed")
        .filter_map(Result::ok)
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .filter(|name| name.starts_with("profiles.toml") && name != "profiles.toml")
        .collect();
    assert_eq!(kept.len(), 1, "the damaged file is kept aside: {kept:?}");
}

#[test]
fn removing_a_child_takes_two_taps_and_what_each_earns_is_his() {
    let dir = tempfile::tempdir().expect("a folder");
    let mut app = app_with_files(dir.path());
    app.insert_resource(Profiles {
        current: Some(0),
        list: vec![Profile::new(1, "Ama"), Profile::new(2, "Kofi"), Profile::new(3, "Esi")],
    });
    app.update();
    // Ama's lesson is hers.
    app.world_mut().resource_mut::<Settings>().lessons_done.push("capture".to_owned());
    app.update();
    assert_eq!(profiles(&app).list[0].lessons_done, ["capture"]);
    // Kofi plays: the Learn screen shows his lessons, none.
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Who);
    app.update();
    press(&mut app, MenuAction::Profile(1));
    assert_eq!(profiles(&app).current, Some(1));
    assert!(app.world().resource::<Settings>().lessons_done.is_empty());

    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Who);
    app.update();
    press(&mut app, MenuAction::ChangeProfiles);
    press(&mut app, MenuAction::RemoveProfile(0));
    assert_eq!(profiles(&app).list.len(), 3, "one tap asks");
    press(&mut app, MenuAction::RemoveProfile(0));
    let found = profiles(&app);
    assert_eq!(found.list.len(), 2, "the second removes");
    assert_eq!((found.list[0].name.as_str(), found.current), ("Kofi", Some(0)), "Kofi still plays");
}

#[test]
fn a_game_against_the_friend_moves_the_child_s_rating() {
    let dir = tempfile::tempdir().expect("a folder");
    let mut app = app_with_files(dir.path());
    app.insert_resource(Profiles { current: Some(0), list: vec![Profile::new(4, "Ama")] });
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Gameplay);
    // North, the friend, has nothing: Ama must feed him with F, and the game ends, his.
    let start: Position = "0-0-0-0-0-1-0-0-0-0-0-0-10-37-S".parse().expect("a position");
    let game = Game::from_position(Rules::default(), start);
    app.world_mut().write_message(Begin { game, players: Players::against_friend(Side::North), series: None });
    app.update();
    app.world_mut().write_message(MoveRequest(Pit::from_letter('F').expect("a pit")));
    for _ in 0..2000 {
        app.update();
        let flying = !app.world().resource::<InFlight>().is_empty();
        if *app.world().resource::<State<Phase>>().get() == Phase::Over && !flying {
            break;
        }
    }
    app.update();
    let ama = &profiles(&app).list[0];
    assert_eq!(ama.last_games, "l");
    assert!(ama.friend.rating() < awale::ai::Friend::START, "a loss lowers her rating: {}", ama.friend.rating());
    assert_ne!(*app.world().resource::<FriendNote>(), FriendNote::Nothing, "the friend says what it noticed");
    drop(app);
    let app = app_with_files(dir.path());
    assert_eq!(profiles(&app).list[0].last_games, "l", "kept in profiles.toml");
}
