//! The game without a window: MinimalPlugins, states, tweening and the game's own plugin, with
//! time stepped by hand. Requests go in as messages; what a player would see is read back from
//! the seed entities and the Text entities.
#![cfg(feature = "game")]

use awale::engine::{Game, Outcome, Pit, Position, Preset, Rules, Side};
use awale::game::prelude::{
    ButtonAction, Choice, EdgeMessage, Engine, GameCommand, InFlight, MenuAction, MessageText, MoveRequest, Phase,
    PitSpot, SETTLE_SECONDS, Screen, Seat, Seed, Settings,
};
use awale::i18n::{Language, Translator};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::text::EditableText;
use bevy::time::TimeUpdateStrategy;
use bevy::ui_widgets::Activate;
use bevy_tweening::{TweenAnim, TweeningPlugin};
use std::time::Duration;

mod board;
use board::engine_counts;

/// Frames a whole move's animation may take at the slowest, with 20 ms frames.
const MAX_FRAMES: usize = 20_000;

fn app() -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, TweeningPlugin, awale::game::prelude::plugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(20)));
    app.update();
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Gameplay);
    app.update();
    app
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

/// Runs the frames a screen just shown stays deaf to presses, so that a press made next is
/// heard (a press in its first moment is the rest of the tap that opened it).
fn let_the_screen_settle(app: &mut App) {
    let frames = (SETTLE_SECONDS / 0.02).ceil() as usize + 1;
    for _ in 0..frames {
        app.update();
    }
}

/// Presses the menu button that does `action`, and runs the frames that act on it.
fn press_menu(app: &mut App, action: MenuAction) {
    let mut buttons = app.world_mut().query::<(Entity, &MenuAction)>();
    let found = buttons.iter(app.world()).find(|(_, a)| **a == action).map(|(e, _)| e);
    let button = found.unwrap_or_else(|| panic!("no {action:?} button on {:?}", screen(app)));
    app.world_mut().trigger(Activate { entity: button });
    app.update();
    app.update();
}

fn phase(app: &App) -> Phase {
    *app.world().resource::<State<Phase>>().get()
}

fn game(app: &App) -> &Game {
    &app.world().resource::<Engine>().0
}

/// Runs frames until no seed flies; returns how many it took.
fn settle(app: &mut App) -> usize {
    for frame in 0..MAX_FRAMES {
        app.update();
        let flying = !app.world().resource::<InFlight>().is_empty();
        if phase(app) != Phase::Animating && !flying {
            return frame;
        }
    }
    panic!("seeds still flying after {MAX_FRAMES} frames");
}

fn request(app: &mut App, pit: Pit) {
    app.world_mut().write_message(MoveRequest(pit));
}

/// Sends a request and runs the frame that plays it and the one whose state transition
/// starts the flight.
fn request_and_start(app: &mut App, pit: Pit) {
    request(app, pit);
    app.update();
    app.update();
}

/// Seeds in each pit and store, by where the engine says each seed is and by where it is seen.
fn seed_counts(app: &mut App) -> ([usize; 14], [usize; 14]) {
    let mut homes = [0; 14];
    let mut shown = [0; 14];
    let mut query = app.world_mut().query::<&Seed>();
    for seed in query.iter(app.world()) {
        homes[index(seed.home)] += 1;
        shown[index(seed.shown)] += 1;
    }
    (homes, shown)
}

fn index(home: awale::game::prelude::Home) -> usize {
    home.index()
}

fn assert_at_rest_and_equal(app: &mut App) {
    let expected = engine_counts(game(app).settled_position());
    let (homes, shown) = seed_counts(app);
    assert_eq!(homes, expected, "seed entities by home vs the engine at {}", game(app).position());
    assert_eq!(shown, expected, "seed entities as seen vs the engine at {}", game(app).position());
    let mut anims = app.world_mut().query_filtered::<&TweenAnim, With<Seed>>();
    assert_eq!(anims.iter(app.world()).count(), 0, "no seed tween left once at rest");
}

/// Presses South's button that does `action`, as a click would.
fn press(app: &mut App, action: ButtonAction) {
    press_at(app, Side::South, action);
}

/// Presses the button that does `action` at `seat`'s edge, as a click would.
fn press_at(app: &mut App, seat: Side, action: ButtonAction) {
    let mut buttons = app.world_mut().query::<(Entity, &ButtonAction, &Seat)>();
    let found = buttons.iter(app.world()).find(|(_, a, s)| **a == action && s.0 == seat);
    let button = found.expect("the button exists").0;
    app.world_mut().trigger(Activate { entity: button });
}

/// Runs the frames until the end's panel shows (a win's stars rain first), and the frames that
/// lay it out.
fn until_the_end(app: &mut App) {
    for _ in 0..200 {
        app.update();
        if screen(app) == Screen::GameOver {
            break;
        }
    }
    assert_eq!(screen(app), Screen::GameOver, "the end's panel shows");
    app.update();
    app.update();
}

/// After a new game: once at rest, no move played, every seed in its pit.
fn assert_fresh_board(app: &mut App) {
    settle(app);
    assert_eq!(phase(app), Phase::Waiting);
    assert!(game(app).moves().is_empty());
    assert_at_rest_and_equal(app);
}

fn texts(app: &mut App) -> Vec<String> {
    let mut query = app.world_mut().query::<&Text>();
    query.iter(app.world()).map(|text| text.0.clone()).collect()
}

fn message(app: &mut App) -> String {
    let mut query = app.world_mut().query_filtered::<&Text, With<MessageText>>();
    query.single(app.world()).expect("one message line").0.clone()
}

/// A new game under the rules of the one on the board, as the new-game screen's Play begins it.
fn begin_again(app: &mut App) {
    let rules = *game(app).rules();
    lay_out(app, Game::new(rules));
}

/// Lays out `game` on the board for the players and the match the app has.
fn lay_out(app: &mut App, game: Game) {
    let players = app.world().resource::<awale::game::prelude::Players>().clone();
    let series = app.world().resource::<awale::game::prelude::MatchState>().0.clone();
    app.world_mut().write_message(awale::game::prelude::Begin { game, players, series });
}

#[test]
fn the_board_starts_with_one_entity_per_seed() {
    let mut app = app();
    assert_eq!(phase(&app), Phase::Waiting);
    assert_eq!(game(&app).rules(), &Preset::Tournament.rules(), "a preset that always ends");
    assert_at_rest_and_equal(&mut app);
    let mut pits = app.world_mut().query::<&PitSpot>();
    assert_eq!(pits.iter(app.world()).count(), 12);
}

#[test]
fn whole_games_keep_every_seed_where_the_engine_has_it() {
    let mut app = app();
    app.world_mut().resource_mut::<Settings>().speed = awale::game::prelude::Speed::Fast;
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    for _ in 0..3 {
        begin_again(&mut app);
        settle(&mut app);
        assert_at_rest_and_equal(&mut app);
        let mut moves = 0;
        while !game(&app).is_over() {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let legal = game(&app).legal_moves();
            let pit = legal[(state % legal.len() as u64) as usize];
            request_and_start(&mut app, pit);
            assert_eq!(phase(&app), Phase::Animating, "a legal move starts the seeds flying");
            settle(&mut app);
            assert_eq!(game(&app).moves().len(), moves + 1);
            moves += 1;
            assert_at_rest_and_equal(&mut app);
        }
        assert_eq!(phase(&app), Phase::Over);
        // A win: the stars rain into the winner's store first.
        for _ in 0..200 {
            app.update();
            if screen(&app) == Screen::GameOver {
                break;
            }
        }
        assert_eq!(screen(&app), Screen::GameOver);
        let Outcome::Over(end) = game(&app).outcome().clone() else { unreachable!() };
        let shown = texts(&mut app);
        let tr = Translator::new(Language::English);
        let faces = app.world().resource::<awale::game::prelude::Faces>().clone();
        let title = awale::game::prelude::text::winner(&tr, &faces, &end);
        assert!(shown.contains(&title), "the end overlay says '{title}': {shown:?}");
        let scores = awale::game::prelude::text::final_scores(&tr, &faces, &end);
        assert!(shown.contains(&scores), "{scores} in {shown:?}");
    }
}

#[test]
fn an_illegal_request_is_refused_and_its_reason_shown() {
    let mut app = app();
    let north_pit = Pit::from_letter('a').unwrap();
    request(&mut app, north_pit);
    app.update();
    assert_eq!(phase(&app), Phase::Waiting);
    assert!(game(&app).moves().is_empty(), "the engine is unchanged");
    assert_eq!(message(&mut app), "Pit a is your opponent's: choose one of your own pits.");
    assert_at_rest_and_equal(&mut app);

    // The refused pit shakes its head (a tween), and comes back to its place.
    let mut pits = app.world_mut().query::<(&PitSpot, &Transform, Has<TweenAnim>)>();
    let (_, _, shaking) = pits.iter(app.world()).find(|(spot, ..)| spot.0 == north_pit).expect("pit a");
    assert!(shaking, "pit a shakes");
    for _ in 0..40 {
        app.update();
    }
    let (_, at, shaking) = pits.iter(app.world()).find(|(spot, ..)| spot.0 == north_pit).expect("pit a");
    assert!(!shaking, "the shake ends");
    assert_eq!(
        at.translation.truncate(),
        awale::game::prelude::layout::pit_center(north_pit),
        "pit a is back in its place"
    );
}

#[test]
fn requests_while_seeds_fly_are_ignored() {
    let mut app = app();
    request_and_start(&mut app, Pit::from_letter('C').unwrap());
    assert_eq!(phase(&app), Phase::Animating);
    request(&mut app, Pit::from_letter('a').unwrap());
    app.update();
    settle(&mut app);
    assert_eq!(game(&app).moves(), [Pit::from_letter('C').unwrap()]);
    assert_eq!(game(&app).position().turn(), Side::North);
    assert!(message(&mut app).starts_with("Player 1 sowed 4 seeds from pit C"), "{}", message(&mut app));
}

#[test]
fn the_turn_starts_only_when_the_last_seed_lands() {
    let mut app = app();
    request(&mut app, Pit::from_letter('F').unwrap());
    app.update();
    let frames = settle(&mut app);
    // Four seeds: a lift, three steps between departures and a flight, at 20 ms a frame.
    assert!(frames > 40, "the move took {frames} frames");
}

