//! The computer on the board: its answers, searched whole or a slice a frame, the demo, hints and its ringed pit.

use super::*;

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
