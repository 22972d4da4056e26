//! One room's games as the server keeps them: the maker's setup, the games in the rules engine
//! ([`Games`]: one game, or a best of 5), each seat's secret token, and an undo asked. Every
//! move a device sends is checked here — its seat's turn, its number, the rules in force —
//! before it is stored and sent to all. Every device replays the room with the same [`Games`].
//!
//! Undo asks to take back the asker's own last move, as face to face on one device: agreed,
//! his last move of the game in play and every move after it go (the other's reply too, when
//! it is his turn), and it is his turn again.

use super::wire::{ErrorKind, MAX_GAMES, MAX_NAME, Refusal, RoomView, Setup};
use crate::engine::{BySide, Game, IllegalMove, Match, Outcome, PITS, Pit, Side};

/// A room's games: the game in play and the match it belongs to (a single game is a match of
/// one). Moves are numbered from 0 across every game of the room; when a game ends and the
/// match goes on, the next game begins at once, the winner of the last sowing first (a draw:
/// the other player), as in a match on one device ([`Match::next_starter`]).
#[derive(Clone, Debug)]
pub struct Games {
    /// The match: its length, each finished game's winner, each game's starter.
    series: Match,
    /// The letters of the moves of the games before the one in play.
    before: Vec<Pit>,
    /// The game in play (the last one, once the match is over).
    game: Game,
}

impl Games {
    /// The first game of the room `setup` makes.
    #[must_use]
    pub fn new(setup: &Setup) -> Games {
        let mut series = Match::new(setup.games.clamp(1, MAX_GAMES), setup.starter);
        let game = Game::starting(setup.rules, series.begin_game());
        let mut games = Games { series, before: Vec::new(), game };
        games.go_on();
        games
    }

    /// The room's games with `moves` (numbered across games) played.
    ///
    /// # Errors
    /// The first move the engine refuses, with its number.
    pub fn replayed(setup: &Setup, moves: &[Pit]) -> Result<Games, String> {
        let mut games = Games::new(setup);
        for (number, &pit) in moves.iter().enumerate() {
            games.play(pit).map_err(|e| format!("move {number} ({pit}): {e}"))?;
        }
        Ok(games)
    }

    /// The game in play, or the last one once the match is over.
    #[must_use]
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The match: how many games, who won each, who started each.
    #[must_use]
    pub fn series(&self) -> &Match {
        &self.series
    }

    /// How many moves the room has, every game counted: the next move's number.
    #[must_use]
    pub fn number(&self) -> usize {
        self.before.len() + self.game.moves().len()
    }

    /// Every move, in order, across games.
    #[must_use]
    pub fn moves(&self) -> Vec<Pit> {
        self.before.iter().chain(self.game.moves()).copied().collect()
    }

    /// Whether the room is over: its single game, or the match, decided.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.game.is_over()
    }

    /// Who sows next; `None` once the room is over.
    #[must_use]
    pub fn to_move(&self) -> Option<Side> {
        (!self.is_over()).then(|| self.game.position().turn())
    }

    /// Checks `pit` as the next move of the game in play.
    ///
    /// # Errors
    /// The engine's reason.
    pub fn check(&self, pit: Pit) -> Result<(), IllegalMove> {
        self.game.check(pit).map(|_| ())
    }

    /// Plays `pit`; if it ends a game and the match goes on, the next game begins. Returns
    /// whether a game ended.
    ///
    /// # Errors
    /// The engine's reason; nothing changes.
    pub fn play(&mut self, pit: Pit) -> Result<bool, IllegalMove> {
        self.game.play(pit)?;
        Ok(self.go_on())
    }

    /// If the game in play is over, counts it in the match and begins the next while the match
    /// goes on (a game the rules end at its start counts at once); returns whether a game ended.
    fn go_on(&mut self) -> bool {
        let mut ended = false;
        while let Outcome::Over(end) = self.game.outcome() {
            ended = true;
            self.series.finish_game(end.winner);
            if self.series.is_over() {
                break;
            }
            let rules = *self.game.rules();
            self.before.extend_from_slice(self.game.moves());
            self.game = Game::starting(rules, self.series.begin_game());
        }
        ended
    }

    /// Whether the game in play has a move to take back (a game finished is kept as it ended).
    #[must_use]
    pub fn can_undo(&self) -> bool {
        !self.game.moves().is_empty()
    }

    /// The number of `side`'s last move in the game in play (counted across games, as
    /// [`Games::number`]), if he has sown in it: where his undo takes the room back to.
    #[must_use]
    pub fn last_move_of(&self, side: Side) -> Option<usize> {
        let moves = self.game.moves();
        moves.iter().rposition(|pit| pit.owner() == side).map(|at| self.before.len() + at)
    }
}