#[test]
fn famine_shows_a_banner_then_ends_the_game() {
    let mut app = app();
    // North has nothing: South must feed him, and only F can.
    let start: Position = "0-0-0-0-0-1-0-0-0-0-0-0-10-37-S".parse().unwrap();
    lay_out(&mut app, Game::from_position(Rules::default(), start));
    settle(&mut app);
    assert_at_rest_and_equal(&mut app);
    let banner = "Player 2 has no seeds: Player 1, you must give some.".to_owned();
    assert!(texts(&mut app).contains(&banner), "{:?}", texts(&mut app));

    request(&mut app, Pit::from_letter('F').unwrap());
    app.update();
    settle(&mut app);
    assert_eq!(phase(&app), Phase::Over);
    assert_at_rest_and_equal(&mut app);
    until_the_end(&mut app);
    let shown = texts(&mut app);
    assert!(shown.contains(&"Player 2 wins!".to_owned()), "{shown:?}");
    assert!(shown.iter().any(|t| t.contains("has no seeds and cannot be given any")), "{shown:?}");
}

#[test]
fn agreeing_to_stop_gives_out_the_seeds_and_ends_the_game() {
    let mut app = app();
    request(&mut app, Pit::from_letter('F').unwrap());
    app.update();
    settle(&mut app);
    app.world_mut().write_message(GameCommand::AgreeToStop);
    app.update();
    settle(&mut app);
    assert_eq!(phase(&app), Phase::Over);
    assert_at_rest_and_equal(&mut app);
    until_the_end(&mut app);
    assert!(texts(&mut app).contains(&"Player 2 wins!".to_owned()));

    // Play again: a fresh board.
    press_menu(&mut app, MenuAction::PlayAgain);
    assert_eq!(screen(&app), Screen::Gameplay);
    assert_fresh_board(&mut app);
}

#[test]
fn the_settings_screen_changes_the_settings_and_says_so() {
    let mut app = app();
    press(&mut app, ButtonAction::Menu);
    app.update();
    app.update();
    app.update();
    assert_eq!(screen(&app), Screen::Title);
    press_menu(&mut app, MenuAction::Settings);
    assert_eq!(screen(&app), Screen::Settings);
    for choice in [Choice::Sound, Choice::Speed, Choice::North, Choice::Counts, Choice::Teaching] {
        press_menu(&mut app, MenuAction::Cycle(choice));
    }
    let settings = app.world().resource::<Settings>().clone();
    assert!(!settings.sound && !settings.show_counts && settings.teaching);
    assert_eq!(settings.seating, awale::game::prelude::Seating::SideBySide);
    assert_eq!(settings.speed, awale::game::prelude::Speed::Fast);
    let shown = texts(&mut app);
    for label in ["fast", "side by side", "hidden (memory)"] {
        assert!(shown.contains(&label.to_owned()), "{label} in {shown:?}");
    }
    // French: the screen is built again in French.
    // Every language is listed by its own name.
    let shown = texts(&mut app);
    for name in ["English", "Français", "Español", "العربية", "Kiswahili", "Українська"] {
        assert!(shown.contains(&name.to_owned()), "{name} in {shown:?}");
    }
    press_menu(&mut app, MenuAction::Pick(Choice::Language, 1));
    app.update();
    let shown = texts(&mut app);
    assert!(shown.contains(&"Réglages".to_owned()), "{shown:?}");
    assert!(shown.contains(&"rapide".to_owned()), "{shown:?}");
    press_menu(&mut app, MenuAction::Back);
    assert_eq!(screen(&app), Screen::Title);
    assert!(texts(&mut app).contains(&"Nouvelle partie".to_owned()));
}

#[test]
fn a_new_game_in_the_middle_of_a_flight_starts_clean() {
    let mut app = app();
    request_and_start(&mut app, Pit::from_letter('C').unwrap());
    begin_again(&mut app);
    app.update();
    assert_fresh_board(&mut app);
}

#[test]
fn counts_follow_the_seeds_in_flight() {
    let mut app = app();
    let (c, d) = (Pit::from_letter('C').unwrap().index(), Pit::from_letter('D').unwrap().index());
    request_and_start(&mut app, Pit::from_letter('C').unwrap());
    let mut origin = Vec::new();
    let mut next = Vec::new();
    while phase(&app) == Phase::Animating {
        let mut query = app.world_mut().query::<&Seed>();
        let seeds: Vec<Seed> = query.iter(app.world()).copied().collect();
        let counted = |index: usize| seeds.iter().filter(|s| !s.in_hand && s.shown.index() == index).count();
        let travelling = seeds.iter().filter(|s| s.in_hand).count();
        assert_eq!((0..14).map(counted).sum::<usize>() + travelling, 48, "every seed is counted once or travelling");
        origin.push(counted(c));
        next.push(counted(d));
        app.update();
    }
    assert!(origin.windows(2).all(|w| w[0] >= w[1]), "pit C counts down as seeds leave: {origin:?}");
    assert!(next.windows(2).all(|w| w[0] <= w[1]), "pit D counts up as a seed lands: {next:?}");
    assert_eq!((origin.first(), origin.last()), (Some(&4), Some(&0)));
    assert!(origin.contains(&2), "one seed at a time: {origin:?}");
    assert_eq!((next.first(), next.last()), (Some(&4), Some(&5)));
}

/// Runs frames (sleeping a little, since the computer thinks on other threads) until `done`.
fn run_until(app: &mut App, what: &str, mut done: impl FnMut(&mut App) -> bool) {
    for _ in 0..20_000 {
        if done(app) {
            return;
        }
        app.update();
        std::thread::sleep(Duration::from_micros(200));
    }
    panic!("never happened: {what}");
}

fn set_opponent(app: &mut App, mode: awale::game::prelude::Mode, level: u8) {
    let mut players = app.world_mut().resource_mut::<awale::game::prelude::Players>();
    players.mode = mode;
    players.level = awale::ai::Level::new(level).unwrap();
}

#[test]
fn the_computer_answers_with_a_legal_move_that_flies_like_a_person_s() {
    let mut app = app();
    app.world_mut().resource_mut::<Settings>().speed = awale::game::prelude::Speed::Fast;
    set_opponent(&mut app, awale::game::prelude::Mode::Computer(Side::North), 2);
    request_and_start(&mut app, Pit::from_letter('C').unwrap());
    settle(&mut app);
    run_until(&mut app, "the computer moves", |app| game(app).moves().len() == 2);
    app.update();
    settle(&mut app);
    assert_eq!(phase(&app), Phase::Waiting);
    assert_eq!(game(&app).moves()[1].owner(), Side::North);
    assert_eq!(game(&app).position().turn(), Side::South);
    assert_at_rest_and_equal(&mut app);
}

/// As in a web page: full strength searched a slice a frame, over many frames, except where the
/// opening book answers at once.
#[test]
fn a_sliced_search_answers_over_many_frames() {
    let frames_to_answer = |start: Option<Position>| {
        let mut app = app();
        app.world_mut().resource_mut::<Settings>().speed = awale::game::prelude::Speed::Fast;
        app.world_mut().resource_mut::<awale::game::prelude::Thinking>().sliced = true;
        set_opponent(&mut app, awale::game::prelude::Mode::Computer(Side::North), 5);
        if let Some(start) = start {
            lay_out(&mut app, Game::from_position(Preset::Tournament.rules(), start));
            settle(&mut app);
        }
        request_and_start(&mut app, Pit::from_letter('C').unwrap());
        settle(&mut app);
        let mut frames = 0;
        run_until(&mut app, "the computer moves", |app| {
            frames += 1;
            game(app).moves().len() == 2
        });
        settle(&mut app);
        assert_eq!(game(&app).moves()[1].owner(), Side::North);
        assert_at_rest_and_equal(&mut app);
        frames
    };
    // The second move of a game is in the book.
    let opening = frames_to_answer(None);
    assert!(opening <= 3, "the book answered in {opening} frames");
    // Out of the book, level 5 thinks for a second, 20 ms a frame.
    let middle: Position = "3-0-5-2-6-1-2-4-0-3-5-1-8-8-S".parse().unwrap();
    let searched = frames_to_answer(Some(middle));
    assert!(searched > 20, "{searched} frames");
}

#[test]
fn a_paused_demo_waits_for_each_step() {
    let mut app = app();
    app.world_mut().resource_mut::<Settings>().speed = awale::game::prelude::Speed::Fast;
    set_opponent(&mut app, awale::game::prelude::Mode::Demo, 1);
    *app.world_mut().resource_mut::<awale::game::prelude::Demo>() = awale::game::prelude::Demo::Paused;
    for _ in 0..200 {
        app.update();
    }
    assert!(game(&app).moves().is_empty(), "a paused demo plays nothing");
    app.world_mut().write_message(awale::game::prelude::Step);
    run_until(&mut app, "one step", |app| game(app).moves().len() == 1);
    for _ in 0..200 {
        app.update();
    }
    assert_eq!(game(&app).moves().len(), 1, "one step, one move");

    *app.world_mut().resource_mut::<awale::game::prelude::Demo>() = awale::game::prelude::Demo::Playing;
    run_until(&mut app, "the demo plays on", |app| game(app).moves().len() >= 4);
}

#[test]
fn a_hint_names_a_pit_and_says_why() {
    let mut app = app();
    // The multiple capture of seed 003: D takes 7.
    let start: Position = "1-3-0-6-0-1-0-1-2-1-2-3-0-0-S".parse().unwrap();
    lay_out(&mut app, Game::from_position(Rules::default(), start));
    settle(&mut app);
    press(&mut app, ButtonAction::Hint);
    run_until(&mut app, "a hint", |app| message(app).starts_with("Try pit"));
    assert_eq!(message(&mut app), "Try pit D: it captures 7 seeds.");
    assert!(game(&app).moves().is_empty(), "a hint plays nothing");

    // The same, searched a slice a frame as in a web page.
    let mut app = self::app();
    app.world_mut().resource_mut::<awale::game::prelude::Thinking>().sliced = true;
    lay_out(&mut app, Game::from_position(Rules::default(), start));
    settle(&mut app);
    press(&mut app, ButtonAction::Hint);
    run_until(&mut app, "a sliced hint", |app| message(app).starts_with("Try pit"));
    assert_eq!(message(&mut app), "Try pit D: it captures 7 seeds.");
}

/// An app that keeps its files in `dir`, as the real game keeps them in the config directory;
/// it stays on the title screen.
fn app_with_files(dir: &std::path::Path) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, TweeningPlugin, awale::game::prelude::plugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(20)))
        .insert_resource(awale::game::prelude::Persist::new(Some(awale::storage::Storage::at(dir))))
        // A child plays: the first start's "Who is playing?" is `tests/profiles.rs`'s.
        .insert_resource(one_child());
    app.update();
    app.update();
    app
}

/// A device with one child, playing.
fn one_child() -> awale::game::prelude::Profiles {
    use awale::game::prelude::{Profile, Profiles};
    Profiles { current: Some(0), list: vec![Profile::new(14, "")] }
}

fn pit(letter: char) -> Pit {
    Pit::from_letter(letter).unwrap()
}

