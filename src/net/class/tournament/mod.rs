//! A class tournament: the teacher starts it among the children signed in; a round robin up to
//! [`ROUND_ROBIN_MOST`] children, else [`SWISS_ROUNDS`] Swiss rounds ([`pairing`]); each board a
//! single game or the best of three. Results are kept as they come, each game once however often
//! a tablet sends it; a child who leaves forfeits the games he has not played, and plays again
//! from the next round once he is back. The teacher may pause it, end a round (the boards not
//! decided count as draws) or end it.
//!
//! The state is a value (no clock, no I/O), kept whole by the class server.

mod board;
pub mod pairing;
pub mod view;

pub use board::{Board, GameResult, Outcome};
pub use pairing::ChildId;

use pairing::{History, Pairing, pair, round_robin, swiss_round};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

/// The most children a round robin takes (11 rounds); more play Swiss rounds.
pub const ROUND_ROBIN_MOST: usize = 12;

/// How many Swiss rounds a large class plays.
pub const SWISS_ROUNDS: usize = 5;

/// How the rounds are paired.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Format {
    /// Every pair once.
    RoundRobin,
    /// Children of like score meet, [`SWISS_ROUNDS`] rounds.
    Swiss,
}

/// Why the tournament refused what it was asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TournamentError {
    /// Fewer than two children.
    TooFew,
    /// Neither one game nor the best of three.
    BestOf(u8),
    /// The round in progress has boards not decided.
    RoundNotOver,
    /// Every round has been played, or the teacher ended it.
    Over,
    /// No board of that round seats these two children.
    NoSuchBoard,
    /// That game is already kept with another result.
    Conflict,
    /// The board is decided: no more games are kept.
    Decided,
    /// Paused by the teacher.
    Paused,
}

impl fmt::Display for TournamentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let said = match self {
            TournamentError::TooFew => "a tournament needs two children or more".to_owned(),
            TournamentError::BestOf(n) => format!("a board is one game or the best of three, not {n}"),
            TournamentError::RoundNotOver => "the round in progress is not over".to_owned(),
            TournamentError::Over => "the tournament is over".to_owned(),
            TournamentError::NoSuchBoard => "no board of that round seats these two children".to_owned(),
            TournamentError::Conflict => "that game is already kept with another result".to_owned(),
            TournamentError::Decided => "that board is already decided".to_owned(),
            TournamentError::Paused => "the tournament is paused".to_owned(),
        };
        f.write_str(&said)
    }
}

impl std::error::Error for TournamentError {}

/// Whether a result was new or one already kept (a tablet sending it again).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Recorded {
    /// Kept now.
    New,
    /// Already kept, the same: nothing changed.
    Again,
}

/// A child's line in the standings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standing {
    /// Who.
    pub child: ChildId,
    /// Half points: a board won 2 (a bye or a forfeit too), drawn 1.
    pub points: u32,
    /// Boards decided (byes included).
    pub played: u32,
    /// Boards won, drawn and lost.
    pub won: u32,
    /// Boards drawn.
    pub drawn: u32,
    /// Boards lost.
    pub lost: u32,
    /// The tie-break: his opponents' half points added up (Buchholz).
    pub opponents: u32,
}

/// A class tournament (see the module).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tournament {
    /// How the rounds are paired.
    pub format: Format,
    /// Games a board plays at most: 1 or 3.
    pub best_of: u8,
    /// The children who entered, in seed order (the class list's).
    pub entrants: Vec<ChildId>,
    /// A round robin's rounds, planned at the start.
    schedule: Vec<Vec<Pairing>>,
    /// The rounds paired so far, the last in progress.
    pub rounds: Vec<Vec<Board>>,
    /// The children who have left (not back yet).
    pub away: BTreeSet<ChildId>,
    /// Paused by the teacher: no game is kept until it goes on.
    pub paused: bool,
    /// Ended by the teacher.
    pub ended: bool,
}

