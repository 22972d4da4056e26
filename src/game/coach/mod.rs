//! Coaching on the real board: the lessons, the "Find the move" puzzles, the review of a game,
//! and the slow computer game behind the title. While one runs, the game in progress is set
//! aside (and given back after, never saved over), the computer plays only the title's game,
//! and a panel at the top says what to do in large type.
//!
//! A lesson or puzzle step sets up a position through [`Begin`], like any new board; the rules
//! system asks [`Coach::accepts`] before playing a legal pit, and sends [`NotTheAnswer`] for
//! one that does not answer; the engine's own refusals come as [`MoveRefused`]. Either way the
//! right pit glows and one gentle line says why.

pub mod lessons;
mod panel;
pub mod puzzles;
pub mod review;

use super::names::TypedNames;
use super::settings::{Mode, Settings, Setup, Tr};
use super::{
    Begin, Engine, GameSet, MatchState, MovePlayed, MoveRefused, Opponent, Phase, SavedRules, Screen, SeedsAtRest, Sfx,
    text,
};
use crate::ai::{HintReason, Level};
use crate::engine::{BySide, Game, Pit};
use bevy::prelude::*;
use lessons::LESSONS;
use puzzles::{Difficulty, Puzzles};
use review::Review;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Coach>()
        .init_resource::<SetAside>()
        .init_resource::<Puzzles>()
        .add_message::<NotTheAnswer>()
        .add_message::<Praised>()
        .init_resource::<Stars>()
        .add_message::<CoachCommand>()
        .init_resource::<TitleShow>()
        .add_systems(Update, (run_show, follow_commands, hear_moves).chain().in_set(GameSet::Ui))
        .add_systems(OnExit(Screen::Title), end_show)
        .add_plugins((panel::plugin, review::plugin));
}

/// What the coach is doing on the board.
#[derive(Clone, Debug)]
pub enum Activity {
    /// A lesson of [`LESSONS`], at a step.
    Lesson {
        /// Its index in [`LESSONS`].
        lesson: usize,
        /// The step shown.
        step: usize,
    },
    /// "Find the move" at a difficulty; `solved` puzzles of it found so far this time.
    Puzzle {
        /// How hard.
        difficulty: Difficulty,
        /// Puzzles played through so far (the next one is picked by it).
        solved: usize,
        /// The move to find.
        best: Pit,
        /// Puzzles found so far, in halves: a puzzle found at the first try counts 2, after a
        /// wrong try 1.
        found: usize,
    },
    /// The review of a game.
    Review(Box<Review>),
    /// The computer against itself behind the title, slowly, without sound.
    Show,
}

/// Where a lesson or puzzle step is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum StepState {
    /// Waiting for the child's pit.
    #[default]
    Asking,
    /// The right pit was played: its seeds fly.
    Moving,
    /// The seeds are at rest: "Next".
    Answered,
}

/// The coach: what it is doing, and what it says and shows.
#[derive(Resource, Clone, Debug, Default)]
pub struct Coach {
    /// The lesson, puzzle, review or title game, if any.
    pub activity: Option<Activity>,
    /// Where the step is.
    pub state: StepState,
    /// The line under the question: why a pit was not the answer, or what the move did.
    pub feedback: String,
    /// The pits that glow green: the answer after a wrong pit, the better move in a review.
    pub glow: Vec<Pit>,
    /// What the move played said, kept until its seeds rest: then it becomes the feedback, so
    /// that no explanation runs ahead of the seeds.
    pub after_rest: Option<String>,
    /// Praise for a step answered or a puzzle solved ("Well done!"), once its seeds rest.
    pub praise: String,
    /// Wrong pits tapped in this step: a puzzle's first gets a second try before the answer
    /// glows.
    pub tries: u8,
}

/// Stars earned this time: one for each lesson step answered and each puzzle solved. Each flies
/// to the coach's counter as it is earned.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stars(pub u32);

/// A step was answered or a puzzle solved: praise, and a star flies to the counter.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Praised;

