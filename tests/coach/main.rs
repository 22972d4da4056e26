//! Lessons, puzzles, the review and the players' names, without a window: each lesson's steps
//! played with a wrong pit first (explained, the right pit glowing) and then the right one; a
//! sample of the shipped puzzles; the review of a game with a known blunder.
#![cfg(feature = "game")]

use awale::ai::Searcher;
use awale::engine::{Game, Pit, Position, Preset, Side};
use awale::game::prelude::{
    Coach, CoachCommand, Engine, Faces, InFlight, LessonStep, MoveRequest, Phase, PuzzleRun, Screen, StepState, Task,
};
use awale::i18n::{Language, Translator};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use bevy_tweening::TweeningPlugin;
use std::time::Duration;

mod lessons;
mod puzzles;
mod review;

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

/// The texts shown: those neither hidden themselves nor under a hidden node (the panel lays out
/// what a step's answer will say, hidden, from its question on).
fn texts(app: &mut App) -> Vec<String> {
    let mut query = app.world_mut().query::<(Entity, &Text)>();
    let world = app.world();
    let hidden = |mut entity: Entity| loop {
        if world.get::<Visibility>(entity) == Some(&Visibility::Hidden) {
            return true;
        }
        match world.get::<ChildOf>(entity) {
            Some(parent) => entity = parent.parent(),
            None => return false,
        }
    };
    query.iter(world).filter(|(entity, _)| !hidden(*entity)).map(|(_, text)| text.0.clone()).collect()
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

/// The board's task and the details of what the coach does on it agree in every frame, through
/// a lesson and its next step, a switch to a puzzle, a review, the title's game and back, and
/// with two commands in one frame: a lesson's step exists exactly while the task is a lesson,
/// a puzzle's while it is a puzzle, a review while it is a review.
#[test]
fn the_task_and_the_coachs_details_never_disagree() {
    use awale::game::prelude::coach::puzzles::Difficulty;
    use awale::game::prelude::coach::review::Review;
    use awale::game::prelude::{GameSet, Task};
    #[derive(Resource, Default)]
    struct Disagreed(Vec<String>);
    fn check(
        task: Res<State<Task>>,
        lesson: Option<Res<LessonStep>>,
        puzzle: Option<Res<PuzzleRun>>,
        review: Option<Res<Review>>,
        mut disagreed: ResMut<Disagreed>,
    ) {
        let task = *task.get();
        let details = (lesson.is_some(), puzzle.is_some(), review.is_some());
        if details != (task == Task::Lesson, task == Task::Puzzle, task == Task::Review) {
            disagreed.0.push(format!("{task:?} with {details:?}"));
        }
    }
    let mut app = app();
    app.init_resource::<Disagreed>()
        .add_systems(Update, (check.in_set(GameSet::Intents), check.in_set(GameSet::Present)));
    let mut played = Game::new(Preset::Tournament.rules());
    for _ in 0..6 {
        played.play(played.legal_moves()[0]).unwrap();
    }
    lay_out(&mut app, played);
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Gameplay);
    app.update();
    send(&mut app, CoachCommand::Lesson(0));
    assert_eq!(app.world().resource::<LessonStep>().step, 0);
    send(&mut app, CoachCommand::Next);
    assert_eq!(app.world().resource::<LessonStep>().step, 1);
    send(&mut app, CoachCommand::Puzzles(Difficulty::Easy));
    assert!(app.world().get_resource::<LessonStep>().is_none());
    send(&mut app, CoachCommand::Leave);
    assert_eq!(game(&app).moves().len(), 6, "the game set aside comes back");
    send(&mut app, CoachCommand::Review);
    assert!(app.world().get_resource::<Review>().is_some());
    // Two commands in one frame: the review left and a lesson begun; then left and shown.
    app.world_mut().write_message(CoachCommand::Leave);
    send(&mut app, CoachCommand::Lesson(1));
    assert_eq!(*app.world().resource::<State<Task>>().get(), Task::Lesson);
    app.world_mut().write_message(CoachCommand::Leave);
    send(&mut app, CoachCommand::Show);
    assert_eq!(*app.world().resource::<State<Task>>().get(), Task::Show);
    send(&mut app, CoachCommand::Leave);
    assert_eq!(game(&app).moves().len(), 6, "the game set aside comes back");
    assert_eq!(*app.world().resource::<State<Task>>().get(), Task::Play);
    assert!(app.world().resource::<Disagreed>().0.is_empty(), "{:?}", app.world().resource::<Disagreed>().0);
}
