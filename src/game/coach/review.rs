//! The review of a game: the computer judges every move (a search of [`DEPTH`] plies for each
//! position, asked of the computer as its moves are: on a task, so that a frame never waits for
//! it, or in a web page one move's search a frame), and the panel says each judgment in plain
//! words with the better move glowing, over a graph of who was ahead.

use crate::ai::Searcher;
use crate::ai::judge::{self, Judgment, Verdict};
use crate::engine::{Game, Move, Side};
use crate::game::names::Faces;
use crate::i18n::Translator;
use bevy::prelude::*;

/// How deep each position of a reviewed game is searched.
pub const DEPTH: u32 = 8;

/// A game under review and what the computer found so far. A resource that lives only while
/// the board's task is a review ([`Task::Review`](crate::game::play::Task::Review)).
#[derive(Resource, Clone, Debug)]
pub struct Review {
    /// The whole game.
    pub game: Game,
    /// For each move judged so far, its judgment.
    pub judged: Vec<Judgment>,
    /// For each position judged so far (the start first), its value for South in hundredths of
    /// a seed, within ±[`judge::CAP`].
    pub values: Vec<i32>,
}

impl Review {
    /// A review of `game`, nothing judged yet.
    #[must_use]
    pub fn new(game: Game) -> Review {
        Review { game, judged: Vec::new(), values: Vec::new() }
    }

    /// Whether every position has been judged.
    #[must_use]
    pub fn is_done(&self) -> bool {
        self.values.len() > self.game.moves().len()
    }

    /// The position to judge next (with the game's moves before it), if any is left.
    #[must_use]
    pub fn next_position(&self) -> Option<Game> {
        let at = self.values.len();
        let moves = self.game.moves();
        if at > moves.len() {
            return None;
        }
        let mut game = Game::from_position(*self.game.rules(), self.game.start());
        for &mv in &moves[..at] {
            // The game's own moves: they play.
            let _ = game.play(mv);
        }
        Some(game)
    }

    /// Records the scores of every legal move of [`Review::next_position`] (in any order), and
    /// judges the move played there. Scores for another position (a search asked before the
    /// review changed) are ignored.
    pub fn record(&mut self, position: &Game, mut scores: Vec<(Move, i32)>) {
        let Some(game) = self.next_position() else { return };
        if game.position() != position.position() || game.rules() != position.rules() {
            return;
        }
        scores.sort_by_key(|&(_, score)| -score);
        let value = match scores.first() {
            Some(&(_, best)) => judge::for_south(game.position().turn(), best),
            None => self.values.last().copied().unwrap_or(0),
        };
        self.values.push(value);
        let played = self.game.moves().get(self.values.len() - 1).copied();
        if let Some(judgment) = played.and_then(|mv| judge::judge(&game, &scores, mv)) {
            self.judged.push(judgment);
        }
    }

    /// Judges the next position whole, on this thread: its moves' scores, and the move played
    /// there.
    pub fn judge_one(&mut self, searcher: &mut Searcher) {
        if let Some(game) = self.next_position() {
            let scores = judge::move_scores(searcher, &game, DEPTH);
            self.record(&game, scores);
        }
    }
}

/// A judgment in plain words: "Ama played C: a good move.", "This let North capture 5: D was
/// better."
#[must_use]
pub fn say(tr: &Translator, faces: &Faces, judgment: &Judgment) -> String {
    let [side, you] = faces.args(judgment.side);
    let pit = ("pit", judgment.played.to_string().into());
    let best = ("best", judgment.best.to_string().into());
    let [other, other_you] = faces.named(!judgment.side, "other", "other-you");
    let line = match judgment.verdict {
        Verdict::Best => return tr.f("review-best", [side, you, pit]),
        Verdict::Good => return tr.f("review-good", [side, you, pit]),
        _ if judgment.gives > judgment.gives_after_best => {
            tr.f("review-gives", [side, you, pit, other, other_you, best, ("seeds", judgment.gives.into())])
        }
        _ if judgment.best_captures > judgment.captured => {
            tr.f("review-captures", [side, you, pit, best, ("seeds", judgment.best_captures.into())])
        }
        _ => {
            let seeds = (judgment.loss + 50) / 100;
            tr.f("review-better", [side, you, pit, best, ("seeds", seeds.into())])
        }
    };
    let verdict = match judgment.verdict {
        Verdict::Inaccuracy => "review-inaccuracy",
        Verdict::Mistake => "review-mistake",
        _ => "review-blunder",
    };
    format!("{} {line}", tr.t(verdict))
}

/// The move played at ply `ply` of the review, with its side.
#[must_use]
pub fn played(review: &Review, ply: usize) -> Option<(Side, Move)> {
    let mv = *review.game.moves().get(ply)?;
    Some((mv.owner(), mv))
}

/// What the review says at `ply` (the move about to be played there), and the pit to glow.
pub(super) fn line(tr: &Translator, faces: &Faces, review: &Review, ply: usize) -> (String, Vec<crate::engine::Pit>) {
    if ply >= review.game.moves().len() {
        return (tr.t("review-end"), Vec::new());
    }
    match review.judged.get(ply) {
        Some(judgment) => {
            let glow = if judgment.verdict >= Verdict::Inaccuracy { vec![judgment.best] } else { Vec::new() };
            (say(tr, faces, judgment), glow)
        }
        None => {
            let (side, mv) = played(review, ply).expect("a move at this ply");
            let [name, you] = faces.args(side);
            (tr.f("review-played", [name, you, ("pit", mv.to_string().into())]), Vec::new())
        }
    }
}