#[test]
fn every_screen_is_reachable_and_comes_back() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_files(dir.path());
    assert_eq!(screen(&app), Screen::Title);
    assert!(texts(&mut app).contains(&"Awalé".to_owned()));
    for (action, reached, title) in [
        (MenuAction::NewGame, Screen::NewGame, "New game"),
        (MenuAction::Rules, Screen::Rules, "How to play"),
        (MenuAction::Settings, Screen::Settings, "Settings"),
        (MenuAction::Import, Screen::Import, "Import a game"),
        (MenuAction::WhoPlays, Screen::Who, "Who is playing?"),
    ] {
        press_menu(&mut app, action);
        assert_eq!(screen(&app), reached);
        assert!(texts(&mut app).contains(&title.to_owned()), "{title} on {reached:?}");
        press_menu(&mut app, MenuAction::Back);
        assert_eq!(screen(&app), Screen::Title);
    }
    // The rules screen's pages, each with an example the engine played.
    press_menu(&mut app, MenuAction::Rules);
    let mut pages = vec![texts(&mut app)];
    for _ in 0..3 {
        press_menu(&mut app, MenuAction::NextPage);
        pages.push(texts(&mut app));
    }
    let has = |page: &Vec<String>, part: &str| page.iter().any(|t| t.contains(part));
    assert!(has(&pages[0], "Pit C: 4 seeds, the last one falls in a."), "{:?}", pages[0]);
    assert!(has(&pages[1], "The last seed made 3 in b: captured. Then a has 2: captured."), "{:?}", pages[1]);
    assert!(has(&pages[2], "Feeding rule"), "{:?}", pages[2]);
    assert!(has(&pages[3], "would be a grand slam"), "{:?}", pages[3]);
    assert!(has(&pages[3], "Rules in force: Tournament"), "{:?}", pages[3]);
    press_menu(&mut app, MenuAction::PreviousPage);
    assert!(has(&texts(&mut app), "Feeding rule"));
    press_menu(&mut app, MenuAction::Back);

    press_menu(&mut app, MenuAction::NewGame);
    press_menu(&mut app, MenuAction::Customise);
    assert_eq!(screen(&app), Screen::Customise);
    press_menu(&mut app, MenuAction::Back);
    assert_eq!(screen(&app), Screen::NewGame);
    press_menu(&mut app, MenuAction::Play);
    assert_eq!(screen(&app), Screen::Gameplay);
    // The rules screen tells the options in force.
    let rules = texts(&mut app);
    assert!(!rules.iter().any(|t| t.contains("Rules in force")), "the rules screen is gone");
}

#[test]
fn the_new_game_screen_shows_every_option_and_a_tap_picks_one() {
    use awale::game::prelude::theme::icon;
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_files(dir.path());
    press_menu(&mut app, MenuAction::NewGame);
    let setup = |app: &App| app.world().resource::<awale::game::prelude::Setup>().clone();
    let filled_stars = |app: &mut App| texts(app).iter().filter(|t| **t == icon::STAR.to_string()).count();
    // A child against the computer, level 2, best of 5, North first.
    press_menu(&mut app, MenuAction::Pick(Choice::Players, 1));
    assert_eq!(setup(&app).mode, awale::game::prelude::Mode::Computer(Side::North));
    press_menu(&mut app, MenuAction::Pick(Choice::Level, 1));
    assert_eq!(setup(&app).level, 2);
    assert_eq!(filled_stars(&mut app), 2, "the level's stars are filled up to it");
    press_menu(&mut app, MenuAction::Pick(Choice::Level, 4));
    assert_eq!(filled_stars(&mut app), 5);
    press_menu(&mut app, MenuAction::Pick(Choice::ComputerSide, 0));
    assert_eq!(setup(&app).mode, awale::game::prelude::Mode::Computer(Side::South));
    press_menu(&mut app, MenuAction::Pick(Choice::First, 1));
    press_menu(&mut app, MenuAction::Pick(Choice::Games, 1));
    let chosen = setup(&app);
    assert_eq!((chosen.level, chosen.first, chosen.games), (5, Side::North, 5));
    // Two children: the computer's rows are hidden, in their places.
    press_menu(&mut app, MenuAction::Pick(Choice::Players, 0));
    assert_eq!(setup(&app).mode, awale::game::prelude::Mode::TwoPlayers);
    press_menu(&mut app, MenuAction::Play);
    assert_eq!(screen(&app), Screen::Gameplay);
    assert_eq!(game(&app).position().turn(), Side::North, "North starts, as picked");
    assert_eq!(app.world().resource::<awale::game::prelude::MatchState>().0.as_ref().map(|m| m.games), Some(5));
}

/// The customise screen's name field (Bevy's editable text).
fn name_field(app: &mut App) -> Entity {
    let mut fields =
        app.world_mut().query_filtered::<Entity, With<awale::game::prelude::screens::customise::NameInput>>();
    fields.single(app.world()).expect("one name field")
}

/// The name in the field.
fn name_typed(app: &mut App) -> String {
    let field = name_field(app);
    app.world().get::<EditableText>(field).expect("editable text").value().to_string()
}

/// Puts `name` in the name field, as typing it would (typing itself is Bevy's editable text).
fn type_name(app: &mut App, name: &str) {
    let field = name_field(app);
    app.world_mut().entity_mut(field).insert(EditableText::new(name));
    app.update();
    assert_eq!(name_typed(app), name);
}

#[test]
fn a_saved_rule_set_is_kept_and_starts_a_new_game() {
    let dir = tempfile::tempdir().unwrap();
    {
        let mut app = app_with_files(dir.path());
        press_menu(&mut app, MenuAction::NewGame);
        press_menu(&mut app, MenuAction::Customise);
        // seeds_per_pit: 4 → 5; grand_slam: forbidden.
        press_menu(&mut app, MenuAction::Cycle(Choice::Option(0)));
        press_menu(&mut app, MenuAction::Cycle(Choice::Option(4)));
        assert_eq!(name_typed(&mut app), "My rules", "the field starts with the name of custom rules");
        type_name(&mut app, "Class 2");
        press_menu(&mut app, MenuAction::Save);
        assert!(texts(&mut app).iter().any(|t| t.contains("Saved “Class 2”")), "{:?}", texts(&mut app));
        app.update();
    }
    assert!(dir.path().join("rules.toml").exists());

    // Another session: the set is there; choose it and play.
    let mut app = app_with_files(dir.path());
    let saved = app.world().resource::<awale::game::prelude::SavedRules>().clone();
    assert_eq!(saved.sets.len(), 1);
    assert_eq!(saved.sets[0].rules.seeds_per_pit, 5);
    press_menu(&mut app, MenuAction::NewGame);
    while app.world().resource::<awale::game::prelude::Setup>().rules
        != awale::game::prelude::RulesChoice::Saved("Class 2".to_owned())
    {
        press_menu(&mut app, MenuAction::Cycle(Choice::Rules));
    }
    assert!(texts(&mut app).contains(&"Class 2".to_owned()));
    press_menu(&mut app, MenuAction::Play);
    settle(&mut app);
    assert_eq!(game(&app).rules().seeds_per_pit, 5);
    assert_eq!(game(&app).rules().grand_slam, awale::engine::rules::GrandSlam::Forbidden);
    assert_eq!(game(&app).position().seeds(pit('A')), 5);
    assert_at_rest_and_equal(&mut app);

    // Rename, then delete.
    press(&mut app, ButtonAction::Menu);
    app.update();
    app.update();
    press_menu(&mut app, MenuAction::NewGame);
    press_menu(&mut app, MenuAction::Customise);
    assert_eq!(name_typed(&mut app), "Class 2", "the field starts with the saved set's name");
    type_name(&mut app, "Class 2b");
    press_menu(&mut app, MenuAction::Rename);
    assert_eq!(app.world().resource::<awale::game::prelude::SavedRules>().sets[0].name, "Class 2b");
    press_menu(&mut app, MenuAction::Delete);
    assert!(app.world().resource::<awale::game::prelude::SavedRules>().sets.is_empty());
}

/// One game of a match: checks who starts, plays the starter's last pit, and agrees to stop,
/// which gives the game to the other player (28 seeds in his row against 20).
fn play_match_game(app: &mut App, starter: Side) {
    assert_eq!(screen(app), Screen::Gameplay);
    settle(app);
    assert_eq!(game(app).position().turn(), starter, "game {}", game(app).moves().len());
    request_and_start(app, if starter == Side::South { pit('F') } else { pit('f') });
    settle(app);
    app.world_mut().write_message(GameCommand::AgreeToStop);
    app.update();
    settle(app);
    // The winner's stars rain first.
    for _ in 0..200 {
        app.update();
        if screen(app) == Screen::GameOver {
            break;
        }
    }
    assert_eq!(screen(app), Screen::GameOver);
}

#[test]
fn a_best_of_five_match_runs_to_its_end_with_the_right_starter() {
    let mut app = app();
    app.world_mut().resource_mut::<Settings>().speed = awale::game::prelude::Speed::Fast;
    {
        let mut setup = app.world_mut().resource_mut::<awale::game::prelude::Setup>();
        setup.games = 5;
        setup.first = Side::South;
    }
    press(&mut app, ButtonAction::Menu);
    app.update();
    app.update();
    press_menu(&mut app, MenuAction::NewGame);
    press_menu(&mut app, MenuAction::Play);
    // The starter loses each game, so the winner (who starts next) alternates.
    let starters = [Side::South, Side::North, Side::South, Side::North, Side::South];
    for (number, starter) in starters.into_iter().enumerate() {
        play_match_game(&mut app, starter);
        press_menu(&mut app, MenuAction::MatchScore);
        assert_eq!(screen(&app), Screen::Summary);
        let shown = texts(&mut app);
        let winner = if starter == Side::South { "Player 2" } else { "Player 1" };
        assert!(shown.contains(&format!("Game {}: {winner} won", number + 1)), "{shown:?}");
        if number < 4 {
            press_menu(&mut app, MenuAction::NextGame);
        }
    }
    let series = app.world().resource::<awale::game::prelude::MatchState>().0.clone().expect("a match");
    assert!(series.is_over());
    assert_eq!(series.winner(), Some(Side::North));
    let shown = texts(&mut app);
    assert!(shown.contains(&"Player 2 wins the match!".to_owned()), "{shown:?}");
    assert!(shown.contains(&"Games won: Player 1: 2  —  Player 2: 3".to_owned()), "{shown:?}");
}

