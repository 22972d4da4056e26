//! What the coach is doing and saying: the [`Coach`] resource with its [`Activity`], and the
//! messages about it. A leaf of the coach's folder: the files that run lessons, puzzles, the
//! review and the title's game read it; it reads only the lessons', puzzles' and review's data.

use super::lessons::LESSONS;
use super::puzzles::Difficulty;
use super::review::Review;
use crate::engine::Pit;
use crate::game::model::Task;
use bevy::prelude::*;

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
pub(super) const PRAISE: [&str; 4] = ["praise-1", "praise-2", "praise-3", "praise-4"];

impl Coach {
    /// Whether a lesson, a puzzle or a review holds the board (not the title's game).
    #[must_use]
    pub fn on_board(&self) -> bool {
        matches!(self.activity, Some(Activity::Lesson { .. } | Activity::Puzzle { .. } | Activity::Review(_)))
    }

    /// What the board is used for while the coach does this.
    #[must_use]
    pub fn task(&self) -> Task {
        match self.activity {
            None => Task::Play,
            Some(Activity::Lesson { .. }) => Task::Lesson,
            Some(Activity::Puzzle { .. }) => Task::Puzzle,
            Some(Activity::Review(_)) => Task::Review,
            Some(Activity::Show) => Task::Show,
        }
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

/// A legal pit was not played: it does not answer the lesson or puzzle step.
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
