//! How a game ends and what comes next: famine, grand slams, a win's stars, agreeing to stop, and matches.

use super::*;

/// Runs the frames until the end's panel shows (a win's stars rain first), and the frames that
/// lay it out.
fn until_the_end(app: &mut App) {
    for _ in 0..200 {
        app.update();
        if overlay(app) == Overlay::End {
            break;
        }
    }
    assert_eq!((screen(app), overlay(app)), (Screen::Gameplay, Overlay::End), "the end's panel shows");
    app.update();
    app.update();
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

/// South sows F, then both players agree to stop: the game is over, its seeds at rest.
fn sow_f_and_stop(app: &mut App) {
    request(app, Pit::from_letter('F').unwrap());
    app.update();
    settle(app);
    app.world_mut().write_message(GameCommand::AgreeToStop);
    app.update();
    settle(app);
}

#[test]
fn agreeing_to_stop_gives_out_the_seeds_and_ends_the_game() {
    let mut app = app();
    sow_f_and_stop(&mut app);
    assert_eq!(phase(&app), Phase::Over);
    assert_at_rest_and_equal(&mut app);
    until_the_end(&mut app);
    assert!(texts(&mut app).contains(&"Player 2 wins!".to_owned()));

    // Play again: a fresh board.
    press_menu(&mut app, MenuAction::PlayAgain);
    assert_eq!((screen(&app), overlay(&app)), (Screen::Gameplay, Overlay::None));
    assert_fresh_board(&mut app);
}

/// One game of a match: checks who starts, plays the starter's last pit, and agrees to stop,
/// which gives the game to the other player (28 seeds in his row against 20).
fn play_match_game(app: &mut App, starter: Side) {
    assert_eq!((screen(app), overlay(app)), (Screen::Gameplay, Overlay::None));
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
        if overlay(app) == Overlay::End {
            break;
        }
    }
    assert_eq!((screen(app), overlay(app)), (Screen::Gameplay, Overlay::End));
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
        assert_eq!((screen(&app), overlay(&app)), (Screen::Gameplay, Overlay::Score));
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
    assert_eq!((screen(&app), overlay(&app)), (Screen::Gameplay, Overlay::None), "the end's panel waits for the rain");
    // Each bar speaks for its side: one says who won, the other that its side lost.
    let shown = texts(&mut app);
    assert_eq!(shown.iter().filter(|t| t.ends_with("wins!") || *t == "You win!").count(), 1, "{shown:?}");
    assert_eq!(shown.iter().filter(|t| t.ends_with("loses.") || t.starts_with("Well played")).count(), 1, "{shown:?}");
    app.init_resource::<ButtonInput<MouseButton>>();
    app.world_mut().resource_mut::<ButtonInput<MouseButton>>().press(MouseButton::Left);
    app.update();
    app.update();
    assert_eq!((screen(&app), overlay(&app)), (Screen::Gameplay, Overlay::End), "a tap skips the rain");
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

/// The end and a match's score open over the board, which stays as it stands under them: under
/// the end the board's seeds and its players' edges stay in sight, as they were; the match's
/// score hides them, and the next game shows them again; the title reached from the end has
/// nothing over it.
#[test]
fn the_end_and_the_match_s_score_open_over_the_board_as_it_stands() {
    let mut app = app();
    sow_f_and_stop(&mut app);
    let before = roots_beneath(&mut app);
    let moves = game(&app).moves().to_vec();
    until_the_end(&mut app);
    assert_eq!(roots_beneath(&mut app), before, "the board's interface stays in sight under the end");
    assert_eq!(game(&app).moves(), moves, "the game under the end is the one that ended");
    assert_at_rest_and_equal(&mut app);
    press_menu(&mut app, MenuAction::ToMenu);
    assert_eq!((screen(&app), overlay(&app)), (Screen::Title, Overlay::None), "the end goes with the board");

    app.world_mut().resource_mut::<awale::game::prelude::Setup>().games = 5;
    app.world_mut().resource_mut::<awale::game::prelude::Setup>().first = Side::South;
    press_menu(&mut app, MenuAction::NewGame);
    press_menu(&mut app, MenuAction::Play);
    settle(&mut app);
    let before = roots_beneath(&mut app);
    play_match_game(&mut app, Side::South);
    let moves = game(&app).moves().to_vec();
    press_menu(&mut app, MenuAction::MatchScore);
    assert_eq!((screen(&app), overlay(&app)), (Screen::Gameplay, Overlay::Score));
    let under = roots_beneath(&mut app);
    assert!(!under.is_empty() && under.iter().all(|(_, shown)| *shown == Visibility::Hidden), "{under:?}");
    assert_eq!((phase(&app), game(&app).moves()), (Phase::Over, moves.as_slice()), "the board waits under the score");
    press_menu(&mut app, MenuAction::NextGame);
    settle(&mut app);
    assert_eq!((screen(&app), overlay(&app)), (Screen::Gameplay, Overlay::None));
    assert_eq!(roots_beneath(&mut app), before, "the next game's board shows as the first did");
    assert!(game(&app).moves().is_empty(), "the next game");

    // From the score to the title, the board's edges go with the board; back on the board, they
    // show again, and so does every root the score hid.
    play_match_game(&mut app, Side::North);
    press_menu(&mut app, MenuAction::MatchScore);
    press_menu(&mut app, MenuAction::ToMenu);
    assert_eq!((screen(&app), overlay(&app)), (Screen::Title, Overlay::None));
    let mut named = app.world_mut().query_filtered::<(&Name, &Visibility), (With<Node>, Without<ChildOf>)>();
    let message = named.iter(app.world()).find(|(name, _)| name.as_str() == "Message").map(|(_, shown)| *shown);
    assert_eq!(message, Some(Visibility::Hidden), "the board's message line is not over the title");
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Gameplay);
    settle(&mut app);
    assert_eq!(roots_beneath(&mut app), before, "the board's interface shows again as it was");
}