/// The words of praise, taken in turn.
const PRAISE: [&str; 4] = ["praise-1", "praise-2", "praise-3", "praise-4"];

impl Coach {
    /// Whether a lesson, a puzzle or a review holds the board (not the title's game).
    #[must_use]
    pub fn on_board(&self) -> bool {
        matches!(self.activity, Some(Activity::Lesson { .. } | Activity::Puzzle { .. } | Activity::Review(_)))
    }

    /// Whether the title's game is playing.
    #[must_use]
    pub fn showing(&self) -> bool {
        matches!(self.activity, Some(Activity::Show))
    }

    /// The pits that answer the step, when a step waits for one: a legal pit not among them is
    /// not played. A review accepts none (its moves are stepped with buttons).
    #[must_use]
    pub fn accepts(&self) -> Option<Vec<Pit>> {
        match &self.activity {
            Some(Activity::Lesson { .. } | Activity::Puzzle { .. }) if self.state == StepState::Asking => {
                Some(self.answers())
            }
            Some(Activity::Lesson { .. } | Activity::Puzzle { .. } | Activity::Review(_)) => Some(Vec::new()),
            Some(Activity::Show) | None => None,
        }
    }

    /// The question of the lesson's step or of the puzzle, in words; empty otherwise.
    #[must_use]
    pub fn question(&self, tr: &crate::i18n::Translator) -> String {
        match &self.activity {
            Some(Activity::Lesson { lesson, step }) => {
                LESSONS.get(*lesson).map(|l| tr.t(&format!("lesson-{}-{}-ask", l.name, step + 1))).unwrap_or_default()
            }
            Some(Activity::Puzzle { .. }) => tr.t("puzzle-ask"),
            _ => String::new(),
        }
    }

    /// The pits that answer the lesson's step or the puzzle, whether or not it is asked now.
    #[must_use]
    pub fn answers(&self) -> Vec<Pit> {
        match &self.activity {
            Some(Activity::Lesson { lesson, step }) => {
                LESSONS.get(*lesson).and_then(|l| l.steps.get(*step)).map(|s| s.answers()).unwrap_or_default()
            }
            Some(Activity::Puzzle { best, .. }) => vec![*best],
            _ => Vec::new(),
        }
    }
}

/// The rules system did not play a legal pit: it does not answer the lesson or puzzle step.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotTheAnswer(pub Pit);

/// What the coach is asked to do (the Learn screen, the panel's buttons, the title).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum CoachCommand {
    /// Begin a lesson of [`LESSONS`] at its first step.
    Lesson(usize),
    /// The next step (or the next puzzle).
    Next,
    /// Begin "Find the move" at a difficulty.
    Puzzles(Difficulty),
    /// Review the game on the board from its first move.
    Review,
    /// The title's slow computer game.
    Show,
    /// Stop, and give back the game set aside.
    Leave,
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
    opponent: ResMut<'w, Opponent>,
    typed: Res<'w, TypedNames>,
    series: Res<'w, MatchState>,
    set_aside: ResMut<'w, SetAside>,
    begin: MessageWriter<'w, Begin>,
    setup: Res<'w, Setup>,
    saved: Res<'w, SavedRules>,
}

impl Board<'_> {
    /// Keeps the game in progress aside, once, unless the board holds no real game.
    fn set_aside(&mut self, coach: &Coach) {
        if self.set_aside.0.is_some() || coach.activity.is_some() {
            return;
        }
        let game = &self.engine.0;
        self.set_aside.0 = (!game.moves().is_empty()).then(|| Begin {
            game: game.clone(),
            mode: self.opponent.mode,
            level: self.opponent.level,
            series: self.series.0.clone(),
            names: self.typed.0.clone(),
        });
    }

    /// Lays out `game` for a lesson, puzzle, review (`mode` two players: nobody's computer) or
    /// the title's game (`mode` demo).
    fn lay_out(&mut self, game: Game, mode: Mode, level: Level) {
        self.begin.write(Begin { game, mode, level, series: None, names: BySide::default() });
    }

    /// Gives back the game set aside, or an empty board under the new-game rules.
    fn give_back(&mut self) {
        let begin = self.set_aside.0.take().unwrap_or_else(|| Begin {
            game: Game::new(self.setup.rules(&self.saved)),
            mode: self.setup.mode,
            level: self.setup.level(),
            series: None,
            names: BySide::default(),
        });
        self.begin.write(begin);
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
                board.lay_out(start, Mode::TwoPlayers, any_level);
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
                    board.opponent.paused = true;
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
}

