//! A game under a rule set: history, repetition, the end and its scores, and move reports.

use super::end::{EndReason, GameEnd, IllegalMove, Outcome};
use super::rules::{Leftover, Rules};
use super::{Move, MoveList, PITS, Pit, Position, Side};
use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};

mod perft;
mod record;

pub use record::{GameRecord, RecordError};

/// Seeds captured from one pit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Capture {
    /// The opponent's pit emptied.
    pub pit: Pit,
    /// Seeds taken from it (2 or 3).
    pub seeds: u8,
}

/// Something a move's capture did that players should be told.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CaptureNote {
    /// The move would have taken every seed of the opponent's row: a grand slam captures
    /// nothing (seeds 000, 002, 003).
    GrandSlam {
        /// Seeds the capture would have taken.
        seeds: u8,
    },
    /// The chain was longer than `capture_limit`; only the pits nearest the landing pit were
    /// taken (`capture_overflow = last`).
    CutByLimit {
        /// Pits in the whole chain.
        chain: u8,
        /// Pits taken.
        taken: u8,
    },
    /// The chain was longer than `capture_limit` and `capture_overflow = none`: nothing taken.
    NothingOverLimit {
        /// Pits in the whole chain.
        chain: u8,
    },
}

/// Everything a move did, in order, for the animation to follow without re-deriving a rule.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveReport {
    /// Who moved.
    pub side: Side,
    /// The pit emptied.
    pub pit: Pit,
    /// Seeds lifted from it.
    pub seeds: u8,
    /// Each pit sown, one seed each, in order; laps included, the origin skipped.
    pub sown: ArrayVec<Pit, 96>,
    /// Where the last seed fell.
    pub landing: Pit,
    /// Pits captured, the landing pit first then backwards along the chain.
    pub captures: ArrayVec<Capture, 6>,
    /// The whole capture chain, the landing pit first then backwards, each pit with the seeds
    /// it held once sown: the same as `captures` unless a rule took fewer or none (a grand
    /// slam, a chain over `capture_limit`; see `note`). Empty when the last seed made no
    /// capturing count in the opponent's row.
    pub chain: ArrayVec<Capture, 6>,
    /// What players should be told about the capture, if anything.
    pub note: Option<CaptureNote>,
    /// The position after the move (before any end-of-game sweep).
    pub position: Position,
    /// The game's end, when this move ended it.
    pub end: Option<GameEnd>,
}

impl MoveReport {
    /// Seeds captured in all.
    #[must_use]
    pub fn captured(&self) -> u8 {
        self.captures.iter().map(|c| c.seeds).sum()
    }

    /// Whether the sowing went round the board: 12 seeds or more pass the emptied pit, which
    /// is skipped (seeds 000, 002, 003).
    #[must_use]
    pub fn laps(&self) -> bool {
        self.sown.len() >= PITS
    }
}

/// A game: its rules, start, moves and current position. This is what the game and the
/// protocol hold; [`Position`] is the bare value that search copies.
#[derive(Clone, Debug)]
pub struct Game {
    rules: Rules,
    start: Position,
    position: Position,
    moves: Vec<Move>,
    /// Positions since the last capture, for `end_on_repetition`.
    since_capture: Vec<Position>,
    outcome: Outcome,
    /// Moves taken back, the last taken back last: what [`Game::redo`] plays again.
    undone: Vec<Move>,
}

impl Game {
    /// A new game from the start position of `rules`, South to move.
    #[must_use]
    pub fn new(rules: Rules) -> Game {
        Game::from_position(rules, Position::start(&rules))
    }

    /// A new game from the start position of `rules`, `first` to move (in a match the winner
    /// of the previous game starts, seed 003).
    #[must_use]
    pub fn starting(rules: Rules, first: Side) -> Game {
        let mut start = Position::start(&rules);
        start.set_turn(first);
        Game::from_position(rules, start)
    }

    /// A game from a set-up position; it may already be over (a player in famine).
    #[must_use]
    pub fn from_position(rules: Rules, start: Position) -> Game {
        let mut game = Game {
            rules,
            start,
            position: start,
            moves: Vec::new(),
            since_capture: vec![start],
            outcome: Outcome::Ongoing,
            undone: Vec::new(),
        };
        if let Some(reason) = start.end_reason(&rules) {
            game.outcome = Outcome::Over(game.finish(reason));
        }
        game
    }

    /// The rules in force.
    #[must_use]
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The position the game started from.
    #[must_use]
    pub fn start(&self) -> Position {
        self.start
    }