/// Quitting between two games of a match keeps the match: the next start offers Continue, which
/// opens the match's next game, with the right starter.
#[test]
fn a_match_quit_between_two_games_is_kept_and_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    {
        let mut app = app_with_files(dir.path());
        app.world_mut().resource_mut::<Settings>().speed = awale::game::prelude::Speed::Fast;
        {
            let mut setup = app.world_mut().resource_mut::<awale::game::prelude::Setup>();
            setup.games = 5;
            setup.first = Side::South;
        }
        press_menu(&mut app, MenuAction::NewGame);
        press_menu(&mut app, MenuAction::Play);
        play_match_game(&mut app, Side::South);
        app.world_mut().write_message(AppExit::Success);
        app.update();
    }
    let on_disk = std::fs::read_to_string(dir.path().join("game.toml")).expect("the match is kept between games");
    assert!(on_disk.contains("\"north\""), "the first game's result: {on_disk}");

    let mut app = app_with_files(dir.path());
    app.world_mut().resource_mut::<Settings>().speed = awale::game::prelude::Speed::Fast;
    assert!(app.world().resource::<awale::game::prelude::Notices>().0.is_empty(), "the file reads");
    assert!(texts(&mut app).contains(&"Continue the game".to_owned()), "{:?}", texts(&mut app));
    press_menu(&mut app, MenuAction::Continue);
    for _ in 0..5 {
        app.update();
    }
    // The next game of the match: North won the first, so North starts the second.
    assert!(game(&app).moves().is_empty(), "{:?}", game(&app).record());
    play_match_game(&mut app, Side::North);
    let series = app.world().resource::<awale::game::prelude::MatchState>().0.clone().expect("the match");
    assert_eq!(series.results, [Some(Side::North), Some(Side::South)]);
}

#[test]
fn undo_and_redo_against_the_computer_return_to_the_person_s_turn() {
    let mut app = app();
    app.world_mut().resource_mut::<Settings>().speed = awale::game::prelude::Speed::Fast;
    set_opponent(&mut app, awale::game::prelude::Mode::Computer(Side::North), 1);
    request_and_start(&mut app, pit('C'));
    settle(&mut app);
    run_until(&mut app, "the computer moves", |app| game(app).moves().len() == 2);
    settle(&mut app);
    let before = game(&app).clone();

    press(&mut app, ButtonAction::Undo);
    app.update();
    settle(&mut app);
    assert!(game(&app).moves().is_empty(), "both the computer's move and the person's are taken back");
    assert_eq!(game(&app).position(), Game::new(game(&app).rules().to_owned()).position());
    assert_at_rest_and_equal(&mut app);

    press(&mut app, ButtonAction::Redo);
    app.update();
    // Checked while the redone move's seeds fly: once they rest, the computer may answer at once.
    assert_eq!(game(&app).moves(), &before.moves()[..1]);
    settle(&mut app);
    assert_at_rest_and_equal(&mut app);
    run_until(&mut app, "the computer answers again", |app| game(app).moves().len() == 2);
}

#[test]
fn undo_and_redo_between_two_players_walk_the_engine_s_history() {
    let mut app = app();
    app.world_mut().resource_mut::<Settings>().speed = awale::game::prelude::Speed::Fast;
    for letter in ['C', 'd', 'F'] {
        request_and_start(&mut app, pit(letter));
        settle(&mut app);
    }
    let full = game(&app).clone();
    assert!(texts(&mut app).contains(&"1. C d   2. F".to_owned()), "the moves panel: {:?}", texts(&mut app));
    for back in 1..=3 {
        app.world_mut().write_message(GameCommand::Undo);
        app.update();
        settle(&mut app);
        assert_eq!(game(&app).moves(), &full.moves()[..3 - back]);
        assert_at_rest_and_equal(&mut app);
    }
    for _ in 0..3 {
        app.world_mut().write_message(GameCommand::Redo);
        app.update();
        settle(&mut app);
    }
    assert_eq!(game(&app).record(), full.record());
    assert_eq!(game(&app).position(), full.position());
    assert_at_rest_and_equal(&mut app);
}

#[test]
fn a_game_saved_on_quitting_is_resumed_in_the_same_position() {
    let dir = tempfile::tempdir().unwrap();
    let played = {
        let mut app = app_with_files(dir.path());
        app.world_mut().resource_mut::<Settings>().speed = awale::game::prelude::Speed::Fast;
        press_menu(&mut app, MenuAction::NewGame);
        press_menu(&mut app, MenuAction::Play);
        for letter in ['B', 'e', 'D'] {
            request_and_start(&mut app, pit(letter));
            settle(&mut app);
        }
        app.world_mut().write_message(AppExit::Success);
        app.update();
        game(&app).clone()
    };
    let mut app = app_with_files(dir.path());
    assert_eq!(screen(&app), Screen::Title);
    assert!(texts(&mut app).contains(&"Continue the game".to_owned()));
    assert_eq!(game(&app).record(), played.record());
    assert_eq!(game(&app).position(), played.position());
    press_menu(&mut app, MenuAction::Continue);
    assert_eq!(screen(&app), Screen::Gameplay);
    settle(&mut app);
    assert_at_rest_and_equal(&mut app);
}

#[test]
fn an_exported_game_imports_as_the_same_game() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_files(dir.path());
    app.world_mut().resource_mut::<Settings>().speed = awale::game::prelude::Speed::Fast;
    press_menu(&mut app, MenuAction::NewGame);
    press_menu(&mut app, MenuAction::Play);
    for letter in ['A', 'f', 'E', 'b'] {
        request_and_start(&mut app, pit(letter));
        settle(&mut app);
    }
    let exported = game(&app).clone();
    press(&mut app, ButtonAction::Export);
    app.update();
    let file = dir.path().join("records").join("awale-1.txt");
    assert!(message(&mut app).contains("awale-1.txt"), "{}", message(&mut app));
    assert!(message(&mut app).contains("awale-1.ogn"), "{}", message(&mut app));
    assert!(std::fs::read_to_string(&file).unwrap().contains("1. A f 2. E b"));
    let ogn = std::fs::read_to_string(dir.path().join("records").join("awale-1.ogn")).unwrap();
    assert!(ogn.starts_with("[Variant \"Abapa\"]") && ogn.contains("1. A f 2. E b"), "{ogn}");

    // Listed newest first: awale-3.ogn (Aualé's, with a comment and a variation), awale-2.txt
    // (broken), awale-1.ogn and awale-1.txt.
    std::fs::write(dir.path().join("records").join("awale-2.txt"), "1. C C").unwrap();
    std::fs::write(
        dir.path().join("records").join("awale-3.ogn"),
        "[Variant \"Abapa\"]\n[Result \"*\"]\n\n1. A { opening } f ( 1... a ) 2. E b\n",
    )
    .unwrap();
    begin_again(&mut app);
    press(&mut app, ButtonAction::Menu);
    app.update();
    app.update();
    press_menu(&mut app, MenuAction::Import);
    press_menu(&mut app, MenuAction::ImportFile(1));
    assert_eq!(screen(&app), Screen::Import);
    let refusal = "awale-2.txt cannot be imported: move 2 (C) cannot be played: Pit C is your opponent's: choose one of your own pits.";
    assert!(texts(&mut app).contains(&refusal.to_owned()), "{:?}", texts(&mut app));

    for index in [2, 3] {
        press_menu(&mut app, MenuAction::ImportFile(index));
        assert_eq!(screen(&app), Screen::Gameplay);
        settle(&mut app);
        assert_eq!(game(&app).record(), exported.record(), "record {index}");
        assert_at_rest_and_equal(&mut app);
        press(&mut app, ButtonAction::Menu);
        app.update();
        app.update();
        press_menu(&mut app, MenuAction::Import);
    }
    // Aualé's file: the main line, and the message line says what was left out.
    press_menu(&mut app, MenuAction::ImportFile(0));
    assert_eq!(screen(&app), Screen::Gameplay);
    settle(&mut app);
    assert_eq!(game(&app).moves(), exported.moves());
    assert_eq!(message(&mut app), "awale-3.ogn: the main line is kept; one comment and one variation were left out.");
    assert_at_rest_and_equal(&mut app);
}

#[test]
fn every_record_is_listed_newest_first() {
    let dir = tempfile::tempdir().unwrap();
    let records = dir.path().join("records");
    std::fs::create_dir_all(&records).unwrap();
    let mut game = Game::new(Rules::default());
    game.play(pit('C')).unwrap();
    let text = awale::engine::notation::write(&game, &awale::engine::BySide::default());
    for n in 1..=30 {
        std::fs::write(records.join(format!("awale-{n}.txt")), &text).unwrap();
    }
    let mut app = app_with_files(dir.path());
    let listed = app.world().resource::<awale::game::prelude::Persist>().records();
    let names: Vec<String> = listed.iter().map(|p| p.file_name().unwrap().to_string_lossy().into_owned()).collect();
    assert_eq!(names.len(), 30, "{names:?}");
    assert_eq!(names[0], "awale-30.txt", "{names:?}");
    assert_eq!(names[29], "awale-1.txt", "{names:?}");
    press_menu(&mut app, MenuAction::Import);
    assert!(texts(&mut app).contains(&"awale-30.txt".to_owned()), "the newest is on the screen");
    assert!(texts(&mut app).contains(&"awale-1.txt".to_owned()), "and the oldest, further down");
    press_menu(&mut app, MenuAction::ImportFile(29));
    assert_eq!(screen(&app), Screen::Gameplay, "the oldest opens too");
}

#[test]
fn damaged_files_are_kept_aside_and_the_player_is_told() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("settings.toml"), "sound = maybe").unwrap();
    std::fs::write(dir.path().join("rules.toml"), "version = 99\n").unwrap();
    std::fs::write(dir.path().join("game.toml"), "record = \"1. C C\"\ncomputer = []\nlevel = 3\n").unwrap();
    let mut app = app_with_files(dir.path());
    let notices = app.world().resource::<awale::game::prelude::Notices>().0.clone();
    assert_eq!(notices.len(), 3, "{notices:?}");
    assert!(notices.iter().any(|n| n.contains("is damaged") && n.contains("settings.toml.bak")), "{notices:?}");
    assert!(notices.iter().any(|n| n.contains("newer version")), "{notices:?}");
    for kept in ["settings.toml.bak", "rules.toml.bak", "game.toml.bak"] {
        assert!(dir.path().join(kept).exists(), "{kept}");
    }
    assert_eq!(app.world().resource::<Settings>().sound, Settings::default().sound, "defaults are used");
    let shown = texts(&mut app);
    assert!(shown.iter().any(|t| t.contains("The defaults are used")), "{shown:?}");
    assert!(!shown.contains(&"Continue the game".to_owned()));
}

