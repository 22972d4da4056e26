//! Judging moves: every legal move's score by a search of a fixed depth, and a played move's
//! judgment (best, good, inaccuracy, mistake, blunder) with what it gave away, for the game's
//! review and the puzzle generator.

use super::{Limits, Searcher, WIN, eval};
use crate::engine::{Game, Move, Outcome, Side};

/// A score beyond a won or lost game's margin is counted as this many hundredths of a seed
/// (24 seeds, half of them all), so that a graph or a loss stays in proportion.
pub const CAP: i32 = 2_400;

/// Every legal move of `game` with its score for the player to move, in hundredths of a seed,
/// best first (see [`move_score`]). Empty when the game is over.
pub fn move_scores(searcher: &mut Searcher, game: &Game, depth: u32) -> Vec<(Move, i32)> {
    let mut scores: Vec<(Move, i32)> =
        game.legal_moves().iter().map(|&mv| (mv, move_score(searcher, game, mv, depth))).collect();
    scores.sort_by_key(|&(_, score)| -score);
    scores
}

/// The score of the legal move `mv` of `game` for the player to move, in hundredths of a seed
/// within ±[`CAP`]: the move is played and the position after it searched `depth - 1` plies
/// deeper (a move that ends the game scores its final margin).
pub fn move_score(searcher: &mut Searcher, game: &Game, mv: Move, depth: u32) -> i32 {
    let mover = game.position().turn();
    let mut after = game.clone();
    // A legal move of this game: it plays.
    let _ = after.play(mv);
    match after.outcome() {
        Outcome::Over(end) => {
            let margin = i32::from(end.scores[mover]) - i32::from(end.scores[!mover]);
            CAP.min(100 * margin.abs() + CAP / 2) * margin.signum()
        }
        Outcome::Ongoing => {
            let limits = Limits { depth: Some(depth.saturating_sub(1).max(1)), movetime: None };
            -capped(searcher.search(&after, limits, |_| {}).info.score)
        }
    }
}

/// A search score within ±[`CAP`]: a won or lost game counts as the cap.
#[must_use]
pub fn capped(score: i32) -> i32 {
    if score.abs() >= WIN / 2 { CAP * score.signum() } else { score.clamp(-CAP, CAP) }
}

/// How good a played move was, by how much it lost against the best one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Verdict {
    /// The best move, or one as good.
    Best,
    /// Less than a seed worse than the best.
    Good,
    /// One to three seeds worse.
    Inaccuracy,
    /// Three to six seeds worse.
    Mistake,
    /// Six seeds or more worse: the game changes hands.
    Blunder,
}

impl Verdict {
    /// The verdict for a move `loss` hundredths of a seed worse than the best.
    #[must_use]
    pub fn of_loss(loss: i32) -> Verdict {
        match loss {
            ..=0 => Verdict::Best,
            1..100 => Verdict::Good,
            100..300 => Verdict::Inaccuracy,
            300..600 => Verdict::Mistake,
            _ => Verdict::Blunder,
        }
    }
}

/// A played move judged against the best one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Judgment {
    /// Who played.
    pub side: Side,
    /// The move played.
    pub played: Move,
    /// The best move found.
    pub best: Move,
    /// How much worse the played move is, in hundredths of a seed (0 for the best).
    pub loss: i32,
    /// The verdict for that loss.
    pub verdict: Verdict,
    /// The most seeds the opponent can capture at once after the move played.
    pub gives: u8,
    /// The most seeds the opponent can capture at once after the best move.
    pub gives_after_best: u8,
    /// Seeds the move played captured.
    pub captured: u8,
    /// Seeds the best move captures.
    pub best_captures: u8,
}

/// Judges `played` in `game` from its moves' scores (as [`move_scores`] gives them, best first).
/// `None` when `played` is not among them.
#[must_use]
pub fn judge(game: &Game, scores: &[(Move, i32)], played: Move) -> Option<Judgment> {
    let &(best, best_score) = scores.first()?;
    let &(_, score) = scores.iter().find(|(mv, _)| *mv == played)?;
    let rules = *game.rules();
    let position = game.position();
    let after = |mv: Move| {
        let mut next = position;
        let captured = next.play_unchecked(&rules, mv);
        (captured, eval::best_capture(&next, &rules))
    };
    let (captured, gives) = after(played);
    let (best_captures, gives_after_best) = after(best);
    let loss = (best_score - score).max(0);
    let best = if loss == 0 { played } else { best };
    Some(Judgment {
        side: position.turn(),
        played,
        best,
        loss,
        verdict: Verdict::of_loss(loss),
        gives,
        gives_after_best: if loss == 0 { gives } else { gives_after_best },
        captured,
        best_captures: if loss == 0 { captured } else { best_captures },
    })
}

/// The value of a position for South, in hundredths of a seed within ±[`CAP`], from its best
/// move's score (for the mover) as [`move_scores`] gives it.
#[must_use]
pub fn for_south(mover: Side, best_score: i32) -> i32 {
    if mover == Side::South { best_score } else { -best_score }
}