    /// The current position. Once the game is over this is the board as the last move left it;
    /// [`Game::settled_position`] has the seeds left given out.
    #[must_use]
    pub fn position(&self) -> Position {
        self.position
    }

    /// The moves played, in order.
    #[must_use]
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Ongoing, or how the game ended.
    #[must_use]
    pub fn outcome(&self) -> &Outcome {
        &self.outcome
    }

    /// The positions since the last capture, oldest first, the current one last: those a
    /// repetition can return to (stores only grow, and grow at every capture).
    #[must_use]
    pub fn positions_since_capture(&self) -> &[Position] {
        &self.since_capture
    }

    /// Whether the game has ended.
    #[must_use]
    pub fn is_over(&self) -> bool {
        matches!(self.outcome, Outcome::Over(_))
    }

    /// The current position with, once the game is over, the seeds left moved to the stores as
    /// the end's sweep says: what the board shows when every seed has come to rest.
    #[must_use]
    pub fn settled_position(&self) -> Position {
        let mut position = self.position;
        if let Outcome::Over(end) = &self.outcome {
            for sweep in &end.sweep {
                position.pits_mut()[sweep.pit.index()] -= sweep.seeds;
                position.stores_mut()[sweep.to] += sweep.seeds;
            }
        }
        position
    }

    /// The legal moves; empty once the game is over.
    #[must_use]
    pub fn legal_moves(&self) -> MoveList {
        if self.is_over() { MoveList::new() } else { self.position.legal_moves(&self.rules) }
    }

    /// Whether `mv` may be played now, and if not, why.
    ///
    /// # Errors
    /// [`IllegalMove::GameOver`], or what [`Position::check`] says.
    pub fn check(&self, mv: Move) -> Result<(), IllegalMove> {
        if self.is_over() {
            return Err(IllegalMove::GameOver);
        }
        self.position.check(&self.rules, mv)
    }

    /// Plays `mv` and reports everything it did. The moves taken back are forgotten: there is
    /// nothing left to redo.
    ///
    /// # Errors
    /// Why the move is illegal ([`Game::check`]); the game is then unchanged.
    pub fn play(&mut self, mv: Move) -> Result<MoveReport, IllegalMove> {
        let report = self.play_keeping_redo(mv)?;
        self.undone.clear();
        Ok(report)
    }

    /// Takes back the last move; the game is then as it was before it, ongoing again if that
    /// move had ended it. An agreement to stop is taken back with the move before it.
    /// Returns the move taken back, `None` when no move was played.
    pub fn undo(&mut self) -> Option<Move> {
        let last = *self.moves.last()?;
        let mut record = self.record();
        record.moves.pop();
        // Each move was legal when played from the same start under the same rules.
        let mut replayed = Game::from_record(&record).ok()?;
        replayed.undone = std::mem::take(&mut self.undone);
        replayed.undone.push(last);
        *self = replayed;
        Some(last)
    }

    /// Plays again the move last taken back, and reports it; `None` when there is none (or a
    /// move has been played since).
    pub fn redo(&mut self) -> Option<MoveReport> {
        let mv = self.undone.pop()?;
        match self.play_keeping_redo(mv) {
            Ok(report) => Some(report),
            Err(_) => {
                self.undone.push(mv);
                None
            }
        }
    }

    /// What playing `mv` now would do, without playing it: the report [`Game::play`] would
    /// give (a teaching preview, an example on the rules screen).
    ///
    /// # Errors
    /// Why the move is illegal ([`Game::check`]).
    pub fn try_play(&self, mv: Move) -> Result<MoveReport, IllegalMove> {
        self.check(mv)?;
        let mut trial = self.clone();
        trial.play_keeping_redo(mv)
    }

    /// Whether the player to move must feed his opponent, whose row is empty: only moves that
    /// reach it are legal (seeds 000, 002, 003, the duty to feed). `false` once the game is over.
    #[must_use]
    pub fn must_feed(&self) -> bool {
        !self.is_over() && self.position.row_seeds(!self.position.turn()) == 0
    }

    /// Whether a move can be taken back.
    #[must_use]
    pub fn can_undo(&self) -> bool {
        !self.moves.is_empty()
    }

    /// Whether a move taken back can be played again.
    #[must_use]
    pub fn can_redo(&self) -> bool {
        !self.undone.is_empty()
    }