#[test]
fn in_the_memory_game_a_held_pit_shows_its_count_and_is_not_sown() {
    use awale::game::prelude::{Counting, PitPointer};
    let mut app = app();
    app.world_mut().resource_mut::<Settings>().show_counts = false;
    app.update();
    let_the_screen_settle(&mut app);
    let visible_labels = |app: &mut App| {
        let mut labels = app.world_mut().query::<&Text2d>();
        labels.iter(app.world()).filter(|text| !text.0.is_empty()).count()
    };
    assert_eq!(visible_labels(&mut app), 2, "only the stores show counts");

    app.world_mut().write_message(PitPointer::Down(pit('C')));
    for _ in 0..30 {
        app.update();
    }
    assert_eq!(app.world().resource::<Counting>().0, Some(pit('C')));
    assert_eq!(visible_labels(&mut app), 3);
    assert_eq!(message(&mut app), "Pit C holds 4 seeds.");
    app.world_mut().write_message(PitPointer::Up(Some(pit('C'))));
    app.update();
    assert!(game(&app).moves().is_empty(), "a pit held to count it is not sown");
    assert_eq!(visible_labels(&mut app), 2);

    app.world_mut().write_message(PitPointer::Down(pit('a')));
    for _ in 0..30 {
        app.update();
    }
    assert_eq!(message(&mut app), "You may count only your own pits.");
    app.world_mut().write_message(PitPointer::Up(Some(pit('a'))));
    app.update();

    // A quick press sows.
    app.world_mut().write_message(PitPointer::Down(pit('C')));
    app.update();
    app.world_mut().write_message(PitPointer::Up(Some(pit('C'))));
    app.update();
    settle(&mut app);
    assert_eq!(game(&app).moves(), [pit('C')]);
}

/// A grand slam (here under the default rules: it captures nothing) is explained once its seeds
/// rest, without teaching mode: the seeds stay, and the line says why.
#[test]
fn a_grand_slam_is_explained_once_its_seeds_rest() {
    let mut app = app();
    app.world_mut().resource_mut::<Settings>().speed = awale::game::prelude::Speed::Fast;
    let start: Position = "0-0-0-0-3-1-1-0-0-0-0-0-20-23-S".parse().unwrap();
    lay_out(&mut app, Game::from_position(Rules::default(), start));
    settle(&mut app);
    request_and_start(&mut app, pit('F'));
    settle(&mut app);
    app.update();
    assert_eq!(game(&app).position().seeds(pit('a')), 2, "nothing captured");
    let expected = Translator::new(Language::English).f("explain-grand-slam", [("seeds", 2.into())]);
    assert_eq!(message(&mut app), expected);
}

/// A win rains stars into the winner's store before the end's panel; a tap skips the rain.
#[test]
fn a_win_rains_stars_before_the_end_and_a_tap_skips_them() {
    use awale::game::prelude::celebration::{Celebration, RainingStar};
    let mut app = app();
    app.world_mut().resource_mut::<Settings>().speed = awale::game::prelude::Speed::Fast;
    // South's last move ends the game, South ahead.
    let start: Position = "0-0-0-0-0-1-1-0-0-0-0-0-26-20-S".parse().unwrap();
    lay_out(&mut app, Game::from_position(Preset::Tournament.rules(), start));
    settle(&mut app);
    request_and_start(&mut app, pit('F'));
    settle(&mut app);
    app.update();
    assert!(
        app.world().resource::<Celebration>().0.is_some(),
        "the rain is under way: {:?} {:?} {:?} {:?}",
        screen(&app),
        phase(&app),
        game(&app).outcome(),
        app.world().resource::<awale::game::prelude::Faces>()
    );
    let mut stars = app.world_mut().query_filtered::<(), With<RainingStar>>();
    assert!(stars.iter(app.world()).count() >= 20, "stars rain");
    assert_eq!(screen(&app), Screen::Gameplay, "the end's panel waits for the rain");
    // Each bar speaks for its side: one says who won, the other that its side lost.
    let shown = texts(&mut app);
    assert_eq!(shown.iter().filter(|t| t.ends_with("wins!") || *t == "You win!").count(), 1, "{shown:?}");
    assert_eq!(shown.iter().filter(|t| t.ends_with("loses.") || t.starts_with("Well played")).count(), 1, "{shown:?}");
    app.init_resource::<ButtonInput<MouseButton>>();
    app.world_mut().resource_mut::<ButtonInput<MouseButton>>().press(MouseButton::Left);
    app.update();
    app.update();
    assert_eq!(screen(&app), Screen::GameOver, "a tap skips the rain");
    let mut stars = app.world_mut().query_filtered::<(), With<RainingStar>>();
    assert_eq!(stars.iter(app.world()).count(), 0, "the stars are gone");
}

/// A grand slam that ends the game is explained on the end's panel (the board's line that says
/// it is under the panel).
#[test]
fn a_grand_slam_that_ends_the_game_is_explained_at_the_end() {
    let mut app = app();
    app.world_mut().resource_mut::<Settings>().speed = awale::game::prelude::Speed::Fast;
    // South's F takes North's last two seeds: a grand slam, so nothing; the game ends, a draw.
    let start: Position = "0-0-0-0-0-1-1-0-0-0-0-0-24-22-S".parse().unwrap();
    lay_out(&mut app, Game::from_position(Preset::Tournament.rules(), start));
    settle(&mut app);
    request_and_start(&mut app, pit('F'));
    until_the_end(&mut app);
    assert!(message(&mut app).contains("grand slam captures nothing"), "the board's line says it");
    // And the end's panel, over it.
    let mut query = app.world_mut().query_filtered::<&Text, (Without<MessageText>, Without<EdgeMessage>)>();
    let shown: Vec<String> = query.iter(app.world()).map(|text| text.0.clone()).collect();
    assert!(shown.iter().any(|t| t.contains("grand slam captures nothing")), "{shown:?}");
}

/// Once the computer's seeds rest, its pit is ringed (one ring, on its pit) until the person
/// plays; a hint rings its pit too.
#[test]
fn the_pit_the_computer_played_is_ringed_once_its_seeds_rest() {
    use awale::game::prelude::{HintMark, LastMoveMark, Players};
    let mut app = app();
    app.world_mut().resource_mut::<Settings>().speed = awale::game::prelude::Speed::Fast;
    let players = Players::against_computer(Side::North, awale::ai::Level::MIN);
    let fresh = Game::new(Preset::Tournament.rules());
    app.world_mut().write_message(awale::game::prelude::Begin { game: fresh, players, series: None });
    app.update();
    let ringed = |app: &mut App| {
        let mut marks = app.world_mut().query::<(&LastMoveMark, &Visibility)>();
        let shown: Vec<Pit> =
            marks.iter(app.world()).filter(|(_, v)| **v != Visibility::Hidden).map(|(mark, _)| mark.0).collect();
        shown
    };
    let hinted = |app: &mut App| {
        let mut marks = app.world_mut().query::<(&HintMark, &Visibility)>();
        let shown: Vec<Pit> =
            marks.iter(app.world()).filter(|(_, v)| **v != Visibility::Hidden).map(|(mark, _)| mark.0).collect();
        shown
    };
    request_and_start(&mut app, pit('C'));
    for _ in 0..MAX_FRAMES {
        app.update();
        if game(&app).moves().len() == 2 && phase(&app) == Phase::Waiting {
            break;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    settle(&mut app);
    app.update();
    let answer = game(&app).moves()[1];
    assert_eq!(ringed(&mut app), vec![answer], "the computer's pit is ringed");
    // A hint rings its pit with a ring of its own shape (dots), beside the glow's colour; the
    // last move's ring stays.
    press(&mut app, ButtonAction::Hint);
    for _ in 0..MAX_FRAMES {
        app.update();
        if !hinted(&mut app).is_empty() {
            break;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    let hints = hinted(&mut app);
    assert!(hints.len() == 1 && hints[0].owner() == Side::South, "the hint's pit is ringed: {hints:?}");
    assert_eq!(ringed(&mut app), vec![answer], "the last move's ring stays");
    let next = game(&app).legal_moves()[0];
    request_and_start(&mut app, next);
    assert!(ringed(&mut app).is_empty() && hinted(&mut app).is_empty(), "no ring while the person's seeds fly");
}

/// A request read in the frame a new board is laid out was made for the board before (a
/// computer's answer found as a new game begins): it is not played on the new board, whose seeds
/// rest, and the new game goes on.
#[test]
fn a_request_in_the_frame_of_a_new_board_is_not_played_on_it() {
    let mut app = app();
    app.world_mut().resource_mut::<Settings>().speed = awale::game::prelude::Speed::Fast;
    request_and_start(&mut app, pit('C'));
    settle(&mut app);
    // South's C, legal on the new board (North is to move on the old one).
    request(&mut app, pit('C'));
    begin_again(&mut app);
    app.update();
    app.update();
    settle(&mut app);
    assert!(game(&app).moves().is_empty(), "nothing played on the new board: {:?}", game(&app).moves());
    assert_eq!(phase(&app), Phase::Waiting);
    assert_at_rest_and_equal(&mut app);
    request_and_start(&mut app, pit('C'));
    settle(&mut app);
    assert_eq!(game(&app).moves(), [pit('C')]);
    assert_at_rest_and_equal(&mut app);
}

/// A pit sows only when the press and the release both land on it while the board is the
/// screen shown: released elsewhere or off the board, or pressed as a menu's button brings the
/// board back (the tap was the button's), it sows nothing.
#[test]
fn a_pit_sows_only_when_pressed_and_released_on_it_with_the_board_shown() {
    use awale::game::prelude::PitPointer;
    let mut app = app();
    let_the_screen_settle(&mut app);
    let tap = |app: &mut App, down: Pit, up: Option<Pit>| {
        app.world_mut().write_message(PitPointer::Down(down));
        app.update();
        app.world_mut().write_message(PitPointer::Up(up));
        app.update();
    };
    tap(&mut app, pit('C'), Some(pit('D')));
    tap(&mut app, pit('C'), None);
    assert!(game(&app).moves().is_empty(), "a press released elsewhere sows nothing");
    // The title, then the board again: the press comes in the frame the board comes back.
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Title);
    app.update();
    app.update();
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Gameplay);
    tap(&mut app, pit('F'), Some(pit('F')));
    assert_eq!(screen(&app), Screen::Gameplay);
    assert!(game(&app).moves().is_empty(), "a press made on the title sows nothing on the board");
    // The board gone while the pit is held: its release sows nothing.
    let_the_screen_settle(&mut app);
    app.world_mut().write_message(PitPointer::Down(pit('C')));
    app.update();
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Title);
    app.update();
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Gameplay);
    app.update();
    app.update();
    app.world_mut().write_message(PitPointer::Up(Some(pit('C'))));
    app.update();
    assert!(game(&app).moves().is_empty(), "a press held while the board went away sows nothing");
    // In the board's first moment, a press is the rest of the tap that brought it: it sows
    // nothing; once the board has settled, a tap sows.
    tap(&mut app, pit('C'), Some(pit('C')));
    assert!(game(&app).moves().is_empty(), "a press in the board's first moment sows nothing");
    let_the_screen_settle(&mut app);
    tap(&mut app, pit('C'), Some(pit('C')));
    assert_eq!(game(&app).moves(), [pit('C')], "a tap on the board sows");
}

