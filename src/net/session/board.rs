//! The room's record laid out for this device's board: the game in play and its match, turned
//! round where this device sits North, and the pits and sides turned with them.

use super::{Role, Session};
use crate::engine::{BySide, Game, Match, PITS, Pit, Position, Side};
use crate::net::room::{Games, replay, turn_round};
use crate::net::wire::Setup;

impl Session {
    /// Whether this device's board is the room turned round: it sits North, and its player
    /// sows from the bottom of his screen as South does on the other device.
    #[must_use]
    pub fn turned(&self) -> bool {
        self.seat() == Some(Side::North)
    }

    /// A pit of the room as this device's board shows it, or back (the same turn both ways).
    #[must_use]
    pub fn on_board(&self, pit: Pit) -> Pit {
        if self.turned() { turn_round(pit) } else { pit }
    }

    /// A side of the room as this device's board shows it, or back.
    #[must_use]
    pub fn side_on_board(&self, side: Side) -> Side {
        if self.turned() { !side } else { side }
    }

    /// Every move the room accepted, in order, across the games of a match (none before the
    /// room answers).
    #[must_use]
    pub fn moves(&self) -> &[Pit] {
        self.view.as_ref().map_or(&[], |view| &view.moves)
    }

    /// How many moves the room has, every game counted: the next move's number.
    #[must_use]
    pub fn number(&self) -> usize {
        self.moves().len()
    }

    /// Whether the room is decided: its single game, or its match.
    #[must_use]
    pub const fn is_over(&self) -> bool {
        self.over
    }

    /// The room's games laid out from its record: its setup's start and every move (before the
    /// room answers, the setup asked for, or a single game of the Abapa rules).
    #[must_use]
    pub fn games(&self) -> Games {
        if let Some(games) = self.view.as_ref().and_then(|view| replay(view).ok()) {
            return games;
        }
        match &self.role {
            Role::Make { setup, .. } => Games::new(setup),
            _ => Games::new(&Setup {
                rules: crate::engine::Preset::Abapa.rules(),
                names: BySide::default(),
                starter: Side::South,
                games: 1,
                class: None,
            }),
        }
    }

    /// The game in play as this device's board shows it, laid out from the room's record:
    /// the room's, turned round when this device sits North (the rules are the same for both
    /// sides, so the turned game plays alike).
    #[must_use]
    pub fn board(&self) -> Game {
        let games = self.games();
        let room = games.game();
        if !self.turned() {
            return room.clone();
        }
        let start = room.start();
        let pits = start.pits();
        let turned: [u8; PITS] = std::array::from_fn(|i| pits[(i + PITS / 2) % PITS]);
        let stores = start.stores();
        let Ok(position) = Position::new(turned, BySide::new(stores.north, stores.south), !start.turn()) else {
            return room.clone();
        };
        let mut game = Game::from_position(*room.rules(), position);
        for &pit in room.moves() {
            if game.play(turn_round(pit)).is_err() {
                return room.clone();
            }
        }
        game
    }

    /// The room's match as this device's board shows it (sides turned round at North), when
    /// the room plays more than one game: the board's own match then begins each next game
    /// as the room does.
    #[must_use]
    pub fn board_series(&self) -> Option<Match> {
        let games = self.games();
        let series = games.series();
        if series.games <= 1 {
            return None;
        }
        let side = |side: Side| self.side_on_board(side);
        Some(Match {
            games: series.games,
            first: side(series.first),
            results: series.results.iter().map(|winner| winner.map(side)).collect(),
            starters: series.starters.iter().map(|&starter| side(starter)).collect(),
        })
    }
}