/// What the coach hears of the board, to answer the child.
#[derive(bevy::ecs::system::SystemParam)]
struct Heard<'w, 's> {
    wrong: MessageReader<'w, 's, NotTheAnswer>,
    refused: MessageReader<'w, 's, MoveRefused>,
    played: MessageReader<'w, 's, MovePlayed>,
    rest: MessageReader<'w, 's, SeedsAtRest>,
    sfx: MessageWriter<'w, Sfx>,
    praised: MessageWriter<'w, Praised>,
}

/// A wrong pit: a gentle line and the right pit glowing. The right one: what it did, once the
/// seeds are at rest; a lesson done is ticked in the settings.
fn hear_moves(
    mut heard: Heard,
    mut coach: ResMut<Coach>,
    mut settings: ResMut<Settings>,
    mut stars: ResMut<Stars>,
    engine: Res<Engine>,
    tr: Res<Tr>,
) {
    let tr = &tr.0;
    let asking = coach.state != StepState::Answered && !matches!(coach.activity, Some(Activity::Review(_)));
    let answers = coach.answers();
    if !asking || answers.is_empty() {
        // Nothing asked: drop what was heard.
        heard.wrong.clear();
        heard.refused.clear();
        heard.played.clear();
        heard.rest.clear();
        return;
    };
    let right = answers.first().map(ToString::to_string).unwrap_or_default();
    let wrong_key = match &coach.activity {
        Some(Activity::Lesson { lesson, step }) => format!("lesson-{}-{}-wrong", LESSONS[*lesson].name, step + 1),
        _ => "puzzle-wrong".to_owned(),
    };
    let puzzle = matches!(coach.activity, Some(Activity::Puzzle { .. }));
    for NotTheAnswer(pit) in heard.wrong.read() {
        if coach.state != StepState::Asking {
            continue;
        }
        heard.sfx.write(Sfx::Refused);
        coach.tries = coach.tries.saturating_add(1);
        if puzzle && coach.tries == 1 {
            // A second try, with why this pit fails; the answer does not glow yet.
            coach.feedback = why_not(tr, &engine.0, *pit);
            continue;
        }
        coach.feedback = tr.f(&wrong_key, [("pit", pit.to_string().into()), ("right", right.clone().into())]);
        coach.glow.clone_from(&answers);
    }
    for refused in heard.refused.read() {
        if coach.state != StepState::Asking {
            continue;
        }
        coach.feedback =
            format!("{} {}", text::illegal(tr, refused.reason), tr.f("coach-try", [("pit", right.clone().into())]));
        coach.glow.clone_from(&answers);
    }
    for MovePlayed(report) in heard.played.read() {
        coach.state = StepState::Moving;
        coach.glow.clear();
        let mut line = match &coach.activity {
            Some(Activity::Lesson { lesson, step }) => {
                tr.t(&format!("lesson-{}-{}-done", LESSONS[*lesson].name, step + 1))
            }
            _ => {
                // Why it is best: the engine's reason, read on the board before the move.
                let mut before = engine.0.clone();
                before.undo();
                let why = match crate::ai::explain(&before, report.pit).reason {
                    Some(HintReason::Protects(seeds)) => tr.f("puzzle-why-save", [("seeds", seeds.into())]),
                    Some(HintReason::Feeds) => tr.t("puzzle-why-feed"),
                    Some(HintReason::Captures(_)) => String::new(),
                    None => tr.t("puzzle-why-plan"),
                };
                format!("{} {why}", tr.t("puzzle-solved")).trim_end().to_owned()
            }
        };
        if let Some(explained) = text::explain_capture(tr, report) {
            line = format!("{line} {explained}");
        }
        // Said once the seeds rest; meanwhile the wrong pit's line goes.
        coach.feedback.clear();
        coach.after_rest = Some(line);
    }
    if heard.rest.read().count() > 0 && coach.state == StepState::Moving {
        coach.state = StepState::Answered;
        if let Some(line) = coach.after_rest.take() {
            coach.feedback = line;
        }
        // A puzzle found counts at once: whole at the first try, half after a wrong one.
        let first_try = coach.tries == 0;
        if let Some(Activity::Puzzle { found, .. }) = &mut coach.activity {
            *found += if first_try { 2 } else { 1 };
        }
        // Well done: words, a sound, and a star for the counter.
        stars.0 += 1;
        coach.praise = tr.t(PRAISE[stars.0 as usize % PRAISE.len()]);
        heard.sfx.write(Sfx::Praise);
        heard.praised.write(Praised);
        if let Some(Activity::Lesson { lesson, step }) = coach.activity
            && step + 1 == LESSONS[lesson].steps.len()
        {
            let name = LESSONS[lesson].name.to_owned();
            if !settings.lessons_done.contains(&name) {
                settings.lessons_done.push(name);
            }
        }
    }
}