#[test]
fn teaching_mode_previews_a_sowing_and_explains_a_capture() {
    use awale::game::prelude::PitPointer;
    let mut app = app();
    let_the_screen_settle(&mut app);
    app.world_mut().resource_mut::<Settings>().teaching = true;
    app.world_mut().write_message(PitPointer::Hover(Some(pit('C'))));
    app.update();
    assert_eq!(message(&mut app), "Pit C: 4 seeds, the last one falls in a.");
    assert_eq!(app.world().resource::<awale::game::prelude::Preview>().0, Some(pit('C')));
    app.world_mut().write_message(PitPointer::Hover(None));
    app.update();
    assert_eq!(app.world().resource::<awale::game::prelude::Preview>().0, None);

    // On a touch screen: press and hold previews, and sows nothing; a tap sows.
    app.world_mut().write_message(PitPointer::Down(pit('E')));
    for _ in 0..30 {
        app.update();
    }
    assert_eq!(message(&mut app), "Pit E: 4 seeds, the last one falls in c.");
    app.world_mut().write_message(PitPointer::Up(Some(pit('E'))));
    app.update();
    assert!(game(&app).moves().is_empty());
    app.world_mut().write_message(PitPointer::Down(pit('E')));
    app.update();
    app.world_mut().write_message(PitPointer::Up(Some(pit('E'))));
    app.update();
    settle(&mut app);
    assert_eq!(game(&app).moves(), [pit('E')]);

    // The multiple capture of seed 003: D takes 7 from c then b... explained pit by pit.
    let start: Position = "1-3-0-6-0-1-0-1-2-1-2-3-0-0-S".parse().unwrap();
    lay_out(&mut app, Game::from_position(Rules::default(), start));
    settle(&mut app);
    request_and_start(&mut app, pit('D'));
    settle(&mut app);
    let line = message(&mut app);
    let explained = "The last seed made 2 in d: captured. Then c has 3: captured. Then b has 2: captured.";
    assert!(line.ends_with(explained), "{line}");
}

#[test]
fn french_reaches_the_board() {
    let mut app = app();
    app.world_mut().resource_mut::<Settings>().language = Language::French;
    app.update();
    app.update();
    let shown = texts(&mut app);
    assert!(shown.contains(&"Joueur 1, à toi\u{a0}! Choisis un trou.".to_owned()), "{shown:?}");
    assert!(shown.contains(&"Annuler".to_owned()) || shown.contains(&"Conseil".to_owned()), "{shown:?}");
    request(&mut app, pit('a'));
    app.update();
    assert_eq!(message(&mut app), "Le trou «\u{a0}a\u{a0}» est à ton adversaire\u{a0}: choisis un de tes trous.");
}

#[test]
fn the_rules_examples_mark_what_the_engine_captures_under_every_rule_set() {
    use awale::engine::rules::CaptureOverflow;
    use awale::game::prelude::screens::rules::{PAGES, example};
    let mut cut = Preset::Tournament.rules();
    cut.capture_limit = 1;
    cut.capture_overflow = CaptureOverflow::None;
    let rule_sets = Preset::ALL.map(Preset::rules).into_iter().chain([cut]);
    for rules in rule_sets {
        for page in 0..PAGES {
            let Some(shown) = example(&rules, page) else { continue };
            let report = &shown.report;
            let expected: Vec<Pit> = if !report.captures.is_empty() {
                report.captures.iter().map(|c| c.pit).collect()
            } else if page > 0 && !report.chain.is_empty() {
                report.chain.iter().map(|c| c.pit).collect()
            } else {
                report.sown.to_vec()
            };
            assert_eq!(shown.marked, expected, "page {page} under {rules:?}");
            for capture in &report.chain {
                let seeds = shown.sown[capture.pit.index()];
                assert!(rules.captures(seeds), "a chain pit holds a capturing count: {seeds} in {}", capture.pit);
            }
        }
    }
    // Limit 1 with nothing taken over it: the chain b, a is marked, not d with its 4 seeds.
    let shown = example(&cut, 1).expect("the capture page plays");
    assert!(shown.report.captures.is_empty());
    assert_eq!(shown.marked, [pit('b'), pit('a')]);
    assert!(!shown.marked.contains(&pit('d')));
}

/// Face to face: North's edge turns towards him with his own buttons; his undo takes back his
/// own last move only; an offer to stop needs the other player's press.
#[test]
fn face_to_face_each_player_has_his_own_edge_and_buttons() {
    let mut app = app();
    app.world_mut().resource_mut::<Settings>().seating = awale::game::prelude::Seating::FaceToFace;
    app.update();
    assert!(app.world().resource::<awale::game::prelude::FaceToFace>().0, "two players, face to face");
    let mut edges = app.world_mut().query::<(&awale::game::prelude::Edge, &UiTransform)>();
    for (edge, transform) in edges.iter(app.world()) {
        let turned = edge.0 == Side::North;
        assert_eq!(transform.rotation != Rot2::IDENTITY, turned, "{:?}'s edge turned: {turned}", edge.0);
    }
    let mut north_buttons = app.world_mut().query::<(&ButtonAction, &Seat, &Node)>();
    let shown: Vec<ButtonAction> = north_buttons
        .iter(app.world())
        .filter(|(_, seat, node)| seat.0 == Side::North && node.display != Display::None)
        .map(|(action, _, _)| *action)
        .collect();
    assert!(shown.contains(&ButtonAction::Hint) && shown.contains(&ButtonAction::AgreeToStop), "{shown:?}");

    request_and_start(&mut app, Pit::from_letter('C').unwrap());
    settle(&mut app);
    request_and_start(&mut app, Pit::from_letter('d').unwrap());
    settle(&mut app);
    request_and_start(&mut app, Pit::from_letter('A').unwrap());
    settle(&mut app);
    assert_eq!(game(&app).moves().len(), 3);
    // North's undo: his d and South's A after it go; it is North's turn again.
    press_at(&mut app, Side::North, ButtonAction::Undo);
    app.update();
    settle(&mut app);
    assert_eq!(game(&app).moves().len(), 1, "back to North's turn");
    assert_eq!(game(&app).position().turn(), Side::North);
    // South's undo on North's turn: his C goes.
    press_at(&mut app, Side::South, ButtonAction::Undo);
    app.update();
    settle(&mut app);
    assert!(game(&app).moves().is_empty());

    // North offers to stop: nothing ends until South accepts, and both edges say so.
    press_at(&mut app, Side::North, ButtonAction::AgreeToStop);
    app.update();
    assert_eq!(app.world().resource::<awale::game::prelude::Offer>().0, Some(Side::North));
    assert!(!game(&app).is_over());
    let mut lines = app.world_mut().query_filtered::<&Text, With<awale::game::prelude::EdgeMessage>>();
    let said: Vec<String> = lines.iter(app.world()).map(|text| text.0.clone()).collect();
    assert_eq!(said.len(), 2);
    assert!(said.iter().all(|line| line.contains("Player 2 would like to stop")), "{said:?}");
    press_at(&mut app, Side::South, ButtonAction::AgreeToStop);
    app.update();
    assert!(!game(&app).is_over(), "both agreed: now how to share the seeds left");
    answer_sharing(&mut app, Some(awale::engine::rules::Leftover::Split));
    settle(&mut app);
    let Outcome::Over(end) = game(&app).outcome() else { panic!("the game is over") };
    assert_eq!(end.shared, awale::engine::rules::Leftover::Split, "as chosen, not as the tournament rule says");
    assert_eq!((end.scores.south, end.scores.north), (24, 24));
}

/// Presses the sharing question's button for `choice` (`None`: keep playing).
fn answer_sharing(app: &mut App, choice: Option<awale::engine::rules::Leftover>) {
    let mut buttons = app.world_mut().query::<(Entity, &awale::game::prelude::ShareButton)>();
    let found = buttons.iter(app.world()).find(|(_, button)| button.0 == choice).map(|(entity, _)| entity);
    let button = found.expect("the sharing question is shown");
    app.world_mut().trigger(Activate { entity: button });
    app.update();
}

/// Side by side, "Agree to stop" asks how the seeds left are shared, the rule in force first;
/// "Keep playing" goes back to the game.
#[test]
fn agreeing_to_stop_asks_how_to_share_the_seeds_left() {
    use awale::engine::rules::Leftover;
    let mut app = app();
    request_and_start(&mut app, pit('C'));
    settle(&mut app);
    press(&mut app, ButtonAction::AgreeToStop);
    app.update();
    let shown = texts(&mut app);
    assert!(shown.contains(&"How do you share the seeds left on the board?".to_owned()), "{shown:?}");
    assert!(shown.contains(&"Each takes his own row (the rule)".to_owned()), "{shown:?}");
    answer_sharing(&mut app, None);
    let mut questions = app.world_mut().query::<&awale::game::prelude::SharingChoice>();
    assert_eq!(questions.iter(app.world()).count(), 0, "the question is gone");
    assert!(!game(&app).is_over(), "the game goes on");
    press(&mut app, ButtonAction::AgreeToStop);
    app.update();
    answer_sharing(&mut app, Some(Leftover::OwnSide));
    settle(&mut app);
    let Outcome::Over(end) = game(&app).outcome() else { panic!("the game is over") };
    assert_eq!((end.scores.south, end.scores.north, end.shared), (23, 25, Leftover::OwnSide));
    until_the_end(&mut app);
    let shown = texts(&mut app);
    let said = "The players agreed to stop; each took the seeds left in his own row.";
    assert!(shown.contains(&said.to_owned()), "the end says how: {shown:?}");
}

/// `awale --import` or `--position` with a game in progress on disk: the command line's game is
/// the one that opens, and the saved one stays on disk, offered next time.
#[test]
fn a_game_from_the_command_line_wins_over_the_saved_one_and_leaves_it_on_disk() {
    let dir = tempfile::tempdir().unwrap();
    let saved = {
        let mut app = app_with_files(dir.path());
        press_menu(&mut app, MenuAction::NewGame);
        press_menu(&mut app, MenuAction::Play);
        request_and_start(&mut app, pit('B'));
        settle(&mut app);
        app.world_mut().write_message(AppExit::Success);
        app.update();
        game(&app).clone()
    };
    let on_disk = std::fs::read_to_string(dir.path().join("game.toml")).expect("the game was saved");
    // As `main` starts it for `--position`: the game sent before the first frame.
    let given = Game::from_position(Preset::Tournament.rules(), "1-3-0-6-0-1-0-1-2-1-2-3-0-0-S".parse().unwrap());
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, TweeningPlugin, awale::game::prelude::plugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(20)))
        .insert_resource(
            awale::game::prelude::Persist::new(Some(awale::storage::Storage::at(dir.path())))
                .with_game_from_command_line(),
        );
    lay_out(&mut app, given.clone());
    app.insert_state(Screen::Gameplay);
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(game(&app).position(), given.position(), "the command line's game opens");
    request_and_start(&mut app, pit('D'));
    settle(&mut app);
    app.world_mut().write_message(AppExit::Success);
    app.update();
    assert_eq!(std::fs::read_to_string(dir.path().join("game.toml")).unwrap(), on_disk, "the saved game is kept");
    // Next time, without a command line, the saved game is offered.
    drop(app);
    let app = app_with_files(dir.path());
    assert_eq!(game(&app).record(), saved.record());
}

