//! Lessons, puzzles, the review and the players' names, without a window: each lesson's steps
//! played with a wrong pit first (explained, the right pit glowing) and then the right one; a
//! sample of the shipped puzzles; the review of a game with a known blunder.
#![cfg(feature = "game")]

use awale::ai::Searcher;
use awale::ai::judge::{self, Verdict};
use awale::engine::{Game, Pit, Position, Preset, Side};
use awale::game::prelude::coach::lessons::LESSONS;
use awale::game::prelude::coach::puzzles::{self, Difficulty, Puzzles};
use awale::game::prelude::coach::review::{self, Review};
use awale::game::prelude::{
    Activity, Coach, CoachCommand, Engine, Faces, GameCommand, InFlight, Mode, MoveRequest, Phase, Screen, SetAside,
    Settings, Stars, StepState,
};
use awale::i18n::{Language, Translator};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use bevy_tweening::TweeningPlugin;
use std::time::Duration;

fn app() -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, TweeningPlugin, awale::game::prelude::plugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(20)));
    app.update();
    app
}

fn coach(app: &App) -> &Coach {
    app.world().resource::<Coach>()
}

fn game(app: &App) -> &Game {
    &app.world().resource::<Engine>().0
}

fn phase(app: &App) -> Phase {
    *app.world().resource::<State<Phase>>().get()
}

fn send(app: &mut App, command: CoachCommand) {
    app.world_mut().write_message(command);
    for _ in 0..4 {
        app.update();
    }
}

fn tap(app: &mut App, pit: Pit) {
    app.world_mut().write_message(MoveRequest(pit));
    app.update();
    app.update();
}

fn settle(app: &mut App) {
    for _ in 0..20_000 {
        app.update();
        if phase(app) != Phase::Animating && app.world().resource::<InFlight>().is_empty() {
            app.update();
            return;
        }
    }
    panic!("seeds still flying");
}

fn texts(app: &mut App) -> Vec<String> {
    let mut query = app.world_mut().query::<&Text>();
    query.iter(app.world()).map(|text| text.0.clone()).collect()
}

/// A pit that does not answer: a legal one if there is, else any other of the mover's row.
fn wrong_pit(game: &Game, answers: &[Pit]) -> Pit {
    let legal = game.legal_moves();
    legal.iter().copied().find(|pit| !answers.contains(pit)).unwrap_or_else(|| {
        let turn = game.position().turn();
        Pit::ALL.into_iter().find(|pit| pit.owner() == turn && !answers.contains(pit)).expect("another pit")
    })
}

/// Lays out `game` on the board for the players and the match the app has.
fn lay_out(app: &mut App, game: Game) {
    let players = app.world().resource::<awale::game::prelude::Players>().clone();
    let series = app.world().resource::<awale::game::prelude::MatchState>().0.clone();
    app.world_mut().write_message(awale::game::prelude::Begin { game, players, series });
}

