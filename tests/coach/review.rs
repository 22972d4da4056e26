//! The review of a game, and the players' names it and the board speak with.

use super::*;
use awale::ai::judge::Verdict;
use awale::game::prelude::coach::review::{self, Review};
use awale::game::prelude::{GameCommand, Mode};

/// From the chain lesson's board, South plays A instead of E (which captures 7).
fn blunder_game() -> Game {
    let position: Position = "3-2-3-1-4-0-1-2-1-4-4-4-10-9-S".parse().unwrap();
    let mut game = Game::from_position(Preset::Tournament.rules(), position);
    game.play(Pit::from_letter('A').unwrap()).unwrap();
    game.play(Pit::from_letter('d').unwrap()).unwrap();
    game
}

#[test]
fn the_review_finds_the_blunder_and_says_it_in_plain_words() {
    let blundered = blunder_game();
    let mut review = Review::new(blundered.clone());
    let mut searcher = Searcher::new(1 << 16);
    while !review.is_done() {
        review.judge_one(&mut searcher);
    }
    assert_eq!(review.values.len(), 3);
    let first = review.judged[0];
    assert_eq!(first.best, Pit::from_letter('E').unwrap());
    assert!(first.verdict >= Verdict::Mistake, "{first:?}");
    let tr = Translator::new(Language::English);
    let faces = Faces::new(&tr, Mode::TwoPlayers, awale::ai::Level::MAX, &Default::default());
    let said = review::say(&tr, &faces, &first);
    assert!(said.contains("E would have been better"), "{said}");
    // It speaks of the move played from the board shown, as done: "Here … played", never
    // "Now … plays" (which a child reads as what to do now).
    assert!(said.contains("Here Player 1 played A"), "{said}");
    // The better move is worth more than the one played: the graph says South lost ground.
    assert!(review.values[1] < review.values[0], "{:?}", review.values);

    // On the board: the review starts from the first position, the better pit glowing.
    let mut app = app();
    lay_out(&mut app, blundered.clone());
    app.update();
    app.update();
    send(&mut app, CoachCommand::Review);
    assert!(game(&app).moves().is_empty(), "back to the start");
    // The computer judges on a task: the frames go on while it thinks.
    for _ in 0..5_000 {
        if !coach(&app).glow.is_empty() {
            break;
        }
        app.update();
        std::thread::sleep(Duration::from_millis(1));
    }
    assert_eq!(coach(&app).glow, vec![Pit::from_letter('E').unwrap()]);
    assert!(texts(&mut app).iter().any(|t| t.contains("E would have been better")));
    // Next plays the move with its flight; the taps on the board play nothing.
    tap(&mut app, Pit::from_letter('E').unwrap());
    assert!(game(&app).moves().is_empty(), "a review plays no tapped pit");
    app.world_mut().write_message(GameCommand::Redo);
    app.update();
    app.update();
    // While the move's seeds fly, the review still speaks of it; the next sentence waits for
    // them to rest.
    assert!(!app.world().resource::<InFlight>().is_empty(), "the move flies");
    assert!(texts(&mut app).iter().any(|t| t.contains("E would have been better")), "the sentence waits for the seeds");
    settle(&mut app);
    for _ in 0..3 {
        app.update();
    }
    assert!(
        !texts(&mut app).iter().any(|t| t.contains("E would have been better")),
        "the next move's sentence, at rest"
    );
    assert_eq!(game(&app).moves(), &blundered.moves()[..1]);
    send(&mut app, CoachCommand::Leave);
    assert_eq!(game(&app).moves(), blundered.moves(), "the game comes back whole");
}

/// The positions of the review judged so far (0 before it starts).
fn review_progress(app: &App) -> usize {
    app.world().get_resource::<Review>().map_or(0, |review| review.values.len())
}

/// As in a web page, with one thread: the review searches one move a frame, so that no frame
/// waits for a whole position's searches, and it judges as the task does.
#[test]
fn in_a_web_page_the_review_searches_one_move_a_frame() {
    let blundered = blunder_game();
    let mut app = app();
    app.world_mut().resource_mut::<awale::game::prelude::Thinking>().sliced = true;
    lay_out(&mut app, blundered.clone());
    app.update();
    app.update();
    app.world_mut().write_message(CoachCommand::Review);
    let first_moves = Game::from_position(*blundered.rules(), blundered.start()).legal_moves().len();
    let mut frames = 0;
    while review_progress(&app) == 0 {
        app.update();
        frames += 1;
        assert!(frames < 100, "the first position is judged");
    }
    assert!(frames >= first_moves, "{first_moves} moves searched in {frames} frames");
    while coach(&app).glow.is_empty() {
        app.update();
        frames += 1;
        assert!(frames < 100, "the blunder is found");
    }
    assert_eq!(coach(&app).glow, vec![Pit::from_letter('E').unwrap()]);
}