/// A `game.toml` that reads but holds what the game never offers (a match of 255 games with
/// 256 results, a level 99), and a `settings.toml` asking for a best of 200: each is kept aside
/// and reported; the game starts with defaults and plays on, agreement included.
#[test]
fn files_with_values_the_game_never_offers_are_kept_aside_and_nothing_panics() {
    let dir = tempfile::tempdir().unwrap();
    let results = vec!["south"; 256].join("\", \"");
    let starters = vec!["south"; 257].join("\", \"");
    let record = "[Game \\\"Awalé\\\"]\\n\\n1. C";
    std::fs::write(
        dir.path().join("game.toml"),
        format!(
            "record = \"{record}\"\nlevel = 3\n[series]\ngames = 255\nfirst = \"south\"\n\
             results = [\"{results}\"]\nstarters = [\"{starters}\"]\n"
        ),
    )
    .unwrap();
    std::fs::write(dir.path().join("settings.toml"), "[setup]\nlevel = 3\ngames = 200\n").unwrap();
    let mut app = app_with_files(dir.path());
    let notices = app.world().resource::<awale::game::prelude::Notices>().0.clone();
    assert_eq!(notices.len(), 2, "{notices:?}");
    assert!(dir.path().join("game.toml.bak").exists() && dir.path().join("settings.toml.bak").exists());
    assert_eq!(app.world().resource::<awale::game::prelude::Setup>().games, 1, "the defaults are used");
    press_menu(&mut app, MenuAction::NewGame);
    press_menu(&mut app, MenuAction::Play);
    request_and_start(&mut app, pit('C'));
    settle(&mut app);
    app.world_mut().write_message(GameCommand::AgreeToStop);
    app.update();
    settle(&mut app);
    assert_eq!(phase(&app), Phase::Over);

    std::fs::write(dir.path().join("game.toml"), format!("record = \"{record}\"\nlevel = 99\n")).unwrap();
    let app = app_with_files(dir.path());
    let notices = &app.world().resource::<awale::game::prelude::Notices>().0;
    assert!(notices.iter().any(|notice| notice.contains("game.toml")), "{notices:?}");
    assert!(dir.path().join("game.toml.1.bak").exists(), "kept aside beside the first one");
}

/// Starts a game and plays six moves where no save works: the game goes on, the title has one
/// notice about `game.toml`, and the game is marked not saved.
fn play_six_moves_unsaved(app: &mut App) {
    press_menu(app, MenuAction::NewGame);
    press_menu(app, MenuAction::Play);
    for letter in ['C', 'd', 'A', 'e', 'B', 'f'] {
        request_and_start(app, pit(letter));
        settle(app);
    }
    assert!(game(app).moves().len() >= 6, "the game goes on");
    let notices = app.world().resource::<awale::game::prelude::Notices>().0.clone();
    let about_game = notices.iter().filter(|notice| notice.starts_with("Could not save game.toml")).count();
    assert_eq!(about_game, 1, "one notice however many saves failed: {notices:?}");
    assert!(app.world().resource::<awale::game::prelude::NotSaved>().0);
}

/// A folder that cannot be written: the game goes on, the title says so once, and the board
/// carries a quiet mark while the game is not being kept.
#[test]
fn a_folder_that_cannot_be_written_is_told_once_and_marked_on_the_board() {
    let dir = tempfile::tempdir().unwrap();
    // A file where the folder should be: every save fails.
    let blocked = dir.path().join("config");
    std::fs::write(&blocked, "not a folder").unwrap();
    let mut app = app_with_files(&blocked);
    play_six_moves_unsaved(&mut app);
    assert!(texts(&mut app).contains(&"Not saved".to_owned()), "the board's mark");
}

/// Two windows on one folder: the second neither opens nor overwrites the first's game, and
/// says so; once the first has closed, the next start is the folder's owner again.
#[test]
fn a_second_window_on_the_same_folder_never_overwrites_the_first_s_game() {
    let dir = tempfile::tempdir().unwrap();
    let mut first = app_with_files(dir.path());
    press_menu(&mut first, MenuAction::NewGame);
    press_menu(&mut first, MenuAction::Play);
    request_and_start(&mut first, pit('B'));
    settle(&mut first);
    let kept = std::fs::read_to_string(dir.path().join("game.toml")).expect("the first window saves its game");
    assert!(std::fs::read_to_string(dir.path().join("awale.lock")).unwrap().trim() == std::process::id().to_string());

    let mut second = app_with_files(dir.path());
    let notices = second.world().resource::<awale::game::prelude::Notices>().0.clone();
    assert!(notices.iter().any(|notice| notice.contains("another window")), "{notices:?}");
    assert!(!texts(&mut second).contains(&"Continue the game".to_owned()), "the game in progress is the first's");
    press_menu(&mut second, MenuAction::NewGame);
    press_menu(&mut second, MenuAction::Play);
    for letter in ['E', 'a'] {
        request_and_start(&mut second, pit(letter));
        settle(&mut second);
    }
    second.world_mut().write_message(AppExit::Success);
    second.update();
    assert!(second.world().resource::<awale::game::prelude::NotSaved>().0);
    assert!(texts(&mut second).contains(&"Not saved".to_owned()), "the board's mark");
    assert_eq!(std::fs::read_to_string(dir.path().join("game.toml")).unwrap(), kept, "the first's game is untouched");

    drop(second);
    drop(first);
    let mut again = app_with_files(dir.path());
    assert!(again.world().resource::<awale::game::prelude::Notices>().0.is_empty());
    assert!(texts(&mut again).contains(&"Continue the game".to_owned()), "the first's game is offered");
}

/// A folder where no file can be made (on Linux, `/sys`, even for root): each failure names
/// another temporary file, and still the title tells it once, and the log once.
#[cfg(target_os = "linux")]
#[test]
fn a_folder_where_no_file_can_be_made_is_told_once() {
    let sys = std::path::Path::new("/sys");
    if !sys.is_dir() {
        return;
    }
    let mut app = app_with_files(sys);
    play_six_moves_unsaved(&mut app);
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(40))]

    /// Any values of the right types in the three files, through the real load path: the game
    /// starts, plays and agrees to stop without a panic, and a file is either used or kept aside.
    #[test]
    fn random_values_in_the_files_never_panic_the_game(
        level in proptest::prelude::any::<u8>(),
        games in proptest::prelude::any::<u8>(),
        wins in proptest::collection::vec(proptest::prelude::any::<bool>(), 0..12),
        begun in 0usize..14,
        setup_level in proptest::prelude::any::<u8>(),
        setup_games in proptest::prelude::any::<u8>(),
        name in "[^\"\\\\\n]{0,40}",
        seeds in 0u8..12,
    ) {
        let dir = tempfile::tempdir().unwrap();
        let side = |south: bool| if south { "\"south\"" } else { "\"north\"" };
        let results: Vec<&str> = wins.iter().map(|&w| side(w)).collect();
        let starters: Vec<&str> = (0..begun).map(|n| side(n % 2 == 0)).collect();
        let record = "[Game \\\"Awalé\\\"]\\n\\n1. C d 2. F";
        std::fs::write(
            dir.path().join("game.toml"),
            format!(
                "record = \"{record}\"\nmode = \"two-players\"\nlevel = {level}\n[series]\ngames = {games}\n\
                 first = \"north\"\nresults = [{}]\nstarters = [{}]\n",
                results.join(", "),
                starters.join(", ")
            ),
        ).unwrap();
        std::fs::write(
            dir.path().join("settings.toml"),
            format!("[setup]\nlevel = {setup_level}\ngames = {setup_games}\n"),
        ).unwrap();
        std::fs::write(
            dir.path().join("rules.toml"),
            format!("[[sets]]\nname = \"{name}\"\n[sets.rules]\nseeds_per_pit = {seeds}\n"),
        ).unwrap();
        let mut app = app_with_files(dir.path());
        for file in ["game.toml", "settings.toml", "rules.toml"] {
            let kept = dir.path().join(format!("{file}.bak")).exists();
            let used = dir.path().join(file).exists();
            proptest::prop_assert!(kept || used, "{file} neither used nor kept aside");
        }
        if texts(&mut app).contains(&"Continue the game".to_owned()) {
            press_menu(&mut app, MenuAction::Continue);
        } else {
            press_menu(&mut app, MenuAction::NewGame);
            press_menu(&mut app, MenuAction::Play);
        }
        settle(&mut app);
        app.world_mut().write_message(GameCommand::AgreeToStop);
        app.update();
        settle(&mut app);
        proptest::prop_assert_eq!(phase(&app), Phase::Over);
        app.world_mut().write_message(GameCommand::NextGame);
        for _ in 0..5 {
            app.update();
        }
    }
}

/// A `settings.toml` of an earlier version, which turned North's labels: the players sit face
/// to face now.
#[test]
fn an_earlier_setting_for_north_across_the_table_becomes_face_to_face() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("settings.toml"), "version = 1\n[settings]\nrotate_north = true\nsound = false\n")
        .unwrap();
    let app = app_with_files(dir.path());
    let settings = app.world().resource::<Settings>();
    assert_eq!(settings.seating, awale::game::prelude::Seating::FaceToFace);
    assert!(!settings.sound, "the rest of the file is read as before");
    assert!(app.world().resource::<awale::game::prelude::Notices>().0.is_empty());
}

/// Marks that [`SeedsAtRest`] was sent.
#[derive(Resource, Default)]
struct RestSeen(bool);

fn note_rest(mut rest: MessageReader<awale::game::prelude::SeedsAtRest>, mut seen: ResMut<RestSeen>) {
    if rest.read().count() > 0 {
        seen.0 = true;
    }
}

fn scores_shown(app: &mut App) -> Vec<String> {
    let mut query = app.world_mut().query::<(&awale::game::prelude::ScoreText, &Text)>();
    let mut scores: Vec<(Side, String)> =
        query.iter(app.world()).map(|(score, text)| (score.0, text.0.clone())).collect();
    scores.sort_by_key(|(side, _)| side.index());
    scores.into_iter().map(|(_, text)| text).collect()
}