#[test]
fn every_lesson_step_explains_a_wrong_pit_and_plays_the_right_one() {
    let mut app = app();
    let tr = Translator::new(Language::English);
    let mut stars = 0;
    for (index, lesson) in LESSONS.iter().enumerate() {
        send(&mut app, CoachCommand::Lesson(index));
        assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Gameplay);
        for (number, step) in lesson.steps.iter().enumerate() {
            let at = format!("lesson {} step {}", lesson.name, number + 1);
            assert_eq!(game(&app).position(), step.position.parse::<Position>().unwrap(), "{at}");
            assert_eq!(coach(&app).state, StepState::Asking, "{at}");
            let shown = texts(&mut app);
            let ask = tr.t(&format!("lesson-{}-{}-ask", lesson.name, number + 1));
            assert!(shown.contains(&ask), "{at}: the question '{ask}' is shown: {shown:?}");
            // A wrong pit: nothing is played, a line says why, the answer glows.
            let answers = step.answers();
            let wrong = wrong_pit(game(&app), &answers);
            tap(&mut app, wrong);
            assert!(game(&app).moves().is_empty(), "{at}: {wrong} is not played");
            assert!(!coach(&app).feedback.is_empty(), "{at}: {wrong} is explained");
            assert_eq!(coach(&app).glow, answers, "{at}: the answer glows");
            // The right pit: played, and once at rest the step is answered.
            tap(&mut app, answers[0]);
            assert_eq!(game(&app).moves(), &[answers[0]], "{at}");
            // What the move did is said once its seeds rest, not while they fly.
            let done = tr.t(&format!("lesson-{}-{}-done", lesson.name, number + 1));
            assert!(!app.world().resource::<InFlight>().is_empty(), "{at}: the seeds fly");
            assert!(!coach(&app).feedback.starts_with(&done), "{at}: said before the seeds rest");
            assert!(!texts(&mut app).iter().any(|t| t.starts_with(&done)), "{at}: shown before the seeds rest");
            settle(&mut app);
            assert_eq!(coach(&app).state, StepState::Answered, "{at}");
            assert!(coach(&app).feedback.starts_with(&done), "{at}: '{}'", coach(&app).feedback);
            assert!(texts(&mut app).iter().any(|t| t.starts_with(&done)), "{at}: shown once at rest");
            // Praise for every step answered, and a star more.
            let praise = coach(&app).praise.clone();
            assert!(!praise.is_empty() && texts(&mut app).contains(&praise), "{at}: praise is shown");
            stars += 1;
            assert_eq!(app.world().resource::<Stars>().0, stars, "{at}: a star earned");
            assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Gameplay, "{at}: no end screen");
            if number + 1 < lesson.steps.len() {
                send(&mut app, CoachCommand::Next);
            }
        }
        let done = &app.world().resource::<Settings>().lessons_done;
        assert!(done.iter().any(|name| name == lesson.name), "{} is ticked: {done:?}", lesson.name);
    }
    // The famine and majority steps end their games: said in the panel, not the end screen.
    assert!(game(&app).is_over());
    send(&mut app, CoachCommand::Leave);
    assert!(coach(&app).activity.is_none());
}

#[test]
fn the_game_in_progress_comes_back_after_a_lesson_untouched() {
    let mut app = app();
    let mut played = Game::new(Preset::Tournament.rules());
    played.play(Pit::from_letter('C').unwrap()).unwrap();
    lay_out(&mut app, played.clone());
    app.update();
    app.update();
    send(&mut app, CoachCommand::Lesson(0));
    assert!(app.world().resource::<SetAside>().0.is_some());
    assert_ne!(game(&app).position(), played.position());
    send(&mut app, CoachCommand::Leave);
    assert_eq!(game(&app).position(), played.position());
    assert_eq!(game(&app).moves(), played.moves());
}

#[test]
fn the_shipped_puzzles_read_and_each_difficulty_has_forty() {
    let puzzles = Puzzles::default();
    for difficulty in Difficulty::ALL {
        let count = puzzles.0.iter().filter(|p| p.difficulty == difficulty).count();
        assert_eq!(count, 40, "{difficulty:?}");
    }
    assert!(puzzles::read("easy 4-4-4 C 200 capture").is_err(), "a bad position is refused");
    assert!(puzzles::read("easy 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S a 200 plan").is_err(), "North's pit is refused");
}

