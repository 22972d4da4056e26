//! Undo and redo: against the computer, between two players, and each player's own face to face.

use super::*;

#[test]
fn undo_and_redo_against_the_computer_replay_both_moves_as_they_were() {
    let mut app = app();
    app.world_mut().resource_mut::<Settings>().speed = awale::game::prelude::Speed::Fast;
    set_opponent(&mut app, awale::game::prelude::Mode::Computer(Side::North), 1);
    request_and_start(&mut app, pit('C'));
    settle(&mut app);
    run_until(&mut app, "the computer moves", |app| game(app).moves().len() == 2);
    settle(&mut app);
    let before = game(&app).clone();

    // Three times, so that a computer searching again (at level 1, a move among several) would
    // be seen answering otherwise.
    for _ in 0..3 {
        press(&mut app, ButtonAction::Undo);
        app.update();
        settle(&mut app);
        assert!(game(&app).moves().is_empty(), "both the computer's move and the person's are taken back");
        assert_eq!(game(&app).position(), Game::new(game(&app).rules().to_owned()).position());
        assert_at_rest_and_equal(&mut app);

        press(&mut app, ButtonAction::Redo);
        app.update();
        // Checked while the redone move's seeds fly: once they rest, the computer answers.
        assert_eq!(game(&app).moves(), &before.moves()[..1]);
        settle(&mut app);
        run_until(&mut app, "the computer answers again", |app| game(app).moves().len() == 2);
        settle(&mut app);
        assert_eq!(game(&app).moves(), before.moves(), "Redo replays what was undone, the computer's move too");
        assert_at_rest_and_equal(&mut app);
    }
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
    assert!(
        texts(&mut app).contains(&"1.\u{a0}C\u{a0}d   2.\u{a0}F".to_owned()),
        "the moves panel: {:?}",
        texts(&mut app)
    );
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
