//! "Find the move": the puzzles shipped in `assets/puzzles.txt`, made by `awale-puzzles` from
//! the computer's games. Each has one clearly best move, at three difficulties.

use crate::ai::{Searcher, judge};
use crate::engine::{Game, Pit, Position, Preset};
use crate::game::text;
use crate::i18n::Translator;
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

/// Why `pit`, tapped in a puzzle's position `game`, is not the best move, ending "try again":
/// what the opponent captures at once after it; else that another pit captures more now; else
/// the opponent's best answer (a search of [`WHY_NOT_DEPTH`] plies), which comes out ahead.
/// An illegal or a finished position gets the bare "try again".
#[must_use]
pub fn why_not(tr: &Translator, game: &Game, pit: Pit) -> String {
    let pit_arg = ("pit", pit.to_string().into());
    let mover = game.position().turn();
    let other = ("other", text::side(tr, !mover).into());
    let mut after = game.clone();
    let Ok(report) = after.play(pit) else {
        return tr.f("puzzle-try-again", [pit_arg]);
    };
    let captures =
        |game: &Game| game.legal_moves().iter().filter_map(|&mv| game.try_play(mv).ok()).map(|r| r.captured()).max();
    let taken = captures(&after).unwrap_or(0);
    if taken > 0 {
        return tr.f("puzzle-try-again-captures", [pit_arg, other, ("seeds", taken.into())]);
    }
    if captures(game).unwrap_or(0) > report.captured() {
        return tr.f("puzzle-try-again-more", [pit_arg, ("seeds", report.captured().into())]);
    }
    let scores = judge::move_scores(&mut Searcher::new(1 << 12), &after, WHY_NOT_DEPTH);
    match scores.first() {
        Some(&(reply, _)) => tr.f("puzzle-try-again-reply", [pit_arg, other, ("reply", reply.to_string().into())]),
        None => tr.f("puzzle-try-again", [pit_arg]),
    }
}

/// How deep [`why_not`] looks for the opponent's answer, in plies.
pub const WHY_NOT_DEPTH: u32 = 6;