/// A room: its setup, its games, its seats.
#[derive(Clone, Debug)]
pub struct Room {
    /// The maker's choices; a joiner's typed name replaces its side's.
    pub setup: Setup,
    /// The games, every accepted move played in the engine.
    pub games: Games,
    /// Each seat's token once taken.
    pub tokens: BySide<Option<String>>,
    /// Who asked to take back his last move, until the other agrees or a move is played.
    pub undo_asked: Option<Side>,
}

impl Room {
    /// A new room with no seat taken. Names are cut to [`MAX_NAME`] characters.
    #[must_use]
    pub fn new(mut setup: Setup) -> Room {
        for side in [Side::South, Side::North] {
            setup.names[side] = setup.names[side].chars().take(MAX_NAME).collect();
        }
        setup.games = setup.games.clamp(1, MAX_GAMES);
        let games = Games::new(&setup);
        Room { setup, games, tokens: BySide::default(), undo_asked: None }
    }

    /// The room rebuilt from its stored moves (pit letters, in order, as a store keeps them).
    ///
    /// # Errors
    /// The first stored move that is not a pit's letter, or that the engine refuses, with its
    /// number.
    pub fn replayed(setup: Setup, tokens: BySide<Option<String>>, moves: &[String]) -> Result<Room, String> {
        let mut room = Room::new(setup);
        room.tokens = tokens;
        room.games = Games::replayed(&room.setup, &pits(moves)?)?;
        Ok(room)
    }

    /// Gives `token` the seat `wanted` (or the first free one, South first).
    ///
    /// # Errors
    /// [`ErrorKind::SeatTaken`] when the seat (or both) is taken.
    pub fn sit(&mut self, wanted: Option<Side>, token: String, name: Option<&str>) -> Result<Side, Refusal> {
        let free = |side: Side| self.tokens[side].is_none();
        let seat = match wanted {
            Some(side) if free(side) => side,
            Some(side) => {
                return Err(Refusal::new(ErrorKind::SeatTaken, format!("{side:?}'s seat is taken: you may watch")));
            }
            None => [Side::South, Side::North]
                .into_iter()
                .find(|&side| free(side))
                .ok_or_else(|| Refusal::new(ErrorKind::SeatTaken, "both seats are taken: you may watch"))?,
        };
        self.tokens[seat] = Some(token);
        if let Some(name) = name.map(str::trim).filter(|name| !name.is_empty()) {
            self.setup.names[seat] = name.chars().take(MAX_NAME).collect();
        }
        Ok(seat)
    }

    /// The seat whose token is `token`.
    #[must_use]
    pub fn seat_of(&self, token: &str) -> Option<Side> {
        [Side::South, Side::North].into_iter().find(|&side| self.tokens[side].as_deref() == Some(token))
    }

    /// Checks move `number`, `pit` sent by `seat`, without playing it.
    ///
    /// # Errors
    /// [`ErrorKind::GameOver`], [`ErrorKind::Stale`] (a number not the next),
    /// [`ErrorKind::OutOfTurn`], [`ErrorKind::Illegal`] (the other side's pit, or refused by the
    /// rules: the engine's reason).
    pub fn check(&self, seat: Side, number: usize, pit: Pit) -> Result<(), Refusal> {
        let next = self.games.number();
        if self.games.is_over() {
            return Err(Refusal::new(ErrorKind::GameOver, "the game is over"));
        }
        if number != next {
            return Err(Refusal::new(ErrorKind::Stale, format!("move {number} is not the next: the next is {next}")));
        }
        let turn = self.games.game().position().turn();
        if seat != turn {
            return Err(Refusal::new(ErrorKind::OutOfTurn, format!("it is {turn:?}'s turn")));
        }
        if pit.owner() != seat {
            return Err(Refusal::new(ErrorKind::Illegal, format!("pit {pit} is not on {seat:?}'s side")));
        }
        self.games.check(pit).map_err(|e| Refusal::new(ErrorKind::Illegal, e.to_string()))
    }

