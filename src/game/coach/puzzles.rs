//! "Find the move": the puzzles shipped in `assets/puzzles.txt`, made by `awale-puzzles` from
//! the computer's games. Each has one clearly best move, at three difficulties.

use crate::engine::{Game, Pit, Position, Preset};
use bevy::prelude::*;

/// The shipped set, in the text `awale-puzzles` writes.
const SHIPPED: &str = include_str!("../../../assets/puzzles.txt");

/// How hard a puzzle is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Difficulty {
    /// The move capturing most.
    Easy,
    /// A move a short look ahead finds: save a pit, feed, prepare a capture.
    Medium,
    /// Only a deep search finds it.
    Hard,
}

impl Difficulty {
    /// The three, easiest first.
    pub const ALL: [Difficulty; 3] = [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard];

    /// Its word in the puzzle file and the translation keys.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
        }
    }
}

/// One puzzle: a position with South to move, and its best move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// How hard it is.
    pub difficulty: Difficulty,
    /// The board, South to move.
    pub position: Position,
    /// The move to find.
    pub best: Pit,
    /// By how much it beats every other move, in hundredths of a seed.
    pub margin: i32,
}

impl Puzzle {
    /// The game it sets up, under the tournament rules it was made with.
    #[must_use]
    pub fn game(&self) -> Game {
        Game::from_position(Preset::Tournament.rules(), self.position)
    }
}

/// Reads a puzzle file: `difficulty position best margin theme` a line, `#` comments.
///
/// # Errors
/// The line number and what is wrong with it.
pub fn read(text: &str) -> Result<Vec<Puzzle>, String> {
    let mut puzzles = Vec::new();
    for (number, line) in text.lines().enumerate().map(|(k, line)| (k + 1, line.trim())) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split_whitespace().collect();
        let [difficulty, position, best, margin, _theme] = fields[..] else {
            return Err(format!("line {number}: 5 fields expected, found {}", fields.len()));
        };
        let difficulty = Difficulty::ALL
            .into_iter()
            .find(|d| d.word() == difficulty)
            .ok_or_else(|| format!("line {number}: '{difficulty}' is not easy, medium or hard"))?;
        let position: Position = position.parse().map_err(|e| format!("line {number}: {e}"))?;
        let best: Pit = best.parse().map_err(|e| format!("line {number}: {e}"))?;
        let margin = margin.parse().map_err(|_| format!("line {number}: '{margin}' is not a margin"))?;
        let puzzle = Puzzle { difficulty, position, best, margin };
        puzzle.game().check(best).map_err(|e| format!("line {number}: {best} cannot be played: {e}"))?;
        puzzles.push(puzzle);
    }
    Ok(puzzles)
}

/// The shipped puzzles.
#[derive(Resource, Clone, Debug)]
pub struct Puzzles(pub Vec<Puzzle>);

impl Default for Puzzles {
    fn default() -> Self {
        Puzzles(read(SHIPPED).unwrap_or_else(|error| {
            error!("assets/puzzles.txt: {error}");
            Vec::new()
        }))
    }
}

impl Puzzles {
    /// The puzzle after the `solved`-th of this difficulty, going round when all are done.
    #[must_use]
    pub fn pick(&self, difficulty: Difficulty, solved: usize) -> Option<Puzzle> {
        let of: Vec<&Puzzle> = self.0.iter().filter(|p| p.difficulty == difficulty).collect();
        (!of.is_empty()).then(|| *of[solved % of.len()])
    }
}
