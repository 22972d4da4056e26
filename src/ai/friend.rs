//! The friend: a computer opponent whose strength follows one child's. It owns the child's
//! [`Friend`] rating (an estimate of his strength, updated after each game), the way a rating
//! becomes a way of playing ([`FriendPlan`]), and the friend's choice of move.
//!
//! The rating is an Elo-like number from [`Friend::MIN`] to [`Friend::MAX`] (a new profile
//! starts at [`Friend::START`]): the higher, the stronger the child. A child's win raises it, a
//! loss lowers it. The friend plays so that the child should score [`Friend::TARGET`] (65 %)
//! against it: after a game the rating moves by `K × (score − 0.65)`, score 1 for a win, ½ for a
//! draw, 0 for a loss, so it settles where the child scores 65 %. `K` shrinks with the games
//! played, from [`Friend::K_START`] to [`Friend::K_END`], so that the first games find the
//! child's level fast and the later ones never change the friend by a step he could feel.
//!
//! A move: the search scores every legal move (`judge::move_scores`, in hundredths of a seed
//! for the friend, a won game counted as 24 seeds) at a depth the rating gives; moves more than
//! the plan's `bound` below the best are never played (no blunder a child would notice); among
//! the others, the friend aims at a margin (the plan's `aim`: from a few seeds behind for a
//! beginner to well ahead for a strong child), and picks at random, the nearer a move's score to
//! that aim the likelier (a softmax of `−|score − aim| / temperature`). So it eases off when it
//! leads (a move that widens the lead is further from the aim than a quieter one), and tries its
//! hardest when the child leads (the best move is then the nearest to the aim).

use super::{Limits, Searcher, judge};
use crate::engine::{Game, Move};
use rand::{Rng, RngExt};
use serde::{Deserialize, Serialize};

/// A game's result for the child who played the friend.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FriendResult {
    /// The child won.
    Win,
    /// A draw.
    Draw,
    /// The child lost.
    Loss,
}

impl FriendResult {
    /// The child's points: 1, ½ or 0.
    #[must_use]
    pub fn score(self) -> f32 {
        match self {
            FriendResult::Win => 1.0,
            FriendResult::Draw => 0.5,
            FriendResult::Loss => 0.0,
        }
    }
}

impl std::str::FromStr for FriendResult {
    type Err = String;

    /// `win`, `draw` or `loss`; an error naming them otherwise.
    fn from_str(word: &str) -> Result<FriendResult, String> {
        match word {
            "win" => Ok(FriendResult::Win),
            "draw" => Ok(FriendResult::Draw),
            "loss" => Ok(FriendResult::Loss),
            _ => Err(format!("takes win, draw or loss, not '{word}'")),
        }
    }
}

/// How the friend plays at a rating (see [`Friend::plan`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FriendPlan {
    /// The search's depth in plies, 1 or more; a fraction is the chance of a ply more at each
    /// move (2.3: 3 plies at 30 % of the moves, 2 at the others).
    pub depth: f32,
    /// The margin the friend aims at, in hundredths of a seed, for itself.
    pub aim: i32,
    /// The softmax's temperature, in hundredths of a seed: the larger, the more random.
    pub temperature: f32,
    /// The most a played move may score below the best one, in hundredths of a seed.
    pub bound: i32,
}

/// A child's rating against the friend, and the games it rests on. Keep one per profile
/// (it serializes), [`Friend::record`] each game's result, and [`Friend::choose`] the friend's
/// moves.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Friend {
    /// The rating, within [`Friend::MIN`]..=[`Friend::MAX`].
    rating: f32,
    /// Games recorded.
    games: u32,
}

impl Default for Friend {
    fn default() -> Self {
        Friend::new()
    }
}

impl Friend {
    /// The lowest rating: the gentlest friend.
    pub const MIN: f32 = 0.0;
    /// The highest rating: the strongest friend.
    pub const MAX: f32 = 2000.0;
    /// A new profile's rating.
    pub const START: f32 = 500.0;
    /// The child's expected score against the friend at his rating.
    pub const TARGET: f32 = 0.65;
    /// The update's factor at the first game, in rating points.
    pub const K_START: f32 = 280.0;
    /// The factor it shrinks to as games are played, in rating points.
    pub const K_END: f32 = 64.0;
    /// Games over which `K` shrinks: `K = K_END + (K_START − K_END) × e^(−games / K_GAMES)`.
    pub const K_GAMES: f32 = 12.0;
    /// The deepest search, at the highest rating.
    pub const TOP_DEPTH: f32 = 14.0;

    /// A new profile's friend: [`Friend::START`], no game played.
    #[must_use]
    pub fn new() -> Friend {
        Friend { rating: Friend::START, games: 0 }
    }

    /// A friend at `rating` (clamped to [`Friend::MIN`]..=[`Friend::MAX`]; a NaN counts as
    /// [`Friend::START`]) and `games` games played.
    #[must_use]
    pub fn with_rating(rating: f32, games: u32) -> Friend {
        let rating = if rating.is_nan() { Friend::START } else { rating.clamp(Friend::MIN, Friend::MAX) };
        Friend { rating, games }
    }

    /// The child's rating.
    #[must_use]
    pub fn rating(&self) -> f32 {
        self.rating
    }