    fn play_keeping_redo(&mut self, mv: Move) -> Result<MoveReport, IllegalMove> {
        self.check(mv)?;
        let before = self.position;
        let side = before.turn();
        let seeds = before.seeds(mv);
        let sown = sown_pits(mv, seeds);

        let mut after = before;
        let landing = after.sow(mv.index());
        let chain = after.chain(&self.rules, landing);
        let full_chain = (0..usize::from(chain.full_len))
            .map(|k| Pit::ALL[landing - k])
            .map(|pit| Capture { pit, seeds: after.seeds(pit) })
            .collect();
        let mut captures = ArrayVec::new();
        let note = if after.is_grand_slam_chain(&chain) {
            Some(CaptureNote::GrandSlam { seeds: chain.seeds })
        } else {
            for k in 0..usize::from(chain.len) {
                let pit = Pit::ALL[landing - k];
                captures.push(Capture { pit, seeds: after.seeds(pit) });
            }
            after.take(&chain);
            match (chain.full_len > chain.len, chain.len) {
                (false, _) => None,
                (true, 0) => Some(CaptureNote::NothingOverLimit { chain: chain.full_len }),
                (true, taken) => Some(CaptureNote::CutByLimit { chain: chain.full_len, taken }),
            }
        };
        after.set_turn(!side);

        self.position = after;
        self.moves.push(mv);
        if !captures.is_empty() {
            self.since_capture.clear();
        }
        let repeated = self.rules.end_on_repetition && self.since_capture.contains(&after);
        self.since_capture.push(after);
        let reason = end_after_move(&after, &self.rules, repeated, &self.since_capture);
        let end = reason.map(|reason| self.finish(reason));
        if let Some(end) = &end {
            self.outcome = Outcome::Over(end.clone());
        }
        Ok(MoveReport {
            side,
            pit: mv,
            seeds,
            sown,
            landing: Pit::ALL[landing],
            captures,
            chain: full_chain,
            note,
            position: after,
            end,
        })
    }

    /// Both players agree to stop (seeds 000, 002, 003); the seeds left go as `leftover` says.
    ///
    /// # Errors
    /// [`IllegalMove::GameOver`] if the game has already ended.
    pub fn agree_to_stop(&mut self) -> Result<GameEnd, IllegalMove> {
        self.agree_to_stop_sharing(self.rules.leftover)
    }

    /// Both players agree to stop and share the seeds left as they agree (seed 003: "se
    /// partagent alors les graines restantes d'un commun accord"): equally, or each his own
    /// row, whatever the rules' `leftover`.
    ///
    /// # Errors
    /// [`IllegalMove::GameOver`] if the game has already ended.
    pub fn agree_to_stop_sharing(&mut self, shared: Leftover) -> Result<GameEnd, IllegalMove> {
        if self.is_over() {
            return Err(IllegalMove::GameOver);
        }
        let end = self.position.final_end(&Rules { leftover: shared, ..self.rules }, EndReason::Agreement);
        self.outcome = Outcome::Over(end.clone());
        Ok(end)
    }

    /// The end for `reason` in the current position ([`Position::final_end`]).
    fn finish(&self, reason: EndReason) -> GameEnd {
        self.position.final_end(&self.rules, reason)
    }
}

/// The pits that `seeds` seeds lifted from `from` fall into, one each, in order: laps go round
/// again and skip the emptied pit (seeds 000, 002, 003). At most 96 pits.
///
/// ```
/// use awale::engine::{Pit, sown_pits};
/// let path: String = sown_pits("E".parse().unwrap(), 4).iter().map(|p| p.letter()).collect();
/// assert_eq!(path, "Fabc");
/// ```
#[must_use]
pub fn sown_pits(from: Pit, seeds: u8) -> ArrayVec<Pit, 96> {
    let mut sown = ArrayVec::new();
    let mut pit = from.index();
    while sown.len() < usize::from(seeds).min(96) {
        pit = (pit + 1) % PITS;
        if pit != from.index() {
            sown.push(Pit::ALL[pit]);
        }
    }
    sown
}

/// How the game ends at `position`, just reached: the ends of the position in their order
/// (famine, majority, few seeds left), then a repetition (`repeated`), then no capture possible,
/// judged with `since_capture` (the positions since the last capture) as repetitions.
fn end_after_move(position: &Position, rules: &Rules, repeated: bool, since_capture: &[Position]) -> Option<EndReason> {
    position
        .end_by_counts(rules)
        .or(repeated.then_some(EndReason::Repetition))
        .or_else(|| position.no_capture_end(rules, since_capture))
}
