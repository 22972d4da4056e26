//! A game played through the servers of `tests/cluster`: the room's setup, random legal
//! moves, and a watcher that checks every message as it comes.

use super::client::{Connection, Player, watch};
use awale::engine::{BySide, Game, Pit, Preset, Side};
use awale::net::wire::{RoomView, Setup, ToClient};
use rand::RngExt;
use std::time::Duration;

/// A single game with the tournament rules, South first.
pub fn setup() -> Setup {
    Setup {
        rules: Preset::Tournament.rules(),
        names: BySide::new("Ama".into(), "Grandma".into()),
        starter: Side::South,
        games: 1,
        class: None,
    }
}

/// A legal move chosen by `rng`.
pub fn some_move(game: &Game, rng: &mut rand::rngs::StdRng) -> Pit {
    let legal = game.legal_moves();
    legal[rng.random_range(0..legal.len())]
}

/// One move by whoever is to move; the other device waits until it hears it.
pub async fn one_move(south: &mut Player, north: &mut Player, rng: &mut rand::rngs::StdRng) {
    let number = south.games.number().max(north.games.number());
    let (mover, other) = if south.to_move() { (south, north) } else { (north, south) };
    let pit = some_move(mover.games.game(), rng);
    let played = tokio::time::timeout(Duration::from_secs(30), mover.play(pit)).await;
    played
        .unwrap_or_else(|_| panic!("move {number} {pit}: no answer within 30 s"))
        .unwrap_or_else(|e| panic!("move {number} {pit}: {e}"));
    heard(other, number + 1, "the other device").await;
}

/// A watcher that checks each message as it comes: a move must be the next (heard once, in
/// order), an undo must take back moves it heard.
pub struct Watcher {
    /// Its connection.
    pub connection: Connection,
    /// The room as heard.
    pub view: RoomView,
    /// How many moves it heard.
    pub heard: usize,
}

impl Watcher {
    /// Watches room `code` at `url`.
    pub async fn new(url: &str, code: &str) -> Watcher {
        let (connection, view) = watch(url, code).await.expect("watching");
        Watcher { connection, view, heard: 0 }
    }

    /// Reads until the room has `moves` moves and nothing more comes for 0.3 s.
    pub async fn until(&mut self, moves: usize, who: &str) {
        loop {
            let wait = if self.view.moves.len() < moves { Duration::from_secs(15) } else { Duration::from_millis(300) };
            match self.connection.receive(wait).await {
                Ok(ToClient::Moved { number, pit }) => {
                    assert_eq!(number, self.view.moves.len(), "{who}: move {number} heard once, in order");
                    self.view.moves.push(pit);
                    self.heard += 1;
                }
                Ok(ToClient::Undone { moves }) => {
                    assert!(moves < self.view.moves.len(), "{who}: an undo takes back moves heard");
                    self.view.moves.truncate(moves);
                }
                Ok(ToClient::Presence { .. } | ToClient::UndoAsked { .. }) => {}
                Ok(other) => panic!("{who}: {other:?}"),
                Err(_) if self.view.moves.len() >= moves => return,
                Err(error) => panic!("{who}: {error} with {} of {moves} moves", self.view.moves.len()),
            }
        }
    }
}

/// The next message that is not a device coming or going.
pub async fn answer(connection: &mut Connection) -> ToClient {
    loop {
        match connection.receive(Duration::from_secs(10)).await.expect("an answer") {
            ToClient::Presence { .. } => {}
            other => return other,
        }
    }
}

/// Waits (20 s at most) until `player` heard the room's first `moves` moves.
pub async fn heard(player: &mut Player, moves: usize, who: &str) {
    let wait = Duration::from_secs(20);
    let heard = tokio::time::timeout(wait, player.until(|p| p.games.number() >= moves)).await;
    match heard {
        Ok(Ok(())) => {}
        Ok(Err(error)) => panic!("{who}: {error} before move {moves}"),
        Err(_) => panic!("{who} did not hear move {} within {wait:?}", moves - 1),
    }
}
