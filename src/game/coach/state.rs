//! What the coach is doing and saying: the details of a lesson's step or a puzzle (each a
//! resource living while its [`Task`](crate::game::play::Task) does), the [`Coach`]'s conversation, and the messages
//! about it. A leaf of the coach's folder: the files that run lessons, puzzles, the
//! review and the title's game read it; it reads only the lessons', puzzles' and review's data.

use super::lessons::LESSONS;
use super::puzzles::Difficulty;
use super::review::Review;
use crate::engine::Pit;
use bevy::prelude::*;

/// A lesson's step on the board: which lesson of [`LESSONS`], which step. A resource that
/// lives only while the board's [`Task`](crate::game::play::Task) is [`Task::Lesson`](crate::game::play::Task::Lesson): put in with the task, taken out
/// on leaving it. The task says what the board is used for; this, the details.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct LessonStep {
    /// Its index in [`LESSONS`].
    pub lesson: usize,
    /// The step shown.
    pub step: usize,
}

impl LessonStep {
    /// The pits that answer the step.
    #[must_use]
    pub fn answers(self) -> Vec<Pit> {
        LESSONS.get(self.lesson).and_then(|l| l.steps.get(self.step)).map(|s| s.answers()).unwrap_or_default()
    }

    /// Whether the child is asked to find the step's pit himself ([`Step::find`](super::lessons::Step)).
    #[must_use]
    pub fn finds(self) -> bool {
        LESSONS.get(self.lesson).and_then(|l| l.steps.get(self.step)).is_some_and(|s| s.find)
    }

    /// The step's question, in words.
    #[must_use]
    pub fn question(self, tr: &crate::i18n::Translator) -> String {
        LESSONS.get(self.lesson).map(|l| tr.t(&format!("lesson-{}-{}-ask", l.name, self.step + 1))).unwrap_or_default()
    }
}

/// "Find the move" on the board, at a difficulty. A resource that lives only while the board's
/// [`Task`](crate::game::play::Task) is [`Task::Puzzle`](crate::game::play::Task::Puzzle).
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PuzzleRun {
    /// How hard.
    pub difficulty: Difficulty,
    /// Puzzles played through so far (the next one is picked by it).
    pub solved: usize,
    /// The move to find.
    pub best: Pit,
    /// Puzzles found so far, in halves: a puzzle found at the first try counts 2, after a
    /// wrong try 1.
    pub found: usize,
}

/// The pits that answer the lesson's step or the puzzle on the board, if either is; none
/// otherwise.
pub(super) fn answers(lesson: Option<&LessonStep>, puzzle: Option<&PuzzleRun>) -> Vec<Pit> {
    match (lesson, puzzle) {
        (Some(lesson), _) => lesson.answers(),
        (_, Some(puzzle)) => vec![puzzle.best],
        _ => Vec::new(),
    }
}

/// What the coach does on the board, in detail: the lesson's step, the puzzle, the review, each
/// present only while its [`Task`](crate::game::play::Task) is the board's. For the systems that read the details whatever
/// the task (the line read aloud, the answers a requested pit is checked against).
#[derive(bevy::ecs::system::SystemParam)]
pub struct Coaching<'w> {
    /// The lesson's step, in a lesson.
    pub lesson: Option<Res<'w, LessonStep>>,
    /// The puzzle, in "Find the move".
    pub puzzle: Option<Res<'w, PuzzleRun>>,
    /// The review, in a review.
    pub review: Option<Res<'w, Review>>,
}

impl Coaching<'_> {
    /// The pits that answer the lesson's step or the puzzle, whether or not it is asked now;
    /// none otherwise.
    #[must_use]
    pub fn answers(&self) -> Vec<Pit> {
        answers(self.lesson.as_deref(), self.puzzle.as_deref())
    }

    /// The pits a requested pit must be among to be played, at a step in `state`: the answers
    /// while a lesson's or puzzle's step asks, none once answered or in a review (its moves are
    /// stepped with buttons); `None` (every legal pit) when the coach is not on the board.
    #[must_use]
    pub fn accepts(&self, state: StepState) -> Option<Vec<Pit>> {
        if self.lesson.is_some() || self.puzzle.is_some() {
            Some(if state == StepState::Asking { self.answers() } else { Vec::new() })
        } else {
            self.review.as_ref().map(|_| Vec::new())
        }
    }

    /// The question of the lesson's step or of the puzzle, in words; empty otherwise.
    #[must_use]
    pub fn question(&self, tr: &crate::i18n::Translator) -> String {
        match (&self.lesson, &self.puzzle) {
            (Some(lesson), _) => lesson.question(tr),
            (_, Some(_)) => tr.t("puzzle-ask"),
            _ => String::new(),
        }
    }
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

/// The coach's conversation at the step on the board: where the step is, and what it says and
/// shows. What the board is used for is its [`Task`](crate::game::play::Task); the lesson's or
/// puzzle's details are [`LessonStep`] and [`PuzzleRun`].
#[derive(Resource, Clone, Debug, Default)]
pub struct Coach {
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
pub(super) const PRAISE: [&str; 4] = ["praise-1", "praise-2", "praise-3", "praise-4"];

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