#[test]
fn players_have_names_against_the_computer_and_when_typed() {
    let tr = Translator::new(Language::English);
    let level = awale::ai::Level::new(3).unwrap();
    let faces = Faces::new(&tr, Mode::Computer(Side::North), level, &Default::default());
    assert_eq!(faces.name(Side::South), "You");
    assert_eq!(faces.name(Side::North), "Computer (level 3)");
    assert_eq!(awale::game::prelude::text::your_turn(&tr, &faces, Side::South), "Your turn! Choose a pit.");
    let typed = awale::engine::BySide::new("Ama".to_owned(), String::new());
    let faces = Faces::new(&tr, Mode::TwoPlayers, level, &typed);
    assert_eq!(faces.name(Side::South), "Ama");
    assert_eq!(faces.name(Side::North), "Player 2");
    assert_eq!(awale::game::prelude::text::your_turn(&tr, &faces, Side::South), "Ama, your turn! Choose a pit.");
    assert_eq!(faces.for_record(&tr), awale::engine::BySide::new("Ama".to_owned(), "Player 2".to_owned()));
}

/// The review of a game against the computer keeps its players' names ("You", "Computer
/// (level 1)", not "Player 1" and "Player 2"); ending the review of a game already over goes to
/// the menu, not to a new board.
#[test]
fn a_review_keeps_the_players_names_and_ends_at_the_menu() {
    use awale::game::prelude::{Players, Screen};
    let mut app = app();
    let level = awale::ai::Level::new(1).unwrap();
    let players = Players::against_computer(Side::North, level);
    let mut over = Game::new(awale::engine::Preset::Tournament.rules());
    over.play(Pit::from_letter('C').unwrap()).unwrap();
    over.agree_to_stop().unwrap();
    app.world_mut().write_message(awale::game::prelude::Begin { game: over, players, series: None });
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Gameplay);
    for _ in 0..4 {
        app.update();
    }
    send(&mut app, CoachCommand::Review);
    let faces = app.world().resource::<Faces>().clone();
    assert_eq!(faces.name(Side::South), "You");
    assert_eq!(faces.name(Side::North), "Computer (level 1)");
    // Its sentences speak to the person: "Here you played C", not "Here You played C".
    let tr = Translator::new(Language::English);
    let [side, you] = faces.args(Side::South);
    assert_eq!(tr.f("review-played", [side, you, ("pit", "C".into())]), "Here you played C.");
    // The graph says whose bars go up (South's, gold) and whose go down, in the same names.
    for _ in 0..500 {
        if app.world().get_resource::<Review>().is_some_and(|review| !review.values.is_empty()) {
            break;
        }
        app.update();
        std::thread::sleep(Duration::from_millis(1));
    }
    app.update();
    let shown = texts(&mut app);
    for words in ["You were ahead", "Computer (level 1) was ahead"] {
        assert!(shown.iter().any(|text| text == words), "{words}: {shown:?}");
    }
    let mut leave = app.world_mut().query::<(Entity, &awale::game::prelude::coach::CoachButton)>();
    let button = leave
        .iter(app.world())
        .find(|(_, b)| **b == awale::game::prelude::coach::CoachButton::Leave)
        .expect("the End review button")
        .0;
    app.world_mut().trigger(bevy::ui_widgets::Activate { entity: button });
    for _ in 0..4 {
        app.update();
    }
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Title,
        "the review of a game over ends at the menu"
    );
}

/// Continue after a review (issue 58): a game against the computer finished, reviewed a few
/// moves forward (its board holds a game not over), and the review ended, which goes to the
/// title. The title offers no Continue: the game reviewed is over and nothing was set aside, so
/// Continue would open the empty board given back, for two players. Built in the frame the
/// review ends, the title once took the review's board for the child's game.
#[test]
fn after_a_review_the_title_offers_no_continue_into_another_game() {
    use awale::game::prelude::coach::CoachButton;
    use awale::game::prelude::{Begin, MenuAction, Players};
    let mut app = app();
    let players = Players::against_computer(Side::North, awale::ai::Level::new(1).unwrap());
    let mut over = Game::new(Preset::Tournament.rules());
    for _ in 0..4 {
        let pit = over.legal_moves()[0];
        over.play(pit).unwrap();
    }
    over.agree_to_stop().unwrap();
    app.world_mut().write_message(Begin { game: over, players, series: None });
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Gameplay);
    for _ in 0..4 {
        app.update();
    }
    send(&mut app, CoachCommand::Review);
    for _ in 0..3 {
        app.world_mut().write_message(GameCommand::Redo);
        app.update();
        settle(&mut app);
    }
    assert_eq!(game(&app).moves().len(), 3, "the review went three moves forward");
    assert!(!game(&app).is_over());
    let mut buttons = app.world_mut().query::<(Entity, &CoachButton)>();
    let leave = buttons.iter(app.world()).find(|(_, b)| **b == CoachButton::Leave).expect("End review").0;
    app.world_mut().trigger(bevy::ui_widgets::Activate { entity: leave });
    let continues = |app: &mut App| {
        let mut actions = app.world_mut().query::<&MenuAction>();
        actions.iter(app.world()).any(|action| *action == MenuAction::Continue)
    };
    for frame in 0..12 {
        app.update();
        if *app.world().resource::<State<Screen>>().get() == Screen::Title {
            assert!(!continues(&mut app), "frame {frame}: the title offers Continue into another game");
        }
    }
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Title, "the review ends at the menu");
    assert!(game(&app).moves().is_empty(), "the board given back is a new one");
}
