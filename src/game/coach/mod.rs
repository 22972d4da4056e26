//! Coaching on the real board: the lessons, the "Find the move" puzzles, the review of a game,
//! and the slow computer game behind the title. While one runs, the game in progress is set
//! aside (and given back after, never saved over), the computer plays only the title's game,
//! and a panel at the top says what to do in large type.
//!
//! A lesson or puzzle step sets up a position through [`Begin`], like any new board, and sets
//! the board's task ([`Task`]); a requested pit is checked against the step's answers before
//! it reaches the rules (the coach keeps [`Accepted`]; [`NotTheAnswer`](super::play::NotTheAnswer)
//! for one that does not answer); the engine's own refusals come as
//! [`MoveRefused`](super::messages::MoveRefused). Either way the right pit glows and one gentle
//! line says why.

mod answers;
pub mod glow;
mod graph;
mod halves;
pub mod lessons;
mod panel;
pub mod puzzles;
pub mod review;
pub mod show;
mod stars;
pub(crate) mod state;

pub use panel::CoachButton;
pub use state::{Coach, CoachCommand, Coaching, LessonStep, Praised, PuzzleRun, Stars, StepState};

use super::computer::Thinking;
use super::frame::GameSet;
use super::messages::{Begin, BoardReset};
use super::settings::SavedRules;
use super::settings::Setup;
use crate::ai::Level;
use crate::engine::{BySide, Game};
use crate::game::coach::glow::CoachGlow;
use crate::game::messages::MoveRequest;
use crate::game::play::Mode;
use crate::game::play::board::Board;
use crate::game::play::in_progress;
use crate::game::play::{Accepted, Demo, Players, Task};
use crate::game::screens::Screen;
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
        .add_message::<Praised>()
        .init_resource::<Stars>()
        .add_message::<CoachCommand>()
        .init_resource::<TitleShow>()
        // The coach's commands are followed at the start of a frame, before its state
        // transitions: the board's task changes in the same frame as the details the coach
        // keeps of it, so that no system ever sees one without the other.
        .add_systems(
            PreUpdate,
            (leave_when_off_the_board.run_if(coached_task.and_then(not(in_state(Screen::Gameplay)))), follow_commands)
                .chain(),
        )
        .add_systems(
            Update,
            (show::run_show.run_if(in_state(Screen::Title)), answers::hear_moves).chain().in_set(GameSet::Derive),
        )
        .add_systems(OnExit(Screen::Title), show::end_show.run_if(in_state(Task::Show)))
        .add_systems(OnExit(Task::Lesson), forget::<LessonStep>)
        .add_systems(OnExit(Task::Puzzle), forget::<PuzzleRun>)
        .add_systems(OnExit(Task::Review), forget::<Review>)
        .add_systems(
            Update,
            accept
                .run_if(on_message::<MoveRequest>)
                .in_set(GameSet::Check)
                .before(crate::game::play::check::check_moves),
        )
        .add_systems(Update, judge_next.run_if(resource_exists::<Review>).in_set(GameSet::Derive))
        .add_plugins(panel::plugin);
}

/// A run condition: whether the board's task is a lesson, a puzzle or a review, shown or
/// behind a menu.
fn coached_task(task: Res<State<Task>>) -> bool {
    task.get().coached()
}

/// Takes out the details of a task left (a [`LessonStep`], a [`PuzzleRun`], a [`Review`]): they
/// live only while it does.
fn forget<R: Resource>(mut commands: Commands) {
    commands.remove_resource::<R>();
}

/// A lesson, puzzle or review lives on the board: when another screen takes its place without
/// its Leave (a second tap on a menu's button as the lesson begins), it is left, its game given
/// back, so that nothing of it stays behind (a new game would otherwise begin under its panel).
fn leave_when_off_the_board(next: Res<NextState<Screen>>, mut commands: MessageWriter<CoachCommand>) {
    let going_to_board =
        matches!(*next, NextState::Pending(Screen::Gameplay) | NextState::PendingIfNeq(Screen::Gameplay));
    if !going_to_board {
        commands.write(CoachCommand::Leave);
    }
}

/// Tells the check which pits the board takes now, in a frame with a requested pit: the step's
/// answers while it asks ([`Coaching::accepts`]).
fn accept(coach: Res<Coach>, coaching: Coaching, mut accepted: ResMut<Accepted>) {
    accepted.set_if_neq(Accepted(coaching.accepts(coach.state)));
}

