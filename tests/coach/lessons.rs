//! Lessons: each step, a game set aside meanwhile, two more languages, leaving, the board's use, the pictures.

use super::*;
use awale::game::prelude::coach::lessons::LESSONS;
use awale::game::prelude::{SetAside, Settings, Stars};

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
            // A question that names its pit makes it glow; one that asks the child to find it
            // names none and gives nothing away.
            let answers = step.answers();
            let names =
                |pit: Pit| ask.split(|c: char| !c.is_alphanumeric()).any(|word| word == pit.letter().to_string());
            if step.find {
                assert!(!answers.iter().any(|&pit| names(pit)), "{at}: '{ask}' gives the answer away");
                assert!(coach(&app).glow.is_empty(), "{at}: the answer glows before a try");
            } else {
                assert!(answers.len() == 1 && names(answers[0]), "{at}: '{ask}' names its pit {answers:?}");
                assert_eq!(coach(&app).glow, answers, "{at}: the pit it names glows");
            }
            // A wrong pit: nothing is played, a line says why, the answer glows.
            let wrong = wrong_pit(game(&app), &answers);
            tap(&mut app, wrong);
            assert!(game(&app).moves().is_empty(), "{at}: {wrong} is not played");
            assert!(!coach(&app).feedback.is_empty(), "{at}: {wrong} is explained");
            assert_eq!(coach(&app).glow, answers, "{at}: the answer glows");
            // The right pit: played, and once at rest the step is answered.
            tap(&mut app, answers[0]);
            assert_eq!(game(&app).moves(), &[answers[0]], "{at}");
            // What the move did is said once its seeds rest, not while they fly: what the seeds
            // did first (a capture), then what the lesson draws from it, with the number the
            // child's store shows.
            let store = game(&app).position().stores().south;
            let done = tr.f(&format!("lesson-{}-{}-done", lesson.name, number + 1), [("store", store.into())]);
            assert!(!app.world().resource::<InFlight>().is_empty(), "{at}: the seeds fly");
            assert!(!coach(&app).feedback.contains(&done), "{at}: said before the seeds rest");
            assert!(!texts(&mut app).iter().any(|t| t.contains(&done)), "{at}: shown before the seeds rest");
            settle(&mut app);
            assert_eq!(coach(&app).state, StepState::Answered, "{at}");
            assert!(coach(&app).feedback.ends_with(&done), "{at}: '{}'", coach(&app).feedback);
            assert!(texts(&mut app).iter().any(|t| t.ends_with(&done)), "{at}: shown once at rest");
            // Praise for every step answered, and a star more.
            let praise = coach(&app).praise.clone();
            assert!(!praise.is_empty() && texts(&mut app).contains(&praise), "{at}: praise is shown");
            stars += 1;
            assert_eq!(app.world().resource::<Stars>().0, stars, "{at}: a star earned");
            assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Gameplay, "{at}: no end screen");
            let over = awale::game::prelude::Overlay::shown(app.world().get_resource());
            assert_eq!(over, awale::game::prelude::Overlay::None, "{at}: no end over the board");
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
    assert!(app.world().get_resource::<LessonStep>().is_none(), "the lesson's step lives while the lesson does");
    assert_eq!(*app.world().resource::<State<Task>>().get(), Task::Play);
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
            if awale::game::prelude::Overlay::shown(app.world().get_resource()) == awale::game::prelude::Overlay::End {
                break;
            }
        }
        let over = awale::game::prelude::Overlay::shown(app.world().get_resource());
        assert_eq!(over, awale::game::prelude::Overlay::End, "{language:?}");
        let awale::engine::Outcome::Over(end) = game(&app).outcome().clone() else { panic!("the game is over") };
        let faces = app.world().resource::<Faces>().clone();
        let title = awale::game::prelude::text::winner(&tr, &faces, &end);
        assert!(texts(&mut app).contains(&title), "{language:?}: the end screen says '{title}'");
    }
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
    assert!(app.world().get_resource::<LessonStep>().is_none(), "the lesson was left");
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
/// its captures ringed in green (a capture, a chain, a krou), a grand slam's whole row ringed as
/// spared, not captured (issue 71), the winner's store ringed when the move ends the game; and no
/// two pictures alike, by their marks alone (issue 71: the capture, the grand slam and the end
/// showed the same rings).
#[test]
fn each_lesson_s_picture_shows_what_it_teaches() {
    use awale::game::prelude::MenuAction;
    use awale::game::theme::palette;
    let mut app = app();
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Learn);
    app.update();
    app.update();
    let mut pictures = Vec::new();
    let mut marks = Vec::new();
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
        let spared = pits.iter().filter(|(_, ring, _)| *ring == palette::LAST_MOVE).count();
        let name = lesson.name;
        assert!(sown + taken >= 1, "{name}: the pits the sowing reaches are marked");
        if name == "sowing" {
            assert_eq!(sown, 4, "four seeds tint four pits");
        }
        if ["capture", "chain", "krou", "end"].contains(&name) {
            assert!(taken > 0, "{name}: its capture chain is ringed");
        }
        if ["sowing", "laps"].contains(&name) {
            assert_eq!(taken, 0, "{name}: nothing is captured");
        }
        if name == "grand-slam" {
            let position = lesson.steps[0].game().position();
            let north =
                Pit::ALL.into_iter().filter(|pit| pit.owner() == Side::North && position.seeds(*pit) > 0).count();
            assert_eq!(spared, north, "the grand slam's whole row: every pit of North's with seeds");
            assert_eq!(taken, 0, "a grand slam captures nothing under the lesson's rules");
        } else {
            assert_eq!(spared, 0, "{name}: no pit spared");
        }
        // And the stores' seeds.
        let stores: Vec<String> = [0, 2]
            .map(|at| world.get::<Children>(board).expect("the stores")[at])
            .iter()
            .map(|store| {
                format!("{:?}", world.get::<Children>(*store).and_then(|c| world.get::<Node>(c[0])).map(|n| n.width))
            })
            .collect();
        let rings: Vec<Color> = [0, 2]
            .map(|at| world.get::<Children>(board).expect("the stores")[at])
            .iter()
            .map(|store| world.get::<BorderColor>(*store).expect("a store's ring").top)
            .collect();
        let won = rings.iter().filter(|ring| **ring == palette::GOLD).count();
        assert_eq!(won, usize::from(name == "end"), "{name}: the winner's store is ringed when the move ends the game");
        pictures.push(format!("{pits:?} {stores:?}"));
        let pit_marks: Vec<_> = pits.iter().map(|(ground, ring, _)| (*ground, *ring)).collect();
        marks.push(format!("{pit_marks:?} {rings:?}"));
    }
    // The seeds as well as the marks: the grand slam's lone seed in North's row is what tells
    // it from the first capture.
    for (i, a) in pictures.iter().enumerate() {
        assert!(!pictures[i + 1..].contains(a), "lesson {} has another's picture", LESSONS[i].name);
    }
    for (i, a) in marks.iter().enumerate() {
        let same: Vec<&str> = (i + 1..marks.len()).filter(|j| marks[*j] == *a).map(|j| LESSONS[j].name).collect();
        assert!(same.is_empty(), "lesson {} shows the same marks as {same:?}", LESSONS[i].name);
    }
}

/// In every language, a step's question names the pit that glows, and names no answer where
/// the child is to find it himself.
#[test]
fn every_question_names_the_pit_that_glows_and_gives_no_answer_away_in_every_language() {
    for language in Language::ALL {
        let tr = Translator::new(language);
        for lesson in LESSONS {
            for (number, step) in lesson.steps.iter().enumerate() {
                let ask = tr.t(&format!("lesson-{}-{}-ask", lesson.name, number + 1));
                let names =
                    |pit: Pit| ask.split(|c: char| !c.is_alphanumeric()).any(|word| word == pit.letter().to_string());
                let answers = step.answers();
                let at = format!("{language:?}, lesson {} step {}: '{ask}'", lesson.name, number + 1);
                if step.find {
                    assert!(!answers.iter().any(|&pit| names(pit)), "{at} gives the answer away");
                } else {
                    assert!(names(answers[0]), "{at} does not name its pit {}", answers[0]);
                }
            }
        }
    }
}