    /// Games recorded.
    #[must_use]
    pub fn games(&self) -> u32 {
        self.games
    }

    /// The update's factor after `games` games, in rating points: from [`Friend::K_START`]
    /// down to [`Friend::K_END`].
    #[must_use]
    pub fn k(games: u32) -> f32 {
        let left = (-(games as f32) / Friend::K_GAMES).exp();
        Friend::K_END + (Friend::K_START - Friend::K_END) * left
    }

    /// Records a game's result for the child and returns the new rating: it moves by
    /// `K × (score − 0.65)`, within the bounds.
    pub fn record(&mut self, result: FriendResult) -> f32 {
        let change = Friend::k(self.games) * (result.score() - Friend::TARGET);
        self.rating = (self.rating + change).clamp(Friend::MIN, Friend::MAX);
        self.games = self.games.saturating_add(1);
        self.rating
    }

    /// The friend's strength as a level, from 1.0 (the gentlest) to 5.0 (the strongest), for
    /// a player to see: a straight line over the ratings.
    #[must_use]
    pub fn level(&self) -> f32 {
        1.0 + 4.0 * self.share()
    }

    /// Where the rating stands between [`Friend::MIN`] (0) and [`Friend::MAX`] (1).
    fn share(&self) -> f32 {
        (self.rating - Friend::MIN) / (Friend::MAX - Friend::MIN)
    }

    /// How the friend plays at this rating: every field grows or shrinks smoothly with it.
    #[must_use]
    pub fn plan(&self) -> FriendPlan {
        let s = self.share();
        FriendPlan {
            depth: 2.0 + (Friend::TOP_DEPTH - 2.0) * s,
            aim: (-800.0 + 3000.0 * s).min(1000.0).round() as i32,
            temperature: 200.0 * (15.0f32 / 200.0).powf(s),
            bound: (400.0 - 300.0 * s).round() as i32,
        }
    }

    /// The friend's move in `game` (`None` when the game is over), played as [`Friend::plan`]
    /// says, by a search of `searcher` without tables or book.
    pub fn choose(&self, searcher: &mut Searcher, game: &Game, rng: &mut impl Rng) -> Option<Move> {
        let moves = game.legal_moves();
        if moves.len() <= 1 {
            return moves.first().copied();
        }
        let plan = self.plan();
        let whole = plan.depth.floor();
        let depth = whole as u32 + u32::from(rng.random_bool(f64::from(plan.depth - whole).clamp(0.0, 1.0)));
        let scores = searcher.root_scores(game, depth.max(1));
        let position = game.position();
        let us = position.turn();
        let standing = 100 * (i32::from(position.stores()[us]) - i32::from(position.stores()[!us]));
        plan.pick(&scores, standing, rng)
    }
}

impl FriendPlan {
    /// Among `scores` (each move's score for the friend, in any order, as
    /// [`Searcher::root_scores`] gives them), a move as this plan says: none more than its
    /// bound below the best one or below `standing` (the friend's lead in the stores now, in
    /// hundredths of a seed), whichever is lower: a capture may be left, but no more than the
    /// bound thrown away; among those, the nearer to the aim the likelier. `None` when `scores`
    /// is empty.
    pub fn pick(&self, scores: &[(Move, i32)], standing: i32, rng: &mut impl Rng) -> Option<Move> {
        let best = scores.iter().map(|&(_, score)| score).max()?;
        let floor = best.min(standing) - self.bound;
        let allowed: Vec<(Move, f64)> = scores
            .iter()
            .filter(|&&(_, score)| score >= floor)
            .map(|&(mv, score)| (mv, -f64::from((score - self.aim).abs()) / f64::from(self.temperature.max(1.0))))
            .collect();
        let top = allowed.iter().map(|&(_, u)| u).fold(f64::NEG_INFINITY, f64::max);
        let weights: Vec<f64> = allowed.iter().map(|&(_, u)| (u - top).exp()).collect();
        let mut at = rng.random::<f64>() * weights.iter().sum::<f64>();
        for (&(mv, _), weight) in allowed.iter().zip(&weights) {
            if at < *weight {
                return Some(mv);
            }
            at -= weight;
        }
        allowed.last().map(|&(mv, _)| mv)
    }
}

impl Searcher {
    /// Every legal move of `game` with its score for the player to move, best first, by a
    /// search of `depth` plies (at least 1) without endgame or board tables: as
    /// [`judge::move_scores`] gives them, in hundredths of a seed within ±[`judge::CAP`].
    /// Empty when the game is over.
    pub fn root_scores(&mut self, game: &Game, depth: u32) -> Vec<(Move, i32)> {
        let tables = std::mem::replace(&mut self.tables, false);
        let scores = judge::move_scores(self, game, depth.max(1));
        self.tables = tables;
        scores
    }

    /// The best move of a search of `depth` plies without tables or book (the first of
    /// [`Searcher::root_scores`]'s answer, searched once): `None` when the game is over.
    pub fn plain_move(&mut self, game: &Game, depth: u32) -> Option<Move> {
        let tables = std::mem::replace(&mut self.tables, false);
        let best = self.search(game, Limits { depth: Some(depth.max(1)), movetime: None }, |_| {}).best;
        self.tables = tables;
        best
    }
}