impl Tournament {
    /// A tournament among `children` (seed order, duplicates dropped), each board `best_of` 1
    /// or 3 games: a round robin for up to [`ROUND_ROBIN_MOST`], Swiss rounds beyond.
    ///
    /// # Errors
    /// [`TournamentError::TooFew`] below two children, [`TournamentError::BestOf`] for
    /// another number of games.
    pub fn new(children: &[ChildId], best_of: u8) -> Result<Tournament, TournamentError> {
        let mut entrants = Vec::new();
        for &child in children {
            if !entrants.contains(&child) {
                entrants.push(child);
            }
        }
        if entrants.len() < 2 {
            return Err(TournamentError::TooFew);
        }
        if best_of != 1 && best_of != 3 {
            return Err(TournamentError::BestOf(best_of));
        }
        let format = if entrants.len() <= ROUND_ROBIN_MOST { Format::RoundRobin } else { Format::Swiss };
        let schedule = if format == Format::RoundRobin { round_robin(&entrants) } else { Vec::new() };
        Ok(Tournament {
            format,
            best_of,
            entrants,
            schedule,
            rounds: Vec::new(),
            away: BTreeSet::new(),
            paused: false,
            ended: false,
        })
    }

    /// How many rounds it has.
    #[must_use]
    pub fn rounds_planned(&self) -> usize {
        match self.format {
            Format::RoundRobin => self.schedule.len(),
            Format::Swiss => SWISS_ROUNDS.min(self.entrants.len().saturating_sub(1)),
        }
    }

