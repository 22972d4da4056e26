//! Taps on the pits: counting a held pit, a press and release on the same pit, teaching's previews, one frame.

use super::*;
use awale::game::prelude::SETTLE_SECONDS;

/// Runs the frames a screen just shown stays deaf to presses, so that a press made next is
/// heard (a press in its first moment is the rest of the tap that opened it).
fn let_the_screen_settle(app: &mut App) {
    let frames = (SETTLE_SECONDS / 0.02).ceil() as usize + 1;
    for _ in 0..frames {
        app.update();
    }
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