/// Tells the HUD which pits glow, once the panel has chosen them.
pub(super) fn publish_glow(coach: Res<Coach>, review: Option<Res<Review>>, mut glow: ResMut<CoachGlow>) {
    let wanted = CoachGlow {
        pits: coach.glow.clone(),
        only: review.is_some() || coach.state != StepState::Asking || !coach.glow.is_empty(),
    };
    glow.set_if_neq(wanted);
}

/// The game in progress while a lesson, puzzle, review or the title's game holds the board:
/// given back when it ends, and kept here until the board has it.
#[derive(Resource, Clone, Debug, Default)]
pub struct SetAside(pub Option<Begin>);

/// The level of the title's game: quick, and fun to watch.
const SHOW_LEVEL: u8 = 3;

/// What a new board needs from the coach's commands: the game on the board, the one set aside,
/// the new-game choices.
#[derive(bevy::ecs::system::SystemParam)]
struct NewBoard<'w> {
    board: Board<'w>,
    demo: ResMut<'w, Demo>,
    set_aside: ResMut<'w, SetAside>,
    begin: MessageWriter<'w, Begin>,
    setup: Res<'w, Setup>,
    saved: Res<'w, SavedRules>,
}

impl NewBoard<'_> {
    /// Keeps the game in progress aside, once, unless the board holds no real game (its task,
    /// `doing`, is not [`Task::Play`]).
    fn set_aside(&mut self, doing: Task) {
        if self.set_aside.0.is_some() || doing != Task::Play {
            return;
        }
        let board = &self.board;
        self.set_aside.0 = in_progress(board.game(), board.series()).then(|| Begin {
            game: board.game().clone(),
            players: board.players.clone(),
            series: board.series.0.clone(),
        });
    }

    /// Lays out `game` for a lesson, puzzle, review (`mode` two players: nobody's computer) or
    /// the title's game (`mode` demo).
    fn lay_out(&mut self, game: Game, mode: Mode, level: Level) {
        self.lay_out_named(game, mode, level, BySide::default());
    }

    /// [`NewBoard::lay_out`] with the players called `names` (a review keeps the names of the game
    /// reviewed: "You" and "Computer (level 1)", not "Player 1" and "Player 2").
    fn lay_out_named(&mut self, game: Game, mode: Mode, level: Level, names: BySide<String>) {
        self.begin.write(Begin { game, players: Players::new(mode, level, names), series: None });
    }

    /// Gives back the game set aside, or an empty board under the new-game rules. What is given
    /// back stays aside until the board has it (see [`follow_commands`]): a screen built before
    /// (the title, asking whether there is a game to continue) reads it there, not the coach's
    /// board still on the engine.
    fn give_back(&mut self) {
        let begin = self.set_aside.0.clone().unwrap_or_else(|| Begin {
            game: Game::new(self.setup.rules(&self.saved)),
            players: Players::new(self.setup.mode, self.setup.level(), BySide::default()),
            series: None,
        });
        self.begin.write(begin.clone());
        self.set_aside.0 = Some(begin);
        *self.demo = Demo::Playing;
    }
}

/// The coach at a lesson's step: where a question names its one pit ("Tap pit F"), that pit
/// glows from the start; where the child is to find it ("Which pit makes 3 there?"), it glows
/// only after a wrong try.
fn lesson_step(step: LessonStep) -> Coach {
    let answers = step.answers();
    Coach { glow: if answers.len() == 1 && !step.finds() { answers } else { Vec::new() }, ..default() }
}

/// The details of what the coach does now, as the commands of a frame change them.
#[derive(bevy::ecs::system::SystemParam)]
struct Doing<'w, 's> {
    task: Res<'w, State<Task>>,
    next: ResMut<'w, NextState<Task>>,
    lesson: Option<Res<'w, LessonStep>>,
    puzzle: Option<Res<'w, PuzzleRun>>,
    commands: Commands<'w, 's>,
}