    /// Whether it is over: every round played and decided, or ended by the teacher.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.ended || (self.rounds.len() >= self.rounds_planned() && self.round_over())
    }

    /// Whether the round in progress (if any) has every board decided.
    #[must_use]
    pub fn round_over(&self) -> bool {
        self.rounds.last().is_none_or(|boards| boards.iter().all(|board| board.outcome(self.best_of).is_some()))
    }

    /// Pairs the next round and returns its number (from 0). A round robin takes its planned
    /// round, a child away forfeiting his board; Swiss pairs the children present.
    ///
    /// # Errors
    /// [`TournamentError::RoundNotOver`] while boards of the round are undecided,
    /// [`TournamentError::Over`] after the last round or once ended, [`TournamentError::Paused`].
    pub fn start_round(&mut self) -> Result<usize, TournamentError> {
        if self.paused {
            return Err(TournamentError::Paused);
        }
        if !self.round_over() {
            return Err(TournamentError::RoundNotOver);
        }
        if self.is_over() {
            return Err(TournamentError::Over);
        }
        let number = self.rounds.len();
        let boards: Vec<Board> = match self.format {
            Format::RoundRobin => self.schedule[number]
                .iter()
                .map(|&pairing| {
                    let mut board = Board::new(pairing);
                    board.forfeited_by = pairing.children().into_iter().find(|child| self.away.contains(child));
                    board
                })
                .collect(),
            Format::Swiss => {
                let present: Vec<ChildId> =
                    self.entrants.iter().copied().filter(|child| !self.away.contains(child)).collect();
                swiss_round(&present, &self.history()).into_iter().map(Board::new).collect()
            }
        };
        self.rounds.push(boards);
        Ok(number)
    }

    /// Keeps game `game` (from 0) of the board of round `round` seating `a` and `b` (either
    /// order): a result sent again is kept once.
    ///
    /// # Errors
    /// [`TournamentError::NoSuchBoard`], [`TournamentError::Conflict`] for another result of
    /// a game kept, [`TournamentError::Decided`] past the board's last game,
    /// [`TournamentError::Paused`], [`TournamentError::Over`] once ended.
    pub fn record(
        &mut self,
        round: usize,
        a: ChildId,
        b: ChildId,
        game: usize,
        result: GameResult,
    ) -> Result<Recorded, TournamentError> {
        let best_of = self.best_of;
        let (paused, ended) = (self.paused, self.ended);
        let board = self
            .rounds
            .get_mut(round)
            .and_then(|boards| {
                boards.iter_mut().find(|board| {
                    matches!(board.pairing, Pairing::Game { .. })
                        && board.pairing.has(a)
                        && board.pairing.has(b)
                        && a != b
                })
            })
            .ok_or(TournamentError::NoSuchBoard)?;
        if let Some(kept) = board.games.get(game) {
            return if *kept == result { Ok(Recorded::Again) } else { Err(TournamentError::Conflict) };
        }
        if ended {
            return Err(TournamentError::Over);
        }
        if paused {
            return Err(TournamentError::Paused);
        }
        if board.outcome(best_of).is_some() || game != board.games.len() {
            return Err(TournamentError::Decided);
        }
        board.games.push(result);
        Ok(Recorded::New)
    }

    /// `child` has left: the board of the round in progress he has not finished is his
    /// forfeit, and he is not paired (or, in a round robin, forfeits) until he is back.
    pub fn leave(&mut self, child: ChildId) {
        if !self.entrants.contains(&child) {
            return;
        }
        self.away.insert(child);
        let best_of = self.best_of;
        if let Some(board) = self.rounds.last_mut().and_then(|boards| {
            boards.iter_mut().find(|board| board.pairing.has(child) && matches!(board.pairing, Pairing::Game { .. }))
        }) && board.outcome(best_of).is_none()
        {
            board.forfeited_by = Some(child);
        }
    }

    /// `child` is back: he plays again from the next round.
    pub fn come_back(&mut self, child: ChildId) {
        self.away.remove(&child);
    }

    /// The teacher ends the round in progress: its boards not decided are draws.
    pub fn end_round(&mut self) {
        let best_of = self.best_of;
        for board in self.rounds.last_mut().into_iter().flatten() {
            if board.outcome(best_of).is_none() {
                board.ended = true;
            }
        }
    }

    /// The teacher ends the tournament: the round in progress ends as [`Tournament::end_round`]
    /// ends it, and no round follows.
    pub fn end(&mut self) {
        self.end_round();
        self.ended = true;
    }

    /// The board of the round in progress seating `child`, with the round's number, if any.
    #[must_use]
    pub fn board_of(&self, child: ChildId) -> Option<(usize, &Board)> {
        let round = self.rounds.len().checked_sub(1)?;
        self.rounds[round].iter().find(|board| board.pairing.has(child)).map(|board| (round, board))
    }

    /// Each entrant's points and record so far, best first: by points, then by his opponents'
    /// points, then in seed order.
    #[must_use]
    pub fn standings(&self) -> Vec<Standing> {
        let mut lines: BTreeMap<ChildId, Standing> = self
            .entrants
            .iter()
            .map(|&child| (child, Standing { child, points: 0, played: 0, won: 0, drawn: 0, lost: 0, opponents: 0 }))
            .collect();
        let mut met: Vec<(ChildId, ChildId)> = Vec::new();
        for board in self.rounds.iter().flatten() {
            let Some(outcome) = board.outcome(self.best_of) else { continue };
            for child in board.pairing.children() {
                let line = lines.get_mut(&child).expect("an entrant");
                line.played += 1;
                match outcome {
                    Outcome::Won(winner) if winner == child => {
                        line.won += 1;
                        line.points += 2;
                    }
                    Outcome::Won(_) => line.lost += 1,
                    Outcome::Drawn => {
                        line.drawn += 1;
                        line.points += 1;
                    }
                }
            }
            if let Pairing::Game { south, north } = board.pairing {
                met.push((south, north));
            }
        }
        let points: BTreeMap<ChildId, u32> = lines.iter().map(|(&child, line)| (child, line.points)).collect();
        for (a, b) in met {
            lines.get_mut(&a).expect("an entrant").opponents += points[&b];
            lines.get_mut(&b).expect("an entrant").opponents += points[&a];
        }
        let seed = |child: ChildId| self.entrants.iter().position(|&c| c == child).unwrap_or(usize::MAX);
        let mut standings: Vec<Standing> = lines.into_values().collect();
        standings
            .sort_by_key(|line| (std::cmp::Reverse(line.points), std::cmp::Reverse(line.opponents), seed(line.child)));
        standings
    }

    /// Child `child`'s place in `standings` (from [`Tournament::standings`]), from 1; 0 if he is
    /// not in them. Children level on points and on the tie-break share a place: four drawn
    /// boards of four children make them all first, not first to fourth by seed.
    #[must_use]
    pub fn place(standings: &[Standing], child: ChildId) -> usize {
        let key = |line: &Standing| (line.points, line.opponents);
        standings
            .iter()
            .find(|line| line.child == child)
            .map_or(0, |mine| 1 + standings.iter().filter(|line| key(line) > key(mine)).count())
    }

    /// What Swiss pairing reads of the rounds so far.
    fn history(&self) -> History {
        let mut history = History::default();
        for line in self.standings() {
            history.points.insert(line.child, line.points);
        }
        for board in self.rounds.iter().flatten() {
            match board.pairing {
                Pairing::Game { south, north } => {
                    history.played.insert(pair(south, north));
                    *history.south_balance.entry(south).or_default() += 1;
                    *history.south_balance.entry(north).or_default() -= 1;
                }
                Pairing::Bye(child) => {
                    history.byes.insert(child);
                }
            }
        }
        history
    }
}
