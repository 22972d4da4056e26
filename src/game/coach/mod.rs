//! Coaching on the real board: the lessons, the "Find the move" puzzles, the review of a game,
//! and the slow computer game behind the title. While one runs, the game in progress is set
//! aside (and given back after, never saved over), the computer plays only the title's game,
//! and a panel at the top says what to do in large type.
//!
//! A lesson or puzzle step sets up a position through [`Begin`], like any new board, and sets
//! the board's task ([`Task`]); a requested pit is checked against the step's answers before
//! it reaches the rules ([`NotTheAnswer`] for one that does not answer); the engine's own
//! refusals come as [`MoveRefused`]. Either way the right pit glows and one gentle line says
//! why.

mod answers;
mod graph;
pub mod lessons;
mod panel;
pub mod puzzles;
pub mod review;
pub mod show;
mod stars;
mod state;

pub use panel::CoachButton;
pub use state::{Activity, Coach, CoachCommand, NotTheAnswer, Praised, Stars, StepState};

use super::computer::Thinking;
use super::frame::GameSet;
use super::messages::Begin;
use super::model::Mode;
use super::model::{CoachGlow, Engine, MatchState, Screen, in_progress, played_online};
use super::model::{Demo, Players, Task};
use super::names::Faces;
use super::settings::SavedRules;
use super::settings::Setup;
use crate::ai::Level;
use crate::engine::{BySide, Game};
use bevy::prelude::*;
use lessons::LESSONS;
use puzzles::Puzzles;
use review::Review;
use show::TitleShow;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Coach>()
        .init_resource::<CoachGlow>()
        .init_resource::<SetAside>()
        .init_resource::<Puzzles>()
        .add_message::<NotTheAnswer>()
        .add_message::<Praised>()
        .init_resource::<Stars>()
        .add_message::<CoachCommand>()
        .init_resource::<TitleShow>()
        .add_systems(Update, answers::check_moves.run_if(not(played_online)).in_set(GameSet::Check))
        .add_systems(
            Update,
            (
                show::run_show.run_if(in_state(Screen::Title)),
                leave_when_off_the_board.run_if(not(in_state(Screen::Gameplay))),
                follow_commands,
                answers::hear_moves,
            )
                .chain()
                .in_set(GameSet::Derive),
        )
        .add_systems(OnExit(Screen::Title), show::end_show)
        .add_systems(Update, judge_next.in_set(GameSet::Derive))
        .add_plugins(panel::plugin);
}

/// A lesson, puzzle or review lives on the board: when another screen takes its place without
/// its Leave (a second tap on a menu's button as the lesson begins), it is left, its game given
/// back, so that nothing of it stays behind (a new game would otherwise begin under its panel).
fn leave_when_off_the_board(
    coach: Res<Coach>,
    next: Res<NextState<Screen>>,
    mut commands: MessageWriter<CoachCommand>,
) {
    let going_to_board =
        matches!(*next, NextState::Pending(Screen::Gameplay) | NextState::PendingIfNeq(Screen::Gameplay));
    if coach.on_board() && !going_to_board {
        commands.write(CoachCommand::Leave);
    }
}

/// Tells the HUD which pits glow, once the panel has chosen them.
pub(super) fn publish_glow(coach: Res<Coach>, mut glow: ResMut<CoachGlow>) {
    let review = matches!(coach.activity, Some(Activity::Review(_)));
    let wanted = CoachGlow {
        pits: coach.glow.clone(),
        only: review || coach.state != StepState::Asking || !coach.glow.is_empty(),
    };
    glow.set_if_neq(wanted);
}

/// The game in progress while a lesson, puzzle, review or the title's game holds the board:
/// given back when it ends.
#[derive(Resource, Clone, Debug, Default)]
pub struct SetAside(pub Option<Begin>);

/// The level of the title's game: quick, and fun to watch.
const SHOW_LEVEL: u8 = 3;

/// What a new board needs from the coach's commands.
#[derive(bevy::ecs::system::SystemParam)]
struct Board<'w> {
    engine: Res<'w, Engine>,
    players: Res<'w, Players>,
    demo: ResMut<'w, Demo>,
    series: Res<'w, MatchState>,
    set_aside: ResMut<'w, SetAside>,
    begin: MessageWriter<'w, Begin>,
    setup: Res<'w, Setup>,
    saved: Res<'w, SavedRules>,
    faces: Res<'w, Faces>,
}

impl Board<'_> {
    /// Keeps the game in progress aside, once, unless the board holds no real game.
    fn set_aside(&mut self, coach: &Coach) {
        if self.set_aside.0.is_some() || coach.activity.is_some() {
            return;
        }
        let game = &self.engine.0;
        self.set_aside.0 = in_progress(game, self.series.0.as_ref()).then(|| Begin {
            game: game.clone(),
            players: self.players.clone(),
            series: self.series.0.clone(),
        });
    }

    /// Lays out `game` for a lesson, puzzle, review (`mode` two players: nobody's computer) or
    /// the title's game (`mode` demo).
    fn lay_out(&mut self, game: Game, mode: Mode, level: Level) {
        self.lay_out_named(game, mode, level, BySide::default());
    }

    /// [`Board::lay_out`] with the players called `names` (a review keeps the names of the game
    /// reviewed: "You" and "Computer (level 1)", not "Player 1" and "Player 2").
    fn lay_out_named(&mut self, game: Game, mode: Mode, level: Level, names: BySide<String>) {
        self.begin.write(Begin { game, players: Players::new(mode, level, names), series: None });
    }

    /// Gives back the game set aside, or an empty board under the new-game rules.
    fn give_back(&mut self) {
        let begin = self.set_aside.0.take().unwrap_or_else(|| Begin {
            game: Game::new(self.setup.rules(&self.saved)),
            players: Players::new(self.setup.mode, self.setup.level(), BySide::default()),
            series: None,
        });
        self.begin.write(begin);
        *self.demo = Demo::Playing;
    }
}