#[test]
fn a_sample_of_puzzles_refuses_a_wrong_move_and_takes_the_best_one() {
    // Each puzzle's best move is verified again here by a search of the generator's depth, with
    // a fresh table: the same move, still at least a seed ahead of every other.
    let puzzles = Puzzles::default();
    let mut searcher = Searcher::new(1 << 16);
    for difficulty in Difficulty::ALL {
        for puzzle in puzzles.0.iter().filter(|p| p.difficulty == difficulty).take(3) {
            let scores = judge::move_scores(&mut searcher, &puzzle.game(), 10);
            assert_eq!(scores[0].0, puzzle.best, "{}", puzzle.position);
            assert!(scores[0].1 - scores[1].1 >= 100, "{}: {scores:?}", puzzle.position);
        }
    }
    let mut app = app();
    for (difficulty, solved) in [(Difficulty::Easy, 0), (Difficulty::Hard, 0)] {
        send(&mut app, CoachCommand::Puzzles(difficulty));
        let puzzle = app.world().resource::<Puzzles>().pick(difficulty, solved).unwrap();
        assert_eq!(game(&app).position(), puzzle.position);
        let wrong = wrong_pit(game(&app), &[puzzle.best]);
        tap(&mut app, wrong);
        assert!(game(&app).moves().is_empty());
        assert!(coach(&app).feedback.contains(&format!("Pit {wrong} is not the best")), "{}", coach(&app).feedback);
        // The first wrong tap leaves a second try: the answer does not glow yet.
        assert!(coach(&app).feedback.contains("Try again"), "{}", coach(&app).feedback);
        assert!(coach(&app).glow.is_empty(), "a second try before the answer glows");
        tap(&mut app, wrong);
        assert!(game(&app).moves().is_empty());
        assert!(coach(&app).feedback.contains(&format!("Pit {wrong} is not the best")), "{}", coach(&app).feedback);
        assert_eq!(coach(&app).glow, vec![puzzle.best], "the second wrong tap: the answer glows");
        tap(&mut app, puzzle.best);
        settle(&mut app);
        assert_eq!(coach(&app).state, StepState::Answered);
        // Praise, and the counter counts the puzzle found after a wrong try as a half, at once.
        assert!(!coach(&app).praise.is_empty(), "praise for a puzzle solved");
        let Some(Activity::Puzzle { found, .. }) = coach(&app).activity else { panic!("a puzzle") };
        assert_eq!(found, 1, "half a puzzle, in halves");
        assert!(texts(&mut app).iter().any(|t| t.contains("found: ½")), "{:?}", texts(&mut app));
        send(&mut app, CoachCommand::Next);
        let Some(Activity::Puzzle { solved, .. }) = coach(&app).activity else { panic!("a puzzle") };
        assert_eq!(solved, 1, "one found");
        let next = app.world().resource::<Puzzles>().pick(difficulty, 1).unwrap();
        assert_eq!(game(&app).position(), next.position, "the next puzzle");
        send(&mut app, CoachCommand::Leave);
    }
}

/// Every wrong pit of a puzzle gets a reason, never the bare "try again": what the opponent
/// captures after it, that another pit captures more, or the opponent's answer.
#[test]
fn a_wrong_pit_in_a_puzzle_is_told_why() {
    let tr = Translator::new(Language::English);
    let puzzles = Puzzles::default();
    let mut reasons = std::collections::BTreeMap::new();
    for difficulty in Difficulty::ALL {
        for puzzle in puzzles.0.iter().filter(|p| p.difficulty == difficulty).take(8) {
            let game = puzzle.game();
            for &pit in game.legal_moves().iter().filter(|&&pit| pit != puzzle.best) {
                let said = puzzles::why_not(&tr, &game, pit);
                let bare = tr.f("puzzle-try-again", [("pit", pit.to_string().into())]);
                assert_ne!(said, bare, "{}: {pit} is given no reason", puzzle.position);
                assert!(said.starts_with(&format!("Pit {pit} is not the best move here: ")), "{said}");
                let kind = ["captures nothing", "captures more", "answers", "then North captures"]
                    .into_iter()
                    .find(|kind| said.contains(kind))
                    .unwrap_or_else(|| panic!("an unknown reason: {said}"));
                *reasons.entry(kind).or_insert(0) += 1;
            }
        }
    }
    // The sample meets every kind of reason but the first (a capture puzzle's pits that capture
    // nothing are most often told what North then captures).
    assert!(reasons.len() >= 3, "{reasons:?}");
}

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
    assert!(said.contains("E would be better"), "{said}");
    // It speaks of the move still to be played on the board shown, in the present.
    assert!(said.contains("Now Player 1 plays A"), "{said}");
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
    assert!(texts(&mut app).iter().any(|t| t.contains("E would be better")));
    // Next plays the move with its flight; the taps on the board play nothing.
    tap(&mut app, Pit::from_letter('E').unwrap());
    assert!(game(&app).moves().is_empty(), "a review plays no tapped pit");
    app.world_mut().write_message(GameCommand::Redo);
    app.update();
    app.update();
    // While the move's seeds fly, the review still speaks of it; the next sentence waits for
    // them to rest.
    assert!(!app.world().resource::<InFlight>().is_empty(), "the move flies");
    assert!(texts(&mut app).iter().any(|t| t.contains("E would be better")), "the sentence waits for the seeds");
    settle(&mut app);
    for _ in 0..3 {
        app.update();
    }
    assert!(!texts(&mut app).iter().any(|t| t.contains("E would be better")), "the next move's sentence, at rest");
    assert_eq!(game(&app).moves(), &blundered.moves()[..1]);
    send(&mut app, CoachCommand::Leave);
    assert_eq!(game(&app).moves(), blundered.moves(), "the game comes back whole");
}