    /// Plays a checked move; returns whether it ended a game. An undo asked is forgotten.
    ///
    /// # Panics
    /// If the move was not checked by [`Room::check`] (an illegal move here is a bug).
    pub fn play(&mut self, pit: Pit) -> bool {
        self.undo_asked = None;
        self.games.play(pit).expect("a move checked before")
    }

    /// `seat` asks to take back his own last move, or agrees to the other's asking: `Ok(true)`
    /// when both have said yes and the asker's move is to be taken back (by [`Room::undo`],
    /// from move [`Room::undo_from`] on), `Ok(false)` when the other is now asked.
    ///
    /// # Errors
    /// [`ErrorKind::GameOver`] once the room is over (its single game, or its match, decided): a
    /// finished game stays finished, for an ask as for a yes. [`ErrorKind::NothingToUndo`] when
    /// `seat` asks before his first move of the game in play (a game of a match that is
    /// finished stays as it ended).
    pub fn ask_undo(&mut self, seat: Side) -> Result<bool, Refusal> {
        if self.games.is_over() {
            self.undo_asked = None;
            return Err(Refusal::new(ErrorKind::GameOver, "the game is over: it stays as it ended"));
        }
        match self.undo_asked {
            // The asker's move is still there: a move played since would have forgotten the ask.
            Some(asker) if asker != seat => Ok(true),
            _ if self.games.last_move_of(seat).is_none() => {
                Err(Refusal::new(ErrorKind::NothingToUndo, "no move of yours in this game to take back"))
            }
            _ => {
                self.undo_asked = Some(seat);
                Ok(false)
            }
        }
    }

    /// The number of the first move the undo agreed takes back: the asker's last move of the
    /// game in play (the moves after it go too); without an ask, the last move. The store
    /// forgets the moves from it on.
    #[must_use]
    pub fn undo_from(&self) -> usize {
        let last = self.games.number().saturating_sub(1);
        self.undo_asked.and_then(|asker| self.games.last_move_of(asker)).unwrap_or(last)
    }

    /// Takes back the moves from [`Room::undo_from`] on (both players agreed): the asker's
    /// last move and the other's reply, if he had replied; it is the asker's turn again.
    pub fn undo(&mut self) {
        // Rebuilt from the start rather than `Game::undo`, so that nothing is left to redo and
        // a game ended by the move is open again in the match.
        let moves = self.games.moves();
        let kept = &moves[..self.undo_from().min(moves.len())];
        self.games = Games::replayed(&self.setup, kept).expect("moves played before");
        self.undo_asked = None;
    }

    /// The room as a device sees it, with which seats are connected.
    #[must_use]
    pub fn view(&self, connected: BySide<bool>) -> RoomView {
        RoomView {
            setup: self.setup.clone(),
            moves: self.games.moves(),
            seated: self.tokens.clone().map(|token| token.is_some()),
            connected,
        }
    }
}

/// A device's games: the room's moves played from the setup's start, as every device and the
/// tests replay them.
///
/// # Errors
/// The first move the engine refuses.
pub fn replay(view: &RoomView) -> Result<Games, String> {
    Games::replayed(&view.setup, &view.moves)
}

/// The pits of `letters` (a store's moves).
///
/// # Errors
/// The first that is not a pit's letter (A–F, a–f), with its number.
pub fn pits(letters: &[String]) -> Result<Vec<Pit>, String> {
    let pit = |(number, letter): (usize, &String)| letter.parse::<Pit>().map_err(|e| format!("move {number}: {e}"));
    letters.iter().enumerate().map(pit).collect()
}

/// The pit facing the other way round the board: A and a, B and b, and so on.
#[must_use]
pub fn turn_round(pit: Pit) -> Pit {
    Pit::new((pit.index() + PITS / 2) % PITS).unwrap_or(pit)
}