/// Starts, steps and ends lessons, puzzles, reviews and the title's game: sets the board's task
/// and puts in the details of the new one (taken out when the task is left: [`forget`]).
fn follow_commands(
    mut commands: MessageReader<CoachCommand>,
    mut reset: MessageReader<BoardReset>,
    mut coach: ResMut<Coach>,
    mut board: NewBoard,
    puzzles: Res<Puzzles>,
    mut next: ResMut<NextState<Screen>>,
    mut doing: Doing,
) {
    let any_level = Level::new(SHOW_LEVEL).expect("a level");
    // A new board laid out while the board's task is a game: the board has what was given back,
    // nothing is aside any more.
    let mut task = *doing.task.get();
    if reset.read().count() > 0 && task == Task::Play && board.set_aside.0.is_some() {
        board.set_aside.0 = None;
    }
    // What the commands read so far make of the task and its details.
    let mut lesson = doing.lesson.as_deref().copied();
    let mut puzzle = doing.puzzle.as_deref().copied();
    for command in commands.read() {
        match command {
            CoachCommand::Lesson(index) => {
                let Some(info) = LESSONS.get(*index) else { continue };
                board.set_aside(task);
                board.lay_out(info.steps[0].game(), Mode::TwoPlayers, any_level);
                let step = LessonStep { lesson: *index, step: 0 };
                (task, lesson) = (Task::Lesson, Some(step));
                *coach = lesson_step(step);
                doing.commands.insert_resource(step);
                next.set(Screen::Gameplay);
            }
            CoachCommand::Puzzles(difficulty) => {
                let Some(picked) = puzzles.pick(*difficulty, 0) else { continue };
                board.set_aside(task);
                board.lay_out(picked.game(), Mode::TwoPlayers, any_level);
                let run = PuzzleRun { difficulty: *difficulty, solved: 0, best: picked.best, found: 0 };
                (task, puzzle) = (Task::Puzzle, Some(run));
                *coach = Coach::default();
                doing.commands.insert_resource(run);
                next.set(Screen::Gameplay);
            }
            CoachCommand::Next => match (task, lesson, puzzle) {
                (Task::Lesson, Some(LessonStep { lesson: at, step }), _) => {
                    let Some(steps) = LESSONS.get(at).map(|l| l.steps) else { continue };
                    let following = if step + 1 < steps.len() {
                        LessonStep { lesson: at, step: step + 1 }
                    } else if at + 1 < LESSONS.len() {
                        LessonStep { lesson: at + 1, step: 0 }
                    } else {
                        continue;
                    };
                    board.lay_out(LESSONS[following.lesson].steps[following.step].game(), Mode::TwoPlayers, any_level);
                    lesson = Some(following);
                    *coach = lesson_step(following);
                    doing.commands.insert_resource(following);
                }
                (Task::Puzzle, _, Some(PuzzleRun { difficulty, solved, found, .. })) => {
                    let solved = solved + usize::from(coach.state == StepState::Answered);
                    let Some(picked) = puzzles.pick(difficulty, solved) else { continue };
                    board.lay_out(picked.game(), Mode::TwoPlayers, any_level);
                    let run = PuzzleRun { difficulty, solved, best: picked.best, found };
                    puzzle = Some(run);
                    *coach = Coach::default();
                    doing.commands.insert_resource(run);
                }
                _ => {}
            },
            CoachCommand::Review => {
                let game = board.board.game().clone();
                if game.moves().is_empty() {
                    continue;
                }
                board.set_aside(task);
                let mut start = game.clone();
                while start.undo().is_some() {}
                let names = board.board.faces.names.clone();
                board.lay_out_named(start, Mode::TwoPlayers, any_level, names);
                task = Task::Review;
                *coach = Coach::default();
                doing.commands.insert_resource(Review::new(game));
                next.set(Screen::Gameplay);
            }
            CoachCommand::Show => {
                // Again while it shows: the next game.
                if matches!(task, Task::Play | Task::Show) {
                    board.set_aside(task);
                    let mut rules = board.setup.rules(&board.saved);
                    rules.end_majority = true;
                    board.lay_out(Game::new(rules), Mode::Demo, any_level);
                    *board.demo = Demo::Paused;
                    task = Task::Show;
                    *coach = Coach::default();
                }
            }
            CoachCommand::Leave => {
                if task != Task::Play {
                    board.give_back();
                }
                task = Task::Play;
                *coach = Coach::default();
            }
        }
    }
    // One transition at most, this frame, to the task the commands left: none when they came
    // back to the task shown (its details put in anew stay).
    if task != *doing.task.get() {
        doing.next.set(task);
    }
}

/// Asks the computer to judge the next position while a review runs (on a task, or a move a
/// frame in a web page: see [`Thinking::judge`]), and records its answer.
fn judge_next(mut review: ResMut<Review>, mut thinking: ResMut<Thinking>) {
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