/// The positions of the review judged so far (0 before it starts).
fn review_progress(app: &App) -> usize {
    match &coach(app).activity {
        Some(Activity::Review(review)) => review.values.len(),
        _ => 0,
    }
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

#[test]
fn a_lesson_and_the_end_screen_speak_arabic_and_swahili() {
    for language in [Language::Arabic, Language::Swahili] {
        let mut app = app();
        app.world_mut().resource_mut::<Settings>().language = language;
        app.update();
        let tr = Translator::new(language);
        // The first lesson's first step: its question, then what the right pit did.
        let lesson = &LESSONS[0];
        send(&mut app, CoachCommand::Lesson(0));
        let ask = tr.t(&format!("lesson-{}-1-ask", lesson.name));
        assert_ne!(ask, format!("lesson-{}-1-ask", lesson.name), "{language:?} has the lesson");
        assert!(texts(&mut app).contains(&ask), "{language:?}: '{ask}' is shown");
        tap(&mut app, lesson.steps[0].answers()[0]);
        settle(&mut app);
        let done = tr.t(&format!("lesson-{}-1-done", lesson.name));
        assert!(texts(&mut app).iter().any(|t| t.starts_with(&done)), "{language:?}: '{done}' is shown");
        send(&mut app, CoachCommand::Leave);
        // A game that ends with South's last move: the end screen names the winner.
        let start: Position = "0-0-0-0-0-1-1-0-0-0-0-0-24-22-S".parse().unwrap();
        lay_out(&mut app, Game::from_position(Preset::Tournament.rules(), start));
        app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Gameplay);
        app.update();
        app.update();
        tap(&mut app, Pit::from_letter('F').unwrap());
        settle(&mut app);
        // A win: the stars rain into the winner's store before the end's panel.
        for _ in 0..200 {
            app.update();
            if *app.world().resource::<State<Screen>>().get() == Screen::GameOver {
                break;
            }
        }
        assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::GameOver, "{language:?}");
        let awale::engine::Outcome::Over(end) = game(&app).outcome().clone() else { panic!("the game is over") };
        let faces = app.world().resource::<Faces>().clone();
        let title = awale::game::prelude::text::winner(&tr, &faces, &end);
        assert!(texts(&mut app).contains(&title), "{language:?}: the end screen says '{title}'");
    }
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
    // Its sentences speak to the person: "Now you play C", not "Now You plays C".
    let tr = Translator::new(Language::English);
    let [side, you] = faces.args(Side::South);
    assert_eq!(tr.f("review-played", [side, you, ("pit", "C".into())]), "Now you play C.");
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

/// A lesson whose screen is taken by another without its Leave (a second tap, on the Learn
/// screen's Back, as the lesson begins) is left: the coach keeps nothing of it, and the board is
/// a real game's again.
#[test]
fn a_lesson_left_by_another_screen_leaves_nothing_behind() {
    use awale::game::prelude::{BoardUse, Screen, Task};
    let mut app = app();
    app.world_mut().write_message(CoachCommand::Lesson(0));
    app.update();
    // The Learn screen's Back, pressed before the lesson's board shows.
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Title);
    for _ in 0..4 {
        app.update();
    }
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Title);
    assert!(coach(&app).activity.is_none(), "the lesson was left");
    assert_eq!(*app.world().resource::<State<Task>>().get(), Task::Play);
    assert!(app.world().get_resource::<State<BoardUse>>().is_none(), "no board is shown, so it has no use");
}

/// The board's use follows the screen: a lesson on the board is a coached board with its panel;
/// once the lesson is left for the title, the board shown (none: the title's game is off in
/// these tests) has no use, the panel is gone, and the task is a real game's again.
#[test]
fn the_board_s_use_is_computed_from_the_screen_and_the_task() {
    use awale::game::prelude::{BoardUse, Screen, Task, coached};
    let mut app = app();
    app.world_mut().write_message(CoachCommand::Lesson(0));
    for _ in 0..4 {
        app.update();
    }
    let world = app.world_mut();
    assert_eq!(*world.resource::<State<Screen>>().get(), Screen::Gameplay);
    assert_eq!(*world.resource::<State<Task>>().get(), Task::Lesson);
    assert_eq!(*world.resource::<State<BoardUse>>().get(), BoardUse::Lesson);
    assert!(world.run_system_cached(coached).unwrap(), "a lesson's board is coached");
    let halves = |world: &mut World| {
        world
            .query::<&Name>()
            .iter(world)
            .filter(|name| matches!(name.as_str(), "Coach question" | "Coach answer"))
            .count()
    };
    assert_eq!(halves(world), 2, "the panel's two halves");
    app.world_mut().write_message(CoachCommand::Leave);
    for _ in 0..4 {
        app.update();
    }
    let world = app.world_mut();
    assert_eq!(*world.resource::<State<Task>>().get(), Task::Play);
    assert!(!world.run_system_cached(coached).unwrap(), "no lesson");
    assert_eq!(halves(world), 0, "the panel went");
}

