//! The eight lessons: each a few steps on the real board. A step sets up a position (the
//! engine's position text), asks for a pit in one short sentence, and says what happened once
//! the seeds are at rest. Every sentence is a key of the translation tables
//! (`lesson-NAME-STEP-ask`, `-wrong`, `-done`).

use crate::engine::{Game, Pit, Position, Preset};

/// One step of a lesson.
#[derive(Clone, Copy, Debug)]
pub struct Step {
    /// The board, as the engine's position text (`A-B-C-D-E-F-a-b-c-d-e-f-south-north-turn`).
    pub position: &'static str,
    /// The rules the step is played under (shown in the panel).
    pub preset: Preset,
    /// The pits that answer the step, as letters.
    pub answers: &'static str,
    /// Whether the child is asked to find the pit himself ("Which pit makes 3 there?"): it does
    /// not glow until a wrong try. A step that names its one pit ("Tap F") makes it glow.
    pub find: bool,
}

/// A lesson: its name (the key of its title, `lesson-NAME`) and steps.
#[derive(Clone, Copy, Debug)]
pub struct Lesson {
    /// Short name, also what the settings keep once the lesson is done.
    pub name: &'static str,
    /// The steps, in order.
    pub steps: &'static [Step],
}

const fn step(position: &'static str, answers: &'static str) -> Step {
    Step { position, preset: Preset::Tournament, answers, find: false }
}

/// A step whose pit the child finds himself (the question gives no letter).
const fn find(position: &'static str, answers: &'static str) -> Step {
    Step { find: true, ..step(position, answers) }
}

/// The lessons, in the order a child learns the game.
pub const LESSONS: [Lesson; 8] = [
    Lesson {
        name: "sowing",
        steps: &[step("4-4-4-4-4-4-4-4-4-4-4-4-0-0-S", "C"), step("4-4-4-4-4-4-4-4-4-4-4-4-0-0-S", "F")],
    },
    Lesson {
        name: "laps",
        steps: &[step("2-1-11-1-2-1-2-1-2-1-2-1-10-11-S", "C"), step("2-1-12-1-2-1-2-1-2-1-2-1-10-10-S", "C")],
    },
    Lesson {
        name: "capture",
        steps: &[step("4-4-4-4-4-1-1-3-4-4-4-4-7-0-S", "F"), find("4-4-4-4-3-1-2-3-4-4-4-4-5-2-S", "F")],
    },
    Lesson { name: "chain", steps: &[step("3-2-3-1-4-0-1-2-1-4-4-4-10-9-S", "E")] },
    // Seed 003, "Krous": 0 0 0 0 0 1 over 1 0 2 0 17 1; South plays pit 5 and takes 11 in 5 pits.
    Lesson { name: "krou", steps: &[step("1-0-2-0-17-1-1-0-0-0-0-0-13-13-S", "E")] },
    Lesson {
        name: "feeding",
        steps: &[find("1-0-0-2-0-3-0-0-0-0-0-0-20-22-S", "F"), step("0-0-0-1-1-0-0-0-0-0-0-1-22-23-N", "f")],
    },
    Lesson {
        name: "grand-slam",
        steps: &[
            step("3-2-0-1-0-1-1-0-0-0-0-0-20-20-S", "F"),
            Step { preset: Preset::Awele, ..find("3-2-0-1-0-1-1-0-0-0-0-0-20-20-S", "ABD") },
        ],
    },
    Lesson { name: "end", steps: &[step("2-3-4-1-2-1-1-3-2-1-1-2-23-2-S", "F")] },
];

impl Step {
    /// The game the step sets up. The positions are the lessons' own: they read.
    #[must_use]
    pub fn game(&self) -> Game {
        let position: Position = self.position.parse().expect("a lesson's position reads");
        Game::from_position(self.preset.rules(), position)
    }

    /// The pits that answer the step.
    #[must_use]
    pub fn answers(&self) -> Vec<Pit> {
        self.answers.chars().filter_map(Pit::from_letter).collect()
    }
}