/// The scores beside the turn bars, and the message line, change only once the move's seeds
/// rest ([`SeedsAtRest`]): never while they fly.
#[test]
fn the_scores_and_the_message_change_only_once_the_seeds_rest() {
    let mut app = app();
    app.init_resource::<RestSeen>().add_systems(Update, note_rest);
    // The chain lesson's board: South's E captures 7.
    let position: Position = "3-2-3-1-4-0-1-2-1-4-4-4-10-9-S".parse().unwrap();
    lay_out(&mut app, Game::from_position(Preset::Tournament.rules(), position));
    for _ in 0..3 {
        app.update();
    }
    let before = scores_shown(&mut app);
    assert_eq!(before, ["10 in the store", "9 in the store"]);
    let message_before = message(&mut app);
    app.world_mut().resource_mut::<RestSeen>().0 = false;
    request(&mut app, pit('E'));
    let mut frames = 0;
    while !app.world().resource::<RestSeen>().0 {
        app.update();
        frames += 1;
        assert!(frames < MAX_FRAMES, "the seeds never rest");
        if !app.world().resource::<RestSeen>().0 {
            assert_eq!(scores_shown(&mut app), before, "frame {frames}: the scores wait for the seeds");
            assert_eq!(message(&mut app), message_before, "frame {frames}: the message waits for the seeds");
        }
    }
    assert!(frames > 10, "the move flew for {frames} frames");
    settle(&mut app);
    app.update();
    assert_eq!(scores_shown(&mut app), ["17 in the store", "9 in the store"], "the scores once at rest");
    assert!(message(&mut app).contains("captured 7"), "{}", message(&mut app));
}

/// Up to 48 seeds in a store lie inside its shape, spread over its length, on a wide and a tall
/// board; 24 in a pit lie inside the pit.
#[test]
fn every_seed_of_a_full_store_or_pit_lies_inside_it() {
    use awale::game::prelude::layout::{PIT_RADIUS, SEED_SIZE, inside_store, pit_center};
    use awale::game::prelude::{BoardShape, Home};
    let mut app = app();
    for (shape, position) in [
        (BoardShape::Wide, "0-0-0-0-0-0-0-0-0-0-0-0-48-0-S"),
        (BoardShape::Tall, "0-0-0-0-0-0-0-0-0-0-0-0-0-48-S"),
        (BoardShape::Tall, "24-0-0-0-0-0-0-0-0-0-0-0-12-12-S"),
        (BoardShape::Wide, "0-0-0-0-0-0-24-0-0-0-0-0-12-12-N"),
    ] {
        *app.world_mut().resource_mut::<BoardShape>() = shape;
        let position: Position = position.parse().unwrap();
        lay_out(&mut app, Game::from_position(Preset::Tournament.rules(), position));
        for _ in 0..4 {
            app.update();
        }
        let mut seeds = app.world_mut().query::<(&Seed, &Transform)>();
        let mut along: [Vec<f32>; 2] = [Vec::new(), Vec::new()];
        for (seed, transform) in seeds.iter(app.world()) {
            let at = transform.translation.truncate();
            match seed.home {
                Home::Store(side) => {
                    let size = shape.store_size();
                    let offset = at - shape.store_center(side);
                    assert!(inside_store(size, offset), "{shape:?} {position}: a seed at {offset} over the rim");
                    let long = if size.x >= size.y { offset.x / size.x } else { offset.y / size.y };
                    along[side.index()].push(long);
                }
                Home::Pit(pit) => {
                    let reach = at.distance(pit_center(pit)) + SEED_SIZE / 2.0;
                    assert!(reach <= PIT_RADIUS, "{shape:?} {position}: a seed of {pit} reaches {reach}");
                }
            }
        }
        for list in along.iter().filter(|list| list.len() >= 12) {
            let (low, high) = list.iter().fold((f32::MAX, f32::MIN), |(l, h), &x| (l.min(x), h.max(x)));
            assert!(high - low > 0.6, "{shape:?} {position}: the store's seeds spread over {} of it", high - low);
        }
    }
}

/// A tap goes through the frame's steps in order, each reading what the one before wrote in
/// the same frame: the pointer's release becomes a request, the request is checked, the rules
/// play it, and the seeds take off, all in one update; in a lesson a pit that does not answer is
/// explained in that same update.
#[test]
fn a_tap_is_played_and_its_seeds_fly_in_the_frame_it_is_released() {
    use awale::game::prelude::{Coach, CoachCommand, InFlight, PitPointer};
    let mut app = app();
    let_the_screen_settle(&mut app);
    app.world_mut().write_message(PitPointer::Down(pit('C')));
    app.update();
    app.world_mut().write_message(PitPointer::Up(Some(pit('C'))));
    app.update();
    assert_eq!(game(&app).moves(), [pit('C')], "played in the frame of the release");
    assert!(!app.world().resource::<InFlight>().is_empty(), "the seeds took off in that frame");
    settle(&mut app);

    app.world_mut().write_message(CoachCommand::Lesson(0));
    for _ in 0..4 {
        app.update();
    }
    let_the_screen_settle(&mut app);
    let answers = awale::game::prelude::coach::lessons::LESSONS[0].steps[0].answers();
    let wrong = game(&app).legal_moves().into_iter().find(|pit| !answers.contains(pit)).expect("a wrong pit");
    app.world_mut().write_message(PitPointer::Down(wrong));
    app.update();
    app.world_mut().write_message(PitPointer::Up(Some(wrong)));
    app.update();
    let coach = app.world().resource::<Coach>();
    assert!(!coach.feedback.is_empty(), "{wrong} is explained in the frame of the release");
    assert!(game(&app).moves().is_empty(), "{wrong} is not played");
}

/// A web page's board table: fetched gzipped once the first board is drawn, read a slice a frame,
/// given to the searcher, and `BoardTables` inserted with its seeds; a damaged file is reported
/// and the game plays on without.
#[test]
fn a_fetched_board_table_is_given_to_the_searcher_and_a_damaged_one_refused() {
    use awale::ai::tables::{self, BoardTable};
    use awale::game::assets::BoardDrawn;
    use awale::game::computer::BoardTables;
    use awale::game::tables::{Inflating, WEB_TABLE, plugin as web_tables};
    use std::io::Write;
    let gzip = |bytes: &[u8]| {
        let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
        encoder.write_all(bytes).unwrap();
        encoder.finish().unwrap()
    };
    let fetch = |bytes: &[u8], drawn: bool| {
        let folder = tempfile::tempdir().unwrap();
        std::fs::write(folder.path().join(WEB_TABLE), bytes).unwrap();
        let mut app = App::new();
        app.add_plugins((
            MinimalPlugins,
            bevy::asset::AssetPlugin { file_path: folder.path().to_string_lossy().into_owned(), ..default() },
        ))
        .add_plugins(web_tables);
        if drawn {
            app.insert_resource(BoardDrawn);
        }
        for _ in 0..500 {
            app.update();
            if app.world().contains_resource::<BoardTables>() {
                break;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        // A few frames more, for a failed load to be reported.
        for _ in 0..20 {
            app.update();
            std::thread::sleep(Duration::from_millis(5));
        }
        app.world().get_resource::<BoardTables>().copied()
    };
    // The Awélé rules, which no other test of this process solves a table for.
    let rules = Preset::Awele.rules();
    let table = BoardTable::build(&rules, 5, |_, _| {});
    let positions = table.len();
    let mut bytes = Vec::new();
    table.write(&mut bytes).unwrap();
    let mut damaged = bytes.clone();
    let middle = damaged.len() / 2;
    damaged[middle] ^= 0x21;
    assert_eq!(fetch(&gzip(&damaged), true), None, "a damaged table is not installed");
    let gzipped = gzip(&bytes);
    assert_eq!(fetch(&gzipped[..gzipped.len() / 2], true), None, "a table cut short is not installed");
    assert_eq!(fetch(&bytes, true), None, "a table not gzipped is not installed");
    assert_eq!(fetch(&gzipped, false), None, "nothing is fetched before the first board is drawn");
    assert_eq!(fetch(&gzipped, true), Some(BoardTables(5)));
    let installed = tables::shared(&rules, 5).expect("given to the searcher");
    assert_eq!(installed.len(), positions);
    // Read a slice at a time: as many steps as slices, the last one reading the table.
    let slice = 1000;
    let mut inflating = Inflating::new(gzipped);
    let mut steps = 1;
    let read = loop {
        if let Some(table) = inflating.step(slice).expect("a whole table") {
            break table;
        }
        steps += 1;
    };
    assert_eq!(read.len(), positions);
    assert_eq!(steps, bytes.len().div_ceil(slice) + usize::from(bytes.len() % slice == 0));
}

/// Which fonts a text makes a web page fetch: Arabic and Hebrew letters their scripts' fonts, an
/// emoji the game's pictures lack the whole emoji font; Latin, Cyrillic and the game's own
/// pictures none.
#[test]
fn a_text_needs_the_fonts_of_its_scripts_and_of_emoji_the_pictures_lack() {
    use awale::game::theme::fonts::needs;
    assert_eq!(needs("Ama, Олена, Çağrı, Ọlá, N’Guessan"), 0);
    assert_eq!(needs("Hello, 🦒 Ama! ⏳ 🙂 🐜🐝🍍"), 0);
    assert_eq!(needs("العربية"), 1);
    assert_eq!(needs("שלום"), 2);
    assert_eq!(needs("Ama 🎈"), 4);
    assert_eq!(needs("🎈 שלום العربية"), 7);
}

/// "Awale Pictures", built into every build, draws every picture the game draws itself: the
/// room codes' and the animals' and the few others (so that only a name typed with another emoji
/// makes a web page fetch the whole emoji font).
#[test]
fn the_built_in_pictures_font_draws_every_picture_of_the_game() {
    use awale::game::theme::fonts::{GAME_EMOJI, needs};
    use awale::net::code::PICTURES;
    let bytes = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/fonts/pictures.ttf")).unwrap();
    let face = ttf_parser::Face::parse(&bytes, 0).expect("a font");
    let family = face
        .names()
        .into_iter()
        .find(|name| name.name_id == ttf_parser::name_id::FAMILY)
        .and_then(|name| name.to_string());
    assert_eq!(family.as_deref(), Some("Awale Pictures"));
    let pictures: String = PICTURES.iter().map(|(_, picture)| *picture).collect::<String>() + GAME_EMOJI;
    for picture in pictures.chars().filter(|c| !c.is_ascii()) {
        assert!(face.glyph_index(picture).is_some(), "{picture} is drawn by the built-in pictures");
    }
    assert_eq!(needs(&pictures), 0);
}