/// Each lesson's picture on the Learn screen shows what it teaches (issue 58: eight
/// near-identical dot grids, a non-reader choosing by position): the pits its move sows tinted,
/// its capture chain ringed in green (a capture, a chain, a krou, a grand slam's whole row),
/// and no two pictures alike.
#[test]
fn each_lesson_s_picture_shows_what_it_teaches() {
    use awale::game::prelude::MenuAction;
    use awale::game::theme::palette;
    let mut app = app();
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Learn);
    app.update();
    app.update();
    let mut pictures = Vec::new();
    for (index, lesson) in LESSONS.iter().enumerate() {
        let mut buttons = app.world_mut().query::<(Entity, &MenuAction)>();
        let button = buttons.iter(app.world()).find(|(_, a)| **a == MenuAction::Lesson(index)).expect("a lesson").0;
        let world = app.world();
        let board = world
            .get::<Children>(button)
            .and_then(|children| {
                children.iter().find(|c| world.get::<Name>(*c).is_some_and(|n| n.as_str() == "Lesson board"))
            })
            .expect("its picture");
        // Each pit, row by row: its ground and its ring (the rows between the two stores).
        let mut pits = Vec::new();
        let rows = world.get::<Children>(board).expect("the stores and the rows")[1];
        for row in world.get::<Children>(rows).expect("two rows").iter() {
            for pit in world.get::<Children>(row).expect("six pits").iter() {
                let ground = world.get::<BackgroundColor>(pit).expect("a ground").0;
                let ring = world.get::<BorderColor>(pit).expect("a ring").top;
                let disc = world
                    .get::<Children>(pit)
                    .and_then(|c| world.get::<Node>(c[0]))
                    .map(|node| format!("{:?}", node.width));
                pits.push((ground, ring, disc));
            }
        }
        assert_eq!(pits.len(), 12);
        let sown = pits.iter().filter(|(ground, _, _)| *ground != palette::PIT).count();
        let taken = pits.iter().filter(|(_, ring, _)| *ring == palette::HINT_GLOW).count();
        let name = lesson.name;
        assert!(sown + taken >= 1, "{name}: the pits the sowing reaches are marked");
        if name == "sowing" {
            assert_eq!(sown, 4, "four seeds tint four pits");
        }
        if ["capture", "chain", "krou", "grand-slam"].contains(&name) {
            assert!(taken > 0, "{name}: its capture chain is ringed");
        }
        if ["sowing", "laps"].contains(&name) {
            assert_eq!(taken, 0, "{name}: nothing is captured");
        }
        if name == "grand-slam" {
            let position = lesson.steps[0].game().position();
            let north =
                Pit::ALL.into_iter().filter(|pit| pit.owner() == Side::North && position.seeds(*pit) > 0).count();
            assert_eq!(taken, north, "the grand slam's whole row: every pit of North's with seeds");
        }
        // And the stores' seeds.
        let stores: Vec<String> = [0, 2]
            .map(|at| world.get::<Children>(board).expect("the stores")[at])
            .iter()
            .map(|store| {
                format!("{:?}", world.get::<Children>(*store).and_then(|c| world.get::<Node>(c[0])).map(|n| n.width))
            })
            .collect();
        pictures.push(format!("{pits:?} {stores:?}"));
    }
    // The seeds as well as the marks: the grand slam's lone seed in North's row is what tells
    // it from the first capture.
    for (i, a) in pictures.iter().enumerate() {
        assert!(!pictures[i + 1..].contains(a), "lesson {} has another's picture", LESSONS[i].name);
    }
}