/// Why a pit tapped in a puzzle is not the best move: what the opponent can capture at once
/// after it, if anything; and "try again".
fn why_not(tr: &crate::i18n::Translator, game: &Game, pit: Pit) -> String {
    let pit_arg = ("pit", pit.to_string().into());
    let mover = game.position().turn();
    let mut after = game.clone();
    if after.play(pit).is_err() {
        return tr.f("puzzle-try-again", [pit_arg]);
    }
    let taken = after.legal_moves().iter().filter_map(|&reply| after.try_play(reply).ok()).map(|r| r.captured()).max();
    match taken.unwrap_or(0) {
        0 => tr.f("puzzle-try-again", [pit_arg]),
        seeds => {
            let other = text::side(tr, !mover);
            tr.f("puzzle-try-again-captures", [pit_arg, ("other", other.into()), ("seeds", seeds.into())])
        }
    }
}

/// Whether the title shows the computer playing itself behind the menu: on with a window (the
/// headless tests have it off unless they turn it on).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TitleShow(pub bool);

/// Seconds on the title before its game begins, and between two of its moves.
const SHOW_PAUSE: f32 = 2.0;

/// The title's game: it begins after a moment on the title, plays a move every
/// [`SHOW_PAUSE`] seconds once the seeds are at rest, and starts again when it ends.
fn run_show(
    screen: Res<State<Screen>>,
    show: Res<TitleShow>,
    coach: Res<Coach>,
    engine: Res<Engine>,
    phase: Res<State<Phase>>,
    time: Res<Time>,
    mut opponent: ResMut<Opponent>,
    mut commands: MessageWriter<CoachCommand>,
    mut since: Local<f32>,
) {
    if *screen.get() != Screen::Title || !show.0 || coach.on_board() {
        *since = 0.0;
        return;
    }
    if *phase.get() == Phase::Animating {
        *since = 0.0;
        return;
    }
    *since += time.delta_secs();
    if *since < SHOW_PAUSE {
        return;
    }
    *since = 0.0;
    if !coach.showing() || engine.0.is_over() {
        commands.write(CoachCommand::Show);
    } else if opponent.mode == Mode::Demo {
        opponent.step = true;
    }
}

/// Leaving the title ends its game: the game in progress comes back.
fn end_show(coach: Res<Coach>, mut commands: MessageWriter<CoachCommand>) {
    if coach.showing() {
        commands.write(CoachCommand::Leave);
    }
}

/// Whether the board is in play: on the board screen, or the title's game.
#[must_use]
pub fn board_in_play(screen: Res<State<Screen>>, coach: Res<Coach>) -> bool {
    *screen.get() == Screen::Gameplay || (*screen.get() == Screen::Title && coach.showing())
}