/// The coach at a lesson's step: where a question names its one pit ("Tap pit F"), that pit
/// glows from the start.
fn lesson_step(lesson: usize, step: usize) -> Coach {
    let mut coach = Coach { activity: Some(Activity::Lesson { lesson, step }), ..default() };
    let answers = coach.answers();
    if answers.len() == 1 {
        coach.glow = answers;
    }
    coach
}

/// Starts, steps and ends lessons, puzzles, reviews and the title's game.
fn follow_commands(
    mut commands: MessageReader<CoachCommand>,
    mut coach: ResMut<Coach>,
    mut board: Board,
    puzzles: Res<Puzzles>,
    mut next: ResMut<NextState<Screen>>,
    task_now: Res<State<Task>>,
    mut task: ResMut<NextState<Task>>,
) {
    let any_level = Level::new(SHOW_LEVEL).expect("a level");
    for command in commands.read() {
        match command {
            CoachCommand::Lesson(index) => {
                let Some(lesson) = LESSONS.get(*index) else { continue };
                board.set_aside(&coach);
                board.lay_out(lesson.steps[0].game(), Mode::TwoPlayers, any_level);
                *coach = lesson_step(*index, 0);
                next.set(Screen::Gameplay);
            }
            CoachCommand::Puzzles(difficulty) => {
                let Some(puzzle) = puzzles.pick(*difficulty, 0) else { continue };
                board.set_aside(&coach);
                board.lay_out(puzzle.game(), Mode::TwoPlayers, any_level);
                let activity = Activity::Puzzle { difficulty: *difficulty, solved: 0, best: puzzle.best, found: 0 };
                *coach = Coach { activity: Some(activity), ..default() };
                next.set(Screen::Gameplay);
            }
            CoachCommand::Next => match coach.activity.clone() {
                Some(Activity::Lesson { lesson, step }) => {
                    let Some(steps) = LESSONS.get(lesson).map(|l| l.steps) else { continue };
                    if let Some(following) = steps.get(step + 1) {
                        board.lay_out(following.game(), Mode::TwoPlayers, any_level);
                        *coach = lesson_step(lesson, step + 1);
                    } else if lesson + 1 < LESSONS.len() {
                        board.lay_out(LESSONS[lesson + 1].steps[0].game(), Mode::TwoPlayers, any_level);
                        *coach = lesson_step(lesson + 1, 0);
                    }
                }
                Some(Activity::Puzzle { difficulty, solved, found, .. }) => {
                    let solved = solved + usize::from(coach.state == StepState::Answered);
                    let Some(puzzle) = puzzles.pick(difficulty, solved) else { continue };
                    board.lay_out(puzzle.game(), Mode::TwoPlayers, any_level);
                    let activity = Activity::Puzzle { difficulty, solved, best: puzzle.best, found };
                    *coach = Coach { activity: Some(activity), ..default() };
                }
                _ => {}
            },
            CoachCommand::Review => {
                let game = board.engine.0.clone();
                if game.moves().is_empty() {
                    continue;
                }
                board.set_aside(&coach);
                let mut start = game.clone();
                while start.undo().is_some() {}
                let names = board.faces.names.clone();
                board.lay_out_named(start, Mode::TwoPlayers, any_level, names);
                *coach = Coach { activity: Some(Activity::Review(Box::new(Review::new(game)))), ..default() };
                next.set(Screen::Gameplay);
            }
            CoachCommand::Show => {
                // Again while it shows: the next game.
                if coach.activity.is_none() || coach.showing() {
                    board.set_aside(&coach);
                    let mut rules = board.setup.rules(&board.saved);
                    rules.end_majority = true;
                    board.lay_out(Game::new(rules), Mode::Demo, any_level);
                    *board.demo = Demo::Paused;
                    *coach = Coach { activity: Some(Activity::Show), ..default() };
                }
            }
            CoachCommand::Leave => {
                if coach.activity.take().is_some() {
                    board.give_back();
                }
                *coach = Coach::default();
            }
        }
    }
    // The board's use follows the coach's activity: the frame's state changes before the rules
    // lay out the board the commands asked for.
    if coach.is_changed() && *task_now.get() != coach.task() {
        task.set(coach.task());
    }
}

/// Asks the computer to judge the next position while a review runs (on a task, or a move a
/// frame in a web page: see [`Thinking::judge`]), and records its answer.
fn judge_next(mut coach: ResMut<Coach>, mut thinking: ResMut<Thinking>) {
    let Some(Activity::Review(review)) = &mut coach.activity else {
        return;
    };
    if let Some((position, scores)) = thinking.judged() {
        review.record(&position, scores);
    }
    // The next position is replayed from the start only when the computer is free to judge it.
    if !thinking.is_judging()
        && let Some(next) = review.next_position()
    {
        thinking.judge(next, review::DEPTH);
    }
}
