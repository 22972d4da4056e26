//! One room's game as the server keeps it: the maker's setup, the game in the rules engine,
//! each seat's secret token, and an undo asked. Every move a device sends is checked here —
//! its seat's turn, its number, the rules in force — before it is stored and sent to all.

use super::wire::{ErrorKind, MAX_NAME, Refusal, RoomView, Setup};
use crate::engine::{BySide, Game, PITS, Pit, Position, Side};

/// A room: its setup, its game, its seats.
#[derive(Clone, Debug)]
pub struct Room {
    /// The maker's choices; a joiner's typed name replaces its side's.
    pub setup: Setup,
    /// The game, every accepted move played in the engine.
    pub game: Game,
    /// Each seat's token once taken.
    pub tokens: BySide<Option<String>>,
    /// Who asked to take back the last move, until the other agrees or a move is played.
    pub undo_asked: Option<Side>,
}

impl Room {
    /// A new room with no seat taken. Names are cut to [`MAX_NAME`] characters.
    #[must_use]
    pub fn new(mut setup: Setup) -> Room {
        for side in [Side::South, Side::North] {
            setup.names[side] = setup.names[side].chars().take(MAX_NAME).collect();
        }
        let game = start(&setup);
        Room { setup, game, tokens: BySide::default(), undo_asked: None }
    }

    /// The room rebuilt from its stored moves (letters, in order).
    ///
    /// # Errors
    /// The first stored move the engine refuses, with its number.
    pub fn replayed(setup: Setup, tokens: BySide<Option<String>>, moves: &[String]) -> Result<Room, String> {
        let mut room = Room::new(setup);
        room.tokens = tokens;
        for (number, letter) in moves.iter().enumerate() {
            let pit = letter.chars().next().and_then(Pit::from_letter).ok_or(format!("move {number}: {letter:?}"))?;
            room.game.play(pit).map_err(|e| format!("move {number} ({letter}): {e}"))?;
        }
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

    /// Checks move `number`, `letter` sent by `seat`, without playing it.
    ///
    /// # Errors
    /// [`ErrorKind::GameOver`], [`ErrorKind::Stale`] (a number not the next),
    /// [`ErrorKind::OutOfTurn`], [`ErrorKind::Illegal`] (not a pit, or refused by the rules: the
    /// engine's reason).
    pub fn check(&self, seat: Side, number: usize, letter: &str) -> Result<Pit, Refusal> {
        let next = self.game.moves().len();
        if self.game.is_over() {
            return Err(Refusal::new(ErrorKind::GameOver, "the game is over"));
        }
        if number != next {
            return Err(Refusal::new(ErrorKind::Stale, format!("move {number} is not the next: the next is {next}")));
        }
        let turn = self.game.position().turn();
        if seat != turn {
            return Err(Refusal::new(ErrorKind::OutOfTurn, format!("it is {turn:?}'s turn")));
        }
        let mut letters = letter.chars();
        let (Some(pit), None) = (letters.next().and_then(Pit::from_letter), letters.next()) else {
            return Err(Refusal::new(ErrorKind::Illegal, format!("{letter:?} is not a pit: A–F or a–f")));
        };
        if pit.owner() != seat {
            return Err(Refusal::new(ErrorKind::Illegal, format!("pit {pit} is not on {seat:?}'s side")));
        }
        self.game.check(pit).map_err(|e| Refusal::new(ErrorKind::Illegal, e.to_string()))?;
        Ok(pit)
    }

    /// Plays a checked move. An undo asked is forgotten.
    ///
    /// # Panics
    /// If the move was not checked by [`Room::check`] (an illegal move here is a bug).
    pub fn play(&mut self, pit: Pit) {
        self.game.play(pit).expect("a move checked before");
        self.undo_asked = None;
    }

    /// `seat` asks to take back the last move, or agrees to the other's asking: `Ok(true)` when
    /// both have said yes and the move is to be taken back (by [`Room::undo`]), `Ok(false)` when
    /// the other is now asked.
    ///
    /// # Errors
    /// [`ErrorKind::NothingToUndo`] before the first move.
    pub fn ask_undo(&mut self, seat: Side) -> Result<bool, Refusal> {
        if self.game.moves().is_empty() {
            return Err(Refusal::new(ErrorKind::NothingToUndo, "no move to take back"));
        }
        match self.undo_asked {
            Some(asker) if asker != seat => Ok(true),
            _ => {
                self.undo_asked = Some(seat);
                Ok(false)
            }
        }
    }

    /// Takes back the last move (both players agreed).
    pub fn undo(&mut self) {
        // Rebuilt from the start rather than `Game::undo`, so that nothing is left to redo.
        let moves: Vec<String> = self.letters();
        let kept = &moves[..moves.len().saturating_sub(1)];
        let mut game = start(&self.setup);
        for letter in kept {
            let pit = letter.chars().next().and_then(Pit::from_letter).expect("a played pit");
            game.play(pit).expect("a move played before");
        }
        self.game = game;
        self.undo_asked = None;
    }

    /// Every accepted move's letter.
    #[must_use]
    pub fn letters(&self) -> Vec<String> {
        self.game.moves().iter().map(ToString::to_string).collect()
    }

    /// The room as a device sees it, with which seats are connected.
    #[must_use]
    pub fn view(&self, connected: BySide<bool>) -> RoomView {
        RoomView {
            setup: self.setup.clone(),
            moves: self.letters(),
            seated: self.tokens.clone().map(|token| token.is_some()),
            connected,
        }
    }
}

/// The game a setup starts: the rules' start, `starter` to sow first.
#[must_use]
pub fn start(setup: &Setup) -> Game {
    let first = Position::start(&setup.rules);
    let position = Position::new(first.pits(), first.stores(), setup.starter).expect("the start, turned");
    Game::from_position(setup.rules, position)
}

/// A device's board: the room's moves played from the setup's start, as every device and the
/// tests replay them.
///
/// # Errors
/// The first move the engine refuses.
pub fn replay(view: &RoomView) -> Result<Game, String> {
    Room::replayed(view.setup.clone(), BySide::default(), &view.moves).map(|room| room.game)
}

/// The pit facing the other way round the board: A and a, B and b, and so on.
#[must_use]
pub fn turn_round(pit: Pit) -> Pit {
    Pit::new((pit.index() + PITS / 2) % PITS).unwrap_or(pit)
}
